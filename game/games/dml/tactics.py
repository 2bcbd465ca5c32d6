"""Quick DML judgement from card data: what a card is worth to a seat, and a greedy move
for each decision. The easy bot decides with it; the search bot's playouts too.

Everything is read from the card file (face values, the Wheel of Profit, the King's
suit, Static Bonuses, the numbers) and the rules' own functions: no card is named, so a
designer's changed or added card is judged at once. It reads only the seat's own cards
and the public zones, so a view serves as well as a whole state. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from game.core.move import Move
from game.games.dml import market, ops, powers
from game.games.dml.cards import Catalog
from game.games.dml.state import DmlState

COMFORT = 7
"""A Target Value the greedy player is happy to roll against (7+ on 2d6: 58 %)."""
EGG_EXTRA = 5
"""An Egg is worth its points and a little more: four of them win at once (§4.2)."""
POWER_WORTH = 3
"""A card with an Ultimate Power, held: worth a little (what it does, a search sees)."""
BLACK_MARKET_WORTH = 6.0
"""What a Black Market attempt that succeeds is reckoned to bring for each card it takes
(a random card of a pile where an Egg often lies)."""
LEAST_CHANCE = 0.15
"""A Black Market attempt is not worth a slot below this chance of success."""


@cache
def chance(target: int) -> float:
    """The chance one roll of 2d6 makes `target` (Woot! Woot! always, Wyvern Eyes never,
    §1.7), without the Dabo! re-rolls."""
    made = sum(ops.succeeds((a, b), target) for a in range(1, 7) for b in range(1, 7))
    return made / 36


def king_suit(cat: Catalog, state: DmlState, seat: int) -> str:
    """The suit of `seat`'s Merchant King, if the state shows it ("" if not)."""
    cards = state.players[seat].king.cards
    return cat.suit_of.get(cards[0], "") if cards else ""


def worth(cat: Catalog, state: DmlState, seat: int, card: str) -> float:
    """What `card` in its Treasury is worth to `seat`: an Egg its points and a little
    more; a Resource its face value, doubled in its King's suit (§4.1), plus one for
    each card of its suit already held (toward a Monopoly, §4.2); a card with a Power
    a little; anything else nothing."""
    if ops.is_egg(cat, card):
        return cat.numbers["egg_points"] + EGG_EXTRA
    fv = cat.fv.get(card, 0)
    if not fv:
        return POWER_WORTH if cat.rank_of.get(card) in powers.POWER_RANKS else 0
    suit = cat.suit_of[card]
    value = fv * (cat.numbers["king_multiplier"] if suit == king_suit(cat, state, seat) else 1)
    held = sum(1 for c in state.players[seat].treasury.cards if cat.suit_of.get(c) == suit)
    return value + held


def by_kind(legal: Sequence[Move]) -> dict[str, list[Move]]:
    kinds: dict[str, list[Move]] = {}
    for m in legal:
        kinds.setdefault(m.kind, []).append(m)
    return kinds


def greedy(cat: Catalog, state: DmlState, seat: int, legal: Sequence[Move]) -> Move:
    """The greedy move: the first decision's own choice that has one, else the first
    legal move (a pile, a forced step)."""
    by = by_kind(legal)
    for pick in (market_move, power_move, seize_move, bid_move, dice_move, choice_move):
        move = pick(cat, state, seat, by)
        if move is not None:
            return move
    return legal[0]


# -- decisions ---------------------------------------------------------------------------------


