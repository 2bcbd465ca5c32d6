"""Scenarios in the kernel: finding lines in the text, the [game] table, the checks every
game shares, and a scenario game's save (the scenario travels inside it)."""

import json
from pathlib import Path

import pytest

from game.core import saves
from game.core.errors import DataError, SaveError
from game.core.move import Move
from game.core.scenario import ScenarioError, Source, parse_scenario, read_scenario
from game.core.serial import to_plain
from game.games import REGISTRY
from game.scenarios import load_scenario, scenario_session
from game.session import SeatPlan, Session

RIDERS = REGISTRY.get("riders")
ENTRY = REGISTRY.entry("riders")
EXAMPLE = Path(__file__).resolve().parents[2] / "scenarios" / "riders" / "both_critical.toml"

GOOD = """\
[game]
seed = 4
seats = ["Aria", "Brann"]

[player.Aria]
rider = "Kael"
dragon = "Emberfang"

[player.Brann]
rider = "Lyra"
dragon = "Cryowyrm"
"""


def problem(text: str, tmp_path: Path) -> str:
    """The message a scenario with this text gives, built under the game's own rules."""
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        read_scenario(path, ENTRY, RIDERS)
    return str(caught.value).removeprefix(f"{path}: ")


# -- where things are in the text ------------------------------------------------------------

TEXT = """\
# a comment
[game]
seed = 3
seats = ["Aria", "Brann"]
options = { draft_mode = "quick", freeze_cap = 2 }

[player.Aria]
hand = [
  "strike",
  "Fireblast",  # a card that is not one
]
energy = 1
tokens = { "3c" = 4, Dain = 2 }

[player."Old Tom"]
hand = ["x"]

[[round]]
n = 1
[[round]]
n = 2
"""


@pytest.mark.parametrize(
    ("path", "line"),
    [
        (("game",), 2),
        (("game", "seats"), 4),
        (("game", "options"), 5),
        (("game", "options", "freeze_cap"), 5),
        (("player",), 7),  # only implied by [player.Aria]: its first header
        (("player", "Aria"), 7),
        (("player", "Aria", "energy"), 12),
        (("player", "Aria", "missing"), 7),  # a missing key: its table
        (("player", "Old Tom", "hand"), 16),
        (("round", 1, "n"), 21),
        (("nothing",), 0),
    ],
)
def test_the_line_of_a_table_or_a_key(path: tuple[str, ...], line: int) -> None:
    assert Source(TEXT).line(*path) == line


def test_the_line_of_an_item_in_a_list_or_an_inline_table() -> None:
    source = Source(TEXT)
    assert source.item(("player", "Aria", "hand"), "Fireblast") == 10
    assert source.item(("player", "Aria", "tokens"), "3c") == 13
    assert source.item(("player", "Aria", "tokens"), "Dain") == 13
    assert source.item(("game", "seats"), "Brann") == 4
    assert source.item(("player", "Aria", "hand"), "not there") == 8  # the key's line
    assert source.mention("strike") == 9
    assert source.mention("nowhere") == 0


# -- the [game] table ---------------------------------------------------------------------------


def test_a_good_scenario_gives_its_names_seed_options_and_text(tmp_path: Path) -> None:
    path = tmp_path / "good.toml"
    path.write_text(GOOD + '\n[turn]\nactive = "Brann"\n', encoding="utf-8")
    scenario = load_scenario(REGISTRY, "riders", path)
    assert scenario.names == ["Aria", "Brann"]
    assert scenario.humans is None
    assert scenario.seed == 4
    assert scenario.options == {}
    assert scenario.text == path.read_text(encoding="utf-8")
    state = scenario.state(RIDERS)
    assert state.seats == ["Aria", "Brann"]
    assert state.seed == 4
    assert state.moves == []
    assert RIDERS.to_act(state) == (1,)
    assert state.log[0].text == "The game starts from the scenario good.toml."


def test_bots_say_who_is_a_person() -> None:
    text = GOOD.replace("seed = 4\n", 'seed = 4\nbots = ["Brann"]\n')
    assert parse_scenario(text, ENTRY, "x.toml").humans == [True, False]


