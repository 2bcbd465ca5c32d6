"""The faction sheets in the layout lab: one per faction, every field of the faction on
it, its face drawn from the data, in the grid and in every export; a hand-kept text
that names a power the faction lacks is a text problem of its sheet."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.games import REGISTRY
from game.games.dune.table.lab import DuneDeck
from game.lab.deck import LabCard
from game.lab.model import LabModel
from game.lab.pdf import export_pdf
from game.lab.png_export import export_png
from game.lab.sheets import PrintOptions
from game.lab.tts import export_tts

CARDS = Path(__file__).resolve().parents[3] / "assets" / "cards" / "dune.toml"
FIELDS = (
    "letter", "name", "suit", "gold", "artifacts", "hand_limit", "tokens", "conscript",
    "move_range", "powers", "ace", "alliance", "power_text", "ace_text", "alliance_text",
)  # fmt: skip
GOBLIN_GOLD = ("gold = 5\nartifacts = 2", "gold = 9\nartifacts = 2")


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    yield


def copy_with(tmp_path: Path, *changes: tuple[str, str]) -> Path:
    text = CARDS.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / "dune.toml"
    path.write_text(text, encoding="utf-8")
    return path


def sheets(deck: DuneDeck) -> list[LabCard]:
    return [c for c in deck.cards() if c.id.startswith("sheet:")]


def header_lines(path: Path) -> list[int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [n for n, line in enumerate(lines, 1) if line.strip() == "[[faction]]"]


def test_a_sheet_per_faction_with_every_field_at_its_entrys_line() -> None:
    found = sheets(DuneDeck())
    assert [c.name for c in found] == [
        "Dwarves faction sheet",
        "Elves faction sheet",
        "Goblins faction sheet",
        "Orcs faction sheet",
    ]
    assert [c.line for c in found] == header_lines(CARDS)
    assert all(
        (c.shape, c.kind, c.stack) == ("mat", "Faction sheet", "Faction sheets") for c in found
    )
    goblins = dict(found[2].fields)
    assert tuple(goblins) == FIELDS
    assert goblins["gold"] == "5" and goblins["hand_limit"] == "8"
    assert goblins["tokens"] == "5 on 10c"
    assert goblins["powers"] == "mercenary_bank, auction_bonus_card"
    assert goblins["ace_text"] == "Bar one other player from hiring this round."


def test_editing_the_goblins_gold_changes_their_sheet_and_only_it(tmp_path: Path) -> None:
    path = copy_with(tmp_path)
    model = LabModel(REGISTRY.entry("dune"), cards=path, watch=False)
    before = model.deck
    assert before is not None
    path.write_text(path.read_text(encoding="utf-8").replace(*GOBLIN_GOLD, 1), encoding="utf-8")
    report = model.reload({path})
    assert [(c.card, c.summary()) for c in report.changes] == [("sheet:G", "gold 5 → 9")]
    after = model.deck
    assert after is not None
    old = pygame.image.tobytes(before.face("sheet:G", 400), "RGBA")
    assert pygame.image.tobytes(after.face("sheet:G", 400), "RGBA") != old  # redrawn
    goblin_king = pygame.image.tobytes(before.face("KC", 200), "RGBA")
    assert pygame.image.tobytes(after.face("KC", 200), "RGBA") == goblin_king


def test_a_damaged_edit_keeps_the_last_good_sheets(tmp_path: Path) -> None:
    path = copy_with(tmp_path)
    model = LabModel(REGISTRY.entry("dune"), cards=path, watch=False)
    good = model.deck
    path.write_text(
        path.read_text(encoding="utf-8").replace('ace = "hiring_ban"', 'ace = "hiring_bn"'),
        encoding="utf-8",
    )
    report = model.reload({path})
    assert [str(p) for p in report.problems] == [
        f"dune.toml, line {report.problems[0].line}: faction G: 'ace' names no power "
        "'hiring_bn'; did you mean 'hiring_ban'?",
        f"dune.toml, line {report.problems[0].line}: faction G: 'ace' leaves out "
        "'hiring_ban' (R42), which the rules always play for this faction.",
    ]
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[report.problems[0].line - 1] == 'ace = "hiring_bn"'
    assert model.deck is good  # the lab keeps the last good cards


def test_a_hand_kept_text_naming_another_factions_power_is_a_text_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    own = (
        'power_text = "Receive all gold others pay for mercenaries. Receive all gold others '
        'pay for artifact cards. Sing to the moon."\n'
    )
    path = copy_with(tmp_path, ('ace = "hiring_ban"\n', f'ace = "hiring_ban"\n{own}'))
    deck = DuneDeck(path)
    assert deck.text_problems() == [
        'Goblins faction sheet: "Receive all gold others pay for artifact cards" is the '
        "Dwarves' artifact_bank (§4), which the Goblins do not have",
        'Goblins faction sheet: "Sing to the moon" does nothing in the rules',
    ]
    goblins = dict(sheets(deck)[2].fields)
    assert goblins["power_text"].startswith("Receive all gold others pay for mercenaries.")
    assert main(["lab", "dune", "--cards", str(path), "--check"]) == 1
    out = capsys.readouterr().out
    # the command line prints each sentence (the shared check prefixes it with the
    # sheet's file and line: the sheet's LabCard.line, its entry's header)
    said = 'Goblins faction sheet: "Sing to the moon" does nothing in the rules'
    assert any(line.endswith(said) for line in out.splitlines())
    assert sheets(deck)[2].line == header_lines(path)[2]


def test_the_shipped_sheets_have_no_text_problems_and_fit() -> None:
    deck = DuneDeck()
    assert deck.text_problems() == []
    assert [deck.overflows(c.id) for c in sheets(deck)] == [()] * 4


class SheetsOnly(DuneDeck):
    """The Dune deck with its faction sheets only: the exports' own code, quicker."""

    def cards(self) -> list[LabCard]:
        return [c for c in super().cards() if c.id.startswith("sheet:")]


def only_sheets() -> SheetsOnly:
    return SheetsOnly()


def test_the_sheets_print_in_the_pdf(tmp_path: Path) -> None:
    report = export_pdf(only_sheets(), tmp_path / "sheets.pdf", PrintOptions(calibration=False))
    assert report.others == (("mat", 4),) and report.cards == 0
    assert (tmp_path / "sheets.pdf").stat().st_size > 10_000


def test_the_sheets_are_pictures_in_the_png_export(tmp_path: Path) -> None:
    report = export_png(only_sheets(), tmp_path / "png", PrintOptions())
    faces = [g for g in report.groups if g.what == "mat face"]
    assert len(faces) == 1 and len(faces[0].files) == 4
    trim = faces[0].trim
    assert (trim.width_mm, trim.height_mm) == (189.0, 94.5)  # three cards wide, 2 : 1


def test_the_sheets_are_tiles_in_the_tts_save(tmp_path: Path) -> None:
    report = export_tts(only_sheets(), tmp_path / "tts")
    assert [p.shape for p in report.pictures] == ["mat"] * 4
    saved = json.loads(report.saved_object.read_text(encoding="utf-8"))
    names = json.dumps(saved)
    for faction in ("Dwarves", "Elves", "Goblins", "Orcs"):
        assert f"{faction} faction sheet" in names
