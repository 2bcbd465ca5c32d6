"""Every Dragon Dune move has one shape: an unknown or missing argument, or a value of
the wrong kind, is refused as malformed (one truth for legality), and any open path of
a stack to a listed destination is the listed move (one path per destination, R20)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.serial import to_plain
from game.games import REGISTRY

DUNE = REGISTRY.get("dune")


@pytest.mark.parametrize(
    ("move", "message"),
    [
        (
            Move.make(0, "place_bid", amount=6, bogus=1),
            "place_bid takes amount; got amount, bogus.",
        ),
        (
            Move.make(1, "hire_mercenaries", n=1, region="2f"),
            "hire_mercenaries takes card, n, region; got n, region.",
        ),
        (Move.make(2, "choose_army", n=4), "choose_army takes artifact, n; got n."),
        (
            Move.make(2, "choose_army", n=4, a_tifact="5S"),
            "choose_army takes artifact, n; got a_tifact, n.",
        ),
        (Move.make(0, "place_bid", amount="6"), "place_bid's amount should be int, not '6'."),
        (Move.make(0, "keep_artifact", keep=1), "keep_artifact's keep should be bool, not 1."),
        (Move.make(0, "conscript", n=True, region="4"), "conscript's n should be int, not True."),
        (
            Move.make(3, "move_stack", n=1, path=[4, 5], **{"from": "2f"}),
            "move_stack's path lists regions by their names.",
        ),
    ],
)
def test_a_move_of_another_shape_is_malformed_and_changes_nothing(move: Move, message: str) -> None:
    state = DUNE.new_game(["A", "B", "C", "D"], 1, {})
    before = to_plain(state)
    with pytest.raises(IllegalMove) as refused:
        DUNE.apply(state, move)
    assert (refused.value.code, refused.value.message) == ("dune/E_MALFORMED", message)
    assert to_plain(state) == before


def test_one_path_per_destination_is_the_canonical_move() -> None:
    short = Move.make(0, "move_stack", n=2, path=("3", "4"), **{"from": "2f"})
    long = Move.make(0, "move_stack", n=2, path=("3", "9", "4"), **{"from": "2f"})
    other = Move.make(0, "move_stack", n=2, path=("3", "9"), **{"from": "2f"})
    assert DUNE.canonical(short) == DUNE.canonical(long) != DUNE.canonical(other)
    bid = Move.make(0, "place_bid", amount=3)
    assert DUNE.canonical(bid) is bid
