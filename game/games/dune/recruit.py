"""The Recruitment & Movement round (§3.2, R13–R23, R41–R43).

Step 0 asks the Elves whether to bring hidden groups out of hiding (R23c), then
the Goblins whether to discard an Ace to bar a player from hiring (R42). Both are
asked every round, whatever they hold (§5: a prompt that appeared only when a
player could act would tell the table what they hold).

Then each player, from the Emperor in player order, takes the steps in order
(R15): 1 graveyard → reserve (automatic), 2 conscript, 3 recruit (hire, or the
Orcs raise; the Elves' Ace), 4 move one stack (one more per discarded Ace,
R21), 5 disband. Every step is optional; doing something of a later step skips
the earlier ones for good. A disband ends the turn (nothing can follow it).

Working data, `state.work["recruit"]` (all public):
    queue       players still to take their turn, in order
    player      whose turn it is (None in step 0)
    step        the earliest step still open to them (2..5)
    used        what they did this turn: "conscript", "hire", "raise"
    moves_left  stack moves still allowed (1, plus one per Ace discarded)
    barred      players the Goblins barred from hiring this round (R42)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.move_table import Arg, MoveKind, Shape, flag, kind, maybe_text, text, value, whole
from game.core.state import Pending
from game.core.words import plural, verb
from game.games.dune.common import Bind, Check, Ctx, err, made, stage_of
from game.games.dune.common import tokens as _tokens
from game.games.dune.common import who as _who
from game.games.dune.council import allies
from game.games.dune.dragon import city_full, dragon_blocked, only_tokens
from game.games.dune.state import (
    ELVES,
    GOBLINS,
    ORCS,
    RECRUIT,
    DuneState,
    is_ace,
)

UNHIDE, BLOCK, TURN = "elves_unhide", "goblin_block", "recruit_turn"  # pending kinds
CONSCRIPT, RECRUITING, MOVING, DISBANDING = 2, 3, 4, 5
STEP_OF = {
    "conscript": CONSCRIPT,
    "hire_mercenaries": RECRUITING,
    "raise_orcs": RECRUITING,
    "elf_ace_place": RECRUITING,
    "move_stack": MOVING,
    "ace_extra_move": MOVING,
    "disband": DISBANDING,
}
STEP_NAMES = {
    CONSCRIPT: "conscription",
    RECRUITING: "recruitment",
    MOVING: "movement",
    DISBANDING: "disbanding",
}

Problem = IllegalMove | None
KEPT_LISTS = 2000
"""How many whole lists of hiring moves a board keeps (each a few hundred references)."""


# -- small shared pieces -----------------------------------------------------------------------


def work(state: DuneState) -> dict[str, Any]:
    entry: dict[str, Any] = state.work.setdefault(RECRUIT, {})
    return entry


def _count(value: object) -> int | None:
    """A whole number of tokens (1 or more), or None."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return value
    return None


def count_reason(value: object) -> Problem:
    if _count(value) is None:
        return err("E_BAD_COUNT", f"{value!r} is not a number of tokens (1 or more).")
    return None


def region_reason(ctx: Ctx, region: object) -> Problem:
    if not isinstance(region, str) or region not in ctx.board.regions:
        return err("E_NO_REGION", f"There is no region called {region}.")
    return None


def card_reason(state: DuneState, seat: int, card: object) -> Problem:
    """The card is in the hand and is an Ace (R41)."""
    if not isinstance(card, str) or card not in state.players[seat].hand.cards:
        return err("E_NOT_IN_HAND", f"You do not hold {card}.")
    if not is_ace(card):
        return err("E_NOT_ACE", "That power needs an Ace.")
    return None


def reserve_reason(state: DuneState, seat: int, n: int) -> Problem:
    """R13: a placement needing more than the reserve is rejected."""
    k = state.reserve(seat)
    if n > k:
        have = f"only {plural(k, 'token')}" if k else "no tokens"
        return err("E_RESERVE", f"You have {have} in reserve ({state.supply}-token limit).")
    return None


def blocked_reason(state: DuneState, ctx: Ctx, region: str) -> Problem:
    """R8 [option `dragon_blocks`]: nothing placed on or moved through the marker's regions."""
    if dragon_blocked(state, ctx, region):
        return err("E_DRAGON_BLOCKS", f"The dragon's marker is on {state.dragon}: not {region}.")
    return None


def capacity_reason(state: DuneState, ctx: Ctx, seat: int, region: str) -> Problem:
    """R22: no action may leave visible tokens of three players in one city."""
    if city_full(state, ctx, region, seat):
        return err("E_CITY_FULL", f"{region} already holds tokens of two players.")
    return None


def placement_reason(state: DuneState, ctx: Ctx, seat: int, region: str, n: int) -> Problem:
    """Reserve (R13), then the marker (R8 option), then city capacity (R22)."""
    return (
        reserve_reason(state, seat, n)
        or blocked_reason(state, ctx, region)
        or capacity_reason(state, ctx, seat, region)
    )


def placeable(state: DuneState, ctx: Ctx, seat: int, region: str) -> bool:
    return not dragon_blocked(state, ctx, region) and not city_full(state, ctx, region, seat)


def presence_reason(state: DuneState, seat: int, region: str) -> Problem:
    """Visible tokens needed; hidden Elves are no base for anything (R23b)."""
    if state.on(region, seat) > 0:
        return None
    if seat == ELVES and state.hidden.get(region, 0) > 0:
        return err("E_HIDDEN", "Hidden tokens cannot do that.")
    return err("E_NO_PRESENCE", f"You have no visible tokens in {region}.")


