"""The one place that knows where assets, maps and user data live.

Three homes: in a checkout, `assets/`, `maps/` and `scenarios/` sit beside the
`game` package; an installed wheel carries them inside it, in `game/_data/`
(pyproject.toml maps them there); the frozen app has them beside its bundled
package, where PyInstaller unpacks them.
"""

from __future__ import annotations

import os
import sys
from importlib import resources
from pathlib import Path

APP_NAME = "dragon-table"
FROZEN = bool(getattr(sys, "frozen", False))  # running from the PyInstaller build


def _root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:  # PyInstaller: data unpacked beside the bundled package
        return Path(bundle)
    package = Path(__file__).resolve().parent
    installed = package / "_data"
    if installed.is_dir():  # an installed wheel
        return installed
    return package.parent  # a checkout


ROOT = _root()
ASSETS = ROOT / "assets"
MAPS = ROOT / "maps"


def asset(*parts: str) -> Path:
    return ASSETS.joinpath(*parts)


def scenarios(game: str) -> Path:
    """The folder of scenario files that come with a game."""
    return ROOT / "scenarios" / game


def card_file(game: str) -> Path:
    return ASSETS / "cards" / f"{game}.toml"


def font_file(bold: bool) -> Path | None:
    """The text font: Noto Sans, shipped in pygame_gui's package data (None: not found)."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    try:
        path = resources.files("pygame_gui") / "data" / name
    except ModuleNotFoundError:
        return None
    return Path(str(path)) if path.is_file() else None


def user_data_dir() -> Path:
    """Saves, autosaves, settings and logs: never next to the executable."""
    override = os.environ.get("DRAGON_TABLE_HOME")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_NAME
