"""Words at the table that must be true for whoever reads them: a seat's private line
("You draw …") is never told as news to another, and where another seat's private
lines are shown (a spectator, the end of a game) they say whose they are; the game-over
banner claims nothing the table does not show."""

from __future__ import annotations

import pygame
import pytest

from game.__main__ import make_session
from game.app import App
from game.games import REGISTRY
from game.scenes.table import TableScene


@pytest.mark.parametrize("game", ["draconium", "dml"])
def test_a_spectator_is_never_told_another_seats_you_lines(app: App, game: str) -> None:
    seats = ",".join(["easy"] * REGISTRY.get(game).min_seats)
    session = make_session(game, seats, "", 5, {})
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    told: list[str] = []
    for _ in range(400):
        app.step(1 / 60)
        notice = scene.messages.notice
        if notice is not None and (not told or told[-1] != notice.text):
            told.append(notice.text)
        if len(session.state.moves) >= 40 or session.result is not None:
            break
    assert session.viewer is None and len(told) >= 10
    assert not [t for t in told if t.startswith("You ") or ". You " in t]
    private = [line for line in session.state.log if line.seat is not None]
    assert private, "the bots' games write private lines"
    shown = scene.shown_log()
    for line in shown:
        if line.seat is not None and line.text.endswith(private[0].text):
            name = session.plans[line.seat].name
            assert line.text == f"{name}, privately: {private[0].text}"
            break
    else:
        assert all(line.seat is None for line in scene.view.log)  # the view holds none


def test_someone_watching_bots_is_never_told_what_to_drag(app: App) -> None:
    """Dragon Riders between two bots: the status and the hover texts describe the
    seats; "your", "Drag" and "Click" are for a seat at the screen only."""
    session = make_session("riders", "easy,easy", "", 3, {})
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    said: set[str] = set()
    for _ in range(300):
        app.step(1 / 60)
        view = scene.view
        said.update(scene.board.status(view))
        for piece in ("dragon:0", "dragon:1", "rider:0", "rider:1"):
            said.update(scene.board.hover_text(view, (0, 0), piece))
        if session.result is not None:
            break
    assert session.viewer is None and len(session.state.moves) > 20
    told = ("Drag", "Click", "Frozen: you", "Nothing you")  # a card's own text may say "your"
    addressed = sorted(s for s in said if s.startswith(told) or "your turn" in s)
    assert [s for s in addressed if "at the start of your turn" not in s] == []


def test_a_long_button_label_keeps_its_key_whole_and_shortens_its_words(app: App) -> None:
    """ "Skip movemen[Enter]": a label wider than its button lost the end of its words
    under the key badge; now the words are shortened at a space and the key shows."""
    from game.cards.fonts import font
    from game.scenes.table import BUTTON_FONT, fit_label

    label = "End the Action phase and go on to buying cards  [Enter]"
    shown = fit_label(label, 200)
    assert shown.endswith("…  [Enter]") and shown.startswith("End the")
    assert font(BUTTON_FONT).size(shown)[0] <= 200
    assert fit_label("Pass  [P]", 200) == "Pass  [P]"


def test_the_move_tab_selects_is_said_in_the_side_panel_not_over_the_hand(app: App) -> None:
    """Keyboard play: Tab selects a move; its words sit in the side panel above the log
    (they used to cover the hand's card texts), and Esc takes them away again."""
    from game.scenes.table import PANEL

    session = make_session("draconium", "human,easy", "", 5, {})
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    for _ in range(3):
        app.step(1 / 60)
    log_top = scene.log.rect.top
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    app.step(1 / 60)
    assert scene.picked is not None
    words = scene.picked_words()
    label = scene.board.move_label(scene.view, scene.picked)
    assert (
        words == f"Move 1 of {len(scene.legal)}: {label}. Enter plays it, Tab the next, Esc none."
    )
    box = scene.guide_rect
    assert box is not None and box.left >= app.size[0] - PANEL  # in the side panel
    assert scene.log.rect.top > box.bottom > log_top  # the log made room below it
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(1 / 60)
    assert scene.picked is None and scene.guide_rect is None and scene.log.rect.top == log_top
