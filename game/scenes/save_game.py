"""The Save screen: a name for the game (one is suggested), Save or Cancel.

Reached from the in-game menu. The name becomes the file's name in the saves
folder (`game.saved_games`); a name already in use is replaced only after a yes.
The game is written by `Session.save`, atomically, so a refusal by the disk (full,
read-only, not there) leaves any old save whole and is said in words.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine
from pygame_gui.windows import UIConfirmationDialog

from game import saved_games
from game.scenes import ui
from game.scenes.menu import OverlayScene

if TYPE_CHECKING:
    from game.scenes.base import Host
    from game.session import Session

ERROR = (255, 143, 112)
HINT = "Load game… lists every save, newest first."


def disk_refusal(exc: OSError, folder: Path) -> str:
    """Why the disk refused a save, in words ('No space left on device')."""
    if folder.exists() and not folder.is_dir():
        return f"{folder} is a file, not a folder"
    return exc.strerror or str(exc)


class SaveScene(OverlayScene):
    """A name field, filled in with a suggestion and selected, so typing replaces it."""

    heading = "Save game"
    panel_size = (600, 330)

    def __init__(
        self, app: Host, session: Session, on_saved: Callable[[str], None] | None = None
    ) -> None:
        super().__init__(app)
        self.session = session
        self.on_saved = on_saved
        self.folder = saved_games.saves_dir()
        taken = saved_games.saved_names(self.folder)
        self.name = saved_games.suggest_name(session.ruleset.title, session.state, taken)
        self.message = ""  # what is wrong with the name, or why the disk refused
        self.confirm: UIConfirmationDialog | None = None
        self.replacing = ""  # the name the open question asks to replace
        # The field takes the keys from the first frame on: the letter of the key that
        # opened this screen (S in the menu) must not be typed into it.
        self.ready = False
        self.build()

    def build(self) -> None:
        box = self.panel_rect()
        x, width = box.x + 40, box.width - 80
        y = box.y + 96
        self.label((x, y, width, 30), "Name", "heading")
        self.entry = UITextEntryLine(pygame.Rect(x, y + 32, width, 44), self.manager)
        self.entry.set_text_length_limit(saved_games.MAX_NAME)
        self.entry.set_text(self.name)
        if self.ready:
            self.focus_name()
        self.button("cancel", (x, box.bottom - 76, 180, 50), "Cancel", keys=(pygame.K_ESCAPE,))
        self.button(
            "save",
            (x + width - 220, box.bottom - 76, 220, 50),
            "Save",
            keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
            classes="primary",
        )

    def focus_name(self) -> None:
        """Put the keys in the name field, its text selected so that typing replaces it."""
        self.manager.set_focus_set(self.entry)
        self.entry.select_range = [0, len(self.entry.get_text())]
        self.entry.edit_position = len(self.entry.get_text())

    def update(self, dt: float) -> None:
        if not self.ready:
            self.ready = True
            self.focus_name()
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT and not self.ready:
            return True  # the text of the key that opened this screen
        return super().handle(event)

    def resize(self, size: tuple[int, int]) -> None:
        asking = self.replacing if self.confirm is not None and self.confirm.alive() else ""
        super().resize(size)
        if asking:
            self.ask_replace(asking)

    # -- what happens ----------------------------------------------------------------------

    def activate(self, name: str) -> None:
        if name == "cancel":
            self.app.stack.pop()
        elif name == "save":
            self.save()

    def ui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.save()  # Enter in the field
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.name = self.entry.get_text()
            self.message = ""
            return True
        if (
            event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
            and event.ui_element is self.confirm
        ):
            self.confirm = None
            self.write(self.replacing)
            return True
        return False

    def save(self) -> None:
        """Check the name; ask before replacing a save of that name; then write."""
        if self.confirm is not None and self.confirm.alive():
            return
        name = self.entry.get_text().strip()
        problem = saved_games.name_problem(name)
        if problem is not None:
            self.message = problem
            return
        if saved_games.path_for(name, self.folder).exists():
            self.ask_replace(name)
            return
        self.write(name)

    def ask_replace(self, name: str) -> None:
        self.replacing = name
        self.confirm = ui.confirmation(
            self.manager,
            self.size,
            f"There is already a save called “{name}”. Replace it with this game?",
            "Replace the save?",
            "Replace",
        )

    def write(self, name: str) -> None:
        path = saved_games.path_for(name, self.folder)
        try:
            self.session.save(path)
        except OSError as exc:
            self.message = f"Could not save “{name}”: {disk_refusal(exc, self.folder)}."
            return
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_saved is not None:
            self.on_saved(name)

    # -- drawing ---------------------------------------------------------------------------

    def draw_back(self, surface: pygame.Surface) -> None:
        super().draw_back(surface)
        box = self.panel_rect()
        if self.message:
            lines = ui.wrap(self.message, 15, box.width - 80)[:3]
            ui.blit_lines(surface, lines, (box.centerx, box.y + 184), 15, ERROR, gap=2)
        else:
            ui.blit_lines(surface, [HINT], (box.centerx, box.y + 184), 14, ui.MUTED)
