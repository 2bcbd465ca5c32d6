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

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.move_table import Arg, MoveKind, flag, kind, text, whole, words
from game.core.rules_base import Rules
from game.games.dml import flow, market, ops, powers, standing
from game.games.dml.cards import SUITS, Catalog, default_catalog
from game.games.dml.listing import MAX_SEATS, DmlListers
from game.games.dml.options import OPTIONS
from game.games.dml.reasons import DmlReasons, err
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


class DmlRules(DmlReasons, DmlListers, Rules[DmlState]):
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
            raise err("player-count", "DML needs 3 or 4 players; 2-player mode is not supported.")
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
        return err("game-over", "The game is over.")

    def wrong_phase(self, state: DmlState, move: Move) -> IllegalMove:
        """§7 step 2: the move's kind does not answer the pending decision."""
        pending, name = state.pending, move.kind
        if pending is None:
            return err("wrong-step", f"You can't {VERB[name]} now.")
        if state.resolving:  # R28
            k = self.kind_of(name)
            if k is not None and POWER in k.phases:
                return err("stack-resolving", "No cards may be played while the Stack resolves.")
        if name in ("reroll_dabo", "keep_roll"):
            return self._no_dabo(state)
        return err("wrong-step", f"You can't {VERB[name]} now: {WAITING[pending.kind]}.")

    def first_reason(self, state: DmlState, move: Move) -> IllegalMove | None:
        """§7 step 3, the role checks (the move answers the pending decision)."""
        pending = state.pending
        assert pending is not None
        decision = pending.kind
        if decision == SEIZE:
            if move.seat == state.active:  # R19
                return err("own-attempt", "You can't seize your own Acquisition Attempt.")
        elif decision == BID:
            acq = state.acq
            if acq is not None:
                seat = move.seat
                if seat not in pending.seats and (seat == state.active or seat == acq.seizer):
                    who = state.name(pending.seats[0])  # R20: strict alternation
                    return err("not-your-bid-turn", f"It is {who}'s turn to bid or forfeit.")
                if move.kind == "bid_secondary" and seat == acq.seizer:  # §3.5 step 3
                    return err(
                        "secondary-active-only",
                        "Only the Active Player plays Secondary cards; a seizer bids Primary "
                        "cards.",
                    )
        return None

    def _no_dabo(self, state: DmlState) -> IllegalMove:
        a, b = state.last_dice
        if (a, b) == (6, 6):
            return err("no-reroll-woot", "Woot! Woot! (6 and 6) is never re-rolled.")
        if (a, b) == (1, 1):
            return err("no-reroll-wyvern", "Wyvern Eyes (1 and 1) is never re-rolled.")
        if a == 0:
            return err("no-dabo", "Only doubles 2–5 can be re-rolled; no dice are showing.")
        return err("no-dabo", f"Only doubles 2–5 can be re-rolled; you rolled {a} and {b}.")

    def not_yours(self, state: DmlState, move: Move) -> IllegalMove:
        pending = state.pending
        assert pending is not None
        who = state.name(pending.seats[0])
        return err("not-your-decision", f"Waiting for {who} to {WHAT[pending.kind]}.")

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


__all__ = ["SUITS", "DmlRules"]
