"""The balance lab's card measures beyond correlations: ablation (game/sim/ablation.py:
one seat a game is forbidden a card, the same seeds are played again, and the pairs are
compared), cards dealt at random against not dealt (game/sim/dealt.py), and the average
place of a card among a seat's draft picks. The numbers are exact on hand-made records;
real games show the ban held and changed only what it had to."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.__main__ import main
from game.games import REGISTRY
from game.sim.ablation import MIN_PAIRS, ablation_lines, as_rows, measure
from game.sim.abstain import banned_seat
from game.sim.pool import simulate
from game.sim.records import GameRecord, SimSpec
from game.sim.verdict import verdict


def record(index: int, winner: int, used_by: tuple[int, ...] = (0, 1)) -> GameRecord:
    drafted = tuple(("Strike",) if seat in used_by else () for seat in range(2))
    return GameRecord(index, index + 1, ("easy", "easy"), (winner,), "won", 50, (),
                      uses={"drafted": drafted})  # fmt: skip


def test_the_effect_is_paired_on_the_games_where_the_seat_used_the_card() -> None:
    spec = SimSpec("riders", 80, ("easy",), 2, ablate="Strike")
    # 80 games; the banned seat is index % 2. In 60 it used Strike: with the card it won
    # 40 of them, without 28 (12 changed, all to a loss). In 20 it never drafted it.
    kept, banned = [], []
    for i in range(80):
        seat = banned_seat(spec, i)
        if i < 60:
            won_kept = i < 40
            won_banned = i < 28
            kept.append(record(i, seat if won_kept else 1 - seat))
            banned.append(record(i, seat if won_banned else 1 - seat))
        else:
            kept.append(record(i, seat, used_by=(1 - seat,)))
            banned.append(record(i, seat, used_by=(1 - seat,)))
    x = measure(spec, "Strike", kept, banned)
    assert (x.pairs, x.games, x.use, x.changed) == (60, 80, "drafted", 12)
    assert (x.kept.k, x.kept.n, x.banned.k, x.banned.n) == (40, 60, 28, 60)
    assert x.difference.diff == pytest.approx(-12 / 60)
    assert x.difference.high < 0  # twelve changed, all one way: clear at 95 %
    assert x.p == pytest.approx(2 / 2**12)  # McNemar: 0 of 12 the other way
    row = as_rows([replace(x, clear=True)])[0]
    assert row["kind"] == "causal (ablation, paired)" and row["difference"]["clear"]
    assert ablation_lines([row])[1] == (
        "  Strike: the seats that drafted it win 66.7 % with it and 46.7 % without, "
        f"-20.0 points ({100 * x.difference.low:+.1f} to {100 * x.difference.high:+.1f}), "
        "60 of 80 games, 12 changed (clear)"
    )


def test_cut_and_failed_games_are_left_out_of_the_pairs() -> None:
    spec = SimSpec("riders", 3, ("easy",), 2, ablate="Strike")
    kept = [record(0, 0), replace(record(1, 1), cut=True, winners=()), record(2, 0)]
    banned = [record(0, 1), record(1, 1), replace(record(2, 0), failed="x", winners=())]
    x = measure(spec, "Strike", kept, banned)
    assert (x.games, x.pairs, x.changed) == (1, 1, 1)


def test_the_verdict_names_the_card_that_matters_most_causally() -> None:
    spec = SimSpec("riders", 80, ("easy",), 2, ablate="Strike")
    kept = [record(i, banned_seat(spec, i) if i < 50 else 1 - banned_seat(spec, i)) for i in range(80)]  # fmt: skip
    gone = [record(i, banned_seat(spec, i) if i < 30 else 1 - banned_seat(spec, i)) for i in range(80)]  # fmt: skip
    x = replace(measure(spec, "Strike", kept, gone), clear=True)
    assert x.pairs >= MIN_PAIRS
    summary = {"spec": {"players": 2, "games": 80}, "ablations": as_rows([x]), "cards": []}
    summary |= {"never_used": {}, "games": 80, "precision": {"margin_at_half": 0.1}}
    said = verdict(summary)
    wanted = (
        "Causally, Strike matters most: without it, the seats that drafted it win -25.0 points ("
    )
    assert any(line.startswith(wanted) for line in said), said


def test_a_banned_seat_never_uses_the_card_and_the_other_games_are_the_same() -> None:
    """Real games: the seat under the ban never drafts or plays Strike; the easy bot is
    deterministic, so a game where the seat would not have used it anyway is the very
    same game move for move."""
    spec = SimSpec("riders", 24, ("easy",), 2)
    kept = simulate(REGISTRY, spec)
    banned = simulate(REGISTRY, replace(spec, ablate="Strike"))
    unchanged = 0
    for a, b in zip(kept, banned, strict=True):
        seat = banned_seat(spec, a.index)
        assert all("Strike" not in per_seat[seat] for per_seat in b.uses.values()), b
        other = 1 - seat
        if all("Strike" not in per_seat[seat] for per_seat in a.uses.values()):
            assert (a.winners, a.moves, a.uses) == (b.winners, b.moves, b.uses)
            unchanged += 1
        assert b.uses["drafted"][other] or a.uses["drafted"][other]
    assert any(
        any("Strike" in per_seat[banned_seat(spec, a.index)] for per_seat in a.uses.values())
        for a in kept
    )  # the ban did bite somewhere


def test_the_cli_ablates_named_cards_and_refuses_an_unknown_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    code = main(["simulate", "riders", "--games", "40", "--jobs", "1", "--ablate", "strike",
                 "--out", str(out), "--quiet", "--no-plots"])  # fmt: skip
    assert code == 0
    printed = capsys.readouterr().out
    assert "Each card taken from one seat at a time, same seeds (causal; paired; " in printed
    assert "\n  Strike: the seats that drafted it win " in printed
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert [row["card"] for row in summary["ablations"]] == ["Strike"]
    assert summary["ablations"][0]["games"] == 40
    code = main(["simulate", "riders", "--games", "4", "--jobs", "1", "--ablate", "Wyrm Fury",
                 "--out", str(out), "--quiet", "--no-plots"])  # fmt: skip
    assert code != 0
    err = capsys.readouterr().err
    assert "--ablate: there is no card called 'Wyrm Fury'; the cards are: " in err
    assert "Strike" in err


def test_the_average_pick_place_counts_every_copy_from_each_seats_first_pick() -> None:
    from game.sim.stats import pick_positions

    a = replace(record(0, 0), picks=(("Strike", "Thaw", "Strike"), ("Thaw", "Strike")))
    b = replace(record(1, 1), picks=(("Thaw",), ("Sabotage", "Strike")))
    cut = replace(record(2, 0), cut=True, winners=(), picks=(("Sabotage",), ()))
    assert pick_positions([a, b, cut]) == [
        {"card": "Sabotage", "mean": 1.0, "picks": 1},  # the cut game's is left out
        {"card": "Thaw", "mean": 4 / 3, "picks": 3},  # places 2, 1, 1
        {"card": "Strike", "mean": 2.0, "picks": 4},  # places 1, 3, 2, 2
    ]
    riders = simulate(REGISTRY, SimSpec("riders", 4, ("easy",), 2))
    assert all(len(names) == 20 for r in riders for names in r.picks)  # a 20-card deck


def test_cards_dealt_at_random_compare_their_holders_with_the_rest() -> None:
    from game.sim.dealt import dealt_effects, dealt_lines

    # 40 games: seat 0 is dealt Thaw and wins 30 of them; seat 1 never holds it.
    games = [
        replace(record(i, 0 if i < 30 else 1), dealt=(("Strike", "Thaw"), ("Strike",)))
        for i in range(40)
    ]
    rows = {row["card"]: row for row in dealt_effects(games)}
    assert set(rows) == {"Thaw"}  # Strike was dealt to every seat: nothing to compare
    thaw = rows["Thaw"]
    assert (thaw["dealt"]["k"], thaw["dealt"]["n"]) == (30, 40)
    assert (thaw["not_dealt"]["k"], thaw["not_dealt"]["n"]) == (10, 40)
    assert thaw["difference"]["diff"] == pytest.approx(0.5) and thaw["difference"]["clear"]
    assert thaw["kind"] == "dealt at random (a fair comparison)"
    assert dealt_lines([thaw])[1].startswith("  Thaw: 75.0 % dealt against 25.0 % not, +50.0")
    assert dealt_effects([replace(g, dealt=()) for g in games]) == []


def test_riders_quick_decks_and_hatch_opening_hands_are_the_dealt_cards() -> None:
    quick = simulate(REGISTRY, SimSpec("riders", 2, ("easy",), 2, options={"draft_mode": "quick"}))
    assert all(len(cards) == 20 for r in quick for cards in r.dealt)
    drafted = simulate(REGISTRY, SimSpec("riders", 2, ("easy",), 2))
    assert all(r.dealt == () for r in drafted)  # chosen, not dealt
    hatch = simulate(REGISTRY, SimSpec("hatch", 2, ("easy",), 2))
    rules = REGISTRY.get("hatch")
    start = rules.new_game(["Seat 1 (easy)", "Seat 2 (easy)"], hatch[0].seed, {})
    names = [sorted(rules.cat.of(c).name for c in p.hand.cards) for p in start.players]
    assert [list(cards) for cards in hatch[0].dealt] == names
