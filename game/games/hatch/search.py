"""Hatch's hooks for the generic search bot (game.bots.search): the worlds a seat's view
allows, a win-chance estimate, the playout policy, and the moves the search weighs.

- `determinize` deals every back the view shows (others' hands, others' eggs, the draw
  pile) from the cards the viewer has not seen. An egg whose face the viewer remembers
  (a former owner, R14) gets a copy of that species; another seat's egg gets, where the
  unseen cards allow, a species its public attached cards do not doom (players feed an
  egg what it needs, R10); the hands and the draw pile take the rest at random. It reads
  the view only.
- `evaluate` is the chance that a seat's prospects (dynasty, dragons, its eggs by how
  near they are to hatching less what their blood costs) beat the best opponent's, the
  spread narrowing as the leader nears the goal (§3.10). The weights and the spread
  were fitted to who won from positions of games between easy bots.
- `playout` is the easy bot's greedy policy (game.games.hatch.bots), ties broken at
  random, for the entry's `HORIZON` moves (through the rest of a turn and most of
  the next player's).
- `FocusedRules` are Hatch's rules with the search's candidate moves: the same game,
  whose legal lists leave out what a search never needs (taking back a nomination, a
  gathered dragon or a blocker; a second copy of a species where copies are identical,
  R32; a resource an egg does not need, R10; a hatch that fails with an egg still
  whole, R13), so the tree spends its iterations on real choices and can never walk
  in circles. They also remember the easy bot's move at the position searched, which
  the estimate favours a little (`LEANING`): the search leaves it for a clearly better
  one. The normal and strong bots search these rules.

Pure: no pygame, no pymunk.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.bots.determinize import deal_unseen, unseen_cards, world_of
from game.core.move import Gesture, Move
from game.core.rng import Rng
from game.core.zones import HIDDEN_CARD, Zone
from game.games.hatch.bots import Greedy
from game.games.hatch.cards import Catalog
from game.games.hatch.facts import Facts
from game.games.hatch.rules import HatchRules
from game.games.hatch.state import DEFEND, MAIN, MUSTER, Egg, HatchState, Player

UNDOING = frozenset({"withdraw_sacrifice", "call_back", "withdraw_blocker"})
"""Moves that take back a move of the same turn: a search never needs them."""

UNDO_PENALTY = 0.05
"""What each move that takes one back costs a seat's estimate (searching the plain rules,
which still list them: no circles)."""

# Weights in dynasty points, fitted to who won from positions of games between easy
# bots (and tempered where a count stands for more than itself):
HAND_CARD = 0.0  # a card held is a card not drawn at the refill (R3): no gain
DRAGON = 4.0  # a dragon besides its value: an attacker, a blocker, blood to pay with
EGG_START = 0.0  # an egg's share of its net value with nothing attached yet
EGG_FED = 0.6  # … plus this share as its resources come in
EGG_READY = 0.8  # an egg that hatches now, its blood paid
DROPLET = 3.0  # value a droplet of blood is reckoned to cost without dragons to pay it
GUARD_SHARE = 0.5  # a point of guard: a stronger blocker, worth half a dynasty point
TURN_GAIN = 18.0  # a player's usual dynasty gain a turn (§1.4: 1.4 hatches of about 13)
TURN_SPREAD = 15.0  # its spread, a turn

LEANING = 0.02
"""What the easy bot's own choice at the searched position adds to its seat's estimate:
the search leaves it only for a move it finds better by more than the noise of its
playouts."""


# -- the worlds a view allows --------------------------------------------------------------


def determinize(rules: Any, view: HatchState, rng: Rng) -> HatchState:
    """One world `view` allows (see the module's docstring): a state of its own, every
    back dealt from the cards its viewer has not seen, a fresh RNG."""
    cat: Catalog = rules.cat
    cards = cat.cards
    world = world_of(view, rng)
    pool = unseen_cards(list(cards), view)
    rng.shuffle(pool)
    hidden = [egg for p in world.players for egg in p.eggs if egg.card.cards[0] == HIDDEN_CARD]
    # R14: the faces the viewer remembers first, then the eggs with most cards attached.
    hidden.sort(key=lambda egg: (not egg.face, -len(egg.fed.cards)))
    for egg in hidden:
        pick = _face_for(cat, egg, pool)
        egg.card.cards[0] = pool.pop(pick)
    for p in world.players:
        for egg in p.eggs:
            egg.face = ""  # a view's memory; the world knows every face
    backs: list[Zone] = [p.hand for p in world.players if HIDDEN_CARD in p.hand.cards]
    if HIDDEN_CARD in world.draw.cards:
        backs.append(world.draw)
    deal_unseen(backs, pool, rng)
    lean = getattr(rules, "lean", None)
    if lean is not None:
        lean(view, world)
    return world


def _face_for(cat: Catalog, egg: Egg, pool: list[str]) -> int:
    """Where in `pool` (shuffled) the face of hidden `egg` is taken from: a copy of the
    species its viewer remembers (R14); else the first card its attached cards do not
    doom (R10); else the first card."""
    cards = cat.cards
    if egg.face:
        for i, card in enumerate(pool):
            if cards[card].name == egg.face:
                return i
        return 0
    fed = egg.fed.cards
    if fed:
        have = Counter(cards[c].provides for c in fed)
        for i, card in enumerate(pool):
            cost = cards[card].cost_counts
            if all(cost[r] >= n for r, n in have.items()):
                return i
    return 0


# -- the estimate ----------------------------------------------------------------------------


def evaluate(rules: Any, state: HatchState, seat: int) -> float:
    """`seat`'s chance to win from here, in [0, 1]: its prospects against the best
    opponent's, the spread narrowing as the leader nears the goal."""
    result = state.result
    if result is not None:
        if not result.winners:
            return 1.0 / len(state.players)
        return 1.0 / len(result.winners) if seat in result.winners else 0.0
    facts: Facts = rules.facts
    value = facts.value
    dynasties = [sum(value[d] for d in p.dragons.cards) for p in state.players]
    ending = state.trigger is not None
    mine = prospects(facts, state.players[seat], dynasties[seat], ending)
    rival = max(
        prospects(facts, state.players[other], dynasties[other], ending)
        for other in state.opponents(seat)
    )
    # turns left to the end: once triggered, the round is finished and that is all (§3.10)
    goal = rules.cat.numbers.goal
    turns = 0.5 if ending else max(0.5, (goal - max(dynasties)) / TURN_GAIN)
    spread = TURN_SPREAD * math.sqrt(2.0 * turns)
    chance = 1.0 / (1.0 + math.exp(-1.7 * (mine - rival) / spread))
    undone = sum(1 for m in state.moves if m.kind in UNDOING and m.seat == seat)
    leaning = getattr(rules, "leaning", None)
    if leaning is not None and state.moves:
        first = state.moves[0]  # a world's first move is the searched one
        if first.seat == seat and first == leaning[1]:
            chance += LEANING
    return min(1.0, max(0.0, chance - UNDO_PENALTY * undone))


def prospects(facts: Facts, p: Player, dynasty: int, ending: bool) -> float:
    """What a player holds, in dynasty points: the dynasty and its dragons, each egg's
    net value by how near it is to hatching (halved once the end is triggered), the
    hand's cards."""
    total = dynasty + HAND_CARD * len(p.hand.cards) + DRAGON * len(p.dragons.cards)
    guard = facts.guard
    total += sum(guard[d] for d in p.dragons.cards) * GUARD_SHARE  # 0 without guards
    for egg in p.eggs:
        total += egg_prospect(facts, p, egg) * (0.5 if ending else 1.0)
    return total


def egg_prospect(facts: Facts, p: Player, egg: Egg) -> float:
    """An egg's net value (its value less the dragons its blood costs), by the share of
    its resources attached; nothing for a doomed egg (R10)."""
    face = egg.card.cards[0]
    if face == HIDDEN_CARD:  # a view's unknown egg (a world knows every face)
        return 0.0
    gaps = facts.gaps(face, egg.fed.cards)
    if gaps is None:
        return 0.0
    missing = sum(gaps)
    blood = facts.blood[face]
    paid = facts.payment(p.dragons.cards, blood) if blood else (0, ())
    loss = blood * DROPLET if paid is None else paid[0]
    net = facts.value[face] + facts.worth[face] - loss
    if net <= 0:
        return 0.0
    if not missing and paid is not None:
        return EGG_READY * net
    size = facts.size[face] or 1
    return net * (EGG_START + EGG_FED * (size - missing) / size)


# -- the playout ---------------------------------------------------------------------------


def playout(rules: Any, state: HatchState, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    """The easy bot's greedy choice for `seat` in a world (ties at random)."""
    policy = getattr(rules, "greedy", None) or Greedy(rules.cat)
    move: Move = policy.decide(state, seat, legal, rng)
    return move


# -- the moves the search weighs --------------------------------------------------------------


class FocusedRules(HatchRules):
    """Hatch's rules with the search's candidate moves as the legal lists (see the
    module's docstring); every move is still one of the rules' own, applied by them."""

    def __init__(self, catalog: Catalog | None = None) -> None:
        super().__init__(catalog)
        self.greedy = Greedy(self.cat)
        self.leaning: tuple[HatchState, Move] | None = None
        """The view searched now, and the easy bot's move there (see `LEANING`)."""

    def lean(self, view: HatchState, world: HatchState) -> None:
        """Note the easy bot's move for the view searched now, from one of its worlds
        (once a view: the easy bot reads only what the view shows)."""
        if self.leaning is not None and self.leaning[0] is view:
            return
        seat = view.viewer
        assert seat is not None
        legal = HatchRules.legal_moves(self, world, seat)
        self.leaning = (view, self.greedy.decide(world, seat, legal, None))

    def legal_moves(self, state: HatchState, seat: int) -> list[Move]:
        moves = super().legal_moves(state, seat)
        if len(moves) <= 1 or state.phase == MAIN:  # the main phase's lister is our own
            return moves
        return candidates(self.facts, state, seat, moves) or moves

    def _main_moves(self, state: HatchState, seat: int) -> list[Move]:
        """The main phase's candidates, in the rules' order and made by their listers:
        a lay per species in hand (R32); for each own egg, the least valuable hand card
        of each resource it still misses (never one that dooms it, R10); for an egg fed
        in full, each species of dragon not yet named whose droplets still fit its blood
        (R12); a hatch that succeeds, or that clears a doomed egg (R13, §5); an attack
        with the strongest dragon on each opponent (R23); ending the turn."""
        facts = self.facts
        value, name, provides, blood, sac = (
            facts.value,
            facts.name,
            facts.provides,
            facts.blood,
            facts.sac,
        )
        p = state.players[seat]
        hand, own, dragons = p.hand.cards, p.eggs, p.dragons.cards
        find, put = self.memo.find, self.memo.put
        moves: list[Move] = []
        limit = state.options["egg_limit"]
        if not limit or len(own) < limit:  # R7 [option]
            lays: dict[str, Move] | None = find(("lays", seat))
            if lays is None:
                lays = put(("lays", seat), {})
            seen: set[str] = set()
            for card in hand:
                species = name[card]
                if species not in seen:
                    seen.add(species)
                    moves.append(lays.get(card) or self._lay(lays, seat, card))
        ready: list[tuple[Egg, int]] = []  # eggs fed in full, and the droplets still wanted
        doomed: set[str] = set()
        for egg in own:
            egg_zone = egg.card
            egg_card, zone = egg_zone.cards[0], egg_zone.id
            gaps = facts.gaps(egg_card, egg.fed.cards)
            if gaps is None:
                doomed.add(egg_card)
                continue
            if not any(gaps):
                ready.append((egg, blood[egg_card] - sum(sac[d] for d in egg.sacrifices)))
                continue
            cheapest: dict[int, str] = {}
            for card in hand:
                r = provides[card]
                if gaps[r] and (r not in cheapest or value[card] < value[cheapest[r]]):
                    cheapest[r] = card
            if cheapest:
                key = ("nurtures", seat, egg_card, zone)
                row: dict[str, Move] | None = find(key)
                if row is None:
                    row = put(key, {})
                for card in hand:
                    if cheapest.get(provides[card]) == card:
                        move = row.get(card) or self._nurture(row, seat, card, egg_card, zone)
                        moves.append(move)
        if ready and dragons:
            named = {d for egg in own for d in egg.sacrifices}
            for egg, wants in ready:
                if wants <= 0:
                    continue
                egg_card, zone = egg.card.cards[0], egg.card.id
                key = ("nominations", seat, egg_card, zone)
                row = find(key)
                if row is None:
                    row = put(key, {})
                species_named: set[str] = set()
                for dragon in dragons:
                    if dragon in named or sac[dragon] > wants or name[dragon] in species_named:
                        continue
                    species_named.add(name[dragon])
                    nomination = row.get(dragon)
                    if nomination is None:
                        gesture = Gesture(dragon, f"dragons:{seat}", zone)
                        args = (("dragon", dragon), ("egg", egg_card))
                        nomination = row[dragon] = self.memo.note(
                            Move(seat, "nominate_sacrifice", args, gesture)
                        )
                    moves.append(nomination)
        hatchable = doomed | {egg.card.cards[0] for egg, wants in ready if wants == 0}
        if hatchable:
            hatches: dict[str, Move] | None = find(("hatches", seat))
            if hatches is None:
                hatches = put(("hatches", seat), {})
            for egg in own:
                egg_card = egg.card.cards[0]
                if egg_card in hatchable:
                    moves.append(hatches.get(egg_card) or self._hatch(hatches, seat, egg_card))
        if dragons and not state.attacked:
            fledgling = state.options["fledgling"]  # R17 [option]
            able = [d for d in dragons if not (fledgling and d in p.fresh)]
            if able:
                strongest = max(able, key=value.__getitem__)
                aims = tuple(state.opponents(seat))
                found: tuple[Move, ...] | None = find(("attacks", seat, strongest, aims))
                moves += found or self._attacks(seat, strongest, aims)
        moves.append(self.memo.plain(seat, "end_turn"))
        return moves


def focused(ruleset: Any) -> FocusedRules:
    """The search's rules for a ruleset (the same card file)."""
    return FocusedRules(ruleset.cat)


def candidates(facts: Facts, state: HatchState, seat: int, moves: list[Move]) -> list[Move]:
    """The moves of `moves` a search weighs, in their order (see `FocusedRules`)."""
    phase = state.phase
    value = facts.value
    if phase == MUSTER:
        # attacking costs nothing (R18): the strongest dragon left joins, or the attack goes
        gathers = [m for m in moves if m.kind == "attack_with"]
        keep = {id(max(gathers, key=lambda m: value[m["dragon"]]))} if gathers else set()
        return [m for m in moves if id(m) in keep or m.kind == "declare_attack"]
    if phase == DEFEND:
        name = facts.name
        seen: set[tuple[str, str, str]] = set()
        kept = []
        for m in moves:
            kind = m.kind
            if kind in UNDOING:
                continue
            if kind == "assign_blocker" or kind == "contract_mercenary":
                blocker = m["dragon"] if kind == "assign_blocker" else m["card"]
                key = (kind, name[blocker], m["attacker"])  # R32: copies are identical
                if key in seen:
                    continue
                seen.add(key)
            kept.append(m)
        return kept
    return moves
