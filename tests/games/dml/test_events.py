"""DML's Global Events (§1.6, R7–R11), the Foreign Merchant and the Dragon Siege (§1.8,
R23, R37, R38), and the slots each Event gives (§3.4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.dml.state import BID, MARKET, ROLL, SEIZE, DmlState
from tests.games.dml.driving import lines, pass_all, script_dice, skip_turn, text, to_next_round
from tests.games.dml.helpers import RULES, play, position, refused

SIX = ["2D", "4D", "6H", "6D", "7H", "2C"]


def at(tmp_path: Path, **parts: object) -> DmlState:
    return position(text(**parts), tmp_path)


def declare(state: DmlState, *cards: str, bids: tuple[str, ...] = ()) -> None:
    for card in cards:
        play(state, 0, "add_to_declaration", card=card)
    for card in bids:
        play(state, 0, "add_bid", card=card)
    play(state, 0, "declare_acquisition")


def test_carnival_gives_an_extra_market_action_and_diamonds_one_more(tmp_path: Path) -> None:
    state = at(tmp_path)
    assert state.event_kind == "carnival" and state.affected == (0, 1, 2)
    assert (state.slot, state.slots) == ("market", ["market", "black_market"])
    assert state.pending is not None
    assert state.pending.prompt == "Use a Market Action (2 more actions after this)"
    state = at(tmp_path, ann_court=["JD", "10D"])  # ♦ Vantage Bonus: one more each
    assert (state.slot, state.slots) == ("market", ["market", "market", "market", "black_market"])


def test_tax_relief_lowers_big_stock_cards_and_takes_the_black_market_slot(
    tmp_path: Path,
) -> None:
    state = at(tmp_path, event="7D", ann=["2D", "4D", "6H", "6D", "7H", "2C", "3S"])
    assert state.affected == (0,)  # Ann holds 7 cards; Ben and Cyd 2 (R8)
    assert (state.slot, state.slots) == ("market", [])  # no Black Market Action
    assert RULES.target_value(state, 0, "stock:S", ["9S", "5S"]) == 7 + 5  # 9♠ counts 9 − 2


def test_marauders_raise_big_stock_cards(tmp_path: Path) -> None:
    state = at(tmp_path, event="5C", ben=["3D", "6C"])
    assert state.affected == ()  # nobody holds 5 cards
    assert (state.slot, state.slots) == ("market", ["black_market"])
    assert RULES.target_value(state, 0, "stock:S", ["9S", "5S"]) == 11 + 7  # R9: FV ≥ 5: +2
    assert RULES.target_value(state, 0, "stock:H", ["4H"]) == 4


def test_marauders_raid_each_affected_treasury_once_at_the_round_start(tmp_path: Path) -> None:
    state = at(tmp_path, ann=["2D", "4D", "6D", "7H"], deck=["2H", "3C", "4C"])
    to_next_round(state)
    assert state.event.cards == ["4C"] and state.affected == (0,)
    log = lines(state)
    assert "Event: Marauders (4); affected (at least 4 cards): Ann." in log
    raid = [line for line in log if line.endswith(": Marauders raid Ann.")]
    assert len(raid) == 1 and len(state.players[0].treasury.cards) == 3


def test_eggs_to_nest_option_saves_a_raided_egg_r40(tmp_path: Path) -> None:
    parts: dict[str, object] = {
        "ann": ["AD", "AH"],
        "ben": ["3D"],
        "cyd": ["9D"],
        "deck": ["2H", "3C", "2C"],
    }
    state = at(tmp_path, **parts)
    to_next_round(state)
    assert sum(1 for c in state.hoard.cards if c[0] == "A") == 1
    state = at(tmp_path, options="options = { eggs_to_nest = true }", **parts)
    to_next_round(state)
    assert len(state.nest.cards) == 3 and all(c[0] != "A" for c in state.hoard.cards)
    assert any(
        line.endswith("goes back to the Dragon's Nest: Marauders raid Ann.")
        for line in lines(state)
    )


def test_crackdown_affected_players_cannot_seize_and_a_big_card_cannot_win_r10(
    tmp_path: Path,
) -> None:
    state = at(tmp_path, event="3S", ben=["3D", "5C", "6C"])
    assert state.affected == (1,)
    declare(state, "5S")
    exc = refused(state, 1, "seize_bid", card="3D")
    assert (exc.code, exc.message) == (
        "dml/crackdown-no-seize",
        "Contraband Crackdown (3): you hold 3 cards, so you can't seize.",
    )
    play(state, 1, "seize_pass")
    play(state, 2, "seize_bid", card="9D")  # a Spice card over the limit: a bluff (R10)
    assert "No card seizes: none is a Primary card within the limits." in lines(state)
    assert state.pending is not None and state.pending.kind == ROLL
    assert "9D" in state.players[2].treasury.cards


def test_decadence_bids_must_be_at_least_v(tmp_path: Path) -> None:
    state = at(tmp_path, event="5H", ann=["2D", "6D"])
    play(state, 0, "add_to_declaration", card="5S")
    exc = refused(state, 0, "add_bid", card="2D")
    assert (exc.code, exc.message) == (
        "dml/event-bid-limit",
        "Decadence (5): bids must be 5 or higher; 2♦ is 2.",
    )
    play(state, 0, "add_bid", card="6D")
    assert state.bids.cards == ["6D"]


def test_grand_opening_card_is_a_one_card_stock_worth_10_r11(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at(tmp_path, event="10C", ann=["2S", "6S"])
    assert (state.slot, state.slots) == ("market", ["market", "black_market"])  # + Carnival
    play(state, 0, "add_to_declaration", card="10C")
    assert RULES.target_value(state, 0, "event", ["10C"]) == 10
    play(state, 0, "add_bid", card="6S")  # Wood is bought with Iron: Target Value 4
    play(state, 0, "declare_acquisition")
    assert state.pending is not None and state.pending.kind == SEIZE  # seizable (R11)
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    script_dice(monkeypatch, (1, 2))
    play(state, 0, "roll")
    assert state.event.cards == ["10C"]  # failed, no seizer: back to the Event zone
    assert "Failure: 10♣ goes back." in lines(state)
    play(state, 0, "add_to_declaration", card="10C")
    play(state, 0, "declare_acquisition")
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    script_dice(monkeypatch, (4, 6))
    play(state, 0, "roll")
    assert state.event.cards == [] and "10C" in state.players[0].treasury.cards


def test_no_grand_opening_under_a_2_to_9_event(tmp_path: Path) -> None:
    state = at(tmp_path, event="5D")
    exc = refused(state, 0, "add_to_declaration", card="5D")
    assert (exc.code, exc.message) == (
        "dml/no-grand-opening",
        "There is no Grand Opening this Round: 5♦ is the Event.",
    )


def test_a_jack_drawn_as_the_event_goes_to_the_hoard_carnival_r7(tmp_path: Path) -> None:
    state = at(tmp_path, deck=["2H", "3C", "JS"])
    to_next_round(state)
    assert "J♠ goes to the Dragon's Hoard (not an Event)." in lines(state)
    assert state.event.cards == [] and state.event_kind == "carnival"


def test_a_joker_drawn_as_the_event_runs_the_foreign_merchant_r7(tmp_path: Path) -> None:
    state = at(tmp_path, deck=["2H", "3C", "JK1"])
    nest = len(state.nest.cards)
    to_next_round(state)
    log = lines(state)
    assert "The Event draw is a Joker: a Foreign Merchant." in log
    assert "A Foreign Merchant opens Black Market BM1 with 2 cards." in log
    assert "JK1" in state.markets[0].cards and len(state.nest.cards) == nest - 1
    assert state.event_kind == "carnival"


def test_a_joker_drawn_in_supply_gathers_the_hoard_and_an_egg(tmp_path: Path) -> None:
    state = at(tmp_path, deck=["JK1", "3C", "4C"], hoard=["7C", "QD"])
    skip_turn(state)
    pass_all(state)  # then Ben's Turn: Supply draws the Joker
    log = lines(state)
    assert "Supply: a Joker, the Foreign Merchant." in log
    assert "A Foreign Merchant opens Black Market BM1 with 4 cards." in log
    assert state.hoard.cards == [] and len(state.nest.cards) == 3


def test_woot_on_an_acquisition_runs_the_foreign_merchant_after_it_r38(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at(tmp_path, hoard=["7C"])
    declare(state, "9S")
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    script_dice(monkeypatch, (6, 6))
    play(state, 0, "roll")
    log = lines(state)
    took = log.index("Success: Ann takes 9♠.")
    assert log[took + 1] == "A Foreign Merchant opens Black Market BM1 with 2 cards."
    assert "7C" in state.markets[0].cards and "9S" in state.players[0].treasury.cards


def test_empty_foreign_merchant_makes_no_black_market_r23(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at(tmp_path, ben=["AD", "AH", "3D"], cyd=["AS", "AC"])
    declare(state, "9S")
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    script_dice(monkeypatch, (6, 6))
    play(state, 0, "roll")
    assert "A Foreign Merchant comes, but there is nothing to trade." in lines(state)
    assert state.markets == []


def test_dabo_rerolls_until_kept_then_wyvern_fails_and_besieges_r39(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at(tmp_path, ben=["AD", "3D", "5C", "6C"])
    declare(state, "5S")
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    dice = script_dice(monkeypatch, (2, 2), (3, 3), (1, 1))
    play(state, 0, "roll")
    assert state.pending is not None and state.pending.kind == "dabo"
    play(state, 0, "reroll_dabo")
    assert state.pending is not None and state.pending.kind == "dabo"  # a new Dabo!: again
    play(state, 0, "reroll_dabo")
    assert dice.rolled == [(2, 2), (3, 3), (1, 1)]
    log = lines(state)
    assert "Ann rolls 1 and 1, Wyvern Eyes (needs 5)." in log
    failed = log.index("Failure: 5♠ goes back.")
    assert log[failed + 1] == "Dragon Siege!"
    assert "Ben: 1 Egg, 0 Dragon Shields." in log
    assert len(state.players[1].treasury.cards) == 1  # ⌈3/2⌉ = 2 of 3 to the Hoard
    exc = refused(state, 0, "keep_roll")
    assert (exc.code, exc.message) == (
        "dml/no-reroll-wyvern",
        "Wyvern Eyes (1 and 1) is never re-rolled.",
    )


def test_a_kept_dabo_is_the_result(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    state = at(tmp_path)
    declare(state, "5S")
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    script_dice(monkeypatch, (4, 4))
    play(state, 0, "roll")
    play(state, 0, "keep_roll")
    assert "Ann keeps the Dabo!" in lines(state)
    assert "Success: Ann takes 5♠." in lines(state)


def test_seize_on_emblems_option_r15(tmp_path: Path) -> None:
    state = at(tmp_path, ben_court=["10H"], ann=["2C", "7C"])
    declare(state, "10H", bids=("7C",))
    assert state.pending is not None and state.pending.kind == ROLL  # no Seize Attempts
    assert state.dice is not None and state.dice.target == 3
    state = at(
        tmp_path, options="options = { seize_on_emblems = true }", ben_court=["10H"], ann=["7C"]
    )
    declare(state, "10H", bids=("7C",))
    assert state.pending is not None and state.pending.kind == SEIZE


def test_bidding_loop_rejections(tmp_path: Path) -> None:
    state = at(tmp_path, ann=SIX)
    declare(state, "5S")
    exc = refused(state, 1, "seize_bid", card=("3D", "5C"))
    assert (exc.code, exc.message) == (
        "dml/one-seize-card",
        "A Seize Attempt is exactly one face-down card, not 2.",
    )
    play(state, 1, "seize_bid", card="3D")
    play(state, 2, "seize_pass")
    assert state.pending is not None and state.pending.kind == BID
    cases = [
        (1, "bid_primary", ("5C",), "dml/not-your-bid-turn", "It is Ann's turn to bid or forfeit."),
        (
            0,
            "bid_secondary",
            ("4D",),
            "dml/wrong-buying-resource",
            "Iron's Secondary is Slaves ♥; 4♦ is Spice.",
        ),
        (0, "bid_primary", (), "dml/empty-bid", "Bid at least one card, or forfeit."),
        (0, "bid_primary", ("9D",), "dml/not-in-treasury", "9♦ is not in your Treasury."),
    ]
    for seat, kind, cards, code, message in cases:
        exc = refused(state, seat, kind, cards=cards)
        assert (exc.code, exc.message) == (code, message), kind
    play(state, 0, "bid_primary", cards=("2D",))
    exc = refused(state, 1, "bid_secondary", cards=("4H",))
    assert (exc.code, exc.message) == (
        "dml/secondary-active-only",
        "Only the Active Player plays Secondary cards; a seizer bids Primary cards.",
    )


def test_declaration_rejections(tmp_path: Path) -> None:
    state = at(tmp_path, ann_court=["10D"], ben_court=["JC"])
    exc = refused(state, 0, "declare_acquisition")
    assert (exc.code, exc.message) == (
        "dml/empty-declaration",
        "Choose at least one card to buy.",
    )
    exc = refused(state, 0, "add_to_declaration", card="10D")
    assert (exc.code, exc.message) == ("dml/own-emblem", "You can't buy your own Emblem 10♦.")
    exc = refused(state, 0, "add_to_declaration", card="QS")
    assert (exc.code, exc.message) == (
        "dml/no-such-emblem",
        "Q♠ is not an Emblem in anyone's Court.",
    )
    play(state, 0, "add_to_declaration", card="5S")
    exc = refused(state, 0, "add_to_declaration", card="JC")
    assert (exc.code, exc.message) == (
        "dml/mixed-stocks",
        "All declared cards must come from one Stock; you are buying from the Iron ♠ Stock.",
    )
    exc = refused(state, 0, "add_bid", card="9D")
    assert (exc.code, exc.message) == ("dml/bid-not-in-treasury", "9♦ is not in your Treasury.")


def test_black_market_attempt_with_the_heart_vantage_bonus(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at(tmp_path, ann_court=["JH"], markets=[["AD", "5H", "7C"]])
    exc = refused(state, 0, "black_market_attempt", market="bm:4", bids=())
    assert (exc.code, exc.message) == (
        "dml/no-such-black-market",
        "There is no Black Market 'bm:4'.",
    )
    exc = refused(state, 0, "black_market_attempt", market="bm:1", bids=("2D",))
    assert (exc.code, exc.message) == (
        "dml/black-market-no-bids",
        "A Black Market's Target Value is always 7; no bids.",
    )
    play(state, 0, "black_market_attempt", market="bm:1", bids=())  # substitutes a Market slot
    assert state.dice is not None and state.dice.target == 7
    script_dice(monkeypatch, (3, 4), (1, 2))
    play(state, 0, "roll")
    assert "Success: Ann takes 2 cards from BM1." in lines(state)
    mine = [line for line in lines(state, 0) if line.endswith(" from BM1.")]
    assert mine[-1].startswith("You take ") and mine[-1] not in lines(state, 1)
    assert len(state.players[0].treasury.cards) == 4 and len(state.markets[0].cards) == 1
    play(state, 0, "black_market_attempt", market="bm:1", bids=())
    play(state, 0, "roll")
    assert "Failure: BM1 stays shut." in lines(state)
    assert state.slot == "black_market"
    exc = refused(state, 0, "add_to_declaration", card="5S")
    assert (exc.code, exc.message) == (
        "dml/black-market-slot",
        "This is your Black Market Action: try a Black Market or skip it.",
    )


def test_an_emptied_black_market_closes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    state = at(tmp_path, ann_court=["JH"], markets=[["5H"], ["7C"]])
    play(state, 0, "black_market_attempt", market="bm:1", bids=())
    script_dice(monkeypatch, (5, 6))
    play(state, 0, "roll")
    assert "Success: Ann takes 1 card from BM1." in lines(state)
    assert "BM1 is empty and closes." in lines(state)
    assert [z.id for z in state.markets] == ["bm:2"]
    assert state.pending is not None and state.pending.kind == MARKET


def test_static_bonus_counts_once_per_emblem_per_attempt_r12(tmp_path: Path) -> None:
    state = at(tmp_path, ann_court=["QS", "10S"])
    assert RULES.target_value(state, 0, "stock:S", ["5S", "9S"]) == 14 - 2 - 1
    assert RULES.target_value(state, 1, "stock:S", ["5S", "9S"]) == 14  # Ben's own: none


def test_no_black_market_means_no_black_market_action_r24(tmp_path: Path) -> None:
    state = at(tmp_path)
    play(state, 0, "skip_action")
    play(state, 0, "skip_action")
    assert "Ann has no Black Market to try." in lines(state)
    assert state.pending is not None and state.pending.kind == "power"


def test_woot_on_a_black_market_attempt_opens_another(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = at(tmp_path, markets=[["5H", "7C"]], hoard=["QD"])
    play(state, 0, "black_market_attempt", market="bm:1", bids=())
    script_dice(monkeypatch, (6, 6))
    play(state, 0, "roll")
    log = lines(state)
    took = log.index("Success: Ann takes 1 card from BM1.")
    assert log[took + 1] == "A Foreign Merchant opens Black Market BM2 with 2 cards."
    assert [z.id for z in state.markets] == ["bm:1", "bm:2"]
