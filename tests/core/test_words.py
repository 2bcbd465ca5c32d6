"""Counted nouns agree with their count."""

from __future__ import annotations

import pytest

from game.core.words import plural, verb


@pytest.mark.parametrize(
    ("n", "word", "many", "said"),
    [
        (0, "token", "", "0 tokens"),
        (1, "token", "", "1 token"),
        (2, "token", "", "2 tokens"),
        (1, "Energy Shield charge", "", "1 Energy Shield charge"),
        (3, "Energy Shield charge", "", "3 Energy Shield charges"),
        (1, "city", "cities", "1 city"),
        (4, "city", "cities", "4 cities"),
        (1, "hidden Elf", "hidden Elves", "1 hidden Elf"),
        (2, "hidden Elf", "hidden Elves", "2 hidden Elves"),
    ],
)
def test_plural_agrees_with_the_count(n: int, word: str, many: str, said: str) -> None:
    assert plural(n, word, many) == said


def test_verb_agrees_with_the_count() -> None:
    assert [verb(n, "is", "are") for n in (0, 1, 2)] == ["are", "is", "are"]
