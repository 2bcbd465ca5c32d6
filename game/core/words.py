"""Counted nouns in a player's words: "1 token", "2 tokens", "1 Elf", "3 Elves"."""

from __future__ import annotations


def plural(n: int, word: str, many: str = "") -> str:
    """The count and its noun agreeing with it; `many` for a noun whose plural is not
    the noun plus "s" ("Elf", "Elves")."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def verb(n: int, one: str, many: str) -> str:
    """The verb agreeing with a count: verb(1, "is", "are") is "is"."""
    return one if n == 1 else many
