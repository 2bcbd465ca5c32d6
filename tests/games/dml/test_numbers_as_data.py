"""DML's numbers are the card file's: each changed in a copy of the file changes the game
as its ruling says (exact numbers, both sides of every threshold), and whole bot games
play with them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.runner import play as play_game
from game.games.dml import ENTRY, flow, market, ops, standing
from game.games.dml.rules import DmlRules
from game.games.dml.state import DmlState
from tests.games.dml.driving import lines, script_dice, text
from tests.games.dml.golden import GOLDEN, one_game
from tests.games.dml.helpers import RULES
from tests.games.dml.numbers import number, position_under, rules_with

SHIELD = (
    'vantage = "dragon_shield"        # each Emblem shields this many Eggs in a Dragon Siege '
    "(§1.8)\nvantage_amount = 1"
)


def act(rules: DmlRules, state: DmlState, seat: int, kind: str, **args: object) -> None:
    rules.apply(state, Move.make(seat, kind, None, **args))


def scored(rules: DmlRules, state: DmlState) -> dict[str, int]:
    p = state.players[0]
    p.king.cards = ["KS"]
    p.treasury.cards = ["5S", "7S", "AC", "4D"]
    p.court.cards = ["10S", "QS"]
    return standing.breakdown(rules.cat, state, 0)


def test_egg_points_change_what_an_egg_scores(tmp_path: Path) -> None:
    """§4.1: each Egg in a Treasury scores `egg_points` (20 shipped)."""
    rules = rules_with(tmp_path, number("egg_points", 20, 35))
    state = position_under(rules, text(), tmp_path)
    assert scored(rules, state)["eggs"] == 35
    assert scored(RULES, position_under(RULES, text(), tmp_path))["eggs"] == 20


def test_king_multiplier_and_guild_house_value(tmp_path: Path) -> None:
    """§4.1: Iron (5 + 7 + the 10) times the King's multiplier; the 10's value is data."""
    rules = rules_with(tmp_path, number("king_multiplier", 2, 3), ("value = 10\n", "value = 12\n"))
    state = position_under(rules, text(), tmp_path)
    parts = scored(rules, state)
    assert parts["S"] == (5 + 7 + 12) * 3 == 72
    assert parts["guild"] == 4  # 2 per 2–9 Iron in the Treasury: unchanged
    assert standing.points(rules.cat, state, 0) == 72 + 4 + 4 + 20


def test_a_guild_house_worth_12_counts_12_toward_a_target_value(tmp_path: Path) -> None:
    rules = rules_with(tmp_path, ("value = 10\n", "value = 12\n"))
    state = position_under(rules, text(stocks=["10S"]), tmp_path)
    assert rules.target_value(state, 0, "stock:S", ["10S"]) == 12
    assert RULES.target_value(state, 0, "stock:S", ["10S"]) == 10


def test_target_limit_both_sides(tmp_path: Path) -> None:
    """R16: 9♠ + 5♠ is Target Value 14; refused over a limit of 13, declared at 14."""
    for limit, accepted in ((13, False), (14, True)):
        rules = rules_with(tmp_path, number("target_limit", 12, limit))
        state = position_under(rules, text(), tmp_path)
        act(rules, state, 0, "add_to_declaration", card="9S")
        act(rules, state, 0, "add_to_declaration", card="5S")
        if accepted:
            act(rules, state, 0, "declare_acquisition")
            assert state.acq is not None and state.acq.declared
        else:
            with pytest.raises(IllegalMove) as caught:
                act(rules, state, 0, "declare_acquisition")
            assert caught.value.code == "dml/target-over-12"
            assert caught.value.message == (
                "Target Value 14 exceeds 13: bid at least 1 more in Spice ♦."
            )


def test_emblem_value_is_an_emblems_target_value(tmp_path: Path) -> None:
    """R15: an attempt on another player's Emblem counts `emblem_value` (10 shipped)."""
    rules = rules_with(tmp_path, number("emblem_value", 10, 8))
    state = position_under(rules, text(ben_court=["JH"]), tmp_path)
    assert rules.target_value(state, 0, "court:1", ["JH"]) == 8
    assert RULES.target_value(state, 0, "court:1", ["JH"]) == 10


def test_three_eggs_win_when_the_file_says_three(tmp_path: Path) -> None:
    """§4.2: Ultimate Victory at `ultimate_victory_eggs` Eggs; two are not enough."""
    rules = rules_with(tmp_path, number("ultimate_victory_eggs", 4, 3))
    for eggs, wins in ((["AC", "AD"], False), (["AC", "AD", "AH"], True)):
        state = position_under(rules, text(), tmp_path)
        state.players[1].treasury.cards = [*eggs, "5C"]
        assert ops.check_wins(rules.cat, state) is wins
        if wins:
            assert state.result is not None and state.result.winners == (1,)
            assert state.result.how == "Ultimate Victory"
    shipped = position_under(RULES, text(), tmp_path)
    shipped.players[1].treasury.cards = ["AC", "AD", "AH", "5C"]
    assert not ops.check_wins(RULES.cat, shipped)


def test_a_monopoly_of_six_when_the_file_says_six(tmp_path: Path) -> None:
    rules = rules_with(tmp_path, number("monopoly_cards", 8, 6))
    for count, wins in ((5, False), (6, True)):
        state = position_under(rules, text(), tmp_path)
        state.players[2].treasury.cards = [f"{r}C" for r in range(2, 2 + count)]
        assert ops.check_wins(rules.cat, state) is wins
    assert state.result is not None and state.result.how == "Monopoly in Wood ♣"


