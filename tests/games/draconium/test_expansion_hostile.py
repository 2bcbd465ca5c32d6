"""§4: the Draconian cards, Dragon Slayer, Nightmare (R27), the Ruins and Ruined Kingdom
(R29); Alibi, Moat and Village Guard against them (§2.8, R30); the Witches and
recycled Curses of §2.10 (R13)."""

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.games.draconium import counters
from game.games.draconium.scoring import victory_points
from tests.games.draconium.expansion_helpers import (
    give_beast,
    hand,
    names,
    option,
    prompt,
    said,
    with_eggs,
    xtable,
)
from tests.games.draconium.helpers import R, answer, card, choose, play

S5 = ["Silver"] * 5
C5 = ["Copper"] * 5


def beast(st, seat):  # type: ignore[no-untyped-def]
    found = counters.beast(st, seat)
    assert found is not None
    return found


# -- Delay tokens -----------------------------------------------------------------------------


def test_ominous_village_makes_each_other_player_place_their_delay_token() -> None:
    st = with_eggs(
        xtable([["Ominous Village"], [], []], [S5], players=3), "Hyper", "Hyper", "Hyper"
    )
    give_beast(st, 1, loc="play", face="dispatched")
    play(st, "Ominous Village")
    assert (hand(st), st.actions) == (["Silver"], 2)
    assert beast(st, 1)["delay"] is True
    assert "Ominous Village: Bo places their Delay token on Dynamic Drake." in said(st)
    assert counters.beast(st, 2) is None  # Cy's Egg: nothing to place it on


def test_conspiracy_places_delay_and_moat_cannot_block_it() -> None:
    st = with_eggs(xtable([["Conspiracy"], ["Moat"]], [S5]), "Hyper", "Hyper")
    give_beast(st, 1)
    play(st, "Conspiracy")
    assert st.asking is None  # Moat only blocks Attacks (§2.8)
    assert (hand(st), st.actions, st.coins) == (["Silver"], 1, 1)
    assert beast(st, 1)["delay"] is True


def test_alibi_makes_its_owner_unaffected_by_a_draconian_card() -> None:
    st = with_eggs(xtable([["Conspiracy"], ["Alibi"]], [S5]), "Hyper", "Hyper")
    give_beast(st, 1)
    play(st, "Conspiracy")
    assert st.pending is not None and st.pending.kind == "reaction"
    assert prompt(st) == "Ann plays Conspiracy. Reveal a Reaction to be unaffected?"
    answer(st, 1, "reveal_reaction", card=card(st, 1, "Alibi"))
    assert beast(st, 1)["delay"] is False and hand(st, 1) == ["Alibi"]
    assert "Bo reveals Alibi against Conspiracy." in said(st)
    assert "Bo is unaffected." in said(st)


def test_village_guard_keeps_the_token_against_dragon_slayer() -> None:
    st = with_eggs(xtable([["Dragon Slayer"], ["Village Guard"]], [S5]), "Hyper", "Hyper")
    give_beast(st, 1)
    play(st, "Dragon Slayer")
    assert (hand(st), st.coins) == (["Silver", "Silver"], 2)
    assert (
        prompt(st) == "Dragon Slayer: place your Delay token, or reveal Village Guard to keep it."
    )
    answer(st, 1, "reveal_reaction", card=card(st, 1, "Village Guard"))
    assert beast(st, 1)["delay"] is False
    assert said(st)[-1] == "Bo reveals Village Guard and keeps their Delay token."


def test_r30_a_dispatched_riposte_dragon_is_unaffected_and_delays_the_player() -> None:
    st = with_eggs(xtable([["Dragon Slayer"], []], [S5]), "Hyper", "Riposte")
    give_beast(st, 0)
    give_beast(st, 1, "Dragon", loc="play", face="dispatched")
    play(st, "Dragon Slayer")
    assert beast(st, 1)["delay"] is False and beast(st, 0)["delay"] is True
    assert "Bo is unaffected: their Riposte beast is dispatched." in said(st)


def test_an_already_placed_token_stays_reason_21() -> None:
    st = with_eggs(xtable([["Ominous Village"], []], [S5]), "Hyper", "Hyper")
    give_beast(st, 1, delay=True)
    play(st, "Ominous Village")
    assert said(st)[-1] == "Bo's Delay token is already placed."


