"""The Recruitment & Movement round (R8, R13–R23, R41–R43, R47)."""

from typing import Any

import pytest

from game.core.move import Gesture, Move
from game.games.dune import recruit
from game.games.dune.state import DWARVES, ELVES, GOBLINS, ORCS, RECRUIT, DuneState
from tests.games.dune.helpers import CTX, Round, asked, bare, put, texts, why_not

ROUND = Round(recruit)
play, refused = ROUND.play, ROUND.refused


def opened(emperor: int = DWARVES, **options: Any) -> DuneState:
    """A Recruitment & Movement round begun, still at step 0."""
    state = bare(options=options)
    state.emperor = emperor
    return state


def turn_of(state: DuneState, seat: int) -> DuneState:
    """Begin the round with `seat` as Emperor and get past step 0 to their turn."""
    state.emperor = seat
    recruit.begin(state, CTX)
    play(state, ELVES, "done")
    play(state, GOBLINS, "done")
    assert asked(state) == ("recruit_turn", (seat,))
    return state


def move(state: DuneState, seat: int, src: str, path: tuple[str, ...], n: int) -> None:
    play(state, seat, "move_stack", **{"from": src, "path": path, "n": n})


def refused_move(
    state: DuneState, seat: int, src: str, path: tuple[str, ...], n: int, **more: Any
) -> tuple[str, str]:
    return refused(state, seat, "move_stack", **{"from": src, "path": path, "n": n, **more})


def kinds(state: DuneState, seat: int) -> set[str]:
    return {m.kind for m in ROUND.legal(state, seat)}


# -- step 0 ------------------------------------------------------------------------------------


def test_step0_the_elves_then_the_goblins_are_asked_every_round_even_with_nothing() -> None:
    state = opened()
    recruit.begin(state, CTX)
    assert asked(state) == ("elves_unhide", (ELVES,))
    assert ROUND.legal(state, ELVES) == [Move.make(ELVES, "done")]
    play(state, ELVES, "done")
    assert asked(state) == ("goblin_block", (GOBLINS,))
    assert ROUND.legal(state, GOBLINS) == [Move.make(GOBLINS, "done")]
    play(state, GOBLINS, "done")
    assert asked(state) == ("recruit_turn", (DWARVES,))


def test_r23c_the_elves_unhide_a_group_which_joins_their_visible_stack() -> None:
    state = opened()
    state.hidden["6"] = 3
    put(state, "6", ELVES, 2)
    recruit.begin(state, CTX)
    assert ROUND.legal(state, ELVES) == [
        Move.make(ELVES, "unhide", region="6"),
        Move.make(ELVES, "done"),
    ]
    play(state, ELVES, "unhide", region="6")
    assert state.on("6", ELVES) == 5 and state.hidden == {}
    assert texts(state)[-1] == "The Elves bring 3 tokens out of hiding in 6."
    assert asked(state) == ("elves_unhide", (ELVES,))  # more may follow until done


def test_r23c_r22_unhiding_may_not_break_city_capacity() -> None:
    state = opened()
    state.hidden["3c"] = 2
    put(state, "3c", DWARVES, 1)
    put(state, "3c", GOBLINS, 1)
    recruit.begin(state, CTX)
    assert refused(state, ELVES, "unhide", region="3c") == (
        "dune/E_CITY_FULL",
        "3c already holds tokens of two players.",
    )
    assert ROUND.legal(state, ELVES) == [Move.make(ELVES, "done")]


def test_r23c_unhiding_needs_a_hidden_group() -> None:
    state = opened()
    recruit.begin(state, CTX)
    assert refused(state, ELVES, "unhide", region="6") == (
        "dune/E_NOT_HIDDEN",
        "You have no hidden tokens in 6.",
    )
    assert refused(state, ELVES, "unhide", region="99") == (
        "dune/E_NO_REGION",
        "There is no region called 99.",
    )


def test_r42_the_goblins_ace_bars_one_player_from_hiring_this_round() -> None:
    state = opened(emperor=ORCS)
    state.players[GOBLINS].hand.cards = ["AC", "3C", "AS"]
    state.players[ORCS].gold = 10
    recruit.begin(state, CTX)
    play(state, ELVES, "done")
    assert Move.make(GOBLINS, "goblin_ace_block", card="AC", target=ORCS) in ROUND.legal(
        state, GOBLINS
    )
    play(state, GOBLINS, "goblin_ace_block", card="AC", target=ORCS)
    assert state.players[GOBLINS].hand.cards == ["3C", "AS"]
    assert state.artifact_discard.cards == ["AC"]
    assert texts(state)[-1] == (
        "The Goblins discard AC: Urg (Orcs) may not hire mercenaries this round."
    )
    assert refused(state, GOBLINS, "goblin_ace_block", card="AC", target=ELVES)[0] == (
        "dune/E_NOT_IN_HAND"
    )
    assert refused(state, GOBLINS, "goblin_ace_block", card="AS", target=ORCS) == (
        "dune/E_ALREADY_BARRED",
        "Urg is already barred from hiring.",
    )
    assert asked(state) == ("goblin_block", (GOBLINS,))  # each Ace bars one player (R41)
    play(state, GOBLINS, "done")
    assert asked(state) == ("recruit_turn", (ORCS,))
    assert refused(state, ORCS, "hire_mercenaries", region="4", n=1) == (
        "dune/E_HIRE_BLOCKED",
        "The Goblins have barred you from hiring this round.",
    )
    assert "hire_mercenaries" not in kinds(state, ORCS)
    play(state, ORCS, "raise_orcs", region="17", n=3)  # R42: raising is not hiring
    assert state.on("17", ORCS) == 3


