"""DML rules with the reference's numbers and messages: the Target Value (§3.6, R16,
R18, R21), the Wheel of Profit, seizes (R19), the bidding loop (R20), Dabo! (R39),
the End Stage (§4.1, R43) and the instant wins (§4.2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.errors import IllegalMove
from game.games.dml import ops, standing
from game.games.dml.state import BID, DABO, MARKET, ROLL, SEIZE, DmlState
from tests.games.dml.helpers import RULES, play, position, refused

IRON = """\
[game]
seed = 1
seats = ["Ann", "Ben", "Cyd"]

[round]
dealer = "Ann"
active = "Ann"
round = 2
event = "{event}"

[market]
stocks = ["5S", "9S", "8S"]
deck = ["2H", "3C", "4C"]

[player.Ann]
king = "KS"
treasury = ["2D", "4D", "4H", "6D", "7H", "2C"]

[player.Ben]
king = "KD"
treasury = ["3D", "5C"]

[player.Cyd]
king = "KH"
treasury = ["9D", "4S"]
"""


def iron(tmp_path: Path, event: str = "10C") -> DmlState:
    """The Iron position; the default Event is a Grand Opening: nothing changes Iron's TV."""
    return position(IRON.replace("{event}", event), tmp_path)


def test_worked_example_target_value_r18(tmp_path: Path) -> None:
    """Iron 5, P bids 2♦ → 3; B seizes with 3♦ → 6; P bids 4♦ → 2 (the seed prints 8, R18)."""
    state = iron(tmp_path)
    assert state.pending is not None and state.pending.kind == MARKET
    play(state, 0, "add_to_declaration", card="5S")
    assert RULES.target_value(state, 0, "stock:S", ["5S"]) == 5
    play(state, 0, "add_bid", card="2D")
    play(state, 0, "declare_acquisition")
    assert state.pending.kind == SEIZE and state.pending.seats == (1,)
    play(state, 1, "seize_bid", card="3D")
    play(state, 2, "seize_pass")
    assert state.acq is not None and state.acq.seizer == 1
    assert "Ben seizes with 3♦: Target Value 6." in [line.text for line in state.log]
    assert state.pending.kind == BID and state.pending.seats == (0,)
    play(state, 0, "bid_primary", cards=("4D",))
    assert "Ann bids 4♦ (4): Target Value 2." in [line.text for line in state.log]


