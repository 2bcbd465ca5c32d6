"""The turn (§1.3): Dragon phase, Action, Buy, Clean-up, the end-of-turn sequence.

The seams the Draconium layer extends are single functions here: `dragon_phase`
(§2.5), `settle` (a settle point, §2.3 a), `checkpoint` (R13: between the plays
of a Throne Room), and `end_of_turn_sequence` (§2.3: counters, hatches, the
Recycling refill sweep, then the game-end check).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.move import Move
from game.core.state import Pending
from game.core.words import plural, verb
from game.games.draconium import agreement, counters, dragons, scoring, stack
from game.games.draconium.cards import name_of
from game.games.draconium.procedures import (
    draw,
    gain,
    pile_of,
    pile_spec,
    recycling,
    spec,
    trash,
)
from game.games.draconium.stack import step
from game.games.draconium.state import ACTION, BUY, CLEANUP, DRAGON, DraconiumState, Step

HAND_SIZE = 5
PROMPTS = {
    DRAGON: "Dragon phase: your beast takes its step (drag it, or press D).",
    ACTION: "Play Action cards, or end your Action phase.",
    BUY: "Play Treasures and buy cards, or end your turn.",
}


# -- seams ----------------------------------------------------------------------------------


def dragon_phase(state: DraconiumState) -> bool:
    """§2.5: a player with a Drake or Dragon starts with its one step. True if it waits.

    With two beasts (R2) each takes its own step, in the order the owner chooses: the
    slots still to step are kept in `state.extra["dragon_due"]` (a beast hatched during
    the phase waits for its owner's next turn, R11)."""
    found = counters.beasts(state, state.active)
    if len(found) > 1:
        state.extra["dragon_due"] = [slot for slot, _ in found]
    return bool(found)


def settle(state: DraconiumState) -> None:
    """§2.3 (a): after a top-level move fully resolves. Emptied piles refill (§2.10 b),
    then Eggs at their target hatch (their steps run before the turn goes on); then
    the turn's question comes back."""
    checkpoint(state)
    if state.result is None and state.phase != CLEANUP:
        hatching = dragons.hatch_steps(state)
        if hatching:
            stack.push(state, hatching)
            return
    if state.result is None and state.pending is None:
        wait_for_phase(state)


def checkpoint(state: DraconiumState) -> None:
    """R13, §2.10 (a)–(c): piles that ran out since the last checkpoint take back their
    cards from the Recycling mat."""
    emptied: list[str] = state.extra.pop("emptied", [])
    if recycling(state):
        for pile in emptied:
            refill(state, pile)


def refill_sweep(state: DraconiumState) -> None:
    """§2.3 step 3, R14: every empty Supply pile takes its cards back from the mat
    (not under the *strict* option)."""
    if recycling(state) and not state.options.get("strict_refill", False):
        for pile, zone in state.supply.items():
            if not zone.cards:
                refill(state, pile)


def refill(state: DraconiumState, pile: str) -> None:
    """Move every card on the Recycling mat that belongs to `pile` back into it: a split
    pile restacked in pile order, Ruins shuffled (§2.10)."""
    back = [c for c in state.trash.cards if pile_of(state, c) == pile]
    if not back:
        return
    for card in back:
        state.trash.cards.remove(card)
    if pile == "Ruins":
        state.rng.shuffle(back)
    else:  # bottom tier first, so the top tier ends on top
        order = [c.name for c in state.catalog.tiers(pile)]
        back.sort(key=lambda c: (-order.index(name_of(c)), c))
    state.supply[pile].cards = back + state.supply[pile].cards
    n = len(back)
    state.say(f"{plural(n, pile + ' card')} {verb(n, 'returns', 'return')} from the Recycling mat.")


@stack.op("end_of_turn")
def _end_of_turn(state: DraconiumState, s: Step) -> None:
    """§2.3, after Clean-up: counters, hatches, the refill sweep, the game-end check."""
    seat = s["seat"]
    counters.end_of_turn(state, seat)
    stack.push(state, [step("hatch_all"), step("sweep"), step("game_end", seat=seat)])


@stack.op("hatch_all")
def _hatch_all(state: DraconiumState, s: Step) -> None:
    """§2.3 step 2: every ready Egg hatches; a hatch that readies another Egg (a Ruins for
    an Ancient Egg) makes it hatch in the same sequence."""
    hatching = dragons.hatch_steps(state)
    if hatching:
        stack.push(state, [*hatching, step("hatch_all")])


@stack.op("sweep")
def _sweep(state: DraconiumState, s: Step) -> None:
    checkpoint(state)
    refill_sweep(state)


@stack.op("game_end")
def _game_end(state: DraconiumState, s: Step) -> None:
    why = scoring.ending(state)
    if why is not None:
        state.result = scoring.final_result(state, why)
        state.pending = None
        state.say(f"The game ends: {state.result.summary}.")
        return
    agreement.note_turn(state)  # R41: a table still for long may agree to end
    start_turn(state, (s["seat"] + 1) % len(state.players))


@stack.op("dragon_done")
def _dragon_done(state: DraconiumState, s: Step) -> None:
    if state.extra.get("dragon_due"):  # R2: the other beast's step is still to come
        return
    state.extra.pop("dragon_due", None)
    state.phase = ACTION


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
    for flag in ("clandestine_reveal", "invested", "cleanup_draw"):
        state.extra.pop(flag, None)
    state.say(f"— {state.name(seat)}'s turn {state.players[seat].turns} —")
    safety_valve(state, seat)
    state.phase = DRAGON
    if not dragon_phase(state):
        state.phase = ACTION
    state.pending = None
    wait_for_phase(state)


SAFETY_ROUND = 15


def safety_valve(state: DraconiumState, seat: int) -> None:
    """[option *safety valve*, §2.11, R4]: the lock lifts at the start of round 15 if no
    Dragon has grown by then (a round starts with the first player's turn)."""
    if (
        state.options.get("safety_valve", False)
        and counters.eggs_in_use(state)
        and not state.extra.get("grown")
        and seat == state.first
        and state.players[seat].turns >= SAFETY_ROUND
    ):
        state.extra["unlocked"] = True
        state.say(f"Round {SAFETY_ROUND}: no Dragon has grown, so the lock lifts for everyone.")


def end_phase(state: DraconiumState) -> None:
    """Action → Buy; Buy → Clean-up, the end-of-turn sequence and the next turn."""
    seat = state.active
    if state.phase == ACTION:
        state.phase = BUY
        state.say(f"{state.name(seat)} moves to their Buy phase.")
        wait_for_phase(state)
        return
    state.phase = CLEANUP
    state.pending = None
    stack.push(
        state,
        [
            step("rubbish_invest", seat=seat),
            step("cleanup", seat=seat),
            step("end_of_turn", seat=seat),
        ],
    )


@stack.op("rubbish_invest")
def _rubbish_invest(state: DraconiumState, s: Step) -> None:
    """Rubbish Egg's investment (§3 Revenant): at the start of Clean-up, recycle a Copper
    from your hand or play area (move `invest`), or pass."""
    seat = s["seat"]
    if counters.investing_egg(state, seat, "recycle_copper") is None or not recycling(state):
        return
    p = state.players[seat]
    coppers = sorted(c for c in p.hand.cards + p.play.cards if name_of(c) == "Copper")
    if coppers:
        prompt = "Rubbish Egg: recycle a Copper from your hand or play area to invest?"
        stack.ask(state, s, "invest", seat, prompt, coppers[:1], 0, 1)


@stack.answer("rubbish_invest")
def _rubbish_invested(state: DraconiumState, s: Step, move: Move) -> None:
    if move.kind == "invest":
        trash(state, s["seat"], move["card"])


@stack.op("cleanup")
def _cleanup(state: DraconiumState, s: Step) -> None:
    cleanup(state, s["seat"])


def cleanup(state: DraconiumState, seat: int) -> None:
    """§1.3 step 4: discard hand and cards in play, then draw 5 (6 after Hyper Dragon's
    dispatch, R31). Dispatched beasts stay where they are."""
    state.phase = CLEANUP
    p = state.players[seat]
    p.discard.cards += p.play.cards + p.hand.cards  # played cards, then the hand
    p.play.cards, p.hand.cards = [], []
    state.actions = state.buys = state.coins = 0
    draw(state, seat, int(state.extra.get("cleanup_draw", HAND_SIZE)))


def play_treasure(state: DraconiumState, seat: int, card: str) -> None:
    """A Treasure adds its $; the first Silver adds $1 per Merchant played (Merchant)."""
    p = state.players[seat]
    p.hand.cards.remove(card)
    p.play.cards.append(card)
    card_spec = spec(state, card)
    name = card_spec.name  # the same as name_of(card) for a card id
    state.coins += card_spec.coins
    if name != "Copper":
        counters.on_treasure_played(state, seat, card)
    extra = ""
    if card_spec.script or card_spec.effects:  # what it does beyond its $ ("" its effects)
        stack.push(state, TREASURES[card_spec.script](state, seat, card))
    if name == "Silver":
        state.silvers += 1
        if state.silvers == 1 and state.merchants:
            state.coins += state.merchants
            extra = f" (+${state.merchants} from Merchant)"
    state.say(f"{state.name(seat)} plays {name}{extra}: ${state.coins}.")


def buy(state: DraconiumState, seat: int, pile: str) -> None:
    """Buying costs a Buy and the card's cost, and gains the top card (§1.3, R16)."""
    card = pile_spec(state, pile)
    state.buys -= 1
    state.coins -= card.cost
    state.bought = True
    state.say(f"{state.name(seat)} buys {card.name} for ${card.cost}.")
    gain(state, seat, pile)


TreasureScript = Callable[[DraconiumState, int, str], list[Step]]
TREASURES: dict[str, TreasureScript] = {}


def treasure(name: str) -> Callable[[TreasureScript], TreasureScript]:
    """Register what a Treasure with `script = name` does beyond its printed $; the
    script called "" runs a Treasure's effects (effect_ops.py)."""

    def register(fn: TreasureScript) -> TreasureScript:
        TREASURES[name] = fn
        return fn

    return register


@stack.op("treasure")
def _treasure(state: DraconiumState, s: Step) -> None:
    """Play one Treasure of a "play all" (each may ask something before the next)."""
    if s["card"] in state.players[s["seat"]].hand.cards:
        play_treasure(state, s["seat"], s["card"])


def play_action(state: DraconiumState, seat: int, card: str) -> None:
    """An Action play from the Action phase costs one Action."""
    state.actions -= 1
    stack.push(state, [stack.step("play", seat=seat, card=card)])
