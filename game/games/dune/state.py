"""The Dragon Dune state: four factions on the board, their gold, cards and tokens.

Seat i plays faction FACTIONS[i]: seat 0 the Dwarves, 1 the Elves, 2 the
Goblins, 3 the Orcs (R1: the player order D → E → G → O is the seat order).

Every card of the 52-card deck lies in exactly one zone: the artifact deck and
its discard, the event deck and the flipped events, the Kings (public, unused),
the card up for auction (seen by the Elves only), each player's artifact hand
and their secret Queen and Jack, and the treachery cards they have declared.
Tokens are counts: visible stacks per region and seat, hidden Elven groups per
region, graveyards; the reserve is what is left of 20 (R13).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from game.core.state import GameState, copy_plain
from game.core.zones import Visibility, Zone

FACTIONS = ("D", "E", "G", "O")
DWARVES, ELVES, GOBLINS, ORCS = 0, 1, 2, 3
FACTION_NAMES = ("Dwarves", "Elves", "Goblins", "Orcs")
SUITS = ("D", "H", "C", "S")  # the suit of each faction's King, Queen and Jack
SUIT_NAMES = {"D": "Diamonds", "H": "Hearts", "C": "Clubs", "S": "Spades"}
RED = frozenset({"D", "H"})
TOKENS = 20  # per faction (R13)

FINISH_KINDS = (
    "end_turn",
    "done",
    "pass_ace",
    "pass_council",
    "pass_bid",
    "decline_alliance",
    "decline_treachery",
    "no_question",
)
"""Moves that close a decision without doing anything, in the order a player would
reach for them (the table's panel buttons; a bot's fallback)."""
TURNS = 6  # R4: the game ends after turn 6's Collection

# Rounds of a turn (R4), and the set-up before the first one.
SETUP, DRAGON, EVENT, COUNCIL, BIDDING, RECRUIT, BATTLE, COLLECTION, OVER = (
    "setup",
    "dragon",
    "event",
    "council",
    "bidding",
    "recruit",
    "battle",
    "collection",
    "over",
)
ROUND_NAMES = {
    SETUP: "Set-up",
    DRAGON: "Dragon round",
    EVENT: "Event round",
    COUNCIL: "Great Council",
    BIDDING: "Bidding round",
    RECRUIT: "Recruitment & Movement",
    BATTLE: "Battle round",
    COLLECTION: "Collection round",
    OVER: "Game over",
}


def suit_of(card: str) -> str:
    return card[-1]


def rank_of(card: str) -> str:
    return card[:-1]


def colour_of(card: str) -> str:
    return "red" if suit_of(card) in RED else "black"


def value_of(card: str) -> int:
    """An artifact's value: its rank, an Ace 1 (R32)."""
    rank = rank_of(card)
    return 1 if rank == "A" else int(rank)


def is_ace(card: str) -> bool:
    return rank_of(card) == "A"


def is_artifact(card: str) -> bool:
    """2–6 and Aces: the artifact deck's cards, the only ones counting to hand limits (R25)."""
    rank = rank_of(card)
    return rank == "A" or rank in {"2", "3", "4", "5", "6"}


def full_deck() -> list[str]:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    return [f"{r}{s}" for s in ("C", "D", "H", "S") for r in ranks]


@dataclass(slots=True)
class Player:
    seat: int
    hand: Zone  # artifacts (2–6, Aces): owner only
    secret: Zone  # the Queen and Jack dealt at set-up (R40): owner only
    declared: Zone  # Queens and Jacks shown in treachery: public, reusable (R35)
    gold: int = 0
    graveyard: int = 0
    ally: int | None = None

    @property
    def faction(self) -> str:
        return FACTIONS[self.seat]

    def copy(self) -> Player:
        return Player(
            self.seat,
            self.hand.copy(),
            self.secret.copy(),
            self.declared.copy(),
            self.gold,
            self.graveyard,
            self.ally,
        )


