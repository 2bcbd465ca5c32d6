"""What a Dragon Riders bot thinks cards, units and positions are worth, read from the
card data alone: costs, effect ops and their amounts, targets, and the units' numbers
(HP, Shields, economy, attack cost and damage). Nothing here names a card or a unit,
so a card a designer adds or changes is valued at once, with no code change.

Two scales are used. A card's *worth* is what holding it in a deck is worth (the
draft, the discard): its effects at full HP, less the energy it costs. A move's
*value* is what playing it now is worth: its effects on the units as they stand.
Both count in points of damage to a unit of `SCALE` effective HP, so a point on a
unit near death is worth more. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.games.riders.cards import CardSpec, Catalog, Effect
from game.games.riders.state import Player, RidersState, Unit

SCALE = 30.0
"""A point of damage on a unit with this many effective HP counts 1."""

START_ENERGY = 3
"""The energy every player gains at each start phase before the Rider's economy (§3)."""

BURN_TURNS = 3.0
"""How many of its owner's start phases a Burn stack is expected to burn in (R20, R40:
stacks stay)."""

FREEZE = 3.0
"""A Freeze on an enemy unit: one turn of Stagger (R11), about an action lost."""

# What the other effects are worth, in the same points: Crippled (R35), a card drawn,
# a card the opponent discards (R37), an Energy Shield charge (R18), and taking a
# Freeze or Burn off one's own unit (R36).
CRIPPLE = 1.0
DRAW = 1.5
SABOTAGE = 1.2
CHARGE = 1.0
CLEANSE = 0.8

CARD_BASE = 1.0
"""Any card is an action in hand (an answer, a use for odd energy)."""

GAIN = 0.5
"""Energy a card gives is worth this share of its price: fitted to games between easy
bots with drafts at random, where Energy Surge's copies won no more than a plain card's."""

KILL = 100.0
"""A move that brings an enemy unit to 0 HP wins (§4.8) and outranks everything."""

SAME_GROUP_DECAY = 0.85
"""A deck needs only so many heals or Shields: each card of a card's group (the card
file's `group`) already in the deck makes what it does besides damage worth this much
less."""


@dataclass(frozen=True, slots=True)
class Side:
    """One player's units as a bot weighs them: effective HP now and at full."""

    dragon: Unit
    rider: Unit
    shields: int

    @classmethod
    def of(cls, p: Player) -> Side:
        dragon, rider = p.units()
        return cls(dragon, rider, p.shields + p.exhausted_shields)

    def unit(self, which: str) -> Unit:
        return self.dragon if which == "dragon" else self.rider

    def left(self, which: str, full: bool = False) -> int:
        """A unit's effective HP: its HP (at full, or now), and a Rider's Shields."""
        unit = self.unit(which)
        hp = unit.max_hp if full else max(unit.hp, 1)
        if which == "rider":
            hp += self.shields
        return max(hp, 1)

    def weight(self, which: str, full: bool = False) -> float:
        """What a point of damage to this unit is worth: more on a unit with less to
        lose, and more on the unit the race is likelier to be won on (§4.8: either
        unit's fall ends the game, so damage spread over both is partly wasted). Its
        share of the race is the other unit's share of the effective HP."""
        hp = self.left(which, full)
        other = self.left("rider" if which == "dragon" else "dragon", full)
        return 2.0 * SCALE * other / (hp * (hp + other))


def energy_price(cat: Catalog, p: Player) -> float:
    """What one energy buys this player: its Dragon's attack damage per energy (§4.2)."""
    dragon = p.dragon
    if dragon is None:
        return 1.5
    spec = cat.dragons.get(dragon.name)
    if spec is None or spec.attack_cost <= 0:
        return 1.5
    return spec.attack_damage / spec.attack_cost


def income(cat: Catalog, p: Player) -> int:
    """The energy a start phase gives this player: 3 and the Rider's economy (§3)."""
    rider = p.rider
    spec = cat.riders.get(rider.name) if rider is not None else None
    return START_ENERGY + (spec.economy if spec is not None else 0)


def _cells(fx: Effect, card: CardSpec) -> tuple[str, ...]:
    """The units an effect may land on: its own unit, or the card's targets ("target")."""
    return card.targets if fx.unit == "target" else (fx.unit,)


def _side_of(cell: str, me: Side, foe: Side) -> tuple[Side, bool, str]:
    """(the side, whether it is the enemy's, "dragon" or "rider") of a target cell."""
    enemy = cell.startswith("enemy")
    return (foe if enemy else me), enemy, cell.rpartition("_")[2]