def test_spearman_delays_only_beasts_on_their_roost() -> None:
    st = with_eggs(xtable([["Spearman"], [], []], players=3), "Hyper", "Hyper", "Hyper")
    give_beast(st, 1, face="dispatched")  # on the Roost, dispatched side up
    give_beast(st, 2, loc="play", face="dispatched")  # dispatched: in the play area
    play(st, "Spearman")
    assert st.coins == 2
    assert (beast(st, 1)["delay"], beast(st, 2)["delay"]) == (True, False)


def test_dragoon_delays_only_dispatched_beasts() -> None:
    st = with_eggs(xtable([["Dragoon"], [], []], [S5], players=3), "Hyper", "Hyper", "Hyper")
    give_beast(st, 1)
    give_beast(st, 2, loc="play", face="dispatched")
    play(st, "Dragoon")
    assert (hand(st), st.actions) == (["Silver"], 1)
    assert (beast(st, 1)["delay"], beast(st, 2)["delay"]) == (False, True)


def test_wyvern_lowers_eggs_and_delays_beasts_r24() -> None:
    st = with_eggs(xtable([["Wyvern"], [], []], [S5], players=3), "Hyper", "Hyper", "Gargantuan")
    give_beast(st, 1)
    st.extra["roosts"][2]["counter"] = 3
    play(st, "Wyvern")
    assert hand(st) == ["Silver", "Silver"]
    assert beast(st, 1)["delay"] is True
    assert st.extra["roosts"][2]["counter"] == 2
    assert "Wyvern: Cy's Enormous Egg is at 2/7." in said(st)


def test_wyvern_never_takes_a_counter_below_zero() -> None:
    st = with_eggs(xtable([["Wyvern"], []], [S5]), "Hyper", "Gargantuan")
    play(st, "Wyvern")
    assert st.extra["roosts"][1]["counter"] == 0


def test_ballista_delays_beasts_and_others_discard_down_to_four() -> None:
    st = with_eggs(xtable([["Ballista"], C5, C5], players=3), "Hyper", "Hyper", "Hyper")
    give_beast(st, 1)
    play(st, "Ballista")
    assert beast(st, 1)["delay"] is True and len(st.players[1].hand) == 5
    assert R.to_act(st) == (2,) and prompt(st) == "Ballista: discard 1 card, down to 4 in hand."
    choose(st, 2, "Copper")
    assert len(st.players[2].hand) == 4 and st.coins == 2


def test_ballista_without_eggs_makes_everyone_discard_down_to_four() -> None:
    st = xtable([["Ballista"], [*C5, "Estate"]])
    play(st, "Ballista")
    choose(st, 1, "Copper", "Estate")
    assert len(st.players[1].hand) == 4


def test_r23_puppeteer_flips_a_roost_beast_back_even_when_delayed() -> None:
    st = with_eggs(xtable([["Puppeteer"], [], []], [S5], players=3), "Hyper", "Hyper", "Hyper")
    give_beast(st, 1, face="dispatched", delay=True)
    give_beast(st, 2, loc="play", face="dispatched")  # dispatched beasts are not on the Roost
    play(st, "Puppeteer")
    assert (hand(st), st.actions) == (["Silver"], 1)
    assert (beast(st, 1)["face"], beast(st, 1)["delay"]) == ("disengaged", True)
    assert (beast(st, 2)["loc"], beast(st, 2)["face"]) == ("play", "dispatched")
    assert (
        "Puppeteer: Bo flips Dynamic Drake to its disengaged side (not a disengagement)."
        in said(st)
    )


# -- Nightmare (R27) ----------------------------------------------------------------------------


def test_nightmare_trashes_delays_and_returns_to_its_pile() -> None:
    st = with_eggs(xtable([["Nightmare", "Estate"], []]), "Abyssal", "Hyper")
    give_beast(st, 1)
    play(st, "Nightmare")
    assert prompt(st) == "Nightmare: you may trash a card from your hand."
    choose(st, 0, "Estate")
    assert st.actions == 1 and names(st.trash.cards) == ["Estate"]
    assert beast(st, 1)["delay"] is True
    assert st.players[0].play.cards == [] and len(st.nonsupply["Nightmare"]) == 10
    assert said(st)[-1] == "Ann returns Nightmare to its pile."


