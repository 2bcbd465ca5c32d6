"""The core procedures of §1.4: draw, gain, trash, discard, topdeck, look and reveal.

Each is one function so the Draconium layer has one place to extend: `gain`
will check the lock (R5, R18) and count gains for Eggs, `trash` will send cards
to the Recycling mat (§2.10), `draw` tells "+N Cards" (Clandestine, R15) from
other draws.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.core.words import plural
from game.core.zones import Zone
from game.games.draconium import counters
from game.games.draconium.cards import CardSpec, name_of
from game.games.draconium.state import DraconiumState

DISCARD, HAND, DECK = "discard", "hand", "deck"


def spec(state: DraconiumState, card: str) -> CardSpec:
    """The card data of `card` (an id or a name) in the cards this game is played with."""
    return state.catalog.spec(card)


def cost(state: DraconiumState, card: str) -> int:
    return spec(state, card).cost


def is_(state: DraconiumState, card: str, kind: str) -> bool:
    return kind in spec(state, card).types


# -- piles --------------------------------------------------------------------------------------

LOCKED = {"Duchy": "Duchies", "Province": "Provinces", "Colony": "Colonies"}


def top(state: DraconiumState, pile: str) -> str:
    """The card a pile offers: its top card, or for an empty pile the name of its first
    tier (so its cost can still be shown)."""
    zone = state.supply.get(pile) or state.nonsupply.get(pile)
    if zone is not None and zone.cards:
        return zone.cards[-1]
    if pile == "Ruins":
        return state.catalog.ruins()[0].name
    return pile


def pile_spec(state: DraconiumState, pile: str) -> CardSpec:
    """What a pile's top card is (R16: split piles and Ruins offer only their top)."""
    return spec(state, top(state, pile))


def pile_of(state: DraconiumState, card: str) -> str:
    """The pile a card comes from and goes back to: its split pile, Ruins, or its name."""
    card_spec = spec(state, card)
    return "Ruins" if card_spec.set == "ruins" else card_spec.pile_name


def locked(state: DraconiumState, pile: str) -> str | None:
    """§2.11: while Eggs are in use and no Dragon has grown, Duchy, Province and Colony
    can't be bought or gained (R5); the reason, or None."""
    lifted = state.extra.get("grown") or state.extra.get("unlocked")
    if pile in LOCKED and counters.eggs_in_use(state) and not lifted:
        return f"{LOCKED[pile]} are locked until a player has grown a Dragon."
    return None


def note_emptied(state: DraconiumState, pile: str) -> None:
    """A Supply pile just ran out: the next refill checkpoint looks at it (§2.10)."""
    emptied: list[str] = state.extra.setdefault("emptied", [])
    if pile not in emptied:
        emptied.append(pile)


def names(cards: Iterable[str]) -> str:
    """``Copper, Copper and Estate`` for the log (names, never ids)."""
    shown = [name_of(c) for c in cards]
    if not shown:
        return "nothing"
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} and {shown[-1]}"


def counted(n: int, word: str) -> str:
    """ "1 card", "3 cards"."""
    return plural(n, word)


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


def draw(
    state: DraconiumState, seat: int, n: int, plus: bool = False, quiet: bool = False
) -> list[str]:
    """Draw up to `n` cards into `seat`'s hand; as many as possible (§1.4).

    `plus` is True for a "+N Cards" instruction (including "+1 Card per X") and
    False for "draw until", Clean-up and other draws: R15's Clandestine reveal
    will hook the `plus` draws only.
    """
    p = state.players[seat]
    drawn: list[str] = []
    while len(drawn) < n:  # as `take_top` one card at a time, a run of cards at once
        deck = p.deck.cards
        if not deck:
            if not p.discard.cards:
                break
            shuffle_discard_into_deck(state, seat)
            deck = p.deck.cards
        k = min(n - len(drawn), len(deck))
        run = deck[-k:][::-1]  # the top card first
        del deck[-k:]
        p.hand.cards += run
        drawn += run
    if not quiet:
        say_drawn(state, seat, drawn, n)
    return drawn


def say_drawn(state: DraconiumState, seat: int, drawn: list[str], wanted: int) -> None:
    """The public count and the private names of cards drawn (§5)."""
    if drawn:
        n = len(drawn)
        state.say(f"{state.name(seat)} draws {n} card{'' if n == 1 else 's'}.")  # counted()
        state.say(f"You draw {names(drawn)}.", seat)
    elif wanted:
        state.say(f"{state.name(seat)} has no cards left to draw.")


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


