"""A report of something that went wrong, written beside the game so nothing is lost:
the version, the machine, the game, its seed and every move so far (a save that replays
it), and the traceback. The crash screen writes one for an unexpected error; the table
writes one when a bot fails and the game goes on without it."""

from __future__ import annotations

import json
import logging
import platform
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from game import __version__, paths
from game.core import saves

if TYPE_CHECKING:
    from game.session import Session

log = logging.getLogger("game")


def report_text(exc: BaseException, session: Session | None, save_path: Path | None) -> str:
    frozen = "frozen app" if paths.FROZEN else "from source"
    lines = [
        f"Dragon Table {__version__} crash report",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"system: {platform.platform()}; Python {platform.python_version()}; {frozen}",
        f"error: {type(exc).__name__}: {exc}",
    ]
    if session is not None:
        state = session.state
        lines += [
            f"game: {state.game}",
            f"seed: {state.seed}",
            f"options: {json.dumps(dict(state.options), sort_keys=True)}",
            "players: "
            + ", ".join(f"{p.name} ({'human' if p.human else p.bot})" for p in session.plans),
            f"moves so far: {len(state.moves)}",
        ]
        if save_path is not None:
            lines.append(f"the game so far, as a save: {save_path}")
        lines.append("moves: " + json.dumps([m.to_json() for m in state.moves]))
    else:
        lines.append("game: none was being played")
    lines += ["", "traceback:", *traceback.format_exception(exc)]
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def write_report(exc: BaseException, session: Session | None) -> Path:
    """Write the report (and the game, as a save) and return the report's path."""
    folder = paths.user_data_dir() / "crashes"
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder.mkdir(parents=True, exist_ok=True)
    save_path: Path | None = None
    if session is not None:
        save_path = folder / f"crash-{stamp}-game.json"
        try:
            data = saves.save_data(session.state, scenario=session.scenario)
            data["players"] = [p.to_json() for p in session.plans]
            save_path.write_text(json.dumps(data, indent=1), encoding="utf-8")
        except Exception:  # the report matters more than the save
            log.exception("could not save the crashed game")
            save_path = None
    path = folder / f"crash-{stamp}.txt"
    path.write_text(report_text(exc, session, save_path), encoding="utf-8")
    log.error("crash report written to %s", path)
    return path
