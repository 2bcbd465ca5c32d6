"""The Draconium Kingdom cards (§4) that work on the top of the deck: Holy Library,
Informant, Investigator and Reconnaissance.

None of their cards reach the hand by "+X Cards" except their own "+1 Card": Holy
Library draws until 7, and Informant and Investigator put cards into the hand
without drawing, so none of those may be revealed as Clandestine (§2.9).
Looked-at cards are seen only by their player; revealed ones by everyone (§5).
"""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium.cards import name_of
from game.games.draconium.effects import actions, cards, script
from game.games.draconium.expansion_ruins import put_back
from game.games.draconium.procedures import (
    discard,
    draw,
    is_,
    look_at_top,
    move_card,
    names,
    return_to_pile,
    reveal_top,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

# -- Holy Library -----------------------------------------------------------------------------


@script("Holy Library")
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


# -- Informant ----------------------------------------------------------------------------------


@script("Informant")
def _informant(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("informant", seat=seat)]


@op("informant")
def _informant_look(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    seen = look_at_top(state, seat, 3)
    if seen:
        asking = step("informant_pick", seat=seat, cards=seen)
        prompt = "Informant: put one of these into your hand; the rest go back."
        ask(state, asking, "choose_cards", seat, prompt, sorted(seen), 1, 1)


@answer("informant_pick")
def _informant_picked(state: DraconiumState, s: Step, move: Move) -> None:
    """Into the hand without drawing: no Clandestine reveal (§2.9)."""
    seat = s["seat"]
    (card,) = move["cards"]
    move_card(state, card, state.players[seat].hand)
    state.say(f"{state.name(seat)} puts one of them into their hand.")
    state.say(f"You put {name_of(card)} into your hand.", seat)
    rest = [c for c in s["cards"] if c != card]
    push(state, [put_back(seat, rest, "Informant", private=True)])


# -- Investigator -------------------------------------------------------------------------------


@script("Investigator")
def _investigator(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("investigator", seat=seat)]


@op("investigator")
def _investigator_reveal(state: DraconiumState, s: Step) -> None:
    """The Clandestine cards go into the hand without being drawn (§2.9)."""
    seat = s["seat"]
    shown = reveal_top(state, seat, 3)
    found = [c for c in shown if is_(state, c, "Clandestine")]
    for card in found:
        move_card(state, card, state.players[seat].hand)
    if found:
        state.say(f"{state.name(seat)} puts {names(found)} into their hand.")
    rest = [c for c in shown if c not in found]
    push(state, [put_back(seat, rest, "Investigator", private=False)])


# -- Reconnaissance ----------------------------------------------------------------------------


@script("Reconnaissance")
def _reconnaissance(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("reconnaissance", seat=seat)]


@op("reconnaissance")
def _reconnaissance_look(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    seen = look_at_top(state, seat, 3)
    if seen:
        asking = step("reconnaissance_pick", seat=seat, cards=seen)
        prompt = "Reconnaissance: discard any number of these; the rest go back."
        ask(state, asking, "choose_cards", seat, prompt, sorted(seen), 0, len(seen))


@answer("reconnaissance_pick")
def _reconnaissance_picked(state: DraconiumState, s: Step, move: Move) -> None:
    seat, dropped = s["seat"], list(move["cards"])
    discard(state, seat, dropped)
    rest = [c for c in s["cards"] if c not in dropped]
    push(state, [put_back(seat, rest, "Reconnaissance", private=True)])
