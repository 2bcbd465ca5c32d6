"""`python -m game lab GAME --check` compares written card texts with the cards' effects
where a game keeps its effects as data, and says so where it cannot."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.__main__ import main
from game.games.riders.table.lab import RidersDeck
from game.lab.cli import _text_report

BLOW = 'effects = [{ op = "damage", unit = "enemy_dragon", amount = 4 }]'


def heavy_blow_says(tmp_path: Path, text: str) -> Path:
    """A copy of the Riders card file whose Heavy Blow has its own text."""
    source = paths.card_file("riders").read_text(encoding="utf-8")
    assert source.count(BLOW) == 1
    path = tmp_path / "mine.toml"
    path.write_text(source.replace(BLOW, f'text = "{text}"\n{BLOW}'), encoding="utf-8")
    return path


def text_line(cards: Path) -> int:
    """The line of the Heavy Blow's own `text = …` in the card file, from 1."""
    lines = cards.read_text(encoding="utf-8").splitlines()
    return next(n for n, line in enumerate(lines, 1) if line.startswith('text = "5 damage'))


def test_check_names_heavy_blow_saying_5_damage_and_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards = heavy_blow_says(tmp_path, "5 damage to the enemy Dragon.")
    assert text_line(cards) > 1
    assert main(["lab", "riders", "--cards", str(cards), "--check"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(", 0 texts too long for the box.")
    assert out[1:] == [
        f"mine.toml, line {text_line(cards)}: Heavy Blow: text says 5 damage, effect deals 4",
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


@pytest.mark.parametrize("game", ["riders", "dune", "draconium", "hatch", "dml"])
def test_every_game_compares_its_shipped_texts_and_finds_no_mismatch(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["lab", game, "--check"]) == 0
    out = capsys.readouterr().out
    assert "card texts compared with their effects, 0 mismatches." in out
    assert "effects live in the rules code" not in out


def test_a_deck_without_effects_as_data_says_its_texts_are_not_compared(
    capsys: pytest.CaptureFixture[str],
) -> None:
    class Plain:
        title = "Plain Game"

    assert _text_report(Plain()) == []
    line = "Plain Game: card effects live in the rules code; texts are not compared with them."
    assert capsys.readouterr().out.splitlines() == [line]
