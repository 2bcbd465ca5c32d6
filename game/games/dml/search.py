"""DML's hooks for the generic search bot (game.bots.search): a world dealt from what one
seat can know, a win-chance estimate, and the greedy playout policy.

`determinize` deals every back of the seat's view from the cards it has not seen, each
into a hidden place the public record and the seat's own private lines allow (the
ledger: Treasuries known from public acquisitions, seizes and Powers; each Black
Market's gathered cards; the exiled Powers; Kings only in the King slots and Exile;
game.games.dml.ledger). Another seat's face-down Seize card, a secret answer (§3.5
step 2), is guessed from its dealt Treasury: most likely its best Primary card.

`evaluate` reads the whole state of a world: each seat's End Stage points (§4.1) plus
how close it stands to an instant win (a fourth Egg, a Monopoly, §4.2), and compares
the seat with its best opponent, more sharply the fewer cards are left in the Event
Deck. Pure: no pygame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.bots.determinize import unseen_cards, world_of
from game.core.entry import SearchHooks
from game.core.move import Move
from game.core.rng import Rng
from game.core.state import ANSWERED
from game.core.zones import HIDDEN_CARD, Zone
from game.games.dml import ops, powers, tactics
from game.games.dml.budgets import HORIZON
from game.games.dml.cards import Catalog
from game.games.dml.ledger import DECK, EXILE, Ledger, ledger_of
from game.games.dml.rules import DmlRules
from game.games.dml.state import BID, MARKET, SEIZE, THIEF, TITHE, DmlState

EXPLORE_RANDOM = 0.0
"""How often a playout tries a random move instead of the greedy one."""

EGG_THREAT = (0.0, 0.0, 6.0, 25.0, 0.0)
"""Points worth of standing close to a fourth Egg, by Eggs held (§4.2)."""
MONOPOLY_THREAT = (0.0, 0.0, 0.0, 0.0, 0.0, 4.0, 12.0, 35.0, 0.0)
"""Points worth of standing close to a Monopoly, by the suit's 2–9 held (§4.2)."""
SPREAD_END = 20.0
"""The logistic spread of a lead in points when the Event Deck is empty ..."""
SPREAD_PER_CARD = 0.4
"""... and how much less sure a lead is for each card left in it."""
EMBLEM_WORTH = 3.0
"""Points a Static Bonus point in a Court is worth over a whole game (§1.4); less as
the Event Deck runs out."""
HELD_POWER = 3.0
"""Points a held card with an Ultimate Power is worth (it may yet be played)."""
FULL_DECK = 34
"""About the Event Deck's size when the first Round begins (54 less Setup's cards)."""
EVEN = 5.0
"""The lead over the best of two or three opponents that is an even chance."""


# -- the world: dealing what the seat has not seen ---------------------------------------------


@dataclass(slots=True)
class _Plan:
    """What every world of one view shares: the hidden places with the room left once
    the cards sure of their place are in, those cards, and each other unseen card with
    the places it may lie in (the surest first)."""

    room: dict[str, int]
    sure: dict[str, list[str]]
    unsure: list[tuple[str, tuple[str, ...], tuple[str, ...]]]  # card, cloud, rules' places


def place_of(zone: Zone, active: int) -> str:
    """The hidden place a zone's backs belong to (see game.games.dml.ledger)."""
    kind, _, key = zone.id.partition(":")
    if kind in ("treasury", "seize"):
        return f"hand:{key}"
    if kind == "acq":  # undeclared bids: the Active Player's Treasury cards
        return f"hand:{active}"
    return zone.id


def _plan(rules: Any, view: DmlState) -> _Plan:
    """The plan of a view, made once for all its worlds (kept in the rules' memo, which
    holds the view so that its identity stays its own)."""
    key = ("dml search plan",)
    found = rules.memo.find(key)
    if found is not None and found[0] is view:
        plan: _Plan = found[1]
        return plan
    plan = make_plan(rules.cat, view, ledger_of(rules.cat, view))
    rules.memo.put(key, (view, plan))
    return plan


