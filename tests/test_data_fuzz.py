"""Seeded, bounded fuzzing of the data files: every card file, layout, map and tileset,
damaged at random (cut short, bytes flipped, lines dropped or doubled, numbers
changed), either loads or raises `DataError` naming the file, never another error.

A longer run of the same fuzzing: `python -m benchmarks.soak --data N`.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core.errors import DataError
from game.core.rng import Rng
from game.games.draconium.cards import load_catalog as load_draconium
from game.games.draconium.lines import load_lines
from game.games.draconium.table.faces import load_dominion_layout
from game.games.dune.board import load_board
from game.games.dune.cards import load_dune_data
from game.games.riders.cards import load_catalog as load_riders
from game.games.riders.table.layout import load_layout

ROOT = Path(__file__).resolve().parent.parent
CARDS, LAYOUTS, MAPS = ROOT / "assets" / "cards", ROOT / "assets" / "layouts", ROOT / "maps"

# file -> how it is loaded (given the damaged copy's folder)
LOADERS: dict[str, Callable[[Path], Any]] = {
    "cards/riders.toml": lambda d: load_riders(d / "riders.toml"),
    "cards/dune.toml": lambda d: load_dune_data(d / "dune.toml"),
    "cards/draconium.toml": lambda d: load_draconium(d / "draconium.toml"),
    "cards/draconium_expansion.toml": lambda d: load_draconium(
        CARDS / "draconium.toml", d / "draconium_expansion.toml"
    ),
    "cards/dragon_lines.toml": lambda d: load_lines(d / "dragon_lines.toml"),
    "layouts/riders.toml": lambda d: load_layout(d / "riders.toml"),
    "layouts/draconium.toml": lambda d: load_dominion_layout(d / "draconium.toml"),
    "maps/dragon_dune.tmx": lambda d: load_board(d / "dragon_dune.tmx"),
    "maps/dragon_dune_tiles.png": lambda d: load_board(d / "dragon_dune.tmx"),
}


def mutate(raw: bytes, rng: Rng) -> bytes:
    """One random kind of damage a hand edit, a bad disk or a bad copy could do."""
    kind = rng.below(6)
    if kind == 0 or not raw:  # cut short
        return raw[: rng.below(len(raw) + 1)]
    if kind == 1:  # a few bytes flipped
        out = bytearray(raw)
        for _ in range(1 + rng.below(4)):
            out[rng.below(len(out))] ^= 1 << rng.below(8)
        return bytes(out)
    lines = raw.split(b"\n")
    at = rng.below(len(lines))
    if kind == 2:  # a line dropped
        return b"\n".join(lines[:at] + lines[at + 1 :])
    if kind == 3:  # a line doubled
        return b"\n".join(lines[: at + 1] + lines[at:])
    if kind == 4:  # a number changed to a strange one
        words = [b"-1", b"0", b"99999999999999999999", b"1e309", b"nan", b'"x"', b"[]", b"true"]
        digits = [i for i, c in enumerate(raw) if 48 <= c <= 57]
        if digits:
            i = digits[rng.below(len(digits))]
            return raw[:i] + words[rng.below(len(words))] + raw[i + 1 :]
        return raw
    return raw + bytes(rng.below(256) for _ in range(1 + rng.below(40)))  # garbage appended


def fuzz_file(name: str, tries: int, seed: int, folder: Path) -> tuple[int, int]:
    """Damage `name` `tries` times; returns (refused with DataError, loaded anyway)."""
    rng = Rng(seed)
    source = ROOT / "assets" / name if not name.startswith("maps/") else ROOT / name
    for each in MAPS.iterdir():  # the map and its tileset travel together
        if each.suffix in (".tmx", ".png"):
            shutil.copy(each, folder / each.name)
    original = source.read_bytes()
    refused = loaded = 0
    for _ in range(tries):
        (folder / source.name).write_bytes(mutate(original, rng))
        try:
            LOADERS[name](folder)
        except DataError as exc:
            assert str(folder) in str(exc) or str(CARDS) in str(exc), exc
            refused += 1
        else:
            loaded += 1
    (folder / source.name).write_bytes(original)
    return refused, loaded


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_a_damaged_data_file_loads_or_names_itself(name: str, tmp_path: Path) -> None:
    refused, loaded = fuzz_file(name, tries=40, seed=sum(name.encode()), folder=tmp_path)
    assert refused + loaded == 40
    assert refused > 0  # the damage was noticed at least some of the time
