"""The print-and-play PDF, read back with pypdf: its pages, page size, boxes, where each
card and back was drawn (from the content stream's `cm` operators), its crop marks,
the fold line and the calibration page."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pygame
import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from game.core.errors import DataError
from game.games import REGISTRY
from game.lab.pdf import PrintOptions, edge_colour, export_pdf, with_bleed
from game.lab.sheets import CARD_SIZES, MM, PAPERS, sheet_layout
from tests.lab.fake_deck import (
    BACK_BOTTOM,
    BACK_TOP,
    TILE_BACK,
    ComponentDeck,
    FakeDeck,
    colour,
)

LOW = 72  # dpi: small images keep these tests quick; one test checks 300 dpi


def opts(**kw: Any) -> PrintOptions:
    kw.setdefault("dpi", LOW)
    return PrintOptions(**kw)


def export(tmp_path: Path, copies: list[int], **kw: Any) -> tuple[PdfReader, Any]:
    path = tmp_path / "cards.pdf"
    report = export_pdf(FakeDeck(copies), path, opts(**kw))  # type: ignore[arg-type]
    return PdfReader(path), report


def _multiply(m: list[float], n: list[float]) -> list[float]:
    """m then n, as PDF matrices [a b c d e f]."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return [
        a * p + b * r,
        a * q + b * s,
        c * p + d * r,
        c * q + d * s,
        e * p + f * r + t,
        e * q + f * s + u,
    ]


class Page:
    """What a page draws: forms placed (name, x, y, w, h), line segments, rectangles."""

    def __init__(self, reader: PdfReader, number: int) -> None:
        self.page = reader.pages[number]
        self.placed: list[tuple[str, tuple[float, float, float, float]]] = []
        self.lines: list[tuple[float, float, float, float]] = []
        self.rects: list[tuple[float, float, float, float]] = []
        ctm = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
        stack: list[list[float]] = []
        start = (0.0, 0.0)
        for operands, op in ContentStream(self.page.get_contents(), reader).operations:
            if op == b"q":
                stack.append(ctm)
            elif op == b"Q":
                ctm = stack.pop()
            elif op == b"cm":
                ctm = _multiply([float(v) for v in operands], ctm)
            elif op == b"Do":
                a, _, _, d, e, f = ctm
                self.placed.append((str(operands[0]), (e, f, a, d)))
            elif op == b"m":
                start = self._at(ctm, operands)
            elif op == b"l":
                end = self._at(ctm, operands)
                self.lines.append((*start, *end))
                start = end
            elif op == b"re":
                x, y = self._at(ctm, operands[:2])
                self.rects.append((x, y, float(operands[2]), float(operands[3])))

    @staticmethod
    def _at(ctm: list[float], xy: list[Any]) -> tuple[float, float]:
        a, b, c, d, e, f = ctm
        x, y = float(xy[0]), float(xy[1])
        return (a * x + c * y + e, b * x + d * y + f)

    def picture(self, name: str) -> Any:
        """The image inside a placed form, as a PIL image."""
        form = self.page["/Resources"]["/XObject"][name].get_object()
        (image,) = form["/Resources"]["/XObject"].values()
        return image.get_object().decode_as_image()

    def colour(self, name: str, where: tuple[float, float] = (0.5, 0.5)) -> tuple[int, ...]:
        picture = self.picture(name)
        return picture.getpixel((int(picture.width * where[0]), int(picture.height * where[1])))


def in_mm(rect: tuple[float, ...]) -> tuple[float, ...]:
    return tuple(round(v / MM, 2) for v in rect)


def grown(rect: tuple[float, float, float, float], bleed: float) -> tuple[float, ...]:
    x, y, w, h = rect
    return (x - bleed, y - bleed, w + 2 * bleed, h + 2 * bleed)


