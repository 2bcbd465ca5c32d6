"""A species' abilities read strictly: an unknown step, a misspelt argument, a wrong
type and a step at a moment it cannot run are each one problem at the ability's own
line, reported together; and the text written from them, one template per step."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.errors import DataError
from game.core.problems import report
from game.games.hatch.abilities import Ability, ability_text
from game.games.hatch.cards import load_catalog
from tests.games.hatch.designer import designer_file

BAD = """
[[species]]
name = "Faulty Drake"
tier = "Drake"
provides = "G"
value = 13
cost = ["E", "T"]
blood = 0
sac = 1
copies = 1
flavour = "Every slip a designer can make."
abilities = [
  { when = "hatch", step = "drow", n = 2 },
  { wen = "hatch", step = "draw", n = 2 },
  { when = "hatch", step = "draw", n = "two" },
  { when = "hatch", step = "guard", n = 3 },
  { when = "hatched", step = "draw", n = 1 },
  { when = "hatch", step = "others_discard", n = 9 },
]
"""


def test_each_bad_ability_is_one_problem_at_its_own_line(tmp_path: Path) -> None:
    path = designer_file(tmp_path, BAD)
    with pytest.raises(DataError) as caught:
        load_catalog(path)
    lines = path.read_text("utf-8").splitlines()
    first = next(n for n, line in enumerate(lines, 1) if 'step = "drow"' in line)
    head = "hatch.toml, line {}: species Faulty Drake, ability {}: "
    assert report(caught.value).splitlines() == [
        head.format(first, 1) + "there is no step 'drow'; did you mean 'draw'?",
        head.format(first + 1, 2) + "there is no key 'wen'; did you mean 'when'?",
        head.format(first + 2, 3) + "'n' should be a whole number, not 'two'.",
        head.format(first + 3, 4)
        + 'step \'guard\' cannot run at when = "hatch"; it runs at "block".',
        head.format(first + 4, 5)
        + "there is no moment 'hatched' for 'when'; did you mean 'hatch'?",
        head.format(first + 5, 6) + "'n' should be from 1 to 3 for step 'others_discard', not 9.",
    ]


def test_abilities_that_are_not_a_list_are_named_at_their_line(tmp_path: Path) -> None:
    path = designer_file(tmp_path, BAD.split("abilities = [")[0] + 'abilities = "draw 2"\n')
    with pytest.raises(DataError) as caught:
        load_catalog(path)
    line = len(path.read_text("utf-8").splitlines())
    assert report(caught.value) == (
        f"hatch.toml, line {line}: species Faulty Drake: 'abilities' should be a list like "
        '[{ when = "hatch", step = "draw", n = 2 }], not \'draw 2\'.'
    )


def test_a_text_kept_by_hand_must_be_text(tmp_path: Path) -> None:
    path = designer_file(tmp_path, BAD.split("abilities = [")[0] + "text = 3\n")
    with pytest.raises(DataError) as caught:
        load_catalog(path)
    line = len(path.read_text("utf-8").splitlines())
    assert report(caught.value) == (
        f"hatch.toml, line {line}: species Faulty Drake: 'text' should be some text, not 3."
    )


@pytest.mark.parametrize(
    ("abilities", "text"),
    [
        ((Ability("hatch", "draw", 1),), "When it hatches, draw a card."),
        ((Ability("hatch", "draw", 3),), "When it hatches, draw 3 cards."),
        (
            (Ability("hatch", "others_discard", 2),),
            "When it hatches, each other player discards 2 cards at random.",
        ),
        (
            (Ability("hatch", "lay_top", 1),),
            "When it hatches, lay the top card of the draw pile as an egg.",
        ),
        (
            (Ability("sacrificed", "lay_top", 2),),
            "When it is sacrificed, lay the top 2 cards of the draw pile as eggs.",
        ),
        ((Ability("block", "guard", 4),), "When it blocks, its value counts 4 higher."),
        (
            (
                Ability("hatch", "draw", 2),
                Ability("hatch", "others_discard", 1),
                Ability("block", "guard", 2),
            ),
            "When it hatches, draw 2 cards, then each other player discards a card at "
            "random. When it blocks, its value counts 2 higher.",
        ),
        ((), ""),
    ],
)
def test_the_text_is_written_from_the_abilities_one_template_per_step(
    abilities: tuple[Ability, ...], text: str
) -> None:
    assert ability_text(abilities) == text
