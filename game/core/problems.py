"""Where in a data file a problem lies: the line a loader's message points at.

Loaders name the card and the field ("card strike: 'cost' should be a whole number
from 0 to 99, not -1.", "card #3 has no 'name'", "[text] 'font' should be a number…");
TOML syntax errors name the line themselves. The lab shows the file, the line, the
card and the field together so the designer can jump straight there, and the command
line prints each problem with its line. Pure: no pygame.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from game.core.errors import DataError

_AT_LINE = re.compile(r"line (\d+)")
_CARD_NUMBER = re.compile(r"\b(\w+) #(\d+)")
_ENTRY_WORD = re.compile(r"\b(card|rider|dragon|faction|species|line|suit|rank|power|event) (?!#)")
_NAME_LINE = re.compile(r"""^\s*(?:id|name|letter|rank|card|kind)\s*=\s*(["'])(.+?)\1""")
_QUOTED_ENTRY = re.compile(r"\b(group|rider|dragon|tier) '([^']+)'")
_HEADER = re.compile(r"""^\s*\[\[?\s*([\w."' -]+?)\s*\]\]?\s*(?:#.*)?$""")
_EFFECT = re.compile(r", (effect|power|step|ability) (\d+)")
# The list of inline tables each word numbers, in an entry: "card strike, effect 2" is the
# second table of its `effects = [...]`, "dragon Voltwing, power 1" the first of `powers`.
_LISTS = {
    "effect": ("effects",),
    "power": ("powers",),
    "step": ("effects", "steps"),
    "ability": ("abilities",),
}
_FIELD = re.compile(r"'([A-Za-z_][\w ]*)'")
_SECTION = re.compile(r"\[([\w.\"' -]+)\]")


@dataclass(frozen=True, slots=True)
class Problem:
    """A data file that failed to load: the file, the line (0: unknown) and what is wrong."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        where = f"{Path(self.path).name}, line {self.line}" if self.line else Path(self.path).name
        said = self.message.removeprefix(f"line {self.line}: ") if self.line else self.message
        return f"{where}: {said}"


def problem_of(exc: DataError) -> Problem:
    """The first problem a DataError reports, with the line it points at when it can be found."""
    return problems_of(exc)[0]


def problems_of(exc: DataError) -> list[Problem]:
    """Every problem a DataError reports, each with the line it points at (0: unknown),
    in the file's line order, from the top down, then those no line is found for;
    problems on one line keep the order the loader found them in."""
    try:
        text = Path(exc.path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return [Problem(exc.path, 0, said) for said in exc.problems]
    found = [Problem(exc.path, locate(text, said), said) for said in exc.problems]
    return sorted(found, key=lambda problem: (problem.line == 0, problem.line))


def report(exc: DataError) -> str:
    """A DataError as the command line and the self-test print it: one line per problem,
    each with its file and line ("riders.toml, line 117: card heavy_blow: …")."""
    return "\n".join(str(problem) for problem in problems_of(exc))


def message_of(exc: Exception) -> str:
    """What went wrong, as the command line says it: a DataError as `report` lists it (one
    line per problem, each with its file and line), any other error as its own sentence."""
    return report(exc) if isinstance(exc, DataError) else str(exc)


def in_short(exc: Exception) -> str:
    """What went wrong in one line, for a screen with room for one: a DataError's first
    problem with its file and line, and how many more there are."""
    if not isinstance(exc, DataError):
        return str(exc) or type(exc).__name__
    found = problem_of(exc)
    where = f"{exc.path}, line {found.line}" if found.line else exc.path
    said = found.message.removeprefix(f"line {found.line}: ") if found.line else found.message
    first = f"{where}: {said}"
    more = len(exc.problems) - 1
    return f"{first} (and {more} more problem{'s' if more > 1 else ''})" if more else first


def locate(text: str, message: str) -> int:
    """The line (from 1) a loader's message points at in `text`, or 0.

    The message names its entry ("card strike", "card #3", "rider 'Talia'", "[text]",
    "card burning_hit, effect 2") and then, in single quotes, its field: the line is the
    field's line inside that entry (even when the field is written above the entry's
    `id`), else the entry's own line."""
    found = _AT_LINE.search(message)
    if found:
        return int(found.group(1))
    lines = text.splitlines()
    start, fallback, after = _entry(lines, message)
    effect = _EFFECT.match(message, after)
    if effect and start:
        line = _effect_line(lines, start, int(effect.group(2)), _LISTS[effect.group(1)])
        if line:
            return line  # an effect is an inline table: its fields share its line
    field = _FIELD.search(message, after)
    if field is None:
        return fallback
    key = re.escape(field.group(1))
    # `key = …`, or a table of that name: `[key]`, `[[key]]`, `[types.key]`, `[groups."key"]`
    pattern = re.compile(rf"""^\s*(?:{key}\s*=|\[\[?\s*(?:[\w."' -]*\.)?"?{key}"?\s*[\].])""")
    for n in range(max(start, 1) - 1, len(lines)):
        if start and n > start - 1 and _HEADER.match(lines[n]):
            break  # the entry ended without the field: point at the entry
        if pattern.match(lines[n]):
            return n + 1
    return fallback