def test_r42_the_elves_ace_is_not_hiring() -> None:
    state = opened(emperor=ELVES)
    state.players[GOBLINS].hand.cards = ["AC"]
    state.players[ELVES].hand.cards = ["AH"]
    recruit.begin(state, CTX)
    play(state, ELVES, "done")
    play(state, GOBLINS, "goblin_ace_block", card="AC", target=ELVES)
    play(state, GOBLINS, "done")
    play(state, ELVES, "elf_ace_place", card="AH", region="13", n=5)
    assert state.on("13", ELVES) == 5


def test_r42_the_goblins_need_an_ace_and_name_another_player() -> None:
    state = opened()
    state.players[GOBLINS].hand.cards = ["AC", "3C"]
    recruit.begin(state, CTX)
    play(state, ELVES, "done")
    assert refused(state, GOBLINS, "goblin_ace_block", card="3C", target=ORCS) == (
        "dune/E_NOT_ACE",
        "That power needs an Ace.",
    )
    assert refused(state, GOBLINS, "goblin_ace_block", card="AS", target=ORCS) == (
        "dune/E_NOT_IN_HAND",
        "You do not hold AS.",
    )
    assert refused(state, GOBLINS, "goblin_ace_block", card="AC", target=GOBLINS) == (
        "dune/E_BAD_TARGET",
        "Name another player: the Goblins cannot bar themselves.",
    )


def test_step0_moves_of_the_turn_are_refused_as_the_wrong_step() -> None:
    state = opened()
    recruit.begin(state, CTX)
    assert refused(state, ELVES, "end_turn") == (
        "dune/E_WRONG_PHASE",
        "That action is not allowed in the current round/step.",
    )


# -- step 1 and the order of turns -------------------------------------------------------------


def test_step1_up_to_five_graveyard_tokens_return_when_the_turn_starts() -> None:
    state = opened()
    state.players[DWARVES].graveyard = 7
    state.players[ELVES].graveyard = 3
    turn_of(state, DWARVES)
    assert state.players[DWARVES].graveyard == 2
    assert state.reserve(DWARVES) == 18
    assert (
        "5 tokens of Dain (Dwarves) return from the graveyard to the reserve (2 left there)."
        in texts(state)
    )
    assert state.players[ELVES].graveyard == 3  # not their turn yet
    play(state, DWARVES, "end_turn")
    assert state.players[ELVES].graveyard == 0


def test_turns_go_from_the_emperor_in_player_order_then_the_round_ends() -> None:
    state = turn_of(opened(), GOBLINS)
    seen = []
    while state.pending is not None:
        seat = state.pending.seats[0]
        seen.append(seat)
        play(state, seat, "end_turn")
    assert seen == [GOBLINS, ORCS, DWARVES, ELVES]
    assert texts(state)[-1] == "The Recruitment & Movement round ends."
    assert state.work[RECRUIT]["player"] is None


def test_r47_a_player_with_no_tokens_still_takes_a_turn() -> None:
    state = turn_of(opened(), DWARVES)
    assert ROUND.legal(state, DWARVES) == [Move.make(DWARVES, "end_turn")]  # no gold
    state.players[DWARVES].gold = 1
    assert Move.make(DWARVES, "hire_mercenaries", region="3c", n=1, card=None) in ROUND.legal(
        state, DWARVES
    )


# -- R15: the steps in order -------------------------------------------------------------------


def test_r15_a_skipped_step_cannot_be_revisited() -> None:
    state = opened()
    put(state, "3", DWARVES, 4)
    state.players[DWARVES].gold = 10
    turn_of(state, DWARVES)
    move(state, DWARVES, "3", ("2",), 4)
    assert refused(state, DWARVES, "conscript", region="2", n=1) == (
        "dune/E_STEP_PASSED",
        "You already moved past the conscription step this turn.",
    )
    assert refused(state, DWARVES, "hire_mercenaries", region="2", n=1) == (
        "dune/E_STEP_PASSED",
        "You already moved past the recruitment step this turn.",
    )
    assert kinds(state, DWARVES) == {"disband", "end_turn"}


