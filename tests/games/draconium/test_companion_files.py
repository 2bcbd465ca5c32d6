"""A designer copies Draconium's three card files into one folder: the lab, `lab --check`
and a playtest of the copy of draconium.toml read the copies of the expansion and the
dragon lines beside it (else the game's own)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game import paths
from game.__main__ import main
from game.games.draconium import ENTRY
from game.games.draconium.cards import companion

FILES = ("draconium", "draconium_expansion", "dragon_lines")
USURIOUS = 'drake = "Usurious Drake"\n'


def copies(folder: Path) -> Path:
    for name in FILES:
        shutil.copy(paths.card_file(name), folder / f"{name}.toml")
    return folder / "draconium.toml"


def test_a_lone_copy_plays_with_the_game_s_own_expansion_and_lines(tmp_path: Path) -> None:
    cards = tmp_path / "draconium.toml"
    shutil.copy(paths.card_file("draconium"), cards)
    assert companion(cards, "dragon_lines") == paths.card_file("dragon_lines")
    assert companion(cards, "draconium_expansion") == paths.card_file("draconium_expansion")


def test_check_reads_the_lines_copy_beside_the_card_copy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards = copies(tmp_path)
    lines = tmp_path / "dragon_lines.toml"
    text = lines.read_text(encoding="utf-8")
    assert text.count(USURIOUS) == 1
    said = 'drake_dispatch = "+1 Buy and +$2. Each other player gains a Copper."\n'
    lines.write_text(text.replace(USURIOUS, USURIOUS + said), encoding="utf-8")
    assert main(["lab", "draconium", "--cards", str(cards), "--check"]) == 1
    header = text.splitlines().index(USURIOUS.strip()) - 3 + 1  # the line's [[line]]
    assert text.splitlines()[header - 1] == "[[line]]"
    out = capsys.readouterr().out.splitlines()
    assert (
        f'dragon_lines.toml, line {header}: Usurious Drake: "Each other player gains a '
        'Copper." on its dispatch side does nothing in the rules'
    ) in out


def test_a_playtest_of_the_copy_plays_the_expansion_copy_s_numbers(tmp_path: Path) -> None:
    cards = copies(tmp_path)
    expansion = tmp_path / "draconium_expansion.toml"
    text = expansion.read_text(encoding="utf-8")
    caravel = 'name = "Caravel"\ncost = 4\n'
    assert text.count(caravel) == 1
    expansion.write_text(text.replace(caravel, caravel.replace("4", "2")), encoding="utf-8")
    assert ENTRY.rules_from is not None
    rules = ENTRY.rules_from(cards)
    state = rules.new_game(["A", "B"], 1, {})
    assert state.catalog.spec("Caravel").cost == 2
