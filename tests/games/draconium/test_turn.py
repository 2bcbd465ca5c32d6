"""§1.3–§1.5 and §7: the turn, buying, rejections with their sentences, game end, scoring."""

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.games.draconium.state import BUY
from tests.games.draconium.helpers import R, answer, card, names_in, play, table

C5 = ["Copper"] * 5


def rejected(st, move: Move, code: str, message: str) -> None:  # type: ignore[no-untyped-def]
    before = st.clone()
    with pytest.raises(IllegalMove) as caught:
        R.apply(st, move)
    assert (caught.value.code, caught.value.message) == (f"draconium/{code}", message)
    assert st == before


def test_buying_province_with_5_is_refused_with_both_numbers() -> None:
    st = table(hands=[["Gold", "Copper", "Copper", "Estate", "Estate"]], phase=BUY)
    answer(st, 0, "play_all_treasures")
    assert st.coins == 5
    rejected(
        st,
        Move.make(0, "buy", pile="Province"),
        "cannot-afford",
        "You need $8 to buy Province; you have $5.",
    )


def test_a_buy_costs_a_buy_and_the_price_and_gains_to_the_discard() -> None:
    st = table(hands=[["Gold", "Gold", "Silver"]], phase=BUY)
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Province")
    assert (st.coins, st.buys, st.bought) == (0, 0, True)
    assert names_in(st.players[0].discard) == ["Province"]
    assert len(st.supply["Province"]) == 7
    rejected(st, Move.make(0, "buy", pile="Copper"), "no-buys", "You have no Buys left.")


def test_no_treasures_after_the_first_buy() -> None:
    st = table(hands=[["Silver", "Copper"]], phase=BUY)
    answer(st, 0, "play_treasure", card=card(st, 0, "Silver"))
    answer(st, 0, "buy", pile="Estate")
    copper = card(st, 0, "Copper")
    rejected(
        st,
        Move.make(0, "play_treasure", card=copper),
        "treasure-after-buy",
        "You can't play Treasures after buying a card this turn.",
    )
    assert Move.make(0, "play_treasure", card=copper) not in R.legal_moves(st, 0)


def test_an_action_with_no_actions_left_is_refused() -> None:
    st = table(hands=[["Smithy", "Village", "Copper"]], decks=[C5])
    play(st, "Smithy")
    assert st.actions == 0
    rejected(
        st,
        Move.make(0, "play_action", card=card(st, 0, "Village")),
        "no-actions",
        "You have no Actions left.",
    )


def test_only_actions_in_the_action_phase_and_treasures_only_in_the_buy_phase() -> None:
    st = table(hands=[["Copper", "Estate", "Village"]])
    rejected(
        st,
        Move.make(0, "play_action", card=card(st, 0, "Estate")),
        "not-an-action",
        "Only Action cards can be played in the Action phase.",
    )
    rejected(
        st,
        Move.make(0, "play_treasure", card=card(st, 0, "Copper")),
        "not-buy-phase",
        "Treasures can only be played in your Buy phase.",
    )
    rejected(
        st,
        Move.make(0, "play_action", card="Smithy-01"),
        "not-in-hand",
        "That card isn't in your hand.",
    )


def test_supply_rejections_empty_pile_and_not_in_supply() -> None:
    st = table(hands=[["Gold"]], phase=BUY)
    answer(st, 0, "play_all_treasures")
    st.trash.cards += st.supply["Silver"].cards
    st.supply["Silver"].cards = []
    rejected(st, Move.make(0, "buy", pile="Silver"), "pile-empty", "The Silver pile is empty.")
    rejected(
        st,
        Move.make(0, "buy", pile="Witch"),
        "not-in-supply",
        "Witch is not in the Supply and can't be bought.",
    )


def test_moves_out_of_turn_and_during_a_prompt() -> None:
    st = table(hands=[["Militia"], ["Copper"] * 5], decks=[C5, C5])
    rejected(st, Move.make(1, "end_phase"), "not-your-turn", "It's not your turn.")
    play(st, "Militia")
    assert R.to_act(st) == (1,)
    rejected(
        st, Move.make(0, "end_phase"), "other-must-answer", "Another player must answer first."
    )
    rejected(
        st,
        Move.make(1, "end_phase"),
        "finish-choice",
        "Finish the current choice first: Militia: discard 2 cards, down to 3 in hand.",
    )
    rejected(
        st, Move.make(1, "dance"), "unknown-move", "Dominion: Draconium has no move called 'dance'."
    )


def test_clean_up_discards_everything_draws_5_and_passes_the_turn() -> None:
    st = table(
        hands=[["Village", "Copper", "Estate"]],
        decks=[["Silver"] * 3 + ["Gold"] * 4, C5],
    )
    play(st, "Village")
    answer(st, 0, "end_phase")
    answer(st, 0, "end_phase")
    p = st.players[0]
    assert sorted(names_in(p.discard)) == ["Copper", "Estate", "Gold", "Village"]
    assert sorted(names_in(p.hand)) == ["Gold"] * 3 + ["Silver"] * 2
    assert (st.active, st.phase, st.players[1].turns) == (1, "action", 1)
    assert (st.actions, st.buys, st.coins) == (1, 1, 0)


def test_an_empty_deck_is_refilled_by_shuffling_only_the_discard_pile() -> None:
    st = table(hands=[["Smithy"]], decks=[["Gold"]], discards=[["Silver", "Silver", "Estate"]])
    play(st, "Smithy")
    p = st.players[0]
    assert sorted(names_in(p.hand)) == ["Estate", "Gold", "Silver"]
    assert names_in(p.play) == ["Smithy"] and len(p.deck) == 1 and len(p.discard) == 0


