"""Outlines against borders on edited copies of Dragon Dune's map: listed neighbours drawn
apart, and unlisted regions drawn as neighbours, are warnings that `lab --check` prints
while it still passes (the game plays by the 'adjacent' properties)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.__main__ import main
from game.games.dune.map_check import map_problems
from game.games.dune.map_outlines import map_warnings, outline_gap
from tests.games.dune.test_map_check import MAPS, TMX, set_property, tmx

__all__ = ["tmx"]  # the copy of the map each test edits

SIX_WITH_ITS_LEG = 'points="0,0 192,0 192,256 128,256 128,160 0,160"'
SIX_WITHOUT_ITS_LEG = 'points="0,0 192,0 192,160 0,160"'  # its bottom now 4 tiles above 9


def reshape(tmx: Path, rid: str, **sizes: int) -> None:
    """Give a rectangular territory a new x, y, width or height, as Tiled saves a drag."""
    text = tmx.read_text(encoding="utf-8")
    tag = re.search(rf'<object id="\d+" name="{rid}" class="territory"[^>]*>', text)
    assert tag is not None, rid
    new = tag.group(0)
    for name, value in sizes.items():
        new = re.sub(rf' {name}="[\d.]+"', f' {name}="{value}"', new)
    tmx.write_text(text.replace(tag.group(0), new), encoding="utf-8")


def edit(tmx: Path, old: str, new: str) -> None:
    text = tmx.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    tmx.write_text(text.replace(old, new), encoding="utf-8")


def far(tmx: Path, a: str, b: str, tiles: str) -> str:
    return (
        f"{tmx}: '{a}' and '{b}' are neighbours by their 'adjacent' property, but their "
        f"outlines are {tiles} apart (move them to face each other across one tile, or take "
        "each out of the other's 'adjacent')"
    )


def test_the_shipped_map_has_no_warning() -> None:
    assert map_warnings(MAPS / TMX) == []


def test_a_region_pulled_away_from_a_neighbour(tmx: Path) -> None:
    edit(tmx, SIX_WITH_ITS_LEG, SIX_WITHOUT_ITS_LEG)
    assert map_warnings(tmx) == [far(tmx, "6", "9", "4 tiles")]
    assert map_problems(tmx) == []  # the game still plays: 6 and 9 stay neighbours


def test_neighbours_may_lie_a_quarter_tile_more_than_a_wall_apart(tmx: Path) -> None:
    reshape(tmx, "16", height=56)  # 40 px above 15c: one tile and a quarter
    assert map_warnings(tmx) == []
    reshape(tmx, "16", height=55)  # 41 px
    assert map_warnings(tmx) == [far(tmx, "15c", "16", "1.3 tiles")]


def test_neighbours_meeting_only_corner_to_corner(tmx: Path) -> None:
    set_property(tmx, "8f", "adjacent", "0f,4,8,11,9f")
    set_property(tmx, "9f", "adjacent", "8,9,10c,11,8f")
    assert map_warnings(tmx) == [far(tmx, "8f", "9f", "1.4 tiles")]


def test_a_border_taken_out_of_both_lists_but_still_drawn(tmx: Path) -> None:
    set_property(tmx, "15c", "adjacent", "15")
    set_property(tmx, "16", "adjacent", "16f")
    assert map_warnings(tmx) == [
        f"{tmx}: '15c' and '16' look like neighbours: they face each other across one tile "
        "of river, but neither lists the other in 'adjacent'"
    ]


def test_a_region_stretched_to_unlisted_regions(tmx: Path) -> None:
    reshape(tmx, "18", width=448)  # to 2f's edge, and under 1 across the river
    assert map_warnings(tmx) == [
        f"{tmx}: '1' and '18' look like neighbours: they face each other across one tile "
        "of river, but neither lists the other in 'adjacent'",
        f"{tmx}: '2f' and '18' look like neighbours: their outlines touch with no wall "
        "between them, but neither lists the other in 'adjacent'",
    ]


def test_a_map_with_problems_gives_its_problems_not_warnings(tmx: Path) -> None:
    edit(tmx, SIX_WITH_ITS_LEG, SIX_WITHOUT_ITS_LEG)
    set_property(tmx, "7", "kind", "swamp")
    assert map_warnings(tmx) == []
    assert main(["lab", "dune", "--check", "--map", str(tmx)]) == 1


def test_outline_gap() -> None:
    def box(x: float, y: float) -> tuple[tuple[float, float], ...]:
        return ((x, y), (x + 10, y), (x + 10, y + 10), (x, y + 10))

    assert outline_gap(box(0, 0), box(42, 0)) == 32
    assert outline_gap(box(0, 0), box(10, 0)) == 0  # sharing an edge
    assert outline_gap(box(0, 0), box(5, 5)) == 0  # overlapping
    assert outline_gap(box(0, 0), ((-5, -5), (50, -5), (50, 50), (-5, 50))) == 0  # inside
    assert outline_gap(box(0, 0), box(13, 14)) == 5  # corner to corner


def test_check_prints_the_warnings_and_passes(
    tmx: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edit(tmx, SIX_WITH_ITS_LEG, SIX_WITHOUT_ITS_LEG)
    assert main(["lab", "dune", "--check", "--map", str(tmx)]) == 0
    out = capsys.readouterr().out.splitlines()
    at = out.index("dragon_dune.tmx: the map loads and every territory can be reached.")
    assert out[at + 1 : at + 3] == [
        far(tmx, "6", "9", "4 tiles"),
        "dragon_dune.tmx: 1 warning: the map still plays as its properties say; only its "
        "picture disagrees.",
    ]
