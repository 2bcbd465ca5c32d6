"""The replay of a game: its moves one at a time, forward and back, drawn on the game's
own table with the log lines each move wrote. It is rebuilt from the game's save (the
seats, seed, options and moves) through the rules, and it is read-only: nothing here
makes a move. The game is over, so every card is drawn face up."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.cards.fonts import font
from game.cards.palette import FELT, PANEL_BG
from game.core.move import Move
from game.core.ruleset import Ruleset
from game.core.state import GameState, LogLine
from game.scenes import ui
from game.session import Session
from game.table.kit import PANEL, TableKit, kit_for
from game.table.log_panel import LogPanel, wrap
from game.table.sprites import CardLayer

if TYPE_CHECKING:
    from game.scenes.base import Host

EVERY = 10  # a position is kept every this many moves: any step is a few moves away
PLAY_STEP = 1.0  # seconds a move stays on screen while the replay plays
HOVER_W = 240
HOVER_DELAY = 0.35
MOVE_ROWS = 5  # rows of the move's own lines shown in the panel
PRIVATE = (150, 200, 240)
BAR_H = 8
GESTURES = ("Drag ", "Click ", "Double-click ", "Press ")


class Replay:
    """Every position of a game, rebuilt by the rules from its start and its moves."""

    def __init__(
        self,
        ruleset: Ruleset[Any],
        seats: Sequence[str],
        seed: int,
        options: dict[str, Any],
        moves: Sequence[Move],
        every: int = EVERY,
        start: GameState | None = None,
    ) -> None:
        self.ruleset = ruleset
        self.moves = list(moves)
        # The game's first position: a scenario's (`start`), or the deal of its seats.
        state: GameState = start or ruleset.new_game(list(seats), seed, dict(options))
        self.kept: dict[int, GameState] = {0: state.clone()}
        self.log_ends = [len(state.log)]  # the log's length after each step
        for n, move in enumerate(self.moves, 1):
            ruleset.apply(state, move)
            self.log_ends.append(len(state.log))
            if n % every == 0:
                self.kept[n] = state.clone()
        self.kept[len(self.moves)] = state
        self.log: list[LogLine] = list(state.log)
        self._walking: tuple[int, GameState] | None = None  # a copy being stepped forward

    @classmethod
    def of(cls, ruleset: Ruleset[Any], state: GameState, start: GameState | None = None) -> Replay:
        """The replay of the game `state` is the latest position of (what its save holds),
        from `start` if it began from a scenario."""
        return cls(ruleset, state.seats, state.seed, state.options, state.moves, start=start)

    @property
    def last(self) -> int:
        return len(self.moves)

    def state_at(self, step: int) -> GameState:
        """The position after `step` moves (0: the set-up). Read it, copy it, never change
        it; the next call may reuse it."""
        step = max(0, min(step, self.last))
        kept = self.kept.get(step)
        if kept is not None:
            return kept
        base = max(n for n in self.kept if n <= step)
        walking = self._walking
        if walking is not None and base <= walking[0] <= step:
            n, state = walking
        else:
            n, state = base, self.kept[base].clone()
        for move in self.moves[n:step]:
            self.ruleset.apply(state, move)
        self._walking = (step, state)
        return state

    def lines_of(self, step: int) -> list[LogLine]:
        """The log lines move `step` wrote (step 0: the set-up's)."""
        step = max(0, min(step, self.last))
        start = self.log_ends[step - 1] if step > 0 else 0
        return self.log[start : self.log_ends[step]]


class ReplayScene(ui.UIScene):
    def __init__(self, app: Host, session: Session, step: int = 0) -> None:
        super().__init__(app)
        self.session = session
        start = session.first_position() if session.scenario is not None else None
        self.replay = Replay.of(session.ruleset, session.state, start)
        self.kit: TableKit = kit_for(session.registry.entry(session.ruleset.name), session.ruleset)
        self.layer = CardLayer(self.kit.face, self.kit.height_for)
        self.log = LogPanel()
        humans = [i for i, p in enumerate(session.plans) if p.human]
        self.side = session.viewer if session.viewer is not None else (humans or [0])[0]
        self.step = max(0, min(step, self.replay.last))
        self.view: GameState = self.replay.state_at(self.step)
        self.playing = False
        self.since = 0.0  # seconds this move has been on screen while playing
        self.scrubbing = False  # the progress bar is held
        self.hover: str | None = None
        self.hover_time = 0.0
        self.build()
        self.show(self.step)

    # -- layout ---------------------------------------------------------------------------

    def build(self) -> None:
        """The panel on the right: where we are, the controls, this move's lines, the log."""
        w, h = self.size
        x, inner = w - PANEL + 12, PANEL - 24
        self.bar = pygame.Rect(x, 82, inner, BAR_H)
        quarter = (inner - 3 * 6) // 4
        y = 102
        for i, (name, label, key, tip) in enumerate(
            (
                ("first", "First", pygame.K_HOME, "The set-up, before the first move (Home)"),
                ("back", "Back", pygame.K_LEFT, "One move back (Left arrow)"),
                ("next", "Next", pygame.K_RIGHT, "One move on (Right arrow)"),
                ("last", "Last", pygame.K_END, "The final position (End)"),
            )
        ):
            self.button(
                name, (x + i * (quarter + 6), y, quarter, 36), label, keys=(key,), tooltip=tip
            )
        half = (inner - 6) // 2
        y += 42
        self.button(
            "play",
            (x, y, half, 36),
            "Pause" if self.playing else "Play",
            keys=(pygame.K_SPACE,),
            tooltip="Play the moves one after another; again to pause (Space)",
        )
        self.button(
            "turn",
            (x + half + 6, y, half, 36),
            "Turn",
            keys=(pygame.K_TAB,),
            tooltip="See the table from the next player's side (Tab)",
        )
        self.keys_at = (x, y + 42)
        self.moves_box = pygame.Rect(x, y + 64, inner, 30 + MOVE_ROWS * 19)
        close_y = h - 52
        self.button(
            "close",
            (x, close_y, inner, 40),
            "Back to the results",
            keys=(pygame.K_ESCAPE, pygame.K_BACKSPACE),
        )
        top = self.moves_box.bottom + 30
        self.log.rect = pygame.Rect(w - PANEL + 10, top, PANEL - 20, max(40, close_y - 10 - top))
        self.log.forget()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.show(self.step)

    # -- moving through the game ------------------------------------------------------------

    def show(self, step: int) -> None:
        """Draw the position after `step` moves; its pieces glide there from where they were."""
        self.step = max(0, min(step, self.replay.last))
        view = self.replay.state_at(self.step).clone()
        view.viewer = self.side  # whose side of the table is at the bottom
        self.view = view
        self.kit.on_refresh(view)
        self.kit.arrange(view, self.app.size).fitted()
        self.layer.sync(self.kit.placements(view), self.kit.spawn_points())
        self.log.set_lines(self.told(view.log))
        self.lines = self.replay.lines_of(self.step)
        at_start, at_end = self.step == 0, self.step == self.replay.last
        for name, off in (
            ("first", at_start),
            ("back", at_start),
            ("next", at_end),
            ("last", at_end),
        ):
            if off:
                self.buttons[name].disable()
            else:
                self.buttons[name].enable()
        if at_end and self.playing:
            self.set_playing(False)

    def told(self, lines: list[LogLine]) -> list[LogLine]:
        """The log with each private line saying whose it was (the game is over)."""
        return [
            LogLine(f"Only {self.name(line.seat)} saw: {line.text}", line.seat, line.move)
            if line.seat is not None
            else line
            for line in lines
        ]

    def name(self, seat: int) -> str:
        plans = self.session.plans
        return plans[seat].name if 0 <= seat < len(plans) else f"Seat {seat + 1}"

    def go(self, step: int) -> None:
        self.since = 0.0
        self.show(step)

    def set_playing(self, playing: bool) -> None:
        self.playing = playing and self.step < self.replay.last
        self.since = 0.0
        self.buttons["play"].set_text("Pause" if self.playing else "Play")

    def activate(self, name: str) -> None:
        if name == "first":
            self.go(0)
        elif name == "back":
            self.go(self.step - 1)
        elif name == "next":
            self.go(self.step + 1)
        elif name == "last":
            self.go(self.replay.last)
        elif name == "play":
            if not self.playing and self.step == self.replay.last:
                self.go(0)  # from the start again
            self.set_playing(not self.playing)
        elif name == "turn":
            self.side = (self.side + 1) % len(self.view.seats)
            self.show(self.step)
        elif name == "close":
            self.app.stack.pop()

    # -- events ---------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.go(self.step + (10 if event.key == pygame.K_PAGEDOWN else -10))
            return True
        if event.type == pygame.MOUSEWHEEL and self.log.handle_wheel(self.app.pointer, event.y):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.bar.inflate(0, 16).collidepoint(event.pos):
                self.scrubbing = True
                self._scrub(event.pos[0])
                return True
            if event.pos[0] < self.size[0] - PANEL and self.kit.overlay_click(event.pos):
                return True  # a box over the board closed (a battle's reveal); nothing else
        if event.type == pygame.MOUSEMOTION:
            if self.scrubbing:
                self._scrub(event.pos[0])
            self._hover(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.scrubbing:
            self.scrubbing = False
            return True
        return super().handle(event)

    def _scrub(self, x: int) -> None:
        """The progress bar: a press or a drag along it goes to that point of the game."""
        share = (x - self.bar.x) / max(1, self.bar.width)
        step = round(max(0.0, min(1.0, share)) * self.replay.last)
        if step != self.step:
            self.go(step)

    def _hover(self, pos: tuple[int, int]) -> None:
        piece = None
        if pos[0] < self.size[0] - PANEL:
            sprite = self.layer.sprite_at(pos)
            if sprite is not None:
                piece = sprite.face if self.kit.enlargeable(sprite.face) else None
            else:
                piece = self.kit.thing_at(pos)
        if piece != self.hover:
            self.hover, self.hover_time = piece, 0.0

    # -- time -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        speed = self.app.settings.speed
        self.layer.update(dt, speed)
        self.kit.update(dt * speed)
        self.hover_time += dt
        if self.playing and not self.kit.busy() and not self.layer.moving():
            self.since += dt * speed
            if self.since >= PLAY_STEP:
                self.go(self.step + 1)

    # -- drawing (reads only) ---------------------------------------------------------------

    def draw_keycaps(self, surface: pygame.Surface) -> None:
        """Only the wide button has room for its key; the line under the controls names
        the others' keys."""
        widget = self.buttons.get("close")
        if widget is not None:
            cap = ui.keycap("Esc")
            surface.blit(cap, cap.get_rect(midright=(widget.rect.right - 10, widget.rect.centery)))

    def draw_back(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        self.kit.draw_under(surface, self.view, set(), None)
        self.layer.draw(surface)
        self.kit.draw_over(surface, self.view)
        if self.hover is not None and self.hover_time > HOVER_DELAY:
            self._draw_hover(surface)
        self._draw_panel(surface)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        x = w - PANEL + 12
        pygame.draw.rect(surface, PANEL_BG, (w - PANEL, 0, PANEL, surface.get_height()))
        surface.blit(font(20, True).render("Replay", True, ui.GOLD), (x, 10))
        last = self.replay.last
        where = f"Move {self.step} of {last}" if self.step else f"The set-up ({last} moves follow)"
        surface.blit(font(17, True).render(where, True, ui.PARCHMENT), (x, 38))
        seen = font(14).render(f"Seen from {self.name(self.side)}'s side", True, ui.MUTED)
        surface.blit(seen, (x, 60))
        keys = font(13).render("Keys: Left, Right, Home, End, Space, Tab", True, ui.MUTED)
        surface.blit(keys, self.keys_at)
        self._draw_bar(surface)
        self._draw_move(surface)
        head = font(15, True).render("The game so far", True, ui.GOLD)
        surface.blit(head, (x, self.log.rect.y - 24))
        self.log.draw(surface)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = self.bar
        pygame.draw.rect(surface, (70, 52, 40), bar, border_radius=4)
        done = bar.width * self.step // max(1, self.replay.last)
        if done:
            pygame.draw.rect(surface, ui.EMBER, (bar.x, bar.y, done, bar.height), border_radius=4)
        pygame.draw.circle(surface, ui.GOLD, (bar.x + done, bar.centery), BAR_H)

    def move_rows(self) -> list[tuple[str, bool]]:
        """This move's lines as the panel shows them: who moved, then what the log says."""
        rows: list[tuple[str, bool]] = []
        width = self.moves_box.width - 16
        for line in self.told(self.lines):
            rows += [(row, line.seat is not None) for row in wrap(line.text, width, font(15))]
        if not rows and self.step:
            move = self.replay.moves[self.step - 1]
            rows = [
                (row, False) for row in wrap(self.kit.move_label(self.view, move), width, font(15))
            ]
        return rows

    def _draw_move(self, surface: pygame.Surface) -> None:
        box = self.moves_box
        pygame.draw.rect(surface, (28, 30, 38), box, border_radius=8)
        pygame.draw.rect(surface, ui.BRONZE, box, 1, border_radius=8)
        if self.step:
            title = f"{self.name(self.replay.moves[self.step - 1].seat)}'s move"
        else:
            title = "Before the first move"
        surface.blit(font(15, True).render(title, True, ui.GOLD), (box.x + 8, box.y + 5))
        rows = self.move_rows()
        if len(rows) > MOVE_ROWS:  # the rest is in the log below
            rows = [*rows[: MOVE_ROWS - 1], ("… and more in the log below", False)]
        y = box.y + 28
        for text, private in rows:
            image = font(15).render(text, True, PRIVATE if private else ui.PARCHMENT)
            surface.blit(image, (box.x + 8, y))
            y += 19

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """The card under the pointer, large, with what it does (as at the table)."""
        assert self.hover is not None
        pos = self.app.pointer
        board = pygame.Rect(0, 0, surface.get_width() - PANEL, surface.get_height())
        lines = [  # how to play a piece at the table is no help here: nothing is played
            line
            for line in self.kit.hover_text(self.view, pos, self.hover) or []
            if not line.startswith(GESTURES)
        ]
        at = (pos[0], pos[1] + 18)
        if self.kit.enlargeable(self.hover):
            image = self.kit.face(self.hover, HOVER_W)
            rect = image.get_rect(midbottom=(pos[0], pos[1] - 20))
            rect.clamp_ip(board)
            surface.blit(image, rect)
            at = (rect.centerx, rect.bottom + 4)
        if not lines:
            return
        f = font(15)
        rows = [row for line in lines for row in wrap(line, 320, f)]
        images = [f.render(row, True, ui.PARCHMENT) for row in rows]
        box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 16, len(images) * 20 + 10)
        box.midtop = at
        box.clamp_ip(board)
        pygame.draw.rect(surface, (30, 34, 44), box, border_radius=8)
        pygame.draw.rect(surface, ui.GOLD, box, 1, border_radius=8)
        for i, image in enumerate(images):
            surface.blit(image, (box.x + 8, box.y + 5 + i * 20))
