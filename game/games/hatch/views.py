"""What each seat may know (§4): hands and egg faces to their owners only, a stolen
egg's face also to the player it was stolen from (R14, unless `forgetful`), the
sacrifices nominated for an egg to its owner only (until its hatch names them), the
Draw loot's cards to the attacker only, and everything once the game is over.

`peek_egg` is §7's `peek_egg(egg)`: looking at an egg is a matter of what a seat may
see, not a move, so it changes nothing and is never recorded.
"""

from __future__ import annotations

from game.core.errors import IllegalMove
from game.core.zones import HIDDEN_CARD
from game.games.hatch.cards import Catalog, Species
from game.games.hatch.state import HatchState


def hide_extra(cat: Catalog, view: HatchState, state: HatchState, seat: int | None) -> None:
    """Beyond the zones' visibility: reveal all at the end, remembered faces (R14), the
    nominated sacrifices and the Draw loot's cards hidden from all but their owner."""
    if state.result is not None:  # §4.4: every egg and hand is revealed
        for shown, real in zip(view.zones(), state.zones(), strict=True):
            shown.cards = list(real.cards)
        return
    if not state.options["open_table"]:
        for shown_p in view.players:
            if shown_p.seat != seat:
                for shown_egg in shown_p.eggs:
                    if shown_egg.sacrifices:  # §3.4: named aloud only by the hatch itself
                        shown_egg.sacrifices = []
    if seat is not None and not state.options["forgetful"]:
        for shown_p, real_p in zip(view.players, state.players, strict=True):
            if real_p.seat == seat:
                continue
            for shown_egg, real_egg in zip(shown_p.eggs, real_p.eggs, strict=True):
                # R14: a former owner has seen it already (its face is not shown otherwise)
                if seat in real_egg.seen and shown_egg.id == HIDDEN_CARD:
                    shown_egg.face = cat.cards[real_egg.id].name
    attack = view.attack
    if attack is not None and seat != attack.attacker:
        attack.drawn = []


def may_see_egg(state: HatchState, seat: int, zone: str) -> bool:
    """Whether `seat` may look at the face of egg `zone` now (in the real state)."""
    egg = state.egg_at(zone)
    if egg is None:
        return False
    if seat == egg.owner or state.result is not None or state.options["open_table"]:
        return True
    return seat in egg.seen and not state.options["forgetful"]


def peek_egg(cat: Catalog, state: HatchState, seat: int, zone: str) -> Species:
    """The face of egg `zone` ("egg:4") as `seat` sees it, from the real state or from
    `seat`'s own view; IllegalMove when `seat` has never seen it (§7, R14)."""
    egg = state.egg_at(zone)
    if egg is None:
        raise IllegalMove("hatch/no-such-egg", f"There is no egg {zone!r} on the table.")
    if state.is_view:
        if egg.id != HIDDEN_CARD:
            return cat.cards[egg.id]
        if egg.face:
            return cat.species[egg.face]
    elif may_see_egg(state, seat, zone):
        return cat.cards[egg.id]
    raise IllegalMove("hatch/never-seen", "You have never seen that egg.")
