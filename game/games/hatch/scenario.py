"""Hatch scenarios: a position at the start of a player's main phase (after the refill
and the mercenary cleanup, §3.1).

The file's tables (see scenarios/README.md):

    [turn]           active (whose turn it is), start (the starting player), round,
                     trigger (who triggered the end, R24)
    [piles]          draw (its top, top card first), discard (its top first), rest
                     ("draw" or "discard": where the cards nobody names go)
    [player.<name>]  hand, dragons, mercs, eggs (each { card, fed, from }), fresh and
                     weary (dragons hatched this turn, R17, or that attacked, R18),
                     dynasty (a check: the dragons' values must add up to it)

A card is named by its id (`H37`) or its species (`Magma Wyrm`: the first copy not
named elsewhere). The cards nobody names are shuffled from the seed and go below
the named top of the draw pile (or under the discard pile). Pure.
"""

from __future__ import annotations

from typing import Any

from game.core.scenario import Scenario, Table, listing
from game.core.state import LogLine
from game.core.words import plural
from game.core.zones import Visibility, Zone
from game.games.hatch import flow, standing
from game.games.hatch.cards import Catalog
from game.games.hatch.state import Egg, HatchState, Player

TABLES = ("turn", "piles", "player")
TURN_KEYS = ("active", "start", "round", "trigger")
PILE_KEYS = ("draw", "discard", "rest")
PLAYER_KEYS = ("hand", "dragons", "mercs", "eggs", "fresh", "weary", "dynasty")
EGG_KEYS = ("card", "fed", "from")
MOST_ROUNDS = 99


class _Cards:
    """Card names as a designer writes them, each turned into one copy, once."""

    def __init__(self, cat: Catalog) -> None:
        self.cat = cat
        self.where: dict[str, str] = {}  # card id -> the place that holds it, in words
        by_name: dict[str, list[str]] = {}
        for card, species in cat.cards.items():
            by_name.setdefault(species.name.casefold(), []).append(card)
        self.by_name = by_name

    def claim_ids(self, names: list[str], place: str, table: Table, key: str) -> None:
        """Exact ids first, so a species name takes a copy nobody named."""
        for name in names:
            if name in self.cat.cards:
                self._take(name, place, table, key, name)

    def card(self, name: str, place: str, table: Table, key: str) -> str:
        if name in self.cat.cards:
            return name
        copies = self.by_name.get(name.strip().casefold())
        if copies is None:
            raise table.error(
                f"{place} names {name!r}, which is not a card of Hatch (a species like "
                "'Magma Wyrm' or an id like 'H37').",
                key,
                name,
            )
        for card in copies:
            if card not in self.where:
                self.where[card] = place
                return card
        species = self.cat.cards[copies[0]].name
        raise table.error(
            f"{place} names one {species} too many: Hatch has "
            f"{plural(len(copies), 'copy', 'copies')} of it.",
            key,
            name,
        )

    def _take(self, card: str, place: str, table: Table, key: str, name: str) -> None:
        if card in self.where:
            raise table.error(
                f"card {card} ({self.cat.cards[card].name}) is in two places: "
                f"{self.where[card]} and {place}.",
                key,
                name,
            )
        self.where[card] = place

    def pile(self, table: Table, key: str, place: str) -> list[str]:
        names = table.texts(key)
        self.claim_ids(names, place, table, key)
        return [self.card(name, place, table, key) for name in names]


def build(scenario: Scenario, ruleset: Any, seed: int) -> HatchState:
    """The position the scenario describes, under `ruleset`'s cards."""
    options = scenario.options_for(ruleset)
    cat: Catalog = ruleset.cat
    state: HatchState = ruleset.new_game(scenario.names, seed, options)
    n = len(scenario.names)
    turn = scenario.table("turn")
    turn.only(TURN_KEYS)
    active = turn.seat("active", 0)
    start = turn.seat("start", active)
    round_ = turn.number("round", 1, MOST_ROUNDS, 1)
    limit = options["round_limit"]
    if round_ > limit:
        raise turn.error(
            f"[turn] round {round_} is past the round limit ({limit}); raise the option "
            "round_limit to play it.",
            "round",
        )
    piles = scenario.table("piles")
    piles.only(PILE_KEYS)
    rest = piles.text("rest", "draw")
    if rest not in ("draw", "discard"):
        raise piles.error(
            f'[piles] \'rest\' is where the cards nobody names go: "draw" or "discard", '
            f"not {rest!r}.",
            "rest",
        )
    names = _Cards(cat)
    tables = scenario.players()
    open_table = options["open_table"]
    state.players = [Player.empty(seat, open_table) for seat in range(n)]
    state.eggs_laid = 0
    for seat, table in enumerate(tables):
        table.only(PLAYER_KEYS)
        _player(state, cat, names, table, seat, scenario, active)
    draw = names.pile(piles, "draw", "the draw pile")
    discard = names.pile(piles, "discard", "the discard pile")
    free = [card for card in cat.card_ids() if card not in names.where]
    state.rng.shuffle(free)
    state.draw.cards = list(reversed(draw))  # the top of a pile is its last card
    state.discard.cards = list(reversed(discard))
    if rest == "draw":
        state.draw.cards[:0] = free
    else:
        state.discard.cards[:0] = free
    # A trigger player may have dropped below 200 since (R24), so any seat may be named.
    trigger = turn.seat("trigger") if turn.has("trigger") else None
    state.start, state.active, state.round, state.trigger = start, active, round_, trigger
    before = (active - start) % n  # seats that have played this round
    state.turn = (round_ - 1) * n + before + 1
    for seat, p in enumerate(state.players):
        p.turns = round_ if (seat - start) % n <= before else round_ - 1
    state.quiet_round = not state.draw.cards and not state.discard.cards
    state.attack, state.attacked = None, False
    state.log = []
    for seat, p in enumerate(state.players):
        value = standing.dynasty(cat, state, seat)
        state.say(
            f"{state.name(seat)}: dynasty {value} ({plural(len(p.dragons.cards), 'dragon')}), "
            f"{plural(len(p.hand.cards), 'card')} in hand, {plural(len(p.eggs), 'egg')}."
        )
    if trigger is not None:
        state.say(f"{state.name(trigger)} has triggered the end.")
    state.say(f"Round {round_}: {state.name(active)}'s turn.")
    flow.ask_main(state)
    state.log = [LogLine(line.text, line.seat, 0) for line in state.log]
    return state


