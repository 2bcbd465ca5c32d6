"""DML's Character Power Phase (§3.3, R27, R28), the Stack with the Jester and the
Harlot Queen (R29, R30), and every Ultimate Power with the Thief (§1.5, R31–R36)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.zones import Visibility
from game.games.dml.state import (
    ARCHDUCHESS,
    CONFISCATE,
    HEIRESS,
    POWER,
    ROLL,
    THIEF,
    TITHE,
    DmlState,
)
from tests.games.dml.driving import lines, pass_all, script_dice, text, to_next_round, to_phase
from tests.games.dml.helpers import play, position, refused


def at_phase(tmp_path: Path, **parts: object) -> DmlState:
    """The base position moved on to the Character Power Phase after Ann's Turn."""
    state = position(text(**parts), tmp_path)
    to_phase(state)
    return state


def power(state: DmlState, seat: int, card: str) -> None:
    """`seat` plays `card` as a Power on their chance and ends it; everyone else passes."""
    assert state.pending is not None and state.pending.seats == (seat,)
    play(state, seat, "play_character_power", card=card)
    play(state, seat, "pass_power")
    pass_all(state)


# -- the phase and the Stack -----------------------------------------------------------------


def test_round_has_n_plus_one_phases_from_the_dealer_r27(tmp_path: Path) -> None:
    state = position(text(), tmp_path)
    steps = to_next_round(state)
    assert steps == ["turn 0", "cpp 012", "turn 1", "cpp 012", "turn 2", "cpp 012"]
    assert state.dealer == 1 and state.round == 3
    assert state.pending is not None and state.pending.kind == POWER
    assert state.pending.seats == (1,)  # the new Dealer has the first chance


def test_the_last_player_is_skipped_and_the_stack_resolves_top_down(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "10D"], ben=["3D", "JH"], cyd=["9D"])
    play(state, 0, "play_emblem", card="10D")
    play(state, 0, "pass_power")
    assert state.pending is not None and state.pending.seats == (1,)
    play(state, 1, "pass_power")
    assert state.pending.seats == (2,)
    play(state, 2, "pass_power")  # both others passed since Ann's card: Ann is not asked
    assert "10D" in state.players[0].court.cards
    log = lines(state)
    at = log.index("The Stack resolves from the top.")
    assert log[at - 2 : at + 2] == [
        "Ben passes.",
        "Cyd passes.",
        "The Stack resolves from the top.",
        "10♦ becomes an Emblem in Ann's Court.",
    ]


def test_jester_reverses_the_cards_below_him_so_the_harlot_comes_last_r30(
    tmp_path: Path,
) -> None:
    state = at_phase(tmp_path, ann=["2D", "10D"], ben=["3D", "QC"], cyd=["9D", "JC"])
    play(state, 0, "play_emblem", card="10D")
    play(state, 0, "pass_power")
    play(state, 1, "play_character_power", card="QC")
    play(state, 1, "pass_power")
    play(state, 2, "play_character_power", card="JC")
    play(state, 2, "pass_power")
    assert state.pending is not None and state.pending.seats == (0,)
    play(state, 0, "pass_power")
    assert state.pending.seats == (1,)
    play(state, 1, "pass_power")  # Ann and Ben passed since Cyd's card: Cyd is skipped
    log = lines(state)
    start = log.index("The Stack resolves from the top.")
    assert log[start + 1 : start + 8] == [
        "Rogue Jester (J♣) of Cyd resolves.",
        "The 2 cards below the Rogue Jester are reversed.",
        "J♣ goes to Exile.",
        "10♦ becomes an Emblem in Ann's Court.",
        "Harlot Queen of Smorgon (Q♣) of Ben resolves.",
        "Q♣ goes to Exile.",
        "Ben's Turn.",
    ]
    assert state.players[0].court.cards == ["10D"]


def test_harlot_sends_everything_below_her_away_unresolved_r29(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "10D", "JH"], ben=["3D", "QC"])
    play(state, 0, "play_emblem", card="10D")
    play(state, 0, "play_character_power", card="JH")
    play(state, 0, "pass_power")
    power(state, 1, "QC")
    assert "10D" in state.hoard.cards  # a Resource never enters Exile
    assert state.exile.cards[-2:] == ["JH", "QC"]
    log = lines(state)
    assert "10♦ goes to the Dragon's Hoard (the Harlot Queen)." in log
    assert "J♥ goes to Exile unresolved." in log
    assert "Supreme Confiscator (J♥) of Ann resolves." not in log


