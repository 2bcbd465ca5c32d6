"""Dominion: Draconium's card face layout (assets/layouts/draconium.toml): data, no drawing.

Where a face puts its name, art, type line, text and cost coin, the colour and icon of
each card type and the colour of each dragon line, as fractions of the card so one file
serves every width. Loading checks every section, names the section and the field of
each problem, and lists them all at once; an unknown key is named with a guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from game.cards.layout import Box, Colour
from game.cards.text import ALIGNS, TIGHTEST, Align
from game.core.data import read_toml
from game.core.errors import DataError
from game.core.strict import Collect
from game.games.draconium.lines import LINE_NAMES
from game.games.draconium.vocabulary import TYPES

TYPE_MIN = 0.04  # the type line's smallest size (a fraction of the width) when the layout sets none
MY_ICONS = frozenset({"scroll", "coin", "crest", "skull", "eye", "ruin"})
SHARED_ICONS = frozenset({"shield", "sword", "claw"})  # drawn by game/cards/draw.py
ICON_NAMES = MY_ICONS | SHARED_ICONS


@dataclass(frozen=True, slots=True)
class TypeStyle:
    colour: Colour
    icon: str


@dataclass(frozen=True, slots=True)
class DominionLayout:
    path: str
    aspect: tuple[int, int]
    corner_radius: float
    border: float
    outline: Colour
    panel: Colour
    name_box: Box
    name_font: float
    name_min: float
    name_colour: Colour
    name_banner: Colour
    art_box: Box
    art_radius: float
    icon_scale: float
    type_box: Box
    type_font: float
    type_min: float
    type_colour: Colour
    type_banner: Colour
    text_box: Box
    text_font: float
    text_min: float
    line_spacing: float
    min_line_spacing: float
    align: Align
    text_colour: Colour
    plus_colour: Colour
    coins_colour: Colour
    vp_colour: Colour
    cost_centre: tuple[float, float]
    cost_radius: float
    cost_font: float
    cost_fill: Colour
    cost_edge: Colour
    cost_text: Colour
    small_below: int
    small_name_px: int
    small_name_box: Box
    small_art_box: Box
    back_fill: Colour
    back_pattern: Colour
    back_edge: Colour
    back_emblem: Colour
    icon_order: tuple[str, ...]
    types: dict[str, TypeStyle]
    lines: dict[str, Colour]

    def height_for(self, width: int) -> int:
        return round(width * self.aspect[1] / self.aspect[0])


class _Reader:
    """Reads one layout file's fields, naming the file, section and field when one is bad."""

    def __init__(self, path: str, data: dict[str, Any]) -> None:
        self.path = path
        self.data = data

    def section(self, name: str) -> dict[str, Any]:
        found = self.data.get(name)
        if not isinstance(found, dict):
            raise DataError(self.path, f"the layout has no [{name}] section.")
        return found

    def get(self, section: str, key: str) -> Any:
        table = self.section(section)
        if key not in table:
            raise DataError(self.path, f"[{section}] has no '{key}'.")
        return table[key]

    def number(self, section: str, key: str, lo: float = 0.0, hi: float = 1.0) -> float:
        """A number from `lo` to `hi` (most are fractions of the card's width)."""
        value = self.get(section, key)
        if isinstance(value, bool) or not isinstance(value, int | float) or not lo <= value <= hi:
            raise DataError(
                self.path,
                f"[{section}] '{key}' should be a number from {lo:g} to {hi:g}, not {value!r}.",
            )
        return float(value)

    def colour(self, section: str, key: str) -> Colour:
        return self.parse_colour(f"[{section}] '{key}'", self.get(section, key))

    def parse_colour(self, where: str, value: Any) -> Colour:
        if not isinstance(value, str) or not re.fullmatch(r"#[0-9a-fA-F]{6}", value):
            raise DataError(self.path, f'{where} should be a colour like "#a0b0c0", not {value!r}.')
        return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))

    def box(self, section: str, key: str) -> Box:
        value = self.get(section, key)
        if not (
            isinstance(value, list)
            and len(value) == 4
            and all(isinstance(v, int | float) and 0 <= v <= 1 for v in value)
        ):
            raise DataError(
                self.path, f"[{section}] '{key}' should be [x, y, w, h] fractions, not {value!r}."
            )
        return Box(*(float(v) for v in value))

    def optional(self, section: str, key: str, default: float, lo: float, hi: float) -> float:
        """A number the layout may leave out."""
        if key not in self.section(section):
            return default
        return self.number(section, key, lo, hi)

    def pair(self, section: str, key: str) -> tuple[float, float]:
        value = self.get(section, key)
        if not (isinstance(value, list) and len(value) == 2):
            raise DataError(self.path, f"[{section}] '{key}' should be a pair, not {value!r}.")
        return (float(value[0]), float(value[1]))


