"""What the built app weighs, part by part.

Run: python -m benchmarks.bench_size [FOLDER]   (default: dist/dragon-table)

Prints a Markdown table of the one-folder app: each executable, then each entry of
its `_internal` folder (a library, a package, a data folder) heaviest first, with the
bundled libraries of pygame (pygame_ce.libs or pygame's own folder) listed one by one,
and the whole. Sizes are bytes of regular files (a symbolic link counted once, as its
target), in MB of a million bytes, as `du --apparent-size -b` counts them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MB = 1_000_000


def size_of(path: Path) -> int:
    if path.is_symlink():
        return 0
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def parts(folder: Path) -> list[tuple[str, int]]:
    """(name, bytes) of each executable beside `_internal` and each entry inside it."""
    inside = folder / "_internal"
    rows = [(p.name, size_of(p)) for p in folder.iterdir() if p != inside]
    if inside.is_dir():
        rows += [(f"_internal/{p.name}", size_of(p)) for p in inside.iterdir()]
    return sorted(rows, key=lambda row: (-row[1], row[0]))


def library_rows(folder: Path) -> list[tuple[str, int]]:
    """pygame's bundled libraries one by one, heaviest first."""
    for where in ("_internal/pygame_ce.libs", "_internal/pygame.libs", "_internal/pygame"):
        libs = folder / where
        if libs.is_dir():
            found = [
                (f"{where}/{p.name}", p.stat().st_size)
                for p in libs.iterdir()
                if p.is_file() and (".so" in p.name or p.suffix in (".dll", ".dylib"))
            ]
            if found:
                return sorted(found, key=lambda row: (-row[1], row[0]))
    return []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "dist" / "dragon-table")
    args = parser.parse_args()
    if not (args.folder / "_internal").is_dir():
        sys.exit(f"{args.folder}: not a one-folder build (pyinstaller build.spec --noconfirm)")
    whole = size_of(args.folder)
    print("| part | MB | share |\n|---|---:|---:|")
    for name, size in parts(args.folder):
        if size >= MB // 20:  # the rest, below 50 kB each, is summed below
            print(f"| `{name}` | {size / MB:.2f} | {size / whole:.0%} |")
    small = sum(size for _, size in parts(args.folder) if size < MB // 20)
    print(f"| everything else (each below 0.05 MB) | {small / MB:.2f} | {small / whole:.0%} |")
    print(f"| **the whole folder** | **{whole / MB:.1f}** | |")
    libraries = library_rows(args.folder)
    if libraries:
        print("\n| pygame's library | MB |\n|---|---:|")
        for name, size in libraries:
            print(f"| `{name.rsplit('/', 1)[1]}` | {size / MB:.2f} |")


if __name__ == "__main__":
    main()
