"""Dominion: Draconium's Ruleset: base Dominion (§1), hidden information (§5), moves (§7).

Every move kind is declared once (`declare`, the kernel's move table): its arguments,
the phases where it is open, its reason, what it does and its legal moves. `reason`
(the kernel's, rules_base) is the one source of "why not": `check`, `apply` and the
client's drop feedback all use it. It rejects in a fixed order: malformed, game
over, §7's specific reasons that win over the seat gate (R40: reasons 14 and 15),
wrong seat, the phase gate (a question waiting, the Dragon phase first, …), then the
move's own rules with the §7 sentences.

The phases are the turn's (set-up, Dragon, Action, Buy) and, while a card or a beast
waits for an answer, the question's kind: "answer:<kind>".
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.move_table import MoveKind, kind, maybe_whole, text, value, whole
from game.core.rules_base import GATE_CODES, Rules
from game.core.state import LogLine
from game.core.zones import HIDDEN_CARD, Zone, hidden_ids
from game.games.draconium import (
    agreement,
    counters,
    dragons,
    effect_deck,
    effect_ops,
    eggs,
    expansion_choices,
    expansion_deck,
    expansion_hostile,
    expansion_plain,
    expansion_ruins,
    kingdom,
    line_effects,
    prompts,
    setup,
    stack,
    standing,
    turn_moves,
    turns,
)
from game.games.draconium.cards import Catalog, default_catalog, name_of
from game.games.draconium.investing import (
    beast_names,
    may_invest_obsidian,
)
from game.games.draconium.options import OPTIONS
from game.games.draconium.procedures import LOCKED, is_, locked
from game.games.draconium.prompts import err, moat_reason
from game.games.draconium.state import ACTION, BUY, DRAGON, DraconiumState

assert (
    effect_deck and effect_ops and kingdom and line_effects
)  # their ops and scripts register on import
assert expansion_choices and expansion_deck and expansion_hostile  # the Draconium Kingdom
assert expansion_plain and expansion_ruins

SETUP = eggs.SETUP
TURN = (ACTION, BUY)  # where the turn's moves are open (their own reasons tell the phases apart)


def answering(question: str) -> str:
    """The phase of a pending question of this kind (`state.asking` is set; see
    `DraconiumState.move_phase`)."""
    return "answer:" + question


# The kinds that only answer a question (§7 "no-choice" outside one); play_action and
# invest are also the turn's moves.
ANSWERS_ONLY = frozenset(
    {
        "choose_cards",
        "choose_gain",
        "choose_option",
        "may",
        "reveal_reaction",
        "pass",
        "order_cards",
        "reveal_clandestine",
    }
)
# The argument that names a card or a pile, for §7 reason 14 (R40): its place among a
# well-formed move's arguments (sorted by name).
NAMES_A_CARD = {
    "play_action": 0,  # card
    "play_treasure": 0,  # card
    "reveal_reaction": 0,  # card
    "reveal_clandestine": 1,  # answer, card
    "invest": 0,  # card
    "choose_cards": 0,  # cards
    "order_cards": 0,  # cards
    "buy": 0,  # pile
    "choose_gain": 0,  # pile
}
# The kinds whose one argument names a card in hand, where a card of the same name is
# the same decision (`canonical`).
SAME_BY_NAME = frozenset({"play_action", "play_treasure", "invest", "reveal_reaction"})
HAND = tuple(f"hand:{seat}" for seat in range(4))
PLAY = tuple(f"play:{seat}" for seat in range(4))


def _masked(value: Any, hidden: set[str]) -> Any:
    """A step with every card id the viewer may not see turned into a back."""
    if isinstance(value, dict):
        return {k: _masked(v, hidden) for k, v in value.items()}
    if isinstance(value, list):
        return [_masked(v, hidden) for v in value]
    return HIDDEN_CARD if isinstance(value, str) and value in hidden else value


class DraconiumRuleset(Rules[DraconiumState]):
    """The kernel's gates (rules_base) in Draconium's words, R40's specific reasons first,
    and its own move kinds, reasons, moves and views (§5, §7)."""

    name = "draconium"
    title = "Dominion: Draconium"
    min_seats = 2
    max_seats = 4
    options = OPTIONS
    phase_field = "move_phase"  # the turn's phase, or "answer:<kind>" while a question waits
    codes: ClassVar[Mapping[str, str]] = {
        **GATE_CODES,
        "unknown": "unknown-move",
        "no_seat": "no-seat",
    }

    def __init__(self, catalog: Catalog | None = None, lines: Path | None = None) -> None:
        """The game's own cards, or `catalog` (a designer's card file): every state this
        ruleset deals carries its cards, so rules, effects and bots all read them; and
        the game's own dragon lines, or the lines file `lines` (its state names it)."""
        self._catalog = catalog
        self._lines = lines
        # (the state's Supply, its piles' cards when copied, the copies views share)
        self._supply_copies: tuple[dict[str, Zone], list[list[str]], dict[str, Zone]] | None = None
        self._logs: dict[tuple[int, int | None], tuple[list[LogLine], int, LogLine | None]] = {}
        self._beasts: frozenset[str] = frozenset()  # beast_names(), read when first needed
        super().__init__()

    @property
    def catalog(self) -> Catalog:
        """The cards this ruleset plays with (the game's own are read when first needed;
        a damaged card file says so before anything starts)."""
        if self._catalog is None:
            self._catalog = default_catalog()
        return self._catalog

    # -- the move table (§7) ----------------------------------------------------------------

    def declare(self) -> Iterable[MoveKind[DraconiumState]]:
        """§7's moves: where each is open, why not, what it does, and its legal moves. The
        order of the kinds is the order of the legal moves (Buy phase: Treasures, buys,
        the Obsidian Egg's investment, then ending the turn; a pass after the answers)."""
        resume = stack.resume
        return [
            # §2.2, R3: the Eggs, chosen in set-up
            kind(
                eggs.CHOOSE,
                text("egg"),
                phases={SETUP},
                reason=eggs.reason,
                apply=turn_moves.choose_egg,
                moves=eggs.legal,
            ),
            # §2.5: the Dragon phase's step; R2: with two beasts due, which one
            kind(
                "resolve_dragon_phase",
                maybe_whole("beast", default=None),
                phases={DRAGON},
                reason=turn_moves.why_not_step,
                apply=turn_moves.take_step,
                moves=self._dragon_steps,
            ),
            # open in the Buy phase too: "not in your hand" comes before the phase
            kind(
                "play_action",
                text("card"),
                phases={*TURN, answering("play_action")},
                reason=turn_moves.why_not_play_action,
                apply=turn_moves.play_action,
                moves=None,  # listed with the turn's moves, or with a pass
            ),
            kind(
                "play_treasure",
                text("card"),
                phases=TURN,
                reason=turn_moves.why_not_play_treasure,
                apply=turn_moves.play_treasure,
                moves=None,  # listed with the turn's moves
            ),
            kind(  # listed with the turn's moves
                "play_all_treasures",
                phases={BUY},
                reason=turn_moves.why_not_play_all_treasures,
                apply=turn_moves.play_all_treasures,
            ),
            # open in the Action phase too: the pile's own reasons come before the phase
            kind(
                "buy",
                text("pile"),
                phases=TURN,
                reason=turn_moves.why_not_buy,
                apply=turn_moves.buy,
                moves=None,  # listed with the turn's moves
            ),
            # the Obsidian Egg's investment (Buy phase), or the Rubbish Egg's (a question)
            kind(
                "invest",
                text("card"),
                phases={*TURN, answering("invest")},
                reason=turn_moves.why_not_invest,
                apply=turn_moves.invest,
                moves=None,  # listed with the turn's moves, or with a pass
            ),
            kind(
                "end_phase",
                phases=TURN,
                apply=turn_moves.end_phase,
                moves=self._turn_moves,  # the Action or Buy phase's moves, in order
            ),
            # R41 (ours): a table still for so long that every player may agree to end it
            kind(
                agreement.AGREE,
                phases=TURN,
                reason=agreement.why_not,
                apply=agreement.agree,
                moves=agreement.legal,
            ),
            # the answers to a card's or a beast's question
            kind(
                "choose_cards",
                value("cards", tuple),
                phases={answering("choose_cards")},
                shape=prompts.each_card_once,
                reason=prompts.cards_reason,
                apply=resume,
                moves=prompts.card_choices,
            ),
            kind(
                "choose_gain",
                text("pile"),
                phases={answering("choose_gain")},
                reason=prompts.gain_reason,
                apply=resume,
                moves=prompts.gain_choices,
            ),
            kind(
                "choose_option",
                whole("index"),
                phases={answering("choose_option")},
                reason=prompts.option_reason,
                apply=resume,
                moves=prompts.option_choices,
            ),
            kind(
                "may",
                text("answer"),
                phases={answering("may")},
                reason=prompts.yes_or_no,
                apply=resume,
                moves=prompts.may_choices,
            ),
            kind(
                "reveal_reaction",
                text("card"),
                phases={answering("reaction")},
                reason=prompts.card_answer_reason,
                apply=resume,
                moves=None,  # listed with the pass
            ),
            kind(
                "order_cards",
                value("cards", tuple),
                phases={answering("order_cards")},
                reason=prompts.order_reason,
                apply=resume,
                moves=prompts.orders,
            ),
            kind(
                "reveal_clandestine",
                text("answer"),
                text("card"),
                phases={answering("reveal_clandestine")},
                reason=prompts.clandestine_reason,
                apply=resume,
                moves=prompts.clandestine_choices,
            ),
            # declining a Reaction, a Throne Room's play or the Rubbish Egg: after them
            kind(
                "pass",
                phases={answering("reaction"), answering("play_action"), answering("invest")},
                apply=resume,
                moves=self._passable,  # the answers it declines, then the pass
            ),
        ]

    def phase(self, state: DraconiumState) -> Hashable:
        """The turn's phase, or the question waiting (the kernel reads `phase_field`)."""
        return state.move_phase

    def canonical(self, move: Move) -> Hashable:
        """The decision a move stands for: the move with its defaults filled in
        (`resolve_dragon_phase()` is the listed `resolve_dragon_phase(beast=None)`; the
        kernel's `listed` fills them in itself, this says so to anything else that
        compares moves with the list, such as the rules fuzz). Identical cards are
        interchangeable (as in a choice of cards, prompts.py): playing one of two Coppers
        in hand, or putting back two Coppers in either order, is one decision, which the
        search bot weighs once."""
        kind = move.kind
        if kind in SAME_BY_NAME:
            args = move.args
            if len(args) == 1 and type(args[0][1]) is str:
                return (kind, move.seat, name_of(args[0][1]))
        elif kind == "order_cards":
            cards = move.args[0][1] if len(move.args) == 1 else None
            if type(cards) is tuple and all(type(c) is str for c in cards):
                return (kind, move.seat, tuple(name_of(c) for c in cards))
        return self.normal(move)

    # -- the game -------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> DraconiumState:
        return setup.new_state(self.catalog, seats, seed, options, lines_file=self._lines)

    def settle(self, state: DraconiumState, move: Move) -> None:
        """§2.3 (a): the steps a move started run until someone must decide, then the
        turn's question comes back (set-up's Egg choices start the first turn instead)."""
        if move.kind != eggs.CHOOSE:
            stack.run(state, turns.settle)

    # -- legal moves (the same predicates as the reasons) -----------------------------------

    def _dragon_steps(self, state: DraconiumState, seat: int) -> list[Move]:
        """The Dragon phase's step; R2: with two beasts due, one move per beast."""
        due: list[int] | None = state.extra.get("dragon_due")
        if due:
            return [
                Move(
                    seat,
                    "resolve_dragon_phase",
                    (("beast", s),),
                    self._beast_gesture(state, seat, s),
                )
                for s in due
            ]
        gesture = self._beast_gesture(state, seat)
        return [Move(seat, "resolve_dragon_phase", (("beast", None),), gesture)]

    def _turn_moves(self, state: DraconiumState, seat: int) -> list[Move]:
        """The Action and Buy phases' moves, from one lister (the same predicates as the
        reasons, written out for the loop, which runs at every position of a turn):
        Actions to play; or Treasures to play, then playing them all (before the first
        buy), buys, the Obsidian Egg's investment; then ending the phase."""
        card_spec, known = state.catalog.spec, state.catalog.by_id
        hand = state.players[seat].hand.cards
        if state.phase == ACTION:
            if state.actions > 0:
                plays = self._plays(seat, "play_action")
                moves = [
                    plays.get(c) or self._new_play(plays, seat, "play_action", c)
                    for c in hand
                    if "Action" in (known.get(c) or card_spec(c)).types
                ]
            else:
                moves = []
        else:  # BUY
            moves = []
            if not state.bought:
                plays = self._plays(seat, "play_treasure")
                moves = [
                    plays.get(c) or self._new_play(plays, seat, "play_treasure", c)
                    for c in hand
                    if "Treasure" in (known.get(c) or card_spec(c)).types
                ]
                if moves:
                    moves.append(self.memo.plain(seat, "play_all_treasures"))
            if state.buys > 0:
                self._add_buys(state, seat, moves)
            if may_invest_obsidian(state, seat):
                args = self.memo.args
                moves += [args(seat, "invest", (("card", c),)) for c in sorted(set(hand))]
        moves.append(self.memo.plain(seat, "end_phase"))
        return moves

    def _add_buys(self, state: DraconiumState, seat: int, moves: list[Move]) -> None:
        """A buy of each pile whose top card `seat` can pay for (R5: no locked pile),
        each made once per top card (kept in the memo, by seat)."""
        card_spec, known = state.catalog.spec, state.catalog.by_id
        shut = LOCKED if locked(state, "Province") is not None else {}
        coins = state.coins
        buys: dict[str, Move] = self.memo.get(("buys", seat), dict)
        for pile, zone in state.supply.items():
            cards = zone.cards
            if cards and pile not in shut:
                top = cards[-1]
                if (known.get(top) or card_spec(top)).cost <= coins:
                    moves.append(buys.get(top) or self._new_buy(buys, seat, pile, top))

    def _passable(self, state: DraconiumState, seat: int) -> list[Move]:
        """A question that may be declined: its answers (a Reaction to reveal, an Action
        for Throne Room, the Copper for the Rubbish Egg), then the pass."""
        pending = state.pending
        assert pending is not None
        choices, question = pending.choices, pending.kind
        if question == "reaction":
            moves = [Move(seat, "reveal_reaction", (("card", c),)) for c in choices]
        elif question == "play_action":  # dragged to the play area, as in the Action phase
            plays = self._plays(seat, "play_action")
            moves = [plays.get(c) or self._new_play(plays, seat, "play_action", c) for c in choices]
        else:
            args = self.memo.args
            moves = [args(seat, "invest", (("card", c),)) for c in choices]
        moves.append(self.memo.plain(seat, "pass"))
        return moves

    def _plays(self, seat: int, kind: str) -> dict[str, Move]:
        """`seat`'s plays of `kind` made so far, by card (kept in the memo)."""
        return self.memo.get(("plays", seat, kind), dict)

    @staticmethod
    def _new_play(plays: dict[str, Move], seat: int, kind: str, card: str) -> Move:
        """Playing `card`: dragged from the hand to the play area (made once, kept)."""
        move = plays[card] = Move(
            seat, kind, (("card", card),), Gesture(card, HAND[seat], PLAY[seat])
        )
        return move

    def _buy(self, state: DraconiumState, seat: int, pile: str) -> Move:
        """Buying `pile` (a pile dragged to the discard pile): its top card's move, or one
        for a name that is no pile or an empty one, which the reasons refuse."""
        zone = state.supply.get(pile)
        if not zone or not zone.cards:
            gesture = Gesture(pile, f"supply:{pile}", f"discard:{seat}")
            return Move(seat, "buy", (("pile", pile),), gesture)
        top = zone.cards[-1]
        buys: dict[str, Move] = self.memo.get(("buys", seat), dict)
        return buys.get(top) or self._new_buy(buys, seat, pile, top)

    @staticmethod
    def _new_buy(buys: dict[str, Move], seat: int, pile: str, top: str) -> Move:
        """Buying `pile` with `top` on it (made once per top card, kept in `buys`)."""
        gesture = Gesture(top, f"supply:{pile}", f"discard:{seat}")
        move = buys[top] = Move(seat, "buy", (("pile", pile),), gesture)
        return move

    # -- views (§5): the zones by their visibility, then what Draconium hides besides ------

    def scores(self, state: DraconiumState) -> list[tuple[str, str]]:
        """Each seat's name, VP, turns and cards, for the results screen."""
        return standing.scores(state)

    def view_copy(self, state: DraconiumState, seat: int | None) -> DraconiumState:
        """A copy without the log and moves (the view gets its own log), the players'
        cards already as `seat` sees them (§5: only the top of a discard pile; R38: your
        own whole pile, by default), and Supply piles that are copies shared by views
        while the Supply is unchanged; its RNG and decision are the state's until the
        view replaces them (`Rules.view`)."""
        browse = bool(state.options.get("browse_own_discard"))
        players = [p.seen_by(seat, browse and seat == p.seat) for p in state.players]
        supply = self._public_supply(state)
        return state.clone(history=False, supply=supply, players=players, view=True)

    def view_zones(self, view: DraconiumState, state: DraconiumState) -> list[tuple[Zone, Zone]]:
        """None: the players' zones are masked as they are copied (`view_copy`), and the
        Supply, the non-Supply piles and the Trash are public (§5)."""
        return []

    def view_extra(self, view: DraconiumState, state: DraconiumState, seat: int | None) -> None:
        """§5: no hidden id in steps or prompts; another's private choice is only "making
        a choice" (the discard piles are hidden as they are copied, `view_copy`)."""
        if state.stack or state.asking:
            hidden = hidden_ids(state.zones(), seat)
            view.stack = [_masked(s, hidden) for s in state.stack]
            view.asking = _masked(state.asking, hidden)
        pending = state.pending
        if pending is not None and pending.private_to and seat not in pending.private_to:
            assert view.pending is not None
            who = " and ".join(state.name(s) for s in pending.seats)
            view.pending.prompt = f"{who} is making a choice."

    def _public_supply(self, state: DraconiumState) -> dict[str, Zone]:
        """Copies of the Supply piles for views. While every pile holds the same cards as
        when they were copied the copies are still right; views then share those Zone
        objects, which nothing reading a view changes."""
        now = [z.cards for z in state.supply.values()]
        cached = self._supply_copies
        if cached is None or cached[0] is not state.supply or cached[1] != now:
            # Only the piles that changed are copied again (a turn buys from one or two).
            before = cached[2] if cached is not None and cached[0] is state.supply else {}
            copies: dict[str, Zone] = {}
            for name, pile in state.supply.items():
                old = before.get(name)
                if old is None or old.cards != pile.cards:
                    old = pile.copy()
                    if name == "Ruins":  # §4: dealt face down, only the top card face up
                        old.cards = [HIDDEN_CARD] * (len(old.cards) - 1) + old.cards[-1:]
                copies[name] = old
            self._supply_copies = cached = (state.supply, [c[:] for c in now], copies)
        return dict(cached[2])

    def view_log(self, state: DraconiumState, seat: int | None) -> list[LogLine]:
        """The lines `seat` may read. Logs only grow, so the last answer for the same log
        is extended rather than filtered again from the start (views are built per move)."""
        key = (id(state.log), seat)
        known, seen, last = self._logs.get(key, ([], 0, None))
        if seen > len(state.log) or (seen and state.log[seen - 1] is not last):
            known, seen = [], 0  # a different log that reuses the id: start again
        fresh = [line for line in state.log[seen:] if line.seat is None or line.seat == seat]
        lines = known + fresh
        if len(self._logs) > 64:
            self._logs.clear()
        self._logs[key] = (lines, len(state.log), state.log[-1] if state.log else None)
        return list(lines)

    # -- gestures --------------------------------------------------------------------------

    def move_for_gesture(self, state: DraconiumState, seat: int, gesture: Gesture) -> Move | None:
        """Hand to play area: play the card; a Supply pile to your cards: buy or gain it;
        your beast in the Dragon phase: its step (R2: named when two are due)."""
        piece = gesture.piece
        if piece == f"beast:{seat}" or piece == f"beast:{seat}:1":
            slot = 1 if piece.endswith(":1") else 0
            due = state.extra.get("dragon_due")
            only = not due and dragons.only_beast_slot(state, seat) == slot
            if only and counters.beast(state, seat, slot) is not None:  # named by no one
                return Move(seat, "resolve_dragon_phase", (("beast", None),), gesture)
            return Move(seat, "resolve_dragon_phase", (("beast", slot),), gesture)
        if gesture.from_zone == f"hand:{seat}" and gesture.to_zone == f"play:{seat}":
            card = gesture.piece
            known = name_of(card) in state.catalog.cards
            kind = "play_treasure" if known and is_(state, card, "Treasure") else "play_action"
            return Move(seat, kind, (("card", card),), gesture)
        if gesture.from_zone.startswith("supply:") and gesture.to_zone.endswith(f":{seat}"):
            pile = gesture.from_zone.partition(":")[2]
            if state.pending is not None and state.pending.kind == "choose_gain":
                return Move(seat, "choose_gain", (("pile", pile),), gesture)
            return self._buy(state, seat, pile)
        return None

    def _beast_gesture(
        self, state: DraconiumState, seat: int, slot: int | None = None
    ) -> Gesture | None:
        """Dragging your beast: from the Roost to your play area dispatches it, back to the
        Roost disengages it; a flip or a token's removal happens where it lies. A second
        Roost mat's beast (R2) is the piece "beast:<seat>:1"."""
        if slot is None:
            slot = dragons.only_beast_slot(state, seat)
        beast = counters.beast(state, seat, slot)
        if beast is None:
            return None
        here = f"{beast['loc']}:{seat}"
        there = {"dispatch": f"play:{seat}", "disengage": f"roost:{seat}"}
        piece = f"beast:{seat}:1" if slot else f"beast:{seat}"
        return Gesture(piece, here, there.get(dragons.step_name(state, seat, slot), here))

    # -- the gates in Draconium's words ----------------------------------------------------

    def no_seat(self, move: Move) -> IllegalMove:
        return self.gate_error("no_seat", f"There is no seat {move.seat} in this game.")

    def game_over(self, state: DraconiumState) -> IllegalMove:
        assert state.result is not None
        return err("game-over", f"The game is over: {state.result.summary}.")

    def first_reason(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        """A seat this table has not; then R40: where §7 has a specific sentence it wins
        over "Another player must answer first." and "not one of the choices": reason 14
        for a move naming an Egg, Drake or Dragon as a card or pile, reason 15 for a Moat
        revealed against what it can't block, whoever is being asked now."""
        if move.seat >= len(state.players):
            return err("no-seat", f"There is no seat {move.seat} in this game.")
        place = NAMES_A_CARD.get(move.kind)
        if place is None:
            return None
        named: Any = move.args[place][1]
        beasts = self._beasts or self._read_beasts()
        if named in beasts if type(named) is str else not beasts.isdisjoint(named):
            return err("not-a-card", "Eggs, Drakes and Dragons are not cards.")  # reason 14
        if move.kind == "reveal_reaction":
            return moat_reason(state, move.seat, named)  # reason 15
        return None

    def _read_beasts(self) -> frozenset[str]:
        self._beasts = beast_names(self._lines)
        return self._beasts

    def not_yours(self, state: DraconiumState, move: Move) -> IllegalMove:
        if state.asking is not None:
            return err("other-must-answer", "Another player must answer first.")
        return err("not-your-turn", "It's not your turn.")

    def wrong_phase(self, state: DraconiumState, move: Move) -> IllegalMove:
        """A move whose kind is not open now, in §7's order: the Eggs first, a question
        waiting, Clandestine reveals (reason 16), the Dragon phase first (reason 2), an
        answer with no question, then the turn's moves in the other turn phase."""
        kind = move.kind
        if state.phase == SETUP:
            return err("choose-egg-first", "Choose your Egg first.")
        if kind == eggs.CHOOSE:
            return err("eggs-chosen", "The Eggs were given out at the start of the game.")
        if state.asking is not None:
            prompt = state.pending.prompt if state.pending is not None else ""
            return err("finish-choice", f"Finish the current choice first: {prompt}")
        if kind == "reveal_clandestine":  # §7 reason 16
            return err(
                "clandestine-draw-only",
                "Clandestine cards can only be revealed when drawing from a played card's +Cards.",
            )
        if state.phase == DRAGON:
            return err("dragon-phase-first", "Resolve your Dragon phase first.")  # §7 reason 2
        if kind in ANSWERS_ONLY:
            return err("no-choice", "There is no choice to answer right now.")
        if kind == "play_all_treasures":
            return err("not-buy-phase", "Treasures can only be played in your Buy phase.")
        return err("no-dragon-step", "There is no Dragon-phase step to take now.")
