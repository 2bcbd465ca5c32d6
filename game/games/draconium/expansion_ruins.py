"""Shipwreck (a Ruins, `script = "shipwreck"`) and putting looked-at or revealed cards
back in any order. The other Ruins and the non-Supply cards (R17: Dragon Slayer,
Nightmare, Ruined Kingdom) are data (effect_ops.py).

Ruins are Action–Ruins cards costing $0. Only the top of the Ruins pile can be
gained (R16); a returned Ruins goes back on top of it.
"""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium.effects import script
from game.games.draconium.procedures import (
    counted,
    discard,
    look_at_top,
    names,
    topdeck,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step


@script("shipwreck")
def _shipwreck(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("shipwreck", seat=seat)]


SHIPWRECK_OPTIONS = ("Discard both", "Put them back")


@op("shipwreck")
def _shipwreck_look(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    seen = look_at_top(state, seat, 2)
    if not seen:
        return
    prompt = f"Shipwreck: discard {names(seen)}, or put {'them' if len(seen) > 1 else 'it'} back?"
    asking = step("shipwreck_pick", seat=seat, cards=seen)
    ask(state, asking, "choose_option", seat, prompt, SHIPWRECK_OPTIONS, 1, 1)


@answer("shipwreck_pick")
def _shipwreck_picked(state: DraconiumState, s: Step, move: Move) -> None:
    seat, seen = s["seat"], list(s["cards"])
    if SHIPWRECK_OPTIONS[move["index"]] == "Discard both":
        discard(state, seat, seen)
    else:
        push(state, [put_back(seat, seen, "Shipwreck", private=True)])


# -- putting cards back in any order (Shipwreck, Informant, Reconnaissance, Investigator) ----


def put_back(seat: int, cards_: list[str], by: str, private: bool) -> Step:
    """Put looked-at or revealed cards back onto the deck, in the order the player picks."""
    return step("put_back", seat=seat, cards=list(cards_), by=by, private=private)


@op("put_back")
def _put_back_ask(state: DraconiumState, s: Step) -> None:
    seat, left = s["seat"], s["cards"]
    if len(left) > 1:
        prompt = f"{s['by']}: put these back in order; the first one named goes on top."
        ask(state, s, "order_cards", seat, prompt, sorted(left), len(left), len(left), s["private"])
    elif left:
        _put_back(state, seat, left, s["private"])


@answer("put_back")
def _put_back_ordered(state: DraconiumState, s: Step, move: Move) -> None:
    _put_back(state, s["seat"], list(move["cards"]), s["private"])


def _put_back(state: DraconiumState, seat: int, order: list[str], private: bool) -> None:
    for card in reversed(order):  # the first named ends on top
        topdeck(state, seat, card, say=False)
    if private:
        state.say(f"{state.name(seat)} puts {counted(len(order), 'card')} back onto their deck.")
        state.say(f"From the top: {names(order)}.", seat)
    else:
        state.say(f"{state.name(seat)} puts {names(order)} back onto their deck, in that order.")
