"""The Draconium Kingdom cards (§4) whose player chooses from their hand, gains, or
flips their own beast: trashers, Damsel, Martyr, Tradesman, Spectre, Lair, Hidden Retreat.

"Trash" is recycle in a Recycling game (procedures.trash, §2.10). A card that
trashes *itself* moves only if it is still in play (R27): under Throne Room the
second play does everything else, and Martyr and Damsel gain only "if you do".
"""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium import counters, dragons
from game.games.draconium.cards import name_of
from game.games.draconium.effects import (
    actions,
    buys,
    cards,
    coins,
    gain_choices,
    gain_from_mat,
    gain_upto,
    mat_choices,
    script,
)
from game.games.draconium.procedures import cost, gain, recycling, topdeck, trash
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step
from game.games.draconium.turns import treasure

YES_NO = ("yes", "no")


def _in_play(state: DraconiumState, seat: int, card: str) -> bool:
    return card in state.players[seat].play.cards


def _hand(state: DraconiumState, seat: int) -> list[str]:
    return sorted(state.players[seat].hand.cards)


# -- trashing from the hand ---------------------------------------------------------------


@treasure("Abyssal Scale")
def _abyssal_scale(state: DraconiumState, seat: int, card: str) -> list[Step]:
    return [step("abyssal_scale", seat=seat)]


@op("abyssal_scale")
def _abyssal_scale_ask(state: DraconiumState, s: Step) -> None:
    hand = _hand(state, s["seat"])
    if hand:
        prompt = "Abyssal Scale: you may trash a card from your hand (+$1 if it is a Copper)."
        ask(state, s, "choose_cards", s["seat"], prompt, hand, 0, 1)


@answer("abyssal_scale")
def _abyssal_scale_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)
        if name_of(card) == "Copper":
            state.coins += 1
            state.say(f"Abyssal Scale: a Copper, +$1 (${state.coins}).")


@script("Roast")
def _roast(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("roast", seat=seat)]


@op("roast")
def _roast_ask(state: DraconiumState, s: Step) -> None:
    hand = _hand(state, s["seat"])
    if hand:
        prompt = "Roast: you may trash a card from your hand for +$2 and +1 Buy."
        ask(state, s, "choose_cards", s["seat"], prompt, hand, 0, 1)


@answer("roast")
def _roast_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)
        state.coins += 2
        state.buys += 1


@script("Zealot")
def _zealot(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), coins(1), step("zealot", seat=seat)]


@op("zealot")
def _zealot_ask(state: DraconiumState, s: Step) -> None:
    hand = _hand(state, s["seat"])
    if hand:
        ask(state, s, "choose_cards", s["seat"], "Zealot: trash a card from your hand.", hand, 1, 1)


@answer("zealot")
def _zealot_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)


@script("Hecatomb")
def _hecatomb(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("hecatomb", seat=seat)]


@op("hecatomb")
def _hecatomb_ask(state: DraconiumState, s: Step) -> None:
    hand = _hand(state, s["seat"])
    if hand:
        prompt = "Hecatomb: trash up to 2 cards from your hand (+$1 each, +$2 more per Livestock)."
        ask(state, s, "choose_cards", s["seat"], prompt, hand, 0, min(2, len(hand)))


@answer("hecatomb")
def _hecatomb_done(state: DraconiumState, s: Step, move: Move) -> None:
    """A trashed Livestock also gains its owner a Silver (R28)."""
    for card in move["cards"]:
        trash(state, s["seat"], card)
        state.coins += 3 if name_of(card) == "Livestock" else 1


@script("Immolation")
def _immolation(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [step("immolation", seat=seat, card=card)]


@op("immolation")
def _immolation_ask(state: DraconiumState, s: Step) -> None:
    """R27: only a play that finds Immolation still in play trashes it."""
    seat = s["seat"]
    if _in_play(state, seat, s["card"]):
        trash(state, seat, s["card"])
    hand = _hand(state, seat)
    if hand:
        prompt = "Immolation: trash up to 2 other cards from your hand, +$2 each."
        ask(state, s, "choose_cards", seat, prompt, hand, 0, min(2, len(hand)))


@answer("immolation")
def _immolation_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)
        state.coins += 2


