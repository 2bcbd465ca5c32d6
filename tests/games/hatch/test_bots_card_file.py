"""The bots play a designer's card file with no code change: a NEW species and a CHANGED
cost (written to a copy of the shipped file). Easy and normal games finish, the new
species is laid and hatched, and the changed cost changes what the bots do."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from game import paths
from game.bots.search import SearchBot
from game.core.runner import play as play_game
from game.games.hatch import ENTRY
from game.games.hatch.bots import EasyHatchBot
from game.games.hatch.rules import HatchRules
from game.games.hatch.search import focused
from tests.games.hatch.helpers import table

NEW_SPECIES = """
[[species]]
name = "Glimmer Drake"
tier = "Drake"
provides = "G"
value = 13
cost = ["E", "T"]
blood = 0
sac = 1
copies = 4
flavour = "A designer's new card: a big drake for two cheap resources."
"""
CHANGED = "Skyfather"  # shipped: G G E S T and 4 blood; here a single Gale, no blood


def designer_file(tmp_path: Path, new: bool, cheaper: bool) -> Path:
    """A copy of the shipped card file, with the new species and the changed cost."""
    text = paths.card_file("hatch").read_text("utf-8")
    if cheaper:
        head, sep, block = text.partition(f'name = "{CHANGED}"')
        block = re.sub(r"cost = \[[^\]]*\]", 'cost = ["G"]', block, count=1)
        block = re.sub(r"blood = \d+", "blood = 0", block, count=1)
        text = head + sep + block
    if new:
        text += NEW_SPECIES
    path = tmp_path / f"hatch-{int(new)}{int(cheaper)}.toml"
    path.write_text(text, "utf-8")
    return path


def rules_of(path: Path) -> HatchRules:
    assert ENTRY.rules_from is not None
    rules: HatchRules = ENTRY.rules_from(path)
    return rules


def hatched(rules: HatchRules, level: str, seeds: range, species: str) -> int:
    """How many times the bot of `level` (the first seat, P1) hatches `species` in games
    against the easy bot (the normal bot's search on a cheap budget)."""
    count = 0
    for seed in seeds:
        bots: list[Any] = [
            SearchBot(focused(rules), seed, ENTRY.search, 10)  # type: ignore[arg-type]
            if level == "normal"
            else EasyHatchBot(rules, seed),
            EasyHatchBot(rules, seed + 1),
        ]
        st = play_game(rules, bots, seed, max_moves=ENTRY.max_moves)
        assert st.result is not None and st.result.winners
        count += sum(line.text.startswith(f"P1 hatched {species} (") for line in st.log)
    return count


@pytest.mark.parametrize(("level", "games"), [("easy", 12), ("normal", 3)])
def test_bot_games_on_a_designers_file_finish_and_hatch_the_new_species(
    tmp_path: Path, level: str, games: int
) -> None:
    rules = rules_of(designer_file(tmp_path, new=True, cheaper=True))
    assert len(rules.cat.cards) == 76 and rules.cat.cards["H76"].name == "Glimmer Drake"
    assert hatched(rules, level, range(games), "Glimmer Drake") > 0


@pytest.mark.parametrize(("level", "games"), [("easy", 12), ("normal", 3)])
def test_a_cheaper_species_is_hatched_more_often(tmp_path: Path, level: str, games: int) -> None:
    shipped = rules_of(designer_file(tmp_path, new=False, cheaper=False))
    cheaper = rules_of(designer_file(tmp_path, new=False, cheaper=True))
    assert cheaper.cat.species[CHANGED].cost == ("G",) and not cheaper.cat.species[CHANGED].blood
    before = hatched(shipped, level, range(games), CHANGED)
    after = hatched(cheaper, level, range(games), CHANGED)
    assert after > before


def test_the_changed_cost_changes_the_egg_the_easy_bot_lays(tmp_path: Path) -> None:
    hand = ["Skyfather", "Zephyr Whelp", "Scorchling", "Cinder Whelp", "Pebble Whelp"]
    for cheaper, laid in ((False, "Scorchling"), (True, CHANGED)):
        rules = rules_of(designer_file(tmp_path, new=False, cheaper=cheaper))
        st = table(Ann={"hand": hand})
        view = rules.view(st, 0)
        move = EasyHatchBot(rules, 1).choose(view, rules.legal_moves(st, 0))
        assert move.kind == "lay_egg" and rules.cat.cards[move["card"]].name == laid
