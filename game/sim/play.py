"""One seeded bot game of a simulation, and the rules and card-use hooks it needs."""

from __future__ import annotations

import importlib
import re
from types import ModuleType
from typing import Any

from game.core.entry import GameEntry
from game.core.errors import DataError
from game.core.runner import GameTooLong, play
from game.core.state import GameState, Result
from game.sim.abstain import Abstaining, banned_seat, uses_card
from game.sim.records import GameRecord, SimSpec

BOT_SEED_STRIDE = 16
"""Seat s of a game from seed n gets a bot seeded n * 16 + s: every seat differs."""


def rules_for(entry: GameEntry, spec: SimSpec) -> Any:
    """The game's rules, under the designer's card file if the spec names one, on the
    designer's copy of the board map if it names one (read as the lab's Playtest reads
    it: the entry's `board_map.rules_on`)."""
    if spec.map_file is not None:
        if entry.board_map is None:
            raise DataError(str(spec.map_file), f"{entry.title} has no board map to replace.")
        return entry.board_map.rules_on(spec.cards, spec.map_file)
    if spec.cards is None:
        return entry.make_rules()
    if entry.rules_from is None:
        raise DataError(str(spec.cards), f"{entry.title} has no card file to replace.")
    return entry.rules_from(spec.cards)


def hooks_for(entry: GameEntry) -> ModuleType | None:
    """The game's balance module (`card_uses`, and `ending` if it names its own)."""
    return importlib.import_module(entry.balance) if entry.balance else None


_COUNTS = re.compile(r"\s*\([^)]*\)|\d+")


def ending_of(result: Result, hooks: ModuleType | None) -> str:
    """How a game ended, as a category: the game's own words without the numbers
    ("the most VP (7)" → "the most VP"), unless its balance module says better."""
    if hooks is not None and hasattr(hooks, "ending"):
        return str(hooks.ending(result))
    words = _COUNTS.sub("", result.how)
    return " ".join(words.split()).strip(" :,") or "ended"


def draw_ending(result: Result, hooks: ModuleType | None) -> str:
    """A drawn game's category with its reason, where the game gives one ("draw: ended
    by agreement: no one could unlock the Provinces"), else "draw"."""
    why = ending_of(result, hooks) if result.how else ""
    return f"draw: {why}" if why and why != "ended" else "draw"


def play_game(
    spec: SimSpec, entry: GameEntry, rules: Any, index: int, hooks: ModuleType | None
) -> GameRecord:
    """Game `index` of `spec`, played to its end or to the move budget."""
    seed = spec.game_seed(index)
    kinds = spec.seat_bots(index)
    bots = [entry.make_bot(kind, seed * BOT_SEED_STRIDE + s, rules) for s, kind in enumerate(kinds)]
    if spec.ablate and hooks is not None:  # one seat may not use the card (abstain.py)
        seat = banned_seat(spec, index)
        bots[seat] = Abstaining(bots[seat], uses_card(hooks, rules, spec.ablate))
    seats = [f"Seat {s + 1} ({kind})" for s, kind in enumerate(kinds)]
    cut = False
    state: GameState
    try:
        state = play(rules, bots, seed, spec.options, seats, spec.max_moves)
    except GameTooLong as too_long:
        assert too_long.state is not None
        cut, state = True, too_long.state
    except Exception as exc:  # a bot that raised (or chose what the rules refuse): one line
        why = f"{type(exc).__name__}: {exc}"
        return GameRecord(index, seed, kinds, (), "failed", 0, (), failed=why)
    result = rules.result(state)
    if cut or result is None:
        winners: tuple[int, ...] = ()
        ending = "cut off by the move budget"
    else:
        winners = tuple(result.winners)
        ending = ending_of(result, hooks) if winners else draw_ending(result, hooks)
    scores_of = getattr(rules, "scores", None)
    scores = tuple(text for _, text in scores_of(state)) if scores_of else ()
    uses: dict[str, tuple[tuple[str, ...], ...]] = {}
    choices: dict[str, tuple[str, ...]] = {}
    picks: tuple[tuple[str, ...], ...] = ()
    dealt: tuple[tuple[str, ...], ...] = ()
    if hooks is not None:
        for use, per_seat in hooks.card_uses(rules, state).items():
            uses[use] = tuple(tuple(sorted(names)) for names in per_seat)
        if hasattr(hooks, "choices"):
            for kind, names in hooks.choices(rules, state).items():
                choices[kind] = tuple(names)
        if hasattr(hooks, "dealt"):
            dealt = tuple(tuple(sorted(names)) for names in hooks.dealt(rules, state))
        if hasattr(hooks, "pick_order"):
            picks = tuple(tuple(names) for names in hooks.pick_order(rules, state))
    return GameRecord(
        index,
        seed,
        kinds,
        winners,
        ending,
        len(state.moves),
        scores,
        cut,
        uses,
        choices=choices,
        picks=picks,
        dealt=dealt,
    )
