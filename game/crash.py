"""When something goes wrong that nobody planned for: a report the player can act on.

An unexpected exception in the client writes a crash report to the user's
data directory: the version, the machine, the game, its seed and every move so
far (a save that replays it), and the traceback. The game itself is written
beside it as a save, so nothing is lost. Then the player is told where both
are, on screen, instead of the window vanishing.
"""

from __future__ import annotations

import logging
import platform
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import __version__, paths
from game.reports import write_report

if TYPE_CHECKING:
    from game.app import App
    from game.session import Session

log = logging.getLogger("game")

__all__ = ["EXIT_CRASHED", "handle", "read_report_fields", "show", "start_log", "write_report"]
EXIT_CRASHED = 70  # EX_SOFTWARE: an internal error


def start_log() -> Path | None:
    """Log to `dragon-table.log` in the user's data directory (two files of 256 KB)."""
    path = paths.user_data_dir() / "dragon-table.log"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=256_000, backupCount=1, encoding="utf-8")
    except OSError:
        return None  # a read-only home must not stop the game
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    if not any(getattr(h, "baseFilename", None) == str(path) for h in root.handlers):
        root.addHandler(handler)
    root.setLevel(logging.INFO)
    log.info("Dragon Table %s on %s, Python %s", __version__, platform.platform(), sys.version)
    return path


def session_of(app: App | None) -> Session | None:
    """The game being played, if any scene on the stack holds one."""
    if app is None:
        return None
    for scene in reversed(app.stack.scenes):
        session = getattr(scene, "session", None)
        if session is not None:
            return session  # type: ignore[no-any-return]
    return None


def handle(exc: BaseException, app: App | None) -> int:
    """Report an unexpected exception; tell the player where; return the exit code."""
    log.exception("unexpected error")
    try:
        path: Path | None = write_report(exc, session_of(app))
    except OSError as problem:
        path = None
        print(f"Dragon Table could not write a crash report: {problem}", file=sys.stderr)
    where = str(path) if path else "(no report could be written)"
    print(
        f"Dragon Table stopped after an unexpected error: {type(exc).__name__}: {exc}\n"
        f"A crash report is in {where}",
        file=sys.stderr,
    )
    if path is not None:
        show(path, exc, with_game=session_of(app) is not None)
    return EXIT_CRASHED


def show(path: Path, exc: BaseException, with_game: bool = False) -> None:
    """A plain screen that says what happened and where the report is; waits for a key.

    Under the dummy video driver (tests, the self-test) nobody can see it, so it
    draws once and returns.
    """
    import os

    import pygame

    from game.cards.fonts import font

    try:
        if not pygame.display.get_init():
            pygame.display.init()
        screen = pygame.display.get_surface() or pygame.display.set_mode((960, 600))
        w, h = screen.get_size()
        screen.fill((30, 22, 26))
        rows: list[tuple[str, int, tuple[int, int, int], bool]] = [
            ("Dragon Table stopped unexpectedly", 34, (232, 186, 92), True),
            (f"{type(exc).__name__}: {exc}"[:110], 17, (236, 226, 210), False),
            ("A crash report, with your game so far, was written to:", 18, (236, 226, 210), False),
            (str(path), 16, (150, 200, 240), False),
            (
                "Please send it with your bug report. Press any key to close.",
                18,
                (236, 226, 210),
                False,
            ),
        ]
        y = h // 2 - 110
        for text, size, colour, bold in rows:
            image = font(size, bold).render(text, True, colour)
            screen.blit(image, image.get_rect(midtop=(w // 2, y)))
            y += image.get_height() + 18
        pygame.display.flip()
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":
            return
        waiting = True
        while waiting:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                    waiting = False
            pygame.time.wait(30)
    except Exception:  # the screen is a courtesy; the report is already written
        log.exception("could not show the crash screen")
    finally:
        pygame.quit()


def read_report_fields(path: Path) -> dict[str, Any]:
    """The `name: value` header lines of a report (used by tests and bug triage)."""
    fields: dict[str, Any] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("traceback:"):
            break
        name, sep, value = line.partition(": ")
        if sep:
            fields[name] = value
    return fields
