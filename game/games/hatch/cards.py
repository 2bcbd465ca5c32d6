"""Hatch card data: the species of `assets/cards/hatch.toml` and the 72 cards they make.

Every card is a dragon of one species, used as an egg (face down), as a resource
(face up under an egg, giving the ONE resource it `provides`) or, once hatched,
as a dragon of the dynasty. Cards are numbered H01… in the file's order, each
species taking `copies` ids. The file also holds the resources (`[[resource]]`) and
the game's fixed numbers (`[game]`, game.games.hatch.basics), and a species may list
abilities from the vocabulary (game.games.hatch.abilities) and keep a text of its own
(compared with them in the lab). Loading checks every field and names the file, the
species and the field when something is wrong, all problems together.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_text, read_toml
from game.core.errors import DataError
from game.core.strict import Collect
from game.games.hatch.abilities import Ability, ability_lines, ability_text, read_abilities
from game.games.hatch.basics import (
    DEFAULT_RESOURCES,
    Numbers,
    Resource,
    read_numbers,
    read_resources,
)

RESOURCES = tuple(r.code for r in DEFAULT_RESOURCES)
"""The reference's four basic resources: Ember, Tide, Stone, Gale (§1.1), for code that
has no catalog at hand; the rules read a catalog's own (`Catalog.codes`)."""

RESOURCE_NAMES = {r.code: r.name for r in DEFAULT_RESOURCES}
# The keys a species may hold: any other is a slip, named with a guess.
SPECIES_KEYS = (
    "name",
    "tier",
    "provides",
    "value",
    "cost",
    "blood",
    "sac",
    "copies",
    "flavour",
    "abilities",
    "text",
)
FILE_KEYS = ("species", "resource", "game")
_ABILITY_AT = re.compile(r", ability (\d+):")


@dataclass(frozen=True, slots=True)
class Species:
    """One species: all its copies are identical (R32)."""

    name: str
    tier: str
    provides: str  # one of RESOURCES
    value: int
    cost: tuple[str, ...]  # sorted multiset of RESOURCES
    blood: int
    sac: int  # droplets it is worth when sacrificed
    copies: int
    flavour: str
    abilities: tuple[Ability, ...] = ()
    text: str = ""  # a text written by hand ("": its abilities' own words)
    names: tuple[tuple[str, str], ...] = ()  # the file's resources: (code, name), in order

    @property
    def cost_counts(self) -> Counter[str]:
        return Counter(self.cost)

    @property
    def rules_text(self) -> str:
        """What the face says the species does: its own text, else its abilities' words."""
        return self.text or ability_text(self.abilities)

    def at(self, when: str) -> tuple[Ability, ...]:
        """Its abilities at moment `when`, in order."""
        return tuple(a for a in self.abilities if a.when == when)

    def guard(self) -> int:
        """What its `guard` abilities add to its value while it blocks."""
        return sum(a.n for a in self.abilities if a.step == "guard")

    def cost_words(self) -> str:
        """ "E E S" as a player reads it: "2 Ember, 1 Stone" (and the blood)."""
        counts = self.cost_counts
        named = self.names or tuple(RESOURCE_NAMES.items())
        parts = [f"{counts[code]} {name}" for code, name in named if counts[code]]
        if self.blood:
            parts.append(f"{self.blood} blood")
        return ", ".join(parts) or "nothing"


@dataclass(frozen=True, slots=True)
class Catalog:
    """The species, and every card id with its species."""

    species: dict[str, Species]  # by name, in file order
    cards: dict[str, Species] = field(default_factory=dict)  # "H01" -> its species
    resources: tuple[Resource, ...] = DEFAULT_RESOURCES
    numbers: Numbers = field(default_factory=Numbers)

    @property
    def codes(self) -> tuple[str, ...]:
        """The resources' codes, in the file's order."""
        return tuple(r.code for r in self.resources)

    def resource_name(self, code: str) -> str:
        """ "Ember" for "E"."""
        for r in self.resources:
            if r.code == code:
                return r.name
        return code

    def card_ids(self) -> list[str]:
        return list(self.cards)

    def of(self, card: str) -> Species:
        return self.cards[card]

    def label(self, card: str) -> str:
        """ "Emberclaw (12)": a card as messages and the log name it."""
        s = self.cards[card]
        return f"{s.name} ({s.value})"


def card_id(n: int) -> str:
    return f"H{n:02d}"


