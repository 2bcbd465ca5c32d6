"""Dominion: Draconium's Ruleset: base Dominion (§1), hidden information (§5), moves (§7).

`reason` (the kernel's base, rules_base) is the one source of "why not": `check`,
`apply` and the client's drop feedback all use it. It rejects in a fixed order:
malformed, game over, §7's specific reasons that win over the seat gate (R40:
reasons 14 and 15), wrong seat, a question waiting, then the move's own rules with
the §7 sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move, MoveMemo
from game.core.rules_base import Rules
from game.core.state import LogLine
from game.core.zones import HIDDEN_CARD, Zone, hidden_ids
from game.games.draconium import (
    attacks,
    counters,
    dragons,
    eggs,
    expansion_choices,
    expansion_deck,
    expansion_hostile,
    expansion_plain,
    expansion_ruins,
    kingdom,
    line_effects,
    setup,
    stack,
    standing,
    turns,
)
from game.games.draconium.cards import Catalog, default_catalog, name_of
from game.games.draconium.investing import (
    beast_names,
    can_invest_obsidian,
    invest_obsidian,
    may_invest_obsidian,
)
from game.games.draconium.options import OPTIONS
from game.games.draconium.procedures import LOCKED, is_, locked, pile_of, pile_spec
from game.games.draconium.prompts import ANSWER_KINDS, err, legal_answers, moat_reason
from game.games.draconium.prompts import answer_reason as prompt_reason
from game.games.draconium.state import ACTION, BUY, DRAGON, DraconiumState

assert attacks and kingdom and line_effects  # their cards register on import
assert expansion_choices and expansion_deck and expansion_hostile  # the Draconium Kingdom
assert expansion_plain and expansion_ruins

# Each move kind and its arguments (§7).
SCHEMA: dict[str, tuple[tuple[str, type], ...]] = {
    "play_action": (("card", str),),
    "play_treasure": (("card", str),),
    "play_all_treasures": (),
    "buy": (("pile", str),),
    "end_phase": (),
    "choose_cards": (("cards", tuple),),
    "choose_gain": (("pile", str),),
    "choose_option": (("index", int),),
    "may": (("answer", str),),
    "reveal_reaction": (("card", str),),
    "pass": (),
    "order_cards": (("cards", tuple),),
    "reveal_clandestine": (("answer", str), ("card", str)),
    "invest": (("card", str),),
    "resolve_dragon_phase": (),
    "choose_egg": (("egg", str),),
}
# The argument that names a card or a pile, for §7 reason 14 (R40): its place among a
# well-formed move's arguments (sorted by name: SCHEMA's names, in order).
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
# R2 [option *two Eggs*]: with two beasts, `resolve_dragon_phase(beast=slot)` says which
# steps next (slot 0: the first Roost mat's, 1: the second's).
BEAST_STEP: tuple[tuple[str, type], ...] = (("beast", int),)


def _masked(value: Any, hidden: set[str]) -> Any:
    """A step with every card id the viewer may not see turned into a back."""
    if isinstance(value, dict):
        return {k: _masked(v, hidden) for k, v in value.items()}
    if isinstance(value, list):
        return [_masked(v, hidden) for v in value]
    return HIDDEN_CARD if isinstance(value, str) and value in hidden else value


class DraconiumRuleset(Rules[DraconiumState]):
    """The kernel's gates (rules_base) in Draconium's words, R40's specific reasons first,
    and its own reasons, moves and views (§5, §7)."""

    name = "draconium"
    title = "Dominion: Draconium"
    min_seats = 2
    max_seats = 4
    options = OPTIONS

    def __init__(self, catalog: Catalog | None = None) -> None:
        """The game's own cards, or `catalog` (a designer's card file): every state this
        ruleset deals carries its cards, so rules, effects and bots all read them."""
        super().__init__()
        self._catalog = catalog
        self._moves: dict[tuple[int, str, str], Move] = {}
        self._memo = MoveMemo()  # the moves without a gesture, made once each
        # (the state's Supply, its piles' cards when copied, the copies views share)
        self._supply_copies: tuple[dict[str, Zone], list[list[str]], dict[str, Zone]] | None = None
        self._logs: dict[tuple[int, int | None], tuple[list[LogLine], int, LogLine | None]] = {}
        self._beasts: frozenset[str] = frozenset()  # beast_names(), read when first needed
        # The turn moves' own reasons, by kind (the gates and any question passed).
        self._why_not: dict[str, Callable[[DraconiumState, Move], IllegalMove | None]] = {
            "resolve_dragon_phase": self._why_not_resolve_dragon_phase,
            "invest": self._why_not_invest,
            "play_action": self._why_not_play_action,
            "play_treasure": self._why_not_play_treasure,
            "play_all_treasures": self._why_not_play_all_treasures,
            "buy": self._why_not_buy,
            "end_phase": self._why_not_end_phase,
        }

    @property
    def catalog(self) -> Catalog:
        """The cards this ruleset plays with (the game's own are read when first needed;
        a damaged card file says so before anything starts)."""
        if self._catalog is None:
            self._catalog = default_catalog()
        return self._catalog

    # -- the game -------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> DraconiumState:
        return setup.new_state(self.catalog, seats, seed, options)

    def perform(self, state: DraconiumState, move: Move) -> None:
        seat, kind = move.seat, move.kind
        if kind == "choose_egg":
            if eggs.apply(state, move):
                turns.start_turn(state, state.first)
            return
        if state.asking is not None:
            stack.resume(state, move)
        else:
            state.pending = None
            if kind == "play_action":
                turns.play_action(state, seat, move["card"])
            elif kind == "play_treasure":
                turns.play_treasure(state, seat, move["card"])
            elif kind == "play_all_treasures":
                card_spec = state.catalog.spec
                treasures = [c for c in state.players[seat].hand.cards if is_(state, c, "Treasure")]
                if any(card_spec(c).name in turns.TREASURES for c in treasures):
                    # one step each: a Treasure with a script may ask before the next
                    steps = [stack.step("treasure", seat=seat, card=c) for c in treasures]
                    stack.push(state, steps)
                else:  # plain Treasures: the same plays, without a step for each
                    for card in treasures:
                        turns.play_treasure(state, seat, card)
            elif kind == "buy":
                turns.buy(state, seat, move["pile"])
            elif kind == "resolve_dragon_phase":
                slot = self._stepping(state, move)
                steps = dragons.dragon_steps(state, seat, slot)
                stack.push(state, [*steps, stack.step("dragon_done")])
            elif kind == "invest":
                invest_obsidian(state, seat, move["card"])
            else:
                turns.end_phase(state)
        stack.run(state, turns.settle)

    def own_moves(self, state: DraconiumState, seat: int) -> list[Move]:
        pending = state.pending
        assert pending is not None
        if state.asking is not None:
            return legal_answers(state, seat, pending)
        hand = state.players[seat].hand.cards
        moves: list[Move] = []
        if state.phase == eggs.SETUP:
            return eggs.legal(state, seat)
        if state.phase == DRAGON:
            due = state.extra.get("dragon_due")
            if due:  # R2: which of two beasts steps next
                return [
                    Move.make(
                        seat, "resolve_dragon_phase", self._beast_gesture(state, seat, s), beast=s
                    )
                    for s in due
                ]
            return [Move.make(seat, "resolve_dragon_phase", self._beast_gesture(state, seat))]
        card_spec, known = state.catalog.spec, state.catalog.by_id
        memo = self._memo
        if state.phase == ACTION:
            if state.actions > 0:
                moves += [
                    self._play(seat, c, "play_action")
                    for c in hand
                    if "Action" in (known.get(c) or card_spec(c)).types
                ]
        elif state.phase == BUY:
            if not state.bought:
                treasures = [
                    self._play(seat, c, "play_treasure")
                    for c in hand
                    if "Treasure" in (known.get(c) or card_spec(c)).types
                ]
                moves += treasures
                if treasures:
                    moves.append(memo.plain(seat, "play_all_treasures"))
            if state.buys > 0:
                shut = LOCKED if locked(state, "Province") is not None else {}
                coins, made = state.coins, self._moves
                for pile, zone in state.supply.items():
                    cards = zone.cards
                    if (
                        cards
                        and pile not in shut
                        and (known.get(cards[-1]) or card_spec(cards[-1])).cost <= coins
                    ):
                        move = made.get((seat, pile, cards[-1]))
                        moves.append(move if move is not None else self._buy(state, seat, pile))
            if may_invest_obsidian(state, seat):
                moves += [memo.args(seat, "invest", (("card", c),)) for c in sorted(set(hand))]
        moves.append(memo.plain(seat, "end_phase"))
        return moves

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

    def move_for_gesture(self, state: DraconiumState, seat: int, gesture: Gesture) -> Move | None:
        """Hand to play area: play the card; a Supply pile to your cards: buy or gain it;
        your beast in the Dragon phase: its step."""
        if gesture.piece == f"beast:{seat}":
            if state.extra.get("dragon_due"):
                return Move.make(seat, "resolve_dragon_phase", gesture, beast=0)
            return Move.make(seat, "resolve_dragon_phase", gesture)
        if gesture.piece == f"beast:{seat}:1":  # the second Roost mat's beast (R2)
            return Move.make(seat, "resolve_dragon_phase", gesture, beast=1)
        if gesture.from_zone == f"hand:{seat}" and gesture.to_zone == f"play:{seat}":
            card = gesture.piece
            known = name_of(card) in state.catalog.cards
            kind = "play_treasure" if known and is_(state, card, "Treasure") else "play_action"
            return self._play(seat, card, kind)
        if gesture.from_zone.startswith("supply:") and gesture.to_zone.endswith(f":{seat}"):
            pile = gesture.from_zone.partition(":")[2]
            if state.pending is not None and state.pending.kind == "choose_gain":
                return Move.make(seat, "choose_gain", gesture, pile=pile)
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

    def _stepping(self, state: DraconiumState, move: Move) -> int | None:
        """Which beast a `resolve_dragon_phase` steps: the one named, else the only one
        due (R2), else the player's only beast."""
        due: list[int] | None = state.extra.get("dragon_due")
        slot: int | None = move.get("beast")
        if due:
            slot = due[0] if slot is None else slot
            due.remove(slot)
        return slot

    # -- moves ----------------------------------------------------------------------------

    def _play(self, seat: int, card: str, kind: str) -> Move:
        key = (seat, card, kind)
        move = self._moves.get(key)
        if move is None:
            gesture = Gesture(card, f"hand:{seat}", f"play:{seat}")
            move = self._moves[key] = Move.make(seat, kind, gesture, card=card)
        return move

    def _buy(self, state: DraconiumState, seat: int, pile: str) -> Move:
        """Built once per seat, pile and top card: moves are values, reused (like Riders')."""
        top = state.supply[pile].cards[-1] if state.supply.get(pile) else pile
        key = (seat, pile, top)
        move = self._moves.get(key)
        if move is None:
            gesture = Gesture(top, f"supply:{pile}", f"discard:{seat}")
            move = self._moves[key] = Move.make(seat, "buy", gesture, pile=pile)
        return move

    # -- why a move is illegal ------------------------------------------------------------

    def malformed(self, move: Move) -> IllegalMove | None:
        if move.kind not in SCHEMA:
            return err("unknown-move", f"{self.title} has no move called {move.kind!r}.")
        if move.seat < 0:
            return err("no-seat", f"There is no seat {move.seat} in this game.")
        schema = SCHEMA[move.kind]
        if move.kind == "resolve_dragon_phase" and move.args:
            schema = BEAST_STEP
        names = [n for n, _ in schema]
        if [k for k, _ in move.args] != sorted(names):
            wanted = ", ".join(names) or "no arguments"
            return err("malformed", f"{move.kind} takes {wanted}.")
        for n, kind in schema:
            value = move[n]
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                return err("malformed", f"{move.kind}'s {n} should be {kind.__name__}.")
        return None

    def game_over(self, state: DraconiumState) -> IllegalMove:
        assert state.result is not None
        return err("game-over", f"The game is over: {state.result.summary}.")

    def first_reason(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        """R40: where §7 has a specific sentence it wins over "Another player must answer
        first." and "not one of the choices": reason 14 for a move naming an Egg, Drake
        or Dragon as a card or pile, reason 15 for a Moat revealed against what it can't
        block, whoever is being asked now."""
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
        self._beasts = beast_names()
        return self._beasts

    def not_yours(self, state: DraconiumState, move: Move) -> IllegalMove:
        if state.asking is not None:
            return err("other-must-answer", "Another player must answer first.")
        return err("not-your-turn", "It's not your turn.")

    def own_reason(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        if state.phase == eggs.SETUP:
            return eggs.reason(state, move)
        if move.kind == "choose_egg":
            return err("eggs-chosen", "The Eggs were given out at the start of the game.")
        if state.asking is not None:
            return prompt_reason(state, move)
        if move.kind == "reveal_clandestine":  # §7 reason 16
            return err(
                "clandestine-draw-only",
                "Clandestine cards can only be revealed when drawing from a played card's +Cards.",
            )
        if state.phase == DRAGON and move.kind != "resolve_dragon_phase":
            return err("dragon-phase-first", "Resolve your Dragon phase first.")  # §7 reason 2
        if move.kind in ANSWER_KINDS and move.kind not in ("play_action", "invest"):
            return err("no-choice", "There is no choice to answer right now.")
        return self._why_not[move.kind](state, move)

    def _hand_card(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        if move["card"] not in state.players[move.seat].hand.cards:
            return err("not-in-hand", "That card isn't in your hand.")
        return None

    def _why_not_resolve_dragon_phase(
        self, state: DraconiumState, move: Move
    ) -> IllegalMove | None:
        if state.phase != DRAGON:
            return err("no-dragon-step", "There is no Dragon-phase step to take now.")
        due = state.extra.get("dragon_due")
        slot = move.get("beast")
        if due and slot is None and len(due) > 1:
            return err("choose-beast", "Choose which of your beasts takes its step first.")
        if slot is not None and slot not in (due or [dragons.only_beast_slot(state, move.seat)]):
            if counters.beast(state, move.seat, slot) is None:
                return err("no-such-beast", "You have no beast on that Roost mat.")
            return err("beast-stepped", "That beast has already taken its step this phase.")
        return None

    def _why_not_invest(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        problem = can_invest_obsidian(state, move.seat)
        return problem or self._hand_card(state, move)

    def _why_not_play_action(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        problem = self._hand_card(state, move)
        if problem is not None:
            return problem
        card = move["card"]
        if state.phase != ACTION:
            return err("not-action-phase", "Action cards can only be played in your Action phase.")
        if not is_(state, card, "Action"):
            return err("not-an-action", "Only Action cards can be played in the Action phase.")
        if state.actions < 1:
            return err("no-actions", "You have no Actions left.")
        return None

    def _why_not_play_treasure(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        problem = self._hand_card(state, move)
        if problem is not None:
            return problem
        if state.phase != BUY:
            return err("not-buy-phase", "Treasures can only be played in your Buy phase.")
        if not is_(state, move["card"], "Treasure"):
            return err("not-a-treasure", f"{name_of(move['card'])} is not a Treasure.")
        if state.bought:
            return err(
                "treasure-after-buy", "You can't play Treasures after buying a card this turn."
            )
        return None

    def _why_not_play_all_treasures(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        if state.phase != BUY:
            return err("not-buy-phase", "Treasures can only be played in your Buy phase.")
        if state.bought:
            return err(
                "treasure-after-buy", "You can't play Treasures after buying a card this turn."
            )
        if not any(is_(state, c, "Treasure") for c in state.players[move.seat].hand.cards):
            return err("no-treasures", "You have no Treasures in your hand.")
        return None

    def _why_not_buy(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        pile = move["pile"]
        if pile not in state.supply:
            return self._not_a_pile(state, pile)
        blocked = locked(state, pile)
        if blocked is not None:  # the lock first: it is the news whenever it applies
            return err("locked", blocked)  # §7 reason 10, R5
        if state.phase != BUY:
            return err("not-buy-phase", "You can only buy cards in your Buy phase.")
        if state.buys < 1:
            return err("no-buys", "You have no Buys left.")
        if not state.supply[pile].cards:
            return err("pile-empty", f"The {pile} pile is empty.")
        card = pile_spec(state, pile)
        if state.coins < card.cost:
            return err(
                "cannot-afford",
                f"You need ${card.cost} to buy {card.name}; you have ${state.coins}.",
            )
        return None

    def _not_a_pile(self, state: DraconiumState, name: str) -> IllegalMove:
        """§7 reasons 11 and 12 for a name that is no Supply pile (14: `first_reason`)."""
        cards = state.catalog.cards
        if name in cards:
            pile = pile_of(state, name)
            if pile in state.supply and pile != name:
                top = pile_spec(state, pile).name
                return err(
                    "split-pile-top",
                    f"Only the top card of a split pile ({top}) can be bought or gained.",
                )
            return err("not-in-supply", f"{name} is not in the Supply and can't be bought.")
        return err("not-in-supply", f"There is no card called {name!r} to buy.")

    def _why_not_end_phase(self, state: DraconiumState, move: Move) -> IllegalMove | None:
        return None
