"""Investing in an Egg (§2.3, §7 `invest`): the Obsidian Egg's paid trash in the Buy phase.

The Rubbish Egg's investment is asked at the start of Clean-up (turns.py).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from game.core.errors import IllegalMove
from game.games.draconium import counters, turns
from game.games.draconium.lines import default_lines, lines_in
from game.games.draconium.procedures import trash
from game.games.draconium.state import BUY, DraconiumState

OBSIDIAN_PRICE = 2


@cache
def beast_names(lines_file: Path | None = None) -> frozenset[str]:
    """Every Egg, Drake and Dragon name of the game's lines (or of `lines_file`'s): things
    that are not cards (§2.12)."""
    lines = default_lines() if lines_file is None else lines_in(lines_file)
    return frozenset(
        name for line in lines.values() for name in (line.egg, line.drake, line.dragon)
    )


def can_invest_obsidian(state: DraconiumState, seat: int) -> IllegalMove | None:
    """None if `seat` may invest in their Obsidian Egg now, else why not (§7 reason 18)."""
    if counters.investing_egg(state, seat, "pay_to_trash") is None:
        return IllegalMove("draconium/no-investment", "Your Egg has no investment to make now.")
    if state.phase != BUY:
        return IllegalMove(
            "draconium/no-investment", "The Obsidian Egg's investment is made in your Buy phase."
        )
    if state.extra.get("invested"):
        return IllegalMove(
            "draconium/invested", "Your Egg's investment has already been used this turn."
        )
    if state.coins < OBSIDIAN_PRICE:
        return IllegalMove("draconium/invest-cost", f"You need ${OBSIDIAN_PRICE} to invest.")
    if not state.players[seat].hand.cards:
        return IllegalMove("draconium/no-investment", "You have no card in hand to trash.")
    return None


def may_invest_obsidian(state: DraconiumState, seat: int) -> bool:
    """`can_invest_obsidian(state, seat) is None`, without making the reasons (the legal
    moves ask this at every Buy-phase position)."""
    return (
        state.phase == BUY
        and state.coins >= OBSIDIAN_PRICE
        and not state.extra.get("invested")
        and bool(state.players[seat].hand.cards)
        and counters.investing_egg(state, seat, "pay_to_trash") is not None
    )


def invest_obsidian(state: DraconiumState, seat: int, card: str) -> None:
    """Pay $2 of your unspent $ to trash a card from your hand (§3 Abyssal)."""
    state.coins -= OBSIDIAN_PRICE
    state.extra["invested"] = True
    state.say(f"{state.name(seat)} invests ${OBSIDIAN_PRICE} in their Obsidian Egg.")
    trash(state, seat, card)
    turns.checkpoint(state)
