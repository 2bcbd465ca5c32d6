"""Words for players: counted nouns ("1 token", "2 tokens", "1 Elf", "3 Elves") and a line
shortened to a width with an ellipsis (the one place that cuts text to fit; the client
measures, see game/cards/text.py `shorten`)."""

from __future__ import annotations

from collections.abc import Callable

NUMBER_WORDS: dict[str, int] = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
"""The numbers a card text may spell out, as the text checks read them ("draw two cards")."""


def plural(n: int, word: str, many: str = "") -> str:
    """The count and its noun agreeing with it; `many` for a noun whose plural is not
    the noun plus "s" ("Elf", "Elves")."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def verb(n: int, one: str, many: str) -> str:
    """The verb agreeing with a count: verb(1, "is", "are") is "is"."""
    return one if n == 1 else many


def ellipsize(words: str, width: int, measure: Callable[[str], int]) -> str:
    """`words`, or as many of them as fit in `width` (by `measure`, in pixels) followed
    by "…"; cut at a space where there is one, so no word is cut short."""
    if measure(words) <= width:
        return words
    cut = words
    while cut:
        head, space, _ = cut.rpartition(" ")
        cut = head if space and head else cut[:-1]
        shown = cut.rstrip(" ,·;:–") + "…"
        if measure(shown) <= width:
            return shown
    return "…"
