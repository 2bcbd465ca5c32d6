"""The ten dragon lines (doc §3) from assets/cards/dragon_lines.toml.

The file gives each line's names, its Egg's hatch target and the words the
Roost mat shows; what each piece does is code keyed by the line's name
(beasts.py). Loading checks every entry and names the file, the line and the
field when something is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError
from game.core.strict import Collect

LINE_NAMES = (
    "Abyssal",
    "Avaricious",
    "Calamitous",
    "Divine",
    "Festering",
    "Gargantuan",
    "Hyper",
    "Opulent",
    "Revenant",
    "Riposte",
)
TEXTS = (
    "theme",
    "counts",
    "hatch",
    "drake_dispatch",
    "drake_disengage",
    "dragon_dispatch",
    "dragon_disengage",
)
SETUPS = ("Nightmare", "Ruins", "Ruined Kingdom", "Recycling mat")
# The keys a line may hold: any other is a slip, named with a guess.
LINE_KEYS = ("name", "egg", "drake", "dragon", "target", "setup", "invest", *TEXTS)


@dataclass(frozen=True, slots=True)
class LineSpec:
    name: str
    egg: str
    drake: str
    dragon: str
    target: int
    theme: str
    counts: str
    hatch: str
    drake_dispatch: str
    drake_disengage: str
    dragon_dispatch: str
    dragon_disengage: str
    invest: str = ""
    setup: tuple[str, ...] = ()

    @property
    def legend(self) -> str:
        """The beast's disengage side shows where it came from (§2.1)."""
        return f"{self.egg} » {self.drake} » {self.dragon}"

    def text(self, stage: str, side: str) -> str:
        """The instructions of the Drake or Dragon for its dispatch or disengage side."""
        value: str = getattr(self, f"{stage.lower()}_{side}")
        return value


def _text(path: str, label: str, raw: dict[str, Any], name: str, required: bool = True) -> str:
    value = raw.get(name, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise DataError(path, f"{label}: '{name}' must be some words, not {value!r}.")
    return value


def _line(path: str, raw: Any, index: int, found: Collect) -> LineSpec:
    if not isinstance(raw, dict):
        raise DataError(path, f"line #{index + 1} is not a table.")
    named = raw.get("name")
    found.keys(
        raw,
        LINE_KEYS,
        f"line {named}" if isinstance(named, str) and named else f"line #{index + 1}",
    )
    name = _text(path, f"line #{index + 1}", raw, "name")
    label = f"line {name}"
    if name not in LINE_NAMES:
        raise DataError(path, f"{label}: the lines are {', '.join(LINE_NAMES)}.")
    target = raw.get("target")
    if not isinstance(target, int) or isinstance(target, bool) or target < 1:
        raise DataError(path, f"{label}: 'target' must be a whole number of 1 or more.")
    setup = raw.get("setup", [])
    if not isinstance(setup, list) or any(s not in SETUPS for s in setup):
        raise DataError(path, f"{label}: 'setup' may list only {', '.join(SETUPS)}.")
    texts = {field: _text(path, label, raw, field) for field in TEXTS}
    pieces = {field: _text(path, label, raw, field) for field in ("egg", "drake", "dragon")}
    invest = _text(path, label, raw, "invest", required=False)
    return LineSpec(name=name, target=target, invest=invest, setup=tuple(setup), **pieces, **texts)


def load_lines(path: Path) -> dict[str, LineSpec]:
    """The ten lines of a dragon lines file; a bad file raises one DataError listing
    every problem, each naming the line and the field."""
    shown = str(path)
    data = read_toml(path, "dragon lines file")
    found = Collect(shown)
    found.keys(data, ("line",), "the file")
    raw_lines = data.get("line")
    if not isinstance(raw_lines, list):
        found.add("the file has no [[line]] entries.")
        raw_lines = []
    lines: dict[str, LineSpec] = {}
    unread = 0  # entries too broken to read: a missing line may be among them
    for index, raw in enumerate(raw_lines):
        line = found.entry(partial(_line, shown, raw, index, found))
        if line is None:
            unread += 1
        elif line.name in lines:
            found.add(f"line #{index + 1}: 'name' is {line.name!r}, the same as an earlier line's.")
        else:
            lines[line.name] = line
    missing = [name for name in LINE_NAMES if name not in lines]
    if missing and not unread:
        found.add(f"the lines {', '.join(missing)} are missing.")
    found.done()
    return {name: lines[name] for name in LINE_NAMES}


@cache
def default_lines() -> dict[str, LineSpec]:
    return load_lines(paths.card_file("dragon_lines"))
