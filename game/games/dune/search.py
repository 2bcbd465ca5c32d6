"""What the generic search bot (game.bots.search) needs to play Dragon Dune: one world
a seat's view allows (`determinize`), a quick estimate of each seat's chance to win
(`evaluate`), and a cheap policy for the playouts (`playout`). Pure: no pygame.

Hidden in Dragon Dune (§5): the artifact hands, the Queens and Jacks, the card up for
auction (the Elves see it), the artifact and event decks, the battle plans until the
reveal (R31), the card the Orcs stole (R39) and, under R23's option, where the Elves
hide. A world deals each back from the cards of its kind the seat has not seen (an
artifact into a hand, the auction or the artifact deck; a Queen and a Jack into each
Usurper pair; an event card into the event deck), after placing the cards the seat's
log says where they are (a card kept after a battle, R52; the auction cards the Elves
saw won; the card the Orcs stole from the seat, R39). The other side's secret battle
plan is guessed (R31): the search plays its own plan against the guess, never against
the real one.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.bots.determinize import unseen_cards, world_of
from game.core.move import Move
from game.core.rng import Rng
from game.core.state import ANSWERED
from game.core.zones import HIDDEN_CARD, Zone
from game.games.dune import battle, recruit
from game.games.dune.common import Ctx, made
from game.games.dune.council import alliance_of
from game.games.dune.heuristics import Judge
from game.games.dune.state import (
    BATTLE,
    BIDDING,
    COLLECTION,
    COUNCIL,
    DRAGON,
    ELVES,
    EVENT,
    FACTION_NAMES,
    ORCS,
    RECRUIT,
    SUITS,
    DuneState,
    full_deck,
    is_ace,
    is_artifact,
    rank_of,
    value_of,
)

# -- what the log tells a seat about where hidden cards are ---------------------------------

_KEEPS = re.compile(r"\((\w+)\) keeps (\w+)\.$")
_WINS = re.compile(r"\((\w+)\) wins the auction with ")
_STOLEN_FROM = re.compile(r" steal one of the (\w+)' artifact")
_UP = "Up for auction: "
_STOLEN_MINE = f"The {FACTION_NAMES[ORCS]} steal your "


def known_holders(view: DuneState) -> tuple[dict[str, int], str | None]:
    """Hidden cards whose holder the view's log names: card -> seat. A card kept after a
    battle is back in its owner's hand (R52); the Elves saw each auctioned card and who
    won it; the Orcs' victim knows the card they took (R39). A random theft from a
    player makes the cards known in that hand uncertain again. Also the card last stolen
    from the seat, if it is the Orcs' victim."""
    known: dict[str, int] = {}
    seat = view.viewer
    up: str | None = None
    stolen: str | None = None
    for line in view.log:
        text = line.text
        if line.seat is not None:  # the seat's own lines
            if text.startswith(_UP):
                up = text[len(_UP) : -1]
            elif text.startswith(_STOLEN_MINE):
                stolen = text[len(_STOLEN_MINE) : -1]
                known[stolen] = ORCS
            continue
        if " keeps " in text:
            found = _KEEPS.search(text)
            if found is not None and found[1] in FACTION_NAMES:
                known[found[2]] = FACTION_NAMES.index(found[1])
        elif up is not None and " wins the auction " in text:
            found = _WINS.search(text)
            if found is not None and found[1] in FACTION_NAMES:
                known[up] = FACTION_NAMES.index(found[1])
            up = None
        elif " steal one of the " in text and seat != ORCS:
            found = _STOLEN_FROM.search(text)
            if found is not None and found[1] in FACTION_NAMES:
                victim = FACTION_NAMES.index(found[1])
                if victim != seat:
                    known = {card: s for card, s in known.items() if s != victim}
    return known, stolen


# -- a world the view allows ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Unseen:
    """What a view does not show, sorted out once a view: the hidden cards its log places
    (holder, card), the other unseen cards by kind, and the card last stolen from the
    seat (R39)."""

    placed: tuple[tuple[int, str], ...]
    artifacts: tuple[str, ...]
    court: tuple[str, ...]
    events: tuple[str, ...]
    stolen: str | None