class _Entry:
    def __init__(self, path: str, index: int, raw: Any) -> None:
        if not isinstance(raw, dict):
            raise DataError(path, f"species #{index + 1} is not a table.")
        self.path, self.raw = path, raw
        self.label = f"species #{index + 1}"
        name = raw.get("name")
        if isinstance(name, str) and name.strip():
            self.label = f"species {name}"

    def fail(self, problem: str) -> DataError:
        return DataError(self.path, f"{self.label}: {problem}")

    def get(self, name: str) -> Any:
        if name not in self.raw:
            raise DataError(self.path, f"{self.label} has no '{name}'.")
        return self.raw[name]

    def text(self, name: str) -> str:
        value = self.get(name)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"'{name}' should be some text, not {value!r}.")
        return value

    def whole(self, name: str, lo: int, hi: int) -> int:
        value = self.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise self.fail(f"'{name}' should be a whole number from {lo} to {hi}, not {value!r}.")
        return value

    def resource(self, value: Any, name: str, codes: tuple[str, ...]) -> str:
        if value not in codes:
            said = ", ".join(codes[:-1]) + f" and {codes[-1]}" if len(codes) > 1 else codes[0]
            raise self.fail(f"'{name}' has {value!r}; resources are {said}.")
        return str(value)


@dataclass(frozen=True, slots=True)
class _Setting:
    """What every species of a file is read against: its resources, numbers and text."""

    path: str
    resources: tuple[Resource, ...]
    numbers: Numbers
    text: str
    headers: tuple[int, ...]  # the line of each [[species]] header

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(r.code for r in self.resources)


def _species(at: _Setting, index: int, raw: Any, found: Collect) -> Species:
    e = _Entry(at.path, index, raw)
    found.keys(raw, SPECIES_KEYS, e.label)
    codes, numbers = at.codes, at.numbers
    cost = raw.get("cost") if isinstance(raw, dict) else None
    if not isinstance(cost, list):
        raise e.fail(f'\'cost\' should be a list of resources like ["E", "S"], not {cost!r}.')
    own = Collect(at.path)
    abilities = read_abilities(raw.get("abilities"), e.label, own)
    if own.said:
        found.add(*_located(at, index, own.said))
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise e.fail(f"'text' should be some text, not {text!r}.")
    return Species(
        name=e.text("name"),
        tier=e.text("tier"),
        provides=e.resource(raw.get("provides"), "provides", codes),
        value=e.whole("value", 1, 999),
        cost=tuple(sorted((e.resource(c, "cost", codes) for c in cost), key=codes.index)),
        blood=e.whole("blood", 0, numbers.max_blood),
        sac=e.whole("sac", 1, numbers.max_sac),
        copies=e.whole("copies", 1, 99),
        flavour=e.text("flavour"),
        abilities=abilities,
        text=text.strip(),
        names=tuple((r.code, r.name) for r in at.resources),
    )


def _located(at: _Setting, index: int, said: list[str]) -> list[str]:
    """Each ability's problem with the line of that ability's table ("line 412: …")."""
    header = at.headers[index] if index < len(at.headers) else 0
    lines = ability_lines(at.text, header) if header else []
    placed = []
    for sentence in said:
        found = _ABILITY_AT.search(sentence)
        n = int(found.group(1)) if found else 0
        placed.append(f"line {lines[n - 1]}: {sentence}" if 0 < n <= len(lines) else sentence)
    return placed


def load_catalog(path: Path) -> Catalog:
    """The species and cards of a Hatch card file; a bad file raises one DataError listing
    every problem, each naming the species and the field."""
    shown = str(path)
    data = read_toml(path, "card file")
    found = Collect(shown)
    found.keys(data, FILE_KEYS, "the file")
    resources = read_resources(data.get("resource"), found)
    numbers = read_numbers(data.get("game"), found)
    text = read_text(path, "card file")
    headers = tuple(
        n for n, line in enumerate(text.splitlines(), 1) if line.strip().startswith("[[species]]")
    )
    at = _Setting(shown, resources, numbers, text, headers)
    raw = data.get("species")
    if not isinstance(raw, list) or not raw:
        found.add("the file has no [[species]] entries.")
        raw = []
    species: dict[str, Species] = {}
    values: dict[int, str] = {}
    for index, entry in enumerate(raw):
        s = found.entry(partial(_species, at, index, entry, found))
        if s is None:
            continue
        if s.name in species:
            found.add(
                f"species #{index + 1}: 'name' is {s.name!r}, the same as an earlier species'."
            )
        elif s.value in values:  # R32: each species has its own value
            found.add(f"species {s.name}: 'value' {s.value} is already {values[s.value]}'s (R32).")
        else:
            species[s.name] = s
            values[s.value] = s.name
    found.done()
    cards: dict[str, Species] = {}
    for s in species.values():
        for _ in range(s.copies):
            cards[card_id(len(cards) + 1)] = s
    if len(cards) > 99:
        raise DataError(shown, f"the species make {len(cards)} cards; ids go up to H99.")
    return Catalog(species, cards, resources, numbers)


@cache
def default_catalog() -> Catalog:
    return load_catalog(paths.card_file("hatch"))
