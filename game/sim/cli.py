"""`python -m game simulate GAME`: thousands of seeded bot games, read as rates.

Writes OUT/summary.json, OUT/games.csv and PNG plots, and prints the summary.
`--map FILE` plays a game with a board map on a designer's copy of it (as the lab's
Playtest does). `--compare A B` runs two card files (or two option sets, written name=value,...)
on the same seeds and prints B − A with intervals; `--nudge CARD.FIELD=-2..2`
tries one card's number across a range; `--ablate CARD` (or all) plays
each game again with one seat forbidden to use the card, a causal measure.
`--compare ORIGINAL EDITED --what-changed` answers "what did my edit change": the
changed cards and a yardstick of the most used unchanged ones are ablated in both files
on the same seeds; each card's value (wins in 100 for the seat that used it) now and
before, and the change paired game by game, corrected across cards. A pilot
(`--pilot`, 200 games) says how many games a change of `--detect` (3 wins in 100)
needs; the run doubles its games until every changed card is settled or
`--max-games`, on always-valid intervals, and writes OUT/edit.json.
Results describe these bots, not people.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.core.errors import DataError
from game.core.options import parse_option_pairs
from game.core.problems import message_of
from game.core.registry import Registry
from game.sim.chunks import Progress
from game.sim.nudge import parse_nudge
from game.sim.play import rules_for
from game.sim.pool import jobs_for
from game.sim.records import GameRecord, SimSpec
from game.sim.verdict import verdict


def add_parser(sub: Any, games: list[str]) -> None:
    p = sub.add_parser(
        "simulate",
        help="the balance lab: many seeded bot games, as win rates with error bars",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("game", choices=games)
    p.add_argument("--games", type=int, default=1000, help="how many games (default 1000)")
    p.add_argument("--bots", default="", help="comma list of bot kinds, seated in turn")
    p.add_argument("--players", type=int, default=None, help="players a game (default: fewest)")
    p.add_argument("--cards", type=Path, default=None, help="a card file (default: the game's)")
    p.add_argument(
        "--map",
        type=Path,
        default=None,
        help="a game with a board map: a copy of the map (.tmx) to play on (default: the game's)",
    )
    p.add_argument("--option", action="append", default=[], help="a game option, name=value")
    p.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    p.add_argument("--jobs", default="auto", help="worker processes, or auto (every core)")
    p.add_argument("--out", type=Path, default=None, help="output folder (default balance-GAME)")
    p.add_argument("--max-moves", type=int, default=20_000, help="a game's move budget")
    p.add_argument("--compare", nargs=2, metavar=("A", "B"), default=None)
    p.add_argument("--nudge", default=None, metavar="CARD.FIELD=FROM..TO")
    p.add_argument(
        "--ablate",
        default=None,
        metavar="CARD|all",
        help="also play each game with one seat forbidden to use CARD (a comma list, or all)",
    )
    p.add_argument(
        "--what-changed",
        action="store_true",
        help="with --compare ORIGINAL EDITED: each changed card's value before and now",
    )
    p.add_argument("--pilot", type=int, default=200, help="--what-changed: pilot games (200)")
    p.add_argument(
        "--detect",
        type=float,
        default=3.0,
        help="--what-changed: the smallest change of a card's value worth seeing, wins in 100",
    )
    p.add_argument(
        "--max-games", type=int, default=10_000, help="--what-changed: at most this many games"
    )
    p.add_argument(
        "--yardstick", type=int, default=3, help="--what-changed: unchanged cards measured (3)"
    )
    p.add_argument("--backend", choices=("local", "ray"), default="local")
    p.add_argument("--no-plots", action="store_true", help="write no PNG plots")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def _spec(registry: Registry, args: Any) -> SimSpec:
    entry = registry.entry(args.game)
    rules = registry.get(args.game)
    kinds = tuple(k.strip() for k in args.bots.split(",") if k.strip()) or (entry.default_bot,)
    for kind in kinds:
        problem = entry.bot_problem(kind)
        if problem is not None:
            raise ValueError(problem)
    players = args.players or rules.min_seats
    low, high = rules.min_seats, rules.max_seats
    if not low <= players <= high:
        allowed = f"{low}" if low == high else f"{low} to {high}"
        raise ValueError(f"{entry.title} is for {allowed} players, not {players}.")
    if args.games < 1:
        raise ValueError("--games must be 1 or more.")
    options = parse_option_pairs(args.option)
    rules.new_game([f"P{i}" for i in range(players)], args.seed, options)  # options checked
    map_file = getattr(args, "map", None)
    if map_file is not None and entry.board_map is None:
        with_maps = [e for e in registry.entries() if e.board_map is not None]
        which = ", ".join(f"{e.title} ({e.name})" for e in with_maps) or "none"
        raise ValueError(f"{entry.title} has no board map; --map is for games with one: {which}.")
    spec = SimSpec(
        args.game,
        args.games,
        kinds,
        players,
        args.seed,
        args.cards,
        options,
        args.max_moves,
        map_file=map_file,
    )
    if map_file is not None:
        rules_for(entry, spec)  # a damaged map is named before any game starts
    return spec


def ablated_cards(
    wanted: str, universe: dict[str, list[str]], records: list[GameRecord]
) -> list[str]:
    """The cards `--ablate` names: a comma list, or "all" (every card a seat used in
    the games as they stand: one never used cannot be missed). A name the game does
    not know is refused with the names it does."""
    used = sorted(
        {name for r in records for per_seat in r.uses.values() for s in per_seat for name in s}
    )
    known = sorted({name for names in universe.values() for name in names} | set(used))
    if wanted.strip().lower() == "all":
        return used
    cards = []
    for name in (part.strip() for part in wanted.split(",") if part.strip()):
        match = [k for k in known if k.lower() == name.lower()]
        if not match:
            raise ValueError(
                f"--ablate: there is no card called {name!r}; the cards are: {', '.join(known)}."
            )
        cards.append(match[0])
    return cards


class _Bar:
    """A tqdm progress bar on the terminal (none with --quiet)."""

    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet

    def __call__(self, label: str, total: int) -> Progress | None:
        if self.quiet:
            return None
        from tqdm import tqdm  # type: ignore[import-untyped]

        bar = tqdm(total=total, desc=label, unit="game", file=sys.stderr, leave=True)

        def tell(done: int, total: int) -> None:
            bar.update(done - bar.n)
            if done >= total:
                bar.close()

        return tell


def _plots(summary: dict[str, Any], folder: Path, skip: bool) -> list[Path]:
    if skip:
        return []
    try:
        from game.sim.plots import write_plots
    except ImportError:
        print("Plots skipped: matplotlib is not installed here.", file=sys.stderr)
        return []
    return write_plots(summary, folder)


def run_cli(args: Any, registry: Registry) -> int:
    # The games, their numbers and reports load when a simulation runs, not at the app's start.
    from game.sim.ablation import ablate, as_rows
    from game.sim.experiments import nudge, run_games, universe_for
    from game.sim.report import nudge_lines, report_lines, write_outputs

    spec = _spec(registry, args)
    jobs = jobs_for(args.jobs)
    out: Path = args.out or Path(f"balance-{args.game}")
    bar = _Bar(args.quiet)
    if args.compare:
        return _compare(registry, args, spec, jobs, out, bar)
    if args.nudge:
        card, field, offsets = parse_nudge(args.nudge)
        result = nudge(registry, spec, card, field, offsets, out / "nudged", jobs, None)
        print("\n".join(nudge_lines(result)))
        write_nudge(result, out, args.no_plots)
        print(f"Wrote {out / 'nudge.json'}")
        return 0
    summary, records = run_games(registry, spec, jobs, bar(spec.game, spec.games), args.backend)
    if args.ablate:
        cards = ablated_cards(args.ablate, universe_for(registry, spec), records)
        found = ablate(registry, spec, cards, records, jobs, bar, args.backend)
        summary["ablations"] = as_rows(found)
        summary["verdict"] = verdict(summary)
    write_outputs(out, summary, records)
    plots = _plots(summary, out, args.no_plots)
    print("\n".join(report_lines(summary)))
    written = ["summary.json", "games.csv", *(p.name for p in plots)]
    print(f"Wrote {', '.join(written)} in {out}")
    return 0


def write_nudge(result: dict[str, Any], out: Path, no_plots: bool) -> None:
    from game.core.saves import write_atomic

    slim = {
        **{k: v for k, v in result.items() if k not in ("summary", "records")},
        "points": [{k: v for k, v in p.items() if k != "summary"} for p in result["points"]],
    }
    write_atomic(out / "nudge.json", json.dumps(slim, indent=1, ensure_ascii=False))
    if not no_plots and result["points"]:
        try:
            from game.sim.plots import nudge_plot
        except ImportError:
            return
        nudge_plot(result, out / "nudge.png")


def _side(spec: SimSpec, words: str, label: str) -> SimSpec:
    """A compared side: a card file, or an option set written name=value,name=value."""
    path = Path(words)
    if path.exists() or "=" not in words:
        return replace(spec, cards=path, label=label)
    options = parse_option_pairs([w for w in words.split(",") if w.strip()])
    return replace(spec, options={**spec.options, **options}, label=label)


def _compare(registry: Registry, args: Any, spec: SimSpec, jobs: int, out: Path, bar: _Bar) -> int:
    from game.sim.experiments import changed_cards, compare, run_games
    from game.sim.report import compare_lines, write_outputs

    a_words, b_words = args.compare
    sides = [_side(spec, a_words, "A"), _side(spec, b_words, "B")]
    if getattr(args, "what_changed", False):
        return _what_changed(registry, args, spec, sides, jobs, out)
    summaries, arms = [], []
    for side, label in zip(sides, ("A", "B"), strict=True):
        summary, records = run_games(
            registry, side, jobs, bar(f"{label}: {spec.game}", side.games), args.backend
        )
        write_outputs(out / label, summary, records)
        _plots(summary, out / label, args.no_plots)
        summaries.append(summary)
        arms.append(records)
    a_cards, b_cards = (side.cards for side in sides)
    changed = changed_cards(a_cards, b_cards) if a_cards and b_cards else []
    comparison = compare(summaries[0], summaries[1], a_words, b_words, arms[0], arms[1], changed)
    from game.core.saves import write_atomic

    write_atomic(out / "compare.json", json.dumps(comparison, indent=1, ensure_ascii=False))
    if not args.no_plots:
        try:
            from game.sim.plots import compare_plot

            compare_plot(comparison, out / "compare.png")
        except ImportError:
            pass
    print("\n".join(compare_lines(comparison)))
    print(f"Wrote compare.json, A/ and B/ in {out}")
    return 0


def _what_changed(
    registry: Registry, args: Any, spec: SimSpec, sides: list[SimSpec], jobs: int, out: Path
) -> int:
    """`--compare ORIGINAL EDITED --what-changed`: edit.json and compare.json, the verdict
    first."""
    from game.core.saves import write_atomic
    from game.sim.edit import plan_lines
    from game.sim.edit_run import Plan, what_changed
    from game.sim.experiments import changed_cards, compare, universe_for
    from game.sim.report import compare_lines, write_outputs
    from game.sim.stats import summarize

    original, edited = sides[0].cards, sides[1].cards
    if original is None or edited is None or not original.exists() or not edited.exists():
        raise ValueError("--what-changed compares two card files: --compare ORIGINAL EDITED")
    if args.pilot < 1 or args.detect <= 0 or args.max_games < 1 or args.yardstick < 0:
        raise ValueError(
            "--pilot and --max-games are 1 or more, --detect above 0, --yardstick 0 or more."
        )
    plan = Plan(args.pilot, args.detect / 100, args.max_games, args.yardstick)
    tell = None if args.quiet else (lambda words: print(words, file=sys.stderr))
    result, a, b = what_changed(registry, spec, original, edited, plan, jobs, tell, args.backend)
    summaries = []
    for side, records, label in zip(sides, (a, b), ("A", "B"), strict=True):
        played = replace(side, games=len(records))
        summary = summarize(played, records, universe_for(registry, played))
        if label == "B":  # the edited file's summary opens with what the edit changed
            summary["what_changed"] = {k: v for k, v in result.items() if k != "spec"}
            summary["verdict"] = verdict(summary)
        write_outputs(out / label, summary, records)
        summaries.append(summary)
    changed = changed_cards(original, edited)
    comparison = compare(summaries[0], summaries[1], str(original), str(edited), a, b, changed)
    comparison["verdict"] = result["verdict"]
    write_atomic(out / "edit.json", json.dumps(result, indent=1, ensure_ascii=False))
    write_atomic(out / "compare.json", json.dumps(comparison, indent=1, ensure_ascii=False))
    print("What the edit changed (causal: each card taken away in both files, same seeds):")
    print("\n".join(f"  {line}" for line in result["verdict"]))
    print("\n".join(plan_lines(result)))
    print("\n".join(compare_lines(comparison)))
    print(f"Wrote edit.json, compare.json, A/ and B/ in {out}")
    return 0


def run(args: Any, registry: Registry) -> int:
    """The subcommand, for one of `registry`'s games: its exit code; a bad argument or
    file is one line, no traceback."""
    from game.sim.experiments import NUDGE_ERRORS
    from game.sim.pool import kept_workers

    try:
        with kept_workers():  # one set of workers for every arm of an experiment
            return run_cli(args, registry)
    except DataError as exc:
        map_file = getattr(args, "map", None)
        if map_file is not None and exc.path == str(map_file):
            print(map_message(exc), file=sys.stderr)
        else:
            print(f"simulate: {message_of(exc)}", file=sys.stderr)
        return 2
    except (ValueError, *NUDGE_ERRORS) as exc:
        print(f"simulate: {message_of(exc)}", file=sys.stderr)
        return 2


def map_message(exc: DataError) -> str:
    """A designer's map that cannot be played on, as one message naming the file: its
    problem on the same line, or each of its problems below."""
    if len(exc.problems) == 1:
        return f"simulate: can't play on the map {exc.path}: {exc.problem}"
    listed = "".join(f"\n  {problem}" for problem in exc.problems)
    return f"simulate: can't play on the map {exc.path}, {len(exc.problems)} problems:{listed}"
