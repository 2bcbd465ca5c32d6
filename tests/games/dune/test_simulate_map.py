"""`python -m game simulate dune --map FILE`: the balance simulation on a designer's copy
of the map, read as the lab's Playtest reads it; a broken copy is one message naming it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.__main__ import main
from game.games import REGISTRY
from game.sim.chunks import map_files_of, play_chunk, play_chunk_with_cards
from game.sim.play import rules_for
from game.sim.records import SimSpec

MAPS = Path(__file__).resolve().parents[3] / "maps"
TMX, PNG = "dragon_dune.tmx", "dragon_dune_tiles.png"


@pytest.fixture
def tmx(tmp_path: Path) -> Path:
    folder = tmp_path / "my map"
    folder.mkdir()
    for name in (TMX, PNG):
        shutil.copy(MAPS / name, folder / name)
    return folder / TMX


def set_gold(tmx: Path, rid: str, old: int, new: int) -> None:
    text = tmx.read_text(encoding="utf-8")
    start = text.index(f'name="{rid}" class="territory"')
    end = text.index("</object>", start)
    was = f'<property name="event_gold" type="int" value="{old}"/>'
    assert was in text[start:end]
    part = text[start:end].replace(was, was.replace(f'"{old}"', f'"{new}"'))
    tmx.write_text(text[:start] + part + text[end:], encoding="utf-8")


def simulate(tmx: Path, out: Path, game: str = "dune", games: int = 2) -> int:
    quiet = ["--jobs", "1", "--quiet", "--no-plots", "--out", str(out)]
    return main(["simulate", game, "--map", str(tmx), "--games", str(games), *quiet])


def test_simulate_plays_a_few_games_on_the_designers_map(
    tmx: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    set_gold(tmx, "7", 6, 9)
    out = tmp_path / "balance"
    assert simulate(tmx, out) == 0
    printed = capsys.readouterr().out
    assert printed.startswith(f"2 games of dune on the map {tmx}.\nVerdict:\n")
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["spec"]["map"] == str(tmx)
    assert summary["games"] == 2 and summary["failed"] == 0
    spec = SimSpec("dune", 2, ("easy",), 4, map_file=tmx)
    board = rules_for(REGISTRY.entry("dune"), spec).board
    assert board.path == str(tmx)
    assert board.regions["7"].event_gold == 9
    assert spec.describe() == (
        "2 games of dune, 4 players, bots easy, seeds 1–2, map dragon_dune.tmx"
    )


def test_a_broken_copy_is_one_message_naming_the_file(
    tmx: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = tmx.read_text(encoding="utf-8")
    tmx.write_text(text.replace('name="4f" class="territory"', 'name="4" class="territory"'))
    out = tmp_path / "balance"
    assert simulate(tmx, out) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err == (
        f"simulate: can't play on the map {tmx}, 2 problems:\n"
        "  layer 'territories' has region '4' twice\n"
        "  layer 'territories' has no region '4f' ('3', '4' and '5c' name it as adjacent)\n"
    )
    assert not out.exists()  # nothing was played or written


def test_a_copy_with_one_problem_says_it_on_one_line(
    tmx: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    set_gold(tmx, "7", 6, 0)  # a plain's event must bring gold
    assert simulate(tmx, tmp_path / "balance") == 2
    assert capsys.readouterr().err == (
        f"simulate: can't play on the map {tmx}: territory '7': property 'event_gold' must "
        "be positive with an event card and 0 without, not 0\n"
    )


def test_a_missing_map_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nowhere.tmx"
    assert simulate(missing, tmp_path / "balance") == 2
    assert capsys.readouterr().err == (
        f"simulate: can't play on the map {missing}: the map file is missing\n"
    )


def test_a_game_without_a_map_refuses_one(
    tmx: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert simulate(tmx, tmp_path / "balance", game="riders") == 2
    assert capsys.readouterr().err == (
        "simulate: Dragon Riders has no board map; --map is for games with one: "
        "Dragon Dune (dune).\n"
    )


def test_the_map_travels_to_a_worker_that_does_not_have_it(tmx: Path) -> None:
    """As a Ray task gets it: the map and its tileset as bytes, written to a private
    folder there; the games are the ones played here on the copy."""
    set_gold(tmx, "7", 6, 9)
    spec = SimSpec("dune", 1, ("easy",), 4, seed=3, map_file=tmx)
    carried = map_files_of(tmx)
    assert list(carried) == [TMX, PNG]
    assert carried[PNG] == (tmx.parent / PNG).read_bytes()
    there = play_chunk_with_cards(spec, 0, 1, REGISTRY.source, None, carried)
    here = play_chunk(spec, 0, 1, REGISTRY)
    assert there == here
    assert len(here) == 1 and not here[0].failed
