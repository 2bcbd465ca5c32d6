"""Acquisition Attempts (§3.5) with their Target Value arithmetic (§3.6), Seize Attempts,
the bidding loop, the resolution, and Black Market attempts (§3.7).

A declaration is put together one card at a time (`add_to_declaration` for a card of the
target, `add_bid` for a Primary bid from the Treasury) and then declared
(`declare_acquisition`), so that every legal move can be listed and a table can show
the Target Value live while cards are dragged (`target_value`, `reached`). Pure.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.state import Pending
from game.core.words import plural, verb
from game.core.zones import Visibility
from game.games.dml import ops
from game.games.dml.cards import Catalog
from game.games.dml.state import BID, DABO, ROLL, SEIZE, Acquisition, Dice, DmlState


def origin_suit(cat: Catalog, origin: str, card: str) -> str:
    """The type an attempt on `card` from `origin` buys."""
    if origin.startswith("stock:"):
        return origin[6:]
    return cat.suit_of[card]


def market_modifier(cat: Catalog, state: DmlState, card: str) -> int:
    """Marauders +2 / Tax Relief −2 on a Stock Resource with FV ≥ V (§1.6, R9)."""
    kind, v = state.event_kind, state.event_value
    if kind in ("marauders", "tax_relief") and cat.fv[card] >= v:
        step = cat.numbers["event_modifier"]
        return step if kind == "marauders" else -step
    return 0


def contribution(cat: Catalog, state: DmlState, origin: str, card: str) -> int:
    """A declared card's part of the Target Value: a Stock card its FV with the Market
    modifier; the Grand Opening card its FV (10); an Emblem `emblem_value` (10) (§3.5,
    R9, R11, R15)."""
    if origin.startswith("stock:"):
        return cat.fv[card] + market_modifier(cat, state, card)
    if origin == "event":
        return cat.fv[card]
    return cat.numbers["emblem_value"]


def target_value(
    cat: Catalog,
    state: DmlState,
    seat: int,
    origin: str,
    cards: Iterable[str],
    bids: Iterable[str] = (),
    net: int = 0,
) -> int:
    """TV = Σ contributions − Static Bonus(seat, type) − Σ Primary bids + net(S) (§3.6).

    For a table's live feedback: the Target Value `seat` would face acquiring `cards`
    from `origin` ("stock:H", "event", "court:2") with these bids."""
    cards = list(cards)
    if not cards:
        return 0
    suit = origin_suit(cat, origin, cards[0])
    base = sum(contribution(cat, state, origin, c) for c in cards)
    return base - ops.static_bonus(cat, state, seat, suit) - sum(cat.fv[b] for b in bids) + net


def reached(target: int, dice: tuple[int, int]) -> bool:
    """Whether `dice` make an attempt with this Target Value (§1.7, R17)."""
    return ops.succeeds(dice, target)


def stocks_for(cat: Catalog, card: str) -> tuple[str, ...]:
    """The Stocks a Treasury card may be bid beside: as Primary (P lowers, a seizer
    raises), then as Secondary (P only, against the seizer). None for non-Resources."""
    if not cat.is_resource(card):
        return ()
    suit = cat.suit_of[card]
    primary_for = cat.bought_with(suit)
    secondary_for = cat.bought_with(primary_for)
    return (f"stock:{primary_for}", f"stock:{secondary_for}")


def current_tv(cat: Catalog, state: DmlState) -> int:
    acq = state.acq
    if acq is None or not state.target.cards:
        return 0
    return target_value(
        cat, state, state.active, acq.origin, state.target.cards, state.bids.cards, acq.net
    )


def tv_limit(cat: Catalog) -> int:
    return cat.numbers["target_limit"]


# -- putting a declaration together ------------------------------------------------------------


def add_to_declaration(cat: Catalog, state: DmlState, seat: int, card: str, origin: str) -> None:
    if state.acq is None:
        state.acq = Acquisition(origin, origin_suit(cat, origin, card))
        state.bids.owner = seat
        state.bids.visibility = Visibility.OWNER
    zone = state.zone(origin)
    assert zone is not None
    zone.cards.remove(card)
    state.target.cards.append(card)


def add_bid(cat: Catalog, state: DmlState, seat: int, card: str) -> None:
    state.players[seat].treasury.cards.remove(card)
    state.bids.cards.append(card)


def cancel_draft(cat: Catalog, state: DmlState) -> None:
    """An undeclared draft goes back: the cards to where they came from, the bids home."""
    acq = state.acq
    if acq is None:
        return
    zone = state.zone(acq.origin)
    assert zone is not None
    zone.cards.extend(state.target.cards)
    state.target.cards = []
    state.players[state.active].treasury.cards.extend(state.bids.cards)
    state.bids.cards = []
    _clear(state)


def _clear(state: DmlState) -> None:
    state.acq = None
    state.bids.owner = None
    state.bids.visibility = Visibility.OWNER


def declare(cat: Catalog, state: DmlState, seat: int) -> None:
    """§3.5 step 1: the draft becomes public; then Seize Attempts (Stocks and the Grand
    Opening card; Emblems only under `seize_on_emblems`, R15), or straight to the roll."""
    acq = state.acq
    assert acq is not None
    acq.declared = True
    state.bids.visibility = Visibility.PUBLIC
    tv = current_tv(cat, state)
    bids = f" with bids {ops.names(cat, state.bids.cards)}" if state.bids.cards else ""
    state.say(
        f"{state.name(seat)} declares an Acquisition Attempt on "
        f"{ops.names(cat, state.target.cards)} ({cat.type_name(acq.suit)}){bids}: "
        f"Target Value {tv}."
    )
    seizable = not acq.origin.startswith("court:") or state.options["seize_on_emblems"]
    if seizable:
        acq.seize_order = tuple(state.order_from(seat)[1:])
        ask_seize(state, acq.seize_order[0], {})
    else:
        ask_roll(cat, state)


def ask_seize(state: DmlState, seat: int, answers: dict[int, object]) -> None:
    state.pending = Pending(
        SEIZE, (seat,), "Put one card face down to seize, or pass", secret=True, answers=answers
    )


def seize(cat: Catalog, state: DmlState, seat: int, card: str | None) -> None:
    """§3.5 step 2.1: one face-down card or a pass, one player at a time (R19)."""
    acq = state.acq
    assert acq is not None and state.pending is not None
    answers = dict(state.pending.answers)
    if card is None:
        answers[seat] = "pass"
        state.say(f"{state.name(seat)} passes on seizing.")
    else:
        state.players[seat].treasury.cards.remove(card)
        state.players[seat].seize.cards.append(card)
        answers[seat] = "card"
        state.say(f"{state.name(seat)} puts a card face down.")
        state.say(f"You put {cat.label(card)} face down to seize.", seat)
    order = acq.seize_order
    i = order.index(seat)
    if i + 1 < len(order):
        ask_seize(state, order[i + 1], answers)
        return
    state.pending = None
    reveal(cat, state)


def seize_eligible(cat: Catalog, state: DmlState, card: str) -> bool:
    """A Primary card of the target's type within the Event's bid limit (§3.5, R10)."""
    acq = state.acq
    assert acq is not None
    return (
        cat.is_resource(card)
        and cat.suit_of[card] == cat.primary(acq.suit)
        and ops.within_limit(cat, state, card)
    )


def reveal(cat: Catalog, state: DmlState) -> None:
    """§3.5 step 2.2–2.3: all face-down cards at once; the highest eligible one wins."""
    acq = state.acq
    assert acq is not None
    shown = [
        (s, state.players[s].seize.cards[0])
        for s in acq.seize_order
        if state.players[s].seize.cards
    ]
    for s, card in shown:
        state.say(f"{state.name(s)} revealed {cat.label(card)}.")
    eligible = [(cat.fv[c], s, c) for s, c in shown if seize_eligible(cat, state, c)]
    winner = max(eligible) if eligible else None
    for s, card in shown:
        state.players[s].seize.cards = []
        if winner is not None and s == winner[1]:
            state.seizer_bids.cards.append(card)
        else:
            state.players[s].treasury.cards.append(card)
    if winner is None:
        if shown:
            state.say("No card seizes: none is a Primary card within the limits.")
        ask_roll(cat, state)
        return
    fv, s, card = winner
    acq.seizer, acq.net = s, fv
    state.say(
        f"{state.name(s)} seizes with {cat.label(card)}: Target Value {current_tv(cat, state)}."
    )
    acq.bid_turn = state.active
    ask_bid(state)


def ask_bid(state: DmlState) -> None:
    acq = state.acq
    assert acq is not None
    state.pending = Pending(BID, (acq.bid_turn,), "Bid more cards, or forfeit the bidding")


def bid_primary(cat: Catalog, state: DmlState, seat: int, cards: tuple[str, ...]) -> None:
    acq = state.acq
    assert acq is not None
    treasury = state.players[seat].treasury.cards
    for card in cards:
        treasury.remove(card)
    total = sum(cat.fv[c] for c in cards)
    if seat == state.active:
        state.bids.cards.extend(cards)
    else:
        state.seizer_bids.cards.extend(cards)
        acq.net += total
    state.say(
        f"{state.name(seat)} bids {ops.names(cat, cards)} ({total}): "
        f"Target Value {current_tv(cat, state)}."
    )
    _switch(state)


def bid_secondary(cat: Catalog, state: DmlState, seat: int, cards: tuple[str, ...]) -> None:
    """R21: Secondary cards cancel the seizer's bids; net(S) never below 0, excess lost."""
    acq = state.acq
    assert acq is not None
    treasury = state.players[seat].treasury.cards
    for card in cards:
        treasury.remove(card)
    state.secondary.cards.extend(cards)
    total = sum(cat.fv[c] for c in cards)
    acq.net = max(0, acq.net - total)
    state.say(
        f"{state.name(seat)} counters with {ops.names(cat, cards)} ({total}): "
        f"Target Value {current_tv(cat, state)}."
    )
    _switch(state)


