"""The DML ruleset: the kernel's gates in DML's words (§7 steps 1–4), each move kind's
own reasons in §7's order, what a legal move does, the legal moves, and the gestures
a table turns into moves.

Move kinds and their arguments (cards by id, `7S`, `10H`, `JK1`; zones by id):

    roll_initiative()                 choose_start_pile(pile)
    play_emblem(card)                 play_character_power(card)       pass_power()
    thief_take(from_seat)             thief_give(card, to_seat)        tithe_give(card)
    confiscate(market, card)          archduchess_take(stock)          heiress_take(take)
    add_to_declaration(card)          add_bid(card)                    declare_acquisition()
    black_market_attempt(market, bids) skip_action()
    seize_bid(card)                   seize_pass()
    bid_primary(cards)                bid_secondary(cards)             forfeit_bid()
    roll()                            reroll_dabo()                    keep_roll()

§7's `declare_acquisition(target, cards, bids)` is put together one card at a time
(`add_to_declaration`, `add_bid`) and then declared, with the same rejections: a
single move naming every subset of a Stock and of the Treasury could not be listed.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from itertools import combinations
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move, MoveMemo
from game.core.rules_base import Rules
from game.core.words import plural
from game.games.dml import flow, market, ops, powers, standing
from game.games.dml.cards import SUITS, Catalog, default_catalog
from game.games.dml.options import OPTIONS
from game.games.dml.state import (
    ARCHDUCHESS,
    BID,
    CONFISCATE,
    DABO,
    HEIRESS,
    INITIATIVE,
    MARKET,
    POWER,
    ROLL,
    SEIZE,
    START_PILE,
    THIEF,
    TITHE,
    DmlState,
)

MAX_SEATS = 4
STR, INT, TUPLE, BOOL = (str,), (int,), (tuple,), (bool,)

SCHEMA: dict[str, tuple[tuple[str, tuple[type, ...]], ...]] = {
    "roll_initiative": (),
    "choose_start_pile": (("pile", INT),),
    "play_emblem": (("card", STR),),
    "play_character_power": (("card", STR),),
    "pass_power": (),
    "thief_take": (("from_seat", INT),),
    "thief_give": (("card", STR), ("to_seat", INT)),
    "tithe_give": (("card", STR),),
    "confiscate": (("card", STR), ("market", STR)),
    "archduchess_take": (("stock", STR),),
    "heiress_take": (("take", BOOL),),
    "add_to_declaration": (("card", STR),),
    "add_bid": (("card", STR),),
    "declare_acquisition": (),
    "black_market_attempt": (("bids", TUPLE), ("market", STR)),
    "skip_action": (),
    "seize_bid": (("card", (str, tuple)),),
    "seize_pass": (),
    "bid_primary": (("cards", TUPLE),),
    "bid_secondary": (("cards", TUPLE),),
    "forfeit_bid": (),
    "roll": (),
    "reroll_dabo": (),
    "keep_roll": (),
}

KINDS_OF: dict[str, frozenset[str]] = {
    INITIATIVE: frozenset({"roll_initiative"}),
    DABO: frozenset({"reroll_dabo", "keep_roll"}),
    START_PILE: frozenset({"choose_start_pile"}),
    POWER: frozenset({"play_emblem", "play_character_power", "pass_power"}),
    THIEF: frozenset({"thief_take", "thief_give"}),
    TITHE: frozenset({"tithe_give"}),
    CONFISCATE: frozenset({"confiscate"}),
    ARCHDUCHESS: frozenset({"archduchess_take"}),
    HEIRESS: frozenset({"heiress_take"}),
    MARKET: frozenset(
        {
            "add_to_declaration",
            "add_bid",
            "declare_acquisition",
            "black_market_attempt",
            "skip_action",
        }
    ),
    SEIZE: frozenset({"seize_bid", "seize_pass"}),
    BID: frozenset({"bid_primary", "bid_secondary", "forfeit_bid"}),
    ROLL: frozenset({"roll"}),
}

VERB = {
    "roll_initiative": "roll for the Initiative Badge",
    "choose_start_pile": "take a starting pile",
    "play_emblem": "play an Emblem",
    "play_character_power": "play an Ultimate Power",
    "pass_power": "pass on Powers",
    "thief_take": "use the Thief",
    "thief_give": "use the Thief",
    "tithe_give": "give a tithe",
    "confiscate": "confiscate",
    "archduchess_take": "take a Stock",
    "heiress_take": "take an Egg",
    "add_to_declaration": "declare",
    "add_bid": "bid",
    "declare_acquisition": "declare",
    "black_market_attempt": "try a Black Market",
    "skip_action": "skip an action",
    "seize_bid": "seize",
    "seize_pass": "pass on seizing",
    "bid_primary": "bid",
    "bid_secondary": "bid",
    "forfeit_bid": "forfeit",
    "roll": "roll",
    "reroll_dabo": "re-roll",
    "keep_roll": "keep a roll",
}

WAITING = {
    INITIATIVE: "the roll-off for the Initiative Badge is on",
    DABO: "a Dabo! is waiting to be re-rolled or kept",
    START_PILE: "the starting piles are being taken",
    POWER: "the Character Power Phase is taking cards",
    THIEF: "the Thief is resolving",
    TITHE: "the Tithe Embezzler is collecting",
    CONFISCATE: "the Supreme Confiscator is searching",
    ARCHDUCHESS: "the Archduchess of Avarice is choosing a Stock",
    HEIRESS: "the Pampered Heiress is choosing",
    MARKET: "the Market Phase is waiting for an action",
    SEIZE: "the table is choosing Seize Attempts",
    BID: "the bidding loop is on",
    ROLL: "the dice are waiting to be rolled",
}

WHAT = {
    INITIATIVE: "roll for the Initiative Badge",
    DABO: "re-roll their Dabo! or keep it",
    START_PILE: "take a starting pile",
    POWER: "play Powers or Emblems, or pass",
    THIEF: "use the Thief",
    TITHE: "give a tithe",
    CONFISCATE: "search a Black Market",
    ARCHDUCHESS: "name a Stock",
    HEIRESS: "take an Egg or not",
    MARKET: "use a Market action",
    SEIZE: "seize or pass",
    BID: "bid or forfeit",
    ROLL: "roll the dice",
}

POWER_KINDS = frozenset({"play_emblem", "play_character_power", "pass_power"})
BID_KINDS = frozenset({"bid_primary", "bid_secondary", "forfeit_bid"})


GIVE_NOTHING = frozenset(
    ("pass_power", "play_emblem", "play_character_power", "add_to_declaration", "add_bid")
)
"""Moves that put no card into any Treasury (the steps they start are checked)."""


def _err(code: str, message: str) -> IllegalMove:
    return IllegalMove(f"dml/{code}", message)


class DmlRules(Rules[DmlState]):
    """The kernel's gates in DML's words, and its own reasons (§7)."""

    name = "dml"
    title = "Dragon's Money Laundering"
    min_seats = 3  # R1, R2
    max_seats = MAX_SEATS
    options = OPTIONS

    def __init__(self, catalog: Catalog | None = None) -> None:
        super().__init__()
        self.cat = catalog or default_catalog()
        self._memo = MoveMemo()
        self._why: dict[str, Callable[[DmlState, Move], IllegalMove | None]] = {
            "choose_start_pile": self._why_not_pile,
            "play_emblem": self._why_not_emblem,
            "play_character_power": self._why_not_power,
            "thief_take": self._why_not_thief_take,
            "thief_give": self._why_not_thief_give,
            "tithe_give": self._why_not_tithe,
            "confiscate": self._why_not_confiscate,
            "archduchess_take": self._why_not_archduchess,
            "add_to_declaration": self._why_not_add,
            "add_bid": self._why_not_add_bid,
            "declare_acquisition": self._why_not_declare,
            "black_market_attempt": self._why_not_black_market,
            "seize_bid": self._why_not_seize,
            "bid_primary": self._why_not_primary,
            "bid_secondary": self._why_not_secondary,
        }

    # -- the game ------------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> DmlState:
        return flow.new_state(self.cat, seats, seed, options)

    def new_game(self, seats: Sequence[str], seed: int, options: Any = None) -> DmlState:
        if not self.min_seats <= len(seats) <= self.max_seats:  # R1, R2
            raise _err("player-count", "DML needs 3 or 4 players; 2-player mode is not supported.")
        return super().new_game(seats, seed, options)

    def perform(self, state: DmlState, move: Move) -> None:
        cat, seat, kind = self.cat, move.seat, move.kind
        # The commonest moves first: a Power chance passed, a card declared, a skip.
        if kind == "pass_power":
            powers.pass_chance(cat, state, seat)
        elif kind == "roll_initiative":
            flow.roll_initiative(cat, state, seat)
        elif kind == "choose_start_pile":
            flow.choose_start_pile(cat, state, seat, move["pile"])
        elif kind == "play_emblem":
            powers.play(cat, state, seat, move["card"], "emblem")
        elif kind == "play_character_power":
            powers.play(cat, state, seat, move["card"], "power")
        elif kind == "thief_take":
            powers.thief_take(cat, state, seat, move["from_seat"])
        elif kind == "thief_give":
            powers.thief_give(cat, state, seat, move["card"], move["to_seat"])
        elif kind == "tithe_give":
            powers.tithe_give(cat, state, seat, move["card"])
        elif kind == "confiscate":
            powers.confiscate(cat, state, seat, move["market"], move["card"])
        elif kind == "archduchess_take":
            powers.archduchess_take(cat, state, seat, move["stock"][6:])
        elif kind == "heiress_take":
            powers.heiress_take(cat, state, seat, move["take"])
        elif kind == "add_to_declaration":
            card = move["card"]
            zone = self._declarable_zone(state, card)
            assert zone is not None
            market.add_to_declaration(cat, state, seat, card, zone)
        elif kind == "add_bid":
            market.add_bid(cat, state, seat, move["card"])
        elif kind == "declare_acquisition":
            market.declare(cat, state, seat)
        elif kind == "black_market_attempt":
            market.black_market_attempt(cat, state, seat, move["market"])
        elif kind == "skip_action":
            market.skip(cat, state, seat)
        elif kind == "seize_bid":
            market.seize(cat, state, seat, move["card"])
        elif kind == "seize_pass":
            market.seize(cat, state, seat, None)
        elif kind == "bid_primary":
            market.bid_primary(cat, state, seat, move["cards"])
        elif kind == "bid_secondary":
            market.bid_secondary(cat, state, seat, move["cards"])
        elif kind == "forfeit_bid":
            market.forfeit(cat, state, seat)
        elif kind in ("roll", "reroll_dabo"):
            if state.dice is not None and state.dice.purpose == "initiative":
                flow.roll_initiative(cat, state, seat)
            else:
                dice = market.roll(cat, state, seat)
                if not ops.is_dabo(dice):
                    self._after_roll(state)
        else:  # keep_roll
            held = state.dice
            assert held is not None
            if held.purpose == "initiative":
                flow.initiative_result(cat, state, seat, held.dice)
            else:
                state.say(f"{state.name(seat)} keeps the Dabo!")
                self._after_roll(state)
        flow.run(cat, state, kind not in GIVE_NOTHING)

    def _after_roll(self, state: DmlState) -> None:
        dice = state.dice
        assert dice is not None
        state.pending = None
        if dice.purpose == "acquisition":
            market.resolve(self.cat, state)
        elif dice.purpose == "black_market":
            market.black_market_result(self.cat, state)
        else:
            powers.thief_result(self.cat, state)

    def scores(self, state: DmlState) -> list[tuple[str, str]]:
        return standing.scores(self.cat, state)

    def canonical(self, move: Move) -> Hashable:
        """A bid is its set of cards, in any order."""
        if move.kind in ("bid_primary", "bid_secondary"):
            cards = move.get("cards")
            if isinstance(cards, tuple) and all(isinstance(c, str) for c in cards):
                return (move.seat, move.kind, tuple(sorted(cards)))
        return move

    # -- helpers for a table (live feedback while dragging) -----------------------------------

    def target_value(
        self,
        state: DmlState,
        seat: int,
        origin: str,
        cards: Sequence[str],
        bids: Sequence[str] = (),
    ) -> int:
        """The Target Value `seat` would face acquiring `cards` from `origin` with these
        Primary bids, plus the seizer's net bids if an attempt is under way (§3.6)."""
        net = state.acq.net if state.acq is not None else 0
        return market.target_value(self.cat, state, seat, origin, cards, bids, net)

    def reached(self, target: int, dice: tuple[int, int]) -> bool:
        return market.reached(target, dice)

    def stocks_for(self, card: str) -> tuple[str, ...]:
        """The Stocks a Treasury card may be bid on: as Primary, then as Secondary."""
        return market.stocks_for(self.cat, card)

    # -- the gates in DML's words (§7) ----------------------------------------------------------

    def malformed(self, move: Move) -> IllegalMove | None:
        problem = self._malformed(move)
        return _err("malformed", problem) if problem else None

    def _malformed(self, move: Move) -> str | None:
        schema = SCHEMA.get(move.kind)
        if schema is None:
            return f"DML has no move called {move.kind!r}."
        if not 0 <= move.seat < MAX_SEATS:
            return f"There is no seat {move.seat} in DML."
        names = [name for name, _ in schema]
        if [k for k, _ in move.args] != names:
            wanted = ", ".join(names) or "no arguments"
            got = ", ".join(k for k, _ in move.args) or "none"
            return f"{move.kind} takes {wanted}; got {got}."
        for name, types in schema:
            value = move[name]
            if types != BOOL and isinstance(value, bool):
                return f"{move.kind}'s {name} should be {types[0].__name__}, not {value!r}."
            if not isinstance(value, types):
                return f"{move.kind}'s {name} should be {types[0].__name__}, not {value!r}."
            if isinstance(value, tuple):
                if not all(isinstance(c, str) for c in value):
                    return f"{move.kind} lists cards by their ids (7S, 10H…)."
                if len(set(value)) != len(value):
                    return f"{move.kind} names a card twice."
        return None

    def game_over(self, state: DmlState) -> IllegalMove:
        return _err("game-over", "The game is over.")

    def first_reason(self, state: DmlState, move: Move) -> IllegalMove | None:
        """§7 steps 2 and 3: the move's kind against the pending decision, then roles."""
        pending, kind = state.pending, move.kind
        if pending is None:
            return _err("wrong-step", f"You can't {VERB[kind]} now.")
        if kind not in KINDS_OF[pending.kind]:
            if kind in POWER_KINDS and state.resolving:  # R28
                return _err("stack-resolving", "No cards may be played while the Stack resolves.")
            if kind in ("reroll_dabo", "keep_roll"):
                return self._no_dabo(state)
            return _err("wrong-step", f"You can't {VERB[kind]} now: {WAITING[pending.kind]}.")
        acq = state.acq
        if pending.kind == SEIZE and move.seat == state.active:
            return _err("own-attempt", "You can't seize your own Acquisition Attempt.")
        if pending.kind == BID and acq is not None:
            bidders = (state.active, acq.seizer)
            if move.seat in bidders and move.seat not in pending.seats:
                who = state.name(pending.seats[0])
                return _err("not-your-bid-turn", f"It is {who}'s turn to bid or forfeit.")
            if kind == "bid_secondary" and move.seat == acq.seizer:
                return _err(
                    "secondary-active-only",
                    "Only the Active Player plays Secondary cards; a seizer bids Primary cards.",
                )
        return None

    def _no_dabo(self, state: DmlState) -> IllegalMove:
        a, b = state.last_dice
        if (a, b) == (6, 6):
            return _err("no-reroll-woot", "Woot! Woot! (6 and 6) is never re-rolled (R39).")
        if (a, b) == (1, 1):
            return _err("no-reroll-wyvern", "Wyvern Eyes (1 and 1) is never re-rolled (R39).")
        if a == 0:
            return _err("no-dabo", "Only doubles 2–5 can be re-rolled; no dice are showing.")
        return _err("no-dabo", f"Only doubles 2–5 can be re-rolled; you rolled {a} and {b}.")

    def not_yours(self, state: DmlState, move: Move) -> IllegalMove:
        pending = state.pending
        assert pending is not None
        who = state.name(pending.seats[0])
        return _err("not-your-decision", f"Waiting for {who} to {WHAT[pending.kind]}.")

    def own_reason(self, state: DmlState, move: Move) -> IllegalMove | None:
        why = self._why.get(move.kind)
        return why(state, move) if why is not None else None

    # -- each move's own reasons, in §7's order ------------------------------------------------

    def _label(self, card: Any) -> str:
        return self.cat.label(card) if card in self.cat.rank_of else repr(card)

    def _why_not_pile(self, state: DmlState, move: Move) -> IllegalMove | None:
        i = move["pile"]
        if not 0 <= i < len(state.piles):
            n = len(state.piles)
            return _err("no-such-pile", f"There is no such starting pile; choose 1 to {n}.")
        if not state.piles[i].cards:
            return _err("pile-taken", f"Starting pile {i + 1} is already taken.")
        return None

    def _not_in_treasury(self, card: Any) -> IllegalMove:
        return _err("not-in-treasury", f"{self._label(card)} is not in your Treasury.")

    def _why_not_emblem(self, state: DmlState, move: Move) -> IllegalMove | None:
        card = move["card"]
        if card not in state.players[move.seat].treasury.cards:
            return self._not_in_treasury(card)
        if ops.is_joker(card):
            return _err("joker-not-emblem", "A Joker is never an Emblem.")
        if self.cat.rank_of[card] not in ("10", "J", "Q"):
            return _err("not-a-court-card", f"{self._label(card)} is not a Jack, Queen or 10.")
        return None

    def _why_not_power(self, state: DmlState, move: Move) -> IllegalMove | None:
        card, seat = move["card"], move.seat
        if self.cat.rank_of.get(card) not in ("J", "Q", "JK"):
            return _err("not-a-character", f"{self._label(card)} has no Ultimate Power.")
        p = state.players[seat]
        if card not in p.treasury.cards and (ops.is_joker(card) or card not in p.court.cards):
            return _err("not-yours", f"{self._label(card)} is not in your Treasury or Court.")
        if ops.affected(state, seat, "decadence"):  # R55
            held = len(p.treasury.cards)
            v = state.event_value
            hold = f"you hold {plural(held, 'card')}" if held >= v else f"you held {v} or more"
            return _err(
                "decadence-no-powers",
                f"{ops.event_name(state)}: {hold}, so you can't play Ultimate Powers this Round.",
            )
        return None

    def _opponent(self, state: DmlState, seat: int, other: int) -> IllegalMove | None:
        if other == seat or not 0 <= other < state.n:
            return _err("not-an-opponent", f"Seat {other} is not one of your opponents.")
        return None

    def _why_not_thief_take(self, state: DmlState, move: Move) -> IllegalMove | None:
        victim = move["from_seat"]
        problem = self._opponent(state, move.seat, victim)
        if problem is not None:
            return problem
        if not state.players[victim].treasury.cards:
            return _err("empty-treasury", f"{state.name(victim)}'s Treasury is empty.")
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
            return _err("no-such-black-market", f"There is no Black Market {move['market']!r}.")
        if move["card"] not in zone.cards:
            label = f"BM{zone.id[3:]}"
            return _err("not-in-black-market", f"{self._label(move['card'])} is not in {label}.")
        return None

    def _why_not_archduchess(self, state: DmlState, move: Move) -> IllegalMove | None:
        stock = move["stock"]
        if stock not in [z.id for z in state.stocks]:
            return _err(
                "no-such-stock",
                f"{stock!r} is not a Stock; name stock:H, stock:D, stock:S or stock:C (R33).",
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
            return _err(
                "black-market-slot",
                "This is your Black Market Action: try a Black Market or skip it.",
            )
        return None

    def _why_not_add(self, state: DmlState, move: Move) -> IllegalMove | None:
        card, seat, cat = move["card"], move.seat, self.cat
        acq = state.acq
        slot = self._black_market_slot(state)
        if slot is not None:
            return slot
        if card in state.target.cards:
            return _err("already-declared", f"{self._label(card)} is already in your declaration.")
        origin = self._declarable_zone(state, card)
        if origin is None:
            if cat.rank_of.get(card) in ("J", "Q"):
                return _err(
                    "no-such-emblem", f"{self._label(card)} is not an Emblem in anyone's Court."
                )
            return _err("not-in-stock", f"{self._label(card)} is not in a Stock.")
        if acq is not None and acq.origin != origin:
            where = _origin_words(cat, state, acq.origin)
            return _err(
                "mixed-stocks",
                f"All declared cards must come from one Stock; you are buying {where}.",
            )
        if origin == "event" and state.event_kind != "grand_opening":
            return _err(
                "no-grand-opening",
                f"There is no Grand Opening this Round: {self._label(card)} is the Event.",
            )
        if origin == f"court:{seat}":
            return _err("own-emblem", f"You can't buy your own Emblem {self._label(card)}.")
        return None

    def _why_not_add_bid(self, state: DmlState, move: Move) -> IllegalMove | None:
        card, cat = move["card"], self.cat
        acq = state.acq
        slot = self._black_market_slot(state)
        if slot is not None:
            return slot
        if acq is None:
            return _err("no-target", "Choose the cards to buy first, then bid.")
        problem = self._primary_problem(state, acq.suit, card)
        if problem is not None:
            return problem
        if card not in state.players[move.seat].treasury.cards:
            return _err("bid-not-in-treasury", f"{self._label(card)} is not in your Treasury.")
        limit = ops.bid_limit_problem(cat, state, card)
        if limit is not None:
            return _err("event-bid-limit", limit + ".")
        return None

    def _primary_problem(self, state: DmlState, suit: str, card: Any) -> IllegalMove | None:
        cat = self.cat
        want = cat.primary(suit)
        head = f"{cat.suits[suit].resource} is bought with {cat.type_name(want)}"
        if card not in cat.rank_of:
            return _err("wrong-buying-resource", f"{head}; {card!r} is not a card.")
        if not cat.is_resource(card):  # R51
            return _err("wrong-buying-resource", f"{head}; {self._label(card)} is not a Resource.")
        if cat.suit_of[card] != want:
            got = cat.suits[cat.suit_of[card]].resource
            return _err("wrong-buying-resource", f"{head}; {self._label(card)} is {got}.")
        return None

    def _why_not_declare(self, state: DmlState, move: Move) -> IllegalMove | None:
        slot = self._black_market_slot(state)
        if slot is not None:
            return slot
        if state.acq is None or not state.target.cards:  # R50
            return _err("empty-declaration", "Choose at least one card to buy (R50).")
        tv = market.current_tv(self.cat, state)
        limit = market.tv_limit(self.cat)
        if tv > limit:  # R16
            want = self.cat.type_name(self.cat.primary(state.acq.suit))
            return _err(
                "target-over-12",
                f"Target Value {tv} exceeds {limit}: bid at least {tv - limit} more in {want}.",
            )
        return None

    def _why_not_black_market(self, state: DmlState, move: Move) -> IllegalMove | None:
        zone = state.market(move["market"])
        if zone is None:
            return _err("no-such-black-market", f"There is no Black Market {move['market']!r}.")
        if move["bids"]:
            target = self.cat.numbers["black_market_target"]
            return _err(
                "black-market-no-bids",
                f"A Black Market's Target Value is always {target}; no bids.",
            )
        return None

    def _why_not_seize(self, state: DmlState, move: Move) -> IllegalMove | None:
        seat, card = move.seat, move["card"]
        if ops.affected(state, seat, "crackdown"):
            held = len(state.players[seat].treasury.cards)
            return _err(
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
            return _err("one-seize-card", why)
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
                return _err(
                    "wrong-buying-resource", f"{head}; {self._label(card)} is not a Resource."
                )
            if cat.suit_of[card] != want_suit:
                got = cat.suits[cat.suit_of[card]].resource
                return _err("wrong-buying-resource", f"{head}; {self._label(card)} is {got}.")
        for card in cards:
            limit = ops.bid_limit_problem(cat, state, card)
            if limit is not None:
                return _err("event-bid-limit", limit + ".")
        if not cards:
            return _err("empty-bid", "Bid at least one card, or forfeit.")
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

    # -- legal moves ---------------------------------------------------------------------------

    def own_moves(self, state: DmlState, seat: int) -> list[Move]:
        pending = state.pending
        assert pending is not None
        kind = pending.kind
        if kind == MARKET:
            return self._market_moves(state, seat)
        if kind == POWER:
            return self._power_moves(state, seat)
        if kind == SEIZE:
            return self._seize_moves(state, seat)
        if kind == BID:
            return self._bid_moves(state, seat)
        memo = self._memo
        if kind == ROLL:
            return [memo.plain(seat, "roll")]
        if kind == DABO:
            return [memo.plain(seat, "reroll_dabo"), memo.plain(seat, "keep_roll")]
        if kind == INITIATIVE:
            return [memo.plain(seat, "roll_initiative")]
        if kind == START_PILE:
            return [
                Move(seat, "choose_start_pile", (("pile", i),))
                for i, pile in enumerate(state.piles)
                if pile.cards
            ]
        treasury = state.players[seat].treasury
        if kind == THIEF:
            moves = [
                Move(seat, "thief_take", (("from_seat", s),))
                for s in powers.thief_targets(state, seat)
            ]
            for card in treasury.cards:
                for s in state.order_from(seat)[1:]:
                    g = Gesture(card, treasury.id, f"treasury:{s}")
                    moves.append(Move(seat, "thief_give", (("card", card), ("to_seat", s)), g))
            return moves
        if kind == TITHE:
            to = f"treasury:{state.power_seat}"
            return [
                Move(seat, "tithe_give", (("card", c),), Gesture(c, treasury.id, to))
                for c in treasury.cards
            ]
        if kind == CONFISCATE:
            return [
                Move(
                    seat,
                    "confiscate",
                    (("card", c), ("market", z.id)),
                    Gesture(c, z.id, treasury.id),
                )
                for z in state.markets
                for c in z.cards
            ]
        if kind == ARCHDUCHESS:
            return [Move(seat, "archduchess_take", (("stock", z.id),)) for z in state.stocks]
        # HEIRESS
        return [
            Move(seat, "heiress_take", (("take", True),)),
            Move(seat, "heiress_take", (("take", False),)),
        ]

    def _power_moves(self, state: DmlState, seat: int) -> list[Move]:
        p, memo, rank_of = state.players[seat], self._memo, self.cat.rank_of
        treasury, court = p.treasury, p.court
        powers_ok = not ops.affected(state, seat, "decadence")  # R55
        emblems: list[Move] = []
        moves: list[Move] = []
        # One pass over the Treasury: 10s, Jacks and Queens are Emblems; Jacks, Queens
        # and Jokers Powers (powers.emblem_cards and powers.power_cards, in that order).
        for c in treasury.cards:
            rank = rank_of[c]
            if rank in powers.EMBLEM_RANKS:
                emblems.append(memo.card(seat, "play_emblem", c, treasury.id, court.id))
            if powers_ok and rank in powers.POWER_RANKS:
                moves.append(memo.card(seat, "play_character_power", c, treasury.id, "stack"))
        if powers_ok:
            for c in court.cards:
                if rank_of[c] in powers.COURT_POWER_RANKS:
                    moves.append(memo.card(seat, "play_character_power", c, court.id, "stack"))
        emblems += moves
        emblems.append(memo.plain(seat, "pass_power"))
        return emblems

    def _market_moves(self, state: DmlState, seat: int) -> list[Move]:
        cat, acq, memo = self.cat, state.acq, self._memo
        moves: list[Move] = []
        declare = "add_to_declaration"
        if state.slot == "market":
            if acq is None:
                for z in state.stocks:
                    for c in z.cards:
                        moves.append(memo.card(seat, declare, c, z.id, "acq:target"))
                if state.event_kind == "grand_opening" and state.event.cards:
                    c = state.event.cards[0]
                    moves.append(memo.card(seat, declare, c, "event", "acq:target"))
                for p in state.players:
                    if p.seat != seat:
                        for c in p.court.cards:
                            moves.append(memo.card(seat, declare, c, p.court.id, "acq:target"))
            else:
                if acq.origin.startswith("stock:"):
                    z = state.stock(acq.origin[6:])
                    for c in z.cards:
                        moves.append(memo.card(seat, declare, c, z.id, "acq:target"))
                want = cat.primary(acq.suit)
                treasury = state.players[seat].treasury
                for c in treasury.cards:
                    if (
                        cat.suit_of[c] == want
                        and cat.is_resource(c)
                        and ops.within_limit(cat, state, c)
                    ):
                        moves.append(memo.card(seat, "add_bid", c, treasury.id, "acq:bids"))
                if market.current_tv(cat, state) <= market.tv_limit(cat):
                    moves.append(memo.plain(seat, "declare_acquisition"))
        for z in state.markets:
            attempt = (("bids", ()), ("market", z.id))
            moves.append(memo.args(seat, "black_market_attempt", attempt))
        moves.append(memo.plain(seat, "skip_action"))
        return moves

    def _seize_moves(self, state: DmlState, seat: int) -> list[Move]:
        memo = self._memo
        moves = [memo.plain(seat, "seize_pass")]
        if not ops.affected(state, seat, "crackdown"):
            p = state.players[seat]
            for c in p.treasury.cards:
                moves.append(memo.card(seat, "seize_bid", c, p.treasury.id, p.seize.id))
        return moves

    def _bid_moves(self, state: DmlState, seat: int) -> list[Move]:
        cat, acq = self.cat, state.acq
        assert acq is not None
        treasury = state.players[seat].treasury
        moves: list[Move] = []

        def eligible(suit: str) -> list[str]:
            return [
                c
                for c in treasury.cards
                if cat.suit_of[c] == suit and cat.is_resource(c) and ops.within_limit(cat, state, c)
            ]

        is_active = seat == state.active
        kinds = [("bid_primary", cat.primary(acq.suit), "acq:bids" if is_active else "acq:seizer")]
        if is_active:
            kinds.append(("bid_secondary", cat.secondary(acq.suit), "acq:secondary"))
        for kind, suit, to in kinds:
            cards = sorted(eligible(suit))
            for size in range(1, len(cards) + 1):
                for combo in combinations(cards, size):
                    g = Gesture(combo[0], treasury.id, to) if size == 1 else None
                    moves.append(Move(seat, kind, (("cards", combo),), g))
        moves.append(Move(seat, "forfeit_bid"))
        return moves

    # -- gestures ------------------------------------------------------------------------------

    def move_for_gesture(self, state: DmlState, seat: int, gesture: Gesture) -> Move | None:
        """Stock, Event or Court card onto the acquisition area: declare it. Treasury card
        onto the acquisition area or a Stock: a bid (in the loop: Primary beside the
        target, Secondary onto the seizer's bids); onto a Black Market: an attempt (with
        a bid, refused); onto your Court: an Emblem; onto the Stack: a Power; onto your
        seize slot: a Seize Attempt; onto another Treasury: a tithe or the Thief's gift.
        A Court card onto the Stack: its Power. A Black Market card into your Treasury:
        the Confiscator's pick."""
        piece, src, dst = gesture.piece, gesture.from_zone, gesture.to_zone
        pending = state.pending
        kind = pending.kind if pending is not None else ""
        mine = f"treasury:{seat}"
        if dst == "acq:target" and src != mine:
            return Move.make(seat, "add_to_declaration", gesture, card=piece)
        if dst == "stack":
            return Move.make(seat, "play_character_power", gesture, card=piece)
        if src == mine:
            if dst == f"court:{seat}":
                return Move.make(seat, "play_emblem", gesture, card=piece)
            if dst.startswith("bm:"):
                return Move.make(seat, "black_market_attempt", gesture, market=dst, bids=(piece,))
            if dst == f"seize:{seat}" or (kind == SEIZE and dst in ("acq:target", "acq:bids")):
                return Move.make(seat, "seize_bid", gesture, card=piece)
            if dst.startswith("treasury:"):
                other = int(dst[9:]) if dst[9:].isdigit() else -1
                if kind == TITHE:
                    return Move.make(seat, "tithe_give", gesture, card=piece)
                return Move.make(seat, "thief_give", gesture, card=piece, to_seat=other)
            if kind == BID:
                if dst == "acq:seizer" or dst == "acq:secondary":
                    return Move.make(seat, "bid_secondary", gesture, cards=(piece,))
                return Move.make(seat, "bid_primary", gesture, cards=(piece,))
            if dst in ("acq:bids", "acq:target") or dst.startswith("stock:"):
                return Move.make(seat, "add_bid", gesture, card=piece)
        if src.startswith("bm:") and dst == mine:
            return Move.make(seat, "confiscate", gesture, market=src, card=piece)
        if src.startswith("stock:") and dst == mine and kind == ARCHDUCHESS:
            return Move.make(seat, "archduchess_take", gesture, stock=src)
        return None


def _origin_words(cat: Catalog, state: DmlState, origin: str) -> str:
    if origin.startswith("stock:"):
        return f"from the {cat.type_name(origin[6:])} Stock"
    if origin == "event":
        return "the Grand Opening card"
    return f"{state.name(int(origin[6:]))}'s Emblem"


__all__ = ["SUITS", "DmlRules"]
