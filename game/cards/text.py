"""Card text that fits its box by itself: keyword tokens, inline icons, wrapping, fitting.

Fitting goes: wrap the words at the layout's size; if the block is too tall, tighten
the leading step by step down to a floor; then shrink the size one pixel at a time,
down to the layout's minimum (below it the text counts as overflowing) and on to a
hard floor, only so that something is drawn. An inline icon (`{energy}`, `{coin2}`)
is part of its word: it is measured, wrapped and aligned like the letters around it,
sized to the font's capital letters and centred on them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import pygame

from game.cards.fonts import font
from game.cards.glyphs import KNOWN, NUMBERED, glyph
from game.cards.inline import Icon, Piece, pieces
from game.cards.layout import Colour
from game.core.words import ellipsize

FLOOR_PX = 6  # text never shrinks below this, even when it overflows
TIGHTEST = 0.8  # the leading may tighten to this share of the layout's, unless it says
SPACING_STEP = 0.05  # how much the leading tightens at each step
AIR = 0.1  # room kept above and below a block of text, as a share of its size
ICON_CAPS = 1.45  # an icon's height, in capital-letter heights
NUMBERED_CAPS = 1.75  # a coin or gem with a number on it is a little larger
Token = tuple[str, bool, Colour]  # a word, whether it is bold, its colour
Align = Literal["left", "centre", "right"]
ALIGNS: tuple[Align, ...] = ("left", "centre", "right")

_NUMBER = re.compile(r"^[+\-−]?\d+[.,;:]?$")


def tokens(text: str, colour: Colour, keywords: frozenset[str] = frozenset()) -> list[Token]:
    """Split text into words; numbers and keywords (one word or several) are set in bold."""
    words = text.split()
    bare = [w.strip(".,;:!?()") for w in words]
    bold = [bool(_NUMBER.match(w)) for w in words]
    for phrase in keywords:
        parts = phrase.split()
        for i in range(len(words) - len(parts) + 1):
            if bare[i : i + len(parts)] == parts:
                bold[i : i + len(parts)] = [True] * len(parts)
    return [(w, b, colour) for w, b in zip(words, bold, strict=True)]


@dataclass(frozen=True, slots=True)
class Fitted:
    """Text laid out for a box: the size and leading chosen, the lines, the block's height."""

    size: int
    lines: list[list[Token]]  # an empty line marks a gap between paragraphs
    height: int  # from the top of the first line's letters to the bottom of the last's, and air
    overflow: bool  # had to shrink below the minimum (or still does not fit)
    spacing: float = 1.0  # the leading used, as a multiple of the font's line height


# ---------------------------------------------------------------- measuring


@dataclass(frozen=True, slots=True)
class _Metrics:
    space: int
    ascent: int  # from the top of a rendered line image to the baseline
    above: int  # ink above the baseline: the tallest letters
    below: int  # ink below the baseline: the descenders
    cap: int  # the height of a capital letter
    linesize: int


@lru_cache(maxsize=256)
def _metrics(size: int) -> _Metrics:
    f = font(size)
    marks = f.metrics("Hdg") or []
    tops = [m[3] for m in marks if m]
    bottoms = [m[2] for m in marks if m]
    cap = marks[0][3] if marks and marks[0] else round(size * 0.7)
    return _Metrics(
        f.size(" ")[0],
        f.get_ascent(),
        max(tops, default=f.get_ascent()),
        -min(bottoms, default=f.get_descent()),
        cap,
        f.get_linesize(),
    )


def _icon_side(icon: Icon, size: int) -> int:
    caps = NUMBERED_CAPS if icon.number else ICON_CAPS
    return max(3, round(_metrics(size).cap * caps))


def _icon_pad(side: int) -> int:
    return max(1, round(side * 0.05))


