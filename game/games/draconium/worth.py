"""What cards and decks are worth to a bot, from card data only (cost, types, coins, VP,
the plain bonuses of cards.py): never a card's name. The bots (policy.py, dragon_bot.py,
bots.py) and the search's estimate (search.py) all weigh cards here, so a designer's new
or changed card is weighed at once.

A card's worth is the $ it is good for when it turns up in a hand: a Treasure its
coins; an Action its "+$" and the cards it draws (each worth the deck's average), plus
what its cost says the rest of its text is good for (a card priced above its plain
bonuses does something more); Victory cards and Curses nothing. A deck's economy is
the $ an average hand of five makes, Actions that give no +Action losing some of their
worth when they collide. A seat's projected final VP comes from playing its deck on as
Big Money would, round by round, until the Provinces run out (`projection`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from game.games.draconium import counters
from game.games.draconium.cards import CardSpec, Catalog
from game.games.draconium.scoring import victory_points
from game.games.draconium.state import ACTION, BUY, DRAGON, DraconiumState

HAND = 5
AVERAGE = 1.2
"""A deck's $ per card when nothing better is known (a starting deck makes 0.7)."""
EXTRA_SHARE = 0.5
"""How much of the gap between a card's price and its plain bonuses a bot believes in."""
MOST_ROUNDS = 30
GREEN_PILE = "Province"
"""The pile whose last card ends the game (§1.5), and the richest VP a Big Money buys."""


@dataclass(frozen=True, slots=True)
class Worth:
    """One card as the bots weigh it (see the module's docstring)."""

    coins: float  # $ when played: a Treasure's coins, an Action's +$
    draws: int  # +Cards
    actions: int  # +Actions
    buys: int  # +Buys
    extra: float  # what the rest of its text is good for, in $, by its price
    vp: int
    action: bool
    treasure: bool
    victory: bool
    curse: bool
    attack: bool  # an Attack or a Draconian card: it hurts the others
    cost: int

    @property
    def terminal(self) -> bool:
        """An Action that gives no +Action: a second one in a hand is dead."""
        return self.action and self.actions == 0

    def play_value(self, average: float) -> float:
        """The $ this card is worth when played from a hand, in a deck making `average`
        $ per card."""
        return self.coins + self.draws * average + self.extra + 0.3 * self.buys


@cache
def worth(spec: CardSpec) -> Worth:
    """A card's worth from its data (remembered per card: card data never changes)."""
    action, treasure = spec.is_("Action"), spec.is_("Treasure")
    coins = float(spec.coins if treasure else spec.plus_coins)
    plain = coins + spec.plus_cards * AVERAGE + 0.3 * spec.plus_buys
    plain += 0.4 * max(0, spec.plus_actions - 1)
    extra = 0.0
    if (action or treasure) and not spec.plain:
        extra = max(0.0, price(spec.cost) - plain) * EXTRA_SHARE
    return Worth(
        coins=coins,
        draws=spec.plus_cards,
        actions=spec.plus_actions,
        buys=spec.plus_buys,
        extra=extra,
        vp=spec.vp,
        action=action,
        treasure=treasure,
        victory=spec.is_("Victory"),
        curse=spec.is_("Curse"),
        attack=spec.is_("Attack") or spec.is_("Draconian"),
        cost=spec.cost,
    )


@cache
def _table(catalog: Catalog) -> dict[str, Worth]:
    """The worth of each card id of a catalog looked up so far (catalogs never change)."""
    return {}


def worth_of(catalog: Catalog, card: str) -> Worth:
    """The worth of a card by its id (or name), remembered per catalog: the search asks
    this for every card of every deck it weighs."""
    table = _table(catalog)
    found = table.get(card)
    if found is None:
        found = table[card] = worth(catalog.spec(card))
    return found


def price(cost: int) -> float:
    """What a card of this cost is usually worth in a hand, in $ (Silver $3 makes $2,
    Gold $6 makes $3, a $5 card a little under)."""
    return 0.8 + 0.4 * cost


# -- decks ------------------------------------------------------------------------------------


