"""The Great Council (R11, R12): the only time alliances are made or broken.

From the Emperor in player order each player proposes an alliance to an
unallied player (who accepts or declines at once), breaks their own alliance,
or passes; the Council ends after a full round of consecutive passes (four in
a row). Proposing and breaking are not passes.

How alliances are stored: `Player.ally` is a ring. Each member points at the
next member in seat order, the last back to the first. For a pair a–b that is
simply a.ally == b and b.ally == a, so `state.allied(a, b)` answers the pair
case. Under the `larger_alliances` option a group {0, 1, 3} is 0→1, 1→3, 3→0;
there `state.allied` only sees the next link, so use `allies(state, a, b)` and
`alliance_of(state, seat)` from this module, which answer both cases.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.move_table import MoveKind, kind, whole
from game.core.state import Pending
from game.games.dune.common import Bind, Ctx, err, made, wrong_step
from game.games.dune.common import seat_arg as _seat_arg
from game.games.dune.common import who as _who
from game.games.dune.state import COUNCIL, DuneState

TURN, OFFER = "council", "alliance_offer"  # the two kinds of pending decision


# -- alliances (shared) -------------------------------------------------------------------


def alliance_of(state: DuneState, seat: int) -> tuple[int, ...]:
    """`seat` and every ally of theirs, in seat order; a lone player's is just (seat,)."""
    members = {seat}
    link = state.players[seat].ally
    while link is not None and link not in members:
        members.add(link)
        link = state.players[link].ally
    return tuple(sorted(members))


def allies(state: DuneState, a: int, b: int) -> bool:
    """R12: are two different players in the same alliance (pairs or larger groups)?"""
    return a != b and b in alliance_of(state, a)


def is_lone(state: DuneState, seat: int) -> bool:
    """R12: a player is lone iff unallied."""
    return state.players[seat].ally is None


def make_alliance(state: DuneState, members: Iterable[int]) -> None:
    """Link `members` into one ring (see the module's docstring); one member alone is lone."""
    ring = sorted(set(members))
    if len(ring) < 2:
        for seat in ring:
            state.players[seat].ally = None
        return
    for i, seat in enumerate(ring):
        state.players[seat].ally = ring[(i + 1) % len(ring)]


def leave_alliance(state: DuneState, seat: int) -> tuple[int, ...]:
    """`seat` leaves; the others stay together if two or more remain. Returns the others."""
    others = tuple(s for s in alliance_of(state, seat) if s != seat)
    state.players[seat].ally = None
    make_alliance(state, others)
    return others


def listing(items: list[str]) -> str:
    """One item, "A and B", or "A, B and C"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def factions_text(state: DuneState, seats: Iterable[int]) -> str:
    return listing([state.faction_name(s) for s in seats])


def alliances_text(state: DuneState) -> str:
    groups = sorted({alliance_of(state, s) for s in range(4)})
    shown = [factions_text(state, g) for g in groups if len(g) > 1]
    return "; ".join(shown) if shown else "none"


# -- the round ------------------------------------------------------------------------------


def work(state: DuneState) -> dict[str, Any]:
    entry: dict[str, Any] = state.work.setdefault(COUNCIL, {})
    return entry


def begin(state: DuneState, ctx: Ctx) -> None:
    work(state).update(
        {"speaker": state.emperor, "passes": 0, "proposer": None, "asked": [], "broke": []}
    )
    state.say(f"The Great Council opens; the Emperor {_who(state, state.emperor)} speaks first.")
    ask_speaker(state)


def ask_speaker(state: DuneState) -> None:
    seat: int = work(state)["speaker"]
    state.pending = Pending(
        TURN, (seat,), prompt="Propose an alliance, break your alliance, or pass."
    )


def can_propose(state: DuneState, seat: int, target: int) -> bool:
    if target == seat or not is_lone(state, target) or [seat, target] in work(state)["asked"]:
        return False
    return is_lone(state, seat) or bool(state.options["larger_alliances"])


def kinds(on: Bind) -> list[MoveKind[DuneState]]:
    """The Great Council's moves (R11, R12): the asked player answers a proposal; the
    speaker proposes, breaks their alliance, or passes."""
    phases = {COUNCIL}
    return [
        kind(
            "accept_alliance",
            whole("proposer"),
            phases=phases,
            reason=on(answer_reason),
            apply=on(do_answer),
            moves=on.lists(OFFER, answer_moves),
        ),
        kind(
            "decline_alliance",
            whole("proposer"),
            phases=phases,
            reason=on(answer_reason),
            apply=on(do_answer),
        ),
        kind(
            "propose_alliance",
            whole("target"),
            phases=phases,
            reason=on(propose_reason),
            apply=on(do_propose),
            moves=on.lists(TURN, propose_moves),
        ),
        kind(
            "break_alliance",
            phases=phases,
            reason=on(break_reason),
            apply=on(do_break),
            moves=on.lists(TURN, break_moves),
        ),
        kind(
            "pass_council",
            phases=phases,
            reason=on(speaker_reason),
            apply=on(do_pass),
            moves=on.lists(TURN, pass_moves),
        ),
    ]


def answer_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Accepting, then declining, the proposal made to `seat` (declining listed here)."""
    p = work(state)["proposer"]
    return [
        made(ctx, seat, "accept_alliance", proposer=p),
        made(ctx, seat, "decline_alliance", proposer=p),
    ]


