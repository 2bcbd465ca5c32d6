"""Dragon Riders: every card kind, its numbers and its rulings (§1 Cards, §4.6, §8, R17-R41).

Expected values come from the rules reference (/work/shared/games/dragon-riders.md),
not from the engine. Unless a test says otherwise the table is:

- seat 0, Aria: Talia (18 HP) on Emberfang (33 HP), 3 ready Shields (Emberfang's number, R3);
- seat 1, Brann: Kael (17 HP) on Emberfang (33 HP), 3 ready Shields;
- both players at 10 energy, Aria active, her own turn 1.

Talia and Emberfang have no passive that reacts to cards, so the numbers below are the
cards' own. Kael matters only when Brann attacks; Steelhorn and Bronn are left out unless a
test is about them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from game.core.move import Move
from game.games.riders.state import RidersState
from tests.games.riders.helpers import (
    RULES,
    attack,
    end_turn,
    give,
    hp,
    log_text,
    play,
    rejection,
    table,
)

RIDERS = ("Talia", "Kael")
DRAGONS = ("Emberfang", "Emberfang")

ED, ER, OD, OR = "enemy_dragon", "enemy_rider", "own_dragon", "own_rider"
TARGETS = (ED, ER, OD, OR)
ENEMY = (ED, ER)
SELF = (OD, OR)

# §1 Cards: id -> (name, cost, the targets it may be dropped on).
CARDS: dict[str, tuple[str, int, tuple[str, ...]]] = {
    "strike": ("Strike", 1, (ED,)),
    "heavy_blow": ("Heavy Blow", 3, (ED,)),
    "burning_hit": ("Burning Hit", 2, (ED,)),
    "weakening_strike": ("Weakening Strike", 1, (ER,)),
    "precision_strike": ("Precision Strike", 1, (ER,)),
    "crippling_blow": ("Crippling Blow", 3, (ER,)),
    "chain_bolt": ("Chain Bolt", 2, ENEMY),
    "dual_strike": ("Dual Strike", 1, ENEMY),
    "freeze_ray": ("Freeze Ray", 2, (ED,)),
    "rider_immobilize": ("Rider Immobilize", 3, (ER,)),
    "energy_drain": ("Energy Drain", 2, ENEMY),
    "sabotage": ("Sabotage", 2, ENEMY),
    "shield_up": ("Shield Up", 2, (OR,)),
    "shield_disruptor": ("Shield Disruptor", 2, (ER,)),
    "dragon_heal": ("Dragon Heal", 2, (OD,)),
    "rider_heal": ("Rider Heal", 2, (OR,)),
    "energy_surge": ("Energy Surge", 1, SELF),
    "thaw": ("Thaw", 1, SELF),
    "firebreak": ("Firebreak", 1, SELF),
    "energy_shield": ("Energy Shield", 2, (OR,)),
}
# §8 bad-target wording: "Strike must be played on the enemy Dragon." and so on.
WHERE = {
    (ED,): "the enemy Dragon",
    (ER,): "the enemy Rider",
    (OD,): "your own Dragon",
    (OR,): "your own Rider",
    ENEMY: "the enemy Dragon or the enemy Rider",
    SELF: "your own Dragon or Rider",
}


def base(
    aria: list[str] | tuple[str, ...] = (),
    brann: list[str] | tuple[str, ...] = (),
    energy: tuple[int, int] = (10, 10),
    riders: tuple[str, str] = RIDERS,
    dragons: tuple[str, str] = DRAGONS,
    active: int = 0,
    seed: int = 1,
) -> RidersState:
    return table(
        riders=riders,
        dragons=dragons,
        active=active,
        hands=(aria, brann),
        energy=energy,
        seed=seed,
    )


def move(seat: int, card: str, target: str) -> Move:
    return Move.make(seat, "play_card", card=card, target=target)


def snapshot(st: RidersState) -> tuple[object, ...]:
    """Everything on the table a card could touch, apart from energy and card zones."""
    out: list[object] = []
    for p in st.players:
        out.append((p.shields, p.exhausted_shields, p.energy_shield, p.crippled))
        for which in ("dragon", "rider"):
            u = st.unit(p.seat, which)
            out.append((u.hp, u.burn, u.freeze, u.immune_through))
    return tuple(out)


def line_index(st: RidersState, pattern: str) -> int:
    lines = [line.text for line in st.log]
    for i, text in enumerate(lines):
        if re.search(pattern, text, re.IGNORECASE):
            return i
    raise AssertionError(f"no log line matches {pattern!r}:\n{log_text(st)}")


# -- one test per card kind ---------------------------------------------------------


def test_strike_deals_2_to_enemy_dragon() -> None:
    st = base(["strike_1"])
    play(st, 0, "strike_1", ED)
    assert hp(st, 1, "dragon") == 31  # 33 - 2
    assert st.players[0].energy == 9  # cost 1
    assert st.players[1].energy == 10
    assert hp(st, 1, "rider") == 17 and st.players[1].shields == 3
    assert hp(st, 0, "dragon") == 33 and hp(st, 0, "rider") == 18
    assert st.players[0].hand.cards == []
    assert st.players[0].discard.cards == ["strike_1"]
    assert "Strike" in log_text(st)


def test_heavy_blow_deals_4_to_enemy_dragon() -> None:
    st = base(["heavy_blow_1"])
    play(st, 0, "heavy_blow_1", ED)
    assert hp(st, 1, "dragon") == 29  # 33 - 4
    assert st.players[0].energy == 7  # cost 3
    assert hp(st, 1, "rider") == 17 and st.players[1].shields == 3
    assert st.players[0].hand.cards == []
    assert st.players[0].discard.cards == ["heavy_blow_1"]


def test_burning_hit_deals_1_then_puts_1_burn_on_enemy_dragon() -> None:
    st = base(["burning_hit_1"])
    play(st, 0, "burning_hit_1", ED)
    dragon = st.unit(1, "dragon")
    assert dragon.hp == 32  # 33 - 1
    assert dragon.burn == 1
    assert st.unit(1, "rider").burn == 0
    assert st.players[0].energy == 8  # cost 2
    assert st.players[0].discard.cards == ["burning_hit_1"]
    # §4.6: the order written, damage first, then the Burn.
    assert line_index(st, r"takes 1 damage") < line_index(st, r"\bburns?\b")
    # The Burn is real: Brann's start phase deals 1 to his Dragon (§3 start step 4).
    end_turn(st, 0)
    assert st.active == 1
    assert hp(st, 1, "dragon") == 31
    assert st.unit(1, "dragon").burn == 1  # R20: the stacks stay


def test_weakening_strike_deals_2_to_enemy_rider_shields_first() -> None:
    st = base(["weakening_strike_1", "weakening_strike_2"])
    play(st, 0, "weakening_strike_1", ER)
    # §4.3 step 2: 3 ready Shields absorb both points.
    assert st.players[1].shields == 1
    assert hp(st, 1, "rider") == 17
    assert st.players[0].energy == 9
    play(st, 0, "weakening_strike_2", ER)
    # 1 absorbed, 1 to HP.
    assert st.players[1].shields == 0
    assert hp(st, 1, "rider") == 16
    assert st.players[0].energy == 8
    assert hp(st, 1, "dragon") == 33
    assert st.players[0].discard.cards == ["weakening_strike_1", "weakening_strike_2"]


def test_precision_strike_deals_3_to_enemy_rider() -> None:
    st = base(["precision_strike_1"])
    st.players[1].shields = 1
    play(st, 0, "precision_strike_1", ER)
    assert st.players[1].shields == 0  # 1 absorbed
    assert hp(st, 1, "rider") == 15  # 17 - 2
    assert hp(st, 1, "dragon") == 33
    assert st.players[0].energy == 9  # cost 1
    assert st.players[0].discard.cards == ["precision_strike_1"]


def test_crippling_blow_deals_2_and_cripples_even_when_absorbed_R35() -> None:
    st = base(["crippling_blow_1"])
    play(st, 0, "crippling_blow_1", ER)
    assert st.players[1].shields == 1  # 3 - 2: fully absorbed
    assert hp(st, 1, "rider") == 17
    assert st.players[1].crippled is True  # R35: even if the damage was absorbed
    assert st.players[0].crippled is False
    assert st.players[0].energy == 7  # cost 3
    assert st.players[0].discard.cards == ["crippling_blow_1"]
    # R35: a Crippled Kael counts as Wounded (not Critical) at full HP.
    end_turn(st, 0)
    assert st.players[1].energy == 14  # 10 + 3 + Kael's economy 1
    attack(st, 1, ED)
    assert st.players[1].energy == 12  # cost 2: not Critical (Critical Kael pays 3)
    assert hp(st, 0, "dragon") == 29  # 3 + 1 (Wounded bonus), not + 2
    assert st.players[1].shields == 2  # 1 + 1 (Wounded bonus), not + 2


def test_crippling_blow_rulings_R35_no_stack_energy_shield_rider_heal_at_full_hp() -> None:
    st = base(["crippling_blow_1"], ["rider_heal_1"])
    st.players[1].shields = 10
    st.players[1].energy_shield = 1
    play(st, 0, "crippling_blow_1", ER)
    assert st.players[1].crippled is True
    assert st.players[1].energy_shield == 1  # R35: Energy Shield does not stop Crippled
    # Play it again (moved back to hand): Crippled does not stack.
    give(st, 0, "crippling_blow_1")
    play(st, 0, "crippling_blow_1", ER)
    assert st.players[1].crippled is True
    assert st.players[1].shields == 6  # 10 - 2 - 2
    assert hp(st, 1, "rider") == 17
    assert st.players[0].energy == 4  # 10 - 3 - 3
    end_turn(st, 0)
    # One Rider Heal at full HP (it heals 0) ends Crippled.
    play(st, 1, "rider_heal_1", OR)
    assert hp(st, 1, "rider") == 17
    assert st.players[1].crippled is False
    assert st.players[1].energy == 12  # 14 - 2
    # Healthy Kael again: first attack +2 damage and +2 Shields.
    attack(st, 1, ED)
    assert hp(st, 0, "dragon") == 28  # 33 - 5
    assert st.players[1].shields == 8  # 6 + 2


def test_crippled_lyra_counts_as_wounded_not_critical_R35() -> None:
    """Wounded Lyra adds no extra stack (R16); only Critical Lyra pays +1 (R17)."""
    st = base(["crippling_blow_1"], ["freeze_ray_1"], riders=("Talia", "Lyra"))
    play(st, 0, "crippling_blow_1", ER)
    end_turn(st, 0)
    assert st.players[1].crippled is True
    energy = st.players[1].energy
    play(st, 1, "freeze_ray_1", ED)
    assert st.players[1].energy == energy - 2  # not the Critical cost of 3
    assert st.unit(0, "dragon").freeze == 1  # Wounded: no extra stack


@pytest.mark.parametrize("target", ENEMY)
def test_chain_bolt_deals_2_to_enemy_dragon_then_1_to_enemy_rider(target: str) -> None:
    st = base(["chain_bolt_1"])
    play(st, 0, "chain_bolt_1", target)  # either enemy cell, the same effect
    assert hp(st, 1, "dragon") == 31  # 33 - 2
    assert st.players[1].shields == 2  # the 1 to the Rider is absorbed
    assert hp(st, 1, "rider") == 17
    assert st.players[0].energy == 8  # cost 2
    assert st.players[0].discard.cards == ["chain_bolt_1"]


def test_chain_bolt_hits_dragon_first_so_bronn_reduces_the_dragon_hit() -> None:
    """§4.6: multi-target cards hit the Dragon first; R22: Bronn reduces the first instance."""
    st = base(["chain_bolt_1"], riders=("Talia", "Bronn"))
    st.players[1].shields = 0
    play(st, 0, "chain_bolt_1", ER)
    assert hp(st, 1, "dragon") == 32  # 2 - 1 (Bronn)
    assert hp(st, 1, "rider") == 19  # 20 - 1, the reduction already spent
    assert st.players[1].bronn_used is True


@pytest.mark.parametrize("target", ENEMY)
def test_dual_strike_deals_1_to_enemy_dragon_then_1_to_enemy_rider(target: str) -> None:
    st = base(["dual_strike_1"])
    st.players[1].shields = 0
    play(st, 0, "dual_strike_1", target)
    assert hp(st, 1, "dragon") == 32
    assert hp(st, 1, "rider") == 16
    assert st.players[0].energy == 9  # cost 1
    assert st.players[0].discard.cards == ["dual_strike_1"]


def test_dual_strike_order_dragon_first_against_bronn() -> None:
    st = base(["dual_strike_1"], riders=("Talia", "Bronn"))
    st.players[1].shields = 0
    play(st, 0, "dual_strike_1", ED)
    assert hp(st, 1, "dragon") == 33  # 1 - 1 (Bronn's reduction goes to the Dragon hit)
    assert hp(st, 1, "rider") == 19  # 20 - 1
    assert st.players[0].energy == 9


def test_freeze_ray_puts_1_freeze_on_enemy_dragon() -> None:
    st = base(["freeze_ray_1"])
    play(st, 0, "freeze_ray_1", ED)
    assert st.unit(1, "dragon").freeze == 1
    assert st.unit(1, "rider").freeze == 0
    assert hp(st, 1, "dragon") == 33
    assert st.players[0].energy == 8  # cost 2
    assert st.players[0].discard.cards == ["freeze_ray_1"]


def test_rider_immobilize_puts_1_freeze_on_enemy_rider() -> None:
    st = base(["rider_immobilize_1"])
    play(st, 0, "rider_immobilize_1", ER)
    assert st.unit(1, "rider").freeze == 1
    assert st.unit(1, "dragon").freeze == 0
    assert st.players[1].shields == 3  # Shields do not stop Freeze
    assert hp(st, 1, "rider") == 17
    assert st.players[0].energy == 7  # cost 3
    assert st.players[0].discard.cards == ["rider_immobilize_1"]


@pytest.mark.parametrize("target", ENEMY)
def test_energy_drain_takes_2_energy_from_opponent(target: str) -> None:
    st = base(["energy_drain_1"])
    play(st, 0, "energy_drain_1", target)
    assert st.players[1].energy == 8
    assert st.players[0].energy == 8  # cost 2; the drained energy is not gained
    assert st.players[0].discard.cards == ["energy_drain_1"]


def test_energy_drain_never_takes_energy_below_0_R10() -> None:
    st = base(["energy_drain_1"], energy=(10, 1))
    play(st, 0, "energy_drain_1", ED)
    assert st.players[1].energy == 0
    assert st.players[0].energy == 8


SAB_HAND = ["strike_1", "heavy_blow_1", "thaw_1", "rider_heal_1"]


def test_sabotage_discards_2_random_cards_face_up_R37() -> None:
    st = base(["sabotage_1"], SAB_HAND)
    deck = list(st.players[1].deck.cards)
    play(st, 0, "sabotage_1", ER)
    brann = st.players[1]
    assert len(brann.hand.cards) == 2
    assert len(brann.discard.cards) == 2
    assert sorted(brann.hand.cards + brann.discard.cards) == sorted(SAB_HAND)
    assert brann.deck.cards == deck  # Sabotage draws nothing
    assert st.players[0].energy == 8  # cost 2
    assert st.players[0].discard.cards == ["sabotage_1"]
    # §5: the log names the Sabotaged cards.
    names = {"strike_1": "Strike", "heavy_blow_1": "Heavy Blow", "thaw_1": "Thaw"}
    names["rider_heal_1"] = "Rider Heal"
    text = log_text(st)
    for card in brann.discard.cards:
        assert names[card] in text
    # Face up: Aria sees exactly which cards went to Brann's discard.
    assert RULES.view(st, 0).players[1].discard.cards == brann.discard.cards


def test_sabotage_is_deterministic_per_seed_R37() -> None:
    def discards(seed: int, target: str) -> list[str]:
        st = base(["sabotage_1"], SAB_HAND, seed=seed)
        play(st, 0, "sabotage_1", target)
        return list(st.players[1].discard.cards)

    assert discards(7, ER) == discards(7, ER)
    assert discards(7, ED) == discards(7, ER)  # either enemy cell, the same effect
    # Uniform over the hand: across 40 seeds every card is thrown at least once.
    thrown = {card for seed in range(1, 41) for card in discards(seed, ED)}
    assert thrown == set(SAB_HAND)


def test_sabotage_with_one_card_discards_it_R37() -> None:
    st = base(["sabotage_1"], ["heavy_blow_1"])
    play(st, 0, "sabotage_1", ED)
    assert st.players[1].hand.cards == []
    assert st.players[1].discard.cards == ["heavy_blow_1"]
    assert st.players[0].energy == 8


def test_sabotage_into_empty_hand_is_legal_and_paid_R37_R38() -> None:
    st = base(["sabotage_1"], [])
    deck = list(st.players[1].deck.cards)
    play(st, 0, "sabotage_1", ER)
    assert st.players[1].hand.cards == []
    assert st.players[1].discard.cards == []
    assert st.players[1].deck.cards == deck
    assert st.players[0].energy == 8
    assert st.players[0].discard.cards == ["sabotage_1"]


def test_shield_up_gives_own_rider_2_shields() -> None:
    st = base(["shield_up_1"])
    play(st, 0, "shield_up_1", OR)
    assert st.players[0].shields == 5  # 3 + 2
    assert st.players[0].exhausted_shields == 0
    assert st.players[1].shields == 3
    assert st.players[0].energy == 8  # cost 2, no refund for Talia
    assert st.players[0].discard.cards == ["shield_up_1"]


@pytest.mark.parametrize(
    ("rider_hp", "ready", "exhausted"),
    [
        (19, 7, 0),  # healthy: 2 + 2
        (15, 7, 0),  # still healthy above 14
        (14, 6, 0),  # Wounded: 2 + 1
        (9, 6, 0),
        (8, 3, 3),  # Critical: 2 + 1, entering exhausted (R34)
    ],
)
def test_morrik_shield_up_4_healthy_3_wounded_3_exhausted_critical_R33(
    rider_hp: int, ready: int, exhausted: int
) -> None:
    st = base(["shield_up_1"], riders=("Morrik", "Kael"))
    st.unit(0, "rider").hp = rider_hp
    play(st, 0, "shield_up_1", OR)
    assert st.players[0].shields == ready  # from the starting 3 (R3: not "gained")
    assert st.players[0].exhausted_shields == exhausted
    assert st.players[0].energy == 9  # 10 - 2 + 1 back


def test_morrik_shield_up_refund_comes_after_the_full_cost_R33() -> None:
    st = base(["shield_up_1"], riders=("Morrik", "Kael"), energy=(2, 10))
    play(st, 0, "shield_up_1", OR)
    assert st.players[0].energy == 1  # 2 - 2 + 1
    assert st.players[0].shields == 7


def test_critical_morrik_exhausted_shields_absorb_nothing_until_his_turn_R34() -> None:
    st = base(["shield_up_1"], ["weakening_strike_1"], riders=("Morrik", "Kael"))
    st.unit(0, "rider").hp = 8
    st.players[0].shields = 0
    play(st, 0, "shield_up_1", OR)
    assert (st.players[0].shields, st.players[0].exhausted_shields) == (0, 3)
    end_turn(st, 0)
    play(st, 1, "weakening_strike_1", ER)
    assert hp(st, 0, "rider") == 6  # nothing absorbed
    assert st.players[0].exhausted_shields == 3
    end_turn(st, 1)
    assert (st.players[0].shields, st.players[0].exhausted_shields) == (3, 0)


def test_shield_disruptor_destroys_ready_and_exhausted_shields_not_charges_R18_R34() -> None:
    st = base(["shield_disruptor_1"])
    st.players[1].exhausted_shields = 2
    st.players[1].energy_shield = 2
    play(st, 0, "shield_disruptor_1", ER)
    assert st.players[1].shields == 0
    assert st.players[1].exhausted_shields == 0
    assert st.players[1].energy_shield == 2  # R18: charges are not Shields
    assert hp(st, 1, "rider") == 17
    assert st.players[0].shields == 3  # own Shields untouched
    assert st.players[0].energy == 8  # cost 2
    assert st.players[0].discard.cards == ["shield_disruptor_1"]


def test_dragon_heal_heals_own_dragon_3_up_to_max() -> None:
    st = base(["dragon_heal_1", "dragon_heal_2"])
    st.unit(0, "dragon").hp = 25
    play(st, 0, "dragon_heal_1", OD)
    assert hp(st, 0, "dragon") == 28
    assert st.players[0].energy == 8
    st.unit(0, "dragon").hp = 32
    play(st, 0, "dragon_heal_2", OD)
    assert hp(st, 0, "dragon") == 33  # never above max
    assert st.players[0].energy == 6
    assert hp(st, 1, "dragon") == 33
    assert st.players[0].discard.cards == ["dragon_heal_1", "dragon_heal_2"]


def test_rider_heal_heals_own_rider_3_up_to_max() -> None:
    st = base(["rider_heal_1", "rider_heal_2"])
    st.unit(0, "rider").hp = 10
    play(st, 0, "rider_heal_1", OR)
    assert hp(st, 0, "rider") == 13
    assert st.players[0].energy == 8
    st.unit(0, "rider").hp = 17
    play(st, 0, "rider_heal_2", OR)
    assert hp(st, 0, "rider") == 18  # never above max
    assert st.players[0].energy == 6
    assert st.players[0].discard.cards == ["rider_heal_1", "rider_heal_2"]


def test_rider_heal_ends_crippled_R35() -> None:
    st = base(["rider_heal_1"])
    st.players[0].crippled = True
    st.unit(0, "rider").hp = 16
    play(st, 0, "rider_heal_1", OR)
    assert hp(st, 0, "rider") == 18  # heals 2 of the 3: capped at max
    assert st.players[0].crippled is False


@pytest.mark.parametrize("target", SELF)
def test_energy_surge_gains_3_energy(target: str) -> None:
    st = base(["energy_surge_1"])
    play(st, 0, "energy_surge_1", target)
    assert st.players[0].energy == 12  # 10 - 1 + 3
    assert st.players[1].energy == 10
    assert st.players[0].discard.cards == ["energy_surge_1"]


def test_energy_surge_with_exactly_1_energy() -> None:
    st = base(["energy_surge_1"], energy=(1, 10))
    play(st, 0, "energy_surge_1", OR)
    assert st.players[0].energy == 3


def test_thaw_removes_all_freeze_from_chosen_own_unit_then_draws_R36() -> None:
    st = base(["thaw_1"])
    st.unit(0, "dragon").freeze = 3
    st.unit(0, "rider").freeze = 2
    deck = list(st.players[0].deck.cards)
    play(st, 0, "thaw_1", OD)
    assert st.unit(0, "dragon").freeze == 0  # all stacks
    assert st.unit(0, "dragon").immune_through == 2  # through Aria's next own turn (turn 2)
    assert st.unit(0, "rider").freeze == 2  # only the chosen unit
    assert st.unit(0, "rider").immune_through == 0
    hand = st.players[0].hand.cards
    assert len(hand) == 1 and hand[0] in deck
    assert len(st.players[0].deck.cards) == len(deck) - 1
    assert st.players[0].energy == 9  # cost 1
    assert st.players[0].discard.cards == ["thaw_1"]


def test_thaw_on_own_rider_and_then_keep_acting_R12_R36() -> None:
    st = base(["thaw_1", "strike_1"])
    st.unit(0, "rider").freeze = 1
    play(st, 0, "thaw_1", OR)
    assert st.unit(0, "rider").freeze == 0
    assert st.unit(0, "rider").immune_through == 2
    play(st, 0, "strike_1", ED)  # no stacks left: no Stagger
    assert hp(st, 1, "dragon") == 31


def test_thaw_draws_even_with_nothing_frozen_R36() -> None:
    st = base(["thaw_1"])
    deck = len(st.players[0].deck.cards)
    play(st, 0, "thaw_1", OD)
    assert len(st.players[0].hand.cards) == 1
    assert len(st.players[0].deck.cards) == deck - 1
    assert st.unit(0, "dragon").immune_through == 0  # nothing was frozen, no immunity
    assert st.players[0].energy == 9


def test_thaw_draws_even_at_5_cards_R9_R36() -> None:
    st = base(["thaw_1", "strike_1", "strike_2", "strike_3", "strike_4"])
    deck = len(st.players[0].deck.cards)
    play(st, 0, "thaw_1", OR)
    assert len(st.players[0].hand.cards) == 5  # 5 - Thaw + 1
    assert len(st.players[0].deck.cards) == deck - 1


def test_thaw_with_empty_deck_draws_nothing_R8() -> None:
    st = base(["thaw_1"])
    me = st.players[0]
    me.discard.cards.extend(me.deck.cards)
    me.deck.cards.clear()
    play(st, 0, "thaw_1", OD)
    assert me.hand.cards == []
    assert me.discard.cards[-1] == "thaw_1"
    assert me.energy == 9


def test_thaw_immunity_lasts_through_owners_next_turn_R14_R36() -> None:
    st = base(["thaw_1"], ["freeze_ray_1", "freeze_ray_2"])
    st.unit(0, "dragon").freeze = 1
    play(st, 0, "thaw_1", OD)
    end_turn(st, 0)
    brann = st.players[1].energy
    play(st, 1, "freeze_ray_1", ED)  # immune: nothing, but paid (R38)
    assert st.unit(0, "dragon").freeze == 0
    assert st.players[1].energy == brann - 2
    end_turn(st, 1)
    assert st.unit(0, "dragon").immune_through == 2  # still through Aria's turn 2
    end_turn(st, 0)  # expires in the end phase of Aria's turn 2
    assert st.unit(0, "dragon").immune_through == 0
    play(st, 1, "freeze_ray_2", ED)
    assert st.unit(0, "dragon").freeze == 1


@pytest.mark.parametrize("target", SELF)
def test_firebreak_removes_all_burn_from_own_dragon_and_rider(target: str) -> None:
    st = base(["firebreak_1"])
    st.unit(0, "dragon").burn = 3
    st.unit(0, "rider").burn = 2
    st.unit(1, "dragon").burn = 1
    play(st, 0, "firebreak_1", target)
    assert st.unit(0, "dragon").burn == 0
    assert st.unit(0, "rider").burn == 0
    assert st.unit(1, "dragon").burn == 1  # the enemy keeps burning
    assert st.players[0].energy == 9  # cost 1
    assert st.players[0].discard.cards == ["firebreak_1"]


def test_energy_shield_gives_own_rider_1_charge_that_stacks() -> None:
    st = base(["energy_shield_1", "energy_shield_2"])
    play(st, 0, "energy_shield_1", OR)
    assert st.players[0].energy_shield == 1
    assert st.players[0].energy == 8  # cost 2
    play(st, 0, "energy_shield_2", OR)
    assert st.players[0].energy_shield == 2
    assert st.players[0].energy == 6
    assert st.players[0].shields == 3  # a charge is not a Shield
    assert st.players[1].energy_shield == 0
    assert st.players[0].discard.cards == ["energy_shield_1", "energy_shield_2"]


# -- rulings ------------------------------------------------------------------------


def test_energy_shield_stops_burn_and_freeze_but_not_damage_R18() -> None:
    st = base(
        ["energy_shield_1", "energy_shield_2"],
        ["burning_hit_1", "rider_immobilize_1", "rider_immobilize_2"],
    )
    play(st, 0, "energy_shield_1", OR)
    play(st, 0, "energy_shield_2", OR)
    end_turn(st, 0)
    assert st.players[1].energy == 14
    # Kael's first attack: 5 damage, Emberfang's Burn on the Rider.
    attack(st, 1, ER)
    assert st.players[0].shields == 0  # 3 absorbed: the charge does not absorb damage
    assert hp(st, 0, "rider") == 16  # 18 - 2
    assert st.unit(0, "rider").burn == 0  # Burn stopped
    assert st.players[0].energy_shield == 1
    # Charges protect only the Rider.
    play(st, 1, "burning_hit_1", ED)
    assert hp(st, 0, "dragon") == 32
    assert st.unit(0, "dragon").burn == 1
    assert st.players[0].energy_shield == 1
    play(st, 1, "rider_immobilize_1", ER)
    assert st.unit(0, "rider").freeze == 0  # Freeze stopped
    assert st.players[0].energy_shield == 0
    play(st, 1, "rider_immobilize_2", ER)
    assert st.unit(0, "rider").freeze == 1
    assert st.players[1].energy == 4  # 14 - 2 - 2 - 3 - 3


def test_energy_shield_charge_stays_on_a_freeze_immune_rider_R19() -> None:
    st = base([], ["rider_immobilize_1"], active=1)
    st.unit(0, "rider").immune_through = 2
    st.players[0].energy_shield = 1
    play(st, 1, "rider_immobilize_1", ER)
    assert st.unit(0, "rider").freeze == 0
    assert st.players[0].energy_shield == 1
    assert st.players[1].energy == 7  # paid anyway (R38)


def test_lyra_healthy_freeze_ray_adds_2_stacks_R16() -> None:
    st = base(["freeze_ray_1"], riders=("Lyra", "Kael"))
    play(st, 0, "freeze_ray_1", ED)
    assert st.unit(1, "dragon").freeze == 2
    assert st.players[0].energy == 8


def test_lyra_wounded_freeze_ray_costs_2_and_adds_1_stack_R16_R17() -> None:
    st = base(["freeze_ray_1"], riders=("Lyra", "Kael"), energy=(2, 10))
    st.unit(0, "rider").hp = 7  # Wounded (≤ 12), not Critical (≤ 6)
    play(st, 0, "freeze_ray_1", ED)
    assert st.unit(1, "dragon").freeze == 1
    assert st.players[0].energy == 0


def test_lyra_critical_freeze_ray_costs_3_R17() -> None:
    st = base(["freeze_ray_1", "thaw_1"], riders=("Lyra", "Kael"), energy=(2, 10))
    st.unit(0, "rider").hp = 6
    err = rejection(st, move(0, "freeze_ray_1", ED))
    assert err.code == "riders/not-enough-energy"
    assert err.message == "Freeze Ray costs 3 energy (Lyra is Critical: +1); you have 2."
    st.players[0].energy = 3
    play(st, 0, "freeze_ray_1", ED)
    assert st.players[0].energy == 0
    assert st.unit(1, "dragon").freeze == 1  # Critical is also Wounded: no extra stack


def test_lyra_critical_rider_immobilize_costs_4_R17() -> None:
    st = base(["rider_immobilize_1"], riders=("Lyra", "Kael"), energy=(3, 10))
    st.unit(0, "rider").hp = 6
    err = rejection(st, move(0, "rider_immobilize_1", ER))
    assert err.code == "riders/not-enough-energy"
    assert err.message == "Rider Immobilize costs 4 energy (Lyra is Critical: +1); you have 3."
    st.players[0].energy = 4
    play(st, 0, "rider_immobilize_1", ER)
    assert st.players[0].energy == 0
    assert st.unit(1, "rider").freeze == 1


def test_lyra_critical_thaw_is_not_a_freeze_card_R17() -> None:
    st = base(["thaw_1"], riders=("Lyra", "Kael"), energy=(1, 10))
    st.unit(0, "rider").hp = 6
    play(st, 0, "thaw_1", OR)
    assert st.players[0].energy == 0


def test_burning_hit_burns_even_when_bronn_reduces_the_damage_to_0_R39() -> None:
    st = base(["burning_hit_1"], riders=("Talia", "Bronn"))
    play(st, 0, "burning_hit_1", ED)
    assert hp(st, 1, "dragon") == 33  # 1 - 1
    assert st.players[1].bronn_used is True
    assert st.unit(1, "dragon").burn == 1
    assert st.players[0].energy == 8


def test_no_caps_on_shields_or_burn_R40() -> None:
    st = base(["shield_up_1", "shield_up_2", "shield_up_3", "burning_hit_1", "burning_hit_2"])
    for card in ("shield_up_1", "shield_up_2", "shield_up_3"):
        play(st, 0, card, OR)
    assert st.players[0].shields == 9  # 3 + 2 + 2 + 2
    st.players[0].energy = 10
    st.unit(1, "dragon").burn = 10
    play(st, 0, "burning_hit_1", ED)
    play(st, 0, "burning_hit_2", ED)
    assert st.unit(1, "dragon").burn == 12
    assert hp(st, 1, "dragon") == 31


def _as_dealt(st: RidersState) -> None:
    """Full HP, no Burn, Brann's hand empty: nothing for the card to do."""


