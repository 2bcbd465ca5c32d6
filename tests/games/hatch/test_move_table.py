"""Hatch on the kernel's move table: the shape gate's words for every kind of move (the
code and the sentence; the state unchanged), choose_loot's optional egg (§7's `egg?`),
and the malformed moves the rules fuzz once crashed on."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.games.hatch.state import LOOT, MAIN
from tests.games.hatch.helpers import RULES, egg, hand, listed, play, refused, table

ANN, BEN = 0, 1


def malformed(move: Move) -> str:
    """The shape gate's sentence for `move`, from `check` and `apply` alike; the state
    stays as it was, and the code is Hatch's malformed."""
    st = table(Ann={"dragons": ["Emberclaw"], "hand": ["Cinder Whelp"]})
    before = st.clone()
    with pytest.raises(IllegalMove) as checked:
        RULES.check(st, move)
    with pytest.raises(IllegalMove) as applied:
        RULES.apply(st, move)
    assert st == before
    assert checked.value.code == applied.value.code == "hatch/malformed"
    assert checked.value.message == applied.value.message
    return checked.value.message


SHAPES: list[tuple[Move, str]] = [
    (Move(ANN, "fly"), "Hatch has no move called 'fly'."),
    (Move(7, "end_turn"), "There is no seat 7 in Hatch."),
    (Move.make(ANN, "lay_egg", card=3), "lay_egg's card should be str, not 3."),
    (Move.make(ANN, "nurture", card="H01"), "nurture takes card, egg; got card."),
    (
        Move.make(ANN, "nominate_sacrifice", dragon=True, egg="H37"),
        "nominate_sacrifice's dragon should be str, not True.",
    ),
    (
        Move.make(ANN, "withdraw_sacrifice", dragon=None),
        "withdraw_sacrifice's dragon should be str, not None.",
    ),
    (Move.make(ANN, "hatch"), "hatch takes egg; got none."),
    # the hatch of before the nominations (R12) names its sacrifices no more
    (Move.make(ANN, "hatch", egg="H37", sacrifices=()), "hatch takes egg; got egg, sacrifices."),
    (
        Move.make(ANN, "attack_with", dragon="H35", target="1"),
        "attack_with's target should be int, not '1'.",
    ),
    (
        Move.make(ANN, "attack_with", dragon="H35", target=True),
        "attack_with's target should be int, not True.",
    ),
    (Move.make(ANN, "call_back", dragon=5), "call_back's dragon should be str, not 5."),
    (
        Move.make(ANN, "declare_attack", dragon="H35"),
        "declare_attack takes no arguments; got dragon.",
    ),
    (
        Move.make(ANN, "contract_mercenary", card="H65"),
        "contract_mercenary takes attacker, card; got card.",
    ),
    (
        Move.make(ANN, "assign_blocker", attacker="H35", dragon=("H65",)),
        "assign_blocker's dragon should be str, not ('H65',).",
    ),
    (Move.make(ANN, "confirm_defence", x=1), "confirm_defence takes no arguments; got x."),
    (
        Move.make(ANN, "choose_loot", attacker="H35", option="raid"),
        "A loot is steal, draw or pass, not 'raid'.",
    ),
    (
        Move.make(ANN, "choose_loot", attacker="H35", option="draw", egg="egg:1"),
        "choose_loot names an egg only to steal it.",
    ),
    (
        Move.make(ANN, "choose_loot", attacker="H35", option="steal", egg=3),
        "choose_loot's egg should be str or nothing, not 3.",
    ),
    (
        Move.make(ANN, "choose_loot", option="draw"),
        "choose_loot takes attacker, option (optional: egg); got option.",
    ),
    (Move.make(ANN, "discard", cards=("H01", "H01")), "discard names a card twice."),
    (Move.make(ANN, "discard", cards=("H01", 2)), "discard lists cards by their ids (H01…)."),
    (Move.make(ANN, "discard", cards="H01"), "discard's cards should be tuple, not 'H01'."),
    (Move.make(ANN, "end_turn", now=True), "end_turn takes no arguments; got now."),
]


