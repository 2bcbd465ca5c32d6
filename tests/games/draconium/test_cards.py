"""§1.6: each base Kingdom card, with exact numbers."""

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.games.draconium.cards import name_of
from game.games.draconium.state import BUY
from tests.games.draconium.helpers import R, answer, card, choose, names_in, play, table

ALL = (
    "Cellar",
    "Chapel",
    "Moat",
    "Harbinger",
    "Merchant",
    "Vassal",
    "Village",
    "Workshop",
    "Bureaucrat",
    "Gardens",
    "Militia",
    "Moneylender",
    "Poacher",
    "Remodel",
    "Smithy",
    "Throne Room",
    "Bandit",
    "Council Room",
    "Festival",
    "Laboratory",
    "Library",
    "Market",
    "Mine",
    "Sentry",
    "Witch",
    "Artisan",
)
C5 = ["Copper"] * 5
S5 = ["Silver"] * 5


def t(hands, decks=(), discards=(), players=2):  # type: ignore[no-untyped-def]
    return table(kingdom=ALL, hands=hands, decks=decks, discards=discards, players=players)


def hand(st, seat=0):  # type: ignore[no-untyped-def]
    return sorted(names_in(st.players[seat].hand))


# -- simple cards -----------------------------------------------------------------------------


def test_village_is_one_card_and_two_actions() -> None:
    st = t([["Village"]], [S5])
    play(st, "Village")
    assert (hand(st), st.actions) == (["Silver"], 2)


def test_smithy_draws_three() -> None:
    st = t([["Smithy"]], [S5])
    play(st, "Smithy")
    assert (hand(st), st.actions) == (["Silver"] * 3, 0)


def test_festival_is_two_actions_a_buy_and_2_dollars() -> None:
    st = t([["Festival"]], [S5])
    play(st, "Festival")
    assert (st.actions, st.buys, st.coins, hand(st)) == (2, 2, 2, [])


def test_laboratory_is_two_cards_and_an_action() -> None:
    st = t([["Laboratory"]], [S5])
    play(st, "Laboratory")
    assert (hand(st), st.actions) == (["Silver"] * 2, 1)


def test_market_is_a_card_an_action_a_buy_and_a_dollar() -> None:
    st = t([["Market"]], [S5])
    play(st, "Market")
    assert (hand(st), st.actions, st.buys, st.coins) == (["Silver"], 1, 2, 1)


def test_council_room_draws_four_adds_a_buy_and_each_other_player_draws_one() -> None:
    st = t([["Council Room"], [], []], [S5, C5, ["Gold"]], players=3)
    play(st, "Council Room")
    assert (hand(st), st.buys) == (["Silver"] * 4, 2)
    assert (hand(st, 1), hand(st, 2)) == (["Copper"], ["Gold"])


def test_moat_draws_two() -> None:
    st = t([["Moat"]], [S5])
    play(st, "Moat")
    assert hand(st) == ["Silver"] * 2


def test_workshop_gains_a_card_costing_up_to_4() -> None:
    st = t([["Workshop"]])
    play(st, "Workshop")
    assert st.pending is not None and st.pending.kind == "choose_gain"
    assert "Gold" not in st.pending.choices and "Smithy" in st.pending.choices
    before = st.clone()
    with pytest.raises(IllegalMove) as caught:
        answer(st, 0, "choose_gain", pile="Gold")
    assert caught.value.code == "draconium/too-expensive"
    assert caught.value.message == "That card costs more than this effect allows ($6; up to $4)."
    assert st == before
    answer(st, 0, "choose_gain", pile="Smithy")
    assert names_in(st.players[0].discard) == ["Smithy"]
    assert len(st.supply["Smithy"]) == 9


def test_gardens_cannot_be_played() -> None:
    st = t([["Gardens"]])
    assert R.legal_moves(st, 0) == [Move.make(0, "end_phase")]


# -- Merchant --------------------------------------------------------------------------------


