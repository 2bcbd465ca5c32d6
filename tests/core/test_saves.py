import json
import os
import stat
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


# -- one strict schema: every problem is a SaveError naming the file --------------------


def save_with_players() -> str:
    """A riders save as the table writes it: Aria at the screen, Brann a random bot."""
    state = RIDERS.new_game(["Aria", "Brann"], 11, {})
    for _ in range(6):
        RIDERS.apply(state, RIDERS.legal_moves(state, RIDERS.to_act(state)[0])[0])
    players = [saves.SeatRecord("Aria"), saves.SeatRecord("Brann", human=False, bot="random")]
    return saves.dumps(state, players)


def problem_of(tmp_path: Path, text: str) -> str:
    """The problem `read` reports for a file holding `text`; fails on any other outcome."""
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    with pytest.raises(SaveError) as caught:
        saves.read(path, REGISTRY)
    assert str(caught.value) == f"Can't load the save '{path}': {caught.value.problem}"
    assert caught.value.problem.isprintable()  # the title's dialog can draw every character
    return caught.value.problem


def with_field(text: str, change) -> str:  # type: ignore[no-untyped-def]
    data = json.loads(text)
    change(data)
    return json.dumps(data, indent=1)  # ASCII: control and broken characters as \u escapes


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (
            "[" * 100_000,
            "the file is damaged: its brackets nest more than 32 deep, "
            "and a save never nests that deep.",
        ),
        (
            '{"format": "dragon-table-save", "moves": ' + "[" * 5000 + "]" * 5000 + "}",
            "the file is damaged: its brackets nest more than 32 deep, "
            "and a save never nests that deep.",
        ),
        (
            '{"a": ' * 100_000,
            "the file is damaged: its brackets nest more than 32 deep, "
            "and a save never nests that deep.",
        ),
    ],
)
def test_deep_nesting_is_a_clear_message_not_a_recursion_error(
    tmp_path: Path, text: str, problem: str
) -> None:
    assert problem_of(tmp_path, text) == problem


def test_deep_nesting_inside_a_real_save(tmp_path: Path) -> None:
    text = save_with_players().replace('"args": {', '"args": {"x": ' + "[" * 40 + "]" * 40 + ",", 1)
    assert problem_of(tmp_path, text) == (
        "the file is damaged: its brackets nest more than 32 deep, "
        "and a save never nests that deep."
    )


@pytest.mark.parametrize(
    ("where", "bad", "problem"),
    [
        (
            "seats",
            "Ar\x00ia",
            "seat 1's name holds a character that cannot be shown (U+0000, a control character).",
        ),
        (
            "seats",
            "Aria\x1b[2J",
            "seat 1's name holds a character that cannot be shown (U+001B, a control character).",
        ),
        ("seats", "Ar\ud800ia", "seat 1's name holds a broken character (U+D800, half of a pair)."),
        ("seats", "\udfff", "seat 1's name holds a broken character (U+DFFF, half of a pair)."),
        ("seats", "", "seat 1's name is empty."),
        ("seats", "   ", "seat 1's name is empty."),
        ("seats", "A" * 41, "seat 1's name is too long (41 characters; at most 40)."),
        (
            "players",
            "Ar\x00ia",
            "player 1's name holds a character that cannot be shown (U+0000, a control character).",
        ),
        (
            "players",
            "Ar\ud800ia",
            "player 1's name holds a broken character (U+D800, half of a pair).",
        ),
        ("players", "A" * 41, "player 1's name is too long (41 characters; at most 40)."),
    ],
)
def test_names_are_printable_and_bounded(
    tmp_path: Path, where: str, bad: str, problem: str
) -> None:
    def rename(data: dict) -> None:  # type: ignore[type-arg]
        if where == "seats":
            data["seats"][0] = bad
        data["players"][0]["name"] = bad

    assert problem_of(tmp_path, with_field(save_with_players(), rename)) == problem


