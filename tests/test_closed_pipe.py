"""A reader that stops early (`lab riders --check | head -3`) ends the command quietly."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run_into_closed_pipe(*args: str) -> subprocess.CompletedProcess[bytes]:
    """Runs `python -m game ARGS` with its output a pipe whose reader is gone before a
    line is written."""
    read, write = os.pipe()
    os.close(read)  # the reader stopped: every write to the pipe fails
    try:
        return subprocess.run(
            [sys.executable, "-m", "game", *args],
            cwd=ROOT,
            env=ENV,
            stdout=write,
            stderr=subprocess.PIPE,
            timeout=120,
            check=False,
        )
    finally:
        os.close(write)


def test_lab_check_into_a_closed_pipe_prints_no_traceback() -> None:
    done = run_into_closed_pipe("lab", "riders", "--check")
    assert done.stderr.decode() == ""
    assert done.returncode == 1


def test_a_long_output_cut_short_by_head_prints_no_traceback() -> None:
    # a whole game's log is far longer than head's 3 lines and the pipe's buffer
    command = f"{sys.executable} -m game demo riders --seed 1 | head -3"
    done = subprocess.run(
        ["sh", "-c", command], cwd=ROOT, env=ENV, capture_output=True, timeout=120, check=False
    )
    assert done.stderr.decode() == ""
    assert len(done.stdout.decode().splitlines()) == 3


def test_lab_check_into_an_open_pipe_still_prints_everything() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game", "lab", "riders", "--check"],
        cwd=ROOT,
        env=ENV,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0
    assert done.stdout.decode().splitlines() == [
        "Dragon Riders: 20 cards and 10 tiles checked, 0 texts too long for the box.",
        "Dragon Riders: card texts compared with their effects, 0 mismatches.",
    ]
