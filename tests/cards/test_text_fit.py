"""Text that fits its box by itself: wrap, tighter leading, a smaller size, then overflow;
inline icons that wrap and align like words; faces that name what does not fit."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import paths
from game.cards.fonts import font, forget_fonts
from game.cards.inline import Icon, pieces, plain_text, unknown_icons
from game.cards.text import (
    Align,
    Fitted,
    Token,
    draw_fitted,
    fit_line,
    fit_text,
    line_width,
    tokens,
    word_width,
)
from game.core.errors import DataError
from game.games.draconium.cards import load_catalog as load_draconium
from game.games.draconium.table.faces import DominionFaces, load_dominion_layout
from game.games.riders.cards import load_catalog as load_riders
from game.games.riders.table.faces import FaceRenderer
from game.games.riders.table.lab import RidersDeck
from game.games.riders.table.layout import layout_file, load_layout
from game.lab.deck import CHECK_WIDTH, overflow_list

INK = (20, 20, 20)
TWELVE = "one two three four five six seven eight nine ten eleven twelve"
RIDERS_LAYOUT = layout_file("riders").read_text(encoding="utf-8")
DRACONIUM_LAYOUT = paths.asset("layouts", "draconium.toml")


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.init()
    forget_fonts()  # fonts made before an earlier test's pygame.quit() are dead


def fit(box_h: int, box_w: int = 200, start: int = 20, least: int = 14) -> Fitted:
    return fit_text([tokens(TWELVE, INK)], pygame.Rect(0, 0, box_w, box_h), start, least, 1.0)


def words(fitted: Fitted) -> list[str]:
    return [" ".join(w for w, _, _ in line) for line in fitted.lines]


# ---------------------------------------------------------------- fitting


def test_the_numbers_below_come_from_noto_sans_at_20_px() -> None:
    # 28 px from line to line at full leading; letters reach 15 px above the baseline
    # and 5 below; 2 px of air above and below a block: four lines need 15+3*28+5+4.
    assert font(20).get_linesize() == 28
    assert fit(1000).height == 108


def test_a_text_that_fits_keeps_its_size_and_leading() -> None:
    fitted = fit(108)
    assert (fitted.size, fitted.spacing, fitted.height, fitted.overflow) == (20, 1.0, 108, False)
    assert words(fitted) == [
        "one two three four",
        "five six seven eight",
        "nine ten eleven",
        "twelve",
    ]


def test_a_slightly_long_text_tightens_its_leading_at_full_size() -> None:
    # 100 px: 28 px leading needs 108, 26.6 (0.95) needs 105, 25.2 (0.9) needs 99
    fitted = fit(100)
    assert (fitted.size, fitted.spacing, fitted.height, fitted.overflow) == (20, 0.9, 99, False)
    assert len(fitted.lines) == 4


def test_a_longer_text_shrinks_between_the_minimum_and_the_start() -> None:
    # 80 px: four lines need 90 even at the tightest leading (0.8) at 20 px and 87 at 19;
    # at 18 px the words make three lines, 72 px at full leading
    fitted = fit(80)
    assert (fitted.size, fitted.spacing, fitted.height, fitted.overflow) == (18, 1.0, 72, False)
    assert words(fitted) == ["one two three four", "five six seven eight", "nine ten eleven twelve"]


def test_a_text_that_cannot_fit_at_the_minimum_overflows_but_is_still_drawn() -> None:
    fitted = fit(40)
    assert fitted.overflow is True
    assert fitted.size < 14 and fitted.height <= 40
    nothing = fit(5)
    assert nothing.overflow is True and nothing.size == 6  # the floor: something is drawn


def test_the_tightest_leading_is_the_layouts_to_choose() -> None:
    box = pygame.Rect(0, 0, 200, 100)
    loose = fit_text([tokens(TWELVE, INK)], box, 20, 14, 1.0, min_spacing=1.0)
    assert (loose.size, loose.spacing, loose.height) == (18, 1.0, 72)  # no tightening: shrink
    tight = fit_text([tokens(TWELVE, INK)], box, 20, 14, 1.0)
    assert (tight.size, tight.spacing) == (20, 0.9)  # the default floor is 0.8 of the leading


@pytest.mark.parametrize("width", [40, 90, 140, 260])
def test_fit_line_finds_the_largest_size_that_fits(width: int) -> None:
    text = "Rider Immobilize"
    size, over = fit_line(text, width, 40, 12, True)
    fits = [s for s in range(6, 41) if font(s, True).size(text)[0] <= width]
    assert size == (max(fits) if fits else 6)
    assert over == (size < 12)


# ---------------------------------------------------------------- inline icons


def test_a_word_splits_into_letters_and_icons() -> None:
    assert pieces("+{coin2}.") == ("+", Icon("coin", "2"), ".")
    assert pieces("{energy}") == (Icon("energy"),)
    assert pieces("plain") == ("plain",)
    assert unknown_icons(
        "Gain {kitten} and {coin} {coin2} {claw3}", {"coin", "claw"}, {"coin"}
    ) == [
        "{kitten}",
        "{claw3}",
    ]
    assert plain_text("Gain 2 {energy}; +{coin2}.") == "Gain 2 energy; +2 coin."


def test_an_icon_is_measured_with_its_word() -> None:
    # at 20 px a capital is 14 px tall; an icon is 1.45 of that (20 px) with 1 px each side
    assert word_width("{energy}", False, 20) == 22
    assert word_width("{energy}.", False, 20) == 22 + font(20).size(".")[0]
    line: list[Token] = [("Gain", False, INK), ("2", True, INK), ("{energy}.", False, INK)]
    space = font(20).size(" ")[0]
    assert (
        line_width(line, 20)
        == font(20).size("Gain")[0]
        + font(20, True).size("2")[0]
        + (22 + font(20).size(".")[0])
        + 2 * space
    )


def test_an_icon_wraps_like_a_word() -> None:
    para = [tokens("Gain 2 {energy}.", INK)]
    one = line_width(para[0], 20)
    fitted = fit_text(para, pygame.Rect(0, 0, one, 200), 20, 10, 1.0)
    assert words(fitted) == ["Gain 2 {energy}."]
    narrower = fit_text(para, pygame.Rect(0, 0, one - 1, 200), 20, 10, 1.0)
    assert (narrower.size, words(narrower)) == (20, ["Gain 2", "{energy}."])


def ink_lines(surface: pygame.Surface) -> list[pygame.Rect]:
    """The ink of each line of drawn text, top to bottom (lines are apart vertically)."""
    mask = pygame.mask.from_surface(surface, 60)
    rows = [y for y in range(surface.get_height()) if mask.overlap_area(_ROW, (0, y))]
    bands: list[list[int]] = []
    for y in rows:
        if bands and y == bands[-1][-1] + 1:
            bands[-1].append(y)
        else:
            bands.append([y])
    out = []
    for band in bands:
        cols = [
            x
            for x in range(surface.get_width())
            if any(mask.get_at((x, y)) for y in range(band[0], band[-1] + 1))
        ]
        out.append(pygame.Rect(cols[0], band[0], cols[-1] - cols[0] + 1, len(band)))
    return out


_ROW = pygame.Mask((400, 1), fill=True)


def drawn(paragraphs: list[str], align: Align) -> list[pygame.Rect]:
    surface = pygame.Surface((400, 240), pygame.SRCALPHA)
    box = pygame.Rect(30, 10, 340, 220)
    fitted = fit_text([tokens(p, INK) for p in paragraphs], box, 20, 10, 1.0)
    assert fitted.size == 20
    draw_fitted(surface, fitted, box, align=align)
    return ink_lines(surface)


def test_right_aligned_lines_with_icons_end_together() -> None:
    lines = drawn(["Gain 2 {energy}", "Pay {energy}", "{energy}"], "right")
    assert len(lines) == 3
    assert lines[0].right == lines[1].right == lines[2].right
    assert lines[0].w > lines[1].w > lines[2].w


def test_left_aligned_lines_with_icons_start_together() -> None:
    lines = drawn(["{energy} Gain 2", "{energy} Pay", "{energy}"], "left")
    assert lines[0].left == lines[1].left == lines[2].left


def test_centred_lines_with_icons_share_their_middle() -> None:
    lines = drawn(["{energy} Gain two {energy}", "{energy} {energy}", "{energy}"], "centre")
    middles = [line.left + line.right for line in lines]  # twice the middle
    assert max(middles) - min(middles) <= 2  # within a pixel
    assert lines[0].w > lines[1].w > lines[2].w


def test_an_icon_sits_on_the_capitals() -> None:
    # "H{energy}H": the icon's middle is the capitals' middle
    surface = pygame.Surface((200, 80), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, 200, 80)
    draw_fitted(surface, fit_text([[("H{energy}H", False, INK)]], box, 20, 10, 1.0), box)
    mask = pygame.mask.from_surface(surface, 60)
    letters = [r for r in mask.get_bounding_rects() if r.h > 5]
    h_left, icon, h_right = sorted(letters, key=lambda r: r.x)[:3]
    assert h_left.h == h_right.h == 14  # a capital H at 20 px
    assert abs(icon.centery - h_left.centery) <= 1
    assert icon.h > h_left.h


# ---------------------------------------------------------------- card files and faces


def test_an_unknown_icon_in_a_riders_card_names_the_file_card_and_field(tmp_path: Path) -> None:
    source = paths.card_file("riders").read_text(encoding="utf-8")
    old = 'text = "Heal your Rider 3; this ends Crippled."'
    assert old in source
    cards = tmp_path / "riders.toml"
    cards.write_text(source.replace(old, 'text = "Heal your Rider 3 {hart}."'), encoding="utf-8")
    with pytest.raises(DataError) as err:
        FaceRenderer(load_riders(cards), load_layout(layout_file("riders")), cards)
    assert err.value.path == str(cards)
    assert err.value.problem.startswith(
        "card rider_heal's text has {hart}, which is not an inline icon; icons are {bolt}, "
    )
    assert "{energy}" in err.value.problem and "{coin}" in err.value.problem


def test_an_unknown_icon_in_a_draconium_card_names_the_expansion_file(tmp_path: Path) -> None:
    base = paths.card_file("draconium")
    source = paths.card_file("draconium_expansion").read_text(encoding="utf-8")
    old = 'text = "+$2, +1 Buy."'
    assert source.count(old) == 1
    more = tmp_path / "draconium_expansion.toml"
    more.write_text(source.replace(old, 'text = "+{coin}{kitten}, +1 Buy."'), encoding="utf-8")
    catalog = load_draconium(base, more)
    with pytest.raises(DataError) as err:
        DominionFaces(catalog, load_dominion_layout(DRACONIUM_LAYOUT))
    assert err.value.path == str(more)
    (card,) = [c.name for c in catalog.cards.values() if "{kitten}" in c.text]
    assert err.value.problem.startswith(f"card {card}'s text has {{kitten}}, which is not")


def test_a_number_on_an_icon_without_room_for_one_is_named(tmp_path: Path) -> None:
    source = paths.card_file("riders").read_text(encoding="utf-8")
    cards = tmp_path / "riders.toml"
    surge = 'effects = [{ op = "gain_energy", amount = 3 }]'
    assert source.count(surge) == 1
    cards.write_text(source.replace(surge, f'{surge}\ntext = "Gain {{claw3}}."'), encoding="utf-8")
    with pytest.raises(DataError, match=r"card energy_surge's text has \{claw3\}"):
        FaceRenderer(load_riders(cards), load_layout(layout_file("riders")), cards)


def crafted(tmp_path: Path, text_h: str = "0.12", name_w: str = "0.88") -> Path:
    """The Riders layout with a short text box (two lines at the minimum size) and,
    if asked, a narrower name ribbon."""
    text_box, name_box = "box = [0.085, 0.565, 0.83, 0.38]", "box = [0.06, 0.405, 0.88, 0.1]"
    assert text_box in RIDERS_LAYOUT and name_box in RIDERS_LAYOUT
    path = tmp_path / "riders_layout.toml"
    path.write_text(
        RIDERS_LAYOUT.replace(text_box, f"box = [0.085, 0.565, 0.83, {text_h}]").replace(
            name_box, f"box = [0.06, 0.405, {name_w}, 0.1]"
        ),
        encoding="utf-8",
    )
    return path


LONG_TEXTS = [
    "burning_hit",  # 1 damage to the enemy Dragon, then 1 Burn on it.
    "crippling_blow",
    "chain_bolt",
    "dual_strike",
    "thaw",
    "firebreak",
    "energy_shield",
]


def test_a_short_text_box_flags_exactly_the_texts_longer_than_two_lines(tmp_path: Path) -> None:
    deck = RidersDeck(layout=crafted(tmp_path))
    found = [(o.card, o.field) for o in overflow_list(deck)]
    assert found == [(card, "text") for card in LONG_TEXTS]
    # the cut falls between 40 letters (fits) and 48 (does not)
    texts = {c.id: dict(c.fields)["text"] for c in deck.cards() if c.shape == "card"}
    assert [c for c, t in texts.items() if len(t) > 45] == LONG_TEXTS
    assert deck.faces.overflow_fields("burning_hit", CHECK_WIDTH) == ("text",)
    assert deck.faces.overflows("burning_hit", CHECK_WIDTH) is True
    assert deck.faces.overflow_fields("strike", CHECK_WIDTH) == ()
    assert deck.faces.overflow_fields("?", CHECK_WIDTH) == ()


def test_a_narrow_name_ribbon_flags_the_long_names_too(tmp_path: Path) -> None:
    deck = RidersDeck(layout=crafted(tmp_path, name_w="0.6"))
    names = {c.id: c.name for c in deck.cards()}
    long_names = [c for c, n in names.items() if len(n) >= 13]
    assert long_names == [
        "weakening_strike",
        "precision_strike",
        "crippling_blow",
        "rider_immobilize",
        "shield_disruptor",
        "energy_shield",
    ]
    found = [(o.card, o.field) for o in overflow_list(deck)]
    expected = [
        (card, field)
        for card in names
        for field, flagged in (("name", card in long_names), ("text", card in LONG_TEXTS))
        if flagged
    ]
    assert found == expected
    assert deck.faces.overflow_fields("crippling_blow", CHECK_WIDTH) == ("name", "text")


def test_the_shipped_riders_layout_fits_every_card_at_the_check_width() -> None:
    assert overflow_list(RidersDeck()) == []


def test_a_draconium_face_names_its_overflowing_text(tmp_path: Path) -> None:
    # the shipped layout fits every text (the lab's check); one whose smallest size is
    # larger than Bandit's long text allows flags it
    text = DRACONIUM_LAYOUT.read_text(encoding="utf-8")
    strict = tmp_path / "strict.toml"
    strict.write_text(text.replace("min_font = 0.05 ", "min_font = 0.075 ", 1), encoding="utf-8")
    assert strict.read_text(encoding="utf-8") != text
    faces = DominionFaces(
        load_draconium(paths.card_file("draconium"), paths.card_file("draconium_expansion")),
        load_dominion_layout(strict),
    )
    assert faces.overflow_fields("Bandit", CHECK_WIDTH) == ("text",)
    assert faces.overflow_fields("Copper", CHECK_WIDTH) == ()
    assert faces.overflows("Bandit", CHECK_WIDTH) is True


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        (
            "line_spacing = 1.0\nmin_line_spacing = 0.8",
            "line_spacing = 1.0\nmin_line_spacing = 1.2",
            "[text] 'min_line_spacing' should not be larger than 'line_spacing'.",
        ),
        (
            'align = "centre"',
            'align = "middle"',
            '[text] \'align\' should be "left", "centre" or "right", not \'middle\'.',
        ),
    ],
)
def test_bad_fitting_keys_in_a_layout_are_named(
    tmp_path: Path, old: str, new: str, problem: str
) -> None:
    for source, load in (
        (RIDERS_LAYOUT, load_layout),
        (DRACONIUM_LAYOUT.read_text(encoding="utf-8"), load_dominion_layout),
    ):
        assert old in source
        path = tmp_path / "layout.toml"
        path.write_text(source.replace(old, new, 1), encoding="utf-8")
        with pytest.raises(DataError) as err:
            load(path)
        assert err.value.path == str(path)
        assert err.value.problem == problem
