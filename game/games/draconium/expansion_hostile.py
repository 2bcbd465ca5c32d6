"""The Draconian cards of §4 (Dragon Slayer and Nightmare: expansion_ruins.py).

Draconian is not an Attack (§2.8): Moat can't be revealed against these, Alibi
can, and a dispatched Clever Drake or Riposte Dragon shields its owner. The
`resolve` op has already recorded who is unaffected by this play; each other
player's part runs through `victim_of`, which skips them ("Bo is unaffected.").
Parts about Eggs, beasts and Delay tokens do nothing without Eggs (R6); a
player with no beast, or whose token is already placed, places nothing (§2.7).
"""

from __future__ import annotations

from collections import Counter

from game.core.move import Move
from game.games.draconium import counters, dragons
from game.games.draconium.cards import name_of
from game.games.draconium.effects import actions, cards, coins, each_other, script
from game.games.draconium.procedures import (
    cost,
    counted,
    discard,
    gain,
    is_,
    reveal_top,
    topdeck,
    trash,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

# -- each other player, with the card's name ---------------------------------------------


def each_other_with(seat: int, play: int, do: str, by: str) -> Step:
    """effects.each_other(attack=True), carrying the playing seat (`attacker`) and the
    card's name (`by`, for the log and for Delay placement) to each victim's op `do`."""
    return step("others_of", seat=seat, play=play, do=do, by=by)


@op("others_of")
def _others_of(state: DraconiumState, s: Step) -> None:
    push(
        state,
        [
            step("victim_of", seat=o, attacker=s["seat"], play=s["play"], do=s["do"], by=s["by"])
            for o in state.others(s["seat"])
        ],
    )


@op("victim_of")
def _victim_of(state: DraconiumState, s: Step) -> None:
    """Skip a player who is unaffected by this play (Alibi, Moat, a Riposte beast)."""
    if [s["play"], s["seat"]] in state.unaffected:
        state.say(f"{state.name(s['seat'])} is unaffected.")
        return
    push(state, [step(s["do"], seat=s["seat"], attacker=s["attacker"], by=s["by"])])


@op("delay_all")
def _delay_all(state: DraconiumState, s: Step) -> None:
    """They place their own Delay token; Village Guard may keep it (dragons.py)."""
    push(state, [dragons.delay_step(s["seat"], s["by"])])


@op("gain_ruins")
def _gain_ruins(state: DraconiumState, s: Step) -> None:
    gain_a_ruins(state, s["seat"])


def gain_a_ruins(state: DraconiumState, seat: int) -> None:
    """Gain the top card of the Ruins pile (R16); an empty pile gives nothing (R13)."""
    if "Ruins" in state.supply:
        gain(state, seat, "Ruins")
    else:
        state.say(f"{state.name(seat)} gains nothing: there is no Ruins pile.")


# -- Delay tokens -------------------------------------------------------------------------------


@script("Conspiracy")
def _conspiracy(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [
        cards(seat, 1),
        actions(1),
        coins(1),
        each_other_with(seat, play, "delay_all", "Conspiracy"),
    ]


@script("Ominous Village")
def _ominous_village(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(2), each_other_with(seat, play, "delay_all", "Ominous Village")]


@script("Spearman")
def _spearman(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), each_other_with(seat, play, "spearman", "Spearman")]


@op("spearman")
def _spearman_victim(state: DraconiumState, s: Step) -> None:
    """Only a beast on the Roost mat, either side up; a dispatched one is spared."""
    if any(b["loc"] == "roost" for _, b in counters.beasts(state, s["seat"])):
        push(state, [dragons.delay_step(s["seat"], s["by"], where="roost")])


@script("Dragoon")
def _dragoon(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), each_other_with(seat, play, "dragoon", "Dragoon")]


@op("dragoon")
def _dragoon_victim(state: DraconiumState, s: Step) -> None:
    if counters.dispatched(state, s["seat"]):
        push(state, [dragons.delay_step(s["seat"], s["by"], where="dispatched")])


@script("Wyvern")
def _wyvern(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2), each_other_with(seat, play, "wyvern", "Wyvern")]


