"""Answers to prompts: which moves answer the question in `state.pending`, and why not.

Each answer kind's lister and reason, for the move table (rules.py): a pending
question of kind K is the phase "answer:K", where the kinds that answer it are open.

Identical cards are interchangeable, so a choice of cards is enumerated once per
combination of names, taking the lowest ids of each name (`canonical_choice`
turns any pick of the same cards into that move). This keeps the counts small:
Chapel over a hand of 7 Coppers and 3 Estates has 15 moves, not 386.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import permutations

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.state import Pending
from game.games.draconium.cards import name_of
from game.games.draconium.lines import lines_of
from game.games.draconium.procedures import cost, gain_blocked, is_, lowest_of_each, top
from game.games.draconium.state import DraconiumState


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


# -- each answer's legal moves (the pending question is the phase, "answer:<kind>") ------


def _asked(state: DraconiumState) -> Pending:
    """The question waiting (the phase gate has passed: there is one)."""
    pending = state.pending
    assert pending is not None
    return pending


def card_choices(state: DraconiumState, seat: int) -> list[Move]:
    """`choose_cards`: every pick of the allowed size, once per combination of names."""
    pending = _asked(state)
    return [
        Move(seat, "choose_cards", (("cards", combo),))
        for combo in card_combinations(pending.choices, pending.min, pending.max)
    ]


def gain_choices(state: DraconiumState, seat: int) -> list[Move]:
    """`choose_gain`: a Supply pile dragged onto your discard pile answers it."""
    return [
        Move(seat, "choose_gain", (("pile", pile),), _gain_gesture(state, seat, pile))
        for pile in _asked(state).choices
    ]


def option_choices(state: DraconiumState, seat: int) -> list[Move]:
    """`choose_option`: each option by its place (Sentry's, a Delay token's beast, …)."""
    return [Move(seat, "choose_option", (("index", i),)) for i in range(len(_asked(state).choices))]


def may_choices(state: DraconiumState, seat: int) -> list[Move]:
    """`may`: yes, then no."""
    return [Move(seat, "may", (("answer", "yes"),)), Move(seat, "may", (("answer", "no"),))]


def orders(state: DraconiumState, seat: int) -> list[Move]:
    """`order_cards`: every order of the cards put back (the top card first)."""
    return [Move(seat, "order_cards", (("cards", p),)) for p in permutations(_asked(state).choices)]


def clandestine_choices(state: DraconiumState, seat: int) -> list[Move]:
    """`reveal_clandestine`: reveal the Clandestine card just drawn, or not (R15)."""
    card = _asked(state).choices[0]
    return [
        Move(seat, "reveal_clandestine", (("answer", a), ("card", card))) for a in ("yes", "no")
    ]


def _gain_gesture(state: DraconiumState, seat: int, pile: str) -> Gesture | None:
    if pile not in state.supply:
        return None  # a card on the Recycling mat, or "nothing": chosen by a click
    cards = state.supply[pile].cards
    return Gesture(cards[-1] if cards else pile, f"supply:{pile}", f"discard:{seat}")


def dragon_names(state: DraconiumState) -> frozenset[str]:
    """The Dragons' names (§3) of the lines the game is played with: an effect whose
    `by` is one of them is a Dragon's."""
    return frozenset(line.dragon for line in lines_of(state).values())


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
    if source in dragon_names(state):
        return err("moat-attacks-only", "Moat can't block a Dragon's effect.")
    found = state.catalog.cards.get(source)
    if found is not None and "Draconian" in found.types and "Attack" not in found.types:
        return err("moat-attacks-only", f"Moat only blocks Attack cards; {source} is Draconian.")
    return None


# -- why a move does not answer the pending question (the gates and the phase passed) --


def option_reason(state: DraconiumState, move: Move) -> IllegalMove | None:
    """An option the question does not have."""
    choices = _asked(state).choices
    if not 0 <= move["index"] < len(choices):
        shown = ", ".join(f"{i}: {c}" for i, c in enumerate(choices))
        return err("no-such-option", f"Choose one of the options ({shown}).")
    return None


def yes_or_no(state: DraconiumState, move: Move) -> IllegalMove | None:
    """`may`, and the answer of `reveal_clandestine` (after its card, §7 reason 17)."""
    if move["answer"] not in ("yes", "no"):
        return err("yes-or-no", f"Answer yes or no, not {move['answer']!r}.")
    return None


def clandestine_reason(state: DraconiumState, move: Move) -> IllegalMove | None:
    """§7 reason 17: only the Clandestine card drawn; then yes or no."""
    if move["card"] not in _asked(state).choices:
        return err(
            "clandestine-only", "Only Clandestine cards can be revealed this way."
        )  # §7 reason 17
    return yes_or_no(state, move)


def order_reason(state: DraconiumState, move: Move) -> IllegalMove | None:
    """The cards put back must be exactly those being ordered, each once."""
    ordered = move["cards"]
    if not all(isinstance(c, str) for c in ordered) or sorted(ordered) != sorted(
        _asked(state).choices
    ):
        return err("order-all", "Put back exactly the cards you are ordering, each once.")
    return None


def card_answer_reason(state: DraconiumState, move: Move) -> IllegalMove | None:
    """A card named in answer: a Reaction revealed, the Action a Throne Room plays, or
    the Copper a Rubbish Egg takes (`reveal_reaction`, `play_action`, `invest`)."""
    card = move["card"]
    if card in _asked(state).choices:
        return None
    if card not in state.players[move.seat].hand.cards:
        return err("not-in-hand", "That card isn't in your hand.")
    if move.kind == "reveal_reaction":
        return err("not-a-reaction", f"{name_of(card)} is not a Reaction you can reveal now.")
    return err("not-an-action", f"{name_of(card)} is not an Action card; choose an Action to play.")


def each_card_once(move: Move) -> str | None:
    """`choose_cards`' shape: each card once, by its id (the kernel's shape gate)."""
    picked = move["cards"]
    if not all(type(c) is str for c in picked) or len(set(picked)) != len(picked):
        return "choose_cards names each card once, by its id."
    return None


def cards_reason(state: DraconiumState, move: Move) -> IllegalMove | None:
    """`choose_cards` (each card once, by its id: the shape gate, `each_card_once`)."""
    pending = _asked(state)
    picked = list(move["cards"])
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


def gain_reason(state: DraconiumState, move: Move) -> IllegalMove | None:
    """A pile that is not among the choices: §7's reasons (23, the lock, the cost, …)."""
    pile = move["pile"]
    if pile in _asked(state).choices:
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
