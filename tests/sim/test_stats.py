"""The balance lab's arithmetic against known values: Wilson intervals, Newcombe's
difference of two rates, the games a precision needs, percentiles and histograms."""

from __future__ import annotations

import pytest

from game.sim.stats import (
    difference,
    games_needed,
    histogram,
    margin_at_half,
    percentile,
    wilson,
)


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [
        (0, 10, 0.0, 0.2775),
        (5, 10, 0.2366, 0.7634),
        (10, 10, 0.7225, 1.0),
        (50, 100, 0.4038, 0.5962),
        (1, 20, 0.0089, 0.2361),
    ],
)
def test_wilson_intervals_match_the_published_values(
    k: int, n: int, low: float, high: float
) -> None:
    rate = wilson(k, n)
    assert rate.rate == pytest.approx(k / n)
    assert (rate.low, rate.high) == (pytest.approx(low, abs=5e-5), pytest.approx(high, abs=5e-5))


def test_a_rate_of_no_games_is_unknown_not_zero() -> None:
    rate = wilson(0, 0)
    assert (rate.low, rate.high, rate.words()) == (0.0, 1.0, "no games")


def test_newcombes_difference_matches_his_worked_example() -> None:
    """Newcombe (1998), example (a): 56/70 against 48/80 → 0.2000 (0.0524 to 0.3339)."""
    d = difference(wilson(56, 70), wilson(48, 80))
    assert d.diff == pytest.approx(0.2)
    assert (d.low, d.high) == (pytest.approx(0.0524, abs=5e-4), pytest.approx(0.3339, abs=5e-4))
    assert d.clear
    assert not difference(wilson(50, 100), wilson(48, 100)).clear


def test_two_points_at_fifty_percent_needs_about_2400_games() -> None:
    assert games_needed(0.02) == 2401
    assert margin_at_half(2401) == pytest.approx(0.02, abs=1e-4)
    assert wilson(1200, 2401).words() == "50.0 % (48.0–52.0)"


def test_percentiles_and_histograms() -> None:
    values = list(range(1, 101))
    assert percentile(values, 50) == pytest.approx(50.5)
    assert percentile(values, 95) == pytest.approx(95.05)
    hist = histogram(values, bins=10)
    assert sum(hist["counts"]) == 100 and len(hist["edges"]) == len(hist["counts"]) + 1
    assert histogram([7, 7, 7])["counts"] == [3.0]
