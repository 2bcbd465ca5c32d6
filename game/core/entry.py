"""A game's one entry: everything the app needs to know of a game, in one value.

Each game's package (`game/games/<g>/__init__.py`) exports `ENTRY`, and one
list (`game/games/__init__.py`) names the entries. The command line, the
new-game screen, the bots, the labs and the self-test read only that list, so
adding a game is its folder plus one line.

Pure: an entry names its client half (table kit, faces, drawing) by its dotted
module path, which only the client imports, so the rules never load pygame.
"""

from __future__ import annotations

import importlib
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
class SearchHooks:
    """What the generic search bot (game.bots.search) needs of a game, besides its rules.

    `determinize(rules, view, rng)` is one world the view allows: a new state (not a
    view) whose hidden cards are dealt at random from those the viewer has not seen,
    whose other seats' secret answers are guessed, and whose RNG is fresh from `rng`
    (the future is unknown); what the viewer sees stays exactly as it is.
    `evaluate(rules, state, seat)` estimates `seat`'s chance to win, from 0 to 1, where
    a playout stops short of the end. `playout(rules, state, seat, legal, rng)` is the
    cheap policy that plays on for `horizon` moves after a new node (None: uniform
    random)."""

    determinize: Callable[[Any, Any, Any], Any]
    evaluate: Callable[[Any, Any, int], float]
    playout: Callable[[Any, Any, int, Any, Any], Any] | None = None
    horizon: int = 8


def lazy_search(module: str, horizon: int = 8) -> SearchHooks:
    """The search hooks `determinize`, `evaluate` and `playout` of `module` (a dotted
    path), imported when the first search asks for them: an entry declares its hooks
    without loading its search at the app's start."""
    found: dict[str, Callable[..., Any]] = {}

    def part(name: str) -> Callable[..., Any]:
        def call(*args: Any) -> Any:
            hook = found.get(name)
            if hook is None:
                hook = found[name] = getattr(importlib.import_module(module), name)
            return hook(*args)

        call.__name__ = name
        return call

    return SearchHooks(part("determinize"), part("evaluate"), part("playout"), horizon=horizon)


@dataclass(frozen=True)
class BoardMap:
    """A game whose board is a map file a designer edits in Tiled. The layout lab's Map
    view, `lab --check`, `lab --map` and a playtest on a copy of the map ask the game's
    entry for it, so no shared module needs to know which game has a map.

    The board `load` returns has `regions` (each with `polygon`, `anchor` and `rect`, in
    map pixels), `adjacency` (region -> the regions it borders), `track` (numbered
    points, may be empty), `size` and `path`."""

    file: str
    """The game's own map, in the app's maps folder."""
    load: Callable[[Path], Any]
    """The board a map file holds; DataError naming the file and the object for a damaged one."""
    problems: Callable[[Any], list[str]]
    """What a board that loads still gets wrong (a territory no border reaches)."""
    check: Callable[[Path], list[str]]
    """Every problem of a map file, one sentence each ([] for a good map): `lab --check`."""
    rules_on: Callable[[Path | None, Path], Any]
    """The game's rules on a copy of the map and a card file (None: the game's own), both
    read at once so a damaged one raises DataError."""
    look: str
    """The Map view's look ("module:NAME" in the game's client): colours, labels, art."""
    warnings: Callable[[Path], list[str]] | None = None
    """What a map file that loads draws otherwise than its rules play it (outlines against
    borders), one sentence each: `lab --check` prints them and still exits 0."""


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
    the self-test's pure checks of them. `bot_aliases` names kinds a bot was once
    called (a save's "greedy" is today's "easy"), which seat the bot they stand for.
    `scenario` is the dotted path of the game's pure scenario builder (`TABLES` and
    `build(scenario, ruleset, seed)`, see game.core.scenario); empty while the game has
    no scenarios. `balance` is
    the dotted path of the game's pure balance module for the balance lab
    (`card_uses(ruleset, state)`: each use of a card, such as "drafted", with the
    card names each seat used that way; optionally `ending(result)`).
    `board_map` says how the game's board is read from a map file a designer edits
    (None: the game has no such map). `max_moves` is the most moves a game between
    the default bots may take: a game that goes past it is a bug in the rules or in a
    bot, and the shared playout test fails on it. `search` holds the hooks the generic
    search bot plays the game with (its normal and strong bots).
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
    board_map: BoardMap | None = None
    max_moves: int = 5_000
    search: SearchHooks | None = None
    bot_aliases: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.default_bot not in self.bots:
            raise ValueError(
                f"{self.title}'s default bot {self.default_bot!r} is not one of its bots"
            )
        for old, new in self.bot_aliases.items():
            if new not in self.bots:
                raise ValueError(f"{self.title}'s bot {old!r} stands for {new!r}, not a bot")

    @property
    def bot_kinds(self) -> tuple[str, ...]:
        """The kinds of bot this game has, its default first."""
        return (self.default_bot, *(k for k in self.bots if k != self.default_bot))

    def bot_problem(self, kind: str) -> str | None:
        """Why this game cannot seat a bot of `kind` (None: it can)."""
        if kind in self.bots or kind in self.bot_aliases:
            return None
        kinds = ", ".join(self.bot_kinds)
        return f"{self.title} has no bot called {kind!r}; its bots are: {kinds}."

    def make_bot(self, kind: str, seed: int, ruleset: Any) -> Player:
        """A bot of this kind, seeded; a kind the game lacks raises ValueError saying so."""
        problem = self.bot_problem(kind)
        if problem is not None:
            raise ValueError(problem)
        return self.bots[self.bot_aliases.get(kind, kind)](ruleset, seed)
