"""The generic steps every card is built from: play, resolve, +Cards, +Actions, +Buys,
+$, gains with a cost limit, and the reaction windows (Moat, Alibi).

A card's effects are data (its `effects` in the card file, run by effect_ops.py); a
card whose rules do not fit names a script: a function of (state, seat, card, play
number) returning the steps it runs, top to bottom, registered here by the script's
name (kingdom.py, expansion_*.py).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.move import Move
from game.games.draconium import counters, turns
from game.games.draconium.cards import name_of
from game.games.draconium.procedures import (
    DISCARD,
    cost,
    draw,
    gain,
    gain_blocked,
    is_,
    locked,
    pile_of,
    say_drawn,
    top,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

Script = Callable[[DraconiumState, int, str, int], list[Step]]
SCRIPTS: dict[str, Script] = {}


def script(name: str) -> Callable[[Script], Script]:
    """Register the steps a card with `script = name` runs when it resolves; the script
    called "" runs a card's effects (effect_ops.py)."""

    def register(fn: Script) -> Script:
        SCRIPTS[name] = fn
        return fn

    return register


# -- step makers ----------------------------------------------------------------------------


def cards(seat: int, n: int, clandestine: bool = True) -> Step:
    """ "+N Cards" (R15). A card you play drawing for you may reveal each Clandestine card
    it draws and draw again (§2.9); Egg, Drake and Dragon draws pass `clandestine=False`
    (unless the option makes them eligible)."""
    return step("cards", seat=seat, n=n, clandestine=clandestine)


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
    """Resolve a card's text once.

    An Attack or a Draconian card first opens each other player's reaction window
    (Moat against Attacks, Alibi against Draconian cards, §2.8); a dispatched
    Clever Drake or Riposte Dragon makes its owner unaffected without a prompt, and a
    Riposte Dragon makes the player place their Delay token (R21, R22). Each
    resolution ends at a refill checkpoint (§2.10 a, R13).
    """
    seat, card = s["seat"], s["card"]
    state.plays += 1
    number = state.plays
    attack, draconian = is_(state, card, "Attack"), is_(state, card, "Draconian")
    if is_(state, card, "Action"):
        counters.on_action_resolved(state, seat)
    steps: list[Step] = []
    if attack or draconian:
        counters.on_hostile_card(state, seat)
        for other in state.others(seat):
            if counters.protected_from_cards(state, other, attack, draconian):
                state.unaffected.append([number, other])
                state.say(f"{state.name(other)} is unaffected: their Riposte beast is dispatched.")
                if counters.riposte_dragon(state, other):
                    steps.append(
                        step("riposte", seat=seat, owner=other, by=f"{state.name(other)}'s Riposte")
                    )
            else:
                steps.append(
                    step(
                        "react",
                        seat=other,
                        by=seat,
                        card=name_of(card),
                        play=number,
                        draconian=draconian,
                        attack=attack,
                    )
                )
    steps += SCRIPTS[state.catalog.spec(card).script](state, seat, card, number)
    steps.append(step("checkpoint"))
    push(state, steps)


@op("riposte")
def _riposte(state: DraconiumState, s: Step) -> None:
    """R21, R22: the player of the Attack or Draconian card places their Delay token (a
    beast's hostile effect aimed at them: their Sensitive Egg counts it)."""
    counters.on_aimed(state, s["seat"], s.get("owner", -1))
    push(state, [step("place_delay", seat=s["seat"], by=s["by"], hostile=True, source="beast")])


@op("checkpoint")
def _checkpoint(state: DraconiumState, s: Step) -> None:
    turns.checkpoint(state)


@op("cards")
def _cards(state: DraconiumState, s: Step) -> None:
    """§2.9: draw one at a time; a Clandestine card drawn may be revealed, and then it
    does not use up a draw."""
    seat, left = s["seat"], s["n"]
    eligible = s.get("clandestine", True) or state.options.get("clandestine_beasts", False)
    drawn: list[str] = []
    while left > 0:
        got = draw(state, seat, 1, plus=True, quiet=True)
        if not got:
            break
        card = got[0]
        drawn.append(card)
        if eligible and is_(state, card, "Clandestine"):
            say_drawn(state, seat, drawn, len(drawn))
            prompt = f"You drew {name_of(card)}: reveal it to draw again?"
            ask(
                state,
                {**s, "n": left, "card": card},
                "reveal_clandestine",
                seat,
                prompt,
                [card],
                0,
                1,
            )
            return
        left -= 1
    say_drawn(state, seat, drawn, s["n"] if not drawn else len(drawn))


