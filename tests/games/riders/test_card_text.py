"""A Riders card's text is written from its effects: one template per op, joined in the
order the rules run them, and a hand-written text is kept as the designer wrote it."""

from pathlib import Path

import pytest

from game.games.riders.card_text import TEMPLATES, rules_text
from game.games.riders.cards import OPS, Effect, default_catalog, load_catalog

CAT = default_catalog()
GOOD = Path(__file__).resolve().parents[3] / "assets" / "cards" / "riders.toml"


def text(*effects: Effect, target: str = "enemy_dragon") -> str:
    return rules_text(effects, target)


@pytest.mark.parametrize(
    ("effect", "target", "words"),
    [
        (Effect("damage", "enemy_dragon", 4), "enemy_dragon", "4 damage to the enemy Dragon."),
        (Effect("damage", "own_rider", 1), "self", "1 damage to your Rider."),
        (Effect("burn", "enemy_rider"), "enemy_rider", "1 Burn on the enemy Rider."),
        (Effect("freeze", "enemy_dragon"), "enemy_dragon", "Freeze the enemy Dragon."),
        (
            Effect("cripple", "enemy_rider"),
            "enemy_rider",
            "The enemy Rider is Crippled (counts as Wounded) until healed.",
        ),
        (Effect("heal", "own_dragon", 3), "own_dragon", "Heal your Dragon 3."),
        (
            Effect("thaw", "target"),
            "own_unit",
            "Remove all Freeze from your Dragon or Rider.",
        ),
        (Effect("thaw", "own_dragon"), "own_dragon", "Remove all Freeze from your Dragon."),
        (Effect("remove_burn", "own_rider"), "self", "Remove all Burn from your Rider."),
        (Effect("draw", amount=1), "self", "Draw a card."),
        (Effect("draw", amount=2), "self", "Draw 2 cards."),
        (Effect("drain", amount=2), "enemy", "The opponent loses 2 {energy}."),
        (Effect("sabotage", amount=1), "enemy", "The opponent discards a card at random."),
        (Effect("sabotage", amount=3), "enemy", "The opponent discards 3 cards at random."),
        (Effect("shields", amount=1), "own_rider", "Your Rider gains 1 Shield."),
        (Effect("shields", amount=2), "own_rider", "Your Rider gains 2 Shields."),
        (Effect("destroy_shields"), "enemy_rider", "Destroy every Shield on the enemy Rider."),
        (Effect("gain_energy", amount=3), "self", "Gain 3 {energy}."),
        (
            Effect("energy_shield", amount=1),
            "own_rider",
            "Your Rider gains an Energy Shield charge.",
        ),
        (
            Effect("energy_shield", amount=2),
            "own_rider",
            "Your Rider gains 2 Energy Shield charges.",
        ),
    ],
)
def test_each_op_has_its_sentence(effect: Effect, target: str, words: str) -> None:
    assert rules_text([effect], target) == words


def test_every_op_the_loader_admits_has_a_template() -> None:
    assert set(TEMPLATES) == set(OPS)


def test_the_rules_fix_the_unit_of_cripple_and_shields_whatever_the_data_says() -> None:
    """effects.py: cripple always hits the enemy Rider, shields always go to your own."""
    assert text(Effect("cripple", "own_rider")) == (
        "The enemy Rider is Crippled (counts as Wounded) until healed."
    )
    assert text(Effect("shields", "enemy_rider", 2)) == "Your Rider gains 2 Shields."


def test_steps_are_joined_in_order_and_a_unit_named_again_is_it() -> None:
    assert text(Effect("damage", "enemy_dragon", 1), Effect("burn", "enemy_dragon")) == (
        "1 damage to the enemy Dragon, then 1 Burn on it."
    )
    assert text(Effect("damage", "enemy_dragon", 1), Effect("burn", "enemy_rider")) == (
        "1 damage to the enemy Dragon, then 1 Burn on the enemy Rider."
    )
    assert text(Effect("heal", "own_rider", 2), Effect("draw", amount=1), target="self") == (
        "Heal your Rider 2, then draw a card."
    )


def test_a_second_damage_says_only_its_number_and_unit() -> None:
    assert text(Effect("damage", "enemy_dragon", 2), Effect("damage", "enemy_rider", 1)) == (
        "2 damage to the enemy Dragon, then 1 to the enemy Rider."
    )
    assert text(Effect("damage", "enemy_dragon", 2), Effect("damage", "enemy_dragon", 1)) == (
        "2 damage to the enemy Dragon, then 1 to it."
    )


