"""The lab's exports from the command line: print-and-play PDF, a picture per card for a
print shop, and a Tabletop Simulator deck.

python -m game lab riders --pdf cards.pdf --card-size poker --bleed 3 --backs duplex-long
python -m game lab riders --png cards/ --card-size mpc        MakePlayingCards: 822 x 1122 px
python -m game lab riders --png cards/ --card-size drivethru  DriveThruCards: 825 x 1125 px
python -m game lab riders --pdf cards.pdf --card-size poker-bleed --shared-cuts   9 on A4
python -m game lab riders --tts deck/ --url-base https://example.com/decks/riders/

Each prints one line per file or group of files written, and one warning per card whose
text does not fit its box (the files are written all the same); a bad option is one
line naming it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

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
        help="a preset or a size in millimetres such as 60x90 (default: poker, 63 x 88 mm). "
        "Print shops' presets give their templates' exact pixels at 300 dpi with their "
        "bleed: mpc (MakePlayingCards, 822 x 1122 px), drivethru (DriveThruCards, "
        "825 x 1125 px), poker-bleed (63 x 88 mm with 3 mm bleed, 815 x 1110 px)",
    )
    group.add_argument(
        "--bleed",
        type=float,
        default=None,
        metavar="MM",
        help="colour printed past each trim line, in mm (default: the shop preset's bleed, "
        "else 0; print shops ask for about 3)",
    )
    spacing = group.add_mutually_exclusive_group()
    spacing.add_argument(
        "--shared-cuts",
        action="store_true",
        help="PDF: cards abut, one cut between neighbours, the bleed only around the block "
        "(9 poker cards with 3 mm bleed on A4 or Letter)",
    )
    spacing.add_argument(
        "--gutter",
        type=float,
        default=None,
        metavar="MM",
        help="PDF: this much paper between neighbouring cards' trim lines (default: each "
        "card's whole bleed, twice the bleed apart)",
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
        "--tile-large",
        action="store_true",
        help="PDF: a board or mat larger than the paper at true size over several pages, "
        "overlapping 10 mm, with alignment marks (default: scaled down onto one page)",
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
        "--png",
        type=Path,
        metavar="FOLDER",
        help="write a 300 dpi PNG of each card copy and each back there, at --card-size "
        "with --bleed, as print-on-demand shops ask",
    )
    group.add_argument(
        "--tts", type=Path, metavar="FOLDER", help="write a Tabletop Simulator deck there"
    )
    group.add_argument(
        "--url-base",
        metavar="URL",
        help="with --tts: the web address of the folder the pictures are uploaded to; the "
        "deck then loads from there on any computer (default: file:/// addresses)",
    )


def options_from(args: argparse.Namespace) -> PrintOptions:
    """The print options the command line asks for; ValueError with a one-line message
    for an option no sheet can follow (a card larger than the paper)."""
    card = parse_card_size(args.card_size)
    gutter = getattr(args, "gutter", None)
    options = PrintOptions(
        paper=args.paper,
        card=card,
        bleed_mm=card.bleed_mm if args.bleed is None else args.bleed,
        backs=args.backs,
        calibration=not args.no_calibration,
        one_each=args.one_each,
        gutter_mm=0.0 if getattr(args, "shared_cuts", False) else gutter,
        tile_large=getattr(args, "tile_large", False),
    )
    sheet_layout(options)
    return options


def spacing_words(options: PrintOptions) -> str:
    """ ", shared cuts" or ", 2 mm gutter" when the cards are not each given their whole
    bleed; "" when they are."""
    if options.gutter_mm is None:
        return ""
    if options.gutter_mm == 0:
        return ", shared cuts"
    return f", {options.gutter_mm:.1f}".removesuffix(".0") + " mm gutter"


def run(args: argparse.Namespace, deck: LabDeck) -> int:
    """Writes what the options ask for, one line per file; the exit code (2 for a bad
    option, 1 for a file that could not be written)."""
    if getattr(args, "url_base", None) and not args.tts:
        print(
            f"Can't export {deck.title}: --url-base is where the Tabletop Simulator deck's "
            "pictures will be; give it with --tts FOLDER.",
            file=sys.stderr,
        )
        return 2
    warned: set[str] = set()
    exports = ((args.pdf, _pdf), (getattr(args, "png", None), _png), (args.tts, _tts))
    for asked, export in exports:
        if asked:
            code = export(args, deck, warned)
            if code:
                return code
    return 0


def _unchecked(deck: LabDeck, warned: set[str]) -> None:
    """Says once that a deck whose faces do not say where their elements are was not
    checked against the safe line."""
    if getattr(deck, "elements", None) is None and "safe line" not in warned:
        warned.add("safe line")
        print(
            f"  {deck.title}'s faces do not say where their elements are: the safe line "
            "(1/8 in inside the trim) is not checked."
        )


def _warn(warnings: tuple[str, ...], warned: set[str]) -> None:
    """One line per card whose text does not fit, each card once however many exports."""
    for line in warnings:
        if line not in warned:
            print(f"Warning: {line}")
            warned.add(line)


def _pdf(args: argparse.Namespace, deck: LabDeck, warned: set[str]) -> int:
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
    others = "".join(f"{plural(n, shape)}, " for shape, n in report.others)
    print(
        f"Wrote {report.path}: {plural(report.pages, 'page')}, "
        f"{plural(report.cards, 'card')} ({report.per_page} a page, "
        f"{options.card.label()}, {PAPERS[options.paper].name}{spacing_words(options)}), "
        f"{others}"
        f"{report.seconds:.1f} s"
    )
    for note in report.notes:
        print(f"  {note}")
    _unchecked(deck, warned)
    _warn(report.warnings, warned)
    _warn(report.safe, warned)
    return 0


def _png(args: argparse.Namespace, deck: LabDeck, warned: set[str]) -> int:
    from game.lab.png_export import export_png

    folder = args.png
    try:
        card = parse_card_size(args.card_size)
        bleed = card.bleed_mm if args.bleed is None else args.bleed
        options = PrintOptions(card=card, bleed_mm=bleed, one_each=args.one_each)
        with _bar(f"{folder.name or folder}", "card") as bar:
            report = export_png(deck, folder, options, progress=_step(bar))
    except (ValueError, DataError) as exc:
        print(f"Can't export {deck.title}: {message_of(exc)}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"Can't write the pictures into {folder}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    bleed = f"{report.bleed_mm:.3f}".rstrip("0").rstrip(".")  # 3, 3.048, 3.175
    for group in report.groups:
        w, h = group.pixels
        files = group.files
        names = files[0].name if len(files) == 1 else f"{files[0].name} to {files[-1].name}"
        print(
            f"Wrote {plural(len(files), group.what)} into {folder} ({names}): {w} x {h} px, "
            f"{group.trim.label()} with {bleed} mm bleed at {report.dpi} dpi"
        )
    print(f"Wrote {plural(report.files, 'picture')} for a print shop in {report.seconds:.1f} s")
    _unchecked(deck, warned)
    _warn(report.warnings, warned)
    _warn(report.safe, warned)
    return 0


def _tts(args: argparse.Namespace, deck: LabDeck, warned: set[str]) -> int:
    from game.lab.tts import export_tts

    try:
        with _bar(f"{args.tts.name or args.tts}", "card") as bar:
            report = export_tts(
                deck,
                args.tts,
                progress=_step(bar),
                one_each=args.one_each,
                url_base=getattr(args, "url_base", None),
            )
    except (ValueError, DataError) as exc:
        print(f"Can't export {deck.title}: {message_of(exc)}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"Can't write the deck into {args.tts}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    for sheet in report.sheets:
        sw, sh = sheet.size
        print(
            f"Wrote {sheet.path}: sheet {sheet.number} of {len(report.sheets)}, "
            f"{plural(sheet.cards, 'card')} in {sheet.columns} x {sheet.rows} "
            f"({sw} x {sh} px, cards {sw // sheet.columns} x {sh // sheet.rows} px)"
        )
    for shape in dict.fromkeys(back.shape for back in report.backs):
        backs = [back for back in report.backs if back.shape == shape]
        sizes = ", ".join(dict.fromkeys(f"{b.size[0]} x {b.size[1]} px" for b in backs))
        if len(backs) == 1:
            print(f"Wrote {backs[0].path}: the back of the {shape}s ({sizes})")
        else:
            print(
                f"Wrote {len(backs)} backs of the {shape}s into {report.folder}: "
                f"{backs[0].path.name} to {backs[-1].path.name} ({sizes})"
            )
    shapes = dict.fromkeys(picture.shape for picture in report.pictures)
    for shape in shapes:
        pictures = [picture for picture in report.pictures if picture.shape == shape]
        sizes = ", ".join(dict.fromkeys(f"{p.size[0]} x {p.size[1]} px" for p in pictures))
        names = pictures[0].path.name
        if len(pictures) > 1:
            names = f"{names} to {pictures[-1].path.name}"
        print(
            f"Wrote {plural(len(pictures), shape + ' picture')} into {report.folder}: "
            f"{names} ({sizes})"
        )
    print(
        f"Wrote {report.saved_object}: a Tabletop Simulator save of "
        f"{_on_table(report.piles, report.cards)} side by side, {report.seconds:.1f} s; copy "
        "it into Tabletop Simulator's Saves/Saved Objects folder"
    )
    if report.url_base:
        print(
            f"  It loads the pictures from {report.url_base}: upload every picture of "
            f"{report.folder} there (the same names) before you share it."
        )
    else:
        print(
            "  It points at the pictures on this computer (file:/// addresses): only you can "
            f"load it, while they stay in {report.folder}. To share it, upload the pictures "
            "to a web host, then run again with --url-base and the address of their folder "
            "(such as --url-base https://example.com/decks/)."
        )
    _warn(report.warnings, warned)
    return 0


_OBJECT_WORDS = {
    "DeckCustom": "deck",
    "Card": "single card",
    "Bag": "bag",
    "Custom_Tile": "tile",
    "Custom_Token": "token",
    "Custom_Board": "board",
}


def _on_table(piles: tuple[tuple[str, str, int], ...], cards: int) -> str:
    """ "7 decks (44 cards), 10 tiles, 1 board": the objects of a saved object, counted by
    kind."""
    counts: dict[str, int] = {}
    for _, kind, _ in piles:
        word = _OBJECT_WORDS.get(kind, "object")
        counts[word] = counts.get(word, 0) + 1
    said = [plural(n, word) for word, n in counts.items()]
    if cards and said:
        said[0] += f" ({plural(cards, 'card')})"
    return ", ".join(said)


@contextmanager
def _bar(label: str, unit: str) -> Iterator[Any]:
    from tqdm import tqdm  # type: ignore[import-untyped]  # only when an export runs

    with tqdm(total=0, desc=label, unit=unit, leave=False, file=sys.stderr, disable=None) as bar:
        yield bar


def _step(bar: Any) -> Callable[[int, int], None]:
    def step(done: int, total: int) -> None:
        bar.total = total
        bar.n = done
        bar.refresh()

    return step
