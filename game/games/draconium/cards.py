"""Dominion: Draconium card data from assets/cards/draconium.toml.

The file holds names, costs, types and our own short texts; what a card does is
code keyed by its name (effects.py). Loading checks every entry and names the
file, the card and the field when something is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError
from game.core.strict import Collect

TYPES = (
    "Action",
    "Treasure",
    "Victory",
    "Curse",
    "Attack",
    "Reaction",
    "Draconian",
    "Clandestine",
    "Ruins",
)
# basic and option: the basic Supply; base: the 26 base Kingdom cards; draconium: the
# Draconium Kingdom (§4); nonsupply: Nightmare, Dragon Slayer, Ruined Kingdom (R17);
# ruins: the eight Ruins.
SETS = ("basic", "option", "base", "draconium", "nonsupply", "ruins")
REQUIRES = ("Recycling mat", "Ruins", "Dragon Slayer")
BASIC = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse")
OPTIONAL = ("Platinum", "Colony")  # R32
# The keys a card may hold: any other is a slip, named with a guess.
CARD_KEYS = (
    "name",
    "cost",
    "types",
    "set",
    "text",
    "coins",
    "vp",
    "buyable",
    "pile",
    "copies",
    "requires",
    "plus_cards",
    "plus_actions",
    "plus_buys",
    "plus_coins",
)


@dataclass(frozen=True, slots=True)
class CardSpec:
    name: str
    cost: int
    types: tuple[str, ...]
    set: str
    text: str
    coins: int = 0  # what a Treasure makes
    vp: int = 0  # printed VP (Gardens counts in code)
    buyable: bool = True  # False for a cost marked * (R17)
    pile: str = ""  # the split pile it belongs to (Blackmail, Livestock); "" for its own
    copies: int = 0  # cards of it in its pile when it is one tier of a split pile, or a Ruins
    requires: tuple[str, ...] = ()  # §4 setup notes: mats and piles it brings
    # The card's plain bonuses ("+2 Cards, +1 Action, +1 Buy, +$2"), read from the start of
    # its text unless the file gives them (`plus_cards`, …): what a card without code of
    # its own does when played, and what bots weigh a card by.
    plus_cards: int = 0
    plus_actions: int = 0
    plus_buys: int = 0
    plus_coins: int = 0

    def is_(self, kind: str) -> bool:
        return kind in self.types

    @property
    def kingdom(self) -> bool:
        """A randomizer entry of its own: a base or Draconium card heading its pile."""
        return self.set in ("base", "draconium") and self.pile in ("", self.name)

    @property
    def pile_name(self) -> str:
        return self.pile or self.name


class Catalog:
    """The cards a game is played with, by name; read once, never changed.

    A ruleset holds one and every state it deals carries it (`DraconiumState.catalog`),
    so two rulesets made from different card files never see each other's cards.
    Copying a state shares it; a snapshot of a state shows only where its cards
    came from (`to_json`).
    """

    __slots__ = ("_tiers", "by_id", "cards", "files")

    def __init__(self, cards: dict[str, CardSpec], files: tuple[str, ...] = ()) -> None:
        self.cards = cards
        self.files = files  # the card files it was read from, for snapshots and messages
        # The cards looked up so far, by id and by name (`spec` fills it in): a hot loop
        # reads it directly and asks `spec` only for an id it does not hold yet.
        self.by_id: dict[str, CardSpec] = {}
        self._tiers: dict[str, tuple[CardSpec, ...]] = {}  # by pile, read when first asked

    def __copy__(self) -> Catalog:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Catalog:
        return self  # read-only: every copy of a state shares its cards

    def to_json(self) -> dict[str, Any]:
        return {"card files": list(self.files)}

    @property
    def kingdom_names(self) -> list[str]:
        """The base set's 26 Kingdom piles."""
        return [c.name for c in self.cards.values() if c.kingdom and c.set == "base"]

    @property
    def draconium_names(self) -> list[str]:
        """The 45 Draconium randomizer entries: a split pile or a chain counts once (§4)."""
        return [c.name for c in self.cards.values() if c.kingdom and c.set == "draconium"]

    def tiers(self, pile: str) -> list[CardSpec]:
        """A split pile's cards, top tier first; a plain pile's one card."""
        found = self._tiers.get(pile)
        if found is None:
            found = self._tiers[pile] = tuple(c for c in self.cards.values() if c.pile_name == pile)
        return list(found)

    def ruins(self) -> list[CardSpec]:
        return [c for c in self.cards.values() if c.set == "ruins"]

    def spec(self, card_or_name: str) -> CardSpec:
        """The card for a name (``Smithy``) or an id (``Smithy-03``), remembered per id:
        the engine asks this for every card it touches."""
        found = self.by_id.get(card_or_name)
        if found is None:
            found = self.cards.get(card_or_name) or self.cards[name_of(card_or_name)]
            self.by_id[card_or_name] = found
        return found


