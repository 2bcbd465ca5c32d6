"""Build exact Hatch positions for rule tests, through the game's own scenario builder.

`table(Ann={...}, Ben={...})` writes the scenario text a designer would write
(hands, dragons, mercenaries, eggs with their cards, the piles' tops) and builds it,
so every card still lies in exactly one zone and the rest of the deck is below the
named top of the draw pile. Cards are named by species: each name takes the first
copy nobody else names (Pebble Whelp: H09, then H10…).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.scenario import parse_scenario
from game.games.hatch import ENTRY
from game.games.hatch.rules import HatchRules
from game.games.hatch.state import HatchState

RULES = HatchRules()
CARDS = RULES.cat.cards


def _value(value: Any) -> str:
    if isinstance(value, Mapping):
        inner = ", ".join(f"{k} = {_value(v)}" for k, v in value.items())
        return "{ " + inner + " }"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return json.dumps(value)


def table(
    seats: Iterable[str] = ("Ann", "Ben"),
    options: Mapping[str, Any] | None = None,
    turn: Mapping[str, Any] | None = None,
    piles: Mapping[str, Any] | None = None,
    seed: int = 1,
    rules: HatchRules = RULES,
    **players: Mapping[str, Any],
) -> HatchState:
    """The position: `players` by name, each with hand, dragons, mercs, eggs (each a
    {card, fed, from} table), fresh, weary."""
    names = list(seats)
    lines = ["[game]", f"seed = {seed}", f"seats = {_value(names)}"]
    if options:
        lines.append(f"options = {_value(options)}")
    for header, values in (("turn", turn), ("piles", piles)):
        if values:
            lines.append(f"[{header}]")
            lines.extend(f"{k} = {_value(v)}" for k, v in values.items())
    for name, keys in players.items():
        lines.append(f"[player.{name}]")
        lines.extend(f"{k} = {_value(v)}" for k, v in keys.items())
    text = "\n".join(lines) + "\n"
    state: HatchState = parse_scenario(text, ENTRY, "test.toml").state(rules)
    return state


def play(
    state: HatchState, seat: int, kind: str, rules: HatchRules = RULES, **args: Any
) -> HatchState:
    """Apply a move (it must be legal, and listed up to its canonical form)."""
    move = Move.make(seat, kind, **args)
    rules.apply(state, move)
    return state


def hatch_egg(
    state: HatchState,
    seat: int,
    egg_card: str,
    sacrifices: Iterable[str] = (),
    rules: HatchRules = RULES,
) -> HatchState:
    """Hatch `seat`'s egg card `egg_card`, first naming each of `sacrifices` for it, one
    dragon at a time (§3.4, R12)."""
    for dragon in sacrifices:
        play(state, seat, "nominate_sacrifice", rules, dragon=dragon, egg=egg_card)
    return play(state, seat, "hatch", rules, egg=egg_card)


def refused(state: HatchState, seat: int, kind: str, **args: Any) -> IllegalMove:
    """The rejection of a move; the state must stay exactly as it was."""
    before = state.clone()
    with pytest.raises(IllegalMove) as caught:
        RULES.apply(state, Move.make(seat, kind, **args))
    assert state == before
    return caught.value


def hand(state: HatchState, seat: int) -> list[str]:
    return list(state.players[seat].hand.cards)


def dragons(state: HatchState, seat: int) -> list[str]:
    return list(state.players[seat].dragons.cards)


def egg_ids(state: HatchState, seat: int) -> list[str]:
    return [egg.id for egg in state.players[seat].eggs]


def names(cards: Iterable[str]) -> list[str]:
    return [CARDS[c].name for c in cards]


def last_lines(state: HatchState, n: int = 1) -> list[str]:
    return [line.text for line in state.log[-n:]]


def listed(state: HatchState, seat: int, kind: str) -> list[Move]:
    return [m for m in RULES.legal_moves(state, seat) if m.kind == kind]


def card(state: HatchState, seat: int, species: str, where: str = "hand") -> str:
    """The first card of `species` in `seat`'s hand, dragons or mercs."""
    zone = getattr(state.players[seat], where)
    for c in zone.cards:
        if CARDS[c].name == species:
            return c
    raise AssertionError(f"no {species} in seat {seat}'s {where}")


def egg(state: HatchState, seat: int, species: str) -> str:
    """The card id of `seat`'s egg of `species`."""
    for e in state.players[seat].eggs:
        if CARDS[e.id].name == species:
            return e.id
    raise AssertionError(f"no {species} egg for seat {seat}")


def zone_of_egg(state: HatchState, egg_card: str) -> str:
    found = state.egg_of(egg_card)
    assert found is not None
    return found.zone
