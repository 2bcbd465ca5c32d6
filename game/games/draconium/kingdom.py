"""The base-set Kingdom cards (§1.6) whose rules do not fit the card vocabulary: each is a
named script (`script = "…"` in the card file) of steps; a decision is an op that `ask`s
and an answer that resumes from the step's own fields. Every other base card is data
(its `effects`, run by effect_ops.py).
"""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium.cards import name_of
from game.games.draconium.effects import actions, cards, coins, script
from game.games.draconium.procedures import (
    counted,
    discard,
    is_,
    look_at_top,
    names,
    take_top,
    topdeck,
    trash,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step


@script("merchant")
def _merchant(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("merchant")]


@op("merchant")
def _merchant_bonus(state: DraconiumState, s: Step) -> None:
    """The first Silver played this turn gets +$1 per Merchant played before it."""
    state.merchants += 1


@script("vassal")
def _vassal(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), step("vassal", seat=seat)]


@op("vassal")
def _vassal_ask(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    card = take_top(state, seat, state.players[seat].discard)
    if card is None:
        state.say(f"{state.name(seat)} has no card to discard for Vassal.")
        return
    state.say(f"{state.name(seat)} discards {name_of(card)} from the top of their deck.")
    if is_(state, card, "Action"):
        asking = step("vassal", seat=seat, card=card)
        prompt = f"Vassal: play {name_of(card)} from your discard pile (no Action used)?"
        ask(state, asking, "may", seat, prompt, ("yes", "no"), private=False)


@answer("vassal")
def _vassal_done(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        push(state, [step("play", seat=s["seat"], card=s["card"])])


@script("sentry")
def _sentry(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("sentry", seat=seat)]


SENTRY_OPTIONS = ("Trash", "Discard", "Put back")


@op("sentry")
def _sentry_look(state: DraconiumState, s: Step) -> None:
    seen = look_at_top(state, s["seat"], 2)
    push(state, [step("sentry_pick", seat=s["seat"], cards=seen, keep=[])])


@op("sentry_pick")
def _sentry_pick(state: DraconiumState, s: Step) -> None:
    """One looked-at card at a time: trash it, discard it or keep it for the deck."""
    seat, left = s["seat"], s["cards"]
    if left:
        prompt = f"Sentry: what becomes of {name_of(left[0])}?"
        ask(state, s, "choose_option", seat, prompt, SENTRY_OPTIONS, 1, 1)
        return
    keep = s["keep"]
    if len(keep) == 2:
        prompt = "Sentry: put these back in order; the first one named goes on top."
        ask(state, step("sentry_order", seat=seat), "order_cards", seat, prompt, sorted(keep), 2, 2)
    elif keep:
        topdeck(state, seat, keep[0], say=False)
        state.say(f"{state.name(seat)} puts a card back onto their deck.")


@answer("sentry_pick")
def _sentry_picked(state: DraconiumState, s: Step, move: Move) -> None:
    seat, card = s["seat"], s["cards"][0]
    choice = SENTRY_OPTIONS[move["index"]]
    keep = list(s["keep"])
    if choice == "Trash":
        trash(state, seat, card)
    elif choice == "Discard":
        discard(state, seat, [card])
    else:
        keep.append(card)
    push(state, [step("sentry_pick", seat=seat, cards=s["cards"][1:], keep=keep)])


@answer("sentry_order")
def _sentry_ordered(state: DraconiumState, s: Step, move: Move) -> None:
    order = list(move["cards"])
    for card in reversed(order):  # the first named ends on top
        topdeck(state, s["seat"], card, say=False)
    state.say(f"{state.name(s['seat'])} puts {counted(len(order), 'card')} back onto their deck.")
    state.say(f"From the top: {names(order)}.", s["seat"])