def test_no_cards_while_the_stack_resolves_r28(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "JH", "10D"], markets=[["AD", "5H"]])
    power(state, 0, "JH")
    assert state.pending is not None and state.pending.kind == CONFISCATE
    exc = refused(state, 0, "play_emblem", card="10D")
    assert (exc.code, exc.message) == (
        "dml/stack-resolving",
        "No cards may be played while the Stack resolves.",
    )


def test_auto_pass_skips_a_player_with_nothing_to_play(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ben=["3D", "JC"])
    assert state.pending is not None and state.pending.seats == (0,)  # default: asked anyway
    state = at_phase(tmp_path, ben=["3D", "JC"], options="options = { auto_pass = true }")
    assert state.pending is not None and state.pending.seats == (1,)
    play(state, 1, "pass_power")
    assert state.pending is not None and state.pending.kind != POWER  # Cyd and Ann skipped


# -- playing cards: the §7 rejections ------------------------------------------------------------


def test_emblem_and_power_rejections(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["7S", "10D", "JK1"], ann_court=["QD"])
    cases = [
        ("play_emblem", "QS", "dml/not-in-treasury", "Q♠ is not in your Treasury."),
        ("play_emblem", "7S", "dml/not-a-court-card", "7♠ is not a Jack, Queen or 10."),
        ("play_emblem", "JK1", "dml/joker-not-emblem", "A Joker is never an Emblem."),
        ("play_character_power", "10D", "dml/not-a-character", "10♦ has no Ultimate Power."),
        (
            "play_character_power",
            "QS",
            "dml/not-yours",
            "Q♠ is not in your Treasury or Court.",
        ),
    ]
    for kind, card, code, message in cases:
        exc = refused(state, 0, kind, card=card)
        assert (exc.code, exc.message) == (code, message), card


def test_a_court_queen_is_played_as_a_power_and_leaves_the_court_r14(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann_court=["QD"])
    play(state, 0, "play_character_power", card="QD")
    assert state.players[0].court.cards == []
    assert state.stack.cards == ["QD"] and state.stack_marks == ["power"]


def test_decadence_forbids_powers_but_not_emblems_r55(tmp_path: Path) -> None:
    hand = ["2D", "4D", "6D", "7H", "2C", "JS", "10D"]
    state = at_phase(tmp_path, event="6H", ann=hand)
    exc = refused(state, 0, "play_character_power", card="JS")
    assert (exc.code, exc.message) == (
        "dml/decadence-no-powers",
        "Decadence (6): you hold 7 cards, so you can't play Ultimate Powers this Round.",
    )
    play(state, 0, "play_emblem", card="10D")
    assert state.stack.cards == ["10D"]


# -- each Ultimate Power ------------------------------------------------------------------------


def test_grand_inquisitor_clears_the_market_and_restocks_r36(tmp_path: Path) -> None:
    state = at_phase(
        tmp_path,
        event="7D",
        ann=["2D", "JS"],
        markets=[["AD", "JK2", "5H"]],
        hoard=["7C"],
    )
    nest = len(state.nest.cards)
    power(state, 0, "JS")
    assert sorted(state.hoard.cards) == sorted(["7C", "5S", "9S", "4H", "5H"])
    assert state.markets == [] and len(state.nest.cards) == nest + 1
    assert "JK2" in state.deck.cards
    assert state.event.cards == ["7D"]  # the Event card is untouched
    log = lines(state)
    assert "1 Egg flies back to the Dragon's Nest." in log
    assert "1 Joker is shuffled into the Event Deck." in log
    # Restock (R36) refilled the empty Stocks from the Deck's top: 2♥, 3♣, 4♣
    at = log.index("Restock: 2♥ goes to the Slaves ♥ Stock.")
    assert log[at + 1 : at + 3] == [
        "Restock: 3♣ goes to the Wood ♣ Stock.",
        "Restock: 4♣ goes to the Wood ♣ Stock.",
    ]


