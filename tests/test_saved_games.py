"""Named saves without a window: file names, the list, and each save in words."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import saved_games
from game.core.saves import SeatRecord
from game.core.words import ellipsize
from game.games import REGISTRY
from game.saved_games import (
    MAX_NAME,
    SavedGame,
    describe,
    file_name,
    list_saves,
    name_of,
    name_problem,
    progress,
    saved_names,
    suggest_name,
)
from game.session import SeatPlan, Session

RIDERS = REGISTRY.get("riders")
DUNE = REGISTRY.get("dune")
FOUR = [
    SeatPlan("Aria"),
    SeatPlan("Brann", human=False, bot="random"),
    SeatPlan("Cora", human=False, bot="random"),
    SeatPlan("Dax", human=False),
]


def stamp(path: Path, when: datetime) -> None:
    os.utime(path, (when.timestamp(), when.timestamp()))


def dune_until_aria(seed: int = 3) -> Session:
    """Dragon Dune with the three bots' first moves played, Aria (a person) to act."""
    session = Session(REGISTRY, DUNE, FOUR, seed, {})
    while session.bot_to_act():
        session.play_bot()
    return session


# -- file names ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "file"),
    [
        ("Dragon Dune – turn 3", "Dragon Dune – turn 3.json"),
        ("Dune: the rematch", "Dune%3A the rematch.json"),
        ("Dune/the rematch", "Dune%2Fthe rematch.json"),
        ('a<b>c"d\\e|f?g*h', "a%3Cb%3Ec%22d%5Ce%7Cf%3Fg%2Ah.json"),
        ("100%", "100%25.json"),
        (".hidden", "%2Ehidden.json"),
        ("ends with a dot.", "ends with a dot%2E.json"),
        ("ends with a space ", "ends with a space%20.json"),
        ("CON", "%43ON.json"),
        ("lpt1.txt", "%6Cpt1.txt.json"),
        ("Console", "Console.json"),
        ("tab\there", "tab%09here.json"),
    ],
)
def test_a_name_becomes_a_safe_file_name_and_reads_back(name: str, file: str) -> None:
    assert file_name(name) == file
    assert name_of(Path(file)) == name


@given(st.text(min_size=1, max_size=MAX_NAME))
def test_every_name_reads_back_from_its_file_name(name: str) -> None:
    file = file_name(name)
    assert name_of(Path(file)) == name
    assert "/" not in file and "\\" not in file and ":" not in file
    assert not file.startswith(".")


def test_two_names_differing_only_in_an_unsafe_character_are_two_files() -> None:
    assert file_name("Dune: the rematch") != file_name("Dune/ the rematch")
    assert file_name("a:b") != file_name("a%3Ab")


def test_a_name_is_checked_in_words() -> None:
    assert name_problem("   ") == "Type a name for the save."
    assert (
        name_problem("x" * 61) == "A save's name can have at most 60 characters; this one has 61."
    )
    assert name_problem("Aria\u200b") == (
        "The name holds a character that cannot be shown (U+200B ZERO WIDTH SPACE)."
    )
    assert name_problem("Sunday: the desert") is None


# -- a game's progress in words -----------------------------------------------------------


def test_progress_is_the_turn_or_the_moves() -> None:
    assert progress(3, 41) == "turn 3"
    assert progress(0, 12) == "setting up"
    assert progress(None, 1) == "1 move"
    assert progress(None, 12) == "12 moves"


