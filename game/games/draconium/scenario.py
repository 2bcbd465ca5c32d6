"""Dominion: Draconium scenarios: the Supply and every player's cards at the start of a turn.

The file's tables (see scenarios/README.md):

    [turn]           active (whose turn starts), round (the round it is in)
    [supply]         kingdom (its 10 piles; else the option's), a count per pile
                     (`Province = 2`), trash (the cards in the Trash)
    [player.<name>]  hand, deck (its top, top card first), discard

A card is named by its name (`Gold`) or its id (`Gold-07`). A player the file
gives none of hand, deck and discard keeps the set-up's deal (7 Coppers and 3
Estates, 5 of them in hand). A pile without a count holds every card of it the
players do not; with a count it holds that many (from its top), and the rest
are out of the game. Eggs are dealt as the options say. Pure.
"""

from __future__ import annotations

from typing import Any

from game.core.scenario import Scenario, Table, listing
from game.core.words import plural
from game.games.draconium import setup, turns
from game.games.draconium.cards import Catalog, name_of
from game.games.draconium.eggs import CHOOSE
from game.games.draconium.state import DraconiumState

TABLES = ("turn", "supply", "player")
TURN_KEYS = ("active", "round")
PLAYER_KEYS = ("hand", "deck", "discard")
MOST_ROUNDS = 99


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def build(scenario: Scenario, ruleset: Any, seed: int) -> DraconiumState:
    """The position the scenario describes, under `ruleset`'s cards."""
    options = scenario.options_for(ruleset)
    catalog: Catalog = ruleset.catalog
    supply = scenario.table("supply")
    kingdom = _kingdom(catalog, supply) if supply.has("kingdom") else None
    state = setup.new_state(catalog, scenario.names, seed, options, kingdom)
    turn = scenario.table("turn")
    turn.only(TURN_KEYS)
    active = turn.seat("active", 0)
    round_ = turn.number("round", 1, MOST_ROUNDS, 1)
    players = scenario.players()
    for table in players:
        table.only(PLAYER_KEYS)
    _cards(state, catalog, supply, players)
    choosing = state.pending is not None and state.pending.kind == CHOOSE
    state.log = []
    _summary(state)
    n = len(state.players)
    for seat, p in enumerate(state.players):  # turns started before this one (§1.5 ties)
        p.turns = round_ if seat < active else round_ - 1
    state.turn = (round_ - 1) * n + active
    state.stack, state.asking = [], None
    if choosing:  # the Eggs are chosen first (in the open, from this player); then their turn
        assert state.pending is not None
        state.first = active
        if not state.pending.secret:
            state.pending.seats = (active,)
        return state
    state.first = 0
    turns.start_turn(state, active)
    return state


def _kingdom(catalog: Catalog, supply: Table) -> list[str]:
    """[supply] kingdom: ten different Kingdom piles of the game's cards."""
    names = supply.texts("kingdom")
    for name in names:
        card = catalog.cards.get(name)
        if card is None:
            raise supply.error(
                f"[supply] kingdom names {name!r}, which is not a card of Dominion: Draconium.",
                "kingdom",
                name,
            )
        if not card.kingdom:
            raise supply.error(
                f"[supply] kingdom names {name}, which is not a Kingdom pile (a base or "
                "Draconium card of its own pile).",
                "kingdom",
                name,
            )
        if names.count(name) > 1:
            raise supply.error(f"[supply] kingdom names {name} twice.", "kingdom", name)
    if len(names) != setup.KINGDOM_PILES:
        raise supply.error(
            f"[supply] kingdom names {plural(len(names), 'pile')}; a Kingdom has "
            f"{setup.KINGDOM_PILES}.",
            "kingdom",
        )
    return names


def _piles(state: DraconiumState, catalog: Catalog) -> dict[str, list[str]]:
    """Every pile of the game and all its cards, bottom first: the cards dealt to the
    players' starting decks below the ones left in the pile."""
    piles: dict[str, list[str]] = {}
    for name, zone in [*state.supply.items(), *state.nonsupply.items()]:
        piles[name] = list(zone.cards)
    for p in state.players:
        for zone in p.zones():
            for card in sorted(zone.cards, reverse=True):
                piles[_pile(catalog, card)].insert(0, card)
    return piles


def _pile(catalog: Catalog, card: str) -> str:
    spec = catalog.spec(card)
    return "Ruins" if spec.set == "ruins" else spec.pile_name