@op("wyvern")
def _wyvern_victim(state: DraconiumState, s: Step) -> None:
    """An Egg loses 1 from its counter (never below 0; R24 on a Blessed Egg; with two
    Eggs each loses 1, see counters.adjust_counter); a beast takes the Delay token."""
    seat = s["seat"]
    if counters.egg_line(state, seat) is not None:
        counters.adjust_counter(state, seat, -1, "Wyvern")
    if counters.beast(state, seat) is not None:
        push(state, [dragons.delay_step(seat, s["by"])])


@script("Ballista")
def _ballista(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), each_other_with(seat, play, "ballista", "Ballista")]


@op("ballista")
def _ballista_victim(state: DraconiumState, s: Step) -> None:
    """A player with a beast places their token; one with neither (an Egg, or no Eggs in
    the game) discards down to 4 cards in hand."""
    seat = s["seat"]
    if counters.beast(state, seat) is not None:
        push(state, [dragons.delay_step(seat, s["by"])])
        return
    hand = state.players[seat].hand.cards
    extra = len(hand) - 4
    if extra > 0:
        prompt = f"Ballista: discard {counted(extra, 'card')}, down to 4 in hand."
        ask(state, s, "choose_cards", seat, prompt, sorted(hand), extra, extra)


@answer("ballista")
def _ballista_done(state: DraconiumState, s: Step, move: Move) -> None:
    discard(state, s["seat"], list(move["cards"]))


@script("Puppeteer")
def _puppeteer(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 1), actions(1), each_other_with(seat, play, "puppeteer", "Puppeteer")]


@op("puppeteer")
def _puppeteer_victim(state: DraconiumState, s: Step) -> None:
    """R23: a beast on the Roost dispatched side up flips back, even with a token on it
    (the token stays). Not a disengagement: no instructions resolve."""
    for _, b in counters.beasts(state, s["seat"]):  # R2: each such beast flips back
        if b["loc"] == "roost" and b["face"] == "dispatched":
            b["face"] = "disengaged"
            state.say(
                f"Puppeteer: {state.name(s['seat'])} flips {b['name']} to its disengaged side "
                "(not a disengagement)."
            )


# -- Curses, Ruins, discards --------------------------------------------------------------------


@script("Discreet Witch")
def _discreet_witch(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    """The Curse part is Witch's (attacks.py): R13 once the pile runs out."""
    return [coins(2), each_other(seat, play, "curse", attack=True)]


@script("Coup")
def _coup(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [
        cards(seat, 1),
        actions(1),
        coins(1),
        each_other_with(seat, play, "gain_ruins", "Coup"),
    ]


@script("Blackmail")
def _blackmail(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), each_other_with(seat, play, "blackmail", "Blackmail")]


@op("blackmail")
def _blackmail_victim(state: DraconiumState, s: Step) -> None:
    hand = state.players[s["seat"]].hand.cards
    if len(hand) >= 5:
        prompt = "Blackmail: discard a card."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(hand), 1, 1)


@answer("blackmail")
def _blackmail_done(state: DraconiumState, s: Step, move: Move) -> None:
    discard(state, s["seat"], list(move["cards"]))


@script("Serpent's Tongue")
def _serpents_tongue(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2), each_other_with(seat, play, "serpents_tongue", "Serpent's Tongue")]


@op("serpents_tongue")
def _serpents_tongue_victim(state: DraconiumState, s: Step) -> None:
    hand = sorted(state.players[s["seat"]].hand.cards)
    if len({name_of(c) for c in hand}) == 1:
        _onto_deck(state, s["seat"], hand[0])
    elif hand:
        prompt = "Serpent's Tongue: put a card from your hand onto your deck."
        ask(state, s, "choose_cards", s["seat"], prompt, hand, 1, 1)


@answer("serpents_tongue")
def _serpents_tongue_done(state: DraconiumState, s: Step, move: Move) -> None:
    (card,) = move["cards"]
    _onto_deck(state, s["seat"], card)


def _onto_deck(state: DraconiumState, seat: int, card: str) -> None:
    topdeck(state, seat, card, say=False)
    state.say(f"{state.name(seat)} puts a card from their hand onto their deck.")
    state.say(f"You put {name_of(card)} onto your deck.", seat)


# -- the top of the deck ----------------------------------------------------------------------


@script("Arsonist")
def _arsonist(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), each_other_with(seat, play, "arsonist", "Arsonist")]


@op("arsonist")
def _arsonist_victim(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    for card in reveal_top(state, seat, 1):
        if 3 <= cost(state, card) <= 6:
            trash(state, seat, card)
        else:
            discard(state, seat, [card])


@script("Vandal")
def _vandal(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), each_other_with(seat, play, "vandal", "Vandal")]


