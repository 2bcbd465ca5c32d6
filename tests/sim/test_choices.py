"""Choices read apart from seats (game/sim/choices.py) and the verdict (game/sim/verdict.py):
a matchup one seat always held looks like a seat advantage until every pairing sits both
ways round; a shared win counts a share; the verdict says fair or not, names the best
and worst choice, labels correlations, and says how many games the precision needs."""

from __future__ import annotations

import pytest

from game.sim.choices import choice_matchups, choice_rates, seat_fairness
from game.sim.records import GameRecord, SimSpec
from game.sim.stats import summarize


def game(i: int, riders: tuple[str, str], winners: tuple[int, ...]) -> GameRecord:
    return GameRecord(
        i, i, ("easy", "easy"), winners, "Rider Kill", 60, (), choices={"rider": riders}
    )


def lopsided() -> list[GameRecord]:
    """Bronn beats Morrik 4 times in 5, whichever seat he sits in; 100 games with Bronn in
    seat 1, then 20 with him in seat 2."""
    records = []
    for i in range(100):
        records.append(game(i, ("Bronn", "Morrik"), (0,) if i % 5 else (1,)))
    for i in range(100, 120):
        records.append(game(i, ("Morrik", "Bronn"), (1,) if i % 5 else (0,)))
    return records


def test_seat_one_looks_favoured_until_the_matchups_sit_both_ways_round() -> None:
    records = lopsided()
    raw = sum(0 in r.winners for r in records) / len(records)
    assert raw == pytest.approx(84 / 120)  # "seat 1 wins 70 %": it mostly held Bronn
    fair = seat_fairness(records, 2)
    assert fair.games == 120  # 100 one way round and 20 the other, each way counted equally
    assert fair.rate.rate == pytest.approx(0.5)  # (0.8 + 0.2) / 2
    # the interval: ±1.96 √((0.16/100 + 0.16/20) / 4) (the spread of 0/1 shares, n − 1)
    half = 1.959964 * ((0.16 * 100 / 99 / 100 + 0.16 * 20 / 19 / 20) / 4) ** 0.5
    assert (fair.rate.low, fair.rate.high) == pytest.approx((0.5 - half, 0.5 + half))
    assert fair.how == (
        "120 of 120 games, every pairing of rider seen both ways round, each way counted equally"
    )


def test_a_pairing_seen_one_way_round_is_left_out_and_a_mirror_counts_as_it_is() -> None:
    """Kael met Bronn only with Kael in seat 1 (seat and matchup cannot be told apart
    there); the mirror matches count as played, weighted by their number of games."""
    records = lopsided()
    records += [game(200 + i, ("Kael", "Bronn"), (0,)) for i in range(30)]
    records += [game(300 + i, ("Kael", "Kael"), (i % 2,)) for i in range(12)]  # 6 wins
    fair = seat_fairness(records, 2)
    assert fair.games == 132 and fair.how.startswith("132 of 162 games, every pairing")
    weight = 2 * 100 * 20 / 120  # the Bronn–Morrik pairing, as much as 33.3 even games
    assert fair.rate.rate == pytest.approx((0.5 * weight + 0.5 * 12) / (weight + 12))
    records += [game(400 + i, ("Kael", "Kael"), (0,)) for i in range(12)]  # seat 1 12 more
    assert seat_fairness(records, 2).rate.rate == pytest.approx(
        (0.5 * weight + 18 / 24 * 24) / (weight + 24)
    )


def test_each_choice_and_matchup_has_its_own_rate_and_a_shared_win_counts_half() -> None:
    records = [*lopsided(), game(120, ("Bronn", "Bronn"), (0, 1))]  # a shared win
    rates = {c.name: c for c in choice_rates(records)}
    assert rates["Bronn"].held == 122 and rates["Morrik"].held == 120
    assert rates["Bronn"].rate.rate == pytest.approx((96 + 1) / 122)
    ups = {(m.name, m.versus): m.rate.rate for m in choice_matchups(records)}
    assert ups["Bronn", "Morrik"] == pytest.approx(0.8)
    assert ups["Morrik", "Bronn"] == pytest.approx(0.2)
    assert ups["Bronn", "Bronn"] == pytest.approx(0.5)


def test_without_choices_seat_fairness_is_the_games_as_played() -> None:
    records = [GameRecord(i, i, ("a", "b"), (i % 2,), "x", 10, ()) for i in range(10)]
    fair = seat_fairness(records, 2)
    assert fair.rate.rate == 0.5 and fair.how == "all 10 games: the seats hold nothing to balance"


def test_the_verdict_opens_the_summary() -> None:
    spec = SimSpec("riders", 120, ("easy",), 2)
    summary = summarize(spec, lopsided())
    verdict = summary["verdict"]
    assert verdict[0] == (
        "Seat 1 is fair: it wins 50.0 % (40.2–59.8) against a fair 50.0 % (120 of 120 games, "
        "every pairing of rider seen both ways round, each way counted equally)."
    )
    assert verdict[1].startswith("Rider: Bronn wins most, 80.0 %")
    assert verdict[-1] == (
        "Precision: 120 games know a rate near 50 % to ±8.9 points; ±2 needs 2,401. "
        "Run 2,281 more for it."
    )
