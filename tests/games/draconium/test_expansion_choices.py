"""§4: the Draconium Kingdom cards with hand choices, gains, deck tops and the player's own
beast; R23 (Lair), R26 (Damsel), R27 (Throne Room on Immolation and Martyr), R28."""

from game.games.draconium.state import BUY
from game.games.draconium.turns import wait_for_phase
from tests.games.draconium.expansion_helpers import (
    give_beast,
    hand,
    names,
    no,
    option,
    prompt,
    said,
    with_eggs,
    xtable,
    yes,
)
from tests.games.draconium.helpers import answer, card, choose, play

S5 = ["Silver"] * 5


def throne(st, name):  # type: ignore[no-untyped-def]
    play(st, "Throne Room")
    return answer(st, 0, "play_action", card=card(st, 0, name))


# -- trashing from the hand ---------------------------------------------------------------


def test_abyssal_scale_trashes_a_copper_for_1_dollar_more() -> None:
    st = xtable([["Abyssal Scale", "Copper", "Estate"]], phase=BUY)
    wait_for_phase(st)
    answer(st, 0, "play_treasure", card=card(st, 0, "Abyssal Scale"))
    assert (
        prompt(st) == "Abyssal Scale: you may trash a card from your hand (+$1 if it is a Copper)."
    )
    choose(st, 0, "Copper")
    assert (st.coins, hand(st), names(st.trash.cards)) == (2, ["Estate"], ["Copper"])
    assert "Abyssal Scale: a Copper, +$1 ($2)." in said(st)


def test_abyssal_scale_trashing_another_card_gives_nothing_more() -> None:
    st = xtable([["Abyssal Scale", "Copper", "Estate"]], phase=BUY)
    wait_for_phase(st)
    answer(st, 0, "play_all_treasures")
    choose(st, 0, "Estate")
    assert st.coins == 2  # Scale $1, then the Copper still in hand is played: $1
    assert names(st.trash.cards) == ["Estate"]


def test_abyssal_scale_may_trash_a_copper_queued_by_play_all() -> None:
    st = xtable([["Abyssal Scale", "Copper"]], phase=BUY)
    wait_for_phase(st)
    answer(st, 0, "play_all_treasures")
    choose(st, 0, "Copper")
    assert (st.coins, st.players[0].play.cards[0].startswith("Abyssal")) == (2, True)


def test_roast_trashes_a_card_for_2_dollars_and_a_buy() -> None:
    st = xtable([["Roast", "Estate"]])
    play(st, "Roast")
    assert prompt(st) == "Roast: you may trash a card from your hand for +$2 and +1 Buy."
    choose(st, 0, "Estate")
    assert (st.coins, st.buys, names(st.trash.cards)) == (2, 2, ["Estate"])
    st = xtable([["Roast", "Estate"]])
    play(st, "Roast")
    answer(st, 0, "choose_cards", cards=())
    assert (st.coins, st.buys, hand(st)) == (0, 1, ["Estate"])


def test_zealot_must_trash_a_card() -> None:
    st = xtable([["Zealot", "Curse"]], [S5])
    play(st, "Zealot")
    assert st.pending is not None and (st.pending.min, st.pending.max) == (1, 1)
    assert prompt(st) == "Zealot: trash a card from your hand."
    choose(st, 0, "Curse")
    assert (hand(st), st.actions, st.coins) == (["Silver"], 1, 1)
    assert names(st.trash.cards) == ["Curse"]


def test_hecatomb_gives_1_dollar_per_card_and_2_more_per_livestock_r28() -> None:
    st = xtable([["Hecatomb", "Livestock", "Estate", "Copper"]])
    play(st, "Hecatomb")
    assert st.pending is not None and st.pending.max == 2
    choose(st, 0, "Estate", "Livestock")
    assert st.coins == 1 + 3
    assert names(st.trash.cards) == ["Estate", "Livestock"]
    assert names(st.players[0].discard.cards) == ["Silver"]  # Livestock's Silver
    assert said(st)[-2:] == ["Ann trashes Livestock.", "Ann gains Silver."]


