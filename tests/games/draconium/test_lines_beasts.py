"""§3: every Drake's and Dragon's dispatch and disengage instructions, and the grow effect."""

from __future__ import annotations

from typing import Any

from game.games.draconium.state import ACTION, DRAGON, DraconiumState
from tests.games.draconium.helpers import answer, choose, names_in
from tests.games.draconium.line_helpers import (
    beast_of,
    counter,
    give_beast,
    roost_table,
    ruins_ids,
    said,
    step_dragon,
)

C5 = ["Copper"] * 5
S5 = ["Silver"] * 5


def dispatching(line: str, stage: str, players: int = 2, **kw: Any) -> DraconiumState:
    """Ann's beast of `line` is on her Roost dispatched side up: her step dispatches it.
    The other players have Restless Eggs."""
    st = roost_table([line, "Hyper", "Hyper"][:players], phase=DRAGON, **kw)
    give_beast(st, 0, stage, loc="roost", face="dispatched")
    return st


def disengaging(line: str, stage: str, players: int = 2, **kw: Any) -> DraconiumState:
    """Ann's beast of `line` is dispatched in her play area: her step disengages it."""
    st = roost_table([line, "Hyper", "Hyper"][:players], phase=DRAGON, **kw)
    give_beast(st, 0, stage, loc="play", face="dispatched")
    return st


def hand(st: DraconiumState, seat: int = 0) -> list[str]:
    return sorted(names_in(st.players[seat].hand))


def resources(st: DraconiumState) -> tuple[int, int, int]:
    return (st.actions, st.buys, st.coins)


# -- Abyssal -------------------------------------------------------------------------------


def test_midnight_drake_dispatch_is_2_dollars_and_may_trash_a_card_from_hand() -> None:
    st = dispatching("Abyssal", "Drake", hands=[["Copper", "Estate"]])
    step_dragon(st)
    assert "Ann dispatches Midnight Drake." in said(st)
    assert st.coins == 2
    assert st.pending is not None and st.pending.kind == "choose_cards"
    assert (st.pending.min, st.pending.max) == (0, 1)
    assert st.pending.prompt == "Midnight Drake: you may trash a card from your hand."
    choose(st, 0, "Estate")
    assert names_in(st.trash) == ["Estate"] and hand(st) == ["Copper"]
    assert "Ann trashes Estate." in said(st)
    assert beast_of(st, 0)["loc"] == "play" and st.phase == ACTION


def test_midnight_drake_dispatch_trash_may_be_declined() -> None:
    st = dispatching("Abyssal", "Drake", hands=[["Copper", "Estate"]])
    step_dragon(st)
    choose(st, 0)
    assert names_in(st.trash) == [] and hand(st) == ["Copper", "Estate"] and st.coins == 2


def test_midnight_drake_disengage_looks_at_3_trashes_any_and_puts_the_rest_back() -> None:
    st = disengaging("Abyssal", "Drake", decks=[["Gold", "Estate", "Curse", "Copper"]])
    step_dragon(st)
    assert "Ann looks at the top 3 cards of their deck." in said(st)
    assert "You look at Copper, Curse and Estate." in said(st, 0)
    assert st.pending is not None and (st.pending.min, st.pending.max) == (0, 3)
    choose(st, 0, "Curse")
    assert names_in(st.trash) == ["Curse"]
    assert st.pending is not None and st.pending.kind == "order_cards"
    estate, copper = sorted(st.pending.choices, reverse=True)
    answer(st, 0, "order_cards", cards=(estate, copper))
    assert names_in(st.players[0].deck) == ["Gold", "Copper", "Estate"]  # Estate on top
    assert "Ann puts 2 cards back onto their deck." in said(st)
    # then the Drake grows (§2.6)
    assert beast_of(st, 0) == {
        "name": "Abyssal Dragon",
        "stage": "Dragon",
        "loc": "roost",
        "face": "disengaged",
        "delay": False,
    }
    assert "Ann's Drake grows into Abyssal Dragon!" in said(st)
    assert st.extra["grown"] is True


