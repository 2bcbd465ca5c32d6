"""The layout lab's lists: the cards changed since the lab opened (in the side panel,
beside the grid), every problem of a file that did not load (over the grid), and the foot's
status line, fitted to its room without cutting a word.

Each list keeps its own scroll and answers where a click or the wheel landed; the
lab scene owns the lists and draws them where its areas are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pygame

from game.core.words import plural
from game.lab.model import Change
from game.lab.problems import Problem
from game.scenes import ui

ROW_H = 40  # one changed card: its name, and what changed under it
HEAD_H = 34  # the list's title
MORE_H = 20  # the line that says more rows lie below
LIST_SHARE = 0.45  # at most this much of the side panel's height; the preview has the rest
CLEAR_W = 64  # the Clear button at the title's right end
GREEN = (120, 200, 120)
RED = (226, 78, 62)
AMBER = ui.WARNING  # a text to look at again: the amber of an export's warnings
PROBLEM_SHARE = 0.7  # the problem box takes at most this much of the grid's height
PROBLEM_LINE = 22


def _present_first(changes: Sequence[Change]) -> list[Change]:
    """The cards still in the file, then those taken out, each in the read's order."""
    return [c for c in changes if c.after is not None] + [c for c in changes if c.after is None]


def _since(first: Change | None, last: Change) -> Change | None:
    """One card's change since the list began: as it was before its first change listed
    (`first`), as it is after the last; None for a card added and taken out again."""
    if first is None:
        return last
    if first.before is None and last.after is None:
        return None
    return Change(last.card, first.before, last.after, face=first.face and last.face)


