"""DML's bar of chips: every small decision a chip that plays it at once, flowing
left to right and wrapping (Pass, Roll, Declare, Try a Black Market, Skip…); a
decision with many answers (a bid of several cards) a form of its own: a stepper
through the answers and Go. Built on the shared wrapping bar (game/table/wrap_bar.py)."""

from __future__ import annotations

import pygame

from game.cards.fonts import font
from game.core.move import Move
from game.table.choices import CHIP_PAD, ROW_H, Chip
from game.table.wrap_bar import DIRECT, GAP, ROW_STEP, WrappingBar


class DmlBar(WrappingBar):
    def update(self, moves: list[Move], area: pygame.Rect) -> None:
        forms = self.offer(moves)
        self.direct = []
        if not forms:
            return
        f = font(15, True)
        x, y = area.x, area.y
        for group in forms.values():
            if len(group) > DIRECT:
                continue
            for move in group:
                label = self.chip_label(move)
                width = f.size(label)[0] + 2 * CHIP_PAD
                if x + width > area.right and x > area.x:
                    x, y = area.x, y + ROW_STEP
                if y + ROW_H > area.bottom:
                    break
                rect = pygame.Rect(x, y + 3, min(width, area.right - x), ROW_H - 6)
                self.direct.append(move)
                self.chips.append(Chip(rect, label, ("play", len(self.direct) - 1), primary=True))
                x = rect.right + GAP
        if self.chips:
            y += ROW_STEP
        big = [k for k, g in forms.items() if len(g) > DIRECT]
        if not big:
            return
        column = min(area.width // 4, max(f.size(self.kind_label(k))[0] for k in big) + 14)
        for kind in big:
            if y + ROW_H > area.bottom:
                break
            self.rows.append((area.x, y, self.kind_label(kind)))
            y = self._lay_form(kind, forms[kind], (area.x + column, y), area) + ROW_STEP

    def _lay_form(
        self, kind: str, group: list[Move], start: tuple[int, int], area: pygame.Rect
    ) -> int:
        """One row: − the chosen answer + and Go (a bid's many card sets fit any width)."""
        x, y = start
        choice = self.chosen.setdefault(kind, dict(group[0].args))
        items: list[tuple[str, tuple[object, ...], bool, bool]] = []
        for name, values in self._values(group).items():
            if name not in choice or choice[name] not in values:
                choice[name] = values[0]
            items += [
                ("−", ("step", kind, name, -1), False, False),
                (self.describe(kind, name, choice[name]), ("none",), True, False),
                ("+", ("step", kind, name, 1), False, False),
            ]
        items.append(("Go", ("go", kind), False, True))
        f = font(15, True)
        for label, action, chosen, primary in items:
            width = f.size(label)[0] + 2 * CHIP_PAD
            rect = pygame.Rect(x, y + 3, max(8, min(width, area.right - x)), ROW_H - 6)
            self.chips.append(Chip(rect, label, action, chosen, primary))
            x = rect.right + GAP
        return y
