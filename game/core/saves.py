"""Saves are JSON: format version, game, options, seats, seed and moves.

Loading replays every move through the rules, so a save can never hold an
illegal position. Any problem raises `SaveError` naming the file and what is
wrong; writing goes through a temporary file so a crash never leaves half a save.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from game.core.errors import IllegalMove, OptionError, SaveError
from game.core.move import Move
from game.core.registry import Registry
from game.core.ruleset import Ruleset
from game.core.state import GameState

FORMAT = "dragon-table-save"
VERSION = 1


def save_data(state: GameState) -> dict[str, Any]:
    """What a save holds: enough to replay the game, and nothing that could be illegal."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game,
        "options": dict(state.options),
        "seats": list(state.seats),
        "seed": state.seed,
        "moves": [m.to_json() for m in state.moves],
    }


def dumps(state: GameState) -> str:
    if state.is_view:
        raise ValueError("a view cannot be saved: it has no moves and a blank RNG")
    return json.dumps(save_data(state), indent=1)


def write_save(path: str | Path, state: GameState) -> None:
    """Write atomically: the old file stays whole until the new one is complete."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = dumps(state)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: str | Path, registry: Registry) -> tuple[Ruleset[Any], GameState]:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(str(path), "the file does not exist.") from None
    except OSError as exc:
        raise SaveError(str(path), f"the file cannot be read ({exc.strerror}).") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(
            str(path), "it is not a text file; it is not a Dragon Table save."
        ) from None
    return loads(text, registry, source=str(path))


def _cut_off(text: str) -> bool:
    """True when the text is an unfinished JSON document: a string or bracket left open."""
    depth, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return in_string or depth > 0


def loads(text: str, registry: Registry, source: str = "<text>") -> tuple[Ruleset[Any], GameState]:
    """Parse and replay a save; every problem becomes a SaveError naming `source`."""
    if not text.strip():
        raise SaveError(source, "the file is empty.")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if _cut_off(text):
            raise SaveError(source, "the file ends too early; it was cut off.") from None
        raise SaveError(
            source, f"the file is damaged at line {exc.lineno}, column {exc.colno} ({exc.msg})."
        ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(source, "it is not a Dragon Table save.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(source, f"its format version {version!r} is not a number.")
    if version > VERSION:
        raise SaveError(
            source,
            f"it was made by a newer Dragon Table (save format {version}; "
            f"this version reads up to {VERSION}).",
        )
    for key, kind in (("game", str), ("options", dict), ("seats", list), ("seed", int)):
        if not isinstance(data.get(key), kind):
            raise SaveError(source, f"the field '{key}' is missing or damaged.")
    if not isinstance(data.get("moves"), list):
        raise SaveError(source, "the field 'moves' is missing or damaged.")
    try:
        ruleset = registry.get(data["game"])
    except KeyError as exc:
        raise SaveError(source, str(exc.args[0])) from None
    seats = data["seats"]
    if not all(isinstance(s, str) for s in seats):
        raise SaveError(source, "the field 'seats' must list the players' names.")
    try:
        state = ruleset.new_game(seats, data["seed"], data["options"])
    except (OptionError, ValueError) as exc:
        raise SaveError(source, f"its game cannot be set up: {exc}") from None
    for number, raw_move in enumerate(data["moves"], start=1):
        try:
            move = Move.from_json(raw_move)
        except ValueError as exc:
            raise SaveError(source, f"move {number} is damaged: {exc}.") from None
        try:
            ruleset.apply(state, move)
        except IllegalMove as exc:
            raise SaveError(
                source, f"move {number} ({move.describe()}) is not legal: {exc.message}"
            ) from None
    return ruleset, state