def _card_part(r: _Reader) -> dict[str, Any]:
    aspect = r.pair("card", "aspect")
    if not all(isinstance(v, int) and 1 <= v <= 1000 for v in r.get("card", "aspect")):
        raise DataError(
            r.path,
            f"[card] 'aspect' should be 2 whole numbers from 1 to 1000, width and height, "
            f"not {r.get('card', 'aspect')!r}.",
        )
    return {
        "aspect": (int(aspect[0]), int(aspect[1])),
        "corner_radius": r.number("card", "corner_radius"),
        "border": r.number("card", "border"),
        "outline": r.colour("card", "outline"),
        "panel": r.colour("card", "panel"),
    }


def _name_part(r: _Reader) -> dict[str, Any]:
    return {
        "name_box": r.box("name", "box"),
        "name_font": r.number("name", "font"),
        "name_min": r.number("name", "min_font"),
        "name_colour": r.colour("name", "colour"),
        "name_banner": r.colour("name", "banner"),
    }


def _art_part(r: _Reader) -> dict[str, Any]:
    return {
        "art_box": r.box("art", "box"),
        "art_radius": r.number("art", "corner_radius"),
        "icon_scale": r.number("art", "icon_scale"),
    }


def _type_line_part(r: _Reader) -> dict[str, Any]:
    return {
        "type_box": r.box("type_line", "box"),
        "type_font": r.number("type_line", "font"),
        "type_min": r.optional("type_line", "min_font", TYPE_MIN, 0.0, 1.0),
        "type_colour": r.colour("type_line", "colour"),
        "type_banner": r.colour("type_line", "banner"),
    }


def _text_part(r: _Reader) -> dict[str, Any]:
    spacing = r.number("text", "line_spacing", 0.5, 3.0)
    tightest = r.optional("text", "min_line_spacing", round(spacing * TIGHTEST, 4), 0.5, 3.0)
    if tightest > spacing:
        raise DataError(
            r.path, "[text] 'min_line_spacing' should not be larger than 'line_spacing'."
        )
    align = r.section("text").get("align", "centre")
    if align not in ALIGNS:
        raise DataError(
            r.path, f'[text] \'align\' should be "left", "centre" or "right", not {align!r}.'
        )
    return {
        "text_box": r.box("text", "box"),
        "text_font": r.number("text", "font"),
        "text_min": r.number("text", "min_font"),
        "line_spacing": spacing,
        "min_line_spacing": tightest,
        "align": align,
        "text_colour": r.colour("text", "colour"),
        "plus_colour": r.colour("text", "plus"),
        "coins_colour": r.colour("text", "coins"),
        "vp_colour": r.colour("text", "vp"),
    }


def _cost_part(r: _Reader) -> dict[str, Any]:
    return {
        "cost_centre": r.pair("cost", "centre"),
        "cost_radius": r.number("cost", "radius"),
        "cost_font": r.number("cost", "font"),
        "cost_fill": r.colour("cost", "fill"),
        "cost_edge": r.colour("cost", "edge"),
        "cost_text": r.colour("cost", "text"),
    }


def _small_part(r: _Reader) -> dict[str, Any]:
    return {
        "small_below": int(r.number("small", "below", 0, 2000)),
        "small_name_px": int(r.number("small", "name_px", 1, 200)),
        "small_name_box": r.box("small", "name_box"),
        "small_art_box": r.box("small", "art_box"),
    }


