"""Each card's numbers by card id, and the sums the bots ask of them at every position:
what an egg still misses (§3.4, R10) and the cheapest sacrifices that pay a blood cost
exactly (R12). Read from the catalog once, so a designer's card file is read like the
shipped one; plain dicts and tuples, as the search asks them thousands of times a move.

A species' abilities are priced from their steps and numbers, in dynasty points, so
the bots weigh a designer's new ability at once (`ability_worth`): a card drawn, a card
an opponent loses and an egg laid are each worth about a sixth of a usual hatch (§1.4:
about 13 points from some 5 cards), a guard's extra strength half its number.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.games.hatch.abilities import Ability
from game.games.hatch.cards import Catalog

CARD_POINTS = 2
"""What one card drawn, discarded by an opponent or laid as an egg is worth, in points."""

PAYMENTS_KEPT = 50_000
"""How many answers of `Facts.payment` are kept (then it starts afresh)."""

Payment = tuple[int, tuple[str, ...]]
"""The dynasty value a set of sacrifices costs, and the dragons, in the order named."""


class Facts:
    """The numbers of every card of a catalog, by card id."""

    __slots__ = (
        "_paid",
        "blood",
        "cost",
        "guard",
        "kinds",
        "name",
        "parting",
        "provides",
        "sac",
        "size",
        "value",
        "worth",
    )

    def __init__(self, cat: Catalog) -> None:
        cards = cat.cards.items()
        self.value = {c: s.value for c, s in cards}
        self.sac = {c: s.sac for c, s in cards}
        self.blood = {c: s.blood for c, s in cards}
        self.name = {c: s.name for c, s in cards}
        codes = cat.codes
        self.kinds = len(codes)
        """How many basic resources the card file has."""
        self.provides = {c: codes.index(s.provides) for c, s in cards}
        """The index in the file's resources of what the card gives as a resource (R11)."""
        self.cost = {c: tuple(s.cost.count(r) for r in codes) for c, s in cards}
        """The basic cost by resource, in the file's order."""
        self.size = {c: len(s.cost) for c, s in cards}
        self.worth = {c: sum(ability_worth(a) for a in s.at("hatch")) for c, s in cards}
        """What its hatch abilities bring, in dynasty points (0: none)."""
        self.parting = {c: sum(ability_worth(a) for a in s.at("sacrificed")) for c, s in cards}
        """What its abilities bring when it is sacrificed, in dynasty points."""
        self.guard = {c: s.guard() for c, s in cards}
        """What it adds to its value while it blocks as a hatched dragon."""
        self._paid: dict[tuple[tuple[str, ...], int], Payment | None] = {}
        """`payment`'s answers, kept (a search asks the same ones again and again)."""

    def gaps(self, egg: str, attached: Iterable[str]) -> list[int] | None:
        """What egg card `egg` still misses by resource with `attached` under it; None
        when they doom it (a resource it takes no more of, R10)."""
        gaps = list(self.cost[egg])
        provides = self.provides
        for card in attached:
            r = provides[card]
            gaps[r] -= 1
            if gaps[r] < 0:
                return None
        return gaps

    def offered(self, hand: Iterable[str], but: str = "") -> list[int]:
        """The resources the cards of `hand` give, by resource (`but` left out)."""
        counts = [0] * self.kinds
        provides = self.provides
        for card in hand:
            if card != but:
                counts[provides[card]] += 1
        return counts

    def payment(self, dragons: Sequence[str], blood: int) -> Payment | None:
        """The dragons of `dragons` whose droplets pay exactly `blood` for the least
        dynasty value (R12; None: no set pays it exactly), each species' first copies
        (R32), named species by species in the order `dragons` first shows them."""
        if blood <= 0:
            return (0, ())
        key = (tuple(dragons), blood)
        paid = self._paid
        if key in paid:
            return paid[key]
        if len(paid) >= PAYMENTS_KEPT:
            paid.clear()
        found = paid[key] = self._cheapest(dragons, blood)
        return found

    def _cheapest(self, dragons: Sequence[str], blood: int) -> Payment | None:
        value, sac, parting = self.value, self.sac, self.parting
        table: list[Payment | None] = [None] * (blood + 1)
        table[0] = (0, ())
        for dragon in sorted(dragons, key=value.__getitem__):
            drops, worth = sac[dragon], value[dragon] - parting[dragon]
            for b in range(blood, drops - 1, -1):
                before = table[b - drops]
                if before is not None:
                    known = table[b]
                    loss = before[0] + worth
                    if known is None or loss < known[0]:
                        table[b] = (loss, (*before[1], dragon))
        found = table[blood]
        if found is None or len(found[1]) < 2:
            return found
        name = self.name
        first: dict[str, int] = {}
        for i, dragon in enumerate(dragons):
            first.setdefault(name[dragon], i)
        named = sorted(found[1], key=lambda d: (first[name[d]], dragons.index(d)))
        return (found[0], tuple(named))


def ability_worth(ability: Ability) -> int:
    """What one ability brings its owner, in dynasty points, from its step and number."""
    if ability.step == "guard":
        return ability.n // 2
    return CARD_POINTS * ability.n  # draw, others_discard, lay_top: a card each
