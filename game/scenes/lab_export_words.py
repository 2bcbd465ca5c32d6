"""What the layout lab's export dialog says after an export: what was written and where,
how to share a Tabletop Simulator deck, and which cards' texts do not fit.

Plain sentences from the export modules' reports, so the dialog only places them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.core.words import plural

if TYPE_CHECKING:
    from game.lab.pdf import PrintReport
    from game.lab.png_export import PngReport
    from game.lab.tts import TtsReport

NAMED = 4  # cards named in a warning; the rest are counted


def pdf_said(report: PrintReport) -> str:
    """ "Wrote 14 pages (44 cards, 9 a page; 10 tiles) to FILE in 2.5 s.", then each
    note (a board scaled to fit a page) on a line of its own."""
    others = [plural(n, shape) for shape, n in report.others]
    also = f"; {_listed(others)}" if others else ""
    said = (
        f"Wrote {report.pages} pages ({report.cards} cards, {report.per_page} a page{also}) "
        f"to {report.path} in {report.seconds:.1f} s."
    )
    return "\n".join([said, *report.notes])


def png_said(report: PngReport) -> str:
    """ "Wrote 44 card faces and 1 back, 300 dpi with 3 mm bleed (a card 815 × 1110 px),
    to FOLDER in 2.1 s." """
    counts: dict[str, int] = {}
    for group in report.groups:
        what = group.what if group.what.endswith(" face") else "back"
        counts[what] = counts.get(what, 0) + len(group.files)
    backs = counts.pop("back", 0)
    said = [plural(n, what) for what, n in counts.items()]
    if backs:
        said.append(plural(backs, "back"))
    bleed = f"{report.bleed_mm:.1f}".removesuffix(".0")
    bleed = f"with {bleed} mm bleed" if report.bleed_mm else "without bleed"
    size = ""
    if report.groups:
        first = report.groups[0]
        shape = first.what.removesuffix(" face")
        size = f" (a {shape} {first.pixels[0]} × {first.pixels[1]} px)"
    return (
        f"Wrote {_listed(said)}, {report.dpi} dpi {bleed}{size}, "
        f"to {report.folder} in {report.seconds:.1f} s."
    )


def tts_said(report: TtsReport) -> str:
    """What a Tabletop Simulator export wrote, where the saved object goes, and how the
    deck is shared: by uploading the pictures and exporting again with their web
    address, or (with one) by uploading them there before sharing."""
    sheets = len(report.sheets)
    lines = [
        f"Wrote {plural(sheets, 'sheet')} and the deck's saved object to {report.folder} in "
        f"{report.seconds:.1f} s. Copy {report.saved_object.name} into Tabletop Simulator's "
        "Saves/Saved Objects folder."
    ]
    if report.url_base:
        lines.append(
            f"It loads the pictures from {report.url_base}: upload every picture of this "
            "folder there, under the same names, before you share it."
        )
    else:
        lines.append(
            "Only this computer can load it (its pictures are file:/// addresses). To share "
            "it, upload the folder's pictures to a web host, type the web address of their "
            "folder above, and export again."
        )
    return "\n".join(lines)


def overflow_said(warnings: Iterable[str], cards: Iterable[tuple[str, str]]) -> str:
    """The export's warnings in a line or two: one card's warning in full; several
    cards named, the first few, and the rest counted ("" without warnings). `cards` are
    the deck's (id, name), to read each warning's card from its start."""
    lines = list(warnings)
    if not lines:
        return ""
    if len(lines) == 1:
        return f"Warning: {lines[0]}."
    shown = [(name if name == id_ else f"{name} ({id_})", name) for id_, name in cards]
    names = [_card_of(line, shown) for line in lines]
    if len(names) > NAMED:
        names = [*names[:NAMED], f"{len(names) - NAMED} more"]
    return (
        f"Warning: the texts of {len(lines)} cards do not fit their boxes and were written "
        f"as they are: {_listed(names)}. The lab's Too long button shows them."
    )


def _card_of(line: str, shown: list[tuple[str, str]]) -> str:
    """The name of the card a warning is about: the one whose name (and id) begins it."""
    found = [(len(prefix), name) for prefix, name in shown if line.startswith(prefix + ": ")]
    return max(found)[1] if found else line.partition(": ")[0]


def _listed(words: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if not words:
        return "nothing"
    *most, last = words
    return f"{', '.join(most)} and {last}" if most else last


__all__ = ["NAMED", "overflow_said", "pdf_said", "png_said", "tts_said"]
