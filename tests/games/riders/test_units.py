"""Dragon Riders: the five Riders, their breakpoints, and the five Dragons.

Every expected number comes from the rules reference
(shared/games/dragon-riders.md): §1 tables, §4.2 attack, §4.3 damage,
§4.5 Riders, and rulings R3, R16, R17, R20, R22-R34.

Seat 0 is Aria, seat 1 is Brann. `table()` starts both players with
energy 10 unless told otherwise; Riders start with their Dragon's Shields.
"""

from __future__ import annotations

import pytest

from game.core.move import Move
from tests.games.riders.helpers import (
    attack,
    end_turn,
    hp,
    play,
    rejection,
    table,
)

DRAGON_HP = {"Emberfang": 33, "Cryowyrm": 30, "Voltwing": 35, "Steelhorn": 40, "Voidmaw": 32}
RIDER_HP = {"Talia": 18, "Kael": 17, "Bronn": 20, "Lyra": 17, "Morrik": 19}
START_SHIELDS = {"Emberfang": 3, "Cryowyrm": 2, "Voltwing": 2, "Steelhorn": 4, "Voidmaw": 2}


def unshield(st, seat: int) -> None:
    """Take a Rider's starting Shields away so damage reaches HP."""
    st.players[seat].shields = 0


# --------------------------------------------------------------------------- #
# Talia: energy per turn 6 / 5 Wounded / 4 Critical (R32)
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize(
    ("talia_hp", "gain"),
    [
        (18, 6),  # healthy: 3 + 2 economy + 1 Dragon bonus
        (14, 6),  # one above the Wounded line (13)
        (13, 5),  # Wounded: economy -1
        (8, 5),  # one above the Critical line (7)
        (7, 4),  # Critical: also Wounded, and no Dragon bonus
        (1, 4),
    ],
)
def test_r32_talia_energy_per_turn(talia_hp: int, gain: int) -> None:
    st = table(riders=("Talia", "Kael"), active=1, energy=(0, 0))
    st.unit(0, "rider").hp = talia_hp
    end_turn(st, 1)  # Aria's start phase runs
    assert st.active == 0
    assert st.players[0].energy == gain


def test_r32_talia_hp_is_read_before_burn() -> None:
    # Start step 3 (economy) comes before step 4 (Burn): Talia at 14 is healthy
    # when the energy is counted, and only then burns down to Wounded.
    st = table(riders=("Talia", "Kael"), active=1, energy=(0, 0))
    unshield(st, 0)
    st.unit(0, "rider").hp = 14
    st.unit(0, "rider").burn = 1
    end_turn(st, 1)
    assert st.players[0].energy == 6
    assert hp(st, 0, "rider") == 13


@pytest.mark.parametrize(
    ("rider", "rider_hp", "gain"),
    [
        ("Kael", 17, 4),
        ("Kael", 12, 4),  # breakpoints do not touch Kael's economy
        ("Kael", 6, 4),
        ("Bronn", 20, 4),
        ("Bronn", 8, 4),
        ("Lyra", 17, 5),
        ("Lyra", 6, 5),
        ("Morrik", 19, 5),
        ("Morrik", 8, 5),
    ],
)
def test_s45_energy_per_turn_for_the_other_riders(rider: str, rider_hp: int, gain: int) -> None:
    other = "Talia"
    st = table(riders=(rider, other), active=1, energy=(0, 0))
    st.unit(0, "rider").hp = rider_hp
    end_turn(st, 1)
    assert st.players[0].energy == gain


# --------------------------------------------------------------------------- #
# Kael (§1, §4.2, R25, R26)
# --------------------------------------------------------------------------- #


def kael_table(kael_hp: int = 17, energy: int = 10, hands=()):
    """Aria rides Kael on Steelhorn (4 Shields, no attack ability) against
    Brann's Talia on Emberfang (33 HP)."""
    st = table(
        riders=("Kael", "Talia"),
        dragons=("Steelhorn", "Emberfang"),
        hands=(hands, ()),
        energy=(energy, 10),
    )
    st.unit(0, "rider").hp = kael_hp
    return st


def test_kael_first_attack_plus_2_damage_and_2_shields() -> None:
    st = kael_table()
    assert st.players[0].shields == 4
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 33 - 5
    assert st.players[0].shields == 4 + 2
    assert st.players[0].energy == 10 - 2


def test_r25_kael_bonus_only_on_the_first_attack() -> None:
    st = kael_table()
    attack(st, 0, "enemy_dragon")
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 33 - 5 - 3
    assert st.players[0].shields == 6
    assert st.players[0].energy == 10 - 2 - 2


def test_r25_cards_are_not_attacks_kael_bonus_still_on_first_attack() -> None:
    st = kael_table(hands=("strike_1",))
    play(st, 0, "strike_1", "enemy_dragon")
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 33 - 2 - 5
    assert st.players[0].shields == 6


