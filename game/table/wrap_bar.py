"""A decision bar that fits any width: the shared choice bar, wrapping its chips.

Dragon Dune's table uses it as it is; Money Laundering's lays its small decisions
out differently on top of it.

A decision of at most `DIRECT` moves ("Keep 3D" / "Discard 3D", whom to attack)
becomes one chip per move that plays it at once. Larger ones keep the shared
bar's way: chips pick a value per argument, a stepper walks a long run of
values (numbers or regions), and Go plays the chosen move. Chips wrap to the
next row instead of running past the bar's edge, and the heading column is
only as wide as its longest heading.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.cards.fonts import font
from game.core.move import Move
from game.table.choices import CHIP_PAD, ROW_H, STEPPER_AT, Chip, ChoiceBar

DIRECT = 4  # a decision with this many moves or fewer: one chip per move
GAP = 6
ROW_STEP = ROW_H + 4


@dataclass
class WrappingBar(ChoiceBar):
    chip_label: Callable[[Move], str] = lambda move: move.kind
    direct: list[Move] = field(default_factory=list)

    def update(self, moves: list[Move], area: pygame.Rect) -> None:
        forms = self.offer(moves)
        self.direct = []
        if not forms:
            return
        f = font(15, True)
        column = min(area.width // 3, max(f.size(self.kind_label(k))[0] for k in forms) + 14)
        y = area.y
        for kind, group in forms.items():
            if y + ROW_H > area.bottom:
                break
            self.rows.append((area.x, y, self.kind_label(kind)))
            start = (area.x + column, y)
            y = self._lay_form(kind, group, start, area) + ROW_STEP

    def _lay_form(
        self, kind: str, group: list[Move], start: tuple[int, int], area: pygame.Rect
    ) -> int:
        """Chips for one decision from `start`, wrapping inside `area`; returns the last row's y."""
        x, y = start
        items: list[tuple[str, tuple[Any, ...], bool, bool]] = []  # label, action, chosen, primary
        if len(group) <= DIRECT:
            for move in group:
                self.direct.append(move)
                items.append((self.chip_label(move), ("play", len(self.direct) - 1), False, True))
        else:
            choice = self.chosen.setdefault(kind, dict(group[0].args))
            for name, values in self._values(group).items():
                if name not in choice or choice[name] not in values:
                    choice[name] = values[0]
                if len(values) > STEPPER_AT:
                    items += [
                        ("−", ("step", kind, name, -1), False, False),
                        (self.describe(kind, name, choice[name]), ("none",), True, False),
                        ("+", ("step", kind, name, 1), False, False),
                    ]
                else:
                    items += [
                        (
                            self.describe(kind, name, v),
                            ("pick", kind, name, v),
                            v == choice[name],
                            False,
                        )
                        for v in values
                    ]
            items.append(("Go", ("go", kind), False, True))
        for label, action, chosen, primary in items:
            width = font(15, True).size(label)[0] + 2 * CHIP_PAD
            if x + width > area.right and x > start[0]:
                if y + ROW_STEP + ROW_H > area.bottom:
                    break  # no room left: the rest of this decision is in Tab's list
                x, y = start[0], y + ROW_STEP
            rect = pygame.Rect(x, y + 3, min(width, area.right - x), ROW_H - 6)
            self.chips.append(Chip(rect, label, action, chosen, primary))
            x = rect.right + GAP
        return y

    def click(self, pos: tuple[int, int]) -> Move | None:
        for chip in self.chips:
            if chip.rect.collidepoint(pos) and chip.action[0] == "play":
                move: Move = self.direct[chip.action[1]]
                return move
        return super().click(pos)

    def chip_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, c in enumerate(self.chips) if c.rect.collidepoint(pos)), None)
