"""One depth limit for every TOML and JSON file the app reads.

A file from someone else may nest its lists and tables thousands deep: the parsers and
whatever walks the result after them would run out of stack (a `RecursionError`). No
file of ours nests more than a few levels (a save 5, a card's effect 6), so every
reader refuses a file deeper than `MAX_DEPTH` with one sentence naming it, whether the
parser itself gave out (`parse`) or it parsed and the result is too deep (`too_deep`,
which walks without recursion: a 20,000-level dotted table parses, then is refused).
Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

MAX_DEPTH = 32
"""The deepest lists and tables may nest in any data file, save or settings file."""

T = TypeVar("T")


def too_deep(data: Any, limit: int = MAX_DEPTH) -> bool:
    """True if lists and tables nest more than `limit` deep (walked without recursion)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            items: Any = value.values()
        elif isinstance(value, list | tuple):
            items = value
        else:
            continue
        if depth > limit:
            return True
        stack.extend((item, depth + 1) for item in items if isinstance(item, dict | list | tuple))
    return False


def depth_words(what: str) -> str:
    """The sentence for a file nested too deep: `what` names it ("the card file")."""
    return f"{what} nests its lists or tables more than {MAX_DEPTH} deep; no such file does."


class TooDeep(Exception):
    """A file nested deeper than `MAX_DEPTH`; its message is `depth_words`."""


def parse(reader: Callable[[str], T], text: str, what: str) -> T:
    """`reader(text)`, refusing a result nested deeper than `MAX_DEPTH` and a text so
    deep the parser ran out of stack, both with `TooDeep` (the reader's own errors, a
    syntax error, pass through)."""
    try:
        data = reader(text)
    except RecursionError:
        raise TooDeep(depth_words(what)) from None
    if too_deep(data):
        raise TooDeep(depth_words(what))
    return data
