"""The ban an ablation plays under (see game.sim.ablation): in game i, seat i mod
players may not use one card while it has anything else to do. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from game.core.move import Move
from game.core.runner import Player
from game.core.state import GameState
from game.sim.records import SimSpec


def banned_seat(spec: SimSpec, index: int) -> int:
    """The seat game `index` plays without the card: each seat in turn."""
    return index % spec.players


def uses_card(hooks: ModuleType, rules: Any, card: str) -> Callable[[Move], bool]:
    """Whether a move uses `card` in any of the ways the game counts (`KINDS`)."""
    kinds: dict[str, tuple[str, str]] = hooks.KINDS

    def uses(move: Move) -> bool:
        how = kinds.get(move.kind)
        if how is None:
            return False
        value = move.get(how[1])
        return isinstance(value, str) and hooks.card_name(rules, value) == card

    return uses


class Abstaining:
    """A bot that never uses one card while it has anything else to do."""

    def __init__(self, bot: Player, uses: Callable[[Move], bool]) -> None:
        self.bot = bot
        self.uses = uses
        self.needs_view = bot.needs_view
        if getattr(bot, "takes_forced_moves", False):
            self.takes_forced_moves = True

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        kept = [m for m in legal if not self.uses(m)]
        return self.bot.choose(view, kept or legal)
