"""Dragon Riders scenarios: a position at the start of a player's action phase.

The file's tables (see scenarios/README.md):

    [turn]         active (whose action phase it is), number (turns played in all)
    [player.<name>] rider, dragon, their HP, Burn and Freeze, crippled, energy,
                   shields, exhausted_shields, energy_shield, hand, deck (its top,
                   top card first), discard, and cards (how many they own in all)

A card is named by its copy (`strike_2`), its id (`strike`: the first copy not
named elsewhere) or its name (`Heavy Blow`). Each player's deck is filled below
the cards named for it with cards nobody holds, at random, until they own
`cards` (20, as after the draft); the cards left over are set aside. Pure.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.scenario import Scenario, Table
from game.core.state import Pending
from game.core.words import plural
from game.games.riders.cards import Catalog, kind_of
from game.games.riders.setup import DECK_SIZE, starting_shields
from game.games.riders.state import ACTION, HAND_LIMIT, Player, RidersState, Unit

TABLES = ("turn", "player")
TURN_KEYS = ("active", "number")
PLAYER_KEYS = (
    "rider",
    "dragon",
    "rider_hp",
    "dragon_hp",
    "rider_burn",
    "dragon_burn",
    "rider_freeze",
    "dragon_freeze",
    "crippled",
    "energy",
    "shields",
    "exhausted_shields",
    "energy_shield",
    "hand",
    "deck",
    "discard",
    "cards",
)
PILES = ("hand", "deck", "discard")
MOST = 99  # the most energy, Shields, Burn or Freeze a scenario may give


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def build(scenario: Scenario, ruleset: Any, seed: int) -> RidersState:
    """The position the scenario describes, under `ruleset`'s cards."""
    options = scenario.options_for(ruleset)
    cat: Catalog = ruleset.cat
    state: RidersState = ruleset.new_game(scenario.names, seed, options)
    turn = scenario.table("turn")
    turn.only(TURN_KEYS)
    active = turn.seat("active", 0)
    number = turn.number("number", 1, 999, 1)
    tables = scenario.players()
    state.players = [Player.empty(0), Player.empty(1)]
    for seat, table in enumerate(tables):
        table.only(PLAYER_KEYS)
        _units(state, cat, table, seat)
    _mirror(state, tables, bool(options["mirror_units"]))
    _cards(state, cat, tables)
    for seat, p in enumerate(state.players):
        owned = p.hand.cards + p.deck.cards + p.discard.cards
        p.decklist = dict(sorted(Counter(kind_of(c) for c in owned).items()))
        p.turns = (number + 1) // 2 if seat == active else number // 2
    state.market.cards, state.stack.cards = [], []
    state.picks = 2 * DECK_SIZE
    state.turn = number
    state.active = active
    state.phase = ACTION
    state.pending = Pending("act", (active,), prompt="Attack, play cards, or end your turn.")
    state.log = []
    for p in state.players:
        dragon, rider = p.units()
        state.say(
            f"{state.name(p.seat)}: {rider.name} {rider.hp}/{rider.max_hp} HP, "
            f"{dragon.name} {dragon.hp}/{dragon.max_hp} HP, {p.energy} energy, "
            f"{plural(p.shields, 'Shield')}, {plural(len(p.hand.cards), 'card')} in hand."
        )
    state.say(f"Turn {number}: {state.name(active)}'s action phase.")
    return state


def _units(state: RidersState, cat: Catalog, table: Table, seat: int) -> None:
    """The player's Rider and Dragon, their HP and statuses, energy and Shields."""
    p = state.players[seat]
    for kind, specs in (("rider", cat.riders), ("dragon", cat.dragons)):
        name = table.text(kind)
        if name not in specs:
            known = ", ".join(specs)
            raise table.error(
                f"{table.label}'s {kind} {name!r} is not a {kind.title()} of Dragon Riders; "
                f"they are: {known}.",
                kind,
            )
        most = specs[name].hp
        unit = Unit(kind, name, table.number(f"{kind}_hp", 1, most, most), most)
        unit.burn = table.number(f"{kind}_burn", 0, MOST, 0)
        cap = state.options["freeze_cap"] or MOST
        unit.freeze = table.number(f"{kind}_freeze", 0, cap, 0)
        if kind == "rider":
            p.rider = unit
        else:
            p.dragon = unit
    assert p.dragon is not None
    p.crippled = table.flag("crippled")
    p.energy = table.number("energy", 0, MOST, 0)
    p.shields = table.number(
        "shields", 0, MOST, starting_shields(cat, state.options, p.dragon.name)
    )
    p.exhausted_shields = table.number("exhausted_shields", 0, MOST, 0)
    p.energy_shield = table.number("energy_shield", 0, MOST, 0)


