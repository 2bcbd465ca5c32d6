"""Today's games pinned: the shared playout seeds (tests/core/test_playout.py's bot games)
between the default bots at 3 and 4 seats, and as many games between random players
(who reach the Powers and Events the default bots avoid), each as its number of moves,
its result and a hash of its public log. `golden_games.json` beside this file is what it wrote; run it
again (`python -m tests.games.dml.golden`) only when a change to the game is meant to
change its games."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from game.core.runner import play
from game.games.dml import ENTRY

GOLDEN = Path(__file__).with_name("golden_games.json")
SEEDS = range(4)  # the shared bot games' seeds for DML (test_playout.BOT_GAMES)
SEATS = (3, 4)
RANDOM_SEEDS = range(12)  # random games are quick: more of them reach rarer steps
OTHER_OPTIONS = {
    "siege_discard_half": False,
    "three_player_leftover": "deck",
    "tiebreak_eggs": True,
    "auto_pass": True,
    "seize_on_emblems": True,
    "eggs_to_nest": True,
}
"""Every option away from its default, for a few more random games."""


BOTS = (ENTRY.default_bot, "random")


def one_game(
    ruleset: Any, bot: str, seats: int, seed: int, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    """One seeded game between bots of one kind, seeded as the shared playout seeds them."""
    bots = [ENTRY.make_bot(bot, seed * 16 + s, ruleset) for s in range(seats)]
    state = play(ruleset, bots, seed, options=options, max_moves=ENTRY.max_moves)
    public = "\n".join(line.text for line in state.log if line.seat is None)
    result = state.result
    return {
        "bot": bot,
        "seats": seats,
        "seed": seed,
        "moves": len(state.moves),
        "winners": list(result.winners) if result is not None else None,
        "how": result.how if result is not None else "",
        "log_sha256": hashlib.sha256(public.encode("utf-8")).hexdigest(),
    }


def all_games(ruleset: Any) -> list[dict[str, Any]]:
    return [
        one_game(ruleset, bot, seats, seed)
        for bot in BOTS
        for seats in SEATS
        for seed in (SEEDS if bot == ENTRY.default_bot else RANDOM_SEEDS)
    ] + [
        {**one_game(ruleset, "random", seats, seed, OTHER_OPTIONS), "options": "other"}
        for seats in SEATS
        for seed in SEEDS
    ]


if __name__ == "__main__":
    games = all_games(ENTRY.make_rules())
    GOLDEN.write_text(json.dumps(games, indent=1) + "\n", encoding="utf-8")
    print(f"{len(games)} games written to {GOLDEN.name}")
