"""Dragon Riders: the turn (start, action and end phases), statuses, energy,
the hand limit and winning.

Every expected number comes from the rules reference
(shared/games/dragon-riders.md): §3 turn algorithm, §4.1 energy, §4.4
statuses, §4.7 deck and hand, §4.8 winning, §8 rejections, and rulings
R5-R15, R18-R20, R36, R42.

Seat 0 is Aria, seat 1 is Brann. By default Aria rides Talia on Emberfang
(33 HP, 3 Shields) and Brann rides Kael on Steelhorn (40 HP, 4 Shields);
both have energy 10 and an own-turn counter of 1.
"""

from __future__ import annotations

import pytest

from game.core.move import Move
from game.games.riders.state import ACTION, DISCARD
from tests.games.riders.helpers import (
    RULES,
    attack,
    end_turn,
    hp,
    play,
    rejection,
    table,
)


def kinds(st, seat: int) -> list[str]:
    return [m.kind for m in RULES.legal_moves(st, seat)]


# --------------------------------------------------------------------------- #
# Start phase (§3)
# --------------------------------------------------------------------------- #


def test_s3_start_bookkeeping_counter_actions_first_attack() -> None:
    st = table()
    attack(st, 0, "enemy_dragon")
    assert st.players[0].actions == 1
    assert st.players[0].first_attack_used is True
    end_turn(st, 0)
    assert st.active == 1
    assert st.players[1].turns == 2
    end_turn(st, 1)
    assert st.active == 0
    me = st.players[0]
    assert me.turns == 2
    assert me.actions == 0
    assert me.first_attack_used is False
    assert st.phase == ACTION
    assert st.pending is not None and st.pending.seats == (0,)


def test_r7_start_draw_when_hand_below_5() -> None:
    st = table(active=1, hands=(("strike_1", "strike_2", "strike_3", "strike_4"), ()))
    deck_before = list(st.players[0].deck.cards)
    end_turn(st, 1)
    hand = st.players[0].hand.cards
    assert len(hand) == 5
    drawn = [c for c in hand if not c.startswith("strike_")]
    assert len(drawn) == 1 and drawn[0] in deck_before
    assert len(st.players[0].deck.cards) == len(deck_before) - 1


def test_r7_no_start_draw_at_5_cards_card_stays_on_deck() -> None:
    five = ("strike_1", "strike_2", "strike_3", "strike_4", "heavy_blow_1")
    st = table(active=1, hands=(five, ()))
    deck_before = list(st.players[0].deck.cards)
    end_turn(st, 1)
    assert sorted(st.players[0].hand.cards) == sorted(five)
    assert st.players[0].deck.cards == deck_before
    assert st.players[0].energy == 10 + 6  # the rest of the start phase still runs


def test_r8_empty_deck_draws_nothing_no_penalty() -> None:
    st = table(active=1, hands=(("strike_1",), ()), energy=(0, 0))
    me = st.players[0]
    me.discard.cards.extend(me.deck.cards)  # every card stays in exactly one zone
    me.deck.cards.clear()
    discard = list(me.discard.cards)
    end_turn(st, 1)
    assert me.hand.cards == ["strike_1"]
    assert me.deck.cards == []
    assert me.discard.cards == discard  # no reshuffle
    assert me.energy == 6
    assert hp(st, 0, "dragon") == 33
    assert hp(st, 0, "rider") == 18
    assert st.result is None
    assert st.phase == ACTION and st.active == 0
    end_turn(st, 0)  # the game goes on
    end_turn(st, 1)
    assert me.energy == 12
    assert st.result is None


def test_s3_start_gains_3_plus_economy() -> None:
    st = table(active=0, energy=(0, 0))
    end_turn(st, 0)  # Brann (Kael): 3 + 1
    assert st.players[1].energy == 4
    end_turn(st, 1)  # Aria (Talia): 3 + 2 + 1
    assert st.players[0].energy == 6


def test_s41_energy_carries_over_uncapped() -> None:
    st = table(active=0, energy=(50, 40))
    end_turn(st, 0)
    assert st.players[1].energy == 44
    end_turn(st, 1)
    assert st.players[0].energy == 56


# Burn at the start (step 4, R20)


