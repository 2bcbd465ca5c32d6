"""A seeded rules fuzz: random games, and at every few steps a handful of mutated,
wrong-seat, garbage and stale moves thrown at the rules.

It checks what the kernel promises for every game:

- nothing crashes: `check`, `apply`, `legal_moves` and `view` raise nothing but
  `IllegalMove` (a rejection), whatever they are handed;
- `check` and `apply` agree: a move `check` passes, `apply` takes; a move `check`
  refuses, `apply` refuses with the same code;
- a refusal leaves the state equal to what it was;
- exactly the listed moves are accepted: a move the rules take is one they list (or
  of the same canonical form), unless its kind is an anytime move such as resigning.

Run long: `python -m benchmarks.rules_fuzz --games 200 [--game hatch] [--seed 1]`; the
suite runs it briefly (tests/core/test_rules_fuzz.py). A finding prints its game,
seed, step and move, so it can be replayed.
"""

from __future__ import annotations

import argparse
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.rng import Rng
from game.core.serial import strings_in, to_plain
from game.core.state import GameState

NUMBERS = (-1, 0, 1, 2, 3, 5, 7, 99, 10**9)


@dataclass
class Finding:
    """One thing the rules got wrong: what, where, and the move that showed it."""

    what: str  # "crash", "disagree", "changed", "unlisted"
    game: str
    seed: int
    step: int
    move: str
    detail: str

    def line(self) -> str:
        where = f"{self.game} seed {self.seed} step {self.step}"
        return f"{self.what}: {where}: {self.move}: {self.detail}"


@dataclass
class Report:
    games: int = 0
    steps: int = 0
    probes: int = 0
    accepted: int = 0
    findings: list[Finding] = field(default_factory=list)

    def of(self, what: str) -> list[Finding]:
        return [f for f in self.findings if f.what == what]


def random_options(rules: Any, rng: Rng) -> dict[str, Any]:
    """Each option of the game switched or chosen at random, one time in two."""
    chosen = {}
    for option in rules.options:
        choices = option.choices or (False, True)
        if rng.below(2) == 0:
            chosen[option.name] = choices[rng.below(len(choices))]
    return chosen


HISTORY = ("moves", "log")


def _strings(state: GameState, rng: Rng, k: int = 12) -> list[str]:
    """A few of the words this position holds (card ids, zones, regions, names). The
    history (moves and log) is left out: it only grows, and its words are the position's."""
    now = [to_plain(getattr(state, f.name)) for f in fields(state) if f.name not in HISTORY]
    found = sorted(s for s in strings_in(now) if 0 < len(s) <= 24)
    return [*rng.sample(found, k), "", "zzz", "?"]


def _some_value(rng: Rng, words: Sequence[str]) -> Any:
    roll = rng.below(6)
    if roll == 0:
        return NUMBERS[rng.below(len(NUMBERS))]
    if roll == 1:
        return (True, False, None)[rng.below(3)]
    if roll == 2:
        return tuple(rng.sample(list(words), rng.below(4)))
    if roll == 3:
        return (words[rng.below(len(words))], NUMBERS[rng.below(len(NUMBERS))])
    return words[rng.below(len(words))]


def probes(
    rules: Any,
    state: GameState,
    legal: Sequence[Move],
    seat: int,
    stale: Sequence[Move],
    rng: Rng,
    count: int,
) -> Iterator[Move]:
    """`count` moves that should mostly be refused: mutated, wrong-seat, garbage, stale."""
    words = _strings(state, rng)
    table = getattr(rules, "moves_table", None)
    kinds = sorted(table.kinds) if table is not None else sorted({m.kind for m in legal})
    seats = len(state.seats)
    to_act = set(rules.to_act(state))
    for _ in range(count):
        base = legal[rng.below(len(legal))] if legal else Move(seat, "no-such-move")
        args = dict(base.args)
        roll = rng.below(9)
        if roll == 0 and args:  # one argument changed
            name = sorted(args)[rng.below(len(args))]
            args[name] = _some_value(rng, words)
            yield Move.make(base.seat, base.kind, base.gesture, **args)
        elif roll == 1 and args:  # one argument left out
            name = sorted(args)[rng.below(len(args))]
            del args[name]
            yield Move.make(base.seat, base.kind, base.gesture, **args)
        elif roll == 2:  # one argument too many
            args["bogus" if rng.below(2) else "n"] = _some_value(rng, words)
            yield Move.make(base.seat, base.kind, base.gesture, **args)
        elif roll == 3:  # another kind with these arguments
            yield Move(base.seat, kinds[rng.below(len(kinds))], base.args, base.gesture)
        elif roll == 4:  # another seat: one not asked, or one the game does not have
            others = [s for s in range(seats) if s not in to_act] or [seats]
            other = (*others, -1, seats, 99)[rng.below(len(others) + 3)]
            yield Move(other, base.kind, base.args, base.gesture)
        elif roll == 5:  # garbage: a kind of the game with arguments made up
            made = {
                words[rng.below(len(words))] or "x": _some_value(rng, words)
                for _ in range(rng.below(3))
            }
            piece = words[rng.below(len(words))]
            gesture = Gesture(piece, piece, piece) if rng.below(2) else None
            yield Move.make(seat, kinds[rng.below(len(kinds))], gesture, **made)
        elif roll == 6:  # a kind the game does not have, carrying a gesture
            yield Move(seat, "no-such-move", base.args, Gesture("x", "y", "z"))
        elif stale:  # a move listed at an earlier position
            yield stale[rng.below(len(stale))]
        else:
            yield Move.make(seat, kinds[rng.below(len(kinds))])


