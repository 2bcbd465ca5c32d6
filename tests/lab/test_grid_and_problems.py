"""The lab's pure parts: filters, the grid's arithmetic, where a loader's problem lies,
and `lab --check` on a crafted layout."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.__main__ import main
from game.lab.deck import LabCard, entry_lines
from game.lab.grid import Filters, Grid, costs, kinds
from game.lab.problems import locate


def card(id_: str, name: str, kind: str, cost: int | None) -> LabCard:
    return LabCard(id_, name, kind, cost, 1, ())


CARDS = [
    card("strike", "Strike", "Dragon damage", 1),
    card("heal", "Heal", "Healing", 2),
    card("slash", "Rider Slash", "Rider damage", 1),
]


def test_filters_by_name_type_cost_and_overflow() -> None:
    assert [c.id for c in CARDS if Filters(search="SL").admit(c, False)] == ["slash"]
    assert [c.id for c in CARDS if Filters(kind="Healing").admit(c, False)] == ["heal"]
    assert [c.id for c in CARDS if Filters(cost="1").admit(c, False)] == ["strike", "slash"]
    assert not Filters(too_long_only=True).admit(CARDS[0], False)
    assert Filters(too_long_only=True).admit(CARDS[0], True)
    assert kinds(CARDS) == ["Dragon damage", "Healing", "Rider damage"]
    assert costs([*CARDS, card("x", "X", "Event", None)]) == ["1", "2"]


def test_the_grid_places_finds_and_scrolls() -> None:
    grid = Grid(width=500, height=300, card_w=100, card_h=140, count=10)
    assert grid.columns == 4  # 12 + 4 × 112 = 460 ≤ 500
    assert grid.rows == 3
    assert grid.content_height == 12 + 3 * 152
    assert grid.max_scroll == 468 - 300
    x0 = grid.origin()
    assert x0 == (500 - (4 * 112 - 12)) // 2
    assert grid.place(5, 0) == (x0 + 112, 12 + 152)
    assert grid.at(x0 + 112 + 5, 12 + 152 + 5, 0) == 5
    assert grid.at(x0 + 105, 20, 0) is None  # the gap between two cards
    assert grid.at(x0 + 5, 12 + 152 + 5, 152) == 8  # scrolled down a row
    assert grid.at(x0 + 2 * 112 + 5, 12 + 2 * 152 + 5, 0) is None  # past the last card
    assert list(grid.visible(0)) == list(range(8))
    assert list(grid.visible(160)) == list(range(4, 10))


def test_a_loaders_message_points_at_its_line() -> None:
    text = paths.card_file("riders").read_text(encoding="utf-8")
    lines = text.splitlines()
    strike = lines.index('id = "strike"') + 1
    assert locate(text, "card strike: cost must be 0 or more and copies 1 or more.") == strike
    assert locate(text, "card #2 has no 'copies'.") == entry_lines(text, "card")[1] + 5
    assert lines[locate(text, "card #2 has no 'copies'.") - 1].startswith("copies =")
    assert locate(text, "the file is damaged: Invalid value (at line 57, column 8).") == 57
    layout = paths.asset("layouts", "riders.toml").read_text(encoding="utf-8")
    found = locate(layout, "[text] 'min_font' should be a number from 0 to 1, not 3.")
    assert layout.splitlines()[found - 1].startswith("min_font")
    assert locate(text, "something nobody can place") == 0


def test_check_lists_each_text_too_long_and_fails(tmp_path: Path, capsys: object) -> None:
    layout = tmp_path / "tight.toml"
    text = paths.asset("layouts", "riders.toml").read_text(encoding="utf-8")
    layout.write_text(
        text.replace("box = [0.085, 0.565, 0.83, 0.38]", "box = [0.085, 0.565, 0.83, 0.038]"),
        encoding="utf-8",
    )
    assert main(["lab", "riders", "--layout", str(layout), "--check"]) == 1
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    lines = out.strip().splitlines()
    assert lines[-2].startswith("Dragon Riders: 20 cards and 10 tiles checked, ")
    assert lines[-1] == "Dragon Riders: card texts compared with their effects, 0 mismatches."
    assert any(line.startswith("strike: text does not fit (line ") for line in lines)
    assert main(["lab", "riders", "--check"]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert out.splitlines() == [
        "Dragon Riders: 20 cards and 10 tiles checked, 0 texts too long for the box.",
        "Dragon Riders: card texts compared with their effects, 0 mismatches.",
    ]


def test_check_names_a_damaged_file(tmp_path: Path, capsys: object) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text("[[card]]\nid = \n", encoding="utf-8")
    assert main(["lab", "riders", "--cards", str(broken), "--check"]) == 2
    err = capsys.readouterr().err  # type: ignore[attr-defined]
    assert err.startswith("Can't open the lab: broken.toml, line 2: the file is damaged: ")


def test_an_unknown_icon_in_a_designers_file_names_that_file(
    tmp_path: Path, capsys: object
) -> None:
    cards = tmp_path / "mine.toml"
    text = paths.card_file("riders").read_text(encoding="utf-8")
    cards.write_text(
        text.replace(
            'target = "enemy_dragon"\n',
            'target = "enemy_dragon"\ntext = "2 {hart} to the enemy Dragon."\n',
            1,
        ),
        encoding="utf-8",
    )
    assert main(["lab", "riders", "--cards", str(cards), "--check"]) == 2
    err = capsys.readouterr().err  # type: ignore[attr-defined]
    strike_line = cards.read_text(encoding="utf-8").splitlines().index('id = "strike"') + 1
    assert err.startswith(
        f"Can't open the lab: mine.toml, line {strike_line}: card strike's text has {{hart}}, "
        "which is not an inline icon"
    )


@pytest.mark.parametrize("game", ["riders", "draconium", "dune", "hatch", "dml"])
def test_every_text_of_the_shipped_cards_fits(game: str, capsys: object) -> None:
    """The designers' check, run on the game's own files: it is what a designer's CI runs."""
    assert main(["lab", game, "--check"]) == 0, capsys.readouterr().out  # type: ignore[attr-defined]


def test_an_overflow_in_a_further_card_file_names_it() -> None:
    from game.lab.deck import Overflow

    assert str(Overflow("Holy Library", "text", 168, "draconium_expansion.toml")) == (
        "Holy Library: text does not fit (line 168 of draconium_expansion.toml)"
    )
    assert str(Overflow("strike", "name", 100)) == "strike: name does not fit (line 100)"
