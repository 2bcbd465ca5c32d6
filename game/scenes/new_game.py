"""The new-game screen: which game, who sits where (human or bot), the seed, the options.

Nothing here decides a rule: the form is read, checked for what a person can get
wrong (an empty or repeated name, a seed that is not a number), and handed to
`Session`, which hands the options to the game's own `new_game`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UIScrollingContainer,
    UITextEntryLine,
)

from game.core.errors import DataError
from game.core.guide import Guide, has_guide, load_guide
from game.core.options import Option
from game.core.registry import Registry
from game.core.saves import name_problem
from game.scenes import ui
from game.session import SeatPlan, Session

if TYPE_CHECKING:
    from game.core.ruleset import Ruleset
    from game.scenes.base import Host

DEFAULT_NAMES = ("Aria", "Brann", "Cora", "Dax", "Esk", "Fenn")
SEAT_COLOURS = ((200, 86, 31), (64, 150, 160), (150, 100, 190), (120, 160, 70), (210, 170, 60))
NAME_LIMIT = 16
SEED_DIGITS = 12
MARGIN, GAP, PAD = 40, 24, 20
HOT_SEAT = (
    "Everyone marked Human shares this screen. When the turn passes from one person "
    "to another, a curtain hides the table until the next player is ready."
)


def game_title(registry: Registry, name: str) -> str:
    """A game's line in the drop-down; one whose data is damaged says it can't be played."""
    title = registry.entry(name).title
    return f"{title} (unavailable)" if registry.problem(name) else title


def check_seed(raw: str) -> int | str:
    """The seed as a number, or the message saying what is wrong with it."""
    given = raw.strip()
    if not given:
        return "The seed must be a whole number, like 4242; the box is empty."
    if not re.fullmatch(r"\d+", given, re.ASCII):
        return f"The seed must be a whole number, like 4242; '{given}' is not."
    if len(given) > SEED_DIGITS:
        return f"The seed can have at most {SEED_DIGITS} digits; this one has {len(given)}."
    return int(given)


def check_names(names: list[str]) -> str:
    """'' if every seat has its own name, else what to fix."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        if not name:
            return f"Seat {i + 1} needs a name."
        problem = name_problem(name)  # the rule a save reads names by
        if problem is not None:
            return f"Seat {i + 1}'s name {problem}."
        key = name.casefold()
        if key in seen:
            return f"Seats {seen[key] + 1} and {i + 1} are both called {name}; use two names."
        seen[key] = i
    return ""


def choice_text(value: Any) -> str:
    return str(value)


def entries(items: Iterable[str]) -> list[str | tuple[str, str]]:
    """A dropdown's list, in the type pygame_gui declares."""
    return list(items)


@dataclass
class SeatForm:
    name: str
    human: bool = True
    bot: str = ""  # the bot's kind, if a bot sits here (normal, unless chosen)


