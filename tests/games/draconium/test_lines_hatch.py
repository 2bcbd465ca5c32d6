"""§2.3, §2.4, R11: every hatch effect, the hatch order, and the off-turn rule."""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium.state import BUY, DraconiumState
from tests.games.draconium.helpers import R, answer, card, choose, names_in, play
from tests.games.draconium.line_helpers import (
    beast_of,
    counter,
    dispatched_riposte,
    end_turn,
    roost_table,
    said,
    set_counter,
)

C5 = ["Copper"] * 5


def just_below(st: DraconiumState, seat: int) -> None:
    record = st.extra["roosts"][seat]
    record["counter"] = record["target"] - 1


def hatched(st: DraconiumState, seat: int) -> bool:
    record = st.extra["roosts"][seat]
    return record["egg"] is None and record["beast"] is not None


def test_a_hatch_removes_the_egg_and_puts_the_drake_disengaged_on_the_roost() -> None:
    st = roost_table(["Abyssal", "Hyper"], hands=[["Chapel", "Estate"]])
    just_below(st, 0)
    play(st, "Chapel")
    choose(st, 0, "Estate")
    assert st.extra["roosts"][0]["egg"] is None
    assert beast_of(st, 0) == {
        "name": "Midnight Drake",
        "stage": "Drake",
        "loc": "roost",
        "face": "disengaged",
        "delay": False,
    }
    log = said(st)
    assert log[-2:] == ["Ann's Obsidian Egg hatches!", "Midnight Drake settles on Ann's Roost mat."]
    assert "grown" not in st.extra  # hatching a Drake is no grow (R4)


def test_a_hatch_waits_for_the_card_that_caused_it_to_finish() -> None:
    st = roost_table(["Hyper", "Opulent"], hands=[["Village"]], decks=[C5])
    just_below(st, 0)
    play(st, "Village")
    log = said(st)
    assert log.index("Ann draws 1 card.") < log.index("Ann's Restless Egg hatches!")


def test_a_drake_hatched_this_turn_takes_its_first_step_on_the_owners_next_turn_r11() -> None:
    st = roost_table(["Hyper", "Opulent"], hands=[["Village"]], decks=[C5 * 3])
    just_below(st, 0)
    play(st, "Village")
    assert st.phase == "action"
    end_turn(st)  # Bo's turn: no beast, no Dragon phase
    assert (st.active, st.phase) == (1, "action")
    end_turn(st)
    assert (st.active, st.phase) == (0, "dragon")
    # the listed step carries the default `beast=None` explicitly (the move table's rule)
    assert R.legal_moves(st, 0) == [Move.make(0, "resolve_dragon_phase", beast=None)]


def test_several_eggs_hatch_current_player_first_then_clockwise() -> None:
    st = roost_table(["Riposte", "Riposte", "Riposte"], active=1)
    for seat in (0, 1, 2):
        set_counter(st, seat, 6)
    end_turn(st)
    hatches = [line for line in said(st) if line.endswith("hatches!")]
    assert hatches == [
        "Bo's Sensitive Egg hatches!",
        "Cy's Sensitive Egg hatches!",
        "Ann's Sensitive Egg hatches!",
    ]


def test_an_egg_reaching_its_target_at_the_end_of_turn_hatches_before_the_next_turn() -> None:
    st = roost_table(["Riposte", "Hyper"])
    set_counter(st, 0, 5)
    end_turn(st)
    log = said(st)
    assert log.index("Ann's Sensitive Egg: 6/6 (end of turn).") < log.index(
        "Ann's Sensitive Egg hatches!"
    )
    assert log.index("Clever Drake settles on Ann's Roost mat.") < log.index("— Bo's turn 1 —")


# -- each hatch effect ----------------------------------------------------------------------


def test_obsidian_egg_has_no_hatch_effect() -> None:
    st = roost_table(["Abyssal", "Hyper"], hands=[["Chapel", "Estate"]])
    just_below(st, 0)
    play(st, "Chapel")
    choose(st, 0, "Estate")
    assert hatched(st, 0)
    assert (st.actions, st.buys, st.coins, names_in(st.players[0].discard)) == (0, 1, 0, [])


def test_ravenous_egg_hatch_gains_a_silver() -> None:
    st = roost_table(["Avaricious", "Hyper"], phase=BUY)
    just_below(st, 0)
    answer(st, 0, "buy", pile="Copper")
    assert hatched(st, 0)
    assert names_in(st.players[0].discard) == ["Copper", "Silver"]
    assert "Ann gains Silver." in said(st)


def test_ancient_egg_hatch_gives_each_other_player_a_ruins() -> None:
    st = roost_table(
        ["Calamitous", "Hyper", "Opulent"], phase=BUY, ruins=["Slum", "Shipwreck", "Slum"]
    )
    just_below(st, 0)
    answer(st, 0, "buy", pile="Ruins")
    assert hatched(st, 0)
    assert names_in(st.players[0].discard) == ["Slum"]
    assert names_in(st.players[1].discard) == ["Shipwreck"]
    assert names_in(st.players[2].discard) == ["Slum"]


