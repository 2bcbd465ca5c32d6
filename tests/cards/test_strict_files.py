"""Strict data files: a key no loader knows is refused with a guess at what was meant,
every problem of a file is listed at once, and each names the line it is on.

Each case copies a shipped file, changes one thing and loads the copy with the game's
own loader; the line numbers are found in the copy, so the shipped files may grow."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game import paths
from game.__main__ import main
from game.core.errors import DataError
from game.core.problems import problems_of, report
from game.games.dml.cards import load_catalog as load_dml
from game.games.draconium.cards import load_catalog as load_draconium
from game.games.draconium.lines import load_lines
from game.games.draconium.table.faces import load_dominion_layout
from game.games.dune.cards import load_dune_data
from game.games.hatch.cards import load_catalog as load_hatch
from game.games.hatch.table.layout import load_layout as load_hatch_layout
from game.games.riders.cards import load_catalog as load_riders
from game.games.riders.table.layout import load_layout as load_riders_layout
from game.selftest import run_checks

CARDS = paths.card_file("riders").parent
LAYOUTS = paths.asset("layouts", "riders.toml").parent

# Each data file of the games, by its place in assets/, and how its game reads it.
LOADERS: dict[str, Callable[[Path], Any]] = {
    "cards/riders.toml": load_riders,
    "cards/dune.toml": load_dune_data,
    "cards/draconium.toml": lambda p: load_draconium(p, CARDS / "draconium_expansion.toml"),
    "cards/draconium_expansion.toml": lambda p: load_draconium(CARDS / "draconium.toml", p),
    "cards/dragon_lines.toml": load_lines,
    "cards/hatch.toml": load_hatch,
    "cards/dml.toml": load_dml,
    "layouts/riders.toml": load_riders_layout,
    "layouts/hatch.toml": load_hatch_layout,
    "layouts/draconium.toml": load_dominion_layout,
}


def copy_with(tmp_path: Path, name: str, *changes: tuple[str, str]) -> Path:
    """A copy of the shipped file `name` with each (old, new) made once, in the copy's
    own folder under its own file name."""
    text = paths.asset(*name.split("/")).read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / name.split("/")[-1]
    path.write_text(text, encoding="utf-8")
    return path


def line_of(path: Path, written: str, after: str = "") -> int:
    """The line (from 1) where `written` first starts in the file, after `after`'s line."""
    text = path.read_text(encoding="utf-8")
    start = text.index(after) if after else 0
    return text[: text.index(written, start)].count("\n") + 1


def refused(name: str, path: Path) -> list[tuple[int, str]]:
    """Each problem the game's loader finds in `path`: (its line, its sentence)."""
    with pytest.raises(DataError) as caught:
        LOADERS[name](path)
    assert caught.value.path == str(path)
    return [(p.line, p.message) for p in problems_of(caught.value)]


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_every_shipped_data_file_still_loads(name: str, tmp_path: Path) -> None:
    """No false refusals: every key of every shipped file is one its loader reads."""
    LOADERS[name](copy_with(tmp_path, name))


# -- a misspelt or unknown key, game by game ----------------------------------------------


def test_riders_a_misspelt_freeze_card_is_refused_where_it_is_written(tmp_path: Path) -> None:
    """`freez_card = true` once passed the check and quietly dropped Freeze Ray's freeze."""
    path = copy_with(tmp_path, "cards/riders.toml", ("freeze_card = true", "freez_card = true"))
    assert refused("cards/riders.toml", path) == [
        (
            line_of(path, "freez_card"),
            "card freeze_ray: there is no key 'freez_card'; did you mean 'freeze_card'?",
        ),
    ]


def test_riders_a_flavour_key_above_the_id_is_refused_on_its_own_line(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        "cards/riders.toml",
        ('[[card]]\nid = "heavy_blow"', '[[card]]\nflavour = "It lands hard."\nid = "heavy_blow"'),
    )
    assert refused("cards/riders.toml", path) == [
        (
            line_of(path, "flavour = "),
            "card heavy_blow: there is no key 'flavour'; the keys are copies, cost, effects, "
            "freeze_card, group, id, name, shield_card, target, text.",
        ),
    ]


def test_riders_a_negative_cost_points_at_the_cost_line(tmp_path: Path) -> None:
    path = copy_with(tmp_path, "cards/riders.toml", ("cost = 3", "cost = -1"))
    cost_line = line_of(path, "cost = -1")
    assert cost_line == line_of(path, 'id = "heavy_blow"') + 2
    assert refused("cards/riders.toml", path) == [
        (cost_line, "card heavy_blow: 'cost' should be a whole number from 0 to 99, not -1."),
    ]


def test_riders_an_effect_key_its_op_does_not_take_points_at_the_effect(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        "cards/riders.toml",
        ('{ op = "burn", unit = "enemy_dragon" }', '{ op = "burn", unit = "enemy_dragon", x = 2 }'),
    )
    line = line_of(path, 'op = "burn"')
    assert refused("cards/riders.toml", path) == [
        (line, "card burning_hit, effect 2: there is no key 'x'; the keys are amount, op, unit."),
    ]
    path = copy_with(
        tmp_path,
        "cards/riders.toml",
        (
            '{ op = "burn", unit = "enemy_dragon" }',
            '{ op = "burn", unit = "enemy_dragon", amount = 2 }',
        ),
    )
    assert refused("cards/riders.toml", path) == [
        (line, "card burning_hit, effect 2: op 'burn' takes no 'amount'."),
    ]


