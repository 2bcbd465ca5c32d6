"""Small steps every DML sequence uses: moving cards to the Hoard or a Stock, the dice,
the Event's limits and effects, Emblem counts, and the two instant wins (§4.2).
Pure; every random choice comes from the state's Rng."""

from __future__ import annotations

from game.core.state import Result
from game.core.zones import Visibility, Zone
from game.games.dml.cards import Catalog
from game.games.dml.state import DmlState

DABO_FACES = (2, 3, 4, 5)  # doubles that may be re-rolled (§1.7)

EVENT_NAMES = {
    "crackdown": "Contraband Crackdown",
    "decadence": "Decadence",
    "marauders": "Marauders",
    "tax_relief": "Tax Relief",
    "carnival": "Carnival of Coin",
    "grand_opening": "Grand Opening",
}


def names(cat: Catalog, cards: list[str] | tuple[str, ...]) -> str:
    return ", ".join(cat.label(c) for c in cards) or "nothing"


def is_egg(cat: Catalog, card: str) -> bool:
    return cat.rank_of.get(card) == "A"


def to_hoard(cat: Catalog, state: DmlState, card: str, why: str = "") -> None:
    """A card enters the Hoard face up, announced (R46); an Egg goes to the Nest instead
    under `eggs_to_nest` (R40)."""
    if state.options["eggs_to_nest"] and is_egg(cat, card):
        state.nest.cards.append(card)
        state.say(f"{cat.label(card)} goes back to the Dragon's Nest{why}.")
        return
    state.hoard.cards.append(card)
    state.say(f"{cat.label(card)} goes to the Dragon's Hoard{why}.")


def to_stock(cat: Catalog, state: DmlState, card: str) -> None:
    state.stock(cat.suit_of[card]).cards.append(card)


def take_random(state: DmlState, zone: Zone) -> str:
    return zone.cards.pop(state.rng.below(len(zone.cards)))


def roll_dice(state: DmlState) -> tuple[int, int]:
    dice = (state.rng.below(6) + 1, state.rng.below(6) + 1)
    state.last_dice = dice
    return dice


def is_dabo(dice: tuple[int, int]) -> bool:
    return dice[0] == dice[1] and dice[0] in DABO_FACES


def dice_words(dice: tuple[int, int]) -> str:
    a, b = dice
    if a == b == 6:
        return "6 and 6, Woot! Woot!"
    if a == b == 1:
        return "1 and 1, Wyvern Eyes"
    if is_dabo(dice):
        return f"{a} and {b}, Dabo!"
    return f"{a} and {b}"


def succeeds(dice: tuple[int, int], target: int) -> bool:
    """Woot! Woot! always succeeds, Wyvern Eyes always fails, else total ≥ target (§1.7)."""
    if dice == (6, 6):
        return True
    if dice == (1, 1):
        return False
    return dice[0] + dice[1] >= target


def event_name(state: DmlState) -> str:
    name = EVENT_NAMES.get(state.event_kind, "no Event")
    if state.event_kind in ("crackdown", "decadence", "marauders", "tax_relief"):
        return f"{name} ({state.event_value})"
    return name


def bid_limit_problem(cat: Catalog, state: DmlState, card: str) -> str | None:
    """Why `card` breaks the Event's bid limit (R10): Crackdown ≤ V, Decadence ≥ V."""
    kind, v = state.event_kind, state.event_value
    fv = cat.fv.get(card, 0)
    if kind == "crackdown" and fv > v:
        return f"{event_name(state)}: bids must be {v} or lower; {cat.label(card)} is {fv}"
    if kind == "decadence" and fv < v:
        return f"{event_name(state)}: bids must be {v} or higher; {cat.label(card)} is {fv}"
    return None


def within_limit(cat: Catalog, state: DmlState, card: str) -> bool:
    kind, v = state.event_kind, state.event_value
    fv = cat.fv.get(card, 0)
    if kind == "crackdown":
        return fv <= v
    if kind == "decadence":
        return fv >= v
    return True


def affected(state: DmlState, seat: int, kind: str) -> bool:
    """Whether `seat` suffers this Round's Player Effect of `kind` (R8)."""
    return state.event_kind == kind and seat in state.affected


