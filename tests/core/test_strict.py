"""Strict data files (game/core/strict.py): unknown keys are named with a guess, and a
file's every problem is reported together."""

from __future__ import annotations

import pytest

from game.core.errors import DataError
from game.core.strict import Collect, nearest, unknown_keys


def test_a_misspelt_key_is_named_with_the_nearest_known_one() -> None:
    raw = {"id": "freeze_ray", "freez_card": True}
    said = unknown_keys(raw, ("id", "name", "freeze_card", "text"), "card freeze_ray")
    assert said == ["card freeze_ray: there is no key 'freez_card'; did you mean 'freeze_card'?"]


def test_a_key_like_none_lists_the_keys_a_table_may_hold() -> None:
    said = unknown_keys({"zzz": 1}, ("name", "cost"), "card strike")
    assert said == ["card strike: there is no key 'zzz'; the keys are cost, name."]
    assert unknown_keys({"name": "x", "cost": 1}, ("name", "cost"), "card strike") == []
    assert nearest("flavour", ("flavor", "text")) == "flavor"
    assert nearest("qqq", ("flavor", "text")) is None


def test_every_problem_of_a_file_is_raised_together_in_order() -> None:
    found = Collect("cards.toml")
    found.keys({"nmae": "A"}, ("name",), "card #1")

    def bad() -> int:
        raise DataError("cards.toml", "card b: cost must be 0 or more.")

    assert found.entry(bad) is None
    assert found.entry(lambda: 3) == 3
    with pytest.raises(DataError) as caught:
        found.done()
    assert caught.value.problems == (
        "card #1: there is no key 'nmae'; did you mean 'name'?",
        "card b: cost must be 0 or more.",
    )
    assert str(caught.value).splitlines() == [
        "cards.toml: card #1: there is no key 'nmae'; did you mean 'name'?",
        "cards.toml: card b: cost must be 0 or more.",
    ]
    Collect("clean.toml").done()  # nothing found: nothing raised
