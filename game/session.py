"""A game at the table: the rules, who sits where (human or bot), and whose eyes
are on the screen. Pure Python, so the hot-seat logic is tested without a window.

The client shows only `view()`, the view of `viewer`. When the seat to act
passes to another human, `handover()` names that seat, and the client raises
the curtain before anything of that seat's is drawn.

A designer's playtest (`designer=True`, from the layout lab) shows every hand face
up, needs no curtain, and is never saved: its rules come from the designer's card
file (`cards`), which may change under it, so a save of it would not replay.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import autosaves
from game.core import saves
from game.core.errors import IllegalMove, SaveError
from game.core.gesture import find_moves
from game.core.move import Gesture, Move
from game.core.registry import Registry
from game.core.ruleset import Ruleset
from game.core.runner import Player
from game.core.saves import SeatRecord
from game.core.scenario import Scenario
from game.core.state import GameState, LogLine, Result
from game.core.zones import Visibility, hidden_ids

SeatPlan = SeatRecord
"""Who sits at a seat (a person, or a bot of a kind): the same record a save holds."""

WATCHING = "You are watching; nobody at this screen is playing."


@dataclass(frozen=True)
class BotTurn:
    """A bot's decision to make: its seat, the bot, its view, its legal moves."""

    seat: int
    bot: Player
    view: GameState | None
    legal: list[Move]


@dataclass(frozen=True)
class Drop:
    """What a drop on the table means: the legal moves (one per kind) it answers, the one
    move it means when that is clear, or the refusal to show."""

    moves: list[Move] = field(default_factory=list)
    move: Move | None = None
    problem: IllegalMove | None = None


