"""The layout lab's Map view: a game's board as its Tiled map says, redrawn on each save.

For a game whose entry has a board map (`BoardMap`). Each territory is outlined
and labelled as the game's look says (Dragon Dune: its id, kind and flags);
borders are lines between the territories' anchors; a track is numbered. The
designer edits the game's map (or a copy given by `--map`) in Tiled: each save
redraws the board within a frame or two. A map that does not load lists its
problem, naming the object and what is wrong, while the last good board stays.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.cards.fonts import font
from game.lab.board_map import MapModel, borders, inside
from game.scenes import ui

if TYPE_CHECKING:
    from game.scenes.base import Host

BAR_H = 52
FOOT_H = 52
RED = (226, 78, 62)
BORDER_LINE = (90, 200, 255)
TRACK_FILL = (150, 30, 30)
HOVER_TINT = (255, 220, 120, 70)
NAMED = re.compile(r"territory '([^']+)'")  # how a problem names a territory
PAIR = re.compile(r"'([^']+)' and '([^']+)'")  # how a warning names two territories


def warned_territories(warnings: list[str]) -> set[str]:
    """The two territories each warning names, to outline them in amber on the map."""
    found: set[str] = set()
    for warning in warnings:
        pair = PAIR.search(warning)
        if pair:
            found.update(pair.groups())
    return found


def named_territories(problems: list[str]) -> set[str]:
    """The territories the problems name, to outline them in red on the map."""
    found = set()
    for problem in problems:
        found.update(NAMED.findall(problem))
        if "territories " in problem:  # a group cut off: 'a', 'b' cannot be reached
            group = problem.split("territories ", 1)[1].split(" cannot", 1)[0]
            found.update(re.findall(r"'([^']+)'", group))
    return found


def look_of(dotted: str) -> Any:
    """A game's Map view look, from its client ("module:NAME")."""
    module, _, name = dotted.partition(":")
    return getattr(importlib.import_module(module), name)


