"""The one way data files are read: card files, layouts, dragon lines (and more to come).

Whatever goes wrong (a missing or unreadable file, bytes that are not UTF-8
text, a TOML syntax error, a file far too large to be a data file) becomes a
`DataError` naming the file, the place in it and what is wrong, never another
exception. Each loader then checks its own fields and ranges and reports them
the same way.
"""

from __future__ import annotations

import tomllib
import zlib
from pathlib import Path
from typing import Any

from game.core import nesting
from game.core.errors import DataError

MAX_BYTES = 4_000_000  # far beyond any real card file; larger is not a data file
MAX_NUMBER = 10_000  # no count, cost or size in a data file comes near it


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
    data = loads_toml(text, str(path), what)
    _check_numbers(str(path), data)
    return data


def loads_toml(text: str, shown: str, what: str) -> dict[str, Any]:
    """TOML text's tables; a syntax error, or nesting deeper than `nesting.MAX_DEPTH`,
    is a `DataError` naming `shown`."""
    try:
        return nesting.parse(tomllib.loads, text, f"the {what}")
    except tomllib.TOMLDecodeError as exc:
        raise DataError(shown, f"the file is damaged: {exc}.") from None
    except nesting.TooDeep as exc:
        raise DataError(shown, str(exc)) from None


def _check_numbers(path: str, data: Any) -> None:
    """Every number in the file is finite and within ±MAX_NUMBER: one guard for every
    loader, so no damaged count can make the app build millions of cards. Walked without
    recursion (the depth is already bounded, but a walk needs no stack)."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            stack.extend(
                (item, f"{where}.{key}" if where else str(key))
                for key, item in reversed(value.items())
            )
        elif isinstance(value, list):
            stack.extend(
                (item, f"{where}[{n}]") for n, item in reversed(list(enumerate(value, start=1)))
            )
        elif (
            isinstance(value, int | float)
            and not isinstance(value, bool)
            and not -MAX_NUMBER <= value <= MAX_NUMBER  # also true for NaN
        ):
            raise DataError(
                path,
                f"'{where}' is {value!r}; no number in a data file is beyond "
                f"{MAX_NUMBER:,} either way.",
            )


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # PNG colour type -> samples per pixel


def check_png(path: str | Path, what: str = "image") -> tuple[int, int]:
    """Check that a PNG file is whole (signature, chunks and their checksums, pixel data
    of the size its header gives) and return its width and height; a damaged, cut-off
    or empty image raises `DataError` naming the file. Pure: no image library."""
    shown = str(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise DataError(shown, f"the {what} is missing.") from None
    except OSError as exc:
        raise DataError(shown, f"the {what} cannot be read ({exc.strerror}).") from None
    if not raw:
        raise DataError(shown, f"the {what} is empty.")
    if not raw.startswith(PNG_SIGNATURE):
        raise DataError(shown, f"the {what} is not a PNG image.")
    chunks: list[tuple[bytes, bytes]] = []
    at = len(PNG_SIGNATURE)
    while at < len(raw):
        if at + 12 > len(raw):
            raise DataError(shown, f"the {what} ends too early; it was cut off.")
        length = int.from_bytes(raw[at : at + 4], "big")
        kind, body = raw[at + 4 : at + 8], raw[at + 8 : at + 8 + length]
        crc = raw[at + 8 + length : at + 12 + length]
        if len(body) != length or len(crc) != 4:
            raise DataError(shown, f"the {what} ends too early; it was cut off.")
        if zlib.crc32(kind + body) != int.from_bytes(crc, "big"):
            raise DataError(shown, f"the {what} is damaged (a bad checksum at byte {at + 1}).")
        chunks.append((kind, body))
        at += 12 + length
        if kind == b"IEND":
            break
    if not chunks or chunks[0][0] != b"IHDR" or len(chunks[0][1]) != 13:
        raise DataError(shown, f"the {what} has no PNG header.")
    if chunks[-1][0] != b"IEND":
        raise DataError(shown, f"the {what} ends too early; it was cut off.")
    header = chunks[0][1]
    width, height = int.from_bytes(header[0:4], "big"), int.from_bytes(header[4:8], "big")
    depth, colour, interlace = header[8], header[9], header[12]
    if width == 0 or height == 0 or colour not in _CHANNELS:
        raise DataError(shown, f"the {what}'s header is damaged.")
    try:
        pixels = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    except zlib.error:
        raise DataError(shown, f"the {what}'s pixel data is damaged.") from None
    if interlace == 0:
        row = (width * _CHANNELS[colour] * depth + 7) // 8 + 1
        if len(pixels) != row * height:
            raise DataError(shown, f"the {what}'s pixel data is damaged.")
    return width, height
