"""The balance lab records a game ended by agreement (Draconium's R41) as a draw with its
reason, never as a crash or a cut game; a draw without a reason stays "draw"."""

from __future__ import annotations

import dataclasses

from game.core.state import Result
from game.games import REGISTRY
from game.sim.play import draw_ending, hooks_for, play_game
from game.sim.records import SimSpec
from game.sim.stats import summarize
from tests.games.draconium.test_no_endless import MISERS, Miser


def test_a_game_ended_by_agreement_is_a_draw_with_its_reason() -> None:
    entry = REGISTRY.entry("draconium")
    misers = dataclasses.replace(entry, bots={**entry.bots, "miser": lambda r, s: Miser()})
    spec = SimSpec("draconium", 1, ("miser",), 2, seed=3, options=dict(MISERS))
    rules = REGISTRY.get("draconium")
    record = play_game(spec, misers, rules, 0, hooks_for(entry))
    assert record.draw and not record.cut and not record.failed
    assert record.winners == ()
    assert record.ending == "draw: ended by agreement: no one could unlock the Provinces"
    assert record.moves < 2_000


def test_a_draw_without_words_is_just_a_draw() -> None:
    assert draw_ending(Result((), ""), None) == "draw"
    assert draw_ending(Result((), "no winner"), None) == "draw: no winner"


def test_the_lab_s_summary_counts_it_among_the_draws_with_its_ending() -> None:
    entry = REGISTRY.entry("draconium")
    misers = dataclasses.replace(entry, bots={**entry.bots, "miser": lambda r, s: Miser()})
    spec = SimSpec("draconium", 1, ("miser",), 2, seed=3, options=dict(MISERS))
    record = play_game(spec, misers, REGISTRY.get("draconium"), 0, hooks_for(entry))
    summary = summarize(spec, [record])
    assert (summary["draws"], summary["cut"], summary["failed"]) == (1, 0, 0)
    assert [e["ending"] for e in summary["endings"]] == [
        "draw: ended by agreement: no one could unlock the Provinces"
    ]
