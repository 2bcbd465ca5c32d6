"""Dragon's Money Laundering card data: `assets/cards/dml.toml` and the 54 cards it
describes (§1). Ids are rank + suit letter (`7S`, `10H`, `QD`, `AC`), Jokers `JK1`,
`JK2` (a designer may add Jokers: the Joker rank's `copies`, `JK3`…). Loading checks
every field and names the file, the entry and the field."""

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

T = TypeVar("T")

SUITS = ("H", "D", "S", "C")  # the Stocks' order on the table: Slaves, Spice, Iron, Wood
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ROLES = ("egg", "king", "character", "guild", "resource", "joker")
EVENT_KINDS = ("crackdown", "decadence", "marauders", "tax_relief", "carnival", "grand_opening")
POWER_CARDS = ("JS", "JC", "JH", "JD", "QS", "QC", "QH", "QD", "JK")
NUMBERS = {
    "egg_points": (1, 999),
    "guild_bonus": (0, 99),
    "king_multiplier": (1, 9),
    "target_limit": (2, 99),
    "emblem_value": (0, 99),
    "black_market_target": (2, 13),
    "black_market_cards": (1, 9),
    "thief_target": (2, 13),
    "restock_minimum": (0, 36),
    "event_modifier": (0, 9),
    "marauders_discard": (0, 9),
    "carnival_actions": (0, 9),
    "ultimate_victory_eggs": (1, 4),
    "monopoly_cards": (2, 8),
}
"""Every number of the game a card file sets in `[numbers]`, with the whole numbers it
may take (the rulings each answers are in the shipped file's comments)."""
VANTAGES = ("black_market_card", "market_action", "dragon_shield", "none")
"""What an Emblem of a suit gives its owner (§1.4), one kind per suit: a Black Market
card more, a Market Action more, a Dragon Shield, or nothing (R13)."""
ROLE_OF_RANK = {
    "A": "egg",
    "K": "king",
    "Q": "character",
    "J": "character",
    "10": "guild",
    "JK": "joker",
}
"""The fixed deck (§1.2): what each rank a card file describes is, whatever it is called.
The 2–9 are Resources and have no entry."""
COURT_RANKS = ("Q", "J", "10")  # the Court Cards: their Emblems have a Static Bonus
JOKERS = ("JK1", "JK2")
"""The shipped deck's Jokers; a card file's Joker rank may hold more (`copies`)."""
MAX_JOKERS = 9
# The keys each table of the file may hold: any other is a slip, named with a guess.
FILE_KEYS = ("numbers", "suit", "rank", "power", "event")
SUIT_KEYS = (
    "letter",
    "symbol",
    "resource",
    "primary",
    "event",
    "vantage",
    "vantage_amount",
    "vantage_text",
)
RANK_KEYS = ("rank", "role", "name", "value", "static_bonus", "text", "copies")
POWER_KEYS = ("card", "name", "text")
EVENT_KEYS = ("kind", "name", "player_effect", "market_effect")


@dataclass(frozen=True, slots=True)
class Suit:
    letter: str
    symbol: str
    resource: str  # its Resource type: Iron, Wood, Slaves, Spice
    primary: str  # the suit that buys it (Wheel of Profit, §1.3)
    event: str  # the Event kind of its 2–9
    vantage: str  # the kind of its Vantage Bonus (VANTAGES)
    vantage_amount: int = 1  # how much one Emblem of the suit gives of it
    vantage_text: str = ""  # the designer's own words for it ("": written from the data)


@dataclass(frozen=True, slots=True)
class Rank:
    rank: str
    role: str
    name: str
    static_bonus: int  # an Emblem's reduction of its owner's Target Values (Court Cards)
    text: str  # the designer's own words ("": written from the data)
    copies: int = 1  # how many of the rank one suit has; the Jokers: how many in the deck
    value: int = 0  # the face value of a Guild House (the 10s); 0 for the other ranks


