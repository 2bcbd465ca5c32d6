"""The sequences of DML (§3): Setup with the roll-off and the blind piles, the Round
(Event Phase, Action Phase, End Phase), the Turn (Supply, Market slots, Restock), the
Foreign Merchant and the Dragon Siege (§1.8), and the End Stage (§4.1).

`run` works through `state.tasks` until a player must decide; an instant win is
checked after every step (§4.2, R41). Pure; every random choice is the state's Rng.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.rng import Rng
from game.core.state import Pending, Result
from game.core.words import plural, verb
from game.core.zones import Visibility, Zone
from game.games.dml import market, ops, powers, standing
from game.games.dml.cards import Catalog
from game.games.dml.state import (
    DABO,
    INITIATIVE,
    MARKET,
    START_PILE,
    Dice,
    DmlState,
    Player,
)

MAX_STEPS = 10_000  # far beyond any real chain of automatic steps


def ask(state: DmlState, kind: str, seat: int, prompt: str, secret: bool = False) -> None:
    state.pending = Pending(kind, (seat,), prompt, secret=secret)


def new_state(cat: Catalog, seats: Sequence[str], seed: int, options: dict[str, Any]) -> DmlState:
    """§3.1 steps 1–2: the seeded shuffle, then the roll-off from seat 0 (R6)."""
    n = len(seats)
    state = DmlState("dml", list(seats), dict(options), seed, Rng(seed))
    state.players = [Player.empty(i) for i in range(n)]
    deck = cat.card_ids()
    state.rng.shuffle(deck)
    state.deck.cards = deck
    state.rolloff = list(range(n))
    first = state.name(0)  # R6: whoever holds the dice, the first seat
    state.say(f"The deck is shuffled. {first} rolls first for the Initiative Badge.")
    ask(state, INITIATIVE, 0, "Roll for the Initiative Badge")
    return state


def run(cat: Catalog, state: DmlState, gained: bool = True) -> None:
    """Carry on automatically until someone must decide or the game ends.

    The instant wins are checked after every step (§4.2, R41) that may have given a
    card to a Treasury: `gained` is False for a move that gave none, and the steps in
    `GIVE_NOTHING` give none. Only a gain can complete a Monopoly or a fourth Egg."""
    if gained:
        ops.check_wins(cat, state)
    if not state.tasks:  # most moves leave nothing to carry on
        return
    for _ in range(MAX_STEPS):
        if state.result is not None or state.pending is not None or not state.tasks:
            return
        task = state.tasks.pop()
        HANDLERS[task[0]](cat, state, task)
        if task[0] not in GIVE_NOTHING:
            ops.check_wins(cat, state)
    raise RuntimeError("the game's automatic steps did not settle")


# -- Setup (§3.1) -------------------------------------------------------------------------------


def roll_initiative(cat: Catalog, state: DmlState, seat: int) -> None:
    dice = ops.roll_dice(state)
    state.say(f"{state.name(seat)} rolls {ops.dice_words(dice)} for the Initiative Badge.")
    if ops.is_dabo(dice):
        state.dice = Dice(seat, "initiative", 0, dice)
        ask(state, DABO, seat, "Dabo! Re-roll both dice or keep them")
        return
    initiative_result(cat, state, seat, dice)


def initiative_result(cat: Catalog, state: DmlState, seat: int, dice: tuple[int, int]) -> None:
    state.dice = None
    state.pending = None
    if dice == (6, 6):  # Woot! Woot! wins on the spot
        badge(cat, state, seat)
        return
    state.rolled[seat] = dice[0] + dice[1]
    group = state.rolloff
    i = group.index(seat)
    if i + 1 < len(group):
        ask(state, INITIATIVE, group[i + 1], "Roll for the Initiative Badge")
        return
    top = max(state.rolled.values())
    tied = [s for s in group if state.rolled[s] == top]
    if len(tied) == 1:
        badge(cat, state, tied[0])
        return
    shown = ", ".join(state.name(s) for s in tied)
    state.say(f"{shown} tie at {top} and roll again.")  # R6: all Wyvern Eyes is a tie too
    state.rolloff, state.rolled = tied, {}
    ask(state, INITIATIVE, tied[0], "Roll again for the Initiative Badge")


def badge(cat: Catalog, state: DmlState, seat: int) -> None:
    """§3.1 steps 3–5: the Badge, the Eggs to the Nest, the blind piles, the Kings."""
    state.dealer = seat
    state.rolloff, state.rolled = [], {}
    state.say(f"{state.name(seat)} takes the Initiative Badge and deals.")
    deck = state.deck.cards
    kings = [c for c in deck if cat.rank_of[c] == "K"]
    twos = [c for c in deck if cat.rank_of[c] == "2"]
    threes = [c for c in deck if cat.rank_of[c] == "3"]
    aces = [c for c in deck if cat.rank_of[c] == "A"]
    taken = set(kings + twos + threes + aces)
    state.deck.cards = [c for c in deck if c not in taken]
    state.nest.cards.extend(aces)
    state.rng.shuffle(twos)
    state.rng.shuffle(threes)
    state.piles = [
        Zone(f"pile:{i}", None, Visibility.HIDDEN, [twos[i], threes[i]]) for i in range(4)
    ]
    for i, s in enumerate(state.order_from(seat)):
        state.players[s].king.cards.append(kings[i])
    if state.n == 3:
        state.exile.cards.append(kings[3])  # R3: hidden
        state.say("The fourth Merchant King goes face down to Exile.")
    state.say("Each player is dealt a Merchant King face down.")
    ask(state, START_PILE, seat, "Take one of the face-down starting piles")


def choose_start_pile(cat: Catalog, state: DmlState, seat: int, index: int) -> None:
    pile = state.piles[index]
    state.players[seat].treasury.cards.extend(pile.cards)
    state.say(f"{state.name(seat)} takes starting pile {index + 1}.")
    state.say(f"Your starting pile holds {ops.names(cat, pile.cards)}.", seat)
    pile.cards = []
    order = state.order_from(state.dealer)
    picked = order.index(seat) + 1
    if picked < state.n:
        ask(state, START_PILE, order[picked], "Take one of the face-down starting piles")
        return
    state.pending = None
    left = [c for p in state.piles for c in p.cards]
    state.piles = []
    if left:
        if state.options["three_player_leftover"] == "deck":
            state.deck.cards.extend(left)
            state.rng.shuffle(state.deck.cards)
            state.say("The last starting pile is shuffled into the Event Deck.")
        else:
            for card in left:
                ops.to_hoard(cat, state, card, ", face up (the last starting pile)")
    restock(cat, state)
    state.tasks.append(("round",))


# -- drawing, the Foreign Merchant, Restock ---------------------------------------------------


def foreign_merchant(cat: Catalog, state: DmlState, joker: str = "") -> None:
    """§1.8: the drawn Joker, the whole Hoard and one Egg from the Nest become a new
    Black Market; nothing gathered, no Black Market (R23)."""
    gathered = ([joker] if joker else []) + state.hoard.cards
    state.hoard.cards = []
    if state.nest.cards:
        gathered.append(state.nest.cards.pop())
    if not gathered:
        state.say("A Foreign Merchant comes, but there is nothing to trade.")
        return
    state.rng.shuffle(gathered)
    state.markets_made += 1
    n = state.markets_made
    state.markets.append(Zone(f"bm:{n}", None, Visibility.HIDDEN, gathered))
    state.say(f"A Foreign Merchant opens Black Market BM{n} with {plural(len(gathered), 'card')}.")


def draw_to_market(cat: Catalog, state: DmlState, why: str) -> str:
    """Draw one card: a Resource to its Stock, a Joker runs the Foreign Merchant, anything
    else to the Hoard (§3.4). Returns the card."""
    card = state.deck.cards.pop()
    if cat.is_resource(card):
        ops.to_stock(cat, state, card)
        state.say(f"{why}: {cat.label(card)} goes to the {cat.type_name(cat.suit_of[card])} Stock.")
    elif ops.is_joker(card):
        state.say(f"{why}: a Joker, the Foreign Merchant.")
        foreign_merchant(cat, state, card)
    else:
        ops.to_hoard(cat, state, card, f" ({why})")
    return card


def restock(cat: Catalog, state: DmlState) -> None:
    """Until the Stocks hold the minimum of Resources or the Deck is empty (R26)."""
    minimum = cat.numbers["restock_minimum"]
    while ops.resources_in_stocks(state) < minimum and state.deck.cards:
        draw_to_market(cat, state, "Restock")


def dragon_siege(cat: Catalog, state: DmlState) -> None:
    """§1.8, R37: each player from the Dealer; the Dragon Shield spares e ≤ s."""
    state.say("Dragon Siege!")
    half = state.options["siege_discard_half"]
    for seat in state.order_from(state.dealer):
        treasury = state.players[seat].treasury
        eggs = [c for c in treasury.cards if ops.is_egg(cat, c)]
        shields = ops.vantage(cat, state, seat, "dragon_shield")
        name = state.name(seat)
        if not eggs or len(eggs) <= shields:
            state.say(
                f"{name}: {plural(len(eggs), 'Egg')}, {plural(shields, 'Dragon Shield')}: safe."
            )
            continue
        state.say(f"{name}: {plural(len(eggs), 'Egg')}, {plural(shields, 'Dragon Shield')}.")
        for egg in eggs:
            treasury.cards.remove(egg)
            state.nest.cards.append(egg)
        fly = verb(len(eggs), "flies", "fly")
        state.say(f"{name}'s {plural(len(eggs), 'Egg')} {fly} back to the Dragon's Nest.")
        if half and treasury.cards:
            lost = (len(treasury.cards) + 1) // 2
            for _ in range(lost):
                ops.to_hoard(cat, state, ops.take_random(state, treasury), f" from {name}")


# -- the Round (§3.2) ---------------------------------------------------------------------------


def _round(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    if not state.deck.cards:
        end_stage(cat, state)
        return
    state.stage = "game"
    state.round += 1
    dealer = state.dealer
    state.say(f"Round {state.round}: {state.name(dealer)} holds the Initiative Badge.")
    card = state.deck.cards.pop()
    rank = cat.rank_of[card]
    if ops.is_joker(card):  # R7
        state.say("The Event draw is a Joker: a Foreign Merchant.")
        foreign_merchant(cat, state, card)
    elif rank in ("J", "Q"):  # R7: not Event cards
        ops.to_hoard(cat, state, card, " (not an Event)")
    else:
        state.event.cards.append(card)
    tasks: list[tuple[Any, ...]] = [("round",), ("end_phase",)]
    for seat in reversed(state.order_from(dealer)):  # R27: N+1 phases
        tasks.append(("cpp",))
        tasks.append(("turn", seat))
    tasks.append(("cpp",))
    state.tasks.extend(tasks)
    event_effects(cat, state)


def event_effects(cat: Catalog, state: DmlState) -> None:
    """§3.2 step 1.3–1.4: the Event's type and value, the players affected (R8), Marauders."""
    if not state.event.cards:
        state.event_kind, state.event_value = "carnival", 0
    else:
        card = state.event.cards[0]
        if cat.is_guild(card):
            state.event_kind, state.event_value = "grand_opening", 0
        else:
            state.event_kind, state.event_value = cat.suits[cat.suit_of[card]].event, cat.fv[card]
    kind, v = state.event_kind, state.event_value
    if kind in ("carnival", "grand_opening"):
        state.affected = tuple(range(state.n))
        extra = cat.numbers["carnival_actions"]
        more = "an extra Market Action" if extra == 1 else plural(extra, "extra Market Action")
        state.say(f"Event: {ops.event_name(state)}: everyone has {more}.")
    else:
        order = state.order_from(state.dealer)
        state.affected = tuple(s for s in order if len(state.players[s].treasury.cards) >= v)
        who = ", ".join(state.name(s) for s in state.affected) or "nobody"
        state.say(f"Event: {ops.event_name(state)}; affected (at least {v} cards): {who}.")
    if kind == "marauders":
        for seat in state.affected:
            treasury = state.players[seat].treasury
            for _ in range(cat.numbers["marauders_discard"]):
                if treasury.cards:
                    card = ops.take_random(state, treasury)
                    ops.to_hoard(cat, state, card, f": Marauders raid {state.name(seat)}")


