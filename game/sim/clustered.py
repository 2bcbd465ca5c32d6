"""Rates and differences over seats that share games: clustered by game.

The two seats of a two-player game are not two independent trials: one wins, so the
other loses. Where several seats of one game enter the same rate (a bot kind's seats,
the users of a card) or the two sides of one difference (the seats that used a card
against those that did not), counting seats as independent gets the uncertainty
wrong; for a card one seat used and the other did not, the users' win is the other
side's loss, and the difference varies more than independent seats would say.

Here every game is one cluster, and the uncertainty comes from how the games vary:
the cluster-robust (linearised, "sandwich") variance of a ratio of sums. For a rate
p = Σ y_g / Σ m_g (y_g the wins of the game's seats in the group, m_g their number)
it is G/(G − 1) · Σ (y_g − p m_g)² / (Σ m_g)², over the G games. That variance goes
into Wilson's interval through an effective number of seats, n / deff (Korn and
Graubard's way), so an interval near 0 or 1 stays inside [0, 1] and keeps Wilson's
shape. The design effect deff is what the games say, below 1 too: the seats of one
bot kind that meet themselves win one game in each, which fixes their rate more
tightly than independent seats would (taking deff as at least 1 there made the
difference's interval cover 99 % instead of 95 % in the coverage test).

A difference of two such rates (from the same games or from others) combines the two
Wilson intervals with the correlation the games give them (Zou and Donner's MOVER,
which is Newcombe's method with a correlation). Its p, for Benjamini–Hochberg, is the
level at which that interval reaches zero: the test and the interval never disagree,
and a difference between one or two games is never "certain" (a Wald test with the
clustered variance said p = 0 for one user who won against one who lost).

Why not a bootstrap over whole games: it answers the same question, but 2,000
resamples of 100,000 games is minutes of pure Python; the variance above is one
pass over a table of per-game counts (a run has few distinct ones), and it is exact
arithmetic a test can check by hand.
Pure: no pygame.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.sim.rates import Z95, Difference, Rate

Game = tuple[float, float, float, float]
"""One game's part in a difference: (wins, seats) of the first side, then of the second
(a seat's share of a shared win counts; a side with no seats in the game is 0, 0)."""


@dataclass(frozen=True)
class Split:
    """first − second over games: each side's rate, the difference with its 95 %
    interval (clustered by game), and the two-sided p of no difference."""

    first: Rate
    second: Rate
    difference: Difference
    p: float
    games: int


def _wilson(p: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a rate p on n trials (n need not be whole)."""
    if n <= 0:
        return 0.0, 1.0
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z2 / (4 * n * n))) / denominator
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


def _side(games: Mapping[Game, int], at: int) -> tuple[float, float, int, float]:
    """A side's wins, seats, games with a seat in it, and Σ (y − p m)²."""
    wins = sum(g[at] * c for g, c in games.items())
    seats = sum(g[at + 1] * c for g, c in games.items())
    count = sum(c for g, c in games.items() if g[at + 1] > 0)
    p = wins / seats if seats else 0.0
    spread = sum(c * (g[at] - p * g[at + 1]) ** 2 for g, c in games.items())
    return wins, seats, count, spread


def _rate(wins: float, seats: float, count: int, spread: float) -> tuple[Rate, float, float]:
    """The side's Rate (Wilson on the effective seats), its clustered variance and its
    effective number of seats."""
    if seats <= 0:
        return Rate(round(wins), 0, 0.0, 0.0, 1.0), 0.0, 0.0
    p = wins / seats
    variance = count / (count - 1) * spread / seats**2 if count > 1 else math.inf
    binomial = p * (1 - p)
    if count <= 1:
        effective = min(seats, float(count))  # one game says what one trial would
    elif binomial > 0 and variance > 0:
        effective = binomial / variance  # n / deff
    else:
        effective = seats if binomial == 0 else math.inf  # all won or lost; or fixed
    low, high = _wilson(p, effective)
    return Rate(round(wins), round(seats), p, low, high), variance, effective


def clustered_rate(games: Mapping[tuple[float, float], int]) -> Rate:
    """A rate over seats that share games: `games` maps one game's (wins, seats) in
    the group to how many games had them."""
    table = {(y, m, 0.0, 0.0): c for (y, m), c in games.items()}
    return _rate(*_side(table, 0))[0]


def _mover(
    p1: float, n1: float, p2: float, n2: float, r: float, z: float = Z95
) -> tuple[float, float]:
    """The interval of p1 − p2 from the two Wilson intervals at z and their correlation."""
    l1, u1 = _wilson(p1, n1, z)
    l2, u2 = _wilson(p2, n2, z)
    d = p1 - p2
    low = d - math.sqrt(max(0.0, (p1 - l1) ** 2 - 2 * r * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2))
    high = d + math.sqrt(max(0.0, (u1 - p1) ** 2 - 2 * r * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2))
    return max(-1.0, low), min(1.0, high)


def clustered_split(games: Mapping[Game, int]) -> Split:
    """first − second over games (see `Game`): both sides' rates, the MOVER interval
    of the difference with the games' own correlation of the two, and its p: the level
    at which that interval reaches zero (so p < 0.05 exactly where the 95 % interval
    leaves zero out, and a row of one or two games, whose Wilson intervals are wide,
    never looks certain)."""
    one, two = _side(games, 0), _side(games, 2)
    first, v1, n1 = _rate(*one)
    second, v2, n2 = _rate(*two)
    total = sum(c for g, c in games.items() if g[1] > 0 or g[3] > 0)
    d = first.rate - second.rate
    if not first.n or not second.n:
        return Split(first, second, Difference(d, -1.0, 1.0), 1.0, total)
    p1, p2 = first.rate, second.rate
    m1, m2 = one[1], two[1]
    cross = sum(c * (g[0] - p1 * g[1]) * (g[2] - p2 * g[3]) for g, c in games.items())
    factor = total / (total - 1) if total > 1 else 1.0
    covariance = factor * cross / (m1 * m2)
    finite = 0 < v1 < math.inf and 0 < v2 < math.inf
    r = max(-1.0, min(1.0, covariance / math.sqrt(v1 * v2))) if finite else 0.0
    low, high = _mover(p1, n1, p2, n2, r)
    return Split(first, second, Difference(d, low, high), _p(p1, n1, p2, n2, r), total)


def _p(p1: float, n1: float, p2: float, n2: float, r: float) -> float:
    """Two-sided p of no difference: the z at which the MOVER interval's bound nearest
    zero reaches it (by bisection), as a normal tail."""
    d = p1 - p2
    if abs(d) < 1e-12:
        return 1.0

    def bound(z: float) -> float:
        low, high = _mover(p1, n1, p2, n2, r, z)
        return low if d > 0 else -high  # above zero: the interval leaves zero out

    if bound(1e-9) <= 0:
        return 1.0
    inside, outside = 1e-9, 40.0
    if bound(outside) > 0:
        return 0.0  # the games fix the difference: no spread at all
    for _ in range(60):
        z = (inside + outside) / 2
        if bound(z) > 0:
            inside = z
        else:
            outside = z
    return math.erfc((inside + outside) / 2 / math.sqrt(2))


def against_the_rest(with_it: Mapping[Any, int], every: Mapping[Any, int]) -> Counter[Game]:
    """Games as (wins, seats) of the group, then of the rest of the seats: from the
    games the group sat in, as (its wins, its seats, all wins, all seats), and every
    game as (all wins, all seats); the games without the group are all the rest (the
    keys are whole seats and wins, or shares of wins where a win is shared)."""
    table: Counter[Game] = Counter()
    left = Counter(every)
    for (k, n, wins, seats), count in with_it.items():
        table[k, n, wins - k, seats - n] += count
        left[wins, seats] -= count
    for (wins, seats), count in left.items():
        if count > 0:
            table[0.0, 0.0, wins, seats] += count
    return table
