"""The powers of the Rider and Dragon tiles, as data: each a name from a small vocabulary
and its number, the Rider's for each of its states (healthy, Wounded, Critical, R31, R35).

A tile's entry lists its powers, for example Kael's (R26):

    powers = [
      { power = "first_attack_damage", healthy = 2, wounded = 1 },
      { power = "first_attack_shields", healthy = 2, wounded = 1 },
      { power = "attack_cost", critical = 1 },
    ]

A state a power does not name takes the one before it (Critical takes Wounded's, Wounded
takes healthy's, healthy is 0); `amount` gives every state the same number, the only way a
Dragon's power is written (a Dragon has no states). The rules ask `value(cat, player,
power)`: what the player's Rider in its state and its Dragon give together. The tiles'
texts are written from the powers, one template each (`tile_texts`). Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.words import plural
from game.games.riders.state import Player


class Tile(Protocol):
    @property
    def powers(self) -> tuple[Power, ...]: ...


class RiderTile(Tile, Protocol):
    @property
    def wounded_at(self) -> int: ...

    @property
    def critical_at(self) -> int: ...


class Catalog(Protocol):
    """The card data the powers are read from (cards.Catalog, which imports this module)."""

    @property
    def riders(self) -> Mapping[str, RiderTile]: ...

    @property
    def dragons(self) -> Mapping[str, Tile]: ...


STATES = ("healthy", "wounded", "critical")
UNIT_POWERS = ("reduce_first_damage",)  # the powers that name the unit they guard


@dataclass(frozen=True, slots=True)
class Power:
    """One power of a tile: its name, its number in each Rider state and, for a power
    that guards one unit, that unit ("dragon" or "rider")."""

    power: str
    healthy: int = 0
    wounded: int = 0
    critical: int = 0
    unit: str = ""

    def at(self, state: str) -> int:
        return int(getattr(self, state))


def _n(n: int, word: str) -> str:
    return plural(n, word)


# Each power: what it does, in words, for a number n and the tile's name; the rulings
# it stands for are in the rules that read it (turns.py, combat.py, effects.py).
SAYS: dict[str, Callable[[int, str], str]] = {
    "turn_energy": lambda n, who: (
        f"{'+' if n > 0 else '-'}{abs(n)} energy at the start of your turn"
        if n
        else "No extra energy at the start of your turn"
    ),
    "attack_cost": lambda n, who: (
        f"Attacks cost {abs(n)} {'more' if n > 0 else 'less'} energy"
        if n
        else "Attacks cost their usual energy"
    ),
    "first_attack_damage": lambda n, who: (
        f"First attack each turn: +{n} damage" if n else "No first-attack damage bonus"
    ),
    "first_attack_shields": lambda n, who: (
        f"First attack each turn: {who} gains {_n(n, 'Shield')}"
        if n
        else "No Shields from the first attack"
    ),
    "reduce_first_damage": lambda n, who: (
        f"The first damage each turn to your {{unit}} is reduced by {n}"
        if n
        else "No reduction for your {unit}"
    ),
    "freeze_stacks": lambda n, who: (
        f"Each Freeze {who} applies adds {_n(n, 'extra stack')}" if n else "No extra Freeze stack"
    ),
    "freeze_card_cost": lambda n, who: (
        f"Freeze cards cost {n} more energy" if n else "Freeze cards cost their usual energy"
    ),
    "shield_bonus": lambda n, who: (
        f"+{_n(n, 'Shield')} each time {who} gains Shields" if n else "No extra Shields"
    ),
    "exhausted_shields": lambda n, who: (
        f"Shields {who} gains stay exhausted until the next turn"
        if n
        else "Shields are ready when gained"
    ),
    "shield_card_energy": lambda n, who: (
        f"+{n} energy when {who} plays a Shield card" if n else "No energy from Shield cards"
    ),
    "first_attack_burn": lambda n, who: (
        f"First attack each turn: {_n(n, 'Burn')} on the unit attacked" if n else "No Burn"
    ),
    "attack_freeze": lambda n, who: (
        "Every attack Freezes the unit attacked"
        if n == 1
        else f"Every attack Freezes the unit attacked {n} times"
        if n
        else "Attacks do not Freeze"
    ),
    "damage_vs_frozen": lambda n, who: (
        f"+{n} damage on an attack against a Frozen unit" if n else "No bonus against Frozen"
    ),
    "splash": lambda n, who: (
        f"Every attack splashes {n} damage onto the other enemy unit" if n else "No splash"
    ),
    "hide": lambda n, who: (
        f"Whenever the opponent's damage costs {who} HP, the opponent loses {n} energy"
        if n
        else "No hide"
    ),
    "pulse": lambda n, who: (
        f"At the start of your turn, with more energy than the opponent: {n} damage to "
        "the enemy Dragon"
        if n
        else "No pulse"
    ),
    "attack_steal": lambda n, who: (
        f"Every attack steals {n} energy from the opponent" if n else "Attacks steal no energy"
    ),
}
POWERS = tuple(SAYS)
POWER_KEYS = ("power", "amount", *STATES, "unit")
UNITS = ("dragon", "rider")


def read_powers(raw: Any, label: str, dragon: bool) -> tuple[tuple[Power, ...], list[str]]:
    """A tile's `powers` list and every problem with it, one sentence each (the tile's
    label first): an unknown power (with a guess), a number that is not whole, a state on a
    Dragon, a unit on a power that guards none."""
    from game.core.strict import nearest, unknown_keys

    if not isinstance(raw, list):
        return (), [f"{label}: 'powers' should be a list of tables, not {raw!r}."]
    found: list[Power] = []
    problems: list[str] = []
    for n, entry in enumerate(raw, start=1):
        where = f"{label}, power {n}"
        if not isinstance(entry, dict):
            problems.append(f"{where} is not a table.")
            continue
        problems += unknown_keys(entry, POWER_KEYS, where)
        name = entry.get("power")
        if name not in SAYS:
            guess = nearest(name, POWERS) if isinstance(name, str) else None
            hint = f"did you mean '{guess}'?" if guess else f"the powers are {', '.join(POWERS)}."
            problems.append(f"{where}: there is no power {name!r}; {hint}")
            continue
        numbers = _numbers(entry, where, dragon, problems)
        unit = entry.get("unit", "")
        if name in UNIT_POWERS and unit not in UNITS:
            problems.append(f"{where}: {name} guards one unit: 'unit' is dragon or rider.")
            continue
        if name not in UNIT_POWERS and unit:
            problems.append(f"{where}: {name} takes no 'unit'.")
            continue
        if numbers is not None:
            found.append(Power(name, *numbers, unit=unit))
    return tuple(found), problems


def _numbers(
    entry: dict[str, Any], where: str, dragon: bool, problems: list[str]
) -> tuple[int, int, int] | None:
    """The power's number in each state, or None after adding its problems."""
    named = [s for s in STATES if s in entry]
    if dragon and named:
        problems.append(f"{where}: a Dragon has no {named[0]} state; give its 'amount'.")
        return None
    if "amount" in entry and named:
        problems.append(f"{where}: give 'amount' or the states' numbers, not both.")
        return None
    for key in ("amount", *named):
        value = entry.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or not -99 <= value <= 99:
            problems.append(f"{where}: '{key}' should be a whole number from -99 to 99.")
            return None
    if "amount" in entry or dragon:
        n = entry.get("amount", 0)
        return n, n, n
    healthy = entry.get("healthy", 0)
    wounded = entry.get("wounded", healthy)
    return healthy, wounded, entry.get("critical", wounded)


