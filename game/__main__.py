"""The command line: the client, `play`, and headless `demo` games.

python -m game                                   the client, at the title screen
python -m game play GAME --seats human,bot       straight to the table
python -m game play GAME --seats human,strong    against the strong bot (easy, normal, strong)
python -m game play GAME --scenario FILE         at the table, from a position written in FILE
python -m game play GAME --cards FILE            a playtest of a designer's card file
python -m game demo GAME --seed 7                bots play a whole game headless
python -m game simulate GAME --bots strong,easy  the balance lab: many bot games, as rates
python -m game lab GAME [--cards F] [--layout F]  the layout lab: see, check, print, play the cards
python -m game selftest                          check data, maps and rendering; exit 0 if all pass
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from game import __version__
from game.core.move import Move
from game.core.options import parse_option_pairs
from game.core.runner import GameTooLong, play
from game.core.state import GameState
from game.games import REGISTRY


def demo(game: str, seed: int, players: int | None, bots: Sequence[str], quiet: bool) -> int:
    """Bots play a whole game headless; prints each move's log lines and `result:`."""
    ruleset = REGISTRY.get(game)
    count = players or ruleset.min_seats
    kinds = [bots[i % len(bots)] for i in range(count)]
    seats = [REGISTRY.make_bot(game, kind, seed * 31 + i, ruleset) for i, kind in enumerate(kinds)]
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
    except Exception as exc:  # a bot that failed: one line, never a traceback
        print(f"result: stopped, a bot failed ({type(exc).__name__}: {exc})")
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
    """The command line; a reader that stops early (`lab riders --check | head -3`) ends it
    quietly: what was left to print goes nowhere, and no traceback follows."""
    try:
        code = _main(argv)
        sys.stdout.flush()  # a closed pipe shows here, not at exit as "Exception ignored"
    except BrokenPipeError:
        _quiet_stdout()
        return 1
    return code


