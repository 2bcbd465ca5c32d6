"""A greedy Dragon Dune player: scores each legal move by simple rules of thumb.

It goes for cities (three win the game), keeps its tokens off the plains the
dragon is about to cross, bids on artifacts while it can afford them, fights
with everything it has and its strongest artifact, betrays whenever its
Usurper and Jack allow, and never disbands. It sees only its own view; when
no move scores above nothing it takes the move that ends its decision.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState
from game.games.dune.state import DuneState, is_ace, is_artifact, value_of

# Moves that close a decision without doing anything: the fallback.
FINISH = (
    "end_turn",
    "done",
    "skip_step",
    "pass_ace",
    "pass_council",
    "pass_bid",
    "decline_alliance",
    "decline_treachery",
    "no_question",
)


class GreedyDuneBot:
    needs_view = True

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.board = ruleset.board
        self.rng = Rng(seed)
        self._handlers: dict[str, Callable[[DuneState, Move], float] | None] = {}
        self._values: dict[str, float] = {}  # each region's value in the current view

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, DuneState)
        self._values = {}
        best, best_score = None, 0.0
        below = self.rng.below
        for move in legal:
            score = self.score(view, move) + below(100) / 1000  # break ties
            if score > best_score:
                best, best_score = move, score
        if best is not None:
            return best
        for kind in FINISH:
            for move in legal:
                if move.kind == kind:
                    return move
        return legal[0]

    # -- rules of thumb ---------------------------------------------------------------

    def score(self, v: DuneState, move: Move) -> float:
        kind = move.kind
        if kind in self._handlers:
            handler = self._handlers[kind]
        else:
            handler = self._handlers[kind] = getattr(self, f"_{kind}", None)
        return float(handler(v, move)) if handler else 0.0

    def _set_orc_split(self, v: DuneState, move: Move) -> float:
        return 1.0  # the first offered split is the reference's default

    def _accept_alliance(self, v: DuneState, move: Move) -> float:
        return 1.0  # two together win with four cities, and never fight each other

    def _place_bid(self, v: DuneState, move: Move) -> float:
        me = v.players[v.viewer or 0]
        amount = int(move["amount"])
        if amount > max(1, me.gold // 3):
            return 0.0
        return 2.0 - amount / 10

    def _pay_bid(self, v: DuneState, move: Move) -> float:
        card = move.get("card")
        me = v.players[v.viewer or 0]
        return 2.0 if card and me.gold < 4 else (1.0 if card is None else 0.5)

    def _city_value(self, v: DuneState, region: str, me: int) -> float:
        """What holding `region` is worth to `me`, worked out once per decision."""
        value = self._values.get(region)
        if value is None:
            value = self._values[region] = self._region_value(v, region, me)
        return value

    def _region_value(self, v: DuneState, region: str, me: int) -> float:
        spec = self.board.regions[region]
        if spec.neutral:
            return 0.2
        if spec.is_city:
            others = [s for s in v.present(region) if s != me and not v.allied(s, me)]
            return 4.0 if not others else 2.0
        if spec.is_plain:
            gold = v.gold_on.get(region, 0)
            danger = 1.5 if self._dragon_near(v, spec.track) else 0.0
            return 0.5 + gold / 4 - danger
        return 0.8  # a fort: safe from dragons

    def _dragon_near(self, v: DuneState, track: int) -> bool:
        ahead = [(v.dragon + i - 1) % 18 + 1 for i in range(1, 7)]
        return track in ahead

    def _conscript(self, v: DuneState, move: Move) -> float:
        me = v.viewer or 0
        return int(move["n"]) * self._city_value(v, str(move["region"]), me) / 2

    def _raise_orcs(self, v: DuneState, move: Move) -> float:
        me = v.viewer or 0
        return int(move["n"]) * (0.5 + self._city_value(v, str(move["region"]), me) / 3)

    def _elf_ace_place(self, v: DuneState, move: Move) -> float:
        me = v.viewer or 0
        return int(move["n"]) * self._city_value(v, str(move["region"]), me) / 2 - 1

    def _hire_mercenaries(self, v: DuneState, move: Move) -> float:
        me = v.viewer or 0
        if v.players[me].gold < 6:
            return 0.0
        return int(move["n"]) * self._city_value(v, str(move["region"]), me) / 3 - 0.5

    def _move_stack(self, v: DuneState, move: Move) -> float:
        me = v.viewer or 0
        start, n = str(move.get("from", "")), int(move["n"])
        if start and n != v.on(start, me):
            return 0.0  # whole stacks only: fewer choices, no stragglers
        dest = str(move["path"][-1])
        gain = self._city_value(v, dest, me) - (self._city_value(v, start, me) if start else 0)
        foes = sum(v.on(dest, s) for s in v.present(dest) if s != me and not v.allied(s, me))
        if foes and foes >= n:
            return 0.0
        return gain * min(n, 6) / 3

    def _choose_battle(self, v: DuneState, move: Move) -> float:
        return 1.0

    def _ask_question(self, v: DuneState, move: Move) -> float:
        return 1.0 if move.get("kind") == "army" else 0.5

    def _answer_question(self, v: DuneState, move: Move) -> float:
        return 1.0

    def _choose_army(self, v: DuneState, move: Move) -> float:
        card = move.get("artifact")
        bonus = 0.0
        if card:
            bonus = value_of(str(card)) if is_artifact(str(card)) and not is_ace(str(card)) else 0.5
        return 1.0 + int(move["n"]) * 2 + bonus

    def _declare_treachery(self, v: DuneState, move: Move) -> float:
        return 5.0

    def _keep_artifact(self, v: DuneState, move: Move) -> float:
        return 1.0 if move.get("keep") else 0.5

    def _plunder(self, v: DuneState, move: Move) -> float:
        return 1.0 if move.get("take") else 0.5

    def _plunder_resolve(self, v: DuneState, move: Move) -> float:
        return 1.0


def make_dune_bot(ruleset: Any, seed: int) -> GreedyDuneBot:
    return GreedyDuneBot(ruleset, seed)
