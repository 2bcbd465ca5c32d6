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
from game.lab.tts import (
    MAX_SIDE,
    card_number,
    card_size,
    export_tts,
    sheet_counts,
    sheet_shape,
)
from tests.lab.fake_deck import BACK_BOTTOM, BACK_TOP, FakeDeck, colour


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
    assert pygame.image.load(str(report.back)).get_size() == (409, 571)
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
    assert deck["Nickname"] == "Test Deck"
    assert sorted(deck["CustomDeck"]) == ["1", "2"]
    first, second = deck["CustomDeck"]["1"], deck["CustomDeck"]["2"]
    assert (first["NumWidth"], first["NumHeight"]) == (10, 7)
    assert (second["NumWidth"], second["NumHeight"]) == (4, 2)
    for entry in (first, second):
        assert entry["BackIsHidden"] is True and entry["UniqueBack"] is False
        assert entry["FaceURL"].startswith("file:///") and entry["BackURL"].startswith("file:///")
        assert Path(unquote(urlparse(entry["FaceURL"]).path)).is_file()
        assert Path(unquote(urlparse(entry["BackURL"]).path)) == report.back.resolve()
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
    assert lines[1] == f"Wrote {folder / 'dragon_riders_back.png'}: the back (512 x 717 px)"
    assert lines[2].startswith(
        f"Wrote {folder / 'dragon_riders.json'}: a Tabletop Simulator deck of 44 cards on 1 sheet, "
    )
    assert len(lines) == 3
    saved = json.loads((folder / "dragon_riders.json").read_text(encoding="utf-8"))
    deck = saved["ObjectStates"][0]
    assert len(deck["DeckIDs"]) == 44
    names = {c["Nickname"] for c in deck["ContainedObjects"]}
    assert "Strike" in names and len(names) == 20
