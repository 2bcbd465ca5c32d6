"""Sacrifices named one dragon at a time, then the hatch (§3.4, R12, R13, R16): every
hatch of one's own egg is legal; it succeeds only when the named droplets pay the
blood exactly, and fails when they pay one too few or one too many, the nominated
dragons staying in play, or going to the discard pile with Spilled blood. Cards are
counted after each resolution."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.move import Move
from game.games.hatch.state import DEFEND, MAIN, MUSTER, HatchState
from tests.games.hatch.helpers import (
    RULES,
    card,
    dragons,
    egg,
    last_lines,
    listed,
    names,
    play,
    refused,
    table,
)

ANN, BEN = 0, 1
PYRE_FED = ["Cinder Whelp", "Cinder Whelp", "Brine Whelp", "Pebble Whelp"]  # E E T S: exact


def pyre_table(spilled: bool, **ben: Any) -> tuple[HatchState, str, dict[str, str]]:
    """Ann's Pyre Elder (26, 3 blood) has its resources; her dragons give ●●, ●● and ●."""
    st = table(
        options={"spilled_blood": spilled},
        Ann={
            "dragons": ["Cinder Whelp", "Brine Whelp", "Pebble Whelp"],
            "eggs": [{"card": "Pyre Elder", "fed": PYRE_FED}],
        },
        Ben=ben or {"hand": ["Sunforge"]},
    )
    pyre = egg(st, ANN, "Pyre Elder")
    mine = {n: card(st, ANN, n, "dragons") for n in ("Cinder Whelp", "Brine Whelp", "Pebble Whelp")}
    return st, pyre, mine


def named_then_hatched(st: HatchState, pyre: str, sacrifices: list[str]) -> tuple[int, list[str]]:
    """Name each sacrifice, check the hatch is listed and legal (R13), hatch; the cards
    the discard pile gained, and the egg's attached cards."""
    for dragon in sacrifices:
        play(st, ANN, "nominate_sacrifice", dragon=dragon, egg=pyre)
    found = st.egg_of(pyre)
    assert found is not None and found.sacrifices == sacrifices
    fed = list(found.fed.cards)
    hatch = Move.make(ANN, "hatch", egg=pyre)
    assert hatch in listed(st, ANN, "hatch")
    RULES.check(st, hatch)
    top = len(st.discard.cards)
    play(st, ANN, "hatch", egg=pyre)
    return len(st.discard.cards) - top, fed


@pytest.mark.parametrize("spilled", [False, True], ids=["usual", "spilled-blood"])
def test_exact_blood_hatches_r12(spilled: bool) -> None:
    st, pyre, d = pyre_table(spilled)
    cinder, brine, pebble = d["Cinder Whelp"], d["Brine Whelp"], d["Pebble Whelp"]
    gained, fed = named_then_hatched(st, pyre, [cinder, pebble])  # ●● + ● = 3 of 3
    assert gained == 6 and st.discard.cards[-6:] == [*fed, cinder, pebble]
    assert dragons(st, ANN) == [brine, pyre]
    assert st.players[ANN].eggs == []
    assert last_lines(st) == [
        "Ann hatched Pyre Elder (26), sacrificing Cinder Whelp (1) and Pebble Whelp (3); "
        "dynasty 28."
    ]


def test_one_droplet_too_few_fails_and_the_sacrifice_stays_r13_r16() -> None:
    st, pyre, d = pyre_table(False)
    gained, fed = named_then_hatched(st, pyre, [d["Cinder Whelp"]])  # 2 of 3
    assert gained == 5 and st.discard.cards[-5:] == [*fed, pyre]
    assert dragons(st, ANN) == [d["Cinder Whelp"], d["Brine Whelp"], d["Pebble Whelp"]]
    assert last_lines(st) == [
        "Ann's hatch failed: Pyre Elder (26) discarded with 4 resources — it needs 3 blood "
        "exactly (the sacrifices give 2 blood)."
    ]


def test_one_droplet_too_many_fails_and_the_sacrifices_stay_r13_r16() -> None:
    st, pyre, d = pyre_table(False)
    gained, fed = named_then_hatched(st, pyre, [d["Cinder Whelp"], d["Brine Whelp"]])  # 4 of 3
    assert gained == 5 and st.discard.cards[-5:] == [*fed, pyre]
    assert dragons(st, ANN) == [d["Cinder Whelp"], d["Brine Whelp"], d["Pebble Whelp"]]
    assert last_lines(st) == [
        "Ann's hatch failed: Pyre Elder (26) discarded with 4 resources — it needs 3 blood "
        "exactly (the sacrifices give 4 blood)."
    ]


