"""Holy Library (`script = "holy_library"`): it draws until 7 (not "+X Cards", so no
Clandestine reveal, §2.9), sets aside junk that then does not count, and may return
one set-aside Curse or Ruins. The other cards that work on the top of the deck
(Informant, Investigator, Reconnaissance) are data (effect_ops.py's look and reveal).
"""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium.cards import name_of
from game.games.draconium.effects import script
from game.games.draconium.procedures import (
    discard,
    draw,
    is_,
    move_card,
    return_to_pile,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

# -- Holy Library -----------------------------------------------------------------------------


@script("holy_library")
def _holy_library(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("holy_library", seat=seat, aside=[])]


def _junk(state: DraconiumState, card: str) -> bool:
    return is_(state, card, "Curse") or is_(state, card, "Ruins") or is_(state, card, "Victory")


def _returnable(state: DraconiumState, card: str) -> bool:
    return is_(state, card, "Curse") or is_(state, card, "Ruins")


@op("holy_library")
def _holy_library_draw(state: DraconiumState, s: Step) -> None:
    """Draw until 7 in hand, one card at a time (not "+X Cards"); a Curse, Ruins or
    Victory card drawn may be set aside, and then it does not count toward the 7."""
    seat = s["seat"]
    p = state.players[seat]
    if len(p.hand.cards) >= 7 or not (p.deck.cards or p.discard.cards):
        push(state, [step("holy_library_return", seat=seat, aside=s["aside"])])
        return
    (card,) = draw(state, seat, 1)
    if _junk(state, card):
        asking = step("holy_library_aside", seat=seat, card=card, aside=s["aside"])
        ask(state, asking, "may", seat, f"Holy Library: set aside {name_of(card)}?", ("yes", "no"))
    else:
        push(state, [s])  # come back for the next card


@answer("holy_library_aside")
def _holy_library_aside(state: DraconiumState, s: Step, move: Move) -> None:
    seat, card, aside = s["seat"], s["card"], list(s["aside"])
    if move["answer"] == "yes":
        move_card(state, card, state.players[seat].aside)
        state.say(f"{state.name(seat)} sets aside {name_of(card)}.")
        aside.append(card)
    push(state, [step("holy_library", seat=seat, aside=aside)])


@op("holy_library_return")
def _holy_library_return(state: DraconiumState, s: Step) -> None:
    fitting = sorted(c for c in s["aside"] if _returnable(state, c))
    if fitting:
        prompt = "Holy Library: you may return one set-aside Curse or Ruins to its pile."
        ask(state, s, "choose_cards", s["seat"], prompt, fitting, 0, 1, private=False)
        return
    _holy_library_finish(state, s["seat"], s["aside"])


@answer("holy_library_return")
def _holy_library_returned(state: DraconiumState, s: Step, move: Move) -> None:
    """Returning is neither trashing nor gaining (§3 Divine)."""
    for card in move["cards"]:
        return_to_pile(state, s["seat"], card)
    _holy_library_finish(state, s["seat"], s["aside"])


def _holy_library_finish(state: DraconiumState, seat: int, aside: list[str]) -> None:
    still = [c for c in aside if c in state.players[seat].aside.cards]
    discard(state, seat, still)
