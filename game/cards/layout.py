"""What every card face layout (assets/layouts/<game>.toml) is made of: pure data, no pygame.

Colours, boxes as fractions of the card (so one file serves every width), the
icons our drawing code knows, and `Section`, which reads one table of a layout
file and names the file, the section and the field when something is wrong.
Each game's client reads its own layout with these.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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


class Section:
    """Reads one table of a layout file and names the file, section and field in errors."""

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

    def section(self, name: str) -> Section:
        return Section(self.path, f"[{name}]", self.get(name))


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
