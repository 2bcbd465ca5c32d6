"""A quick data-driven way to answer every Draconium decision: the search's playouts
follow it on a sampled world, and the easy and Big Money bots build on it on their own
views. Cards are weighed by their data (worth.py), questions by their kind and the
words of their prompt, never by a card's name.

- The Dragon phase: the beast's step (R2: the first beast due).
- Actions: those that give +Actions first (more first), then those that draw, then the
  rest by their worth.
- Buying: all Treasures, then Big Money read from the data: the card with the most VP
  that the $ reach once it is time to green (the richest at once, lesser ones as the
  game-ending pile runs low), else the Treasure or Action that adds the most to the
  deck's economy; nothing rather than a card that makes the deck worse.
- Questions: trash and return junk, discard the least, topdeck by whose turn it is,
  gain the best card, reveal Reactions and Clandestine cards, say yes to a "may".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.core.move import Move
from game.core.rng import Rng
from game.games.draconium import counters, worth
from game.games.draconium.agreement import AGREE
from game.games.draconium.cards import CardSpec, bonuses
from game.games.draconium.investing import OBSIDIAN_PRICE
from game.games.draconium.procedures import LOCKED, locked, top
from game.games.draconium.state import ACTION, BUY, DRAGON, DraconiumState
from game.games.draconium.worth import Worth

NOTHING = "nothing"  # effects.NO_GAIN: declining a gain from the Recycling mat
GREEN_PILE = worth.GREEN_PILE
Grow = Callable[[Sequence[Move]], "Move | None"]
"""A bot's buy among these towards growing its Dragon (its Egg's feed), or None."""
JUNK = 2.9
"""Below this a card is junk to trash when a trash is optional (an Estate early, a
Curse, a Ruins that does little; not a Copper)."""


@dataclass(slots=True)
class Deck:
    """A seat's cards as a decision weighs them (worth.Sums) and their economy."""

    sums: worth.Sums
    economy: float

    @classmethod
    def of(cls, specs: list[CardSpec]) -> Deck:
        sums = worth.Sums.of(specs)
        return cls(sums, sums.economy())

    @property
    def average(self) -> float:
        """The $ a card of the deck makes on average."""
        return self.sums.average

    def gain(self, spec: CardSpec) -> float:
        """How much a hand's $ rises (or falls) with `spec` added to these cards."""
        more = self.sums.copy()
        more.add(worth.worth(spec))
        return more.economy() - self.economy


def deck_of(state: DraconiumState, seat: int) -> Deck:
    """`seat`'s cards in a state that shows them all (a sampled world, the real state)."""
    sums = worth.sums_of(state, seat)
    return Deck(sums, sums.economy())


def choose(
    state: DraconiumState,
    seat: int,
    legal: Sequence[Move],
    rng: Rng,
    deck: Deck | None = None,
    grow: Grow | None = None,
) -> Move:
    """The policy's move among `legal` (see the module's docstring). `deck` is `seat`'s
    cards when the state cannot show them (a view); by default they are read from it.
    `grow` is a bot's buy towards its Dragon, asked when the Victory piles are locked
    and nothing else is worth buying."""
    if len(legal) == 1:
        return legal[0]
    pending = state.pending
    assert pending is not None
    question = pending.kind
    if state.asking is None:
        agreeing = agree_move(legal)
        if agreeing is not None:
            return agreeing
        if question == DRAGON:
            return legal[0]
        if question == ACTION:
            return best_play(state, legal) or end_of(legal)
        if question == BUY:
            return buy_phase(state, seat, legal, deck, grow)
        return legal[rng.below(len(legal))]  # set-up: an Egg at random
    return answer(state, seat, legal, deck)


def agree_move(legal: Sequence[Move]) -> Move | None:
    """R41: an end by agreement, when the table offers it (a still table: take it)."""
    for move in reversed(legal):
        if move.kind == AGREE:
            return move
    return None


def end_of(legal: Sequence[Move]) -> Move:
    """Ending the phase (listed last in the turn's moves), or the last move listed."""
    for move in reversed(legal):
        if move.kind == "end_phase":
            return move
    return legal[-1]


# -- the turn ------------------------------------------------------------------------------


def play_order(w: Worth, average: float) -> tuple[int, int, int, float]:
    """Actions that give +Actions first (the most first), then the most cards, then
    the richest."""
    return (0 if w.actions else 1, -w.actions, -w.draws, -w.play_value(average))


