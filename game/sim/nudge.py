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


def _card_span(text: str, card: str) -> tuple[int, int]:
    """Where the table whose id or name is `card` begins and ends in the text."""
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
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
    end = start + 1
    while end < len(lines) and not _HEADER.match(lines[end]):
        end += 1
    return offsets[start], offsets[end]


def _numbers(text: str, name: str, start: int, end: int) -> list[re.Match[str]]:
    """Every `name = <whole number>` between `start` and `end`, comments left out."""
    pattern = re.compile(rf"(?<![\w.]){re.escape(name)}\s*=\s*(-?\d+)(?![\w.])")
    found = []
    for match in pattern.finditer(text, start, end):
        line_start = text.rfind("\n", 0, match.start()) + 1
        if "#" not in text[line_start : match.start()]:
            found.append(match)
    return found


def _items(text: str, key: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of the inline tables `{ … }` in the array `key = [ … ]`."""
    head = re.compile(rf"(?m)^\s*{re.escape(key)}\s*=\s*\[").search(text, start, end)
    if head is None:
        return []
    spans, depth, opened = [], 0, -1
    for at in range(head.end(), end):
        ch = text[at]
        if ch == "{":
            if depth == 0:
                opened = at
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                spans.append((opened, at + 1))
        elif ch == "]" and depth == 0:
            break
    return spans


def locate(text: str, card: str, field: str) -> tuple[int, int, int]:
    """Where `card`'s number `field` is in the text (its digits' start and end) and its
    value. `field` is a key of the card (`cost`, `hp`), a key inside its effects where
    only one effect has it (`amount`), or a path to one (`effects.1.amount`)."""
    start, end = _card_span(text, card)
    parts = field.split(".")
    if len(parts) == 3 and parts[1].isdigit():
        items = _items(text, parts[0], start, end)
        index = int(parts[1])
        if index >= len(items):
            raise NudgeError(f"card {card!r} has {len(items)} {parts[0]}, so no {parts[0]}.{index}")
        start, end = items[index]
        parts = parts[2:]
    if len(parts) != 1:
        raise NudgeError(
            f"a card's number is FIELD or LIST.N.FIELD (effects.0.amount), not {field!r}"
        )
    found = _numbers(text, parts[0], start, end)
    if not found:
        raise NudgeError(f"card {card!r} has no whole-number {field!r} in the card file")
    if len(found) > 1:
        paths = []
        for key in ("effects", "steps"):
            for i, (a, b) in enumerate(_items(text, key, *_card_span(text, card))):
                if _numbers(text, parts[0], a, b):
                    paths.append(f"{card}.{key}.{i}.{parts[0]}")
        which = ", ".join(paths) or "name one"
        raise NudgeError(f"card {card!r} has {len(found)} {field!r} numbers: say which ({which})")
    match = found[0]
    return match.start(1), match.end(1), int(match.group(1))


def find_value(text: str, card: str, field: str) -> tuple[int, int]:
    """(line index, value) of `card`'s number `field` (see `locate`)."""
    at, _, value = locate(text, card, field)
    return text.count("\n", 0, at), value


def nudged(text: str, card: str, field: str, value: int) -> str:
    """The card file's text with `card`'s number `field` set to `value`: only its
    digits change."""
    start, end, _ = locate(text, card, field)
    return f"{text[:start]}{value}{text[end:]}"


def parse_nudge(words: str) -> tuple[str, str, list[int]]:
    """`heavy_blow.cost=-2..2` (offsets from the file's value) → card, field, offsets."""
    target, sep, span = words.partition("=")
    card, dot, field = target.partition(".")
    if not sep or not dot or not card or not field:
        raise NudgeError(
            "a nudge is CARD.FIELD=FROM..TO (offsets), like heavy_blow.cost=-2..2 or "
            f"strike.effects.0.amount=-1..1, not {words!r}"
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