class Sums:
    """A deck's cards summed up as the economy reads them, so one card more or less is
    a step, not a recount: its size, its Treasures' $, and its Actions' bonuses (those
    that give no +Action apart, with how many give two or more)."""

    __slots__ = ("cards", "flat", "flat_draws", "term", "term_draws", "terminals", "villages")

    def __init__(self) -> None:
        self.cards = 0.0  # fractional in a projection's expected decks
        self.flat = 0.0  # $ of Treasures, and of Actions that give +Actions (not draws)
        self.flat_draws = 0  # their +Cards
        self.term = 0.0  # $ of the Actions that give no +Action
        self.term_draws = 0
        self.terminals = 0
        self.villages = 0

    @classmethod
    def of(cls, specs: list[CardSpec]) -> Sums:
        sums = cls()
        for spec in specs:
            sums.add(worth(spec))
        return sums

    def copy(self) -> Sums:
        new = Sums()
        new.cards, new.flat, new.flat_draws = self.cards, self.flat, self.flat_draws
        new.term, new.term_draws = self.term, self.term_draws
        new.terminals, new.villages = self.terminals, self.villages
        return new

    def add(self, w: Worth, times: int = 1) -> None:
        """`times` cards of this worth more (fewer, if negative)."""
        self.cards += times
        if w.treasure and not w.action:
            self.flat += times * (w.coins + w.extra + 0.3 * w.buys)
        elif w.action:
            value = w.coins + w.extra + 0.3 * w.buys
            if w.actions:
                self.flat += times * value
                self.flat_draws += times * w.draws
                self.villages += times * (w.actions >= 2)
            else:
                self.term += times * value
                self.term_draws += times * w.draws
                self.terminals += times

    @property
    def average(self) -> float:
        """The $ a card of the deck makes on average (its Treasures' $ a card)."""
        return self.flat / self.cards if self.cards else 0.0

    def economy(self) -> float:
        """The $ an average hand of five makes (see the module's docstring)."""
        n = self.cards
        if not n:
            return 0.0
        average = self.flat / n
        total = self.flat + self.flat_draws * average
        if self.terminals:
            # Each terminal is dead when another is in the same hand, unless a village
            # (+2 Actions) came first: the chance grows with the terminals a hand holds.
            seen = HAND + (self.flat_draws + self.term_draws) * HAND / n
            crowd = max(0.0, (self.terminals - 1 - self.villages) * seen / n)
            total += (self.term + self.term_draws * average) / (1.0 + 0.5 * crowd)
        return HAND * total / n


def economy(specs: list[CardSpec]) -> float:
    """The $ an average hand of five makes from these cards."""
    return Sums.of(specs).economy()


def sums_of(state: DraconiumState, seat: int) -> Sums:
    """`seat`'s cards (all they have, §1.5's "you have") summed up."""
    table = _table(state.catalog)
    catalog = state.catalog
    sums = Sums()
    add = sums.add
    for zone in state.players[seat].zones():
        for card in zone.cards:
            add(table.get(card) or worth_of(catalog, card))
    return sums


# -- the rest of the game, played on as Big Money ----------------------------------------------


def beast_money(state: DraconiumState, seat: int) -> float:
    """What `seat`'s Roost adds to a hand, in $: a Drake or Dragon acts two turns in
    three (§2.5); an Egg on its way counts for its progress."""
    extra = 0.0
    for _, rec in counters.slots(state, seat):
        beast = rec["beast"]
        if beast is not None:
            extra += 1.2 if beast["stage"] == "Dragon" else 0.8
        elif rec["egg"]:
            extra += 0.4 * min(1.0, rec["counter"] / max(1, rec["target"]))
    return extra


def growing_turns(state: DraconiumState, seat: int) -> float:
    """How many of `seat`'s own turns from the next one until its Drake grows into a
    Dragon (§2.6, which lifts the lock, §2.11): an Egg's counter rises about one a turn,
    then its Drake steps flip, dispatch, disengage on the owner's next turns (§2.5, R11);
    a Delay token costs a step; 0 for a Dragon; a large number without Egg or beast."""
    best = float(MOST_ROUNDS)
    stepping_now = state.active == seat and state.phase == DRAGON
    for _, rec in counters.slots(state, seat):
        beast = rec["beast"]
        if beast is None:
            if rec["egg"]:
                best = min(best, 3.0 + 0.8 * max(0, rec["target"] - rec["counter"]))
            continue
        if beast["stage"] == "Dragon":
            return 0.0
        steps = 1.0 if beast["loc"] == "play" else 3.0 if beast["face"] == "disengaged" else 2.0
        steps += 1.0 if beast["delay"] else 0.0
        best = min(best, steps - (1.0 if stepping_now else 0.0))
    return max(0.0, best)


def lock_rounds(state: DraconiumState) -> float:
    """Rounds until some player grows a Dragon (§2.11: the lock lifts), about: 0 when
    lifted or never there."""
    if not locked_now(state):
        return 0.0
    return min(growing_turns(state, s) for s in range(len(state.players)))


