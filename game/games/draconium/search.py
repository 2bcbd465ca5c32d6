"""Dominion: Draconium's hooks for the generic search bot (game/bots/search.py): a world
sampled from a seat's view, a quick estimate of each seat's chance to win, and the cheap
policy its playouts follow. Pure: no pygame.

- `determinize`: the backs of the view (hands, decks, discard piles below their tops,
  the Ruins pile below its top, §5) dealt from the cards this seat has not seen, each
  player's from their own cards as the public record tells them (knowledge.py); a
  secret Egg choice still open (§2.2, R3) gets a guess for each seat that answered.
- `evaluate`: each seat's VP now plus what its deck will still buy in the turns the
  game has left (worth.py), against the best other seat, squashed into [0, 1].
- `playout`: the quick data-driven policy (policy.py).
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

from game.bots.determinize import world_of
from game.core.entry import SearchHooks
from game.core.move import Move
from game.core.rng import Rng
from game.core.state import ANSWERED
from game.core.zones import HIDDEN_CARD, Zone
from game.games.draconium import knowledge, policy, worth
from game.games.draconium.budgets import HORIZON
from game.games.draconium.cards import name_of
from game.games.draconium.state import DraconiumState

KNOWN = ("draconium-search", "knowledge")
"""The rules' memo key of the last view read (one reading serves a whole search)."""
OUTLOOK = ("draconium-search", "outlook")
"""The rules' memo key of the last state projected (one projection serves every seat)."""
SPREAD, SPREAD_A_ROUND = 1.5, 0.5
"""The estimate's width in VP: a lead of this much is worth 73 %, more with rounds left."""


def determinize(rules: Any, view: DraconiumState, rng: Rng) -> DraconiumState:
    """One world `view` allows (see the module's docstring): reads only the view."""
    known = _knowledge(rules, view)
    world = world_of(view, rng)
    pools = {name: list(ids) for name, ids in known.unseen.items()}
    for ids in pools.values():
        rng.shuffle(ids)
    leftovers: list[str] = []
    plans = []
    for p in world.players:
        zones = [z for z in p.zones() if HIDDEN_CARD in z.cards]
        slots = sum(z.cards.count(HIDDEN_CARD) for z in zones)
        if not slots:
            continue
        seen = Counter(name_of(c) for z in p.zones() for c in z.cards if c != HIDDEN_CARD)
        need = known.owned[p.seat] - seen
        plans.append((p.seat, zones, slots, need))
    dealt: dict[int, list[str]] = {}
    for seat, _, slots, need in plans:
        cards: list[str] = []
        for name, n in sorted(need.items()):
            pool = pools.get(name, [])
            for _ in range(n):
                if pool:
                    cards.append(pool.pop())
        rng.shuffle(cards)
        dealt[seat] = cards[:slots]
        leftovers += cards[slots:]
    spare = [c for ids in pools.values() for c in ids if not _ruins(view, c)]
    spare_ruins = [c for ids in pools.values() for c in ids if _ruins(view, c)]
    rng.shuffle(spare)
    for seat, _, slots, _ in plans:  # a record that does not add up: fill with any card
        short = slots - len(dealt[seat])
        while short > 0 and (leftovers or spare):
            dealt[seat].append(leftovers.pop() if leftovers else spare.pop())
            short -= 1
    for seat, zones, _, _ in plans:
        drawn = known.drawn if seat == view.viewer else Counter()
        _place(world, seat, zones, dealt[seat], drawn, rng)
    ruins = world.supply.get("Ruins")
    if ruins is not None and HIDDEN_CARD in ruins.cards:  # §4: below its top, face down
        rng.shuffle(spare_ruins)
        ruins.cards = [
            spare_ruins.pop() if c == HIDDEN_CARD and spare_ruins else c for c in ruins.cards
        ]
    _keep_named(view, world, {c for ids in known.unseen.values() for c in ids})
    _guess_answers(world, rng)
    return world


