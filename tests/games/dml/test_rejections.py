"""Every rejection DML's rules can raise (§7), one test each: the exact code, the exact
message with its cards and numbers, and the position left as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.errors import IllegalMove
from game.games.dml.state import (
    BID,
    CONFISCATE,
    DABO,
    HEIRESS,
    MARKET,
    ROLL,
    SEIZE,
    START_PILE,
    THIEF,
    TITHE,
    DmlState,
)
from tests.games.dml.driving import lines, pass_all, script_dice, skip_turn, text, to_phase
from tests.games.dml.helpers import RULES, play, position, refused


def at(tmp_path: Path, **parts: object) -> DmlState:
    """The base position: Ann's Market Phase; Stocks 5♠ 9♠ 4♥; Ann 2♦ 4♦, Ben 3♦ 5♣,
    Cyd 9♦ 4♠ unless replaced (see tests/games/dml/driving.py)."""
    return position(text(**parts), tmp_path)


def at_phase(tmp_path: Path, **parts: object) -> DmlState:
    """The base position moved on to the Character Power Phase after Ann's Turn."""
    state = at(tmp_path, **parts)
    to_phase(state)
    return state


def power(state: DmlState, seat: int, card: str) -> None:
    """`seat` plays the Power `card`, ends their chance, and everyone else passes."""
    play(state, seat, "play_character_power", card=card)
    play(state, seat, "pass_power")
    pass_all(state)


def declared(state: DmlState, *cards: str, bids: tuple[str, ...] = ()) -> None:
    """Ann declares `cards` with Primary `bids`; the table is asked to seize."""
    for card in cards:
        play(state, 0, "add_to_declaration", card=card)
    for card in bids:
        play(state, 0, "add_bid", card=card)
    play(state, 0, "declare_acquisition")


def bidding(state: DmlState) -> None:
    """Ann declares 5♠ (Target Value 5); Ben seizes with 3♦ (8); Cyd passes: Ann bids."""
    declared(state, "5S")
    play(state, 1, "seize_bid", card="3D")
    play(state, 2, "seize_pass")
    assert state.pending is not None and (state.pending.kind, state.pending.seats) == (BID, (0,))


def is_refused(
    state: DmlState, seat: int, kind: str, code: str, message: str, **args: object
) -> IllegalMove:
    """`kind` is refused with exactly `code` and `message`, and the state is unchanged."""
    exc = refused(state, seat, kind, **args)
    assert (exc.code, exc.message) == (code, message)
    return exc


# -- new game and Setup ---------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [["Ann", "Ben"], ["Ann", "Ben", "Cyd", "Dee", "Eve"]])
def test_player_count_r1_r2(seats: list[str]) -> None:
    """R1, R2: 3 or 4 players only."""
    with pytest.raises(IllegalMove) as info:
        RULES.new_game(seats, 5)
    assert (info.value.code, info.value.message) == (
        "dml/player-count",
        "DML needs 3 or 4 players; 2-player mode is not supported.",
    )


def piles(monkeypatch: pytest.MonkeyPatch) -> DmlState:
    """A new game where Ben wins the roll-off with Woot! and takes the first pile (R5)."""
    state = RULES.new_game(["Ann", "Ben", "Cyd"], 5)
    script_dice(monkeypatch, (2, 3), (6, 6))
    play(state, 0, "roll_initiative")
    play(state, 1, "roll_initiative")
    assert state.pending is not None and (state.pending.kind, state.pending.seats) == (
        START_PILE,
        (1,),
    )
    return state


def test_no_such_pile(monkeypatch: pytest.MonkeyPatch) -> None:
    state = piles(monkeypatch)
    is_refused(
        state,
        1,
        "choose_start_pile",
        "dml/no-such-pile",
        "There is no such starting pile; choose 1 to 4.",
        pile=4,
    )
    is_refused(
        state,
        1,
        "choose_start_pile",
        "dml/no-such-pile",
        "There is no such starting pile; choose 1 to 4.",
        pile=-1,
    )


