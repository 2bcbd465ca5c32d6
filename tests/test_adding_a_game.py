"""Adding a game is its folder plus one line.

`tests/tiny_game` is a throwaway game (take 1 or 2 tokens from a pile of 7; whoever
takes the last wins) with its rules, bots, self-test checks and a table kit in its
`table/` subfolder. The fixture plugs it in with one `REGISTRY.add(ENTRY)`, the
line `game/games/__init__.py` would hold, and nothing else: the command line, the
self-test, the new-game screen, the table and the shared playout checks all find it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UIButton

from game import selftest
from game.__main__ import main
from game.app import App
from game.core.errors import IllegalMove
from game.core.move import Move
from game.games import REGISTRY
from game.scenes.new_game import NewGameScene
from game.scenes.results import ResultsScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from tests.core import test_playout as shared
from tests.scenes.test_menus import button_labelled, click, click_at, frames, push, type_into
from tests.tiny_game import ENTRY
from tests.tiny_game.rules import TinyRuleset, TinyState
from tests.tiny_game.table import TinyKit


@pytest.fixture(autouse=True)
def tiny(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The one line: the game's entry joins the list; it leaves again afterwards."""
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    REGISTRY.add(ENTRY)
    try:
        yield
    finally:
        REGISTRY.remove(ENTRY.name)
    assert "tiny" not in REGISTRY


# -- the command line ----------------------------------------------------------------


def test_the_demo_plays_a_whole_tiny_game_with_its_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "tiny", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].endswith("(perfect) takes first from a pile of 7.")
    first = lines[0].split(" takes first")[0]
    # The perfect bot leaves a multiple of three, so whoever takes first wins.
    assert lines[-1].startswith(f"result: {first} won by the last token after ")
    assert lines[-2].endswith("; 0 left.")
    moves = int(lines[-1].split(" after ")[1].split()[0])
    assert 4 <= moves <= 7 and len(lines) == moves + 2


def test_the_demo_seats_the_tiny_games_other_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "tiny", "--seed", "3", "--bots", "random", "--quiet"]) == 0
    assert capsys.readouterr().out.startswith("result: P")
    with pytest.raises(SystemExit, match="Tiny Pile has no bot called 'greedy'"):
        main(["demo", "tiny", "--bots", "greedy"])


# -- the self-test -------------------------------------------------------------------


def test_the_selftest_lists_and_passes_the_tiny_games_checks() -> None:
    checks = [
        (name, check) for name, check in selftest.all_checks(REGISTRY) if name.startswith("tiny ")
    ]
    assert [name for name, _ in checks] == [
        "tiny card data",
        "tiny maps",
        "tiny face layout",
        "tiny table",
        "tiny bot game",
    ]
    lines: list[str] = []
    assert selftest.run_checks(checks, lines.append) == 0, "\n".join(lines)
    assert all(line.startswith("ok  ") for line in lines[:-1])
    assert lines[-1] == "selftest: 5 of 5 checks passed"
    assert "7 tokens" in lines[0] and "this game uses no map" in lines[1]


# -- the new-game screen and the table -----------------------------------------------


@pytest.fixture
def app() -> App:
    app = App(REGISTRY)
    pygame.event.clear()  # nothing left over from an earlier test's frames
    return app


def table_button(scene: TableScene, label: str) -> UIButton:
    found = [b for b in scene.ui.get_sprite_group().sprites() if isinstance(b, UIButton)]
    return next(b for b in found if b.text == label)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 1)
    for pos in (((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), end):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
        frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)


def test_the_new_game_screen_offers_the_tiny_game_and_starts_it_at_its_table(app: App) -> None:
    title = push(app, TitleScene(app))
    click(app, title, "new")
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    assert "Tiny Pile" in scene.titles
    click_at(app, scene.game_menu.rect.center)  # open the game menu ...
    click_at(app, button_labelled(scene, "Tiny Pile").rect.center)  # ... and pick Tiny Pile
    frames(app)  # the menu's change reaches the screen a frame after the list's
    assert scene.game == "tiny" and scene.count == 2
    assert scene.choice_menus == {} and not any(n.startswith("opt:") for n in scene.buttons)
    click(app, scene, "seat1")  # Brann: human -> bot
    assert scene.kind_menus[1].selected_option[0] == "perfect"  # the game's own default bot
    type_into(app, scene.seed_entry, "4242")
    click(app, scene, "start")

    table = app.stack.top
    assert isinstance(table, TableScene)
    assert app.stack.scenes[0] is title
    session = table.session
    assert isinstance(session.ruleset, TinyRuleset) and isinstance(session.state, TinyState)
    assert session.state.game == "tiny" and session.seed == 4242
    assert session.state.seats == ["Aria", "Brann"] and session.viewer == 0
    assert isinstance(table.board, TinyKit)
    assert set(table.layer.sprites) == {f"t{n}" for n in range(1, 8)}

    # Aria drags the top token to her side once, then takes with the buttons; Brann's bot answers.
    dragged = False
    for _ in range(40):
        if session.result is not None:
            break
        if not session.my_turn():
            frames(app, 15)
            continue
        before = len(session.state.moves)
        if not dragged:
            top = session.state.pile.cards[-1]
            drag(
                app,
                table.layer.sprites[top].rect.center,
                table.board.layout.zones["taken:0"].center,
            )
            assert top in session.state.taken[0].cards
            dragged = True
        else:
            click_at(app, table_button(table, "Take 1").rect.center)
        assert len(session.state.moves) == before + 1
    assert dragged and session.result is not None
    assert {m.seat for m in session.state.moves} == {0, 1}
    frames(app, 120)  # the final board stays, face up, until a click on it
    assert app.stack.top is table
    click_at(app, (200, 200))
    assert isinstance(app.stack.top, ResultsScene)


# -- the shared random-playout checks ------------------------------------------------


def test_the_tiny_rules_pass_the_shared_random_playout_checks() -> None:
    shared.test_random_playouts_end_conserve_cards_and_replay("tiny")
    shared.test_same_seed_and_moves_give_the_same_game("tiny")


def test_the_tiny_rules_say_why_a_take_is_refused() -> None:
    ruleset = REGISTRY.get("tiny")
    state = ruleset.new_game(["Aria", "Brann"], 3, {})
    seat = ruleset.to_act(state)[0]
    for count, code, message in [
        (3, "tiny/too-many", "You may take at most 2 tokens, not 3."),
        (0, "tiny/bad-count", "Take 1 or 2 tokens, not 0."),
    ]:
        with pytest.raises(IllegalMove) as refused:
            ruleset.apply(state, Move.make(seat, "take", count=count))
        assert (refused.value.code, refused.value.message) == (code, message)
    for _ in range(3):
        ruleset.apply(state, Move.make(ruleset.to_act(state)[0], "take", count=2))
    with pytest.raises(IllegalMove) as refused:
        ruleset.apply(state, Move.make(ruleset.to_act(state)[0], "take", count=2))
    assert refused.value.code == "tiny/too-many"
    assert refused.value.message == "The pile holds 1; you asked for 2."
    ruleset.apply(state, Move.make(1 - ruleset.to_act(state)[0], "resign"))
    assert state.result is not None and state.result.how == "resignation"
    assert ruleset.to_act(state) == () and ruleset.legal_moves(state, 0) == []