@script("Embezzler")
def _embezzler(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), step("embezzler", seat=seat)]


@op("embezzler")
def _embezzler_ask(state: DraconiumState, s: Step) -> None:
    hand = _hand(state, s["seat"])
    if hand:
        prompt = "Embezzler: you may put a card from your hand onto your deck."
        ask(state, s, "choose_cards", s["seat"], prompt, hand, 0, 1)


@answer("embezzler")
def _embezzler_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        topdeck(state, s["seat"], card, say=False)
        state.say(f"{state.name(s['seat'])} puts a card from their hand onto their deck.")
        state.say(f"You put {name_of(card)} onto your deck.", s["seat"])


# -- trash this, gain something (R26, R27) ----------------------------------------------------


@script("Martyr")
def _martyr(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), step("martyr", seat=seat, card=card)]


@op("martyr")
def _martyr_ask(state: DraconiumState, s: Step) -> None:
    """R27: the second play under Throne Room can't trash Martyr, so it gains nothing."""
    if _in_play(state, s["seat"], s["card"]):
        prompt = "Martyr: trash this to gain a card costing up to $5?"
        ask(state, s, "may", s["seat"], prompt, YES_NO)


@answer("martyr")
def _martyr_done(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        trash(state, s["seat"], s["card"])
        push(state, [gain_upto(s["seat"], 5, "Martyr")])


@script("Damsel")
def _damsel(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), coins(1), step("damsel", seat=seat, card=card)]


def _anyone_has_a_beast(state: DraconiumState) -> bool:
    return any(counters.beasts(state, p.seat) for p in state.players)


@op("damsel")
def _damsel_ask(state: DraconiumState, s: Step) -> None:
    """R26: with the Dragon Slayer pile empty Damsel may still be trashed, with a warning."""
    seat = s["seat"]
    if not _anyone_has_a_beast(state) or not _in_play(state, seat, s["card"]):
        return
    slayers = state.nonsupply.get("Dragon Slayer")
    if slayers is not None and slayers.cards:
        prompt = "Damsel: trash this to gain a Dragon Slayer?"
    else:
        prompt = "Damsel: trash this? The Dragon Slayer pile is empty, so you would gain nothing."
    ask(state, s, "may", seat, prompt, YES_NO)


@answer("damsel")
def _damsel_done(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] != "yes":
        return
    seat = s["seat"]
    trash(state, seat, s["card"])
    if "Dragon Slayer" in state.nonsupply:
        gain(state, seat, "Dragon Slayer")
    else:
        state.say(f"{state.name(seat)} gains nothing: there is no Dragon Slayer pile.")


# -- gaining from the Supply or the Recycling mat --------------------------------------------


