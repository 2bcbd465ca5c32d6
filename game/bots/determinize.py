"""Helpers for a game's `determinize` hook: a world to fill in from a view, the hidden
cards dealt from the unseen ones, and a check that a sampled world kept what its
viewer saw (the tests of every game's determinizer use it)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TypeVar

from game.core.rng import Rng
from game.core.state import GameState
from game.core.zones import HIDDEN_CARD, Zone

S = TypeVar("S", bound=GameState)


def world_of(view: S, rng: Rng) -> S:
    """A copy of `view` to fill in: a state of its own (not a view), with a fresh RNG
    drawn from `rng` (so each world has its own unknown future) and no legal list."""
    world = view.clone()
    world.is_view = False
    world.viewer = None
    world.rng = Rng(rng.next64())
    world.listed = None
    return world


def deal_unseen(zones: Iterable[Zone], unseen: list[str], rng: Rng) -> list[str]:
    """Put a card drawn at random from `unseen` in place of every back in `zones`, in
    place; what is left of `unseen` (shuffled) is returned."""
    pool = list(unseen)
    rng.shuffle(pool)
    for zone in zones:
        cards = zone.cards
        for i, card in enumerate(cards):
            if card == HIDDEN_CARD:
                if not pool:
                    raise ValueError(f"no unseen card left to deal into {zone.id}")
                cards[i] = pool.pop()
    return pool


def unseen_cards(every: Iterable[str], view: GameState) -> list[str]:
    """The cards of `every` (the game's whole set, each id as often as it exists) that
    `view` shows nowhere: those its backs may be."""
    seen = Counter(card for zone in view.zones() for card in zone.cards if card != HIDDEN_CARD)
    left = Counter(every)
    left.subtract(seen)
    return sorted(left.elements())


def sample_problems(view: GameState, world: GameState, seat: int) -> list[str]:
    """What a sampled world got wrong about its viewer's knowledge: a zone `seat` may see
    that changed, a back left unfilled, a card in two places; [] when none."""
    problems = []
    seen_zones = list(view.zones())
    world_zones = list(world.zones())
    if len(seen_zones) != len(world_zones):
        return [f"the world has {len(world_zones)} zones, the view {len(seen_zones)}"]
    for shown, made in zip(seen_zones, world_zones, strict=True):
        if shown.id != made.id:
            problems.append(f"zone {made.id} stands where the view has {shown.id}")
        elif made.visible_to(seat) and made.cards != shown.cards:
            problems.append(f"zone {made.id}, which seat {seat} sees, changed")
        elif len(made.cards) != len(shown.cards):
            problems.append(f"zone {made.id} holds {len(made.cards)}, not {len(shown.cards)}")
        elif HIDDEN_CARD in made.cards:
            problems.append(f"zone {made.id} still holds a back")
    counts = Counter(card for zone in world_zones for card in zone.cards)
    twice = sorted(card for card, n in counts.items() if n > 1)
    if twice:
        problems.append(f"cards in two places: {', '.join(twice[:5])}")
    if world.is_view or world.viewer is not None:
        problems.append("the world is still a view")
    return problems
