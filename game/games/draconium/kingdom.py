"""The base-set Kingdom cards (§1.6) that only affect their player.

Each card is a script of steps; a decision is an op that `ask`s and an answer
that resumes from the step's own fields. For example Remodel runs the op
``remodel``, which asks for one card from hand; its answer trashes that card
and pushes a ``gain_upto`` step with the card's cost + 2.
"""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium.cards import name_of
from game.games.draconium.effects import (
    actions,
    buys,
    cards,
    coins,
    each_other,
    gain_upto,
    play_twice,
    script,
)
from game.games.draconium.procedures import (
    HAND,
    cost,
    counted,
    discard,
    draw,
    empty_piles,
    is_,
    look_at_top,
    move_card,
    names,
    take_top,
    topdeck,
    trash,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

# -- cards without decisions ----------------------------------------------------------------


@script("Moat")
def _moat(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2)]


@script("Village")
def _village(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(2)]


@script("Smithy")
def _smithy(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 3)]


@script("Festival")
def _festival(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [actions(2), buys(1), coins(2)]


@script("Laboratory")
def _laboratory(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2), actions(1)]


@script("Market")
def _market(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), buys(1), coins(1)]


@script("Council Room")
def _council_room(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 4), buys(1), each_other(seat, play, "draw_one", attack=False)]


@script("Merchant")
def _merchant(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("merchant")]


@op("merchant")
def _merchant_bonus(state: DraconiumState, s: Step) -> None:
    """The first Silver played this turn gets +$1 per Merchant played before it."""
    state.merchants += 1


@script("Workshop")
def _workshop(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [gain_upto(seat, 4, "Workshop")]


# -- hand choices -----------------------------------------------------------------------------


@script("Cellar")
def _cellar(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [actions(1), step("cellar", seat=seat)]


@op("cellar")
def _cellar_ask(state: DraconiumState, s: Step) -> None:
    hand = state.players[s["seat"]].hand.cards
    if hand:
        prompt = "Cellar: discard any number of cards, then draw as many."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(hand), 0, len(hand))


@answer("cellar")
def _cellar_done(state: DraconiumState, s: Step, move: Move) -> None:
    chosen = list(move["cards"])
    discard(state, s["seat"], chosen)
    draw(state, s["seat"], len(chosen))  # not "+X Cards" (§1.6)


@script("Chapel")
def _chapel(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("chapel", seat=seat)]


@op("chapel")
def _chapel_ask(state: DraconiumState, s: Step) -> None:
    hand = state.players[s["seat"]].hand.cards
    if hand:
        prompt = "Chapel: trash up to 4 cards from your hand."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(hand), 0, min(4, len(hand)))


@answer("chapel")
def _chapel_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)


@script("Poacher")
def _poacher(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), coins(1), step("poacher", seat=seat)]


@op("poacher")
def _poacher_ask(state: DraconiumState, s: Step) -> None:
    """R19: empty Supply piles are counted now."""
    hand = state.players[s["seat"]].hand.cards
    n = min(len(empty_piles(state)), len(hand))
    if n:
        prompt = f"Poacher: discard {counted(n, 'card')} (one per empty Supply pile)."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(hand), n, n)


@answer("poacher")
def _poacher_done(state: DraconiumState, s: Step, move: Move) -> None:
    discard(state, s["seat"], list(move["cards"]))


@script("Moneylender")
def _moneylender(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("moneylender", seat=seat)]


@op("moneylender")
def _moneylender_ask(state: DraconiumState, s: Step) -> None:
    if any(name_of(c) == "Copper" for c in state.players[s["seat"]].hand.cards):
        ask(state, s, "may", s["seat"], "Moneylender: trash a Copper for +$3?", ("yes", "no"))


@answer("moneylender")
def _moneylender_done(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        copper = min(c for c in state.players[s["seat"]].hand.cards if name_of(c) == "Copper")
        trash(state, s["seat"], copper)
        state.coins += 3


@script("Remodel")
def _remodel(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("remodel", seat=seat)]


@op("remodel")
def _remodel_ask(state: DraconiumState, s: Step) -> None:
    hand = state.players[s["seat"]].hand.cards
    if hand:
        prompt = "Remodel: trash a card from your hand."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(hand), 1, 1)


@answer("remodel")
def _remodel_done(state: DraconiumState, s: Step, move: Move) -> None:
    (card,) = move["cards"]
    trash(state, s["seat"], card)
    push(state, [gain_upto(s["seat"], cost(state, card) + 2, "Remodel")])


@script("Mine")
def _mine(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("mine", seat=seat)]


@op("mine")
def _mine_ask(state: DraconiumState, s: Step) -> None:
    treasures = [c for c in state.players[s["seat"]].hand.cards if is_(state, c, "Treasure")]
    if treasures:
        prompt = "Mine: you may trash a Treasure from your hand."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(treasures), 0, 1)


@answer("mine")
def _mine_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)
        push(state, [gain_upto(s["seat"], cost(state, card) + 3, "Mine", to=HAND, kind="Treasure")])


@script("Artisan")
def _artisan(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [gain_upto(seat, 5, "Artisan", to=HAND), step("artisan", seat=seat)]


@op("artisan")
def _artisan_ask(state: DraconiumState, s: Step) -> None:
    hand = state.players[s["seat"]].hand.cards
    if hand:
        prompt = "Artisan: put a card from your hand onto your deck."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(hand), 1, 1)


