"""The abilities at work (game.games.hatch.abilities): what a species does when it
hatches or is sacrificed, and how strong it is when it blocks.

Our rulings where the reference is silent (it has no abilities of its own):

- A successful hatch first pays its sacrifices, adds the dragon and checks the end
  trigger (§3.4, R24); then each sacrificed dragon's "sacrificed" abilities run, in
  the order the dragons were named, then the new dragon's "hatch" abilities, each in
  the order the card file lists them. A failed hatch runs nothing: nothing hatched,
  and its nominated dragons were not sacrificed (R16; under Spilled blood they are
  discarded, which is not a sacrifice either).
- `draw` draws like a refill (R2: reshuffling the discard pile at need, stopping short
  when both piles are empty); the count is public, the cards private (§4).
- `others_discard`: each other player, in turn order, discards that many cards chosen
  at random by the game's seeded RNG (no one chooses, so no decision waits), fewer if
  the hand is smaller; the discards are public (R31).
- `lay_top`: the top card of the draw pile (reshuffled at need, R2) becomes a new egg
  of the owner's, face down, seen by the owner only (R14); the egg limit holds (R7
  [option]): at the limit, no more eggs are laid.
- `guard`: a hatched dragon blocks as if its value were higher (R19 compares it with
  the attacker's printed value); as a mercenary it is a hand card, not a dragon, and
  blocks at its printed value. It never changes the dynasty (§3.5).

Each ability that runs writes a public line that opens with the dragon: "Ann's Glimmer
Drake (13) hatches: Ann draws 2 cards."
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.words import plural
from game.core.zones import Visibility, Zone
from game.games.hatch import flow
from game.games.hatch.abilities import Ability
from game.games.hatch.cards import Catalog
from game.games.hatch.state import Egg, HatchState

MOMENT_WORDS = {"hatch": "hatches", "sacrificed": "is sacrificed"}


def after_hatch(
    cat: Catalog, state: HatchState, seat: int, dragon: str, sacrifices: Sequence[str]
) -> None:
    """The abilities of a successful hatch: the sacrifices' first, then the dragon's."""
    for paid in sacrifices:
        for ability in cat.cards[paid].at("sacrificed"):
            run(cat, state, seat, paid, ability)
    for ability in cat.cards[dragon].at("hatch"):
        run(cat, state, seat, dragon, ability)


def run(cat: Catalog, state: HatchState, seat: int, source: str, ability: Ability) -> None:
    """One ability of card `source`, owned by `seat`, at its moment."""
    head = f"{state.name(seat)}'s {cat.label(source)} {MOMENT_WORDS[ability.when]}:"
    if ability.step == "draw":
        drawn = flow.draw_cards(cat, state, seat, ability.n)
        if drawn:
            state.say(f"{head} {state.name(seat)} draws {plural(len(drawn), 'card')}.")
            state.say(f"You drew {flow.labels(cat, drawn)}.", seat)
        else:
            state.say(f"{head} both piles are empty, so nothing is drawn.")
    elif ability.step == "others_discard":
        for other in state.opponents(seat):
            discard_at_random(cat, state, other, ability.n, head)
    elif ability.step == "lay_top":
        lay_from_pile(cat, state, seat, ability.n, head)


def discard_at_random(cat: Catalog, state: HatchState, seat: int, n: int, head: str) -> None:
    """`seat` discards `n` cards of its hand picked by the seeded RNG (fewer if it holds
    fewer), face up."""
    hand = state.players[seat].hand.cards
    picked: list[str] = []
    for _ in range(min(n, len(hand))):
        picked.append(hand.pop(state.rng.below(len(hand))))
    if not picked:
        state.say(f"{head} {state.name(seat)} has no card to discard.")
        return
    flow.to_discard(state, picked)
    state.say(f"{head} {state.name(seat)} discards {flow.labels(cat, picked)} at random.")


def lay_from_pile(cat: Catalog, state: HatchState, seat: int, n: int, head: str) -> None:
    """The top `n` cards of the draw pile become `seat`'s eggs (R2, R7, R14)."""
    p = state.players[seat]
    limit = state.options["egg_limit"]
    private = Visibility.PUBLIC if state.options["open_table"] else Visibility.OWNER
    for _ in range(n):
        if limit and len(p.eggs) >= limit:
            state.say(f"{head} {state.name(seat)} already has {limit} eggs (R7).")
            return
        if not state.draw.cards:
            if not state.discard.cards:
                state.say(f"{head} both piles are empty, so no egg is laid.")
                return
            flow.reshuffle(state)
        card = state.draw.cards.pop()
        state.eggs_laid += 1
        number = state.eggs_laid
        egg = Egg(
            number,
            Zone(f"egg:{number}", seat, private, [card]),
            Zone(f"fed:{number}", seat, Visibility.PUBLIC),
        )
        egg.seen = (seat,)
        p.eggs.append(egg)
        state.say(f"{head} {state.name(seat)} lays the top card of the draw pile as egg {number}.")
        state.say(f"Egg {number} is {cat.label(card)}.", seat)


def strength(cat: Catalog, state: HatchState, blocker: str) -> int:
    """What `blocker` counts as when it blocks (R19): its printed value, and its guard
    while it is a hatched dragon."""
    value = cat.cards[blocker].value
    for p in state.players:
        if blocker in p.dragons.cards:
            return value + cat.cards[blocker].guard()
    return value
