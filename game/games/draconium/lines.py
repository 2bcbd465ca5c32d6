"""The dragon lines (doc §3) from assets/cards/dragon_lines.toml.

The file gives each line's names, its Egg's hatch target, what raises the Egg's counter
(`counts_effects`) and what each piece does, as steps of a small vocabulary
(line_vocab.py; `drake_dispatch_effects = [{ step = "buys", n = 1 }, …]`): the rules run
them (line_effects.py) and the Roost mat's words are written from them, unless the line
keeps its own words (`drake_dispatch = "…"`), which line_text.py compares with them. A
piece whose rules do not fit the steps names a script (`dragon_dispatch_script =
"divine_choice"`) and keeps its own words. Loading checks every entry and names the
file, the line and the field (and the step's own line) when something is wrong, every
problem at once.

A game is played with the lines of the file its state names (`lines_of`): the game's own,
or a designer's copy with lines of their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError
from game.core.strict import Collect, nearest
from game.games.draconium.line_vocab import (
    EVENTS,
    PARTS,
    STEP_PARTS,
    LineStep,
    check_step,
    counts_sentence,
    piece_sentences,
)
from game.games.draconium.state import DraconiumState

# The game's own ten lines (the Egg pool's options name them, options.py); a designer's
# file may hold others.
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
SETUPS = ("Nightmare", "Ruins", "Ruined Kingdom", "Recycling mat")
# The named scripts a piece may keep (line_effects.py): its rules do not fit the steps.
SCRIPTS = ("divine_choice", "trash_curse_for_coins", "trash_treasure_for_better")
# The Eggs' investments (§2.3, §7 `invest`), each code of its own: the Obsidian Egg's paid
# trash in the Buy phase (investing.py), the Rubbish Egg's Copper at Clean-up (turns.py).
INVESTMENT_WORDS = {
    "pay_to_trash": "Once per turn in your Buy phase: pay $2 to trash a card from your hand.",
    "recycle_copper": (
        "At the start of your Clean-up: recycle a Copper from your hand or play area."
    ),
}
INVESTMENTS = tuple(INVESTMENT_WORDS)  # the words are the Egg's when the file keeps none
NAMES = ("name", "egg", "drake", "dragon")
# The keys a line may hold: any other is a slip, named with a guess.
LINE_KEYS = (
    *NAMES,
    "target",
    "setup",
    "invest",
    "invest_script",
    "theme",
    "counts",
    "counts_effects",
    *PARTS,
    *(f"{part}_effects" for part in STEP_PARTS),
    *(f"{part}_script" for part in STEP_PARTS),
)
LINES_FILE = "lines_file"  # the state's `extra` key naming a designer's lines file


@dataclass(frozen=True, slots=True)
class LineSpec:
    """One line: its names and numbers, the words each side of its pieces shows (kept or
    written from the steps), and the steps themselves."""

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
    invest_script: str = ""  # the investment its Egg offers (INVESTMENTS), if any
    setup: tuple[str, ...] = ()
    effects: dict[str, tuple[LineStep, ...]] = field(default_factory=dict)
    scripts: dict[str, str] = field(default_factory=dict)  # part -> script name
    hand: dict[str, str] = field(default_factory=dict)  # the words the file keeps, by part
    counts_by: tuple[LineStep, ...] = ()  # the events that raise the Egg's counter
    counted: dict[str, tuple[LineStep, ...]] = field(default_factory=dict)  # by event

    @property
    def legend(self) -> str:
        """The beast's disengage side shows where it came from (§2.1)."""
        return f"{self.egg} » {self.drake} » {self.dragon}"

    def text(self, stage: str, side: str) -> str:
        """The instructions of the Drake or Dragon for its dispatch or disengage side."""
        value: str = getattr(self, f"{stage.lower()}_{side}")
        return value

    def piece(self, part: str) -> str:
        """The name of the piece whose effect `part` is: the Egg's for its hatch, the
        Drake's for its sides and its growing, the Dragon's for its sides."""
        if part == "hatch":
            return self.egg
        return self.dragon if part.startswith("dragon") else self.drake

    def steps(self, part: str) -> tuple[LineStep, ...]:
        return self.effects.get(part, ())

    def events(self, event: str) -> tuple[LineStep, ...]:
        """The Egg's counter events of one kind ("gain", "end_of_turn", …)."""
        return self.counted.get(event, ())

    def ward(self, stage: str) -> LineStep | None:
        """The Drake's or Dragon's ward while dispatched (R20–R22), if it has one."""
        return next(
            (fx for fx in self.steps(f"{stage.lower()}_dispatch") if fx.step == "ward"), None
        )


# -- where each key and each step is written ---------------------------------------------

_KEY = re.compile(r"^\s*([A-Za-z_][\w]*)\s*=")