def _end_phase(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    if state.event.cards:
        ops.to_hoard(cat, state, state.event.cards.pop(), " (the Round's Event ends)")
    state.event_kind, state.event_value, state.affected = "", 0, ()
    state.dealer = (state.dealer + 1) % state.n
    state.say(f"The Initiative Badge passes to {state.name(state.dealer)}.")


def end_stage(cat: Catalog, state: DmlState) -> None:
    """§4.1: the Event Deck is empty at an Event Phase (R42)."""
    state.say("The Event Deck is empty: the End Stage.")
    for p in state.players:
        if p.king.cards:
            state.say(f"{state.name(p.seat)}'s Merchant King: {cat.label(p.king.cards[0])}.")
    state.scores = [standing.points(cat, state, s) for s in range(state.n)]
    winners, how = standing.winners(cat, state, state.scores)
    shown = ", ".join(f"{state.name(s)} {v}" for s, v in enumerate(state.scores))
    ops.finish(state, Result(winners, how, shown))
    state.say(f"Victory points: {shown}. {how[0].upper()}{how[1:]}.")


# -- the Turn (§3.4) ---------------------------------------------------------------------------


def _turn(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    seat = task[1]
    state.active = seat
    state.say(f"{state.name(seat)}'s Turn.")
    state.tasks.extend([("end_turn",), ("restock",), ("market",)])
    if state.deck.cards:  # R25
        draw_to_market(cat, state, "Supply")


def _market(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    seat = state.active
    extra = ops.vantage(cat, state, seat, "market_action")
    if state.event_kind in ("carnival", "grand_opening"):
        extra += cat.numbers["carnival_actions"]
    slots = ["market"] * (extra + 1)
    if not ops.affected(state, seat, "tax_relief"):
        slots.append("black_market")
    state.slots = slots
    state.tasks.append(("slot",))


def _slot(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    if not state.slots:
        state.slot = ""
        return
    state.slot = state.slots.pop(0)
    seat = state.active
    if state.slot == "black_market" and not state.markets:  # R24: nothing to attempt
        state.say(f"{state.name(seat)} has no Black Market to try.")
        state.tasks.append(("slot",))
        return
    left = len(state.slots)
    what = "a Market Action" if state.slot == "market" else "the Black Market Action"
    ask(state, MARKET, seat, f"Use {what} ({plural(left, 'more action')} after this)")


def _restock(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    restock(cat, state)


def _end_turn(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    state.active = -1


def _fm(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    foreign_merchant(cat, state, task[1])


def _siege(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    dragon_siege(cat, state)


def _cpp(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    powers.start_phase(cat, state)


def _resolve(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    powers.resolve_top(cat, state)


def _inquisitor_restock(cat: Catalog, state: DmlState, task: tuple[Any, ...]) -> None:
    restock(cat, state)  # R36


GIVE_NOTHING = frozenset(("market", "slot", "end_turn", "next_slot", "cpp"))
"""Steps that only ask or move the Turn on: no card enters a Treasury."""

HANDLERS: dict[str, Callable[[Catalog, DmlState, tuple[Any, ...]], None]] = {
    "round": _round,
    "end_phase": _end_phase,
    "turn": _turn,
    "market": _market,
    "slot": _slot,
    "restock": _restock,
    "end_turn": _end_turn,
    "fm": _fm,
    "siege": _siege,
    "cpp": _cpp,
    "resolve": _resolve,
    "next_slot": lambda cat, state, task: market.next_slot(state),
}