def test_r28_livestock_recycled_still_gains_a_silver() -> None:
    st = xtable([["Hecatomb", "Livestock"]], recycling=True)
    play(st, "Hecatomb")
    choose(st, 0, "Livestock")
    assert "Ann recycles Livestock." in said(st)
    assert names(st.players[0].discard.cards) == ["Silver"] and st.coins == 3


def test_immolation_trashes_itself_and_up_to_two_others_for_2_dollars_each() -> None:
    st = xtable([["Immolation", "Estate", "Curse", "Copper"]])
    play(st, "Immolation")
    assert names(st.trash.cards) == ["Immolation"]
    assert prompt(st) == "Immolation: trash up to 2 cards from your hand, +$2 each."
    choose(st, 0, "Curse", "Estate")
    assert (st.coins, hand(st)) == (4, ["Copper"])
    assert names(st.trash.cards) == ["Curse", "Estate", "Immolation"]


def test_r27_throne_room_on_immolation_trashes_it_once_and_pays_for_both_plays() -> None:
    st = xtable([["Throne Room", "Immolation", "Estate", "Estate", "Curse", "Copper"]])
    throne(st, "Immolation")
    choose(st, 0, "Estate", "Estate")
    assert names(st.trash.cards) == ["Estate", "Estate", "Immolation"]
    choose(st, 0, "Curse")
    assert (st.coins, hand(st)) == (6, ["Copper"])
    assert names(st.players[0].play.cards) == ["Throne Room"]
    assert said(st).count("Ann trashes Immolation.") == 1


def test_embezzler_is_2_dollars_and_may_put_a_card_onto_the_deck() -> None:
    st = xtable([["Embezzler", "Gold"]])
    play(st, "Embezzler")
    choose(st, 0, "Gold")
    assert (st.coins, names(st.players[0].deck.cards)) == (2, ["Gold"])
    assert said(st, None)[-1] == "Ann puts a card from their hand onto their deck."
    assert said(st, 0)[-1] == "You put Gold onto your deck."


# -- Martyr and Damsel: trash this, gain something ----------------------------------------------


def test_martyr_may_trash_itself_to_gain_a_card_up_to_5() -> None:
    st = xtable([["Martyr"]], [S5])
    play(st, "Martyr")
    assert (hand(st), st.actions) == (["Silver"], 1)
    assert prompt(st) == "Martyr: trash this to gain a card costing up to $5?"
    yes(st)
    assert prompt(st) == "Martyr: gain a card costing up to $5."
    assert st.pending is not None and "Gold" not in st.pending.choices
    answer(st, 0, "choose_gain", pile="Galley")
    assert names(st.trash.cards) == ["Martyr"]
    assert names(st.players[0].discard.cards) == ["Galley"]


def test_martyr_kept_gains_nothing() -> None:
    st = xtable([["Martyr"]], [S5])
    play(st, "Martyr")
    no(st)
    assert st.asking is None and names(st.players[0].play.cards) == ["Martyr"]


def test_r27_throne_room_on_martyr_the_second_play_cannot_trash_so_gains_nothing() -> None:
    st = xtable([["Throne Room", "Martyr"]], [S5])
    throne(st, "Martyr")
    yes(st)
    answer(st, 0, "choose_gain", pile="Silver")
    assert st.asking is None  # the second play: +1 Card, +1 Action, no question
    assert (hand(st), st.actions) == (["Silver", "Silver"], 2)
    assert names(st.players[0].discard.cards) == ["Silver"]


