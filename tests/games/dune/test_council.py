"""The Great Council (R11, R12): proposals, answers, breaking, passing, larger alliances."""

from typing import Any

import pytest

from game.core.move import Move
from game.games.dune import council
from game.games.dune.rules import DuneRuleset
from game.games.dune.state import DWARVES, ELVES, GOBLINS, ORCS, DuneState
from tests.games.dune.helpers import CTX, Round, bare
from tests.games.dune.helpers import all_texts as texts

ROUND = Round(council)
play, refused = ROUND.play, ROUND.refused


def opened(emperor: int = DWARVES, **options: Any) -> DuneState:
    state = bare(options=options)
    state.emperor = emperor
    council.begin(state, CTX)
    return state


def test_r11_the_council_opens_with_the_emperor() -> None:
    state = opened(GOBLINS)
    assert state.pending is not None
    assert (state.pending.kind, state.pending.seats) == ("council", (GOBLINS,))
    assert texts(state) == ["The Great Council opens; the Emperor Grik (Goblins) speaks first."]
    assert ROUND.legal(state, GOBLINS) == [
        Move.make(GOBLINS, "propose_alliance", target=ORCS),
        Move.make(GOBLINS, "propose_alliance", target=DWARVES),
        Move.make(GOBLINS, "propose_alliance", target=ELVES),
        Move.make(GOBLINS, "pass_council"),
    ]


def test_r11_a_proposal_is_answered_at_once_and_an_accepted_one_makes_a_pair() -> None:
    state = opened()
    play(state, DWARVES, "propose_alliance", target=GOBLINS)
    assert state.pending is not None
    assert (state.pending.kind, state.pending.seats) == ("alliance_offer", (GOBLINS,))
    assert ROUND.legal(state, GOBLINS) == [
        Move.make(GOBLINS, "accept_alliance", proposer=DWARVES),
        Move.make(GOBLINS, "decline_alliance", proposer=DWARVES),
    ]
    play(state, GOBLINS, "accept_alliance", proposer=DWARVES)
    assert (state.players[DWARVES].ally, state.players[GOBLINS].ally) == (GOBLINS, DWARVES)
    assert state.allied(DWARVES, GOBLINS) and council.allies(state, GOBLINS, DWARVES)
    assert texts(state)[-2:] == [
        "Dain (Dwarves) proposes an alliance to Grik (Goblins).",
        "Grik (Goblins) accepts: the Dwarves and Goblins are allied.",
    ]
    assert state.pending is not None and state.pending.seats == (ELVES,)  # after the proposer


def test_r11_a_declined_proposal_changes_nothing_and_play_moves_on() -> None:
    state = opened(ELVES)
    play(state, ELVES, "propose_alliance", target=ORCS)
    play(state, ORCS, "decline_alliance", proposer=ELVES)
    assert [p.ally for p in state.players] == [None, None, None, None]
    assert texts(state)[-1] == "Urg (Orcs) declines the alliance with Elora (Elves)."
    assert state.pending is not None and state.pending.seats == (GOBLINS,)


def test_r11_a_full_round_of_passes_ends_the_council() -> None:
    state = opened(ORCS)
    for seat in (ORCS, DWARVES, ELVES):
        play(state, seat, "pass_council")
        assert state.pending is not None
    play(state, GOBLINS, "pass_council")
    assert state.pending is None
    assert texts(state)[-2:] == [
        "Grik (Goblins) passes.",
        "The Great Council ends. Alliances: none.",
    ]


def test_r11_passes_must_be_consecutive() -> None:
    state = opened()
    play(state, DWARVES, "pass_council")
    play(state, ELVES, "pass_council")
    play(state, GOBLINS, "propose_alliance", target=ORCS)
    play(state, ORCS, "accept_alliance", proposer=GOBLINS)
    for seat in (ORCS, DWARVES, ELVES):
        play(state, seat, "pass_council")
        assert state.pending is not None
    play(state, GOBLINS, "pass_council")
    assert state.pending is None
    assert texts(state)[-1] == "The Great Council ends. Alliances: Goblins and Orcs."


def test_r11_breaking_is_unilateral_and_frees_both() -> None:
    state = opened(ELVES)
    council.make_alliance(state, (DWARVES, ELVES))
    assert ROUND.legal(state, ELVES) == [
        Move.make(ELVES, "break_alliance"),
        Move.make(ELVES, "pass_council"),
    ]
    play(state, ELVES, "break_alliance")
    assert [p.ally for p in state.players] == [None, None, None, None]
    assert texts(state)[-1] == "Elora (Elves) breaks the alliance with Dain (Dwarves)."
    assert state.pending is not None and state.pending.seats == (GOBLINS,)


def test_r11_alliances_are_pairs_one_per_player() -> None:
    state = opened()
    council.make_alliance(state, (ELVES, GOBLINS))
    assert refused(state, DWARVES, "propose_alliance", target=GOBLINS) == (
        "dune/E_ALREADY_ALLIED",
        "Grik is already in an alliance.",
    )
    council.make_alliance(state, (DWARVES, ORCS))
    assert refused(state, DWARVES, "propose_alliance", target=ELVES) == (
        "dune/E_ALREADY_ALLIED",
        "Dain is already in an alliance.",
    )
    assert [m.kind for m in ROUND.legal(state, DWARVES)] == [
        "break_alliance",
        "pass_council",
    ]