BONUS = re.compile(r"\+(\$)?(\d+)(?: (Cards?|Actions?|Buys?))?")
"""One bonus of a card's text: "+2 Cards", "+1 Action", "+1 Buy" or "+$2"."""


def bonuses(text: str) -> dict[str, int]:
    """The plain bonuses a card's text opens with: its leading sentences made only of
    "+N Cards", "+N Actions", "+N Buys" and "+$N", as the fields `plus_cards`,
    `plus_actions`, `plus_buys` and `plus_coins`. What follows ("If you have an Egg,
    +$1", "+1 Card per Ruins") depends on the game and is left to the card's code."""
    found = {"plus_cards": 0, "plus_actions": 0, "plus_buys": 0, "plus_coins": 0}
    above_the_line = text.split("\u2014")[0]  # "—" starts a Reaction or a VP clause
    for sentence in above_the_line.split("."):
        parts = [p.strip() for p in sentence.replace(" and ", ",").split(",") if p.strip()]
        if not parts:
            continue
        matched = [BONUS.fullmatch(p) for p in parts]
        if not all(matched):
            break
        for m in matched:
            assert m is not None
            coins, n, what = m.groups()
            if coins:
                found["plus_coins"] += int(n)
            elif what:
                found["plus_" + what.lower().rstrip("s") + "s"] += int(n)
            else:
                break
    return found


def name_of(card: str) -> str:
    """``Throne Room-04`` is a Throne Room."""
    return card.rpartition("-")[0] or card


def card_id(name: str, number: int) -> str:
    return f"{name}-{number:02d}"