@pytest.mark.parametrize(
    ("options", "pages", "cards"),
    [
        ({}, 2 + 2 * 2, 12),  # calibration and its blank back, 2 sheets of 9 faces and backs
        ({"backs": "none", "calibration": False}, 2, 12),
        ({"backs": "fold"}, 1 + 4, 12),  # 3 faces and their backs a page
        ({"one_each": True}, 2 + 2, 5),
        ({"backs": "duplex-short", "bleed_mm": 3}, 2 + 2 * 2, 12),  # 6 a page
        ({"backs": "none", "card": CARD_SIZES["mini"]}, 1 + 1, 12),  # 16 a page
    ],
)
def test_the_page_count_follows_the_cards_and_the_options(
    tmp_path: Path, options: dict[str, Any], pages: int, cards: int
) -> None:
    reader, report = export(tmp_path, [3, 2, 1, 4, 2], **options)
    assert len(reader.pages) == report.pages == pages
    assert report.cards == cards


@pytest.mark.parametrize(("paper", "size"), [("a4", (595.28, 841.89)), ("letter", (612.0, 792.0))])
def test_every_page_has_the_paper_size(
    tmp_path: Path, paper: str, size: tuple[float, float]
) -> None:
    reader, _ = export(tmp_path, [1] * 12, paper=paper)
    for page in reader.pages:
        assert (round(float(page.mediabox.width), 2), round(float(page.mediabox.height), 2)) == size
    assert PAPERS[paper].name in reader.pages[0].extract_text()


def test_trim_and_bleed_boxes_frame_the_cards_and_the_calibration_page_is_all_page(
    tmp_path: Path,
) -> None:
    reader, _ = export(tmp_path, [1] * 7, bleed_mm=3)
    calibration, _blank, faces, backs = reader.pages[:4]
    assert in_mm(tuple(calibration.trimbox)) == (0, 0, 210, 297)
    assert in_mm(tuple(calibration.bleedbox)) == (0, 0, 210, 297)
    assert in_mm(tuple(faces.trimbox)) == (39.0, 10.5, 171.0, 286.5)
    assert in_mm(tuple(faces.bleedbox)) == (36.0, 7.5, 174.0, 289.5)
    assert in_mm(tuple(backs.trimbox)) == (39.0, 10.5, 171.0, 286.5)  # the grid mirrored
    assert in_mm(tuple(faces.mediabox)) == (0, 0, 210, 297)


def test_without_bleed_the_bleed_box_is_the_trim_box(tmp_path: Path) -> None:
    reader, _ = export(tmp_path, [1], bleed_mm=0, calibration=False)
    assert in_mm(tuple(reader.pages[0].trimbox)) == (10.5, 16.5, 199.5, 280.5)
    assert tuple(reader.pages[0].bleedbox) == tuple(reader.pages[0].trimbox)


def test_each_copy_is_drawn_over_its_slot_and_bleed_in_the_card_file_order(tmp_path: Path) -> None:
    reader, _ = export(tmp_path, [3, 2, 1, 4], bleed_mm=3)
    layout = sheet_layout(opts(bleed_mm=3))
    page = Page(reader, 2)  # after the calibration page and its blank back
    assert [in_mm(rect) for _, rect in page.placed] == [
        in_mm(grown(slot, layout.bleed)) for slot in layout.faces
    ]
    names = [name for name, _ in page.placed]
    assert [page.colour(n) for n in names] == [colour(i) for i in (0, 0, 0, 1, 1, 2)]
    assert names[0] == names[1] == names[2] != names[3]  # one picture per kind of card
    second = Page(reader, 4)
    assert [second.colour(n) for n, _ in second.placed] == [colour(3)] * 4


def test_a_face_is_rendered_at_the_trim_size_plus_bleed_in_pixels(tmp_path: Path) -> None:
    deck = FakeDeck([1])
    path = tmp_path / "one.pdf"
    export_pdf(deck, path, PrintOptions(bleed_mm=3, calibration=False, backs="none"))  # type: ignore[arg-type]
    page = Page(PdfReader(path), 0)
    ((name, _),) = page.placed
    assert page.picture(name).size == (744 + 2 * 35, 1039 + 2 * 35)  # 63 x 88 mm + 3 mm at 300 dpi
    assert deck.faces_drawn == [("c0", 744)]
    assert page.colour(name, (0.0, 0.0)) == colour(0)  # the bleed carries the face's colour


