"""A hand-written Riders text is compared with its card's effects: each number and key
word that disagrees is one sentence naming the card."""

from dataclasses import replace

import pytest

from game.games.riders.card_text import rules_text
from game.games.riders.cards import OPS, default_catalog
from game.games.riders.text_check import CLAIMS, card_mismatches, claims, text_mismatches

CAT = default_catalog()


def said(card_id: str, text: str) -> list[str]:
    """The mismatches of a shipped card given this text."""
    return card_mismatches(replace(CAT.cards[card_id], text=text))


def test_the_shipped_cards_give_no_mismatch() -> None:
    assert text_mismatches(CAT) == []


def test_every_op_can_be_read_from_a_text() -> None:
    assert set(CLAIMS) == set(OPS)


def test_a_generated_text_always_agrees_with_its_effects() -> None:
    for card in CAT.cards.values():
        assert said(card.id, rules_text(card.effects, card.target)) == [], card.id


def test_heavy_blow_saying_5_damage_while_dealing_4_is_named() -> None:
    assert said("heavy_blow", "5 damage to the enemy Dragon.") == [
        "Heavy Blow: text says 5 damage, effect deals 4"
    ]


def test_a_text_that_matches_gives_no_mismatch() -> None:
    assert said("heavy_blow", "4 damage to the enemy Dragon.") == []
    assert said("heavy_blow", "Four damage to the enemy Dragon!") == []
    assert said("thaw", "Thaw your Dragon or Rider and draw one card.") == []
    assert said("energy_surge", "Gain {energy3}.") == []
    assert said("energy_surge", "+3 energy.") == []


def test_one_number_either_side_of_the_effects_is_a_mismatch() -> None:
    assert said("dragon_heal", "Heal your Dragon 2.") == [
        "Dragon Heal: text says Heal 2, effect heals 3"
    ]
    assert said("dragon_heal", "Heal your Dragon 3.") == []
    assert said("dragon_heal", "Heal your Dragon 4.") == [
        "Dragon Heal: text says Heal 4, effect heals 3"
    ]


def test_a_missing_effect_word_is_named() -> None:
    assert said("burning_hit", "1 damage to the enemy Dragon.") == [
        "Burning Hit: the effects burn but the text never says Burn"
    ]


def test_an_extra_effect_word_is_named() -> None:
    assert said("heavy_blow", "4 damage to the enemy Dragon, then 1 Burn on it.") == [
        "Heavy Blow: the text says Burn but no effect burns"
    ]
    assert said("strike", "2 damage to the enemy Dragon and Freeze it.") == [
        "Strike: the text says Freeze but no effect freezes"
    ]


def test_several_steps_of_one_op_are_compared_in_order() -> None:
    assert said("chain_bolt", "2 damage to the enemy Dragon, then 2 to the enemy Rider.") == [
        "Chain Bolt: text says 2, then 2 damage; effects deal 2, then 1"
    ]
    assert said("chain_bolt", "1 damage to the enemy Rider, then 2 to the enemy Dragon.") == [
        "Chain Bolt: text says 1, then 2 damage; effects deal 2, then 1"
    ]


def test_a_text_without_the_number_is_named() -> None:
    assert said("heavy_blow", "Heavy damage to the enemy Dragon.") == [
        "Heavy Blow: text says damage without a number, effect deals 4"
    ]


@pytest.mark.parametrize(
    ("card_id", "text", "problem"),
    [
        ("thaw", "Thaw your Dragon or Rider, then draw 2 cards.", "Thaw: text says draw 2, effect draws 1"),
        ("energy_drain", "The opponent loses 3 {energy}.", "Energy Drain: text says 3 energy lost, effect drains 2"),
        ("sabotage", "The opponent discards 1 card at random.", "Sabotage: text says discards 1, effect discards 2"),
        ("shield_up", "Your Rider gains 3 Shields.", "Shield Up: text says 3 Shields, effect gives 2"),
        ("energy_surge", "Gain 4 {energy}.", "Energy Surge: text says gain 4 energy, effect gives 3"),
        ("energy_shield", "Your Rider gains 2 Energy Shield charges.", "Energy Shield: text says 2 Energy Shield charges, effect gives 1"),
        ("firebreak", "Your Dragon and Rider stop burning.", "Firebreak: the effects remove Burn but the text never says remove all Burn"),
        ("shield_disruptor", "The enemy Rider is Crippled.", "Shield Disruptor: the text says Crippled but no effect cripples"),
    ],
)  # fmt: skip
def test_each_op_with_a_number_names_it(card_id: str, text: str, problem: str) -> None:
    assert problem in said(card_id, text)


def test_a_state_the_card_ends_or_wards_off_is_no_claim() -> None:
    """Rider Heal ends Crippled (R35) and an Energy Shield stops a Burn or a Freeze (R18):
    naming them is not claiming the card cripples, burns or freezes."""
    assert claims("Heal your Rider 3; this ends Crippled.") == [("heal", 3)]
    assert claims(
        "Your Rider gains an Energy Shield charge: it stops the next Burn or Freeze."
    ) == [("energy_shield", 1)]


def test_the_catalog_check_lists_every_card_in_the_files_order() -> None:
    cards = dict(CAT.cards)
    cards["strike"] = replace(cards["strike"], text="3 damage to the enemy Dragon.")
    cards["firebreak"] = replace(cards["firebreak"], text="Draw a card.")
    catalog = replace(CAT, cards=cards)
    assert text_mismatches(catalog) == [
        "Strike: text says 3 damage, effect deals 2",
        "Firebreak: the effects remove Burn but the text never says remove all Burn",
        "Firebreak: the text says draw but no effect draws cards",
    ]
