import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("seed", [1, 7, 99])
def test_demo_riders_ends_with_a_result_line(seed: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "riders", "--seed", str(seed)]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert any("drafts" in line for line in lines)
    assert lines[-1].startswith("result: P")
    assert " won by " in lines[-1] and ("Dragon Kill" in lines[-1] or "Rider Kill" in lines[-1])


def test_demo_is_deterministic_per_seed(capsys: pytest.CaptureFixture[str]) -> None:
    main(["demo", "riders", "--seed", "5"])
    first = capsys.readouterr().out
    main(["demo", "riders", "--seed", "5"])
    assert capsys.readouterr().out == first


def test_demo_with_random_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "riders", "--seed", "3", "--bots", "random", "--quiet"]) == 0
    assert capsys.readouterr().out.startswith("result: ")


def test_python_dash_m_game_runs_the_demo() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "game", "demo", "riders", "--seed", "2", "--quiet"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.startswith("result: P")


def test_a_seat_name_a_save_could_not_reload_is_refused() -> None:
    import pytest

    from game.__main__ import seat_plans

    with pytest.raises(
        SystemExit,
        match=r"Seat 1's name holds a character that cannot be shown \(U\+0001, a control character\)\.",
    ):
        seat_plans("human,bot", "A\x01b,Brann")
    with pytest.raises(
        SystemExit, match=r"Seat 2's name is too long \(41 characters; at most 40\)\."
    ):
        seat_plans("human,bot", "Aria," + "x" * 41)


def test_a_seat_may_name_the_bot_kind_alone() -> None:
    from game.__main__ import seat_plans

    plans = seat_plans("human,strong,bot:random,bot", "", "easy")
    assert [(p.human, p.bot) for p in plans] == [
        (True, "easy"),
        (False, "strong"),
        (False, "random"),
        (False, "easy"),
    ]
    with pytest.raises(SystemExit, match="A seat is 'human', 'bot' or a kind of bot"):
        seat_plans("human,", "", "easy")
