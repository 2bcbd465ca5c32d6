"""The eight Ruins (§4) and the non-Supply cards (R17): Ruined Kingdom (§3 Calamitous,
R29), and the Draconian Dragon Slayer (§4) and Nightmare (§3 Abyssal, R27).

Ruins are Action–Ruins cards costing $0. Only the top of the Ruins pile can be
gained (R16); a returned Ruins goes back on top of it.
"""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium.cards import name_of
from game.games.draconium.effects import actions, buys, cards, coins, play_twice, script
from game.games.draconium.expansion_hostile import each_other_with
from game.games.draconium.procedures import (
    counted,
    discard,
    is_,
    look_at_top,
    move_card,
    names,
    return_to_pile,
    reveal_top,
    topdeck,
    trash,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

# -- the plain ones ---------------------------------------------------------------------------


@script("Broken Amulet")
def _broken_amulet(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(1)]


@script("Collapsed Bridge")
def _collapsed_bridge(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [buys(1)]


@script("Ramshackle Tavern")
def _ramshackle_tavern(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [actions(1)]


@script("Slum")
def _slum(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1)]


# -- the ones with a decision -------------------------------------------------------------


@script("Desecrated Altar")
def _desecrated_altar(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("desecrated_altar", seat=seat)]


@op("desecrated_altar")
def _altar_ask(state: DraconiumState, s: Step) -> None:
    """Another Ruins: the Altar itself is in play, so any Ruins in hand is another one."""
    hand = state.players[s["seat"]].hand.cards
    fitting = sorted(c for c in hand if is_(state, c, "Ruins") or name_of(c) == "Curse")
    if fitting:
        prompt = "Desecrated Altar: you may trash a Curse or another Ruins from your hand."
        ask(state, s, "choose_cards", s["seat"], prompt, fitting, 0, 1)


@answer("desecrated_altar")
def _altar_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)


@script("Desperate Thief")
def _desperate_thief(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("desperate_thief", seat=seat)]


@op("desperate_thief")
def _desperate_thief_reveal(state: DraconiumState, s: Step) -> None:
    """A Treasure goes into the hand without being drawn (no Clandestine reveal)."""
    seat = s["seat"]
    for card in reveal_top(state, seat, 1):
        if is_(state, card, "Treasure"):
            move_card(state, card, state.players[seat].hand)
            state.say(f"{state.name(seat)} puts {name_of(card)} into their hand.")
        else:
            discard(state, seat, [card])


@script("Rough Patron")
def _rough_patron(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2), step("rough_patron", seat=seat)]


@op("rough_patron")
def _rough_patron_ask(state: DraconiumState, s: Step) -> None:
    hand = state.players[s["seat"]].hand.cards
    n = min(2, len(hand))
    if n:
        prompt = f"Rough Patron: discard {counted(n, 'card')}."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(hand), n, n)


@answer("rough_patron")
def _rough_patron_done(state: DraconiumState, s: Step, move: Move) -> None:
    discard(state, s["seat"], list(move["cards"]))


@script("Shipwreck")
def _shipwreck(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("shipwreck", seat=seat)]


SHIPWRECK_OPTIONS = ("Discard both", "Put them back")


@op("shipwreck")
def _shipwreck_look(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    seen = look_at_top(state, seat, 2)
    if not seen:
        return
    prompt = f"Shipwreck: discard {names(seen)}, or put {'them' if len(seen) > 1 else 'it'} back?"
    asking = step("shipwreck_pick", seat=seat, cards=seen)
    ask(state, asking, "choose_option", seat, prompt, SHIPWRECK_OPTIONS, 1, 1)


@answer("shipwreck_pick")
def _shipwreck_picked(state: DraconiumState, s: Step, move: Move) -> None:
    seat, seen = s["seat"], list(s["cards"])
    if SHIPWRECK_OPTIONS[move["index"]] == "Discard both":
        discard(state, seat, seen)
    else:
        push(state, [put_back(seat, seen, "Shipwreck", private=True)])


# -- putting cards back in any order (Shipwreck, Informant, Reconnaissance, Investigator) ----


def put_back(seat: int, cards_: list[str], by: str, private: bool) -> Step:
    """Put looked-at or revealed cards back onto the deck, in the order the player picks."""
    return step("put_back", seat=seat, cards=list(cards_), by=by, private=private)


@op("put_back")
def _put_back_ask(state: DraconiumState, s: Step) -> None:
    seat, left = s["seat"], s["cards"]
    if len(left) > 1:
        prompt = f"{s['by']}: put these back in order; the first one named goes on top."
        ask(state, s, "order_cards", seat, prompt, sorted(left), len(left), len(left), s["private"])
    elif left:
        _put_back(state, seat, left, s["private"])


@answer("put_back")
def _put_back_ordered(state: DraconiumState, s: Step, move: Move) -> None:
    _put_back(state, s["seat"], list(move["cards"]), s["private"])


def _put_back(state: DraconiumState, seat: int, order: list[str], private: bool) -> None:
    for card in reversed(order):  # the first named ends on top
        topdeck(state, seat, card, say=False)
    if private:
        state.say(f"{state.name(seat)} puts {counted(len(order), 'card')} back onto their deck.")
        state.say(f"From the top: {names(order)}.", seat)
    else:
        state.say(f"{state.name(seat)} puts {names(order)} back onto their deck, in that order.")


# -- Ruined Kingdom (R29) -------------------------------------------------------------------


@script("Ruined Kingdom")
def _ruined_kingdom(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    """Its VP (1 per 2 Ruins you have) is counted in scoring.py."""
    return [actions(1), step("ruined_kingdom", seat=seat)]


@op("ruined_kingdom")
def _ruined_kingdom_ask(state: DraconiumState, s: Step) -> None:
    ruins = sorted(c for c in state.players[s["seat"]].hand.cards if is_(state, c, "Ruins"))
    if ruins:
        prompt = "Ruined Kingdom: you may play a Ruins card from your hand twice."
        ask(state, s, "play_action", s["seat"], prompt, ruins, 0, 1)


@answer("ruined_kingdom")
def _ruined_kingdom_done(state: DraconiumState, s: Step, move: Move) -> None:
    """Like Throne Room: play it, then resolve it again; each play is a checkpoint (R13)."""
    if move.kind == "pass":
        return
    play_twice(state, s["seat"], move["card"], "Ruined Kingdom")


# -- Dragon Slayer (Damsel's upgrade) ----------------------------------------------------


@script("Dragon Slayer")
def _dragon_slayer(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2), coins(2), each_other_with(seat, play, "delay_all", "Dragon Slayer")]


# -- Nightmare (§3 Abyssal, R27) --------------------------------------------------------------


@script("Nightmare")
def _nightmare(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [
        actions(1),
        step("nightmare_trash", seat=seat),
        each_other_with(seat, play, "delay_all", "Nightmare"),
        step("nightmare_return", seat=seat, card=card),
    ]


@op("nightmare_trash")
def _nightmare_trash(state: DraconiumState, s: Step) -> None:
    hand = sorted(state.players[s["seat"]].hand.cards)
    if hand:
        prompt = "Nightmare: you may trash a card from your hand."
        ask(state, s, "choose_cards", s["seat"], prompt, hand, 0, 1)


@answer("nightmare_trash")
def _nightmare_trashed(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)


@op("nightmare_return")
def _nightmare_return(state: DraconiumState, s: Step) -> None:
    """R27: returned only if still in play, so a Throne Room's second play leaves it."""
    if s["card"] in state.players[s["seat"]].play.cards:
        return_to_pile(state, s["seat"], s["card"])