def _immune_enemy_dragon(st: RidersState) -> None:
    st.unit(1, "dragon").immune_through = 2


def _immune_enemy_rider(st: RidersState) -> None:
    st.unit(1, "rider").immune_through = 2


def _no_enemy_shields(st: RidersState) -> None:
    st.players[1].shields = 0


# §4.6 examples: a heal at full HP, Freeze on an immune unit, Sabotage into an empty hand,
# Disruptor with no Shields; plus Firebreak with no Burn.
USELESS: list[tuple[str, str, int, Callable[[RidersState], None]]] = [
    ("dragon_heal_1", OD, 2, _as_dealt),
    ("rider_heal_1", OR, 2, _as_dealt),
    ("freeze_ray_1", ED, 2, _immune_enemy_dragon),
    ("rider_immobilize_1", ER, 3, _immune_enemy_rider),
    ("sabotage_1", ER, 2, _as_dealt),
    ("shield_disruptor_1", ER, 2, _no_enemy_shields),
    ("firebreak_1", OD, 1, _as_dealt),
]


@pytest.mark.parametrize(
    ("card", "target", "cost", "arrange"), USELESS, ids=[u[0] for u in USELESS]
)
def test_useless_plays_are_legal_and_paid_R38(
    card: str, target: str, cost: int, arrange: Callable[[RidersState], None]
) -> None:
    st = base([card], [])
    arrange(st)
    before = snapshot(st)
    play(st, 0, card, target)
    assert snapshot(st) == before
    assert st.players[0].energy == 10 - cost
    assert st.players[1].energy == 10
    assert st.players[0].hand.cards == []
    assert st.players[0].discard.cards == [card]


