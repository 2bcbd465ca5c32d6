"""Play it now: a game under a designer's own card file, straight from the layout lab.

`playtest_session` reads the designer's card file into a fresh ruleset (the
app's own ruleset of the game stays as it is, so a normal game and a playtest
never share cards) and seats the players in designer mode: every hand shown,
no curtain, never saved. The table watches the session's card and layout files
(`PlaytestWatch`); a saved layout redraws the faces in place, and a saved card
file is read again (`reread_rules`) to offer a restart from the same seed.
A game with a board map (Dragon Dune) plays on the designer's copy of the map
when one is given (`map_file`), and a restart keeps that map.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import paths
from game.core.entry import GameEntry
from game.core.errors import DataError
from game.core.registry import Registry
from game.core.ruleset import Ruleset
from game.core.scenario import Scenario
from game.core.state import GameState
from game.lab.watch import FileWatch
from game.session import SeatPlan, Session


def card_file_of(entry: GameEntry, cards: Path | None) -> Path | None:
    """The card file a playtest of the game reads: the designer's, else the game's own
    (read afresh, so edits to it count); None for a game without a card file to edit."""
    if entry.rules_from is None:
        return None
    return Path(cards) if cards is not None else paths.card_file(entry.name)


def rules_from(
    registry: Registry, game: str, cards: Path | None, map_file: Path | None = None
) -> Ruleset[Any]:
    """The game's rules read from `cards` (see `card_file_of`), on the board map `map_file`
    if given (a game with a map); DataError names the file, the card and the field (or the
    map's object) of a damaged one."""
    entry = registry.entry(game)
    if map_file is not None:
        if entry.board_map is None:
            raise ValueError(f"{entry.title} has no board map to play on.")
        on_map: Ruleset[Any] = entry.board_map.rules_on(card_file_of(entry, cards), Path(map_file))
        return on_map
    path = card_file_of(entry, cards)
    if path is None or entry.rules_from is None:
        return registry.get(game)
    ruleset: Ruleset[Any] = entry.rules_from(path)
    return ruleset


def playtest_session(
    registry: Registry,
    game: str,
    cards: Path | None,
    layout: Path | None,
    plans: Sequence[SeatPlan],
    seed: int,
    options: dict[str, Any] | None = None,
    state: GameState | None = None,
    *,
    scenario: Scenario | None = None,
    map_file: Path | None = None,
) -> Session:
    """A game of `game` played with the designer's card file `cards` and faces drawn from
    `layout` (None: the game's own), in designer mode.

    `state` is a prepared start position (a restart deals afresh); it is played with
    the designer's cards from here on. `scenario` is a position to start from again
    on each restart. `map_file` is a designer's copy of the game's board map (None:
    the game's own). Raises DataError for a damaged card file or map and ValueError
    for seats or options the game does not take.
    """
    ruleset = rules_from(registry, game, cards, map_file)
    if state is not None:
        _adopt(ruleset, state)
    return Session(
        registry,
        ruleset,
        plans,
        seed,
        options,
        state=state,
        scenario=scenario,
        designer=True,
        cards=card_file_of(registry.entry(game), cards),
        layout=Path(layout) if layout is not None else None,
    )


def _adopt(ruleset: Ruleset[Any], state: GameState) -> None:
    """A game whose states carry their cards (Dominion: Draconium) plays a prepared
    position with the playtest's cards; the others' rules hold their cards themselves."""
    catalog = getattr(ruleset, "catalog", None)
    if catalog is not None and hasattr(state, "catalog"):
        state.catalog = catalog


def reread_rules(session: Session) -> Ruleset[Any]:
    """The session's game read again from its card file (it was saved), on the map it
    was played on; DataError if the file is damaged now."""
    name = session.ruleset.name
    on_map = map_file_of(session.registry.entry(name), session.ruleset)
    return rules_from(session.registry, name, session.cards, on_map)


def map_file_of(entry: GameEntry, ruleset: Ruleset[Any]) -> Path | None:
    """The board map a game with a map is played on (its rules' `board.path`); None for
    a game without one."""
    if entry.board_map is None:
        return None
    path = getattr(getattr(ruleset, "board", None), "path", None)
    return Path(path) if path else None


def watched_files(session: Session, faces: Path | None) -> list[Path]:
    """The files a playtest's table watches: its card file and the layout its faces are
    drawn from (`faces`: the kit's, when the session names none)."""
    if not session.designer:
        return []
    found = [session.cards, session.layout or faces]
    return [path for path in found if path is not None]


@dataclass(frozen=True)
class Saved:
    """What a designer saved while a playtest's table is open: its face layout (`faces`),
    or its card file, read again into new rules (`rules`) or damaged (`problem`, in
    words: the game goes on with what was read before)."""

    faces: Path | None = None
    rules: Ruleset[Any] | None = None
    problem: str = ""


class PlaytestWatch:
    """The designer's files of a playtest at the table: its card file and the layout its
    faces are drawn from (`faces`: the kit's, when the session names none)."""

    def __init__(self, session: Session, faces: Path | None) -> None:
        self.session = session
        self.layout = session.layout or faces
        files = watched_files(session, faces)
        self.watch: FileWatch | None = FileWatch(files) if files else None

    def saved(self) -> list[Saved]:
        """What was saved since the last frame (called once a frame)."""
        if self.watch is None:
            return []
        changed = self.watch.changed()
        if not changed:
            return []
        found: list[Saved] = []
        session = self.session
        if self.layout is not None and Path(self.layout).resolve() in changed:
            found.append(Saved(faces=Path(self.layout)))
        if session.cards is not None and session.cards.resolve() in changed:
            try:
                found.append(Saved(rules=reread_rules(session)))
            except (DataError, OSError) as exc:
                found.append(Saved(problem=file_problem(exc, session.cards)))
        return found

    def close(self) -> None:
        if self.watch is not None:
            self.watch.close()
            self.watch = None


def file_problem(exc: Exception, path: Path) -> str:
    """A designer's file that failed to read, in words: the game goes on as it was."""
    said = exc.problem if isinstance(exc, DataError) else str(exc)
    return f"{path.name}: {said} The game goes on with what was read before."
