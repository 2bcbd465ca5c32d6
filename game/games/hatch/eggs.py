"""Eggs (§3.2–3.5): laying, nurturing and hatching, and what a hatch will do.

Sacrifices are nominated for an egg one dragon at a time (`nominate`, `withdraw`) and
go with its hatch (§3.4, R12). `forecast` and `overfeeds` are pure helpers for the
owner's private warnings (R10, R13): the client asks them before a hatch that will fail
or a nurture that dooms an egg. `exact_sacrifices` lists the sets of dragons that pay
an egg's blood exactly (for the bots' plans).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.words import plural
from game.core.zones import Visibility, Zone
from game.games.hatch import flow, powers, standing
from game.games.hatch.cards import Catalog
from game.games.hatch.state import Egg, HatchState, Player

DROP = "●"

WRONG_TYPE, TOO_MANY, TOO_FEW, BLOOD = "wrong-type", "too-many", "too-few", "blood-not-exact"


def droplets(n: int) -> str:
    """ "2 blood" for ●●; "no blood" for 0. In words: the log's font has no droplet, and
    the table draws droplets as icons where it shows them."""
    return f"{n} blood" if n else "no blood"


@dataclass(frozen=True, slots=True)
class Forecast:
    """What hatching an egg with these sacrifices will do, for its owner only (R13).

    `success` is §3.4's test: the attached resources are exactly the cost and the
    sacrifices' droplets exactly the blood. `problems` says why not, as (code, clause)
    pairs, the codes WRONG_TYPE, TOO_MANY, TOO_FEW and BLOOD, the clauses like "it
    needs 1 Stone (none attached)".
    """

    egg: str
    label: str  # "Magma Wyrm (14)"
    success: bool
    problems: tuple[tuple[str, str], ...]
    blood: int  # droplets the egg needs
    paid: int  # droplets the sacrifices give

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(code for code, _ in self.problems)

    def why(self) -> str:
        """ "it takes no Tide (1 attached); it needs 1 Stone (none attached)"."""
        return "; ".join(clause for _, clause in self.problems)

    def warning(self) -> str:
        """The owner's private warning before a hatch that will fail ("" if it succeeds)."""
        if self.success:
            return ""
        return f"{self.label} will not hatch: {self.why()}."


def forecast(
    cat: Catalog, egg: str, attached: Sequence[str], sacrifices: Sequence[str]
) -> Forecast:
    """The outcome of hatching egg card `egg` with `attached` under it and `sacrifices`
    named (§3.4): right types, none extra, none missing, and exact blood."""
    species = cat.cards[egg]
    cards = cat.cards
    provided = [cards[c].provides for c in attached]
    cost = species.cost
    problems: list[tuple[str, str]] = []
    for r in cat.codes:
        got, want = provided.count(r), cost.count(r)
        if got == want:
            continue
        name = cat.resource_name(r)
        if got and not want:
            problems.append((WRONG_TYPE, f"it takes no {name} ({got} attached)"))
        elif got > want:
            problems.append(
                (TOO_MANY, f"it needs {want} {name} ({got} attached, {got - want} too many)")
            )
        elif got < want:
            problems.append((TOO_FEW, f"it needs {want} {name} ({got or 'none'} attached)"))
    paid = sum(cards[c].sac for c in sacrifices)
    if paid != species.blood:
        given = f"the sacrifices give {droplets(paid)}" if sacrifices else "no sacrifice named"
        if species.blood:
            problems.append((BLOOD, f"it needs {droplets(species.blood)} exactly ({given})"))
        else:
            problems.append((BLOOD, f"it needs no blood ({given})"))
    label = f"{species.name} ({species.value})"
    return Forecast(egg, label, not problems, tuple(problems), species.blood, paid)


def overfeeds(cat: Catalog, egg: str, attached: Sequence[str], card: str) -> str:
    """The owner's private warning before nurturing egg `egg` with `card` (R10): why the
    egg would be doomed, or "" when it needs that resource."""
    species = cat.cards[egg]
    label = f"{species.name} ({species.value})"
    r = cat.cards[card].provides
    name = cat.resource_name(r)
    want = species.cost_counts[r]
    if not want:
        return f"{label} takes no {name}: this would doom the egg."
    got = sum(1 for c in attached if cat.cards[c].provides == r)
    if got >= want:
        return f"{label} needs {want} {name}, and has {got}: one more would doom the egg."
    return ""


