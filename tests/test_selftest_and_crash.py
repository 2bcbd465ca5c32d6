"""`selftest` and crash reports, from source under the dummy video driver."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import __version__, crash, selftest
from game.__main__ import main, make_session, run_client
from game.games import REGISTRY
from game.scenes.table import TableScene
from game.session import Session


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
    root = logging.getLogger()
    for handler in list(root.handlers):  # the client's log file lives in this test's folder
        if str(tmp_path) in str(getattr(handler, "baseFilename", "")):
            root.removeHandler(handler)
            handler.close()


def test_selftest_passes_from_source_with_one_line_per_check() -> None:
    lines: list[str] = []
    assert selftest.main(REGISTRY, out=lines.append) == 0
    count = len(selftest.all_checks(REGISTRY))
    assert len(lines) == count + 1
    assert all(line.startswith("ok  ") for line in lines[:-1])
    assert lines[-1] == f"selftest: {count} of {count} checks passed"
    names = [line.split(":")[0].split(maxsplit=1)[1] for line in lines[:-1]]
    for expected in (
        "layout lab",
        "riders card data",
        "riders face layout",
        "riders maps",
        "riders table",
    ):
        assert expected in names


def test_a_failing_check_is_reported_and_fails_the_run() -> None:
    def broken() -> str:
        raise FileNotFoundError("assets/cards/riders.toml: the card file is missing.")

    lines: list[str] = []
    code = selftest.run_checks([("fine", lambda: "yes"), ("cards", broken)], lines.append)
    assert code == 1
    assert lines[0].startswith("ok    fine: yes")
    assert lines[1].startswith(
        "FAIL  cards: FileNotFoundError: assets/cards/riders.toml: the card file is missing."
    )
    assert lines[2] == "selftest: 1 of 2 checks passed"


def test_the_selftest_does_not_touch_the_players_autosave(home: Path) -> None:
    home.mkdir(parents=True)
    autosave = home / "autosave.json"
    autosave.write_text("{}", encoding="utf-8")
    assert selftest.main(REGISTRY, out=lambda line: None) == 0
    assert autosave.read_text(encoding="utf-8") == "{}"


def test_the_client_draws_frames_and_quits_when_asked(home: Path) -> None:
    assert main(["--exit-after-frames", "3"]) == 0
    assert "Dragon Table" in (home / "dragon-table.log").read_text(encoding="utf-8")


def test_an_unexpected_error_writes_a_report_and_the_game_so_far(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = make_session("riders", "human,bot", "Aria,Brann", 42, {"draft_mode": "quick"})
    assert session.submit(session.ruleset.legal_moves(session.state, 0)[0]) is None
    moves = len(session.state.moves)

    def explode(self: TableScene, dt: float) -> None:
        raise RuntimeError("the dragon ate the frame")

    monkeypatch.setattr(TableScene, "update", explode)
    assert run_client(session, exit_after_frames=10) == crash.EXIT_CRASHED
    assert not pygame.display.get_init()

    reports = sorted((home / "crashes").glob("crash-*.txt"))
    assert len(reports) == 1
    fields = crash.read_report_fields(reports[0])
    assert fields["error"] == "RuntimeError: the dragon ate the frame"
    assert fields["game"] == "riders"
    assert fields["seed"] == "42"
    assert fields["players"] == "Aria (human), Brann (easy)"
    assert fields["moves so far"] == str(moves)
    text = reports[0].read_text(encoding="utf-8")
    assert text.startswith(f"Dragon Table {__version__} crash report")
    assert "in explode" in text and "traceback:" in text

    saved = Path(fields["the game so far, as a save"])
    replayed = Session.load(saved, REGISTRY)
    assert replayed.state.moves == session.state.moves
    assert [p.name for p in replayed.plans] == ["Aria", "Brann"]


def test_a_crash_with_no_game_still_writes_a_report(home: Path) -> None:
    path = crash.write_report(ValueError("no table yet"), None)
    fields = crash.read_report_fields(path)
    assert fields["error"] == "ValueError: no table yet"
    assert fields["game"] == "none was being played"