def test_midnight_drake_disengage_with_one_card_left_puts_it_back_unasked() -> None:
    st = disengaging("Abyssal", "Drake", decks=[["Gold", "Estate", "Curse", "Copper"]])
    step_dragon(st)
    choose(st, 0, "Copper", "Curse")
    assert names_in(st.trash) == ["Copper", "Curse"]
    assert names_in(st.players[0].deck) == ["Gold", "Estate"] and st.phase == ACTION


def test_abyssal_dragon_dispatch_gains_a_nightmare_into_hand() -> None:
    st = dispatching("Abyssal", "Dragon")
    step_dragon(st)
    assert hand(st) == ["Nightmare"] and len(st.nonsupply["Nightmare"]) == 9
    assert "Ann gains Nightmare into their hand." in said(st)


def test_abyssal_dragon_disengage_each_other_player_trashes_a_card_costing_3_to_5() -> None:
    # Bo still has an Obsidian Egg: his card trashed by Ann's Dragon counts (R10);
    # Cy's Sensitive Egg counts the aim (§3 Riposte).
    st = roost_table(
        ["Abyssal", "Abyssal", "Riposte"],
        phase=DRAGON,
        decks=[[], ["Copper", "Smithy", "Silver"], ["Estate", "Gold", "Copper"]],
    )
    give_beast(st, 0, "Dragon", loc="play", face="dispatched")
    step_dragon(st)
    assert "Bo reveals Silver and Smithy from their deck." in said(st)
    assert st.pending is not None and st.pending.seats == (1,)
    assert st.pending.prompt == "Abyssal Dragon: trash one of the revealed cards costing $3 to $5."
    choose(st, 1, "Smithy")
    assert names_in(st.trash) == ["Smithy"] and names_in(st.players[1].discard) == ["Silver"]
    assert "Bo trashes Smithy." in said(st)
    assert "Bo's Obsidian Egg: 1/5 (Smithy trashed)." in said(st)
    # Cy: Copper and Gold cost neither $3, $4 nor $5: both discarded, nothing trashed
    assert "Cy reveals Copper and Gold from their deck." in said(st)
    assert sorted(names_in(st.players[2].discard)) == ["Copper", "Gold"]
    assert names_in(st.players[2].deck) == ["Estate"]
    assert counter(st, 2) == 1 and "Cy's Sensitive Egg: 1/6 (Ann's beast aims at them)." in said(st)


def test_abyssal_dragon_disengage_trashes_a_lone_target_without_asking() -> None:
    st = roost_table(["Abyssal", "Hyper"], phase=DRAGON, decks=[[], ["Copper", "Silver"]])
    give_beast(st, 0, "Dragon", loc="play", face="dispatched")
    step_dragon(st)
    assert names_in(st.trash) == ["Silver"] and names_in(st.players[1].discard) == ["Copper"]
    assert st.phase == ACTION


# -- Avaricious ----------------------------------------------------------------------------


def test_usurious_drake_dispatch_is_a_buy_and_2_dollars() -> None:
    st = dispatching("Avaricious", "Drake")
    step_dragon(st)
    assert resources(st) == (1, 2, 2)


def test_usurious_drake_disengage_gains_a_gold_then_grows() -> None:
    st = disengaging("Avaricious", "Drake")
    step_dragon(st)
    assert names_in(st.players[0].discard) == ["Gold"] and len(st.supply["Gold"]) == 29
    assert beast_of(st, 0)["name"] == "Avaricious Dragon"