def rider_state(cat: Catalog, p: Player) -> str:
    """R31, R35: the Rider's state, read live from its HP; Crippled counts as Wounded."""
    rider = p.rider
    if rider is None:
        return "healthy"
    spec = cat.riders[rider.name]
    if rider.hp <= spec.critical_at:
        return "critical"
    if p.crippled or rider.hp <= spec.wounded_at:
        return "wounded"
    return "healthy"


def value(cat: Catalog, p: Player, name: str, unit: str = "") -> int:
    """What the player's Rider (in its state) and Dragon give of power `name` together."""
    total = 0
    if p.rider is not None:
        powers = cat.riders[p.rider.name].powers
        if powers:
            state = rider_state(cat, p)
            total += sum(w.at(state) for w in powers if w.power == name and w.unit == unit)
    if p.dragon is not None:
        total += sum(
            w.healthy
            for w in cat.dragons[p.dragon.name].powers
            if w.power == name and w.unit == unit
        )
    return total


def source(cat: Catalog, p: Player, name: str) -> str:
    """The name of the tile that gives power `name` (the Rider's first), for the log."""
    if p.rider is not None and any(w.power == name for w in cat.riders[p.rider.name].powers):
        return p.rider.name
    if p.dragon is not None and any(w.power == name for w in cat.dragons[p.dragon.name].powers):
        return p.dragon.name
    return ""


def sentence(w: Power, n: int, who: str) -> str:
    """One power at number n, said for the tile called `who`."""
    unit = w.unit.replace("dragon", "Dragon").replace("rider", "Rider") or "unit"
    return SAYS[w.power](n, who).replace("{unit}", unit) + "."


def tile_texts(powers: tuple[Power, ...], who: str) -> tuple[str, str, str]:
    """A tile's three texts from its powers: what it does healthy, then what changes once
    Wounded and once Critical ("No change." when nothing does)."""
    healthy = _joined([(w, w.healthy) for w in powers if w.healthy], who) or "No power."
    wounded = _joined([(w, w.wounded) for w in powers if w.wounded != w.healthy], who)
    critical = _joined([(w, w.critical) for w in powers if w.critical != w.wounded], who)
    return healthy, wounded or "No change.", critical or "No change."


def _joined(said: list[tuple[Power, int]], who: str) -> str:
    """The sentences of these powers at these numbers, one text: two guards of one number
    are one sentence ("your Dragon or Rider"), and sentences that open alike share the
    opening ("First attack each turn: +2 damage, and Kael gains 2 Shields.")."""
    guards = [(w, n) for w, n in said if w.power in UNIT_POWERS]
    if len(guards) == 2 and guards[0][1] == guards[1][1] and guards[0][0].unit != guards[1][0].unit:
        both = Power(guards[0][0].power, unit="dragon or rider")
        at = said.index(guards[0])
        said = [p for p in said if p not in guards]
        said.insert(at, (both, guards[0][1]))
    texts: list[str] = []
    for w, n in said:
        text = sentence(w, n, who)[:-1]
        opening, _, rest = text.partition(": ")
        if rest and texts and texts[-1].startswith(opening + ": "):
            texts[-1] += f", and {rest}"
        else:
            texts.append(text)
    return " ".join(t + "." for t in texts)
