"""The Tabletop Simulator deck: sheets of at most 10 x 7 cards and 4096 pixels with the
last slot left to the hidden face, one back, and the saved object that loads them."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

import pygame
import pytest

from game.games import REGISTRY
from game.lab.deck import make_lab_deck
from game.lab.tts import (
    MAX_SIDE,
    card_number,
    card_size,
    export_tts,
    sheet_counts,
    sheet_shape,
)
from tests.lab.fake_deck import (
    BACK_BOTTOM,
    BACK_TOP,
    TILE_BACK,
    ComponentDeck,
    FakeDeck,
    colour,
)


@pytest.mark.parametrize(
    ("cards", "shape"),
    [
        (1, (2, 2)),
        (3, (2, 2)),
        (6, (4, 2)),
        (20, (7, 3)),
        (25, (9, 3)),
        (68, (10, 7)),
        (69, (10, 7)),
    ],
)
def test_a_sheet_is_the_smallest_grid_with_a_slot_to_spare(
    cards: int, shape: tuple[int, int]
) -> None:
    columns, rows = sheet_shape(cards)
    assert (columns, rows) == shape
    assert columns <= 10 and rows <= 7 and columns * rows >= cards + 1


def test_a_sheet_holds_at_most_69_cards() -> None:
    with pytest.raises(ValueError, match=r"^A sheet holds 1 to 69 cards, not 70\.$"):
        sheet_shape(70)
    assert sheet_counts(150) == [69, 69, 12]
    assert sheet_counts(69) == [69]


def test_cards_shrink_so_a_full_sheet_stays_within_4096_pixels() -> None:
    assert card_size(lambda w: round(w * 88 / 63), 10, 7) == (409, 571)  # 4090 x 3997
    assert card_size(lambda w: round(w * 120 / 70), 10, 7) == (341, 585)  # 7 x 585 = 4095
    assert card_size(lambda w: round(w * 88 / 63), 7, 3) == (512, 715)  # room to spare
    assert card_number(2, 5) == 205


def _export(tmp_path: Path, copies: list[int], **kw: Any) -> tuple[Any, dict[str, Any]]:
    report = export_tts(FakeDeck(copies), tmp_path / "tts", **kw)  # type: ignore[arg-type]
    return report, json.loads(report.saved_object.read_text(encoding="utf-8"))


def test_75_kinds_make_a_full_sheet_and_a_small_one(tmp_path: Path) -> None:
    copies = [1 + n % 2 for n in range(75)]
    report, _ = _export(tmp_path, copies)
    assert [(s.columns, s.rows, s.cards) for s in report.sheets] == [(10, 7, 69), (4, 2, 6)]
    assert report.card_size == (409, 571)
    assert [s.size for s in report.sheets] == [(4090, 3997), (1636, 1142)]
    for sheet in report.sheets:
        picture = pygame.image.load(str(sheet.path))
        assert picture.get_size() == sheet.size
        assert max(sheet.size) <= MAX_SIDE
    (back,) = report.backs
    assert pygame.image.load(str(back.path)).get_size() == back.size == (409, 571)
    assert (report.kinds, report.cards) == (75, sum(copies))


def test_each_slot_holds_its_card_and_the_last_slot_the_back(tmp_path: Path) -> None:
    report, _ = _export(tmp_path, [1] * 12)  # 12 cards and the spare slot: 7 x 2
    (sheet,) = report.sheets
    assert (sheet.columns, sheet.rows) == (7, 2)
    picture = pygame.image.load(str(sheet.path))
    w, h = report.card_size

    def at(slot: int, down: float = 0.5) -> tuple[int, ...]:
        x, y = (slot % 7) * w + w // 2, (slot // 7) * h + int(h * down)
        return tuple(picture.get_at((x, y)))[:3]

    assert [at(n) for n in range(12)] == [colour(n) for n in range(12)]
    assert at(13, 0.25) == BACK_TOP and at(13, 0.75) == BACK_BOTTOM
    assert at(12) == (0, 0, 0)  # an empty slot


def test_the_saved_object_is_a_custom_deck_of_every_copy(tmp_path: Path) -> None:
    copies = [1 + n % 2 for n in range(75)]
    report, saved = _export(tmp_path, copies)
    (deck,) = saved["ObjectStates"]
    assert deck["Name"] == "DeckCustom"
    assert deck["Nickname"] == "Test"  # the pile: here every card's type, Test
    assert sorted(deck["CustomDeck"]) == ["1", "2"]
    first, second = deck["CustomDeck"]["1"], deck["CustomDeck"]["2"]
    assert (first["NumWidth"], first["NumHeight"]) == (10, 7)
    assert (second["NumWidth"], second["NumHeight"]) == (4, 2)
    for entry in (first, second):
        assert entry["BackIsHidden"] is True and entry["UniqueBack"] is False
        assert entry["FaceURL"].startswith("file:///") and entry["BackURL"].startswith("file:///")
        assert Path(unquote(urlparse(entry["FaceURL"]).path)).is_file()
        assert Path(unquote(urlparse(entry["BackURL"]).path)) == report.backs[0].path.resolve()
    assert Path(unquote(urlparse(first["FaceURL"]).path)) == report.sheets[0].path.resolve()
    expected = [
        (card_number(1 + n // 69, n % 69), f"Card {n}") for n in range(75) for _ in range(copies[n])
    ]
    assert deck["DeckIDs"] == [cid for cid, _ in expected]
    contained = [(c["CardID"], c["Nickname"]) for c in deck["ContainedObjects"]]
    assert contained == expected
    assert contained[:3] == [(100, "Card 0"), (101, "Card 1"), (101, "Card 1")]
    assert max(cid for cid, _ in contained) == 205
    assert all(cid % 100 < 69 for cid, _ in contained)  # never the last slot
    card = deck["ContainedObjects"][-1]
    assert card["Name"] == "Card" and list(card["CustomDeck"]) == ["2"]
    assert len({c["GUID"] for c in deck["ContainedObjects"]} | {deck["GUID"]}) == 1 + len(contained)


def test_one_each_and_cards_without_copies(tmp_path: Path) -> None:
    report, saved = _export(tmp_path, [3, 0, 2])
    assert saved["ObjectStates"][0]["DeckIDs"] == [100, 100, 100, 101, 101]  # c1 left out
    assert report.kinds == 2
    report, saved = _export(tmp_path, [3, 0, 2], one_each=True)
    assert saved["ObjectStates"][0]["DeckIDs"] == [100, 101, 102]


def test_a_single_card_is_saved_as_a_card(tmp_path: Path) -> None:
    _, saved = _export(tmp_path, [1])
    (card,) = saved["ObjectStates"]
    assert (card["Name"], card["CardID"], card["Nickname"]) == ("Card", 100, "Card 0")
    assert card["CustomDeck"]["1"]["NumWidth"] == 2


def test_nothing_to_put_in_a_deck_says_so(tmp_path: Path) -> None:
    with pytest.raises(ValueError) as bad:
        export_tts(FakeDeck([0]), tmp_path)  # type: ignore[arg-type]
    assert str(bad.value) == (
        "Test Deck: no card has copies to put in a deck (test_cards.toml); "
        "--one-each puts one of each."
    )


def test_progress_counts_the_kinds_placed(tmp_path: Path) -> None:
    seen: list[tuple[int, int]] = []
    export_tts(FakeDeck([1, 2, 3]), tmp_path, progress=lambda d, t: seen.append((d, t)))  # type: ignore[arg-type]
    assert seen == [(1, 3), (2, 3), (3, 3)]
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "test_deck.json",
        "test_deck_back.png",
        "test_deck_faces_1.png",
    ]


def test_the_riders_deck_and_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.lab import cli

    parser = argparse.ArgumentParser()
    cli.add_parser(parser.add_subparsers(dest="command"), ["riders"])
    folder = tmp_path / "deck"
    assert cli.run(parser.parse_args(["lab", "riders", "--tts", str(folder)]), REGISTRY) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (
        f"Wrote {folder / 'dragon_riders_faces_1.png'}: sheet 1 of 1, 20 cards in 7 x 3 "
        "(3584 x 2151 px, cards 512 x 717 px)"
    )
    assert lines[1] == (
        f"Wrote {folder / 'dragon_riders_back.png'}: the back of the cards (512 x 717 px)"
    )
    (json_line,) = [line for line in lines if "dragon_riders.json" in line]
    assert json_line.startswith(
        f"Wrote {folder / 'dragon_riders.json'}: a Tabletop Simulator save of 7 decks (44 cards)"
    )
    assert lines[-1].startswith("  It points at the pictures on this computer (file:/// ")
    assert "run again with --url-base" in lines[-1]
    saved = json.loads((folder / "dragon_riders.json").read_text(encoding="utf-8"))
    decks = [o for o in saved["ObjectStates"] if o["Name"] == "DeckCustom"]
    assert sum(len(deck["DeckIDs"]) for deck in decks) == 44
    names = {c["Nickname"] for deck in decks for c in deck["ContainedObjects"]}
    assert "Strike" in names and len(names) == 20
    strikes = next(d for d in decks if "Strike" in {c["Nickname"] for c in d["ContainedObjects"]})
    assert strikes["Nickname"] == "Dragon damage"  # one deck per pile: here per type
    tiles = [c for c in make_lab_deck(REGISTRY.entry("riders")).cards() if c.shape == "tile"]
    custom = [o for o in saved["ObjectStates"] if o["Name"] == "Custom_Tile"]
    assert sorted(o["Nickname"] for o in custom) == sorted(
        t.name for t in tiles for _ in range(t.copies)
    )


def _all_objects(objects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every object of a saved object, those in decks and bags too."""
    found = []
    for entry in objects:
        found.append(entry)
        found += _all_objects(entry.get("ContainedObjects", []))
    return found


