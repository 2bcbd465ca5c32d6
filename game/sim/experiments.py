"""A simulation, an A/B comparison on the same seeds, and a nudge across a range.

Each returns JSON-ready dicts; `cli` and the Balance tab write and show them.
"""

from __future__ import annotations

import math
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from game import paths
from game.core.errors import DataError
from game.core.registry import Registry
from game.sim.chunks import Progress
from game.sim.clustered import Game, clustered_split
from game.sim.nudge import NudgeError, find_value, nudged
from game.sim.paired import benjamini_hochberg, paired_shares
from game.sim.play import hooks_for, rules_for
from game.sim.pool import Stop, simulate
from game.sim.records import GameRecord, SimSpec
from game.sim.stats import Z95, Rate, difference, summarize, wilson


def universe_for(registry: Registry, spec: SimSpec) -> dict[str, list[str]]:
    """Per use, every card of the game that can be used that way (for "never used"):
    a balance module's `all_cards(rules)` lists them, one list for every use or a dict
    per use; empty if it lists none."""
    entry = registry.entry(spec.game)
    hooks = hooks_for(entry)
    if hooks is None or not hasattr(hooks, "all_cards"):
        return {}
    cards = hooks.all_cards(rules_for(entry, spec))
    if isinstance(cards, dict):  # the game says which cards can be used each way
        return {use: list(names) for use, names in cards.items()}
    uses = dict.fromkeys(use for use, _ in hooks.KINDS.values())
    return {use: list(cards) for use in uses}


def run_games(
    registry: Registry,
    spec: SimSpec,
    jobs: int = 1,
    progress: Progress | None = None,
    backend: str = "local",
    stop: Stop | None = None,
) -> tuple[dict[str, Any], list[GameRecord]]:
    """Every game of `spec` and its summary. When `stop()` says so, `Stopped` is raised
    (the run is not whole, so no summary)."""
    records = simulate(registry, spec, jobs, progress, backend, stop)
    if stop is not None and len(records) < spec.games:
        raise Stopped(f"stopped after {len(records):,} of {spec.games:,} games")
    return summarize(spec, records, universe_for(registry, spec)), records


class Stopped(Exception):
    """A run asked to stop before its last game."""


def _rate(data: dict[str, Any]) -> Rate:
    return Rate(data["k"], data["n"], data["rate"], data["low"], data["high"])