def test_another_seed_deals_what_the_file_leaves_to_chance_differently(tmp_path: Path) -> None:
    scenario = parse_scenario(GOOD, ENTRY, "x.toml")
    one, other = scenario.state(RIDERS), scenario.state(RIDERS, seed=99)
    assert one.seed == 4 and other.seed == 99
    assert one.players[0].deck.cards != other.players[0].deck.cards
    assert to_plain(scenario.state(RIDERS)) == to_plain(one)  # same seed, same position


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '[game]\nseats = ["Aria" "Brann"]\n',
            "line 2: this is not valid TOML (column 17: Unclosed array).",
        ),
        (
            "[turn]\nactive = 1\n",
            "the scenario has no [game] table naming its seats (seats = [...]).",
        ),
        (
            '[game]\nseats = ["Aria", "Brann"]\n\n[board]\nturn = 2\n',
            "line 4: a Dragon Riders scenario has no [board]; its tables are [game], [turn], "
            "[player.<name>].",
        ),
        (
            "[game]\nseed = 1\n",
            'line 1: [game] has no \'seats\': name the players, e.g. seats = ["Aria", "Brann"].',
        ),
        (
            '[game]\nseats = ["Aria", "Aria"]\n',
            "line 2: two seats are called 'Aria'.",
        ),
        (
            '[game]\nseats = ["Aria", "Br\\tann"]\n',
            "line 2: the seat name 'Br\\tann' holds '\\t'; a name holds letters, digits, "
            "spaces and - ' . _.",
        ),
        (
            '[game]\nseats = ["Aria", "Brannigan the Bold"]\n',
            "line 2: the seat name 'Brannigan the Bold' is 18 characters long; a name has at "
            "most 16.",
        ),
        (
            '[game]\nseats = ["Aria", "Brann"]\nbots = ["Cora"]\n',
            "line 3: [game] 'bots' names 'Cora', who is not at a seat; the seats are "
            "Aria and Brann.",
        ),
        (
            '[game]\nseats = ["Aria", "Brann"]\nseed = -1\n',
            "line 3: [game]: 'seed' should be a whole number from 0 to 9007199254740991, not -1.",
        ),
        (
            '[game]\nseats = ["Aria", "Brann"]\nsede = 3\n',
            "line 3: [game] has no key 'sede'; did you mean 'seed'?",
        ),
        (
            '[game]\nseats = ["Aria", "Brann"]\nzzz = 3\n',
            "line 3: [game] has no key 'zzz'; its keys are: seed, seats, bots, options.",
        ),
        (
            '[game]\nseats = ["Aria", "Brann"]\noptions = { draft_mode = [1] }\n',
            "line 3: the option 'draft_mode' should be a word, a number or true/false, not a list.",
        ),
    ],
)
def test_a_bad_game_table_names_the_line_and_the_problem(
    tmp_path: Path, text: str, message: str
) -> None:
    assert problem(text, tmp_path) == message


def test_options_are_the_games_own(tmp_path: Path) -> None:
    unknown = GOOD.replace("seed = 4\n", "seed = 4\noptions = { draft = 1 }\n")
    assert problem(unknown, tmp_path).startswith(
        "line 3: Dragon Riders has no option 'draft'; its options are: draft_mode, "
    )
    bad = GOOD + "\n[game.options]\nfreeze_cap = 5\n"
    assert problem(bad, tmp_path) == "line 14: Option freeze_cap can be 0, 2; not 5."


def test_the_number_of_seats_is_the_games(tmp_path: Path) -> None:
    text = GOOD.replace('["Aria", "Brann"]', '["Aria", "Brann", "Cora"]')
    assert problem(text, tmp_path) == ("line 3: Dragon Riders is for 2 players; the seats name 3.")