def test_a_name_of_forty_printable_characters_loads(tmp_path: Path) -> None:
    name = "Ærwyn the Ünbowed, Ṁother of Ðragons 🐉"
    assert len(name) <= saves.MAX_NAME
    text = save_with_players().replace('"Aria"', json.dumps(name))
    path = tmp_path / "ok.json"
    path.write_text(text, encoding="utf-8")
    assert saves.read(path, REGISTRY).state.seats[0] == name


def test_a_number_of_thousands_of_digits_is_a_clear_message(tmp_path: Path) -> None:
    text = save_with_players().replace('"seed": 11', '"seed": 1' + "0" * 4300, 1)
    assert problem_of(tmp_path, text) == (
        "the file is damaged: it holds a number of more than 4300 digits, far too long for a save."
    )


def test_numbers_json_does_not_have_are_refused(tmp_path: Path) -> None:
    text = save_with_players().replace('"seed": 11', '"seed": NaN', 1)
    assert problem_of(tmp_path, text) == (
        "the file is damaged: it holds NaN, which is not a number a save can hold."
    )


def test_a_huge_number_in_a_move_is_refused_before_the_rules_see_it(tmp_path: Path) -> None:
    text = save_with_players().replace('"seat": 0', '"seat": ' + "9" * 4000, 1)
    assert problem_of(tmp_path, text) == (
        "move 1 is damaged: a number in it is far too large (4000 digits)."
    )


@pytest.mark.parametrize(
    ("version", "problem"),
    [
        ("0", "its format version is 0, and save formats start at 1; no Dragon Table made it."),
        ("-1", "its format version is -1, below zero; the file is damaged."),
        (
            "2",
            "it was made by a newer Dragon Table (save format 2; this version reads up to 1).",
        ),
        (
            "1" + "0" * 30,
            "its format version is a number of 31 digits; no Dragon Table has made such a save.",
        ),
        ("1.0", "its format version 1.0 is not a whole number."),
        ("true", "its format version true is not a whole number."),
        ("null", "its format version null is not a whole number."),
    ],
)
def test_only_known_format_versions_load(tmp_path: Path, version: str, problem: str) -> None:
    text = save_with_players().replace('"version": 1', f'"version": {version}', 1)
    assert problem_of(tmp_path, text) == problem


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            lambda d: d["players"][1].update(human="false"),
            "player 2's 'human' must be true or false, not 'false'.",
        ),
        (
            lambda d: d["players"][0].update(human=1),
            "player 1's 'human' must be true or false, not 1.",
        ),
        (
            lambda d: d["players"][1].update(bot=5),
            "player 2's 'bot' must be a kind of bot, not 5.",
        ),
        (
            lambda d: d["players"][1].update(bot="wizard"),
            "player 2 is a bot: Dragon Riders has no bot called 'wizard'; "
            "its bots are: easy, normal, strong, random.",
        ),
        (lambda d: d["players"][1].pop("human"), "player 2 is damaged: its 'human' is missing."),
        (
            lambda d: d["players"].__setitem__(0, "Aria"),
            "player 1 is damaged: it must have a name, human and bot.",
        ),
        (lambda d: d["players"].pop(), "the field 'players' lists 1 player for 2 seats."),
        (
            lambda d: d["players"].append(dict(d["players"][0])),
            "the field 'players' lists 3 players for 2 seats.",
        ),
        (lambda d: d.update(players=None), "the field 'players' must list who sits at each seat."),
        (
            lambda d: d["players"][0].update(name="Cora"),
            "the players (Cora, Brann) are not the ones at the seats (Aria, Brann).",
        ),
        (lambda d: d.update(seed=True), "the field 'seed' is missing or damaged."),
        (lambda d: d.update(game="x" * 1000), "the field 'game' is missing or damaged."),
        (
            lambda d: d["options"].update(draft_mode="\x07"),
            "its options are damaged: a text in it holds a character that cannot be shown "
            "(U+0007, a control character).",
        ),
        (
            lambda d: d["moves"][0]["args"].update(rider="x" * 201),
            "move 1 is damaged: a text in it is too long (201 characters; at most 200).",
        ),
    ],
)
def test_seat_records_and_fields_are_typed(tmp_path: Path, change, problem: str) -> None:  # type: ignore[no-untyped-def]
    assert problem_of(tmp_path, with_field(save_with_players(), change)) == problem


