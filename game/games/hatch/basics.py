"""The basics of a Hatch card file: its resources (`[[resource]]`) and the game's fixed
numbers (`[game]`), read strictly like the species.

A resource has a one-letter code (what `provides` and `cost` name), a name, a colour
and an icon shape (the shapes the faces can draw, told apart without colour, §1.1).
Blood is never a card and never a resource: it is paid by sacrifice (§1.1, R12).

The numbers, each with the rule it comes from; a file that leaves one out plays with
the reference's number:

    hand_size     5    the refill tops a hand up to this (§3.1, R3); also the deal (§2)
    goal        200    the dynasty that triggers the end (§3.10, R24)
    loot_draw     3    a Draw loot draws this many (§3.8)
    loot_discard  2    … then discards this many, or the whole hand if smaller (R30)
    max_blood     4    the most droplets a species' hatch may ask (§1.2)
    max_sac       2    the most droplets a dragon may be worth as a sacrifice (§1.2)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from game.core.strict import Collect, nearest

ICON_SHAPES = ("flame", "wave", "rock", "gust")
"""The icon shapes the faces draw for a resource (blood's droplet is not one)."""

COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
RESOURCE_KEYS = ("code", "name", "colour", "icon")


@dataclass(frozen=True, slots=True)
class Resource:
    """One basic resource (§1.1): its code, name, colour and icon shape."""

    code: str
    name: str
    colour: str
    icon: str


DEFAULT_RESOURCES = (
    Resource("E", "Ember", "#E4572E", "flame"),
    Resource("T", "Tide", "#2E86DE", "wave"),
    Resource("S", "Stone", "#A67C52", "rock"),
    Resource("G", "Gale", "#7BC47F", "gust"),
)
"""The reference's four (§1.1), for a card file that names none."""


@dataclass(frozen=True, slots=True)
class Numbers:
    """The game's fixed numbers (see the module's docstring)."""

    hand_size: int = 5
    goal: int = 200
    loot_draw: int = 3
    loot_discard: int = 2
    max_blood: int = 4
    max_sac: int = 2


# Each number: the least and most a card file may set.
NUMBER_RANGES = {
    "hand_size": (1, 12),
    "goal": (1, 9999),
    "loot_draw": (0, 12),
    "loot_discard": (0, 12),
    "max_blood": (0, 12),
    "max_sac": (1, 6),
}


def read_numbers(raw: Any, found: Collect) -> Numbers:
    """The `[game]` table's numbers (each one left out: the reference's)."""
    if raw is None:
        return Numbers()
    if not isinstance(raw, dict):
        found.add(f"[game] should be a table of numbers, not {raw!r}.")
        return Numbers()
    found.keys(raw, NUMBER_RANGES, "[game]")
    given: dict[str, int] = {}
    for key, (lo, hi) in NUMBER_RANGES.items():
        if key not in raw:
            continue
        value = raw[key]
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            found.add(f"[game] '{key}' should be a whole number from {lo} to {hi}, not {value!r}.")
            continue
        given[key] = value
    numbers = Numbers(**given)
    if numbers.loot_discard > numbers.loot_draw:
        found.add(
            f"[game] 'loot_discard' is {numbers.loot_discard}, more than the "
            f"{numbers.loot_draw} cards a Draw loot draws (R30)."
        )
    return numbers


def read_resources(raw: Any, found: Collect) -> tuple[Resource, ...]:
    """The `[[resource]]` entries, in the file's order (none: the reference's four)."""
    if raw is None:
        return DEFAULT_RESOURCES
    if not isinstance(raw, list) or not raw:
        found.add("resource #1: 'resource' should be a list of [[resource]] tables.")
        return DEFAULT_RESOURCES
    resources: list[Resource] = []
    for index, entry in enumerate(raw, start=1):
        label = f"resource #{index}"
        if not isinstance(entry, dict):
            found.add(f"{label} is not a table.")
            continue
        found.keys(entry, RESOURCE_KEYS, label)
        said = len(found.said)
        code = entry.get("code")
        if not isinstance(code, str) or not re.fullmatch(r"[A-Z]", code):
            found.add(f"{label}: 'code' should be one capital letter, not {code!r}.")
        elif any(r.code == code for r in resources):
            found.add(f"{label}: 'code' {code!r} is already an earlier resource's.")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            found.add(f"{label}: 'name' should be some text, not {name!r}.")
        colour = entry.get("colour")
        if not isinstance(colour, str) or not COLOUR.match(colour):
            found.add(f"{label}: 'colour' should be a colour like \"#e4572e\", not {colour!r}.")
        icon = entry.get("icon")
        if icon not in ICON_SHAPES:
            guess = nearest(str(icon), ICON_SHAPES)
            hint = (
                f"did you mean '{guess}'?" if guess else f"the shapes are {', '.join(ICON_SHAPES)}."
            )
            found.add(f"{label}: 'icon' {icon!r} is not a shape the faces draw; {hint}")
        if len(found.said) == said:
            resources.append(Resource(str(code), str(name), str(colour), str(icon)))
        elif isinstance(code, str) and all(r.code != code for r in resources):
            # the file fails to load anyway; its species may still name this code
            resources.append(Resource(code, code, "#808080", ICON_SHAPES[0]))
    return tuple(resources) or DEFAULT_RESOURCES
