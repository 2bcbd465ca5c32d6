"""Setting up a game (§1.2): the Kingdom, the Supply piles (§1.1), starting decks, first player."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.rng import Rng
from game.core.zones import Visibility, Zone
from game.games.draconium import eggs, turns
from game.games.draconium.cards import Catalog, card_id
from game.games.draconium.lines import LINES_FILE, lines_of
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


def choose_kingdom(catalog: Catalog, rng: Rng, choice: str, draconium: int = 0) -> list[str]:
    """The 10 Kingdom piles: a recommended set by name, or at random `draconium` of the 45
    Draconium entries and the rest from the 26 base cards (§1.2 step 1)."""
    if choice != RANDOM:
        names = list(PRESETS[choice])
    else:
        names = rng.sample(catalog.draconium_names, draconium)
        names += rng.sample(catalog.kingdom_names, KINGDOM_PILES - draconium)
    return sorted(names, key=lambda n: (catalog.cards[n].cost, n))


def kingdom_with_eggs(
    catalog: Catalog, rng: Rng, lines: Sequence[str]
) -> tuple[list[str], list[str]]:
    """§2.2 [option]: the Eggs of `lines` shuffled into the whole randomizer (26 base and 45
    Draconium entries): deal until 10 Kingdom entries are out; each Egg dealt joins
    the pool without taking a slot. Returns the Kingdom and the pool's lines."""
    deck = [*catalog.kingdom_names, *catalog.draconium_names, *(f"egg:{n}" for n in lines)]
    rng.shuffle(deck)
    names: list[str] = []
    pool: list[str] = []
    for entry in deck:
        if len(names) == KINGDOM_PILES:
            break
        if entry.startswith("egg:"):
            pool.append(entry.removeprefix("egg:"))
        else:
            names.append(entry)
    return sorted(names, key=lambda n: (catalog.cards[n].cost, n)), sorted(pool)


def kingdom_pile(catalog: Catalog, name: str, players: int) -> list[str]:
    """A Kingdom pile's ids, bottom first: a split pile stacks its tiers, the top one last."""
    tiers = catalog.tiers(name)
    if len(tiers) == 1:
        return [card_id(name, i) for i in range(1, pile_size(catalog, name, players) + 1)]
    ids: list[str] = []
    for tier in reversed(tiers):
        ids += [card_id(tier.name, i) for i in range(1, tier.copies + 1)]
    return ids


def ruins_pile(catalog: Catalog, rng: Rng, players: int) -> list[str]:
    """Shuffle the 40 Ruins and deal 10 × (players − 1) face down; the top is face up (§4)."""
    every = [card_id(r.name, i) for r in catalog.ruins() for i in range(1, r.copies + 1)]
    rng.shuffle(every)
    return every[: 10 * (players - 1)]


def new_state(
    catalog: Catalog,
    seats: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    kingdom: Sequence[str] | None = None,
    lines_file: Path | None = None,
) -> DraconiumState:
    """A new game played with `catalog`'s cards (§1.2); `kingdom` names its 10 Kingdom
    piles instead of the option's (a scenario's); `lines_file` is a dragon lines file to play
    with instead of the game's own (the state names it)."""
    n = len(seats)
    state = DraconiumState(
        game="draconium",
        seats=list(seats),
        options=dict(options),
        seed=seed,
        rng=Rng(seed),
        catalog=catalog,
    )
    state.players = [Player.empty(seat) for seat in range(n)]
    if lines_file is not None:
        state.extra[LINES_FILE] = str(lines_file)
    if kingdom is not None:
        state.kingdom = sorted(kingdom, key=lambda n: (catalog.cards[n].cost, n))
    elif options.get("egg_pool") == eggs.IN_RANDOMIZER and options["kingdom"] == RANDOM:
        state.kingdom, state.extra["egg_pool"] = kingdom_with_eggs(
            catalog, state.rng, list(lines_of(state))
        )
    else:
        state.kingdom = choose_kingdom(
            catalog, state.rng, options["kingdom"], options.get("draconium_cards", 0)
        )
    lines = eggs.choose_lines(state)
    basics = ["Copper", "Silver", "Gold"]
    if options["platinum_colony"]:
        basics.append("Platinum")
    basics += ["Estate", "Duchy", "Province"]
    if options["platinum_colony"]:
        basics.append("Colony")
    basics.append("Curse")
    for name in state.kingdom:
        ids = kingdom_pile(catalog, name, n)
        state.supply[name] = Zone(f"supply:{name}", None, Visibility.PUBLIC, ids)
    for name in basics:
        in_decks = {"Copper": STARTING_COPPERS * n, "Estate": STARTING_ESTATES * n}.get(name, 0)
        ids = [card_id(name, i) for i in range(1, pile_size(catalog, name, n) + in_decks + 1)]
        state.supply[name] = Zone(f"supply:{name}", None, Visibility.PUBLIC, ids[in_decks:])
        for seat, p in enumerate(state.players):  # §1.2 step 4: not "gained"
            per = in_decks // n
            p.deck.cards += ids[seat * per : (seat + 1) * per]
    for p in state.players:
        state.rng.shuffle(p.deck.cards)
        p.hand.cards = [p.deck.cards.pop() for _ in range(turns.HAND_SIZE)]
    needs = {r for name in state.kingdom for c in catalog.tiers(name) for r in c.requires}
    specs = lines_of(state)
    needs |= {need for line in set(lines) for need in specs[line].setup}
    if "Ruins" in needs:
        state.supply["Ruins"] = Zone("supply:Ruins", None, Visibility.PUBLIC)
        state.supply["Ruins"].cards = ruins_pile(catalog, state.rng, n)
    for pile in ("Nightmare", "Dragon Slayer"):
        if pile in needs:
            ids = [card_id(pile, i) for i in range(1, 11)]
            state.nonsupply[pile] = Zone(f"supply:{pile}", None, Visibility.PUBLIC, ids)
    # one Ruined Kingdom per Egg of a line that brings it (the Ancient Egg, §3)
    kingdoms = sum(1 for line in lines if "Ruined Kingdom" in specs[line].setup)
    if kingdoms:
        ids = [card_id("Ruined Kingdom", i) for i in range(1, kingdoms + 1)]
        state.nonsupply["Ruined Kingdom"] = Zone(
            "supply:Ruined Kingdom", None, Visibility.PUBLIC, ids
        )
    if "Recycling mat" in needs or options.get("recycling_mat", False):
        state.extra["recycling"] = True
    state.say(f"Kingdom: {', '.join(state.kingdom)}.")
    if state.extra.get("recycling"):
        state.say("The Recycling mat replaces the Trash: every trashed card is recycled.")
    if options["platinum_colony"]:
        state.say("Platinum and Colony are in the Supply.")
    state.first = state.rng.below(n)  # §1.2 step 5
    state.say(f"{state.name(state.first)} goes first.")
    if eggs.assign(state, lines):  # secret or open choice: moves come first
        return state
    turns.start_turn(state, state.first)
    return state
