"""The Dragon Riders ruleset: the kernel's gates in its words, then its own checks in the
reference's order (§8); its moves and what its views hide beyond the zones (§5)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.rules_base import Rules
from game.core.words import plural
from game.games.riders import combat, setup, standing, turns
from game.games.riders.cards import UNITS, Catalog, default_catalog
from game.games.riders.options import OPTIONS
from game.games.riders.state import (
    ACTION,
    DISCARD,
    DRAFT,
    DRAGON,
    HAND_LIMIT,
    RIDER,
    Player,
    RidersState,
)

# Each move kind, its arguments, and the phase it belongs to.
SCHEMA: dict[str, tuple[tuple[str, type], ...]] = {
    "choose_rider": (("rider", str),),
    "choose_dragon": (("dragon", str),),
    "draft_pick": (("card", str),),
    "attack": (("target", str),),
    "play_card": (("card", str), ("target", str)),
    "end_turn": (),
    "discard": (("cards", tuple),),
    "resign": (),
}
PHASE_OF = {
    "choose_rider": RIDER,
    "choose_dragon": DRAGON,
    "draft_pick": DRAFT,
    "attack": ACTION,
    "play_card": ACTION,
    "end_turn": ACTION,
    "discard": DISCARD,
}
VERB = {
    "choose_rider": "choose a Rider",
    "choose_dragon": "choose a Dragon",
    "draft_pick": "draft a card",
    "attack": "attack",
    "play_card": "play cards",
    "end_turn": "end your turn",
    "discard": "discard",
}
PHASE_LABEL = {
    RIDER: "the Rider choice",
    DRAGON: "the Dragon choice",
    DRAFT: "the draft",
    ACTION: "the action phase",
}
TARGET_WORDS = {
    ("enemy_dragon",): "the enemy Dragon",
    ("enemy_rider",): "the enemy Rider",
    ("own_dragon",): "your own Dragon",
    ("own_rider",): "your own Rider",
    ("enemy_dragon", "enemy_rider"): "the enemy Dragon or the enemy Rider",
    ("own_dragon", "own_rider"): "your own Dragon or Rider",
}


def _err(code: str, message: str) -> IllegalMove:
    return IllegalMove(f"riders/{code}", message)


def unit_zone(seat: int, target: str) -> str:
    """`enemy_dragon` seen from `seat` is the table zone `dragon:<other seat>`."""
    owner = 1 - seat if target.startswith("enemy") else seat
    return f"{target.split('_')[1]}:{owner}"


def relative_target(seat: int, zone: str) -> str | None:
    which, _, owner = zone.partition(":")
    if which not in ("dragon", "rider") or owner not in ("0", "1"):
        return None
    return f"{'own' if int(owner) == seat else 'enemy'}_{which}"


class RidersRuleset(Rules[RidersState]):
    """The kernel's gates (rules_base) in Dragon Riders' words, and its own reasons (§8)."""

    name = "riders"
    title = "Dragon Riders"
    min_seats = 2
    max_seats = 2
    options = OPTIONS
    any_seat = frozenset({"resign"})  # any player may resign at any moment

    def __init__(self, catalog: Catalog | None = None) -> None:
        super().__init__()
        self.cat = catalog or default_catalog()
        self._moves: dict[tuple[Any, ...], Move] = {}
        # A card's play moves, one per target it allows, by seat and card.
        self._plays: dict[tuple[int, str], tuple[Move, ...]] = {}
        # Each move kind's own reason (the gates and the phase passed).
        self._why_not: dict[str, Callable[[RidersState, Move], IllegalMove | None]] = {
            "choose_rider": self._why_not_choose_rider,
            "choose_dragon": self._why_not_choose_dragon,
            "draft_pick": self._why_not_draft_pick,
            "attack": self._why_not_attack,
            "play_card": self._why_not_play_card,
            "end_turn": self._why_not_end_turn,
            "discard": self._why_not_discard,
        }

    # -- the game -------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> RidersState:
        return setup.new_state(self.cat, seats, seed, options)

    def perform(self, state: RidersState, move: Move) -> None:
        seat, kind, cat = move.seat, move.kind, self.cat
        if kind == "play_card":
            turns.play_card(state, cat, seat, move["card"], move["target"])
        elif kind == "attack":
            turns.attack(state, cat, seat, move["target"])
        elif kind == "end_turn":
            turns.end_turn(state, cat, seat)
        elif kind == "draft_pick":
            setup.draft_pick(state, cat, seat, move["card"])
        elif kind == "choose_rider":
            setup.choose_rider(state, cat, seat, move["rider"])
        elif kind == "choose_dragon":
            setup.choose_dragon(state, cat, seat, move["dragon"])
        elif kind == "resign":
            setup.resign(state, seat)
        else:
            turns.discard(state, cat, seat, move["cards"])

    def own_moves(self, state: RidersState, seat: int) -> list[Move]:
        phase, me = state.phase, state.players[seat]
        if phase == ACTION:
            return self._action_moves(state, seat, me)
        if phase == DRAFT:
            made = self._moves
            return [
                made.get((seat, "draft_pick", card)) or self._move(seat, "draft_pick", card)
                for card in state.market.cards
            ]
        if phase == RIDER:
            taken = self._taken(state, seat, "rider")
            return [self._move(seat, "choose_rider", n) for n in self.cat.riders if n not in taken]
        if phase == DRAGON:
            taken = self._taken(state, seat, "dragon")
            return [
                self._move(seat, "choose_dragon", n) for n in self.cat.dragons if n not in taken
            ]
        if phase == DISCARD:
            excess = len(me.hand.cards) - HAND_LIMIT
            return [
                Move.make(seat, "discard", cards=combo)
                for combo in combinations(me.hand.cards, excess)
            ]
        return []

    def scores(self, state: RidersState) -> list[tuple[str, str]]:
        """Each seat's name and HP left, for the results screen."""
        return standing.scores(state)

    def view_extra(self, view: RidersState, state: RidersState, seat: int | None) -> None:
        """§5: hands to their owner, decks and the stack to nobody (the zones), and a
        quick deal's decklist to its owner."""
        if state.options["draft_mode"] == "quick":
            for p in view.players:
                if seat != p.seat:
                    p.decklist = {}  # quick deals are private (§5)

    def move_for_gesture(self, state: RidersState, seat: int, gesture: Gesture) -> Move | None:
        """Hand card onto a unit: play it; own Dragon onto a unit: attack; market to pile: pick."""
        target = relative_target(seat, gesture.to_zone)
        if gesture.from_zone == f"hand:{seat}" and target:
            return self._move(seat, "play_card", gesture.piece, target)
        if gesture.piece == f"dragon:{seat}" and target:
            return self._move(seat, "attack", target)
        if gesture.from_zone == "market" and gesture.to_zone == f"drafted:{seat}":
            return self._move(seat, "draft_pick", gesture.piece)
        if gesture.from_zone == "market" and gesture.to_zone.startswith("drafted:"):
            other = state.name(int(gesture.to_zone.partition(":")[2]))
            raise _err(
                "not-your-pile",
                f"Your picks go on your own pile, not on {other}'s.",
            )
        return None

    # -- why a move is illegal (one source for check, apply and the client) --------

    def malformed(self, move: Move) -> IllegalMove | None:
        problem = self._malformed(move)
        return _err("malformed", problem) if problem else None

    def game_over(self, state: RidersState) -> IllegalMove:
        r = state.result
        assert r is not None
        return _err("game-over", f"The game is over: {state.name(r.winners[0])} won by {r.how}.")

    def not_yours(self, state: RidersState, move: Move) -> IllegalMove:
        pending = state.pending
        assert pending is not None
        return _err("not-your-turn", self._whose_turn(state, pending.seats[0]))

    def own_reason(self, state: RidersState, move: Move) -> IllegalMove | None:
        kind = move.kind
        if kind == "resign":
            return None
        if PHASE_OF[kind] != state.phase:
            if state.phase == DISCARD:
                return _err("wrong-phase", f"Discard down to {HAND_LIMIT} cards first.")
            if kind == "discard" and state.phase == ACTION:
                n = len(state.players[move.seat].hand.cards)
                return _err(
                    "no-discard-needed",
                    f"You have {plural(n, 'card')}; the hand limit is {HAND_LIMIT}, "
                    "so nothing to discard.",
                )
            return _err("wrong-phase", f"You can't {VERB[kind]} during {PHASE_LABEL[state.phase]}.")
        return self._why_not[kind](state, move)

    def _malformed(self, move: Move) -> str | None:
        if move.kind not in SCHEMA:
            return f"Dragon Riders has no move called {move.kind!r}."
        if move.seat not in (0, 1):
            return f"There is no seat {move.seat} in Dragon Riders."
        schema = SCHEMA[move.kind]
        names = [name for name, _ in schema]
        if [k for k, _ in move.args] != sorted(names):
            wanted = ", ".join(names) or "no arguments"
            return (
                f"{move.kind} takes {wanted}; got {', '.join(k for k, _ in move.args) or 'none'}."
            )
        for name, kind in schema:
            value = move[name]
            if not isinstance(value, kind):
                return f"{move.kind}'s {name} should be {kind.__name__}, not {value!r}."
        target = move.get("target")
        if target is not None and target not in UNITS:
            return f"{target!r} is not a target; targets are {', '.join(UNITS)}."
        cards = move.get("cards")
        if cards is not None:
            if not all(isinstance(c, str) for c in cards):
                return "discard lists cards by their ids."
            if len(set(cards)) != len(cards):
                return "discard names a card twice."
        return None

    def _whose_turn(self, state: RidersState, seat: int) -> str:
        who = state.name(seat)
        return {
            RIDER: f"{who} chooses a Rider now.",
            DRAGON: f"{who} chooses a Dragon now.",
            DRAFT: f"{who} picks now.",
            DISCARD: f"{who} is discarding.",
        }.get(state.phase, f"It is {who}'s turn.")

    def _card_label(self, card_id: str) -> str | None:
        card = self.cat.by_instance.get(card_id)
        return f"{card.name} ({card_id})" if card else None

    def _taken(self, state: RidersState, seat: int, which: str) -> set[str]:
        """R1: a Rider or Dragon the other player took, unless `mirror_units`."""
        if state.options["mirror_units"]:
            return set()
        other = state.players[1 - seat]
        unit = other.rider if which == "rider" else other.dragon
        return {unit.name} if unit else set()

    def _why_not_choose_rider(self, state: RidersState, move: Move) -> IllegalMove | None:
        name = move["rider"]
        if name not in self.cat.riders:
            return _err("unknown-rider", f"There is no Rider called {name}.")
        if name in self._taken(state, move.seat, "rider"):
            owner = state.name(1 - move.seat)
            return _err("rider-taken", f"{name} is already {owner}'s Rider; choose another.")
        return None

    def _why_not_choose_dragon(self, state: RidersState, move: Move) -> IllegalMove | None:
        name = move["dragon"]
        if name not in self.cat.dragons:
            return _err("unknown-dragon", f"There is no Dragon called {name}.")
        if name in self._taken(state, move.seat, "dragon"):
            owner = state.name(1 - move.seat)
            return _err("dragon-taken", f"{name} is already {owner}'s Dragon.")
        return None

    def _why_not_draft_pick(self, state: RidersState, move: Move) -> IllegalMove | None:
        card_id = move["card"]
        if card_id in state.market.cards:
            return None
        label = self._card_label(card_id)
        if label is None:
            return _err("not-in-market", f"There is no card {card_id}.")
        if state.options["draft_mode"] == "snake":
            return _err("not-in-market", f"{label} is already taken.")
        return _err("not-in-market", f"{self.cat.card_of(card_id).name} is not in the market.")

    def _stagger(self, state: RidersState, me: Player) -> IllegalMove | None:
        """R11, R12: any Freeze on your Dragon (or Rider) allows one action a turn."""
        if not me.actions:
            return None
        dragon, rider = me.units()
        frozen = []
        if dragon.freeze:
            frozen.append(f"Dragon has {dragon.freeze} Freeze stack{'s' * (dragon.freeze > 1)}")
        if rider.freeze and not state.options["stagger_dragon_only"]:
            frozen.append(f"Rider has {rider.freeze} Freeze stack{'s' * (rider.freeze > 1)}")
        if not frozen:
            return None
        return _err(
            "staggered",
            f"Your {' and your '.join(frozen)}: only one action this turn, "
            f"and you took it ({me.first_action}).",
        )

    def _why_not_attack(self, state: RidersState, move: Move) -> IllegalMove | None:
        if not move["target"].startswith("enemy"):
            return _err(
                "bad-target", "Your Dragon can attack only the enemy Dragon or the enemy Rider."
            )
        me = state.players[move.seat]
        staggered = self._stagger(state, me)
        if staggered:
            return staggered
        cost, note = turns.attack_cost(self.cat, state, move.seat)
        if me.energy < cost:
            return _err(
                "not-enough-energy",
                f"Attacking costs {cost} energy{note}; you have {me.energy}.",
            )
        return None

    def _why_not_play_card(self, state: RidersState, move: Move) -> IllegalMove | None:
        card_id, target = move["card"], move["target"]
        me = state.players[move.seat]
        if card_id not in me.hand.cards:
            label = self._card_label(card_id)
            if label is None:
                return _err("not-in-hand", f"There is no card {card_id}.")
            return _err("not-in-hand", f"{label} is not in your hand.")
        card = self.cat.card_of(card_id)
        if target not in card.targets:  # R41
            return _err(
                "bad-target", f"{card.name} must be played on {TARGET_WORDS[card.targets]}."
            )
        staggered = self._stagger(state, me)
        if staggered:
            return staggered
        cost, note = turns.card_cost(self.cat, state, move.seat, card_id)
        if me.energy < cost:
            return _err(
                "not-enough-energy", f"{card.name} costs {cost} energy{note}; you have {me.energy}."
            )
        return None

    def _why_not_end_turn(self, state: RidersState, move: Move) -> IllegalMove | None:
        return None

    def _why_not_discard(self, state: RidersState, move: Move) -> IllegalMove | None:
        me = state.players[move.seat]
        for card_id in move["cards"]:
            if card_id not in me.hand.cards:
                label = self._card_label(card_id) or card_id
                return _err("not-in-hand", f"{label} is not in your hand.")
        hand = len(me.hand.cards)
        excess = hand - HAND_LIMIT
        if len(move["cards"]) != excess:
            return _err(
                "bad-discard-count",
                f"Discard exactly {plural(excess, 'card')} ({hand} in hand, limit {HAND_LIMIT}).",
            )
        return None

    # -- legal move generation (the same predicates as the checks) -----------------

    def _move(self, seat: int, kind: str, *args: str) -> Move:
        """Moves are immutable values, so each is built once and reused."""
        key = (seat, kind, *args)
        move = self._moves.get(key)
        if move is None:
            if kind == "play_card":
                card, target = args
                gesture = Gesture(card, f"hand:{seat}", unit_zone(seat, target))
                move = Move(seat, kind, (("card", card), ("target", target)), gesture)
            elif kind == "attack":
                gesture = Gesture(f"dragon:{seat}", f"dragon:{seat}", unit_zone(seat, args[0]))
                move = Move(seat, kind, (("target", args[0]),), gesture)
            elif kind == "draft_pick":
                gesture = Gesture(args[0], "market", f"drafted:{seat}")
                move = Move(seat, kind, (("card", args[0]),), gesture)
            elif kind == "end_turn":
                move = Move(seat, kind)
            else:
                name = SCHEMA[kind][0][0]
                move = Move(seat, kind, ((name, args[0]),))
            self._moves[key] = move
        return move

    def _action_moves(self, state: RidersState, seat: int, me: Player) -> list[Move]:
        """The same predicates as the checks (`_stagger`, `attack_cost`, `card_cost`),
        written out for the loop: this runs at every position of the Action phase."""
        moves: list[Move] = []
        if not me.actions or self._stagger(state, me) is None:
            cat, energy = self.cat, me.energy
            cost, _ = turns.attack_cost(cat, state, seat)
            if energy >= cost:
                moves.append(self._move(seat, "attack", "enemy_dragon"))
                moves.append(self._move(seat, "attack", "enemy_rider"))
            # R17: a Critical Lyra pays 1 more for Freeze cards (`turns.card_cost`).
            lyra = combat.rides(me, "Lyra") and combat.critical(cat, me)
            specs, plays = cat.by_instance, self._plays
            for card_id in me.hand.cards:
                if card_id == "?":
                    continue
                card = specs[card_id]
                if energy >= (card.cost + 1 if lyra and card.freeze_card else card.cost):
                    found = plays.get((seat, card_id))
                    if found is None:
                        found = plays[(seat, card_id)] = tuple(
                            self._move(seat, "play_card", card_id, target)
                            for target in card.targets
                        )
                    moves += found
        moves.append(self._move(seat, "end_turn"))
        return moves