def test_damsel_with_a_beast_in_play_may_become_a_dragon_slayer() -> None:
    st = with_eggs(xtable([["Damsel"]], [S5]), "Hyper", "Hyper")
    give_beast(st, 1)  # any player's beast will do
    play(st, "Damsel")
    assert (hand(st), st.actions, st.coins) == (["Silver"], 1, 1)
    assert prompt(st) == "Damsel: trash this to gain a Dragon Slayer?"
    yes(st)
    assert names(st.trash.cards) == ["Damsel"]
    assert names(st.players[0].discard.cards) == ["Dragon Slayer"]
    assert len(st.nonsupply["Dragon Slayer"]) == 9


def test_damsel_without_any_beast_asks_nothing() -> None:
    st = with_eggs(xtable([["Damsel"]], [S5]), "Hyper", "Hyper")
    play(st, "Damsel")
    assert st.asking is None and st.trash.cards == []
    st = xtable([["Damsel"]], [S5])  # no Eggs (R6)
    play(st, "Damsel")
    assert st.asking is None


def test_r26_damsel_with_the_dragon_slayer_pile_empty_warns_and_gains_nothing() -> None:
    st = with_eggs(xtable([["Damsel"]], [S5], slayers=0), "Hyper", "Hyper")
    give_beast(st, 0)
    play(st, "Damsel")
    assert prompt(st) == (
        "Damsel: trash this? The Dragon Slayer pile is empty, so you would gain nothing."
    )
    yes(st)
    assert names(st.trash.cards) == ["Damsel"] and st.players[0].discard.cards == []
    assert said(st)[-1] == "Ann gains nothing: the Dragon Slayer pile is empty."


# -- gains from the Supply or the Recycling mat -------------------------------------------


def test_spectre_gains_a_card_up_to_4_from_the_recycling_mat() -> None:
    st = xtable([["Spectre"]], [S5], recycling=True)
    st.trash.cards += [st.supply["Smithy"].cards.pop(), st.supply["Gold"].cards.pop()]
    play(st, "Spectre")
    assert (hand(st), st.actions) == (["Silver"], 1)
    assert prompt(st) == "Spectre: you may gain a card costing up to $4 from the mat."
    assert st.pending is not None and st.pending.choices == ("Smithy-10", "nothing")
    answer(st, 0, "choose_gain", pile="Smithy-10")
    assert names(st.players[0].discard.cards) == ["Smithy"] and names(st.trash.cards) == ["Gold"]


def test_spectre_with_nothing_on_the_mat_says_so() -> None:
    st = xtable([["Spectre"]], [S5], recycling=True)
    play(st, "Spectre")
    assert st.asking is None
    assert said(st)[-1] == "Spectre: there's nothing to gain from the Recycling mat at that cost."


def test_tradesman_trashes_and_gains_up_to_2_more_from_supply_or_mat() -> None:
    st = xtable([["Tradesman", "Silver"]], recycling=True)
    st.trash.cards.append(st.supply["Galley"].cards.pop())
    play(st, "Tradesman")
    assert st.buys == 2
    choose(st, 0, "Silver")
    assert (
        prompt(st)
        == "Tradesman: gain a card costing up to $5 from the Supply or the Recycling mat."
    )
    assert st.pending is not None
    assert "Galley-10" in st.pending.choices and "Galley" in st.pending.choices
    assert "Gold" not in st.pending.choices
    answer(st, 0, "choose_gain", pile="Galley-10")
    assert names(st.players[0].discard.cards) == ["Galley"]
    assert names(st.trash.cards) == ["Silver"]  # recycled
    assert len(st.supply["Galley"]) == 9


def test_tradesman_may_trash_nothing() -> None:
    st = xtable([["Tradesman", "Silver"]], recycling=True)
    play(st, "Tradesman")
    answer(st, 0, "choose_cards", cards=())
    assert st.asking is None and hand(st) == ["Silver"] and st.buys == 2