def test_secondary_cancels_the_seizer_and_excess_is_lost_r21(tmp_path: Path) -> None:
    state = iron(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    play(state, 0, "add_bid", card="2D")
    play(state, 0, "declare_acquisition")
    play(state, 1, "seize_bid", card="3D")
    play(state, 2, "seize_pass")
    play(state, 0, "bid_secondary", cards=("4H",))
    assert state.acq is not None and state.acq.net == 0
    assert "Ann counters with 4♥ (4): Target Value 3." in [line.text for line in state.log]
    assert state.pending is not None and state.pending.seats == (1,)  # strict alternation


def test_target_over_12_names_the_missing_bid_r16(tmp_path: Path) -> None:
    state = iron(tmp_path)
    play(state, 0, "add_to_declaration", card="9S")
    play(state, 0, "add_to_declaration", card="8S")
    exc = refused(state, 0, "declare_acquisition")
    assert exc.code == "dml/target-over-12"
    assert exc.message == "Target Value 17 exceeds 12: bid at least 5 more in Spice ♦."


def test_wrong_buying_resource_names_the_wheel(tmp_path: Path) -> None:
    state = iron(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    exc = refused(state, 0, "add_bid", card="4H")
    assert (exc.code, exc.message) == (
        "dml/wrong-buying-resource",
        "Iron is bought with Spice ♦; 4♥ is Slaves.",
    )


def test_crackdown_bid_limit_and_no_seize(tmp_path: Path) -> None:
    state = iron(tmp_path, event="3S")  # Contraband Crackdown (3); Ann holds 6 cards
    play(state, 0, "add_to_declaration", card="5S")
    exc = refused(state, 0, "add_bid", card="6D")
    assert (exc.code, exc.message) == (
        "dml/event-bid-limit",
        "Contraband Crackdown (3): bids must be 3 or lower; 6♦ is 6.",
    )
    play(state, 0, "add_bid", card="2D")
    play(state, 0, "declare_acquisition")  # Ben holds 2 cards: he may seize
    play(state, 1, "seize_pass")
    assert state.affected == (0,)


def test_mixed_stocks_and_black_market_no_bids(tmp_path: Path) -> None:
    state = iron(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    exc = refused(state, 0, "add_to_declaration", card="2H")
    assert exc.code == "dml/not-in-stock"


def test_seize_is_secret_until_all_have_chosen_r19(tmp_path: Path) -> None:
    state = iron(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    play(state, 0, "declare_acquisition")
    play(state, 1, "seize_bid", card="5C")  # a bluff
    view = RULES.view(state, 2)
    assert "5C" not in str(view.players[1].seize.cards)
    assert view.pending is not None and view.pending.answers == {1: "answered"}
    exc = refused(state, 0, "seize_pass")
    assert exc.code == "dml/own-attempt"
    play(state, 2, "seize_bid", card="9D")
    assert state.acq is not None and state.acq.seizer == 2  # 9♦ is Spice: Iron's Primary
    assert "5C" in state.players[1].treasury.cards  # the bluff goes home


def test_dabo_rejection_names_the_last_roll(tmp_path: Path) -> None:
    state = iron(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    play(state, 0, "declare_acquisition")
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    assert state.pending is not None and state.pending.kind == ROLL
    state.last_dice = (4, 5)
    exc = refused(state, 0, "reroll_dabo")
    assert (exc.code, exc.message) == (
        "dml/no-dabo",
        "Only doubles 2–5 can be re-rolled; you rolled 4 and 5.",
    )
    state.last_dice = (6, 6)
    assert refused(state, 0, "keep_roll").code == "dml/no-reroll-woot"


def test_not_your_decision_names_who_is_waited_for(tmp_path: Path) -> None:
    state = iron(tmp_path)
    exc = refused(state, 1, "skip_action")
    assert (exc.code, exc.message) == (
        "dml/not-your-decision",
        "Waiting for Ann to use a Market action.",
    )
    exc = refused(state, 0, "seize_pass")
    assert exc.code == "dml/wrong-step"
    assert (
        exc.message == "You can't pass on seizing now: the Market Phase is waiting for an action."
    )


def test_roll_resolves_and_bids_go_to_their_stocks_r22(tmp_path: Path) -> None:
    state = iron(tmp_path)
    play(state, 0, "add_to_declaration", card="5S")
    play(state, 0, "add_bid", card="2D")
    play(state, 0, "declare_acquisition")
    play(state, 1, "seize_pass")
    play(state, 2, "seize_pass")
    for _ in range(10):
        if state.pending is None or state.pending.kind not in (ROLL, DABO):
            break
        kind = "roll" if state.pending.kind == ROLL else "keep_roll"
        play(state, 0, kind)
    dice = state.last_dice
    if ops.succeeds(dice, 3):
        assert "5S" in state.players[0].treasury.cards
    else:
        assert "5S" in state.stock("S").cards
    assert "2D" in state.stock("D").cards


def test_end_stage_scoring_king_double_and_guild(tmp_path: Path) -> None:
    state = iron(tmp_path)
    p = state.players[0]
    p.king.cards = ["KS"]
    p.treasury.cards = ["5S", "7S", "AC", "4D"]
    p.court.cards = ["10S", "QS"]
    parts = standing.breakdown(RULES.cat, state, 0)
    # Iron: (5 + 7 + 10) doubled = 44; Spice 4; the 10♠: 2 per 2–9 ♠ in the Treasury = 4; an Egg 20
    assert parts == {"H": 0, "D": 4, "S": 44, "C": 0, "guild": 4, "eggs": 20}
    assert standing.points(RULES.cat, state, 0) == 72


def test_tie_for_most_points_has_no_winner_unless_eggs_option(tmp_path: Path) -> None:
    state = iron(tmp_path)
    state.players[0].treasury.cards = ["AC"]
    assert standing.winners(RULES.cat, state, [30, 30, 10]) == (
        (),
        "a tie at 30 points: nobody wins",
    )
    state.options["tiebreak_eggs"] = True
    assert standing.winners(RULES.cat, state, [30, 30, 10])[0] == (0,)


def test_instant_wins_and_their_tie_order(tmp_path: Path) -> None:
    state = iron(tmp_path)
    state.players[1].treasury.cards = ["AC", "AD", "AH", "AS"]
    state.players[2].treasury.cards = [f"{r}C" for r in range(2, 10)]
    state.active = 2
    assert ops.check_wins(RULES.cat, state)
    assert state.result is not None and state.result.winners == (2,)
    assert state.result.how == "Monopoly in Wood ♣"


def test_player_count_r1() -> None:
    with pytest.raises(IllegalMove) as caught:
        RULES.new_game(["A", "B"], 1)
    assert caught.value.code == "dml/player-count"
    assert str(caught.value) == "DML needs 3 or 4 players; 2-player mode is not supported."


def test_wheel_of_profit_stocks_for() -> None:
    assert RULES.stocks_for("4D") == ("stock:S", "stock:C")  # Spice buys Iron, then Wood
    assert RULES.stocks_for("AS") == ()
