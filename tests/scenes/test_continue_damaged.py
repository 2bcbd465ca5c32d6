"""Continue on the title screen with autosaves that used to crash the client: each is
refused with its own sentence in the dialog, the title stays, the file is untouched."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.scenes.title import TitleScene
from game.session import SeatPlan, Session


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    app = App(REGISTRY)
    pygame.event.clear()
    return app


def good_autosave(path: Path) -> dict:  # type: ignore[type-arg]
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=False, bot="random")]
    Session(REGISTRY, REGISTRY.get("riders"), plans, 31, {}).save(path)
    data: dict = json.loads(path.read_text())  # type: ignore[type-arg]
    return data


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (
            lambda d: "[" * 100_000,
            "the file is damaged: its brackets nest more than 32 deep, "
            "and a save never nests that deep.",
        ),
        (
            lambda d: json.dumps({**d, "seats": ["Ar\x00ia", "Brann"]}),
            "seat 1's name holds a character that cannot be shown (U+0000, a control character).",
        ),
        (
            lambda d: json.dumps({**d, "seats": ["Ar\ud800ia", "Brann"]}),
            "seat 1's name holds a broken character (U+D800, half of a pair).",
        ),
        (
            lambda d: json.dumps(d).replace('"seed": 31', '"seed": 1' + "0" * 4300),
            "the file is damaged: it holds a number of more than 4300 digits, "
            "far too long for a save.",
        ),
        (
            lambda d: json.dumps({**d, "version": 0}),
            "its format version is 0, and save formats start at 1; no Dragon Table made it.",
        ),
        (
            lambda d: json.dumps({**d, "version": -1}),
            "its format version is -1, below zero; the file is damaged.",
        ),
        (
            lambda d: json.dumps(
                {**d, "players": [d["players"][0], {**d["players"][1], "human": "false"}]}
            ),
            "player 2's 'human' must be true or false, not 'false'.",
        ),
    ],
)
def test_continue_refuses_each_crashing_autosave_with_its_own_sentence(
    app: App,
    tmp_path: Path,
    damage,
    problem: str,  # type: ignore[no-untyped-def]
) -> None:
    path = tmp_path / "autosave.json"
    text = damage(good_autosave(path))
    path.write_text(text)
    title = TitleScene(app)
    app.stack.push(title)
    app.step(1 / 60)
    title.activate("continue")
    app.step(1 / 60)
    assert app.stack.top is title
    assert title.error == f"Can't load the save '{path}': {problem}"
    assert title.dialog is not None and title.dialog.alive()
    assert path.read_text() == text  # nothing overwritten
