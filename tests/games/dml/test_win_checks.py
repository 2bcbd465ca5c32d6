"""The instant-win checks that speed skips (§4.2, R41): a move or a step that gives no
card to a Treasury is not followed by a check, and a Treasury already judged is looked
up. Neither may ever miss a win: in every position of these games, no Treasury
qualifies while the game goes on.

Random games rarely come near a Monopoly, so each game here is rigged once set up:
seats 0 and 2 are handed seven of one suit's 2–9 each and seat 1 three Eggs, from wherever those
cards lay. Every way a card reaches a Treasury (acquisitions, seizes, Black Markets,
the Thief, Tithe, the Archduchess, the Heiress) then has its chance to complete one."""

from __future__ import annotations

from game.bots.random_bot import RandomBot
from game.core.rng import Rng
from game.games.dml import ops
from game.games.dml.cards import SUITS, default_catalog
from game.games.dml.state import DmlState

from .helpers import RULES

GAMES = 40
MOVABLE = ("deck", "nest", "hoard", "stock:", "bm:", "treasury:")


def _qualifying_seats(state: DmlState) -> list[int]:
    return [p.seat for p in state.players if ops._judge(RULES.cat, p.treasury.cards) is not None]


def _hand_over(state: DmlState, cards: list[str], seat: int) -> None:
    treasury = state.players[seat].treasury
    for card in cards:
        zone = state.where(card)
        if zone is not None and zone is not treasury and zone.id.startswith(MOVABLE):
            zone.cards.remove(card)
            treasury.cards.append(card)


def _rig(state: DmlState, seed: int) -> None:
    rng = Rng(seed)
    first = rng.below(len(SUITS))
    suit, other = SUITS[first], SUITS[(first + 1) % len(SUITS)]
    _hand_over(state, [f"{r}{suit}" for r in range(2, 9)], 0)  # seven of the eight
    _hand_over(state, [f"A{s}" for s in SUITS][:3], 1)  # three Eggs
    _hand_over(state, [f"{r}{other}" for r in range(3, 10)], 2)  # seven more


def test_no_win_is_ever_left_unchecked() -> None:
    instant = 0
    for seed in range(GAMES):
        state = RULES.new_game(["A", "B", "C", "D"], seed)
        bots = [RandomBot(seed * 7 + i) for i in range(4)]
        rigged = False
        for _ in range(5_000):
            if state.result is not None:
                break
            if not rigged and state.stage == "game":
                _rig(state, seed)
                rigged = True
                if _qualifying_seats(state):  # the rig itself completed one: not a test
                    break
            seat = RULES.to_act(state)[0]
            RULES.apply(state, bots[seat].choose(None, RULES.legal_moves(state, seat)))
            if state.result is None:
                assert _qualifying_seats(state) == [], (seed, state.moves[-1])
        if state.result is not None and state.result.how.startswith(("Monopoly", "Ultimate")):
            instant += 1
            assert state.result.winners[0] in _qualifying_seats(state)
    assert instant >= 5, instant  # seeded: these games reach seven instant wins


def test_a_remembered_verdict_equals_a_fresh_one() -> None:
    cat = default_catalog()
    clubs = [f"{r}C" for r in range(2, 10)]
    eggs = ["AS", "AH", "AD", "AC"]
    state = RULES.new_game(["A", "B", "C"], 1)
    for cards, expected in (
        ([*clubs, "KH"], "Monopoly in Wood ♣"),
        ([*eggs, "2C"], "Ultimate Victory"),
        (clubs[:7] + eggs[:3], None),
    ):
        state.players[0].treasury.cards = list(cards)
        first = ops.qualifies(cat, state, 0)
        again = ops.qualifies(cat, state, 0)
        assert first == again == ops._judge(cat, cards)
        assert (first[0] if first else None) == expected