def test_crop_marks_are_drawn_on_every_trim_line_of_a_page_of_faces(tmp_path: Path) -> None:
    reader, _ = export(tmp_path, [1] * 5, bleed_mm=3, calibration=False)
    layout = sheet_layout(opts(bleed_mm=3))
    drawn = sorted(tuple(round(v, 2) for v in line) for line in Page(reader, 0).lines)
    assert drawn == sorted(tuple(round(v, 2) for v in line) for line in layout.face_marks(5))
    assert len(drawn) == 2 * 4 + 2 * 6
    assert Page(reader, 1).lines == []  # the backs follow the cuts of the faces


def _backs(tmp_path: Path, backs: str) -> tuple[Page, Page]:
    reader, _ = export(tmp_path, [1, 1], bleed_mm=0, calibration=False, backs=backs)
    assert len(reader.pages) == 2
    return Page(reader, 0), Page(reader, 1)


def test_long_edge_duplex_mirrors_the_backs_left_to_right(tmp_path: Path) -> None:
    faces, backs = _backs(tmp_path, "duplex-long")
    assert [in_mm(r)[:2] for _, r in faces.placed] == [(10.5, 192.5), (73.5, 192.5)]
    assert [in_mm(r)[:2] for _, r in backs.placed] == [(136.5, 192.5), (73.5, 192.5)]
    name = backs.placed[0][0]
    assert backs.colour(name, (0.5, 0.25)) == BACK_TOP  # upright


def test_short_edge_duplex_mirrors_the_backs_top_to_bottom_and_turns_them(tmp_path: Path) -> None:
    faces, backs = _backs(tmp_path, "duplex-short")
    assert [in_mm(r)[:2] for _, r in faces.placed] == [(10.5, 192.5), (73.5, 192.5)]
    assert [in_mm(r)[:2] for _, r in backs.placed] == [(10.5, 16.5), (73.5, 16.5)]
    name = backs.placed[0][0]
    assert backs.colour(name, (0.5, 0.25)) == BACK_BOTTOM  # upside down


def test_fold_over_puts_faces_left_backs_right_and_a_fold_line_between(tmp_path: Path) -> None:
    reader, report = export(tmp_path, [2, 2], backs="fold", calibration=False)
    assert report.pages == len(reader.pages) == 2 and report.per_page == 3
    page = Page(reader, 0)
    faces = [in_mm(r) for n, r in page.placed if page.colour(n, (0.5, 0.75)) != BACK_BOTTOM]
    backs = [in_mm(r) for n, r in page.placed if page.colour(n, (0.5, 0.75)) == BACK_BOTTOM]
    assert faces == [(21.0, 192.5, 63.0, 88.0), (21.0, 104.5, 63.0, 88.0), (21.0, 16.5, 63.0, 88.0)]
    assert backs == [
        (126.0, 192.5, 63.0, 88.0),
        (126.0, 104.5, 63.0, 88.0),
        (126.0, 16.5, 63.0, 88.0),
    ]
    fold = [
        line for line in page.lines if round(line[0] / MM, 2) == round(line[2] / MM, 2) == 105.0
    ]
    assert len(fold) == 1 and abs(fold[0][3] - fold[0][1]) > 280 * MM
    assert "fold" in reader.pages[0].extract_text()


