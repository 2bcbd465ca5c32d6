"""DML's move table (§7): the shape gate's sentences for every move kind, the decision
each kind answers, the default of a Black Market attempt's bids, the order and drags of
the moves its listers give, and the state's copy of its own fields."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.move import Gesture, Move
from game.core.state import Result
from game.games.dml.state import (
    ARCHDUCHESS,
    BID,
    CONFISCATE,
    DABO,
    HEIRESS,
    INITIATIVE,
    MARKET,
    POWER,
    ROLL,
    SEIZE,
    START_PILE,
    THIEF,
    TITHE,
    DmlState,
)
from tests.games.dml.driving import text, to_phase
from tests.games.dml.helpers import RULES, play, position, refused


def at(tmp_path: Path, **parts: object) -> DmlState:
    """Ann's Market Phase; Stocks 5♠ 9♠ 4♥; Ann 2♦ 4♦, Ben 3♦ 5♣, Cyd 9♦ 4♠ unless
    replaced (tests/games/dml/driving.py)."""
    return position(text(**parts), tmp_path)


def is_refused(
    state: DmlState, seat: int, kind: str, code: str, message: str, **args: object
) -> None:
    """`kind` is refused with exactly `code` and `message`, and the state is unchanged."""
    exc = refused(state, seat, kind, **args)
    assert (exc.code, exc.message) == (code, message)


# -- the shape gate: every kind, in DML's words ---------------------------------------------------

SHAPES = [
    ("roll_initiative", {"n": 1}, "roll_initiative takes no arguments; got n."),
    ("choose_start_pile", {}, "choose_start_pile takes pile; got none."),
    ("choose_start_pile", {"pile": "1"}, "choose_start_pile's pile should be int, not '1'."),
    ("choose_start_pile", {"pile": None}, "choose_start_pile's pile should be int, not None."),
    ("play_emblem", {"card": ("JH",)}, "play_emblem's card should be str, not ('JH',)."),
    (
        "play_character_power",
        {"card": None},
        "play_character_power's card should be str, not None.",
    ),
    (
        "play_character_power",
        {"card": "JH", "n": 2},
        "play_character_power takes card; got card, n.",
    ),
    ("pass_power", {"card": "JH"}, "pass_power takes no arguments; got card."),
    ("thief_take", {"from_seat": "1"}, "thief_take's from_seat should be int, not '1'."),
    ("thief_take", {"from_seat": False}, "thief_take's from_seat should be int, not False."),
    ("thief_give", {"card": "2D"}, "thief_give takes card, to_seat; got card."),
    (
        "thief_give",
        {"card": "2D", "to_seat": True},
        "thief_give's to_seat should be int, not True.",
    ),
    ("thief_give", {"card": 2, "to_seat": 1}, "thief_give's card should be str, not 2."),
    ("tithe_give", {"card": 5}, "tithe_give's card should be str, not 5."),
    ("confiscate", {"card": "2D"}, "confiscate takes card, market; got card."),
    ("confiscate", {"card": "2D", "market": 1}, "confiscate's market should be str, not 1."),
    (
        "archduchess_take",
        {"stock": ["stock:H"]},
        "archduchess_take's stock should be str, not ('stock:H',).",
    ),
    ("heiress_take", {"take": "yes"}, "heiress_take's take should be bool, not 'yes'."),
    ("heiress_take", {}, "heiress_take takes take; got none."),
    ("add_to_declaration", {"card": None}, "add_to_declaration's card should be str, not None."),
    ("add_bid", {"cards": ("2D",)}, "add_bid takes card; got cards."),
    (
        "declare_acquisition",
        {"cards": ("5S",)},
        "declare_acquisition takes no arguments; got cards.",
    ),
    # §7: black_market_attempt(market, bids=()): the bids may be left out
    ("black_market_attempt", {}, "black_market_attempt takes market (optional: bids); got none."),
    (
        "black_market_attempt",
        {"bids": ()},
        "black_market_attempt takes market (optional: bids); got bids.",
    ),
    ("black_market_attempt", {"market": 1}, "black_market_attempt's market should be str, not 1."),
    (
        "black_market_attempt",
        {"market": "bm:1", "n": 1},
        "black_market_attempt takes market (optional: bids); got market, n.",
    ),
    (
        "black_market_attempt",
        {"market": "bm:1", "bids": "2D"},
        "black_market_attempt's bids should be tuple, not '2D'.",
    ),
    (
        "black_market_attempt",
        {"market": "bm:1", "bids": ("2D", 3)},
        "black_market_attempt lists cards by their ids (7S, 10H…).",
    ),
    (
        "black_market_attempt",
        {"market": "bm:1", "bids": ("2D", "2D")},
        "black_market_attempt names a card twice.",
    ),
    ("skip_action", {"n": 0}, "skip_action takes no arguments; got n."),
    # one card, or a list (refused later as one-seize-card); anything else "should be str"
    ("seize_bid", {"card": 7}, "seize_bid's card should be str, not 7."),
    ("seize_bid", {"card": None}, "seize_bid's card should be str, not None."),
    ("seize_bid", {"card": True}, "seize_bid's card should be str, not True."),
    ("seize_bid", {"card": ("2D", 3)}, "seize_bid lists cards by their ids (7S, 10H…)."),
    ("seize_bid", {"card": ("2D", "2D")}, "seize_bid names a card twice."),
    ("seize_pass", {"card": "2D"}, "seize_pass takes no arguments; got card."),
    ("bid_primary", {"cards": "4D"}, "bid_primary's cards should be tuple, not '4D'."),
    (
        "bid_secondary",
        {"cards": ("4H", None)},
        "bid_secondary lists cards by their ids (7S, 10H…).",
    ),
    ("bid_secondary", {}, "bid_secondary takes cards; got none."),
    ("forfeit_bid", {"cards": ()}, "forfeit_bid takes no arguments; got cards."),
    ("roll", {"n": 1}, "roll takes no arguments; got n."),
    ("reroll_dabo", {"x": 1}, "reroll_dabo takes no arguments; got x."),
    ("keep_roll", {"keep": True}, "keep_roll takes no arguments; got keep."),
]


@pytest.mark.parametrize(("kind", "args", "message"), SHAPES)
def test_shape_gate(tmp_path: Path, kind: str, args: dict[str, object], message: str) -> None:
    """§7 step 1, before every other gate (even the game being over is not looked at)."""
    state = at(tmp_path)
    is_refused(state, 0, kind, "dml/malformed", message, **args)


def test_every_kind_has_a_shape_case() -> None:
    assert {kind for kind, _, _ in SHAPES} == set(RULES.moves_table.kinds)


@pytest.mark.parametrize("seat", [-1, 4, 99])
def test_no_such_seat(tmp_path: Path, seat: int) -> None:
    state = at(tmp_path)
    is_refused(state, seat, "roll", "dml/malformed", f"There is no seat {seat} in DML.")


def test_malformed_before_game_over(tmp_path: Path) -> None:
    """§7: the shape gate comes before `game-over`."""
    state = at(tmp_path)
    state.result = Result((0,), "a test")
    is_refused(state, 0, "fly", "dml/malformed", "DML has no move called 'fly'.")
    is_refused(state, 0, "skip_action", "dml/game-over", "The game is over.")


# -- the decision each kind answers (§7 step 2) ---------------------------------------------------

DECISIONS = {
    "roll_initiative": INITIATIVE,
    "choose_start_pile": START_PILE,
    "play_emblem": POWER,
    "play_character_power": POWER,
    "pass_power": POWER,
    "thief_take": THIEF,
    "thief_give": THIEF,
    "tithe_give": TITHE,
    "confiscate": CONFISCATE,
    "archduchess_take": ARCHDUCHESS,
    "heiress_take": HEIRESS,
    "add_to_declaration": MARKET,
    "add_bid": MARKET,
    "declare_acquisition": MARKET,
    "black_market_attempt": MARKET,
    "skip_action": MARKET,
    "seize_bid": SEIZE,
    "seize_pass": SEIZE,
    "bid_primary": BID,
    "bid_secondary": BID,
    "forfeit_bid": BID,
    "roll": ROLL,
    "reroll_dabo": DABO,
    "keep_roll": DABO,
}


def test_each_kind_answers_one_decision() -> None:
    kinds = RULES.moves_table.kinds
    assert {name: set(k.phases) for name, k in kinds.items()} == {
        name: {decision} for name, decision in DECISIONS.items()
    }


def test_wrong_step_with_nothing_pending(tmp_path: Path) -> None:
    """§7 step 2 when no decision is pending at all."""
    state = at(tmp_path)
    state.pending = None
    is_refused(state, 0, "roll", "dml/wrong-step", "You can't roll now.")


def test_wrong_step_before_the_role_checks_and_the_seat(tmp_path: Path) -> None:
    """§7: step 2 wins over step 3 (a seizer's Secondary bid) and step 4 (Ben is not asked)."""
    state = at(tmp_path)
    is_refused(
        state,
        1,
        "bid_secondary",
        "dml/wrong-step",
        "You can't bid now: the Market Phase is waiting for an action.",
        cards=("5C",),
    )


# -- a Black Market attempt's bids default to none (§3.7, §7) -------------------------------------


def test_black_market_attempt_without_bids_is_recorded_with_none(tmp_path: Path) -> None:
    state = at(tmp_path, markets=[["AD", "5H"]])
    listed = Move.make(0, "black_market_attempt", None, market="bm:1", bids=())
    assert listed in RULES.legal_moves(state, 0)
    RULES.check(state, Move.make(0, "black_market_attempt", None, market="bm:1"))
    play(state, 0, "black_market_attempt", market="bm:1")
    assert state.moves[-1] == listed
    assert state.moves[-1].args == (("bids", ()), ("market", "bm:1"))
    assert state.pending is not None and state.pending.kind == ROLL


def test_black_market_attempt_without_bids_meets_its_reasons(tmp_path: Path) -> None:
    state = at(tmp_path, markets=[["AD", "5H"]])
    is_refused(
        state,
        0,
        "black_market_attempt",
        "dml/no-such-black-market",
        "There is no Black Market 'bm:2'.",
        market="bm:2",
    )
    is_refused(
        state,
        1,
        "black_market_attempt",
        "dml/not-your-decision",
        "Waiting for Ann to use a Market action.",
        market="bm:1",
    )


# -- an Emblem is bought alone (§3.5 step 1) ------------------------------------------------------


def test_one_emblem_per_declaration_r15(tmp_path: Path) -> None:
    """§3.5 step 1: exactly one Emblem in another player's Court; the second is refused
    by its own reason (before the listed gate could refuse it in general words)."""
    state = at(tmp_path, ben_court=["10D", "JD"])
    play(state, 0, "add_to_declaration", card="10D")
    assert Move.make(0, "add_to_declaration", None, card="JD") not in RULES.legal_moves(state, 0)
    is_refused(
        state,
        0,
        "add_to_declaration",
        "dml/one-emblem",
        "An Emblem is bought alone; you are buying Ben's Emblem.",
        card="JD",
    )


# -- the listers: order and drags -----------------------------------------------------------------


def test_a_chance_lists_emblems_then_powers_then_the_pass_r14(tmp_path: Path) -> None:
    state = at(tmp_path, ann=["2D", "10D", "JH", "JK1"], ann_court=["QS", "10S"])
    to_phase(state)
    assert state.pending is not None and state.pending.seats == (0,)
    assert [(m.kind, m.get("card"), m.gesture) for m in RULES.legal_moves(state, 0)] == [
        ("play_emblem", "10D", Gesture("10D", "treasury:0", "court:0")),
        ("play_emblem", "JH", Gesture("JH", "treasury:0", "court:0")),
        ("play_character_power", "JH", Gesture("JH", "treasury:0", "stack")),
        ("play_character_power", "JK1", Gesture("JK1", "treasury:0", "stack")),
        ("play_character_power", "QS", Gesture("QS", "court:0", "stack")),
        ("pass_power", None, None),
    ]


def test_a_market_slot_lists_stocks_courts_black_markets_then_the_skip(tmp_path: Path) -> None:
    state = at(tmp_path, ben_court=["10C"], markets=[["AD"]])
    assert [
        (m.kind, m.get("card") or m.get("market"), m.gesture) for m in RULES.legal_moves(state, 0)
    ] == [
        ("add_to_declaration", "4H", Gesture("4H", "stock:H", "acq:target")),  # H D S C
        ("add_to_declaration", "5S", Gesture("5S", "stock:S", "acq:target")),
        ("add_to_declaration", "9S", Gesture("9S", "stock:S", "acq:target")),
        ("add_to_declaration", "10C", Gesture("10C", "court:1", "acq:target")),
        ("black_market_attempt", "bm:1", None),
        ("skip_action", None, None),
    ]


def test_a_draft_lists_its_stock_its_bids_and_the_declaration(tmp_path: Path) -> None:
    state = at(tmp_path, ann=["2D", "4D", "3H"])
    play(state, 0, "add_to_declaration", card="5S")
    assert [(m.kind, m.get("card"), m.gesture) for m in RULES.legal_moves(state, 0)] == [
        ("add_to_declaration", "9S", Gesture("9S", "stock:S", "acq:target")),
        ("add_bid", "2D", Gesture("2D", "treasury:0", "acq:bids")),
        ("add_bid", "4D", Gesture("4D", "treasury:0", "acq:bids")),
        ("declare_acquisition", None, None),
        ("skip_action", None, None),
    ]


def test_a_seize_turn_lists_the_pass_first(tmp_path: Path) -> None:
    state = at(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    play(state, 0, "declare_acquisition")
    assert [(m.kind, m.get("card"), m.gesture) for m in RULES.legal_moves(state, 1)] == [
        ("seize_pass", None, None),
        ("seize_bid", "3D", Gesture("3D", "treasury:1", "seize:1")),
        ("seize_bid", "5C", Gesture("5C", "treasury:1", "seize:1")),
    ]


# -- the state's copy (copy_own) ------------------------------------------------------------------


def test_a_copy_is_equal_and_shares_nothing_mutable(tmp_path: Path) -> None:
    state = at(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    tasks, slots = list(state.tasks), list(state.slots)
    copy = state.clone()
    assert copy == state and copy.moves == state.moves and copy.log == state.log
    copy.players[0].treasury.cards.append("9D")
    copy.stocks[0].cards.clear()
    copy.target.cards.clear()
    assert copy.acq is not None and state.acq is not None
    copy.acq.net = 5
    copy.tasks.append(("slot",))
    copy.slots.append("market")
    copy.rolled[0] = 7
    assert copy != state
    assert state.players[0].treasury.cards == ["2D", "4D"]
    assert state.target.cards == ["5S"] and state.acq.net == 0
    assert (state.tasks, state.slots, state.rolled) == (tasks, slots, {})


def test_a_copy_without_history(tmp_path: Path) -> None:
    state = at(tmp_path)
    play(state, 0, "skip_action")
    copy = state.clone(history=False)
    assert copy.log == [] and copy.moves == []
    assert copy.players == state.players and copy.stocks == state.stocks
