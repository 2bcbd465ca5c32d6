"""Damage, statuses, Shields, healing, energy and the win check (§4 of the reference)."""

from __future__ import annotations

from game.core.state import Result
from game.core.words import plural
from game.games.riders import powers
from game.games.riders.cards import Catalog
from game.games.riders.state import OVER, Player, RidersState, Unit


def wounded(cat: Catalog, p: Player) -> bool:
    """R31, R35: read live from HP; a Crippled Rider counts as Wounded at any HP."""
    rider = p.rider
    if rider is None:
        return False
    return p.crippled or rider.hp <= cat.riders[rider.name].wounded_at


def critical(cat: Catalog, p: Player) -> bool:
    """R35: Crippled makes a Rider Wounded, never Critical."""
    rider = p.rider
    return rider is not None and rider.hp <= cat.riders[rider.name].critical_at


def rides(p: Player, name: str) -> bool:
    return p.rider is not None and p.rider.name == name


def has_dragon(p: Player, name: str) -> bool:
    return p.dragon is not None and p.dragon.name == name


def label(state: RidersState, p: Player, unit: Unit) -> str:
    return f"{state.name(p.seat)}'s {unit.name}"


def deal(
    state: RidersState,
    cat: Catalog,
    amount: int,
    victim: Player,
    unit: Unit,
    attacker: Player | None,
) -> int:
    """Deal one damage instance (R21); returns the HP lost.

    Order: Bronn's reduction, ready Shields (Riders only), HP, then Steelhorn.
    Burn has no attacker (R20); with `burn_ignores_defense` it goes straight to HP.
    """
    notes: list[str] = []
    is_rider = unit is victim.rider
    defended = attacker is not None or not state.options["burn_ignores_defense"]
    if defended and amount > 0:
        # R22, R23: the first damage each turn to a unit the Rider guards is reduced
        # (healthy Bronn guards both units, Wounded Bronn only his Dragon, Critical none).
        cut = powers.value(cat, victim, "reduce_first_damage", "rider" if is_rider else "dragon")
        every = state.options["bronn_every_instance"]
        if cut > 0 and (every or not victim.bronn_used):
            amount = max(0, amount - cut)
            victim.bronn_used = True
            who = powers.source(cat, victim, "reduce_first_damage")
            notes.append(f"{who} reduces it by {cut}")
    if defended and is_rider and victim.shields and amount > 0:
        absorbed = min(victim.shields, amount)
        victim.shields -= absorbed
        amount -= absorbed
        notes.append(f"{absorbed} absorbed by {'a Shield' if absorbed == 1 else 'Shields'}")
    before = unit.hp
    unit.hp -= amount
    extra = f" ({'; '.join(notes)})" if notes else ""
    state.say(
        f"{label(state, victim, unit)} takes {amount} damage{extra}: "
        f"{max(before, 0)} to {max(unit.hp, 0)} HP."
    )
    hide = powers.value(cat, victim, "hide") if amount > 0 and unit is victim.dragon else 0
    if hide > 0 and attacker is not None:
        # R24: once per instance that cost HP, paid by the opponent who dealt it (Steelhorn).
        lost = lose_energy(attacker, hide)
        who = state.name(attacker.seat)
        if lost:
            state.say(f"{unit.name}'s hide: {who} loses {lost} energy ({attacker.energy} left).")
        else:
            state.say(f"{unit.name}'s hide: {who} has no energy left to lose.")
    return amount


def lose_energy(p: Player, amount: int) -> int:
    """R10: energy never goes below 0; returns what was actually lost."""
    lost = min(amount, p.energy)
    p.energy -= lost
    return lost


def apply_burn(state: RidersState, victim: Player, unit: Unit) -> None:
    if unit is victim.rider and victim.energy_shield:  # R18
        victim.energy_shield -= 1
        state.say(f"{label(state, victim, unit)}'s Energy Shield stops the Burn.")
        return
    unit.burn += 1  # R40: no cap
    state.say(f"{label(state, victim, unit)} burns ({unit.burn} Burn).")


