"""The Dragon round (R6–R9, R44) and the Event round with the Great Dragon (R3, R10)."""

from typing import Any

import pytest

from game.core.move import Move
from game.core.rng import Rng
from game.games.dune import dragon, events
from game.games.dune.state import DRAGON, DWARVES, ELVES, EVENT, GOBLINS, ORCS, DuneState
from tests.games.dune.helpers import CTX, RULES, Round, bare, carry_out, put, texts, why_not

ROUND = Round(dragon)


def rolling(state: DuneState, k: int) -> DuneState:
    """Give the state an RNG whose next d6 is `k`."""
    seed = next(s for s in range(1000) if Rng(s).below(6) == k - 1)
    state.rng = Rng(seed)
    return state


def dragon_at(start: int, roll: int, **options: Any) -> DuneState:
    state = rolling(bare(options=options), roll)
    state.dragon = start
    return state


def run_dragon(state: DuneState, move: Move | None = None) -> None:
    dragon.begin(state, CTX)
    move = move or Move.make(ORCS, "pass_ace")
    assert why_not(state, move) is None
    carry_out(state, move)


# -- the Dragon round ---------------------------------------------------------------------


def test_r6_the_path_is_the_next_numbers_wrapping_18_to_1_never_0() -> None:
    assert dragon.path_from(16, 4) == [17, 18, 1, 2]
    assert dragon.path_from(18, 1) == [1]
    assert dragon.path_from(3, 6) == [4, 5, 6, 7, 8, 9]


def test_r6_the_roll_and_path_are_logged_and_stored() -> None:
    state = dragon_at(16, 4)
    dragon.begin(state, CTX)
    assert state.work[DRAGON] == {"start": 16, "roll": 4, "path": [17, 18, 1, 2]}
    assert state.last_path == (17, 18, 1, 2)
    assert texts(state)[-1] == "Turn 1. The dragon rolls 4: from 16 it flies over 17, 18, 1 and 2."


def test_dragon_2_the_orcs_are_asked_even_without_an_ace() -> None:
    state = dragon_at(1, 3)
    dragon.begin(state, CTX)
    assert state.pending is not None
    assert (state.pending.kind, state.pending.seats) == ("orc_ace", (ORCS,))
    assert ROUND.legal(state, ORCS) == [Move.make(ORCS, "pass_ace")]


def test_r7_each_plain_on_the_path_loses_its_gold_and_visible_tokens_to_the_reserve() -> None:
    state = dragon_at(12, 2)  # path 13, 14
    put(state, "13", DWARVES, 3)
    put(state, "13", GOBLINS, 2)
    put(state, "14", ELVES, 4)
    state.gold_on.update({"13": 12, "14": 6, "10": 10})
    run_dragon(state)
    assert state.tokens == {}
    assert state.gold_on == {"10": 10}
    assert [state.reserve(s) for s in range(4)] == [20, 20, 20, 20]
    assert [p.graveyard for p in state.players] == [0, 0, 0, 0]
    assert (
        "The dragon strikes 13: 12 gold lost to the bank; Dain (Dwarves) loses 3 tokens to the "
        "reserve; Grik (Goblins) loses 2 tokens to the reserve." in texts(state)
    )
    assert (
        "The dragon strikes 14: 6 gold lost to the bank; Elora (Elves) loses 4 tokens to the "
        "reserve." in texts(state)
    )


def test_r7_cities_and_forts_are_immune() -> None:
    state = dragon_at(18, 2)  # path 1, 2: plains 1 and 2, city 1c, fort 2f
    for region in ("1", "1c", "2", "2f"):
        put(state, region, DWARVES, 2)
    run_dragon(state)
    assert state.tokens == {"1c": [2, 0, 0, 0], "2f": [2, 0, 0, 0]}


def test_r6_the_start_number_is_not_hit_but_the_last_is_and_the_marker_lands_there() -> None:
    state = dragon_at(3, 1)  # path 4
    put(state, "3", DWARVES, 2)
    put(state, "4", DWARVES, 2)
    run_dragon(state)
    assert state.tokens == {"3": [2, 0, 0, 0]}
    assert state.dragon == 4
    assert texts(state)[-1] == "The dragon's marker moves to 4."
    assert state.pending is None


