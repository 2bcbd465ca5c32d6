"""The files the lab's exports write: names safe on every system, and pictures and texts
written whole (through a temporary file, so a reader never sees half of one)."""

from __future__ import annotations

import io
import os
import re
import shutil
import struct
import unicodedata
import zlib
from collections.abc import Iterable
from pathlib import Path

import pygame

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_INCH = 0.0254  # metres


def safe_name(text: str, fallback: str = "card") -> str:
    """A file name stem of lower-case letters, digits and underscores: "Heavy Blow" and
    "heavy-blow" are "heavy_blow", "Æther Drake" is "aether_drake"; `fallback` when
    nothing is left."""
    ascii_text = unicodedata.normalize("NFKD", text.replace("Æ", "Ae").replace("æ", "ae"))
    ascii_text = ascii_text.encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "_", ascii_text.lower()).strip("_") or fallback


def unique_names(texts: Iterable[str], fallback: str = "card") -> dict[str, str]:
    """Each text's safe name, different for different texts: a name already taken gets
    "_2", "_3" and so on."""
    names: dict[str, str] = {}
    taken: set[str] = set()
    for text in texts:
        if text in names:
            continue
        stem = safe_name(text, fallback)
        name, n = stem, 1
        while name in taken:
            n += 1
            name = f"{stem}_{n}"
        names[text] = name
        taken.add(name)
    return names


def save_png(surface: pygame.Surface, path: Path, dpi: int | None = None) -> None:
    """Saves the surface as a PNG at `path`; with `dpi`, the file says its resolution
    (a pHYs chunk), so a print shop's check reads 300 dpi rather than 72."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "picture.png")
    data = buffer.getvalue()
    if dpi is not None:
        data = with_resolution(data, dpi)
    _write_whole(path, data)


def with_resolution(png: bytes, dpi: int) -> bytes:
    """The PNG's bytes with its resolution set to `dpi` (any earlier one left out)."""
    if not png.startswith(_PNG_SIGNATURE):
        raise ValueError("not a PNG picture")
    per_metre = round(dpi / _INCH)
    body = struct.pack(">IIB", per_metre, per_metre, 1)
    chunk = struct.pack(">I", len(body)) + b"pHYs" + body
    chunk += struct.pack(">I", zlib.crc32(b"pHYs" + body) & 0xFFFFFFFF)
    out = [_PNG_SIGNATURE]
    at = len(_PNG_SIGNATURE)
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind = png[at + 4 : at + 8]
        end = at + 12 + length
        if kind != b"pHYs":
            out.append(png[at:end])
        if kind == b"IHDR":
            out.append(chunk)
        at = end
    return b"".join(out)


def resolution(png: bytes) -> int | None:
    """The dots per inch a PNG says it has; None when it says none."""
    at = len(_PNG_SIGNATURE)
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        if png[at + 4 : at + 8] == b"pHYs":
            x, _, unit = struct.unpack(">IIB", png[at + 8 : at + 17])
            return round(x * _INCH) if unit == 1 else None
        at += 12 + length
    return None


def copy_file(source: Path, path: Path) -> None:
    """A copy of `source` at `path`, written whole."""
    temporary = _temporary(path)
    try:
        shutil.copyfile(source, temporary)
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


def save_text(text: str, path: Path) -> None:
    """The text at `path` in UTF-8, written whole."""
    _write_whole(path, text.encode("utf-8"))


def _write_whole(path: Path, data: bytes) -> None:
    temporary = _temporary(path)
    try:
        temporary.write_bytes(data)
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


def _temporary(path: Path) -> Path:
    return path.with_name(f".{path.name}.{os.getpid()}.part")
