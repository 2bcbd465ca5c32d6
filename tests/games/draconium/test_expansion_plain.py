"""§4: the Draconium Kingdom cards without decisions, the Treasures' extra parts, and the
Clandestine worked examples of §2.9 (R15)."""

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.games.draconium.state import BUY
from game.games.draconium.turns import wait_for_phase
from tests.games.draconium.expansion_helpers import (
    give_beast,
    hand,
    names,
    prompt,
    reveal,
    said,
    with_eggs,
    xtable,
)
from tests.games.draconium.helpers import R, answer, card, play

S5 = ["Silver"] * 5


# -- §2.9 Clandestine: the seed's worked examples --------------------------------------------


def test_2_9_example_1_village_reveals_a_clandestine_card_and_draws_again() -> None:
    st = xtable([["Village"]], [["Copper", "Silver", "Alibi"]])
    play(st, "Village")
    assert st.pending is not None and st.pending.kind == "reveal_clandestine"
    assert prompt(st) == "You drew Alibi: reveal it to draw again?"
    reveal(st, True)
    assert (hand(st), st.actions) == (["Alibi", "Silver"], 2)
    assert "Ann reveals Alibi (Clandestine) and draws again." in said(st)
    assert st.extra["clandestine_reveal"] is True and st.asking is None


def test_2_9_example_2_reveals_chain_while_clandestine_cards_keep_coming() -> None:
    st = xtable([["Village"]], [["Copper", "Silver", "Informant", "Alibi"]])
    play(st, "Village")
    reveal(st, True)
    assert prompt(st) == "You drew Informant: reveal it to draw again?"
    reveal(st, True)
    assert hand(st) == ["Alibi", "Informant", "Silver"] and st.asking is None
    assert names(st.players[0].deck.cards) == ["Copper"]


def test_2_9_example_3_a_declined_reveal_uses_up_the_draw() -> None:
    st = xtable([["Village"]], [["Copper", "Silver", "Alibi"]])
    play(st, "Village")
    reveal(st, False)
    assert hand(st) == ["Alibi"] and st.asking is None
    assert "clandestine_reveal" not in st.extra


def test_2_9_example_4_library_from_a_four_card_hand_never_offers_a_reveal() -> None:
    st = xtable(
        [["Library", "Copper", "Copper", "Estate", "Estate"]],
        [["Copper", "Invisible Hand", "Invisible Hand", "Invisible Hand"]],
    )
    play(st, "Library")
    assert st.asking is None and len(st.players[0].hand) == 7
    assert hand(st).count("Invisible Hand") == 3
    before = st.clone()
    with pytest.raises(IllegalMove) as caught:
        answer(st, 0, "reveal_clandestine", card=card(st, 0, "Invisible Hand"), answer="yes")
    assert caught.value.message == (
        "Clandestine cards can only be revealed when drawing from a played card's +Cards."
    )
    assert st == before


def test_r15_moat_plus_two_cards_may_reveal() -> None:
    st = xtable([["Moat"]], [["Copper", "Silver", "Embezzler"]])
    play(st, "Moat")
    reveal(st, True)
    assert hand(st) == ["Copper", "Embezzler", "Silver"]


# -- +Cards, +Actions, +Buys, +$ -------------------------------------------------------------


def test_alibi_is_a_card_an_action_and_a_dollar() -> None:
    st = xtable([["Alibi"]], [S5])
    play(st, "Alibi")
    assert (hand(st), st.actions, st.coins) == (["Silver"], 1, 1)


def test_village_guard_is_a_card_and_two_actions() -> None:
    st = xtable([["Village Guard"]], [S5])
    play(st, "Village Guard")
    assert (hand(st), st.actions) == (["Silver"], 2)


def test_caravel_is_two_cards_and_a_buy() -> None:
    st = xtable([["Caravel"]], [S5])
    play(st, "Caravel")
    assert (hand(st), st.actions, st.buys) == (["Silver", "Silver"], 0, 2)


def test_brothel_draws_and_each_other_player_draws_a_card_even_past_alibi() -> None:
    st = xtable([["Brothel"], ["Alibi"], []], [S5, ["Gold"], ["Copper"]], players=3)
    play(st, "Brothel")
    assert st.asking is None  # not Draconian: no reaction window
    assert (hand(st), st.actions, st.buys) == (["Silver"], 2, 2)
    assert (hand(st, 1), hand(st, 2)) == (["Alibi", "Gold"], ["Copper"])