def test_dune_a_misspelt_number_of_the_game_is_named_twice(tmp_path: Path) -> None:
    """The number the misspelt key leaves missing, at the [game] table, then the misspelt
    key at its own line below: in line order."""
    path = copy_with(tmp_path, "cards/dune.toml", ("gold_per_token = 2", "gold_per_tokens = 2"))
    assert refused("cards/dune.toml", path) == [
        (line_of(path, "[game]"), "[game] has no 'gold_per_token'."),
        (
            line_of(path, "gold_per_tokens"),
            "[game]: there is no key 'gold_per_tokens'; did you mean 'gold_per_token'?",
        ),
    ]


def test_dune_a_faction_with_an_unknown_key_is_named_by_its_letter(tmp_path: Path) -> None:
    path = copy_with(tmp_path, "cards/dune.toml", ('letter = "E"\n', 'letter = "E"\nmotto = "x"\n'))
    assert refused("cards/dune.toml", path) == [
        (
            line_of(path, "motto"),
            "faction E: there is no key 'motto'; the keys are ace, ace_text, alliance, "
            "alliance_text, artifacts, conscript, gold, hand_limit, letter, move_range, name, "
            "power_text, powers, suit, tokens.",
        ),
    ]


def test_draconium_a_misspelt_bonus_is_refused(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        "cards/draconium.toml",
        ('name = "Village"\n', 'name = "Village"\nplus_card = 1\n'),
    )
    assert refused("cards/draconium.toml", path) == [
        (
            line_of(path, "plus_card"),
            "card Village: there is no key 'plus_card'; did you mean 'plus_cards'?",
        ),
    ]


def test_draconium_expansion_a_misspelt_requires_is_refused(tmp_path: Path) -> None:
    name = "cards/draconium_expansion.toml"
    path = copy_with(tmp_path, name, ('requires = ["Ruins"]', 'require = ["Ruins"]'))
    assert refused(name, path) == [
        (
            line_of(path, "require ="),
            "card Coup: there is no key 'require'; did you mean 'requires'?",
        ),
    ]


def test_dragon_lines_a_misspelt_invest_is_refused(tmp_path: Path) -> None:
    name = "cards/dragon_lines.toml"
    path = copy_with(tmp_path, name, ("invest = ", "invset = "))
    assert refused(name, path) == [
        (line_of(path, "invset"), "line Abyssal: there is no key 'invset'; did you mean 'invest'?"),
    ]


def test_hatch_a_misspelt_flavour_is_named_and_so_is_the_flavour_it_lacks(tmp_path: Path) -> None:
    path = copy_with(tmp_path, "cards/hatch.toml", ("flavour = ", "flavor = "))
    assert refused("cards/hatch.toml", path) == [  # in line order: the entry, then the key
        (line_of(path, 'name = "Cinder Whelp"'), "species Cinder Whelp has no 'flavour'."),
        (
            line_of(path, "flavor = "),
            "species Cinder Whelp: there is no key 'flavor'; did you mean 'flavour'?",
        ),
    ]


def test_dml_a_misspelt_static_bonus_is_refused(tmp_path: Path) -> None:
    path = copy_with(tmp_path, "cards/dml.toml", ("static_bonus = 2", "static_bonu = 2"))
    assert refused("cards/dml.toml", path) == [
        (
            line_of(path, "static_bonu "),
            "rank Q: there is no key 'static_bonu'; did you mean 'static_bonus'?",
        ),
    ]


def test_dml_copies_belong_to_the_jokers_alone(tmp_path: Path) -> None:
    path = copy_with(tmp_path, "cards/dml.toml", ('rank = "Q"\n', 'rank = "Q"\ncopies = 2\n'))
    assert refused("cards/dml.toml", path) == [
        (
            line_of(path, "copies = 2"),
            "rank Q: 'copies' is for the Jokers (rank JK) alone; each suit has one card of "
            "every other rank.",
        ),
    ]


@pytest.mark.parametrize(
    ("name", "section"),
    [
        ("layouts/riders.toml", "[text]"),
        ("layouts/hatch.toml", "[flavour]"),
        ("layouts/draconium.toml", "[text]"),
    ],
)
def test_a_face_layout_refuses_a_misspelt_key(tmp_path: Path, name: str, section: str) -> None:
    path = copy_with(tmp_path, name, ('align = "centre"', 'aling = "centre"'))
    assert refused(name, path) == [
        (line_of(path, "aling"), f"{section}: there is no key 'aling'; did you mean 'align'?"),
    ]