def test_spilled_blood_one_droplet_too_few_fails_and_spills_the_sacrifice_r16() -> None:
    st, pyre, d = pyre_table(True)
    cinder = d["Cinder Whelp"]
    gained, fed = named_then_hatched(st, pyre, [cinder])  # 2 of 3
    assert gained == 6 and st.discard.cards[-6:] == [*fed, pyre, cinder]
    assert dragons(st, ANN) == [d["Brine Whelp"], d["Pebble Whelp"]]
    assert last_lines(st) == [
        "Ann's hatch failed: Pyre Elder (26) discarded with 4 resources — it needs 3 blood "
        "exactly (the sacrifices give 2 blood); the sacrifices Cinder Whelp (1) are discarded "
        "too (R16)."
    ]


def test_spilled_blood_one_droplet_too_many_fails_and_spills_every_sacrifice_r16() -> None:
    """Over-paying is legal (R13) and fails; with Spilled blood every nominated dragon
    goes to the discard pile too (earlier, such a set was refused)."""
    st, pyre, d = pyre_table(True)
    cinder, brine = d["Cinder Whelp"], d["Brine Whelp"]
    gained, fed = named_then_hatched(st, pyre, [cinder, brine])  # 4 of 3
    assert gained == 7 and st.discard.cards[-7:] == [*fed, pyre, cinder, brine]
    assert dragons(st, ANN) == [d["Pebble Whelp"]]
    assert last_lines(st) == [
        "Ann's hatch failed: Pyre Elder (26) discarded with 4 resources — it needs 3 blood "
        "exactly (the sacrifices give 4 blood); the sacrifices Cinder Whelp (1) and Brine "
        "Whelp (2) are discarded too (R16)."
    ]


@pytest.mark.parametrize("spilled", [False, True], ids=["usual", "spilled-blood"])
def test_a_hatch_with_no_sacrifice_named_fails_and_spills_nothing_r13(spilled: bool) -> None:
    st, pyre, _ = pyre_table(spilled)
    gained, fed = named_then_hatched(st, pyre, [])  # 0 of 3
    assert gained == 5 and st.discard.cards[-5:] == [*fed, pyre]
    assert len(dragons(st, ANN)) == 3
    assert last_lines(st)[0].endswith("— it needs 3 blood exactly (no sacrifice named).")


def test_spilled_blood_a_sacrifice_for_a_bloodless_egg_over_pays_r16() -> None:
    st = table(
        options={"spilled_blood": True},
        Ann={
            "dragons": ["Pebble Whelp", "Zephyr Whelp"],
            "eggs": [{"card": "Scorchling", "fed": ["Cinder Whelp", "Pebble Whelp"]}],
        },
    )
    pebble, zephyr = dragons(st, ANN)
    scorchling = egg(st, ANN, "Scorchling")
    play(st, ANN, "nominate_sacrifice", dragon=pebble, egg=scorchling)
    play(st, ANN, "hatch", egg=scorchling)
    assert dragons(st, ANN) == [zephyr] and st.discard.cards[-1] == pebble
    assert last_lines(st) == [
        "Ann's hatch failed: Scorchling (5) discarded with 2 resources — it needs no blood "
        "(the sacrifices give 1 blood); the sacrifices Pebble Whelp (3) are discarded too (R16)."
    ]


def test_the_owner_is_warned_of_the_named_sacrifices_privately_r13() -> None:
    st, pyre, d = pyre_table(True)
    assert RULES.forecast(RULES.view(st, ANN), pyre).warning() == (
        "Pyre Elder (26) will not hatch: it needs 3 blood exactly (no sacrifice named)."
    )
    play(st, ANN, "nominate_sacrifice", dragon=d["Cinder Whelp"], egg=pyre)
    play(st, ANN, "nominate_sacrifice", dragon=d["Brine Whelp"], egg=pyre)
    assert RULES.forecast(RULES.view(st, ANN), pyre).warning() == (
        "Pyre Elder (26) will not hatch: it needs 3 blood exactly (the sacrifices give 4 blood)."
    )
    play(st, ANN, "withdraw_sacrifice", dragon=d["Brine Whelp"])
    play(st, ANN, "nominate_sacrifice", dragon=d["Pebble Whelp"], egg=pyre)
    assert RULES.forecast(RULES.view(st, ANN), pyre).success