class Session:
    """One game at the table; `registry` is the app's list of games (for the seats' bots,
    and to tell the game's own rules from a designer's)."""

    def __init__(
        self,
        registry: Registry,
        ruleset: Ruleset[Any],
        plans: Sequence[SeatPlan],
        seed: int,
        options: dict[str, Any] | None = None,
        state: GameState | None = None,
        scenario: Scenario | None = None,
        designer: bool = False,
        cards: Path | None = None,
        layout: Path | None = None,
    ) -> None:
        self.registry = registry
        self.ruleset = ruleset
        self.plans = list(plans)
        self.seed = seed
        self.scenario = scenario  # the position the game started from, if not a new deal
        self.designer = designer  # a playtest: every hand shown, no curtain, never saved
        self.cards = cards  # the card file the rules were read from (a playtest's)
        self.layout = layout  # the face layout the table draws with (None: the game's own)
        self._seated = list(plans)  # the plans as given, to deal the same game again
        names = [p.name for p in self.plans]
        if state is None and scenario is not None:
            state = scenario.state(ruleset, seed)
        self.state: GameState = state or ruleset.new_game(names, seed, options or {})
        if self.state.seats != names and sorted(self.state.seats) == sorted(names):
            # The rules dealt the seats at random (a game option may): each
            # person keeps their own plan (human or bot) in their new seat.
            by_name = {p.name: p for p in self.plans}
            self.plans = [by_name[name] for name in self.state.seats]
        entry = registry.entry(ruleset.name)
        self.bots: dict[int, Player] = {
            i: entry.make_bot(p.bot or entry.default_bot, seed * 31 + i, ruleset)
            for i, p in enumerate(self.plans)
            if not p.human
        }
        humans = [i for i, p in enumerate(self.plans) if p.human]
        # One human keeps the screen from the start. With two or more, nobody has it
        # yet: the first hand-over raises the curtain, so a game opened or continued
        # in hot seat never shows a hand before its owner is at the screen.
        # A designer's playtest has no secrets to keep, so its first person has it at once.
        alone = len(humans) == 1 or (designer and bool(humans))
        self.viewer: int | None = humans[0] if alone else None
        self._legal: list[Move] = []  # the viewer's legal moves, for one position
        self._legal_of: GameState | None = None
        self._legal_key: tuple[int, int] | None = None
        # Moves before this one can't be taken back: they drew on the dice or the
        # shuffle, showed their maker something hidden, or were made before the
        # game was opened here.
        self.undo_floor = len(self.state.moves)
        # The table's own lines in the log ("took back", a bot that failed), which no move
        # writes: kept here and woven into the log again whenever it is replayed.
        self.notes: list[LogLine] = []
        self.failures: list[tuple[int, Exception]] = []  # bots that failed, for reports
        # This game's own autosave (`game.autosaves`): set when continued from one, or
        # at the table's first autosave; no other game writes to it.
        self.autosave_path: Path | None = None
        # A check before the rules hear the person's move (a guided game's step): it may
        # refuse a legal move with its own reason; bots' moves never pass through it.
        self.gate: Callable[[Move], IllegalMove | None] | None = None

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
        if self.designer:  # every hand is shown anyway: the table just turns round
            self.viewer = seat
            return None
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
        """What the screen may show: the view of the seat at it; once the game is over,
        everything, every hidden card turned face up."""
        if self.result is not None:
            shown = self.state.clone()
            shown.viewer = self.viewer
            return shown
        view: GameState = self.ruleset.view(self.state, self.viewer)
        if self.designer:
            _show_hands(view, self.state)
        return view

    def my_turn(self) -> bool:
        seat = self.seat_to_act()
        return seat is not None and seat == self.viewer and self.is_human(seat)

    def legal(self) -> list[Move]:
        """The legal moves of the seat at the screen, if it is theirs to move.

        Computed once per position and viewer: a grab, every hover and the
        release of one drag all read the same list.
        """
        if not self.my_turn():
            return []
        assert self.viewer is not None
        key = (len(self.state.moves), self.viewer)
        if self._legal_of is not self.state or self._legal_key != key:
            self._legal = self.ruleset.legal_moves(self.state, self.viewer)
            self._legal_of, self._legal_key = self.state, key
        return self._legal

    def targets_for(self, piece: str, from_zone: str) -> set[str]:
        """Zones where some legal move accepts this piece (they glow while it is held)."""
        return {
            m.gesture.to_zone
            for m in self.legal()
            if m.gesture and m.gesture.piece == piece and m.gesture.from_zone == from_zone
        }

    # -- moves ------------------------------------------------------------------------

    def resolve_drop(
        self, piece: str, from_zone: str, to_zone: str, want: dict[str, Any] | None = None
    ) -> Drop:
        """What this drop means for the seat at the screen, from one scan of its legal
        moves: the legal moves of different kinds it answers (more than one, and the
        player is asked which they mean), else the one move it means, else why not
        (nobody is playing here, it is someone else's move, or the rules' reason).

        `want` holds what the player chose while holding the piece (how many tokens to
        carry); the rules hear of it even when no legal move has it, so the player gets
        the exact reason ("The city holds at most 4 of your tokens")."""
        name = self.ruleset.name
        if self.viewer is None:
            return Drop(problem=IllegalMove(f"{name}/bad-drop", WATCHING))
        if not self.my_turn():
            seat = self.seat_to_act()
            who = self.plans[seat].name if seat is not None else "nobody"
            return Drop(problem=IllegalMove(f"{name}/bad-drop", f"It is {who}'s move."))
        gesture = Gesture(piece, from_zone, to_zone)
        try:
            moves = find_moves(self.ruleset, self.state, self.viewer, gesture, want, self.legal())
        except IllegalMove as exc:
            return Drop(problem=exc)
        return Drop(moves=moves, move=moves[0] if len(moves) == 1 else None)

    def find_drop(
        self, piece: str, from_zone: str, to_zone: str, want: dict[str, Any] | None = None
    ) -> Move:
        """The one move this drop means; raises IllegalMove saying why not (see
        `resolve_drop`; a drop that answers moves of several kinds means the first)."""
        drop = self.resolve_drop(piece, from_zone, to_zone, want)
        if drop.problem is not None:
            raise drop.problem
        return drop.move or drop.moves[0]

    def check_drop(
        self, piece: str, from_zone: str, to_zone: str, want: dict[str, Any] | None = None
    ) -> str:
        """Why this drop would be rejected, in the player's words; "" if it would be accepted."""
        problem = self.resolve_drop(piece, from_zone, to_zone, want).problem
        return problem.message if problem is not None else ""

    why_not = check_drop

    def drop(
        self, piece: str, from_zone: str, to_zone: str, want: dict[str, Any] | None = None
    ) -> IllegalMove | None:
        """A drag ended: the move it means goes through the rules. None if accepted."""
        try:
            move = self.find_drop(piece, from_zone, to_zone, want)
        except IllegalMove as exc:
            return exc
        return self.submit(move)

    def submit(self, move: Move) -> IllegalMove | None:
        state = self.state
        if self.gate is not None and self.is_human(move.seat):
            refused = self.gate(move)
            if refused is not None:
                return refused
        rng_before = state.rng.state
        hidden_before = hidden_ids(state.zones(), move.seat)
        try:
            self.ruleset.apply(state, move)
        except IllegalMove as exc:
            return exc
        revealed = hidden_before - hidden_ids(state.zones(), move.seat)
        if state.rng.state != rng_before or revealed or not self._undoable(move):
            self.undo_floor = len(state.moves)
        return None

    def _undoable(self, move: Move) -> bool:
        """The game's own word on a move just made (a game may forbid more than the
        dice, the shuffle and a look at hidden cards, which forbid it everywhere)."""
        undoable = getattr(self.ruleset, "undoable", None)
        return undoable is None or bool(undoable(self.state, move))

    # -- taking a move back -----------------------------------------------------------

    def can_take_back(self) -> bool:
        """Whether the seat at the screen may take back the last move: it is theirs,
        made here, in the game still running, and it revealed nothing and rolled no die
        (the habit of online tables: undo within your turn until something is shown)."""
        moves = self.state.moves
        return (
            self.result is None
            and self.viewer is not None
            and self.is_human(self.viewer)
            and len(moves) > self.undo_floor
            and moves[-1].seat == self.viewer
        )

    def take_back(self) -> str:
        """Undo the last move by replaying the game without it (so the position is one
        the rules reached, never a patched one); returns the log line saying so."""
        if not self.can_take_back():
            raise IllegalMove(
                f"{self.ruleset.name}/no-undo", "There is no move of yours to take back."
            )
        old = self.state
        undone = len(old.moves)
        what = [
            line.text
            for line in old.log
            if line.move == undone and line.seat in (None, self.viewer)
        ]
        state = self.first_position()
        for move in old.moves[:-1]:
            self.ruleset.apply(state, move)
        name = self.plans[old.moves[-1].seat].name
        said = f"{name} took back: {' '.join(what)}" if what else f"{name} took back a move."
        self.notes.append(LogLine(said, None, len(state.moves)))
        _weave(state.log, self.notes)
        self.state = state
        self._legal_of = None
        return said

    def first_position(self) -> GameState:
        """The position this game started from, made afresh: its scenario's, or the deal
        of its seats, seed and options (undo and the replay play the moves from it)."""
        old = self.state
        if self.scenario is not None:
            return self.scenario.state(self.ruleset, old.seed)
        state: GameState = self.ruleset.new_game(list(old.seats), old.seed, old.options)
        return state

    def bot_turn(self) -> BotTurn | None:
        """What the bot to act needs to decide (None: no bot is to act): the bot, its view
        and its legal moves, made here so a table can let it think on another thread."""
        seat = self.seat_to_act()
        if seat is None or seat not in self.bots:
            return None
        bot = self.bots[seat]
        legal = self.ruleset.legal_moves(self.state, seat)
        view = self.ruleset.view(self.state, seat) if bot.needs_view else None
        return BotTurn(seat, bot, view, legal)

    def play_bot(self) -> Move | None:
        """The bot to act decides and moves (here, at once); a bot that fails is replaced
        for this move by its first legal move (see `play_bot_move`)."""
        turn = self.bot_turn()
        if turn is None:
            return None
        try:
            move: Move | None = turn.bot.choose(turn.view, turn.legal)
            failure: Exception | None = None
        except Exception as exc:  # a bot's failure never stops the game
            move, failure = None, exc
        return self.play_bot_move(turn, move, failure)

    def play_bot_move(
        self, turn: BotTurn, move: Move | None, failure: Exception | None = None
    ) -> Move:
        """Make the move the bot chose. A bot that failed (`failure`, or a move the rules
        refuse) is replaced for this move by its first legal move, and the log says so
        (a line the table keeps over replays); `failures` lists it for a report."""
        if failure is None and move is not None:
            problem = self.submit(move)
            if problem is None:
                return move
            failure = problem
        fallback = turn.legal[0]
        problem = self.submit(fallback)
        if problem is not None:  # the rules refuse their own first listed move: a bug
            raise problem
        assert failure is not None
        name = self.plans[turn.seat].name
        said = (
            f"{name}'s bot ran into a problem ({type(failure).__name__}: {failure}) and "
            "made its first listed move instead; the game goes on."
        )
        note = LogLine(said, None, len(self.state.moves))
        self.notes.append(note)
        _weave(self.state.log, [note])
        self.failures.append((turn.seat, failure))
        return fallback

    # -- saving ---------------------------------------------------------------------

    @property
    def unsaved(self) -> str:
        """Why this game is not saved ("" when it is): a playtest's rules come from a
        designer's card file, and a save replays its moves under the game's own cards."""
        if not self.designer and self.ruleset is self.registry.get(self.ruleset.name):
            return ""
        where = f" from {self.cards.name}" if self.cards is not None else ""
        return (
            f"A playtest is not saved: it plays the cards{where}, and a save would replay "
            "it under the game's own cards. Start it again from the layout lab."
        )

    def save(self, path: Path) -> None:
        """Write the game and who sits where, atomically and flushed to the disk; a
        playtest refuses (SaveError saying why), so it never replaces a real save."""
        if self.unsaved:
            raise SaveError(str(path), self.unsaved)
        saves.write_save(path, self.state, self.plans, self.scenario)

    def restart(self, ruleset: Ruleset[Any] | None = None) -> Session:
        """The same game dealt again: the same seed, seats, options, starting position and
        designer's files, under `ruleset` (the rules read again from a changed card
        file; None: the same rules)."""
        options = dict(self.state.options)
        return Session(
            self.registry,
            ruleset or self.ruleset,
            self._seated,
            self.seed,
            options,
            scenario=self.scenario,
            designer=self.designer,
            cards=self.cards,
            layout=self.layout,
        )

    @classmethod
    def load(cls, path: Path, registry: Registry) -> Session:
        """Replay a save of one of `registry`'s games; raises SaveError naming the file and
        the problem."""
        save = saves.read(path, registry)
        state = save.state
        if save.players is None:  # a save written without a table: everyone plays here
            plans = [SeatPlan(name) for name in state.seats]
        else:
            plans = list(save.players)  # the records the save holds are the seat plans
        try:
            session = cls(
                registry,
                save.ruleset,
                plans,
                state.seed,
                state.options,
                state=state,
                scenario=save.scenario,
            )
        except ValueError as exc:  # the schema checks the players; kept so nothing escapes
            raise SaveError(str(path), f"its players cannot be seated: {exc}") from None
        if autosaves.is_autosave(path):  # a game continued goes on in its own autosave
            session.autosave_path = path
        return session


def _show_hands(view: GameState, state: GameState) -> None:
    """Designer mode: every seat's own cards (hands, secret plans) face up in the view;
    decks and other face-down piles stay face down."""
    for shown, real in zip(view.zones(), state.zones(), strict=True):
        if shown.visibility is Visibility.OWNER and shown.cards != real.cards:
            shown.cards = list(real.cards)


def _weave(log: list[LogLine], notes: list[LogLine]) -> None:
    """Put each note into the replayed log after the lines of the moves made before it."""
    for note in notes:
        at = len(log)
        while at > 0 and log[at - 1].move > note.move:
            at -= 1
        log.insert(at, note)