def test_brothels_draw_for_others_is_not_plus_cards() -> None:
    st = xtable([["Brothel"], []], [S5, ["Copper", "Alibi"]])
    play(st, "Brothel")
    assert st.asking is None and hand(st, 1) == ["Alibi"]


def test_workers_camp_is_an_action_and_a_gain_up_to_3() -> None:
    st = xtable([["Worker's Camp"]])
    play(st, "Worker's Camp")
    assert st.actions == 1
    assert prompt(st) == "Worker's Camp: gain a card costing up to $3."
    assert st.pending is not None and "Silver" in st.pending.choices
    assert "Village Guard" not in st.pending.choices
    answer(st, 0, "choose_gain", pile="Silver")
    assert names(st.players[0].discard.cards) == ["Silver"]


def test_workers_camp_offers_only_the_top_of_a_split_pile_r16() -> None:
    st = xtable([["Worker's Camp"]])
    play(st, "Worker's Camp")
    assert st.pending is not None and "Blackmail" in st.pending.choices
    assert "Livestock" in st.pending.choices  # Livestock ($3) tops its pile
    st = xtable([["Worker's Camp"]])
    st.supply["Livestock"].cards = [c for c in st.supply["Livestock"].cards if "Hecatomb" in c]
    play(st, "Worker's Camp")
    assert st.pending is not None and "Livestock" not in st.pending.choices  # Hecatomb is $5


def test_provincial_market_gives_1_dollar_more_when_provinces_are_unlocked() -> None:
    st = xtable([["Provincial Market"]], [S5])  # no Eggs: never locked (§2.11)
    play(st, "Provincial Market")
    assert (hand(st), st.actions, st.buys, st.coins) == (["Silver"], 1, 2, 2)
    st = with_eggs(xtable([["Provincial Market"]], [S5]), "Hyper", "Hyper")
    play(st, "Provincial Market")
    assert st.coins == 1  # locked until a Dragon grows
    st = with_eggs(xtable([["Provincial Market"]], [S5]), "Hyper", "Hyper")
    st.extra["grown"] = True
    play(st, "Provincial Market")
    assert st.coins == 2


def test_secret_council_gives_an_action_after_a_clandestine_reveal_this_turn() -> None:
    st = xtable([["Secret Council"]], [S5])
    play(st, "Secret Council")
    assert (hand(st), st.actions, st.buys) == (["Silver"] * 3, 0, 2)
    st = xtable([["Secret Council"]], [[*S5, "Alibi"]])
    play(st, "Secret Council")
    reveal(st, True)  # its own +3 Cards counts: the reveal is this turn
    assert (len(st.players[0].hand), st.actions) == (4, 1)
    assert "Secret Council: a Clandestine reveal was made this turn, +1 Action." in said(st)


def test_galley_draws_until_six_without_clandestine_reveals() -> None:
    st = xtable([["Galley", "Copper", "Copper"]], [[*S5, "Alibi", "Alibi"]])
    play(st, "Galley")
    assert st.asking is None and st.actions == 1
    assert hand(st) == ["Alibi", "Alibi", "Copper", "Copper", "Silver", "Silver"]


def test_moonlit_grove_reveals_the_hand_and_draws_one_per_clandestine_card_r15() -> None:
    st = xtable(
        [["Moonlit Grove", "Alibi", "Embezzler", "Copper"]], [["Gold", "Silver", "Informant"]]
    )
    play(st, "Moonlit Grove")
    assert "Ann reveals their hand: Alibi, Copper and Embezzler." in said(st)
    assert st.actions == 2
    reveal(st, True)  # "+1 Card per X" is "+X Cards": Informant may be revealed
    assert hand(st) == ["Alibi", "Copper", "Embezzler", "Gold", "Informant", "Silver"]


def test_moonlit_grove_with_no_clandestine_card_draws_nothing() -> None:
    st = xtable([["Moonlit Grove", "Copper"]], [S5])
    play(st, "Moonlit Grove")
    assert hand(st) == ["Copper"] and st.actions == 2


# -- Eggs and beasts --------------------------------------------------------------------------


def test_whelp_adds_1_to_the_egg_counter_and_gives_an_action_and_a_dollar() -> None:
    st = with_eggs(xtable([["Whelp"]]), "Gargantuan", "Hyper")
    play(st, "Whelp")
    assert (st.actions, st.coins) == (1, 1)
    assert st.extra["roosts"][0]["counter"] == 1
    assert "Whelp: Ann's Enormous Egg is at 1/7." in said(st)


