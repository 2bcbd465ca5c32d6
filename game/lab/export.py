"""The lab's exports from the command line: print-and-play PDF and Tabletop Simulator deck.

python -m game lab riders --pdf cards.pdf --card-size poker --bleed 3 --backs duplex-long
python -m game lab riders --tts deck/

Each prints one line per file written; a bad option is one line naming it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tqdm import tqdm  # type: ignore[import-untyped]

from game.core.errors import DataError
from game.core.words import plural
from game.lab.deck import LabDeck
from game.lab.problems import message_of
from game.lab.sheets import (
    BACKS,
    CARD_SIZES,
    PAPERS,
    PrintOptions,
    parse_card_size,
    sheet_layout,
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The export options of `python -m game lab`."""
    group = parser.add_argument_group("print and play, Tabletop Simulator")
    group.add_argument("--pdf", type=Path, metavar="FILE", help="write print-and-play sheets")
    group.add_argument(
        "--paper", type=str.lower, choices=list(PAPERS), default="a4", help="default: a4"
    )
    group.add_argument(
        "--card-size",
        default="poker",
        metavar="|".join([*CARD_SIZES, "WxH"]),
        help="a preset or a size in millimetres such as 60x90 (default: poker, 63 x 88 mm)",
    )
    group.add_argument(
        "--bleed",
        type=float,
        default=0.0,
        metavar="MM",
        help="colour printed past each trim line, in mm (default: 0; print shops ask for 3)",
    )
    group.add_argument(
        "--backs",
        type=str.lower,
        choices=BACKS,
        default="duplex-long",
        help="backs on the next page for duplex flipped on the long or short edge, "
        "beside the faces to fold over, or none (default: duplex-long)",
    )
    group.add_argument(
        "--no-calibration",
        action="store_true",
        help="leave out the first page with rulers and the card at true size",
    )
    group.add_argument(
        "--one-each", action="store_true", help="one of each card instead of its copies"
    )
    group.add_argument(
        "--tts", type=Path, metavar="FOLDER", help="write a Tabletop Simulator deck there"
    )


def options_from(args: argparse.Namespace) -> PrintOptions:
    """The print options the command line asks for; ValueError with a one-line message
    for an option no sheet can follow (a card larger than the paper)."""
    options = PrintOptions(
        paper=args.paper,
        card=parse_card_size(args.card_size),
        bleed_mm=args.bleed,
        backs=args.backs,
        calibration=not args.no_calibration,
        one_each=args.one_each,
    )
    sheet_layout(options)
    return options


def run(args: argparse.Namespace, deck: LabDeck) -> int:
    """Writes what the options ask for, one line per file; the exit code (2 for a bad
    option, 1 for a file that could not be written)."""
    if args.pdf:
        code = _pdf(args, deck)
        if code:
            return code
    if args.tts:
        return _tts(args, deck)
    return 0


def _pdf(args: argparse.Namespace, deck: LabDeck) -> int:
    from game.lab.pdf import export_pdf

    try:
        options = options_from(args)
    except ValueError as exc:
        print(f"Can't print {deck.title}: {exc}", file=sys.stderr)
        return 2
    try:
        with _bar(f"{args.pdf.name}", "card") as bar:
            report = export_pdf(deck, args.pdf, options, progress=_step(bar))
    except (ValueError, DataError) as exc:
        print(f"Can't print {deck.title}: {message_of(exc)}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"Can't write {args.pdf}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(
        f"Wrote {report.path}: {plural(report.pages, 'page')}, "
        f"{plural(report.cards, 'card')} ({report.per_page} a page, "
        f"{options.card.label()}, {PAPERS[options.paper].name}), {report.seconds:.1f} s"
    )
    for note in report.notes:
        print(f"  {note}")
    return 0


def _tts(args: argparse.Namespace, deck: LabDeck) -> int:
    from game.lab.tts import export_tts

    try:
        with _bar(f"{args.tts.name or args.tts}", "card") as bar:
            report = export_tts(deck, args.tts, progress=_step(bar), one_each=args.one_each)
    except (ValueError, DataError) as exc:
        print(f"Can't export {deck.title}: {message_of(exc)}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"Can't write the deck into {args.tts}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    w, h = report.card_size
    for sheet in report.sheets:
        sw, sh = sheet.size
        print(
            f"Wrote {sheet.path}: sheet {sheet.number} of {len(report.sheets)}, "
            f"{plural(sheet.cards, 'card')} in {sheet.columns} x {sheet.rows} "
            f"({sw} x {sh} px, cards {w} x {h} px)"
        )
    print(f"Wrote {report.back}: the back ({w} x {h} px)")
    print(
        f"Wrote {report.saved_object}: a Tabletop Simulator deck of "
        f"{plural(report.cards, 'card')} on {plural(len(report.sheets), 'sheet')}, "
        f"{report.seconds:.1f} s; copy it into Tabletop Simulator's Saves/Saved Objects "
        "folder and keep the pictures where they are"
    )
    return 0


@contextmanager
def _bar(label: str, unit: str) -> Iterator[Any]:
    with tqdm(total=0, desc=label, unit=unit, leave=False, file=sys.stderr, disable=None) as bar:
        yield bar


def _step(bar: Any) -> Callable[[int, int], None]:
    def step(done: int, total: int) -> None:
        bar.total = total
        bar.n = done
        bar.refresh()

    return step
