"""The Collection round (§3.2): income, gold from controlled plains, victory, the Emperor.

No decisions: `begin` does everything and leaves `state.pending` None; a win
sets `state.result` and the flow ends the game.
"""

from __future__ import annotations

from game.core.state import Result
from game.core.words import plural
from game.games.dune.common import Ctx
from game.games.dune.common import who as _who
from game.games.dune.council import alliance_of, allies, is_lone, listing
from game.games.dune.state import ORCS, DuneState

THREE_CITIES, FOUR_CITIES, DEFAULT = "three cities", "four cities (alliance)", "default (turn 6)"


def begin(state: DuneState, ctx: Ctx) -> None:
    state.pending = None
    income(state, ctx)
    collect_all(state, ctx)
    state.result = victory(state, ctx)
    if state.result is not None:
        state.say(state.result.summary)
        return
    pass_emperor(state)


def income(state: DuneState, ctx: Ctx) -> None:
    """Step 1: every player receives 2 gold."""
    for p in state.players:
        p.gold += ctx.data.income
    state.say(f"Every player receives {ctx.data.income} gold.")


# -- step 2: gold from the plains (R27, R28) -------------------------------------------------


def collectors(state: DuneState, region: str) -> list[int]:
    """Who collects in `region`: its controller, or, if only one alliance's members are
    there, each member in order from the Emperor (R28). Nobody if contested."""
    present = state.present(region)
    if not present:
        return []
    if any(not allies(state, present[0], s) for s in present[1:]):
        return []
    return [s for s in state.order_from(state.emperor) if s in present]


def collect_all(state: DuneState, ctx: Ctx) -> None:
    for region in [r for r in ctx.board.regions if state.gold_on.get(r, 0) > 0]:
        for seat in collectors(state, region):
            collect(state, ctx, region, seat)


def collect(state: DuneState, ctx: Ctx, region: str, seat: int) -> None:
    """R28: min(gold there, 2 × own visible tokens); the rest stays."""
    there = state.gold_on.get(region, 0)
    tokens = state.on(region, seat)
    take = min(there, ctx.data.gold_per_token * tokens)
    if take <= 0:
        return
    state.players[seat].gold += take
    left = there - take
    if left:
        state.gold_on[region] = left
    else:
        del state.gold_on[region]
    state.say(
        f"{_who(state, seat)} collects {take} gold from {region} with {plural(tokens, 'token')} "
        f"({left} left there; {state.players[seat].gold} gold)."
    )


# -- step 3–4: victory (R29) ------------------------------------------------------------------


def cities_held(state: DuneState, ctx: Ctx, group: tuple[int, ...]) -> list[str]:
    """R12, R27: the cities where only members of `group` have visible tokens."""
    held = []
    for city in ctx.board.cities():
        present = state.present(city)
        if present and all(s in group for s in present):
            held.append(city)
    return held


def victory(state: DuneState, ctx: Ctx) -> Result | None:
    """R29: a lone player with 3 cities, or an alliance with 4; after the last turn, the
    Orcs and their ally by default."""
    for group in sorted({alliance_of(state, s) for s in range(4)}):
        held = cities_held(state, ctx, group)
        if len(group) == 1 and is_lone(state, group[0]) and len(held) >= ctx.data.cities_alone:
            seat = group[0]
            return Result(
                (seat,),
                THREE_CITIES,
                f"{_who(state, seat)} wins alone, controlling {cities(held)}: {listing(held)}.",
            )
        if len(group) > 1 and len(held) >= ctx.data.cities_alliance:
            names = listing([_who(state, s) for s in group])
            return Result(
                group,
                FOUR_CITIES,
                f"{names} win together, their alliance controlling {cities(held)}: "
                f"{listing(held)}.",
            )
    if state.turn >= ctx.data.turns:
        return default_victory(state, ctx)
    return None


NO_WINNER = "no winner"


def cities(held: list[str]) -> str:
    return plural(len(held), "city", "cities")


def default_victory(state: DuneState, ctx: Ctx) -> Result:
    """R29, R4: nobody won by the end of the last turn: the Orcs, with their ally (a
    draw when the Orcs' data leaves out `default_victory`)."""
    if not ctx.data.has(ORCS, "default_victory"):
        turns = plural(ctx.data.turns, "turn")
        return Result((), NO_WINNER, f"Nobody won in {turns}: the game ends in a draw.")
    with_ally = ctx.data.has(ORCS, "shared_default_victory")
    group = alliance_of(state, ORCS) if with_ally else (ORCS,)
    others = [_who(state, s) for s in group if s != ORCS]
    shared = f", sharing it with their ally {listing(others)}" if others else ""
    turns = plural(ctx.data.turns, "turn")
    summary = f"Nobody won in {turns}: {_who(state, ORCS)} wins by default{shared}."
    return Result(group, DEFAULT, summary)


def pass_emperor(state: DuneState) -> None:
    """Step 5 (R2): to the next player in order, unless the `fixed_emperor` option."""
    if state.options["fixed_emperor"]:
        return
    state.emperor = (state.emperor + 1) % 4
    state.say(f"{_who(state, state.emperor)} becomes the Emperor.")
