"""The Dragon round (§3.2): the roll, the Orcs' Ace (R44), the losses (R6–R9).

`dragon_strike` is what both dragons do to one plain; the Event round's Great
Dragon uses it too (R10). `dragon_blocked` is the R8 [option] test that
placements and moves elsewhere may share.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.move_table import MoveKind, kind, text, whole
from game.core.state import Pending
from game.core.words import plural, verb
from game.games.dune.common import Bind, Ctx, err
from game.games.dune.state import DRAGON, ORCS, DuneState, is_ace

TRACK = 18
ACE = "orc_ace"  # the round's one decision (R44)


# -- shared helpers ----------------------------------------------------------------------


def path_from(start: int, roll: int) -> list[int]:
    """R6: the next `roll` numbers after `start` on the track 1..18 (never 0)."""
    return [(start + step - 1) % TRACK + 1 for step in range(1, roll + 1)]


def halving(ctx: Ctx) -> tuple[int, ...]:
    """R9: the seats that lose only half to a dragon: the Orcs, while their data names
    `half_dragon_losses`."""
    return (ORCS,) if ctx.data.has(ORCS, "half_dragon_losses") else ()


def dragon_losses(
    state: DuneState, region: str, halved: tuple[int, ...] = (ORCS,)
) -> dict[int, int]:
    """R7, R9: the visible tokens each seat loses to a dragon in `region` (hidden Elves are
    immune; the seats in `halved`, the Orcs, lose ⌈n/2⌉ of n). Seats that lose nothing
    are left out."""
    losses = {}
    for seat in state.present(region):
        n = state.on(region, seat)
        losses[seat] = (n + 1) // 2 if seat in halved else n
    return losses


def dragon_strike(
    state: DuneState, region: str, why: str, halved: tuple[int, ...] = (ORCS,)
) -> None:
    """`why` ("The dragon", "The Great Dragon") hits the plain `region`: its gold goes to
    the bank and its visible tokens to their owners' reserves (R7; graveyard under the
    `dragon_to_graveyard` option), the Orcs losing only half, rounded up (R9)."""
    gold = state.gold_on.pop(region, 0)
    had = {seat: state.on(region, seat) for seat in state.present(region)}
    losses = dragon_losses(state, region, halved)
    to_graveyard = bool(state.options["dragon_to_graveyard"])
    for seat, n in losses.items():
        state.add(region, seat, -n)
        if to_graveyard:
            state.players[seat].graveyard += n
    where = "graveyard" if to_graveyard else "reserve"
    parts = [f"{gold} gold lost to the bank"] if gold else []
    parts += [
        _loss_text(state, seat, n, had[seat], where, seat in halved) for seat, n in losses.items()
    ]
    hidden = state.hidden.get(region, 0)
    if hidden:
        elves = plural(hidden, "hidden Elf", "hidden Elves")
        parts.append(f"the {elves} {verb(hidden, 'is', 'are')} untouched")
    if not parts:
        parts.append("nothing is there")
    state.say(f"{why} strikes {region}: {'; '.join(parts)}.")


def _loss_text(state: DuneState, seat: int, n: int, had: int, where: str, half: bool) -> str:
    who = f"{state.name(seat)} ({state.faction_name(seat)})"
    if half:
        lost = "their only token" if had == 1 else f"{n} of {had} tokens"
        return f"{who} loses {lost} (half, rounded up) to the {where}"
    return f"{who} loses {plural(n, 'token')} to the {where}"


def dragon_blocked(state: DuneState, ctx: Ctx, region: str) -> bool:
    """R8 [option `dragon_blocks`]: nothing may be placed on or moved through a region
    bearing the marker's number. Without the option the marker blocks nothing."""
    if not state.options["dragon_blocks"]:
        return False
    spec = ctx.board.regions.get(region)
    return spec is not None and spec.track == state.dragon


def city_full(state: DuneState, ctx: Ctx, region: str, seat: int) -> bool:
    """R22: would `seat` arriving with visible tokens make three players in a city?"""
    spec = ctx.board.regions.get(region)
    if spec is None or not spec.is_city:
        return False
    others = [s for s in state.present(region) if s != seat]
    return len(others) >= 2


# -- the round ------------------------------------------------------------------------------


def work(state: DuneState) -> dict[str, Any]:
    entry: dict[str, Any] = state.work.setdefault(DRAGON, {})
    return entry


def begin(state: DuneState, ctx: Ctx) -> None:
    """Step 1, the roll (R6); step 2 asks the Orcs every time (§5: prompts leak nothing)."""
    roll = 1 + state.rng.below(6)
    path = path_from(state.dragon, roll)
    work(state).update({"start": state.dragon, "roll": roll, "path": path})
    state.last_path = tuple(path)
    state.last_roll = (roll,)
    state.say(
        f"Turn {state.turn}. The dragon rolls {roll}: from {state.dragon} it flies over "
        f"{_numbers(path)}."
    )
    state.pending = Pending(
        ACE,
        (ORCS,),
        prompt="Discard an Ace to move one of your stacks anywhere, or keep it.",
    )


def _numbers(path: list[int]) -> str:
    shown = [str(n) for n in path]
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} and {shown[-1]}"


