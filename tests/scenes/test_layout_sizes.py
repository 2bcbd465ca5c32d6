"""Every table, at the smallest window, a laptop and a large screen, at the start and
later in a game: no two lines of text overlap, and no text is cut off at an edge.

The screens are drawn on a recording surface that notes where each line of text
lands (`tests/scenes/ledger.py`); pictures of the smallest size are in `docs/`.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.rng import Rng
from game.games import REGISTRY
from game.scenes import ui
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.table.kit import PANEL
from tests.scenes.ledger import problems, recording

SIZES = ((960, 600), (1280, 720), (1366, 768), (2560, 1440))
PLAYED = (0, 12, 40, 120)  # moves in: the start, early, later, and well into play


def session_after(game: str, moves: int, seed: int = 3) -> Session:
    """A hot-seat game played `moves` random legal moves in (stopping short of its end), the
    seat to act at the screen."""
    ruleset = REGISTRY.get(game)
    seats = [SeatPlan(f"Player {i + 1}") for i in range(ruleset.min_seats)]
    session = Session(REGISTRY, ruleset, seats, seed=seed)
    rng = Rng(seed)
    for _ in range(moves):
        acting = ruleset.to_act(session.state)
        if not acting:
            break
        legal = ruleset.legal_moves(session.state, acting[0])
        move = legal[rng.below(len(legal))]
        if ruleset.result(ruleset.apply(session.state.clone(), move)) is not None:
            break  # the table of a game still being played (the end has its own banner)
        ruleset.apply(session.state, move)
    acting = ruleset.to_act(session.state)
    session.take_screen(acting[0] if acting else 0)
    return session


def drawn_texts(app: App, session: Session, size: tuple[int, int]) -> list[str]:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    app.pointer = (-100, -100)  # nothing under the pointer: no hover help
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    for _ in range(90):  # let the cards glide to their places
        scene.update(1 / 30)
    with recording(app.size) as screen:  # the layout's size (a huge window scales it up)
        scene.draw(screen)
        found = problems(screen.texts)
        assert screen.texts, "the table drew no text at all"
    app.stack.pop()
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", REGISTRY.names())
def test_no_text_overlaps_or_is_cut_off_at_the_table(
    app: App, game: str, size: tuple[int, int]
) -> None:
    found = []
    for moves in PLAYED:
        session = session_after(game, moves)
        found += [f"{moves} moves in: {p}" for p in drawn_texts(app, session, size)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("text_size", [150, 200])
@pytest.mark.parametrize("game", REGISTRY.names())
def test_no_text_overlaps_at_larger_text(app: App, game: str, text_size: int) -> None:
    """The side panel and the table at 150 % and 200 % text, in a 1920×1080 window."""
    app.settings.text_size = text_size
    found = []
    for moves in (0, 40):
        session = session_after(game, moves)
        found += [f"{moves} moves in: {p}" for p in drawn_texts(app, session, (1920, 1080))]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", [(960, 600), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_news_refusals_and_a_question_keep_their_words_whole(
    app: App, size: tuple[int, int]
) -> None:
    """A long notice (a bot's move), a long refusal and a confirm dialog over the table:
    each drawn whole, none over another's words."""
    from game.scenes.confirm import ConfirmScene

    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    session = session_after("dune", 40)
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    for _ in range(60):
        scene.update(1 / 30)
    scene.messages.tell(
        "Dax (Orcs) hires 12 mercenaries into 16f for 24 gold, moves 9 tokens from 16f "
        "via 16 to 15c, and disbands 3 tokens in 1c."
    )
    scene.show(
        "You can't move there: the way from 16f to 13 crosses 14, where the Goblins stand, "
        "and a stack stops where an enemy stands."
    )
    told = ("Dax (Orcs) hires", "You can't move there")
    with recording(app.size) as screen:
        scene.draw(screen)
        # the news and the refusal lie over the table in their own boxes: their words
        # must be whole and clear of each other (what they cover is hidden by the box)
        start = next(i for i, t in enumerate(screen.texts) if t.words.startswith(told))
        overlays = screen.texts[start:]
        found = problems(overlays)
        assert sum(t.words.startswith(told) for t in overlays) == 2
    question = (
        "Hire 12 mercenaries into 16f for 24 of your 25 gold? That ends your free "
        "conscription (up to 2 tokens, where you already stand) for this turn."
    )
    dialog = ConfirmScene(app, question, "Go ahead", lambda: None)
    app.stack.push(dialog)
    ui.text.cache_clear()  # text drawn before the recording began is not known to it
    with recording(app.size) as screen:
        dialog.draw(screen)  # over the veiled table: its own words, whole and apart
        found += problems(screen.texts)
        assert any(t.words.startswith("Hire 12 mercenaries") for t in screen.texts)
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    "size", [(960, 600), (1366, 768), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}"
)
@pytest.mark.parametrize(("game", "moves"), [("dune", 0), ("riders", 0), ("riders", 4)])
def test_news_finds_a_clear_band_off_the_map_and_the_headings(
    app: App, game: str, moves: int, size: tuple[int, int]
) -> None:
    """The notice after a move lies where it covers the least: off Dune's map, off the
    Rider choice's title and the draft's headings, and off the cards."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    session = session_after(game, moves)
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    for _ in range(60):
        scene.update(1 / 30)
    text = "Brann flies Steelhorn; their Rider starts with 4 Shields. The draft begins."
    scene.messages.tell(text)
    with recording(app.size) as screen:
        scene.draw(screen)
        table = app.size[0] - PANEL  # the log beside the table says it too
        rows = [
            t.rect
            for t in screen.texts
            if len(t.words) > 12 and t.words.strip() in text and t.rect.right <= table
        ]
    assert rows, "the news was not drawn"
    news = rows[0].unionall(rows)
    keep = [*scene.board.layout.keep_clear, *(s.rect for s in scene.layer.sprites.values())]
    assert scene.board.layout.keep_clear, "the table names what news must not cover"
    assert not [r for r in keep if r.colliderect(news)], (news, keep)
    app.stack.pop()