def test_r27_throne_room_on_nightmare_returns_it_once_and_plays_it_fully_twice() -> None:
    st = xtable([["Throne Room", "Nightmare", "Estate", "Curse"]])
    play(st, "Throne Room")
    answer(st, 0, "play_action", card=card(st, 0, "Nightmare"))
    choose(st, 0, "Curse")
    assert len(st.nonsupply["Nightmare"]) == 10  # back after the first play
    assert prompt(st) == "Nightmare: you may trash a card from your hand."
    choose(st, 0, "Estate")
    assert st.actions == 2 and names(st.trash.cards) == ["Curse", "Estate"]
    assert names(st.players[0].play.cards) == ["Throne Room"]
    assert said(st).count("Ann returns Nightmare to its pile.") == 1


# -- Curses and Ruins ---------------------------------------------------------------------------


def test_discreet_witch_is_2_dollars_and_a_curse_for_each_other_player() -> None:
    st = xtable([["Discreet Witch"], [], []], players=3)
    play(st, "Discreet Witch")
    assert st.coins == 2
    assert names(st.players[1].discard.cards) == ["Curse"] == names(st.players[2].discard.cards)


def test_discreet_witch_is_not_stopped_by_moat() -> None:
    st = xtable([["Discreet Witch"], ["Moat"]])
    play(st, "Discreet Witch")
    assert st.asking is None and names(st.players[1].discard.cards) == ["Curse"]


def test_2_10_example_2_witches_with_recycled_curses_in_three_players_r13() -> None:
    st = xtable([["Witch", "Witch"], [], []], [[*S5, "Gold"]], players=3, recycling=True)
    st.actions = 2
    curses = st.supply["Curse"].cards
    st.trash.cards += curses[:4]
    st.supply["Curse"].cards = curses[4:5]
    play(st, "Witch")
    assert names(st.players[1].discard.cards) == ["Curse"]
    assert st.players[2].discard.cards == []  # the pile ran out part-way (R13)
    assert len(st.supply["Curse"]) == 4 and st.trash.cards == []  # refilled after the play
    assert "4 Curse cards return from the Recycling mat." in said(st)
    play(st, "Witch")
    assert names(st.players[1].discard.cards) == ["Curse", "Curse"]
    assert names(st.players[2].discard.cards) == ["Curse"]
    assert len(st.supply["Curse"]) == 2


def test_coup_gives_each_other_player_the_top_ruins() -> None:
    st = xtable([["Coup"], [], []], [S5], players=3, ruins=["Slum", "Shipwreck", "Rough Patron"])
    play(st, "Coup")
    assert (hand(st), st.actions, st.coins) == (["Silver"], 1, 1)
    assert names(st.players[1].discard.cards) == ["Rough Patron"]
    assert names(st.players[2].discard.cards) == ["Shipwreck"]
    assert names(st.supply["Ruins"].cards) == ["Slum"]


def test_coup_with_the_ruins_pile_empty_gives_nothing_r13() -> None:
    st = xtable([["Coup"], [], []], [S5], players=3, ruins=["Slum"])
    play(st, "Coup")
    assert names(st.players[1].discard.cards) == ["Slum"] and st.players[2].discard.cards == []
    assert "Cy gains nothing: the Ruins pile is empty." in said(st)


def test_blackmail_makes_players_with_five_or_more_cards_discard_one() -> None:
    st = xtable([["Blackmail"], C5, ["Copper"] * 4], players=3)
    play(st, "Blackmail")
    assert st.coins == 2 and R.to_act(st) == (1,)
    assert prompt(st) == "Blackmail: discard a card."
    choose(st, 1, "Copper")
    assert (len(st.players[1].hand), len(st.players[2].hand)) == (4, 4)
    assert st.asking is None


def test_serpents_tongue_makes_each_other_player_topdeck_a_card() -> None:
    st = xtable([["Serpent's Tongue"], ["Gold", "Estate"], ["Copper", "Copper"]], [S5], players=3)
    play(st, "Serpent's Tongue")
    assert hand(st) == ["Silver", "Silver"]
    assert prompt(st) == "Serpent's Tongue: put a card from your hand onto your deck."
    choose(st, 1, "Estate")
    assert names(st.players[1].deck.cards) == ["Estate"]
    assert names(st.players[2].deck.cards) == ["Copper"]  # one name: no question
    assert "Cy puts a card from their hand onto their deck." in said(st)
    assert "You put Copper onto your deck." in said(st, 2)


