"""Set-up (§3.1): seats, Emperor, tokens, gold, the 52 cards, the dragon, the Orcs' split."""

from collections import Counter
from typing import Any

import pytest

from game.core.move import Move
from game.core.options import resolve_options
from game.games.dune import setup
from game.games.dune.options import OPTIONS
from game.games.dune.rules import DuneRuleset
from game.games.dune.state import DWARVES, ORCS, SETUP, DuneState, full_deck, is_artifact
from tests.games.dune.helpers import CTX, texts

NAMES = ["Dain", "Elora", "Grik", "Urg"]


def new(seed: int = 7, **options: Any) -> DuneState:
    return setup.new_state(CTX, NAMES, seed, resolve_options(OPTIONS, options, "Dragon Dune"))


def all_cards(state: DuneState) -> list[str]:
    return [card for zone in state.zones() for card in zone.cards]


def test_every_one_of_the_52_cards_lies_in_exactly_one_zone() -> None:
    for seed in range(20):
        cards = all_cards(new(seed))
        assert len(cards) == 52
        assert Counter(cards) == Counter(full_deck())


def test_same_seed_same_state_and_different_seeds_differ() -> None:
    assert new(11) == new(11)
    assert new(11).artifact_deck.cards != new(12).artifact_deck.cards


def test_setup_is_turn_0_in_the_setup_round() -> None:
    state = new()
    assert (state.turn, state.round, state.result) == (0, SETUP, None)


def test_r1_seats_are_dwarves_elves_goblins_orcs_in_order() -> None:
    state = new()
    assert state.seats == NAMES
    assert [p.faction for p in state.players] == ["D", "E", "G", "O"]
    assert (
        texts(state)[0]
        == "Dragon Dune: Dain the Dwarves, Elora the Elves, Grik the Goblins, Urg the Orcs."
    )


def test_r1_random_seating_deals_the_factions_to_the_players_by_the_rng() -> None:
    seatings = {tuple(new(seed, random_seating=True).seats) for seed in range(30)}
    assert all(sorted(s) == sorted(NAMES) for s in seatings)
    assert len(seatings) > 5
    assert new(3, random_seating=True).seats == new(3, random_seating=True).seats


def test_r2_the_first_emperor_is_random_and_logged() -> None:
    emperors = Counter(new(seed).emperor for seed in range(60))
    assert set(emperors) == {0, 1, 2, 3}
    state = new(5)
    name = NAMES[state.emperor]
    faction = ("Dwarves", "Elves", "Goblins", "Orcs")[state.emperor]
    assert f"{name} ({faction}) is the first Emperor." in texts(state)


def test_starting_tokens_elves_10_on_5c_goblins_5_on_10c_and_no_orcs_before_the_split() -> None:
    state = new()
    assert state.tokens == {"5c": [0, 10, 0, 0], "10c": [0, 0, 5, 0]}
    assert [state.reserve(s) for s in range(4)] == [20, 10, 15, 20]


def test_starting_gold_is_10_10_5_5() -> None:
    assert [p.gold for p in new().players] == [10, 10, 5, 5]


def test_artifacts_dealt_d1_e1_g2_o1_from_a_shuffled_deck_of_24() -> None:
    state = new()
    assert [len(p.hand) for p in state.players] == [1, 1, 2, 1]
    dealt = [c for p in state.players for c in p.hand.cards]
    assert all(is_artifact(c) for c in dealt + state.artifact_deck.cards)
    assert len(state.artifact_deck) == 24 - 5
    assert state.artifact_discard.cards == []


def test_kings_are_public_and_the_event_deck_holds_the_16_sevens_to_tens() -> None:
    state = new()
    assert sorted(state.kings.cards) == ["KC", "KD", "KH", "KS"]
    assert sorted(state.event_deck.cards) == sorted(
        f"{r}{s}" for r in ("7", "8", "9", "10") for s in "CDHS"
    )
    assert state.events.cards == [] and state.auction.cards == []
    assert new(1).event_deck.cards != new(2).event_deck.cards


def test_r40_each_player_gets_one_queen_and_one_jack_at_random() -> None:
    state = new()
    for p in state.players:
        queen, jack = p.secret.cards
        assert queen[0] == "Q" and jack[0] == "J"
    assert sorted(p.secret.cards[0] for p in state.players) == ["QC", "QD", "QH", "QS"]
    assert sorted(p.secret.cards[1] for p in state.players) == ["JC", "JD", "JH", "JS"]
    own = [
        new(seed).players[s].secret.cards[0] == f"Q{'DHCS'[s]}"
        for seed in range(40)
        for s in range(4)
    ]
    assert any(own)  # R40: a player may get their own Queen


