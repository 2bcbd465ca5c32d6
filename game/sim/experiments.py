"""A simulation, an A/B comparison on the same seeds, and a nudge across a range.

Each returns JSON-ready dicts; `cli` and the Balance tab write and show them.
"""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from game import paths
from game.core.errors import DataError
from game.core.registry import Registry
from game.sim.chunks import Progress
from game.sim.nudge import NudgeError, find_value, nudged
from game.sim.play import hooks_for, rules_for
from game.sim.pool import simulate
from game.sim.records import GameRecord, SimSpec
from game.sim.stats import Rate, difference, summarize, wilson


def universe_for(registry: Registry, spec: SimSpec) -> dict[str, list[str]]:
    """Per use, every card of the game (for "never used"); empty if the game's
    balance module does not list its cards."""
    entry = registry.entry(spec.game)
    hooks = hooks_for(entry)
    if hooks is None or not hasattr(hooks, "all_cards"):
        return {}
    names = list(hooks.all_cards(rules_for(entry, spec)))
    uses = dict.fromkeys(use for use, _ in hooks.KINDS.values())
    return {use: names for use in uses}


def run_games(
    registry: Registry,
    spec: SimSpec,
    jobs: int = 1,
    progress: Progress | None = None,
    backend: str = "local",
) -> tuple[dict[str, Any], list[GameRecord]]:
    records = simulate(registry, spec, jobs, progress, backend)
    return summarize(spec, records, universe_for(registry, spec)), records


def _rate(data: dict[str, Any]) -> Rate:
    return Rate(data["k"], data["n"], data["rate"], data["low"], data["high"])


def _row(what: str, a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    ra, rb = _rate(a), _rate(b)
    d = difference(rb, ra)
    return {
        "what": what,
        "a": a,
        "b": b,
        "difference": {"diff": d.diff, "low": d.low, "high": d.high, "clear": d.clear},
    }


def compare(a: dict[str, Any], b: dict[str, Any], label_a: str, label_b: str) -> dict[str, Any]:
    """B against A, row by row: seats, bots, and each card use both counted."""
    rows = [
        _row(f"seat {x['seat']} wins", x, y) for x, y in zip(a["seats"], b["seats"], strict=True)
    ]
    bots_b = {x["bot"]: x for x in b["bots"]} if len(a["bots"]) > 1 else {}
    rows += [_row(f"{x['bot']} wins", x, bots_b[x["bot"]]) for x in a["bots"] if x["bot"] in bots_b]
    cards_b = {(c["use"], c["card"], c["bot"]): c for c in b["cards"]}
    card_rows = []
    for c in a["cards"]:
        other = cards_b.get((c["use"], c["card"], c["bot"]))
        if other is not None:
            what = f"{c['card']} {c['use']} by {c['bot']}: its users win"
            card_rows.append(_row(what, c["used"], other["used"]))
    card_rows.sort(key=lambda r: (not r["difference"]["clear"], -abs(r["difference"]["diff"])))
    return {"a": label_a, "b": label_b, "rows": rows + card_rows[:12], "all_cards": card_rows}


def card_file_of(spec: SimSpec) -> Path:
    return spec.cards or paths.card_file(spec.game)


def nudge(
    registry: Registry,
    spec: SimSpec,
    card: str,
    field: str,
    offsets: list[int],
    folder: Path,
    jobs: int = 1,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """The same seeds under each value of one card's number. A value the game's card
    loader refuses (a negative cost) is listed with the loader's reason."""
    source = card_file_of(spec)
    text = source.read_text(encoding="utf-8")
    _, original = find_value(text, card, field)
    folder.mkdir(parents=True, exist_ok=True)
    points: list[dict[str, Any]] = []
    refused: list[dict[str, Any]] = []
    for offset in offsets:
        value = original + offset
        copy = folder / f"{source.stem}.{card}.{field}={value}{source.suffix}"
        copy.write_text(nudged(text, card, field, value), encoding="utf-8")
        tried = replace(spec, cards=copy, label=f"{card}.{field} = {value}")
        try:
            summary, _ = run_games(registry, tried, jobs, progress)
        except DataError as exc:
            refused.append({"value": value, "why": str(exc)})
            continue
        points.append(_point(summary, card, value))
    return {
        "card": card,
        "field": field,
        "original": original,
        "points": points,
        "refused": refused,
    }


def _point(summary: dict[str, Any], card: str, value: int) -> dict[str, Any]:
    """The nudged card's users' win rate (its most counted use) and seat 1's."""
    mine = [c for c in summary["cards"] if c["card"].lower().replace(" ", "_") == card.lower()]
    mine += [c for c in summary["cards"] if c["card"] == card and c not in mine]
    best = max(mine, key=lambda c: c["used"]["n"], default=None)
    empty = wilson(0, 0)
    card_rate = best["used"] if best else {**empty.__dict__}
    return {
        "value": value,
        "use": best["use"] if best else "",
        "card": card_rate,
        "seat1": summary["seats"][0],
        "summary": summary,
    }


def temporary_folder() -> Path:
    return Path(tempfile.mkdtemp(prefix="dragon-table-balance-"))


NUDGE_ERRORS = (NudgeError, DataError, OSError)
