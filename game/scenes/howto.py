"""How to play: a game's rules for players, in our own words, from
`assets/howto/<game>.md` (headings, paragraphs, bullets and **bold**). F1 at the
table and on the new-game screen opens it; Esc or F1 closes it. It scrolls."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import paths
from game.cards.fonts import font
from game.core.data import read_text
from game.core.errors import DataError
from game.scenes import ui
from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.scenes.base import Host

COLUMN = 860
STYLES = {"h1": (34, True), "h2": (24, True), "p": (19, False), "li": (19, False)}
SCROLL_STEP = 60


@dataclass(frozen=True)
class Block:
    kind: str  # h1, h2, p or li
    text: str


def parse(text: str) -> list[Block]:
    """Markdown's plain subset: `#` and `##` headings, `- ` bullets, paragraphs."""
    blocks: list[Block] = []
    para: list[str] = []

    def close() -> None:
        if para:
            blocks.append(Block("p", " ".join(para)))
            para.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            close()
        elif line.startswith("## ") or line.startswith("# "):
            close()
            kind = "h2" if line.startswith("## ") else "h1"
            blocks.append(Block(kind, line.lstrip("#").strip()))
        elif line.startswith(("- ", "* ")):
            close()
            blocks.append(Block("li", line[2:].strip()))
        elif blocks and blocks[-1].kind == "li" and not para and raw.startswith("  "):
            blocks[-1] = Block("li", f"{blocks[-1].text} {line}")  # a bullet's next line
        else:
            para.append(line)
    close()
    return blocks


def words(text: str) -> list[tuple[str, bool, bool]]:
    """The words of a line, each with whether it is inside **bold** and whether a space
    comes before it: "(a **Monopoly**)" is "(a", then "Monopoly" in bold, then ")" with
    no space, so the bracket closes on the word."""
    out: list[tuple[str, bool, bool]] = []
    spaced = False
    for n, part in enumerate(text.split("**")):
        for i, word in enumerate(part.split()):
            gap = spaced or i > 0 or part[:1].isspace()
            out.append((word, n % 2 == 1, gap and bool(out)))
        spaced = part[-1:].isspace()
    return out


def load_guide(game: str, title: str) -> list[Block]:
    """The game's guide; a missing or damaged file says so in the guide's place."""
    path = paths.asset(f"howto/{game}.md")
    try:
        return parse(read_text(path, "guide"))
    except DataError as exc:
        return [Block("h1", title), Block("p", f"There is no guide for {title} here: {exc}")]


