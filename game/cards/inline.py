"""Inline icons in card text: `Gain 2 {energy}.`, `+{coin2}`. Pure text handling, no pygame.

A `{name}` in a card's text is drawn as an icon inside the line, where the word
would be; `{name3}` draws the icon with the number 3 on it (coins, gems). These
helpers split a word into its letters and icons, list the icons a text uses, and
turn a text back into plain words for places that show text without icons (help
panels, logs).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

TOKEN = re.compile(r"\{([^{}]*)\}")
_PARTS = re.compile(r"([a-z][a-z_]*?)(\d*)")


@dataclass(frozen=True, slots=True)
class Icon:
    """One inline icon: its name and the number printed on it ("" for none)."""

    name: str
    number: str = ""


Piece = str | Icon


def parse_icon(inner: str) -> Icon | None:
    """The icon a token's inside names (`coin2` is a coin with 2), or None if it names none."""
    found = _PARTS.fullmatch(inner)
    if found is None:
        return None
    return Icon(found.group(1), found.group(2))


def pieces(word: str) -> tuple[Piece, ...]:
    """A word as runs of letters and icons: `+{coin2}.` is "+", coin 2, "."."""
    out: list[Piece] = []
    at = 0
    for found in TOKEN.finditer(word):
        icon = parse_icon(found.group(1))
        if icon is None:
            continue
        if found.start() > at:
            out.append(word[at : found.start()])
        out.append(icon)
        at = found.end()
    if at < len(word):
        out.append(word[at:])
    return tuple(out)


def unknown_icons(text: str, known: Collection[str], numbered: Collection[str]) -> list[str]:
    """Every `{...}` of a text that is not an icon of `known` (with a number only for those
    in `numbered`), as written, in order."""
    bad = []
    for found in TOKEN.finditer(text):
        icon = parse_icon(found.group(1))
        if icon is None or icon.name not in known or (icon.number and icon.name not in numbered):
            bad.append(found.group(0))
    return bad


def plain_text(text: str) -> str:
    """The text with each icon written as words: `{energy}` as "energy", `{coin2}` as
    "2 coin", `{heart_suit}` as "heart suit"."""

    def words(found: re.Match[str]) -> str:
        icon = parse_icon(found.group(1))
        if icon is None:
            return found.group(0)
        name = icon.name.replace("_", " ")
        return f"{icon.number} {name}" if icon.number else name

    return TOKEN.sub(words, text)
