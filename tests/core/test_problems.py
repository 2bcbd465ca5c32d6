"""Where a data file's problem lies (game/core/problems.py): the line of the quoted field
inside the entry the message names, else the entry's own line."""

from __future__ import annotations

from pathlib import Path

from game.core.problems import locate

CARDS = """\
[[card]]
id = "strike"
cost = 1

[[card]]
flavour = "Above its id."
id = "heavy_blow"
name = "Heavy Blow"
cost = 3
effects = [
  { op = "damage", unit = "enemy_dragon", amount = 1 },
  { op = "burn", unit = "enemy_dragon" },
]

[[card]]
id = "throne"
name = "Throne Room"
cost = 4
"""

LAYOUT = """\
[text]
align = "centre"

[types.Action]
colour = "#102030"

[groups."dragon damage"]
colour = "#b8322a"
"""


def test_a_field_is_found_inside_its_own_entry() -> None:
    assert locate(CARDS, "card heavy_blow: 'cost' should be a whole number, not -1.") == 9
    assert locate(CARDS, "card strike: 'cost' should be a whole number, not -1.") == 3


def test_a_key_written_above_the_id_is_found() -> None:
    assert locate(CARDS, "card heavy_blow: there is no key 'flavour'; the keys are …") == 6


def test_a_field_the_entry_lacks_points_at_the_entry() -> None:
    assert locate(CARDS, "card strike has no 'name'.") == 2
    assert locate(CARDS, "card #3 has no 'copies'.") == 15


def test_an_effect_points_at_its_own_inline_table() -> None:
    assert locate(CARDS, "card heavy_blow, effect 2: op 'burn' takes no 'amount'.") == 12
    assert locate(CARDS, "card heavy_blow, effect 1: there is no op 'smite'.") == 11


def test_a_name_of_several_words_is_matched_whole() -> None:
    assert locate(CARDS, "card Throne Room: 'cost' must be 0 or more, not -4.") == 18


def test_sections_sub_tables_and_quoted_groups() -> None:
    assert locate(LAYOUT, "[text]: there is no key 'align'") == 2
    assert locate(LAYOUT, "[types]: there is no key 'Action'; did you mean 'Actions'?") == 4
    assert locate(LAYOUT, "group 'dragon damage' has no colour.") == 7
    assert locate(LAYOUT, "group 'dragon damage': 'colour' should be a colour") == 8
    assert locate(LAYOUT, "nothing anyone can place") == 0


def test_a_message_that_already_names_its_line_says_it_once() -> None:
    from game.core.problems import Problem

    said = Problem("scenarios/two_kaels.toml", 9, "line 9: Kael is taken twice.")
    assert str(said) == "two_kaels.toml, line 9: Kael is taken twice."
    assert str(Problem("a.toml", 0, "line 9: x")) == "a.toml: line 9: x"


def test_a_screen_with_room_for_one_line_gets_the_first_problem_and_a_count(
    tmp_path: Path,
) -> None:
    from game.core.errors import DataError
    from game.core.problems import in_short

    cards = tmp_path / "cards.toml"
    cards.write_text('[[card]]\nid = "a"\ncost = -1\n[[card]]\nid = "b"\nnmae = "B"\n')
    one = DataError(str(cards), "card a: 'cost' should be 0 or more, not -1.")
    assert in_short(one) == f"{cards}, line 3: card a: 'cost' should be 0 or more, not -1."
    three = DataError(str(cards), one.problem, ("card b: there is no key 'nmae'.", "x"))
    assert in_short(three).endswith("not -1. (and 2 more problems)")
    assert in_short(ValueError("plain")) == "plain"
