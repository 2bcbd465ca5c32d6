"""The order of rounds (R4): which round comes next, and starting it.

Each round lives in its own module with the same four functions:

    KINDS                       the move kinds the round accepts
    begin(state, ctx)           start the round: do what needs no decision, then
                                set `state.pending` to the first decision, or leave
                                it None if the round is already over
    legal(state, ctx, seat)     every legal move of `seat` now
    reason(state, ctx, move)    why `move` is illegal now (None: it is legal); the
                                round and the seat to act are already checked
    apply(state, ctx, move)     carry out a legal move; set `state.pending` to the
                                next decision, or None when the round is over

A round keeps its working data in `state.work[<round>]`, never anything secret:
secrets live in zones (hands) and in `Pending.answers` of secret decisions.
"""

from __future__ import annotations

from types import ModuleType

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

MODULES: dict[str, ModuleType] = {
    SETUP: setup,
    DRAGON: dragon,
    EVENT: events,
    COUNCIL: council,
    BIDDING: bidding,
    RECRUIT: recruit,
    BATTLE: battle,
    COLLECTION: collection,
}

# Which round each move kind belongs to (some kinds, like `done`, belong to two).
ROUNDS_OF_KIND: dict[str, set[str]] = {}
for _round, _module in MODULES.items():
    for _kind in _module.KINDS:
        ROUNDS_OF_KIND.setdefault(_kind, set()).add(_round)


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
        MODULES[nxt].begin(state, ctx)
    if state.result is not None:
        state.round = OVER
        state.pending = None
