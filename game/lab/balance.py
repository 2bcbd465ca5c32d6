"""The Balance tab's work away from the window: a simulation on a background thread
that can be stopped (alone, with every card ablated, against a second card file, or
with one card's number nudged across a range), the bot line-ups a game offers, and
any game of a simulation played again from its seed so it can be watched as a replay.

Nothing here draws; the scene (`game.scenes.balance`) reads a `BalanceRun`'s
fields each frame and shows them.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field, replace
from itertools import combinations
from pathlib import Path
from typing import Any

from game.core.entry import GameEntry
from game.core.errors import DataError
from game.core.registry import Registry
from game.core.runner import GameTooLong, play
from game.core.state import GameState
from game.session import SeatPlan, Session
from game.sim.ablation import as_rows, banned_arm, judged, used_cards
from game.sim.chunks import Progress
from game.sim.play import BOT_SEED_STRIDE, rules_for
from game.sim.records import GameRecord, SimSpec
from game.sim.verdict import verdict


def bot_lineups(entry: GameEntry) -> dict[str, tuple[str, ...]]:
    """Each way to fill the seats, in words: every kind alone ("easy"), then every
    two kinds in turn ("easy vs random"); the game's default bot first."""
    kinds = entry.bot_kinds
    lineups: dict[str, tuple[str, ...]] = {kind: (kind,) for kind in kinds}
    for a, b in combinations(kinds, 2):
        lineups[f"{a} vs {b}"] = (a, b)
    return lineups


