"""What one seat can know of DML's hidden cards: the public record every seat reads (the
log: every card entering the Hoard is announced, R46; acquisitions, seizes and Powers
are public) and the seat's own private lines (R47), replayed into "clouds": for each
card out of sight, the hidden places it may lie in now.

Places: `deck`, `exile`, `bm:<n>` (a Black Market), `hand:<seat>` (a Treasury with its
face-down Seize card and undeclared bids), `king:<seat>`, `pile:<i>` (Setup). A card
publicly put into a hidden place has that place as its cloud; a card that leaves a
place unseen (a Black Market's random take, the Thief, a Tithe) widens the cloud of
every card that may have been there. Eggs and Jokers are interchangeable (R31, R35), so
they are counted as clouds without ids. Structural facts of the rules fill in what the
record does not say (Kings never leave the King slots and, with 3 players, Exile; Eggs
never enter the Event Deck; Exile holds no Resource, R29).

Reads only a view (`ledger_of`): what the search's determinizer deals from. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from game.games.dml import ops
from game.games.dml.cards import Catalog
from game.games.dml.state import DmlState

DECK, EXILE = "deck", "exile"
Cloud = frozenset[str]


def hand(seat: int) -> str:
    return f"hand:{seat}"


def king(seat: int) -> str:
    return f"king:{seat}"


def black_market(number: int | str) -> str:
    return f"bm:{number}"


def pile(index: int) -> str:
    return f"pile:{index}"


_BM_TAKE = re.compile(r"^(\d+) cards? from BM(\d+)\.$")
_FM = re.compile(r"^A Foreign Merchant opens Black Market BM(\d+) with (\d+) cards?\.$")
_CLOSES = re.compile(r"^BM(\d+) is empty and closes\.$")
_EGGS_BACK = re.compile(r"^\d+ Eggs? (?:flies|fly) back to the Dragon's Nest\.$")
_JOKERS_BACK = re.compile(r"^(\d+) Jokers? (?:is|are) shuffled into the Event Deck\.$")
_SIEGE = re.compile(r"^: (\d+) Eggs?, \d+ Dragon Shields?(: safe)?\.$")
_PILE = re.compile(r"^ takes starting pile (\d+)\.$")


@dataclass(slots=True)
class Ledger:
    """Where the hidden cards may be, as one seat knows it (see the module's docstring)."""

    seats: int
    dealt: bool = False
    """The Initiative Badge was taken: Kings, Eggs and the starting piles are out of the
    Event Deck (§3.1)."""
    clouds: dict[str, Cloud] = field(default_factory=dict)
    """Each card (not an Egg or a Joker) put out of sight where the record says."""
    eggs: list[Cloud] = field(default_factory=list)
    """One cloud per Egg out of sight (Eggs are interchangeable)."""
    jokers: list[Cloud] = field(default_factory=list)
    """One cloud per Joker out of sight (the Jokers are identical, R31)."""
    # the replay's working memory: the Hoard's cards, a Joker just drawn, the Thief's taker
    hoard: list[str] = field(default_factory=list)
    joker_drawn: bool = False
    thief_for: str = ""

    # -- the record's steps -----------------------------------------------------------------

    def put(self, cat: Catalog, card: str, place: str) -> None:
        """`card` went into `place` where this seat saw it go."""
        if ops.is_egg(cat, card):
            self.eggs.append(frozenset((place,)))
        elif ops.is_joker(card):
            self.jokers.append(frozenset((place,)))
        else:
            self.clouds[card] = frozenset((place,))

    def shown(self, cat: Catalog, card: str, source: str = "") -> None:
        """`card` came face up, from `source` if it is known (a place, or a kind of
        place such as "bm:")."""
        if ops.is_egg(cat, card):
            _drop(self.eggs, source)
        elif ops.is_joker(card):
            _drop(self.jokers, source)
        else:
            self.clouds.pop(card, None)

    def unseen_move(self, source: str, to: str) -> None:
        """Some card of `source` went to `to` and this seat did not see which: every
        card that may have been in `source` may now be in `to` as well."""
        widened = frozenset((to,))
        for card, cloud in self.clouds.items():
            if source in cloud:
                self.clouds[card] = cloud | widened
        for group in (self.eggs, self.jokers):
            for i, cloud in enumerate(group):
                if source in cloud:
                    group[i] = cloud | widened

    def closed(self, place: str) -> None:
        """A place is gone (an emptied Black Market): nothing lies there any more."""
        gone = frozenset((place,))
        for card, cloud in list(self.clouds.items()):
            if place in cloud:
                if cloud - gone:
                    self.clouds[card] = cloud - gone
                else:
                    del self.clouds[card]
        for group in (self.eggs, self.jokers):
            group[:] = [c - gone for c in group if c - gone]

    def eggs_in(self, place: str, count: int) -> None:
        """`place` holds exactly `count` Eggs (a Dragon Siege says so, R37)."""
        gone = frozenset((place,))
        holding = sorted((c for c in self.eggs if place in c), key=len)  # the surest first
        others = [c for c in self.eggs if place not in c]
        rest = [c - gone for c in holding[count:]]
        self.eggs = others + [gone] * count + [c for c in rest if c]


def _drop(group: list[Cloud], source: str) -> None:
    """One of an interchangeable kind came face up: forget the cloud it most likely
    was (one that holds `source`, the surest first; else the vaguest)."""
    if not group:
        return

    def holds(cloud: Cloud) -> bool:
        if source.endswith(":"):
            return any(p.startswith(source) for p in cloud)
        return source in cloud

    holding = sorted(
        (i for i, c in enumerate(group) if source and holds(c)), key=lambda i: len(group[i])
    )
    if holding:
        del group[holding[0]]
    else:
        del group[max(range(len(group)), key=lambda i: len(group[i]))]


@dataclass(frozen=True, slots=True)
class _Reader:
    """The words of one game's log: seat names and card labels back to seats and ids."""

    cat: Catalog
    names: tuple[tuple[str, int], ...]
    labels: dict[str, str]

    def opening(self, text: str) -> tuple[int, str] | None:
        """The seat whose name opens `text`, and what follows the name ("'s …",
        ": …", " takes …"); the longest name first, so "Ann" never hides "Anna"."""
        for name, seat in self.names:
            if text.startswith(name) and text[len(name) : len(name) + 1] in (" ", ":", "'"):
                return seat, text[len(name) :]
        return None

    def seat(self, text: str) -> int | None:
        for name, seat in self.names:
            if text == name:
                return seat
        return None

    def card(self, text: str) -> str | None:
        return self.labels.get(text)

    def cards(self, text: str) -> list[str]:
        """ "5♠, 9♠" as ids ("nothing": none); a label it does not know is left out."""
        if text == "nothing":
            return []
        return [c for c in (self.labels.get(part) for part in text.split(", ")) if c]


def ledger_of(cat: Catalog, view: DmlState) -> Ledger:
    """Replay the view's log (the public lines and its seat's own) into a `Ledger`."""
    names = sorted(((n, s) for s, n in enumerate(view.seats)), key=lambda ns: -len(ns[0]))
    reader = _Reader(cat, tuple(names), {label: card for card, label in cat.labels.items()})
    ledger = Ledger(len(view.seats))
    me = view.viewer
    for line in view.log:
        if line.seat is None:
            _read(reader, ledger, line.text)
        elif line.seat == me:
            _read_private(reader, ledger, line.text)
    return ledger


def _deal(cat: Catalog, ledger: Ledger) -> None:
    """§3.1: Kings to the King slots (and one to Exile with 3 players, R3), Eggs to the
    Nest, the 2s and 3s into the starting piles; the rest stays in the Event Deck."""
    n = ledger.seats
    kings = frozenset([king(s) for s in range(n)] + ([EXILE] if n == 3 else []))
    piles = frozenset(pile(i) for i in range(4))
    deck = frozenset((DECK,))
    ledger.dealt = True
    for card in cat.card_ids():
        rank = cat.rank_of[card]
        if ops.is_egg(cat, card):
            continue
        if ops.is_joker(card):
            ledger.jokers.append(deck)
        elif rank == "K":
            ledger.clouds[card] = kings
        elif rank in ("2", "3"):
            ledger.clouds[card] = piles
        else:
            ledger.clouds[card] = deck


def _read(reader: _Reader, ledger: Ledger, text: str) -> None:
    """One public log line (see the `say` calls of flow, market, powers and ops)."""
    cat = reader.cat
    if " goes to the Dragon's Hoard" in text or " goes back to the Dragon's Nest" in text:
        label, _, why = text.partition(" go")
        card = reader.card(label)
        if card is not None:
            ledger.shown(cat, card, _raided(reader, why))
            if why.startswith("es to the Dragon's Hoard"):
                ledger.hoard.append(card)
        return
    if text.endswith(" go to the Dragon's Hoard."):  # the Grand Inquisitor (§1.5)
        for card in reader.cards(text.removesuffix(" go to the Dragon's Hoard.")):
            ledger.shown(cat, card, "bm:")
            ledger.hoard.append(card)
        return
    if text.endswith(", the Foreign Merchant.") or text.startswith("The Event draw is a Joker"):
        ledger.joker_drawn = True
        return
    found = _FM.match(text)
    if found:
        _foreign_merchant(cat, ledger, black_market(found[1]), int(found[2]))
        return
    if text.startswith("A Foreign Merchant comes"):  # nothing to trade (R23)
        ledger.joker_drawn = False
        return
    found = _CLOSES.match(text)
    if found:
        ledger.closed(black_market(found[1]))
        return
    if _EGGS_BACK.match(text):  # the Grand Inquisitor's Eggs out of the Hoard
        ledger.hoard = [c for c in ledger.hoard if not ops.is_egg(cat, c)]
        return
    found = _JOKERS_BACK.match(text)
    if found:  # ... and its Jokers into the Event Deck (R36)
        ledger.hoard = [c for c in ledger.hoard if not ops.is_joker(c)]
        ledger.jokers += [frozenset((DECK,))] * int(found[1])
        return
    if text == "The Thief escapes into the Event Deck.":  # R31
        ledger.jokers.append(frozenset((DECK,)))
        return
    if text == "The last starting pile is shuffled into the Event Deck.":  # §3.1 option
        for card, cloud in ledger.clouds.items():
            if any(p.startswith("pile:") for p in cloud):
                ledger.clouds[card] = cloud | {DECK}
        return
    if text.endswith(" goes to Exile.") or text.endswith(" goes to Exile unresolved."):
        card = reader.card(text.partition(" goes to Exile")[0])
        if card is not None:
            ledger.put(cat, card, EXILE)
        return
    if text.startswith("Success: ") or text.startswith("Failure: "):
        _outcome(reader, ledger, text)
        return
    if text.startswith("The Thief "):
        _thief(reader, ledger, text)
        return
    opened = reader.opening(text)
    if opened is not None:
        _by_seat(reader, ledger, opened[0], opened[1])


def _raided(reader: _Reader, why: str) -> str:
    """The Treasury a card thrown into the Hoard came from (Marauders, a Siege), if any."""
    for tail in (": Marauders raid ", " from "):
        if tail in why:
            who = reader.seat(why.rsplit(tail, 1)[1].removesuffix("."))
            if who is not None:
                return hand(who)
    return ""


def _foreign_merchant(cat: Catalog, ledger: Ledger, place: str, count: int) -> None:
    """§1.8: the drawn Joker, the whole Hoard and one Egg from the Nest, if any."""
    joker = 1 if ledger.joker_drawn else 0
    for card in ledger.hoard:
        ledger.put(cat, card, place)
    if joker:
        decked = [i for i, c in enumerate(ledger.jokers) if DECK in c]
        if decked:
            del ledger.jokers[decked[0]]
        ledger.jokers.append(frozenset((place,)))
    if count - len(ledger.hoard) - joker > 0:
        ledger.eggs.append(frozenset((place,)))
    ledger.hoard = []
    ledger.joker_drawn = False


def _outcome(reader: _Reader, ledger: Ledger, text: str) -> None:
    """An acquisition's result (the cards are named) or a Black Market's (they are not)."""
    cat = reader.cat
    opened = reader.opening(text[9:])
    if opened is None:
        return
    seat, rest = opened
    if text.startswith("Success: ") and rest.startswith(" takes "):
        taken = _BM_TAKE.match(rest[7:])
        if taken:  # a Black Market's random cards, seen by the taker only (R47)
            ledger.unseen_move(black_market(taken[2]), hand(seat))
            return
        cards = reader.cards(rest[7:].removesuffix("."))
    elif rest.startswith(" seizes "):
        cards = reader.cards(rest[8:].removesuffix("."))
    else:
        return
    for card in cards:
        ledger.put(cat, card, hand(seat))


def _thief(reader: _Reader, ledger: Ledger, text: str) -> None:
    """The Thief's take (a random card) or gift: only the two players see the card."""
    for head, middle, taker_first in (
        ("The Thief takes a random card from ", " for ", False),
        ("The Thief slips a card from ", " to ", True),
    ):
        if text.startswith(head):
            first, _, second = text[len(head) :].removesuffix(".").partition(middle)
            source, to = reader.seat(first), reader.seat(second)
            if source is not None and to is not None:
                ledger.unseen_move(hand(source), hand(to))
                ledger.thief_for = hand(source if taker_first else to)
            return


def _by_seat(reader: _Reader, ledger: Ledger, seat: int, rest: str) -> None:
    """A public line that opens with a seat's name."""
    cat = reader.cat
    if rest == " takes the Initiative Badge and deals.":
        _deal(cat, ledger)
        return
    found = _PILE.match(rest)
    if found:  # the pile's 2 and 3 are in this Treasury now (R5: a blind pick)
        taken = pile(int(found[1]) - 1)
        for held, cloud in ledger.clouds.items():
            if taken in cloud:
                ledger.clouds[held] = cloud | {hand(seat)}
        return
    if rest.startswith(" revealed "):  # a Seize card: back in its Treasury unless it won
        card = reader.card(rest[10:].removesuffix("."))
        if card is not None:
            ledger.put(cat, card, hand(seat))
        return
    if rest.startswith(" seizes with "):  # the winning Seize card is a bid now (public)
        card = reader.card(rest[13:].partition(":")[0])
        if card is not None:
            ledger.shown(cat, card, hand(seat))
        return
    if rest.startswith(" takes a card from BM"):  # the Supreme Confiscator (R34)
        ledger.unseen_move(black_market(rest[21:].removesuffix(".")), hand(seat))
        return
    if rest.startswith(" takes the ") and " Stock: " in rest:  # the Archduchess (R33)
        for taken_card in reader.cards(rest.partition(" Stock: ")[2].removesuffix(".")):
            ledger.put(cat, taken_card, hand(seat))
        return
    if rest == " takes an Egg from the Dragon's Nest.":  # the Pampered Heiress (R35)
        ledger.eggs.append(frozenset((hand(seat),)))
        return
    if rest.startswith(" gives a card to "):  # the Tithe Embezzler (R32)
        to = reader.seat(rest[17:].removesuffix("."))
        if to is not None:
            ledger.unseen_move(hand(seat), hand(to))
        return
    if rest.startswith(" plays ") and rest.endswith(") as an Ultimate Power."):
        label = rest.removesuffix(") as an Ultimate Power.").rpartition(" (")[2]
        card = reader.card(label)
        if card is not None:
            ledger.shown(cat, card, hand(seat))
        return
    if rest.startswith(" plays ") and rest.endswith(" as an Emblem."):
        card = reader.card(rest[7:].removesuffix(" as an Emblem."))
        if card is not None:
            ledger.shown(cat, card, hand(seat))
        return
    found = _SIEGE.match(rest)
    if found:  # a Dragon Siege says each Egg count (R37); unless safe, they all fly
        ledger.eggs_in(hand(seat), int(found[1]) if found[2] else 0)


def _read_private(reader: _Reader, ledger: Ledger, text: str) -> None:
    """A line only this seat reads (R47): a card it gave, or the Thief took from it (what
    it took or was given it sees in its own Treasury)."""
    cat = reader.cat
    if text.startswith("You give "):  # a tithe, or the Thief's gift
        card_text, _, who = text[9:].removesuffix(".").rpartition(" to ")
        card, to = reader.card(card_text), reader.seat(who)
        if card is not None and to is not None:
            ledger.put(cat, card, hand(to))
    elif text.startswith("The Thief takes your ") and ledger.thief_for:
        card = reader.card(text[21:].removesuffix("."))
        if card is not None:
            ledger.put(cat, card, ledger.thief_for)