def test_a_sacrifice_is_taken_back_and_named_once_r12() -> None:
    st = table(
        Ann={
            "dragons": ["Pebble Whelp", "Zephyr Whelp"],
            "eggs": [{"card": "Magma Wyrm"}, {"card": "Tidal Wyrm"}],
        }
    )
    pebble, zephyr = dragons(st, ANN)
    magma, tidal = egg(st, ANN, "Magma Wyrm"), egg(st, ANN, "Tidal Wyrm")
    err = refused(st, ANN, "withdraw_sacrifice", dragon=pebble)
    assert (err.code, err.message) == (
        "hatch/not-nominated",
        "Pebble Whelp (3) is not named as a sacrifice.",
    )
    play(st, ANN, "nominate_sacrifice", dragon=pebble, egg=magma)
    err = refused(st, ANN, "nominate_sacrifice", dragon=pebble, egg=tidal)
    number = st.players[ANN].eggs[0].number
    assert (err.code, err.message) == (
        "hatch/nominated-elsewhere",
        f"Pebble Whelp (3) is already a sacrifice for egg {number}.",
    )
    play(st, ANN, "withdraw_sacrifice", dragon=pebble)
    assert [e.sacrifices for e in st.players[ANN].eggs] == [[], []]
    play(st, ANN, "nominate_sacrifice", dragon=pebble, egg=tidal)
    play(st, ANN, "nominate_sacrifice", dragon=zephyr, egg=magma)
    assert [e.sacrifices for e in st.players[ANN].eggs] == [[zephyr], [pebble]]
    assert st.log[-1].text == "Round 1: Ann's turn."  # named aloud only by the hatch


def test_nominations_last_for_the_turn_and_only_their_owner_sees_them() -> None:
    st = table(Ann={"dragons": ["Pebble Whelp"], "eggs": [{"card": "Magma Wyrm"}]})
    pebble, magma = dragons(st, ANN)[0], egg(st, ANN, "Magma Wyrm")
    play(st, ANN, "nominate_sacrifice", dragon=pebble, egg=magma)
    assert RULES.view(st, ANN).players[ANN].eggs[0].sacrifices == [pebble]
    assert RULES.view(st, BEN).players[ANN].eggs[0].sacrifices == []
    assert RULES.view(st, None).players[ANN].eggs[0].sacrifices == []
    play(st, ANN, "end_turn")
    assert st.players[ANN].eggs[0].sacrifices == []
    assert names(dragons(st, ANN)) == ["Pebble Whelp"]


def test_sacrifices_are_named_in_your_main_phase_only_r20() -> None:
    st = table(
        Ann={"dragons": ["Emberclaw", "Pebble Whelp"], "eggs": [{"card": "Magma Wyrm"}]},
        Ben={"dragons": ["Stormkite"], "hand": ["Sunforge"], "eggs": [{"card": "Tidal Wyrm"}]},
    )
    emberclaw, pebble = dragons(st, ANN)
    magma, tidal = egg(st, ANN, "Magma Wyrm"), egg(st, BEN, "Tidal Wyrm")
    err = refused(st, BEN, "nominate_sacrifice", dragon=dragons(st, BEN)[0], egg=tidal)
    assert (err.code, err.message) == ("hatch/not-your-turn", "It is not your turn.")
    play(st, ANN, "attack_with", dragon=emberclaw, target=BEN)
    assert st.phase == MUSTER
    err = refused(st, ANN, "nominate_sacrifice", dragon=pebble, egg=magma)
    assert (err.code, err.message) == (
        "hatch/gathering",
        "Send your attack or call your dragons back first.",
    )
    play(st, ANN, "declare_attack")
    assert st.phase == DEFEND
    err = refused(st, BEN, "nominate_sacrifice", dragon=dragons(st, BEN)[0], egg=tidal)
    assert (err.code, err.message) == (
        "hatch/defending",
        "Only blocking moves are allowed while you defend.",
    )
    err = refused(st, BEN, "hatch", egg=tidal)
    assert err.code == "hatch/defending"


def test_a_dragon_named_as_a_sacrifice_may_still_attack_r18() -> None:
    st = table(Ann={"dragons": ["Emberclaw"], "eggs": [{"card": "Pyre Elder"}]})
    emberclaw, pyre = dragons(st, ANN)[0], egg(st, ANN, "Pyre Elder")
    play(st, ANN, "nominate_sacrifice", dragon=emberclaw, egg=pyre)
    play(st, ANN, "attack_with", dragon=emberclaw, target=BEN)
    play(st, ANN, "declare_attack")
    play(st, ANN, "choose_loot", attacker=emberclaw, option="pass")
    assert st.phase == MAIN and st.players[ANN].eggs[0].sacrifices == [emberclaw]
