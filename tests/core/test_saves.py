import json
from pathlib import Path

import pytest

from game.bots.random_bot import RandomBot
from game.core import saves
from game.core.errors import SaveError
from game.core.runner import play
from game.core.serial import to_plain
from game.games import REGISTRY

RIDERS = REGISTRY.get("riders")


@pytest.fixture(scope="module")
def finished_game():  # type: ignore[no-untyped-def]
    return play(RIDERS, [RandomBot(1), RandomBot(2)], seed=11, seat_names=["Aria", "Brann"])


def test_a_save_holds_format_game_options_seats_seed_and_moves(finished_game) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(saves.dumps(finished_game))
    assert data["format"] == "dragon-table-save"
    assert data["version"] == 1
    assert data["game"] == "riders"
    assert data["seats"] == ["Aria", "Brann"]
    assert data["seed"] == 11
    assert data["options"]["draft_mode"] == "market"
    assert len(data["moves"]) == len(finished_game.moves)


def test_write_and_read_replays_to_the_identical_state(tmp_path: Path, finished_game) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "saves" / "game.json"
    saves.write_save(path, finished_game)
    ruleset, loaded = saves.read_save(path, REGISTRY)
    assert ruleset is RIDERS
    assert to_plain(loaded) == to_plain(finished_game)


def test_half_played_game_resumes(tmp_path: Path) -> None:
    state = RIDERS.new_game(["Aria", "Brann"], 3, {"draft_mode": "snake"})
    for _ in range(30):
        RIDERS.apply(state, RIDERS.legal_moves(state, RIDERS.to_act(state)[0])[0])
    path = tmp_path / "half.json"
    saves.write_save(path, state)
    _, loaded = saves.read_save(path, REGISTRY)
    assert to_plain(loaded) == to_plain(state)


def test_a_view_cannot_be_saved(finished_game) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="a view cannot be saved"):
        saves.dumps(RIDERS.view(finished_game, 0))


def test_a_failed_write_leaves_the_old_save_whole(tmp_path: Path, finished_game) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "game.json"
    path.write_text("old save")
    with pytest.raises(ValueError):
        saves.write_save(path, RIDERS.view(finished_game, 0))
    assert path.read_text() == "old save"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def good_text(game) -> str:  # type: ignore[no-untyped-def]
    return saves.dumps(game)


@pytest.mark.parametrize(
    ("mangle", "problem"),
    [
        (lambda t: "", "the file is empty."),
        (lambda t: t[: len(t) // 2], "the file ends too early; it was cut off."),
        (lambda t: t.replace('"seed": 11', '"seed": 11,,', 1), "the file is damaged at line"),
        (lambda t: json.dumps({"hello": 1}), "it is not a Dragon Table save."),
        (lambda t: json.dumps([1, 2]), "it is not a Dragon Table save."),
        (
            lambda t: t.replace('"version": 1', '"version": 9', 1),
            "it was made by a newer Dragon Table (save format 9; this version reads up to 1).",
        ),
        (lambda t: t.replace('"version": 1', '"version": "one"', 1), "format version 'one'"),
        (lambda t: t.replace('"game": "riders"', '"game": "chess"', 1), "no game called 'chess'"),
        (lambda t: t.replace('"seed": 11', '"seed": "x"', 1), "the field 'seed' is missing"),
        (
            lambda t: t.replace('"draft_mode": "market"', '"draft_mode": "auction"', 1),
            "its game cannot be set up: Option draft_mode can be market, snake, quick",
        ),
        (
            lambda t: t.replace('"rider": "', '"rider": "Zed', 1),
            "move 1 (seat 0: choose_rider(rider=Zed",
        ),
        (lambda t: t.replace('"kind": "choose_rider"', '"kind": 5', 1), "move 1 is damaged"),
    ],
)
def test_damaged_saves_name_the_file_and_the_problem(
    tmp_path: Path,
    finished_game,  # type: ignore[no-untyped-def]
    mangle,  # type: ignore[no-untyped-def]
    problem: str,
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(mangle(good_text(finished_game)))
    with pytest.raises(SaveError) as caught:
        saves.read_save(path, REGISTRY)
    assert str(caught.value).startswith(f"Can't load the save '{path}': ")
    assert problem in str(caught.value)


def test_an_illegal_move_in_a_save_says_which_and_why(tmp_path: Path, finished_game) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(saves.dumps(finished_game))
    data["moves"][1] = dict(data["moves"][0])  # P1 chooses again, out of turn
    path = tmp_path / "cheat.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"move 2 \(.*\) is not legal: Brann chooses a Rider now."):
        saves.read_save(path, REGISTRY)


def test_missing_and_binary_files(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="the file does not exist."):
        saves.read_save(tmp_path / "nope.json", REGISTRY)
    binary = tmp_path / "image.json"
    binary.write_bytes(b"\x89PNG\xff\xfe")
    with pytest.raises(SaveError, match="it is not a text file"):
        saves.read_save(binary, REGISTRY)