def market_move(cat: Catalog, state: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
    """A Market slot: bid a Target Value down toward `COMFORT`, declare; else the card
    most worth its Target Value, unless a Black Market's odds (the card file's Target
    Value, §3.7) promise more; else a Black Market worth trying; else skip."""
    if "skip_action" not in by:
        return None
    if "declare_acquisition" in by or "add_bid" in by:
        tv = market.current_tv(cat, state)
        bids = sorted(by.get("add_bid", []), key=lambda m: cat.fv[m["card"]])
        if tv > COMFORT and bids:
            return bids[0] if tv - cat.fv[bids[0]["card"]] >= 2 else bids[-1]
        if "declare_acquisition" in by:
            return by["declare_acquisition"][0]
    adds = by.get("add_to_declaration", [])
    best, score = (None, 0.0)
    if adds and state.acq is None:
        best, score = best_declaration(cat, state, seat, adds)
    attempts = by.get("black_market_attempt")
    odds = chance(cat.numbers["black_market_target"])
    worth = BLACK_MARKET_WORTH * cat.numbers["black_market_cards"]
    if best is not None and (not attempts or score >= odds * worth):
        return best
    if attempts and odds >= LEAST_CHANCE:
        return attempts[0]
    return best or by["skip_action"][0]


def best_declaration(
    cat: Catalog, state: DmlState, seat: int, adds: list[Move]
) -> tuple[Move | None, float]:
    """The card most worth acquiring alone for the Target Value it would take, given the
    Primary cards held to bid it down (§3.6, R16), and its score; None if none is worth
    it. One pass over the Court and the Treasury: it runs at every Market slot of every
    playout."""
    p = state.players[seat]
    suit_of, fv, ranks, rank_of = cat.suit_of, cat.fv, cat.ranks, cat.rank_of
    bonus: dict[str, int] = {}
    for c in p.court.cards:  # the Static Bonus by suit (R12)
        bonus[suit_of[c]] = bonus.get(suit_of[c], 0) + ranks[rank_of[c]].static_bonus
    help_: dict[str, int] = {}  # the Primary cards held, by suit
    count: dict[str, int] = {}
    for c in p.treasury.cards:
        value = fv.get(c, 0)
        suit = suit_of.get(c, "")
        count[suit] = count.get(suit, 0) + 1
        if value:
            help_[suit] = help_.get(suit, 0) + value
    king = king_suit(cat, state, seat)
    limit = market.tv_limit(cat)
    best, best_score = None, 0.0
    for m in adds:
        card = m["card"]
        origin = m.gesture.from_zone if m.gesture else ""
        suit = market.origin_suit(cat, origin, card)
        tv = market.contribution(cat, state, origin, card) - bonus.get(suit, 0)
        tv -= help_.get(cat.primary(suit), 0)
        if tv > limit:
            continue
        value = fv.get(card, 0)
        if value:
            own = suit_of[card]
            gain = float(value * (2 if own == king else 1) + count.get(own, 0))
        else:
            gain = worth(cat, state, seat, card)
        score = gain - max(0, tv - COMFORT)
        if score > best_score:
            best, best_score = m, score
    return best, best_score


def power_move(cat: Catalog, state: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
    """A Character Power chance, played quickly: an Emblem that lowers the Target Values
    of its King's suit and is no Resource (§1.4); otherwise pass (a Power's worth is for
    a lookahead to judge)."""
    if "pass_power" not in by:
        return None
    if state.stack.cards and state.stack_owners and state.stack_owners[-1] == seat:
        return by["pass_power"][0]  # one card a chance is plenty
    return emblem_move(cat, state, seat, by) or by["pass_power"][0]


def emblem_move(cat: Catalog, state: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
    """An Emblem with a Static Bonus in the King's suit that scores nothing itself."""
    mine = king_suit(cat, state, seat)
    for m in by.get("play_emblem", []):
        card = m["card"]
        rank = cat.ranks.get(cat.rank_of[card])
        if (
            rank is not None
            and rank.static_bonus > 0
            and not cat.is_resource(card)
            and mine
            and cat.suit_of[card] == mine
        ):
            return m
    return None


def seize_move(cat: Catalog, state: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
    """Seize with the best Primary card when the target is worth at least that card."""
    if "seize_pass" not in by:
        return None
    acq = state.acq
    if acq is None:
        return by["seize_pass"][0]
    want = cat.primary(acq.suit)
    best = None
    for m in by.get("seize_bid", []):
        card = m["card"]
        if (
            cat.is_resource(card)
            and cat.suit_of[card] == want
            and (best is None or cat.fv[card] > cat.fv[best["card"]])
        ):
            best = m
    value = sum(worth(cat, state, seat, c) for c in state.target.cards)
    if best is not None and value >= cat.fv[best["card"]]:
        return best
    return by["seize_pass"][0]


def bid_move(cat: Catalog, state: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
    """The bidding loop: the Active Player bids one card while the Target Value is above
    `COMFORT`; a seizer while it is below `COMFORT` + 2; else forfeit."""
    if "forfeit_bid" not in by:
        return None
    tv = market.current_tv(cat, state)
    singles = [m for m in by.get("bid_primary", []) if len(m["cards"]) == 1]
    if seat == state.active and tv > COMFORT and singles:
        return min(singles, key=lambda m: cat.fv[m["cards"][0]])
    if seat != state.active and tv < COMFORT + 2 and singles:
        return min(singles, key=lambda m: cat.fv[m["cards"][0]])
    return by["forfeit_bid"][0]


def dice_move(cat: Catalog, state: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
    """Roll; keep a Dabo! that makes the target, re-roll one that does not (R39)."""
    if "reroll_dabo" in by:
        dice = state.dice
        need = dice.target if dice is not None and dice.target else 8
        keep = sum(state.last_dice) >= need
        return by["keep_roll"][0] if keep else by["reroll_dabo"][0]
    for kind in ("roll", "roll_initiative"):
        if kind in by:
            return by[kind][0]
    return None


def choice_move(cat: Catalog, state: DmlState, seat: int, by: dict[str, list[Move]]) -> Move | None:
    """The Powers' decisions: rob the fullest Treasury, tithe the least worth card, take
    the most worth card or Stock, take the Egg."""
    if "thief_take" in by:
        return max(by["thief_take"], key=lambda m: len(state.players[m["from_seat"]].treasury))
    if "tithe_give" in by:
        return min(by["tithe_give"], key=lambda m: worth(cat, state, seat, m["card"]))
    if "confiscate" in by:
        return max(by["confiscate"], key=lambda m: worth(cat, state, seat, m["card"]))
    if "archduchess_take" in by:
        return max(
            by["archduchess_take"],
            key=lambda m: sum(
                worth(cat, state, seat, c) for c in state.stock(m["stock"][6:]).cards
            ),
        )
    if "heiress_take" in by:
        return next(m for m in by["heiress_take"] if m["take"])
    return None
