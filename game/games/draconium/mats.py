"""The Roost mats and the Recycling mat as the table and the bots read them (§2.1, R1).

The Draconium layer keeps each player's Roost in `state.extra["roosts"]` as plain
data (so a state copies, compares and saves like any other value); this module
is the one reader of that shape. Everything here is public (§5): the Egg's
name, counter and target, the beast's stage, side, place and Delay token.

With the [option *two Eggs*] of R2 each player also has a second mat, kept in
`state.extra["roosts2"]`: `roosts` still gives the first mats, `mats_of` a
player's one or two mats (the second has `slot` 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

ROOST, PLAY_AREA = "roost", "play"  # where a beast is (§2.5 `loc`)
DISENGAGED, DISPATCHED = "disengaged", "dispatched"  # which side is up (§2.5 `face`)


@dataclass(frozen=True, slots=True)
class Beast:
    name: str  # "Glittering Drake", "Opulent Dragon"
    stage: str  # "Drake" or "Dragon"
    loc: str  # ROOST or PLAY_AREA
    face: str  # DISENGAGED or DISPATCHED
    delay: bool  # a Delay token lies on it

    @property
    def state(self) -> str:
        """§2.5: delayed, disengaged or dispatched, as the rules name it."""
        if self.delay:
            return "delayed"
        return "dispatched" if self.loc == PLAY_AREA else "disengaged"


@dataclass(frozen=True, slots=True)
class Roost:
    seat: int
    line: str  # the dragon line's name: "Opulent"
    legend: str  # "Exquisite Egg » Glittering Drake » Opulent Dragon"
    egg: str | None  # the Egg's name while it has not hatched
    counter: int  # the Egg's hatch counter (bonus adjustments included)
    target: int
    beast: Beast | None
    token_placed: bool  # the player's Delay token is on this mat's beast
    slot: int = 0  # 0: the player's first Roost mat; 1: their second (R2, two Eggs)

    @property
    def progress(self) -> str:
        """The hatch progress as the mat shows it: "3/5"."""
        return f"{min(self.counter, self.target)}/{self.target}"


def roosts(state: Any) -> list[Roost]:
    """Every player's Roost mat, in seat order; empty when no Eggs are in use (R6)."""
    return [_roost(seat, raw) for seat, raw in enumerate(state.extra.get("roosts", []))]


def roost_of(state: Any, seat: int) -> Roost | None:
    mats = roosts(state)
    return mats[seat] if seat < len(mats) else None


def mats_of(state: Any, seat: int) -> list[Roost]:
    """`seat`'s Roost mats: one, or two with the *two Eggs* option (R2)."""
    out = []
    for slot, key in enumerate(("roosts", "roosts2")):
        raw = state.extra.get(key, [])
        if seat < len(raw):
            out.append(_roost(seat, raw[seat], slot))
    return out


def beasts_of(state: Any, seat: int) -> list[Roost]:
    """`seat`'s mats that hold a Drake or Dragon (R2: one or two)."""
    return [mat for mat in mats_of(state, seat) if mat.beast is not None]


def token_placed(state: Any, seat: int) -> bool:
    """The player's one Delay token lies on one of their beasts."""
    return any(mat.token_placed for mat in mats_of(state, seat))


def recycling(state: Any) -> bool:
    """True when the Recycling mat replaces the Trash (§2.10): then `state.trash` is the mat."""
    return bool(state.extra.get("recycling", False))


def lock_lifted(state: Any) -> bool:
    """§2.11: Duchy, Province and Colony are locked while Eggs are in use and no Dragon grew."""
    lifted = state.extra.get("grown", False) or state.extra.get("unlocked", False)
    return not state.extra.get("roosts") or bool(lifted)


def _roost(seat: int, raw: dict[str, Any], slot: int = 0) -> Roost:
    beast = raw.get("beast")
    return Roost(
        seat=seat,
        line=str(raw["line"]),
        legend=str(raw.get("legend", "")),
        egg=raw.get("egg"),
        counter=int(raw.get("counter", 0)),
        target=int(raw.get("target", 0)),
        beast=None
        if beast is None
        else Beast(
            str(beast["name"]),
            str(beast["stage"]),
            str(beast["loc"]),
            str(beast["face"]),
            bool(beast.get("delay", False)),
        ),
        token_placed=bool(raw.get("token_placed", False)),
        slot=slot,
    )
