"""The games the dragon lines play today, pinned: `python -m tests.games.draconium.line_golden`
writes line_golden.json beside it; test_line_golden.py plays the same games and compares.

Each game is the default bots at one seat count, seed and Egg set-up (the shared playout
seeds, 2 to 4 seats, the Egg pools and assignments of R2/R3), recorded as its number of
moves, its result, the lines in play, which pieces ran (a hatch, a dispatch, a disengage,
a grow: counted from the public log) and a hash of the whole public log.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from game.core.runner import play
from game.games import REGISTRY

GOLDEN = Path(__file__).with_name("line_golden.json")
SEEDS = range(6)  # the playout test's bot-game seeds for Draconium
SEATS = (2, 3, 4)
SETUPS: dict[str, dict[str, Any]] = {
    "3 at random": {"egg_pool": "3 at random"},
    "all 10": {"egg_pool": "all 10"},
    "all 10, two Eggs": {"egg_pool": "all 10", "two_eggs": True},
    "randomizer": {"egg_pool": "randomizer", "draconium_cards": 5},
    "all 10, open choice": {"egg_pool": "all 10", "egg_assignment": "open choice"},
    "all 10, secret choice, two Eggs": {
        "egg_pool": "all 10",
        "egg_assignment": "secret choice",
        "two_eggs": True,
    },
}


def game_record(seats: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    entry, ruleset = REGISTRY.entry("draconium"), REGISTRY.get("draconium")
    bots = [entry.make_bot(entry.default_bot, seed * 16 + s, ruleset) for s in range(seats)]
    state = play(ruleset, bots, seed, options=options, max_moves=entry.max_moves)
    public = [line.text for line in state.log if line.seat is None]
    result = ruleset.result(state)
    lines = [rec["line"] for key in ("roosts", "roosts2") for rec in state.extra.get(key) or []]
    return {
        "seats": seats,
        "seed": seed,
        "options": options,
        "moves": len(state.moves),
        "winners": list(result.winners),
        "summary": result.summary,
        "lines": lines,
        "pieces": pieces_run(public),
        "log_sha256": hashlib.sha256("\n".join(public).encode()).hexdigest(),
    }


def pieces_run(public: list[str]) -> dict[str, int]:
    """How often each piece's effect ran in a game (an Egg's hatch, a beast's dispatch or
    disengage, a Drake growing), read from the public log."""
    found: Counter[str] = Counter()
    for text in public:
        if text.endswith(" hatches!"):
            found[text.removesuffix(" hatches!").split("'s ", 1)[1] + ": hatch"] += 1
        elif " dispatches " in text:
            found[text.split(" dispatches ", 1)[1].rstrip(".") + ": dispatch"] += 1
        elif text.endswith(" returns to the Roost and disengages."):
            beast = text.removesuffix(" returns to the Roost and disengages.")
            found[beast.split("'s ", 1)[1] + ": disengage"] += 1
        elif "'s Drake grows into " in text:
            found[text.split("'s Drake grows into ", 1)[1].rstrip("!") + ": grown"] += 1
    return dict(sorted(found.items()))


def all_games() -> list[dict[str, Any]]:
    return [
        game_record(seats, seed, dict(options))
        for options in SETUPS.values()
        for seats in SEATS
        for seed in SEEDS
    ]


def lines_seen(games: list[dict[str, Any]]) -> Counter[str]:
    """In how many games each line was on a Roost mat."""
    return Counter(line for game in games for line in set(game["lines"]))


def main() -> None:
    games = all_games()
    GOLDEN.write_text(json.dumps(games, indent=1) + "\n", encoding="utf-8")
    seen = lines_seen(games)
    print(f"{len(games)} games; games per line: {dict(sorted(seen.items()))}", file=sys.stderr)
    ran: Counter[str] = Counter()
    for game in games:
        ran.update(game["pieces"])
    print(f"pieces run: {dict(sorted(ran.items()))}", file=sys.stderr)


if __name__ == "__main__":
    main()
