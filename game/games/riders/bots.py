"""A greedy Dragon Riders player: tries each move on a copy of its own view.

It kills when it can (a won position outranks everything), heals when low
(HP is valued concavely, so a point near death is worth more), and keeps
spending energy while some move makes its position better.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.state import GameState
from game.games.riders.cards import kind_of
from game.games.riders.state import ACTION, DISCARD, DRAFT, DRAGON, RIDER, Player, RidersState

RIDER_ORDER = ("Bronn", "Morrik", "Talia", "Kael", "Lyra")
DRAGON_ORDER = ("Steelhorn", "Voltwing", "Emberfang", "Voidmaw", "Cryowyrm")
CARD_VALUE = {
    "precision_strike": 3.6,
    "heavy_blow": 3.5,
    "chain_bolt": 3.3,
    "burning_hit": 3.2,
    "strike": 3.0,
    "weakening_strike": 3.0,
    "dual_strike": 2.8,
    "shield_up": 2.8,
    "rider_heal": 2.8,
    "freeze_ray": 2.6,
    "energy_surge": 2.6,
    "crippling_blow": 2.5,
    "dragon_heal": 2.4,
    "sabotage": 2.2,
    "rider_immobilize": 2.0,
    "energy_drain": 1.8,
    "energy_shield": 1.8,
    "thaw": 1.6,
    "shield_disruptor": 1.5,
    "firebreak": 1.2,
}
WIN = 1_000_000.0


def _toughness(effective_hp: int) -> float:
    """Concave in HP: the last points before death weigh most."""
    e = max(effective_hp, 0)
    return 2.0 * e - 40.0 / (e + 1)


def _side_value(p: Player, mine: bool) -> float:
    dragon, rider = p.units()
    value = _toughness(dragon.hp) + _toughness(rider.hp + p.shields)
    value += 0.6 * p.exhausted_shields + 2.0 * p.energy_shield - 2.0 * p.crippled
    for unit in (dragon, rider):
        value -= 2.5 * unit.burn + 3.0 * unit.freeze - (1.0 if unit.immune_through else 0.0)
    value += 0.8 * len(p.hand.cards)
    value += 0.4 * p.energy if mine else 0.3 * p.energy
    return value


def score(state: RidersState, seat: int) -> float:
    if state.result is not None:
        return WIN if seat in state.result.winners else -WIN
    me, foe = state.players[seat], state.players[1 - seat]
    return _side_value(me, True) - _side_value(foe, False)


class GreedyRidersBot:
    needs_view = True

    def __init__(self, ruleset: Any) -> None:
        self.ruleset = ruleset

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, RidersState) and view.viewer is not None
        seat, phase = view.viewer, view.phase
        if phase == RIDER:
            return min(legal, key=lambda m: RIDER_ORDER.index(m["rider"]))
        if phase == DRAGON:
            return min(legal, key=lambda m: DRAGON_ORDER.index(m["dragon"]))
        if phase == DRAFT:
            return max(legal, key=lambda m: CARD_VALUE[kind_of(m["card"])])
        if phase == DISCARD:
            return min(legal, key=lambda m: sum(CARD_VALUE[kind_of(c)] for c in m["cards"]))
        assert phase == ACTION
        best, best_score = None, score(view, seat) + 0.05
        # The moves as the rules list them on the view: each copy of the view keeps
        # that list, so trying a move on a copy needs no new list.
        legal = self.ruleset.legal_moves(view, seat)
        for move in legal:
            if move.kind == "end_turn":
                continue
            trial = self.ruleset.apply(view.clone(), move)
            value = score(trial, seat)
            if value > best_score:
                best, best_score = move, value
        if best is not None:
            return best
        return next(m for m in legal if m.kind == "end_turn")
