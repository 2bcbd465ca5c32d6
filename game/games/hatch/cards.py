"""Hatch card data: the species of `assets/cards/hatch.toml` and the 72 cards they make.

Every card is a dragon of one species, used as an egg (face down), as a resource
(face up under an egg, giving the ONE resource it `provides`) or, once hatched,
as a dragon of the dynasty. Cards are numbered H01… in the file's order, each
species taking `copies` ids. Loading checks every field and names the file, the
species and the field when something is wrong.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError
from game.core.strict import Collect

RESOURCES = ("E", "T", "S", "G")
"""The four basic resources: Ember, Tide, Stone, Gale (§1.1). Blood is never a card."""

RESOURCE_NAMES = {"E": "Ember", "T": "Tide", "S": "Stone", "G": "Gale"}
MAX_BLOOD = 4
SAC_DROPLETS = (1, 2)
# The keys a species may hold: any other is a slip, named with a guess.
SPECIES_KEYS = ("name", "tier", "provides", "value", "cost", "blood", "sac", "copies", "flavour")


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

    @property
    def cost_counts(self) -> Counter[str]:
        return Counter(self.cost)

    def cost_words(self) -> str:
        """ "E E S" as a player reads it: "2 Ember, 1 Stone" (and the blood)."""
        counts = self.cost_counts
        parts = [f"{counts[r]} {RESOURCE_NAMES[r]}" for r in RESOURCES if counts[r]]
        if self.blood:
            parts.append(f"{self.blood} blood")
        return ", ".join(parts) or "nothing"


@dataclass(frozen=True, slots=True)
class Catalog:
    """The species, and every card id with its species."""

    species: dict[str, Species]  # by name, in file order
    cards: dict[str, Species] = field(default_factory=dict)  # "H01" -> its species

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

    def resource(self, value: Any, name: str) -> str:
        if value not in RESOURCES:
            raise self.fail(f"'{name}' has {value!r}; resources are E, T, S and G.")
        return str(value)


def _species(path: str, index: int, raw: Any, found: Collect) -> Species:
    e = _Entry(path, index, raw)
    found.keys(raw, SPECIES_KEYS, e.label)
    cost = raw.get("cost") if isinstance(raw, dict) else None
    if not isinstance(cost, list):
        raise e.fail(f'\'cost\' should be a list of resources like ["E", "S"], not {cost!r}.')
    return Species(
        name=e.text("name"),
        tier=e.text("tier"),
        provides=e.resource(raw.get("provides"), "provides"),
        value=e.whole("value", 1, 999),
        cost=tuple(sorted((e.resource(c, "cost") for c in cost), key=RESOURCES.index)),
        blood=e.whole("blood", 0, MAX_BLOOD),
        sac=e.whole("sac", 1, 2),
        copies=e.whole("copies", 1, 99),
        flavour=e.text("flavour"),
    )


def load_catalog(path: Path) -> Catalog:
    """The species and cards of a Hatch card file; a bad file raises one DataError listing
    every problem, each naming the species and the field."""
    shown = str(path)
    data = read_toml(path, "card file")
    found = Collect(shown)
    found.keys(data, ("species",), "the file")
    raw = data.get("species")
    if not isinstance(raw, list) or not raw:
        found.add("the file has no [[species]] entries.")
        raw = []
    species: dict[str, Species] = {}
    values: dict[int, str] = {}
    for index, entry in enumerate(raw):
        s = found.entry(partial(_species, shown, index, entry, found))
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
    return Catalog(species, cards)


@cache
def default_catalog() -> Catalog:
    return load_catalog(paths.card_file("hatch"))
