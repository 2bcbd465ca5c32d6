"""The one list of games. Each game's folder exports one `ENTRY`; adding a game is
its folder plus one line here. The command line, the new-game screen, the bots
and the self-test read `REGISTRY` only."""

from __future__ import annotations

from typing import Any

from game.core.registry import Registry
from game.core.runner import Player
from game.games import dml, draconium, dune, hatch, riders

REGISTRY = Registry(
    [riders.ENTRY, dune.ENTRY, draconium.ENTRY, hatch.ENTRY, dml.ENTRY],
    source="game.games:REGISTRY",
)


def make_bot(game: str, kind: str, seed: int, ruleset: Any = None) -> Player:
    """A bot of `kind` for `game`, seeded; the kinds are the ones the game's entry lists."""
    return REGISTRY.make_bot(game, kind, seed, ruleset)
