"""A greedy DML bot that decides from its own view only: it buys toward its King's suit
and toward monopolies, bids just enough to make its rolls likely, seizes when its card
can win, and uses the Powers that bring it cards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState
from game.games.dml import market
from game.games.dml.state import DmlState

COMFORT = 7  # a Target Value the bot is happy to roll against (7+ on 2d6: 58%)
GOOD_POWERS = ("QH", "QD", "JD", "JH", "JK1", "JK2")


class GreedyDmlBot:
    needs_view = True
    takes_forced_moves = True

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.rules = ruleset
        self.cat = ruleset.cat
        self.rng = Rng(seed)

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, DmlState)
        by_kind: dict[str, list[Move]] = {}
        for m in legal:
            by_kind.setdefault(m.kind, []).append(m)
        seat = legal[0].seat
        for pick in (
            self._market,
            self._power,
            self._seize,
            self._bid,
            self._dice,
            self._choices,
        ):
            move = pick(view, seat, by_kind)
            if move is not None:
                return move
        return legal[self.rng.below(len(legal))]

    # -- what a card is worth to this bot -------------------------------------------------------

    def worth(self, view: DmlState, seat: int, card: str) -> int:
        cat = self.cat
        rank = cat.rank_of.get(card, "")
        if rank == "A":
            return 25
        fv = cat.fv.get(card, 0)
        if not fv:
            return 3 if rank in ("J", "Q", "JK") else 0
        king = view.players[seat].king.cards
        suit = cat.suit_of[card]
        value = fv * (2 if king and cat.suit_of.get(king[0]) == suit else 1)
        held = sum(1 for c in view.players[seat].treasury.cards if cat.suit_of.get(c) == suit)
        return int(value + held)  # toward a monopoly

    # -- decisions ---------------------------------------------------------------------------------

    def _market(self, view: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
        if "skip_action" not in by:
            return None
        if "declare_acquisition" in by or "add_bid" in by:
            tv = market.current_tv(self.cat, view)
            bids = sorted(by.get("add_bid", []), key=lambda m: self.cat.fv[m["card"]])
            if tv > COMFORT and bids:
                return bids[0] if tv - self.cat.fv[bids[0]["card"]] >= 2 else bids[-1]
            if "declare_acquisition" in by:
                return by["declare_acquisition"][0]
        adds = by.get("add_to_declaration", [])
        if adds and view.acq is None:
            best, best_score = None, 0
            primaries = view.players[seat].treasury.cards
            for m in adds:
                card = m["card"]
                origin = m.gesture.from_zone if m.gesture else ""
                tv = self.rules.target_value(view, seat, origin, [card])
                suit = market.origin_suit(self.cat, origin, card)
                help_ = sum(
                    self.cat.fv[c]
                    for c in primaries
                    if self.cat.suit_of.get(c) == self.cat.primary(suit) and self.cat.is_resource(c)
                )
                if tv - help_ > 12:
                    continue
                score = self.worth(view, seat, card) - max(0, tv - help_ - COMFORT)
                if score > best_score:
                    best, best_score = m, score
            if best is not None:
                return best
        if by.get("black_market_attempt"):
            return by["black_market_attempt"][0]
        return by["skip_action"][0]

    def _power(self, view: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
        if "pass_power" not in by:
            return None
        if view.stack.cards and view.stack_owners and view.stack_owners[-1] == seat:
            return by["pass_power"][0]  # one card a chance is plenty
        for m in by.get("play_character_power", []):
            card = m["card"]
            if card in GOOD_POWERS and (card != "QH" or view.nest.cards):
                if card == "JH" and not view.markets:
                    continue
                return m
        king = view.players[seat].king.cards
        for m in by.get("play_emblem", []):
            card = m["card"]
            if (
                self.cat.rank_of[card] in ("J", "Q")
                and king
                and self.cat.suit_of[card] == (self.cat.suit_of.get(king[0]))
            ):
                return m
        return by["pass_power"][0]

    def _seize(self, view: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
        if "seize_pass" not in by:
            return None
        acq = view.acq
        if acq is None:
            return by["seize_pass"][0]
        want = self.cat.primary(acq.suit)
        best = None
        for m in by.get("seize_bid", []):
            card = m["card"]
            if (
                self.cat.is_resource(card)
                and self.cat.suit_of[card] == want
                and (best is None or self.cat.fv[card] > self.cat.fv[best["card"]])
            ):
                best = m
        worth = sum(self.worth(view, seat, c) for c in view.target.cards)
        if best is not None and worth >= self.cat.fv[best["card"]]:
            return best
        return by["seize_pass"][0]

    def _bid(self, view: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
        if "forfeit_bid" not in by:
            return None
        tv = market.current_tv(self.cat, view)
        singles = [m for m in by.get("bid_primary", []) if len(m["cards"]) == 1]
        if seat == view.active and tv > COMFORT and singles:
            return min(singles, key=lambda m: self.cat.fv[m["cards"][0]])
        if seat != view.active and tv < COMFORT + 2 and singles:
            return min(singles, key=lambda m: self.cat.fv[m["cards"][0]])
        return by["forfeit_bid"][0]

    def _dice(self, view: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
        if "reroll_dabo" in by:
            dice = view.dice
            total = sum(view.last_dice)
            need = dice.target if dice is not None and dice.target else 8
            return by["keep_roll"][0] if total >= need else by["reroll_dabo"][0]
        for kind in ("roll", "roll_initiative"):
            if kind in by:
                return by[kind][0]
        return None

    def _choices(self, view: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
        cat = self.cat
        if "thief_take" in by:
            return max(by["thief_take"], key=lambda m: len(view.players[m["from_seat"]].treasury))
        if "tithe_give" in by:
            return min(by["tithe_give"], key=lambda m: self.worth(view, seat, m["card"]))
        if "confiscate" in by:
            return max(by["confiscate"], key=lambda m: self.worth(view, seat, m["card"]))
        if "archduchess_take" in by:
            return max(
                by["archduchess_take"],
                key=lambda m: sum(
                    self.worth(view, seat, c) for c in view.stock(m["stock"][6:]).cards
                ),
            )
        if "heiress_take" in by:
            return next(m for m in by["heiress_take"] if m["take"])
        del cat
        return None
