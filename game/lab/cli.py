"""`python -m game lab GAME`: the layout lab from the command line.

python -m game lab riders                  the lab window on the game's own cards
python -m game lab riders --cards my.toml  the lab on a designer's copy
python -m game lab riders --check          list each text too long for its box, and each text
                                           that disagrees with its card's effects (file, line);
                                           exit 1 if any; the cards that keep a script
python -m game lab riders --pdf cards.pdf  print-and-play sheets (see --help for sizes)
python -m game lab riders --png cards/     a 300 dpi picture of each card for a print shop
python -m game lab riders --tts deck/      a Tabletop Simulator deck (--url-base to share it)
python -m game lab dune --map my.tmx       a game with a board map: Map, Playtest on a copy of it
python -m game lab dune --check            also checks the board map; exit 1 on a problem
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from game.core.entry import BoardMap
from game.core.errors import DataError
from game.core.registry import Registry
from game.core.words import plural


def add_parser(sub: Any, games: list[str]) -> None:
    """The `lab` subcommand and its options."""
    p = sub.add_parser(
        "lab",
        help="the layout lab: see, check, print and play a game's cards",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("game", choices=games)
    p.add_argument("--cards", type=Path, default=None, help="a card file (default: the game's own)")
    p.add_argument(
        "--layout", type=Path, default=None, help="a face layout file (default: the game's own)"
    )
    p.add_argument(
        "--check",
        action="store_true",
        help="print every card text that does not fit its box or disagrees with the card's "
        "effects; exit 1 if there is one",
    )
    p.add_argument(
        "--scenario",
        type=Path,
        default=None,
        help="a scenario file the lab's Playtest offers first (see scenarios/README.md)",
    )
    p.add_argument(
        "--map",
        type=Path,
        default=None,
        help="a game with a board map: a copy of the map (.tmx) for Map, Playtest and --check",
    )
    from game.lab import export

    export.add_arguments(p)


def run(args: argparse.Namespace, registry: Registry) -> int | None:
    """Runs a headless lab command for one of `registry`'s games and returns its exit code;
    None: open the lab window."""
    from game.lab.deck import counted, make_lab_deck, overflow_list

    entry = registry.entry(args.game)
    map_copy = getattr(args, "map", None)
    if map_copy is not None and entry.board_map is None:
        with_maps = [e for e in registry.entries() if e.board_map is not None]
        which = ", ".join(f"{e.title} ({e.name})" for e in with_maps) or "none"
        print(
            f"Can't open the lab: {entry.title} has no board map; --map is for games with "
            f"one: {which}.",
            file=sys.stderr,
        )
        return 2
    if map_copy is not None:
        from game.core.map_files import json_map_problem

        json_map = json_map_problem(map_copy)
        if json_map is not None:  # said before anything else reads it as XML
            print(f"Can't open the lab: {map_copy}: {json_map}.", file=sys.stderr)
            return 2
    headless = args.check or _exporting(args)
    if not headless:
        return None
    try:
        deck = make_lab_deck(entry, args.cards, args.layout)
    except (DataError, ValueError) as exc:
        from game.lab.problems import message_of

        print(f"Can't open the lab: {message_of(exc)}", file=sys.stderr)
        return 2
    if args.check:
        problems = overflow_list(deck)
        for problem in problems:
            print(problem)
        print(
            f"{deck.title}: {counted(deck.cards())} checked, "
            f"{plural(len(problems), 'text')} too long for the box."
        )
        map_trouble = _map_report(entry.board_map, map_copy) if entry.board_map else []
        mismatches = _text_report(deck)
        if problems or map_trouble or mismatches:
            return 1
    if _exporting(args):
        from game.lab import export

        return export.run(args, deck)
    return 0


def _map_report(board_map: BoardMap, map_copy: Path | None) -> list[str]:
    """Checks the game's map (the designer's copy, else the game's own), prints what it
    found and returns its problems."""
    from game import paths

    path = map_copy if map_copy is not None else paths.MAPS / board_map.file
    problems = board_map.check(path)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{path.name}: {plural(len(problems), 'problem')} in the map.")
    else:
        print(f"{path.name}: the map loads and every territory can be reached.")
        _map_warnings(board_map, path)
    return problems


def _map_warnings(board_map: BoardMap, path: Path) -> None:
    """Prints what a map that loads draws otherwise than its rules play it: a warning,
    so the check still passes."""
    warnings = board_map.warnings(path) if board_map.warnings else []
    for warning in warnings:
        print(warning)
    if warnings:
        print(
            f"{path.name}: {plural(len(warnings), 'warning')}: the map still plays as its "
            "properties say; only its picture disagrees."
        )


def _text_report(deck: Any) -> list[str]:
    """Where a game keeps its card effects as data, its deck's `text_problems()` lists each
    card text that disagrees with them: printed here and returned."""
    compare = getattr(deck, "text_problems", None)
    if compare is None:
        print(
            f"{deck.title}: card effects live in the rules code; texts are not compared with them."
        )
        return []
    from game.lab.deck import located

    problems: list[str] = compare()
    for problem in located(deck, problems):
        print(problem)
    found = plural(len(problems), "mismatch", "mismatches")
    print(f"{deck.title}: card texts compared with their effects, {found}.")
    notes = getattr(deck, "text_notes", None)  # what else it says: the cards kept as scripts
    for note in notes() if notes is not None else []:
        print(note)
    return problems


def _exporting(args: argparse.Namespace) -> bool:
    return any(getattr(args, name, None) for name in ("pdf", "png", "tts"))
