"""The layout lab's export dialog: print-and-play PDF sheets, or a Tabletop Simulator deck.

The designer picks the paper, the card size, the bleed, how backs are printed,
and where the file goes; Export writes it with a progress bar and says where it
went. The same dialog, opened for Tabletop Simulator, asks only for the folder.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from game import paths
from game.lab.sheets import CARD_SIZES, PAPERS, PrintOptions
from game.scenes import ui
from game.scenes.lab_dialog import LabDialog, items

if TYPE_CHECKING:
    from game.lab.deck import LabDeck
    from game.scenes.base import Host

BACKS = {
    "Backs: duplex, long edge": "duplex-long",
    "Backs: duplex, short edge": "duplex-short",
    "Backs: fold-over": "fold",
    "No backs": "none",
}
BLEEDS = {"No bleed": 0.0, "Bleed 3 mm": 3.0, "Bleed 5 mm": 5.0}
PRINT_FACES_FROM = 500  # faces this wide or wider were drawn for the export, not the lab


def export_folder() -> Path:
    """Where exports go unless the designer names another place."""
    return paths.user_data_dir() / "exports"


def draw_progress(done: int, total: int, words: str) -> None:
    """A progress bar straight on the window, while an export holds the frame loop."""
    screen = pygame.display.get_surface()
    if screen is None:
        return
    w, h = screen.get_size()
    box = pygame.Rect(0, 0, min(520, w - 40), 86)
    box.center = (w // 2, h // 2)
    screen.blit(ui.panel(box.size, 250), box)
    label = ui.text(words, 16, ui.PARCHMENT)
    screen.blit(label, label.get_rect(midtop=(box.centerx, box.y + 14)))
    bar = pygame.Rect(box.x + 24, box.y + 48, box.w - 48, 16)
    pygame.draw.rect(screen, (42, 27, 21), bar, border_radius=8)
    filled = bar.copy()
    filled.w = max(8, round(bar.w * done / max(1, total)))
    pygame.draw.rect(screen, ui.EMBER, filled, border_radius=8)
    pygame.display.flip()
    pygame.event.pump()  # the window stays responsive to the system while it works


class LabPrintScene(LabDialog):
    panel_size = (620, 420)
    action = ("export", "Export")

    def __init__(self, app: Host, deck: LabDeck, game: str, tts: bool = False) -> None:
        super().__init__(app)
        self.deck = deck
        self.game = game
        self.tts = tts
        folder = export_folder()
        self.target = str(folder / f"{game}_tts") if tts else str(folder / f"{game}_cards.pdf")
        self.options = PrintOptions()
        self.message = ""
        self.failed = False
        self.build()

    def build(self) -> None:
        rect = self.panel_rect()
        x, y = rect.x + 28, rect.y + 70
        inner = rect.w - 56
        half = (inner - 12) // 2
        self.menus: dict[str, Any] = {}
        if not self.tts:
            papers = [p.name for p in PAPERS.values()]
            paper = PAPERS[self.options.paper].name
            self.menus["paper"] = UIDropDownMenu(
                items(papers),
                paper,
                pygame.Rect(x, y, half, 34),
                self.manager,
            )
            sizes = [size.label() for size in CARD_SIZES.values()]
            self.menus["card"] = UIDropDownMenu(
                items(sizes),
                self.options.card.label(),
                pygame.Rect(x + half + 12, y, half, 34),
                self.manager,
            )
            y += 46
            bleed = next(k for k, v in BLEEDS.items() if v == self.options.bleed_mm)
            self.menus["bleed"] = UIDropDownMenu(
                items(BLEEDS),
                bleed,
                pygame.Rect(x, y, half, 34),
                self.manager,
            )
            backs = next(k for k, v in BACKS.items() if v == self.options.backs)
            self.menus["backs"] = UIDropDownMenu(
                items(BACKS),
                backs,
                pygame.Rect(x + half + 12, y, half, 34),
                self.manager,
            )
            y += 46
            self.button(
                "calibration",
                (x, y, half, 34),
                ("With" if self.options.calibration else "No") + " calibration page",
                classes="toggle",
                tooltip="A first page with rulers: print it at 100 % and measure",
            )
            self.button(
                "one_each",
                (x + half + 12, y, half, 34),
                "One of each card" if self.options.one_each else "Every copy",
                classes="toggle",
                tooltip="Print each card as many times as the file's copies, or once",
            )
            y += 46
        self.label((x, y, inner, 22), "Save to (a folder):" if self.tts else "Save to:", "")
        y += 24
        self.entry = UITextEntryLine(pygame.Rect(x, y, inner, 34), self.manager)
        self.entry.set_text(self.target)
        self.add_actions()

    def ui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self.menu_changed(event.ui_element, event.text)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.target = self.entry.get_text()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.export()
            return True
        return False

    def menu_changed(self, menu: object, chosen: str) -> None:
        import dataclasses

        o = self.options
        if menu is self.menus.get("paper"):
            key = next(k for k, p in PAPERS.items() if p.name == chosen)
            self.options = dataclasses.replace(o, paper=key)
        elif menu is self.menus.get("card"):
            card = next(c for c in CARD_SIZES.values() if c.label() == chosen)
            self.options = dataclasses.replace(o, card=card)
        elif menu is self.menus.get("bleed"):
            self.options = dataclasses.replace(o, bleed_mm=BLEEDS[chosen])
        elif menu is self.menus.get("backs"):
            self.options = dataclasses.replace(o, backs=BACKS[chosen])

    def activate(self, name: str) -> None:
        import dataclasses

        if name == "cancel":
            self.app.stack.pop()
        elif name == "export":
            self.export()
        elif name == "calibration":
            self.options = dataclasses.replace(
                self.options, calibration=not self.options.calibration
            )
            self.resize(self.size)
        elif name == "one_each":
            self.options = dataclasses.replace(self.options, one_each=not self.options.one_each)
            self.resize(self.size)

    def export(self) -> None:
        """Write the PDF or the deck now, with a progress bar; say where it went or why not."""
        from game.lab.pdf import export_pdf
        from game.lab.tts import export_tts

        target = Path(self.target.strip()).expanduser()
        what = "Tabletop Simulator deck" if self.tts else "PDF"

        def progress(done: int, total: int) -> None:
            draw_progress(done, total, f"Writing the {what}: {done} of {total} cards")

        try:
            if self.tts:
                report: Any = export_tts(self.deck, target, progress, self.options.one_each)
                sheets = len(report.sheets)
                self.message = (
                    f"Wrote {sheets} sheet{'s' * (sheets != 1)} and the deck's saved object "
                    f"to {report.folder} in {report.seconds:.1f} s."
                )
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                report = export_pdf(self.deck, target, self.options, progress)
                self.message = (
                    f"Wrote {report.pages} pages ({report.cards} cards, {report.per_page} a page) "
                    f"to {report.path} in {report.seconds:.1f} s."
                )
            self.failed = False
        except (ValueError, OSError) as exc:
            self.message = f"Could not write the {what}: {exc}"
            self.failed = True
        finally:
            self.deck.forget_wide(PRINT_FACES_FROM)  # hundreds of MB of 300 dpi faces

    def draw_back(self, surface: pygame.Surface) -> None:
        title = "Tabletop Simulator deck" if self.tts else "Print and play"
        rect = self.draw_frame(surface, f"{title}: {self.deck.title}", 20)
        if self.tts:
            words = (
                "Face sheets of at most 10 × 7 cards and 4096 pixels, one back, and the saved "
                "object that loads them in Tabletop Simulator (Objects → Saved Objects)."
            )
            lines = ui.wrap(words, 15, rect.w - 56)
            ui.blit_lines(surface, lines, (rect.x + 28, rect.y + 150), 15, ui.MUTED, centred=False)
        colour = (240, 140, 120) if self.failed else (170, 220, 160)
        self.draw_message(surface, html.unescape(self.message), colour)