def test_avaricious_dragon_dispatch_counts_differently_named_treasures_in_hand() -> None:
    st = dispatching(
        "Avaricious", "Dragon", hands=[["Copper", "Copper", "Silver", "Gold", "Estate"]]
    )
    step_dragon(st)
    assert resources(st) == (1, 2, 3)
    assert (
        "Avaricious Dragon: Ann reveals their hand: Copper, Copper, Estate, Gold and Silver."
        in said(st)
    )
    assert "Avaricious Dragon: +$3 for 3 differently named Treasures." in said(st)
    assert hand(st) == ["Copper", "Copper", "Estate", "Gold", "Silver"]  # revealed, kept


def test_avaricious_dragon_disengage_gains_a_treasure_up_to_6_onto_the_deck() -> None:
    st = disengaging("Avaricious", "Dragon", decks=[["Estate"]])
    step_dragon(st)
    assert st.pending is not None and st.pending.kind == "choose_gain"
    assert sorted(st.pending.choices) == ["Copper", "Gold", "Silver"]
    answer(st, 0, "choose_gain", pile="Gold")
    assert names_in(st.players[0].deck) == ["Estate", "Gold"]
    assert "Ann gains Gold onto their deck." in said(st)


# -- Calamitous ----------------------------------------------------------------------------

RUINS = ["Slum", "Broken Amulet", "Ramshackle Tavern", "Collapsed Bridge"]  # top last


def ruins_in_hand(st: DraconiumState, seat: int, *names: str) -> None:
    """Put Ruins into a hand with ids the Ruins pile does not use."""
    st.players[seat].hand.cards += [f"{c[:-2]}{50 + i}" for i, c in enumerate(ruins_ids(names))]


def test_derelict_drake_dispatch_is_2_actions_and_a_card_per_ruins_in_hand() -> None:
    st = dispatching("Calamitous", "Drake", hands=[["Copper"]], decks=[S5], ruins=RUINS)
    ruins_in_hand(st, 0, "Slum", "Broken Amulet")
    step_dragon(st)
    assert st.actions == 3
    assert "Derelict Drake: +2 Cards for 2 Ruins." in said(st)
    assert hand(st) == ["Broken Amulet", "Copper", "Silver", "Silver", "Slum"]


def test_derelict_drake_disengage_gives_ruins_then_grows_with_the_ruined_kingdom() -> None:
    st = disengaging("Calamitous", "Drake", players=3, ruins=RUINS)
    step_dragon(st)
    assert names_in(st.players[1].discard) == ["Collapsed Bridge"]
    assert names_in(st.players[2].discard) == ["Ramshackle Tavern"]
    assert names_in(st.players[0].discard) == ["Ruined Kingdom"]
    assert len(st.nonsupply["Ruined Kingdom"]) == 0
    log = said(st)
    assert log.index("Cy gains Ramshackle Tavern.") < log.index("Ann gains Ruined Kingdom.")
    assert log.index("Ann gains Ruined Kingdom.") < log.index(
        "Ann's Drake grows into Calamitous Dragon!"
    )


def test_calamitous_dragon_dispatch_is_an_action_and_a_dollar_per_ruins_in_hand() -> None:
    st = dispatching("Calamitous", "Dragon", hands=[["Copper"]], ruins=RUINS)
    ruins_in_hand(st, 0, "Slum", "Slum", "Shipwreck")
    step_dragon(st)
    assert resources(st) == (2, 1, 3)
    assert "Calamitous Dragon: +$3 for 3 Ruins." in said(st)


def test_calamitous_dragon_disengage_ruins_run_out_part_way_r13() -> None:
    st = disengaging("Calamitous", "Dragon", players=3, ruins=["Slum"])
    step_dragon(st)
    assert names_in(st.players[1].discard) == ["Slum"]
    assert names_in(st.players[2].discard) == []
    assert "Cy gains nothing: the Ruins pile is empty." in said(st)


# -- Divine --------------------------------------------------------------------------------


def test_sacred_drake_dispatch_is_a_card_an_action_and_a_dollar() -> None:
    st = dispatching("Divine", "Drake", decks=[S5])
    step_dragon(st)
    assert (resources(st), hand(st)) == ((2, 1, 1), ["Silver"])


