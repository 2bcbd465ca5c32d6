"""Dragon Riders' bots: easy (greedy, one move of lookahead) and the search bot's
Rider and Dragon choice; every choice is read from card and unit data, never from a
card's id or a unit's name, so a designer's new or changed card is played at once.

The easy bot tries each action on a copy of its own view and keeps the one that
leaves the best position: it kills when it can (a won position outranks everything),
heals when low (HP is valued concavely, so a point near death is worth more), and
keeps spending energy while some move makes its position better. It drafts the card
worth most to its deck (`worth.card_worth`: effects, cost, the deck so far) and
chooses its Rider and Dragon from their numbers with a seeded wobble, so its seats
are not welded to one matchup.

The search bots (normal, strong) choose a Rider or a Dragon by playing quick games
through the rules from each choice (the playout policy on both sides) and taking the
one that won most, with a seeded wobble; every other decision is the generic search's.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from game.bots.search import EXPLORE, SearchBot
from game.core.entry import SearchHooks
from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState
from game.games.riders import search
from game.games.riders.state import (
    ACTION,
    DISCARD,
    DRAFT,
    DRAGON,
    RIDER,
    Player,
    RidersState,
)
from game.games.riders.worth import dragon_worth, energy_price, rider_worth

WIN = 1_000_000.0

UNIT_WOBBLE = 4.0
"""The easy bot's seeded wobble on a unit's worth (`rider_worth`, `dragon_worth`)."""

DUEL_WOBBLE = 0.06
"""The search bot's seeded wobble on a unit's share of quick games won."""

DUEL_MOVES = 400
"""A quick game longer than this is scored as it stands (none comes close)."""


def _toughness(effective_hp: int) -> float:
    """Concave in HP: the last points before death weigh most."""
    e = max(effective_hp, 0)
    return 2.0 * e - 40.0 / (e + 1)


def _side_value(p: Player, mine: bool) -> float:
    dragon, rider = p.units()
    value = _toughness(dragon.hp) + _toughness(rider.hp + p.shields)
    value += 0.6 * p.exhausted_shields + 2.0 * p.energy_shield - 2.0 * p.crippled
    for unit in (dragon, rider):
        value -= 2.5 * unit.burn + 3.0 * unit.freeze - (1.0 if unit.immune_through else 0.0)
    value += 0.8 * len(p.hand.cards)
    value += 0.4 * p.energy if mine else 0.3 * p.energy
    return value


def score(state: RidersState, seat: int) -> float:
    """How good a position is for `seat`: a win or a loss, else both sides' HP (concave),
    statuses, cards in hand and energy. Hand sizes count, not contents, so a view and
    the state score alike."""
    if state.result is not None:
        return WIN if seat in state.result.winners else -WIN
    me, foe = state.players[seat], state.players[1 - seat]
    return _side_value(me, True) - _side_value(foe, False)


HAND_LIMIT = 5
"""A hand this full draws nothing at its owner's start phase (R7)."""

HELD = 0.3
"""In the turn's reckoning a card in hand is worth this much: it is there to be played."""

FULL_HAND = 2.5
"""A hand at its limit at the turn's end costs its next draw (R7): about a card's use."""

FOE_CARD = 2.5
"""A card in the opponent's hand is worth this much to him (what Sabotage takes, R37)."""

FREEZE_TURN = 5.0
"""A Freeze on an enemy unit in the turn's reckoning: his next turn is one action (R11)."""

CRIPPLED = 3.0
"""A Crippled Rider in the turn's reckoning: its Wounded powers at any HP (R35)."""

CHARGE = 1.0
"""An Energy Shield charge in the turn's reckoning when nothing threatens a Burn or a
Freeze; each threat (`status_threats`) adds `THREAT`, since a charge stops one (R18)."""

THREAT = 4.0

STATUS_OPS = ("burn", "freeze")
STATUS_POWERS = ("first_attack_burn", "attack_freeze")
"""What puts a Burn or a Freeze on a unit: card ops, and Dragon powers on attack."""