def bank_gesture(seat: int, region: str) -> Gesture:
    return Gesture(f"bank:{seat}", f"bank:{seat}", f"region:{region}")


def regions_of(ctx: Ctx) -> list[str]:
    return list(ctx.board.regions)


# -- prices and ranges -------------------------------------------------------------------------


def half_price(state: DuneState, ctx: Ctx, seat: int) -> bool:
    """R17: the Goblins and their ally (while the Goblins' data names `ally_half_price`)
    pay half, rounded up."""
    if seat == GOBLINS:
        return True
    return allies(state, seat, GOBLINS) and ctx.data.has(GOBLINS, "ally_half_price")


def hire_cost(state: DuneState, ctx: Ctx, seat: int, region: str, n: int, ace: bool) -> int:
    """R17: 1 per token in a city, 2 elsewhere; ⌈total/2⌉ for the Goblins and their ally,
    or with an Ace (no stacking)."""
    per = ctx.data.mercenary_city if ctx.board.regions[region].is_city else ctx.data.mercenary_other
    total = per * n
    return (total + 1) // 2 if ace or half_price(state, ctx, seat) else total


def conscript_limit(state: DuneState, ctx: Ctx, seat: int) -> int:
    """R16: 2 (Orcs 4), plus the `conscript_bonus` option for everyone."""
    return ctx.data.factions[seat].conscript + int(state.options["conscript_bonus"])


def has_griffins(state: DuneState, ctx: Ctx, seat: int) -> bool:
    """R20: the mover controls 3c or 5c (R27, visible tokens only) when the move starts."""
    tokens = state.tokens
    for rid in _griffin_regions(ctx):
        counts = tokens.get(rid)  # R27: `seat` alone has visible tokens there
        if counts and counts[seat] > 0 and sum(n > 0 for n in counts) == 1:
            return True
    return False


def _griffin_regions(ctx: Ctx) -> list[str]:
    regions = ctx.board.regions
    return ctx.memo.get(
        ("griffins",), lambda: [rid for rid, spec in regions.items() if spec.travel_bonus]
    )


def move_range(state: DuneState, ctx: Ctx, seat: int) -> int:
    """R20: 2, Orcs 3, griffins 4 — the largest applies, never added."""
    base = ctx.data.factions[seat].move_range
    return max(base, ctx.data.griffin_range) if has_griffins(state, ctx, seat) else base


def shortest_paths(state: DuneState, ctx: Ctx, src: str, reach: int) -> dict[str, tuple[str, ...]]:
    """Breadth first from `src`: one shortest path (excluding `src`) to every region within
    `reach` steps. Under R8's option no path enters a region under the marker."""
    order = {rid: i for i, rid in enumerate(ctx.board.regions)}
    paths: dict[str, tuple[str, ...]] = {src: ()}
    frontier: deque[str] = deque([src])
    while frontier:
        here = frontier.popleft()
        if len(paths[here]) >= reach:
            continue
        for nxt in sorted(ctx.board.adjacency[here], key=order.__getitem__):
            if nxt in paths or dragon_blocked(state, ctx, nxt):
                continue
            paths[nxt] = (*paths[here], nxt)
            frontier.append(nxt)
    del paths[src]
    return paths


def paths_from(
    state: DuneState, ctx: Ctx, src: str, reach: int, block: int | None
) -> list[tuple[str, tuple[str, ...]]]:
    """`shortest_paths` as (destination, path) pairs, found once per start, range and
    blocking marker (`block`: its number under R8's option, else None)."""
    key = ("paths", src, reach, block)
    found: list[tuple[str, tuple[str, ...]]] | None = ctx.memo.find(key)
    if found is None:
        found = ctx.memo.put(key, list(shortest_paths(state, ctx, src, reach).items()))
    return found


def full_cities(state: DuneState, ctx: Ctx, seat: int) -> set[str]:
    """R22: the cities `seat` may not enter now (visible tokens of two others there);
    what `city_full` says of each region, for all of them at once."""
    board = ctx.board
    cities = ctx.memo.get(("cities",), lambda: frozenset(board.cities()))
    full = set()
    tokens = state.tokens
    for region in cities:
        counts = tokens.get(region)
        if counts is not None:
            present = (counts[0] > 0) + (counts[1] > 0) + (counts[2] > 0) + (counts[3] > 0)
            if present - (counts[seat] > 0) >= 2:
                full.add(region)
    return full


def counted(table: list[Move], most: int, make: Callable[..., Move], *args: Any) -> list[Move]:
    """The moves for n = `most` down to 1. `table` holds them for n = 1, 2, … (each made
    once by `make(*args, n)` and kept), so a position offers the very objects offered
    before."""
    if most <= 0:
        return []
    while len(table) < most:
        table.append(make(*args, len(table) + 1))
    return table[most - 1 :: -1]


def placement(seat: int, kind: str, region: str, card: str | None, n: int) -> Move:
    """`n` tokens from `seat`'s bank to `region`; `card` "" means no card argument."""
    args: dict[str, Any] = {"region": region, "n": n}
    if card != "":
        args["card"] = card
    return Move.make(seat, kind, bank_gesture(seat, region), **args)


def table_of(ctx: Ctx, key: tuple[Any, ...]) -> list[Move]:
    """The kept moves of one kind, seat and place, by count (see `counted`)."""
    table: list[Move] = ctx.memo.get(key, list)
    return table


