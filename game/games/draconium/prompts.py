"""Answers to prompts: which moves answer the question in `state.pending`, and why not.

Identical cards are interchangeable, so a choice of cards is enumerated once per
combination of names, taking the lowest ids of each name (`canonical_choice`
turns any pick of the same cards into that move). This keeps the counts small:
Chapel over a hand of 7 Coppers and 3 Estates has 15 moves, not 386.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import permutations

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.state import Pending
from game.games.draconium.cards import name_of
from game.games.draconium.lines import default_lines
from game.games.draconium.procedures import cost, gain_blocked, is_, lowest_of_each, top
from game.games.draconium.state import DraconiumState

ANSWERS_TO: dict[str, frozenset[str]] = {
    "choose_cards": frozenset({"choose_cards"}),
    "choose_gain": frozenset({"choose_gain"}),
    "choose_option": frozenset({"choose_option"}),
    "may": frozenset({"may"}),
    "reaction": frozenset({"reveal_reaction", "pass"}),
    "order_cards": frozenset({"order_cards"}),
    "play_action": frozenset({"play_action", "pass"}),
    "reveal_clandestine": frozenset({"reveal_clandestine"}),
    "invest": frozenset({"invest", "pass"}),
}
ANSWER_KINDS = frozenset().union(*ANSWERS_TO.values())


def err(code: str, message: str) -> IllegalMove:
    return IllegalMove(f"draconium/{code}", message)


def canonical_choice(choices: Sequence[str], cards: Sequence[str]) -> tuple[str, ...]:
    """The enumerated move's cards for a pick of `cards` among `choices` (same names)."""
    return lowest_of_each(choices, Counter(name_of(c) for c in cards))


def card_combinations(choices: Sequence[str], lo: int, hi: int) -> list[tuple[str, ...]]:
    """Every choice of lo..hi cards, once per combination of names, canonical ids."""
    by_name = Counter(name_of(c) for c in choices)
    names = sorted(by_name)
    found: list[tuple[str, ...]] = []

    def extend(i: int, picked: Counter[str], size: int) -> None:
        if i == len(names):
            if lo <= size:
                found.append(lowest_of_each(choices, Counter(picked)))
            return
        name = names[i]
        for k in range(min(by_name[name], hi - size) + 1):
            picked[name] = k
            extend(i + 1, picked, size + k)
        picked[name] = 0

    extend(0, Counter(), 0)
    return found


def legal_answers(state: DraconiumState, seat: int, pending: Pending) -> list[Move]:
    kind, choices = pending.kind, pending.choices
    if kind == "choose_cards":
        return [
            Move.make(seat, "choose_cards", cards=combo)
            for combo in card_combinations(choices, pending.min, pending.max)
        ]
    if kind == "choose_gain":  # a Supply pile dragged onto your discard pile answers it
        return [
            Move.make(seat, "choose_gain", _gain_gesture(state, seat, pile), pile=pile)
            for pile in choices
        ]
    if kind == "choose_option":
        return [Move.make(seat, "choose_option", index=i) for i in range(len(choices))]
    if kind == "may":
        return [Move.make(seat, "may", answer="yes"), Move.make(seat, "may", answer="no")]
    if kind == "order_cards":
        return [Move.make(seat, "order_cards", cards=p) for p in permutations(choices)]
    if kind == "reaction":
        moves = [Move.make(seat, "reveal_reaction", card=card) for card in choices]
        return [*moves, Move.make(seat, "pass")]
    if kind == "reveal_clandestine":
        return [
            Move.make(seat, "reveal_clandestine", card=choices[0], answer=a) for a in ("yes", "no")
        ]
    if kind == "invest":
        return [Move.make(seat, "invest", card=card) for card in choices] + [
            Move.make(seat, "pass")
        ]
    assert kind == "play_action"  # Throne Room: drag the card to your play area
    return [
        Move.make(seat, "play_action", Gesture(card, f"hand:{seat}", f"play:{seat}"), card=card)
        for card in choices
    ] + [Move.make(seat, "pass")]


def _gain_gesture(state: DraconiumState, seat: int, pile: str) -> Gesture | None:
    if pile not in state.supply:
        return None  # a card on the Recycling mat, or "nothing": chosen by a click
    cards = state.supply[pile].cards
    return Gesture(cards[-1] if cards else pile, f"supply:{pile}", f"discard:{seat}")


@cache
def dragon_names() -> frozenset[str]:
    """The ten Dragons' names (§3): an effect whose `by` is one of them is a Dragon's."""
    return frozenset(line.dragon for line in default_lines().values())


