"""The Roost records and the Eggs' hatch counters (§2.3, R10, R24, R25).

Each player's Roost is a plain dict in `state.extra["roosts"]` (mats.py reads
the same shape for the table); with the [option *two Eggs*] of R2 each player's
second Egg has a record of the same shape in `state.extra["roosts2"]` (its
"slot" 1; the first is slot 0), and `slots`, `egg_records` and `beasts`
iterate a player's records:

    {"line": "Opulent", "legend": "...", "egg": "Exquisite Egg" | None,
     "counter": 0, "bonus": 0, "target": 5, "gained": [names],
     "beast": None | {"name", "stage", "loc", "face", "delay"},
     "token_placed": False}

This module only reads and writes those records; it never moves cards, so the
procedures (gain, trash, play) can call its event hooks without import cycles.
Counting starts on turn 1 (R10): set-up gains and trashes do not count.
"""

from __future__ import annotations

from typing import Any

from game.core.words import plural
from game.games.draconium.cards import name_of
from game.games.draconium.line_vocab import LineStep
from game.games.draconium.lines import LineSpec, lines_of
from game.games.draconium.state import DraconiumState

Record = dict[str, Any]


def roost(state: DraconiumState, seat: int) -> Record | None:
    """`seat`'s (first) Roost record, or None when no Eggs are in use (R6)."""
    roosts: list[Record] = state.extra.get("roosts", [])
    return roosts[seat] if seat < len(roosts) else None


def two_eggs(state: DraconiumState) -> bool:
    """[option *two Eggs*, R2]: each player has a second Roost record in "roosts2"."""
    return bool(state.extra.get("roosts2"))


def record(state: DraconiumState, seat: int, slot: int = 0) -> Record | None:
    """`seat`'s Roost record for its first (slot 0) or second (slot 1, R2) Egg."""
    rows: list[Record] = state.extra.get("roosts2" if slot else "roosts", [])
    return rows[seat] if seat < len(rows) else None


def slots(state: DraconiumState, seat: int) -> list[tuple[int, Record]]:
    """Every Roost record of `seat` with its slot: one, or two with the option (R2).
    Written out by hand: the engine asks this at every settle point."""
    extra = state.extra
    out = []
    rows: list[Record] | None = extra.get("roosts")
    if rows and seat < len(rows) and rows[seat] is not None:
        out.append((0, rows[seat]))
    rows = extra.get("roosts2")
    if rows and seat < len(rows) and rows[seat] is not None:
        out.append((1, rows[seat]))
    return out


def eggs_in_use(state: DraconiumState) -> bool:
    return bool(state.extra.get("roosts"))


def egg_records(state: DraconiumState, seat: int) -> list[Record]:
    """`seat`'s Roost records still holding an unhatched Egg, first Egg first."""
    return [rec for _, rec in slots(state, seat) if rec["egg"]]


def egg_lines(state: DraconiumState, seat: int) -> list[str]:
    return [str(rec["line"]) for rec in egg_records(state, seat)]


def investing_egg(state: DraconiumState, seat: int, investment: str) -> Record | None:
    """`seat`'s first unhatched Egg whose line offers `investment` (its `invest_script`:
    "pay_to_trash", "recycle_copper"), or None."""
    for rec in egg_records(state, seat):
        if _spec(state, rec).invest_script == investment:
            return rec
    return None


def egg_line(state: DraconiumState, seat: int) -> str | None:
    """The line of `seat`'s (first) unhatched Egg; None when they have no Egg."""
    lines = egg_lines(state, seat)
    return lines[0] if lines else None


def beasts(state: DraconiumState, seat: int) -> list[tuple[int, Record]]:
    """`seat`'s Drakes and Dragons with their slots (R2: "you have a beast" if either)."""
    return [(slot, rec["beast"]) for slot, rec in slots(state, seat) if rec["beast"]]


def beast(state: DraconiumState, seat: int, slot: int | None = None) -> Record | None:
    """The beast in `slot`; with no slot, `seat`'s first beast (None if they have none)."""
    if slot is not None:
        rec = record(state, seat, slot)
        return None if rec is None else rec["beast"]
    found = beasts(state, seat)
    return found[0][1] if found else None


def token_placed(state: DraconiumState, seat: int) -> bool:
    """One Delay token per player (R2): placed if it lies on either beast."""
    return any(b["delay"] for _, b in beasts(state, seat))


