"""Print sheet arithmetic: card sizes, papers, how many cards fit, where each card, its
back and its crop marks go (all in points; 1 mm = 72 / 25.4 pt)."""

from __future__ import annotations

import pytest

from game.lab.sheets import (
    CARD_SIZES,
    MM,
    PAPERS,
    CardSize,
    PrintOptions,
    Rect,
    bounds,
    crop_marks,
    parse_card_size,
    pixels,
    sheet_layout,
)


def mm(rect: tuple[float, ...]) -> tuple[float, ...]:
    """Points back to millimetres, rounded to 0.01 mm."""
    return tuple(round(v / MM, 2) for v in rect)


def poker(**kw: object) -> PrintOptions:
    return PrintOptions(card=CARD_SIZES["poker"], **kw)  # type: ignore[arg-type]


def test_the_presets_are_the_usual_card_sizes_in_millimetres() -> None:
    sizes = {name: (c.width_mm, c.height_mm) for name, c in CARD_SIZES.items()}
    assert sizes == {
        "poker": (63, 88),
        "bridge": (57, 89),
        "mini": (44, 67),
        "tarot": (70, 120),
        "mpc": (63.5, 88.9),
        "drivethru": (63.5, 88.9),
        "poker-bleed": (63, 88),
    }
    bleeds = {name: c.bleed_mm for name, c in CARD_SIZES.items() if c.bleed_mm}
    assert bleeds == {"mpc": 3.048, "drivethru": 3.175, "poker-bleed": 3.0}
    assert CARD_SIZES["poker"].label() == "poker (63 x 88 mm)"


def test_papers_are_a4_and_letter_in_points() -> None:
    assert (round(PAPERS["a4"].width, 2), round(PAPERS["a4"].height, 2)) == (595.28, 841.89)
    assert (PAPERS["letter"].width, PAPERS["letter"].height) == (612.0, 792.0)


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("poker", CARD_SIZES["poker"]),
        (" Tarot ", CARD_SIZES["tarot"]),
        ("60x90", CardSize("custom", 60, 90)),
        ("63.5 x 88.9", CardSize("custom", 63.5, 88.9)),
        ("60×90mm", CardSize("custom", 60, 90)),
    ],
)
def test_a_card_size_is_a_preset_or_width_x_height(text: str, size: CardSize) -> None:
    assert parse_card_size(text) == size


def test_a_card_size_that_is_neither_says_what_is_allowed() -> None:
    with pytest.raises(ValueError) as bad:
        parse_card_size("huge")
    assert str(bad.value) == (
        "Card size 'huge' is not poker, bridge, mini, tarot, mpc, drivethru, poker-bleed or a "
        "size in millimetres such as 60x90."
    )
    with pytest.raises(ValueError, match=r"^Card size '10x90' is too small: each side must be "):
        parse_card_size("10x90")
    assert parse_card_size("60x90").label() == "60 x 90 mm"


def test_300_dpi_pixels_of_a_poker_card() -> None:
    assert (pixels(63), pixels(88), pixels(3)) == (744, 1039, 35)


@pytest.mark.parametrize(
    ("paper", "card", "bleed", "backs", "grid"),
    [
        ("a4", "poker", 0, "duplex-long", (3, 3)),
        ("a4", "poker", 3, "duplex-long", (2, 3)),
        ("letter", "poker", 0, "duplex-long", (3, 3)),
        ("letter", "poker", 3, "duplex-long", (3, 2)),  # crop marks shortened to 3.45 mm
        ("a4", "bridge", 0, "none", (3, 3)),
        ("a4", "mini", 0, "none", (4, 4)),
        ("a4", "mini", 3, "none", (4, 3)),
        ("a4", "tarot", 0, "none", (2, 2)),
        ("a4", "poker", 0, "fold", (1, 3)),
        ("a4", "mini", 0, "fold", (2, 4)),
    ],
)
def test_as_many_cards_a_page_as_fit_with_their_bleed_and_crop_marks(
    paper: str, card: str, bleed: float, backs: str, grid: tuple[int, int]
) -> None:
    layout = sheet_layout(
        PrintOptions(paper=paper, card=CARD_SIZES[card], bleed_mm=bleed, backs=backs)
    )
    assert (layout.columns, layout.rows) == grid
    assert layout.per_page == grid[0] * grid[1]