def test_the_calibration_page_has_rulers_the_card_at_true_size_and_says_100_percent(
    tmp_path: Path,
) -> None:
    reader, _ = export(tmp_path, [1], bleed_mm=3)
    text = reader.pages[0].extract_text()
    assert "Print at 100 % / actual size" in text
    assert "50 mm" in text and "2 in" in text
    assert "poker (63 x 88 mm)" in text
    assert "flip on the long edge" in text
    page = Page(reader, 0)
    lengths = {round(abs(x2 - x1), 2) for x1, y1, x2, y2 in page.lines if y1 == y2}
    assert round(50 * MM, 2) in lengths  # the 50 mm ruler
    assert 144.0 in lengths  # the 2 inch ruler
    sizes = [in_mm(r)[2:] for r in page.rects]
    assert (63.0, 88.0) in sizes and (69.0, 94.0) in sizes  # trim and bleed outlines
    assert "left blank" in reader.pages[1].extract_text()


def test_no_calibration_starts_with_the_faces(tmp_path: Path) -> None:
    reader, _ = export(tmp_path, [1], calibration=False)
    assert "actual size" not in reader.pages[0].extract_text()
    assert len(Page(reader, 0).placed) == 1


def test_progress_counts_the_cards_placed(tmp_path: Path) -> None:
    seen: list[tuple[int, int]] = []
    export_pdf(
        FakeDeck([5, 5]), tmp_path / "p.pdf", opts(), progress=lambda d, t: seen.append((d, t))
    )  # type: ignore[arg-type]
    assert seen == [(0, 10), (9, 10), (10, 10)]


def test_a_failed_export_leaves_the_old_file_and_no_leftovers(tmp_path: Path) -> None:
    path = tmp_path / "cards.pdf"
    path.write_bytes(b"old")

    class Broken(FakeDeck):
        def face(self, card_id: str, width: int) -> pygame.Surface:
            if card_id == "c1":
                raise DataError("layout.toml", "card c1: [art] box has 3 numbers, not 4")
            return super().face(card_id, width)

    with pytest.raises(DataError):
        export_pdf(Broken([1, 1]), path, opts())  # type: ignore[arg-type]
    assert path.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.pdf"]


def test_a_folder_that_cannot_be_written_fails_before_any_face_is_drawn(tmp_path: Path) -> None:
    deck = FakeDeck([1])
    with pytest.raises(OSError):
        export_pdf(deck, tmp_path / "missing" / "cards.pdf", opts())  # type: ignore[arg-type]
    assert deck.faces_drawn == []


def test_a_deck_with_nothing_to_print_says_so(tmp_path: Path) -> None:
    with pytest.raises(ValueError) as bad:
        export_pdf(FakeDeck([0, 0]), tmp_path / "x.pdf", opts())  # type: ignore[arg-type]
    assert str(bad.value) == (
        "Test Deck: no card has copies to print (test_cards.toml); --one-each prints one of each."
    )


def test_faces_of_other_proportions_are_centred_and_noted(tmp_path: Path) -> None:
    reader, report = export(tmp_path, [1], card=CARD_SIZES["tarot"], calibration=False)
    assert report.notes == (
        "Test Deck faces are wider than a tarot (70 x 120 mm) card (0.71 wide for 1 tall, "
        "the card 0.58): each face is centred on its card, its edge colour around it.",
    )
    page = Page(reader, 0)
    assert page.colour(page.placed[0][0], (0.5, 0.02)) == colour(0)


def test_with_bleed_squares_rounded_corners_and_pulls_each_edge_outwards() -> None:
    face = pygame.Surface((40, 60), pygame.SRCALPHA)
    face.fill((0, 0, 0, 0))
    pygame.draw.rect(face, (10, 120, 10), face.get_rect(), border_radius=8)
    pygame.draw.rect(face, (200, 200, 0), (0, 20, 40, 10))  # a band across both sides
    out = with_bleed(face, (40, 60), 5)
    assert out.get_size() == (50, 70)
    assert edge_colour(face) == (10, 120, 10)
    assert out.get_at((0, 0))[:3] == (10, 120, 10)  # the corner squared
    assert out.get_at((5, 5))[:3] == (10, 120, 10)  # the rounded corner filled
    assert out.get_at((0, 30))[:3] == (200, 200, 0)  # the band carried into the bleed
    assert out.get_at((49, 30))[:3] == (200, 200, 0)
    assert out.get_at((25, 0))[:3] == (10, 120, 10)