def best_play(state: DraconiumState, legal: Sequence[Move]) -> Move | None:
    """The Action to play first (None: none is listed)."""
    spec = state.catalog.spec
    plays = [m for m in legal if m.kind == "play_action"]
    if not plays:
        return None
    return min(plays, key=lambda m: play_order(worth.worth(spec(m["card"])), 1.0))


def buy_phase(
    state: DraconiumState,
    seat: int,
    legal: Sequence[Move],
    deck: Deck | None,
    grow: Grow | None = None,
) -> Move:
    """All Treasures first; the Obsidian Egg's investment when the $ spare it; then the
    best buy, or the end of the turn (`deck`: `seat`'s cards, read from the state if
    None; `grow`: see `choose`)."""
    for move in legal:
        if move.kind == "play_all_treasures":
            return move
    kinds = {m.kind for m in legal}
    if deck is None:
        deck = deck_of(state, seat)
    if "invest" in kinds:
        invest = obsidian(state, legal, deck)
        if invest is not None:
            return invest
    buys = [m for m in legal if m.kind == "buy"]
    best = best_buy(state, buys, deck, grow)
    return best or end_of(legal)


def obsidian(state: DraconiumState, legal: Sequence[Move], deck: Deck) -> Move | None:
    """§3 Abyssal: pay $2 to trash junk from the hand, when the $ left still reach the
    same tier ($8, $6) as before."""
    spec = state.catalog.spec
    coins = state.coins
    left = coins - OBSIDIAN_PRICE
    if left < 0 or (coins >= 8 > left) or (coins >= 6 > left):
        return None
    junk = [
        (keep_value(worth.worth(spec(m["card"])), deck.average), m)
        for m in legal
        if m.kind == "invest"
    ]
    junk = [j for j in junk if j[0] < 3.1]  # Curses, Estates and Coppers
    return min(junk, key=lambda j: j[0])[1] if junk else None


def greening(state: DraconiumState) -> int:
    """Cards left in the game-ending pile (the Province pile; 99 while none is out)."""
    pile = state.supply.get(GREEN_PILE)
    return len(pile.cards) if pile is not None else 99


def best_buy(
    state: DraconiumState, buys: Sequence[Move], deck: Deck, grow: Grow | None = None
) -> Move | None:
    """Big Money from the data (see the module's docstring); when nothing adds to the
    deck while the Victory piles are locked, `grow`'s buy, else `run_down`'s; None: buy
    nothing."""
    if not buys:
        return None
    spec = state.catalog.spec
    tops = [(m, spec(state.supply[m["pile"]].cards[-1])) for m in buys]
    victory = green_buy(state, tops)
    if victory is not None:
        return victory
    best, best_gain = None, 0.12
    for move, card in tops:
        w = worth.worth(card)
        if w.curse or not (w.treasure or w.action) or card.cost == 0:
            continue
        gain = deck.gain(card) + 0.01 * card.cost
        if gain > best_gain:
            best, best_gain = move, gain
    if best is not None:
        return best
    if grow is not None and lock_price(state) is not None:
        growing = grow(buys)
        if growing is not None:
            return growing
    return run_down(state, tops)


def green_buy(state: DraconiumState, tops: list[tuple[Move, CardSpec]]) -> Move | None:
    """The Victory card to buy now, if it is time: the one with the most VP always once
    it has 5 or more; one of 3 or more when the game-ending pile has 4 or fewer left; of
    1 or more at 2 or fewer."""
    left = greening(state)
    best: tuple[int, int, Move] | None = None
    for move, card in tops:
        if card.is_("Victory") and card.vp > 0:
            rank = (card.vp, card.cost, move)
            if best is None or rank[:2] > best[:2]:
                best = rank
    if best is None:
        return None
    vp = best[0]
    if vp >= 5 or (vp >= 3 and left <= 4) or (vp >= 1 and left <= 2):
        return best[2]
    return None


def lock_price(state: DraconiumState) -> int | None:
    """The least a locked Victory card costs (a Duchy's $5), or None: none is locked
    (§2.11, R5)."""
    spec = state.catalog.spec
    prices = [
        spec(top(state, pile)).cost
        for pile in LOCKED
        if pile in state.supply and locked(state, pile) is not None
    ]
    return min(prices) if prices else None


