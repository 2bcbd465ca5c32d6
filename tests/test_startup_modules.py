"""What is done by the time the title screen is drawn: the client's own modules are
loaded, none of the libraries the labs use (they load when an export or a chart is
asked for), no game's rules, bots or search (they load when a game is chosen), and the
title screen checks the games' data only after its first frame."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.scenes.title import TitleScene
from game.settings import Settings

ROOT = Path(__file__).resolve().parent.parent

LAB_LIBRARIES = ("reportlab", "PIL", "watchfiles", "matplotlib", "tqdm", "ray", "numpy")
"""The layout lab's PDF (reportlab, and Pillow through it), its file watch, the balance
lab's plots, progress bars and cluster."""

START = """
import json, sys
{before}
from game.__main__ import main
code = main(["--exit-after-frames", "1"])
print(json.dumps({{"code": code, "modules": sorted(sys.modules)}}))
"""


def modules_at_title(home: Path, before: str = "") -> set[str]:
    """The app started in a fresh process on the dummy video driver, its title screen
    drawn once: every module loaded by then."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "DRAGON_TABLE_HOME": str(home),
    }
    done = subprocess.run(
        [sys.executable, "-c", START.format(before=before)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["code"] == 0
    modules = set(result["modules"])
    assert "game.scenes.title" in modules  # the title screen was made and drawn
    return modules


def lab_libraries(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if m.split(".")[0] in LAB_LIBRARIES)


def test_no_lab_library_is_loaded_before_the_title_screen_is_drawn(tmp_path: Path) -> None:
    assert lab_libraries(modules_at_title(tmp_path)) == []


GAME_PARTS = ("rules", "bots", "search")
"""A game's modules the list of games only names: game.games.<game>.rules, .bots and
.search (with .search_bot and the like)."""


def game_parts(modules: set[str]) -> list[str]:
    """The games' rules, bots and search modules among `modules`."""
    found = []
    for name in REGISTRY.names():
        prefix = f"game.games.{name}."
        for module in modules:
            part = module.removeprefix(prefix).split(".")[0]
            if module.startswith(prefix) and part.startswith(GAME_PARTS):
                found.append(module)
    return sorted(found)


def test_no_game_loads_its_rules_bots_or_search_before_the_title_screen_is_drawn(
    tmp_path: Path,
) -> None:
    modules = modules_at_title(tmp_path)
    assert {f"game.games.{name}" for name in REGISTRY.names()} <= modules  # the list was built
    assert game_parts(modules) == []


def test_a_game_part_loaded_at_start_is_caught(tmp_path: Path) -> None:
    modules = modules_at_title(tmp_path, before="import game.games.dml.search")
    assert game_parts(modules) == ["game.games.dml.rules", "game.games.dml.search"]
    assert game_parts({"game.games.draconium.search_bot", "game.games.dune.board"}) == [
        "game.games.draconium.search_bot"
    ]


def test_a_lab_library_loaded_at_start_is_caught(tmp_path: Path) -> None:
    modules = modules_at_title(tmp_path, before="import reportlab.pdfgen.canvas, tqdm")
    found = lab_libraries(modules)
    assert {"reportlab", "reportlab.pdfgen.canvas", "PIL", "PIL.Image", "tqdm"} <= set(found)
    assert {m.split(".")[0] for m in found} == {"reportlab", "PIL", "tqdm"}


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings())
    yield application
    pygame.quit()


def test_the_title_screen_reads_the_games_data_after_its_first_frame(app: App) -> None:
    title = TitleScene(app)
    app.stack.push(title)
    app.step(1 / 60)  # the first frame: drawn before anything is read
    assert title.unavailable is None and not title.described
    app.step(1 / 60)
    assert title.unavailable == [] and title.described
    assert title.autosave is None  # a new player: nothing to continue
