"""Dragon Dune's move table: each move kind declared once, with its arguments, its round,
its reason, what it does and its legal moves. The kernel's shape gate refuses a move of
another shape in Dune's words (E_MALFORMED, E_UNKNOWN_MOVE, E_NO_SEAT) and changes
nothing; a move of another round is refused before "not your turn" (§8); move_stack's
`hidden` is optional and means False when left out (R23)."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.random_bot import RandomBot
from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.serial import to_plain
from game.games.dune.rules import DuneRuleset
from game.games.dune.state import (
    BATTLE,
    BIDDING,
    COUNCIL,
    DRAGON,
    ORCS,
    RECRUIT,
    SETUP,
    DuneState,
)

RULES = DuneRuleset()
NAMES = ["Dain", "Elora", "Grik", "Urg"]
ROUNDS = {
    SETUP: {"set_orc_split"},
    DRAGON: {"pass_ace", "orc_ace_relocate"},
    COUNCIL: {
        "propose_alliance",
        "accept_alliance",
        "decline_alliance",
        "break_alliance",
        "pass_council",
    },
    BIDDING: {"place_bid", "pass_bid", "pay_bid"},
    RECRUIT: {
        "unhide",
        "goblin_ace_block",
        "done",
        "conscript",
        "hire_mercenaries",
        "raise_orcs",
        "elf_ace_place",
        "move_stack",
        "ace_extra_move",
        "disband",
        "end_turn",
    },
    BATTLE: {
        "hide",
        "done",
        "choose_battle",
        "ask_question",
        "no_question",
        "answer_question",
        "choose_army",
        "declare_treachery",
        "decline_treachery",
        "keep_artifact",
        "plunder",
        "plunder_resolve",
    },
}


def positions(seed: int, options: dict[str, Any] | None = None) -> list[tuple[DuneState, int]]:
    """Every position of a seeded random game, with the seat to act."""
    state = RULES.new_game(NAMES, seed, options or {})
    bots = [RandomBot(seed + i) for i in range(4)]
    seen = []
    while RULES.result(state) is None:
        seat = RULES.to_act(state)[0]
        seen.append((state.clone(), seat))
        RULES.apply(state, bots[seat].choose(None, RULES.legal_moves(state, seat)))
    return seen


def moving(seed: int = 3) -> tuple[DuneState, int, list[Move]]:
    """The first position of a seeded game where a player may move a stack (R20)."""
    for state, seat in positions(seed):
        stacks = [m for m in RULES.legal_moves(state, seat) if m.kind == "move_stack"]
        if stacks:
            return state, seat, stacks
    raise AssertionError("no stack moves in this game")


# -- the table ----------------------------------------------------------------------------------


def test_each_round_opens_exactly_its_move_kinds_each_declared_once() -> None:
    table = RULES.moves_table
    for round_, kinds in ROUNDS.items():
        assert {k.name for k in table.open_in(round_)} == kinds, round_
    assert set(table.kinds) == set().union(*ROUNDS.values())
    assert RULES.kind_of("done") is not None
    assert RULES.kind_of("done").phases == {RECRUIT, BATTLE}  # type: ignore[union-attr]


def test_the_listed_moves_are_well_formed_and_keep_their_arguments_in_name_order() -> None:
    for state, seat in positions(5, {"dragon_blocks": True, "larger_alliances": True})[::3]:
        for move in RULES.legal_moves(state, seat):
            assert RULES.malformed(move) is None, move
            assert [name for name, _ in move.args] == sorted(name for name, _ in move.args)


# -- the shape gate, in Dune's words ------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "code", "message"),
    [
        (Move.make(0, "fly"), "E_UNKNOWN_MOVE", "Dragon Dune has no move called 'fly'."),
        (
            Move.make(7, "pass_bid"),
            "E_NO_SEAT",
            "There is no seat 7; Dragon Dune has four.",
        ),
        (Move.make(-1, "done"), "E_NO_SEAT", "There is no seat -1; Dragon Dune has four."),
        (
            Move.make(3, "set_orc_split", n1c=4, n9f=3),
            "E_MALFORMED",
            "set_orc_split takes n16f, n1c, n9f; got n1c, n9f.",
        ),
        (
            Move.make(3, "set_orc_split", n1c=4, n9f=3, n16f="3"),
            "E_MALFORMED",
            "set_orc_split's n16f should be int, not '3'.",
        ),
        (
            Move.make(3, "move_stack", n=2, path=("9f",)),
            "E_MALFORMED",
            "move_stack takes from, n, path (optional: hidden); got n, path.",
        ),
        (
            Move.make(3, "move_stack", n=2, path="9f", **{"from": "10c"}),
            "E_MALFORMED",
            "move_stack's path should be tuple, not '9f'.",
        ),
        (
            Move.make(3, "move_stack", n=2, path=("9f",), hidden=1, **{"from": "10c"}),
            "E_MALFORMED",
            "move_stack's hidden should be bool, not 1.",
        ),
        (
            Move.make(3, "move_stack", n=2, path=("9f", None), **{"from": "10c"}),
            "E_MALFORMED",
            "move_stack's path lists regions by their names.",
        ),
        (
            Move.make(0, "pay_bid", card=5),
            "E_MALFORMED",
            "pay_bid's card should be str or nothing, not 5.",
        ),
        (
            Move.make(1, "answer_question", value=True),
            "E_MALFORMED",
            "answer_question's value should be int or str, not True.",
        ),
        (
            Move.make(1, "answer_question", value=None),
            "E_MALFORMED",
            "answer_question's value should be int or str, not None.",
        ),
        (
            Move.make(2, "choose_army", artifact=None, n=None),
            "E_MALFORMED",
            "choose_army's n should be int, not None.",
        ),
        (
            Move.make(3, "plunder", take="yes"),
            "E_MALFORMED",
            "plunder's take should be bool, not 'yes'.",
        ),
        (
            Move.make(0, "end_turn", now=True),
            "E_MALFORMED",
            "end_turn takes no arguments; got now.",
        ),
    ],
)
def test_the_shape_gate_refuses_in_dunes_words_and_changes_nothing(
    move: Move, code: str, message: str
) -> None:
    state = RULES.new_game(NAMES, 1)
    before = to_plain(state)
    with pytest.raises(IllegalMove) as refused:
        RULES.apply(state, move)
    assert (refused.value.code, refused.value.message) == (f"dune/{code}", message)
    assert to_plain(state) == before
    problem = RULES.reason(state, move)
    assert problem is not None and (problem.code, problem.message) == (f"dune/{code}", message)


def test_a_malformed_move_is_refused_even_once_the_game_is_over() -> None:
    state = RULES.new_game(NAMES, 2)
    bot = RandomBot(2)
    while state.result is None:
        RULES.apply(state, bot.choose(None, RULES.legal_moves(state, RULES.to_act(state)[0])))
    with pytest.raises(IllegalMove) as refused:
        RULES.check(state, Move.make(0, "place_bid", amount="6"))
    assert refused.value.code == "dune/E_MALFORMED"
    with pytest.raises(IllegalMove) as over:
        RULES.check(state, Move.make(0, "place_bid", amount=6))
    assert over.value.code == "dune/E_GAME_OVER"


# -- §8: the round before the seat --------------------------------------------------------------


def test_a_move_of_another_round_names_the_round_before_whose_turn_it_is() -> None:
    state = RULES.new_game(NAMES, 1)
    assert (state.round, RULES.to_act(state)) == (SETUP, (ORCS,))
    cases = [
        (
            Move.make(0, "place_bid", amount=1),
            "E_WRONG_PHASE",
            "That action is not allowed in the current round/step (Set-up).",
        ),
        (
            Move.make(0, "pass_council"),
            "E_COUNCIL_ONLY",
            "Alliances are formed or broken only at a Great Council.",
        ),
        (
            Move.make(1, "hide", region="4"),
            "E_CANNOT_HIDE",
            "Elves hide only at the start of the Battle round, in a contested region.",
        ),
        (Move.make(0, "done"), "E_WRONG_PHASE", None),
    ]
    for move, code, message in cases:
        problem = RULES.reason(state, move)
        assert problem is not None and problem.code == f"dune/{code}", move
        assert message is None or problem.message == message
    problem = RULES.reason(state, Move.make(0, "set_orc_split", n1c=4, n9f=3, n16f=3))
    assert problem is not None
    assert (problem.code, problem.message) == ("dune/E_NOT_YOUR_TURN", "It is Urg's decision now.")


def test_a_move_of_this_round_but_another_decision_is_the_wrong_step() -> None:
    state, seat, _ = moving()
    problem = RULES.reason(state, Move.make(seat, "done"))
    assert problem is not None
    assert (problem.code, problem.message) == (
        "dune/E_WRONG_PHASE",
        "That action is not allowed in the current round/step.",
    )


# -- move_stack's default (R23) ----------------------------------------------------------------


def test_the_listed_stack_moves_say_hidden_and_a_move_without_it_means_false() -> None:
    state, seat, stacks = moving()
    assert all("hidden" in dict(m.args) for m in stacks)
    listed = next(m for m in stacks if m["hidden"] is False)
    bare = Move(seat, "move_stack", tuple((k, v) for k, v in listed.args if k != "hidden"))
    assert RULES.normal(bare) == listed
    assert RULES.canonical(bare) == RULES.canonical(listed)
    RULES.check(state, bare)
    RULES.apply(state, bare)
    assert state.moves[-1] == listed  # recorded with the default
    assert state.moves[-1].args == listed.args


def test_a_longer_open_path_to_a_listed_destination_is_the_same_move() -> None:
    """R20: the rules list the shortest path and accept any open path to that region."""
    for state, seat in positions(3):
        for m in RULES.legal_moves(state, seat):
            if m.kind != "move_stack" or len(m["path"]) != 2:
                continue
            src, (mid, dst) = m["from"], m["path"]
            board = RULES.board
            for other in sorted(board.adjacency[src]):
                if other not in (mid, dst) and board.adjacent(other, dst):
                    detour = Move.make(
                        seat, "move_stack", n=m["n"], path=(other, dst), **{"from": src}
                    )
                    if RULES.reason(state, detour) is not None:
                        continue
                    RULES.check(state, detour)
                    RULES.apply(state, detour)
                    assert state.moves[-1]["hidden"] is False
                    return
    raise AssertionError("no detour found")


def test_a_stack_dropped_where_no_path_leads_is_a_step_that_says_hidden() -> None:
    state, seat, stacks = moving()
    src = stacks[0]["from"]
    reached = {m["path"][-1] for m in stacks if m["from"] == src}
    far = next(
        r
        for r in RULES.board.regions
        if r != src and r not in reached and not RULES.board.adjacent(src, r)
    )
    gesture = Gesture(f"stack:{src}:{seat}", f"region:{src}", f"region:{far}")
    move = RULES.move_for_gesture(state, seat, gesture)
    assert move is not None and (move["path"], move["hidden"], move["n"]) == ((far,), False, 1)
    problem = RULES.reason(state, move)
    assert problem is not None and problem.code == "dune/E_NOT_ADJACENT"


# -- the listed gate ---------------------------------------------------------------------------


def test_the_listed_gate_speaks_dunes_code() -> None:
    state, _, stacks = moving()
    problem = RULES.unlisted(state, stacks[0])
    assert (problem.code, problem.message) == (
        "dune/E_NOT_LISTED",
        "That is not one of the moves open to you now.",
    )


# -- copies ---------------------------------------------------------------------------------------


def test_a_view_copies_without_history_and_shares_nothing_it_may_change() -> None:
    state, seat, _ = moving()
    view = RULES.view(state, seat)
    assert view.moves == [] and view.is_view and view.viewer == seat
    assert view.work == state.work and view.work is not state.work
    assert view.players[seat].hand.cards is not state.players[seat].hand.cards
