"""What the layout lab asks of a game: its cards as data, their faces, and what overflows.

Each game's client package provides `make_lab_deck(cards, layout)`, which reads
the designer's card file and face layout (None: the game's own) and returns a
`LabDeck`, or raises `DataError` naming the file, the card and the field. The lab
scene, the overflow check, the PDF sheets and the Tabletop Simulator export are
written against this protocol only, so they never know which game they show.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Protocol

import pygame

from game.core.entry import GameEntry
from game.core.words import plural

CHECK_WIDTH = 375
"""The width, in pixels, at which faces are checked for text that does not fit:
a poker card (63 mm) at 150 dpi, larger than the lab's grid and the table."""


@dataclass(frozen=True, slots=True)
class LabCard:
    """One kind of card as the lab lists it.

    `id` is what `face()` takes; `kind` is what the type filter offers (a group, a
    type line); `fields` are the card's data as the designer wrote them, shown
    beside the large preview and compared to tell a changed card; `line` is where
    its entry starts in its card file (0 when the game cannot tell), and `file` that
    file's name when it is not the deck's main card file.

    `shape` says what kind of component it is (SHAPES: a card, a tile, a token, a
    board, a mat), which exports treat differently (a TTS custom tile or board); `pile`
    names the pile or stack it lies in at the table, one deck per pile in exports ("":
    the component's `kind`).
    """

    id: str
    name: str
    kind: str
    cost: int | None
    copies: int
    fields: tuple[tuple[str, str], ...]
    line: int = 0
    file: str = ""
    shape: str = "card"
    pile: str = ""

    @property
    def stack(self) -> str:
        """The pile this component is exported in."""
        return self.pile or self.kind


SHAPES = ("card", "tile", "token", "board", "mat")


@dataclass(frozen=True, slots=True)
class Overflow:
    """A text of a card that does not fit its box even at the layout's smallest size."""

    card: str
    field: str
    line: int = 0
    file: str = ""  # the card file holding it, when not the deck's main one

    def __str__(self) -> str:
        of = f" of {self.file}" if self.file else ""
        where = f" (line {self.line}{of})" if self.line else ""
        return f"{self.card}: {self.field} does not fit{where}"


class LabDeck(Protocol):
    """A game's cards and faces, read from one card file and one layout file."""

    title: str
    cards_path: Path
    layout_path: Path | None  # None: faces drawn by code alone (standard playing cards)
    extra_files: tuple[Path, ...]  # further card files the deck reads (an expansion)

    def cards(self) -> list[LabCard]:
        """Every kind of card, in the card file's order."""
        ...

    def height_for(self, width: int) -> int:
        """A face's height in pixels at this width (the layout's proportions)."""
        ...

    def face(self, card_id: str, width: int) -> pygame.Surface:
        """The card's face at this width."""
        ...

    def back(self, width: int) -> pygame.Surface:
        """The back every card of the deck shares."""
        ...

    def forget_wide(self, width: int) -> None:
        """Let go of the faces drawn at `width` or wider (a print export's 300 dpi faces)."""
        ...

    def overflows(self, card_id: str) -> tuple[str, ...]:
        """The fields of the card whose text does not fit at the layout's minimum size,
        at CHECK_WIDTH; empty when all fit."""
        ...


def make_lab_deck(
    entry: GameEntry, cards: Path | None = None, layout: Path | None = None
) -> LabDeck:
    """The game's lab deck from its entry's client package; DataError for a damaged file,
    ValueError for a game the lab cannot show."""
    client = import_module(entry.client) if entry.client else None
    maker = getattr(client, "make_lab_deck", None)
    if maker is None:
        raise ValueError(f"{entry.title} has no cards for the layout lab yet.")
    deck: LabDeck = maker(cards, layout)
    return deck


def face_height(deck: LabDeck, card_id: str, width: int) -> int:
    """The height of one component's face at `width`: a deck whose components differ in
    proportions (tiles, a board, tokens beside its cards) gives `height_of(card_id,
    width)`; otherwise every face has the deck's `height_for(width)`."""
    own = getattr(deck, "height_of", None)
    return int(own(card_id, width)) if own is not None else deck.height_for(width)