def test_supreme_confiscator_searches_privately_r34(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "JH"], markets=[["AD", "5H"]])
    power(state, 0, "JH")
    assert state.pending is not None and state.pending.kind == CONFISCATE
    zone = state.markets[0]
    assert (zone.owner, zone.visibility) == (0, Visibility.OWNER)
    exc = refused(state, 0, "confiscate", market="bm:9", card="AD")
    assert (exc.code, exc.message) == (
        "dml/no-such-black-market",
        "There is no Black Market 'bm:9'.",
    )
    exc = refused(state, 0, "confiscate", market="bm:1", card="7C")
    assert (exc.code, exc.message) == ("dml/not-in-black-market", "7♣ is not in BM1.")
    play(state, 0, "confiscate", market="bm:1", card="AD")
    assert "AD" in state.players[0].treasury.cards
    assert "Ann takes a card from BM1." in lines(state)
    assert "You take A♦ from BM1." in lines(state, 0)
    assert "You take A♦ from BM1." not in lines(state, 1)
    assert state.markets[0].visibility == Visibility.HIDDEN and state.exile.cards[-1] == "JH"


def test_supreme_confiscator_without_a_black_market_does_nothing_r34(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "JH"])
    power(state, 0, "JH")
    assert "There is no Black Market to search." in lines(state)
    assert state.players[0].treasury.cards == ["2D"]


def test_tithe_embezzler_collects_from_each_other_player_in_order_r32(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "JD"], ben=["3D", "5C"], cyd=[])
    power(state, 0, "JD")
    assert state.pending is not None and state.pending.kind == TITHE
    assert state.pending.seats == (1,)  # Cyd's Treasury is empty: she gives nothing
    exc = refused(state, 1, "tithe_give", card="9D")
    assert (exc.code, exc.message) == ("dml/not-in-treasury", "9♦ is not in your Treasury.")
    play(state, 1, "tithe_give", card="5C")
    assert state.players[0].treasury.cards == ["2D", "5C"]
    assert "Ben gives a card to Ann." in lines(state)
    assert "You give 5♣ to Ann." in lines(state, 1)
    assert "Ben gives you 5♣." in lines(state, 0)
    assert "Ben gives you 5♣." not in lines(state, 2)  # R47: only the two know
    assert state.exile.cards[-1] == "JD"


def test_dragon_empress_runs_a_siege_with_the_dragon_shield(tmp_path: Path) -> None:
    state = at_phase(
        tmp_path,
        ann=["2D", "QS"],
        ben=["AD", "AH", "3D", "5C", "6C", "7C"],
        cyd=["AC", "9D"],
        cyd_court=["10S"],
    )
    power(state, 0, "QS")
    log = lines(state)
    at = log.index("Dragon Siege!")
    assert log[at + 1 : at + 4] == [
        "Ann: 0 Eggs, 0 Dragon Shields: safe.",
        "Ben: 2 Eggs, 0 Dragon Shields.",
        "Ben's 2 Eggs fly back to the Dragon's Nest.",
    ]
    assert log[at + 6] == "Cyd: 1 Egg, 1 Dragon Shield: safe."
    assert sorted(state.nest.cards) == ["AD", "AH", "AS"]
    assert len(state.players[1].treasury.cards) == 2  # ⌈4/2⌉ = 2 of 4 to the Hoard (R37)
    assert "AC" in state.players[2].treasury.cards


def test_siege_without_the_half_discard_option_r37(tmp_path: Path) -> None:
    state = at_phase(
        tmp_path,
        options="options = { siege_discard_half = false }",
        ann=["2D", "QS"],
        ben=["AD", "3D", "5C", "6C", "7C"],
    )
    power(state, 0, "QS")
    assert sorted(state.players[1].treasury.cards) == ["3D", "5C", "6C", "7C"]
    assert state.hoard.cards == []


def test_pampered_heiress_takes_an_egg_r35(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "QH"])
    power(state, 0, "QH")
    assert state.pending is not None and state.pending.kind == HEIRESS
    play(state, 0, "heiress_take", take=True)
    assert len(state.nest.cards) == 3
    assert [c for c in state.players[0].treasury.cards if c[0] == "A"] != []
    assert "Ann takes an Egg from the Dragon's Nest." in lines(state)


def test_pampered_heiress_with_an_empty_nest_does_nothing_r35(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "QH"], ben=["AS", "AC"], markets=[["AD"]], hoard=["AH"])
    power(state, 0, "QH")
    assert "The Dragon's Nest is empty." in lines(state)
    assert state.players[0].treasury.cards == ["2D"]