def status_threats(cat: Any, foe: Player) -> float:
    """How many Burns or Freezes the opponent threatens, about: his Dragon's powers
    that apply them (one an attack), and his deck's share of cards that do, over the
    cards he will see (his decklist is public in the draft modes, §5)."""
    threats = 0.0
    dragon = foe.dragon
    spec = cat.dragons.get(dragon.name) if dragon is not None else None
    if spec is not None:
        threats += sum(1.0 for power in spec.powers if power.power in STATUS_POWERS)
    total = sum(foe.decklist.values())
    if total:
        status = sum(
            n
            for kind, n in foe.decklist.items()
            if kind in cat.cards and any(fx.op in STATUS_OPS for fx in cat.cards[kind].effects)
        )
        threats += 3.0 * status / total
    return min(threats, 2.0)


def _turn_side(p: Player, rate: float, mine: bool, charge: float) -> float:
    """One side's units, statuses, energy and hand as a turn's spending weighs them:
    energy at `rate` (what an attack makes of it), so a move pays its energy's use."""
    dragon, rider = p.units()
    value = _toughness(dragon.hp) + _toughness(rider.hp + p.shields)
    value += 0.6 * p.exhausted_shields + charge * p.energy_shield - CRIPPLED * p.crippled
    for unit in (dragon, rider):
        value -= 2.5 * unit.burn + (1.0 if unit.immune_through else 0.0)
    value -= (3.0 if mine else FREEZE_TURN) * max(dragon.freeze, rider.freeze)
    value += rate * p.energy
    hand = len(p.hand.cards)
    if mine:
        value += HELD * hand - (FULL_HAND if hand >= HAND_LIMIT else 0.0)
    else:
        value += FOE_CARD * hand
    return value


def turn_score(state: RidersState, seat: int, rate: float, charge: float = CHARGE) -> float:
    """`score` as a turn's spending weighs it (`_turn_side`): which move makes the most
    of the energy, where `score` says whether to spend it now at all. `charge`: what
    an Energy Shield charge of `seat`'s is worth."""
    if state.result is not None:
        return WIN if seat in state.result.winners else -WIN
    me, foe = state.players[seat], state.players[1 - seat]
    return _turn_side(me, rate, True, charge) - _turn_side(foe, rate, False, CHARGE)


def energy_rate(cat: Any, p: Player) -> float:
    """What an energy makes in a turn: the Dragon's damage per energy on a unit's
    toughness (`_toughness` counts a point of HP about twice)."""
    return 2.0 * energy_price(cat, p)


def _wobbly_best(legal: Sequence[Move], worth: Any, rng: Rng, wobble: float) -> Move:
    """The move whose worth, give or take a seeded `wobble`, is highest."""
    best, best_value = legal[0], -float("inf")
    for move in legal:
        value = worth(move) + wobble * (2.0 * rng.below(1 << 20) / (1 << 20) - 1.0)
        if value > best_value:
            best, best_value = move, value
    return best