def test_tradesman_leaves_locked_provinces_out_r18() -> None:
    st = with_eggs(xtable([["Tradesman", "Gold"]], recycling=True), "Hyper", "Hyper")
    st.trash.cards.append(st.supply["Province"].cards.pop())
    play(st, "Tradesman")
    choose(st, 0, "Gold")
    assert st.pending is not None
    assert not any(c.startswith(("Province", "Duchy")) for c in st.pending.choices)


# -- the player's own beast (R23) ----------------------------------------------------------


def test_hidden_retreat_may_remove_your_delay_token() -> None:
    st = with_eggs(xtable([["Hidden Retreat"]], [S5]), "Hyper", "Hyper")
    beast = give_beast(st, 0, loc="play", face="dispatched", delay=True)
    play(st, "Hidden Retreat")
    assert (hand(st), st.actions) == (["Silver"], 2)
    assert prompt(st) == "Hidden Retreat: remove your Delay token from Dynamic Drake?"
    yes(st)
    assert beast["delay"] is False and st.extra["roosts"][0]["token_placed"] is False
    assert said(st)[-1] == "Ann removes their Delay token from Dynamic Drake."


def test_hidden_retreat_without_a_token_asks_nothing() -> None:
    st = with_eggs(xtable([["Hidden Retreat"]], [S5]), "Hyper", "Hyper")
    give_beast(st, 0)
    play(st, "Hidden Retreat")
    assert st.asking is None and st.actions == 2


def test_lair_may_flip_a_disengaged_beast_to_its_dispatched_side() -> None:
    st = with_eggs(xtable([["Lair"]], [S5]), "Hyper", "Hyper")
    beast = give_beast(st, 0)
    play(st, "Lair")
    assert (hand(st), st.actions) == (["Silver", "Silver"], 1)
    assert (
        prompt(st) == "Lair: flip Dynamic Drake to its dispatched side? (This is not a dispatch.)"
    )
    yes(st)
    assert (beast["loc"], beast["face"], beast["delay"]) == ("roost", "dispatched", False)


def test_r23_lair_cannot_flip_a_delayed_beast_or_one_not_disengaged_side_up() -> None:
    reason = "Lair can't flip a delayed beast, or one that isn't disengaged side up on your Roost."
    for how in ({"delay": True}, {"face": "dispatched"}, {"loc": "play", "face": "dispatched"}):
        st = with_eggs(xtable([["Lair"]], [S5]), "Hyper", "Hyper")
        beast = give_beast(st, 0, **how)  # type: ignore[arg-type]
        before = dict(beast)
        play(st, "Lair")
        assert st.asking is None and said(st)[-1] == reason
        assert beast == before


# -- the top of the deck ------------------------------------------------------------------------


def test_holy_library_sets_aside_junk_then_returns_a_curse_and_discards_the_rest() -> None:
    st = xtable(
        [["Holy Library", "Copper", "Copper", "Copper"]],
        [["Gold", "Silver", "Silver", "Estate", "Curse", "Alibi"]],
    )
    play(st, "Holy Library")
    assert st.pending is not None and st.pending.kind == "may"  # Alibi is no reveal: Curse
    assert prompt(st) == "Holy Library: set aside Curse?"
    yes(st)
    assert prompt(st) == "Holy Library: set aside Estate?"
    yes(st)
    assert prompt(st) == "Holy Library: you may return one set-aside Curse or Ruins to its pile."
    curses = len(st.supply["Curse"])
    choose(st, 0, "Curse")
    assert hand(st) == ["Alibi", "Copper", "Copper", "Copper", "Gold", "Silver", "Silver"]
    assert len(st.supply["Curse"]) == curses + 1
    assert names(st.players[0].discard.cards) == ["Estate"] and st.players[0].aside.cards == []
    assert "Ann returns Curse to its pile." in said(st)


def test_holy_library_kept_victory_cards_count_toward_seven() -> None:
    st = xtable([["Holy Library"] + ["Copper"] * 5], [["Gold", "Estate"]])
    play(st, "Holy Library")
    no(st)
    assert st.asking is None  # 5 + Estate = 6, then Gold = 7
    assert hand(st) == ["Copper"] * 5 + ["Estate", "Gold"]


