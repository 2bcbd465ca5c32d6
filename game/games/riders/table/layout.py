"""Dragon Riders' card face layout (assets/layouts/riders.toml): pure data, no pygame.

A layout says where a face puts its name, cost gem, type icon and effect text,
and which colour and icon each card group, Rider and Dragon has. Every place is
a fraction of the card so one file serves every width. Loading checks every
field and reports a bad file with the file, the section and the field.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from game import paths
from game.cards.layout import Box, Colour, Section
from game.core.data import read_toml
from game.core.strict import Collect


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


def _group(path: str, label: str, raw: Any) -> GroupStyle:
    g = Section(path, label, raw)
    if "colour" not in g.raw:  # the most common slip: say it in the game's words
        raise g.fail("has no colour.")
    return GroupStyle(g.colour("colour"), g.icon("icon"), g.text("label"))


def _groups(s: Section, found: Collect) -> dict[str, GroupStyle]:
    """Every good group; each bad one adds its problems to `found`."""
    if not s.raw:
        raise s.fail("has no groups.")
    groups = {}
    for name, raw in s.raw.items():
        label = f"group '{name}'"
        found.keys(raw, ("colour", "icon", "label"), label)
        style = found.entry(partial(_group, s.path, label, raw))
        if style is not None:
            groups[name] = style
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


def _unit(path: str, label: str, raw: Any) -> UnitStyle:
    u = Section(path, label, raw)
    return UnitStyle(u.colour("colour"), u.icon("icon"))


def _units(path: str, kind: str, raw: Any, found: Collect) -> dict[str, UnitStyle]:
    """Every good Rider's or Dragon's style; each bad one adds its problems to `found`."""
    table = Section(path, f"[{kind}]", raw)
    units = {}
    for name, entry in table.raw.items():
        label = f"{kind[:-1]} '{name}'"
        found.keys(entry, ("colour", "icon"), label)
        style = found.entry(partial(_unit, path, label, entry))
        if style is not None:
            units[name] = style
    return units


# Each plain section of the file: how it is read, and the keys it may hold.
SECTIONS: dict[str, tuple[Callable[[Section], Any], tuple[str, ...]]] = {
    "card": (_card, ("aspect", "corner_radius", "border", "outline", "panel", "ink")),
    "cost": (_cost, ("centre", "radius", "font", "fill", "edge", "text", "sides")),
    "art": (_art, ("box", "corner_radius", "icon_scale", "icon_fill", "icon_line")),
    "name": (_name, ("box", "font", "min_font", "colour", "banner")),
    "type_line": (_type_line, ("box", "font", "min_px", "colour")),
    "text": (
        _text,
        (
            "box",
            "font",
            "min_font",
            "line_spacing",
            "min_line_spacing",
            "align",
            "colour",
            "keywords",
        ),
    ),
    "back": (_back, ("colour", "pattern", "accent", "emblem")),
    "tile": (
        _tile,
        (
            "aspect",
            "corner_radius",
            "border",
            "panel",
            "ink",
            "name_font",
            "stat_font",
            "text_font",
            "min_text_font",
            "rider",
            "dragon",
        ),
    ),
}


def load_layout(path: Path) -> Layout:
    """Read and check a layout file; a bad one raises one DataError listing every
    problem, each naming the section and the field."""
    shown = str(path)
    data = read_toml(path, "layout file")
    found = Collect(shown)
    found.keys(data, (*SECTIONS, "groups", "riders", "dragons"), "the layout")
    top = Section(shown, "the layout", data)
    parts: dict[str, Any] = {}
    for name, (read, keys) in SECTIONS.items():
        found.keys(data.get(name), keys, f"[{name}]")
        parts[name] = found.entry(partial(_section, top, name, read))
    groups = found.entry(lambda: _groups(top.section("groups"), found))
    units = {
        kind: found.entry(partial(_units, shown, kind, data.get(kind, {}), found))
        for kind in ("riders", "dragons")
    }
    found.done()
    return Layout(
        shown,
        parts["card"],
        parts["cost"],
        parts["art"],
        parts["name"],
        parts["type_line"],
        parts["text"],
        groups or {},
        parts["back"],
        parts["tile"],
        units["riders"] or {},
        units["dragons"] or {},
    )


def _section(top: Section, name: str, read: Callable[[Section], Any]) -> Any:
    return read(top.section(name))


def layout_file(game: str) -> Path:
    return paths.asset("layouts", f"{game}.toml")