def test_s3_kael_bonus_returns_on_his_next_turn() -> None:
    st = kael_table()
    attack(st, 0, "enemy_dragon")  # 5
    end_turn(st, 0)
    end_turn(st, 1)
    attack(st, 0, "enemy_dragon")  # first attack of the new turn: 5 again
    assert hp(st, 1, "dragon") == 33 - 5 - 5
    assert st.players[0].shields == 4 + 2 + 2


@pytest.mark.parametrize(
    ("kael_hp", "damage", "shields"),
    [
        (13, 5, 2),  # one above the Wounded line (12)
        (12, 4, 1),  # Wounded: +1 damage, +1 Shield
        (7, 4, 1),  # one above the Critical line (6)
        (6, 4, 1),  # Critical is also Wounded (R31)
    ],
)
def test_kael_wounded_bonus_plus_1_damage_plus_1_shield(
    kael_hp: int, damage: int, shields: int
) -> None:
    st = kael_table(kael_hp=kael_hp)
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 33 - damage
    assert st.players[0].shields == 4 + shields


def test_kael_critical_attack_costs_3() -> None:
    st = kael_table(kael_hp=6)
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 10 - 3
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 10 - 3 - 3
    assert hp(st, 1, "dragon") == 33 - 4 - 3


def test_kael_wounded_not_critical_attack_costs_2() -> None:
    st = kael_table(kael_hp=7)
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 8


def test_kael_critical_cannot_attack_with_2_energy_exact_message() -> None:
    st = kael_table(kael_hp=6, energy=2)
    err = rejection(st, Move.make(0, "attack", target="enemy_dragon"))
    assert err.code == "riders/not-enough-energy"
    assert err.message == "Attacking costs 3 energy (Kael is Critical: +1); you have 2."


def test_kael_critical_can_attack_with_exactly_3() -> None:
    st = kael_table(kael_hp=6, energy=3)
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 0
    assert hp(st, 1, "dragon") == 33 - 4


def test_r25_kael_critical_surcharge_applies_to_attacks_only() -> None:
    st = kael_table(kael_hp=6, energy=1, hands=("strike_1",))
    play(st, 0, "strike_1", "enemy_dragon")  # Strike still costs 1
    assert st.players[0].energy == 0
    assert hp(st, 1, "dragon") == 31


def test_r26_kael_gains_shields_even_if_the_hit_is_fully_absorbed() -> None:
    st = kael_table()
    st.players[1].shields = 10
    attack(st, 0, "enemy_rider")
    assert st.players[1].shields == 10 - 5
    assert hp(st, 1, "rider") == 18
    assert st.players[0].shields == 4 + 2


def test_r26_kael_bonus_damage_is_primary_only_not_voltwing_splash() -> None:
    st = table(riders=("Kael", "Talia"), dragons=("Voltwing", "Emberfang"))
    unshield(st, 1)
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 33 - 5
    assert hp(st, 1, "rider") == 18 - 2
    assert st.players[0].shields == 2 + 2


def test_r31_kael_healed_above_wounded_gets_full_bonus() -> None:
    st = kael_table(kael_hp=12, hands=("rider_heal_1",))
    play(st, 0, "rider_heal_1", "own_rider")  # 12 -> 15: healthy again
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 33 - 5
    assert st.players[0].shields == 4 + 2


def test_r31_kael_healed_out_of_critical_attacks_for_2() -> None:
    st = kael_table(kael_hp=6, energy=5, hands=("rider_heal_1",))
    play(st, 0, "rider_heal_1", "own_rider")  # 6 -> 9: Wounded, not Critical
    assert st.players[0].energy == 3
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 1
    assert hp(st, 1, "dragon") == 33 - 4  # still Wounded: +1


# --------------------------------------------------------------------------- #
# Bronn (§4.3 step 1, R21-R23, R29)
# --------------------------------------------------------------------------- #


def bronn_table(bronn_hp: int = 20, hands=(), options=None, active: int = 0):
    """Aria rides Talia on Steelhorn; Brann rides Bronn on Cryowyrm (30 HP),
    with his 2 starting Shields taken away."""
    st = table(
        riders=("Talia", "Bronn"),
        dragons=("Steelhorn", "Cryowyrm"),
        hands=(hands, ()),
        options=options,
        active=active,
    )
    unshield(st, 1)
    st.unit(1, "rider").hp = bronn_hp
    return st


def test_r22_bronn_reduces_first_damage_to_his_dragon_only() -> None:
    st = bronn_table(hands=("strike_1", "strike_2"))
    play(st, 0, "strike_1", "enemy_dragon")
    assert hp(st, 1, "dragon") == 30 - 1
    play(st, 0, "strike_2", "enemy_dragon")
    assert hp(st, 1, "dragon") == 30 - 1 - 2