def test_merchant_gives_1_dollar_for_the_first_silver_only() -> None:
    st = t([["Merchant", "Silver", "Silver"]], [["Copper"]])
    play(st, "Merchant")
    answer(st, 0, "end_phase")
    answer(st, 0, "play_treasure", card=card(st, 0, "Silver"))
    assert st.coins == 3
    answer(st, 0, "play_all_treasures")
    assert st.coins == 3 + 2 + 1


def test_two_merchants_give_2_dollars_on_the_first_silver() -> None:
    st = t([["Merchant", "Merchant", "Silver"]], [["Copper", "Copper"]])
    play(st, "Merchant")
    play(st, "Merchant")
    answer(st, 0, "end_phase")
    answer(st, 0, "play_all_treasures")
    assert st.coins == 2 + 2 + 2


# -- hand choices -----------------------------------------------------------------------------


def test_cellar_discards_any_number_then_draws_as_many() -> None:
    st = t([["Cellar", "Estate", "Estate", "Copper"]], [S5])
    play(st, "Cellar")
    assert st.actions == 1
    assert st.pending is not None and (st.pending.min, st.pending.max) == (0, 3)
    choose(st, 0, "Estate", "Estate")
    assert hand(st) == ["Copper", "Silver", "Silver"]
    assert names_in(st.players[0].discard) == ["Estate", "Estate"]


def test_chapel_trashes_up_to_four() -> None:
    st = t([["Chapel", "Estate", "Estate", "Copper", "Copper", "Curse"]])
    play(st, "Chapel")
    assert st.pending is not None and st.pending.max == 4
    # one move per combination of names: 0..3 Copper-or-Estate-or-Curse picks, up to 4
    assert len(R.legal_moves(st, 0)) == 17
    choose(st, 0, "Curse", "Estate", "Estate", "Copper")
    assert hand(st) == ["Copper"]
    assert sorted(names_in(st.trash)) == ["Copper", "Curse", "Estate", "Estate"]


def test_identical_cards_are_chosen_lowest_id_first() -> None:
    st = t([["Chapel", "Copper", "Copper"]])
    play(st, "Chapel")
    low, high = sorted(c for c in st.players[0].hand.cards if name_of(c) == "Copper")
    before = st.clone()
    with pytest.raises(IllegalMove) as caught:
        answer(st, 0, "choose_cards", cards=(high,))
    assert caught.value.message == (
        f"Identical cards are taken lowest id first, listed in order: choose ['{low}']."
    )
    assert st == before
    answer(st, 0, "choose_cards", cards=(low,))
    assert st.trash.cards == [low]


def test_moneylender_trashes_a_copper_for_3_dollars() -> None:
    st = t([["Moneylender", "Copper", "Estate"]])
    play(st, "Moneylender")
    answer(st, 0, "may", answer="yes")
    assert (st.coins, hand(st), names_in(st.trash)) == (3, ["Estate"], ["Copper"])


def test_moneylender_without_copper_asks_nothing() -> None:
    st = t([["Moneylender", "Estate"]])
    play(st, "Moneylender")
    assert st.asking is None and st.coins == 0


def test_poacher_discards_one_card_per_empty_supply_pile_r19() -> None:
    st = t([["Poacher", "Estate", "Copper", "Silver"]], [["Gold"]])
    for name in ("Cellar", "Chapel"):
        st.trash.cards += st.supply[name].cards
        st.supply[name].cards = []
    play(st, "Poacher")
    assert (st.actions, st.coins) == (1, 1)
    assert st.pending is not None and (st.pending.min, st.pending.max) == (2, 2)
    choose(st, 0, "Copper", "Estate")
    assert hand(st) == ["Gold", "Silver"]


def test_poacher_with_no_empty_pile_discards_nothing() -> None:
    st = t([["Poacher", "Estate"]], [["Gold"]])
    play(st, "Poacher")
    assert st.asking is None and hand(st) == ["Estate", "Gold"]


