"""A long session keeps its memory bounded: the rules' memories of moves (the listers'
store, the moves known to be well formed) are trimmed between games, so Hatch, whose
egg ids grow without end, does not hold every move it ever made
(benchmarks/bench_memory.py measures the resident memory over 2,000 games)."""

from __future__ import annotations

import pytest

from game.core import rules_base
from game.core.move import Move, MoveMemo
from game.core.runner import play
from game.games import REGISTRY


def test_the_memo_counts_what_it_holds_and_forgets_it_all_past_the_trim() -> None:
    known: dict[int, Move] = {}
    memo = MoveMemo(limit=100, known=known)
    memo.put("a", Move(0, "pass"))
    memo.put("b", (Move(0, "roll"), Move(1, "roll")))
    assert memo.held == 3 and len(known) == 3
    memo.trim(3, 2)  # not more than 3 moves in 2 entries: kept
    assert memo.find("a") is not None and memo.held == 3
    memo.trim(2, 2)
    assert memo.find("a") is None and memo.held == 0 and known == {}
    filled: list[Move] = memo.put("c", [])
    filled.extend(Move(0, "lay", (("egg", n),)) for n in range(50))  # held does not see these
    memo.put("d", Move(0, "pass"))
    memo.trim(100, 2)
    assert memo.find("c") is not None  # 2 entries: kept
    memo.put("e", Move(0, "roll"))
    memo.trim(100, 2)  # 3 entries
    assert memo.find("c") is None and len(memo._moves) == 0


def test_the_known_moves_never_outgrow_the_memo_limit() -> None:
    known: dict[int, Move] = {}
    memo = MoveMemo(limit=10, known=known)
    for n in range(35):
        memo.note(Move(0, "lay", (("egg", n),)))
        assert len(known) <= 10


@pytest.mark.parametrize("game", ["hatch", "riders", "dune"])
def test_a_session_of_many_games_keeps_its_move_memory_bounded(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rules_base, "KEPT_BETWEEN_GAMES", 1_500)
    monkeypatch.setattr(rules_base, "ENTRIES_BETWEEN_GAMES", 1_000)
    entry = REGISTRY.entry(game)
    rules = entry.make_rules()
    seats = [
        f"P{n}" for n in range(rules.min_seats)
    ]  # one ruleset for the whole session, as the client keeps
    most, first = 0, None
    for seed in range(1, 41):
        bots = [entry.make_bot("easy", seed * 16 + s, rules) for s in range(len(seats))]
        play(rules, bots, seed, max_moves=entry.max_moves)
        most = max(most, rules.memo.held)
        rules.new_game(seats, seed, {})  # between games: trimmed
        assert rules.memo.held <= 1_500 and len(rules._known) <= 1_500
        assert len(rules.memo._moves) <= 1_000
        first = rules.memo.held if first is None else first
    if game != "riders":  # new eggs, new hires: the games fill it past the trim
        assert most > 1_500 or rules.memo.held < first
    else:  # the same moves game after game: all kept, none made twice
        assert most < 1_500 and rules.memo.held >= first
