"""The kernel's base for a game's rules (game/core/rules_base.py), with a tiny fake game
declared on the move table: the gates in their fixed order (malformed, game over, the
phase where the game puts it first, a specific reason the game puts first, not this
seat's decision, the phase, the kind's own reason), `apply` leaving a rejected move's
state unchanged, exactly the listed moves accepted, and the view masking each zone by
its visibility."""

from __future__ import annotations

import copy
from collections.abc import Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.move_table import Arg, MoveKind, kind, text
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
    """Card Pass: the seat asked puts a card from its hand on the table (with a number `n`
    that changes nothing); anyone may resign; `peek` is refused with its own reason
    before the seat gate (like Draconium's R40); `shout` is open only after a give."""

    name = "pass"
    title = "Card Pass"
    min_seats = 2
    max_seats = 3
    options = (Option("fast", False, "Fast"),)

    def __init__(self, phase_first: bool = False) -> None:
        self.shape_checks = 0
        self.listings = 0
        self.phase_first = phase_first
        super().__init__()

    def declare(self) -> Iterable[MoveKind[PassState]]:
        return [
            kind(
                "give",
                text("card"),
                Arg("n", (int, bool, tuple), default=0),
                phases={"play"},
                reason=self._why_not_give,
                apply=self._give,
                moves=self._gives,
            ),
            kind("peek", phases={"play"}, apply=lambda st, m: None),
            kind("shout", phases={"shout"}, apply=lambda st, m: None),
            kind("resign", anytime=True, apply=self._resign),
        ]

    def canonical(self, move: Move) -> Hashable:
        """`n` changes nothing: a give is its card."""
        return (move.seat, move.kind, move.get("card"))

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
        return super().malformed(move)

    def game_over(self, state: PassState) -> IllegalMove:
        return IllegalMove("pass/game-over", "The game is over.")

    def first_reason(self, state: PassState, move: Move) -> IllegalMove | None:
        if move.kind == "peek":
            return IllegalMove("pass/no-peeking", "Nobody may look at the deck.")
        return None

    def not_yours(self, state: PassState, move: Move) -> IllegalMove:
        return IllegalMove("pass/not-your-turn", "It is not your turn.")

    def wrong_phase(self, state: PassState, move: Move) -> IllegalMove:
        return IllegalMove("pass/wrong-phase", f"You can't {move.kind} now.")

    def _gives(self, state: PassState, seat: int) -> list[Move]:
        self.listings += 1
        return [Move.make(seat, "give", card=c, n=0) for c in state.hands[seat].cards]

    def _why_not_give(self, state: PassState, move: Move) -> IllegalMove | None:
        if move["card"] not in state.hands[move.seat].cards:
            return IllegalMove("pass/not-in-hand", f"{move['card']} is not in your hand.")
        return None

    def _give(self, state: PassState, move: Move) -> None:
        state.hands[move.seat].cards.remove(move["card"])
        state.table.cards.append(move["card"])
        state.pending = Pending("play", (1 - move.seat,))

    def _resign(self, state: PassState, move: Move) -> None:
        state.result, state.pending = Result((1 - move.seat,), "resignation"), None

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
    assert Move.make(1, "resign") not in RULES.legal_moves(new(), 0)  # never listed


def test_a_moves_shape_is_checked_once_per_move_value() -> None:
    rules, state = PassRules(), new()
    give = Move.make(0, "give", card="c0a")
    for _ in range(3):
        rules.check(state, give)
    assert rules.shape_checks == 1


def test_a_remembered_move_never_vouches_for_one_with_a_bool_in_place_of_a_number() -> None:
    """True == 1 and they hash alike, so a set would take `n=True` for a well-formed
    `n=1`: a move holding a bool is remembered by its value and its arguments' kinds, so
    it is checked once, in any order, and never vouched for by its number twin."""
    rules, state = PassRules(), new()
    rules.check(state, Move.make(0, "give", card="c0a", n=1))
    checks = rules.shape_checks
    for args in ({"n": True}, {"n": (2, False)}):
        move = Move.make(0, "give", card="c0a", **args)
        rules.check(state, move)  # checked: its number twin does not vouch for it
        rules.check(state, move)  # the same object: known
        rules.check(state, Move.make(0, "give", card="c0a", **args))  # an equal one: known
    assert rules.shape_checks == checks + 2
    rules.check(state, Move.make(0, "give", card="c0a", n=(2, 0)))  # a number twin: checked
    assert rules.shape_checks == checks + 3


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
    assert RULES.legal_moves(state, 0) == [
        Move.make(0, "give", card="c0a", n=0),
        Move.make(0, "give", card="c0b", n=0),
    ]
    assert RULES.legal_moves(state, 1) == []
    RULES.apply(state, give)
    # recorded with its default, as the rules list it
    assert state.moves == [Move.make(0, "give", card="c0a", n=0)]
    assert state.table.cards == ["c0a"]
    assert RULES.to_act(state) == (1,)


