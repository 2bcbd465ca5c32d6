"""The ops the dragon lines' steps run (§3, line_effects.py): shared steps (a hatch
effect's turn resources, hostile Curses and Ruins, revealing the hand), and the
decisions, as ops that `ask` and answers that resume from the step's own fields.

Every "you may" offers a way to decline: choose no card, answer "no", or take
"nothing" from a gain list (as effects.gain_from_mat does).
"""

from __future__ import annotations

from collections import Counter

from game.core.move import Move
from game.core.words import plural
from game.games.draconium.cards import name_of
from game.games.draconium.dragons import is_ruins_or_curse, on_turn_resources
from game.games.draconium.effects import NO_GAIN, actions, buys, cards, coins, gain_choices
from game.games.draconium.effects import gain_upto as gain_upto_step
from game.games.draconium.procedures import (
    HAND,
    cost,
    counted,
    discard,
    draw,
    gain,
    is_,
    look_at_top,
    names,
    return_to_pile,
    reveal_top,
    topdeck,
    trash,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

# -- shared steps -------------------------------------------------------------------------


def draw_cards(seat: int, n: int) -> Step:
    """ "+N Cards" from an Egg, Drake or Dragon: never a Clandestine reveal (R15)."""
    return cards(seat, n, clandestine=False)


# -- shared ops ----------------------------------------------------------------------------


@op("hatch_bonus")
def _hatch_bonus(state: DraconiumState, s: Step) -> None:
    """§2.4: a hatch effect's +Actions, +Buys and +$ count only on its owner's own turn."""
    seat, by = s["seat"], s["by"]
    parts = [f"+{plural(s['actions'], 'Action')}"] if s.get("actions") else []
    parts += [f"+{plural(s['buys'], 'Buy')}"] if s.get("buys") else []
    parts += [f"+${s['coins']}"] if s.get("coins") else []
    if not on_turn_resources(state, seat):
        many = len(parts) > 1 or s.get("actions", 0) > 1 or s.get("buys", 0) > 1
        are = "are" if many else "is"
        state.say(f"{by}: {' and '.join(parts)} {are} lost on {state.name(state.active)}'s turn.")
        return
    state.actions += s.get("actions", 0)
    state.buys += s.get("buys", 0)
    state.coins += s.get("coins", 0)
    state.say(f"{by}: {state.name(seat)} gets {' and '.join(parts)}.")


def hatch_bonus(seat: int, by: str, actions: int = 0, coins: int = 0, buys: int = 0) -> Step:
    """A hatch effect's +Actions, +$ (and +Buys, only when it has some)."""
    extra = {"buys": buys} if buys else {}
    return step("hatch_bonus", seat=seat, by=by, actions=actions, coins=coins, **extra)


@op("beast_curse")
def _beast_curse(state: DraconiumState, s: Step) -> None:
    """A hostile "gains a Curse" aimed at `seat` (R13: an empty pile gives nothing)."""
    gain(state, s["seat"], "Curse")


@op("beast_ruins")
def _beast_ruins(state: DraconiumState, s: Step) -> None:
    """A hostile "gains a Ruins" aimed at `seat`: the top of the Ruins pile."""
    if "Ruins" not in state.supply:
        state.say(f"{state.name(s['seat'])} gains nothing: there is no Ruins pile.")
        return
    gain(state, s["seat"], "Ruins")


@op("nonsupply_gain")
def _nonsupply_gain(state: DraconiumState, s: Step) -> None:
    """Nightmare (Abyssal Dragon) or your Ruined Kingdom (growing a Calamitous Drake)."""
    if s["pile"] not in state.nonsupply:
        state.say(f"{state.name(s['seat'])} gains nothing: there is no {s['pile']} pile.")
        return
    gain(state, s["seat"], s["pile"], s["to"])


@op("reveal_hand_count")
def _reveal_hand_count(state: DraconiumState, s: Step) -> None:
    """Reveal your hand; then +1 Card, or +$1, per Ruins in it or per differently named
    Treasure in it (Derelict Drake, Calamitous Dragon, Avaricious Dragon)."""
    seat, by, what = s["seat"], s["by"], s["count"]
    hand = sorted(state.players[seat].hand.cards)
    state.say(f"{by}: {state.name(seat)} reveals their hand: {names(hand)}.")
    if what == "Treasure names":
        n = len({name for name in map(name_of, hand) if is_(state, name, "Treasure")})
        label = "differently named Treasure"
    else:
        n = sum(1 for card in hand if is_(state, card, "Ruins"))
        label = "Ruins"
    ending = "s" if n != 1 and label != "Ruins" else ""
    if s["reward"] == "coins":
        state.coins += n
        state.say(f"{by}: +${n} for {n} {label}{ending}.")
    else:
        state.say(f"{by}: +{plural(n, 'Card')} for {n} {label}{ending}.")
        if n:
            push(state, [draw_cards(seat, n)])


def reveal_hand_count(seat: int, by: str, count: str, reward: str) -> Step:
    return step("reveal_hand_count", seat=seat, by=by, count=count, reward=reward)


@op("cleanup_draw")
def _cleanup_draw(state: DraconiumState, s: Step) -> None:
    """Hyper Dragon: this turn only, draw `n` in Clean-up (R31; start_turn clears it)."""
    state.extra["cleanup_draw"] = s["n"]
    state.say(f"{s['by']}: {state.name(s['seat'])} will draw {s['n']} cards in Clean-up this turn.")


@op("each_player_draws")
def _each_player_draws(state: DraconiumState, s: Step) -> None:
    """Divine Dragon: each player, you first, draws a card (not hostile, not "+1 Card")."""
    seat = s["seat"]
    for player in (seat, *state.others(seat)):
        draw(state, player, 1)


# -- step makers ----------------------------------------------------------------------------


def may_trash_from_hand(seat: int, by: str) -> Step:
    """Midnight Drake: you may trash a card from your hand."""
    return step("line_trash_from_hand", seat=seat, by=by)


def look_trash_put_back(seat: int, by: str, n: int) -> Step:
    """Midnight Drake: look at the top `n`; trash any of them; the rest back in any order."""
    return step("line_look_trash", seat=seat, by=by, n=n)


def return_curses(seat: int, by: str, most: int, from_discard: bool) -> Step:
    """Return up to `most` Curses and/or Ruins from your hand (and discard pile) to their
    piles: neither a trash nor a gain (§3 Divine, R10)."""
    return step("line_return", seat=seat, by=by, most=most, from_discard=from_discard)


def may_gain_upto(seat: int, limit: int, by: str, kind: str = "") -> Step:
    """You may gain a card (of type `kind`) costing up to $`limit`; or gain nothing."""
    return step("line_may_gain", seat=seat, limit=limit, by=by, to="discard", kind=kind)


def may_recycle(seat: int, by: str, if_done: bool, n: int, money: int) -> Step:
    """You may recycle a card from your hand; then (or, with `if_done`, only if you did)
    +`n` Cards and +$`money` (Detritus Drake, Revenant Dragon)."""
    return step("line_recycle", seat=seat, by=by, if_done=if_done, n=n, money=money)


def _hand(state: DraconiumState, seat: int) -> list[str]:
    return sorted(state.players[seat].hand.cards)


# -- Midnight Drake ---------------------------------------------------------------------------


@op("line_trash_from_hand")
def _trash_from_hand_ask(state: DraconiumState, s: Step) -> None:
    hand = _hand(state, s["seat"])
    if hand:
        prompt = f"{s['by']}: you may trash a card from your hand."
        ask(state, s, "choose_cards", s["seat"], prompt, hand, 0, 1)


@answer("line_trash_from_hand")
def _trash_from_hand_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)


