"""A lab deck for Tabletop Simulator: face sheets, backs, pictures, and the saved object.

Tabletop Simulator builds a custom deck from sheets: a grid of card faces of at
most 10 columns by 7 rows, an image of at most 4096 pixels on a side, and a back
image shared by every card. The last slot of each sheet (bottom right) is not a
card: Tabletop Simulator may show it as the face of a card hidden in someone's
hand, so we leave it out of the deck and put the back there. A sheet therefore
holds at most 69 cards. A card is named in the deck by its sheet's number times
100 plus its slot (the third card of sheet 2 is 202).

Each pile at the table (`LabCard.stack`) is a deck of its own, its cards on the
sheets shared by every card of the same size and back; tiles and mats are Tabletop
Simulator's custom tiles, tokens its custom tokens (cut out along their transparency;
a pile of several in a bag named for the pile) and a board its custom board. The
objects lie side by side in one saved object (a JSON file to copy into Tabletop
Simulator's "Saves/Saved Objects" folder). It points at the pictures by file:///
addresses, which work only on this computer while the pictures stay where they were
written; with a URL base (the web address of a folder the pictures were uploaded
to) it points there, and anyone can load it.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

import pygame

from game.core.words import plural
from game.lab.deck import LabCard, LabDeck, face_back, face_height
from game.lab.files import safe_name, save_png, save_text, unique_names
from game.lab.pdf import overflow_warnings, with_bleed
from game.lab.sheets import SHAPE_WIDTHS

MAX_COLUMNS = 10
MAX_ROWS = 7
MAX_SIDE = 4096
MIN_SLOTS_SIDE = 2
"""Tabletop Simulator's custom deck asks for at least two columns and two rows."""

CARD_WIDTH = 512
"""The width of a card on a sheet when the 4096-pixel limit allows it."""

PER_SHEET = MAX_COLUMNS * MAX_ROWS - 1
"""Cards on a full sheet: every slot but the last."""

Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class TtsSheet:
    """One face sheet as written: its file, its deck number in the saved object, its
    grid and how many cards it holds, its size in pixels, and the back of its cards."""

    path: Path
    number: int
    columns: int
    rows: int
    cards: int
    size: tuple[int, int]
    back: Path


@dataclass(frozen=True, slots=True)
class TtsPicture:
    """The picture of a tile, token, mat or board: its file, shape, size in pixels, and
    its back's file (None: one picture for both sides)."""

    path: Path
    shape: str
    size: tuple[int, int]
    back: Path | None = None


@dataclass(frozen=True, slots=True)
class TtsReport:
    """What an export wrote: the sheets, the backs, the other components' pictures, the
    saved object, the kinds of component, the cards in the decks (copies counted), the
    objects on the table as (pile, Tabletop Simulator's object, pieces), the first
    sheets' card size in pixels, the time it took, the URL base ("": file:///
    addresses) and the cards whose text does not fit."""

    folder: Path
    sheets: tuple[TtsSheet, ...]
    backs: tuple[TtsPicture, ...]
    pictures: tuple[TtsPicture, ...]
    saved_object: Path
    kinds: int
    cards: int
    piles: tuple[tuple[str, str, int], ...]
    card_size: tuple[int, int]
    seconds: float
    url_base: str = ""
    warnings: tuple[str, ...] = ()

    @property
    def decks(self) -> int:
        """Piles of cards: custom decks, and single cards."""
        return sum(1 for _, kind, _ in self.piles if kind in ("DeckCustom", "Card"))


def sheet_shape(cards: int) -> tuple[int, int]:
    """Columns and rows of the smallest sheet (the widest of equals) with a slot for
    each card and the reserved last slot."""
    if not 1 <= cards <= PER_SHEET:
        raise ValueError(f"A sheet holds 1 to {PER_SHEET} cards, not {cards}.")
    shapes = [
        (columns * rows, -columns, columns, rows)
        for columns in range(MIN_SLOTS_SIDE, MAX_COLUMNS + 1)
        for rows in range(MIN_SLOTS_SIDE, MAX_ROWS + 1)
        if columns * rows >= cards + 1
    ]
    _, _, columns, rows = min(shapes)
    return columns, rows


