"""The Dominion: Draconium state: Supply piles, each player's cards, the turn and the effect stack.

Every card is a unique id such as ``Copper-07`` or ``Throne Room-02`` and lies in
exactly one zone: a Supply pile, the Trash, or one of a player's deck, hand,
discard pile, play area, set-aside cards, looked-at cards or revealed cards.
The top of a deck, a discard pile or a Supply pile is the *last* card of its
list.

Card effects that wait for a decision are not Python frames: `stack` holds
plain steps (dicts of str, int, bool and lists of them) that the engine pops
and runs, and `asking` is the step whose question `pending` puts to a player.
So a state deep-copies, compares and snapshots like any other value.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Self

from game.core.state import GameState, copy_plain
from game.core.zones import HIDDEN_CARD, Visibility, Zone
from game.games.draconium.cards import Catalog, default_catalog

Step = dict[str, Any]

# Phases of a turn (§1.3). The Dragon phase comes before "action" (a seam for now).
DRAGON, ACTION, BUY, CLEANUP = "dragon", "action", "buy", "cleanup"
PHASE_NAMES = {
    DRAGON: "Dragon phase",
    ACTION: "Action phase",
    BUY: "Buy phase",
    CLEANUP: "Clean-up",
}


ROOST_KEYS = ("roosts", "roosts2")


def copy_record(record: dict[str, Any]) -> dict[str, Any]:
    """A Roost record: scalars, the `gained` names and the `beast` dict (see counters.py).
    Copied by hand: records are copied with every state and view."""
    copied = dict(record)
    copied["gained"] = list(record["gained"])
    beast = record["beast"]
    copied["beast"] = dict(beast) if beast is not None else None
    return copied


def copy_extra(extra: dict[str, Any]) -> dict[str, Any]:
    return {
        key: [copy_record(r) for r in value] if key in ROOST_KEYS else copy_plain(value)
        for key, value in extra.items()
    }


@dataclass(slots=True)
class Player:
    seat: int
    deck: Zone  # face down, count public
    hand: Zone  # owner only
    discard: Zone  # top card and count public (§5); views hide the rest
    play: Zone  # cards in play this turn
    aside: Zone  # set aside face up (Library)
    look: Zone  # cards only this player is looking at (Sentry)
    reveal: Zone  # cards turned face up for everyone (Bandit)
    turns: int = 0  # turns this player has started (the tie-break, §1.5)

    @classmethod
    def empty(cls, seat: int) -> Player:
        return cls(
            seat,
            Zone(f"deck:{seat}", seat, Visibility.HIDDEN),
            Zone(f"hand:{seat}", seat, Visibility.OWNER),
            Zone(f"discard:{seat}", seat, Visibility.PUBLIC),
            Zone(f"play:{seat}", seat, Visibility.PUBLIC),
            Zone(f"aside:{seat}", seat, Visibility.PUBLIC),
            Zone(f"look:{seat}", seat, Visibility.OWNER),
            Zone(f"reveal:{seat}", seat, Visibility.PUBLIC),
        )

    def zones(self) -> tuple[Zone, ...]:
        return (self.deck, self.hand, self.discard, self.play, self.aside, self.look, self.reveal)

    def owned(self) -> list[str]:
        """Every card this player "has" (doc terms): deck, hand, discard, play, set aside."""
        return [card for zone in self.zones() for card in zone.cards]

    def copy(self) -> Player:
        return Player(
            self.seat,
            _copied(self.deck),
            _copied(self.hand),
            _copied(self.discard),
            _copied(self.play),
            _copied(self.aside),
            _copied(self.look),
            _copied(self.reveal),
            self.turns,
        )

    def seen_by(self, seat: int | None, whole_discard: bool) -> Player:
        """This player's cards as `seat` sees them (§5): each zone by its visibility, and
        of the discard pile only the top card unless `whole_discard` (R38)."""
        discard = self.discard
        cards = discard.cards
        shown = list(cards) if whole_discard else [HIDDEN_CARD] * (len(cards) - 1) + cards[-1:]
        seen = []
        for zone in (self.deck, self.hand, self.play, self.aside, self.look, self.reveal):
            visibility = zone.visibility
            if visibility is _PUBLIC or (
                visibility is _OWNER and seat is not None and seat == zone.owner
            ):
                cards = zone.cards[:]
            else:
                cards = [HIDDEN_CARD] * len(zone.cards)
            seen.append(Zone(zone.id, zone.owner, visibility, cards))
        deck, hand, play, aside, look, reveal = seen
        return Player(
            self.seat,
            deck,
            hand,
            Zone(discard.id, discard.owner, discard.visibility, shown),
            play,
            aside,
            look,
            reveal,
            self.turns,
        )


def _copied(zone: Zone) -> Zone:
    return Zone(zone.id, zone.owner, zone.visibility, zone.cards[:])


_PUBLIC, _OWNER = Visibility.PUBLIC, Visibility.OWNER


@dataclass(slots=True)
class DraconiumState(GameState):
    players: list[Player] = field(default_factory=list)
    supply: dict[str, Zone] = field(default_factory=dict)  # pile name -> its cards
    kingdom: list[str] = field(default_factory=list)  # the 10 Kingdom pile names
    trash: Zone = field(default_factory=lambda: Zone("trash", None, Visibility.PUBLIC))
    # Piles outside the Supply (R17): Nightmare, Dragon Slayer, Ruined Kingdom.
    nonsupply: dict[str, Zone] = field(default_factory=dict)
    first: int = 0  # who went first (random, §1.2 step 5)
    active: int = 0  # whose turn it is
    turn: int = 0  # turns started in all
    phase: str = ACTION
    actions: int = 0
    buys: int = 0
    coins: int = 0
    bought: bool = False  # after the first buy, no more Treasures (§1.3)
    merchants: int = 0  # Merchants played this turn
    silvers: int = 0  # Silvers played this turn
    plays: int = 0  # card plays this game: each resolution's number, for Moat
    unaffected: list[list[int]] = field(default_factory=list)  # [play, seat] Moat blocked
    stack: list[Step] = field(default_factory=list)  # steps to run; the last runs first
    asking: Step | None = None  # the step waiting for the answer to `pending`
    # The Draconium layer keeps its own per-game records here (counters, mats, …).
    extra: dict[str, Any] = field(default_factory=dict)
    # The cards this game is played with (its ruleset's; the game's own unless a ruleset
    # was made from a designer's file), shared by every copy and view. Never saved: a
    # save replays its moves under the ruleset that loads it.
    catalog: Catalog = field(default_factory=default_catalog, compare=False, repr=False)

    def zones(self) -> Iterator[Zone]:
        for p in self.players:
            yield from p.zones()
        yield from self.supply.values()
        yield from self.nonsupply.values()
        yield self.trash

    def clone(
        self,
        history: bool = True,
        supply: dict[str, Zone] | None = None,
        players: list[Player] | None = None,
        view: bool = False,
    ) -> Self:
        """An independent copy (the kernel's fields by `copy_kernel`, then `copy_own`);
        without `history` the log and the moves are left empty (a view fills in its own
        log, and shows no moves). A view passes `supply`, Supply piles to use instead of
        copies (views share read-only copies while the Supply is unchanged), `players`,
        the players' cards as its seat sees them, and `view`: the copy shares the RNG
        and the decision, which the view replaces at once."""
        new = self.copy_kernel(history, view)
        self.copy_own(new, supply, players)
        return new

    def copy_own(
        self,
        new: Self,
        supply: dict[str, Zone] | None = None,
        players: list[Player] | None = None,
    ) -> None:
        """Draconium's own fields, copied by hand (states are copied for every view)."""
        new.players = players if players is not None else [p.copy() for p in self.players]
        new.supply = (
            supply if supply is not None else {n: pile.copy() for n, pile in self.supply.items()}
        )
        new.kingdom = list(self.kingdom)
        new.trash = self.trash.copy()
        new.nonsupply = {name: pile.copy() for name, pile in self.nonsupply.items()}
        new.first = self.first
        new.active = self.active
        new.turn = self.turn
        new.phase = self.phase
        new.actions = self.actions
        new.buys = self.buys
        new.coins = self.coins
        new.bought = self.bought
        new.merchants = self.merchants
        new.silvers = self.silvers
        new.plays = self.plays
        new.unaffected = [list(pair) for pair in self.unaffected]
        new.stack = [copy_plain(step) for step in self.stack]
        new.asking = copy_plain(self.asking)
        new.extra = copy_extra(self.extra)
        new.catalog = self.catalog

    @property
    def move_phase(self) -> str | None:
        """Where the move table opens move kinds (the ruleset's `phase_field`): the turn's
        phase (set-up, Dragon, Action, Buy), or while a card or a beast waits for an
        answer, the question's kind ("answer:reaction")."""
        if self.asking is None:
            return self.phase
        pending = self.pending
        return "answer:" + pending.kind if pending is not None else None

    def others(self, seat: int) -> list[int]:
        """Every other seat, one at a time starting to the left (clockwise)."""
        n = len(self.players)
        return [(seat + i) % n for i in range(1, n)]

    def zone(self, zone_id: str) -> Zone:
        for zone in self.zones():
            if zone.id == zone_id:
                return zone
        raise KeyError(zone_id)

    def where(self, card: str) -> Zone:
        """The zone that holds `card`."""
        for zone in self.zones():
            if card in zone.cards:
                return zone
        raise KeyError(f"no zone holds {card}")
