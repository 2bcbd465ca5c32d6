"""One number of one card, changed in a copy of the card file's text.

The file keeps its comments and layout: only the digits of that one line change,
so a designer can open the nudged copy and see exactly what was tried.
"""

from __future__ import annotations

import re

_HEADER = re.compile(r"^\s*\[\[?[^\]]+\]\]?\s*(#.*)?$")
_KEY = re.compile(r"""^\s*(id|name)\s*=\s*["']([^"']*)["']""")


class NudgeError(ValueError):
    """The card or its number is not in the file; the message says which."""


def _field_line(field: str) -> re.Pattern[str]:
    return re.compile(rf"^(\s*{re.escape(field)}\s*=\s*)(-?\d+)(\s*(#.*)?)$")


def find_value(text: str, card: str, field: str) -> tuple[int, int]:
    """(line index, value) of `field` in the table whose id or name is `card`."""
    lines = text.splitlines()
    start = None
    for i, line in enumerate(lines):
        key = _KEY.match(line)
        if key and key.group(2) == card:
            start = i
            while start > 0 and not _HEADER.match(lines[start]):
                start -= 1
            break
    if start is None:
        raise NudgeError(f"no card with id or name {card!r} in the card file")
    pattern = _field_line(field)
    for i in range(start + 1, len(lines)):
        if _HEADER.match(lines[i]):
            break
        found = pattern.match(lines[i])
        if found:
            return i, int(found.group(2))
    raise NudgeError(f"card {card!r} has no whole-number {field!r} in the card file")


def nudged(text: str, card: str, field: str, value: int) -> str:
    """The card file's text with `card`'s `field` set to `value`."""
    index, _ = find_value(text, card, field)
    lines = text.splitlines(keepends=True)
    line = lines[index]
    ending = line[len(line.rstrip("\r\n")) :]
    found = _field_line(field).match(line.rstrip("\r\n"))
    assert found is not None
    lines[index] = f"{found.group(1)}{value}{found.group(3)}{ending}"
    return "".join(lines)


def parse_nudge(words: str) -> tuple[str, str, list[int]]:
    """`heavy_blow.cost=-2..2` (offsets from the file's value) → card, field, offsets."""
    target, sep, span = words.partition("=")
    card, dot, field = target.rpartition(".")
    if not sep or not dot or not card or not field:
        raise NudgeError(
            f"a nudge is CARD.FIELD=FROM..TO (offsets), like heavy_blow.cost=-2..2, not {words!r}"
        )
    low, dots, high = span.partition("..")
    try:
        first, last = (int(low), int(high)) if dots else (-int(low), int(low))
    except ValueError:
        raise NudgeError(f"the offsets of a nudge are whole numbers, not {span!r}") from None
    if first > last:
        first, last = last, first
    if last - first > 20:
        raise NudgeError("a nudge tries at most 21 values")
    return card, field, list(range(first, last + 1))