def sheet_counts(kinds: int) -> list[int]:
    """How many cards go on each sheet: full sheets of 69, then the rest."""
    return [min(PER_SHEET, kinds - start) for start in range(0, kinds, PER_SHEET)]


def card_size(height_for: Callable[[int], int], columns: int, rows: int) -> tuple[int, int]:
    """A card's size on the sheets: CARD_WIDTH, or less so that `columns` by `rows`
    cards stay within MAX_SIDE pixels each way."""
    widest = min(CARD_WIDTH, MAX_SIDE // columns)
    for width in range(widest, 15, -1):
        if rows * height_for(width) <= MAX_SIDE:
            return width, height_for(width)
    raise ValueError(
        f"A card {height_for(16)} pixels tall at 16 wide is too tall for a sheet of "
        f"{rows} rows within {MAX_SIDE} pixels."
    )


def card_number(sheet: int, slot: int) -> int:
    """The CardID of the card in this slot of this sheet (both counted from 1 and 0)."""
    return sheet * 100 + slot


def url_base_of(text: str | None) -> str:
    """The address the pictures will be at, ending in "/" ("" for none); ValueError
    with a one-line message for one that is not a web address."""
    if not text or not text.strip():
        return ""
    base = text.strip()
    parts = urlsplit(base)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query:
        raise ValueError(
            f"The URL base '{text}' is not the web address of a folder: give one such as "
            "https://example.com/decks/dragon_riders/ (the pictures' names are added to it)."
        )
    return base if base.endswith("/") else base + "/"


def export_tts(
    deck: LabDeck,
    folder: Path,
    progress: Progress | None = None,
    one_each: bool = False,
    url_base: str | None = None,
) -> TtsReport:
    """Writes the face sheets, the backs, the pictures of the other components and the
    saved object into `folder` (made if missing). Each kind of card is on a sheet once
    and in its pile's deck `copies` times (once with `one_each`); cards of one size and
    back share sheets. The saved object points at the pictures by `url_base` plus their
    names, or by file:/// addresses without one. ValueError when nothing has copies or
    the URL base is not a web address; OSError when a file cannot be written."""
    started = time.perf_counter()
    base = url_base_of(url_base)
    kinds = [card for card in deck.cards() if one_each or card.copies > 0]
    if not kinds:
        raise ValueError(
            f"{deck.title}: no card has copies to put in a deck ({deck.cards_path}); "
            "--one-each puts one of each."
        )
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    writer = _Writer(deck, folder, _slug(deck.title), base, len(kinds), progress)
    cards = [card for card in kinds if card.shape == "card"]
    groups = writer.card_groups(cards)
    for number, group in enumerate(groups, 1):
        writer.sheets_of(group, f"{writer.stem}_back.png" if len(groups) == 1 else None, number)
    objects: list[dict[str, Any]] = []
    for pile, members in _piles(cards).items():
        contents = [(writer.placed[c.id], c) for c in members for _ in range(_copies(c, one_each))]
        objects.append(writer.deck_object(pile, contents))
    for pile, members in _piles([card for card in kinds if card.shape != "card"]).items():
        found = [writer.component(card) for card in members for _ in range(_copies(card, one_each))]
        if _bagged(members, len(found)):
            objects.append(writer.bag(pile, found))
        else:
            objects += found
    _lay_out(objects)
    saved = _save(deck.title, objects)
    json_path = folder / f"{writer.stem}.json"
    save_text(json.dumps(saved, indent=2, ensure_ascii=False) + "\n", json_path)
    return TtsReport(
        folder=folder,
        sheets=tuple(writer.sheets),
        backs=tuple(writer.backs.values()),
        pictures=tuple(writer.pictures.values()),
        saved_object=json_path,
        kinds=len(kinds),
        cards=sum(_copies(card, one_each) for card in cards),
        piles=tuple(_pile_of(entry) for entry in objects),
        card_size=writer.sizes[0] if writer.sizes else (0, 0),
        seconds=time.perf_counter() - started,
        url_base=base,
        warnings=overflow_warnings(deck),
    )


def _copies(card: LabCard, one_each: bool) -> int:
    return 1 if one_each else card.copies


def _bagged(members: list[LabCard], pieces: int) -> bool:
    """A pile of tokens, or of tiles some of which are alike, is a bag to draw from;
    different tiles (Riders' Rider tiles), mats and boards lie face up to be seen."""
    if pieces < 2:
        return False
    if all(card.shape == "token" for card in members):
        return True
    return all(card.shape == "tile" for card in members) and pieces > len(members)


def _piles(cards: list[LabCard]) -> dict[str, list[LabCard]]:
    """The components by the pile they lie in at the table, in the card file's order."""
    piles: dict[str, list[LabCard]] = {}
    for card in cards:
        piles.setdefault(card.stack, []).append(card)
    return piles


class _Writer:
    """Writes the pictures of one export and makes the objects that point at them."""

    def __init__(
        self,
        deck: LabDeck,
        folder: Path,
        stem: str,
        base: str,
        kinds: int,
        progress: Progress | None,
    ) -> None:
        self.deck = deck
        self.folder = folder
        self.stem = stem
        self.base = base
        self.kinds = kinds
        self.progress = progress
        self.done = 0
        self.sheets: list[TtsSheet] = []
        self.sizes: list[tuple[int, int]] = []
        self.placed: dict[str, int] = {}  # CardID by card id
        self.custom: dict[int, dict[str, Any]] = {}  # CustomDeck entries by sheet number
        self.backs: dict[str, TtsPicture] = {}  # by the digest of their pixels and size
        self.pictures: dict[str, TtsPicture] = {}  # by component id
        self.names = unique_names(card.id for card in deck.cards())
        self.guids = 0

    def url(self, path: Path) -> str:
        """Where Tabletop Simulator finds this picture: on the web, or on this computer."""
        return self.base + quote(path.name) if self.base else path.resolve().as_uri()

    def step(self) -> None:
        self.done += 1
        if self.progress:
            self.progress(self.done, self.kinds)

    def guid(self) -> str:
        self.guids += 1
        return f"{0xD7A000 + self.guids:06x}"[-6:]

    def card_groups(self, cards: list[LabCard]) -> list[list[LabCard]]:
        """The cards by proportions and back, each group on sheets of its own."""
        groups: dict[tuple[int, str], list[LabCard]] = {}
        for card in cards:
            height = face_height(self.deck, card.id, _RATIO_WIDTH)
            back = face_back(self.deck, card.id, _PROBE_WIDTH)
            digest = hashlib.blake2b(pygame.image.tobytes(back, "RGB"), digest_size=16)
            groups.setdefault((height, digest.hexdigest()), []).append(card)
        return list(groups.values())

    def sheets_of(self, group: list[LabCard], back_name: str | None, number: int) -> None:
        """Writes the face sheets of one group of cards and its back."""
        counts = sheet_counts(len(group))
        shapes = [sheet_shape(n) for n in counts]
        first = group[0].id
        size = card_size(
            lambda w: face_height(self.deck, first, w),
            max(c for c, _ in shapes),
            max(r for _, r in shapes),
        )
        self.sizes.append(size)
        back = with_bleed(face_back(self.deck, first, size[0]), size, 0)
        names = [back_name] if back_name else []
        names += [f"{self.stem}_{safe_name(group[0].stack)}_back.png"]
        back_path = self._back(back, [*names, f"{self.stem}_back_{number}.png"], "card")
        start = 0
        for count, (columns, rows) in zip(counts, shapes, strict=True):
            sheet_number = len(self.sheets) + 1
            surface = pygame.Surface((columns * size[0], rows * size[1]))
            surface.fill((0, 0, 0))
            for slot, card in enumerate(group[start : start + count]):
                face = with_bleed(self.deck.face(card.id, size[0]), size, 0)
                surface.blit(face, ((slot % columns) * size[0], (slot // columns) * size[1]))
                self.placed[card.id] = card_number(sheet_number, slot)
                self.step()
            start += count
            last = columns * rows - 1
            surface.blit(back, ((last % columns) * size[0], (last // columns) * size[1]))
            path = self.folder / f"{self.stem}_faces_{sheet_number}.png"
            save_png(surface, path)
            sheet = TtsSheet(
                path, sheet_number, columns, rows, count, surface.get_size(), back_path
            )
            self.sheets.append(sheet)
            self.custom[sheet_number] = {
                "FaceURL": self.url(path),
                "BackURL": self.url(back_path),
                "NumWidth": columns,
                "NumHeight": rows,
                "BackIsHidden": True,
                "UniqueBack": False,
                "Type": 0,
            }

    def _back(self, surface: pygame.Surface, names: list[str], shape: str) -> Path:
        """The back's file: written once however many share it, under the first of
        `names` no other back has."""
        digest = hashlib.blake2b(pygame.image.tobytes(surface, "RGB"), digest_size=16)
        key = f"{digest.hexdigest()}:{surface.get_size()}"
        if key not in self.backs:
            taken = {back.path.name for back in self.backs.values()}
            name = next((name for name in names if name not in taken), f"{key[:12]}.png")
            self.backs[key] = TtsPicture(self.folder / name, shape, surface.get_size())
            save_png(surface, self.backs[key].path)
        return self.backs[key].path

    def deck_object(self, pile: str, contents: list[tuple[int, LabCard]]) -> dict[str, Any]:
        """One pile of cards: a custom deck of `contents` as (CardID, card), each named by
        the card's name; a pile of one card is that card."""
        cards = [
            {
                **_object("Card", self.guid(), card.name, card.kind),
                "CardID": cid,
                "CustomDeck": {str(cid // 100): self.custom[cid // 100]},
            }
            for cid, card in contents
        ]
        if len(cards) == 1:
            return cards[0]
        used = sorted({cid // 100 for cid, _ in contents})
        return {
            **_object("DeckCustom", self.guid(), pile, plural(len(contents), "card")),
            "DeckIDs": [cid for cid, _ in contents],
            "CustomDeck": {str(n): self.custom[n] for n in used},
            "ContainedObjects": cards,
        }

    def component(self, card: LabCard) -> dict[str, Any]:
        """One copy of a tile, token, mat or board as Tabletop Simulator's custom tile,
        token or board, its picture written the first time."""
        picture = self.pictures.get(card.id)
        if picture is None:
            picture = self._picture(card)
            self.pictures[card.id] = picture
            self.step()
        image: dict[str, Any] = {
            "ImageURL": self.url(picture.path),
            "ImageSecondaryURL": self.url(picture.back) if picture.back else "",
            "ImageScalar": 1.0,
            "WidthScale": 0.0,
        }
        name = _OBJECT_NAMES.get(card.shape, "Custom_Tile")
        if name == "Custom_Tile":
            thickness = 0.1 if card.shape == "mat" else 0.2
            image["CustomTile"] = {
                "Type": 0,
                "Thickness": thickness,
                "Stackable": False,
                "Stretch": True,
            }
        elif name == "Custom_Token":
            image["CustomToken"] = {
                "Thickness": 0.2,
                "MergeDistancePixels": 15.0,
                "StandUp": False,
                "Stackable": True,
            }
        scale = SHAPE_WIDTHS.get(card.shape, 1.0) if name != "Custom_Board" else 1.0
        made = _object(name, self.guid(), card.name, card.kind, face_up=True, scale=scale)
        return {**made, "CustomImage": image}

    def _picture(self, card: LabCard) -> TtsPicture:
        width = PICTURE_WIDTHS.get(card.shape, CARD_WIDTH)
        height = face_height(self.deck, card.id, width)
        if max(width, height) > MAX_SIDE:
            width = width * MAX_SIDE // max(width, height)
            height = face_height(self.deck, card.id, width)
        face = self.deck.face(card.id, width)
        if card.shape != "token":  # a token is cut out along its picture's transparency
            face = with_bleed(face, (width, height), 0)
        stem = f"{self.stem}_{self.names.get(card.id, safe_name(card.id))}"
        path = self.folder / f"{stem}.png"
        save_png(face, path)
        back = None
        if card.shape in ("tile", "mat"):
            surface = with_bleed(face_back(self.deck, card.id, width), (width, height), 0)
            back = self._back(surface, [f"{stem}_back.png"], card.shape)
        return TtsPicture(path, card.shape, face.get_size(), back)

    def bag(self, pile: str, contents: list[dict[str, Any]]) -> dict[str, Any]:
        """A bag named for its pile holding these objects."""
        return {
            **_object("Bag", self.guid(), pile, plural(len(contents), "piece"), face_up=True),
            "MaterialIndex": -1,
            "ContainedObjects": contents,
        }


_OBJECT_NAMES = {
    "tile": "Custom_Tile",
    "mat": "Custom_Tile",
    "token": "Custom_Token",
    "board": "Custom_Board",
}
"""Tabletop Simulator's object for each shape of component but cards."""

PICTURE_WIDTHS = {"tile": 512, "mat": 1536, "token": 256, "board": 3072}
"""A component's picture width in pixels (less where its height would pass MAX_SIDE)."""

_RATIO_WIDTH = 1000
_PROBE_WIDTH = 64
"""Backs are told apart by their pixels at this small width."""


def _pile_of(entry: dict[str, Any]) -> tuple[str, str, int]:
    """(the pile's name, the object's kind, the pieces in it) for the report."""
    contained = entry.get("ContainedObjects")
    return (entry["Nickname"], entry["Name"], len(contained) if contained else 1)


def _lay_out(objects: list[dict[str, Any]]) -> None:
    """Sets the objects side by side on the table: decks, bags, tiles and tokens in
    rows of ROW_LENGTH, boards and mats on a row of their own in front of them."""
    small = [o for o in objects if not _large(o)]
    large = [o for o in objects if _large(o)]
    for n, entry in enumerate(small):
        row, column = divmod(n, ROW_LENGTH)
        entry["Transform"]["posX"] = round((column - (ROW_LENGTH - 1) / 2) * SPACING, 2)
        entry["Transform"]["posZ"] = round(-row * SPACING * 1.4, 2)
    rows = (len(small) + ROW_LENGTH - 1) // ROW_LENGTH
    for n, entry in enumerate(large):
        entry["Transform"]["posX"] = round((n - (len(large) - 1) / 2) * LARGE_SPACING, 2)
        entry["Transform"]["posZ"] = round(-rows * SPACING * 1.4 - LARGE_SPACING * 0.75, 2)


def _large(entry: dict[str, Any]) -> bool:
    return bool(entry["Name"] == "Custom_Board" or entry["Transform"]["scaleX"] > 1)


ROW_LENGTH = 8
SPACING = 3.0
LARGE_SPACING = 20.0
"""Units of Tabletop Simulator's table between the objects' centres (a card is about
2.5 units wide)."""


def _save(title: str, objects: list[dict[str, Any]]) -> dict[str, Any]:
    """The saved object holding `objects` side by side."""
    return {
        "SaveName": title,
        "GameMode": "",
        "Date": "",
        "Table": "",
        "Sky": "",
        "Note": "",
        "Rules": "",
        "XmlUI": "",
        "LuaScript": "",
        "LuaScriptState": "",
        "ObjectStates": objects,
        "TabStates": {},
    }


def _object(
    name: str,
    guid: str,
    nickname: str,
    description: str,
    face_up: bool = False,
    scale: float = 1.0,
) -> dict[str, Any]:
    """The fields every object of a saved object shares; a card face down."""
    return {
        "Name": name,
        "GUID": guid,
        "Transform": {
            "posX": 0.0,
            "posY": 1.0,
            "posZ": 0.0,
            "rotX": 0.0,
            "rotY": 180.0,
            "rotZ": 0.0 if face_up else 180.0,
            "scaleX": scale,
            "scaleY": 1.0,
            "scaleZ": scale,
        },
        "Nickname": nickname,
        "Description": description,
        "ColorDiffuse": {"r": 0.713, "g": 0.713, "b": 0.713},
        "Locked": False,
        "Grid": True,
        "Snap": True,
        "Autoraise": True,
        "Sticky": True,
        "Tooltip": True,
        "HideWhenFaceDown": not face_up,
        "Hands": not face_up,
        "SidewaysCard": False,
    }


def _slug(title: str) -> str:
    return safe_name(title, "deck")


__all__ = [
    "TtsPicture",
    "TtsReport",
    "TtsSheet",
    "card_number",
    "card_size",
    "export_tts",
    "sheet_counts",
    "sheet_shape",
    "url_base_of",
]
