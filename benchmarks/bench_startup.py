"""Start-up time to the first drawn frame, and the size of the built app.

Run: python -m benchmarks.bench_startup [--runs N] [--cold] [COMMAND ...]

Each run starts the command with `--exit-after-frames 1` (the title screen,
drawn once) and times it from spawn to exit with a monotonic clock, so the
figure includes the process's own shutdown: an upper bound on the time to the
first frame. With --cold, the kernel's page cache is dropped before each run
(needs root); without it, runs follow a few warm-up runs. The default commands
are the one-folder build, the one-file build and the source checkout, each if
present. Sizes are whole-folder / whole-file byte counts. A measurement, never
a test; `hyperfine` gives the same figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if sys.platform == "win32" else ""
DEFAULTS = {
    "one-folder": [str(ROOT / "dist" / "dragon-table" / f"dragon-table{EXE}")],
    "one-file": [str(ROOT / "dist" / f"dragon-table-onefile{EXE}")],
    "from source": [sys.executable, "-m", "game"],
}


def drop_caches() -> None:
    os.sync()
    Path("/proc/sys/vm/drop_caches").write_text("3\n")


def time_run(command: list[str], cold: bool) -> float:
    if cold:
        drop_caches()
    start = time.perf_counter()
    done = subprocess.run([*command, "--exit-after-frames", "1"], capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{command[0]} failed: {done.stderr[-500:]}")
    return elapsed * 1000


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--cold", action="store_true", help="drop the page cache before each run")
    parser.add_argument("command", nargs="*", help="a command to time instead of the defaults")
    args = parser.parse_args()
    commands = {"command": args.command} if args.command else DEFAULTS
    for label, command in commands.items():
        if command[0] != sys.executable and not Path(command[0]).exists():
            print(f"{label:12} not built (pyinstaller build.spec)")
            continue
        if not args.cold:
            for _ in range(3):
                time_run(command, cold=False)
        times = [time_run(command, args.cold) for _ in range(args.runs)]
        where = Path(command[0])
        size = ""
        if command[0] != sys.executable:
            built = where.parent if where.parent.name == "dragon-table" else where
            size = f"  size {size_of(built) / 1e6:.1f} MB"
        kind = "cold" if args.cold else "warm"
        print(
            f"{label:12} {kind}: median {statistics.median(times):.0f} ms,"
            f" min {min(times):.0f}, max {max(times):.0f} ({args.runs} runs){size}"
        )


if __name__ == "__main__":
    main()
