"""The command line: `python -m game demo GAME [--seed N]` (the client comes next)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game.bots import KINDS, make_bot
from game.core.move import Move
from game.core.runner import GameTooLong, play
from game.core.state import GameState
from game.games import REGISTRY


def demo(game: str, seed: int, players: int | None, bots: Sequence[str], quiet: bool) -> int:
    """Bots play a whole game headless; prints each move's log lines and `result:`."""
    ruleset = REGISTRY.get(game)
    count = players or ruleset.min_seats
    kinds = [bots[i % len(bots)] for i in range(count)]
    seats = [make_bot(game, kind, seed * 31 + i, ruleset) for i, kind in enumerate(kinds)]
    names = [f"P{i + 1} ({kind})" for i, kind in enumerate(kinds)]
    printed = 0

    def show(state: GameState, move: Move) -> None:
        nonlocal printed
        if not quiet:
            for line in state.log[printed:]:
                where = "" if line.seat is None else f"  [only {state.name(line.seat)}] "
                print(f"{where}{line.text}")
        printed = len(state.log)

    try:
        state = play(ruleset, seats, seed, seat_names=names, on_move=show)
    except GameTooLong as exc:
        print(f"result: unfinished ({exc})")
        return 1
    result = ruleset.result(state)
    assert result is not None
    if result.winners:
        winners = " and ".join(state.name(s) for s in result.winners)
        print(f"result: {winners} won by {result.how} after {len(state.moves)} moves")
    else:
        print(f"result: draw ({result.how}) after {len(state.moves)} moves")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="dragon-table", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    p_demo = sub.add_parser("demo", help="bots play a whole game headless")
    p_demo.add_argument("game", choices=REGISTRY.names())
    p_demo.add_argument("--seed", type=int, default=1)
    p_demo.add_argument("--players", type=int, default=None)
    p_demo.add_argument("--bots", default="greedy", help=f"comma list of: {', '.join(KINDS)}")
    p_demo.add_argument("--quiet", action="store_true", help="print only the result line")
    args = parser.parse_args(argv)
    if args.command == "demo":
        return demo(args.game, args.seed, args.players, args.bots.split(","), args.quiet)
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