class NewGameScene(ui.UIScene):
    def __init__(self, app: Host, game: str | None = None) -> None:
        super().__init__(app)
        playable = self.app.registry.playable()  # a game whose data is damaged can't be chosen
        default = playable[0] if playable else self.app.registry.entries()[0].name
        self.game = game if game is not None and game in playable else default
        self.seats = [SeatForm(name) for name in DEFAULT_NAMES]
        self.count = self.ruleset.min_seats
        self.options: dict[str, Any] = {}
        self.seed_text = str(ui.fresh_seed())
        self.message = ""
        self.reset_for_game()
        self.build()

    def bot_kinds(self, ruleset: Ruleset[Any]) -> list[str]:
        """The bots that can play this game, its default first, as its entry lists them."""
        return list(self.app.registry.entry(ruleset.name).bot_kinds)

    @property
    def ruleset(self) -> Ruleset[Any]:
        return self.app.registry.get(self.game)

    def reset_for_game(self) -> None:
        ruleset = self.ruleset
        self.count = min(max(self.count, ruleset.min_seats), ruleset.max_seats)
        self.options = {o.name: o.default for o in ruleset.options}
        kinds = self.bot_kinds(ruleset)
        # A person at the table meets the normal bot unless they choose another level
        # (the game's default bot, quick, is the balance lab's).
        first = "normal" if "normal" in kinds else (kinds[0] if kinds else "")
        for seat in self.seats:
            if kinds and seat.bot not in kinds:
                seat.bot = first

    # -- layout ------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.size
        top, bottom = 100, h - 96
        left_w = int(min(560, max(440, (w - 2 * MARGIN - GAP) * 0.42)))
        self.left = pygame.Rect(MARGIN, top, left_w, bottom - top - 44)
        self.right = pygame.Rect(
            self.left.right + GAP, top, w - MARGIN - self.left.right - GAP, self.left.height
        )
        self.names: list[UITextEntryLine] = []
        self.kind_menus: list[UIDropDownMenu] = []
        self.badges: list[pygame.Rect] = []
        self.choice_menus: dict[UIDropDownMenu, Option] = {}
        self.build_left()
        self.build_options()
        self.message_label = self.label((MARGIN, bottom - 40, w - 2 * MARGIN, 30), "", "error")
        self.say(self.message)
        self.button("back", (MARGIN, bottom + 16, 180, 50), "Back", keys=(pygame.K_ESCAPE,))
        self.button(
            "howto",
            (MARGIN + 196, bottom + 16, 220, 50),
            "How to play",
            keys=(pygame.K_F1,),
            tooltip="The rules of the chosen game, in a few pages",
        )
        room = (w - MARGIN - 240 - 16) - (MARGIN + 196 + 236)  # between How to play and Start
        if has_guide(self.game) and room >= 150:
            self.button(
                "guide",
                (MARGIN + 196 + 236, bottom + 16, min(250, room), 50),
                "Guided first game" if room >= 250 else "Guided game",
                keys=(pygame.K_g,),
                tooltip="A short game on the real rules, step by step, then on against bots",
            )
        self.button(
            "start",
            (w - MARGIN - 240, bottom + 16, 240, 50),
            "Start",
            keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
            classes="primary",
        )

    def build_left(self) -> None:
        x, y, width = self.left.x + PAD, self.left.y + PAD, self.left.width - 2 * PAD
        ruleset = self.ruleset
        self.label((x, y + 4, 90, 28), "Game", "heading")
        self.titles = {
            game_title(self.app.registry, e.name): e.name for e in self.app.registry.entries()
        }
        self.game_menu = UIDropDownMenu(
            entries(self.titles),
            game_title(self.app.registry, self.game),
            pygame.Rect(x + 90, y, width - 90, 38),
            self.manager,
        )
        y += 60
        self.label((x, y, 200, 28), "Players", "heading")
        if ruleset.min_seats != ruleset.max_seats:
            counts = [str(n) for n in range(ruleset.min_seats, ruleset.max_seats + 1)]
            self.count_menu: UIDropDownMenu | None = UIDropDownMenu(
                entries(counts),
                str(self.count),
                pygame.Rect(x + width - 90, y - 2, 90, 32),
                self.manager,
            )
            self.label((x + width - 240, y, 144, 28), "seats at the table", "muted")
        else:
            self.count_menu = None
            self.label((x + width - 220, y, 220, 28), f"{self.count} players", "muted")
        y += 38
        seed_h = 110  # the seed block under the seats, if the panel has room for it
        step = 46 if y + 46 * self.count + seed_h <= self.left.bottom - PAD else 40
        for i in range(self.count):
            self.build_seat(i, x, y, width, step - 8)
            y += step
        if y + seed_h <= self.left.bottom - PAD:
            self.build_seed(x, y + 14, inline=False)
            self.build_note(x, y + 14 + seed_h, width)
        else:  # many seats in a small window: the seed sits between Back and Start
            self.build_seed(self.size[0] // 2 - 150, self.size[1] - 96 + 16, inline=True)

    def build_note(self, x: int, top: int, width: int) -> None:
        """How hot seat works, at the foot of the panel when there is room for it."""
        lines = ui.wrap(HOT_SEAT, 14, width)
        y = self.left.bottom - PAD - 20 * len(lines)
        if y < top:
            return
        for n, line in enumerate(lines):
            self.label((x, y + 20 * n, width, 20), line, "muted")

    def build_seat(self, i: int, x: int, y: int, width: int, height: int) -> None:
        seat = self.seats[i]
        name_w = width - 38 - 96 - 112 - 2 * 8
        self.badges.append(pygame.Rect(x, y + (height - 28) // 2, 28, 28))
        entry = UITextEntryLine(
            pygame.Rect(x + 38, y, name_w, height),
            self.manager,
            initial_text=seat.name,
            placeholder_text="Name",
        )
        entry.set_text_length_limit(NAME_LIMIT)
        self.names.append(entry)
        tx = x + 38 + name_w + 8
        toggle = self.button(
            f"seat{i}",
            (tx, y, 96, height),
            "",
            classes="toggle",
            tooltip="Who plays this seat: a person here, or a bot",
        )
        kinds = self.bot_kinds(self.ruleset) or ["random"]
        menu = UIDropDownMenu(
            entries(kinds), seat.bot, pygame.Rect(tx + 104, y, 112, height), self.manager
        )
        self.kind_menus.append(menu)
        self.show_seat(i, toggle, menu)

    def build_seed(self, x: int, y: int, inline: bool) -> None:
        hint = "The same seed deals the same game again."
        if inline:
            self.label((x, y + 11, 60, 28), "Seed", "heading")
            x += 60
        else:
            self.label((x, y, 200, 28), "Seed", "heading")
            self.label((x, y + 76, 400, 24), hint, "muted")
            y += 34
        self.seed_entry = UITextEntryLine(
            pygame.Rect(x, y + (7 if inline else 0), 150, 36),
            self.manager,
            initial_text=self.seed_text,
        )
        self.seed_entry.set_tooltip(hint)
        self.button(
            "reseed",
            (x + 160, y + (7 if inline else 0), 120, 36),
            "New seed",
            tooltip="Pick another seed from the clock",
        )

    def show_seat(self, i: int, toggle: UIButton, menu: UIDropDownMenu) -> None:
        human = self.seats[i].human
        toggle.set_text("Human" if human else "Bot")
        if human:
            toggle.unselect()
            menu.hide()
        else:
            toggle.select()
            menu.show()

    def build_options(self) -> None:
        x, y, width = self.right.x + PAD, self.right.y + PAD, self.right.width - 2 * PAD
        options = self.ruleset.options
        self.label((x, y, width, 28), "Table rules", "heading")
        hint = "House rules: each changes one rule of the game" if options else "No options."
        self.label((x, y + 28, width, 24), hint, "muted")
        view = pygame.Rect(x, y + 62, width, self.right.bottom - PAD - y - 62)
        self.rules = UIScrollingContainer(view, self.manager, allow_scroll_x=False)
        inner = width - 20
        control_w = 110 if width < 480 else 130
        text_w = inner - control_w - 16
        row_y = 0
        for option in options:
            lines = ui.wrap(option.label, 16, text_w)
            row_h = max(40, 22 * len(lines) + 14)
            box = self.rules
            for n, line in enumerate(lines):
                self.label((0, row_y + 7 + 22 * n, text_w, 22), line, container=box)
            cy = row_y + (row_h - 34) // 2
            control = pygame.Rect(inner - control_w, cy, control_w, 34)
            if option.choices:
                shown = [choice_text(c) for c in option.choices]
                menu = UIDropDownMenu(
                    entries(shown),
                    choice_text(self.options[option.name]),
                    control,
                    self.manager,
                    container=box,
                )
                self.choice_menus[menu] = option
            else:
                self.button(
                    f"opt:{option.name}",
                    control,
                    "",
                    classes="toggle",
                    container=box,
                    tooltip=f"Ruling {option.ruling} of the rules reference"
                    if option.ruling
                    else None,
                )
                self.show_switch(option.name)
            row_y += row_h
        self.rules.set_scrollable_area_dimensions((inner, row_y))

    def show_switch(self, name: str) -> None:
        button = self.buttons[f"opt:{name}"]
        if self.options[name]:
            button.set_text("On")
            button.select()
        else:
            button.set_text("Off")
            button.unselect()

    # -- input -------------------------------------------------------------------------

    def activate(self, name: str) -> None:
        if name == "start":
            self.start()
        elif name == "back":
            self.app.stack.pop()
        elif name == "guide":
            self.start_guide()
        elif name == "howto":
            guided = self.start_guide if has_guide(self.game) else None
            self.app.stack.push(
                "howto",
                game=self.game,
                title=game_title(self.app.registry, self.game),
                on_guide=guided,
            )
        elif name == "reseed":
            self.seed_text = str(ui.fresh_seed())
            self.seed_entry.set_text(self.seed_text)
        elif name.startswith("seat"):
            i = int(name[4:])
            self.seats[i].human = not self.seats[i].human
            self.show_seat(i, self.buttons[name], self.kind_menus[i])
        elif name.startswith("opt:"):
            key = name[4:]
            self.options[key] = not self.options[key]
            self.show_switch(key)

    def ui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return self.menu_changed(event.ui_element, event.text)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.read_form()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.start()  # Enter in a name or the seed starts, as Enter does everywhere here
            return True
        return False

    def menu_changed(self, menu: object, chosen: str) -> bool:
        if menu is self.game_menu and self.app.registry.problem(self.titles.get(chosen, self.game)):
            name = self.titles[chosen]  # damaged data: say why, and keep the game there was
            self.read_form()
            # The file by its name alone: the line must fit the smallest window.
            problem = re.sub(r"\S*[/\\](\S+\.\w+)", r"\1", str(self.app.registry.problem(name)))
            self.message = f"{self.app.registry.entry(name).title} can't be played: {problem}"
            self.rebuild()
        elif menu is self.game_menu and self.titles.get(chosen, self.game) != self.game:
            self.read_form()
            self.game = self.titles[chosen]
            self.reset_for_game()
            self.message = ""
            self.rebuild()
        elif menu is self.count_menu:
            self.read_form()
            self.count = int(chosen)
            self.rebuild()
        elif menu in self.kind_menus:
            self.seats[self.kind_menus.index(menu)].bot = chosen
        elif menu in self.choice_menus:
            option = self.choice_menus[menu]
            by_text = {choice_text(c): c for c in option.choices}
            self.options[option.name] = by_text[chosen]
        else:
            return False
        return True

    def rebuild(self) -> None:
        self.resize(self.size)

    def read_form(self) -> None:
        """Copy what was typed into the form, so a rebuild keeps it."""
        for seat, entry in zip(self.seats, self.names, strict=False):
            seat.name = entry.get_text()
        self.seed_text = self.seed_entry.get_text()

    def say(self, message: str) -> None:
        self.message = message
        self.message_label.set_text(message)

    # -- starting ----------------------------------------------------------------------

    def plans(self) -> list[SeatPlan]:
        return [SeatPlan(s.name.strip(), s.human, s.bot) for s in self.seats[: self.count]]

    def start(self) -> None:
        """Check the form; start the game at the table, or say what to fix and stay."""
        self.read_form()
        plans = self.plans()
        problem = check_names([p.name for p in plans])
        seed = check_seed(self.seed_text)
        if isinstance(seed, str):
            problem = problem or seed
        if problem or isinstance(seed, str):
            self.say(problem)
            return
        try:
            session = Session(self.app.registry, self.ruleset, plans, seed, dict(self.options))
        except ValueError as exc:  # an option or a bot the game refuses; its message says why
            self.say(str(exc))
            return
        self.app.stack.replace("table", session=session)

    def start_guide(self) -> None:
        """The chosen game's guided first game: its own seats and deal, the person first
        and easy bots in the other seats."""
        try:
            script = load_guide(self.game)
        except DataError as exc:
            self.say(str(exc))
            return
        plans = [SeatPlan(script.seats[0])]
        plans += [SeatPlan(name, False, "easy") for name in script.seats[1:]]
        try:
            session = Session(
                self.app.registry, self.ruleset, plans, script.seed, dict(script.options)
            )
        except ValueError as exc:
            self.say(str(exc))
            return
        self.app.stack.replace("table", session=session, guide=Guide(script))

    # -- drawing -----------------------------------------------------------------------

    def draw_back(self, surface: pygame.Surface) -> None:
        super().draw_back(surface)
        heading = ui.text("New game", 38, ui.GOLD, bold=True)
        surface.blit(heading, (MARGIN, 28))
        sub = ui.text(self.ruleset.title, 20, ui.MUTED)
        surface.blit(sub, sub.get_rect(bottomleft=(MARGIN + heading.get_width() + 18, 70)))
        for area in (self.left, self.right):
            surface.blit(ui.panel(area.size), area)
        for i, badge in enumerate(self.badges):
            colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
            pygame.draw.circle(surface, colour, badge.center, 14)
            pygame.draw.circle(surface, ui.GOLD, badge.center, 14, 1)
            number = ui.text(str(i + 1), 15, (255, 246, 230), bold=True)
            surface.blit(number, number.get_rect(center=badge.center))
