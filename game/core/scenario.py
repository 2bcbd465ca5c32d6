"""Scenarios: a position a designer writes in a small TOML file, to start a game there.

A scenario names the seats, the seed and the options in `[game]`, and the
position in tables of its game's own (hands, decks top card first, the board,
the numbers that matter). Each game's pure builder (the module its entry names
in `scenario`, with `TABLES` and `build(scenario, ruleset, seed)`) turns those
tables into a state through the game's own structures; the kernel then checks
what every game shares: no card in two zones, a seat to act, and a move the
rules accept. Anything impossible raises `ScenarioError`, a `DataError` naming
the file, the line and the problem in a designer's words.

tomllib gives no positions, so `Source` finds the line of a table, a key or a
list item by reading the text's table headers and keys.
"""

from __future__ import annotations

import importlib
import logging
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from game.core import nesting
from game.core.data import read_text
from game.core.entry import GameEntry
from game.core.errors import DataError
from game.core.rng import MAX_SEED
from game.core.state import GameState, LogLine
from game.core.strict import nearest

log = logging.getLogger(__name__)

MAX_TEXT = 100_000  # far beyond any scenario; a save embeds the text whole
MAX_NAME = 16  # the longest seat name, as on the new-game screen
NAME_MARKS = " -'._"  # what a seat name may hold besides letters and digits
GAME_KEYS = ("seed", "seats", "bots", "options")


class ScenarioError(DataError):
    """A scenario that cannot be played: the file, the line (0: none) and what is wrong."""

    def __init__(self, path: str, line: int, what: str) -> None:
        super().__init__(path, f"line {line}: {what}" if line else what)
        self.line = line
        self.what = what


# -- where things are in the text --------------------------------------------------------

_BARE = r"[A-Za-z0-9_-]+"
_QUOTED = r'"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\''
_KEY = rf"(?:{_BARE}|{_QUOTED})(?:[ \t]*\.[ \t]*(?:{_BARE}|{_QUOTED}))*"
_HEADER = re.compile(rf"^[ \t]*(\[\[?)[ \t]*({_KEY})[ \t]*\]")
_ASSIGN = re.compile(rf"^[ \t]*({_KEY})[ \t]*=")
_STRING = re.compile(_QUOTED)


def _key_parts(key: str) -> tuple[str, ...]:
    """A TOML key as written (`player."Old Tom".hand`) as its parts, read by tomllib."""
    try:
        value: Any = tomllib.loads(f"{key} = 0")
    except tomllib.TOMLDecodeError:
        return ()
    parts: list[str] = []
    while isinstance(value, dict) and len(value) == 1:
        name = next(iter(value))
        parts.append(name)
        value = value[name]
    return tuple(parts)


def _depth(line: str) -> int:
    """How much a line opens brackets (arrays, inline tables), strings and comments aside."""
    bare = _STRING.sub("", line).split("#", 1)[0]
    return bare.count("[") + bare.count("{") - bare.count("]") - bare.count("}")


def _names(text: str, item: str, as_key: bool = False) -> bool:
    """Whether a line names `item`: in quotes, or (as a key) bare before an '='."""
    if not as_key and any(m.group()[1:-1] == item for m in _STRING.finditer(text)):
        return True
    key = re.compile(rf"(?:^|[{{,\s])([\"']?){re.escape(item)}\1\s*=")
    return key.search(text) is not None


@dataclass(frozen=True, slots=True)
class _Section:
    path: tuple[str | int, ...]
    line: int  # the header's line (0: the keys before any header)
    first: int  # index of the first line after the header
    end: int  # index of the next header (exclusive)


