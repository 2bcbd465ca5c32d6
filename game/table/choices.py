"""A bar of small forms, one per kind of decision, built from the legal moves.

Moves that are not drags (a bid, an army and artifact, an alliance) become a
row each: the kind's name, then for each argument either chips to pick a value
or a − / + stepper for a long run of numbers, then a Go chip that submits the
legal move with the chosen values. It knows nothing of any game: the labels
come from a `describe` function the kit gives it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.cards.fonts import font
from game.cards.palette import DIM, GOLD, INK
from game.core.move import Move

ROW_H = 34
CHIP_PAD = 10
STEPPER_AT = 7  # more distinct numbers than this: a stepper instead of chips

Describe = Callable[[str, str, Any], str]  # (kind, arg name, value) -> label


@dataclass
class Chip:
    rect: pygame.Rect
    label: str
    action: tuple[Any, ...]  # ("pick", kind, arg, value) / ("step", kind, arg, ±1) / ("go", kind)
    chosen: bool = False
    primary: bool = False


@dataclass
class ChoiceBar:
    describe: Describe
    kind_label: Callable[[str], str]
    chosen: dict[str, dict[str, Any]] = field(default_factory=dict)
    chips: list[Chip] = field(default_factory=list)
    rows: list[tuple[int, int, str]] = field(default_factory=list)  # (x, y, label) per row
    forms: dict[str, list[Move]] = field(default_factory=dict)

    def offer(self, moves: list[Move]) -> dict[str, list[Move]]:
        """Group the moves into one form per kind; choices made in a form still offered
        stay, and the chips are cleared for a new layout."""
        forms: dict[str, list[Move]] = {}
        for move in moves:
            forms.setdefault(move.kind, []).append(move)
        self.forms = forms
        self.chosen = {k: v for k, v in self.chosen.items() if k in forms}
        self.chips, self.rows = [], []
        return forms

    def update(self, moves: list[Move], area: pygame.Rect) -> None:
        """Lay the forms out for these moves (those the bar should offer)."""
        forms = self.offer(moves)
        y = area.y
        for kind, group in forms.items():
            if y + ROW_H > area.bottom:
                break
            self._layout_form(kind, group, area.x, y, area.right)
            y += ROW_H + 4

    def _values(self, group: list[Move]) -> dict[str, list[Any]]:
        values: dict[str, list[Any]] = {}
        for move in group:
            for name, value in move.args:
                seen = values.setdefault(name, [])
                if value not in seen:
                    seen.append(value)
        return values

    def _layout_form(self, kind: str, group: list[Move], x: int, y: int, right: int) -> None:
        self.rows.append((x, y, self.kind_label(kind)))
        choice = self.chosen.setdefault(kind, dict(group[0].args))
        x += 150
        for name, values in self._values(group).items():
            if name not in choice or choice[name] not in values:
                choice[name] = values[0]
            numbers = all(isinstance(v, int) and not isinstance(v, bool) for v in values)
            if numbers and len(values) > STEPPER_AT:
                label = self.describe(kind, name, choice[name])
                for text, action in (
                    ("−", ("step", kind, name, -1)),
                    (label, ("none",)),
                    ("+", ("step", kind, name, 1)),
                ):
                    x = self._chip(text, action, x, y, chosen=action == ("none",))
            else:
                for value in values:
                    label = self.describe(kind, name, value)
                    x = self._chip(label, ("pick", kind, name, value), x, y, value == choice[name])
            x += 10
            if x > right - 60:
                break
        self._chip("Go", ("go", kind), min(x, right - 50), y, primary=True)

    def _chip(
        self,
        text: str,
        action: tuple[Any, ...],
        x: int,
        y: int,
        chosen: bool = False,
        primary: bool = False,
    ) -> int:
        width = font(15, True).size(text)[0] + 2 * CHIP_PAD
        rect = pygame.Rect(x, y + 3, width, ROW_H - 6)
        self.chips.append(Chip(rect, text, action, chosen, primary))
        return rect.right + 6

    def click(self, pos: tuple[int, int]) -> Move | None:
        """A chip under the pointer: change a choice (None), or the move to submit."""
        for chip in self.chips:
            if not chip.rect.collidepoint(pos):
                continue
            what = chip.action[0]
            if what == "pick":
                _, kind, name, value = chip.action
                self.chosen[kind][name] = value
            elif what == "step":
                _, kind, name, delta = chip.action
                values = self._values(self.forms[kind])[name]
                i = (
                    values.index(self.chosen[kind][name])
                    if self.chosen[kind][name] in values
                    else 0
                )
                self.chosen[kind][name] = values[max(0, min(len(values) - 1, i + delta))]
            elif what == "go":
                return self.move_for(chip.action[1])
            return None
        return None

    def move_for(self, kind: str) -> Move | None:
        """The legal move with the chosen values (or the closest one: same first values)."""
        group = self.forms.get(kind, [])
        wanted = self.chosen.get(kind, {})
        for move in group:
            if dict(move.args) == wanted:
                return move
        best = max(
            group,
            key=lambda m: sum(1 for k, v in m.args if wanted.get(k) == v),
            default=None,
        )
        return best

    def hit(self, pos: tuple[int, int]) -> bool:
        return any(chip.rect.collidepoint(pos) for chip in self.chips)

    def draw(self, surface: pygame.Surface) -> None:
        for x, y, label in self.rows:
            image = font(15, True).render(label, True, GOLD)
            surface.blit(image, (x, y + 8))
        for chip in self.chips:
            if chip.action == ("none",):
                fill, ink = (54, 58, 70), INK
            elif chip.primary:
                fill, ink = (150, 96, 40), INK
            elif chip.chosen:
                fill, ink = (86, 120, 90), INK
            else:
                fill, ink = (44, 48, 58), DIM
            pygame.draw.rect(surface, fill, chip.rect, border_radius=8)
            pygame.draw.rect(surface, (90, 96, 110), chip.rect, 1, border_radius=8)
            image = font(15, True).render(chip.label, True, ink)
            surface.blit(image, image.get_rect(center=chip.rect.center))


@dataclass
class MoveChips:
    """One chip per move, which makes it at once: for a decision of a few moves whose
    words say everything ("Steal egg 4", "Draw 3", "Pass"). Chips wrap to the next row
    inside the area; a move whose chip finds no room is left out (`forms` and `direct`
    hold only the moves that have a chip), so the kit offers it another way."""

    label: Callable[[Move], str]
    heading: str = ""
    chips: list[Chip] = field(default_factory=list)
    direct: list[Move] = field(default_factory=list)
    forms: dict[str, list[Move]] = field(default_factory=dict)
    rows: list[tuple[int, int, str]] = field(default_factory=list)

    def update(self, moves: list[Move], area: pygame.Rect) -> None:
        self.chips, self.direct, self.forms, self.rows = [], [], {}, []
        x, y = area.x, area.y
        if self.heading and moves:
            self.rows.append((x, y, self.heading))
            x += font(15, True).size(self.heading)[0] + 14
        for move in moves:
            text = self.label(move)
            width = font(15, True).size(text)[0] + 2 * CHIP_PAD
            if x + width > area.right and x > area.x:
                x, y = area.x, y + ROW_H + 4
            if y + ROW_H > area.bottom or x + width > area.right:
                break
            rect = pygame.Rect(x, y + 3, width, ROW_H - 6)
            self.chips.append(Chip(rect, text, ("play", len(self.direct)), primary=True))
            self.direct.append(move)
            self.forms.setdefault(move.kind, []).append(move)
            x = rect.right + 6

    def click(self, pos: tuple[int, int]) -> Move | None:
        for chip in self.chips:
            if chip.rect.collidepoint(pos):
                move: Move = self.direct[chip.action[1]]
                return move
        return None

    def hit(self, pos: tuple[int, int]) -> bool:
        return any(chip.rect.collidepoint(pos) for chip in self.chips)

    def draw(self, surface: pygame.Surface) -> None:
        for x, y, label in self.rows:
            surface.blit(font(15, True).render(label, True, GOLD), (x, y + 8))
        for chip in self.chips:
            pygame.draw.rect(surface, (150, 96, 40), chip.rect, border_radius=8)
            pygame.draw.rect(surface, (90, 96, 110), chip.rect, 1, border_radius=8)
            image = font(15, True).render(chip.label, True, INK)
            surface.blit(image, image.get_rect(center=chip.rect.center))
