"""DML's Setup (§3.1): the roll-off with ties, Dabo! and Woot! Woot! (R6, R39), the
Kings (R3), the blind starting piles (R5) and the leftover pile option."""

from __future__ import annotations

import pytest

from game.games.dml.state import DABO, INITIATIVE, START_PILE, DmlState
from tests.games.dml.driving import lines, script_dice
from tests.games.dml.helpers import RULES, play, refused

SEATS = ["Ann", "Ben", "Cyd"]


def fresh(options: dict[str, object] | None = None) -> DmlState:
    return RULES.new_game(SEATS, 5, options)


def test_roll_off_ties_roll_again_and_all_wyvern_eyes_is_a_tie_r6(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = fresh()
    assert lines(state)[-1] == "The deck is shuffled. Ann rolls first for the Initiative Badge."
    script_dice(monkeypatch, (3, 4), (2, 5), (1, 2), (1, 1), (1, 1), (2, 2), (6, 5), (6, 4))
    for seat in (0, 1, 2):
        assert state.pending is not None and state.pending.seats == (seat,)
        play(state, seat, "roll_initiative")
    assert "Ann, Ben tie at 7 and roll again." in lines(state)
    assert state.rolloff == [0, 1] and state.pending is not None
    assert (state.pending.kind, state.pending.seats) == (INITIATIVE, (0,))
    play(state, 0, "roll_initiative")
    play(state, 1, "roll_initiative")
    assert "Ann, Ben tie at 2 and roll again." in lines(state)  # only the tied roll again
    play(state, 0, "roll_initiative")
    assert state.pending is not None and state.pending.kind == DABO
    play(state, 0, "reroll_dabo")  # 6 and 5: 11
    play(state, 1, "roll_initiative")  # 6 and 4: 10
    assert state.dealer == 0 and "Ann takes the Initiative Badge and deals." in lines(state)
    assert state.pending is not None and (state.pending.kind, state.pending.seats) == (
        START_PILE,
        (0,),
    )


def test_woot_wins_the_roll_off_on_the_spot(monkeypatch: pytest.MonkeyPatch) -> None:
    state = fresh()
    script_dice(monkeypatch, (2, 3), (6, 6))
    play(state, 0, "roll_initiative")
    play(state, 1, "roll_initiative")
    assert state.dealer == 1 and "Ben takes the Initiative Badge and deals." in lines(state)
    assert state.pending is not None and state.pending.seats == (1,)  # Cyd never rolled


def test_a_kept_dabo_counts_in_the_roll_off(monkeypatch: pytest.MonkeyPatch) -> None:
    state = fresh()
    script_dice(monkeypatch, (5, 5), (3, 4), (2, 3))
    play(state, 0, "roll_initiative")
    play(state, 0, "keep_roll")
    play(state, 1, "roll_initiative")
    play(state, 2, "roll_initiative")
    assert state.dealer == 0


def badge_to_ben(monkeypatch: pytest.MonkeyPatch, options: dict[str, object] | None) -> DmlState:
    state = fresh(options)
    script_dice(monkeypatch, (2, 3), (6, 6))
    play(state, 0, "roll_initiative")
    play(state, 1, "roll_initiative")
    return state


def test_kings_piles_and_the_leftover_pile_to_the_hoard_r3_r5(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = badge_to_ben(monkeypatch, None)
    kings = [p.king.cards for p in state.players]
    assert all(len(k) == 1 and k[0][0] == "K" for k in kings)
    assert len([c for c in state.exile.cards if c[0] == "K"]) == 1  # R3: the fourth King
    assert sorted(state.nest.cards) == ["AC", "AD", "AH", "AS"]
    assert [len(p.cards) for p in state.piles] == [2, 2, 2, 2]
    play(state, 1, "choose_start_pile", pile=2)
    assert state.pending is not None and state.pending.seats == (2,)  # from the Dealer on
    exc = refused(state, 2, "choose_start_pile", pile=2)
    assert (exc.code, exc.message) == ("dml/pile-taken", "Starting pile 3 is already taken.")
    play(state, 2, "choose_start_pile", pile=0)
    left = list(state.piles[3].cards)
    play(state, 0, "choose_start_pile", pile=1)
    assert sorted(int(c[:-1]) for p in state.players for c in p.treasury.cards) == [
        2,
        2,
        2,
        3,
        3,
        3,
    ]
    for card in left:
        assert card in state.hoard.cards
    assert "Ben takes starting pile 3." in lines(state)
    assert len(state.deck.cards) < 38  # the Event Deck, then the Event draw and Restock


def test_leftover_pile_into_the_deck_option(monkeypatch: pytest.MonkeyPatch) -> None:
    state = badge_to_ben(monkeypatch, {"three_player_leftover": "deck"})
    play(state, 1, "choose_start_pile", pile=0)
    play(state, 2, "choose_start_pile", pile=1)
    left = list(state.piles[3].cards)
    play(state, 0, "choose_start_pile", pile=2)
    assert "The last starting pile is shuffled into the Event Deck." in lines(state)
    stocks = [c for z in state.stocks for c in z.cards]
    for card in left:
        assert card in state.deck.cards + stocks + state.event.cards