def _entry(lines: list[str], message: str) -> tuple[int, int, int]:
    """Where the entry a message names starts (its header line), the line to point at
    when its field is not written, and where its name ends in the message; 0s if none."""
    numbered = _CARD_NUMBER.search(message)
    if numbered:
        header = f"[[{numbered.group(1)}]]"
        seen = 0
        for n, line in enumerate(lines, 1):
            if line.strip().startswith(header):
                seen += 1
                if seen == int(numbered.group(2)):
                    return n, n, numbered.end()
    named = _named(lines, message)
    if named:
        return named
    quoted = _QUOTED_ENTRY.search(message)
    if quoted:
        word, name = quoted.groups()
        for header in (f"[{word}s.{name}]", f'[{word}s."{name}"]'):
            for n, line in enumerate(lines, 1):
                if line.strip() == header:
                    return n, n, quoted.end()
    section = _SECTION.search(message)
    if section:
        header = f"[{section.group(1)}]"
        for n, line in enumerate(lines, 1):
            if line.strip() == header:
                return n, n, section.end()
    return 0, 0, 0


def _named(lines: list[str], message: str) -> tuple[int, int, int] | None:
    """The entry a message names by a word and its name ("card Hall of Mirrors", "rider
    Talia", "rank 10"): the `id =`/`name =` line of a `[[word]]` entry that the longest
    name fits, and the header above it."""
    names: dict[tuple[str, str], tuple[int, int]] = {}  # (table, name) -> (header, line)
    header, table = 0, ""
    for n, line in enumerate(lines, 1):
        head = _HEADER.match(line)
        if head:
            header, table = n, head.group(1).strip()
            continue
        found = _NAME_LINE.match(line)
        if found:
            names.setdefault((table, found.group(2)), (header, n))
    for word in _ENTRY_WORD.finditer(message):
        rest = message[word.end() :]
        fits = [
            (len(name), where)
            for (table, name), where in names.items()
            if table == word.group(1) and rest.startswith(name) and _word_ends(rest, len(name))
        ]
        if fits:
            size, (head_line, name_line) = max(fits)
            return head_line or name_line, name_line, word.end() + size
    return None


def _word_ends(text: str, at: int) -> bool:
    return at == len(text) or not (text[at].isalnum() or text[at] == "_")


def _effect_line(
    lines: list[str], start: int, number: int, keys: tuple[str, ...] = ("effects",)
) -> int:
    """The line of the `number`th inline table in the entry's list `effects = [...]` (or
    another of `keys`), or 0."""
    at = None
    listed = re.compile(rf"^\s*(?:{'|'.join(keys)})\s*=")
    for n in range(start, len(lines)):
        if _HEADER.match(lines[n]):
            return 0  # the entry ended without the list
        if listed.match(lines[n]):
            at = n
            break
    if at is None:
        return 0
    seen = depth = 0
    for n in range(at, len(lines)):
        line = lines[n] if n > at else lines[n].split("=", 1)[1]
        for char in line:
            if char == "{":
                if depth == 0:
                    seen += 1
                    if seen == number:
                        return n + 1
                depth += 1
            elif char == "}":
                depth -= 1
            elif char == "]" and depth == 0:
                return 0
    return 0
