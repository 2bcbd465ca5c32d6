"""A game's one entry: everything the app needs to know of a game, in one value.

Each game's package (`game/games/<g>/__init__.py`) exports `ENTRY`, and one
list (`game/games/__init__.py`) names the entries. The command line, the
new-game screen, the bots, the labs and the self-test read only that list, so
adding a game is its folder plus one line.

Pure: an entry names its client half (table kit, faces, drawing) by its dotted
module path, which only the client imports, so the rules never load pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.runner import Player

BotMaker = Callable[[Any, int], Player]
"""Makes a bot for a ruleset and a seed."""

Check = Callable[[], str]
"""A self-test check: returns a short line of what it saw, raises on failure."""


@dataclass(frozen=True)
class GameEntry:
    """One game, as the app plugs it in.

    `make_rules` builds the game's `Ruleset` (its data files are read when the
    rules first need them); `rules_from` builds one from a designer's copy of the
    game's card file (the layout lab's playtest), reading it at once so a damaged
    file raises DataError; None while the game has no card file to edit. `client`
    is the dotted path of the game's client package, which provides
    `make_kit(ruleset, layout=None)` for the table (faces from a designer's layout
    file, if given) and `CHECKS` for the self-test (face layouts); empty while the
    game has no table yet.
    `bots` makes each kind of bot the game has, `default_bot` naming the one a
    "bot" seat gets. `data_files` lists the files the game reads, relative to
    the app's assets (`cards/<game>.toml`) or maps (`maps/…`), and `checks`
    the self-test's pure checks of them. `scenario` is the dotted path of the
    game's pure scenario builder (`TABLES` and `build(scenario, ruleset, seed)`,
    see game.core.scenario); empty while the game has no scenarios. `balance` is
    the dotted path of the game's pure balance module for the balance lab
    (`card_uses(ruleset, state)`: each use of a card, such as "drafted", with the
    card names each seat used that way; optionally `ending(result)`).
    `rules_on_map(cards, map)` builds the rules on a designer's copy of the game's
    board map (cards: a designer's card file, None: the game's own), reading both
    at once; None for a game without a map.
    """

    name: str
    title: str
    make_rules: Callable[[], Any]
    bots: Mapping[str, BotMaker]
    default_bot: str
    client: str = ""
    data_files: tuple[str, ...] = ()
    checks: tuple[tuple[str, Check], ...] = field(default=())
    rules_from: Callable[[Path], Any] | None = None
    scenario: str = ""
    balance: str = ""
    rules_on_map: Callable[[Path | None, Path], Any] | None = None

    def __post_init__(self) -> None:
        if self.default_bot not in self.bots:
            raise ValueError(
                f"{self.title}'s default bot {self.default_bot!r} is not one of its bots"
            )

    @property
    def bot_kinds(self) -> tuple[str, ...]:
        """The kinds of bot this game has, its default first."""
        return (self.default_bot, *(k for k in self.bots if k != self.default_bot))

    def bot_problem(self, kind: str) -> str | None:
        """Why this game cannot seat a bot of `kind` (None: it can)."""
        if kind in self.bots:
            return None
        kinds = ", ".join(self.bot_kinds)
        return f"{self.title} has no bot called {kind!r}; its bots are: {kinds}."

    def make_bot(self, kind: str, seed: int, ruleset: Any) -> Player:
        """A bot of this kind, seeded; a kind the game lacks raises ValueError saying so."""
        problem = self.bot_problem(kind)
        if problem is not None:
            raise ValueError(problem)
        return self.bots[kind](ruleset, seed)
