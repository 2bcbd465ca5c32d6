"""The legal moves: exactly what the rules accept, each decision once (`canonical`):
sacrifices paying the blood exactly per species combination and one doomed hatch per
egg (R13, R16), a discard per combination of species (R32), a loot per option (R27)."""

from __future__ import annotations

from game.core.state import Pending
from game.games.hatch.eggs import exact_sacrifices
from game.games.hatch.state import DISCARD
from tests.games.hatch.helpers import CARDS, RULES, card, listed, names, table

ANN = 0


def test_exact_sacrifices_once_per_species_combination() -> None:
    dragons = ["H01", "H09", "H10", "H13"]  # Cinder ●●, Pebble ●, Pebble ●, Zephyr ●
    found = exact_sacrifices(RULES.cat, dragons, 2)
    assert found == [("H01",), ("H09", "H10"), ("H09", "H13")]
    assert exact_sacrifices(RULES.cat, dragons, 0) == [()]
    assert exact_sacrifices(RULES.cat, dragons, 4) == [("H01", "H09", "H10"), ("H01", "H09", "H13")]
    assert exact_sacrifices(RULES.cat, dragons[1:], 4) == []


def test_hatches_listed_per_egg() -> None:
    st = table(
        Ann={
            "dragons": ["Cinder Whelp", "Pebble Whelp", "Zephyr Whelp"],
            "eggs": [{"card": "Magma Wyrm"}, {"card": "Scorchling"}],
        }
    )
    hatches = [(names([m["egg"]])[0], names(m["sacrifices"])) for m in listed(st, ANN, "hatch")]
    assert hatches == [
        ("Magma Wyrm", ["Pebble Whelp"]),
        ("Magma Wyrm", ["Zephyr Whelp"]),
        ("Magma Wyrm", []),  # doomed: no blood
        ("Scorchling", []),
        ("Scorchling", ["Cinder Whelp"]),  # doomed on purpose, sacrificing the cheapest
    ]


def test_every_doomed_hatch_of_an_egg_is_one_decision_r16() -> None:
    st = table(Ann={"dragons": ["Cinder Whelp", "Brine Whelp"], "eggs": [{"card": "Magma Wyrm"}]})
    magma = st.players[ANN].eggs[0].id
    cinder, brine = (card(st, ANN, n, "dragons") for n in ("Cinder Whelp", "Brine Whelp"))
    forms = {
        RULES.canonical(RULES._move(ANN, "hatch", magma, s))
        for s in [(), (cinder,), (cinder, brine)]
    }
    assert forms == {(ANN, "hatch", magma, "doomed")}
    assert {RULES.canonical(m) for m in listed(st, ANN, "hatch")} == forms


def test_copies_sacrificed_are_the_same_decision_r32() -> None:
    st = table(Ann={"dragons": ["Pebble Whelp", "Pebble Whelp"], "eggs": [{"card": "Magma Wyrm"}]})
    magma = st.players[ANN].eggs[0].id
    first, second = st.players[ANN].dragons.cards
    a = RULES.canonical(RULES._move(ANN, "hatch", magma, (first,)))
    b = RULES.canonical(RULES._move(ANN, "hatch", magma, (second,)))
    assert a == b == (ANN, "hatch", magma, ("Pebble Whelp",))
    RULES.check(st, RULES._move(ANN, "hatch", magma, (second,)))  # either copy is accepted


def test_every_listed_move_is_accepted() -> None:
    st = table(
        seats=("Ann", "Ben", "Cora"),
        Ann={
            "hand": ["Cinder Whelp", "Pebble Whelp", "Sunforge"],
            "dragons": ["Emberclaw", "Zephyr Whelp"],
            "eggs": [{"card": "Scorchling", "fed": ["Cinder Whelp"]}],
        },
    )
    moves = RULES.legal_moves(st, ANN)
    assert len(moves) == len(set(moves))
    for move in moves:
        RULES.check(st, move)
    kinds = [m.kind for m in moves]
    assert kinds.count("lay_egg") == 3 and kinds.count("nurture") == 3
    assert kinds.count("attack_with") == 4 and kinds[-1] == "end_turn"
    assert all(CARDS[m["card"]].name != "?" for m in moves if m.kind == "lay_egg")


def test_discards_listed_once_per_species_combination_in_hand_order_r32() -> None:
    st = table(Ann={"hand": ["Cinder Whelp", "Pebble Whelp", "Cinder Whelp", "Zephyr Whelp"]})
    st.phase = DISCARD
    st.pending = Pending(DISCARD, (ANN,), prompt="Discard 2 cards from your hand.", min=2, max=2)
    cinder, pebble, cinder2, zephyr = st.players[ANN].hand.cards
    listed_cards = [m["cards"] for m in RULES.legal_moves(st, ANN)]
    # every pair of cards by species, the first copies, in the order the hand gives them
    assert listed_cards == [
        (cinder, pebble),
        (cinder, cinder2),
        (cinder, zephyr),
        (pebble, zephyr),
    ]
    assert [names(c) for c in listed_cards] == [
        ["Cinder Whelp", "Pebble Whelp"],
        ["Cinder Whelp", "Cinder Whelp"],
        ["Cinder Whelp", "Zephyr Whelp"],
        ["Pebble Whelp", "Zephyr Whelp"],
    ]
    for move in RULES.legal_moves(st, ANN):
        RULES.check(st, move)