def test_steps_without_a_number_on_two_units_share_one_clause() -> None:
    burn_out = (Effect("remove_burn", "own_dragon"), Effect("remove_burn", "own_rider"))
    assert text(*burn_out, target="self") == "Remove all Burn from your Dragon and your Rider."
    freeze = (Effect("freeze", "enemy_dragon"), Effect("freeze", "enemy_rider"))
    assert text(*freeze, target="enemy") == "Freeze the enemy Dragon and the enemy Rider."
    # after two units, "it" would not say which: the unit is named again
    assert text(*freeze, Effect("damage", "enemy_rider", 1), target="enemy") == (
        "Freeze the enemy Dragon and the enemy Rider, then 1 damage to the enemy Rider."
    )


def test_a_card_without_steps_has_no_text() -> None:
    assert text() == ""


# What each shipped card's face says. All but two are written from the effects; Rider
# Heal (R35: any heal ends Crippled) and Energy Shield (R18) keep their own words.
SHIPPED = {
    "strike": "2 damage to the enemy Dragon.",
    "heavy_blow": "4 damage to the enemy Dragon.",
    "burning_hit": "1 damage to the enemy Dragon, then 1 Burn on it.",
    "weakening_strike": "2 damage to the enemy Rider.",
    "precision_strike": "3 damage to the enemy Rider.",
    "crippling_blow": (
        "2 damage to the enemy Rider, then it is Crippled (counts as Wounded) until healed."
    ),
    "chain_bolt": "2 damage to the enemy Dragon, then 1 to the enemy Rider.",
    "dual_strike": "1 damage to the enemy Dragon, then 1 to the enemy Rider.",
    "freeze_ray": "Freeze the enemy Dragon.",
    "rider_immobilize": "Freeze the enemy Rider.",
    "energy_drain": "The opponent loses 2 {energy}.",
    "sabotage": "The opponent discards 2 cards at random.",
    "shield_up": "Your Rider gains 2 Shields.",
    "shield_disruptor": "Destroy every Shield on the enemy Rider.",
    "dragon_heal": "Heal your Dragon 3.",
    "rider_heal": "Heal your Rider 3; this ends Crippled.",
    "energy_surge": "Gain 3 {energy}.",
    "thaw": "Remove all Freeze from your Dragon or Rider, then draw a card.",
    "firebreak": "Remove all Burn from your Dragon and your Rider.",
    "energy_shield": "Your Rider gains an Energy Shield charge: it stops the next Burn or Freeze.",
}
HAND_WRITTEN = {"rider_heal", "energy_shield"}


def test_every_shipped_card_shows_its_text() -> None:
    assert {card.id: card.text for card in CAT.cards.values()} == SHIPPED


def test_every_shipped_card_with_effects_has_a_generated_text() -> None:
    generated = {card.id: rules_text(card.effects, card.target) for card in CAT.cards.values()}
    assert all(CAT.cards[k].effects for k in generated)
    assert {k: v for k, v in generated.items() if k not in HAND_WRITTEN} == {
        k: v for k, v in SHIPPED.items() if k not in HAND_WRITTEN
    }
    assert generated["rider_heal"] == "Heal your Rider 3."
    assert generated["energy_shield"] == "Your Rider gains an Energy Shield charge."


def test_the_shipped_file_writes_only_the_texts_that_say_more() -> None:
    source = GOOD.read_text(encoding="utf-8")
    written = [line for line in source.splitlines() if line.startswith("text = ")]
    assert written == [f'text = "{SHIPPED[k]}"' for k in ("rider_heal", "energy_shield")]


def edited(tmp_path: Path, old: str, new: str) -> Path:
    source = GOOD.read_text(encoding="utf-8")
    assert source.count(old) == 1
    path = tmp_path / "riders.toml"
    path.write_text(source.replace(old, new), encoding="utf-8")
    return path


def test_a_hand_written_text_is_kept_as_written(tmp_path: Path) -> None:
    blow = 'effects = [{ op = "damage", unit = "enemy_dragon", amount = 4 }]'
    path = edited(tmp_path, blow, f'text = "A crushing 4 damage to the enemy Dragon."\n{blow}')
    assert load_catalog(path).cards["heavy_blow"].text == "A crushing 4 damage to the enemy Dragon."


def test_a_card_without_text_follows_its_effects_when_they_change(tmp_path: Path) -> None:
    old = '{ op = "damage", unit = "enemy_dragon", amount = 4 }'
    path = edited(tmp_path, old, '{ op = "damage", unit = "enemy_dragon", amount = 5 }')
    assert load_catalog(path).cards["heavy_blow"].text == "5 damage to the enemy Dragon."


def test_an_empty_text_is_written_from_the_effects(tmp_path: Path) -> None:
    blow = 'effects = [{ op = "damage", unit = "enemy_dragon", amount = 4 }]'
    path = edited(tmp_path, blow, f'text = ""\n{blow}')
    assert load_catalog(path).cards["heavy_blow"].text == "4 damage to the enemy Dragon."