@op("vandal")
def _vandal_victim(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    for card in reveal_top(state, seat, 1):
        if is_(state, card, "Action"):
            trash(state, seat, card)
            gain_a_ruins(state, seat)
        else:
            discard(state, seat, [card])


CROW_OPTIONS = ("Discard", "Put back")


@script("Crow")
def _crow(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    """You first (your own reveal is no hostile effect), then each other player."""
    return [
        cards(seat, 1),
        actions(1),
        step("crow", seat=seat, attacker=seat, by="Crow"),
        each_other_with(seat, play, "crow", "Crow"),
    ]


@op("crow")
def _crow_reveal(state: DraconiumState, s: Step) -> None:
    """The player of Crow decides for each revealed card (a public choice)."""
    seat, chooser = s["seat"], s["attacker"]
    shown = reveal_top(state, seat, 1)
    if not shown:
        return
    whose = "your" if seat == chooser else f"{state.name(seat)}'s"
    prompt = f"Crow: discard {whose} {name_of(shown[0])}, or put it back?"
    asking = step("crow_pick", seat=seat, attacker=chooser, card=shown[0])
    ask(state, asking, "choose_option", chooser, prompt, CROW_OPTIONS, 1, 1, private=False)


@answer("crow_pick")
def _crow_picked(state: DraconiumState, s: Step, move: Move) -> None:
    seat, card = s["seat"], s["card"]
    if CROW_OPTIONS[move["index"]] == "Discard":
        discard(state, seat, [card])
    else:
        topdeck(state, seat, card, say=False)
        state.say(f"{state.name(seat)} puts {name_of(card)} back onto their deck.")


# -- Heist ---------------------------------------------------------------------------------------


@script("Heist")
def _heist(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), step("heist", seat=seat, play=play, victims=state.others(seat), taken=[])]


def _heist_targets(state: DraconiumState, shown: list[str]) -> list[str]:
    return sorted(c for c in shown if is_(state, c, "Treasure") and name_of(c) != "Copper")


@op("heist")
def _heist_next(state: DraconiumState, s: Step) -> None:
    """One other player at a time, then the gain: the step carries who is left and the
    cards trashed so far, so the player can gain one of them at the end."""
    seat, victims = s["seat"], s["victims"]
    if not victims:
        _heist_offer(state, s)
        return
    victim, rest = victims[0], victims[1:]
    if [s["play"], victim] in state.unaffected:
        state.say(f"{state.name(victim)} is unaffected.")
        push(state, [{**s, "victims": rest}])
        return
    targets = _heist_targets(state, reveal_top(state, victim, 2))
    if len(Counter(name_of(c) for c in targets)) > 1:
        prompt = f"Heist: choose which of {state.name(victim)}'s Treasures they trash."
        asking = {**s, "op": "heist_pick", "victims": rest, "victim": victim}
        ask(state, asking, "choose_cards", seat, prompt, targets, 1, 1, private=False)
        return
    _heist_victim_done(state, {**s, "victims": rest, "victim": victim}, targets[:1])


@answer("heist_pick")
def _heist_picked(state: DraconiumState, s: Step, move: Move) -> None:
    _heist_victim_done(state, s, list(move["cards"]))


def _heist_victim_done(state: DraconiumState, s: Step, trashed: list[str]) -> None:
    victim = s["victim"]
    for card in trashed:
        trash(state, victim, card)  # their own Livestock gains them a Silver (R28)
    discard(state, victim, list(state.players[victim].reveal.cards))
    push(
        state,
        [
            step(
                "heist",
                seat=s["seat"],
                play=s["play"],
                victims=s["victims"],
                taken=[*s["taken"], *trashed],
            )
        ],
    )


def _heist_offer(state: DraconiumState, s: Step) -> None:
    """You may gain one card trashed this way, if it is still on the Trash or mat."""
    left = sorted(c for c in s["taken"] if c in state.trash.cards)
    if left:
        prompt = "Heist: you may gain one of the cards trashed this way."
        asking = step("heist_gain", seat=s["seat"])
        ask(state, asking, "choose_cards", s["seat"], prompt, left, 0, 1, private=False)


@answer("heist_gain")
def _heist_gained(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        gain(state, s["seat"], card)