@dataclass
class BalanceRun:
    """One simulation on a background thread. `done`/`total` move as chunks finish;
    when `finished`, either `summary` and `records` are set, or `error` says what went
    wrong (a damaged card file, in its own words), or `stopped` is True."""

    registry: Registry
    spec: SimSpec
    jobs: int = 1
    done: int = 0
    started: float = field(default_factory=time.perf_counter)
    ended: float | None = None
    summary: dict[str, Any] | None = None
    records: list[GameRecord] = field(default_factory=list)
    error: str = ""
    stopped: bool = False
    ablate: tuple[str, ...] = ()  # cards to take from one seat a game, after the run
    ablate_all: bool = False  # every card the run's seats used, once it has played
    compare_with: Path | None = None  # B: a second card file, on the same seeds
    nudge: tuple[str, str, tuple[int, ...]] | None = None  # card, field, offsets
    lines: list[str] = field(default_factory=list)  # a comparison or nudge, in words
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None

    @property
    def total(self) -> int:
        """Every game to play: the run's, and each ablated card's, B's or each nudged
        value's again."""
        if self.compare_with is not None:
            return 2 * self.spec.games
        if self.nudge is not None:
            return self.spec.games * (1 + sum(1 for n in self.nudge[2] if n))
        return self.spec.games * (1 + len(self.ablate))

    @property
    def finished(self) -> bool:
        return self.ended is not None

    def start(self) -> BalanceRun:
        self._thread = threading.Thread(target=self._work_kept, name="balance", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Ask the simulation to end after the chunk it is playing."""
        self._stop.set()

    def join(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def rate(self) -> float:
        """Games a second so far."""
        seconds = (self.ended or time.perf_counter()) - self.started
        return self.done / seconds if seconds > 0 else 0.0

    def _progress(self, done: int, total: int) -> None:
        self.done = done

    def _ablations(self, kept: list[GameRecord]) -> list[Any] | None:
        """Each card of `ablate` taken from one seat a game, paired with `kept` (None if
        stopped before the last arm ended)."""
        from game.sim.pool import simulate

        arms = []
        for n, card in enumerate(self.ablate, start=1):
            offset = n * self.spec.games

            def tell(done: int, total: int, offset: int = offset) -> None:
                self.done = offset + done

            arm = simulate(
                self.registry, banned_arm(self.spec, card), self.jobs, tell, stop=self._stop.is_set
            )
            if len(arm) < self.spec.games:
                return None
            arms.append(arm)
        return judged(self.spec, self.ablate, kept, arms)

    def _arms(self) -> Progress:
        """Progress over arms played one after another, each told from zero."""
        before = 0

        def tell(done: int, total: int) -> None:
            nonlocal before
            self.done = before + done
            if done >= total:
                before += total

        return tell

    def _compare(self) -> None:
        """A (the run's cards) against B on the same seeds, paired game by game."""
        from game.sim.experiments import card_file_of, changed_cards, compare, run_games
        from game.sim.report import compare_lines

        assert self.compare_with is not None
        tell, stop = self._arms(), self._stop.is_set
        a_file, b_file = card_file_of(self.spec), self.compare_with
        a_summary, a = run_games(self.registry, self.spec, self.jobs, tell, stop=stop)
        b_spec = replace(self.spec, cards=b_file, label="B")
        b_summary, b = run_games(self.registry, b_spec, self.jobs, tell, stop=stop)
        found = compare(
            a_summary, b_summary, a_file.name, b_file.name, a, b, changed_cards(a_file, b_file)
        )
        self.lines = compare_lines(found)
        self.summary, self.records = b_summary, b

    def _nudge(self) -> None:
        """Each value of one card's number on the same seeds, paired with the file's."""
        from game.sim.experiments import nudge, temporary_folder
        from game.sim.report import nudge_lines

        assert self.nudge is not None
        card, name, offsets = self.nudge
        tell, stop = self._arms(), self._stop.is_set
        found = nudge(
            self.registry, self.spec, card, name, list(offsets), temporary_folder(),
            self.jobs, tell, stop,
        )  # fmt: skip
        self.lines = nudge_lines(found)
        self.summary, self.records = found["summary"], found["records"]

    def _work_kept(self) -> None:
        """The run, its ablations, both files or every value on one set of workers."""
        from game.sim.pool import kept_workers

        with kept_workers():
            self._work()

    def _work(self) -> None:
        from game.sim.experiments import NUDGE_ERRORS, Stopped, universe_for
        from game.sim.pool import simulate
        from game.sim.stats import summarize

        try:
            if self.compare_with is not None:
                self._compare()
                return
            if self.nudge is not None:
                self._nudge()
                return
            records = simulate(
                self.registry, self.spec, self.jobs, self._progress, stop=self._stop.is_set
            )
            if self._stop.is_set() and len(records) < self.spec.games:
                self.stopped = True
                return
            universe = universe_for(self.registry, self.spec)
            summary = summarize(self.spec, records, universe)
            if self.ablate_all:
                self.ablate = tuple(used_cards(records))
            if self.ablate:
                found = self._ablations(records)
                if found is None:
                    self.stopped = True
                    return
                summary["ablations"] = as_rows(found)
                summary["verdict"] = verdict(summary)
            self.summary, self.records = summary, records
        except Stopped:
            self.stopped = True
        except (DataError, *NUDGE_ERRORS) as exc:
            self.error = str(exc)
        except Exception as exc:  # a worker process that died, a bot that failed
            self.error = f"The simulation could not finish: {exc or type(exc).__name__}"
        finally:
            self.ended = time.perf_counter()


def replay_state(
    registry: Registry, spec: SimSpec, record: GameRecord, rules: Any = None
) -> GameState:
    """Game `record.index` of `spec` played again from its seed by the same bots in the
    same seats: the very game the simulation counted (its moves are the same)."""
    rules = rules if rules is not None else rules_for(registry.entry(spec.game), spec)
    seed = spec.game_seed(record.index)
    kinds = spec.seat_bots(record.index)
    entry = registry.entry(spec.game)
    bots = [entry.make_bot(kind, seed * BOT_SEED_STRIDE + s, rules) for s, kind in enumerate(kinds)]
    seats = seat_names(kinds)
    try:
        return play(rules, bots, seed, spec.options, seats, spec.max_moves)
    except GameTooLong as too_long:
        assert too_long.state is not None
        return too_long.state


def seat_names(kinds: tuple[str, ...]) -> list[str]:
    """The seats' names in a simulated game, as its log says them."""
    return [f"Seat {s + 1} ({kind})" for s, kind in enumerate(kinds)]


def replay_session(
    registry: Registry, spec: SimSpec, record: GameRecord, rules: Any = None
) -> Session:
    """A finished session of that game, for the replay scene (every seat a bot)."""
    rules = rules if rules is not None else rules_for(registry.entry(spec.game), spec)
    state = replay_state(registry, spec, record, rules)
    kinds = spec.seat_bots(record.index)
    names = seat_names(kinds)
    plans = [SeatPlan(name, False, kind) for name, kind in zip(names, kinds, strict=True)]
    return Session(
        registry,
        rules,
        plans,
        state.seed,
        spec.options,
        state=state,
        designer=spec.cards is not None,
        cards=spec.cards,
    )
