"""The Dune map's .tmx is the source: a designer's edit made in Tiled survives the art
script, which draws only the tile layers from the map's own territories; the rules read
the edit; and the table draws the ground where a moved polygon now is, before the
script runs again."""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from game.games import REGISTRY
from game.games.dune.board import load_board
from game.games.dune.table.kit import map_art
from game.games.dune.terrain import TILES, speckle

ROOT = Path(__file__).resolve().parents[3]
MAPS = ROOT / "maps"
TMX, PNG = "dragon_dune.tmx", "dragon_dune_tiles.png"
T = 32
SIX = 'points="0,0 192,0 192,256 128,256 128,160 0,160"'  # plain 6, an L at (1600, 128)
SIX_MOVED = 'points="0,0 192,0 192,256 128,256 128,160 0,192"'  # its last vertex 32 px down
NEW_GROUND = (9, 50)  # (row, col): a mountain cell the moved edge now takes into 6


def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_dune_map", ROOT / "tools" / "make_dune_map.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def make_map() -> ModuleType:
    return script()


@pytest.fixture
def tmx(tmp_path: Path) -> Path:
    for name in (TMX, PNG):
        shutil.copy(MAPS / name, tmp_path / name)
    return tmp_path / TMX


@pytest.fixture
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.quit()


def edit_in_tiled(tmx: Path) -> None:
    """What a designer does in Tiled: drag a vertex of plain 6 down a tile, and give
    plain 7's event 7 gold instead of 6 in the Properties panel."""
    text = tmx.read_text(encoding="utf-8")
    assert text.count(SIX) == 1
    text = text.replace(SIX, SIX_MOVED)
    start = text.index('name="7" class="territory"')
    end = text.index("</object>", start)
    part = text[start:end].replace(
        '<property name="event_gold" type="int" value="6"/>',
        '<property name="event_gold" type="int" value="7"/>',
    )
    tmx.write_text(text[:start] + part + text[end:], encoding="utf-8")


def outside_tile_data(text: str) -> str:
    """The map's text with the CSV of its tile layers cut out: all a designer edits."""
    return re.sub(r"<data encoding=\"csv\">.*?</data>", "<data/>", text, flags=re.DOTALL)


def layer_cell(text: str, layer: str, row: int, col: int) -> int:
    data = re.search(rf'name="{layer}"[^>]*>\s*<data encoding="csv">(.*?)</data>', text, re.DOTALL)
    assert data is not None
    rows = [line.rstrip(",").split(",") for line in data.group(1).strip().splitlines()]
    return int(rows[row][col])


