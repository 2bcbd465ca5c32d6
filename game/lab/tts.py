"""A Tabletop Simulator deck of a lab deck: face sheets, one back, and the saved object.

Tabletop Simulator builds a custom deck from sheets: a grid of card faces of at
most 10 columns by 7 rows, an image of at most 4096 pixels on a side, and a back
image shared by every card. The last slot of each sheet (bottom right) is not a
card: Tabletop Simulator may show it as the face of a card hidden in someone's
hand, so we leave it out of the deck and put the back there. A sheet therefore
holds at most 69 cards. A card is named in the deck by its sheet's number times
100 plus its slot (the third card of sheet 2 is 202).

The saved object (a JSON file to copy into Tabletop Simulator's "Saves/Saved
Objects" folder) points at the sheets by file:/// addresses, so they must stay
where they were written.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.lab.deck import LabCard, LabDeck
from game.lab.pdf import with_bleed

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
    grid and how many cards it holds, and its size in pixels."""

    path: Path
    number: int
    columns: int
    rows: int
    cards: int
    size: tuple[int, int]


@dataclass(frozen=True, slots=True)
class TtsReport:
    """What an export wrote: the sheets, the back, the saved object, the kinds of card
    on the sheets and the cards in the deck (copies counted), a card's size in
    pixels, and the time it took."""

    folder: Path
    sheets: tuple[TtsSheet, ...]
    back: Path
    saved_object: Path
    kinds: int
    cards: int
    card_size: tuple[int, int]
    seconds: float


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


def export_tts(
    deck: LabDeck, folder: Path, progress: Progress | None = None, one_each: bool = False
) -> TtsReport:
    """Writes the face sheets, the back and the saved object into `folder` (made if
    missing); each kind of card is on a sheet once and in the deck `copies` times (once
    with `one_each`). ValueError when no card has copies; OSError when a file cannot
    be written."""
    started = time.perf_counter()
    kinds = [card for card in deck.cards() if one_each or card.copies > 0]
    if not kinds:
        raise ValueError(
            f"{deck.title}: no card has copies to put in a deck ({deck.cards_path}); "
            "--one-each puts one of each."
        )
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    stem = _slug(deck.title)
    counts = sheet_counts(len(kinds))
    shapes = [sheet_shape(n) for n in counts]
    size = card_size(deck.height_for, max(c for c, _ in shapes), max(r for _, r in shapes))
    back = with_bleed(deck.back(size[0]), size, 0)
    back_path = folder / f"{stem}_back.png"
    _save_png(back, back_path)

    sheets: list[TtsSheet] = []
    placed: list[tuple[int, LabCard]] = []
    done = 0
    for number, (count, (columns, rows)) in enumerate(zip(counts, shapes, strict=True), 1):
        surface = pygame.Surface((columns * size[0], rows * size[1]))
        surface.fill((0, 0, 0))
        first = (number - 1) * PER_SHEET
        for slot, card in enumerate(kinds[first : first + count]):
            face = with_bleed(deck.face(card.id, size[0]), size, 0)
            surface.blit(face, ((slot % columns) * size[0], (slot // columns) * size[1]))
            placed.append((card_number(number, slot), card))
            done += 1
            if progress:
                progress(done, len(kinds))
        last = columns * rows - 1
        surface.blit(back, ((last % columns) * size[0], (last // columns) * size[1]))
        path = folder / f"{stem}_faces_{number}.png"
        _save_png(surface, path)
        sheets.append(TtsSheet(path, number, columns, rows, count, surface.get_size()))

    contents = [(cid, card) for cid, card in placed for _ in range(1 if one_each else card.copies)]
    saved = saved_object(deck.title, sheets, back_path, contents)
    json_path = folder / f"{stem}.json"
    _save_text(json.dumps(saved, indent=2, ensure_ascii=False) + "\n", json_path)
    return TtsReport(
        folder=folder,
        sheets=tuple(sheets),
        back=back_path,
        saved_object=json_path,
        kinds=len(kinds),
        cards=len(contents),
        card_size=size,
        seconds=time.perf_counter() - started,
    )


def saved_object(
    title: str,
    sheets: list[TtsSheet],
    back: Path,
    contents: list[tuple[int, LabCard]],
) -> dict[str, Any]:
    """The saved object: one custom deck (or, for a single card, that card) whose
    cards are `contents` as (CardID, card), each named by the card's name."""
    custom = {
        str(sheet.number): {
            "FaceURL": sheet.path.resolve().as_uri(),
            "BackURL": back.resolve().as_uri(),
            "NumWidth": sheet.columns,
            "NumHeight": sheet.rows,
            "BackIsHidden": True,
            "UniqueBack": False,
            "Type": 0,
        }
        for sheet in sheets
    }
    cards = [
        {
            **_object("Card", 2 + n, card.name, card.kind),
            "CardID": cid,
            "CustomDeck": {str(cid // 100): custom[str(cid // 100)]},
        }
        for n, (cid, card) in enumerate(contents)
    ]
    if len(cards) == 1:
        state = cards[0]
    else:
        used = sorted({cid // 100 for cid, _ in contents})
        state = {
            **_object("DeckCustom", 1, title, f"{len(contents)} cards"),
            "DeckIDs": [cid for cid, _ in contents],
            "CustomDeck": {str(n): custom[str(n)] for n in used},
            "ContainedObjects": cards,
        }
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
        "ObjectStates": [state],
        "TabStates": {},
    }


def _object(name: str, n: int, nickname: str, description: str) -> dict[str, Any]:
    """The fields every object of a saved object shares; face down on the table."""
    return {
        "Name": name,
        "GUID": f"{0xD7A000 + n:06x}"[-6:],
        "Transform": {
            "posX": 0.0,
            "posY": 1.0,
            "posZ": 0.0,
            "rotX": 0.0,
            "rotY": 180.0,
            "rotZ": 180.0,
            "scaleX": 1.0,
            "scaleY": 1.0,
            "scaleZ": 1.0,
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
        "HideWhenFaceDown": True,
        "Hands": True,
        "SidewaysCard": False,
    }


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_") or "deck"


def _save_png(surface: pygame.Surface, path: Path) -> None:
    """Saves through a temporary file so a reader never sees half a picture."""
    temporary = path.with_name(f".{path.stem}.{os.getpid()}.part.png")
    try:
        pygame.image.save(surface, str(temporary))
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


def _save_text(text: str, path: Path) -> None:
    temporary = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


__all__ = [
    "TtsReport",
    "TtsSheet",
    "card_number",
    "card_size",
    "export_tts",
    "saved_object",
    "sheet_counts",
    "sheet_shape",
]
