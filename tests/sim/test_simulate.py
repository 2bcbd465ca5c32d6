"""The balance lab end to end: the same records for one job and two, the CSV and JSON
it writes, the plots, A/B on the same seeds where a cost-0 Heavy Blow shows, the nudge,
every game's card uses, and one clear line for every bad argument or file."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest

from game import paths
from game.__main__ import main
from game.games import REGISTRY
from game.sim.experiments import compare, nudge, run_games
from game.sim.nudge import NudgeError, find_value, nudged, parse_nudge
from game.sim.pool import chunk_plan, chunk_size, jobs_for, simulate
from game.sim.records import SimSpec
from game.sim.report import CSV_COLUMNS

RIDERS = paths.card_file("riders")


def spec(games: int = 40, **more: object) -> SimSpec:
    fields: dict[str, object] = {"bots": ("random",), "players": 2, **more}
    return SimSpec("riders", games, **fields)  # type: ignore[arg-type]


def heavy_blow_at(cost: int, tmp_path: Path) -> Path:
    path = tmp_path / f"riders_heavy_blow_{cost}.toml"
    path.write_text(nudged(RIDERS.read_text(encoding="utf-8"), "heavy_blow", "cost", cost))
    return path


def test_one_job_and_two_give_the_same_records() -> None:
    one = simulate(REGISTRY, spec(60, bots=("random", "greedy")), jobs=1)
    two = simulate(REGISTRY, spec(60, bots=("random", "greedy")), jobs=2)
    assert one == two
    assert [r.index for r in one] == list(range(60))
    assert [r.seed for r in one[:3]] == [1, 2, 3]
    assert one[0].bots == ("random", "greedy") and one[1].bots == ("greedy", "random")


def test_the_records_follow_the_seed_not_the_chunking() -> None:
    whole = simulate(REGISTRY, spec(30), jobs=1)
    later = simulate(REGISTRY, spec(10, seed=21), jobs=1)
    assert [(r.winners, r.moves, r.ending) for r in whole[20:]] == [
        (r.winners, r.moves, r.ending) for r in later
    ]
    assert chunk_size(5000, 2) == 100 and chunk_size(10, 2) == 1
    assert jobs_for("3") == 3 and jobs_for("auto") >= 1
    with pytest.raises(ValueError, match="--jobs is a number of processes or auto, not 'many'"):
        jobs_for("many")


@pytest.mark.parametrize(("games", "jobs"), [(5000, 2), (1600, 16), (10, 2), (1, 4)])
def test_chunks_shrink_to_single_games_at_the_tail(games: int, jobs: int) -> None:
    """Guided scheduling: every game once, in order, chunks never growing, the last few
    one game each, so one long game holds back nothing but itself at the end."""
    plan = chunk_plan(games, jobs)
    assert [a for a, _ in plan] == [0] + [b for _, b in plan[:-1]] and plan[-1][1] == games
    sizes = [b - a for a, b in plan]
    assert sizes == sorted(sizes, reverse=True) and sizes[0] <= 100
    assert sizes[-min(len(sizes), jobs * 2) :] == [1] * min(len(sizes), jobs * 2)


def test_the_cli_writes_summary_csv_and_plots(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    code = main(["simulate", "riders", "--games", "30", "--bots", "random,greedy", "--jobs", "1",
                 "--out", str(out), "--quiet"])  # fmt: skip
    assert code == 0
    printed = capsys.readouterr().out
    assert printed.startswith("30 games of riders.\nVerdict:\n  Seat 1 ")
    assert (
        "\nWin rate by seat, as played (95 % interval; a shared win counts a share):\n  seat 1: "
        in printed
    )
    assert "against no games without" not in printed
    assert "±2 points needs about 2,401 games" in printed
    assert "These rates describe these bots playing, not people." in printed
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["games"] == 30 and summary["spec"]["bots"] == ["random", "greedy"]
    assert {s["seat"] for s in summary["seats"]} == {1, 2}
    for rate in summary["seats"] + summary["bots"] + summary["matchups"]:
        assert set(rate) >= {"k", "n", "rate", "low", "high"}
        assert rate["low"] <= rate["rate"] <= rate["high"]
    assert sum(e["k"] for e in summary["endings"]) == 30
    assert summary["length"]["median"] > 0 and summary["length"]["unit"] == "moves"
    assert {c["use"] for c in summary["cards"]} == {"drafted", "played"}
    with (out / "games.csv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert tuple(rows[0]) == CSV_COLUMNS and len(rows) == 30
    assert rows[0]["game"] == "1" and rows[0]["seed"] == "1" and rows[0]["bots"] == "random|greedy"
    assert rows[0]["winner"] in ("1", "2") and int(rows[0]["moves"]) > 0
    for name in ("wins.png", "lengths.png", "cards.png", "endings.png"):
        data = (out / name).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000, name


def test_a_cost_0_heavy_blow_shows_as_a_clear_effect_on_the_same_seeds(tmp_path: Path) -> None:
    """The issue's case: the same 1,000 seeds of random play with Heavy Blow at 3 and at
    0. The comparison is paired game by game; the changed card comes first, and its
    players play it clearly more often; the games that changed winner are counted."""
    from game.sim.experiments import changed_cards

    a_file, b_file = RIDERS, heavy_blow_at(0, tmp_path)
    a, a_records = run_games(REGISTRY, spec(1000, cards=a_file))
    b, b_records = run_games(REGISTRY, spec(1000, cards=b_file))
    changed = changed_cards(a_file, b_file)
    assert changed == ["Heavy Blow"]
    result = compare(a, b, "cost 3", "cost 0", a_records, b_records, changed)
    assert result["paired"] and result["games"] == 1000
    assert 0 < result["changed_winner"] < 1000
    first = result["all_cards"][:3]
    assert [r["what"] for r in first] == [
        "Heavy Blow drafted: seats that did",
        "Heavy Blow played: seats that did",
        "Heavy Blow drafted by random: its users win (a correlation)",
    ]
    played = first[1]
    assert played["kind"] == "paired" and played["difference"]["low"] > 0  # clearly more
    seat = result["rows"][0]
    assert seat["what"] == "seat 1 wins" and seat["kind"] == "paired"
    # A paired interval is no wider than one that treats the arms as independent.
    independent = compare(a, b, "cost 3", "cost 0")["rows"][0]["difference"]
    assert seat["difference"]["high"] - seat["difference"]["low"] <= (
        independent["high"] - independent["low"]
    )


def test_a_nudge_tries_each_value_and_names_the_ones_the_file_refuses(tmp_path: Path) -> None:
    result = nudge(REGISTRY, spec(20), "heavy_blow", "cost", [-4, -3, 0, 1], tmp_path)
    assert result["original"] == 3
    assert [p["value"] for p in result["points"]] == [0, 3, 4]
    assert [r["value"] for r in result["refused"]] == [-1]
    assert "heavy_blow" in result["refused"][0]["why"] and "cost" in result["refused"][0]["why"]
    assert all(p["use"] in ("drafted", "played") for p in result["points"])


def test_each_nudged_value_is_paired_with_the_file_as_it_stands(tmp_path: Path) -> None:
    """The same seeds: the file's own value against itself changes no game; another
    value's rows are paired, and its seats' shares move by what changed game by game."""
    result = nudge(REGISTRY, spec(40), "heavy_blow", "cost", [-3, 0], tmp_path)
    cheap, same = result["points"]
    assert (cheap["value"], same["value"]) == (0, 3)
    assert same["paired"]["changed_winner"] == 0 and same["paired"]["games"] == 40
    assert all(r["difference"]["diff"] == 0 for r in same["paired"]["seats"])
    paired = cheap["paired"]
    assert paired["games"] == 40 and [r["what"] for r in paired["seats"]] == [
        "seat 1 wins",
        "seat 2 wins",
    ]
    assert all(r["kind"] == "paired" for r in paired["seats"] + paired["card"])
    assert {r["use"] for r in paired["card"]} <= {"drafted", "played"} and paired["card"]
    base, _ = run_games(REGISTRY, spec(40))
    cost0, _ = run_games(REGISTRY, spec(40, cards=heavy_blow_at(0, tmp_path)))
    seat1 = paired["seats"][0]
    assert seat1["a"]["k"] == base["seats"][0]["k"] and seat1["b"]["k"] == cost0["seats"][0]["k"]


def test_a_nudged_unit_is_read_by_the_seats_that_held_it(tmp_path: Path) -> None:
    """`Morrik.hp`: a Rider is held, not used, so its point is its holders' win share,
    and its paired row counts, game by game, the games a seat holding it won."""
    from game.sim.records import GameRecord
    from game.sim.report import nudge_lines

    result = nudge(REGISTRY, spec(20), "Morrik", "hp", [-3, 0], tmp_path)
    low, same = result["points"]
    assert (low["value"], same["value"], result["original"]) == (16, 19, 19)
    assert low["use"] == "held as rider"
    base: list[GameRecord] = result["records"]
    held = [r for r in base for name in r.choices["rider"] if name == "Morrik"]
    assert same["card"]["n"] == len(held) > 0
    (row,) = low["paired"]["card"]
    assert row["what"] == "Morrik (rider): games won by a seat that held it"
    won = sum(
        1 / len(r.winners)
        for r in base
        for s, name in enumerate(r.choices["rider"])
        if name == "Morrik" and s in r.winners
    )
    assert row["a"]["n"] == 20 and row["a"]["k"] == round(won)
    assert nudge_lines(result)[0].startswith("Morrik.hp = 16: the seats that held it (rider) win ")


def test_nudging_changes_one_number_and_keeps_the_rest_of_the_file() -> None:
    text = RIDERS.read_text(encoding="utf-8")
    line, value = find_value(text, "heavy_blow", "cost")
    assert value == 3 and text.splitlines()[line] == "cost = 3"
    changed = nudged(text, "heavy_blow", "cost", 0)
    diff = [(a, b) for a, b in zip(text.splitlines(), changed.splitlines(), strict=True) if a != b]
    assert diff == [("cost = 3", "cost = 0")]
    assert parse_nudge("heavy_blow.cost=-2..2") == ("heavy_blow", "cost", [-2, -1, 0, 1, 2])
    assert parse_nudge("heavy_blow.cost=1") == ("heavy_blow", "cost", [-1, 0, 1])
    with pytest.raises(NudgeError, match="no card with id or name 'giant_blow'"):
        find_value(text, "giant_blow", "cost")
    with pytest.raises(NudgeError, match="card 'heavy_blow' has no whole-number 'speed'"):
        find_value(text, "heavy_blow", "speed")


@pytest.mark.parametrize("game", REGISTRY.names())
def test_every_game_simulates_and_counts_its_card_uses(game: str) -> None:
    entry = REGISTRY.entry(game)
    rules = REGISTRY.get(game)
    summary, records = run_games(REGISTRY, SimSpec(game, 2, (entry.default_bot,), rules.min_seats))
    assert len(records) == 2 and summary["games"] == 2
    assert all(r.winners or r.cut or r.draw for r in records)
    assert any(any(names for names in per_seat) for r in records for per_seat in r.uses.values())


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (
            ["--bots", "clever"],
            "Dragon Riders has no bot called 'clever'; its bots are: easy, normal, strong, random.",
        ),
        (["--players", "3"], "Dragon Riders is for 2 players, not 3."),
        (["--games", "0"], "--games must be 1 or more."),
        (["--option", "draft_mode"], "An option is name=value, not 'draft_mode'."),
        (["--nudge", "heavy_blow"], "a nudge is CARD.FIELD=FROM..TO (offsets)"),
        (["--cards", "missing.toml"], "missing.toml"),
    ],
)
def test_a_bad_argument_is_one_line_and_exit_2(
    args: list[str], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["simulate", "riders", "--games", "2", "--out", str(tmp_path), "--quiet", *args])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("simulate: ") and words in err
    assert "Traceback" not in err


def test_a_damaged_card_file_is_named_with_its_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(RIDERS.read_text(encoding="utf-8").replace("cost = 3", "cost = -3", 1))
    code = main(["simulate", "riders", "--games", "2", "--cards", str(bad), "--quiet",
                 "--out", str(tmp_path / "o")])  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2 and "bad.toml" in err and "cost" in err


class _RaisesOnOddSeeds:
    """A bot that raises in every game of an odd seed (a bot with a table of card ids,
    on a card it has never heard of)."""

    needs_view = False

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: object, legal: list[Any]) -> Any:
        if (self.seed // 16) % 2:
            raise KeyError("wyrm_fury")
        return legal[0]


def test_a_game_a_bot_fails_in_is_recorded_with_its_seed_and_the_run_finishes() -> None:
    from dataclasses import replace as replaced

    from game.core.registry import Registry
    from game.sim.report import games_csv, report_lines
    from game.sim.stats import summarize
    from tests.tiny_game import ENTRY as TINY

    entry = replaced(TINY, bots={**TINY.bots, "shaky": lambda rules, seed: _RaisesOnOddSeeds(seed)})
    registry = Registry([entry])
    spec = SimSpec("tiny", 6, ("shaky",), 2, seed=10)
    records = simulate(registry, spec, jobs=1)
    assert [r.seed for r in records if r.failed] == [11, 13, 15]
    assert {r.failed for r in records if r.failed} == {"KeyError: 'wyrm_fury'"}
    summary = summarize(spec, records)
    assert summary["games"] == 3 and summary["failed"] == 3
    lines = report_lines(summary)
    assert "Game 2 (seed 11) failed and is left out: KeyError: 'wyrm_fury'" in lines
    assert games_csv(records).splitlines()[2].endswith(",KeyError: 'wyrm_fury'")


def test_a_nudge_reaches_effect_numbers_and_unit_stats() -> None:
    text = RIDERS.read_text(encoding="utf-8")
    assert find_value(text, "strike", "amount")[1] == 2  # the damage, its only effect
    assert find_value(text, "Kael", "hp")[1] == 17  # a Rider's stat
    assert find_value(text, "burning_hit", "effects.0.amount")[1] == 1
    changed = nudged(text, "strike", "amount", 5)
    diff = [(a, b) for a, b in zip(text.splitlines(), changed.splitlines(), strict=True) if a != b]
    assert diff == [
        (
            'effects = [{ op = "damage", unit = "enemy_dragon", amount = 2 }]',
            'effects = [{ op = "damage", unit = "enemy_dragon", amount = 5 }]',
        )
    ]
    with pytest.raises(NudgeError) as two:
        find_value(text, "chain_bolt", "amount")
    assert str(two.value) == (
        "card 'chain_bolt' has 2 'amount' numbers: say which "
        "(chain_bolt.effects.0.amount, chain_bolt.effects.1.amount)"
    )
    with pytest.raises(NudgeError, match=r"card 'strike' has 1 effects, so no effects.3"):
        find_value(text, "strike", "effects.3.amount")
    assert parse_nudge("strike.effects.0.amount=-1..1") == (
        "strike",
        "effects.0.amount",
        [-1, 0, 1],
    )
