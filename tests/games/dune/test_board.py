"""The Dragon Dune board map: the reference's regions and borders, and clear errors."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import paths
from game.core.errors import DataError
from game.games.dune.board import Board, default_board, load_board

ROOT = Path(__file__).resolve().parents[3]
MAP = paths.MAPS / "dragon_dune.tmx"
PNG = paths.MAPS / "dragon_dune_tiles.png"
T = 32

# Reference §1.2: id -> (kind, track, event card, event gold, start, orcish, travel bonus, neutral)
REGIONS = {
    "0f": ("fort", 0, "", 0, "", False, False, True),
    "1": ("plain", 1, "7C", 6, "", True, False, False),
    "1c": ("city", 1, "", 0, "O", True, False, False),
    "2": ("plain", 2, "7D", 8, "", True, False, False),
    "2f": ("fort", 2, "", 0, "", True, False, False),
    "3": ("plain", 3, "7H", 6, "", False, False, False),
    "3c": ("city", 3, "", 0, "", False, True, False),
    "4": ("plain", 4, "7S", 8, "", False, False, False),
    "4f": ("fort", 4, "", 0, "", False, False, False),
    "5c": ("city", 5, "", 0, "E", False, True, False),
    "6": ("plain", 6, "8C", 6, "", False, False, False),
    "7": ("plain", 7, "8D", 6, "", False, False, False),
    "8": ("plain", 8, "8H", 8, "", False, False, False),
    "8f": ("fort", 8, "", 0, "", False, False, False),
    "9": ("plain", 9, "8S", 8, "", False, False, False),
    "9f": ("fort", 9, "", 0, "O", False, False, False),
    "10": ("plain", 10, "9C", 10, "", False, False, False),
    "10c": ("city", 10, "", 0, "G", False, False, False),
    "11": ("plain", 11, "9D", 8, "", False, False, False),
    "12f": ("fort", 12, "", 0, "", False, False, False),
    "13": ("plain", 13, "9H", 12, "", False, False, False),
    "14": ("plain", 14, "9S", 6, "", False, False, False),
    "15": ("plain", 15, "10C", 10, "", False, False, False),
    "15c": ("city", 15, "", 0, "", False, False, False),
    "16": ("plain", 16, "10D", 8, "", True, False, False),
    "16f": ("fort", 16, "", 0, "O", True, False, False),
    "17": ("plain", 17, "10H", 10, "", True, False, False),
    "18": ("plain", 18, "10S", 6, "", True, False, False),
}

# Reference §1.2 boxes: rows r0-r1, cols c0-c1, inclusive floor cells.
BOXES = {
    "0f": [(10, 14, 22, 34)], "1": [(1, 5, 8, 13)], "1c": [(1, 5, 1, 6)],
    "2": [(1, 5, 15, 20)], "2f": [(7, 11, 15, 20)], "3": [(1, 2, 22, 34)],
    "3c": [(4, 8, 25, 31)], "4": [(4, 8, 36, 41)], "4f": [(1, 2, 36, 41)],
    "5c": [(1, 2, 43, 55)], "6": [(4, 8, 50, 55), (9, 11, 54, 55)], "7": [(6, 8, 43, 48)],
    "8": [(10, 14, 43, 48)], "8f": [(10, 14, 36, 41)],
    "9": [(13, 15, 54, 55), (16, 18, 50, 55)], "9f": [(16, 20, 43, 48)],
    "10": [(22, 23, 29, 41)], "10c": [(22, 23, 43, 55)], "11": [(16, 20, 36, 41)],
    "12f": [(16, 17, 22, 34)], "13": [(19, 23, 22, 27)], "14": [(16, 23, 15, 20)],
    "15": [(22, 23, 8, 13)], "15c": [(22, 23, 1, 6)], "16": [(19, 20, 1, 6)],
    "16f": [(16, 17, 1, 13)], "17": [(13, 14, 1, 20)], "18": [(7, 11, 1, 6)],
}  # fmt: skip

# Reference §1.3: the 42 borders.
BORDERS = {
    "0f": "2f 3c 8f 12f 17", "1": "1c 2", "1c": "1 18", "2": "1 2f 3", "2f": "0f 2 17",
    "3": "2 3c 4f", "3c": "0f 3", "4": "4f 7 8f", "4f": "3 4 5c", "5c": "4f 6",
    "6": "5c 7 9", "7": "4 6 8", "8": "7 8f 9f", "8f": "0f 4 8 11", "9": "6 9f",
    "9f": "8 9 10c 11", "10": "10c 11 13", "10c": "9f 10", "11": "8f 9f 10 12f",
    "12f": "0f 11 13 14", "13": "10 12f 14", "14": "12f 13 15 16f 17", "15": "14 15c",
    "15c": "15 16", "16": "15c 16f", "16f": "14 16 17", "17": "0f 2f 14 16f 18", "18": "1c 17",
}  # fmt: skip
NOT_ADJACENT = [
    "3c-2", "3c-2f", "3c-4", "10-12f", "15-16f", "5c-7", "9-10c", "6-8", "8-9", "2f-18",
    "4-6", "11-13", "14-16", "0f-3", "1-17",
]  # fmt: skip
CORNER_ONLY = [
    "1-2f", "1-18", "3-4", "4-5c", "4-8", "7-8f", "8-11", "8f-9f", "8f-12f", "9f-10",
    "10c-11", "0f-4", "0f-11", "0f-14", "12f-17", "15-16",
]  # fmt: skip


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(MAP)


def cell(point: tuple[float, float]) -> tuple[int, int]:
    return int(point[1] // T), int(point[0] // T)


def in_region(rid: str, point: tuple[float, float]) -> bool:
    r, c = cell(point)
    return any(r0 <= r <= r1 and c0 <= c <= c1 for r0, r1, c0, c1 in BOXES[rid])


def test_the_map_has_the_reference_regions_in_a_stable_order(board: Board) -> None:
    assert list(board.regions) == list(REGIONS)
    assert board.size == (57 * T, 25 * T)
    assert board.tile == T
    assert board.path == str(MAP)
    for rid, (kind, track, card, gold, start, orcish, bonus, neutral) in REGIONS.items():
        region = board.regions[rid]
        assert region.id == rid
        got = (region.kind, region.track, region.event_card, region.event_gold, region.start)
        assert got == (kind, track, card, gold, start), rid
        assert (region.orcish, region.travel_bonus, region.neutral) == (orcish, bonus, neutral)
        assert region.is_city == (kind == "city")
        assert region.is_fort == (kind == "fort")
        assert region.is_plain == (kind == "plain")


def test_rectangles_are_the_reference_boxes(board: Board) -> None:
    for rid, boxes in BOXES.items():
        if len(boxes) > 1:
            continue
        ((r0, r1, c0, c1),) = boxes
        x, y, w, h = c0 * T, r0 * T, (c1 - c0 + 1) * T, (r1 - r0 + 1) * T
        region = board.regions[rid]
        assert region.rect == (x, y, w, h), rid
        assert region.polygon == ((x, y), (x + w, y), (x + w, y + h), (x, y + h)), rid


def test_the_l_shaped_plains_are_the_reference_polygons(board: Board) -> None:
    six = ((50, 4), (56, 4), (56, 12), (54, 12), (54, 9), (50, 9))
    nine = ((54, 13), (56, 13), (56, 19), (50, 19), (50, 16), (54, 16))
    assert board.regions["6"].polygon == tuple((c * T, r * T) for c, r in six)
    assert board.regions["9"].polygon == tuple((c * T, r * T) for c, r in nine)
    assert board.regions["6"].rect == (50 * T, 4 * T, 6 * T, 8 * T)
    assert board.regions["9"].rect == (50 * T, 13 * T, 6 * T, 6 * T)


def test_adjacency_is_the_reference_list_of_42_borders(board: Board) -> None:
    expected = {rid: frozenset(text.split()) for rid, text in BORDERS.items()}
    assert board.adjacency == expected
    pairs = {frozenset((a, b)) for a, bs in board.adjacency.items() for b in bs}
    assert len(pairs) == 42
    for a, bs in board.adjacency.items():
        for b in bs:
            assert board.adjacent(b, a), (a, b)
    assert board.adjacent("6", "9")


@pytest.mark.parametrize("pair", NOT_ADJACENT + CORNER_ONLY)
def test_thick_walls_and_corners_are_not_borders(board: Board, pair: str) -> None:
    a, b = pair.split("-")
    assert not board.adjacent(a, b)
    assert not board.adjacent(b, a)


def test_anchors_lie_inside_their_region(board: Board) -> None:
    for rid, region in board.regions.items():
        for point in (region.anchor, region.gold_anchor, region.hidden_anchor):
            assert in_region(rid, point), (rid, point)


def test_the_dragon_track_has_a_point_on_each_number(board: Board) -> None:
    assert sorted(board.track) == list(range(1, 19))
    for n, point in board.track.items():
        home = {5: "5c", 12: "12f"}.get(n, str(n))
        assert in_region(home, point), (n, point)


def test_board_questions(board: Board) -> None:
    assert [r.id for r in board.plains_on_track(1)] == ["1"]
    assert [r.id for r in board.plains_on_track(10)] == ["10"]
    assert board.plains_on_track(5) == []
    assert board.plains_on_track(12) == []
    assert board.region_for_event("9H").id == "13"
    assert board.region_for_event("10S").id == "18"
    with pytest.raises(KeyError):
        board.region_for_event("2C")
    assert board.starts("O") == ["1c", "9f", "16f"]
    assert board.starts("E") == ["5c"]
    assert board.starts("G") == ["10c"]
    assert board.starts("D") == []
    assert board.cities() == ["1c", "3c", "5c", "10c", "15c"]
    assert board.orcish() == ["1", "1c", "2", "2f", "16", "16f", "17", "18"]
    assert not board.adjacent("1", "nowhere")


def test_default_board_is_read_once() -> None:
    assert default_board() is default_board()
    assert default_board().path == str(MAP)


def test_loading_the_board_loads_no_pygame() -> None:
    code = (
        "import sys; from game.games.dune.board import default_board; default_board();"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"
    assert out.stderr == ""


def test_the_art_script_draws_the_committed_tiles_from_the_maps_own_objects(
    tmp_path: Path,
) -> None:
    """With its tile layers emptied and no tileset image, a copy of the map gets back the
    committed tiles and image from its territories and art points alone."""
    text = MAP.read_text(encoding="utf-8")
    emptied = re.sub(
        r'<data encoding="csv">\n(.*?)\n</data>',
        lambda m: '<data encoding="csv">\n' + re.sub(r"\d+", "0", m.group(1)) + "\n</data>",
        text,
        flags=re.DOTALL,
    )
    assert emptied != text
    (tmp_path / "dragon_dune.tmx").write_text(emptied, encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_dune_map.py"), str(tmp_path / MAP.name)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        check=True,
    )
    assert (tmp_path / "dragon_dune.tmx").read_bytes() == MAP.read_bytes()
    import pygame

    fresh = pygame.image.load(str(tmp_path / "dragon_dune_tiles.png"))
    committed = pygame.image.load(str(PNG))
    assert fresh.get_size() == committed.get_size() == (8 * T, 4 * T)
    assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(committed, "RGBA")


# -- damaged maps ------------------------------------------------------------------------------


def copy_map(tmp_path: Path) -> Path:
    shutil.copy(MAP, tmp_path / MAP.name)
    shutil.copy(PNG, tmp_path / PNG.name)
    return tmp_path / MAP.name


def edit(path: Path, pattern: str, replacement: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    new, n = re.subn(pattern, replacement, text, count=count, flags=re.DOTALL)
    assert n == count, pattern
    path.write_text(new, encoding="utf-8")


TERRITORY_7 = r'  <object id="\d+" name="7" class="territory".*?</object>\n'


def refused(path: Path) -> str:
    with pytest.raises(DataError) as caught:
        load_board(path)
    assert caught.value.path == str(path)
    return str(caught.value)


def test_a_missing_map_file(tmp_path: Path) -> None:
    path = tmp_path / "dragon_dune.tmx"
    assert refused(path) == f"{path}: the map file is missing"


def test_a_truncated_map(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:40]), encoding="utf-8")
    assert refused(path) == (
        f"{path}: the map is not well-formed XML (no element found: line 41, column 0)"
    )


def test_no_territories_layer(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(path, r' <objectgroup id="\d+" name="territories">.*?</objectgroup>\n', "")
    assert refused(path) == f"{path}: the map has no object layer 'territories'"


def test_a_region_deleted(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(path, TERRITORY_7, "")
    assert refused(path) == (
        f"{path}: layer 'territories' has no region '7' ('4', '6' and '8' name it as adjacent)\n"
        f"{path}: 1 event card (8D) names no plain; each of the 16 event cards names one plain\n"
        f"{path}: layer 'dragon_track': point '7' at (1392, 240) is not on a region numbered 7"
    )


def test_a_region_twice(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(path, f"({TERRITORY_7})", r"\1\1")
    assert refused(path) == f"{path}: layer 'territories' has region '7' twice"


def test_a_renamed_territory_is_a_new_region_the_borders_do_not_name(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(path, r'name="7" class="territory"', 'name="Seven" class="territory"')
    assert refused(path).splitlines()[:3] == [
        f"{path}: layer 'territories' has no region '7' ('4', '6' and '8' name it as adjacent)",
        f"{path}: layer 'anchors' has no point 'Seven'",
        f"{path}: layer 'anchors' has no point 'Seven.gold'",
    ]


def test_a_territory_with_no_name(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(path, r'name="7" class="territory"', 'class="territory"')
    assert refused(path).splitlines()[0] == (
        f"{path}: layer 'territories' has an object with no name (id 12); "
        "a territory's name is its region id"
    )


def test_missing_tileset_image(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    (tmp_path / PNG.name).unlink()
    assert refused(path) == (
        f"{path}: the tileset image 'dragon_dune_tiles.png' is missing"
        f" (looked for {tmp_path / PNG.name})"
    )


def test_a_missing_property(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(path, r'(name="7" class="territory".*?)    <property name="track"[^\n]*\n', r"\1")
    assert refused(path) == f"{path}: territory '7': property 'track' is missing"


def test_a_property_of_the_wrong_type(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(path, r'(name="7" class="territory".*?<property name="track") type="int"', r"\1")
    assert refused(path) == f"{path}: territory '7': property 'track' must be an int, not '7'"


def test_a_wrong_kind(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(
        path,
        r'(name="7" class="territory".*?<property name="kind") value="plain"',
        r'\1 value="swamp"',
    )
    assert refused(path) == (
        f"{path}: territory '7': property 'kind' must be one of 'city', 'fort', 'plain', not 'swamp'"
    )


def test_a_reserved_property_name(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(path, r'(name="7" class="territory".*?<property name=)"kind"', r'\1"type"')
    assert refused(path) == (
        f"{path}: territory '7': a property may not be called 'type': Tiled's objects have "
        "'type' of their own; rename the property\n"
        f"{path}: territory '7': property 'kind' is missing"
    )


def test_one_sided_adjacency(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(
        path,
        r'(name="7" class="territory".*?<property name="adjacent") value="4,6,8"',
        r'\1 value="4,6"',
    )
    assert refused(path) == (
        f"{path}: territory '8' lists '7' as adjacent but territory '7' does not list '8'"
    )


def test_adjacency_naming_an_unknown_region(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(
        path,
        r'(name="7" class="territory".*?<property name="adjacent") value="4,6,8"',
        r'\1 value="4,6,8,99"',
    )
    assert (
        refused(path)
        == f"{path}: layer 'territories' has no region '99' ('7' names it as adjacent)"
    )


def test_an_anchor_outside_its_region(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(path, r'name="7.gold" x="\d+" y="\d+"', 'name="7.gold" x="10" y="20"')
    assert (
        refused(path)
        == f"{path}: layer 'anchors': point '7.gold' at (10, 20) is outside region '7'"
    )


def test_a_missing_dragon_track_point(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    edit(
        path,
        r'(<objectgroup id="\d+" name="dragon_track">.*?)  <object id="\d+" name="12" [^\n]*\n',
        r"\1",
    )
    assert refused(path) == f"{path}: layer 'dragon_track' has no point '12'"