def locked_now(state: DraconiumState) -> bool:
    """§2.11: Eggs in use and no Dragon grown yet (nor the safety valve lifted it)."""
    extra = state.extra
    return counters.eggs_in_use(state) and not (extra.get("grown") or extra.get("unlocked"))


def chances(money: float, spread: float = 0.0) -> tuple[float, float, float]:
    """The chances a hand from an economy of `money` $ makes $8 or more, $6–7 and $3–5
    (a spread that grows with the mean, unless given)."""
    spread = (spread or 1.5 + 0.15 * money) * math.sqrt(2.0)
    at = [0.5 * (1.0 + math.erf((money - edge) / spread)) for edge in (7.5, 5.5, 2.5)]
    return at[0], at[1] - at[0], at[2] - at[1]


@dataclass(slots=True)
class Outlook:
    """What the rest of the game promises: each seat's final VP, the rounds it lasts."""

    finals: list[float]
    rounds: float


def projection(state: DraconiumState) -> Outlook:
    """Each seat's final VP if everyone played on as Big Money from the cards they have
    now (in expectation), turn by turn in seat order: a hand of their economy buys a
    Province at $8 once the lock has lifted (§2.11: on the turn a Dragon grows, counted
    in its owner's turns), Gold at $6–7 and Silver at $3–5, greening with Duchies when
    few Provinces are left; the game ends when the Province pile runs out (§1.5), or
    when a third Supply pile would (three piles' remaining cards, about one a turn). The
    turn under way counts with the $ in sight if its buy is not made yet."""
    n = len(state.players)
    sums = [sums_of(state, s) for s in range(n)]
    vp = [float(victory_points(state, s)) for s in range(n)]
    money = [beast_money(state, s) for s in range(n)]
    pile = state.supply.get(GREEN_PILE)
    provinces = float(len(pile.cards)) if pile is not None else 8.0
    locked = locked_now(state)
    grows = [growing_turns(state, s) if locked else 0.0 for s in range(n)]
    own = [0] * n
    drawn = [False] * n
    most = MOST_ROUNDS * n
    sizes = sorted(len(z.cards) for z in state.supply.values())
    empty = sum(1 for size in sizes if size == 0)
    if empty:
        left = [size for size in sizes if size > 0][: 3 - empty]
        most = min(most, int(1 + sum(left) / 0.6))
    seat = state.active
    under_way = not state.bought and state.phase in (ACTION, BUY, DRAGON)
    if not under_way:  # its buy made: its next hand is not drawn yet
        drawn[seat] = True
        seat = (seat + 1) % n
    turns = 0
    while provinces > 0.05 and turns < most:
        if turns or not under_way or seat != state.active:
            own[seat] += 1
        if locked and own[seat] >= grows[seat]:  # its Dragon grows this turn (§2.6)
            locked = False
        deck = sums[seat]
        if not drawn[seat]:  # the hand for this turn is in sight
            drawn[seat] = True
            p8, p6, p3 = chances(in_hand(state, seat, deck.average) + money[seat], 0.4)
        else:
            p8, p6, p3 = chances(deck.economy() + money[seat])
        if not locked:
            bought = min(p8, provinces)
            provinces -= bought
            vp[seat] += 6.0 * bought
            gold = p6 + p8 - bought
            if provinces <= 4:  # greening: Duchies at $5–7, Silver at $3–4
                vp[seat] += 3.0 * (gold + 0.5 * p3)
                deck.flat += p3
            else:
                deck.flat += 3.0 * gold + 2.0 * p3
        else:
            deck.flat += 3.0 * (p8 + p6) + 2.0 * p3
        deck.cards += p8 + p6 + p3
        turns += 1
        seat = (seat + 1) % n
    return Outlook(vp, turns / n)


def in_hand(state: DraconiumState, seat: int, average: float) -> float:
    """The $ a seat's hand can make in its coming turn (each hand is drawn at its owner's
    last Clean-up, §1.3): its Treasures, and its Actions (one that gives no +Action, or
    all with Actions to spare), each card drawn worth `average`; for the turn under way,
    the $ already made too."""
    catalog = state.catalog
    table = _table(catalog)
    now = state.active == seat
    coins = float(state.coins) if now else 0.0
    actions = state.actions if now and state.phase != DRAGON else 1
    if now and state.phase == BUY:
        actions = 0
    best_action = 0.0
    for card in state.players[seat].hand.cards:
        w = table.get(card) or worth_of(catalog, card)
        if w.treasure:
            coins += w.coins
        elif w.action and actions:
            value = w.play_value(average)
            if actions > 1 or w.actions:
                coins += value
            else:
                best_action = max(best_action, value)
    return coins + best_action