def test_r15_a_hire_skips_conscription() -> None:
    state = opened()
    put(state, "3", DWARVES, 4)
    state.players[DWARVES].gold = 10
    turn_of(state, DWARVES)
    play(state, DWARVES, "hire_mercenaries", region="3", n=1)
    assert refused(state, DWARVES, "conscript", region="3", n=1)[0] == "dune/E_STEP_PASSED"


def test_r15_each_step_is_taken_once() -> None:
    state = opened()
    put(state, "3", DWARVES, 4)
    state.players[DWARVES].gold = 10
    turn_of(state, DWARVES)
    play(state, DWARVES, "conscript", region="3", n=1)
    assert refused(state, DWARVES, "conscript", region="3", n=1) == (
        "dune/E_ALREADY_USED",
        "You already conscripted this turn.",
    )
    play(state, DWARVES, "hire_mercenaries", region="3", n=1)
    assert refused(state, DWARVES, "hire_mercenaries", region="3", n=1) == (
        "dune/E_ALREADY_USED",
        "You already recruited this turn.",
    )
    move(state, DWARVES, "3", ("2",), 6)
    assert refused_move(state, DWARVES, "2", ("3",), 1) == (
        "dune/E_ALREADY_USED",
        "You already moved this turn.",
    )


def test_r15_r14_disband_some_of_one_stack_to_the_reserve_ends_the_turn() -> None:
    state = opened()
    put(state, "3", DWARVES, 4)
    turn_of(state, DWARVES)
    assert refused(state, DWARVES, "disband", region="3", n=5) == (
        "dune/E_TOO_FEW_TOKENS",
        "Only 4 of your tokens are in 3.",
    )
    play(state, DWARVES, "disband", region="3", n=3)
    assert state.on("3", DWARVES) == 1 and state.reserve(DWARVES) == 19
    assert state.players[DWARVES].graveyard == 0
    assert texts(state)[-2] == "Dain (Dwarves) disbands 3 tokens in 3 to the reserve."
    assert asked(state) == ("recruit_turn", (ELVES,))


def test_r15_a_move_takes_part_of_a_stack() -> None:
    state = opened()
    put(state, "3", DWARVES, 4)
    turn_of(state, DWARVES)
    move(state, DWARVES, "3", ("3c",), 3)
    assert (state.on("3", DWARVES), state.on("3c", DWARVES)) == (1, 3)
    assert texts(state)[-1] == "Dain (Dwarves) moves 3 tokens from 3 to 3c."


# -- R16: conscription -------------------------------------------------------------------------


def test_r16_conscription_goes_onto_one_region_holding_a_visible_token() -> None:
    state = opened()
    put(state, "3", DWARVES, 1)
    turn_of(state, DWARVES)
    assert refused(state, DWARVES, "conscript", region="4", n=1) == (
        "dune/E_NO_PRESENCE",
        "You have no visible tokens in 4.",
    )
    assert refused(state, DWARVES, "conscript", region="3", n=3) == (
        "dune/E_CONSCRIPT_LIMIT",
        "You may conscript at most 2 tokens.",
    )
    assert refused(state, DWARVES, "conscript", region="3", n=0) == (
        "dune/E_BAD_COUNT",
        "0 is not a number of tokens (1 or more).",
    )
    play(state, DWARVES, "conscript", region="3", n=2)
    assert state.on("3", DWARVES) == 3
    assert texts(state)[-1] == "Dain (Dwarves) conscripts 2 tokens in 3."


def test_r16_the_orcs_conscript_four() -> None:
    state = opened()
    put(state, "9f", ORCS, 1)
    turn_of(state, ORCS)
    assert refused(state, ORCS, "conscript", region="9f", n=5) == (
        "dune/E_CONSCRIPT_LIMIT",
        "You may conscript at most 4 tokens.",
    )
    play(state, ORCS, "conscript", region="9f", n=4)
    assert state.on("9f", ORCS) == 5


def test_r16_option_conscript_bonus_raises_every_limit() -> None:
    state = opened(conscript_bonus=2)
    put(state, "3", DWARVES, 1)
    turn_of(state, DWARVES)
    assert refused(state, DWARVES, "conscript", region="3", n=5)[1] == (
        "You may conscript at most 4 tokens."
    )
    play(state, DWARVES, "conscript", region="3", n=4)
    assert recruit.conscript_limit(state, CTX, ORCS) == 6


def test_r16_conscript_moves_offer_the_largest_count_first_with_a_bank_gesture() -> None:
    state = opened()
    put(state, "3", DWARVES, 1)
    turn_of(state, DWARVES)
    conscripts = [m for m in ROUND.legal(state, DWARVES) if m.kind == "conscript"]
    assert conscripts == [
        Move.make(DWARVES, "conscript", region="3", n=2),
        Move.make(DWARVES, "conscript", region="3", n=1),
    ]
    assert conscripts[0].gesture == Gesture("bank:0", "bank:0", "region:3")


