"""Dominion: Draconium: base Dominion's rules engine with the Draconium layer.

Rules reference: shared/games/draconium.md (R1–R32). The package's `ENTRY`
plugs the game into the app; its client half (the Supply table, Dominion-style
faces, Roost mats) is the `table` subpackage.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game import paths
from game.bots.random_bot import RandomBot
from game.core.entry import GameEntry, lazy_search
from game.core.runner import Player
from game.games.draconium.budgets import HORIZON, NORMAL, STRONG


def _rules() -> Any:
    from game.games.draconium.rules import DraconiumRuleset

    return DraconiumRuleset()


def _rules_from(cards: Path) -> Any:
    """Draconium played with a designer's copy of draconium.toml (the layout lab's
    playtest), and the copies of the expansion and the dragon lines beside it, if any (else
    the game's own)."""
    from game.games.draconium.cards import catalog_from, companion
    from game.games.draconium.rules import DraconiumRuleset

    lines = companion(cards, "dragon_lines")
    return DraconiumRuleset(catalog_from(cards), lines=None if lines == _own_lines() else lines)


def _own_lines() -> Path:
    from game import paths

    return paths.card_file("dragon_lines")


def _easy(ruleset: Any, seed: int) -> Player:
    from game.games.draconium.dragon_bot import DragonBot

    return DragonBot(ruleset, seed)


def _big_money(ruleset: Any, seed: int) -> Player:
    from game.games.draconium.bots import BigMoneyBot

    return BigMoneyBot(ruleset, seed)


# The search hooks, read from game.games.draconium.search when first used (the entry
# stays light: the app imports every entry at start).
SEARCH = lazy_search("game.games.draconium.search", HORIZON)


def _searching(iterations: int) -> Callable[[Any, int], Player]:
    """The generic search bot with Draconium's hooks, at a budget of iterations (it takes
    the moves no search could better at once: search_bot.py)."""

    def make(ruleset: Any, seed: int) -> Player:
        from game.games.draconium.search_bot import DraconiumSearchBot

        return DraconiumSearchBot(ruleset, seed, SEARCH, iterations)

    return make


def card_data() -> str:
    """Self-test: the card files load and check."""
    from game.games.draconium.cards import load_catalog

    cat = load_catalog(paths.card_file("draconium"))
    return f"{len(cat.cards)} cards, {len(cat.kingdom_names)} of them Kingdom cards"


ENTRY = GameEntry(
    name="draconium",
    title="Dominion: Draconium",
    make_rules=_rules,
    rules_from=_rules_from,
    bots={
        "easy": _easy,
        "normal": _searching(NORMAL),
        "strong": _searching(STRONG),
        "random": lambda ruleset, seed: RandomBot(seed),
        "bigmoney": _big_money,
    },
    default_bot="easy",
    bot_aliases={"greedy": "easy"},
    search=SEARCH,
    client="game.games.draconium.table",
    data_files=(
        "cards/draconium.toml",
        "cards/draconium_expansion.toml",
        "cards/dragon_lines.toml",
        "layouts/draconium.toml",
    ),
    checks=(("card data", card_data),),
    scenario="game.games.draconium.scenario",
    balance="game.games.draconium.balance",
    # the longest of 3,200 games between the default bots (2 to 4 seats) took 607 moves
    max_moves=2_000,
)