def _urls(saved: dict[str, Any]) -> list[str]:
    urls = []
    for entry in _all_objects(saved["ObjectStates"]):
        for custom in entry.get("CustomDeck", {}).values():
            urls += [custom["FaceURL"], custom["BackURL"]]
        image = entry.get("CustomImage", {})
        urls += [url for url in (image.get("ImageURL"), image.get("ImageSecondaryURL")) if url]
    return urls


def test_a_url_base_puts_hosted_addresses_in_place_of_files(tmp_path: Path) -> None:
    deck = ComponentDeck([(2, "card", "Spells"), (1, "card", "Spells"), (1, "tile", "Riders")])
    base = "https://example.com/decks/test"
    report = export_tts(deck, tmp_path, url_base=base)  # type: ignore[arg-type]
    text = report.saved_object.read_text(encoding="utf-8")
    assert "file://" not in text
    assert report.url_base == "https://example.com/decks/test/"
    saved = json.loads(text)
    urls = _urls(saved)
    assert len(urls) == 4 * 2 + 2  # the deck's and its 3 cards' sheets and backs; the tile's
    assert all(url.startswith("https://example.com/decks/test/") for url in urls)
    spells = saved["ObjectStates"][0]
    assert spells["CustomDeck"]["1"]["FaceURL"] == (
        "https://example.com/decks/test/test_deck_faces_1.png"
    )
    for url in urls:  # each address names a picture written into the folder
        assert (tmp_path / url.removeprefix(report.url_base)).is_file()