def _scan(line: str, depth: list[int], items: list[int], at: int) -> None:
    """Follow a value's brackets on one line of the file (`depth`: the list depth, the
    table depth, and 1 while the next item of the list is awaited): strings and comments
    are skipped; each item of the top list (a piece's step) is noted as beginning on line
    `at`."""
    quote = ""
    n = 0
    while n < len(line):
        char = line[n]
        top = depth[0] == 1 and depth[1] == 0
        if quote:
            if char == "\\" and quote == '"':
                n += 1
            elif char == quote:
                quote = ""
        elif char == "#":
            return
        elif top and char == ",":
            depth[2] = 1
        elif top and char == "]":
            depth[0] = 0
        elif not char.isspace():
            if top and depth[2]:
                items.append(at)
                depth[2] = 0
            if char in "\"'":
                quote = char
            elif char == "[":
                depth[0] += 1
                depth[2] = int(depth[0] == 1)
            elif char == "]":
                depth[0] -= 1
            elif char == "{":
                depth[1] += 1
            elif char == "}":
                depth[1] -= 1
        n += 1


def key_lines(text: str) -> list[dict[str, tuple[int, list[int]]]]:
    """For each `[[line]]` entry in order: each key's line, and the line each item of its
    value's list (a piece's steps) begins on."""
    entries: list[dict[str, tuple[int, list[int]]]] = []
    current: dict[str, tuple[int, list[int]]] | None = None
    rows = text.splitlines()
    n = 0
    while n < len(rows):
        stripped = rows[n].strip()
        if stripped.startswith("["):
            current = {} if stripped.startswith("[[line]]") else None
            if current is not None:
                entries.append(current)
            n += 1
            continue
        found = _KEY.match(rows[n])
        if found and current is not None:
            tables: list[int] = []
            depth = [0, 0, 0]
            _scan(rows[n][found.end() :], depth, tables, n + 1)
            start = n
            while (depth[0] > 0 or depth[1] > 0) and n + 1 < len(rows):
                n += 1
                _scan(rows[n], depth, tables, n + 1)
            current.setdefault(found.group(1), (start + 1, tables))
        n += 1
    return entries


# -- reading one line ------------------------------------------------------------------------