@answer("cards")
def _clandestine(state: DraconiumState, s: Step, move: Move) -> None:
    left = s["n"]
    if move["answer"] == "yes":
        state.say(
            f"{state.name(s['seat'])} reveals {name_of(s['card'])} (Clandestine) and draws again."
        )
        state.extra["clandestine_reveal"] = True
    else:
        left -= 1
    if left > 0:
        push(state, [{**s, "n": left}])


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
    """R16: the top card of each Supply pile that may be gained at this cost; locked
    piles are left out (§2.11)."""
    return [
        pile
        for pile in state.supply
        if cost(state, top(state, pile)) <= limit
        and (not kind or is_(state, top(state, pile), kind))
        and gain_blocked(state, pile, buying=False) is None
    ]


def gain_from_mat(seat: int, limit: int, by: str, to: str = DISCARD) -> Step:
    """You may gain a card costing up to $`limit` from the Recycling mat (R18: a normal
    gain; the lock applies). The player may also decline."""
    return step("gain_from_mat", seat=seat, limit=limit, by=by, to=to)


def mat_choices(state: DraconiumState, limit: int) -> list[str]:
    """One card of each name on the mat that may be gained at this cost (lowest id)."""
    firsts: dict[str, str] = {}
    for card in sorted(state.trash.cards):
        name = name_of(card)
        if (
            cost(state, card) <= limit
            and locked(state, pile_of(state, card)) is None
            and name not in firsts
        ):
            firsts[name] = card
    return sorted(firsts.values())


@op("gain_from_mat")
def _gain_from_mat(state: DraconiumState, s: Step) -> None:
    choices = mat_choices(state, s["limit"])
    if not choices:
        state.say(f"{s['by']}: there's nothing to gain from the Recycling mat at that cost.")
        return
    where = {"hand": " into your hand", "deck": " onto your deck"}.get(s["to"], "")
    prompt = f"{s['by']}: you may gain a card costing up to ${s['limit']} from the mat{where}."
    ask(state, s, "choose_gain", s["seat"], prompt, [*choices, NO_GAIN], 1, 1, private=False)


NO_GAIN = "nothing"


@answer("gain_from_mat")
def _gained_from_mat(state: DraconiumState, s: Step, move: Move) -> None:
    if move["pile"] != NO_GAIN:
        gain(state, s["seat"], move["pile"], s["to"])


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


# -- the reaction windows (Moat, Alibi) -------------------------------------------------------


def reaction_of(state: DraconiumState, card: str) -> str:
    """What a card in hand reacts to, from its `react` step: "attack", "draconian",
    "delay" (Village Guard, dragons.py), or "" for none."""
    for fx in state.catalog.spec(card).effects:
        if fx.step == "react":
            return str(fx.get("to")).lower()
    return ""


@op("react")
def _react(state: DraconiumState, s: Step) -> None:
    """Moat against an Attack; Alibi against a Draconian card (§2.8: Moat never against
    Draconian). One of each name may be revealed; a revealed card stays in hand."""
    victim = s["seat"]
    wanted = {"attack": s.get("attack", True), "draconian": s.get("draconian", False)}
    shown: list[str] = s.get("shown", [])
    if [s["play"], victim] in state.unaffected:
        return
    fitting = sorted(
        c
        for c in state.players[victim].hand.cards
        if wanted.get(reaction_of(state, c), False) and name_of(c) not in shown
    )
    first = {name_of(c): c for c in reversed(fitting)}
    if not first:
        return
    prompt = f"{state.name(s['by'])} plays {s['card']}. Reveal a Reaction to be unaffected?"
    ask(state, s, "reaction", victim, prompt, sorted(first.values()), 0, 1)


@answer("react")
def _reacted(state: DraconiumState, s: Step, move: Move) -> None:
    if move.kind == "pass":
        return
    victim = s["seat"]
    state.say(f"{state.name(victim)} reveals {name_of(move['card'])} against {s['card']}.")
    state.unaffected.append([s["play"], victim])


def play_twice(state: DraconiumState, seat: int, card: str, by: str) -> None:
    """Throne Room and Ruined Kingdom: play `card`, then resolve it again. Each
    resolution ends at its own refill checkpoint (R13)."""
    state.say(f"{state.name(seat)} plays {name_of(card)} twice with {by}.")
    push(state, [step("play", seat=seat, card=card), step("resolve", seat=seat, card=card)])