def test_r22_one_reduction_covers_both_units() -> None:
    st = bronn_table(hands=("weakening_strike_1", "strike_1"))
    play(st, 0, "weakening_strike_1", "enemy_rider")
    assert hp(st, 1, "rider") == 20 - 1
    play(st, 0, "strike_1", "enemy_dragon")
    assert hp(st, 1, "dragon") == 30 - 2


def test_r22_reduction_is_spent_even_if_shields_would_absorb() -> None:
    st = bronn_table(hands=("weakening_strike_1", "strike_1"))
    st.players[1].shields = 2
    play(st, 0, "weakening_strike_1", "enemy_rider")  # 2 - 1 = 1, absorbed by 1 Shield
    assert st.players[1].shields == 1
    assert hp(st, 1, "rider") == 20
    play(st, 0, "strike_1", "enemy_dragon")  # the reduction is gone
    assert hp(st, 1, "dragon") == 30 - 2


@pytest.mark.parametrize("bronn_hp", [14, 11])
def test_r23_wounded_bronn_rider_damage_neither_reduced_nor_spent(bronn_hp: int) -> None:
    st = bronn_table(bronn_hp=bronn_hp, hands=("weakening_strike_1", "strike_1"))
    play(st, 0, "weakening_strike_1", "enemy_rider")
    assert hp(st, 1, "rider") == bronn_hp - 2
    play(st, 0, "strike_1", "enemy_dragon")  # still unused: reduced
    assert hp(st, 1, "dragon") == 30 - 1


def test_r31_bronn_read_live_rider_hit_makes_him_critical() -> None:
    # Wounded Bronn at 10 takes 2 on his Rider (not reduced, R23) and drops to
    # 8: Critical, so the later Dragon damage is not reduced either.
    st = bronn_table(bronn_hp=10, hands=("weakening_strike_1", "strike_1"))
    play(st, 0, "weakening_strike_1", "enemy_rider")
    assert hp(st, 1, "rider") == 8
    play(st, 0, "strike_1", "enemy_dragon")
    assert hp(st, 1, "dragon") == 30 - 2


def test_r23_bronn_one_above_wounded_still_guards_himself() -> None:
    st = bronn_table(bronn_hp=15, hands=("weakening_strike_1",))
    play(st, 0, "weakening_strike_1", "enemy_rider")
    assert hp(st, 1, "rider") == 15 - 1


@pytest.mark.parametrize("bronn_hp", [8, 3])
def test_bronn_critical_no_reduction(bronn_hp: int) -> None:
    st = bronn_table(bronn_hp=bronn_hp, hands=("strike_1", "weakening_strike_1"))
    play(st, 0, "strike_1", "enemy_dragon")
    assert hp(st, 1, "dragon") == 30 - 2
    play(st, 0, "weakening_strike_1", "enemy_rider")
    assert hp(st, 1, "rider") == bronn_hp - 2


def test_r22_bronn_reduction_resets_on_every_turn_his_and_the_opponents() -> None:
    st = bronn_table(hands=("strike_1", "strike_2"))
    st.unit(1, "dragon").burn = 2
    play(st, 0, "strike_1", "enemy_dragon")  # Aria's turn: 2 - 1
    assert hp(st, 1, "dragon") == 29
    end_turn(st, 0)  # Bronn's turn: his Burn 2 is the first damage, 2 - 1
    assert hp(st, 1, "dragon") == 28
    assert st.unit(1, "dragon").burn == 2
    end_turn(st, 1)  # Aria's turn again: reduced again
    play(st, 0, "strike_2", "enemy_dragon")
    assert hp(st, 1, "dragon") == 27


def test_r22_option_bronn_every_instance() -> None:
    st = bronn_table(
        hands=("strike_1", "strike_2", "weakening_strike_1"),
        options={"bronn_every_instance": True},
    )
    play(st, 0, "strike_1", "enemy_dragon")
    play(st, 0, "strike_2", "enemy_dragon")
    play(st, 0, "weakening_strike_1", "enemy_rider")
    assert hp(st, 1, "dragon") == 30 - 1 - 1
    assert hp(st, 1, "rider") == 20 - 1


def test_r31_bronn_healed_above_wounded_guards_his_rider_again() -> None:
    st = table(
        riders=("Talia", "Bronn"),
        dragons=("Steelhorn", "Cryowyrm"),
        hands=(("weakening_strike_1",), ("rider_heal_1",)),
        active=1,
    )
    unshield(st, 1)
    st.unit(1, "rider").hp = 14  # Wounded
    play(st, 1, "rider_heal_1", "own_rider")  # 17: healthy
    end_turn(st, 1)
    play(st, 0, "weakening_strike_1", "enemy_rider")
    assert hp(st, 1, "rider") == 17 - 1


# --------------------------------------------------------------------------- #
# Lyra (§1, R16, R17)
# --------------------------------------------------------------------------- #


