"""The engine steps that are not moves (§7): set-up (§2), drawing with the reshuffle (R2),
the start of a turn (refill, then mercenary cleanup, R5), the end of a turn and of a
round, the end trigger's finished round (§3.10) and the stall guard (R26)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.rng import Rng
from game.core.state import Pending, Result
from game.core.words import plural, verb
from game.games.hatch import standing
from game.games.hatch.cards import Catalog
from game.games.hatch.state import (
    DEFEND,
    DISCARD,
    LOOT,
    MAIN,
    OVER,
    HatchState,
    Player,
)


def new_state(
    cat: Catalog, seats: Sequence[str], seed: int, options: Mapping[str, Any]
) -> HatchState:
    """§2: shuffle the 72 cards, deal 5 to each player, choose who starts, begin."""
    state = HatchState(
        game="hatch", seats=list(seats), options=dict(options), seed=seed, rng=Rng(seed)
    )
    state.players = [Player.empty(seat, options["open_table"]) for seat in range(len(seats))]
    deck = cat.card_ids()
    state.rng.shuffle(deck)
    state.draw.cards = deck
    deal = cat.numbers.hand_size  # §2: as many as the refill tops up to
    state.say(f"Hatch for {plural(len(seats), 'player')}: each is dealt {deal} cards.")
    for p in state.players:
        for _ in range(deal):
            p.hand.cards.append(state.draw.cards.pop())
    if options["starting_player"] == "random":
        state.start = state.rng.below(len(seats))
        state.say(f"{state.name(state.start)} is drawn to start.")
    else:
        state.start = 0
        state.say(f"{state.name(0)}, in the first seat, starts.")
    begin_turn(cat, state, state.start)
    return state


def labels(cat: Catalog, cards: Sequence[str]) -> str:
    """ "Emberclaw (12), Pebble Whelp (3) and Cinder Whelp (1)"."""
    names = [cat.label(c) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


# -- piles ---------------------------------------------------------------------------------


def to_discard(state: HatchState, cards: Sequence[str]) -> None:
    """Cards go face up on the discard pile (the last one on top); a round in which a
    card reaches a pile is no longer quiet (R26)."""
    if cards:
        state.discard.cards.extend(cards)
        state.quiet_round = False


def draw_cards(cat: Catalog, state: HatchState, seat: int, count: int) -> list[str]:
    """Draw up to `count` cards into `seat`'s hand. An empty draw pile is replaced by the
    shuffled discard pile at the moment a draw needs it; with both empty the draw stops
    short, without penalty (R2, R30)."""
    hand = state.players[seat].hand.cards
    pile = state.draw.cards
    drawn: list[str] = []
    for _ in range(count):
        if not pile:
            if not state.discard.cards:
                break
            pile = reshuffle(state)
        card = pile.pop()
        hand.append(card)
        drawn.append(card)
    return drawn


def reshuffle(state: HatchState) -> list[str]:
    """R2: the discard pile, shuffled, becomes the new draw pile."""
    cards = state.discard.cards
    state.discard.cards = []
    state.rng.shuffle(cards)
    state.draw.cards = cards
    state.quiet_round = False
    state.say(f"The discard pile ({plural(len(cards), 'card')}) is shuffled into a new draw pile.")
    return cards


def say_drawn(cat: Catalog, state: HatchState, seat: int, drawn: list[str], why: str) -> None:
    """A public line with the count, a private one with the cards (§4)."""
    name = state.name(seat)
    if not drawn:
        state.say(f"{name} {why}: both piles are empty, so nothing is drawn.")
        return
    state.say(f"{name} {why}: {plural(len(drawn), 'card')} drawn.")
    state.say(f"You drew {labels(cat, drawn)}.", seat)


# -- turns ------------------------------------------------------------------------------------


def begin_turn(cat: Catalog, state: HatchState, seat: int) -> None:
    """§3.1 steps 1–3: a new round if `seat` starts it; refill to 5, then the player's
    mercenaries go to the discard pile (R5: after the refill, so they are not drawn)."""
    p = state.players[seat]
    state.active = seat
    state.turn += 1
    p.turns += 1
    if seat == state.start:
        state.round += 1
        state.quiet_round = not state.draw.cards and not state.discard.cards
    state.say(f"Round {state.round}: {state.name(seat)}'s turn.")
    p.fresh.clear()  # R17: dragons hatched last turn may attack now
    p.weary.clear()  # R18: dragons that attacked may block again
    need = cat.numbers.hand_size - len(p.hand.cards)
    if need > 0:  # R3: a hand of 5 or more draws nothing (R1 on the first turn)
        say_drawn(cat, state, seat, draw_cards(cat, state, seat, need), "refills")
    if p.mercs.cards:
        mercs = list(p.mercs.cards)
        p.mercs.cards.clear()
        to_discard(state, mercs)
        went = verb(len(mercs), "goes", "go")
        state.say(
            f"{state.name(seat)}'s mercenary {labels(cat, mercs)} {went} to the discard pile."
        )
    state.attack = None
    state.attacked = False
    ask_main(state)


def ask_main(state: HatchState) -> None:
    state.phase = MAIN
    if state.attacked:
        prompt = "Lay, nurture or hatch eggs, or end your turn."
    else:
        prompt = "Lay, nurture or hatch eggs, attack once, or end your turn."
    state.pending = Pending(MAIN, (state.active,), prompt=prompt)


def end_turn(cat: Catalog, state: HatchState) -> None:
    """§3.1 step 7 and §3.10: the round ends with the player seated just before the
    starting player. Triggered (R24), the game ends then; a quiet round ends it under
    the stall guard (R26); otherwise the next seat plays."""
    seat = state.active
    n = len(state.players)
    for egg in state.players[seat].eggs:
        egg.sacrifices.clear()  # §3.4: sacrifices are nominated for a hatch this turn
    state.say(f"{state.name(seat)} ends the turn.")
    if (seat + 1) % n == state.start:
        if state.trigger is not None:
            finish(cat, state, "")
            return
        if state.options["stall_guard"] and state.quiet_round:
            finish(cat, state, "the stall guard (a round with both piles empty and no hatch)")
            return
        if state.round >= state.options["round_limit"]:
            finish(cat, state, f"the round limit ({state.round} rounds)")
            return
    begin_turn(cat, state, (seat + 1) % n)


def finish(cat: Catalog, state: HatchState, why: str) -> None:
    winners, how = standing.winners(cat, state)
    if why:
        how = f"{why}: {how}"
    values = standing.dynasties(cat, state)
    summary = " · ".join(f"{state.name(s)} {v}" for s, v in enumerate(values))
    state.result = Result(winners, how, summary)
    state.phase = OVER
    state.pending = None
    names = " and ".join(state.name(s) for s in winners)
    state.say(f"The game is over after round {state.round}: {summary}. {names} won by {how}.")


def handover(state: HatchState, seat: int) -> str:
    """The privacy screen's words when `seat` takes the screen (§4): "Pass to Ben — 2
    dragons attack you" after an attack, "Pass back to Ann" for the loot."""
    name = state.name(seat)
    attack = state.attack
    if state.phase == DEFEND and attack is not None and seat == attack.target:
        n = len(attack.dragons)
        return f"Pass to {name} — {plural(n, 'dragon')} {verb(n, 'attacks', 'attack')} you"
    if state.phase in (LOOT, DISCARD) and attack is not None and seat == attack.attacker:
        return f"Pass back to {name}"
    if seat == state.active and state.attacked:
        return f"Pass back to {name}"  # every attacker was blocked: no loot, the turn goes on
    return f"Pass to {name}"
