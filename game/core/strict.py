"""Strict data files: a key a loader does not know is a mistake, never a silent default.

Every loader names the keys each table may hold. `unknown_keys` turns a misspelt key
into a sentence that names the entry and the key and suggests the nearest known one
("card heavy_blow: there is no key 'freez_card'; did you mean 'freeze_card'?"), and
`Collect` gathers every problem of a file, entry by entry, so a designer sees them
all at once rather than one per attempt. Pure: no pygame.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from game.core.errors import DataError

T = TypeVar("T")


def nearest(word: str, known: Iterable[str]) -> str | None:
    """The known word `word` was most likely meant to be, or None when none is close."""
    found = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    return found[0] if found else None


def unknown_keys(raw: Any, known: Iterable[str], label: str) -> list[str]:
    """One sentence per key of the table `raw` that is not in `known`, naming `label`
    (the entry: "card heavy_blow", "[text]") and the key, with a "did you mean" when
    one is close, else the keys it may hold."""
    if not isinstance(raw, dict):
        return []
    allowed = sorted(known)
    said = []
    for key in raw:
        if key in allowed:
            continue
        guess = nearest(str(key), allowed)
        hint = f"did you mean '{guess}'?" if guess else f"the keys are {', '.join(allowed)}."
        said.append(f"{label}: there is no key '{key}'; {hint}")
    return said


class Collect:
    """Every problem of one file. `entry` runs a loader step and keeps its problem instead
    of stopping; `add` notes a sentence; `done` raises one DataError listing them all."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.said: list[str] = []

    def add(self, *sentences: str) -> None:
        self.said.extend(sentences)

    def keys(self, raw: Any, known: Iterable[str], label: str) -> None:
        self.add(*unknown_keys(raw, known, label))

    def entry(self, step: Callable[[], T]) -> T | None:
        """`step()`'s value, or None after noting the DataError it raised."""
        try:
            return step()
        except DataError as exc:
            self.add(*exc.problems)
            return None

    def done(self) -> None:
        """Raise the file's problems together, if there are any."""
        if self.said:
            raise DataError(self.path, self.said[0], tuple(self.said[1:]))