def test_arsonist_trashes_tops_costing_3_to_6_and_discards_the_rest() -> None:
    st = xtable([["Arsonist"], [], [], []], [[], ["Gold"], ["Province"], ["Copper"]], players=4)
    play(st, "Arsonist")
    assert st.coins == 2
    assert names(st.trash.cards) == ["Gold"]
    assert names(st.players[2].discard.cards) == ["Province"]
    assert names(st.players[3].discard.cards) == ["Copper"]
    assert "Bo reveals Gold from their deck." in said(st)


def test_vandal_trashes_an_action_for_a_ruins_and_discards_anything_else() -> None:
    st = xtable([["Vandal"], [], []], [[], ["Smithy"], ["Gold"]], players=3, ruins=["Slum"])
    play(st, "Vandal")
    assert st.coins == 2 and names(st.trash.cards) == ["Smithy"]
    assert names(st.players[1].discard.cards) == ["Slum"]
    assert names(st.players[2].discard.cards) == ["Gold"]


def test_crow_reveals_every_top_card_and_the_player_decides_each() -> None:
    st = xtable([["Crow"], [], []], [["Gold", "Silver"], ["Curse"], ["Gold"]], players=3)
    play(st, "Crow")
    assert (hand(st), st.actions) == (["Silver"], 1)
    assert prompt(st) == "Crow: discard your Gold, or put it back?"
    assert st.pending is not None and st.pending.private_to == ()
    option(st, 0, 1)
    assert prompt(st) == "Crow: discard Bo's Curse, or put it back?"
    option(st, 0, 1)
    assert prompt(st) == "Crow: discard Cy's Gold, or put it back?"
    assert R.to_act(st) == (0,)
    option(st, 0, 0)
    assert names(st.players[0].deck.cards) == ["Gold"]
    assert names(st.players[1].deck.cards) == ["Curse"]
    assert names(st.players[2].discard.cards) == ["Gold"] and st.players[2].deck.cards == []


def test_crow_skips_a_player_who_revealed_alibi() -> None:
    st = xtable([["Crow"], ["Alibi"]], [["Gold", "Silver"], ["Curse"]])
    play(st, "Crow")
    answer(st, 1, "reveal_reaction", card=card(st, 1, "Alibi"))
    option(st, 0, 0)  # your own reveal still happens
    assert st.asking is None and names(st.players[1].deck.cards) == ["Curse"]


def test_heist_trashes_the_players_choice_and_may_gain_one_of_them() -> None:
    st = xtable([["Heist"], [], []], [[], ["Silver", "Gold"], ["Copper", "Livestock"]], players=3)
    play(st, "Heist")
    assert st.coins == 2
    assert prompt(st) == "Heist: choose which of Bo's Treasures they trash."
    assert R.to_act(st) == (0,)
    choose(st, 0, "Gold")
    assert names(st.players[1].discard.cards) == ["Silver"]
    # Cy's only target is Livestock: trashed without a question, and Cy gains a Silver (R28)
    assert names(st.players[2].discard.cards) == ["Copper", "Silver"]
    assert prompt(st) == "Heist: you may gain one of the cards trashed this way."
    assert st.pending is not None and names(st.pending.choices) == ["Gold", "Livestock"]
    choose(st, 0, "Gold")
    assert names(st.players[0].discard.cards) == ["Gold"]
    assert names(st.trash.cards) == ["Livestock"]


def test_heist_with_nothing_trashed_asks_nothing() -> None:
    st = xtable([["Heist"], []], [[], ["Copper", "Estate"]])
    play(st, "Heist")
    assert st.asking is None and names(st.players[1].discard.cards) == ["Copper", "Estate"]


# -- the Ruins ----------------------------------------------------------------------------------


