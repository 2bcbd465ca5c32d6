"""The Dragon Riders ruleset: the kernel's gates in its words, then its own checks in the
reference's order (§8); its moves and what its views hide beyond the zones (§5)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.move_table import MoveKind, kind, text, words
from game.core.rules_base import Rules
from game.core.words import plural
from game.games.riders import powers, setup, standing, turns
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

NOT_A_TARGET = "{value!r} is not a target; targets are " + ", ".join(UNITS) + "."
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
    phase_field = "phase"

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.cat = catalog or default_catalog()
        super().__init__()

    def declare(self) -> Iterable[MoveKind[RidersState]]:
        """§8's moves: where each is open, why not, what it does, and its legal moves."""
        cat = self.cat
        return [
            kind(
                "choose_rider",
                text("rider"),
                phases={RIDER},
                reason=self._why_not_choose_rider,
                apply=lambda st, m: setup.choose_rider(st, cat, m.seat, m["rider"]),
                moves=self._rider_moves,
            ),
            kind(
                "choose_dragon",
                text("dragon"),
                phases={DRAGON},
                reason=self._why_not_choose_dragon,
                apply=lambda st, m: setup.choose_dragon(st, cat, m.seat, m["dragon"]),
                moves=self._dragon_moves,
            ),
            kind(
                "draft_pick",
                text("card"),
                phases={DRAFT},
                reason=self._why_not_draft_pick,
                apply=lambda st, m: setup.draft_pick(st, cat, m.seat, m["card"]),
                moves=self._draft_moves,
            ),
            kind(
                "attack",
                text("target", choices=UNITS, wrong=NOT_A_TARGET),
                phases={ACTION},
                reason=self._why_not_attack,
                apply=lambda st, m: turns.attack(st, cat, m.seat, m["target"]),
                # the Action phase's moves share the stagger and energy checks: one
                # lister gives them all (attacks, plays, then ending the turn)
                moves=self._action_moves,
            ),
            kind(
                "play_card",
                text("card"),
                text("target", choices=UNITS, wrong=NOT_A_TARGET),
                phases={ACTION},
                reason=self._why_not_play_card,
                apply=lambda st, m: turns.play_card(st, cat, m.seat, m["card"], m["target"]),
                moves=None,  # listed with attack
            ),
            kind(
                "end_turn",
                phases={ACTION},
                apply=lambda st, m: turns.end_turn(st, cat, m.seat),
                moves=None,  # listed with attack
            ),
            kind(
                "discard",
                words("cards"),
                phases={DISCARD},
                reason=self._why_not_discard,
                apply=lambda st, m: turns.discard(st, cat, m.seat, m["cards"]),
                moves=self._discard_moves,
            ),
            # Any player may resign at any moment (the menu offers it; no list does).
            kind("resign", anytime=True, apply=lambda st, m: setup.resign(st, m.seat)),
        ]

    # -- the game -------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> RidersState:
        return setup.new_state(self.cat, seats, seed, options)

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
            return self._play(seat, gesture.piece, target)
        if gesture.piece == f"dragon:{seat}" and target:
            return self._attack(seat, target)
        if gesture.from_zone == "market" and gesture.to_zone == f"drafted:{seat}":
            return self.memo.card(seat, "draft_pick", gesture.piece, "market", gesture.to_zone)
        if gesture.from_zone == "market" and gesture.to_zone.startswith("drafted:"):
            other = state.name(int(gesture.to_zone.partition(":")[2]))
            raise _err(
                "not-your-pile",
                f"Your picks go on your own pile, not on {other}'s.",
            )
        return None

    # -- why a move is illegal (one source for check, apply and the client) --------

    def game_over(self, state: RidersState) -> IllegalMove:
        r = state.result
        assert r is not None
        return _err("game-over", f"The game is over: {state.name(r.winners[0])} won by {r.how}.")

    def not_yours(self, state: RidersState, move: Move) -> IllegalMove:
        pending = state.pending
        assert pending is not None
        return _err("not-your-turn", self._whose_turn(state, pending.seats[0]))

    def wrong_phase(self, state: RidersState, move: Move) -> IllegalMove:
        kind, phase = move.kind, state.phase
        if phase == DISCARD:
            return _err("wrong-phase", f"Discard down to {HAND_LIMIT} cards first.")
        if kind == "discard" and phase == ACTION:
            n = len(state.players[move.seat].hand.cards)
            return _err(
                "no-discard-needed",
                f"You have {plural(n, 'card')}; the hand limit is {HAND_LIMIT}, "
                "so nothing to discard.",
            )
        return _err("wrong-phase", f"You can't {VERB[kind]} during {PHASE_LABEL[phase]}.")

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

    # -- legal moves (the same predicates as the reasons) -----------------------------

    def _rider_moves(self, state: RidersState, seat: int) -> list[Move]:
        taken, memo = self._taken(state, seat, "rider"), self.memo
        return [
            memo.args(seat, "choose_rider", (("rider", n),))
            for n in self.cat.riders
            if n not in taken
        ]

    def _dragon_moves(self, state: RidersState, seat: int) -> list[Move]:
        taken, memo = self._taken(state, seat, "dragon"), self.memo
        return [
            memo.args(seat, "choose_dragon", (("dragon", n),))
            for n in self.cat.dragons
            if n not in taken
        ]

    def _draft_moves(self, state: RidersState, seat: int) -> list[Move]:
        picks: dict[str, Move] = self.memo.get(("picks", seat), dict)
        return [picks.get(c) or self._pick(picks, seat, c) for c in state.market.cards]

    def _pick(self, picks: dict[str, Move], seat: int, card: str) -> Move:
        """The draft pick of `card` by `seat`, made once (kept in `picks`)."""
        move = picks[card] = self.memo.card(seat, "draft_pick", card, "market", f"drafted:{seat}")
        return move

    def _discard_moves(self, state: RidersState, seat: int) -> list[Move]:
        hand = state.players[seat].hand.cards
        return [
            Move(seat, "discard", (("cards", combo),))
            for combo in combinations(hand, len(hand) - HAND_LIMIT)
        ]

    def _action_moves(self, state: RidersState, seat: int) -> list[Move]:
        """Attacks, plays and ending the turn: the same predicates as the reasons
        (`_stagger`, `attack_cost`, `card_cost`), written out for the loop, which runs at
        every position of the Action phase."""
        me = state.players[seat]
        moves: list[Move] = []
        if not me.actions or self._stagger(state, me) is None:
            cost, _ = turns.attack_cost(self.cat, state, seat)
            if me.energy >= cost:
                moves.append(self._attack(seat, "enemy_dragon"))
                moves.append(self._attack(seat, "enemy_rider"))
            moves += self._play_moves(state, seat, me)
        moves.append(self.memo.plain(seat, "end_turn"))
        return moves

    def _attack(self, seat: int, target: str) -> Move:
        key = ("attack", seat, target)
        return self.memo.find(key) or self.memo.put(
            key,
            Move(
                seat,
                "attack",
                (("target", target),),
                Gesture(f"dragon:{seat}", f"dragon:{seat}", unit_zone(seat, target)),
            ),
        )

    def _play(self, seat: int, card: str, target: str) -> Move:
        key = ("play", seat, card, target)
        return self.memo.find(key) or self.memo.put(
            key,
            Move(
                seat,
                "play_card",
                (("card", card), ("target", target)),
                Gesture(card, f"hand:{seat}", unit_zone(seat, target)),
            ),
        )

    def _play_moves(self, state: RidersState, seat: int, me: Player) -> list[Move]:
        """A card's play moves, one per target it allows, for each card `seat` can pay for
        (R17: a Critical Lyra pays 1 more for Freeze cards, `turns.card_cost`)."""
        cat, energy, memo = self.cat, me.energy, self.memo
        find = memo.find
        freeze_extra = powers.value(cat, me, "freeze_card_cost")
        specs = cat.by_instance
        moves: list[Move] = []
        for card_id in me.hand.cards:
            if card_id == "?":
                continue
            card = specs[card_id]
            if energy >= (max(0, card.cost + freeze_extra) if card.freeze_card else card.cost):
                key = ("plays", seat, card_id)  # the card's plays, one per target it allows
                moves += find(key) or memo.put(
                    key, tuple(self._play(seat, card_id, t) for t in card.targets)
                )
        return moves