def apply_freeze(state: RidersState, cat: Catalog, by: Player, victim: Player, unit: Unit) -> None:
    """§4.4 (a) immunity, (b) Energy Shield, (c) stacks; R16 Lyra, R15 cap, R19 option."""
    shielded = unit is victim.rider and victim.energy_shield > 0
    if shielded and unit.immune_through and state.options["immunity_consumes_energy_shield"]:
        victim.energy_shield -= 1
        state.say(f"{label(state, victim, unit)} is immune to Freeze; its Energy Shield is spent.")
        return
    if unit.immune_through:
        state.say(f"{label(state, victim, unit)} is immune to Freeze.")
        return
    if shielded:
        victim.energy_shield -= 1
        state.say(f"{label(state, victim, unit)}'s Energy Shield stops the Freeze.")
        return
    stacks = max(1, 1 + powers.value(cat, by, "freeze_stacks"))  # R16: Lyra's extra stack
    cap = state.options["freeze_cap"]
    unit.freeze = min(unit.freeze + stacks, cap) if cap else unit.freeze + stacks
    state.say(f"{label(state, victim, unit)} is Frozen ({unit.freeze} Freeze).")


def gain_shields(state: RidersState, cat: Catalog, p: Player, amount: int) -> None:
    """The Rider's `shield_bonus` (R33: Morrik's) and `exhausted_shields` (R34: Critical
    Morrik's) apply to every Shield gain."""
    amount = max(0, amount + powers.value(cat, p, "shield_bonus"))
    exhausted = powers.value(cat, p, "exhausted_shields") > 0
    if exhausted:
        p.exhausted_shields += amount
        state.say(f"{state.name(p.seat)}'s Rider gains {plural(amount, 'exhausted Shield')}.")
    else:
        p.shields += amount
        gained = plural(amount, "Shield")
        state.say(f"{state.name(p.seat)}'s Rider gains {gained} ({p.shields} ready).")


def heal(state: RidersState, p: Player, unit: Unit, amount: int) -> None:
    before = unit.hp
    unit.hp = min(unit.max_hp, unit.hp + amount)
    state.say(f"{label(state, p, unit)} heals {unit.hp - before}: {before} to {unit.hp} HP.")
    if unit is p.rider and p.crippled:  # R35: any heal on the Rider ends Crippled
        p.crippled = False
        state.say(f"{label(state, p, unit)} is no longer Crippled.")


def draw(state: RidersState, cat: Catalog, p: Player, count: int) -> None:
    """R8: drawing from an empty deck does nothing."""
    for _ in range(count):
        if not p.deck.cards:
            state.say(f"{state.name(p.seat)}'s deck is empty; nothing is drawn.")
            return
        card = p.deck.cards.pop()
        p.hand.cards.append(card)
        state.say(f"{state.name(p.seat)} draws a card.")
        state.say(f"You draw {cat.name_of(card)}.", seat=p.seat)


def check_win(state: RidersState) -> bool:
    """§4.8, R5, R6: Dragons first; if both sides are down, the active player loses."""
    for p in state.players:  # the common case first: nobody is down
        if (p.dragon is not None and p.dragon.hp <= 0) or (p.rider is not None and p.rider.hp <= 0):
            break
    else:
        return False
    dragons = [p.dragon is not None and p.dragon.hp <= 0 for p in state.players]
    riders = [p.rider is not None and p.rider.hp <= 0 for p in state.players]
    if any(dragons):
        down, how = dragons, "Dragon Kill"
    elif any(riders):
        down, how = riders, "Rider Kill"
    else:
        return False
    loser = state.active if all(down) else down.index(True)
    winner = 1 - loser
    fallen = state.unit(loser, "dragon" if how == "Dragon Kill" else "rider")
    summary = (
        f"{state.name(winner)} won by {how}: {state.name(loser)}'s {fallen.name} "
        f"fell on turn {state.turn}."
    )
    state.result = Result((winner,), how, summary)
    state.phase = OVER
    state.pending = None
    state.say(summary)
    return True
