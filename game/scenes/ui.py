"""Shared pygame_gui helpers for the menu scenes: one themed UIManager per scene,
named buttons with keyboard shortcuts, and the warm dark look they are drawn in.

A `UIScene` owns its manager. `handle` gives every event to the manager first,
then turns a pressed button (or its shortcut key) into `activate(name)`; `update`
ticks the manager; `draw` paints the backdrop and then the widgets, and changes
nothing. On resize the widgets are thrown away and built again for the new size.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine
from pygame_gui.windows import UIConfirmationDialog

from game import paths
from game.cards.fonts import font
from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.scenes.base import Host

THEME_FILE = paths.asset("ui_theme.json")

# The palette the scenes paint with (the theme file holds the widgets' colours).
NIGHT = (16, 10, 8)
EMBER = (200, 86, 31)
GOLD = (232, 180, 90)
BRONZE = (138, 90, 50)
PARCHMENT = (242, 227, 200)
MUTED = (181, 154, 124)
WARNING = (240, 196, 110)  # look at this again: written or saved, but not right yet
PANEL = (29, 19, 16)

Colour = tuple[int, int, int]


# -- the manager -----------------------------------------------------------------------


def make_manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    """A manager for one scene; the theme file names (and so loads) every font it uses."""
    manager = pygame_gui.UIManager(size, str(THEME_FILE), enable_live_theme_updates=False)
    # Dialog text may use <i>, which no themed widget loads by itself.
    manager.preload_fonts([{"name": "noto_sans", "point_size": 17, "style": "italic"}])
    return manager


def style(*classes: str) -> ObjectID:
    """A theme class id such as ``@primary`` (see assets/ui_theme.json)."""
    return ObjectID(class_id="@" + "".join(classes)) if classes else ObjectID()


KEY_NAMES = {pygame.K_ESCAPE: "Esc", pygame.K_RETURN: "Enter", pygame.K_KP_ENTER: "Enter"}


def key_name(key: int) -> str:
    return KEY_NAMES.get(key) or pygame.key.name(key).upper()


def fresh_seed() -> int:
    """A seed for a new table, from the clock: games differ, and the number is easy to note."""
    return time.time_ns() // 1000 % 1_000_000


class UIScene(Scene):
    """A scene made of pygame_gui widgets; subclasses write `build` and `activate`.

    A subclass sets up its own fields, then calls `self.build()` at the end of
    its `__init__`; `resize` calls `build` again on a fresh manager.
    """

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.size = app.size
        self.manager = make_manager(self.size)
        self.buttons: dict[str, UIButton] = {}
        self.shortcuts: dict[int, str] = {}

    # -- for subclasses ----------------------------------------------------------------

    def build(self) -> None:
        """Create the widgets for `self.size`."""

    def activate(self, name: str) -> None:
        """The button called `name` was pressed (or its key)."""

    def ui_event(self, event: pygame.event.Event) -> bool:
        """Any other pygame_gui event (a dropdown changed, a dialog confirmed)."""
        return False

    def draw_back(self, surface: pygame.Surface) -> None:
        """What lies under the widgets."""
        surface.blit(backdrop(surface.get_size()), (0, 0))

    # -- widgets -----------------------------------------------------------------------

    def button(
        self,
        name: str,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        *,
        keys: Sequence[int] = (),
        classes: str = "",
        container: Any = None,
        tooltip: str | None = None,
    ) -> UIButton:
        widget = UIButton(
            pygame.Rect(rect),
            text,
            self.manager,
            container=container,
            tool_tip_text=tooltip,
            object_id=style(classes) if classes else None,
        )
        self.buttons[name] = widget
        for key in keys:
            self.shortcuts[key] = name
        return widget

    def label(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        classes: str = "",
        container: Any = None,
    ) -> UILabel:
        return UILabel(
            pygame.Rect(rect),
            text,
            self.manager,
            container=container,
            object_id=style(classes) if classes else None,
        )

    def dialog_open(self) -> bool:
        return bool(self.manager.get_window_stack().get_full_stack())

    def typing(self) -> bool:
        focused = self.manager.get_focus_set() or ()
        return any(isinstance(w, UITextEntryLine) for w in focused)

    # -- the Scene protocol ------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.manager.set_window_resolution(size)
        self.manager.clear_and_reset()
        self.buttons.clear()
        self.shortcuts.clear()
        self.build()

    def handle(self, event: pygame.event.Event) -> bool:
        consumed = bool(self.manager.process_events(event))
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            name = self.button_name(event.ui_element)
            if name is not None:
                self.activate(name)
                return True
        if self.ui_event(event):
            return True
        if event.type == pygame.KEYDOWN and not consumed:
            return self.key(event)
        return consumed

    def key(self, event: pygame.event.Event) -> bool:
        """A shortcut key presses its button, unless a dialog or a text field has the keys;
        Esc with a drop-down open closes the drop-down only."""
        if event.key == pygame.K_ESCAPE and close_open_menus(self.manager):
            return True
        if self.dialog_open():
            if event.key == pygame.K_ESCAPE:
                self.manager.get_window_stack().get_full_stack()[-1].kill()
                return True
            return False
        if getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        name = self.shortcuts.get(event.key)
        char = getattr(event, "unicode", "")
        if name is None or (self.typing() and char and char.isprintable()):
            return False
        widget = self.buttons.get(name)
        if widget is None or not widget.is_enabled or not widget.visible:
            return False
        self.activate(name)
        return True

    def button_name(self, element: object) -> str | None:
        for name, widget in self.buttons.items():
            if widget is element:
                return name
        return None

    def update(self, dt: float) -> None:
        update_manager(self.manager, dt, self.app.scale)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_back(surface)
        self.manager.draw_ui(surface)
        if not self.dialog_open():
            self.draw_keycaps(surface)

    def draw_keycaps(self, surface: pygame.Surface) -> None:
        """A small key cap at the right end of each button that has a shortcut."""
        shown: dict[str, int] = {}
        for key, name in self.shortcuts.items():
            shown.setdefault(name, key)
        for name, key in shown.items():
            widget = self.buttons.get(name)
            if widget is None or not widget.visible:
                continue
            cap = keycap(key_name(key), widget.is_enabled)
            rect = cap.get_rect(midright=(widget.rect.right - 10, widget.rect.centery))
            surface.blit(cap, rect)


def close_open_menus(manager: pygame_gui.UIManager) -> bool:
    """Closes every drop-down of `manager` whose list is open, as a click outside it
    does; False if none was open."""
    closed = False
    for element in manager.get_sprite_group().sprites():
        if isinstance(element, UIDropDownMenu) and element.alive():
            state = element.current_state
            if state is not None and state is element.menu_states.get("expanded"):
                state.should_transition = True  # the list folds on the next update
                closed = True
    return closed


def update_manager(manager: pygame_gui.UIManager, dt: float, scale: float) -> None:
    """Update widgets; the pointer they hover by is read from the window, so it is moved
    to the scaled layout for the update (events come to them already moved)."""
    if scale == 1.0:
        manager.update(dt)
        return
    manager.mouse_pos_scale_factor = [1 / scale, 1 / scale]
    try:
        manager.update(dt)
    finally:
        manager.mouse_pos_scale_factor = [1.0, 1.0]


def roomy(*buttons: UIButton, size: tuple[int, int] = (116, 40)) -> None:
    """Give a pygame_gui dialog's buttons (right to left) a comfortable size.

    The library sizes them to their text; each is anchored to the window's
    bottom right, or to the button on its right, so one offset places them all.
    """
    for widget in buttons:
        widget.dynamic_width = False
        widget.set_dimensions(size)
        widget.set_relative_position((-size[0] - 14, -size[1] - 14))
        widget.rebuild()


# -- drawing helpers -------------------------------------------------------------------


@lru_cache(maxsize=64)
def keycap(text: str, enabled: bool = True) -> pygame.Surface:
    label = font(12, True).render(text, True, PARCHMENT if enabled else (110, 92, 78))
    width = max(22, label.get_width() + 12)
    cap = pygame.Surface((width, 20), pygame.SRCALPHA)
    pygame.draw.rect(cap, (0, 0, 0, 90), cap.get_rect(), border_radius=5)
    edge = (*GOLD, 150) if enabled else (90, 70, 58, 150)
    pygame.draw.rect(cap, edge, cap.get_rect(), 1, border_radius=5)
    cap.blit(label, label.get_rect(center=cap.get_rect().center))
    return cap


@lru_cache(maxsize=256)
def text(words: str, size: int, colour: Colour = PARCHMENT, bold: bool = False) -> pygame.Surface:
    return font(size, bold).render(words, True, colour)


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break `words` into lines no wider than `width` pixels in the theme's font."""
    face = font(size, bold)
    lines: list[str] = []
    line = ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if line and face.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines or [""]


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Dark umber with a low ember glow, fading to near black at the edges."""
    small = pygame.Surface((64, 36))
    small.fill(NIGHT)
    centre = (32, 30)
    for r in range(44, 0, -1):
        t = 1 - r / 44
        colour = (int(16 + 58 * t**1.6), int(10 + 24 * t**1.8), int(8 + 10 * t**2))
        pygame.draw.circle(small, colour, centre, r)
    return pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=4)
def shade(size: tuple[int, int], alpha: int = 170) -> pygame.Surface:
    """The veil an overlay lays over the scene beneath it."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((8, 5, 4, alpha))
    return veil


