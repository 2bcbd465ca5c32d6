"""Game end and scoring (§1.5): Provinces or Colonies gone, or three Supply piles empty."""

from __future__ import annotations

from game.core.state import Result
from game.core.words import plural
from game.games.draconium.cards import CardSpec, name_of
from game.games.draconium.procedures import empty_piles, pile_spec, spec
from game.games.draconium.state import DraconiumState


def victory_points(state: DraconiumState, seat: int) -> int:
    """VP of all cards `seat` has; a card with `vp_per` is worth 1 VP per so many cards
    they have, of a type if it names one (Gardens: per 10 cards; R29, Ruined Kingdom:
    per 2 Ruins), rounded down."""
    owned = state.players[seat].owned()
    total = 0
    for card in owned:
        card_spec = spec(state, card)
        per, kind = card_spec.vp_per
        if per:
            counted = sum(1 for c in owned if spec(state, c).is_(kind)) if kind else len(owned)
            total += counted // per
        total += card_spec.vp
    return total


# The most $ one resolution of each Action card can make, and the cards that gain.
ACTION_COINS = {"Festival": 2, "Militia": 2, "Vassal": 2, "Poacher": 1, "Market": 1}
ACTION_COINS |= {"Moneylender": 3, "Merchant": 1}
# What the cheapest card a gainer could take costs, from the cards its owner has.
FIXED_GAINS = {"Bureaucrat": "Silver", "Bandit": "Gold", "Witch": "Curse"}
GAIN_LIMITS = {"Workshop": 4, "Artisan": 5}


def most_coins(state: DraconiumState, owned: list[str]) -> int:
    """An upper bound on the $ a player with these cards can ever make in one turn.

    No card is resolved more than twice in a turn (Throne Room), so doubling
    every Action's $ is safe.
    """
    names = [name_of(card) for card in owned]
    twice = 2 if "Throne Room" in names else 1
    return sum(spec(state, n).coins + twice * ACTION_COINS.get(n, 0) for n in names)


def stalled(state: DraconiumState) -> bool:
    """True when no player can ever gain a card again, so no pile can ever run out.

    Only gains empty piles and only gains add cards, so if no player has a card
    that gains and none can reach the price of any card left in the Supply, the
    game is stuck for ever (a trashed-down deck of one Chapel, say). §1.5 does
    not cover this; the engine ends such a game at the end-of-turn check.
    """
    if any(state.supply[p].cards for p in ("Copper", "Curse") if p in state.supply):
        return False  # a $0 card can always be bought
    left = {pile: pile_spec(state, pile).cost for pile, z in state.supply.items() if z.cards}
    if not left:
        return True
    cheapest = min(left.values())
    if cheapest == 0:  # a $0 card (Copper, Curse, a Ruins) can always be bought
        return False
    cheapest_treasure = min(
        (c for n, c in left.items() if pile_spec(state, n).is_("Treasure")), default=99
    )
    if state.extra.get("roosts"):  # Eggs hatch and beasts gain: never judged stuck
        return False
    for p in state.players:
        owned = p.owned()
        if most_coins(state, owned) >= cheapest:
            return False
        names = {name_of(card) for card in owned}
        if any(spec(state, n).set != "base" and _gains(spec(state, n)) for n in names):
            return False  # a Draconium card that gains: too many ways to count, not stuck
        dearest = max(spec(state, n).cost for n in names) if names else 0
        dearest_treasure = max(
            (spec(state, n).cost for n in names if spec(state, n).is_("Treasure")), default=-9
        )
        if any(pile in left for card, pile in FIXED_GAINS.items() if card in names):
            return False
        if any(cheapest <= limit for card, limit in GAIN_LIMITS.items() if card in names):
            return False
        if "Remodel" in names and cheapest <= dearest + 2:
            return False
        if "Mine" in names and cheapest_treasure <= dearest_treasure + 3:
            return False
    return True


def _gains(card: CardSpec) -> bool:
    """Whether a card can gain: a gain among its effects or its triggers; a scripted
    card's text says so."""
    steps = [
        fx for each in (*card.effects, *card.when_gained, *card.when_trashed) for fx in each.walk()
    ]
    if any(fx.step == "gain" for fx in steps):
        return True
    return bool(card.script) and "gain" in card.text.lower()


def ending(state: DraconiumState) -> str | None:
    """Why the game ends now, or None. Only Supply piles count (R17)."""
    if "Province" in state.supply and not state.supply["Province"].cards:
        return "the Province pile ran out"
    if "Colony" in state.supply and not state.supply["Colony"].cards:
        return "the Colony pile ran out"
    empty = empty_piles(state)
    if len(empty) >= 3:
        return f"{len(empty)} Supply piles ran out ({', '.join(empty)})"
    if stalled(state):
        return "no player can ever gain another card"
    return None


def final_result(state: DraconiumState, why: str) -> Result:
    """Most VP wins; a tie goes to fewer turns, then the tied players share the win."""
    seats = range(len(state.players))
    points = {s: victory_points(state, s) for s in seats}
    best = max(points.values())
    leaders = [s for s in seats if points[s] == best]
    fewest = min(state.players[s].turns for s in leaders)
    winners = tuple(s for s in leaders if state.players[s].turns == fewest)
    if len(winners) < len(leaders):
        how = f"the most VP ({best}), with fewer turns"
    elif len(winners) > 1:
        how = f"sharing the most VP ({best})"
    else:
        how = f"the most VP ({best})"
    summary = "; ".join(
        f"{state.name(s)} {points[s]} VP in {plural(state.players[s].turns, 'turn')}" for s in seats
    )
    return Result(winners, how, f"{why}: {summary}")