def unseen_of(view: DuneState) -> Unseen:
    """The cards `view` does not show, by kind, those its log places set apart."""
    unseen = unseen_cards(full_deck(), view)
    known, stolen = known_holders(view)
    artifacts = [c for c in unseen if is_artifact(c)]
    room = [p.hand.cards.count(HIDDEN_CARD) for p in view.players]
    placed = []
    for card, holder in known.items():
        if card in artifacts and room[holder] > 0:
            placed.append((holder, card))
            room[holder] -= 1
            artifacts.remove(card)
    return Unseen(
        tuple(placed),
        tuple(artifacts),
        tuple(c for c in unseen if rank_of(c) in ("Q", "J")),
        tuple(c for c in unseen if not is_artifact(c) and rank_of(c) not in ("Q", "J", "K")),
        stolen,
    )


def determinize(rules: Any, view: DuneState, rng: Rng) -> DuneState:
    """One world `view` allows: every back dealt from the unseen cards of its kind, the
    cards the log places put where it places them, the other side's secret battle plan
    guessed, the stolen and payable cards of a private decision filled in, and a fresh
    RNG (the dragon's rolls and the decks' order are unknown)."""
    ctx: Ctx = rules.ctx
    seat = view.viewer
    assert seat is not None, "a world is drawn from one seat's view"
    world = world_of(view, rng)
    unseen = rules.unseen(view) if isinstance(rules, SearchRules) else unseen_of(view)
    deal(world, unseen, rng)
    guess_decision(ctx, world, seat, unseen.stolen, rng)
    return world


def _backs(zone: Zone) -> int:
    return zone.cards.count(HIDDEN_CARD)


def _fill(zone: Zone, pool: list[str], count: int | None = None) -> None:
    """Replace `count` backs of `zone` (all of them by default) with cards from the end of
    `pool` (shuffled by the caller), while it lasts."""
    cards = zone.cards
    left = len(cards) if count is None else count
    for i, card in enumerate(cards):
        if left <= 0 or not pool:
            break
        if card == HIDDEN_CARD:
            cards[i] = pool.pop()
            left -= 1


def deal(world: DuneState, unseen: Unseen, rng: Rng) -> None:
    """Every back in `world` dealt from the `unseen` cards, kind by kind; the cards the log
    places into their holders' hands first."""
    players = world.players
    for holder, card in unseen.placed:
        cards = players[holder].hand.cards
        cards[cards.index(HIDDEN_CARD)] = card
    artifacts = list(unseen.artifacts)
    rng.shuffle(artifacts)
    for p in players:
        if HIDDEN_CARD in p.hand.cards:
            _fill(p.hand, artifacts)
    for zone in (world.auction, world.artifact_deck):
        if HIDDEN_CARD in zone.cards:
            _fill(zone, artifacts)
    court = list(unseen.court)
    deal_court(world, court, rng)
    events = list(unseen.events)
    rng.shuffle(events)
    if HIDDEN_CARD in world.event_deck.cards:
        _fill(world.event_deck, events)
    rest = artifacts + court + events
    for zone in world.zones():  # nothing should be left; a back of another kind, if any
        if HIDDEN_CARD in zone.cards:
            rng.shuffle(rest)
            _fill(zone, rest)
            if HIDDEN_CARD in zone.cards:
                raise ValueError(f"no unseen card is left for a back in {zone.id}")


def deal_court(world: DuneState, court: list[str], rng: Rng) -> None:
    """The unseen Queens and Jacks into the Usurper pairs: a pair still whole holds one of
    each (R40), a broken one whatever is left. Under R40's option nobody is dealt their own
    Queen, if a few shuffles find such a deal."""
    queens = [c for c in court if rank_of(c) == "Q"]
    jacks = [c for c in court if rank_of(c) == "J"]
    whole = [p for p in world.players if _backs(p.secret) == 2]
    broken = [p for p in world.players if _backs(p.secret) == 1]
    pairs = min(len(whole), len(queens), len(jacks))
    own_queen_ok = not world.options.get("no_own_queen")
    for _ in range(8):
        rng.shuffle(queens)
        if own_queen_ok or all(queens[i] != f"Q{SUITS[whole[i].seat]}" for i in range(pairs)):
            break
    rng.shuffle(jacks)
    for i in range(pairs):
        _fill(whole[i].secret, [jacks[i], queens[i]])
    rest = queens[pairs:] + jacks[pairs:]
    rng.shuffle(rest)
    for p in broken + whole:
        backs = _backs(p.secret)
        if backs and rest:
            _fill(p.secret, rest, min(len(rest), backs))
    court[:] = rest