def _switch(state: DmlState) -> None:
    acq = state.acq
    assert acq is not None
    acq.bid_turn = acq.seizer if acq.bid_turn == state.active else state.active
    ask_bid(state)


def forfeit(cat: Catalog, state: DmlState, seat: int) -> None:
    state.say(f"{state.name(seat)} forfeits the bidding.")
    ask_roll(cat, state)


def ask_roll(cat: Catalog, state: DmlState) -> None:
    seat = state.active
    state.dice = Dice(seat, "acquisition", current_tv(cat, state))
    state.pending = Pending(ROLL, (seat,), f"Roll {state.dice.target} or more")


def roll(cat: Catalog, state: DmlState, seat: int) -> tuple[int, int]:
    """Any pending roll (acquisition, Black Market, Thief): roll; Dabo! asks (§1.7)."""
    dice = state.dice
    assert dice is not None
    dice.dice = ops.roll_dice(state)
    state.say(f"{state.name(seat)} rolls {ops.dice_words(dice.dice)} (needs {dice.target}).")
    if ops.is_dabo(dice.dice):
        state.pending = Pending(DABO, (seat,), "Dabo! Re-roll both dice or keep them")
    else:
        state.pending = None
    return dice.dice


def resolve(cat: Catalog, state: DmlState) -> None:
    """§3.5 step 4: the target cards move, then every bid goes to its own Stock (R22);
    then the Woot!/Wyvern sequences and the next slot (R38)."""
    acq, dice = state.acq, state.dice
    assert acq is not None and dice is not None
    p = state.active
    won = ops.succeeds(dice.dice, dice.target)
    cards = list(state.target.cards)
    state.target.cards = []
    if won:
        state.players[p].treasury.cards.extend(cards)
        state.say(f"Success: {state.name(p)} takes {ops.names(cat, cards)}.")
    elif acq.seizer >= 0:
        state.players[acq.seizer].treasury.cards.extend(cards)
        state.say(f"Failure: {state.name(acq.seizer)} seizes {ops.names(cat, cards)}.")
    else:
        zone = state.zone(acq.origin)
        assert zone is not None
        zone.cards.extend(cards)
        state.say(f"Failure: {ops.names(cat, cards)} {verb(len(cards), 'goes', 'go')} back.")
    spent = state.bids.cards + state.seizer_bids.cards + state.secondary.cards
    for card in spent:
        ops.to_stock(cat, state, card)
    if spent:
        state.say(f"The bids {ops.names(cat, spent)} go to their Stocks.")
    state.bids.cards, state.seizer_bids.cards, state.secondary.cards = [], [], []
    _clear(state)
    after_roll(state, dice.dice)


