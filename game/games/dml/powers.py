"""The Character Power Phase (§3.3): chances around the table from the Dealer, the
Stack (R49), its resolution from the top (R28), and every Ultimate Power (§1.5) with
the decisions some of them ask for (Thief, Tithe, Confiscator, Archduchess, Heiress).
Pure."""

from __future__ import annotations

from game.core.state import Pending
from game.core.words import plural, verb
from game.core.zones import Visibility
from game.games.dml import ops
from game.games.dml.cards import Catalog
from game.games.dml.state import (
    ARCHDUCHESS,
    CONFISCATE,
    HEIRESS,
    POWER,
    ROLL,
    THIEF,
    TITHE,
    Dice,
    DmlState,
)

MAX_CHANCES = 64
EMBLEM_RANKS = frozenset(("10", "J", "Q"))  # from the Treasury (§1.4)
POWER_RANKS = frozenset(("J", "Q", "JK"))  # from the Treasury (R14)
COURT_POWER_RANKS = frozenset(("J", "Q"))  # an Emblem's Power from the Court (R14)


def emblem_cards(cat: Catalog, state: DmlState, seat: int) -> list[str]:
    """Treasury cards `seat` may play as Emblems: 10s, Jacks and Queens."""
    return [c for c in state.players[seat].treasury.cards if cat.rank_of[c] in EMBLEM_RANKS]


def power_cards(cat: Catalog, state: DmlState, seat: int) -> list[str]:
    """Cards `seat` may play as Powers: a J/Q from Treasury or Court (R14), a Joker from
    the Treasury; none under Decadence's Player Effect (R55)."""
    if ops.affected(state, seat, "decadence"):
        return []
    p = state.players[seat]
    held = [c for c in p.treasury.cards if cat.rank_of[c] in POWER_RANKS]
    return held + [c for c in p.court.cards if cat.rank_of[c] in COURT_POWER_RANKS]


def start_phase(cat: Catalog, state: DmlState) -> None:
    state.cpp_seat = state.dealer
    state.cpp_last, state.cpp_passes, state.cpp_played = -1, 0, False
    state.resolving = False
    _ask_chance(cat, state)


def _ask_chance(cat: Catalog, state: DmlState) -> None:
    for _ in range(MAX_CHANCES):
        seat = state.cpp_seat
        if state.options["auto_pass"] and not (
            emblem_cards(cat, state, seat) or power_cards(cat, state, seat)
        ):
            if _pass(cat, state, seat):
                return
            continue
        state.pending = Pending(POWER, (seat,), "Play Powers or Emblems onto the Stack, or pass")
        return


def play(cat: Catalog, state: DmlState, seat: int, card: str, mark: str) -> None:
    """A card onto the Stack as a Power or an Emblem; a Court card leaves the Court now."""
    p = state.players[seat]
    source = p.treasury if card in p.treasury.cards else p.court
    source.cards.remove(card)
    state.stack.cards.append(card)
    state.stack_marks.append(mark)
    state.stack_owners.append(seat)
    state.cpp_played = True
    if mark == "power":
        what = f"{cat.power_name(card)} ({cat.label(card)})"
        state.say(f"{state.name(seat)} plays {what} as an Ultimate Power.")
    else:
        state.say(f"{state.name(seat)} plays {cat.label(card)} as an Emblem.")


def pass_chance(cat: Catalog, state: DmlState, seat: int) -> None:
    if not _pass(cat, state, seat):
        _ask_chance(cat, state)


def _pass(cat: Catalog, state: DmlState, seat: int) -> bool:
    """End `seat`'s chance; True once the phase stops taking cards (§3.3 step 2)."""
    if state.cpp_played:
        state.cpp_last, state.cpp_passes = seat, 0
    else:
        state.cpp_passes += 1
        state.say(f"{state.name(seat)} passes.")
    state.cpp_played = False
    n = state.n
    done = state.cpp_passes >= (n if state.cpp_last < 0 else n - 1)
    if not done:
        nxt = (seat + 1) % n
        if nxt == state.cpp_last:  # the player of the most recent card is skipped
            nxt = (nxt + 1) % n
        state.cpp_seat = nxt
        return False
    state.pending = None
    state.cpp_seat = -1
    if state.stack.cards:
        state.resolving = True
        state.say("The Stack resolves from the top.")
        state.tasks.append(("resolve",))
    return True


