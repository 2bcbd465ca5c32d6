"""Hatch's legal moves, by phase: the same predicates as the reasons, written out for the
listers, which run at every position; the moves are kept in the rules' memo (a part of
`HatchRules`, rules.py)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.move import Gesture, Move, MoveMemo
from game.games.hatch import eggs
from game.games.hatch.cards import Catalog
from game.games.hatch.facts import Facts
from game.games.hatch.reasons import egg_limit
from game.games.hatch.state import (
    Egg,
    HatchState,
)


class HatchListers:
    """The listers of Hatch's move kinds."""

    cat: Catalog
    facts: Facts
    memo: MoveMemo
    _value: dict[str, int]  # each card's value as a dragon

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
        guard = self.facts.guard
        for zone, pool in ((p.dragons.id, p.dragons.cards), (p.mercs.id, p.mercs.cards)):
            dragons = zone == p.dragons.id  # a guard counts for a hatched dragon only
            for blocker in pool:
                if blocker in placed or blocker in p.weary:
                    continue
                v = values[blocker] + guard[blocker] if dragons else values[blocker]
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
        limit = egg_limit(state)
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
        name = self.facts.name
        hand = state.players[seat].hand.cards
        # Each combination of species is listed by its first combination of cards in
        # `combinations(hand, n)` order: for each species, its first copies in the hand.
        # Those index sets, sorted, come in the order the combinations first show them.
        places: dict[str, list[int]] = {}
        for i, card in enumerate(hand):
            places.setdefault(name[card], []).append(i)
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
