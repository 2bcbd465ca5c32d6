"""Dragon Dune's numbers and faction texts, read from `assets/cards/dune.toml`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError
from game.core.strict import Collect

LETTERS = ("D", "E", "G", "O")
# The keys each table of the file may hold: any other is a slip, named with a guess.
FILE_KEYS = ("game", "faction")
GAME_KEYS = (
    "tokens",
    "turns",
    "income",
    "gold_per_token",
    "graveyard_return",
    "conscript",
    "move_range",
    "griffin_range",
    "mercenary_city",
    "mercenary_other",
    "cities_alone",
    "cities_alliance",
    "elf_ace_tokens",
)
FACTION_KEYS = (
    "letter",
    "name",
    "suit",
    "gold",
    "artifacts",
    "hand_limit",
    "tokens",
    "conscript",
    "move_range",
    "power",
    "ace",
    "alliance",
)


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
    if key not in table and default is None:
        raise DataError(path, f"{where} has no '{key}'.")
    value = table.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise DataError(path, f"{where}: '{key}' must be a whole number of 0 or more.")
    return value


def _str(path: str, where: str, table: dict[str, Any], key: str) -> str:
    if key not in table:
        raise DataError(path, f"{where} has no '{key}'.")
    value = table.get(key)
    if not isinstance(value, str) or not value:
        raise DataError(path, f"{where}: '{key}' must be a text.")
    return value


def _faction(path: str, table: dict[str, Any], numbers: dict[str, int]) -> FactionSpec:
    where = f"faction {table.get('letter')}"
    tokens = table.get("tokens", {})
    if not isinstance(tokens, dict) or not all(
        isinstance(n, int) and n > 0 for n in tokens.values()
    ):
        raise DataError(path, f"{where}: 'tokens' must map regions to counts.")
    return FactionSpec(
        letter=_str(path, where, table, "letter"),
        name=_str(path, where, table, "name"),
        suit=_str(path, where, table, "suit"),
        gold=_int(path, where, table, "gold"),
        artifacts=_int(path, where, table, "artifacts"),
        hand_limit=_int(path, where, table, "hand_limit"),
        tokens=dict(tokens),
        conscript=_int(path, where, table, "conscript", numbers["conscript"]),
        move_range=_int(path, where, table, "move_range", numbers["move_range"]),
        power=_str(path, where, table, "power"),
        ace=_str(path, where, table, "ace"),
        alliance=_str(path, where, table, "alliance"),
    )


def load_dune_data(path: Path) -> DuneData:
    """Read and check the file; a bad one raises one DataError listing every problem,
    each naming the table and the field."""
    shown = str(path)
    data = read_toml(path, "card file")
    found = Collect(shown)
    found.keys(data, FILE_KEYS, "the file")
    game = data.get("game")
    numbers: dict[str, int] = {}
    if isinstance(game, dict):
        found.keys(game, GAME_KEYS, "[game]")
        for key in GAME_KEYS:
            number = found.entry(partial(_int, shown, "[game]", game, key))
            numbers[key] = 0 if number is None else number  # 0 only while the file is refused
    else:
        found.add("there is no [game] table.")
        numbers = dict.fromkeys(GAME_KEYS, 0)
    raw = data.get("faction")
    if not isinstance(raw, list) or [
        f.get("letter") if isinstance(f, dict) else None for f in raw
    ] != list(LETTERS):
        found.add("there must be four [[faction]] tables, D, E, G and O in order.")
        raw = []
    factions = []
    for table in raw:
        found.keys(table, FACTION_KEYS, f"faction {table.get('letter')}")
        faction = found.entry(partial(_faction, shown, table, numbers))
        if faction is not None:
            factions.append(faction)
    found.done()
    return DuneData(
        shown,
        tuple(factions),
        tokens=numbers["tokens"],
        turns=numbers["turns"],
        income=numbers["income"],
        gold_per_token=numbers["gold_per_token"],
        graveyard_return=numbers["graveyard_return"],
        griffin_range=numbers["griffin_range"],
        mercenary_city=numbers["mercenary_city"],
        mercenary_other=numbers["mercenary_other"],
        cities_alone=numbers["cities_alone"],
        cities_alliance=numbers["cities_alliance"],
        elf_ace_tokens=numbers["elf_ace_tokens"],
    )


@cache
def default_data() -> DuneData:
    return load_dune_data(paths.card_file("dune"))
