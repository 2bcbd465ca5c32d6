"""The Bidding round (R24–R26): auctions, payments to the Dwarves, Aces, the Goblins' bonus."""

from typing import Any

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.games.dune import bidding
from game.games.dune.rules import DuneRuleset
from game.games.dune.state import BIDDING, DWARVES, ELVES, GOBLINS, ORCS, DuneState
from tests.games.dune.helpers import CTX, Round, asked, bare, texts

ROUND = Round(bidding)
play, refused = ROUND.play, ROUND.refused


def auction(
    deck: list[str],
    hands: tuple[list[str], ...] = ([], [], [], []),
    gold: tuple[int, ...] = (10, 10, 10, 10),
    emperor: int = DWARVES,
    **options: Any,
) -> DuneState:
    """A Bidding round begun with `deck` (top = last) and the given hands and gold."""
    state = bare(options=options)
    state.emperor = emperor
    state.artifact_deck.cards = list(deck)
    for p, hand, g in zip(state.players, hands, gold, strict=True):
        p.hand.cards = list(hand)
        p.gold = g
    bidding.begin(state, CTX)
    return state


FULL = ["2C", "3C", "4C", "5C"]


def test_r25_one_card_per_player_below_the_limit_and_only_the_elves_see_it() -> None:
    state = auction(["6D", "5D", "4H"], hands=(FULL, [], [], []))
    assert state.work[BIDDING]["total"] == 3
    assert state.auction.cards == ["4H"]
    assert texts(state, ELVES) == ["Up for auction: 4H."]
    assert not any("4H" in t for t in texts(state))
    assert texts(state)[-2:] == [
        "Bidding: 3 artifacts will be auctioned (room in hand: Elves, Goblins, Orcs).",
        "Artifact 1 of 3 is up for auction; only the Elves see it.",
    ]
    assert asked(state) == ("bid", (ELVES,))  # the Dwarves' hand is full: skipped


def test_r25_only_artifacts_count_toward_the_limit() -> None:
    state = bare()
    state.players[DWARVES].hand.cards = ["2C", "3C", "4C"]
    state.players[DWARVES].secret.cards = ["QS", "JS"]
    state.players[GOBLINS].hand.cards = [*FULL, "6C", "AC", "2D"]
    assert bidding.hand_size(state, DWARVES) == 3 and bidding.has_room(state, CTX, DWARVES)
    assert bidding.has_room(state, CTX, GOBLINS)  # 7 of 8


def test_r24_bidding_goes_round_from_the_emperor_until_one_bidder_remains() -> None:
    state = auction(["2S", "AD", "3H", "4D"], emperor=GOBLINS)
    assert asked(state) == ("bid", (GOBLINS,))
    play(state, GOBLINS, "place_bid", amount=1)
    play(state, ORCS, "place_bid", amount=3)
    play(state, DWARVES, "pass_bid")
    play(state, ELVES, "place_bid", amount=4)
    play(state, GOBLINS, "pass_bid")
    assert asked(state) == ("bid", (ORCS,))
    play(state, ORCS, "pass_bid")  # the Dwarves passed: only the Elves remain
    assert asked(state) == ("pay_bid", (ELVES,))
    assert texts(state)[-1] == "Elora (Elves) wins the auction with 4 gold."


def test_r24_bid_limits_and_messages() -> None:
    state = auction(["5S"], gold=(10, 3, 10, 10))
    assert refused(state, DWARVES, "place_bid", amount=0) == (
        "dune/E_BID_TOO_LOW",
        "Bid at least 1.",
    )
    play(state, DWARVES, "place_bid", amount=2)
    assert refused(state, ELVES, "place_bid", amount=2) == ("dune/E_BID_TOO_LOW", "Bid at least 3.")
    assert refused(state, ELVES, "place_bid", amount=4) == (
        "dune/E_BID_OVER_GOLD",
        "You cannot bid more than your 3 gold.",
    )
    assert ROUND.legal(state, ELVES) == [
        Move.make(ELVES, "place_bid", amount=3),
        Move.make(ELVES, "pass_bid"),
    ]
    assert state.pending is not None and (state.pending.min, state.pending.max) == (3, 3)


def test_r24_passing_is_final_for_that_card() -> None:
    state = auction(["5S"])
    play(state, DWARVES, "pass_bid")
    play(state, ELVES, "place_bid", amount=1)
    assert refused(state, DWARVES, "place_bid", amount=5) == (
        "dune/E_ALREADY_PASSED",
        "You passed on this card.",
    )


