"""The real client, killed with SIGKILL at random moments while bots play at the table
(autosaving after every move), still continues from the last saved position.

Four clients run at once, each in its own user folder with a short bot delay; each is
killed a seeded random time after its first autosave (one before the window is even
up). Then, as at the next start: the clean-up on start leaves no temporary file, the
autosave loads as Continue loads it, equals the replay of its moves, and those moves
are the start of the very game the client was playing. No autosave is allowed only
when no move had been made.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.core.serial import to_plain
from game.games import REGISTRY
from game.session import Session

ROOT = Path(__file__).resolve().parent.parent
KILLS = 4
BOT_DELAY = 0.02  # two frames a move: a game of Dragon Riders lasts 3 s or more
DEADLINE = 40.0  # seconds for all the clients to start, play and be killed


def the_whole_game(seed: int) -> list[object]:
    """The moves the client plays for `play riders --seats bot,bot --seed seed`."""
    from game.__main__ import make_session

    session = make_session("riders", "bot,bot", "", seed, {})
    while session.result is None:
        session.play_bot()
    return list(session.state.moves)


def replayed(session: Session) -> object:
    state = session.state
    again = session.ruleset.new_game(list(state.seats), state.seed, state.options)
    for move in state.moves:
        session.ruleset.apply(again, move)
    return again


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="this platform has no SIGKILL")
def test_a_client_killed_at_random_moments_continues_from_its_last_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(20261124)
    runs = []
    for i in range(KILLS):
        home = tmp_path / f"home{i}"
        home.mkdir()
        (home / "settings.json").write_text(json.dumps({"bot_delay": BOT_DELAY}))
        seed = rng.randrange(100_000)
        # The first is killed while the client starts; the others mid-game.
        after_start = i == 0
        delay = rng.uniform(0.1, 0.5) if after_start else rng.uniform(0.0, 1.5)
        env = dict(
            os.environ,
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
            DRAGON_TABLE_HOME=str(home),
        )
        command = [sys.executable, "-m", "game", "play", "riders", "--seats", "bot,bot"]
        process = subprocess.Popen(
            [*command, "--seed", str(seed)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        runs.append(
            {
                "home": home,
                "seed": seed,
                "process": process,
                "started": time.monotonic(),
                "after_start": after_start,
                "delay": delay,
                "seen": None,  # when the first autosave appeared
                "killed": False,
            }
        )
    try:
        deadline = time.monotonic() + DEADLINE
        while not all(run["killed"] for run in runs):
            assert time.monotonic() < deadline, "a client never autosaved"
            now = time.monotonic()
            for run in runs:
                if run["killed"]:
                    continue
                process = run["process"]
                assert process.poll() is None, f"the client ended by itself ({process.returncode})"
                if run["seen"] is None and any((run["home"] / "autosaves").glob("*.json")):
                    run["seen"] = now
                start = run["started"] if run["after_start"] else run["seen"]
                if start is not None and now >= start + run["delay"]:
                    os.kill(process.pid, signal.SIGKILL)
                    process.wait()
                    run["killed"] = True
            time.sleep(0.005)
    finally:
        for run in runs:
            if run["process"].poll() is None:
                run["process"].kill()
                run["process"].wait()

    from game.app import App

    for run in runs:
        home = run["home"]
        monkeypatch.setenv("DRAGON_TABLE_HOME", str(home))
        App(REGISTRY)  # the next start: its clean-up removes what a killed write left
        pygame.quit()
        assert sorted(home.glob("**/*.tmp")) == []
        found = sorted((home / "autosaves").glob("*.json"))
        assert len(found) <= 1  # one game played: one autosave
        path = found[0] if found else home / "autosaves" / "none.json"
        if not path.exists():
            assert run["seen"] is None, "the autosave vanished while the game went on"
            continue
        session = Session.load(path, REGISTRY)  # what Continue does
        moves = session.state.moves
        assert moves, "an autosave is written only after a move"
        assert to_plain(session.state) == to_plain(replayed(session))
        assert moves == the_whole_game(run["seed"])[: len(moves)]
        assert [p.human for p in session.plans] == [False, False]
