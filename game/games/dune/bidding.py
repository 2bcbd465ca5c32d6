"""The Bidding round (§3.2, R24–R26): one auction per player with room in hand.

The card up for auction lies in `state.auction`, which only the Elves see; it
stays there until the winner has paid, so every Ace in the winner's hand at
payment time was held before this auction (the won card cannot pay for itself).
The top of the artifact deck is the end of its list; unsold cards go under it.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.move_table import MoveKind, kind, maybe_text, whole
from game.core.state import Pending
from game.core.words import plural, verb
from game.games.dune.common import Bind, Ctx, err, made, wrong_step
from game.games.dune.common import who as _who
from game.games.dune.state import BIDDING, DWARVES, ELVES, GOBLINS, DuneState, is_ace, is_artifact

BID, PAY = "bid", "pay_bid"  # the two kinds of pending decision


# -- shared helpers -------------------------------------------------------------------------


def hand_size(state: DuneState, seat: int) -> int:
    """R25: only artifact-deck cards (2–6, Aces) count toward the hand limit."""
    return sum(1 for card in state.players[seat].hand.cards if is_artifact(card))


def hand_limit(ctx: Ctx, seat: int) -> int:
    return ctx.data.factions[seat].hand_limit


def hand_full(ctx: Ctx, seat: int) -> str:
    return f"Your hand is full ({plural(hand_limit(ctx, seat), 'artifact')})."


def has_room(state: DuneState, ctx: Ctx, seat: int) -> bool:
    return hand_size(state, seat) < hand_limit(ctx, seat)


def draw_artifact(state: DuneState) -> str | None:
    """The top artifact card; an empty deck is rebuilt from the discard (R26). None: no
    card is left anywhere."""
    if not state.artifact_deck.cards and state.artifact_discard.cards:
        n = len(state.artifact_discard.cards)
        state.artifact_deck.cards = state.artifact_discard.cards
        state.artifact_discard.cards = []
        state.rng.shuffle(state.artifact_deck.cards)
        shuffled = f"the {plural(n, 'discarded artifact')} {verb(n, 'is', 'are')} shuffled"
        state.say(f"The artifact deck is empty: {shuffled} into it.")
    if not state.artifact_deck.cards:
        return None
    return state.artifact_deck.cards.pop()


# -- the round ------------------------------------------------------------------------------


def work(state: DuneState) -> dict[str, Any]:
    entry: dict[str, Any] = state.work.setdefault(BIDDING, {})
    return entry


def begin(state: DuneState, ctx: Ctx) -> None:
    """Step 1: N = the players below their hand limit now (R25)."""
    room = [s for s in state.order_from(state.emperor) if has_room(state, ctx, s)]
    w = work(state)
    w.update({"total": len(room), "left": len(room), "number": 0})
    if not room:
        state.say("Every hand is full: no artifact is auctioned.")
        finish(state)
        return
    names = ", ".join(state.faction_name(s) for s in room)
    cards = plural(len(room), "artifact")
    state.say(f"Bidding: {cards} will be auctioned (room in hand: {names}).")
    next_card(state, ctx)


def next_card(state: DuneState, ctx: Ctx) -> None:
    """Steps 2–3: draw a card, show it to the Elves, and ask the first bidder."""
    w = work(state)
    if w["left"] <= 0:
        finish(state)
        return
    eligible = [s for s in state.order_from(state.emperor) if has_room(state, ctx, s)]
    if not eligible:
        state.say("Nobody has room for another artifact.")
        finish(state)
        return
    card = draw_artifact(state)
    if card is None:
        state.say("No artifact cards are left to auction.")  # R26
        finish(state)
        return
    state.auction.cards = [card]
    w["left"] -= 1
    w["number"] += 1
    w.update({"high": 0, "bidder": None, "passed": [], "eligible": eligible, "stage": BID})
    w["current"] = eligible[0]
    state.say(f"Artifact {w['number']} of {w['total']} is up for auction; only the Elves see it.")
    state.say(f"Up for auction: {card}.", seat=ELVES)
    ask_bid(state)


def min_bid(state: DuneState) -> int:
    """R24: at least 1, strictly above the high bid."""
    high: int = work(state)["high"]
    return high + 1


def ask_bid(state: DuneState) -> None:
    w = work(state)
    seat: int = w["current"]
    if w["bidder"] is None:
        prompt = "Open the bidding (at least 1 gold) or pass."
    else:
        prompt = (
            f"{state.name(w['bidder'])} bids {w['high']}: bid at least {w['high'] + 1} or pass."
        )
    state.pending = Pending(
        BID, (seat,), prompt=prompt, min=min_bid(state), max=state.players[seat].gold
    )


def kinds(on: Bind) -> list[MoveKind[DuneState]]:
    """The Bidding round's moves (R24–R26, R41): bid or pass on the card up for auction;
    the winner pays in gold or with an Ace."""
    return [
        kind(
            "place_bid",
            whole("amount"),
            phases={BIDDING},
            reason=on(bid_reason),
            apply=on(do_bid),
            moves=on.lists(BID, bid_moves),
        ),
        kind("pass_bid", phases={BIDDING}, reason=on(bid_reason), apply=on(do_bid)),
        kind(
            "pay_bid",
            maybe_text("card"),
            phases={BIDDING},
            reason=on(pay_reason),
            apply=on(pay),
            moves=on.lists(PAY, pay_moves),
        ),
    ]


def bid_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Every bid `seat`'s gold covers, then passing (listed here)."""
    low, gold = min_bid(state), state.players[seat].gold
    return list(
        ctx.memo.get(
            ("bids", seat, low, gold),
            lambda: (
                *(made(ctx, seat, "place_bid", amount=a) for a in range(low, gold + 1)),
                made(ctx, seat, "pass_bid"),
            ),
        )
    )


