"""Named saves: where they live, their file names, and what each one holds in words.

A named save is an ordinary save file (see `game.core.saves`) in the `saves` folder
of the user's data directory. The name a player types is the file's name: the few
characters no file system takes (and `%`, so the mapping can be undone) are written
as `%XX`, so "Dune: the rematch" and "Dune/the rematch" stay two saves and both
list under the name they were given.

Describing a save replays it (that is the only way to trust it), and a save that
cannot be read is described by its problem rather than left out: the Load screen
lists it with the reason and never loads it. Nothing here draws or imports pygame.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from game import paths
from game.core import saves
from game.core.errors import SaveError
from game.core.registry import Registry
from game.core.ruleset import Ruleset
from game.core.saves import SeatRecord
from game.core.state import GameState
from game.core.words import plural

FOLDER = "saves"
SUFFIX = ".json"
MAX_NAME = 60  # characters a player may type for a save's name
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

# Characters no common file system accepts in a name, and % itself (the escape).
_UNSAFE = set('<>:"/\\|?*%')
# Names Windows keeps for devices, whatever follows them after a dot.
_DEVICES = re.compile(r"(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?", re.IGNORECASE)


def saves_dir() -> Path:
    """The folder the named saves are kept in (beside the autosave, never in the install)."""
    return paths.user_data_dir() / FOLDER


# -- names and file names ----------------------------------------------------------------


def _escape(ch: str) -> str:
    return "".join(f"%{byte:02X}" for byte in ch.encode("utf-8"))


def file_name(name: str) -> str:
    """The file a save called `name` is written to: safe on Windows, macOS and Linux,
    never hidden, and read back to the same name by `name_of`."""
    chars = [_escape(ch) if ch in _UNSAFE or not ch.isprintable() else ch for ch in name]
    if chars and chars[0] == ".":
        chars[0] = _escape(".")  # a leading dot hides the file
    if chars and chars[-1] in (".", " "):
        chars[-1] = _escape(chars[-1])  # Windows drops a trailing dot or space
    stem = "".join(chars)
    if _DEVICES.fullmatch(stem):
        stem = _escape(stem[0]) + stem[1:]  # "CON" is a device on Windows, not a file
    return stem + SUFFIX


def name_of(path: Path) -> str:
    """The name a save was given, read from its file's name (see `file_name`)."""
    stem = path.name[: -len(SUFFIX)] if path.name.endswith(SUFFIX) else path.name
    return unquote(stem, errors="replace")


def path_for(name: str, folder: Path | None = None) -> Path:
    return (folder if folder is not None else saves_dir()) / file_name(name)


def name_problem(name: str) -> str | None:
    """What is wrong with a name typed for a save, in a sentence (None: nothing)."""
    if not name.strip():
        return "Type a name for the save."
    if len(name) > MAX_NAME:
        return f"A save's name can have at most {MAX_NAME} characters; this one has {len(name)}."
    problem = saves.text_problem(name, MAX_NAME)
    if problem is not None:
        return f"The name {problem}."
    return None


# -- a game's progress in words ------------------------------------------------------------


def turn_of(state: GameState) -> int | None:
    """The game's turn number, if its state keeps one (0 while the game is set up)."""
    turn = getattr(state, "turn", None)
    if isinstance(turn, int) and not isinstance(turn, bool) and turn >= 0:
        return turn
    return None


def progress(turn: int | None, moves: int) -> str:
    """'turn 3', 'setting up', or '12 moves' for a game that counts no turns."""
    if turn is None:
        return plural(moves, "move")
    return f"turn {turn}" if turn > 0 else "setting up"