def test_the_shipped_tile_layers_are_what_its_territories_give(
    make_map: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    assert make_map.main(["--check", str(MAPS / TMX)]) == 0
    assert (
        capsys.readouterr().out == f"{MAPS / TMX}: the tile layers are what the territories give.\n"
    )


def test_an_edit_made_in_tiled_survives_the_art_script_and_the_rules_read_it(
    make_map: ModuleType, tmx: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edit_in_tiled(tmx)
    edited = tmx.read_text(encoding="utf-8")
    assert make_map.main(["--check", str(tmx)]) == 1
    assert capsys.readouterr().out == (
        f"{tmx}: the tile layers are stale (cells to change: terrain 2, walls 2).\n"
    )
    assert tmx.read_text(encoding="utf-8") == edited  # --check writes nothing

    assert make_map.main([str(tmx)]) == 0
    assert capsys.readouterr().out == (
        f"{tmx}: tile layers drawn from the territories (cells changed: terrain 2, walls 2).\n"
    )
    drawn = tmx.read_text(encoding="utf-8")
    assert outside_tile_data(drawn) == outside_tile_data(edited)  # every edit kept
    assert SIX_MOVED in drawn
    grass = {TILES.index("grass") + 1, TILES.index("grass2") + 1}
    assert layer_cell(edited, "terrain", *NEW_GROUND) == 0
    assert layer_cell(drawn, "terrain", *NEW_GROUND) in grass
    assert layer_cell(drawn, "walls", *NEW_GROUND) == 0
    assert layer_cell(drawn, "terrain", 9, 52) == 0  # the edge passes above this cell

    rules = REGISTRY.entry("dune").board_map.rules_on(None, tmx)  # type: ignore[union-attr]
    board = rules.board
    assert board.regions["7"].event_gold == 7
    assert board.regions["6"].polygon[-1] == (1600.0, 320.0)
    assert make_map.main(["--check", str(tmx)]) == 0  # drawn once, the art is up to date


def test_a_second_run_changes_nothing(
    make_map: ModuleType, tmx: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = tmx.read_bytes()
    assert make_map.main([str(tmx)]) == 0
    assert (
        capsys.readouterr().out
        == f"{tmx}: the tile layers were already what the territories give.\n"
    )
    assert tmx.read_bytes() == before


def test_a_tile_layer_of_the_designers_own_is_kept(
    make_map: ModuleType, tmx: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = tmx.read_text(encoding="utf-8")
    row = ",".join(["0"] * 57)
    trees = ",\n".join([row] * 24 + [",".join(["16"] + ["0"] * 56)])
    own = f' <layer id="20" name="my trees" width="57" height="25">\n  <data encoding="csv">\n{trees}\n</data>\n </layer>\n'
    text = text.replace(
        ' <objectgroup id="5" name="territories">', own + ' <objectgroup id="5" name="territories">'
    )
    text = text.replace(SIX, SIX_MOVED)
    tmx.write_text(text, encoding="utf-8")
    assert make_map.main([str(tmx)]) == 0
    assert own in tmx.read_text(encoding="utf-8")


def test_a_map_with_problems_is_refused_and_left_as_it_was(
    make_map: ModuleType, tmx: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = tmx.read_text(encoding="utf-8").replace(SIX, SIX_MOVED)
    text = text.replace('name="4f" class="territory"', 'name="4" class="territory"', 1)
    tmx.write_text(text, encoding="utf-8")
    assert make_map.main([str(tmx)]) == 2
    assert capsys.readouterr().err == (
        f"{tmx}: the map has problems; nothing was written:\n"
        "  layer 'territories' has region '4' twice\n"
        "  layer 'territories' has no region '4f' ('3', '4' and '5c' name it as adjacent)\n"
    )
    assert tmx.read_text(encoding="utf-8") == text


# -- the table draws the ground where the polygons are ----------------------------------------


def tile_pixel(name: str, x: int, y: int) -> tuple[int, int, int]:
    sheet = pygame.image.load(str(MAPS / PNG))
    index = TILES.index(name)
    colour = sheet.get_at(((index % 8) * T + x, (index // 8) * T + y))
    return (colour.r, colour.g, colour.b)


def pixel(image: pygame.Surface, row: int, col: int, dx: int, dy: int) -> tuple[int, int, int]:
    colour = image.get_at((col * T + dx, row * T + dy))
    return (colour.r, colour.g, colour.b)


def test_the_ground_follows_a_moved_polygon_before_the_art_is_drawn_again(
    tmx: Path, display: None
) -> None:
    edit_in_tiled(tmx)  # the tile layers still show the old border
    before = map_art(MAPS / TMX)
    after = map_art(tmx)
    row, col = NEW_GROUND
    speck = "grass2" if speckle(row, col) else "grass"
    for dx, dy in ((16, 16), (3, 28), (28, 5)):
        assert pixel(before, row, col, dx, dy) == tile_pixel("mountain", dx, dy)
        assert pixel(after, row, col, dx, dy) == tile_pixel(speck, dx, dy)
    assert pixel(after, 9, 52, 16, 16) == pixel(before, 9, 52, 16, 16)  # still a mountain
    assert pixel(after, 5, 52, 16, 16) == pixel(before, 5, 52, 16, 16)  # 6 as it was


def test_a_shrunk_territory_leaves_a_wall_where_it_was(tmx: Path, display: None) -> None:
    """Plain 4 (columns 36 to 41) narrowed by a tile: its last column is no one's now."""
    text = tmx.read_text(encoding="utf-8")
    old = 'name="4" class="territory" x="1152" y="128" width="192" height="160"'
    assert old in text
    tmx.write_text(text.replace(old, old.replace('width="192"', 'width="160"')), encoding="utf-8")
    after = map_art(tmx, load_board(tmx))
    for row in range(4, 9):
        mountain = "mountain2" if speckle(row, 41) else "mountain"
        assert pixel(after, row, 41, 16, 16) == tile_pixel(mountain, 16, 16)
        ground = "grass2" if speckle(row, 40) else "grass"
        assert pixel(after, row, 40, 16, 16) == tile_pixel(ground, 16, 16)


def test_a_tile_of_the_designers_own_is_drawn_as_it_is(tmx: Path, display: None) -> None:
    """A tileset image with one tile more: the designer's tile 33 on plain 4 is kept."""
    sheet = pygame.image.load(str(MAPS / PNG))
    wider = pygame.Surface((sheet.get_width(), sheet.get_height() + T), pygame.SRCALPHA)
    wider.blit(sheet, (0, 0))
    wider.fill((250, 0, 250), (0, 4 * T, T, T))
    pygame.image.save(wider, str(tmx.parent / PNG))
    text = tmx.read_text(encoding="utf-8")
    text = text.replace('tilecount="32" columns="8">', 'tilecount="40" columns="8">')
    text = text.replace(f'height="{4 * T}"/>', f'height="{5 * T}"/>', 1)
    lines = text.split("\n")
    at = lines.index('  <data encoding="csv">') + 1 + 5  # terrain, row 5
    cells = lines[at].split(",")
    cells[38] = "33"
    lines[at] = ",".join(cells)
    tmx.write_text("\n".join(lines), encoding="utf-8")
    assert pixel(map_art(tmx), 5, 38, 16, 16) == (250, 0, 250)


def test_the_art_draws_without_a_window_for_the_command_line_exports() -> None:
    """`lab dune --pdf/--png/--tts` has no window: the map's art is still drawn, tile
    for tile as with one, not the plain board."""
    import pygame

    from game import paths
    from game.games.dune.table.kit import map_art

    pygame.display.init()
    pygame.display.set_mode((8, 8))
    shown = map_art(paths.MAPS / "dragon_dune.tmx")
    pygame.display.quit()
    assert pygame.display.get_surface() is None
    headless = map_art(paths.MAPS / "dragon_dune.tmx")
    assert headless.get_size() == shown.get_size() == (1824, 800)
    for spot in ((100, 100), (500, 300), (1700, 700)):
        assert headless.get_at(spot)[:3] == shown.get_at(spot)[:3]