# -- the round ---------------------------------------------------------------------------------


def begin(state: DuneState, ctx: Ctx) -> None:
    """Step 0: the Elves, then the Goblins, are asked every round (§5)."""
    work(state).update(
        {
            "queue": state.order_from(state.emperor),
            "player": None,
            "step": CONSCRIPT,
            "used": [],
            "moves_left": 1,
            "barred": [],
        }
    )
    state.say("Recruitment & Movement: the Elves may bring hidden tokens out of hiding.")
    ask_unhide(state)


def ask_unhide(state: DuneState) -> None:
    state.pending = Pending(
        UNHIDE, (ELVES,), prompt="Bring a hidden group out of hiding, or carry on."
    )


def ask_block(state: DuneState) -> None:
    state.pending = Pending(
        BLOCK,
        (GOBLINS,),
        prompt="Discard an Ace to bar a player from hiring this round, or carry on.",
    )


def start_turn(state: DuneState, ctx: Ctx) -> None:
    """The next player's turn, with step 1 done for them; or the end of the round."""
    w = work(state)
    if not w["queue"]:
        w["player"] = None
        state.say("The Recruitment & Movement round ends.")
        state.pending = None
        return
    seat: int = w["queue"].pop(0)
    w.update({"player": seat, "step": CONSCRIPT, "used": [], "moves_left": 1})
    state.say(f"{_who(state, seat)} recruits and moves.")
    graveyard_return(state, ctx, seat)
    ask_turn(state)


def graveyard_return(state: DuneState, ctx: Ctx, seat: int) -> None:
    """Step 1: up to 5 tokens from the graveyard to the reserve."""
    p = state.players[seat]
    back = min(p.graveyard, ctx.data.graveyard_return)
    if back:
        p.graveyard -= back
        state.say(
            f"{_tokens(back).capitalize()} of {_who(state, seat)} "
            f"{verb(back, 'returns', 'return')} from the graveyard "
            f"to the reserve ({p.graveyard} left there)."
        )


def ask_turn(state: DuneState) -> None:
    w = work(state)
    seat: int = w["player"]
    step: int = w["step"]
    open_steps = {
        CONSCRIPT: "conscript, recruit, move, disband",
        RECRUITING: "recruit, move, disband",
        MOVING: "move, disband",
        DISBANDING: "disband",
    }[step]
    moves = f" ({plural(w['moves_left'], 'move')} left)" if step <= MOVING else ""
    state.pending = Pending(
        TURN, (seat,), prompt=f"Your turn: {open_steps} — in that order{moves} — or end it."
    )


# -- legal moves -------------------------------------------------------------------------------


def kinds(on: Bind) -> list[MoveKind[DuneState]]:
    """The round's moves: step 0's (R23c, R42; `done`, which closes step 0 here and the
    Battle round's hiding, is the Ruleset's), then a turn's steps in order (R15–R23,
    R41–R43) and ending the turn. Each of a turn's kinds lists its moves from one
    analysis of the position (`Turn`), which the turn's lister makes once for all of
    them, calling their listers in the order they are declared here."""
    phases = {RECRUIT}
    steps: list[Callable[[Turn], list[Move]]] = []

    def turn_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
        t = Turn(state, ctx, seat)
        moves: list[Move] = []
        for make in steps:
            moves += make(t)
        return moves

    turn = on.lists(TURN, turn_moves)  # one lister: the kernel calls it once per position

    def turn_kind(
        name: str,
        *args: Arg,
        why: Check | None,
        does: Callable[[DuneState, Ctx, Move], None],
        lists: Callable[[Turn], list[Move]],
        shape: Shape | None = None,
    ) -> MoveKind[DuneState]:
        """A move of a player's turn, open only during it, listed by `lists`."""
        steps.append(lists)
        return kind(
            name,
            *args,
            phases=phases,
            reason=on.during({TURN}, why),
            apply=on(does),
            moves=turn,
            shape=shape,
        )

    return [
        kind(
            "unhide",
            text("region"),
            phases=phases,
            reason=on.during({UNHIDE}, unhide_reason),
            apply=on(do_unhide),
            moves=on.lists(UNHIDE, unhide_moves),
        ),
        kind(
            "goblin_ace_block",
            text("card"),
            whole("target"),
            phases=phases,
            reason=on.during({BLOCK}, block_reason),
            apply=on(do_block),
            moves=on.lists(BLOCK, block_moves),
        ),
        turn_kind(
            "conscript",
            whole("n"),
            text("region"),
            why=conscript_reason,
            does=do_conscript,
            lists=conscript_moves,
        ),
        turn_kind(
            "raise_orcs",
            whole("n"),
            text("region"),
            why=raise_reason,
            does=do_raise,
            lists=raise_moves,
        ),
        turn_kind(
            "hire_mercenaries",
            maybe_text("card"),
            whole("n"),
            text("region"),
            why=hire_reason,
            does=do_hire,
            lists=hire_moves,
        ),
        turn_kind(
            "elf_ace_place",
            text("card"),
            whole("n"),
            text("region"),
            why=elf_ace_reason,
            does=do_elf_ace,
            lists=elf_ace_moves,
        ),
        turn_kind(
            "move_stack",
            text("from"),
            flag("hidden", default=False),  # the Elves moving hidden tokens (R23)
            whole("n"),
            value("path", tuple),
            why=move_reason,
            does=do_move,
            lists=stack_moves,
            shape=path_shape,
        ),
        turn_kind(
            "ace_extra_move",
            text("card"),
            why=extra_move_reason,
            does=do_extra_move,
            lists=extra_move_moves,
        ),
        turn_kind(
            "disband",
            whole("n"),
            text("region"),
            why=disband_reason,
            does=do_disband,
            lists=disband_moves,
        ),
        turn_kind("end_turn", why=None, does=do_end_turn, lists=end_turn_moves),
    ]


