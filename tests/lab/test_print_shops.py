"""Print shops' sizes and paper not wasted: the MakePlayingCards, DriveThruCards and plain
63 x 88 mm presets give the shops' exact pixels at 300 dpi with their bleed, on the
command line too; shared cuts and gutters fit nine poker cards with 3 mm bleed on A4 and
on Letter, each card's trim still marked and no card's bleed over another's trim."""

from __future__ import annotations

import argparse
from pathlib import Path

import pygame
import pytest
from pypdf import PdfReader

from game.games import REGISTRY
from game.lab.pdf import export_pdf
from game.lab.png_export import export_png, picture_size
from game.lab.sheets import CARD_SIZES, MM, SHOP_PIXELS, CardSize, PrintOptions, sheet_layout
from tests.lab.fake_deck import FakeDeck
from tests.lab.test_pdf import Page

POKER_BLEED = CARD_SIZES["poker-bleed"]


def _cli(argv: list[str]) -> argparse.Namespace:
    from game.lab import cli

    parser = argparse.ArgumentParser()
    cli.add_parser(parser.add_subparsers(dest="command"), ["riders"])
    return parser.parse_args(["lab", *argv])


@pytest.mark.parametrize(
    ("preset", "whole", "bleed"),
    [("mpc", (822, 1122), 36), ("drivethru", (825, 1125), 38), ("poker-bleed", (815, 1110), 35)],
)
def test_each_shop_preset_gives_the_shops_pixels_at_300_dpi(
    preset: str, whole: tuple[int, int], bleed: int
) -> None:
    size = CARD_SIZES[preset]
    trim, bleed_px = picture_size(size, size.bleed_mm, 300)
    assert (trim[0] + 2 * bleed_px, trim[1] + 2 * bleed_px) == whole == SHOP_PIXELS[preset]
    assert bleed_px == bleed
    # a hair less bleed would not give them: the presets' millimetres are exact
    trim, bleed_px = picture_size(size, size.bleed_mm - 0.1, 300)
    assert trim[0] + 2 * bleed_px < whole[0]


def test_the_makeplayingcards_preset_writes_822_by_1122_pngs(tmp_path: Path) -> None:
    mpc = CARD_SIZES["mpc"]
    options = PrintOptions(card=mpc, bleed_mm=mpc.bleed_mm)
    report = export_png(FakeDeck([2, 1]), tmp_path, options)  # type: ignore[arg-type]
    for name in ("c0-1.png", "c0-2.png", "c1-1.png", "back.png"):
        assert pygame.image.load(str(tmp_path / name)).get_size() == (822, 1122)
    assert report.groups[0].pixels == (822, 1122)


def test_the_command_line_presets_bring_their_bleed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.lab import export

    assert export.options_from(_cli(["riders", "--card-size", "mpc"])).bleed_mm == 3.048
    assert export.options_from(_cli(["riders", "--card-size", "drivethru"])).bleed_mm == 3.175
    asked = _cli(["riders", "--card-size", "drivethru", "--bleed", "0"])
    assert export.options_from(asked).bleed_mm == 0.0  # the designer's word wins
    assert export.options_from(_cli(["riders"])).bleed_mm == 0.0  # home printing: none
    assert export.options_from(_cli(["riders", "--shared-cuts"])).gutter_mm == 0.0
    assert export.options_from(_cli(["riders", "--gutter", "2"])).gutter_mm == 2.0
    assert export.options_from(_cli(["riders"])).gutter_mm is None
    with pytest.raises(SystemExit):
        _cli(["riders", "--shared-cuts", "--gutter", "2"])
    capsys.readouterr()


def test_the_command_line_writes_makeplayingcards_pictures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.lab import cli

    folder = tmp_path / "mpc"
    args = _cli(["riders", "--png", str(folder), "--card-size", "mpc", "--one-each"])
    assert cli.run(args, REGISTRY) == 0
    out = capsys.readouterr().out
    assert "822 x 1122 px, MakePlayingCards poker (63.5 x 88.9 mm) with 3.048 mm bleed" in out
    assert pygame.image.load(str(folder / "strike-1.png")).get_size() == (822, 1122)