def _text(path: str, label: str, raw: dict[str, Any], name: str, required: bool = True) -> str:
    value = raw.get(name, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise DataError(path, f"{label}: '{name}' must be some words, not {value!r}.")
    return value


def _steps(
    raw: dict[str, Any],
    key: str,
    part: str,
    label: str,
    where: tuple[int, list[int]] | None,
    found: Collect,
) -> tuple[LineStep, ...] | None:
    """A piece's (or the counter's) steps; None if any is wrong (each problem noted)."""
    value = raw[key]
    at, tables = where or (0, [])
    if not isinstance(value, list):
        found.add(
            f"{label}: '{key}' must be a list of steps, such as [{{ step = \"coins\", n = 2 }}]."
        )
        return None
    steps: list[LineStep] = []
    bad = False
    vocab = EVENTS if part == "counts" else None
    for n, item in enumerate(value):
        line = tables[n] if n < len(tables) else at
        tag = f"{label}, '{key}' step {n + 1}"
        fx, said = (
            check_step(item, part, tag, line, vocab) if vocab else check_step(item, part, tag, line)
        )
        found.add(*said)
        bad = bad or fx is None
        if fx is not None:
            steps.append(fx)
    return None if bad else tuple(steps)


def _pieces(
    raw: dict[str, Any], label: str, where: dict[str, tuple[int, list[int]]], found: Collect
) -> tuple[dict[str, tuple[LineStep, ...]], dict[str, str], bool]:
    """Each piece's steps or script, and whether any was wrong (each problem noted)."""
    effects: dict[str, tuple[LineStep, ...]] = {}
    scripts: dict[str, str] = {}
    broken = False
    for part in STEP_PARTS:
        key, script = f"{part}_effects", f"{part}_script"
        if key in raw and script in raw:
            found.add(f"{label}: '{part}' has both '{key}' and '{script}'; give one.")
            broken = True
        if key in raw:
            steps = _steps(raw, key, part, label, where.get(key), found)
            broken = broken or steps is None
            effects[part] = steps or ()
        elif script in raw:
            chosen = raw[script]
            if chosen not in SCRIPTS:
                guess = nearest(str(chosen), SCRIPTS)
                hint = (
                    f"did you mean '{guess}'?"
                    if guess
                    else f"the scripts are {', '.join(SCRIPTS)}."
                )
                found.add(f"{label}: '{script}' is {chosen!r}; {hint}")
                broken = True
            elif part not in raw:
                at = where.get(script, (0, []))[0]
                found.add(
                    (f"line {at}: " if at else "")
                    + f"{label}: '{part}' must keep its words: a script's are not "
                    "written from steps."
                )
                broken = True
            scripts[part] = str(chosen)
        elif part in PARTS and part != "hatch":
            found.add(f"{label}: '{part}' needs '{key}' (its steps) or '{script}'.")
            broken = True
    return effects, scripts, broken


def _line(
    path: str, raw: Any, index: int, found: Collect, where: dict[str, tuple[int, list[int]]]
) -> LineSpec | None:
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
    target = raw.get("target")
    if not isinstance(target, int) or isinstance(target, bool) or target < 1:
        raise DataError(path, f"{label}: 'target' must be a whole number of 1 or more.")
    setup = raw.get("setup", [])
    if not isinstance(setup, list) or any(s not in SETUPS for s in setup):
        raise DataError(path, f"{label}: 'setup' may list only {', '.join(SETUPS)}.")
    pieces = {key: _text(path, label, raw, key) for key in ("egg", "drake", "dragon")}
    effects, scripts, broken = _pieces(raw, label, where, found)
    counts_by: tuple[LineStep, ...] = ()
    if "counts_effects" in raw:
        events = _steps(raw, "counts_effects", "counts", label, where.get("counts_effects"), found)
        broken = broken or events is None
        counts_by = events or ()
    else:
        found.add(
            f"{label} has no 'counts_effects': what raises its Egg's counter ([] for nothing)."
        )
        broken = True
    invest_script = raw.get("invest_script", "")
    if invest_script not in ("", *INVESTMENTS):
        guess = nearest(str(invest_script), INVESTMENTS)
        hint = (
            f"did you mean '{guess}'?"
            if guess
            else f"the investments are {', '.join(INVESTMENTS)}."
        )
        found.add(f"{label}: 'invest_script' is {invest_script!r}; {hint}")
        broken = True
    if broken:
        return None  # every problem is noted
    hand = {part: _text(path, label, raw, part) for part in ("counts", *PARTS) if part in raw}
    texts = {part: hand.get(part) or " ".join(piece_sentences(effects, part)) for part in PARTS}
    counts = hand.get("counts") or counts_sentence(counts_by)
    return LineSpec(
        name=name,
        target=target,
        theme=_text(path, label, raw, "theme"),
        counts=counts,
        invest=_text(path, label, raw, "invest", required=False)
        or INVESTMENT_WORDS.get(str(invest_script), ""),
        invest_script=str(invest_script),
        setup=tuple(setup),
        effects=effects,
        scripts=scripts,
        hand=hand,
        counts_by=counts_by,
        counted={
            e: tuple(x for x in counts_by if x.step == e) for e in {x.step for x in counts_by}
        },
        **pieces,
        **texts,
    )


def load_lines(path: Path) -> dict[str, LineSpec]:
    """The lines of a dragon lines file, in its order; a bad file raises one DataError
    listing every problem, each naming the line and the field (and a step's own line)."""
    shown = str(path)
    data = read_toml(path, "dragon lines file")
    found = Collect(shown)
    found.keys(data, ("line",), "the file")
    raw_lines = data.get("line")
    if not isinstance(raw_lines, list) or not raw_lines:
        found.add("the file has no [[line]] entries.")
        raw_lines = []
    places = key_lines(path.read_text(encoding="utf-8"))
    lines: dict[str, LineSpec] = {}
    names: dict[str, str] = {}
    for index, raw in enumerate(raw_lines):
        where = places[index] if index < len(places) else {}
        line = found.entry(partial(_line, shown, raw, index, found, where))
        if line is None:
            continue
        if line.name in lines:
            found.add(f"line #{index + 1}: 'name' is {line.name!r}, the same as an earlier line's.")
            continue
        for key in ("egg", "drake", "dragon"):
            piece = getattr(line, key)
            if piece in names:
                found.add(
                    f"line {line.name}: '{key}' is {piece!r}, a piece of the {names[piece]} line."
                )
            names[piece] = line.name
        lines[line.name] = line
    found.done()
    return lines


@cache
def default_lines() -> dict[str, LineSpec]:
    return load_lines(paths.card_file("dragon_lines"))


@cache
def _lines_at(path: str, stamp: float) -> dict[str, LineSpec]:
    return load_lines(Path(path))


def lines_in(path: Path) -> dict[str, LineSpec]:
    """A designer's lines file, read again only when it has changed."""
    return _lines_at(str(path), path.stat().st_mtime)


def lines_of(state: DraconiumState) -> dict[str, LineSpec]:
    """The lines this game is played with: the game's own, or the file set-up named."""
    chosen = state.extra.get(LINES_FILE)
    return default_lines() if chosen is None else lines_in(Path(chosen))
