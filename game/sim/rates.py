"""Rates with 95 % Wilson intervals and differences of rates: the numbers every result
of the balance lab carries. Differences of independent rates use Newcombe's method
(the two Wilson intervals combined), which behaves near 0 and 1."""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95 % interval."""


@dataclass(frozen=True)
class Rate:
    """k of n, as a proportion with its 95 % Wilson interval (0–1)."""

    k: int
    n: int
    rate: float
    low: float
    high: float

    def words(self) -> str:
        if not self.n:
            return "no games"
        return f"{100 * self.rate:.1f} % ({100 * self.low:.1f}–{100 * self.high:.1f})"


@dataclass(frozen=True)
class Difference:
    """a − b with its 95 % interval; `clear` when the interval leaves out zero."""

    diff: float
    low: float
    high: float

    @property
    def clear(self) -> bool:
        return self.low > 0 or self.high < 0

    def words(self) -> str:
        sign = "+" if self.diff >= 0 else "−"
        span = f"{100 * self.low:+.1f} to {100 * self.high:+.1f}".replace("-", "−")
        return f"{sign}{abs(100 * self.diff):.1f} points ({span})"


def wilson(k: int, n: int, z: float = Z95) -> Rate:
    """The Wilson score interval for k successes in n trials."""
    if n <= 0:
        return Rate(k, 0, 0.0, 0.0, 1.0)
    p = k / n
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator
    # The interval holds p itself, also where rounding would leave it a hair outside.
    return Rate(k, n, p, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def difference(a: Rate, b: Rate) -> Difference:
    """Newcombe's hybrid score interval for a.rate − b.rate (independent samples)."""
    d = a.rate - b.rate
    low = d - math.sqrt((a.rate - a.low) ** 2 + (b.high - b.rate) ** 2)
    high = d + math.sqrt((a.high - a.rate) ** 2 + (b.rate - b.low) ** 2)
    return Difference(d, max(-1.0, low), min(1.0, high))


def games_needed(margin: float, p: float = 0.5, z: float = Z95) -> int:
    """Games for a 95 % interval of ± `margin` around a rate near `p`."""
    return math.ceil(z * z * p * (1 - p) / (margin * margin))


def margin_at_half(n: int, z: float = Z95) -> float:
    """The ± of a 95 % interval around 50 % with n games."""
    return z * math.sqrt(0.25 / n) if n else 1.0
