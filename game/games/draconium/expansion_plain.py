"""The Draconium Kingdom cards (§4) that need no decision from their player, and the
Draconium Treasures' parts beyond their printed $.

Where a card looks at Eggs or beasts, the look happens in a step of its own, after
the card's earlier parts have run. Without Eggs (R6) nobody has an Egg or a beast:
the parts that act on one do nothing, and an "otherwise" part applies (Loremaster,
Ornithopter).
"""

from __future__ import annotations

from game.games.draconium import counters
from game.games.draconium.cards import name_of
from game.games.draconium.effects import (
    actions,
    buys,
    cards,
    coins,
    each_other,
    gain_upto,
    script,
)
from game.games.draconium.procedures import draw, is_, locked, names
from game.games.draconium.stack import op, push, step
from game.games.draconium.state import DraconiumState, Step
from game.games.draconium.turns import treasure

# -- +Cards, +Actions, +Buys, +$ ------------------------------------------------------------


@script("Alibi")
def _alibi(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    """Its Reaction against Draconian cards is in effects.REACTS_TO."""
    return [cards(seat, 1), actions(1), coins(1)]


@script("Village Guard")
def _village_guard(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    """Its Reaction against Delay placement is in dragons.py."""
    return [cards(seat, 1), actions(2)]


@script("Caravel")
def _caravel(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2), buys(1)]


@script("Brothel")
def _brothel(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    """The other players' draws are not "+1 Card" for them (§2.9), and not hostile."""
    return [cards(seat, 1), actions(2), buys(1), each_other(seat, play, "draw_one", attack=False)]


@script("Worker's Camp")
def _workers_camp(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [actions(1), gain_upto(seat, 3, "Worker's Camp")]


@script("Provincial Market")
def _provincial_market(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), buys(1), coins(1), step("provincial_market")]


@op("provincial_market")
def _provinces_unlocked(state: DraconiumState, s: Step) -> None:
    """§2.11: Provinces are unlocked once a Dragon has grown, and always without Eggs."""
    if locked(state, "Province") is None:
        state.coins += 1


@script("Secret Council")
def _secret_council(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 3), buys(1), step("secret_council")]


@op("secret_council")
def _secret_council_action(state: DraconiumState, s: Step) -> None:
    """A reveal made during Secret Council's own +3 Cards counts: it is this turn."""
    if state.extra.get("clandestine_reveal"):
        state.actions += 1
        state.say("Secret Council: a Clandestine reveal was made this turn, +1 Action.")


@script("Galley")
def _galley(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [actions(1), step("galley", seat=seat)]


@op("galley")
def _galley_draw(state: DraconiumState, s: Step) -> None:
    """Draw until 6 in hand: not "+X Cards", so no Clandestine reveal (§2.9)."""
    seat = s["seat"]
    draw(state, seat, max(0, 6 - len(state.players[seat].hand.cards)))


@script("Moonlit Grove")
def _moonlit_grove(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [actions(2), step("moonlit_grove", seat=seat)]


@op("moonlit_grove")
def _moonlit_grove_reveal(state: DraconiumState, s: Step) -> None:
    """Reveal the hand; "+1 Card per Clandestine card revealed" is "+X Cards" (R15), so
    those draws may reveal Clandestine cards in turn."""
    seat = s["seat"]
    hand = sorted(state.players[seat].hand.cards)
    state.say(f"{state.name(seat)} reveals their hand: {names(hand)}.")
    found = sum(1 for c in hand if is_(state, c, "Clandestine"))
    if found:
        push(state, [cards(seat, found)])


# -- Eggs and beasts --------------------------------------------------------------------------


@script("Whelp")
def _whelp(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [actions(1), coins(1), step("egg_bonus", seat=seat, by="Whelp")]


@op("egg_bonus")
def _egg_bonus(state: DraconiumState, s: Step) -> None:
    """A bonus adjustment of +1, not an event (§2.3); nothing without an Egg."""
    counters.adjust_counter(state, s["seat"], 1, s["by"])


@script("Loremaster")
def _loremaster(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2), step("loremaster", seat=seat)]


@op("loremaster")
def _loremaster_egg(state: DraconiumState, s: Step) -> None:
    """An Egg's counter +1; with no Egg (hatched, or no Eggs in the game) +$1."""
    seat = s["seat"]
    if counters.egg_line(state, seat) is not None:
        counters.adjust_counter(state, seat, 1, "Loremaster")
    else:
        state.coins += 1


@script("Ornithopter")
def _ornithopter(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("ornithopter", seat=seat)]


@op("ornithopter")
def _ornithopter_bonus(state: DraconiumState, s: Step) -> None:
    """A dispatched beast: +1 Card (a "+1 Card", R15); otherwise +$1."""
    seat = s["seat"]
    if counters.dispatched(state, seat):
        push(state, [cards(seat, 1)])
    else:
        state.coins += 1


# -- Treasures beyond their printed $ ----------------------------------------------------------


@treasure("Invisible Hand")
def _invisible_hand(state: DraconiumState, seat: int, card: str) -> list[Step]:
    return [buys(1)]


@treasure("Livestock")
def _livestock(state: DraconiumState, seat: int, card: str) -> list[Step]:
    """Its Silver when trashed is in procedures.trash (R28)."""
    return [buys(1)]


@treasure("Dragon's Hoard")
def _dragons_hoard(state: DraconiumState, seat: int, card: str) -> list[Step]:
    """+$1 more with a dispatched beast: added at once, so the play's log shows it."""
    if counters.dispatched(state, seat):
        state.coins += 1
        state.say(f"{name_of(card)}: a dispatched beast adds $1.")
    return []
