"""A designer's copy of the DML card file with some lines changed, its rules, and
positions played under them."""

from __future__ import annotations

from pathlib import Path

from game import paths
from game.core.scenario import read_scenario
from game.games.dml import ENTRY
from game.games.dml.cards import load_catalog
from game.games.dml.rules import DmlRules
from game.games.dml.state import DmlState

SHIPPED = paths.card_file("dml").read_text(encoding="utf-8")


def changed_file(tmp_path: Path, *changes: tuple[str, str], name: str = "dml.toml") -> Path:
    """The shipped card file with each `old` text replaced by `new` (each must be there)."""
    text = SHIPPED
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def rules_with(tmp_path: Path, *changes: tuple[str, str]) -> DmlRules:
    return DmlRules(load_catalog(changed_file(tmp_path, *changes)))


def number(name: str, old: int, new: int) -> tuple[str, str]:
    """The change of one `[numbers]` line."""
    return (f"\n{name} = {old} ", f"\n{name} = {new} ")


def position_under(rules: DmlRules, scenario: str, tmp_path: Path) -> DmlState:
    path = tmp_path / "position.toml"
    path.write_text(scenario, encoding="utf-8")
    state = read_scenario(path, ENTRY, rules).state(rules)
    assert isinstance(state, DmlState)
    return state
