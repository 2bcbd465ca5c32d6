"""Each seat's standing at the end (or any moment) of a Dragon Riders game, for the
results screen: the HP left on its Dragon and its Rider (§4.8: a unit at 0 HP is down)."""

from __future__ import annotations

from game.games.riders.state import RidersState, Unit


def _unit(role: str, unit: Unit | None) -> str:
    if unit is None:
        return f"no {role} chosen"
    down = ", down" if unit.hp <= 0 else ""
    return f"{role} {unit.name}: {max(unit.hp, 0)} of {unit.max_hp} HP{down}"


def scores(state: RidersState) -> list[tuple[str, str]]:
    """(name, "Dragon Vyrna: 12 of 30 HP · Rider Morrik: 0 of 20 HP, down") per seat."""
    return [
        (state.name(p.seat), f"{_unit('Dragon', p.dragon)} · {_unit('Rider', p.rider)}")
        for p in state.players
    ]
