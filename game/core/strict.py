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


def repeats(raws: Iterable[Any], key: str) -> dict[int, int]:
    """The entries (by their place in the list, from 0) whose `key` names the same thing
    as an earlier entry's, each with the place of the first that did: a pasted card with
    its copy's id. Found before any entry is read, so a repeat is said even when the
    entry also has another problem."""
    first: dict[str, int] = {}
    found: dict[int, int] = {}
    for index, raw in enumerate(raws):
        value = raw.get(key) if isinstance(raw, dict) else None
        if not isinstance(value, str):
            continue
        if value in first:
            found[index] = first[value]
        else:
            first[value] = index
    return found


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

    def mark(self) -> int:
        """Where the next problem goes: for `rename`."""
        return len(self.said)

    def rename(self, since: int, label: str, instead: str) -> None:
        """The problems noted since `since` that call their entry `label` (a name another
        entry has too: "card strike") call it `instead` ("card #44"), so each problem is
        found at its own entry's lines, not at the first entry of that name."""
        for n in range(since, len(self.said)):
            said = self.said[n]
            rest = said[len(label) :]
            if said.startswith(label) and not (rest[:1].isalnum() or rest[:1] == "_"):
                self.said[n] = instead + rest

    def done(self) -> None:
        """Raise the file's problems together, if there are any."""
        if self.said:
            raise DataError(self.path, self.said[0], tuple(self.said[1:]))
