"""Roost mats, beasts and the line piles for the dragon-line tests (§2, §3)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.zones import Visibility, Zone
from game.games.draconium import counters, dragons
from game.games.draconium.cards import card_id
from game.games.draconium.lines import default_lines
from game.games.draconium.state import DraconiumState
from tests.games.draconium.helpers import FIRST_GAME, R, table

# A Kingdom with Throne Room, a Workshop to gain with, Bandit and Witch to attack with.
KINGDOM = (
    "Bandit",
    "Chapel",
    "Festival",
    "Gardens",
    "Moat",
    "Smithy",
    "Throne Room",
    "Village",
    "Witch",
    "Workshop",
)


def roost_table(
    lines: Sequence[str],
    kingdom: Sequence[str] = KINGDOM,
    recycling: bool = False,
    ruins: Sequence[str] = (),
    **kw: Any,
) -> DraconiumState:
    """A `table` where seat i has an Egg of `lines[i]` on their Roost mat; the piles the
    lines bring (Nightmare, Ruined Kingdom) are out; `ruins` is the Ruins pile, bottom
    first (no Ruins pile if empty)."""
    st = table(kingdom=kingdom or FIRST_GAME, players=len(lines), **kw)
    st.extra["roosts"] = [dragons.new_roost(line) for line in lines]
    if recycling:
        st.extra["recycling"] = True
    if "Abyssal" in lines:
        nightmares = [card_id("Nightmare", i) for i in range(1, 11)]
        st.nonsupply["Nightmare"] = Zone("supply:Nightmare", None, Visibility.PUBLIC, nightmares)
    kingdoms = list(lines).count("Calamitous")
    if kingdoms:
        ids = [card_id("Ruined Kingdom", i) for i in range(1, kingdoms + 1)]
        st.nonsupply["Ruined Kingdom"] = Zone("supply:Ruined Kingdom", None, Visibility.PUBLIC, ids)
    if ruins:
        st.supply["Ruins"] = Zone("supply:Ruins", None, Visibility.PUBLIC, ruins_ids(ruins))
    return st


def ruins_ids(names: Sequence[str]) -> list[str]:
    """Unique ids for these Ruins, in this order (bottom first)."""
    seen: dict[str, int] = {}
    ids = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        ids.append(card_id(name, seen[name]))
    return ids


def give_beast(
    st: DraconiumState,
    seat: int,
    stage: str = "Drake",
    loc: str = "roost",
    face: str = "disengaged",
    delay: bool = False,
) -> dict[str, Any]:
    """Hatch `seat`'s Egg by hand: their line's Drake or Dragon, as described (with a
    Dragon, one has grown, so the lock is off)."""
    record = counters.roost(st, seat)
    assert record is not None
    line = default_lines()[record["line"]]
    record["egg"] = None
    record["beast"] = {
        "name": line.drake if stage == "Drake" else line.dragon,
        "stage": stage,
        "loc": loc,
        "face": face,
        "delay": delay,
    }
    record["token_placed"] = delay
    if stage == "Dragon":  # a Dragon has grown: the lock is off (R4)
        st.extra["grown"] = True
    return record["beast"]  # type: ignore[no-any-return]


def dispatched_riposte(st: DraconiumState, seat: int, stage: str = "Dragon") -> None:
    """`seat` has a Riposte beast in their play area, dispatched side up, no token."""
    give_beast(st, seat, stage, loc="play", face="dispatched")


def counter(st: DraconiumState, seat: int) -> int:
    record = counters.roost(st, seat)
    assert record is not None
    return int(record["counter"])


def set_counter(st: DraconiumState, seat: int, value: int) -> None:
    record = counters.roost(st, seat)
    assert record is not None
    record["counter"] = value


def beast_of(st: DraconiumState, seat: int) -> dict[str, Any]:
    found = counters.beast(st, seat)
    assert found is not None
    return found


def said(st: DraconiumState, seat: int | None = None) -> list[str]:
    """The public log (and `seat`'s private lines, if given)."""
    return [line.text for line in st.log if line.seat in (None, seat)]


def step_dragon(st: DraconiumState, seat: int | None = None) -> DraconiumState:
    return R.apply(st, Move.make(st.active if seat is None else seat, "resolve_dragon_phase"))


def end_turn(st: DraconiumState) -> DraconiumState:
    """End the Action and Buy phases (no Rubbish investment question is answered)."""
    if st.phase == "action":
        R.apply(st, Move.make(st.active, "end_phase"))
    return R.apply(st, Move.make(st.active, "end_phase"))