def guess_decision(ctx: Ctx, world: DuneState, seat: int, stolen: str | None, rng: Rng) -> None:
    """What the pending decision hides from `seat`, guessed: the other side's battle plan
    (answered or not yet: the search plays against a guess, R31), the Aces a winner may pay
    with, the card the Orcs stole (R39: their victim knows it, `stolen`)."""
    pending = world.pending
    if pending is None:
        return
    if pending.secret and pending.kind == battle.PLAN:
        for other, answer in list(pending.answers.items()):
            if answer == ANSWERED:
                pending.answers[other] = guess_plan(ctx, world, other, rng)
        if seat in pending.seats:
            for other in pending.seats:
                if other != seat:
                    pending.answer(other, guess_plan(ctx, world, other, rng))
    elif pending.private_to and seat not in pending.private_to:
        owner = pending.private_to[0]
        hand = world.players[owner].hand.cards
        if pending.kind == battle.RESOLVE:
            victim = battle.fight(world)["loser"]
            if victim == seat and stolen is not None and stolen in hand:
                pending.choices = (stolen,)
            elif hand:
                pending.choices = (rng.choice(hand),)
        else:
            pending.choices = tuple(c for c in hand if is_ace(c))


def guess_plan(ctx: Ctx, world: DuneState, seat: int, rng: Rng) -> dict[str, Any]:
    """A battle plan `seat` might have chosen (R31), honouring its public answer (R34):
    mostly its whole army with its strongest artifact (the plan to fear), sometimes a
    large army with any card, now and then anything it may."""
    plans = battle.plan_moves(world, ctx, seat)
    if not plans:
        return {"n": 0, "artifact": None}
    roll = rng.below(10)
    if roll < 7:
        move = plans[0]  # the largest army, no artifact
        best = max(
            (m for m in plans if m["n"] == move["n"]),
            key=lambda m: _card_worth(m.get("artifact")),
        )
        move = best
    elif roll < 9:
        top = plans[0]["n"]
        strong = [m for m in plans if 2 * m["n"] >= top]
        move = rng.choice(strong)
    else:
        move = rng.choice(plans)
    return {"n": int(move["n"]), "artifact": move.get("artifact")}


def _card_worth(card: object) -> float:
    if not isinstance(card, str):
        return 0.0
    return value_of(card) if not is_ace(card) else 0.5


# -- how likely each seat is to win -------------------------------------------------------------

ROUND_AT = {
    DRAGON: 0,
    EVENT: 1,
    COUNCIL: 2,
    BIDDING: 3,
    RECRUIT: 4,
    BATTLE: 5,
    COLLECTION: 6,
}
"""How far into a turn each round is (R4), in sevenths."""


def progress(ctx: Ctx, state: DuneState) -> float:
    """How much of the game is over, from 0 (set-up) to 1 (the last Collection)."""
    turns = max(1, ctx.data.turns)
    done = max(0, state.turn - 1) + ROUND_AT.get(state.round, 0) / 7
    return min(1.0, done / turns)


FEATURES = (
    "held",
    "expected",
    "gap",
    "near",
    "winning",
    "tokens",
    "group_tokens",
    "city_tokens",
    "gold",
    "cards",
    "orcs",
    "orcs_late",
    "share",
    "expected_late",
    "gap_late",
)
"""What `features` measures of each seat (see there)."""


def features(ctx: Ctx, state: DuneState) -> list[list[float]]:
    """Each seat's measures of its standing: its alliance's cities held (R27) and expected
    from the tokens in them, how far that is from the cities its alliance needs (R29), its
    tokens, gold and artifacts, whether its alliance wins by default (R29, the Orcs), the
    share of a win it would get, some of them weighted by how late the game is."""
    data = ctx.data
    p = progress(ctx, state)
    cities = _cities(ctx)
    tokens = state.tokens
    groups = [alliance_of(state, s) for s in range(4)]
    group_of = {s: g for g in groups for s in g}
    held: dict[tuple[int, ...], float] = {g: 0.0 for g in groups}
    expected: dict[tuple[int, ...], float] = {g: 0.0 for g in groups}
    in_cities = [0, 0, 0, 0]
    for city in cities:
        counts = tokens.get(city)
        if not counts:
            continue
        by_group: dict[tuple[int, ...], int] = {}
        for s in range(4):
            n = counts[s]
            if n:
                in_cities[s] += n
                g = group_of[s]
                by_group[g] = by_group.get(g, 0) + n
        if len(by_group) == 1:
            (g,) = by_group
            held[g] += 1
            expected[g] += 1
        else:
            total = sum(n * n for n in by_group.values())
            for g, n in by_group.items():
                expected[g] += n * n / total
    on_board = [0, 0, 0, 0]
    for counts in tokens.values():
        for s in range(4):
            on_board[s] += counts[s]
    on_board[ELVES] += sum(state.hidden.values())
    rows = []
    for s in range(4):
        g = group_of[s]
        need = data.cities_alone if len(g) == 1 else data.cities_alliance
        gap = expected[g] - need
        orcs = 1.0 if ORCS in g and data.has(ORCS, "default_victory") else 0.0
        player = state.players[s]
        rows.append(
            [
                held[g],
                expected[g],
                gap,
                1.0 if gap > -1.0 else 0.0,
                1.0 if held[g] >= need else 0.0,
                on_board[s] / 10,
                sum(on_board[m] for m in g) / 10,
                in_cities[s] / 10,
                player.gold / 10,
                sum(1 for c in player.hand.cards if is_artifact(c) or c == HIDDEN_CARD),
                orcs,
                orcs * p,
                1 / len(g),
                expected[g] * p,
                gap * p,
            ]
        )
    return rows