class _Claims:
    """The cards the file names: each id in one place, a name taking a free copy."""

    def __init__(self, state: DraconiumState, catalog: Catalog, piles: dict[str, list[str]]):
        self.state, self.catalog = state, catalog
        self.ids = {card for cards in piles.values() for card in cards}
        self.where: dict[str, str] = {}

    def exact(self, table: Table, key: str, label: str, names: list[str]) -> None:
        """First pass: ids named exactly (`Gold-07`) are claimed before any name is."""
        for name in names:
            if name in self.ids:
                if name in self.where:
                    raise table.error(
                        f"card {name} is in two zones: {self.where[name]} and {label}.",
                        key,
                        name,
                    )
                self.where[name] = label

    def card(self, table: Table, key: str, label: str, name: str) -> str:
        """The id a name stands for: itself if it is one, else the first free copy."""
        if name in self.ids:
            return name
        catalog = self.catalog
        if name not in catalog.cards:
            raise table.error(
                f"{label} names {name!r}, which is not a card of Dominion: Draconium.",
                key,
                name,
            )
        copies = sorted(c for c in self.ids if name_of(c) == name)
        if not copies:
            raise table.error(
                f"{label} names {name}, which is not in this game; its Kingdom is "
                f"{listing(self.state.kingdom)}.",
                key,
                name,
            )
        for copy in copies:
            if copy not in self.where:
                self.where[copy] = label
                return copy
        raise table.error(
            f"{label} names a {ordinal(len(copies) + 1)} {name}; this game has {len(copies)}.",
            key,
            name,
        )


def _cards(state: DraconiumState, catalog: Catalog, supply: Table, players: list[Table]) -> None:
    """Hands, decks, discard piles and the Trash as named; the piles hold the rest."""
    piles = _piles(state, catalog)
    claims = _Claims(state, catalog, piles)
    named: list[tuple[Table, str, str, list[str]]] = []
    for seat, table in enumerate(players):
        if not any(table.has(key) for key in PLAYER_KEYS):  # the set-up's deal, as dealt
            p = state.players[seat]
            dealt = [("hand", p.hand.cards), ("deck", list(reversed(p.deck.cards)))]
            for key, cards in dealt:
                named.append((table, key, f"{table.label}'s {key}", list(cards)))
            named.append((table, "discard", f"{table.label}'s discard pile", []))
            continue
        for key in PLAYER_KEYS:
            label = f"{table.label}'s {'discard pile' if key == 'discard' else key}"
            named.append((table, key, label, table.texts(key)))
    named.append((supply, "trash", "the Trash", supply.texts("trash")))
    for table, key, label, names in named:
        claims.exact(table, key, label, names)
    chosen = [
        [claims.card(table, key, label, name) for name in names]
        for table, key, label, names in named
    ]
    for seat, p in enumerate(state.players):
        hand, deck, discard = chosen[3 * seat : 3 * seat + 3]
        for zone in p.zones():
            zone.cards = []
        p.hand.cards, p.discard.cards = hand, discard
        p.deck.cards = list(reversed(deck))  # the top of a deck is its last card
    state.trash.cards = chosen[-1]
    _fill_piles(state, supply, piles, claims)


def _fill_piles(
    state: DraconiumState, supply: Table, piles: dict[str, list[str]], claims: _Claims
) -> None:
    """Each pile holds the cards nobody holds, or the count [supply] gives (its top)."""
    known = list(piles)
    for key in supply.raw:
        if key in ("kingdom", "trash"):
            continue
        if key not in piles:
            raise supply.error(
                f"[supply] names the pile {key!r}, which is not in this game; its piles are: "
                f"{', '.join(known)}.",
                key,
            )
    for name, cards in piles.items():
        left = [card for card in cards if card not in claims.where]
        if supply.has(name):
            count = supply.number(name, 0, 999)
            if count > len(left):
                held = len(cards) - len(left)
                raise supply.error(
                    f"[supply] gives the {name} pile {count} cards, but only {len(left)} are "
                    f"left: {held} of its {len(cards)} are held elsewhere.",
                    name,
                )
            left = left[len(left) - count :]
        zone = state.supply.get(name) or state.nonsupply[name]
        zone.cards = left


def _summary(state: DraconiumState) -> None:
    """The position in the log: the Kingdom, each player's cards, the short piles."""
    state.say(f"Kingdom: {', '.join(state.kingdom)}.")
    short = [f"{name} {len(zone)}" for name, zone in state.supply.items() if len(zone) <= 3]
    if short:
        state.say(f"Piles running out: {', '.join(short)}.")
    for p in state.players:
        state.say(
            f"{state.name(p.seat)}: {plural(len(p.hand), 'card')} in hand, "
            f"{len(p.deck)} in the deck, {len(p.discard)} in the discard pile."
        )
        hand = ", ".join(name_of(c) for c in p.hand.cards) or "nothing"
        state.say(f"Your hand: {hand}.", seat=p.seat)
    for key in ("roosts", "roosts2"):
        for seat, record in enumerate(state.extra.get(key, [])):
            state.say(f"{state.name(seat)}'s Roost mat holds {record['egg']}.")
