"""Property tests: moves survive JSON whatever their arguments; the RNG stays in range."""

import json

from hypothesis import given
from hypothesis import strategies as st

from game.core.move import Gesture, Move
from game.core.rng import Rng

scalars = st.none() | st.booleans() | st.integers() | st.text(max_size=12)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4), max_leaves=10)
names = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=10)
gestures = st.none() | st.builds(Gesture, names, names, names)


@given(
    seat=st.integers(0, 5),
    kind=names,
    args=st.dictionaries(names, values, max_size=4),
    gesture=gestures,
)
def test_any_move_round_trips_through_json(
    seat: int, kind: str, args: dict[str, object], gesture: Gesture | None
) -> None:
    move = Move.make(seat, kind, gesture, **args)
    back = Move.from_json(json.loads(json.dumps(move.to_json())))
    assert back == move
    assert back.gesture == move.gesture
    assert hash(back) == hash(move)


@given(seed=st.integers(0, 2**64 - 1), bound=st.integers(1, 10**12))
def test_below_stays_in_range(seed: int, bound: int) -> None:
    rng = Rng(seed)
    assert all(0 <= rng.below(bound) < bound for _ in range(5))


@given(seed=st.integers(0, 2**64 - 1), size=st.integers(0, 50))
def test_shuffle_is_always_a_permutation(seed: int, size: int) -> None:
    items = list(range(size))
    Rng(seed).shuffle(items)
    assert sorted(items) == list(range(size))
