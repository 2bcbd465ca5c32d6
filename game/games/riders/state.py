"""The Dragon Riders state: two players, each with a Rider, a Dragon and three piles."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from game.core.state import GameState
from game.core.zones import Visibility, Zone

HAND_LIMIT = 5

# Phases, in the order a game goes through them.
RIDER, DRAGON, DRAFT, ACTION, DISCARD, OVER = (
    "rider",
    "dragon",
    "draft",
    "action",
    "discard",
    "over",
)


@dataclass(slots=True)
class Unit:
    """A Dragon or a Rider on the table."""

    kind: str  # "dragon" or "rider"
    name: str
    hp: int
    max_hp: int
    burn: int = 0
    freeze: int = 0
    immune_through: int = 0  # R14: immune through the owner's turn with this number; 0 = not

    def copy(self) -> Unit:
        return Unit(
            self.kind, self.name, self.hp, self.max_hp, self.burn, self.freeze, self.immune_through
        )


@dataclass(slots=True)
class Player:
    seat: int
    hand: Zone
    deck: Zone
    discard: Zone
    drafted: Zone
    rider: Unit | None = None
    dragon: Unit | None = None
    energy: int = 0
    shields: int = 0
    exhausted_shields: int = 0  # R34
    energy_shield: int = 0  # R18: charges
    crippled: bool = False  # R35
    turns: int = 0  # own-turn counter
    actions: int = 0  # actions taken this turn (R12)
    first_action: str = ""  # what the first action this turn was, for the Stagger message
    first_attack_used: bool = False  # R25
    bronn_used: bool = False  # R22
    decklist: dict[str, int] = field(default_factory=dict)  # the 20 cards by kind (§5)

    @classmethod
    def empty(cls, seat: int) -> Player:
        return cls(
            seat,
            hand=Zone(f"hand:{seat}", seat, Visibility.OWNER),
            deck=Zone(f"deck:{seat}", seat, Visibility.HIDDEN),
            discard=Zone(f"discard:{seat}", seat, Visibility.PUBLIC),
            drafted=Zone(f"drafted:{seat}", seat, Visibility.PUBLIC),
        )

    def units(self) -> tuple[Unit, Unit]:
        assert self.dragon is not None and self.rider is not None
        return self.dragon, self.rider

    def copy(self) -> Player:
        return Player(
            self.seat,
            self.hand.copy(),
            self.deck.copy(),
            self.discard.copy(),
            self.drafted.copy(),
            self.rider.copy() if self.rider else None,
            self.dragon.copy() if self.dragon else None,
            self.energy,
            self.shields,
            self.exhausted_shields,
            self.energy_shield,
            self.crippled,
            self.turns,
            self.actions,
            self.first_action,
            self.first_attack_used,
            self.bronn_used,
            dict(self.decklist),
        )


@dataclass(slots=True)
class RidersState(GameState):
    phase: str = RIDER
    players: list[Player] = field(default_factory=list)
    market: Zone = field(default_factory=lambda: Zone("market", None, Visibility.PUBLIC))
    stack: Zone = field(default_factory=lambda: Zone("stack", None, Visibility.HIDDEN))
    set_aside: Zone = field(default_factory=lambda: Zone("set_aside", None, Visibility.PUBLIC))
    active: int = 0  # whose turn it is (in set-up: who chooses)
    picks: int = 0  # draft picks made
    turn: int = 0  # turns played in all

    def zones(self) -> Iterator[Zone]:
        for p in self.players:
            yield p.hand
            yield p.deck
            yield p.discard
            yield p.drafted
        yield self.market
        yield self.stack
        yield self.set_aside

    def copy_own(self, new: RidersState) -> None:
        """Dragon Riders' own fields (the kernel copies its own, `GameState.clone`)."""
        new.phase = self.phase
        new.players = [p.copy() for p in self.players]
        new.market = self.market.copy()
        new.stack = self.stack.copy()
        new.set_aside = self.set_aside.copy()
        new.active = self.active
        new.picks = self.picks
        new.turn = self.turn

    def unit(self, seat: int, which: str) -> Unit:
        """`which` is "dragon" or "rider"."""
        p = self.players[seat]
        unit = p.dragon if which == "dragon" else p.rider
        assert unit is not None
        return unit

    def opponent(self, seat: int) -> Player:
        return self.players[1 - seat]
