"""The DML state: every zone of §2, the round and turn, the Character Power Stack,
the acquisition in progress, the dice, and the sequence still to run.

Zones (every card lies in exactly one):

    deck              the Event Deck, top card last (hidden; count public)
    event             the Active Event, 0 or 1 card (public)
    nest              the Dragon's Nest: Eggs (public; they are interchangeable)
    hoard             the Dragon's Hoard, face up, top card last (public: every card
                      entering it is announced, R46; the table draws its top and count)
    stock:<suit>      the four Stocks, stock:H (Slaves), stock:D (Spice), stock:S (Iron),
                      stock:C (Wood) (public)
    bm:<n>            Black Market n, a face-down pile (hidden; count public)
    court:<seat>      a player's Emblems (public)
    king:<seat>       a player's Merchant King (owner only until the end)
    treasury:<seat>   a player's cards (owner only; count public)
    seize:<seat>      a face-down Seize Attempt card (owner only until the reveal)
    exile             out of the game, face down (hidden; count public)
    stack             the Character Power Stack, top last (public)
    acq:target        the declared cards (public)
    acq:bids          the Active Player's Primary bids (owner only while the declaration
                      is being put together, public once declared)
    acq:seizer        the seizer's bids, the seize card first (public)
    acq:secondary     the Active Player's Secondary cards laid against them (public)
    pile:<i>          the four starting piles of Setup (hidden)

The sequence still to run is `tasks`, a stack of small tuples (the last runs next),
so nested sequences (a Foreign Merchant inside a Restock inside a Turn) return to
where they were interrupted (§3, R23). Everything is plain data: cheap to copy.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from game.core.state import GameState
from game.core.zones import Visibility, Zone

PUBLIC, OWNER, HIDDEN = Visibility.PUBLIC, Visibility.OWNER, Visibility.HIDDEN
STOCK_ORDER = ("H", "D", "S", "C")

# Pending decision kinds (what the table asks, and of whom).
INITIATIVE = "initiative"  # roll_initiative
DABO = "dabo"  # reroll_dabo / keep_roll
START_PILE = "start_pile"  # choose_start_pile
POWER = "power"  # play_emblem / play_character_power / pass_power
THIEF = "thief"  # thief_take / thief_give
TITHE = "tithe"  # tithe_give
CONFISCATE = "confiscate"  # confiscate
ARCHDUCHESS = "archduchess"  # archduchess_take
HEIRESS = "heiress"  # heiress_take
MARKET = "market"  # add_to_declaration / add_bid / declare_acquisition / ...
SEIZE = "seize"  # seize_bid / seize_pass
BID = "bid"  # bid_primary / bid_secondary / forfeit_bid
ROLL = "roll"  # roll


@dataclass(slots=True)
class Player:
    seat: int
    treasury: Zone
    court: Zone
    king: Zone
    seize: Zone

    @classmethod
    def empty(cls, seat: int) -> Player:
        return cls(
            seat,
            Zone(f"treasury:{seat}", seat, OWNER),
            Zone(f"court:{seat}", seat, PUBLIC),
            Zone(f"king:{seat}", seat, OWNER),
            Zone(f"seize:{seat}", seat, OWNER),
        )

    def copy(self) -> Player:
        return Player(
            self.seat, self.treasury.copy(), self.court.copy(), self.king.copy(), self.seize.copy()
        )


@dataclass(slots=True)
class Acquisition:
    """The Acquisition Attempt of the current Market slot (§3.5)."""

    origin: str = ""  # the zone the declared cards came from: stock:<s>, event, court:<seat>
    suit: str = ""  # the target's type
    declared: bool = False
    seizer: int = -1
    net: int = 0  # net(S), §3.6
    bid_turn: int = -1  # whose Bid Action it is in the loop
    seize_order: tuple[int, ...] = ()  # passive players in seize order

    def copy(self) -> Acquisition:
        return Acquisition(
            self.origin,
            self.suit,
            self.declared,
            self.seizer,
            self.net,
            self.bid_turn,
            self.seize_order,
        )


@dataclass(slots=True)
class Dice:
    """The roll in progress: who rolls, what for, and the dice showing."""

    seat: int
    purpose: str  # initiative, acquisition, black_market, thief
    target: int  # the Target Value (0 for the roll-off)
    dice: tuple[int, int] = (0, 0)
    market: str = ""  # the Black Market rolled for

    def copy(self) -> Dice:
        return Dice(self.seat, self.purpose, self.target, self.dice, self.market)


@dataclass(slots=True)
class DmlState(GameState):
    players: list[Player] = field(default_factory=list)
    deck: Zone = field(default_factory=lambda: Zone("deck", None, HIDDEN))
    event: Zone = field(default_factory=lambda: Zone("event", None, PUBLIC))
    nest: Zone = field(default_factory=lambda: Zone("nest", None, PUBLIC))
    hoard: Zone = field(default_factory=lambda: Zone("hoard", None, PUBLIC))
    stocks: list[Zone] = field(
        default_factory=lambda: [Zone(f"stock:{s}", None, PUBLIC) for s in STOCK_ORDER]
    )
    markets: list[Zone] = field(default_factory=list)  # bm:<n>, in creation order
    exile: Zone = field(default_factory=lambda: Zone("exile", None, HIDDEN))
    stack: Zone = field(default_factory=lambda: Zone("stack", None, PUBLIC))
    target: Zone = field(default_factory=lambda: Zone("acq:target", None, PUBLIC))
    bids: Zone = field(default_factory=lambda: Zone("acq:bids", None, OWNER))
    seizer_bids: Zone = field(default_factory=lambda: Zone("acq:seizer", None, PUBLIC))
    secondary: Zone = field(default_factory=lambda: Zone("acq:secondary", None, PUBLIC))
    piles: list[Zone] = field(default_factory=list)
    stage: str = "setup"  # setup, game, end
    dealer: int = 0  # who holds the Initiative Badge
    round: int = 0
    active: int = -1  # the Active Player during a Turn, else -1
    markets_made: int = 0  # Black Markets made so far (their numbers are never reused)
    event_kind: str = ""  # this Round's Event (§1.6): "" before the first Round
    event_value: int = 0  # V for 2–9 Events
    affected: tuple[int, ...] = ()  # players the Player Effect applies to (R8)
    stack_marks: list[str] = field(default_factory=list)  # "power"/"emblem" per Stack card
    stack_owners: list[int] = field(default_factory=list)  # who played each Stack card
    cpp_seat: int = -1  # whose chance it is in a Character Power Phase
    cpp_last: int = -1  # who played the most recent card (-1: nobody yet)
    cpp_passes: int = 0  # chances passed since the last card (or the phase's start)
    cpp_played: bool = False  # the current chance has played a card
    resolving: bool = False  # the Stack is resolving (R28)
    power_seat: int = -1  # the owner of the Power resolving now
    tithe_from: tuple[int, ...] = ()  # givers still to give to the Tithe Embezzler
    slots: list[str] = field(default_factory=list)  # the Turn's Market slots still to come
    slot: str = ""  # the current slot: "market" or "black_market"
    acq: Acquisition | None = None
    dice: Dice | None = None
    last_dice: tuple[int, int] = (0, 0)  # the last roll, for the re-roll messages
    rolloff: list[int] = field(default_factory=list)  # seats in the roll-off group
    rolled: dict[int, int] = field(default_factory=dict)  # roll-off totals this pass
    tasks: list[tuple[Any, ...]] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)  # End Stage victory points

    def zones(self) -> Iterator[Zone]:
        for p in self.players:
            yield p.treasury
            yield p.court
            yield p.king
            yield p.seize
        yield self.deck
        yield self.event
        yield self.nest
        yield self.hoard
        yield from self.stocks
        yield from self.markets
        yield self.exile
        yield self.stack
        yield self.target
        yield self.bids
        yield self.seizer_bids
        yield self.secondary
        yield from self.piles

    def copy_own(self, new: DmlState) -> None:
        """DML's own fields into `new` (the kernel copies its own): zones by their
        `copy`, lists and dicts of plain values shallowly, the rest shared (immutable)."""
        new.players = [p.copy() for p in self.players]
        new.deck = self.deck.copy()
        new.event = self.event.copy()
        new.nest = self.nest.copy()
        new.hoard = self.hoard.copy()
        new.stocks = [z.copy() for z in self.stocks]
        new.markets = [z.copy() for z in self.markets]
        new.exile = self.exile.copy()
        new.stack = self.stack.copy()
        new.target = self.target.copy()
        new.bids = self.bids.copy()
        new.seizer_bids = self.seizer_bids.copy()
        new.secondary = self.secondary.copy()
        new.piles = [z.copy() for z in self.piles]
        new.stage = self.stage
        new.dealer = self.dealer
        new.round = self.round
        new.active = self.active
        new.markets_made = self.markets_made
        new.event_kind = self.event_kind
        new.event_value = self.event_value
        new.affected = self.affected
        new.stack_marks = list(self.stack_marks)
        new.stack_owners = list(self.stack_owners)
        new.cpp_seat = self.cpp_seat
        new.cpp_last = self.cpp_last
        new.cpp_passes = self.cpp_passes
        new.cpp_played = self.cpp_played
        new.resolving = self.resolving
        new.power_seat = self.power_seat
        new.tithe_from = self.tithe_from
        new.slots = list(self.slots)
        new.slot = self.slot
        new.acq = self.acq.copy() if self.acq else None
        new.dice = self.dice.copy() if self.dice else None
        new.last_dice = self.last_dice
        new.rolloff = list(self.rolloff)
        new.rolled = dict(self.rolled)
        new.tasks = list(self.tasks)
        new.scores = list(self.scores)

    @property
    def n(self) -> int:
        return len(self.players)

    def stock(self, suit: str) -> Zone:
        return self.stocks[STOCK_ORDER.index(suit)]

    def market(self, zone_id: str) -> Zone | None:
        for z in self.markets:
            if z.id == zone_id:
                return z
        return None

    def zone(self, zone_id: str) -> Zone | None:
        kind, _, key = zone_id.partition(":")
        if kind == "stock" and key in STOCK_ORDER:  # the acquisition's origins, quickly
            return self.stocks[STOCK_ORDER.index(key)]
        if kind == "court" and key.isdigit() and int(key) < len(self.players):
            return self.players[int(key)].court
        for z in self.zones():
            if z.id == zone_id:
                return z
        return None

    def where(self, card: str) -> Zone | None:
        """The zone that holds `card` (rules only: a view holds backs)."""
        for z in self.zones():
            if card in z.cards:
                return z
        return None

    def order_from(self, first: int) -> list[int]:
        """Every seat, counter-clockwise from `first` (R4)."""
        n = len(self.players)
        return [(first + i) % n for i in range(n)]