def test_a_scenario_error_keeps_its_line_and_problem(tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    path.write_text('[game]\nseats = ["Aria", "Brann"]\nbots = ["Cora"]\n', encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        read_scenario(path, ENTRY)
    assert caught.value.path == str(path)
    assert caught.value.line == 3
    assert caught.value.what.startswith("[game] 'bots' names 'Cora'")


def test_a_missing_file_and_a_game_without_scenarios(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="the scenario file is missing"):
        load_scenario(REGISTRY, "riders", tmp_path / "none.toml")
    path = tmp_path / "x.toml"
    path.write_text(GOOD, encoding="utf-8")
    with pytest.raises(DataError, match="There is no game called 'chess'"):
        load_scenario(REGISTRY, "chess", path)
    from tests.tiny_game import ENTRY as TINY

    with pytest.raises(DataError, match="Tiny Pile has no scenarios yet"):
        read_scenario(path, TINY)


# -- a scenario game at the table, in its save ---------------------------------------------------


def played(session: Session, moves: int) -> Session:
    """`moves` moves of the session, the first legal move each time (bounded)."""
    for _ in range(moves):
        seats = session.ruleset.to_act(session.state)
        if not seats:
            break
        legal = session.ruleset.legal_moves(session.state, seats[0])
        session.ruleset.apply(session.state, legal[-1])
    return session


def test_a_scenario_game_saves_with_its_scenario_and_loads_to_the_same_state(
    tmp_path: Path,
) -> None:
    session = played(scenario_session(REGISTRY, "riders", EXAMPLE, humans=[True, True]), 12)
    assert len(session.state.moves) == 12
    path = tmp_path / "scenario_game.json"
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["scenario"] == {"name": "both_critical.toml", "text": EXAMPLE.read_text("utf-8")}
    loaded = Session.load(path, REGISTRY)
    assert to_plain(loaded.state) == to_plain(session.state)
    assert loaded.scenario is not None and loaded.scenario.text == session.scenario.text  # type: ignore[union-attr]
    played(loaded, 5)  # and the game goes on
    loaded.save(path)
    assert to_plain(Session.load(path, REGISTRY).state) == to_plain(loaded.state)


def test_the_save_is_complete_without_the_scenario_file(tmp_path: Path) -> None:
    copy = tmp_path / "mine.toml"
    copy.write_text(EXAMPLE.read_text("utf-8"), encoding="utf-8")
    session = played(scenario_session(REGISTRY, "riders", copy), 3)
    session.save(tmp_path / "game.json")
    copy.unlink()
    assert to_plain(Session.load(tmp_path / "game.json", REGISTRY).state) == to_plain(session.state)


def test_undo_in_a_scenario_game_replays_from_the_scenario() -> None:
    session = scenario_session(REGISTRY, "riders", EXAMPLE, humans=[True, True])
    session.viewer = 0
    surge = next(m for m in session.legal() if m.get("card") == "energy_surge_1")
    assert session.submit(surge) is None
    assert session.state.players[0].energy == 3
    said = session.take_back()
    assert said.startswith("Aria took back: Aria plays Energy Surge")
    assert session.state.players[0].energy == 1
    assert session.state.players[0].hand.cards == [
        "precision_strike_1",
        "energy_surge_1",
        "strike_1",
    ]


def test_an_old_save_without_a_scenario_still_loads(tmp_path: Path) -> None:
    session = Session(REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann", False)], 5)
    played(session, 4)
    session.save(tmp_path / "old.json")
    data = json.loads((tmp_path / "old.json").read_text("utf-8"))
    assert "scenario" not in data
    assert Session.load(tmp_path / "old.json", REGISTRY).scenario is None


def damaged(tmp_path: Path, change) -> str:  # type: ignore[no-untyped-def]
    """The SaveError message of a scenario game's save after `change` to its JSON."""
    session = played(scenario_session(REGISTRY, "riders", EXAMPLE), 2)
    data = json.loads(saves.dumps(session.state, session.plans, session.scenario))
    change(data)
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        saves.read(path, REGISTRY)
    return caught.value.problem


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d.update(scenario="both_critical.toml"),
            "the field 'scenario' is damaged: it must have a name and a text.",
        ),
        (
            lambda d: d["scenario"].pop("text"),
            "its scenario 'both_critical.toml' is damaged: its text is missing.",
        ),
        (
            lambda d: d["scenario"].update(name="x\x07"),
            "the field 'scenario' is damaged: its name holds a character that cannot be shown "
            "(U+0007, a control character).",
        ),
        (
            lambda d: d["scenario"].update(text=d["scenario"]["text"].replace("[turn]", "[turn")),
            "its scenario 'both_critical.toml' is damaged: line 12: this is not valid TOML "
            "(column 6: Expected ']' at the end of a table declaration).",
        ),
        (
            lambda d: d["scenario"].update(
                text=d["scenario"]["text"].replace('"Energy Surge"', '"Fireblast"')
            ),
            "its scenario 'both_critical.toml' cannot be set up: line 23: Aria's hand names "
            "'Fireblast', which is not a card of Dragon Riders.",
        ),
        (
            lambda d: d.update(seats=["Brann", "Aria"], players=d["players"][::-1]),
            "its seats (Brann, Aria) are not those of its scenario 'both_critical.toml' "
            "(Aria, Brann).",
        ),
        (
            lambda d: d["scenario"].update(text="x" * 100_001),
            "its scenario 'both_critical.toml' is damaged: its text is 100,001 characters "
            "(a scenario has at most 100,000).",
        ),
    ],
)
def test_a_damaged_scenario_in_a_save_is_a_clear_save_error(
    tmp_path: Path,
    change,
    message: str,  # type: ignore[no-untyped-def]
) -> None:
    assert damaged(tmp_path, change) == message


def test_a_move_the_scenario_position_does_not_allow_is_reported(tmp_path: Path) -> None:
    def wrong(data):  # type: ignore[no-untyped-def]
        data["moves"][0] = Move.make(
            0, "play_card", card="heavy_blow_1", target="enemy_dragon"
        ).to_json()

    assert damaged(tmp_path, wrong).startswith("move 1 (")


