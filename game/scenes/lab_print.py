"""The layout lab's export dialog: print-and-play PDF sheets, one PNG per card for a print
shop, or a Tabletop Simulator deck.

The designer picks the paper, the card size (a preset, a print shop's template, which
brings its bleed, or a custom width x height in millimetres), the bleed, how cards are
spaced (each its own bleed, shared cuts, a gutter), how backs are printed, and where
the file goes; Export writes it with a progress bar and says where it
went, and names the cards whose text does not fit. The PNG export takes the same
card size, bleed and copies into a folder. The same dialog, opened for Tabletop
Simulator, asks for the folder and, optionally, the web address the pictures will be
uploaded to, and says how to share the deck.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from game import paths
from game.cards.fonts import font
from game.core.errors import DataError
from game.lab.problems import message_of
from game.lab.sheets import (
    CARD_SIZES,
    PAPERS,
    SHOP_PIXELS,
    CardSize,
    PrintOptions,
    parse_card_size,
)
from game.scenes import ui
from game.scenes.lab_dialog import LabDialog, items
from game.scenes.lab_export_words import overflow_said, pdf_said, png_said, tts_said

if TYPE_CHECKING:
    from game.lab.deck import LabDeck
    from game.scenes.base import Host

BACKS = {
    "Backs: duplex, long edge": "duplex-long",
    "Backs: duplex, short edge": "duplex-short",
    "Backs: fold-over": "fold",
    "No backs": "none",
}
BLEEDS = {
    "No bleed": 0.0,
    "Bleed 3 mm": 3.0,
    "Bleed 0.12 in (3.05 mm)": 3.048,
    "Bleed 1/8 in (3.18 mm)": 3.175,
    "Bleed 5 mm": 5.0,
}
SPACINGS: dict[str, float | None] = {
    "Each card its own bleed": None,
    "Shared cuts": 0.0,
    "Gutter 2 mm": 2.0,
    "Gutter 5 mm": 5.0,
}
CUSTOM = "Custom size (type it)"
SHOP_WORDS = {"mpc": "MakePlayingCards", "drivethru": "DriveThruCards"}
"""Print shops' presets named in the card size menu by the shop and its pixels."""
CUSTOM_START = "63 x 88"
FORMATS = {"Print-and-play PDF": "pdf", "One PNG per card (a folder)": "png"}
WHAT = {"pdf": "PDF", "png": "PNG pictures", "tts": "Tabletop Simulator deck"}
ROW = 46  # from one row of widgets to the next
LINE = 20  # from one line of what the dialog says to the next
PRINT_FACES_FROM = 500  # faces this wide or wider were drawn for the export, not the lab


