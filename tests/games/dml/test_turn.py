"""DML's Turn and Round edges: Restock counts Stock Resources only (R26), Supply and the
End Stage on an empty Deck (R25, R42), the instant wins' order (§4.2, R51) and
`game-over` (§7 step 1)."""

from __future__ import annotations

from pathlib import Path

from game.games.dml import ops
from tests.games.dml.driving import lines, pass_all, skip_turn, text, to_next_round
from tests.games.dml.helpers import RULES, position, refused


def test_restock_draws_until_three_stock_resources_r26(tmp_path: Path) -> None:
    state = position(text(stocks=["5S"], deck=["2H", "QD", "3C", "4C"]), tmp_path)
    assert ops.resources_in_stocks(state) == 1
    skip_turn(state)
    log = lines(state)
    at = log.index("Restock: 2♥ goes to the Slaves ♥ Stock.")
    assert log[at + 1 : at + 3] == [
        "Q♦ goes to the Dragon's Hoard (Restock).",
        "Restock: 3♣ goes to the Wood ♣ Stock.",
    ]
    assert ops.resources_in_stocks(state) == 3 and state.deck.cards[-1] == "4C"
    pass_all(state)
    assert "Supply: 4♣ goes to the Wood ♣ Stock." in lines(state)  # R25: exactly one


def test_an_empty_deck_skips_supply_and_ends_the_game_at_the_event_phase_r42(
    tmp_path: Path,
) -> None:
    state = position(text(), tmp_path)
    state.deck.cards = []
    to_next_round(state)
    log = lines(state)
    assert not any(line.startswith("Supply") for line in log)
    assert "The Event Deck is empty: the End Stage." in log
    assert state.result is not None
    exc = refused(state, 0, "skip_action")
    assert (exc.code, exc.message) == ("dml/game-over", "The game is over.")


def test_instant_wins_outside_a_turn_go_to_the_first_from_the_dealer(tmp_path: Path) -> None:
    state = position(text(), tmp_path)
    state.active, state.dealer = -1, 1
    state.players[0].treasury.cards = [f"{r}C" for r in range(2, 10)]
    state.players[2].treasury.cards = [f"{r}H" for r in range(2, 10)]
    assert ops.check_wins(RULES.cat, state)
    assert state.result is not None and state.result.winners == (2,)
    assert state.result.how == "Monopoly in Slaves ♥"


def test_an_egg_never_completes_a_monopoly_r51(tmp_path: Path) -> None:
    state = position(text(), tmp_path)
    state.players[0].treasury.cards = [f"{r}C" for r in range(3, 10)] + ["AC", "10C"]
    assert not ops.check_wins(RULES.cat, state)
    state.players[0].treasury.cards = ["AC", "AD", "AH", "AS"]
    assert ops.check_wins(RULES.cat, state)
    assert state.result is not None and state.result.winners == (0,)
