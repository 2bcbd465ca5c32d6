import json

import pytest

from game.core.gesture import match_drop
from game.core.move import Gesture, Move


def test_move_is_hashable_and_equal_by_value() -> None:
    a = Move.make(0, "play_card", card="strike_1", target="enemy_dragon")
    b = Move.make(0, "play_card", target="enemy_dragon", card="strike_1")
    assert a == b and hash(a) == hash(b)
    assert len({a, b}) == 1


def test_gesture_does_not_change_the_decision() -> None:
    plain = Move.make(0, "attack", target="enemy_rider")
    dragged = Move.make(
        0, "attack", Gesture("dragon:0", "dragon:0", "rider:1"), target="enemy_rider"
    )
    assert plain == dragged


def test_json_round_trip_keeps_args_and_gesture() -> None:
    move = Move.make(1, "discard", Gesture("strike_1", "hand:1", "discard:1"), cards=["a", "b"])
    text = json.dumps(move.to_json())
    back = Move.from_json(json.loads(text))
    assert back == move
    assert back.gesture == move.gesture
    assert back["cards"] == ("a", "b")  # lists become tuples: still hashable
    hash(back)


def test_describe_names_the_kind_and_arguments() -> None:
    move = Move.make(0, "play_card", card="strike_1", target="enemy_dragon")
    assert move.describe() == "seat 0: play_card(card=strike_1, target=enemy_dragon)"


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ([], "a move must be an object, not list"),
        ({"seat": "0", "kind": "x"}, "a move's seat must be a number, not '0'"),
        ({"seat": True, "kind": "x"}, "a move's seat must be a number, not True"),
        ({"seat": 0, "kind": ""}, "a move's kind must be a name, not ''"),
        ({"seat": 0, "kind": "x", "args": []}, "a move's args must be an object, not []"),
        ({"seat": 0, "kind": "x", "args": {"a": {"b": 1}}}, "a move argument must be"),
        ({"seat": 0, "kind": "x", "gesture": {"piece": "p"}}, "a move's gesture is damaged"),
    ],
)
def test_damaged_move_json_says_what_is_wrong(data: object, problem: str) -> None:
    with pytest.raises(ValueError, match=problem.replace("(", r"\(").replace("[", r"\[")):
        Move.from_json(data)


def test_match_drop_matches_a_drop_to_a_legal_move() -> None:
    legal = [
        Move.make(0, "play_card", Gesture("strike_1", "hand:0", "dragon:1"), card="strike_1"),
        Move.make(0, "end_turn"),
    ]
    assert match_drop(legal, "strike_1", "hand:0", "dragon:1") is legal[0]
    assert match_drop(legal, "strike_1", "hand:0", "rider:1") is None


def test_match_drop_narrows_by_the_wanted_arguments() -> None:
    """One drag can mean several moves (carry 3, 2 or 1 of a stack): `want` picks one."""
    g = Gesture("stack:3:0", "region:3", "region:3c")
    legal = [Move.make(0, "move_stack", g, n=n) for n in (3, 2, 1)]
    assert match_drop(legal, *g.to_json().values()) is legal[0]
    assert match_drop(legal, "stack:3:0", "region:3", "region:3c", {"n": 2}) is legal[1]
    assert match_drop(legal, "stack:3:0", "region:3", "region:3c", {"n": 4}) is None