def test_r25_a_player_at_the_limit_may_not_bid() -> None:
    state = auction(["5S", "4S"], hands=([], FULL, [], []))
    assert refused(state, ELVES, "place_bid", amount=1) == (
        "dune/E_HAND_FULL",
        "Your hand is full (4 artifacts).",
    )


def test_the_winner_pays_the_dwarves() -> None:
    state = auction(["5S"], hands=(FULL, [], FULL * 2, FULL), gold=(10, 7, 0, 0))
    assert state.work[BIDDING]["total"] == 1
    play(state, ELVES, "place_bid", amount=5)
    assert ROUND.legal(state, ELVES) == [Move.make(ELVES, "pay_bid", card=None)]
    play(state, ELVES, "pay_bid", card=None)
    assert [p.gold for p in state.players] == [15, 2, 0, 0]
    assert state.players[ELVES].hand.cards == ["5S"] and state.auction.cards == []
    assert "Elora (Elves) pays 5 gold to the Dwarves (2 left; the Dwarves have 15)." in texts(state)
    assert texts(state, ELVES)[-1] == "You take 5S."
    assert texts(state)[-1] == "The Bidding round ends."
    assert state.pending is None


def test_the_dwarves_pay_the_bank() -> None:
    state = auction(["5S"], hands=([], FULL, FULL * 2, FULL))
    play(state, DWARVES, "place_bid", amount=4)
    play(state, DWARVES, "pay_bid")
    assert state.players[DWARVES].gold == 6
    assert "The Dwarves pay 4 gold to the bank (6 left)." in texts(state)


def test_r41_an_ace_held_before_the_auction_pays_nothing() -> None:
    state = auction(["5S"], hands=(FULL, ["AH", "3D"], FULL * 2, FULL), gold=(10, 6, 0, 0))
    play(state, ELVES, "place_bid", amount=6)  # R24: the bid is still capped by gold
    assert ROUND.legal(state, ELVES) == [
        Move.make(ELVES, "pay_bid", card=None),
        Move.make(ELVES, "pay_bid", card="AH"),
    ]
    assert state.pending is not None and state.pending.private_to == (ELVES,)
    assert refused(state, ELVES, "pay_bid", card="3D") == (
        "dune/E_NOT_ACE",
        "That power needs an Ace.",
    )
    assert refused(state, ELVES, "pay_bid", card="AS") == (
        "dune/E_NOT_IN_HAND",
        "You do not hold AS.",
    )
    play(state, ELVES, "pay_bid", card="AH")
    assert [p.gold for p in state.players] == [10, 6, 0, 0]
    assert state.players[ELVES].hand.cards == ["3D", "5S"]
    assert state.artifact_discard.cards == ["AH"]
    assert "Elora (Elves) discards AH and pays nothing." in texts(state)


def test_r41_the_ace_just_won_cannot_pay_for_itself() -> None:
    state = auction(["AS"], hands=(FULL, [], FULL * 2, FULL))
    play(state, ELVES, "place_bid", amount=2)
    assert refused(state, ELVES, "pay_bid", card="AS") == (
        "dune/E_NOT_IN_HAND",
        "You do not hold AS.",
    )
    assert ROUND.legal(state, ELVES) == [Move.make(ELVES, "pay_bid", card=None)]


def test_the_goblins_draw_a_bonus_card_the_elves_do_not_see() -> None:
    state = auction(["6H", "2D", "5S"], hands=(FULL, FULL, [], FULL))
    play(state, GOBLINS, "place_bid", amount=2)
    play(state, GOBLINS, "pay_bid")
    assert state.players[GOBLINS].hand.cards == ["5S", "2D"]
    assert texts(state, GOBLINS)[-2:] == ["You take 5S.", "Your bonus card: 2D."]
    assert not any("2D" in t for t in texts(state) + texts(state, ELVES))
    assert "The Goblins draw a free bonus card, unseen by the Elves." in texts(state)
    assert state.artifact_deck.cards == ["6H"]


def test_r25_no_bonus_card_without_room() -> None:
    state = auction(["6H", "2D", "5S"], hands=(FULL, FULL, [*FULL, "6C", "AC", "2H"], FULL))
    play(state, GOBLINS, "place_bid", amount=2)
    play(state, GOBLINS, "pay_bid")
    assert len(state.players[GOBLINS].hand) == 8
    assert state.artifact_deck.cards == ["6H", "2D"]
    assert "The Goblins' hand is full: no bonus card." in texts(state)


