"""The end of a game: who won and how, what happened, and where to go next."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes import ui
from game.scenes.emblem import emblem
from game.session import Session

if TYPE_CHECKING:
    from game.scenes.base import Host

SUMMARY_W = 640
EMBLEM = 84  # height of the medallion over the headline


def headline(session: Session) -> tuple[str, str]:
    """('Aria wins', 'by Dragon Kill'), or a draw, or a game not finished."""
    result = session.result
    names = [p.name for p in session.plans]
    if result is None:
        return "Game over", "The game was left unfinished."
    if not result.winners:
        return "A draw", f"by {result.how}" if result.how else ""
    who = [names[s] if s < len(names) else f"Seat {s + 1}" for s in result.winners]
    verb = "wins" if len(who) == 1 else "win"
    return f"{' and '.join(who)} {verb}", f"by {result.how}" if result.how else ""


def facts(session: Session) -> str:
    """One line about the game: which, how long, which seed."""
    state = session.state
    parts = [session.ruleset.title]
    turns = getattr(state, "turn", None)
    if isinstance(turns, int) and turns > 0:
        parts.append(f"{turns} turn{'s' if turns != 1 else ''}")
    moves = len(state.moves)
    parts.append(f"{moves} move{'s' if moves != 1 else ''} played")
    parts.append(f"seed {session.seed}")
    return "  ·  ".join(parts)


class ResultsScene(ui.UIScene):
    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.build()

    def build(self) -> None:
        """Lay out the headline, the summary board and the buttons as one centred block."""
        w, h = self.size
        big, small = headline(self.session)
        self.title = ui.text(big, 56, ui.GOLD, bold=True)
        self.how = ui.text(small, 24, ui.PARCHMENT) if small else None
        result = self.session.result
        self.box = pygame.Rect(0, 0, min(SUMMARY_W + 80, w - 80), 0)
        summary = result.summary if result and result.summary else ""
        self.lines = ui.wrap(summary, 20, self.box.width - 80) if summary else []
        self.box.height = 60 + 32 * len(self.lines) + 36 * len(self.session.plans) + 40
        badge = EMBLEM + 16
        head = self.title.get_height() + (self.how.get_height() + 4 if self.how else 0) + 48
        total = badge + head + self.box.height + 40 + 52
        self.top = max(16, (h - total) // 2)
        self.box.midtop = (w // 2, self.top + badge + head)
        width, gap = 220, 20
        left = (w - 3 * width - 2 * gap) // 2
        y = self.box.bottom + 40
        self.button(
            "again", (left, y, width, 52), "Play again", keys=(pygame.K_r,), classes="primary"
        )
        self.button(
            "new", (left + width + gap, y, width, 52), "New game", keys=(pygame.K_n,), classes="big"
        )
        self.button(
            "title",
            (left + 2 * (width + gap), y, width, 52),
            "Title",
            keys=(pygame.K_t, pygame.K_ESCAPE),
            classes="big",
        )

    def activate(self, name: str) -> None:
        if name == "again":
            self.play_again()
        elif name == "new":
            self.app.stack.replace("new_game", game=self.session.ruleset.name)
        elif name == "title":
            self.app.stack.clear_to("title")

    def play_again(self) -> None:
        """The same seats and options at a fresh shuffle."""
        old = self.session
        seed = ui.fresh_seed()
        if seed == old.seed:
            seed += 1
        session = Session(old.ruleset, old.plans, seed, dict(old.state.options))
        self.app.stack.replace("table", session=session)

    def draw_back(self, surface: pygame.Surface) -> None:
        super().draw_back(surface)
        w = surface.get_width()
        badge = emblem(EMBLEM // 2)
        surface.blit(badge, badge.get_rect(midtop=(w // 2, self.top)))
        y = self.top + EMBLEM + 16
        surface.blit(self.title, self.title.get_rect(midtop=(w // 2, y)))
        y += self.title.get_height() + 4
        if self.how:
            surface.blit(self.how, self.how.get_rect(midtop=(w // 2, y)))
            y += self.how.get_height()
        ui.rule(surface, (w // 2, y + 22), 420)
        box = self.box
        surface.blit(ui.panel(box.size), box)
        y = ui.blit_lines(surface, self.lines, (w // 2, box.y + 28), 20) + 10
        for i, plan in enumerate(self.session.plans):
            y = self.draw_seat(surface, i, plan.name, plan.human, plan.bot, (box, y))
        fact = ui.text(facts(self.session), 16, ui.MUTED)
        surface.blit(fact, fact.get_rect(midbottom=(w // 2, box.bottom - 16)))

    def draw_seat(
        self,
        surface: pygame.Surface,
        seat: int,
        name: str,
        human: bool,
        bot: str,
        where: tuple[pygame.Rect, int],
    ) -> int:
        box, y = where
        result = self.session.result
        won = bool(result and seat in result.winners)
        who = ui.text(name, 20, ui.GOLD if won else ui.PARCHMENT, bold=won)
        kind = ui.text("human" if human else f"{bot} bot", 16, ui.MUTED)
        x = box.centerx - (who.get_width() + 14 + kind.get_width()) // 2
        if won:
            draw_crown(surface, (x - 26, y + who.get_height() // 2))
        surface.blit(who, (x, y))
        surface.blit(
            kind, kind.get_rect(midleft=(x + who.get_width() + 14, y + who.get_height() // 2 + 1))
        )
        return y + 36


def draw_crown(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A small gold crown beside a winner's name."""
    x, y = centre
    points = [
        (x - 10, y + 6),
        (x - 10, y - 5),
        (x - 5, y),
        (x, y - 8),
        (x + 5, y),
        (x + 10, y - 5),
        (x + 10, y + 6),
    ]
    pygame.draw.polygon(surface, ui.GOLD, points)
    pygame.draw.polygon(surface, (140, 90, 30), points, 1)