def test_new_game_checks_the_seats_and_the_options() -> None:
    with pytest.raises(ValueError, match=r"^Card Pass is for 2 to 3 players, not 1\.$"):
        RULES.new_game(["Ann"], 1, {})
    assert RULES.new_game(["Ann", "Bo"], 1, None).options == {"fast": False}


# -- the phase gate, the listed gate and the shapes from the table ------------------------------


def test_a_kind_not_open_in_the_phase_is_refused_after_the_seat_gate() -> None:
    state = new()
    assert refused(state, Move.make(1, "shout"))[0] == "pass/not-your-turn"
    assert refused(state, Move.make(0, "shout")) == ("pass/wrong-phase", "You can't shout now.")


def test_a_game_may_put_the_phase_gate_first() -> None:
    rules = PassRules(phase_first=True)
    state = rules.new_game(["Ann", "Bo"], 7, {})
    with pytest.raises(IllegalMove) as caught:
        rules.check(state, Move.make(1, "shout"))
    assert caught.value.code == "pass/wrong-phase"
    with pytest.raises(IllegalMove) as caught:  # the phase gate comes before the first reason
        rules.check(
            state,
            Move.make(
                0,
                "peek",
            ),
        )
    assert caught.value.code == "pass/no-peeking"  # peek is open in "play"


def test_a_move_the_reasons_let_through_but_the_rules_do_not_list_is_refused() -> None:
    """`peek` has no lister: its own reason is the first reason (always refused), but a
    kind with no reason and no lister shows the listed gate at work."""
    state = new()
    state.pending = Pending("shout", (0,))
    assert RULES.reason(state, Move.make(0, "shout")) is None  # every gate passed
    assert refused(state, Move.make(0, "shout")) == (
        "pass/not-listed",
        "That is not one of the moves open to you now.",
    )


def test_a_listed_move_from_this_position_passes_without_listing_again() -> None:
    state = new()
    rules = PassRules()
    legal = rules.legal_moves(state, 0)
    assert rules.listings == 1
    rules.check(state, legal[0])  # the very object listed for this position: no new list
    assert rules.listings == 1
    rules.check(state, Move.make(0, "give", card="c0a", n=5))  # an equal decision: listed afresh
    assert rules.listings == 2
    twin = state.clone()  # a copy keeps the list made for the position
    rules.check(twin, legal[1])
    assert rules.listings == 2
    rules.apply(state, legal[0])  # the position moves on: the old list no longer vouches
    with pytest.raises(IllegalMove):
        rules.check(state, legal[1])


def test_a_missing_optional_argument_means_its_default() -> None:
    state = new()
    RULES.check(state, Move.make(0, "give", card="c0b"))
    assert RULES.normal(Move.make(0, "give", card="c0b")) == Move.make(0, "give", card="c0b", n=0)


@pytest.mark.parametrize(
    ("move", "code", "message"),
    [
        (Move.make(0, "dance"), "pass/malformed", "Card Pass has no move called 'dance'."),
        (Move.make(5, "give", card="c0a"), "pass/malformed", "There is no seat 5 in Card Pass."),
        (Move.make(-1, "resign"), "pass/malformed", "There is no seat -1 in Card Pass."),
        (Move.make(0, "give"), "pass/malformed", "give takes card (optional: n); got none."),
        (
            Move.make(0, "give", card="c0a", x=1),
            "pass/malformed",
            "give takes card (optional: n); got card, x.",
        ),
        (Move.make(0, "give", card=3), "pass/malformed", "give's card should be str, not 3."),
        (Move.make(0, "give", card=None), "pass/malformed", "give's card should be str, not None."),
        (
            Move.make(0, "give", card="c0a", n="x"),
            "pass/malformed",
            "give's n should be int or bool or tuple, not 'x'.",
        ),
        (Move.make(0, "peek", card="c0a"), "pass/malformed", "peek takes no arguments; got card."),
        (
            Move(0, "give", (("n", 0), ("card", "c0a"))),  # made by hand, not sorted
            "pass/malformed",
            "give gives its arguments out of order (n, card).",
        ),
    ],
)
def test_the_shape_gate_names_the_move_the_argument_and_what_was_expected(
    move: Move, code: str, message: str
) -> None:
    assert refused(new(), move) == (code, message)


# -- the copy by layer ---------------------------------------------------------------------------


def test_a_copy_copies_the_kernels_fields_and_then_the_games_own() -> None:
    state = new()
    RULES.apply(state, Move.make(0, "give", card="c0a"))
    state.pending = Pending("bid", (0, 1), secret=True, answers={0: {"n": [1]}})
    twin = state.clone()
    assert twin == state and type(twin) is PassState
    assert twin.hands[0] is not state.hands[0] and twin.rng is not state.rng
    twin.pending.answers[0]["n"].append(2)  # type: ignore[union-attr]
    assert state.pending.answers == {0: {"n": [1]}}
    short = state.clone(history=False)
    assert short.log == [] and short.moves == [] and short.hands == state.hands


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
