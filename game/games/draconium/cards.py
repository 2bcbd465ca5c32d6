"""Dominion: Draconium card data from assets/cards/draconium.toml (and the expansion).

The file holds names, costs, types, and what each card does as `effects`: steps of
the vocabulary (vocabulary.py), which the rules run (effect_ops.py), the bots weigh
(worth.py) and the face's text is written from (card_text.py). A card whose rules do
not fit names a script in code instead (`script = "vassal"`). Loading checks every
entry and names the file, the line, the card and the field when something is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache, partial
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_text, read_toml
from game.core.errors import DataError
from game.core.strict import Collect, nearest, repeats
from game.games.draconium.vocabulary import TYPES, Effect, Reader, table_lines

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
    "effects",
    "script",
    "when_gained",
    "when_trashed",
    "vp_per",
)
VP_PER_KEYS = ("n", "type")
# The named scripts: cards whose rules are code (effects.py, turns.py, scoring.py).
SCRIPTS = (
    "abyssal_scale",
    "crow",
    "dragons_hoard",
    "heist",
    "holy_library",
    "merchant",
    "sentry",
    "shipwreck",
    "vassal",
)
PLUS_STEPS = {
    "cards": "plus_cards",
    "actions": "plus_actions",
    "buys": "plus_buys",
    "coins": "plus_coins",
}


@dataclass(frozen=True, slots=True)
class CardSpec:
    name: str
    cost: int
    types: tuple[str, ...]
    set: str
    text: str
    coins: int = 0  # what a Treasure makes
    vp: int = 0  # printed VP
    buyable: bool = True  # False for a cost marked * (R17)
    pile: str = ""  # the split pile it belongs to (Blackmail, Livestock); "" for its own
    copies: int = 0  # cards of it in its pile when it is one tier of a split pile, or a Ruins
    requires: tuple[str, ...] = ()  # §4 setup notes: mats and piles it brings
    # The card's plain bonuses ("+2 Cards, +1 Action, +1 Buy, +$2"): the sums of its
    # effects' top-level +Cards, +Actions, +Buys and +$ steps, what bots weigh it by.
    plus_cards: int = 0
    plus_actions: int = 0
    plus_buys: int = 0
    plus_coins: int = 0
    effects: tuple[Effect, ...] = ()  # what it does when played (vocabulary.py)
    script: str = ""  # or the script that does it (SCRIPTS)
    when_gained: tuple[Effect, ...] = ()  # gains that follow its gain (Blood Money)
    when_trashed: tuple[Effect, ...] = ()  # gains its owner makes when it is trashed (R28)
    own_text: bool = True  # False: `text` was written from the effects
    line: int = field(default=0, compare=False)  # its entry's first line in its file
    vp_per: tuple[int, str] = (0, "")  # 1 VP per n cards you have (of the type, if given)

    @property
    def plain(self) -> bool:
        """Whether its effects are nothing but +Cards, +Actions, +Buys and +$ (a
        Treasure's $ aside): then its bonuses are all it does."""
        return not self.script and all(fx.step in (*PLUS_STEPS, "react") for fx in self.effects)

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


@dataclass(slots=True)
class _Context:
    """What an entry is read against: its file's lines and entry headers, and the names
    of every card of the files being read (an effect's `card` must be one of them)."""

    lines: list[str]
    headers: list[int]
    names: frozenset[str]


def _card(path: str, raw: Any, index: int, found: Collect, at: _Context) -> CardSpec:
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
    script = _field(path, label, raw, "script", str, "")
    if script and script not in SCRIPTS:
        guess = nearest(script, SCRIPTS)
        hint = f"did you mean '{guess}'?" if guess else f"the scripts are {', '.join(SCRIPTS)}."
        raise DataError(path, f"{label}: 'script' is '{script}', which is no script; {hint}")
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
    vp_per = _vp_per(path, label, raw, found)
    start = at.headers[index] if index < len(at.headers) else 0
    effects = _effects(path, label, raw, tuple(types), at, start, "effects")
    shorthand = [
        Effect(step, (("n", raw[key]),), start)
        for step, key in PLUS_STEPS.items()
        if _field(path, label, raw, key, int, 0)
    ]
    if shorthand and "effects" in raw:
        raise DataError(
            path, f"{label}: give its bonuses as steps in 'effects', not also as 'plus_…' keys."
        )
    effects = effects or tuple(shorthand)
    if any(not 1 <= fx.get("n", 1) <= 99 for fx in shorthand):
        raise DataError(path, f"{label}: a bonus ('plus_…') must be from 1 to 99.")
    if script and effects:
        raise DataError(
            path, f"{label}: a card with a script does what its script does; it has no 'effects'."
        )
    if effects and not ("Action" in types or "Treasure" in types):
        raise DataError(
            path,
            f"{label}: 'effects' run when a card is played; a card that is neither an "
            "Action nor a Treasure is never played.",
        )
    gained = _triggers(path, label, raw, tuple(types), at, start, "when_gained")
    trashed = _triggers(path, label, raw, tuple(types), at, start, "when_trashed")
    text = _field(path, label, raw, "text", str, "")
    own_text = bool(text.strip())
    if "text" in raw and not own_text:
        raise DataError(
            path, f"{label}: 'text' is empty; leave it out to write it from the effects."
        )
    if script:  # its rules are code: what the bots weigh it by is read from its text
        plus = bonuses(text)
    else:
        plus = {
            key: sum(fx.get("n", 0) for fx in effects if fx.step == step)
            for step, key in PLUS_STEPS.items()
        }
    spec = CardSpec(
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
        effects=effects,
        script=script,
        when_gained=gained,
        when_trashed=trashed,
        own_text=own_text,
        line=start,
        vp_per=vp_per,
    )
    if not own_text:
        from game.games.draconium.card_text import rules_text

        written = rules_text(spec)
        if not written:
            raise DataError(path, f"{label} has no 'text', and no effects to write one from.")
        spec = replace(spec, text=written)
    return spec


def _vp_per(path: str, label: str, raw: dict[str, Any], found: Collect) -> tuple[int, str]:
    """`vp_per = { n = 10 }`: 1 VP per 10 cards you have; `{ n = 2, type = "Ruins" }`: per
    2 Ruins you have (round down)."""
    table = raw.get("vp_per")
    if table is None:
        return (0, "")
    if not isinstance(table, dict):
        raise DataError(path, f"{label}: 'vp_per' should be a table like {{ n = 10 }}.")
    found.keys(table, VP_PER_KEYS, f"{label}'s vp_per")
    n, kind = table.get("n"), table.get("type", "")
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 99:
        raise DataError(path, f"{label}: 'vp_per' needs 'n', a whole number from 1 to 99.")
    if kind and kind not in TYPES:
        raise DataError(path, f"{label}: 'vp_per' type {kind!r} is not a card type.")
    if "Victory" not in raw.get("types", []):
        raise DataError(path, f"{label}: 'vp_per' counts VP, so the card must be a Victory card.")
    return (n, str(kind))


def _effects(
    path: str,
    label: str,
    raw: dict[str, Any],
    types: tuple[str, ...],
    at: _Context,
    start: int,
    key: str,
) -> tuple[Effect, ...]:
    """The entry's list of steps under `key`, checked; every problem of it at once."""
    if key not in raw:
        return ()
    lines = table_lines(at.lines, start, key) if start else []
    reader = Reader(label, types, at.names, lines)
    effects = reader.read(raw[key], key)
    if reader.said:
        raise DataError(path, reader.said[0], tuple(reader.said[1:]))
    return effects


def _triggers(
    path: str,
    label: str,
    raw: dict[str, Any],
    types: tuple[str, ...],
    at: _Context,
    start: int,
    key: str,
) -> tuple[Effect, ...]:
    """`when_gained` / `when_trashed`: named gains only (they happen inside the gain or
    the trash, before anything else goes on)."""
    found = _effects(path, label, raw, types, at, start, key)
    for fx in found:
        if fx.step != "gain" or fx.get("card") is None or fx.get("to", "discard") != "discard":
            where = f"line {fx.line}: " if fx.line else ""
            raise DataError(
                path,
                f"{where}{label}: '{key}' may hold only gains of a named card to the discard "
                f'pile, like {{ step = "gain", card = "Curse" }}; not \'{fx.step}\'.',
            )
    return found


def load_catalog(path: Path, *more: Path) -> Catalog:
    """The cards of `path` and of any further files (the Draconium expansion)."""
    cards: dict[str, CardSpec] = {}
    files = (path, *more)
    raws = [(each, read_text(each, "card file"), read_toml(each, "card file")) for each in files]
    names = {"Ruins"}
    for _, _, data in raws:
        listed = data.get("card")
        for raw in listed if isinstance(listed, list) else []:
            if isinstance(raw, dict) and isinstance(raw.get("name"), str):
                names.add(raw["name"])
    for number, (each, text, data) in enumerate(raws):
        before = " or ".join(earlier.name for earlier in files[:number])
        cards |= _load_file(each, text, data, number == 0, cards, before, frozenset(names))
    return Catalog(cards, tuple(str(each) for each in (path, *more)))


def _load_file(
    path: Path,
    text: str,
    data: dict[str, Any],
    basics: bool,
    earlier: dict[str, CardSpec],
    before: str,
    names: frozenset[str],
) -> dict[str, CardSpec]:
    """The cards of one file; a bad file raises one DataError listing every problem.
    `earlier`: the cards of the files read before it (`before` names them), which its
    names may not repeat."""
    shown = str(path)
    lines = text.splitlines()
    headers = [n for n, line in enumerate(lines, 1) if line.strip().startswith("[[card]]")]
    at = _Context(lines, headers, names)
    found = Collect(shown)
    found.keys(data, ("card",), "the file")
    raw_cards = data.get("card")
    if not isinstance(raw_cards, list) or not raw_cards:
        found.add("the file has no [[card]] entries.")
        raw_cards = []
    cards: dict[str, CardSpec] = {}
    unread = 0  # entries too broken to read: a basic card may be among them
    again = repeats(raw_cards, "name")
    for index, raw in enumerate(raw_cards):
        mark = found.mark()
        if index in again:  # said at this entry's own lines, whatever else is wrong
            name = raw["name"]
            found.add(f"card #{index + 1}: 'name' is {name!r}, the same as an earlier card's.")
        card = found.entry(partial(_card, shown, raw, index, found, at))
        if index in again:
            found.rename(mark + 1, f"card {raw['name']}", f"card #{index + 1}")
            continue
        if card is None:
            unread += 1
            continue
        if card.name in earlier:
            found.add(f"card #{index + 1}: 'name' is {card.name!r}, already a card of {before}.")
        else:
            cards[card.name] = card
    for name in (*BASIC, *OPTIONAL) if basics and not unread else ():
        if name not in cards:
            found.add(f"the basic card {name} is missing.")
    found.done()
    return cards


def companion(cards: Path, name: str) -> Path:
    """The game's other card file `name` ("draconium_expansion", "dragon_lines") for a
    designer's copy of draconium.toml: the copy of it in the same folder when there is
    one (a designer copies the three files together), else the game's own."""
    own = paths.card_file(name)
    if cards.parent == paths.card_file("draconium").parent:
        return own  # the game's own files
    beside = cards.parent / f"{name}.toml"
    return beside if beside.is_file() else own


def catalog_from(path: Path) -> Catalog:
    """The cards of a designer's copy of draconium.toml, with the expansion file beside it
    (else the game's own)."""
    return load_catalog(path, companion(path, "draconium_expansion"))


@cache
def default_catalog() -> Catalog:
    """The game's own cards (assets/cards), read once: what the app's ruleset plays with."""
    return load_catalog(paths.card_file("draconium"), paths.card_file("draconium_expansion"))
