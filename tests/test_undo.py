"""Taking a move back: a player may undo their own moves within their turn until a die
is rolled, a shuffle drawn on or something hidden shown to them. Undo is a replay of
the game without the move, so it can never reach a position the rules did not."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.core.rng import Rng
from game.core.serial import to_plain
from game.core.zones import hidden_ids
from game.games import REGISTRY
from game.session import SeatPlan, Session


def hot_seat(game: str, seed: int = 3) -> Session:
    ruleset = REGISTRY.get(game)
    return Session(
        REGISTRY, ruleset, [SeatPlan(f"P{i}") for i in range(ruleset.min_seats)], seed=seed
    )


def play(session: Session, rng: Rng) -> None:
    """One random legal move by the seat to act, made at the screen."""
    seat = session.ruleset.to_act(session.state)[0]
    session.take_screen(seat)
    legal = session.ruleset.legal_moves(session.state, seat)
    assert session.submit(legal[rng.below(len(legal))]) is None


# Hatch draws only at a turn's start and in a Draw loot, so a random game takes longer to
# reach a move that can't be taken back.
STEPS = {"hatch": 600}


@pytest.mark.parametrize("game", REGISTRY.names())
def test_a_move_is_undoable_exactly_when_it_drew_no_chance_and_showed_its_maker_nothing(
    game: str,
) -> None:
    session, rng = hot_seat(game), Rng(1)
    undone = refused = 0
    for _ in range(STEPS.get(game, 150)):
        if session.result is not None:
            break
        state = session.state
        rng_before, seat = state.rng.state, session.ruleset.to_act(state)[0]
        hidden = hidden_ids(state.zones(), seat)
        moves_before = to_plain(state.moves)
        play(session, rng)
        chance = session.state.rng.state != rng_before
        shown = bool(hidden - hidden_ids(session.state.zones(), seat))
        over = session.result is not None
        assert session.can_take_back() == (not chance and not shown and not over)
        if session.can_take_back() and rng.below(2):
            session.take_back()
            undone += 1
            assert to_plain(session.state.moves) == moves_before
            again = REGISTRY.get(game).new_game(
                list(session.state.seats), session.state.seed, session.state.options
            )
            for move in session.state.moves:
                REGISTRY.get(game).apply(again, move)
            plain, replayed = to_plain(session.state), to_plain(again)
            plain.pop("log"), replayed.pop("log")
            assert plain == replayed  # the position is the replay's, not a patched one
        elif not session.can_take_back():
            refused += 1
    assert undone > 0 and refused > 0


def test_undo_says_who_took_back_what_in_the_log_and_the_move_can_be_made_again() -> None:
    session = hot_seat("riders")
    move = session.ruleset.legal_moves(session.state, 0)[0]
    session.take_screen(0)
    assert session.submit(move) is None
    assert session.take_back() == f"P0 took back: P0 rides {move['rider']}."
    assert session.state.moves == []
    assert session.state.log[-1].text == f"P0 took back: P0 rides {move['rider']}."
    assert session.submit(move) is None
    assert [line.text for line in session.state.log][-2:] == [
        f"P0 took back: P0 rides {move['rider']}.",
        f"P0 rides {move['rider']}.",
    ]


def test_nobody_takes_back_another_seats_move_or_a_move_made_before_the_game_was_opened() -> None:
    session = hot_seat("riders")
    session.take_screen(0)
    assert session.submit(session.ruleset.legal_moves(session.state, 0)[0]) is None
    session.take_screen(1)
    assert not session.can_take_back()
    with pytest.raises(IllegalMove) as refused:
        session.take_back()
    assert (refused.value.code, refused.value.message) == (
        "riders/no-undo",
        "There is no move of yours to take back.",
    )
    reopened = Session(REGISTRY, session.ruleset, session.plans, session.seed, state=session.state)
    reopened.take_screen(0)
    assert not reopened.can_take_back()


def test_a_drawn_card_cannot_be_taken_back() -> None:
    """Draconium's end of turn draws a new hand from a shuffled deck: once seen, it stays."""
    session, rng = hot_seat("draconium"), Rng(2)
    while True:
        before = len(session.state.log)
        play(session, rng)
        if session.state.moves[-1].kind == "end_phase" and any(
            "draws" in line.text for line in session.state.log[before:]
        ):
            break
    assert not session.can_take_back()
