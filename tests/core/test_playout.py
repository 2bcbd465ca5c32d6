"""The shared random-playout test: it runs over every registered ruleset.

For each game, 200 seeded games between random players, with random options:
every game ends; no card is lost or duplicated; every legal move passes the
check; rejected moves (stale, out of turn, malformed) leave the state equal to
before; no view holds a card id its seat may not see; and saving, loading and
replaying gives an identical state.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from game.core import saves
from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.rng import Rng
from game.core.ruleset import Ruleset
from game.core.runner import GameTooLong, play
from game.core.serial import strings_in, to_plain
from game.core.state import GameState
from game.core.zones import hidden_ids
from game.games import REGISTRY

GAMES_PER_RULESET = 200
# Dragon Dune games are long (about 250 moves, with hundreds of legal moves each
# turn of Recruitment), so fewer of them keep the suite quick. Random Dominion
# games run to about 500 moves (three piles run out), each view carrying a long log.
# Random Hatch games never build a 200 dynasty, so each plays to its round limit (about
# 550 moves at two players), and every view carries the log of the game so far.
# Dragon's Money Laundering runs to about 370 moves at four players, with a view per move.
# The shares keep the whole suite near ten minutes on one core.
GAMES = {"dune": 8, "draconium": 15, "hatch": 15, "dml": 30}
MAX_MOVES = 5_000


def random_options(ruleset: Ruleset[Any], rng: Rng) -> dict[str, Any]:
    options = {}
    for option in ruleset.options:
        choices = option.choices or (False, True)
        if rng.below(3) == 0:
            options[option.name] = choices[rng.below(len(choices))]
    return options


def pieces(state: GameState) -> Counter[str]:
    return Counter(card for zone in state.zones() for card in zone.cards)


def assert_rejected_unchanged(ruleset: Ruleset[Any], state: GameState, move: Move) -> None:
    before = state.clone()
    with pytest.raises(IllegalMove) as caught:
        ruleset.apply(state, move)
    assert caught.value.code.startswith(f"{ruleset.name}/")
    assert caught.value.message.strip(), "a rejection must say why"
    assert state == before, f"rejected {move.describe()} changed the state"


def assert_view_private(ruleset: Ruleset[Any], state: GameState, seat: int) -> None:
    view = ruleset.view(state, seat)
    assert view.is_view and view.viewer == seat and not view.moves
    leaked = strings_in(to_plain(view)) & hidden_ids(state.zones(), seat)
    assert not leaked, f"seat {seat}'s view shows hidden cards {sorted(leaked)[:5]}"
    assert all(line.seat in (None, seat) for line in view.log)


def playout(ruleset: Ruleset[Any], seed: int) -> GameState:
    rng = Rng(seed * 7919 + 1)
    seats = [f"P{i + 1}" for i in range(ruleset.min_seats)]
    state: GameState = ruleset.new_game(seats, seed, random_options(ruleset, rng))
    start = pieces(state)
    assert all(n == 1 for n in start.values()), "a card id appears twice at set-up"
    stale: list[Move] = []
    for step in range(MAX_MOVES):
        if ruleset.result(state) is not None:
            break
        to_act = ruleset.to_act(state)
        assert to_act, "nobody is to act, yet the game has not ended"
        seat = to_act[rng.below(len(to_act))]
        legal = ruleset.legal_moves(state, seat)
        assert legal, f"seat {seat} must act but has no legal move"
        shape = getattr(ruleset, "malformed", None)  # the table's shape gate, run afresh
        reason = getattr(ruleset, "reason", None)  # the gates, without the listed gate
        for move in legal:
            ruleset.check(state, move)
            assert reason is None or reason(state, move) is None, f"refused: {move.describe()}"
            assert shape is None or shape(move) is None, f"listed malformed: {move.describe()}"
        if step % 3 == 0:
            probes = [m for m in stale[-4:] if m not in legal]
            probes.append(Move.make(seat, "no-such-move"))
            others = [s for s in range(len(seats)) if s not in to_act]
            if others:
                probes.append(Move(others[0], legal[0].kind, legal[0].args))
            for probe in probes:
                assert_rejected_unchanged(ruleset, state, probe)
        if step % 5 == 0:
            for viewer in range(len(seats)):
                assert_view_private(ruleset, state, viewer)
        move = legal[rng.below(len(legal))]
        stale.extend(legal[:2])
        ruleset.apply(state, move)
        assert pieces(state) == start, f"cards were lost or duplicated by {move.describe()}"
    assert ruleset.result(state) is not None, f"seed {seed} did not end in {MAX_MOVES} moves"
    no_more = ruleset.legal_moves(state, 0)
    assert no_more == [], "moves are legal after the game ended"
    return state


@pytest.mark.parametrize("name", REGISTRY.names())
def test_random_playouts_end_conserve_cards_and_replay(name: str) -> None:
    ruleset = REGISTRY.get(name)
    for seed in range(GAMES.get(name, GAMES_PER_RULESET)):
        state = playout(ruleset, seed)
        if seed % 5 == 0:  # JSON save, load by replay: an identical state
            text = saves.dumps(state)
            _, loaded = saves.loads(text, REGISTRY)
            assert to_plain(loaded) == to_plain(state)
            assert saves.dumps(loaded) == text


@pytest.mark.parametrize("name", REGISTRY.names())
def test_same_seed_and_moves_give_the_same_game(name: str) -> None:
    ruleset = REGISTRY.get(name)
    first = playout(ruleset, 12345)
    again = ruleset.new_game(first.seats, first.seed, first.options)
    for move in first.moves:
        ruleset.apply(again, Move.from_json(move.to_json()))
    assert to_plain(again) == to_plain(first)


BOT_GAMES = {"riders": 20, "dune": 2, "draconium": 6, "hatch": 3, "dml": 4}


@pytest.mark.parametrize("name", REGISTRY.names())
def test_the_default_bots_finish_within_the_games_move_bound(name: str) -> None:
    """A game the default bots cannot finish within the bound its entry states
    (`GameEntry.max_moves`) is a bug in the rules or in a bot."""
    entry, ruleset = REGISTRY.entry(name), REGISTRY.get(name)
    for seats in sorted({ruleset.min_seats, ruleset.max_seats}):
        for seed in range(BOT_GAMES.get(name, 3)):
            bots = [entry.make_bot(entry.default_bot, seed * 16 + s, ruleset) for s in range(seats)]
            try:
                state = play(ruleset, bots, seed, max_moves=entry.max_moves)
            except GameTooLong as exc:
                pytest.fail(f"{name}, {seats} seats, seed {seed}: {exc}")
            assert len(state.moves) <= entry.max_moves
