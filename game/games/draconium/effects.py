"""The generic steps every card is built from: play, resolve, +Cards, +Actions, +Buys,
+$, gains with a cost limit, "each other player", and the Moat reaction window.

A card is a script: a function of (state, seat, card, play number) returning the
steps it runs, top to bottom. Cards with decisions use ops of their own
(kingdom.py, attacks.py) that `ask` and resume from plain fields.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.move import Move
from game.games.draconium import turns
from game.games.draconium.cards import name_of
from game.games.draconium.procedures import (
    DISCARD,
    cost,
    draw,
    gain,
    gain_blocked,
    is_,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

Script = Callable[[DraconiumState, int, str, int], list[Step]]
SCRIPTS: dict[str, Script] = {}


def script(name: str) -> Callable[[Script], Script]:
    """Register the steps the card called `name` runs when it resolves."""

    def register(fn: Script) -> Script:
        SCRIPTS[name] = fn
        return fn

    return register


# -- step makers ----------------------------------------------------------------------------


def cards(seat: int, n: int) -> Step:
    """ "+N Cards" (R15: the draws Clandestine may hook)."""
    return step("cards", seat=seat, n=n)


def actions(n: int) -> Step:
    return step("actions", n=n)


def buys(n: int) -> Step:
    return step("buys", n=n)


def coins(n: int) -> Step:
    return step("coins", n=n)


def gain_step(seat: int, pile: str, to: str = DISCARD) -> Step:
    return step("gain", seat=seat, pile=pile, to=to)


def gain_upto(seat: int, limit: int, by: str, to: str = DISCARD, kind: str = "") -> Step:
    """Gain a card costing up to $`limit` (of type `kind`, if given) — the player picks."""
    return step("gain_upto", seat=seat, limit=limit, by=by, to=to, kind=kind)


def each_other(seat: int, play: int, do: str, attack: bool) -> Step:
    """Each other player, one at a time starting to the left, runs op `do`."""
    return step("each_other", seat=seat, play=play, do=do, attack=attack)


# -- playing and resolving ------------------------------------------------------------------


@op("play")
def _play(state: DraconiumState, s: Step) -> None:
    """Put the card into play (from hand, or wherever a card played it from) and resolve it."""
    seat, card = s["seat"], s["card"]
    state.where(card).cards.remove(card)
    state.players[seat].play.cards.append(card)
    state.say(f"{state.name(seat)} plays {name_of(card)}.")
    push(state, [step("resolve", seat=seat, card=card)])


@op("resolve")
def _resolve(state: DraconiumState, s: Step) -> None:
    """Resolve a card's text once. An Attack first opens each other player's Moat window."""
    seat, card = s["seat"], s["card"]
    state.plays += 1
    number = state.plays
    steps: list[Step] = []
    if is_(card, "Attack"):
        steps += [
            step("react", seat=other, by=seat, card=name_of(card), play=number)
            for other in state.others(seat)
        ]
    steps += SCRIPTS[name_of(card)](state, seat, card, number)
    push(state, steps)


@op("checkpoint")
def _checkpoint(state: DraconiumState, s: Step) -> None:
    turns.checkpoint(state)


@op("cards")
def _cards(state: DraconiumState, s: Step) -> None:
    draw(state, s["seat"], s["n"], plus=True)


@op("actions")
def _actions(state: DraconiumState, s: Step) -> None:
    state.actions += s["n"]


@op("buys")
def _buys(state: DraconiumState, s: Step) -> None:
    state.buys += s["n"]


@op("coins")
def _coins(state: DraconiumState, s: Step) -> None:
    state.coins += s["n"]


@op("gain")
def _gain(state: DraconiumState, s: Step) -> None:
    gain(state, s["seat"], s["pile"], s["to"])


# -- gaining with a limit (Workshop, Remodel, Mine, Artisan) --------------------------------


def gain_choices(state: DraconiumState, limit: int, kind: str) -> list[str]:
    """R16: the top card of each Supply pile that may be gained at this cost."""
    return [
        pile
        for pile in state.supply
        if cost(pile) <= limit
        and (not kind or is_(pile, kind))
        and gain_blocked(state, pile) is None
    ]


@op("gain_upto")
def _gain_upto(state: DraconiumState, s: Step) -> None:
    choices = gain_choices(state, s["limit"], s["kind"])
    what = f"a {s['kind']}" if s["kind"] else "a card"
    if not choices:
        state.say(f"{state.name(s['seat'])} has nothing to gain from {s['by']}.")
        return
    where = {"hand": " into your hand", "deck": " onto your deck"}.get(s["to"], "")
    prompt = f"{s['by']}: gain {what} costing up to ${s['limit']}{where}."
    ask(state, s, "choose_gain", s["seat"], prompt, choices, 1, 1, private=False)


@answer("gain_upto")
def _gained(state: DraconiumState, s: Step, move: Move) -> None:
    gain(state, s["seat"], move["pile"], s["to"])


# -- each other player, and Moat ------------------------------------------------------------


@op("each_other")
def _each_other(state: DraconiumState, s: Step) -> None:
    push(
        state,
        [
            step("victim", seat=other, by=s["seat"], play=s["play"], do=s["do"], attack=s["attack"])
            for other in state.others(s["seat"])
        ],
    )


@op("victim")
def _victim(state: DraconiumState, s: Step) -> None:
    """One other player's part; a player who revealed Moat to this play is skipped."""
    if s["attack"] and [s["play"], s["seat"]] in state.unaffected:
        state.say(f"{state.name(s['seat'])} is unaffected.")
        return
    push(state, [step(s["do"], seat=s["seat"], by=s["by"])])


@op("react")
def _react(state: DraconiumState, s: Step) -> None:
    """Moat: when another player plays an Attack, its holder may reveal it first."""
    victim = s["seat"]
    moats = [c for c in state.players[victim].hand.cards if is_(c, "Reaction")]
    if not moats:
        return
    prompt = f"{state.name(s['by'])} plays {s['card']}. Reveal a Reaction to be unaffected?"
    ask(state, s, "reaction", victim, prompt, sorted(moats), 0, 1)


@answer("react")
def _reacted(state: DraconiumState, s: Step, move: Move) -> None:
    if move.kind == "pass":
        return
    victim = s["seat"]
    state.say(f"{state.name(victim)} reveals {name_of(move['card'])} against {s['card']}.")
    state.unaffected.append([s["play"], victim])


@op("draw_one")
def _draw_one(state: DraconiumState, s: Step) -> None:
    """Council Room: each other player draws a card (not "+1 Card": R15)."""
    draw(state, s["seat"], 1)