def pay_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Paying in gold, then with each Ace (R41)."""
    aces = [c for c in state.players[seat].hand.cards if is_ace(c)]
    return [made(ctx, seat, "pay_bid", card=None)] + [
        made(ctx, seat, "pay_bid", card=card) for card in aces
    ]


def bid_reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    """§8: the round's step, then the hand limit (E_HAND_FULL replaces the generic turn
    check), passing, the turn, the amount, and gold last."""
    w = work(state)
    if w.get("stage") != BID:
        return wrong_step()
    seat = move.seat
    if move.kind == "place_bid" and not has_room(state, ctx, seat):
        return err("E_HAND_FULL", hand_full(ctx, seat))
    if seat in w["passed"]:
        return err("E_ALREADY_PASSED", "You passed on this card.")
    if seat != w["current"]:
        return err("E_NOT_YOUR_TURN", f"It is {state.name(w['current'])}'s decision now.")
    if move.kind == "pass_bid":
        return None
    amount = move.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < min_bid(state):
        return err("E_BID_TOO_LOW", f"Bid at least {min_bid(state)}.")
    gold = state.players[seat].gold
    if amount > gold:  # R24: even when meaning to pay with an Ace
        return err("E_BID_OVER_GOLD", f"You cannot bid more than your {gold} gold.")
    return None


def pay_reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    w = work(state)
    if w.get("stage") != PAY:
        return wrong_step()
    if move.seat != w["bidder"]:
        return err("E_NOT_YOUR_TURN", f"It is {state.name(w['bidder'])}'s decision now.")
    card = move.get("card")
    if card is None:
        gold, cost = state.players[move.seat].gold, w["high"]
        if gold < cost:
            return err("E_NOT_ENOUGH_GOLD", f"That costs {cost} gold; you have {gold}.")
        return None
    if not isinstance(card, str) or card not in state.players[move.seat].hand.cards:
        return err("E_NOT_IN_HAND", f"You do not hold {card}.")
    if not is_ace(card):
        return err("E_NOT_ACE", "That power needs an Ace.")
    return None


def do_bid(state: DuneState, ctx: Ctx, move: Move) -> None:
    """A bid raises the high bid; a pass leaves this card for good (R24)."""
    w = work(state)
    seat = move.seat
    if move.kind == "place_bid":
        w["high"], w["bidder"] = int(move["amount"]), seat
        state.say(f"{_who(state, seat)} bids {w['high']} gold.")
    else:
        w["passed"].append(seat)
        state.say(f"{_who(state, seat)} passes.")
    next_bidder(state, ctx)


def next_bidder(state: DuneState, ctx: Ctx) -> None:
    """Skip ineligible and passed players; the bid is won when only the bidder is left."""
    w = work(state)
    waiting = [
        s
        for s in state.order_from((w["current"] + 1) % 4)
        if s in w["eligible"] and s not in w["passed"]
    ]
    if not waiting:
        unsold(state, ctx)
        return
    if waiting[0] == w["bidder"]:
        w["stage"] = PAY
        seat: int = w["bidder"]
        state.say(f"{_who(state, seat)} wins the auction with {w['high']} gold.")
        aces = tuple(c for c in state.players[seat].hand.cards if is_ace(c))
        state.pending = Pending(
            PAY,
            (seat,),
            prompt=f"Pay {w['high']} gold, or discard an Ace to pay nothing.",
            choices=aces,
            private_to=(seat,),
        )
        return
    w["current"] = waiting[0]
    ask_bid(state)


def unsold(state: DuneState, ctx: Ctx) -> None:
    """R24: nobody bid; the card goes under the deck (or ends the round, [option])."""
    card = state.auction.cards.pop()
    state.artifact_deck.cards.insert(0, card)
    state.say("Nobody bids: the card goes to the bottom of the artifact deck.")
    if state.options["unsold_ends_bidding"]:
        state.say("An unsold card ends the Bidding round.")
        finish(state)
        return
    next_card(state, ctx)


def pay(state: DuneState, ctx: Ctx, move: Move) -> None:
    """Step 4: gold to the Dwarves (theirs to the bank), or an Ace for nothing (R41)."""
    w = work(state)
    seat, cost = move.seat, int(w["high"])
    winner = state.players[seat]
    card = move.get("card")
    if card is not None:
        winner.hand.cards.remove(card)
        state.artifact_discard.cards.append(card)
        state.say(f"{_who(state, seat)} discards {card} and pays nothing.")
    elif seat == DWARVES:
        winner.gold -= cost
        state.say(f"The Dwarves pay {cost} gold to the bank ({winner.gold} left).")
    elif not ctx.data.has(DWARVES, "artifact_bank"):  # nobody is paid for artifacts
        winner.gold -= cost
        state.say(f"{_who(state, seat)} pays {cost} gold to the bank ({winner.gold} left).")
    else:
        winner.gold -= cost
        state.players[DWARVES].gold += cost
        state.say(
            f"{_who(state, seat)} pays {cost} gold to the Dwarves "
            f"({winner.gold} left; the Dwarves have {state.players[DWARVES].gold})."
        )
    won = state.auction.cards.pop()
    winner.hand.cards.append(won)
    state.say(f"You take {won}.", seat=seat)
    if seat == GOBLINS and ctx.data.has(GOBLINS, "auction_bonus_card"):
        goblin_bonus(state, ctx)
    next_card(state, ctx)


def goblin_bonus(state: DuneState, ctx: Ctx) -> None:
    """The Goblins' bonus card: free, unseen by the Elves, if they still have room."""
    if not has_room(state, ctx, GOBLINS):
        state.say("The Goblins' hand is full: no bonus card.")
        return
    card = draw_artifact(state)
    if card is None:
        state.say("No artifact card is left for the Goblins' bonus.")
        return
    state.players[GOBLINS].hand.cards.append(card)
    state.say("The Goblins draw a free bonus card, unseen by the Elves.")
    state.say(f"Your bonus card: {card}.", seat=GOBLINS)


def finish(state: DuneState) -> None:
    work(state)["stage"] = "done"
    state.say("The Bidding round ends.")
    state.pending = None