def test_a4_poker_without_bleed_is_centred_three_by_three_cards_touching() -> None:
    layout = sheet_layout(poker(bleed_mm=0))
    assert mm(layout.faces[0]) == (10.5, 192.5, 63.0, 88.0)  # top left
    assert mm(layout.faces[1]) == (73.5, 192.5, 63.0, 88.0)
    assert mm(layout.faces[3]) == (10.5, 104.5, 63.0, 88.0)  # second row
    assert mm(layout.faces[8]) == (136.5, 16.5, 63.0, 88.0)  # bottom right


def test_with_bleed_neighbours_are_spaced_by_twice_the_bleed() -> None:
    layout = sheet_layout(poker(bleed_mm=3))
    assert mm(layout.faces[0]) == (39.0, 198.5, 63.0, 88.0)
    assert mm(layout.faces[1]) == (108.0, 198.5, 63.0, 88.0)  # 63 + 2 x 3 further right
    assert mm(layout.faces[2]) == (39.0, 104.5, 63.0, 88.0)  # 88 + 2 x 3 further down
    assert mm(layout.face_boxes()[0]) == (39.0, 10.5, 171.0, 286.5)  # TrimBox
    assert mm(layout.face_boxes()[1]) == (36.0, 7.5, 174.0, 289.5)  # BleedBox


def test_duplex_long_edge_mirrors_backs_left_to_right() -> None:
    layout = sheet_layout(poker(bleed_mm=0, backs="duplex-long"))
    assert mm(layout.backs[0]) == (136.5, 192.5, 63.0, 88.0)  # top left's back: top right
    assert mm(layout.backs[1]) == (73.5, 192.5, 63.0, 88.0)
    assert not layout.backs_turned
    assert layout.duplex


def test_duplex_short_edge_mirrors_backs_top_to_bottom_and_turns_them() -> None:
    layout = sheet_layout(poker(bleed_mm=0, backs="duplex-short"))
    assert mm(layout.backs[0]) == (10.5, 16.5, 63.0, 88.0)  # top left's back: bottom left
    assert mm(layout.backs[1]) == (73.5, 16.5, 63.0, 88.0)
    assert layout.backs_turned


def test_fold_over_puts_each_back_beside_its_face_across_the_fold() -> None:
    layout = sheet_layout(poker(bleed_mm=3, backs="fold"))
    assert layout.fold_x is not None and round(layout.fold_x / MM, 2) == 105.0
    for face, back in zip(layout.faces, layout.backs, strict=True):
        assert face[0] + face[2] + layout.bleed < layout.fold_x < back[0] - layout.bleed
        assert round(face[0] + back[0] + face[2], 4) == round(2 * layout.fold_x, 4)
        assert face[1] == back[1]
    assert mm(layout.faces[0]) == (21.0, 198.5, 63.0, 88.0)
    assert mm(layout.backs[0]) == (126.0, 198.5, 63.0, 88.0)
    assert not layout.duplex


def test_no_backs_means_no_back_places() -> None:
    assert sheet_layout(poker(backs="none")).backs == ()


def test_every_card_keeps_its_bleed_and_crop_marks_on_the_page() -> None:
    for name, card in CARD_SIZES.items():
        for bleed in (0, 3):
            layout = sheet_layout(PrintOptions(card=card, bleed_mm=bleed))
            left, bottom, right, top = layout.face_boxes()[1]
            width, height = layout.page
            room = 5 * MM - 1e-6  # the marks' gap and length
            assert min(left, bottom, width - right, height - top) >= room, name


def test_crop_marks_sit_on_every_trim_line_outside_the_cards() -> None:
    layout = sheet_layout(poker(bleed_mm=0))
    marks = layout.face_marks(9)
    vertical = sorted({round(x1 / MM, 2) for x1, _, x2, _ in marks if x1 == x2})
    horizontal = sorted({round(y1 / MM, 2) for _, y1, _, y2 in marks if y1 == y2})
    assert vertical == [10.5, 73.5, 136.5, 199.5]
    assert horizontal == [16.5, 104.5, 192.5, 280.5]
    assert len(marks) == 16  # each trim line marked at both ends
    assert mm(marks[0]) == (10.5, 281.5, 10.5, 285.5)  # 1 mm above the card, 4 mm long
    assert mm(marks[1]) == (10.5, 15.5, 10.5, 11.5)
    assert _none_cross(marks, layout.faces, layout.bleed)