def _dispatched(b: Record) -> bool:
    return b["loc"] == "play" and not b["delay"]


def dispatched(state: DraconiumState, seat: int) -> bool:
    """§2.5: in the play area with no Delay token on it (R2: either beast)."""
    return any(_dispatched(b) for _, b in beasts(state, seat))


def _wards(state: DraconiumState, seat: int) -> list[LineStep]:
    """The wards of `seat`'s dispatched beasts (R20–R22: the lines file's `ward` step)."""
    out = []
    for slot, b in beasts(state, seat):
        if _dispatched(b):
            line = (record(state, seat, slot) or {}).get("line")
            ward = lines_of(state)[line].ward(b["stage"]) if line else None
            if ward is not None:
                out.append(ward)
    return out


def beast_line(state: DraconiumState, seat: int) -> str | None:
    found = beasts(state, seat)
    if not found:
        return None
    rec = record(state, seat, found[0][0])
    return None if rec is None else str(rec["line"])


def protected_from_cards(state: DraconiumState, seat: int, attack: bool, draconian: bool) -> bool:
    """§2.8: a dispatched Clever Drake shields from Draconian cards; a dispatched Riposte
    Dragon from Attacks and Draconian cards (each beast's ward in the lines file)."""
    for ward in _wards(state, seat):
        against = ward["against"]
        if (attack and "Attack" in against) or (draconian and "Draconian" in against):
            return True
    return False


def riposte_dragon(state: DraconiumState, seat: int) -> bool:
    """A dispatched Riposte Dragon: it makes an attacker place their token (R21)."""
    return any(ward["strike_back"] for ward in _wards(state, seat))


def protected_from_beasts(state: DraconiumState, seat: int) -> bool:
    """R20: only the Riposte line, dispatched, shields from other players' beasts."""
    return any("beasts" in ward["against"] for ward in _wards(state, seat))


# -- the counter ------------------------------------------------------------------------------


def _counting(state: DraconiumState) -> bool:
    return state.turn >= 1  # R10


def raise_counter(
    state: DraconiumState, seat: int, n: int = 1, why: str = "", rec: Record | None = None
) -> None:
    """An event raises `seat`'s Egg counter (going past the target is fine, §2.3); `rec`
    names which Egg's record with two Eggs (R2), else the first unhatched one."""
    if rec is None:
        found = egg_records(state, seat)
        rec = found[0] if found else None
    if rec is None or not rec["egg"] or not _counting(state) or n <= 0:
        return
    if _spec(state, rec).events("names_gained"):  # names gained plus bonus (§3 Divine)
        return
    rec["counter"] += n
    if why:
        state.say(f"{state.name(seat)}'s {rec['egg']}: {rec['counter']}/{rec['target']} ({why}).")


def adjust_counter(state: DraconiumState, seat: int, delta: int, by: str) -> None:
    """A bonus adjustment (Whelp, Loremaster +1; Wyvern −1): not an event (§2.3).

    Never below 0; on a Blessed Egg it moves the bonus part (R24).

    With two Eggs (a reading of R2, which says nothing about adjustments): a +1 goes to
    the owner's first unhatched Egg only (one bonus, one Egg); a −1 (Wyvern, hostile)
    lowers every unhatched Egg of the player, as "your Egg" is true of each of them.
    """
    found = egg_records(state, seat)
    for rec in found[:1] if delta > 0 else found:
        _adjust(state, seat, rec, delta, by)


def _adjust(state: DraconiumState, seat: int, rec: Record, delta: int, by: str) -> None:
    before = rec["counter"]
    if _spec(state, rec).events("names_gained"):
        distinct = len(rec["gained"])
        rec["bonus"] = max(rec["bonus"] + delta, -distinct)
        rec["counter"] = distinct + rec["bonus"]
    else:
        rec["counter"] = max(0, rec["counter"] + delta)
    if rec["counter"] != before:
        state.say(
            f"{by}: {state.name(seat)}'s {rec['egg']} is at {rec['counter']}/{rec['target']}."
        )


def ready_slots(state: DraconiumState, seat: int) -> list[int]:
    """The slots of `seat`'s Eggs at or past their target, first Egg first."""
    if not state.extra.get("roosts"):
        return []
    return [
        slot for slot, rec in slots(state, seat) if rec["egg"] and rec["counter"] >= rec["target"]
    ]


