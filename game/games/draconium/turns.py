"""The turn (§1.3): Dragon phase, Action, Buy, Clean-up, the end-of-turn sequence.

The seams the Draconium layer extends are single functions here: `dragon_phase`
(§2.5), `settle` (a settle point, §2.3 a), `checkpoint` (R13: between the plays
of a Throne Room), and `end_of_turn_sequence` (§2.3: counters, hatches, the
Recycling refill sweep, then the game-end check).
"""

from __future__ import annotations

from game.core.state import Pending
from game.games.draconium import scoring, stack
from game.games.draconium.cards import name_of
from game.games.draconium.procedures import discard, draw, gain, spec
from game.games.draconium.state import ACTION, BUY, CLEANUP, DRAGON, DraconiumState

HAND_SIZE = 5
PROMPTS = {
    ACTION: "Play Action cards, or end your Action phase.",
    BUY: "Play Treasures and buy cards, or end your turn.",
}


# -- seams ----------------------------------------------------------------------------------


def dragon_phase(state: DraconiumState) -> bool:
    """§2.5: each beast takes one step before anything else. True if a step waits.

    Base Dominion has no beasts, so the phase is skipped.
    """
    return False


def settle(state: DraconiumState) -> None:
    """§2.3 (a): after a top-level move fully resolves; hatches will happen here.

    It also puts the turn's question back once no card is asking anything.
    """
    if state.result is None and state.pending is None:
        wait_for_phase(state)


def checkpoint(state: DraconiumState) -> None:
    """R13: a point inside a move where emptied piles are refilled (Recycling, §2.10)."""


def end_of_turn_counters(state: DraconiumState, seat: int) -> None:
    """§2.3 step 1: end-of-turn counter rises for the player whose turn ended."""


def hatches(state: DraconiumState) -> None:
    """§2.3 step 2: Eggs at or past their target hatch, current player first."""


def refill_sweep(state: DraconiumState) -> None:
    """§2.3 step 3: the Recycling refill sweep (R14)."""


def end_of_turn_sequence(state: DraconiumState, seat: int) -> None:
    """§2.3, after Clean-up: counters, hatches, refill sweep, then the game-end check."""
    end_of_turn_counters(state, seat)
    hatches(state)
    refill_sweep(state)
    why = scoring.ending(state)
    if why is not None:
        state.result = scoring.final_result(state, why)
        state.pending = None
        state.say(f"The game ends: {state.result.summary}.")


# -- the flow -------------------------------------------------------------------------------


def wait_for_phase(state: DraconiumState) -> None:
    state.pending = Pending(state.phase, (state.active,), PROMPTS.get(state.phase, ""))


def start_turn(state: DraconiumState, seat: int) -> None:
    """R12: resources are set before the Dragon phase; then the Action phase."""
    state.active = seat
    state.turn += 1
    state.players[seat].turns += 1
    state.actions, state.buys, state.coins = 1, 1, 0
    state.bought = False
    state.merchants = state.silvers = 0
    state.unaffected = []
    state.say(f"— {state.name(seat)}'s turn {state.players[seat].turns} —")
    state.phase = DRAGON
    if dragon_phase(state):
        return
    state.phase = ACTION
    wait_for_phase(state)


def end_phase(state: DraconiumState) -> None:
    """Action → Buy; Buy → Clean-up, the end-of-turn sequence and the next turn."""
    seat = state.active
    if state.phase == ACTION:
        state.phase = BUY
        state.say(f"{state.name(seat)} moves to their Buy phase.")
        wait_for_phase(state)
        return
    cleanup(state, seat)
    end_of_turn_sequence(state, seat)
    if state.result is None:
        start_turn(state, (seat + 1) % len(state.players))


def cleanup(state: DraconiumState, seat: int) -> None:
    """§1.3 step 4: discard hand and cards in play, then draw 5."""
    state.phase = CLEANUP
    p = state.players[seat]
    discard(state, seat, list(p.play.cards) + list(p.hand.cards), say=False)
    state.actions = state.buys = state.coins = 0
    draw(state, seat, HAND_SIZE)


def play_treasure(state: DraconiumState, seat: int, card: str) -> None:
    """A Treasure adds its $; the first Silver adds $1 per Merchant played (Merchant)."""
    p = state.players[seat]
    p.hand.cards.remove(card)
    p.play.cards.append(card)
    state.coins += spec(card).coins
    extra = ""
    if name_of(card) == "Silver":
        state.silvers += 1
        if state.silvers == 1 and state.merchants:
            state.coins += state.merchants
            extra = f" (+${state.merchants} from Merchant)"
    state.say(f"{state.name(seat)} plays {name_of(card)}{extra}: ${state.coins}.")


def buy(state: DraconiumState, seat: int, pile: str) -> None:
    """Buying costs a Buy and the card's cost, and gains the top card (§1.3)."""
    price = spec(pile).cost
    state.buys -= 1
    state.coins -= price
    state.bought = True
    state.say(f"{state.name(seat)} buys {pile} for ${price}.")
    gain(state, seat, pile)


def play_action(state: DraconiumState, seat: int, card: str) -> None:
    """An Action play from the Action phase costs one Action."""
    state.actions -= 1
    stack.push(state, [stack.step("play", seat=seat, card=card)])
