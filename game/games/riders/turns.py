"""The turn: start phase, the two actions, and the end phase (§3, §4.2)."""

from __future__ import annotations

from game.core.state import Pending
from game.core.words import plural
from game.games.riders import combat
from game.games.riders.cards import Catalog
from game.games.riders.effects import resolve_card
from game.games.riders.state import ACTION, DISCARD, HAND_LIMIT, RidersState

ENEMY = {"enemy_dragon": "dragon", "enemy_rider": "rider"}


def talia_economy(cat: Catalog, state: RidersState, seat: int) -> int:
    """R32: Talia's economy and Dragon bonus give 3, 2 Wounded, 1 Critical."""
    p = state.players[seat]
    assert p.rider is not None
    economy = cat.riders[p.rider.name].economy
    if p.rider.name == "Talia":
        if combat.wounded(cat, p):
            economy -= 1
        if not combat.critical(cat, p):
            economy += 1  # her Dragon is always alive while the game runs
    return economy


def attack_cost(cat: Catalog, state: RidersState, seat: int) -> tuple[int, str]:
    """The energy an attack costs now, and the note that explains any surcharge."""
    p = state.players[seat]
    assert p.dragon is not None
    cost = cat.dragons[p.dragon.name].attack_cost
    if combat.rides(p, "Kael") and combat.critical(cat, p):
        return cost + 1, " (Kael is Critical: +1)"
    return cost, ""


def card_cost(cat: Catalog, state: RidersState, seat: int, card_id: str) -> tuple[int, str]:
    p = state.players[seat]
    card = cat.card_of(card_id)
    if card.freeze_card and combat.rides(p, "Lyra") and combat.critical(cat, p):  # R17
        return card.cost + 1, " (Lyra is Critical: +1)"
    return card.cost, ""


def start_turn(state: RidersState, cat: Catalog, seat: int) -> None:
    """§3 start phase; a win check follows items 4 and 5 (R5)."""
    state.active = seat
    state.turn += 1
    me, foe = state.players[seat], state.players[1 - seat]
    me.turns += 1
    me.actions = 0
    me.first_action = ""
    me.first_attack_used = False
    for p in state.players:
        p.bronn_used = False  # R22: one reduction per turn, whoever's turn it is
    if me.exhausted_shields:  # R34
        me.shields += me.exhausted_shields
        me.exhausted_shields = 0
    state.say(f"Turn {state.turn}: {state.name(seat)} (their turn {me.turns}).")
    if len(me.hand.cards) < HAND_LIMIT:  # R7
        combat.draw(state, cat, me, 1)
    gain = 3 + talia_economy(cat, state, seat)
    me.energy += gain
    state.say(f"{state.name(seat)} gains {gain} energy ({me.energy}).")
    dragon, rider = me.units()
    for unit in (dragon, rider):  # R20: Burn is damage with no attacker, Dragon first
        if unit.burn:
            state.say(f"{combat.label(state, me, unit)} burns for {unit.burn}.")
            combat.deal(state, cat, unit.burn, me, unit, attacker=None)
    if combat.check_win(state):
        return
    if dragon.name == "Voidmaw" and me.energy > foe.energy:  # R30: strictly more, after gains
        state.say(f"Voidmaw pulses ({me.energy} energy against {foe.energy}).")
        assert foe.dragon is not None
        combat.deal(state, cat, 2, foe, foe.dragon, attacker=me)
        if combat.check_win(state):
            return
    state.phase = ACTION
    state.pending = Pending("act", (seat,), prompt="Attack, play cards, or end your turn.")


def count_action(state: RidersState, seat: int, what: str) -> None:
    me = state.players[seat]
    me.actions += 1
    if not me.first_action:
        me.first_action = what