@pytest.mark.parametrize(
    "bad", ["example.com/decks", "ftp://example.com/x/", "https://", "file:///tmp/deck/"]
)
def test_a_url_base_that_is_not_a_web_folder_is_refused(tmp_path: Path, bad: str) -> None:
    with pytest.raises(ValueError) as refused:
        export_tts(FakeDeck([1]), tmp_path, url_base=bad)  # type: ignore[arg-type]
    assert str(refused.value) == (
        f"The URL base '{bad}' is not the web address of a folder: give one such as "
        "https://example.com/decks/dragon_riders/ (the pictures' names are added to it)."
    )
    assert list(tmp_path.iterdir()) == []


def test_each_pile_is_a_deck_of_its_own_on_sheets_they_share(tmp_path: Path) -> None:
    deck = ComponentDeck(
        [
            (3, "card", "Market"),
            (2, "card", "Starting"),
            (1, "card", "Market"),
            (1, "card", "Kings"),
        ]
    )
    report = export_tts(deck, tmp_path)  # type: ignore[arg-type]
    saved = json.loads(report.saved_object.read_text(encoding="utf-8"))
    objects = saved["ObjectStates"]
    assert [(o["Name"], o["Nickname"]) for o in objects] == [
        ("DeckCustom", "Market"),
        ("DeckCustom", "Starting"),
        ("Card", "Card 3"),  # a pile of one card is that card
    ]
    assert objects[0]["DeckIDs"] == [100, 100, 100, 102]
    assert objects[1]["DeckIDs"] == [101, 101]
    assert objects[2]["CardID"] == 103
    assert len(report.sheets) == 1 and report.decks == 3
    positions = {(o["Transform"]["posX"], o["Transform"]["posZ"]) for o in objects}
    assert len(positions) == 3  # side by side, none on another


