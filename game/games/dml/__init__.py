"""Dragon's Money Laundering: a market game on playing cards and two dice, 3–4 players.

Rules reference: shared/games/dml.md; rulings are cited as R1–R56. The package's
`ENTRY` plugs the game into the app; its client half (table kit, faces) is the
`table` subpackage, which the rules never import.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import paths
from game.bots.random_bot import RandomBot
from game.core.entry import GameEntry
from game.core.runner import Player


def _rules() -> Any:
    from game.games.dml.rules import DmlRules

    return DmlRules()


def _rules_from(cards: Path) -> Any:
    """DML played with a designer's card file (the layout lab's playtest)."""
    from game.games.dml.cards import load_catalog
    from game.games.dml.rules import DmlRules

    return DmlRules(load_catalog(cards))


def _greedy(ruleset: Any, seed: int) -> Player:
    from game.games.dml.bots import GreedyDmlBot

    return GreedyDmlBot(ruleset, seed)


def card_data() -> str:
    """Self-test: the card file loads and checks."""
    from game.games.dml.cards import load_catalog

    cat = load_catalog(paths.card_file("dml"))
    return (
        f"{len(cat.card_ids())} cards, {len(cat.powers)} Ultimate Powers, {len(cat.events)} Events"
    )


ENTRY = GameEntry(
    name="dml",
    title="Dragon's Money Laundering",
    make_rules=_rules,
    rules_from=_rules_from,
    bots={"greedy": _greedy, "random": lambda ruleset, seed: RandomBot(seed)},
    default_bot="greedy",
    client="game.games.dml.table",
    data_files=("cards/dml.toml",),
    checks=(("card data", card_data),),
    scenario="game.games.dml.scenario",
    balance="game.games.dml.balance",
    # the longest of 300 three-seat games between the default bots took 504 moves
    max_moves=2_000,
)