def test_carnival_actions(tmp_path: Path) -> None:
    """§1.6: Carnival of Coin gives everyone `carnival_actions` extra Market Actions."""
    rules = rules_with(tmp_path, number("carnival_actions", 1, 2))
    state = position_under(rules, text(), tmp_path)
    assert state.event_kind == "carnival"
    assert (state.slot, state.slots) == ("market", ["market", "market", "black_market"])


def test_marauders_discard(tmp_path: Path) -> None:
    """§1.6: each player Marauders affect loses `marauders_discard` random cards."""
    rules = rules_with(tmp_path, number("marauders_discard", 1, 2))
    for lost, under in ((2, rules), (1, RULES)):
        state = position_under(under, text(ann=["2D", "4D", "6D", "7H"]), tmp_path)
        state.deck.cards.remove("4C")
        state.event.cards = ["4C"]  # Marauders 4: Ann holds 4 cards
        state.log.clear()
        flow.event_effects(under.cat, state)
        assert state.affected == (0,)
        assert len(state.players[0].treasury.cards) == 4 - lost
        raids = [line for line in lines(state) if "Marauders raid Ann" in line]
        assert len(raids) == lost


def test_a_vantage_is_the_suits_data(tmp_path: Path) -> None:
    """§1.4: Spice Emblems give `vantage_amount` Market Actions each; a designer may give
    Wood (none shipped, R13) the Spice Vantage."""
    spice = (
        'vantage_amount = 1\nvantage_text = "One extra',
        'vantage_amount = 2\nvantage_text = "Two',
    )
    rules = rules_with(tmp_path, spice)
    state = position_under(rules, text(ann_court=["JD"]), tmp_path)
    assert state.slots == ["market", "market", "market", "black_market"]  # 1 + Carnival + 2
    rules = rules_with(tmp_path, ('vantage = "none"', 'vantage = "market_action"'))
    state = position_under(rules, text(ann_court=["JC"]), tmp_path)
    assert state.slots == ["market", "market", "black_market"]
    state = position_under(RULES, text(ann_court=["JC"]), tmp_path)
    assert state.slots == ["market", "black_market"]


def test_the_dragon_shield_covers_vantage_amount_eggs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """§1.8: with two Eggs and one Iron Emblem shielding two, a Siege spares the player."""
    for amount, safe in ((1, False), (2, True)):
        shield = SHIELD.replace("vantage_amount = 1", f"vantage_amount = {amount}")
        rules = rules_with(tmp_path, (SHIELD, shield))
        state = position_under(rules, text(ann=["AC", "AD", "4D"], ann_court=["JS"]), tmp_path)
        flow.dragon_siege(rules.cat, state)
        assert ("AC" in state.players[0].treasury.cards) is safe


def test_whole_bot_games_play_with_changed_numbers(tmp_path: Path) -> None:
    """A designer's numbers from data alone: the default bots finish at 3 and 4 seats,
    and the games are not the shipped file's."""
    rules = rules_with(
        tmp_path,
        number("egg_points", 20, 30),
        number("target_limit", 12, 10),
        number("ultimate_victory_eggs", 4, 3),
        number("monopoly_cards", 8, 6),
        ("value = 10\n", "value = 12\n"),
    )
    pinned = {(g["bot"], g["seats"], g["seed"]): g for g in json.loads(GOLDEN.read_text())}
    differ = 0
    for seats in (3, 4):
        for seed in range(2):
            game = one_game(rules, ENTRY.default_bot, seats, seed)
            assert game["winners"] is not None and game["moves"] <= ENTRY.max_moves
            differ += game != pinned[(ENTRY.default_bot, seats, seed)]
    assert differ == 4
    bots = [ENTRY.make_bot("random", s, rules) for s in range(3)]
    assert play_game(rules, bots, 5, max_moves=ENTRY.max_moves).result is not None


def test_a_designers_limit_is_what_the_bots_respect(tmp_path: Path) -> None:
    """The bots read the same file: under a limit of 8 no declaration they make is over 8."""
    rules = rules_with(tmp_path, number("target_limit", 12, 8))
    highest = 0

    def watch(state: DmlState, move: Move) -> None:
        nonlocal highest
        if move.kind == "declare_acquisition":
            highest = max(highest, market.current_tv(rules.cat, state))

    bots = [ENTRY.make_bot(ENTRY.default_bot, s, rules) for s in range(3)]
    play_game(rules, bots, 1, max_moves=ENTRY.max_moves, on_move=watch)
    assert 0 < highest <= 8


def test_black_market_cards_with_and_without_the_heart_vantage(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """§3.7: a success takes `black_market_cards` random cards, one more per Hearts
    Emblem (§1.4), never more than the Black Market holds."""
    rules = rules_with(tmp_path, number("black_market_cards", 1, 2))
    for court, taken in (([], 2), (["JH"], 3), (["JH", "QH"], 3)):
        market_cards = ["AD", "5H", "7C"]
        state = position_under(rules, text(ann_court=court, markets=[market_cards]), tmp_path)
        act(rules, state, 0, "black_market_attempt", market="bm:1", bids=())
        script_dice(monkeypatch, (3, 4))
        act(rules, state, 0, "roll")
        assert len(state.players[0].treasury.cards) == 2 + taken
        assert f"Success: Ann takes {taken} cards from BM1." in lines(state)