def test_r23b_hidden_elves_are_no_conscription_base() -> None:
    state = opened()
    state.hidden["6"] = 4
    turn_of(state, ELVES)
    assert refused(state, ELVES, "conscript", region="6", n=1) == (
        "dune/E_HIDDEN",
        "Hidden tokens cannot do that.",
    )


def test_r13_a_placement_beyond_the_reserve_is_rejected() -> None:
    state = opened()
    put(state, "3", DWARVES, 19)
    turn_of(state, DWARVES)
    assert refused(state, DWARVES, "conscript", region="3", n=2) == (
        "dune/E_RESERVE",
        "You have only 1 token in reserve (20-token limit).",
    )


def test_r13_hidden_elves_and_the_graveyard_count_toward_the_twenty() -> None:
    state = opened()
    state.hidden["6"] = 10
    put(state, "6", ELVES, 4)
    state.players[ELVES].graveyard = 10  # 5 come back at the start of the turn: 5 stay
    turn_of(state, ELVES)
    assert state.reserve(ELVES) == 1
    assert refused(state, ELVES, "conscript", region="6", n=2) == (
        "dune/E_RESERVE",
        "You have only 1 token in reserve (20-token limit).",
    )
    play(state, ELVES, "conscript", region="6", n=1)
    assert state.reserve(ELVES) == 0


# -- R17: mercenaries --------------------------------------------------------------------------


def hiring(seat: int, gold: int = 10, **options: Any) -> DuneState:
    state = opened(**options)
    state.players[seat].gold = gold
    state.players[GOBLINS].gold = 0 if seat != GOBLINS else gold
    return turn_of(state, seat)


def test_r17_mercenaries_cost_1_in_a_city_paid_to_the_goblins() -> None:
    state = hiring(DWARVES)
    play(state, DWARVES, "hire_mercenaries", region="3c", n=3)
    assert state.on("3c", DWARVES) == 3
    assert (state.players[DWARVES].gold, state.players[GOBLINS].gold) == (7, 3)
    assert texts(state)[-1] == (
        "Dain (Dwarves) hires 3 tokens into 3c for 3 gold, paid to the Goblins (7 gold left)."
    )


def test_r17_mercenaries_cost_2_elsewhere_0f_included() -> None:
    state = hiring(DWARVES)
    play(state, DWARVES, "hire_mercenaries", region="0f", n=2)
    assert (state.players[DWARVES].gold, state.players[GOBLINS].gold) == (6, 4)


def test_r17_the_goblins_pay_half_rounded_up_to_the_bank() -> None:
    state = hiring(GOBLINS, gold=5)
    play(state, GOBLINS, "hire_mercenaries", region="10c", n=3)  # 3 → 2
    assert state.players[GOBLINS].gold == 3
    assert texts(state)[-1] == (
        "Grik (Goblins) hires 3 tokens into 10c for 2 gold, paid to the bank (3 gold left)."
    )
    assert recruit.hire_cost(state, CTX, GOBLINS, "4", 3, False) == 3  # 6 → 3


def test_r17_the_goblins_ally_pays_half_to_the_goblins() -> None:
    state = opened()
    state.players[ORCS].ally, state.players[GOBLINS].ally = GOBLINS, ORCS
    state.players[ORCS].gold = 10
    turn_of(state, ORCS)
    play(state, ORCS, "hire_mercenaries", region="4", n=3)  # 6 → 3
    assert (state.players[ORCS].gold, state.players[GOBLINS].gold) == (7, 3)


def test_r17_r41_an_ace_halves_one_hire_and_is_discarded() -> None:
    state = opened()
    state.players[DWARVES].gold = 5
    state.players[DWARVES].hand.cards = ["AS"]
    turn_of(state, DWARVES)
    play(state, DWARVES, "hire_mercenaries", region="4", n=5, card="AS")  # 10 → 5
    assert state.players[DWARVES].gold == 0 and state.players[GOBLINS].gold == 5
    assert state.artifact_discard.cards == ["AS"]
    assert texts(state)[-1] == (
        "Dain (Dwarves) hires 5 tokens into 4 for 5 gold, discarding AS to pay half, "
        "paid to the Goblins (0 gold left)."
    )


def test_r17_no_stacking_an_ace_gives_the_goblins_nothing() -> None:
    state = opened()
    state.players[GOBLINS].gold = 10
    state.players[GOBLINS].hand.cards = ["AC"]
    turn_of(state, GOBLINS)
    assert refused(state, GOBLINS, "hire_mercenaries", region="4", n=2, card="AC") == (
        "dune/E_ACE_NO_USE",
        "You already pay half; an Ace would not lower the price.",
    )
    assert all(
        m.get("card") is None for m in ROUND.legal(state, GOBLINS) if m.kind == "hire_mercenaries"
    )


