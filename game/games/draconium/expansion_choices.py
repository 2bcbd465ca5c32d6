"""The Draconium Treasure whose player chooses from their hand in a way the card
vocabulary does not say: Abyssal Scale (`script = "abyssal_scale"`, its +$1 for a
trashed Copper is said in the log). "Trash" is recycle in a Recycling game
(procedures.trash, §2.10).
"""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium.cards import name_of
from game.games.draconium.procedures import trash
from game.games.draconium.stack import answer, ask, op, step
from game.games.draconium.state import DraconiumState, Step
from game.games.draconium.turns import treasure


def _hand(state: DraconiumState, seat: int) -> list[str]:
    return sorted(state.players[seat].hand.cards)


@treasure("abyssal_scale")
def _abyssal_scale(state: DraconiumState, seat: int, card: str) -> list[Step]:
    return [step("abyssal_scale", seat=seat)]


@op("abyssal_scale")
def _abyssal_scale_ask(state: DraconiumState, s: Step) -> None:
    hand = _hand(state, s["seat"])
    if hand:
        prompt = "Abyssal Scale: you may trash a card from your hand (+$1 if it is a Copper)."
        ask(state, s, "choose_cards", s["seat"], prompt, hand, 0, 1)


@answer("abyssal_scale")
def _abyssal_scale_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)
        if name_of(card) == "Copper":
            state.coins += 1
            state.say(f"Abyssal Scale: a Copper, +$1 (${state.coins}).")