def _row(what: str, a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """A row of independent arms known only by their rates (no records): Newcombe's
    difference, its p from the two intervals' widths (normal)."""
    ra, rb = _rate(a), _rate(b)
    d = difference(rb, ra)
    se = (d.high - d.low) / (2 * Z95)
    p = math.erfc(abs(d.diff) / se / math.sqrt(2)) if se > 0 else float(d.diff == 0)
    return {
        "what": what,
        "a": a,
        "b": b,
        "kind": "independent",
        "p": p,
        "difference": {"diff": d.diff, "low": d.low, "high": d.high, "clear": d.clear},
    }


def _share(record: GameRecord, seat: int) -> float:
    """A seat's share of a game's win (a shared win is split; a draw is no win)."""
    return 1 / len(record.winners) if seat in record.winners else 0.0


def _paired_row(what: str, a: list[float], b: list[float]) -> dict[str, Any]:
    """A row of the same games in both arms, one number a game: B − A paired, with
    how many changed."""
    result = paired_shares(a, b)
    d = result.difference
    n = len(a)
    rate_a, rate_b = wilson(round(sum(a)), n), wilson(round(sum(b)), n)
    return {
        "what": what,
        "a": asdict(rate_a),
        "b": asdict(rate_b),
        "kind": "paired",
        "changed": result.changed,
        "p": result.p,
        "difference": {"diff": d.diff, "low": d.low, "high": d.high, "clear": d.clear},
    }


Count = Callable[[GameRecord], tuple[float, float]]
"""What a row counts in one game: (wins or uses, seats)."""


def _games_row(
    what: str,
    count: Count,
    a: list[GameRecord],
    b: list[GameRecord],
    paired: bool,
    kind: str = "",
) -> dict[str, Any]:
    """B − A over the seats of every game, clustered by game (`game.sim.clustered`):
    paired, the games of one seed are one cluster in both arms; else the arms are
    independent games. `changed`: the games whose count differs between the arms."""
    table: Counter[Game] = Counter()
    changed = 0
    if paired:
        for x, y in zip(a, b, strict=True):
            (ya, ma), (yb, mb) = count(x), count(y)
            table[yb, mb, ya, ma] += 1
            changed += (ya, ma) != (yb, mb)
    else:
        table.update((0.0, 0.0, *count(x)) for x in a)
        table.update((*count(y), 0.0, 0.0) for y in b)
    split = clustered_split(table)
    d = split.difference
    row = {
        "what": what,
        "a": asdict(split.second),
        "b": asdict(split.first),
        "kind": kind or ("paired" if paired else "independent"),
        "clustered": "by game",
        "p": split.p,
        "difference": {"diff": d.diff, "low": d.low, "high": d.high, "clear": d.clear},
    }
    if paired:
        row["changed"] = changed
    return row


def corrected(rows: list[dict[str, Any]], q: float = 0.05) -> list[dict[str, Any]]:
    """Every row of a table judged together: `clear` only where Benjamini–Hochberg
    keeps it at a false-discovery rate `q` and its interval leaves out zero (the
    rows are changed in place, and returned)."""
    found = benjamini_hochberg([row["p"] for row in rows], q)
    for row, hit in zip(rows, found, strict=True):
        d = row["difference"]
        d["clear"] = bool(hit) and (d["low"] > 0 or d["high"] < 0)
    return rows


def changed_cards(a: Path, b: Path) -> list[str]:
    """The cards, units and other entries two card files hold differently (added,
    removed or changed), by name (their id where they have no name)."""
    from game.core.data import loads_toml

    def entries(path: Path) -> dict[str, Any]:
        try:
            data = loads_toml(path.read_text(encoding="utf-8"), str(path), "card file")
        except (OSError, UnicodeDecodeError, DataError):
            return {}
        found: dict[str, Any] = {}
        for value in data.values():
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, dict) and ("name" in item or "id" in item):
                        found[str(item.get("name", item.get("id")))] = item
        return found

    old, new = entries(a), entries(b)
    return sorted(n for n in old.keys() | new.keys() if old.get(n) != new.get(n))


def _same_card(name: str, wanted: str) -> bool:
    def norm(words: str) -> str:
        return words.lower().replace("_", " ").strip()

    return norm(name) == norm(wanted)


def compare(
    a: dict[str, Any],
    b: dict[str, Any],
    label_a: str,
    label_b: str,
    a_records: list[GameRecord] | None = None,
    b_records: list[GameRecord] | None = None,
    changed: list[str] | None = None,
) -> dict[str, Any]:
    """B against A. With each arm's records on the same seeds, the rows are paired game
    by game (seats' and bots' win shares, how often each card is used), with how many
    games changed winner; on other seeds the arms are independent. Every row over seats
    is clustered by game (two seats of one game are not independent), and every row is
    judged with all the others: a row is clear only after Benjamini–Hochberg across
    the whole table. The rows of the changed cards (`changed`) come first and are
    always shown. Whether a card's users win more is a correlation in either arm, and
    is labelled one."""
    changed = changed or []
    rows: list[dict[str, Any]] = []
    card_rows: list[dict[str, Any]] = []
    users: list[dict[str, Any]] = []
    games = changed_winner = 0
    have = a_records is not None and b_records is not None
    paired = False
    if have:
        assert a_records is not None and b_records is not None
        xs = [r for r in a_records if not r.failed]
        ys = [r for r in b_records if not r.failed]
        seeds_b = {r.seed for r in ys}
        paired = bool(xs) and {r.seed for r in xs} == seeds_b
        if paired:
            by_seed = {r.seed: r for r in ys}
            ys = [by_seed[x.seed] for x in xs]
            games = len(xs)
            changed_winner = sum(x.winners != y.winners for x, y in zip(xs, ys, strict=True))
        rows, card_rows, users = _record_rows(xs, ys, paired)
    else:
        rows = [
            _row(f"seat {x['seat']} wins", x, y)
            for x, y in zip(a["seats"], b["seats"], strict=True)
        ]
        cards_b = {(c["use"], c["card"], c["bot"]): c for c in b["cards"]}
        for c in a["cards"]:
            other = cards_b.get((c["use"], c["card"], c["bot"]))
            if other is not None:
                what = f"{c['card']} {c['use']} by {c['bot']}: its users win (a correlation)"
                row = _row(what, c["used"], other["used"])
                row["card"], row["use"], row["kind"] = c["card"], c["use"], "correlation"
                users.append(row)
    corrected(rows + card_rows + users)
    every = card_rows + users
    first = [r for r in every if any(_same_card(r["card"], n) for n in changed)]
    rest = sorted(
        (r for r in card_rows if r not in first),
        key=lambda r: (not r["difference"]["clear"], -abs(r["difference"]["diff"])),
    )
    return {
        "a": label_a,
        "b": label_b,
        "paired": paired,
        "games": games,
        "games_a": len(a_records) if a_records is not None else a["games"],
        "games_b": len(b_records) if b_records is not None else b["games"],
        "changed_winner": changed_winner,
        "changed_cards": changed,
        "compared": len(rows) + len(every),
        "rows": rows + first + rest[: max(0, 12 - len(first))],
        "all_cards": first + [r for r in every if r not in first],
    }