def test_r17_the_price_is_checked_last() -> None:
    state = hiring(DWARVES, gold=3)
    assert refused(state, DWARVES, "hire_mercenaries", region="4", n=2) == (
        "dune/E_NOT_ENOUGH_GOLD",
        "That costs 4 gold; you have 3.",
    )
    put(state, "3c", ELVES, 1)
    put(state, "3c", ORCS, 1)
    assert refused(state, DWARVES, "hire_mercenaries", region="3c", n=9)[0] == "dune/E_CITY_FULL"


def test_r17_an_ace_for_a_hire_must_be_held_and_be_an_ace() -> None:
    state = opened()
    state.players[DWARVES].gold = 10
    state.players[DWARVES].hand.cards = ["4S"]
    turn_of(state, DWARVES)
    assert refused(state, DWARVES, "hire_mercenaries", region="4", n=1, card="4S") == (
        "dune/E_NOT_ACE",
        "That power needs an Ace.",
    )
    assert refused(state, DWARVES, "hire_mercenaries", region="4", n=1, card="AS") == (
        "dune/E_NOT_IN_HAND",
        "You do not hold AS.",
    )


def test_r17_hire_moves_offer_the_most_affordable_first() -> None:
    state = hiring(DWARVES, gold=5)
    hires = [
        m
        for m in ROUND.legal(state, DWARVES)
        if m.kind == "hire_mercenaries" and m["region"] == "4"
    ]
    assert [m["n"] for m in hires] == [2, 1]
    assert hires[0].gesture == Gesture("bank:0", "bank:0", "region:4")


def test_r17_option_hire_several_regions() -> None:
    state = hiring(DWARVES, hire_several_regions=True)
    play(state, DWARVES, "hire_mercenaries", region="3c", n=2)
    play(state, DWARVES, "hire_mercenaries", region="5c", n=2)
    assert (state.on("3c", DWARVES), state.on("5c", DWARVES)) == (2, 2)
    assert state.players[DWARVES].gold == 6


# -- R18: the Orcs raise -----------------------------------------------------------------------


def test_r18_the_orcs_raise_any_number_free_in_one_orcish_region() -> None:
    state = hiring(ORCS, gold=0)
    assert refused(state, ORCS, "raise_orcs", region="3", n=1) == (
        "dune/E_NOT_ORCISH",
        "Orcs raise armies only in 1, 1c, 2, 2f, 16, 16f, 17, 18.",
    )
    play(state, ORCS, "raise_orcs", region="2f", n=12)
    assert state.on("2f", ORCS) == 12 and state.players[ORCS].gold == 0
    assert texts(state)[-1] == "Urg (Orcs) raises 12 tokens in 2f, free."
    assert refused(state, ORCS, "raise_orcs", region="17", n=1) == (
        "dune/E_ALREADY_USED",
        "You already recruited this turn.",
    )


@pytest.mark.parametrize("region", ["1", "1c", "2", "2f", "16", "16f", "17", "18"])
def test_r18_the_orcish_regions(region: str) -> None:
    state = hiring(ORCS, gold=0)
    assert why_not(state, Move.make(ORCS, "raise_orcs", region=region, n=1)) is None


def test_r18_the_orcs_raise_or_hire_not_both() -> None:
    state = hiring(ORCS)
    play(state, ORCS, "raise_orcs", region="17", n=2)
    assert refused(state, ORCS, "hire_mercenaries", region="4", n=1) == (
        "dune/E_RAISE_OR_HIRE",
        "Orcs may raise or hire in a turn, not both.",
    )
    state = hiring(ORCS)
    play(state, ORCS, "hire_mercenaries", region="4", n=1)
    assert refused(state, ORCS, "raise_orcs", region="17", n=1)[0] == "dune/E_RAISE_OR_HIRE"


def test_r18_only_the_orcs_raise() -> None:
    state = hiring(DWARVES)
    assert refused(state, DWARVES, "raise_orcs", region="17", n=1) == (
        "dune/E_NOT_YOUR_POWER",
        "Only the Orcs have that power.",
    )


def test_r18_option_orcs_may_not_hire() -> None:
    state = hiring(ORCS, orcs_may_not_hire=True)
    assert refused(state, ORCS, "hire_mercenaries", region="4", n=1) == (
        "dune/E_NO_HIRING",
        "The Orcs raise armies; they may not hire mercenaries.",
    )
    assert "hire_mercenaries" not in kinds(state, ORCS)


# -- R43: the Elves' Ace -----------------------------------------------------------------------


