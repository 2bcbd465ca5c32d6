"""What a designer's edit changed (game/sim/edit.py, edit_run.py) and how many games it
takes (game/sim/sequential.py): a card's value in two files from hand-made ablation
records, paired game by game; the plan's games for a pilot's variance; the band that
"too strong" is judged against; and the stopping rule keeping its error rate on
simulated games with a known truth."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

from game import paths
from game.sim.ablation import MIN_PAIRS
from game.sim.edit import (
    PerGame,
    as_row,
    band,
    card_change,
    card_line,
    common_games,
    judged,
    per_game,
    standing,
    verdict_lines,
    yardstick,
)
from game.sim.edit_run import Plan
from game.sim.records import GameRecord, SimSpec
from game.sim.sequential import (
    Always,
    always_valid,
    checkpoints,
    fixed_half,
    games_for,
    tuned_rho,
)

SPEC = SimSpec("riders", 8, ("easy",), 2)


def game(index: int, banned_seat_wins: bool, used: bool) -> GameRecord:
    """Game `index` (its banned seat is index % 2), won or lost by that seat, which drafted
    Strike or not."""
    seat = index % 2
    drafted = tuple(("Strike",) if s == seat and used else ("Thaw",) for s in range(2))
    winner = seat if banned_seat_wins else 1 - seat
    return GameRecord(index, index + 1, ("easy", "easy"), (winner,), "won", 40, (),
                      uses={"drafted": drafted})  # fmt: skip


def two_files() -> tuple[PerGame, PerGame]:
    # Before: the banned seat drafted Strike in games 0–3; with it, it won 0, 1, 2,
    # without it only 0 (x = 0, 1, 1, 0), so Strike was worth 2 of 4: 0.5.
    kept_a = [game(i, i < 3, i < 4) for i in range(8)]
    banned_a = [game(i, i == 0, i < 4) for i in range(8)]
    # Now: drafted in every game, and its loss cost games 0, 1, 2, 3 and 6: 5 of 8.
    kept_b = [game(i, i in (0, 1, 2, 3, 6), True) for i in range(8)]
    banned_b = [game(i, False, True) for i in range(8)]
    before = per_game(SPEC, "Strike", kept_a, banned_a)
    now = per_game(SPEC, "Strike", kept_b, banned_b)
    return before, now


def test_a_cards_value_and_its_change_are_paired_game_by_game() -> None:
    before, now = two_files()
    games = common_games(before, now)
    assert games == list(range(8))
    c = card_change("Strike", True, before, now, games, rho=0.5)
    assert (c.before.mean, c.now.mean, c.change.mean) == (0.5, 0.625, 0.125)
    assert (c.pairs_before, c.pairs_now) == (4, 8)
    # Influences: before (x − 0.5 u) / 0.5 = −1, 1, 1, −1, 0, 0, 0, 0; now x − 0.625;
    # their differences 1.375, −0.625, −0.625, 1.375, −0.625, −0.625, 0.375, −0.625
    # sum to 0, with squares summing to 5.875: a variance of 5.875 / 7.
    assert c.variance == pytest.approx(47 / 56)
    assert c.change == always_valid(0.125, 47 / 56, 8, 0.5)


def test_a_game_cut_or_failed_in_either_arm_leaves_the_pairs() -> None:
    from dataclasses import replace

    kept = [game(i, True, True) for i in range(4)]
    banned = [game(i, False, True) for i in range(4)]
    banned[1] = replace(banned[1], cut=True, winners=())
    kept[2] = replace(kept[2], failed="ValueError: x", winners=())
    pg = per_game(SPEC, "Strike", kept, banned)
    assert sorted(pg.u) == [0, 3]
    assert pg.value([0, 3]) == 1.0


def test_a_card_no_seat_used_is_worth_nothing_and_adds_no_error() -> None:
    before, _ = two_files()
    unused = per_game(SPEC, "Sabotage", [game(i, True, False) for i in range(8)],
                      [game(i, False, False) for i in range(8)])  # fmt: skip
    assert unused.value(list(range(8))) == 0.0
    assert unused.influence(list(range(8))) == [0.0] * 8
    c = card_change("Strike", True, before, unused, list(range(8)), 0.5)
    assert c.change.mean == -0.5 and c.pairs_now == 0


def test_the_always_valid_interval_and_its_anytime_p() -> None:
    # V = 100 · 1 · 0.01 = 1: half = √(2 · 2 / (100² · 0.01) · log(√2 / 0.05)).
    at_zero = always_valid(0.0, 1.0, 100, 0.1)
    assert at_zero.half == pytest.approx(math.sqrt(0.04 * math.log(math.sqrt(2) / 0.05)))
    assert at_zero.half == pytest.approx(0.365639, abs=1e-6)
    assert at_zero.p == 1.0 and not at_zero.clear
    found = always_valid(0.5, 1.0, 100, 0.1)  # p = √2 · e^(−0.25 · 100 / 4)
    assert found.p == pytest.approx(math.sqrt(2) * math.exp(-6.25))
    assert found.clear and found.low == pytest.approx(0.5 - 0.365639, abs=1e-6)
    below = always_valid(0.36, 1.0, 100, 0.1)  # just inside the boundary: not clear
    assert not below.clear and below.p > 0.05
    # At the same games it is wider than a fixed-n interval: the price of looking often.
    assert at_zero.half > fixed_half(1.0, 100) == pytest.approx(0.196, abs=1e-3)


def test_the_plan_sizes_games_by_the_pilots_paired_variance() -> None:
    # (1.95996 + 0.84162)² = 7.84888 games per unit variance per squared change.
    assert games_for(1.0, 0.1) == 785
    assert games_for(1.0, 0.2) == 197  # twice the change: a quarter of the games
    assert games_for(3.4, 0.03) == 29_652  # 3 in 100 at a drafted card's variance
    with pytest.raises(ValueError, match="the change to detect must be above 0, not 0"):
        games_for(1.0, 0)
    assert checkpoints(200, 1000) == [200, 400, 800, 1000]
    assert checkpoints(200, 200) == [200]
    assert Plan(pilot=201, max_games=999).sized(4) == (204, 1000)


def test_stopping_when_settled_keeps_the_error_rate_that_peeking_breaks() -> None:
    """2,000 runs of games with no change at all (a per-game change of −1, 0 or +1, as an
    ablation's): pilot 50, then doubling to 3,200, stopping as soon as the interval is
    clear or narrower than ± 0.1. The confidence sequence calls a change in at most 5 %
    of runs; ordinary 95 % intervals under the same stopping rule call one far more
    often. With a real change of 0.3 the sequence finds it nearly always."""
    rng = np.random.default_rng(38)
    runs, cap, pilot, detect = 2000, 3200, 50, 0.1
    draws = rng.choice([-1.0, 0.0, 1.0], p=[0.25, 0.5, 0.25], size=(runs, cap))
    points = checkpoints(pilot, cap)

    def called(data: np.ndarray, always: bool) -> bool:
        rho = tuned_rho(4 * pilot, float(np.var(data[:pilot], ddof=1)))
        for n in points:
            mean, var = float(data[:n].mean()), float(data[:n].var(ddof=1))
            if always:
                found = always_valid(mean, var, n, rho)
            else:
                half = fixed_half(var, n)
                found = Always(mean, half, 0.0 if abs(mean) > half else 1.0, n)
            if found.clear:
                return True
            if found.half <= detect:
                return False
        return False

    sequence = sum(called(d, True) for d in draws) / runs
    peeking = sum(called(d, False) for d in draws) / runs
    assert sequence <= 0.05, sequence
    assert peeking > 0.07, peeking  # the same rule on fixed intervals errs too often
    shifted = draws[:200] + 0.3
    assert sum(called(d, True) for d in shifted) / 200 >= 0.95


def interval(value: float, half: float) -> Always:
    return Always(value, half, 1.0, 400)


def test_too_strong_and_too_weak_only_outside_the_band_of_the_other_cards() -> None:
    yard = [(interval(0.02, 0.03), 100), (interval(0.05, 0.02), 80), (interval(0.5, 0.01), 5)]
    bounds = band(yard)  # the third is used in too few games to count
    assert bounds == pytest.approx((-0.01, 0.07))
    assert standing(interval(0.12, 0.049), MIN_PAIRS, bounds) == "too strong"
    assert standing(interval(0.12, 0.051), MIN_PAIRS, bounds) == ""  # reaches into it
    assert standing(interval(-0.05, 0.039), MIN_PAIRS, bounds) == "too weak"
    assert standing(interval(-0.05, 0.041), MIN_PAIRS, bounds) == ""
    assert standing(interval(0.12, 0.01), MIN_PAIRS - 1, bounds) == ""  # too few games
    assert band(yard[:1]) is None and standing(interval(0.9, 0.0), 99, None) == ""


def test_the_verdict_opens_with_the_changed_cards_and_hides_steady_unchanged_ones() -> None:
    before, now = two_files()
    games = list(range(8))
    strike = card_change("Chain Bolt", True, before, now, games, 0.5)
    steady = card_change("Rider Heal", False, before, before, games, 0.5)
    rows = [as_row(c, {"now": None, "before": None}) for c in judged([strike, steady])]
    assert [r["card"] for r in rows] == ["Chain Bolt", "Rider Heal"]
    assert verdict_lines(rows) == [
        "Chain Bolt: worth 62.5 wins in 100 now, 50.0 before "
        f"(+12.5, {100 * strike.change.low:+.1f} to +{100 * strike.change.high:.1f}, "
        "no clear change).".replace("-", "−")
    ]
    moved = {**rows[1], "change": {**rows[1]["change"], "clear": True}}
    assert card_line(moved).endswith("; the edit did not touch it, yet its value changed clearly.")
    assert verdict_lines([moved])[0].startswith("Rider Heal: ")
    strong = {**rows[0], "now_standing": "too strong", "change": {**rows[0]["change"],
              "clear": True}}  # fmt: skip
    assert card_line(strong).endswith(", clear); too strong beside the file's other cards.")
    mended = {**strong, "now_standing": "", "before_standing": "too weak"}
    assert card_line(mended).endswith(", clear); it was too weak before.")
    assert verdict_lines([]) == ["The edit changed no card the bots could use."]


def test_the_yardstick_is_the_most_used_unchanged_cards() -> None:
    records = [game(i, True, i < 5) for i in range(8)]  # Strike: 5 seats, Thaw: 11
    assert yardstick(records, ["Chain Bolt"], 1) == ["Thaw"]
    assert yardstick(records, ["thaw"], 3) == ["Strike"]


def test_the_cli_says_what_the_edit_changed_first_and_writes_edit_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from benchmarks.bench_planted import PLANTS, plant
    from game.__main__ import main

    planted = plant(PLANTS["riders"], tmp_path)
    original = paths.card_file("riders")
    out = tmp_path / "out"
    code = main(["simulate", "riders", "--compare", str(original), str(planted),
                 "--what-changed", "--pilot", "20", "--max-games", "40", "--yardstick", "1",
                 "--jobs", "1", "--out", str(out), "--quiet", "--no-plots"])  # fmt: skip
    assert code == 0
    result = json.loads((out / "edit.json").read_text(encoding="utf-8"))
    assert [r["card"] for r in result["cards"] if r["changed"]] == [
        "Chain Bolt",
        "Precision Strike",
    ]
    assert len(result["yardstick"]) == 1 and result["games"] in (20, 40)
    assert {line.split(":")[0] for line in result["verdict"]} == {"Chain Bolt", "Precision Strike"}
    summary = json.loads((out / "B" / "summary.json").read_text(encoding="utf-8"))
    assert summary["verdict"][:2] == result["verdict"]
    from game.sim.report import report_lines

    lines = report_lines(summary)
    assert lines[1:3] == ["Verdict:", f"  {result['verdict'][0]}"]
    assert any(line.startswith("Enough games: the pilot's 20 games said") for line in lines)
    compared = json.loads((out / "compare.json").read_text(encoding="utf-8"))
    assert compared["verdict"] == result["verdict"] and compared["games"] == result["games"]
    printed = capsys.readouterr().out
    assert printed.startswith(
        "What the edit changed (causal: each card taken away in both files, same seeds):\n"
        f"  {result['verdict'][0]}\n"
    )
    assert (
        "Enough games: the pilot's 20 games said a fixed plan needs, to see a change of 3 "
        in printed
    )
    code = main(["simulate", "riders", "--compare", "players=2", "players=2", "--what-changed",
                 "--out", str(out), "--quiet"])  # fmt: skip
    assert code == 2
    assert "--what-changed compares two card files: --compare ORIGINAL EDITED" in (
        capsys.readouterr().err
    )


def test_a_fast_planted_edit_is_found_and_no_unchanged_card_is_named(tmp_path: Path) -> None:
    """The planted-card benchmark (benchmarks/bench_planted.py) at a small size: Chain
    Bolt free and dealing four times its damage, Precision Strike at cost 4 for 1
    damage. A 100-game pilot, settled at 200 games: both found, clear, named first."""
    from dataclasses import replace

    from benchmarks.bench_planted import PLANTS, judge, plant
    from game.games import REGISTRY
    from game.sim.edit_run import what_changed

    riders = PLANTS["riders"]
    bolt, strike = riders.edits
    stronger = bolt[1].replace("amount = 4", "amount = 8").replace("amount = 2", "amount = 4")
    planted = replace(riders, edits=((bolt[0], stronger), strike))
    copy = plant(planted, tmp_path)
    result, before, now = what_changed(
        REGISTRY, SimSpec("riders", 1, ("easy",), 2), paths.card_file("riders"), copy,
        Plan(pilot=100, max_games=400, yardstick=1),
    )  # fmt: skip
    assert (result["games"], result["plan"]["stopped"]) == (200, "every changed card settled")
    assert len(before) == len(now) == 200 and [r.seed for r in now] == list(range(1, 201))
    assert judge(result, planted) == []
    assert result["verdict"][0].startswith("Chain Bolt: worth 16.2 wins in 100 now, 1.9 before")
    assert result["verdict"][1].startswith(
        "Precision Strike: unused now (worth 0), worth 8.8 wins in 100 before (−8.8, "
    )
    assert [r["change"]["clear"] for r in result["cards"]] == [True, True, False]
    assert result["yardstick"] == ["Rider Heal"]


def test_a_changed_rider_is_named_as_changed_but_not_taken_away(tmp_path: Path) -> None:
    """A rider's numbers are not a card a seat can be forbidden: the verdict says the
    edit touched it, and measures only cards."""
    from game.games import REGISTRY
    from game.sim.edit_run import what_changed

    original = paths.card_file("riders")
    text = original.read_text(encoding="utf-8")
    edited = tmp_path / "riders.toml"
    edited.write_text(text.replace('name = "Kael"\nhp = 17', 'name = "Kael"\nhp = 19'), "utf-8")
    result, before, now = what_changed(
        REGISTRY, SimSpec("riders", 1, ("easy",), 2), original, edited,
        Plan(pilot=20, max_games=20, yardstick=0),
    )  # fmt: skip
    assert result["not_measured"] == ["Kael"] and result["cards"] == []
    assert result["verdict"] == [
        "The edit changed no card the bots could use.",
        "Also changed, not a card a seat uses (so not taken away): Kael.",
    ]
    assert result["games"] == len(before) == len(now) == 20


def test_a_card_the_pilot_never_saw_used_gets_no_plan() -> None:
    from game.sim.edit import games_words

    assert games_words(1925) == "1,925 games"
    assert games_words(0) == "not used in the pilot, so no estimate"