class Source:
    """A scenario's text, able to say on which line (from 1) a table, a key or a value is.

    Paths name tables and keys as the parsed file nests them: `("player", "Aria",
    "hand")`. A missing key is reported at its table's line; an unknown path at 0.
    """

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        heads: list[tuple[tuple[str | int, ...], int]] = []
        arrays: dict[tuple[str, ...], int] = {}
        for n, line in enumerate(self.lines):
            found = _HEADER.match(line)
            if found is None:
                continue
            parts = _key_parts(found.group(2))
            if found.group(1) == "[[":  # each table of an array is its own numbered path
                arrays[parts] = arrays.get(parts, -1) + 1
                heads.append(((*parts, arrays[parts]), n))
            else:
                heads.append((parts, n))
        self.sections = [_Section((), 0, 0, heads[0][1] if heads else len(self.lines))]
        for i, (path, n) in enumerate(heads):
            end = heads[i + 1][1] if i + 1 < len(heads) else len(self.lines)
            self.sections.append(_Section(path, n + 1, n + 1, end))

    def line(self, *path: str | int) -> int:
        """The line of the table or key at `path`, or of its nearest table that is written."""
        for section in self.sections:
            if section.path == path and section.line:
                return section.line
        prefixes = [s for s in self.sections if path[: len(s.path)] == s.path]
        for section in sorted(prefixes, key=lambda s: -len(s.path)):
            found = self._key_in(section, path[len(section.path) :])
            if found:
                return found[0] + 1
        for section in self.sections:  # a table only implied by deeper headers
            if section.line and section.path[: len(path)] == path:
                return section.line
        return self.line(*path[:-1]) if len(path) > 1 else 0

    def item(self, path: Sequence[str | int], item: str) -> int:
        """The line of `item` (a text in a list, or a key of an inline table) in the value
        at `path`; the key's own line when the item is not found there."""
        start = self.line(*path)
        if not start:
            return 0
        for n in self._value_span(start - 1):
            text = self.lines[n].split("=", 1)[1] if n == start - 1 else self.lines[n]
            if _names(text, item):
                return n + 1
        return start

    def mention(self, item: str) -> int:
        """The first line that names `item` in quotes (0: none does)."""
        for n, text in enumerate(self.lines):
            if any(m.group()[1:-1] == item for m in _STRING.finditer(text)):
                return n + 1
        return 0

    def _key_in(self, section: _Section, rest: tuple[str | int, ...]) -> tuple[int, int] | None:
        """(line index, parts matched) of the key line for `rest` inside `section`; a key
        inside an inline table (`options = { kingdom = "..." }`) is found on its line."""
        if not rest or not all(isinstance(p, str) for p in rest):
            return None
        n = section.first
        while n < section.end:
            found = _ASSIGN.match(self.lines[n])
            if found is None:
                n += 1
                continue
            parts = _key_parts(found.group(1))
            span = self._value_span(n)
            if parts and rest[: len(parts)] == parts:
                if len(parts) == len(rest):
                    return n, len(parts)
                inner = str(rest[len(parts)])
                for m in span:
                    text = self.lines[m].split("=", 1)[1] if m == n else self.lines[m]
                    if _names(text, inner, as_key=True):
                        return m, len(parts) + 1
                return n, len(parts)
            n = span.stop
        return None

    def _value_span(self, n: int) -> range:
        """The lines (indices) a value starting on line index `n` runs over."""
        depth = _depth(self.lines[n].split("=", 1)[-1]) if n < len(self.lines) else 0
        end = n + 1
        while depth > 0 and end < len(self.lines):
            depth += _depth(self.lines[end])
            end += 1
        return range(n, end)


# -- reading values, each problem at its line --------------------------------------------


