"""Rates and differences clustered by game (game/sim/clustered.py): the sandwich variance
worked by hand on a few games, the effective seats it gives Wilson's interval, and the
coverage of the 95 % interval on simulated two-player games with a known truth, where
the old interval over independent seats falls short."""

from __future__ import annotations

import math
import random
from collections import Counter
from statistics import NormalDist

import pytest

from game.sim.clustered import Game, clustered_rate, clustered_split
from game.sim.records import GameRecord
from game.sim.stats import Z95, card_associations, difference, wilson


def wilson_at(p: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson's interval written out again, for a rate on a whole or effective n."""
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return centre - half, centre + half


def mover(p1: float, p2: float, n: float, r: float, z: float = Z95) -> tuple[float, float]:
    """p1 − p2 from two Wilson intervals on n effective seats each, correlated r."""
    l1, u1 = wilson_at(p1, n, z)
    l2, u2 = wilson_at(p2, n, z)
    d = p1 - p2
    low = d - math.sqrt((p1 - l1) ** 2 - 2 * r * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2)
    high = d + math.sqrt((u1 - p1) ** 2 - 2 * r * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2)
    return low, high


def test_a_rate_over_shared_games_uses_the_games_spread_as_its_effective_seats() -> None:
    """Six games: three where the kind held both seats and won one, one where it held one
    seat and lost, two where it held one and won. p = 5/9; residuals y − p m are −1/9
    (three times), −5/9 and 4/9 (twice): Σ² = 60/81, so V = 6/5 · (60/81) / 81 = 72/6561
    and the effective seats are p(1 − p) / V = (20/81) / (72/6561) = 22.5, not 9."""
    rate = clustered_rate({(1, 2): 3, (0, 1): 1, (1, 1): 2})
    assert (rate.k, rate.n, rate.rate) == (5, 9, pytest.approx(5 / 9))
    assert (rate.low, rate.high) == pytest.approx(wilson_at(5 / 9, 22.5))
    # Independent seats would say 9 trials: a wider interval than the games allow.
    assert rate.high - rate.low < wilson(5, 9).high - wilson(5, 9).low


def test_a_rate_that_never_varies_keeps_wilsons_interval_at_zero() -> None:
    rate = clustered_rate({(0, 2): 10})
    assert (rate.rate, rate.low) == (0.0, 0.0)
    assert rate.high == pytest.approx(wilson(0, 20).high)
    assert clustered_rate({}).n == 0 and clustered_rate({}).high == 1.0


def two_seat_game(i: int, winner: int, used: tuple[bool, bool]) -> GameRecord:
    drafted = tuple(("Heal",) if u else () for u in used)
    return GameRecord(i, i, ("easy", "easy"), (winner,), "won", 40, (), uses={"drafted": drafted})


def test_users_against_the_rest_by_hand() -> None:
    """Six games. Three: seat 1 used Heal and won; one: seat 1 used it and seat 2 won;
    one: both used it (seat 1 won); one: neither did (seat 1 won). Users 4/6, the rest 2/6.
    Users' residuals 1/3 (×3), −2/3, −1/3: Σ² = 8/9 over 5 games, V = 5/4 · (8/9) / 36;
    the rest's the same; their cross products −1/9 (×3) and −4/9 give a covariance of
    6/5 · (−7/9) / 36, a correlation of −0.84: one seat's win is the other's loss. Each
    side has p(1 − p) / V = 7.2 effective seats."""
    games = [two_seat_game(i, 0, (True, False)) for i in range(3)]
    games += [
        two_seat_game(3, 1, (True, False)),
        two_seat_game(4, 0, (True, True)),
        two_seat_game(5, 0, (False, False)),
    ]
    (heal,) = card_associations(games)
    used, unused, d = heal.used, heal.unused, heal.association
    assert (used.k, used.n, unused.k, unused.n) == (4, 6, 2, 6)
    assert (used.low, used.high) == pytest.approx(wilson_at(2 / 3, 7.2))
    assert (unused.low, unused.high) == pytest.approx(wilson_at(1 / 3, 7.2))
    low, high = mover(2 / 3, 1 / 3, 7.2, -0.84)
    assert (d.diff, d.low, d.high) == pytest.approx((1 / 3, low, high))
    # p is the level at which that interval reaches zero: 0.3510.
    assert heal.p == pytest.approx(0.3510, abs=1e-4) and not heal.clear
    at = NormalDist().inv_cdf(1 - heal.p / 2)
    assert mover(2 / 3, 1 / 3, 7.2, -0.84, at)[0] == pytest.approx(0.0, abs=1e-9)
    # As independent seats, 4/6 against 2/6 looks narrower than the games allow.
    alone = difference(wilson(4, 6), wilson(2, 6))
    assert d.high - d.low > alone.high - alone.low


# The coverage test's games: seat 1 uses the card 9 games in 10, seat 2 one in 10; each
# user is 30 points likelier to win than without it, one seat wins every game.
USE = (0.9, 0.1)
LIFT = 0.3


def true_difference() -> float:
    """The users' win rate minus the rest's, over all seats, from the four cases."""
    users = users_won = rest = rest_won = 0.0
    for u0 in (0, 1):
        for u1 in (0, 1):
            chance = (USE[0] if u0 else 1 - USE[0]) * (USE[1] if u1 else 1 - USE[1])
            first = 0.5 + LIFT * (u0 - u1)  # seat 1 wins
            users += chance * (u0 + u1)
            users_won += chance * (u0 * first + u1 * (1 - first))
            rest += chance * (2 - u0 - u1)
            rest_won += chance * ((1 - u0) * first + (1 - u1) * (1 - first))
    return users_won / users - rest_won / rest


def simulated_games(rng: random.Random, n: int) -> Counter[Game]:
    table: Counter[Game] = Counter()
    for _ in range(n):
        u = (rng.random() < USE[0], rng.random() < USE[1])
        first = rng.random() < 0.5 + LIFT * (u[0] - u[1])
        wins = (int(first), int(not first))
        y = sum(w for w, used in zip(wins, u, strict=True) if used)
        table[y, sum(u), 1 - y, 2 - sum(u)] += 1
    return table


def test_the_clustered_interval_covers_the_truth_95_times_in_100_and_seats_alone_do_not() -> None:
    truth = true_difference()
    assert truth == pytest.approx(0.492)
    rng = random.Random(38)
    trials, clustered, independent = 2000, 0, 0
    for _ in range(trials):
        games = simulated_games(rng, 200)
        d = clustered_split(games).difference
        clustered += d.low <= truth <= d.high
        k1 = sum(g[0] * c for g, c in games.items())
        n1 = sum(g[1] * c for g, c in games.items())
        old = difference(wilson(round(k1), round(n1)), wilson(round(200 - k1), round(400 - n1)))
        independent += old.low <= truth <= old.high
    assert 0.93 <= clustered / trials <= 0.97
    assert independent / trials < 0.91  # seats as independent trials: too narrow


def test_the_summary_reads_the_same_table_as_the_games_give() -> None:
    """card_associations on simulated records gives the interval of their table."""
    rng = random.Random(5)
    records = []
    for i in range(120):
        u = (rng.random() < USE[0], rng.random() < USE[1])
        first = rng.random() < 0.5 + LIFT * (u[0] - u[1])
        records.append(two_seat_game(i, 0 if first else 1, u))
    (heal,) = card_associations(records)
    table: Counter[Game] = Counter()
    for r in records:
        used = [bool(names) for names in r.uses["drafted"]]
        y = sum(1 for s in (0, 1) if used[s] and s in r.winners)
        table[y, sum(used), 1 - y, 2 - sum(used)] += 1
    split = clustered_split(table)
    assert heal.association == split.difference and heal.p == split.p


def test_one_game_against_one_game_is_never_called_certain() -> None:
    """One user who won (in one game) against one who lost (in another): Wilson on one
    seat each is wide, so the p is the level where that interval reaches zero: 0.12, not
    the 0 a Wald test with the games' (zero) spread would give. Fifty wins against fifty
    losses are as clear as can be."""
    split = clustered_split({(1, 1, 0, 0): 1, (0, 0, 0, 1): 1})
    assert split.difference.diff == 1.0 and split.difference.low < 0
    assert split.p == pytest.approx(0.1202, abs=1e-4)
    fixed = clustered_split({(1, 1, 0, 1): 50})
    assert fixed.difference.low == pytest.approx(0.8991, abs=1e-4) and fixed.p < 1e-20


def test_a_paired_use_shift_over_both_seats_covers_the_truth_95_times_in_100() -> None:
    """`--compare` on the same seeds: how many of a game's two seats use a card, in A
    0, 1 or 2 with chances 0.2, 0.6, 0.2; in B the same game keeps A's count 7 times in
    10, else draws it with chances 0.1, 0.5, 0.4. The true shift in the share of seats
    is (0.7 × 1 + 0.3 × 1.3) / 2 − 1/2 = +4.5 points."""

    def count(rng: random.Random, chances: tuple[float, float]) -> int:
        u = rng.random()
        return 0 if u < chances[0] else 1 if u < chances[0] + chances[1] else 2

    rng = random.Random(11)
    trials, covered = 2000, 0
    for _ in range(trials):
        games: Counter[Game] = Counter()
        for _ in range(100):
            a = count(rng, (0.2, 0.6))
            b = a if rng.random() < 0.7 else count(rng, (0.1, 0.5))
            games[b, 2, a, 2] += 1
        d = clustered_split(games).difference
        covered += d.low <= 0.045 <= d.high
    assert 0.93 <= covered / trials <= 0.97
