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
from typing import Any

from game.core.state import GameState
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


def copy_plain(value: Any) -> Any:
    """A copy of a step: dicts and lists copied all the way down, scalars shared."""
    kind = type(value)
    if kind is dict:
        return {k: copy_plain(v) if type(v) in _NESTED else v for k, v in value.items()}
    if kind is list:
        return [copy_plain(v) if type(v) in _NESTED else v for v in value]
    return value


_NESTED = (dict, list)
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
    ) -> DraconiumState:
        """A deep copy; without `history` the log and the moves are left empty (a view
        fills in its own log, and shows no moves); `supply` gives the Supply piles to use
        instead of copies (views share read-only copies while the Supply is unchanged),
        `players` the players' cards (a view's, already as its seat sees them). A copy
        for a `view` shares the RNG and the decision, which the view replaces at once."""
        return DraconiumState(
            self.game,
            list(self.seats),
            dict(self.options),
            self.seed,
            self.rng if view else self.rng.copy(),
            self.pending.copy() if self.pending and not view else self.pending,
            list(self.log) if history else [],
            list(self.moves) if history else [],
            self.result,
            self.viewer,
            self.is_view,
            players if players is not None else [p.copy() for p in self.players],
            supply if supply is not None else {n: pile.copy() for n, pile in self.supply.items()},
            list(self.kingdom),
            self.trash.copy(),
            {name: pile.copy() for name, pile in self.nonsupply.items()},
            self.first,
            self.active,
            self.turn,
            self.phase,
            self.actions,
            self.buys,
            self.coins,
            self.bought,
            self.merchants,
            self.silvers,
            self.plays,
            [list(pair) for pair in self.unaffected],
            [copy_plain(step) for step in self.stack],
            copy_plain(self.asking),
            copy_extra(self.extra),
            self.catalog,
        )

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
