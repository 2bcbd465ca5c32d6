"""The Roost records and the Eggs' hatch counters (§2.3, R10, R24, R25).

Each player's Roost is a plain dict in `state.extra["roosts"]` (mats.py reads
the same shape for the table):

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

from game.games.draconium.cards import default_catalog, name_of
from game.games.draconium.state import DraconiumState

Record = dict[str, Any]


def roost(state: DraconiumState, seat: int) -> Record | None:
    """`seat`'s Roost record, or None when no Eggs are in use (R6)."""
    roosts: list[Record] = state.extra.get("roosts", [])
    return roosts[seat] if seat < len(roosts) else None


def eggs_in_use(state: DraconiumState) -> bool:
    return bool(state.extra.get("roosts"))


def egg_line(state: DraconiumState, seat: int) -> str | None:
    """The line of `seat`'s Egg while it has not hatched."""
    record = roost(state, seat)
    return str(record["line"]) if record is not None and record["egg"] else None


def beast(state: DraconiumState, seat: int) -> Record | None:
    record = roost(state, seat)
    return None if record is None else record["beast"]


def dispatched(state: DraconiumState, seat: int) -> bool:
    """§2.5: in the play area with no Delay token on it."""
    b = beast(state, seat)
    return b is not None and b["loc"] == "play" and not b["delay"]


def beast_line(state: DraconiumState, seat: int) -> str | None:
    record = roost(state, seat)
    return str(record["line"]) if record is not None and record["beast"] else None


def protected_from_cards(state: DraconiumState, seat: int, attack: bool, draconian: bool) -> bool:
    """§2.8: a dispatched Clever Drake shields from Draconian cards; a dispatched Riposte
    Dragon from Attacks and Draconian cards."""
    if not dispatched(state, seat) or beast_line(state, seat) != "Riposte":
        return False
    b = beast(state, seat)
    assert b is not None
    if b["stage"] == "Dragon":
        return attack or draconian
    return draconian


def protected_from_beasts(state: DraconiumState, seat: int) -> bool:
    """R20: only the Riposte line, dispatched, shields from other players' beasts."""
    return dispatched(state, seat) and beast_line(state, seat) == "Riposte"


# -- the counter ------------------------------------------------------------------------------


def _counting(state: DraconiumState) -> bool:
    return state.turn >= 1  # R10


def raise_counter(state: DraconiumState, seat: int, n: int = 1, why: str = "") -> None:
    """An event raises `seat`'s Egg counter (going past the target is fine, §2.3)."""
    record = roost(state, seat)
    if record is None or not record["egg"] or not _counting(state) or n <= 0:
        return
    if record["line"] == "Divine":  # its counter is names gained plus bonus (§3)
        return
    record["counter"] += n
    if why:
        state.say(
            f"{state.name(seat)}'s {record['egg']}: {record['counter']}/{record['target']} ({why})."
        )


def adjust_counter(state: DraconiumState, seat: int, delta: int, by: str) -> None:
    """A bonus adjustment (Whelp, Loremaster +1; Wyvern −1): not an event (§2.3).

    Never below 0; on a Blessed Egg it moves the bonus part (R24).
    """
    record = roost(state, seat)
    if record is None or not record["egg"]:
        return
    before = record["counter"]
    if record["line"] == "Divine":
        distinct = len(record["gained"])
        record["bonus"] = max(record["bonus"] + delta, -distinct)
        record["counter"] = distinct + record["bonus"]
    else:
        record["counter"] = max(0, record["counter"] + delta)
    if record["counter"] != before:
        state.say(
            f"{by}: {state.name(seat)}'s {record['egg']} is at "
            f"{record['counter']}/{record['target']}."
        )


def ready_to_hatch(state: DraconiumState, seat: int) -> bool:
    record = roost(state, seat)
    return record is not None and bool(record["egg"]) and record["counter"] >= record["target"]


# -- the events each line counts (§3) ---------------------------------------------------------


def on_gain(state: DraconiumState, seat: int, card: str) -> None:
    """A card was gained by `seat` (from anywhere; the Recycling mat too, R10)."""
    line = egg_line(state, seat)
    if line is None or not _counting(state):
        return
    spec = default_catalog().spec(card)
    name = name_of(card)
    counts = {
        "Avaricious": spec.is_("Treasure"),
        "Calamitous": spec.is_("Ruins"),
        "Festering": name == "Curse",
        "Gargantuan": True,
    }
    if counts.get(line, False):
        raise_counter(state, seat, 1, f"gained {name}")
    elif line == "Divine":
        record = roost(state, seat)
        assert record is not None
        if name not in record["gained"]:
            record["gained"].append(name)
            record["counter"] = max(0, len(record["gained"]) + record["bonus"])
            state.say(
                f"{state.name(seat)}'s {record['egg']}: {record['counter']}/"
                f"{record['target']} ({len(record['gained'])} different cards gained)."
            )


def on_trash(state: DraconiumState, owner: int | None, card: str, recycled: bool) -> None:
    """A card owned by `owner` was trashed or recycled, whoever did it (R10)."""
    if owner is None:
        return
    line = egg_line(state, owner)
    if line == "Abyssal":
        raise_counter(state, owner, 1, f"{name_of(card)} trashed")
    elif line == "Revenant" and recycled and name_of(card) == "Copper":
        raise_counter(state, owner, 1, "a Copper recycled")


def on_action_resolved(state: DraconiumState, seat: int) -> None:
    """Restless Egg: every resolution of an Action card `seat` plays counts (§3 Hyper)."""
    if egg_line(state, seat) == "Hyper":
        raise_counter(state, seat, 1, "an Action played")


def on_treasure_played(state: DraconiumState, seat: int, card: str) -> None:
    if egg_line(state, seat) == "Opulent" and name_of(card) != "Copper":
        raise_counter(state, seat, 1, f"{name_of(card)} played")


def on_hostile_card(state: DraconiumState, player: int) -> None:
    """Sensitive Egg: +1 for each other player when `player` plays an Attack or Draconian
    card, even if they are unaffected (§3 Riposte)."""
    for other in state.others(player):
        if egg_line(state, other) == "Riposte":
            raise_counter(state, other, 1, f"{state.name(player)} played a hostile card")


def on_aimed(state: DraconiumState, victim: int, by: int) -> None:
    """Sensitive Egg: another player's beast or hatch aims a hostile effect at `victim`."""
    if victim != by and egg_line(state, victim) == "Riposte":
        raise_counter(state, victim, 1, f"{state.name(by)}'s beast aims at them")


def end_of_turn(state: DraconiumState, seat: int) -> None:
    """§2.3 step 1: Sensitive +1; Ancient and Rotten +1 while their pile is empty (R25)."""
    line = egg_line(state, seat)
    if line == "Riposte":
        raise_counter(state, seat, 1, "end of turn")
    elif line == "Calamitous" and "Ruins" in state.supply and not state.supply["Ruins"].cards:
        raise_counter(state, seat, 1, "the Ruins pile is empty")
    elif line == "Festering" and not state.supply["Curse"].cards:
        raise_counter(state, seat, 1, "the Curse pile is empty")