def test_the_riders_deck_prints_one_of_each(tmp_path: Path) -> None:
    from game.lab.deck import make_lab_deck

    deck = make_lab_deck(REGISTRY.entry("riders"))
    path = tmp_path / "riders.pdf"
    report = export_pdf(deck, path, opts(one_each=True, calibration=False))
    reader = PdfReader(path)
    assert report.cards == len([c for c in deck.cards() if c.shape == "card"]) == 20
    assert len(reader.pages) == report.pages >= 6  # 3 pages of 9, each with its backs
    placed = [Page(reader, n).placed for n in range(6)]
    assert [len(p) for p in placed] == [9, 9, 9, 9, 2, 2]
    assert len({name for name, _ in placed[0]}) == 9  # nine different cards
    tiles = len([c for c in deck.cards() if c.shape == "tile"])
    assert report.others == ((("tile", tiles),) if tiles else ())
    after = [len(Page(reader, n).placed) for n in range(6, report.pages)]
    assert sum(after) == 2 * tiles  # then each tile and its back


def _cli(argv: list[str]) -> argparse.Namespace:
    from game.lab import cli

    parser = argparse.ArgumentParser()
    cli.add_parser(parser.add_subparsers(dest="command"), ["riders"])
    return parser.parse_args(["lab", *argv])


def test_the_command_line_writes_the_pdf_and_says_so_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.lab import cli

    path = tmp_path / "out.pdf"
    args = _cli(["riders", "--pdf", str(path), "--one-each", "--no-calibration", "--backs", "none"])
    assert cli.run(args, REGISTRY) == 0
    (line,) = capsys.readouterr().out.splitlines()
    pages = len(PdfReader(path).pages)
    assert line.startswith(
        f"Wrote {path}: {pages} pages, 20 cards (9 a page, poker (63 x 88 mm), A4), "
    )
    assert line.endswith(" s")
    assert pages >= 3  # 3 of cards, then any tiles


def test_the_command_line_names_a_bad_option_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.lab import cli

    path = tmp_path / "out.pdf"
    args = _cli(["riders", "--pdf", str(path), "--card-size", "300x90", "--paper", "Letter"])
    assert cli.run(args, REGISTRY) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert out.err == (
        "Can't print Dragon Riders: A 300 x 90 mm card with 0 mm bleed needs 306 x 96 mm "
        "with its crop marks, and Letter is 215.9 x 279.4 mm; choose a smaller card, "
        "less bleed or larger paper.\n"
    )
    assert not path.exists()


def test_a_face_within_half_a_percent_of_the_trim_is_used_pixel_for_pixel() -> None:
    face = pygame.Surface((100, 141))
    for x in range(100):
        face.fill((255, 255, 255) if x % 2 else (0, 0, 0), (x, 0, 1, 141))
    out = with_bleed(face, (100, 140), 0)
    assert out.get_size() == (100, 140)
    assert [out.get_at((x, 70))[:3] for x in range(4)] == [(0, 0, 0), (255, 255, 255)] * 2


def test_a_face_of_other_proportions_is_centred_with_its_edge_around_it() -> None:
    face = pygame.Surface((100, 150))
    face.fill((10, 20, 30))
    face.fill((200, 0, 0), (0, 0, 4, 150))  # a red left edge
    out = with_bleed(face, (100, 140), 2)
    assert out.get_size() == (104, 144)
    # scaled to 93 x 140, centred: 5 pixels each side of it (3 in the trim, 2 of bleed)
    assert out.get_at((0, 72))[:3] == (200, 0, 0)  # the left edge pulled out
    assert out.get_at((103, 72))[:3] == (10, 20, 30)
    assert out.get_at((52, 72))[:3] == (10, 20, 30)


