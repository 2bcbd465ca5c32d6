"""Today's Dragon Riders games, pinned: random players and the default bots over fixed
seeds, each game's length, result and a hash of its whole log. `python -m
tests.games.riders.golden` writes golden_games.json; test_golden_games.py replays and
compares, so a change to how the tiles' powers are read (their data, R22–R34) shows up as
a changed game."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from game.core.rng import Rng
from game.core.state import GameState
from game.games import REGISTRY

FILE = Path(__file__).with_name("golden_games.json")
RANDOM_SEEDS = range(60)
BOT_SEEDS = range(12)


def fingerprint(state: GameState) -> dict[str, Any]:
    log = "\n".join(f"{line.seat}|{line.text}" for line in state.log)
    result = state.result
    return {
        "moves": len(state.moves),
        "winners": list(result.winners) if result is not None else None,
        "log": hashlib.sha256(log.encode()).hexdigest()[:16],
    }


def random_game(seed: int) -> GameState:
    """A game of uniformly random legal moves (every Rider and Dragon is drafted)."""
    ruleset = REGISTRY.get("riders")
    rng = Rng(seed * 31 + 7)
    options = {}
    for option in ruleset.options:  # each option's other value in some games
        choices = option.choices or (False, True)
        if rng.below(3) == 0:
            options[option.name] = choices[rng.below(len(choices))]
    state: GameState = ruleset.new_game(["P1", "P2"], seed, options)
    while ruleset.result(state) is None:
        seat = ruleset.to_act(state)[0]
        legal = ruleset.legal_moves(state, seat)
        ruleset.apply(state, legal[rng.below(len(legal))])
    return state


def bot_game(seed: int) -> GameState:
    """A game between the default bots."""
    from game.core.runner import play

    entry = REGISTRY.entry("riders")
    ruleset = REGISTRY.get("riders")
    bots = [entry.bots[entry.default_bot](ruleset, seed * 2 + n) for n in range(2)]
    state: GameState = play(ruleset, bots, seed=seed)
    return state


def games() -> dict[str, dict[str, Any]]:
    found = {f"random {s}": fingerprint(random_game(s)) for s in RANDOM_SEEDS}
    found |= {f"bots {s}": fingerprint(bot_game(s)) for s in BOT_SEEDS}
    return found


if __name__ == "__main__":
    FILE.write_text(json.dumps(games(), indent=1) + "\n", encoding="utf-8")
