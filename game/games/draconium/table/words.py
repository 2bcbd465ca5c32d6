"""Dominion: Draconium moves in a player's words (keyboard play, bots' moves) and the
marks that float over the table after a move: coins, Actions, Buys and cards drawn,
cards gained and trashed, piles refilled, Egg counters, hatches and Dragons grown.

Pure functions of views and moves: nothing here changes any state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pygame

from game.core.move import Move
from game.core.words import plural
from game.core.zones import HIDDEN_CARD
from game.games.draconium import mats
from game.games.draconium.cards import name_of
from game.games.draconium.state import ACTION, BUY, DraconiumState
from game.games.draconium.table.help import next_step
from game.table.kit import Mark, plain_label

STEP_WORDS = {
    "remove": "takes its Delay token off",
    "flip": "flips to its dispatch side",
    "dispatch": "is dispatched",
    "disengage": "disengages",
}


def move_words(view: DraconiumState, move: Move, cost: Callable[[str], int | None]) -> str:
    """The move as a player would say it: "Play Village", "Buy Silver for $3"."""
    kind = move.kind
    args: dict[str, Any] = dict(move.args)
    card = name_of(str(args.get("card", ""))) if "card" in args else ""
    if kind == "play_action" or kind == "play_treasure":
        return f"Play {card}"
    if kind == "play_all_treasures":
        return "Play all Treasures"
    if kind == "buy":
        pile = str(args["pile"])
        price = cost(_top(view, pile))
        return f"Buy {name_of(_top(view, pile))}" + (f" for ${price}" if price is not None else "")
    if kind == "choose_gain":
        return f"Gain {name_of(_top(view, str(args['pile'])))}"
    if kind == "agree_end":
        return "Agree to end the game as a draw"
    if kind == "end_phase":
        if view.phase == ACTION:
            return "End the Action phase (go to Buy)"
        if view.phase == BUY:
            return "End your turn"
        return "End the phase"
    if kind == "resolve_dragon_phase":
        return _step_words(view, move)
    if kind == "choose_cards":
        cards = [name_of(c) for c in args.get("cards", ()) if c != HIDDEN_CARD]
        return f"Choose {_listed(cards)}" if cards else "Choose no cards"
    if kind == "order_cards":
        cards = [name_of(c) for c in args.get("cards", ())]
        return "Put back, top first: " + ", ".join(cards)
    if kind == "choose_option":
        index = int(args.get("index", 0))
        choices = view.pending.choices if view.pending is not None else ()
        return f"Choose: {choices[index]}" if index < len(choices) else "Choose"
    if kind == "may":
        prompt = view.pending.prompt if view.pending is not None else ""
        answer = "Yes" if args.get("answer") == "yes" else "No"
        return f"{answer}: {prompt}" if prompt else answer
    if kind == "reveal_reaction":
        return f"Reveal {card}"
    if kind == "reveal_clandestine":
        return (
            f"Reveal {card} (and draw again)"
            if args.get("answer") == "yes"
            else (f"Keep {card} hidden")
        )
    if kind == "pass":
        asked = view.pending.kind if view.pending is not None else ""
        return {
            "reaction": "Reveal nothing",
            "play_action": "Play nothing",
            "invest": "Don't invest",
        }.get(asked, "Pass")
    if kind == "invest":
        return f"Invest in your Egg: trash {card}"
    if kind == "choose_egg":
        return f"Take the {args.get('egg', 'Egg')}"
    if kind == "resign":
        return "Resign the game"
    return plain_label(move)


def _top(view: DraconiumState, pile: str) -> str:
    cards = view.supply[pile].cards if pile in view.supply else []
    return cards[-1] if cards and cards[-1] != HIDDEN_CARD else pile


def _listed(names: list[str]) -> str:
    counts = Counter(names)
    return ", ".join(f"{n} ×{k}" if k > 1 else n for n, k in counts.items())


def _step_words(view: DraconiumState, move: Move) -> str:
    roosts = mats.beasts_of(view, move.seat)
    slot = dict(move.args).get("beast")
    found = [r for r in roosts if slot is None or r.slot == slot]
    if not found or found[0].beast is None:
        return "Take the Dragon-phase step"
    beast = found[0].beast
    return f"Dragon phase: {beast.name} {STEP_WORDS[next_step(beast)]}"


# -- marks ---------------------------------------------------------------------------------


def owned(view: DraconiumState, seat: int) -> int:
    """How many cards a player has (counts are public even where the cards are not)."""
    return sum(len(zone) for zone in view.players[seat].zones())


def marks_between(
    before: DraconiumState,
    after: DraconiumState,
    me: int,
    zones: dict[str, pygame.Rect],
) -> list[Mark]:
    """What a move changed that a player may see, placed where it happened."""
    out: list[Mark] = []
    stacked: Counter[str] = Counter()

    def put(zone: str, text: str, good: bool = True) -> None:
        rect = zones.get(zone)
        if rect is None:
            return
        x, y = rect.center
        out.append(Mark((x, y - 24 * stacked[zone]), text, good))
        stacked[zone] += 1

    same_turn = before.turn == after.turn and before.active == after.active
    if same_turn:
        for value, word in (
            (after.coins - before.coins, "$"),
            (after.actions - before.actions, "Action"),
            (after.buys - before.buys, "Buy"),
        ):
            if value > 0:
                put("resources", f"+${value}" if word == "$" else f"+{plural(value, word)}")
        drawn = len(after.players[me].hand) - len(before.players[me].hand)
        deck = len(before.players[me].deck) - len(after.players[me].deck)
        if drawn > 0 and deck > 0:
            put(f"hand:{me}", f"+{plural(min(drawn, deck), 'Card')}")
    _gains(before, after, me, put)
    _trashed(before, after, put)
    _eggs(before, after, put)
    if not mats.lock_lifted(before) and mats.lock_lifted(after):
        put("supply:Province", "Unlocked!")
    return out


def _gains(before: DraconiumState, after: DraconiumState, me: int, put: Any) -> None:
    taken: Counter[str] = Counter()
    for name, pile in before.supply.items():
        left = len(after.supply[name].cards) if name in after.supply else 0
        if left < len(pile.cards):
            taken[name_of(_top(before, name))] += len(pile.cards) - left
        elif left > len(pile.cards):
            put(f"supply:{name}", f"+{left - len(pile.cards)} back", True)
    for name, pile in before.nonsupply.items():
        left = len(after.nonsupply[name].cards) if name in after.nonsupply else 0
        if left < len(pile.cards):
            taken[name] += len(pile.cards) - left
    if not taken:
        return
    what = next(iter(taken)) if len(taken) == 1 else ""
    trashed = Counter(_owner(before, c) for c in set(after.trash.cards) - set(before.trash.cards))
    for seat in range(len(after.players)):
        rise = owned(after, seat) - owned(before, seat) + trashed[seat]  # Remodel: both
        if rise <= 0:
            continue
        words = (
            f"+{what}"
            if what and rise == 1
            else f"+{rise} {what}"
            if what
            else (f"+{plural(rise, 'card')}")
        )
        put(f"discard:{me}" if seat == me else f"player:{seat}", words, seat == me)


def _owner(view: DraconiumState, card: str) -> int:
    """The seat whose cards held `card` (as far as the view shows), or -1."""
    for p in view.players:
        if any(card in zone.cards for zone in p.zones()):
            return p.seat
    return -1


def _trashed(before: DraconiumState, after: DraconiumState, put: Any) -> None:
    old = set(before.trash.cards)  # card ids are unique: the new ones are the trashed ones
    new = [c for c in after.trash.cards if c not in old]
    gone = len(new)
    if gone <= 0:
        return
    names = [name_of(c) for c in new if c != HIDDEN_CARD]
    word = "Recycled" if mats.recycling(after) else "Trashed"
    put("trash", f"{word}: {_listed(names)}" if names else f"{word}: {plural(gone, 'card')}", False)


def _eggs(before: DraconiumState, after: DraconiumState, put: Any) -> None:
    for seat in range(len(after.players)):
        old = mats.mats_of(before, seat)
        for mat in mats.mats_of(after, seat):
            was = next((m for m in old if m.slot == mat.slot), None)
            if was is None:
                continue
            zone = f"roost:{seat}"
            if was.egg is not None and mat.egg is None and mat.beast is not None:
                put(zone, f"Hatched: {mat.beast.name}!")
            elif was.beast and mat.beast and was.beast.stage != mat.beast.stage:
                put(zone, f"Grown: {mat.beast.name}!")
            elif mat.egg is not None and mat.counter != was.counter:
                change = mat.counter - was.counter
                sign = "+" if change > 0 else "−"
                put(zone, f"{mat.egg} {sign}{abs(change)} ({mat.progress})", change > 0)
