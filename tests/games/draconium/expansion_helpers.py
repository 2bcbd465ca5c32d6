"""Positions for the Draconium Kingdom card tests (§4): every Draconium pile in the
Supply (split piles stacked as at set-up), the Ruins, Nightmare, Dragon Slayer and
Ruined Kingdom piles out, and cards dealt by name from wherever they lie."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.zones import Visibility, Zone
from game.games.draconium import counters, dragons
from game.games.draconium.cards import card_id, default_catalog, name_of
from game.games.draconium.lines import default_lines
from game.games.draconium.setup import kingdom_pile
from game.games.draconium.state import DraconiumState
from tests.games.draconium.helpers import R, table

BASE = ("Village", "Throne Room", "Library", "Witch", "Moat", "Smithy", "Workshop", "Militia")
DRACONIUM = tuple(default_catalog().draconium_names)
RUINS = tuple(r.name for r in default_catalog().ruins())


def xtable(
    hands: Sequence[Sequence[str]] = (),
    decks: Sequence[Sequence[str]] = (),
    discards: Sequence[Sequence[str]] = (),
    players: int = 2,
    ruins: Sequence[str] = RUINS,
    recycling: bool = False,
    slayers: int = 10,
    **kw: Any,
) -> DraconiumState:
    """Seat 0 in their Action phase with exactly these cards (decks bottom first).

    The Ruins pile is `ruins`, bottom first; there are `slayers` Dragon Slayers.
    """
    st = table(kingdom=(), players=players, **kw)
    st.kingdom = [*BASE, *DRACONIUM]
    for name in st.kingdom:
        ids = kingdom_pile(default_catalog(), name, players)
        st.supply[name] = Zone(f"supply:{name}", None, Visibility.PUBLIC, ids)
    seen: dict[str, int] = {}
    ruins_ids = []
    for name in ruins:
        seen[name] = seen.get(name, 0) + 1
        ruins_ids.append(card_id(name, seen[name]))
    st.supply["Ruins"] = Zone("supply:Ruins", None, Visibility.PUBLIC, ruins_ids)
    for pile, n in (("Nightmare", 10), ("Dragon Slayer", slayers), ("Ruined Kingdom", 2)):
        ids = [card_id(pile, i) for i in range(1, n + 1)]
        st.nonsupply[pile] = Zone(f"supply:{pile}", None, Visibility.PUBLIC, ids)
    spare = [card_id(r, i) for r in RUINS for i in range(1, 6) if card_id(r, i) not in ruins_ids]
    st.extra["spare_ruins"] = spare  # Ruins dealt to hands come from here
    for seat in range(players):
        p = st.players[seat]
        for lists, zone in ((hands, p.hand), (decks, p.deck), (discards, p.discard)):
            for name in lists[seat] if seat < len(lists) else ():
                zone.cards.append(take(st, name))
    st.extra.pop("spare_ruins")
    if recycling:
        st.extra["recycling"] = True
    return st


def take(st: DraconiumState, name: str) -> str:
    """The top card called `name` in any pile (a spare Ruins for a Ruins)."""
    if name in RUINS:
        spare: list[str] = st.extra["spare_ruins"]
        card = next(c for c in spare if name_of(c) == name)
        spare.remove(card)
        return card
    for zone in (*st.supply.values(), *st.nonsupply.values()):
        for card in reversed(zone.cards):
            if name_of(card) == name:
                zone.cards.remove(card)
                return card
    raise KeyError(name)


def with_eggs(st: DraconiumState, *lines: str) -> DraconiumState:
    st.extra["roosts"] = [dragons.new_roost(line) for line in lines]
    return st


def give_beast(
    st: DraconiumState,
    seat: int,
    stage: str = "Drake",
    loc: str = "roost",
    face: str = "disengaged",
    delay: bool = False,
) -> dict[str, Any]:
    """`seat`'s Egg hatched by hand into their line's Drake or Dragon, as described."""
    record = counters.roost(st, seat)
    assert record is not None
    record["egg"] = None
    line = default_lines()[record["line"]]
    record["beast"] = {
        "name": line.drake if stage == "Drake" else line.dragon,
        "stage": stage,
        "loc": loc,
        "face": face,
        "delay": delay,
    }
    record["token_placed"] = delay
    beast: dict[str, Any] = record["beast"]
    return beast


def names(cards: Sequence[str]) -> list[str]:
    return sorted(name_of(c) for c in cards)


def hand(st: DraconiumState, seat: int = 0) -> list[str]:
    return names(st.players[seat].hand.cards)


def said(st: DraconiumState, seat: int | None = None) -> list[str]:
    """The public log, and `seat`'s private lines if given."""
    return [line.text for line in st.log if line.seat in (None, seat)]


def prompt(st: DraconiumState) -> str:
    assert st.pending is not None
    return st.pending.prompt


def yes(st: DraconiumState, seat: int = 0) -> DraconiumState:
    return R.apply(st, Move.make(seat, "may", answer="yes"))


def no(st: DraconiumState, seat: int = 0) -> DraconiumState:
    return R.apply(st, Move.make(seat, "may", answer="no"))


def reveal(st: DraconiumState, yes: bool, seat: int = 0) -> DraconiumState:
    """Answer a Clandestine reveal prompt."""
    assert st.pending is not None and st.pending.kind == "reveal_clandestine"
    card = st.pending.choices[0]
    return R.apply(
        st, Move.make(seat, "reveal_clandestine", card=card, answer="yes" if yes else "no")
    )


def option(st: DraconiumState, seat: int, index: int) -> DraconiumState:
    return R.apply(st, Move.make(seat, "choose_option", index=index))
