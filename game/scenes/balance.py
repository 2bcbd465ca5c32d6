"""The Balance tab: many bot games of one game (under the designer's card file when
opened from the layout lab), run on a background thread with a progress bar, and
their results drawn as charts: win rate by seat and by bot against the fair share,
the game lengths, how games ended, and the cards whose use goes with winning or
losing. Every game is listed; a click on one plays it again from its seed and
opens it as a replay, so "why did seat 2 lose game 117?" is answered by watching it.

The rates describe these bots playing, not people; the precision line says how
far each rate can be trusted for the number of games played.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from game import paths
from game.cards.fonts import font
from game.core.errors import DataError
from game.core.words import ellipsize
from game.lab.balance import BalanceRun, bot_lineups, replay_session
from game.scenes import balance_charts as charts
from game.scenes import ui
from game.scenes.lab_dialog import items
from game.sim.nudge import parse_nudge
from game.sim.play import rules_for
from game.sim.records import GameRecord, SimSpec

if TYPE_CHECKING:
    from game.scenes.base import Host

BAR_H = 94  # the controls along the top, in two rows
STRIP_H = 36  # the progress bar, or what was simulated
ROW_H = 40  # a row of the games list: two lines
GAME_COUNTS = (20, 200, 1000, 5000)
JOBS: str | int = "auto"  # worker processes for a run (tests use 1)
RED = (236, 120, 100)
CARDS_TITLE = "Cards: how much more often their users won (a correlation)"


VERDICT_STEP = 20
"""The height of one line of the verdict, with its gap."""
RESULT_STEP = 18
"""The height of one line of a comparison or nudge in words."""
WINS_TITLE = "Win rate by seat (raw) and bot"
NET_LABEL = "Seat 1, net"
NET_NOTE = (
    "Raw: every game as played. Net (the verdict's): seat 1's share once what each "
    "seat held is balanced."
)


@dataclass(frozen=True)
class WordsBox:
    """The verdict (or a comparison in words) as laid out over the charts: its box,
    every line, the first shown and how many fit; the rest is a scroll away."""

    rect: pygame.Rect
    title: str
    lines: list[str]
    size: int
    step: int
    first: int
    room: int

    @property
    def shown(self) -> list[str]:
        return self.lines[self.first : self.first + self.room]

    @property
    def below(self) -> int:
        """Lines after the last shown."""
        return max(0, len(self.lines) - self.first - self.room)

    def hint(self) -> str:
        """What says there is more, or "" when every line shows."""
        if len(self.lines) <= self.room:
            return ""
        if self.below:
            return (
                f"{self.below} more line{'s' * (self.below != 1)} below: wheel here or Shift+Down"
            )
        return f"the last {self.room} of {len(self.lines)} lines: wheel up or Shift+Up"


DEFAULTS = "Default options"
ONE_RUN, ABLATE_ALL, COMPARE, NUDGE = (
    "One run",
    "Ablate every card used (slow)",
    "Compare with card file B",
    "Nudge a card's number",
)
EXPERIMENTS = (ONE_RUN, ABLATE_ALL, COMPARE, NUDGE)
"""The experiment menu: one run; every card the seats used taken from one seat a game
in turn (causal); these cards (A) against a second file (B); one card's number tried
across a range. Each arm plays the run's seeds again, so every difference is paired."""
HINTS = {
    COMPARE: "card file B, e.g. my_riders.toml",
    NUDGE: "CARD.FIELD=FROM..TO, e.g. strike.amount=-1..1",
}


def option_items(options: Any) -> dict[str, tuple[str, Any]]:
    """The options menu's items: each option at each value but its default, by its name
    ("Draft mode: snake", "Mirror units: on"), and the (name, value) each sets."""
    out: dict[str, tuple[str, Any]] = {}
    for option in options:
        values = option.choices or (True, False)
        for value in values:
            if value == option.default:
                continue
            shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
            name = option.name.replace("_", " ").capitalize()  # the labels are sentences
            out[f"{name}: {shown}"] = (option.name, value)
    return out


def games_word(n: int) -> str:
    return f"{n:,} games"


