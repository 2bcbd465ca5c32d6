"""The easy bot (the balance lab's default) plays every card kind it drafts, a
designer's new card too, and stays quick enough for thousands of games."""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path

import pytest

from game import paths
from game.__main__ import main
from game.core.runner import play
from game.games.riders import ENTRY
from game.games.riders.bots import EasyRidersBot, status_threats, turn_score
from game.games.riders.cards import kind_of, load_catalog
from game.games.riders.rules import RidersRuleset
from tests.games.riders.helpers import RULES, table

GAMES = 400
WYRM_FURY = """
[[card]]
id = "wyrm_fury"
name = "Wyrm Fury"
cost = 2
group = "dragon damage"
copies = 2
target = "enemy_dragon"
effects = [{ op = "damage", unit = "enemy_dragon", amount = 3 }]
"""


def drafted_and_played(rules: RidersRuleset, games: int) -> tuple[Counter[str], Counter[str]]:
    """Over `games` easy-vs-easy games: in how many seats each kind was drafted, and
    how many times each kind was played."""
    drafted: Counter[str] = Counter()
    played: Counter[str] = Counter()
    for seed in range(1, games + 1):
        bots = [EasyRidersBot(rules, seed * 16 + s) for s in range(2)]
        state = play(rules, bots, seed, max_moves=ENTRY.max_moves)
        assert state.result is not None
        played.update(kind_of(m["card"]) for m in state.moves if m.kind == "play_card")
        for p in state.players:
            drafted.update(set(p.decklist))
    return drafted, played


def test_every_drafted_kind_is_played_in_400_games() -> None:
    drafted, played = drafted_and_played(RULES, GAMES)
    assert set(drafted) == set(RULES.cat.cards)  # every kind of the file was drafted
    never = sorted(kind for kind in drafted if played[kind] == 0)
    assert never == []


def test_a_designers_wyrm_fury_is_drafted_and_played(tmp_path: Path) -> None:
    path = tmp_path / "riders.toml"
    path.write_text(
        paths.card_file("riders").read_text(encoding="utf-8") + WYRM_FURY, encoding="utf-8"
    )
    rules = RidersRuleset(load_catalog(path))
    drafted, played = drafted_and_played(rules, GAMES)
    assert drafted["wyrm_fury"] >= GAMES // 2  # in at least a quarter of the seats
    assert played["wyrm_fury"] >= 10
    assert [kind for kind in drafted if played[kind] == 0] == []


def test_a_full_hand_costs_its_next_draw() -> None:
    four = table(hands=(["strike_1", "strike_2", "strike_3", "strike_4"], []), energy=(0, 0))
    five = table(
        hands=(["strike_1", "strike_2", "strike_3", "strike_4", "dual_strike_1"], []),
        energy=(0, 0),
    )
    # HELD 0.3 for the fifth card, less FULL_HAND 2.5 for the draw it blocks (R7)
    assert round(turn_score(five, 0, 3.0) - turn_score(four, 0, 3.0), 6) == -2.2


def test_an_energy_shield_is_worth_more_against_burns_and_freezes() -> None:
    calm = table(dragons=("Voltwing", "Steelhorn"))
    calm.players[1].decklist = {"strike": 20}
    burning = table(dragons=("Voltwing", "Emberfang"))  # a Burn on its first attack
    burning.players[1].decklist = {"strike": 10, "freeze_ray": 10}
    assert status_threats(RULES.cat, calm.players[1]) == 0.0
    assert status_threats(RULES.cat, burning.players[1]) == 2.0  # 1 + 3 * 10/20, capped


def test_the_easy_bot_plays_an_energy_surge_before_it_attacks() -> None:
    st = table(dragons=("Emberfang", "Steelhorn"), hands=(["energy_surge_1"], []), energy=(2, 0))
    move = EasyRidersBot(RULES).choose(RULES.view(st, 0), RULES.legal_moves(st, 0))
    assert (move.kind, move.get("card")) == ("play_card", "energy_surge_1")


def test_the_easy_bot_stays_fast() -> None:
    """At least 2,000 games a minute on one core (today's rate is about 12,000 on an
    idle core: the floor leaves room for a busy machine)."""
    began = time.process_time()
    drafted_and_played(RULES, 50)
    per_minute = 50 / (time.process_time() - began) * 60
    assert per_minute >= 2000


def test_the_balance_lab_names_its_default_bots(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["simulate", "riders", "--games", "4", "--jobs", "1",
                 "--out", str(tmp_path / "out"), "--quiet"])  # fmt: skip
    assert code == 0
    assert ENTRY.default_bot == "easy"
    assert "\nPlayed by the easy bot in every seat.\nWin rate by seat" in capsys.readouterr().out
