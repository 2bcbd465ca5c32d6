"""Dragon Riders card data: riders, dragons and cards from assets/cards/riders.toml.

Loading validates every entry and reports a bad file with the file, the entry
and the field, so a designer editing numbers sees exactly what to fix.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError

UNITS = ("enemy_dragon", "enemy_rider", "own_dragon", "own_rider")
TARGET_CELLS = {
    "enemy_dragon": ("enemy_dragon",),
    "enemy_rider": ("enemy_rider",),
    "own_dragon": ("own_dragon",),
    "own_rider": ("own_rider",),
    "enemy": ("enemy_dragon", "enemy_rider"),
    "self": ("own_dragon", "own_rider"),
    "own_unit": ("own_dragon", "own_rider"),
}
# Each effect op and the fields it needs (beyond "op").
OPS: dict[str, tuple[str, ...]] = {
    "damage": ("unit", "amount"),
    "burn": ("unit",),
    "freeze": ("unit",),
    "cripple": ("unit",),
    "heal": ("unit", "amount"),
    "thaw": ("unit",),
    "remove_burn": ("unit",),
    "draw": ("amount",),
    "drain": ("amount",),
    "sabotage": ("amount",),
    "shields": ("amount",),
    "destroy_shields": (),
    "gain_energy": ("amount",),
    "energy_shield": ("amount",),
}


@dataclass(frozen=True, slots=True)
class RiderSpec:
    name: str
    hp: int
    economy: int
    wounded_at: int
    critical_at: int
    passive: str
    wounded: str
    critical: str


@dataclass(frozen=True, slots=True)
class DragonSpec:
    name: str
    hp: int
    rider_shields: int
    attack_cost: int
    attack_damage: int
    ability: str


@dataclass(frozen=True, slots=True)
class Effect:
    op: str
    unit: str = ""
    amount: int = 0


@dataclass(frozen=True, slots=True)
class CardSpec:
    id: str
    name: str
    cost: int
    group: str
    copies: int
    target: str
    text: str
    effects: tuple[Effect, ...]
    freeze_card: bool = False  # R17: Freeze Ray and Rider Immobilize
    shield_card: bool = False  # R33: Shield Up

    @property
    def targets(self) -> tuple[str, ...]:
        return TARGET_CELLS[self.target]


@dataclass(frozen=True, slots=True)
class Catalog:
    riders: dict[str, RiderSpec]
    dragons: dict[str, DragonSpec]
    cards: dict[str, CardSpec]
    by_instance: dict[str, CardSpec] = field(init=False)

    def __post_init__(self) -> None:
        table = {f"{c.id}_{n}": c for c in self.cards.values() for n in range(1, c.copies + 1)}
        object.__setattr__(self, "by_instance", table)

    def instance_ids(self) -> list[str]:
        """Every card of the pool as `<id>_<n>`, n counting from 1, in file order."""
        return list(self.by_instance)

    def card_of(self, instance: str) -> CardSpec:
        return self.by_instance[instance]

    def name_of(self, instance: str) -> str:
        """A card's name for the log; a face-down card in a view has none."""
        card = self.by_instance.get(instance)
        return card.name if card else "a face-down card"


def kind_of(instance: str) -> str:
    return instance.rpartition("_")[0]