def test_remodel_trashes_a_card_and_gains_one_costing_up_to_2_more() -> None:
    st = t([["Remodel", "Estate", "Gold"]])
    play(st, "Remodel")
    choose(st, 0, "Estate")
    assert st.pending is not None and st.pending.kind == "choose_gain"
    assert max(R.legal_moves(st, 0), key=lambda m: m["pile"])  # something to gain
    assert "Silver" in st.pending.choices and "Laboratory" not in st.pending.choices
    answer(st, 0, "choose_gain", pile="Smithy")
    assert names_in(st.trash) == ["Estate"] and names_in(st.players[0].discard) == ["Smithy"]


def test_mine_trashes_a_treasure_and_gains_one_up_to_3_more_into_hand() -> None:
    st = t([["Mine", "Copper", "Estate"]])
    play(st, "Mine")
    choose(st, 0, "Copper")
    assert st.pending is not None
    assert sorted(st.pending.choices) == ["Copper", "Silver"]  # Treasures only, up to $3
    before = st.clone()
    with pytest.raises(IllegalMove, match="^Mine can gain only a Treasure.$"):
        answer(st, 0, "choose_gain", pile="Village")
    assert st == before
    answer(st, 0, "choose_gain", pile="Silver")
    assert hand(st) == ["Estate", "Silver"]


def test_mine_may_trash_nothing() -> None:
    st = t([["Mine", "Copper"]])
    play(st, "Mine")
    answer(st, 0, "choose_cards", cards=())
    assert hand(st) == ["Copper"] and st.trash.cards == []


def test_artisan_gains_up_to_5_into_hand_then_topdecks_a_card() -> None:
    st = t([["Artisan", "Estate"]])
    play(st, "Artisan")
    assert st.pending is not None and "Laboratory" in st.pending.choices
    assert "Gold" not in st.pending.choices
    answer(st, 0, "choose_gain", pile="Laboratory")
    assert hand(st) == ["Estate", "Laboratory"]
    choose(st, 0, "Estate")
    assert hand(st) == ["Laboratory"] and names_in(st.players[0].deck) == ["Estate"]


# -- deck and discard ------------------------------------------------------------------------


def test_harbinger_puts_a_card_from_the_discard_pile_onto_the_deck() -> None:
    st = t([["Harbinger"]], [["Copper"]], [["Gold", "Estate"]])
    play(st, "Harbinger")
    assert (hand(st), st.actions) == (["Copper"], 1)
    choose(st, 0, "Gold")
    assert names_in(st.players[0].deck) == ["Gold"]
    assert names_in(st.players[0].discard) == ["Estate"]


def test_vassal_plays_a_discarded_action_without_using_an_action() -> None:
    st = t([["Vassal"]], [[*S5, "Village"]])
    play(st, "Vassal")
    assert st.coins == 2 and names_in(st.players[0].discard) == ["Village"]
    answer(st, 0, "may", answer="yes")
    assert names_in(st.players[0].play) == ["Vassal", "Village"]
    assert (st.actions, hand(st)) == (2, ["Silver"])


def test_vassal_discards_a_non_action_and_stops() -> None:
    st = t([["Vassal"]], [["Gold"]])
    play(st, "Vassal")
    assert st.asking is None and names_in(st.players[0].discard) == ["Gold"]


def test_throne_room_on_smithy_draws_six() -> None:
    st = t([["Throne Room", "Smithy"]], [[*S5, "Gold"]])
    play(st, "Throne Room")
    assert st.pending is not None and st.pending.kind == "play_action"
    answer(st, 0, "play_action", card=card(st, 0, "Smithy"))
    assert hand(st) == ["Gold"] + ["Silver"] * 5
    assert names_in(st.players[0].play) == ["Throne Room", "Smithy"]
    assert st.actions == 0