def _record_rows(
    xs: list[GameRecord], ys: list[GameRecord], paired: bool
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """compare's rows from the two arms' games (`ys[i]` is `xs[i]`'s seed where paired):
    seats and bots, how often each card is used, and how often its users win."""
    rows: list[dict[str, Any]] = []
    players = len(xs[0].bots) if xs else 0
    for s in range(players):
        what = f"seat {s + 1} wins"
        if paired:  # one number a game: McNemar's exact test on the games that changed
            rows.append(_paired_row(what, [_share(x, s) for x in xs], [_share(y, s) for y in ys]))
        else:

            def seat(r: GameRecord, s: int = s) -> tuple[float, float]:
                return _share(r, s), 1.0

            rows.append(_games_row(what, seat, xs, ys, False))
    kinds = sorted({k for r in xs + ys for k in r.bots})
    for kind in kinds if len(kinds) > 1 else []:

        def won(r: GameRecord, kind: str = kind) -> tuple[float, float]:
            mine = [s for s, k in enumerate(r.bots) if k == kind]
            return sum(_share(r, s) for s in mine), float(len(mine))

        rows.append(_games_row(f"{kind} wins", won, xs, ys, paired))
    uses = sorted(
        {(u, n) for r in xs + ys for u, per in r.uses.items() for names in per for n in names}
    )
    card_rows, users = [], []
    for use, name in uses:

        def used(r: GameRecord, use: str = use, name: str = name) -> tuple[float, float]:
            per = r.uses.get(use, ())
            return float(sum(name in names for names in per)), float(len(r.bots))

        row = _games_row(f"{name} {use}: seats that did", used, xs, ys, paired)
        row["card"], row["use"] = name, use
        card_rows.append(row)
        for kind in kinds:

            def wins(
                r: GameRecord, use: str = use, name: str = name, kind: str = kind
            ) -> tuple[float, float]:
                per = r.uses.get(use, ())
                mine = [s for s, names in enumerate(per) if name in names and r.bots[s] == kind]
                return float(sum(s in r.winners for s in mine)), float(len(mine))

            what = f"{name} {use} by {kind}: its users win (a correlation)"
            row = _games_row(what, wins, xs, ys, paired, "correlation")
            if row["a"]["n"] and row["b"]["n"]:
                row["card"], row["use"] = name, use
                users.append(row)
    return rows, card_rows, users


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
    stop: Stop | None = None,
) -> dict[str, Any]:
    """The same seeds under each value of one card's number, each paired with the file as
    it stands: per value, B − A game by game for the seats, and for how often the card
    is used each way (`paired`), with the games that changed winner. A value the game's
    card loader refuses (a negative cost) is listed with the loader's reason."""
    source = card_file_of(spec)
    text = source.read_text(encoding="utf-8")
    _, original = find_value(text, card, field)
    folder.mkdir(parents=True, exist_ok=True)
    base_summary, base = run_games(registry, replace(spec, cards=source), jobs, progress, stop=stop)
    points: list[dict[str, Any]] = []
    refused: list[dict[str, Any]] = []
    for offset in offsets:
        value = original + offset
        if offset == 0:
            summary, records = base_summary, base
        else:
            copy = folder / f"{source.stem}.{card}.{field}={value}{source.suffix}"
            copy.write_text(nudged(text, card, field, value), encoding="utf-8")
            tried = replace(spec, cards=copy, label=f"{card}.{field} = {value}")
            try:
                summary, records = run_games(registry, tried, jobs, progress, stop=stop)
            except DataError as exc:
                refused.append({"value": value, "why": str(exc)})
                continue
        point = _point(summary, card, value)
        paired = compare(
            base_summary, summary, f"{field} {original}", f"{field} {value}", base, records,
            [card],
        )  # fmt: skip
        point["paired"] = {
            "games": paired["games"],
            "changed_winner": paired["changed_winner"],
            "seats": [r for r in paired["rows"] if r["what"].startswith("seat ")],
            "card": [r for r in paired["all_cards"] if r["kind"] == "paired"
                     and _same_card(r["card"], card)] + _held_rows(card, base, records),
        }  # fmt: skip
        points.append(point)
    # The nudge's table (every value's seat, card and held rows) is judged as one.
    shown = [row for point in points for key in ("seats", "card") for row in point["paired"][key]]
    corrected(shown)
    return {
        "card": card,
        "field": field,
        "original": original,
        "points": points,
        "refused": refused,
        "summary": base_summary,  # the file as it stands, and its games
        "records": base,
    }


