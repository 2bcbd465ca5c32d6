"""The seeded rules fuzz (benchmarks/rules_fuzz.py), briefly, over every game: random
games with random options, probed every third step with mutated, wrong-seat, garbage
and stale moves. Nothing crashes, `check` and `apply` agree, a refusal changes nothing,
and only listed moves are accepted. Long runs: `python -m benchmarks.rules_fuzz`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pytest

from benchmarks.rules_fuzz import Report, fuzz_game
from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.move_table import MoveKind
from game.games import REGISTRY
from game.games.riders.rules import RidersRuleset
from game.games.riders.state import RidersState

GAMES = {"riders": 12, "dune": 2, "draconium": 3, "hatch": 3, "dml": 4}


@pytest.mark.parametrize("name", REGISTRY.names())
def test_the_rules_fuzz_finds_nothing(name: str) -> None:
    rules = REGISTRY.get(name)
    report = Report()
    for seats in sorted({rules.min_seats, rules.max_seats}):
        for seed in range(GAMES.get(name, 3)):
            fuzz_game(rules, seed, report, seats=seats)
    assert report.probes > 100
    assert [f.line() for f in report.findings] == []


class Crashing(RidersRuleset):
    """Dragon Riders with a fault: a play on your own Rider raises KeyError."""

    def declare(self) -> Iterable[MoveKind[RidersState]]:
        kinds = list(super().declare())
        play = next(k for k in kinds if k.name == "play_card")
        honest = play.reason
        assert honest is not None

        def reason(state: RidersState, move: Move) -> IllegalMove | None:
            if move["target"] == "own_rider":
                raise KeyError("own_rider")
            return honest(state, move)

        return [replace(k, reason=reason) if k is play else k for k in kinds]


class Lax(RidersRuleset):
    """Dragon Riders whose attack has no reason and whose listed gate is gone: an attack
    it cannot pay for is taken."""

    def declare(self) -> Iterable[MoveKind[RidersState]]:
        return [replace(k, reason=None) if k.name == "attack" else k for k in super().declare()]

    def listed(self, state: RidersState, move: Move) -> bool:
        return True


def test_the_fuzz_finds_a_crash_and_a_move_nobody_lists() -> None:
    crashes, lax = Report(), Report()
    for seed in range(6):
        fuzz_game(Crashing(), seed, crashes)
        fuzz_game(Lax(), seed, lax)
    assert crashes.of("crash") and "KeyError" in crashes.of("crash")[0].detail
    assert lax.of("unlisted") and "attack" in lax.of("unlisted")[0].move