def test_r20_burn_damages_dragon_then_rider_and_stacks_stay() -> None:
    st = table(active=1, energy=(0, 0))
    st.players[0].shields = 0
    st.unit(0, "dragon").burn = 2
    st.unit(0, "rider").burn = 1
    end_turn(st, 1)
    assert hp(st, 0, "dragon") == 33 - 2
    assert hp(st, 0, "rider") == 18 - 1
    assert st.unit(0, "dragon").burn == 2
    assert st.unit(0, "rider").burn == 1
    assert st.players[1].energy == 0  # no attacker
    end_turn(st, 0)
    end_turn(st, 1)  # the stacks burn again next turn
    assert hp(st, 0, "dragon") == 33 - 4
    assert hp(st, 0, "rider") == 18 - 2


def test_r20_burn_passes_through_shields() -> None:
    st = table(active=1)
    assert st.players[0].shields == 3
    st.unit(0, "rider").burn = 2
    end_turn(st, 1)
    assert st.players[0].shields == 1
    assert hp(st, 0, "rider") == 18


def test_r20_r22_burn_passes_through_bronn_dragon_first() -> None:
    st = table(riders=("Bronn", "Kael"), active=1)
    st.players[0].shields = 0
    st.unit(0, "dragon").burn = 2
    st.unit(0, "rider").burn = 2
    end_turn(st, 1)
    assert hp(st, 0, "dragon") == 33 - 1  # first damage this turn: reduced
    assert hp(st, 0, "rider") == 20 - 2  # the reduction is spent


def test_r20_option_burn_ignores_defense() -> None:
    st = table(riders=("Bronn", "Kael"), active=1, options={"burn_ignores_defense": True})
    assert st.players[0].shields == 3
    st.unit(0, "dragon").burn = 2
    st.unit(0, "rider").burn = 2
    end_turn(st, 1)
    assert hp(st, 0, "dragon") == 33 - 2
    assert hp(st, 0, "rider") == 20 - 2
    assert st.players[0].shields == 3


def test_r5_own_burn_kills_rider_before_voidmaw_pulse() -> None:
    # The pulse (6 > 0) would kill Brann's Dragon; had it run, the Dragon-first
    # check would make Aria win. Per R5 she loses at step 4 first.
    st = table(dragons=("Voidmaw", "Steelhorn"), active=1, energy=(0, 0))
    st.players[0].shields = 0
    st.unit(0, "rider").hp = 1
    st.unit(0, "rider").burn = 1
    st.unit(1, "dragon").hp = 2
    end_turn(st, 1)
    assert st.result is not None
    assert st.result.winners == (1,)
    assert st.result.how == "Rider Kill"
    assert hp(st, 1, "dragon") == 2
    assert RULES.legal_moves(st, 0) == []


def test_r5_own_burn_kills_dragon_before_voidmaw_pulse() -> None:
    st = table(dragons=("Voidmaw", "Steelhorn"), active=1, energy=(0, 0))
    st.unit(0, "dragon").hp = 1
    st.unit(0, "dragon").burn = 1
    st.unit(1, "dragon").hp = 2
    end_turn(st, 1)
    assert st.result is not None
    assert st.result.winners == (1,)
    assert st.result.how == "Dragon Kill"
    assert hp(st, 1, "dragon") == 2


def test_r5_voidmaw_pulse_can_win_at_the_start() -> None:
    st = table(dragons=("Voidmaw", "Emberfang"), active=1, energy=(0, 0))
    st.unit(1, "dragon").hp = 2
    end_turn(st, 1)
    assert st.result is not None
    assert st.result.winners == (0,)
    assert st.result.how == "Dragon Kill"


def test_r6_burn_kills_both_own_units_is_dragon_kill() -> None:
    st = table(active=1)
    st.players[0].shields = 0
    for which in ("dragon", "rider"):
        st.unit(0, which).hp = 1
        st.unit(0, which).burn = 1
    end_turn(st, 1)
    assert st.result is not None
    assert st.result.winners == (1,)
    assert st.result.how == "Dragon Kill"


# --------------------------------------------------------------------------- #
# Action phase: Stagger (R11, R12)
# --------------------------------------------------------------------------- #


