"""DML's legal moves, by decision: the same predicates as the reasons, written out for
the listers, which run at every position. The hot ones (the Power Phase, the Market
slots, Seize Attempts) look each seat's moves up by card (`_SeatMoves`)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from itertools import combinations

from game.core.move import Gesture, Move, MoveMemo
from game.games.dml import market, ops, powers
from game.games.dml.cards import Catalog
from game.games.dml.state import DmlState

MAX_SEATS = 4
BID_LIMITED = frozenset(("crackdown", "decadence"))
"""The Events whose bid limit `ops.within_limit` checks (R10); under any other, every
Resource may be bid."""


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


class DmlListers:
    """The listers of DML's move kinds (a part of `DmlRules`)."""

    cat: Catalog
    memo: MoveMemo

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