def test_sacred_drake_disengage_returns_up_to_2_curses_or_ruins_then_draws() -> None:
    st = disengaging(
        "Divine", "Drake", hands=[["Curse", "Curse", "Copper"]], decks=[S5], ruins=RUINS
    )
    ruins_in_hand(st, 0, "Slum")
    step_dragon(st)
    assert st.pending is not None and (st.pending.min, st.pending.max) == (0, 2)
    assert (
        st.pending.prompt
        == "Sacred Drake: you may return up to 2 Curses and/or Ruins from your hand to its pile."
    )
    choose(st, 0, "Curse", "Slum")
    assert len(st.supply["Curse"]) == 9 and names_in(st.supply["Ruins"])[-1] == "Slum"
    assert hand(st) == ["Copper", "Curse", "Silver"]
    assert "Ann returns Slum to its pile." in said(st)
    assert names_in(st.trash) == []  # not a trash
    assert beast_of(st, 0)["name"] == "Divine Dragon"


def divine_choice(index: int) -> DraconiumState:
    st = dispatching("Divine", "Dragon", decks=[S5])
    step_dragon(st)
    assert st.pending is not None and st.pending.choices == (
        "+2 Cards",
        "+2 Actions and +1 Buy",
        "+$2",
    )
    return answer(st, 0, "choose_option", index=index)


def test_divine_dragon_dispatch_choose_two_cards() -> None:
    st = divine_choice(0)
    assert (resources(st), hand(st)) == ((1, 1, 0), ["Silver", "Silver"])
    assert "Divine Dragon: Ann chooses +2 Cards." in said(st)


def test_divine_dragon_dispatch_choose_two_actions_and_a_buy() -> None:
    st = divine_choice(1)
    assert (resources(st), hand(st)) == ((3, 2, 0), [])


def test_divine_dragon_dispatch_choose_two_dollars() -> None:
    st = divine_choice(2)
    assert (resources(st), hand(st)) == ((1, 1, 2), [])


def test_divine_dragon_disengage_returns_from_discard_then_every_player_draws() -> None:
    st = disengaging(
        "Divine",
        "Dragon",
        players=3,
        discards=[["Curse", "Estate"]],
        decks=[["Gold"], ["Silver"], ["Copper"]],
    )
    give_beast(st, 2, "Dragon", loc="play", face="dispatched")  # Cy's Hyper Dragon
    step_dragon(st)
    assert st.pending is not None and st.pending.prompt == (
        "Divine Dragon: you may return a Curse or Ruins from your hand or discard pile to its pile."
    )
    choose(st, 0, "Curse")
    assert names_in(st.players[0].discard) == ["Estate"] and len(st.supply["Curse"]) == 20
    assert (hand(st, 0), hand(st, 1), hand(st, 2)) == (["Gold"], ["Silver"], ["Copper"])
    log = said(st)
    assert log.index("Ann draws 1 card.") < log.index("Bo draws 1 card.")
    assert log.index("Bo draws 1 card.") < log.index("Cy draws 1 card.")


def test_divine_dragon_disengage_is_not_hostile_a_riposte_player_still_draws() -> None:
    st = roost_table(["Divine", "Riposte"], phase=DRAGON, decks=[["Gold"], ["Silver"]])
    give_beast(st, 0, "Dragon", loc="play", face="dispatched")
    give_beast(st, 1, "Dragon", loc="play", face="dispatched")
    step_dragon(st)
    assert hand(st, 1) == ["Silver"]
    assert not any("unaffected" in line for line in said(st))


# -- Festering -----------------------------------------------------------------------------


def test_noxious_drake_dispatch_is_a_card_and_a_dollar() -> None:
    st = dispatching("Festering", "Drake", decks=[S5])
    step_dragon(st)
    assert (resources(st), hand(st)) == ((1, 1, 1), ["Silver"])