@pytest.mark.parametrize(("move", "message"), SHAPES, ids=[m.kind for m, _ in SHAPES])
def test_the_shape_gate_in_hatchs_words(move: Move, message: str) -> None:
    assert malformed(move) == message


def test_every_kind_has_its_shape_checked() -> None:
    """Each kind the game declares is refused with a wrong argument (here: one too many)."""
    for name in RULES.moves_table.kinds:
        move = Move.make(ANN, name, bogus=1)
        assert malformed(move).startswith(f"{name} takes ")


# -- the moves the rules fuzz crashed on (now the kernel's shape gate) ----------------------


def test_an_unknown_kind_carrying_a_gesture_is_refused() -> None:
    move = Move(ANN, "no-such-move", (("card", "H01"),), Gesture("x", "y", "z"))
    assert malformed(move) == "Hatch has no move called 'no-such-move'."


def test_a_lay_naming_a_pile_is_refused() -> None:
    assert malformed(Move.make(ANN, "lay_egg", pile="draw")) == "lay_egg takes card; got pile."


def test_a_withdrawal_without_its_blocker_is_refused() -> None:
    move = Move.make(BEN, "withdraw_blocker")
    assert malformed(move) == "withdraw_blocker takes dragon; got none."


def test_a_malformed_move_never_passes_as_a_listed_one() -> None:
    """The kernel remembers well-formed moves by identity and holds them, so no other
    object takes a listed move's address: a malformed one is checked in full."""
    st = table(Ann={"dragons": ["Emberclaw"], "hand": ["Cinder Whelp"]})
    for _ in range(3):
        for move in RULES.legal_moves(st, ANN):
            RULES.check(st, move)
        RULES.memo.clear()  # the listed moves may be freed now
        for kind in ("lay_egg", "withdraw_blocker", "nominate_sacrifice", "hatch"):
            with pytest.raises(IllegalMove) as caught:
                RULES.check(st, Move.make(ANN, kind, pile="draw"))
            assert caught.value.code == "hatch/malformed"


# -- choose_loot's optional egg (§7: choose_loot(attacker, option, egg?)) -------------------


def looting() -> Any:
    st = table(Ann={"dragons": ["Emberclaw", "Pebble Whelp"]}, Ben={"eggs": [{"card": "Reefback"}]})
    for dragon in st.players[ANN].dragons.cards:
        play(st, ANN, "attack_with", dragon=dragon, target=BEN)
    play(st, ANN, "declare_attack")
    assert st.phase == LOOT
    return st


def test_a_loot_without_an_egg_means_no_egg_and_is_recorded_with_it() -> None:
    st = looting()
    emberclaw, pebble = st.players[ANN].dragons.cards
    assert all(("egg", m["egg"]) in m.args for m in listed(st, ANN, "choose_loot"))
    short = Move.make(ANN, "choose_loot", attacker=emberclaw, option="draw")
    RULES.check(st, short)
    RULES.apply(st, short)
    recorded = st.moves[-1]
    assert recorded == Move.make(ANN, "choose_loot", attacker=emberclaw, option="draw", egg=None)
    assert recorded.args == (("attacker", emberclaw), ("egg", None), ("option", "draw"))
    # the default is the loot's, not a steal's: a steal without its egg names none
    play(st, ANN, "discard", cards=tuple(hand(st, ANN)[:2]))
    err = refused(st, ANN, "choose_loot", attacker=pebble, option="steal")
    assert (err.code, err.message) == ("hatch/not-their-egg", "Choose one of Ben's eggs.")
    play(st, ANN, "choose_loot", attacker=pebble, option="pass")
    assert st.phase == MAIN and st.moves[-1]["egg"] is None


def test_a_steal_still_names_its_egg() -> None:
    st = looting()
    emberclaw = st.players[ANN].dragons.cards[0]
    reefback = egg(st, BEN, "Reefback")
    zone = st.players[BEN].eggs[0].zone
    play(st, ANN, "choose_loot", attacker=emberclaw, option="steal", egg=zone)
    assert [e.id for e in st.players[ANN].eggs] == [reefback]
