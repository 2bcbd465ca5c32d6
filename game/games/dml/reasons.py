"""Each DML move's own reasons, in §7's order: why a move the gates let through is still
illegal, with the card and the numbers. `DmlRules` takes them from here; a move kind's
reason is named in its declaration (rules.py)."""

from __future__ import annotations

from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.words import plural
from game.games.dml import market, ops
from game.games.dml.cards import Catalog
from game.games.dml.state import DmlState


def err(code: str, message: str) -> IllegalMove:
    """A refusal with DML's code."""
    return IllegalMove(f"dml/{code}", message)


class DmlReasons:
    """The reasons of DML's move kinds (a part of `DmlRules`)."""

    cat: Catalog

    def _label(self, card: Any) -> str:
        return self.cat.label(card) if card in self.cat.rank_of else repr(card)

    def _why_not_pile(self, state: DmlState, move: Move) -> IllegalMove | None:
        i = move["pile"]
        if not 0 <= i < len(state.piles):
            n = len(state.piles)
            return err("no-such-pile", f"There is no such starting pile; choose 1 to {n}.")
        if not state.piles[i].cards:
            return err("pile-taken", f"Starting pile {i + 1} is already taken.")
        return None

    def _not_in_treasury(self, card: Any) -> IllegalMove:
        return err("not-in-treasury", f"{self._label(card)} is not in your Treasury.")

    def _why_not_emblem(self, state: DmlState, move: Move) -> IllegalMove | None:
        card = move["card"]
        if card not in state.players[move.seat].treasury.cards:
            return self._not_in_treasury(card)
        if ops.is_joker(card):
            return err("joker-not-emblem", "A Joker is never an Emblem.")
        if self.cat.rank_of[card] not in ("10", "J", "Q"):
            return err("not-a-court-card", f"{self._label(card)} is not a Jack, Queen or 10.")
        return None

    def _why_not_power(self, state: DmlState, move: Move) -> IllegalMove | None:
        card, seat = move["card"], move.seat
        if self.cat.rank_of.get(card) not in ("J", "Q", "JK"):
            return err("not-a-character", f"{self._label(card)} has no Ultimate Power.")
        p = state.players[seat]
        if card not in p.treasury.cards and (ops.is_joker(card) or card not in p.court.cards):
            return err("not-yours", f"{self._label(card)} is not in your Treasury or Court.")
        if ops.affected(state, seat, "decadence"):  # R55
            held = len(p.treasury.cards)
            v = state.event_value
            hold = f"you hold {plural(held, 'card')}" if held >= v else f"you held {v} or more"
            return err(
                "decadence-no-powers",
                f"{ops.event_name(state)}: {hold}, so you can't play Ultimate Powers this Round.",
            )
        return None

    def _opponent(self, state: DmlState, seat: int, other: int) -> IllegalMove | None:
        if other == seat or not 0 <= other < state.n:
            return err("not-an-opponent", f"Seat {other} is not one of your opponents.")
        return None

    def _why_not_thief_take(self, state: DmlState, move: Move) -> IllegalMove | None:
        victim = move["from_seat"]
        problem = self._opponent(state, move.seat, victim)
        if problem is not None:
            return problem
        if not state.players[victim].treasury.cards:
            return err("empty-treasury", f"{state.name(victim)}'s Treasury is empty.")
        return None

    def _why_not_thief_give(self, state: DmlState, move: Move) -> IllegalMove | None:
        problem = self._opponent(state, move.seat, move["to_seat"])
        if problem is not None:
            return problem
        if move["card"] not in state.players[move.seat].treasury.cards:
            return self._not_in_treasury(move["card"])
        return None

    def _why_not_tithe(self, state: DmlState, move: Move) -> IllegalMove | None:
        if move["card"] not in state.players[move.seat].treasury.cards:
            return self._not_in_treasury(move["card"])
        return None

    def _why_not_confiscate(self, state: DmlState, move: Move) -> IllegalMove | None:
        zone = state.market(move["market"])
        if zone is None:
            return err("no-such-black-market", f"There is no Black Market {move['market']!r}.")
        if move["card"] not in zone.cards:
            label = f"BM{zone.id[3:]}"
            return err("not-in-black-market", f"{self._label(move['card'])} is not in {label}.")
        return None

    def _why_not_archduchess(self, state: DmlState, move: Move) -> IllegalMove | None:
        stock = move["stock"]
        if stock not in [z.id for z in state.stocks]:
            return err(
                "no-such-stock",
                f"{stock!r} is not a Stock; name stock:H, stock:D, stock:S or stock:C.",
            )
        return None

    def _declarable_zone(self, state: DmlState, card: str) -> str | None:
        """Where a card that may be declared lies: a Stock, the Event zone, a Court."""
        for z in state.stocks:
            if card in z.cards:
                return z.id
        if card in state.event.cards:
            return "event"
        for p in state.players:
            if card in p.court.cards:
                return p.court.id
        return None

    def _black_market_slot(self, state: DmlState) -> IllegalMove | None:
        if state.slot != "market":  # §3.4: the Black Market slot buys from Black Markets only
            return err(
                "black-market-slot",
                "This is your Black Market Action: try a Black Market or skip it.",
            )
        return None

    def _why_not_add(self, state: DmlState, move: Move) -> IllegalMove | None:
        if state.slot != "market":
            return self._black_market_slot(state)
        card, seat, cat = move["card"], move.seat, self.cat
        acq = state.acq
        if card in state.target.cards:
            return err("already-declared", f"{self._label(card)} is already in your declaration.")
        origin = self._declarable_zone(state, card)
        if origin is None:
            if cat.rank_of.get(card) in ("J", "Q"):
                return err(
                    "no-such-emblem", f"{self._label(card)} is not an Emblem in anyone's Court."
                )
            return err("not-in-stock", f"{self._label(card)} is not in a Stock.")
        if acq is not None and acq.origin != origin:
            where = _origin_words(cat, state, acq.origin)
            return err(
                "mixed-stocks",
                f"All declared cards must come from one Stock; you are buying {where}.",
            )
        if acq is not None and origin.startswith("court:"):  # §3.5 step 1: exactly one
            where = _origin_words(cat, state, acq.origin)
            return err("one-emblem", f"An Emblem is bought alone; you are buying {where}.")
        if origin == "event" and state.event_kind != "grand_opening":
            return err(
                "no-grand-opening",
                f"There is no Grand Opening this Round: {self._label(card)} is the Event.",
            )
        if origin == f"court:{seat}":
            return err("own-emblem", f"You can't buy your own Emblem {self._label(card)}.")
        return None

    def _why_not_add_bid(self, state: DmlState, move: Move) -> IllegalMove | None:
        card, cat = move["card"], self.cat
        acq = state.acq
        slot = self._black_market_slot(state)
        if slot is not None:
            return slot
        if acq is None:
            return err("no-target", "Choose the cards to buy first, then bid.")
        problem = self._primary_problem(state, acq.suit, card)
        if problem is not None:
            return problem
        if card not in state.players[move.seat].treasury.cards:
            return err("bid-not-in-treasury", f"{self._label(card)} is not in your Treasury.")
        limit = ops.bid_limit_problem(cat, state, card)
        if limit is not None:
            return err("event-bid-limit", limit + ".")
        return None

    def _primary_problem(self, state: DmlState, suit: str, card: Any) -> IllegalMove | None:
        cat = self.cat
        want = cat.primary(suit)
        head = f"{cat.suits[suit].resource} is bought with {cat.type_name(want)}"
        if card not in cat.rank_of:
            return err("wrong-buying-resource", f"{head}; {card!r} is not a card.")
        if not cat.is_resource(card):  # R51
            return err("wrong-buying-resource", f"{head}; {self._label(card)} is not a Resource.")
        if cat.suit_of[card] != want:
            got = cat.suits[cat.suit_of[card]].resource
            return err("wrong-buying-resource", f"{head}; {self._label(card)} is {got}.")
        return None

    def _why_not_declare(self, state: DmlState, move: Move) -> IllegalMove | None:
        slot = self._black_market_slot(state)
        if slot is not None:
            return slot
        if state.acq is None or not state.target.cards:  # R50
            return err("empty-declaration", "Choose at least one card to buy.")
        tv = market.current_tv(self.cat, state)
        limit = market.tv_limit(self.cat)
        if tv > limit:  # R16
            want = self.cat.type_name(self.cat.primary(state.acq.suit))
            return err(
                "target-over-12",
                f"Target Value {tv} exceeds {limit}: bid at least {tv - limit} more in {want}.",
            )
        return None

    def _why_not_black_market(self, state: DmlState, move: Move) -> IllegalMove | None:
        zone = state.market(move["market"])
        if zone is None:
            return err("no-such-black-market", f"There is no Black Market {move['market']!r}.")
        if move["bids"]:
            target = self.cat.numbers["black_market_target"]
            return err(
                "black-market-no-bids",
                f"A Black Market's Target Value is always {target}; no bids.",
            )
        return None

    def _why_not_seize(self, state: DmlState, move: Move) -> IllegalMove | None:
        seat, card = move.seat, move["card"]
        if ops.affected(state, seat, "crackdown"):
            held = len(state.players[seat].treasury.cards)
            return err(
                "crackdown-no-seize",
                f"{ops.event_name(state)}: you hold {plural(held, 'card')}, so you can't seize.",
            )
        if isinstance(card, tuple):
            n = len(card)
            if n == 1:
                why = "A Seize Attempt is one face-down card, given alone, not in a list."
            elif n == 0:
                why = "A Seize Attempt is one face-down card; none was given."
            else:
                why = f"A Seize Attempt is exactly one face-down card, not {n}."
            return err("one-seize-card", why)
        if card not in state.players[seat].treasury.cards:
            return self._not_in_treasury(card)
        return None

    def _bid_problem(
        self, state: DmlState, move: Move, want_suit: str, head: str
    ) -> IllegalMove | None:
        cards: tuple[Any, ...] = move["cards"]
        cat = self.cat
        for card in cards:
            if card not in cat.rank_of or not cat.is_resource(card):
                return err(
                    "wrong-buying-resource", f"{head}; {self._label(card)} is not a Resource."
                )
            if cat.suit_of[card] != want_suit:
                got = cat.suits[cat.suit_of[card]].resource
                return err("wrong-buying-resource", f"{head}; {self._label(card)} is {got}.")
        for card in cards:
            limit = ops.bid_limit_problem(cat, state, card)
            if limit is not None:
                return err("event-bid-limit", limit + ".")
        if not cards:
            return err("empty-bid", "Bid at least one card, or forfeit.")
        treasury = state.players[move.seat].treasury.cards
        for card in cards:
            if card not in treasury:
                return self._not_in_treasury(card)
        return None

    def _why_not_primary(self, state: DmlState, move: Move) -> IllegalMove | None:
        acq = state.acq
        assert acq is not None
        want = self.cat.primary(acq.suit)
        head = f"{self.cat.suits[acq.suit].resource} is bought with {self.cat.type_name(want)}"
        return self._bid_problem(state, move, want, head)

    def _why_not_secondary(self, state: DmlState, move: Move) -> IllegalMove | None:
        acq = state.acq
        assert acq is not None
        want = self.cat.secondary(acq.suit)
        head = f"{self.cat.suits[acq.suit].resource}'s Secondary is {self.cat.type_name(want)}"
        return self._bid_problem(state, move, want, head)


def _origin_words(cat: Catalog, state: DmlState, origin: str) -> str:
    if origin.startswith("stock:"):
        return f"from the {cat.type_name(origin[6:])} Stock"
    if origin == "event":
        return "the Grand Opening card"
    return f"{state.name(int(origin[6:]))}'s Emblem"