@dataclass(frozen=True, slots=True)
class Named:
    """A Power or an Event: a name and the designer's own words for it ("": written
    from the data; an Event's Player Effect in `text`, its Market Effect in `market`)."""

    key: str
    name: str
    text: str
    market: str = ""


@dataclass(frozen=True)
class Catalog:
    """The deck and what every card is. Lookups by card id are precomputed."""

    numbers: dict[str, int]
    suits: dict[str, Suit]
    ranks: dict[str, Rank]
    powers: dict[str, Named]
    events: dict[str, Named]
    suit_of: dict[str, str] = field(default_factory=dict)  # "" for Jokers
    rank_of: dict[str, str] = field(default_factory=dict)
    fv: dict[str, int] = field(default_factory=dict)  # face value of Resources (2–10), else 0
    labels: dict[str, str] = field(default_factory=dict)
    win_tag: dict[str, str] = field(default_factory=dict)
    """What a card counts for in an instant win (§4.2): "A" for an Egg, its suit for a
    2–9, "" for anything else. Looked up after every step, so it is precomputed."""
    jokers: tuple[str, ...] = JOKERS
    """The deck's Jokers (`JK1`…), as many as the Joker rank's `copies` (all identical, R31)."""
    win_verdicts: dict[tuple[str, ...], tuple[str, list[str]] | None] = field(default_factory=dict)
    """Treasuries already judged for an instant win (`ops.qualifies`): the victory
    checks after every step mostly see the same Treasuries again."""

    @property
    def fewest_to_win(self) -> int:
        """The fewest Treasury cards an instant win needs (§4.2)."""
        return min(self.numbers["ultimate_victory_eggs"], self.numbers["monopoly_cards"])

    def is_guild(self, card: str) -> bool:
        """A Guild House: a 10, whatever its face value."""
        return self.rank_of.get(card) == "10"

    def card_ids(self) -> list[str]:
        return list(self.rank_of)

    def label(self, card: str) -> str:
        """ "7♠": a card as messages and the log name it."""
        return self.labels.get(card, card)

    def is_resource(self, card: str) -> bool:
        return self.fv.get(card, 0) > 0

    def role(self, card: str) -> str:
        rank = self.rank_of[card]
        if rank.isdigit() and rank != "10":
            return "resource"
        return self.ranks[rank].role

    def type_name(self, suit: str) -> str:
        s = self.suits[suit]
        return f"{s.resource} {s.symbol}"

    def primary(self, suit: str) -> str:
        """The suit that buys `suit` (its Primary Buying Resource)."""
        return self.suits[suit].primary

    def secondary(self, suit: str) -> str:
        """The primary of the primary (§1.3)."""
        return self.suits[self.suits[suit].primary].primary

    def bought_with(self, suit: str) -> str:
        """The type `suit`'s cards buy as Primary (the Stock a bid of it goes beside)."""
        return next(s for s, d in self.suits.items() if d.primary == suit)

    def power_name(self, card: str) -> str:
        key = "JK" if card in self.jokers else card
        return self.powers[key].name


class _Entry:
    def __init__(self, path: str, label: str, raw: Any) -> None:
        if not isinstance(raw, dict):
            raise DataError(path, f"{label} is not a table.")
        self.path, self.label, self.raw = path, label, raw

    def fail(self, problem: str) -> DataError:
        return DataError(self.path, f"{self.label}: {problem}")

    def get(self, name: str, default: Any = None) -> Any:
        """The field's value; a field the entry must have and lacks is named."""
        if name not in self.raw and default is None:
            raise DataError(self.path, f"{self.label} has no '{name}'.")
        return self.raw.get(name, default)

    def text(self, name: str) -> str:
        value = self.get(name)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"'{name}' should be some text, not {value!r}.")
        return value

    def own_words(self, name: str) -> str:
        """A text the designer may leave out ("": written from the data)."""
        if name not in self.raw:
            return ""
        return self.text(name)

    def whole(self, name: str, lo: int, hi: int, default: int | None = None) -> int:
        value = self.get(name, default)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise self.fail(f"'{name}' should be a whole number from {lo} to {hi}, not {value!r}.")
        return value

    def one_of(self, name: str, allowed: tuple[str, ...]) -> str:
        value = self.get(name)
        if value not in allowed:
            raise self.fail(f"'{name}' is {value!r}; it should be one of {', '.join(allowed)}.")
        return str(value)