class Judge:
    """What cards are worth in one player's deck against another: the weights of a
    point of damage on each unit at full HP and the price of an energy, read once."""

    __slots__ = ("_parts", "foe_shields", "price", "weights")

    def __init__(self, cat: Catalog, me: Player, foe: Player) -> None:
        mine, theirs = Side.of(me), Side.of(foe)
        self.price = energy_price(cat, me)
        self.foe_shields = theirs.shields
        self.weights = {
            "own_dragon": mine.weight("dragon", full=True),
            "own_rider": mine.weight("rider", full=True),
            "enemy_dragon": theirs.weight("dragon", full=True),
            "enemy_rider": theirs.weight("rider", full=True),
        }
        self._parts: dict[str, tuple[float, float]] = {}

    def effect(self, fx: Effect, card: CardSpec) -> float:
        """One effect at full HP: what it takes from the enemy or gives its player."""
        op, amount = fx.op, fx.amount
        if op in ("damage", "burn", "freeze", "heal", "thaw", "remove_burn"):
            best = -KILL
            for cell in _cells(fx, card):
                sign = 1.0 if cell.startswith("enemy") else -1.0
                w = self.weights[cell]
                if op == "damage":
                    worth = sign * amount * w
                elif op == "burn":
                    worth = sign * BURN_TURNS * w
                elif op == "freeze":
                    worth = sign * FREEZE
                elif op == "heal":
                    worth = -sign * amount * w * 0.5  # worth something only once hurt
                else:  # thaw, remove_burn: worth something only once Frozen or burning
                    worth = -sign * CLEANSE
                best = max(best, worth)
            return best
        if op == "cripple":
            return CRIPPLE
        if op == "draw":
            return amount * DRAW
        if op == "drain":
            return amount * self.price * 0.6
        if op == "sabotage":
            return amount * SABOTAGE
        if op == "shields":
            return amount * self.weights["own_rider"]
        if op == "destroy_shields":
            return max(self.foe_shields, 1) * self.weights["enemy_rider"] * 0.5
        if op == "gain_energy":
            return amount * self.price * GAIN
        if op == "energy_shield":
            return amount * CHARGE
        return 0.0

    def parts(self, card: CardSpec) -> tuple[float, float]:
        """A card's worth in two parts, read once a judge: what does not wane (its cost,
        its damage, anything bad for its player) and what wanes as the deck gets more
        cards of its group (`SAME_GROUP_DECAY`: a third heal is worth less)."""
        known = self._parts.get(card.id)
        if known is not None:
            return known
        fixed, waning = CARD_BASE - card.cost * self.price, 0.0
        for fx in card.effects:
            value = self.effect(fx, card)
            if value > 0 and fx.op != "damage":
                waning += value
            else:
                fixed += value
        found = self._parts[card.id] = (fixed, waning)
        return found

    def card(self, card: CardSpec, groups: dict[str, int] | None = None) -> float:
        """What `card` is worth in a deck that holds `groups[g]` cards of each group g
        (`deck_groups`): its effects at full HP, less its cost in energy, what is not
        damage waning with each card of its group the deck holds."""
        fixed, waning = self.parts(card)
        if waning and groups:
            return fixed + waning * SAME_GROUP_DECAY ** groups.get(card.group, 0)
        return fixed + waning

    def deck(self, cards: Iterable[CardSpec]) -> float:
        """What a deck (a drafted pile) is worth, card by card in the order drafted."""
        groups: dict[str, int] = {}
        total = 0.0
        for card in cards:
            total += self.card(card, groups)
            groups[card.group] = groups.get(card.group, 0) + 1
        return total


def deck_groups(cards: Iterable[CardSpec]) -> dict[str, int]:
    """How many cards of each group (the card file's `group`) a deck holds."""
    groups: dict[str, int] = {}
    for card in cards:
        groups[card.group] = groups.get(card.group, 0) + 1
    return groups


def card_worth(
    cat: Catalog, card: CardSpec, me: Player, foe: Player, deck: Iterable[CardSpec] = ()
) -> float:
    """What `card` is worth in `me`'s deck (holding `deck` so far) against `foe`."""
    return Judge(cat, me, foe).card(card, deck_groups(deck))


def rider_worth(cat: Catalog, name: str) -> float:
    """A Rider from its numbers: HP to lose, energy a turn, HP before the breakpoints."""
    spec = cat.riders[name]
    turns = 4.0  # own turns a game lasts, about
    return spec.hp + turns * spec.economy * 1.5 + 0.1 * (2 * spec.hp - spec.wounded_at)


