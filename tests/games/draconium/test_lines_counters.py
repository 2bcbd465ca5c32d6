"""§2.3, §3, R10, R24, R25: what raises each Egg's counter; the two investments (§7)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.games.draconium.state import BUY, DraconiumState
from tests.games.draconium.helpers import R, answer, card, choose, names_in, play
from tests.games.draconium.line_helpers import (
    counter,
    end_turn,
    give_beast,
    roost_table,
    said,
)

C5 = ["Copper"] * 5


def rejected(st: DraconiumState, move: Move, code: str, message: str) -> None:
    before = st.clone()
    with pytest.raises(IllegalMove) as caught:
        R.apply(st, move)
    assert (caught.value.code, caught.value.message) == (f"draconium/{code}", message)
    assert st == before


# -- Obsidian Egg (Abyssal) ----------------------------------------------------------------


def test_obsidian_egg_counts_each_card_you_own_trashed() -> None:
    st = roost_table(["Abyssal", "Hyper"], hands=[["Chapel", "Estate", "Estate", "Copper"]])
    play(st, "Chapel")
    choose(st, 0, "Copper", "Estate", "Estate")
    assert counter(st, 0) == 3
    assert said(st)[-1] == "Ann's Obsidian Egg: 3/5 (Estate trashed)."


def test_obsidian_egg_counts_a_card_trashed_by_another_player_r10() -> None:
    st = roost_table(
        ["Abyssal", "Hyper"], active=1, hands=[[], ["Bandit"]], decks=[["Estate", "Silver"]]
    )
    play(st, "Bandit", seat=1)
    assert names_in(st.trash) == ["Silver"]
    assert counter(st, 0) == 1
    assert "Ann's Obsidian Egg: 1/5 (Silver trashed)." in said(st)


def test_obsidian_egg_does_not_count_a_card_returned_to_its_pile_r10() -> None:
    from game.games.draconium.procedures import return_to_pile

    st = roost_table(["Abyssal", "Hyper"], hands=[["Curse"]])
    return_to_pile(st, 0, card(st, 0, "Curse"))
    assert counter(st, 0) == 0


def test_obsidian_investment_pays_2_to_trash_a_card_once_per_turn() -> None:
    st = roost_table(["Abyssal", "Hyper"], phase=BUY, hands=[["Gold", "Estate", "Copper"]])
    answer(st, 0, "play_treasure", card=card(st, 0, "Gold"))
    assert Move.make(0, "invest", card=card(st, 0, "Estate")) in R.legal_moves(st, 0)
    answer(st, 0, "invest", card=card(st, 0, "Estate"))
    assert (st.coins, names_in(st.trash), counter(st, 0)) == (1, ["Estate"], 1)
    assert "Ann invests $2 in their Obsidian Egg." in said(st)
    assert "Ann's Obsidian Egg: 1/5 (Estate trashed)." in said(st)
    st.coins = 5
    rejected(
        st,
        Move.make(0, "invest", card=card(st, 0, "Copper")),
        "invested",
        "Your Egg's investment has already been used this turn.",
    )


def test_obsidian_investment_needs_2_dollars() -> None:
    st = roost_table(["Abyssal", "Hyper"], phase=BUY, hands=[["Copper", "Estate"]])
    answer(st, 0, "play_treasure", card=card(st, 0, "Copper"))
    rejected(
        st,
        Move.make(0, "invest", card=card(st, 0, "Estate")),
        "invest-cost",
        "You need $2 to invest.",
    )


def test_obsidian_investment_is_only_for_an_obsidian_egg_in_the_buy_phase() -> None:
    st = roost_table(["Avaricious", "Hyper"], phase=BUY, hands=[["Gold", "Estate"]])
    answer(st, 0, "play_treasure", card=card(st, 0, "Gold"))
    rejected(
        st,
        Move.make(0, "invest", card=card(st, 0, "Estate")),
        "no-investment",
        "Your Egg has no investment to make now.",
    )


# -- Ravenous Egg (Avaricious) -------------------------------------------------------------


def test_ravenous_egg_counts_treasures_gained_coppers_included() -> None:
    st = roost_table(["Avaricious", "Hyper"], phase=BUY, hands=[["Gold", "Gold"]])
    st.buys = 3
    answer(st, 0, "play_all_treasures")
    for pile in ("Copper", "Estate", "Silver"):
        answer(st, 0, "buy", pile=pile)
    assert counter(st, 0) == 2
    assert "Ann's Ravenous Egg: 1/5 (gained Copper)." in said(st)
    assert "Ann's Ravenous Egg: 2/5 (gained Silver)." in said(st)


def test_ravenous_egg_counts_a_gain_from_the_recycling_mat_but_not_an_empty_pile_r10() -> None:
    from game.games.draconium.procedures import gain

    st = roost_table(["Avaricious", "Hyper"], recycling=True)
    st.trash.cards.append(st.supply["Silver"].cards.pop())
    gain(st, 0, st.trash.cards[-1])
    assert counter(st, 0) == 1
    st.supply["Gold"].cards.clear()
    gain(st, 0, "Gold")
    assert counter(st, 0) == 1 and "Ann gains nothing: the Gold pile is empty." in said(st)


# -- Ancient Egg (Calamitous) and Rotten Egg (Festering) -----------------------------------


def test_ancient_egg_counts_ruins_gained() -> None:
    st = roost_table(["Calamitous", "Hyper"], phase=BUY, ruins=["Slum", "Slum"])
    answer(st, 0, "buy", pile="Ruins")
    assert counter(st, 0) == 1 and "Ann's Ancient Egg: 1/4 (gained Slum)." in said(st)


def test_ancient_egg_counts_ruins_given_by_another_players_beast() -> None:
    st = roost_table(["Calamitous", "Calamitous"], active=1, phase="dragon", ruins=["Slum"] * 3)
    give_beast(st, 1, "Drake", loc="play", face="dispatched")
    R.apply(st, Move.make(1, "resolve_dragon_phase"))
    assert names_in(st.players[0].discard) == ["Slum"] and counter(st, 0) == 1


def test_ancient_egg_end_of_turn_fallback_while_the_ruins_pile_is_empty_r25() -> None:
    st = roost_table(["Calamitous", "Calamitous"], ruins=["Slum"])
    st.supply["Ruins"].cards.clear()
    end_turn(st)  # Ann's turn ends: only Ann's Egg gets the +1
    assert (counter(st, 0), counter(st, 1)) == (1, 0)
    assert "Ann's Ancient Egg: 1/4 (the Ruins pile is empty)." in said(st)
    end_turn(st)
    assert (counter(st, 0), counter(st, 1)) == (1, 1)


def test_ancient_egg_has_no_fallback_while_ruins_are_left() -> None:
    st = roost_table(["Calamitous", "Hyper"], ruins=["Slum"])
    end_turn(st)
    assert counter(st, 0) == 0


def test_rotten_egg_counts_curses_given_by_other_players() -> None:
    st = roost_table(["Festering", "Hyper"], active=1, hands=[[], ["Witch"]])
    play(st, "Witch", seat=1)
    assert counter(st, 0) == 1 and "Ann's Rotten Egg: 1/3 (gained Curse)." in said(st)


def test_rotten_egg_end_of_turn_fallback_while_the_curse_pile_is_empty_r25() -> None:
    st = roost_table(["Festering", "Festering"])
    st.supply["Curse"].cards.clear()
    end_turn(st)
    assert (counter(st, 0), counter(st, 1)) == (1, 0)
    assert "Ann's Rotten Egg: 1/3 (the Curse pile is empty)." in said(st)


# -- Blessed Egg (Divine) ------------------------------------------------------------------


def test_blessed_egg_counts_different_names_gained() -> None:
    from game.games.draconium.procedures import gain

    st = roost_table(["Divine", "Hyper"])
    for pile in ("Silver", "Silver", "Copper", "Silver"):
        gain(st, 0, pile)
    assert counter(st, 0) == 2
    assert "Ann's Blessed Egg: 2/5 (2 different cards gained)." in said(st)


def test_wyvern_on_a_blessed_egg_lowers_the_bonus_part_r24() -> None:
    from game.games.draconium.procedures import gain

    st = roost_table(
        ["Divine", "Hyper"],
        kingdom=("Wyvern", "Whelp", "Village"),
        active=1,
        hands=[[], ["Wyvern"]],
        decks=[[], C5],
    )
    gain(st, 0, "Silver")
    gain(st, 0, "Copper")
    play(st, "Wyvern", seat=1)
    assert counter(st, 0) == 1 and "Wyvern: Ann's Blessed Egg is at 1/5." in said(st)
    record = st.extra["roosts"][0]
    assert (record["bonus"], record["gained"]) == (-1, ["Silver", "Copper"])
    gain(st, 0, "Gold")  # a third name: 3 names − 1
    assert counter(st, 0) == 2


def test_wyvern_never_takes_a_blessed_egg_below_0_r24() -> None:
    st = roost_table(
        ["Divine", "Hyper"],
        kingdom=("Wyvern", "Whelp", "Village"),
        active=1,
        hands=[[], ["Wyvern"]],
        decks=[[], C5],
    )
    play(st, "Wyvern", seat=1)
    assert counter(st, 0) == 0 and st.extra["roosts"][0]["bonus"] == 0


def test_whelp_adds_1_to_a_blessed_egg_as_a_bonus() -> None:
    st = roost_table(["Divine", "Hyper"], kingdom=("Wyvern", "Whelp", "Village"), hands=[["Whelp"]])
    play(st, "Whelp")
    assert counter(st, 0) == 1 and st.extra["roosts"][0]["bonus"] == 1


# -- Enormous Egg (Gargantuan) -------------------------------------------------------------


def test_enormous_egg_counts_every_card_gained() -> None:
    st = roost_table(["Gargantuan", "Hyper"], hands=[["Workshop", "Gold", "Gold"]])
    play(st, "Workshop")
    answer(st, 0, "choose_gain", pile="Smithy")
    R.apply(st, Move.make(0, "end_phase"))
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Gold")
    assert counter(st, 0) == 2
    assert "Ann's Enormous Egg: 2/7 (gained Gold)." in said(st)


# -- Restless Egg (Hyper) ------------------------------------------------------------------


def test_restless_egg_counts_every_action_play_throne_room_adds_3() -> None:
    st = roost_table(["Hyper", "Opulent"], hands=[["Throne Room", "Village"]], decks=[C5])
    play(st, "Throne Room")
    answer(st, 0, "play_action", card=card(st, 0, "Village"))
    assert counter(st, 0) == 3
    assert said(st).count("Ann's Restless Egg: 3/7 (an Action played).") == 1


def test_restless_egg_does_not_count_another_players_actions() -> None:
    st = roost_table(["Hyper", "Opulent"], active=1, hands=[[], ["Village"]], decks=[[], C5])
    play(st, "Village", seat=1)
    assert counter(st, 0) == 0


# -- Exquisite Egg (Opulent) ---------------------------------------------------------------


def test_exquisite_egg_counts_treasures_other_than_copper_played() -> None:
    st = roost_table(["Opulent", "Hyper"], phase=BUY, hands=[["Copper", "Silver", "Gold"]])
    answer(st, 0, "play_all_treasures")
    assert counter(st, 0) == 2
    assert "Ann's Exquisite Egg: 2/5 (Gold played)." in said(st)


# -- Rubbish Egg (Revenant) ----------------------------------------------------------------


def test_rubbish_egg_counts_coppers_you_own_recycled_only() -> None:
    st = roost_table(
        ["Revenant", "Hyper"], recycling=True, hands=[["Chapel", "Copper", "Copper", "Estate"]]
    )
    play(st, "Chapel")
    choose(st, 0, "Copper", "Copper", "Estate")
    assert counter(st, 0) == 2
    assert "Ann's Rubbish Egg: 2/6 (a Copper recycled)." in said(st)


def test_rubbish_investment_recycles_a_copper_at_the_start_of_clean_up() -> None:
    st = roost_table(["Revenant", "Hyper"], recycling=True, phase=BUY, hands=[["Copper", "Estate"]])
    answer(st, 0, "play_all_treasures")
    R.apply(st, Move.make(0, "end_phase"))
    assert st.pending is not None and st.pending.kind == "invest"
    assert (
        st.pending.prompt == "Rubbish Egg: recycle a Copper from your hand or play area to invest?"
    )
    (copper,) = st.pending.choices  # the one in play
    answer(st, 0, "invest", card=copper)
    assert names_in(st.trash) == ["Copper"] and counter(st, 0) == 1
    assert "Ann recycles Copper." in said(st)
    assert st.active == 1  # Clean-up and the next turn went on


def test_rubbish_investment_may_be_passed() -> None:
    st = roost_table(["Revenant", "Hyper"], recycling=True, phase=BUY, hands=[["Copper"]])
    R.apply(st, Move.make(0, "end_phase"))
    answer(st, 0, "pass")
    assert names_in(st.trash) == [] and counter(st, 0) == 0 and st.active == 1


def test_rubbish_investment_is_not_offered_without_a_copper() -> None:
    st = roost_table(["Revenant", "Hyper"], recycling=True, phase=BUY, hands=[["Estate"]])
    R.apply(st, Move.make(0, "end_phase"))
    assert st.active == 1


# -- Sensitive Egg (Riposte) ---------------------------------------------------------------


def test_sensitive_egg_counts_the_end_of_each_of_your_turns() -> None:
    st = roost_table(["Riposte", "Riposte"])
    end_turn(st)
    assert (counter(st, 0), counter(st, 1)) == (1, 0)
    assert "Ann's Sensitive Egg: 1/6 (end of turn)." in said(st)


def test_sensitive_egg_counts_an_attack_even_when_moat_makes_you_unaffected() -> None:
    st = roost_table(["Riposte", "Hyper"], active=1, hands=[["Moat"], ["Witch"]], decks=[[], C5])
    play(st, "Witch", seat=1)
    answer(st, 0, "reveal_reaction", card=card(st, 0, "Moat"))
    assert names_in(st.players[0].discard) == []
    assert counter(st, 0) == 1
    assert "Ann's Sensitive Egg: 1/6 (Bo played a hostile card)." in said(st)


def test_sensitive_egg_counts_a_draconian_card() -> None:
    st = roost_table(
        ["Riposte", "Hyper"], kingdom=("Spearman", "Village"), active=1, hands=[[], ["Spearman"]]
    )
    play(st, "Spearman", seat=1)
    assert counter(st, 0) == 1


def test_sensitive_egg_counts_each_hostile_beast_effect_aimed_at_you() -> None:
    st = roost_table(["Riposte", "Festering"], active=1, phase="dragon")
    give_beast(st, 1, "Dragon", loc="roost", face="dispatched")
    R.apply(st, Move.make(1, "resolve_dragon_phase"))  # +$2, each other player gains a Curse
    assert counter(st, 0) == 1  # the aim; the Curse gained does not count for this Egg
    assert names_in(st.players[0].discard) == ["Curse"]
    assert "Ann's Sensitive Egg: 1/6 (Bo's beast aims at them)." in said(st)


def test_sensitive_egg_does_not_count_a_beast_effect_that_is_not_hostile() -> None:
    st = roost_table(["Riposte", "Divine"], active=1, phase="dragon", decks=[C5, C5])
    give_beast(st, 1, "Dragon", loc="play", face="dispatched")
    R.apply(st, Move.make(1, "resolve_dragon_phase"))
    assert counter(st, 0) == 0 and names_in(st.players[0].hand) == ["Copper"]
