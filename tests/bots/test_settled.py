"""A search that stops once its move is settled plays the move its whole budget would
have played (game/bots/search.py, `settled`): at every decision of a seeded game, a
bot that settles and one that runs its whole budget, both fresh from the same seed,
choose the same move; and the settled ones save iterations."""

from __future__ import annotations

import pytest

from game.bots.search import Node, SearchBot, settled
from game.core.rng import Rng
from game.games import REGISTRY

SEARCHED = [e.name for e in REGISTRY.entries() if e.search is not None]
BUDGET = 96
DECISIONS = 12  # compared a game
MAX_MOVES = 600


def fresh(name: str, seed: int, settle: bool) -> SearchBot:
    entry, rules = REGISTRY.entry(name), REGISTRY.get(name)
    bot = entry.bots["normal"](rules, seed)
    assert isinstance(bot, SearchBot)
    bot.iterations = BUDGET
    bot.settle = settle and bot.guide is None
    return bot


@pytest.mark.parametrize("name", SEARCHED)
def test_a_settled_search_plays_the_whole_budgets_move(name: str) -> None:
    rules = REGISTRY.get(name)
    players = rules.min_seats
    state = rules.new_game([f"P{i + 1}" for i in range(players)], 3, {})
    rng = Rng(17)
    compared = saved = 0
    for step in range(MAX_MOVES):
        if rules.result(state) is not None or compared >= DECISIONS:
            break
        to_act = rules.to_act(state)
        seat = to_act[rng.below(len(to_act))]
        legal = rules.legal_moves(state, seat)
        if len(legal) > 1 and step % 3 == 0:
            view = rules.view(state, seat)
            quick, whole = fresh(name, step, True), fresh(name, step, False)
            move = quick.choose(view, legal)
            assert move == whole.choose(view, legal), f"{name}: decision {step}"
            if whole.last is not None:  # a search decided (not Riders' quick duels)
                assert quick.last is not None and whole.last.iterations == BUDGET
                saved += BUDGET - quick.last.iterations
                compared += 1
        else:
            move = legal[rng.below(len(legal))]
        rules.apply(state, move)
    assert compared >= 4
    if fresh(name, 0, True).settle:
        assert saved > 0, f"{name}: no decision settled early in {compared}"


def test_settled_needs_a_lead_larger_than_the_iterations_left() -> None:
    root = Node(-1)
    for key, visits in (("a", 30), ("b", 10), ("c", 4)):
        root.children[key] = (key, Node(0, visits=visits))  # type: ignore[arg-type]
    legal = {"a", "b", "c"}
    assert settled(root, 0, legal, 19)  # 30 − 10 = 20 > 19
    assert not settled(root, 0, legal, 20)  # b could still tie a
    # A move the real position does not allow is not counted: c is next to a.
    assert settled(root, 0, {"a", "c"}, 25)
    assert not settled(root, 0, {"a", "c"}, 26)
    # A legal move never tried has no visits: a leads it by all of its own.
    assert settled(root, 0, {"a", "z"}, 29)
    assert not settled(root, 0, {"a", "z"}, 30)