def attack(state: RidersState, cat: Catalog, seat: int, target: str) -> None:
    """§4.2, R25–R30. The move has been checked."""
    me, foe = state.players[seat], state.players[1 - seat]
    assert me.dragon is not None and me.rider is not None
    cost, _ = attack_cost(cat, state, seat)
    me.energy -= cost
    count_action(state, seat, "an attack")
    first = not me.first_attack_used
    me.first_attack_used = True
    unit = state.unit(foe.seat, ENEMY[target])
    damage = cat.dragons[me.dragon.name].attack_damage
    kael = first and me.rider.name == "Kael"
    kael_wounded = combat.wounded(cat, me)
    if kael:
        damage += 1 if kael_wounded else 2  # R26
    if me.dragon.name == "Cryowyrm" and unit.freeze >= 1:
        damage += 1  # R27: already Frozen before this attack
    state.say(
        f"{state.name(seat)}'s {me.dragon.name} attacks {combat.label(state, foe, unit)} "
        f"for {damage} (paid {cost} energy, {me.energy} left)."
    )
    if kael:
        combat.gain_shields(state, cat, me, 1 if kael_wounded else 2)
    combat.deal(state, cat, damage, foe, unit, attacker=me)
    name = me.dragon.name
    if name == "Emberfang" and first:  # R28
        combat.apply_burn(state, foe, unit)
    elif name == "Cryowyrm":
        combat.apply_freeze(state, cat, me, foe, unit)
    elif name == "Voltwing":  # R29: a separate instance onto the other enemy unit
        other = foe.rider if unit is foe.dragon else foe.dragon
        assert other is not None
        combat.deal(state, cat, 2, foe, other, attacker=me)
    elif name == "Voidmaw":  # R30: after the damage and any Steelhorn loss
        stolen = combat.lose_energy(foe, 1)
        me.energy += stolen
        foe_name = state.name(foe.seat)
        if stolen:
            state.say(
                f"Voidmaw steals 1 energy from {foe_name}; {state.name(me.seat)} now has "
                f"{me.energy}."
            )
        else:
            state.say(f"Voidmaw steals nothing: {foe_name} has no energy left.")
    combat.check_win(state)


def play_card(state: RidersState, cat: Catalog, seat: int, card_id: str, target: str) -> None:
    """§4.6: pay, resolve in the order written, then the card goes to the discard."""
    me, foe = state.players[seat], state.players[1 - seat]
    card = cat.card_of(card_id)
    cost, _ = card_cost(cat, state, seat, card_id)
    me.energy -= cost
    me.hand.cards.remove(card_id)
    count_action(state, seat, card.name)
    owner = foe if target.startswith("enemy") else me
    where = combat.label(state, owner, state.unit(owner.seat, target.split("_")[1]))
    state.say(f"{state.name(seat)} plays {card.name} on {where} (paid {cost}, {me.energy} left).")
    resolve_card(state, cat, me, foe, card, target)
    me.discard.cards.append(card_id)
    combat.check_win(state)


def end_turn(state: RidersState, cat: Catalog, seat: int) -> None:
    me = state.players[seat]
    excess = len(me.hand.cards) - HAND_LIMIT
    if excess > 0:  # R9
        state.phase = DISCARD
        state.pending = Pending(
            "discard",
            (seat,),
            prompt=f"Discard {plural(excess, 'card')} down to {HAND_LIMIT}.",
            choices=tuple(me.hand.cards),
            min=excess,
            max=excess,
            private_to=(seat,),  # §5: the hand is the owner's alone
        )
        return
    finish_turn(state, cat, seat)


def discard(state: RidersState, cat: Catalog, seat: int, cards: tuple[str, ...]) -> None:
    me = state.players[seat]
    for card_id in cards:
        me.hand.cards.remove(card_id)
        me.discard.cards.append(card_id)
    names = ", ".join(cat.name_of(c) for c in cards)
    state.say(f"{state.name(seat)} discards {names} down to {HAND_LIMIT} cards.")
    finish_turn(state, cat, seat)


def finish_turn(state: RidersState, cat: Catalog, seat: int) -> None:
    """End phase steps 2–4: immunity expires (R14), Freeze decays (R13), play passes."""
    me = state.players[seat]
    for unit in me.units():
        if unit.immune_through and unit.immune_through <= me.turns:
            unit.immune_through = 0
            state.say(f"{combat.label(state, me, unit)} is no longer immune to Freeze.")
    for unit in me.units():
        if unit.freeze:
            unit.freeze = 0 if state.options["freeze_full_removal"] else unit.freeze - 1
            if unit.freeze == 0:
                unit.immune_through = me.turns + 1
                state.say(f"{combat.label(state, me, unit)} thaws and is immune to Freeze.")
    if state.options["exhaust_until_end_of_turn"] and me.exhausted_shields:  # R34 option
        me.shields += me.exhausted_shields
        me.exhausted_shields = 0
    state.say(f"{state.name(seat)} ends the turn.")
    start_turn(state, cat, 1 - seat)
