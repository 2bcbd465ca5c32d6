"""§2.5–§2.7, §2.10, §2.11, R8, R9, R31: the Dragon-phase state table, Delay tokens,
growing and the lock, Hyper Dragon's Clean-up, and the Recycling seed example."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.games.draconium import counters
from game.games.draconium.state import ACTION, BUY, DRAGON, DraconiumState
from tests.games.draconium.helpers import R, answer, card, names_in, play
from tests.games.draconium.line_helpers import (
    beast_of,
    dispatched_riposte,
    end_turn,
    give_beast,
    roost_table,
    said,
    step_dragon,
)

C5 = ["Copper"] * 5


def rejected(st: DraconiumState, move: Move, code: str, message: str) -> None:
    before = st.clone()
    with pytest.raises(IllegalMove) as caught:
        R.apply(st, move)
    assert (caught.value.code, caught.value.message) == (f"draconium/{code}", message)
    assert st == before


def where(st: DraconiumState, seat: int) -> tuple[str, str, bool]:
    b = beast_of(st, seat)
    return (b["loc"], b["face"], b["delay"])


# -- the state table (§2.5) ----------------------------------------------------------------


def test_row_1_a_placed_token_is_removed_and_nothing_else_happens_r8() -> None:
    st = roost_table(["Festering", "Hyper"], phase=DRAGON)
    give_beast(st, 0, "Dragon", loc="roost", face="dispatched", delay=True)
    step_dragon(st)
    assert where(st, 0) == ("roost", "dispatched", False)
    assert st.extra["roosts"][0]["token_placed"] is False
    assert (st.coins, names_in(st.players[1].discard)) == (0, [])  # no dispatch
    assert said(st) == [
        "Ann removes the Delay token from Festering Dragon; it takes no other step."
    ]
    assert st.phase == ACTION


def test_row_2_a_disengaged_beast_flips_which_is_not_a_dispatch() -> None:
    st = roost_table(["Avaricious", "Hyper"], phase=DRAGON)
    give_beast(st, 0, "Drake", loc="roost", face="disengaged")
    step_dragon(st)
    assert where(st, 0) == ("roost", "dispatched", False)
    assert (st.actions, st.buys, st.coins) == (1, 1, 0)
    assert said(st) == ["Ann flips Usurious Drake to its dispatched side."]
    assert not counters.dispatched(st, 0)


def test_row_3_a_beast_dispatched_side_up_on_the_roost_is_dispatched() -> None:
    st = roost_table(["Avaricious", "Hyper"], phase=DRAGON)
    give_beast(st, 0, "Drake", loc="roost", face="dispatched")
    step_dragon(st)
    assert where(st, 0) == ("play", "dispatched", False) and counters.dispatched(st, 0)
    assert (st.buys, st.coins) == (2, 2)


def test_row_4_a_dispatched_drake_disengages_and_grows() -> None:
    st = roost_table(["Avaricious", "Hyper"], phase=DRAGON)
    give_beast(st, 0, "Drake", loc="play", face="dispatched")
    step_dragon(st)
    assert where(st, 0) == ("roost", "disengaged", False)
    assert beast_of(st, 0)["stage"] == "Dragon"
    assert said(st) == [
        "Ann's Usurious Drake returns to the Roost and disengages.",
        "Ann gains Gold.",
        "Ann's Drake grows into Avaricious Dragon!",
        "A Dragon has grown: Duchies, Provinces and Colonies are unlocked for everyone.",
    ]


def test_row_4_a_dragon_disengages_and_stays_a_dragon() -> None:
    st = roost_table(["Opulent", "Hyper"], phase=DRAGON)
    give_beast(st, 0, "Dragon", loc="play", face="dispatched")
    step_dragon(st)  # no Treasure in hand: nothing to ask
    assert where(st, 0) == ("roost", "disengaged", False)
    assert beast_of(st, 0)["name"] == "Opulent Dragon"
    assert not any("grows" in line for line in said(st))


def test_the_dragon_phase_comes_first_and_takes_exactly_one_step() -> None:
    st = roost_table(["Hyper", "Opulent"], phase=DRAGON, hands=[["Village"]])
    give_beast(st, 0, "Drake")
    rejected(
        st,
        Move.make(0, "play_action", card=card(st, 0, "Village")),
        "dragon-phase-first",
        "Resolve your Dragon phase first.",
    )
    rejected(
        st, Move.make(0, "end_phase"), "dragon-phase-first", "Resolve your Dragon phase first."
    )
    step_dragon(st)
    assert st.phase == ACTION
    rejected(
        st,
        Move.make(0, "resolve_dragon_phase"),
        "no-dragon-step",
        "There is no Dragon-phase step to take now.",
    )


def test_without_tokens_a_beast_acts_on_two_of_every_three_turns() -> None:
    st = roost_table(["Hyper", "Opulent"], decks=[["Copper"] * 30, ["Copper"] * 30])
    give_beast(st, 0, "Drake")
    steps = []
    for _ in range(4):
        end_turn(st)  # Bo has no beast
        end_turn(st)
        assert (st.active, st.phase) == (0, DRAGON)
        before = len(said(st))
        step_dragon(st)
        steps.append(said(st)[before])
    assert steps == [
        "Ann flips Dynamic Drake to its dispatched side.",
        "Ann dispatches Dynamic Drake.",
        "Ann's Dynamic Drake returns to the Roost and disengages.",
        "Ann flips Hyper Dragon to its dispatched side.",
    ]


# -- Delay tokens (§2.7, R9) ---------------------------------------------------------------


def test_a_token_placed_on_a_dispatched_beast_leaves_it_in_play_r9() -> None:
    """Bo's dispatched Riposte Dragon makes Ann, who played Witch, place her token on her
    dispatched Drake; it stays in the play area, is removed next phase and counts as
    dispatched again; the phase after that it disengages."""
    st = roost_table(["Hyper", "Riposte"], hands=[["Witch"]], decks=[["Copper"] * 20, C5 * 4])
    give_beast(st, 0, "Drake", loc="play", face="dispatched")
    dispatched_riposte(st, 1)
    play(st, "Witch")
    assert where(st, 0) == ("play", "dispatched", True)
    assert "Bo's Riposte: Ann places their Delay token on Dynamic Drake." in said(st)
    assert not counters.dispatched(st, 0)
    end_turn(st)
    step_dragon(st)  # Bo's Riposte Dragon disengages
    end_turn(st)
    step_dragon(st)  # Ann: row 1
    assert where(st, 0) == ("play", "dispatched", False) and counters.dispatched(st, 0)
    assert st.actions == 1  # no instructions this phase (R8)
    end_turn(st)
    step_dragon(st)  # Bo flips
    end_turn(st)
    step_dragon(st)  # Ann: row 4
    assert beast_of(st, 0)["name"] == "Hyper Dragon"


def test_a_delayed_riposte_dragon_in_play_no_longer_protects_r9() -> None:
    st = roost_table(["Hyper", "Riposte"], hands=[["Witch"]], decks=[C5])
    give_beast(st, 0, "Drake")
    give_beast(st, 1, "Dragon", loc="play", face="dispatched", delay=True)
    play(st, "Witch")
    assert names_in(st.players[1].discard) == ["Curse"]
    assert where(st, 0) == ("roost", "disengaged", False)  # no riposte


def test_a_draconian_card_places_a_token_on_a_dispatched_beast_r9() -> None:
    st = roost_table(
        ["Opulent", "Hyper"],
        kingdom=("Dragoon", "Village"),
        active=1,
        hands=[[], ["Dragoon"]],
        decks=[[], C5],
    )
    give_beast(st, 0, "Drake", loc="play", face="dispatched")
    play(st, "Dragoon", seat=1)
    assert where(st, 0) == ("play", "dispatched", True)
    assert "Dragoon: Ann places their Delay token on Glittering Drake." in said(st)


def test_an_egg_cannot_be_delayed() -> None:
    st = roost_table(
        ["Opulent", "Hyper"],
        kingdom=("Ominous Village", "Village"),
        active=1,
        hands=[[], ["Ominous Village"]],
        decks=[[], C5],
    )
    play(st, "Ominous Village", seat=1)
    assert st.extra["roosts"][0]["token_placed"] is False
    assert st.extra["roosts"][0]["egg"] == "Exquisite Egg"


# -- growing and the lock (§2.6, §2.11) -----------------------------------------------------


def test_provinces_are_locked_while_no_dragon_has_grown() -> None:
    st = roost_table(["Hyper", "Opulent"], phase=BUY, hands=[["Gold", "Gold", "Gold"]])
    answer(st, 0, "play_all_treasures")
    rejected(
        st,
        Move.make(0, "buy", pile="Province"),
        "locked",
        "Provinces are locked until a player has grown a Dragon.",
    )
    assert Move.make(0, "buy", pile="Province") not in R.legal_moves(st, 0)


def test_a_drake_growing_in_the_dragon_phase_unlocks_the_province_that_same_turn() -> None:
    st = roost_table(["Hyper", "Opulent"], phase=DRAGON, hands=[["Gold", "Gold", "Gold"]])
    give_beast(st, 0, "Drake", loc="play", face="dispatched")
    assert counters.eggs_in_use(st) and "grown" not in st.extra
    step_dragon(st)
    assert st.extra["grown"] is True
    R.apply(st, Move.make(0, "end_phase"))
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Province")
    assert names_in(st.players[0].discard) == ["Province"]
    assert "Ann buys Province for $8." in said(st)


def test_the_unlock_applies_to_everyone_and_is_permanent() -> None:
    st = roost_table(["Hyper", "Opulent"], phase=DRAGON, hands=[[], ["Gold", "Gold"]])
    give_beast(st, 0, "Drake", loc="play", face="dispatched")
    step_dragon(st)
    end_turn(st)
    assert st.active == 1
    R.apply(st, Move.make(1, "end_phase"))
    answer(st, 1, "play_all_treasures")
    answer(st, 1, "buy", pile="Duchy")
    assert names_in(st.players[1].discard) == ["Duchy"]


# -- Hyper Dragon's Clean-up (R31) ---------------------------------------------------------


def test_hyper_dragon_dispatch_draws_6_in_clean_up_that_turn_only_r31() -> None:
    st = roost_table(["Hyper", "Opulent"], phase=DRAGON, decks=[["Copper"] * 30, ["Copper"] * 30])
    give_beast(st, 0, "Dragon", loc="roost", face="dispatched")
    step_dragon(st)
    end_turn(st)
    assert len(st.players[0].hand) == 6
    assert len(st.players[1].hand) == 0  # Bo's starting hand was empty in this table
    end_turn(st)  # Bo's Clean-up
    assert len(st.players[1].hand) == 5 and "cleanup_draw" not in st.extra
    step_dragon(st)  # Ann's Dragon disengages: +1 Card
    assert len(st.players[0].hand) == 7
    end_turn(st)
    assert len(st.players[0].hand) == 5


# -- the Recycling mat and the game end (§2.10) --------------------------------------------


def test_the_last_province_bought_with_2_on_the_mat_both_go_back_and_the_game_goes_on() -> None:
    st = roost_table(["Hyper", "Opulent"], recycling=True, phase=BUY, hands=[["Gold"] * 3])
    st.extra["grown"] = True
    pile = st.supply["Province"].cards
    st.trash.cards += pile[:2]
    del pile[:-1]
    assert len(st.supply["Province"]) == 1
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Province")
    assert len(st.supply["Province"]) == 2 and names_in(st.trash) == []
    assert said(st)[-1] == "2 Province cards return from the Recycling mat."
    R.apply(st, Move.make(0, "end_phase"))
    assert st.result is None and st.active == 1


def test_the_last_province_bought_with_none_on_the_mat_ends_the_game() -> None:
    st = roost_table(["Hyper", "Opulent"], recycling=True, phase=BUY, hands=[["Gold"] * 3])
    st.extra["grown"] = True
    del st.supply["Province"].cards[:-1]
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Province")
    R.apply(st, Move.make(0, "end_phase"))
    # Ann's cards: the Province and 3 Golds, 6 VP; Bo has no cards at this table.
    assert st.result is not None
    assert (st.result.winners, st.result.how) == ((0,), "the most VP (6)")
    assert st.result.summary.startswith("the Province pile ran out: Ann 6 VP in 1 turn")
    assert said(st)[-1] == f"The game ends: {st.result.summary}."
    assert R.to_act(st) == () and R.legal_moves(st, 0) == []


def test_the_end_of_game_summary_counts_one_turn_in_the_singular() -> None:
    st = roost_table(["Hyper", "Opulent"], recycling=True, phase=BUY, hands=[["Gold"] * 3])
    st.extra["grown"] = True
    del st.supply["Province"].cards[:-1]
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Province")
    R.apply(st, Move.make(0, "end_phase"))
    assert st.result is not None
    assert st.result.summary == (
        "the Province pile ran out: Ann 6 VP in 1 turn; Bo 0 VP in 0 turns"
    )