class _Entry:
    """Reads one table of the file and names it in every error."""

    def __init__(self, path: str, label: str, raw: Any) -> None:
        if not isinstance(raw, dict):
            raise DataError(path, f"{label} is not a table.")
        self.path, self.label, self.raw = path, label, raw

    def field(self, name: str, kind: type, default: Any = ...) -> Any:
        if name not in self.raw:
            if default is ...:
                raise DataError(self.path, f"{self.label} has no '{name}'.")
            return default
        value = self.raw[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise DataError(
                self.path,
                f"{self.label}: '{name}' should be {kind.__name__}, not {value!r}.",
            )
        return value

    def count(self, name: str, lo: int, hi: int) -> int:
        """A whole number from `lo` to `hi`; out of range names the entry and the field."""
        value: int = self.field(name, int)
        if not lo <= value <= hi:
            raise DataError(
                self.path,
                f"{self.label}: '{name}' should be a whole number from {lo} to {hi}, not {value}.",
            )
        return value


def _rider(path: str, raw: Any, index: int) -> RiderSpec:
    e = _Entry(path, f"rider #{index + 1}", raw)
    e.label = f"rider {e.field('name', str)}"
    hp = e.count("hp", 1, 999)
    wounded = e.count("wounded_at", 0, hp)
    return RiderSpec(
        e.field("name", str),
        hp,
        e.count("economy", 0, 99),
        wounded,
        e.count("critical_at", 0, wounded),
        e.field("passive", str),
        e.field("wounded", str),
        e.field("critical", str),
    )


def _dragon(path: str, raw: Any, index: int) -> DragonSpec:
    e = _Entry(path, f"dragon #{index + 1}", raw)
    e.label = f"dragon {e.field('name', str)}"
    return DragonSpec(
        e.field("name", str),
        e.count("hp", 1, 999),
        e.count("rider_shields", 0, 99),
        e.count("attack_cost", 0, 99),
        e.count("attack_damage", 0, 999),
        e.field("ability", str),
    )


def _card(path: str, raw: Any, index: int) -> CardSpec:
    e = _Entry(path, f"card #{index + 1}", raw)
    e.label = f"card {e.field('id', str)}"
    target = e.field("target", str)
    if target not in TARGET_CELLS:
        raise DataError(path, f"{e.label}: target {target!r} is not one of {sorted(TARGET_CELLS)}.")
    effects = []
    for n, raw_effect in enumerate(e.field("effects", list), start=1):
        fx = _Entry(path, f"{e.label}, effect {n}", raw_effect)
        op = fx.field("op", str)
        if op not in OPS:
            raise DataError(path, f"{fx.label}: there is no op {op!r}; ops are {sorted(OPS)}.")
        unit = fx.field("unit", str) if "unit" in OPS[op] else ""
        if unit and unit not in (*UNITS, "target"):
            raise DataError(path, f"{fx.label}: unit {unit!r} is not one of {list(UNITS)}.")
        amount = fx.count("amount", 0, 999) if "amount" in OPS[op] else 0
        effects.append(Effect(op, unit, amount))
    cost = e.field("cost", int)
    copies = e.field("copies", int)
    if cost < 0 or copies < 1:
        raise DataError(path, f"{e.label}: cost must be 0 or more and copies 1 or more.")
    e.count("cost", 0, 99)
    e.count("copies", 1, 99)
    return CardSpec(
        e.field("id", str),
        e.field("name", str),
        cost,
        e.field("group", str),
        copies,
        target,
        e.field("text", str),
        tuple(effects),
        e.field("freeze_card", bool, False),
        e.field("shield_card", bool, False),
    )


def load_catalog(path: Path) -> Catalog:
    shown = str(path)
    data = read_toml(path, "card file")
    riders = [_rider(shown, r, i) for i, r in enumerate(data.get("rider", []))]
    dragons = [_dragon(shown, d, i) for i, d in enumerate(data.get("dragon", []))]
    cards = [_card(shown, c, i) for i, c in enumerate(data.get("card", []))]
    for label, items in (("rider", riders), ("dragon", dragons), ("card", cards)):
        if not items:
            raise DataError(shown, f"the file has no [[{label}]] entries.")
    catalog = Catalog(
        {r.name: r for r in riders}, {d.name: d for d in dragons}, {c.id: c for c in cards}
    )
    for label, count, expected in (
        ("rider", len(catalog.riders), len(riders)),
        ("dragon", len(catalog.dragons), len(dragons)),
        ("card", len(catalog.cards), len(cards)),
    ):
        if count != expected:
            raise DataError(shown, f"two {label}s share a name or id.")
    return catalog


@cache
def default_catalog() -> Catalog:
    return load_catalog(paths.card_file("riders"))