def make_plan(cat: Catalog, view: DmlState, ledger: Ledger) -> _Plan:
    """The places of `view`'s backs and where each unseen card may be: the ledger's
    cloud where it has one, else where the rules alone allow (`_allowed`). Eggs and
    Jokers are interchangeable: their ids take the ledger's clouds in turn."""
    room: dict[str, int] = {}
    for zone in view.zones():
        backs = zone.cards.count(HIDDEN_CARD)
        if backs:
            place = place_of(zone, view.active)
            room[place] = room.get(place, 0) + backs
    dealt = ledger.dealt or any(p.king.cards for p in view.players)

    def within(cloud: frozenset[str]) -> tuple[str, ...]:
        return tuple(sorted(p for p in cloud if room.get(p)))

    items: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = []
    eggs, jokers = [], []
    for c in unseen_cards(cat.card_ids(), view):
        allowed = _allowed(cat, view, c, dealt, room)
        if ops.is_egg(cat, c):
            eggs.append((c, allowed))
        elif ops.is_joker(c):
            jokers.append((c, allowed))
        else:
            cloud = within(ledger.clouds[c]) if c in ledger.clouds else ()
            items.append((c, cloud or allowed, allowed))
    for kind, clouds in ((eggs, ledger.eggs), (jokers, ledger.jokers)):
        known = sorted((c for c in map(within, clouds) if c), key=len)
        for i, (c, allowed) in enumerate(kind):
            items.append((c, known[i] if i < len(known) else allowed, allowed))
    items.sort(key=lambda item: len(item[1]))
    sure: dict[str, list[str]] = {p: [] for p in room}
    unsure = []
    for c, cloud, allowed in items:
        if len(cloud) == 1 and len(sure[cloud[0]]) < room[cloud[0]]:
            sure[cloud[0]].append(c)
        else:
            unsure.append((c, cloud, allowed))
    left = {p: room[p] - len(sure[p]) for p in room}
    return _Plan(left, sure, unsure)


def _allowed(
    cat: Catalog, view: DmlState, card: str, dealt: bool, room: dict[str, int]
) -> tuple[str, ...]:
    """Where the rules alone let `card` lie out of sight once Setup has dealt (§3.1):
    a King only in a King slot or Exile (R3); an Egg only in a Treasury or a Black
    Market; a 2 or 3 never in the Event Deck (unless the last starting pile was
    shuffled in); Exile holds no Resource (R29) and no Egg."""
    if not dealt:
        return tuple(room)
    if cat.rank_of[card] == "K":
        kinds: tuple[str, ...] = ("king:", EXILE)
    elif ops.is_egg(cat, card):
        kinds = ("hand:", "bm:")
    elif cat.is_resource(card):
        small = cat.fv[card] <= 3 and view.options.get("three_player_leftover") != "deck"
        kinds = ("hand:", "bm:", "pile:") if small else ("hand:", "bm:", "pile:", DECK)
    else:
        kinds = ("hand:", "bm:", DECK, EXILE)
    return tuple(p for p in room if p.startswith(kinds)) or tuple(room)


def determinize(rules: Any, view: DmlState, rng: Rng) -> DmlState:
    """One world `view` allows (see the module's docstring): never a card its seat has
    seen moved, every back filled from the unseen cards where they may lie."""
    plan = _plan(rules, view)
    world = world_of(view, rng)
    if not plan.sure:
        return world
    room = dict(plan.room)
    dealt = {p: list(cards) for p, cards in plan.sure.items()}
    for card, cloud, allowed in plan.unsure:
        place = _pick(cloud, room, rng) or _pick(allowed, room, rng) or _pick(room, room, rng)
        assert place is not None, "a view's backs and its unseen cards always match"
        room[place] -= 1
        dealt[place].append(card)
    _fill(rules.cat, world, dealt, rng)
    pending = world.pending
    if pending is not None and pending.answers:  # another seat's secret answer (§3.5)
        pending.answers = {
            s: (("card" if world.players[s].seize.cards else "pass") if a == ANSWERED else a)
            for s, a in pending.answers.items()
        }
    return world


def _pick(cloud: Iterable[str], room: dict[str, int], rng: Rng) -> str | None:
    """A place of `cloud` with room left, chosen in proportion to its room."""
    total = 0
    for p in cloud:
        total += room[p]
    if not total:
        return None
    roll = rng.next64() % total
    for p in cloud:
        roll -= room[p]
        if roll < 0:
            return p
    return None


