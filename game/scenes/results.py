"""The end of a game: who won and how, every seat's standing, the whole log of the game
(nothing is secret any more), and the way to the replay, a new game or the title.

A game says what a seat's standing is through an optional `scores(state)` on its
ruleset: one (name, standing) pair per seat, in seat order ("Aria", "29 VP in 14
turns"). A game without it shows the winners and the result's summary only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.cards.fonts import font
from game.core.state import LogLine
from game.scenes import ui
from game.scenes.emblem import emblem
from game.session import Session

if TYPE_CHECKING:
    from game.scenes.base import Host

WIDEST = 1440  # the two columns never spread wider than this
PRIVATE = (150, 200, 240)  # a line only one seat saw while the game was on
GUTTER = 44  # the move numbers' column in the log
ROW_GAP = 2


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


@dataclass(frozen=True)
class Standing:
    """One seat on the results screen: who, human or bot, its score, and whether it won."""

    seat: int
    name: str
    kind: str
    score: str
    won: bool


def standings(session: Session) -> list[Standing]:
    """Every seat, the winners first, each with the standing its game gives it."""
    result = session.result
    winners = result.winners if result else ()
    hook = getattr(session.ruleset, "scores", None)
    scores: list[tuple[str, str]] = list(hook(session.state)) if callable(hook) else []
    rows = []
    for seat, plan in enumerate(session.plans):
        name, score = scores[seat] if seat < len(scores) else (plan.name, "")
        kind = "human" if plan.human else f"{plan.bot or 'default'} bot"
        rows.append(Standing(seat, name, kind, score, seat in winners))
    return sorted(rows, key=lambda row: (not row.won, row.seat))


@dataclass(frozen=True)
class Entry:
    """One line of the log as the results show it: the move that wrote it (0: set-up)."""

    move: int
    text: str
    private: bool


def log_entries(lines: list[LogLine], names: list[str]) -> list[Entry]:
    """The whole log; a line only one seat saw says whose it was."""
    out = []
    for line in lines:
        if line.seat is None:
            out.append(Entry(max(line.move, 0), line.text, False))
            continue
        who = names[line.seat] if 0 <= line.seat < len(names) else f"Seat {line.seat + 1}"
        out.append(Entry(max(line.move, 0), f"Only {who} saw: {line.text}", True))
    return out


def clip(words: str, size: int, width: int, bold: bool = False) -> str:
    """`words`, shortened with an ellipsis if they are wider than `width`."""
    face = font(size, bold)
    if face.size(words)[0] <= width:
        return words
    while words and face.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def wrap_parts(words: str, size: int, width: int) -> list[str]:
    """Lines of a standing made of parts ("31 of 40 HP · 9 gold"): a line breaks between
    parts where it can, so no count is parted from its noun."""
    lines: list[str] = []
    line = ""
    for part in words.split(" · "):
        trial = f"{line} · {part}" if line else part
        if font(size).size(trial)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        *whole, line = ui.wrap(part, size, width)
        lines += whole
    return [*lines, line] if line else lines


Piece = tuple[pygame.Surface, tuple[int, int]]


class ResultsScene(ui.UIScene):
    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.rows = standings(session)
        names = [p.name for p in session.plans]
        self.entries = log_entries(list(session.state.log), names)
        self.scroll = 0  # the log's first row shown
        self.log_rows: list[tuple[str, str, bool]] = []  # (move number or "", text, private)
        self._rendered: dict[tuple[str, int, bool, ui.Colour], pygame.Surface] = {}
        self.build()

    # -- layout ---------------------------------------------------------------------------

    def build(self) -> None:
        """The headline on top, the standing and the log side by side, the buttons below."""
        w, h = self.size
        compact = self.compact = h < 760
        self.log_size = 15 if compact else 17
        self._rendered = {}
        self.pieces: list[Piece] = []
        top = 12 if compact else 28
        self._headline((w // 2, top), compact)
        width = min(WIDEST, w - 48)
        left = (w - width) // 2
        bottom = h - (84 if compact else 110)
        body_top = self.head_bottom + (14 if compact else 24)
        gap = 20
        side = max(300, min(560, int(width * 0.44)))
        self.stand_rect = pygame.Rect(left, body_top, side, bottom - body_top)
        self.log_rect = pygame.Rect(
            left + side + gap, body_top, width - side - gap, bottom - body_top
        )
        self._standing(self.stand_rect)
        self._lay_log()
        self._buttons(left, width, bottom + (16 if compact else 28))

    def _headline(self, centre: tuple[int, int], compact: bool) -> None:
        """The medallion beside who won and how."""
        big, small = headline(self.session)
        title = font(40 if compact else 54, True).render(big, True, ui.GOLD)
        how = font(19 if compact else 24).render(small, True, ui.PARCHMENT) if small else None
        badge = emblem(30 if compact else 44)
        words_w = max(title.get_width(), how.get_width() if how else 0)
        words_h = title.get_height() + (how.get_height() if how else 0)
        x = centre[0] - (badge.get_width() + 16 + words_w) // 2
        height = max(badge.get_height(), words_h)
        y = centre[1]
        self.pieces.append((badge, (x, y + (height - badge.get_height()) // 2)))
        x += badge.get_width() + 16
        y0 = y + (height - words_h) // 2
        self.pieces.append((title, (x, y0)))
        if how is not None:
            self.pieces.append((how, (x, y0 + title.get_height())))
        self.head_bottom = y + height

    def _standing(self, box: pygame.Rect) -> None:
        """Each seat's name, kind and score, then how the game ended; the largest type that
        fits the box."""
        sizes = ((24, 19), (22, 18), (20, 16), (18, 15), (16, 14), (15, 13))
        for name_size, score_size in sizes[2:] if self.compact else sizes:
            pieces, crowns, height = self._standing_pieces(box, name_size, score_size)
            if height <= box.height:
                break
        self.pieces += [
            (image, at) for image, at in pieces if at[1] + image.get_height() <= box.bottom
        ]
        self.crowns = [at for at in crowns if at[1] + 8 <= box.bottom]
        box.height = min(box.height, height)  # the board is as tall as what it holds

    def _standing_pieces(
        self, box: pygame.Rect, name_size: int, score_size: int
    ) -> tuple[list[Piece], list[tuple[int, int]], int]:
        pieces: list[Piece] = []
        crowns: list[tuple[int, int]] = []
        inner = box.width - 40
        x, y = box.x + 20, box.y + 14
        finished = self.session.result is not None
        head = font(18, True).render(
            "Final standing" if finished else "Standing when the game stopped", True, ui.GOLD
        )
        pieces.append((head, (x, y)))
        y += head.get_height() + 8
        for row in self.rows:
            kind = font(14).render(row.kind, True, ui.MUTED)
            room = inner - 28 - kind.get_width() - 12
            name = font(name_size, row.won).render(
                clip(row.name, name_size, room, row.won), True, ui.GOLD if row.won else ui.PARCHMENT
            )
            pieces.append((name, (x + 28, y)))
            kind_y = y + name.get_height() - kind.get_height() - 2
            pieces.append((kind, (x + 28 + name.get_width() + 12, kind_y)))
            if row.won:
                crowns.append((x + 12, y + name.get_height() // 2))
            y += name.get_height()
            for line in wrap_parts(row.score, score_size, inner - 28) if row.score else []:
                image = font(score_size).render(line, True, ui.PARCHMENT)
                pieces.append((image, (x + 28, y)))
                y += image.get_height()
            y += 8
        result = self.session.result
        summary = result.summary if result and result.summary else ""
        summary = summary[:1].upper() + summary[1:]
        if summary:
            y += 4
            for line in ui.wrap(summary, score_size, inner):
                image = font(score_size).render(line, True, ui.MUTED)
                pieces.append((image, (x, y)))
                y += image.get_height()
        y += 6
        for line in ui.wrap(facts(self.session), 14, inner):
            image = font(14).render(line, True, ui.MUTED)
            pieces.append((image, (x, y)))
            y += image.get_height()
        return pieces, crowns, y + 12 - box.y

    def _lay_log(self) -> None:
        """Break the log's lines to the log's width; the first row stays in view."""
        face = font(self.log_size)
        width = self.log_body.width - GUTTER - 18
        rows: list[tuple[str, str, bool]] = []
        last = -1
        for entry in self.entries:
            number = str(entry.move) if entry.move != last and entry.move > 0 else ""
            last = entry.move
            for n, part in enumerate(ui.wrap(entry.text, self.log_size, width)):
                rows.append((number if n == 0 else "", part, entry.private))
        self.log_rows = rows
        self.row_h = face.get_linesize() + ROW_GAP
        self.scroll = min(self.scroll, self.max_scroll())

    @property
    def log_body(self) -> pygame.Rect:
        """Where the log's rows go, under its heading."""
        box = self.log_rect
        return pygame.Rect(box.x + 12, box.y + 44, box.width - 24, box.height - 56)

    def _buttons(self, left: int, width: int, y: int) -> None:
        gap = 16
        each = (width - 3 * gap) // 4
        wide = each + min(60, each // 4)  # the replay's longer words and their key
        narrow = (width - 3 * gap - wide) // 3
        specs = [
            ("replay", "Watch the replay", (pygame.K_w,), "big"),
            ("again", "Play again", (pygame.K_r,), "primary"),
            ("new", "New game", (pygame.K_n,), "big"),
            ("title", "Title", (pygame.K_t, pygame.K_ESCAPE), "big"),
        ]
        x = left
        for name, label, keys, classes in specs:
            tip = (
                "Step through the game move by move, forward and back."
                if name == "replay"
                else None
            )
            size = wide if name == "replay" else narrow
            self.button(
                name,
                (x, y, size, 52),
                label,
                keys=keys,
                classes=classes,
                tooltip=tip,
            )
            x += size + gap
        if not self.session.state.moves:
            self.buttons["replay"].disable()

    # -- the log's scrolling --------------------------------------------------------------

    def visible_rows(self) -> int:
        return max(1, self.log_body.height // self.row_h)

    def max_scroll(self) -> int:
        return max(0, len(self.log_rows) - self.visible_rows())

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + rows))

    def shown_rows(self) -> list[str]:
        """The log's rows in view now, as they read (for a test to find a line)."""
        rows = self.log_rows[self.scroll : self.scroll + self.visible_rows()]
        return [text for _, text, _ in rows]

    # -- events ---------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * event.y)
            return True
        if event.type == pygame.KEYDOWN and not self.dialog_open():
            page = self.visible_rows() - 1
            step = {
                pygame.K_DOWN: 1,
                pygame.K_UP: -1,
                pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page,
                pygame.K_HOME: -len(self.log_rows),
                pygame.K_END: len(self.log_rows),
            }.get(event.key)
            if step is not None:
                self.scroll_by(step)
                return True
        return super().handle(event)

    def activate(self, name: str) -> None:
        if name == "again":
            self.play_again()
        elif name == "new":
            self.app.stack.replace("new_game", game=self.session.ruleset.name)
        elif name == "title":
            self.app.stack.clear_to("title")
        elif name == "replay":
            self.app.stack.push("replay", session=self.session)

    def play_again(self) -> None:
        """The same seats and options at a fresh shuffle (from the same scenario, if the
        game started from one)."""
        old = self.session
        seed = ui.fresh_seed()
        if seed == old.seed:
            seed += 1
        session = Session(
            old.registry,
            old.ruleset,
            old.plans,
            seed,
            dict(old.state.options),
            scenario=old.scenario,
            designer=old.designer,  # a playtest plays on as one, with the designer's files
            cards=old.cards,
            layout=old.layout,
        )
        self.app.stack.replace("table", session=session)

    # -- drawing (reads only) ---------------------------------------------------------------

    def draw_back(self, surface: pygame.Surface) -> None:
        super().draw_back(surface)
        surface.blit(ui.panel(self.stand_rect.size), self.stand_rect)
        surface.blit(ui.panel(self.log_rect.size), self.log_rect)
        for image, at in self.pieces:
            surface.blit(image, at)
        for centre in self.crowns:
            draw_crown(surface, centre)
        self._draw_log(surface)

    def _draw_log(self, surface: pygame.Surface) -> None:
        box, body = self.log_rect, self.log_body
        head = self._text("Game log", 18, True, ui.GOLD)
        surface.blit(head, (box.x + 20, box.y + 14))
        count = len(self.entries)
        more = self._text(
            f"{count} line{'s' if count != 1 else ''}  ·  wheel, arrows, Page Up/Down",
            14,
            False,
            ui.MUTED,
        )
        if head.get_width() + more.get_width() + 60 <= box.width:
            surface.blit(more, more.get_rect(bottomright=(box.right - 20, box.y + 14 + 22)))
        y = body.y
        for number, text, private in self.log_rows[self.scroll : self.scroll + self.visible_rows()]:
            if number:
                tag = self._text(number, self.log_size, False, ui.MUTED)
                surface.blit(tag, tag.get_rect(topright=(body.x + GUTTER - 10, y)))
            line = self._text(text, self.log_size, False, PRIVATE if private else ui.PARCHMENT)
            surface.blit(line, (body.x + GUTTER, y))
            y += self.row_h
        if self.max_scroll() > 0:  # where in the log the rows are
            track = pygame.Rect(body.right - 6, body.y, 4, body.height)
            pygame.draw.rect(surface, (70, 52, 40), track, border_radius=2)
            total = len(self.log_rows)
            share = max(16, track.height * self.visible_rows() // total)
            at = track.y + (track.height - share) * self.scroll // self.max_scroll()
            pygame.draw.rect(surface, ui.GOLD, (track.x, at, 4, share), border_radius=2)

    def _text(self, words: str, size: int, bold: bool, colour: ui.Colour) -> pygame.Surface:
        key = (words, size, bold, colour)
        image = self._rendered.get(key)
        if image is None:
            image = self._rendered[key] = font(size, bold).render(words, True, colour)
        return image


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
