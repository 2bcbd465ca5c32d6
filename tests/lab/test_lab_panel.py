"""The layout lab's words without a window: what counts as a changed card, how a change
is said in its row, and the status line set into its room without cutting a word."""

from __future__ import annotations

import dataclasses

from game.lab.deck import LabCard
from game.lab.model import Change, same_data
from game.scenes.lab_panel import fit_status

STRIKE = LabCard(
    id="strike",
    name="Strike",
    kind="Dragon damage",
    cost=1,
    copies=4,
    fields=(("id", "strike"), ("name", "Strike"), ("cost", "1"), ("text", "2 damage.")),
    line=99,
)


def with_field(card: LabCard, key: str, value: str) -> LabCard:
    fields = tuple((k, value if k == key else v) for k, v in card.fields)
    return dataclasses.replace(card, fields=fields)


def test_where_an_entry_sits_is_not_a_change() -> None:
    moved = dataclasses.replace(STRIKE, line=101, file="expansion.toml")
    assert same_data(STRIKE, moved)
    assert not same_data(STRIKE, dataclasses.replace(STRIKE, cost=2))
    assert not same_data(STRIKE, with_field(STRIKE, "text", "3 damage."))


def test_a_change_in_a_few_words() -> None:
    cheaper = with_field(dataclasses.replace(STRIKE, cost=0), "cost", "0")
    assert Change("strike", STRIKE, cheaper).summary() == "cost 1 → 0"
    reworded = with_field(STRIKE, "text", "2 damage to the enemy Dragon.")
    assert Change("strike", STRIKE, reworded).summary() == "text changed"
    assert Change("strike", None, STRIKE).summary() == "new card"
    assert Change("strike", STRIKE, None).summary() == "taken out"
    assert Change("strike", STRIKE, STRIKE, face=True).summary() == "face redrawn"


PIECES = [
    "20 of 20 cards",
    "every text fits",
    ["Read a.toml in 5 ms: 1 card changed", "a.toml: 1 card changed", "1 card changed"],
    ["cards/a.toml + layouts/a.toml", "a.toml + a.toml"],
    ["watching (watchfiles)", "watching"],
]


def test_the_status_line_keeps_the_most_pieces_then_the_longest_wordings() -> None:
    # one letter a pixel: the room is the number of letters a line holds
    assert fit_status(PIECES, 40, len) == [
        "20 of 20 cards · every text fits",
        "a.toml: 1 card changed · a.toml + a.toml",  # 40 letters: exactly the room
    ]
    assert fit_status(PIECES, 39, len) == [
        "20 of 20 cards · every text fits",
        "1 card changed · a.toml + a.toml",
    ]
    assert fit_status(PIECES, 200, len) == [
        "20 of 20 cards · every text fits · Read a.toml in 5 ms: 1 card changed · "
        "cards/a.toml + layouts/a.toml · watching (watchfiles)"
    ]


def test_a_piece_too_long_for_any_line_is_left_out_whole() -> None:
    assert fit_status(["short", "x" * 21, "tail"], 20, len) == ["short · tail"]
    assert fit_status(["one", "two", "three"], 5, len, lines=2) == ["one", "two"]