@answer("artisan")
def _artisan_done(state: DraconiumState, s: Step, move: Move) -> None:
    (card,) = move["cards"]
    topdeck(state, s["seat"], card, say=False)
    state.say(f"{state.name(s['seat'])} puts a card from their hand onto their deck.")
    state.say(f"You put {name_of(card)} onto your deck.", s["seat"])


# -- the deck and the discard pile ----------------------------------------------------------


@script("Harbinger")
def _harbinger(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("harbinger", seat=seat)]


@op("harbinger")
def _harbinger_ask(state: DraconiumState, s: Step) -> None:
    pile = state.players[s["seat"]].discard.cards
    if pile:
        prompt = "Harbinger: you may put a card from your discard pile onto your deck."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(pile), 0, 1)


@answer("harbinger")
def _harbinger_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        topdeck(state, s["seat"], card, say=False)
        state.say(f"{state.name(s['seat'])} puts a card from their discard pile onto their deck.")
        state.say(f"You put {name_of(card)} onto your deck.", s["seat"])


@script("Vassal")
def _vassal(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), step("vassal", seat=seat)]


@op("vassal")
def _vassal_ask(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    card = take_top(state, seat, state.players[seat].discard)
    if card is None:
        state.say(f"{state.name(seat)} has no card to discard for Vassal.")
        return
    state.say(f"{state.name(seat)} discards {name_of(card)} from the top of their deck.")
    if is_(state, card, "Action"):
        asking = step("vassal", seat=seat, card=card)
        prompt = f"Vassal: play {name_of(card)} from your discard pile (no Action used)?"
        ask(state, asking, "may", seat, prompt, ("yes", "no"), private=False)


@answer("vassal")
def _vassal_done(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        push(state, [step("play", seat=s["seat"], card=s["card"])])


@script("Throne Room")
def _throne_room(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("throne", seat=seat)]


@op("throne")
def _throne_ask(state: DraconiumState, s: Step) -> None:
    hand = [c for c in state.players[s["seat"]].hand.cards if is_(state, c, "Action")]
    if hand:
        prompt = "Throne Room: you may play an Action card from your hand twice."
        ask(state, s, "play_action", s["seat"], prompt, sorted(hand), 0, 1)


@answer("throne")
def _throne_done(state: DraconiumState, s: Step, move: Move) -> None:
    """Play it, then resolve it again; each play is its own checkpoint (R13)."""
    if move.kind == "pass":
        return
    play_twice(state, s["seat"], move["card"], "Throne Room")


@script("Library")
def _library(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("library", seat=seat)]


@op("library")
def _library_draw(state: DraconiumState, s: Step) -> None:
    """Draw until 7 in hand (not "+X Cards"); each Action drawn may be set aside."""
    seat = s["seat"]
    p = state.players[seat]
    if len(p.hand.cards) >= 7 or not (p.deck.cards or p.discard.cards):
        if p.aside.cards:
            discard(state, seat, list(p.aside.cards))
        return
    push(state, [s])  # come back for the next card
    (card,) = draw(state, seat, 1)
    if is_(state, card, "Action"):
        asking = step("library_aside", seat=seat, card=card)
        prompt = f"Library: set aside {name_of(card)}?"
        ask(state, asking, "may", seat, prompt, ("yes", "no"))


@answer("library_aside")
def _library_aside(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        move_card(state, s["card"], state.players[s["seat"]].aside)
        state.say(f"{state.name(s['seat'])} sets aside {name_of(s['card'])}.")


@script("Sentry")
def _sentry(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("sentry", seat=seat)]


SENTRY_OPTIONS = ("Trash", "Discard", "Put back")


@op("sentry")
def _sentry_look(state: DraconiumState, s: Step) -> None:
    seen = look_at_top(state, s["seat"], 2)
    push(state, [step("sentry_pick", seat=s["seat"], cards=seen, keep=[])])


@op("sentry_pick")
def _sentry_pick(state: DraconiumState, s: Step) -> None:
    """One looked-at card at a time: trash it, discard it or keep it for the deck."""
    seat, left = s["seat"], s["cards"]
    if left:
        prompt = f"Sentry: what becomes of {name_of(left[0])}?"
        ask(state, s, "choose_option", seat, prompt, SENTRY_OPTIONS, 1, 1)
        return
    keep = s["keep"]
    if len(keep) == 2:
        prompt = "Sentry: put these back in order; the first one named goes on top."
        ask(state, step("sentry_order", seat=seat), "order_cards", seat, prompt, sorted(keep), 2, 2)
    elif keep:
        topdeck(state, seat, keep[0], say=False)
        state.say(f"{state.name(seat)} puts a card back onto their deck.")


@answer("sentry_pick")
def _sentry_picked(state: DraconiumState, s: Step, move: Move) -> None:
    seat, card = s["seat"], s["cards"][0]
    choice = SENTRY_OPTIONS[move["index"]]
    keep = list(s["keep"])
    if choice == "Trash":
        trash(state, seat, card)
    elif choice == "Discard":
        discard(state, seat, [card])
    else:
        keep.append(card)
    push(state, [step("sentry_pick", seat=seat, cards=s["cards"][1:], keep=keep)])


@answer("sentry_order")
def _sentry_ordered(state: DraconiumState, s: Step, move: Move) -> None:
    order = list(move["cards"])
    for card in reversed(order):  # the first named ends on top
        topdeck(state, s["seat"], card, say=False)
    state.say(f"{state.name(s['seat'])} puts {counted(len(order), 'card')} back onto their deck.")
    state.say(f"From the top: {names(order)}.", s["seat"])
