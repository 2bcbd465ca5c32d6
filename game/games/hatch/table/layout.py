"""Hatch's card face layout (assets/layouts/hatch.toml): pure data, no pygame.

A layout says where a face puts its cost icons, value, sacrifice droplets, art,
name, tier, flavour and the band of the resource the card gives, the colour of each
resource, the back, and which drawing each tier's art is. Every place is a fraction
of the card so one file serves every width. Loading checks every field and reports
a bad file with the file, the section and the field.
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
from game.games.hatch.cards import RESOURCES

ART_STYLES = ("hatchling", "drake", "wyrm", "serpent", "elder", "ancient")
ALIGNS = ("left", "centre", "right")


@dataclass(frozen=True, slots=True)
class CardStyle:
    aspect: tuple[int, int]
    corner_radius: float
    border: float
    outline: Colour
    panel: Colour


@dataclass(frozen=True, slots=True)
class ResourceColours:
    by_code: dict[str, Colour]  # a resource's code -> its colour here (else the card file's)
    blood: Colour
    line: Colour


@dataclass(frozen=True, slots=True)
class CostStyle:
    box: Box
    icon: float
    min_icon: float
    gap: float
    plate: Colour


@dataclass(frozen=True, slots=True)
class ValueStyle:
    centre: tuple[float, float]
    radius: float
    font: float
    min_font: float
    fill: Colour
    edge: Colour
    text: Colour


@dataclass(frozen=True, slots=True)
class SacStyle:
    centre: tuple[float, float]
    droplet: float
    plate: Colour


@dataclass(frozen=True, slots=True)
class ArtStyle:
    box: Box
    corner_radius: float


@dataclass(frozen=True, slots=True)
class LineStyle:
    """One line of text in a box: the name, the tier."""

    box: Box
    font: float
    min_font: float
    colour: Colour
    banner: Colour | None = None


@dataclass(frozen=True, slots=True)
class FlavourStyle:
    box: Box
    font: float
    min_font: float
    line_spacing: float
    min_line_spacing: float
    align: str
    colour: Colour


@dataclass(frozen=True, slots=True)
class BandStyle:
    box: Box
    font: float
    word: Colour
    disc: Colour


@dataclass(frozen=True, slots=True)
class SmallStyle:
    below: int
    art_box: Box
    name_box: Box
    cost_box: Box
    icon: float  # the largest a cost icon may be on a small face


@dataclass(frozen=True, slots=True)
class BackStyle:
    colour: Colour
    pattern: Colour
    accent: Colour
    egg: Colour
    speckle: Colour


@dataclass(frozen=True, slots=True)
class TierArt:
    art: str  # one of ART_STYLES
    scale: float


@dataclass(frozen=True, slots=True)
class Layout:
    path: str
    card: CardStyle
    resources: ResourceColours
    cost: CostStyle
    value: ValueStyle
    sac: SacStyle
    art: ArtStyle
    name: LineStyle
    tier: LineStyle
    flavour: FlavourStyle
    text: FlavourStyle  # a species' rules text, drawn in place of its flavour
    band: BandStyle
    small: SmallStyle
    back: BackStyle
    tiers: dict[str, TierArt]

    def height_for(self, width: int) -> int:
        """The card's height in pixels at this width, from the aspect ratio."""
        w, h = self.card.aspect
        return round(width * h / w)

    @property
    def band_fraction(self) -> float:
        """The share of the card's height, from the bottom, that shows the resource band:
        how much of each tucked card a fan below an egg must leave visible."""
        return 1.0 - self.band.box.y


def _sizes(s: Section) -> tuple[float, float]:
    """A text's starting size and smallest size, the smallest no larger than the start."""
    font, least = s.number("font", 0.01, 0.5), s.number("min_font", 0.01, 0.5)
    if least > font:
        raise s.fail("'min_font' should not be larger than 'font'.")
    return font, least


def _card(s: Section) -> CardStyle:
    return CardStyle(
        s.aspect("aspect"),
        s.number("corner_radius", 0, 0.5),
        s.number("border", 0, 0.25),
        s.colour("outline"),
        s.colour("panel"),
    )


def _resources(s: Section) -> ResourceColours:
    return ResourceColours(
        {code: s.colour(code) for code in s.raw if code not in ("blood", "line")},
        s.colour("blood"),
        s.colour("line"),
    )


def _cost(s: Section) -> CostStyle:
    icon, least = s.number("icon", 0.01, 0.5), s.number("min_icon", 0.01, 0.5)
    if least > icon:
        raise s.fail("'min_icon' should not be larger than 'icon'.")
    return CostStyle(s.box("box"), icon, least, s.number("gap", 0, 0.2), s.colour("plate"))


def _value(s: Section) -> ValueStyle:
    x, y = s.fractions("centre", 2)
    font, least = _sizes(s)
    return ValueStyle(
        (x, y),
        s.number("radius", 0.01, 0.5),
        font,
        least,
        s.colour("fill"),
        s.colour("edge"),
        s.colour("text"),
    )


def _sac(s: Section) -> SacStyle:
    x, y = s.fractions("centre", 2)
    return SacStyle((x, y), s.number("droplet", 0.01, 0.5), s.colour("plate"))


