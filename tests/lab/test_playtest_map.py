"""A Dragon Dune playtest on a designer's copy of the map: the rules play on that board,
a restart after a card-file save keeps it, a damaged copy is named, and a game
without a map refuses one."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from game import paths
from game.core.errors import DataError
from game.games import REGISTRY
from game.lab.board_map import MapModel
from game.lab.playtest import map_file_of, playtest_session, reread_rules, rules_from
from game.session import SeatPlan

MAPS = Path(__file__).resolve().parents[2] / "maps"
TMX, PNG = "dragon_dune.tmx", "dragon_dune_tiles.png"
RELOAD_SECONDS = 2.0


@pytest.fixture
def map_copy(tmp_path: Path) -> Path:
    for name in (TMX, PNG):
        shutil.copy(MAPS / name, tmp_path / name)
    tmx = tmp_path / TMX
    text = tmx.read_text(encoding="utf-8")
    start = text.index('name="4" class="territory"')
    old = '<property name="travel_bonus" type="bool" value="false"/>'
    at = text.index(old, start)
    tmx.write_text(
        text[:at] + old.replace("false", "true") + text[at + len(old) :], encoding="utf-8"
    )
    return tmx


def test_a_playtest_plays_on_the_designers_map(map_copy: Path) -> None:
    seats = [SeatPlan("Aria"), *(SeatPlan(n, human=False) for n in ("Brann", "Cora", "Dax"))]
    session = playtest_session(REGISTRY, "dune", None, None, seats, 7, map_file=map_copy)
    board = session.ruleset.board  # type: ignore[attr-defined]
    assert board.path == str(map_copy)
    assert board.regions["4"].travel_bonus
    assert session.designer and session.cards == paths.card_file("dune")
    assert map_file_of(REGISTRY.entry("dune"), session.ruleset) == map_copy
    again = reread_rules(session)  # the card file was saved: the same map again
    assert again.board.path == str(map_copy)  # type: ignore[attr-defined]
    assert again.board.regions["4"].travel_bonus  # type: ignore[attr-defined]


def test_the_games_own_map_without_a_copy() -> None:
    ruleset = rules_from(REGISTRY, "dune", None)
    assert not ruleset.board.regions["4"].travel_bonus  # type: ignore[attr-defined]


def test_a_damaged_copy_is_named(map_copy: Path) -> None:
    text = map_copy.read_text(encoding="utf-8")
    map_copy.write_text(text.replace('name="4f" class', 'name="4" class', 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        rules_from(REGISTRY, "dune", None, map_copy)
    assert str(err.value) == (
        f"{map_copy}: layer 'territories' has region '4' twice\n"
        f"{map_copy}: layer 'territories' has no region '4f' "
        "('3', '4' and '5c' name it as adjacent)"
    )


def test_a_game_without_a_map_refuses_one(map_copy: Path) -> None:
    with pytest.raises(ValueError) as err:
        rules_from(REGISTRY, "riders", None, map_copy)
    assert str(err.value) == f"{REGISTRY.entry('riders').title} has no board map to play on."
    assert map_file_of(REGISTRY.entry("riders"), rules_from(REGISTRY, "riders", None)) is None


def test_a_saved_tileset_reads_the_map_again(map_copy: Path) -> None:
    board_map = REGISTRY.entry("dune").board_map
    assert board_map is not None
    model = MapModel(board_map, map_copy, poll=True)
    try:
        assert model.files == [map_copy, map_copy.parent / PNG]
        png = map_copy.parent / PNG
        stamp = png.stat()  # saved again, as an image editor does: a newer time
        os.utime(png, ns=(stamp.st_atime_ns, stamp.st_mtime_ns + 1_000_000_000))
        end = time.monotonic() + RELOAD_SECONDS
        while not model.poll():
            assert time.monotonic() < end, "the saved tileset was not noticed"
            time.sleep(0.02)
        assert model.reads == 2 and not model.broken
    finally:
        model.close()