def _fill(cat: Catalog, world: DmlState, dealt: dict[str, list[str]], rng: Rng) -> None:
    """Put the dealt cards in place of the backs: a face-down Seize card first, as its
    owner most likely chose it; the Event Deck shuffled (its order is the future; in a
    Treasury or a Black Market, order means nothing: their cards are taken at random)."""
    if DECK in dealt:
        rng.shuffle(dealt[DECK])
    for p in world.players:
        seize = p.seize.cards
        if seize and seize[0] == HIDDEN_CARD:
            seize[0] = _seize_guess(cat, world, dealt[f"hand:{p.seat}"], rng)
    for zone in world.zones():
        cards = zone.cards
        if HIDDEN_CARD not in cards:
            continue
        pool = dealt[place_of(zone, world.active)]
        for i, card in enumerate(cards):
            if card == HIDDEN_CARD:
                cards[i] = pool.pop()


def _seize_guess(cat: Catalog, world: DmlState, hand: list[str], rng: Rng) -> str:
    """The face-down Seize card of a Treasury dealt `hand` (taken out of it): three times
    in four its best eligible Primary card if it holds one (§3.5 step 2), else any."""
    acq = world.acq
    best = -1
    if acq is not None and rng.next64() % 4:
        want = cat.primary(acq.suit)
        for i, card in enumerate(hand):
            if (
                cat.is_resource(card)
                and cat.suit_of[card] == want
                and ops.within_limit(cat, world, card)
                and (best < 0 or cat.fv[card] > cat.fv[hand[best]])
            ):
                best = i
    if best < 0:
        best = rng.next64() % len(hand)
    return hand.pop(best)


# -- the estimate ---------------------------------------------------------------------------------


def standing(cat: Catalog, state: DmlState, seat: int) -> float:
    """`seat`'s End Stage points (§4.1, R43), what its nearness to an instant win is worth
    (§4.2), and a little for what its Emblems and held Powers may yet do: one pass over
    its Treasury and Court."""
    p = state.players[seat]
    mine = p.king.cards[0] if p.king.cards else ""
    king = cat.suit_of.get(mine, "")
    fv, suit_of, tag, rank_of = cat.fv, cat.suit_of, cat.win_tag, cat.rank_of
    by_suit: dict[str, int] = {}
    small: dict[str, int] = {}
    guilds: list[str] = []
    eggs = 0
    extra = 0.0
    for card in p.treasury.cards:
        value = fv.get(card, 0)
        if value:
            suit = suit_of[card]
            by_suit[suit] = by_suit.get(suit, 0) + value
            if rank_of[card] == "10":
                guilds.append(suit)
            elif tag.get(card) == suit:
                small[suit] = small.get(suit, 0) + 1
        elif tag.get(card) == "A":
            eggs += 1
        elif rank_of.get(card) in powers.POWER_RANKS:
            extra += HELD_POWER
    left = min(1.0, len(state.deck.cards) / FULL_DECK)
    for card in p.court.cards:
        value = fv.get(card, 0)
        if value:
            suit = suit_of[card]
            by_suit[suit] = by_suit.get(suit, 0) + value
            if rank_of[card] == "10":
                guilds.append(suit)
        extra += EMBLEM_WORTH * cat.ranks[rank_of[card]].static_bonus * left
    doubled = (cat.numbers["king_multiplier"] - 1) * by_suit.get(king, 0)
    points = float(sum(by_suit.values()) + doubled) + extra
    bonus = cat.numbers["guild_bonus"]
    for suit in guilds:
        points += bonus * small.get(suit, 0)
    need = cat.numbers["ultimate_victory_eggs"]
    points += cat.numbers["egg_points"] * eggs + EGG_THREAT[_nearness(eggs, need, 4)]
    need = cat.numbers["monopoly_cards"]
    for count in small.values():
        points += MONOPOLY_THREAT[_nearness(count, need, 8)]
    return points


def _nearness(count: int, need: int, full: int) -> int:
    """How near `count` of the `need` cards an instant win takes are to it, on the scale
    of the shipped file's `full` (four Eggs, eight Resources): as many short as there."""
    return 0 if count <= 0 else max(0, min(full, count + full - need))


def standings(rules: Any, state: DmlState) -> list[float]:
    """Every seat's `standing`, made once for the calls of one estimate (the search asks
    `evaluate` for each seat in turn of the same state; the rules' memo keeps the state
    it was made for, so its identity stays its own)."""
    key = ("dml standings",)
    found = rules.memo.find(key)
    size = len(state.log)
    if found is not None and found[0] is state and found[1] == size:
        made: list[float] = found[2]
        return made
    cat = rules.cat
    made = [standing(cat, state, s) for s in range(len(state.players))]
    rules.memo.put(key, (state, size, made))
    return made


