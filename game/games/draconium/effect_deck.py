"""The card vocabulary's steps that play, draw, look at or reveal the top of the deck,
act on the card itself, or on Eggs and beasts (the others: effect_ops.py, which makes
every step from its effect).
"""

from __future__ import annotations

from game.core.move import Move
from game.games.draconium import counters, dragons
from game.games.draconium.card_text import fragment, kind_of
from game.games.draconium.cards import name_of
from game.games.draconium.effect_ops import YES_NO, effect_at, fits, inner
from game.games.draconium.effects import play_twice
from game.games.draconium.expansion_ruins import put_back
from game.games.draconium.procedures import (
    cost,
    discard,
    draw,
    is_,
    look_at_top,
    move_card,
    names,
    return_to_pile,
    reveal_top,
    trash,
)
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step
from game.games.draconium.vocabulary import ANY, Effect

# -- playing and drawing ----------------------------------------------------------------------


@op("fx_play_twice")
def _play_twice_ask(state: DraconiumState, s: Step) -> None:
    kind = effect_at(state, s).get("type")
    fitting = sorted(c for c in state.players[s["seat"]].hand.cards if is_(state, c, kind))
    if fitting:
        prompt = f"{s['by']}: you may play {kind_of(kind)} card from your hand twice."
        ask(state, s, "play_action", s["seat"], prompt, fitting, 0, 1)


@answer("fx_play_twice")
def _played_twice(state: DraconiumState, s: Step, move: Move) -> None:
    """Play it, then resolve it again; each play is its own checkpoint (R13)."""
    if move.kind == "pass":
        return
    play_twice(state, s["seat"], move["card"], s["by"])


@op("fx_draw")
def _draw(state: DraconiumState, s: Step) -> None:
    """Draw (not "+N Cards": no Clandestine reveal, §2.9): Council Room's other players."""
    fx = effect_at(state, s)
    draw(state, s["seat"], fx.get("n", 1) * s.get("times", 1))


@op("fx_draw_until")
def _draw_until(state: DraconiumState, s: Step) -> None:
    """Draw until `n` in hand (not "+X Cards", §2.9). With `aside`, one card at a time,
    and each card of that type drawn may be set aside (it does not count); they are
    discarded at the end."""
    seat, fx = s["seat"], effect_at(state, s)
    p = state.players[seat]
    want, aside = fx.get("n"), fx.get("aside")
    if aside is None:
        draw(state, seat, max(0, want - len(p.hand.cards)))
        return
    if len(p.hand.cards) >= want or not (p.deck.cards or p.discard.cards):
        if p.aside.cards:
            discard(state, seat, list(p.aside.cards))
        return
    push(state, [s])  # come back for the next card
    (card,) = draw(state, seat, 1)
    if is_(state, card, aside):
        asking = {**s, "op": "fx_aside", "card": card}
        ask(state, asking, "may", seat, f"{s['by']}: set aside {name_of(card)}?", YES_NO)