def test_r43_the_elves_ace_places_up_to_five_anywhere_in_addition_to_hiring() -> None:
    state = opened()
    state.players[ELVES].gold = 10
    state.players[ELVES].hand.cards = ["AH", "AD"]
    turn_of(state, ELVES)
    play(state, ELVES, "hire_mercenaries", region="3c", n=1)
    assert refused(state, ELVES, "elf_ace_place", card="AH", region="13", n=6) == (
        "dune/E_ELF_ACE_LIMIT",
        "The Elves' Ace places at most 5 tokens.",
    )
    play(state, ELVES, "elf_ace_place", card="AH", region="13", n=5)
    assert state.on("13", ELVES) == 5 and state.artifact_discard.cards == ["AH"]
    assert texts(state)[-1] == "Elora (Elves) discards AH and places 5 tokens in 13, free."


def test_r43_the_elves_ace_obeys_city_capacity() -> None:
    state = opened()
    state.players[ELVES].hand.cards = ["AH"]
    put(state, "10c", GOBLINS, 1)
    put(state, "10c", ORCS, 1)
    turn_of(state, ELVES)
    assert refused(state, ELVES, "elf_ace_place", card="AH", region="10c", n=5) == (
        "dune/E_CITY_FULL",
        "10c already holds tokens of two players.",
    )


def test_r43_only_the_elves_have_that_ace() -> None:
    state = opened()
    state.players[DWARVES].hand.cards = ["AD"]
    turn_of(state, DWARVES)
    assert refused(state, DWARVES, "elf_ace_place", card="AD", region="13", n=1) == (
        "dune/E_NOT_YOUR_POWER",
        "Only the Elves have that power.",
    )


# -- R20: movement -----------------------------------------------------------------------------


def test_r20_a_move_is_a_path_of_one_or_two_steps_along_borders() -> None:
    state = opened()
    put(state, "3", DWARVES, 4)
    turn_of(state, DWARVES)
    assert refused_move(state, DWARVES, "3", ("2", "1", "1c"), 4) == (
        "dune/E_PATH_TOO_LONG",
        "That path has 3 steps; your range is 2.",
    )
    assert refused_move(state, DWARVES, "3", ("4",), 4) == (
        "dune/E_NOT_ADJACENT",
        "3 and 4 do not share a border.",
    )
    assert refused_move(state, DWARVES, "3", ("2", "2f", "17"), 4)[0] == "dune/E_PATH_TOO_LONG"
    assert refused_move(state, DWARVES, "3", ("3c", "3"), 4) == (
        "dune/E_SAME_REGION",
        "A move must end in a different region.",
    )
    assert refused_move(state, DWARVES, "3", (), 4)[0] == "dune/E_SAME_REGION"
    assert refused_move(state, DWARVES, "3", ("2",), 5) == (
        "dune/E_TOO_FEW_TOKENS",
        "Only 4 of your tokens are in 3.",
    )
    assert refused_move(state, DWARVES, "4", ("8f",), 1) == (
        "dune/E_NO_PRESENCE",
        "You have no visible tokens in 4.",
    )
    move(state, DWARVES, "3", ("2", "1"), 4)
    assert state.on("1", DWARVES) == 4 and state.on("3", DWARVES) == 0
    assert texts(state)[-1] == "Dain (Dwarves) moves 4 tokens from 3 via 2 to 1."


def test_r20_the_orcs_move_three() -> None:
    state = opened()
    put(state, "1c", ORCS, 4)
    turn_of(state, ORCS)
    assert refused_move(state, ORCS, "1c", ("1", "2", "3", "3c"), 4) == (
        "dune/E_PATH_TOO_LONG",
        "That path has 4 steps; your range is 3.",
    )
    move(state, ORCS, "1c", ("1", "2", "3"), 4)
    assert state.on("3", ORCS) == 4


def test_r20_griffins_move_four_when_controlling_3c_or_5c() -> None:
    state = opened()
    put(state, "5c", DWARVES, 1)
    put(state, "10", DWARVES, 3)
    turn_of(state, DWARVES)
    assert recruit.move_range(state, CTX, DWARVES) == 4
    assert refused_move(state, DWARVES, "10", ("11", "8f", "4", "7", "6"), 3) == (
        "dune/E_PATH_TOO_LONG",
        "That path has 5 steps; your range is 4.",
    )
    move(state, DWARVES, "10", ("11", "8f", "4", "7"), 3)
    assert state.on("7", DWARVES) == 3


def test_r20_griffins_replace_the_orcs_range_never_add() -> None:
    state = opened()
    put(state, "3c", ORCS, 1)
    assert recruit.move_range(state, CTX, ORCS) == 4


def test_r20_griffins_need_control_not_just_presence() -> None:
    state = opened()
    put(state, "5c", DWARVES, 1)
    put(state, "5c", ELVES, 1)
    assert recruit.move_range(state, CTX, DWARVES) == 2


