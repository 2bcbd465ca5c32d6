"""The table's shared habits, on the throwaway Tiny Pile game and by real events only:
refusals that live as long as they apply, a question before a move that gives up
something, undo, keyboard play, click and double-click, bots you can follow, the final
board, and How to play. Every game's kit gets these without a line of its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.scenes.confirm import ConfirmScene
from game.scenes.howto import HowToScene, parse
from game.scenes.results import ResultsScene
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import BOT_FACTOR, Settings
from tests.scenes.events import click, drag, frames, key, tiny_app


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    with tiny_app(tmp_path, monkeypatch, settings=Settings(bot_delay=5.0)) as application:
        yield application


def table(app: App, *, bot: bool = False, seed: int = 3) -> TableScene:
    """Tiny Pile at the real table: Aria at the screen against Brann (a person or a bot)."""
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=not bot)]
    session = Session(REGISTRY, REGISTRY.get("tiny"), plans, seed=seed)
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    frames(app)
    if not isinstance(app.stack.top, TableScene):  # two people: the curtain comes first
        click(app, (300, 300))
    seat = session.seat_to_act()
    if bot and seat == 1:  # the bot takes first: let it
        app.settings.bot_delay = 0.0
        frames(app, 3)
        app.settings.bot_delay = 5.0
    for _ in range(120):
        if not scene.layer.moving():
            break
        app.step(1 / 60)
    return scene


def top_token(scene: TableScene) -> tuple[str, tuple[int, int]]:
    piece = scene.session.state.pile.cards[-1]
    return piece, scene.layer.sprites[piece].rect.center


def undo_button(scene: TableScene) -> object:
    return next(e for e, name in scene.ui_buttons.items() if name == "undo")


# -- messages with a lifetime ----------------------------------------------------------------


def test_a_refusal_is_shown_to_its_seat_and_cleared_by_the_next_accepted_move(app: App) -> None:
    scene = table(app, bot=True)
    _, at = top_token(scene)
    before = len(scene.session.state.moves)
    drag(app, at, scene.board.layout.zones["taken:1"].center)
    assert scene.toast == "That can't be dropped there."
    assert len(scene.session.state.moves) == before
    key(app, pygame.K_1)
    assert len(scene.session.state.moves) == before + 1
    assert scene.toast == ""


def test_a_refusal_never_reaches_the_next_player_at_the_screen(app: App) -> None:
    scene = table(app)
    seat = scene.session.viewer
    _, at = top_token(scene)
    drag(app, at, scene.board.layout.zones[f"taken:{1 - seat}"].center)
    refusal = scene.toast
    assert refusal
    key(app, pygame.K_1)  # the other player is to move: the table turns to them
    assert scene.session.viewer == 1 - seat
    assert scene.toast == "" and scene.messages.refusal is None
    name = scene.session.plans[1 - seat].name
    assert scene.messages.notice is not None
    assert scene.messages.notice.text == f"{name} to play: the table turns to {name}'s side."


def test_a_refusal_fades_after_its_time(app: App) -> None:
    scene = table(app, bot=True)
    _, at = top_token(scene)
    drag(app, at, scene.board.layout.zones["taken:1"].center)
    assert scene.toast
    frames(app, 60 * 5)
    assert scene.toast == ""


# -- a question before giving something up -----------------------------------------------------


def test_a_button_that_gives_something_up_asks_once_and_no_goes_back(app: App) -> None:
    scene = table(app, bot=True, seed=8)
    session = scene.session
    for _ in range(4):  # Take 2 from 3 leaves the last token to Brann
        if len(session.state.pile) == 3:
            break
        key(app, pygame.K_1)
        app.settings.bot_delay = 0.0
        frames(app, 3)
        app.settings.bot_delay = 5.0
    before = len(session.state.moves)
    key(app, pygame.K_2)
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene)
    assert asked.question == "Take 2 and leave the last token?"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and len(session.state.moves) == before
    key(app, pygame.K_2)
    click(app, app.stack.top.buttons["yes"].rect.center)
    assert app.stack.top is scene
    assert len(session.state.moves) == before + 1 and session.state.moves[-1]["count"] == 2


# -- undo ---------------------------------------------------------------------------------------


def test_ctrl_z_takes_back_your_move_and_the_log_says_so(app: App) -> None:
    scene = table(app, bot=True)
    session = scene.session
    before = list(session.state.moves)
    key(app, pygame.K_1)
    assert len(session.state.moves) == len(before) + 1
    assert undo_button(scene).is_enabled
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session.state.moves == before
    assert session.state.log[-1].text == "Aria took back: Aria takes 1; " + (
        f"{len(session.state.pile) - 1} left."
    )
    assert scene.messages.notice is not None and "Aria took back" in scene.messages.notice.text
    assert not undo_button(scene).is_enabled


def test_the_undo_button_takes_back_and_is_off_once_the_bot_has_moved(app: App) -> None:
    scene = table(app, bot=True)
    session = scene.session
    before = len(session.state.moves)
    key(app, pygame.K_2)
    if isinstance(app.stack.top, ConfirmScene):
        key(app, pygame.K_RETURN)
    click(app, undo_button(scene).rect.center)
    assert len(session.state.moves) == before
    key(app, pygame.K_1)
    app.settings.bot_delay = 0.0
    frames(app, 3)  # Brann moves: Aria's move is no longer the last one
    assert session.state.moves[-1].seat == 1
    assert not undo_button(scene).is_enabled
    moves = list(session.state.moves)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session.state.moves == moves
    assert scene.toast.startswith("There is no move of yours to take back")


# -- keyboard play, click and double-click -------------------------------------------------------


def test_tab_selects_each_legal_move_in_turn_and_enter_plays_it(app: App) -> None:
    scene = table(app, bot=True)
    session = scene.session
    legal = session.legal()
    key(app, pygame.K_TAB)
    assert scene.picked == legal[0]
    key(app, pygame.K_TAB)
    assert scene.picked == legal[1]
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert scene.picked == legal[0]
    assert scene.board.move_label(scene.view, scene.picked) == "Take 1 from the pile"
    before = len(session.state.moves)
    key(app, pygame.K_RETURN)
    assert session.state.moves[before:] == [legal[0]] and scene.picked is None


def test_esc_clears_a_selection_before_it_opens_the_menu(app: App) -> None:
    scene = table(app, bot=True)
    key(app, pygame.K_TAB)
    key(app, pygame.K_ESCAPE)
    assert scene.picked is None and app.stack.top is scene


def test_a_double_click_on_a_piece_with_one_place_to_go_plays_it(app: App) -> None:
    scene = table(app, bot=True)
    session = scene.session
    before = len(session.state.moves)
    piece, at = top_token(scene)
    click(app, at)
    assert len(session.state.moves) == before  # one click only picks it up and puts it down
    click(app, at)
    assert len(session.state.moves) == before + 1
    assert session.state.moves[-1].gesture is not None
    assert session.state.moves[-1].gesture.piece == piece
    assert piece in session.state.taken[0].cards


def test_two_clicks_far_apart_in_time_play_nothing(app: App) -> None:
    scene = table(app, bot=True)
    before = len(scene.session.state.moves)
    _, at = top_token(scene)
    click(app, at)
    frames(app, 60)
    click(app, at)
    assert len(scene.session.state.moves) == before


# -- bots you can follow ---------------------------------------------------------------------------


def test_a_bots_move_is_said_glows_and_floats_what_it_took(app: App) -> None:
    scene = table(app, bot=True)
    key(app, pygame.K_1)
    app.settings.bot_delay = 0.0
    pile = len(scene.session.state.pile)
    frames(app, 2)
    move = scene.session.state.moves[-1]
    assert move.seat == 1
    notice = scene.messages.notice
    left = len(scene.session.state.pile)
    assert notice is not None and notice.text == f"Brann takes {move['count']}; {left} left."
    assert move.gesture is not None and move.gesture.piece in scene.flash[1]
    assert [m.text for m, _ in scene.messages.marks][-2:] == [
        "-1 from the pile",  # Aria's own move floats its news too
        f"-{move['count']} from the pile",
    ]
    assert len(scene.session.state.pile) == pile - move["count"]
    frames(app, 120)
    assert scene.flash == (set(), set()) and scene.messages.marks == []


def test_the_bot_speed_sets_how_long_a_bot_waits() -> None:
    settings = Settings(bot_delay=0.8)
    waits = {}
    for speed in BOT_FACTOR:
        settings.bot_speed = speed
        waits[speed] = settings.bot_wait
    assert waits == pytest.approx({"slow": 1.76, "normal": 0.8, "fast": 0.28, "instant": 0.0})


def test_a_bot_speed_from_a_damaged_options_file_is_normal(app: App) -> None:
    Settings.path().write_text('{"bot_speed": "warp"}', encoding="utf-8")
    assert Settings.load().bot_speed == "normal"


# -- the end of a game --------------------------------------------------------------------------


def test_the_final_board_stays_until_a_click_then_the_results(app: App) -> None:
    scene = table(app)
    session = scene.session
    for _ in range(7):  # seven tokens: at most seven takes
        if session.result is not None:
            break
        key(app, pygame.K_1)
        if isinstance(app.stack.top, ConfirmScene):  # leaving the last token: yes
            key(app, pygame.K_RETURN)
    assert session.result is not None
    frames(app, 300)
    assert app.stack.top is scene
    key(app, pygame.K_z, pygame.KMOD_LCTRL)  # nothing is taken back after the end
    assert session.result is not None
    click(app, (200, 200))
    assert isinstance(app.stack.top, ResultsScene)


# -- how to play -------------------------------------------------------------------------------


def test_f1_opens_how_to_play_and_esc_comes_back(app: App) -> None:
    scene = table(app, bot=True)
    key(app, pygame.K_F1)
    guide = app.stack.top
    assert isinstance(guide, HowToScene)
    assert guide.blocks[0].text == "Tiny Pile"  # no guide written for the throwaway game
    assert guide.blocks[1].text.startswith("There is no guide for Tiny Pile here: ")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_a_guide_is_read_as_headings_paragraphs_and_bullets() -> None:
    blocks = parse("# Game\n\nA goal\nin two lines.\n\n## Turn\n- draw\n  a card\n- play **one**\n")
    assert [(b.kind, b.text) for b in blocks] == [
        ("h1", "Game"),
        ("p", "A goal in two lines."),
        ("h2", "Turn"),
        ("li", "draw a card"),
        ("li", "play **one**"),
    ]


class RaisingBot:
    """A bot that raises at every decision (as one with a table of card ids did when a
    designer added a card)."""

    needs_view = True

    def choose(self, view: object, legal: object) -> object:
        raise KeyError("wyrm_fury")


def test_a_bot_that_raises_never_stops_the_table(app: App, tmp_path: Path) -> None:
    """The bot's turn comes: a report is written, its first listed move is made, the log
    and the news say so, and the game goes on (Aria's turn again)."""
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=False)]
    session = Session(REGISTRY, REGISTRY.get("tiny"), plans, seed=3)
    session.bots[1] = RaisingBot()  # type: ignore[assignment]
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    app.settings.bot_delay = 0.0
    if session.seat_to_act() == 0:  # Aria takes first: one token
        frames(app, 2)
        _, at = top_token(scene)
        drag(app, at, scene.board.layout.zones["taken:0"].center)
    frames(app, 6)
    brann = [m for m in session.state.moves if m.seat == 1]
    assert len(brann) == 1 and brann[0]["count"] == 1  # the first listed move: take 1
    said = [line.text for line in scene.view.log if "ran into a problem" in line.text]
    assert said == [
        "Brann's bot ran into a problem (KeyError: 'wyrm_fury') and made its first listed "
        "move instead; the game goes on."
    ]
    reports = list((tmp_path / "crashes").glob("crash-*.txt"))
    assert reports and "KeyError: 'wyrm_fury'" in reports[0].read_text(encoding="utf-8")
    assert app.stack.top is scene and session.result is None and session.seat_to_act() == 0