STAGGER_MSG = "Your Dragon has 1 Freeze stack: only one action this turn, and you took it (Strike)."


def test_r12_frozen_dragon_one_action_exact_message() -> None:
    st = table(hands=(("strike_1", "strike_2"), ()))
    st.unit(0, "dragon").freeze = 1
    play(st, 0, "strike_1", "enemy_dragon")  # the one action
    err = rejection(st, Move.make(0, "attack", target="enemy_dragon"))
    assert err.code == "riders/staggered"
    assert err.message == STAGGER_MSG
    err = rejection(st, Move.make(0, "play_card", card="strike_2", target="enemy_dragon"))
    assert err.code == "riders/staggered"
    assert err.message == STAGGER_MSG


def test_r12_frozen_first_action_allowed_then_only_end_turn_legal() -> None:
    st = table(hands=(("strike_1",), ()))
    st.unit(0, "dragon").freeze = 2
    assert "attack" in kinds(st, 0) and "play_card" in kinds(st, 0)
    attack(st, 0, "enemy_dragon")
    assert kinds(st, 0) == ["end_turn"]
    err = rejection(st, Move.make(0, "play_card", card="strike_1", target="enemy_dragon"))
    assert err.code == "riders/staggered"


def test_r11_frozen_rider_staggers_too() -> None:
    st = table(hands=(("strike_1", "strike_2"), ()))
    st.unit(0, "rider").freeze = 1
    play(st, 0, "strike_1", "enemy_dragon")
    err = rejection(st, Move.make(0, "play_card", card="strike_2", target="enemy_dragon"))
    assert err.code == "riders/staggered"


def test_r11_two_frozen_units_still_allow_one_action() -> None:
    st = table(hands=(("strike_1", "strike_2"), ()))
    st.unit(0, "dragon").freeze = 1
    st.unit(0, "rider").freeze = 3
    play(st, 0, "strike_1", "enemy_dragon")
    assert hp(st, 1, "dragon") == 40 - 2
    err = rejection(st, Move.make(0, "attack", target="enemy_rider"))
    assert err.code == "riders/staggered"


def test_r11_option_stagger_dragon_only_frozen_rider_acts_freely() -> None:
    st = table(hands=(("strike_1", "strike_2"), ()), options={"stagger_dragon_only": True})
    st.unit(0, "rider").freeze = 2
    play(st, 0, "strike_1", "enemy_dragon")
    play(st, 0, "strike_2", "enemy_dragon")
    attack(st, 0, "enemy_dragon")
    assert st.players[0].actions == 3


def test_r11_option_stagger_dragon_only_frozen_dragon_still_staggers() -> None:
    st = table(hands=(("strike_1", "strike_2"), ()), options={"stagger_dragon_only": True})
    st.unit(0, "dragon").freeze = 1
    play(st, 0, "strike_1", "enemy_dragon")
    err = rejection(st, Move.make(0, "play_card", card="strike_2", target="enemy_dragon"))
    assert err.code == "riders/staggered"
    assert err.message == STAGGER_MSG


@pytest.mark.parametrize("acted", [False, True])
def test_r12_end_turn_is_not_an_action(acted: bool) -> None:
    st = table(hands=(("strike_1",), ()))
    st.unit(0, "dragon").freeze = 1
    if acted:
        play(st, 0, "strike_1", "enemy_dragon")
    end_turn(st, 0)
    assert st.active == 1
    assert st.phase == ACTION


def test_r12_thaw_as_the_one_action_then_keep_acting() -> None:
    st = table(hands=(("thaw_1", "strike_1"), ()))
    st.unit(0, "dragon").freeze = 2
    play(st, 0, "thaw_1", "own_dragon")
    assert st.unit(0, "dragon").freeze == 0
    assert len(st.players[0].hand.cards) == 2  # Strike and the card Thaw drew
    play(st, 0, "strike_1", "enemy_dragon")
    attack(st, 0, "enemy_dragon")
    assert st.players[0].actions == 3
    assert hp(st, 1, "dragon") == 40 - 2 - 3


def test_r12_thaw_one_of_two_frozen_units_still_staggered() -> None:
    st = table(hands=(("thaw_1", "strike_1"), ()))
    st.unit(0, "dragon").freeze = 1
    st.unit(0, "rider").freeze = 1
    play(st, 0, "thaw_1", "own_dragon")
    err = rejection(st, Move.make(0, "play_card", card="strike_1", target="enemy_dragon"))
    assert err.code == "riders/staggered"


