"""The rules of the card vocabulary (vocabulary.py): each step of a card's `effects` made
into the engine's steps, and the ops of the gains, "each other player", the conditions
and the hand (trash, discard, put onto the deck); the rest are in effect_deck.py.

`made(state, seat, card, play)` turns a card's effects into steps when it resolves:
+Cards, +Actions, +Buys, +$ and the gains become the engine's own steps (effects.py);
the others become a step that carries where its effect is written (the card's name
`by`, and the `path` to it in the card's effects) and the context it runs in (whose
part it is, the card's player, "it": the card a trash or a reveal is handling, and
`times` for a `per_card` list), so a step is plain data and a state half-way through
a card copies and saves like any other.
"""

from __future__ import annotations

from typing import Any

from game.core.move import Move
from game.games.draconium import counters, dragons
from game.games.draconium.card_text import fragment, kind_of
from game.games.draconium.cards import PLUS_STEPS, name_of
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
from game.games.draconium.procedures import (
    cost,
    counted,
    discard,
    empty_piles,
    gain,
    is_,
    locked,
    names,
    recycling,
    topdeck,
    trash,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step
from game.games.draconium.turns import treasure
from game.games.draconium.vocabulary import ANY, Effect

YES_NO = ("yes", "no")
Path = list[Any]  # where an effect is written: indexes and the names of nested lists


# -- from effects to steps ------------------------------------------------------------------


@script("")  # a card with no script of its own runs its effects
def made(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    """The steps the card `card` (an id) runs when it resolves, from its effects."""
    spec = state.catalog.spec(card)
    context = {"seat": seat, "attacker": seat, "by": spec.name, "this": card, "play": play}
    return make(state, spec.effects, [], context)


@treasure("")
def treasure_made(state: DraconiumState, seat: int, card: str) -> list[Step]:
    """What a Treasure's effects do beyond its $ (+1 Buy), after its play is said. A
    Treasure's play opens no reaction window, so it has no play number."""
    return made(state, seat, card, -1)


def make(
    state: DraconiumState, effects: tuple[Effect, ...], path: Path, context: dict[str, Any]
) -> list[Step]:
    """Steps for `effects` (written at `path` in the card's effects) in `context`."""
    steps: list[Step] = []
    for index, fx in enumerate(effects):
        steps += _make_one(state, fx, [*path, index], context)
    return steps


def _make_one(state: DraconiumState, fx: Effect, path: Path, context: dict[str, Any]) -> list[Step]:
    seat, by = context["seat"], context["by"]
    times = context.get("times", 1)
    n = fx.get("n", 1) * times
    name = fx.step
    if name == "react":
        return []  # read by the reaction windows, not played (effects.py, dragons.py)
    if name == "cards":
        return [cards(seat, n)]
    if name == "actions":
        return [actions(n)]
    if name == "buys":
        return [buys(n)]
    if name == "coins":
        return [coins(n)]
    if name == "gain":
        return _gain(state, fx, seat, by, context)
    return [step("fx_" + name, path=path, **context)]


def _gain(
    state: DraconiumState, fx: Effect, seat: int, by: str, context: dict[str, Any]
) -> list[Step]:
    to, source = fx.get("to", "discard"), fx.get("from", "supply")
    kind = fx.get("type", "") or ""
    if fx.get("card") is not None:
        return [step("fx_gain", seat=seat, pile=fx.get("card"), to=to)]
    limit = fx.get("up_to")
    if limit is None:
        limit = cost(state, context["it"]) + fx.get("plus", 0)
    if source == "mat":
        return [gain_from_mat(seat, limit, by, to)] if recycling(state) else []
    if source == "supply_or_mat":
        return [step("fx_gain_either", seat=seat, limit=limit, by=by, to=to)]
    return [gain_upto(seat, limit, by, to=to, kind=kind)]


def effect_at(state: DraconiumState, s: Step) -> Effect:
    """The effect a step was made from: its card's effects, followed along its path."""
    found: Any = state.catalog.spec(s["by"]).effects
    fx: Effect | None = None
    for key in s["path"]:
        if isinstance(key, int):
            fx = found[key]
        else:
            assert fx is not None
            found = fx.steps(key)
    assert fx is not None
    return fx


def inner(state: DraconiumState, s: Step, key: str, **context: Any) -> list[Step]:
    """The steps of the effect's nested list `key`, in this step's context (changed by
    `context`: another player's part, the card "it", `times`)."""
    fx = effect_at(state, s)
    keep: dict[str, Any] = {
        k: s[k] for k in ("seat", "attacker", "by", "this", "play", "it") if k in s
    }
    return make(state, fx.steps(key), [*s["path"], key], keep | context)


def _hand(state: DraconiumState, seat: int) -> list[str]:
    return sorted(state.players[seat].hand.cards)


# -- gains ------------------------------------------------------------------------------------


@op("fx_gain")
def _gain_named(state: DraconiumState, s: Step) -> None:
    """Gain a named card; a pile the game does not have gives nothing (Ruins, Dragon Slayer)."""
    pile = s["pile"]
    if pile in state.supply or pile in state.nonsupply:
        gain(state, s["seat"], pile, s["to"])
    else:
        state.say(f"{state.name(s['seat'])} gains nothing: there is no {pile} pile.")


@op("fx_gain_either")
def _gain_either(state: DraconiumState, s: Step) -> None:
    """The top card of a Supply pile (R16) or a card on the Recycling mat (R18); locked
    cards are left out either way (§2.11)."""
    seat, limit = s["seat"], s["limit"]
    mat = mat_choices(state, limit) if recycling(state) else []
    choices = gain_choices(state, limit, "") + mat
    if not choices:
        state.say(f"{state.name(seat)} has nothing to gain from {s['by']}.")
        return
    where = " from the Supply or the Recycling mat" if recycling(state) else ""
    prompt = f"{s['by']}: gain a card costing up to ${limit}{where}."
    ask(state, s, "choose_gain", seat, prompt, choices, 1, 1, private=False)


@answer("fx_gain_either")
def _gained_either(state: DraconiumState, s: Step, move: Move) -> None:
    gain(state, s["seat"], move["pile"], s["to"])


# -- each other player ----------------------------------------------------------------------


@op("fx_each_other")
def _each_other(state: DraconiumState, s: Step) -> None:
    """One other player at a time, starting to the left; one who is unaffected by this
    play (Moat, Alibi, a Riposte beast) is skipped."""
    push(state, [{**s, "op": "fx_victim", "seat": other} for other in state.others(s["seat"])])


@op("fx_victim")
def _victim(state: DraconiumState, s: Step) -> None:
    if [s["play"], s["seat"]] in state.unaffected:
        state.say(f"{state.name(s['seat'])} is unaffected.")
        return
    push(state, inner(state, s, "do"))


@op("fx_delay")
def _delay(state: DraconiumState, s: Step) -> None:
    """§2.7: they place their own Delay token; `on` limits it to a beast on the Roost mat
    (a dispatched one is spared) or to a dispatched one. Village Guard may keep it."""
    seat, where = s["seat"], effect_at(state, s).get("on", "")
    if where == "roost" and not any(b["loc"] == "roost" for _, b in counters.beasts(state, seat)):
        return
    if where == "dispatched" and not counters.dispatched(state, seat):
        return
    push(state, [dragons.delay_step(seat, s["by"], where=where)])


# -- conditions -------------------------------------------------------------------------------

SAID = {"clandestine_revealed": "a Clandestine reveal was made this turn"}
"""Conditions the log names when they hold."""


def holds(state: DraconiumState, s: Step, fx: Effect) -> bool:
    """Whether the `if` step's condition is true now, for the player whose part it is."""
    seat, when = s["seat"], fx.get("when")
    if when == "egg":
        return counters.egg_line(state, seat) is not None
    if when == "beast":
        return counters.beast(state, seat) is not None
    if when == "dispatched":
        return counters.dispatched(state, seat)
    if when == "any_beast":
        return any(counters.beasts(state, p.seat) for p in state.players)
    if when == "provinces_unlocked":
        return locked(state, "Province") is None  # §2.11: always without Eggs
    if when == "clandestine_revealed":
        return bool(state.extra.get("clandestine_reveal"))
    if when == "hand_at_least":
        return len(state.players[seat].hand.cards) >= int(fx.get("n", 1))
    it = s.get("it", "")
    named, kind = fx.get("card"), fx.get("type")
    return (named is None or name_of(it) == named) and (kind is None or is_(state, it, kind))


@op("fx_if")
def _if(state: DraconiumState, s: Step) -> None:
    fx = effect_at(state, s)
    if holds(state, s, fx):
        said = SAID.get(fx.get("when"))
        if said:
            state.say(f"{s['by']}: {said}, {fragment(fx.steps('then'))}.")
        push(state, inner(state, s, "then"))
    else:
        push(state, inner(state, s, "else"))


# -- the hand: trash, discard, put onto the deck --------------------------------------------


def fits(state: DraconiumState, fx: Effect, card: str) -> bool:
    kinds = fx.get("types") or ((fx.get("type"),) if fx.get("type") else ())
    named = fx.get("card")
    return (not kinds or any(is_(state, card, k) for k in kinds)) and (
        named is None or name_of(card) == named
    )


def _how_many(fx: Effect, choices: int) -> tuple[int, int]:
    """The least and the most cards a trash or a discard takes from `choices` cards."""
    if fx.get("may"):
        return 0, min(1, choices)
    most = fx.get("up_to")
    if most is not None:
        return 0, choices if most == ANY else min(most, choices)
    n = min(fx.get("n", 1), choices)
    return n, n


@op("fx_trash")
def _trash_ask(state: DraconiumState, s: Step) -> None:
    """Trash from the hand. A step naming its card ("you may trash a Copper") asks yes or
    no and takes the lowest; any other asks which cards."""
    seat, fx = s["seat"], effect_at(state, s)
    fitting = [c for c in _hand(state, seat) if fits(state, fx, c)]
    if not fitting:
        return
    named = fx.get("card")
    if named is not None:
        if fx.get("may"):
            prompt = f"{s['by']}: trash {kind_of(named)}{_trade(fx)}?"
            ask(state, s, "may", seat, prompt, YES_NO)
        else:
            _trash_chosen(state, s, [min(fitting)])
        return
    lo, hi = _how_many(fx, len(fitting))
    what = _trash_words(fx, hi)
    prompt = (
        f"{s['by']}: {'you may ' if fx.get('may') else ''}trash {what} from your hand{_trade(fx)}."
    )
    ask(state, s, "choose_cards", seat, prompt, fitting, lo, hi)


def _trash_words(fx: Effect, most: int) -> str:
    kinds = fx.get("types") or ((fx.get("type"),) if fx.get("type") else ())
    if fx.get("up_to") is not None:
        return "any number of cards" if fx.get("up_to") == ANY else f"up to {counted(most, 'card')}"
    if kinds:
        return " or ".join(kind_of(k) if i == 0 else k for i, k in enumerate(kinds))
    n = fx.get("n", 1)
    return "a card" if n == 1 else counted(n, "card")


def _trade(fx: Effect) -> str:
    """What the trash is for: " to gain …" when it pays for a gain (Remodel, Tradesman);
    " for +$2 and +1 Buy" (Roast), ", +$2 each" (several cards) for bonuses; else
    nothing."""
    each = fx.steps("each")
    gains = [e for e in each if e.step == "gain"]
    if gains:
        return f" to {fragment(gains[:1])}"
    if each and all(e.step in PLUS_STEPS for e in each):
        one = fx.get("up_to") is None and fx.get("n", 1) == 1
        return f" for {fragment(each)}" if one else f", {fragment(each)} each"
    return ""


@answer("fx_trash")
def _trashed(state: DraconiumState, s: Step, move: Move) -> None:
    if move.kind == "may":
        if move["answer"] == "yes":
            fx = effect_at(state, s)
            fitting = [c for c in _hand(state, s["seat"]) if fits(state, fx, c)]
            _trash_chosen(state, s, fitting[:1])
        return
    _trash_chosen(state, s, list(move["cards"]))


def _trash_chosen(state: DraconiumState, s: Step, chosen: list[str]) -> None:
    """Each card is trashed and its `each` steps run before the next; then `per_card`."""
    steps: list[Step] = []
    for card in chosen:
        steps.append(step("fx_trash_card", seat=s["seat"], card=card))
        steps += inner(state, s, "each", it=card)
    steps += inner(state, s, "per_card", times=len(chosen))
    push(state, steps)


@op("fx_trash_card")
def _trash_card(state: DraconiumState, s: Step) -> None:
    trash(state, s["seat"], s["card"])


@op("fx_discard")
def _discard_ask(state: DraconiumState, s: Step) -> None:
    """Discard from the hand: a number (times the empty Supply piles, R19: counted now),
    down to a number, or any number."""
    seat, fx = s["seat"], effect_at(state, s)
    hand = _hand(state, seat)
    down_to = fx.get("down_to")
    if down_to is not None:
        extra = len(hand) - down_to
        if extra > 0:
            prompt = f"{s['by']}: discard {counted(extra, 'card')}, down to {down_to} in hand."
            ask(state, s, "choose_cards", seat, prompt, hand, extra, extra)
        return
    if fx.get("up_to") is not None:
        if hand:
            lo, hi = _how_many(fx, len(hand))
            prompt = f"{s['by']}: discard {_trash_words(fx, hi)}."
            ask(state, s, "choose_cards", seat, prompt, hand, lo, hi)
        return
    n = fx.get("n", 1) * (len(empty_piles(state)) if fx.get("per") == "empty_pile" else 1)
    n = min(n, len(hand))
    if n:
        prompt = f"{s['by']}: discard {'a card' if n == 1 else counted(n, 'card')}."
        ask(state, s, "choose_cards", seat, prompt, hand, n, n)


@answer("fx_discard")
def _discarded(state: DraconiumState, s: Step, move: Move) -> None:
    chosen = list(move["cards"])
    discard(state, s["seat"], chosen)
    push(state, inner(state, s, "per_card", times=len(chosen)))


@op("fx_topdeck")
def _topdeck_ask(state: DraconiumState, s: Step) -> None:
    """Put a card from the hand (or the discard pile) onto the deck. A player doing it for
    another's card is not asked when every card they could choose has the same name; a
    `reveal` shows the card (or a hand without one)."""
    seat, fx = s["seat"], effect_at(state, s)
    source = fx.get("from", "hand")
    zone = state.players[seat].hand if source == "hand" else state.players[seat].discard
    fitting = sorted(c for c in zone.cards if fits(state, fx, c))
    kind = fx.get("type")
    if fx.get("reveal") and not fitting:
        said = f"{kind} card" if kind else "card"
        state.say(f"{state.name(seat)} reveals a hand with no {said}: {names(zone.cards)}.")
        return
    if not fitting:
        return
    if seat != s["attacker"] and len({name_of(c) for c in fitting}) == 1:
        _put_on_deck(state, s, fitting[0])
        return
    what = f"{kind_of(kind)} card" if kind else "a card"
    where = "your hand" if source == "hand" else "your discard pile"
    may = "you may " if fx.get("may") else ""
    prompt = f"{s['by']}: {may}put {what} from {where} onto your deck."
    ask(state, s, "choose_cards", seat, prompt, fitting, 0 if fx.get("may") else 1, 1)


@answer("fx_topdeck")
def _topdecked(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        _put_on_deck(state, s, card)


def _put_on_deck(state: DraconiumState, s: Step, card: str) -> None:
    seat, fx = s["seat"], effect_at(state, s)
    topdeck(state, seat, card, say=False)
    if fx.get("reveal"):
        state.say(f"{state.name(seat)} reveals {name_of(card)} and puts it onto their deck.")
        return
    source = "hand" if fx.get("from", "hand") == "hand" else "discard pile"
    state.say(f"{state.name(seat)} puts a card from their {source} onto their deck.")
    state.say(f"You put {name_of(card)} onto your deck.", seat)
