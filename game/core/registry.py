"""The registry: the games the app knows, found by name, each from its one entry."""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator
from typing import Any

from game.core.entry import GameEntry
from game.core.problems import in_short
from game.core.ruleset import Ruleset
from game.core.runner import Player


class Registry:
    """The games the app knows, by their short name (the `name` of each entry).

    It holds each game's `GameEntry` and makes the game's rules once, the first
    time they are asked for, so a game whose data is damaged does not stop the
    others from loading. Tests may `add` a game of their own and `remove` it.
    """

    def __init__(self, entries: Iterable[GameEntry], source: str = "") -> None:
        self.source = source
        """Where a new process finds this registry ("module:NAME"), for the balance lab's
        worker processes, which are handed a spec and this name, not the registry."""
        self._entries: dict[str, GameEntry] = {}
        self._rules: dict[str, Ruleset[Any]] = {}
        self._problems: dict[str, str | None] = {}
        for entry in entries:
            self.add(entry)

    def add(self, entry: GameEntry) -> None:
        if entry.name in self._entries:
            raise ValueError(f"two games are called {entry.name!r}")
        self._entries[entry.name] = entry

    def remove(self, name: str) -> None:
        self._entries.pop(name, None)
        self.forget(name)

    def forget(self, name: str) -> None:
        """Make the game's rules afresh next time (its data files changed)."""
        self._rules.pop(name, None)
        self._problems.pop(name, None)

    def problem(self, name: str) -> str | None:
        """Why the game cannot be played now (its data is damaged), or None if it can.

        Makes its rules and runs its entry's data checks once; the message names the
        file and what is wrong, so the title and new-game screens can say so while
        the other games play on.
        """
        if name not in self._problems:
            entry = self.entry(name)
            try:
                self.get(name)
                for _, check in entry.checks:
                    check()
            except Exception as exc:  # any broken data file, whatever the loader raised
                self._rules.pop(name, None)
                self._problems[name] = in_short(exc)
            else:
                self._problems[name] = None
        return self._problems[name]

    def playable(self) -> list[str]:
        """The games whose data loads, in the list's order."""
        return [name for name in self._entries if self.problem(name) is None]

    def entry(self, name: str) -> GameEntry:
        try:
            return self._entries[name]
        except KeyError:
            known = ", ".join(sorted(self._entries))
            raise KeyError(f"There is no game called {name!r}; the games are: {known}.") from None

    def get(self, name: str) -> Ruleset[Any]:
        """The game's rules, made the first time they are asked for."""
        rules = self._rules.get(name)
        if rules is None:
            rules = self._rules[name] = self.entry(name).make_rules()
        return rules

    def names(self) -> list[str]:
        return sorted(self._entries)

    def entries(self) -> list[GameEntry]:
        return list(self._entries.values())

    def make_bot(
        self, game: str, kind: str, seed: int, ruleset: Ruleset[Any] | None = None
    ) -> Player:
        """A bot of `kind` for `game`, seeded (`random`, `greedy`, … as the game's entry lists)."""
        return self.entry(game).make_bot(kind, seed, ruleset or self.get(game))

    def __iter__(self) -> Iterator[Ruleset[Any]]:
        return iter([self.get(name) for name in self._entries])

    def __contains__(self, name: object) -> bool:
        return name in self._entries


def registry_at(source: str) -> Registry:
    """The registry a `source` names ("module:NAME"), imported by name: a worker process
    finds its registry so."""
    module, _, name = source.partition(":")
    found = getattr(importlib.import_module(module), name)
    if not isinstance(found, Registry):
        raise TypeError(f"{source} is not a registry of games")
    return found
