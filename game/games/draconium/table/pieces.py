"""Dominion: Draconium's Eggs, Drakes and Dragons with their words, and the two mats,
as the layout lab shows them.

An Egg, a Drake and a Dragon are double-sided landscape pieces (§2.1): an Egg has a
hatch side and a legend side, a beast a dispatch side and a disengage side (which shows
the line's legend). Each side here is the piece as the Roost mat draws it, beside the
words the dragon lines file gives that side, fitted to a parchment panel like a card's
text (and flagged when they do not fit). The Roost mat and the Recycling mat are drawn
as the table draws them, at the table's size, and scaled.
"""

from __future__ import annotations

import pygame

from game.cards.draw import finish, gradient, shade, supersample
from game.cards.fonts import font
from game.cards.layout import Colour
from game.cards.palette import DIM, INK
from game.cards.text import FLOOR_PX, Token, draw_fitted, fit_line, fit_text, outlined
from game.games.draconium.lines import LineSpec
from game.games.draconium.mats import DISENGAGED, DISPATCHED, Roost
from game.games.draconium.table.draw import trash_mat
from game.games.draconium.table.faces import DominionLayout, card_tokens
from game.games.draconium.table.roost import beast_piece, draw_roost, egg_piece

STAGES = ("Egg", "Drake", "Dragon")
BEAST_SIDES = ("dispatch", "disengage")
SIDES = {"Egg": ("hatch", "legend"), "Drake": BEAST_SIDES, "Dragon": BEAST_SIDES}
"""Each piece's two sides: the one a player reads first (its face), then its back."""
PIECE_RATIO = 0.62  # height per width: the landscape piece as the Roost mat draws it
MAT_RATIO = 0.5  # a mat is twice as wide as it is tall
MAT_SIZE = (360, 180)  # the size the mats are drawn at, as on the table, then scaled
LINE_COLOUR: Colour = (150, 120, 90)  # a line the layout gives no colour
# Sizes, as fractions of the piece's width: a piece is printed as wide as a card is
# tall, so its words have the card text's sizes (the layout's 0.082 and 0.05 of a card's
# width are these of the piece's).
NAME_FONT, NAME_MIN = 0.075, 0.05
LABEL_FONT = 0.036
TEXT_FONT, TEXT_MIN = 0.058, 0.036
PARCHMENT: Colour = (244, 236, 214)


def piece_name(line: LineSpec, stage: str) -> str:
    """The piece's name in the line: "Obsidian Egg", "Midnight Drake", "Abyssal Dragon"."""
    name: str = getattr(line, stage.lower())
    return name


def side_words(line: LineSpec, stage: str, side: str) -> list[tuple[str, str]]:
    """The labelled texts printed on one side of a piece, in the dragon lines file's words."""
    if stage == "Egg" and side == "hatch":
        rows = [(f"Target {line.target}:", line.counts)]
        if line.invest:
            rows.append(("Invest:", line.invest))
        return [*rows, ("Hatch:", line.hatch)]
    if stage == "Egg":
        rows = [("", line.legend), ("Theme:", line.theme)]
        return rows + ([("Setup:", ", ".join(line.setup))] if line.setup else [])
    words = [(f"{side.capitalize()}:", line.text(stage, side))]
    return [("", line.legend), *words] if side == "disengage" else words


