"""A bot's turn at the table: it waits the bot speed's pause, then moves.

The table asks `due` once a frame while a bot is to act and nothing is in the way (a
piece held, an animation running). The pause restarts after every move, whoever made
it, so each bot move stays on screen long enough to be followed.
"""

from __future__ import annotations

from game.core.move import Move
from game.session import Session


class BotTurns:
    """Paces the bots of one table."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.waited = 0.0

    def restart(self) -> None:
        """A move was made: the next bot waits its whole pause."""
        self.waited = 0.0

    def update(self, dt: float, pause: float, idle: bool) -> Move | None:
        """The bot's move, once a bot is to act, the table is `idle` and it has waited
        `pause` seconds; None until then."""
        if not idle or not self.session.bot_to_act():
            return None
        self.waited += dt
        if self.waited < pause:
            return None
        self.waited = 0.0
        return self.session.play_bot()
