"""A territory added to a copy of the map in Tiled, with its properties, is a territory
for the rules, the bots, the table, the map check and `simulate --map`: no list of
region ids in code stands in its way."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.core.errors import DataError
from game.core.runner import play
from game.games import REGISTRY
from game.games.dune import setup
from game.games.dune.board import load_board
from game.games.dune.map_check import map_problems
from game.games.dune.rules import DuneRuleset
from game.games.dune.state import DuneState
from game.games.dune.table.kit import map_art
from game.games.dune.terrain import TILES
from tests.games.dune.map_edits import add_territory

MAPS = Path(__file__).resolve().parents[3] / "maps"
TMX, PNG = "dragon_dune.tmx", "dragon_dune_tiles.png"
T = 32
NEW = "19"
# rows 19–20, columns 8–13: the thick wall between plain 16 and plain 14 (§1.1)
RECT = (8 * T, 19 * T, 6 * T, 2 * T)


@pytest.fixture
def tmx(tmp_path: Path) -> Path:
    folder = tmp_path / "my map"
    folder.mkdir()
    for name in (TMX, PNG):
        shutil.copy(MAPS / name, folder / name)
    return folder / TMX


@pytest.fixture
def new_city(tmx: Path) -> Path:
    add_territory(tmx, NEW, RECT, ("16", "14"), kind="city")
    return tmx


def test_the_new_territory_loads_with_its_properties_and_borders(new_city: Path) -> None:
    board = load_board(new_city)
    region = board.regions[NEW]
    assert (region.kind, region.track, region.orcish, region.neutral) == ("city", 0, False, False)
    assert region.rect == (256.0, 608.0, 192.0, 64.0)
    assert board.adjacency[NEW] == {"14", "16"}
    assert NEW in board.adjacency["16"] and NEW in board.adjacency["14"]
    assert board.cities() == ["19", "1c", "3c", "5c", "10c", "15c"]
    assert len(board.regions) == 29


def test_the_map_check_passes_it(new_city: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert map_problems(new_city) == []
    assert main(["lab", "dune", "--check", "--map", str(new_city)]) == 0


def test_a_new_territory_no_border_reaches_is_named(tmx: Path) -> None:
    add_territory(tmx, NEW, RECT, (), kind="fort")
    assert map_problems(tmx) == [
        f"{tmx}: territory '19' cannot be reached: no border joins it to the other "
        "territories (check its 'adjacent' property)"
    ]


def test_a_new_orcish_fort_is_orcish_for_the_rules(tmx: Path) -> None:
    add_territory(tmx, NEW, RECT, ("16", "14"), kind="fort", orcish=True)
    rules = DuneRuleset(board=load_board(tmx))
    # board order: by dragon number (0: the dragon never comes), then id
    assert rules.board.orcish() == ["19", "1", "1c", "2", "2f", "16", "16f", "17", "18"]
    assert setup.orc_camps(rules.board) == ("1c", "9f", "16f")


def test_a_new_orc_camp_takes_part_in_the_split(tmx: Path) -> None:
    add_territory(tmx, NEW, RECT, ("16", "14"), kind="fort")
    text = tmx.read_text(encoding="utf-8")
    start = text.index(f'name="{NEW}"')
    part = text[start:].replace('name="start" value=""', 'name="start" value="O"', 1)
    tmx.write_text(text[:start] + part, encoding="utf-8")
    rules = DuneRuleset(board=load_board(tmx))
    state = rules.new_game(["A", "B", "C", "D"], 3, {})
    assert setup.orc_camps(rules.board) == ("19", "1c", "9f", "16f")
    legal = rules.legal_moves(state, 3)
    # the card file's 4/3/3 names no token for 19: the most even split comes first
    assert legal[0].args == (("n16f", 2), ("n19", 3), ("n1c", 3), ("n9f", 2))
    assert len(legal) == 84  # ten tokens on four camps, at least one each: C(9, 3)
    rules.apply(state, legal[0])
    said = "The Orcs place their tokens: 3 on 19, 3 on 1c, 2 on 9f, 2 on 16f."
    assert said in [line.text for line in state.log]
    assert state.on(NEW, 3) == 3


def whole_games(rules: DuneRuleset, seeds: range) -> Iterator[tuple[DuneState, set[str]]]:
    """Default-bot games on `rules`, each with the regions someone controlled in it."""
    entry = REGISTRY.entry("dune")
    for seed in seeds:
        held: set[str] = set()

        def watch(state: object, move: object, held: set[str] = held) -> None:
            assert isinstance(state, DuneState)
            held.update(rid for rid in state.tokens if state.controller(rid) is not None)

        bots = [entry.make_bot(entry.default_bot, seed * 16 + s, rules) for s in range(4)]
        state = play(rules, bots, seed, max_moves=entry.max_moves, on_move=watch)
        yield state, held


def test_bots_play_whole_games_on_it_and_take_the_new_city(new_city: Path) -> None:
    rules = DuneRuleset(board=load_board(new_city))
    taken = 0
    for state, held in whole_games(rules, range(6)):
        assert state.result is not None
        taken += NEW in held
    assert taken >= 1  # controlled in some game


def test_the_table_draws_its_ground(new_city: Path) -> None:
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        art = map_art(new_city)
        sheet = pygame.image.load(str(MAPS / PNG))
        index = TILES.index("city")
        want = sheet.get_at(((index % 8) * T + 16, (index // 8) * T + 16))
        for col in (8, 10, 13):
            assert art.get_at((col * T + 16, 19 * T + 16)) == want
    finally:
        pygame.display.quit()


def test_simulate_plays_on_it(new_city: Path, tmp_path: Path) -> None:
    out = tmp_path / "balance"
    quiet = ["--jobs", "1", "--quiet", "--no-plots", "--out", str(out)]
    assert main(["simulate", "dune", "--map", str(new_city), "--games", "2", *quiet]) == 0
    assert (out / "summary.json").is_file()


def test_a_map_without_the_elves_start_region_is_refused_naming_the_card_file(tmx: Path) -> None:
    text = tmx.read_text(encoding="utf-8")
    tmx.write_text(text.replace('name="5c" class', 'name="5k" class', 1), encoding="utf-8")
    text = tmx.read_text(encoding="utf-8")
    for old in ('"4f,6"', '"3,4,5c"', '"5c,7,9"'):  # the borders that name 5c
        assert old in text, old
        text = text.replace(old, old.replace("5c", "5k"))
    for spot in ("5c", "5c.gold", "5c.hidden"):
        text = text.replace(f'name="{spot}" x', f'name="{spot.replace("5c", "5k")}" x', 1)
    tmx.write_text(text, encoding="utf-8")
    board = load_board(tmx)
    with pytest.raises(DataError) as caught:
        DuneRuleset(board=board)
    assert caught.value.problems == (
        f"faction E: 'tokens' names region '5c', which the map {tmx} does not have",
    )