def _quiet_stdout() -> None:
    """Points standard output at nothing, so the flush at exit finds no closed pipe."""
    try:
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no file number (a test's captured output)
        pass


def _main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(
        prog="dragon-table",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"Dragon Table {__version__}")
    parser.add_argument(
        "--exit-after-frames",
        type=int,
        default=0,
        metavar="N",
        help="draw N frames, then quit (for start-up measurements)",
    )
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("selftest", help="check the app's data, maps and rendering; exit 0 if all pass")
    p_demo = sub.add_parser("demo", help="bots play a whole game headless")
    p_demo.add_argument("game", choices=REGISTRY.names())
    p_demo.add_argument("--seed", type=int, default=1)
    p_demo.add_argument("--players", type=int, default=None)
    p_demo.add_argument(
        "--bots", default="", help="comma list of the game's bot kinds (default: its own)"
    )
    p_demo.add_argument("--quiet", action="store_true", help="print only the result line")
    p_play = sub.add_parser("play", help="open the client straight at the table")
    p_play.add_argument("game", choices=REGISTRY.names())
    p_play.add_argument(
        "--seats",
        default=None,
        help="comma list of human, bot or a kind of bot: easy, normal, strong (default: human,bot)",
    )
    p_play.add_argument("--names", default="", help="comma list of player names")
    p_play.add_argument("--seed", type=int, default=None)
    p_play.add_argument(
        "--option", action="append", default=[], help="a game option, e.g. draft_mode=quick"
    )
    p_play.add_argument(
        "--scenario",
        default=None,
        metavar="FILE",
        help="start from the position in this scenario file (see scenarios/README.md)",
    )
    p_play.add_argument(
        "--cards",
        default=None,
        metavar="FILE",
        help="play this card file, as the layout lab's Playtest does: designer mode (every "
        "hand shown, nothing saved), the table reading the file again when it is saved",
    )
    from game.lab import cli as lab_cli

    lab_cli.add_parser(sub, REGISTRY.names())
    from game.sim import cli as sim_cli

    sim_cli.add_parser(sub, REGISTRY.names())
    args = parser.parse_args(argv)
    if args.command in ("demo", "play", "simulate"):
        problem = REGISTRY.problem(args.game)
        if problem is not None:  # a damaged data file: one clear line, no traceback
            title = REGISTRY.entry(args.game).title
            print(f"{title} can't be played: {problem}", file=sys.stderr)
            return 2
    if args.command == "demo":
        entry = REGISTRY.entry(args.game)
        kinds = [k.strip() for k in args.bots.split(",") if k.strip()] or [entry.default_bot]
        for kind in kinds:
            problem = entry.bot_problem(kind)
            if problem is not None:
                raise SystemExit(problem)
        return demo(args.game, args.seed, args.players, kinds, args.quiet)
    if args.command == "simulate":
        return sim_cli.run(args, REGISTRY)
    if args.command == "lab":
        code = lab_cli.run(args, REGISTRY)
        if code is not None:
            return code
        return run_lab(args, args.exit_after_frames)
    if args.command == "selftest":
        from game import selftest

        return selftest.main(REGISTRY)
    if args.command == "play":
        try:
            options = parse_option_pairs(args.option)
        except ValueError as exc:
            raise SystemExit(str(exc)) from None
        session = make_session(
            args.game, args.seats, args.names, args.seed, options, args.scenario, args.cards
        )
        return run_client(session, args.exit_after_frames)
    return run_client(None, args.exit_after_frames)


DEFAULT_NAMES = ("Aria", "Brann", "Cora", "Dax")


def seat_plans(seats: str, names: str, default_bot: str = "easy") -> list[Any]:
    """`human,bot:random` and `Aria,Brann` into seat plans; names default per seat."""
    from game.core.saves import name_problem
    from game.session import SeatPlan

    given = [n.strip() for n in names.split(",") if n.strip()]
    plans = []
    for i, spec in enumerate(s.strip() for s in seats.split(",")):
        kind, _, bot = spec.partition(":")
        if kind not in ("human", "bot"):  # a bot's kind alone: `strong` is bot:strong
            if not kind or bot:
                raise SystemExit(
                    f"A seat is 'human', 'bot' or a kind of bot (strong, bot:random), not {spec!r}."
                )
            kind, bot = "bot", kind
        name = given[i] if i < len(given) else DEFAULT_NAMES[i % len(DEFAULT_NAMES)]
        problem = name_problem(name)  # the rule a save reads names by, so the game reloads
        if problem is not None:
            raise SystemExit(f"Seat {i + 1}'s name {problem}.")
        plans.append(SeatPlan(name, kind == "human", bot or default_bot))
    return plans


def make_session(
    game: str,
    seats: str | None,
    names: str,
    seed: int | None,
    options: dict[str, Any],
    scenario: str | None = None,
    cards: str | None = None,
) -> Any:
    """The session `play` opens the table on; `cards`: a playtest of that card file."""
    import time

    from game.session import Session

    ruleset = REGISTRY.get(game)
    entry = REGISTRY.entry(game)
    if scenario is not None:
        return scenario_session(game, scenario, seats, names, seed, options, cards)
    plans = seat_plans(seats or "human,bot", names, entry.default_bot)
    for plan in plans:
        problem = entry.bot_problem(plan.bot) if not plan.human else None
        if problem is not None:
            raise SystemExit(problem)
    if not ruleset.min_seats <= len(plans) <= ruleset.max_seats:
        raise SystemExit(f"{ruleset.title} is for {ruleset.min_seats}-{ruleset.max_seats} players.")
    start = seed if seed is not None else int(time.time()) % 100_000
    if cards is not None:
        return designer_session(game, cards, plans, start, options)
    try:
        return Session(REGISTRY, ruleset, plans, start, options)
    except ValueError as exc:  # OptionError: a bad option names itself and its choices
        raise SystemExit(str(exc)) from None


def designer_rules(game: str, cards: str) -> Any:
    """The game's rules read from a designer's card file; a damaged one is one line per
    problem, each with its file and line."""
    from pathlib import Path

    from game.core.errors import DataError
    from game.lab.playtest import rules_from
    from game.lab.problems import report

    entry = REGISTRY.entry(game)
    if entry.rules_from is None:
        raise SystemExit(f"{entry.title} has no card file to play with.")
    try:
        return rules_from(REGISTRY, game, Path(cards))
    except DataError as exc:
        raise SystemExit(report(exc)) from None


def designer_session(
    game: str,
    cards: str,
    plans: list[Any],
    seed: int,
    options: dict[str, Any],
    scenario: Any = None,
) -> Any:
    """A playtest of the card file `cards`, as the layout lab's Playtest deals it: designer
    mode (every hand shown, nothing saved), the table reading the file again when saved."""
    from pathlib import Path

    from game.core.errors import DataError
    from game.lab.playtest import playtest_session
    from game.lab.problems import report

    designer_rules(game, cards)  # a damaged file is said before anything else
    try:
        return playtest_session(
            REGISTRY, game, Path(cards), None, plans, seed, options, scenario=scenario
        )
    except DataError as exc:  # the file changed since, or the scenario's position
        raise SystemExit(report(exc)) from None
    except ValueError as exc:  # OptionError: a bad option names itself and its choices
        raise SystemExit(str(exc)) from None


def scenario_session(
    game: str,
    path: str,
    seats: str | None,
    names: str,
    seed: int | None,
    options: dict[str, Any],
    cards: str | None = None,
) -> Any:
    """A game from a scenario file: its seats, seed and options are the file's (`--seats`
    may say who is a person and who a bot, `--seed` reshuffle what the file leaves to
    chance); a bad file is one clear message naming the file, the line and the problem.
    With `cards`, a playtest of that card file from the scenario."""
    from pathlib import Path

    from game.core.errors import DataError
    from game.scenarios import load_scenario
    from game.scenarios import seat_plans as scenario_plans
    from game.session import Session

    entry = REGISTRY.entry(game)
    if names or options:
        given = "--names" if names else "--option"
        raise SystemExit(
            f"{given} can't be used with --scenario: the scenario's [game] table names "
            "the seats and sets the options."
        )
    rules = designer_rules(game, cards) if cards is not None else None
    try:
        scenario = load_scenario(REGISTRY, game, Path(path), rules)
    except DataError as exc:
        raise SystemExit(f"{entry.title} can't start from the scenario: {exc}") from None
    plans = scenario_plans(scenario)
    if seats is not None:
        people = seat_plans(seats, ",".join(scenario.names), entry.default_bot)
        if len(people) != len(scenario.names):
            raise SystemExit(
                f"The scenario {scenario.name} seats {len(scenario.names)} players "
                f"({', '.join(scenario.names)}); --seats names {len(people)}."
            )
        plans = people
    for plan in plans:
        problem = entry.bot_problem(plan.bot) if not plan.human and plan.bot else None
        if problem is not None:
            raise SystemExit(problem)
    ruleset = REGISTRY.get(game)
    start = scenario.seed if seed is None else seed
    if cards is not None:
        return designer_session(game, cards, plans, start, scenario.options, scenario)
    try:
        return Session(REGISTRY, ruleset, plans, start, scenario=scenario)
    except DataError as exc:  # the position is impossible with this seed's deal
        raise SystemExit(f"{entry.title} can't start from the scenario: {exc}") from None


def run_client(session: Any, exit_after_frames: int = 0) -> int:
    """The window: at the table for `session`, else at the title screen.

    An unexpected error writes a crash report (with the game so far) to the
    user's data directory and says where, instead of the window vanishing.
    """
    from game import crash

    crash.start_log()
    app = None
    try:
        from game.app import App

        app = App(REGISTRY)
        # The title screen alone: the table's modules load when a game starts.
        first = app.stack.make("table", session=session) if session else app.stack.make("title")
        app.run(first, max_frames=exit_after_frames)
    except Exception as exc:
        return crash.handle(exc, app)
    return 0


def run_lab(args: Any, exit_after_frames: int = 0) -> int:
    """The window, at the layout lab for the game (and the designer's files) in args."""
    from game import crash

    crash.start_log()
    app = None
    try:
        from game.app import App

        app = App(REGISTRY)
        first = app.stack.make(
            "lab",
            game=args.game,
            cards=args.cards,
            layout=args.layout,
            scenario=args.scenario,
            map_file=args.map,
        )
        app.run(first, max_frames=exit_after_frames)
    except Exception as exc:
        return crash.handle(exc, app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