def test_drawing_with_nothing_left_draws_what_there_is() -> None:
    st = table(hands=[["Smithy"]], decks=[["Gold"]])
    play(st, "Smithy")
    assert names_in(st.players[0].hand) == ["Gold"]


def end_turns(st) -> None:  # type: ignore[no-untyped-def]
    answer(st, st.active, "end_phase")
    answer(st, st.active, "end_phase")


def test_the_game_ends_when_the_last_province_is_bought_at_the_end_of_the_turn() -> None:
    st = table(hands=[["Gold", "Gold", "Gold"]], phase=BUY)
    st.trash.cards += st.supply["Province"].cards[1:]
    del st.supply["Province"].cards[1:]
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Province")
    assert st.result is None  # §1.5: checked at the end of the turn
    answer(st, 0, "end_phase")
    assert st.result is not None and st.result.winners == (0,)
    assert st.result.summary == "the Province pile ran out: Ann 6 VP in 1 turn; Bo 0 VP in 0 turns"
    assert R.legal_moves(st, 1) == []
    rejected(
        st,
        Move.make(1, "end_phase"),
        "game-over",
        f"The game is over: {st.result.summary}.",
    )


def test_the_game_ends_when_three_supply_piles_are_empty() -> None:
    st = table(hands=[["Copper"], ["Copper"]])
    for name in ("Cellar", "Moat"):
        st.trash.cards += st.supply[name].cards
        st.supply[name].cards = []
    end_turns(st)
    assert st.result is None
    st.trash.cards += st.supply["Village"].cards
    st.supply["Village"].cards = []
    end_turns(st)
    assert st.result is not None
    assert st.result.summary.startswith("3 Supply piles ran out (Cellar, Moat, Village)")


def test_the_colony_pile_ends_the_game_too_r32() -> None:
    st = table(colony=True, hands=[["Copper"], ["Copper"]])
    st.trash.cards += st.supply["Colony"].cards
    st.supply["Colony"].cards = []
    end_turns(st)
    assert st.result is not None and st.result.summary.startswith("the Colony pile ran out")


def test_a_tie_goes_to_the_player_with_fewer_turns_then_is_shared() -> None:
    st = table(hands=[["Province"], ["Province"]])
    st.trash.cards += st.supply["Province"].cards
    st.supply["Province"].cards = []
    st.players[1].turns = 0
    end_turns(st)  # Ann ends her first turn; Bo has taken none
    assert st.result is not None and st.result.winners == (1,)
    assert st.result.how == "the most VP (6), with fewer turns"
    st = table(hands=[["Province"], ["Province"]], active=1)
    st.players[0].turns = 1
    st.trash.cards += st.supply["Province"].cards
    st.supply["Province"].cards = []
    end_turns(st)
    assert st.result is not None and st.result.winners == (0, 1)
    assert st.result.how == "sharing the most VP (6)"


def test_gardens_is_1_vp_per_full_10_cards() -> None:
    from game.games.draconium.scoring import victory_points

    st = table(
        kingdom=(
            "Gardens",
            "Cellar",
            "Chapel",
            "Moat",
            "Village",
            "Smithy",
            "Mine",
            "Witch",
            "Market",
            "Festival",
        ),
        hands=[["Gardens", "Gardens", "Estate", "Curse"] + ["Copper"] * 25],
    )
    assert victory_points(st, 0) == 2 * 2 + 1 - 1


def test_a_game_where_nobody_can_ever_gain_again_ends() -> None:
    st = table(kingdom=("Chapel",), hands=[["Chapel"], ["Chapel"]])
    for name in ("Copper", "Curse"):  # the only $0 piles
        st.trash.cards += st.supply[name].cards
        st.supply[name].cards = []
    end_turns(st)
    assert st.result is not None
    assert st.result.summary.startswith("no player can ever gain another card")


def test_legal_moves_in_each_phase() -> None:
    st = table(hands=[["Village", "Smithy", "Copper", "Silver"]])
    kinds = sorted((m.kind, m.get("card", "")[:-3]) for m in R.legal_moves(st, 0))
    assert kinds == [("end_phase", ""), ("play_action", "Smithy"), ("play_action", "Village")]
    answer(st, 0, "end_phase")
    moves = R.legal_moves(st, 0)
    kinds = [m.kind for m in moves]  # $0 buys Copper or Curse
    assert kinds == [
        "play_treasure",
        "play_treasure",
        "play_all_treasures",
        "buy",
        "buy",
        "end_phase",
    ]
    assert {m["pile"] for m in moves if m.kind == "buy"} == {"Copper", "Curse"}


def test_a_hand_to_play_drag_is_a_play_and_a_pile_drag_is_a_buy() -> None:
    from game.core.move import Gesture

    st = table(hands=[["Village", "Gold"]])
    village, gold = card(st, 0, "Village"), card(st, 0, "Gold")
    move = R.move_for_gesture(st, 0, Gesture(village, "hand:0", "play:0"))
    assert move == Move.make(0, "play_action", card=village)
    move = R.move_for_gesture(st, 0, Gesture(gold, "hand:0", "play:0"))
    assert move == Move.make(0, "play_treasure", card=gold)
    top = st.supply["Silver"].cards[-1]
    assert R.move_for_gesture(st, 0, Gesture(top, "supply:Silver", "discard:0")) == Move.make(
        0, "buy", pile="Silver"
    )
