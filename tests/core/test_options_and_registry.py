import pytest

from game.core.errors import OptionError
from game.core.options import Option, resolve_options
from game.core.registry import Registry
from game.games import REGISTRY

DECLARED = (
    Option("mode", "market", "Mode", "R2", ("market", "snake")),
    Option("mirror", False, "Mirror", "R1"),
)


def test_defaults_fill_what_is_not_given() -> None:
    assert resolve_options(DECLARED, {"mirror": True}, "Game") == {"mode": "market", "mirror": True}


def test_unknown_option_is_named() -> None:
    with pytest.raises(
        OptionError, match="Game has no option 'speed'; its options are: mirror, mode."
    ):
        resolve_options(DECLARED, {"speed": 2}, "Game")


def test_bad_choice_lists_the_choices() -> None:
    with pytest.raises(OptionError, match="Option mode can be market, snake; not 'draft'."):
        resolve_options(DECLARED, {"mode": "draft"}, "Game")


def test_switch_must_be_true_or_false() -> None:
    with pytest.raises(OptionError, match=r"Option mirror is on or off \(true/false\); not 1."):
        resolve_options(DECLARED, {"mirror": 1}, "Game")


def test_registry_finds_games_by_name_and_names_the_others() -> None:
    assert "riders" in REGISTRY
    assert REGISTRY.get("riders").title == "Dragon Riders"
    with pytest.raises(
        KeyError,
        match="There is no game called 'chess'; the games are: dml, draconium, dune, hatch, riders.",
    ):
        REGISTRY.get("chess")


def test_registry_refuses_two_games_with_one_name() -> None:
    riders = REGISTRY.get("riders")
    with pytest.raises(ValueError, match="two games are called 'riders'"):
        Registry([riders, riders])


def test_every_option_cites_its_ruling() -> None:
    for ruleset in REGISTRY:
        for option in ruleset.options:
            # a ruling id (R3), or the doc's section where the option has no ruling (§5)
            assert option.ruling.startswith(("R", "§")), f"{ruleset.name}: {option.name}"
