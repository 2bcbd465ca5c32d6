"""assets/cards/riders.toml holds the reference's numbers, and bad files say what is wrong."""

from collections import Counter
from pathlib import Path

import pytest

from game.core.errors import DataError
from game.games.riders.cards import default_catalog, load_catalog

CAT = default_catalog()
GOOD = Path(__file__).resolve().parents[3] / "assets" / "cards" / "riders.toml"

# §1 of the reference: (HP, economy, Wounded at, Critical at)
RIDERS = {
    "Talia": (18, 2, 13, 7),
    "Kael": (17, 1, 12, 6),
    "Bronn": (20, 1, 14, 8),
    "Lyra": (17, 2, 12, 6),
    "Morrik": (19, 2, 14, 8),
}
# (HP, the Rider's starting Shields); every Dragon attacks for 2 energy and 3 damage.
DRAGONS = {
    "Emberfang": (33, 3),
    "Cryowyrm": (30, 2),
    "Voltwing": (35, 2),
    "Steelhorn": (40, 4),
    "Voidmaw": (32, 2),
}
# id: (name, cost, target, copies)
CARDS = {
    "strike": ("Strike", 1, "enemy_dragon", 4),
    "heavy_blow": ("Heavy Blow", 3, "enemy_dragon", 2),
    "burning_hit": ("Burning Hit", 2, "enemy_dragon", 2),
    "weakening_strike": ("Weakening Strike", 1, "enemy_rider", 3),
    "precision_strike": ("Precision Strike", 1, "enemy_rider", 2),
    "crippling_blow": ("Crippling Blow", 3, "enemy_rider", 1),
    "chain_bolt": ("Chain Bolt", 2, "enemy", 2),
    "dual_strike": ("Dual Strike", 1, "enemy", 2),
    "freeze_ray": ("Freeze Ray", 2, "enemy_dragon", 2),
    "rider_immobilize": ("Rider Immobilize", 3, "enemy_rider", 2),
    "energy_drain": ("Energy Drain", 2, "enemy", 2),
    "sabotage": ("Sabotage", 2, "enemy", 2),
    "shield_up": ("Shield Up", 2, "own_rider", 3),
    "shield_disruptor": ("Shield Disruptor", 2, "enemy_rider", 1),
    "dragon_heal": ("Dragon Heal", 2, "own_dragon", 2),
    "rider_heal": ("Rider Heal", 2, "own_rider", 4),
    "energy_surge": ("Energy Surge", 1, "self", 2),
    "thaw": ("Thaw", 1, "own_unit", 2),
    "firebreak": ("Firebreak", 1, "self", 2),
    "energy_shield": ("Energy Shield", 2, "own_rider", 2),
}


def test_riders_match_the_reference() -> None:
    got = {n: (r.hp, r.economy, r.wounded_at, r.critical_at) for n, r in CAT.riders.items()}
    assert got == RIDERS


def test_dragons_match_the_reference() -> None:
    assert {n: (d.hp, d.rider_shields) for n, d in CAT.dragons.items()} == DRAGONS
    assert {(d.attack_cost, d.attack_damage) for d in CAT.dragons.values()} == {(2, 3)}


def test_cards_match_the_reference() -> None:
    got = {c.id: (c.name, c.cost, c.target, c.copies) for c in CAT.cards.values()}
    assert got == CARDS


def test_the_pool_has_44_cards_in_seven_groups() -> None:
    ids = CAT.instance_ids()
    assert len(ids) == len(set(ids)) == 44
    assert ids[:5] == ["strike_1", "strike_2", "strike_3", "strike_4", "heavy_blow_1"]
    groups = Counter()
    for card in CAT.cards.values():
        groups[card.group] += card.copies
    assert groups == {
        "dragon damage": 8,
        "rider damage": 6,
        "multi": 4,
        "control": 8,
        "defense": 4,
        "healing": 6,
        "utility": 8,
    }


def test_freeze_and_shield_cards_are_flagged() -> None:
    """R17: the Freeze cards are Freeze Ray and Rider Immobilize; R33: the Shield card is Shield Up."""
    assert {c.id for c in CAT.cards.values() if c.freeze_card} == {"freeze_ray", "rider_immobilize"}
    assert {c.id for c in CAT.cards.values() if c.shield_card} == {"shield_up"}


def broken(tmp_path: Path, old: str, new: str) -> Path:
    text = GOOD.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "riders.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("hp = 18\n", "", "rider Talia has no 'hp'."),
        ("hp = 33", 'hp = "lots"', "dragon Emberfang: 'hp' should be int, not 'lots'."),
        ("cost = 1\n", "cost = true\n", "card strike: 'cost' should be int, not True."),
        (
            'op = "damage", unit = "enemy_dragon", amount = 2',
            'op = "smite"',
            "card strike, effect 1: there is no op 'smite'",
        ),
        (
            'unit = "enemy_dragon", amount = 2 }',
            'unit = "moon", amount = 2 }',
            "card strike, effect 1: unit 'moon' is not one of",
        ),
        (
            'target = "enemy_dragon"',
            'target = "everyone"',
            "card strike: 'target' is 'everyone'; it should be one of enemy_dragon, enemy_rider,",
        ),
        (
            'unit = "enemy_dragon", amount = 2 }]',
            'unit = "enemy_dragon" }]',
            "card strike, effect 1 has no 'amount'.",
        ),
        (
            "copies = 4",
            "copies = 0",
            "card strike: 'copies' should be a whole number from 1 to 99, not 0.",
        ),
        (
            'id = "heavy_blow"',
            'id = "strike"',
            "card #2: 'id' is 'strike', the same as an earlier card's.",
        ),
        ('[[card]]\nid = "strike"', '[[card]\nid = "strike"', "the file is damaged:"),
    ],
)
def test_a_damaged_card_file_names_the_file_the_entry_and_the_field(
    tmp_path: Path, old: str, new: str, problem: str
) -> None:
    path = broken(tmp_path, old, new)
    with pytest.raises(DataError) as caught:
        load_catalog(path)
    assert str(caught.value).startswith(f"{path}: ")
    assert problem in str(caught.value)


def test_a_missing_card_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="the card file is missing"):
        load_catalog(tmp_path / "nowhere.toml")


def test_a_file_without_riders_says_so(tmp_path: Path) -> None:
    path = tmp_path / "riders.toml"
    path.write_text('[[card]]\nid = "x"\n', encoding="utf-8")
    with pytest.raises(DataError, match="card x has no 'target'"):
        load_catalog(path)
    path.write_text("", encoding="utf-8")
    with pytest.raises(DataError, match=r"the file has no \[\[rider\]\] entries."):
        load_catalog(path)
