"""Generic players that choose among legal moves, seeing only their own view.

Each game's own bots live in its folder and are listed in its entry; a bot is
made through `REGISTRY.make_bot(game, kind, seed)` (see `game.games`).
"""

from __future__ import annotations

from game.bots.random_bot import RandomBot

__all__ = ["RandomBot"]
