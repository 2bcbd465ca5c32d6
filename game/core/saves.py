"""Saves are JSON: format version, game, options, seats, seed and moves, and, from
the table, who sits at each seat (`players`: name, human or bot, the bot's kind).
A game started from a scenario also holds the scenario itself (`scenario`: its
file's name and whole text), so the save is complete without the file: loading
builds the start from it, then replays the moves.

Loading replays every move through the rules, so a save can never hold an
illegal position. The file is read against one strict schema before anything is
replayed: known format versions only, every field of the right type, seat names
printable and at most `MAX_NAME` characters, and the file bounded in size
(`MAX_BYTES`), in nesting (`MAX_DEPTH`) and in the length of every text
(`MAX_TEXT`). Any problem raises `SaveError` naming the file and what is wrong,
never another exception.

Writing goes through a temporary file beside the save, flushed to the disk
(`fsync`) and renamed over the old save, and then the folder is flushed too, so
neither a crash nor a power cut leaves half a save; a temporary file left by a
write that was killed is removed at the next start (`remove_stray_temp_files`).
"""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import tempfile
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.errors import DataError, IllegalMove, SaveError
from game.core.move import Move
from game.core.nesting import MAX_DEPTH, too_deep
from game.core.registry import Registry
from game.core.rng import MAX_SEED
from game.core.ruleset import Ruleset
from game.core.scenario import MAX_TEXT as MAX_SCENARIO
from game.core.scenario import Scenario, parse_scenario
from game.core.state import GameState

log = logging.getLogger(__name__)

FORMAT = "dragon-table-save"
VERSION = 1
"""The newest save format this version writes; it reads every format from 1 to this."""

MAX_BYTES = 5_000_000  # a long four-player game saves to about 80 kB
MAX_TEXT = 200  # the longest text in a save (a card's id, an option's value)
MAX_NAME = 40  # the longest seat name (the new-game screen allows 16)
MAX_NUMBER = 2**53 - 1  # the largest whole number in an option or a move (JSON keeps it exact)
TEMP_SUFFIX = ".tmp"


@dataclass(frozen=True)
class SeatRecord:
    """Who sits at a seat, as the save records it: a person or a bot of some kind."""

    name: str
    human: bool = True
    bot: str = ""  # a bot's kind; "" for the game's default bot

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "human": self.human, "bot": self.bot}


@dataclass(frozen=True)
class Save:
    """A loaded save: the game's rules, the replayed state, and who sits where
    (None when the save does not say, as in saves written without a table); and the
    scenario the game started from (None: a game dealt as usual)."""

    ruleset: Ruleset[Any]
    state: GameState
    players: tuple[SeatRecord, ...] | None
    scenario: Scenario | None = None


# -- writing -----------------------------------------------------------------------------


def save_data(
    state: GameState, players: Sequence[Any] | None = None, scenario: Scenario | None = None
) -> dict[str, Any]:
    """What a save holds: enough to replay the game, and nothing that could be illegal.

    `players` (anything with `to_json()`, one per seat) records who sits where, and
    `scenario` the scenario the game started from.
    """
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game,
        "options": dict(state.options),
        "seats": list(state.seats),
        "seed": state.seed,
        "moves": [m.to_json() for m in state.moves],
    }
    if players is not None:
        data["players"] = [p.to_json() for p in players]
    if scenario is not None:
        data["scenario"] = {"name": scenario.name, "text": scenario.text}
    return data


def dumps(
    state: GameState, players: Sequence[Any] | None = None, scenario: Scenario | None = None
) -> str:
    if state.is_view:
        raise ValueError("a view cannot be saved: it has no moves and a blank RNG")
    return json.dumps(save_data(state, players, scenario), indent=1)


def write_save(
    path: str | Path,
    state: GameState,
    players: Sequence[Any] | None = None,
    scenario: Scenario | None = None,
) -> None:
    """Write atomically: the old file stays whole until the new one is complete."""
    write_atomic(path, dumps(state, players, scenario))