class LinePieces:
    """Draws and caches the sides of the ten lines' pieces, with what overflows."""

    def __init__(self, lines: dict[str, LineSpec], layout: DominionLayout) -> None:
        self.lines = lines
        self.layout = layout
        self._sides: dict[tuple[str, str, str, int], pygame.Surface] = {}
        self._overflow: dict[tuple[str, str, str, int], tuple[str, ...]] = {}

    @staticmethod
    def height_for(width: int) -> int:
        return max(1, round(width * PIECE_RATIO))

    def colour(self, line: str) -> Colour:
        return self.layout.lines.get(line, LINE_COLOUR)

    def side(self, line: str, stage: str, side: str, width: int) -> pygame.Surface:
        """One side of a piece at this width."""
        key = (line, stage, side, width)
        if key not in self._sides:
            surface, self._overflow[key] = self._draw(self.lines[line], stage, side, width)
            self._sides[key] = finish(surface)
        return self._sides[key]

    def overflow_fields(self, line: str, stage: str, width: int) -> tuple[str, ...]:
        """The piece's texts ("name", "hatch side", "disengage side"…) that shrank below the
        smallest size at this width."""
        found: list[str] = []
        for side in SIDES[stage]:
            self.side(line, stage, side, width)
            found += [f for f in self._overflow[(line, stage, side, width)] if f not in found]
        return tuple(found)

    def forget_wide(self, width: int) -> None:
        self._sides = {k: v for k, v in self._sides.items() if k[3] < width}
        self._overflow = {k: v for k, v in self._overflow.items() if k[3] < width}

    def _draw(
        self, line: LineSpec, stage: str, side: str, width: int
    ) -> tuple[pygame.Surface, tuple[str, ...]]:
        colour = self.colour(line.name)
        front = side == SIDES[stage][0]
        height = self.height_for(width)
        ss = supersample(width)
        radius = round(height * 0.08)
        big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
        edge = shade(colour, 0.55) if front else shade(colour, -0.2)
        pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius * ss)
        rim = max(ss, round(width * ss * 0.012))
        field = gradient(
            (width * ss - 2 * rim, height * ss - 2 * rim),
            shade(colour, -0.3 if front else -0.55),
            shade(colour, -0.62 if front else -0.75),
            radius * ss - rim,
        )
        big.blit(field, (rim, rim))
        panel = pygame.Rect(
            round(width * 0.33), round(height * 0.3), round(width * 0.63), round(height * 0.64)
        )
        scaled = [round(v * ss) for v in panel]
        pygame.draw.rect(big, PARCHMENT, scaled, border_radius=radius * ss // 2)
        surface = pygame.transform.smoothscale(big, (width, height))
        self._draw_piece(surface, colour, stage, side, width, height)
        over = self._draw_words(surface, line, stage, side, panel, colour)
        return surface, over

    def _draw_piece(
        self, surface: pygame.Surface, colour: Colour, stage: str, side: str, w: int, h: int
    ) -> None:
        """The piece as the Roost mat draws it, in the left third."""
        column = pygame.Rect(round(w * 0.03), round(h * 0.08), round(w * 0.28), round(h * 0.84))
        if stage == "Egg":
            image = egg_piece(colour, max(8, round(h * 0.62)))
        else:
            face = DISPATCHED if side == "dispatch" else DISENGAGED
            image = beast_piece(colour, stage == "Dragon", face, max(8, column.w))
        surface.blit(image, image.get_rect(center=column.center))

    def _draw_words(
        self,
        surface: pygame.Surface,
        line: LineSpec,
        stage: str,
        side: str,
        panel: pygame.Rect,
        colour: Colour,
    ) -> tuple[str, ...]:
        """The name, the stage and side, and the side's texts; the fields that overflow."""
        width = surface.get_width()
        name = piece_name(line, stage)
        room = pygame.Rect(panel.x, round(surface.get_height() * 0.05), panel.w, panel.y)
        size, name_over = fit_line(
            name, room.w, round(NAME_FONT * width), round(NAME_MIN * width), True
        )
        title = outlined(name, size, True, INK, shade(colour, -0.75), max(1, width // 200))
        surface.blit(title, (room.x, room.y))
        label = f"{stage} · {side} side".upper()
        tag = outlined(
            label, max(FLOOR_PX, round(LABEL_FONT * width)), True, shade(colour, 0.7),
            shade(colour, -0.75), 1,
        )  # fmt: skip
        surface.blit(tag, (room.x, room.y + title.get_height()))
        layout = self.layout
        paragraphs: list[list[Token]] = []
        for head, text in side_words(line, stage, side):
            lead: list[Token] = [(head, True, shade(colour, -0.55))] if head else []
            paragraphs.append([*lead, *card_tokens(text, layout)])
        box = panel.inflate(-2 * max(3, width // 40), -2 * max(2, width // 60))
        fitted = fit_text(
            paragraphs, box, round(TEXT_FONT * width), round(TEXT_MIN * width), 1.0, 0.8
        )
        draw_fitted(surface, fitted, box, align="left")
        over = (("name", name_over), (f"{side} side", fitted.overflow))
        return tuple(field for field, flagged in over if flagged)


def mat_height(width: int) -> int:
    return max(1, round(width * MAT_RATIO))


def roost_mat(width: int) -> pygame.Surface:
    """An empty Roost mat with its unplaced Delay token beside it, as on the table."""
    table = pygame.Surface(MAT_SIZE, pygame.SRCALPHA)
    empty = Roost(0, "", "", None, 0, 0, None, False)
    draw_roost(table, table.get_rect(), empty, LINE_COLOUR)
    title = font(16, True).render("Roost mat", True, INK)
    table.blit(title, (10, 6))
    hint = font(13).render("An Egg, then its Drake or Dragon", True, DIM)
    table.blit(hint, (10, 30))
    return finish(pygame.transform.smoothscale(table, (width, mat_height(width))))


def recycling_mat(width: int) -> pygame.Surface:
    """The shared Recycling mat (§2.10), as the table draws it in place of the Trash."""
    table = pygame.Surface(MAT_SIZE, pygame.SRCALPHA)
    trash_mat(table, table.get_rect(), True, None)
    return finish(pygame.transform.smoothscale(table, (width, mat_height(width))))