def test_pile_taken_r5(monkeypatch: pytest.MonkeyPatch) -> None:
    state = piles(monkeypatch)
    play(state, 1, "choose_start_pile", pile=2)
    is_refused(
        state,
        2,
        "choose_start_pile",
        "dml/pile-taken",
        "Starting pile 3 is already taken.",
        pile=2,
    )


# -- the kernel's gates (§7 steps 1–4) ---------------------------------------------------------


MALFORMED = [
    ("fly", {}, "DML has no move called 'fly'."),
    ("add_bid", {}, "add_bid takes card; got none."),
    ("skip_action", {"card": "2D"}, "skip_action takes no arguments; got card."),
    ("add_bid", {"card": 7}, "add_bid's card should be str, not 7."),
    ("choose_start_pile", {"pile": True}, "choose_start_pile's pile should be int, not True."),
    ("heiress_take", {"take": 1}, "heiress_take's take should be bool, not 1."),
    ("bid_primary", {"cards": ("4D", 4)}, "bid_primary lists cards by their ids (7S, 10H…)."),
    ("bid_primary", {"cards": ("4D", "4D")}, "bid_primary names a card twice."),
]


@pytest.mark.parametrize(("kind", "args", "message"), MALFORMED)
def test_malformed(tmp_path: Path, kind: str, args: dict[str, object], message: str) -> None:
    state = at(tmp_path)
    is_refused(state, 0, kind, "dml/malformed", message, **args)


def test_malformed_seat(tmp_path: Path) -> None:
    state = at(tmp_path)
    is_refused(state, 7, "skip_action", "dml/malformed", "There is no seat 7 in DML.")


def test_game_over_r41(tmp_path: Path) -> None:
    """R41: the fourth Egg wins on the spot; nothing more is played."""
    state = at_phase(tmp_path, ann=["AD", "AH", "AS", "QH"])
    power(state, 0, "QH")
    play(state, 0, "heiress_take", take=True)
    assert state.result is not None and state.result.winners == (0,)
    is_refused(state, 1, "pass_power", "dml/game-over", "The game is over.")


def test_wrong_step(tmp_path: Path) -> None:
    state = at(tmp_path)
    is_refused(
        state,
        0,
        "roll",
        "dml/wrong-step",
        "You can't roll now: the Market Phase is waiting for an action.",
    )


def test_stack_resolving_r28(tmp_path: Path) -> None:
    """R28: no responses while the Stack resolves (the Confiscator is searching)."""
    state = at_phase(tmp_path, ann=["2D", "JH", "10D"], markets=[["AD", "5H"]])
    power(state, 0, "JH")
    assert state.pending is not None and state.pending.kind == CONFISCATE
    is_refused(
        state,
        0,
        "play_emblem",
        "dml/stack-resolving",
        "No cards may be played while the Stack resolves.",
        card="10D",
    )


def rolled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dice: tuple[int, int]) -> DmlState:
    """Ann's attempt on 5♠ (Target Value 5), unseized, rolled with `dice`."""
    state = at(tmp_path)
    declared(state, "5S")
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    assert state.pending is not None and state.pending.kind == ROLL
    script_dice(monkeypatch, dice)
    play(state, 0, "roll")
    return state


def test_no_dabo_with_no_dice_showing(tmp_path: Path) -> None:
    state = at(tmp_path)
    is_refused(
        state,
        0,
        "reroll_dabo",
        "dml/no-dabo",
        "Only doubles 2–5 can be re-rolled; no dice are showing.",
    )