def test_a_file_too_big_for_a_save_is_not_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.truncate(saves.MAX_BYTES + 1)  # sparse: a file of zeros, never read whole
    with pytest.raises(SaveError) as caught:
        saves.read(path, REGISTRY)
    assert caught.value.problem == "the file is too big for a save (a save is at most 5 MB)."


def test_a_save_from_a_folder_is_a_clear_message(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="the file cannot be read"):
        saves.read(tmp_path, REGISTRY)


def test_a_rules_failure_during_replay_is_a_save_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = save_with_players()

    def broken(state, move):  # type: ignore[no-untyped-def]
        raise KeyError("rider")

    monkeypatch.setattr(RIDERS, "apply", broken)
    assert problem_of(tmp_path, text).startswith("move 1 (seat 0: choose_rider(")
    assert problem_of(tmp_path, text).endswith(") cannot be replayed; it is damaged.")


def test_the_players_are_read_back_as_written(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(save_with_players())
    loaded = saves.read(path, REGISTRY)
    assert loaded.players == (
        saves.SeatRecord("Aria", True, ""),
        saves.SeatRecord("Brann", False, "random"),
    )
    assert saves.read(tmp_path / "game.json", REGISTRY).ruleset is RIDERS


def test_a_save_without_players_seats_everyone_at_the_screen(
    tmp_path: Path,
    finished_game,  # type: ignore[no-untyped-def]
) -> None:
    path = tmp_path / "game.json"
    saves.write_save(path, finished_game)
    assert saves.read(path, REGISTRY).players is None


# -- writing: one atomic writer, flushed to the disk -----------------------------------


def test_the_session_writes_through_the_one_atomic_writer_with_fsync(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.session import SeatPlan, Session

    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=False, bot="random")]
    session = Session(REGISTRY, RIDERS, plans, 31, {})
    path = tmp_path / "autosave.json"
    session.save(path)
    assert synced == ["file", "folder"]
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]
    loaded = Session.load(path, REGISTRY)
    assert loaded.plans == plans
    assert to_plain(loaded.state) == to_plain(session.state)


def test_a_folder_that_cannot_be_opened_still_saves(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    finished_game,  # type: ignore[no-untyped-def]
) -> None:
    """Windows cannot open a folder to flush it: the save is whole all the same."""
    real_open = os.open

    def windows_open(path, flags, *args):  # type: ignore[no-untyped-def]
        if Path(path).is_dir():
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", windows_open)
    path = tmp_path / "game.json"
    saves.write_save(path, finished_game)
    assert to_plain(saves.read_save(path, REGISTRY)[1]) == to_plain(finished_game)


def test_a_write_that_fails_halfway_leaves_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.json"
    path.write_text("old save")

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        saves.write_atomic(path, "new save")
    assert path.read_text() == "old save"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def test_stray_temp_files_are_removed_at_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "autosave.json").write_text("the save")
    (tmp_path / "autosave.json.k3j2h1.tmp").write_text('{"format": "dragon-tab')
    (tmp_path / "autosave.tmp").write_text("left by an older version")
    (tmp_path / "settings.json").write_text("{}")
    (tmp_path / "crashes").mkdir()
    (tmp_path / "crashes" / "keep.tmp").write_text("not in the data folder itself")
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    from game.app import App

    App(REGISTRY)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "autosave.json",
        "crashes",
        "settings.json",
    ]
    assert (tmp_path / "crashes" / "keep.tmp").exists()
    assert saves.remove_stray_temp_files(tmp_path / "missing") == []