def dragon_worth(cat: Catalog, name: str) -> float:
    """A Dragon from its numbers: HP, the Rider's starting Shields, damage per energy."""
    spec = cat.dragons[name]
    per_energy = spec.attack_damage / max(spec.attack_cost, 1)
    return 0.4 * spec.hp + 1.5 * spec.rider_shields + 8.0 * per_energy


# -- what a move does now ------------------------------------------------------------------


def _hit(side: Side, which: str, amount: int) -> float:
    """A damage instance on a unit as it stands: HP lost (Shields first for a Rider),
    weighed by what is left; bringing it to 0 is a kill."""
    if amount <= 0:
        return 0.0
    unit = side.unit(which)
    absorbed = min(side.shields, amount) if which == "rider" else 0
    lost = amount - absorbed
    if lost >= unit.hp > 0:
        return KILL
    w = side.weight(which)
    return lost * w + absorbed * w * 0.6


class Moment:
    """The table as it stands for one seat, read once for all its moves: both sides'
    units and what an energy buys it (`energy_price`)."""

    __slots__ = ("attack_damage", "foe", "foe_p", "me", "me_p", "price")

    def __init__(self, cat: Catalog, state: RidersState, seat: int) -> None:
        self.me_p, self.foe_p = state.players[seat], state.players[1 - seat]
        self.me, self.foe = Side.of(self.me_p), Side.of(self.foe_p)
        self.price = energy_price(cat, self.me_p)
        dragon = self.me_p.dragon
        spec = cat.dragons.get(dragon.name) if dragon is not None else None
        self.attack_damage = spec.attack_damage if spec is not None else 0

    def attack(self, target: str) -> float:
        """What an attack on `target` does now, from the Dragon's numbers (its ability
        is the rules' alone; its cost is the caller's to weigh)."""
        return _hit(self.foe, target.rpartition("_")[2], self.attack_damage)

    def play(self, card: CardSpec, target: str) -> float:
        """What playing `card` on `target` does now (its cost is the caller's to weigh;
        an energy it gains or drains is worth `price`)."""
        me_p, foe_p, me, foe, price = self.me_p, self.foe_p, self.me, self.foe, self.price
        total = 0.0
        for fx in card.effects:
            op, amount = fx.op, fx.amount
            cell = target if fx.unit == "target" else fx.unit
            if op == "damage":
                side, enemy, which = _side_of(cell, me, foe)
                hit = _hit(side, which, amount)
                total += hit if enemy else -hit
                if hit >= KILL:
                    return KILL if enemy else -KILL
            elif op == "burn":
                side, enemy, which = _side_of(cell, me, foe)
                owner = foe_p if enemy else me_p
                stopped = which == "rider" and owner.energy_shield > 0
                worth = 0.2 if stopped else BURN_TURNS * side.weight(which)
                total += worth if enemy else -worth
            elif op == "freeze":
                side, enemy, which = _side_of(cell, me, foe)
                unit = side.unit(which)
                owner = foe_p if enemy else me_p
                stopped = unit.immune_through > 0 or (which == "rider" and owner.energy_shield > 0)
                worth = 0.1 if stopped else FREEZE
                total += worth if enemy else -worth
            elif op == "heal":
                side, enemy, which = _side_of(cell, me, foe)
                unit = side.unit(which)
                healed = min(amount, unit.max_hp - unit.hp) * side.weight(which)
                if which == "rider" and (me_p if not enemy else foe_p).crippled:
                    healed += CRIPPLE
                total += -healed if enemy else healed
            elif op == "thaw":
                side, enemy, which = _side_of(cell, me, foe)
                worth = FREEZE * 0.8 if side.unit(which).freeze else 0.0
                total += -worth if enemy else worth
            elif op == "remove_burn":
                side, enemy, which = _side_of(cell, me, foe)
                worth = side.unit(which).burn * BURN_TURNS * side.weight(which) * 0.5
                total += -worth if enemy else worth
            elif op == "cripple":
                total += 0.0 if foe_p.crippled else CRIPPLE
            elif op == "draw":
                total += min(amount, len(me_p.deck.cards)) * DRAW
            elif op == "drain":
                total += min(amount, foe_p.energy) * price * 0.6
            elif op == "sabotage":
                total += min(amount, len(foe_p.hand.cards)) * SABOTAGE
            elif op == "shields":
                total += amount * me.weight("rider") * 0.8
            elif op == "destroy_shields":
                total += foe.shields * foe.weight("rider") * 0.8
            elif op == "gain_energy":
                total += amount * price
            elif op == "energy_shield":
                total += amount * CHARGE * 0.5
        return total
