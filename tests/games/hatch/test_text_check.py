"""A species' own text compared with its abilities: each sentence the rules do not do is
one problem, starting with the species' name."""

from __future__ import annotations

import pytest

from game.games.hatch.abilities import STEPS, Ability, ability_text
from game.games.hatch.cards import Species
from game.games.hatch.text_check import species_mismatches

ABILITIES = (Ability("hatch", "draw", 2), Ability("block", "guard", 3))


def tithe(text: str, abilities: tuple[Ability, ...] = ABILITIES) -> Species:
    return Species("Wyrm Tithe", "Wyrm", "E", 13, ("E",), 0, 1, 1, "Flavour.", abilities, text)


@pytest.mark.parametrize(
    "ability",
    [Ability(when, name, step.least) for name, step in STEPS.items() for when in step.whens]
    + [Ability(when, name, step.most) for name, step in STEPS.items() for when in step.whens],
)
def test_the_written_text_of_every_step_agrees_with_it(ability: Ability) -> None:
    assert species_mismatches(tithe(ability_text([ability]), (ability,))) == []


def test_a_text_in_other_words_with_number_words_agrees() -> None:
    text = "When this dragon hatches, draw two cards. While blocking, +3 value."
    assert species_mismatches(tithe(text)) == []


def test_a_sentence_the_rules_do_not_do_is_named() -> None:
    text = "When it hatches, draw 2 cards. Each other player gains a Copper. When it blocks, its value counts 3 higher."
    assert species_mismatches(tithe(text)) == [
        'Wyrm Tithe: "Each other player gains a Copper." does nothing in the rules'
    ]


def test_a_wrong_number_a_wrong_moment_and_a_missing_ability_are_named() -> None:
    text = "When it hatches, draw 3 cards. When it hatches, its value counts 3 higher."
    assert species_mismatches(tithe(text)) == [
        'Wyrm Tithe: "When it hatches, draw 3 cards." says 3 cards; the ability draws 2',
        'Wyrm Tithe: "When it hatches, its value counts 3 higher." says it when it hatches; '
        "the ability runs when it blocks",
    ]
    assert species_mismatches(tithe("When it hatches, draw 2 cards.")) == [
        'Wyrm Tithe: the text never says "When it blocks, its value counts 3 higher."'
    ]


def test_a_part_of_a_sentence_that_does_nothing_is_named_with_its_sentence() -> None:
    text = "When it hatches, draw 2 cards and dance. When it blocks, its value counts 3 higher."
    assert species_mismatches(tithe(text)) == [
        'Wyrm Tithe: "dance" in "When it hatches, draw 2 cards and dance." does nothing in '
        "the rules"
    ]


def test_a_species_without_its_own_text_is_not_compared() -> None:
    assert species_mismatches(tithe("")) == []