class BalanceScene(ui.UIScene):
    def __init__(self, app: Host, game: str | None = None, cards: Path | None = None) -> None:
        super().__init__(app)
        self.pick_game = game is None  # opened from the title: any game may be chosen
        self.titles = {e.title: e.name for e in self.app.registry.entries()}
        self.game = game or self.app.registry.entries()[0].name
        self.cards = cards
        self.count = GAME_COUNTS[1]
        self.choose_game(self.game)
        self.run: BalanceRun | None = None
        self.shown: BalanceRun | None = None  # the last run that finished with results
        self.message = ""
        self.rules: Any = None  # the shown run's rules, built at the first replay
        self.scroll = 0
        self.hover: int | None = None
        self.drawn: dict[str, list[charts.Bar]] = {}  # each chart's bars, as last drawn
        self.verdict_lines: list[str] = []  # the verdict's lines as last drawn (those shown)
        self.verdict_first = 0  # the verdict's first line shown: it scrolls
        self.build()

    def choose_game(self, game: str) -> None:
        self.game = game
        self.lineups = bot_lineups(self.app.registry.entry(game))
        self.lineup = next(iter(self.lineups))
        ruleset = self.app.registry.get(game)
        self.player_counts = list(range(ruleset.min_seats, ruleset.max_seats + 1))
        self.players = self.player_counts[0]
        self.options: dict[str, Any] = {}
        self.last_option = DEFAULTS
        self.option_items = option_items(ruleset.options)
        self.experiment = ONE_RUN
        self.asked = {COMPARE: "", NUDGE: ""}  # what was typed for each

    # -- the widgets ---------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.run is not None and not self.run.finished

    def build(self) -> None:
        w, _ = self.size
        y, gap, x = 9, 8, 12
        menus: list[UIDropDownMenu] = []
        if self.pick_game:
            title = self.app.registry.entry(self.game).title
            self.game_menu = UIDropDownMenu(
                items(self.titles), title, pygame.Rect(x, y, 190, 34), self.manager
            )
            menus.append(self.game_menu)
            x += 190 + gap
        counts = [games_word(n) for n in GAME_COUNTS]
        self.count_menu = UIDropDownMenu(
            items(counts), games_word(self.count), pygame.Rect(x, y, 130, 34), self.manager
        )
        x += 130 + gap
        bots_w = max(150, min(220, w - x - 130 - 110 - 80 - 3 * gap - 24))
        self.bots_menu = UIDropDownMenu(
            items(self.lineups), self.lineup, pygame.Rect(x, y, bots_w, 34), self.manager
        )
        x += bots_w + gap
        players = [f"{n} players" for n in self.player_counts]
        self.players_menu = UIDropDownMenu(
            items(players), f"{self.players} players", pygame.Rect(x, y, 130, 34), self.manager
        )
        x += 130 + gap
        menus += [self.count_menu, self.bots_menu, self.players_menu]
        x2, y2 = 12, y + 42
        options_w = max(200, min(360, (w - 36) // 3))
        self.options_menu = UIDropDownMenu(
            [DEFAULTS, *self.option_items],
            self.options_words(),
            pygame.Rect(x2, y2, options_w, 34),
            self.manager,
        )
        x3 = x2 + options_w + gap
        menu_w = min(280, w - x3 - 12)
        self.experiment_menu = UIDropDownMenu(
            list(EXPERIMENTS), self.experiment, pygame.Rect(x3, y2, menu_w, 34), self.manager
        )
        menus += [self.options_menu, self.experiment_menu]
        self.entry: UITextEntryLine | None = None
        room = w - (x3 + menu_w + gap) - 12
        if self.experiment in HINTS and room >= 120:
            self.entry = UITextEntryLine(
                pygame.Rect(x3 + menu_w + gap, y2, room, 34),
                self.manager,
                placeholder_text=HINTS[self.experiment],
            )
            self.entry.set_text(self.asked[self.experiment])
            menus.append(self.entry)  # type: ignore[arg-type]
        if self.running:
            self.button("stop", (x, y, 110, 34), "Stop", keys=(pygame.K_s,), tooltip="S")
            for menu in menus:
                menu.disable()
        else:
            tip = "Play the games (Enter)"
            self.button("run", (x, y, 110, 34), "Run", keys=(pygame.K_RETURN,), tooltip=tip)
            self.buttons["run"].change_object_id(ui.style("primary"))
        self.button("back", (w - 92, y, 80, 34), "Back", keys=(pygame.K_ESCAPE,), tooltip="Esc")

    def options_words(self) -> str:
        """The options menu's shown item: the last one chosen that still holds."""
        for text, (name, value) in self.option_items.items():
            if self.options.get(name, object()) == value and text == self.last_option:
                return text
        return DEFAULTS

    def options_said(self) -> str:
        """The changed options, as the strip says them ("" for the defaults)."""
        said = [
            text
            for text, (name, value) in self.option_items.items()
            if name in self.options and self.options[name] == value
        ]
        return f" Options: {', '.join(said)}." if said else ""

    def choose_option(self, text: str) -> None:
        """An item of the options menu: one option set to one value, or all defaults."""
        if text == DEFAULTS:
            self.options = {}
        elif text in self.option_items:
            name, value = self.option_items[text]
            self.options[name] = value
            self.last_option = text
        self.resize(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        if getattr(self, "entry", None) is not None:
            self.typed()  # the field is built again: what it holds carries over
        super().resize(size)

    def draw_keycaps(self, surface: pygame.Surface) -> None:
        """The bar's buttons are narrow: their keys are in their tooltips instead."""

    # -- the areas -----------------------------------------------------------------------

    def list_rect(self) -> pygame.Rect:
        w, h = self.size
        top = BAR_H + STRIP_H
        return pygame.Rect(8, top, max(300, min(430, w * 3 // 10)), h - top - 8)

    def rows_rect(self) -> pygame.Rect:
        """Where the games' rows are, under the list's title."""
        box = self.list_rect()
        return pygame.Rect(box.x + 6, box.y + 32, box.w - 12, box.h - 38)

    def charts_rect(self) -> pygame.Rect:
        w = self.size[0]
        box = self.list_rect()
        return pygame.Rect(box.right + 8, box.y, w - box.right - 16, box.h)

    def records(self) -> list[GameRecord]:
        return self.shown.records if self.shown is not None else []

    def max_scroll(self) -> int:
        return max(0, len(self.records()) * ROW_H - self.rows_rect().h)

    def record_at(self, pos: tuple[int, int]) -> GameRecord | None:
        rows = self.rows_rect()
        if not rows.collidepoint(pos):
            return None
        n = (pos[1] - rows.y + self.scroll) // ROW_H
        found = self.records()
        return found[n] if 0 <= n < len(found) else None

    def row_rect(self, index: int) -> pygame.Rect:
        """Where game `index`'s row is drawn (it may be scrolled out of the list)."""
        rows = self.rows_rect()
        return pygame.Rect(rows.x, rows.y + index * ROW_H - self.scroll, rows.w, ROW_H)

    # -- running -------------------------------------------------------------------------

    def typed(self) -> str:
        """What the experiment's field holds now (kept across rebuilds)."""
        if self.entry is not None and self.experiment in self.asked:
            self.asked[self.experiment] = self.entry.get_text().strip()
        return self.asked.get(self.experiment, "")

    def second_file(self, words: str) -> Path:
        """Card file B as typed: as it stands, or beside the run's own card file."""
        if not words:
            raise ValueError("Type the path of card file B beside the menu, then Run.")
        path = Path(words).expanduser()
        if not path.is_absolute() and not path.exists():
            here = self.cards.parent if self.cards else paths.card_file(self.game).parent
            path = here / path
        if not path.is_file():
            raise ValueError(f"There is no card file at {words}.")
        return path

    def experiment_run(self, run: BalanceRun) -> BalanceRun:
        """The run with the chosen experiment set on it (ValueError: what to fix)."""
        words = self.typed()
        if self.experiment == ABLATE_ALL:
            run.ablate_all = True
        elif self.experiment == COMPARE:
            run.compare_with = self.second_file(words)
        elif self.experiment == NUDGE:
            if not words:
                raise ValueError(f"Type the number to nudge beside the menu ({HINTS[NUDGE]}).")
            card, name, offsets = parse_nudge(words)
            if len(offsets) * self.count > 50_000:
                raise ValueError(
                    f"{len(offsets)} values of {self.count:,} games each is too many at once: "
                    "choose fewer games or a narrower range."
                )
            run.nudge = (card, name, tuple(offsets))
        return run

    def spec(self) -> SimSpec:
        bots = self.lineups[self.lineup]
        return SimSpec(
            self.game, self.count, bots, self.players, cards=self.cards, options=dict(self.options)
        )

    def start(self) -> None:
        from game.sim.pool import jobs_for

        self.message = ""
        try:
            run = self.experiment_run(BalanceRun(self.app.registry, self.spec(), jobs_for(JOBS)))
        except ValueError as exc:  # NudgeError is one
            self.message = str(exc)
            return
        self.run = run.start()
        self.resize(self.size)

    def stop(self) -> None:
        if self.run is not None:
            self.run.stop()

    def finish(self, run: BalanceRun) -> None:
        """The run ended: show its results, or say why there are none."""
        if run.error:
            self.message = run.error
        elif run.stopped:
            self.message = (
                f"Stopped after {run.done:,} of {run.total:,} games; "
                "the results of the last full run stay."
            )
        else:
            self.shown, self.rules, self.scroll, self.verdict_first = run, None, 0, 0
        self.run = None
        self.resize(self.size)

    def open_game(self, record: GameRecord) -> None:
        """Play the game again from its seed and watch it as a replay."""
        assert self.shown is not None
        spec = self.shown.spec
        try:
            if self.rules is None:
                self.rules = rules_for(self.app.registry.entry(spec.game), spec)
            session = replay_session(self.app.registry, spec, record, self.rules)
        except DataError as exc:  # the card file changed since the run and is damaged now
            self.message = str(exc)
            return
        self.app.stack.push("replay", session=session)

    # -- the Scene protocol --------------------------------------------------------------

    def leave(self) -> None:
        if self not in self.app.stack.scenes:
            self.stop()  # gone for good (Back): the games still to play are dropped

    def activate(self, name: str) -> None:
        if name == "run" and not self.running:
            self.start()
        elif name == "stop":
            self.stop()
        elif name == "back":
            self.stop()
            self.app.stack.pop()

    def ui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return False
        if self.pick_game and event.ui_element is self.game_menu:
            self.choose_game(self.titles.get(event.text, self.game))
            self.resize(self.size)
        elif event.ui_element is self.count_menu:
            self.count = int(event.text.split()[0].replace(",", ""))
        elif event.ui_element is self.bots_menu:
            self.lineup = event.text
        elif event.ui_element is self.players_menu:
            self.players = int(event.text.split()[0])
        elif event.ui_element is self.options_menu:
            self.choose_option(event.text)
        elif event.ui_element is self.experiment_menu:
            self.typed()
            self.experiment = event.text
            self.message = ""
            self.resize(self.size)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        wheel_or_shift = event.type == pygame.MOUSEWHEEL or (
            event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_SHIFT
        )
        box = self.words_box() if wheel_or_shift else None  # the verdict's, as laid out
        if event.type == pygame.MOUSEWHEEL and box and box.rect.collidepoint(self.app.pointer):
            self.scroll_verdict(-event.y)
            return True
        if event.type == pygame.MOUSEWHEEL and self.list_rect().collidepoint(self.app.pointer):
            self.scroll_by(-event.y * ROW_H * 3)
            return True
        if event.type == pygame.MOUSEMOTION:
            found = self.record_at(event.pos)
            self.hover = found.index if found is not None else None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            found = self.record_at(event.pos)
            if found is not None:
                self.open_game(found)
                return True
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_SHIFT and box is not None:
            lines = {pygame.K_DOWN: 1, pygame.K_UP: -1}
            lines |= {pygame.K_PAGEDOWN: box.room, pygame.K_PAGEUP: -box.room}
            if event.key in lines and not self.typing():
                self.scroll_verdict(lines[event.key])
                return True
        if event.type == pygame.KEYDOWN and not self.typing():
            page = max(ROW_H, self.rows_rect().h - ROW_H)
            steps = {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page}
            steps |= {pygame.K_DOWN: ROW_H, pygame.K_UP: -ROW_H}
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return True
        return False

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    def scroll_verdict(self, lines: int) -> None:
        """Move the verdict's (or the comparison's) words by `lines`, within them."""
        box = self.words_box()
        if box is not None:
            most = max(0, len(box.lines) - box.room)
            self.verdict_first = max(0, min(most, box.first + lines))

    def update(self, dt: float) -> None:
        if self.run is not None and self.run.finished:
            self.finish(self.run)
        super().update(dt)

    # -- drawing -------------------------------------------------------------------------

    def draw_back(self, surface: pygame.Surface) -> None:
        w, _ = self.size
        surface.blit(ui.backdrop(surface.get_size()), (0, 0))
        surface.fill((24, 15, 12), pygame.Rect(0, 0, w, BAR_H))
        pygame.draw.line(surface, ui.BRONZE, (0, BAR_H - 1), (w, BAR_H - 1))
        self.draw_strip(surface)
        self.draw_list(surface)
        self.draw_charts(surface)

    def draw_strip(self, surface: pygame.Surface) -> None:
        w, _ = self.size
        strip = pygame.Rect(12, BAR_H + 6, w - 24, STRIP_H - 10)
        run = self.run
        if run is not None:
            share = run.done / run.total if run.total else 0.0
            pygame.draw.rect(surface, charts.TRACK, strip, border_radius=6)
            filled = strip.copy()
            filled.w = round(strip.w * share)
            pygame.draw.rect(surface, ui.EMBER, filled, border_radius=6)
            pygame.draw.rect(surface, ui.BRONZE, strip, 1, border_radius=6)
            words = (
                f"{run.done:,} of {run.total:,} games · {run.rate():.0f} a second"
                f" · {run.jobs} worker{'s' * (run.jobs != 1)}"
            )
            image = ui.text(words, 14, ui.PARCHMENT, True)
            surface.blit(image, image.get_rect(center=strip.center))
            return
        if self.shown is not None:
            words = self.shown.spec.describe()
        else:
            cards = self.cards.name if self.cards else "the game's own cards"
            title = self.app.registry.entry(self.game).title
            words = f"{title}, with {cards}: choose the games and the bots, then Run (Enter)."
            words += self.options_said()
        shown = ellipsize(words, strip.w, lambda t: font(14).size(t)[0])
        surface.blit(ui.text(shown, 14, ui.MUTED), (strip.x, strip.y + 4))

    def draw_list(self, surface: pygame.Surface) -> None:
        box = self.list_rect()
        found = self.records()
        title = f"Games ({len(found):,}): click one to watch it" if found else "Games"
        charts.frame(surface, box, title)
        rows = self.rows_rect()
        if not found:
            note = "No games yet." if self.shown is None else ""
            surface.blit(ui.text(note, 13, ui.MUTED), (rows.x, rows.y + 4))
            return
        clip = surface.get_clip()
        surface.set_clip(rows.clip(clip) if clip else rows)
        first = self.scroll // ROW_H
        last = min(len(found), first + rows.h // ROW_H + 2)
        for n in range(first, last):
            record = found[n]
            row = self.row_rect(n)
            if record.index == self.hover:
                pygame.draw.rect(surface, (70, 44, 30), row, border_radius=4)
            elif n % 2:
                pygame.draw.rect(surface, (36, 25, 21), row)
            self.draw_row(surface, record, row.inflate(-12, 0))
        surface.set_clip(clip)
        if self.max_scroll():
            share = rows.h / (len(found) * ROW_H)
            knob_h = max(24, round(rows.h * share))
            top = rows.y + round((rows.h - knob_h) * self.scroll / self.max_scroll())
            pygame.draw.rect(surface, ui.BRONZE, (rows.right - 4, top, 4, knob_h), border_radius=2)

    @staticmethod
    def draw_row(surface: pygame.Surface, record: GameRecord, row: pygame.Rect) -> None:
        """A game in two lines: its number, seed, length and winner; its bots and ending."""
        head, winner, foot = BalanceScene.cells(record)
        won = ui.text(winner, 13, ui.GOLD, True)
        surface.blit(won, won.get_rect(topright=(row.right, row.y + 3)))
        room = row.w - won.get_width() - 10
        shown = ellipsize(head, room, lambda t: font(13, True).size(t)[0])
        surface.blit(ui.text(shown, 13, ui.PARCHMENT, True), (row.x, row.y + 3))
        shown = ellipsize(foot, row.w, lambda t: font(13).size(t)[0])
        surface.blit(ui.text(shown, 13, ui.MUTED), (row.x, row.y + 21))

    @staticmethod
    def cells(record: GameRecord) -> tuple[str, str, str]:
        """The row's words: game, seed and moves; who won; the bots and how it ended."""
        if record.failed:
            winner = "a bot failed"
        elif record.cut:
            winner = "cut off"
        elif not record.winners:
            winner = "draw"
        else:
            names = " and ".join(f"Seat {s + 1}" for s in record.winners)
            winner = f"{names} won"
        head = f"Game {record.index + 1} · seed {record.seed} · {record.moves} moves"
        return head, winner, f"{' / '.join(record.bots)} · {record.ending}"

    def message_lines(self) -> list[str]:
        return ui.wrap(self.message, 15, self.charts_rect().w - 20)[:6] if self.message else []

    def results_area(self) -> pygame.Rect:
        """The charts' area under the message (if there is one)."""
        area = self.charts_rect()
        lines = self.message_lines()
        if not lines:
            return area
        top = area.y + 8 + sum(font(15).get_linesize() + 2 for _ in lines)
        return pygame.Rect(area.x, top + 6, area.w, area.bottom - top - 6)

    def words_box(self) -> WordsBox | None:
        """The verdict (or a comparison or nudge in words) as it is laid out now: as many
        lines as a quarter of the area holds (half for a comparison), scrolled to
        `verdict_first`; None when there are none."""
        if self.shown is None or self.shown.summary is None:
            return None
        area = self.results_area()
        if self.shown.lines:
            title = "B − A" if self.shown.compare_with is not None else "Nudge"
            size, step, indent, share = 13, RESULT_STEP, 90, 2
            lines: list[str] = []
            for sentence in self.shown.lines:
                lead = "    " if sentence.startswith(" ") else ""
                words = sentence.strip().replace(" → ", " to ")  # the font has no arrows
                lines += [lead + line for line in ui.wrap(words, size, area.w - indent - 20)]
        else:
            title, size, step, indent, share = "Verdict", 14, VERDICT_STEP, 80, 4
            lines = []
            for sentence in self.shown.summary.get("verdict", []):
                lines += ui.wrap(sentence, size, area.w - indent - 20)
        if not lines:
            return None
        room = max(1, area.h // share // step)
        if len(lines) > room:
            room = max(1, room - 1)  # one line says there is more
        first = max(0, min(self.verdict_first, len(lines) - room))
        height = min(len(lines), room) * step + (step if len(lines) > room else 0) + 8
        rect = pygame.Rect(area.x, area.y, area.w, height)
        return WordsBox(rect, title, lines, size, step, first, room)

    def draw_charts(self, surface: pygame.Surface) -> None:
        area = self.charts_rect()
        if self.message:
            lines = self.message_lines()
            ui.blit_lines(surface, lines, (area.x + 10, area.y + 8), 15, RED, False, 2)
        area = self.results_area()
        if self.shown is None or self.shown.summary is None:
            self.drawn = {}
            return
        summary = self.shown.summary
        box = self.words_box()
        self.verdict_lines = []
        if box is not None:
            area = self.draw_words(surface, area, box)
        words = summary["precision"]["words"]
        lines = charts.precision_lines(words, area.w - 20)[:3]
        below = 18 * len(lines) + 8
        ui.blit_lines(
            surface, lines, (area.x + 10, area.bottom - below + 4), 14, ui.MUTED, False, 2
        )
        grid = pygame.Rect(area.x, area.y, area.w, area.h - below)
        gap = 8
        both_rows = grid.h >= 2 * 150 + gap  # else the win rates and lengths alone
        top_h = max(150, int(grid.h * 0.42)) if both_rows else grid.h
        half = (grid.w - gap) // 2
        wins = pygame.Rect(grid.x, grid.y, half, top_h)
        lengths = pygame.Rect(wins.right + gap, grid.y, grid.w - half - gap, top_h)
        low_y = grid.y + top_h + gap
        cards_w = (grid.w - gap) * 3 // 5
        cards_box = pygame.Rect(grid.x, low_y, cards_w, grid.bottom - low_y)
        endings = pygame.Rect(cards_box.right + gap, low_y, grid.w - cards_w - gap, cards_box.h)
        players = summary["spec"]["players"]
        rows = [(f"Seat {s['seat']}", s) for s in summary["seats"]]
        net = self.net_seat()
        if net is not None:
            rows.append((NET_LABEL, net))
        if len(summary["bots"]) > 1:
            rows += [(b["bot"], b) for b in summary["bots"]]
        note = NET_NOTE if net is not None else ""
        self.drawn = {
            "wins": charts.rate_bars(surface, wins, WINS_TITLE, rows, 1 / players, note=note),
            "length": charts.length_bars(
                surface, lengths, "Game length (moves)", summary["length"]
            ),
        }
        if not both_rows:
            return
        self.drawn |= {
            "cards": charts.card_bars(
                surface,
                cards_box,
                CARDS_TITLE,
                self.top_cards(),
            ),
            "endings": charts.rate_bars(
                surface,
                endings,
                "How games ended",
                [(e["ending"], e) for e in summary["endings"]],
                label_share=0.45,
            ),
        }

    def net_seat(self) -> dict[str, Any] | None:
        """Seat 1's win share net of what each seat held (the verdict's), where it is
        not the raw rate the seats' bars show."""
        assert self.shown is not None and self.shown.summary is not None
        summary = self.shown.summary
        fair = summary.get("seat_fairness")
        if not fair or not fair.get("n") or not summary["seats"]:
            return None
        raw = summary["seats"][0]
        same = (fair["rate"], fair["low"], fair["high"]) == (raw["rate"], raw["low"], raw["high"])
        return None if same else dict(fair)

    def draw_words(self, surface: pygame.Surface, area: pygame.Rect, box: WordsBox) -> pygame.Rect:
        """The verdict (or a comparison in words) over the charts: the lines that fit,
        a bar and a line that say where the rest is; the area left below."""
        indent = 80 if box.title == "Verdict" else 90
        self.verdict_lines = box.shown
        surface.blit(ui.text(box.title, 15, ui.GOLD, True), (box.rect.x + 10, box.rect.y + 6))
        ui.blit_lines(
            surface,
            box.shown,
            (box.rect.x + indent, box.rect.y + 7),
            box.size,
            ui.PARCHMENT,
            False,
            box.step - font(box.size).get_linesize(),
        )
        hint = box.hint()
        if hint:
            y = box.rect.y + 7 + box.room * box.step
            surface.blit(ui.text(hint, 12, ui.GOLD), (box.rect.x + indent, y))
            track = pygame.Rect(box.rect.right - 8, box.rect.y + 6, 4, box.room * box.step)
            pygame.draw.rect(surface, charts.TRACK, track, border_radius=2)
            knob_h = max(12, round(track.h * box.room / len(box.lines)))
            most = len(box.lines) - box.room
            top = track.y + round((track.h - knob_h) * box.first / most)
            pygame.draw.rect(surface, ui.BRONZE, (track.x, top, 4, knob_h), border_radius=2)
        bottom = box.rect.bottom
        return pygame.Rect(area.x, bottom + 4, area.w, area.bottom - bottom - 4)

    def top_cards(self) -> list[dict[str, Any]]:
        """The cards with the clearest and largest effects first."""
        assert self.shown is not None and self.shown.summary is not None
        cards = list(self.shown.summary["cards"])
        cards.sort(key=lambda c: (not c["association"]["clear"], -abs(c["association"]["diff"])))
        return cards
