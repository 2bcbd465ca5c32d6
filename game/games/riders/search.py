"""Dragon Riders' hooks for the generic search bot (game.bots.search): one world a
seat's view allows, a win-chance estimate, and a cheap playout policy.

The world deals every back from the cards the seat has not seen, as §5 makes certain:
a player's deck holds what his own decklist leaves once his hand and discard are
counted; in the draft modes the opponent's hand and deck together hold what the
opponent's (public) decklist leaves once his discard is counted; the draft stack, a
quick deal's hidden cards and the 4 set aside get the rest. The estimate reads the
race: how many turns each side needs to bring down the other's weaker unit, from
HP, Shields, energy, income, Burn and Freeze. Everything is read from card and unit
data, never from a card's id or a unit's name. Pure: no pygame.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.bots.determinize import world_of
from game.core.entry import SearchHooks
from game.core.move import Move
from game.core.rng import Rng
from game.core.zones import HIDDEN_CARD
from game.games.riders import powers
from game.games.riders.budgets import HORIZON
from game.games.riders.cards import Catalog, kind_of
from game.games.riders.state import ACTION, DISCARD, DRAFT, Player, RidersState
from game.games.riders.worth import Judge, Moment, deck_groups, energy_price, income

RACE_SLOPE = 1.5
"""How sure a lead of one turn in the race makes a side (the logistic's slope)."""

STAGGER = 1.0
"""A turn of Stagger (R11) costs about a turn of the race."""

TEMPO = 0.5
"""The side to act strikes first: at an equal count of turns it is this far ahead."""

DRAFT_SPREAD = 6.0
"""In the draft, a lead of this much card worth (`Judge.deck`) reads as a 73 %
favourite: steeper than the 32 fitted to games with drafts at random (units and the
first player decide more), so that the search tells one pick from another."""

ATTACK_COST = 2
"""What one action of a Staggered side buys, in energy: about one attack (§4.2)."""

IN_REACH = 1.5
"""A unit the side to act can bring down with what it holds is all but lost: a race
lead of this many turns more, on top of `TEMPO` (a Rider left in reach is a loss, not
a close race: so a bot in danger heals or shields)."""

HOLD = 0.5
"""Energy kept is worth this share of energy spent (it carries over, §4.1, but a race
is won by damage dealt now)."""

EXPLORING = 0.1
"""How often the playout policy plays some other move than its best."""


# -- the world a view allows -------------------------------------------------------------


def _kinds(cards: Sequence[str]) -> Counter[str]:
    return Counter(kind_of(c) for c in cards if c != HIDDEN_CARD)


def _fill(cards: list[str], backs: list[str]) -> list[str]:
    """Put `cards` in place of the backs in `backs`, in order, as far as they go;
    returns the cards left over."""
    slot = 0
    for i, card in enumerate(backs):
        if card == HIDDEN_CARD and slot < len(cards):
            backs[i] = cards[slot]
            slot += 1
    return cards[slot:]


def determinize(rules: Any, view: RidersState, rng: Rng) -> RidersState:
    """One full world `view` allows (see the module's docstring); its RNG is fresh from
    `rng`, so Sabotage, draws and the draft stack have an unknown future."""
    seat = view.viewer
    assert seat is not None, "a world is dealt from a seat's view"
    cat: Catalog = rules.cat
    world = world_of(view, rng)
    me, foe = world.players[seat], world.players[1 - seat]
    seen = {card for zone in view.zones() for card in zone.cards}
    unseen = [card for card in cat.by_instance if card not in seen]
    rng.shuffle(unseen)
    # Own deck: the decklist less the hand and the discard, all of which the seat sees.
    own_need = Counter(me.decklist)
    own_need.subtract(_kinds(me.hand.cards))
    own_need.subtract(_kinds(me.discard.cards))
    # The opponent's hand and deck: his decklist less his discard, where the decklist
    # is public (the draft modes, §5); a quick deal's is not.
    foe_need = Counter(foe.decklist)
    foe_need.subtract(_kinds(foe.discard.cards))
    own: list[str] = []
    theirs: list[str] = []
    rest: list[str] = []
    for card in unseen:  # shuffled: each kind's cards go to a random share of places
        kind = kind_of(card)
        if own_need[kind] > 0:
            own_need[kind] -= 1
            own.append(card)
        elif foe_need[kind] > 0:
            foe_need[kind] -= 1
            theirs.append(card)
        else:
            rest.append(card)
    rest += _fill(own, me.deck.cards)
    rest += _fill(_fill(theirs, foe.hand.cards), foe.deck.cards)
    # Whatever is still a back (the stack, hidden cards set aside, or a position a
    # scenario built by hand) takes what is left, shuffled with the rest above.
    for zone in world.zones():
        if HIDDEN_CARD in zone.cards:
            rest = _fill(rest, zone.cards)
            if HIDDEN_CARD in zone.cards:
                raise ValueError(f"no unseen card left to deal into {zone.id}")
    return world


# -- how the race stands ------------------------------------------------------------------


def reach(cat: Catalog, attacker: Player, energy: int, fresh: bool = True) -> float:
    """About the damage `attacker` deals in a turn with `energy`: what an energy buys
    (`energy_price`) and, when it can pay for an attack, its first attack's bonus (its
    Rider's power as its HP stands), unless this turn's first attack is made (`fresh`)."""
    price = energy_price(cat, attacker)
    dragon = attacker.dragon
    spec = cat.dragons.get(dragon.name) if dragon is not None else None
    cost = spec.attack_cost if spec is not None else 2
    bonus = 0
    if energy >= cost and (fresh or not attacker.first_attack_used):
        bonus = powers.value(cat, attacker, "first_attack_damage")
    return energy * price + bonus


def _falls_in(cat: Catalog, victim: Player, attacker: Player, energy: int, fresh: bool) -> float:
    """About how many of `attacker`'s turns after his coming one bring down `victim`'s
    weaker unit: what is left of each unit, less what `energy` deals on his coming
    turn (`reach`), over what a turn's income deals (plus `victim`'s own Burn each turn,
    R20); 0 when his coming turn does it (in reach: overkill buys nothing)."""
    dragon, rider = victim.units()
    rate = max(reach(cat, attacker, income(cat, attacker)), 1.0)
    burst = reach(cat, attacker, energy, fresh)
    if _staggered(attacker):  # one action on his coming turn (R11): about one attack
        burst = min(burst, reach(cat, attacker, ATTACK_COST, fresh))
    rider_left = rider.hp + victim.shields + 0.5 * victim.exhausted_shields
    return max(
        0.0,
        min(
            (dragon.hp - burst) / (rate + dragon.burn),
            (rider_left - burst) / (rate + rider.burn),
        ),
    )


def _staggered(p: Player) -> int:
    """The turns of Stagger ahead of a player (R11, R13: a stack a turn), at most 2."""
    dragon, rider = p.units()
    return min(max(dragon.freeze, rider.freeze), 2)


def race_lead(cat: Catalog, state: RidersState, seat: int) -> float:
    """How many turns `seat` is ahead in the race: the turns the opponent needs to bring
    it down, less the turns it needs, each from its coming turn (the side to act spends
    the energy it holds, the other adds his next income to his), with each turn of
    Stagger lost (`STAGGER`). The side to act moves first, so at an equal count it is
    `TEMPO` ahead: a unit in the other's reach next turn is all but lost."""
    me, foe = state.players[seat], state.players[1 - seat]
    mine = state.active == seat
    my_energy = me.energy if mine else me.energy + income(cat, me)
    foe_energy = foe.energy + income(cat, foe) if mine else foe.energy
    mine_falls = _falls_in(cat, me, foe, foe_energy, mine)
    foe_falls = _falls_in(cat, foe, me, my_energy, not mine)
    lead = mine_falls - foe_falls
    # A unit in reach of the side to act falls before the other can answer (§4.8).
    if mine and foe_falls == 0.0:
        lead += IN_REACH
    elif not mine and mine_falls == 0.0:
        lead -= IN_REACH
    lead += STAGGER * (_staggered(foe) - _staggered(me))
    return lead + TEMPO if mine else lead - TEMPO


def _deck_worth(cat: Catalog, me: Player, foe: Player) -> float:
    specs = cat.by_instance
    return Judge(cat, me, foe).deck(specs[c] for c in me.drafted.cards if c in specs)


def evaluate(rules: Any, state: RidersState, seat: int) -> float:
    """`seat`'s chance to win, from 0 to 1: the race in play, the decks in the draft,
    an even chance while the units are chosen."""
    result = state.result
    if result is not None:
        if not result.winners:
            return 0.5
        return 1.0 if seat in result.winners else 0.0
    cat: Catalog = rules.cat
    phase = state.phase
    if phase in (ACTION, DISCARD):
        return 1.0 / (1.0 + math.exp(-RACE_SLOPE * race_lead(cat, state, seat)))
    if phase == DRAFT:
        me, foe = state.players[seat], state.players[1 - seat]
        lead = _deck_worth(cat, me, foe) - _deck_worth(cat, foe, me)
        return 1.0 / (1.0 + math.exp(-lead / DRAFT_SPREAD))
    return 0.5


# -- the playout policy --------------------------------------------------------------------


def best_action(
    cat: Catalog, state: RidersState, seat: int, legal: Sequence[Move]
) -> tuple[Move, float]:
    """The attack or play worth most now, its energy weighed at `HOLD` of its price, or
    ending the turn when none is worth anything."""
    now = Moment(cat, state, seat)
    hold = HOLD * now.price
    specs = cat.by_instance
    best: Move | None = None
    best_value = 0.0
    end = legal[-1]  # the lister puts end_turn last
    for move in legal:
        kind = move.kind
        if kind == "attack":
            dragon = now.me_p.dragon
            assert dragon is not None
            cost = cat.dragons[dragon.name].attack_cost
            value = now.attack(move["target"]) - hold * cost
        elif kind == "play_card":
            card = specs[move["card"]]
            value = now.play(card, move["target"]) - hold * card.cost
        else:
            end = move
            continue
        if value > best_value:
            best, best_value = move, value
    return (best, best_value) if best is not None else (end, 0.0)


def draft_pick(cat: Catalog, state: RidersState, seat: int, legal: Sequence[Move]) -> Move:
    """The market card worth most in this seat's deck (`Judge.card`, the deck so far)."""
    me, foe = state.players[seat], state.players[1 - seat]
    specs = cat.by_instance
    judge = Judge(cat, me, foe)
    groups = deck_groups(specs[c] for c in me.drafted.cards)
    return max(legal, key=lambda m: judge.card(specs[m["card"]], groups))


def discard_pick(cat: Catalog, state: RidersState, seat: int, legal: Sequence[Move]) -> Move:
    """The discard that keeps the hand worth most (R9: the player chooses)."""
    judge = Judge(cat, state.players[seat], state.players[1 - seat])
    specs = cat.by_instance

    def kept_worth(move: Move) -> float:
        return -sum(judge.card(specs[c]) for c in move["cards"])

    return max(legal, key=kept_worth)


def playout(rules: Any, state: RidersState, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    """A cheap, mostly greedy move: the best value now (`best_action`), the best card
    for the deck, the least worth thrown away; now and then (`EXPLORING`) another."""
    if len(legal) == 1:
        return legal[0]
    cat: Catalog = rules.cat
    if rng.below(1000) < EXPLORING * 1000:
        return legal[rng.below(len(legal))]
    phase = state.phase
    if phase == ACTION:
        return best_action(cat, state, seat, legal)[0]
    if phase == DRAFT:
        return draft_pick(cat, state, seat, legal)
    if phase == DISCARD:
        return discard_pick(cat, state, seat, legal)
    return legal[rng.below(len(legal))]


HOOKS = SearchHooks(determinize=determinize, evaluate=evaluate, playout=playout, horizon=HORIZON)
"""What the search bot plays Dragon Riders with."""
