"""The errors the kernel raises: each names the thing and says what is wrong."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move the rules reject.

    `code` is stable (``<game>/not-enough-energy``) so tests and the client can
    match on it; `message` is a sentence for the player that names the card and
    the numbers. A rejected move leaves the state exactly as it was.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"IllegalMove({self.code!r}, {self.message!r})"


class OptionError(ValueError):
    """A game option that does not exist or has a value the game cannot use."""


class SaveError(ValueError):
    """A save file that cannot be loaded; the message names the file and the problem."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"Can't load the save '{path}': {problem}")
        self.path = path
        self.problem = problem


class DataError(ValueError):
    """A damaged data file (cards, layouts, maps): names the file, the entry and the field.

    A loader that read the whole file reports every problem it found: `problems` holds
    each one's sentence in the file's order, and `problem` (the first) is what a short
    message shows; `str()` lists them all, one per line."""

    def __init__(self, path: str, problem: str, more: tuple[str, ...] = ()) -> None:
        self.path = path
        self.problem = problem
        self.problems = (problem, *more)
        super().__init__("\n".join(f"{path}: {said}" for said in self.problems))