def test_r23b_hidden_elves_give_no_griffins() -> None:
    state = opened()
    state.hidden["5c"] = 3
    assert recruit.move_range(state, CTX, ELVES) == 2


def test_r20_griffins_are_counted_when_the_move_starts() -> None:
    state = opened()
    put(state, "5c", DWARVES, 3)
    turn_of(state, DWARVES)
    move(state, DWARVES, "5c", ("6", "7", "4", "8f"), 3)  # leaving 5c ends the control
    assert state.on("8f", DWARVES) == 3


def test_r20_paths_cross_full_cities_and_0f_only_the_destination_is_checked() -> None:
    state = opened()
    put(state, "3", DWARVES, 2)
    put(state, "3c", ELVES, 1)
    put(state, "3c", GOBLINS, 1)
    turn_of(state, DWARVES)
    move(state, DWARVES, "3", ("3c", "0f"), 2)
    assert state.on("0f", DWARVES) == 2


def test_r20_move_moves_offer_a_shortest_path_per_destination_all_counts_first() -> None:
    state = opened()
    put(state, "3", DWARVES, 2)
    turn_of(state, DWARVES)
    moves = [m for m in ROUND.legal(state, DWARVES) if m.kind == "move_stack"]
    destinations = {m["path"][-1]: m["path"] for m in moves}
    assert destinations == {
        "2": ("2",),
        "3c": ("3c",),
        "4f": ("4f",),
        "1": ("2", "1"),
        "2f": ("2", "2f"),
        "0f": ("3c", "0f"),
        "4": ("4f", "4"),
        "5c": ("4f", "5c"),
    }
    to_2 = [m for m in moves if m["path"] == ("2",)]
    assert [m["n"] for m in to_2] == [2, 1]
    assert to_2[0].gesture == Gesture("stack:3:0", "region:3", "region:2")


# -- R21: the extra move -----------------------------------------------------------------------


def test_r21_each_discarded_ace_gives_one_more_full_move() -> None:
    state = opened()
    put(state, "3", DWARVES, 4)
    state.players[DWARVES].hand.cards = ["AD", "AS"]
    turn_of(state, DWARVES)
    move(state, DWARVES, "3", ("2",), 2)
    play(state, DWARVES, "ace_extra_move", card="AD")
    assert texts(state)[-1] == "Dain (Dwarves) discards AD for one more move."
    move(state, DWARVES, "3", ("3c",), 2)  # another stack
    play(state, DWARVES, "ace_extra_move", card="AS")
    move(state, DWARVES, "2", ("1", "1c"), 2)  # the same tokens again
    assert state.on("1c", DWARVES) == 2 and state.on("3c", DWARVES) == 2
    assert state.artifact_discard.cards == ["AD", "AS"]
    assert refused_move(state, DWARVES, "1c", ("1",), 1)[0] == "dune/E_ALREADY_USED"


def test_r41_the_extra_move_is_used_in_step_4() -> None:
    state = opened()
    put(state, "3", DWARVES, 4)
    state.players[DWARVES].hand.cards = ["AD"]
    turn_of(state, DWARVES)
    play(state, DWARVES, "ace_extra_move", card="AD")  # before the first move: two moves
    assert state.work[RECRUIT]["moves_left"] == 2
    assert refused(state, DWARVES, "conscript", region="3", n=1)[0] == "dune/E_STEP_PASSED"


# -- R22: city capacity ------------------------------------------------------------------------


def test_r22_a_third_player_may_not_enter_a_city() -> None:
    state = opened()
    put(state, "3", DWARVES, 2)
    put(state, "3c", ELVES, 1)
    put(state, "3c", GOBLINS, 1)
    turn_of(state, DWARVES)
    assert refused_move(state, DWARVES, "3", ("3c",), 2) == (
        "dune/E_CITY_FULL",
        "3c already holds tokens of two players.",
    )
    assert not any(
        m["path"][-1] == "3c" for m in ROUND.legal(state, DWARVES) if m.kind == "move_stack"
    )


def test_r22_a_full_city_refuses_hires_and_raises() -> None:
    state = opened()
    state.players[ORCS].gold = 10
    put(state, "1c", ELVES, 1)
    put(state, "1c", GOBLINS, 1)
    turn_of(state, ORCS)
    assert refused(state, ORCS, "raise_orcs", region="1c", n=1)[0] == "dune/E_CITY_FULL"
    assert refused(state, ORCS, "hire_mercenaries", region="1c", n=1)[0] == "dune/E_CITY_FULL"


def test_r22_hidden_tokens_do_not_count() -> None:
    state = opened()
    put(state, "3", DWARVES, 2)
    put(state, "3c", GOBLINS, 1)
    state.hidden["3c"] = 5
    turn_of(state, DWARVES)
    move(state, DWARVES, "3", ("3c",), 2)
    assert state.present("3c") == [DWARVES, GOBLINS]