def names_text(names: Sequence[str]) -> str:
    """'Aria', 'Aria and Brann', 'Aria, Brann and Cora'."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def suggest_name(title: str, state: GameState, taken: Iterable[str] = ()) -> str:
    """A name for a new save, such as "Dragon Dune – turn 3"; "… (2)" if that is taken."""
    base = f"{title} – {progress(turn_of(state), len(state.moves))}"
    folded = {name.casefold() for name in taken}
    name, number = base, 1
    while name.casefold() in folded:
        number += 1
        name = f"{base} ({number})"
    return name


def date_text(when: datetime) -> str:
    """'3 May 2025, 14:05' (the same in every language setting)."""
    return f"{when.day} {MONTHS[when.month - 1]} {when.year}, {when:%H:%M}"


# -- what a save holds --------------------------------------------------------------------


@dataclass(frozen=True)
class SavedGame:
    """One save as the Load screen shows it. A damaged save has `problem` set (the
    rules' or reader's sentence, without the file) and `error` (the whole message,
    naming the file); its other fields are then empty."""

    path: Path
    name: str
    saved: datetime
    title: str = ""
    players: tuple[SeatRecord, ...] = ()
    turn: int | None = None
    moves: int = 0
    to_act: tuple[str, ...] = ()
    ended: str = ""  # how the game ended, if it has
    problem: str = ""
    error: str = ""
    autosave: bool = False  # a game in progress, written after every move

    @property
    def damaged(self) -> bool:
        return bool(self.problem)

    @property
    def players_text(self) -> str:
        """'Aria, Brann (bot), Cora and Dax (bot)'."""
        return names_text([p.name + ("" if p.human else " (bot)") for p in self.players])

    @property
    def progress_text(self) -> str:
        """'turn 3' or 'setting up' or '12 moves'."""
        return progress(self.turn, self.moves)

    @property
    def moves_text(self) -> str:
        return plural(self.moves, "move") + " made"

    @property
    def to_act_text(self) -> str:
        """'Aria to act', 'Aria and Brann to act', or how the game ended."""
        if self.ended:
            return self.ended
        return f"{names_text(self.to_act)} to act" if self.to_act else ""

    @property
    def date_text(self) -> str:
        return date_text(self.saved)

    @property
    def summary(self) -> str:
        """'Dragon Dune, turn 3, Aria to act' (the title screen's Continue says this)."""
        if self.damaged:
            return ""
        parts = [self.title, self.progress_text, self.to_act_text]
        return ", ".join(part for part in parts if part)

    @property
    def detail(self) -> str:
        """'Dragon Dune · turn 3 · 7 moves made · Aria to act' (one line of the list)."""
        if self.damaged:
            return ""
        parts = [self.title, self.progress_text]
        if self.turn is not None:
            parts.append(self.moves_text)
        parts.append(self.to_act_text)
        return " · ".join(part for part in parts if part)


def _ended(ruleset: Ruleset[Any], state: GameState) -> str:
    result = ruleset.result(state)
    if result is None:
        return ""
    if not result.winners:
        return "Game over: a draw"
    return f"Game over: {names_text([state.seats[w] for w in result.winners])} won"


def describe(path: Path, registry: Registry) -> SavedGame:
    """What the save at `path` holds, replayed through the rules; a save that cannot
    be read or replayed is described by its problem."""
    try:
        saved = datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, OverflowError, ValueError):
        saved = datetime.fromtimestamp(0)
    name = name_of(path)
    try:
        save = saves.read(path, registry)
    except SaveError as exc:
        return SavedGame(path, name, saved, problem=_sentence(exc.problem), error=str(exc))
    state, ruleset = save.state, save.ruleset
    players = save.players or tuple(SeatRecord(seat) for seat in state.seats)
    return SavedGame(
        path,
        name,
        saved,
        title=ruleset.title,
        players=players,
        turn=turn_of(state),
        moves=len(state.moves),
        to_act=tuple(state.seats[s] for s in ruleset.to_act(state)),
        ended=_ended(ruleset, state),
    )


def _sentence(problem: str) -> str:
    """The reader's problem as a sentence of its own: 'The file ends too early; …'."""
    return problem[:1].upper() + problem[1:] if problem else problem


def list_saves(registry: Registry, folder: Path | None = None) -> list[SavedGame]:
    """Every save in the folder, newest first (damaged ones too, with their problem)."""
    folder = folder if folder is not None else saves_dir()
    try:
        found = [p for p in folder.iterdir() if p.name.endswith(SUFFIX) and p.is_file()]
    except OSError:  # no folder yet (nothing saved), or it cannot be read
        return []
    games = [describe(path, registry) for path in found]
    games.sort(key=lambda g: g.name.casefold())
    games.sort(key=lambda g: g.saved, reverse=True)
    return games


def saved_names(folder: Path | None = None) -> list[str]:
    """The names of the saves in the folder, read from their file names only (fast)."""
    folder = folder if folder is not None else saves_dir()
    try:
        return sorted(name_of(p) for p in folder.iterdir() if p.name.endswith(SUFFIX))
    except OSError:
        return []
