"""The Rider and Dragon tiles' powers are data (powers.py): a designer's new tile plays
from its entry alone, an edited number changes the game, the tiles' texts are written
from the powers, a text written by hand is checked against them, and a damaged power is
named with its file and line."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game import paths
from game.__main__ import main
from game.core.errors import DataError
from game.core.move import Move
from game.core.problems import report
from game.core.rng import Rng
from game.core.runner import play
from game.games.riders import ENTRY
from game.games.riders.cards import default_catalog, load_catalog
from game.games.riders.rules import RidersRuleset
from game.games.riders.text_check import text_mismatches
from tests.games.riders.helpers import table

SHIPPED = paths.card_file("riders").read_text(encoding="utf-8")
SERA = """
[[rider]]
name = "Sera"
hp = 16
economy = 1
wounded_at = 11
critical_at = 5
powers = [
  { power = "splash", healthy = 1, critical = 0 },
  { power = "turn_energy", healthy = 1, wounded = 0 },
]
"""


def card_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "riders.toml"
    path.write_text(text, encoding="utf-8")
    return path


def with_sera(tmp_path: Path) -> Path:
    """The shipped file with a sixth Rider, Sera, made of powers alone."""
    at = SHIPPED.index("[[dragon]]")
    return card_file(tmp_path, SHIPPED[:at] + SERA.lstrip() + "\n" + SHIPPED[at:])


def test_sera_s_texts_are_written_from_her_powers(tmp_path: Path) -> None:
    sera = load_catalog(with_sera(tmp_path)).riders["Sera"]
    assert sera.passive == (
        "Every attack splashes 1 damage onto the other enemy unit. "
        "+1 energy at the start of your turn."
    )
    assert sera.wounded == "No extra energy at the start of your turn."
    assert sera.critical == "No splash."


def test_sera_splashes_1_healthy_and_wounded_and_none_once_critical(tmp_path: Path) -> None:
    rules = RidersRuleset(load_catalog(with_sera(tmp_path)))
    for hp, splash in ((16, 1), (11, 1), (6, 1), (5, 0)):
        st = table(riders=("Sera", "Talia"), dragons=("Emberfang", "Cryowyrm"), rules=rules)
        st.players[1].shields = 0
        st.unit(0, "rider").hp = hp
        rules.apply(st, Move.make(0, "attack", target="enemy_dragon"))
        assert st.unit(1, "dragon").hp == 30 - 3, "the attack itself is Emberfang's 3"
        assert st.unit(1, "rider").hp == 18 - splash, f"Sera at {hp} HP"


def test_sera_s_turn_energy_is_3_1_and_1_healthy_then_3_1_wounded(tmp_path: Path) -> None:
    rules = RidersRuleset(load_catalog(with_sera(tmp_path)))
    for hp, gain in ((12, 3 + 1 + 1), (11, 3 + 1)):  # wounded_at 11: 12 is healthy
        st = table(riders=("Talia", "Sera"), dragons=("Emberfang", "Cryowyrm"), rules=rules)
        st.unit(1, "rider").hp = hp
        before = st.players[1].energy
        rules.apply(st, Move.make(0, "end_turn"))
        assert st.players[1].energy == before + gain


def test_whole_games_with_sera_end_and_she_splashes(tmp_path: Path) -> None:
    rules = RidersRuleset(load_catalog(with_sera(tmp_path)))
    seats: Counter[str] = Counter()
    splashes = 0
    for seed in range(30):
        rng = Rng(seed)
        state = rules.new_game(["P1", "P2"], seed, {})
        while rules.result(state) is None:
            seat = rules.to_act(state)[0]
            legal = rules.legal_moves(state, seat)
            sera = [m for m in legal if m.kind == "choose_rider" and m["rider"] == "Sera"]
            rules.apply(state, sera[0] if sera else legal[rng.below(len(legal))])
        assert len(state.moves) < 1_000
        seats.update(p.rider.name for p in state.players if p.rider is not None)
        splashes += sum("Sera" in line.text and "takes" in line.text for line in state.log)
    assert seats["Sera"] >= 30
    assert splashes > 0


def test_the_default_bots_play_whole_games_with_sera(tmp_path: Path) -> None:
    rules = RidersRuleset(load_catalog(with_sera(tmp_path)))
    for seed in range(4):
        bots = [ENTRY.bots[ENTRY.default_bot](rules, seed * 2 + n) for n in range(2)]
        state = play(rules, bots, seed=seed, max_moves=2_000)
        assert rules.result(state) is not None


def test_voltwing_s_splash_edited_to_3_deals_3(tmp_path: Path) -> None:
    old = '{ power = "splash", amount = 2 }'
    assert SHIPPED.count(old) == 1
    rules = RidersRuleset(load_catalog(card_file(tmp_path, SHIPPED.replace(old, old[:-4] + "3 }"))))
    st = table(riders=("Talia", "Morrik"), dragons=("Voltwing", "Emberfang"), rules=rules)
    st.players[1].shields = 0
    rules.apply(st, Move.make(0, "attack", target="enemy_dragon"))
    assert st.unit(1, "rider").hp == 19 - 3
    assert (
        load_catalog(card_file(tmp_path, SHIPPED.replace(old, old[:-4] + "3 }")))
        .dragons["Voltwing"]
        .ability
        == "Every attack splashes 3 damage onto the other enemy unit."
    )


def test_the_shipped_tiles_texts_come_from_their_powers_and_agree() -> None:
    cat = default_catalog()
    assert all(not r.by_hand for r in cat.riders.values())
    assert all(not d.by_hand for d in cat.dragons.values())
    assert cat.riders["Kael"].passive == (
        "First attack each turn: +2 damage, and Kael gains 2 Shields."
    )
    assert cat.riders["Bronn"].passive == (
        "The first damage each turn to your Dragon or Rider is reduced by 1."
    )
    assert cat.riders["Bronn"].wounded == "No reduction for your Rider."
    assert text_mismatches(cat) == []


def kael_says(tmp_path: Path, passive: str) -> Path:
    return card_file(
        tmp_path, SHIPPED.replace('name = "Kael"\n', f'name = "Kael"\npassive = "{passive}"\n')
    )


def test_a_hand_text_with_the_powers_numbers_agrees(tmp_path: Path) -> None:
    path = kael_says(tmp_path, "First attack each turn: +2 damage, and Kael gains two Shields.")
    assert text_mismatches(load_catalog(path)) == []


def test_a_hand_text_with_another_number_is_named(tmp_path: Path) -> None:
    path = kael_says(tmp_path, "First attack each turn: +3 damage, and Kael gains 2 Shields.")
    assert text_mismatches(load_catalog(path)) == [
        "Kael: the passive text says 3 and 2; its powers give 2 and 2"
    ]


def test_a_sentence_on_a_tile_with_no_power_does_nothing_in_the_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    burn = 'powers = [{ power = "first_attack_burn", amount = 1 }]\n'
    text = SHIPPED.replace(burn, 'ability = "Heals 2 each turn. It roars."\n')
    path = card_file(tmp_path, text)
    assert main(["lab", "riders", "--cards", str(path), "--check"]) == 1
    line = text.splitlines().index('name = "Emberfang"')  # the entry's header, from 1
    out = capsys.readouterr().out.splitlines()
    assert (
        f'riders.toml, line {line}: Emberfang: "Heals 2 each turn" does nothing in the rules' in out
    )
    assert f'riders.toml, line {line}: Emberfang: "It roars" does nothing in the rules' in out


@pytest.mark.parametrize(
    ("power", "problem"),
    [
        (
            '{ power = "splsh", amount = 1 }',
            "dragon Voltwing, power 1: there is no power 'splsh'; did you mean 'splash'?",
        ),
        (
            '{ power = "splash", healthy = 1 }',
            "dragon Voltwing, power 1: a Dragon has no healthy state; give its 'amount'.",
        ),
        (
            '{ power = "reduce_first_damage", amount = 1 }',
            "dragon Voltwing, power 1: reduce_first_damage guards one unit: 'unit' is dragon "
            "or rider.",
        ),
        (
            '{ power = "splash", amount = "two" }',
            "dragon Voltwing, power 1: 'amount' should be a whole number from -99 to 99.",
        ),
        (
            '{ power = "splash", amont = 2 }',
            "dragon Voltwing, power 1: there is no key 'amont'; did you mean 'amount'?",
        ),
    ],
)
def test_a_damaged_power_is_named_with_its_file_and_line(
    tmp_path: Path, power: str, problem: str
) -> None:
    old = '{ power = "splash", amount = 2 }'
    text = SHIPPED.replace(old, power)
    with pytest.raises(DataError) as caught:
        load_catalog(card_file(tmp_path, text))
    line = text.splitlines().index(f"powers = [{power}]") + 1
    assert report(caught.value) == f"riders.toml, line {line}: {problem}"