def lyra_table(lyra_hp: int = 17, energy: int = 10, hands=(), options=None):
    """Aria rides Lyra on Cryowyrm; Brann rides Talia on Emberfang (33 HP)."""
    st = table(
        riders=("Lyra", "Talia"),
        dragons=("Cryowyrm", "Emberfang"),
        hands=(hands, ()),
        energy=(energy, 10),
        options=options,
    )
    st.unit(0, "rider").hp = lyra_hp
    return st


@pytest.mark.parametrize(
    ("lyra_hp", "stacks"),
    [(17, 2), (13, 2), (12, 1), (7, 1), (6, 1)],
)
def test_r16_lyra_freeze_ray_adds_2_stacks_healthy_1_wounded(lyra_hp: int, stacks: int) -> None:
    st = lyra_table(lyra_hp=lyra_hp, hands=("freeze_ray_1",))
    play(st, 0, "freeze_ray_1", "enemy_dragon")
    assert st.unit(1, "dragon").freeze == stacks


def test_r16_lyra_rider_immobilize_adds_2_stacks() -> None:
    st = lyra_table(hands=("rider_immobilize_1",))
    play(st, 0, "rider_immobilize_1", "enemy_rider")
    assert st.unit(1, "rider").freeze == 2
    assert st.players[0].energy == 10 - 3