def test_ancient_egg_hatch_skips_a_player_whose_riposte_beast_is_dispatched_r20() -> None:
    st = roost_table(["Calamitous", "Riposte"], phase=BUY, ruins=["Slum", "Slum"])
    dispatched_riposte(st, 1, "Drake")
    just_below(st, 0)
    answer(st, 0, "buy", pile="Ruins")
    assert names_in(st.players[1].discard) == []
    assert "Bo is unaffected: their Riposte beast is dispatched." in said(st)


def test_blessed_egg_hatch_may_return_a_curse_or_ruins_from_hand_or_discard() -> None:
    st = roost_table(["Divine", "Hyper"], phase=BUY, hands=[["Gold"]], discards=[["Curse"]])
    record = st.extra["roosts"][0]
    record["gained"] = ["Copper", "Estate", "Gold", "Duchy"]
    record["counter"] = 4
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Silver")  # a fifth name
    assert st.pending is not None and st.pending.prompt == (
        "Blessed Egg: you may return a Curse or Ruins from your hand or discard pile to its pile."
    )
    choose(st, 0, "Curse")
    assert names_in(st.players[0].discard) == ["Silver"] and len(st.supply["Curse"]) == 10
    assert "Ann returns Curse to its pile." in said(st) and hatched(st, 0)


def test_blessed_egg_hatch_return_may_be_declined() -> None:
    st = roost_table(["Divine", "Hyper"], hands=[["Curse"]])
    set_counter(st, 0, 5)
    st.extra["roosts"][0]["bonus"] = 5
    R.apply(st, Move.make(0, "end_phase"))  # a settle point
    choose(st, 0)
    assert names_in(st.players[0].hand) == ["Curse"] and hatched(st, 0)


def test_rotten_egg_hatch_gives_each_other_player_a_curse() -> None:
    st = roost_table(
        ["Festering", "Hyper", "Opulent"], active=1, hands=[[], ["Witch"]], decks=[[], C5]
    )
    just_below(st, 0)
    play(st, "Witch", seat=1)  # Ann's third Curse: her Egg hatches on Bo's turn (R11)
    assert hatched(st, 0)
    assert names_in(st.players[1].discard) == ["Curse"]
    assert names_in(st.players[2].discard) == ["Curse", "Curse"]


def test_enormous_egg_hatch_gains_a_card_up_to_3() -> None:
    st = roost_table(["Gargantuan", "Hyper"], phase=BUY)
    just_below(st, 0)
    answer(st, 0, "buy", pile="Copper")
    assert (
        st.pending is not None
        and st.pending.prompt == "Enormous Egg: gain a card costing up to $3."
    )
    assert "Gold" not in st.pending.choices and "Village" in st.pending.choices
    answer(st, 0, "choose_gain", pile="Village")
    assert names_in(st.players[0].discard) == ["Copper", "Village"] and hatched(st, 0)


def test_restless_egg_hatch_is_2_actions_on_your_turn() -> None:
    st = roost_table(["Hyper", "Opulent"], hands=[["Village"]], decks=[C5])
    just_below(st, 0)
    play(st, "Village")
    assert st.actions == 4
    assert "Restless Egg: Ann gets +2 Actions." in said(st)


def test_restless_egg_hatch_does_nothing_on_another_players_turn() -> None:
    st = roost_table(["Hyper", "Opulent"], active=1, hands=[[], ["Village"]], decks=[[], C5])
    set_counter(st, 0, 7)
    play(st, "Village", seat=1)
    assert hatched(st, 0) and st.actions == 2
    assert "Restless Egg: +2 Actions are lost on Bo's turn." in said(st)


def test_exquisite_egg_hatch_is_2_dollars_on_your_turn() -> None:
    st = roost_table(["Opulent", "Hyper"], phase=BUY, hands=[["Gold"]])
    just_below(st, 0)
    answer(st, 0, "play_treasure", card=card(st, 0, "Gold"))
    assert st.coins == 5 and hatched(st, 0)
    assert "Exquisite Egg: Ann gets +$2." in said(st)


def test_exquisite_egg_hatch_does_nothing_on_another_players_turn() -> None:
    st = roost_table(["Opulent", "Hyper"], active=1, phase=BUY, hands=[[], ["Gold"]])
    set_counter(st, 0, 5)
    answer(st, 1, "play_treasure", card=card(st, 1, "Gold"))
    assert st.coins == 3 and hatched(st, 0)
    assert "Exquisite Egg: +$2 is lost on Bo's turn." in said(st)


def test_rubbish_egg_hatch_gains_a_silver() -> None:
    st = roost_table(["Revenant", "Hyper"], recycling=True, phase=BUY, hands=[["Copper"]])
    just_below(st, 0)
    R.apply(st, Move.make(0, "end_phase"))
    answer(st, 0, "invest", card=card(st, 0, "Copper"))
    assert hatched(st, 0)
    assert "Ann gains Silver." in said(st) and counter(st, 0) == 6
    assert "Silver" in names_in(st.players[0].discard) + names_in(st.players[0].hand)


def test_sensitive_egg_has_no_hatch_effect() -> None:
    st = roost_table(["Riposte", "Hyper"])
    set_counter(st, 0, 6)
    R.apply(st, Move.make(0, "end_phase"))
    assert hatched(st, 0) and beast_of(st, 0)["name"] == "Clever Drake"
    assert (st.actions, st.buys, st.coins) == (1, 1, 0)
