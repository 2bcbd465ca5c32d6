"""Card effects: the ops a card's data lists, run in order (§4.6)."""

from __future__ import annotations

from game.core.words import plural, verb
from game.games.riders import combat, powers
from game.games.riders.cards import CardSpec, Catalog, Effect
from game.games.riders.state import Player, RidersState, Unit


def _unit(fx: Effect, me: Player, foe: Player, target: str) -> tuple[Player, Unit]:
    where = target if fx.unit == "target" else fx.unit
    owner = foe if where.startswith("enemy") else me
    unit = owner.dragon if where.endswith("dragon") else owner.rider
    assert unit is not None
    return owner, unit


def resolve_card(
    state: RidersState, cat: Catalog, me: Player, foe: Player, card: CardSpec, target: str
) -> None:
    for fx in card.effects:
        op = fx.op
        if op == "damage":
            owner, unit = _unit(fx, me, foe, target)
            combat.deal(state, cat, fx.amount, owner, unit, attacker=me)
        elif op == "burn":
            owner, unit = _unit(fx, me, foe, target)
            combat.apply_burn(state, owner, unit)  # R39: even if the damage was all absorbed
        elif op == "freeze":
            owner, unit = _unit(fx, me, foe, target)
            combat.apply_freeze(state, cat, me, owner, unit)
        elif op == "cripple":
            # R35: applies even if the damage was absorbed; Energy Shield does not stop it.
            if not foe.crippled:
                foe.crippled = True
                state.say(f"{state.name(foe.seat)}'s Rider is Crippled (counts as Wounded).")
        elif op == "heal":
            owner, unit = _unit(fx, me, foe, target)
            combat.heal(state, owner, unit, fx.amount)
        elif op == "thaw":
            # R36: all stacks go; immunity follows if there were any (R14).
            owner, unit = _unit(fx, me, foe, target)
            if unit.freeze:
                unit.freeze = 0
                unit.immune_through = me.turns + 1
                state.say(f"{combat.label(state, owner, unit)} thaws and is immune to Freeze.")
            else:
                state.say(f"{combat.label(state, owner, unit)} was not Frozen.")
        elif op == "remove_burn":
            owner, unit = _unit(fx, me, foe, target)
            if unit.burn:
                state.say(f"{combat.label(state, owner, unit)} stops burning.")
            unit.burn = 0
        elif op == "draw":
            combat.draw(state, cat, me, fx.amount)  # R9: Thaw draws even at the hand limit
        elif op == "drain":
            lost = combat.lose_energy(foe, fx.amount)
            state.say(f"{state.name(foe.seat)} loses {lost} energy ({foe.energy} left).")
        elif op == "sabotage":
            # R37: min(amount, hand) cards, picked uniformly with the seeded RNG, face up.
            thrown = state.rng.sample(foe.hand.cards, fx.amount)
            for card_id in thrown:
                foe.hand.cards.remove(card_id)
                foe.discard.cards.append(card_id)
            names = " and ".join(cat.name_of(c) for c in thrown) or "nothing"
            state.say(f"{state.name(foe.seat)} discards {names} at random.")
        elif op == "shields":
            combat.gain_shields(state, cat, me, fx.amount)
        elif op == "destroy_shields":
            gone = foe.shields + foe.exhausted_shields
            foe.shields = foe.exhausted_shields = 0  # R34: exhausted ones too; R18: not charges
            shields, are = plural(gone, "Shield"), verb(gone, "is", "are")
            state.say(f"{shields} on {state.name(foe.seat)}'s Rider {are} destroyed.")
        elif op == "gain_energy":
            me.energy += fx.amount
            state.say(f"{state.name(me.seat)} gains {fx.amount} energy ({me.energy}).")
        elif op == "energy_shield":
            me.energy_shield += fx.amount
            charges = plural(me.energy_shield, "Energy Shield charge")
            state.say(f"{state.name(me.seat)}'s Rider has {charges}.")
        else:  # the loader admits only known ops
            raise AssertionError(f"unknown effect op {op!r}")
    back = powers.value(cat, me, "shield_card_energy") if card.shield_card else 0
    if back > 0:
        me.energy += back  # R33: Morrik's, after the full cost is paid, at any HP
        who = powers.source(cat, me, "shield_card_energy")
        state.say(f"{who} returns {back} energy ({me.energy}).")
