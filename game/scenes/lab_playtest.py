"""The layout lab's Playtest dialog: who plays, from which seed or scenario, and Start.

The game that starts plays the designer's card file under the real rules, in
designer mode (every hand shown, nothing saved). It starts from a new deal, from a
scenario that comes with the game, or from any scenario file: its path typed in the
file field (or the file dropped on the window). A card file or scenario that cannot
be played is said here with its file and line, and the lab stays as it was.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from game import paths
from game.core.errors import DataError
from game.core.ruleset import Ruleset
from game.lab.problems import report
from game.scenes import ui
from game.scenes.lab_dialog import LabDialog, items

if TYPE_CHECKING:
    from game.scenes.base import Host
    from game.session import Session

NO_SCENARIO = "No scenario: a new game"
NAMES = ("Aria", "Brann", "Cora", "Dax", "Elka", "Fenn")


def seat_choices(ruleset: Ruleset[Any]) -> dict[str, list[bool]]:
    """Each way to seat a playtest, in words, with which seats are people."""
    choices: dict[str, list[bool]] = {}
    for n in range(ruleset.min_seats, ruleset.max_seats + 1):
        bots = n - 1
        choices[f"You and {bots} bot{'s' * (bots != 1)}"] = [True] + [False] * bots
    for n in range(max(2, ruleset.min_seats), ruleset.max_seats + 1):
        choices[f"{n} people at this screen"] = [True] * n
    return choices


def scenario_files(game: str) -> list[Path]:
    """The scenarios that come with the game (`scenarios/<game>/*.toml`)."""
    folder = paths.scenarios(game)
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


def scenario_path(typed: str) -> Path:
    """The scenario file a typed path names (`~` is the home folder; quotes around a
    pasted path are dropped); ValueError when it cannot be a scenario."""
    words = typed.strip().strip("'\"")
    path = Path(words).expanduser()
    if path.suffix.lower() != ".toml":
        raise ValueError(f"{path.name}: a scenario is a .toml file (see scenarios/README.md).")
    return path


class LabPlaytestScene(LabDialog):
    panel_size = (600, 450)
    action = ("start", "Start")

    def __init__(
        self,
        app: Host,
        game: str,
        cards: Path | None = None,
        layout: Path | None = None,
        scenario: Path | None = None,
        map_file: Path | None = None,
    ) -> None:
        super().__init__(app)
        self.game = game
        self.cards = cards
        self.layout = layout
        self.map_file = map_file  # a designer's copy of the board's map, if the game has one
        self.seats = seat_choices(app.registry.get(game))
        self.seating = next(iter(self.seats))
        self.seed = str(ui.fresh_seed())
        # shown by the file's stem in words: the drop-down's ids can't hold a dot
        files = [scenario] if scenario is not None else []
        files += [p for p in scenario_files(game) if p != scenario]
        self.scenarios = {p.stem.replace("_", " "): p for p in files}
        self.scenario = scenario.stem.replace("_", " ") if scenario is not None else NO_SCENARIO
        self.typed = ""  # a scenario file's path, typed or dropped: it wins over the list
        self.message = ""
        self.build()

    def build(self) -> None:
        rect = self.panel_rect()
        x, inner = rect.x + 28, rect.w - 56
        y = rect.y + 104  # below the title and the two lines of the note
        label_w = 110
        self.label((x, y + 6, label_w, 22), "Players")
        self.seat_menu = UIDropDownMenu(
            items(self.seats),
            self.seating,
            pygame.Rect(x + label_w, y, inner - label_w, 34),
            self.manager,
        )
        y += 46
        self.label((x, y + 6, label_w, 22), "Start from")
        self.scenario_menu = UIDropDownMenu(
            items([NO_SCENARIO, *self.scenarios]),
            self.scenario,
            pygame.Rect(x + label_w, y, inner - label_w, 34),
            self.manager,
        )
        y += 46
        self.label((x, y + 6, label_w, 22), "or the file")
        self.file_entry = UITextEntryLine(
            pygame.Rect(x + label_w, y, inner - label_w, 34),
            self.manager,
            placeholder_text="a scenario's path (.toml), or drop it here",
        )
        self.file_entry.set_text(self.typed)
        y += 46
        self.label((x, y + 6, label_w, 22), "Seed")
        self.seed_entry = UITextEntryLine(pygame.Rect(x + label_w, y, 160, 34), self.manager)
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text(self.seed)
        self.seed_follows()
        self.add_actions()

    def seed_follows(self) -> None:
        """A scenario has its own seed: the seed field is for a new deal only."""
        if self.scenario != NO_SCENARIO or self.typed.strip():
            self.seed_entry.disable()
        else:
            self.seed_entry.enable()

    def ui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.seat_menu:
                self.seating = event.text
            elif event.ui_element is self.scenario_menu:
                self.scenario = event.text
                self.resize(self.size)  # a scenario has its own seed
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.seed_entry:
            self.seed = self.seed_entry.get_text()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.file_entry:
            self.typed = self.file_entry.get_text()
            self.seed_follows()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in (
            self.seed_entry,
            self.file_entry,
        ):
            self.start()
            return True
        if event.type == pygame.DROPFILE:  # a file dropped on the window: its path
            self.typed = str(event.file)
            self.file_entry.set_text(self.typed)
            self.seed_follows()
            return True
        return False

    def activate(self, name: str) -> None:
        if name == "cancel":
            self.app.stack.pop()
        elif name == "start":
            self.start()

    def start(self) -> None:
        """Deal the playtest and go to its table; a problem is said here instead."""
        try:
            session = self.make_session()
        except DataError as exc:  # every problem, each with its file and line
            self.message = report(exc)
            return
        except ValueError as exc:
            self.message = str(exc)
            return
        self.app.stack.replace("table", session=session)

    def make_session(self) -> Session:
        from game.lab.playtest import playtest_session, rules_from
        from game.scenarios import load_scenario, seat_plans
        from game.session import SeatPlan

        humans = self.seats[self.seating]
        chosen = self.scenarios.get(self.scenario)
        if self.typed.strip():
            chosen = scenario_path(self.typed)
        if chosen is not None:
            registry = self.app.registry
            rules = rules_from(registry, self.game, self.cards, self.map_file)
            scenario = load_scenario(registry, self.game, chosen, rules)
            wanted = humans if len(humans) == len(scenario.names) else None
            plans = seat_plans(scenario, wanted)
            return playtest_session(
                registry,
                self.game,
                self.cards,
                self.layout,
                plans,
                scenario.seed,
                scenario.options,
                scenario=scenario,
                map_file=self.map_file,
            )
        if not self.seed.strip().isdigit():
            raise ValueError("The seed is a whole number, such as 4021.")
        plans = [SeatPlan(NAMES[i], human) for i, human in enumerate(humans)]
        return playtest_session(
            self.app.registry,
            self.game,
            self.cards,
            self.layout,
            plans,
            int(self.seed),
            map_file=self.map_file,
        )

    def draw_back(self, surface: pygame.Surface) -> None:
        title = self.app.registry.entry(self.game).title
        rect = self.draw_frame(surface, f"Playtest {title}", 18)
        cards = self.cards.name if self.cards else "the game's own card file"
        board = f" on the map {self.map_file.name}" if self.map_file else ""
        note = (
            f"Cards from {cards}{board}, under the real rules. Designer mode: every hand is shown."
        )
        lines = ui.wrap(note, 15, rect.w - 56)[:2]
        ui.blit_lines(surface, lines, (rect.centerx, rect.y + 50), 15, ui.MUTED, gap=2)
        self.draw_message(surface, self.message, (240, 140, 120))