def exact_sacrifices(cat: Catalog, dragons: Sequence[str], blood: int) -> list[tuple[str, ...]]:
    """Every set of `dragons` whose droplets add up to exactly `blood` (R12), once per
    combination of species (copies are identical, R32), each species' first copies."""
    if blood == 0:
        return [()]
    by_species: dict[str, list[str]] = {}
    for d in dragons:
        by_species.setdefault(cat.cards[d].name, []).append(d)
    groups = list(by_species.values())
    found: list[tuple[str, ...]] = []

    def extend(i: int, left: int, picked: tuple[str, ...]) -> None:
        if left == 0:
            found.append(picked)
            return
        if i == len(groups):
            return
        group = groups[i]
        sac = cat.cards[group[0]].sac
        for k in range(min(len(group), left // sac), -1, -1):
            extend(i + 1, left - k * sac, picked + tuple(group[:k]))

    extend(0, blood, ())
    return found


def leave_play(p: Player, dragons: Sequence[str]) -> None:
    """Sacrificed dragons leave the dynasty, and their marks with them (R17, R18)."""
    for d in dragons:
        p.dragons.cards.remove(d)
        if d in p.fresh:
            p.fresh.remove(d)
        if d in p.weary:
            p.weary.remove(d)


# -- the moves -------------------------------------------------------------------------------


def lay_egg(cat: Catalog, state: HatchState, seat: int, card: str) -> None:
    """§3.2: a hand card face down in the territory, a new egg with nothing attached."""
    p = state.players[seat]
    p.hand.cards.remove(card)
    state.eggs_laid += 1
    n = state.eggs_laid
    private = Visibility.PUBLIC if state.options["open_table"] else Visibility.OWNER
    egg = Egg(n, Zone(f"egg:{n}", seat, private, [card]), Zone(f"fed:{n}", seat, Visibility.PUBLIC))
    egg.seen = (seat,)
    p.eggs.append(egg)
    state.say(f"{state.name(seat)} laid egg {n}.")


def nurture(cat: Catalog, state: HatchState, seat: int, card: str, egg_card: str) -> None:
    """§3.3: a hand card face up under one's own egg, one unit of what it provides."""
    egg = state.egg_of(egg_card)
    assert egg is not None
    state.players[seat].hand.cards.remove(card)
    egg.fed.cards.append(card)
    r = cat.resource_name(cat.cards[card].provides)
    state.say(f"{state.name(seat)} nurtured egg {egg.number} with {cat.label(card)}: {r}.")


def nominate(state: HatchState, seat: int, dragon: str, egg_card: str) -> None:
    """§3.4, R12: one of the owner's dragons is named as a sacrifice for their egg; it
    stays in play until the egg hatches (nothing is logged: the hatch names it)."""
    egg = state.egg_of(egg_card)
    assert egg is not None
    egg.sacrifices.append(dragon)


def withdraw(state: HatchState, seat: int, dragon: str) -> None:
    """A nominated sacrifice is taken back before the hatch."""
    egg = state.nominated_for(seat, dragon)
    assert egg is not None
    egg.sacrifices.remove(dragon)


def hatch(cat: Catalog, state: HatchState, seat: int, egg_card: str) -> None:
    """§3.4: the egg turns face up, its nominated sacrifices with it. Success (R13: the
    resources exact, the sacrifices' droplets exactly its blood): attached cards and
    sacrifices to the discard pile, the dragon joins the dynasty, and 200 triggers the
    end (R24). Failure (too few droplets, or too many): the egg and its cards to the
    discard pile; the sacrifices stay in play (R16), or go too under `spilled_blood`."""
    egg = state.egg_of(egg_card)
    assert egg is not None
    p = state.players[seat]
    name = state.name(seat)
    attached = list(egg.fed.cards)
    sacrifices = list(egg.sacrifices)
    outcome = forecast(cat, egg_card, attached, sacrifices)
    p.eggs.remove(egg)
    if outcome.success:
        leave_play(p, sacrifices)
        flow.to_discard(state, [*attached, *sacrifices])
        p.dragons.cards.append(egg_card)
        p.fresh.append(egg_card)
        state.quiet_round = False
        text = f"{name} hatched {cat.label(egg_card)}"
        if sacrifices:
            text += f", sacrificing {flow.labels(cat, sacrifices)}"
        value = standing.dynasty(cat, state, seat)
        state.say(f"{text}; dynasty {value}.")
        if value >= cat.numbers.goal and state.trigger is None:
            state.trigger = seat
            state.say(
                f"{name}'s dynasty reaches {value}: the end is triggered, and the round "
                "is played to its end (R24)."
            )
        powers.after_hatch(cat, state, seat, egg_card, sacrifices)
        return
    lost = [*attached, egg_card]
    spilled = sacrifices if state.options["spilled_blood"] else []
    leave_play(p, spilled)
    flow.to_discard(state, [*lost, *spilled])
    text = (
        f"{name}'s hatch failed: {cat.label(egg_card)} discarded with "
        f"{plural(len(attached), 'resource')} — {outcome.why()}"
    )
    if spilled:
        text += f"; the sacrifices {flow.labels(cat, spilled)} are discarded too (R16)"
    state.say(f"{text}.")
