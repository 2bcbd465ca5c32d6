"""The layout lab: every card of a game in a zoomable grid, redrawn when its files are saved.

The designer points the lab at a card file and a face layout (the game's own by
default) and edits them in any editor. On each save the lab reads them again
and redraws only the cards that changed, showing each changed card before and
after until dismissed; a file that does not load is named with its line, and
the last good faces stay. Cards whose text does not fit are outlined in red.
From here the designer prints the cards, exports a Tabletop Simulator deck, or
plays them at once under the real rules.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from game.cards.fonts import font
from game.core.registry import Registry
from game.core.words import ellipsize
from game.lab import grid as grid_math
from game.lab.deck import LabCard, LabDeck
from game.lab.model import Change, LabModel, Reload
from game.scenes import ui

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
        self.changes: list[Change] = []  # shown before and after until dismissed
        self.before: dict[str, pygame.Surface] = {}  # the faces of changed cards before
        self.flash: dict[str, float] = {}  # card id -> when it changed
        self.status = ""
        self.shown: list[LabCard] = []
        self.begin_check()
        self.build()

    # -- the widgets ---------------------------------------------------------------------

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
        return grid_math.Grid(area.w, area.h, cw, ch, len(self.shown))

    def compare_rect(self) -> pygame.Rect:
        w, h = self.size
        rect = pygame.Rect(0, 0, min(w - 80, 900), min(h - 120, 470))
        rect.center = (w // 2, h // 2)
        return rect

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
        """A reload happened: redraw what changed, or say what is wrong."""
        names = ", ".join(p.name for p in report.files)
        if not report.ok:
            self.status = f"{names} did not load; showing the last good faces."
            return
        if report.layout_changed:
            pick = self.selected or self.hover or (self.shown[0].id if self.shown else None)
            kept = [c for c in report.changes if c.after is not None]
            if pick is not None and not any(c.card == pick for c in kept):
                listed = next((c for c in self.deck_cards() if c.id == pick), None)
                if listed is not None:
                    kept.insert(0, Change(pick, listed, listed))
            self.show_changes(kept, old)
            self.forget(None)
            self.begin_check()
        else:
            ids = {c.card for c in report.changes}
            self.show_changes([c for c in report.changes if c.after is not None], old)
            self.forget(ids)
            self.begin_check([c.card for c in report.changes if c.after is not None])
            for gone in ids:
                self.too_long.pop(gone, None)
        now = time.monotonic()
        for change in report.changes:
            self.flash[change.card] = now
        ms = round(report.seconds * 1000)
        count = len(report.changes)
        what = "the layout" if report.layout_changed else f"{count} card{'s' * (count != 1)}"
        self.status = f"Read {names} again in {ms} ms: {what} changed."
        self.refilter()
        self.resize(self.size)

    def show_changes(self, changes: list[Change], old: LabDeck | None) -> None:
        if not changes:
            return
        width = self.compare_width()
        self.before = {}
        for change in changes[:3]:
            if old is not None and change.before is not None:
                with contextlib.suppress(KeyError, ValueError):  # a card the old deck lacked
                    self.before[change.card] = old.face(change.card, width)
        self.changes = changes

    def compare_width(self) -> int:
        rect = self.compare_rect()
        deck = self.model.deck
        ratio = deck.height_for(100) / 100 if deck else 1.4
        return max(60, min(180, int((rect.h - 150) / ratio)))

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
            if self.changes:
                self.dismiss()
                return
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
        old = self.model.deck
        self.reloaded(self.model.reload(), old)

    def dismiss(self) -> None:
        self.changes = []
        self.before = {}

    def set_zoom(self, level: int) -> None:
        level = max(0, min(len(grid_math.ZOOMS) - 1, level))
        if level == self.zoom:
            return
        # keep the card at the top of the view in view
        grid = self.layout_grid()
        first = grid.visible(self.scroll).start
        self.zoom = level
        grid = self.layout_grid()
        row = first // grid.columns
        self.scroll = min(grid.max_scroll, row * (grid.card_h + grid_math.GAP))

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
        self.changes, self.before, self.flash = [], {}, {}
        self.selected = self.hover = None
        self.filters = grid_math.Filters()
        self.status = ""
        self.begin_check()
        self.refilter()
        self.resize(self.size)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.changes and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dismiss()  # a click anywhere puts the comparison away
            return True
        if self.changes and event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.dismiss()
            return True
        ctrl = getattr(event, "mod", 0) & pygame.KMOD_CTRL
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f and ctrl:
            self.search.focus()
            return True
        if super().handle(event):
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
        if self.model.problem is not None:
            self.draw_problem(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.changes:
            self.draw_changes(surface)

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
            x, y = grid.place(index, self.scroll)
            rect = pygame.Rect(area.x + x, area.y + y, grid.card_w, grid.card_h)
            if (card.id, grid.card_w) not in self.faces:
                budget -= 1  # a face drawn now, not from the cache
            face = self.face(card.id, grid.card_w, draw=budget >= 0)
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
        rect = self.panel_rect()
        surface.fill((22, 14, 11), rect)
        pygame.draw.line(surface, ui.BRONZE, rect.topleft, rect.bottomleft)
        cards = {c.id: c for c in self.deck_cards()}
        card = cards.get(self.hover or "") or cards.get(self.selected or "")
        if self.changes:
            return  # under the comparison, which shows the cards that matter now
        if card is None:
            words = "Rest the pointer on a card to see it large, or click one to keep it here."
            lines = ui.wrap(words, 15, rect.w - 32)
            ui.blit_lines(surface, lines, (rect.centerx, rect.y + 40), 15, ui.MUTED)
            return
        deck = self.model.deck
        assert deck is not None
        width = rect.w - 48
        height = deck.height_for(width)
        if height > rect.h * 0.56:
            width = max(80, int(width * rect.h * 0.56 / height))
            height = deck.height_for(width)
        image = self.face(card.id, width)
        assert image is not None
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 14)))
        y = rect.y + 14 + height + 12
        self.draw_fields(surface, card, pygame.Rect(rect.x + 16, y, rect.w - 28, rect.bottom - y))

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
        key_w = 74
        for key, value in card.fields:
            if y > box.bottom - 18:
                surface.blit(ui.text("…", 14, ui.MUTED), (box.x, y))
                break
            surface.blit(ui.text(key, 14, ui.MUTED), (box.x, y))
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
            counts += f" · checking texts ({len(cards) - len(self.unchecked)}/{len(cards)})"
        else:
            counts += f" · {long_ones} with text too long" if long_ones else " · every text fits"
        files = " + ".join(f"{p.parent.name}/{p.name}" for p in self.model.files)
        watching = self.model.watch.mode if self.model.watch else "off"
        top = f"{files} · watching ({watching})" + (f" · {self.status}" if self.status else "")
        room = self.foot_room
        measure = font(14).size
        for n, line in enumerate((counts, top)):
            colour = ui.PARCHMENT if n == 0 else ui.MUTED
            shown = ellipsize(line, room, lambda words: measure(words)[0])
            surface.blit(ui.text(shown, 14, colour), (14, foot.y + 7 + n * 20))

    def draw_problem(self, surface: pygame.Surface) -> None:
        problem = self.model.problem
        assert problem is not None
        area = self.grid_rect()
        width = area.w - 40
        lines = ui.wrap(str(problem), 16, width - 28)[:4]
        lines.append("The last good faces stay; save the file again to reload.")
        tall = 24 * len(lines) + 20
        box = pygame.Rect(area.x + 20, area.bottom - 20 - tall, width, tall)
        pygame.draw.rect(surface, (70, 20, 16), box, border_radius=10)
        pygame.draw.rect(surface, RED, box, 2, border_radius=10)
        for n, line in enumerate(lines):
            colour = (255, 230, 220) if n < len(lines) - 1 else (240, 180, 160)
            surface.blit(ui.text(line, 16, colour, n == 0), (box.x + 14, box.y + 10 + 24 * n))

    def draw_changes(self, surface: pygame.Surface) -> None:
        surface.blit(ui.shade(surface.get_size(), 150), (0, 0))
        rect = self.compare_rect()
        surface.blit(ui.panel(rect.size), rect)
        shown = self.changes[:3]
        more = len(self.changes) - len(shown)
        title = "Changed on save: " + ", ".join(c.name for c in shown)
        if more:
            title += f" and {more} more"
        head = ui.text(title, 19, ui.GOLD, True)
        surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.y + 14)))
        width = self.compare_width()
        slot_w = (rect.w - 40) // len(shown)
        for n, change in enumerate(shown):
            slot = pygame.Rect(rect.x + 20 + n * slot_w, rect.y + 50, slot_w, rect.h - 100)
            self.draw_change(surface, change, slot, width)
        hint = ui.text("Click or press Enter to put this away", 14, ui.MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - 12)))

    def draw_change(
        self, surface: pygame.Surface, change: Change, slot: pygame.Rect, width: int
    ) -> None:
        old = self.before.get(change.card)
        new = self.face(change.card, width)
        pair_w = width * 2 + 16
        if pair_w > slot.w - 8:
            width = max(40, (slot.w - 24) // 2)
            new = self.face(change.card, width)
            if old is not None and new is not None:
                old = pygame.transform.smoothscale(old, new.get_size())
        left = slot.centerx - (width * 2 + 16) // 2
        for m, (label, image) in enumerate((("Before", old), ("After", new))):
            x = left + m * (width + 16)
            surface.blit(ui.text(label, 14, ui.MUTED), (x, slot.y))
            if image is not None:
                surface.blit(image, (x, slot.y + 20))
            else:
                surface.blit(ui.text("new card", 14, ui.MUTED), (x, slot.y + 40))
        deck = self.model.deck
        y = slot.y + 30 + (deck.height_for(width) if deck else width)
        diffs = change.fields() or [("layout", "", "redrawn")]
        for key, before, after in diffs[:4]:
            words = f"{key}: was {before}, now {after}" if before else f"{key}: {after}"
            for line in ui.wrap(words, 14, slot.w - 12)[:2]:
                image = ui.text(line, 14, ui.PARCHMENT)
                surface.blit(image, image.get_rect(midtop=(slot.centerx, y)))
                y += 18
