"""Set-up (§3.1): seats, the Emperor, gold, cards, the dragon, and the Orcs' split.

Card order: the top of every deck is the end of its list (`cards[-1]`), the
bottom its start. Every one of the 52 cards is put in exactly one zone here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import permutations
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.move_table import MoveKind, kind, whole
from game.core.rng import Rng
from game.core.state import Pending
from game.core.words import plural
from game.games.dune.common import Bind, Ctx, err
from game.games.dune.common import who as _who
from game.games.dune.state import (
    ELVES,
    FACTION_NAMES,
    GOBLINS,
    ORCS,
    SETUP,
    SUIT_NAMES,
    SUITS,
    DuneState,
    full_deck,
    is_artifact,
    new_player,
    rank_of,
)

ORC_CAMPS = ("1c", "9f", "16f")  # R19; the move's arguments are n1c, n9f, n16f
EVENT_RANKS = frozenset({"7", "8", "9", "10"})


# -- building the state ------------------------------------------------------------------


def new_state(ctx: Ctx, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> DuneState:
    """§3.1: everything but the Orcs' split, which is their first decision (R19)."""
    rng = Rng(seed)
    names = list(seats)
    if options["random_seating"]:  # R1 [option]: factions dealt to the players at random
        # Shuffle the names in sorted order, so replaying a save (which lists the seats
        # as dealt) deals them the same way again.
        names.sort()
        rng.shuffle(names)
    state = DuneState(game="dune", seats=names, options=dict(options), seed=seed, rng=rng)
    state.players = [new_player(seat) for seat in range(4)]
    state.turn = 0
    state.round = SETUP
    cast = ", ".join(f"{names[s]} the {FACTION_NAMES[s]}" for s in range(4))
    state.say(f"Dragon Dune: {cast}.")
    state.emperor = rng.below(4)  # R2
    state.say(f"{_who(state, state.emperor)} is the first Emperor.")
    place_start_tokens(state, ctx)
    give_gold(state, ctx)
    deal_cards(state, ctx)
    place_dragon(state)
    begin(state, ctx)
    return state


def place_start_tokens(state: DuneState, ctx: Ctx) -> None:
    """§3.1.2: the Elves and the Goblins as the data says; the Orcs choose later (R19)."""
    for seat in (ELVES, GOBLINS):
        for region, n in ctx.data.factions[seat].tokens.items():
            state.add(region, seat, n)
            state.say(f"The {FACTION_NAMES[seat]} start with {plural(n, 'token')} on {region}.")


def give_gold(state: DuneState, ctx: Ctx) -> None:
    for p in state.players:
        p.gold = ctx.data.factions[p.seat].gold
    shown = ", ".join(f"{FACTION_NAMES[p.seat]} {p.gold}" for p in state.players)
    state.say(f"Starting gold: {shown}.")


def deal_cards(state: DuneState, ctx: Ctx) -> None:
    """§3.1.3: artifacts, Kings, Queens and Jacks (R40), and the event deck."""
    deck = full_deck()
    state.kings.cards = [f"K{suit}" for suit in SUITS]
    state.artifact_deck.cards = [c for c in deck if is_artifact(c)]
    state.rng.shuffle(state.artifact_deck.cards)
    state.event_deck.cards = [c for c in deck if rank_of(c) in EVENT_RANKS]
    state.rng.shuffle(state.event_deck.cards)
    for p in state.players:
        for _ in range(ctx.data.factions[p.seat].artifacts):
            p.hand.cards.append(state.artifact_deck.cards.pop())
    queens = deal_queens(state)
    jacks = [f"J{suit}" for suit in SUITS]
    state.rng.shuffle(jacks)
    for p in state.players:
        p.secret.cards = [queens[p.seat], jacks[p.seat]]
    counts = ", ".join(f"{FACTION_NAMES[p.seat]} {len(p.hand)}" for p in state.players)
    state.say(f"Artifacts dealt face down ({counts}); each player gets one Queen and one Jack.")
    for p in state.players:
        state.say(private_deal_line(p.hand.cards, queens[p.seat], jacks[p.seat]), seat=p.seat)
    state.say("The Kings lie face up; the 16 event cards are shuffled.")


