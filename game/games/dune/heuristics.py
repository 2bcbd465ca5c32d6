"""Rules of thumb for Dragon Dune moves, read from the board, the numbers of the card
file (dune.toml) and the cards' own ranks and suits, never from a list of cards or
factions: the easy bot plays by them, and the search bots' playouts sample moves by them.

A `Judge` scores the moves of one seat at one position: cities are worth most (three
win the game, R29), plains are worth their gold unless the dragon is about to cross
them (R6, R7), forts are safe, the Imperial palace is worth little (no battles, R30).
Moves they say nothing of are worth 0, and up to a tenth of a point of seeded noise picks
among equals, so such moves are played now and then, as by the bot before the levels.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.move import Move
from game.core.rng import Rng
from game.games.dune.common import Ctx
from game.games.dune.council import allies
from game.games.dune.dragon import TRACK
from game.games.dune.state import FINISH_KINDS, DuneState, is_ace, is_artifact, value_of

DIE = 6
"""The dragon's die (§3.2 Dragon round, R6): how far ahead it may fly this turn."""


def dragon_near(state: DuneState, track: int) -> bool:
    """Whether the dragon's next flight may cross the plain numbered `track` (R6)."""
    ahead = (track - state.dragon) % TRACK
    return 1 <= ahead <= DIE if track else False


class Judge:
    """Scores moves for `seat` at one position by rules of thumb; each region's worth is
    worked out once."""

    __slots__ = ("ctx", "gold", "seat", "state", "values")

    def __init__(self, ctx: Ctx, state: DuneState, seat: int) -> None:
        self.ctx, self.state, self.seat = ctx, state, seat
        self.gold = state.players[seat].gold
        self.values: dict[str, float] = {}

    # -- what a region is worth -------------------------------------------------------------

    def value(self, region: str) -> float:
        found = self.values.get(region)
        if found is None:
            found = self.values[region] = self._value(region)
        return found

    def _value(self, region: str) -> float:
        spec = self.ctx.board.regions[region]
        state, seat = self.state, self.seat
        if spec.neutral:
            return 0.2  # R30: nobody fights there, nor wins anything by it
        if spec.is_city:  # R29: cities win the game
            foes = [s for s in state.present(region) if s != seat and not allies(state, s, seat)]
            return 2.0 if foes else 4.0
        if spec.is_plain:  # R28: a plain's gold, unless the dragon takes it first (R7)
            gold = state.gold_on.get(region, 0)
            danger = 1.5 if dragon_near(state, spec.track) else 0.0
            per_token = max(1, self.ctx.data.gold_per_token)
            return 0.5 + gold / (2 * per_token) - danger
        return 0.8  # a fort: safe from both dragons (R7)

    def foes_in(self, region: str) -> int:
        """Visible tokens of players not allied with the seat in `region`."""
        state, seat = self.state, self.seat
        counts = state.tokens.get(region)
        if not counts:
            return 0
        return sum(
            n for s, n in enumerate(counts) if s != seat and n and not allies(state, s, seat)
        )

    # -- moves ----------------------------------------------------------------------------------

    def score(self, move: Move) -> float:
        """What `move` is worth by the rules of thumb; 0 for a move they say nothing of."""
        kind = move.kind
        if kind == "move_stack":
            return self._move_stack(move)
        if kind == "conscript":
            return int(move["n"]) * self.value(str(move["region"])) / 2
        if kind == "hire_mercenaries":
            return self._hire(move)
        if kind == "raise_orcs":
            return int(move["n"]) * (0.5 + self.value(str(move["region"])) / 3)
        if kind == "elf_ace_place":
            return int(move["n"]) * self.value(str(move["region"])) / 2 - 1
        if kind == "place_bid":
            amount = int(move["amount"])
            return 0.0 if amount > max(1, self.gold // 3) else 2.0 - amount / 10
        if kind == "pay_bid":
            if move.get("card") is None:
                return 1.0
            return 2.0 if self.gold < 2 * self.ctx.data.income else 0.5
        if kind == "choose_army":
            return self._army(move)
        return OTHERS.get((kind, _flag(move)), 0.0)

    def _hire(self, move: Move) -> float:
        data = self.ctx.data
        if self.gold < 3 * max(data.mercenary_city, data.mercenary_other):
            return 0.0  # keep gold for the auctions (R24) until there is some to spare
        return int(move["n"]) * self.value(str(move["region"])) / 3 - 0.5

    def _move_stack(self, move: Move) -> float:
        """Whole stacks only (fewer choices, no stragglers), towards worthier regions,
        never onto as many foes or more."""
        state, seat = self.state, self.seat
        start, n = str(move["from"]), int(move["n"])
        here = state.hidden.get(start, 0) if move.get("hidden", False) else state.on(start, seat)
        if n != here:
            return 0.0
        dest = str(move["path"][-1])
        gain = self.value(dest) - self.value(start)
        foes = self.foes_in(dest)
        if foes and foes >= n:
            return 0.0
        return gain * min(n, 6) / 3

    def _army(self, move: Move) -> float:
        """Everything into battle, with the strongest artifact (R31, R32)."""
        card = move.get("artifact")
        bonus = 0.0
        if card:
            card = str(card)
            bonus = value_of(card) if is_artifact(card) and not is_ace(card) else 0.5
        return 1.0 + int(move["n"]) * 2 + bonus


def _flag(move: Move) -> object:
    """The one argument that tells apart the moves `OTHERS` scores."""
    for key, value in move.args:
        if key in ("kind", "keep", "take"):
            return value
    return None


OTHERS: dict[tuple[str, object], float] = {
    ("accept_alliance", None): 1.0,  # allies win with four cities and never fight (R12, R29)
    ("choose_battle", None): 1.0,
    ("ask_question", "army"): 1.0,  # R34: the army size tells the most
    ("ask_question", "colour"): 0.5,
    ("ask_question", "value"): 0.5,
    ("answer_question", None): 1.0,
    ("declare_treachery", None): 5.0,  # R35: a won battle with no losses
    ("keep_artifact", True): 1.0,
    ("keep_artifact", False): 0.5,
    ("plunder", True): 1.0,  # R39
    ("plunder", False): 0.5,
    ("plunder_resolve", None): 1.0,
}
"""The worth of the moves with no numbers to weigh, by kind and telling argument."""


def finish_move(legal: Sequence[Move]) -> Move:
    """The move that closes the decision doing nothing, else the first legal move."""
    for kind in FINISH_KINDS:  # the fallback: close the decision
        for move in legal:
            if move.kind == kind:
                return move
    return legal[0]


def best_by_thumb(judge: Judge, legal: Sequence[Move], rng: Rng) -> Move:
    """The move the rules of thumb like best, with up to a tenth of a point of seeded
    noise (ties and near-ties go either way); the move that ends the decision only when
    every move is worth less than nothing."""
    best, best_score = None, 0.0
    below = rng.below
    for move in legal:
        score = judge.score(move) + below(100) / 1000
        if score > best_score:
            best, best_score = move, score
    return best if best is not None else finish_move(legal)
