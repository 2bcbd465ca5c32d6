"""Card face layouts (assets/layouts/<game>.toml): pure data, no pygame.

A layout says where a face puts its name, cost gem, type icon and effect text,
and which colour and icon each card group has. Every place is a fraction of the
card so one file serves every width. Loading checks every field and reports a
bad file with the file, the section and the field.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import paths
from game.core.errors import DataError

Colour = tuple[int, int, int]

# The icons faces.py knows how to draw.
ICONS = frozenset(
    {
        "claw",
        "sword",
        "bolt",
        "snowflake",
        "shield",
        "heart",
        "sparkle",
        "flame",
        "gem",
        "horn",
        "void",
        "helm",
    }
)


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle as fractions: x and w of the card's width, y and h of its height."""

    x: float
    y: float
    w: float
    h: float

    def at(self, width: int, height: int) -> tuple[int, int, int, int]:
        """The box in pixels on a card of this size."""
        return (
            round(self.x * width),
            round(self.y * height),
            round(self.w * width),
            round(self.h * height),
        )


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


class _Section:
    """Reads one table of the layout file and names the file, section and field in errors."""

    def __init__(self, path: str, label: str, raw: Any) -> None:
        if not isinstance(raw, dict):
            raise DataError(path, f"{label} should be a table.")
        self.path, self.label, self.raw = path, label, raw

    def fail(self, problem: str) -> DataError:
        return DataError(self.path, f"{self.label} {problem}")

    def get(self, name: str) -> Any:
        if name not in self.raw:
            raise self.fail(f"has no '{name}'.")
        return self.raw[name]

    def number(self, name: str, lo: float = 0.0, hi: float = 1.0) -> float:
        value = self.get(name)
        if not _is_number(value) or not lo <= value <= hi:
            raise self.fail(f"'{name}' should be a number from {lo:g} to {hi:g}, not {value!r}.")
        return float(value)

    def integer(self, name: str, lo: int, hi: int) -> int:
        value = self.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise self.fail(f"'{name}' should be a whole number from {lo} to {hi}, not {value!r}.")
        return value

    def fractions(self, name: str, count: int) -> tuple[float, ...]:
        value = self.get(name)
        if (
            not isinstance(value, list)
            or len(value) != count
            or not all(_is_number(v) and 0 <= v <= 1 for v in value)
        ):
            raise self.fail(f"'{name}' should be {count} numbers from 0 to 1, not {value!r}.")
        return tuple(float(v) for v in value)

    def box(self, name: str) -> Box:
        x, y, w, h = self.fractions(name, 4)
        if w <= 0 or h <= 0 or x + w > 1.0001 or y + h > 1.0001:
            raise self.fail(f"'{name}' should lie inside the card with a width and a height.")
        return Box(x, y, w, h)

    def aspect(self, name: str) -> tuple[int, int]:
        value = self.get(name)
        if (
            not isinstance(value, list)
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value)
        ):
            raise self.fail(f"'{name}' should be 2 whole numbers, width and height, not {value!r}.")
        return (value[0], value[1])

    def colour(self, name: str) -> Colour:
        value = self.get(name)
        if isinstance(value, str) and len(value) == 7 and value[0] == "#":
            try:
                n = int(value[1:], 16)
            except ValueError:
                pass
            else:
                return (n >> 16 & 255, n >> 8 & 255, n & 255)
        raise self.fail(f"'{name}' should be a colour like \"#a01c2e\", not {value!r}.")

    def text(self, name: str) -> str:
        value = self.get(name)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"'{name}' should be some text, not {value!r}.")
        return value

    def icon(self, name: str) -> str:
        value = self.get(name)
        if value not in ICONS:
            raise self.fail(f"'{name}' is {value!r}; icons are {', '.join(sorted(ICONS))}.")
        return str(value)

    def words(self, name: str) -> frozenset[str]:
        value = self.raw.get(name, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(f"'{name}' should be a list of words, not {value!r}.")
        return frozenset(value)

    def section(self, name: str) -> _Section:
        return _Section(self.path, f"[{name}]", self.get(name))


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _card(s: _Section) -> CardStyle:
    return CardStyle(
        s.aspect("aspect"),
        s.number("corner_radius", 0, 0.5),
        s.number("border", 0, 0.25),
        s.colour("outline"),
        s.colour("panel"),
        s.colour("ink"),
    )


def _cost(s: _Section) -> CostStyle:
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


def _art(s: _Section) -> ArtStyle:
    return ArtStyle(
        s.box("box"),
        s.number("corner_radius", 0, 0.5),
        s.number("icon_scale", 0.05, 1),
        s.colour("icon_fill"),
        s.colour("icon_line"),
    )


def _name(s: _Section) -> NameStyle:
    font, least = s.number("font", 0.01, 0.5), s.number("min_font", 0.01, 0.5)
    if least > font:
        raise s.fail("'min_font' should not be larger than 'font'.")
    return NameStyle(s.box("box"), font, least, s.colour("colour"), s.colour("banner"))


def _type_line(s: _Section) -> TypeLineStyle:
    return TypeLineStyle(
        s.box("box"), s.number("font", 0.01, 0.5), s.integer("min_px", 1, 200), s.colour("colour")
    )


def _text(s: _Section) -> TextStyle:
    font, least = s.number("font", 0.01, 0.5), s.number("min_font", 0.01, 0.5)
    if least > font:
        raise s.fail("'min_font' should not be larger than 'font'.")
    return TextStyle(
        s.box("box"),
        font,
        least,
        s.number("line_spacing", 0.5, 3),
        s.colour("colour"),
        s.words("keywords"),
    )


def _groups(s: _Section) -> dict[str, GroupStyle]:
    if not s.raw:
        raise s.fail("has no groups.")
    groups = {}
    for name, raw in s.raw.items():
        g = _Section(s.path, f"group '{name}'", raw)
        if "colour" not in g.raw:  # the most common slip: say it in the game's words
            raise g.fail("has no colour.")
        groups[name] = GroupStyle(g.colour("colour"), g.icon("icon"), g.text("label"))
    return groups


def _back(s: _Section) -> BackStyle:
    return BackStyle(
        s.colour("colour"), s.colour("pattern"), s.colour("accent"), s.colour("emblem")
    )


def _tile(s: _Section) -> TileStyle:
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
    table = _Section(path, f"[{kind}]", raw)
    units = {}
    for name, entry in table.raw.items():
        u = _Section(path, f"{kind[:-1]} '{name}'", entry)
        units[name] = UnitStyle(u.colour("colour"), u.icon("icon"))
    return units


def load_layout(path: Path) -> Layout:
    """Read and check a layout file; a bad one raises DataError naming file, section and field."""
    shown = str(path)
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError(shown, "the layout file is missing.") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(shown, f"the file is damaged: {exc}.") from None
    top = _Section(shown, "the layout", data)
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