def test_r7_numbers_5_and_12_have_no_plain_and_nothing_is_struck() -> None:
    state = dragon_at(4, 1)
    put(state, "5c", ELVES, 10)
    run_dragon(state)
    assert state.on("5c", ELVES) == 10
    assert not any("strikes" in t for t in texts(state))


def test_r7_an_empty_plain_on_the_path_is_still_struck() -> None:
    state = dragon_at(6, 1)
    run_dragon(state)
    assert "The dragon strikes 7: nothing is there." in texts(state)


def test_r7_option_dragon_losses_go_to_the_graveyard() -> None:
    state = dragon_at(12, 1, dragon_to_graveyard=True)
    put(state, "13", GOBLINS, 3)
    run_dragon(state)
    assert state.players[GOBLINS].graveyard == 3
    assert state.reserve(GOBLINS) == 17
    assert "Grik (Goblins) loses 3 tokens to the graveyard" in texts(state)[-2]


@pytest.mark.parametrize(
    ("had", "lost", "words"),
    [
        (1, 1, "their only token"),
        (2, 1, "1 of 2 tokens"),
        (5, 3, "3 of 5 tokens"),
        (6, 3, "3 of 6 tokens"),
        (9, 5, "5 of 9 tokens"),
    ],
)
def test_r9_orcs_lose_half_rounded_up_to_the_dragon(had: int, lost: int, words: str) -> None:
    state = dragon_at(16, 2)  # path 17, 18
    put(state, "17", ORCS, had)
    run_dragon(state)
    assert state.on("17", ORCS) == had - lost
    assert state.reserve(ORCS) == 20 - (had - lost)
    assert (
        f"The dragon strikes 17: Urg (Orcs) loses {words} (half, rounded up) "
        "to the reserve." in texts(state)
    )


def test_r23_hidden_elves_are_immune_to_the_dragon() -> None:
    state = dragon_at(12, 1)
    state.hidden["13"] = 4
    put(state, "13", ELVES, 2)
    run_dragon(state)
    assert state.hidden == {"13": 4}
    assert state.on("13", ELVES) == 0
    assert state.reserve(ELVES) == 16
    assert (
        "The dragon strikes 13: Elora (Elves) loses 2 tokens to the reserve; the 4 hidden Elves "
        "are untouched." in texts(state)
    )


def test_one_hidden_elf_is_untouched_in_the_singular() -> None:
    state = dragon_at(12, 1)
    state.hidden["13"] = 1
    run_dragon(state)
    assert state.hidden == {"13": 1}
    assert "The dragon strikes 13: the 1 hidden Elf is untouched." in texts(state)


def test_r8_the_marker_blocks_nothing_by_default() -> None:
    state = dragon_at(13, 1)
    assert not dragon.dragon_blocked(state, CTX, "13")


def test_dragon_strike_is_shared_and_names_who_strikes() -> None:
    state = bare()
    put(state, "9", ORCS, 4)
    state.gold_on["9"] = 8
    dragon.dragon_strike(state, "9", "The Great Dragon")
    assert state.on("9", ORCS) == 2 and "9" not in state.gold_on
    assert texts(state)[-1] == (
        "The Great Dragon strikes 9: 8 gold lost to the bank; Urg (Orcs) loses 2 of 4 tokens "
        "(half, rounded up) to the reserve."
    )
    assert dragon.dragon_losses(state, "9") == {ORCS: 1}


# -- the Orcs' Ace (R44) ----------------------------------------------------------------------


def orc_ace_state(**options: Any) -> DuneState:
    state = dragon_at(12, 1, **options)  # path 13
    put(state, "13", ORCS, 5)
    state.players[ORCS].hand.cards = ["AS", "5S"]
    dragon.begin(state, CTX)
    return state


def relocate(card: str = "AS", src: str = "13", dst: str = "3c", n: int = 5) -> Move:
    return Move.make(ORCS, "orc_ace_relocate", card=card, from_region=src, to_region=dst, n=n)


