from collections import Counter

import pytest

from game.core.rng import Rng


def test_same_seed_same_sequence_and_known_first_values() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    # SplitMix64's published first output for seed 0.
    assert Rng(0).next64() == 0xE220A8397B1DCDAF


def test_state_is_one_number_that_resumes_the_sequence() -> None:
    rng = Rng(7)
    rng.below(10)
    saved = rng.state
    rest = [rng.below(1000) for _ in range(20)]
    again = Rng()
    again.state = saved
    assert [again.below(1000) for _ in range(20)] == rest


def test_copy_is_independent() -> None:
    rng = Rng(3)
    twin = rng.copy()
    assert rng == twin
    rng.next64()
    assert rng != twin


def test_below_is_in_range_and_roughly_uniform() -> None:
    rng = Rng(1)
    counts = Counter(rng.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(850 < n < 1150 for n in counts.values())


def test_below_rejects_empty_range() -> None:
    with pytest.raises(ValueError, match="positive bound"):
        Rng(1).below(0)


def test_shuffle_is_a_permutation_and_deterministic() -> None:
    items = list(range(44))
    a, b = list(items), list(items)
    Rng(9).shuffle(a)
    Rng(9).shuffle(b)
    assert a == b != items
    assert sorted(a) == items


def test_sample_takes_distinct_items_and_at_most_what_is_there() -> None:
    rng = Rng(5)
    picked = rng.sample(["a", "b", "c", "d"], 2)
    assert len(picked) == 2 and len(set(picked)) == 2
    assert sorted(rng.sample(["x"], 2)) == ["x"]
    assert rng.sample([], 2) == []