def test_archduchess_takes_a_whole_stock_r33(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["2D", "QD"], markets=[["AD"]])
    power(state, 0, "QD")
    assert state.pending is not None and state.pending.kind == ARCHDUCHESS
    exc = refused(state, 0, "archduchess_take", stock="bm:1")
    assert (exc.code, exc.message) == (
        "dml/no-such-stock",
        "'bm:1' is not a Stock; name stock:H, stock:D, stock:S or stock:C.",
    )
    play(state, 0, "archduchess_take", stock="stock:S")
    assert state.players[0].treasury.cards == ["2D", "5S", "9S"]
    assert state.stock("S").cards == []
    assert "Ann takes the Iron ♠ Stock: 5♠, 9♠." in lines(state)


# -- the Thief (R31, R56) -------------------------------------------------------------------------


def test_thief_takes_a_random_card_and_escapes_on_7(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at_phase(tmp_path, ann=["2D", "JK1"], ben=["5C"])
    power(state, 0, "JK1")
    assert state.pending is not None and state.pending.kind == THIEF
    exc = refused(state, 0, "thief_take", from_seat=0)
    assert (exc.code, exc.message) == (
        "dml/not-an-opponent",
        "Seat 0 is not one of your opponents.",
    )
    exc = refused(state, 0, "thief_give", card="7C", to_seat=1)
    assert (exc.code, exc.message) == ("dml/not-in-treasury", "7♣ is not in your Treasury.")
    play(state, 0, "thief_take", from_seat=1)
    assert state.players[0].treasury.cards == ["2D", "5C"]
    assert "The Thief takes a random card from Ben for Ann." in lines(state)
    assert "The Thief takes 5♣ from Ben." in lines(state, 0)
    assert "The Thief takes your 5♣." in lines(state, 1)
    assert "The Thief takes your 5♣." not in lines(state, 2)
    assert state.pending is not None and state.pending.kind == ROLL
    script_dice(monkeypatch, (3, 4))
    play(state, 0, "roll")
    assert "The Thief escapes into the Event Deck." in lines(state)
    assert "JK1" in state.deck.cards or "JK1" in [c for m in state.markets for c in m.cards]
    assert "JK1" not in state.exile.cards


def test_thief_gives_a_card_and_goes_to_exile_on_6(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at_phase(tmp_path, ann=["2D", "JK1"])
    power(state, 0, "JK1")
    play(state, 0, "thief_give", card="2D", to_seat=2)
    assert state.players[2].treasury.cards == ["9D", "4S", "2D"]
    assert "You give 2♦ to Cyd." in lines(state, 0)
    assert "Ann's Thief gives you 2♦." in lines(state, 2)
    script_dice(monkeypatch, (2, 4))
    play(state, 0, "roll")
    assert state.exile.cards[-1] == "JK1"
    assert "Joker 1 goes to Exile." in lines(state)


def test_thief_with_nothing_to_take_or_give_still_rolls_r31(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at_phase(tmp_path, ann=["JK1"], ben=[], cyd=[])
    power(state, 0, "JK1")
    assert "The Thief finds nothing to take or give." in lines(state)
    assert state.pending is not None and state.pending.kind == ROLL


def test_thief_woot_escapes_then_a_foreign_merchant_r38(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at_phase(tmp_path, ann=["2D", "JK1"], hoard=["7C"])
    power(state, 0, "JK1")
    play(state, 0, "thief_give", card="2D", to_seat=1)
    script_dice(monkeypatch, (6, 6))
    play(state, 0, "roll")
    assert "A Foreign Merchant opens Black Market BM1 with 2 cards." in lines(state)
    assert "7C" in state.markets[0].cards and state.hoard.cards == []  # 7♣ and an Egg


def test_an_instant_win_mid_stack_leaves_the_rest_unresolved_r41(tmp_path: Path) -> None:
    state = at_phase(tmp_path, ann=["AD", "AH", "AS", "JD", "QH"])
    play(state, 0, "play_character_power", card="JD")
    power(state, 0, "QH")
    play(state, 0, "heiress_take", take=True)
    assert state.result is not None and state.result.winners == (0,)
    assert state.stack.cards == ["JD"]  # the Tithe Embezzler never resolves
    assert "Tithe Embezzler (J♦) of Ann resolves." not in lines(state)
    exc = refused(state, 1, "pass_power")
    assert exc.code == "dml/game-over"
