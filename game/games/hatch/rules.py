"""The Hatch ruleset: its move table (each move kind's arguments, phases, reasons in
§7's order, what it does and its legal moves), the kernel's gates in Hatch's words
(§7's common messages), and what views hide (§4).

Move kinds and their arguments (cards by id, "H01"…; eggs of one's own by their card
id, an egg to steal by its zone "egg:<n>"; seats by number):

    lay_egg(card)                      nurture(card, egg)
    nominate_sacrifice(dragon, egg)    withdraw_sacrifice(dragon)     hatch(egg)
    attack_with(dragon, target)        call_back(dragon)              declare_attack()
    contract_mercenary(card, attacker) assign_blocker(dragon, attacker)
    withdraw_blocker(dragon)           confirm_defence()
    choose_loot(attacker, option, egg=None)   discard(cards)          end_turn()

An attack is gathered one dragon at a time (`attack_with`, which also names the
target) and sent with `declare_attack`; a hatch's sacrifices are nominated one dragon
at a time (`nominate_sacrifice`) and go with `hatch`: one legal move per dragon, where
a single move naming every subset of dragons would list exponentially many. Every
hatch of one's own egg is legal (R13); it succeeds or fails by §3.4.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.move_table import MoveKind, kind, maybe_text, text, whole, words
from game.core.rules_base import Rules
from game.core.words import plural
from game.games.hatch import combat, eggs, flow, standing, views
from game.games.hatch.cards import Catalog, Species, default_catalog
from game.games.hatch.facts import Facts
from game.games.hatch.listing import HatchListers
from game.games.hatch.options import OPTIONS
from game.games.hatch.reasons import HatchReasons, err
from game.games.hatch.state import (
    DEFEND,
    DISCARD,
    LOOT,
    MAIN,
    MUSTER,
    HatchState,
)

MAX_SEATS = 5
LOOT_OPTIONS = ("steal", "draw", "pass")
CARD_IDS = "cards by their ids (H01…)"
DEFENCE_KINDS = frozenset({"assign_blocker", "withdraw_blocker", "confirm_defence"})


def _loot_shape(move: Move) -> str | None:
    """§7: a loot names an egg only when it steals one."""
    if move.get("option") != "steal" and move.get("egg") is not None:
        return "choose_loot names an egg only to steal it."
    return None


class HatchRules(HatchReasons, HatchListers, Rules[HatchState]):
    """Hatch's move table, the kernel's gates in its words, and its own reasons (§7)."""

    name = "hatch"
    title = "Hatch"
    min_seats = 2
    max_seats = MAX_SEATS
    options = OPTIONS
    phase_field = "phase"  # `HatchState.phase`: MAIN, MUSTER, DEFEND, LOOT or DISCARD

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.cat = catalog or default_catalog()
        self.facts = Facts(self.cat)  # each card's numbers, for the bots' sums
        self._value = self.facts.value
        super().__init__()

    def declare(self) -> Iterable[MoveKind[HatchState]]:
        """§7's moves, in the order their legal moves are listed: where each is open,
        why not, what it does, and its legal moves."""
        cat = self.cat
        return [
            kind(
                "lay_egg",
                text("card"),
                phases={MAIN},
                reason=self._why_not_lay,
                apply=lambda st, m: eggs.lay_egg(cat, st, m.seat, m["card"]),
                moves=self._main_moves,  # the main phase's moves, every kind's
            ),
            kind(
                "nurture",
                text("card"),
                text("egg"),
                phases={MAIN},
                reason=self._why_not_nurture,
                apply=lambda st, m: eggs.nurture(cat, st, m.seat, m["card"], m["egg"]),
            ),
            kind(
                "nominate_sacrifice",
                text("dragon"),
                text("egg"),
                phases={MAIN},
                reason=self._why_not_nominate,
                apply=lambda st, m: eggs.nominate(st, m.seat, m["dragon"], m["egg"]),
            ),
            kind(
                "withdraw_sacrifice",
                text("dragon"),
                phases={MAIN},
                reason=self._why_not_withdraw_sacrifice,
                apply=lambda st, m: eggs.withdraw(st, m.seat, m["dragon"]),
            ),
            kind(
                "hatch",
                text("egg"),
                phases={MAIN},
                reason=self._why_not_hatch,
                apply=lambda st, m: eggs.hatch(cat, st, m.seat, m["egg"]),
            ),
            kind(
                "attack_with",
                text("dragon"),
                whole("target"),  # a seat out of range is §7's "Choose an opponent to attack."
                phases={MAIN, MUSTER},
                reason=self._why_not_attack_with,
                apply=lambda st, m: combat.gather(cat, st, m.seat, m["dragon"], m["target"]),
            ),
            kind(
                "call_back",
                text("dragon"),
                phases={MUSTER},
                reason=self._why_not_call_back,
                apply=lambda st, m: combat.call_back(cat, st, m.seat, m["dragon"]),
                moves=self._muster_moves,  # gathering's moves, every kind's
            ),
            kind(
                "declare_attack",
                phases={MUSTER},
                apply=lambda st, m: combat.declare(cat, st, m.seat),
            ),
            kind(
                "contract_mercenary",
                text("attacker"),
                text("card"),
                phases={DEFEND},
                reason=self._why_not_contract,
                apply=lambda st, m: combat.contract(cat, st, m.seat, m["card"], m["attacker"]),
                moves=self._contract_moves,
            ),
            kind(
                "assign_blocker",
                text("attacker"),
                text("dragon"),
                phases={DEFEND},
                reason=self._why_not_assign,
                apply=lambda st, m: combat.assign(cat, st, m.seat, m["dragon"], m["attacker"]),
                moves=self._assign_moves,
            ),
            kind(
                "withdraw_blocker",
                text("dragon"),
                phases={DEFEND},
                reason=self._why_not_withdraw,
                apply=lambda st, m: combat.withdraw(cat, st, m.seat, m["dragon"]),
                moves=self._withdraw_moves,
            ),
            kind(
                "confirm_defence",
                phases={DEFEND},
                reason=self._why_not_confirm,
                apply=lambda st, m: combat.confirm(cat, st, m.seat),
                moves=lambda st, seat: [self.memo.plain(seat, "confirm_defence")],
            ),
            kind(
                "choose_loot",
                text("attacker"),
                maybe_text("egg", default=None),  # §7: choose_loot(attacker, option, egg?)
                text(
                    "option",
                    choices=LOOT_OPTIONS,
                    wrong="A loot is steal, draw or pass, not {value!r}.",
                ),
                phases={LOOT},
                reason=self._why_not_loot,
                apply=self._loot,
                moves=self._loot_moves,
                shape=_loot_shape,
            ),
            kind(
                "discard",
                words("cards", CARD_IDS),
                phases={DISCARD},
                reason=self._why_not_discard,
                apply=lambda st, m: combat.discard(cat, st, m.seat, m["cards"]),
                moves=self._discard_moves,
            ),
            kind(
                "end_turn",
                phases={MAIN},
                apply=lambda st, m: flow.end_turn(cat, st),
            ),
        ]

    def phase(self, state: HatchState) -> Hashable:
        return state.phase

    # -- the game ------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> HatchState:
        return flow.new_state(self.cat, seats, seed, options)

    def _loot(self, state: HatchState, move: Move) -> None:
        """§3.8: steal an egg, draw 3 and discard 2, or pass (R27–R30)."""
        cat, seat, option, attacker = self.cat, move.seat, move["option"], move["attacker"]
        if option == "steal":
            combat.steal(cat, state, seat, attacker, move["egg"])
        elif option == "draw":
            combat.draw_loot(cat, state, seat, attacker)
        else:
            combat.pass_loot(cat, state, seat, attacker)

    def scores(self, state: HatchState) -> list[tuple[str, str]]:
        """Each seat's dynasty, for the results screen."""
        return standing.scores(self.cat, state)

    # -- for the table's private warnings (R10, R13) and the egg peek (R14) --------------------

    def forecast(
        self, view: HatchState, egg: str, sacrifices: Sequence[str] | None = None
    ) -> eggs.Forecast:
        """What hatching own egg card `egg` would do (R13), from the owner's view, with
        the sacrifices nominated for it (or `sacrifices`): success, or why not (wrong
        types, too many, too few, blood not exact)."""
        found = view.egg_of(egg)
        if found is None:
            raise err("not-an-egg", "That card is not an egg.")
        named = found.sacrifices if sacrifices is None else sacrifices
        return eggs.forecast(self.cat, egg, found.fed.cards, named)

    def nurture_warning(self, view: HatchState, card: str, egg: str) -> str:
        """The owner's private warning before feeding `card` to own egg card `egg` (R10):
        why it would doom the egg, or "" when the egg needs it."""
        found = view.egg_of(egg)
        if found is None:
            return ""
        return eggs.overfeeds(self.cat, egg, found.fed.cards, card)

    def peek_egg(self, view: HatchState, seat: int, zone: str) -> Species:
        """§7's peek_egg: the face of egg `zone` that `seat` may look at (R14), or
        IllegalMove "You have never seen that egg."."""
        return views.peek_egg(self.cat, view, seat, zone)

    def handover(self, state: HatchState, seat: int) -> str:
        """The privacy screen's words for `seat` (§4): "Pass to Ben — 2 dragons attack
        you", "Pass back to Ann", "Pass to Cora"."""
        return flow.handover(state, seat)

    def view_extra(self, view: HatchState, state: HatchState, seat: int | None) -> None:
        views.hide_extra(self.cat, view, state, seat)

    def canonical(self, move: Move) -> Hashable:
        """Equal decisions listed once (see the listers):

        - a discard is the species discarded (copies are identical, R32);
        - a loot is its option and egg: which unblocked dragon carries it makes no
          difference (R27).
        """
        kind = move.kind
        if kind == "discard":
            cards = self.cat.cards
            picked = move.get("cards")
            if isinstance(picked, tuple) and all(isinstance(c, str) and c in cards for c in picked):
                return (move.seat, kind, tuple(sorted(cards[c].name for c in picked)))
        elif kind == "choose_loot":
            return (move.seat, kind, move.get("option"), move.get("egg"))
        return move

    # -- the gates in Hatch's words (§7) ----------------------------------------------------

    def game_over(self, state: HatchState) -> IllegalMove:
        return err("game-over", "The game is over.")

    def first_reason(self, state: HatchState, move: Move) -> IllegalMove | None:
        """§7's specific reasons that win over the turn and the phase: only the defender
        contracts mercenaries, whoever asks and whenever; and the attacker's loot for a
        dragon that has looted has been taken, also once the attack is over (R27)."""
        kind = move.kind
        if kind == "contract_mercenary":
            attack = state.attack
            if state.phase != DEFEND or attack is None or move.seat != attack.target:
                return err("not-defending", "Only the defending player can contract mercenaries.")
        elif kind == "choose_loot":
            attack = state.attack
            if (
                attack is not None
                and move.seat == attack.attacker
                and move["attacker"] in attack.looted
            ):
                return err("already-looted", f"{self._label(move['attacker'])} has already looted.")
        return None

    def not_yours(self, state: HatchState, move: Move) -> IllegalMove:
        attack = state.attack
        if attack is not None and attack.declared and move.seat == attack.attacker:
            return err("attack-in-progress", "Resolve the current attack first.")  # R20
        return err("not-your-turn", "It is not your turn.")

    def wrong_phase(self, state: HatchState, move: Move) -> IllegalMove:
        """§7's words for a move out of its phase: what the game waits for instead."""
        phase, kind = state.phase, move.kind
        if phase == DEFEND:  # R20
            return err("defending", "Only blocking moves are allowed while you defend.")
        if phase == DISCARD:
            pending = state.pending
            n = pending.max if pending is not None else 0
            return err("discard-first", f"Discard {plural(n, 'card')} first.")
        if kind == "discard":
            return err("no-discard", "No discard is required now.")
        if phase == LOOT:
            return err("attack-in-progress", "Resolve the current attack first.")
        if phase == MUSTER:
            return err("gathering", "Send your attack or call your dragons back first.")
        # MAIN
        if kind in DEFENCE_KINDS:
            return err("not-defending", "Nobody is attacking you.")
        if kind == "choose_loot":
            return err("no-loot", "There is no loot to choose now.")
        if kind == "call_back":
            return err(
                "not-gathered", f"{self._label(move['dragon'])} is not gathered for an attack."
            )
        if state.attacked:
            return err("already-attacked", "You have already attacked this turn.")
        return err("no-attackers", "Choose at least one dragon.")

    # -- gestures --------------------------------------------------------------------------------

    def move_for_gesture(self, state: HatchState, seat: int, gesture: Gesture) -> Move | None:
        """Hand card onto your territory: lay; onto an egg: nurture; onto an attacker:
        contract a mercenary. Dragon onto an egg: nominate it as a sacrifice for its
        hatch; onto an opponent's territory: attack with it; onto an attacker: block."""
        piece, src, dst = gesture.piece, gesture.from_zone, gesture.to_zone
        where, _, rest = dst.partition(":")
        if src == f"hand:{seat}":
            if dst == f"territory:{seat}":
                return Move.make(seat, "lay_egg", gesture, card=piece)
            if where == "egg":
                egg = state.egg_at(dst)
                if egg is not None:
                    return Move.make(seat, "nurture", gesture, card=piece, egg=egg.id)
            if where == "attacker":
                return Move.make(seat, "contract_mercenary", gesture, card=piece, attacker=rest)
            return None
        if src in (f"dragons:{seat}", f"mercs:{seat}"):
            if where == "egg":
                egg = state.egg_at(dst)
                if egg is not None:
                    return Move.make(seat, "nominate_sacrifice", gesture, dragon=piece, egg=egg.id)
            if where == "territory" and rest.isdigit():
                return Move.make(seat, "attack_with", gesture, dragon=piece, target=int(rest))
            if where == "attacker":
                return Move.make(seat, "assign_blocker", gesture, dragon=piece, attacker=rest)
        return None