def test_council_refusals() -> None:
    state = opened()
    assert refused(state, DWARVES, "propose_alliance", target=DWARVES) == (
        "dune/E_SELF",
        "You cannot ally with yourself.",
    )
    assert refused(state, DWARVES, "propose_alliance", target=7) == (
        "dune/E_NO_SEAT",
        "There is no seat 7; Dragon Dune has four.",
    )
    assert refused(state, DWARVES, "break_alliance") == (
        "dune/E_NOT_ALLIED",
        "You are not in an alliance.",
    )
    assert refused(state, DWARVES, "accept_alliance", proposer=ELVES) == (
        "dune/E_NO_PROPOSAL",
        "Nobody has proposed an alliance to you.",
    )
    play(state, DWARVES, "propose_alliance", target=ELVES)
    assert refused(state, ELVES, "accept_alliance", proposer=ORCS) == (
        "dune/E_NO_PROPOSAL",
        "Urg has not proposed an alliance to you.",
    )
    assert refused(state, ELVES, "pass_council") == (
        "dune/E_WRONG_PHASE",
        "That action is not allowed in the current round/step.",
    )


# -- [option] larger alliances ----------------------------------------------------------------


def test_r11_option_larger_alliances_grow_and_stay_consistent() -> None:
    state = opened(larger_alliances=True)
    council.make_alliance(state, (DWARVES, ORCS))
    assert Move.make(DWARVES, "propose_alliance", target=ELVES) in ROUND.legal(state, DWARVES)
    play(state, DWARVES, "propose_alliance", target=ELVES)
    play(state, ELVES, "accept_alliance", proposer=DWARVES)
    assert council.alliance_of(state, ORCS) == (DWARVES, ELVES, ORCS)
    assert council.allies(state, ELVES, ORCS) and council.allies(state, ORCS, DWARVES)
    assert not council.allies(state, GOBLINS, ORCS)
    assert texts(state)[-1] == "Elora (Elves) accepts: the Dwarves, Elves and Orcs are allied."
    # the ring: each member points at the next member in seat order
    assert [p.ally for p in state.players] == [ELVES, ORCS, None, DWARVES]


def test_r11_option_larger_alliances_the_target_must_still_be_unallied() -> None:
    state = opened(larger_alliances=True)
    council.make_alliance(state, (ELVES, GOBLINS))
    assert refused(state, DWARVES, "propose_alliance", target=ELVES) == (
        "dune/E_ALREADY_ALLIED",
        "Elora is already in an alliance.",
    )


def test_r11_option_leaving_a_larger_alliance_keeps_the_rest_together() -> None:
    state = bare(options={"larger_alliances": True})
    council.make_alliance(state, (DWARVES, ELVES, ORCS))
    assert council.leave_alliance(state, ELVES) == (DWARVES, ORCS)
    assert [p.ally for p in state.players] == [ORCS, None, None, DWARVES]
    assert council.leave_alliance(state, ORCS) == (DWARVES,)
    assert [p.ally for p in state.players] == [None, None, None, None]


@pytest.mark.parametrize("members", [(0, 1), (1, 3), (0, 2, 3), (0, 1, 2, 3)])
def test_alliance_of_answers_every_member_the_same(members: tuple[int, ...]) -> None:
    state = bare()
    council.make_alliance(state, members)
    for seat in range(4):
        expected = members if seat in members else (seat,)
        assert council.alliance_of(state, seat) == expected
        assert council.is_lone(state, seat) is (seat not in members)


def test_alliance_moves_outside_a_council_are_refused_by_the_ruleset() -> None:
    rs = DuneRuleset()
    state = rs.new_game(["Dain", "Elora", "Grik", "Urg"], 3)
    problem = rs.reason(state, Move.make(ORCS, "propose_alliance", target=DWARVES))
    assert problem is not None
    assert (problem.code, problem.message) == (
        "dune/E_COUNCIL_ONLY",
        "Alliances are formed or broken only at a Great Council.",
    )


def test_r11_a_council_ends_one_proposal_per_pair_and_one_break_per_player() -> None:
    state = opened()

    def round_of_passes() -> None:
        for seat in (ELVES, GOBLINS, ORCS):
            play(state, seat, "pass_council")

    play(state, DWARVES, "propose_alliance", target=ELVES)
    play(state, ELVES, "decline_alliance", proposer=DWARVES)
    round_of_passes()
    assert refused(state, DWARVES, "propose_alliance", target=ELVES) == (
        "dune/E_ALREADY_ASKED",
        "You already proposed to Elora at this Council.",
    )
    assert Move.make(DWARVES, "propose_alliance", target=ELVES) not in ROUND.legal(state, DWARVES)
    play(state, DWARVES, "propose_alliance", target=GOBLINS)
    play(state, GOBLINS, "accept_alliance", proposer=DWARVES)
    round_of_passes()
    play(state, DWARVES, "break_alliance")
    round_of_passes()
    play(state, DWARVES, "propose_alliance", target=ORCS)
    play(state, ORCS, "accept_alliance", proposer=DWARVES)
    round_of_passes()
    assert refused(state, DWARVES, "break_alliance") == (
        "dune/E_ALREADY_BROKEN",
        "You already broke an alliance at this Council.",
    )