def test_s8_staggered_is_checked_before_energy() -> None:
    st = table(hands=(("strike_1",), ()), energy=(1, 10))
    st.unit(0, "dragon").freeze = 1
    play(st, 0, "strike_1", "enemy_dragon")  # energy 0
    err = rejection(st, Move.make(0, "attack", target="enemy_dragon"))
    assert err.code == "riders/staggered"


def test_r12_r13_freeze_from_opponent_staggers_next_turn_then_decays() -> None:
    st = table(active=1, hands=(("strike_1",), ("freeze_ray_1",)))
    play(st, 1, "freeze_ray_1", "enemy_dragon")  # Brann rides Kael: 1 stack
    assert st.unit(0, "dragon").freeze == 1
    end_turn(st, 1)  # Freeze on the opponent does not decay at Brann's end (R13)
    assert st.unit(0, "dragon").freeze == 1
    play(st, 0, "strike_1", "enemy_dragon")
    err = rejection(st, Move.make(0, "attack", target="enemy_dragon"))
    assert err.code == "riders/staggered"
    assert err.message == STAGGER_MSG
    end_turn(st, 0)  # Aria's turn 2 ends: immune through her turn 3
    assert st.unit(0, "dragon").freeze == 0
    assert st.unit(0, "dragon").immune_through == 3


# --------------------------------------------------------------------------- #
# End phase: decay and immunity (R13, R14, R15)
# --------------------------------------------------------------------------- #


def test_r13_decay_is_one_stack_per_own_end_phase() -> None:
    st = table()
    st.unit(0, "dragon").freeze = 3
    st.unit(0, "rider").freeze = 2
    st.unit(1, "dragon").freeze = 2  # the opponent's Freeze does not decay now
    end_turn(st, 0)
    assert st.unit(0, "dragon").freeze == 2
    assert st.unit(0, "rider").freeze == 1
    assert st.unit(0, "dragon").immune_through == 0
    assert st.unit(0, "rider").immune_through == 0
    assert st.unit(1, "dragon").freeze == 2
    end_turn(st, 1)
    assert st.unit(1, "dragon").freeze == 1
    assert st.unit(0, "dragon").freeze == 2  # not at Brann's end either


def test_r13_option_freeze_full_removal() -> None:
    st = table(options={"freeze_full_removal": True})
    st.unit(0, "dragon").freeze = 3
    end_turn(st, 0)
    assert st.unit(0, "dragon").freeze == 0
    assert st.unit(0, "dragon").immune_through == 2


def test_r14_immunity_at_0_lasts_through_the_owners_next_turn() -> None:
    st = table(hands=((), ("freeze_ray_1", "freeze_ray_2")))
    st.unit(0, "dragon").freeze = 1
    end_turn(st, 0)  # Aria's turn 1 ends: 0 stacks, immune through her turn 2
    assert st.unit(0, "dragon").freeze == 0
    assert st.unit(0, "dragon").immune_through == 2
    play(st, 1, "freeze_ray_1", "enemy_dragon")
    assert st.unit(0, "dragon").freeze == 0
    assert st.players[1].energy == 10 + 4 - 2  # R38: paid anyway
    end_turn(st, 1)  # Aria's turn 2: still immune, not staggered
    assert st.unit(0, "dragon").immune_through == 2
    attack(st, 0, "enemy_dragon")
    attack(st, 0, "enemy_dragon")
    end_turn(st, 0)  # expires at the end of Aria's turn 2
    assert st.unit(0, "dragon").immune_through == 0
    play(st, 1, "freeze_ray_2", "enemy_dragon")
    assert st.unit(0, "dragon").freeze == 1


def test_r14_immunity_expires_before_decay() -> None:
    # Immune through this turn and holding a stack: the old immunity expires
    # first, then decay to 0 grants a fresh one through the next turn.
    st = table(hands=((), ("freeze_ray_1",)))
    st.unit(0, "dragon").freeze = 1
    st.unit(0, "dragon").immune_through = 1
    end_turn(st, 0)
    assert st.unit(0, "dragon").freeze == 0
    assert st.unit(0, "dragon").immune_through == 2
    play(st, 1, "freeze_ray_1", "enemy_dragon")
    assert st.unit(0, "dragon").freeze == 0


