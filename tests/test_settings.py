"""The options file: a damaged or hand-edited one gives the defaults, never a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.settings import Settings


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000, "{not json", "\udcff", '{"bot_delay": NaN}', '{"bot_delay": 1e308}'],
    ids=["deep", "damaged", "not-text", "nan", "huge"],
)
def test_a_damaged_options_file_gives_the_defaults(home: Path, text: str) -> None:
    (home / "settings.json").write_text(text, encoding="utf-8", errors="surrogateescape")
    settings = Settings.load()
    assert settings.bot_delay == Settings.bot_delay
    assert settings.animation_speed == "normal"


def test_options_are_saved_whole_and_read_back(home: Path) -> None:
    settings = Settings(animation_speed="fast", bot_delay=0.2)
    settings.save()
    assert json.loads((home / "settings.json").read_text(encoding="utf-8"))["bot_delay"] == 0.2
    assert Settings.load() == settings
    assert [p.name for p in home.iterdir()] == ["settings.json"]