def propose_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    return [
        made(ctx, seat, "propose_alliance", target=t)
        for t in state.order_from(seat)
        if can_propose(state, seat, t)
    ]


def break_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    w = work(state)
    if is_lone(state, seat) or seat in w["broke"]:
        return []
    return [made(ctx, seat, "break_alliance")]


def pass_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    return [made(ctx, seat, "pass_council")]


def speaker_reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    """The speaker's moves wait while a proposal is open: its target answers first."""
    if work(state)["proposer"] is not None:
        return wrong_step()
    return None


def break_reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    problem = speaker_reason(state, ctx, move)
    if problem is not None:
        return problem
    if is_lone(state, move.seat):
        return err("E_NOT_ALLIED", "You are not in an alliance.")
    if move.seat in work(state)["broke"]:
        # R11 leaves the Council open-ended; once per Council keeps it finite.
        return err("E_ALREADY_BROKEN", "You already broke an alliance at this Council.")
    return None


def answer_reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    proposer: int | None = work(state)["proposer"]
    if proposer is None:
        return err("E_NO_PROPOSAL", "Nobody has proposed an alliance to you.")
    asked = move.get("proposer")
    if _seat_arg(asked) != proposer:
        return err("E_NO_PROPOSAL", f"{_name(state, asked)} has not proposed an alliance to you.")
    return None


def _name(state: DuneState, value: object) -> str:
    seat = _seat_arg(value)
    return state.name(seat) if seat is not None else f"Seat {value}"


def propose_reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    """R11: to an unallied player; alliances are pairs unless `larger_alliances`."""
    problem = speaker_reason(state, ctx, move)
    if problem is not None:
        return problem
    target = _seat_arg(move.get("target"))
    if target is None:
        return err("E_NO_SEAT", f"There is no seat {move.get('target')}; Dragon Dune has four.")
    if target == move.seat:
        return err("E_SELF", "You cannot ally with yourself.")
    if not is_lone(state, move.seat) and not state.options["larger_alliances"]:
        return err("E_ALREADY_ALLIED", f"{state.name(move.seat)} is already in an alliance.")
    if not is_lone(state, target):
        return err("E_ALREADY_ALLIED", f"{state.name(target)} is already in an alliance.")
    if [move.seat, target] in work(state)["asked"]:
        # R11 leaves the Council open-ended; one proposal per pair keeps it finite.
        return err(
            "E_ALREADY_ASKED", f"You already proposed to {state.name(target)} at this Council."
        )
    return None


def do_propose(state: DuneState, ctx: Ctx, move: Move) -> None:
    w, seat = work(state), move.seat
    target = int(move["target"])
    w.update({"proposer": seat, "passes": 0})
    w["asked"].append([seat, target])
    state.say(f"{_who(state, seat)} proposes an alliance to {_who(state, target)}.")
    state.pending = Pending(
        OFFER,
        (target,),
        prompt=f"{_who(state, seat)} proposes an alliance: accept or decline.",
    )


def do_answer(state: DuneState, ctx: Ctx, move: Move) -> None:
    answer(state, move)
    next_speaker(state)


def do_break(state: DuneState, ctx: Ctx, move: Move) -> None:
    w, seat = work(state), move.seat
    others = leave_alliance(state, seat)
    w["passes"] = 0
    w["broke"].append(seat)
    names = listing([_who(state, s) for s in others])
    state.say(f"{_who(state, seat)} breaks the alliance with {names}.")
    next_speaker(state)


def do_pass(state: DuneState, ctx: Ctx, move: Move) -> None:
    work(state)["passes"] += 1
    state.say(f"{_who(state, move.seat)} passes.")
    next_speaker(state)


def answer(state: DuneState, move: Move) -> None:
    w = work(state)
    proposer: int = w["proposer"]
    w["proposer"] = None
    target = move.seat
    if move.kind == "decline_alliance":
        state.say(f"{_who(state, target)} declines the alliance with {_who(state, proposer)}.")
        w["speaker"] = proposer
        return
    make_alliance(state, (*alliance_of(state, proposer), target))
    group = factions_text(state, alliance_of(state, target))
    state.say(f"{_who(state, target)} accepts: the {group} are allied.")
    w["speaker"] = proposer


def next_speaker(state: DuneState) -> None:
    """The turn passes on in player order; four passes in a row end the Council (R11)."""
    w = work(state)
    if w["passes"] >= 4:
        state.say(f"The Great Council ends. Alliances: {alliances_text(state)}.")
        state.pending = None
        return
    w["speaker"] = (w["speaker"] + 1) % 4
    ask_speaker(state)