def test_noxious_drake_disengage_each_other_player_gains_a_curse() -> None:
    st = disengaging("Festering", "Drake", players=3)
    step_dragon(st)
    assert names_in(st.players[1].discard) == ["Curse"] == names_in(st.players[2].discard)
    assert len(st.supply["Curse"]) == 18
    assert beast_of(st, 0)["name"] == "Festering Dragon"


def test_festering_dragon_dispatch_is_2_dollars_and_a_curse_for_each_other_player() -> None:
    st = dispatching("Festering", "Dragon", players=3)
    step_dragon(st)
    assert st.coins == 2
    assert names_in(st.players[1].discard) == ["Curse"] == names_in(st.players[2].discard)


def test_festering_dragon_disengage_may_trash_a_curse_for_2_dollars() -> None:
    st = disengaging("Festering", "Dragon", hands=[["Curse", "Curse"]])
    step_dragon(st)
    assert st.pending is not None and st.pending.kind == "may"
    answer(st, 0, "may", answer="yes")
    assert (st.coins, hand(st), names_in(st.trash)) == (2, ["Curse"], ["Curse"])
    assert "Festering Dragon: +$2." in said(st)


def test_festering_dragon_disengage_declined_or_without_a_curse_gives_nothing() -> None:
    st = disengaging("Festering", "Dragon", hands=[["Curse"]])
    step_dragon(st)
    answer(st, 0, "may", answer="no")
    assert (st.coins, hand(st)) == (0, ["Curse"])
    st = disengaging("Festering", "Dragon", hands=[["Copper"]])
    step_dragon(st)
    assert st.pending is not None and st.pending.kind == "action" and st.coins == 0


# -- Gargantuan ----------------------------------------------------------------------------


def test_towering_drake_dispatch_draws_3_and_a_clandestine_card_cannot_be_revealed_r15() -> None:
    st = dispatching(
        "Gargantuan",
        "Drake",
        kingdom=("Embezzler", "Smithy", "Village"),
        decks=[["Copper", "Silver", "Gold", "Embezzler"]],
    )
    step_dragon(st)
    assert hand(st) == ["Embezzler", "Gold", "Silver"]
    assert st.pending is not None and st.pending.kind == "action"  # no reveal prompt


def test_towering_drake_disengage_is_a_card_and_a_buy() -> None:
    st = disengaging("Gargantuan", "Drake", decks=[S5])
    step_dragon(st)
    assert (resources(st), hand(st)) == ((1, 2, 0), ["Silver"])


def test_gargantuan_dragon_dispatch_is_3_cards_and_an_action() -> None:
    st = dispatching("Gargantuan", "Dragon", decks=[S5])
    step_dragon(st)
    assert (resources(st), hand(st)) == ((2, 1, 0), ["Silver"] * 3)


def test_gargantuan_dragon_disengage_may_gain_a_victory_card_up_to_4() -> None:
    st = disengaging("Gargantuan", "Dragon")
    step_dragon(st)
    assert st.pending is not None and st.pending.kind == "choose_gain"
    assert st.pending.prompt == "Gargantuan Dragon: you may gain a Victory card costing up to $4."
    assert st.pending.choices == ("Estate", "Gardens", "nothing")
    answer(st, 0, "choose_gain", pile="Gardens")
    assert names_in(st.players[0].discard) == ["Gardens"]
    assert "Ann gains Gardens." in said(st)


def test_gargantuan_dragon_disengage_gain_may_be_declined() -> None:
    st = disengaging("Gargantuan", "Dragon")
    step_dragon(st)
    answer(st, 0, "choose_gain", pile="nothing")
    assert names_in(st.players[0].discard) == []
    assert "Ann gains nothing from Gargantuan Dragon." in said(st)