def size_words(size: str | CardSize) -> str:
    """A card size (a CARD_SIZES key, or a size) as the menu names it: "poker (63 x 88
    mm)"; a print shop's template by the shop and its pixels at 300 dpi with its bleed,
    "MakePlayingCards 822 × 1122 px"."""
    if isinstance(size, CardSize):
        key = next((k for k, c in CARD_SIZES.items() if c == size), "")
        if not key:
            return size.label()
        size = key
    if size in SHOP_WORDS:
        w, h = SHOP_PIXELS[size]
        return f"{SHOP_WORDS[size]} {w} × {h} px"
    return CARD_SIZES[size].label()


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
    panel_size = (640, 566)
    action = ("export", "Export")

    def __init__(self, app: Host, deck: LabDeck, game: str, tts: bool = False) -> None:
        super().__init__(app)
        self.deck = deck
        self.game = game
        self.tts = tts
        self.form = "tts" if tts else "pdf"  # what Export writes: pdf, png or tts
        folder = export_folder()
        self.defaults = {
            "pdf": str(folder / f"{game}_cards.pdf"),
            "png": str(folder / f"{game}_png"),
            "tts": str(folder / f"{game}_tts"),
        }
        self.target = self.defaults[self.form]
        self.url_text = ""  # the web address of the uploaded folder, as typed
        self.options = PrintOptions()
        self.custom_text = CUSTOM_START  # the custom size as typed, width x height in mm
        self.custom = False  # the card size is the typed one
        self.size_problem = ""  # why the typed size is not one, while it is not
        self.message = ""
        self.warning = ""  # the cards whose text does not fit, after an export
        self.safe: tuple[str, ...] = ()  # the elements past the safe line, after an export
        self.failed = False
        self.build()

    def build(self) -> None:
        rect = self.panel_rect()
        x, y = rect.x + 28, rect.y + 70
        inner = rect.w - 56
        self.menus: dict[str, Any] = {}
        self.url_entry: UITextEntryLine | None = None
        self.size_entry: UITextEntryLine | None = None
        if not self.tts:
            y = self.build_options(x, y, inner)
        self.label(
            (x, y, inner, 22), "Save to:" if self.form == "pdf" else "Save to (a folder):", ""
        )
        y += 24
        self.entry = UITextEntryLine(pygame.Rect(x, y, inner, 34), self.manager)
        self.entry.set_text(self.target)
        y += ROW
        if self.tts:
            self.label((x, y, inner, 22), "Web address of the uploaded folder (optional):", "")
            y += 24
            self.url_entry = UITextEntryLine(pygame.Rect(x, y, inner, 34), self.manager)
            self.url_entry.set_text(self.url_text)
            y += ROW
        self.content_bottom = y - 12  # what the dialog says goes below this
        self.add_actions()

    def build_options(self, x: int, y: int, inner: int) -> int:
        """The format and card size; the custom size (typed) and the bleed; the spacing
        and copies; then the PDF's own paper, backs and calibration page (shown but off
        for the PNG export); the y below them."""
        half = (inner - 12) // 2
        right = x + half + 12
        chosen = next(k for k, v in FORMATS.items() if v == self.form)
        self.menus["format"] = self.menu(FORMATS, chosen, (x, y, half, 34))
        sizes = [size_words(size) for size in CARD_SIZES] + [CUSTOM]
        size = CUSTOM if self.custom else size_words(self.options.card)
        self.menus["card"] = self.menu(sizes, size, (right, y, half, 34))
        y += ROW
        caption = 118
        self.label((x, y, caption, 34), "Custom (mm):", "")
        box = pygame.Rect(x + caption, y, half - caption, 34)
        self.size_entry = UITextEntryLine(box, self.manager)
        self.size_entry.set_text(self.custom_text)
        if not self.custom:
            self.size_entry.disable()
        bleed = next((k for k, v in BLEEDS.items() if v == self.options.bleed_mm), None)
        bleeds = dict(BLEEDS)
        if bleed is None:  # a bleed of the command line's or a preset's not in the list
            bleed = f"Bleed {self.options.bleed_mm:g} mm"
            bleeds[bleed] = self.options.bleed_mm
        self.bleeds = bleeds
        self.menus["bleed"] = self.menu(bleeds, bleed, (right, y, half, 34))
        y += ROW
        spacing = next(k for k, v in SPACINGS.items() if v == self.options.gutter_mm)
        self.menus["spacing"] = self.menu(SPACINGS, spacing, (x, y, half, 34))
        self.button(
            "one_each",
            (right, y, half, 34),
            "One of each card" if self.options.one_each else "Every copy",
            classes="toggle",
            tooltip="Print each card as many times as the file's copies, or once",
        )
        y += ROW
        papers = [p.name for p in PAPERS.values()]
        self.menus["paper"] = self.menu(papers, PAPERS[self.options.paper].name, (x, y, half, 34))
        backs = next(k for k, v in BACKS.items() if v == self.options.backs)
        self.menus["backs"] = self.menu(BACKS, backs, (right, y, half, 34))
        y += ROW
        calibration = self.button(
            "calibration",
            (x, y, half, 34),
            ("With" if self.options.calibration else "No") + " calibration page",
            classes="toggle",
            tooltip="A first page with rulers: print it at 100 % and measure",
        )
        self.pdf_only_note = pygame.Rect(right, y, half, 34)
        if self.form == "pdf":
            self.button(
                "tile_large",
                (right, y, half, 34),
                "Boards: tiled, true size" if self.options.tile_large else "Boards: one page",
                classes="toggle",
                tooltip="A board larger than the paper: scaled down onto one page, or at "
                "true size over several pages with overlap and alignment marks",
            )
        if self.form == "png":
            pdf_only = (self.menus["paper"], self.menus["backs"], self.menus["spacing"])
            for widget in (*pdf_only, calibration):
                widget.disable()
        return y + ROW

    def menu(self, words: Any, chosen: str, rect: tuple[int, int, int, int]) -> UIDropDownMenu:
        return UIDropDownMenu(items(words), chosen, pygame.Rect(rect), self.manager)

    def ui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self.menu_changed(event.ui_element, event.text)
            return True
        if (
            event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED
            and self.size_entry is not None
            and event.ui_element is self.size_entry
        ):
            self.custom_text = self.size_entry.get_text()
            self.take_custom_size()
            return True
        fields = (self.entry, self.url_entry)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in fields:
            self.target = self.entry.get_text()
            if self.url_entry is not None:
                self.url_text = self.url_entry.get_text()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in fields:
            self.export()
            return True
        return False

    def menu_changed(self, menu: object, chosen: str) -> None:
        import dataclasses

        o = self.options
        if menu is self.menus.get("format"):
            self.choose_format(FORMATS[chosen])
        elif menu is self.menus.get("paper"):
            key = next(k for k, p in PAPERS.items() if p.name == chosen)
            self.options = dataclasses.replace(o, paper=key)
        elif menu is self.menus.get("card"):
            self.custom = chosen == CUSTOM
            if self.custom:
                self.take_custom_size()
            else:
                key = next(k for k in CARD_SIZES if size_words(k) == chosen)
                self.choose_card(CARD_SIZES[key])
            self.resize(self.size)
        elif menu is self.menus.get("bleed"):
            self.options = dataclasses.replace(o, bleed_mm=self.bleeds[chosen])
        elif menu is self.menus.get("spacing"):
            self.options = dataclasses.replace(o, gutter_mm=SPACINGS[chosen])
        elif menu is self.menus.get("backs"):
            self.options = dataclasses.replace(o, backs=BACKS[chosen])

    def choose_card(self, card: CardSize) -> None:
        """A card size, and a print shop's bleed with it (a size of no shop keeps the
        bleed chosen)."""
        import dataclasses

        bleed = card.bleed_mm or self.options.bleed_mm
        self.options = dataclasses.replace(self.options, card=card, bleed_mm=bleed)
        self.size_problem = ""

    def take_custom_size(self) -> None:
        """The typed size as the card size, or, while it is none, why not (said, and
        Export refuses)."""
        try:
            card = parse_card_size(self.custom_text)
        except ValueError as exc:
            self.size_problem = str(exc)
            self.message, self.failed = self.size_problem, True
            return
        if self.failed and self.size_problem and self.size_problem in self.message:
            self.message, self.failed = "", False  # what it said is answered
        if card.name != "custom":  # a preset's name typed: its size, as a custom one
            card = CardSize("custom", card.width_mm, card.height_mm)
        self.choose_card(card)

    def choose_format(self, form: str) -> None:
        """PDF sheets or a folder of PNGs: the place to save follows (the default for the
        other becomes this one's default; a file's .pdf is taken off or put on)."""
        if form == self.form:
            return
        target = self.target.strip()
        if target == self.defaults[self.form]:
            target = self.defaults[form]
        elif form == "png":
            target = target.removesuffix(".pdf")
        elif not target.lower().endswith(".pdf"):
            target += ".pdf"
        self.form, self.target = form, target
        self.message, self.warning, self.failed = "", "", False
        self.resize(self.size)

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
        elif name == "tile_large":
            self.options = dataclasses.replace(self.options, tile_large=not self.options.tile_large)
            self.resize(self.size)
        elif name == "one_each":
            self.options = dataclasses.replace(self.options, one_each=not self.options.one_each)
            self.resize(self.size)

    def export(self) -> None:
        """Write the PDF, the pictures or the deck now, with a progress bar; say where it
        went or why not, and which cards' texts do not fit."""
        target = Path(self.target.strip()).expanduser()
        what = WHAT[self.form]
        self.warning, self.safe = "", ()
        if self.custom and self.size_problem and not self.tts:
            self.message, self.failed = f"Could not write the {what}: {self.size_problem}", True
            return
        if self.tts:
            from game.lab.tts import url_base_of

            try:
                url_base_of(self.url_text)
            except ValueError as exc:  # refused before anything is written
                self.message, self.failed = str(exc), True
                return

        def progress(done: int, total: int) -> None:
            draw_progress(done, total, f"Writing the {what}: {done} of {total} cards")

        try:
            warnings = self.write(target, progress)
            self.failed = False
        except (ValueError, OSError, DataError) as exc:
            self.message = f"Could not write the {what}: {message_of(exc)}"
            self.failed = True
            return
        finally:
            self.deck.forget_wide(PRINT_FACES_FROM)  # hundreds of MB of 300 dpi faces
        names = ((card.id, card.name) for card in self.deck.cards())
        self.warning = "\n".join(
            said for said in (overflow_said(warnings, names), safe_said(self.safe)) if said
        )

    def write(self, target: Path, progress: Any) -> tuple[str, ...]:
        """The export itself: sets the message of what it wrote; returns its warnings."""
        if self.form == "tts":
            from game.lab.tts import export_tts

            tts = export_tts(
                self.deck, target, progress, self.options.one_each, url_base=self.url_text
            )
            self.message = tts_said(tts)
            return tts.warnings
        if self.form == "png":
            from game.lab.png_export import export_png

            png = export_png(self.deck, target, self.options, progress)
            self.message, self.safe = png_said(png), png.safe
            return png.warnings
        from game.lab.pdf import export_pdf

        target.parent.mkdir(parents=True, exist_ok=True)
        pdf = export_pdf(self.deck, target, self.options, progress)
        self.message, self.safe = pdf_said(pdf), pdf.safe
        return pdf.warnings

    def draw_back(self, surface: pygame.Surface) -> None:
        titles = {"pdf": "Print and play", "png": "Pictures for a print shop"}
        title = titles.get(self.form, "Tabletop Simulator deck")
        rect = self.draw_frame(surface, f"{title}: {self.deck.title}", 20)
        x, width = rect.x + 28, rect.w - 56
        if self.form == "png":
            box = self.pdf_only_note
            words = "Spacing, paper, backs and the calibration page are the PDF's."
            note = ui.wrap(words, 13, box.w - 8)
            ui.blit_lines(surface, note, (box.x + 4, box.y + 8), 13, ui.MUTED, centred=False)
        if self.tts and not self.message:
            words = (
                "Face sheets of at most 10 × 7 cards and 4096 pixels, one back, and the saved "
                "object that loads them in Tabletop Simulator (Objects → Saved Objects). With "
                "the web address of the folder its pictures will be uploaded to (such as "
                "https://example.com/decks/), anyone can load it; without, only this computer."
            )
            lines = ui.wrap(words, 15, width)
            top = self.content_bottom + 4
            ui.blit_lines(surface, lines, (x, top), 15, ui.MUTED, centred=False, gap=2)
        self.draw_said(surface, rect)
        self.draw_message(surface, "", ui.MUTED)  # the hint line

    def draw_said(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """What the export said (green, or red when it failed) and its warning (amber),
        in whole lines between the fields and the buttons. Where they do not fit, the
        message gives up its last lines first (counted on the line that replaces them):
        the warning is what to act on."""
        colour = (240, 140, 120) if self.failed else (170, 220, 160)
        room = max(1, (rect.bottom - 70 - self.content_bottom) // LINE)
        message = _lines(self.message, rect.w - 56, colour)
        warning = _lines(self.warning, rect.w - 56, ui.WARNING)
        if len(message) + len(warning) > room and room - len(warning) >= 2:
            message = _cut(message, room - len(warning))
        said = _cut(message + warning, room)
        top = rect.bottom - 70 - LINE * len(said)
        for n, (line, tint) in enumerate(said):
            surface.blit(ui.text(line, 15, tint), (rect.x + 28, top + n * LINE))


def safe_said(lines: tuple[str, ...]) -> str:
    """The elements an export found past the safe line in a line or two: one in full;
    several counted, the first in full ("" for none)."""
    if not lines:
        return ""
    if len(lines) == 1:
        return f"Warning: {lines[0]}."
    return (
        f"Warning: {len(lines)} elements of faces cross the safe line, where a shop's cut "
        f"may reach; the first: {lines[0]}. The command line's export lists each."
    )


def _lines(words: str, width: int, tint: ui.Colour) -> list[tuple[str, ui.Colour]]:
    """`words` wrapped to `width` at the dialog's size, each line with its colour."""
    parts = html.unescape(words).splitlines()
    return [(line, tint) for part in parts for line in ui.wrap(_breakable(part, width), 15, width)]


def _breakable(words: str, width: int) -> str:
    """`words` with each word wider than `width` (a long path) broken into pieces that
    fit, after a slash where one falls inside the piece."""
    face = font(15)
    out = []
    for word in words.split(" "):
        while face.size(word)[0] > width:
            fitting = (n for n in range(1, len(word)) if face.size(word[:n])[0] <= width)
            fits = max(fitting, default=1)
            slash = max(word.rfind("/", 0, fits), word.rfind("\\", 0, fits)) + 1
            cut = slash if slash > fits // 2 else fits
            out.append(word[:cut])
            word = word[cut:]
        out.append(word)
    return " ".join(out)


def _cut(lines: list[tuple[str, ui.Colour]], room: int) -> list[tuple[str, ui.Colour]]:
    """At most `room` lines: the first, then how many more there are."""
    if len(lines) <= room:
        return lines
    rest = len(lines) - room + 1
    return [*lines[: room - 1], (f"and {rest} more lines", lines[room - 1][1])]
