"""The turn's moves (§1.3, §2.5, §7): what each does and why it is refused.

The move table (rules.py) opens each kind in its phases; these are the kinds' own
reasons, run after the gates, with §7's sentences, and what a legal move does. A turn
move answers the turn's own question, which it clears (`state.pending`); a move that
answers a card's question hands it to the step that asked (`stack.resume`).
"""

from __future__ import annotations

from game.core.errors import IllegalMove
from game.core.move import Move
from game.games.draconium import counters, dragons, eggs, prompts, stack, turns
from game.games.draconium.cards import name_of
from game.games.draconium.investing import can_invest_obsidian, invest_obsidian
from game.games.draconium.procedures import LOCKED, is_, locked, pile_of, pile_spec, spec
from game.games.draconium.prompts import err
from game.games.draconium.state import ACTION, BUY, DraconiumState

# -- what a legal move does ---------------------------------------------------------------


def choose_egg(state: DraconiumState, move: Move) -> None:
    """§2.2, R3: an Egg chosen; the first turn starts once every player has theirs."""
    if eggs.apply(state, move):
        turns.start_turn(state, state.first)


def take_step(state: DraconiumState, move: Move) -> None:
    """§2.5: the beast's one step (R2: the one named, with two due), then the Action phase
    once no beast is due (`dragon_done`)."""
    state.pending = None
    slot: int | None = move["beast"]
    due: list[int] | None = state.extra.get("dragon_due")
    if due:  # R2: the beast named is no longer due (`why_not_step`: one is named)
        assert slot is not None
        due.remove(slot)
    steps = dragons.dragon_steps(state, move.seat, slot)
    stack.push(state, [*steps, stack.step("dragon_done")])


def play_action(state: DraconiumState, move: Move) -> None:
    """An Action played in the Action phase, or chosen for a Throne Room."""
    if state.asking is not None:  # Throne Room's question
        stack.resume(state, move)
        return
    state.pending = None
    turns.play_action(state, move.seat, move["card"])


def play_treasure(state: DraconiumState, move: Move) -> None:
    """One Treasure played (§1.3)."""
    state.pending = None
    turns.play_treasure(state, move.seat, move["card"])


def play_all_treasures(state: DraconiumState, move: Move) -> None:
    """Every Treasure in hand played, in hand order."""
    state.pending = None
    seat, card_spec = move.seat, state.catalog.spec
    treasures = [c for c in state.players[seat].hand.cards if is_(state, c, "Treasure")]
    if any(card_spec(c).script or card_spec(c).effects for c in treasures):
        # one step each: a Treasure with steps of its own may ask before the next
        stack.push(state, [stack.step("treasure", seat=seat, card=c) for c in treasures])
    else:  # plain Treasures: the same plays, without a step for each
        for card in treasures:
            turns.play_treasure(state, seat, card)


def buy(state: DraconiumState, move: Move) -> None:
    """A buy: a Buy and the card's cost for the pile's top card (§1.3, R16)."""
    state.pending = None
    turns.buy(state, move.seat, move["pile"])


def invest(state: DraconiumState, move: Move) -> None:
    """The Obsidian Egg's investment (Buy phase), or the Rubbish Egg's answer."""
    if state.asking is not None:  # the Rubbish Egg's question
        stack.resume(state, move)
        return
    state.pending = None
    invest_obsidian(state, move.seat, move["card"])


def end_phase(state: DraconiumState, move: Move) -> None:
    """Action to Buy; Buy to Clean-up and the end-of-turn sequence (§2.3)."""
    state.pending = None
    turns.end_phase(state)


# -- why not (the gates and the phase passed) ----------------------------------------------


def hand_card(state: DraconiumState, move: Move) -> IllegalMove | None:
    """A card named from the hand that is not there."""
    if move["card"] not in state.players[move.seat].hand.cards:
        return err("not-in-hand", "That card isn't in your hand.")
    return None


def why_not_step(state: DraconiumState, move: Move) -> IllegalMove | None:
    """R2: with beasts due, the move names one of them; with one beast it names none."""
    due: list[int] | None = state.extra.get("dragon_due")
    slot: int | None = move["beast"]
    seat = move.seat
    if due:
        if slot is None:
            return choose_beast(state, seat, due)
        if slot in due:
            return None
    elif slot is None:
        return None
    elif slot == dragons.only_beast_slot(state, seat) and counters.beast(state, seat, slot):
        return err(
            "one-beast", "Only one of your beasts steps this phase: there is none to choose."
        )
    if counters.beast(state, seat, slot) is None:
        return err("no-such-beast", "You have no beast on that Roost mat.")
    return err("beast-stepped", "That beast has already taken its step this phase.")


