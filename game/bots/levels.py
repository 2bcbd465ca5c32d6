"""The three strengths a player can choose in every game: easy (the game's own
quick bot, deciding from card data and one move of lookahead), normal and strong (the
generic search bot with the game's search hooks, at two budgets of iterations)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.bots.search import SearchBot
from game.core.entry import BotMaker, SearchHooks

LEVELS = ("easy", "normal", "strong")
"""Every game lists its bots under these kinds (and may list more: random, a named
strategy such as Big Money)."""


def search_levels(
    hooks: SearchHooks,
    normal: int,
    strong: int,
    *,
    easy: BotMaker,
    explore: float = 0.7,
) -> dict[str, BotMaker]:
    """The easy, normal and strong bot makers of a game: `easy` itself, and the search
    bot with `normal` and `strong` iterations a decision."""

    def searching(iterations: int) -> Callable[[Any, int], SearchBot]:
        def make(rules: Any, seed: int) -> SearchBot:
            return SearchBot(rules, seed, hooks, iterations, explore=explore)

        return make

    return {"easy": easy, "normal": searching(normal), "strong": searching(strong)}
