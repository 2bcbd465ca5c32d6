"""§1.1 and §1.2: card data, Supply pile sizes, starting decks, the Kingdom, who starts."""

from collections import Counter
from pathlib import Path

import pytest

from game.core.errors import DataError, OptionError
from game.games.draconium.cards import default_catalog, load_catalog, name_of
from game.games.draconium.options import PRESETS
from tests.games.draconium.helpers import NAMES, R

GOOD = Path(__file__).resolve().parents[3] / "assets" / "cards" / "draconium.toml"
BASE = {  # §1.6: cost and types
    "Cellar": (2, ("Action",)),
    "Chapel": (2, ("Action",)),
    "Moat": (2, ("Action", "Reaction")),
    "Harbinger": (3, ("Action",)),
    "Merchant": (3, ("Action",)),
    "Vassal": (3, ("Action",)),
    "Village": (3, ("Action",)),
    "Workshop": (3, ("Action",)),
    "Bureaucrat": (4, ("Action", "Attack")),
    "Gardens": (4, ("Victory",)),
    "Militia": (4, ("Action", "Attack")),
    "Moneylender": (4, ("Action",)),
    "Poacher": (4, ("Action",)),
    "Remodel": (4, ("Action",)),
    "Smithy": (4, ("Action",)),
    "Throne Room": (4, ("Action",)),
    "Bandit": (5, ("Action", "Attack")),
    "Council Room": (5, ("Action",)),
    "Festival": (5, ("Action",)),
    "Laboratory": (5, ("Action",)),
    "Library": (5, ("Action",)),
    "Market": (5, ("Action",)),
    "Mine": (5, ("Action",)),
    "Sentry": (5, ("Action",)),
    "Witch": (5, ("Action", "Attack")),
    "Artisan": (6, ("Action",)),
}
BASIC = {  # §1.1: cost, $, VP
    "Copper": (0, 1, 0),
    "Silver": (3, 2, 0),
    "Gold": (6, 3, 0),
    "Platinum": (9, 5, 0),
    "Estate": (2, 0, 1),
    "Duchy": (5, 0, 3),
    "Province": (8, 0, 6),
    "Colony": (11, 0, 10),
    "Curse": (0, 0, -1),
}


def test_the_card_files_hold_the_basic_cards_the_26_base_and_45_draconium_entries() -> None:
    """35 base cards; 49 Draconium cards in 45 randomizer entries (two split piles of
    three and two names, and Damsel's Dragon Slayer, §4), Nightmare, Ruined Kingdom,
    and the 8 Ruins."""
    cat = default_catalog()
    assert len(cat.cards) == 35 + 49 + 2 + 8
    assert len(cat.draconium_names) == 45
    assert [c.name for c in cat.tiers("Blackmail")] == ["Blackmail", "Alibi", "Conspiracy"]
    assert [c.copies for c in cat.tiers("Blackmail")] == [4, 3, 3]
    assert [c.name for c in cat.tiers("Livestock")] == ["Livestock", "Hecatomb"]
    assert len(cat.ruins()) == 8 and all(c.copies == 5 for c in cat.ruins())
    assert not cat.cards["Dragon Slayer"].buyable and cat.cards["Dragon Slayer"].cost == 6
    for name, (cost, coins, vp) in BASIC.items():
        spec = cat.cards[name]
        assert (spec.cost, spec.coins, spec.vp) == (cost, coins, vp), name
    assert sorted(cat.kingdom_names) == sorted(BASE)
    for name, (cost, types) in BASE.items():
        assert (cat.cards[name].cost, cat.cards[name].types) == (cost, types), name
        assert cat.cards[name].text.strip()


def damaged(tmp_path: Path, old: str, new: str) -> Path:
    path = tmp_path / "draconium.toml"
    text = GOOD.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_card_without_a_cost_is_named_with_its_file(tmp_path: Path) -> None:
    path = damaged(tmp_path, 'name = "Smithy"\ncost = 4\n', 'name = "Smithy"\n')
    with pytest.raises(DataError) as caught:
        load_catalog(path)
    assert str(caught.value) == f"{path}: card Smithy has no 'cost'."


def test_a_wrong_type_of_field_and_an_unknown_card_type_are_named(tmp_path: Path) -> None:
    path = damaged(tmp_path, 'name = "Village"\ncost = 3\n', 'name = "Village"\ncost = "3"\n')
    with pytest.raises(DataError, match="card Village: 'cost' should be int, not '3'"):
        load_catalog(path)
    path = damaged(tmp_path, 'types = ["Action", "Attack"]', 'types = ["Action", "Atack"]')
    with pytest.raises(DataError, match="card Bureaucrat: 'types' must list some of"):
        load_catalog(path)


