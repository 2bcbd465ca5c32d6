"""Maps saved by any Tiled from 1.8 on load (issue: Tiled 1.8 knows only `type` and
drops `class` when it saves). The first tests edit the map's text as each version
writes it; the last re-saves the shipped map with the real editor (marked `tiled`,
run by .ci/run after the suite, skipped where the `tiled` program is absent)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from game import paths
from game.core.errors import DataError
from game.games.dune.board import Board, default_board, load_board

MAP = paths.MAPS / "dragon_dune.tmx"
PNG = paths.MAPS / "dragon_dune_tiles.png"


def copy(tmp_path: Path, text: str) -> Path:
    shutil.copy(PNG, tmp_path / PNG.name)
    path = tmp_path / MAP.name
    path.write_text(text, encoding="utf-8")
    return path


def same_board(a: Board, b: Board) -> None:
    assert a.regions == b.regions  # ids, kinds, properties, polygons, anchors
    assert a.adjacency == b.adjacency
    assert a.track == b.track and a.size == b.size and a.tile == b.tile


def test_the_shipped_map_is_in_the_newest_format() -> None:
    text = MAP.read_text(encoding="utf-8")
    assert text.count('class="territory"') == 28 and ' type="territory"' not in text


def test_a_map_with_type_as_tiled_1_8_writes_it_loads(tmp_path: Path) -> None:
    text = MAP.read_text(encoding="utf-8").replace('class="territory"', 'type="territory"')
    same_board(load_board(copy(tmp_path, text)), default_board())


def test_a_map_whose_territories_have_no_class_loads(tmp_path: Path) -> None:
    text = MAP.read_text(encoding="utf-8").replace(' class="territory"', "")
    same_board(load_board(copy(tmp_path, text)), default_board())


def test_a_territory_of_another_class_is_named(tmp_path: Path) -> None:
    text = re.sub(r'(name="7") class="territory"', r'\1 class="forest"', MAP.read_text("utf-8"))
    path = copy(tmp_path, text)
    with pytest.raises(DataError) as caught:
        load_board(path)
    assert (
        str(caught.value)
        == f"{path}: territory '7' has class 'forest'; a territory's is 'territory'"
    )


@pytest.mark.tiled
def test_the_real_tiled_resaves_the_map_and_the_game_reads_the_same_board(tmp_path: Path) -> None:
    tiled = shutil.which("tiled")
    if tiled is None:
        pytest.skip("the Tiled map editor (the `tiled` program) is not installed")
    shutil.copy(MAP, tmp_path / MAP.name)
    shutil.copy(PNG, tmp_path / PNG.name)
    saved = tmp_path / "resaved.tmx"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [tiled, "--export-map", "tmx", str(tmp_path / MAP.name), str(saved)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0 and saved.is_file(), done.stdout + done.stderr
    head = saved.read_text(encoding="utf-8")[:400]
    version = re.search(r'tiledversion="([^"]+)"', head)
    assert version is not None, head
    same_board(load_board(saved), default_board())