@dataclass(slots=True)
class DuneState(GameState):
    players: list[Player] = field(default_factory=list)
    # Visible tokens: region id -> [count per seat]. Hidden Elven groups: region -> count.
    tokens: dict[str, list[int]] = field(default_factory=dict)
    hidden: dict[str, int] = field(default_factory=dict)
    gold_on: dict[str, int] = field(default_factory=dict)  # gold lying on plains
    artifact_deck: Zone = field(
        default_factory=lambda: Zone("artifact_deck", None, Visibility.HIDDEN)
    )
    artifact_discard: Zone = field(
        default_factory=lambda: Zone("artifact_discard", None, Visibility.PUBLIC)
    )
    event_deck: Zone = field(default_factory=lambda: Zone("event_deck", None, Visibility.HIDDEN))
    events: Zone = field(default_factory=lambda: Zone("events", None, Visibility.PUBLIC))
    kings: Zone = field(default_factory=lambda: Zone("kings", None, Visibility.PUBLIC))
    # Artifacts revealed in the current battle lie face up here until kept or discarded.
    battlefield: Zone = field(default_factory=lambda: Zone("battlefield", None, Visibility.PUBLIC))
    # Cards out of the game, face up: Jacks used for treachery under R35's option.
    out_of_play: Zone = field(default_factory=lambda: Zone("out_of_play", None, Visibility.PUBLIC))
    # The card up for auction: the Elves see it, the others see a back (§5).
    auction: Zone = field(default_factory=lambda: Zone("auction", ELVES, Visibility.OWNER))
    dragon: int = 0  # the marker's track number, 1..18
    last_path: tuple[int, ...] = ()  # the numbers the dragon walked this turn (for the table)
    last_roll: tuple[int, ...] = ()  # the dice of the latest roll, 3d6 at set-up, then 1d6
    emperor: int = 0
    turn: int = 0
    round: str = SETUP
    supply: int = TOKENS  # each faction's tokens (R13): the card file's `tokens`
    # Per-round working state; each round's module owns the shape of its own entry.
    work: dict[str, Any] = field(default_factory=dict)

    # -- tokens -----------------------------------------------------------------------

    def on(self, region: str, seat: int) -> int:
        """Visible tokens of `seat` in `region`."""
        counts = self.tokens.get(region)
        return counts[seat] if counts else 0

    def add(self, region: str, seat: int, n: int) -> None:
        counts = self.tokens.setdefault(region, [0, 0, 0, 0])
        counts[seat] += n
        if counts[seat] < 0:
            raise ValueError(f"{self.name(seat)} would have {counts[seat]} tokens in {region}")
        if not any(counts):
            del self.tokens[region]

    def present(self, region: str) -> list[int]:
        """Seats with visible tokens in `region`, in seat order."""
        counts = self.tokens.get(region)
        return [s for s in range(4) if counts and counts[s] > 0]

    def on_board(self, seat: int) -> int:
        """Visible tokens of `seat` everywhere, plus hidden ones if `seat` is the Elves."""
        total = sum(c[seat] for c in self.tokens.values())
        return total + (sum(self.hidden.values()) if seat == ELVES else 0)

    def reserve(self, seat: int) -> int:
        """R13: 20 (the supply) − board (hidden included) − graveyard."""
        return self.supply - self.on_board(seat) - self.players[seat].graveyard

    def allied(self, a: int, b: int) -> bool:
        return a != b and self.players[a].ally == b

    def controller(self, region: str) -> int | None:
        """R27: the only player with visible tokens there, if there is one."""
        present = self.present(region)
        return present[0] if len(present) == 1 else None

    # -- order --------------------------------------------------------------------------

    def order_from(self, first: int) -> list[int]:
        """All four seats in player order, starting at `first` (R1)."""
        return [(first + i) % 4 for i in range(4)]

    def faction_name(self, seat: int) -> str:
        return FACTION_NAMES[seat]

    # -- the kernel's contract ------------------------------------------------------------

    def copy_own(self, new: DuneState) -> None:
        """Dragon Dune's own fields, field by field (a deep copy took most of a bot's
        game); the kernel copies its own (`GameState.clone`)."""
        new.players = [p.copy() for p in self.players]
        new.tokens = {region: list(counts) for region, counts in self.tokens.items()}
        new.hidden = dict(self.hidden)
        new.gold_on = dict(self.gold_on)
        new.artifact_deck = self.artifact_deck.copy()
        new.artifact_discard = self.artifact_discard.copy()
        new.event_deck = self.event_deck.copy()
        new.events = self.events.copy()
        new.kings = self.kings.copy()
        new.battlefield = self.battlefield.copy()
        new.out_of_play = self.out_of_play.copy()
        new.auction = self.auction.copy()
        new.dragon = self.dragon
        new.last_path = self.last_path
        new.last_roll = self.last_roll
        new.emperor = self.emperor
        new.turn = self.turn
        new.round = self.round
        new.supply = self.supply
        new.work = copy_plain(self.work)

    def zones(self) -> Iterator[Zone]:
        yield self.artifact_deck
        yield self.artifact_discard
        yield self.event_deck
        yield self.events
        yield self.kings
        yield self.battlefield
        yield self.out_of_play
        yield self.auction
        for p in self.players:
            yield p.hand
            yield p.secret
            yield p.declared


def new_player(seat: int) -> Player:
    return Player(
        seat,
        Zone(f"hand:{seat}", seat, Visibility.OWNER),
        Zone(f"secret:{seat}", seat, Visibility.OWNER),
        Zone(f"declared:{seat}", seat, Visibility.PUBLIC),
    )