def test_a_layout_names_a_type_and_a_group_nobody_has(tmp_path: Path) -> None:
    path = copy_with(tmp_path, "layouts/draconium.toml", ("[types.Curse]", "[types.Curses]"))
    found = refused("layouts/draconium.toml", path)
    assert (
        line_of(path, "[types.Curses]"),
        "[types]: there is no key 'Curses'; did you mean 'Curse'?",
    ) in found
    assert [line for line, _ in found] == sorted(line for line, _ in found)  # in line order
    path = copy_with(tmp_path, "layouts/riders.toml", ('label = "Multi"', 'lable = "Multi"'))
    assert refused("layouts/riders.toml", path) == [  # in line order: the group, its key
        (line_of(path, "[groups.multi]"), "group 'multi' has no 'label'."),
        (line_of(path, "lable"), "group 'multi': there is no key 'lable'; did you mean 'label'?"),
    ]


# -- every problem, in the file's order ---------------------------------------------------


def test_three_problems_of_one_file_are_listed_together_in_file_order(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        "cards/riders.toml",
        ("hp = 18", "hp = -3"),
        ('[[card]]\nid = "strike"\n', '[[card]]\nid = "strike"\nflavour = "Quick."\n'),
        ("cost = 3", "cost = -1"),
    )
    assert refused("cards/riders.toml", path) == [
        (
            line_of(path, "hp = -3"),
            "rider Talia: 'hp' should be a whole number from 1 to 999, not -3.",
        ),
        (
            line_of(path, "flavour = "),
            "card strike: there is no key 'flavour'; the keys are copies, cost, effects, "
            "freeze_card, group, id, name, shield_card, target, text.",
        ),
        (
            line_of(path, "cost = -1"),
            "card heavy_blow: 'cost' should be a whole number from 0 to 99, not -1.",
        ),
    ]


def test_a_broken_entry_does_not_hide_the_next_ones(tmp_path: Path) -> None:
    """Each species is read on its own: three broken ones give three problems."""
    path = copy_with(
        tmp_path,
        "cards/hatch.toml",
        ("value = 1\n", "value = 0\n"),  # Cinder Whelp
        ('provides = "T"', 'provides = "Q"'),  # Brine Whelp
        ("value = 3\n", "value = 1000\n"),  # Pebble Whelp
    )
    found = refused("cards/hatch.toml", path)
    assert [line for line, _ in found] == sorted(line for line, _ in found)
    assert found == [
        (
            line_of(path, "value = 0"),
            "species Cinder Whelp: 'value' should be a whole number from 1 to 999, not 0.",
        ),
        (
            line_of(path, 'provides = "Q"'),
            "species Brine Whelp: 'provides' has 'Q'; resources are E, T, S and G.",
        ),
        (
            line_of(path, "value = 1000"),
            "species Pebble Whelp: 'value' should be a whole number from 1 to 999, not 1000.",
        ),
    ]


# -- the command line ---------------------------------------------------------------------


def test_lab_check_prints_each_problem_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    misspelt = ("freeze_card = true", "freez_card = true")
    path = copy_with(tmp_path, "cards/riders.toml", misspelt, misspelt)
    ray, immobilize = (
        line_of(path, "freez_card"),
        line_of(path, "freez_card", after='id = "rider_immobilize"'),
    )
    assert ray < immobilize
    assert main(["lab", "riders", "--cards", str(path), "--check"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"Can't open the lab: riders.toml, line {ray}: card freeze_ray: there is no key "
        "'freez_card'; did you mean 'freeze_card'?",
        f"riders.toml, line {immobilize}: card rider_immobilize: there is no key 'freez_card'; "
        "did you mean 'freeze_card'?",
    ]


def test_simulate_names_the_line_of_a_bad_card_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = copy_with(tmp_path, "cards/dune.toml", ("turns = 6", "turns = -6"))
    out = tmp_path / "out"
    code = main(
        ["simulate", "dune", "--cards", str(path), "--games", "1", "--jobs", "1", "--out", str(out)]
    )
    assert code == 2
    err = capsys.readouterr().err
    line = line_of(path, "turns = -6")
    assert (
        f"simulate: dune.toml, line {line}: [game]: 'turns' must be a whole number of 0 or more.\n"
        in err
    )
    assert not out.exists()


def test_the_self_test_names_the_line_of_a_bad_data_file(tmp_path: Path) -> None:
    path = copy_with(tmp_path, "cards/dml.toml", ("static_bonus = 2", "static_bonu = 2"))
    said: list[str] = []
    assert run_checks([("dml card data", lambda: str(load_dml(path)))], said.append) == 1
    line = line_of(path, "static_bonu ")
    assert said[0].startswith(
        f"FAIL  dml card data: dml.toml, line {line}: rank Q: there is no key 'static_bonu'; "
        "did you mean 'static_bonus'?  ("
    )
    assert said[1] == "selftest: 0 of 1 checks passed"


def test_report_gives_one_line_per_problem(tmp_path: Path) -> None:
    misspelt = ("freeze_card = true", "freez_card = true")
    path = copy_with(tmp_path, "cards/riders.toml", misspelt, misspelt)
    with pytest.raises(DataError) as caught:
        load_riders(path)
    assert len(report(caught.value).splitlines()) == 2
    assert report(caught.value).startswith(f"riders.toml, line {line_of(path, 'freez_card')}: ")
