"""The card file's resources (`[[resource]]`) and fixed numbers (`[game]`): read strictly,
every problem at its line, and played by the rules (R3, R24, R30)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.core.errors import DataError
from game.core.move import Move
from game.core.problems import report
from game.games.hatch.basics import Numbers
from game.games.hatch.cards import load_catalog
from game.games.hatch.rules import HatchRules
from tests.games.hatch.helpers import card, egg, hatch_egg, table

ANN = 0

SHIPPED = paths.card_file("hatch").read_text("utf-8")


def written(tmp_path: Path, text: str, name: str = "hatch.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return path


def test_the_shipped_file_names_the_four_resources_and_the_references_numbers() -> None:
    cat = load_catalog(paths.card_file("hatch"))
    assert [(r.code, r.name, r.colour, r.icon) for r in cat.resources] == [
        ("E", "Ember", "#E4572E", "flame"),
        ("T", "Tide", "#2E86DE", "wave"),
        ("S", "Stone", "#A67C52", "rock"),
        ("G", "Gale", "#7BC47F", "gust"),
    ]
    assert cat.numbers == Numbers(5, 200, 3, 2, 4, 2)


def test_a_renamed_resource_is_named_so_in_the_rules_messages(tmp_path: Path) -> None:
    text = SHIPPED.replace('name = "Stone"', 'name = "Granite"')
    rules = HatchRules(load_catalog(written(tmp_path, text)))
    fed = ["Cinder Whelp", "Cinder Whelp"]  # Magma Wyrm needs E E S: the Stone is missing
    st = table(rules=rules, Ann={"eggs": [{"card": "Magma Wyrm", "fed": fed}]})
    magma = egg(st, ANN, "Magma Wyrm")
    assert rules.forecast(st, magma).why() == (
        "it needs 1 Granite (none attached); it needs 1 blood exactly (no sacrifice named)"
    )
    assert rules.cat.of(magma).cost_words() == "2 Ember, 1 Granite, 1 blood"


def test_a_smaller_hand_is_dealt_and_refilled_to_its_number_r3(tmp_path: Path) -> None:
    text = SHIPPED.replace("hand_size = 5", "hand_size = 3")
    rules = HatchRules(load_catalog(written(tmp_path, text)))
    st = rules.new_game(["Ann", "Ben"], 4, {})
    assert [len(p.hand.cards) for p in st.players] == [3, 3]
    assert st.log[0].text == "Hatch for 2 players: each is dealt 3 cards."


def _goal_table(rules: HatchRules, last: str) -> tuple[object, str]:
    # 104 + 48 + 30 + `last` in play; Pebble Whelp (3) paid for Magma Wyrm (14)
    dragons = ["Skyfather", "Skyfather", "Worldspine", "Granite Elder", last, "Pebble Whelp"]
    fed = ["Cinder Whelp", "Cinder Whelp", "Pebble Whelp"]
    st = table(rules=rules, Ann={"dragons": dragons, "eggs": [{"card": "Magma Wyrm", "fed": fed}]})
    return st, egg(st, ANN, "Magma Wyrm")


@pytest.mark.parametrize(
    ("last", "dynasty", "triggered"), [("Pebble Whelp", 199, False), ("Zephyr Whelp", 200, True)]
)
def test_the_end_is_triggered_at_200_and_not_at_199_r24(
    last: str, dynasty: int, triggered: bool
) -> None:
    rules = HatchRules()
    st, magma = _goal_table(rules, last)
    pebbles = [d for d in st.players[ANN].dragons.cards if rules.cat.of(d).name == "Pebble Whelp"]
    hatch_egg(st, ANN, magma, (pebbles[-1],))
    assert sum(rules.cat.of(d).value for d in st.players[ANN].dragons.cards) == dynasty
    assert (st.trigger == ANN) is triggered and (st.trigger is None) is not triggered


def test_a_goal_of_the_files_own_triggers_there_r24(tmp_path: Path) -> None:
    rules = HatchRules(load_catalog(written(tmp_path, SHIPPED.replace("goal = 200", "goal = 199"))))
    st, magma = _goal_table(rules, "Pebble Whelp")
    pebbles = [d for d in st.players[ANN].dragons.cards if rules.cat.of(d).name == "Pebble Whelp"]
    hatch_egg(st, ANN, magma, (pebbles[-1],), rules)
    assert st.trigger == ANN
    assert st.log[-1].text.startswith("Ann's dynasty reaches 199: the end is triggered")


def test_a_loot_draws_and_discards_the_files_numbers_r30(tmp_path: Path) -> None:
    text = SHIPPED.replace("loot_draw = 3", "loot_draw = 4").replace(
        "loot_discard = 2", "loot_discard = 1"
    )
    rules = HatchRules(load_catalog(written(tmp_path, text)))
    st = table(
        rules=rules,
        Ann={"hand": [], "dragons": ["Skyfather"]},
        Ben={"hand": [], "eggs": [{"card": "Pebble Whelp"}]},
    )
    sky = card(st, ANN, "Skyfather", "dragons")
    rules.apply(st, Move.make(ANN, "attack_with", dragon=sky, target=1))
    rules.apply(st, Move.make(ANN, "declare_attack"))
    rules.apply(st, Move.make(ANN, "choose_loot", attacker=sky, option="draw"))
    assert len(st.players[ANN].hand.cards) == 4
    assert st.pending is not None and (st.pending.min, st.pending.max) == (1, 1)


def test_bad_resources_and_numbers_are_each_named_at_their_line(tmp_path: Path) -> None:
    text = (
        SHIPPED.replace('icon = "wave"', 'icon = "wavy"')
        .replace('colour = "#A67C52"', 'colour = "ochre"')
        .replace("goal = 200", "goal = 0")
        .replace("loot_draw = 3", "loot_drw = 3")
    )
    path = written(tmp_path, text)
    with pytest.raises(DataError) as caught:
        load_catalog(path)
    lines = text.splitlines()

    def at(snippet: str, after: int = 0) -> int:
        return next(n for n, line in enumerate(lines, 1) if n > after and snippet in line)

    assert at("goal = 0") < at("loot_drw") < at("wavy") < at("ochre")  # [game] comes first
    assert report(caught.value).splitlines() == [  # in line order
        f"hatch.toml, line {at('goal = 0')}: [game] 'goal' should be a whole number from 1 to "
        "9999, not 0.",
        f"hatch.toml, line {at('loot_drw')}: [game]: there is no key 'loot_drw'; did you mean "
        "'loot_draw'?",
        f"hatch.toml, line {at('wavy')}: resource #2: 'icon' 'wavy' is not a shape the faces "
        "draw; did you mean 'wave'?",
        f"hatch.toml, line {at('ochre')}: resource #3: 'colour' should be a colour like "
        "\"#e4572e\", not 'ochre'.",
    ]


VENOM = """
[[resource]]
code = "V"
name = "Venom"
colour = "#6A2C91"
icon = "gust"
"""
VENOM_SPECIES = """
[[species]]
name = "Venom Whelp"
tier = "Whelp"
provides = "V"
value = 13
cost = ["V"]
blood = 0
sac = 2
copies = 6
flavour = "A fifth resource, from the card file alone."

