"""The legal moves: exactly what the rules accept, each decision once (`canonical`): a
hatch per own egg (R13) and a nomination per own egg and dragon not yet named (R12), a
discard per combination of species (R32), a loot per option (R27)."""

from __future__ import annotations

from game.core.move import Gesture, Move
from game.core.state import Pending
from game.games.hatch.eggs import exact_sacrifices
from game.games.hatch.state import DISCARD
from tests.games.hatch.helpers import CARDS, RULES, card, listed, names, play, table

ANN = 0


def test_exact_sacrifices_once_per_species_combination() -> None:
    dragons = ["H01", "H09", "H10", "H13"]  # Cinder ●●, Pebble ●, Pebble ●, Zephyr ●
    found = exact_sacrifices(RULES.cat, dragons, 2)
    assert found == [("H01",), ("H09", "H10"), ("H09", "H13")]
    assert exact_sacrifices(RULES.cat, dragons, 0) == [()]
    assert exact_sacrifices(RULES.cat, dragons, 4) == [("H01", "H09", "H10"), ("H01", "H09", "H13")]
    assert exact_sacrifices(RULES.cat, dragons[1:], 4) == []


def test_a_hatch_per_egg_and_a_nomination_per_egg_and_dragon_r12_r13() -> None:
    st = table(
        Ann={
            "dragons": ["Cinder Whelp", "Pebble Whelp", "Zephyr Whelp"],
            "eggs": [{"card": "Magma Wyrm"}, {"card": "Scorchling"}],
        }
    )
    magma, scorchling = (e.id for e in st.players[ANN].eggs)
    assert [names([m["egg"]])[0] for m in listed(st, ANN, "hatch")] == ["Magma Wyrm", "Scorchling"]
    nominations = [
        (names([m["egg"]])[0], names([m["dragon"]])[0])
        for m in listed(st, ANN, "nominate_sacrifice")
    ]
    assert nominations == [
        ("Magma Wyrm", "Cinder Whelp"),
        ("Magma Wyrm", "Pebble Whelp"),
        ("Magma Wyrm", "Zephyr Whelp"),
        ("Scorchling", "Cinder Whelp"),
        ("Scorchling", "Pebble Whelp"),
        ("Scorchling", "Zephyr Whelp"),
    ]
    assert listed(st, ANN, "withdraw_sacrifice") == []
    pebble = card(st, ANN, "Pebble Whelp", "dragons")
    zone = st.players[ANN].eggs[0].zone
    assert [m.gesture for m in listed(st, ANN, "nominate_sacrifice")][1] == Gesture(
        pebble, "dragons:0", zone
    )  # dragged onto the egg
    play(st, ANN, "nominate_sacrifice", dragon=pebble, egg=magma)
    # a dragon named once is named no more, for any egg; it may be taken back
    assert pebble not in {m["dragon"] for m in listed(st, ANN, "nominate_sacrifice")}
    assert [m["dragon"] for m in listed(st, ANN, "withdraw_sacrifice")] == [pebble]
    assert [m["egg"] for m in listed(st, ANN, "hatch")] == [magma, scorchling]


def test_every_hatch_of_your_own_egg_is_listed_and_legal_r13() -> None:
    """Whatever is named for it, too few droplets or too many, with Spilled blood or
    without: a hatch of one's own egg is a legal move (and fails by §3.4)."""
    for spilled in (False, True):
        st = table(
            options={"spilled_blood": spilled},
            Ann={"dragons": ["Cinder Whelp", "Brine Whelp"], "eggs": [{"card": "Magma Wyrm"}]},
        )
        magma = st.players[ANN].eggs[0].id
        cinder, brine = (card(st, ANN, n, "dragons") for n in ("Cinder Whelp", "Brine Whelp"))
        RULES.check(st, Move.make(ANN, "hatch", egg=magma))  # none named: 0 of 1
        play(st, ANN, "nominate_sacrifice", dragon=cinder, egg=magma)
        RULES.check(st, Move.make(ANN, "hatch", egg=magma))  # 2 of 1
        play(st, ANN, "nominate_sacrifice", dragon=brine, egg=magma)
        assert [m["egg"] for m in listed(st, ANN, "hatch")] == [magma]
        RULES.check(st, Move.make(ANN, "hatch", egg=magma))  # 4 of 1


def test_either_copy_of_a_species_may_be_named_r32() -> None:
    st = table(Ann={"dragons": ["Pebble Whelp", "Pebble Whelp"], "eggs": [{"card": "Magma Wyrm"}]})
    magma = st.players[ANN].eggs[0].id
    first, second = st.players[ANN].dragons.cards
    assert [m["dragon"] for m in listed(st, ANN, "nominate_sacrifice")] == [first, second]
    RULES.check(st, Move.make(ANN, "nominate_sacrifice", dragon=second, egg=magma))


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
