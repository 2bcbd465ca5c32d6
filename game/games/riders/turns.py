"""The turn: start phase, the two actions, and the end phase (§3, §4.2)."""

from __future__ import annotations

from game.core.state import Pending
from game.core.words import plural
from game.games.riders import combat, powers
from game.games.riders.cards import Catalog
from game.games.riders.effects import resolve_card
from game.games.riders.state import ACTION, DISCARD, HAND_LIMIT, Player, RidersState, Unit

ENEMY = {"enemy_dragon": "dragon", "enemy_rider": "rider"}


def economy(cat: Catalog, state: RidersState, seat: int) -> int:
    """The Rider's economy and its `turn_energy` power in its state (R32: Talia's 3, 2
    Wounded, 1 Critical)."""
    p = state.players[seat]
    assert p.rider is not None
    return cat.riders[p.rider.name].economy + powers.value(cat, p, "turn_energy")


def _surcharge(cat: Catalog, p: Player, power: str) -> tuple[int, str]:
    """A cost power's extra energy and the note that explains it: " (Kael is Critical: +1)"."""
    extra = powers.value(cat, p, power)
    if not extra:
        return 0, ""
    who = powers.source(cat, p, power)
    state = powers.rider_state(cat, p)
    by_rider = p.rider is not None and who == p.rider.name
    said = f" is {state.capitalize()}" if by_rider and state != "healthy" else ""
    return extra, f" ({who}{said}: {extra:+d})"


def attack_cost(cat: Catalog, state: RidersState, seat: int) -> tuple[int, str]:
    """The energy an attack costs now, and the note that explains any surcharge (R26:
    Kael Critical pays 1 more, his `attack_cost` power)."""
    p = state.players[seat]
    assert p.dragon is not None
    extra, note = _surcharge(cat, p, "attack_cost")
    return max(0, cat.dragons[p.dragon.name].attack_cost + extra), note


def card_cost(cat: Catalog, state: RidersState, seat: int, card_id: str) -> tuple[int, str]:
    """R17: a Freeze card costs the `freeze_card_cost` power more (Lyra Critical: +1)."""
    p = state.players[seat]
    card = cat.card_of(card_id)
    if card.freeze_card:
        extra, note = _surcharge(cat, p, "freeze_card_cost")
        return max(0, card.cost + extra), note
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
    gain = max(0, 3 + economy(cat, state, seat))
    me.energy += gain
    state.say(f"{state.name(seat)} gains {gain} energy ({me.energy}).")
    dragon, rider = me.units()
    for unit in (dragon, rider):  # R20: Burn is damage with no attacker, Dragon first
        if unit.burn:
            state.say(f"{combat.label(state, me, unit)} burns for {unit.burn}.")
            combat.deal(state, cat, unit.burn, me, unit, attacker=None)
    if combat.check_win(state):
        return
    pulse = powers.value(cat, me, "pulse")
    if pulse and me.energy > foe.energy:  # R30: strictly more, after gains (Voidmaw)
        who = powers.source(cat, me, "pulse")
        state.say(f"{who} pulses ({me.energy} energy against {foe.energy}).")
        assert foe.dragon is not None
        combat.deal(state, cat, pulse, foe, foe.dragon, attacker=me)
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
    if first:
        damage += powers.value(cat, me, "first_attack_damage")  # R26: Kael
    if unit.freeze >= 1:
        damage += powers.value(cat, me, "damage_vs_frozen")  # R27: already Frozen (Cryowyrm)
    damage = max(0, damage)
    state.say(
        f"{state.name(seat)}'s {me.dragon.name} attacks {combat.label(state, foe, unit)} "
        f"for {damage} (paid {cost} energy, {me.energy} left)."
    )
    shields = powers.value(cat, me, "first_attack_shields") if first else 0
    if shields > 0:
        combat.gain_shields(state, cat, me, shields)
    combat.deal(state, cat, damage, foe, unit, attacker=me)
    after_attack(state, cat, me, foe, unit, first)
    combat.check_win(state)


def after_attack(
    state: RidersState, cat: Catalog, me: Player, foe: Player, unit: Unit, first: bool
) -> None:
    """The Dragon's powers after its attack's damage, in this order: Burn (R28, first
    attack only), Freeze, the splash onto the other enemy unit (R29: a separate
    instance), the energy steal (R30: after the damage and any hide loss)."""
    burns = powers.value(cat, me, "first_attack_burn") if first else 0
    for _ in range(burns):
        combat.apply_burn(state, foe, unit)
    for _ in range(powers.value(cat, me, "attack_freeze")):
        combat.apply_freeze(state, cat, me, foe, unit)
    splash = powers.value(cat, me, "splash")
    if splash > 0:
        other = foe.rider if unit is foe.dragon else foe.dragon
        assert other is not None
        combat.deal(state, cat, splash, foe, other, attacker=me)
    steal = powers.value(cat, me, "attack_steal")
    if steal > 0:
        who, foe_name = powers.source(cat, me, "attack_steal"), state.name(foe.seat)
        stolen = combat.lose_energy(foe, steal)
        me.energy += stolen
        if stolen:
            state.say(
                f"{who} steals {stolen} energy from {foe_name}; {state.name(me.seat)} now "
                f"has {me.energy}."
            )
        else:
            state.say(f"{who} steals nothing: {foe_name} has no energy left.")


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
