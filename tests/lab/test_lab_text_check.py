"""`python -m game lab GAME --check` compares written card texts with the cards' effects
where a game keeps its effects as data, and says so where it cannot."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.__main__ import main
from game.games.riders.table.lab import RidersDeck

BLOW = 'effects = [{ op = "damage", unit = "enemy_dragon", amount = 4 }]'


def heavy_blow_says(tmp_path: Path, text: str) -> Path:
    """A copy of the Riders card file whose Heavy Blow has its own text."""
    source = paths.card_file("riders").read_text(encoding="utf-8")
    assert source.count(BLOW) == 1
    path = tmp_path / "mine.toml"
    path.write_text(source.replace(BLOW, f'text = "{text}"\n{BLOW}'), encoding="utf-8")
    return path


def test_check_names_heavy_blow_saying_5_damage_and_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards = heavy_blow_says(tmp_path, "5 damage to the enemy Dragon.")
    assert main(["lab", "riders", "--cards", str(cards), "--check"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(", 0 texts too long for the box.")
    assert out[1:] == [
        "Heavy Blow: text says 5 damage, effect deals 4",
        "Dragon Riders: card texts compared with their effects, 1 mismatch.",
    ]


def test_check_passes_a_written_text_that_agrees(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards = heavy_blow_says(tmp_path, "4 damage to the enemy Dragon.")
    assert main(["lab", "riders", "--cards", str(cards), "--check"]) == 0
    out = capsys.readouterr().out
    assert out.endswith("Dragon Riders: card texts compared with their effects, 0 mismatches.\n")


def test_the_shipped_riders_cards_give_no_mismatch(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lab", "riders", "--check"]) == 0
    assert "0 mismatches." in capsys.readouterr().out


def test_the_riders_lab_deck_lists_the_mismatches(tmp_path: Path) -> None:
    deck = RidersDeck(heavy_blow_says(tmp_path, "4 damage to the enemy Dragon, then 1 Burn on it."))
    assert deck.text_problems() == ["Heavy Blow: the text says Burn but no effect burns"]


@pytest.mark.parametrize(
    ("game", "title"),
    [
        ("hatch", "Hatch"),
        ("dml", "Dragon's Money Laundering"),
    ],
)
def test_a_game_whose_effects_are_code_says_so_in_one_line(
    game: str, title: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["lab", game, "--check"]) == 0
    out = capsys.readouterr().out.splitlines()
    line = f"{title}: card effects live in the rules code; texts are not compared with them."
    assert out.count(line) == 1
