"""The lab's working copy of a game's cards: the deck from the designer's files, what
changed at each save, and the last good deck while a file is broken.

`LabModel.poll()` is called once a frame. When the card or layout file changed
on disk it reads them again: a good read replaces the deck and says which cards
changed (and how); a bad one keeps the last good deck and holds the `Problem`
until the next good save.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from game import paths
from game.core.entry import GameEntry
from game.core.errors import DataError
from game.lab.deck import LabCard, LabDeck, make_lab_deck
from game.lab.problems import Problem, problem_of
from game.lab.watch import FileWatch


@dataclass(frozen=True, slots=True)
class Change:
    """One card that differs between two reads of the files."""

    card: str
    before: LabCard | None  # None: a new card
    after: LabCard | None  # None: the card was taken out

    @property
    def name(self) -> str:
        return (self.after or self.before).name  # type: ignore[union-attr]

    def fields(self) -> list[tuple[str, str, str]]:
        """(field, old value, new value) for each field that changed."""
        old = dict(self.before.fields) if self.before else {}
        new = dict(self.after.fields) if self.after else {}
        names = list(dict.fromkeys([*old, *new]))
        return [(f, old.get(f, "—"), new.get(f, "—")) for f in names if old.get(f) != new.get(f)]


@dataclass(slots=True)
class Reload:
    """What one reload found: the cards that changed, or the problem that stopped it."""

    files: tuple[Path, ...]
    changes: list[Change] = field(default_factory=list)
    layout_changed: bool = False
    problem: Problem | None = None
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return self.problem is None


def default_files(entry: GameEntry) -> tuple[Path | None, Path | None]:
    """The game's own card file and face layout, from its entry's data files."""
    files = entry.data_files
    cards = next((f for f in files if f.startswith("cards/")), None)
    layout = next((f for f in files if f.startswith("layouts/")), None)
    return (
        paths.asset(*cards.split("/")) if cards else None,
        paths.asset(*layout.split("/")) if layout else None,
    )


class LabModel:
    """A game's cards as the designer's files say, read again whenever one is saved."""

    def __init__(
        self,
        entry: GameEntry,
        cards: Path | None = None,
        layout: Path | None = None,
        watch: bool = True,
        poll: bool = False,
    ) -> None:
        self.entry = entry
        self.game = entry.name
        own_cards, own_layout = default_files(entry)
        self.cards_path = cards or own_cards
        self.layout_path = layout or own_layout
        self.deck: LabDeck | None = None
        self.problem: Problem | None = None
        self.generation = 0  # counts good reads; faces drawn for an older one are stale
        self.last: Reload | None = None
        self._read()
        self.watch = FileWatch(self.files, poll=poll) if watch else None

    @property
    def files(self) -> list[Path]:
        """The files the lab reads: the card file, the layout and any further card files."""
        extra = list(self.deck.extra_files) if self.deck is not None else []
        return [p for p in (self.cards_path, self.layout_path, *extra) if p is not None]

    def _read(self) -> Problem | None:
        try:
            self.deck = make_lab_deck(self.entry, self.cards_path, self.layout_path)
        except DataError as exc:
            self.problem = problem_of(exc)
            return self.problem
        self.problem = None
        self.generation += 1
        return None

    def poll(self) -> Reload | None:
        """Read the files again if one changed on disk since the last call."""
        if self.watch is None:
            return None
        changed = self.watch.changed()
        return self.reload(changed) if changed else None

    def reload(self, changed: set[Path] | None = None) -> Reload:
        """Read the files now; `changed` names the files that were saved (None: all)."""
        start = time.perf_counter()
        files = tuple(sorted(changed)) if changed else tuple(self.files)
        before = {c.id: c for c in self.deck.cards()} if self.deck else {}
        problem = self._read()
        report = Reload(files, problem=problem)
        if problem is None and self.deck is not None:
            after = {c.id: c for c in self.deck.cards()}
            report.changes = [
                Change(card, before.get(card), after.get(card))
                for card in dict.fromkeys([*after, *before])
                if before.get(card) != after.get(card)
            ]
            layout = self.layout_path.resolve() if self.layout_path else None
            report.layout_changed = changed is None or any(p.resolve() == layout for p in files)
        report.seconds = time.perf_counter() - start
        self.last = report
        return report

    def close(self) -> None:
        if self.watch is not None:
            self.watch.close()