def _mirror(state: RidersState, tables: list[Table], mirror: bool) -> None:
    """R1: both players ride the same Rider or fly the same Dragon only with the option."""
    if mirror:
        return
    a, b = state.players
    for kind in ("rider", "dragon"):
        mine, theirs = (getattr(p, kind) for p in (a, b))
        if mine.name == theirs.name:
            word = "ride" if kind == "rider" else "fly"
            raise tables[1].error(
                f"{state.name(0)} and {state.name(1)} both {word} {mine.name}; two players share "
                f"a {kind.title()} only with the option mirror_units (R1).",
                kind,
            )


def _cards(state: RidersState, cat: Catalog, tables: list[Table]) -> None:
    """Hands, decks and discard piles as named; decks filled at random; the rest aside."""
    named: list[list[list[str]]] = []  # per seat, per pile: the names as written
    for table in tables:
        piles = [table.texts(pile) for pile in PILES]
        if len(piles[0]) > HAND_LIMIT:
            raise table.error(
                f"{table.label}'s hand holds {len(piles[0])} cards; a hand holds at most "
                f"{HAND_LIMIT} at the start of a turn (R7).",
                "hand",
            )
        named.append(piles)
    where: dict[str, str] = {}  # card -> the pile that holds it, as a designer reads it
    for seat, piles in enumerate(named):  # exact copies first, so a name takes a free one
        for pile, names in zip(PILES, piles, strict=True):
            for name in names:
                if name in cat.by_instance:
                    label = f"{state.name(seat)}'s {pile}"
                    if name in where:
                        raise tables[seat].error(
                            f"card {name} is in two zones: {where[name]} and {label}.", pile, name
                        )
                    where[name] = label
    chosen: list[list[list[str]]] = []
    for seat, piles in enumerate(named):
        chosen.append([])
        for pile, names in zip(PILES, piles, strict=True):
            label = f"{state.name(seat)}'s {pile}"
            cards = [_copy(cat, name, label, where, tables[seat], pile) for name in names]
            chosen[seat].append(cards)
    free = [c for c in cat.instance_ids() if c not in where]
    state.rng.shuffle(free)
    for seat, (hand, deck, discard) in enumerate(chosen):
        table = tables[seat]
        held = len(hand) + len(deck) + len(discard)
        total = table.number("cards", 0, len(cat.by_instance), max(DECK_SIZE, held))
        if held > total:
            raise table.error(
                f"{table.label} holds {held} cards in hand, deck and discard pile, "
                f"more than 'cards' = {total}.",
                "cards",
            )
        fill = total - held
        if fill > len(free):
            raise table.error(
                f"{table.label} should own {total} cards, but only {len(free)} are left "
                f"to fill the deck with {fill}.",
                "cards",
            )
        below, free = free[:fill], free[fill:]
        p = state.players[seat]
        p.hand.cards = hand
        p.deck.cards = below + list(reversed(deck))  # the top of a deck is its last card
        p.discard.cards = discard
    state.set_aside.cards = sorted(free, key=cat.instance_ids().index)


def _copy(
    cat: Catalog, name: str, label: str, where: dict[str, str], table: Table, pile: str
) -> str:
    """The copy a name stands for: itself if it is a copy, else the first free one."""
    if name in cat.by_instance:
        return name
    kind = name if name in cat.cards else _kind_named(cat, name)
    if kind is None:
        raise table.error(
            f"{label} names {name!r}, which is not a card of Dragon Riders.", pile, name
        )
    copies = [f"{kind}_{n}" for n in range(1, cat.cards[kind].copies + 1)]
    for copy in copies:
        if copy not in where:
            where[copy] = label
            return copy
    raise table.error(
        f"{label} names a {ordinal(len(copies) + 1)} {cat.cards[kind].name}; "
        f"Dragon Riders has {plural(len(copies), 'copy', 'copies')}.",
        pile,
        name,
    )


def _kind_named(cat: Catalog, name: str) -> str | None:
    """The card id whose name is `name`, any case ("heavy blow" is heavy_blow)."""
    wanted = name.strip().casefold()
    for card in cat.cards.values():
        if card.name.casefold() == wanted:
            return card.id
    return None
