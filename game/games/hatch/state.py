"""The Hatch state: each player's hand, eggs (each with the cards tucked under it), hatched
dragons and mercenaries; the draw and discard piles; the turn, the round, the attack in
progress and the end trigger.

Zones (every card lies in exactly one):

    hand:<seat>      the player's hand (owner only)
    dragons:<seat>   hatched dragons, the dynasty (public)
    mercs:<seat>     mercenaries contracted while defending (public, R21)
    egg:<n>          egg number n, one face-down card (its owner only, R14)
    fed:<n>          the cards tucked under egg n (public, §3.3)
    draw             the draw pile, top card last (face down)
    discard          the discard pile, top card last (public, R31)

An egg is known to the table by its number n, never by its card: a move of the
owner's names its own egg by card id (`nurture`, `hatch`), a thief names the egg to
steal by its zone (`egg:<n>`). Sacrifices are nominated for one's own egg one dragon at
a time and go with its hatch (§3.4, R12): a nominated dragon stays in the dynasty zone,
named on the egg (`Egg.sacrifices`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from game.core.state import GameState
from game.core.zones import Visibility, Zone

# Phases: whose decision the game waits for.
MAIN = "main"  # the active player's main phase (§3.1 steps 4 and 6)
MUSTER = "muster"  # the active player gathers dragons for the attack (R23)
DEFEND = "defend"  # the target places blockers (§3.7)
LOOT = "loot"  # the attacker chooses a loot per unblocked attacker (§3.8, R27)
DISCARD = "discard"  # the attacker discards after a Draw loot (R30)
OVER = "over"


@dataclass(slots=True)
class Egg:
    """A face-down card in a player's territory and the cards tucked under it."""

    number: int
    card: Zone  # "egg:<n>": the egg's card, seen by its owner only
    fed: Zone  # "fed:<n>": the attached resource cards, public
    seen: tuple[int, ...] = ()  # seats that have looked at its face (R14), in order
    face: str = ""  # in a view only: the species its viewer remembers (a former owner)
    # The owner's dragons nominated as its sacrifices (§3.4, R12), one at a time, in the
    # order named; its hatch sacrifices them. Seen by the owner only, for this turn only.
    sacrifices: list[str] = field(default_factory=list)

    @property
    def owner(self) -> int:
        owner = self.card.owner
        assert owner is not None
        return owner

    @property
    def id(self) -> str:
        """The egg's card id ("?" in a view of a seat that may not see it)."""
        return self.card.cards[0]

    @property
    def zone(self) -> str:
        return self.card.id

    def copy(self) -> Egg:
        return Egg(
            self.number,
            self.card.copy(),
            self.fed.copy(),
            self.seen,
            self.face,
            list(self.sacrifices),
        )


@dataclass(slots=True)
class Player:
    seat: int
    hand: Zone
    dragons: Zone
    mercs: Zone
    eggs: list[Egg] = field(default_factory=list)
    fresh: list[str] = field(default_factory=list)  # dragons hatched this turn (R17)
    weary: list[str] = field(default_factory=list)  # dragons that attacked (R18)
    turns: int = 0  # turns this player has begun

    @classmethod
    def empty(cls, seat: int, open_table: bool = False) -> Player:
        private = Visibility.PUBLIC if open_table else Visibility.OWNER
        return cls(
            seat,
            hand=Zone(f"hand:{seat}", seat, private),
            dragons=Zone(f"dragons:{seat}", seat, Visibility.PUBLIC),
            mercs=Zone(f"mercs:{seat}", seat, Visibility.PUBLIC),
        )

    def copy(self) -> Player:
        return Player(
            self.seat,
            self.hand.copy(),
            self.dragons.copy(),
            self.mercs.copy(),
            [egg.copy() for egg in self.eggs],
            list(self.fresh),
            list(self.weary),
            self.turns,
        )


@dataclass(slots=True)
class Attack:
    """The attack of this turn, from the first dragon gathered to the last loot."""

    attacker: int
    target: int
    dragons: list[str] = field(default_factory=list)  # the attackers, in the order gathered
    declared: bool = False  # False while the attacker still gathers (MUSTER)
    blocks: dict[str, str] = field(default_factory=dict)  # attacker -> its blocker
    hired: list[str] = field(default_factory=list)  # mercenaries contracted in this defence
    looted: list[str] = field(default_factory=list)  # attackers whose loot is taken
    drawn: list[str] = field(default_factory=list)  # the last Draw loot's cards (attacker only)

    def unblocked(self) -> list[str]:
        return [d for d in self.dragons if d not in self.blocks]

    def blocker_of(self, blocker: str) -> str | None:
        """The attacker `blocker` stands in front of, if any."""
        for attacker, placed in self.blocks.items():
            if placed == blocker:
                return attacker
        return None

    def copy(self) -> Attack:
        return Attack(
            self.attacker,
            self.target,
            list(self.dragons),
            self.declared,
            dict(self.blocks),
            list(self.hired),
            list(self.looted),
            list(self.drawn),
        )


@dataclass(slots=True)
class HatchState(GameState):
    players: list[Player] = field(default_factory=list)
    draw: Zone = field(default_factory=lambda: Zone("draw", None, Visibility.HIDDEN))
    discard: Zone = field(default_factory=lambda: Zone("discard", None, Visibility.PUBLIC))
    phase: str = MAIN
    active: int = 0  # whose turn it is
    start: int = 0  # the starting player (§2.3): a round begins with them
    turn: int = 0  # turns begun in all
    round: int = 0  # rounds begun
    attack: Attack | None = None
    attacked: bool = False  # the active player has attacked this turn (R23)
    trigger: int | None = None  # the player whose hatch reached 200 first (R24)
    quiet_round: bool = False  # R26: both piles empty and no hatch so far this round
    eggs_laid: int = 0  # eggs numbered so far (egg numbers are never reused)

    def zones(self) -> Iterator[Zone]:
        for p in self.players:
            yield p.hand
            yield p.dragons
            yield p.mercs
            for egg in p.eggs:
                yield egg.card
                yield egg.fed
        yield self.draw
        yield self.discard

    def copy_own(self, new: HatchState) -> None:
        """Hatch's own fields (the kernel copies its own, `GameState.clone`)."""
        new.players = [p.copy() for p in self.players]
        new.draw = self.draw.copy()
        new.discard = self.discard.copy()
        new.phase = self.phase
        new.active = self.active
        new.start = self.start
        new.turn = self.turn
        new.round = self.round
        new.attack = self.attack.copy() if self.attack else None
        new.attacked = self.attacked
        new.trigger = self.trigger
        new.quiet_round = self.quiet_round
        new.eggs_laid = self.eggs_laid

    def egg_of(self, card: str) -> Egg | None:
        """The egg whose card is `card` (any player's), if it is an egg."""
        for p in self.players:
            for egg in p.eggs:
                if egg.card.cards[0] == card:
                    return egg
        return None

    def nominated_for(self, seat: int, dragon: str) -> Egg | None:
        """The egg of `seat`'s that `dragon` is nominated to be sacrificed for, if any."""
        for egg in self.players[seat].eggs:
            if dragon in egg.sacrifices:
                return egg
        return None

    def egg_at(self, zone: str) -> Egg | None:
        """The egg in zone `zone` ("egg:<n>"), if there is one."""
        for p in self.players:
            for egg in p.eggs:
                if egg.card.id == zone:
                    return egg
        return None

    def opponents(self, seat: int) -> list[int]:
        """The other seats, in turn order from `seat`."""
        n = len(self.players)
        return [(seat + k) % n for k in range(1, n)]