def test_gargantuan_dragon_disengage_with_nothing_to_gain_asks_nothing() -> None:
    st = disengaging("Gargantuan", "Dragon", kingdom=("Village", "Smithy"))
    st.supply["Estate"].cards.clear()
    step_dragon(st)
    assert st.pending is not None and st.pending.kind == "action"
    assert "Ann has nothing to gain from Gargantuan Dragon." in said(st)


# -- Hyper ---------------------------------------------------------------------------------


def test_dynamic_drake_dispatch_is_a_card_and_2_actions() -> None:
    st = dispatching("Hyper", "Drake", decks=[S5])
    step_dragon(st)
    assert (resources(st), hand(st)) == ((3, 1, 0), ["Silver"])


def test_dynamic_drake_disengage_is_2_actions_and_a_buy() -> None:
    st = disengaging("Hyper", "Drake")
    step_dragon(st)
    assert resources(st) == (3, 2, 0) and beast_of(st, 0)["name"] == "Hyper Dragon"


def test_hyper_dragon_dispatch_is_a_card_2_actions_and_a_6_card_clean_up() -> None:
    st = dispatching("Hyper", "Dragon", decks=[S5])
    step_dragon(st)
    assert (resources(st), hand(st)) == ((3, 1, 0), ["Silver"])
    assert st.extra["cleanup_draw"] == 6
    assert "Hyper Dragon: Ann will draw 6 cards in Clean-up this turn." in said(st)


def test_hyper_dragon_disengage_is_a_card_2_actions_and_a_buy() -> None:
    st = disengaging("Hyper", "Dragon", decks=[S5])
    step_dragon(st)
    assert (resources(st), hand(st)) == ((3, 2, 0), ["Silver"])
    assert "cleanup_draw" not in st.extra


# -- Opulent -------------------------------------------------------------------------------


def test_glittering_drake_dispatch_is_3_dollars() -> None:
    st = dispatching("Opulent", "Drake")
    step_dragon(st)
    assert resources(st) == (1, 1, 3)


def test_glittering_drake_disengage_gains_a_gold() -> None:
    st = disengaging("Opulent", "Drake")
    step_dragon(st)
    assert names_in(st.players[0].discard) == ["Gold"]
    assert beast_of(st, 0)["name"] == "Opulent Dragon"


def test_opulent_dragon_dispatch_is_3_dollars_and_a_buy() -> None:
    st = dispatching("Opulent", "Dragon")
    step_dragon(st)
    assert resources(st) == (1, 2, 3)


def test_opulent_dragon_disengage_trashes_a_treasure_for_one_up_to_3_more_into_hand() -> None:
    st = disengaging("Opulent", "Dragon", hands=[["Silver", "Estate"]])
    step_dragon(st)
    assert st.pending is not None and (st.pending.min, st.pending.max) == (0, 1)
    assert [c.rpartition("-")[0] for c in st.pending.choices] == ["Silver"]  # Treasures only
    choose(st, 0, "Silver")
    assert st.pending is not None and sorted(st.pending.choices) == ["Copper", "Gold", "Silver"]
    answer(st, 0, "choose_gain", pile="Gold")
    assert hand(st) == ["Estate", "Gold"] and names_in(st.trash) == ["Silver"]
    assert "Ann gains Gold into their hand." in said(st)


def test_opulent_dragon_disengage_may_be_declined() -> None:
    st = disengaging("Opulent", "Dragon", hands=[["Silver"]])
    step_dragon(st)
    choose(st, 0)
    assert hand(st) == ["Silver"] and names_in(st.trash) == []


# -- Revenant ------------------------------------------------------------------------------


def on_the_mat(st: DraconiumState, *names: str) -> None:
    for name in names:
        st.trash.cards.append(st.supply[name].cards.pop())