@op("line_look_trash")
def _look_trash_ask(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    seen = sorted(look_at_top(state, seat, s["n"]))
    if seen:
        prompt = f"{s['by']}: trash any number of these; the rest go back in any order."
        ask(state, s, "choose_cards", seat, prompt, seen, 0, len(seen))


@answer("line_look_trash")
def _look_trash_done(state: DraconiumState, s: Step, move: Move) -> None:
    seat = s["seat"]
    for card in move["cards"]:
        trash(state, seat, card)
    push(state, [step("line_put_back", seat=seat, by=s["by"])])


@op("line_put_back")
def _put_back_ask(state: DraconiumState, s: Step) -> None:
    """The cards still looked at go back onto the deck, in the order the player picks."""
    seat = s["seat"]
    keep = sorted(state.players[seat].look.cards)
    if len(keep) > 1:
        prompt = f"{s['by']}: put these back in order; the first one named goes on top."
        ask(state, s, "order_cards", seat, prompt, keep, len(keep), len(keep))
    elif keep:
        _put_back(state, seat, keep)


@answer("line_put_back")
def _put_back_done(state: DraconiumState, s: Step, move: Move) -> None:
    _put_back(state, s["seat"], list(move["cards"]))


def _put_back(state: DraconiumState, seat: int, order: list[str]) -> None:
    for card in reversed(order):  # the first named ends on top
        topdeck(state, seat, card, say=False)
    state.say(f"{state.name(seat)} puts {counted(len(order), 'card')} back onto their deck.")
    state.say(f"From the top: {names(order)}.", seat)


# -- Abyssal Dragon's disengage (hostile) -------------------------------------------------


def _costing_3_to_5(state: DraconiumState, shown: list[str]) -> list[str]:
    return sorted(c for c in shown if 3 <= cost(state, c) <= 5)


@op("abyssal_victim")
def _abyssal_victim(state: DraconiumState, s: Step) -> None:
    """Reveal the top 2; trash one costing $3–$5 if there is one (the victim's pick);
    discard the rest."""
    seat = s["seat"]
    targets = _costing_3_to_5(state, reveal_top(state, seat, 2))
    if len(Counter(name_of(c) for c in targets)) > 1:
        prompt = f"{s['by']}: trash one of the revealed cards costing $3 to $5."
        ask(state, s, "choose_cards", seat, prompt, targets, 1, 1, private=False)
        return
    _abyssal_finish(state, seat, targets[:1])


@answer("abyssal_victim")
def _abyssal_chosen(state: DraconiumState, s: Step, move: Move) -> None:
    _abyssal_finish(state, s["seat"], list(move["cards"]))


def _abyssal_finish(state: DraconiumState, seat: int, trashed: list[str]) -> None:
    for card in trashed:
        trash(state, seat, card)
    discard(state, seat, list(state.players[seat].reveal.cards))


# -- Divine: returning Curses and Ruins; the Dragon's choice ------------------------------


@op("line_return")
def _return_ask(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    p = state.players[seat]
    zones = p.hand.cards + (p.discard.cards if s["from_discard"] else [])
    found = sorted(c for c in zones if is_ruins_or_curse(state, c))
    if not found:
        return
    where = "hand or discard pile" if s["from_discard"] else "hand"
    what = "a Curse or Ruins" if s["most"] == 1 else f"up to {s['most']} Curses and/or Ruins"
    prompt = f"{s['by']}: you may return {what} from your {where} to its pile."
    ask(state, s, "choose_cards", seat, prompt, found, 0, min(s["most"], len(found)))


@answer("line_return")
def _return_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        return_to_pile(state, s["seat"], card)


DIVINE_OPTIONS = ("+2 Cards", "+2 Actions and +1 Buy", "+$2")


@op("divine_choice")
def _divine_ask(state: DraconiumState, s: Step) -> None:
    prompt = f"{s['by']}: choose one."
    ask(state, s, "choose_option", s["seat"], prompt, DIVINE_OPTIONS, 1, 1, private=False)


@answer("divine_choice")
def _divine_chosen(state: DraconiumState, s: Step, move: Move) -> None:
    seat, index = s["seat"], move["index"]
    state.say(f"{s['by']}: {state.name(seat)} chooses {DIVINE_OPTIONS[index]}.")
    chosen = ([draw_cards(seat, 2)], [actions(2), buys(1)], [coins(2)])[index]
    push(state, chosen)


# -- Festering Dragon's disengage; Opulent Dragon's disengage ------------------------------


@op("festering_trash")
def _festering_ask(state: DraconiumState, s: Step) -> None:
    if any(name_of(c) == "Curse" for c in state.players[s["seat"]].hand.cards):
        prompt = f"{s['by']}: trash a Curse from your hand for +$2?"
        ask(state, s, "may", s["seat"], prompt, ("yes", "no"))


@answer("festering_trash")
def _festering_done(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        seat = s["seat"]
        curse = min(c for c in state.players[seat].hand.cards if name_of(c) == "Curse")
        trash(state, seat, curse)
        state.coins += 2
        state.say(f"{s['by']}: +$2.")


@op("opulent_mine")
def _opulent_ask(state: DraconiumState, s: Step) -> None:
    treasures = sorted(c for c in state.players[s["seat"]].hand.cards if is_(state, c, "Treasure"))
    if treasures:
        prompt = f"{s['by']}: you may trash a Treasure to gain one costing up to $3 more."
        ask(state, s, "choose_cards", s["seat"], prompt, treasures, 0, 1)


@answer("opulent_mine")
def _opulent_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)
        gain_step = gain_upto_step(
            s["seat"], cost(state, card) + 3, s["by"], to=HAND, kind="Treasure"
        )
        push(state, [gain_step])


# -- Gargantuan Dragon's optional gain -----------------------------------------------------


@op("line_may_gain")
def _may_gain_ask(state: DraconiumState, s: Step) -> None:
    """Like a gain from the Recycling mat (effects.gain_from_mat): "nothing" declines."""
    choices = gain_choices(state, s["limit"], s["kind"])
    if not choices:
        state.say(f"{state.name(s['seat'])} has nothing to gain from {s['by']}.")
        return
    what = f"a {s['kind']} card" if s["kind"] else "a card"
    prompt = f"{s['by']}: you may gain {what} costing up to ${s['limit']}."
    ask(state, s, "choose_gain", s["seat"], prompt, [*choices, NO_GAIN], 1, 1, private=False)


@answer("line_may_gain")
def _may_gain_done(state: DraconiumState, s: Step, move: Move) -> None:
    if move["pile"] != NO_GAIN:
        gain(state, s["seat"], move["pile"], s["to"])
    else:
        state.say(f"{state.name(s['seat'])} gains nothing from {s['by']}.")


# -- Revenant: recycling from hand ---------------------------------------------------------


@op("line_recycle")
def _recycle_ask(state: DraconiumState, s: Step) -> None:
    hand = _hand(state, s["seat"])
    if not hand:
        _recycle_reward(state, s, done=False)
        return
    prompt = f"{s['by']}: you may recycle a card from your hand."
    ask(state, s, "choose_cards", s["seat"], prompt, hand, 0, 1)


@answer("line_recycle")
def _recycle_done(state: DraconiumState, s: Step, move: Move) -> None:
    for card in move["cards"]:
        trash(state, s["seat"], card)
    _recycle_reward(state, s, done=bool(move["cards"]))


def _recycle_reward(state: DraconiumState, s: Step, done: bool) -> None:
    if s["if_done"] and not done:
        return
    reward = [draw_cards(s["seat"], s["n"])]
    if s["money"]:
        reward.append(coins(s["money"]))
    push(state, reward)
