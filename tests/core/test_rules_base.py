"""The kernel's base for a game's rules (game/core/rules_base.py), with a tiny fake game:
the generic gates in their fixed order (malformed, game over, a specific reason the
game puts first, not this seat's decision, the game's own reason), `apply` leaving a
rejected move's state unchanged, and the view masking each zone by its visibility."""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.options import Option
from game.core.rng import Rng
from game.core.rules_base import Rules, mask_zones
from game.core.state import ANSWERED, GameState, Pending, Result
from game.core.zones import HIDDEN_CARD, Visibility, Zone


@dataclass(slots=True)
class PassState(GameState):
    """Two hands (owner only), a deck (hidden), a bank (count only), a table (public)."""

    hands: list[Zone] = field(default_factory=list)
    deck: Zone = field(default_factory=lambda: Zone("deck", None, Visibility.HIDDEN))
    bank: Zone = field(default_factory=lambda: Zone("bank", None, Visibility.COUNT))
    table: Zone = field(default_factory=lambda: Zone("table", None, Visibility.PUBLIC))
    plan: str = ""  # a secret outside the zones: the view_extra hook hides it

    def zones(self) -> Iterator[Zone]:
        yield from self.hands
        yield self.deck
        yield self.bank
        yield self.table


class PassRules(Rules[PassState]):
    """Card Pass: the seat asked puts a card from its hand on the table; anyone may resign;
    `peek` is refused with its own reason before the seat gate (like Draconium's R40)."""

    name = "pass"
    title = "Card Pass"
    min_seats = 2
    max_seats = 3
    options = (Option("fast", False, "Fast"),)
    any_seat = frozenset({"resign"})

    def __init__(self) -> None:
        super().__init__()
        self.shape_checks = 0

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> PassState:
        state = PassState("pass", list(seats), options, seed, Rng(seed))
        state.hands = [
            Zone(f"hand:{s}", s, Visibility.OWNER, [f"c{s}a", f"c{s}b"]) for s in range(2)
        ]
        state.deck.cards = ["d1", "d2"]
        state.bank.cards = ["g1", "g2", "g3"]
        state.plan = "win"
        state.pending = Pending("play", (0,))
        state.say("Ann starts.")
        state.say("Ann's secret line.", 0)
        state.say("Bo's secret line.", 1)
        return state

    def malformed(self, move: Move) -> IllegalMove | None:
        self.shape_checks += 1
        if move.kind not in ("give", "resign", "peek"):
            return IllegalMove("pass/malformed", f"Card Pass has no move called {move.kind!r}.")
        return None

    def game_over(self, state: PassState) -> IllegalMove:
        return IllegalMove("pass/game-over", "The game is over.")

    def first_reason(self, state: PassState, move: Move) -> IllegalMove | None:
        if move.kind == "peek":
            return IllegalMove("pass/no-peeking", "Nobody may look at the deck.")
        return None

    def not_yours(self, state: PassState, move: Move) -> IllegalMove:
        return IllegalMove("pass/not-your-turn", "It is not your turn.")

    def own_reason(self, state: PassState, move: Move) -> IllegalMove | None:
        if move.kind == "give" and move["card"] not in state.hands[move.seat].cards:
            return IllegalMove("pass/not-in-hand", f"{move['card']} is not in your hand.")
        return None

    def perform(self, state: PassState, move: Move) -> None:
        if move.kind == "resign":
            state.result, state.pending = Result((1 - move.seat,), "resignation"), None
            return
        state.hands[move.seat].cards.remove(move["card"])
        state.table.cards.append(move["card"])
        state.pending = Pending("play", (1 - move.seat,))

    def own_moves(self, state: PassState, seat: int) -> list[Move]:
        return [Move.make(seat, "give", card=c) for c in state.hands[seat].cards]

    def view_extra(self, view: PassState, state: PassState, seat: int | None) -> None:
        view.plan = ""


RULES = PassRules()


def new() -> PassState:
    return RULES.new_game(["Ann", "Bo"], 7, {})


