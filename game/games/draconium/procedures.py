"""The core procedures of §1.4: draw, gain, trash, discard, topdeck, look and reveal.

Each is one function so the Draconium layer has one place to extend: `gain`
will check the lock (R5, R18) and count gains for Eggs, `trash` will send cards
to the Recycling mat (§2.10), `draw` tells "+N Cards" (Clandestine, R15) from
other draws.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.core.zones import Zone
from game.games.draconium.cards import CardSpec, default_catalog, name_of
from game.games.draconium.state import DraconiumState

DISCARD, HAND, DECK = "discard", "hand", "deck"


def spec(card: str) -> CardSpec:
    return default_catalog().spec(card)


def cost(card: str) -> int:
    return spec(card).cost


def is_(card: str, kind: str) -> bool:
    return kind in spec(card).types


def names(cards: Iterable[str]) -> str:
    """``Copper, Copper and Estate`` for the log (names, never ids)."""
    shown = [name_of(c) for c in cards]
    if not shown:
        return "nothing"
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} and {shown[-1]}"


def counted(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def move_card(state: DraconiumState, card: str, to: Zone) -> None:
    """Take `card` from wherever it is and put it on top of `to`."""
    state.where(card).cards.remove(card)
    to.cards.append(card)


# -- drawing and looking ------------------------------------------------------------------


def shuffle_discard_into_deck(state: DraconiumState, seat: int) -> None:
    """§1.4: an empty deck is refilled by shuffling the discard pile (only that)."""
    p = state.players[seat]
    p.deck.cards = p.discard.cards + p.deck.cards
    p.discard.cards = []
    state.rng.shuffle(p.deck.cards)
    state.say(f"{state.name(seat)} shuffles their discard pile into a new deck.")


def take_top(state: DraconiumState, seat: int, to: Zone) -> str | None:
    """Move the top card of `seat`'s deck to `to`, shuffling first if needed (§1.4)."""
    p = state.players[seat]
    if not p.deck.cards:
        if not p.discard.cards:
            return None
        shuffle_discard_into_deck(state, seat)
    card = p.deck.cards.pop()
    to.cards.append(card)
    return card


def draw(state: DraconiumState, seat: int, n: int, plus: bool = False) -> list[str]:
    """Draw up to `n` cards into `seat`'s hand; as many as possible (§1.4).

    `plus` is True for a "+N Cards" instruction (including "+1 Card per X") and
    False for "draw until", Clean-up and other draws: R15's Clandestine reveal
    will hook the `plus` draws only.
    """
    p = state.players[seat]
    drawn: list[str] = []
    for _ in range(n):
        card = take_top(state, seat, p.hand)
        if card is None:
            break
        drawn.append(card)
    if drawn:
        state.say(f"{state.name(seat)} draws {counted(len(drawn), 'card')}.")
        state.say(f"You draw {names(drawn)}.", seat)
    elif n:
        state.say(f"{state.name(seat)} has no cards left to draw.")
    return drawn


def look_at_top(state: DraconiumState, seat: int, n: int) -> list[str]:
    """Put the top `n` cards where only `seat` sees them (Sentry; §5)."""
    p = state.players[seat]
    seen = [c for c in (take_top(state, seat, p.look) for _ in range(n)) if c is not None]
    state.say(f"{state.name(seat)} looks at the top {counted(len(seen), 'card')} of their deck.")
    if seen:
        state.say(f"You look at {names(seen)}.", seat)
    return seen


def reveal_top(state: DraconiumState, seat: int, n: int) -> list[str]:
    """Turn the top `n` cards face up for everyone and log them (§5)."""
    p = state.players[seat]
    shown = [c for c in (take_top(state, seat, p.reveal) for _ in range(n)) if c is not None]
    state.say(f"{state.name(seat)} reveals {names(shown)} from their deck.")
    return shown


# -- gaining --------------------------------------------------------------------------------


def gain_blocked(state: DraconiumState, pile: str) -> str | None:
    """Why the top card of `pile` can't be gained now, or None (§7 reason 9).

    The Draconium layer adds the lock here (R5, R18: reason 10).
    """
    if not state.supply[pile].cards:
        return f"The {pile} pile is empty."
    return None


def gain(state: DraconiumState, seat: int, source: str, to: str = DISCARD) -> str | None:
    """`seat` gains the top card of Supply pile `source` (or the card with that id).

    It goes to the discard pile unless `to` is "hand" or "deck" (§1.4). Gaining
    from an empty pile does nothing (R13). Returns the card gained, or None.
    """
    p = state.players[seat]
    target = {DISCARD: p.discard, HAND: p.hand, DECK: p.deck}[to]
    if source in state.supply:
        if gain_blocked(state, source) is not None:
            state.say(f"{state.name(seat)} gains nothing: the {source} pile is empty.")
            return None
        card = state.supply[source].cards.pop()
        target.cards.append(card)
    else:
        card = source
        move_card(state, card, target)
    where = {DISCARD: "", HAND: " into their hand", DECK: " onto their deck"}[to]
    state.say(f"{state.name(seat)} gains {name_of(card)}{where}.")
    return card


# -- losing cards ---------------------------------------------------------------------------


def trash(state: DraconiumState, seat: int, card: str) -> None:
    """`seat` trashes `card` from wherever it is onto the public Trash (§1.4).

    The Recycling mat (§2.10) and Livestock's trigger (R28) will hook in here.
    """
    move_card(state, card, state.trash)
    state.say(f"{state.name(seat)} trashes {name_of(card)}.")


def discard(state: DraconiumState, seat: int, cards: list[str], say: bool = True) -> None:
    p = state.players[seat]
    for card in cards:
        move_card(state, card, p.discard)
    if say and cards:
        state.say(f"{state.name(seat)} discards {names(cards)}.")


def topdeck(state: DraconiumState, seat: int, card: str, say: bool = True) -> None:
    move_card(state, card, state.players[seat].deck)
    if say:
        state.say(f"{state.name(seat)} puts {name_of(card)} onto their deck.")


def empty_piles(state: DraconiumState) -> list[str]:
    """Supply piles with no cards (R19: judged when asked)."""
    return [name for name, pile in state.supply.items() if not pile.cards]


def lowest_of_each(cards: Iterable[str], wanted: Counter[str]) -> tuple[str, ...]:
    """For each name in `wanted`, that many of its lowest ids among `cards`."""
    picked: list[str] = []
    for card in sorted(cards):
        if wanted[name_of(card)] > 0:
            wanted[name_of(card)] -= 1
            picked.append(card)
    return tuple(sorted(picked))