def choose_beast(state: DraconiumState, seat: int, due: list[int]) -> IllegalMove:
    """R2: a step that names no beast while beasts are due."""
    if len(due) > 1:
        return err("choose-beast", "Choose which of your beasts takes its step first.")
    beast = counters.beast(state, seat, due[0])
    name = beast["name"] if beast is not None else "beast"
    mat = "second" if due[0] else "first"
    return err(
        "choose-beast",
        f"Choose the beast still to take its step: {name}, on your {mat} Roost mat.",
    )


def why_not_invest(state: DraconiumState, move: Move) -> IllegalMove | None:
    """§7 reason 18 (the Egg, the phase, once a turn, $2), then the card in hand; or, to
    the Rubbish Egg's question, the Copper it asks for."""
    if state.asking is not None:  # the Rubbish Egg's question
        return prompts.card_answer_reason(state, move)
    problem = can_invest_obsidian(state, move.seat)
    return problem or hand_card(state, move)


def why_not_play_action(state: DraconiumState, move: Move) -> IllegalMove | None:
    """In hand, then the Action phase, an Action, an Action left (open in the Buy phase
    too, so "not in your hand" comes first); or Throne Room's choice."""
    if state.asking is not None:  # Throne Room's question
        return prompts.card_answer_reason(state, move)
    card = move["card"]
    if card not in state.players[move.seat].hand.cards:
        return err("not-in-hand", "That card isn't in your hand.")
    if state.phase != ACTION:
        return err("not-action-phase", "Action cards can only be played in your Action phase.")
    if "Action" not in (state.catalog.by_id.get(card) or spec(state, card)).types:
        return err("not-an-action", "Only Action cards can be played in the Action phase.")
    if state.actions < 1:
        return err("no-actions", "You have no Actions left.")
    return None


def why_not_play_treasure(state: DraconiumState, move: Move) -> IllegalMove | None:
    """In hand, then the Buy phase, a Treasure, before the first buy (§1.3)."""
    card = move["card"]
    if card not in state.players[move.seat].hand.cards:
        return err("not-in-hand", "That card isn't in your hand.")
    if state.phase != BUY:
        return err("not-buy-phase", "Treasures can only be played in your Buy phase.")
    if "Treasure" not in (state.catalog.by_id.get(card) or spec(state, card)).types:
        return err("not-a-treasure", f"{name_of(card)} is not a Treasure.")
    if state.bought:
        return err("treasure-after-buy", "You can't play Treasures after buying a card this turn.")
    return None


def why_not_play_all_treasures(state: DraconiumState, move: Move) -> IllegalMove | None:
    """Before the first buy, with a Treasure in hand (the Buy phase: the phase gate)."""
    if state.bought:
        return err("treasure-after-buy", "You can't play Treasures after buying a card this turn.")
    if not any(is_(state, c, "Treasure") for c in state.players[move.seat].hand.cards):
        return err("no-treasures", "You have no Treasures in your hand.")
    return None


def why_not_buy(state: DraconiumState, move: Move) -> IllegalMove | None:
    """§7 reasons 10–13 (14: the kernel's `first_reason`), then the Buy phase's own.
    Written out for speed: every buy the rules list is checked before it is made."""
    pile = move["pile"]
    zone = state.supply.get(pile)
    if zone is None:
        return not_a_pile(state, pile)
    if pile in LOCKED:
        blocked = locked(state, pile)
        if blocked is not None:  # the lock first: it is the news whenever it applies
            return err("locked", blocked)  # §7 reason 10, R5
    if state.phase != BUY:
        return err("not-buy-phase", "You can only buy cards in your Buy phase.")
    if state.buys < 1:
        return err("no-buys", "You have no Buys left.")
    cards = zone.cards
    if not cards:
        return err("pile-empty", f"The {pile} pile is empty.")
    card = state.catalog.by_id.get(cards[-1]) or pile_spec(state, pile)  # R16: its top
    if state.coins < card.cost:
        return err(
            "cannot-afford",
            f"You need ${card.cost} to buy {card.name}; you have ${state.coins}.",
        )
    return None


def not_a_pile(state: DraconiumState, name: str) -> IllegalMove:
    """§7 reasons 11 and 12 for a name that is no Supply pile (14: `first_reason`)."""
    cards = state.catalog.cards
    if name in cards:
        pile = pile_of(state, name)
        if pile in state.supply and pile != name:
            top = pile_spec(state, pile).name
            return err(
                "split-pile-top",
                f"Only the top card of a split pile ({top}) can be bought or gained.",
            )
        return err("not-in-supply", f"{name} is not in the Supply and can't be bought.")
    return err("not-in-supply", f"There is no card called {name!r} to buy.")
