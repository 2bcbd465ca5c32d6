"""Each ability step at work, with the cards counted after it resolves (powers.py's
rulings), on a designer's card file whose new species have abilities and no code."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.games.hatch.rules import HatchRules
from game.games.hatch.state import HatchState
from tests.games.hatch.designer import designer_rules
from tests.games.hatch.helpers import hatch_egg, table

ANN, BEN = 0, 1


@pytest.fixture(scope="module")
def rules(tmp_path_factory: pytest.TempPathFactory) -> HatchRules:
    return designer_rules(Path(tmp_path_factory.mktemp("designer")))


def first(rules: HatchRules, st: HatchState, seat: int, species: str, where: str) -> str:
    zone = getattr(st.players[seat], where)
    return next(c for c in zone.cards if rules.cat.of(c).name == species)


def egg_of(rules: HatchRules, st: HatchState, seat: int, species: str) -> str:
    return next(e.id for e in st.players[seat].eggs if rules.cat.of(e.id).name == species)


def texts(st: HatchState, n: int) -> list[str]:
    return [line.text for line in st.log[-n:] if line.seat is None]


def test_draw_and_others_discard_when_it_hatches(rules: HatchRules) -> None:
    st = table(
        rules=rules,
        piles={"draw": ["Tidal Wyrm", "Zephyr Whelp", "Pebble Whelp"]},
        Ann={
            "hand": ["Cragjaw"],
            "eggs": [{"card": "Glimmer Drake", "fed": ["Cinder Whelp", "Brine Whelp"]}],
        },
        Ben={"hand": ["Skyfather", "Basalt Wyrm", "Reefback"]},
        Cy={"hand": []},
        seats=("Ann", "Ben", "Cy"),
    )
    draw_before, discard_before = len(st.draw.cards), len(st.discard.cards)
    hatch_egg(st, ANN, egg_of(rules, st, ANN, "Glimmer Drake"), (), rules)
    hand = [rules.cat.of(c).name for c in st.players[ANN].hand.cards]
    assert hand == ["Cragjaw", "Tidal Wyrm", "Zephyr Whelp"]  # the top two, in order
    assert len(st.draw.cards) == draw_before - 2
    assert len(st.players[BEN].hand.cards) == 2
    assert len(st.discard.cards) == discard_before + 2 + 1  # the fed cards, Ben's card
    lost = rules.cat.label(st.discard.cards[-1])
    assert texts(st, 5) == [
        "Ann hatched Glimmer Drake (18); dynasty 18.",
        "Ann's Glimmer Drake (18) hatches: Ann draws 2 cards.",
        f"Ann's Glimmer Drake (18) hatches: Ben discards {lost} at random.",
        "Ann's Glimmer Drake (18) hatches: Cy has no card to discard.",
    ]


def test_draw_stops_short_when_both_piles_are_empty_r2(rules: HatchRules) -> None:
    st = table(
        rules=rules,
        piles={"rest": "discard"},
        Ann={
            "hand": [],
            "eggs": [{"card": "Glimmer Drake", "fed": ["Cinder Whelp", "Brine Whelp"]}],
        },
        Ben={"hand": []},
    )
    st.discard.cards.clear()  # nothing anywhere but the players' cards
    assert not st.draw.cards
    hatch_egg(st, ANN, egg_of(rules, st, ANN, "Glimmer Drake"), (), rules)
    # the fed cards reach the discard pile first, so the draw reshuffles them (R2)
    assert len(st.players[ANN].hand.cards) == 2 and not st.draw.cards and not st.discard.cards


def test_lay_top_makes_eggs_of_the_top_cards_r14(rules: HatchRules) -> None:
    fed = ["Pebble Whelp", "Zephyr Whelp", "Brine Whelp"]
    st = table(
        rules=rules,
        piles={"draw": ["Leviathan", "Scorchling", "Cinder Whelp"]},
        Ann={"hand": [], "eggs": [{"card": "Brood Mother", "fed": fed}]},
    )
    draw_before = len(st.draw.cards)
    hatch_egg(st, ANN, egg_of(rules, st, ANN, "Brood Mother"), (), rules)
    eggs = st.players[ANN].eggs
    assert [rules.cat.of(e.id).name for e in eggs] == ["Leviathan", "Scorchling"]
    assert [e.fed.cards for e in eggs] == [[], []] and all(e.seen == (ANN,) for e in eggs)
    assert len(st.draw.cards) == draw_before - 2
    n = eggs[0].number
    assert texts(st, 5)[-2:] == [
        f"Ann's Brood Mother (23) hatches: Ann lays the top card of the draw pile as egg {n}.",
        f"Ann's Brood Mother (23) hatches: Ann lays the top card of the draw pile as egg {n + 1}.",
    ]
    view = rules.view(st, BEN)
    assert all(e.id != eggs[0].id for p in view.players for e in p.eggs)  # face down to Ben


def test_lay_top_stops_at_the_egg_limit_r7(rules: HatchRules) -> None:
    fed = ["Pebble Whelp", "Zephyr Whelp", "Brine Whelp"]
    st = table(
        rules=rules,
        options={"egg_limit": 2},
        Ann={"hand": [], "eggs": [{"card": "Brood Mother", "fed": fed}, {"card": "Cragjaw"}]},
    )
    hatch_egg(st, ANN, egg_of(rules, st, ANN, "Brood Mother"), (), rules)
    assert len(st.players[ANN].eggs) == 2  # Cragjaw and one laid
    assert texts(st, 1) == ["Ann's Brood Mother (23) hatches: Ann already has 2 eggs (R7)."]


def _attacked_by(rules: HatchRules, attacker: str, ben: dict[str, list[str]]) -> HatchState:
    st = table(rules=rules, Ann={"dragons": [attacker]}, Ben={**ben})
    dragon = first(rules, st, ANN, attacker, "dragons")
    rules.apply(st, Move.make(ANN, "attack_with", dragon=dragon, target=BEN))
    rules.apply(st, Move.make(ANN, "declare_attack"))
    return st


def test_guard_blocks_up_to_its_value_plus_guard_and_no_further_r19(rules: HatchRules) -> None:
    # Bastion Drake (24) with guard 5 counts 29 when it blocks: higher than Abyss Elder
    # (28), not higher than Granite Elder (30)
    st = _attacked_by(
        rules, "Abyss Elder", {"dragons": ["Bastion Drake"], "hand": ["Pebble Whelp"]}
    )
    bastion = first(rules, st, BEN, "Bastion Drake", "dragons")
    abyss = first(rules, st, ANN, "Abyss Elder", "dragons")
    assigns = [m for m in rules.legal_moves(st, BEN) if m.kind == "assign_blocker"]
    assert [(m["dragon"], m["attacker"]) for m in assigns] == [(bastion, abyss)]
    st = _attacked_by(
        rules, "Granite Elder", {"dragons": ["Bastion Drake"], "hand": ["Pebble Whelp"]}
    )
    bastion = first(rules, st, BEN, "Bastion Drake", "dragons")
    granite = first(rules, st, ANN, "Granite Elder", "dragons")
    assert not [m for m in rules.legal_moves(st, BEN) if m.kind == "assign_blocker"]
    before = st.clone()
    with pytest.raises(IllegalMove) as caught:
        rules.apply(st, Move.make(BEN, "assign_blocker", dragon=bastion, attacker=granite))
    assert st == before
    assert (caught.value.code, caught.value.message) == (
        "hatch/too-weak",
        "Only a dragon of value higher than 30 can block Granite Elder (30). "
        "Bastion Drake (24) blocks at 29.",
    )


def test_guard_does_not_count_for_a_mercenary(rules: HatchRules) -> None:
    st = _attacked_by(rules, "Pyre Elder", {"hand": ["Bastion Drake"]})
    contracts = [m for m in rules.legal_moves(st, BEN) if m.kind == "contract_mercenary"]
    assert contracts == []  # in hand it counts its printed 24, not higher than 26


def test_sacrificed_draws_only_for_a_successful_hatch_r16(rules: HatchRules) -> None:
    # Pyre Elder needs E E S T and 3 blood: Ember Martyr's 2 droplets and Pebble Whelp's 1
    fed = ["Cinder Whelp", "Cinder Whelp", "Pebble Whelp", "Brine Whelp"]
    st = table(
        rules=rules,
        Ann={
            "hand": [],
            "dragons": ["Ember Martyr", "Pebble Whelp"],
            "eggs": [{"card": "Pyre Elder", "fed": fed}],
        },
    )
    paid = list(st.players[ANN].dragons.cards)
    draw_before = len(st.draw.cards)
    hatch_egg(st, ANN, egg_of(rules, st, ANN, "Pyre Elder"), paid, rules)
    assert len(st.players[ANN].hand.cards) == 1 and len(st.draw.cards) == draw_before - 1
    assert texts(st, 3)[-1] == "Ann's Ember Martyr (13) is sacrificed: Ann draws 1 card."
    # a failed hatch (the Tide is missing) sacrifices nothing, so nothing is drawn
    st = table(
        rules=rules,
        Ann={
            "hand": [],
            "dragons": ["Ember Martyr", "Pebble Whelp"],
            "eggs": [{"card": "Pyre Elder", "fed": fed[:3]}],
        },
    )
    paid = list(st.players[ANN].dragons.cards)
    hatch_egg(st, ANN, egg_of(rules, st, ANN, "Pyre Elder"), paid, rules)
    assert st.players[ANN].hand.cards == [] and st.players[ANN].dragons.cards == paid


def test_the_shipped_species_have_no_abilities() -> None:
    shipped = HatchRules().cat
    assert all(s.abilities == () and s.text == "" for s in shipped.species.values())