def refused(state: PassState, move: Move) -> tuple[str, str]:
    """The code and sentence of `move`'s rejection by `apply`; the state is unchanged."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as caught:
        RULES.apply(state, move)
    assert state == before, "a rejected move changes nothing"
    return caught.value.code, caught.value.message


def over() -> PassState:
    state = new()
    RULES.apply(state, Move.make(1, "resign"))
    assert state.result is not None
    return state


# -- the gates, in their fixed order ---------------------------------------------------------


def test_a_malformed_move_is_refused_before_the_game_over() -> None:
    assert refused(over(), Move.make(0, "dance"))[0] == "pass/malformed"


def test_the_game_over_is_refused_before_not_your_turn_and_before_a_first_reason() -> None:
    state = over()
    assert refused(state, Move.make(1, "give", card="c1a")) == (
        "pass/game-over",
        "The game is over.",
    )
    assert refused(state, Move.make(0, "peek"))[0] == "pass/game-over"
    assert RULES.to_act(state) == () and RULES.legal_moves(state, 0) == []
    assert RULES.result(state) == Result((0,), "resignation")


def test_a_first_reason_wins_over_not_your_turn() -> None:
    state = new()
    assert refused(state, Move.make(1, "peek")) == (
        "pass/no-peeking",
        "Nobody may look at the deck.",
    )
    assert refused(state, Move.make(0, "peek"))[0] == "pass/no-peeking"


def test_not_your_turn_comes_before_the_games_own_reason() -> None:
    state = new()
    assert refused(state, Move.make(1, "give", card="nothing")) == (
        "pass/not-your-turn",
        "It is not your turn.",
    )
    assert refused(state, Move.make(0, "give", card="nothing")) == (
        "pass/not-in-hand",
        "nothing is not in your hand.",
    )


def test_a_move_any_seat_may_make_skips_the_seat_gate() -> None:
    state = new()
    RULES.check(state, Move.make(1, "resign"))
    RULES.apply(state, Move.make(1, "resign"))
    assert state.result == Result((0,), "resignation") and state.moves == [Move.make(1, "resign")]


def test_a_moves_shape_is_checked_once_per_move_value() -> None:
    rules, state = PassRules(), new()
    give = Move.make(0, "give", card="c0a")
    for _ in range(3):
        rules.check(state, give)
    assert rules.shape_checks == 1


def test_a_remembered_move_never_vouches_for_one_with_a_bool_in_place_of_a_number() -> None:
    """True == 1 and they hash alike, so a set would take `n=True` for a well-formed
    `n=1`: a move value holding a bool is checked again, in any order. Only the very
    same object, already checked, is not checked twice."""
    rules, state = PassRules(), new()
    rules.check(state, Move.make(0, "give", card="c0a", n=1))
    checks = rules.shape_checks
    for args in ({"n": True}, {"n": (2, False)}):
        move = Move.make(0, "give", card="c0a", **args)
        rules.check(state, move)
        rules.check(state, move)  # the same object: known
        rules.check(state, Move.make(0, "give", card="c0a", **args))  # an equal one: checked
    assert rules.shape_checks == checks + 4


def test_a_malformed_move_object_is_refused_every_time() -> None:
    """Identity remembers only well-formed objects: a bad one is refused again."""
    rules, state = PassRules(), new()
    bad = Move.make(0, "fly")
    for _ in range(2):
        problem = rules.reason(state, bad)
        assert problem is not None and problem.code == "pass/malformed"
    assert rules.shape_checks == 2


def test_apply_records_the_move_and_check_changes_nothing() -> None:
    state = new()
    give = Move.make(0, "give", card="c0a")
    before = copy.deepcopy(state)
    RULES.check(state, give)
    assert state == before
    assert RULES.legal_moves(state, 0) == [give, Move.make(0, "give", card="c0b")]
    assert RULES.legal_moves(state, 1) == []
    RULES.apply(state, give)
    assert state.moves == [give] and state.table.cards == ["c0a"]
    assert RULES.to_act(state) == (1,)


def test_new_game_checks_the_seats_and_the_options() -> None:
    with pytest.raises(ValueError, match=r"^Card Pass is for 2 to 3 players, not 1\.$"):
        RULES.new_game(["Ann"], 1, {})
    assert RULES.new_game(["Ann", "Bo"], 1, None).options == {"fast": False}


# -- the generic view ----------------------------------------------------------------------------


def test_the_view_masks_owner_hidden_and_count_zones() -> None:
    state = new()
    view = RULES.view(state, 0)
    assert view.hands[0].cards == ["c0a", "c0b"]  # owner: its owner sees it
    assert view.hands[1].cards == [HIDDEN_CARD] * 2  # owner: another sees backs
    assert view.deck.cards == [HIDDEN_CARD] * 2  # hidden: backs for everyone
    assert view.bank.cards == [HIDDEN_CARD] * 3  # count only: a number, no ids
    assert view.table.cards == state.table.cards
    spectator = RULES.view(state, None)
    assert spectator.hands[0].cards == [HIDDEN_CARD] * 2
    assert state.hands[1].cards == ["c1a", "c1b"] and state.deck.cards == ["d1", "d2"]


def test_the_view_filters_the_log_blanks_the_rng_and_the_moves_then_asks_the_game() -> None:
    state = new()
    RULES.apply(state, Move.make(0, "give", card="c0a"))
    view = RULES.view(state, 1)
    assert [line.text for line in view.log] == ["Ann starts.", "Bo's secret line."]
    assert view.rng == Rng(0) and view.moves == []
    assert view.viewer == 1 and view.is_view
    assert view.plan == "" and state.plan == "win"
    assert state.moves and not state.is_view and state.viewer is None


def test_the_view_shows_the_decision_as_the_seat_sees_it() -> None:
    state = new()
    state.pending = Pending("bid", (0, 1), secret=True, answers={0: 5})
    assert RULES.view(state, 1).pending == Pending(
        "bid", (0, 1), secret=True, answers={0: ANSWERED}
    )
    assert RULES.view(state, 0).pending == state.pending


def test_the_view_needs_a_copy_with_the_same_zones() -> None:
    state, short = new(), new()
    short.hands = short.hands[:1]
    with pytest.raises(ValueError):
        mask_zones(RULES.view_zones(short, state), 0)