def test_r44_the_orcs_ace_moves_a_stack_anywhere_before_the_losses() -> None:
    state = orc_ace_state()
    run_dragon(state, relocate(n=4))
    assert state.on("3c", ORCS) == 4
    assert state.on("13", ORCS) == 0  # the one left behind was lost: ⌈1/2⌉ = 1
    assert state.players[ORCS].hand.cards == ["5S"]
    assert state.artifact_discard.cards == ["AS"]
    assert "The Orcs discard AS and move 4 tokens from 13 to 3c." in texts(state)
    assert state.pending is None


def test_r44_the_orcs_moves_are_offered_for_each_ace_region_destination_and_count() -> None:
    state = orc_ace_state()
    moves = ROUND.legal(state, ORCS)
    assert moves[0] == Move.make(ORCS, "pass_ace")
    assert relocate(n=5) in moves and relocate(dst="0f", n=1) in moves
    assert relocate(dst="13") not in moves
    assert len(moves) == 1 + 27 * 5


@pytest.mark.parametrize(
    ("move", "code", "message"),
    [
        (relocate(card="AH"), "E_NOT_IN_HAND", "You do not hold AH."),
        (relocate(card="5S"), "E_NOT_ACE", "That power needs an Ace."),
        (relocate(src="14"), "E_NO_PRESENCE", "You have no visible tokens in 14."),
        (relocate(dst="99"), "E_NO_REGION", "There is no region called 99."),
        (relocate(n=6), "E_TOO_FEW_TOKENS", "Only 5 of your tokens are in 13."),
        (relocate(n=0), "E_TOO_FEW_TOKENS", "Move between 1 and 5 tokens, not 0."),
        (relocate(dst="13"), "E_SAME_REGION", "A move must end in a different region."),
    ],
)
def test_r44_bad_ace_moves_are_refused(move: Move, code: str, message: str) -> None:
    problem = why_not(orc_ace_state(), move)
    assert problem is not None
    assert (problem.code, problem.message) == (f"dune/{code}", message)


def test_r44_r22_the_destination_city_must_have_room() -> None:
    state = orc_ace_state()
    put(state, "3c", DWARVES, 1)
    put(state, "3c", ELVES, 1)
    state.hidden["5c"] = 3
    problem = why_not(state, relocate())
    assert problem is not None
    assert (problem.code, problem.message) == (
        "dune/E_CITY_FULL",
        "3c already holds tokens of two players.",
    )
    put(state, "5c", GOBLINS, 1)
    put(state, "5c", DWARVES, 1)
    problem = why_not(state, relocate(dst="5c"))
    assert problem is not None and problem.code == "dune/E_CITY_FULL"
    put(state, "10c", GOBLINS, 1)
    put(state, "10c", ORCS, 1)
    assert why_not(state, relocate(dst="10c")) is None  # the Orcs are already there


def test_r8_option_the_marker_bars_the_ace_move_into_its_regions() -> None:
    state = orc_ace_state(dragon_blocks=True)  # the marker is still on 12 at step 2
    problem = why_not(state, relocate(dst="12f"))
    assert problem is not None
    assert (problem.code, problem.message) == (
        "dune/E_DRAGON_BLOCKS",
        "The dragon's marker is on 12: not 12f.",
    )
    assert relocate(dst="12f") not in ROUND.legal(state, ORCS)
    assert dragon.dragon_blocked(state, CTX, "12f")
    assert not dragon.dragon_blocked(state, CTX, "13")


def test_r44_passing_keeps_the_ace_and_the_dragon_strikes() -> None:
    state = orc_ace_state()
    run_dragon(state)
    assert state.on("13", ORCS) == 2
    assert state.players[ORCS].hand.cards == ["AS", "5S"]
    assert "The Orcs keep their cards: no Ace is played." in texts(state)


# -- the Event round --------------------------------------------------------------------------


def event_state(
    top: str, *earlier: str, emperor: int = DWARVES, turn: int = 2, **options: Any
) -> DuneState:
    state = bare(options=options, turn=turn)
    state.emperor = emperor
    state.events.cards = list(earlier)
    state.event_deck.cards = ["7C", top]
    return state