BAD_TARGET_CASES = [
    pytest.param(kind, target, id=f"{kind}-{target}") for kind in CARDS for target in TARGETS
]


@pytest.mark.parametrize(("kind", "target"), BAD_TARGET_CASES)
def test_every_card_on_every_cell_R41(kind: str, target: str) -> None:
    name, cost, allowed = CARDS[kind]
    card = f"{kind}_1"
    st = base([card])
    if target in allowed:
        play(st, 0, card, target)
        surge = 3 if kind == "energy_surge" else 0
        assert st.players[0].energy == 10 - cost + surge
        assert st.players[0].discard.cards == [card]
    else:
        err = rejection(st, move(0, card, target))
        assert err.code == "riders/bad-target"
        assert err.message == f"{name} must be played on {WHERE[allowed]}."


def test_bad_target_messages_quoted_in_the_reference_R41() -> None:
    st = base(["strike_1", "thaw_1", "chain_bolt_1"])
    assert (
        rejection(st, move(0, "strike_1", OD)).message
        == "Strike must be played on the enemy Dragon."
    )
    assert (
        rejection(st, move(0, "thaw_1", ED)).message
        == "Thaw must be played on your own Dragon or Rider."
    )
    assert (
        rejection(st, move(0, "chain_bolt_1", OR)).message
        == "Chain Bolt must be played on the enemy Dragon or the enemy Rider."
    )


