"""Players that choose among legal moves, seeing only their own view."""

from __future__ import annotations

from typing import Any

from game.bots.random_bot import RandomBot
from game.bots.riders import GreedyRidersBot
from game.core.runner import Player

KINDS = ("random", "greedy", "bigmoney")


def make_bot(game: str, kind: str, seed: int, ruleset: Any) -> Player:
    """A bot for `game`: `random`, `greedy` (the game's sensible heuristic player), or
    `bigmoney` (Dominion: Draconium's Big Money benchmark player)."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        if game == "riders":
            return GreedyRidersBot(ruleset)
        if game == "dune":
            from game.bots.dune import GreedyDuneBot

            return GreedyDuneBot(ruleset, seed)
        if game == "draconium":
            from game.bots.dragon_bot import DragonBot

            return DragonBot(ruleset, seed)
        raise ValueError(f"There is no greedy bot for {game} yet.")
    if kind == "bigmoney":
        if game == "draconium":
            from game.bots.draconium import BigMoneyBot

            return BigMoneyBot(ruleset, seed)
        raise ValueError(f"Big Money plays only Dominion: Draconium, not {game}.")
    raise ValueError(f"There is no bot called {kind!r}; bots are: {', '.join(KINDS)}.")
