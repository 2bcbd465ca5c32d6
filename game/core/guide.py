"""A guided first game: a short script over a real game, on the real rules.

A guide file (`assets/guides/<game>.toml`) fixes the game (its seats, seed and
options, so every deal is the one the words were written for) and lists the person's
first decisions in order, each with what to do and why. At each of them the table
asks for one move (the easy bot's choice among the moves the step names, so it is a
sensible one), rings its piece and glows its target, and refuses any other move with
a hint; the other seats are easy bots and play as they would. After the last step the
game simply goes on: a normal game against easy bots.

The step the person is at is counted from the game itself (their moves since the
start), so a move taken back takes the guide back with it. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError, IllegalMove
from game.core.move import Move
from game.core.rng import MAX_SEED
from game.core.state import GameState
from game.core.strict import unknown_keys

PERSON = 0
"""The seat the person sits in; the others are easy bots."""

MAX_TIMES = 200
"""The most moves one step may cover (a whole draft is 20)."""

_TOP = {"title", "seats", "seed", "options", "farewell", "step"}
_STEP = {"say", "kinds", "args", "times"}


@dataclass(frozen=True)
class GuideStep:
    say: str  # what to do and why; "{move}" stands for the move asked for, in words
    kinds: tuple[str, ...]  # the kinds of move the step asks for
    args: dict[str, Any] = field(default_factory=dict)  # and, where given, these arguments
    times: int = 1  # how many of the person's moves the step covers (a draft: 20)


@dataclass(frozen=True)
class GuideScript:
    game: str
    title: str
    seats: tuple[str, ...]
    seed: int
    options: dict[str, Any]
    steps: tuple[GuideStep, ...]
    farewell: str  # said when the last step is made: the game goes on from here
    path: Path


def guide_file(game: str) -> Path:
    return paths.asset("guides", f"{game}.toml")


def has_guide(game: str) -> bool:
    return guide_file(game).is_file()


def load_guide(game: str, path: Path | None = None) -> GuideScript:
    """The guide for `game`; DataError naming the file and the problem (an unknown key
    is refused with the keys a guide knows)."""
    path = path or guide_file(game)
    where = path.name
    # The one reader of data files: size, UTF-8, syntax, nesting and numbers checked.
    data = read_toml(path, "guide")
    _known(where, "the guide", data, _TOP)
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) < 2 or not all(isinstance(s, str) for s in seats):
        raise DataError(where, "seats must list two or more names, the person's first")
    raw_steps = data.get("step")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise DataError(where, "a guide needs at least one [[step]]")
    steps = []
    for n, raw in enumerate(raw_steps, start=1):
        if not isinstance(raw, dict):
            raise DataError(where, f"step {n} is not a table")
        _known(where, f"step {n}", raw, _STEP)
        kinds = raw.get("kinds")
        if isinstance(kinds, str):
            kinds = [kinds]
        if not isinstance(raw.get("say"), str) or not isinstance(kinds, list) or not kinds:
            raise DataError(where, f'step {n} needs say = "…" and kinds = ["…"]')
        args = raw.get("args", {})
        if not isinstance(args, dict):
            raise DataError(where, f"step {n}'s args must be a table")
        times = raw.get("times", 1)
        if not isinstance(times, int) or isinstance(times, bool) or not 1 <= times <= MAX_TIMES:
            raise DataError(where, f"step {n}'s times must be a whole number from 1 to {MAX_TIMES}")
        steps.append(GuideStep(raw["say"], tuple(str(k) for k in kinds), dict(args), times))
    seed = data.get("seed", 1)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise DataError(where, f"seed must be a whole number from 0 to {MAX_SEED:,}")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise DataError(where, "options must be a table")
    return GuideScript(
        game,
        str(data.get("title", "A guided first game")),
        tuple(seats),
        seed,
        options,
        tuple(steps),
        str(data.get("farewell", "That is the guide: play on as you like.")),
        path,
    )


def _known(where: str, what: str, data: dict[str, Any], known: set[str]) -> None:
    """Every unknown key of one table, each with a guess when one is close."""
    said = unknown_keys(data, known, what)
    if said:
        raise DataError(where, said[0], tuple(said[1:]))


class Guide:
    """A guide under way in one game (see the module's docstring)."""

    def __init__(self, script: GuideScript, start: int = 0) -> None:
        self.script = script
        self.start = start  # the moves made before the guide began (none: a new game)

    def at(self, state: GameState) -> int:
        """The step the person is at: their moves made since the guide began."""
        return sum(1 for m in state.moves[self.start :] if m.seat == PERSON)

    @property
    def moves(self) -> int:
        """The person's moves the whole guide covers."""
        return sum(step.times for step in self.script.steps)

    def number(self, state: GameState) -> int:
        """The index of the step the person is at (len(steps) when the guide is over)."""
        n = self.at(state)
        for i, step in enumerate(self.script.steps):
            if n < step.times:
                return i
            n -= step.times
        return len(self.script.steps)

    def step(self, state: GameState) -> GuideStep | None:
        i = self.number(state)
        return self.script.steps[i] if i < len(self.script.steps) else None

    def done(self, state: GameState) -> bool:
        return self.step(state) is None

    def expected(
        self,
        state: GameState,
        legal: Sequence[Move],
        prefer: Callable[[list[Move]], Move] | None = None,
    ) -> Move | None:
        """The move the step asks for: of its kinds and arguments, the one `prefer` (the
        easy bot, shown every legal move) chooses, else the first; None when the step is
        over or none of its moves is legal now (a changed card file: the guide lets the
        person play on)."""
        step = self.step(state)
        if step is None:
            return None
        found = [
            m
            for m in legal
            if m.kind in step.kinds and all(m.get(k) == v for k, v in step.args.items())
        ]
        if not found:
            return None
        if prefer is not None:
            chosen = prefer(list(legal))  # the bot's choice among all it may do, if the
            if chosen in found:  # step allows it: the guide's game is the one written for
                return chosen
        return found[0]

    def refusal(self, move: Move, expected: Move | None, asked: str) -> IllegalMove | None:
        """Why `move` is not the step's (None: it is, or the step asks for nothing)."""
        if expected is None or move == expected or move.seat != PERSON:
            return None
        return IllegalMove(
            "guide/another-move", f"This guided game asks for this move now: {asked}."
        )