@pytest.mark.parametrize(
    ("paper", "gutter", "grid"),
    [
        ("a4", None, (2, 3)),  # each card its whole bleed: 6 a page
        ("a4", 0.0, (3, 3)),  # shared cuts
        ("a4", 2.0, (3, 3)),
        ("a4", 5.0, (2, 3)),
        ("letter", None, (3, 2)),
        ("letter", 0.0, (3, 3)),
        ("letter", 2.0, (3, 2)),  # 3 x 88 + 2 x 2 + 2 x 3 mm and the marks: 0.6 mm too tall
    ],
)
def test_shared_cuts_and_gutters_fit_nine_poker_cards_with_bleed(
    paper: str, gutter: float | None, grid: tuple[int, int]
) -> None:
    layout = sheet_layout(PrintOptions(paper=paper, card=POKER_BLEED, bleed_mm=3, gutter_mm=gutter))
    assert (layout.columns, layout.rows) == grid


def test_with_shared_cuts_neighbours_abut_and_the_bleed_runs_only_around_the_block() -> None:
    layout = sheet_layout(PrintOptions(card=POKER_BLEED, bleed_mm=3, gutter_mm=0))
    xs = sorted({round(x / MM, 2) for x, _, w, _ in layout.faces for x in (x, x + w)})
    assert xs == [10.5, 73.5, 136.5, 199.5]  # 189 mm of cards centred on 210 mm
    painted = layout.painted(layout.faces)
    left_top, middle = painted[0], painted[4]
    assert tuple(round(v / MM, 2) for v in left_top) == (7.5, 192.5, 66.0, 91.0)
    assert middle == layout.faces[4]  # no bleed at all: every side has a neighbour
    # a page of 7: the seventh (bottom left) has none on its right: its bleed there too
    x, y, w, h = layout.faces[6]
    assert layout.painted(layout.faces, 7)[6] == (x - 3 * MM, y - 3 * MM, w + 6 * MM, h + 3 * MM)


def test_a_gutter_narrower_than_twice_the_bleed_halves_it_between_the_cards() -> None:
    layout = sheet_layout(PrintOptions(card=POKER_BLEED, bleed_mm=3, gutter_mm=2))
    first, second = layout.faces[0], layout.faces[1]
    assert round((second[0] - first[0] - first[2]) / MM, 6) == 2.0
    painted = layout.painted(layout.faces)
    assert round((painted[0][0] + painted[0][2]) / MM, 4) == round(painted[1][0] / MM, 4)
    assert round((first[0] + first[2]) / MM + 1, 4) == round(painted[1][0] / MM, 4)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_pdf_puts_nine_poker_cards_with_3_mm_bleed_on_the_first_page(
    tmp_path: Path, paper: str
) -> None:
    path = tmp_path / "cards.pdf"
    options = PrintOptions(
        paper=paper,
        card=POKER_BLEED,
        bleed_mm=3,
        gutter_mm=0,
        calibration=False,
        backs="none",
        dpi=72,
    )
    report = export_pdf(FakeDeck([1] * 12), path, options)  # type: ignore[arg-type]
    reader = PdfReader(path)
    first = Page(reader, 0)
    assert len(first.placed) == 9 and report.per_page == 9
    assert len(Page(reader, 1).placed) == 3
    layout = sheet_layout(options)
    marks = sorted(tuple(round(v, 2) for v in line) for line in first.lines)
    assert marks == sorted(tuple(round(v, 2) for v in line) for line in layout.face_marks(9))
    # each card's trim marked: 4 cut lines across, 4 down, a mark at each end of each
    assert len(marks) == 2 * 4 + 2 * 4
    # each card drawn through a clip of what it may paint: the middle one its trim alone
    clips = [tuple(round(v, 2) for v in rect) for rect in first.rects]
    middle = tuple(round(v, 2) for v in layout.faces[4])
    assert middle in clips


