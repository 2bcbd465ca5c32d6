"""Today's Hatch games, pinned: `python -m tests.games.hatch.golden` writes
`golden_games.json` beside this file; `test_golden_games` plays the same games again and
compares. Each game is named by its bots, seats and seed and kept as its number of
moves, its final dynasties and winners, and a hash of its public log (every line any
seat may read), so a change to the rules, the card data's reading or a bot that alters
any shipped game shows here.

The games: the default (easy) bots on the shared playout seeds at 2 to 5 seats (bots
seeded `seed * 16 + seat`, as the shared bot test seeds them); random players with
random options (the shared random playout's choices); and the search bot on a small
budget against the easy bot.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from game.bots.random_bot import RandomBot
from game.bots.search import SearchBot
from game.core.rng import Rng
from game.core.runner import play
from game.core.state import GameState
from game.games.hatch import ENTRY
from game.games.hatch.bots import EasyHatchBot
from game.games.hatch.rules import HatchRules
from game.games.hatch.search import focused

GOLDEN = Path(__file__).with_name("golden_games.json")
EASY_SEEDS = range(6)
EASY_SEATS = (2, 3, 4, 5)
RANDOM_SEEDS = range(4)
SEARCH_SEEDS = range(2)
SEARCH_BUDGET = 8


def random_options(rules: HatchRules, rng: Rng) -> dict[str, Any]:
    """Options drawn as the shared random playout draws them (one in three switched)."""
    options = {}
    for option in rules.options:
        choices = option.choices or (False, True)
        if rng.below(3) == 0:
            options[option.name] = choices[rng.below(len(choices))]
    return options


def summary(state: GameState) -> dict[str, Any]:
    """A finished game in a few numbers: moves, dynasties, winners, the public log's hash."""
    assert state.result is not None
    public = "\n".join(line.text for line in state.log if line.seat is None)
    return {
        "moves": len(state.moves),
        "summary": state.result.summary,
        "winners": list(state.result.winners),
        "log": hashlib.sha256(public.encode("utf-8")).hexdigest()[:16],
    }


def games(rules: HatchRules) -> dict[str, dict[str, Any]]:
    """Every pinned game, by its name, played with `rules`."""
    found: dict[str, dict[str, Any]] = {}
    for seats in EASY_SEATS:
        for seed in EASY_SEEDS:
            bots = [EasyHatchBot(rules, seed * 16 + s) for s in range(seats)]
            state = play(rules, bots, seed, max_moves=ENTRY.max_moves)
            found[f"easy {seats} seats, seed {seed}"] = summary(state)
    for seats in (2, 3):
        for seed in RANDOM_SEEDS:
            options = random_options(rules, Rng(seed * 7919 + 1))
            randoms = [RandomBot(seed * 16 + s) for s in range(seats)]
            state = play(rules, randoms, seed, options, max_moves=5_000)
            found[f"random {seats} seats, seed {seed}"] = summary(state)
    assert ENTRY.search is not None
    for seed in SEARCH_SEEDS:
        players: list[Any] = [
            SearchBot(focused(rules), seed, ENTRY.search, SEARCH_BUDGET),
            EasyHatchBot(rules, seed + 1),
        ]
        state = play(rules, players, seed, max_moves=ENTRY.max_moves)
        found[f"search 2 seats, seed {seed}"] = summary(state)
    return found


def main() -> None:
    GOLDEN.write_text(json.dumps(games(HatchRules()), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")


if __name__ == "__main__":
    main()
