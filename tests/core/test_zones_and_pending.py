import pytest

from game.core.state import ANSWERED, Pending
from game.core.zones import HIDDEN_CARD, Visibility, Zone, hidden_ids


def test_public_zone_is_seen_by_all() -> None:
    zone = Zone("discard:0", 0, Visibility.PUBLIC, ["a", "b"])
    assert zone.seen_by(1).cards == ["a", "b"]
    assert zone.seen_by(None).cards == ["a", "b"]


def test_owner_zone_shows_backs_to_others() -> None:
    hand = Zone("hand:0", 0, Visibility.OWNER, ["a", "b"])
    assert hand.seen_by(0).cards == ["a", "b"]
    assert hand.seen_by(1).cards == [HIDDEN_CARD, HIDDEN_CARD]
    assert hand.seen_by(None).cards == [HIDDEN_CARD, HIDDEN_CARD]


@pytest.mark.parametrize("visibility", [Visibility.HIDDEN, Visibility.COUNT])
def test_hidden_and_count_zones_show_only_how_many(visibility: Visibility) -> None:
    deck = Zone("deck:0", 0, visibility, ["a", "b", "c"])
    assert deck.seen_by(0).cards == [HIDDEN_CARD] * 3
    assert len(deck.seen_by(1)) == 3


def test_seen_by_copies_so_a_view_cannot_change_the_game() -> None:
    zone = Zone("market", None, Visibility.PUBLIC, ["a"])
    zone.seen_by(0).cards.append("b")
    assert zone.cards == ["a"]


def test_hidden_ids_lists_what_a_seat_may_not_see() -> None:
    zones = [
        Zone("hand:0", 0, Visibility.OWNER, ["h0"]),
        Zone("hand:1", 1, Visibility.OWNER, ["h1"]),
        Zone("deck:0", 0, Visibility.HIDDEN, ["d0"]),
        Zone("discard:1", 1, Visibility.PUBLIC, ["x"]),
    ]
    assert hidden_ids(zones, 0) == {"h1", "d0"}
    assert hidden_ids(zones, None) == {"h0", "h1", "d0"}


def test_secret_answers_are_collected_seat_by_seat_and_hidden_until_all_are_in() -> None:
    bids = Pending("bid", (0, 1, 2), prompt="Bid gold.", secret=True)
    assert bids.answer(1, 5) is False
    assert bids.seats == (0, 2)
    assert bids.seen_by(0).answers == {1: ANSWERED}
    assert bids.seen_by(1).answers == {1: 5}
    assert bids.answer(0, 3) is False
    assert bids.answer(2, 0) is True
    assert bids.answers == {0: 3, 1: 5, 2: 0}


def test_an_answer_from_a_seat_not_asked_is_refused() -> None:
    bids = Pending("bid", (0,), secret=True)
    bids.answer(0, 1)
    with pytest.raises(ValueError, match="seat 0 has no answer to give to bid"):
        bids.answer(0, 2)


def test_open_answers_are_visible_to_all() -> None:
    vote = Pending("vote", (0, 1))
    vote.answer(0, "yes")
    assert vote.seen_by(1).answers == {0: "yes"}


def test_private_choices_are_backs_to_other_seats() -> None:
    discard = Pending("discard", (0,), choices=("strike_1", "thaw_2"), private_to=(0,))
    assert discard.seen_by(0).choices == ("strike_1", "thaw_2")
    assert discard.seen_by(1).choices == (HIDDEN_CARD, HIDDEN_CARD)
    assert discard.seen_by(None).choices == (HIDDEN_CARD, HIDDEN_CARD)
