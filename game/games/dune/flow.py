"""The order of rounds (R4): which round comes next, and starting it.

Each round lives in its own module. Its `begin(state, ctx)` starts the round: it does
what needs no decision, then sets `state.pending` to the first decision, or leaves it
None if the round is already over. A round with decisions declares its move kinds in
`kinds(on)` (the Ruleset gathers them into Dragon Dune's move table): each kind's
reason, what it does (setting `state.pending` to the next decision, or None when the
round is over) and its legal moves, side by side.

A round keeps its working data in `state.work[<round>]`, never anything secret:
secrets live in zones (hands) and in `Pending.answers` of secret decisions.
"""

from __future__ import annotations

from collections.abc import Callable

from game.games.dune import (
    battle,
    bidding,
    collection,
    council,
    dragon,
    events,
    recruit,
    setup,
)
from game.games.dune.common import Ctx
from game.games.dune.state import (
    BATTLE,
    BIDDING,
    COLLECTION,
    COUNCIL,
    DRAGON,
    EVENT,
    OVER,
    RECRUIT,
    SETUP,
    DuneState,
)

BEGIN: dict[str, Callable[[DuneState, Ctx], None]] = {
    SETUP: setup.begin,
    DRAGON: dragon.begin,
    EVENT: events.begin,
    COUNCIL: council.begin,
    BIDDING: bidding.begin,
    RECRUIT: recruit.begin,
    BATTLE: battle.begin,
    COLLECTION: collection.begin,
}
"""How each round starts."""


def next_round(state: DuneState) -> str:
    current = state.round
    if current == SETUP:
        return DRAGON
    if current == DRAGON:
        return EVENT
    if current == EVENT:
        return COUNCIL if state.work.get(EVENT, {}).get("council") else BIDDING
    if current == COUNCIL:
        return BIDDING
    if current == BIDDING:
        return RECRUIT
    if current == RECRUIT:
        return BATTLE
    if current == BATTLE:
        return COLLECTION
    if current == COLLECTION:
        return DRAGON
    raise ValueError(f"no round follows {current!r}")


def advance(state: DuneState, ctx: Ctx) -> None:
    """Run rounds until one waits for a decision or the game is over."""
    while state.pending is None and state.result is None:
        nxt = next_round(state)
        state.round = nxt
        if nxt == DRAGON:
            state.turn += 1
            state.work = {}
        BEGIN[nxt](state, ctx)
    if state.result is not None:
        state.round = OVER
        state.pending = None
