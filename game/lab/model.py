"""The lab's working copy of a game's cards: the deck from the designer's files, what
changed at each save, and the last good deck while a file is broken.

`LabModel.poll()` is called once a frame. When the card or layout file changed
on disk it reads them again: a good read replaces the deck and says which cards
changed (and how); a bad one keeps the last good deck and holds every `Problem`
of the file until the next good save.

A deck that can compare its cards' written texts with their effects (`text_problems()`,
where a game keeps its effects as data) is asked after each good read; the sentences
("Heavy Blow: text says 5 damage, effect deals 4") are kept until the next one.

A card has changed when its own data did (its `LabCard` but for where its entry
sits, so a comment, a blank line or an edit to another card changes nothing) or
when its drawn face did. Faces are compared a few a frame after the read
(`compare_faces`), the old deck's face against the new one's, pixel for pixel.
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game import paths
from game.core.entry import GameEntry
from game.core.errors import DataError
from game.lab.deck import LabCard, LabDeck, make_lab_deck
from game.lab.problems import Problem, problems_of
from game.lab.watch import FileWatch


def same_data(a: LabCard, b: LabCard) -> bool:
    """The same card data: where its entry sits (its line, its file) does not count."""
    return dataclasses.replace(a, line=0, file="") == dataclasses.replace(b, line=0, file="")


def same_face(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Two faces drawn alike, pixel for pixel."""
    if a.get_size() != b.get_size():
        return False
    return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


@dataclass(frozen=True, slots=True)
class Change:
    """One card that differs between two reads of the files: its data, or (`face`) only
    its drawn face."""

    card: str
    before: LabCard | None  # None: a new card
    after: LabCard | None  # None: the card was taken out
    face: bool = False  # the data is the same; the face is drawn differently

    @property
    def name(self) -> str:
        return (self.after or self.before).name  # type: ignore[union-attr]

    def summary(self) -> str:
        """What changed, in a few words: "cost 1 → 2", "new card", "face redrawn",
        "changed back"."""
        if self.before is None:
            return "new card"
        if self.after is None:
            return "taken out"
        if self.face:
            return "face redrawn"
        fields = self.fields()
        if not fields:  # changed, then changed back since the list of changes began
            return "changed back"
        if all(len(old + new) <= 12 for _, old, new in fields):  # short values: say them
            return ", ".join(f"{key} {old} → {new}" for key, old, new in fields)
        return ", ".join(key for key, _, _ in fields) + " changed"

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
    problems: list[Problem] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def problem(self) -> Problem | None:
        """The first problem that stopped the read (None: it read well)."""
        return self.problems[0] if self.problems else None

    @property
    def ok(self) -> bool:
        return not self.problems


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
        self.problems: list[Problem] = []  # every problem of a file that did not load
        self.text_problems: list[str] = []  # each card text that disagrees with its effects
        self.comparing: list[tuple[str, LabDeck]] = []  # faces still to compare, and with what
        self.generation = 0  # counts good reads; faces drawn for an older one are stale
        self.last: Reload | None = None
        self._read()
        self.watch = FileWatch(self.files, poll=poll) if watch else None

    @property
    def files(self) -> list[Path]:
        """The files the lab reads: the card file, the layout and any further card files."""
        extra = list(self.deck.extra_files) if self.deck is not None else []
        return [p for p in (self.cards_path, self.layout_path, *extra) if p is not None]

    @property
    def problem(self) -> Problem | None:
        """The first problem of a file that did not load (None: the files read well)."""
        return self.problems[0] if self.problems else None

    def _read(self) -> list[Problem]:
        try:
            self.deck = make_lab_deck(self.entry, self.cards_path, self.layout_path)
        except DataError as exc:
            self.problems = problems_of(exc)
            return self.problems
        self.problems = []
        compare = getattr(self.deck, "text_problems", None)
        self.text_problems = list(compare()) if compare is not None else []
        self.generation += 1
        return []

    def disagreements(self, name: str) -> list[str]:
        """What the card called `name` says that its effects do not, each sentence
        without the card's name ("text says 5 damage, effect deals 4")."""
        head = f"{name}: "
        return [s.removeprefix(head) for s in self.text_problems if s.startswith(head)]

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
        old = self.deck
        before = {c.id: c for c in old.cards()} if old else {}
        problems = self._read()
        report = Reload(files, problems=list(problems))
        if not problems and self.deck is not None:
            after = {c.id: c for c in self.deck.cards()}
            report.changes = [
                Change(card, before.get(card), after.get(card))
                for card in dict.fromkeys([*after, *before])
                if card not in before
                or card not in after
                or not same_data(before[card], after[card])
            ]
            layout = self.layout_path.resolve() if self.layout_path else None
            report.layout_changed = changed is None or any(p.resolve() == layout for p in files)
            if old is not None:
                self._queue_faces(old, {c.card for c in report.changes})
        report.seconds = time.perf_counter() - start
        self.last = report
        return report

    def _queue_faces(self, old: LabDeck, changed: set[str]) -> None:
        """Compare the faces of the cards whose data stayed the same; a card still waiting
        from an earlier save keeps the deck it was last drawn from."""
        assert self.deck is not None
        waiting = dict(self.comparing)
        self.comparing = [
            (card.id, waiting.get(card.id, old))
            for card in self.deck.cards()
            if card.id not in changed
        ]

    def compare_faces(self, width: int, seconds: float) -> list[Change]:
        """Compare waiting faces at `width` for about `seconds` (at least one); the cards
        whose face is drawn differently, as changes."""
        deck = self.deck
        found: list[Change] = []
        if deck is None:
            self.comparing = []
            return found
        cards = {c.id: c for c in deck.cards()}
        end = time.perf_counter() + seconds
        while self.comparing:
            card, old = self.comparing.pop(0)
            listed = cards.get(card)
            if listed is not None and not self._same_face(old, card, width):
                found.append(Change(card, listed, listed, face=True))
            if time.perf_counter() >= end:
                break
        if found and self.last is not None:
            self.last.changes.extend(found)
        return found

    def _same_face(self, old: LabDeck, card: str, width: int) -> bool:
        assert self.deck is not None
        try:
            before = old.face(card, width)
        except (KeyError, ValueError):  # the old deck cannot draw it any more: it changed
            return False
        return same_face(before, self.deck.face(card, width))

    def close(self) -> None:
        if self.watch is not None:
            self.watch.close()
