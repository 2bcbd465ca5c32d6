"""Dragon Riders says its counts in agreeing words: "1 Shield", "2 Shields", "1 card"."""

from __future__ import annotations

import pytest

from tests.games.riders.helpers import attack, end_turn, give, log_text, play, table


@pytest.mark.parametrize(
    ("kael_hp", "line"),
    [
        (17, "Aria's Rider gains 2 Shields (6 ready)."),
        (12, "Aria's Rider gains 1 Shield (5 ready)."),  # Kael Wounded: 1 Shield
    ],
)
def test_kaels_first_attack_counts_the_shields_he_gains(kael_hp: int, line: str) -> None:
    st = table(riders=("Kael", "Talia"), dragons=("Steelhorn", "Emberfang"))
    st.unit(0, "rider").hp = kael_hp
    attack(st, 0, "enemy_dragon")
    assert line in log_text(st).splitlines()


def test_energy_shield_charges_are_counted_one_then_two() -> None:
    st = table(riders=("Talia", "Kael"), hands=(("energy_shield_1", "energy_shield_2"), ()))
    play(st, 0, "energy_shield_1", "own_rider")
    assert log_text(st).splitlines()[-1] == "Aria's Rider has 1 Energy Shield charge."
    play(st, 0, "energy_shield_2", "own_rider")
    assert log_text(st).splitlines()[-1] == "Aria's Rider has 2 Energy Shield charges."


@pytest.mark.parametrize(
    ("shields", "line"),
    [
        (1, "1 Shield on Brann's Rider is destroyed."),
        (3, "3 Shields on Brann's Rider are destroyed."),
    ],
)
def test_shield_disruptor_counts_the_shields_it_destroys(shields: int, line: str) -> None:
    st = table(hands=(("shield_disruptor_1",), ()))
    st.players[1].shields = shields
    play(st, 0, "shield_disruptor_1", "enemy_rider")
    assert line in log_text(st).splitlines()


@pytest.mark.parametrize(
    ("shields", "line"),
    [
        (1, "Brann's Kael takes 2 damage (1 absorbed by a Shield): 17 to 15 HP."),
        (2, "Brann's Kael takes 1 damage (2 absorbed by Shields): 17 to 16 HP."),
    ],
)
def test_damage_says_how_much_the_shields_absorbed(shields: int, line: str) -> None:
    """Precision Strike: 3 damage to the enemy Rider, each ready Shield absorbs 1."""
    st = table(hands=(("precision_strike_1",), ()))
    st.players[1].shields = shields
    play(st, 0, "precision_strike_1", "enemy_rider")
    assert log_text(st).splitlines()[-1] == line


@pytest.mark.parametrize(
    ("extra", "prompt"),
    [
        (1, "Discard 1 card down to 5."),
        (2, "Discard 2 cards down to 5."),
    ],
)
def test_the_discard_prompt_counts_the_cards_to_discard(extra: int, prompt: str) -> None:
    st = table()
    for card in st.players[0].deck.cards[: 5 + extra]:
        give(st, 0, card)
    end_turn(st, 0)
    assert st.pending is not None and st.pending.prompt == prompt
