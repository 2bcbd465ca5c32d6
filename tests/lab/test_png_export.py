"""A picture per card for print shops: one PNG per copy at 300 dpi of the card size with
its bleed, one per distinct back, each component at its own proportions; and every
export's warning for a card whose text does not fit."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.lab.files import resolution, safe_name, unique_names
from game.lab.png_export import export_png, picture_size
from game.lab.sheets import CARD_SIZES, CardSize, PrintOptions
from tests.lab.fake_deck import BACK_TOP, TILE_BACK, ComponentDeck, FakeDeck, colour

POKER_WITH_BLEED = (815, 1110)
"""63 x 88 mm with 3 mm bleed each side, 69 x 94 mm, at 300 dpi: 814.96 x 1110.24."""


def _names(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def test_one_picture_per_copy_and_one_back_each_at_300_dpi_with_bleed(tmp_path: Path) -> None:
    deck = FakeDeck([2, 0, 3])
    report = export_png(deck, tmp_path, PrintOptions(bleed_mm=3))  # type: ignore[arg-type]
    assert _names(tmp_path) == [
        "back.png",
        "c0-1.png",
        "c0-2.png",
        "c2-1.png",
        "c2-2.png",
        "c2-3.png",
    ]
    assert report.files == 2 + 3 + 1  # the copies and the one back
    for name in _names(tmp_path):
        data = (tmp_path / name).read_bytes()
        assert pygame.image.load(str(tmp_path / name)).get_size() == POKER_WITH_BLEED
        assert resolution(data) == 300
    face = pygame.image.load(str(tmp_path / "c2-3.png"))
    assert face.get_at((0, 0))[:3] == colour(2)  # the bleed carries the face's colour
    back = pygame.image.load(str(tmp_path / "back.png"))
    assert back.get_at((407, 100))[:3] == BACK_TOP
    assert deck.faces_drawn == [("c0", 745), ("c2", 745)]  # each kind drawn once
    faces, backs = report.groups
    assert (faces.what, faces.pixels, len(faces.files)) == ("card face", POKER_WITH_BLEED, 5)
    assert (backs.what, backs.files) == ("back", (tmp_path / "back.png",))


def test_a_picture_is_the_trim_plus_the_bleed_rounded_once() -> None:
    assert picture_size(CARD_SIZES["poker"], 3, 300) == ((745, 1040), 35)
    assert picture_size(CARD_SIZES["poker"], 0, 300) == ((744, 1039), 0)
    assert picture_size(CardSize("custom", 60, 90), 2, 300) == ((708, 1062), 24)


def test_one_each_writes_a_single_copy(tmp_path: Path) -> None:
    options = PrintOptions(one_each=True, card=CARD_SIZES["mini"])
    report = export_png(FakeDeck([3, 0]), tmp_path, options)  # type: ignore[arg-type]
    assert _names(tmp_path) == ["back.png", "c0-1.png", "c1-1.png"]
    assert report.groups[0].pixels == (520, 791)  # 44 x 67 mm at 300 dpi


def test_components_come_at_their_own_proportions_with_their_own_backs(tmp_path: Path) -> None:
    deck = ComponentDeck([(2, "card", "Spells"), (2, "tile", "Eggs"), (1, "token", "Gold")])
    report = export_png(deck, tmp_path, PrintOptions(bleed_mm=3))  # type: ignore[arg-type]
    assert _names(tmp_path) == [
        "back-card.png",
        "back-tile.png",
        "back-token.png",
        "c0-1.png",
        "c0-2.png",
        "c1-1.png",
        "c1-2.png",
        "c2-1.png",
    ]
    sizes = {g.what: (g.pixels, g.trim.label()) for g in report.groups}
    assert sizes == {
        "card face": (POKER_WITH_BLEED, "poker (63 x 88 mm)"),
        "tile face": ((815, 815), "tile (63 x 63 mm)"),  # square, as wide as the card
        "token face": ((369, 369), "token (25.2 x 25.2 mm)"),  # 0.4 of the card's width
        "card back": (POKER_WITH_BLEED, "poker (63 x 88 mm)"),
        "tile back": ((815, 815), "tile (63 x 63 mm)"),
        "token back": ((369, 369), "token (25.2 x 25.2 mm)"),
    }
    assert pygame.image.load(str(tmp_path / "back-tile.png")).get_at((400, 400))[:3] == TILE_BACK
    token = pygame.image.load(str(tmp_path / "c2-1.png"))
    assert token.get_at((184, 184))[:3] == colour(2)
    assert token.get_at((0, 0))[:3] == (255, 255, 255)  # punched out of white paper
    assert token.get_at((184, 360))[:3] == (255, 255, 255)  # its rim not pulled into the bleed


def test_backs_of_several_piles_are_named_by_pile_or_component(tmp_path: Path) -> None:
    class TwoBacks(ComponentDeck):
        def back_of(self, card_id: str, width: int) -> pygame.Surface:
            surface = super().back_of(card_id, width)
            if card_id in ("c1", "c2"):
                surface.fill((10, 10, 10))  # the Dragons' own back
            if card_id == "c3":
                surface.fill((200, 200, 200))  # a card with a back of its own
            return surface

    deck = TwoBacks(
        [(1, "card", "Market"), (1, "card", "Dragons"), (1, "card", "Dragons"), (1, "card", "Odd")]
    )
    export_png(deck, tmp_path, PrintOptions())  # type: ignore[arg-type]
    assert [n for n in _names(tmp_path) if n.startswith("back")] == [
        "back-c0.png",  # one card alone with its back
        "back-c3.png",
        "back-dragons.png",  # shared by the pile
    ]


def test_safe_names_are_lower_case_ascii_and_unique() -> None:
    assert safe_name("Heavy Blow") == "heavy_blow"
    assert safe_name("rider:Talia") == "rider_talia"
    assert safe_name("Ruins – Abandoned Mine") == "ruins_abandoned_mine"
    assert safe_name("Æther Drake") == "aether_drake"
    assert safe_name("Çà/..\\") == "ca"
    assert safe_name("???") == "card"
    assert unique_names(["Heavy Blow", "heavy-blow", "Heavy Blow", "x"]) == {
        "Heavy Blow": "heavy_blow",
        "heavy-blow": "heavy_blow_2",
        "x": "x",
    }


def test_nothing_to_write_says_so(tmp_path: Path) -> None:
    with pytest.raises(ValueError) as bad:
        export_png(FakeDeck([0]), tmp_path / "out")  # type: ignore[arg-type]
    assert str(bad.value) == (
        "Test Deck: no card has copies to write (test_cards.toml); --one-each writes one of each."
    )
    assert not (tmp_path / "out").exists()


def _run(args: list[str], deck: Any) -> int:
    from game.lab import cli, export

    parser = argparse.ArgumentParser()
    cli.add_parser(parser.add_subparsers(dest="command"), ["riders"])
    return export.run(parser.parse_args(["lab", "riders", *args]), deck)


def test_the_command_line_prints_a_line_per_group_of_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = ComponentDeck([(2, "card", ""), (1, "card", ""), (2, "tile", "")])
    assert _run(["--png", str(tmp_path), "--bleed", "3"], deck) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:4] == [
        f"Wrote 3 card faces into {tmp_path} (c0-1.png to c1-1.png): 815 x 1110 px, "
        "poker (63 x 88 mm) with 3 mm bleed at 300 dpi",
        f"Wrote 2 tile faces into {tmp_path} (c2-1.png to c2-2.png): 815 x 815 px, "
        "tile (63 x 63 mm) with 3 mm bleed at 300 dpi",
        f"Wrote 1 card back into {tmp_path} (back-card.png): 815 x 1110 px, "
        "poker (63 x 88 mm) with 3 mm bleed at 300 dpi",
        f"Wrote 1 tile back into {tmp_path} (back-tile.png): 815 x 815 px, "
        "tile (63 x 63 mm) with 3 mm bleed at 300 dpi",
    ]
    assert lines[4].startswith("Wrote 7 pictures for a print shop in ")
    assert lines[5] == (
        "  Test Deck's faces do not say where their elements are: the safe line "
        "(1/8 in inside the trim) is not checked."
    )
    assert len(lines) == 6


def test_a_bad_card_size_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(["--png", str(tmp_path), "--card-size", "10x10"], FakeDeck([1])) == 2
    assert capsys.readouterr().err == (
        "Can't export Test Deck: Card size '10x10' is too small: each side must be at least "
        "20 mm.\n"
    )


def test_every_export_names_a_card_whose_text_does_not_fit_and_writes_it_all_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = ComponentDeck(
        [(1, "card", ""), (2, "card", ""), (1, "card", "")],
        too_long={"c1": ("text",), "c2": ("name", "type", "text")},
    )
    warnings = [
        "Warning: Card 1 (c1): text does not fit its box (line 11); written as it is",
        "Warning: Card 2 (c2): name, type and text do not fit their boxes (line 12); "
        "written as it is",
    ]
    for export in (["--pdf", str(tmp_path / "x.pdf")], ["--png", str(tmp_path / "png")]):
        assert _run([*export, "--no-calibration"], deck) == 0
        lines = capsys.readouterr().out.splitlines()
        assert lines[-2:] == warnings
    assert _run(["--tts", str(tmp_path / "tts")], deck) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line for line in lines if line.startswith("Warning: ")] == warnings
    assert (tmp_path / "x.pdf").is_file()
    assert len(list((tmp_path / "png").iterdir())) == 4 + 1
    assert (tmp_path / "tts" / "test_deck.json").is_file()
    assert _run(["--pdf", str(tmp_path / "y.pdf"), "--png", str(tmp_path / "png2")], deck) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line for line in lines if line.startswith("Warning: ")] == warnings  # said once