def test_a_treasure_without_coins_and_a_twice_named_card_are_refused(tmp_path: Path) -> None:
    path = damaged(tmp_path, "coins = 3\n", "")
    with pytest.raises(DataError, match="card Gold has no 'coins'"):
        load_catalog(path)
    path = damaged(tmp_path, 'name = "Chapel"', 'name = "Cellar"')
    with pytest.raises(DataError) as caught:
        load_catalog(path)
    assert caught.value.problems == (
        "card #11: 'name' is 'Cellar', the same as an earlier card's.",
    )
    with pytest.raises(DataError, match="the same as an earlier card's"):
        load_catalog(path)


def test_a_missing_or_broken_file_says_so(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="the card file is missing"):
        load_catalog(tmp_path / "nope.toml")
    broken = tmp_path / "broken.toml"
    broken.write_text("[[card]\nname=", encoding="utf-8")
    with pytest.raises(DataError, match="the file is damaged"):
        load_catalog(broken)
    path = damaged(tmp_path, 'name = "Colony"', 'name = "Colonies"')
    with pytest.raises(DataError, match="the basic card Colony is missing"):
        load_catalog(path)


@pytest.mark.parametrize(
    ("players", "copper", "victory", "curse"),
    [(2, 46, 8, 10), (3, 39, 12, 20), (4, 32, 12, 30)],
)
def test_supply_pile_sizes_follow_1_1(players: int, copper: int, victory: int, curse: int) -> None:
    st = R.new_game(
        list(NAMES[:players]), 5, {"kingdom": "Size Distortion", "platinum_colony": True}
    )
    sizes = {name: len(pile) for name, pile in st.supply.items()}
    assert sizes["Copper"] == copper
    assert (sizes["Silver"], sizes["Gold"], sizes["Platinum"]) == (40, 30, 12)
    assert sizes["Estate"] == sizes["Duchy"] == sizes["Province"] == sizes["Colony"] == victory
    assert sizes["Curse"] == curse
    assert sizes["Gardens"] == victory  # a Victory Kingdom pile (§1.1)
    assert all(sizes[k] == 10 for k in st.kingdom if k != "Gardens")


def test_each_player_starts_with_7_copper_and_3_estates_and_draws_5() -> None:
    st = R.new_game(list(NAMES[:3]), 8, {})
    every = [c for zone in st.zones() for c in zone.cards]
    assert len(every) == len(set(every))
    for p in st.players:
        owned = Counter(name_of(c) for c in p.owned())
        assert owned == {"Copper": 7, "Estate": 3}
        assert (len(p.hand), len(p.deck), len(p.discard)) == (5, 5, 0)


def test_platinum_and_colony_are_only_there_with_the_option_r32() -> None:
    assert "Colony" not in R.new_game(["A", "B"], 1, {}).supply
    st = R.new_game(["A", "B"], 1, {"platinum_colony": True})
    assert ("Platinum" in st.supply, "Colony" in st.supply) == (True, True)


def test_presets_are_the_recommended_kingdoms_and_random_mixes_base_and_draconium() -> None:
    for preset, cards in PRESETS.items():
        st = R.new_game(["A", "B"], 1, {"kingdom": preset})
        assert sorted(st.kingdom) == sorted(cards) and len(set(cards)) == 10
    base_only = {"draconium_cards": 0}
    kingdoms = {tuple(R.new_game(["A", "B"], seed, base_only).kingdom) for seed in range(5)}
    assert len(kingdoms) == 5
    assert all(len(set(k)) == 10 and set(k) <= set(BASE) for k in kingdoms)
    drac = set(default_catalog().draconium_names)
    for seed in range(5):  # by default 4 of the 10 are Draconium entries (§1.2: 3 to 6)
        k = R.new_game(["A", "B"], seed, {}).kingdom
        assert len(set(k)) == 10 and len(set(k) & drac) == 4 and len(set(k) & set(BASE)) == 6
    with pytest.raises(OptionError, match="Option kingdom can be random, First Game"):
        R.new_game(["A", "B"], 1, {"kingdom": "Everything"})


def test_a_random_player_goes_first_by_the_seed_and_seats_are_2_to_4() -> None:
    firsts = [R.new_game(["A", "B", "C"], seed, {}).first for seed in range(30)]
    assert set(firsts) == {0, 1, 2}
    assert firsts == [R.new_game(["A", "B", "C"], seed, {}).first for seed in range(30)]
    st = R.new_game(["A", "B"], 3, {})
    assert st.active == st.first and R.to_act(st) == (st.first,)
    assert (st.actions, st.buys, st.coins, st.phase) == (1, 1, 0, "action")
    with pytest.raises(ValueError, match="Dominion: Draconium is for 2 to 4 players, not 5"):
        R.new_game(list("ABCDE"), 1, {})
