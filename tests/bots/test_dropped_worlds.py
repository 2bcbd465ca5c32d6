"""No sampled world is ever dropped in a shipped game: a world the rules cannot play on
is a bug in the game's determinizer or its rules, which a dropped world would hide.

Each game's shared playout seeds (tests/core/test_playout.py: the same seeds and the
same random options) are played at the fewest seats (the first two at the most too), by random moves and
the game's normal search bot on a small budget: the bot answers every question (a
secret answer, a choice among named cards or options) and every few other decisions, from its own view, and every world it samples must
play to its end or its estimate."""

from __future__ import annotations

import pytest

from game.bots.search import SearchBot
from game.core.rng import Rng
from game.games import REGISTRY
from tests.core.test_playout import random_options

SEARCHED = [e.name for e in REGISTRY.entries() if e.search is not None]
# Long games: fewer seeds. Draconium's seed 8 is the one that once dropped a world (a
# card its own question named, dealt away); every seed of its playout test is a longer
# run: `pytest tests/bots/test_dropped_worlds.py` with SEEDS["draconium"] = range(15).
SEEDS = {"dune": range(2), "draconium": (0, 1, 8), "hatch": range(1)}
EVERY = 4  # the search decides every fourth decision, and every question
ITERATIONS = 12
MAX_MOVES = 3_000


def play(name: str, seed: int, players: int) -> tuple[int, int, list[str]]:
    """One seeded game; the searches made, the worlds they dropped and the first
    reasons."""
    entry, rules = REGISTRY.entry(name), REGISTRY.get(name)
    rng = Rng(seed * 7919 + 1)
    options = random_options(rules, rng)
    state = rules.new_game([f"P{i + 1}" for i in range(players)], seed, options)
    bots = [entry.bots["normal"](rules, seed * 10 + s) for s in range(players)]
    for bot in bots:
        assert isinstance(bot, SearchBot)
        bot.iterations = ITERATIONS
    searches = 0
    for step in range(MAX_MOVES):
        if rules.result(state) is not None:
            break
        to_act = rules.to_act(state)
        seat = to_act[rng.below(len(to_act))]
        legal = rules.legal_moves(state, seat)
        pending = state.pending
        asked = pending is not None and (pending.secret or bool(pending.choices))
        if len(legal) > 1 and (asked or step % EVERY == 0):
            move = bots[seat].choose(rules.view(state, seat), legal)
            searches += 1
        else:
            move = legal[rng.below(len(legal))]
        rules.apply(state, move)
    bots_of = [b for b in bots if isinstance(b, SearchBot)]
    return (
        searches,
        sum(b.dropped for b in bots_of),
        [r for b in bots_of for r in b.drop_reasons],
    )


@pytest.mark.parametrize("name", SEARCHED)
def test_the_search_drops_no_world_in_the_playout_seeds(name: str) -> None:
    rules = REGISTRY.get(name)
    searched = 0
    for seed in SEEDS.get(name, range(4)):
        most = [rules.max_seats] if seed < 2 and rules.max_seats > rules.min_seats else []
        for players in [rules.min_seats, *most]:
            searches, dropped, reasons = play(name, seed, players)
            assert dropped == 0, f"seed {seed}, {players} players: {dropped} dropped: {reasons}"
            searched += searches
    assert searched >= 20  # the search really decided, many times