def test_with_bleed_each_card_has_its_own_trim_lines_and_no_mark_crosses_a_bleed() -> None:
    layout = sheet_layout(poker(bleed_mm=3))
    marks = layout.face_marks(6)
    assert len(marks) == 2 * 4 + 2 * 6  # 4 vertical trim lines, 6 horizontal
    assert _none_cross(marks, layout.faces, layout.bleed)
    top_mark = next(m for m in marks if m[0] == m[2] and m[1] > layout.page[1] / 2)
    assert round(top_mark[1] / MM, 2) == 286.5 + 3 + 1  # past the bleed, then the gap


def test_a_part_filled_page_marks_only_the_cards_on_it() -> None:
    layout = sheet_layout(poker(bleed_mm=0))
    marks = layout.face_marks(2)  # two cards in the top row
    vertical = sorted({round(x1 / MM, 2) for x1, _, x2, _ in marks if x1 == x2})
    horizontal = sorted({round(y1 / MM, 2) for _, y1, _, y2 in marks if y1 == y2})
    assert vertical == [10.5, 73.5, 136.5]
    assert horizontal == [192.5, 280.5]


def test_fold_over_marks_both_halves() -> None:
    layout = sheet_layout(poker(bleed_mm=0, backs="fold"))
    marks = layout.face_marks(3)
    vertical = sorted({round(x1 / MM, 2) for x1, _, x2, _ in marks if x1 == x2})
    assert vertical == [21.0, 84.0, 126.0, 189.0]
    assert _none_cross(marks, layout.faces + layout.backs, 0)


def test_pages_count_the_calibration_its_blank_back_faces_and_backs() -> None:
    duplex = sheet_layout(poker(bleed_mm=0))
    assert duplex.pages_for(10, calibration=True) == 2 + 2 * 2
    assert duplex.pages_for(9, calibration=False) == 2
    assert sheet_layout(poker(backs="none")).pages_for(10, calibration=True) == 1 + 2
    assert sheet_layout(poker(backs="fold")).pages_for(10, calibration=False) == 4


def test_a_card_larger_than_the_paper_is_one_line_naming_the_sizes() -> None:
    with pytest.raises(ValueError) as bad:
        sheet_layout(PrintOptions(card=parse_card_size("300x90")))
    assert str(bad.value) == (
        "A 300 x 90 mm card with 0 mm bleed needs 306 x 96 mm with its crop marks, "
        "and A4 is 210 x 297 mm; choose a smaller card, less bleed or larger paper."
    )


def test_fold_over_of_a_card_wider_than_half_the_page_says_so() -> None:
    with pytest.raises(ValueError) as bad:
        sheet_layout(PrintOptions(card=parse_card_size("100x100"), backs="fold"))
    assert str(bad.value) == (
        "Fold-over puts each face beside its back: a 100 x 100 mm card with 0 mm bleed "
        "needs 106 mm of width, and half of A4 is 105 mm; choose a smaller card, "
        "less bleed or duplex backs."
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (PrintOptions(paper="a3"), "Paper 'a3' is not a4 or letter."),
        (
            PrintOptions(backs="both"),
            "Backs 'both' is not duplex-long, duplex-short, fold or none.",
        ),
        (PrintOptions(bleed_mm=-1), "Bleed -1 mm is outside 0 to 10 mm."),
        (PrintOptions(bleed_mm=12.5), "Bleed 12.5 mm is outside 0 to 10 mm."),
    ],
)
def test_options_no_sheet_can_follow_are_named(options: PrintOptions, message: str) -> None:
    with pytest.raises(ValueError) as bad:
        sheet_layout(options)
    assert str(bad.value) == message


def test_bounds_and_crop_marks_of_nothing() -> None:
    assert bounds(((0, 0, 1, 2), (3, 4, 1, 1))) == (0, 0, 4, 5)
    assert crop_marks((), 0, (0, 0, 100, 100)) == []


def _none_cross(
    marks: list[tuple[float, float, float, float]], cards: tuple[Rect, ...], bleed: float
) -> bool:
    """No mark touches a card's rectangle grown by its bleed."""
    for x1, y1, x2, y2 in marks:
        for x, y, w, h in cards:
            left, right = x - bleed, x + w + bleed
            bottom, top = y - bleed, y + h + bleed
            if (
                max(x1, x2) >= left
                and min(x1, x2) <= right
                and max(y1, y2) >= bottom
                and min(y1, y2) <= top
            ):
                return False
    return True