def test_whelp_without_eggs_is_an_action_and_a_dollar() -> None:
    st = xtable([["Whelp"]])
    play(st, "Whelp")
    assert (st.actions, st.coins) == (1, 1)


def test_loremaster_adds_to_the_egg_otherwise_1_dollar() -> None:
    st = with_eggs(xtable([["Loremaster"]], [S5]), "Gargantuan", "Hyper")
    play(st, "Loremaster")
    assert (hand(st), st.coins, st.extra["roosts"][0]["counter"]) == (["Silver"] * 2, 0, 1)
    st = with_eggs(xtable([["Loremaster"]], [S5]), "Gargantuan", "Hyper")
    give_beast(st, 0)  # hatched: no Egg
    play(st, "Loremaster")
    assert st.coins == 1
    st = xtable([["Loremaster"]], [S5])  # no Eggs in the game
    play(st, "Loremaster")
    assert st.coins == 1


def test_ornithopter_draws_with_a_dispatched_beast_otherwise_1_dollar() -> None:
    st = xtable([["Ornithopter"]], [S5])
    play(st, "Ornithopter")
    assert (hand(st), st.actions, st.coins) == (["Silver"], 1, 1)
    st = with_eggs(xtable([["Ornithopter"]], [S5]), "Hyper", "Hyper")
    give_beast(st, 0, loc="play", face="dispatched")
    play(st, "Ornithopter")
    assert (hand(st), st.coins) == (["Silver", "Silver"], 0)
    st = with_eggs(xtable([["Ornithopter"]], [S5]), "Hyper", "Hyper")
    give_beast(st, 0, loc="play", face="dispatched", delay=True)  # delayed: not dispatched
    play(st, "Ornithopter")
    assert (hand(st), st.coins) == (["Silver"], 1)


def test_ornithopters_extra_card_may_reveal_a_clandestine_card() -> None:
    st = with_eggs(xtable([["Ornithopter"]], [["Gold", "Alibi", "Silver"]]), "Hyper", "Hyper")
    give_beast(st, 0, loc="play", face="dispatched")
    play(st, "Ornithopter")
    reveal(st, True)
    assert hand(st) == ["Alibi", "Gold", "Silver"]


# -- Treasures --------------------------------------------------------------------------------


def buy_phase(hands):  # type: ignore[no-untyped-def]
    st = xtable(hands)
    st.phase = BUY
    wait_for_phase(st)
    return st


def test_invisible_hand_is_2_dollars_and_a_buy() -> None:
    st = buy_phase([["Invisible Hand"]])
    answer(st, 0, "play_treasure", card=card(st, 0, "Invisible Hand"))
    assert (st.coins, st.buys) == (2, 2)
    assert "Ann plays Invisible Hand: $2." in said(st)


def test_livestock_is_1_dollar_and_a_buy() -> None:
    st = buy_phase([["Livestock", "Livestock"]])
    answer(st, 0, "play_all_treasures")
    assert (st.coins, st.buys) == (2, 3)


def test_royal_crest_is_1_dollar_and_blood_money_3() -> None:
    st = buy_phase([["Royal Crest", "Blood Money"]])
    answer(st, 0, "play_all_treasures")
    assert (st.coins, st.buys) == (4, 1)


def test_blood_money_gains_a_curse_when_gained() -> None:
    st = buy_phase([["Gold", "Silver"]])
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Blood Money")
    assert names(st.players[0].discard.cards) == ["Blood Money", "Curse"]


def test_dragons_hoard_is_2_dollars_and_1_more_with_a_dispatched_beast() -> None:
    st = buy_phase([["Dragon's Hoard"]])
    answer(st, 0, "play_treasure", card=card(st, 0, "Dragon's Hoard"))
    assert st.coins == 2
    st = with_eggs(buy_phase([["Dragon's Hoard"]]), "Hyper", "Hyper")
    give_beast(st, 0, "Dragon", loc="play", face="dispatched")
    answer(st, 0, "play_treasure", card=card(st, 0, "Dragon's Hoard"))
    assert st.coins == 3
    assert said(st)[-2:] == [
        "Dragon's Hoard: a dispatched beast adds $1.",
        "Ann plays Dragon's Hoard: $3.",
    ]


def test_treasure_victory_cards_are_not_actions() -> None:
    st = xtable([["Royal Crest", "Dragon's Hoard"]])
    assert R.legal_moves(st, 0) == [Move.make(0, "end_phase")]