@script("Spectre")
def _spectre(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    """Spectre brings the Recycling mat (§4 setup notes); without one it gains nothing."""
    steps = [cards(seat, 1), actions(1)]
    if recycling(state):
        steps.append(gain_from_mat(seat, 4, "Spectre"))
    return steps


@script("Tradesman")
def _tradesman(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [buys(1), step("tradesman", seat=seat)]


@op("tradesman")
def _tradesman_ask(state: DraconiumState, s: Step) -> None:
    hand = _hand(state, s["seat"])
    if hand:
        prompt = "Tradesman: you may trash a card from your hand to gain one costing up to $2 more."
        ask(state, s, "choose_cards", s["seat"], prompt, hand, 0, 1)


@answer("tradesman")
def _tradesman_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)
        push(state, [step("tradesman_gain", seat=s["seat"], limit=cost(state, card) + 2)])


@op("tradesman_gain")
def _tradesman_gain_ask(state: DraconiumState, s: Step) -> None:
    """The top card of a Supply pile (R16) or a card on the Recycling mat (R18); locked
    cards are left out either way (§2.11)."""
    seat, limit = s["seat"], s["limit"]
    mat = mat_choices(state, limit) if recycling(state) else []
    choices = gain_choices(state, limit, "") + mat
    if not choices:
        state.say(f"{state.name(seat)} has nothing to gain from Tradesman.")
        return
    where = " from the Supply or the Recycling mat" if recycling(state) else ""
    prompt = f"Tradesman: gain a card costing up to ${limit}{where}."
    ask(state, s, "choose_gain", seat, prompt, choices, 1, 1, private=False)


@answer("tradesman_gain")
def _tradesman_gained(state: DraconiumState, s: Step, move: Move) -> None:
    gain(state, s["seat"], move["pile"])


# -- your own beast ---------------------------------------------------------------------------


@script("Hidden Retreat")
def _hidden_retreat(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(2), step("hidden_retreat", seat=seat)]


@op("hidden_retreat")
def _hidden_retreat_ask(state: DraconiumState, s: Step) -> None:
    """§2.7: the token comes off and is unplaced; the beast gets no extra step."""
    delayed = [b for _, b in counters.beasts(state, s["seat"]) if b["delay"]]
    if delayed:  # one token per player (R2): at most one beast carries it
        b = delayed[0]
        prompt = f"Hidden Retreat: remove your Delay token from {b['name']}?"
        ask(state, s, "may", s["seat"], prompt, YES_NO, private=False)


@answer("hidden_retreat")
def _hidden_retreat_done(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        dragons.remove_own_delay(state, s["seat"])


LAIR_CANT = "Lair can't flip a delayed beast, or one that isn't disengaged side up on your Roost."


@script("Lair")
def _lair(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2), actions(1), step("lair", seat=seat)]


def _lair_slots(state: DraconiumState, seat: int) -> list[int]:
    return [
        slot
        for slot, b in counters.beasts(state, seat)
        if b["loc"] == "roost" and b["face"] == "disengaged" and not b["delay"]
    ]


@op("lair")
def _lair_ask(state: DraconiumState, s: Step) -> None:
    """R23: only a beast on the Roost, disengaged side up and with no token, may flip.
    With two such beasts (R2) the player picks one of them, or neither."""
    seat = s["seat"]
    if not counters.beasts(state, seat):
        return
    flippable = _lair_slots(state, seat)
    if not flippable:
        state.say(LAIR_CANT)  # §7 reason 22
        return
    if len(flippable) > 1:
        labels = [f"Flip {dragons.beast_label(state, seat, slot)}" for slot in flippable]
        prompt = "Lair: flip a beast to its dispatched side? (This is not a dispatch.)"
        pick = step("lair_which", seat=seat, slots=flippable)
        ask(state, pick, "choose_option", seat, prompt, [*labels, "Flip neither"], private=False)
        return
    b = counters.beast(state, seat, flippable[0])
    assert b is not None
    prompt = f"Lair: flip {b['name']} to its dispatched side? (This is not a dispatch.)"
    ask(state, s, "may", seat, prompt, YES_NO, private=False)


@answer("lair_which")
def _lair_chosen(state: DraconiumState, s: Step, move: Move) -> None:
    if move["index"] < len(s["slots"]):
        _lair_flip(state, s["seat"], counters.beast(state, s["seat"], s["slots"][move["index"]]))


@answer("lair")
def _lair_done(state: DraconiumState, s: Step, move: Move) -> None:
    flippable = _lair_slots(state, s["seat"])
    if move["answer"] == "yes" and flippable:
        _lair_flip(state, s["seat"], counters.beast(state, s["seat"], flippable[0]))


def _lair_flip(state: DraconiumState, seat: int, b: counters.Record | None) -> None:
    if b is not None:
        b["face"] = "dispatched"
        state.say(f"{state.name(seat)} flips {b['name']} to its dispatched side (Lair).")
