"""Dragon Riders (v0.12): two riders, two dragons, drafted decks.

Rules reference: shared/games/dragon-riders.md; rulings are cited as R1–R42.
The package's `ENTRY` plugs the game into the app; its client half (table kit,
faces, unit boards) is the `table` subpackage, which the rules never import.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import paths
from game.bots.random_bot import RandomBot
from game.core.entry import GameEntry
from game.core.runner import Player


def _rules() -> Any:
    from game.games.riders.rules import RidersRuleset

    return RidersRuleset()


def _rules_from(cards: Path) -> Any:
    """Dragon Riders played with a designer's card file (the layout lab's playtest)."""
    from game.games.riders.cards import load_catalog
    from game.games.riders.rules import RidersRuleset

    return RidersRuleset(load_catalog(cards))


def _greedy(ruleset: Any, seed: int) -> Player:
    from game.games.riders.bots import GreedyRidersBot

    return GreedyRidersBot(ruleset)


def card_data() -> str:
    """Self-test: the card file loads and checks."""
    from game.games.riders.cards import load_catalog

    cat = load_catalog(paths.card_file("riders"))
    return (
        f"{len(cat.by_instance)} cards of {len(cat.cards)} kinds, "
        f"{len(cat.riders)} Riders, {len(cat.dragons)} Dragons"
    )


ENTRY = GameEntry(
    name="riders",
    title="Dragon Riders",
    make_rules=_rules,
    rules_from=_rules_from,
    bots={"greedy": _greedy, "random": lambda ruleset, seed: RandomBot(seed)},
    default_bot="greedy",
    client="game.games.riders.table",
    data_files=("cards/riders.toml", "layouts/riders.toml"),
    checks=(("card data", card_data),),
    scenario="game.games.riders.scenario",
    balance="game.games.riders.balance",
    # the longest of 300 games between the default bots took 77 moves
    max_moves=300,
)
