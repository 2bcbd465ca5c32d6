"""The Hatch ruleset: the kernel's gates in Hatch's words (§7's common messages), each
move kind's own reasons in §7's order, what a legal move does, the legal moves, and
what views hide (§4).

Move kinds and their arguments (cards by id, "H01"…; eggs of one's own by their card
id, an egg to steal by its zone "egg:<n>"; seats by number):

    lay_egg(card)                      nurture(card, egg)        hatch(egg, sacrifices)
    attack_with(dragon, target)        call_back(dragon)         declare_attack()
    contract_mercenary(card, attacker) assign_blocker(dragon, attacker)
    withdraw_blocker(dragon)           confirm_defence()
    choose_loot(attacker, option, egg) discard(cards)            end_turn()

An attack is gathered one dragon at a time (`attack_with`, which also names the
target) and sent with `declare_attack`: one legal move per dragon, where a single
move naming every subset of dragons would list exponentially many.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
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
    HatchState,
    Player,
)

MAX_SEATS = 5
MOST_REMEMBERED = 100_000  # moves kept built; beyond, the cache starts afresh
LOOT_OPTIONS = ("steal", "draw", "pass")

# Each move kind's arguments, each with its type (None: the argument may be null).
SCHEMA: dict[str, tuple[tuple[str, tuple[type, ...]], ...]] = {
    "lay_egg": (("card", (str,)),),
    "nurture": (("card", (str,)), ("egg", (str,))),
    "hatch": (("egg", (str,)), ("sacrifices", (tuple,))),
    "attack_with": (("dragon", (str,)), ("target", (int,))),
    "call_back": (("dragon", (str,)),),
    "declare_attack": (),
    "contract_mercenary": (("attacker", (str,)), ("card", (str,))),
    "assign_blocker": (("attacker", (str,)), ("dragon", (str,))),
    "withdraw_blocker": (("dragon", (str,)),),
    "confirm_defence": (),
    "choose_loot": (("attacker", (str,)), ("egg", (str, type(None))), ("option", (str,))),
    "discard": (("cards", (tuple,)),),
    "end_turn": (),
}
PHASES_OF: dict[str, frozenset[str]] = {
    "lay_egg": frozenset({MAIN}),
    "nurture": frozenset({MAIN}),
    "hatch": frozenset({MAIN}),
    "attack_with": frozenset({MAIN, MUSTER}),
    "call_back": frozenset({MUSTER}),
    "declare_attack": frozenset({MUSTER}),
    "contract_mercenary": frozenset({DEFEND}),
    "assign_blocker": frozenset({DEFEND}),
    "withdraw_blocker": frozenset({DEFEND}),
    "confirm_defence": frozenset({DEFEND}),
    "choose_loot": frozenset({LOOT}),
    "discard": frozenset({DISCARD}),
    "end_turn": frozenset({MAIN}),
}
DEFENCE_KINDS = frozenset({"assign_blocker", "withdraw_blocker", "confirm_defence"})


def _err(code: str, message: str) -> IllegalMove:
    return IllegalMove(f"hatch/{code}", message)


NOT_IN_HAND = "That card is not in your hand."


class HatchRules(Rules[HatchState]):
    """The kernel's gates in Hatch's words, and its own reasons (§7)."""

    name = "hatch"
    title = "Hatch"
    min_seats = 2
    max_seats = MAX_SEATS
    options = OPTIONS
    # The moves the rules list are built here, once, well formed by construction; a move
    # from elsewhere (a save, a drop) is checked in full, which is cheaper than hashing.
    remember_well_formed = False

    def __init__(self, catalog: Catalog | None = None) -> None:
        super().__init__()
        self.cat = catalog or default_catalog()
        self._moves: dict[tuple[Any, ...], Move] = {}
        self._built: set[int] = set()  # ids of the moves in `_moves`, which live as long
        self._lays: list[dict[str, Move]] = [{} for _ in range(MAX_SEATS)]
        # The main phase's moves by what they depend on: an egg's nurtures by card; an
        # egg's hatches by its owner's dragons; a dragon's attacks by the targets.
        self._nurtures: dict[tuple[int, str, str], dict[str, Move]] = {}
        self._ends: list[Move | None] = [None] * MAX_SEATS  # each seat's end_turn
        self._hatches: dict[tuple[int, str, tuple[str, ...], bool], tuple[Move, ...]] = {}
        self._attacks: dict[tuple[int, str, tuple[int, ...]], tuple[Move, ...]] = {}
        self._sacrifices: dict[tuple[tuple[str, ...], int], list[tuple[str, ...]]] = {}
        self._value = {card: species.value for card, species in self.cat.cards.items()}
        self._why: dict[str, Callable[[HatchState, Move], IllegalMove | None]] = {
            "lay_egg": self._why_not_lay,
            "nurture": self._why_not_nurture,
            "hatch": self._why_not_hatch,
            "attack_with": self._why_not_attack_with,
            "call_back": self._why_not_call_back,
            "declare_attack": lambda state, move: None,
            "contract_mercenary": self._why_not_contract,
            "assign_blocker": self._why_not_assign,
            "withdraw_blocker": self._why_not_withdraw,
            "confirm_defence": self._why_not_confirm,
            "choose_loot": self._why_not_loot,
            "discard": self._why_not_discard,
            "end_turn": lambda state, move: None,
        }

    # -- the game ------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> HatchState:
        return flow.new_state(self.cat, seats, seed, options)

    def perform(self, state: HatchState, move: Move) -> None:
        cat, seat, kind = self.cat, move.seat, move.kind
        if kind == "nurture":
            eggs.nurture(cat, state, seat, move["card"], move["egg"])
        elif kind == "lay_egg":
            eggs.lay_egg(cat, state, seat, move["card"])
        elif kind == "hatch":
            eggs.hatch(cat, state, seat, move["egg"], move["sacrifices"])
        elif kind == "end_turn":
            flow.end_turn(cat, state)
        elif kind == "attack_with":
            combat.gather(cat, state, seat, move["dragon"], move["target"])
        elif kind == "call_back":
            combat.call_back(cat, state, seat, move["dragon"])
        elif kind == "declare_attack":
            combat.declare(cat, state, seat)
        elif kind == "contract_mercenary":
            combat.contract(cat, state, seat, move["card"], move["attacker"])
        elif kind == "assign_blocker":
            combat.assign(cat, state, seat, move["dragon"], move["attacker"])
        elif kind == "withdraw_blocker":
            combat.withdraw(cat, state, seat, move["dragon"])
        elif kind == "confirm_defence":
            combat.confirm(cat, state, seat)
        elif kind == "choose_loot":
            option, attacker = move["option"], move["attacker"]
            if option == "steal":
                combat.steal(cat, state, seat, attacker, move["egg"])
            elif option == "draw":
                combat.draw_loot(cat, state, seat, attacker)
            else:
                combat.pass_loot(cat, state, seat, attacker)
        else:
            combat.discard(cat, state, seat, move["cards"])

    def scores(self, state: HatchState) -> list[tuple[str, str]]:
        """Each seat's dynasty, for the results screen."""
        return standing.scores(self.cat, state)

    # -- for the table's private warnings (R10, R13) and the egg peek (R14) --------------------

    def forecast(self, view: HatchState, egg: str, sacrifices: Sequence[str] = ()) -> eggs.Forecast:
        """What hatching own egg card `egg` with `sacrifices` would do, from the owner's
        view: success, or why not (wrong types, too many, too few, blood not exact)."""
        found = view.egg_of(egg)
        if found is None:
            raise _err("not-an-egg", "That card is not an egg.")
        return eggs.forecast(self.cat, egg, found.fed.cards, sacrifices)

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
        """Equal decisions listed once (see `own_moves`):

        - a hatch is its egg and the species it sacrifices when they pay the blood
          exactly; every other set of sacrifices dooms the hatch alike, since failed
          sacrifices stay in play (R16). (Under `spilled_blood` they would be lost, so a
          set that cannot pay is refused instead: only exact sets and none are hatches.)
        - a discard is the species discarded (copies are identical, R32);
        - a loot is its option and egg: which unblocked dragon carries it makes no
          difference (R27).
        """
        kind, cards = move.kind, self.cat.cards
        if kind == "hatch":
            egg, sacrifices = move.get("egg"), move.get("sacrifices")
            if (
                egg in cards
                and isinstance(sacrifices, tuple)
                and all(isinstance(s, str) and s in cards for s in sacrifices)
            ):
                paid = sum(cards[s].sac for s in sacrifices)
                if paid == cards[egg].blood:
                    key: Hashable = tuple(sorted(cards[s].name for s in sacrifices))
                else:
                    key = "doomed"
                return (move.seat, kind, egg, key)
        elif kind == "discard":
            picked = move.get("cards")
            if isinstance(picked, tuple) and all(isinstance(c, str) and c in cards for c in picked):
                return (move.seat, kind, tuple(sorted(cards[c].name for c in picked)))
        elif kind == "choose_loot":
            return (move.seat, kind, move.get("option"), move.get("egg"))
        return move

    # -- the gates in Hatch's words (§7) ----------------------------------------------------

    def malformed(self, move: Move) -> IllegalMove | None:
        if id(move) in self._built:
            return None
        problem = self._malformed(move)
        return _err("malformed", problem) if problem else None

    def _malformed(self, move: Move) -> str | None:
        schema = SCHEMA.get(move.kind)
        if schema is None:
            return f"Hatch has no move called {move.kind!r}."
        if not 0 <= move.seat < MAX_SEATS:
            return f"There is no seat {move.seat} in Hatch."
        names = [name for name, _ in schema]
        if [k for k, _ in move.args] != names:
            wanted = ", ".join(names) or "no arguments"
            got = ", ".join(k for k, _ in move.args) or "none"
            return f"{move.kind} takes {wanted}; got {got}."
        for name, types in schema:
            value = move[name]
            if isinstance(value, bool) or not isinstance(value, types):
                return f"{move.kind}'s {name} should be {types[0].__name__}, not {value!r}."
        for name in ("sacrifices", "cards"):
            listed = move.get(name)
            if listed is not None and not all(isinstance(c, str) for c in listed):
                return f"{move.kind} lists cards by their ids (H01…)."
        if move.kind == "discard" and len(set(move["cards"])) != len(move["cards"]):
            return "discard names a card twice."
        if move.kind == "choose_loot":
            option = move["option"]
            if option not in LOOT_OPTIONS:
                return f"A loot is steal, draw or pass, not {option!r}."
            if option != "steal" and move["egg"] is not None:
                return "choose_loot names an egg only to steal it."
        return None

    def game_over(self, state: HatchState) -> IllegalMove:
        return _err("game-over", "The game is over.")

    def first_reason(self, state: HatchState, move: Move) -> IllegalMove | None:
        """§7: only the defender contracts mercenaries, whoever asks and whenever."""
        if move.kind == "contract_mercenary":
            attack = state.attack
            if state.phase != DEFEND or attack is None or move.seat != attack.target:
                return _err("not-defending", "Only the defending player can contract mercenaries.")
        return None

    def not_yours(self, state: HatchState, move: Move) -> IllegalMove:
        attack = state.attack
        if attack is not None and attack.declared and move.seat == attack.attacker:
            return _err("attack-in-progress", "Resolve the current attack first.")  # R20
        return _err("not-your-turn", "It is not your turn.")

    def own_reason(self, state: HatchState, move: Move) -> IllegalMove | None:
        kind = move.kind
        if state.phase not in PHASES_OF[kind]:
            return self._wrong_phase(state, move)
        return self._why[kind](state, move)

    def _wrong_phase(self, state: HatchState, move: Move) -> IllegalMove:
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

    def _why_not_hatch(self, state: HatchState, move: Move) -> IllegalMove | None:
        seat, egg_card = move.seat, move["egg"]
        if not self._own_egg(state, seat, egg_card):
            if self._in_view(state, seat, egg_card) or egg_card not in self.cat.cards:
                return _err("not-an-egg", "That card is not an egg.")
            return _err("not-your-egg", "That is not your egg.")
        dragons = state.players[seat].dragons.cards
        named: set[str] = set()
        for card in move["sacrifices"]:  # R12
            if any(card in q.mercs.cards for q in state.players):
                return _err("mercenary-sacrifice", "Mercenaries cannot be sacrificed.")
            if card not in dragons:
                return _err("not-your-dragon", "You can only sacrifice your own hatched dragons.")
            if card in named:
                return _err("listed-twice", f"{self._label(card)} is listed twice.")
            named.add(card)
        if state.options["spilled_blood"] and named:
            # Under Spilled blood a failed hatch loses its sacrifices (R16 [option]); a set
            # that cannot pay the blood only throws dragons away, so it is refused, which
            # keeps every hatch the rules accept among the listed ones.
            paid = sum(self.cat.cards[c].sac for c in named)
            blood = self.cat.cards[egg_card].blood
            if paid != blood:
                return _err(
                    "blood-not-exact",
                    f"Those sacrifices give {paid} blood and {self._label(egg_card)} needs "
                    f"{blood}; with Spilled blood, name sacrifices that pay it exactly, or none.",
                )
        return None

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

    def _move(self, seat: int, kind: str, *args: Any) -> Move:
        """Moves are immutable values, so each is built once and reused."""
        key = (seat, kind, *args)
        move = self._moves.get(key)
        if move is None:
            if len(self._moves) > MOST_REMEMBERED:  # egg numbers grow without end
                self._forget()
            move = self._build(seat, kind, args)
            self._moves[key] = move
            self._built.add(id(move))
        return move

    def _forget(self) -> None:
        """Start the remembered moves afresh (only ids of live moves may stand for "well
        formed", so every table of moves goes with them)."""
        self._moves.clear()
        self._built.clear()
        self._lays = [{} for _ in range(MAX_SEATS)]
        self._ends = [None] * MAX_SEATS
        self._nurtures.clear()
        self._hatches.clear()
        self._attacks.clear()

    def _lay(self, seat: int, card: str) -> Move:
        move = self._lays[seat].get(card)
        if move is None:
            move = self._lays[seat][card] = self._move(seat, "lay_egg", card)
        return move

    def _exact(self, dragons: list[str], blood: int) -> list[tuple[str, ...]]:
        """`eggs.exact_sacrifices`, remembered: a dynasty changes less often than it is asked."""
        key = (tuple(dragons), blood)
        found = self._sacrifices.get(key)
        if found is None:
            if len(self._sacrifices) > 50_000:
                self._sacrifices.clear()
            found = self._sacrifices[key] = eggs.exact_sacrifices(self.cat, dragons, blood)
        return found

    def _build(self, seat: int, kind: str, args: tuple[Any, ...]) -> Move:
        if kind == "lay_egg":
            (card,) = args
            return Move.make(
                seat, kind, Gesture(card, f"hand:{seat}", f"territory:{seat}"), card=card
            )
        if kind == "nurture":  # the most built: its arguments are already in Move's form
            card, egg, zone = args
            gesture = Gesture(card, f"hand:{seat}", zone)
            return Move(seat, kind, (("card", card), ("egg", egg)), gesture)
        if kind == "hatch":
            egg, sacrifices = args
            return Move(seat, kind, (("egg", egg), ("sacrifices", sacrifices)))
        if kind == "attack_with":
            dragon, target = args
            gesture = Gesture(dragon, f"dragons:{seat}", f"territory:{target}")
            return Move.make(seat, kind, gesture, dragon=dragon, target=target)
        if kind == "contract_mercenary":
            card, attacker = args
            gesture = Gesture(card, f"hand:{seat}", f"attacker:{attacker}")
            return Move.make(seat, kind, gesture, card=card, attacker=attacker)
        if kind == "assign_blocker":
            dragon, attacker, zone = args
            gesture = Gesture(dragon, zone, f"attacker:{attacker}")
            return Move.make(seat, kind, gesture, dragon=dragon, attacker=attacker)
        if kind in ("call_back", "withdraw_blocker"):
            return Move.make(seat, kind, dragon=args[0])
        if kind == "choose_loot":
            attacker, option, egg = args
            return Move.make(seat, kind, attacker=attacker, option=option, egg=egg)
        if kind == "discard":  # a tuple of card ids: already in Move's form
            return Move(seat, kind, (("cards", tuple(args[0])),))
        return Move.make(seat, kind)

    def own_moves(self, state: HatchState, seat: int) -> list[Move]:
        phase = state.phase
        if phase == MAIN:
            return self._main_moves(state, seat)
        if phase == MUSTER:
            return self._muster_moves(state, seat)
        if phase == DEFEND:
            return self._defence_moves(state, seat)
        if phase == LOOT:
            return self._loot_moves(state, seat)
        if phase == DISCARD:
            return self._discard_moves(state, seat)
        return []

    def _main_moves(self, state: HatchState, seat: int) -> list[Move]:
        """Lay, nurture, hatch, attack, end the turn: the moves come from tables keyed by
        what each depends on (this runs at most positions of a game)."""
        p = state.players[seat]
        hand = p.hand.cards
        limit = state.options["egg_limit"]
        moves: list[Move]
        if not limit or len(p.eggs) < limit:
            lays = self._lays[seat]
            moves = [lays.get(card) or self._lay(seat, card) for card in hand]
        else:
            moves = []
        if p.eggs:
            guarded = state.options["guarded_nurturing"]
            cat, nurtures = self.cat, self._nurtures
            for egg in p.eggs:
                egg_zone = egg.card
                egg_card, zone = egg_zone.cards[0], egg_zone.id  # egg.id, egg.zone
                row = nurtures.get((seat, egg_card, zone))
                if row is None:
                    row = nurtures[(seat, egg_card, zone)] = {}
                for card in hand:
                    if guarded and eggs.overfeeds(cat, egg_card, egg.fed.cards, card):
                        continue
                    move = row.get(card)
                    if move is None:
                        move = row[card] = self._nurture(seat, card, egg_card, zone)
                    moves.append(move)
            moves += self._hatch_moves(state, p)
        if not state.attacked and p.dragons.cards:
            moves += self._gather_moves(state, seat, p, state.opponents(seat), ())
        moves.append(self._ends[seat] or self._end(seat))
        return moves

    def _end(self, seat: int) -> Move:
        move = self._ends[seat] = self._move(seat, "end_turn")
        return move

    def _nurture(self, seat: int, card: str, egg_card: str, zone: str) -> Move:
        """A nurture move, built for the table of its egg (each egg's zone is new, so
        these are the moves built most: they skip the general table)."""
        if len(self._built) > MOST_REMEMBERED:
            self._forget()
        gesture = Gesture(card, f"hand:{seat}", zone)
        move = Move(seat, "nurture", (("card", card), ("egg", egg_card)), gesture)
        self._built.add(id(move))
        return move

    def _hatch_moves(self, state: HatchState, p: Player) -> list[Move]:
        """Per egg: each set of sacrifices paying its blood exactly (once per species
        combination) and one doomed hatch, the cheapest (see `canonical`)."""
        seat, spilled = p.seat, bool(state.options["spilled_blood"])
        dragons = tuple(p.dragons.cards)
        hatches = self._hatches
        moves: list[Move] = []
        for egg in p.eggs:
            key = (seat, egg.id, dragons, spilled)
            found = hatches.get(key)
            if found is None:
                if len(hatches) > MOST_REMEMBERED:  # dynasties change without end too
                    self._forget()
                found = hatches[key] = tuple(self._egg_hatches(seat, egg.id, dragons, spilled))
            moves += found
        return moves

    def _egg_hatches(
        self, seat: int, egg_card: str, dragons: tuple[str, ...], spilled: bool
    ) -> list[Move]:
        """One egg's hatch moves while its owner has these dragons."""
        cat, mv = self.cat, self._move
        blood = cat.cards[egg_card].blood
        moves = [
            mv(seat, "hatch", egg_card, sacrifices)
            for sacrifices in self._exact(list(dragons), blood)
        ]
        if blood:
            moves.append(mv(seat, "hatch", egg_card, ()))
        elif dragons and not spilled:
            cheapest = min(dragons, key=lambda d: cat.cards[d].value)
            moves.append(mv(seat, "hatch", egg_card, (cheapest,)))
        return moves

    def _gather_moves(
        self, state: HatchState, seat: int, p: Player, targets: list[int], gathered: Any
    ) -> list[Move]:
        fledgling = state.options["fledgling"]
        fresh = p.fresh
        aims = tuple(targets)
        attacks = self._attacks
        moves: list[Move] = []
        for dragon in p.dragons.cards:
            if dragon in gathered or (fledgling and dragon in fresh):
                continue
            found = attacks.get((seat, dragon, aims))
            if found is None:
                found = attacks[(seat, dragon, aims)] = tuple(
                    self._move(seat, "attack_with", dragon, t) for t in aims
                )
            moves += found
        return moves

    def _muster_moves(self, state: HatchState, seat: int) -> list[Move]:
        attack = state.attack
        assert attack is not None
        p = state.players[seat]
        moves = self._gather_moves(state, seat, p, [attack.target], attack.dragons)
        moves.extend(self._move(seat, "call_back", d) for d in attack.dragons)
        moves.append(self._move(seat, "declare_attack"))
        return moves

    def _defence_moves(self, state: HatchState, seat: int) -> list[Move]:
        attack = state.attack
        assert attack is not None
        p = state.players[seat]
        values = self._value
        open_attackers = attack.unblocked()
        moves: list[Move] = []
        for card in p.hand.cards:
            v = values[card]
            for a in open_attackers:
                if v > values[a]:
                    moves.append(self._move(seat, "contract_mercenary", card, a))
        placed = set(attack.blocks.values())
        for zone, pool in ((p.dragons.id, p.dragons.cards), (p.mercs.id, p.mercs.cards)):
            for blocker in pool:
                if blocker in placed or blocker in p.weary:
                    continue
                v = values[blocker]
                for a in open_attackers:
                    if v > values[a]:
                        moves.append(self._move(seat, "assign_blocker", blocker, a, zone))
        for attacker in attack.dragons:
            placed_there = attack.blocks.get(attacker)
            if placed_there is not None:
                moves.append(self._move(seat, "withdraw_blocker", placed_there))
        moves.append(self._move(seat, "confirm_defence"))
        return moves

    def _loot_moves(self, state: HatchState, seat: int) -> list[Move]:
        """R27: the loot of the first unblocked attacker still to loot stands for all."""
        attack = state.attack
        assert attack is not None
        attacker = next(a for a in attack.unblocked() if a not in attack.looted)
        moves: list[Move] = []
        limit = self._egg_limit(state)
        if not limit or len(state.players[seat].eggs) < limit:
            for egg in state.players[attack.target].eggs:
                moves.append(self._move(seat, "choose_loot", attacker, "steal", egg.zone))
        moves.append(self._move(seat, "choose_loot", attacker, "draw", None))
        moves.append(self._move(seat, "choose_loot", attacker, "pass", None))
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
        return [self._move(seat, "discard", tuple(hand[i] for i in pick)) for pick in picks]

    # -- gestures --------------------------------------------------------------------------------

    def move_for_gesture(self, state: HatchState, seat: int, gesture: Gesture) -> Move | None:
        """Hand card onto your territory: lay; onto an egg: nurture; onto an attacker:
        contract a mercenary. Dragon onto an opponent's territory: attack with it; onto
        an attacker: block."""
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
            if where == "territory" and rest.isdigit():
                return Move.make(seat, "attack_with", gesture, dragon=piece, target=int(rest))
            if where == "attacker":
                return Move.make(seat, "assign_blocker", gesture, dragon=piece, attacker=rest)
        return None