def _held_rows(card: str, a: list[GameRecord], b: list[GameRecord]) -> list[dict[str, Any]]:
    """Where `card` is a unit, faction or other choice a seat holds (`Kael.hp`): the win
    shares of the seats that held it, game by game in both arms (paired)."""
    kinds = sorted(
        {k for r in a for k, names in r.choices.items() if any(_same_card(n, card) for n in names)}
    )
    rows = []
    for kind in kinds:
        pairs = [(x, y) for x, y in zip(a, b, strict=True) if not x.failed and not y.failed]

        def won(r: GameRecord, kind: str = kind) -> float:
            names = r.choices.get(kind, ())
            return sum(_share(r, s) for s, n in enumerate(names) if _same_card(n, card))

        row = _paired_row(
            f"{card} ({kind}): games won by a seat that held it",
            [won(x) for x, _ in pairs],
            [won(y) for _, y in pairs],
        )
        row["card"], row["use"] = card, "held"
        rows.append(row)
    return rows


def _point(summary: dict[str, Any], card: str, value: int) -> dict[str, Any]:
    """The nudged card's users' win rate (its most counted use) and seat 1's; for a unit,
    faction or other choice, its holders' win share."""
    mine = [c for c in summary["cards"] if c["card"].lower().replace(" ", "_") == card.lower()]
    mine += [c for c in summary["cards"] if c["card"] == card and c not in mine]
    best = max(mine, key=lambda c: c["used"]["n"], default=None)
    empty = wilson(0, 0)
    card_rate, use = (best["used"], best["use"]) if best else ({**empty.__dict__}, "")
    held = [c for c in summary.get("choices", []) if _same_card(c["name"], card)]
    if best is None and held:
        choice = max(held, key=lambda c: c["held"])
        card_rate = {k: choice[k] for k in ("k", "n", "rate", "low", "high")}
        use = f"held as {choice['kind']}"
    return {
        "value": value,
        "use": use,
        "card": card_rate,
        "seat1": summary["seats"][0],
        "summary": summary,
    }


def temporary_folder() -> Path:
    return Path(tempfile.mkdtemp(prefix="dragon-table-balance-"))


NUDGE_ERRORS = (NudgeError, DataError, OSError)
