"""Tests run headless: no window, no sound."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# No test fails on a wall-clock number: Hypothesis's deadline and its slow-input
# health check (a fresh machine builds its Unicode tables on first use) are off.
from hypothesis import HealthCheck, settings

settings.register_profile(
    "dragon-table", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("dragon-table")


@pytest.fixture(autouse=True)
def own_user_data(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every test gets a user-data folder of its own (saves, autosave, settings), so no
    test sees another's files, whatever the order or the process it runs in; a test may
    still point DRAGON_TABLE_HOME elsewhere itself."""
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(autouse=True)
def fresh_fonts() -> None:
    """A test before may have quit pygame, which kills every font made so far: each test
    starts with none cached (the app drops them the same way when it starts again)."""
    from game.cards.fonts import forget_fonts

    forget_fonts()
