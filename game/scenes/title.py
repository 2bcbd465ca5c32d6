"""The title screen: the name, a dragon emblem, and the way in (new, continue, load,
options). Continue names the game it picks up ("Continue: Dragon Dune, turn 3, Aria to
act"); the words are found after the first frame, so the window shows at once."""

from __future__ import annotations

import html
import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame
from pygame_gui.windows import UIMessageWindow

from game import __version__, autosaves
from game.cards.fonts import font
from game.core.errors import SaveError
from game.core.words import ellipsize
from game.saved_games import SavedGame, describe, saved_names
from game.scenes import ui
from game.scenes.emblem import emblem

if TYPE_CHECKING:
    from game.scenes.base import Host

TAGLINE = "Dragon card and board games, hot-seat at one table"
BUTTON_W = 500  # wide enough to say which game Continue picks up


class TitleScene(ui.UIScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.time = 0.0  # seconds shown, for the drifting embers
        self.updates = 0  # frames updated: the slow reading waits until one is drawn
        self.error = ""  # the last reason Continue failed, shown in a dialog
        self.dialog: UIMessageWindow | None = None
        self.unavailable: list[str] | None = (
            None  # games with damaged data, found after the first frame
        )
        self.autosave: SavedGame | None = None  # what Continue picks up, once described
        self.described = False  # whether `autosave` is read for this visit
        self.build()

    def build(self) -> None:
        w, h = self.size
        width = BUTTON_W
        height, gap = (50, 14) if h >= 720 else (44, 10)
        rows = [
            ("new", "New game", pygame.K_n, "primary"),
            ("continue", "Continue last game", pygame.K_c, ""),
            ("load", "Load game…", pygame.K_l, ""),
            ("options", "Options", pygame.K_o, ""),
            ("quit", "Quit", pygame.K_q, ""),
        ]
        top = min(int(h * 0.56), h - 20 - len(rows) * (height + gap) + gap)
        x = (w - width) // 2
        self.buttons_top = top
        for i, (name, words, key, classes) in enumerate(rows):
            rect = (x, top + i * (height + gap), width, height)
            if name == "options":  # Options, Layout lab and Balance share a row
                # in the smaller type, which leaves the key caps room
                third = (width - 2 * gap) // 3
                self.button(name, (x, rect[1], third, height), words, keys=(key,))
                self.button(
                    "lab",
                    (x + third + gap, rect[1], third, height),
                    "Layout lab",
                    keys=(pygame.K_y,),
                    tooltip="For designers: see, check, print and playtest a game's cards",
                )
                self.button(
                    "balance",
                    (x + 2 * (third + gap), rect[1], width - 2 * (third + gap), height),
                    "Balance",
                    keys=(pygame.K_b,),
                    tooltip="For designers: many bot games of a game, who wins and why",
                )
                continue
            self.button(name, rect, words, keys=(key,), classes=classes or "big")
        self.shortcuts[pygame.K_ESCAPE] = "quit"
        self.refresh_continue()

    def resize(self, size: tuple[int, int]) -> None:
        showing = self.dialog is not None and self.dialog.alive()
        super().resize(size)
        if showing:
            self.show_error(self.error)

    def enter(self) -> None:
        self.described = False  # a game may have been played or saved since
        self.refresh_continue()

    def refresh_continue(self) -> None:
        button = self.buttons["continue"]
        if autosaves.latest() is not None:
            button.enable()
            button.set_tooltip("Pick up the game played last")
            if self.described:
                self.name_continue()
        else:
            button.disable()
            button.set_tooltip("No game has been saved yet")
        load = self.buttons["load"]
        if saved_names() or autosaves.slots()[1:]:  # a save, or a game besides Continue's
            load.enable()
            load.set_tooltip("Choose a saved game to play on")
        else:
            load.disable()
            load.set_tooltip("No game has been saved yet: save one from the menu during a game")

    def describe_autosave(self) -> None:
        """Read the autosave (it is replayed, so a damaged one is found now)."""
        path = autosaves.latest()
        self.autosave = describe(path, self.app.registry) if path is not None else None
        self.described = True
        self.refresh_continue()

    def name_continue(self) -> None:
        """Continue says what it picks up, or that the last game's save is damaged."""
        button, game = self.buttons["continue"], self.autosave
        if game is None:
            return
        if game.damaged:
            words = "Continue: the save is damaged"
            tip = f"{game.error} Press to see what is wrong."
        else:
            words = f"Continue: {game.summary}"
            tip = f"Pick up {game.summary}. Players: {game.players_text}."
        room = button.rect.width - 2 * 44  # the key cap sits at the right end
        big = font(20)
        if big.size(words)[0] <= room:
            shown, classes = words, "big"
        else:  # the button's smaller type, and "…" only if even that is too wide
            small = font(17)
            shown, classes = ellipsize(words, room, lambda t: small.size(t)[0]), ""
        if button.class_ids[-1] != ui.style(classes).class_id:
            button.change_object_id(ui.style(classes))
        if shown != button.text:
            button.set_text(shown)
        button.set_tooltip(html.escape(tip))

    def activate(self, name: str) -> None:
        if name == "new":
            self.app.stack.push("new_game")
        elif name == "continue":
            self.continue_last()
        elif name == "load":
            self.app.stack.push("load_game")
        elif name == "options":
            self.app.stack.push("options")
        elif name == "lab":
            self.app.stack.push("lab")
        elif name == "balance":
            self.app.stack.push("balance")
        elif name == "quit":
            self.app.quit()

    def continue_last(self) -> None:
        """Load the autosave; a damaged one is reported and the title stays."""
        from game.session import Session

        path = autosaves.latest()
        if path is None:  # removed since the title was drawn
            self.refresh_continue()
            return
        try:
            session = Session.load(path, self.app.registry)
        except SaveError as exc:
            self.show_error(str(exc))
            return
        except (ValueError, KeyError, OSError) as exc:  # a save that replays but won't seat
            self.show_error(f"Can't load the save '{path}': {exc}")
            return
        self.error = ""
        self.app.stack.push("table", session=session)

    def show_error(self, message: str) -> None:
        self.error = message
        if self.dialog is not None and self.dialog.alive():
            self.dialog.kill()
        w, h = self.size
        rect = pygame.Rect(0, 0, min(620, w - 80), 250)
        rect.center = (w // 2, h // 2)
        body = f"{html.escape(message)}<br><br><i>The file was left as it is.</i>"
        self.dialog = UIMessageWindow(
            rect, body, self.manager, window_title="Can't continue the last game"
        )
        if self.dialog.dismiss_button is not None:
            ui.roomy(self.dialog.dismiss_button)

    def update(self, dt: float) -> None:
        self.time += dt
        self.updates += 1
        if self.updates > 1:  # after the first frame is drawn: the window shows at once
            if self.unavailable is None:
                self.find_unavailable()  # reads every game's rules and card data
            if not self.described:
                self.describe_autosave()  # replays the last game
        super().update(dt)

    def find_unavailable(self) -> None:
        """Each game whose data is damaged, with what is wrong; the others play on."""
        self.unavailable = [
            f"{entry.title} can't be played: {self.app.registry.problem(entry.name)}"
            for entry in self.app.registry.entries()
            if self.app.registry.problem(entry.name)
        ]
        if not self.app.registry.playable():
            self.buttons["new"].disable()
            self.buttons["new"].set_tooltip("No game can be played: see the messages below")

    def draw_back(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(ui.backdrop((w, h)), (0, 0))
        draw_embers(surface, self.time)
        radius = max(48, min(int(h * 0.135), 100))
        badge = emblem(radius)
        surface.blit(badge, badge.get_rect(center=(w // 2, int(h * 0.19))))
        name = title_text(max(44, min(int(h * 0.1), 84)))
        surface.blit(name, name.get_rect(center=(w // 2, int(h * 0.38))))
        ui.rule(surface, (w // 2, int(h * 0.46)), 360)
        tag = ui.text(TAGLINE, 18, ui.MUTED)
        surface.blit(tag, tag.get_rect(center=(w // 2, int(h * 0.5))))
        foot = ui.text("F11 full screen", 14, (120, 98, 80))
        surface.blit(foot, foot.get_rect(bottomright=(w - 16, h - 12)))
        version = ui.text(f"Dragon Table {__version__}", 14, (120, 98, 80))
        surface.blit(version, version.get_rect(bottomleft=(16, h - 12)))
        # Damaged data, said plainly in the margin beside the buttons (never under them).
        column = (w - BUTTON_W) // 2 - 40
        rows = [row for line in self.unavailable or [] for row in ui.wrap(line, 14, column)]
        room = (h - 40 - self.buttons_top) // 20
        shown = rows[:room] if len(rows) <= room else [*rows[: room - 1], "…"]
        for i, row in enumerate(shown):
            image = ui.text(row, 14, (232, 120, 100))
            surface.blit(image, (20, self.buttons_top + 20 * i))


# -- the pictures ----------------------------------------------------------------------


def draw_embers(surface: pygame.Surface, time: float) -> None:
    """Sparks rising from the bottom of the screen; their paths are fixed, only time moves."""
    w, h = surface.get_size()
    for i in range(36):
        seed = (i * 0.6180339887) % 1.0
        speed = 18 + 30 * ((i * 0.381966) % 1.0)
        y = h - ((time * speed + seed * h * 1.7) % (h * 1.1))
        x = seed * w + math.sin(time * 0.7 + i) * 14
        fade = max(0.0, min(1.0, y / h))
        size = 1 + (i % 3)
        glow = (int(120 + 120 * fade), int(50 + 60 * fade), 20)
        pygame.draw.circle(surface, glow, (int(x), int(y)), size)


@lru_cache(maxsize=4)
def title_text(size: int) -> pygame.Surface:
    """'Dragon Table' in bold, gilded top to bottom, over a soft dark shadow."""
    face = font(size, True)
    words = "Dragon Table"
    shape = face.render(words, True, (255, 255, 255))
    gilt = pygame.Surface(shape.get_size(), pygame.SRCALPHA)
    top, bottom = (255, 226, 150), (196, 112, 40)
    for y in range(gilt.get_height()):
        t = y / max(1, gilt.get_height() - 1)
        colour = [int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.line(gilt, (*colour, 255), (0, y), (gilt.get_width(), y))
    gilt.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shadow = face.render(words, True, (0, 0, 0))
    shadow.set_alpha(160)
    out = pygame.Surface((shape.get_width() + 8, shape.get_height() + 8), pygame.SRCALPHA)
    for dx, dy in ((4, 5), (3, 4), (5, 6)):
        out.blit(shadow, (dx, dy))
    out.blit(gilt, (0, 0))
    return out


# A dragon's head in profile, facing right, in a box from -1 to 1 (y down).