def test_broken_amulet_collapsed_bridge_ramshackle_tavern_and_slum() -> None:
    st = xtable([["Ramshackle Tavern", "Broken Amulet", "Collapsed Bridge", "Slum"]], [S5])
    play(st, "Ramshackle Tavern")
    assert st.actions == 1
    play(st, "Slum")
    assert hand(st) == ["Broken Amulet", "Collapsed Bridge", "Silver"]
    st.actions = 2
    play(st, "Broken Amulet")
    play(st, "Collapsed Bridge")
    assert (st.coins, st.buys, st.actions) == (1, 2, 0)


def test_desecrated_altar_may_trash_a_curse_or_another_ruins() -> None:
    st = xtable([["Desecrated Altar", "Curse", "Slum", "Estate"]])
    play(st, "Desecrated Altar")
    assert st.pending is not None and names(st.pending.choices) == ["Curse", "Slum"]
    choose(st, 0, "Slum")
    assert names(st.trash.cards) == ["Slum"] and hand(st) == ["Curse", "Estate"]


def test_desperate_thief_takes_a_treasure_into_hand_or_discards() -> None:
    st = xtable([["Desperate Thief"]], [["Gold"]])
    play(st, "Desperate Thief")
    assert hand(st) == ["Gold"] and said(st)[-1] == "Ann puts Gold into their hand."
    st = xtable([["Desperate Thief"]], [["Estate"]])
    play(st, "Desperate Thief")
    assert hand(st) == [] and names(st.players[0].discard.cards) == ["Estate"]


def test_rough_patron_draws_two_then_discards_two() -> None:
    st = xtable([["Rough Patron", "Estate"]], [["Gold", "Curse"]])
    play(st, "Rough Patron")
    assert prompt(st) == "Rough Patron: discard 2 cards."
    choose(st, 0, "Curse", "Estate")
    assert hand(st) == ["Gold"]


def test_r29_ruined_kingdom_plays_a_ruins_twice() -> None:
    st = xtable([["Ruined Kingdom", "Slum", "Village"]], [S5])
    play(st, "Ruined Kingdom")
    assert st.actions == 1
    assert prompt(st) == "Ruined Kingdom: you may play a Ruins card from your hand twice."
    assert st.pending is not None and names(st.pending.choices) == ["Slum"]
    answer(st, 0, "play_action", card=card(st, 0, "Slum"))
    assert hand(st) == ["Silver", "Silver", "Village"]
    assert "Ann plays Slum twice with Ruined Kingdom." in said(st)
    assert names(st.players[0].play.cards) == ["Ruined Kingdom", "Slum"]


def test_r29_ruined_kingdom_is_worth_1_vp_per_2_ruins_and_can_be_trashed() -> None:
    st = xtable([["Zealot", "Ruined Kingdom"]], [["Slum"]])
    st.players[0].discard.cards += [st.supply["Ruins"].cards.pop() for _ in range(4)]
    assert victory_points(st, 0) == 2  # 5 Ruins: 2 VP (round down)
    play(st, "Zealot")
    choose(st, 0, "Ruined Kingdom")
    assert names(st.trash.cards) == ["Ruined Kingdom"]


def test_ruined_kingdom_with_no_ruins_in_hand_asks_nothing() -> None:
    st = xtable([["Ruined Kingdom", "Village"]])
    play(st, "Ruined Kingdom")
    assert st.asking is None
    assert Move.make(0, "play_action", card=card(st, 0, "Village")) in R.legal_moves(st, 0)


def test_heist_in_a_recycling_game_gains_from_the_mat() -> None:
    st = xtable([["Heist"], []], [[], ["Estate", "Gold"]], recycling=True)
    play(st, "Heist")
    assert "Bo recycles Gold." in said(st)
    choose(st, 0, "Gold")
    assert names(st.players[0].discard.cards) == ["Gold"] and st.trash.cards == []


def test_r16_only_blackmail_tops_its_split_pile() -> None:
    st = xtable([["Gold"]], phase="buy")
    answer(st, 0, "play_all_treasures")
    before = st.clone()
    with pytest.raises(IllegalMove) as caught:
        answer(st, 0, "buy", pile="Alibi")
    assert caught.value.message == (
        "Only the top card of a split pile (Blackmail) can be bought or gained."
    )
    assert st == before
    answer(st, 0, "buy", pile="Blackmail")
    assert names(st.players[0].discard.cards) == ["Blackmail"]
