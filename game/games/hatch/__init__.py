"""Hatch: lay, nurture and hatch dragon eggs, attack and defend; 2–5 players.

Rules reference: shared/games/hatch.md; rulings are cited as R1–R32. The package's
`ENTRY` plugs the game into the app; its client half (table kit, faces, the layout
lab's deck) is the `table` subpackage, which the rules never import.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import paths
from game.bots.random_bot import RandomBot
from game.core.entry import GameEntry
from game.core.runner import Player


def _rules() -> Any:
    from game.games.hatch.rules import HatchRules

    return HatchRules()


def _rules_from(cards: Path) -> Any:
    """Hatch played with a designer's card file (the layout lab's playtest)."""
    from game.games.hatch.cards import load_catalog
    from game.games.hatch.rules import HatchRules

    return HatchRules(load_catalog(cards))


def _greedy(ruleset: Any, seed: int) -> Player:
    from game.games.hatch.bots import GreedyHatchBot

    return GreedyHatchBot(ruleset)


def card_data() -> str:
    """Self-test: the card file loads and checks."""
    from game.games.hatch.cards import load_catalog

    cat = load_catalog(paths.card_file("hatch"))
    return f"{len(cat.cards)} cards of {len(cat.species)} species"


ENTRY = GameEntry(
    name="hatch",
    title="Hatch",
    make_rules=_rules,
    rules_from=_rules_from,
    bots={"greedy": _greedy, "random": lambda ruleset, seed: RandomBot(seed)},
    default_bot="greedy",
    client="game.games.hatch.table",
    data_files=("cards/hatch.toml", "layouts/hatch.toml"),
    checks=(("card data", card_data),),
    scenario="game.games.hatch.scenario",
    balance="game.games.hatch.balance",
    # the longest of 300 two-seat games between the default bots took 953 moves (more
    # seats, more turns before the round limit)
    max_moves=4_000,
)
