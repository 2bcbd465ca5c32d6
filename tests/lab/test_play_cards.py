"""`python -m game play GAME --cards FILE`: a playtest of a designer's card file from the
command line, as the layout lab's Playtest deals it; a damaged file is said in one line
per problem, each with its file and line, and nothing opens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game import paths
from game.__main__ import main
from game.app import App
from game.scenes.table import TableScene

STRIKE = 'id = "strike"\nname = "Strike"\ncost = 1\n'


@pytest.fixture
def tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The first scene of each window the command line opens (it draws its frames)."""
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path / "home"))
    opened: list[Any] = []
    run = App.run

    def noted(self: App, first: Any, max_frames: int = 0) -> None:
        opened.append(first)
        run(self, first, max_frames=max_frames)

    monkeypatch.setattr(App, "run", noted)
    return opened


def designer_copy(tmp_path: Path, cost: str = "3") -> Path:
    path = tmp_path / "my_riders.toml"
    text = paths.card_file("riders").read_text(encoding="utf-8")
    assert STRIKE in text
    path.write_text(text.replace(STRIKE, STRIKE.replace("cost = 1", f"cost = {cost}")), "utf-8")
    return path


def test_play_with_a_card_file_starts_a_playtest_at_the_table(
    tmp_path: Path, tables: list[Any]
) -> None:
    cards = designer_copy(tmp_path)
    argv = ["--exit-after-frames", "3", "play", "riders", "--cards", str(cards), "--seed", "12"]
    assert main(argv) == 0
    [table] = tables
    assert isinstance(table, TableScene)
    session = table.session
    assert session.designer  # every hand shown, nothing saved
    assert session.cards == cards
    assert session.seed == 12
    assert session.ruleset.cat.cards["strike"].cost == 3  # the designer's number
    assert [p.human for p in session.plans] == [True, False]


def test_play_with_a_card_file_from_a_scenario(tmp_path: Path, tables: list[Any]) -> None:
    cards = designer_copy(tmp_path)
    scenario = paths.scenarios("riders") / "first_blood.toml"
    argv = ["--exit-after-frames", "3", "play", "riders", "--cards", str(cards)]
    assert main([*argv, "--scenario", str(scenario)]) == 0
    [table] = tables
    session = table.session
    assert session.designer and session.cards == cards
    assert session.scenario is not None and session.scenario.name == "first_blood.toml"
    assert session.ruleset.cat.cards["strike"].cost == 3


def test_a_damaged_card_file_is_said_with_its_file_and_line(
    tmp_path: Path, tables: list[Any]
) -> None:
    cards = designer_copy(tmp_path, cost="-2")
    line = cards.read_text(encoding="utf-8").splitlines().index("cost = -2") + 1
    with pytest.raises(SystemExit) as stopped:
        main(["play", "riders", "--cards", str(cards)])
    said = str(stopped.value.code)
    assert said.startswith(f"my_riders.toml, line {line}: card strike: ")
    assert "\n" not in said  # one problem, one line
    assert tables == []  # no window opened
    with pytest.raises(SystemExit) as stopped:
        main(["play", "riders", "--cards", str(tmp_path / "gone.toml")])
    assert stopped.value.code == "gone.toml: the card file is missing."
    assert tables == []
