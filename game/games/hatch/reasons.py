"""Each Hatch move's own reasons, in §7's order: why a move the gates let through is
still illegal, naming the card and the numbers (a part of `HatchRules`, rules.py)."""

from __future__ import annotations

from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.words import plural
from game.games.hatch import combat, eggs, powers
from game.games.hatch.cards import Catalog
from game.games.hatch.state import (
    HatchState,
)

NOT_IN_HAND = "That card is not in your hand."


def egg_limit(state: HatchState) -> int:
    """R7 [option]: the most eggs a player may hold (0: no limit)."""
    limit: int = state.options["egg_limit"]
    return limit


def err(code: str, message: str) -> IllegalMove:
    """A refusal with Hatch's code."""
    return IllegalMove(f"hatch/{code}", message)


class HatchReasons:
    """The reasons of Hatch's move kinds."""

    cat: Catalog

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

    def _why_not_lay(self, state: HatchState, move: Move) -> IllegalMove | None:
        p = state.players[move.seat]
        if move["card"] not in p.hand.cards:
            return err("not-in-hand", NOT_IN_HAND)
        limit = egg_limit(state)
        if limit and len(p.eggs) >= limit:  # R7 [option]
            return err("egg-limit", f"You already have {plural(limit, 'egg')}.")
        return None

    def _why_not_nurture(self, state: HatchState, move: Move) -> IllegalMove | None:
        seat, card, egg_card = move.seat, move["card"], move["egg"]
        p = state.players[seat]
        if card not in p.hand.cards:
            return err("not-in-hand", NOT_IN_HAND)
        if not self._own_egg(state, seat, egg_card):  # R8
            if any(egg_card in q.dragons.cards for q in state.players):
                return err(
                    "already-hatched", "That dragon has already hatched; resources go under eggs."
                )
            if self._in_view(state, seat, egg_card) or egg_card not in self.cat.cards:
                return err("not-an-egg", "That card is not an egg.")
            return err("not-your-egg", "You can only nurture your own eggs.")
        if state.options["guarded_nurturing"]:  # R10 [option]
            egg = state.egg_of(egg_card)
            assert egg is not None
            warning = eggs.overfeeds(self.cat, egg_card, egg.fed.cards, card)
            if warning:
                return err("overfeeding", f"Guarded nurturing: {warning}")
        return None

    def _egg_reason(self, state: HatchState, seat: int, egg_card: str) -> IllegalMove | None:
        """§7: a hatch, and a sacrifice for it, is of one's own egg. A card `seat` cannot
        see gets the same words as another's egg: a reason is no probe (see `_in_view`)."""
        if not self._own_egg(state, seat, egg_card):
            if self._in_view(state, seat, egg_card) or egg_card not in self.cat.cards:
                return err("not-an-egg", "That card is not an egg.")
            return err("not-your-egg", "That is not your egg.")
        return None

    def _why_not_nominate(self, state: HatchState, move: Move) -> IllegalMove | None:
        """R12: one's own hatched dragon, named once, for one's own egg."""
        seat, dragon, egg_card = move.seat, move["dragon"], move["egg"]
        problem = self._egg_reason(state, seat, egg_card)
        if problem is not None:
            return problem
        if any(dragon in q.mercs.cards for q in state.players):
            return err("mercenary-sacrifice", "Mercenaries cannot be sacrificed.")
        if dragon not in state.players[seat].dragons.cards:
            return err("not-your-dragon", "You can only sacrifice your own hatched dragons.")
        nominated = state.nominated_for(seat, dragon)
        if nominated is not None:
            if nominated.id == egg_card:
                return err("listed-twice", f"{self._label(dragon)} is listed twice.")
            return err(
                "nominated-elsewhere",
                f"{self._label(dragon)} is already a sacrifice for egg {nominated.number}.",
            )
        return None

    def _why_not_withdraw_sacrifice(self, state: HatchState, move: Move) -> IllegalMove | None:
        dragon = move["dragon"]
        if state.nominated_for(move.seat, dragon) is None:
            return err("not-nominated", f"{self._label(dragon)} is not named as a sacrifice.")
        return None

    def _why_not_hatch(self, state: HatchState, move: Move) -> IllegalMove | None:
        """R13: a hatch of one's own egg is always legal; it succeeds or fails (§3.4)."""
        return self._egg_reason(state, move.seat, move["egg"])

    def _why_not_attack_with(self, state: HatchState, move: Move) -> IllegalMove | None:
        seat, dragon, target = move.seat, move["dragon"], move["target"]
        if state.attacked:
            return err("already-attacked", "You have already attacked this turn.")
        if not 0 <= target < len(state.players):
            return err("no-target", "Choose an opponent to attack.")
        if target == seat:
            return err("self-attack", "You cannot attack yourself.")
        attack = state.attack
        if attack is not None and attack.target != target:  # R23: exactly one opponent
            return err(
                "one-target",
                f"Your dragons are gathering against {state.name(attack.target)}: send them, "
                "or call them back to attack someone else.",
            )
        p = state.players[seat]
        if any(dragon in q.mercs.cards for q in state.players):
            return err("mercenary-attack", "Mercenaries cannot attack.")
        if dragon not in p.dragons.cards:
            return err(
                "not-your-dragon", f"{self._label(dragon)} is not one of your hatched dragons."
            )
        if attack is not None and dragon in attack.dragons:
            return err(
                "already-gathered", f"{self._label(dragon)} is already gathered for the attack."
            )
        if state.options["fledgling"] and dragon in p.fresh:  # R17 [option]
            return err(
                "fledgling", f"{self._label(dragon)} hatched this turn and cannot attack yet."
            )
        return None

    def _why_not_call_back(self, state: HatchState, move: Move) -> IllegalMove | None:
        attack = state.attack
        dragon = move["dragon"]
        if attack is None or dragon not in attack.dragons:
            return err("not-gathered", f"{self._label(dragon)} is not gathered for the attack.")
        return None

    def _attacker_reason(self, state: HatchState, attacker: str) -> IllegalMove | None:
        """R19 and one blocker per attacker, for a blocker of any kind."""
        attack = state.attack
        assert attack is not None
        if attacker not in attack.dragons:
            return err("not-attacking", f"{self._label(attacker)} is not attacking you.")
        return None

    def _block_reason(self, state: HatchState, blocker: str, attacker: str) -> IllegalMove | None:
        attack = state.attack
        assert attack is not None
        cards = self.cat.cards
        if not combat.can_block(self.cat, state, blocker, attacker):  # R19
            v = cards[attacker].value
            said = f"Only a dragon of value higher than {v} can block {self._label(attacker)}."
            counts = powers.strength(self.cat, state, blocker)
            if counts != cards[blocker].value:
                said += f" {self._label(blocker)} blocks at {counts}."
            return err("too-weak", said)
        placed = attack.blocks.get(attacker)
        if placed is not None:
            return err(
                "already-blocked",
                f"{self._label(attacker)} is already blocked by {self._label(placed)} — "
                "one blocker per attacker.",
            )
        return None

    def _why_not_contract(self, state: HatchState, move: Move) -> IllegalMove | None:
        card, attacker = move["card"], move["attacker"]
        if card not in state.players[move.seat].hand.cards:
            return err("not-in-hand", NOT_IN_HAND)
        return self._attacker_reason(state, attacker) or self._block_reason(state, card, attacker)

    def _why_not_assign(self, state: HatchState, move: Move) -> IllegalMove | None:
        dragon, attacker = move["dragon"], move["attacker"]
        p = state.players[move.seat]
        attack = state.attack
        assert attack is not None
        if dragon not in p.dragons.cards and dragon not in p.mercs.cards:
            return err(
                "not-your-blocker",
                f"{self._label(dragon)} is not one of your dragons or mercenaries.",
            )
        blocking = attack.blocker_of(dragon)
        if blocking is not None:
            return err(
                "already-blocking",
                f"{self._label(dragon)} is already blocking {self._label(blocking)}.",
            )
        problem = self._attacker_reason(state, attacker) or self._block_reason(
            state, dragon, attacker
        )
        if problem is not None:
            return problem
        if dragon in p.weary:  # R18 [option]
            return err(
                "weary",
                f"{self._label(dragon)} attacked on your last turn and is too weary to block.",
            )
        return None

    def _why_not_withdraw(self, state: HatchState, move: Move) -> IllegalMove | None:
        attack = state.attack
        assert attack is not None
        if attack.blocker_of(move["dragon"]) is None:
            return err("not-blocking", f"{self._label(move['dragon'])} is not blocking.")
        return None

    def _why_not_confirm(self, state: HatchState, move: Move) -> IllegalMove | None:
        attack = state.attack
        assert attack is not None
        for merc in attack.hired:  # R22: a safety check; a contract always blocks
            if attack.blocker_of(merc) is None:
                return err(
                    "idle-mercenary", f"Mercenary {self._label(merc)} must block an attacker."
                )
        return None

    def _why_not_loot(self, state: HatchState, move: Move) -> IllegalMove | None:
        attack = state.attack
        assert attack is not None
        attacker = move["attacker"]
        if attacker not in attack.dragons:
            return err("not-an-attacker", f"{self._label(attacker)} did not attack.")
        if attacker in attack.blocks:
            return err("blocked", f"{self._label(attacker)} was blocked and takes no loot.")
        if attacker in attack.looted:
            return err("already-looted", f"{self._label(attacker)} has already looted.")
        if move["option"] != "steal":
            return None
        limit = egg_limit(state)
        if limit and len(state.players[move.seat].eggs) >= limit:  # R7 [option]
            return err("egg-limit", f"You cannot hold more than {plural(limit, 'egg')}.")
        victim = state.players[attack.target]
        name = state.name(attack.target)
        if not victim.eggs:
            return err("no-eggs", f"{name} has no eggs to steal.")
        if all(egg.zone != move["egg"] for egg in victim.eggs):
            return err("not-their-egg", f"Choose one of {name}'s eggs.")
        return None

    def _why_not_discard(self, state: HatchState, move: Move) -> IllegalMove | None:
        pending = state.pending
        assert pending is not None
        cards = move["cards"]
        if len(cards) != pending.max:  # R30
            return err("discard-count", f"Discard exactly {plural(pending.max, 'card')}.")
        hand = state.players[move.seat].hand.cards
        if any(card not in hand for card in cards):
            return err("not-in-hand", NOT_IN_HAND)
        return None
