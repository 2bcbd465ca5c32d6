"""R40 Specific reasons first: where §7 has a specific sentence, it replaces the generic
"Another player must answer first." and "not one of the choices" for the same move.

§7 reason 14: "Eggs, Drakes and Dragons are not cards."
§7 reason 15: "Moat only blocks Attack cards; <card> is Draconian." /
"Moat can't block a Dragon's effect."
"""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.serial import to_plain
from game.games.draconium.state import DRAGON, DraconiumState
from tests.games.draconium.expansion_helpers import xtable
from tests.games.draconium.helpers import R, card, choose, play, table
from tests.games.draconium.line_helpers import give_beast, roost_table, step_dragon

NOT_CARDS = ("draconium/not-a-card", "Eggs, Drakes and Dragons are not cards.")
MOAT_CODE = "draconium/moat-attacks-only"
C5 = ["Copper"] * 5


def refused(st: DraconiumState, move: Move) -> tuple[str, str]:
    """The code and sentence `move` is refused with; the state is left exactly as it was."""
    before = to_plain(st)
    with pytest.raises(IllegalMove) as caught:
        R.check(st, move)
    with pytest.raises(IllegalMove) as applied:
        R.apply(st, move)
    assert (applied.value.code, applied.value.message) == (
        caught.value.code,
        caught.value.message,
    )
    assert to_plain(st) == before, "a refused move changes nothing"
    return caught.value.code, caught.value.message


def moat(st: DraconiumState, seat: int) -> Move:
    return Move.make(seat, "reveal_reaction", card=card(st, seat, "Moat"))


# -- §7 reason 15: Moat against a Draconian card ------------------------------------------------


def test_r40_moat_revealed_by_the_player_asked_about_a_draconian_card_says_reason_15() -> None:
    # Bo holds Alibi and Moat: he is asked, with Alibi his only choice (§2.8).
    st = xtable([["Conspiracy"], ["Alibi", "Moat"]], [C5])
    play(st, "Conspiracy")
    assert st.pending is not None and st.pending.seats == (1,)
    assert st.pending.kind == "reaction" and st.pending.choices == (card(st, 1, "Alibi"),)
    assert refused(st, moat(st, 1)) == (
        MOAT_CODE,
        "Moat only blocks Attack cards; Conspiracy is Draconian.",
    )


def test_r40_moat_revealed_while_another_player_answers_a_draconian_card_says_reason_15() -> None:
    # Bo is asked (he holds Alibi); Cy, who holds Moat, is not the one being asked now.
    st = xtable([["Conspiracy"], ["Alibi"], ["Moat"]], [C5], players=3)
    play(st, "Conspiracy")
    assert st.pending is not None and st.pending.seats == (1,)
    assert refused(st, moat(st, 2)) == (
        MOAT_CODE,
        "Moat only blocks Attack cards; Conspiracy is Draconian.",
    )


def test_r40_moat_revealed_during_a_draconian_cards_own_question_says_reason_15() -> None:
    # Blackmail asks Bo to discard; both the asked Bo and the waiting Cy hear reason 15.
    hands = [["Blackmail"], ["Moat", *C5[:4]], ["Moat", *C5[:4]]]
    st = xtable(hands, [C5], players=3)
    play(st, "Blackmail")
    assert st.pending is not None and st.pending.seats == (1,)
    assert st.pending.prompt == "Blackmail: discard a card."
    why = (MOAT_CODE, "Moat only blocks Attack cards; Blackmail is Draconian.")
    assert refused(st, moat(st, 1)) == why
    assert refused(st, moat(st, 2)) == why


def test_moat_against_an_attack_keeps_the_generic_reasons() -> None:
    # Militia is an Attack: Moat may answer it, so the seat gate speaks as before.
    st = table(hands=[["Militia"], ["Moat", *C5[:4]], ["Moat", *C5[:4]]], decks=[C5], players=3)
    play(st, "Militia")
    assert st.pending is not None and st.pending.seats == (1,)
    assert refused(st, moat(st, 2)) == (
        "draconium/other-must-answer",
        "Another player must answer first.",
    )


def test_the_player_of_the_draconian_card_hears_the_generic_reason() -> None:
    # Ann played Conspiracy herself: her Moat is not revealed against anything.
    st = xtable([["Conspiracy", "Moat"], ["Alibi"]], [C5])
    play(st, "Conspiracy")
    assert refused(st, moat(st, 0)) == (
        "draconium/other-must-answer",
        "Another player must answer first.",
    )


# -- §7 reason 15: Moat against a Dragon's effect ---------------------------------------------


def test_r40_moat_revealed_against_a_dragons_effect_says_reason_15() -> None:
    # Ann's Abyssal Dragon disengages: Bo trashes one of his revealed cards costing $3-$5.
    st = roost_table(
        ["Abyssal", "Hyper", "Hyper"],
        phase=DRAGON,
        hands=[[], ["Moat"], ["Moat"]],
        decks=[[], ["Copper", "Smithy", "Silver"], C5],
    )
    give_beast(st, 0, "Dragon", loc="play", face="dispatched")
    step_dragon(st)
    assert st.pending is not None and st.pending.seats == (1,)
    assert st.pending.prompt == "Abyssal Dragon: trash one of the revealed cards costing $3 to $5."
    why = (MOAT_CODE, "Moat can't block a Dragon's effect.")
    assert refused(st, moat(st, 1)) == why  # the player asked
    assert refused(st, moat(st, 2)) == why  # a player not asked now


# -- §7 reason 14: Eggs, Drakes and Dragons are not cards -----------------------------------------


def chapel_asking() -> DraconiumState:
    kingdom = ("Chapel", "Moat", "Village", "Smithy", "Militia")
    st = table(kingdom=kingdom, hands=[["Chapel", "Estate", "Copper"], C5])
    play(st, "Chapel")
    assert st.pending is not None and st.pending.kind == "choose_cards"
    assert st.pending.seats == (0,)
    return st


def test_r40_choosing_a_drake_in_chapels_trash_prompt_says_reason_14() -> None:
    st = chapel_asking()
    assert refused(st, Move.make(0, "choose_cards", cards=("Dynamic Drake",))) == NOT_CARDS
    estate = card(st, 0, "Estate")
    assert refused(st, Move.make(0, "choose_cards", cards=(estate, "Hyper Dragon"))) == NOT_CARDS
    choose(st, 0, "Estate")  # the prompt still takes a real answer
    assert st.trash.cards == [estate]


def test_r40_a_beast_named_by_a_player_not_asked_says_reason_14() -> None:
    st = chapel_asking()
    assert refused(st, Move.make(1, "choose_cards", cards=("Restless Egg",))) == NOT_CARDS
    assert refused(st, Move.make(1, "play_action", card="Dynamic Drake")) == NOT_CARDS
    assert refused(st, Move.make(0, "reveal_reaction", card="Hyper Dragon")) == NOT_CARDS


def test_r40_gaining_a_drake_says_reason_14() -> None:
    st = table(hands=[["Workshop"]], kingdom=("Workshop", "Village", "Smithy", "Moat", "Militia"))
    play(st, "Workshop")
    assert st.pending is not None and st.pending.kind == "choose_gain"
    assert refused(st, Move.make(0, "choose_gain", pile="Glittering Drake")) == NOT_CARDS