def test_r22_r12_allies_still_count_as_two_players() -> None:
    state = opened()
    state.players[ORCS].ally, state.players[GOBLINS].ally = GOBLINS, ORCS
    put(state, "3", DWARVES, 2)
    put(state, "3c", ORCS, 1)
    put(state, "3c", GOBLINS, 1)
    turn_of(state, DWARVES)
    assert refused_move(state, DWARVES, "3", ("3c",), 2)[0] == "dune/E_CITY_FULL"


def test_r22_a_player_already_in_a_full_city_may_add_to_it() -> None:
    state = opened()
    put(state, "3c", DWARVES, 1)
    put(state, "3c", GOBLINS, 1)
    put(state, "3", DWARVES, 2)
    turn_of(state, DWARVES)
    move(state, DWARVES, "3", ("3c",), 2)
    assert state.on("3c", DWARVES) == 3


# -- R23c: hidden Elves move -------------------------------------------------------------------


def test_r23c_hidden_elves_that_move_arrive_visible() -> None:
    state = opened()
    state.hidden["6"] = 4
    put(state, "6", ELVES, 1)
    turn_of(state, ELVES)
    hidden_moves = [
        m for m in ROUND.legal(state, ELVES) if m.kind == "move_stack" and m.get("hidden")
    ]
    assert hidden_moves[0].gesture == Gesture("hidden:6", "region:6", "region:5c")
    play(state, ELVES, "move_stack", **{"from": "6", "path": ("5c",), "n": 3, "hidden": True})
    assert state.hidden == {"6": 1}
    assert state.on("5c", ELVES) == 3 and state.on("6", ELVES) == 1
    assert texts(state)[-1] == "Elora (Elves) moves 3 tokens out of hiding from 6 to 5c."


def test_r23c_hidden_tokens_that_move_obey_capacity_on_arrival() -> None:
    state = opened()
    state.hidden["6"] = 4
    put(state, "5c", DWARVES, 1)
    put(state, "5c", GOBLINS, 1)
    turn_of(state, ELVES)
    assert refused_move(state, ELVES, "6", ("5c",), 4, hidden=True)[0] == "dune/E_CITY_FULL"


def test_r23_only_the_elves_have_hidden_tokens() -> None:
    state = opened()
    put(state, "6", DWARVES, 1)
    turn_of(state, DWARVES)
    assert refused_move(state, DWARVES, "6", ("5c",), 1, hidden=True) == (
        "dune/E_NOT_YOUR_POWER",
        "Only the Elves have that power.",
    )


# -- R8 [option]: the marker blocks ------------------------------------------------------------


def test_r8_the_marker_blocks_nothing_by_default() -> None:
    state = opened()
    state.dragon = 2
    put(state, "1", DWARVES, 2)
    turn_of(state, DWARVES)
    play(state, DWARVES, "conscript", region="1", n=1)
    move(state, DWARVES, "1", ("2", "3"), 3)
    assert state.on("3", DWARVES) == 3


def test_r8_option_nothing_placed_on_or_moved_through_the_markers_regions() -> None:
    state = opened(dragon_blocks=True)
    state.dragon = 2
    put(state, "1", DWARVES, 2)
    put(state, "2", DWARVES, 1)
    state.players[DWARVES].gold = 10
    turn_of(state, DWARVES)
    assert refused(state, DWARVES, "conscript", region="2", n=1) == (
        "dune/E_DRAGON_BLOCKS",
        "The dragon's marker is on 2: not 2.",
    )
    assert refused(state, DWARVES, "hire_mercenaries", region="2f", n=1)[0] == (
        "dune/E_DRAGON_BLOCKS"
    )
    assert refused_move(state, DWARVES, "1", ("2", "3"), 2) == (
        "dune/E_DRAGON_BLOCKS",
        "The dragon's marker is on 2: not 2.",
    )
    legal = ROUND.legal(state, DWARVES)
    assert not any(m.kind == "move_stack" and "2" in m["path"] for m in legal)
    move(state, DWARVES, "2", ("3",), 1)  # leaving the marker's region is allowed


# -- consistency -------------------------------------------------------------------------------


def test_every_offered_move_is_accepted() -> None:
    state = opened(hire_several_regions=True)
    state.hidden["6"] = 2
    put(state, "5c", ELVES, 3)
    put(state, "3c", GOBLINS, 2)
    put(state, "3c", DWARVES, 1)
    state.players[ELVES].gold = 7
    state.players[ELVES].hand.cards = ["AH", "4C"]
    turn_of(state, ELVES)
    legal = ROUND.legal(state, ELVES)
    assert {m.kind for m in legal} == {
        "conscript",
        "hire_mercenaries",
        "elf_ace_place",
        "move_stack",
        "ace_extra_move",
        "disband",
        "end_turn",
    }
    for m in legal:
        assert why_not(state, m) is None, m
