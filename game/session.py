"""A game at the table: the rules, who sits where (human or bot), and whose eyes
are on the screen. Pure Python, so the hot-seat logic is tested without a window.

The client shows only `view()`, the view of `viewer`. When the seat to act
passes to another human, `handover()` names that seat, and the client raises
the curtain before anything of that seat's is drawn.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import saves
from game.core.errors import IllegalMove, SaveError
from game.core.move import Gesture, Move, find_move
from game.core.ruleset import Ruleset
from game.core.runner import Player
from game.core.state import GameState, Result
from game.core.zones import hidden_ids
from game.games import REGISTRY, make_bot


@dataclass(frozen=True)
class SeatPlan:
    name: str
    human: bool = True
    bot: str = ""  # a bot's kind; "" for the game's default bot

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "human": self.human, "bot": self.bot}


class Session:
    def __init__(
        self,
        ruleset: Ruleset[Any],
        plans: Sequence[SeatPlan],
        seed: int,
        options: dict[str, Any] | None = None,
        state: GameState | None = None,
    ) -> None:
        self.ruleset = ruleset
        self.plans = list(plans)
        self.seed = seed
        names = [p.name for p in self.plans]
        self.state: GameState = state or ruleset.new_game(names, seed, options or {})
        if self.state.seats != names and sorted(self.state.seats) == sorted(names):
            # The rules dealt the seats at random (Dragon Dune's R1 option): each
            # person keeps their own plan (human or bot) in their new seat.
            by_name = {p.name: p for p in self.plans}
            self.plans = [by_name[name] for name in self.state.seats]
        default_bot = REGISTRY.entry(ruleset.name).default_bot
        self.bots: dict[int, Player] = {
            i: make_bot(ruleset.name, p.bot or default_bot, seed * 31 + i, ruleset)
            for i, p in enumerate(self.plans)
            if not p.human
        }
        humans = [i for i, p in enumerate(self.plans) if p.human]
        # One human keeps the screen from the start. With two or more, nobody has it
        # yet: the first hand-over raises the curtain, so a game opened or continued
        # in hot seat never shows a hand before its owner is at the screen.
        self.viewer: int | None = humans[0] if len(humans) == 1 else None

    # -- who is to act ----------------------------------------------------------------

    @property
    def result(self) -> Result | None:
        return self.ruleset.result(self.state)

    def seat_to_act(self) -> int | None:
        seats = self.ruleset.to_act(self.state)
        return seats[0] if seats else None

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.plans[seat].human

    def bot_to_act(self) -> bool:
        seat = self.seat_to_act()
        return seat is not None and seat in self.bots

    def handover(self) -> int | None:
        """The human seat that must take the screen behind the curtain, if any.

        A hand-over that would reveal nothing new (both seats see the same
        cards, as in the open draft) passes without a curtain.
        """
        seat = self.seat_to_act()
        if not self.is_human(seat) or seat == self.viewer:
            return None
        assert seat is not None
        if self.viewer is None or self._views_differ(self.viewer, seat):
            return seat
        self.viewer = seat
        return None

    def take_screen(self, seat: int) -> None:
        self.viewer = seat

    def _views_differ(self, a: int, b: int) -> bool:
        zones = list(self.state.zones())
        return hidden_ids(zones, a) != hidden_ids(zones, b)

    # -- what the screen may show ---------------------------------------------------

    def view(self) -> GameState:
        view: GameState = self.ruleset.view(self.state, self.viewer)
        return view

    def my_turn(self) -> bool:
        seat = self.seat_to_act()
        return seat is not None and seat == self.viewer and self.is_human(seat)

    def legal(self) -> list[Move]:
        if not self.my_turn():
            return []
        assert self.viewer is not None
        return self.ruleset.legal_moves(self.state, self.viewer)

    def targets_for(self, piece: str, from_zone: str) -> set[str]:
        """Zones where some legal move accepts this piece (they glow while it is held)."""
        return {
            m.gesture.to_zone
            for m in self.legal()
            if m.gesture and m.gesture.piece == piece and m.gesture.from_zone == from_zone
        }

    def why_not(self, piece: str, from_zone: str, to_zone: str) -> str:
        """Why a drop would be rejected, in the player's words ("" if it would be accepted)."""
        if self.viewer is None:
            return "You are watching; nobody at this screen is playing."
        if not self.my_turn():
            seat = self.seat_to_act()
            who = self.plans[seat].name if seat is not None else "nobody"
            return f"It is {who}'s move."
        try:
            move = self.ruleset.move_for_gesture(
                self.state, self.viewer, Gesture(piece, from_zone, to_zone)
            )
            if move is None:
                return "That can't be dropped there."
            self.ruleset.check(self.state, move)
        except IllegalMove as exc:
            return exc.message
        return ""

    # -- moves ------------------------------------------------------------------------

    def check_drop(
        self, piece: str, from_zone: str, to_zone: str, want: dict[str, Any] | None = None
    ) -> str:
        """Why this drop would be rejected, in the player's words; "" if it would be accepted."""
        move = self._drop_move(piece, from_zone, to_zone, want)
        if move is None:
            return self.why_not(piece, from_zone, to_zone) or "That can't be dropped there."
        try:
            self.ruleset.check(self.state, move)
        except IllegalMove as exc:
            return exc.message
        return ""

    def _drop_move(
        self, piece: str, from_zone: str, to_zone: str, want: dict[str, Any] | None
    ) -> Move | None:
        legal = self.legal()
        move = find_move(legal, piece, from_zone, to_zone, want)
        if move is None and want:
            near = find_move(legal, piece, from_zone, to_zone)
            if near is not None:
                args = {**{k: v for k, v in near.args}, **want}
                move = Move.make(near.seat, near.kind, near.gesture, **args)
        return move

    def drop(
        self, piece: str, from_zone: str, to_zone: str, want: dict[str, Any] | None = None
    ) -> IllegalMove | None:
        """A drag ended: the move it means goes through the rules. None if accepted.

        `want` holds what the player chose while holding the piece (how many
        tokens to carry). When no legal move matches it, the same move with those
        arguments goes to the rules anyway, so the player hears the exact reason
        ("The city holds at most 4 of your tokens").
        """
        move = self._drop_move(piece, from_zone, to_zone, want)
        if move is None:
            reason = self.why_not(piece, from_zone, to_zone)
            return IllegalMove(f"{self.ruleset.name}/bad-drop", reason or "Nothing happens.")
        return self.submit(move)

    def submit(self, move: Move) -> IllegalMove | None:
        try:
            self.ruleset.apply(self.state, move)
        except IllegalMove as exc:
            return exc
        return None

    def play_bot(self) -> Move | None:
        seat = self.seat_to_act()
        if seat is None or seat not in self.bots:
            return None
        bot = self.bots[seat]
        legal = self.ruleset.legal_moves(self.state, seat)
        view = self.ruleset.view(self.state, seat) if bot.needs_view else None
        move = bot.choose(view, legal)
        self.ruleset.apply(self.state, move)
        return move

    # -- saving ---------------------------------------------------------------------

    def save(self, path: Path) -> None:
        data = saves.save_data(self.state)
        data["players"] = [p.to_json() for p in self.plans]
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
        tmp.replace(path)

    @classmethod
    def load(cls, path: Path) -> Session:
        """Replay a save; raises SaveError naming the file and the problem."""
        ruleset, state = saves.read_save(path, REGISTRY)
        data = json.loads(path.read_text(encoding="utf-8"))
        raw = data.get("players")
        if isinstance(raw, list) and len(raw) == len(state.seats):
            try:
                plans = [SeatPlan(str(p["name"]), bool(p["human"]), str(p["bot"])) for p in raw]
            except (KeyError, TypeError):
                raise SaveError(str(path), "the list of players is damaged.") from None
        else:
            plans = [SeatPlan(name) for name in state.seats]
        return cls(ruleset, plans, state.seed, state.options, state=state)
