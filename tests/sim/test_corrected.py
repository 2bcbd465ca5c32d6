"""Every starred table corrected across its rows (Benjamini–Hochberg), the comparison's
use shifts included and on other seeds too; correlations in a section of their own, last
in the verdict and the report, under the key `association`, never `effect`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.sim.experiments import compare, corrected
from game.sim.records import GameRecord, SimSpec
from game.sim.report import compare_lines, report_lines
from game.sim.stats import summarize
from game.sim.verdict import verdict


def row(p: float, low: float, high: float) -> dict[str, Any]:
    return {"p": p, "difference": {"diff": (low + high) / 2, "low": low, "high": high}}


def test_a_row_is_clear_only_after_the_correction_and_with_its_interval_off_zero() -> None:
    """p 0.04 alone would pass at 5 %; among four rows it ranks third, bound 3 × 0.05 / 4
    = 0.0375, so only the 0.001 row (bound 0.0125) and the 0.011 (0.025) stay clear; a
    row BH keeps whose interval touches zero is not clear either."""
    rows = [row(0.04, 0.01, 0.2), row(0.001, 0.05, 0.3), row(0.011, 0.02, 0.1), row(0.3, -1, 1)]
    corrected(rows)
    assert [r["difference"]["clear"] for r in rows] == [False, True, True, False]
    touching = [row(0.001, 0.0, 0.2)]
    assert corrected(touching)[0]["difference"]["clear"] is False


def game(i: int, seed: int, used: tuple[bool, bool], winner: int) -> GameRecord:
    drafted = tuple(("Heal",) if u else () for u in used)
    return GameRecord(
        i, seed, ("easy", "easy"), (winner,), "won", 30, (), uses={"drafted": drafted}
    )


def arm(seed: int, users: int, games: int = 100) -> list[GameRecord]:
    """`games` games from `seed` on; seat 1 drafts Heal in the first `users`, wins the
    odd ones."""
    return [game(i, seed + i, (i < users, False), i % 2) for i in range(games)]


def summary_of(records: list[GameRecord]) -> dict[str, Any]:
    return summarize(SimSpec("riders", len(records), ("easy",), 2), records)


def test_a_comparison_on_other_seeds_is_independent_and_clustered_by_game() -> None:
    """A drafts Heal in 40 of 100 games (40 of 200 seats), B in 70 of 100 on other
    seeds: B − A = +15 points of seats, clear after the correction; the seats' rows
    show the same rates as each arm's own run."""
    a, b = arm(1, 40), arm(101, 70)
    found = compare(summary_of(a), summary_of(b), "A", "B", a, b)
    assert not found["paired"] and (found["games_a"], found["games_b"]) == (100, 100)
    heal = next(r for r in found["all_cards"] if r["what"] == "Heal drafted: seats that did")
    assert (heal["a"]["k"], heal["a"]["n"], heal["b"]["k"], heal["b"]["n"]) == (40, 200, 70, 200)
    assert heal["difference"]["diff"] == pytest.approx(0.15)
    assert heal["kind"] == "independent" and heal["clustered"] == "by game"
    assert heal["difference"]["clear"] and heal["p"] < 0.001
    seat = found["rows"][0]
    assert seat["what"] == "seat 1 wins" and seat["difference"]["diff"] == 0
    assert not seat["difference"]["clear"]
    assert found["compared"] == 4  # two seats, Heal's use shift, its users' win rate
    lines = compare_lines(found)
    assert lines[2] == (
        "A: 100 games, B: 100 on other seeds. B − A (95 % interval, independent arms, "
        "seats clustered by game):"
    )
    assert lines[-1] == (
        f"  (* more than chance after Benjamini–Hochberg at 5 % across the "
        f"{found['compared']} rows compared)"
    )


def test_a_use_shift_that_passes_alone_is_not_starred_among_many() -> None:
    """The same seeds; B drafts Heal in 8 more games of 100 (one seat of two): its own
    interval leaves out zero, but among the table's rows the correction keeps it out."""
    a = arm(1, 0)
    b = [replace(r, uses={"drafted": ((("Heal",) if i < 8 else ()), ())}) for i, r in enumerate(a)]
    for extra in range(12):  # twelve other cards, unchanged between A and B
        name = f"Card {extra}"
        a = [replace(r, uses={"drafted": (r.uses["drafted"][0] + (name,), ())}) for r in a]
        b = [replace(r, uses={"drafted": (r.uses["drafted"][0] + (name,), ())}) for r in b]
    found = compare(summary_of(a), summary_of(b), "A", "B", a, b)
    assert found["paired"] and found["games"] == 100
    heal = next(r for r in found["all_cards"] if r["what"] == "Heal drafted: seats that did")
    assert heal["changed"] == 8 and heal["difference"]["low"] > 0  # alone: clear
    assert 0.0025 < heal["p"] < 0.05 and not heal["difference"]["clear"]
    star = [line for line in compare_lines(found) if line.endswith(" *")]
    assert star == []


def test_the_correlation_comes_last_in_the_verdict_and_the_report_under_its_own_key() -> None:
    """60 games: seat 1 drafts Heal in the 30 it wins, seat 2 never: users 30/30 against
    30/90. The summary keys the difference `association`; the verdict's correlation is
    its last sentence, headed as one; the report's is its last section."""
    records = [game(i, i, (i < 30, False), 0 if i < 30 else 1) for i in range(60)]
    summary = summary_of(records)
    (card,) = summary["cards"]
    assert "effect" not in card and card["kind"] == "correlation"
    assert (
        card["association"]["diff"] == pytest.approx(1 - 30 / 90) and card["association"]["clear"]
    )
    said = verdict(summary)
    assert said[-1].startswith(
        "Correlation, not cause: card uses that go with winning or losing, after correcting "
        "for the 1 compared: Heal drafted (+67) points."
    )
    assert said[-2].startswith("Precision: 60 games")
    lines = report_lines(summary)
    at = lines.index(
        "Correlations, not causes (a bot may play a card because it is winning; "
        "--ablate CARD measures the cause):"
    )
    assert lines[at + 1].startswith("  Card uses that go with a change in the win rate, clustered")
    assert lines[at + 2].startswith("    Heal drafted: wins 100.0 %")
    assert at + 3 == len(lines)