def write_atomic(path: str | Path, text: str) -> None:
    """Replace `path` with `text` so that a crash or a power cut leaves the old file or
    the new one, whole: a temporary file beside it is written and flushed to the disk,
    renamed over it, and the folder is flushed so the rename itself is kept."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Flush a folder's entries (the rename) to the disk, where the platform can.

    Windows cannot open a folder this way (its file system keeps renames in its
    journal), and some file systems refuse to flush one; the save is already whole.
    """
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stray_temp_files(folder: str | Path) -> list[Path]:
    """Remove the temporary files that writes killed halfway left in `folder` (the
    user's data folder, at start); returns what was removed. Only this folder's own
    `*.tmp` files go: no write there keeps one past its rename."""
    removed: list[Path] = []
    try:
        candidates = list(Path(folder).glob(f"*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for stray in candidates:
        try:
            if stray.is_file() and not stray.is_symlink():
                stray.unlink()
                removed.append(stray)
        except OSError as exc:  # in use or not ours to remove: it does no harm
            log.warning("Could not remove the leftover file %s (%s).", stray, exc.strerror)
    return removed


# -- reading -----------------------------------------------------------------------------


def read_save(path: str | Path, registry: Registry) -> tuple[Ruleset[Any], GameState]:
    save = read(path, registry)
    return save.ruleset, save.state


def read(path: str | Path, registry: Registry) -> Save:
    """Read, check and replay the save at `path`; every problem is a SaveError."""
    path = Path(path)
    try:
        with path.open("rb") as file:
            raw = file.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(str(path), "the file does not exist.") from None
    except OSError as exc:
        raise SaveError(str(path), f"the file cannot be read ({exc.strerror or exc}).") from None
    if len(raw) > MAX_BYTES:
        raise SaveError(str(path), _too_big())
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(
            str(path), "it is not a text file; it is not a Dragon Table save."
        ) from None
    return load(text, registry, source=str(path))


def loads(text: str, registry: Registry, source: str = "<text>") -> tuple[Ruleset[Any], GameState]:
    """Parse and replay a save; every problem becomes a SaveError naming `source`."""
    save = load(text, registry, source)
    return save.ruleset, save.state


def _too_big() -> str:
    return f"the file is too big for a save (a save is at most {MAX_BYTES // 1_000_000} MB)."


_TOKEN = re.compile(r'"(?:[^"\\]+|\\.)*(")?|[][{}]', re.DOTALL)
"""A JSON string (its closing quote, if any, in group 1) or a bracket; never backtracks."""


def _cut_off(text: str) -> bool:
    """True when the text is an unfinished JSON document: a string or bracket left open.
    Brackets inside strings count for nothing; the scan is linear whatever the text."""
    depth = 0
    for token in _TOKEN.finditer(text):
        ch = token.group()[0]
        if ch == '"':
            if token.group(1) is None:  # a string opened and never closed
                return True
        elif ch in "[{":
            depth += 1
        else:
            depth -= 1
    return depth > 0


_MAX_DIGITS = sys.get_int_max_str_digits() or 4300


class _NotJson(ValueError):
    """A number JSON does not have (NaN, Infinity), which Python's reader would accept."""


def _no_constant(name: str) -> Any:
    raise _NotJson(name)


def _parse(text: str, source: str) -> Any:
    if len(text) > MAX_BYTES:
        raise SaveError(source, _too_big())
    if not text.strip():
        raise SaveError(source, "the file is empty.")
    deep_words = (
        f"the file is damaged: its brackets nest more than {MAX_DEPTH} deep, "
        "and a save never nests that deep."
    )
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:  # thousands of brackets deep
        raise SaveError(source, deep_words) from None
    except json.JSONDecodeError as exc:
        if _cut_off(text):
            raise SaveError(source, "the file ends too early; it was cut off.") from None
        raise SaveError(
            source, f"the file is damaged at line {exc.lineno}, column {exc.colno} ({exc.msg})."
        ) from None
    except _NotJson as exc:
        raise SaveError(
            source, f"the file is damaged: it holds {exc}, which is not a number a save can hold."
        ) from None
    except ValueError:  # Python reads at most 4300 digits of a whole number
        raise SaveError(
            source,
            f"the file is damaged: it holds a number of more than {_MAX_DIGITS} digits, "
            "far too long for a save.",
        ) from None
    if too_deep(data):  # nothing that walks a save may run out of stack (5 deep at most)
        raise SaveError(source, deep_words)
    return data


def _seed_words(seed: int) -> str:
    """A seed as a message shows it: itself, or how long it is when it is huge."""
    digits = str(abs(seed))
    if len(digits) <= 20:
        return str(seed)
    return f"(a {'negative ' if seed < 0 else ''}whole number of {len(digits)} digits)"


def _shown(value: Any) -> str:
    """A value from the file, short enough for a message, with odd characters escaped."""
    if isinstance(value, str):
        shown = repr(value)  # quoted, with control and broken characters escaped
    else:
        try:
            shown = json.dumps(value, ensure_ascii=True)  # true, null, [1, 2] as in the file
        except ValueError:  # a number too long to write out
            shown = "a huge number"
    return shown if len(shown) <= 30 else shown[:27] + "..."


def _character(ch: str) -> str:
    """U+0007, a control character; U+200B ZERO WIDTH SPACE."""
    if unicodedata.category(ch) == "Cc":
        return f"U+{ord(ch):04X}, a control character"
    name = unicodedata.name(ch, "")
    return f"U+{ord(ch):04X}" + (f" {name}" if name else "")


def text_problem(value: Any, limit: int = MAX_TEXT) -> str | None:
    """Why `value` cannot be a text in a save (None: it can): not text, too long, or
    holding a character that cannot be drawn (a control character, a broken one)."""
    if not isinstance(value, str):
        return f"is {_shown(value)}, not text"
    if len(value) > limit:
        return f"is too long ({len(value)} characters; at most {limit})"
    for ch in value:
        if "\ud800" <= ch <= "\udfff":
            return f"holds a broken character ({_character(ch)}, half of a pair)"
        if not ch.isprintable() and ch != " ":
            return f"holds a character that cannot be shown ({_character(ch)})"
    return None


def name_problem(value: Any) -> str | None:
    """Why `value` cannot be a seat's name (None: it can): text of 1 to `MAX_NAME`
    characters a screen can show, not only spaces. The new-game screen's names pass."""
    if isinstance(value, str) and not value.strip():
        return "is empty"
    return text_problem(value, MAX_NAME)


def _values(value: Any) -> Iterator[Any]:
    """Every text (keys included) and number in a parsed JSON value (its depth is bounded)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _values(item)
    elif isinstance(value, list):
        for item in value:
            yield from _values(item)
    else:
        yield value


def _first_value_problem(value: Any) -> str | None:
    """What is wrong with the first bad text or number inside an option or a move."""
    for item in _values(value):
        if isinstance(item, str):
            problem = text_problem(item)
            if problem is not None:
                return f"a text in it {problem}"
        elif isinstance(item, int) and not -MAX_NUMBER <= item <= MAX_NUMBER:
            return f"a number in it is far too large ({len(str(abs(item)))} digits)"
    return None


def _clip(words: object) -> str:
    """A message from the rules or the reader, cut short if a damaged value made it long."""
    text = str(words)
    return text if len(text) <= 300 else text[:297] + "..."


def _version_problem(version: Any) -> str | None:
    if not isinstance(version, int) or isinstance(version, bool):
        return f"its format version {_shown(version)} is not a whole number."
    if version == 0:
        return "its format version is 0, and save formats start at 1; no Dragon Table made it."
    if version < 0:
        return f"its format version is {version}, below zero; the file is damaged."
    if version >= 1_000_000:
        return (
            f"its format version is a number of {len(str(version))} digits; "
            "no Dragon Table has made such a save."
        )
    if version > VERSION:
        return (
            f"it was made by a newer Dragon Table (save format {version}; "
            f"this version reads up to {VERSION})."
        )
    return None


def _players(raw: Any, seats: list[str], registry: Registry, game: str) -> tuple[SeatRecord, ...]:
    """The `players` field: one record per seat, strictly typed; raises ValueError
    with the problem in words."""
    if not isinstance(raw, list):
        raise ValueError("the field 'players' must list who sits at each seat.")
    if len(raw) != len(seats):
        listed = f"{len(raw)} player" + ("" if len(raw) == 1 else "s")
        raise ValueError(f"the field 'players' lists {listed} for {len(seats)} seats.")
    entry = registry.entry(game)
    records = []
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, dict):
            raise ValueError(f"player {number} is damaged: it must have a name, human and bot.")
        for key in ("name", "human", "bot"):
            if key not in item:
                raise ValueError(f"player {number} is damaged: its '{key}' is missing.")
        name, human, bot = item["name"], item["human"], item["bot"]
        problem = name_problem(name)
        if problem is not None:
            raise ValueError(f"player {number}'s name {problem}.")
        if not isinstance(human, bool):
            shown = _shown(human)
            raise ValueError(f"player {number}'s 'human' must be true or false, not {shown}.")
        if not isinstance(bot, str):
            raise ValueError(f"player {number}'s 'bot' must be a kind of bot, not {_shown(bot)}.")
        problem = text_problem(bot, MAX_NAME)
        if problem is not None:
            raise ValueError(f"player {number}'s bot {problem}.")
        if not human and bot:
            problem = entry.bot_problem(bot)
            if problem is not None:
                raise ValueError(f"player {number} is a bot: {problem}")
        records.append(SeatRecord(name, human, bot))
    if sorted(r.name for r in records) != sorted(seats):
        raise ValueError(
            f"the players ({', '.join(r.name for r in records)}) are not the ones "
            f"at the seats ({', '.join(seats)})."
        )
    return tuple(records)


def load(text: str, registry: Registry, source: str = "<text>") -> Save:
    """Check a save's text against the schema and replay it; every problem becomes a
    SaveError naming `source`, and nothing else escapes."""
    data = _parse(text, source)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(source, "it is not a Dragon Table save.")
    problem = _version_problem(data.get("version"))
    if problem is not None:
        raise SaveError(source, problem)
    for key, kind in (("game", str), ("options", dict), ("seats", list), ("seed", int)):
        value = data.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise SaveError(source, f"the field '{key}' is missing or damaged.")
    if not isinstance(data.get("moves"), list):
        raise SaveError(source, "the field 'moves' is missing or damaged.")
    if text_problem(data["game"], MAX_NAME) is not None:
        raise SaveError(source, "the field 'game' is missing or damaged.")
    try:
        ruleset = registry.get(data["game"])
    except KeyError as exc:
        raise SaveError(source, str(exc.args[0])) from None
    except Exception as exc:  # the game's own files are damaged: say which, as they do
        raise SaveError(source, f"its game cannot be opened: {_clip(exc)}") from None
    seats = data["seats"]
    if not all(isinstance(s, str) for s in seats):
        raise SaveError(source, "the field 'seats' must list the players' names.")
    for number, name in enumerate(seats, start=1):
        problem = name_problem(name)
        if problem is not None:
            raise SaveError(source, f"seat {number}'s name {problem}.")
    if not 0 <= data["seed"] <= MAX_SEED:
        raise SaveError(
            source,
            f"its seed {_seed_words(data['seed'])} is out of range; a game's seed is a whole "
            f"number from 0 to {MAX_SEED:,}.",
        )
    problem = _first_value_problem(data["options"])
    if problem is not None:
        raise SaveError(source, f"its options are damaged: {problem}.")
    scenario = None
    if "scenario" in data:
        scenario = _scenario(data["scenario"], registry, data["game"], source)
        state = _scenario_start(scenario, ruleset, seats, data["seed"], source)
    else:
        try:
            state = ruleset.new_game(seats, data["seed"], data["options"])
        except ValueError as exc:  # OptionError, or the wrong number of seats
            raise SaveError(source, f"its game cannot be set up: {_clip(exc)}") from None
        except Exception:
            log.warning("%s: the game could not be set up", source, exc_info=True)
            raise SaveError(source, "its game cannot be set up from the saved options.") from None
    players = None
    if "players" in data:
        try:
            players = _players(data["players"], seats, registry, data["game"])
        except ValueError as exc:
            raise SaveError(source, str(exc)) from None
    for number, raw_move in enumerate(data["moves"], start=1):
        problem = _first_value_problem(raw_move)
        if problem is not None:
            raise SaveError(source, f"move {number} is damaged: {problem}.")
        try:
            move = Move.from_json(raw_move)
        except ValueError as exc:
            raise SaveError(source, f"move {number} is damaged: {_clip(exc)}.") from None
        try:
            ruleset.apply(state, move)
        except IllegalMove as exc:
            raise SaveError(
                source,
                f"move {number} ({_clip(move.describe())}) is not legal: {_clip(exc.message)}",
            ) from None
        except Exception:  # the rules failed on a move they should have refused
            log.warning("%s: move %d could not be replayed", source, number, exc_info=True)
            raise SaveError(
                source,
                f"move {number} ({_clip(move.describe())}) cannot be replayed; it is damaged.",
            ) from None
    return Save(ruleset, state, players, scenario)


def _scenario(raw: Any, registry: Registry, game: str, source: str) -> Scenario:
    """The `scenario` field: the scenario's file name and its whole text, read again."""
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
        raise SaveError(source, "the field 'scenario' is damaged: it must have a name and a text.")
    name, text = raw["name"], raw.get("text")
    problem = text_problem(name)
    if problem is not None:
        raise SaveError(source, f"the field 'scenario' is damaged: its name {problem}.")
    if not isinstance(text, str):
        raise SaveError(source, f"its scenario {name!r} is damaged: its text is missing.")
    if len(text) > MAX_SCENARIO:
        raise SaveError(
            source,
            f"its scenario {name!r} is damaged: its text is {len(text):,} characters "
            f"(a scenario has at most {MAX_SCENARIO:,}).",
        )
    try:
        return parse_scenario(text, registry.entry(game), name)
    except DataError as exc:
        raise SaveError(source, f"its scenario {name!r} is damaged: {_clip(exc.problem)}") from None


def _scenario_start(
    scenario: Scenario, ruleset: Ruleset[Any], seats: list[str], seed: int, source: str
) -> GameState:
    """The position a scenario game started from, built again; it must seat the same players."""
    try:
        state = scenario.state(ruleset, seed)
    except DataError as exc:
        raise SaveError(
            source, f"its scenario {scenario.name!r} cannot be set up: {_clip(exc.problem)}"
        ) from None
    if state.seats != seats:
        raise SaveError(
            source,
            f"its seats ({', '.join(seats)}) are not those of its scenario "
            f"{scenario.name!r} ({', '.join(state.seats)}).",
        )
    return state
