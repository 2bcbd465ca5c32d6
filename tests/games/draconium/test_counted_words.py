"""Dominion: Draconium says its counts in agreeing words: "1 turn", "1 card returns"."""

from __future__ import annotations

import pytest

from game.games.draconium.procedures import gain
from game.games.draconium.state import BUY
from tests.games.draconium.helpers import answer
from tests.games.draconium.line_helpers import roost_table, said


@pytest.mark.parametrize(
    ("on_mat", "line"),
    [
        (1, "1 Province card returns from the Recycling mat."),
        (2, "2 Province cards return from the Recycling mat."),
    ],
)
def test_cards_back_from_the_recycling_mat_are_counted(on_mat: int, line: str) -> None:
    """§2.10: the last Province bought takes the mat's Provinces back onto its pile."""
    st = roost_table(["Hyper", "Opulent"], recycling=True, phase=BUY, hands=[["Gold"] * 3])
    st.extra["grown"] = True
    pile = st.supply["Province"].cards
    st.trash.cards += pile[:on_mat]
    del pile[:-1]
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Province")
    assert said(st)[-1] == line


@pytest.mark.parametrize(
    ("piles", "line"),
    [
        (("Silver",), "Ann's Blessed Egg: 1/5 (1 different card gained)."),
        (("Silver", "Copper"), "Ann's Blessed Egg: 2/5 (2 different cards gained)."),
    ],
)
def test_the_blessed_egg_counts_different_cards_gained(piles: tuple[str, ...], line: str) -> None:
    st = roost_table(["Divine", "Hyper"])
    for pile in piles:
        gain(st, 0, pile)
    assert said(st)[-1] == line
