"""Dragon's Money Laundering: a market game on playing cards and two dice, 3–4 players.

Rules reference: shared/games/dml.md; rulings are cited as R1–R56. The package's
`ENTRY` plugs the game into the app; its client half (table kit, faces) is the
`table` subpackage, which the rules never import.

Bots: easy (quick judgement from the card data, game.games.dml.bots), normal and strong
(the generic search bot with DML's hooks, game.games.dml.search, at two budgets of
iterations, game.games.dml.budgets), and random. "greedy", the easy bot's old name, still
seats it. The entry names its rules, bots and search hooks without loading them: each is
imported when first used, so the list of games costs the app's start nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import paths
from game.bots.random_bot import RandomBot
from game.core.entry import BotMaker, GameEntry, lazy_search
from game.core.runner import Player
from game.games.dml.budgets import EXPLORE, HORIZON, NORMAL, STRONG


def _rules() -> Any:
    from game.games.dml.rules import DmlRules

    return DmlRules()


def _rules_from(cards: Path) -> Any:
    """DML played with a designer's card file (the layout lab's playtest)."""
    from game.games.dml.cards import load_catalog
    from game.games.dml.rules import DmlRules

    return DmlRules(load_catalog(cards))


def _easy(ruleset: Any, seed: int) -> Player:
    """The quick bot (the balance lab's default): card data and a short lookahead."""
    from game.games.dml.bots import EasyDmlBot

    return EasyDmlBot(ruleset, seed)


def _searching(iterations: int) -> BotMaker:
    """A maker of the search bot with `iterations` a decision, searching the rules'
    candidate moves (game.games.dml.search.FocusedRules) of the same card file."""

    def make(ruleset: Any, seed: int) -> Player:
        from game.bots.search import SearchBot
        from game.games.dml.search import HOOKS, focused

        return SearchBot(focused(ruleset), seed, HOOKS, iterations, explore=EXPLORE)

    return make


def _levels() -> dict[str, BotMaker]:
    """Easy, normal and strong: the quick bot, then the search bot at two budgets of
    iterations (game.games.dml.budgets: NORMAL, STRONG)."""
    return {"easy": _easy, "normal": _searching(NORMAL), "strong": _searching(STRONG)}


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
    bots={**_levels(), "random": lambda ruleset, seed: RandomBot(seed)},
    default_bot="easy",
    bot_aliases={"greedy": "easy"},  # the easy bot's old name, in old saves and commands
    search=lazy_search("game.games.dml.search", HORIZON),
    client="game.games.dml.table",
    data_files=("cards/dml.toml",),
    checks=(("card data", card_data),),
    scenario="game.games.dml.scenario",
    balance="game.games.dml.balance",
    # the longest of 300 three-seat games between the default bots took 504 moves
    max_moves=2_000,
)