def face_back(deck: LabDeck, card_id: str, width: int) -> pygame.Surface:
    """The back of one component at `width`: a deck whose piles have their own backs
    (Hatch's eggs, Draconium's Dragons) gives `back_of(card_id, width)`; otherwise the
    deck's one `back(width)`."""
    own = getattr(deck, "back_of", None)
    image: pygame.Surface = own(card_id, width) if own is not None else deck.back(width)
    return image


def overflow_list(deck: LabDeck) -> list[Overflow]:
    """Every text of every card that does not fit, in the card files' line order (by each
    card's entry, its fields in the face's order)."""
    found: list[tuple[int, int, Overflow]] = []
    texts: dict[str, list[str]] = {}
    rank = _file_rank(deck)
    for card in deck.cards():
        for field in deck.overflows(card.id):
            line = card.line
            if line:  # the field's own line in the card's entry, where the designer edits
                if card.file not in texts:
                    texts[card.file] = _file_lines(deck, card.file)
                line = field_line(texts[card.file], line, field)
            found.append((rank(card.file), card.line, Overflow(card.id, field, line, card.file)))
    return [o for _, _, o in sorted(found, key=lambda f: f[:2])]


def _file_rank(deck: LabDeck) -> Callable[[str], int]:
    """Where a card file (by its name; "": the main one) comes among the deck's files."""
    names = [deck.cards_path.name, *(f.name for f in getattr(deck, "extra_files", ()))]
    return lambda name: names.index(name) if name in names else 0


def _file_lines(deck: LabDeck, name: str) -> list[str]:
    """The lines of the deck's card file called `name` ("": the main one); none when it
    cannot be read (the line then stays the entry's)."""
    files = [deck.cards_path, *getattr(deck, "extra_files", ())]
    path = next((f for f in files if f.name == name), deck.cards_path) if name else files[0]
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return []


def field_line(lines: list[str], entry: int, field: str) -> int:
    """The line (from 1) of `field = …` in the entry whose first line is `entry`, or
    `entry` when the entry does not write it."""
    pattern = re.compile(rf"^\s*{re.escape(field)}\s*=")
    for n in range(entry - 1, len(lines)):
        if n > entry - 1 and lines[n].lstrip().startswith("["):
            break
        if pattern.match(lines[n]):
            return n + 1
    return entry


def located(deck: LabDeck, sentences: list[str]) -> list[str]:
    """Text problems ("Wyrm Tithe: …", the component's name first) with the file and the
    line a designer edits: that component's `text = …` line, else its entry's first line
    ("draconium.toml, line 412: Wyrm Tithe: …"); the file alone when no component has
    that name. Each card file is read once for them all."""
    cards: dict[str, LabCard] = {}
    for each in deck.cards():
        cards.setdefault(each.name, each)
    texts: dict[str, list[str]] = {}
    rank = _file_rank(deck)
    found: list[tuple[int, int, str]] = []  # (file, line, said): sorted into line order
    for sentence in sentences:
        card = cards.get(sentence.split(": ", 1)[0])
        if card is None:
            found.append((0, 0, f"{deck.cards_path.name}: {sentence}"))
            continue
        file = card.file or deck.cards_path.name
        line = card.line
        if line:
            if card.file not in texts:
                texts[card.file] = _file_lines(deck, card.file)
            line = field_line(texts[card.file], line, "text")
        said = f"{file}, line {line}: {sentence}" if line else f"{file}: {sentence}"
        found.append((rank(card.file), line, said))
    return [said for _, _, said in sorted(found, key=lambda f: f[:2])]


def counted(cards: list[LabCard]) -> str:
    """The components in words, by shape in `SHAPES` order: "20 cards and 10 tiles"."""
    parts = [plural(n, shape) for shape in SHAPES if (n := sum(c.shape == shape for c in cards))]
    if not parts:
        return plural(0, "card")
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def entry_lines(text: str, table: str) -> list[int]:
    """The line numbers (from 1) of every `[[table]]` header in a TOML text, in order."""
    header = f"[[{table}]]"
    return [n for n, line in enumerate(text.splitlines(), 1) if line.strip().startswith(header)]


def shown(value: object) -> str:
    """A data field as the lab lists it: lists joined, booleans as yes/no."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return ", ".join(shown(v) for v in value) or "—"
    return str(value)
