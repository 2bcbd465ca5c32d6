"""The paired statistics of the balance lab (game/sim/paired.py): McNemar's exact p, the
Benjamini–Hochberg step-up, Newcombe's paired interval (which keeps its 95 % and is
narrower than an interval that treats the arms as independent when they agree)."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.sim.paired import (
    benjamini_hochberg,
    mcnemar,
    newcombe_paired,
    paired_binary,
    paired_shares,
    two_rates_p,
)
from game.sim.stats import difference, wilson


def test_mcnemar_is_the_exact_binomial_tail_of_the_pairs_that_changed() -> None:
    assert mcnemar(2, 9) == pytest.approx(2 * 67 / 2048)  # (1 + 11 + 55) / 2^11, twice
    assert mcnemar(0, 0) == 1.0
    assert mcnemar(5, 5) == 1.0


def test_benjamini_hochberg_finds_the_step_up_cut() -> None:
    p = [0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205]
    assert benjamini_hochberg(p) == [True, True] + [False] * 6
    assert benjamini_hochberg([0.01, 0.04, 0.03, 0.005]) == [True] * 4
    assert benjamini_hochberg([0.2, 0.5]) == [False, False]
    # 0.049 alone would be "clear"; among 20 comparisons it is not
    assert benjamini_hochberg([0.049] + [0.5] * 19) == [False] * 20


def test_a_paired_interval_is_narrower_than_independent_arms_when_the_pairs_agree() -> None:
    paired = newcombe_paired(8, 5, 4, 9)  # 26 pairs: B − A = 1/26
    independent = difference(wilson(13, 26), wilson(12, 26))
    assert paired.diff == pytest.approx(1 / 26) == independent.diff
    assert (paired.low, paired.high) == pytest.approx((-0.1752, 0.2463), abs=1e-4)
    assert paired.high - paired.low < independent.high - independent.low


def test_the_paired_interval_covers_the_true_difference_about_95_times_in_100() -> None:
    """Seeded pairs with a true difference of 2 points and strong agreement."""
    rng = Rng(7)
    covered, trials = 0, 1000
    for _ in range(trials):
        a, b = [], []
        for _ in range(60):
            x = rng.below(2) == 1
            y = x if rng.below(5) else rng.below(5) < 3  # P(y) = .8 × .5 + .2 × .6 = .52
            a.append(int(x))
            b.append(int(y))
        d = paired_binary(a, b).difference
        covered += d.low <= 0.02 <= d.high
    assert 0.92 <= covered / trials <= 0.98


def test_paired_counts_say_how_many_games_changed_winner() -> None:
    result = paired_binary([1, 1, 0, 0, 1], [1, 0, 1, 1, 1])
    assert (result.pairs, result.a_only, result.b_only, result.changed) == (5, 1, 2, 3)
    assert result.difference.diff == pytest.approx(0.2)


def test_shares_fall_back_to_the_mean_of_paired_differences() -> None:
    result = paired_shares([0.5, 1.0, 0.0, 0.5], [1.0, 1.0, 0.5, 0.0])
    assert result.difference.diff == pytest.approx(0.125)
    assert result.a_only == pytest.approx(0.5) and result.b_only == pytest.approx(1.0)


def test_two_independent_rates_p() -> None:
    assert two_rates_p(50, 100, 50, 100) == pytest.approx(1.0)
    assert two_rates_p(60, 100, 40, 100) == pytest.approx(0.00468, abs=1e-4)