def resolve_top(cat: Catalog, state: DmlState) -> None:
    """One card off the Stack (R28: each step atomic for the victory checks)."""
    if not state.stack.cards:
        state.resolving = False
        return
    card, mark, seat = state.stack.cards[-1], state.stack_marks[-1], state.stack_owners[-1]
    if mark == "emblem":
        _pop(state)
        state.players[seat].court.cards.append(card)
        state.say(f"{cat.label(card)} becomes an Emblem in {state.name(seat)}'s Court.")
        state.tasks.append(("resolve",))
        return
    state.power_seat = seat
    name = state.name(seat)
    state.say(f"{cat.power_name(card)} ({cat.label(card)}) of {name} resolves.")
    rank = cat.rank_of[card]
    if rank == "JK":
        _thief(cat, state, seat)
    elif card == "JS":
        _inquisitor(cat, state)
        finish_power(cat, state)
    elif card == "JC":  # R30: the unresolved remainder only
        below = len(state.stack.cards) - 1
        state.stack.cards[:below] = state.stack.cards[:below][::-1]
        state.stack_marks[:below] = state.stack_marks[:below][::-1]
        state.stack_owners[:below] = state.stack_owners[:below][::-1]
        state.say(f"The {plural(below, 'card')} below the Rogue Jester are reversed.")
        finish_power(cat, state)
    elif card == "JH":
        if not state.markets:  # R34
            state.say("There is no Black Market to search.")
            finish_power(cat, state)
        else:
            for zone in state.markets:
                zone.owner, zone.visibility = seat, Visibility.OWNER
            state.pending = Pending(CONFISCATE, (seat,), "Search a Black Market; take one card")
    elif card == "JD":
        state.tithe_from = tuple(
            s for s in state.order_from(seat)[1:] if state.players[s].treasury.cards
        )  # R32
        _next_tithe(cat, state)
    elif card == "QS":
        finish_power(cat, state)
        state.tasks.append(("siege",))
    elif card == "QC":
        _harlot(cat, state)
        finish_power(cat, state)
    elif card == "QH":
        if not state.nest.cards:  # R35
            state.say("The Dragon's Nest is empty.")
            finish_power(cat, state)
        else:
            state.pending = Pending(HEIRESS, (seat,), "Take an Egg from the Dragon's Nest?")
    else:  # QD, R33
        state.pending = Pending(ARCHDUCHESS, (seat,), "Name a Stock to take whole")


def _pop(state: DmlState) -> str:
    state.stack_marks.pop()
    state.stack_owners.pop()
    return state.stack.cards.pop()


def finish_power(cat: Catalog, state: DmlState, to_exile: bool = True) -> None:
    """The resolved Power leaves the Stack (to Exile, named in the log) and the Stack
    resolves on."""
    card = _pop(state)
    if to_exile:
        state.exile.cards.append(card)
        state.say(f"{cat.label(card)} goes to Exile.")
    state.pending = None
    state.power_seat = -1
    state.tasks.append(("resolve",))


def _inquisitor(cat: Catalog, state: DmlState) -> None:
    """Stocks and Black Markets to the Hoard; its Eggs to the Nest, its Jokers into the
    Event Deck; then Restock (R36)."""
    for zone in [*state.stocks, *state.markets]:
        for card in zone.cards:
            state.hoard.cards.append(card)
        if zone.cards:
            state.say(f"{ops.names(cat, zone.cards)} go to the Dragon's Hoard.")
        zone.cards = []
    state.markets = []
    eggs = [c for c in state.hoard.cards if ops.is_egg(cat, c)]
    jokers = [c for c in state.hoard.cards if ops.is_joker(c)]
    state.hoard.cards = [c for c in state.hoard.cards if c not in eggs and c not in jokers]
    state.nest.cards.extend(eggs)
    if eggs:
        fly = verb(len(eggs), "flies", "fly")
        state.say(f"{plural(len(eggs), 'Egg')} {fly} back to the Dragon's Nest.")
    for joker in jokers:
        state.deck.cards.insert(state.rng.below(len(state.deck.cards) + 1), joker)
    if jokers:
        are = verb(len(jokers), "is", "are")
        state.say(f"{plural(len(jokers), 'Joker')} {are} shuffled into the Event Deck.")
    state.tasks.append(("restock",))


def _harlot(cat: Catalog, state: DmlState) -> None:
    """R29: everything below her leaves unresolved: 10s to the Hoard, the rest to Exile."""
    below = state.stack.cards[:-1]
    state.stack.cards = state.stack.cards[-1:]
    state.stack_marks = state.stack_marks[-1:]
    state.stack_owners = state.stack_owners[-1:]
    for card in below:
        if cat.rank_of[card] == "10":
            ops.to_hoard(cat, state, card, " (the Harlot Queen)")
        else:
            state.exile.cards.append(card)
            state.say(f"{cat.label(card)} goes to Exile unresolved.")


def _next_tithe(cat: Catalog, state: DmlState) -> None:
    if not state.tithe_from:
        finish_power(cat, state)
        return
    state.pending = Pending(TITHE, (state.tithe_from[0],), "Give one Treasury card as a tithe")


