"""The easy Hatch player: greedy rules read off the card data, deciding from its own view.

Every choice comes from the cards' fields (value, cost, blood, sac, provides), never
from a list of card ids or names, so a species a designer adds or changes is played at
once. Main phase, in this order: hatch an egg that will succeed, sacrificing the
dragons that cost the least value (named one at a time, then the hatch); nurture its
eggs with the resources they still miss; lay the egg it can complete from its hand
(else the one closest to complete); clear an egg that is doomed; attack the opponent
with the richest eggs when some of its dragons will get through; end the turn.
Defending, it blocks every attacker its dragons can and contracts a mercenary when that
protects an egg worth more than the card. Looting, it steals the egg with the most
cards under it, else draws, and discards the cards it needs least. Exact ties are
broken by its seeded RNG, so seats are not welded to one line of play.

`Greedy` is the policy itself, on any state as one seat sees it; the search bot plays
its playouts with it too (game.games.hatch.search).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState
from game.core.zones import HIDDEN_CARD
from game.games.hatch.cards import Catalog
from game.games.hatch.facts import Facts
from game.games.hatch.state import DEFEND, LOOT, MAIN, MUSTER, HatchState, Player

T = TypeVar("T")

RESOURCE_WORTH = 3  # what one attached resource card is worth to a thief, roughly


def best(items: Sequence[T], key: Callable[[T], Any], rng: Rng | None) -> T:
    """The item with the highest key; exact ties broken by `rng` (None: the first)."""
    top = None
    found: list[T] = []
    for item in items:
        k = key(item)
        if top is None or k > top:
            top, found = k, [item]
        elif k == top:
            found.append(item)
    if rng is None or len(found) == 1:
        return found[0]
    return found[rng.below(len(found))]


class Greedy:
    """The easy bot's rules of thumb, for `seat` in `state` (its view, or a whole world
    in a playout: it only reads what that seat may see)."""

    def __init__(self, cat: Catalog) -> None:
        self.cat = cat
        self.facts = Facts(cat)

    def decide(self, state: HatchState, seat: int, legal: Sequence[Move], rng: Rng | None) -> Move:
        phase = state.phase
        if phase == MAIN:
            return self._main(state, seat, legal, rng)
        if phase == MUSTER:
            return self._muster(legal)
        if phase == DEFEND:
            return self._defend(state, seat, legal)
        if phase == LOOT:
            return self._loot(state, legal, rng)
        return self._discard(state, seat, legal)

    # -- main phase -------------------------------------------------------------------------------

    def _main(self, view: HatchState, seat: int, legal: Sequence[Move], rng: Rng | None) -> Move:
        me = view.players[seat]
        by_kind: dict[str, list[Move]] = {}
        for move in legal:
            by_kind.setdefault(move.kind, []).append(move)
        return (
            self._best_hatch(me, by_kind)
            or self._best_nurture(me, by_kind.get("nurture", []))
            or self._best_lay(me, by_kind.get("lay_egg", []), rng)
            or self._clear_doomed(me, by_kind)
            or self._attack(view, seat, by_kind.get("attack_with", []), rng)
            or self._end(by_kind, legal)
        )

    @staticmethod
    def _end(by_kind: dict[str, list[Move]], legal: Sequence[Move]) -> Move:
        """End the turn (a list without it, as a search may offer, gets its first move)."""
        ends = by_kind.get("end_turn")
        return ends[0] if ends else legal[0]

    def _best_hatch(self, me: Player, by_kind: dict[str, list[Move]]) -> Move | None:
        """The next step towards the hatch that will succeed and gains the most value,
        the sacrifices paying its blood exactly (R12) and costing least."""
        facts = self.facts
        plan: tuple[str, tuple[str, ...]] | None = None
        best_gain = 0
        for egg in me.eggs:
            card = egg.id
            gaps = facts.gaps(card, egg.fed.cards)
            if gaps is None or any(gaps):
                continue  # the resources are not exact
            paid = facts.payment(me.dragons.cards, facts.blood[card])
            gain = facts.value[card] + facts.worth[card] - paid[0] if paid is not None else 0
            if paid is not None and gain > best_gain:
                plan, best_gain = (card, paid[1]), gain
        if plan is None:
            return None
        return self._towards(me, plan[0], plan[1], by_kind)

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
        if not nurtures:
            return None
        facts = self.facts
        value, provides, worth = facts.value, facts.provides, facts.worth
        best_move, best_key = None, None
        for egg in me.eggs:
            card = egg.id
            gaps = facts.gaps(card, egg.fed.cards)
            if gaps is None or not any(gaps) or not self.blood_payable(me, card):
                continue
            for move in nurtures:
                if move["egg"] != card or not gaps[provides[move["card"]]]:
                    continue
                key = (sum(gaps), -value[card] - worth[card], value[move["card"]])
                if best_key is None or key < best_key:
                    best_move, best_key = move, key
        return best_move

    def blood_payable(self, me: Player, egg_card: str) -> bool:
        """Whether `me`'s dragons can pay the egg's blood exactly for less than it gains."""
        facts = self.facts
        blood = facts.blood[egg_card]
        if not blood:
            return True
        paid = facts.payment(me.dragons.cards, blood)
        return paid is not None and paid[0] < facts.value[egg_card] + facts.worth[egg_card]

    def _plan(self, me: Player, egg_card: str) -> int:
        """How many resources the rest of the hand cannot give egg card `egg_card`."""
        offered = self.facts.offered(me.hand.cards, but=egg_card)
        need = self.facts.cost[egg_card]
        return sum(max(0, n - o) for n, o in zip(need, offered, strict=True))

    def _best_lay(self, me: Player, lays: list[Move], rng: Rng | None) -> Move | None:
        """Lay the most valuable card the rest of the hand completes, blood and all.
        With none, and no egg in progress, the card closest to complete (at most 2
        missing, or any with a full hand, which would otherwise draw nothing, R3)."""
        value, worth = self.facts.value, self.facts.worth
        payable = [m for m in lays if self.blood_payable(me, m["card"])]
        missing = {m["card"]: self._plan(me, m["card"]) for m in payable}
        full = [m for m in payable if not missing[m["card"]]]
        if full:
            return best(full, lambda m: value[m["card"]] + worth[m["card"]], rng)
        if any(self._open(me, e.id, e.fed.cards) for e in me.eggs):
            return None  # an egg in progress comes first
        most = 5 if len(me.hand.cards) >= 5 else 2 if len(me.hand.cards) >= 4 else 0
        partial = [m for m in payable if missing[m["card"]] <= most]
        if not partial:
            return None
        return best(
            partial, lambda m: (-missing[m["card"]], value[m["card"]] + worth[m["card"]]), rng
        )

    def _open(self, me: Player, egg_card: str, attached: Sequence[str]) -> bool:
        """An egg still missing something the hand can give it."""
        gaps = self.facts.gaps(egg_card, attached)
        if gaps is None:
            return False
        offered = self.facts.offered(me.hand.cards)
        return any(g and o for g, o in zip(gaps, offered, strict=True))

    def _clear_doomed(self, me: Player, by_kind: dict[str, list[Move]]) -> Move | None:
        """§5: a doomed egg hatched on purpose recycles its cards and denies thieves (with
        no sacrifice named: under Spilled blood one would be lost, R16)."""
        for egg in me.eggs:
            if self.facts.gaps(egg.id, egg.fed.cards) is None:
                return self._towards(me, egg.id, (), by_kind)
        return None

    # -- attack -----------------------------------------------------------------------------------

    def _richness(self, view: HatchState, seat: int) -> tuple[int, int]:
        """What an opponent offers a thief: cards under their eggs and eggs; then dynasty."""
        p = view.players[seat]
        under = sum(len(egg.fed.cards) + 1 for egg in p.eggs)
        value = self.facts.value
        return under, sum(value[d] for d in p.dragons.cards)

    def _attack(
        self, view: HatchState, seat: int, gathers: list[Move], rng: Rng | None
    ) -> Move | None:
        """Attack the richest opponent when more dragons attack than they can block
        with what they have in play (their hand may still hide mercenaries)."""
        if not gathers:
            return None
        targets = sorted({m["target"] for m in gathers})
        target = best(targets, lambda t: self._richness(view, t), rng)
        mine = [m for m in gathers if m["target"] == target]
        me = view.players[seat]
        fledgling = view.options["fledgling"]  # R17 [option]: this turn's hatchlings stay
        attackers = [d for d in me.dragons.cards if not (fledgling and d in me.fresh)]
        if self.blockable(view, target, attackers) >= len(attackers):
            return None
        return mine[0]

    def blockable(self, view: HatchState, target: int, attackers: list[str]) -> int:
        """How many of `attackers` the target can block with dragons and mercenaries in
        play (the most, pairing each attacker with the weakest blocker above it)."""
        value, guard = self.facts.value, self.facts.guard
        p = view.players[target]
        pool = sorted(
            [value[b] + guard[b] for b in p.dragons.cards if b not in p.weary]
            + [value[b] for b in p.mercs.cards if b not in p.weary]
        )
        blocked = 0
        for v in sorted(value[a] for a in attackers):
            above = next((i for i, b in enumerate(pool) if b > v), None)
            if above is not None:
                pool.pop(above)
                blocked += 1
        return blocked

    @staticmethod
    def _muster(legal: Sequence[Move]) -> Move:
        """Every dragon that may join joins; then the attack is sent."""
        for move in legal:
            if move.kind == "attack_with":
                return move
        return next((m for m in legal if m.kind == "declare_attack"), legal[0])

    # -- defence ----------------------------------------------------------------------------------

    def _defend(self, view: HatchState, seat: int, legal: Sequence[Move]) -> Move:
        value = self.facts.value
        # Own dragons and mercenaries in play block for free: the strongest attacker
        # first, with the weakest blocker that beats it.
        assigns = [m for m in legal if m.kind == "assign_blocker"]
        if assigns:
            return max(assigns, key=lambda m: (value[m["attacker"]], -value[m["dragon"]]))
        contracts = [m for m in legal if m.kind == "contract_mercenary"]
        worth = self.egg_worth(view.players[seat])
        useful = [m for m in contracts if value[m["card"]] <= worth]
        if useful:
            return min(useful, key=lambda m: (value[m["card"]], -value[m["attacker"]]))
        return next((m for m in legal if m.kind == "confirm_defence"), legal[0])

    def egg_worth(self, me: Player) -> int:
        """What the best egg a thief could take is worth to its owner (0: no egg)."""
        value = self.facts.value
        top = 0
        for egg in me.eggs:
            face = egg.id
            worth = value[face] + self.facts.worth[face] if face != HIDDEN_CARD else 0
            top = max(top, worth + RESOURCE_WORTH * len(egg.fed.cards))
        return top

    # -- loot -------------------------------------------------------------------------------------

    def _loot(self, view: HatchState, legal: Sequence[Move], rng: Rng | None) -> Move:
        steals = [m for m in legal if m["option"] == "steal"]
        if steals:

            def prize(move: Move) -> int:
                egg = view.egg_at(move["egg"])
                assert egg is not None
                remembered = self.cat.species[egg.face].value if egg.face else 0
                return len(egg.fed.cards) * RESOURCE_WORTH + remembered

            return best(steals, prize, rng)
        return next((m for m in legal if m["option"] == "draw"), legal[0])

    def _discard(self, view: HatchState, seat: int, legal: Sequence[Move]) -> Move:
        """Keep what eggs miss and the valuable cards; discard the rest."""
        me = view.players[seat]
        facts = self.facts
        wanted = [0] * facts.kinds
        for egg in me.eggs:
            gaps = facts.gaps(egg.id, egg.fed.cards)
            if gaps is not None:
                wanted = [w + g for w, g in zip(wanted, gaps, strict=True)]
        value, provides, worth = facts.value, facts.provides, facts.worth

        def keep(card: str) -> int:
            return (50 if wanted[provides[card]] else 0) + value[card] + worth[card]

        return min(legal, key=lambda m: sum(keep(c) for c in m["cards"]))


class EasyHatchBot:
    """Hatch's easy bot: the greedy rules of thumb on its own view, ties broken by its
    seeded RNG."""

    needs_view = True
    takes_forced_moves = True

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.cat: Catalog = ruleset.cat
        self.policy = Greedy(self.cat)
        self.rng = Rng(seed)

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, HatchState) and view.viewer is not None
        return self.policy.decide(view, view.viewer, legal, self.rng)


GreedyHatchBot = EasyHatchBot
"""The easy bot's old name (benchmarks/bench_frames.py still asks for it)."""