def test_r14_r36_thaw_grants_immunity_only_if_frozen() -> None:
    st = table(hands=(("thaw_1", "thaw_2"), ("freeze_ray_1", "rider_immobilize_1")))
    st.unit(0, "dragon").freeze = 2
    play(st, 0, "thaw_1", "own_dragon")
    play(st, 0, "thaw_2", "own_rider")  # nothing frozen: no immunity, still draws
    assert st.unit(0, "dragon").immune_through == 2
    assert st.unit(0, "rider").immune_through == 0
    assert len(st.players[0].hand.cards) == 2
    end_turn(st, 0)
    assert st.unit(0, "dragon").immune_through == 2  # not expired at the end of turn 1
    play(st, 1, "freeze_ray_1", "enemy_dragon")
    play(st, 1, "rider_immobilize_1", "enemy_rider")
    assert st.unit(0, "dragon").freeze == 0
    assert st.unit(0, "rider").freeze == 1


def test_r15_freeze_has_no_cap() -> None:
    st = table(riders=("Lyra", "Kael"), hands=(("freeze_ray_1", "freeze_ray_2"), ()))
    play(st, 0, "freeze_ray_1", "enemy_dragon")
    play(st, 0, "freeze_ray_2", "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 4


def test_r15_option_freeze_cap_2() -> None:
    st = table(
        riders=("Lyra", "Kael"),
        hands=(("freeze_ray_1", "freeze_ray_2"), ()),
        options={"freeze_cap": 2},
    )
    play(st, 0, "freeze_ray_1", "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 2
    play(st, 0, "freeze_ray_2", "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 2


def test_r15_option_freeze_cap_2_cryowyrm() -> None:
    st = table(
        riders=("Talia", "Kael"),
        dragons=("Cryowyrm", "Steelhorn"),
        options={"freeze_cap": 2},
        energy=(20, 10),
    )
    for _ in range(3):
        attack(st, 0, "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 2
    assert hp(st, 1, "dragon") == 40 - 3 - 4 - 4


# --------------------------------------------------------------------------- #
# Energy Shield (R18, R19)
# --------------------------------------------------------------------------- #


def shield_table(options=None):
    st = table(active=1, hands=((), ("rider_immobilize_1", "freeze_ray_1")), options=options)
    st.players[0].energy_shield = 1
    return st


def test_r18_energy_shield_stops_freeze_on_the_rider() -> None:
    st = shield_table()
    play(st, 1, "rider_immobilize_1", "enemy_rider")
    assert st.unit(0, "rider").freeze == 0
    assert st.players[0].energy_shield == 0


def test_r18_energy_shield_does_not_guard_the_dragon() -> None:
    st = shield_table()
    play(st, 1, "freeze_ray_1", "enemy_dragon")
    assert st.unit(0, "dragon").freeze == 1
    assert st.players[0].energy_shield == 1


def test_r19_immune_rider_keeps_its_energy_shield_charge() -> None:
    st = shield_table()
    st.unit(0, "rider").immune_through = 2
    play(st, 1, "rider_immobilize_1", "enemy_rider")
    assert st.unit(0, "rider").freeze == 0
    assert st.players[0].energy_shield == 1


def test_r19_option_immunity_consumes_energy_shield() -> None:
    st = shield_table(options={"immunity_consumes_energy_shield": True})
    st.unit(0, "rider").immune_through = 2
    play(st, 1, "rider_immobilize_1", "enemy_rider")
    assert st.unit(0, "rider").freeze == 0
    assert st.players[0].energy_shield == 0


# --------------------------------------------------------------------------- #
# Energy (§4.1, R10)
# --------------------------------------------------------------------------- #


def test_r10_energy_drain_never_below_0() -> None:
    st = table(hands=(("energy_drain_1", "energy_drain_2"), ()), energy=(10, 3))
    play(st, 0, "energy_drain_1", "enemy_dragon")
    assert st.players[1].energy == 1
    play(st, 0, "energy_drain_2", "enemy_rider")
    assert st.players[1].energy == 0
    assert st.players[0].energy == 10 - 2 - 2


def test_s41_cost_needs_energy_at_least_cost() -> None:
    st = table(hands=(("heavy_blow_1",), ()), energy=(2, 10))
    err = rejection(st, Move.make(0, "play_card", card="heavy_blow_1", target="enemy_dragon"))
    assert err.code == "riders/not-enough-energy"
    assert err.message == "Heavy Blow costs 3 energy; you have 2."
    st.players[0].energy = 3
    play(st, 0, "heavy_blow_1", "enemy_dragon")
    assert st.players[0].energy == 0  # Steelhorn takes what is there: nothing
    assert hp(st, 1, "dragon") == 36


# --------------------------------------------------------------------------- #
# Hand limit (R9)
# --------------------------------------------------------------------------- #


SIX = ("strike_1", "strike_2", "strike_3", "strike_4", "heavy_blow_1", "heavy_blow_2")


def test_r9_end_phase_discards_down_to_5_by_choice() -> None:
    st = table(hands=(SIX, ()))
    end_turn(st, 0)
    assert st.phase == DISCARD
    assert st.active == 0
    assert st.players[1].turns == 1  # Brann's turn has not started
    err = rejection(st, Move.make(0, "attack", target="enemy_dragon"))
    assert err.code == "riders/wrong-phase"
    assert err.message == "Discard down to 5 cards first."
    err = rejection(st, Move.make(0, "discard", cards=("strike_1", "strike_2")))
    assert err.code == "riders/bad-discard-count"
    assert err.message == "Discard exactly 1 card (6 in hand, limit 5)."
    RULES.apply(st, Move.make(0, "discard", cards=("heavy_blow_2",)))
    assert sorted(st.players[0].hand.cards) == sorted(SIX[:5])
    assert "heavy_blow_2" in st.players[0].discard.cards
    assert st.active == 1
    assert st.players[1].turns == 2
    assert st.phase == ACTION


def test_r9_decay_waits_for_the_discard() -> None:
    st = table(hands=(SIX, ()))
    st.unit(0, "dragon").freeze = 2
    end_turn(st, 0)
    assert st.unit(0, "dragon").freeze == 2
    RULES.apply(st, Move.make(0, "discard", cards=("strike_4",)))
    assert st.unit(0, "dragon").freeze == 1


def test_r9_thaw_draws_even_at_5() -> None:
    five = ("thaw_1", "strike_1", "strike_2", "strike_3", "strike_4")
    st = table(hands=(five, ()))
    deck = len(st.players[0].deck.cards)
    play(st, 0, "thaw_1", "own_dragon")
    assert len(st.players[0].hand.cards) == 5
    assert len(st.players[0].deck.cards) == deck - 1
    end_turn(st, 0)
    assert st.phase == ACTION and st.active == 1  # no discard needed


# --------------------------------------------------------------------------- #
# Winning (§4.8, R5, R6)
# --------------------------------------------------------------------------- #


def test_s48_dragon_kill() -> None:
    st = table(hands=(("strike_1",), ()))
    st.unit(1, "dragon").hp = 2
    play(st, 0, "strike_1", "enemy_dragon")
    assert st.result is not None
    assert st.result.winners == (0,)
    assert st.result.how == "Dragon Kill"


def test_s48_rider_kill() -> None:
    st = table(hands=(("weakening_strike_1",), ()))
    st.players[1].shields = 0
    st.unit(1, "rider").hp = 2
    play(st, 0, "weakening_strike_1", "enemy_rider")
    assert st.result is not None
    assert st.result.winners == (0,)
    assert st.result.how == "Rider Kill"


def test_s48_attack_can_win() -> None:
    st = table()
    st.unit(1, "dragon").hp = 3
    attack(st, 0, "enemy_dragon")
    assert st.result is not None
    assert st.result.winners == (0,)
    assert st.result.how == "Dragon Kill"


def test_r6_card_downs_both_units_dragon_kill() -> None:
    st = table(hands=(("chain_bolt_1",), ()))
    st.players[1].shields = 0
    st.unit(1, "dragon").hp = 2
    st.unit(1, "rider").hp = 1
    play(st, 0, "chain_bolt_1", "enemy_dragon")
    assert st.result is not None
    assert st.result.winners == (0,)
    assert st.result.how == "Dragon Kill"


def test_r5_whole_attack_is_one_step_dragon_checked_first() -> None:
    # Voltwing's primary hit kills the Rider, the splash then kills the Dragon;
    # the check comes after the whole attack, so it is a Dragon Kill.
    st = table(dragons=("Voltwing", "Steelhorn"))
    st.players[1].shields = 0
    st.unit(1, "rider").hp = 3
    st.unit(1, "dragon").hp = 2
    attack(st, 0, "enemy_rider")
    assert st.result is not None
    assert st.result.winners == (0,)
    assert st.result.how == "Dragon Kill"


def test_s48_dragons_checked_before_riders_across_players() -> None:
    # Safeguard position: Aria's Rider is already down when she kills
    # Brann's Dragon. Dragons are looked at first: Brann loses.
    st = table(hands=(("strike_1",), ()))
    st.unit(0, "rider").hp = 0
    st.unit(1, "dragon").hp = 2
    play(st, 0, "strike_1", "enemy_dragon")
    assert st.result is not None
    assert st.result.winners == (0,)
    assert st.result.how == "Dragon Kill"


def test_r6_both_players_dragons_down_active_player_loses() -> None:
    st = table(hands=(("strike_1",), ()))
    st.unit(0, "dragon").hp = 0
    st.unit(1, "dragon").hp = 2
    play(st, 0, "strike_1", "enemy_dragon")
    assert st.result is not None
    assert st.result.winners == (1,)
    assert st.result.how == "Dragon Kill"


def test_r6_both_players_riders_down_active_player_loses() -> None:
    st = table(hands=(("weakening_strike_1",), ()))
    st.players[1].shields = 0
    st.unit(0, "rider").hp = 0
    st.unit(1, "rider").hp = 2
    play(st, 0, "weakening_strike_1", "enemy_rider")
    assert st.result is not None
    assert st.result.winners == (1,)
    assert st.result.how == "Rider Kill"


def test_s48_no_move_is_legal_after_the_game_ends() -> None:
    st = table(active=1, hands=(("strike_2",), ("strike_1",)))
    st.unit(0, "dragon").hp = 2
    play(st, 1, "strike_1", "enemy_dragon")
    assert st.result is not None
    assert st.result.winners == (1,)
    assert st.result.how == "Dragon Kill"
    message = "The game is over: Brann won by Dragon Kill."
    for move in (
        Move.make(1, "end_turn"),
        Move.make(1, "attack", target="enemy_rider"),
        Move.make(0, "end_turn"),  # game-over is checked before not-your-turn
        Move.make(0, "play_card", card="strike_2", target="enemy_dragon"),
    ):
        err = rejection(st, move)
        assert err.code == "riders/game-over"
        assert err.message == message
    assert RULES.legal_moves(st, 0) == []
    assert RULES.legal_moves(st, 1) == []


def test_s8_not_your_turn() -> None:
    st = table(hands=((), ("strike_1",)))
    for move in (
        Move.make(1, "end_turn"),
        Move.make(1, "attack", target="enemy_dragon"),
        Move.make(1, "play_card", card="strike_1", target="enemy_dragon"),
    ):
        err = rejection(st, move)
        assert err.code == "riders/not-your-turn"
        assert err.message == "It is Aria's turn."
    assert RULES.legal_moves(st, 1) == []
    end_turn(st, 0)
    err = rejection(st, Move.make(0, "end_turn"))
    assert err.code == "riders/not-your-turn"
    assert err.message == "It is Brann's turn."


def test_r42_no_turn_limit() -> None:
    st = table(energy=(0, 0))
    for _ in range(50):
        end_turn(st, 0)
        end_turn(st, 1)
    assert st.result is None
    assert st.active == 0 and st.phase == ACTION
    assert st.players[0].turns == 51
    assert st.players[1].turns == 51
    assert st.players[0].energy == 50 * 6  # R8 empty decks cost nothing; no cap
    assert st.players[1].energy == 50 * 4
    assert len(st.players[0].hand.cards) == 5
    assert "end_turn" in kinds(st, 0)