def _back_part(r: _Reader) -> dict[str, Any]:
    return {
        "back_fill": r.colour("back", "fill"),
        "back_pattern": r.colour("back", "pattern"),
        "back_edge": r.colour("back", "edge"),
        "back_emblem": r.colour("back", "emblem"),
    }


# Each plain section of the layout: the keys it may hold, and how it is read.
SECTIONS: dict[str, tuple[tuple[str, ...], Callable[[_Reader], dict[str, Any]]]] = {
    "card": (("aspect", "corner_radius", "border", "outline", "panel"), _card_part),
    "name": (("box", "font", "min_font", "colour", "banner"), _name_part),
    "art": (("box", "corner_radius", "icon_scale"), _art_part),
    "type_line": (("box", "font", "min_font", "colour", "banner"), _type_line_part),
    "text": (
        (
            "box",
            "font",
            "min_font",
            "line_spacing",
            "min_line_spacing",
            "align",
            "colour",
            "plus",
            "coins",
            "vp",
        ),
        _text_part,
    ),
    "cost": (("centre", "radius", "font", "fill", "edge", "text"), _cost_part),
    "small": (("below", "name_px", "name_box", "art_box"), _small_part),
    "back": (("fill", "pattern", "edge", "emblem"), _back_part),
}


def _type_style(r: _Reader, name: str, raw: Any) -> TypeStyle:
    if not isinstance(raw, dict):
        raise DataError(r.path, f"[types.{name}] is not a table.")
    icon = raw.get("icon")
    if icon not in ICON_NAMES:
        raise DataError(
            r.path, f"[types.{name}] 'icon' must be one of {', '.join(sorted(ICON_NAMES))}."
        )
    return TypeStyle(r.parse_colour(f"[types.{name}] 'colour'", raw.get("colour")), icon)


def _types(r: _Reader, found: Collect) -> dict[str, TypeStyle] | None:
    """Every card type's style, or None when one of them could not be read (its problem
    is in `found`)."""
    types: dict[str, TypeStyle] = {}
    table = found.entry(partial(r.section, "types"))
    if table is None:
        return None
    found.keys(table, TYPES, "[types]")
    for name, raw in table.items():
        found.keys(raw, ("colour", "icon"), f"[types.{name}]")
        style = found.entry(partial(_type_style, r, name, raw))
        if style is None:
            return None
        types[name] = style
    return types


def _icon_order(r: _Reader, types: dict[str, TypeStyle]) -> tuple[str, ...]:
    order = r.get("icons", "order")
    if not isinstance(order, list) or any(t not in types for t in order):
        raise DataError(r.path, "[icons] 'order' should list types that have a [types.X] style.")
    return tuple(order)


def _lines(r: _Reader, found: Collect) -> dict[str, Colour]:
    table = r.section("lines")
    found.keys(table, LINE_NAMES, "[lines]")
    lines: dict[str, Colour] = {}
    for key, value in table.items():
        colour = found.entry(partial(r.parse_colour, f"[lines] '{key}'", value))
        if colour is not None:
            lines[key] = colour
    return lines


def load_dominion_layout(path: Path) -> DominionLayout:
    """Read and check a Dominion layout file; a bad file raises one DataError listing
    every problem, each naming the section and the field."""
    shown = str(path)
    data = read_toml(path, "layout file")
    r = _Reader(shown, data)
    found = Collect(shown)
    found.keys(data, (*SECTIONS, "icons", "types", "lines"), "the layout")
    fields: dict[str, Any] = {}
    for name, (keys, read) in SECTIONS.items():
        found.keys(data.get(name), keys, f"[{name}]")
        fields |= found.entry(partial(read, r)) or {}
    types = _types(r, found)
    found.keys(data.get("icons"), ("order",), "[icons]")
    order = found.entry(partial(_icon_order, r, types)) if types is not None else None
    lines = found.entry(partial(_lines, r, found))
    found.done()
    return DominionLayout(
        path=shown, icon_order=order or (), types=types or {}, lines=lines or {}, **fields
    )