def after_roll(state: DmlState, dice: tuple[int, int]) -> None:
    """The next slot; before it, a Woot!'s Foreign Merchant or a Wyvern's Siege (R38)."""
    state.dice = None
    state.pending = None
    state.tasks.append(("slot",))
    if dice == (6, 6):
        state.tasks.append(("fm", ""))
    elif dice == (1, 1):
        state.tasks.append(("siege",))


def next_slot(state: DmlState) -> None:
    state.tasks.append(("slot",))


def skip(cat: Catalog, state: DmlState, seat: int) -> None:
    cancel_draft(cat, state)
    state.say(f"{state.name(seat)} skips an action.")
    state.pending = None
    next_slot(state)


# -- Black Markets (§3.7) --------------------------------------------------------------------


def black_market_attempt(cat: Catalog, state: DmlState, seat: int, market: str) -> None:
    cancel_draft(cat, state)
    target = cat.numbers["black_market_target"]
    state.say(f"{state.name(seat)} tries Black Market BM{market[3:]} (Target Value {target}).")
    state.dice = Dice(seat, "black_market", target, market=market)
    state.pending = Pending(ROLL, (seat,), f"Roll {target} or more")


def black_market_result(cat: Catalog, state: DmlState) -> None:
    dice = state.dice
    assert dice is not None
    seat = dice.seat
    zone = state.market(dice.market)
    assert zone is not None
    label = f"BM{dice.market[3:]}"
    if ops.succeeds(dice.dice, dice.target):
        count = cat.numbers["black_market_cards"]  # §3.7, and the ♥ Vantage Bonus (§1.4)
        count += ops.vantage(cat, state, seat, "black_market_card")
        taken = [ops.take_random(state, zone) for _ in range(min(count, len(zone.cards)))]
        state.players[seat].treasury.cards.extend(taken)
        state.say(f"Success: {state.name(seat)} takes {plural(len(taken), 'card')} from {label}.")
        state.say(f"You take {ops.names(cat, taken)} from {label}.", seat)  # R47
        if not zone.cards:
            state.markets.remove(zone)
            state.say(f"{label} is empty and closes.")
    else:
        state.say(f"Failure: {label} stays shut.")
    after_roll(state, dice.dice)
