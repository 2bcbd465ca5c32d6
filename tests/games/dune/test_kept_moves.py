"""The rules keep moves and copies for speed; these tests hold them to the plain answers.

A Recruitment turn's moves are put together from lists kept per board (the same Move
objects at every position); here they are compared, gesture included, with every move
worked out afresh from the rules (R13–R23, R41–R43) at the positions of seeded games.
A state's copy is compared with a deep copy.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from game.bots.random_bot import RandomBot
from game.core.move import Gesture, Move
from game.games.dune import recruit
from game.games.dune.dragon import city_full, dragon_blocked
from game.games.dune.rules import DuneRuleset
from game.games.dune.state import ELVES, ORCS, DuneState, is_ace

RULES = DuneRuleset()
OPTIONS: list[dict[str, Any]] = [
    {},
    {"dragon_blocks": True, "hire_several_regions": True, "conscript_bonus": 1},
]


def positions(seed: int, options: dict[str, Any]) -> list[tuple[DuneState, int]]:
    """Every position of a seeded random game, with the seat to act."""
    state = RULES.new_game(["Dain", "Elora", "Grik", "Urg"], seed, options)
    bots = [RandomBot(seed + i) for i in range(4)]
    seen = []
    for _ in range(2000):
        if RULES.result(state) is not None:
            break
        seat = RULES.to_act(state)[0]
        seen.append((state.clone(), seat))
        RULES.apply(state, bots[seat].choose(None, RULES.legal_moves(state, seat)))
    return seen


def bank(seat: int, region: str) -> Gesture:
    return Gesture(f"bank:{seat}", f"bank:{seat}", f"region:{region}")


def fresh_turn_moves(state: DuneState, seat: int) -> list[Move]:
    """Every move of a Recruitment turn, made afresh, in the order the rules list them."""
    ctx = RULES.ctx
    w = recruit.work(state)
    step, used = w["step"], w["used"]
    regions = list(ctx.board.regions)
    reserve = state.reserve(seat)
    aces = [c for c in state.players[seat].hand.cards if is_ace(c)]

    def placeable(r: str) -> bool:
        return not dragon_blocked(state, ctx, r) and not city_full(state, ctx, r, seat)

    moves = []
    if step <= recruit.CONSCRIPT and "conscript" not in used:
        most = min(recruit.conscript_limit(state, ctx, seat), reserve)
        for r in regions:
            if state.on(r, seat) > 0 and placeable(r):
                moves += [
                    Move.make(seat, "conscript", bank(seat, r), region=r, n=n)
                    for n in range(most, 0, -1)
                ]
    if seat == ORCS and step <= recruit.RECRUITING and not {"hire", "raise"} & set(used):
        for r in ctx.board.orcish():
            if placeable(r):
                moves += [
                    Move.make(seat, "raise_orcs", bank(seat, r), region=r, n=n)
                    for n in range(reserve, 0, -1)
                ]
    if recruit.may_hire(state, seat):
        half = recruit.half_price(state, ctx, seat)
        cards: list[str | None] = [None] + ([] if half else aces)
        for r in regions:
            if not placeable(r):
                continue
            for card in cards:
                n = reserve
                while (
                    n > 0
                    and recruit.hire_cost(state, ctx, seat, r, n, card is not None)
                    > state.players[seat].gold
                ):
                    n -= 1
                moves += [
                    Move.make(seat, "hire_mercenaries", bank(seat, r), region=r, n=k, card=card)
                    for k in range(n, 0, -1)
                ]
    if seat == ELVES and step <= recruit.RECRUITING:
        most = min(ctx.data.elf_ace_tokens, reserve)
        for card in aces:
            for r in regions:
                if placeable(r):
                    moves += [
                        Move.make(seat, "elf_ace_place", bank(seat, r), card=card, region=r, n=n)
                        for n in range(most, 0, -1)
                    ]
    if step <= recruit.MOVING and w["moves_left"] > 0:
        reach = recruit.move_range(state, ctx, seat)
        for src in regions:
            groups = [(False, state.on(src, seat))]
            if seat == ELVES:
                groups.append((True, state.hidden.get(src, 0)))
            for hidden, k in groups:
                if k <= 0:
                    continue
                for dst, path in recruit.shortest_paths(state, ctx, src, reach).items():
                    if not city_full(state, ctx, dst, seat):
                        moves += [
                            recruit.move_of(seat, src, path, n, hidden) for n in range(k, 0, -1)
                        ]
    if step <= recruit.MOVING:
        moves += [Move.make(seat, "ace_extra_move", card=card) for card in aces]
    moves += [
        Move.make(
            seat,
            "disband",
            Gesture(f"stack:{r}:{seat}", f"region:{r}", f"bank:{seat}"),
            region=r,
            n=n,
        )
        for r in regions
        for n in range(state.on(r, seat), 0, -1)
    ]
    return [*moves, Move.make(seat, "end_turn")]


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("seed", [2, 7])
def test_a_recruitment_turn_offers_exactly_the_moves_worked_out_afresh(
    seed: int, options: dict[str, Any]
) -> None:
    turns = 0
    for state, seat in positions(seed, options):
        pending = state.pending
        if state.round != "recruit" or pending is None or pending.kind != recruit.TURN:
            continue
        listed = RULES.legal_moves(state, seat)
        expected = fresh_turn_moves(state, seat)
        assert listed == expected
        assert [m.gesture for m in listed] == [m.gesture for m in expected]
        again = RULES.legal_moves(state, seat)
        assert all(a is b for a, b in zip(listed, again, strict=True))  # the kept objects
        turns += 1
    assert turns >= 40


def test_hiring_offers_the_most_tokens_the_gold_pays_for_at_every_price() -> None:
    ctx = RULES.ctx
    for gold in range(0, 30):
        for reserve in (0, 1, 5, 20):
            for halved in (False, True):
                for per in (ctx.data.mercenary_city, ctx.data.mercenary_other, 3):
                    n = reserve
                    while n > 0 and ((per * n + 1) // 2 if halved else per * n) > gold:
                        n -= 1
                    assert recruit.most_hired(per, gold, reserve, halved) == n


@pytest.mark.parametrize("options", OPTIONS)
def test_a_copy_of_the_state_equals_a_deep_copy_and_shares_nothing(
    options: dict[str, Any],
) -> None:
    for state, _ in positions(4, options)[::5]:
        mine, deep = state.clone(), copy.deepcopy(state)
        assert mine.rng.state == deep.rng.state
        mine.rng = deep.rng = state.rng
        assert mine == deep
        for region, counts in mine.tokens.items():
            assert counts is not state.tokens[region]
        assert mine.work is not state.work or not state.work
        assert mine.players[0].hand.cards is not state.players[0].hand.cards
        bare = state.clone(history=False)
        assert bare.log == [] and bare.moves == []


def test_a_view_holds_no_moves_and_only_the_lines_its_seat_may_read() -> None:
    state, seat = positions(5, {})[-40]
    view = RULES.view(state, seat)
    assert view.moves == []
    assert view.log == [line for line in state.log if line.seat in (None, seat)]
    assert view.tokens == state.tokens and view.tokens is not state.tokens
