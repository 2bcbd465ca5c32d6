"""Player settings, saved as JSON in the user's data directory."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game import paths
from game.core import nesting

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = ("slow", "normal", "fast")
SPEED_FACTOR = {"slow": 0.6, "normal": 1.0, "fast": 2.0}


BOT_SPEEDS = ("slow", "normal", "fast", "instant")
BOT_FACTOR = {"slow": 2.2, "normal": 1.0, "fast": 0.35, "instant": 0.0}
TEXT_SIZES = (100, 125, 150, 175, 200)  # per cent: larger text for large screens and tired eyes

MAX_BOT_DELAY = 10.0  # seconds; a larger delay in a hand-edited file means a typo


@dataclass
class Settings:
    animation_speed: str = "normal"
    fullscreen: bool = False
    bot_delay: float = 0.7  # seconds between bot moves at normal speed
    bot_speed: str = "normal"
    text_size: int = 100  # per cent

    @property
    def bot_wait(self) -> float:
        """Seconds a bot waits before its move, so the eye can follow (0: instant)."""
        return self.bot_delay * BOT_FACTOR.get(self.bot_speed, 1.0)

    @property
    def speed(self) -> float:
        return SPEED_FACTOR.get(self.animation_speed, 1.0)

    @staticmethod
    def path() -> Path:
        return paths.user_data_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Read the settings; a missing or damaged file gives the defaults (and a log line)."""
        path = cls.path()
        try:
            data = nesting.parse(json.loads, path.read_text(encoding="utf-8"), "the file")
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError, nesting.TooDeep) as exc:
            log.warning("Settings file %s is damaged (%s); using defaults.", path, exc)
            return cls()
        known = {f.name for f in fields(cls)}
        settings = cls()
        if isinstance(data, dict):
            for key, value in data.items():
                if key in known and isinstance(value, type(getattr(settings, key))):
                    setattr(settings, key, value)
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings.animation_speed = "normal"
        if settings.bot_speed not in BOT_SPEEDS:
            settings.bot_speed = "normal"
        if settings.text_size not in TEXT_SIZES:
            settings.text_size = 100
        if not 0.0 <= settings.bot_delay <= MAX_BOT_DELAY:  # also refuses NaN
            settings.bot_delay = cls.bot_delay
        return settings

    def save(self) -> None:
        """Written atomically, flushed to the disk, like a save."""
        from game.core.saves import write_atomic

        write_atomic(self.path(), json.dumps(asdict(self), indent=1))
