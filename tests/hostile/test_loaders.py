"""Every loader, given every hostile kind of file, says what is wrong in one sentence
naming the file, and raises nothing else: no RecursionError, no UnicodeDecodeError, no
MemoryError, no number that makes the app build millions of things.

The loaders: each game's card file, Draconium's dragon lines, the three face layouts,
each game's scenario, each game's guide, a save and the settings. The kinds: lists
nested 500 deep (1 KB: the parsers themselves give out), a table 20,000 levels deep by
dotted keys (parses, then is refused), inline tables nested 500 deep, bytes that are not
UTF-8, a number of a hundred digits, and a file far too large.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core.errors import DataError, SaveError
from game.core.nesting import MAX_DEPTH
from game.games import REGISTRY

GAMES = REGISTRY.names()

HOSTILE_TOML: dict[str, bytes] = {
    "deep arrays": b"x = " + b"[" * 500 + b"]" * 500 + b"\n",
    "deep dotted table": b"[" + b".".join(b"k" for _ in range(20_000)) + b"]\nx = 1\n",
    "deep inline tables": b"x = " + b"{a = " * 500 + b"1" + b"}" * 500 + b"\n",
    "not UTF-8": b'title = "caf\xe9"\n',
    "a hundred-digit number": b"seed = 1" + b"0" * 100 + b"\n",
    "far too large": b"# " + b"x" * 5_000_000 + b"\n",
}

WORDS = {
    "deep arrays": f"more than {MAX_DEPTH} deep",
    "deep dotted table": f"more than {MAX_DEPTH} deep",
    "deep inline tables": f"more than {MAX_DEPTH} deep",
    "not UTF-8": "not UTF-8",
    "a hundred-digit number": "10,000",
    "far too large": "bytes",
}


def _rules_from(game: str) -> Callable[[Path], Any]:
    rules_from = REGISTRY.entry(game).rules_from
    assert rules_from is not None
    return rules_from


def _layout(module: str, function: str) -> Callable[[Path], Any]:
    def load(path: Path) -> Any:
        import importlib

        return getattr(importlib.import_module(module), function)(path)

    return load


def _scenario(game: str) -> Callable[[Path], Any]:
    from game.core.scenario import read_scenario

    return lambda path: read_scenario(path, REGISTRY.entry(game))


def _guide(game: str) -> Callable[[Path], Any]:
    from game.core.guide import load_guide

    return lambda path: load_guide(game, path)


def _lines(path: Path) -> Any:
    from game.games.draconium.lines import load_lines

    return load_lines(path)


LOADERS: dict[str, Callable[[Path], Any]] = {
    **{f"{game} cards": _rules_from(game) for game in GAMES},
    "draconium lines": _lines,
    "riders layout": _layout("game.games.riders.table.layout", "load_layout"),
    "hatch layout": _layout("game.games.hatch.table.layout", "load_layout"),
    "draconium layout": _layout("game.games.draconium.table.face_layout", "load_dominion_layout"),
    **{f"{game} scenario": _scenario(game) for game in GAMES},
    **{f"{game} guide": _guide(game) for game in GAMES},
}


@pytest.mark.parametrize("kind", sorted(HOSTILE_TOML))
@pytest.mark.parametrize("loader", sorted(LOADERS))
def test_a_hostile_toml_file_is_one_sentence_naming_it(
    loader: str, kind: str, tmp_path: Path
) -> None:
    path = tmp_path / "from-someone.toml"
    path.write_bytes(HOSTILE_TOML[kind])
    with pytest.raises(DataError) as raised:
        LOADERS[loader](path)
    said = str(raised.value)
    assert path.name in said
    if kind == "a hundred-digit number" and "scenario" in loader:
        # a scenario refuses a table it does not know before any number is read
        assert "has no [seed]" in said or "10,000" in said or "seed" in said
    else:
        assert WORDS[kind] in said, said


def _save(game: str, **changes: Any) -> dict[str, Any]:
    """A real save of a new game, with `changes` made to it."""
    from game.core.saves import save_data

    rules = REGISTRY.get(game)
    data = save_data(rules.new_game(["Aria", "Brann"], 5, {}))
    data.update(changes)
    return data


SAVES: dict[str, Callable[[], str]] = {
    "deep arrays": lambda: '{"moves": ' + "[" * 500 + "]" * 500 + "}",
    "deep objects": lambda: '{"a": ' * 2_000 + "1" + "}" * 2_000,
    "a seed of 10**100": lambda: json.dumps(_save("riders", seed=10**100)),
    "a negative seed": lambda: json.dumps(_save("riders", seed=-1)),
    "not UTF-8": lambda: '{"game": "caf\udce9"}',
}


@pytest.mark.parametrize("kind", sorted(SAVES))
def test_a_hostile_save_is_one_sentence_naming_it(kind: str, tmp_path: Path) -> None:
    from game.core.saves import read_save

    path = tmp_path / "from-someone.json"
    path.write_bytes(SAVES[kind]().encode("utf-8", "surrogateescape"))
    with pytest.raises(SaveError) as raised:
        read_save(path, REGISTRY)
    said = str(raised.value)
    assert path.name in said
    if "seed" in kind:
        assert "seed" in said and "out of range" in said and "9,007,199,254,740,991" in said


def test_a_save_with_a_seed_of_a_hundred_digits_names_the_seed_not_a_move(
    tmp_path: Path,
) -> None:
    from game.core.saves import read_save

    path = tmp_path / "seed.json"
    path.write_text(json.dumps(_save("riders", seed=10**100)), encoding="utf-8")
    with pytest.raises(SaveError) as raised:
        read_save(path, REGISTRY)
    assert (
        "its seed (a whole number of 101 digits) is out of range; a game's seed is a "
        "whole number from 0 to 9,007,199,254,740,991."
    ) in str(raised.value)
    assert "not legal" not in str(raised.value)
    # the largest seed a save takes is taken, and plays
    ok = tmp_path / "ok.json"
    ok.write_text(json.dumps(_save("riders", seed=2**53 - 1)), encoding="utf-8")
    _, state = read_save(ok, REGISTRY)
    assert state.seed == 2**53 - 1


@pytest.mark.parametrize("kind", sorted(HOSTILE_TOML))
def test_hostile_settings_give_the_defaults(
    kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.settings import Settings

    path = tmp_path / "settings.json"
    body = {
        "deep arrays": b'{"x": ' + b"[" * 500 + b"]" * 500 + b"}",
        "deep dotted table": b'{"a": ' * 2_000 + b"1" + b"}" * 2_000,
        "deep inline tables": b'{"a": ' * 40 + b"1" + b"}" * 40,
        "not UTF-8": b'{"text_size": "caf\xe9"}',
        "a hundred-digit number": b'{"text_size": 1' + b"0" * 5_000 + b"}",
        "far too large": b'{"x": "' + b"x" * 5_000_000 + b'"}',
    }[kind]
    path.write_bytes(body)
    monkeypatch.setattr(Settings, "path", staticmethod(lambda: path))
    assert Settings.load() == Settings()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("seed = 7", "seed = -1"), "seed must be a whole number from 0 to 9,007,199,254,740,991"),
        (("seed = 7", "seed = 1" + "0" * 100), "no number in a data file is beyond 10,000"),
        (("times = ", "times = 201 #"), "times must be a whole number from 1 to 200"),
        (("times = ", "times = 1000000000 #"), "no number in a data file is beyond 10,000"),
    ],
    ids=["negative seed", "seed of 10**100", "times 201", "times 10**9"],
)
def test_a_guide_refuses_numbers_out_of_range(
    change: tuple[str, str], words: str, tmp_path: Path
) -> None:
    from game.core.guide import guide_file, load_guide

    text = guide_file("riders").read_text(encoding="utf-8")
    if "times = " not in text:
        text = text.replace('say = "', 'times = 1\nsay = "', 1)
    old, new = change
    assert old in text
    path = tmp_path / "riders.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as raised:
        load_guide("riders", path)
    assert words in str(raised.value)
    assert load_guide("riders", guide_file("riders")).seed == 7  # the shipped one loads