def kinds(on: Bind) -> list[MoveKind[DuneState]]:
    """The Dragon round's one decision (§3.2 step 2): the Orcs keep their Aces, or discard
    one to move a stack anywhere (R44); the dragon's losses follow either way (R7)."""
    return [
        kind("pass_ace", phases={DRAGON}, apply=on(keep_aces), moves=on.lists(ACE, pass_moves)),
        kind(
            "orc_ace_relocate",
            text("card"),
            text("from_region"),
            whole("n"),
            text("to_region"),
            phases={DRAGON},
            reason=on(relocate_reason),
            apply=on(apply_relocate),
            moves=on.lists(ACE, relocate_moves),
        ),
    ]


def pass_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Keeping the Ace, offered first and always (§5: the prompt leaks nothing)."""
    return [ctx.memo.plain(seat, "pass_ace")]


def relocate_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Every Ace, stack, destination and count (R44)."""
    aces = [c for c in state.players[seat].hand.cards if is_ace(c)]
    if not aces:
        return []
    moves: list[Move] = []
    sources = [r for r in ctx.board.regions if state.on(r, seat) > 0]
    open_regions = [  # ace_destinations, less the start
        dst
        for dst in ctx.board.regions
        if not dragon_blocked(state, ctx, dst) and not city_full(state, ctx, dst, seat)
    ]
    for card in aces:
        for src in sources:
            k = state.on(src, seat)
            for dst in open_regions:
                if dst != src:
                    key = ("orc_ace_relocate", seat, card, src, dst)
                    kept: list[Move] = ctx.memo.get(key, list)
                    while len(kept) < k:  # the moves for 1, 2, … tokens, made once
                        n = len(kept) + 1
                        kept.append(
                            Move.make(
                                seat,
                                "orc_ace_relocate",
                                card=card,
                                from_region=src,
                                to_region=dst,
                                n=n,
                            )
                        )
                    moves += kept[:k]
    return moves


def ace_destinations(state: DuneState, ctx: Ctx, seat: int, src: str) -> list[str]:
    """Any other region with room (R22), and not under the marker (R8 option)."""
    return [
        dst
        for dst in ctx.board.regions
        if dst != src
        and not dragon_blocked(state, ctx, dst)
        and not city_full(state, ctx, dst, seat)
    ]


def relocate_reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    """§8 order: the card, the regions, the tokens and count, the destination (R44, R22,
    R8 option)."""
    card = move.get("card")
    if not isinstance(card, str) or card not in state.players[move.seat].hand.cards:
        return err("E_NOT_IN_HAND", f"You do not hold {card}.")
    if not is_ace(card):
        return err("E_NOT_ACE", "That power needs an Ace.")
    src, dst = move.get("from_region"), move.get("to_region")
    for region in (src, dst):
        if not isinstance(region, str) or region not in ctx.board.regions:
            return err("E_NO_REGION", f"There is no region called {region}.")
    assert isinstance(src, str) and isinstance(dst, str)
    return stack_reason(state, move.seat, src, move.get("n")) or destination_reason(
        state, ctx, move.seat, src, dst
    )


def stack_reason(state: DuneState, seat: int, src: str, n: object) -> IllegalMove | None:
    k = state.on(src, seat)
    if k == 0:
        return err("E_NO_PRESENCE", f"You have no visible tokens in {src}.")
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        between = f"between 1 and {k} tokens" if k > 1 else "1 token"
        return err("E_TOO_FEW_TOKENS", f"Move {between}, not {n}.")
    if n > k:
        return err("E_TOO_FEW_TOKENS", only_tokens(k, src))
    return None


def only_tokens(k: int, region: str) -> str:
    """The refusal of a move of more tokens than the `k` that stand in `region`."""
    return f"Only {k} of your tokens {verb(k, 'is', 'are')} in {region}."


def destination_reason(
    state: DuneState, ctx: Ctx, seat: int, src: str, dst: str
) -> IllegalMove | None:
    if dst == src:
        return err("E_SAME_REGION", "A move must end in a different region.")
    if dragon_blocked(state, ctx, dst):
        return err("E_DRAGON_BLOCKS", f"The dragon's marker is on {state.dragon}: not {dst}.")
    if city_full(state, ctx, dst, seat):
        return err("E_CITY_FULL", f"{dst} already holds tokens of two players.")
    return None


def keep_aces(state: DuneState, ctx: Ctx, move: Move) -> None:
    state.say("The Orcs keep their cards: no Ace is played.")
    losses(state, ctx)


def apply_relocate(state: DuneState, ctx: Ctx, move: Move) -> None:
    relocate(state, move)
    losses(state, ctx)


def relocate(state: DuneState, move: Move) -> None:
    """R44: the Ace is discarded; the tokens go straight to the destination."""
    card, src, dst, n = move["card"], move["from_region"], move["to_region"], int(move["n"])
    state.players[move.seat].hand.cards.remove(card)
    state.artifact_discard.cards.append(card)
    state.add(src, move.seat, -n)
    state.add(dst, move.seat, n)
    state.say(f"The Orcs discard {card} and move {plural(n, 'token')} from {src} to {dst}.")


def losses(state: DuneState, ctx: Ctx) -> None:
    """Steps 3 and 4: every plain on the path is struck (R7); the marker lands on the last."""
    path: list[int] = work(state)["path"]
    for number in path:
        for region in ctx.board.plains_on_track(number):
            dragon_strike(state, region.id, "The dragon", halving(ctx))
    state.dragon = path[-1]
    state.say(f"The dragon's marker moves to {state.dragon}.")
    state.pending = None
