"""A pasted card that repeats another's id (or name) and has a wrong type: both problems
at the pasted card's own lines; and a file's problems listed in line order, where the
command line and the lab list them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game import paths
from game.__main__ import main
from game.core.errors import DataError
from game.core.problems import problems_of
from game.games.draconium.cards import load_catalog as draconium_catalog
from game.games.riders.cards import load_catalog as riders_catalog

PASTED_STRIKE = """
[[card]]
id = "strike"
name = "Strike Again"
cost = "one"
group = "dragon damage"
copies = 1
target = "enemy_dragon"
effects = [{ op = "damage", unit = "enemy_dragon", amount = 2, bogus = 1 }]
"""
PASTED_SILVER = """
[[card]]
name = "Silver"
cost = "three"
types = ["Treasure"]
set = "basic"
coins = 2
text = "Worth $2."
"""


def pasted(tmp_path: Path, game: str, card: str) -> tuple[Path, int]:
    """A copy of the game's card file with `card` pasted at its end, and the line of the
    pasted card's header."""
    path = tmp_path / f"{game}.toml"
    shutil.copy(paths.card_file(game), path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text + card, encoding="utf-8")
    return path, len(text.splitlines()) + 2  # the blank line, then [[card]]


def test_riders_pasted_strike_is_reported_twice_at_its_own_lines(tmp_path: Path) -> None:
    path, header = pasted(tmp_path, "riders", PASTED_STRIKE)
    with pytest.raises(DataError) as caught:
        riders_catalog(path)
    assert caught.value.problems == (
        "card #21: 'id' is 'strike', the same as an earlier card's.",
        "card #21, effect 1: there is no key 'bogus'; the keys are amount, op, unit.",
        "card #21: 'cost' should be int, not 'one'.",
    )
    found = [(p.line, p.message) for p in problems_of(caught.value)]
    assert [line for line, _ in found] == [header + 1, header + 3, header + 7]  # in line order
    original = path.read_text(encoding="utf-8").splitlines().index('id = "strike"') + 1
    assert original < header and all(line > header for line, _ in found)


def test_riders_lab_check_names_the_pasted_card_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, header = pasted(tmp_path, "riders", PASTED_STRIKE)
    assert main(["lab", "riders", "--cards", str(path), "--check"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"Can't open the lab: riders.toml, line {header + 1}: card #21: 'id' is 'strike', the "
        "same as an earlier card's.",
        f"riders.toml, line {header + 3}: card #21: 'cost' should be int, not 'one'.",
        f"riders.toml, line {header + 7}: card #21, effect 1: there is no key 'bogus'; the "
        "keys are amount, op, unit.",
    ]


def test_draconium_pasted_silver_is_reported_twice_at_its_own_lines(tmp_path: Path) -> None:
    path, header = pasted(tmp_path, "draconium", PASTED_SILVER)
    with pytest.raises(DataError) as caught:
        draconium_catalog(path)
    assert caught.value.problems == (
        "card #36: 'name' is 'Silver', the same as an earlier card's.",
        "card #36: 'cost' should be int, not 'three'.",
    )
    assert [p.line for p in problems_of(caught.value)] == [header + 1, header + 2]


def test_a_repeated_name_alone_still_leaves_the_first_card_unblamed(tmp_path: Path) -> None:
    path, header = pasted(tmp_path, "draconium", PASTED_SILVER.replace('"three"', "3"))
    with pytest.raises(DataError) as caught:
        draconium_catalog(path)
    assert [(p.line, p.message) for p in problems_of(caught.value)] == [
        (header + 1, "card #36: 'name' is 'Silver', the same as an earlier card's.")
    ]


def test_problems_of_one_file_are_listed_from_the_top_down(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "riders.toml"
    text = paths.card_file("riders").read_text(encoding="utf-8")
    text = text.replace('name = "Heavy Blow"\ncost = 3', 'name = "Heavy Blow"\ncost = -3')
    text = text.replace('name = "Talia"\nhp = 18', 'name = "Talia"\nhp = "many"')
    text += '\n[extras]\nnote = "mine"\n'  # found first by the loader, written last
    path.write_text(text, encoding="utf-8")
    lines = text.splitlines()
    with pytest.raises(DataError) as caught:
        riders_catalog(path)
    assert caught.value.problems[0] == (
        "the file: there is no key 'extras'; the keys are card, dragon, rider."
    )
    at = [lines.index(line) + 1 for line in ('hp = "many"', "cost = -3", "[extras]")]
    assert [p.line for p in problems_of(caught.value)] == at
    assert main(["lab", "riders", "--cards", str(path), "--check"]) == 2
    said = capsys.readouterr().err.splitlines()
    assert [s.removeprefix("Can't open the lab: ").split(":")[0] for s in said] == [
        f"riders.toml, line {line}" for line in at
    ]


def test_lab_check_lists_text_mismatches_from_the_top_down(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "riders.toml"
    text = paths.card_file("riders").read_text(encoding="utf-8")
    blow = 'effects = [{ op = "damage", unit = "enemy_dragon", amount = 4 }]'
    text = text.replace(blow, f'text = "5 damage to the enemy Dragon."\n{blow}')
    text = text.replace('name = "Talia"\nhp = 18', 'name = "Talia"\npassive = "Gain 3."\nhp = 18')
    path.write_text(text, encoding="utf-8")
    lines = text.splitlines()
    assert main(["lab", "riders", "--cards", str(path), "--check"]) == 1
    out = capsys.readouterr().out.splitlines()
    talia = lines.index('name = "Talia"')  # the tile's entry (its header line)
    blow_text = lines.index('text = "5 damage to the enemy Dragon."') + 1
    assert out[1:3] == [
        f"riders.toml, line {talia}: Talia: the passive text says 3; its powers give 1",
        f"riders.toml, line {blow_text}: Heavy Blow: text says 5 damage, effect deals 4",
    ]
