"""Seeded, bounded fuzzing of damaged saves, made from a real save of every game.

Each game plays about 30 random moves and is saved as the table saves it (with who
sits where); copies of the save are then damaged: cut short, bytes flipped, each
field given the wrong type or removed, brackets nested 100,000 deep, numbers of
thousands of digits, control characters and broken characters in names, unknown
format versions, moves dropped, doubled or swapped. Loading each copy (as Continue
does) either raises `SaveError` naming the file, in words a screen can show, or
loads a game that equals the replay of its own moves: never another exception.

A longer run of the same fuzzing: `python -m benchmarks.soak --saves N`.
"""

from __future__ import annotations

import json
import random
import tempfile
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.bots.random_bot import RandomBot
from game.core import saves
from game.core.errors import SaveError
from game.core.serial import to_plain
from game.games import REGISTRY
from game.session import Session

MOVES = 30
# Values of every JSON type, and the edges of a few, for "the wrong type in a field".
WRONG: tuple[Any, ...] = (None, True, 0, -1, 2**63, 1.5, "", "x", [], {}, [None], {"a": [1]})
STRANGE_NAMES = ("\x00", "A\x07", "\x1b[31m", "\ud800", "B\udfff", "", "  ", "N" * 41, "\u202e")
VERSIONS = ("0", "-1", "2", str(saves.VERSION + 1), "999999999", '"1"', "1.0", "null")
BIG = "1" + "0" * 5000  # more digits than Python reads


def real_save(game: str, seed: int) -> str:
    """About 30 random moves of `game`, saved with a person and bots at its seats."""
    ruleset = REGISTRY.get(game)
    entry = REGISTRY.entry(game)
    names = ["Aria", "Brann", "Cora", "Dax", "Esk", "Fen"][: ruleset.min_seats]
    state = ruleset.new_game(names, seed, {})
    bots = [RandomBot(seed * 31 + i) for i in range(len(names))]
    for _ in range(MOVES):
        if ruleset.result(state) is not None:
            break
        seat = ruleset.to_act(state)[0]
        legal = ruleset.legal_moves(state, seat)
        view = ruleset.view(state, seat) if bots[seat].needs_view else None
        ruleset.apply(state, bots[seat].choose(view, legal))
    kinds = entry.bot_kinds
    players = [saves.SeatRecord(state.seats[0])] + [
        saves.SeatRecord(name, human=False, bot=kinds[i % len(kinds)])
        for i, name in enumerate(state.seats[1:])
    ]
    return saves.dumps(state, players)


def replayed(ruleset: Any, state: Any) -> Any:
    again = ruleset.new_game(list(state.seats), state.seed, state.options)
    for move in state.moves:
        ruleset.apply(again, move)
    return again


# -- the damage ---------------------------------------------------------------------------


