"""How many games a question needs, and when a run may stop: a pilot's plan and
always-valid intervals (a confidence sequence).

The question "did my edit change this card's value?" is asked of a per-game quantity
(game.sim.edit: each game's contribution to the change, paired across the two files).
From a pilot's per-game variance σ² the fixed-sample plan says how many games see a
change of `detect` (two-sided 5 %, 80 % power): n = (z₀.₉₇₅ + z₀.₈)² σ² / detect².

The run itself does not trust a fixed n: a planted change is often far larger than the
smallest change worth seeing (a card made free), and a fixed plan for a 3-point change
can be tens of thousands of games. So the lab looks at its intervals after each
checkpoint (pilot, then doubling) and stops once every question is settled. Looking
repeatedly at ordinary 95 % intervals would find chance "changes" far more often than
5 % of the time; the intervals here are a confidence sequence (Waudby-Smith et al.,
"Time-uniform central limit theory", 2021, the asymptotic normal-mixture boundary):
they hold at every checkpoint at once with 95 % probability, so stopping whenever
they look settled keeps the error rate. They are wider than a fixed-n interval at the
same n (about 1.4× near the tuned size), the price of looking as often as we like.
Pure: no pygame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.sim.rates import Z95

Z80 = 0.8416212335729143
"""The standard normal quantile for 80 % power (one side)."""

ALPHA = 0.05


def games_for(variance: float, detect: float, power_z: float = Z80) -> int:
    """Games whose mean of a per-game quantity with this variance sees a change of
    `detect` (two-sided 5 %, 80 % power): ⌈(1.96 + 0.84)² σ² / detect²⌉, at least 1."""
    if detect <= 0:
        raise ValueError(f"the change to detect must be above 0, not {detect}")
    return max(1, math.ceil((Z95 + power_z) ** 2 * variance / (detect * detect)))


def tuned_rho(games: int, variance: float = 1.0, alpha: float = ALPHA) -> float:
    """The mixture's spread that makes the confidence sequence narrowest near `games`
    games of a per-game quantity with this variance (the pilot's):
    ρ = √((−2 log α + log(−2 log α + 1)) / (games σ²))."""
    a = -2 * math.log(alpha)
    return math.sqrt((a + math.log(a + 1)) / (max(1, games) * max(variance, 1e-9)))


@dataclass(frozen=True)
class Always:
    """An always-valid interval for a mean after `games` games: mean ± half, and the
    anytime p of "no change" (the smallest α whose sequence leaves out zero)."""

    mean: float
    half: float
    p: float
    games: int

    @property
    def low(self) -> float:
        return self.mean - self.half

    @property
    def high(self) -> float:
        return self.mean + self.half

    @property
    def clear(self) -> bool:
        return self.low > 0 or self.high < 0


def always_valid(
    mean: float, variance: float, games: int, rho: float, alpha: float = ALPHA
) -> Always:
    """The confidence sequence's interval at `games` games for a per-game quantity of
    sample variance `variance`: with V = t σ² ρ², mean ± √(2 (V + 1) / (t² ρ²) ·
    log(√(V + 1) / α)); its anytime p solves the same boundary for α."""
    if games < 2:
        return Always(mean, math.inf, 1.0, games)
    t = games
    v = t * variance * rho * rho
    half = math.sqrt(2 * (v + 1) / (t * t * rho * rho) * math.log(math.sqrt(v + 1) / alpha))
    exponent = -(mean * mean) * t * t * rho * rho / (2 * (v + 1))
    p = min(1.0, math.sqrt(v + 1) * math.exp(exponent))
    return Always(mean, half, p, games)


def fixed_half(variance: float, games: int) -> float:
    """The half-width of an ordinary 95 % interval for a mean of `games` games."""
    return Z95 * math.sqrt(variance / games) if games else math.inf


def checkpoints(pilot: int, cap: int) -> list[int]:
    """The game counts where the run looks: the pilot, then doubling, then the cap."""
    points = [min(pilot, cap)]
    while points[-1] < cap:
        points.append(min(cap, 2 * points[-1]))
    return points