def gain_blocked(state: DraconiumState, pile: str, buying: bool = True) -> str | None:
    """Why the top card of `pile` can't be gained now, or None (§7 reasons 9 and 10).

    The lock (R5) stops buys and gains alike; under the *buy-only lock* option
    effects may still gain (`buying` False).
    """
    if not state.supply[pile].cards:
        return f"The {pile} pile is empty."
    if buying or not state.options.get("buy_only_lock", False):
        return locked(state, pile)
    return None


def gain(state: DraconiumState, seat: int, source: str, to: str = DISCARD) -> str | None:
    """`seat` gains the top card of Supply pile `source` (or the card with that id).

    It goes to the discard pile unless `to` is "hand" or "deck" (§1.4). Gaining
    from an empty pile does nothing (R13). Returns the card gained, or None.
    """
    p = state.players[seat]
    target = {DISCARD: p.discard, HAND: p.hand, DECK: p.deck}[to]
    if source in state.supply:
        blocked = gain_blocked(state, source, buying=False)
        if blocked is not None:
            state.say(f"{state.name(seat)} gains nothing: {blocked[0].lower()}{blocked[1:]}")
            return None
        card = state.supply[source].cards.pop()
        target.cards.append(card)
        if not state.supply[source].cards:
            note_emptied(state, source)
    elif source in state.nonsupply:
        if not state.nonsupply[source].cards:
            state.say(f"{state.name(seat)} gains nothing: the {source} pile is empty.")
            return None
        card = state.nonsupply[source].cards.pop()
        target.cards.append(card)
    else:
        card = source
        if not any(card in zone.cards for zone in state.zones()):
            state.say(f"{state.name(seat)} gains nothing: there is no {source} to gain.")
            return None
        blocked = locked(state, pile_of(state, card))
        if blocked is not None and not state.options.get("buy_only_lock", False):
            state.say(f"{state.name(seat)} can't gain {name_of(card)}: {blocked}")  # R18
            return None
        move_card(state, card, target)
    where = {DISCARD: "", HAND: " into their hand", DECK: " onto their deck"}[to]
    state.say(f"{state.name(seat)} gains {name_of(card)}{where}.")
    counters.on_gain(state, seat, card)
    for then in spec(state, card).when_gained:  # Blood Money: "when you gain this" (§4)
        gain(state, seat, then.get("card"))
    return card


# -- losing cards ---------------------------------------------------------------------------


def recycling(state: DraconiumState) -> bool:
    """§2.10: in a Recycling game every "trash" means recycle; `state.trash` is the mat."""
    return bool(state.extra.get("recycling", False))


def owner_of(state: DraconiumState, card: str) -> int | None:
    """The player who has `card` (deck, hand, discard, play, set aside, looked at, revealed)."""
    for p in state.players:
        if any(card in zone.cards for zone in p.zones()):
            return p.seat
    return None


def trash(state: DraconiumState, seat: int, card: str) -> None:
    """`seat` trashes `card` from wherever it is: onto the public Trash, or the Recycling
    mat in a Recycling game (§1.4, §2.10). Eggs count it for its owner (R10), and a
    trashed Livestock gains its owner a Silver once the trash is done (R28)."""
    owner = owner_of(state, card)
    move_card(state, card, state.trash)
    verb = "recycles" if recycling(state) else "trashes"
    state.say(f"{state.name(seat)} {verb} {name_of(card)}.")
    counters.on_trash(state, owner, card, recycling(state))
    if owner is not None:  # Livestock: "when you trash this, gain a Silver" (R28)
        for then in spec(state, card).when_trashed:
            gain(state, owner, then.get("card"))


def return_to_pile(state: DraconiumState, seat: int, card: str) -> None:
    """Put `card` back on top of its pile: neither trashing nor gaining (§3 Divine, R10).

    A Ruins goes on top of the Ruins pile; Nightmare to the Nightmare pile.
    """
    pile = pile_of(state, card)
    zone = state.supply.get(pile) or state.nonsupply.get(pile)
    if zone is None:
        return
    move_card(state, card, zone)
    state.say(f"{state.name(seat)} returns {name_of(card)} to its pile.")


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