def tithe_give(cat: Catalog, state: DmlState, seat: int, card: str) -> None:
    to = state.power_seat
    state.players[seat].treasury.cards.remove(card)
    state.players[to].treasury.cards.append(card)
    state.say(f"{state.name(seat)} gives a card to {state.name(to)}.")
    state.say(f"You give {cat.label(card)} to {state.name(to)}.", seat)  # R47
    state.say(f"{state.name(seat)} gives you {cat.label(card)}.", to)
    state.tithe_from = state.tithe_from[1:]
    _next_tithe(cat, state)


def confiscate(cat: Catalog, state: DmlState, seat: int, market: str, card: str) -> None:
    zone = state.market(market)
    assert zone is not None
    zone.cards.remove(card)
    state.players[seat].treasury.cards.append(card)
    label = f"BM{market[3:]}"
    state.say(f"{state.name(seat)} takes a card from {label}.")
    state.say(f"You take {cat.label(card)} from {label}.", seat)
    for z in state.markets:
        z.owner, z.visibility = None, Visibility.HIDDEN
    if not zone.cards:
        state.markets.remove(zone)
        state.say(f"{label} is empty and closes.")
    finish_power(cat, state)


def archduchess_take(cat: Catalog, state: DmlState, seat: int, suit: str) -> None:
    stock = state.stock(suit)
    taken = list(stock.cards)
    stock.cards = []
    state.players[seat].treasury.cards.extend(taken)
    state.say(f"{state.name(seat)} takes the {cat.type_name(suit)} Stock: {ops.names(cat, taken)}.")
    finish_power(cat, state)


def heiress_take(cat: Catalog, state: DmlState, seat: int, take: bool) -> None:
    if take:
        state.players[seat].treasury.cards.append(state.nest.cards.pop())
        state.say(f"{state.name(seat)} takes an Egg from the Dragon's Nest.")
    else:
        state.say(f"{state.name(seat)} leaves the Eggs in the Nest.")
    finish_power(cat, state)


# -- the Thief (§1.5, R31, R56) -----------------------------------------------------------------


def thief_targets(state: DmlState, seat: int) -> list[int]:
    return [s for s in state.order_from(seat)[1:] if state.players[s].treasury.cards]


def _thief(cat: Catalog, state: DmlState, seat: int) -> None:
    if not thief_targets(state, seat) and not state.players[seat].treasury.cards:
        state.say("The Thief finds nothing to take or give.")
        _thief_roll(cat, state, seat)
        return
    state.pending = Pending(THIEF, (seat,), "Take a random card from an opponent, or give one")


def thief_take(cat: Catalog, state: DmlState, seat: int, victim: int) -> None:
    card = ops.take_random(state, state.players[victim].treasury)
    state.players[seat].treasury.cards.append(card)
    state.say(f"The Thief takes a random card from {state.name(victim)} for {state.name(seat)}.")
    state.say(f"The Thief takes {cat.label(card)} from {state.name(victim)}.", seat)
    state.say(f"The Thief takes your {cat.label(card)}.", victim)
    _thief_roll(cat, state, seat)


def thief_give(cat: Catalog, state: DmlState, seat: int, card: str, to: int) -> None:
    state.players[seat].treasury.cards.remove(card)
    state.players[to].treasury.cards.append(card)
    state.say(f"The Thief slips a card from {state.name(seat)} to {state.name(to)}.")
    state.say(f"You give {cat.label(card)} to {state.name(to)}.", seat)
    state.say(f"{state.name(seat)}'s Thief gives you {cat.label(card)}.", to)
    _thief_roll(cat, state, seat)


def _thief_roll(cat: Catalog, state: DmlState, seat: int) -> None:
    target = cat.numbers["thief_target"]
    state.dice = Dice(seat, "thief", target)
    state.pending = Pending(ROLL, (seat,), f"Roll {target} or more for the Thief's escape")


def thief_result(cat: Catalog, state: DmlState) -> None:
    """Success: the Thief goes to a random place in the Event Deck; failure: Exile. Then
    a Woot!'s Foreign Merchant or a Wyvern's Siege (R38)."""
    dice = state.dice
    assert dice is not None
    state.dice = None
    if ops.succeeds(dice.dice, dice.target):
        card = _pop(state)
        state.deck.cards.insert(state.rng.below(len(state.deck.cards) + 1), card)
        state.say("The Thief escapes into the Event Deck.")
        state.pending = None
        state.power_seat = -1
        state.tasks.append(("resolve",))
    else:
        finish_power(cat, state)
    if dice.dice == (6, 6):
        state.tasks.append(("fm", ""))
    elif dice.dice == (1, 1):
        state.tasks.append(("siege",))
