"""Build exact Dragon Riders positions for rule tests.

`table()` plays the real set-up moves (Rider and Dragon choice, a quick deal),
then arranges hands and energy by moving cards between zones, so every card
still lies in exactly one zone. Seat 0 is Aria, seat 1 is Brann.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.state import Pending
from game.games.riders.rules import RidersRuleset
from game.games.riders.state import ACTION, RidersState

RULES = RidersRuleset()


def table(
    riders: tuple[str, str] = ("Talia", "Kael"),
    dragons: tuple[str, str] = ("Emberfang", "Steelhorn"),
    active: int = 0,
    hands: tuple[Iterable[str], Iterable[str]] = ((), ()),
    energy: tuple[int, int] = (10, 10),
    options: Mapping[str, Any] | None = None,
    seed: int = 1,
    rules: RidersRuleset = RULES,
) -> RidersState:
    """`rules`: the game on another card file (a designer's tiles)."""
    opts = {"draft_mode": "quick", **(options or {})}
    if riders[0] == riders[1] or dragons[0] == dragons[1]:
        opts["mirror_units"] = True
    st = rules.new_game(["Aria", "Brann"], seed, opts)
    for seat in (0, 1):
        rules.apply(st, Move.make(seat, "choose_rider", rider=riders[seat]))
    for seat in (0, 1):
        rules.apply(st, Move.make(seat, "choose_dragon", dragon=dragons[seat]))
    # The quick deal ran and someone's start phase too; arrange the position.
    for p in st.players:
        p.deck.cards.extend(p.hand.cards)
        p.hand.cards.clear()
        p.turns = 1
        p.actions = 0
        p.first_action = ""
        p.first_attack_used = False
        p.bronn_used = False
    for seat, cards in enumerate(hands):
        for card in cards:
            give(st, seat, card)
    st.players[0].energy, st.players[1].energy = energy
    st.active = active
    st.turn = 1
    st.phase = ACTION
    st.pending = Pending("act", (active,))
    st.log.clear()
    return st


def give(st: RidersState, seat: int, card: str) -> None:
    """Move `card` from wherever it lies into `seat`'s hand."""
    for zone in st.zones():
        if card in zone.cards:
            zone.cards.remove(card)
            st.players[seat].hand.cards.append(card)
            return
    raise AssertionError(f"{card} is in no zone")


def play(st: RidersState, seat: int, card: str, target: str) -> RidersState:
    return RULES.apply(st, Move.make(seat, "play_card", card=card, target=target))


def attack(st: RidersState, seat: int, target: str) -> RidersState:
    return RULES.apply(st, Move.make(seat, "attack", target=target))


def end_turn(st: RidersState, seat: int) -> RidersState:
    return RULES.apply(st, Move.make(seat, "end_turn"))


def rejection(st: RidersState, move: Move) -> IllegalMove:
    """Apply `move`, expect a rejection, and check the state did not change."""
    from game.core.serial import to_plain

    before = to_plain(st)
    try:
        RULES.apply(st, move)
    except IllegalMove as exc:
        assert to_plain(st) == before, "a rejected move changed the state"
        return exc
    raise AssertionError(f"{move.describe()} was accepted")


def hp(st: RidersState, seat: int, which: str) -> int:
    return st.unit(seat, which).hp


def log_text(st: RidersState) -> str:
    return "\n".join(line.text for line in st.log)