def _list(path: str, data: dict[str, Any], key: str) -> list[Any]:
    raw = data.get(key)
    if not isinstance(raw, list) or not raw:
        raise DataError(path, f"the file has no [[{key}]] entries.")
    return raw


def _keyed(path: str, what: str, entries: list[tuple[str, Any]], wanted: tuple[str, ...]) -> None:
    keys = [k for k, _ in entries]
    for k in keys:
        if keys.count(k) > 1:
            raise DataError(path, f"{what} {k} appears twice.")
    missing = [k for k in wanted if k not in keys]
    if missing:
        raise DataError(path, f"{what} {missing[0]} is missing.")


def _entries(
    found: Collect,
    data: dict[str, Any],
    kind: str,
    keys: tuple[str, ...],
    name_key: str,
    read: Callable[[_Entry], T],
) -> tuple[dict[str, T], bool]:
    """Every good `[[kind]]` entry by its `name_key`, and whether all of them were read;
    each bad one adds its problems to `found` and the next is read."""
    items: dict[str, T] = {}
    raw_list = found.entry(partial(_list, found.path, data, kind))
    whole = raw_list is not None
    again = repeats(raw_list or [], name_key)
    for i, raw in enumerate(raw_list or []):
        label = f"{kind} #{i + 1}"
        if i in again:  # said at this entry's own lines, whatever else is wrong
            name = raw[name_key]
            found.add(
                f"{kind} #{i + 1}: '{name_key}' is {name!r}, the same as an earlier {kind}'s."
            )
        elif isinstance(raw, dict) and isinstance(raw.get(name_key), str):
            label = f"{kind} {raw[name_key]}"  # a name shared with no other entry
        found.keys(raw, keys, label)
        e = found.entry(partial(_Entry, found.path, label, raw))
        item = None if e is None else found.entry(partial(read, e))
        if item is None or i in again:
            whole = False
        else:
            items[raw[name_key]] = item
    return items, whole


def _suit(e: _Entry) -> Suit:
    letter = e.one_of("letter", SUITS)
    return Suit(
        letter,
        e.text("symbol"),
        e.text("resource"),
        e.one_of("primary", SUITS),
        e.one_of("event", EVENT_KINDS[:4]),
        e.one_of("vantage", VANTAGES),
        e.whole("vantage_amount", 0, 9, 1),
        e.own_words("vantage_text"),
    )


def _rank(e: _Entry) -> Rank:
    rank = e.one_of("rank", tuple(ROLE_OF_RANK))
    role = e.one_of("role", ROLES)
    if role != ROLE_OF_RANK[rank]:
        raise e.fail(
            f"'role' is {role!r}, but the deck's {rank}s are always {ROLE_OF_RANK[rank]!r}: "
            "the ranks are a fixed deck of playing cards (§1.2)."
        )
    if rank != "JK" and "copies" in e.raw:
        raise e.fail(
            "'copies' is for the Jokers (rank JK) alone; each suit has one card of every "
            "other rank."
        )
    if rank not in COURT_RANKS and "static_bonus" in e.raw:
        raise e.fail("'static_bonus' is for the Court Cards (Q, J and 10) alone.")
    if rank != "10" and "value" in e.raw:
        raise e.fail("'value' is the Guild House's (rank 10); the 2–9 are worth their pips.")
    return Rank(
        rank,
        role,
        e.text("name"),
        e.whole("static_bonus", 0, 9, 0),
        e.own_words("text"),
        # the Jokers are the one rank without suits: a designer may add some (§1.2)
        e.whole("copies", 0, MAX_JOKERS, len(JOKERS)) if rank == "JK" else 1,
        e.whole("value", 1, 99) if rank == "10" else 0,
    )