def _keep_named(view: DraconiumState, world: DraconiumState, unseen: set[str]) -> None:
    """Cards the viewer's own question names (a look through its discard pile: "return a
    Ruins from your hand or discard") are known by id though their slots are hidden: each
    goes into a hidden slot of the viewer's zones that was dealt a card of its name (else
    any hidden slot there), so every answer the question offers can be made in the world."""
    pending, me = view.pending, view.viewer
    if pending is None or me is None or me not in pending.seats:
        return
    named = [c for c in pending.choices if isinstance(c, str) and c in unseen]  # card ids
    present = {c for z in world.zones() for c in z.cards}
    asked = set(named)
    slots = [  # a slot already dealt one of the named cards keeps it
        (shown, made, j)
        for shown, made in zip(view.zones(), world.zones(), strict=True)
        if shown.owner == me
        for j, card in enumerate(shown.cards)
        if card == HIDDEN_CARD and made.cards[j] not in asked
    ]
    for card in named:
        if card in present or not slots:
            continue
        same = [s for s in slots if name_of(s[1].cards[s[2]]) == name_of(card)]
        _, made, j = (same or slots)[0]
        slots.remove((same or slots)[0])
        made.cards[j] = card


def _knowledge(rules: Any, view: DraconiumState) -> knowledge.Knowledge:
    """The reading of `view`, made once per view (every iteration of a search samples
    from the same view): kept in the rules' memo with the view it was read from."""
    memo = rules.memo
    found = memo.find(KNOWN)
    if found is not None and found[0] is view:
        known: knowledge.Knowledge = found[1]
        return known
    known = knowledge.read(view)
    memo.put(KNOWN, (view, known))
    return known


def _ruins(view: DraconiumState, card: str) -> bool:
    return view.catalog.spec(card).set == "ruins"


def _place(
    world: DraconiumState,
    seat: int,
    zones: list[Zone],
    cards: list[str],
    drawn: Counter[str],
    rng: Rng,
) -> None:
    """Fill `seat`'s backs with `cards`. The viewer's own deck is dealt first from the
    cards it has not drawn since it last shuffled (those it drew are in its hand, play
    area or discard pile), when that adds up (`drawn` is empty for the other seats); the
    rest go anywhere."""
    if drawn:
        deck = world.players[seat].deck
        slots = deck.cards.count(HIDDEN_CARD)
        left = Counter(drawn)
        undrawn, maybe = [], []
        for card in cards:
            name = name_of(card)
            if left[name] > 0:
                left[name] -= 1
                maybe.append(card)
            else:
                undrawn.append(card)
        if len(undrawn) <= slots:
            rng.shuffle(maybe)
            first = undrawn + maybe[: slots - len(undrawn)]
            rng.shuffle(first)
            cards = maybe[slots - len(undrawn) :] + first  # the deck's share is popped first
            zones = [deck, *(z for z in zones if z is not deck)]
    for zone in zones:
        zone.cards = [cards.pop() if c == HIDDEN_CARD and cards else c for c in zone.cards]


def _guess_answers(world: DraconiumState, rng: Rng) -> None:
    """§2.2, R3: the Eggs other seats chose in secret are guessed among the choices."""
    pending = world.pending
    if pending is None or not pending.secret:
        return
    for seat, answer in list(pending.answers.items()):
        if answer == ANSWERED and pending.choices:
            pending.answers[seat] = pending.choices[rng.below(len(pending.choices))]


def evaluate(rules: Any, state: DraconiumState, seat: int) -> float:
    """`seat`'s chance to win, from its projected final VP against the best other seat's
    (worth.projection), squashed by a logistic whose width grows with the rounds left."""
    outlook = _outlook(rules, state)
    finals = outlook.finals
    mine = finals[seat]
    best = max(v for s, v in enumerate(finals) if s != seat)
    scale = SPREAD + SPREAD_A_ROUND * outlook.rounds
    return 1.0 / (1.0 + math.exp(max(-60.0, min(60.0, (best - mine) / scale))))


def _outlook(rules: Any, state: DraconiumState) -> worth.Outlook:
    """The projection of `state`, made once for all the seats the search asks about."""
    memo = rules.memo
    found = memo.find(OUTLOOK)
    if found is not None and found[0] is state and found[1] == len(state.moves):
        outlook: worth.Outlook = found[2]
        return outlook
    outlook = worth.projection(state)
    memo.put(OUTLOOK, (state, len(state.moves), outlook))
    return outlook


def playout(rules: Any, state: DraconiumState, seat: int, legal: Any, rng: Rng) -> Move:
    """The playouts' cheap policy: the data-driven choice of policy.py on the world."""
    return policy.choose(state, seat, legal, rng)


HOOKS = SearchHooks(determinize=determinize, evaluate=evaluate, playout=playout, horizon=HORIZON)
