"""DML views over random games (§5) and the demo at 3 and 4 players."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.bots.random_bot import RandomBot
from game.core.serial import strings_in, to_plain
from game.core.zones import hidden_ids
from tests.games.dml.helpers import RULES


@pytest.mark.parametrize("players", [3, 4])
def test_views_never_show_hidden_cards(players: int) -> None:
    for seed in range(6):
        state = RULES.new_game([f"P{i}" for i in range(players)], seed)
        bots = [RandomBot(seed + i) for i in range(players)]
        for step in range(3000):
            if state.result is not None:
                break
            seat = RULES.to_act(state)[0]
            if step % 7 == 0:
                for viewer in range(players):
                    view = RULES.view(state, viewer)
                    leaked = strings_in(to_plain(view)) & hidden_ids(state.zones(), viewer)
                    assert not leaked
                    other = (viewer + 1) % players
                    assert all(c == "?" for c in view.players[other].king.cards)
            move = bots[seat].choose(None, RULES.legal_moves(state, seat))
            RULES.apply(state, move)
        assert state.result is not None


@pytest.mark.parametrize("players", ["3", "4"])
def test_demo_ends_with_a_result(players: str) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "game", "demo", "dml", "--seed", "5", "--players", players],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1].startswith("result: ")
