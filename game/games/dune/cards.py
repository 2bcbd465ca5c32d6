"""Dragon Dune's numbers and faction texts, read from `assets/cards/dune.toml`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError

LETTERS = ("D", "E", "G", "O")


@dataclass(frozen=True, slots=True)
class FactionSpec:
    letter: str
    name: str
    suit: str
    gold: int
    artifacts: int
    hand_limit: int
    tokens: dict[str, int]  # starting tokens per region
    conscript: int
    move_range: int
    power: str
    ace: str
    alliance: str


@dataclass(frozen=True, slots=True)
class DuneData:
    path: str
    factions: tuple[FactionSpec, ...]  # in seat order D, E, G, O
    tokens: int
    turns: int
    income: int
    gold_per_token: int
    graveyard_return: int
    griffin_range: int
    mercenary_city: int
    mercenary_other: int
    cities_alone: int
    cities_alliance: int
    elf_ace_tokens: int


def _int(path: str, where: str, table: dict[str, Any], key: str, default: int | None = None) -> int:
    value = table.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise DataError(path, f"{where}: '{key}' must be a whole number of 0 or more.")
    return value


def _str(path: str, where: str, table: dict[str, Any], key: str) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value:
        raise DataError(path, f"{where}: '{key}' must be a text.")
    return value


def load_dune_data(path: Path) -> DuneData:
    """Read and check the file; a bad one raises DataError naming the file and the field."""
    shown = str(path)
    data = read_toml(path, "card file")
    game = data.get("game")
    if not isinstance(game, dict):
        raise DataError(shown, "there is no [game] table.")
    raw = data.get("faction")
    if not isinstance(raw, list) or [f.get("letter") for f in raw] != list(LETTERS):
        raise DataError(shown, "there must be four [[faction]] tables, D, E, G and O in order.")
    conscript = _int(shown, "[game]", game, "conscript")
    move_range = _int(shown, "[game]", game, "move_range")
    factions = []
    for table in raw:
        where = f"faction {table.get('letter')}"
        tokens = table.get("tokens", {})
        if not isinstance(tokens, dict) or not all(
            isinstance(n, int) and n > 0 for n in tokens.values()
        ):
            raise DataError(shown, f"{where}: 'tokens' must map regions to counts.")
        factions.append(
            FactionSpec(
                letter=_str(shown, where, table, "letter"),
                name=_str(shown, where, table, "name"),
                suit=_str(shown, where, table, "suit"),
                gold=_int(shown, where, table, "gold"),
                artifacts=_int(shown, where, table, "artifacts"),
                hand_limit=_int(shown, where, table, "hand_limit"),
                tokens=dict(tokens),
                conscript=_int(shown, where, table, "conscript", conscript),
                move_range=_int(shown, where, table, "move_range", move_range),
                power=_str(shown, where, table, "power"),
                ace=_str(shown, where, table, "ace"),
                alliance=_str(shown, where, table, "alliance"),
            )
        )
    return DuneData(
        shown,
        tuple(factions),
        tokens=_int(shown, "[game]", game, "tokens"),
        turns=_int(shown, "[game]", game, "turns"),
        income=_int(shown, "[game]", game, "income"),
        gold_per_token=_int(shown, "[game]", game, "gold_per_token"),
        graveyard_return=_int(shown, "[game]", game, "graveyard_return"),
        griffin_range=_int(shown, "[game]", game, "griffin_range"),
        mercenary_city=_int(shown, "[game]", game, "mercenary_city"),
        mercenary_other=_int(shown, "[game]", game, "mercenary_other"),
        cities_alone=_int(shown, "[game]", game, "cities_alone"),
        cities_alliance=_int(shown, "[game]", game, "cities_alliance"),
        elf_ace_tokens=_int(shown, "[game]", game, "elf_ace_tokens"),
    )


@cache
def default_data() -> DuneData:
    return load_dune_data(paths.card_file("dune"))
