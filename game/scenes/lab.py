"""The layout lab: every card of a game in a zoomable grid, redrawn when its files are saved.

The designer points the lab at a card file and a face layout (the game's own by
default) and edits them in any editor. On each save the lab reads them again
and redraws only the cards that changed: a card whose data or drawn face differs
(a comment, a blank line or an edit to another card changes nothing). Every card
changed since the lab opened (or since Clear or Reload) is listed beside the grid,
newest first, and a click on one shows it before and after; no save asks for a key.
A file that does not load has every problem listed with its line, and the last good
faces stay. Cards whose text does not fit are outlined in red; cards whose written
text disagrees with their effects in amber, counted in the status line and said in
the side panel.
From here the designer prints the cards, exports a Tabletop Simulator deck, or
plays them at once under the real rules.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from game.cards.fonts import font
from game.core.registry import Registry
from game.core.words import plural
from game.lab import grid as grid_math
from game.lab.deck import LabCard, LabDeck, face_height
from game.lab.model import Change, LabModel, Reload
from game.scenes import ui
from game.scenes.lab_panel import AMBER, ChangeList, ProblemBox, blit_marked, fit_status

if TYPE_CHECKING:
    from game.scenes.base import Host

BAR_H = 52  # the filter bar along the top
FOOT_H = 52  # the status line and the buttons along the bottom
RED = (226, 78, 62)
GREEN = (120, 200, 120)
ALL_TYPES = "All types"
ANY_COST = "Any cost"
FACES_PER_FRAME = 24  # new faces drawn per frame, so zooming never freezes the window
CHECK_SECONDS = 0.02  # time per frame given to checking texts at the check width
FACE_SECONDS = 0.02  # time per frame given to comparing faces after a save
FLASH_SECONDS = 2.5  # how long a card that changed glows
ZOOM_KEYS = {
    pygame.K_MINUS: -1,
    pygame.K_KP_MINUS: -1,
    pygame.K_PLUS: 1,
    pygame.K_EQUALS: 1,
    pygame.K_KP_PLUS: 1,
}


def lab_games(registry: Registry) -> dict[str, str]:
    """The games the lab can show, title -> name: those whose client has lab cards."""
    from importlib import import_module

    found = {}
    for entry in registry.entries():
        if entry.client and hasattr(import_module(entry.client), "make_lab_deck"):
            found[entry.title] = entry.name
    return found


class LabScene(ui.UIScene):
    def __init__(
        self,
        app: Host,
        game: str | None = None,
        cards: Path | None = None,
        layout: Path | None = None,
        poll: bool = False,
        scenario: Path | None = None,
        map_file: Path | None = None,
    ) -> None:
        super().__init__(app)
        self.scenario = scenario  # a designer's scenario file, offered first by Playtest
        self.map_file = map_file  # a designer's copy of the board's map (a game with one)
        self.games = lab_games(app.registry)
        self.game = game or next(iter(self.games.values()))
        self.poll = poll
        self.model = LabModel(app.registry.entry(self.game), cards, layout, poll=poll)
        self.zoom = 3
        self.scroll = 0
        self.filters = grid_math.Filters()
        self.hover: str | None = None
        self.selected: str | None = None
        self.faces: dict[tuple[str, int], pygame.Surface] = {}
        self.too_long: dict[str, tuple[str, ...]] = {}  # card id -> fields that overflow
        self.unchecked: list[str] = []  # cards whose texts are still to be checked
        self.changes = ChangeList()  # every card changed since the lab opened, beside the grid
        self.before_deck: LabDeck | None = None  # the deck as it was when that list began
        self.before: dict[tuple[str, int], pygame.Surface] = {}  # its faces, as drawn
        self.problem_box = ProblemBox()
        self.flash: dict[str, float] = {}  # card id -> when it changed
        self.status = ""  # what the last read found, in full
        self.status_words: list[str] = []  # the same, from the longest wording to the shortest
        self.read_note: tuple[str, int, bool] | None = None  # the last read: files, ms, layout
        self.found_now = 0  # the cards the last read changed, faces found so far counted
        self.last_old: LabDeck | None = None  # the deck before the last read
        self.list_current = False  # the list beside the grid is the last read's
        self.shown: list[LabCard] = []
        self.begin_check()
        self.build()

    # -- the widgets ---------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.scroll = min(self.scroll, self.layout_grid().max_scroll)  # a larger window may
        # need less scrolling than before: the grid's last row stays at its foot

    def build(self) -> None:
        w, h = self.size
        y, gap = 9, 8
        # fixed widths: game, type, cost, too long, two zoom buttons, back; the search takes
        # what is left (at least 120 px at the smallest window)
        fixed = 196 + 168 + 100 + 104 + 76 + 80 + 7 * gap + 24
        search_w = max(120, min(260, w - fixed))
        x = 12
        self.game_menu = UIDropDownMenu(
            list[str | tuple[str, str]](self.games),
            self.title_of(self.game),
            pygame.Rect(x, y, 196, 34),
            self.manager,
        )
        x += 196 + gap
        self.search = UITextEntryLine(
            pygame.Rect(x, y, search_w, 34), self.manager, placeholder_text="Search names"
        )
        self.search.set_text(self.filters.search)
        x += search_w + gap
        cards = self.deck_cards()
        kinds: list[str | tuple[str, str]] = [ALL_TYPES, *grid_math.kinds(cards)]
        shown_kind = self.filters.kind if self.filters.kind in kinds else ALL_TYPES
        self.kind_menu = UIDropDownMenu(kinds, shown_kind, pygame.Rect(x, y, 168, 34), self.manager)
        x += 168 + gap
        costs: list[str | tuple[str, str]] = [ANY_COST, *grid_math.costs(cards)]
        shown_cost = self.filters.cost if self.filters.cost in costs else ANY_COST
        self.cost_menu = UIDropDownMenu(costs, shown_cost, pygame.Rect(x, y, 100, 34), self.manager)
        x += 100 + gap
        self.button(
            "too_long",
            (x, y, 104, 34),
            "Too long" if not self.filters.too_long_only else "All cards",
            tooltip="Show only the cards whose text does not fit its box (or all again)",
            classes="toggle",
        )
        x += 104 + gap
        self.button("zoom_out", (x, y, 36, 34), "−", tooltip="Smaller cards (−, Ctrl+wheel)")
        self.button("zoom_in", (x + 40, y, 36, 34), "+", tooltip="Larger cards (+, Ctrl+wheel)")
        self.button("back", (w - 92, y, 80, 34), "Back", keys=(pygame.K_ESCAPE,), tooltip="Esc")
        fy = h - FOOT_H + 9
        right = w - 12
        for name, words, width, tip in (
            ("balance", "Balance", 104, "Many bot games with these cards: who wins, and why (B)"),
            ("playtest", "Playtest", 118, "Play these cards now under the real rules"),
            ("tts", "Tabletop Sim", 136, "Export a Tabletop Simulator deck of these cards"),
            ("print", "Print…", 96, "Print-and-play PDF sheets of these cards"),
            ("reload", "Reload", 96, "Read the card and layout files again (F5)"),
        ):
            right -= width
            self.button(name, (right, fy, width, 34), words, tooltip=tip)
            right -= 8
        if self.app.registry.entry(self.game).board_map is not None:  # its Tiled map
            right -= 80
            tip = "The board's map: territories, borders and the track"
            self.button("map", (right, fy, 80, 34), "Map", tooltip=tip)
            right -= 8
        self.shortcuts[pygame.K_F5] = "reload"
        self.shortcuts[pygame.K_b] = "balance"
        self.foot_room = right - 12
        tip = "Put the list of changed cards away"
        where = self.changes.clear_rect(self.panel_rect())
        clear = self.button("clear_changes", where, "Clear", tooltip=tip)
        if not self.changes:
            clear.hide()
        for name in ("playtest", "tts", "print"):
            if self.model.deck is None:
                self.buttons[name].disable()

    def draw_keycaps(self, surface: pygame.Surface) -> None:
        """The lab's buttons are narrow: their keys are in their tooltips instead."""

    def title_of(self, game: str) -> str:
        return next((t for t, n in self.games.items() if n == game), game)

    def deck_cards(self) -> list[LabCard]:
        return self.model.deck.cards() if self.model.deck else []

    # -- the areas -----------------------------------------------------------------------

    def panel_width(self) -> int:
        return max(280, min(420, self.size[0] * 3 // 10))

    def grid_rect(self) -> pygame.Rect:
        w, h = self.size
        return pygame.Rect(0, BAR_H, w - self.panel_width(), h - BAR_H - FOOT_H)

    def panel_rect(self) -> pygame.Rect:
        area = self.grid_rect()
        return pygame.Rect(area.right, BAR_H, self.panel_width(), area.h)

    def card_width(self) -> int:
        return grid_math.ZOOMS[self.zoom]

    def layout_grid(self) -> grid_math.Grid:
        area = self.grid_rect()
        deck = self.model.deck
        cw = self.card_width()
        ch = deck.height_for(cw) if deck else cw * 7 // 5
        room = grid_math.span(area.w, cw)  # a wide board stays inside the card columns
        sizes = grid_math.sizes_of(deck, self.shown, cw, room) if deck else ()
        groups = tuple(c.shape for c in self.shown) if deck else ()
        return grid_math.Grid(area.w, area.h, cw, ch, len(self.shown), sizes, groups)

    # -- faces ---------------------------------------------------------------------------

    def face(self, card: str, width: int, draw: bool = True) -> pygame.Surface | None:
        """The card's face at width from the lab's cache; drawn now only if `draw`."""
        key = (card, width)
        found = self.faces.get(key)
        if found is None and draw and self.model.deck is not None:
            found = self.faces[key] = self.model.deck.face(card, width)
        return found

    def forget(self, cards: set[str] | None) -> None:
        """Drop the cached faces of these cards (None: of every card)."""
        if cards is None:
            self.faces.clear()
        else:
            self.faces = {k: v for k, v in self.faces.items() if k[0] not in cards}

    def begin_check(self, cards: list[str] | None = None) -> None:
        """Check these cards' texts at the check width, a few each frame (None: all)."""
        if cards is None:
            self.too_long.clear()
            cards = [c.id for c in self.deck_cards()]
        for card in cards:
            self.too_long.pop(card, None)
        self.unchecked = [c for c in dict.fromkeys([*self.unchecked, *cards])]

    def check_some(self) -> None:
        deck = self.model.deck
        if deck is None:
            return
        known = {c.id for c in self.deck_cards()}
        end = time.perf_counter() + CHECK_SECONDS
        while self.unchecked and time.perf_counter() < end:
            card = self.unchecked.pop(0)
            if card in known:
                self.too_long[card] = deck.overflows(card)

    # -- reading the files again ---------------------------------------------------------

    def reloaded(self, report: Reload, old: LabDeck | None) -> None:
        """A reload happened: redraw what changed and list it beside the grid, or list
        what is wrong with the file."""
        names = ", ".join(p.name for p in report.files)
        if not report.ok:
            self.problem_box.scroll = 0
            self.read_note = None
            count = plural(len(report.problems), "problem")
            self.say(f"{names} did not load: {count}", f"did not load: {count}")
            return
        self.last_old, self.found_now = old, 0
        self.list_current = False
        if report.changes:  # a save that changed nothing keeps the last list
            self.take_list(report.changes)
        self.changed(report.changes, everything=report.layout_changed)
        self.read_note = (names, round(report.seconds * 1000), report.layout_changed)
        self.say(*self.read_words())
        self.refilter()
        self.resize(self.size)

    def take_list(self, changes: list[Change]) -> None:
        """The cards this save changed (so far) go on top of the list beside the grid; a
        list just begun keeps the deck as it was, to show each card before and after."""
        if not self.changes:
            self.before_deck, self.before = self.last_old, {}
        self.changes.push(changes)
        self.list_current = True
        if "clear_changes" in self.buttons:
            self.buttons["clear_changes"].show()

    def changed(self, changes: list[Change], everything: bool = False) -> None:
        """Draw these cards again (every card: `everything`), check their texts, make them
        glow."""
        self.found_now += len(changes)
        ids = {c.card for c in changes}
        if everything:
            self.forget(None)
            self.begin_check()
        else:
            self.forget(ids)
            self.begin_check([c.card for c in changes if c.after is not None])
            for gone in ids:
                self.too_long.pop(gone, None)
        now = time.monotonic()
        for card in ids:
            self.flash[card] = now

    def say(self, *wordings: str) -> None:
        """Put this in the status line: its wordings from the longest to the shortest."""
        self.status = wordings[0] if wordings else ""
        self.status_words = list(wordings)

    def read_words(self) -> list[str]:
        """What the last good read found, for the status line, from the longest wording."""
        if self.read_note is None:
            return []
        names, ms, layout = self.read_note
        count = self.found_now
        if self.model.comparing:
            found = "comparing faces"
        elif layout:
            found = f"faces redrawn, {plural(count, 'card')} changed"
        else:
            found = f"{plural(count, 'card')} changed" if count else "no card changed"
        return [
            f"Read {names} in {ms} ms: {found}",
            f"{names}: {found}",
            found,
        ]

    def select(self, card: str) -> None:
        """Keep `card` in the side panel, and scroll the grid to it if it is shown."""
        self.selected = card
        self.changes.show(self.panel_rect(), card)
        ids = [c.id for c in self.shown]
        if card not in ids:
            return
        grid = self.layout_grid()
        _, top, _, tall = grid.rect(ids.index(card), 0)
        if top < self.scroll or top + tall > self.scroll + grid.height:
            self.scroll = max(0, min(grid.max_scroll, top - grid_math.GAP))

    # -- filters -------------------------------------------------------------------------

    def refilter(self) -> None:
        cards = self.deck_cards()
        self.shown = [c for c in cards if self.filters.admit(c, bool(self.too_long.get(c.id)))]
        self.scroll = min(self.scroll, self.layout_grid().max_scroll)

    def set_filters(self, **change: Any) -> None:
        self.filters = dataclasses.replace(self.filters, **change)
        self.scroll = 0
        self.refilter()

    # -- the Scene protocol --------------------------------------------------------------

    def enter(self) -> None:
        self.refilter()

    def leave(self) -> None:
        pass

    def close(self) -> None:
        self.model.close()

    def activate(self, name: str) -> None:
        if name == "back":
            self.close()
            self.app.stack.pop()
        elif name == "zoom_in":
            self.set_zoom(self.zoom + 1)
        elif name == "zoom_out":
            self.set_zoom(self.zoom - 1)
        elif name == "too_long":
            self.set_filters(too_long_only=not self.filters.too_long_only)
            self.resize(self.size)
        elif name == "reload":
            self.reload_now()
        elif name == "clear_changes":
            self.dismiss()
        elif name == "print":
            self.app.stack.push("lab_print", deck=self.model.deck, game=self.game)
        elif name == "tts":
            self.app.stack.push("lab_print", deck=self.model.deck, game=self.game, tts=True)
        elif name == "playtest":
            self.app.stack.push(
                "lab_playtest",
                game=self.game,
                cards=self.model.cards_path,
                layout=self.model.layout_path,
                scenario=self.scenario,
                map_file=self.map_file,
            )
        elif name == "map":
            self.app.stack.push("lab_map", game=self.game, path=self.map_file)
        elif name == "balance":
            own = self.app.registry.entry(self.game).rules_from is None  # no card file to edit
            cards = None if own else self.model.cards_path
            self.app.stack.push("balance", game=self.game, cards=cards)

    def reload_now(self) -> None:
        """Read the files again and begin the list of changed cards afresh."""
        old = self.model.deck
        self.dismiss("the reload")
        self.reloaded(self.model.reload(), old)

    def dismiss(self, since: str = "the list was cleared") -> None:
        """Put the list of changed cards away; the next save begins it again."""
        self.changes.clear(since)
        self.before_deck, self.before = None, {}
        self.buttons["clear_changes"].hide()

    def set_zoom(self, level: int) -> None:
        level = max(0, min(len(grid_math.ZOOMS) - 1, level))
        if level == self.zoom:
            return
        # keep the card at the top of the view in view
        grid = self.layout_grid()
        first = grid.visible(self.scroll).start
        self.zoom = level
        grid = self.layout_grid()
        top = grid.place(first, 0)[1] - grid_math.GAP if first < grid.count else 0
        self.scroll = min(grid.max_scroll, top)

    def ui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.game_menu:
                self.switch_game(self.games.get(event.text, self.game))
            elif event.ui_element is self.kind_menu:
                self.set_filters(kind=grid_math.ANY if event.text == ALL_TYPES else event.text)
            elif event.ui_element is self.cost_menu:
                self.set_filters(cost=grid_math.ANY if event.text == ANY_COST else event.text)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self.set_filters(search=self.search.get_text())
            return True
        return False

    def switch_game(self, game: str) -> None:
        if game == self.game:
            return
        self.model.close()
        self.game = game
        self.model = LabModel(self.app.registry.entry(game), poll=self.poll)
        self.faces.clear()
        self.changes.clear("the lab opened")
        self.before_deck, self.before, self.flash = None, {}, {}
        self.selected = self.hover = None
        self.filters = grid_math.Filters()
        self.say()
        self.read_note = None
        self.begin_check()
        self.refilter()
        self.resize(self.size)

    def handle(self, event: pygame.event.Event) -> bool:
        ctrl = getattr(event, "mod", 0) & pygame.KMOD_CTRL
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f and ctrl:
            self.search.focus()
            return True
        if super().handle(event):
            return True
        if self.handle_lists(event):
            return True
        area = self.grid_rect()
        if event.type == pygame.MOUSEWHEEL:
            if not area.collidepoint(self.app.pointer):
                return False
            if pygame.key.get_mods() & pygame.KMOD_CTRL:
                self.set_zoom(self.zoom + (1 if event.y > 0 else -1))
            else:
                self.scroll_by(-event.y * 60)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.card_at(event.pos)
            if card is not None:
                self.selected = None if card == self.selected else card
                return True
        if event.type == pygame.KEYDOWN and not self.typing():
            grid = self.layout_grid()
            page = max(60, grid.height - 60)
            steps = {
                pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page,
                pygame.K_DOWN: 60,
                pygame.K_UP: -60,
                pygame.K_HOME: -grid.content_height,
                pygame.K_END: grid.content_height,
            }
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return True
            if event.key in ZOOM_KEYS:
                self.set_zoom(self.zoom + ZOOM_KEYS[event.key])
                return True
        return False

    def handle_lists(self, event: pygame.event.Event) -> bool:
        """A click on a changed card's row selects it; the wheel scrolls the list it is
        over (the changed cards, the problems of a file that did not load)."""
        panel = self.panel_rect()
        problems = self.model.problems
        area = self.grid_rect()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.changes.at(panel, event.pos)
            if card is not None:
                self.select(card)
                return True
            if problems and self.problem_box.rect(area, problems).collidepoint(event.pos):
                return True  # the cards under the problems are not picked through them
        if event.type == pygame.MOUSEWHEEL:
            pointer = self.app.pointer
            if self.changes.rect(panel).collidepoint(pointer):
                self.changes.scroll_by(panel, -event.y)
                return True
            if problems and self.problem_box.rect(area, problems).collidepoint(pointer):
                self.problem_box.scroll_by(area, problems, -event.y)
                return True
        return False

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.layout_grid().max_scroll, self.scroll + dy))

    def card_at(self, pos: tuple[int, int]) -> str | None:
        area = self.grid_rect()
        index = self.layout_grid().at(pos[0] - area.x, pos[1] - area.y, self.scroll)
        return self.shown[index].id if index is not None else None

    def update(self, dt: float) -> None:
        old = self.model.deck
        report = self.model.poll()
        if report is not None:
            self.reloaded(report, old)
        if self.model.comparing:
            found = self.model.compare_faces(self.card_width(), FACE_SECONDS)
            if found:
                if self.list_current:
                    self.changes.add(found)
                else:
                    self.take_list(found)
                self.changed(found)
                self.refilter()
            if self.read_note is not None:
                self.say(*self.read_words())
        if self.unchecked:
            before = sum(1 for v in self.too_long.values() if v)
            self.check_some()
            if self.filters.too_long_only and sum(1 for v in self.too_long.values() if v) != before:
                self.refilter()
        super().update(dt)

    # -- drawing -------------------------------------------------------------------------

    def draw_back(self, surface: pygame.Surface) -> None:
        surface.blit(ui.backdrop(surface.get_size()), (0, 0))
        bar = pygame.Rect(0, 0, self.size[0], BAR_H)
        surface.fill((24, 15, 12), bar)
        pygame.draw.line(surface, ui.BRONZE, (0, BAR_H - 1), (self.size[0], BAR_H - 1))
        self.draw_grid(surface)
        self.draw_panel(surface)
        self.draw_foot(surface)
        if self.model.problems:
            self.problem_box.draw(surface, self.grid_rect(), self.model.problems)

    def draw_grid(self, surface: pygame.Surface) -> None:
        area = self.grid_rect()
        grid = self.layout_grid()
        if not self.shown:
            words = "No card matches the filters." if self.deck_cards() else ""
            if words:
                image = ui.text(words, 18, ui.MUTED)
                surface.blit(image, image.get_rect(center=area.center))
            return
        budget = FACES_PER_FRAME
        clip = surface.get_clip()
        surface.set_clip(area)
        now = time.monotonic()
        for index in grid.visible(self.scroll):
            card = self.shown[index]
            x, y, w, h = grid.rect(index, self.scroll)
            rect = pygame.Rect(area.x + x, area.y + y, w, h)
            if (card.id, w) not in self.faces:
                budget -= 1  # a face drawn now, not from the cache
            face = self.face(card.id, w, draw=budget >= 0)
            if face is None:
                pygame.draw.rect(surface, (60, 44, 34), rect, border_radius=6)
                continue
            surface.blit(face, rect)
            self.draw_marks(surface, card, rect, now)
        surface.set_clip(clip)
        self.draw_scrollbar(surface, area, grid)

    def draw_marks(
        self, surface: pygame.Surface, card: LabCard, rect: pygame.Rect, now: float
    ) -> None:
        if self.too_long.get(card.id):
            pygame.draw.rect(surface, RED, rect.inflate(6, 6), 3, border_radius=8)
            badge = ui.text("!", 16, (255, 255, 255), True)
            spot = pygame.Rect(0, 0, 20, 20)
            spot.center = (rect.right - 4, rect.top + 4)
            pygame.draw.circle(surface, RED, spot.center, 11)
            surface.blit(badge, badge.get_rect(center=spot.center))
        elif self.model.text_problems and self.model.disagreements(card.name):
            pygame.draw.rect(surface, AMBER, rect.inflate(6, 6), 3, border_radius=8)
        if card.id == self.selected:
            pygame.draw.rect(surface, ui.GOLD, rect.inflate(8, 8), 3, border_radius=9)
        elif card.id == self.hover:
            pygame.draw.rect(surface, ui.PARCHMENT, rect.inflate(4, 4), 1, border_radius=7)
        changed = self.flash.get(card.id)
        if changed is not None and now - changed < FLASH_SECONDS:
            glow = 1 - (now - changed) / FLASH_SECONDS
            ring = pygame.Surface(rect.inflate(14, 14).size, pygame.SRCALPHA)
            pygame.draw.rect(ring, (*GREEN, int(220 * glow)), ring.get_rect(), 4, border_radius=10)
            surface.blit(ring, rect.inflate(14, 14))

    def draw_scrollbar(
        self, surface: pygame.Surface, area: pygame.Rect, grid: grid_math.Grid
    ) -> None:
        if grid.max_scroll <= 0:
            return
        track = pygame.Rect(area.right - 8, area.y + 6, 4, area.h - 12)
        pygame.draw.rect(surface, (50, 36, 28), track, border_radius=2)
        share = grid.height / grid.content_height
        thumb_h = max(24, int(track.h * share))
        top = track.y + int((track.h - thumb_h) * self.scroll / grid.max_scroll)
        pygame.draw.rect(surface, ui.BRONZE, (track.x, top, 4, thumb_h), border_radius=2)

    def draw_panel(self, surface: pygame.Surface) -> None:
        panel = self.panel_rect()
        surface.fill((22, 14, 11), panel)
        pygame.draw.line(surface, ui.BRONZE, panel.topleft, panel.bottomleft)
        top = self.changes.draw(surface, panel, self.selected)
        rect = pygame.Rect(panel.x, top, panel.w, panel.bottom - top)
        cards = {c.id: c for c in self.deck_cards()}
        card = cards.get(self.hover or "") or cards.get(self.selected or "")
        if card is None:
            words = "Rest the pointer on a card to see it large, or click one to keep it here."
            if self.changes:
                words = "Click a changed card to see it before and after."
            lines = ui.wrap(words, 15, rect.w - 32)
            below = ui.blit_lines(surface, lines, (rect.centerx, rect.y + 28), 15, ui.MUTED)
            self.draw_disagreements(surface, rect.inflate(-32, 0), below + 14)
            return
        deck = self.model.deck
        assert deck is not None
        change = self.changes.find(card.id)
        pair = change is not None and change.before is not None and self.before_deck is not None
        width = (rect.w - 60) // 2 if pair else rect.w - 48
        height = face_height(deck, card.id, width)
        if height > rect.h * 0.56:
            width = max(40 if pair else 80, int(width * rect.h * 0.56 / height))
            height = face_height(deck, card.id, width)
        image = self.face(card.id, width)
        assert image is not None
        y = rect.y + 14
        if pair and change is not None:
            y += 20
            left = rect.centerx - width - 6
            old = self.before_face(card.id, width)
            for n, (label, face) in enumerate((("Before", old), ("After", image))):
                x = left + n * (width + 12)
                surface.blit(ui.text(label, 13, ui.MUTED), (x, y - 19))
                if face is not None:
                    surface.blit(face, (x, y))
            y += height + 10
            for key, was, now in change.fields() or [("face", "", "drawn differently")]:
                words = f"{key}: was {was}, now {now}" if was else f"{key}: {now}"
                for line in ui.wrap(words, 14, rect.w - 32)[:2]:
                    surface.blit(ui.text(line, 14, ui.GOLD), (rect.x + 16, y))
                    y += 18
            y += 6
        else:
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += height + 12
        self.draw_fields(surface, card, pygame.Rect(rect.x + 16, y, rect.w - 28, rect.bottom - y))

    def draw_disagreements(self, surface: pygame.Surface, area: pygame.Rect, top: int) -> None:
        """Every text that disagrees with its card's effects, in amber, the changed cards'
        first, as many as there is room for."""
        changed = {c.name for c in self.changes.changes}
        sentences = sorted(self.model.text_problems, key=lambda s: s.split(": ")[0] not in changed)
        y = top
        for n, sentence in enumerate(sentences):
            lines = ui.wrap(sentence, 14, area.w)
            if y + 18 * len(lines) > area.bottom - 20:
                more = f"and {len(sentences) - n} more"
                surface.blit(ui.text(more, 14, ui.MUTED), (area.x, y))
                return
            for line in lines:
                surface.blit(ui.text(line, 14, AMBER), (area.x, y))
                y += 18
            y += 4

    def before_face(self, card: str, width: int) -> pygame.Surface | None:
        """The card's face as the deck before the last save drew it (None: it cannot)."""
        key = (card, width)
        if key not in self.before and self.before_deck is not None:
            try:
                self.before[key] = self.before_deck.face(card, width)
            except (KeyError, ValueError):  # a card the old deck lacked
                return None
        return self.before.get(key)

    def draw_fields(self, surface: pygame.Surface, card: LabCard, box: pygame.Rect) -> None:
        where = card.file or (self.model.cards_path.name if self.model.cards_path else "")
        y = box.y
        surface.blit(ui.text(card.name, 16, ui.GOLD, True), (box.x, y))
        y += 22
        if card.line:
            surface.blit(ui.text(f"line {card.line} of {where}", 14, ui.MUTED), (box.x, y))
            y += 20
        for field in self.too_long.get(card.id, ()):
            surface.blit(ui.text(f"The {field} does not fit its box.", 14, RED, True), (box.x, y))
            y += 20
        for sentence in self.model.disagreements(card.name):
            for line in ui.wrap(sentence[:1].upper() + sentence[1:] + ".", 14, box.w, True):
                surface.blit(ui.text(line, 14, AMBER, True), (box.x, y))
                y += 18
            y += 2
        # The keys' column is as wide as the widest key (74 px at least) up to two fifths of
        # the panel; a longer key takes a line of its own above its value.
        limit = box.w * 2 // 5
        widths = {key: ui.text(key, 14, ui.MUTED).get_width() + 10 for key, _ in card.fields}
        key_w = max([74, *(w for w in widths.values() if w <= limit)])
        for key, value in card.fields:
            if y > box.bottom - 18:
                surface.blit(ui.text("…", 14, ui.MUTED), (box.x, y))
                break
            surface.blit(ui.text(key, 14, ui.MUTED), (box.x, y))
            if widths[key] > key_w:
                y += 18
            for n, line in enumerate(ui.wrap(value, 14, box.w - key_w)):
                if y > box.bottom - 18:
                    break
                surface.blit(ui.text(line, 14, ui.PARCHMENT), (box.x + key_w, y))
                y += 18
                if n == 2 and len(ui.wrap(value, 14, box.w - key_w)) > 3:
                    surface.blit(ui.text("…", 14, ui.MUTED), (box.x + key_w, y))
                    y += 18
                    break
            y += 2

    def draw_foot(self, surface: pygame.Surface) -> None:
        w, h = self.size
        foot = pygame.Rect(0, h - FOOT_H, w, FOOT_H)
        surface.fill((24, 15, 12), foot)
        pygame.draw.line(surface, ui.BRONZE, foot.topleft, foot.topright)
        cards = self.deck_cards()
        long_ones = sum(1 for v in self.too_long.values() if v)
        counts = f"{len(self.shown)} of {len(cards)} cards"
        if self.unchecked:
            texts = f"checking texts ({len(cards) - len(self.unchecked)}/{len(cards)})"
        else:
            texts = f"{long_ones} with text too long" if long_ones else "every text fits"
        files = [
            " + ".join(f"{p.parent.name}/{p.name}" for p in self.model.files),
            " + ".join(p.name for p in self.model.files),
        ]
        watch = self.model.watch
        watching = [f"watching ({watch.mode})", "watching"] if watch else ["not watching"]
        if watch is not None and watch.why_polling and watch.why_polling != "asked for":
            watching = [f"watching by polling ({watch.why_polling})", "watching by polling"]
        disagree = disagree_words(self.model.text_problems)
        measure = font(14).size
        lines = fit_status(
            [counts, texts, self.status_words, disagree, files, watching],
            self.foot_room,
            lambda w: measure(w)[0],
        )
        for n, line in enumerate(lines):
            colour = ui.PARCHMENT if n == 0 else ui.MUTED
            blit_marked(surface, line, 14, colour, disagree, AMBER, (14, foot.y + 7 + n * 20))


def disagree_words(sentences: Sequence[str]) -> list[str]:
    """The status piece that counts the cards whose texts disagree with their effects and,
    when a card disagrees more than once, the places, longest first (none when every text
    agrees): "1 card's text disagrees with its effects in 3 places"."""
    if not sentences:
        return []
    cards = len({s.split(": ", 1)[0] for s in sentences})  # each sentence opens with its card
    places = f" in {len(sentences)} places" if len(sentences) > cards else ""
    if not places:
        if cards == 1:
            return ["1 text disagrees with its effects", "1 text disagrees"]
        return [f"{cards} texts disagree with their effects", f"{cards} texts disagree"]
    if cards == 1:
        return [
            f"1 card's text disagrees with its effects{places}",
            f"1 text disagrees{places}",
            "1 text disagrees",
        ]
    return [
        f"{cards} cards' texts disagree with their effects{places}",
        f"{cards} texts disagree{places}",
        f"{cards} texts disagree",
    ]
