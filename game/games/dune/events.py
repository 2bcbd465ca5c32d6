"""The Event round (§3.2): a new event's gold, and the Great Dragon (R3, R10).

No decisions: `begin` does everything and leaves `state.pending` None. When the
Great Dragon appears, `state.work["event"]["council"]` is True and the flow
holds a Great Council next (R11).
"""

from __future__ import annotations

from typing import Any

from game.games.dune.common import Ctx
from game.games.dune.dragon import dragon_strike, halving
from game.games.dune.state import EVENT, RED, SUITS, DuneState, colour_of


def emperor_colour(state: DuneState) -> str:
    """R3: the colour of the Emperor's King (Dwarves/Elves red, Goblins/Orcs black)."""
    return "red" if SUITS[state.emperor] in RED else "black"


def begin(state: DuneState, ctx: Ctx) -> None:
    entry: dict[str, Any] = state.work.setdefault(EVENT, {})
    entry["council"] = False
    state.pending = None
    if not state.event_deck.cards:  # R26: cannot happen in six turns; kept safe
        state.say("The event deck is empty: no event this turn.")
        return
    card = flip(state, ctx)
    entry["card"] = card
    colour = emperor_colour(state)
    if colour_of(card) != colour:
        return
    emperor = f"{state.name(state.emperor)} ({state.faction_name(state.emperor)})"
    if state.turn == 1 and state.options["no_great_dragon_turn_one"]:  # R10 [option]
        state.say(f"{card} is {colour} like the Emperor {emperor}, but on turn 1 no Great Dragon.")
        return
    state.say(f"{card} is {colour}, the colour of the Emperor {emperor}: the Great Dragon!")
    great_dragon(state, ctx)
    entry["council"] = True
    state.say("A Great Council is called.")


def flip(state: DuneState, ctx: Ctx) -> str:
    """Steps 1–2: the top card is flipped and its gold added to its plain (it adds up)."""
    card = state.event_deck.cards.pop()
    state.events.cards.append(card)
    region = ctx.board.region_for_event(card)
    state.gold_on[region.id] = state.gold_on.get(region.id, 0) + region.event_gold
    state.say(
        f"Event {card}: {region.event_gold} gold is placed on {region.id} "
        f"(now {state.gold_on[region.id]})."
    )
    return card


def great_dragon(state: DuneState, ctx: Ctx) -> None:
    """R10: the plain of the previous turn's event card; on turn 1 there is none."""
    if len(state.events.cards) < 2:
        state.say("The Great Dragon appears, but there is no earlier event plain to strike.")
        return
    previous = state.events.cards[-2]
    region = ctx.board.region_for_event(previous).id
    state.say(f"The Great Dragon attacks {region}, the plain of the previous event {previous}.")
    dragon_strike(state, region, "The Great Dragon", halving(ctx))
