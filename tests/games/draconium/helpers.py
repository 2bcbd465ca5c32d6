"""Building Dominion: Draconium positions for tests without playing up to them."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.move import Move
from game.core.state import Pending
from game.core.zones import Visibility, Zone
from game.games import REGISTRY
from game.games.draconium.cards import card_id, default_catalog, name_of
from game.games.draconium.rules import DraconiumRuleset
from game.games.draconium.setup import pile_size
from game.games.draconium.state import ACTION, DraconiumState

R: DraconiumRuleset = REGISTRY.get("draconium")  # type: ignore[assignment]
NAMES = ("Ann", "Bo", "Cy", "Di")
FIRST_GAME = (
    "Cellar",
    "Market",
    "Merchant",
    "Militia",
    "Mine",
    "Moat",
    "Remodel",
    "Smithy",
    "Village",
    "Workshop",
)


def table(
    kingdom: Sequence[str] = FIRST_GAME,
    players: int = 2,
    hands: Sequence[Sequence[str]] = (),
    decks: Sequence[Sequence[str]] = (),
    discards: Sequence[Sequence[str]] = (),
    active: int = 0,
    phase: str = ACTION,
    colony: bool = False,
    seed: int = 1,
    options: dict[str, object] | None = None,
) -> DraconiumState:
    """Seat `active` at the start of `phase` with exactly these cards (by name).

    Every other card is back in its Supply pile, so ids stay unique and conserved.
    Decks are listed bottom first: the last name is the top card.
    """
    # Base Dominion unless asked: no Eggs (R6), so no lock and no Roost mats.
    options = {"kingdom": "First Game", "platinum_colony": colony, "egg_pool": "no Eggs"} | (
        options or {}
    )
    st = R.new_game(list(NAMES[:players]), seed, options)
    for name in st.kingdom:
        del st.supply[name]
    st.kingdom = list(kingdom)
    for name in kingdom:
        ids = [card_id(name, i + 1) for i in range(pile_size(default_catalog(), name, players))]
        st.supply[name] = Zone(f"supply:{name}", None, Visibility.PUBLIC, ids)
    for p in st.players:
        for zone in p.zones():
            for card in list(zone.cards):
                zone.cards.remove(card)
                st.supply[name_of(card)].cards.append(card)
        p.turns = 0
    for seat in range(players):
        p = st.players[seat]
        for names, zone in ((hands, p.hand), (decks, p.deck), (discards, p.discard)):
            if seat < len(names):
                for name in names[seat]:
                    zone.cards.append(st.supply[name].cards.pop())
    st.active, st.phase = active, phase
    st.players[active].turns = 1
    st.actions, st.buys, st.coins, st.bought = 1, 1, 0, False
    st.pending = Pending(phase, (active,))
    st.log = []
    return st


def card(st: DraconiumState, seat: int, name: str, zone: str = "hand") -> str:
    """The first card called `name` in one of `seat`'s zones."""
    cards = getattr(st.players[seat], zone).cards
    return next(c for c in cards if name_of(c) == name)


def names_in(zone: Zone) -> list[str]:
    return [name_of(c) for c in zone.cards]


def play(st: DraconiumState, name: str, seat: int | None = None) -> DraconiumState:
    seat = st.active if seat is None else seat
    return R.apply(st, Move.make(seat, "play_action", card=card(st, seat, name)))


def choose(st: DraconiumState, seat: int, *names: str, zone: str = "") -> DraconiumState:
    """Answer a choose_cards prompt with cards by name (the canonical ids)."""
    assert st.pending is not None
    picked: list[str] = []
    for name in names:
        picked.append(
            next(c for c in sorted(st.pending.choices) if name_of(c) == name and c not in picked)
        )
    return R.apply(st, Move.make(seat, "choose_cards", cards=tuple(sorted(picked))))


def answer(st: DraconiumState, seat: int, kind: str, **args: object) -> DraconiumState:
    return R.apply(st, Move.make(seat, kind, **args))
