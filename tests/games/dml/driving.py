"""Scripted dice and a few steps that walk a DML position forward, for the rule tests."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

from game.games.dml import ops
from game.games.dml.state import MARKET, POWER, DmlState
from tests.games.dml.helpers import play

BASE = """\
[game]
seed = 3
seats = ["Ann", "Ben", "Cyd"]
{options}
[round]
dealer = "Ann"
active = "Ann"
round = 2
event = "{event}"

[market]
stocks = {stocks}
black_markets = {markets}
hoard = {hoard}
deck = {deck}

[player.Ann]
king = "KS"
treasury = {ann}
court = {ann_court}

[player.Ben]
king = "KD"
treasury = {ben}
court = {ben_court}

[player.Cyd]
king = "KH"
treasury = {cyd}
court = {cyd_court}
"""

DEFAULTS: dict[str, object] = {
    "options": "",
    "event": "",
    "stocks": ["5S", "9S", "4H"],
    "markets": [],
    "hoard": [],
    "deck": ["2H", "3C", "4C"],
    "ann": ["2D", "4D"],
    "ann_court": [],
    "ben": ["3D", "5C"],
    "ben_court": [],
    "cyd": ["9D", "4S"],
    "cyd_court": [],
}


def text(**parts: object) -> str:
    """The base position (Ann deals and is active; the Stocks hold 5♠, 9♠, 4♥) with
    some parts replaced: lists of card ids, `event` a card id or "", `options` TOML."""
    values = {**DEFAULTS, **parts}
    return BASE.format(**{k: _toml(v) for k, v in values.items()})


def _toml(item: object) -> str:
    if isinstance(item, list):
        return "[" + ", ".join(_toml(x) if isinstance(x, list) else f'"{x}"' for x in item) + "]"
    return str(item)


class Dice:
    """Rolls the tests choose, in order; `rolled` lists what was used."""

    def __init__(self, rolls: Sequence[tuple[int, int]]) -> None:
        self._rolls: Iterator[tuple[int, int]] = iter(rolls)
        self.rolled: list[tuple[int, int]] = []

    def __call__(self, state: DmlState) -> tuple[int, int]:
        dice = next(self._rolls)
        state.last_dice = dice
        self.rolled.append(dice)
        return dice


def script_dice(monkeypatch: pytest.MonkeyPatch, *rolls: tuple[int, int]) -> Dice:
    dice = Dice(rolls)
    monkeypatch.setattr(ops, "roll_dice", dice)
    return dice


def skip_turn(state: DmlState) -> None:
    """The Active Player skips every slot left."""
    for _ in range(10):
        if state.pending is None or state.pending.kind != MARKET:
            return
        play(state, state.pending.seats[0], "skip_action")
    raise AssertionError("the Turn did not end")


def pass_all(state: DmlState) -> list[int]:
    """Everyone passes the Character Power Phase; returns who was asked, in order."""
    asked: list[int] = []
    start = state.round
    for _ in range(10):
        if state.pending is None or state.pending.kind != POWER or state.round != start:
            return asked
        seat = state.pending.seats[0]
        asked.append(seat)
        play(state, seat, "pass_power")
    raise AssertionError("the Character Power Phase did not end")


def to_phase(state: DmlState) -> None:
    """From the Active Player's Market Phase to the next Character Power Phase."""
    skip_turn(state)
    assert state.pending is not None and state.pending.kind == POWER


def to_next_round(state: DmlState) -> list[str]:
    """Every Turn skipped and every phase passed until the next Round starts; returns
    what happened, as ("cpp", seats asked) and ("turn", seat) steps in words."""
    start = state.round
    steps: list[str] = []
    for _ in range(40):
        if state.round != start or state.result is not None:
            return steps
        assert state.pending is not None
        if state.pending.kind == POWER:
            steps.append("cpp " + "".join(str(s) for s in pass_all(state)))
        else:
            steps.append(f"turn {state.active}")
            skip_turn(state)
    raise AssertionError("the Round did not end")


def lines(state: DmlState, seat: int | None = None) -> list[str]:
    """The log lines `seat` sees (None: the public ones only)."""
    return [line.text for line in state.log if line.seat is None or line.seat == seat]
