"""The Load screen: every game in progress (its autosave) and every named save, newest
first, with what each holds; Load, Delete, Back.

Reached from the title screen and from the in-game menu. Each row says the save's
name and date, the game, its turn and moves, whose move it is, and who plays (and
which of them are bots). A damaged save is listed with its problem and cannot be
loaded (it can be deleted). Loading replays the save through the rules and opens
the real table, as Continue does; deleting asks first.

Keys: Up/Down (and Page Up/Down, Home/End) choose, Enter loads, Delete deletes,
Esc goes back. Double-clicking a row loads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer
from pygame_gui.windows import UIConfirmationDialog

from game import autosaves, saved_games
from game.cards.fonts import font
from game.cards.text import shorten
from game.core.errors import SaveError
from game.core.registry import Registry
from game.core.words import plural
from game.saved_games import SavedGame
from game.scenes import ui
from game.scenes.menu import OverlayScene

if TYPE_CHECKING:
    from game.scenes.base import Host

ROW_H, ROW_GAP, PAD = 82, 8, 16
DATE_W = 170
SCROLL_W = 20  # room kept for the scroll bar
LIST_TOP = 108  # the list starts this far below the panel's top (the heading is above)
LIST_BELOW = 128  # room under the list: a message line, the buttons, the margin
WHEEL_STEP = 40  # pixels the list moves for one notch of the wheel
ERROR = (255, 143, 112)

# The rows' own text styles, added to the house theme for this screen's manager.
ROW_THEME = {
    "@save_row": {
        "colours": {
            "normal_bg": "#2a1b15",
            "hovered_bg": "#45291c",
            "selected_bg": "#6b3417",
            "active_bg": "#6b3417",
        },
        "misc": {"shape_corner_radius": "8", "shadow_width": "0"},
    },
    "@save_name": {
        "font": {"name": "noto_sans", "size": "18", "bold": "1", "italic": "0"},
        "colours": {"normal_text": "#f6e6c8"},
    },
    "@save_date": {
        "font": {"name": "noto_sans", "size": "14", "bold": "0", "italic": "0"},
        "colours": {"normal_text": "#c9ad88"},
        "misc": {"text_horiz_alignment": "right"},
    },
    "@save_detail": {
        "font": {"name": "noto_sans", "size": "15", "bold": "0", "italic": "0"},
        "colours": {"normal_text": "#e8c98f"},
    },
    "@save_players": {
        "font": {"name": "noto_sans", "size": "15", "bold": "0", "italic": "0"},
        "colours": {"normal_text": "#c9ad88"},
    },
    "@save_problem": {
        "font": {"name": "noto_sans", "size": "15", "bold": "0", "italic": "0"},
        "colours": {"normal_text": "#ff8f70"},
    },
}
SIZES = {"save_name": (18, True), "save_date": (14, False)}  # others: 15, regular


class Caption(UILabel):
    """A label on a row: the pointer passes through it to the row beneath."""

    def can_hover(self) -> bool:
        return False


def fit(words: str, width: int, size: int, bold: bool = False) -> str:
    """`words`, shortened at a word with "…" if they are wider than `width` pixels."""
    return shorten(words, font(size, bold), width)


def row_lines(game: SavedGame) -> list[tuple[str, str]]:
    """A row's texts with their styles: name, date, then two lines of what it holds."""
    if game.damaged:
        return [
            (game.name, "save_name"),
            (game.date_text, "save_date"),
            (f"Can't be loaded: {game.problem}", "save_problem"),
            ("Delete it, or mend the file and come back.", "save_players"),
        ]
    return [
        (game.name, "save_name"),
        (game.date_text, "save_date"),
        (game.detail, "save_detail"),
        (game.players_text, "save_players"),
    ]


def listed(registry: Registry) -> list[SavedGame]:
    """The games in progress (autosaved) and the named saves, newest first."""
    games = autosaves.list_autosaves(registry) + saved_games.list_saves(registry)
    games.sort(key=lambda g: g.saved, reverse=True)
    return games


