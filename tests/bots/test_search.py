"""The generic search bot (game/bots/search.py) on Tiny Pile (take 1 or 2 of 7 tokens;
whoever takes the last wins; leaving a multiple of three wins): it finds the winning
take from the rules alone, the same seed gives the same move, a budget of iterations is
kept, and a time cap ends the search early."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.determinize import sample_problems, world_of
from game.bots.search import SearchBot
from game.core.entry import SearchHooks
from game.core.move import Move
from game.core.rng import Rng
from tests.tiny_game.rules import TinyRuleset, TinyState

RULES = TinyRuleset()
HOOKS = SearchHooks(
    determinize=lambda rules, view, rng: world_of(view, rng),  # nothing is hidden
    evaluate=lambda rules, state, seat: 0.5,
    horizon=0,
)


def position(left: int) -> TinyState:
    """Seat 0 to take, `left` tokens in the pile."""
    state = RULES.new_game(["A", "B"], 1, {})
    while len(state.pile.cards) > left:
        state.taken[1].cards.append(state.pile.cards.pop())
    state.pending = RULES._ask(0)
    return state


def choose(bot: SearchBot, state: TinyState) -> Move:
    view = RULES.view(state, 0)
    return bot.choose(view, RULES.legal_moves(state, 0))


@pytest.mark.parametrize(("left", "take"), [(7, 1), (5, 2), (4, 1), (2, 2)])
def test_the_search_finds_the_take_that_leaves_a_multiple_of_three(left: int, take: int) -> None:
    bot = SearchBot(RULES, 3, HOOKS, iterations=400)
    assert choose(bot, position(left))["count"] == take


def test_the_same_seed_gives_the_same_move_and_counts_its_iterations() -> None:
    moves = [choose(SearchBot(RULES, 9, HOOKS, iterations=60), position(7)) for _ in range(3)]
    assert moves[0] == moves[1] == moves[2]
    bot = SearchBot(RULES, 9, HOOKS, iterations=60, settle=False)
    choose(bot, position(7))
    assert bot.last is not None and bot.last.iterations == 60 and not bot.last.settled


def test_a_search_stops_once_its_move_is_settled_and_says_so() -> None:
    whole = SearchBot(RULES, 9, HOOKS, iterations=2_000, settle=False)
    quick = SearchBot(RULES, 9, HOOKS, iterations=2_000)
    assert choose(quick, position(7)) == choose(whole, position(7))
    assert quick.last is not None and whole.last is not None
    assert whole.last.iterations == 2_000
    assert quick.last.settled and quick.last.iterations < 2_000
    assert quick.last.iterations % 8 == 0  # it looks every SETTLE_EVERY iterations
    assert f"({quick.last.iterations} of 2000 iterations; its move was settled)" in (
        quick.last.summary()
    )


def test_a_time_cap_ends_the_search_early() -> None:
    bot = SearchBot(RULES, 9, HOOKS, iterations=10**9)
    bot.time_cap = 0.05
    choose(bot, position(7))
    assert bot.last is not None and 0 < bot.last.iterations < 10**9


class Always:
    """A guide that always takes `count` tokens."""

    needs_view = True

    def __init__(self, count: int) -> None:
        self.count = count

    def choose(self, view: Any, legal: Any) -> Move:
        return next(m for m in legal if m["count"] == self.count)


def test_a_guides_move_stands_unless_the_search_finds_one_better_by_the_margin() -> None:
    """From 5, taking 2 wins and taking 1 loses (against best play): the search sees a
    gap of about a whole win, so a small margin overrides the wrong guide; a margin
    above any gap keeps the guide's move; a right guide is never overridden."""
    wrong = SearchBot(RULES, 3, HOOKS, iterations=400, guide=Always(1), margin=0.1)
    assert choose(wrong, position(5))["count"] == 2
    stubborn = SearchBot(RULES, 3, HOOKS, iterations=400, guide=Always(1), margin=1.0)
    assert choose(stubborn, position(5))["count"] == 1
    right = SearchBot(RULES, 3, HOOKS, iterations=400, guide=Always(2), margin=0.0)
    assert choose(right, position(5))["count"] == 2


def test_a_world_is_a_state_of_its_own_that_keeps_what_its_viewer_sees() -> None:
    state = position(6)
    view = RULES.view(state, 0)
    world: Any = world_of(view, Rng(5))
    assert sample_problems(view, world, 0) == []
    assert not world.is_view and world.rng != view.rng
    world.pile.cards.pop()
    assert sample_problems(view, world, 0) == ["zone pile, which seat 0 sees, changed"]


def test_an_entrys_search_hooks_load_its_search_only_when_a_search_asks() -> None:
    """The app imports every entry at start; their search modules wait for a search."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from game.games import REGISTRY\n"
        "hooks = REGISTRY.entry('hatch').search\n"
        "assert 'game.games.hatch.search' not in sys.modules\n"
        "rules = REGISTRY.get('hatch')\n"
        "state = rules.new_game(['A', 'B'], 1, {})\n"
        "print(round(hooks.evaluate(rules, state, 0), 3))\n"
        "assert 'game.games.hatch.search' in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert 0.0 <= float(done.stdout) <= 1.0


class Flaky(TinyRuleset):
    """Tiny Pile, whose rules fail in the worlds marked broken (as a sampled world whose
    pending answer names a card no zone holds makes a real game's rules fail)."""

    def __init__(self) -> None:
        super().__init__()
        self.broken: set[int] = set()

    def apply(self, state: Any, move: Move) -> Any:
        if id(state) in self.broken:
            raise KeyError("no zone holds Tavern-03")
        return super().apply(state, move)


def test_a_sampled_world_the_rules_cannot_play_on_in_is_dropped_not_fatal() -> None:
    """One world in three fails: those are dropped, the budget is still spent on worlds
    that hold together, and the move found is the one the sound search finds."""
    rules = Flaky()
    made = [0]

    def determinize(rules_: Any, view: Any, rng: Rng) -> Any:
        world = world_of(view, rng)
        made[0] += 1
        rules.broken = {id(world)} if made[0] % 3 == 0 else set()  # one world at a time
        return world

    hooks = SearchHooks(determinize=determinize, evaluate=HOOKS.evaluate, horizon=0)
    bot = SearchBot(rules, 3, hooks, iterations=300, settle=False)
    state = position(5)
    move = bot.choose(RULES.view(state, 0), RULES.legal_moves(state, 0))
    assert move["count"] == 2  # leaves 3: the winning take, as without the failures
    assert bot.last is not None and bot.last.iterations == 300
    assert bot.last.dropped == made[0] - 300 > 100