def test_r24_an_unsold_card_goes_to_the_bottom_of_the_deck_and_the_next_is_drawn() -> None:
    state = auction(["6H", "2D", "5S"], hands=(FULL, FULL, [], []))
    play(state, GOBLINS, "pass_bid")
    play(state, ORCS, "pass_bid")
    assert state.artifact_deck.cards == ["5S", "6H"]
    assert state.auction.cards == ["2D"]
    assert "Nobody bids: the card goes to the bottom of the artifact deck." in texts(state)
    assert asked(state) == ("bid", (GOBLINS,))
    assert texts(state, ELVES) == ["Up for auction: 5S.", "Up for auction: 2D."]


def test_r24_option_an_unsold_card_ends_the_round() -> None:
    state = auction(["6H", "2D", "5S"], hands=(FULL, FULL, [], []), unsold_ends_bidding=True)
    play(state, GOBLINS, "pass_bid")
    play(state, ORCS, "pass_bid")
    assert state.pending is None
    assert state.artifact_deck.cards == ["5S", "6H", "2D"]
    assert texts(state)[-2:] == [
        "An unsold card ends the Bidding round.",
        "The Bidding round ends.",
    ]


def test_r26_an_empty_deck_is_rebuilt_from_the_discard() -> None:
    state = bare()
    state.artifact_discard.cards = ["2H", "3H", "4H"]
    for p in state.players[:3]:
        p.hand.cards = list(FULL)
    bidding.begin(state, CTX)
    assert len(state.artifact_deck) == 2 and state.artifact_discard.cards == []
    assert state.auction.cards[0] in {"2H", "3H", "4H"}
    assert "The artifact deck is empty: the 3 discarded artifacts are shuffled into it." in texts(
        state
    )


def test_r26_no_cards_anywhere_stops_the_round() -> None:
    state = auction([])
    assert state.pending is None
    assert texts(state)[-2:] == [
        "No artifact cards are left to auction.",
        "The Bidding round ends.",
    ]


def test_r25_every_hand_full_means_no_auction() -> None:
    state = auction(["5S"], hands=(FULL, FULL, FULL * 2, FULL))
    assert state.pending is None and state.auction.cards == []
    assert texts(state) == [
        "Every hand is full: no artifact is auctioned.",
        "The Bidding round ends.",
    ]


def test_a_player_who_fills_their_hand_is_skipped_for_the_next_card() -> None:
    state = auction(["6H", "5S"], hands=(["2C", "3C", "4C"], [], FULL * 2, FULL))
    play(state, DWARVES, "place_bid", amount=1)
    play(state, ELVES, "pass_bid")
    play(state, DWARVES, "pay_bid")
    assert asked(state) == ("bid", (ELVES,))
    assert state.work[BIDDING]["eligible"] == [ELVES]


@pytest.mark.parametrize("kind", ["place_bid", "pass_bid"])
def test_bids_are_refused_while_the_winner_pays(kind: str) -> None:
    state = auction(["5S"], hands=(FULL, [], FULL * 2, FULL))
    play(state, ELVES, "place_bid", amount=1)
    args = {"amount": 2} if kind == "place_bid" else {}
    assert refused(state, ELVES, kind, **args) == (
        "dune/E_WRONG_PHASE",
        "That action is not allowed in the current round/step.",
    )


def test_only_the_elves_view_shows_the_card_up_for_auction() -> None:
    state = auction(["6H", "2D", "5S"])
    rs = DuneRuleset()
    assert rs.view(state, ELVES).auction.cards == ["5S"]
    for seat in (DWARVES, GOBLINS, ORCS, None):
        view = rs.view(state, seat)
        assert view.auction.cards == ["?"]
        assert not any("5S" in line.text for line in view.log)


def test_r25_through_the_ruleset_a_full_hand_and_a_pass_say_so_not_whose_turn() -> None:
    rs = DuneRuleset()
    state = auction(["5S", "4S"], hands=([], FULL, [], []))
    state.round = BIDDING
    with pytest.raises(IllegalMove) as full:
        rs.check(state, Move.make(ELVES, "place_bid", amount=1))
    assert (full.value.code, full.value.message) == (
        "dune/E_HAND_FULL",
        "Your hand is full (4 artifacts).",
    )
    rs.apply(state, Move.make(DWARVES, "pass_bid"))
    with pytest.raises(IllegalMove) as passed:
        rs.check(state, Move.make(DWARVES, "place_bid", amount=2))
    assert (passed.value.code, passed.value.message) == (
        "dune/E_ALREADY_PASSED",
        "You passed on this card.",
    )
