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
from game.games.hatch.options import OPTIONS
from game.games.hatch.state import (
    DEFEND,
    DISCARD,
    LOOT,
    MAIN,
    MUSTER,
    Egg,
    HatchState,
)

MAX_SEATS = 5
LOOT_OPTIONS = ("steal", "draw", "pass")
CARD_IDS = "cards by their ids (H01…)"
DEFENCE_KINDS = frozenset({"assign_blocker", "withdraw_blocker", "confirm_defence"})


def _err(code: str, message: str) -> IllegalMove:
    return IllegalMove(f"hatch/{code}", message)


def _loot_shape(move: Move) -> str | None:
    """§7: a loot names an egg only when it steals one."""
    if move.get("option") != "steal" and move.get("egg") is not None:
        return "choose_loot names an egg only to steal it."
    return None


NOT_IN_HAND = "That card is not in your hand."


class HatchRules(Rules[HatchState]):
    """Hatch's move table, the kernel's gates in its words, and its own reasons (§7)."""

    name = "hatch"
    title = "Hatch"
    min_seats = 2
    max_seats = MAX_SEATS
    options = OPTIONS
    phase_field = "phase"  # `HatchState.phase`: MAIN, MUSTER, DEFEND, LOOT or DISCARD

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.cat = catalog or default_catalog()
        self._value = {card: species.value for card, species in self.cat.cards.items()}
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
            raise _err("not-an-egg", "That card is not an egg.")
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
        return _err("game-over", "The game is over.")

    def first_reason(self, state: HatchState, move: Move) -> IllegalMove | None:
        """§7's specific reasons that win over the turn and the phase: only the defender
        contracts mercenaries, whoever asks and whenever; and the attacker's loot for a
        dragon that has looted has been taken, also once the attack is over (R27)."""
        kind = move.kind
        if kind == "contract_mercenary":
            attack = state.attack
            if state.phase != DEFEND or attack is None or move.seat != attack.target:
                return _err("not-defending", "Only the defending player can contract mercenaries.")
        elif kind == "choose_loot":
            attack = state.attack
            if (
                attack is not None
                and move.seat == attack.attacker
                and move["attacker"] in attack.looted
            ):
                return _err(
                    "already-looted", f"{self._label(move['attacker'])} has already looted."
                )
        return None

    def not_yours(self, state: HatchState, move: Move) -> IllegalMove:
        attack = state.attack
        if attack is not None and attack.declared and move.seat == attack.attacker:
            return _err("attack-in-progress", "Resolve the current attack first.")  # R20
        return _err("not-your-turn", "It is not your turn.")

    def wrong_phase(self, state: HatchState, move: Move) -> IllegalMove:
        """§7's words for a move out of its phase: what the game waits for instead."""
        phase, kind = state.phase, move.kind
        if phase == DEFEND:  # R20
            return _err("defending", "Only blocking moves are allowed while you defend.")
        if phase == DISCARD:
            pending = state.pending
            n = pending.max if pending is not None else 0
            return _err("discard-first", f"Discard {plural(n, 'card')} first.")
        if kind == "discard":
            return _err("no-discard", "No discard is required now.")
        if phase == LOOT:
            return _err("attack-in-progress", "Resolve the current attack first.")
        if phase == MUSTER:
            return _err("gathering", "Send your attack or call your dragons back first.")
        # MAIN
        if kind in DEFENCE_KINDS:
            return _err("not-defending", "Nobody is attacking you.")
        if kind == "choose_loot":
            return _err("no-loot", "There is no loot to choose now.")
        if kind == "call_back":
            return _err(
                "not-gathered", f"{self._label(move['dragon'])} is not gathered for an attack."
            )
        if state.attacked:
            return _err("already-attacked", "You have already attacked this turn.")
        return _err("no-attackers", "Choose at least one dragon.")

    # -- each move's own reasons, in §7's order -----------------------------------------------

    def _label(self, card: Any) -> str:
        species = self.cat.cards.get(card) if isinstance(card, str) else None
        return f"{species.name} ({species.value})" if species else repr(card)

    def _in_view(self, state: HatchState, seat: int, card: str) -> bool:
        """Whether `seat` sees where `card` is without it being an egg of theirs: in
        their hand or face up on the table. Elsewhere (a hidden hand, the draw pile, an
        egg of another) a reason must not tell an egg from another card."""
        if card in state.players[seat].hand.cards or card in state.discard.cards:
            return True
        for p in state.players:
            if card in p.dragons.cards or card in p.mercs.cards:
                return True
            for egg in p.eggs:
                if card in egg.fed.cards:
                    return True
        return False

    def _own_egg(self, state: HatchState, seat: int, card: str) -> bool:
        egg = state.egg_of(card)
        return egg is not None and egg.owner == seat

    def _egg_limit(self, state: HatchState) -> int:
        limit: int = state.options["egg_limit"]
        return limit

    def _why_not_lay(self, state: HatchState, move: Move) -> IllegalMove | None:
        p = state.players[move.seat]
        if move["card"] not in p.hand.cards:
            return _err("not-in-hand", NOT_IN_HAND)
        limit = self._egg_limit(state)
        if limit and len(p.eggs) >= limit:  # R7 [option]
            return _err("egg-limit", f"You already have {plural(limit, 'egg')}.")
        return None

    def _why_not_nurture(self, state: HatchState, move: Move) -> IllegalMove | None:
        seat, card, egg_card = move.seat, move["card"], move["egg"]
        p = state.players[seat]
        if card not in p.hand.cards:
            return _err("not-in-hand", NOT_IN_HAND)
        if not self._own_egg(state, seat, egg_card):  # R8
            if any(egg_card in q.dragons.cards for q in state.players):
                return _err(
                    "already-hatched", "That dragon has already hatched; resources go under eggs."
                )
            if self._in_view(state, seat, egg_card) or egg_card not in self.cat.cards:
                return _err("not-an-egg", "That card is not an egg.")
            return _err("not-your-egg", "You can only nurture your own eggs.")
        if state.options["guarded_nurturing"]:  # R10 [option]
            egg = state.egg_of(egg_card)
            assert egg is not None
            warning = eggs.overfeeds(self.cat, egg_card, egg.fed.cards, card)
            if warning:
                return _err("overfeeding", f"Guarded nurturing: {warning}")
        return None

    def _egg_reason(self, state: HatchState, seat: int, egg_card: str) -> IllegalMove | None:
        """§7: a hatch, and a sacrifice for it, is of one's own egg. A card `seat` cannot
        see gets the same words as another's egg: a reason is no probe (see `_in_view`)."""
        if not self._own_egg(state, seat, egg_card):
            if self._in_view(state, seat, egg_card) or egg_card not in self.cat.cards:
                return _err("not-an-egg", "That card is not an egg.")
            return _err("not-your-egg", "That is not your egg.")
        return None

    def _why_not_nominate(self, state: HatchState, move: Move) -> IllegalMove | None:
        """R12: one's own hatched dragon, named once, for one's own egg."""
        seat, dragon, egg_card = move.seat, move["dragon"], move["egg"]
        problem = self._egg_reason(state, seat, egg_card)
        if problem is not None:
            return problem
        if any(dragon in q.mercs.cards for q in state.players):
            return _err("mercenary-sacrifice", "Mercenaries cannot be sacrificed.")
        if dragon not in state.players[seat].dragons.cards:
            return _err("not-your-dragon", "You can only sacrifice your own hatched dragons.")
        nominated = state.nominated_for(seat, dragon)
        if nominated is not None:
            if nominated.id == egg_card:
                return _err("listed-twice", f"{self._label(dragon)} is listed twice.")
            return _err(
                "nominated-elsewhere",
                f"{self._label(dragon)} is already a sacrifice for egg {nominated.number}.",
            )
        return None

    def _why_not_withdraw_sacrifice(self, state: HatchState, move: Move) -> IllegalMove | None:
        dragon = move["dragon"]
        if state.nominated_for(move.seat, dragon) is None:
            return _err("not-nominated", f"{self._label(dragon)} is not named as a sacrifice.")
        return None

    def _why_not_hatch(self, state: HatchState, move: Move) -> IllegalMove | None:
        """R13: a hatch of one's own egg is always legal; it succeeds or fails (§3.4)."""
        return self._egg_reason(state, move.seat, move["egg"])

    def _why_not_attack_with(self, state: HatchState, move: Move) -> IllegalMove | None:
        seat, dragon, target = move.seat, move["dragon"], move["target"]
        if state.attacked:
            return _err("already-attacked", "You have already attacked this turn.")
        if not 0 <= target < len(state.players):
            return _err("no-target", "Choose an opponent to attack.")
        if target == seat:
            return _err("self-attack", "You cannot attack yourself.")
        attack = state.attack
        if attack is not None and attack.target != target:  # R23: exactly one opponent
            return _err(
                "one-target",
                f"Your dragons are gathering against {state.name(attack.target)}: send them, "
                "or call them back to attack someone else.",
            )
        p = state.players[seat]
        if any(dragon in q.mercs.cards for q in state.players):
            return _err("mercenary-attack", "Mercenaries cannot attack.")
        if dragon not in p.dragons.cards:
            return _err(
                "not-your-dragon", f"{self._label(dragon)} is not one of your hatched dragons."
            )
        if attack is not None and dragon in attack.dragons:
            return _err(
                "already-gathered", f"{self._label(dragon)} is already gathered for the attack."
            )
        if state.options["fledgling"] and dragon in p.fresh:  # R17 [option]
            return _err(
                "fledgling", f"{self._label(dragon)} hatched this turn and cannot attack yet."
            )
        return None

    def _why_not_call_back(self, state: HatchState, move: Move) -> IllegalMove | None:
        attack = state.attack
        dragon = move["dragon"]
        if attack is None or dragon not in attack.dragons:
            return _err("not-gathered", f"{self._label(dragon)} is not gathered for the attack.")
        return None

    def _attacker_reason(self, state: HatchState, attacker: str) -> IllegalMove | None:
        """R19 and one blocker per attacker, for a blocker of any kind."""
        attack = state.attack
        assert attack is not None
        if attacker not in attack.dragons:
            return _err("not-attacking", f"{self._label(attacker)} is not attacking you.")
        return None

    def _block_reason(self, state: HatchState, blocker: str, attacker: str) -> IllegalMove | None:
        attack = state.attack
        assert attack is not None
        cards = self.cat.cards
        if not combat.can_block(self.cat, state, blocker, attacker):  # R19
            v = cards[attacker].value
            return _err(
                "too-weak",
                f"Only a dragon of value higher than {v} can block {self._label(attacker)}.",
            )
        placed = attack.blocks.get(attacker)
        if placed is not None:
            return _err(
                "already-blocked",
                f"{self._label(attacker)} is already blocked by {self._label(placed)} — "
                "one blocker per attacker.",
            )
        return None

    def _why_not_contract(self, state: HatchState, move: Move) -> IllegalMove | None:
        card, attacker = move["card"], move["attacker"]
        if card not in state.players[move.seat].hand.cards:
            return _err("not-in-hand", NOT_IN_HAND)
        return self._attacker_reason(state, attacker) or self._block_reason(state, card, attacker)

    def _why_not_assign(self, state: HatchState, move: Move) -> IllegalMove | None:
        dragon, attacker = move["dragon"], move["attacker"]
        p = state.players[move.seat]
        attack = state.attack
        assert attack is not None
        if dragon not in p.dragons.cards and dragon not in p.mercs.cards:
            return _err(
                "not-your-blocker",
                f"{self._label(dragon)} is not one of your dragons or mercenaries.",
            )
        blocking = attack.blocker_of(dragon)
        if blocking is not None:
            return _err(
                "already-blocking",
                f"{self._label(dragon)} is already blocking {self._label(blocking)}.",
            )
        problem = self._attacker_reason(state, attacker) or self._block_reason(
            state, dragon, attacker
        )
        if problem is not None:
            return problem
        if dragon in p.weary:  # R18 [option]
            return _err(
                "weary",
                f"{self._label(dragon)} attacked on your last turn and is too weary to block.",
            )
        return None

    def _why_not_withdraw(self, state: HatchState, move: Move) -> IllegalMove | None:
        attack = state.attack
        assert attack is not None
        if attack.blocker_of(move["dragon"]) is None:
            return _err("not-blocking", f"{self._label(move['dragon'])} is not blocking.")
        return None

    def _why_not_confirm(self, state: HatchState, move: Move) -> IllegalMove | None:
        attack = state.attack
        assert attack is not None
        for merc in attack.hired:  # R22: a safety check; a contract always blocks
            if attack.blocker_of(merc) is None:
                return _err(
                    "idle-mercenary", f"Mercenary {self._label(merc)} must block an attacker."
                )
        return None

    def _why_not_loot(self, state: HatchState, move: Move) -> IllegalMove | None:
        attack = state.attack
        assert attack is not None
        attacker = move["attacker"]
        if attacker not in attack.dragons:
            return _err("not-an-attacker", f"{self._label(attacker)} did not attack.")
        if attacker in attack.blocks:
            return _err("blocked", f"{self._label(attacker)} was blocked and takes no loot.")
        if attacker in attack.looted:
            return _err("already-looted", f"{self._label(attacker)} has already looted.")
        if move["option"] != "steal":
            return None
        limit = self._egg_limit(state)
        if limit and len(state.players[move.seat].eggs) >= limit:  # R7 [option]
            return _err("egg-limit", f"You cannot hold more than {plural(limit, 'egg')}.")
        victim = state.players[attack.target]
        name = state.name(attack.target)
        if not victim.eggs:
            return _err("no-eggs", f"{name} has no eggs to steal.")
        if all(egg.zone != move["egg"] for egg in victim.eggs):
            return _err("not-their-egg", f"Choose one of {name}'s eggs.")
        return None

    def _why_not_discard(self, state: HatchState, move: Move) -> IllegalMove | None:
        pending = state.pending
        assert pending is not None
        cards = move["cards"]
        if len(cards) != pending.max:  # R30
            return _err("discard-count", f"Discard exactly {plural(pending.max, 'card')}.")
        hand = state.players[move.seat].hand.cards
        if any(card not in hand for card in cards):
            return _err("not-in-hand", NOT_IN_HAND)
        return None

    # -- legal moves (the same predicates as the reasons) ----------------------------------------

    def _main_moves(self, state: HatchState, seat: int) -> list[Move]:
        """The main phase's moves, in §7's order: lays (unless at the egg limit, R7), each
        hand card under each own egg (under Guarded nurturing, none that dooms it, R10),
        each own dragon not yet named as a sacrifice for each own egg (R12), the named
        ones taken back, a hatch per own egg (R13), the attacks (R17, R23), ending the
        turn. One lister for the phase, as it runs at most positions of a game: the
        kinds share the player's lookups, and each egg's row of moves is remembered by
        what it depends on (the egg's card and zone), as each hand's lays are."""
        p = state.players[seat]
        hand, own, dragons = p.hand.cards, p.eggs, p.dragons.cards
        options = state.options
        find, put = self.memo.find, self.memo.put
        limit = options["egg_limit"]
        moves: list[Move]
        if not limit or len(own) < limit:
            lays: dict[str, Move] | None = find(("lays", seat))
            if lays is None:
                lays = put(("lays", seat), {})
            moves = [lays.get(card) or self._lay(lays, seat, card) for card in hand]
        else:
            moves = []
        if own:
            guarded = options["guarded_nurturing"]
            cat = self.cat
            for egg in own:
                egg_zone = egg.card
                egg_card, zone = egg_zone.cards[0], egg_zone.id  # egg.id, egg.zone
                key = ("nurtures", seat, egg_card, zone)
                row: dict[str, Move] | None = find(key)
                if row is None:
                    row = put(key, {})
                for card in hand:
                    if guarded and eggs.overfeeds(cat, egg_card, egg.fed.cards, card):
                        continue
                    move = row.get(card)
                    if move is None:
                        move = self._nurture(row, seat, card, egg_card, zone)
                    moves.append(move)
            if dragons:
                moves += self._nominations(seat, own, dragons)
            hatches: dict[str, Move] | None = find(("hatches", seat))
            if hatches is None:
                hatches = put(("hatches", seat), {})
            for egg in own:
                egg_card = egg.card.cards[0]
                moves.append(hatches.get(egg_card) or self._hatch(hatches, seat, egg_card))
        if dragons and not state.attacked:
            moves += self._gathers(state, seat, tuple(state.opponents(seat)), ())
        moves.append(self.memo.plain(seat, "end_turn"))
        return moves

    def _lay(self, lays: dict[str, Move], seat: int, card: str) -> Move:
        """A lay, dragged from the hand onto the territory, made once into `lays`."""
        move = lays[card] = self.memo.note(
            Move(
                seat,
                "lay_egg",
                (("card", card),),
                Gesture(card, f"hand:{seat}", f"territory:{seat}"),
            )
        )
        return move

    def _nurture(
        self, row: dict[str, Move], seat: int, card: str, egg_card: str, zone: str
    ) -> Move:
        """A nurture, dragged from the hand onto the egg's zone, made once into `row`."""
        gesture = Gesture(card, f"hand:{seat}", zone)
        move = row[card] = self.memo.note(
            Move(seat, "nurture", (("card", card), ("egg", egg_card)), gesture)
        )
        return move

    def _nominations(self, seat: int, own: list[Egg], dragons: list[str]) -> list[Move]:
        """R12: each own dragon not yet named, for each own egg (dragged onto the egg);
        then each one named, egg by egg in the order named, to be taken back."""
        named = [d for egg in own for d in egg.sacrifices]
        find, put = self.memo.find, self.memo.put
        moves: list[Move] = []
        for egg in own:
            egg_zone = egg.card
            egg_card, zone = egg_zone.cards[0], egg_zone.id  # egg.id, egg.zone
            key = ("nominations", seat, egg_card, zone)
            row: dict[str, Move] | None = find(key)
            if row is None:
                row = put(key, {})
            for dragon in dragons:
                if named and dragon in named:
                    continue
                move = row.get(dragon)
                if move is None:
                    gesture = Gesture(dragon, f"dragons:{seat}", zone)
                    args = (("dragon", dragon), ("egg", egg_card))
                    move = row[dragon] = self.memo.note(
                        Move(seat, "nominate_sacrifice", args, gesture)
                    )
                moves.append(move)
        if named:
            make = self.memo.args
            moves += [make(seat, "withdraw_sacrifice", (("dragon", d),)) for d in named]
        return moves

    def _hatch(self, hatches: dict[str, Move], seat: int, egg_card: str) -> Move:
        """A hatch of own egg card `egg_card`, made once into `hatches`."""
        move = hatches[egg_card] = self.memo.note(Move(seat, "hatch", (("egg", egg_card),)))
        return move

    def _muster_moves(self, state: HatchState, seat: int) -> list[Move]:
        """While gathering (R23): each dragon that may still join against the target,
        each gathered one to call back, and sending the attack."""
        attack = state.attack
        assert attack is not None
        moves = self._gathers(state, seat, (attack.target,), attack.dragons)
        args = self.memo.args
        moves += [args(seat, "call_back", (("dragon", d),)) for d in attack.dragons]
        moves.append(self.memo.plain(seat, "declare_attack"))
        return moves

    def _gathers(
        self, state: HatchState, seat: int, aims: tuple[int, ...], gathered: Sequence[str]
    ) -> list[Move]:
        """R23: each dragon not yet gathered (nor a fledgling, R17 [option]) against each
        of `aims`."""
        p = state.players[seat]
        fledgling = state.options["fledgling"]
        fresh = p.fresh
        find = self.memo.find
        moves: list[Move] = []
        for dragon in p.dragons.cards:
            if dragon in gathered or (fledgling and dragon in fresh):
                continue
            found: tuple[Move, ...] | None = find(("attacks", seat, dragon, aims))
            moves += found or self._attacks(seat, dragon, aims)
        return moves

    def _attacks(self, seat: int, dragon: str, aims: tuple[int, ...]) -> tuple[Move, ...]:
        """A dragon's `attack_with` moves, one per target, each dragged onto its target
        (remembered by the dragon and the targets)."""
        return self.memo.put(
            ("attacks", seat, dragon, aims),
            tuple(
                self.memo.args(
                    seat,
                    "attack_with",
                    (("dragon", dragon), ("target", t)),
                    Gesture(dragon, f"dragons:{seat}", f"territory:{t}"),
                )
                for t in aims
            ),
        )

    def _contract_moves(self, state: HatchState, seat: int) -> list[Move]:
        """R22: each hand card onto each unblocked attacker it beats (R19)."""
        attack = state.attack
        assert attack is not None
        values, args = self._value, self.memo.args
        open_attackers = attack.unblocked()
        moves: list[Move] = []
        for card in state.players[seat].hand.cards:
            v = values[card]
            for a in open_attackers:
                if v > values[a]:
                    gesture = Gesture(card, f"hand:{seat}", f"attacker:{a}")
                    moves.append(
                        args(seat, "contract_mercenary", (("attacker", a), ("card", card)), gesture)
                    )
        return moves

    def _assign_moves(self, state: HatchState, seat: int) -> list[Move]:
        """Each dragon and mercenary in play, not placed and not weary (R18), onto each
        unblocked attacker it beats (R19, R21)."""
        attack = state.attack
        assert attack is not None
        p = state.players[seat]
        values, args = self._value, self.memo.args
        open_attackers = attack.unblocked()
        placed = set(attack.blocks.values())
        moves: list[Move] = []
        for zone, pool in ((p.dragons.id, p.dragons.cards), (p.mercs.id, p.mercs.cards)):
            for blocker in pool:
                if blocker in placed or blocker in p.weary:
                    continue
                v = values[blocker]
                for a in open_attackers:
                    if v > values[a]:
                        gesture = Gesture(blocker, zone, f"attacker:{a}")
                        moves.append(
                            args(
                                seat,
                                "assign_blocker",
                                (("attacker", a), ("dragon", blocker)),
                                gesture,
                            )
                        )
        return moves

    def _withdraw_moves(self, state: HatchState, seat: int) -> list[Move]:
        attack = state.attack
        assert attack is not None
        args = self.memo.args
        moves: list[Move] = []
        for attacker in attack.dragons:
            placed_there = attack.blocks.get(attacker)
            if placed_there is not None:
                moves.append(args(seat, "withdraw_blocker", (("dragon", placed_there),)))
        return moves

    def _loot_moves(self, state: HatchState, seat: int) -> list[Move]:
        """R27: the loot of the first unblocked attacker still to loot stands for all."""
        attack = state.attack
        assert attack is not None
        attacker = next(a for a in attack.unblocked() if a not in attack.looted)
        args = self.memo.args
        moves: list[Move] = []
        limit = self._egg_limit(state)
        if not limit or len(state.players[seat].eggs) < limit:  # R7 [option]
            for egg in state.players[attack.target].eggs:
                moves.append(
                    args(
                        seat,
                        "choose_loot",
                        (("attacker", attacker), ("egg", egg.zone), ("option", "steal")),
                    )
                )
        for option in ("draw", "pass"):
            moves.append(
                args(
                    seat, "choose_loot", (("attacker", attacker), ("egg", None), ("option", option))
                )
            )
        return moves

    def _discard_moves(self, state: HatchState, seat: int) -> list[Move]:
        """Every choice of cards to discard, once per combination of species."""
        pending = state.pending
        assert pending is not None
        cards = self.cat.cards
        hand = state.players[seat].hand.cards
        # Each combination of species is listed by its first combination of cards in
        # `combinations(hand, n)` order: for each species, its first copies in the hand.
        # Those index sets, sorted, come in the order the combinations first show them.
        places: dict[str, list[int]] = {}
        for i, card in enumerate(hand):
            places.setdefault(cards[card].name, []).append(i)
        groups = list(places.values())
        picks: list[tuple[int, ...]] = []

        def choose(g: int, left: int, picked: list[int]) -> None:
            if g == len(groups):
                if left == 0:
                    picks.append(tuple(sorted(picked)))
                return
            group = groups[g]
            for k in range(min(left, len(group)) + 1):
                choose(g + 1, left - k, picked + group[:k])

        choose(0, pending.max, [])
        picks.sort()
        args = self.memo.args
        return [args(seat, "discard", (("cards", tuple(hand[i] for i in pick)),)) for pick in picks]

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