def _field(path: str, label: str, raw: dict[str, Any], name: str, kind: type, default: Any) -> Any:
    if name not in raw:
        if default is ...:
            raise DataError(path, f"{label} has no '{name}'.")
        return default
    value = raw[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise DataError(path, f"{label}: '{name}' should be {kind.__name__}, not {value!r}.")
    return value


def _card(path: str, raw: Any, index: int, found: Collect) -> CardSpec:
    label = f"card #{index + 1}"
    if not isinstance(raw, dict):
        raise DataError(path, f"{label} is not a table.")
    named = raw.get("name")
    found.keys(raw, CARD_KEYS, f"card {named}" if isinstance(named, str) and named else label)
    name = _field(path, label, raw, "name", str, ...)
    label = f"card {name}"
    if not name.strip() or "-" in name:
        raise DataError(path, f"{label}: a name must be non-empty and have no '-'.")
    cost = _field(path, label, raw, "cost", int, ...)
    if cost < 0:
        raise DataError(path, f"{label}: 'cost' must be 0 or more, not {cost}.")
    if cost > 99:
        raise DataError(path, f"{label}: 'cost' must be 99 or less, not {cost}.")
    types = _field(path, label, raw, "types", list, ...)
    if not types or any(t not in TYPES for t in types):
        raise DataError(
            path, f"{label}: 'types' must list some of {', '.join(TYPES)}; not {types}."
        )
    card_set = _field(path, label, raw, "set", str, ...)
    if card_set not in SETS:
        raise DataError(path, f"{label}: 'set' must be one of {', '.join(SETS)}; not {card_set!r}.")
    text = _field(path, label, raw, "text", str, ...)
    if not text.strip():
        raise DataError(path, f"{label}: 'text' is empty.")
    coins = _field(path, label, raw, "coins", int, 0 if "Treasure" not in types else ...)
    vp_needed = "Victory" in types or "Curse" in types
    vp = _field(path, label, raw, "vp", int, ... if vp_needed else 0)
    buyable = _field(path, label, raw, "buyable", bool, True)
    pile = _field(path, label, raw, "pile", str, "")
    copies = _field(path, label, raw, "copies", int, 0)
    if not 0 <= copies <= 99:
        raise DataError(
            path, f"{label}: 'copies' must be a whole number from 0 to 99, not {copies}."
        )
    requires = _field(path, label, raw, "requires", list, [])
    if any(r not in REQUIRES for r in requires):
        raise DataError(path, f"{label}: 'requires' may list only {', '.join(REQUIRES)}.")
    plus = {
        field: _field(path, label, raw, field, int, parsed)
        for field, parsed in bonuses(text).items()
    }
    if any(not 0 <= n <= 99 for n in plus.values()):
        raise DataError(path, f"{label}: a bonus ('plus_…') must be from 0 to 99.")
    return CardSpec(
        name,
        cost,
        tuple(types),
        card_set,
        text,
        coins,
        vp,
        buyable,
        pile,
        copies,
        tuple(requires),
        **plus,
    )


def load_catalog(path: Path, *more: Path) -> Catalog:
    """The cards of `path` and of any further files (the Draconium expansion)."""
    cards: dict[str, CardSpec] = {}
    files = (path, *more)
    for number, each in enumerate(files):
        before = " or ".join(earlier.name for earlier in files[:number])
        cards |= _load_file(each, number == 0, cards, before)
    return Catalog(cards, tuple(str(each) for each in (path, *more)))


def _load_file(
    path: Path, basics: bool, earlier: dict[str, CardSpec], before: str
) -> dict[str, CardSpec]:
    """The cards of one file; a bad file raises one DataError listing every problem.
    `earlier`: the cards of the files read before it (`before` names them), which its
    names may not repeat."""
    shown = str(path)
    data = read_toml(path, "card file")
    found = Collect(shown)
    found.keys(data, ("card",), "the file")
    raw_cards = data.get("card")
    if not isinstance(raw_cards, list) or not raw_cards:
        found.add("the file has no [[card]] entries.")
        raw_cards = []
    cards: dict[str, CardSpec] = {}
    unread = 0  # entries too broken to read: a basic card may be among them
    for index, raw in enumerate(raw_cards):
        card = found.entry(partial(_card, shown, raw, index, found))
        if card is None:
            unread += 1
            continue
        if card.name in cards:
            found.add(f"card #{index + 1}: 'name' is {card.name!r}, the same as an earlier card's.")
        elif card.name in earlier:
            found.add(f"card #{index + 1}: 'name' is {card.name!r}, already a card of {before}.")
        else:
            cards[card.name] = card
    for name in (*BASIC, *OPTIONAL) if basics and not unread else ():
        if name not in cards:
            found.add(f"the basic card {name} is missing.")
    found.done()
    return cards


def catalog_from(path: Path) -> Catalog:
    """The cards of a designer's copy of draconium.toml, with the game's own expansion file."""
    return load_catalog(path, paths.card_file("draconium_expansion"))


@cache
def default_catalog() -> Catalog:
    """The game's own cards (assets/cards), read once: what the app's ruleset plays with."""
    return load_catalog(paths.card_file("draconium"), paths.card_file("draconium_expansion"))
