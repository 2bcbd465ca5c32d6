"""Dragon Riders card data: riders, dragons and cards from assets/cards/riders.toml.

Loading validates every entry and reports a bad file with the file, the entry
and the field, so a designer editing numbers sees exactly what to fix.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any, TypeVar

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError
from game.core.strict import Collect, repeats
from game.games.riders.card_text import rules_text
from game.games.riders.powers import Power, read_powers, tile_texts

T = TypeVar("T")

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
# The keys each table of the file may hold: any other is a slip, named with a guess.
FILE_KEYS = ("rider", "dragon", "card")
RIDER_KEYS = (
    "name",
    "hp",
    "economy",
    "wounded_at",
    "critical_at",
    "passive",
    "wounded",
    "critical",
    "powers",
)
DRAGON_KEYS = ("name", "hp", "rider_shields", "attack_cost", "attack_damage", "ability", "powers")
TILE_TEXTS = ("passive", "wounded", "critical")
CARD_KEYS = (
    "id",
    "name",
    "cost",
    "group",
    "copies",
    "target",
    "text",
    "effects",
    "freeze_card",
    "shield_card",
)
EFFECT_KEYS = ("op", "unit", "amount")


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
    powers: tuple[Power, ...] = ()
    by_hand: tuple[str, ...] = ()  # the texts the file writes itself, not from the powers


@dataclass(frozen=True, slots=True)
class DragonSpec:
    name: str
    hp: int
    rider_shields: int
    attack_cost: int
    attack_damage: int
    ability: str
    powers: tuple[Power, ...] = ()
    by_hand: tuple[str, ...] = ()


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


def _named(e: _Entry, key: str, word: str) -> None:
    """Call the entry by its `key` ("card strike") as soon as it has one."""
    value = e.raw.get(key)
    if isinstance(value, str) and value.strip():
        e.label = f"{word} {value}"


def _rider(path: str, raw: Any, index: int, found: Collect) -> RiderSpec:
    e = _Entry(path, f"rider #{index + 1}", raw)
    _named(e, "name", "rider")
    found.keys(raw, RIDER_KEYS, e.label)
    e.label = f"rider {e.field('name', str)}"
    name = e.field("name", str)
    hp = e.count("hp", 1, 999)
    wounded = e.count("wounded_at", 0, hp)
    powers, problems = read_powers(raw.get("powers", []), e.label, dragon=False)
    found.add(*problems)
    written = tile_texts(powers, name)
    passive, when_wounded, when_critical = (
        e.field(key, str, "") or text for key, text in zip(TILE_TEXTS, written, strict=True)
    )
    return RiderSpec(
        name,
        hp,
        e.count("economy", 0, 99),
        wounded,
        e.count("critical_at", 0, wounded),
        passive,
        when_wounded,
        when_critical,
        powers=powers,
        by_hand=tuple(key for key in TILE_TEXTS if e.field(key, str, "")),
    )


def _dragon(path: str, raw: Any, index: int, found: Collect) -> DragonSpec:
    e = _Entry(path, f"dragon #{index + 1}", raw)
    _named(e, "name", "dragon")
    found.keys(raw, DRAGON_KEYS, e.label)
    e.label = f"dragon {e.field('name', str)}"
    name = e.field("name", str)
    powers, problems = read_powers(raw.get("powers", []), e.label, dragon=True)
    found.add(*problems)
    return DragonSpec(
        name,
        e.count("hp", 1, 999),
        e.count("rider_shields", 0, 99),
        e.count("attack_cost", 0, 99),
        e.count("attack_damage", 0, 999),
        e.field("ability", str, "") or tile_texts(powers, name)[0],
        powers=powers,
        by_hand=("ability",) if e.field("ability", str, "") else (),
    )


def _effect_keys(found: Collect, raw: Any, label: str) -> None:
    """An effect's keys: the three an effect may have, and only those its op uses."""
    found.keys(raw, EFFECT_KEYS, label)
    op = raw.get("op") if isinstance(raw, dict) else None
    if op in OPS:
        for key in raw:
            if key in EFFECT_KEYS and key != "op" and key not in OPS[op]:
                found.add(f"{label}: op {op!r} takes no '{key}'.")


def _card(path: str, raw: Any, index: int, found: Collect) -> CardSpec:
    e = _Entry(path, f"card #{index + 1}", raw)
    _named(e, "id", "card")
    found.keys(raw, CARD_KEYS, e.label)
    listed = raw.get("effects")
    for n, raw_effect in enumerate(listed if isinstance(listed, list) else [], start=1):
        _effect_keys(found, raw_effect, f"{e.label}, effect {n}")
    e.label = f"card {e.field('id', str)}"
    target = e.field("target", str)
    if target not in TARGET_CELLS:
        raise DataError(
            path,
            f"{e.label}: 'target' is {target!r}; it should be one of {', '.join(TARGET_CELLS)}.",
        )
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
    cost = e.count("cost", 0, 99)
    copies = e.count("copies", 1, 99)
    return CardSpec(
        e.field("id", str),
        e.field("name", str),
        cost,
        e.field("group", str),
        copies,
        target,
        e.field("text", str, "") or rules_text(effects, target),  # none: from its effects
        tuple(effects),
        e.field("freeze_card", bool, False),
        e.field("shield_card", bool, False),
    )


def _entries(
    found: Collect,
    data: dict[str, Any],
    kind: str,
    read: Callable[[str, Any, int, Collect], T],
    key: str,
) -> dict[str, T]:
    """Every good `[[kind]]` entry by its `key`; each bad one adds its problems to
    `found` and the next is read."""
    raw = data.get(kind, [])
    if not isinstance(raw, list):
        found.add(f"'{kind}' should be [[{kind}]] tables, not {raw!r}.")
        return {}
    if not raw:
        found.add(f"the file has no [[{kind}]] entries.")
    items: dict[str, T] = {}
    again = repeats(raw, key)
    for index, entry in enumerate(raw):
        mark = found.mark()
        if index in again:  # said at this entry's own lines, whatever else is wrong
            name = entry[key]
            found.add(f"{kind} #{index + 1}: '{key}' is {name!r}, the same as an earlier {kind}'s.")
        item = found.entry(partial(read, found.path, entry, index, found))
        if index in again:
            found.rename(mark + 1, f"{kind} {entry[key]}", f"{kind} #{index + 1}")
        elif item is not None:
            items[getattr(item, key)] = item
    return items


def load_catalog(path: Path) -> Catalog:
    """The riders, dragons and cards of a card file; a bad file raises one DataError
    listing every problem, each naming the entry and the field."""
    shown = str(path)
    data = read_toml(path, "card file")
    found = Collect(shown)
    found.keys(data, FILE_KEYS, "the file")
    riders = _entries(found, data, "rider", _rider, "name")
    dragons = _entries(found, data, "dragon", _dragon, "name")
    cards = _entries(found, data, "card", _card, "id")
    found.done()
    return Catalog(riders, dragons, cards)


@cache
def default_catalog() -> Catalog:
    return load_catalog(paths.card_file("riders"))