def _player(
    state: HatchState,
    cat: Catalog,
    names: _Cards,
    table: Table,
    seat: int,
    scenario: Scenario,
    active: int,
) -> None:
    """A player's hand, dragons, mercenaries and eggs, and the marks on their dragons."""
    p = state.players[seat]
    who = table.label
    p.hand.cards = names.pile(table, "hand", f"{who}'s hand")
    p.dragons.cards = names.pile(table, "dragons", f"{who}'s dragons")
    p.mercs.cards = names.pile(table, "mercs", f"{who}'s mercenaries")
    if p.mercs.cards and seat == active:
        raise table.error(
            f"{who}'s mercenaries went to the discard pile when {who}'s turn began (R5); "
            "only the other players can have mercenaries now.",
            "mercs",
        )
    for key, ruling in (("fresh", "R17"), ("weary", "R18")):
        marked = table.texts(key)
        chosen = []
        for name in marked:
            card = _dragon_named(cat, p.dragons.cards, name)
            if card is None:
                raise table.error(
                    f"{who}'s '{key}' names {name!r}, which is not one of {who}'s dragons "
                    f"({ruling}).",
                    key,
                    name,
                )
            chosen.append(card)
        setattr(p, key, chosen)
    if p.fresh and seat != active:
        raise table.error(
            f"only the player whose turn it is can have dragons hatched this turn (R17); "
            f"{who} is not.",
            "fresh",
        )
    if p.weary and seat == active:
        raise table.error(f"{who}'s weary dragons rested when {who}'s turn began (R18).", "weary")
    _eggs(state, cat, names, table, seat, scenario)
    if table.has("dynasty"):
        wanted = table.number("dynasty", 0, 9999)
        value = standing.dynasty(cat, state, seat)
        if value != wanted:
            raise table.error(
                f"{who}'s dragons add up to {value}, not {wanted} (dynasty is a check).",
                "dynasty",
            )


def _dragon_named(cat: Catalog, dragons: list[str], name: str) -> str | None:
    if name in dragons:
        return name
    for card in dragons:
        if cat.cards[card].name.casefold() == name.strip().casefold():
            return card
    return None


def _eggs(
    state: HatchState, cat: Catalog, names: _Cards, table: Table, seat: int, scenario: Scenario
) -> None:
    who = table.label
    raw = table.raw.get("eggs", [])
    if not isinstance(raw, list):
        raise table.error(
            f"{who}: 'eggs' should be a list like [{{ card = \"Magma Wyrm\", fed = "
            '["Scorchling"] }].',
            "eggs",
        )
    limit = state.options["egg_limit"]
    if limit and len(raw) > limit:
        raise table.error(
            f"{who} holds {plural(len(raw), 'egg')}; the option egg_limit allows {limit} (R7).",
            "eggs",
        )
    p = state.players[seat]
    private = Visibility.PUBLIC if state.options["open_table"] else Visibility.OWNER
    for index, entry in enumerate(raw, 1):
        place = f"{who}'s egg {index}"
        if not isinstance(entry, dict) or not isinstance(entry.get("card"), str):
            raise table.error(
                f'{place} should be a table with a card: {{ card = "Magma Wyrm" }}.', "eggs"
            )
        unknown = [k for k in entry if k not in EGG_KEYS]
        if unknown:
            raise table.error(
                f"{place} has no key '{unknown[0]}'; an egg has: {', '.join(EGG_KEYS)}.",
                "eggs",
                unknown[0],
            )
        fed_names = entry.get("fed", [])
        if not isinstance(fed_names, list) or not all(isinstance(c, str) for c in fed_names):
            raise table.error(f"{place}: 'fed' should be a list of cards in quotes.", "eggs")
        names.claim_ids([entry["card"], *fed_names], place, table, "eggs")
        card = names.card(entry["card"], place, table, "eggs")
        fed = [names.card(c, f"the cards under {place}", table, "eggs") for c in fed_names]
        seen = [seat]
        former = entry.get("from")
        if former is not None:
            if former not in scenario.names or former == who:
                raise table.error(
                    f"{place} is 'from' {former!r}: name the other player it was stolen from "
                    f"({listing([s for s in scenario.names if s != who])}).",
                    "eggs",
                    str(former),
                )
            seen.insert(0, scenario.names.index(former))
        state.eggs_laid += 1
        number = state.eggs_laid
        p.eggs.append(
            Egg(
                number,
                Zone(f"egg:{number}", seat, private, [card]),
                Zone(f"fed:{number}", seat, Visibility.PUBLIC, fed),
                tuple(seen),
            )
        )