def test_event_the_top_card_is_flipped_and_its_gold_added_to_its_plain() -> None:
    state = event_state("9C", "9D", emperor=DWARVES)  # black card, red Emperor
    state.gold_on["10"] = 4
    events.begin(state, CTX)
    assert state.events.cards == ["9D", "9C"]
    assert state.event_deck.cards == ["7C"]
    assert state.gold_on == {"10": 14}  # gold accumulates
    assert texts(state) == ["Event 9C: 10 gold is placed on 10 (now 14)."]
    assert state.work[EVENT]["council"] is False
    assert state.pending is None


def test_r3_a_card_of_the_emperors_colour_brings_the_great_dragon_and_a_council() -> None:
    state = event_state("9H", "10S", emperor=ELVES)  # red card, red Emperor; last turn 10S = 18
    put(state, "18", DWARVES, 3)
    put(state, "18", ORCS, 3)
    state.gold_on["18"] = 6
    events.begin(state, CTX)
    assert state.tokens == {"18": [0, 0, 0, 1]}  # R10: the Orcs halve, rounded up
    assert "18" not in state.gold_on
    assert state.gold_on["13"] == 12
    assert state.work[EVENT]["council"] is True
    assert texts(state)[1:] == [
        "9H is red, the colour of the Emperor Elora (Elves): the Great Dragon!",
        "The Great Dragon attacks 18, the plain of the previous event 10S.",
        "The Great Dragon strikes 18: 6 gold lost to the bank; Dain (Dwarves) loses 3 tokens to "
        "the reserve; Urg (Orcs) loses 2 of 3 tokens (half, rounded up) to the reserve.",
        "A Great Council is called.",
    ]


@pytest.mark.parametrize(
    ("card", "emperor", "great"),
    [
        ("8S", GOBLINS, True),
        ("8C", ORCS, True),
        ("8D", DWARVES, True),
        ("8H", DWARVES, True),
        ("8S", DWARVES, False),
        ("8D", ORCS, False),
        ("8H", GOBLINS, False),
        ("8C", ELVES, False),
    ],
)
def test_r3_the_emperors_colour_is_that_of_their_king(card: str, emperor: int, great: bool) -> None:
    state = event_state(card, "7D", emperor=emperor)
    events.begin(state, CTX)
    assert state.work[EVENT]["council"] is great


def test_r10_the_great_dragon_spares_hidden_elves() -> None:
    state = event_state("10H", "9H", emperor=DWARVES)  # last turn 9H = 13
    state.hidden["13"] = 5
    put(state, "13", GOBLINS, 2)
    events.begin(state, CTX)
    assert state.hidden == {"13": 5}
    assert state.on("13", GOBLINS) == 0


def test_r10_on_turn_1_the_great_dragon_hits_nothing_but_the_council_is_held() -> None:
    state = event_state("7D", emperor=DWARVES, turn=1)
    put(state, "2", GOBLINS, 2)
    events.begin(state, CTX)
    assert state.on("2", GOBLINS) == 2
    assert state.gold_on == {"2": 8}
    assert state.work[EVENT]["council"] is True
    assert "The Great Dragon appears, but there is no earlier event plain to strike." in texts(
        state
    )


def test_r10_option_no_great_dragon_on_turn_1() -> None:
    state = event_state("7D", emperor=DWARVES, turn=1, no_great_dragon_turn_one=True)
    events.begin(state, CTX)
    assert state.work[EVENT]["council"] is False
    assert (
        texts(state)[-1]
        == "7D is red like the Emperor Dain (Dwarves), but on turn 1 no Great Dragon."
    )


def test_r10_the_option_leaves_later_turns_alone() -> None:
    state = event_state("7D", "8H", emperor=DWARVES, turn=2, no_great_dragon_turn_one=True)
    events.begin(state, CTX)
    assert state.work[EVENT]["council"] is True


def test_the_event_round_takes_no_moves() -> None:
    state = event_state("9C")
    state.round = EVENT
    assert RULES.moves_table.open_in(EVENT) == ()
    assert RULES.legal_moves(state, 0) == []
    problem = RULES.reason(state, Move.make(0, "pass_ace"))
    assert problem is not None and problem.code == "dune/E_WRONG_PHASE"
