"""Dragon Dune says its counts in agreeing words: "1 token", "2 tokens", "1 move left"."""

import pytest

from game.games.dune import battle
from game.games.dune.state import DWARVES, ELVES, ORCS
from tests.games.dune.helpers import put, texts
from tests.games.dune.test_recruit import opened, play, refused, refused_move, turn_of


@pytest.mark.parametrize(
    ("on_board", "message"),
    [
        (20, "You have no tokens in reserve (20-token limit)."),
        (19, "You have only 1 token in reserve (20-token limit)."),
        (18, "You have only 2 tokens in reserve (20-token limit)."),
    ],
)
def test_r13_the_reserve_refusal_counts_the_tokens_left(on_board: int, message: str) -> None:
    state = opened()
    put(state, "3", ORCS, on_board)
    turn_of(state, ORCS)  # the Orcs conscript up to 4 (R16)
    assert refused(state, ORCS, "conscript", region="3", n=3) == ("dune/E_RESERVE", message)


@pytest.mark.parametrize(
    ("dead", "line"),
    [
        (1, "1 token of Dain (Dwarves) returns from the graveyard to the reserve (0 left there)."),
        (2, "2 tokens of Dain (Dwarves) return from the graveyard to the reserve (0 left there)."),
    ],
)
def test_the_graveyard_return_agrees_with_its_count(dead: int, line: str) -> None:
    state = opened()
    state.players[DWARVES].graveyard = dead
    turn_of(state, DWARVES)
    assert texts(state)[-1] == line


@pytest.mark.parametrize(
    ("on_board", "message"),
    [(1, "Only 1 of your tokens is in 3."), (2, "Only 2 of your tokens are in 3.")],
)
def test_a_move_of_too_many_tokens_says_how_many_stand_there(on_board: int, message: str) -> None:
    state = opened()
    put(state, "3", DWARVES, on_board)
    turn_of(state, DWARVES)
    assert refused_move(state, DWARVES, "3", ("2",), 3) == ("dune/E_TOO_FEW_TOKENS", message)
    assert refused(state, DWARVES, "disband", region="3", n=3) == ("dune/E_TOO_FEW_TOKENS", message)


def test_the_turn_prompt_counts_the_moves_left() -> None:
    state = opened()
    put(state, "3", DWARVES, 4)
    state.players[DWARVES].hand.cards = ["AD"]
    turn_of(state, DWARVES)
    assert state.pending is not None
    assert state.pending.prompt == (
        "Your turn: conscript, recruit, move, disband — in that order (1 move left) — or end it."
    )
    play(state, DWARVES, "ace_extra_move", card="AD")
    assert state.pending.prompt == (
        "Your turn: move, disband — in that order (2 moves left) — or end it."
    )


@pytest.mark.parametrize(
    ("held", "prompt"),
    [
        (1, "Steal the Elves' only artifact?"),
        (3, "Steal one of the Elves' 3 artifacts at random?"),
    ],
)
def test_r39_the_plunder_question_counts_the_losers_artifacts(held: int, prompt: str) -> None:
    assert battle.plunder_prompt("Elves", held) == prompt


@pytest.mark.parametrize(
    ("there", "message"),
    [
        (0, "You can only send 0 tokens."),
        (1, "You can send 0 or 1 token."),
        (5, "You can send 0 to 5 tokens."),
    ],
)
def test_r31_the_army_size_refusal_names_the_sizes_allowed(there: int, message: str) -> None:
    assert battle.army_sizes(there) == message


def test_one_elf_token_placed_is_said_in_the_singular() -> None:
    state = opened()
    put(state, "6", ELVES, 1)
    turn_of(state, ELVES)
    play(state, ELVES, "conscript", region="6", n=1)
    assert texts(state)[-1] == "Elora (Elves) conscripts 1 token in 6."
