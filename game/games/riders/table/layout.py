"""Dragon Riders' card face layout (assets/layouts/riders.toml): pure data, no pygame.

A layout says where a face puts its name, cost gem, type icon and effect text,
and which colour and icon each card group, Rider and Dragon has. Every place is
a fraction of the card so one file serves every width. Loading checks every
field and reports a bad file with the file, the section and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import paths
from game.cards.layout import Box, Colour, Section
from game.core.data import read_toml


@dataclass(frozen=True, slots=True)
class CardStyle:
    aspect: tuple[int, int]
    corner_radius: float
    border: float
    outline: Colour
    panel: Colour
    ink: Colour


@dataclass(frozen=True, slots=True)
class CostStyle:
    centre: tuple[float, float]
    radius: float
    font: float
    fill: Colour
    edge: Colour
    text: Colour
    sides: int


@dataclass(frozen=True, slots=True)
class ArtStyle:
    box: Box
    corner_radius: float
    icon_scale: float
    icon_fill: Colour
    icon_line: Colour


@dataclass(frozen=True, slots=True)
class NameStyle:
    box: Box
    font: float
    min_font: float
    colour: Colour
    banner: Colour


@dataclass(frozen=True, slots=True)
class TypeLineStyle:
    box: Box
    font: float
    min_px: int
    colour: Colour


@dataclass(frozen=True, slots=True)
class TextStyle:
    box: Box
    font: float
    min_font: float
    line_spacing: float
    colour: Colour
    keywords: frozenset[str]
    min_line_spacing: float  # the tightest leading the text may take before it shrinks
    align: str  # "left", "centre" or "right"


@dataclass(frozen=True, slots=True)
class GroupStyle:
    colour: Colour
    icon: str
    label: str


@dataclass(frozen=True, slots=True)
class BackStyle:
    colour: Colour
    pattern: Colour
    accent: Colour
    emblem: Colour


@dataclass(frozen=True, slots=True)
class TileStyle:
    aspect: tuple[int, int]
    corner_radius: float
    border: float
    panel: Colour
    ink: Colour
    name_font: float
    stat_font: float
    text_font: float
    min_text_font: float
    rider: Colour
    dragon: Colour


@dataclass(frozen=True, slots=True)
class UnitStyle:
    colour: Colour
    icon: str


@dataclass(frozen=True, slots=True)
class Layout:
    path: str
    card: CardStyle
    cost: CostStyle
    art: ArtStyle
    name: NameStyle
    type_line: TypeLineStyle
    text: TextStyle
    groups: dict[str, GroupStyle]
    back: BackStyle
    tile: TileStyle
    riders: dict[str, UnitStyle]
    dragons: dict[str, UnitStyle]

    def height_for(self, width: int) -> int:
        """The card's height in pixels at this width, from the aspect ratio."""
        w, h = self.card.aspect
        return round(width * h / w)


def _card(s: Section) -> CardStyle:
    return CardStyle(
        s.aspect("aspect"),
        s.number("corner_radius", 0, 0.5),
        s.number("border", 0, 0.25),
        s.colour("outline"),
        s.colour("panel"),
        s.colour("ink"),
    )


def _cost(s: Section) -> CostStyle:
    x, y = s.fractions("centre", 2)
    return CostStyle(
        (x, y),
        s.number("radius", 0.01, 0.5),
        s.number("font", 0.01, 0.5),
        s.colour("fill"),
        s.colour("edge"),
        s.colour("text"),
        s.integer("sides", 3, 64),
    )


def _art(s: Section) -> ArtStyle:
    return ArtStyle(
        s.box("box"),
        s.number("corner_radius", 0, 0.5),
        s.number("icon_scale", 0.05, 1),
        s.colour("icon_fill"),
        s.colour("icon_line"),
    )


def _name(s: Section) -> NameStyle:
    font, least = s.number("font", 0.01, 0.5), s.number("min_font", 0.01, 0.5)
    if least > font:
        raise s.fail("'min_font' should not be larger than 'font'.")
    return NameStyle(s.box("box"), font, least, s.colour("colour"), s.colour("banner"))


def _type_line(s: Section) -> TypeLineStyle:
    return TypeLineStyle(
        s.box("box"), s.number("font", 0.01, 0.5), s.integer("min_px", 1, 200), s.colour("colour")
    )


def _text(s: Section) -> TextStyle:
    font, least = s.number("font", 0.01, 0.5), s.number("min_font", 0.01, 0.5)
    if least > font:
        raise s.fail("'min_font' should not be larger than 'font'.")
    spacing = s.number("line_spacing", 0.5, 3)
    tightest = s.number("min_line_spacing", 0.5, 3) if "min_line_spacing" in s.raw else None
    if tightest is not None and tightest > spacing:
        raise s.fail("'min_line_spacing' should not be larger than 'line_spacing'.")
    align = s.raw.get("align", "centre")
    if align not in ("left", "centre", "right"):
        raise s.fail(f'\'align\' should be "left", "centre" or "right", not {align!r}.')
    return TextStyle(
        s.box("box"),
        font,
        least,
        spacing,
        s.colour("colour"),
        s.words("keywords"),
        round(spacing * 0.8, 4) if tightest is None else tightest,
        align,
    )


def _groups(s: Section) -> dict[str, GroupStyle]:
    if not s.raw:
        raise s.fail("has no groups.")
    groups = {}
    for name, raw in s.raw.items():
        g = Section(s.path, f"group '{name}'", raw)
        if "colour" not in g.raw:  # the most common slip: say it in the game's words
            raise g.fail("has no colour.")
        groups[name] = GroupStyle(g.colour("colour"), g.icon("icon"), g.text("label"))
    return groups


def _back(s: Section) -> BackStyle:
    return BackStyle(
        s.colour("colour"), s.colour("pattern"), s.colour("accent"), s.colour("emblem")
    )


def _tile(s: Section) -> TileStyle:
    return TileStyle(
        s.aspect("aspect"),
        s.number("corner_radius", 0, 0.5),
        s.number("border", 0, 0.25),
        s.colour("panel"),
        s.colour("ink"),
        s.number("name_font", 0.01, 0.5),
        s.number("stat_font", 0.01, 0.5),
        s.number("text_font", 0.01, 0.5),
        s.number("min_text_font", 0.01, 0.5),
        s.colour("rider"),
        s.colour("dragon"),
    )


def _units(path: str, kind: str, raw: Any) -> dict[str, UnitStyle]:
    table = Section(path, f"[{kind}]", raw)
    units = {}
    for name, entry in table.raw.items():
        u = Section(path, f"{kind[:-1]} '{name}'", entry)
        units[name] = UnitStyle(u.colour("colour"), u.icon("icon"))
    return units


def load_layout(path: Path) -> Layout:
    """Read and check a layout file; a bad one raises DataError naming file, section and field."""
    shown = str(path)
    data = read_toml(path, "layout file")
    top = Section(shown, "the layout", data)
    return Layout(
        shown,
        _card(top.section("card")),
        _cost(top.section("cost")),
        _art(top.section("art")),
        _name(top.section("name")),
        _type_line(top.section("type_line")),
        _text(top.section("text")),
        _groups(top.section("groups")),
        _back(top.section("back")),
        _tile(top.section("tile")),
        _units(shown, "riders", data.get("riders", {})),
        _units(shown, "dragons", data.get("dragons", {})),
    )


def layout_file(game: str) -> Path:
    return paths.asset("layouts", f"{game}.toml")