def test_throne_room_on_village_gives_four_actions_and_may_play_nothing() -> None:
    st = t([["Throne Room", "Village"]], [S5])
    play(st, "Throne Room")
    answer(st, 0, "play_action", card=card(st, 0, "Village"))
    assert (st.actions, hand(st)) == (4, ["Silver", "Silver"])
    st = t([["Throne Room", "Village"]], [S5])
    play(st, "Throne Room")
    answer(st, 0, "pass")
    assert (st.actions, hand(st)) == (0, ["Village"])


def test_library_draws_to_seven_setting_aside_actions_then_discards_them() -> None:
    st = t(
        [["Library", "Copper", "Copper"]],
        [["Gold", "Gold", "Silver", "Smithy", "Silver", "Village"]],
    )
    play(st, "Library")
    assert st.pending is not None and st.pending.prompt == "Library: set aside Village?"
    answer(st, 0, "may", answer="yes")
    assert names_in(st.players[0].aside) == ["Village"]
    answer(st, 0, "may", answer="no")  # keep Smithy; it counts toward the 7
    assert hand(st) == ["Copper", "Copper", "Gold", "Gold", "Silver", "Silver", "Smithy"]
    assert st.asking is None and st.players[0].deck.cards == []
    assert names_in(st.players[0].discard) == ["Village"]


def test_library_stops_at_seven_and_discards_the_set_aside_cards() -> None:
    st = t(
        [["Library", "Copper"]],
        [["Gold", "Gold", "Silver", "Silver", "Village", "Silver", "Silver"]],
    )
    play(st, "Library")
    answer(st, 0, "may", answer="yes")
    p = st.players[0]
    assert len(p.hand) == 7 and st.asking is None
    assert hand(st) == ["Copper", "Gold", "Gold", "Silver", "Silver", "Silver", "Silver"]
    assert names_in(p.discard) == ["Village"] and p.aside.cards == []


def test_sentry_trashes_discards_and_puts_back_in_order() -> None:
    st = t([["Sentry"]], [["Silver", "Gold", "Estate", "Copper"]])
    play(st, "Sentry")
    assert hand(st) == ["Copper"]
    assert st.pending is not None and st.pending.prompt == "Sentry: what becomes of Estate?"
    assert st.pending.choices == ("Trash", "Discard", "Put back")
    answer(st, 0, "choose_option", index=0)
    assert st.pending is not None and st.pending.prompt == "Sentry: what becomes of Gold?"
    answer(st, 0, "choose_option", index=2)
    assert names_in(st.trash) == ["Estate"]
    assert names_in(st.players[0].deck) == ["Silver", "Gold"]


def test_sentry_orders_two_kept_cards_first_named_on_top() -> None:
    st = t([["Sentry"]], [["Silver", "Gold", "Copper"]])
    play(st, "Sentry")
    answer(st, 0, "choose_option", index=2)
    answer(st, 0, "choose_option", index=2)
    assert st.pending is not None and st.pending.kind == "order_cards"
    assert len(R.legal_moves(st, 0)) == 2
    gold, silver = card(st, 0, "Gold", "look"), card(st, 0, "Silver", "look")
    answer(st, 0, "order_cards", cards=(silver, gold))
    assert names_in(st.players[0].deck) == ["Gold", "Silver"]  # Silver on top


# -- attacks ---------------------------------------------------------------------------------


def test_militia_gives_2_dollars_and_others_discard_down_to_three() -> None:
    st = t([["Militia"], ["Copper", "Copper", "Estate", "Silver", "Gold"]])
    play(st, "Militia")
    assert st.coins == 2 and R.to_act(st) == (1,)
    assert len(R.legal_moves(st, 1)) == 7  # pairs of names among 2 Copper, Estate, Silver, Gold
    choose(st, 1, "Copper", "Estate")
    assert hand(st, 1) == ["Copper", "Gold", "Silver"]
    assert R.to_act(st) == (0,)


def test_moat_blocks_militia() -> None:
    st = t([["Militia"], ["Moat", "Copper", "Copper", "Estate", "Silver"]])
    play(st, "Militia")
    assert st.pending is not None and st.pending.kind == "reaction"
    answer(st, 1, "reveal_reaction", card=card(st, 1, "Moat"))
    assert st.asking is None and len(st.players[1].hand) == 5
    assert st.coins == 2
    assert any(line.text == "Bo is unaffected." for line in st.log)


