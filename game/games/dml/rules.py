"""The DML ruleset: its move table (§7: each move kind's arguments, the decision it
answers, its own reasons in §7's order, what it does and its legal moves), the
kernel's gates in DML's words (§7 steps 1–4), and the gestures a table turns into
moves.

Move kinds and their arguments (cards by id, `7S`, `10H`, `JK1`; zones by id):

    roll_initiative()                 choose_start_pile(pile)
    play_emblem(card)                 play_character_power(card)       pass_power()
    thief_take(from_seat)             thief_give(card, to_seat)        tithe_give(card)
    confiscate(market, card)          archduchess_take(stock)          heiress_take(take)
    add_to_declaration(card)          add_bid(card)                    declare_acquisition()
    black_market_attempt(market, bids=()) skip_action()
    seize_bid(card)                   seize_pass()
    bid_primary(cards)                bid_secondary(cards)             forfeit_bid()
    roll()                            reroll_dabo()                    keep_roll()

§7's `declare_acquisition(target, cards, bids)` is put together one card at a time
(`add_to_declaration`, `add_bid`) and then declared, with the same rejections: a
single move naming every subset of a Stock and of the Treasury could not be listed.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Sequence
from itertools import combinations
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.move_table import Arg, MoveKind, flag, kind, text, whole, words
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
CARD_IDS = "cards by their ids (7S, 10H…)"

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

BID_LIMITED = frozenset(("crackdown", "decadence"))
"""The Events whose bid limit `ops.within_limit` checks (R10); under any other, every
Resource may be bid."""

GIVE_NOTHING = frozenset(
    ("pass_power", "play_emblem", "play_character_power", "add_to_declaration", "add_bid")
)
"""Moves that put no card into any Treasury (the steps they start are checked)."""


class _CardOrCards(Arg):
    """A Seize Attempt's card: one card id, or a list of them (refused by its own
    reason, `one-seize-card`, §3.5 step 2.1); the wrong kind of value is named as
    "should be str", as §7's shape sentences always did."""

    __slots__ = ()

    def problem(self, kind: str, value: Any) -> str | None:
        if type(value) is not str and type(value) is not tuple:
            return f"{kind}'s {self.name} should be str, not {value!r}."
        return Arg.problem(self, kind, value)


SEIZE_CARD = _CardOrCards(
    "card", (str, tuple), items=str, items_words=CARD_IDS, distinct=True, one_item="a card"
)


class _SeatMoves:
    """One seat's moves that the hot listers look up by card instead of making them: each
    is made once, with the drag it answers, and kept in the rules' `memo` (made afresh
    if the memo lets it go). Every card of the catalog that can make a move has its
    entry; the declarations are made as their cards are first seen in a zone."""

    __slots__ = (
        "attempts",
        "bids",
        "chance",
        "court_power",
        "declare",
        "declares",
        "pass_power",
        "seat",
        "seize",
        "seize_pass",
        "skip",
    )

    def __init__(self, cat: Catalog, seat: int) -> None:
        self.seat = seat
        treasury, court = f"treasury:{seat}", f"court:{seat}"
        rank_of, cards = cat.rank_of, cat.card_ids()

        def drag(kind: str, card: str, src: str, dst: str) -> Move:
            return Move(seat, kind, (("card", card),), Gesture(card, src, dst))

        # a Treasury card's Emblem and Power, where it has either (§1.4, R14)
        self.chance = {
            c: (
                drag("play_emblem", c, treasury, court)
                if rank_of[c] in powers.EMBLEM_RANKS
                else None,
                drag("play_character_power", c, treasury, "stack")
                if rank_of[c] in powers.POWER_RANKS
                else None,
            )
            for c in cards
            if rank_of[c] in powers.EMBLEM_RANKS or rank_of[c] in powers.POWER_RANKS
        }
        self.court_power = {
            c: drag("play_character_power", c, court, "stack")
            for c in cards
            if rank_of[c] in powers.COURT_POWER_RANKS
        }
        self.pass_power = Move(seat, "pass_power")
        # Primary bids by the suit they are of: its Resources (R51, R52)
        self.bids = {
            suit: {
                c: drag("add_bid", c, treasury, "acq:bids")
                for c in cards
                if cat.suit_of[c] == suit and cat.is_resource(c)
            }
            for suit in cat.suits
        }
        # by the zone a declared card is dragged from (a Stock, the Event, a Court)
        self.declares: defaultdict[str, dict[str, Move]] = defaultdict(dict)
        self.attempts: dict[str, Move] = {}  # by Black Market
        self.declare = Move(seat, "declare_acquisition")
        self.skip = Move(seat, "skip_action")
        self.seize = {c: drag("seize_bid", c, treasury, f"seize:{seat}") for c in cards}
        self.seize_pass = Move(seat, "seize_pass")

    def declared(self, zone: str, cards: list[str]) -> list[Move]:
        """`add_to_declaration` of each of `cards`, dragged from `zone`."""
        made = self.declares[zone]
        return [made.get(c) or self.declaring(zone, c) for c in cards]

    def declaring(self, zone: str, card: str) -> Move:
        """`add_to_declaration` of `card`, dragged from `zone`: made once, kept."""
        gesture = Gesture(card, zone, "acq:target")
        made = self.declares[zone][card] = Move(
            self.seat, "add_to_declaration", (("card", card),), gesture
        )
        return made

    def attempt(self, market: str) -> Move:
        """`black_market_attempt` on `market`, without bids (§3.7)."""
        move = self.attempts.get(market)
        if move is None:
            args = (("bids", ()), ("market", market))
            move = self.attempts[market] = Move(self.seat, "black_market_attempt", args)
        return move


