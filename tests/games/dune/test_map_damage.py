"""A damaged Dune map or tileset names the file and the problem when the map loads,
not with a crash at the first draw; art that still fails to draw leaves a plain board."""

from __future__ import annotations

import shutil
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.core.data import PNG_SIGNATURE, check_png
from game.core.errors import DataError
from game.games.dune.board import load_board

MAPS = Path(__file__).resolve().parents[3] / "maps"
TMX, PNG = "dragon_dune.tmx", "dragon_dune_tiles.png"


@pytest.fixture
def maps(tmp_path: Path) -> Path:
    for name in (TMX, PNG):
        shutil.copy(MAPS / name, tmp_path / name)
    return tmp_path


def chunk(kind: bytes, body: bytes) -> bytes:
    return len(body).to_bytes(4, "big") + kind + body + zlib.crc32(kind + body).to_bytes(4, "big")


def tiny_png(width: int, height: int) -> bytes:
    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes([8, 2, 0, 0, 0])
    pixels = zlib.compress(b"".join(b"\x00" + b"\x80" * 3 * width for _ in range(height)))
    return PNG_SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


def test_the_shipped_tileset_is_a_whole_png() -> None:
    assert check_png(MAPS / PNG) == (256, 128)


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (lambda raw: raw[: len(raw) // 2], "the tileset image ends too early; it was cut off."),
        (lambda raw: b"", "the tileset image is empty."),
        (lambda raw: b"GIF89a garbage" * 20, "the tileset image is not a PNG image."),
        (lambda raw: raw[:200] + bytes([raw[200] ^ 0x40]) + raw[201:], "a bad checksum"),
    ],
    ids=["truncated", "empty", "garbage", "bit-flipped"],
)
def test_a_damaged_tileset_is_named_when_the_map_loads(
    maps: Path, damage: Callable[[bytes], bytes], problem: str
) -> None:
    png = maps / PNG
    png.write_bytes(damage(png.read_bytes()))
    with pytest.raises(DataError) as err:
        load_board(maps / TMX)
    assert err.value.path == str(maps / TMX) or err.value.path == str(png)
    assert str(png) in str(err.value)
    assert problem in err.value.problem


def test_a_one_pixel_tileset_has_none_of_the_maps_tiles(maps: Path) -> None:
    (maps / PNG).write_bytes(tiny_png(1, 1))
    with pytest.raises(DataError) as err:
        load_board(maps / TMX)
    assert err.value.problem == (
        "the tileset image 'dragon_dune_tiles.png' is 1x1 pixels, smaller than one 32x32 tile"
    )


def test_a_tile_id_beyond_the_tileset_names_the_layer_and_the_place(maps: Path) -> None:
    tmx = maps / TMX
    text = tmx.read_text(encoding="utf-8")
    tmx.write_text(text.replace("\n0,6,6,6,", "\n0,99,6,6,", 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_board(tmx)
    assert err.value.problem == (
        "layer 'terrain' places tile 99 at column 2, row 2, "
        "but 'dragon_dune_tiles.png' has tiles 1 to 32 only"
    )


@pytest.fixture
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.quit()


def test_art_that_fails_to_draw_leaves_a_plain_board_and_says_why(
    maps: Path, display: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.games.dune.rules import DuneRuleset
    from game.games.dune.table.kit import DuneTableView

    board = load_board(maps / TMX)
    kit = DuneTableView(DuneRuleset(board=board))
    (maps / PNG).write_bytes(b"")  # damaged after the map was checked
    image = kit._full_map()
    assert image.get_size() == board.size
    assert kit.map_problem.startswith(f"{maps / TMX}: the map's art could not be drawn (")