def test_the_replay_of_a_scenario_game_starts_at_the_scenario() -> None:
    from game.scenes.replay import Replay

    session = played(scenario_session(REGISTRY, "riders", EXAMPLE, humans=[True, True]), 6)
    replay = Replay.of(session.ruleset, session.state, session.first_position())
    assert to_plain(replay.state_at(0)) == to_plain(session.scenario.state(RIDERS))  # type: ignore[union-attr]
    assert to_plain(replay.state_at(6)) == to_plain(session.state)


# -- the command line ----------------------------------------------------------------------------


def test_play_scenario_seats_the_scenarios_players() -> None:
    from game.__main__ import make_session

    session = make_session("riders", None, "", None, {}, str(EXAMPLE))
    assert [(p.name, p.human) for p in session.plans] == [("Aria", True), ("Brann", False)]
    assert session.seed == 7 and session.scenario.name == "both_critical.toml"
    assert session.state.players[0].energy == 1
    hot_seat = make_session("riders", "human,human", "", 9, {}, str(EXAMPLE))
    assert [p.human for p in hot_seat.plans] == [True, True] and hot_seat.state.seed == 9


@pytest.mark.parametrize(
    ("seats", "names", "options", "message"),
    [
        (
            None,
            "Cora,Dax",
            {},
            "--names can't be used with --scenario: the scenario's [game] "
            "table names the seats and sets the options.",
        ),
        (
            None,
            "",
            {"draft_mode": "quick"},
            "--option can't be used with --scenario: the "
            "scenario's [game] table names the seats and sets the options.",
        ),
        (
            "human,bot,bot",
            "",
            {},
            "The scenario both_critical.toml seats 2 players (Aria, Brann); --seats names 3.",
        ),
    ],
)
def test_play_scenario_refuses_what_the_scenario_decides(
    seats: str | None, names: str, options: dict[str, object], message: str
) -> None:
    from game.__main__ import make_session

    with pytest.raises(SystemExit) as caught:
        make_session("riders", seats, names, None, options, str(EXAMPLE))
    assert str(caught.value) == message


def test_play_scenario_with_a_bad_file_is_one_clear_line(tmp_path: Path) -> None:
    from game.__main__ import make_session

    path = tmp_path / "bad.toml"
    path.write_text(GOOD.replace('"Lyra"', '"Lyra"\nhand = ["Fireblast"]'), encoding="utf-8")
    with pytest.raises(SystemExit) as caught:
        make_session("riders", None, "", None, {}, str(path))
    assert str(caught.value) == (
        f"Dragon Riders can't start from the scenario: {path}: line 11: Brann's hand names "
        "'Fireblast', which is not a card of Dragon Riders."
    )


# -- damaged scenarios: a clear message, never a traceback ---------------------------------------

EDITS = (
    lambda lines, i, rng: lines[:i] + lines[i + 1 :],  # a line deleted
    lambda lines, i, rng: lines[: i + 1] + lines[i:],  # a line doubled
    lambda lines, i, rng: [*lines[:i], lines[i].replace("=", "= 1 +", 1), *lines[i + 1 :]],
    lambda lines, i, rng: [*lines[:i], _renumbered(lines[i], rng), *lines[i + 1 :]],
    lambda lines, i, rng: [*lines[:i], _renamed(lines[i], rng), *lines[i + 1 :]],
)
WORDS = ("Strike", "QH", "Province", "3c", "Aria", "Ann", "Dain", "7", "", "Gold-99", "[]")


def _renumbered(line: str, rng) -> str:  # type: ignore[no-untyped-def]
    import re

    value = rng.choice(("0", "-1", "99", "100000", "1.5", "true", '"7"'))
    return re.sub(r"\b\d+\b", value, line, count=1)


def _renamed(line: str, rng) -> str:  # type: ignore[no-untyped-def]
    import re

    return re.sub(r'"[^"]*"', f'"{rng.choice(WORDS)}"', line, count=1)


@pytest.mark.parametrize("game", ["riders", "dune", "draconium"])
def test_a_damaged_example_gives_a_clear_message_or_plays(game: str) -> None:
    """Random one-line edits of every example: each gives a position or a DataError that
    names the file and says what is impossible, never a crash inside a builder."""
    import random

    rng = random.Random(game)
    rules, entry = REGISTRY.get(game), REGISTRY.entry(game)
    folder = EXAMPLE.parent.parent / game
    for path in sorted(folder.glob("*.toml")):
        lines = path.read_text("utf-8").splitlines()
        for _ in range(40):
            i = rng.randrange(len(lines))
            text = "\n".join(rng.choice(EDITS)(lines, i, rng)) + "\n"
            try:
                parse_scenario(text, entry, path.name).state(rules)
            except DataError as exc:
                assert str(exc).startswith(f"{path.name}: ")
                assert "cannot start from this position" not in str(exc), text
