"""A greedy Hatch player that decides from its own view only.

Main phase, in this order: hatch an egg that will succeed, sacrificing the dragons
that cost the least value (named one at a time, then the hatch); nurture its eggs
with the resources they still miss; lay the egg it can complete from its hand (else
the one closest to complete); clear an egg that is doomed; attack the opponent with
the richest eggs with its dragons when some of them will get through; end the turn.
Defending, it blocks every attacker its dragons can and contracts a mercenary when
that protects an egg worth more than the card. Looting, it steals the egg with the
most cards under it, else draws, and discards the cards it needs least.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.state import GameState
from game.core.zones import HIDDEN_CARD
from game.games.hatch import eggs
from game.games.hatch.cards import RESOURCES, Catalog
from game.games.hatch.state import DEFEND, DISCARD, LOOT, MAIN, MUSTER, HatchState, Player

RESOURCE_WORTH = 3  # what one attached resource card is worth to a thief, roughly


class GreedyHatchBot:
    needs_view = True
    takes_forced_moves = True

    def __init__(self, ruleset: Any) -> None:
        self.cat: Catalog = ruleset.cat

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, HatchState) and view.viewer is not None
        phase = view.phase
        if phase == MAIN:
            return self._main(view, view.viewer, legal)
        if phase == MUSTER:
            return self._muster(legal)
        if phase == DEFEND:
            return self._defend(view, view.viewer, legal)
        if phase == LOOT:
            return self._loot(view, legal)
        assert phase == DISCARD
        return self._discard(view, view.viewer, legal)

    # -- main phase -------------------------------------------------------------------------------

    def _main(self, view: HatchState, seat: int, legal: Sequence[Move]) -> Move:
        me = view.players[seat]
        by_kind: dict[str, list[Move]] = {}
        for move in legal:
            by_kind.setdefault(move.kind, []).append(move)
        return (
            self._best_hatch(me, by_kind)
            or self._best_nurture(me, by_kind.get("nurture", []))
            or self._best_lay(me, by_kind.get("lay_egg", []))
            or self._clear_doomed(me, by_kind)
            or self._attack(view, seat, by_kind.get("attack_with", []))
            or by_kind["end_turn"][0]
        )

    def _need(self, egg_card: str, attached: Sequence[str]) -> tuple[Counter[str], bool]:
        """What an egg still misses, and whether it is doomed already (R10)."""
        cards = self.cat.cards
        have = Counter(cards[c].provides for c in attached)
        need = cards[egg_card].cost_counts
        doomed = any(have[r] > need[r] for r in RESOURCES)
        return need - have, doomed

    def _best_hatch(self, me: Player, by_kind: dict[str, list[Move]]) -> Move | None:
        """The next step towards the hatch that will succeed and gains the most value,
        the sacrifices paying its blood exactly (R12) and costing least (the first such
        set of the first such egg, in `exact_sacrifices` order)."""
        cards = self.cat.cards
        best: tuple[str, tuple[str, ...]] | None = None
        best_gain = 0
        for egg in me.eggs:
            species = cards[egg.id]
            outcome = eggs.forecast(self.cat, egg.id, egg.fed.cards, ())
            if all(code == eggs.BLOOD for code in outcome.codes):  # the resources are exact
                for sacrifices in eggs.exact_sacrifices(self.cat, me.dragons.cards, species.blood):
                    gain = species.value - sum(cards[s].value for s in sacrifices)
                    if gain > best_gain:
                        best, best_gain = (egg.id, sacrifices), gain
        if best is None:
            return None
        return self._towards(me, best[0], best[1], by_kind)

    def _towards(
        self,
        me: Player,
        egg_card: str,
        sacrifices: Sequence[str],
        by_kind: dict[str, list[Move]],
    ) -> Move | None:
        """The next move of a hatch of `egg_card` sacrificing exactly `sacrifices`: take
        back any other nomination, name the missing sacrifices in order, then hatch."""
        wanted = set(sacrifices)
        named = {d: egg.id for egg in me.eggs for d in egg.sacrifices}
        for dragon, egg in named.items():
            if dragon not in wanted or egg != egg_card:
                return self._find(by_kind, "withdraw_sacrifice", dragon=dragon)
        for dragon in sacrifices:
            if dragon not in named:
                return self._find(by_kind, "nominate_sacrifice", dragon=dragon, egg=egg_card)
        return self._find(by_kind, "hatch", egg=egg_card)

    @staticmethod
    def _find(by_kind: dict[str, list[Move]], kind: str, **args: str) -> Move | None:
        """The legal move of `kind` with these arguments, if listed."""
        for move in by_kind.get(kind, []):
            if all(move[k] == v for k, v in args.items()):
                return move
        return None

    def _best_nurture(self, me: Player, nurtures: list[Move]) -> Move | None:
        """The least valuable hand card that gives an egg a resource it misses, for the
        egg closest to hatching (then the most valuable)."""
        cards = self.cat.cards
        best, best_key = None, None
        for egg in me.eggs:
            missing, doomed = self._need(egg.id, egg.fed.cards)
            if doomed or not missing:
                continue
            if not self._blood_payable(me, egg.id):
                continue
            for move in nurtures:
                if move["egg"] != egg.id or not missing[cards[move["card"]].provides]:
                    continue
                key = (sum(missing.values()), -cards[egg.id].value, cards[move["card"]].value)
                if best_key is None or key < best_key:
                    best, best_key = move, key
        return best

    def _blood_payable(self, me: Player, egg_card: str) -> bool:
        species = self.cat.cards[egg_card]
        if not species.blood:
            return True
        for sacrifices in eggs.exact_sacrifices(self.cat, me.dragons.cards, species.blood):
            loss = sum(self.cat.cards[s].value for s in sacrifices)
            if loss < species.value:
                return True
        return False

    def _plan(self, me: Player, egg_card: str) -> int:
        """How many resources the rest of the hand cannot give egg card `egg_card`."""
        cards = self.cat.cards
        offered = Counter(cards[c].provides for c in me.hand.cards if c != egg_card)
        need = cards[egg_card].cost_counts
        return sum(max(0, need[r] - offered[r]) for r in RESOURCES)

    def _best_lay(self, me: Player, lays: list[Move]) -> Move | None:
        """Lay the most valuable card the rest of the hand completes, blood and all.
        With none, and no egg in progress, the card closest to complete (at most 2
        missing, or any with a full hand, which would otherwise draw nothing, R3)."""
        cards = self.cat.cards
        payable = [m for m in lays if self._blood_payable(me, m["card"])]
        missing = {m["card"]: self._plan(me, m["card"]) for m in payable}
        full = [m for m in payable if not missing[m["card"]]]
        if full:
            return max(full, key=lambda m: cards[m["card"]].value)
        if any(self._open(me, e.id) for e in me.eggs):
            return None  # an egg in progress comes first
        most = 5 if len(me.hand.cards) >= 5 else 2 if len(me.hand.cards) >= 4 else 0
        partial = [m for m in payable if missing[m["card"]] <= most]
        if not partial:
            return None
        return min(partial, key=lambda m: (missing[m["card"]], -cards[m["card"]].value))

    def _open(self, me: Player, egg_card: str) -> bool:
        """An egg still missing something the hand can give it."""
        missing, doomed = self._need(egg_card, self._fed(me, egg_card))
        if doomed or not missing:
            return False
        offered = Counter(self.cat.cards[c].provides for c in me.hand.cards)
        return any(offered[r] for r in missing)

    def _fed(self, me: Player, egg_card: str) -> list[str]:
        for egg in me.eggs:
            if egg.id == egg_card:
                return egg.fed.cards
        return []

    def _clear_doomed(self, me: Player, by_kind: dict[str, list[Move]]) -> Move | None:
        """§5: a doomed egg hatched on purpose recycles its cards and denies thieves (with
        no sacrifice named: under Spilled blood one would be lost, R16)."""
        for egg in me.eggs:
            if self._need(egg.id, egg.fed.cards)[1]:
                return self._towards(me, egg.id, (), by_kind)
        return None

    # -- attack -----------------------------------------------------------------------------------

    def _richness(self, view: HatchState, seat: int) -> tuple[int, int]:
        """What an opponent offers a thief: cards under their eggs and eggs; then dynasty."""
        p = view.players[seat]
        under = sum(len(egg.fed.cards) + 1 for egg in p.eggs)
        value = sum(self.cat.cards[d].value for d in p.dragons.cards)
        return under, value

    def _attack(self, view: HatchState, seat: int, gathers: list[Move]) -> Move | None:
        """Attack the richest opponent when more dragons attack than they can block
        with what they have in play (their hand may still hide mercenaries)."""
        if not gathers:
            return None
        targets = {m["target"] for m in gathers}
        target = max(sorted(targets), key=lambda t: self._richness(view, t))
        mine = [m for m in gathers if m["target"] == target]
        attackers = [m["dragon"] for m in mine]
        if self._blockable(view, target, attackers) >= len(attackers):
            return None
        return mine[0]

    def _blockable(self, view: HatchState, target: int, attackers: list[str]) -> int:
        """How many of `attackers` the target can block with dragons and mercenaries in
        play (the most, pairing each attacker with the weakest blocker above it)."""
        values = self.cat.cards
        p = view.players[target]
        pool = sorted(
            values[b].value for b in [*p.dragons.cards, *p.mercs.cards] if b not in p.weary
        )
        blocked = 0
        for v in sorted(values[a].value for a in attackers):
            above = next((i for i, b in enumerate(pool) if b > v), None)
            if above is not None:
                pool.pop(above)
                blocked += 1
        return blocked

    def _muster(self, legal: Sequence[Move]) -> Move:
        """Every dragon that may join joins; then the attack is sent."""
        for move in legal:
            if move.kind == "attack_with":
                return move
        return next(m for m in legal if m.kind == "declare_attack")

    # -- defence ----------------------------------------------------------------------------------

    def _defend(self, view: HatchState, seat: int, legal: Sequence[Move]) -> Move:
        cards = self.cat.cards
        attack = view.attack
        assert attack is not None
        # Own dragons and mercenaries in play block for free: the strongest attacker
        # first, with the weakest blocker that beats it.
        assigns = [m for m in legal if m.kind == "assign_blocker"]
        if assigns:
            return max(
                assigns,
                key=lambda m: (cards[m["attacker"]].value, -cards[m["dragon"]].value),
            )
        contracts = [m for m in legal if m.kind == "contract_mercenary"]
        worth = self._egg_worth(view.players[seat])
        useful = [m for m in contracts if cards[m["card"]].value <= worth]
        if useful:
            return min(useful, key=lambda m: (cards[m["card"]].value, -cards[m["attacker"]].value))
        return next(m for m in legal if m.kind == "confirm_defence")

    def _egg_worth(self, me: Player) -> int:
        """What the best egg a thief could take is worth to its owner (0: no egg)."""
        best = 0
        for egg in me.eggs:
            face = egg.id if egg.id != HIDDEN_CARD else None
            value = self.cat.cards[face].value if face else 0
            best = max(best, value + RESOURCE_WORTH * len(egg.fed.cards))
        return best

    # -- loot -------------------------------------------------------------------------------------

    def _loot(self, view: HatchState, legal: Sequence[Move]) -> Move:
        steals = [m for m in legal if m["option"] == "steal"]
        if steals:

            def prize(move: Move) -> tuple[int, int]:
                egg = view.egg_at(move["egg"])
                assert egg is not None
                remembered = self.cat.species[egg.face].value if egg.face else 0
                return (len(egg.fed.cards) * RESOURCE_WORTH + remembered, -egg.number)

            return max(steals, key=prize)
        return next(m for m in legal if m["option"] == "draw")

    def _discard(self, view: HatchState, seat: int, legal: Sequence[Move]) -> Move:
        """Keep what eggs miss and the valuable cards; discard the rest."""
        me = view.players[seat]
        cards = self.cat.cards
        wanted: Counter[str] = Counter()
        for egg in me.eggs:
            missing, doomed = self._need(egg.id, egg.fed.cards)
            if not doomed:
                wanted += missing

        def keep(card: str) -> int:
            bonus = 50 if wanted[cards[card].provides] else 0
            return bonus + cards[card].value

        return min(legal, key=lambda m: sum(keep(c) for c in m["cards"]))
