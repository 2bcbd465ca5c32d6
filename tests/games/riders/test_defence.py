"""A Rider in danger is healed or shielded: the estimate reads a unit left in the
other side's reach as all but lost (§4.8), the playout policy heals it, and the strong
bot survives a new player's four-turn rush on its Rider (seed 11, a quick deal, Kael
and Voltwing)."""

from __future__ import annotations

from typing import Any

from game.core.move import Move
from game.core.rng import Rng
from game.games import REGISTRY
from game.games.riders import ENTRY
from game.games.riders.search import evaluate, playout, race_lead
from game.games.riders.state import RidersState
from tests.games.riders.helpers import RULES, table

ATTACK = Move.make(1, "attack", target="enemy_rider")
HEAL = Move.make(1, "play_card", card="rider_heal_1", target="own_rider")
SHIELD = Move.make(1, "play_card", card="shield_up_1", target="own_rider")
END = Move.make(1, "end_turn")


def in_danger() -> RidersState:
    """Brann's Lyra at 7 HP with no Shields, 5 energy, Rider Heal and Shield Up in
    hand; Aria's Kael and Voltwing take 4 energy next turn: a first attack on the
    Rider deals 3 + 2 (Kael, R26), a second 3, so 8 HP in all."""
    st = table(
        riders=("Kael", "Lyra"),
        dragons=("Voltwing", "Emberfang"),
        active=1,
        hands=(["strike_1", "precision_strike_1"], ["rider_heal_1", "shield_up_1", "strike_2"]),
        energy=(0, 5),
    )
    st.unit(1, "rider").hp = 7
    st.players[1].shields = 0
    return st


def after(moves: list[Move]) -> RidersState:
    st = in_danger()
    for move in moves:
        RULES.apply(st, move)
    return st


def test_a_rider_left_in_reach_reads_as_all_but_lost() -> None:
    raced = after([ATTACK, ATTACK, END])  # 7 HP against a reach of 4 x 1.5 + 1 (Kael Wounded)
    healed = after([HEAL, SHIELD, END])  # 10 HP and 2 Shields: out of reach
    assert raced.unit(1, "rider").hp == 7 and raced.players[0].energy == 4
    assert race_lead(RULES.cat, raced, 1) < race_lead(RULES.cat, healed, 1) - 0.8
    assert evaluate(RULES, raced, 1) < 0.05 < 0.1 < evaluate(RULES, healed, 1)


def test_a_staggered_attacker_has_one_action_of_reach() -> None:
    raced = after([ATTACK, ATTACK, END])
    frozen = after([ATTACK, ATTACK, END])
    frozen.unit(0, "rider").freeze = 1  # R11: one action on Aria's coming turn
    assert race_lead(RULES.cat, frozen, 1) > race_lead(RULES.cat, raced, 1) + 1.5


def test_the_playout_policy_heals_a_rider_in_danger() -> None:
    st = in_danger()
    legal = RULES.legal_moves(st, 1)
    chosen = [playout(RULES, st, 1, legal, Rng(seed)) for seed in range(40)]
    assert sum(m in (HEAL, SHIELD) for m in chosen) >= 34  # all but the 10 % explored


def test_the_strong_bot_heals_or_shields_a_rider_in_danger() -> None:
    st = in_danger()
    bot = ENTRY.make_bot("strong", 3, RULES)
    while st.result is None and st.active == 1:
        RULES.apply(st, bot.choose(RULES.view(st, 1), RULES.legal_moves(st, 1)))
    rider = st.unit(1, "rider")
    assert rider.hp + st.players[1].shields > 8  # out of Kael and Voltwing's reach


def rush_move(rules: Any, st: RidersState) -> Move:
    """The new player's rush: Kael and Voltwing, every card aimed at the enemy Rider
    played, then every attack on it."""
    legal = rules.legal_moves(st, 0)
    if st.phase == "rider":
        return next(m for m in legal if m["rider"] == "Kael")
    if st.phase == "dragon":
        return next(m for m in legal if m["dragon"] == "Voltwing")
    for kind in ("play_card", "attack"):
        for m in legal:
            if m.kind == kind and m.get("target") == "enemy_rider":
                return m
    return next((m for m in legal if m.kind == "end_turn"), legal[0])


def test_the_strong_bot_survives_the_four_turn_rush() -> None:
    rules = REGISTRY.get("riders")
    bot = ENTRY.make_bot("strong", 11 * 16 + 1, rules)
    st = rules.new_game(["human", "strong"], 11, {"draft_mode": "quick"})
    defended = 0
    while st.result is None:
        seat = rules.to_act(st)[0]
        legal = rules.legal_moves(st, seat)
        if seat == 0:
            move = rush_move(rules, st)
        else:
            move = legal[0] if len(legal) == 1 else bot.choose(rules.view(st, 1), legal)
            if move.kind == "play_card" and move["target"] == "own_rider":
                defended += 1
        rules.apply(st, move)
        if st.players[0].turns > 4 and st.result is None:
            break  # the rush's four turns are over
    me = st.players[1]
    assert me.rider is not None and me.rider.hp > 0
    assert st.result is None or st.result.winners == (1,)
    assert defended >= 1  # it healed or shielded its Rider on the way
