"""A bot's turn at the table: it thinks, waits the bot speed's pause, then moves.

The table asks `update` once a frame. A bot that searches (one with a `time_cap`: the
normal and strong bots) thinks on a worker thread, capped in time, so no frame waits
for it, while `thinking` says so for the table's indicator; a quick bot decides at once.
The move is made on the table's own thread once the pause has passed and nothing is in
the way (a piece held, an animation running). The pause restarts after every move,
whoever made it, so each bot move stays on screen long enough to be followed.

A search the cap cut short, or one that dropped sampled worlds the rules could not play
on, is told after its move (`note`: "Brann thought 2.0 s, cut at its 2 s cap after 340
of 600 iterations"), for the table to show and a designer to read.

A bot that fails (it raises, or chooses a move the rules refuse) never stops the game:
a report is written (with the game so far), its first listed move is made instead,
and the log says so (`Session.play_bot_move`).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from game.core.move import Move
from game.session import BotTurn, Session

THINK_CAP = 2.0
"""The longest a bot may think at the table, in seconds (its search stops there)."""


@dataclass
class Thought:
    """A decision being made on a worker thread, and what came of it."""

    turn: BotTurn
    moves_made: int  # the game's move count when it began: a later count makes it stale
    began: float = field(default_factory=time.perf_counter)
    move: Move | None = None
    failure: Exception | None = None
    done: threading.Event = field(default_factory=threading.Event)


class BotTurns:
    """Paces and runs the bots of one table."""

    def __init__(
        self,
        session: Session,
        report: Callable[[Exception, Session], object] | None = None,
        cap: float = THINK_CAP,
    ) -> None:
        self.session = session
        self.report = report  # writes a report of a bot's failure (the table's, on disk)
        self.cap = cap
        self.waited = 0.0
        self.thought: Thought | None = None
        self.note = ""  # what the last searching bot's move came of, if worth telling

    @property
    def thinking(self) -> str:
        """The name of the seat whose bot is thinking now ("" if none)."""
        thought = self.thought
        if thought is None or thought.done.is_set():
            return ""
        return self.session.plans[thought.turn.seat].name

    def restart(self) -> None:
        """A move was made: the next bot waits its whole pause."""
        self.waited = 0.0

    def update(self, dt: float, pause: float, idle: bool) -> Move | None:
        """The bot's move, once a bot is to act, the table is `idle`, it has decided and
        it has waited `pause` seconds; None until then."""
        session = self.session
        thought = self.thought
        if thought is not None and len(session.state.moves) != thought.moves_made:
            self.thought = thought = None  # someone else moved meanwhile: think again
        if not session.bot_to_act():
            return None
        if thought is None:
            turn = session.bot_turn()
            if turn is None:
                return None
            if hasattr(turn.bot, "time_cap"):  # a searching bot: think on a worker thread
                self.thought = thought = self._think(turn)
            else:
                self.thought = thought = self._decide(turn)
        if not idle:
            return None
        self.waited += dt
        if self.waited < pause or not thought.done.is_set():
            return None
        self.thought = None
        self.waited = 0.0
        self.note = self._note(thought)
        if thought.failure is not None and self.report is not None:
            # a report that cannot be written must not stop the game either
            with contextlib.suppress(OSError):
                self.report(thought.failure, session)
        return session.play_bot_move(thought.turn, thought.move, thought.failure)

    def _note(self, thought: Thought) -> str:
        """The line to tell of a search its cap cut short or that dropped worlds ("" if
        neither, or the bot does not search)."""
        last = getattr(thought.turn.bot, "last", None)
        if last is None or not (getattr(last, "cut", False) or getattr(last, "dropped", 0)):
            return ""
        return f"{self.session.plans[thought.turn.seat].name} {last.summary()}."

    def _decide(self, turn: BotTurn) -> Thought:
        thought = Thought(turn, len(self.session.state.moves))
        try:
            thought.move = turn.bot.choose(turn.view, turn.legal)
        except Exception as exc:  # a bot's failure never stops the game
            thought.failure = exc
        thought.done.set()
        return thought

    def _think(self, turn: BotTurn) -> Thought:
        thought = Thought(turn, len(self.session.state.moves))
        turn.bot.time_cap = self.cap  # type: ignore[attr-defined]
        if hasattr(turn.bot, "last"):  # what this decision finds, not an earlier one's
            turn.bot.last = None

        def work() -> None:
            try:
                thought.move = turn.bot.choose(turn.view, turn.legal)
            except Exception as exc:  # reported and replaced on the table's thread
                thought.failure = exc
            finally:
                thought.done.set()

        threading.Thread(target=work, name="bot-thinking", daemon=True).start()
        return thought