def path_shape(move: Move) -> str | None:
    """A path lists regions by their names (the shape gate's words for move_stack)."""
    if not all(isinstance(step, str) for step in move["path"]):
        return "move_stack's path lists regions by their names."
    return None


def unhide_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Each hidden group with room to come out (R22, R23c), then carrying on (`done`)."""
    full = full_cities(state, ctx, ELVES)
    moves = [
        made(ctx, seat, "unhide", region=r)
        for r in regions_of(ctx)
        if state.hidden.get(r, 0) > 0 and r not in full
    ]
    return [*moves, made(ctx, seat, "done")]


def block_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Each Ace and player not yet barred (R42), then carrying on (`done`)."""
    barred: list[int] = work(state)["barred"]
    moves = [
        made(ctx, seat, "goblin_ace_block", card=card, target=target)
        for card in aces_of(state, seat)
        for target in state.order_from(seat)
        if target != GOBLINS and target not in barred
    ]
    return [*moves, made(ctx, seat, "done")]


def aces_of(state: DuneState, seat: int) -> list[str]:
    return [c for c in state.players[seat].hand.cards if c[:-1] == "A"]  # is_ace


class Turn:
    """What every step's moves ask of one position, worked out once: the step reached,
    the reserve and the regions closed to placing (or, for moves, only the full cities)."""

    __slots__ = ("_closed", "_full", "_mine", "_reserve", "ctx", "seat", "state", "step", "work")

    def __init__(self, state: DuneState, ctx: Ctx, seat: int) -> None:
        self.state, self.ctx, self.seat = state, ctx, seat
        self.work = work(state)
        self.step: int = self.work["step"]
        self._reserve: int | None = None
        self._full: set[str] | None = None
        self._closed: set[str] | None = None
        self._mine: list[tuple[str, int]] | None = None

    @property
    def mine(self) -> list[tuple[str, int]]:
        """The regions where `seat` has visible tokens, in board order, and how many."""
        if self._mine is None:
            tokens, seat = self.state.tokens, self.seat
            self._mine = []
            for r in self.ctx.board.regions:
                counts = tokens.get(r)
                if counts and counts[seat] > 0:
                    self._mine.append((r, counts[seat]))
        return self._mine

    def open(self, kind: str) -> bool:
        return self.step <= STEP_OF[kind]

    @property
    def reserve(self) -> int:
        if self._reserve is None:
            self._reserve = self.state.reserve(self.seat)
        return self._reserve

    @property
    def full(self) -> set[str]:
        if self._full is None:
            self._full = full_cities(self.state, self.ctx, self.seat)
        return self._full

    @property
    def closed(self) -> set[str]:
        if self._closed is None:
            state, ctx = self.state, self.ctx
            if state.options["dragon_blocks"]:
                self._closed = self.full | {
                    r for r, spec in ctx.board.regions.items() if spec.track == state.dragon
                }
            else:
                self._closed = self.full
        return self._closed


def end_turn_moves(t: Turn) -> list[Move]:
    """Ending the turn, always open during it, listed last."""
    return [t.ctx.memo.plain(t.seat, "end_turn")]


def step_open(state: DuneState, kind: str) -> bool:
    return bool(work(state)["step"] <= STEP_OF[kind])


def conscript_moves(t: Turn) -> list[Move]:
    state, ctx, seat = t.state, t.ctx, t.seat
    if not t.open("conscript") or "conscript" in t.work["used"]:
        return []
    most = min(conscript_limit(state, ctx, seat), t.reserve)
    if most <= 0:
        return []
    closed = t.closed
    moves: list[Move] = []
    for r, _ in t.mine:
        if r not in closed:
            moves += counted(
                table_of(ctx, ("conscript", seat, r)),
                most,
                placement,
                seat,
                "conscript",
                r,
                "",
            )
    return moves


def raise_moves(t: Turn) -> list[Move]:
    ctx, seat = t.ctx, t.seat
    used = t.work["used"]
    if seat != ORCS or not t.open("raise_orcs") or {"hire", "raise"} & set(used):
        return []
    most = t.reserve
    closed = t.closed
    moves: list[Move] = []
    for r in ctx.board.orcish():
        if r not in closed:
            moves += counted(
                table_of(ctx, ("raise_orcs", seat, r)),
                most,
                placement,
                seat,
                "raise_orcs",
                r,
                "",
            )
    return moves


def may_hire(state: DuneState, seat: int) -> bool:
    w = work(state)
    if seat == ORCS and state.options["orcs_may_not_hire"]:
        return False
    if not step_open(state, "hire_mercenaries") or seat in w["barred"] or "raise" in w["used"]:
        return False
    return "hire" not in w["used"] or bool(state.options["hire_several_regions"])


def affordable(state: DuneState, ctx: Ctx, seat: int, region: str, ace: bool) -> int:
    """The most tokens `seat` can hire into `region` with its reserve and gold."""
    return _affordable(state, ctx, seat, region, ace or half_price(state, ctx, seat))


