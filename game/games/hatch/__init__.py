"""Hatch: lay, nurture and hatch dragon eggs, attack and defend; 2–5 players.

Rules reference: shared/games/hatch.md; rulings are cited as R1–R32. The package's
`ENTRY` plugs the game into the app; its client half (table kit, faces, the layout
lab's deck) is the `table` subpackage, which the rules never import.

Bots: easy (greedy rules of thumb read off the card data, game.games.hatch.bots),
normal and strong (the generic search bot with Hatch's hooks, game.games.hatch.search,
at two budgets of iterations), and random. "greedy", the easy bot's old name, still
seats it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import paths
from game.bots.random_bot import RandomBot
from game.core.entry import GameEntry, lazy_search
from game.core.runner import Player

NORMAL = 150
"""The normal bot's iterations a decision."""
STRONG = 600
"""The strong bot's iterations a decision."""
HORIZON = 24
"""Moves a search's playout runs past a new node: about a turn and a half."""
EXPLORE = 0.3
"""UCT's exploration weight: the estimates of a position's moves lie close together."""


def _rules() -> Any:
    from game.games.hatch.rules import HatchRules

    return HatchRules()


def _rules_from(cards: Path) -> Any:
    """Hatch played with a designer's card file (the layout lab's playtest)."""
    from game.games.hatch.cards import load_catalog
    from game.games.hatch.rules import HatchRules

    return HatchRules(load_catalog(cards))


def _easy(ruleset: Any, seed: int) -> Player:
    from game.games.hatch.bots import EasyHatchBot

    return EasyHatchBot(ruleset, seed)


def _searching(iterations: int) -> Any:
    """A maker of the search bot with `iterations` a decision, searching the rules'
    candidate moves (game.games.hatch.search.FocusedRules) of the same card file."""

    def make(ruleset: Any, seed: int) -> Player:
        from game.bots.search import SearchBot
        from game.games.hatch.search import focused

        assert ENTRY.search is not None
        return SearchBot(focused(ruleset), seed, ENTRY.search, iterations, explore=EXPLORE)

    return make


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
    bots={
        "easy": _easy,
        "normal": _searching(NORMAL),
        "strong": _searching(STRONG),
        "random": lambda ruleset, seed: RandomBot(seed),
    },
    default_bot="easy",
    bot_aliases={"greedy": "easy"},
    search=lazy_search("game.games.hatch.search", HORIZON),
    client="game.games.hatch.table",
    data_files=("cards/hatch.toml", "layouts/hatch.toml"),
    checks=(("card data", card_data),),
    scenario="game.games.hatch.scenario",
    balance="game.games.hatch.balance",
    # the longest of 300 two-seat games between the default bots took 953 moves (more
    # seats, more turns before the round limit)
    max_moves=4_000,
)