def run_down(state: DraconiumState, tops: list[tuple[Move, CardSpec]]) -> Move | None:
    """While the Victory piles are locked and the $ in hand would buy one of them (a
    Duchy's $5), a buy that adds nothing to the deck is still better than none: empty
    the shortest useful pile, so the game can still end on piles (§1.5, §2.11; the bots
    once played $9–12 a turn and bought nothing, for ever)."""
    price = lock_price(state)
    if price is None or state.coins < price:
        return None
    useful = [
        (len(state.supply[m["pile"]].cards), m["pile"], m)
        for m, card in tops
        if not worth.worth(card).curse and card.set != "ruins" and m["pile"] not in LOCKED
    ]
    return min(useful, key=lambda u: u[:2])[2] if useful else None


# -- questions -----------------------------------------------------------------------------


def answer(state: DraconiumState, seat: int, legal: Sequence[Move], deck: Deck | None) -> Move:
    """A card's or a beast's question (see the module's docstring)."""
    pending = state.pending
    assert pending is not None
    question = pending.kind
    if question == "reaction":
        return next((m for m in legal if m.kind == "reveal_reaction"), legal[0])
    if question == "play_action":
        return best_play(state, legal) or legal[-1]
    if question == "invest":  # the Rubbish Egg: a Copper for the Egg
        return next((m for m in legal if m.kind == "invest"), legal[0])
    if question == "reveal_clandestine":  # a reveal is a free extra card (§2.9)
        return next((m for m in legal if m["answer"] == "yes"), legal[0])
    if question == "may":
        return may(state, legal)
    if question == "choose_gain":
        return gain_choice(state, seat, legal, deck)
    if question == "choose_cards":
        return card_choice(state, seat, legal, deck)
    if question == "choose_option":
        return option_choice(state, seat, legal)
    return legal[0]


def may(state: DraconiumState, legal: Sequence[Move]) -> Move:
    """Yes, except setting an Action aside while Actions are left to play it."""
    yes = next((m for m in legal if m["answer"] == "yes"), legal[0])
    no = next((m for m in legal if m["answer"] == "no"), legal[-1])
    pending, asking = state.pending, state.asking or {}
    prompt = pending.prompt.lower() if pending is not None else ""
    card = asking.get("card")
    if (
        "set aside" in prompt
        and _known(state, card)
        and state.catalog.spec(str(card)).is_("Action")
        and state.actions > 0
    ):
        return no
    return yes


def gain_value(state: DraconiumState, pile: str, deck: Deck | None) -> float:
    """How good a card is to gain: VP late, otherwise what it adds to the economy;
    Curses and Ruins never, "nothing" a little below any useful card."""
    if pile == NOTHING:
        return 0.0
    zone = state.supply.get(pile)
    card = zone.cards[-1] if zone is not None and zone.cards else pile
    known = state.catalog.by_id.get(card) or state.catalog.cards.get(card)
    if known is None:
        try:
            known = state.catalog.spec(card)
        except KeyError:
            return -0.5
    w = worth.worth(known)
    if w.curse:
        return -10.0
    if known.set == "ruins":
        return -2.0
    value = 0.3 * known.cost + (0.8 * w.coins if w.treasure else 0.0)
    if w.victory:
        left = greening(state)
        value = max(value, known.vp * (2.0 if left <= 4 else 0.6))
        if not (w.treasure or w.action) and left > 4:
            value -= 1.0
    return value + 0.1


def gain_choice(state: DraconiumState, seat: int, legal: Sequence[Move], deck: Deck | None) -> Move:
    """The best card to gain (`gain_value`)."""
    return max(legal, key=lambda m: gain_value(state, m["pile"], deck))


def hand_value(w: Worth, average: float) -> float:
    """What a card is worth in a hand now: its $ or draw; nothing for junk."""
    return w.play_value(average) if (w.action or w.treasure) else 0.0


def keep_value(w: Worth, average: float) -> float:
    """How much a card is worth keeping when one must go for good: three times its worth
    in a hand, 2.5 a VP (so an Estate goes before a Copper, a Gold before a Province)."""
    value = 3.0 * hand_value(w, average)
    if w.vp > 0:
        value += 2.5 * w.vp
    elif w.vp < 0 or w.curse:
        value -= 5.0
    if w.action and not w.coins and not w.draws and not w.extra:
        value -= 0.5  # a Ruins that gives little
    return value


VERBS = ("into your hand", "onto your deck", "trash", "recycle", "return", "discard", "gain")


def verb_of(prompt: str) -> str:
    """What a question asks to do with the cards: the first of `VERBS` its prompt says
    ("discard pile" is a place, not a verb)."""
    words = prompt.lower().replace("discard pile", "pile")
    found = [(words.find(v), v) for v in VERBS if v in words]
    return min(found)[1] if found else ""