def moat_reason(state: DraconiumState, seat: int, card: str) -> IllegalMove | None:
    """§7 reason 15 (R40): a Moat from `seat`'s hand revealed against what the current
    question comes from, when that is a Draconian card that is no Attack (§2.8) or a
    Dragon's effect (beasts are not cards, §2.12). It wins over "Another player must
    answer first." and "not a Reaction you can reveal now", whoever is asked; the
    player whose turn it is, whose card or Dragon it is, hears the generic reasons."""
    asking = state.asking
    if asking is None or seat == state.active or name_of(card) != "Moat":
        return None
    if card not in state.players[seat].hand.cards:
        return None
    source = asking.get("card") if asking.get("op") == "react" else asking.get("by")
    if not isinstance(source, str):
        return None
    if source in dragon_names():
        return err("moat-attacks-only", "Moat can't block a Dragon's effect.")
    found = state.catalog.cards.get(source)
    if found is not None and "Draconian" in found.types and "Attack" not in found.types:
        return err("moat-attacks-only", f"Moat only blocks Attack cards; {source} is Draconian.")
    return None


def answer_reason(state: DraconiumState, move: Move) -> IllegalMove | None:
    """Why `move` does not answer the pending question (the seat is already checked)."""
    pending = state.pending
    assert pending is not None
    kind = pending.kind
    if move.kind not in ANSWERS_TO[kind]:
        return err("finish-choice", f"Finish the current choice first: {pending.prompt}")
    if move.kind == "pass":
        return None
    if move.kind == "choose_cards":
        return _cards_reason(state, move, pending)
    if move.kind == "choose_gain":
        return _gain_reason(state, move, pending)
    if move.kind == "choose_option":
        if not 0 <= move["index"] < len(pending.choices):
            shown = ", ".join(f"{i}: {c}" for i, c in enumerate(pending.choices))
            return err("no-such-option", f"Choose one of the options ({shown}).")
        return None
    if move.kind == "reveal_clandestine" and move["card"] not in pending.choices:
        return err(
            "clandestine-only", "Only Clandestine cards can be revealed this way."
        )  # §7 reason 17
    if move.kind in ("may", "reveal_clandestine"):
        if move["answer"] not in ("yes", "no"):
            return err("yes-or-no", f"Answer yes or no, not {move['answer']!r}.")
        return None
    if move.kind == "order_cards":
        ordered = move["cards"]
        if not all(isinstance(c, str) for c in ordered) or sorted(ordered) != sorted(
            pending.choices
        ):
            return err("order-all", "Put back exactly the cards you are ordering, each once.")
        return None
    card = move["card"]  # reveal_reaction, play_action or invest
    if card in pending.choices:
        return None
    if card not in state.players[move.seat].hand.cards:
        return err("not-in-hand", "That card isn't in your hand.")
    if move.kind == "reveal_reaction":
        return err("not-a-reaction", f"{name_of(card)} is not a Reaction you can reveal now.")
    return err("not-an-action", f"{name_of(card)} is not an Action card; choose an Action to play.")


def _cards_reason(state: DraconiumState, move: Move, pending: Pending) -> IllegalMove | None:
    picked = list(move["cards"])
    if not all(isinstance(c, str) for c in picked) or len(set(picked)) != len(picked):
        return err("malformed", "choose_cards names each card once, by its id.")
    for card in picked:
        if card not in pending.choices:
            return err(
                "not-a-choice", f"{name_of(card)} ({card}) is not one of the cards to choose."
            )
    lo, hi = pending.min, pending.max
    if not lo <= len(picked) <= hi:
        wanted = f"exactly {lo}" if lo == hi else f"{lo} to {hi}"
        return err(
            "wrong-count", f"Choose {wanted} card{'s' * (hi != 1)}; you chose {len(picked)}."
        )
    want = canonical_choice(pending.choices, picked)
    if tuple(picked) != want:
        return err(
            "not-canonical",
            f"Identical cards are taken lowest id first, listed in order: choose {list(want)}.",
        )
    return None


def _gain_reason(state: DraconiumState, move: Move, pending: Pending) -> IllegalMove | None:
    pile = move["pile"]
    if pile in pending.choices:
        return None
    asking = state.asking or {}
    if asking.get("op") == "gain_from_mat":  # §7 reason 23
        return err("nothing-on-mat", "There's nothing to gain from the Recycling mat at that cost.")
    if pile not in state.supply:
        known = pile in state.catalog.cards
        what = f"{pile} is not in the Supply" if known else f"There is no {pile!r} pile"
        return err("not-in-supply", f"{what} and can't be gained.")
    blocked = gain_blocked(state, pile, buying=False)
    if blocked is not None:
        return err("locked" if state.supply[pile].cards else "pile-empty", blocked)
    if asking.get("kind") and not is_(state, top(state, pile), asking["kind"]):
        return err(
            "wrong-type", f"{asking.get('by', 'This effect')} can gain only a {asking['kind']}."
        )
    limit, price = asking.get("limit", 0), cost(state, top(state, pile))
    return err(
        "too-expensive",
        f"That card costs more than this effect allows (${price}; up to ${limit}).",
    )
