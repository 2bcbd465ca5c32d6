"""Dragon Riders (v0.12): two riders, two dragons, drafted decks.

Rules reference: shared/games/dragon-riders.md; rulings are cited as R1–R42.
The package's `ENTRY` plugs the game into the app; its client half (table kit,
faces, unit boards) is the `table` subpackage, which the rules never import. The entry
names its rules, bots and search hooks without loading them: each is imported when first
used, so the list of games costs the app's start nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import paths
from game.bots.random_bot import RandomBot
from game.core.entry import GameEntry, lazy_search
from game.core.runner import Player
from game.games.riders.budgets import EXPLORE, HORIZON, NORMAL, STRONG


def _rules() -> Any:
    from game.games.riders.rules import RidersRuleset

    return RidersRuleset()


def _rules_from(cards: Path) -> Any:
    """Dragon Riders played with a designer's card file (the layout lab's playtest)."""
    from game.games.riders.cards import load_catalog
    from game.games.riders.rules import RidersRuleset

    return RidersRuleset(load_catalog(cards))


def _easy(ruleset: Any, seed: int) -> Player:
    from game.games.riders.bots import EasyRidersBot

    return EasyRidersBot(ruleset, seed)


def _searching(budget: tuple[int, int]) -> Any:
    """The maker of a search bot with this budget (iterations, quick games per unit)."""

    def make(ruleset: Any, seed: int) -> Player:
        from game.games.riders.bots import RidersSearchBot
        from game.games.riders.search import HOOKS

        iterations, duels = budget
        return RidersSearchBot(ruleset, seed, HOOKS, iterations, duels=duels, explore=EXPLORE)

    return make


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
    bots={
        "easy": _easy,
        "normal": _searching(NORMAL),
        "strong": _searching(STRONG),
        "random": lambda ruleset, seed: RandomBot(seed),
    },
    default_bot="easy",
    bot_aliases={"greedy": "easy"},
    search=lazy_search("game.games.riders.search", HORIZON),
    client="game.games.riders.table",
    data_files=("cards/riders.toml", "layouts/riders.toml"),
    checks=(("card data", card_data),),
    scenario="game.games.riders.scenario",
    balance="game.games.riders.balance",
    # the longest of 300 games between the default (easy) bots took 78 moves
    max_moves=300,
)