def deal_queens(state: DuneState) -> list[str]:
    """R40: at random; under `no_own_queen` a random deal where nobody gets their own."""
    queens = [f"Q{suit}" for suit in SUITS]
    if not state.options["no_own_queen"]:
        state.rng.shuffle(queens)
        return queens
    deals = [
        list(deal)
        for deal in permutations(queens)
        if all(deal[seat] != f"Q{SUITS[seat]}" for seat in range(4))
    ]
    return state.rng.choice(deals)


def private_deal_line(hand: list[str], queen: str, jack: str) -> str:
    traitor = FACTION_NAMES[SUITS.index(queen[-1])]
    return (
        f"You are dealt {', '.join(hand)}. Your Queen is {queen}: you hold the Usurper of "
        f"the {traitor}. Your Jack is {jack}, the Sabotaged {SUIT_NAMES[jack[-1]]} Artifact."
    )


def place_dragon(state: DuneState) -> None:
    """R5: 3d6 (3..18); [option] at 18, so that its first move enters 1."""
    if state.options["dragon_starts_at_18"]:
        state.dragon = 18
        state.say("The dragon starts at 18.")
        return
    dice = [1 + state.rng.below(6) for _ in range(3)]
    state.dragon = sum(dice)
    state.last_roll = tuple(dice)
    shown = " + ".join(str(d) for d in dice)
    state.say(f"The dragon starts at {state.dragon} (3d6: {shown}).")


# -- the Orcs' split (R19) ---------------------------------------------------------------


def orc_total(ctx: Ctx) -> int:
    return sum(ctx.data.factions[ORCS].tokens.values())


def default_split(ctx: Ctx) -> tuple[int, int, int]:
    tokens = ctx.data.factions[ORCS].tokens
    n1c, n9f, n16f = (tokens.get(region, 0) for region in ORC_CAMPS)
    return n1c, n9f, n16f


def begin(state: DuneState, ctx: Ctx) -> None:
    total = orc_total(ctx)
    state.pending = Pending(
        "orc_split",
        (ORCS,),
        prompt=f"Split your {total} tokens over 1c, 9f and 16f, at least 1 on each.",
    )


def splits(total: int) -> list[tuple[int, int, int]]:
    return [
        (a, b, total - a - b)
        for a in range(1, total - 1)
        for b in range(1, total - a)
        if total - a - b >= 1
    ]


def kinds(on: Bind) -> list[MoveKind[DuneState]]:
    """Set-up's one move: the Orcs' split over their three camps (R19)."""
    return [
        kind(
            "set_orc_split",
            whole("n16f"),
            whole("n1c"),
            whole("n9f"),
            phases={SETUP},
            reason=on(reason),
            apply=on(apply),
            moves=on(legal),
        )
    ]


def legal(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Every split with at least 1 per camp; the data's default (4/3/3) first."""
    first = default_split(ctx)
    ordered = [first] + [s for s in splits(orc_total(ctx)) if s != first]
    return [Move.make(seat, "set_orc_split", n1c=a, n9f=b, n16f=c) for a, b, c in ordered]


def _count(move: Move, name: str) -> int | None:
    value = move.get(name)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    counts = [_count(move, f"n{region}") for region in ORC_CAMPS]
    total = orc_total(ctx)
    shown = "/".join(str(move.get(f"n{region}")) for region in ORC_CAMPS)
    if any(n is None or n < 1 for n in counts):
        return err(
            "E_ORC_SPLIT",
            f"Put at least 1 token on each of 1c, 9f and 16f (you gave {shown}).",
        )
    if sum(n for n in counts if n is not None) != total:
        return err("E_ORC_SPLIT", f"The split must add up to {total} tokens (you gave {shown}).")
    return None


def apply(state: DuneState, ctx: Ctx, move: Move) -> None:
    placed = []
    for region in ORC_CAMPS:
        n = int(move[f"n{region}"])
        state.add(region, ORCS, n)
        placed.append(f"{n} on {region}")
    state.say(f"The Orcs place their tokens: {', '.join(placed)}.")
    state.pending = None