def test_not_enough_energy_names_card_cost_and_energy() -> None:
    st = base(["heavy_blow_1"], energy=(2, 10))
    err = rejection(st, move(0, "heavy_blow_1", ED))
    assert err.code == "riders/not-enough-energy"
    assert err.message == "Heavy Blow costs 3 energy; you have 2."
    st.players[0].energy = 3  # exactly the cost is enough (§4.1)
    play(st, 0, "heavy_blow_1", ED)
    assert st.players[0].energy == 0
    assert hp(st, 1, "dragon") == 29


def test_not_in_hand_names_the_instance() -> None:
    st = base(["strike_1"], ["strike_2"])
    err = rejection(st, move(0, "strike_2", ED))
    assert err.code == "riders/not-in-hand"
    assert err.message == "Strike (strike_2) is not in your hand."
    play(st, 0, "strike_1", ED)
    err = rejection(st, move(0, "strike_1", ED))  # now in the discard
    assert err.code == "riders/not-in-hand"
    assert err.message == "Strike (strike_1) is not in your hand."


def test_play_card_checks_run_in_the_listed_order() -> None:
    """§8: not-in-hand, then bad-target, then staggered, then not-enough-energy."""
    st = base(["heavy_blow_1"], ["strike_2"], energy=(2, 10))
    assert rejection(st, move(0, "strike_2", OD)).code == "riders/not-in-hand"
    assert rejection(st, move(0, "heavy_blow_1", OD)).code == "riders/bad-target"
    assert rejection(st, move(0, "heavy_blow_1", ED)).code == "riders/not-enough-energy"


def test_card_is_one_step_win_checked_after_the_whole_card() -> None:
    """§4.8, R6: Chain Bolt drops both enemy units; the card finishes; Dragon Kill."""
    st = base(["chain_bolt_1"])
    st.unit(1, "dragon").hp = 2
    st.unit(1, "rider").hp = 1
    st.players[1].shields = 0
    play(st, 0, "chain_bolt_1", ED)
    assert hp(st, 1, "dragon") == 0
    assert hp(st, 1, "rider") == 0  # the Rider hit still resolved
    assert st.result is not None
    assert st.result.winners == (0,)
    assert st.result.how == "Dragon Kill"
    assert st.players[0].discard.cards == ["chain_bolt_1"]