def _line(s: Section, banner: bool) -> LineStyle:
    font, least = _sizes(s)
    return LineStyle(
        s.box("box"), font, least, s.colour("colour"), s.colour("banner") if banner else None
    )


def _flavour(s: Section) -> FlavourStyle:
    font, least = _sizes(s)
    spacing = s.number("line_spacing", 0.5, 3)
    tightest = s.number("min_line_spacing", 0.5, 3) if "min_line_spacing" in s.raw else None
    if tightest is not None and tightest > spacing:
        raise s.fail("'min_line_spacing' should not be larger than 'line_spacing'.")
    align = s.raw.get("align", "centre")
    if align not in ALIGNS:
        raise s.fail(f'\'align\' should be "left", "centre" or "right", not {align!r}.')
    return FlavourStyle(
        s.box("box"),
        font,
        least,
        spacing,
        round(spacing * 0.8, 4) if tightest is None else tightest,
        align,
        s.colour("colour"),
    )


def _band(s: Section) -> BandStyle:
    box = s.box("box")
    if box.y + box.h < 0.999:
        raise s.fail("'box' should reach the bottom of the card (its y + h should be 1).")
    return BandStyle(box, s.number("font", 0.01, 0.5), s.colour("word"), s.colour("disc"))


def _small(s: Section) -> SmallStyle:
    return SmallStyle(
        s.integer("below", 0, 2000),
        s.box("art_box"),
        s.box("name_box"),
        s.box("cost_box"),
        s.number("icon", 0.01, 0.5),
    )


def _back(s: Section) -> BackStyle:
    return BackStyle(
        s.colour("colour"),
        s.colour("pattern"),
        s.colour("accent"),
        s.colour("egg"),
        s.colour("speckle"),
    )


def _tier(path: str, label: str, raw: Any) -> TierArt:
    t = Section(path, label, raw)
    art = t.get("art")
    if art not in ART_STYLES:
        raise t.fail(f"'art' is {art!r}; the drawings are {', '.join(ART_STYLES)}.")
    return TierArt(str(art), t.number("scale", 0.1, 1.0))


def _tiers(s: Section, found: Collect) -> dict[str, TierArt]:
    """Every good tier's drawing; each bad one adds its problems to `found`."""
    if not s.raw:
        raise s.fail("has no tiers.")
    tiers = {}
    for name, raw in s.raw.items():
        label = f"[tiers.{name}]" if " " not in name else f'[tiers."{name}"]'
        found.keys(raw, ("art", "scale"), label)
        art = found.entry(partial(_tier, s.path, label, raw))
        if art is not None:
            tiers[name] = art
    return tiers


def _art(s: Section) -> ArtStyle:
    return ArtStyle(s.box("box"), s.number("corner_radius", 0, 0.5))


# Each plain section of the file: how it is read, and the keys it may hold.
SECTIONS: dict[str, tuple[Callable[[Section], Any], tuple[str, ...]]] = {
    "card": (_card, ("aspect", "corner_radius", "border", "outline", "panel")),
    "resources": (_resources, (*RESOURCES, "blood", "line")),
    "cost": (_cost, ("box", "icon", "min_icon", "gap", "plate")),
    "value": (_value, ("centre", "radius", "font", "min_font", "fill", "edge", "text")),
    "sac": (_sac, ("centre", "droplet", "plate")),
    "art": (_art, ("box", "corner_radius")),
    "name": (partial(_line, banner=True), ("box", "font", "min_font", "colour", "banner")),
    "tier": (partial(_line, banner=False), ("box", "font", "min_font", "colour")),
    "flavour": (
        _flavour,
        ("box", "font", "min_font", "line_spacing", "min_line_spacing", "align", "colour"),
    ),
    "text": (
        _flavour,
        ("box", "font", "min_font", "line_spacing", "min_line_spacing", "align", "colour"),
    ),
    "band": (_band, ("box", "font", "word", "disc")),
    "small": (_small, ("below", "art_box", "name_box", "cost_box", "icon")),
    "back": (_back, ("colour", "pattern", "accent", "egg", "speckle")),
}


def _section(top: Section, name: str, read: Callable[[Section], Any]) -> Any:
    return read(top.section(name))


def load_layout(path: Path) -> Layout:
    """Read and check a layout file; a bad one raises one DataError listing every
    problem, each naming the section and the field."""
    shown = str(path)
    data = read_toml(path, "layout file")
    found = Collect(shown)
    found.keys(data, (*SECTIONS, "tiers"), "the layout")
    top = Section(shown, "the layout", data)
    parts: dict[str, Any] = {}
    for name, (read, keys) in SECTIONS.items():
        if name == "text" and name not in data:
            parts[name] = parts["flavour"]  # an older layout: the rules text as the flavour
            continue
        found.keys(data.get(name), keys, f"[{name}]")
        parts[name] = found.entry(partial(_section, top, name, read))
    tiers = found.entry(lambda: _tiers(top.section("tiers"), found))
    found.done()
    return Layout(shown, **parts, tiers=tiers or {})


def layout_file() -> Path:
    """The game's own face layout."""
    return paths.asset("layouts", "hatch.toml")
