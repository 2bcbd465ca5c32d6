"""Positions for DML tests, built from scenario text."""

from __future__ import annotations

from pathlib import Path

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.scenario import read_scenario
from game.games.dml import ENTRY
from game.games.dml.rules import DmlRules
from game.games.dml.state import DmlState

RULES = DmlRules()


def position(text: str, tmp_path: Path) -> DmlState:
    path = tmp_path / "position.toml"
    path.write_text(text, encoding="utf-8")
    state = read_scenario(path, ENTRY, RULES).state(RULES)
    assert isinstance(state, DmlState)
    return state


def play(state: DmlState, seat: int, kind: str, **args: object) -> DmlState:
    return RULES.apply(state, Move.make(seat, kind, None, **args))


def refused(state: DmlState, seat: int, kind: str, **args: object) -> IllegalMove:
    before = state.clone()
    try:
        RULES.apply(state, Move.make(seat, kind, None, **args))
    except IllegalMove as exc:
        assert state == before
        return exc
    raise AssertionError(f"{kind} was accepted")
