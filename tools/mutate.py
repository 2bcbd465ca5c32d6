"""A mutation check: do the tests notice when the product breaks?

Copies the working tree's `game/`, `tests/`, `assets/`, `maps/` and `pyproject.toml`
to a temporary folder, then for each fault below: puts the fault into one game file
(a textual replacement), runs the few tests meant to catch it (`-x -q`), and notes
whether they failed (the fault is *killed*) or passed (it *survived*). The copy is
restored after each fault. Before any fault, the same tests must pass on the copy as
it is, or the check stops: a score over failing tests means nothing.

A fault whose target text is no longer in its file stops the check with the fault's
name and file: the code moved on, and the list below must follow it.

    python tools/mutate.py            # every fault
    python tools/mutate.py -k curtain # the faults whose name holds "curtain"
    python tools/mutate.py --list     # the faults and their tests
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("game", "tests", "assets", "maps", "pyproject.toml")
SKIPPED = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache", ".mypy_cache")

TABLE = "tests/scenes/test_table.py"
DUNE_TABLE = "tests/scenes/test_dune_table.py"
DRACONIUM_TABLE = "tests/scenes/test_draconium_table.py"
MENUS = "tests/scenes/test_menus.py"
HABITS = "tests/scenes/test_table_habits.py"


@dataclass(frozen=True)
class Fault:
    name: str
    file: str
    old: str
    new: str
    tests: tuple[str, ...]  # pytest node ids or files, run with -x -q


FAULTS: tuple[Fault, ...] = (
    # -- the shared table ---------------------------------------------------------------
    Fault(
        "choice chips never submit (Go does nothing)",
        "game/table/choices.py",
        'elif what == "go":\n                return self.move_for(chip.action[1])',
        'elif what == "go":\n                return None',
        (
            f"{DUNE_TABLE}::test_a_bid_is_raised_with_the_stepper_and_placed_with_go",
            f"{DRACONIUM_TABLE}::test_each_kind_of_prompt_is_answered_by_clicking_its_chips_or_cards",
        ),
    ),
    Fault(
        "a chip's pick is ignored",
        "game/table/choices.py",
        'self.chosen[kind][name] = value\n            elif what == "step":',
        'pass\n            elif what == "step":',
        (
            f"{DUNE_TABLE}::test_battle_plans_are_entered_with_chips_behind_the_curtain_and_revealed_together",
            f"{DRACONIUM_TABLE}::test_each_kind_of_prompt_is_answered_by_clicking_its_chips_or_cards",
        ),
    ),
    Fault(
        "the stepper's + and − do not step",
        "game/table/choices.py",
        "values[max(0, min(len(values) - 1, i + delta))]",
        "values[i]",
        (f"{DUNE_TABLE}::test_a_bid_is_raised_with_the_stepper_and_placed_with_go",),
    ),
    Fault(
        "mouse clicks on the table's buttons do nothing",
        "game/scenes/table.py",
        "elif isinstance(target, Button):\n                self.press(target)",
        "elif isinstance(target, Button):\n                pass",
        (
            f"{TABLE}::test_clicking_end_turn_then_two_cards_and_discard_makes_those_moves_r9",
            f"{DRACONIUM_TABLE}::test_end_phase_and_play_all_treasures_are_clicked_with_the_mouse",
        ),
    ),
    Fault(
        "a drop on a zone is never submitted",
        "game/scenes/table.py",
        "problem = self.session.submit(release.move)",
        "problem = None",
        (f"{TABLE}::test_dragging_a_card_onto_a_legal_target_plays_it",),
    ),
    Fault(
        "a count chosen while holding a stack is ignored",
        "game/scenes/table.py",
        "return self._carry(key - pygame.K_0, absolute=True)",
        "return False",
        (f"{DUNE_TABLE}::test_a_key_sets_the_count_and_a_drop_out_of_reach_changes_nothing",),
    ),
    Fault(
        "the curtain never lifts",
        "game/scenes/curtain.py",
        "if lift and not self.lifted:",
        "if False:",
        (f"{TABLE}::test_the_curtain_covers_a_hand_over_between_people",),
    ),
    Fault(
        "no curtain between two people",
        "game/session.py",
        "if self.viewer is None or self._views_differ(self.viewer, seat):\n            return seat",
        "if self.viewer is None:\n            return seat",
        (f"{TABLE}::test_the_curtain_covers_a_hand_over_between_people",),
    ),
    # -- each game's table ---------------------------------------------------------------
    Fault(
        "Dragon Riders: a click on a hand card never picks it for a discard",
        "game/games/riders/table/kit.py",
        "if view.phase == DISCARD:\n            self.toggle_discard(piece)\n"
        "            return True",
        "if view.phase == DISCARD:\n            return True",
        (f"{TABLE}::test_clicking_end_turn_then_two_cards_and_discard_makes_those_moves_r9",),
    ),
    Fault(
        "Dragon Dune: revealed battle plans are never shown",
        "game/games/dune/table/kit.py",
        "self._show_reveal(view, fight)",
        "pass",
        (
            f"{DUNE_TABLE}::test_battle_plans_are_entered_with_chips_behind_the_curtain_and_revealed_together",
        ),
    ),
    Fault(
        "Dragon Riders: a unit board's HP colours swapped",
        "game/games/riders/table/boards.py",
        "return HEALTHY if share > 0.5 else WOUNDED if share > 0.25 else CRITICAL",
        "return HEALTHY if share > 0.25 else WOUNDED if share > 0.5 else CRITICAL",
        ("tests/cards/test_faces.py",),
    ),
    # -- the rules -----------------------------------------------------------------------
    Fault(
        "kernel: the not-your-decision gate removed",
        "game/core/rules_base.py",
        "if pending is None or move.seat not in pending.seats:\n"
        "                return self.not_yours(state, move)",
        "if pending is None:\n                return self.not_yours(state, move)",
        ("tests/core/test_rules_base.py",),
    ),
    Fault(
        "Dragon Riders: a card costing more energy than you have is allowed",
        "game/games/riders/rules.py",
        "if me.energy < cost:\n            return _err(\n"
        '                "not-enough-energy", f"{card.name}',
        'if False:\n            return _err(\n                "not-enough-energy", f"{card.name}',
        ("tests/games/riders/test_cards.py", f"{TABLE}"),
    ),
    Fault(
        "Dragon Riders: no discard down to 5 at the end of a turn (R9)",
        "game/games/riders/turns.py",
        "if excess > 0:  # R9",
        "if False:  # R9",
        (f"{TABLE}::test_clicking_end_turn_then_two_cards_and_discard_makes_those_moves_r9",),
    ),
    Fault(
        "Dragon Dune: a stack may move between regions without a border",
        "game/games/dune/recruit.py",
        "if not ctx.board.adjacent(a, b):",
        "if False:",
        ("tests/games/dune/test_recruit.py",),
    ),
    Fault(
        "Draconium: a Treasure may be played in the Action phase",
        "game/games/draconium/rules.py",
        'if state.phase != BUY:\n            return err("not-buy-phase", '
        '"Treasures can only be played in your Buy phase.")\n        if not is_(',
        'if False:\n            return err("not-buy-phase", '
        '"Treasures can only be played in your Buy phase.")\n        if not is_(',
        (
            f"{DRACONIUM_TABLE}::test_a_treasure_dragged_in_the_action_phase_is_refused_with_the_rules_reason",
        ),
    ),
    Fault(
        "Draconium: a refusal's words changed",
        "game/games/draconium/rules.py",
        'f"You need ${card.cost} to buy {card.name}; you have ${state.coins}."',
        'f"You need ${card.cost} for {card.name}; you have ${state.coins}."',
        (f"{DRACONIUM_TABLE}::test_buying_what_you_cannot_afford_is_refused_and_changes_nothing",),
    ),
    Fault(
        "Draconium: the fewest VP win",
        "game/games/draconium/scoring.py",
        "best = max(points.values())",
        "best = min(points.values())",
        (
            "tests/games/draconium/test_lines_phase.py::test_the_last_province_bought_with_none_on_the_mat_ends_the_game",
        ),
    ),
    # -- the menus -----------------------------------------------------------------------
    Fault(
        "Continue seats a new game instead of the saved one",
        "game/scenes/title.py",
        'self.error = ""\n        self.app.stack.push("table", session=session)',
        'self.error = ""\n        self.app.stack.push("table", session=Session(session.ruleset,'
        " session.plans, session.seed, dict(session.state.options)))",
        (f"{MENUS}::test_continue_with_a_good_autosave_sits_down_at_the_table_and_plays_on",),
    ),
    Fault(
        "Play again forgets the game's options",
        "game/scenes/results.py",
        "session = Session(old.ruleset, old.plans, seed, dict(old.state.options))",
        "session = Session(old.ruleset, old.plans, seed, {})",
        (f"{MENUS}::test_a_finished_game_at_the_table_goes_to_its_results_and_plays_again",),
    ),
    Fault(
        "undo replays the move it should take back",
        "game/session.py",
        "for move in old.moves[:-1]:",
        "for move in old.moves:",
        (
            "tests/test_undo.py::test_undo_says_who_took_back_what_in_the_log_and_the_move_can_be_made_again",
        ),
    ),
    Fault(
        "a refusal outlives the next accepted move",
        "game/table/messages.py",
        'a refusal from before it no longer applies."""\n        self.refusal = None',
        'a refusal from before it no longer applies."""\n        pass',
        (f"{HABITS}::test_a_refusal_is_shown_to_its_seat_and_cleared_by_the_next_accepted_move",),
    ),
    Fault(
        "a move that gives something up is made without asking",
        "game/scenes/table.py",
        "if button.confirm:",
        "if False:",
        (f"{HABITS}::test_a_button_that_gives_something_up_asks_once_and_no_goes_back",),
    ),
    Fault(
        "Tab selects nothing",
        "game/scenes/table.py",
        "self.picked = legal[(at + step) % len(legal)]",
        "self.picked = None",
        (f"{HABITS}::test_tab_selects_each_legal_move_in_turn_and_enter_plays_it",),
    ),
)