class LoadScene(OverlayScene):
    heading = "Load game"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.manager.get_theme().load_theme(ROW_THEME)
        self.games: list[SavedGame] = listed(self.app.registry)
        self.selected = 0
        self.message = ""  # why a load or a delete failed
        self.confirm: UIConfirmationDialog | None = None
        self.rows: list[UIButton] = []
        self.row_labels: list[list[UILabel]] = []
        self.build()

    def panel_rect(self) -> pygame.Rect:
        """As tall as the rows need (at least three rows' room), at most the window."""
        w, h = self.size
        rows = max(3, len(self.games)) * (ROW_H + ROW_GAP) - ROW_GAP
        height = min(h - 40, LIST_TOP + rows + LIST_BELOW, 900)
        rect = pygame.Rect(0, 0, min(980, w - 60), height)
        rect.center = (w // 2, h // 2)
        return rect

    # -- layout ------------------------------------------------------------------------

    def build(self) -> None:
        box = self.panel_rect()
        x, width = box.x + 30, box.width - 60
        top, bottom = box.y + LIST_TOP, box.bottom - 76
        self.list_rect = pygame.Rect(x, top, width, box.bottom - LIST_BELOW - top)
        self.list = UIScrollingContainer(self.list_rect, self.manager, allow_scroll_x=False)
        self.rows, self.row_labels = [], []
        row_w = width - SCROLL_W
        for i, game in enumerate(self.games):
            self.build_row(i, game, row_w)
        self.list.set_scrollable_area_dimensions(
            (row_w, max(1, len(self.games) * (ROW_H + ROW_GAP) - ROW_GAP))
        )
        self.button("back", (x, bottom, 170, 50), "Back", keys=(pygame.K_ESCAPE,))
        self.button(
            "delete",
            (x + width - 230 - 16 - 180, bottom, 180, 50),
            "Delete…",
            keys=(pygame.K_DELETE,),
        )
        self.button(
            "load",
            (x + width - 230, bottom, 230, 50),
            "Load",
            keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
            classes="primary",
        )
        self.select(min(self.selected, len(self.games) - 1), scroll=True)

    def build_row(self, i: int, game: SavedGame, row_w: int) -> None:
        y = i * (ROW_H + ROW_GAP)
        lines = row_lines(game)
        full = "<br>".join(words for words, _ in lines)
        row = self.button(
            f"row:{i}",
            (0, y, row_w, ROW_H),
            "",
            classes="save_row",
            container=self.list,
            tooltip=full,
        )
        row.allow_double_clicks = True
        self.rows.append(row)
        text_w = row_w - 2 * PAD
        places = [
            (PAD, y + 8, text_w - DATE_W - 12, 28),  # name
            (row_w - PAD - DATE_W, y + 12, DATE_W, 22),  # date
            (PAD, y + 36, text_w, 22),  # what it holds
            (PAD, y + 57, text_w, 22),  # who plays
        ]
        labels: list[UILabel] = []
        for (words, style), (lx, ly, lw, lh) in zip(lines, places, strict=True):
            size, bold = SIZES.get(style, (15, False))
            label = Caption(
                pygame.Rect(lx, ly, lw, lh),
                fit(words, lw - 6, size, bold),
                self.manager,
                container=self.list,
                object_id=ui.style(style),
            )
            labels.append(label)
        self.row_labels.append(labels)

    # -- choosing ----------------------------------------------------------------------

    def select(self, index: int, scroll: bool = True) -> None:
        """Make row `index` the chosen one (and scroll it into view)."""
        if not self.games:
            self.selected = 0
            self.buttons["load"].disable()
            self.buttons["delete"].disable()
            return
        self.selected = max(0, min(index, len(self.games) - 1))
        for i, row in enumerate(self.rows):
            if i == self.selected:
                row.select()
            else:
                row.unselect()
        self.buttons["delete"].enable()
        game = self.games[self.selected]
        if game.damaged:
            self.buttons["load"].disable()
            self.buttons["load"].set_tooltip("This save is damaged; it can't be loaded.")
        else:
            self.buttons["load"].enable()
            self.buttons["load"].set_tooltip(None)
        if scroll:
            self.scroll_to(self.selected)

    def scroll_to(self, index: int) -> None:
        """Scroll the list just enough that row `index` is whole in view."""
        view = self.list_rect.height
        shown = self.offset()
        top = index * (ROW_H + ROW_GAP)
        if top < shown:
            self.set_offset(top)
        elif top + ROW_H > shown + view:
            self.set_offset(top + ROW_H - view)

    def offset(self) -> int:
        """How far the list is scrolled down, in pixels."""
        return int(-self.list.scrollable_container.relative_rect.y)

    def set_offset(self, start: int) -> None:
        """Scroll the list to `start` pixels down (kept within the list)."""
        bar = self.list.vert_scroll_bar
        if bar is None:
            return
        total = len(self.games) * (ROW_H + ROW_GAP) - ROW_GAP
        start = max(0, min(start, total - self.list_rect.height))
        # The rows move to the exact place; the bar follows (its own steps are too coarse
        # to show the last row whole when the list is long).
        container = self.list.scrollable_container
        container.set_relative_position((container.relative_rect.x, -start))
        bar.start_percentage = start / total
        slider = bar.sliding_button
        if slider is not None:
            lowest = bar.bottom_limit - slider.relative_rect.height
            bar.scroll_position = min(bar.start_percentage * bar.scrollable_height, lowest)
            bar.target_scroll_position = bar.scroll_position
            slider.set_relative_position((0, bar.scroll_position + bar.arrow_button_height))

    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel over the list scrolls it by a third of a row a notch (here, not in
        the library, so it also works over a row's words and keeps the bar in step)."""
        if (
            event.type == pygame.MOUSEWHEEL
            and not self.dialog_open()
            and self.list_rect.collidepoint(self.app.pointer)
        ):
            self.set_offset(self.offset() - int(event.y * WHEEL_STEP))
            return True
        return super().handle(event)

    def visible_rows(self) -> list[int]:
        """The rows wholly in view (for tests and for Page Up/Down)."""
        return [i for i, row in enumerate(self.rows) if self.list_rect.contains(row.rect)]

    def key(self, event: pygame.event.Event) -> bool:
        if not self.dialog_open() and self.games:
            page = max(1, len(self.visible_rows()) - 1)
            steps = {
                pygame.K_UP: -1,
                pygame.K_DOWN: 1,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -len(self.games),
                pygame.K_END: len(self.games),
            }
            if event.key in steps:
                self.message = ""
                self.select(self.selected + steps[event.key])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load(self.selected)  # a damaged save says why it can't be loaded
                return True
        return super().key(event)

    # -- what the buttons do -------------------------------------------------------------

    def activate(self, name: str) -> None:
        if name.startswith("row:"):
            self.message = ""
            self.select(int(name.removeprefix("row:")), scroll=False)
        elif name == "load":
            self.load(self.selected)
        elif name == "delete":
            self.ask_delete()
        elif name == "back":
            self.app.stack.pop()

    def ui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_DOUBLE_CLICKED:
            name = self.button_name(event.ui_element) or ""
            if name.startswith("row:"):
                self.load(int(name.removeprefix("row:")))
                return True
        if (
            event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
            and event.ui_element is self.confirm
        ):
            self.confirm = None
            self.delete(self.selected)
            return True
        return False

    def load(self, index: int) -> None:
        """Replay the save and sit down at its table; a damaged one says why not."""
        from game.session import Session

        if not 0 <= index < len(self.games):
            return
        game = self.games[index]
        if game.damaged:
            self.message = f"“{game.name}” can't be loaded: {game.problem}"
            return
        try:
            session = Session.load(game.path, self.app.registry)
        except SaveError as exc:  # changed on the disk since the list was made
            self.message = str(exc)
            return
        except (ValueError, KeyError, OSError) as exc:  # a save that replays but won't seat
            self.message = f"Can't load the save '{game.path}': {exc}"
            return
        self.app.stack.clear_to("title")
        self.app.stack.push("table", session=session)

    def ask_delete(self) -> None:
        if not self.games or (self.confirm is not None and self.confirm.alive()):
            return
        game = self.games[self.selected]
        what = (
            f"the game in progress “{game.name}” ({game.progress_text})"
            if game.autosave and not game.damaged
            else f"the save “{game.name}”"
        )
        self.confirm = ui.confirmation(
            self.manager,
            self.size,
            f"Delete {what}? It can't be taken back.",
            "Delete the save?",
            "Delete",
        )

    def delete(self, index: int) -> None:
        game = self.games[index]
        try:
            game.path.unlink(missing_ok=True)
        except OSError as exc:
            self.message = f"Could not delete “{game.name}”: {exc.strerror or exc}."
            return
        self.message = ""
        del self.games[index]
        self.resize(self.size)  # the rows again, without it; the next one is chosen

    def resize(self, size: tuple[int, int]) -> None:
        asking = self.confirm is not None and self.confirm.alive()
        super().resize(size)
        if asking:
            self.ask_delete()

    # -- drawing -------------------------------------------------------------------------

    def draw_back(self, surface: pygame.Surface) -> None:
        super().draw_back(surface)
        box = self.panel_rect()
        going = sum(g.autosave for g in self.games)
        count = plural(len(self.games) - going, "saved game")
        if going:
            count = f"{plural(going, 'game')} in progress and {count}"
        note = ui.text(f"{count}, newest first" if self.games else count, 14, ui.MUTED)
        surface.blit(note, note.get_rect(midtop=(box.centerx, box.y + 84)))
        if not self.games:
            lines = [
                "No game has been saved yet.",
                "During a game, open the menu (Esc) and choose Save game…",
            ]
            ui.blit_lines(surface, lines, (box.centerx, self.list_rect.y + 60), 17, ui.MUTED)
        if self.message:
            lines = ui.wrap(self.message, 15, self.list_rect.width)
            if len(lines) > 2:
                lines = [lines[0], fit(" ".join(lines[1:]), self.list_rect.width, 15)]
            ui.blit_lines(
                surface, lines, (box.centerx, self.list_rect.bottom + 6), 15, ERROR, gap=1
            )

    def draw_keycaps(self, surface: pygame.Surface) -> None:
        names = {"back": "Esc", "delete": "Del", "load": "Enter"}
        for name, cap_text in names.items():
            widget = self.buttons[name]
            cap = ui.keycap(cap_text, widget.is_enabled)
            surface.blit(cap, cap.get_rect(midright=(widget.rect.right - 10, widget.rect.centery)))
