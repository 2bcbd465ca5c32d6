"""Simultaneous secret answers in the generic search bot (game/bots/search.py): a joint
decision, so the other seat's answer is never chosen knowing the bot's.

Secret Pennies: seat 0 writes heads, tails or "fold"; seat 1 writes heads or tails; then
both are revealed. Seat 0 wins on a match, loses on a miss, and a fold is worth 0.2 to
it. An opponent that saw seat 0's answer would always miss it, so a search that lets it
see would find every guess worth 0 and fold; one that keeps the answers secret finds a
guess worth about 0.5 (the opponent cannot do better than a coin) and guesses. The
answers are asked both ways the games ask them: of both seats in one decision (Dune's
battle plans, Draconium's Eggs) and of one seat after the other (DML's seizes)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from game.bots.determinize import world_of
from game.bots.search import SearchBot, own_answers
from game.core.entry import SearchHooks
from game.core.move import Move
from game.core.rng import Rng
from game.core.state import ANSWERED, GameState, Pending

FOLD_WORTH = 0.2
OPTIONS = {0: ("heads", "tails", "fold"), 1: ("heads", "tails")}


@dataclass(slots=True)
class PenniesState(GameState):
    together: bool = True
    secret: bool = True  # False: the same answers written in the open, one after another


class SecretPennies:
    name = "pennies"

    def new_game(self, together: bool, secret: bool = True) -> PenniesState:
        state = PenniesState("pennies", ["A", "B"], {}, 1, Rng(1), together=together, secret=secret)
        seats = (0, 1) if together else (0,)
        state.pending = Pending("write", seats, "Write in secret", secret=secret)
        return state

    def to_act(self, state: PenniesState) -> tuple[int, ...]:
        return state.pending.seats if state.pending is not None else ()

    def legal_moves(self, state: PenniesState, seat: int) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        return [Move.make(seat, "write", side=side) for side in OPTIONS[seat]]

    def apply(self, state: PenniesState, move: Move) -> PenniesState:
        pending = state.pending
        if pending is None or move not in self.legal_moves(state, move.seat):
            raise ValueError(f"{move.describe()} is not open")
        state.moves.append(move)
        if state.together:
            if pending.answer(move.seat, move["side"]):
                state.pending = None
        elif move.seat == 0:
            state.pending = Pending(
                "write", (1,), "Write", secret=state.secret, answers={0: move["side"]}
            )
        else:
            state.pending = None
        return state

    def result(self, state: PenniesState) -> Any:
        return None

    def view(self, state: PenniesState, seat: int) -> PenniesState:
        seen = state.clone()
        seen.is_view, seen.viewer = True, seat
        if seen.pending is not None:
            seen.pending = seen.pending.seen_by(seat)
        return seen


def worth(rules: Any, state: PenniesState, seat: int) -> float:
    """Seat 0's share once both answers are written: 1 on a match, 0 on a miss."""
    first, second = (m["side"] for m in state.moves)
    mine = FOLD_WORTH if first == "fold" else float(first == second)
    return mine if seat == 0 else 1.0 - mine


def guess_the_answer(rules: Any, view: PenniesState, rng: Rng) -> PenniesState:
    world = world_of(view, rng)
    pending = world.pending
    if pending is not None:  # a seat that wrote before the viewer: its answer guessed
        pending.answers = {
            s: (("heads", "tails")[rng.below(2)] if a == ANSWERED else a)
            for s, a in pending.answers.items()
        }
    return world


HOOKS = SearchHooks(determinize=guess_the_answer, evaluate=worth, horizon=2)
RULES = SecretPennies()


def search(together: bool, seed: int = 5, secret: bool = True) -> SearchBot:
    state = RULES.new_game(together, secret)
    bot = SearchBot(RULES, seed, HOOKS, iterations=3000)
    bot.choose(RULES.view(state, 0), RULES.legal_moves(state, 0))
    return bot


@pytest.mark.parametrize("together", [True, False])
def test_the_opponent_answers_without_seeing_the_bots_secret(together: bool) -> None:
    bot = search(together)
    assert bot.last is not None and bot.last.dropped == 0
    # the opponent's answers hang from the decision itself, one table for every answer
    # seat 0 gave, and nothing of the opponent's hangs below any answer of seat 0
    root = bot.tree
    assert root is not None
    assert root.secret is not None and set(root.secret) == {0, 1}
    assert root.children == {}
    theirs = root.secret[1]
    assert sorted(m["side"] for m, _ in theirs.values()) == ["heads", "tails"]
    assert sum(child.visits for _, child in theirs.values()) == 3000
    # and it cannot miss on purpose: a guess is worth more than a fold to seat 0, where
    # an opponent that saw the answer would hold every guess to 0
    mine = {m["side"]: child.reward / child.visits for m, child in own_answers(root, 0).values()}
    assert mine["fold"] == pytest.approx(FOLD_WORTH)
    assert mine["heads"] > 0.25 and mine["tails"] > 0.25
    below = {key for key in root.revealed or {}}
    assert len(below) == 6  # each pair of answers, revealed, has its own node below


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_an_opponent_that_sees_the_answer_makes_the_bot_fold(seed: int) -> None:
    # the same answers in the open, one after another: the opponent's node lies below
    # each of seat 0's answers and misses it every time, so seat 0 folds
    bot = search(together=False, seed=seed, secret=False)
    assert bot.last is not None and bot.last.move["side"] == "fold"
    root = bot.tree
    assert root is not None and root.secret is None
    for _, child in root.children.values():
        if child.visits > 20:
            assert child.reward / child.visits in (FOLD_WORTH, pytest.approx(0.0, abs=0.2))


@pytest.mark.parametrize("seed", [5, 6, 7])
@pytest.mark.parametrize("together", [True, False])
def test_in_secret_the_bot_guesses(together: bool, seed: int) -> None:
    bot = search(together, seed=seed)
    assert bot.last is not None and bot.last.move["side"] in ("heads", "tails")


def test_the_seat_that_answers_second_is_searched_from_its_own_view() -> None:
    # seat 1, asked after seat 0 wrote (one after another): seat 0's answer is guessed by
    # the determinizer, and seat 1's own answers are the root's
    state = RULES.new_game(together=False)
    RULES.apply(state, Move.make(0, "write", side="heads"))
    bot = SearchBot(RULES, 5, HOOKS, iterations=400, settle=False)
    move = bot.choose(RULES.view(state, 1), RULES.legal_moves(state, 1))
    assert bot.last is not None and bot.last.iterations == 400 and bot.last.dropped == 0
    assert move["side"] in ("heads", "tails")
    assert sum(bot.last.visits.values()) == 400
