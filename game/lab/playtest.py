"""Play it now: a game under a designer's own card file, straight from the layout lab.

`playtest_session` reads the designer's card file into a fresh ruleset (the
app's own ruleset of the game stays as it is, so a normal game and a playtest
never share cards) and seats the players in designer mode: every hand shown,
no curtain, never saved. The table watches the session's card and layout files
(`watched_files`); a saved layout redraws the faces in place, and a saved card
file is read again (`reread_rules`) to offer a restart from the same seed.
A game with a board map (Dragon Dune) plays on the designer's copy of the map
when one is given (`map_file`), and a restart keeps that map.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game import paths
from game.core.ruleset import Ruleset
from game.core.scenario import Scenario
from game.core.state import GameState
from game.games import REGISTRY
from game.session import SeatPlan, Session


def card_file_of(game: str, cards: Path | None) -> Path | None:
    """The card file a playtest of `game` reads: the designer's, else the game's own
    (read afresh, so edits to it count); None for a game without a card file to edit."""
    if REGISTRY.entry(game).rules_from is None:
        return None
    return Path(cards) if cards is not None else paths.card_file(game)


def rules_from(game: str, cards: Path | None, map_file: Path | None = None) -> Ruleset[Any]:
    """The game's rules read from `cards` (see `card_file_of`), on the board map `map_file`
    if given (a game with a map); DataError names the file, the card and the field (or the
    map's object) of a damaged one."""
    entry = REGISTRY.entry(game)
    if map_file is not None:
        if entry.rules_on_map is None:
            raise ValueError(f"{entry.title} has no board map to play on.")
        on_map: Ruleset[Any] = entry.rules_on_map(card_file_of(game, cards), Path(map_file))
        return on_map
    path = card_file_of(game, cards)
    if path is None or entry.rules_from is None:
        return REGISTRY.get(game)
    ruleset: Ruleset[Any] = entry.rules_from(path)
    return ruleset


def playtest_session(
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
    ruleset = rules_from(game, cards, map_file)
    if state is not None:
        _adopt(ruleset, state)
    return Session(
        ruleset,
        plans,
        seed,
        options,
        state=state,
        scenario=scenario,
        designer=True,
        cards=card_file_of(game, cards),
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
    return rules_from(session.ruleset.name, session.cards, map_file_of(session.ruleset))


def map_file_of(ruleset: Ruleset[Any]) -> Path | None:
    """The board map a game with a map is played on (its rules' `board.path`); None for
    a game without one."""
    if REGISTRY.entry(ruleset.name).rules_on_map is None:
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