class StaleFault(Exception):
    """A fault's target text is not in its file (any more): the list must be updated."""


def copy_tree(into: Path) -> None:
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, into / name, ignore=SKIPPED)
        else:
            shutil.copy2(source, into / name)


def check_targets(faults: Sequence[Fault], root: Path) -> None:
    """Every fault's text is found exactly once in its file, and the fault compiles."""
    for fault in faults:
        path = root / fault.file
        if not path.exists():
            raise StaleFault(f"{fault.name}: {fault.file} no longer exists")
        text = path.read_text(encoding="utf-8")
        found = text.count(fault.old)
        if found != 1:
            where = "not found" if found == 0 else f"found {found} times"
            raise StaleFault(f"{fault.name}: the target text is {where} in {fault.file}")
        compile(text.replace(fault.old, fault.new), str(path), "exec")


def run_tests(root: Path, tests: Sequence[str], home: Path) -> tuple[bool, str]:
    """Run `tests` in the copy; (passed, the last lines of pytest's output)."""
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        DRAGON_TABLE_HOME=str(home),
        PYTHONDONTWRITEBYTECODE="1",
    )
    env.pop("PYTHONPATH", None)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-x", "-q", *tests],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
    )
    lines = done.stdout.strip().splitlines()
    errors = [line for line in lines if line.startswith("E  ")][:2]
    tail = "\n".join([*errors, *lines[-2:-1]])
    return done.returncode == 0, tail


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", default="", help="only the faults whose name holds this")
    parser.add_argument("--list", action="store_true", help="list the faults and stop")
    parser.add_argument("--why", action="store_true", help="show how each fault was caught")
    args = parser.parse_args(argv)
    faults = [f for f in FAULTS if args.k.lower() in f.name.lower()]
    if args.list:
        for fault in faults:
            print(f"{fault.name}  [{fault.file}]")
            for test in fault.tests:
                print(f"    {test}")
        return 0
    with tempfile.TemporaryDirectory(prefix="mutate-") as folder:
        root, home = Path(folder) / "repo", Path(folder) / "home"
        root.mkdir()
        home.mkdir()
        copy_tree(root)
        where = subprocess.run(
            [sys.executable, "-c", "import game; print(game.__file__)"],
            cwd=root,
            capture_output=True,
            text=True,
            env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
        ).stdout.strip()
        if not where.startswith(str(root)):
            print(f"the copy's tests would import the game from {where}", file=sys.stderr)
            return 2
        try:
            check_targets(faults, root)
        except StaleFault as exc:
            print(f"stale fault list: {exc}", file=sys.stderr)
            return 2
        every = sorted({t for f in faults for t in f.tests})
        print(f"baseline: {len(every)} test targets on the copy as it is …", flush=True)
        passed, tail = run_tests(root, every, home)
        if not passed:
            print(f"the tests fail without any fault; fix them first:\n{tail}", file=sys.stderr)
            return 2
        killed: list[str] = []
        survived: list[str] = []
        for fault in faults:
            path = root / fault.file
            original = path.read_text(encoding="utf-8")
            path.write_text(original.replace(fault.old, fault.new), encoding="utf-8")
            start = time.monotonic()
            try:
                passed, tail = run_tests(root, fault.tests, home)
            finally:
                path.write_text(original, encoding="utf-8")
            verdict = "survived" if passed else "killed"
            (survived if passed else killed).append(fault.name)
            print(f"{verdict:8}  {fault.name}  ({time.monotonic() - start:.0f} s)", flush=True)
            if passed or args.why:
                print("\n".join(f"          {line}" for line in tail.splitlines()))
    total = len(killed) + len(survived)
    print(f"\nscore: {len(killed)}/{total} faults killed")
    for name in survived:
        print(f"survived: {name}")
    return 0 if not survived else 1


if __name__ == "__main__":
    sys.exit(main())