def shown(value: Any) -> str:
    """A value from the file as TOML writes it: 'text', true, 3, [1, 2]."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37] + "...")
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return str(value)


def listing(items: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


class Table:
    """One table of a scenario (`[player.Aria]`), read key by key with its type and range;
    every problem names the line. `label` names the table in messages ("Aria")."""

    def __init__(
        self,
        scenario: Scenario,
        path: tuple[str, ...],
        raw: Mapping[str, Any],
        label: str,
        written: bool = True,
    ) -> None:
        self.scenario = scenario
        self.path = path
        self.raw = raw
        self.label = label
        self.written = written  # False: the file has no such table (a player's defaults)

    def error(self, what: str, key: str | None = None, item: str | None = None) -> ScenarioError:
        """A problem at the key's line (at `item` inside its value), or at the table's; for
        a player the file has no table for, at their name in [game] seats."""
        if not self.written and self.path[:1] == ("player",):
            return self.scenario.error(what, "game", "seats", item=self.label)
        path = (*self.path, key) if key is not None else self.path
        return self.scenario.error(what, *path, item=item)

    def only(self, allowed: Iterable[str]) -> None:
        """Every key must be one of `allowed`: a misspelt key is a problem, not ignored."""
        known = list(allowed)
        for key in self.raw:
            if key not in known:
                guess = nearest(key, known)
                hint = f"did you mean '{guess}'?" if guess else f"its keys are: {', '.join(known)}."
                raise self.error(f"{self.label} has no key '{key}'; {hint}", key)

    def has(self, key: str) -> bool:
        return key in self.raw

    def number(self, key: str, lo: int, hi: int, default: int | None = None) -> int:
        """A whole number from `lo` to `hi` (a missing key: `default`, or a problem)."""
        if key not in self.raw:
            if default is None:
                raise self.error(f"{self.label} has no '{key}'.")
            return default
        value = self.raw[key]
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise self.error(
                f"{self.label}: '{key}' should be a whole number from {lo} to {hi}, "
                f"not {shown(value)}.",
                key,
            )
        return value

    def flag(self, key: str, default: bool = False) -> bool:
        value = self.raw.get(key, default)
        if not isinstance(value, bool):
            raise self.error(
                f"{self.label}: '{key}' should be true or false, not {shown(value)}.", key
            )
        return value

    def text(self, key: str, default: str | None = None) -> str:
        if key not in self.raw:
            if default is None:
                raise self.error(f"{self.label} has no '{key}'.")
            return default
        value = self.raw[key]
        if not isinstance(value, str) or not value.strip():
            raise self.error(
                f"{self.label}: '{key}' should be a name in quotes, not {shown(value)}.", key
            )
        return value

    def texts(self, key: str) -> list[str]:
        """A list of names in quotes (a missing key: an empty list)."""
        value = self.raw.get(key, [])
        if not isinstance(value, list):
            raise self.error(
                f"{self.label}: '{key}' should be a list of names in quotes, not {shown(value)}.",
                key,
            )
        for item in value:
            if not isinstance(item, str) or not item.strip():
                raise self.error(
                    f"{self.label}: '{key}' should list names in quotes; {shown(item)} is not one.",
                    key,
                )
        return list(value)

    def counts(self, key: str, lo: int, hi: int) -> dict[str, int]:
        """A table of names and whole numbers from `lo` to `hi` (`{ "3c" = 4 }`)."""
        value = self.raw.get(key, {})
        if not isinstance(value, dict):
            raise self.error(
                f"{self.label}: '{key}' should be a table of names and numbers "
                f'({{ "name" = 2 }}), not {shown(value)}.',
                key,
            )
        for name, n in value.items():
            if not isinstance(n, int) or isinstance(n, bool) or not lo <= n <= hi:
                raise self.error(
                    f"{self.label}: '{key}' gives {name} {shown(n)}; it should be a whole "
                    f"number from {lo} to {hi}.",
                    key,
                    name,
                )
        return dict(value)

    def seat(self, key: str, default: int | None = None) -> int:
        """A seat, named by its player's name (a missing key: `default`, or a problem)."""
        if key not in self.raw and default is not None:
            return default
        name = self.text(key)
        if name not in self.scenario.names:
            raise self.error(
                f"{self.label}: '{key}' names {name!r}, who is not at a seat; "
                f"the seats are {listing(self.scenario.names)}.",
                key,
                name,
            )
        return self.scenario.names.index(name)


