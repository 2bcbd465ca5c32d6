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
from game.games.dune.board import Board
from game.games.dune.cards import DuneData
from game.games.dune.common import Bind, Ctx, err
from game.games.dune.common import who as _who
from game.games.dune.state import (
    ELVES,
    FACTION_NAMES,
    FACTIONS,
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

ORC_START = "O"  # the map's `start` of the Orcs' camps (R19: 1c, 9f, 16f on the board)
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
    state.supply = ctx.data.tokens  # R13: each faction's tokens
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


def orc_camps(board: Board) -> tuple[str, ...]:
    """R19: the regions the Orcs split their tokens over, the map's territories whose
    `start` is the Orcs', in board order (1c, 9f, 16f on the shipped map)."""
    return tuple(board.starts(ORC_START))


def camp_arg(region: str) -> str:
    """The split move's argument for a camp: `n1c` for 1c (§8: n1c, n9f, n16f)."""
    return f"n{region}"


def fit_problems(board: Board, data: DuneData) -> list[str]:
    """What a card file asks of a map that the map does not have: starting tokens on a
    region the map lacks, or Orc tokens outside the map's camps (R19). One sentence a
    problem, naming the faction and its field (so the card file's line is found)."""
    said = []
    camps = orc_camps(board)
    for spec in data.factions:
        for region in spec.tokens:
            if region not in board.regions:
                said.append(
                    f"faction {spec.letter}: 'tokens' names region {region!r}, which the map "
                    f"{board.path} does not have"
                )
            elif spec.letter == FACTIONS[ORCS] and region not in camps:
                said.append(
                    f"faction {spec.letter}: 'tokens' names region {region!r}, which is no "
                    f"Orc camp on the map (its camps: {_camp_list(camps) or 'none'})"
                )
    if not camps:
        said.append(
            f"the map {board.path} has no territory whose 'start' is {ORC_START!r}: "
            "the Orcs need at least one camp (R19)"
        )
    return said


def orc_total(ctx: Ctx) -> int:
    return sum(ctx.data.factions[ORCS].tokens.values())


def default_split(ctx: Ctx) -> tuple[int, ...]:
    """The data's split (4/3/3), or, where the data's regions are not the camps, the
    most even split, the first camps taking what is left over."""
    camps = orc_camps(ctx.board)
    tokens = ctx.data.factions[ORCS].tokens
    given = tuple(tokens.get(region, 0) for region in camps)
    if min(given, default=0) >= 1 and sum(given) == orc_total(ctx):
        return given
    share, over = divmod(orc_total(ctx), max(1, len(camps)))
    return tuple(share + (1 if i < over else 0) for i in range(len(camps)))


def _camp_list(camps: Sequence[str]) -> str:
    return camps[0] if len(camps) == 1 else f"{', '.join(camps[:-1])} and {camps[-1]}"


def begin(state: DuneState, ctx: Ctx) -> None:
    total = orc_total(ctx)
    camps = _camp_list(orc_camps(ctx.board))
    state.pending = Pending(
        "orc_split",
        (ORCS,),
        prompt=f"Split your {total} tokens over {camps}, at least 1 on each.",
    )


def splits(total: int, camps: int = 3) -> list[tuple[int, ...]]:
    """Every way to put `total` tokens on `camps` camps, at least 1 on each, the first
    camp's count rising slowest."""
    if camps <= 1:
        return [(total,)] if total >= 1 and camps == 1 else []
    return [
        (first, *rest)
        for first in range(1, total - camps + 2)
        for rest in splits(total - first, camps - 1)
    ]


def kinds(on: Bind, board: Board) -> list[MoveKind[DuneState]]:
    """Set-up's one move: the Orcs' split over their camps (R19), one whole-number
    argument a camp, in name order."""
    return [
        kind(
            "set_orc_split",
            *(whole(name) for name in sorted(camp_arg(c) for c in orc_camps(board))),
            phases={SETUP},
            reason=on(reason),
            apply=on(apply),
            moves=on(legal),
        )
    ]


def legal(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Every split with at least 1 per camp; the data's default (4/3/3) first."""
    camps = orc_camps(ctx.board)
    first = default_split(ctx)
    ordered = [first] + [s for s in splits(orc_total(ctx), len(camps)) if s != first]
    names = [camp_arg(c) for c in camps]
    return [Move.make(seat, "set_orc_split", **dict(zip(names, s, strict=True))) for s in ordered]


def _count(move: Move, name: str) -> int | None:
    value = move.get(name)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    camps = orc_camps(ctx.board)
    counts = [_count(move, camp_arg(region)) for region in camps]
    total = orc_total(ctx)
    shown = "/".join(str(move.get(camp_arg(region))) for region in camps)
    if any(n is None or n < 1 for n in counts):
        return err(
            "E_ORC_SPLIT",
            f"Put at least 1 token on each of {_camp_list(camps)} (you gave {shown}).",
        )
    if sum(n for n in counts if n is not None) != total:
        return err("E_ORC_SPLIT", f"The split must add up to {total} tokens (you gave {shown}).")
    return None


def apply(state: DuneState, ctx: Ctx, move: Move) -> None:
    placed = []
    for region in orc_camps(ctx.board):
        n = int(move[camp_arg(region)])
        state.add(region, ORCS, n)
        placed.append(f"{n} on {region}")
    state.say(f"The Orcs place their tokens: {', '.join(placed)}.")
    state.pending = None
