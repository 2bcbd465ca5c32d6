"""The pinned games of Dominion: Draconium: seeded games whose moves, log and result a
test compares with `golden_games.json`, so a change to how cards are declared (effects
as data) is shown to play exactly the games the game played before.

Two kinds of game, both fast (a few hundredths of a second each):

- the default bots (the entry's `default_bot`) at 2 and 4 seats on the shared bot
  seeds and more, with a random Kingdom holding 4, 6 or 10 Draconium cards and the
  default Egg pool, so that nearly every Kingdom card is bought and played;
- random players on the random-playout seeds, with random options, the choices made
  as tests/core/test_playout.py makes them (every prompt and option is reached).

Run `python -m tests.games.draconium.golden` from the checkout's root to write the
file again, and say in the commit why the games changed.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.core.rng import Rng
from game.games import REGISTRY
from game.games.draconium.cards import name_of
from game.games.draconium.state import DraconiumState

FILE = Path(__file__).with_name("golden_games.json")
BOT_SEEDS = 80
RANDOM_SEEDS = 60
DRACONIUM_CARDS = (4, 6, 10)
MAX_MOVES = 5_000


def bot_game(seats: int, seed: int) -> tuple[dict[str, Any], DraconiumState]:
    entry, ruleset = REGISTRY.entry("draconium"), REGISTRY.get("draconium")
    options = {"draconium_cards": DRACONIUM_CARDS[seed % len(DRACONIUM_CARDS)]}
    bots = [entry.make_bot(entry.default_bot, seed * 16 + s, ruleset) for s in range(seats)]
    state = ruleset.new_game([f"P{i + 1}" for i in range(seats)], seed, options)
    for _ in range(entry.max_moves):
        if ruleset.result(state) is not None:
            break
        seat = ruleset.to_act(state)[0]
        legal = ruleset.legal_moves(state, seat)
        bot = bots[seat]
        if len(legal) == 1 and getattr(bot, "takes_forced_moves", False):
            move = legal[0]
        else:
            move = bot.choose(ruleset.view(state, seat) if bot.needs_view else None, legal)
        ruleset.apply(state, move)
    key = {"kind": "bots", "seats": seats, "seed": seed, "options": options}
    return key, state


def random_game(seed: int) -> tuple[dict[str, Any], DraconiumState]:
    """As the shared random playout picks its options, seats and moves."""
    ruleset = REGISTRY.get("draconium")
    rng = Rng(seed * 7919 + 1)
    options: dict[str, Any] = {}
    for option in ruleset.options:
        choices = option.choices or (False, True)
        if rng.below(3) == 0:
            options[option.name] = choices[rng.below(len(choices))]
    seats = [f"P{i + 1}" for i in range(ruleset.min_seats)]
    state = ruleset.new_game(seats, seed, options)
    for _ in range(MAX_MOVES):
        if ruleset.result(state) is not None:
            break
        to_act = ruleset.to_act(state)
        seat = to_act[rng.below(len(to_act))]
        legal = ruleset.legal_moves(state, seat)
        ruleset.apply(state, legal[rng.below(len(legal))])
    key = {"kind": "random", "seats": len(seats), "seed": seed, "options": options}
    return key, state


def games() -> Iterator[tuple[dict[str, Any], DraconiumState]]:
    for seats in (2, 4):
        for seed in range(BOT_SEEDS):
            yield bot_game(seats, seed)
    for seed in range(RANDOM_SEEDS):
        yield random_game(seed)


def record(key: dict[str, Any], state: DraconiumState) -> dict[str, Any]:
    """What is pinned of one game: its moves, its result and a hash of its moves and of
    its whole log (public and private lines)."""
    moves = json.dumps([m.to_json() for m in state.moves], sort_keys=True)
    log = "\n".join(f"{line.seat}|{line.text}" for line in state.log)
    result = state.result
    return {
        **key,
        "moves": len(state.moves),
        "winners": list(result.winners) if result is not None else None,
        "summary": result.summary if result is not None else None,
        "moves_sha": hashlib.sha256(moves.encode()).hexdigest()[:16],
        "log_sha": hashlib.sha256(log.encode()).hexdigest()[:16],
    }


def played(state: DraconiumState) -> Counter[str]:
    """How often each card was played (from the public log's "X plays Y." lines)."""
    found: Counter[str] = Counter()
    for line in state.log:
        if line.seat is None and " plays " in line.text:
            card = line.text.split(" plays ", 1)[1].rstrip(".").split(":")[0]
            card = card.removesuffix(" twice with Throne Room").split(" twice with ")[0]
            found[name_of(card)] += 1
    return found


def main() -> None:
    records, seen = [], Counter[str]()
    for key, state in games():
        records.append(record(key, state))
        seen.update(played(state))
    FILE.write_text(json.dumps(records, indent=1) + "\n", encoding="utf-8")
    catalog = REGISTRY.get("draconium").catalog
    kingdom = [c.name for c in catalog.cards.values() if c.set in ("base", "draconium")]
    unplayed = [n for n in kingdom if not seen[n]]
    print(
        f"{len(records)} games; {len(kingdom) - len(unplayed)} of {len(kingdom)} Kingdom cards played"
    )
    print("never played:", ", ".join(unplayed) or "none")


if __name__ == "__main__":
    main()
