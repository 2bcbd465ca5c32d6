"""No tofu: every text a game puts on the screen draws with glyphs the app's font has,
or as one of the shapes drawn for the symbols it lacks (the suits, the droplet, the
arrow). For each of the five games a whole bot game is played; its whole log (every
seat's private lines too), its results screen, its table at the end and its How to
play page are drawn through the font, and every line is checked."""

from __future__ import annotations

import pygame
import pytest

from game.__main__ import make_session
from game.app import App
from game.cards import fonts
from game.cards.fonts import font, missing_glyphs
from game.games import REGISTRY
from game.scenes.howto import HowToScene
from game.scenes.results import ResultsScene
from game.scenes.table import TableScene
from game.session import Session

GAMES = ("riders", "dune", "draconium", "hatch", "dml")


def played(game: str) -> Session:
    seats = ",".join(["easy"] * REGISTRY.get(game).min_seats)
    session = make_session(game, seats, "", 11, {})
    for _ in range(5000):
        if session.result is not None:
            return session
        session.play_bot()
    raise AssertionError(f"{game}: the bots did not finish in 5,000 moves")


def drawn_texts(app: App, scene: object) -> list[str]:
    """Every line of text the scene draws in one frame (read from the font's ledger)."""
    ledger = fonts.open_ledger()
    try:
        app.stack.push(scene)  # type: ignore[arg-type]
        app.step(1 / 60)
        app.step(1 / 60)
        return list(ledger.values())
    finally:
        fonts.close_ledger()


@pytest.mark.parametrize("game", GAMES)
def test_every_text_of_a_whole_game_has_its_glyphs(app: App, game: str) -> None:
    session = played(game)
    ruleset = session.ruleset
    texts = [line.text for line in session.state.log]
    for seat in range(len(session.state.seats)):
        texts += [line.text for line in ruleset.view(session.state, seat).log]
    texts += drawn_texts(app, TableScene(app, session, autosave=False))
    texts += drawn_texts(app, ResultsScene(app, session))
    howto = HowToScene(app, game, ruleset.title)
    ledger = fonts.open_ledger()
    try:
        howto.render_page()
        texts += list(ledger.values())
    finally:
        fonts.close_ledger()
    assert len(texts) > 50
    tofu = {text: missing_glyphs(text) for text in texts if missing_glyphs(text)}
    assert tofu == {}


def test_the_check_finds_a_glyph_the_font_lacks_and_passes_the_drawn_symbols() -> None:
    fonts.forget_fonts()  # another test's app may have quit pygame
    assert missing_glyphs("J♥ goes to the Dragon's Hoard → 7♠ ● ♦ ♣") == set()
    assert missing_glyphs("a star ★ and a dragon 🐉") == {"★", "🐉"}
    # the symbols are drawn: not the font's empty box
    box = font(16).render("\ue000", True, (255, 255, 255))
    suit = font(16).render("♥", True, (255, 255, 255))
    assert pygame.image.tobytes(suit, "RGBA") != pygame.image.tobytes(box, "RGBA")
