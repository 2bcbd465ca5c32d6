"""The Python package: a wheel and an sdist built from the checkout carry the cards,
layouts, maps and scenarios; the wheel, installed into a fresh venv outside the
checkout, passes its self-test and plays a demo from another directory, and says
the one version the package metadata has. Marked `packaging` (slow: it installs
the app's dependencies), run by .ci/run after the suite."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from game import __version__

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parent.parent
DATA = ("assets", "maps", "scenarios")


def shipped() -> set[str]:
    """Every data file of the checkout, as `assets/cards/riders.toml`."""
    return {str(p.relative_to(ROOT)) for d in DATA for p in (ROOT / d).rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out


def test_the_wheel_and_the_sdist_carry_every_data_file(dist: Path) -> None:
    wheel = next(dist.glob(f"dragon_table-{__version__}-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"game/_data/{name}" for name in shipped()} <= names
    assert "game/__main__.py" in names and not any(n.startswith("tests/") for n in names)
    sdist = next(dist.glob(f"dragon_table-{__version__}.tar.gz"))
    with tarfile.open(sdist) as tar:
        inside = {n.partition("/")[2] for n in tar.getnames()}
    assert shipped() <= inside and "pyproject.toml" in inside and "game/paths.py" in inside


def test_the_installed_wheel_runs_from_anywhere(dist: Path, tmp_path: Path) -> None:
    wheel = next(dist.glob("*.whl"))
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bin_dir = venv / ("Scripts" if sys.platform == "win32" else "bin")
    pip = subprocess.run(
        [str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert pip.returncode == 0, pip.stdout[-3000:] + pip.stderr[-3000:]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(
        SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DRAGON_TABLE_HOME=str(tmp_path / "home")
    )
    app = str(bin_dir / "dragon-table")

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [app, *args], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=600
        )

    version = run("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"Dragon Table {__version__}"
    metadata = subprocess.run(
        [
            str(bin_dir / "python"),
            "-c",
            "import importlib.metadata as m; print(m.version('dragon-table'))",
        ],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert metadata.stdout.strip() == __version__
    selftest = run("selftest")
    assert selftest.returncode == 0, selftest.stdout + selftest.stderr
    assert "FAIL" not in selftest.stdout and "_data" in selftest.stdout  # its own data
    demo = run("demo", "riders", "--seed", "1", "--quiet")
    assert demo.returncode == 0, demo.stdout + demo.stderr
    assert demo.stdout.strip().splitlines()[-1].startswith("result: ")
    assert list(elsewhere.iterdir()) == []