@lru_cache(maxsize=16)
def panel(size: tuple[int, int], alpha: int = 225) -> pygame.Surface:
    """A rounded dark board with a bronze rim and a faint inner gold line."""
    board = pygame.Surface(size, pygame.SRCALPHA)
    rect = board.get_rect()
    pygame.draw.rect(board, (*PANEL, alpha), rect, border_radius=14)
    pygame.draw.rect(board, (*BRONZE, 255), rect, 2, border_radius=14)
    pygame.draw.rect(board, (*GOLD, 40), rect.inflate(-10, -10), 1, border_radius=10)
    return board


def rule(surface: pygame.Surface, centre: tuple[int, int], width: int) -> None:
    """A thin gold rule with a diamond in the middle, under a heading."""
    x, y = centre
    pygame.draw.line(surface, BRONZE, (x - width // 2, y), (x - 10, y))
    pygame.draw.line(surface, BRONZE, (x + 10, y), (x + width // 2, y))
    pygame.draw.polygon(surface, GOLD, [(x - 6, y), (x, y - 6), (x + 6, y), (x, y + 6)])


def blit_lines(
    surface: pygame.Surface,
    lines: Iterable[str],
    top: tuple[int, int],
    size: int,
    colour: Colour = PARCHMENT,
    centred: bool = True,
    gap: int = 6,
) -> int:
    """Draw lines down from `top` (their centre or left edge); returns the y below them."""
    x, y = top
    for line in lines:
        image = text(line, size, colour)
        rect = image.get_rect(midtop=(x, y)) if centred else image.get_rect(topleft=(x, y))
        surface.blit(image, rect)
        y += image.get_height() + gap
    return y


def confirmation(
    manager: pygame_gui.UIManager,
    size: tuple[int, int],
    question: str,
    title: str,
    action: str,
    box: tuple[int, int] = (480, 230),
) -> UIConfirmationDialog:
    """A question with Cancel and `action`, centred in a window of `size` (at most `box`,
    never wider than the window leaves room for), its buttons roomy enough for their
    words."""
    rect = pygame.Rect(0, 0, min(box[0], size[0] - 40), box[1])
    rect.center = (size[0] // 2, size[1] // 2)
    dialog = UIConfirmationDialog(
        rect, question, manager, window_title=title, action_short_name=action
    )
    roomy(dialog.cancel_button, dialog.confirm_button)
    return dialog
