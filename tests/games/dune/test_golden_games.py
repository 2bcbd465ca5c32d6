"""Today's games replay the same: moves, result and public log, for the pinned seeds
(`golden_games.json`, written by `golden_games.py` beside it)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.games.dune.golden_games import OUT, play_game

GOLDEN = json.loads(Path(OUT).read_text())


def test_the_golden_file_pins_every_shared_seed_for_both_bots() -> None:
    assert len(GOLDEN) == 16
    assert {(g["bots"], g["seed"]) for g in GOLDEN} == {
        (bot, seed) for bot in ("easy", "random") for seed in range(8)
    }


@pytest.mark.parametrize("game", GOLDEN, ids=lambda g: f"{g['bots']}-{g['seed']}")
def test_a_pinned_game_plays_out_as_it_did(game: dict[str, object]) -> None:
    assert play_game(int(str(game["seed"])), str(game["bots"])) == game