def evaluate(rules: Any, state: DmlState, seat: int) -> float:
    """`seat`'s chance to win, estimated: its standing against the best opponent's,
    through a logistic curve that sharpens as the Event Deck runs out (§4.1)."""
    points = standings(rules, state)
    best = max(v for s, v in enumerate(points) if s != seat)
    spread = SPREAD_END + SPREAD_PER_CARD * len(state.deck.cards)
    return 1.0 / (1.0 + math.exp(-(points[seat] - best - EVEN) / spread))


# -- the playout ---------------------------------------------------------------------------------


def playout(rules: Any, state: DmlState, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    """The greedy move (game.games.dml.tactics), now and then a random one."""
    if rng.next64() % 100 < EXPLORE_RANDOM * 100:
        return legal[rng.next64() % len(legal)]
    return tactics.greedy(rules.cat, state, seat, legal)


HOOKS = SearchHooks(determinize=determinize, evaluate=evaluate, playout=playout, horizon=HORIZON)


# -- the moves a search weighs ----------------------------------------------------------------


class FocusedRules(DmlRules):
    """DML's rules with the search's candidate moves as the legal lists: the same game
    and the rules' own moves, less what a search need not weigh (`candidates`), so the
    tree spends its iterations on real choices."""

    def legal_moves(self, state: DmlState, seat: int) -> list[Move]:
        moves = super().legal_moves(state, seat)
        if len(moves) <= 2:
            return moves
        return candidates(self.cat, state, seat, moves)


def focused(ruleset: Any) -> FocusedRules:
    """The search's rules for a ruleset (the same card file)."""
    return FocusedRules(ruleset.cat)


def candidates(cat: Catalog, state: DmlState, seat: int, moves: list[Move]) -> list[Move]:
    """The moves of `moves` a search weighs, in their order:

    - a Seize Attempt: the pass and the two best eligible Primary cards (only the
      highest eligible card can win, §3.5 step 2.3; any other card only comes back);
    - a Bid Action: forfeiting, each card alone, and all the eligible cards at once
      (not every one of their subsets, R20);
    - the Thief's gift: its least worth card to each opponent; a tithe: the two least
      worth cards (R32);
    - a draft that can be declared: more cards, bids or the declaration (`DECLARING`).
    Everything else is weighed whole."""
    pending = state.pending
    kind = pending.kind if pending is not None else ""
    if kind == SEIZE:
        acq = state.acq
        if acq is None:
            return moves
        want = cat.primary(acq.suit)
        eligible = [
            m
            for m in moves
            if m.kind == "seize_bid"
            and cat.is_resource(m["card"])
            and cat.suit_of[m["card"]] == want
            and ops.within_limit(cat, state, m["card"])
        ]
        eligible.sort(key=lambda m: -cat.fv[m["card"]])
        keep = {id(m) for m in eligible[:2]}
        return [m for m in moves if m.kind == "seize_pass" or id(m) in keep]
    if kind == BID:
        most = {k: max((len(m["cards"]) for m in moves if m.kind == k), default=0) for k in BIDS}
        return [
            m
            for m in moves
            if m.kind not in BIDS or len(m["cards"]) == 1 or len(m["cards"]) == most[m.kind]
        ]
    if kind == THIEF:
        gifts = [m for m in moves if m.kind == "thief_give"]
        if not gifts:
            return moves
        least = min(tactics.worth(cat, state, seat, m["card"]) for m in gifts)
        cheap = next(
            m["card"] for m in gifts if tactics.worth(cat, state, seat, m["card"]) == least
        )
        return [m for m in moves if m.kind != "thief_give" or m["card"] == cheap]
    if kind == TITHE:
        return sorted(moves, key=lambda m: tactics.worth(cat, state, seat, m["card"]))[:2]
    if kind == MARKET and state.acq is not None and any(m.kind in DECLARING for m in moves):
        return [m for m in moves if m.kind in DECLARING]
    return moves


BIDS = ("bid_primary", "bid_secondary")
DECLARING = frozenset(("add_to_declaration", "add_bid", "declare_acquisition"))
"""A draft under way goes on to its declaration: leaving it for a Black Market or a skip
is what the choice before the first card weighed already."""
