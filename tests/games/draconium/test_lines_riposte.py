"""§2.8, §3 Riposte, R20–R22, R30: what a dispatched Clever Drake or Riposte Dragon
protects from, and the Riposte Dragon's riposte."""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium.state import DRAGON
from tests.games.draconium.helpers import R, answer, card, names_in, play
from tests.games.draconium.line_helpers import (
    beast_of,
    counter,
    dispatched_riposte,
    give_beast,
    roost_table,
    said,
    step_dragon,
)

C5 = ["Copper"] * 5
HOSTILE = ("Dragoon", "Ominous Village", "Village", "Witch", "Moat", "Village Guard")


def test_a_dispatched_riposte_beast_is_unaffected_by_hostile_beast_effects_r20() -> None:
    for stage in ("Drake", "Dragon"):
        st = roost_table(["Festering", "Riposte", "Hyper"], phase=DRAGON)
        give_beast(st, 0, "Drake", loc="play", face="dispatched")  # Noxious Drake: Curses
        dispatched_riposte(st, 1, stage)
        step_dragon(st)
        assert names_in(st.players[1].discard) == []
        assert names_in(st.players[2].discard) == ["Curse"]
        assert "Bo is unaffected: their Riposte beast is dispatched." in said(st)


def test_a_riposte_beast_on_the_roost_does_not_protect() -> None:
    st = roost_table(["Festering", "Riposte"], phase=DRAGON)
    give_beast(st, 0, "Drake", loc="play", face="dispatched")
    give_beast(st, 1, "Dragon", loc="roost", face="dispatched")
    step_dragon(st)
    assert names_in(st.players[1].discard) == ["Curse"]


def test_only_the_riposte_line_protects_from_beasts_not_moat_r20() -> None:
    st = roost_table(["Festering", "Hyper"], phase=DRAGON, hands=[[], ["Moat"]])
    give_beast(st, 0, "Drake", loc="play", face="dispatched")
    step_dragon(st)
    assert names_in(st.players[1].discard) == ["Curse"]
    assert st.pending is not None and st.pending.kind == "action"  # no Moat prompt


def test_clever_drake_protects_from_draconian_cards_but_not_attacks() -> None:
    st = roost_table(["Hyper", "Riposte"], kingdom=HOSTILE, hands=[["Witch"], ["Moat"]], decks=[C5])
    give_beast(st, 0, "Drake")
    dispatched_riposte(st, 1, "Drake")
    play(st, "Witch")
    assert st.pending is not None and st.pending.kind == "reaction"  # Moat may still answer
    answer(st, 1, "pass")
    assert names_in(st.players[1].discard) == ["Curse"]
    assert beast_of(st, 0)["delay"] is False  # a Clever Drake does not riposte


def test_clever_drake_makes_its_owner_unaffected_by_a_draconian_delay() -> None:
    st = roost_table(["Hyper", "Riposte"], kingdom=HOSTILE, hands=[["Ominous Village"]], decks=[C5])
    dispatched_riposte(st, 1, "Drake")
    play(st, "Ominous Village")
    assert beast_of(st, 1)["delay"] is False
    assert "Bo is unaffected: their Riposte beast is dispatched." in said(st)


def test_riposte_dragon_works_without_a_prompt_and_the_attacker_places_a_token_r21() -> None:
    st = roost_table(
        ["Hyper", "Riposte", "Opulent"],
        kingdom=HOSTILE,
        hands=[["Witch"], ["Moat"], ["Moat"]],
        decks=[C5],
    )
    give_beast(st, 0, "Drake")
    dispatched_riposte(st, 1)
    play(st, "Witch")
    assert st.pending is not None and st.pending.seats == (2,)  # only Cy is asked
    answer(st, 2, "pass")
    assert names_in(st.players[1].discard) == [] and names_in(st.players[2].discard) == ["Curse"]
    assert beast_of(st, 0)["delay"] is True
    assert "Bo's Riposte: Ann places their Delay token on Dynamic Drake." in said(st)


def test_riposte_with_no_beast_to_delay_does_nothing_r22() -> None:
    st = roost_table(["Hyper", "Riposte"], kingdom=HOSTILE, hands=[["Witch"]], decks=[C5])
    dispatched_riposte(st, 1)
    play(st, "Witch")
    assert st.extra["roosts"][0]["egg"] == "Restless Egg"
    assert not any("Delay token" in line for line in said(st))


def test_riposte_when_the_attackers_token_is_already_placed_does_nothing_r22() -> None:
    st = roost_table(["Hyper", "Riposte"], kingdom=HOSTILE, hands=[["Witch"]], decks=[C5])
    give_beast(st, 0, "Drake", delay=True)
    dispatched_riposte(st, 1)
    play(st, "Witch")
    assert "Ann's Delay token is already placed." in said(st)
    assert beast_of(st, 0)["delay"] is True


def test_riposte_dragon_vs_a_draconian_delay_its_owner_does_not_place_r30() -> None:
    st = roost_table(
        ["Hyper", "Riposte", "Opulent"],
        kingdom=HOSTILE,
        hands=[["Ominous Village"]],
        decks=[C5],
    )
    give_beast(st, 0, "Drake")
    dispatched_riposte(st, 1)
    give_beast(st, 2, "Drake")
    play(st, "Ominous Village")
    assert beast_of(st, 1)["delay"] is False  # unaffected: not placed
    assert beast_of(st, 2)["delay"] is True
    assert beast_of(st, 0)["delay"] is True  # the riposte
    assert counter(st, 1) == 0


def test_village_guard_cannot_stop_the_riposte_dragons_placement_r20() -> None:
    st = roost_table(
        ["Hyper", "Riposte"], kingdom=HOSTILE, hands=[["Witch", "Village Guard"]], decks=[C5]
    )
    give_beast(st, 0, "Drake")
    dispatched_riposte(st, 1)
    play(st, "Witch")
    assert st.pending is not None and st.pending.kind == "action"  # no Village Guard prompt
    assert beast_of(st, 0)["delay"] is True


def test_village_guard_still_answers_a_draconian_cards_placement() -> None:
    st = roost_table(
        ["Hyper", "Opulent"],
        kingdom=HOSTILE,
        hands=[["Ominous Village"], ["Village Guard"]],
        decks=[C5],
    )
    give_beast(st, 1, "Drake")
    play(st, "Ominous Village")
    assert st.pending is not None and st.pending.kind == "reaction" and st.pending.seats == (1,)
    answer(st, 1, "reveal_reaction", card=card(st, 1, "Village Guard"))
    assert beast_of(st, 1)["delay"] is False


def test_sensitive_egg_counts_a_hostile_beast_aim_and_a_hostile_card() -> None:
    st = roost_table(["Hyper", "Riposte"], kingdom=HOSTILE, hands=[["Witch"]], decks=[C5])
    play(st, "Witch")
    assert counter(st, 1) == 1
    st = roost_table(["Festering", "Riposte"], phase=DRAGON)
    give_beast(st, 0, "Drake", loc="play", face="dispatched")
    R.apply(st, Move.make(0, "resolve_dragon_phase"))
    assert counter(st, 1) == 1
