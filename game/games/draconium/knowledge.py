"""What a seat knows of the hidden cards (§5), read from its own view: the basis of the
search bot's sampled worlds (search.py).

In Dominion every gain, trash and return is public, so each player's cards are known
by name from the public record (the log): the starting deck (§1.2 step 4), then every
"gains", "trashes"/"recycles" and "returns … to its pile". What a player's backs hide
is their cards less those in sight; which back is which is not known. A seat also
remembers what it drew since it last shuffled (its own "You draw …" lines): those cards
are out of its deck, in its hand, play area or discard pile, unless put back.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from game.core.zones import HIDDEN_CARD
from game.games.draconium.cards import card_id, name_of
from game.games.draconium.setup import (
    COPPERS_IN_ALL,
    STARTING_COPPERS,
    STARTING_ESTATES,
    kingdom_pile,
    pile_size,
)
from game.games.draconium.state import DraconiumState

NONSUPPLY_PILE = 10  # Nightmare and Dragon Slayer piles (§3, §4)
WHERE = (" into their hand.", " onto their deck.", ".")


@dataclass(slots=True)
class Knowledge:
    """One view's reading: each seat's cards by name (the public record), the ids of
    every name in the game that the view shows nowhere, and the names `viewer` drew
    since its last shuffle (out of its deck)."""

    owned: list[Counter[str]]
    unseen: dict[str, list[str]]
    drawn: Counter[str]


def read(view: DraconiumState) -> Knowledge:
    """What `view` tells its seat about the cards it cannot see."""
    return Knowledge(ledger(view), unseen_ids(view), drawn_since_shuffle(view))


def ledger(view: DraconiumState) -> list[Counter[str]]:
    """Each seat's cards by name from the public record: 7 Coppers and 3 Estates (§1.2
    step 4, not gained), then each gain, trash (or recycle, §2.10) and return to a pile
    the log tells. Lines name the player who gains, and the owner who trashes (a victim
    trashes their own revealed card)."""
    return Ledger().read(view)


class Ledger:
    """`ledger`, read on from where it last stopped: a bot that sees the same game's
    views one after another reads each line of the log once."""

    __slots__ = ("_counts", "_last", "_read")

    def __init__(self) -> None:
        self._counts: list[Counter[str]] = []
        self._read = 0
        self._last: object = None

    def read(self, view: DraconiumState) -> list[Counter[str]]:
        """Each seat's cards by name as of `view`'s log."""
        log = view.log
        read = self._read
        if not (read and read <= len(log) and log[read - 1] is self._last) or len(
            self._counts
        ) != len(view.seats):
            start = Counter({"Copper": STARTING_COPPERS, "Estate": STARTING_ESTATES})
            self._counts = [Counter(start) for _ in view.seats]
            read = 0
        counts, cards = self._counts, view.catalog.cards
        speakers = sorted(
            ((name + " ", seat) for seat, name in enumerate(view.seats)), reverse=True
        )
        for line in log[read:]:
            if line.seat is not None:
                continue
            text = line.text
            for prefix, seat in speakers:
                if text.startswith(prefix):
                    change = _change(text[len(prefix) :], cards)
                    if change is not None:
                        counts[seat][change[0]] += change[1]
                    break
        self._read = len(log)
        self._last = log[-1] if log else None
        return [Counter({n: k for n, k in c.items() if k > 0}) for c in counts]


def _change(rest: str, cards: Mapping[str, object]) -> tuple[str, int] | None:
    """The card a line's words after the player's name add or take away, if any."""
    if rest.startswith("gains "):
        body = rest[6:]
        for where in WHERE:
            if body.endswith(where):
                name = body[: -len(where)]
                return (name, 1) if name in cards else None
        return None
    for verb in ("trashes ", "recycles "):
        if rest.startswith(verb) and rest.endswith("."):
            name = rest[len(verb) : -1]
            return (name, -1) if name in cards else None
    if rest.startswith("returns ") and rest.endswith(" to its pile."):
        name = rest[8:-13]
        return (name, -1) if name in cards else None
    return None


def every_id(view: DraconiumState) -> dict[str, list[str]]:
    """Every card id the game may hold, by name: each Supply pile as set-up deals it
    (with the starting decks' Coppers and Estates), the Ruins (all of them: which were
    dealt into the pile is not known), the non-Supply piles."""
    catalog, n = view.catalog, len(view.seats)
    ids: dict[str, list[str]] = {}
    for pile in view.supply:
        if pile == "Ruins":
            for ruin in catalog.ruins():
                ids[ruin.name] = [card_id(ruin.name, i) for i in range(1, ruin.copies + 1)]
            continue
        spec = catalog.cards.get(pile)
        if spec is None:
            continue
        if spec.kingdom:
            for card in kingdom_pile(catalog, pile, n):
                ids.setdefault(name_of(card), []).append(card)
            continue
        count = pile_size(catalog, pile, n)
        if pile == "Copper":
            count = COPPERS_IN_ALL
        elif pile == "Estate":
            count += STARTING_ESTATES * n
        ids[pile] = [card_id(pile, i) for i in range(1, count + 1)]
    for pile in view.nonsupply:
        ids[pile] = [card_id(pile, i) for i in range(1, NONSUPPLY_PILE + 1)]
    return ids


def unseen_ids(view: DraconiumState) -> dict[str, list[str]]:
    """The ids of each name that `view` shows nowhere: what its backs may be."""
    seen = {card for zone in view.zones() for card in zone.cards if card != HIDDEN_CARD}
    every = every_id(view)
    for card in seen:  # a card of a name set-up does not deal (a designer's odd file)
        every.setdefault(name_of(card), [])
    return {name: [c for c in ids if c not in seen] for name, ids in every.items()}


def drawn_since_shuffle(view: DraconiumState) -> Counter[str]:
    """The names the viewer drew since it last shuffled its discard pile into its deck
    (its private "You draw …" lines; its first hand is not logged, §1.2)."""
    seat = view.viewer
    if seat is None:
        return Counter()
    shuffled = f"{view.name(seat)} shuffles their discard pile into a new deck."
    drawn: Counter[str] = Counter()
    for line in reversed(view.log):
        if line.seat is None:
            if line.text == shuffled:
                break
            continue
        if line.seat == seat and line.text.startswith("You draw ") and line.text.endswith("."):
            for name in _listed(line.text[9:-1]):
                drawn[name] += 1
    return drawn


def _listed(words: str) -> list[str]:
    """``Copper, Copper and Estate`` (procedures.names) as its names."""
    head, _, last = words.rpartition(" and ")
    return [*(head.split(", ") if head else []), last]