# -- the scenario ---------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Scenario:
    """A parsed scenario file: who sits where, the seed and options, and the position's
    tables, which `state(ruleset)` builds into a game through the game's builder."""

    game: str
    title: str
    path: str  # the file, as messages name it
    text: str  # the whole file: a save of a scenario game holds it
    names: list[str]
    humans: list[bool] | None  # None: the file leaves people and bots to the table
    seed: int
    options: dict[str, Any]
    tables: dict[str, Any] = field(repr=False)
    source: Source = field(repr=False)
    builder: ModuleType = field(repr=False)

    @property
    def name(self) -> str:
        """The file's name, as the game log and the saves name the scenario."""
        return Path(self.path).name

    def error(self, what: str, *path: str | int, item: str | None = None) -> ScenarioError:
        line = self.source.item(path, item) if item is not None else self.source.line(*path)
        return ScenarioError(self.path, line, what)

    def table(self, name: str, label: str = "") -> Table:
        """A top-level table (`[turn]`); an empty one when the file leaves it out."""
        raw = self.tables.get(name, {})
        label = label or f"[{name}]"
        if not isinstance(raw, dict):
            raise self.error(f"{label} should be a table ([{name}]), not {shown(raw)}.", name)
        return Table(self, (name,), raw, label)

    def players(self) -> list[Table]:
        """Each seat's `[player.<name>]` table, in seat order (empty where none is written)."""
        raw = self.tables.get("player", {})
        if not isinstance(raw, dict):
            raise self.error("'player' should hold one table per seat: [player.<name>].", "player")
        for name, table in raw.items():
            if name not in self.names:
                raise self.error(
                    f"[player.{name}] is for {name}, who is not at a seat; "
                    f"the seats are {listing(self.names)}.",
                    "player",
                    name,
                )
            if not isinstance(table, dict):
                raise self.error(
                    f"player {name} should be a table: [player.{name}].", "player", name
                )
        return [
            Table(self, ("player", name), raw.get(name, {}), name, name in raw)
            for name in self.names
        ]

    def options_for(self, ruleset: Any) -> dict[str, Any]:
        """Every option of the game: the file's, checked against the game's, or the default."""
        declared = {o.name: o for o in ruleset.options}
        for name, value in self.options.items():
            option = declared.get(name)
            if option is None:
                known = ", ".join(declared) or "none"
                raise self.error(
                    f"{ruleset.title} has no option '{name}'; its options are: {known}.",
                    "game",
                    "options",
                    name,
                )
            try:
                option.check(value)
            except ValueError as exc:
                raise self.error(str(exc), "game", "options", name) from None
        return {name: self.options.get(name, o.default) for name, o in declared.items()}

    def state(self, ruleset: Any, seed: int | None = None) -> GameState:
        """The position, built under `ruleset` (its cards decide what is possible) with the
        scenario's seed or `seed`; anything impossible raises ScenarioError."""
        low, high = ruleset.min_seats, ruleset.max_seats
        if not low <= len(self.names) <= high:
            players = f"{low}" if low == high else f"{low} to {high}"
            raise self.error(
                f"{ruleset.title} is for {players} players; the seats name {len(self.names)}.",
                "game",
                "seats",
            )
        try:
            state: GameState = self.builder.build(
                self, ruleset, self.seed if seed is None else seed
            )
            self._check(ruleset, state)
        except DataError:
            raise
        except Exception as exc:  # the rules failed on the position: say so, never a traceback
            log.warning("%s: the position could not be built", self.path, exc_info=True)
            raise self.error(
                f"the game cannot start from this position ({type(exc).__name__}: {exc}).", "game"
            ) from None
        state.log.insert(0, LogLine(f"The game starts from the scenario {self.name}.", None, 0))
        return state

    def _check(self, ruleset: Any, state: GameState) -> None:
        """What every game shares: no card in two zones, a seat to act, a legal move."""
        seen: dict[str, str] = {}
        for zone in state.zones():
            for card in zone.cards:
                if card in seen:
                    raise ScenarioError(
                        self.path,
                        self.source.mention(card),
                        f"card {card} is in two zones ({seen[card]} and {zone.id}).",
                    )
                seen[card] = zone.id
        result = ruleset.result(state)
        if result is not None:
            raise self.error(f"the game is already over in this position: {result.summary}", "game")
        to_act = ruleset.to_act(state)
        if not to_act:
            raise self.error("nobody has a move to make in this position.", "game")
        if not ruleset.legal_moves(state, to_act[0]):
            raise self.error(
                f"the rules allow {state.seats[to_act[0]]} no move in this position.", "game"
            )
        for seat in range(len(state.seats)):
            ruleset.view(state, seat)


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a seat's name (None: it can): 1 to 16 letters, digits, spaces
    and - ' . _, without spaces at either end (every such name loads back from a save)."""
    if not name.strip():
        return "is empty"
    if len(name) > MAX_NAME:
        return f"is {len(name)} characters long; a name has at most {MAX_NAME}"
    if name != name.strip():
        return "starts or ends with a space"
    for ch in name:
        if not (ch.isalnum() or ch in NAME_MARKS):
            return f"holds {ch!r}; a name holds letters, digits, spaces and - ' . _"
    return None


