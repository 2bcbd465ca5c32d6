"""The layout lab's speed: from saving a card file to the redrawn face, and every face.

Run: python -m benchmarks.bench_lab [--saves N]. Prints Markdown for
docs/performance.md. A measurement, never a test: nothing fails on time.

- save to redraw: a designer's copy of a card file is saved (written beside and
  renamed over, as editors do) with one cost changed; the clock stops when the lab
  has noticed the save, read both files again, found the changed card and drawn
  its face at the grid's and the preview's widths. Both ways of noticing are
  measured: the operating system's notifications (watchfiles) and polling.
- every face: a fresh deck (no cached face) draws every kind of card of a game at
  the grid's default width and at the overflow check's width.
- print: the whole set of a game as print-and-play PDF sheets, default options.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game import paths
from game.games import REGISTRY
from game.lab.deck import CHECK_WIDTH, make_lab_deck
from game.lab.grid import ZOOMS
from game.lab.model import LabModel

GRID_WIDTH = ZOOMS[3]
PREVIEW_WIDTH = 330
MARK = 'id = "strike"\nname = "Strike"\ncost = '


def save_to_redraw(saves: int, poll: bool) -> list[float]:
    """Milliseconds from each save to the changed card's faces, drawn."""
    folder = Path(tempfile.mkdtemp(prefix="lab-bench-"))
    cards = folder / "riders.toml"
    shutil.copy(paths.card_file("riders"), cards)
    text = cards.read_text(encoding="utf-8")
    model = LabModel(REGISTRY.entry("riders"), cards, poll=poll)
    times = []
    try:
        time.sleep(0.3)  # the watch is up
        for n in range(saves):
            new = text.replace(MARK + "1", MARK + str(2 + n % 5))
            temp = cards.with_suffix(".tmp")
            temp.write_text(new, encoding="utf-8")
            start = time.perf_counter()
            temp.replace(cards)
            report = None
            deadline = start + 5
            while report is None and time.perf_counter() < deadline:
                report = model.poll()
                if report is None:
                    time.sleep(0.002)
            assert report is not None and report.ok, "the save was not noticed"
            assert [c.card for c in report.changes] == ["strike"]
            deck = model.deck
            assert deck is not None
            deck.face("strike", GRID_WIDTH)
            deck.face("strike", PREVIEW_WIDTH)
            times.append((time.perf_counter() - start) * 1000)
            time.sleep(0.15)  # a designer saves once in a while, not in a burst
    finally:
        model.close()
        shutil.rmtree(folder, ignore_errors=True)
    return times


def every_face(game: str, width: int) -> tuple[int, float]:
    """Cards drawn and seconds, from a fresh deck."""
    deck = make_lab_deck(REGISTRY.entry(game))
    cards = deck.cards()
    start = time.perf_counter()
    for card in cards:
        deck.face(card.id, width)
    return len(cards), time.perf_counter() - start


def pdf_export(game: str) -> tuple[int, int, float]:
    """Pages, cards and seconds of a default print-and-play export of the whole set."""
    from game.lab.pdf import export_pdf

    deck = make_lab_deck(REGISTRY.entry(game))
    with tempfile.TemporaryDirectory() as folder:
        report = export_pdf(deck, Path(folder) / "cards.pdf")
    return report.pages, report.cards, report.seconds


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--saves", type=int, default=40)
    args = parser.parse_args()
    pygame.init()
    python = platform.python_version()
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {python}")
    print()
    print("| save to redraw (Riders card file) | saves | p50 ms | p95 ms | max ms |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for poll in (False, True):
        times = save_to_redraw(args.saves, poll)
        how = "polling every 0.1 s" if poll else "watchfiles (notifications)"
        print(
            f"| {how} | {len(times)} | {statistics.median(times):.0f} | "
            f"{percentile(times, 0.95):.0f} | {max(times):.0f} |"
        )
    print()
    print("| every face, fresh deck | cards | width px | seconds |")
    print("| --- | ---: | ---: | ---: |")
    for game in ("riders", "draconium", "dune"):
        for width in (GRID_WIDTH, CHECK_WIDTH):
            count, seconds = every_face(game, width)
            print(f"| {game} | {count} | {width} | {seconds:.2f} |")
    print()
    print("| print-and-play PDF, default options | pages | cards | seconds |")
    print("| --- | ---: | ---: | ---: |")
    for game in ("riders", "draconium"):
        pages, cards, seconds = pdf_export(game)
        print(f"| {game} | {pages} | {cards} | {seconds:.1f} |")


if __name__ == "__main__":
    main()