def test_the_command_line_says_the_spacing_it_printed_with(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.lab import cli

    path = tmp_path / "cards.pdf"
    argv = ["riders", "--pdf", str(path), "--card-size", "poker-bleed", "--shared-cuts"]
    assert cli.run(_cli([*argv, "--paper", "letter", "--one-each"]), REGISTRY) == 0
    out = capsys.readouterr().out
    assert "cards (9 a page, poker with bleed (63 x 88 mm), Letter, shared cuts), " in out
    gutter = ["riders", "--pdf", str(path), "--gutter", "2.5", "--one-each"]
    assert cli.run(_cli(gutter), REGISTRY) == 0
    assert "(9 a page, poker (63 x 88 mm), A4, 2.5 mm gutter), " in capsys.readouterr().out


def test_a_board_larger_than_the_page_is_tiled_at_true_size_with_alignment_marks(
    tmp_path: Path,
) -> None:
    from game.lab.sheets import tile_plan
    from tests.lab.fake_deck import ComponentDeck, colour

    deck = ComponentDeck([(1, "card", ""), (1, "board", "")])
    path = tmp_path / "board.pdf"
    options = PrintOptions(backs="none", calibration=False, tile_large=True, dpi=72)
    report = export_pdf(deck, path, options)  # type: ignore[arg-type]
    # 378 x 226.8 mm: A4 less 10 mm margins is 190 x 277 mm, each page 180 mm on from
    # the last; portrait takes 3 x 1 pages, landscape (277 x 190) 2 x 2
    plan = tile_plan(PrintOptions(card=CardSize("board", 378, 226.8)))
    assert (plan.columns, plan.rows, plan.page[0] > plan.page[1]) == (3, 1, False)
    reader = PdfReader(path)
    assert report.pages == len(reader.pages) == 1 + 3
    assert report.notes == (
        "Card 1 (378 x 226.8 mm) is larger than A4: tiled at true size over 3 pages each "
        "(3 x 1, 10 mm overlapping), on one side.",
    )
    pages = [Page(reader, n) for n in range(1, 4)]
    for column, page in enumerate(pages):
        ((name, rect),) = page.placed
        assert page.colour(name) == colour(1)
        x, y, w, h = (round(v / MM, 2) for v in rect)
        assert (w, h) == (378.0, 226.8)  # true size
        assert x == round(10 - column * 180, 2)  # each page 180 mm on, 10 mm shared
        assert round(y + h, 2) == 287.0  # its top at the top of the window
        # the seams' alignment marks (circles drawn as curves; their crosses as lines)
        assert len([line for line in page.lines if abs(line[0] - line[2]) < 1e-6]) >= 3
    # the marks of the first seam lie in the middle of the 10 mm both pages show
    seam = [(mx, my) for mx, my in plan.marks() if abs(mx - 185 * MM) < 1e-6]
    assert len(seam) == 2
    for page in pages[:2]:
        x = page.placed[0][1][0] + seam[0][0]
        assert 10 * MM < x < 200 * MM  # on both pages' windows
    assert round((pages[0].placed[0][1][0] + seam[0][0]) / MM, 2) == 195.0
    assert round((pages[1].placed[0][1][0] + seam[0][0]) / MM, 2) == 15.0


def test_with_duplex_backs_each_tiled_page_has_a_blank_back(tmp_path: Path) -> None:
    from tests.lab.fake_deck import ComponentDeck

    deck = ComponentDeck([(1, "board", "")])
    options = PrintOptions(calibration=False, tile_large=True, dpi=72)
    report = export_pdf(deck, tmp_path / "b.pdf", options)  # type: ignore[arg-type]
    reader = PdfReader(tmp_path / "b.pdf")
    assert report.pages == len(reader.pages) == 6  # 3 pages, each with its back
    assert [len(Page(reader, n).placed) for n in range(6)] == [1, 0] * 3