@lru_cache(maxsize=4096)
def _pieces(word: str) -> tuple[Piece, ...]:
    """A word's letters and icons; a `{...}` that names no icon stays as letters."""
    if "{" not in word:
        return (word,)
    out: list[Piece] = []
    for piece in pieces(word):
        if isinstance(piece, Icon):
            if piece.name in KNOWN and (not piece.number or piece.name in NUMBERED):
                out.append(piece)
                continue
            piece = f"{{{piece.name}{piece.number}}}"
        if out and isinstance(out[-1], str):
            out[-1] += piece
        else:
            out.append(piece)
    return tuple(out)


@lru_cache(maxsize=16384)
def word_width(word: str, bold: bool, size: int) -> int:
    """How wide a word is drawn at size, its icons included."""
    total = 0
    for piece in _pieces(word):
        if isinstance(piece, str):
            total += font(size, bold).size(piece)[0]
        else:
            side = _icon_side(piece, size)
            total += side + 2 * _icon_pad(side)
    return total


def line_width(line: Sequence[Token], size: int) -> int:
    """How wide a line of words is drawn at size: its words, icons and the spaces between."""
    if not line:
        return 0
    return sum(word_width(w, b, size) for w, b, _ in line) + _metrics(size).space * (len(line) - 1)


def _ink(line: Sequence[Token], size: int) -> tuple[int, int]:
    """How far a line's ink reaches above and below its baseline (icons may reach further)."""
    m = _metrics(size)
    above, below = m.above, m.below
    for word, _, _ in line:
        if "{" not in word:
            continue
        for piece in _pieces(word):
            if isinstance(piece, Icon):
                side = _icon_side(piece, size)
                mid = m.cap // 2
                above = max(above, mid + (side + 1) // 2)
                below = max(below, side // 2 - mid)
    return above, below


def _line_height(size: int, spacing: float) -> int:
    return max(1, round(_metrics(size).linesize * spacing))


def _wrap(
    paragraphs: Sequence[Sequence[Token]], size: int, width: int
) -> tuple[list[list[Token]], bool]:
    space = _metrics(size).space
    lines: list[list[Token]] = []
    too_wide = False
    for n, para in enumerate(paragraphs):
        if n:
            lines.append([])
        line: list[Token] = []
        used = 0
        for tok in para:
            w = word_width(tok[0], tok[1], size)
            if line and used + space + w > width:
                lines.append(line)
                line, used = [], 0
            used += (space if line else 0) + w
            too_wide |= w > width
            line.append(tok)
        lines.append(line)
    return lines, too_wide


def _block_height(lines: Sequence[Sequence[Token]], size: int, spacing: float) -> int:
    """From the first line's highest ink to the last line's lowest, with a little air."""
    words = [line for line in lines if line]
    if not words:
        return 0
    lh = _line_height(size, spacing)
    gaps = len(lines) - len(words)
    top, _ = _ink(words[0], size)
    _, bottom = _ink(words[-1], size)
    return top + (len(words) - 1) * lh + gaps * (lh // 3) + bottom + 2 * _air(size)


def _air(size: int) -> int:
    return round(size * AIR)


def _spacings(spacing: float, floor: float) -> Iterator[float]:
    """The layout's leading, then tighter by steps, down to the floor."""
    floor = min(floor, spacing)
    steps = int((spacing - floor) / SPACING_STEP + 1e-9)
    for k in range(steps + 1):
        yield round(spacing - k * SPACING_STEP, 4)
    if spacing - steps * SPACING_STEP > floor + 1e-9:
        yield floor


# ---------------------------------------------------------------- fitting


def fit_text(
    paragraphs: Sequence[Sequence[Token]],
    box: pygame.Rect,
    start: int,
    least: int,
    spacing: float,
    min_spacing: float | None = None,
) -> Fitted:
    """The largest size from `start` down, with the loosest leading from `spacing` down to
    `min_spacing` (TIGHTEST x spacing when not given), at which the paragraphs fit in box.
    Below `least` the result counts as overflowing; below FLOOR_PX it is not tried."""
    floor = spacing * TIGHTEST if min_spacing is None else min_spacing
    lines: list[list[Token]] = []
    height, used = 0, spacing
    for size in range(max(start, FLOOR_PX), FLOOR_PX - 1, -1):
        lines, too_wide = _wrap(paragraphs, size, box.w)
        for used in _spacings(spacing, floor):
            height = _block_height(lines, size, used)
            if not too_wide and height <= box.h:
                return Fitted(size, lines, height, size < least, used)
    return Fitted(FLOOR_PX, lines, height, True, used)


def fit_line(text: str, width: int, start: int, least: int, bold: bool) -> tuple[int, bool]:
    """The largest size at which one line of text fits in width, and whether it overflows."""
    start = max(start, FLOOR_PX)
    wide = font(start, bold).size(text)[0]
    if wide > width:  # widths grow about in step with the size: begin just above the guess
        guess = start * width // max(1, wide) + 2
        if guess < start and font(guess, bold).size(text)[0] > width:
            start = guess
    for size in range(start, FLOOR_PX - 1, -1):
        if font(size, bold).size(text)[0] <= width:
            return size, size < least
    return FLOOR_PX, True


# ---------------------------------------------------------------- drawing


def draw_line(
    surface: pygame.Surface, line: Sequence[Token], size: int, x: int, baseline: int
) -> int:
    """Draw a line of words and icons from x with its baseline at `baseline`; returns the
    x where it ends."""
    m = _metrics(size)
    for n, (word, bold, colour) in enumerate(line):
        if n:
            x += m.space
        for piece in _pieces(word):
            if isinstance(piece, str):
                f = font(size, bold)
                image = f.render(piece, True, colour)
                surface.blit(image, (x, baseline - f.get_ascent()))
                x += image.get_width()
            else:
                side = _icon_side(piece, size)
                pad = _icon_pad(side)
                image = glyph(piece, side, colour)
                surface.blit(image, (x + pad, baseline - m.cap // 2 - side // 2))
                x += side + 2 * pad
    return x


def draw_fitted(
    surface: pygame.Surface,
    fitted: Fitted,
    box: pygame.Rect,
    spacing: float | None = None,
    centre: bool = True,
    align: Align | None = None,
) -> None:
    """Draw fitted text in box. Each line is aligned left, centred or right (`align`;
    centred when `centre`, else left); the block is centred vertically when `centre`,
    else at the top. `spacing` overrides the leading the fit chose."""
    used = fitted.spacing if spacing is None else spacing
    lh = _line_height(fitted.size, used)
    how: Align = align if align is not None else ("centre" if centre else "left")
    words = [line for line in fitted.lines if line]
    top = _ink(words[0], fitted.size)[0] + _air(fitted.size) if words else 0
    y = box.y + (box.h - fitted.height) // 2 if centre else box.y
    baseline = y + top
    for line in fitted.lines:
        if not line:
            baseline += lh // 3
            continue
        w = line_width(line, fitted.size)
        if how == "centre":
            x = box.x + (box.w - w) // 2
        elif how == "right":
            x = box.right - w
        else:
            x = box.x
        draw_line(surface, line, fitted.size, x, baseline)
        baseline += lh


def outlined(
    text: str, size: int, bold: bool, fill: Colour, line: Colour, px: int = 1
) -> pygame.Surface:
    """Text with a dark rim, legible on any background."""
    f = font(size, bold)
    core = f.render(text, True, fill)
    rim = f.render(text, True, line)
    out = pygame.Surface((core.get_width() + 2 * px, core.get_height() + 2 * px), pygame.SRCALPHA)
    for dx in range(-px, px + 1):
        for dy in range(-px, px + 1):
            if dx or dy:
                out.blit(rim, (px + dx, px + dy))
    out.blit(core, (px, px))
    return out


def shorten(text: str, face: pygame.font.Font, width: int) -> str:
    """`text` in `face`, cut at a word with "…" if it is wider than `width` pixels."""
    return ellipsize(text, width, lambda t: face.size(t)[0])