def test_r40_option_no_own_queen_deals_nobody_their_own_usurper() -> None:
    for seed in range(40):
        state = new(seed, no_own_queen=True)
        assert all(state.players[s].secret.cards[0] != f"Q{'DHCS'[s]}" for s in range(4))
    deals = {
        tuple(p.secret.cards[0] for p in new(seed, no_own_queen=True).players) for seed in range(60)
    }
    assert len(deals) == 9  # every derangement of four Queens turns up


def test_each_player_is_told_their_cards_privately() -> None:
    state = new()
    p = state.players[ORCS]
    queen, jack = p.secret.cards
    mine = texts(state, ORCS)
    assert len(mine) == 1
    assert mine[0].startswith(f"You are dealt {p.hand.cards[0]}. Your Queen is {queen}")
    assert f"Your Jack is {jack}" in mine[0]
    assert not any(queen in t for t in texts(state))


def test_r5_the_dragon_starts_at_3d6_and_the_roll_is_logged() -> None:
    starts = set()
    for seed in range(40):
        state = new(seed)
        line = next(t for t in texts(state) if t.startswith("The dragon starts at"))
        dice = [int(d) for d in line.split("3d6: ")[1].rstrip(").").split(" + ")]
        assert len(dice) == 3 and all(1 <= d <= 6 for d in dice)
        assert state.dragon == sum(dice)
        starts.add(state.dragon)
    assert min(starts) >= 3 and max(starts) <= 18 and len(starts) > 5


def test_r5_option_the_dragon_starts_at_18() -> None:
    state = new(dragon_starts_at_18=True)
    assert state.dragon == 18
    assert "The dragon starts at 18." in texts(state)


def test_r19_the_orcs_decide_their_split_and_4_3_3_is_offered_first() -> None:
    state = new()
    assert state.pending is not None
    assert (state.pending.kind, state.pending.seats) == ("orc_split", (ORCS,))
    moves = setup.legal(state, CTX, ORCS)
    assert moves[0] == Move.make(ORCS, "set_orc_split", n1c=4, n9f=3, n16f=3)
    splits = {(m["n1c"], m["n9f"], m["n16f"]) for m in moves}
    assert len(moves) == len(splits) == 36  # every split of 10 with at least 1 each
    assert all(a + b + c == 10 and min(a, b, c) >= 1 for a, b, c in splits)


def test_r19_the_chosen_split_is_placed() -> None:
    state = new()
    move = Move.make(ORCS, "set_orc_split", n1c=1, n9f=8, n16f=1)
    assert setup.reason(state, CTX, move) is None
    setup.apply(state, CTX, move)
    assert (state.on("1c", ORCS), state.on("9f", ORCS), state.on("16f", ORCS)) == (1, 8, 1)
    assert state.reserve(ORCS) == 10
    assert state.pending is None
    assert texts(state)[-1] == "The Orcs place their tokens: 1 on 1c, 8 on 9f, 1 on 16f."


@pytest.mark.parametrize(
    ("split", "message"),
    [
        ((0, 5, 5), "Put at least 1 token on each of 1c, 9f and 16f (you gave 0/5/5)."),
        ((5, 5, -1), "Put at least 1 token on each of 1c, 9f and 16f (you gave 5/5/-1)."),
        ((3, 3, 3), "The split must add up to 10 tokens (you gave 3/3/3)."),
        ((4, 4, 4), "The split must add up to 10 tokens (you gave 4/4/4)."),
    ],
)
def test_r19_a_bad_split_is_refused(split: tuple[int, int, int], message: str) -> None:
    state = new()
    a, b, c = split
    problem = setup.reason(state, CTX, Move.make(ORCS, "set_orc_split", n1c=a, n9f=b, n16f=c))
    assert problem is not None
    assert (problem.code, problem.message) == ("dune/E_ORC_SPLIT", message)


def test_r19_a_split_missing_a_camp_is_refused() -> None:
    problem = setup.reason(new(), CTX, Move.make(ORCS, "set_orc_split", n1c=5, n9f=5))
    assert problem is not None and problem.code == "dune/E_ORC_SPLIT"


# -- through the Ruleset -------------------------------------------


def test_a_new_game_waits_for_the_orcs_then_turn_1_opens_with_the_dragon() -> None:
    rs = DuneRuleset()
    state = rs.new_game(NAMES, 7)
    assert (state.round, rs.to_act(state)) == (SETUP, (ORCS,))
    rs.apply(state, Move.make(ORCS, "set_orc_split", n1c=4, n9f=3, n16f=3))
    assert (state.turn, state.round) == (1, "dragon")
    assert state.pending is not None and state.pending.kind == "orc_ace"
    assert rs.view(state, ORCS).players[DWARVES].secret.cards == ["?", "?"]