def _listed(rules: Any, state: GameState, move: Move) -> bool:
    kind_of = getattr(rules, "kind_of", None)
    if kind_of is not None:
        kind = kind_of(move.kind)
        if kind is not None and kind.anytime:
            return True
    canonical = getattr(rules, "canonical", lambda m: m)
    normal = getattr(rules, "normal", lambda m: m)  # a left-out argument means its default
    form = canonical(normal(move))
    return any(canonical(m) == form for m in rules.legal_moves(state, move.seat))


def _probe(
    rules: Any, state: GameState, move: Move, report: Report, where: tuple[int, int]
) -> None:
    """Throw one move at the rules; note what they got wrong."""
    game, (seed, step) = rules.name, where

    def found(what: str, detail: str) -> None:
        report.findings.append(Finding(what, game, seed, step, move.describe(), detail))

    report.probes += 1
    try:
        rules.check(state, move)
        verdict: IllegalMove | None = None
    except IllegalMove as refusal:
        verdict = refusal
    except Exception as exc:  # the finding this fuzz is for
        found("crash", f"check raised {type(exc).__name__}: {exc} | {_where(exc)}")
        return
    if verdict is None:
        report.accepted += 1
        try:
            if not _listed(rules, state, move):
                found("unlisted", "check accepts a move the rules do not list")
        except Exception as exc:
            found("crash", f"legal_moves raised {type(exc).__name__}: {exc} | {_where(exc)}")
        copy = state.clone()
        try:
            rules.apply(copy, move)
        except IllegalMove as refusal:
            found("disagree", f"check passes, apply refuses: {refusal.code}")
        except Exception as exc:
            found("crash", f"apply raised {type(exc).__name__}: {exc} | {_where(exc)}")
        return
    before = state.clone()
    try:
        rules.apply(state, move)
    except IllegalMove as refusal:
        if refusal.code != verdict.code:
            found("disagree", f"check says {verdict.code}, apply {refusal.code}")
        if not refusal.code.startswith(f"{game}/") or not refusal.message.strip():
            found("disagree", f"a refusal without the game's code or a sentence: {refusal!r}")
    except Exception as exc:
        found("crash", f"apply raised {type(exc).__name__}: {exc} | {_where(exc)}")
    else:
        found("disagree", f"check refuses ({verdict.code}), apply accepts")
    if state != before:
        found("changed", "a refused move changed the state")


def _where(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    last = frames[-1] if frames else None
    return f"{last.filename.rsplit('/game/', 1)[-1]}:{last.lineno}" if last else "?"


def fuzz_game(
    rules: Any,
    seed: int,
    report: Report,
    *,
    seats: int = 0,
    every: int = 3,
    count: int = 6,
    max_moves: int = 5_000,
) -> None:
    """One random game of `rules` from `seed`, probed every `every` steps."""
    rng = Rng(seed * 104_729 + 17)
    names = [f"P{i + 1}" for i in range(seats or rules.min_seats)]
    state = rules.new_game(names, seed, random_options(rules, rng))
    stale: list[Move] = []
    report.games += 1
    for step in range(max_moves):
        if rules.result(state) is not None:
            break
        to_act = rules.to_act(state)
        seat = to_act[rng.below(len(to_act))]
        try:
            legal = rules.legal_moves(state, seat)
        except Exception as exc:
            report.findings.append(
                Finding("crash", rules.name, seed, step, "legal_moves", f"{exc!r} {_where(exc)}")
            )
            return
        if step % every == 0:
            for move in probes(rules, state, legal, seat, stale, rng, count):
                _probe(rules, state, move, report, (seed, step))
        if not legal:
            report.findings.append(
                Finding("crash", rules.name, seed, step, "-", f"seat {seat} has no legal move")
            )
            return
        move = legal[rng.below(len(legal))]
        stale.extend(legal[: 1 + rng.below(2)])
        del stale[:-40]
        try:
            rules.apply(state, move)
        except Exception as exc:
            report.findings.append(
                Finding("crash", rules.name, seed, step, move.describe(), f"listed move: {exc!r}")
            )
            return
        report.steps += 1


def main(argv: Sequence[str] | None = None) -> int:
    from game.games import REGISTRY

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="games per game and seat count")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--show", type=int, default=5, help="findings shown per kind")
    args = parser.parse_args(argv)
    total = 0
    columns = [
        "game",
        "seats",
        "games",
        "steps",
        "probes",
        "accepted",
        "crash",
        "disagree",
        "changed",
        "unlisted",
        "s",
    ]
    print("| " + " | ".join(columns) + " |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in args.game or REGISTRY.names():
        rules = REGISTRY.get(name)
        for seats in sorted({rules.min_seats, rules.max_seats}):
            report = Report()
            start = time.perf_counter()
            for seed in range(args.seed, args.seed + args.games):
                fuzz_game(rules, seed, report, seats=seats)
            took = time.perf_counter() - start
            counts = [len(report.of(w)) for w in ("crash", "disagree", "changed", "unlisted")]
            print(
                f"| {name} | {seats} | {report.games} | {report.steps} | {report.probes} | "
                f"{report.accepted} | " + " | ".join(map(str, counts)) + f" | {took:.0f} |",
                flush=True,
            )
            for what in ("crash", "disagree", "changed", "unlisted"):
                for f in report.of(what)[: args.show]:
                    print("    " + f.line())
            total += sum(counts)
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main())
