"""Set-up (§2): Riders, Dragons, the three ways to build decks, first player."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.rng import Rng
from game.core.state import Pending, Result
from game.core.words import plural
from game.core.zones import Visibility
from game.games.riders.cards import Catalog, kind_of
from game.games.riders.state import DRAFT, DRAGON, OVER, RIDER, Player, RidersState, Unit
from game.games.riders.turns import start_turn

DECK_SIZE = 20
OPENING_HAND = 4
MARKET_SIZE = 5


def new_state(
    cat: Catalog, seats: Sequence[str], seed: int, options: Mapping[str, Any]
) -> RidersState:
    state = RidersState(
        game="riders",
        seats=list(seats),
        options=dict(options),
        seed=seed,
        rng=Rng(seed),
        players=[Player.empty(0), Player.empty(1)],
    )
    state.stack.cards = cat.instance_ids()  # every card lies in a zone from the start
    state.say(f"Dragon Riders: {seats[0]} (P1) against {seats[1]} (P2).")
    if options["draft_mode"] == "quick" and options["quick_random_units"]:
        riders = state.rng.sample(list(cat.riders), 2)
        dragons = state.rng.sample(list(cat.dragons), 2)
        for seat in (0, 1):
            set_rider(state, cat, seat, riders[seat])
            set_dragon(state, cat, seat, dragons[seat])
        build_decks(state, cat)
    else:
        ask(state, RIDER, 0)
    return state


PROMPTS = {RIDER: "Choose a Rider.", DRAGON: "Choose a Dragon.", DRAFT: "Pick a card."}


def ask(state: RidersState, phase: str, seat: int) -> None:
    state.phase = phase
    state.active = seat
    state.pending = Pending(phase, (seat,), PROMPTS[phase])


def set_rider(state: RidersState, cat: Catalog, seat: int, name: str) -> None:
    spec = cat.riders[name]
    state.players[seat].rider = Unit("rider", name, spec.hp, spec.hp)
    state.say(f"{state.name(seat)} rides {name}.")


def starting_shields(cat: Catalog, options: dict[str, object], dragon: str) -> int:
    """R3: the Dragon's full number, one fewer under `starting_shields_minus_one`."""
    return cat.dragons[dragon].rider_shields - (1 if options["starting_shields_minus_one"] else 0)


def set_dragon(state: RidersState, cat: Catalog, seat: int, name: str) -> None:
    spec = cat.dragons[name]
    p = state.players[seat]
    p.dragon = Unit("dragon", name, spec.hp, spec.hp)
    # R3: starting Shields are not "gained", so Morrik's bonus does not apply.
    p.shields = starting_shields(cat, state.options, name)
    shields = plural(p.shields, "Shield")
    state.say(f"{state.name(seat)} flies {name}; their Rider starts with {shields}.")


def choose_rider(state: RidersState, cat: Catalog, seat: int, name: str) -> None:
    set_rider(state, cat, seat, name)
    if seat == 0:
        ask(state, RIDER, 1)
    else:
        ask(state, DRAGON, 0)


def choose_dragon(state: RidersState, cat: Catalog, seat: int, name: str) -> None:
    set_dragon(state, cat, seat, name)
    if seat == 0:
        ask(state, DRAGON, 1)
    else:
        build_decks(state, cat)


def build_decks(state: RidersState, cat: Catalog) -> None:
    """R2: `market` (default), `snake` or `quick`."""
    pool = state.stack.cards
    state.stack.cards = []
    mode = state.options["draft_mode"]
    if mode == "quick":
        state.rng.shuffle(pool)
        for i, card in enumerate(pool[: 2 * DECK_SIZE]):
            state.players[i % 2].drafted.cards.append(card)
        state.set_aside.visibility = Visibility.HIDDEN  # the 4 left stay hidden in quick mode
        state.set_aside.cards = pool[2 * DECK_SIZE :]
        state.say(f"Quick deal: {DECK_SIZE} cards each, {len(state.set_aside)} set aside unseen.")
        deal_hands(state, cat)
        return
    if mode == "market":
        state.rng.shuffle(pool)
        state.stack.cards = pool
        state.market.cards = [state.stack.cards.pop() for _ in range(MARKET_SIZE)]
        state.say("The draft begins: five cards face up in the market.")
    else:
        state.market.cards = pool  # snake: every card face up
        state.say("The snake draft begins: every card face up.")
    ask(state, DRAFT, 0)


def picker(state: RidersState, picks_made: int) -> int:
    """Market: P1, P2, P1, … Snake: P1, P2, P2, P1, P1, P2, … (§2)."""
    if state.options["draft_mode"] == "snake" and picks_made > 0:
        return 1 if ((picks_made - 1) // 2) % 2 == 0 else 0
    return picks_made % 2


def draft_pick(state: RidersState, cat: Catalog, seat: int, card_id: str) -> None:
    market = state.market.cards
    slot = market.index(card_id)
    state.players[seat].drafted.cards.append(card_id)
    if state.stack.cards:  # the refill takes the slot of the card picked
        market[slot] = state.stack.cards.pop()
    else:
        del market[slot]
    state.picks += 1
    state.say(f"{state.name(seat)} drafts {cat.name_of(card_id)}.")
    if state.picks == 2 * DECK_SIZE:
        state.set_aside.cards = list(market)
        market.clear()
        names = ", ".join(cat.name_of(c) for c in state.set_aside.cards)
        state.say(f"The draft is over; set aside face up: {names}.")
        deal_hands(state, cat)
    else:
        ask(state, DRAFT, picker(state, state.picks))


def deal_hands(state: RidersState, cat: Catalog) -> None:
    """Setup steps 4 and 5: shuffle, draw 4, and the RNG picks who starts (R4)."""
    for p in state.players:
        p.decklist = dict(sorted(Counter(kind_of(c) for c in p.drafted.cards).items()))
        p.deck.cards = p.drafted.cards
        p.drafted.cards = []
        state.rng.shuffle(p.deck.cards)
        for _ in range(OPENING_HAND):
            p.hand.cards.append(p.deck.cards.pop())
        state.say(f"{state.name(p.seat)} shuffles and draws {OPENING_HAND} cards.")
        names = ", ".join(cat.name_of(c) for c in p.hand.cards)
        state.say(f"Your opening hand: {names}.", seat=p.seat)
    first = state.rng.below(2)
    state.say(f"{state.name(first)} goes first.")
    start_turn(state, cat, first)


def resign(state: RidersState, seat: int) -> None:
    """A player concedes; the other wins. Not a rule of the reference: a table courtesy."""
    winner = 1 - seat
    summary = f"{state.name(seat)} resigned; {state.name(winner)} wins."
    state.result = Result((winner,), "Resignation", summary)
    state.phase = OVER
    state.pending = None
    state.say(summary)