class LabMapScene(ui.UIScene):
    def __init__(self, app: Host, game: str, path: Path | None = None, poll: bool = False) -> None:
        super().__init__(app)
        board_map = app.registry.entry(game).board_map
        if board_map is None:
            raise ValueError(f"{app.registry.entry(game).title} has no board map.")
        self.look = look_of(board_map.look)
        self.model = MapModel(board_map, path, poll=poll)
        self.hover: str | None = None
        self.status = self.read_words()
        self._art: tuple[tuple[int, int, int], pygame.Surface] | None = None  # (reads, w, h)
        self._full: tuple[int, pygame.Surface] | None = None  # (reads, art at map size)
        self.art_problem = ""
        # what the last frame drew, for anyone checking the view
        self.labels: dict[str, list[str]] = {}
        self.lines: list[tuple[str, str]] = []
        self.numbers: list[int] = []
        self.flagged: set[str] = set()  # territories a problem names, outlined in red
        self.warned: set[str] = set()  # territories a warning names, outlined in amber
        self.build()

    # -- the widgets ---------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.size
        self.button("back", (w - 92, 9, 80, 34), "Back", keys=(pygame.K_ESCAPE,), tooltip="Esc")
        tip = "Read the map again (F5); it is read again by itself when saved"
        self.button("reload", (w - 108, h - FOOT_H + 9, 96, 34), "Reload", tooltip=tip)
        self.shortcuts[pygame.K_F5] = "reload"

    def draw_keycaps(self, surface: pygame.Surface) -> None:
        """The keys are in the buttons' tooltips."""

    # -- the areas -----------------------------------------------------------------------

    def area(self) -> pygame.Rect:
        w, h = self.size
        return pygame.Rect(0, BAR_H, w, h - BAR_H - FOOT_H)

    def map_rect(self, board: Any) -> pygame.Rect:
        """Where the board goes: as large as the area allows, centred."""
        area = self.area().inflate(-24, -16)
        mw, mh = board.size
        scale = min(area.w / mw, area.h / mh)
        rect = pygame.Rect(0, 0, round(mw * scale), round(mh * scale))
        rect.center = area.center
        return rect

    def to_screen(self, board: Any, rect: pygame.Rect, at: tuple[float, float]) -> tuple[int, int]:
        return (
            round(rect.x + at[0] * rect.w / board.size[0]),
            round(rect.y + at[1] * rect.h / board.size[1]),
        )

    def region_at(self, pos: tuple[int, int]) -> str | None:
        board = self.model.board
        if board is None:
            return None
        rect = self.map_rect(board)
        if not rect.collidepoint(pos):
            return None
        at = (
            (pos[0] - rect.x) * board.size[0] / rect.w,
            (pos[1] - rect.y) * board.size[1] / rect.h,
        )
        return next((rid for rid, r in board.regions.items() if inside(at, r.polygon)), None)

    # -- the Scene protocol --------------------------------------------------------------

    def close(self) -> None:
        self.model.close()

    def activate(self, name: str) -> None:
        if name == "back":
            self.close()
            self.app.stack.pop()
        elif name == "reload":
            self.model.read()
            self.status = self.read_words()

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.region_at(event.pos)
        return False

    def update(self, dt: float) -> None:
        if self.model.poll():
            self.status = self.read_words()
        super().update(dt)

    def read_words(self) -> str:
        name = self.model.path.name
        if self.model.broken:
            return f"{name} did not load; the last good board stays shown."
        ms = round(self.model.seconds * 1000)
        return f"Read {name} in {ms} ms."

    # -- drawing -------------------------------------------------------------------------

    def art(self, board: Any, size: tuple[int, int]) -> pygame.Surface:
        """The map's tile art scaled to `size`, drawn again after each good read."""
        reads = self.model.reads
        if self._full is None or self._full[0] != reads:
            try:
                full = self.look.art(board)
                self.art_problem = ""
            except Exception as exc:  # art that will not draw: the outlines still help
                self.art_problem = f"The map's art could not be drawn ({exc})."
                full = self.look.plain(board)
            self._full = (reads, full)
        key = (reads, *size)
        if self._art is None or self._art[0] != key:
            self._art = (key, pygame.transform.smoothscale(self._full[1], size))
        return self._art[1]

    def draw_back(self, surface: pygame.Surface) -> None:
        surface.blit(ui.backdrop(surface.get_size()), (0, 0))
        w = self.size[0]
        surface.fill((24, 15, 12), (0, 0, w, BAR_H))
        pygame.draw.line(surface, ui.BRONZE, (0, BAR_H - 1), (w, BAR_H - 1))
        title = f"{self.look.title} · {self.model.path.name}"
        head = ui.text(title, 19, ui.GOLD, True)
        surface.blit(head, (16, 14))
        self.draw_legend(surface, 16 + head.get_width() + 28, w - 92 - 16)
        board = self.model.board
        if board is not None:
            self.draw_board(surface, board)
        else:
            self.labels, self.lines, self.numbers, self.flagged = {}, [], [], set()
            self.warned = set()
        if self.model.problems:
            self.draw_problems(surface)
        elif self.model.warnings:
            self.draw_problems(surface, warn=True)
        self.draw_foot(surface)

    def draw_legend(self, surface: pygame.Surface, left: int, right: int) -> None:
        """What the colours mean, in the top bar where there is room for it."""
        keys: list[tuple[str, tuple[int, ...], str]] = [
            *self.look.legend,
            ("border", (70, 150, 200), "line"),
            ("track", TRACK_FILL, "disc"),
        ]
        images = [ui.text(words, 14, ui.MUTED) for words, _, _ in keys]
        need = sum(22 + i.get_width() + 14 for i in images)
        if right - left < need:
            return
        x, cy = left, BAR_H // 2
        for (_, colour, mark), image in zip(keys, images, strict=True):
            swatch = pygame.Rect(x, cy - 7, 16, 14)
            if mark == "outline":
                pygame.draw.rect(surface, colour, swatch, 2)
            elif mark == "fill":
                pygame.draw.rect(surface, colour, swatch)
            elif mark == "line":
                pygame.draw.line(surface, colour, swatch.midleft, swatch.midright, 2)
            else:
                pygame.draw.circle(surface, colour, swatch.center, 7)
                pygame.draw.circle(surface, ui.GOLD, swatch.center, 7, 1)
            surface.blit(image, image.get_rect(midleft=(x + 22, cy)))
            x += 22 + image.get_width() + 14

    def draw_board(self, surface: pygame.Surface, board: Any) -> None:
        rect = self.map_rect(board)
        surface.blit(self.art(board, rect.size), rect)
        scale = rect.w / board.size[0]
        tint = pygame.Surface(rect.size, pygame.SRCALPHA)
        polygons = {
            rid: [self.to_screen(board, rect, p) for p in r.polygon]
            for rid, r in board.regions.items()
        }
        look = self.look
        for rid, region in board.regions.items():
            local = [(x - rect.x, y - rect.y) for x, y in polygons[rid]]
            for colour in look.tints(region):
                pygame.draw.polygon(tint, colour, local)
            if rid == self.hover:
                pygame.draw.polygon(tint, HOVER_TINT, local)
        surface.blit(tint, rect)
        for rid, region in board.regions.items():
            width = 3 if rid == self.hover else 2
            pygame.draw.polygon(surface, (20, 12, 8), polygons[rid], width + 2)
            pygame.draw.polygon(surface, look.outline(region), polygons[rid], width)
        self.flagged = named_territories(self.model.problems) & set(polygons)
        for rid in self.flagged:
            pygame.draw.polygon(surface, RED, polygons[rid], 4)
        self.warned = warned_territories(self.model.warnings) & set(polygons) - self.flagged
        for rid in self.warned:
            pygame.draw.polygon(surface, ui.WARNING, polygons[rid], 3)
        self.lines = borders(board)
        anchors = {rid: self.to_screen(board, rect, r.anchor) for rid, r in board.regions.items()}
        for a, b in self.lines:
            lit = self.hover in (a, b)
            pygame.draw.line(surface, (10, 20, 30), anchors[a], anchors[b], 4 if lit else 3)
            pygame.draw.line(
                surface,
                BORDER_LINE if lit else (70, 150, 200),
                anchors[a],
                anchors[b],
                2 if lit else 1,
            )
        for at in anchors.values():
            pygame.draw.circle(surface, BORDER_LINE, at, 3)
        size = max(10, min(15, round(20 * scale)))
        self.labels = {}
        for rid, region in board.regions.items():
            lines = look.label(region)
            self.labels[rid] = lines
            spot = self.label_spot(board, rect, rid)
            self.draw_label(surface, lines, spot, size, rid == self.hover)
        self.numbers = sorted(board.track)
        radius = max(8, round(13 * scale))
        for n in self.numbers:
            at = self.to_screen(board, rect, board.track[n])
            pygame.draw.circle(surface, TRACK_FILL, at, radius)
            pygame.draw.circle(surface, ui.GOLD, at, radius, 2)
            number = ui.text(str(n), max(10, radius), (255, 245, 230), True)
            surface.blit(number, number.get_rect(center=at))

    def label_spot(self, board: Any, rect: pygame.Rect, rid: str) -> tuple[int, int]:
        """Where a territory's label goes: above its anchor, inside the territory."""
        region = board.regions[rid]
        top = (region.anchor[0], region.rect[1] + min(region.rect[3] * 0.3, 40))
        return self.to_screen(board, rect, top if inside(top, region.polygon) else region.anchor)

    def draw_label(
        self,
        surface: pygame.Surface,
        lines: list[str],
        centre: tuple[int, int],
        size: int,
        lit: bool,
    ) -> None:
        images = [
            ui.text(line, size, ui.GOLD if n == 0 else ui.PARCHMENT, n == 0)
            for n, line in enumerate(lines)
        ]
        w = max(i.get_width() for i in images) + 8
        h = sum(i.get_height() for i in images) + 4
        box = pygame.Rect(0, 0, w, h)
        box.center = centre
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        back.fill((20, 12, 8, 235 if lit else 190))
        surface.blit(back, box)
        if lit:
            pygame.draw.rect(surface, ui.GOLD, box, 1)
        y = box.y + 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()

    def draw_problems(self, surface: pygame.Surface, warn: bool = False) -> None:
        """The map's problems in red over the foot of the board, or, when it has none,
        its warnings in amber: it plays as its properties say, but its picture
        disagrees (two listed neighbours drawn apart, two others facing across a river)."""
        area = self.area()
        width = min(area.w - 40, 900)
        said = self.model.warnings if warn else self.model.problems
        lines: list[str] = []
        for problem in said[:4]:
            lines += ui.wrap(problem, 16, width - 28)[:3]
        if len(said) > 4:
            lines.append(f"… and {len(said) - 4} more (the lab's --check lists them all).")
        if warn:
            lines.append("The map still plays as its 'adjacent' properties say.")
        elif self.model.broken:
            kept = "The last good board stays shown" if self.model.board else "No board yet"
            lines.append(f"{kept}; save the map again to reload.")
        tall = 24 * len(lines) + 20
        box = pygame.Rect(0, 0, width, tall)
        box.midbottom = (area.centerx, area.bottom - 12)
        edge, fill = (ui.WARNING, (64, 46, 16)) if warn else (RED, (70, 20, 16))
        pygame.draw.rect(surface, fill, box, border_radius=10)
        pygame.draw.rect(surface, edge, box, 2, border_radius=10)
        for n, line in enumerate(lines):  # plain weight: the lines were wrapped for it
            surface.blit(ui.text(line, 16, (255, 230, 220)), (box.x + 14, box.y + 10 + 24 * n))

    def draw_foot(self, surface: pygame.Surface) -> None:
        w, h = self.size
        foot = pygame.Rect(0, h - FOOT_H, w, FOOT_H)
        surface.fill((24, 15, 12), foot)
        pygame.draw.line(surface, ui.BRONZE, foot.topleft, foot.topright)
        board = self.model.board
        if board is not None and self.hover in board.regions:
            top = self.look.facts(board, self.hover)
        elif board is not None:
            top = self.look.summary(board, len(self.lines))
        else:
            top = ""
        watching = self.model.watch.mode if self.model.watch else "off"
        where = f"{self.model.path.parent.name}/{self.model.path.name}"
        bottom = f"{self.status} · watching ({watching}) · {where}"
        if self.art_problem:
            bottom += f" · {self.art_problem}"
        room = w - 108 - 24
        for n, line in enumerate((top, bottom)):
            shown = line
            while shown and font(14).size(shown)[0] > room:
                shown = shown[:-2]
            if shown != line:
                shown = shown.rstrip() + "…"
            colour = ui.PARCHMENT if n == 0 else ui.MUTED
            surface.blit(ui.text(shown, 14, colour), (14, foot.y + 7 + n * 20))