[[species]]
name = "Viper Drake"
tier = "Drake"
provides = "V"
value = 18
cost = ["V", "E"]
blood = 0
sac = 1
copies = 4
flavour = "It feeds on venom."
"""


def test_a_fifth_resource_from_the_file_alone_is_fed_hatched_and_drawn(tmp_path: Path) -> None:
    from game.core.runner import play
    from game.games.hatch import ENTRY
    from game.games.hatch.bots import EasyHatchBot
    from game.games.hatch.table.faces import HatchFaces
    from game.games.hatch.table.layout import layout_file, load_layout

    marker = "\n[[species]]"
    at = SHIPPED.index(marker)
    text = SHIPPED[:at] + VENOM + SHIPPED[at:] + VENOM_SPECIES
    cat = load_catalog(written(tmp_path, text))
    assert cat.codes == ("E", "T", "S", "G", "V") and len(cat.cards) == 82
    assert cat.species["Viper Drake"].cost_words() == "1 Ember, 1 Venom"
    rules = HatchRules(cat)
    hatched = 0
    for seed in range(6):
        bots = [EasyHatchBot(rules, seed * 16 + s) for s in range(2)]
        state = play(rules, bots, seed, max_moves=ENTRY.max_moves)
        assert state.result is not None
        hatched += sum(
            "hatched Viper Drake (18)" in line.text or "hatched Venom Whelp (13)" in line.text
            for line in state.log
        )
    assert hatched >= 3
    import pygame

    pygame.init()
    faces = HatchFaces(cat, load_layout(layout_file()))
    assert faces.resource_colour("V") == (0x6A, 0x2C, 0x91) and faces.shape_of("V") == "gust"
    assert faces.face("Viper Drake", 120).get_size() == (120, 168)