class HowToScene(Scene):
    def __init__(
        self,
        app: Host,
        game: str,
        title: str = "",
        on_guide: Callable[[], None] | None = None,
    ) -> None:
        """`on_guide`, when given, starts the game's guided first game: the page offers
        it (G) beside Close, for someone reading the rules before their first game."""
        super().__init__(app)
        self.blocks = load_guide(game, title or game)
        self.on_guide = on_guide
        self.scroll = 0
        self.page: pygame.Surface | None = None
        self.page_width = 0

    # -- layout ------------------------------------------------------------------------

    def column(self) -> int:
        return max(300, min(COLUMN, self.app.size[0] - 80))

    def render_page(self) -> pygame.Surface:
        """The whole guide on one tall surface, made again only when the width changes."""
        width = self.column()
        if self.page is not None and self.page_width == width:
            return self.page
        pieces: list[tuple[pygame.Surface, int, int]] = []  # image, x, y
        y = 0
        for block in self.blocks:
            size, bold = STYLES[block.kind]
            indent = 28 if block.kind == "li" else 0
            y += {"h1": 0, "h2": 22, "p": 8, "li": 4}[block.kind]
            if block.kind == "li":
                pieces.append((font(size, True).render("•", True, ui.GOLD), 8, y))
            colour = ui.GOLD if block.kind in ("h1", "h2") else ui.PARCHMENT
            y = self._set(block.text, size, bold, colour, indent, width, y, pieces)
            if block.kind == "h1":
                y += 12
        page = pygame.Surface((width, y + 40), pygame.SRCALPHA)
        for image, x, top in pieces:
            page.blit(image, (x, top))
        self.page, self.page_width = page, width
        return page

    def _set(
        self,
        text: str,
        size: int,
        bold: bool,
        colour: tuple[int, int, int],
        indent: int,
        width: int,
        y: int,
        pieces: list[tuple[pygame.Surface, int, int]],
    ) -> int:
        """Lay the words of one block in lines; returns the y below it."""
        space = font(size).size(" ")[0]
        line_h = font(size, bold).get_linesize() + 2
        x = indent
        for word, strong, gap in words(text):
            image = font(size, bold or strong).render(word, True, colour)
            if gap:
                x += space
            if x > indent and x + image.get_width() > width:
                x, y = indent, y + line_h
            pieces.append((image, x, y))
            x += image.get_width()
        return y + line_h

    def max_scroll(self) -> int:
        return max(0, self.render_page().get_height() - (self.app.size[1] - 120))

    # -- the Scene protocol ------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.scroll = min(self.scroll, self.max_scroll())

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            step = {
                pygame.K_DOWN: SCROLL_STEP,
                pygame.K_UP: -SCROLL_STEP,
                pygame.K_PAGEDOWN: self.app.size[1] - 160,
                pygame.K_SPACE: self.app.size[1] - 160,
                pygame.K_PAGEUP: -(self.app.size[1] - 160),
                pygame.K_HOME: -(10**6),
                pygame.K_END: 10**6,
            }.get(event.key)
            if event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_BACKSPACE):
                self.app.stack.pop()
                return True
            if event.key == pygame.K_g and self.on_guide is not None:
                self.start_guide()
                return True
            if step is not None:
                self.scroll = max(0, min(self.max_scroll(), self.scroll + step))
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - event.y * SCROLL_STEP))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.close_rect().collidepoint(event.pos):
                self.app.stack.pop()
            elif self.guide_rect().collidepoint(event.pos) and self.on_guide is not None:
                self.start_guide()
            return True
        return False

    def start_guide(self) -> None:
        assert self.on_guide is not None
        self.app.stack.pop()  # back to the scene that offered it, which starts the game
        self.on_guide()

    def close_rect(self) -> pygame.Rect:
        return pygame.Rect(self.app.size[0] - 150, 16, 130, 40)

    def guide_rect(self) -> pygame.Rect:
        """The guided game's button, left of Close (empty when there is none)."""
        if self.on_guide is None:
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(self.app.size[0] - 150 - 16 - 210, 16, 210, 40)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(ui.backdrop(surface.get_size()), (0, 0))
        w, h = surface.get_size()
        page = self.render_page()
        top = 60
        view = pygame.Rect(0, self.scroll, page.get_width(), h - top - 40)
        surface.blit(page, ((w - page.get_width()) // 2, top), view.clip(page.get_rect()))
        hint = ui.text(
            "Esc or F1: back   ·   wheel, arrows, Page Up/Down: scroll",
            15,
            ui.PARCHMENT,
        )
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 10)))
        close = self.close_rect()
        pygame.draw.rect(surface, (60, 52, 40), close, border_radius=8)
        pygame.draw.rect(surface, ui.GOLD, close, 1, border_radius=8)
        label = ui.text("Close  [Esc]", 17, ui.PARCHMENT)
        surface.blit(label, label.get_rect(center=close.center))
        if self.on_guide is not None:
            guide = self.guide_rect()
            pygame.draw.rect(surface, (70, 50, 26), guide, border_radius=8)
            pygame.draw.rect(surface, ui.GOLD, guide, 2, border_radius=8)
            label = ui.text("Guided game  [G]", 17, ui.GOLD, bold=True)
            surface.blit(label, label.get_rect(center=guide.center))
        if self.max_scroll() > 0:  # where in the guide the page is
            track = pygame.Rect((w + page.get_width()) // 2 + 14, top, 4, h - top - 40)
            pygame.draw.rect(surface, (70, 64, 56), track)
            share = track.height * track.height // page.get_height()
            at = track.top + (track.height - share) * self.scroll // self.max_scroll()
            pygame.draw.rect(surface, ui.GOLD, (track.x, at, 4, max(12, share)))
