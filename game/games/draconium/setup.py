"""Setting up a game (§1.2): the Kingdom, the Supply piles (§1.1), starting decks, first player."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.rng import Rng
from game.core.zones import Visibility, Zone
from game.games.draconium import turns
from game.games.draconium.cards import Catalog, card_id, default_catalog
from game.games.draconium.options import PRESETS, RANDOM
from game.games.draconium.state import DraconiumState, Player

STARTING_COPPERS, STARTING_ESTATES, KINGDOM_PILES = 7, 3, 10
COPPERS_IN_ALL = 60


def pile_size(catalog: Catalog, name: str, players: int) -> int:
    """Cards in a Supply pile at the start (§1.1), starting decks not counted."""
    card = catalog.cards[name]
    if name == "Copper":
        return COPPERS_IN_ALL - STARTING_COPPERS * players
    if name == "Curse":
        return 10 * (players - 1)
    if name in ("Silver", "Gold"):
        return 40 if name == "Silver" else 30
    if name == "Platinum":
        return 12
    if card.is_("Victory"):
        return 8 if players == 2 else 12
    return 10


def choose_kingdom(catalog: Catalog, rng: Rng, choice: str) -> list[str]:
    """The 10 Kingdom piles: a recommended set by name, or 10 of the 26 at random."""
    names = list(PRESETS[choice]) if choice != RANDOM else rng.sample(catalog.kingdom_names, 10)
    return sorted(names, key=lambda n: (catalog.cards[n].cost, n))


def new_state(seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> DraconiumState:
    catalog = default_catalog()
    n = len(seats)
    state = DraconiumState(
        game="draconium", seats=list(seats), options=dict(options), seed=seed, rng=Rng(seed)
    )
    state.players = [Player.empty(seat) for seat in range(n)]
    state.kingdom = choose_kingdom(catalog, state.rng, options["kingdom"])
    basics = ["Copper", "Silver", "Gold"]
    if options["platinum_colony"]:
        basics.append("Platinum")
    basics += ["Estate", "Duchy", "Province"]
    if options["platinum_colony"]:
        basics.append("Colony")
    basics.append("Curse")
    for name in basics + state.kingdom:
        in_decks = {"Copper": STARTING_COPPERS * n, "Estate": STARTING_ESTATES * n}.get(name, 0)
        ids = [card_id(name, i) for i in range(1, pile_size(catalog, name, n) + in_decks + 1)]
        state.supply[name] = Zone(f"supply:{name}", None, Visibility.PUBLIC, ids[in_decks:])
        for seat, p in enumerate(state.players):  # §1.2 step 4: not "gained"
            per = in_decks // n
            p.deck.cards += ids[seat * per : (seat + 1) * per]
    for p in state.players:
        state.rng.shuffle(p.deck.cards)
        p.hand.cards = [p.deck.cards.pop() for _ in range(turns.HAND_SIZE)]
    state.say(f"Kingdom: {', '.join(state.kingdom)}.")
    if options["platinum_colony"]:
        state.say("Platinum and Colony are in the Supply (R32).")
    state.first = state.rng.below(n)  # §1.2 step 5
    state.say(f"{state.name(state.first)} goes first.")
    turns.start_turn(state, state.first)
    return state