def _affordable(state: DuneState, ctx: Ctx, seat: int, region: str, halved: bool) -> int:
    per = ctx.data.mercenary_city if ctx.board.regions[region].is_city else ctx.data.mercenary_other
    return most_hired(per, state.players[seat].gold, state.reserve(seat), halved)


def hire_moves(t: Turn) -> list[Move]:
    state, ctx, seat = t.state, t.ctx, t.seat
    if not may_hire(state, seat):
        return []
    half = half_price(state, ctx, seat)
    cards: list[str | None] = [None]
    if not half:
        cards += aces_of(state, seat)
    closed = t.closed
    gold, reserve = state.players[seat].gold, t.reserve
    city, other = ctx.data.mercenary_city, ctx.data.mercenary_other
    most = {  # by city or not, and halving
        (True, False): most_hired(city, gold, reserve, False),
        (True, True): most_hired(city, gold, reserve, True),
        (False, False): most_hired(other, gold, reserve, False),
        (False, True): most_hired(other, gold, reserve, True),
    }
    ways = tuple(cards)
    key = (seat, ways, half, *most.values())
    kept: dict[tuple[Any, ...], list[Move]] = ctx.memo.get(("hire_lists",), dict)
    if not closed and key in kept:  # the same choices as at an earlier position
        return kept[key]
    moves: list[Move] = []
    for r, is_city, card, table in hire_tables(ctx, seat, ways):
        if r in closed:
            continue
        n = most[is_city, half or card is not None]
        if len(table) >= n > 0:
            moves += table[n - 1 :: -1]
        else:
            moves += counted(table, n, placement, seat, "hire_mercenaries", r, card)
    if not closed:
        if len(kept) >= KEPT_LISTS:
            kept.clear()
        kept[key] = moves
    return moves


def hire_tables(
    ctx: Ctx, seat: int, cards: tuple[str | None, ...]
) -> list[tuple[str, bool, str | None, list[Move]]]:
    """For every region in board order and every way to pay (`cards`): whether it is a
    city, the card, and the kept hiring moves by count (see `counted`)."""
    key = ("hire_tables", seat, cards)
    return ctx.memo.get(
        key,
        lambda: [
            (r, spec.is_city, card, table_of(ctx, ("hire_mercenaries", seat, r, card)))
            for r, spec in ctx.board.regions.items()
            for card in cards
        ],
    )


