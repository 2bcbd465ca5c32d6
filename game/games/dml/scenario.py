"""DML scenarios: a position at the start of the Active Player's Market Phase (after
Supply, §3.4), in any Round.

The file's tables (see scenarios/README.md):

    [round]          dealer (who holds the Badge), active (whose Turn it is), round,
                     event (the Active Event card, or "" for none: Carnival of Coin)
    [market]         stocks (Resources; each goes to its own Stock), black_markets (a
                     list of lists of cards), hoard (top card last), deck (the Event
                     Deck's top cards, top first)
    [player.<name>]  king, treasury, court

Cards are named by id (`7S`, `10H`, `QD`, `AC`, `JK1`). Aces nobody names are in the
Nest; Kings nobody names go to players without one (a 3-player game's last to Exile,
R3); every other card nobody names is shuffled from the seed under the named top of
the Event Deck. Pure.
"""

from __future__ import annotations

from typing import Any

from game.core.scenario import Scenario, Table
from game.core.zones import Visibility, Zone
from game.games.dml import flow, ops
from game.games.dml.cards import Catalog
from game.games.dml.state import DmlState, Player

TABLES = ("round", "market", "player")
ROUND_KEYS = ("dealer", "active", "round", "event")
MARKET_KEYS = ("stocks", "black_markets", "hoard", "deck")
PLAYER_KEYS = ("king", "treasury", "court")


class _Cards:
    def __init__(self, cat: Catalog) -> None:
        self.cat = cat
        self.where: dict[str, str] = {}

    def card(self, name: str, place: str, table: Table, key: str) -> str:
        if name not in self.cat.rank_of:
            raise table.error(
                f"{place} names {name!r}, which is not a card of DML (ids like 7S, 10H, QD, "
                "AC, JK1).",
                key,
                name,
            )
        if name in self.where:
            raise table.error(
                f"{place} names {name}, which is already in {self.where[name]}.", key, name
            )
        self.where[name] = place
        return name

    def cards(self, table: Table, key: str, place: str) -> list[str]:
        return [self.card(n, place, table, key) for n in table.texts(key)]


def build(scenario: Scenario, ruleset: Any, seed: int) -> DmlState:
    """The position the scenario describes, under `ruleset`'s cards."""
    options = scenario.options_for(ruleset)
    cat: Catalog = ruleset.cat
    state: DmlState = ruleset.new_game(scenario.names, seed, options)
    n = len(scenario.names)
    rnd = scenario.table("round")
    rnd.only(ROUND_KEYS)
    dealer = rnd.seat("dealer", 0)
    active = rnd.seat("active", dealer)
    round_ = rnd.number("round", 1, 99, 1)
    names = _Cards(cat)
    state.players = [Player.empty(seat) for seat in range(n)]
    for seat, table in enumerate(scenario.players()):
        table.only(PLAYER_KEYS)
        p = state.players[seat]
        who = table.label
        if table.has("king"):
            king = names.card(table.text("king"), f"{who}'s king", table, "king")
            if cat.rank_of[king] != "K":
                raise table.error(f"{who}'s king is {king}, which is not a King.", "king", king)
            p.king.cards = [king]
        p.treasury.cards = names.cards(table, "treasury", f"{who}'s treasury")
        p.court.cards = names.cards(table, "court", f"{who}'s court")
        for card in p.court.cards:
            if cat.rank_of[card] not in ("10", "J", "Q"):
                raise table.error(
                    f"{who}'s court holds {card}, which is not a Jack, Queen or 10.", "court", card
                )
    mk = scenario.table("market")
    mk.only(MARKET_KEYS)
    state.stocks = [Zone(z.id, None, Visibility.PUBLIC) for z in state.stocks]
    for card in names.cards(mk, "stocks", "the Stocks"):
        if not cat.is_resource(card):
            raise mk.error(f"the Stocks hold Resources (2–10) only; {card} is not one.", "stocks")
        ops.to_stock(cat, state, card)
    state.markets = []
    raw_markets = mk.raw.get("black_markets", [])
    if not isinstance(raw_markets, list) or not all(isinstance(m, list) for m in raw_markets):
        raise mk.error("'black_markets' should be a list of lists of cards.", "black_markets")
    for i, pile in enumerate(raw_markets, 1):
        cards = [names.card(str(c), f"BM{i}", mk, "black_markets") for c in pile]
        state.markets.append(Zone(f"bm:{i}", None, Visibility.HIDDEN, cards))
    state.markets_made = len(state.markets)
    state.hoard.cards = names.cards(mk, "hoard", "the Hoard")
    top = names.cards(mk, "deck", "the Event Deck")
    event = "" if rnd.raw.get("event") == "" else rnd.text("event", "")  # "": Carnival
    state.event.cards = []
    if event:
        card = names.card(event, "the Active Event", rnd, "event")
        if not cat.is_resource(card):
            raise rnd.error(f"the Active Event is a 2–10; {card} is not one (R7).", "event")
        state.event.cards = [card]
    free = [c for c in cat.card_ids() if c not in names.where]
    kings = [c for c in free if cat.rank_of[c] == "K"]
    for p in state.players:
        if not p.king.cards:
            p.king.cards = [kings.pop(0)]
    state.exile.cards = kings  # R3
    state.nest.cards = [c for c in free if cat.rank_of[c] == "A"]
    rest = [c for c in free if cat.rank_of[c] not in ("K", "A")]
    state.rng.shuffle(rest)
    state.deck.cards = rest + list(reversed(top))
    state.piles, state.rolloff, state.rolled = [], [], {}
    state.stage, state.dealer, state.round = "game", dealer, round_
    # The Event's effects as they were fixed at the start of the Round (R8).
    saved = [list(p.treasury.cards) for p in state.players]
    flow.event_effects(cat, state)
    for p, cards in zip(state.players, saved, strict=True):
        p.treasury.cards = cards  # Marauders raided before the position: nothing now
    order = state.order_from(dealer)
    tasks: list[tuple[Any, ...]] = [("round",), ("end_phase",)]
    for seat in reversed(order[order.index(active) + 1 :]):
        tasks.append(("cpp",))
        tasks.append(("turn", seat))
    tasks.append(("cpp",))
    tasks.extend([("end_turn",), ("restock",), ("market",)])
    state.tasks = tasks
    state.active = active
    state.pending = None
    state.log = []
    state.hoard.cards = [c for c in state.hoard.cards]
    flow.run(cat, state)
    return state
