"""Where in a data file a problem lies: the line a loader's message points at.

Loaders name the card and the field ("card strike: cost must be 0 or more",
"card #3 has no 'name'", "[text] 'font' should be a number…"); TOML syntax
errors name the line themselves. The lab shows the file, the line, the card and
the field together so the designer can jump straight there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from game.core.errors import DataError

_AT_LINE = re.compile(r"line (\d+)")
_CARD_NUMBER = re.compile(r"\b(\w+) #(\d+)")
_CARD_NAMED = re.compile(r"\b(?:card|rider|dragon|faction) ([^\s:,'.]+(?: [A-Z][\w']*)*)")
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
        return f"{where}: {self.message}"


def problem_of(exc: DataError) -> Problem:
    """The first problem a DataError reports, with the line it points at when it can be found."""
    return problems_of(exc)[0]


def problems_of(exc: DataError) -> list[Problem]:
    """Every problem a DataError reports, each with the line it points at (0: unknown)."""
    try:
        text = Path(exc.path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return [Problem(exc.path, 0, said) for said in exc.problems]
    return [Problem(exc.path, locate(text, said), said) for said in exc.problems]


def report(exc: DataError) -> str:
    """A DataError as the command line and the self-test print it: one line per problem,
    each with its file and line ("riders.toml, line 117: card heavy_blow: …")."""
    return "\n".join(str(problem) for problem in problems_of(exc))


def locate(text: str, message: str) -> int:
    """The line (from 1) a loader's message points at in `text`, or 0."""
    found = _AT_LINE.search(message)
    if found:
        return int(found.group(1))
    lines = text.splitlines()
    start = _entry_line(lines, message)
    field = _FIELD.search(message)
    if field is None:
        return start
    key = field.group(1)
    pattern = re.compile(rf"^\s*{re.escape(key)}\s*=")
    for n in range(max(start, 1) - 1, len(lines)):
        if n > start - 1 and start and lines[n].lstrip().startswith("["):
            break  # the entry ended without the field: point at the entry
        if pattern.match(lines[n]):
            return n + 1
    return start


def _entry_line(lines: list[str], message: str) -> int:
    numbered = _CARD_NUMBER.search(message)
    if numbered:
        header = f"[[{numbered.group(1)}]]"
        seen = 0
        for n, line in enumerate(lines, 1):
            if line.strip().startswith(header):
                seen += 1
                if seen == int(numbered.group(2)):
                    return n
    named = _CARD_NAMED.search(message)
    if named:
        value = named.group(1)
        pattern = re.compile(rf"^\s*(id|name|letter)\s*=\s*[\"']{re.escape(value)}[\"']")
        for n, line in enumerate(lines, 1):
            if pattern.match(line):
                return n
    section = _SECTION.search(message)
    if section:
        header = f"[{section.group(1)}]"
        for n, line in enumerate(lines, 1):
            if line.strip() == header:
                return n
    return 0