def test_passing_on_moat_leaves_the_attack_to_resolve() -> None:
    st = t([["Militia"], ["Moat", "Copper", "Copper", "Estate", "Silver"]])
    play(st, "Militia")
    answer(st, 1, "pass")
    assert st.pending is not None and st.pending.kind == "choose_cards"


def test_witch_draws_two_and_each_other_player_gains_a_curse_r13() -> None:
    st = t([["Witch"], [], [], ["Moat"]], [S5], players=4)
    st.trash.cards += st.supply["Curse"].cards[1:]
    del st.supply["Curse"].cards[1:]
    play(st, "Witch")
    answer(st, 3, "pass")
    assert hand(st) == ["Silver", "Silver"]
    assert names_in(st.players[1].discard) == ["Curse"]  # the player to the left first
    assert st.players[2].discard.cards == [] and st.players[3].discard.cards == []


def test_bureaucrat_gains_silver_onto_deck_and_others_topdeck_a_victory_card() -> None:
    st = t([["Bureaucrat"], ["Estate", "Copper"], ["Copper", "Copper"]], players=3)
    play(st, "Bureaucrat")
    assert names_in(st.players[0].deck) == ["Silver"]
    assert names_in(st.players[1].deck) == ["Estate"] and hand(st, 1) == ["Copper"]
    assert any(
        line.text == "Cy reveals a hand with no Victory card: Copper and Copper." for line in st.log
    )


def test_bureaucrat_victim_chooses_between_different_victory_cards() -> None:
    st = t([["Bureaucrat"], ["Estate", "Duchy"]])
    play(st, "Bureaucrat")
    choose(st, 1, "Duchy")
    assert names_in(st.players[1].deck) == ["Duchy"]


def test_bandit_gains_gold_and_others_trash_a_non_copper_treasure() -> None:
    st = t([["Bandit"], []], [[], ["Estate", "Copper", "Silver"]])
    play(st, "Bandit")
    assert names_in(st.players[0].discard) == ["Gold"]
    assert names_in(st.trash) == ["Silver"]
    assert names_in(st.players[1].discard) == ["Copper"]
    assert names_in(st.players[1].deck) == ["Estate"]


def test_bandit_victim_picks_which_treasure_and_copper_is_safe() -> None:
    st = t([["Bandit"], []], [[], ["Gold", "Silver"]])
    play(st, "Bandit")
    assert st.pending is not None and st.pending.private_to == ()  # revealed: public
    choose(st, 1, "Silver")
    assert names_in(st.trash) == ["Silver"] and names_in(st.players[1].discard) == ["Gold"]
    st = t([["Bandit"], []], [[], ["Copper", "Copper"]])
    play(st, "Bandit")
    assert st.trash.cards == [] and names_in(st.players[1].discard) == ["Copper", "Copper"]


def test_throne_room_on_militia_opens_moat_for_each_play() -> None:
    st = t([["Throne Room", "Militia"], ["Moat", "Copper", "Copper", "Copper", "Copper"]])
    play(st, "Throne Room")
    answer(st, 0, "play_action", card=card(st, 0, "Militia"))
    answer(st, 1, "reveal_reaction", card=card(st, 1, "Moat"))
    assert st.pending is not None and st.pending.kind == "reaction"  # the second play
    answer(st, 1, "pass")
    choose(st, 1, "Copper", "Copper")
    assert st.coins == 4 and len(st.players[1].hand) == 3


def test_buy_phase_after_cards_uses_the_coins() -> None:
    st = t([["Festival", "Silver"]], [S5])
    play(st, "Festival")
    answer(st, 0, "end_phase")
    assert st.phase == BUY
    answer(st, 0, "play_all_treasures")
    assert st.coins == 4
