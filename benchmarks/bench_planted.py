"""The planted-card benchmark: does "what did my edit change" name what was planted?

Run: python -m benchmarks.bench_planted riders|draconium [--jobs 1] [--out DIR]
[--record FILE.md] [--pilot 200] [--max-games 10000]. Prints Markdown for
docs/performance.md and exits 1 if the verdict's first lines miss a planted card or
name an unchanged one.

- riders: Chain Bolt at cost 0 with double damage (strong), Precision Strike at cost 4
  and 1 damage (useless); the rest as in assets/cards/riders.toml.
- draconium: Laboratory at $0 (strong), Moneylender at $9 (useless: dearer than a
  Province, out of reach of most hands); played on the recommended Kingdom "Deck Top",
  one with a Laboratory (in a random Kingdom it is on the table in few games).

Each is `simulate GAME --compare ORIGINAL PLANTED --what-changed` with the default
plan (a 200-game pilot, doubling until every changed card is settled, always-valid
intervals), on copies written in a temporary folder.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game import paths
from game.__main__ import main


@dataclass(frozen=True)
class Planted:
    game: str
    edits: tuple[tuple[str, str], ...]  # (text in the file, planted text)
    cards: tuple[str, ...]  # the planted cards' names
    options: tuple[str, ...] = ()


PLANTS = {
    "riders": Planted(
        "riders",
        (
            (
                'name = "Chain Bolt"\ncost = 2\ngroup = "multi"\ncopies = 2\ntarget = "enemy"\n'
                'effects = [\n  { op = "damage", unit = "enemy_dragon", amount = 2 },\n'
                '  { op = "damage", unit = "enemy_rider", amount = 1 },\n]',
                'name = "Chain Bolt"\ncost = 0\ngroup = "multi"\ncopies = 2\ntarget = "enemy"\n'
                'effects = [\n  { op = "damage", unit = "enemy_dragon", amount = 4 },\n'
                '  { op = "damage", unit = "enemy_rider", amount = 2 },\n]',
            ),
            (
                'name = "Precision Strike"\ncost = 1\ngroup = "rider damage"\ncopies = 2\n'
                'target = "enemy_rider"\n'
                'effects = [{ op = "damage", unit = "enemy_rider", amount = 3 }]',
                'name = "Precision Strike"\ncost = 4\ngroup = "rider damage"\ncopies = 2\n'
                'target = "enemy_rider"\n'
                'effects = [{ op = "damage", unit = "enemy_rider", amount = 1 }]',
            ),
        ),
        ("Chain Bolt", "Precision Strike"),
    ),
    "draconium": Planted(
        "draconium",
        (
            ('name = "Laboratory"\ncost = 5', 'name = "Laboratory"\ncost = 0'),
            ('name = "Moneylender"\ncost = 4', 'name = "Moneylender"\ncost = 9'),
        ),
        ("Laboratory", "Moneylender"),
        ("--option", "kingdom=Deck Top"),
    ),
}


def plant(planted: Planted, folder: Path) -> Path:
    """The game's card file with the planted edits, written in `folder`."""
    source = paths.card_file(planted.game)
    text = source.read_text(encoding="utf-8")
    for old, new in planted.edits:
        if text.count(old) != 1:
            raise SystemExit(f"{source}: the text to plant is not there once: {old[:40]!r}")
        text = text.replace(old, new)
    copy = folder / f"{source.stem}.planted{source.suffix}"
    copy.write_text(text, encoding="utf-8")
    return copy


def judge(result: dict[str, Any], planted: Planted) -> list[str]:
    """What is wrong with the verdict: a planted card missing from its first lines, or
    an unchanged card named in them."""
    verdict = [str(line) for line in result["verdict"]]
    first = verdict[: len(planted.cards)]
    rows = result["cards"]
    unchanged = [str(r["card"]) for r in rows if not r["changed"]]
    problems = [
        f"{card} is not named in the first lines"
        for card in planted.cards
        if not any(line.startswith(f"{card}:") for line in first)
    ]
    problems += [
        f"the unchanged {card} is named in the verdict"
        for card in unchanged
        if any(line.startswith(f"{card}:") for line in verdict)
    ]
    return problems


def markdown(command: str, result: dict[str, Any], seconds: float, problems: list[str]) -> str:
    rows = result["cards"]
    plan = result["plan"]
    lines = [
        f"`{command}`",
        "",
        f"{result['games']:,} games a file, the same seeds in both (pilot "
        f"{plan['pilot']:,}; stopped: {plan['stopped']}); {seconds / 60:.1f} min wall "
        f"on one job; {platform.python_implementation()} {platform.python_version()}.",
        "",
        "Verdict, first lines:",
        "",
        *[f"> {line}" for line in result["verdict"]],
        "",
        "| card | changed | value before | value now | change (always-valid 95 %) | clear "
        "| fixed plan to see 3 in 100 |",
        "| --- | --- | ---: | ---: | --- | --- | ---: |",
    ]
    for r in rows:
        b, n, c = r["before"], r["now"], r["change"]
        lines.append(
            f"| {r['card']} | {'yes' if r['changed'] else 'yardstick'} | "
            f"{100 * b['value']:.1f} ({b['pairs']:,} used) | {100 * n['value']:.1f} "
            f"({n['pairs']:,} used) | {100 * c['value']:+.1f} ({100 * c['low']:+.1f} to "
            f"{100 * c['high']:+.1f}) | {'yes' if c['clear'] else 'no'} | "
            f"{r['plan_games']:,} |"
        )
    lines += ["", "Passed." if not problems else "FAILED: " + "; ".join(problems), ""]
    return "\n".join(lines)


def run(
    game: str, jobs: str, out: Path, pilot: int, max_games: int, random_kingdom: bool = False
) -> tuple[str, bool]:
    planted = PLANTS[game]
    if random_kingdom:  # the game's own default setup instead of the planted kingdom
        planted = replace(planted, options=())
    folder = Path(tempfile.mkdtemp(prefix="planted-"))
    copy = plant(planted, folder)
    original = paths.card_file(game)
    args = ["simulate", game, "--compare", str(original), str(copy), "--what-changed",
            "--jobs", jobs, "--out", str(out), "--no-plots",
            "--pilot", str(pilot), "--max-games", str(max_games), *planted.options]  # fmt: skip
    start = time.perf_counter()
    code = main(args)
    seconds = time.perf_counter() - start
    if code:
        return f"`{' '.join(args)}` failed with exit code {code}", False
    result = json.loads((out / "edit.json").read_text(encoding="utf-8"))
    problems = judge(result, planted)
    shown = " ".join(a if " " not in a else f'"{a}"' for a in args)
    command = f"python -m game {shown}".replace(str(copy), f"PLANTED({game})")
    return markdown(command, result, seconds, problems), not problems


def cli(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(PLANTS))
    parser.add_argument("--jobs", default="1")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--record", type=Path, default=None, help="append the Markdown here")
    parser.add_argument("--pilot", type=int, default=200)
    parser.add_argument("--max-games", type=int, default=10_000)
    parser.add_argument(
        "--random-kingdom",
        action="store_true",
        help="draconium: random Kingdoms (the default setup), not Deck Top",
    )
    args = parser.parse_args(argv)
    out = args.out or Path(tempfile.mkdtemp(prefix=f"planted-{args.game}-out-"))
    text, passed = run(args.game, args.jobs, out, args.pilot, args.max_games, args.random_kingdom)
    print(text)
    if args.record:
        with open(args.record, "a", encoding="utf-8") as record:
            record.write(text + "\n")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(cli())
