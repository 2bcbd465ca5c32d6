"""The frozen app: built from this checkout with build.spec, run from elsewhere.

Slow (a PyInstaller build), so marked `packaging`: the default test run skips
it and `.ci/run` runs it on its own after installing the build extra.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.games import REGISTRY
from game.selftest import all_checks

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if sys.platform == "win32" else ""


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("build")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "build.spec",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(out / "dist"),
            "--workpath",
            str(out / "work"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out / "dist" / "dragon-table"


def run(exe: Path, args: list[str], cwd: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "DRAGON_TABLE_HOME": str(home),
    }
    env.pop("PYTHONPATH", None)
    return subprocess.run(
        [str(exe), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


def listing(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def test_the_one_folder_app_passes_its_selftest_from_another_directory(
    bundle: Path, tmp_path: Path
) -> None:
    before = listing(bundle)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = run(bundle / f"dragon-table-debug{EXE}", ["selftest"], elsewhere, tmp_path / "home")
    assert done.returncode == 0, done.stdout + done.stderr
    count = len(all_checks(REGISTRY))
    assert f"selftest: {count} of {count} checks passed" in done.stdout
    assert "frozen app" in done.stdout
    assert "FAIL" not in done.stdout
    lab = next((line for line in done.stdout.splitlines() if "layout lab:" in line), "")
    assert "file watch (polling, watchfiles could not load" in lab, lab  # polls, says why
    assert "-page PDF and 1 Tabletop Simulator sheet" in lab, lab
    assert listing(bundle) == before  # nothing is written next to the executable
    assert list(elsewhere.iterdir()) == []


def test_the_frozen_app_simulates_on_two_worker_processes(bundle: Path, tmp_path: Path) -> None:
    """The balance lab's workers are the frozen app started again (freeze_support); the
    build has no matplotlib, so the summary and the CSV are written and plots skipped."""
    out = tmp_path / "balance"
    args = ["simulate", "riders", "--games", "40", "--jobs", "2", "--quiet", "--out", str(out)]
    done = run(bundle / f"dragon-table-debug{EXE}", args, tmp_path, tmp_path / "home")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("40 games of riders.")
    assert "Plots skipped: matplotlib is not installed here." in done.stderr
    assert (out / "summary.json").exists() and (out / "games.csv").exists()


def test_the_windowed_app_opens_its_title_screen_and_logs_to_the_user_directory(
    bundle: Path, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    done = run(bundle / f"dragon-table{EXE}", ["--exit-after-frames", "5"], tmp_path, home)
    assert done.returncode == 0, done.stdout + done.stderr
    log = (home / "dragon-table.log").read_text(encoding="utf-8")
    assert "Dragon Table" in log


def test_the_bundle_leaves_out_what_the_app_does_not_use(bundle: Path) -> None:
    names = listing(bundle)
    assert not any("tkinter" in n or "_tkinter" in n for n in names)
    assert not any("NotoSansJP" in n or "NotoSansSC" in n for n in names)
    assert not any(n.split(os.sep)[-1].startswith(("pytest", "hypothesis")) for n in names)
    assert any(n.endswith(os.path.join("assets", "cards", "riders.toml")) for n in names)
