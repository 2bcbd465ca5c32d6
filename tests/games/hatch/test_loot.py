"""Loot (§3.8): one per unblocked attacker, one at a time (R27); steal an egg with its
cards (R29), draw 3 and discard 2 (R30), or pass (R28)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.zones import HIDDEN_CARD
from game.games.hatch.flow import handover
from game.games.hatch.state import DISCARD, LOOT, MAIN
from game.games.hatch.views import peek_egg
from tests.games.hatch.helpers import (
    RULES,
    egg,
    hand,
    hatch_egg,
    last_lines,
    listed,
    names,
    play,
    refused,
    table,
)

ANN, BEN, CORA = 0, 1, 2


def looting(seats=("Ann", "Ben"), options=None, ann=None, **others):  # type: ignore[no-untyped-def]
    """Ann attacks Ben with Emberclaw (12) and Pebble Whelp (3); Ben blocks nothing."""
    ann = {"dragons": ["Emberclaw", "Pebble Whelp"], **(ann or {})}
    st = table(seats=seats, options=options, Ann=ann, **others)
    for dragon in st.players[ANN].dragons.cards[:2]:
        play(st, ANN, "attack_with", dragon=dragon, target=BEN)
    play(st, ANN, "declare_attack")
    if st.phase != LOOT:
        play(st, BEN, "confirm_defence")
    assert st.phase == LOOT
    return st, st.players[ANN].dragons.cards[:2]


BEN_EGGS = {
    "hand": ["Sunforge"],
    "eggs": [{"card": "Magma Wyrm", "fed": ["Cinder Whelp", "Pebble Whelp"]}, {"card": "Reefback"}],
}


def test_steal_takes_the_egg_with_its_cards_r29() -> None:
    st, (emberclaw, _) = looting(Ben=BEN_EGGS)
    assert handover(st, ANN) == "Pass back to Ann"
    magma = st.players[BEN].eggs[0]
    fed = list(magma.fed.cards)
    play(st, ANN, "choose_loot", attacker=emberclaw, option="steal", egg=magma.zone)
    assert [e.id for e in st.players[ANN].eggs] == [magma.id]
    assert st.players[ANN].eggs[0].fed.cards == fed and st.players[ANN].eggs[0].zone == "egg:1"
    assert [e.id for e in st.players[BEN].eggs] == [egg(st, BEN, "Reefback")]
    assert st.players[ANN].eggs[0].card.owner == ANN
    assert [(line.text, line.seat) for line in st.log[-2:]] == [
        ("Ann stole an egg (E, S attached) from Ben.", None),
        ("The stolen egg 1 is Magma Wyrm (14).", ANN),
    ]


def test_a_stolen_egg_is_seen_by_the_thief_and_remembered_by_its_former_owner_r14() -> None:
    st, (emberclaw, _) = looting(seats=("Ann", "Ben", "Cora"), Ben=BEN_EGGS)
    zone = st.players[BEN].eggs[0].zone
    play(st, ANN, "choose_loot", attacker=emberclaw, option="steal", egg=zone)
    thief, victim, other = (RULES.view(st, seat) for seat in (ANN, BEN, CORA))
    assert thief.players[ANN].eggs[0].id == "H37"
    assert victim.players[ANN].eggs[0].id == HIDDEN_CARD
    assert victim.players[ANN].eggs[0].face == "Magma Wyrm"
    assert other.players[ANN].eggs[0].id == HIDDEN_CARD and other.players[ANN].eggs[0].face == ""
    assert peek_egg(RULES.cat, victim, BEN, zone).name == "Magma Wyrm"
    assert peek_egg(RULES.cat, st, BEN, zone).name == "Magma Wyrm"
    with pytest.raises(IllegalMove, match="^You have never seen that egg.$") as caught:
        peek_egg(RULES.cat, other, CORA, zone)
    assert caught.value.code == "hatch/never-seen"


def test_forgetful_former_owners_no_longer_see_a_stolen_egg_r14() -> None:
    st, (emberclaw, _) = looting(options={"forgetful": True}, Ben=BEN_EGGS)
    zone = st.players[BEN].eggs[0].zone
    play(st, ANN, "choose_loot", attacker=emberclaw, option="steal", egg=zone)
    victim = RULES.view(st, BEN)
    assert victim.players[ANN].eggs[0].face == ""
    with pytest.raises(IllegalMove, match="^You have never seen that egg.$"):
        peek_egg(RULES.cat, st, BEN, zone)


def test_loot_is_chosen_one_at_a_time_and_the_thief_may_hatch_in_phase_b() -> None:
    st, (emberclaw, pebble) = looting(
        ann={"hand": ["Cinder Whelp", "Pebble Whelp", "Zephyr Whelp", "Brine Whelp", "Shalehide"]},
        Ben=BEN_EGGS,
    )
    magma = st.players[BEN].eggs[0]
    play(st, ANN, "choose_loot", attacker=pebble, option="steal", egg=magma.zone)
    assert st.phase == LOOT  # one loot left, chosen after seeing this one (R27)
    err = refused(st, ANN, "choose_loot", attacker=pebble, option="draw", egg=None)
    assert (err.code, err.message) == (
        "hatch/already-looted",
        "Pebble Whelp (3) has already looted.",
    )
    play(st, ANN, "choose_loot", attacker=emberclaw, option="pass", egg=None)
    assert st.phase == MAIN and RULES.to_act(st) == (ANN,)
    assert last_lines(st) == ["Ann takes no loot with Emberclaw (12)."]
    cinder = hand(st, ANN)[0]
    play(st, ANN, "nurture", card=cinder, egg=magma.id)  # R29: phase B, same turn
    hatch_egg(st, ANN, magma.id, (st.players[ANN].dragons.cards[1],))
    assert names(st.players[ANN].dragons.cards) == ["Emberclaw", "Magma Wyrm"]


def test_loot_refusals_in_the_references_words() -> None:
    st = table(
        Ann={"dragons": ["Emberclaw", "Pebble Whelp", "Cinder Whelp"]},
        Ben={"dragons": ["Zephyr Whelp"], "hand": ["Brine Whelp"]},
    )
    emberclaw, pebble, cinder = st.players[ANN].dragons.cards
    for dragon in (emberclaw, pebble):
        play(st, ANN, "attack_with", dragon=dragon, target=BEN)
    play(st, ANN, "declare_attack")
    play(st, BEN, "assign_blocker", dragon=st.players[BEN].dragons.cards[0], attacker=pebble)
    play(st, BEN, "confirm_defence")
    cases = [
        (
            {"attacker": pebble, "option": "draw", "egg": None},
            "blocked",
            "Pebble Whelp (3) was blocked and takes no loot.",
        ),
        (
            {"attacker": cinder, "option": "draw", "egg": None},
            "not-an-attacker",
            "Cinder Whelp (1) did not attack.",
        ),
        (
            {"attacker": emberclaw, "option": "steal", "egg": "egg:1"},
            "no-eggs",
            "Ben has no eggs to steal.",
        ),
    ]
    for args, code, message in cases:
        err = refused(st, ANN, "choose_loot", **args)
        assert (err.code, err.message) == (f"hatch/{code}", message)
    err = refused(st, ANN, "discard", cards=())
    assert (err.code, err.message) == ("hatch/no-discard", "No discard is required now.")
    err = refused(st, ANN, "end_turn")
    assert (err.code, err.message) == (
        "hatch/attack-in-progress",
        "Resolve the current attack first.",
    )


def test_steal_names_one_of_the_targets_eggs() -> None:
    st, (emberclaw, _) = looting(
        seats=("Ann", "Ben", "Cora"), Ben=BEN_EGGS, Cora={"eggs": [{"card": "Leviathan"}]}
    )
    cora_egg = st.players[CORA].eggs[0].zone
    for zone in (cora_egg, None, "egg:99"):
        err = refused(st, ANN, "choose_loot", attacker=emberclaw, option="steal", egg=zone)
        assert (err.code, err.message) == ("hatch/not-their-egg", "Choose one of Ben's eggs.")


def test_draw_three_then_discard_two_of_the_whole_hand_r30() -> None:
    st, (emberclaw, pebble) = looting(
        ann={"hand": ["Cinder Whelp"]},
        Ben={"hand": ["Brine Whelp"]},
        piles={"draw": ["Sunforge", "Skyfather", "Zephyr Whelp"]},
    )
    cinder = hand(st, ANN)[0]
    play(st, ANN, "choose_loot", attacker=emberclaw, option="draw", egg=None)
    assert st.phase == DISCARD and names(hand(st, ANN)) == [
        "Cinder Whelp",
        "Sunforge",
        "Skyfather",
        "Zephyr Whelp",
    ]
    assert [(line.text, line.seat) for line in st.log[-2:]] == [
        ("Ann loots with Emberclaw (12): 3 cards drawn.", None),
        ("You drew Sunforge (40), Skyfather (52) and Zephyr Whelp (4).", ANN),
    ]
    drawn = hand(st, ANN)[1:]
    # Only the attacker sees the drawn cards (§4).
    ben = RULES.view(st, BEN)
    assert ben.players[ANN].hand.cards == [HIDDEN_CARD] * 4 and ben.attack is not None
    assert ben.attack.drawn == []
    assert RULES.view(st, ANN).attack.drawn == drawn  # type: ignore[union-attr]
    for kind, args in (
        ("choose_loot", {"attacker": pebble, "option": "pass", "egg": None}),
        ("end_turn", {}),
    ):
        err = refused(st, ANN, kind, **args)
        assert (err.code, err.message) == ("hatch/discard-first", "Discard 2 cards first.")
    err = refused(st, ANN, "discard", cards=(cinder,))
    assert (err.code, err.message) == ("hatch/discard-count", "Discard exactly 2 cards.")
    err = refused(st, ANN, "discard", cards=(cinder, hand(st, BEN)[0]))
    assert (err.code, err.message) == ("hatch/not-in-hand", "That card is not in your hand.")
    play(st, ANN, "discard", cards=(cinder, drawn[2]))  # any two of the whole hand
    assert st.discard.cards[-2:] == [cinder, drawn[2]]
    assert last_lines(st) == ["Ann discarded Cinder Whelp (1) and Zephyr Whelp (4)."]
    assert st.phase == LOOT  # the second loot comes after the discard (R27)


def test_a_draw_with_few_cards_left_draws_what_it_can_then_discards_what_it_must_r30() -> None:
    all_but_one = [f"H{n:02d}" for n in range(1, 73) if n not in (35, 9, 71)]
    st, (emberclaw, _) = looting(
        ann={"dragons": ["H35", "H09"]},
        Ben={"hand": all_but_one},
        piles={"draw": ["H71"]},
    )
    play(st, ANN, "choose_loot", attacker=emberclaw, option="draw", egg=None)
    assert hand(st, ANN) == ["H71"]
    assert st.pending is not None and (st.pending.min, st.pending.max) == (1, 1)
    err = refused(st, ANN, "discard", cards=())
    assert err.message == "Discard exactly 1 card."
    play(st, ANN, "discard", cards=("H71",))
    # The discard pile now holds the Skyfather: the next Draw reshuffles it (R2).
    play(st, ANN, "choose_loot", attacker="H09", option="draw", egg=None)
    assert hand(st, ANN) == ["H71"]
    assert "The discard pile (1 card) is shuffled into a new draw pile." in last_lines(st, 4)


def test_the_egg_limit_stops_a_steal_r7() -> None:
    st, (emberclaw, _) = looting(
        options={"egg_limit": 2},
        ann={"eggs": [{"card": "Tidal Wyrm"}, {"card": "Basalt Wyrm"}]},
        Ben=BEN_EGGS,
    )
    assert [m["option"] for m in listed(st, ANN, "choose_loot")] == ["draw", "pass"]
    err = refused(
        st, ANN, "choose_loot", attacker=emberclaw, option="steal", egg=st.players[BEN].eggs[0].zone
    )
    assert (err.code, err.message) == ("hatch/egg-limit", "You cannot hold more than 2 eggs.")


def test_the_egg_limit_stops_laying_r7() -> None:
    st = table(
        options={"egg_limit": 3},
        Ann={
            "hand": ["Sunforge"],
            "eggs": [{"card": "Tidal Wyrm"}, {"card": "Basalt Wyrm"}, {"card": "Reefback"}],
        },
    )
    err = refused(st, ANN, "lay_egg", card=hand(st, ANN)[0])
    assert (err.code, err.message) == ("hatch/egg-limit", "You already have 3 eggs.")
    assert listed(st, ANN, "lay_egg") == []


def test_which_unblocked_dragon_carries_a_loot_makes_no_difference_r27() -> None:
    st, (emberclaw, pebble) = looting(Ben=BEN_EGGS)
    moves = listed(st, ANN, "choose_loot")
    assert {m["attacker"] for m in moves} == {emberclaw}  # one listed, standing for both
    by_pebble = RULES.canonical(
        Move.make(ANN, "choose_loot", attacker=pebble, option="draw", egg=None)
    )
    assert by_pebble in {RULES.canonical(m) for m in moves}
    play(st, ANN, "choose_loot", attacker=pebble, option="pass", egg=None)
    assert {m["attacker"] for m in listed(st, ANN, "choose_loot")} == {emberclaw}


def test_a_loot_already_taken_says_so_also_once_the_attack_is_over_r27() -> None:
    """§7's "{x} has already looted." wins over the phase: while a Draw loot's discard is
    due, and back in the main phase after the last loot."""
    st, (emberclaw, pebble) = looting(
        ann={"dragons": ["Emberclaw", "Pebble Whelp", "Cinder Whelp"]}
    )
    cinder = st.players[ANN].dragons.cards[2]
    play(st, ANN, "choose_loot", attacker=emberclaw, option="draw", egg=None)
    assert st.phase == DISCARD
    already = ("hatch/already-looted", "Emberclaw (12) has already looted.")
    err = refused(st, ANN, "choose_loot", attacker=emberclaw, option="pass", egg=None)
    assert (err.code, err.message) == already
    err = refused(st, ANN, "choose_loot", attacker=pebble, option="pass", egg=None)
    assert (err.code, err.message) == ("hatch/discard-first", "Discard 2 cards first.")
    play(st, ANN, "discard", cards=tuple(hand(st, ANN)[:2]))
    play(st, ANN, "choose_loot", attacker=pebble, option="pass", egg=None)
    assert st.phase == MAIN
    for attacker, name in ((emberclaw, "Emberclaw (12)"), (pebble, "Pebble Whelp (3)")):
        err = refused(st, ANN, "choose_loot", attacker=attacker, option="draw", egg=None)
        assert (err.code, err.message) == ("hatch/already-looted", f"{name} has already looted.")
    err = refused(st, ANN, "choose_loot", attacker=cinder, option="draw", egg=None)
    assert (err.code, err.message) == ("hatch/no-loot", "There is no loot to choose now.")
    err = refused(st, BEN, "choose_loot", attacker=emberclaw, option="draw", egg=None)
    assert (err.code, err.message) == ("hatch/not-your-turn", "It is not your turn.")
