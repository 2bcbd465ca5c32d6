"""Pins today's Dragon Dune games: writes `golden_games.json` beside this script.

For the shared playout seeds (tests/core/test_playout.py: its default bots' seeds 0 and 1,
bot seeds `seed * 16 + seat`, and its random playouts' seeds 0 to 7) at four seats, the
default (easy) bots' and the random bots' games: the number of moves, the result and a
hash of the public log. `test_golden_games.py` replays them and compares, so a change that
moves any shipped behaviour shows. Run from the repository root:

    python tests/games/dune/golden_games.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT = HERE / "golden_games.json"
SEEDS = tuple(range(8))  # the shared playout seeds
BOTS = ("easy", "random")  # the default bot, and one that tries every kind of move
SEATS = 4  # Dragon Dune is played by four (R1)


def public_log_hash(state: Any) -> str:
    lines = [line.text for line in state.log if line.seat is None]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def play_game(seed: int, bot: str, ruleset: Any = None) -> dict[str, Any]:
    """One game between four bots of a kind, summed up as the golden file keeps it."""
    from game.core.runner import play
    from game.games import REGISTRY

    entry = REGISTRY.entry("dune")
    rules = ruleset if ruleset is not None else REGISTRY.get("dune")
    bots = [entry.make_bot(bot, seed * 16 + s, rules) for s in range(SEATS)]
    state = play(rules, bots, seed, max_moves=entry.max_moves)
    result = state.result
    return {
        "seed": seed,
        "bots": bot,
        "seats": SEATS,
        "moves": len(state.moves),
        "winners": list(result.winners),
        "how": result.how,
        "log": public_log_hash(state),
    }


def main() -> None:
    games = [play_game(seed, bot) for bot in BOTS for seed in SEEDS]
    OUT.write_text(json.dumps(games, indent=2) + "\n")
    print(f"wrote {OUT} ({len(games)} games)")


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parents[2]))
    main()
