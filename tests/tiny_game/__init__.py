"""A throwaway game the suite plugs in: its folder plus one `REGISTRY.add(ENTRY)`."""

from __future__ import annotations

from typing import Any

from game.bots.random_bot import RandomBot
from game.core.entry import GameEntry
from tests.tiny_game.rules import TOKENS, PerfectBot, TinyRuleset


def token_data() -> str:
    """Self-test: the pile's tokens are all different."""
    if len(set(TOKENS)) != len(TOKENS):
        raise AssertionError("two tokens share an id")
    return f"{len(TOKENS)} tokens"


def _perfect(ruleset: Any, seed: int) -> PerfectBot:
    return PerfectBot()


ENTRY = GameEntry(
    name="tiny",
    title=TinyRuleset.title,
    make_rules=TinyRuleset,
    bots={"perfect": _perfect, "random": lambda ruleset, seed: RandomBot(seed)},
    default_bot="perfect",
    client="tests.tiny_game.table",
    checks=(("card data", token_data),),
)
