"""What a move changed, floated where it happened: "-3 HP" over the unit hit, "+4 energy"
over a player's energy, "+2 Shields" over a Rider.

Read from two views of the same seat (before and after the move); positions come
from the table's zones. Pure reading: nothing here changes a view.
"""

from __future__ import annotations

import pygame

from game.games.riders.state import ACTION, DISCARD, OVER, Player, RidersState, Unit
from game.table.kit import Mark

SHOWN = (ACTION, DISCARD, OVER)
MARK_STEP = 28  # a floating mark's height, so two on one unit do not overlap


def signed(n: int) -> str:
    """+2, -3."""
    return f"+{n}" if n > 0 else f"-{-n}"


def _unit_news(before: Unit, after: Unit, shields: tuple[int, int, int]) -> list[tuple[str, bool]]:
    news = []
    lost = max(before.hp, 0) - max(after.hp, 0)
    if lost:
        news.append((f"{signed(-lost)} HP", lost < 0))
    ready, spent, charges = shields
    if ready:
        news.append((f"{signed(ready)} Shield{'s' * (abs(ready) != 1)}", ready > 0))
    if spent > 0:
        news.append((f"+{spent} spent Shield{'s' * (spent != 1)}", False))
    if charges:
        word = "Energy Shield" if abs(charges) == 1 else "Energy Shields"
        news.append((f"{signed(charges)} {word}", charges > 0))
    burn = after.burn - before.burn
    if burn:
        news.append((f"{signed(burn)} Burn", burn < 0))
    freeze = after.freeze - before.freeze
    if freeze:
        news.append((f"{signed(freeze)} Freeze", freeze < 0))
    return news


def marks(
    before: RidersState,
    after: RidersState,
    zones: dict[str, pygame.Rect],
    line_h: int,
    energy_at: dict[int, tuple[int, int]],
) -> list[Mark]:
    """Marks for every unit's HP, Shields and statuses and every player's energy (at
    `energy_at`, the words "n energy" on each side's line); several on one unit stand
    one under another, at least a mark's height apart."""
    step = max(MARK_STEP, line_h)
    if before.phase not in SHOWN or after.phase not in SHOWN:
        return []
    out: list[Mark] = []
    for seat in (0, 1):
        old, new = before.players[seat], after.players[seat]
        if old.dragon is None or new.dragon is None or old.rider is None or new.rider is None:
            continue
        for kind, was, now in (("dragon", old.dragon, new.dragon), ("rider", old.rider, new.rider)):
            rect = zones.get(f"{kind}:{seat}")
            if rect is None:
                continue
            shields = _shield_change(old, new) if kind == "rider" else (0, 0, 0)
            for i, (text, good) in enumerate(_unit_news(was, now, shields)):
                out.append(Mark((rect.centerx, rect.centery + i * step), text, good))
        gained = new.energy - old.energy
        spot = energy_at.get(seat)
        if gained and spot is not None:
            out.append(Mark(spot, f"{signed(gained)} energy", gained > 0))
    return out


def _shield_change(old: Player, new: Player) -> tuple[int, int, int]:
    return (
        new.shields - old.shields,
        new.exhausted_shields - old.exhausted_shields,
        new.energy_shield - old.energy_shield,
    )
