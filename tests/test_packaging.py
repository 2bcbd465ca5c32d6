"""The frozen app: built from this checkout with build.spec, run from elsewhere.

Slow (PyInstaller builds), so marked `packaging`: the default test run skips
it and `.ci/run` runs it on its own after installing the build extra. The
release workflow (.github/workflows/release.yml) runs the same self-test on
Linux, Windows and macOS.
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
WINDOWS = sys.platform == "win32"
EXE = ".exe" if WINDOWS else ""
CONSOLE = "dragon-table-debug" if WINDOWS else "dragon-table"
"""The executable that prints: Windows has a windowed one and a console one beside it."""

MB = 1_000_000
LARGEST = 40 * MB
"""The one-folder app, every game and both labs: docs/performance.md weighs its parts."""

SOUND = ("sdl2_mixer", "flac", "fluidsynth", "mpg123", "opus", "vorbis", "sndfile", "xmp")


def build(out: Path, *extra: str) -> Path:
    """The app built from build.spec into `out`/dist (`extra`: the spec's own options)."""
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
            *(["--", *extra] if extra else []),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out / "dist"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build(tmp_path_factory.mktemp("build")) / "dragon-table"


@pytest.fixture(scope="module")
def onefile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return (
        build(tmp_path_factory.mktemp("build-onefile"), "--onefile") / f"dragon-table-onefile{EXE}"
    )


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


def size_of(folder: Path) -> int:
    """Bytes in the folder's files, a symbolic link counted once (as its target)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def selftest_lines(done: subprocess.CompletedProcess[str]) -> dict[str, str]:
    """Each check's line of a passed self-test, by the check's name."""
    assert done.returncode == 0, done.stdout + done.stderr
    count = len(all_checks(REGISTRY))
    assert f"selftest: {count} of {count} checks passed" in done.stdout
    assert "FAIL" not in done.stdout
    lines = [
        line.split(maxsplit=1)[1] for line in done.stdout.splitlines() if line.startswith("ok ")
    ]
    return {line.split(":")[0]: line for line in lines}


def test_the_one_folder_app_passes_its_selftest_from_another_directory(
    bundle: Path, tmp_path: Path
) -> None:
    before = listing(bundle)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = run(bundle / f"{CONSOLE}{EXE}", ["selftest"], elsewhere, tmp_path / "home")
    checks = selftest_lines(done)
    assert "frozen app" in checks["install"]
    lab = checks["layout lab"]
    assert "file watch (polling, watchfiles could not load" in lab, lab  # polls, says why
    assert "-page PDF, 1 Tabletop Simulator sheet and " in lab, lab  # reportlab, no Pillow
    assert "PNG pictures of Dragon Riders" in lab, lab
    charts = checks["balance charts"]
    assert "games of Dragon Riders charted: the win rates of 2 seats" in charts, charts
    assert listing(bundle) == before  # nothing is written next to the executable
    assert list(elsewhere.iterdir()) == []


def test_the_frozen_app_simulates_on_two_worker_processes(bundle: Path, tmp_path: Path) -> None:
    """The balance lab's workers are the frozen app started again (freeze_support); the
    build has no matplotlib, so the summary and the CSV are written and plots skipped."""
    out = tmp_path / "balance"
    args = ["simulate", "riders", "--games", "40", "--jobs", "2", "--quiet", "--out", str(out)]
    done = run(bundle / f"{CONSOLE}{EXE}", args, tmp_path, tmp_path / "home")
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
    files = [n.split(os.sep)[-1].lower() for n in names]
    assert not any("tkinter" in n or "_tkinter" in n for n in names)
    assert not any("NotoSansJP" in n or "NotoSansSC" in n for n in names)
    assert not any(n.split(os.sep)[-1].startswith(("pytest", "hypothesis")) for n in names)
    assert not any(
        n.split(os.sep)[-1] in ("PIL", "pillow.libs", "ray", "watchfiles") for n in names
    )
    assert not any(f.removeprefix("lib").startswith(SOUND) for f in files), "a sound library"
    assert any(f.removeprefix("lib").startswith("sdl2_image") for f in files)  # pictures stay
    assert any(n.endswith(os.path.join("assets", "cards", "riders.toml")) for n in names)
    executables = sorted(f for f in files if f.startswith("dragon-table"))
    pair = ["dragon-table-debug.exe", "dragon-table.exe"] if WINDOWS else ["dragon-table"]
    assert executables == pair


def test_the_one_folder_app_weighs_at_most_40_mb(bundle: Path) -> None:
    assert size_of(bundle) <= LARGEST, f"{size_of(bundle) / MB:.1f} MB"


def test_the_one_file_app_passes_its_selftest_and_opens_its_title_screen(
    onefile: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    console = onefile.with_name(f"dragon-table-onefile-debug{EXE}") if WINDOWS else onefile
    checks = selftest_lines(run(console, ["selftest"], elsewhere, tmp_path / "home"))
    assert "frozen app" in checks["install"]
    assert "PNG pictures of Dragon Riders" in checks["layout lab"]
    home = tmp_path / "home2"
    done = run(onefile, ["--exit-after-frames", "5"], elsewhere, home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Dragon Table" in (home / "dragon-table.log").read_text(encoding="utf-8")
    assert list(elsewhere.iterdir()) == []