def test_r16_lyra_extra_stack_on_her_cryowyrm_attacks() -> None:
    st = lyra_table()
    attack(st, 0, "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 2
    assert hp(st, 1, "dragon") == 33 - 3
    attack(st, 0, "enemy_dragon")  # already Frozen: +1 damage (R27)
    assert st.unit(1, "dragon").freeze == 4
    assert hp(st, 1, "dragon") == 33 - 3 - 4


def test_r16_wounded_lyra_cryowyrm_attack_adds_1_stack() -> None:
    st = lyra_table(lyra_hp=12)
    attack(st, 0, "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 1


def test_r16_lyra_freeze_on_an_immune_unit_does_nothing() -> None:
    st = lyra_table(hands=("freeze_ray_1",))
    st.unit(1, "dragon").immune_through = 2  # through Brann's next turn
    play(st, 0, "freeze_ray_1", "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 0
    assert st.players[0].energy == 8  # R38: the cost is still paid


@pytest.mark.parametrize(
    ("card", "target", "cost"),
    [("freeze_ray_1", "enemy_dragon", 3), ("rider_immobilize_1", "enemy_rider", 4)],
)
def test_r17_critical_lyra_freeze_cards_cost_1_more(card: str, target: str, cost: int) -> None:
    st = lyra_table(lyra_hp=6, hands=(card,))
    play(st, 0, card, target)
    assert st.players[0].energy == 10 - cost


def test_r17_wounded_lyra_freeze_ray_costs_2() -> None:
    st = lyra_table(lyra_hp=7, hands=("freeze_ray_1",))
    play(st, 0, "freeze_ray_1", "enemy_dragon")
    assert st.players[0].energy == 8


def test_r17_critical_lyra_freeze_ray_message() -> None:
    st = lyra_table(lyra_hp=6, energy=2, hands=("freeze_ray_1",))
    err = rejection(st, Move.make(0, "play_card", card="freeze_ray_1", target="enemy_dragon"))
    assert err.code == "riders/not-enough-energy"
    assert err.message == "Freeze Ray costs 3 energy (Lyra is Critical: +1); you have 2."


def test_r17_thaw_is_not_a_freeze_card() -> None:
    st = lyra_table(lyra_hp=6, energy=1, hands=("thaw_1",))
    play(st, 0, "thaw_1", "own_dragon")
    assert st.players[0].energy == 0


def test_r17_critical_lyra_cryowyrm_attack_costs_2() -> None:
    st = lyra_table(lyra_hp=6)
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 8


# --------------------------------------------------------------------------- #
# Morrik (§4.5, R33, R34, R3)
# --------------------------------------------------------------------------- #


def morrik_table(morrik_hp: int = 19, hands=(), brann_hand=(), options=None):
    """Aria rides Morrik on Emberfang (3 starting Shields); Brann rides Kael on Voidmaw."""
    st = table(
        riders=("Morrik", "Kael"),
        dragons=("Emberfang", "Voidmaw"),
        hands=(hands, brann_hand),
        options=options,
    )
    st.unit(0, "rider").hp = morrik_hp
    return st


@pytest.mark.parametrize(
    ("morrik_hp", "gained"),
    [(19, 4), (15, 4), (14, 3), (9, 3)],
)
def test_r33_morrik_shield_up_plus_2_healthy_plus_1_wounded(morrik_hp: int, gained: int) -> None:
    st = morrik_table(morrik_hp=morrik_hp, hands=("shield_up_1",))
    play(st, 0, "shield_up_1", "own_rider")
    assert st.players[0].shields == 3 + gained
    assert st.players[0].exhausted_shields == 0
    assert st.players[0].energy == 10 - 2 + 1  # R33: 1 energy back


def test_r34_critical_morrik_gains_3_exhausted_shields() -> None:
    st = morrik_table(morrik_hp=8, hands=("shield_up_1",))
    play(st, 0, "shield_up_1", "own_rider")
    assert st.players[0].shields == 3
    assert st.players[0].exhausted_shields == 3
    assert st.players[0].energy == 9  # the +1 comes at any HP


def test_r34_exhausted_shields_absorb_nothing_until_his_next_turn() -> None:
    st = morrik_table(
        morrik_hp=8,
        hands=("shield_up_1",),
        brann_hand=("precision_strike_1", "weakening_strike_1"),
    )
    play(st, 0, "shield_up_1", "own_rider")
    end_turn(st, 0)
    # Still exhausted on Brann's turn.
    assert st.players[0].exhausted_shields == 3
    play(st, 1, "precision_strike_1", "enemy_rider")  # 3 ready Shields absorb 3
    assert st.players[0].shields == 0
    assert hp(st, 0, "rider") == 8
    play(st, 1, "weakening_strike_1", "enemy_rider")  # exhausted ones absorb nothing
    assert hp(st, 0, "rider") == 6
    assert st.players[0].exhausted_shields == 3
    end_turn(st, 1)  # Morrik's start: they become ready
    assert st.players[0].shields == 3
    assert st.players[0].exhausted_shields == 0


def test_r34_option_exhaust_until_end_of_turn() -> None:
    st = morrik_table(
        morrik_hp=8,
        hands=("shield_up_1",),
        brann_hand=("weakening_strike_1",),
        options={"exhaust_until_end_of_turn": True},
    )
    unshield(st, 0)
    play(st, 0, "shield_up_1", "own_rider")
    assert st.players[0].exhausted_shields == 3
    end_turn(st, 0)  # ready at the end of Morrik's turn
    assert st.players[0].shields == 3
    assert st.players[0].exhausted_shields == 0
    play(st, 1, "weakening_strike_1", "enemy_rider")
    assert hp(st, 0, "rider") == 8
    assert st.players[0].shields == 1


def test_r34_shield_disruptor_destroys_exhausted_shields_too() -> None:
    st = morrik_table(morrik_hp=8, hands=("shield_up_1",), brann_hand=("shield_disruptor_1",))
    play(st, 0, "shield_up_1", "own_rider")
    end_turn(st, 0)
    play(st, 1, "shield_disruptor_1", "enemy_rider")
    assert st.players[0].shields == 0
    assert st.players[0].exhausted_shields == 0


def test_r31_morrik_healed_out_of_critical_gains_ready_shields() -> None:
    st = morrik_table(morrik_hp=8, hands=("rider_heal_1", "shield_up_1"))
    play(st, 0, "rider_heal_1", "own_rider")  # 11: Wounded, not Critical
    play(st, 0, "shield_up_1", "own_rider")
    assert st.players[0].shields == 3 + 3
    assert st.players[0].exhausted_shields == 0
    assert st.players[0].energy == 10 - 2 - 2 + 1


def test_r3_morrik_bonus_does_not_apply_to_starting_shields() -> None:
    st = table(riders=("Morrik", "Kael"), dragons=("Steelhorn", "Emberfang"))
    assert st.players[0].shields == 4
    assert st.players[0].exhausted_shields == 0


# --------------------------------------------------------------------------- #
# Starting Shields (R3)
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("dragon", list(START_SHIELDS))
def test_r3_starting_shields_equal_the_dragons_number(dragon: str) -> None:
    other = "Steelhorn" if dragon != "Steelhorn" else "Emberfang"
    st = table(riders=("Talia", "Kael"), dragons=(dragon, other))
    assert st.players[0].shields == START_SHIELDS[dragon]
    assert st.players[1].shields == START_SHIELDS[other]
    assert st.unit(0, "dragon").hp == DRAGON_HP[dragon]


@pytest.mark.parametrize("dragon", list(START_SHIELDS))
def test_r3_option_starting_shields_minus_one(dragon: str) -> None:
    other = "Steelhorn" if dragon != "Steelhorn" else "Emberfang"
    st = table(
        riders=("Morrik", "Kael"),
        dragons=(dragon, other),
        options={"starting_shields_minus_one": True},
    )
    assert st.players[0].shields == START_SHIELDS[dragon] - 1
    assert st.players[1].shields == START_SHIELDS[other] - 1


@pytest.mark.parametrize("rider", list(RIDER_HP))
def test_s1_riders_start_at_full_hp(rider: str) -> None:
    other = "Talia" if rider != "Talia" else "Kael"
    st = table(riders=(rider, other))
    assert st.unit(0, "rider").hp == RIDER_HP[rider]
    assert st.unit(0, "rider").max_hp == RIDER_HP[rider]


# --------------------------------------------------------------------------- #
# Dragons: every attack costs 2 and deals 3 (§1, §4.2)
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("dragon", list(DRAGON_HP))
def test_s42_every_dragon_attack_costs_2_and_deals_3(dragon: str) -> None:
    # Brann rides Talia on a Dragon with no defensive ability (not Steelhorn).
    target = "Emberfang" if dragon != "Emberfang" else "Cryowyrm"
    st = table(riders=("Talia", "Morrik"), dragons=(dragon, target))
    st.players[1].shields = 0
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == DRAGON_HP[target] - 3
    stolen = 1 if dragon == "Voidmaw" else 0
    assert st.players[0].energy == 10 - 2 + stolen
    assert st.players[0].actions == 1
    assert st.players[0].first_attack_used is True


def test_s42_attack_needs_2_energy() -> None:
    st = table(energy=(1, 10))
    err = rejection(st, Move.make(0, "attack", target="enemy_dragon"))
    assert err.code == "riders/not-enough-energy"
    assert err.message == "Attacking costs 2 energy; you have 1."


def test_s42_attack_on_rider_hits_shields_then_hp() -> None:
    st = table(riders=("Talia", "Morrik"), dragons=("Steelhorn", "Cryowyrm"))
    st.players[1].shields = 1
    attack(st, 0, "enemy_rider")
    assert st.players[1].shields == 0
    assert hp(st, 1, "rider") == 19 - 2


# Emberfang (R28)


def emberfang_table(hands=()):
    """Aria: Talia on Emberfang; Brann: Morrik on Cryowyrm (30 HP, 2 Shields)."""
    return table(riders=("Talia", "Morrik"), dragons=("Emberfang", "Cryowyrm"), hands=(hands, ()))


def test_r28_emberfang_burns_on_the_first_attack_only() -> None:
    st = emberfang_table()
    attack(st, 0, "enemy_dragon")
    assert st.unit(1, "dragon").burn == 1
    attack(st, 0, "enemy_dragon")
    assert st.unit(1, "dragon").burn == 1
    assert hp(st, 1, "dragon") == 30 - 3 - 3


def test_r28_emberfang_burn_goes_on_the_attacked_rider_even_if_absorbed() -> None:
    st = emberfang_table()
    st.players[1].shields = 5
    attack(st, 0, "enemy_rider")
    assert st.players[1].shields == 2
    assert hp(st, 1, "rider") == 19
    assert st.unit(1, "rider").burn == 1
    assert st.unit(1, "dragon").burn == 0


def test_r28_emberfang_second_attack_on_other_unit_does_not_burn() -> None:
    st = emberfang_table()
    attack(st, 0, "enemy_dragon")
    attack(st, 0, "enemy_rider")
    assert st.unit(1, "dragon").burn == 1
    assert st.unit(1, "rider").burn == 0


def test_r28_emberfang_first_attack_after_a_card_still_burns() -> None:
    st = emberfang_table(hands=("strike_1",))
    play(st, 0, "strike_1", "enemy_dragon")
    attack(st, 0, "enemy_dragon")
    assert st.unit(1, "dragon").burn == 1


def test_r18_emberfang_burn_on_rider_stopped_by_energy_shield() -> None:
    st = emberfang_table()
    st.players[1].energy_shield = 1
    attack(st, 0, "enemy_rider")
    assert st.unit(1, "rider").burn == 0
    assert st.players[1].energy_shield == 0


# Cryowyrm (R27)


def cryowyrm_table():
    """Aria: Talia on Cryowyrm; Brann: Morrik on Emberfang (33 HP)."""
    st = table(riders=("Talia", "Morrik"), dragons=("Cryowyrm", "Emberfang"))
    st.players[1].shields = 0
    return st


def test_r27_cryowyrm_freezes_the_target_on_every_attack() -> None:
    st = cryowyrm_table()
    attack(st, 0, "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 1
    assert hp(st, 1, "dragon") == 33 - 3
    attack(st, 0, "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 2
    assert hp(st, 1, "dragon") == 33 - 3 - 4


def test_r27_cryowyrm_plus_1_if_target_frozen_before_the_attack() -> None:
    st = cryowyrm_table()
    st.unit(1, "rider").freeze = 1
    attack(st, 0, "enemy_rider")
    assert hp(st, 1, "rider") == 19 - 4
    assert st.unit(1, "rider").freeze == 2


def test_r27_cryowyrm_respects_freeze_immunity() -> None:
    st = cryowyrm_table()
    st.unit(1, "dragon").immune_through = 2  # through Brann's next turn
    attack(st, 0, "enemy_dragon")
    assert st.unit(1, "dragon").freeze == 0
    assert hp(st, 1, "dragon") == 33 - 3
    attack(st, 0, "enemy_dragon")  # not Frozen: no +1
    assert hp(st, 1, "dragon") == 33 - 6


def test_r27_cryowyrm_freeze_on_rider_stopped_by_energy_shield() -> None:
    st = cryowyrm_table()
    st.players[1].energy_shield = 1
    attack(st, 0, "enemy_rider")
    assert st.unit(1, "rider").freeze == 0
    assert st.players[1].energy_shield == 0
    assert hp(st, 1, "rider") == 19 - 3


# Voltwing (R29)


def test_r29_voltwing_splashes_2_onto_the_other_enemy_unit() -> None:
    st = table(riders=("Talia", "Morrik"), dragons=("Voltwing", "Emberfang"))
    st.players[1].shields = 0
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 33 - 3
    assert hp(st, 1, "rider") == 19 - 2
    attack(st, 0, "enemy_rider")
    assert hp(st, 1, "rider") == 19 - 2 - 3
    assert hp(st, 1, "dragon") == 33 - 3 - 2


def test_r29_voltwing_splash_on_rider_hits_shields() -> None:
    st = table(riders=("Talia", "Morrik"), dragons=("Voltwing", "Emberfang"))
    st.players[1].shields = 3
    attack(st, 0, "enemy_dragon")
    assert st.players[1].shields == 1
    assert hp(st, 1, "rider") == 19


def test_r29_voltwing_splash_after_primary_spent_bronn_reduction() -> None:
    st = table(riders=("Talia", "Bronn"), dragons=("Voltwing", "Cryowyrm"))
    unshield(st, 1)
    attack(st, 0, "enemy_dragon")  # primary 3 - 1; splash 2 full
    assert hp(st, 1, "dragon") == 30 - 2
    assert hp(st, 1, "rider") == 20 - 2


def test_r29_voltwing_splash_takes_bronns_reduction_if_still_unused() -> None:
    st = table(riders=("Talia", "Bronn"), dragons=("Voltwing", "Cryowyrm"))
    unshield(st, 1)
    st.unit(1, "rider").hp = 14  # Wounded: Rider damage is not reduced (R23)
    attack(st, 0, "enemy_rider")
    assert hp(st, 1, "rider") == 14 - 3
    assert hp(st, 1, "dragon") == 30 - 1


# Steelhorn (R24)


def steelhorn_table(energy=(10, 10), hands=(), brann="Kael"):
    """Aria: Talia on Emberfang; Brann on Steelhorn (40 HP, 4 Shields)."""
    return table(
        riders=("Talia", brann),
        dragons=("Emberfang", "Steelhorn"),
        hands=(hands, ()),
        energy=energy,
    )


def test_r24_steelhorn_attacker_loses_1_energy_per_attack() -> None:
    st = steelhorn_table()
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 37
    assert st.players[0].energy == 10 - 2 - 1
    assert "Steelhorn's hide: Aria loses 1 energy (7 left)." in [line.text for line in st.log]
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 10 - 2 - 1 - 2 - 1


def test_r24_steelhorn_hide_says_when_there_is_nothing_to_lose() -> None:
    st = steelhorn_table(energy=(2, 10))
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 0
    assert "Steelhorn's hide: Aria has no energy left to lose." in [line.text for line in st.log]


def test_r24_steelhorn_card_damage_also_costs_energy() -> None:
    st = steelhorn_table(hands=("strike_1",))
    play(st, 0, "strike_1", "enemy_dragon")
    assert st.players[0].energy == 10 - 1 - 1


def test_r24_steelhorn_once_per_instance_only_the_dragon_instance() -> None:
    st = steelhorn_table(hands=("chain_bolt_1",))
    st.players[1].shields = 0
    play(st, 0, "chain_bolt_1", "enemy_dragon")
    assert hp(st, 1, "dragon") == 38
    assert hp(st, 1, "rider") == 16
    assert st.players[0].energy == 10 - 2 - 1


def test_r24_steelhorn_no_loss_when_damage_to_rider() -> None:
    st = steelhorn_table()
    attack(st, 0, "enemy_rider")
    assert st.players[0].energy == 8


def test_r24_steelhorn_no_loss_when_instance_cost_no_hp() -> None:
    # Bronn reduces Dual Strike's 1 damage on Steelhorn to 0: no HP lost.
    st = steelhorn_table(hands=("dual_strike_1",), brann="Bronn")
    play(st, 0, "dual_strike_1", "enemy_dragon")
    assert hp(st, 1, "dragon") == 40
    assert st.players[0].energy == 10 - 1
    assert st.players[1].shields == 4 - 1  # the Rider's 1 point is absorbed


def test_r24_r10_steelhorn_never_below_0_after_cost_is_paid() -> None:
    st = steelhorn_table(energy=(2, 10))
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 37
    assert st.players[0].energy == 0


def test_r24_steelhorn_triggers_on_voltwing_splash() -> None:
    st = table(riders=("Talia", "Kael"), dragons=("Voltwing", "Steelhorn"))
    st.players[1].shields = 0
    attack(st, 0, "enemy_rider")
    assert hp(st, 1, "rider") == 17 - 3
    assert hp(st, 1, "dragon") == 40 - 2
    assert st.players[0].energy == 10 - 2 - 1


def test_r20_r24_steelhorn_not_triggered_by_burn() -> None:
    st = steelhorn_table(energy=(5, 0))
    st.unit(1, "dragon").burn = 2
    end_turn(st, 0)  # Brann's start: his Steelhorn burns
    assert hp(st, 1, "dragon") == 38
    assert st.players[0].energy == 5


# Voidmaw (R30)


def test_r30_voidmaw_steals_1_on_every_attack() -> None:
    st = table(riders=("Talia", "Morrik"), dragons=("Voidmaw", "Emberfang"), energy=(10, 5))
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 10 - 2 + 1
    assert st.players[1].energy == 4
    assert st.log[-1].text == "Voidmaw steals 1 energy from Brann; Aria now has 9."
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 10 - 2 + 1 - 2 + 1
    assert st.players[1].energy == 3


def test_r30_voidmaw_steal_comes_after_steelhorn_loss() -> None:
    # Pay 2 -> 0; Steelhorn takes what is there (0); then steal 1.
    st = table(riders=("Talia", "Kael"), dragons=("Voidmaw", "Steelhorn"), energy=(2, 5))
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 37
    assert st.players[0].energy == 1
    assert st.players[1].energy == 4


def test_r10_voidmaw_steal_from_empty_gives_nothing() -> None:
    st = table(riders=("Talia", "Morrik"), dragons=("Voidmaw", "Emberfang"), energy=(10, 0))
    attack(st, 0, "enemy_dragon")
    assert st.players[0].energy == 8
    assert st.players[1].energy == 0
    assert st.log[-1].text == "Voidmaw steals nothing: Brann has no energy left."


def voidmaw_pulse_table(aria_energy: int, brann_energy: int, riders=("Talia", "Kael")):
    """Brann's turn, ending into Aria's start phase: Aria's Voidmaw against
    Brann's Emberfang (33 HP). Talia gains 6, Kael 4."""
    return table(
        riders=riders,
        dragons=("Voidmaw", "Emberfang"),
        active=1,
        energy=(aria_energy, brann_energy),
    )


def test_r30_voidmaw_pulse_when_strictly_more_energy_after_gains() -> None:
    # Before the gain Aria has 0 < 5; after it, 6 > 5.
    st = voidmaw_pulse_table(0, 5)
    end_turn(st, 1)
    assert st.players[0].energy == 6
    assert hp(st, 1, "dragon") == 33 - 2
    assert hp(st, 1, "rider") == 17  # the Dragon only
    assert st.players[1].shields == 3
    assert st.players[1].energy == 5  # a pulse steals nothing


def test_r30_voidmaw_no_pulse_on_equal_energy() -> None:
    st = voidmaw_pulse_table(0, 6)
    end_turn(st, 1)
    assert st.players[0].energy == 6
    assert hp(st, 1, "dragon") == 33


def test_r30_voidmaw_no_pulse_with_less_energy() -> None:
    st = voidmaw_pulse_table(0, 9)
    end_turn(st, 1)
    assert hp(st, 1, "dragon") == 33


def test_r30_voidmaw_pulse_is_not_an_attack() -> None:
    # Kael's first-attack bonus ignores the pulse and applies to the real attack.
    st = voidmaw_pulse_table(0, 0, riders=("Kael", "Talia"))
    end_turn(st, 1)
    assert st.players[0].energy == 4
    assert hp(st, 1, "dragon") == 33 - 2
    assert st.players[0].shields == 2
    assert st.players[0].first_attack_used is False
    assert st.players[0].actions == 0
    attack(st, 0, "enemy_dragon")
    assert hp(st, 1, "dragon") == 33 - 2 - 5
    assert st.players[0].shields == 2 + 2


def test_r30_r22_voidmaw_pulse_takes_bronns_reduction() -> None:
    st = table(riders=("Talia", "Bronn"), dragons=("Voidmaw", "Emberfang"), active=1, energy=(0, 0))
    end_turn(st, 1)
    assert hp(st, 1, "dragon") == 33 - 1


def test_r24_r30_voidmaw_pulse_on_steelhorn_costs_the_owner_1() -> None:
    st = table(riders=("Talia", "Kael"), dragons=("Voidmaw", "Steelhorn"), active=1, energy=(0, 0))
    end_turn(st, 1)
    assert hp(st, 1, "dragon") == 38
    assert st.players[0].energy == 6 - 1
