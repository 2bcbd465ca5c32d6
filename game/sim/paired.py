"""Statistics for games played in pairs and for many comparisons at once.

An A/B comparison plays both arms on the same seeds, so its games come in pairs: most
pairs end alike, and the difference lives in the few that changed. Treating the arms
as independent samples (as a plain difference of two rates does) overstates the
uncertainty; the paired interval here uses it (Newcombe's method 10 for paired
proportions, from the Wilson intervals of the two arms and their correlation), with
McNemar's exact test on the pairs that changed. Where a game's outcome is a share
(a shared win), the mean of the paired differences with its t interval is used.

Many comparisons at once (one per card) call for a correction: Benjamini–Hochberg
keeps the expected share of false "clear" findings at 5 %.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.sim.rates import Z95, Difference, wilson


@dataclass(frozen=True)
class Paired:
    """B − A over games played in pairs: the difference with its 95 % interval, the
    pairs, how many changed (A won and B did not, and the other way), McNemar's p."""

    difference: Difference
    pairs: int
    a_only: float  # A's wins that B lost (shares summed where wins are shared)
    b_only: float
    p: float

    @property
    def changed(self) -> int:
        return round(self.a_only + self.b_only)


def paired_binary(a: Sequence[int], b: Sequence[int]) -> Paired:
    """B − A for 0/1 outcomes of the same games (a[i] and b[i] from one seed)."""
    if len(a) != len(b):
        raise ValueError("paired outcomes come in pairs: both arms need the same games")
    n = len(a)
    both = sum(1 for x, y in zip(a, b, strict=True) if x and y)
    a_only = sum(1 for x, y in zip(a, b, strict=True) if x and not y)
    b_only = sum(1 for x, y in zip(a, b, strict=True) if y and not x)
    neither = n - both - a_only - b_only
    return Paired(
        newcombe_paired(both, b_only, a_only, neither), n, a_only, b_only, mcnemar(a_only, b_only)
    )


def newcombe_paired(both: int, b_only: int, a_only: int, neither: int) -> Difference:
    """Newcombe's score interval (method 10) for p_B − p_A from a paired 2×2 table:
    `both` pairs where both arms succeeded, `b_only` where only B did, `a_only` where
    only A did, `neither`."""
    n = both + b_only + a_only + neither
    if n == 0:
        return Difference(0.0, -1.0, 1.0)
    b_rate, a_rate = wilson(both + b_only, n), wilson(both + a_only, n)
    p1, l1, u1 = b_rate.rate, b_rate.low, b_rate.high
    p2, l2, u2 = a_rate.rate, a_rate.low, a_rate.high
    margins = (both + b_only) * (a_only + neither) * (both + a_only) * (b_only + neither)
    phi = (both * neither - b_only * a_only) / math.sqrt(margins) if margins else 0.0
    d = p1 - p2
    low = d - math.sqrt(max(0.0, (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2))
    high = d + math.sqrt(
        max(0.0, (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2)
    )
    return Difference(d, max(-1.0, low), min(1.0, high))


def mcnemar(a_only: float, b_only: float) -> float:
    """McNemar's exact two-sided p: under no difference, the pairs that changed split
    as fair coin tosses."""
    k, n = round(min(a_only, b_only)), round(a_only + b_only)
    if n == 0:
        return 1.0
    tail: float = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def paired_shares(a: Sequence[float], b: Sequence[float]) -> Paired:
    """B − A for outcomes that may be shares (a shared win counts a half): the mean of
    the paired differences with its t interval (normal past 30 pairs)."""
    if len(a) != len(b):
        raise ValueError("paired outcomes come in pairs: both arms need the same games")
    if all(x in (0, 1) for x in a) and all(y in (0, 1) for y in b):
        return paired_binary([int(x) for x in a], [int(y) for y in b])
    n = len(a)
    diffs = [y - x for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n if n else 0.0
    a_only = sum(-d for d in diffs if d < 0)
    b_only = sum(d for d in diffs if d > 0)
    if n < 2:
        return Paired(Difference(mean, -1.0, 1.0), n, a_only, b_only, 1.0)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    half = Z95 * sd / math.sqrt(n)
    p = 1.0 if sd == 0 else 2 * (1 - _normal_cdf(abs(mean) / (sd / math.sqrt(n))))
    return Paired(
        Difference(mean, max(-1.0, mean - half), min(1.0, mean + half)), n, a_only, b_only, p
    )


def two_rates_p(k1: int, n1: int, k2: int, n2: int) -> float:
    """The two-sided p of a difference between two independent rates (pooled z test)."""
    if n1 == 0 or n2 == 0:
        return 1.0
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return 1.0
    z = abs(k1 / n1 - k2 / n2) / se
    return 2 * (1 - _normal_cdf(z))


def benjamini_hochberg(p_values: Sequence[float], q: float = 0.05) -> list[bool]:
    """Which of many comparisons are discoveries at false-discovery rate `q`: the
    largest k with p_(k) ≤ k q / m, and every p at or below it."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    cut = -1
    for rank, i in enumerate(order, 1):
        if p_values[i] <= rank * q / m:
            cut = rank
    found = [False] * m
    for rank, i in enumerate(order, 1):
        if rank <= cut:
            found[i] = True
    return found


def _normal_cdf(z: float) -> float:
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))