def any_ready(state: DraconiumState) -> bool:
    """Whether any player's Egg is at or past its target (R2: either Egg)."""
    extra = state.extra
    for key in ("roosts", "roosts2"):
        for rec in extra.get(key) or ():
            if rec is not None and rec["egg"] and rec["counter"] >= rec["target"]:
                return True
    return False


def ready_to_hatch(state: DraconiumState, seat: int) -> bool:
    return bool(ready_slots(state, seat))


# -- the events each line counts (§3); with two Eggs each counts its own (R2) ----------------


def _spec(state: DraconiumState, rec: Record) -> LineSpec:
    return lines_of(state)[rec["line"]]


def _raised_by(state: DraconiumState, seat: int, event: str) -> list[tuple[Record, Any]]:
    """`seat`'s unhatched Eggs whose counter `event` raises, each with the event's step
    (the lines file's `counts_effects`), first Egg first."""
    return [(rec, fx) for rec in egg_records(state, seat) for fx in _spec(state, rec).events(event)]


def on_gain(state: DraconiumState, seat: int, card: str) -> None:
    """A card was gained by `seat` (from anywhere; the Recycling mat too, R10)."""
    if not _counting(state):
        return
    for rec in egg_records(state, seat):
        _on_gain(state, seat, card, rec)


def _on_gain(state: DraconiumState, seat: int, card: str, rec: Record) -> None:
    line = _spec(state, rec)
    spec = state.catalog.spec(card)
    name = name_of(card)
    for fx in line.events("gain"):
        if (not fx["type"] or spec.is_(fx["type"])) and fx["name"] in ("", name):
            raise_counter(state, seat, 1, f"gained {name}", rec)
    if line.events("names_gained") and name not in rec["gained"]:
        rec["gained"].append(name)
        rec["counter"] = max(0, len(rec["gained"]) + rec["bonus"])
        state.say(
            f"{state.name(seat)}'s {rec['egg']}: {rec['counter']}/"
            f"{rec['target']} ({plural(len(rec['gained']), 'different card')} gained)."
        )


def on_trash(state: DraconiumState, owner: int | None, card: str, recycled: bool) -> None:
    """A card owned by `owner` was trashed or recycled, whoever did it (R10)."""
    if owner is None:
        return
    for rec, _ in _raised_by(state, owner, "trashed"):
        raise_counter(state, owner, 1, f"{name_of(card)} trashed", rec)
    if recycled:
        for rec, fx in _raised_by(state, owner, "recycled"):
            if fx["name"] in ("", name_of(card)):
                what = f"a {fx['name']}" if fx["name"] else name_of(card)
                raise_counter(state, owner, 1, f"{what} recycled", rec)


def on_action_resolved(state: DraconiumState, seat: int) -> None:
    """Restless Egg: every resolution of an Action card `seat` plays counts (§3 Hyper)."""
    for rec, _ in _raised_by(state, seat, "action_played"):
        raise_counter(state, seat, 1, "an Action played", rec)


def on_treasure_played(state: DraconiumState, seat: int, card: str) -> None:
    for rec, fx in _raised_by(state, seat, "treasure_played"):
        if name_of(card) != fx["except"]:
            raise_counter(state, seat, 1, f"{name_of(card)} played", rec)


def on_hostile_card(state: DraconiumState, player: int) -> None:
    """Sensitive Egg: +1 for each other player when `player` plays an Attack or Draconian
    card, even if they are unaffected (§3 Riposte)."""
    for other in state.others(player):
        for rec, _ in _raised_by(state, other, "hostile_card"):
            raise_counter(state, other, 1, f"{state.name(player)} played a hostile card", rec)


def on_aimed(state: DraconiumState, victim: int, by: int) -> None:
    """Sensitive Egg: another player's beast or hatch aims a hostile effect at `victim`."""
    if victim != by:
        for rec, _ in _raised_by(state, victim, "aimed_at"):
            raise_counter(state, victim, 1, f"{state.name(by)}'s beast aims at them", rec)


def end_of_turn(state: DraconiumState, seat: int) -> None:
    """§2.3 step 1: Sensitive +1; Ancient and Rotten +1 while their pile is empty (R25)."""
    for rec, fx in _raised_by(state, seat, "end_of_turn"):
        pile = fx["while_empty"]
        if not pile:
            raise_counter(state, seat, 1, "end of turn", rec)
        elif pile in state.supply and not state.supply[pile].cards:
            raise_counter(state, seat, 1, f"the {pile} pile is empty", rec)