class ChangeList:
    """Every card changed since the list began (the lab opened, the list was cleared, or
    Reload was pressed), newest first, one row each (name, what changed since it began);
    a click on a row names its card, and the wheel scrolls a list longer than its room."""

    def __init__(self) -> None:
        self.changes: list[Change] = []
        self.scroll = 0  # rows scrolled past
        self.newest = 0  # how many rows, from the top, the newest read changed
        self.since = "the lab opened"  # when the list began, as its title says it

    def __bool__(self) -> bool:
        return bool(self.changes)

    def __len__(self) -> int:
        return len(self.changes)

    def cards(self) -> list[str]:
        return [c.card for c in self.changes]

    def replace(self, changes: Sequence[Change]) -> None:
        self.changes = _present_first(changes)
        self.newest = len(self.changes)
        self.scroll = 0

    def push(self, changes: Sequence[Change]) -> None:
        """A new read's changes go on top; a card listed before moves up, and keeps what
        it was before its first change in the list."""
        earlier, self.changes, self.newest = self.changes, [], 0
        self._merge_in(changes, earlier)
        self.scroll = 0

    def add(self, changes: Sequence[Change]) -> None:
        """More of the newest read's changes (faces found to differ after the read)."""
        top, rest = self.changes[: self.newest], self.changes[self.newest :]
        known = {c.card for c in top}
        self.changes = top
        self._merge_in([c for c in changes if c.card not in known], rest)

    def _merge_in(self, changes: Sequence[Change], earlier: list[Change]) -> None:
        was = {c.card: c for c in earlier}
        merged = [m for c in _present_first(changes) if (m := _since(was.get(c.card), c))]
        ids = {c.card for c in changes}
        self.changes = self.changes + merged + [c for c in earlier if c.card not in ids]
        self.newest += len(merged)

    def clear(self, since: str = "the list was cleared") -> None:
        self.changes = []
        self.scroll = 0
        self.newest = 0
        self.since = since

    def find(self, card: str) -> Change | None:
        return next((c for c in self.changes if c.card == card), None)

    # -- where things are ----------------------------------------------------------------

    def room(self, panel: pygame.Rect) -> int:
        """How many rows the list shows at most in a panel this tall."""
        return max(1, int((panel.h * LIST_SHARE - HEAD_H - MORE_H) // ROW_H))

    def rect(self, panel: pygame.Rect) -> pygame.Rect:
        """The list's area at the top of the panel (no height when nothing changed)."""
        if not self.changes:
            return pygame.Rect(panel.x, panel.y, panel.w, 0)
        rows = min(len(self.changes), self.room(panel))
        more = MORE_H if len(self.changes) > rows else 0
        return pygame.Rect(panel.x, panel.y, panel.w, HEAD_H + rows * ROW_H + more + 8)

    def clear_rect(self, panel: pygame.Rect) -> pygame.Rect:
        """Where the Clear button sits: the title's right end."""
        return pygame.Rect(panel.right - CLEAR_W - 10, panel.y + 5, CLEAR_W, 26)

    def row_rect(self, panel: pygame.Rect, n: int) -> pygame.Rect:
        """The n-th row shown (0: the first under the title)."""
        return pygame.Rect(panel.x + 8, panel.y + HEAD_H + n * ROW_H, panel.w - 16, ROW_H - 2)

    def shown(self, panel: pygame.Rect) -> list[Change]:
        return self.changes[self.scroll : self.scroll + self.room(panel)]

    def at(self, panel: pygame.Rect, pos: tuple[int, int]) -> str | None:
        """The card of the row at `pos`, if a row is there."""
        for n, change in enumerate(self.shown(panel)):
            if self.row_rect(panel, n).collidepoint(pos):
                return change.card
        return None

    def scroll_by(self, panel: pygame.Rect, rows: int) -> None:
        most = max(0, len(self.changes) - self.room(panel))
        self.scroll = max(0, min(most, self.scroll + rows))

    def show(self, panel: pygame.Rect, card: str) -> None:
        """Scroll so the row of `card` is in view."""
        index = self.cards().index(card) if card in self.cards() else None
        if index is None:
            return
        room = self.room(panel)
        if index < self.scroll:
            self.scroll = index
        elif index >= self.scroll + room:
            self.scroll = index - room + 1

    # -- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, panel: pygame.Rect, selected: str | None) -> int:
        """The list at the top of the panel; returns the y below it."""
        area = self.rect(panel)
        if not self.changes:
            return panel.y
        count = len(self.changes)
        room_w = panel.w - 28 - CLEAR_W - 10
        wordings = [f"Changed since {self.since}: {count}", f"Changed, newest first: {count}"]
        title = fitted([*wordings, f"Changed: {count}"], 15, room_w, True)
        surface.blit(ui.text(title, 15, ui.GOLD, True), (panel.x + 14, panel.y + 8))
        for n, change in enumerate(self.shown(panel)):
            row = self.row_rect(panel, n)
            if change.card == selected:
                pygame.draw.rect(surface, (58, 40, 26), row, border_radius=6)
                pygame.draw.rect(surface, ui.GOLD, row, 1, border_radius=6)
            pygame.draw.circle(surface, GREEN if change.after else RED, (row.x + 8, row.y + 11), 4)
            width = row.w - 26
            name = fitted([change.name, change.card], 15, width, True)
            surface.blit(ui.text(name, 15, ui.PARCHMENT, True), (row.x + 18, row.y + 1))
            what = fitted(said(change), 13, width)
            surface.blit(ui.text(what, 13, ui.MUTED), (row.x + 18, row.y + 20))
        hidden = count - self.scroll - len(self.shown(panel))
        above = self.scroll
        if hidden or above:
            words = [f"{hidden} more below" if hidden else "", f"{above} above" if above else ""]
            line = fitted([" · ".join(w for w in words if w) + ": scroll here", "scroll"], 13, 200)
            y = area.bottom - MORE_H - 6
            surface.blit(ui.text(line, 13, ui.MUTED), (panel.x + 26, y))
        pygame.draw.line(
            surface, ui.BRONZE, (panel.x + 12, area.bottom - 2), (panel.right - 12, area.bottom - 2)
        )
        return area.bottom


def said(change: Change) -> list[str]:
    """What changed, longest way first, for `fitted` to choose from."""
    diffs = change.fields() if change.before and change.after and not change.face else []
    if not diffs:
        return [change.summary()]
    keys = [key for key, _, _ in diffs]
    return [
        ", ".join(f"{key} {old} → {new}" for key, old, new in diffs),
        change.summary(),
        f"{', '.join(keys)} changed",
        f"{plural(len(keys), 'field')} changed",
    ]


def fitted(options: Sequence[str], size: int, width: int, bold: bool = False) -> str:
    """The first of `options` that fits `width` whole (the last one if none does)."""
    for words in options:
        if ui.text(words, size, ui.PARCHMENT, bold).get_width() <= width:
            return words
    return options[-1]


class ProblemBox:
    """Every problem of the files that did not load, each with its file and line, in a
    box over the foot of the grid; the wheel scrolls a list longer than the box."""

    def __init__(self) -> None:
        self.scroll = 0  # lines scrolled past

    def lines(self, problems: Sequence[Problem], width: int) -> list[tuple[str, bool]]:
        """The problems wrapped to `width`: (line, starts a problem)."""
        one_file = len({p.path for p in problems}) == 1  # named once, in the title
        found: list[tuple[str, bool]] = []
        for problem in problems:
            words = str(problem)
            if one_file:  # "line 12: card strike: …" (a message may name its line itself)
                words = problem.message
                if problem.line and not words.startswith("line "):
                    words = f"line {problem.line}: {words}"
            for n, line in enumerate(ui.wrap(words, 15, width)):
                found.append((line, n == 0))
        return found

    def title(self, problems: Sequence[Problem]) -> str:
        files = list(dict.fromkeys(Path(p.path).name for p in problems))
        which = files[0] if len(files) == 1 else "The files"
        return f"{which} did not load: {plural(len(problems), 'problem')}"

    def rect(self, area: pygame.Rect, problems: Sequence[Problem]) -> pygame.Rect:
        width = area.w - 40
        lines = len(self.lines(problems, width - 28))
        most = max(3, int((area.h * PROBLEM_SHARE - 60) // PROBLEM_LINE))
        tall = 60 + PROBLEM_LINE * min(lines, most) + (PROBLEM_LINE if lines > most else 0)
        return pygame.Rect(area.x + 20, area.bottom - 20 - tall, width, tall)

    def room(self, area: pygame.Rect) -> int:
        return max(3, int((area.h * PROBLEM_SHARE - 60) // PROBLEM_LINE))

    def scroll_by(self, area: pygame.Rect, problems: Sequence[Problem], lines: int) -> None:
        total = len(self.lines(problems, area.w - 68))
        self.scroll = max(0, min(total - self.room(area), self.scroll + lines))

    def draw(self, surface: pygame.Surface, area: pygame.Rect, problems: Sequence[Problem]) -> None:
        box = self.rect(area, problems)
        lines = self.lines(problems, box.w - 28)
        room = self.room(area)
        self.scroll = max(0, min(self.scroll, len(lines) - room))
        pygame.draw.rect(surface, (70, 20, 16), box, border_radius=10)
        pygame.draw.rect(surface, RED, box, 2, border_radius=10)
        title = ui.text(self.title(problems), 16, (255, 230, 220), True)
        surface.blit(title, (box.x + 14, box.y + 10))
        y = box.y + 36
        for line, first in lines[self.scroll : self.scroll + room]:
            x = box.x + 14 if first else box.x + 26
            surface.blit(ui.text(line, 15, (255, 230, 220)), (x, y))
            y += PROBLEM_LINE
        rest = len(lines) - self.scroll - room
        if rest > 0 or self.scroll:
            more = f"{plural(rest, 'more line')} below: scroll here" if rest > 0 else "scroll up"
            surface.blit(ui.text(more, 14, (240, 180, 160)), (box.x + 26, y))
            y += PROBLEM_LINE
        last = "The last good faces stay; save the file again to reload."
        surface.blit(ui.text(last, 14, (240, 180, 160)), (box.x + 14, box.bottom - 26))


Piece = str | Sequence[str]  # a status piece, or its wordings from the longest


def blit_marked(
    surface: pygame.Surface,
    line: str,
    size: int,
    colour: ui.Colour,
    marked: Sequence[str],
    mark: ui.Colour,
    at: tuple[int, int],
) -> None:
    """A status line in `colour`, the one of the `marked` wordings it holds (the longest
    that does) in `mark`."""
    words = next((w for w in marked if w and w in line), None)
    if words is None:
        surface.blit(ui.text(line, size, colour), at)
        return
    before, after = line.split(words, 1)
    x, y = at
    for part, tint in ((before, colour), (words, mark), (after, colour)):
        if part:
            image = ui.text(part, size, tint)
            surface.blit(image, (x, y))
            x += image.get_width()


def fit_status(
    pieces: Sequence[Piece], room: int, measure: Callable[[str], int], lines: int = 2
) -> list[str]:
    """The status pieces, most important first, set into at most `lines` lines of `room`
    pixels, joined by " · ". As many pieces as fit are shown in their shortest wording,
    then each in the longest wording that still fits; a piece that fits nowhere is left
    out whole, so no word is ever cut."""
    options = [[piece] if isinstance(piece, str) else list(piece) for piece in pieces]
    options = [[words for words in wordings if words] for wordings in options]
    chosen: dict[int, int] = {}  # piece -> its wording
    for n, wordings in enumerate(options):
        if wordings and _rows(options, {**chosen, n: len(wordings) - 1}, room, measure, lines):
            chosen[n] = len(wordings) - 1
    for n in sorted(chosen):
        for longer in range(chosen[n]):
            if _rows(options, {**chosen, n: longer}, room, measure, lines):
                chosen[n] = longer
                break
    return _rows(options, chosen, room, measure, lines) or []


def _rows(
    options: list[list[str]],
    chosen: dict[int, int],
    room: int,
    measure: Callable[[str], int],
    lines: int,
) -> list[str] | None:
    """The chosen wordings in order, a line filled before the next is begun; None if
    they need more than `lines` lines or one is wider than a line."""
    rows: list[str] = []
    for n in sorted(chosen):
        words = options[n][chosen[n]]
        if measure(words) > room:
            return None
        if rows and measure(f"{rows[-1]} · {words}") <= room:
            rows[-1] = f"{rows[-1]} · {words}"
        else:
            rows.append(words)
    return rows if len(rows) <= lines else None