def _power(e: _Entry) -> Named:
    card = e.one_of("card", POWER_CARDS)
    return Named(card, e.text("name"), e.own_words("text"))


def _event(e: _Entry) -> Named:
    kind = e.one_of("kind", EVENT_KINDS)
    return Named(kind, e.text("name"), e.own_words("player_effect"), e.own_words("market_effect"))


def load_catalog(path: Path) -> Catalog:
    """The deck of a DML card file; a bad file raises one DataError listing every
    problem, each naming the entry and the field."""
    shown = str(path)
    data = read_toml(path, "card file")
    found = Collect(shown)
    found.keys(data, FILE_KEYS, "the file")
    found.keys(data.get("numbers"), NUMBERS, "[numbers]")
    nums = found.entry(partial(_Entry, shown, "[numbers]", data.get("numbers")))
    numbers = dict.fromkeys(NUMBERS, 0)  # the 0s stay only in a file that is refused
    for name, (lo, hi) in NUMBERS.items():
        number = None if nums is None else found.entry(partial(nums.whole, name, lo, hi))
        if number is not None:
            numbers[name] = number
    suits, all_suits = _entries(found, data, "suit", SUIT_KEYS, "letter", _suit)
    if all_suits:
        found.entry(partial(_suits_agree, shown, suits))
    ranks, all_ranks = _entries(found, data, "rank", RANK_KEYS, "rank", _rank)
    if all_ranks:
        found.entry(partial(_keyed, shown, "rank", list(ranks.items()), tuple(ROLE_OF_RANK)))
    powers, all_powers = _entries(found, data, "power", POWER_KEYS, "card", _power)
    if all_powers:
        found.entry(partial(_keyed, shown, "power", list(powers.items()), POWER_CARDS))
    events, all_events = _entries(found, data, "event", EVENT_KEYS, "kind", _event)
    if all_events:
        found.entry(partial(_keyed, shown, "event", list(events.items()), EVENT_KINDS))
    found.done()
    jokers = tuple(f"JK{i + 1}" for i in range(ranks["JK"].copies))
    return _index(Catalog(numbers, suits, ranks, powers, events, jokers=jokers))


def _suits_agree(shown: str, suits: dict[str, Suit]) -> None:
    """The four suits are all there and make one Wheel of Profit (§1.3)."""
    _keyed(shown, "suit", list(suits.items()), SUITS)
    for s in suits.values():
        if s.primary == s.letter:
            raise DataError(shown, f"suit {s.letter}: 'primary' can't be the suit itself.")
    primaries = [s.primary for s in suits.values()]
    for s in suits.values():
        if primaries.count(s.primary) > 1:
            raise DataError(
                shown,
                f"suit {s.letter}: 'primary' {s.primary} buys two types; the Wheel of "
                "Profit gives each suit one type to buy.",
            )
    if len({s.event for s in suits.values()}) < 4:
        raise DataError(shown, "two suits name the same 'event'; each suit has its own Event.")


def _index(cat: Catalog) -> Catalog:
    for suit in SUITS:
        symbol = cat.suits[suit].symbol
        for rank in RANKS:
            card = rank + suit
            cat.suit_of[card] = suit
            cat.rank_of[card] = rank
            # the 2–9 are worth their pips, a Guild House what its rank says (§1.2)
            pips = int(rank) if rank.isdigit() else 0
            cat.fv[card] = cat.ranks["10"].value if rank == "10" else pips
            cat.labels[card] = f"{rank}{symbol}"
            counts_for_monopoly = rank.isdigit() and 2 <= int(rank) <= 9
            cat.win_tag[card] = "A" if rank == "A" else suit if counts_for_monopoly else ""
    for i, card in enumerate(cat.jokers):
        cat.suit_of[card] = ""
        cat.rank_of[card] = "JK"
        cat.fv[card] = 0
        cat.labels[card] = f"Joker {i + 1}"
        cat.win_tag[card] = ""
    return cat


@cache
def default_catalog() -> Catalog:
    return load_catalog(paths.card_file("dml"))
