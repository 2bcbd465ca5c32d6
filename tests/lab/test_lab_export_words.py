"""What the export dialog says after an export, word for word: the PNG pictures written,
the Tabletop Simulator deck and how to share it, and the cards whose text does not fit."""

from __future__ import annotations

from pathlib import Path

from game.lab.pdf import PrintReport
from game.lab.png_export import PngGroup, PngReport
from game.lab.sheets import CARD_SIZES, CardSize
from game.lab.tts import TtsReport
from game.scenes.lab_export_words import overflow_said, pdf_said, png_said, tts_said

POKER = CARD_SIZES["poker"]
CARDS = [("c1", "Card 1"), ("c2", "Card 2"), ("dragon:Ash", "Ash"), ("fire", "Fire: Reborn")]


def test_a_pdf_of_cards_alone() -> None:
    report = PrintReport(Path("/out/cards.pdf"), 10, 44, 9, 2.46)
    assert pdf_said(report) == "Wrote 10 pages (44 cards, 9 a page) to /out/cards.pdf in 2.5 s."


def test_a_pdf_counts_the_other_components_and_says_each_note_on_its_own_line() -> None:
    note = (
        "The board (378 x 165.9 mm) is larger than A4: printed at 75 % (286.9 x 125.9 mm), "
        "one a page."
    )
    report = PrintReport(
        Path("/out/dune.pdf"), 18, 52, 9, 1.31, (note,), (("token", 80), ("board", 1))
    )
    assert pdf_said(report).splitlines() == [
        "Wrote 18 pages (52 cards, 9 a page; 80 tokens and 1 board) to /out/dune.pdf in 1.3 s.",
        note,
    ]


def png_report(bleed_mm: float, *groups: PngGroup) -> PngReport:
    return PngReport(Path("/out/png"), tuple(groups), bleed_mm, 300, 2.04)


def files(n: int) -> tuple[Path, ...]:
    return tuple(Path(f"/out/png/c-{i}.png") for i in range(1, n + 1))


def test_the_pictures_are_counted_by_shape_with_their_backs_and_the_card_size() -> None:
    tile = CardSize("tile", 63, 100.8)
    report = png_report(
        3.0,
        PngGroup("card face", files(44), (815, 1110), POKER),
        PngGroup("tile face", files(10), (815, 1261), tile),
        PngGroup("card back", files(1), (815, 1110), POKER),
        PngGroup("tile back", files(1), (815, 1261), tile),
    )
    assert png_said(report) == (
        "Wrote 44 card faces, 10 tile faces and 2 backs, 300 dpi with 3 mm bleed "
        "(a card 815 × 1110 px), to /out/png in 2.0 s."
    )


def test_one_card_and_its_back_without_bleed() -> None:
    report = png_report(
        0.0,
        PngGroup("card face", files(1), (744, 1039), POKER),
        PngGroup("back", files(1), (744, 1039), POKER),
    )
    assert png_said(report) == (
        "Wrote 1 card face and 1 back, 300 dpi without bleed (a card 744 × 1039 px), "
        "to /out/png in 2.0 s."
    )


def test_a_bleed_of_a_fraction_of_a_millimetre_is_said_as_it_is() -> None:
    report = png_report(2.5, PngGroup("card face", files(2), (803, 1098), POKER))
    assert "300 dpi with 2.5 mm bleed (a card 803 × 1098 px)" in png_said(report)


def tts_report(url_base: str) -> TtsReport:
    return TtsReport(
        folder=Path("/out/tts"),
        sheets=(),
        backs=(),
        pictures=(),
        saved_object=Path("/out/tts/dragon_riders.json"),
        kinds=20,
        cards=44,
        piles=(),
        card_size=(512, 715),
        seconds=1.34,
        url_base=url_base,
    )


def test_a_deck_on_this_computer_says_how_to_share_it() -> None:
    assert tts_said(tts_report("")).splitlines() == [
        "Wrote 0 sheets and the deck's saved object to /out/tts in 1.3 s. Copy "
        "dragon_riders.json into Tabletop Simulator's Saves/Saved Objects folder.",
        "Only this computer can load it (its pictures are file:/// addresses). To share it, "
        "upload the folder's pictures to a web host, type the web address of their folder "
        "above, and export again.",
    ]


def test_a_deck_with_a_web_address_says_where_to_upload_the_pictures() -> None:
    said = tts_said(tts_report("https://example.com/decks/")).splitlines()
    assert said[1] == (
        "It loads the pictures from https://example.com/decks/: upload every picture of "
        "this folder there, under the same names, before you share it."
    )


def test_no_warning_says_nothing_and_one_is_said_in_full() -> None:
    assert overflow_said((), CARDS) == ""
    line = "Card 1 (c1): text does not fit its box (line 11); written as it is"
    assert overflow_said((line,), CARDS) == f"Warning: {line}."


def test_several_warnings_name_the_cards() -> None:
    lines = (
        "Card 1 (c1): text does not fit its box (line 11); written as it is",
        "Ash (dragon:Ash): ability does not fit its box (line 40); written as it is",
    )
    assert overflow_said(lines, CARDS) == (
        "Warning: the texts of 2 cards do not fit their boxes and were written as they are: "
        "Card 1 and Ash. The lab's Too long button shows them."
    )


def test_a_name_with_a_colon_is_read_whole() -> None:
    lines = (
        "Fire: Reborn (fire): text does not fit its box; written as it is",
        "Card 2 (c2): name does not fit its box; written as it is",
    )
    assert "are: Fire: Reborn and Card 2." in overflow_said(lines, CARDS)


def test_four_cards_are_named_and_the_rest_counted() -> None:
    cards = [(f"c{n}", f"Card {n}") for n in range(1, 8)]
    lines = [f"Card {n} (c{n}): text does not fit its box; written as it is" for n in range(1, 6)]
    assert "are: Card 1, Card 2, Card 3, Card 4 and 1 more." in overflow_said(lines, cards)
    lines += ["Card 6 (c6): text does not fit its box; written as it is"]
    said = overflow_said(lines, cards)
    assert said.startswith("Warning: the texts of 6 cards do not fit")
    assert "are: Card 1, Card 2, Card 3, Card 4 and 2 more." in said
    four = overflow_said(lines[:4], cards)
    assert "are: Card 1, Card 2, Card 3 and Card 4." in four  # four named, none counted