@answer("fx_aside")
def _set_aside(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        move_card(state, s["card"], state.players[s["seat"]].aside)
        state.say(f"{state.name(s['seat'])} sets aside {name_of(s['card'])}.")


# -- this card ----------------------------------------------------------------------------


@op("fx_trash_this")
def _trash_this(state: DraconiumState, s: Step) -> None:
    """R27: only a play that finds the card still in play can trash it, so under Throne
    Room the second play gains nothing ("if you do"). R26: a gain from an empty pile
    is warned of first."""
    seat, fx = s["seat"], effect_at(state, s)
    if s["this"] not in state.players[seat].play.cards:
        return
    if not fx.get("may"):
        trash(state, seat, s["this"])
        push(state, inner(state, s, "then"))
        return
    then = fx.steps("then")
    named = [e.get("card") for e in then if e.step == "gain" and e.get("card")]
    pile = state.nonsupply.get(named[0]) or state.supply.get(named[0]) if named else None
    if named and (pile is None or not pile.cards):
        prompt = f"{s['by']}: trash this? The {named[0]} pile is empty, so you would gain nothing."
    elif then:
        prompt = f"{s['by']}: trash this to {fragment(then)}?"
    else:
        prompt = f"{s['by']}: trash this?"
    ask(state, s, "may", seat, prompt, YES_NO)


@answer("fx_trash_this")
def _trashed_this(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        trash(state, s["seat"], s["this"])
        push(state, inner(state, s, "then"))


@op("fx_return_this")
def _return_this(state: DraconiumState, s: Step) -> None:
    """R27: returned only if still in play, so a Throne Room's second play leaves it."""
    if s["this"] in state.players[s["seat"]].play.cards:
        return_to_pile(state, s["seat"], s["this"])


# -- Eggs and beasts --------------------------------------------------------------------------


@op("fx_egg_counter")
def _egg_counter(state: DraconiumState, s: Step) -> None:
    """A bonus adjustment, not an event (§2.3); nothing without an Egg; never below 0 (R24)."""
    counters.adjust_counter(state, s["seat"], effect_at(state, s).get("n"), s["by"])


@op("fx_remove_delay")
def _remove_delay_ask(state: DraconiumState, s: Step) -> None:
    """§2.7: the token comes off and is unplaced; the beast gets no extra step."""
    delayed = [b for _, b in counters.beasts(state, s["seat"]) if b["delay"]]
    if delayed:  # one token per player (R2): at most one beast carries it
        prompt = f"{s['by']}: remove your Delay token from {delayed[0]['name']}?"
        ask(state, s, "may", s["seat"], prompt, YES_NO, private=False)


@answer("fx_remove_delay")
def _removed_delay(state: DraconiumState, s: Step, move: Move) -> None:
    if move["answer"] == "yes":
        dragons.remove_own_delay(state, s["seat"])


def _flippable(state: DraconiumState, seat: int) -> list[int]:
    return [
        slot
        for slot, b in counters.beasts(state, seat)
        if b["loc"] == "roost" and b["face"] == "disengaged" and not b["delay"]
    ]


@op("fx_flip")
def _flip(state: DraconiumState, s: Step) -> None:
    """To "dispatched": your beast on the Roost, disengaged side up and with no token, may
    flip (R23; with two such beasts, R2, you pick one or neither). To "disengaged" (each
    other player): every beast on the Roost dispatched side up flips back, even with a
    token on it (R23). Neither is a dispatch or a disengagement."""
    seat, by = s["seat"], s["by"]
    if effect_at(state, s).get("to") == "disengaged":
        for _, b in counters.beasts(state, seat):  # R2: each such beast flips back
            if b["loc"] == "roost" and b["face"] == "dispatched":
                b["face"] = "disengaged"
                state.say(
                    f"{by}: {state.name(seat)} flips {b['name']} to its disengaged side "
                    "(not a disengagement)."
                )
        return
    if not counters.beasts(state, seat):
        return
    flippable = _flippable(state, seat)
    if not flippable:
        state.say(
            f"{by} can't flip a delayed beast, or one that isn't disengaged side up on your Roost."
        )  # §7 reason 22
        return
    if len(flippable) > 1:
        labels = [f"Flip {dragons.beast_label(state, seat, slot)}" for slot in flippable]
        prompt = f"{by}: flip a beast to its dispatched side? (This is not a dispatch.)"
        pick = {**s, "op": "fx_flip_which", "slots": flippable}
        ask(state, pick, "choose_option", seat, prompt, [*labels, "Flip neither"], private=False)
        return
    one = counters.beast(state, seat, flippable[0])
    assert one is not None
    prompt = f"{by}: flip {one['name']} to its dispatched side? (This is not a dispatch.)"
    ask(state, s, "may", seat, prompt, YES_NO, private=False)


@answer("fx_flip_which")
def _flip_chosen(state: DraconiumState, s: Step, move: Move) -> None:
    if move["index"] < len(s["slots"]):
        _flip_up(state, s, counters.beast(state, s["seat"], s["slots"][move["index"]]))


@answer("fx_flip")
def _flipped(state: DraconiumState, s: Step, move: Move) -> None:
    flippable = _flippable(state, s["seat"])
    if move["answer"] == "yes" and flippable:
        _flip_up(state, s, counters.beast(state, s["seat"], flippable[0]))


def _flip_up(state: DraconiumState, s: Step, b: counters.Record | None) -> None:
    if b is not None:
        b["face"] = "dispatched"
        state.say(f"{state.name(s['seat'])} flips {b['name']} to its dispatched side ({s['by']}).")


# -- the top of the deck ----------------------------------------------------------------------


def _matches(state: DraconiumState, fx: Effect, card: str) -> bool:
    price = cost(state, card)
    return (
        fits(state, fx, card)
        and (fx.get("not_card") is None or name_of(card) != fx.get("not_card"))
        and (fx.get("cost_min") is None or price >= fx.get("cost_min"))
        and (fx.get("cost_max") is None or price <= fx.get("cost_max"))
    )


@op("fx_reveal")
def _reveal(state: DraconiumState, s: Step) -> None:
    """Reveal the top cards; those that match are trashed (or one of them, the revealing
    player's pick), or go into the hand without being drawn (§2.9); the rest are
    discarded or put back in the order the player picks."""
    seat, fx = s["seat"], effect_at(state, s)
    shown = reveal_top(state, seat, fx.get("n", 1))
    matched = [c for c in shown if _matches(state, fx, c)]
    match = fx.get("match")
    if match == "trash_one":
        targets = sorted(matched)
        if len({name_of(c) for c in targets}) > 1:
            prompt = f"{s['by']}: trash one of the revealed {_plural_kind(fx)}."
            asking = {**s, "op": "fx_reveal_pick", "shown": shown}
            ask(state, asking, "choose_cards", seat, prompt, targets, 1, 1, private=False)
            return
        _reveal_done(state, s, shown, targets[:1])
        return
    _reveal_done(state, s, shown, matched)


def _plural_kind(fx: Effect) -> str:
    kind = fx.get("type") or "card"
    return kind if kind.endswith("s") else f"{kind}s"


@answer("fx_reveal_pick")
def _reveal_picked(state: DraconiumState, s: Step, move: Move) -> None:
    _reveal_done(state, s, s["shown"], list(move["cards"]))


def _reveal_done(state: DraconiumState, s: Step, shown: list[str], handled: list[str]) -> None:
    seat, fx = s["seat"], effect_at(state, s)
    steps: list[Step] = []
    if fx.get("match") == "hand":
        for card in handled:
            move_card(state, card, state.players[seat].hand)
        if handled:
            state.say(f"{state.name(seat)} puts {names(handled)} into their hand.")
        for card in handled:
            steps += inner(state, s, "each", it=card)
    else:
        for card in handled:
            steps.append(step("fx_trash_card", seat=seat, card=card))
            steps += inner(state, s, "each", it=card)
    rest = [c for c in shown if c not in handled]
    if fx.get("rest", "discard") == "back":
        steps.append(put_back(seat, rest, s["by"], private=False))
    elif rest:
        steps.append(step("fx_discard_these", seat=seat, cards=rest))
    push(state, steps)


@op("fx_discard_these")
def _discard_these(state: DraconiumState, s: Step) -> None:
    discard(state, s["seat"], [c for c in s["cards"] if c in state.players[s["seat"]].reveal.cards])


@op("fx_look")
def _look(state: DraconiumState, s: Step) -> None:
    """Look at the top cards (only you see them, §5): put one into your hand without
    drawing it (§2.9), or discard any number; the rest go back in the order you pick."""
    seat, fx = s["seat"], effect_at(state, s)
    seen = look_at_top(state, seat, fx.get("n", 1))
    if not seen:
        return
    asking = {**s, "op": "fx_look_pick", "cards": seen}
    if fx.get("to") == "hand":
        pick = fx.get("pick", 1)
        k = len(seen) if pick == ANY else min(pick, len(seen))
        what = "one of these" if k == 1 else f"{k} of these"
        prompt = f"{s['by']}: put {what} into your hand; the rest go back."
        ask(state, asking, "choose_cards", seat, prompt, sorted(seen), k, k)
    else:
        pick = fx.get("pick", ANY)
        k = len(seen) if pick == ANY else min(pick, len(seen))
        prompt = f"{s['by']}: discard any number of these; the rest go back."
        ask(state, asking, "choose_cards", seat, prompt, sorted(seen), 0, k)


@answer("fx_look_pick")
def _looked(state: DraconiumState, s: Step, move: Move) -> None:
    seat, chosen = s["seat"], list(move["cards"])
    if effect_at(state, s).get("to") == "hand":
        for card in chosen:
            move_card(state, card, state.players[seat].hand)
        state.say(
            f"{state.name(seat)} puts {'one' if len(chosen) == 1 else len(chosen)} of them "
            "into their hand."
        )
        state.say(f"You put {names(chosen)} into your hand.", seat)
    else:
        discard(state, seat, chosen)
    rest = [c for c in s["cards"] if c not in chosen]
    push(state, [put_back(seat, rest, s["by"], private=True)])


@op("fx_reveal_hand")
def _reveal_hand(state: DraconiumState, s: Step) -> None:
    """Reveal the hand; the `per_card` steps run once, times the cards of the type in it
    ("+1 Card per Clandestine card revealed" is "+X Cards", R15)."""
    seat, fx = s["seat"], effect_at(state, s)
    hand = sorted(state.players[seat].hand.cards)
    state.say(f"{state.name(seat)} reveals their hand: {names(hand)}.")
    found = sum(1 for c in hand if is_(state, c, fx.get("count")))
    if found:
        push(state, inner(state, s, "per_card", times=found))
