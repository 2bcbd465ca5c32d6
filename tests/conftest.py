"""Tests run headless: no window, no sound."""

import os

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