def test_holy_library_returns_a_ruins_on_top_of_the_ruins_pile() -> None:
    st = xtable([["Holy Library"] + ["Copper"] * 5], [["Gold", "Gold", "Slum"]])
    play(st, "Holy Library")
    yes(st)
    choose(st, 0, "Slum")
    assert st.supply["Ruins"].cards[-1].startswith("Slum")
    assert st.players[0].discard.cards == []


def test_informant_puts_one_of_three_into_hand_without_drawing() -> None:
    st = xtable([["Informant"]], [["Copper", "Estate", "Gold", "Alibi", "Silver"]])
    play(st, "Informant")
    assert (hand(st), st.actions) == (["Silver"], 1)
    assert st.pending is not None and st.pending.private_to == (0,)
    assert prompt(st) == "Informant: put one of these into your hand; the rest go back."
    choose(st, 0, "Alibi")  # put into the hand: no Clandestine reveal
    assert hand(st) == ["Alibi", "Silver"]
    assert prompt(st) == "Informant: put these back in order; the first one named goes on top."
    answer(st, 0, "order_cards", cards=(card(st, 0, "Estate", "look"), card(st, 0, "Gold", "look")))
    assert names(st.players[0].deck.cards[-2:]) == ["Estate", "Gold"]
    assert st.players[0].deck.cards[-1].startswith("Estate")
    assert "Ann puts one of them into their hand." in said(st)


def test_investigator_takes_the_clandestine_cards_and_puts_the_rest_back() -> None:
    st = xtable([["Investigator"]], [["Estate", "Gold", "Alibi", "Invisible Hand", "Silver"]])
    play(st, "Investigator")
    assert "Ann reveals Invisible Hand, Alibi and Gold from their deck." in said(st)
    assert hand(st) == ["Alibi", "Invisible Hand", "Silver"]
    assert st.asking is None  # one card left: it simply goes back
    assert names(st.players[0].deck.cards) == ["Estate", "Gold"]
    assert said(st)[-1] == "Ann puts Gold back onto their deck, in that order."


def test_investigator_orders_the_rest_publicly() -> None:
    st = xtable([["Investigator"]], [["Estate", "Gold", "Copper", "Silver"]])
    play(st, "Investigator")
    assert st.pending is not None and st.pending.kind == "order_cards"
    assert st.pending.private_to == ()


def test_reconnaissance_discards_any_and_puts_the_rest_back() -> None:
    st = xtable([["Reconnaissance"]], [["Gold", "Curse", "Estate", "Silver"]])
    play(st, "Reconnaissance")
    assert prompt(st) == "Reconnaissance: discard any number of these; the rest go back."
    choose(st, 0, "Curse", "Estate")
    assert st.asking is None and names(st.players[0].discard.cards) == ["Curse", "Estate"]
    assert names(st.players[0].deck.cards) == ["Gold"] and hand(st) == ["Silver"]


def test_shipwreck_discards_both_or_puts_them_back() -> None:
    st = xtable([["Shipwreck"]], [["Gold", "Curse", "Estate"]])
    play(st, "Shipwreck")
    assert prompt(st) == "Shipwreck: discard Estate and Curse, or put them back?"
    option(st, 0, 0)
    assert names(st.players[0].discard.cards) == ["Curse", "Estate"]
    st = xtable([["Shipwreck"]], [["Gold", "Curse", "Estate"]])
    play(st, "Shipwreck")
    option(st, 0, 1)
    answer(
        st, 0, "order_cards", cards=(card(st, 0, "Curse", "look"), card(st, 0, "Estate", "look"))
    )
    assert st.players[0].deck.cards[-1].startswith("Curse")
    assert st.players[0].discard.cards == []