def paths_in(data: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a parsed save that holds a value (moves' insides included)."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield (*prefix, key)
            yield from paths_in(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield (*prefix, i)
            yield from paths_in(value, (*prefix, i))


def changed(data: Any, path: tuple[Any, ...], value: Any = None, remove: bool = False) -> bytes:
    """A copy of `data` with the value at `path` replaced (or removed), as the file's bytes."""
    copy = json.loads(json.dumps(data))
    holder = copy
    for key in path[:-1]:
        holder = holder[key]
    if remove:
        del holder[path[-1]]
    else:
        holder[path[-1]] = value
    return json.dumps(copy, indent=1).encode()  # ASCII: odd characters as \u escapes


def renamed(data: Any, seat: int, name: str, both: bool) -> bytes:
    copy = json.loads(json.dumps(data))
    copy["seats"][seat] = name
    if both:
        copy["players"][seat]["name"] = name
    return json.dumps(copy, indent=1).encode()


def systematic(text: str) -> Iterator[tuple[str, bytes]]:
    """The damage every game's save gets: each field's wrong types, each name's strange
    characters, each unknown version, and the deepest nesting."""
    data = json.loads(text)
    for key in data:
        yield f"no {key}", changed(data, (key,), remove=True)
        for value in WRONG:
            yield f"{key} = {value!r}", changed(data, (key,), value)
    for field in ("name", "human", "bot"):
        for value in WRONG[:6]:
            yield f"players[1].{field} = {value!r}", changed(data, ("players", 1, field), value)
    for field in ("seat", "kind", "args"):
        for value in WRONG[:6]:
            yield f"moves[0].{field} = {value!r}", changed(data, ("moves", 0, field), value)
    for name in STRANGE_NAMES:
        yield f"seat 0 called {name!r}", renamed(data, 0, name, both=True)
        yield f"seat 1 called {name!r} (players not)", renamed(data, 1, name, both=False)
    for version in VERSIONS:
        yield (
            f"version {version}",
            text.replace('"version": 1', f'"version": {version}', 1).encode(),
        )
    yield "100,000 [", b"[" * 100_000
    yield "100,000 {", b'{"a": ' * 100_000
    yield "moves nested deep", text.replace('"moves": [', '"moves": [' + "[" * 100_000, 1).encode()
    yield "seed of 5000 digits", text.replace('"seed": ', f'"seed": {BIG}0', 1).encode()
    yield "a move's seat of 5000 digits", text.replace('"seat": ', f'"seat": {BIG}0', 1).encode()


def random_damage(text: str, rng: random.Random) -> tuple[str, bytes]:
    """One random kind of damage a crash, a bad disk or a hand edit could do."""
    raw = text.encode()
    data = json.loads(text)
    kind = rng.randrange(9)
    if kind == 0:
        at = rng.randrange(len(raw))
        return f"cut at {at}", raw[:at]
    if kind == 1:
        out = bytearray(raw)
        for _ in range(1 + rng.randrange(4)):
            at = rng.randrange(len(out))
            out[at] = rng.randrange(256) if rng.random() < 0.5 else out[at] ^ 1 << rng.randrange(8)
        return "bytes flipped", bytes(out)
    if kind == 2:
        path = rng.choice(list(paths_in(data)))
        value = rng.choice(WRONG)
        return f"{path} = {value!r}", changed(data, path, value)
    if kind == 3:
        path = rng.choice(list(paths_in(data)))
        return f"no {path}", changed(data, path, remove=True)
    if kind == 4:
        path = rng.choice(list(paths_in(data)))
        depth = rng.choice((20, 40, 1000, 100_000))
        deep = json.loads("[" * 20 + "]" * 20) if depth == 20 else None
        if deep is not None:
            return f"{path} nested 20 deep", changed(data, path, deep)
        text_deep = json.dumps(data).replace("[", "[" * depth, 1)
        return f"nested {depth} deep", text_deep.encode()
    if kind == 5:
        digits = [i for i, c in enumerate(raw) if 48 <= c <= 57]
        at = rng.choice(digits)
        number = rng.choice((BIG, "99999999999999999999", "-1", "1e309", "NaN", "Infinity"))
        return f"number {number[:12]} at {at}", raw[:at] + number.encode() + raw[at + 1 :]
    if kind == 6:
        seat = rng.randrange(len(data["seats"]))
        name = rng.choice(STRANGE_NAMES) + rng.choice(("", "Aria"))
        return f"seat {seat} called {name!r}", renamed(data, seat, name, rng.random() < 0.5)
    if kind == 7:
        moves = data["moves"]
        i, j = rng.randrange(len(moves)), rng.randrange(len(moves))
        edit = rng.randrange(3)
        if edit == 0:
            del moves[i]
        elif edit == 1:
            moves.insert(i, moves[j])
        else:
            moves[i], moves[j] = moves[j], moves[i]
        return f"moves edited ({edit}: {i}, {j})", json.dumps(data).encode()
    lines = raw.split(b"\n")
    at = rng.randrange(len(lines))
    return f"line {at} dropped", b"\n".join(lines[:at] + lines[at + 1 :])


# -- the check ----------------------------------------------------------------------------


def attempt(path: Path, raw: bytes) -> bool:
    """Load `raw` as Continue does; True if it was refused (rightly), False if it loaded
    (and equals the replay of its moves). Anything else raises AssertionError, or the
    exception that escaped."""
    path.write_bytes(raw)
    try:
        session = Session.load(path, REGISTRY)
    except SaveError as exc:
        assert str(exc) == f"Can't load the save '{path}': {exc.problem}"
        assert exc.problem.isprintable(), exc.problem  # the title's dialog can show it
        assert len(exc.problem) < 1000, exc.problem[:200]
        return True
    state = session.state
    assert to_plain(state) == to_plain(replayed(session.ruleset, state))
    assert [p.name for p in session.plans] == list(state.seats)
    assert all(name.isprintable() and 0 < len(name) <= saves.MAX_NAME for name in state.seats)
    return False


def fuzz(game: str, seed: int, tries: int, folder: Path) -> tuple[int, int, list[str]]:
    """The systematic damage, then `tries` random ones; returns (tried, refused, failures)."""
    text = real_save(game, seed)
    rng = random.Random(f"{game}/{seed}")
    damage = [*systematic(text), *(random_damage(text, rng) for _ in range(tries))]
    refused = 0
    failures: list[str] = []
    path = folder / "autosave.json"
    for label, raw in damage:
        try:
            refused += attempt(path, raw)
        except Exception:
            failures.append(f"{game} seed {seed}, {label}:\n{traceback.format_exc(limit=-3)}")
    return len(damage), refused, failures


@pytest.mark.parametrize("game", REGISTRY.names())
def test_a_damaged_save_is_refused_by_name_or_loads_as_its_own_replay(
    game: str, tmp_path: Path
) -> None:
    tried, refused, failures = fuzz(game, seed=7, tries=40, folder=tmp_path)
    assert failures == [], "\n".join(failures[:3])
    assert refused > tried // 2  # the damage was noticed most of the time
    assert attempt(tmp_path / "autosave.json", real_save(game, 7).encode()) is False


def soak(tries: int, seed: int) -> tuple[int, int, list[str]]:
    """A longer run for `python -m benchmarks.soak --saves N`: N random damages in all."""
    games = REGISTRY.names()
    tried = refused = 0
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        for i, game in enumerate(games):
            share = tries // len(games) + (1 if i < tries % len(games) else 0)
            t, r, f = fuzz(game, seed, share, Path(folder))
            tried, refused, failures = tried + t, refused + r, failures + f
    return tried, refused, failures