def most_hired(per: int, gold: int, reserve: int, halved: bool) -> int:
    """The most of `reserve` tokens that `gold` hires at `per` each (R17): ⌈p·n/2⌉ ≤ gold
    exactly when p·n ≤ 2·gold."""
    if per > 0:
        return max(0, min(reserve, (2 * gold if halved else gold) // per))
    n = reserve
    while n > 0 and ((per * n + 1) // 2 if halved else per * n) > gold:
        n -= 1
    return n


def elf_ace_moves(t: Turn) -> list[Move]:
    state, ctx, seat = t.state, t.ctx, t.seat
    if seat != ELVES or not t.open("elf_ace_place"):
        return []
    aces = aces_of(state, seat)
    if not aces:
        return []
    most = min(ctx.data.elf_ace_tokens, t.reserve)
    closed = t.closed
    moves: list[Move] = []
    for card in aces:
        for r in regions_of(ctx):
            if r not in closed:
                moves += counted(
                    table_of(ctx, ("elf_ace_place", seat, card, r)),
                    most,
                    placement,
                    seat,
                    "elf_ace_place",
                    r,
                    card,
                )
    return moves


def stack_moves(t: Turn) -> list[Move]:
    """For each stack and destination the shortest path, every count, all first."""
    state, ctx, seat = t.state, t.ctx, t.seat
    if not t.open("move_stack") or t.work["moves_left"] <= 0:
        return []
    reach = move_range(state, ctx, seat)
    block = state.dragon if state.options["dragon_blocks"] else None
    full = t.full
    moves: list[Move] = []
    if seat == ELVES:  # each region's visible stack, then its hidden group
        tokens, hiding = state.tokens, state.hidden
        groups = [
            (src, hidden, k)
            for src in ctx.board.regions
            for hidden, k in (
                (False, tokens[src][seat] if src in tokens else 0),
                (True, hiding.get(src, 0)),
            )
            if k > 0
        ]
    else:
        groups = [(src, False, k) for src, k in t.mine]
    for src, hidden, k in groups:
        stacks = stack_tables(state, ctx, seat, src, hidden, reach, block)
        if full and not full.isdisjoint(stacks.dests):
            moves += stacks.moves(k, full)
        else:
            whole = stacks.whole.get(k)
            if whole is None:
                whole = stacks.whole[k] = stacks.moves(k, set())
            moves += whole
    return moves


class Stacks:
    """The moves of one seat's stack from one region (hidden or not) at one range:
    each destination's path and kept moves by count (see `counted`), and all of them
    for a count of tokens when no destination is a full city."""

    __slots__ = ("dests", "hidden", "rows", "seat", "src", "whole")

    def __init__(
        self, seat: int, src: str, hidden: bool, rows: list[tuple[str, tuple[str, ...], list[Move]]]
    ) -> None:
        self.seat, self.src, self.hidden, self.rows = seat, src, hidden, rows
        self.dests = frozenset(dst for dst, _, _ in rows)
        self.whole: dict[int, list[Move]] = {}

    def moves(self, k: int, full: set[str]) -> list[Move]:
        """Every destination outside `full`, in path order, counts k down to 1."""
        found: list[Move] = []
        for dst, path, table in self.rows:
            if dst not in full:
                found += counted(table, k, stack_move, self.seat, self.src, path, self.hidden)
        return found


def stack_tables(
    state: DuneState, ctx: Ctx, seat: int, src: str, hidden: bool, reach: int, block: int | None
) -> Stacks:
    """A stack's moves from `src` (see `Stacks`), found once per start, range and marker."""
    key = ("stack_tables", seat, src, hidden, reach, block)

    def make() -> Stacks:
        rows = [
            (dst, path, table_of(ctx, ("move_stack", seat, src, path, hidden)))
            for dst, path in paths_from(state, ctx, src, reach, block)
        ]
        return Stacks(seat, src, hidden, rows)

    return ctx.memo.get(key, make)


def move_of(seat: int, src: str, path: tuple[str, ...], n: int, hidden: bool = False) -> Move:
    piece = f"hidden:{src}" if hidden else f"stack:{src}:{seat}"
    gesture = Gesture(piece, f"region:{src}", f"region:{path[-1]}")
    # the arguments in Move's order (by name), the path already a tuple of names
    args = (("from", src), ("hidden", hidden), ("n", n), ("path", tuple(path)))
    return Move(seat, "move_stack", args, gesture)


def stack_move(seat: int, src: str, path: tuple[str, ...], hidden: bool, n: int) -> Move:
    return move_of(seat, src, path, n, hidden)


def disband_move(seat: int, region: str, n: int) -> Move:
    gesture = Gesture(f"stack:{region}:{seat}", f"region:{region}", f"bank:{seat}")
    return Move.make(seat, "disband", gesture, region=region, n=n)


def extra_move_moves(t: Turn) -> list[Move]:
    if not t.open("ace_extra_move"):
        return []
    return [made(t.ctx, t.seat, "ace_extra_move", card=c) for c in aces_of(t.state, t.seat)]


def disband_moves(t: Turn) -> list[Move]:
    ctx, seat = t.ctx, t.seat
    if not t.open("disband"):
        return []
    moves: list[Move] = []
    for r, k in t.mine:
        moves += counted(
            table_of(ctx, ("disband", seat, r)),
            k,
            disband_move,
            seat,
            r,
        )
    return moves


# -- why a move is illegal ---------------------------------------------------------------------


def step_reason(state: DuneState, kind: str) -> Problem:
    """R15: a skipped step cannot be revisited."""
    if not step_open(state, kind):
        name = STEP_NAMES[STEP_OF[kind]]
        return err("E_STEP_PASSED", f"You already moved past the {name} step this turn.")
    return None


def unhide_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R23c: any hidden group, unless it would break city capacity."""
    region = move.get("region")
    problem = region_reason(ctx, region)
    if problem is not None:
        return problem
    assert isinstance(region, str)
    if state.hidden.get(region, 0) <= 0:
        return err("E_NOT_HIDDEN", f"You have no hidden tokens in {region}.")
    return capacity_reason(state, ctx, ELVES, region)


def block_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R42: an Ace, and one other player not yet barred."""
    problem = card_reason(state, move.seat, move.get("card"))
    if problem is not None:
        return problem
    target = move.get("target")
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < 4:
        return err("E_BAD_TARGET", f"There is no player {target!r} to bar.")
    if target == move.seat:
        return err("E_BAD_TARGET", "Name another player: the Goblins cannot bar themselves.")
    if target in work(state)["barred"]:
        return err("E_ALREADY_BARRED", f"{state.name(target)} is already barred from hiring.")
    return None


def conscript_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R16: one region holding a visible token of yours; at most 2 (Orcs 4, + option)."""
    seat, region, n = move.seat, move.get("region"), move.get("n")
    problem = step_reason(state, "conscript")
    if problem is None and "conscript" in work(state)["used"]:
        problem = err("E_ALREADY_USED", "You already conscripted this turn.")
    problem = problem or region_reason(ctx, region)
    if problem is not None:
        return problem
    assert isinstance(region, str)
    problem = presence_reason(state, seat, region) or count_reason(n)
    if problem is not None:
        return problem
    assert isinstance(n, int)
    limit = conscript_limit(state, ctx, seat)
    if n > limit:
        return err("E_CONSCRIPT_LIMIT", f"You may conscript at most {_tokens(limit)}.")
    return placement_reason(state, ctx, seat, region, n)


def recruit_used_reason(state: DuneState, seat: int, kind: str) -> Problem:
    """R17, R18: one hire per turn (several under the option); the Orcs raise or hire."""
    used = work(state)["used"]
    other = "raise" if kind == "hire" else "hire"
    if seat == ORCS and other in used:
        return err("E_RAISE_OR_HIRE", "Orcs may raise or hire in a turn, not both.")
    several = kind == "hire" and bool(state.options["hire_several_regions"])
    if kind in used and not several:
        return err("E_ALREADY_USED", "You already recruited this turn.")
    return None


def hire_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R17, R18, R42; the price is checked last (§8: gold last)."""
    seat, region, n, card = move.seat, move.get("region"), move.get("n"), move.get("card")
    if seat == ORCS and state.options["orcs_may_not_hire"]:
        return err("E_NO_HIRING", "The Orcs raise armies; they may not hire mercenaries.")
    problem = step_reason(state, "hire_mercenaries")
    if problem is None and seat in work(state)["barred"]:
        problem = err("E_HIRE_BLOCKED", "The Goblins have barred you from hiring this round.")
    problem = problem or recruit_used_reason(state, seat, "hire") or region_reason(ctx, region)
    if problem is None and card is not None:
        problem = card_reason(state, seat, card)
        if problem is None and half_price(state, ctx, seat):
            problem = err("E_ACE_NO_USE", "You already pay half; an Ace would not lower the price.")
    problem = problem or count_reason(n)
    if problem is not None:
        return problem
    assert isinstance(region, str) and isinstance(n, int)
    problem = placement_reason(state, ctx, seat, region, n)
    if problem is not None:
        return problem
    cost, gold = hire_cost(state, ctx, seat, region, n, card is not None), state.players[seat].gold
    if cost > gold:
        return err("E_NOT_ENOUGH_GOLD", f"That costs {cost} gold; you have {gold}.")
    return None


def raise_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R18: the Orcs raise any number of reserve tokens free in one Orcish region."""
    seat, region, n = move.seat, move.get("region"), move.get("n")
    if seat != ORCS:
        return err("E_NOT_YOUR_POWER", "Only the Orcs have that power.")
    problem = (
        step_reason(state, "raise_orcs")
        or recruit_used_reason(state, seat, "raise")
        or region_reason(ctx, region)
    )
    if problem is not None:
        return problem
    assert isinstance(region, str)
    if not ctx.board.regions[region].orcish:
        orcish = ", ".join(ctx.board.orcish())  # the map's Orcish territories, in board order
        return err("E_NOT_ORCISH", f"Orcs raise armies only in {orcish}.")
    problem = count_reason(n)
    if problem is not None:
        return problem
    assert isinstance(n, int)
    return placement_reason(state, ctx, seat, region, n)


def elf_ace_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R43: in their own step 3, ≤5 reserve tokens on any one region; capacity applies."""
    seat, region, n = move.seat, move.get("region"), move.get("n")
    if seat != ELVES:
        return err("E_NOT_YOUR_POWER", "Only the Elves have that power.")
    problem = (
        step_reason(state, "elf_ace_place")
        or card_reason(state, seat, move.get("card"))
        or region_reason(ctx, region)
        or count_reason(n)
    )
    if problem is not None:
        return problem
    assert isinstance(region, str) and isinstance(n, int)
    most = ctx.data.elf_ace_tokens
    if n > most:
        return err("E_ELF_ACE_LIMIT", f"The Elves' Ace places at most {_tokens(most)}.")
    return placement_reason(state, ctx, seat, region, n)


def move_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R20–R23: the stack, the count, the path (length, then each border), the destination."""
    seat, src, n = move.seat, move.get("from"), move.get("n")
    hidden = bool(move.get("hidden", False))
    problem = step_reason(state, "move_stack")
    if problem is None and work(state)["moves_left"] <= 0:
        problem = err("E_ALREADY_USED", "You already moved this turn.")
    problem = problem or region_reason(ctx, src)
    if problem is not None:
        return problem
    assert isinstance(src, str)
    problem = stack_reason(state, seat, src, hidden) or count_reason(n)
    if problem is not None:
        return problem
    assert isinstance(n, int)
    k = state.hidden.get(src, 0) if hidden else state.on(src, seat)
    if n > k:
        return err("E_TOO_FEW_TOKENS", only_tokens(k, src))
    return path_reason(state, ctx, seat, src, move.get("path"))


def stack_reason(state: DuneState, seat: int, src: str, hidden: bool) -> Problem:
    if not hidden:
        return presence_reason(state, seat, src) if state.on(src, seat) == 0 else None
    if seat != ELVES:
        return err("E_NOT_YOUR_POWER", "Only the Elves have that power.")
    if state.hidden.get(src, 0) <= 0:
        return err("E_NOT_HIDDEN", f"You have no hidden tokens in {src}.")
    return None


def path_reason(state: DuneState, ctx: Ctx, seat: int, src: str, path: object) -> Problem:
    """R20: 1..range steps between adjacent regions, ending elsewhere; only the destination
    is checked for capacity (R22), every region entered for the marker (R8 option)."""
    if not isinstance(path, tuple) or not path:
        return err("E_SAME_REGION", "A move must end in a different region.")
    for region in path:
        problem = region_reason(ctx, region)
        if problem is not None:
            return problem
    steps: tuple[str, ...] = path
    reach = move_range(state, ctx, seat)
    if len(steps) > reach:
        return err(
            "E_PATH_TOO_LONG", f"That path has {plural(len(steps), 'step')}; your range is {reach}."
        )
    for a, b in zip((src, *steps), steps, strict=False):
        if not ctx.board.adjacent(a, b):
            return err("E_NOT_ADJACENT", f"{a} and {b} do not share a border.")
    dst = steps[-1]
    if dst == src:
        return err("E_SAME_REGION", "A move must end in a different region.")
    for region in steps:
        problem = blocked_reason(state, ctx, region)
        if problem is not None:
            return problem
    return capacity_reason(state, ctx, seat, dst)


def extra_move_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R21, R41: one more full move per Ace, during step 4."""
    return step_reason(state, "ace_extra_move") or card_reason(state, move.seat, move.get("card"))


def disband_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """Step 5: some or all of one visible stack back to the reserve (R14, R15)."""
    seat, region, n = move.seat, move.get("region"), move.get("n")
    problem = step_reason(state, "disband") or region_reason(ctx, region)
    if problem is not None:
        return problem
    assert isinstance(region, str)
    problem = presence_reason(state, seat, region) or count_reason(n)
    if problem is not None:
        return problem
    assert isinstance(n, int)
    k = state.on(region, seat)
    if n > k:
        return err("E_TOO_FEW_TOKENS", only_tokens(k, region))
    return None


# -- carrying moves out ------------------------------------------------------------------------


def do_done(state: DuneState, ctx: Ctx, move: Move) -> None:
    """Step 0 carries on: after the Elves the Goblins, then the first player's turn."""
    if stage_of(state) == UNHIDE:
        state.say("The Goblins may discard an Ace to bar a player from hiring.")
        ask_block(state)
    else:
        start_turn(state, ctx)


def do_end_turn(state: DuneState, ctx: Ctx, move: Move) -> None:
    state.say(f"{_who(state, move.seat)} ends their turn.")
    start_turn(state, ctx)


def enter_step(state: DuneState, kind: str) -> None:
    """R15: doing something of a step skips the earlier ones for good."""
    work(state)["step"] = STEP_OF[kind]


def discard(state: DuneState, seat: int, card: str) -> None:
    state.players[seat].hand.cards.remove(card)
    state.artifact_discard.cards.append(card)


def do_unhide(state: DuneState, ctx: Ctx, move: Move) -> None:
    """R23c: the whole group turns visible (joining a visible Elven stack there)."""
    region = str(move["region"])
    n = state.hidden.pop(region)
    state.add(region, ELVES, n)
    state.say(f"The Elves bring {_tokens(n)} out of hiding in {region}.")


def do_block(state: DuneState, ctx: Ctx, move: Move) -> None:
    card, target = str(move["card"]), int(move["target"])
    discard(state, move.seat, card)
    work(state)["barred"].append(target)
    state.say(
        f"The Goblins discard {card}: {_who(state, target)} may not hire mercenaries this round."
    )


def do_conscript(state: DuneState, ctx: Ctx, move: Move) -> None:
    enter_step(state, "conscript")
    region, n, seat = str(move["region"]), int(move["n"]), move.seat
    state.add(region, seat, n)
    work(state)["used"].append("conscript")
    state.say(f"{_who(state, seat)} conscripts {_tokens(n)} in {region}.")
    ask_turn(state)


def do_hire(state: DuneState, ctx: Ctx, move: Move) -> None:
    """R17: the price goes to the Goblins; the Goblins' own price to the bank."""
    enter_step(state, "hire_mercenaries")
    region, n, seat, card = str(move["region"]), int(move["n"]), move.seat, move.get("card")
    cost = hire_cost(state, ctx, seat, region, n, card is not None)
    how = ""
    if card is not None:
        discard(state, seat, str(card))
        how = f", discarding {card} to pay half"
    state.players[seat].gold -= cost
    if seat == GOBLINS:
        to = "the bank"
    else:
        state.players[GOBLINS].gold += cost
        to = "the Goblins"
    state.add(region, seat, n)
    work(state)["used"].append("hire")
    state.say(
        f"{_who(state, seat)} hires {_tokens(n)} into {region} for {cost} gold{how}, "
        f"paid to {to} ({state.players[seat].gold} gold left)."
    )
    ask_turn(state)


def do_raise(state: DuneState, ctx: Ctx, move: Move) -> None:
    enter_step(state, "raise_orcs")
    region, n = str(move["region"]), int(move["n"])
    state.add(region, ORCS, n)
    work(state)["used"].append("raise")
    state.say(f"{_who(state, ORCS)} raises {_tokens(n)} in {region}, free.")
    ask_turn(state)


def do_elf_ace(state: DuneState, ctx: Ctx, move: Move) -> None:
    enter_step(state, "elf_ace_place")
    card, region, n = str(move["card"]), str(move["region"]), int(move["n"])
    discard(state, ELVES, card)
    state.add(region, ELVES, n)
    state.say(f"{_who(state, ELVES)} discards {card} and places {_tokens(n)} in {region}, free.")
    ask_turn(state)


def do_move(state: DuneState, ctx: Ctx, move: Move) -> None:
    """R20; hidden Elves that move arrive visible (R23c)."""
    enter_step(state, "move_stack")
    seat, src, n = move.seat, str(move["from"]), int(move["n"])
    path = tuple(str(r) for r in move["path"])
    dst = path[-1]
    if move.get("hidden", False):
        left = state.hidden[src] - n
        if left:
            state.hidden[src] = left
        else:
            del state.hidden[src]
        what = f"{_tokens(n)} out of hiding"
    else:
        state.add(src, seat, -n)
        what = _tokens(n)
    state.add(dst, seat, n)
    w = work(state)
    w["moves_left"] -= 1
    via = f" via {', '.join(path[:-1])}" if len(path) > 1 else ""
    state.say(f"{_who(state, seat)} moves {what} from {src}{via} to {dst}.")
    ask_turn(state)


def do_extra_move(state: DuneState, ctx: Ctx, move: Move) -> None:
    enter_step(state, "ace_extra_move")
    card = str(move["card"])
    discard(state, move.seat, card)
    w = work(state)
    w["moves_left"] += 1
    state.say(f"{_who(state, move.seat)} discards {card} for one more move.")
    ask_turn(state)


def do_disband(state: DuneState, ctx: Ctx, move: Move) -> None:
    """R14: disbanded tokens go to the reserve; nothing can follow step 5."""
    enter_step(state, "disband")
    region, n, seat = str(move["region"]), int(move["n"]), move.seat
    state.add(region, seat, -n)
    state.say(f"{_who(state, seat)} disbands {_tokens(n)} in {region} to the reserve.")
    start_turn(state, ctx)