class EasyRidersBot:
    """The easy bot (see the module's docstring): quick enough for the balance lab."""

    needs_view = True
    takes_forced_moves = True

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.ruleset = ruleset
        self.rng = Rng(seed)

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, RidersState) and view.viewer is not None
        if len(legal) == 1:
            return legal[0]
        seat, phase, cat = view.viewer, view.phase, self.ruleset.cat
        if phase == RIDER:
            return _wobbly_best(
                legal, lambda m: rider_worth(cat, m["rider"]), self.rng, UNIT_WOBBLE
            )
        if phase == DRAGON:
            return _wobbly_best(
                legal, lambda m: dragon_worth(cat, m["dragon"]), self.rng, UNIT_WOBBLE
            )
        if phase == DRAFT:
            return search.draft_pick(cat, view, seat, legal)
        if phase == DISCARD:
            return search.discard_pick(cat, view, seat, legal)
        assert phase == ACTION
        # Each move is tried on a copy of the view. The move that makes the most of the
        # energy (`turn_score`: energy counts what an attack makes of it, a full hand
        # its lost draw) is played if it leaves the position better as `score` has it
        # (energy kept for later counts less); else the best such move, else end_turn.
        now = score(view, seat)
        rate = energy_rate(self.ruleset.cat, view.players[seat])
        cat = self.ruleset.cat
        charge = CHARGE + THREAT * status_threats(cat, view.players[1 - seat])
        now_turn = turn_score(view, seat, rate, charge)
        best, best_turn = None, -float("inf")
        fallback, fallback_score = None, now + 0.05
        # The moves as the rules list them on the view: each copy of the view keeps
        # that list, so trying a move on a copy needs no new list.
        legal = self.ruleset.legal_moves(view, seat)
        for move in legal:
            if move.kind == "end_turn":
                continue
            trial = self.ruleset.apply(view.clone(), move)
            value = score(trial, seat)
            in_turn = turn_score(trial, seat, rate, charge)
            if value <= now + 0.05 and in_turn <= now_turn + 0.05:
                continue
            if in_turn > best_turn:
                best, best_turn = move, in_turn
            if value > fallback_score:
                fallback, fallback_score = move, value
        if best is not None:
            return best
        if fallback is not None:
            return fallback
        return next(m for m in legal if m.kind == "end_turn")


GreedyRidersBot = EasyRidersBot
"""The easy bot's old name (saves and command lines say "greedy")."""


def duel(rules: Any, view: RidersState, move: Move, hooks: SearchHooks, rng: Rng) -> float:
    """One quick game `view`'s seat plays after `move`: from a world the view allows,
    to the end by the playout policy on both sides; its share of the win (the estimate,
    should it run past `DUEL_MOVES`)."""
    seat = view.viewer
    policy = hooks.playout
    assert seat is not None and policy is not None
    world = hooks.determinize(rules, view, rng)
    mine = next(m for m in rules.legal_moves(world, seat) if m == move)
    rules.apply(world, mine)
    for _ in range(DUEL_MOVES):
        if world.result is not None:
            break
        mover = rules.to_act(world)[0]
        rules.apply(world, policy(rules, world, mover, rules.legal_moves(world, mover), rng))
    result = world.result
    if result is None:
        return float(hooks.evaluate(rules, world, seat))
    return 1.0 / len(result.winners) if seat in result.winners else 0.0


def duel_shares(
    rules: Any,
    view: RidersState,
    legal: Sequence[Move],
    games: int,
    hooks: SearchHooks,
    rng: Rng,
    deadline: float | None = None,
) -> list[float]:
    """Each move's share of up to `games` quick games won (`duel`), a round of one game
    each at a time, so a `deadline` (a table's time cap) leaves every move as many."""
    won = [0.0] * len(legal)
    rounds = 0
    while rounds < games:
        for i, move in enumerate(legal):
            won[i] += duel(rules, view, move, hooks, rng)
        rounds += 1
        if deadline is not None and time.perf_counter() > deadline:
            break
    return [w / rounds for w in won]


class RidersSearchBot(SearchBot):
    """The generic search bot, with the Rider and Dragon chosen by quick games through
    the rules (`duel_shares`, `duels` of them for each choice) and a seeded wobble; a
    table's time cap (`time_cap`) holds for those too."""

    def __init__(
        self,
        rules: Any,
        seed: int,
        hooks: SearchHooks,
        iterations: int,
        *,
        duels: int,
        explore: float = EXPLORE,
    ) -> None:
        super().__init__(rules, seed, hooks, iterations, explore=explore)
        self.duels = duels

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        if (
            len(legal) > 1
            and isinstance(view, RidersState)
            and view.phase in (RIDER, DRAGON)
            and self.duels > 0
        ):
            cap = self.time_cap
            deadline = time.perf_counter() + cap if cap is not None else None
            shares = duel_shares(
                self.rules, view, legal, self.duels, self.hooks, self.rng, deadline
            )
            share = dict(zip(legal, shares, strict=True))
            return _wobbly_best(legal, share.__getitem__, self.rng, DUEL_WOBBLE)
        return super().choose(view, legal)