def _cities(ctx: Ctx) -> list[str]:
    board = ctx.board
    found: list[str] = ctx.memo.get(("bot_cities",), board.cities)
    return found


WEIGHTS = (
    0.3,  # held
    0.4,  # expected
    0.3,  # gap
    0.4,  # near
    0.8,  # winning
    0.15,  # tokens
    0.05,  # group_tokens
    0.1,  # city_tokens
    0.08,  # gold
    0.05,  # cards
    0.3,  # orcs
    1.5,  # orcs_late
    0.6,  # share
    0.3,  # expected_late
    0.3,  # gap_late
)
"""Each feature's weight in a seat's score (see `chances`)."""


def chances(ctx: Ctx, state: DuneState) -> list[float]:
    """Each seat's chance to win, a share of a shared win counting as such: a softmax of
    the seats' scores (the weighted features)."""
    scores = [sum(w * f for w, f in zip(WEIGHTS, row, strict=True)) for row in features(ctx, state)]
    top = max(scores)
    weights = [math.exp(z - top) for z in scores]
    total = sum(weights)
    return [w / total for w in weights]


def evaluate(rules: Any, state: DuneState, seat: int) -> float:
    """`seat`'s chance to win from the state as it stands, between 0 and 1."""
    result = state.result
    if result is not None:
        return 1 / len(result.winners) if seat in result.winners else 0.0
    if isinstance(rules, SearchRules):
        return rules.chances(state)[seat]
    return chances(rules.ctx, state)[seat]


# -- the playouts' policy -----------------------------------------------------------------------

SAMPLED = 8
"""How many moves of a long legal list the playout policy weighs."""