def test_tiles_tokens_and_a_board_follow_the_cards_each_at_its_own_proportions(
    tmp_path: Path,
) -> None:
    deck = ComponentDeck([(2, "card", ""), (3, "tile", ""), (2, "token", ""), (1, "board", "")])
    path = tmp_path / "all.pdf"
    report = export_pdf(deck, path, opts(backs="none", calibration=False))  # type: ignore[arg-type]
    reader = PdfReader(path)
    assert report.pages == len(reader.pages) == 4  # cards, tiles, tokens, the board
    assert report.cards == 2
    assert report.others == (("tile", 3), ("token", 2), ("board", 1))
    cards, tiles, tokens, board = (Page(reader, n) for n in range(4))
    assert len(board.placed) == 1
    assert [in_mm(r)[2:] for _, r in cards.placed] == [(63.0, 88.0)] * 2
    assert [in_mm(r)[2:] for _, r in tiles.placed] == [(63.0, 63.0)] * 3  # square tiles
    assert [in_mm(r)[2:] for _, r in tokens.placed] == [(25.2, 25.2)] * 2  # 0.4 of the card
    assert [tiles.colour(n) for n, _ in tiles.placed] == [colour(1)] * 3
    token = tokens.placed[0][0]
    assert tokens.colour(token) == colour(2)
    assert tokens.colour(token, (0.02, 0.02)) == (255, 255, 255)  # punched out of white
    for page in (cards, tiles, tokens):
        assert in_mm((0, 0, *page.page.mediabox[2:]))[2:] == (210.0, 297.0)


def test_a_board_larger_than_the_page_is_scaled_to_fit_one_landscape_page(
    tmp_path: Path,
) -> None:
    deck = ComponentDeck([(1, "card", ""), (1, "board", "")])
    path = tmp_path / "board.pdf"
    report = export_pdf(deck, path, opts(backs="duplex-long", calibration=False))  # type: ignore[arg-type]
    reader = PdfReader(path)
    assert report.pages == len(reader.pages) == 4  # the card and its back, the board and its
    board = Page(reader, 2)
    assert in_mm((0, 0, *board.page.mediabox[2:]))[2:] == (297.0, 210.0)
    ((name, rect),) = board.placed
    # 378 x 226.8 mm (6 cards wide, 0.6 as tall) at 75.9 %, within 5 mm margins
    assert in_mm(rect) == (5.05, 18.93, 286.9, 172.14)
    assert board.colour(name) == colour(1)
    assert report.notes == (
        "Card 1 (378 x 226.8 mm) is larger than A4: printed at 75 % (286.9 x 172.1 mm), "
        "one a page.",
    )
    ((_, back),) = Page(reader, 3).placed
    assert in_mm(back) == in_mm(rect)  # mirrored on the long edge of a centred board


def test_tiles_are_backed_by_their_own_back(tmp_path: Path) -> None:
    deck = ComponentDeck([(1, "card", ""), (2, "tile", "")])
    path = tmp_path / "backs.pdf"
    export_pdf(deck, path, opts(backs="duplex-long", calibration=False))  # type: ignore[arg-type]
    reader = PdfReader(path)
    card_back, tile_backs = Page(reader, 1), Page(reader, 3)
    assert card_back.colour(card_back.placed[0][0], (0.5, 0.25)) == BACK_TOP
    assert [tile_backs.colour(n) for n, _ in tile_backs.placed] == [TILE_BACK] * 2
    assert len({n for n, _ in tile_backs.placed}) == 1  # one picture for both


def test_a_text_that_does_not_fit_is_named_and_the_pdf_written(tmp_path: Path) -> None:
    deck = ComponentDeck([(1, "card", ""), (1, "card", "")], too_long={"c1": ("text", "name")})
    report = export_pdf(deck, tmp_path / "x.pdf", opts(calibration=False))  # type: ignore[arg-type]
    assert report.warnings == (
        "Card 1 (c1): text and name do not fit their boxes (line 11); written as it is",
    )
    assert report.pages == 2