def test_no_dabo_names_the_last_roll(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    state = rolled(tmp_path, monkeypatch, (4, 5))
    assert state.pending is not None and state.pending.kind == MARKET
    is_refused(
        state,
        0,
        "keep_roll",
        "dml/no-dabo",
        "Only doubles 2–5 can be re-rolled; you rolled 4 and 5.",
    )


def test_no_reroll_woot_r39(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """R39: 6 and 6 is never re-rolled."""
    state = rolled(tmp_path, monkeypatch, (6, 6))
    assert state.pending is not None and state.pending.kind != DABO
    is_refused(
        state,
        0,
        "reroll_dabo",
        "dml/no-reroll-woot",
        "Woot! Woot! (6 and 6) is never re-rolled.",
    )


def test_no_reroll_wyvern_r39(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """R39: 1 and 1 is never re-rolled."""
    state = rolled(tmp_path, monkeypatch, (1, 1))
    assert state.pending is not None and state.pending.kind != DABO
    is_refused(
        state,
        0,
        "reroll_dabo",
        "dml/no-reroll-wyvern",
        "Wyvern Eyes (1 and 1) is never re-rolled.",
    )


def test_a_dabo_waits_for_reroll_or_keep_r39(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = rolled(tmp_path, monkeypatch, (3, 3))
    assert state.pending is not None and state.pending.kind == DABO
    is_refused(
        state,
        0,
        "roll",
        "dml/wrong-step",
        "You can't roll now: a Dabo! is waiting to be re-rolled or kept.",
    )


def test_own_attempt_r19(tmp_path: Path) -> None:
    state = at(tmp_path)
    declared(state, "5S")
    is_refused(
        state,
        0,
        "seize_bid",
        "dml/own-attempt",
        "You can't seize your own Acquisition Attempt.",
        card="2D",
    )


def test_not_your_bid_turn_r20(tmp_path: Path) -> None:
    """R20: strict alternation; the seizer waits for Ann."""
    state = at(tmp_path)
    bidding(state)
    is_refused(
        state,
        1,
        "bid_primary",
        "dml/not-your-bid-turn",
        "It is Ann's turn to bid or forfeit.",
        cards=("5C",),
    )


def test_secondary_active_only_r21(tmp_path: Path) -> None:
    state = at(tmp_path)
    bidding(state)
    play(state, 0, "bid_primary", cards=("4D",))
    assert state.pending is not None and state.pending.seats == (1,)
    is_refused(
        state,
        1,
        "bid_secondary",
        "dml/secondary-active-only",
        "Only the Active Player plays Secondary cards; a seizer bids Primary cards.",
        cards=("5C",),
    )


def test_not_your_decision(tmp_path: Path) -> None:
    state = at(tmp_path)
    declared(state, "5S")
    play(state, 1, "seize_pass")
    is_refused(state, 1, "seize_pass", "dml/not-your-decision", "Waiting for Cyd to seize or pass.")


# -- the Character Power Phase ------------------------------------------------------------------


def test_play_emblem_not_in_treasury(tmp_path: Path) -> None:
    state = at_phase(tmp_path)
    is_refused(
        state,
        0,
        "play_emblem",
        "dml/not-in-treasury",
        "Q♠ is not in your Treasury.",
        card="QS",
    )


def test_not_a_court_card(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["7S"])
    is_refused(
        state,
        0,
        "play_emblem",
        "dml/not-a-court-card",
        "7♠ is not a Jack, Queen or 10.",
        card="7S",
    )


def test_joker_not_emblem(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["JK1"])
    is_refused(
        state, 0, "play_emblem", "dml/joker-not-emblem", "A Joker is never an Emblem.", card="JK1"
    )


def test_not_a_character(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["10D"])
    is_refused(
        state,
        0,
        "play_character_power",
        "dml/not-a-character",
        "10♦ has no Ultimate Power.",
        card="10D",
    )


def test_not_yours_r14(tmp_path: Path) -> None:
    """R14: a Power is played from your Treasury or your Court, never another's."""
    state = at_phase(tmp_path, ben_court=["QD"])
    is_refused(
        state,
        0,
        "play_character_power",
        "dml/not-yours",
        "Q♦ is not in your Treasury or Court.",
        card="QD",
    )


def test_decadence_no_powers_r55(tmp_path: Path) -> None:
    """R55, R8: affected at the Round's start stays affected after spending cards."""
    hand = ["6D", "7D", "2C", "JS", "10D", "7H"]  # 6 cards: Decadence (6) applies
    state = at(tmp_path, event="6H", ann=hand)
    assert state.affected == (0,)
    declared(state, "5S", bids=("6D", "7D"))
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    play(state, 0, "roll")  # Target Value 5 − 13: the dice always reach it
    skip_turn(state)
    assert len(state.players[0].treasury.cards) == 5
    is_refused(
        state,
        0,
        "play_character_power",
        "dml/decadence-no-powers",
        "Decadence (6): you held 6 or more, so you can't play Ultimate Powers this Round.",
        card="JS",
    )


def thief(tmp_path: Path, **parts: object) -> DmlState:
    state = at_phase(tmp_path, **parts)
    power(state, 0, "JK1")
    assert state.pending is not None and state.pending.kind == THIEF
    return state


def test_thief_not_an_opponent_r31(tmp_path: Path) -> None:
    state = thief(tmp_path, ann=["2D", "JK1"])
    is_refused(
        state,
        0,
        "thief_take",
        "dml/not-an-opponent",
        "Seat 0 is not one of your opponents.",
        from_seat=0,
    )
    is_refused(
        state,
        0,
        "thief_give",
        "dml/not-an-opponent",
        "Seat 3 is not one of your opponents.",
        card="2D",
        to_seat=3,
    )


def test_thief_empty_treasury_r31_r44(tmp_path: Path) -> None:
    """R44: nothing is taken from an empty Treasury; Ben's is empty, Cyd's is not."""
    state = thief(tmp_path, ann=["2D", "JK1"], ben=[])
    is_refused(
        state,
        0,
        "thief_take",
        "dml/empty-treasury",
        "Ben's Treasury is empty.",
        from_seat=1,
    )


def test_thief_give_not_in_treasury(tmp_path: Path) -> None:
    state = thief(tmp_path, ann=["2D", "JK1"])
    is_refused(
        state,
        0,
        "thief_give",
        "dml/not-in-treasury",
        "7♣ is not in your Treasury.",
        card="7C",
        to_seat=1,
    )


def test_tithe_not_in_treasury_r32(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "JD"])
    power(state, 0, "JD")
    assert state.pending is not None and (state.pending.kind, state.pending.seats) == (
        TITHE,
        (1,),
    )
    is_refused(
        state,
        1,
        "tithe_give",
        "dml/not-in-treasury",
        "9♦ is not in your Treasury.",
        card="9D",
    )


def confiscator(tmp_path: Path) -> DmlState:
    state = at_phase(tmp_path, ann=["2D", "JH"], markets=[["AD", "5H"]])
    power(state, 0, "JH")
    assert state.pending is not None and state.pending.kind == CONFISCATE
    return state


def test_confiscate_no_such_black_market_r34(tmp_path: Path) -> None:
    state = confiscator(tmp_path)
    is_refused(
        state,
        0,
        "confiscate",
        "dml/no-such-black-market",
        "There is no Black Market 'bm:2'.",
        market="bm:2",
        card="AD",
    )


def test_confiscate_not_in_black_market_r34(tmp_path: Path) -> None:
    state = confiscator(tmp_path)
    is_refused(
        state,
        0,
        "confiscate",
        "dml/not-in-black-market",
        "7♣ is not in BM1.",
        market="bm:1",
        card="7C",
    )


def test_no_such_stock_r33(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "QD"])
    power(state, 0, "QD")
    is_refused(
        state,
        0,
        "archduchess_take",
        "dml/no-such-stock",
        "'stock:X' is not a Stock; name stock:H, stock:D, stock:S or stock:C.",
        stock="stock:X",
    )


def test_heiress_may_decline_the_egg_r35(tmp_path: Path) -> None:
    """R35: declining is legal; the Nest keeps its Eggs and the log says so."""
    state = at_phase(tmp_path, ann=["2D", "QH"])
    power(state, 0, "QH")
    assert state.pending is not None and state.pending.kind == HEIRESS
    nest = list(state.nest.cards)
    play(state, 0, "heiress_take", take=False)
    assert state.nest.cards == nest and state.players[0].treasury.cards == ["2D"]
    assert "Ann leaves the Eggs in the Nest." in lines(state)
    assert state.exile.cards[-1] == "QH"


# -- the Market Phase ---------------------------------------------------------------------------


def test_already_declared(tmp_path: Path) -> None:
    state = at(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    is_refused(
        state,
        0,
        "add_to_declaration",
        "dml/already-declared",
        "5♠ is already in your declaration.",
        card="5S",
    )


def test_not_in_stock(tmp_path: Path) -> None:
    state = at(tmp_path)
    is_refused(
        state,
        0,
        "add_to_declaration",
        "dml/not-in-stock",
        "2♥ is not in a Stock.",
        card="2H",
    )


def test_no_such_emblem_r15(tmp_path: Path) -> None:
    state = at(tmp_path)
    is_refused(
        state,
        0,
        "add_to_declaration",
        "dml/no-such-emblem",
        "J♠ is not an Emblem in anyone's Court.",
        card="JS",
    )


def test_mixed_stocks(tmp_path: Path) -> None:
    state = at(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    is_refused(
        state,
        0,
        "add_to_declaration",
        "dml/mixed-stocks",
        "All declared cards must come from one Stock; you are buying from the Iron ♠ Stock.",
        card="4H",
    )


def test_no_grand_opening_r11(tmp_path: Path) -> None:
    """R11: only a 10 as the Event is a Grand Opening card to buy."""
    state = at(tmp_path, event="3S")
    is_refused(
        state,
        0,
        "add_to_declaration",
        "dml/no-grand-opening",
        "There is no Grand Opening this Round: 3♠ is the Event.",
        card="3S",
    )


def test_own_emblem_r15(tmp_path: Path) -> None:
    state = at(tmp_path, ann_court=["10D"])
    is_refused(
        state,
        0,
        "add_to_declaration",
        "dml/own-emblem",
        "You can't buy your own Emblem 10♦.",
        card="10D",
    )


def test_no_target(tmp_path: Path) -> None:
    state = at(tmp_path)
    is_refused(
        state,
        0,
        "add_bid",
        "dml/no-target",
        "Choose the cards to buy first, then bid.",
        card="2D",
    )


@pytest.mark.parametrize(
    ("card", "message"),
    [
        ("7H", "Iron is bought with Spice ♦; 7♥ is Slaves."),
        ("AD", "Iron is bought with Spice ♦; A♦ is not a Resource."),  # R51
        ("ZZ", "Iron is bought with Spice ♦; 'ZZ' is not a card."),
    ],
)
def test_wrong_buying_resource_in_a_declaration_r51(
    tmp_path: Path, card: str, message: str
) -> None:
    state = at(tmp_path, ann=["2D", "7H", "AD"])
    play(state, 0, "add_to_declaration", card="5S")
    is_refused(state, 0, "add_bid", "dml/wrong-buying-resource", message, card=card)


def test_wrong_buying_resource_in_the_bidding_loop_r20(tmp_path: Path) -> None:
    state = at(tmp_path, ann=["2D", "4D", "6H", "AH"])
    bidding(state)
    is_refused(
        state,
        0,
        "bid_primary",
        "dml/wrong-buying-resource",
        "Iron is bought with Spice ♦; 6♥ is Slaves.",
        cards=("4D", "6H"),
    )
    is_refused(
        state,
        0,
        "bid_secondary",
        "dml/wrong-buying-resource",
        "Iron's Secondary is Slaves ♥; 4♦ is Spice.",
        cards=("4D",),
    )
    is_refused(
        state,
        0,
        "bid_secondary",
        "dml/wrong-buying-resource",
        "Iron's Secondary is Slaves ♥; A♥ is not a Resource.",
        cards=("AH",),
    )


def test_bid_not_in_treasury(tmp_path: Path) -> None:
    state = at(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    is_refused(
        state,
        0,
        "add_bid",
        "dml/bid-not-in-treasury",
        "9♦ is not in your Treasury.",
        card="9D",
    )


def test_event_bid_limit_r10(tmp_path: Path) -> None:
    """R10: Contraband Crackdown (3) limits every bid; here in the bidding loop."""
    state = at(tmp_path, event="3S", ann=["2D", "6D"], ben=["3D"])
    assert state.affected == ()
    declared(state, "5S", bids=("2D",))
    play(state, 1, "seize_bid", card="3D")
    play(state, 2, "seize_pass")
    assert state.pending is not None and (state.pending.kind, state.pending.seats) == (BID, (0,))
    is_refused(
        state,
        0,
        "bid_primary",
        "dml/event-bid-limit",
        "Contraband Crackdown (3): bids must be 3 or lower; 6♦ is 6.",
        cards=("6D",),
    )


def test_empty_declaration_r50(tmp_path: Path) -> None:
    state = at(tmp_path)
    is_refused(
        state,
        0,
        "declare_acquisition",
        "dml/empty-declaration",
        "Choose at least one card to buy.",
    )


def test_target_over_12_r16(tmp_path: Path) -> None:
    """R16: 9♠ + 5♠ with no bid is Target Value 14, 2 over the limit."""
    state = at(tmp_path)
    play(state, 0, "add_to_declaration", card="9S")
    play(state, 0, "add_to_declaration", card="5S")
    is_refused(
        state,
        0,
        "declare_acquisition",
        "dml/target-over-12",
        "Target Value 14 exceeds 12: bid at least 2 more in Spice ♦.",
    )


def test_black_market_slot_r24(tmp_path: Path) -> None:
    """R24: the Black Market slot buys from Black Markets only."""
    state = at(tmp_path, markets=[["AD", "5H"]])
    play(state, 0, "skip_action")
    play(state, 0, "skip_action")
    assert state.slot == "black_market"
    is_refused(
        state,
        0,
        "add_to_declaration",
        "dml/black-market-slot",
        "This is your Black Market Action: try a Black Market or skip it.",
        card="5S",
    )


def test_black_market_attempt_no_such_black_market(tmp_path: Path) -> None:
    state = at(tmp_path, markets=[["AD", "5H"]])
    is_refused(
        state,
        0,
        "black_market_attempt",
        "dml/no-such-black-market",
        "There is no Black Market 'bm:2'.",
        market="bm:2",
        bids=(),
    )


def test_black_market_no_bids_r53(tmp_path: Path) -> None:
    state = at(tmp_path, markets=[["AD", "5H"]])
    is_refused(
        state,
        0,
        "black_market_attempt",
        "dml/black-market-no-bids",
        "A Black Market's Target Value is always 7; no bids.",
        market="bm:1",
        bids=("2D",),
    )


def test_crackdown_no_seize_r10(tmp_path: Path) -> None:
    state = at(tmp_path, event="3S", ben=["3D", "5C", "6C"])
    assert state.affected == (1,)
    declared(state, "5S")
    is_refused(
        state,
        1,
        "seize_bid",
        "dml/crackdown-no-seize",
        "Contraband Crackdown (3): you hold 3 cards, so you can't seize.",
        card="3D",
    )


def test_one_seize_card_r19(tmp_path: Path) -> None:
    state = at(tmp_path)
    declared(state, "5S")
    assert state.pending is not None and state.pending.kind == SEIZE
    is_refused(
        state,
        1,
        "seize_bid",
        "dml/one-seize-card",
        "A Seize Attempt is exactly one face-down card, not 2.",
        card=("3D", "5C"),
    )
    for cards, words in (
        (("3D",), "A Seize Attempt is one face-down card, given alone, not in a list."),
        ((), "A Seize Attempt is one face-down card; none was given."),
    ):
        is_refused(state, 1, "seize_bid", "dml/one-seize-card", words, card=cards)


def test_seize_not_in_treasury_r19(tmp_path: Path) -> None:
    state = at(tmp_path)
    declared(state, "5S")
    is_refused(
        state,
        1,
        "seize_bid",
        "dml/not-in-treasury",
        "9♦ is not in your Treasury.",
        card="9D",
    )


def test_empty_bid_r44(tmp_path: Path) -> None:
    """R44: a player with nothing to bid forfeits; an empty bid is no bid."""
    state = at(tmp_path)
    bidding(state)
    for kind in ("bid_primary", "bid_secondary"):
        is_refused(state, 0, kind, "dml/empty-bid", "Bid at least one card, or forfeit.", cards=())


def test_bid_primary_not_in_treasury(tmp_path: Path) -> None:
    state = at(tmp_path)
    bidding(state)
    is_refused(
        state,
        0,
        "bid_primary",
        "dml/not-in-treasury",
        "9♦ is not in your Treasury.",
        cards=("4D", "9D"),
    )