def test_the_suggested_name_is_the_game_and_its_turn_and_is_never_taken() -> None:
    session = dune_until_aria()
    assert suggest_name("Dragon Dune", session.state) == "Dragon Dune – turn 1"
    taken = ["dragon dune – turn 1", "Dragon Dune – turn 1 (2)"]
    assert suggest_name("Dragon Dune", session.state, taken) == "Dragon Dune – turn 1 (3)"
    fresh = Session(REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann")], 4, {})
    assert suggest_name("Dragon Riders", fresh.state) == "Dragon Riders – setting up"


def test_fit_cuts_at_a_word_and_adds_an_ellipsis() -> None:
    def width(text: str) -> int:
        return len(text) * 10

    assert ellipsize("Dragon Dune, turn 3", 190, width) == "Dragon Dune, turn 3"
    assert ellipsize("Dragon Dune, turn 3, Aria to act", 190, width) == "Dragon Dune, turn…"
    assert ellipsize("Dragonriders", 60, width) == "Drago…"


# -- one save described -------------------------------------------------------------------


def test_a_save_is_described_by_its_game_turn_moves_players_and_who_is_to_act(
    tmp_path: Path,
) -> None:
    session = dune_until_aria()
    path = tmp_path / file_name("Sunday: the desert")
    session.save(path)
    stamp(path, datetime(2025, 5, 3, 14, 5))
    game = describe(path, REGISTRY)
    assert len(session.state.moves) == 6
    assert game == SavedGame(
        path,
        "Sunday: the desert",
        datetime(2025, 5, 3, 14, 5),
        title="Dragon Dune",
        players=tuple(FOUR),
        turn=1,
        moves=6,
        to_act=("Aria",),
    )
    assert game.detail == "Dragon Dune · turn 1 · 6 moves made · Aria to act"
    assert game.players_text == "Aria, Brann (bot), Cora (bot) and Dax (bot)"
    assert game.summary == "Dragon Dune, turn 1, Aria to act"
    assert game.date_text == "3 May 2025, 14:05"
    assert not game.damaged


def test_a_finished_game_says_who_won(tmp_path: Path) -> None:
    plans = [SeatPlan("Aria", human=False, bot="random"), SeatPlan("Brann", human=False)]
    session = Session(REGISTRY, RIDERS, plans, 7, {})
    while session.result is None:
        session.play_bot()
    path = tmp_path / "Done.json"
    session.save(path)
    game = describe(path, REGISTRY)
    (winner,) = session.result.winners
    assert game.to_act_text == f"Game over: {session.state.seats[winner]} won"
    assert game.to_act == ()


def test_a_save_written_without_a_table_has_everyone_playing_here(tmp_path: Path) -> None:
    from game.core.saves import write_save

    session = Session(REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann")], 4, {})
    path = tmp_path / "Bare.json"
    write_save(path, session.state)  # no players recorded
    game = describe(path, REGISTRY)
    assert game.players == (SeatRecord("Aria"), SeatRecord("Brann"))
    assert game.players_text == "Aria and Brann"


def test_a_damaged_save_is_described_by_its_problem(tmp_path: Path) -> None:
    path = tmp_path / "Broken.json"
    path.write_text("not json at all")
    stamp(path, datetime(2025, 5, 2, 10, 0))
    game = describe(path, REGISTRY)
    assert game.damaged
    assert game.name == "Broken" and game.date_text == "2 May 2025, 10:00"
    assert game.problem == "The file is damaged at line 1, column 1 (Expecting value)."
    assert game.error == (
        f"Can't load the save '{path}': the file is damaged at line 1, column 1 (Expecting value)."
    )
    assert game.detail == "" and game.summary == "" and game.players == ()


# -- the list -----------------------------------------------------------------------------


def test_the_list_is_newest_first_and_keeps_the_damaged_ones(tmp_path: Path) -> None:
    session = Session(REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann")], 4, {})
    for name, day in (("Monday", 1), ("Wednesday", 3), ("Tuesday", 2)):
        path = tmp_path / file_name(name)
        session.save(path)
        stamp(path, datetime(2025, 5, day, 20, 0))
    broken = tmp_path / "Cut off.json"
    broken.write_text('{"format": "dragon-table-save", ')
    stamp(broken, datetime(2025, 5, 2, 21, 0))
    (tmp_path / "notes.txt").write_text("not a save")
    (tmp_path / "folder.json").mkdir()
    games = list_saves(REGISTRY, tmp_path)
    assert [g.name for g in games] == ["Wednesday", "Cut off", "Tuesday", "Monday"]
    assert [g.damaged for g in games] == [False, True, False, False]
    assert games[1].problem == "The file ends too early; it was cut off."
    assert saved_names(tmp_path) == ["Cut off", "Monday", "Tuesday", "Wednesday", "folder"]


def test_no_folder_yet_lists_nothing(tmp_path: Path) -> None:
    assert list_saves(REGISTRY, tmp_path / "saves") == []
    assert saved_names(tmp_path / "saves") == []


def test_the_saves_folder_is_in_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    assert saved_games.saves_dir() == tmp_path / "saves"
    assert saved_games.path_for("Dune: 2") == tmp_path / "saves" / "Dune%3A 2.json"