def _err(code: str, message: str) -> IllegalMove:
    return IllegalMove(f"dml/{code}", message)


class DmlRules(Rules[DmlState]):
    """DML's move table and the kernel's gates in its words (§7)."""

    name = "dml"
    title = "Dragon's Money Laundering"
    short_title = "DML"  # the shape gate's sentences: "DML has no move called …"
    min_seats = 3  # R1, R2
    max_seats = MAX_SEATS
    options = OPTIONS
    phase_first = True  # §7 step 2 (wrong-step) comes before the role checks and step 4

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.cat = catalog or default_catalog()
        super().__init__()

    def declare(self) -> Iterable[MoveKind[DmlState]]:
        """§7's moves: the decision each answers, why not, what it does, and its legal
        moves. Within a decision, the kinds are declared in the order their moves are
        listed (a Seize turn offers its pass first)."""
        cat = self.cat
        plain = self._plain
        return [
            # Setup (§3.1)
            kind(
                "roll_initiative",
                phases={INITIATIVE},
                apply=lambda st, m: flow.roll_initiative(cat, st, m.seat),
                moves=plain("roll_initiative"),
            ),
            kind(
                "choose_start_pile",
                whole("pile"),
                phases={START_PILE},
                reason=self._why_not_pile,
                apply=lambda st, m: flow.choose_start_pile(cat, st, m.seat, m["pile"]),
                moves=self._pile_moves,
            ),
            # The Character Power Phase (§3.3) and the Powers' decisions (§1.5)
            kind(
                "play_emblem",
                text("card"),
                phases={POWER},
                reason=self._why_not_emblem,
                apply=lambda st, m: powers.play(cat, st, m.seat, m["card"], "emblem"),
                # a chance's moves share one pass over the Treasury: one lister gives
                # them all (Emblems, Powers, then the pass); it runs at 4 positions in 10
                moves=self._chance_moves,
            ),
            kind(
                "play_character_power",
                text("card"),
                phases={POWER},
                reason=self._why_not_power,
                apply=lambda st, m: powers.play(cat, st, m.seat, m["card"], "power"),
                moves=None,  # listed with play_emblem
            ),
            kind(
                "pass_power",
                phases={POWER},
                apply=lambda st, m: powers.pass_chance(cat, st, m.seat),
                moves=None,  # listed with play_emblem
            ),
            kind(
                "thief_take",
                whole("from_seat"),
                phases={THIEF},
                reason=self._why_not_thief_take,
                apply=lambda st, m: powers.thief_take(cat, st, m.seat, m["from_seat"]),
                moves=self._thief_take_moves,
            ),
            kind(
                "thief_give",
                text("card"),
                whole("to_seat"),
                phases={THIEF},
                reason=self._why_not_thief_give,
                apply=lambda st, m: powers.thief_give(cat, st, m.seat, m["card"], m["to_seat"]),
                moves=self._thief_give_moves,
            ),
            kind(
                "tithe_give",
                text("card"),
                phases={TITHE},
                reason=self._why_not_tithe,
                apply=lambda st, m: powers.tithe_give(cat, st, m.seat, m["card"]),
                moves=self._tithe_moves,
            ),
            kind(
                "confiscate",
                text("card"),
                text("market"),
                phases={CONFISCATE},
                reason=self._why_not_confiscate,
                apply=lambda st, m: powers.confiscate(cat, st, m.seat, m["market"], m["card"]),
                moves=self._confiscate_moves,
            ),
            kind(
                "archduchess_take",
                text("stock"),
                phases={ARCHDUCHESS},
                reason=self._why_not_archduchess,
                apply=lambda st, m: powers.archduchess_take(cat, st, m.seat, m["stock"][6:]),
                moves=self._archduchess_moves,
            ),
            kind(
                "heiress_take",
                flag("take"),
                phases={HEIRESS},
                apply=lambda st, m: powers.heiress_take(cat, st, m.seat, m["take"]),
                moves=self._heiress_moves,
            ),
            # The Market Phase (§3.4, §3.5 step 1, §3.7)
            kind(
                "add_to_declaration",
                text("card"),
                phases={MARKET},
                reason=self._why_not_add,
                apply=self._add,
                # a Market slot's moves share the slot's and the draft's checks: one
                # lister gives them all, in this order; it runs at 1 position in 3
                moves=self._market_moves,
            ),
            kind(
                "add_bid",
                text("card"),
                phases={MARKET},
                reason=self._why_not_add_bid,
                apply=lambda st, m: market.add_bid(cat, st, m.seat, m["card"]),
                moves=None,  # listed with add_to_declaration
            ),
            kind(
                "declare_acquisition",
                phases={MARKET},
                reason=self._why_not_declare,
                apply=lambda st, m: market.declare(cat, st, m.seat),
                moves=None,  # listed with add_to_declaration
            ),
            kind(
                "black_market_attempt",
                # §7: black_market_attempt(market, bids=()): a bid is refused by its
                # reason (black-market-no-bids), so a move may leave the bids out.
                Arg(
                    "bids",
                    (tuple,),
                    items=str,
                    items_words=CARD_IDS,
                    distinct=True,
                    default=(),
                ),
                text("market"),
                phases={MARKET},
                reason=self._why_not_black_market,
                apply=lambda st, m: market.black_market_attempt(cat, st, m.seat, m["market"]),
                moves=None,  # listed with add_to_declaration
            ),
            kind(
                "skip_action",
                phases={MARKET},
                apply=lambda st, m: market.skip(cat, st, m.seat),
                moves=None,  # listed with add_to_declaration
            ),
            # Seize Attempts (§3.5 step 2): the pass is offered first, then each card.
            kind(
                "seize_pass",
                phases={SEIZE},
                apply=lambda st, m: market.seize(cat, st, m.seat, None),
                moves=self._seize_moves,
            ),
            kind(
                "seize_bid",
                SEIZE_CARD,
                phases={SEIZE},
                reason=self._why_not_seize,
                apply=lambda st, m: market.seize(cat, st, m.seat, m["card"]),
                moves=None,  # listed with seize_pass
            ),
            # The bidding loop (§3.5 step 3)
            kind(
                "bid_primary",
                words("cards", CARD_IDS),
                phases={BID},
                reason=self._why_not_primary,
                apply=lambda st, m: market.bid_primary(cat, st, m.seat, m["cards"]),
                moves=self._primary_moves,
            ),
            kind(
                "bid_secondary",
                words("cards", CARD_IDS),
                phases={BID},
                reason=self._why_not_secondary,
                apply=lambda st, m: market.bid_secondary(cat, st, m.seat, m["cards"]),
                moves=self._secondary_moves,
            ),
            kind(
                "forfeit_bid",
                phases={BID},
                apply=lambda st, m: market.forfeit(cat, st, m.seat),
                moves=plain("forfeit_bid"),
            ),
            # The dice (§1.7, §3.5 step 4): a Dabo! is re-rolled or kept (R39).
            kind("roll", phases={ROLL}, apply=self._roll, moves=plain("roll")),
            kind(
                "reroll_dabo",
                phases={DABO},
                apply=self._roll,
                moves=plain("reroll_dabo"),
            ),
            kind("keep_roll", phases={DABO}, apply=self._keep, moves=plain("keep_roll")),
        ]

    # -- the game ------------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> DmlState:
        return flow.new_state(self.cat, seats, seed, options)

    def new_game(self, seats: Sequence[str], seed: int, options: Any = None) -> DmlState:
        if not self.min_seats <= len(seats) <= self.max_seats:  # R1, R2
            raise _err("player-count", "DML needs 3 or 4 players; 2-player mode is not supported.")
        return super().new_game(seats, seed, options)

    def settle(self, state: DmlState, move: Move) -> None:
        """The automatic steps up to the next decision; the instant wins are checked
        unless the move gave no card to any Treasury (§4.2, R41)."""
        flow.run(self.cat, state, move.kind not in GIVE_NOTHING)

    def _add(self, state: DmlState, move: Move) -> None:
        card = move["card"]
        zone = self._declarable_zone(state, card)
        assert zone is not None
        market.add_to_declaration(self.cat, state, move.seat, card, zone)

    def _roll(self, state: DmlState, move: Move) -> None:
        """`roll` or `reroll_dabo`: the roll-off's, or any other pending roll (§1.7)."""
        cat, seat = self.cat, move.seat
        if state.dice is not None and state.dice.purpose == "initiative":
            flow.roll_initiative(cat, state, seat)
        else:
            dice = market.roll(cat, state, seat)
            if not ops.is_dabo(dice):
                self._after_roll(state)

    def _keep(self, state: DmlState, move: Move) -> None:
        """`keep_roll`: the Dabo! stands (R39)."""
        held = state.dice
        assert held is not None
        if held.purpose == "initiative":
            flow.initiative_result(self.cat, state, move.seat, held.dice)
        else:
            state.say(f"{state.name(move.seat)} keeps the Dabo!")
            self._after_roll(state)

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
        """A bid is its set of cards, in any order; a Black Market attempt that leaves
        out its bids is the one without bids (§7: `bids=()`)."""
        name = move.kind
        if name in ("bid_primary", "bid_secondary"):
            cards = move.get("cards")
            if isinstance(cards, tuple) and all(isinstance(c, str) for c in cards):
                return (move.seat, name, tuple(sorted(cards)))
        elif name == "black_market_attempt":
            return self.normal(move)
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

    def game_over(self, state: DmlState) -> IllegalMove:
        return _err("game-over", "The game is over.")

    def wrong_phase(self, state: DmlState, move: Move) -> IllegalMove:
        """§7 step 2: the move's kind does not answer the pending decision."""
        pending, name = state.pending, move.kind
        if pending is None:
            return _err("wrong-step", f"You can't {VERB[name]} now.")
        if state.resolving:  # R28
            k = self.kind_of(name)
            if k is not None and POWER in k.phases:
                return _err("stack-resolving", "No cards may be played while the Stack resolves.")
        if name in ("reroll_dabo", "keep_roll"):
            return self._no_dabo(state)
        return _err("wrong-step", f"You can't {VERB[name]} now: {WAITING[pending.kind]}.")

    def first_reason(self, state: DmlState, move: Move) -> IllegalMove | None:
        """§7 step 3, the role checks (the move answers the pending decision)."""
        pending = state.pending
        assert pending is not None
        decision = pending.kind
        if decision == SEIZE:
            if move.seat == state.active:  # R19
                return _err("own-attempt", "You can't seize your own Acquisition Attempt.")
        elif decision == BID:
            acq = state.acq
            if acq is not None:
                seat = move.seat
                if seat not in pending.seats and (seat == state.active or seat == acq.seizer):
                    who = state.name(pending.seats[0])  # R20: strict alternation
                    return _err("not-your-bid-turn", f"It is {who}'s turn to bid or forfeit.")
                if move.kind == "bid_secondary" and seat == acq.seizer:  # §3.5 step 3
                    return _err(
                        "secondary-active-only",
                        "Only the Active Player plays Secondary cards; a seizer bids Primary "
                        "cards.",
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
        if state.slot != "market":
            return self._black_market_slot(state)
        card, seat, cat = move["card"], move.seat, self.cat
        acq = state.acq
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
        if acq is not None and origin.startswith("court:"):  # §3.5 step 1: exactly one
            where = _origin_words(cat, state, acq.origin)
            return _err("one-emblem", f"An Emblem is bought alone; you are buying {where}.")
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

    # -- legal moves (the same predicates as the reasons) ---------------------------------------

    def _plain(self, name: str) -> Callable[[DmlState, int], list[Move]]:
        """The lister of a move without arguments, always open in its decision."""

        def moves(state: DmlState, seat: int) -> list[Move]:
            return [self.memo.plain(seat, name)]

        return moves

    def _pile_moves(self, state: DmlState, seat: int) -> list[Move]:
        args = self.memo.args
        return [
            args(seat, "choose_start_pile", (("pile", i),))
            for i, pile in enumerate(state.piles)
            if pile.cards
        ]

    def _thief_take_moves(self, state: DmlState, seat: int) -> list[Move]:
        args = self.memo.args
        return [
            args(seat, "thief_take", (("from_seat", s),)) for s in powers.thief_targets(state, seat)
        ]

    def _thief_give_moves(self, state: DmlState, seat: int) -> list[Move]:
        treasury, args = state.players[seat].treasury, self.memo.args
        others = state.order_from(seat)[1:]
        return [
            args(
                seat,
                "thief_give",
                (("card", c), ("to_seat", s)),
                Gesture(c, treasury.id, f"treasury:{s}"),
            )
            for c in treasury.cards
            for s in others
        ]

    def _tithe_moves(self, state: DmlState, seat: int) -> list[Move]:
        treasury, card = state.players[seat].treasury, self.memo.card
        to = f"treasury:{state.power_seat}"
        return [card(seat, "tithe_give", c, treasury.id, to) for c in treasury.cards]

    def _confiscate_moves(self, state: DmlState, seat: int) -> list[Move]:
        treasury, args = state.players[seat].treasury.id, self.memo.args
        return [
            args(seat, "confiscate", (("card", c), ("market", z.id)), Gesture(c, z.id, treasury))
            for z in state.markets
            for c in z.cards
        ]

    def _archduchess_moves(self, state: DmlState, seat: int) -> list[Move]:
        args = self.memo.args
        return [args(seat, "archduchess_take", (("stock", z.id),)) for z in state.stocks]

    def _heiress_moves(self, state: DmlState, seat: int) -> list[Move]:
        args = self.memo.args
        return [
            args(seat, "heiress_take", (("take", True),)),
            args(seat, "heiress_take", (("take", False),)),
        ]

    def _mine(self, seat: int) -> _SeatMoves:
        """`seat`'s moves that the hot listers look up by card (kept in `memo`)."""
        seats: list[_SeatMoves | None] | None = self.memo.find("seat moves")
        if seats is None:
            none: list[_SeatMoves | None] = [None] * MAX_SEATS
            seats = self.memo.put("seat moves", none)
        mine = seats[seat]
        if mine is None:
            mine = seats[seat] = _SeatMoves(self.cat, seat)
        return mine

    def _chance_moves(self, state: DmlState, seat: int) -> list[Move]:
        """A chance in the Character Power Phase (§3.3): 10s, Jacks and Queens from the
        Treasury as Emblems (§1.4), then Jacks, Queens and Jokers from the Treasury and
        Jacks and Queens from the Court as Powers (R14; none under Decadence, R55), then
        the pass (`powers.emblem_cards`, `powers.power_cards`): one pass over each."""
        mine, p = self._mine(seat), state.players[seat]
        powers_ok = not (state.event_kind == "decadence" and seat in state.affected)  # R55
        chance = mine.chance
        moves: list[Move] = []
        played: list[Move] = []
        for c in p.treasury.cards:
            if c in chance:
                emblem, power = chance[c]
                if emblem is not None:
                    moves.append(emblem)
                if power is not None and powers_ok:
                    played.append(power)
        if powers_ok and p.court.cards:
            shown = mine.court_power
            for c in p.court.cards:
                if c in shown:
                    played.append(shown[c])
        moves += played
        moves.append(mine.pass_power)
        return moves

    def _market_moves(self, state: DmlState, seat: int) -> list[Move]:
        """A Market slot's moves (§3.4, §3.5 step 1, §3.7): before the first declared
        card, any Stock card, the Grand Opening card (R11) and another player's Emblem
        (R15); after it, the rest of its Stock (an Emblem or the Grand Opening card is
        bought alone), the Primary bids within the Event's bid limit (R10) and, with a
        Target Value of 12 or less (R16), the declaration. Then, in any slot, each Black
        Market (R24) and the skip. The Black Market slot buys from Black Markets only."""
        cat, mine = self.cat, self._mine(seat)
        moves: list[Move] = []
        if state.slot == "market":
            acq, declared = state.acq, mine.declared
            if acq is None:
                # written out: this runs at every position of a Market slot
                declares, declaring = mine.declares, mine.declaring
                for z in state.stocks:
                    if z.cards:
                        made = declares[z.id]
                        for c in z.cards:
                            moves.append(made.get(c) or declaring(z.id, c))
                if state.event_kind == "grand_opening" and state.event.cards:
                    moves += declared("event", state.event.cards[:1])
                for p in state.players:
                    if p.seat != seat and p.court.cards:
                        moves += declared(p.court.id, p.court.cards)
            else:
                if acq.origin.startswith("stock:"):
                    z = state.stock(acq.origin[6:])
                    moves += declared(z.id, z.cards)
                bids = mine.bids[cat.primary(acq.suit)]
                cards = state.players[seat].treasury.cards
                if state.event_kind in BID_LIMITED:  # R10
                    moves += [
                        bids[c] for c in cards if c in bids and ops.within_limit(cat, state, c)
                    ]
                else:
                    moves += [bids[c] for c in cards if c in bids]
                if market.current_tv(cat, state) <= market.tv_limit(cat):
                    moves.append(mine.declare)
        if state.markets:
            attempt = mine.attempt
            moves += [attempt(z.id) for z in state.markets]
        moves.append(mine.skip)
        return moves

    def _seize_moves(self, state: DmlState, seat: int) -> list[Move]:
        """The pass, then any one Treasury card face down (a bluff too, R10); only the
        pass under Crackdown (§3.5 step 2.1)."""
        mine = self._mine(seat)
        if state.event_kind == "crackdown" and seat in state.affected:
            return [mine.seize_pass]
        seize = mine.seize
        return [mine.seize_pass, *[seize[c] for c in state.players[seat].treasury.cards]]

    def _primary_moves(self, state: DmlState, seat: int) -> list[Move]:
        acq = state.acq
        assert acq is not None
        to = "acq:bids" if seat == state.active else "acq:seizer"
        return self._bids(state, seat, "bid_primary", self.cat.primary(acq.suit), to)

    def _secondary_moves(self, state: DmlState, seat: int) -> list[Move]:
        """Only the Active Player lays Secondary cards (§3.5 step 3)."""
        acq = state.acq
        assert acq is not None
        if seat != state.active:
            return []
        suit = self.cat.secondary(acq.suit)
        return self._bids(state, seat, "bid_secondary", suit, "acq:secondary")

    def _bids(self, state: DmlState, seat: int, kind: str, suit: str, to: str) -> list[Move]:
        """Every non-empty set of `suit`'s Resources in the Treasury within the Event's
        bid limit (R10, R20), smallest first; a single card is also a drag to `to`. The
        moves for one set of eligible cards are made once (`memo`)."""
        cat = self.cat
        suit_of = cat.suit_of
        treasury = state.players[seat].treasury
        cards = tuple(
            sorted(
                c
                for c in treasury.cards
                if suit_of[c] == suit and cat.is_resource(c) and ops.within_limit(cat, state, c)
            )
        )

        def make() -> tuple[Move, ...]:
            made: list[Move] = []
            for size in range(1, len(cards) + 1):
                for combo in combinations(cards, size):
                    g = Gesture(combo[0], treasury.id, to) if size == 1 else None
                    made.append(Move(seat, kind, (("cards", combo),), g))
            return tuple(made)

        return list(self.memo.get(("bids", seat, kind, cards, to), make))

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