def card_choice(state: DraconiumState, seat: int, legal: Sequence[Move], deck: Deck | None) -> Move:
    """Cards for a question, by what the prompt asks: trash, recycle or return junk (as
    many as allowed; the least worth when some must go, or to trade up for a gain);
    discard the least (junk only when it is optional); put onto a deck the best on your
    own turn, the least on another's; take the best into the hand."""
    pending, spec = state.pending, state.catalog.spec
    assert pending is not None
    prompt = pending.prompt.lower()
    average = deck.average if deck is not None else worth.AVERAGE

    def keep_card(card: str) -> float:
        return keep_value(worth.worth(spec(card)), average)

    def held_card(card: str) -> float:
        return hand_value(worth.worth(spec(card)), average)

    def keep(m: Move) -> float:
        return sum(keep_card(c) for c in m["cards"])

    def held(m: Move) -> float:
        return sum(held_card(c) for c in m["cards"])

    fewest = min(len(m["cards"]) for m in legal)
    verb = verb_of(prompt)
    if verb in ("into your hand", "gain"):
        return max(legal, key=held)
    if verb in ("trash", "recycle", "return"):
        if fewest:
            return min(legal, key=lambda m: (keep(m), -len(m["cards"])))
        if "to gain" in prompt or "treasure" in prompt:  # trading one up: the least
            some = [m for m in legal if m["cards"]]
            return min(some, key=keep) if some else legal[0]
        junk = [m for m in legal if all(keep_card(c) < JUNK for c in m["cards"])]
        return max(junk, key=lambda m: (len(m["cards"]), -keep(m))) if junk else legal[0]
    if verb == "onto your deck":
        if state.active != seat:  # an attack: the least goes back
            return min(legal, key=held)
        best = max(legal, key=held)
        return best if fewest or held(best) >= 3.0 else min(legal, key=lambda m: len(m["cards"]))
    if verb == "discard":
        if not fewest:  # Cellar, Reconnaissance: junk only
            junk = [m for m in legal if all(held_card(c) < 0.5 for c in m["cards"])]
            return max(junk, key=lambda m: len(m["cards"])) if junk else legal[0]
        return min(legal, key=lambda m: (held(m), m["cards"]))
    return min(legal, key=lambda m: (keep(m), m["cards"]))


def option_choice(state: DraconiumState, seat: int, legal: Sequence[Move]) -> Move:
    """An option by its words: for cards of your own, junk is trashed (or discarded),
    green discarded, anything good kept; another player's good card is discarded and
    their junk kept (Crow); a choice of bonuses takes the richest (Divine Dragon)."""
    pending, asking = state.pending, state.asking or {}
    assert pending is not None
    labels = [label.lower() for label in pending.choices]
    spec = state.catalog.spec
    shown = asking.get("cards") or ([asking["card"]] if "card" in asking else [])
    cards = [c for c in shown if _known(state, c)]

    def option(*words: str) -> Move | None:
        for word in words:
            for i, label in enumerate(labels):
                if word in label and i < len(legal):
                    return legal[i]
        return None

    if not cards:
        values = [_bonus_value(label) for label in pending.choices]
        if any(values):
            return legal[max(range(len(legal)), key=lambda i: values[i] if i < len(values) else -1)]
        return legal[0]
    ws = [worth.worth(spec(c)) for c in cards]
    junk = all(keep_value(w, 1.0) < JUNK for w in ws)
    dead = all(hand_value(w, 1.0) < 0.5 for w in ws)
    mine = asking.get("seat", seat) == seat
    if not mine:
        chosen = option("back") if dead else option("discard")
    elif junk:
        chosen = option("trash", "discard")
    elif dead:
        chosen = option("discard")
    else:
        chosen = option("back")
    return chosen or legal[0]


def _known(state: DraconiumState, card: object) -> bool:
    if not isinstance(card, str):
        return False
    try:
        state.catalog.spec(card)
    except KeyError:
        return False
    return True


def _bonus_value(label: str) -> float:
    """The $ a choice's bonuses are worth ("+2 Cards", "+$2", "+2 Actions and +1 Buy")."""
    found = bonuses(label)
    return (
        found["plus_coins"]
        + 1.2 * found["plus_cards"]
        + 0.3 * found["plus_buys"]
        + 0.2 * found["plus_actions"]
    )


def unhatched(state: DraconiumState, seat: int) -> bool:
    """Whether `seat` still has an Egg on its Roost mat."""
    return bool(counters.egg_records(state, seat))