def emblems_of(cat: Catalog, state: DmlState, seat: int, suit: str) -> int:
    return sum(1 for c in state.players[seat].court.cards if cat.suit_of[c] == suit)


def vantage(cat: Catalog, state: DmlState, seat: int, kind: str) -> int:
    """How much of the Vantage Bonus `kind` `seat`'s Court gives: each Emblem of a suit
    with that Vantage, its suit's `vantage_amount` (§1.4, R13)."""
    suits = cat.suits
    total = 0
    for c in state.players[seat].court.cards:
        suit = suits.get(cat.suit_of[c])
        if suit is not None and suit.vantage == kind:
            total += suit.vantage_amount
    return total


def static_bonus(cat: Catalog, state: DmlState, seat: int, suit: str) -> int:
    """Each Emblem of `suit` in `seat`'s Court, once per attempt (R12)."""
    ranks = cat.ranks
    return sum(
        ranks[cat.rank_of[c]].static_bonus
        for c in state.players[seat].court.cards
        if cat.suit_of[c] == suit
    )


def resources_in_stocks(state: DmlState) -> int:
    return sum(len(z.cards) for z in state.stocks)


# -- instant wins (§4.2) -------------------------------------------------------------------


def qualifies(cat: Catalog, state: DmlState, seat: int) -> tuple[str, list[str]] | None:
    """Monopoly (`monopoly_cards` of the 2–9 of a suit, all eight in the shipped file) or
    Ultimate Victory (`ultimate_victory_eggs` Eggs, all four), with the cards (§4.2)."""
    cards = state.players[seat].treasury.cards
    if len(cards) < cat.fewest_to_win:
        return None
    key = tuple(cards)
    verdicts = cat.win_verdicts
    if key in verdicts:
        return verdicts[key]
    if len(verdicts) > VERDICTS_KEPT:
        verdicts.clear()
    verdict = verdicts[key] = _judge(cat, cards)
    return verdict


VERDICTS_KEPT = 5_000
"""Treasuries judged kept at most (a game sees a few dozen; a long session would keep
every one it ever met)."""


def _judge(cat: Catalog, cards: list[str]) -> tuple[str, list[str]] | None:
    tag = cat.win_tag
    counts: dict[str, int] = {}
    for c in cards:
        t = tag[c]
        if t:
            counts[t] = counts.get(t, 0) + 1
    if counts.get("A", 0) >= cat.numbers["ultimate_victory_eggs"]:
        return "Ultimate Victory", [c for c in cards if tag[c] == "A"]
    for suit, count in counts.items():
        if count >= cat.numbers["monopoly_cards"] and suit != "A":
            held = sorted((c for c in cards if tag[c] == suit), key=lambda c: cat.fv[c])
            return f"Monopoly in {cat.type_name(suit)}", held
    return None


def check_wins(cat: Catalog, state: DmlState) -> bool:
    """End the game if a Treasury qualifies; two at once: the Active Player, else the first
    from the Dealer onwards (§4.2, R41)."""
    if state.result is not None:
        return True
    verdicts = cat.win_verdicts
    found = []
    for seat, player in enumerate(state.players):
        cards = player.treasury.cards
        # The Treasuries seen before are looked up here without a call: this runs
        # after every step of every game.
        if len(cards) >= cat.fewest_to_win and verdicts.get(tuple(cards), ()) is not None:
            q = qualifies(cat, state, seat)
            if q is not None:
                found.append((seat, q))
    if not found:
        return False
    order = state.order_from(state.dealer)
    found.sort(key=lambda f: (f[0] != state.active, order.index(f[0])))
    seat, (how, cards) = found[0]
    state.say(f"{state.name(seat)} wins by {how}: {names(cat, cards)}.")
    finish(state, Result((seat,), how, f"{state.name(seat)} holds {names(cat, cards)}"))
    return True


def finish(state: DmlState, result: Result) -> None:
    """The game ends: nothing pending resolves; every card but the Event Deck's is shown."""
    state.result = result
    state.pending = None
    state.stage = "end"
    state.tasks.clear()
    for zone in state.zones():
        if zone is not state.deck:
            zone.visibility = Visibility.PUBLIC


def is_joker(card: str) -> bool:
    """A Joker (`JK1`, `JK2`, and any a card file adds): no other id starts so."""
    return card.startswith("JK")
