"""A card's rules text written from its effects, so the words cannot disagree with them.

One clause template per effect op fills in the numbers and the unit; the clauses of a
card are joined in the order the rules run them ("…, then …"), a unit named twice in a
row is called "it" the second time, a second damage says only its number and unit
("…, then 1 to the enemy Rider"), and two steps of the same op without a number on
different units share one clause ("Remove all Burn from your Dragon and your Rider").
Keywords and inline icons are the faces' own: "Burn", "Freeze", "Heal", "Shields" are
set in bold by the layout's keywords, numbers always are, and energy is the `{energy}`
icon. Pure: no pygame, and no import of the card loader (which calls this).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from game.core.words import plural

UNIT_WORDS = {
    "enemy_dragon": "the enemy Dragon",
    "enemy_rider": "the enemy Rider",
    "own_dragon": "your Dragon",
    "own_rider": "your Rider",
}
# The unit "target" is the one the card was dropped on: named by the card's target cell.
TARGET_WORDS = {
    **UNIT_WORDS,
    "enemy": "the enemy Dragon or Rider",
    "self": "your Dragon or Rider",
    "own_unit": "your Dragon or Rider",
}
# Ops whose unit the rules fix, whatever the data says (effects.py).
FIXED_UNIT = {
    "cripple": "enemy_rider",
    "shields": "own_rider",
    "energy_shield": "own_rider",
    "destroy_shields": "enemy_rider",
}


class EffectLike(Protocol):
    """One step of a card: an op, the unit it acts on ("" when none), its number."""

    @property
    def op(self) -> str: ...

    @property
    def unit(self) -> str: ...

    @property
    def amount(self) -> int: ...


def _cards(n: int) -> str:
    return "a card" if n == 1 else plural(n, "card")


def _charges(n: int) -> str:
    return "an Energy Shield charge" if n == 1 else plural(n, "Energy Shield charge")


# Each op's clause from the unit's words and the amount; lower case where it is not a
# keyword, capitalised when it opens the sentence.
TEMPLATES: dict[str, Callable[[str, int], str]] = {
    "damage": lambda unit, n: f"{n} damage to {unit}",
    "burn": lambda unit, n: f"1 Burn on {unit}",
    "freeze": lambda unit, n: f"Freeze {unit}",
    "cripple": lambda unit, n: f"{unit} is Crippled (counts as Wounded) until healed",
    "heal": lambda unit, n: f"Heal {unit} {n}",
    "thaw": lambda unit, n: f"remove all Freeze from {unit}",
    "remove_burn": lambda unit, n: f"remove all Burn from {unit}",
    "draw": lambda unit, n: f"draw {_cards(n)}",
    "drain": lambda unit, n: f"the opponent loses {n} {{energy}}",
    "sabotage": lambda unit, n: f"the opponent discards {_cards(n)} at random",
    "shields": lambda unit, n: f"{unit} gains {plural(n, 'Shield')}",
    "destroy_shields": lambda unit, n: f"destroy every Shield on {unit}",
    "gain_energy": lambda unit, n: f"gain {n} {{energy}}",
    "energy_shield": lambda unit, n: f"{unit} gains {_charges(n)}",
}
# The ops that take no number: two in a row on different units share one clause.
SHARED = ("burn", "freeze", "thaw", "remove_burn")
# A step right after one of the same op says only what changed: "…, then 1 to the
# enemy Rider".
AGAIN: dict[str, Callable[[str, int], str]] = {
    "damage": lambda unit, n: f"{n} to {unit}",
}


def unit_words(fx: EffectLike, target: str) -> str:
    """How a step's unit is named on the card ("" for a step that acts on no unit)."""
    unit = FIXED_UNIT.get(fx.op, fx.unit)
    if unit == "target":
        return TARGET_WORDS.get(target, "the unit it is played on")
    return UNIT_WORDS.get(unit, "")


def clause(fx: EffectLike, target: str, unit: str = "", again: bool = False) -> str:
    """One step's words; `unit` overrides the unit's words ("it", "your Dragon and your
    Rider"); `again`: the step before was of the same op."""
    template = AGAIN.get(fx.op, TEMPLATES[fx.op]) if again else TEMPLATES[fx.op]
    return template(unit or unit_words(fx, target), fx.amount)


def rules_text(effects: Sequence[EffectLike], target: str) -> str:
    """The card's text from its steps, in the order they run: "1 damage to the enemy
    Dragon, then 1 Burn on it."; empty for a card without steps."""
    clauses: list[str] = []
    last_op, last_unit, units = "", "", []
    for fx in effects:
        words = unit_words(fx, target)
        if fx.op == last_op and fx.op in SHARED and words and words not in units:
            units.append(words)
            clauses[-1] = clause(fx, target, " and ".join(units))
            last_unit = ""  # "it" would not say which of them
            continue
        shown = "it" if words and words == last_unit else words
        clauses.append(clause(fx, target, shown, again=fx.op == last_op))
        last_op, last_unit, units = fx.op, words, [words]
    if not clauses:
        return ""
    sentence = ", then ".join(clauses)
    return sentence[0].upper() + sentence[1:] + "."
