"""A Big Money player for Dominion: Draconium (`bigmoney`), with a terminal draw card
when the Kingdom has one.

Buys the richest Victory card at $8 ($11 with Colonies), Gold at $6–7, Silver at $3–5
(one or two of the Kingdom's cheapest Action that draws three or more cards and gives
no +Action, "Smithy Big Money", at $4–5), greening late with Duchies and Estates;
always plays all its Treasures; answers prompts by the data-driven policy
(policy.py). The basic Treasures and Victory cards are named (a named strategy);
Kingdom cards are read from their data only. It decides from its own view only: its
deck is counted from the public record, never read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState
from game.games.draconium import policy, worth
from game.games.draconium.cards import CardSpec
from game.games.draconium.knowledge import Ledger
from game.games.draconium.state import BUY, DraconiumState

DRAW = 3
"""The +Cards that make a Kingdom Action Big Money's draw card."""


class BigMoneyBot:
    """Big Money (see the module's docstring)."""

    needs_view = True
    takes_forced_moves = True  # its choice from one legal move is that move

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.rng = Rng(seed)
        self.ledger = Ledger()

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, DraconiumState) and view.pending is not None
        if len(legal) == 1:
            return legal[0]
        seat = view.viewer if view.viewer is not None else legal[0].seat
        agreeing = policy.agree_move(legal)  # R41: a still table is ended when offered
        if agreeing is not None:
            return agreeing
        owned = self.ledger.read(view)[seat]
        cards = view.catalog.cards
        specs = [cards[n] for n, k in owned.items() if n in cards for _ in range(k)]
        kinds = {m.kind for m in legal}
        if view.asking is None and view.pending.kind == BUY and "play_all_treasures" not in kinds:
            buys = {m["pile"]: m for m in legal if m.kind == "buy"}
            for pile in self.wish_list(view, specs):
                if pile in buys:
                    return buys[pile]
            spec = view.catalog.spec
            tops = [(m, spec(view.supply[m["pile"]].cards[-1])) for m in buys.values()]
            stuck = policy.run_down(view, tops)
            if stuck is not None:
                return stuck
            return policy.end_of(legal)
        return policy.choose(view, seat, legal, self.rng, policy.Deck.of(specs))

    def wish_list(self, view: DraconiumState, specs: list[CardSpec]) -> list[str]:
        """What to buy with the $ in hand, best first (Big Money, a draw card if there is
        one)."""
        coins = view.coins
        provinces = len(view.supply["Province"].cards)
        colony = "Colony" in view.supply
        wishes: list[str] = []
        if colony and coins >= 11:
            wishes.append("Colony")
        if colony and coins >= 9 and provinces > 4:
            wishes.append("Platinum")
        if coins >= 8:
            wishes.append("Province")
        if coins >= 6 and provinces <= 3:
            wishes.append("Duchy")
        if coins >= 6:
            wishes.append("Gold")
        if coins >= 5 and provinces <= 4:
            wishes.append("Duchy")
        draw = self.draw_card(view, specs)
        if draw is not None and coins >= 4:
            wishes.append(draw)
        if coins >= 3:
            wishes.append("Silver")
        if coins >= 2 and provinces <= 2:
            wishes.append("Estate")
        return wishes

    @staticmethod
    def draw_card(view: DraconiumState, specs: list[CardSpec]) -> str | None:
        """The Kingdom's cheapest terminal draw card ($4–5, +3 Cards or more, no +Action)
        while Big Money wants one: one early, a second once it has 16 cards."""
        spec = view.catalog.spec
        fitting = []
        for pile, zone in view.supply.items():
            if not zone.cards:
                continue
            card = spec(zone.cards[-1])
            w = worth.worth(card)
            if w.terminal and w.draws >= DRAW and 4 <= card.cost <= min(5, view.coins):
                fitting.append((card.cost, pile))
        if not fitting:
            return None
        pile = min(fitting)[1]
        have = sum(1 for s in specs if worth.worth(s).terminal and worth.worth(s).draws >= DRAW)
        return pile if have == 0 or (have == 1 and len(specs) >= 16) else None