def test_detritus_drake_dispatch_gains_up_to_4_from_the_mat_into_hand() -> None:
    st = dispatching("Revenant", "Drake", recycling=True)
    on_the_mat(st, "Silver", "Smithy", "Gold")
    step_dragon(st)
    assert st.pending is not None and st.pending.kind == "choose_gain"
    assert [c.rpartition("-")[0] for c in st.pending.choices[:-1]] == ["Silver", "Smithy"]
    assert st.pending.choices[-1] == "nothing"
    smithy = st.pending.choices[1]
    answer(st, 0, "choose_gain", pile=smithy)
    assert hand(st) == ["Smithy"] and sorted(names_in(st.trash)) == ["Gold", "Silver"]
    assert "Ann gains Smithy into their hand." in said(st)


def test_detritus_drake_dispatch_may_take_nothing() -> None:
    st = dispatching("Revenant", "Drake", recycling=True)
    on_the_mat(st, "Silver")
    step_dragon(st)
    answer(st, 0, "choose_gain", pile="nothing")
    assert hand(st) == [] and names_in(st.trash) == ["Silver"]


def test_detritus_drake_disengage_recycling_a_card_gives_a_card_and_a_dollar() -> None:
    st = disengaging("Revenant", "Drake", recycling=True, hands=[["Estate"]], decks=[S5])
    step_dragon(st)
    choose(st, 0, "Estate")
    assert "Ann recycles Estate." in said(st)
    assert (hand(st), st.coins, names_in(st.trash)) == (["Silver"], 1, ["Estate"])


def test_detritus_drake_disengage_declined_gives_nothing() -> None:
    st = disengaging("Revenant", "Drake", recycling=True, hands=[["Estate"]], decks=[S5])
    step_dragon(st)
    choose(st, 0)
    assert (hand(st), st.coins) == (["Estate"], 0)


def test_revenant_dragon_dispatch_gains_up_to_6_from_the_mat_but_not_a_locked_province() -> None:
    st = dispatching("Revenant", "Dragon", recycling=True)
    st.extra["grown"] = False  # pretend the lock is still on (R18)
    on_the_mat(st, "Gold", "Province")
    step_dragon(st)
    assert st.pending is not None
    assert [c.rpartition("-")[0] or c for c in st.pending.choices] == ["Gold", "nothing"]
    answer(st, 0, "choose_gain", pile=st.pending.choices[0])
    assert names_in(st.players[0].discard) == ["Gold"] and names_in(st.trash) == ["Province"]


def test_revenant_dragon_disengage_draws_2_whether_or_not_a_card_is_recycled() -> None:
    st = disengaging("Revenant", "Dragon", recycling=True, hands=[["Estate"]], decks=[S5])
    step_dragon(st)
    choose(st, 0)
    assert hand(st) == ["Estate", "Silver", "Silver"]
    st = disengaging("Revenant", "Dragon", recycling=True, hands=[["Estate"]], decks=[S5])
    step_dragon(st)
    choose(st, 0, "Estate")
    assert hand(st) == ["Silver", "Silver"] and names_in(st.trash) == ["Estate"]


# -- Riposte -------------------------------------------------------------------------------


def test_clever_drake_dispatch_is_a_card_and_an_action() -> None:
    st = dispatching("Riposte", "Drake", decks=[S5])
    step_dragon(st)
    assert (resources(st), hand(st)) == ((2, 1, 0), ["Silver"])


def test_clever_drake_disengage_draws_2() -> None:
    st = disengaging("Riposte", "Drake", decks=[S5])
    step_dragon(st)
    assert hand(st) == ["Silver", "Silver"] and beast_of(st, 0)["name"] == "Riposte Dragon"


def test_riposte_dragon_dispatch_is_an_action_and_a_dollar() -> None:
    st = dispatching("Riposte", "Dragon")
    step_dragon(st)
    assert resources(st) == (2, 1, 1)


def test_riposte_dragon_disengage_draws_2() -> None:
    st = disengaging("Riposte", "Dragon", decks=[S5])
    step_dragon(st)
    assert hand(st) == ["Silver", "Silver"]