def parse_scenario(text: str, entry: GameEntry, path: str | Path) -> Scenario:
    """Read a scenario's text for the game of `entry`; `path` names it in messages. The
    position itself is checked when it is built (`Scenario.state`)."""
    shown_path = str(path)
    if not entry.scenario:
        raise DataError(shown_path, f"{entry.title} has no scenarios yet.")
    if len(text) > MAX_TEXT:
        raise DataError(
            shown_path,
            f"the scenario is {len(text):,} characters; a scenario has at most {MAX_TEXT:,}.",
        )
    source = Source(text)
    try:
        tables = nesting.parse(tomllib.loads, text, "the scenario")
    except nesting.TooDeep as exc:
        raise ScenarioError(shown_path, 0, str(exc)) from None
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        at = re.search(r"\(at line (\d+), column (\d+)\)", message)
        if at is None:
            raise ScenarioError(shown_path, 0, f"this is not valid TOML ({message}).") from None
        what = message[: at.start()].strip()
        raise ScenarioError(
            shown_path, int(at.group(1)), f"this is not valid TOML (column {at.group(2)}: {what})."
        ) from None
    builder = importlib.import_module(entry.scenario)
    allowed = ("game", *builder.TABLES)
    for key in tables:
        if key not in allowed:
            known = ", ".join(f"[{t}]" if t != "player" else "[player.<name>]" for t in allowed)
            raise ScenarioError(
                shown_path,
                source.line(key),
                f"a {entry.title} scenario has no [{key}]; its tables are {known}.",
            )
    raw_game = tables.get("game")
    if not isinstance(raw_game, dict):
        line = source.line("game")
        raise ScenarioError(
            shown_path, line, "the scenario has no [game] table naming its seats (seats = [...])."
        )
    shell = Scenario(
        entry.name, entry.title, shown_path, text, [], None, 1, {}, tables, source, builder
    )
    game = Table(shell, ("game",), raw_game, "[game]")
    game.only(GAME_KEYS)
    seed = game.number("seed", 0, MAX_SEED, 1)
    if not game.has("seats"):
        raise game.error(
            '[game] has no \'seats\': name the players, e.g. seats = ["Aria", "Brann"].'
        )
    names = game.texts("seats")
    if not names:
        raise game.error("[game] 'seats' names nobody.", "seats")
    for name in names:
        problem = name_problem(name)
        if problem is not None:
            raise game.error(f"the seat name {name!r} {problem}.", "seats", name)
        if names.count(name) > 1:
            raise game.error(f"two seats are called {name!r}.", "seats", name)
    humans = None
    if game.has("bots"):
        bots = game.texts("bots")
        for name in bots:
            if name not in names:
                raise game.error(
                    f"[game] 'bots' names {name!r}, who is not at a seat; "
                    f"the seats are {listing(names)}.",
                    "bots",
                    name,
                )
        humans = [name not in bots for name in names]
    options = raw_game.get("options", {})
    if not isinstance(options, dict):
        raise game.error(
            "[game] 'options' should be a table (options = { name = value }), "
            f"not {shown(options)}.",
            "options",
        )
    for name, value in options.items():
        if not isinstance(value, str | int | bool):
            raise game.error(
                f"the option '{name}' should be a word, a number or true/false, "
                f"not {shown(value)}.",
                "options",
                name,
            )
    return Scenario(
        entry.name,
        entry.title,
        shown_path,
        text,
        names,
        humans,
        seed,
        dict(options),
        tables,
        source,
        builder,
    )


def read_scenario(path: str | Path, entry: GameEntry, ruleset: Any = None) -> Scenario:
    """Read the scenario file at `path` for `entry`'s game; with a `ruleset`, build its
    position once, so an impossible one is reported now. Problems raise DataError."""
    text = read_text(path, "scenario file")
    scenario = parse_scenario(text, entry, path)
    if ruleset is not None:
        scenario.state(ruleset)
    return scenario
