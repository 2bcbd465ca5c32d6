"""The one way data files are read: card files, layouts, dragon lines (and more to come).

Whatever goes wrong (a missing or unreadable file, bytes that are not UTF-8
text, a TOML syntax error, a file far too large to be a data file) becomes a
`DataError` naming the file, the place in it and what is wrong, never another
exception. Each loader then checks its own fields and ranges and reports them
the same way.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from game.core.errors import DataError

MAX_BYTES = 4_000_000  # far beyond any real card file; larger is not a data file


def read_text(path: str | Path, what: str) -> str:
    """The file's text; `what` names it in messages ("card file", "layout file")."""
    shown = str(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise DataError(shown, f"the {what} is missing.") from None
    except IsADirectoryError:
        raise DataError(shown, f"the {what} is a folder, not a file.") from None
    except OSError as exc:
        raise DataError(shown, f"the {what} cannot be read ({exc.strerror}).") from None
    if len(raw) > MAX_BYTES:
        raise DataError(shown, f"the {what} is {len(raw):,} bytes; no data file is that large.")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DataError(
            shown, f"the {what} is not UTF-8 text (line {line}, byte {exc.start + 1})."
        ) from None


def read_toml(path: str | Path, what: str) -> dict[str, Any]:
    """The file's TOML tables; a syntax error names its line and column."""
    text = read_text(path, what)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(str(path), f"the file is damaged: {exc}.") from None
