"""The Draconian cards of §4 whose rules do not fit the card vocabulary: Crow (the player
of the card decides for each revealed card) and Heist (the cards trashed are gained).
Every other Draconian card is data (its `effects`, run by effect_ops.py).

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
from game.games.draconium.cards import name_of
from game.games.draconium.effects import actions, cards, coins, script
from game.games.draconium.procedures import (
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


CROW_OPTIONS = ("Discard", "Put back")


@script("crow")
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


@script("heist")
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
