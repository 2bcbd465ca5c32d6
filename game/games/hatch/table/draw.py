"""Drawing the Hatch table (nothing here changes any state): the felt under the cards
(territories with their lines and dynasty bars, the piles, the stage), the halos of
what may be picked, and over the cards the piles' counts, the loot chips, the face of
the egg you chose (for your eyes only) and the spread-out discard pile.

Everything below the cards that changes only with the view is drawn once into a
plate; its words are kept as images and blitted onto the screen each frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.cards.fonts import font
from game.cards.palette import (
    DIM,
    FELT,
    FELT_DARK,
    GLOW,
    GOLD,
    INK,
    NOPE,
    ZONE_FILL,
    ZONE_LINE,
)
from game.core.move import Move
from game.core.words import plural
from game.core.zones import HIDDEN_CARD
from game.games.hatch import eggs, standing
from game.games.hatch.state import DEFEND, DISCARD, LOOT, MAIN, MUSTER, HatchState
from game.games.hatch.table import words
from game.games.hatch.table.icons import droplet_icon, resource_icon
from game.table.kit import PANEL
from game.table.log_panel import wrap

if TYPE_CHECKING:
    from game.games.hatch.table.faces import HatchFaces
    from game.games.hatch.table.geometry import Geometry, Territory
    from game.table.choices import MoveChips
    from game.table.kit import Layout

Blit = tuple[pygame.Surface, tuple[int, int]]
ACTIVE_EDGE = (200, 160, 80)
TARGET_EDGE = (190, 90, 80)
BAR_BG = (24, 28, 34)
PEEK_BG = (28, 26, 34)


def fitted(choices: Sequence[str], width: int, f: pygame.font.Font) -> str:
    """The first of `choices` (longest first) that fits `width`, else the last cut short."""
    for text in choices:
        if f.size(text)[0] <= width:
            return text
    text = choices[-1]
    while len(text) > 1 and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


class HatchDrawing:
    """The kit's drawing half (a mixin of `HatchTableView`)."""

    faces: HatchFaces
    g: Geometry
    layout: Layout
    bar: MoveChips
    rects: dict[str, pygame.Rect]
    egg_rects: dict[str, pygame.Rect]
    slots: dict[str, pygame.Rect]
    chosen: str | None
    discarding: list[str]
    browsing: bool
    held: str
    _legal: list[Move]
    _me: int

    def forecast(
        self, view: HatchState, egg: str, sacrifices: Sequence[str] | None = None
    ) -> eggs.Forecast:
        raise NotImplementedError  # the kit's: the rules' forecast

    def __init__(self) -> None:
        self._plate: pygame.Surface | None = None
        self._words: list[Blit] = []
        self._over: list[Blit] = []

    def forget_drawing(self) -> None:
        self._plate = None

    def chip_area(self) -> pygame.Rect:
        """Where the loot chips go: the stage, below its line of words."""
        stage, s = self.g.stage, self.g.sizes
        top = stage.y + round(24 * s.scale)
        return pygame.Rect(stage.x + s.pad, top, stage.w - 2 * s.pad, stage.bottom - top - 2)

    # -- under the cards ----------------------------------------------------------------------

    def draw_under(
        self, surface: pygame.Surface, view: HatchState, glow: set[str], refuse: str | None
    ) -> None:
        area = (max(1, surface.get_width() - PANEL), surface.get_height())
        if self._plate is None or self._plate.get_size() != area:
            self._plate = pygame.Surface(area)
            self._words, self._over = [], []
            self._draw_plate(self._plate, view)
        surface.blit(self._plate, (0, 0))
        surface.fblits(self._words)
        self._draw_halos(surface, view)
        zones = self.layout.zones
        for zone in glow | ({refuse} if refuse else set()):
            rect = zones.get(zone)
            if rect is None or zone.startswith("hand:"):
                continue
            colour = NOPE if zone == refuse else GLOW
            pygame.draw.rect(surface, colour, rect.inflate(6, 6), 3, border_radius=10)

    def _text(
        self,
        words_: str,
        size: int,
        colour: tuple[int, int, int],
        at: tuple[int, int],
        bold: bool = False,
        over: bool = False,
    ) -> pygame.Rect:
        image = font(size, bold).render(words_, True, colour)
        (self._over if over else self._words).append((image, at))
        return image.get_rect(topleft=at)

    def _draw_plate(self, s: pygame.Surface, view: HatchState) -> None:
        s.fill(FELT)
        g = self.g
        attack = view.attack
        target = attack.target if attack is not None and attack.declared else None
        for seat, t in g.territories.items():
            edge = (
                ACTIVE_EDGE if seat == view.active else TARGET_EDGE if seat == target else ZONE_LINE
            )
            pygame.draw.rect(s, ZONE_FILL if t.mine else FELT_DARK, t.rect, border_radius=10)
            pygame.draw.rect(s, edge, t.rect, 2 if edge != ZONE_LINE else 1, border_radius=10)
            self._draw_header(s, view, t)
        self._draw_piles(s, view)
        self._draw_stage(s, view)

    def _draw_header(self, s: pygame.Surface, view: HatchState, t: Territory) -> None:
        """A territory's line: name, dynasty of 200, hand size, then a bar to 200."""
        sizes = self.g.sizes
        size = sizes.font if t.mine else sizes.small_font
        f = font(size, True)
        p = view.players[t.seat]
        value = standing.dynasty(self.faces.catalog, view, t.seat)
        name = view.name(t.seat) + (" (you)" if t.mine else "")
        hand = len(p.hand.cards)
        goal = self.faces.catalog.numbers.goal
        end = f" · reached {goal}" if view.trigger == t.seat else ""
        bar_room = max(40, t.header.w // 4)
        text = fitted(
            [
                f"{name} · dynasty {value} of {goal} · {plural(hand, 'card')} in hand{end}",
                f"{name} · {value} of {goal} · {plural(hand, 'card')}{end}",
                f"{name} · {value}/{goal} · {hand} cards",
                f"{name} {value}/{goal}",
            ],
            t.header.w - bar_room - sizes.gap,
            f,
        )
        colour = GOLD if t.seat == view.active else INK
        at = (t.header.x, t.header.centery - f.get_linesize() // 2)
        drawn = self._text(text, size, colour, at, bold=True)
        bar = pygame.Rect(drawn.right + 2 * sizes.gap, 0, 0, max(5, round(7 * sizes.scale)))
        bar.w = min(round(180 * sizes.scale), t.header.right - bar.x)
        bar.centery = t.header.centery
        if bar.w >= 30:
            pygame.draw.rect(s, BAR_BG, bar, border_radius=4)
            filled = bar.copy()
            filled.w = max(0, min(bar.w, round(bar.w * value / goal)))
            if filled.w:
                pygame.draw.rect(s, GOLD, filled, border_radius=4)
            pygame.draw.rect(s, DIM, bar, 1, border_radius=4)

    def _draw_piles(self, s: pygame.Surface, view: HatchState) -> None:
        g = self.g
        for rect in (g.draw, g.discard):
            pygame.draw.rect(s, FELT_DARK, rect.inflate(8, 8), border_radius=8)
            pygame.draw.rect(s, ZONE_LINE, rect.inflate(8, 8), 1, border_radius=8)
        if view.draw.cards:
            back = self.faces.back(g.draw.w)
            if len(view.draw.cards) > 1:
                edge = back.get_rect(topleft=g.draw.topleft).move(2, 2)
                pygame.draw.rect(s, (14, 16, 22), edge, border_radius=6)
            s.blit(back, g.draw)
        size = g.sizes.small_font
        for rect, n in ((g.draw, len(view.draw.cards)), (g.discard, len(view.discard.cards))):
            image = font(size, True).render(str(n), True, INK)  # the count, under its pile
            self._words.append(
                (image, image.get_rect(midtop=(rect.centerx, rect.bottom + 5)).topleft)
            )

    def _draw_stage(self, s: pygame.Surface, view: HatchState) -> None:
        g = self.g
        sizes = g.sizes
        stage = g.stage
        pygame.draw.rect(s, FELT_DARK, stage, border_radius=10)
        pygame.draw.rect(s, ZONE_LINE, stage, 1, border_radius=10)
        size = sizes.small_font
        f = font(size, True)
        line = words.stage_line(self.faces.catalog, view, self._me)
        text = fitted([line], stage.w - 2 * sizes.pad, f)
        self._text(text, size, GOLD, (stage.x + sizes.pad, stage.y + 4), bold=True)
        attack = view.attack
        if attack is not None and view.phase in (MUSTER, DEFEND, LOOT, DISCARD):
            for slot in self.slots.values():  # where blockers are dropped
                pygame.draw.rect(s, ZONE_FILL, slot, border_radius=8)
                pygame.draw.rect(s, ZONE_LINE, slot, 1, border_radius=8)
            return
        self._draw_scores(
            s,
            view,
            pygame.Rect(
                stage.x, stage.y + f.get_linesize() + 8, stage.w, stage.h - f.get_linesize() - 8
            ),
        )

    def _draw_scores(self, s: pygame.Surface, view: HatchState, box: pygame.Rect) -> None:
        """Each dynasty as a name, a value and a bar to 200, in seat order."""
        sizes = self.g.sizes
        n = len(view.players)
        col = (box.w - sizes.pad) // n
        size = sizes.small_font
        f = font(size)
        values = standing.dynasties(self.faces.catalog, view)
        goal = self.faces.catalog.numbers.goal
        for seat, value in enumerate(values):
            x = box.x + sizes.pad + seat * col
            width = col - sizes.pad
            text = fitted([f"{view.name(seat)} {value}", f"{value}"], width, f)
            colour = GOLD if seat == view.active else INK
            self._text(text, size, colour, (x, box.y))
            bar = pygame.Rect(
                x, box.y + f.get_linesize() + 4, width, max(6, round(8 * sizes.scale))
            )
            if bar.bottom > box.bottom:
                continue
            pygame.draw.rect(s, BAR_BG, bar, border_radius=4)
            filled = bar.copy()
            filled.w = max(0, min(bar.w, round(bar.w * value / goal)))
            if filled.w:
                pygame.draw.rect(s, GOLD, filled, border_radius=4)
            pygame.draw.rect(s, DIM, bar, 1, border_radius=4)

    def _draw_halos(self, surface: pygame.Surface, view: HatchState) -> None:
        """Gold round what you picked; blood round your named sacrifices (R12); green
        round what may block or be stolen."""
        halo = max(3, round(4 * self.g.sizes.scale))
        picked = [p for p in (self.chosen, *self.discarding) if p]
        for piece in picked:
            rect = self.rects.get(piece)
            if rect is not None:
                pygame.draw.rect(surface, GOLD, rect.inflate(2 * halo, 2 * halo), border_radius=8)
        if view.viewer is not None and view.phase == MAIN:
            blood = self.faces.resource_colour("blood")
            for egg in view.players[view.viewer].eggs:
                for dragon in egg.sacrifices:
                    rect = self.rects.get(dragon)
                    if rect is not None:
                        box = rect.inflate(2 * halo, 2 * halo)
                        pygame.draw.rect(surface, blood, box, border_radius=8)
        mine = view.pending is not None and self._me in view.pending.seats
        if not mine:
            return
        able: set[str] = set()
        if view.phase == DEFEND:
            for m in self._legal:
                if m.kind == "contract_mercenary":
                    able.add(m["card"])
                elif m.kind == "assign_blocker":
                    able.add(m["dragon"])
        elif view.phase == LOOT:
            able = {m["egg"] for m in self._legal if m.kind == "choose_loot" and m["egg"]}
        for piece in able - set(picked) - {self.held}:
            rect = self.egg_rects.get(piece) or self.rects.get(piece)
            if rect is not None:
                pygame.draw.rect(surface, GLOW, rect.inflate(2 * halo, 2 * halo), border_radius=8)

    # -- over the cards ------------------------------------------------------------------------

    def draw_over(self, surface: pygame.Surface, view: HatchState) -> None:
        surface.fblits(self._over)
        if self.chosen is not None and not self.browsing:
            self._draw_peek(surface, view)
        if view.phase == LOOT:  # over a peeked egg: the chips stay in sight
            self.bar.draw(surface)
        if self.browsing:
            self._draw_browse(surface, view)

    def _draw_peek(self, surface: pygame.Surface, view: HatchState) -> None:
        """Your chosen egg's face, what it needs and has, and what a hatch now would do:
        drawn only on your own screen, from your own view (R14)."""
        egg = view.egg_at(self.chosen) if self.chosen else None
        if egg is None or egg.owner != self._me or egg.id == HIDDEN_CARD:
            return
        cat = self.faces.catalog
        species = cat.cards[egg.id]
        g, s = self.g, self.g.sizes
        pw = round(96 * s.scale)
        ph = self.faces.height_for(pw)
        text_w = round(250 * s.scale)
        size = s.font
        f, bold = font(size), font(size, True)
        icon = f.get_linesize() - 2
        hatching = view.phase == MAIN and view.active == self._me
        outcome = self.forecast(view, egg.id)
        verdict = "It will hatch." if outcome.success else words.readable(outcome.warning())
        if not hatching:
            verdict = ""
        verdict_rows = wrap(verdict, text_w, f) if verdict else []
        rows = 3 + (1 if species.blood and hatching else 0)
        text_h = (rows + len(verdict_rows)) * f.get_linesize() + 4
        box = pygame.Rect(0, 0, pw + text_w + 3 * s.pad, max(ph, text_h) + 2 * s.pad)
        mine = g.territories[self._me].rect
        egg_rect = self.egg_rects.get(egg.zone, mine)
        box.bottomleft = (egg_rect.x, mine.y - s.gap)
        box.clamp_ip(pygame.Rect(0, 0, surface.get_width() - PANEL, surface.get_height()))
        pygame.draw.rect(surface, PEEK_BG, box, border_radius=10)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
        surface.blit(self.faces.face(egg.id, pw), (box.x + s.pad, box.y + s.pad))
        x = box.x + pw + 2 * s.pad
        y = box.y + s.pad
        step = f.get_linesize()
        title = fitted([f"Egg {egg.number}: {species.name} ({species.value})"], text_w, bold)
        surface.blit(bold.render(title, True, GOLD), (x, y))
        y += step
        need = [*species.cost]
        self._icon_row(surface, "Needs", need, species.blood, (x, y), size, icon)
        y += step
        fed = [cat.cards[c].provides for c in egg.fed.cards]
        self._icon_row(surface, "Tucked", fed, 0, (x, y), size, icon)
        y += step
        if species.blood and hatching:
            paid = outcome.paid
            label = f"Blood {paid} of {species.blood}:"
            surface.blit(f.render(label, True, INK), (x, y))
            dx = x + f.size(label)[0] + 4
            colour = self.faces.resource_colour("blood")
            for _ in range(paid):
                surface.blit(droplet_icon(icon, colour), (dx, y + 1))
                dx += icon + 2
            y += step
        for row in verdict_rows:
            surface.blit(f.render(row, True, GLOW if outcome.success else NOPE), (x, y))
            y += step

    def _icon_row(
        self,
        surface: pygame.Surface,
        label: str,
        codes: list[str],
        blood: int,
        at: tuple[int, int],
        size: int,
        icon: int,
    ) -> None:
        f = font(size)
        x, y = at
        image = f.render(f"{label}:", True, INK)
        surface.blit(image, (x, y))
        x += image.get_width() + 6
        if not codes and not blood:
            surface.blit(f.render("nothing", True, DIM), (x, y))
        for code in codes:
            surface.blit(
                resource_icon(self.faces.shape_of(code), icon, self.faces.resource_colour(code)),
                (x, y + 1),
            )
            x += icon + 2
        for _ in range(blood):
            surface.blit(droplet_icon(icon, self.faces.resource_colour("blood")), (x, y + 1))
            x += icon + 2

    def _draw_browse(self, surface: pygame.Surface, view: HatchState) -> None:
        """The discard pile spread out, newest first (R31); a click puts it away."""
        area = pygame.Rect(0, 0, surface.get_width() - PANEL, surface.get_height())
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((12, 14, 18, 236))
        surface.blit(shade, area)
        s = self.g.sizes
        cards = list(reversed(view.discard.cards))
        size = s.font
        title = (
            f"Discard pile: {plural(len(cards), 'card')}, newest first. "
            "Click anywhere to put it away."
        )
        f = font(size, True)
        text = fitted([title, f"Discard pile: {len(cards)}"], area.w - 2 * s.pad, f)
        surface.blit(f.render(text, True, GOLD), (area.x + s.pad, area.y + s.pad))
        top = area.y + 2 * s.pad + f.get_linesize()
        room = pygame.Rect(area.x + s.pad, top, area.w - 2 * s.pad, area.bottom - top - s.pad)
        width = round(90 * s.scale)
        while width > 20:
            cols = max(1, (room.w + 6) // (width + 6))
            rows = -(-len(cards) // cols)
            if rows * (self.faces.height_for(width) + 6) <= room.h:
                break
            width -= 2
        cols = max(1, (room.w + 6) // (width + 6))
        height = self.faces.height_for(width)
        for i, card in enumerate(cards):
            row, col = divmod(i, cols)
            surface.blit(
                self.faces.face(card, width),
                (room.x + col * (width + 6), room.y + row * (height + 6)),
            )