def test_tiles_tokens_mats_and_a_board_are_custom_objects(tmp_path: Path) -> None:
    deck = ComponentDeck(
        [
            (2, "card", ""),
            (1, "tile", "Riders"),
            (1, "tile", "Riders"),
            (3, "tile", "Eggs"),
            (5, "token", "Gold"),
            (2, "mat", ""),
            (1, "board", ""),
        ]
    )
    report = export_tts(deck, tmp_path)  # type: ignore[arg-type]
    saved = json.loads(report.saved_object.read_text(encoding="utf-8"))
    top = [(o["Name"], o["Nickname"]) for o in saved["ObjectStates"]]
    assert top == [
        ("DeckCustom", "Card"),
        ("Custom_Tile", "Card 1"),  # different tiles lie face up side by side
        ("Custom_Tile", "Card 2"),
        ("Bag", "Eggs"),  # three alike go in a bag, as do tokens
        ("Bag", "Gold"),
        ("Custom_Tile", "Card 5"),  # a mat is a large thin tile
        ("Custom_Tile", "Card 5"),
        ("Custom_Board", "Card 6"),
    ]
    everything = _all_objects(saved["ObjectStates"])
    tiles = [o for o in everything if o["Name"] == "Custom_Tile"]
    assert len(tiles) == 2 + 3 + 2
    assert tiles[0]["CustomImage"]["CustomTile"] == {
        "Type": 0,
        "Thickness": 0.2,
        "Stackable": False,
        "Stretch": True,
    }
    assert tiles[0]["Transform"]["rotZ"] == 0.0  # face up
    tokens = [o for o in everything if o["Name"] == "Custom_Token"]
    assert len(tokens) == 5
    assert tokens[0]["CustomImage"]["CustomToken"]["MergeDistancePixels"] == 15.0
    assert tokens[0]["CustomImage"]["ImageSecondaryURL"] == ""
    (board,) = [o for o in everything if o["Name"] == "Custom_Board"]
    assert set(board["CustomImage"]) == {
        "ImageURL",
        "ImageSecondaryURL",
        "ImageScalar",
        "WidthScale",
    }
    pictures = {p.path.name: p for p in report.pictures}
    assert sorted(pictures) == [f"test_deck_c{n}.png" for n in range(1, 7)]
    assert pictures["test_deck_c1.png"].size == (512, 512)  # a square tile
    assert pictures["test_deck_c4.png"].size == (256, 256)  # a token
    assert pictures["test_deck_c6.png"].size == (3072, 1843)  # the board, 0.6 as tall
    token = pygame.image.load(str(pictures["test_deck_c4.png"].path))
    assert token.get_at((0, 0))[3] == 0  # cut out along its transparency
    assert token.get_at((128, 128))[:3] == colour(4)
    tile_back = Path(unquote(urlparse(tiles[0]["CustomImage"]["ImageSecondaryURL"]).path))
    assert pygame.image.load(str(tile_back)).get_at((5, 5))[:3] == TILE_BACK
    assert report.kinds == 7 and report.cards == 2


def test_draconium_has_one_deck_per_pile(tmp_path: Path) -> None:
    deck = make_lab_deck(REGISTRY.entry("draconium"))
    report = export_tts(deck, tmp_path)
    saved = json.loads(report.saved_object.read_text(encoding="utf-8"))
    cards = [c for c in deck.cards() if c.shape == "card" and c.copies > 0]
    piles = list(dict.fromkeys(c.stack for c in cards))
    decks = [o for o in saved["ObjectStates"] if o["Name"] in ("DeckCustom", "Card")]
    pile_of_card = {c.name: c.stack for c in cards}  # a pile of one card is that card
    found = [
        o["Nickname"] if o["Name"] == "DeckCustom" else pile_of_card[o["Nickname"]] for o in decks
    ]
    assert found == piles
    assert len(decks) == report.decks == len(piles) > 1
    in_decks = sum(len(o.get("DeckIDs", [0])) for o in decks)
    assert in_decks == sum(c.copies for c in cards) == 951


def _run(args: list[str], deck: Any) -> int:
    from game.lab import cli, export

    parser = argparse.ArgumentParser()
    cli.add_parser(parser.add_subparsers(dest="command"), ["riders"])
    return export.run(parser.parse_args(["lab", "riders", *args]), deck)


def test_the_command_line_says_where_to_upload_with_a_url_base(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = "https://example.com/d/"
    assert _run(["--tts", str(tmp_path), "--url-base", base], FakeDeck([1, 1])) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == (
        f"  It loads the pictures from {base}: upload every picture of {tmp_path} there "
        "(the same names) before you share it."
    )


def test_a_url_base_without_a_deck_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run(["--png", str(tmp_path), "--url-base", "https://example.com/"], FakeDeck([1])) == 2
    out = capsys.readouterr()
    assert out.err == (
        "Can't export Test Deck: --url-base is where the Tabletop Simulator deck's pictures "
        "will be; give it with --tts FOLDER.\n"
    )
    assert list(tmp_path.iterdir()) == []