def playout(rules: Any, state: DuneState, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    """The rules of thumb (heuristics.Judge) over a few moves drawn from the legal list
    and the move that ends the decision (the lists put a turn's end, a pass, last), the
    best of them by the thumb, ties broken at random: quick even on a Recruitment turn."""
    n = len(legal)
    if n <= SAMPLED:
        start, picked = rng.below(n), legal
    else:
        start = 0
        picked = [legal[rng.below(n)] for _ in range(SAMPLED)]
        picked.append(legal[-1])
        n = len(picked)
    score = Judge(rules.ctx, state, seat).score
    best, best_score = picked[start], -math.inf
    for i in range(n):
        move = picked[(start + i) % n]
        value = score(move)
        if value > best_score:
            best, best_score = move, value
    return best


# -- the moves the search weighs ----------------------------------------------------------------

FEW = 12
"""A legal list this short is searched whole."""


def candidates(ctx: Ctx, state: DuneState, seat: int, legal: list[Move]) -> list[Move]:
    """The moves of a long legal list worth a search's time: a Recruitment turn's
    placements at their largest and half that (R16–R18, R43), a stack's move whole or all
    but one token (R15), no disbanding (R14: it only saves tokens the dragon would send to
    the graveyard under R7's option), the first Ace where any Ace does (R41); a handful of
    bids (R24); the Orcs' Ace moving whole stacks to cities and gold (R44)."""
    if len(legal) <= FEW:
        return legal
    pending = state.pending
    stage = pending.kind if pending is not None else ""
    if stage == "bid":
        return _bid_candidates(legal)
    if stage == "orc_ace":
        return _relocate_candidates(ctx, state, legal)
    return legal


def turn_candidates(ctx: Ctx, state: DuneState, seat: int) -> list[Move]:
    """The moves of a Recruitment turn worth a search's time (see `candidates`), made as
    the rules' own listers make them (the very same objects, from the same tables) under
    the same conditions (recruit.py), without listing the hundreds of others."""
    t = recruit.Turn(state, ctx, seat)
    used = t.work["used"]
    out: list[Move] = []
    closed = t.closed
    interesting = _interesting(ctx, state, seat, t.mine)
    aces = recruit.aces_of(state, seat)
    if t.open("conscript") and "conscript" not in used:  # R16: the most, where you stand
        most = min(recruit.conscript_limit(state, ctx, seat), t.reserve)
        if most > 0:
            for r, _ in t.mine:
                if r not in closed:
                    out += _counts(ctx, ("conscript", seat, r), (most,), seat, "conscript", r, "")
    if seat == ORCS and t.open("raise_orcs") and not {"hire", "raise"} & set(used):
        most = t.reserve  # R18: all of the reserve, or half of it
        if most > 0:
            for r in ctx.board.orcish():
                if r not in closed:
                    key = ("raise_orcs", seat, r)
                    out += _counts(ctx, key, _most_half(most), seat, "raise_orcs", r, "")
    if recruit.may_hire(state, seat):  # R17: the most you can pay for, or half
        half = recruit.half_price(state, ctx, seat)
        cards: list[str | None] = [None] if half or not aces else [None, aces[0]]
        gold = state.players[seat].gold
        for r in interesting:
            if r in closed:
                continue
            is_city = ctx.board.regions[r].is_city
            per = ctx.data.mercenary_city if is_city else ctx.data.mercenary_other
            for card in cards:
                n = recruit.most_hired(per, gold, t.reserve, half or card is not None)
                if n > 0:
                    hires = ("hire_mercenaries", seat, r, card)
                    out += _counts(ctx, hires, _most_half(n), seat, "hire_mercenaries", r, card)
    if seat == ELVES and aces and t.open("elf_ace_place"):  # R43
        most = min(ctx.data.elf_ace_tokens, t.reserve)
        if most > 0:
            for r in interesting:
                if r not in closed:
                    places = ("elf_ace_place", seat, aces[0], r)
                    out += _counts(ctx, places, _most_half(most), seat, "elf_ace_place", r, aces[0])
    if t.open("move_stack") and t.work["moves_left"] > 0:  # R15, R20: whole, or all but one
        out += _stack_candidates(ctx, state, seat, t)
    if aces and t.open("ace_extra_move"):  # R21, R41: any Ace gives the same move
        out.append(made(ctx, seat, "ace_extra_move", card=aces[0]))
    if state.options.get("dragon_to_graveyard") and t.open("disband"):
        for r, k in t.mine:  # R7 option: a plain's tokens the dragon would bury
            if ctx.board.regions[r].is_plain:
                table = _table(ctx, ("disband", seat, r), k, recruit.disband_move, seat, r)
                out.append(table[k - 1])
    out.append(ctx.memo.plain(seat, "end_turn"))
    return out


def _most_half(most: int) -> tuple[int, ...]:
    half = (most + 1) // 2
    return (most, half) if half != most else (most,)


def _table(ctx: Ctx, key: tuple[Any, ...], n: int, make: Any, *args: Any) -> list[Move]:
    """The kept moves of one kind, seat and place for 1, 2, … tokens, made up to `n` as
    the rules' listers make them (recruit.counted)."""
    table = recruit.table_of(ctx, key)
    while len(table) < n:
        table.append(make(*args, len(table) + 1))
    return table


def _counts(
    ctx: Ctx,
    key: tuple[Any, ...],
    counts: tuple[int, ...],
    seat: int,
    kind: str,
    region: str,
    card: str | None,
) -> list[Move]:
    """The placements of `counts` tokens (as `_table` keeps them), kept by counts."""
    found: list[Move] | None = ctx.memo.find(("bot_counts", key, counts))
    if found is None:
        table = _table(ctx, key, max(counts), recruit.placement, seat, kind, region, card)
        found = ctx.memo.put(("bot_counts", key, counts), [table[n - 1] for n in counts])
    return found


def _stack_candidates(ctx: Ctx, state: DuneState, seat: int, t: recruit.Turn) -> list[Move]:
    """Each stack's move to each open destination (R20, R22), whole or all but one token,
    as `recruit.stack_tables` keeps them; kept by stack, range and closed cities."""
    reach = recruit.move_range(state, ctx, seat)
    block = state.dragon if state.options["dragon_blocks"] else None
    full = frozenset(t.full)
    groups = [(src, False, k) for src, k in t.mine]
    if seat == ELVES:
        groups += [(src, True, k) for src, k in state.hidden.items() if k > 0]
    out: list[Move] = []
    memo = ctx.memo
    for src, hidden, k in groups:
        key = ("bot_stacks", seat, src, hidden, k, reach, block, full)
        found: list[Move] | None = memo.find(key)
        if found is None:
            found = []
            stacks = recruit.stack_tables(state, ctx, seat, src, hidden, reach, block)
            for dst, path, table in stacks.rows:
                if dst in full:
                    continue
                while len(table) < k:
                    table.append(recruit.stack_move(seat, src, path, hidden, len(table) + 1))
                found.append(table[k - 1])
                if k > 1:
                    found.append(table[k - 2])
            memo.put(key, found)
        out += found
    return out


def _interesting(ctx: Ctx, state: DuneState, seat: int, mine: list[tuple[str, int]]) -> list[str]:
    """Where hiring may pay (R17, R43): the cities, the plains with gold, your regions."""
    found = list(_cities(ctx))
    seen = set(found)
    for r, gold in state.gold_on.items():
        if gold > 0 and r not in seen:
            seen.add(r)
            found.append(r)
    for r, _ in mine:
        if r not in seen:
            seen.add(r)
            found.append(r)
    return found


def _bid_candidates(legal: list[Move]) -> list[Move]:
    """Passing, the lowest bids, a middling one and everything (R24)."""
    bids = [m for m in legal if m.kind == "place_bid"]
    chosen = {0, 1, 2, 4, len(bids) // 2, len(bids) - 1}
    return [m for i, m in enumerate(bids) if i in chosen] + [
        m for m in legal if m.kind != "place_bid"
    ]


def _relocate_candidates(ctx: Ctx, state: DuneState, legal: list[Move]) -> list[Move]:
    """Keeping the Aces, or the first Ace moving a whole stack to a city or to gold (R44)."""
    out: list[Move] = []
    ace: object = None
    for move in legal:
        if move.kind != "orc_ace_relocate":
            out.append(move)
            continue
        card, src, n, dst = (value for _, value in move.args)
        if ace is None:
            ace = card
        if card != ace or n != state.on(str(src), ORCS):
            continue
        spec = ctx.board.regions[str(dst)]
        if spec.is_city or state.gold_on.get(str(dst), 0) > 0:
            out.append(move)
    return out


class SearchRules:
    """Dragon Dune's rules as the search bots walk them: the same positions and moves,
    the legal lists cut to their `candidates`, moves told apart as they are listed (the
    rules list one path per destination, R20), and each position's chances worked out
    once for the four seats."""

    canonical = None

    def __init__(self, rules: Any) -> None:
        self.rules = rules
        self.ctx: Ctx = rules.ctx
        self.name = rules.name
        self._chances: tuple[DuneState | None, int, list[float]] = (None, -1, [])
        self._unseen: tuple[DuneState | None, Unseen | None] = (None, None)

    def legal_moves(self, state: DuneState, seat: int) -> list[Move]:
        pending = state.pending
        if pending is not None and pending.kind == recruit.TURN and state.result is None:
            if seat not in pending.seats:
                return []
            return turn_candidates(self.ctx, state, seat)
        return candidates(self.ctx, state, seat, self.rules.legal_moves(state, seat))

    def apply(self, state: DuneState, move: Move) -> DuneState:
        """A Recruitment turn's candidate is carried out at once (`turn_candidates` makes
        only legal moves, as the tests hold it to); any other move is the rules' listed one,
        applied as usual."""
        pending = state.pending
        rules = self.rules
        if pending is not None and pending.kind == recruit.TURN:
            state.moves.append(move)
            rules.perform(state, move)
            return state
        result: DuneState = rules.apply(state, move)
        return result

    def to_act(self, state: DuneState) -> tuple[int, ...]:
        found: tuple[int, ...] = self.rules.to_act(state)
        return found

    def result(self, state: DuneState) -> Any:
        return state.result

    def unseen(self, view: DuneState) -> Unseen:
        """What `view` does not show (`unseen_of`), sorted out once a view."""
        last, found = self._unseen
        if last is not view or found is None:
            found = unseen_of(view)
            self._unseen = (view, found)
        return found

    def chances(self, state: DuneState) -> list[float]:
        last, moves, found = self._chances
        if last is not state or moves != len(state.moves):
            found = chances(self.ctx, state)
            self._chances = (state, len(state.moves), found)
        return found
