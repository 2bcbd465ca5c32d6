"""Scenarios at the table: a scenario file read for a game by its name, and a game
seated from it (`python -m game play GAME --scenario FILE`, the layout lab's playtest).

Pure Python: the kernel reads and builds scenarios (game.core.scenario); this
module only finds the game's entry and rules in the registry it is handed and seats
the players.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.core.errors import DataError
from game.core.registry import Registry
from game.core.scenario import Scenario, read_scenario
from game.session import SeatPlan, Session


def load_scenario(registry: Registry, game: str, path: Path, ruleset: Any = None) -> Scenario:
    """Read the scenario at `path` for `game` and build its position once under `ruleset`
    (the game's own rules by default), so that anything impossible is reported now:
    a DataError naming the file, the line and the problem."""
    try:
        entry = registry.entry(game)
    except KeyError as exc:
        raise DataError(str(path), str(exc.args[0])) from None
    return read_scenario(path, entry, ruleset if ruleset is not None else registry.get(game))


def seat_plans(scenario: Scenario, humans: Sequence[bool] | None = None) -> list[SeatPlan]:
    """Who sits where: the scenario's names; people and bots as `humans` says, else as the
    scenario says, else a person at the first seat and the game's bot at the others."""
    wanted = humans if humans is not None else scenario.humans
    if wanted is None:
        wanted = [seat == 0 for seat in range(len(scenario.names))]
    if len(wanted) != len(scenario.names):
        raise ValueError(
            f"The scenario {scenario.name} seats {len(scenario.names)} players, not {len(wanted)}."
        )
    return [SeatPlan(name, bool(human)) for name, human in zip(scenario.names, wanted, strict=True)]


def scenario_session(
    registry: Registry,
    game: str,
    path: Path,
    ruleset: Any = None,
    humans: Sequence[bool] | None = None,
    seed: int | None = None,
) -> Session:
    """A game at the table that starts from the scenario at `path`, played under `ruleset`
    (a designer's edited cards; the game's own by default), with the scenario's seed or
    `seed`. A bad scenario raises DataError naming the file, the line and the problem."""
    rules = ruleset if ruleset is not None else registry.get(game)
    scenario = load_scenario(registry, game, path, rules)
    start = scenario.seed if seed is None else seed
    return Session(registry, rules, seat_plans(scenario, humans), start, scenario=scenario)
