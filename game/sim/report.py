"""A simulation's files and its words: summary.json, games.csv and the text report."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.core.saves import write_atomic
from game.sim.ablation import ablation_lines
from game.sim.dealt import dealt_lines
from game.sim.edit import plan_lines
from game.sim.records import GameRecord

CSV_COLUMNS = (
    "game",
    "seed",
    "seats",
    "bots",
    "winner",
    "ending",
    "moves",
    "cut",
    "scores",
    "failed",
)
"""games.csv: one row per game. `seats` is the number of players, `bots` the kinds
seat by seat ("greedy|random"), `winner` the winning seats from 1 ("" for a draw or
a cut-off game), `scores` each seat's standing at the end ("|" between seats), `failed`
why a bot failed in the game ("" for a game played to its end or its budget)."""


def games_csv(records: Sequence[GameRecord]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for r in records:
        writer.writerow(
            (
                r.index + 1,
                r.seed,
                len(r.bots),
                "|".join(r.bots),
                "|".join(str(s + 1) for s in r.winners),
                r.ending,
                r.moves,
                int(r.cut),
                "|".join(r.scores),
                r.failed,
            )
        )
    return out.getvalue()


def write_outputs(folder: Path, summary: dict[str, Any], records: Sequence[GameRecord]) -> None:
    """summary.json and games.csv into `folder` (made if missing), each written whole."""
    folder.mkdir(parents=True, exist_ok=True)
    write_atomic(folder / "summary.json", json.dumps(summary, indent=1, ensure_ascii=False))
    write_atomic(folder / "games.csv", games_csv(records))
    for name in ("summary.json", "games.csv"):  # results are for sharing, not private
        (folder / name).chmod(0o644)


def _pct(rate: dict[str, Any]) -> str:
    if not rate["n"]:
        return "no games"
    return f"{100 * rate['rate']:.1f} % ({100 * rate['low']:.1f}–{100 * rate['high']:.1f})"


def report_lines(summary: dict[str, Any], cards_shown: int = 12) -> list[str]:
    """The summary as lines a designer reads in a terminal."""
    played_on = summary.get("spec", {}).get("map")
    on_map = f" on the map {played_on}" if played_on else ""
    lines = [f"{summary['games']:,} games of {summary['game']}{on_map}."]
    if summary.get("verdict"):
        lines.append("Verdict:")
        lines += [f"  {sentence}" for sentence in summary["verdict"]]
    lines.append(played_by([b["bot"] for b in summary["bots"]]))
    lines.append("Win rate by seat, as played (95 % interval; a shared win counts a share):")
    lines += [f"  seat {s['seat']}: {_pct(s)}" for s in summary["seats"]]
    fair = summary.get("seat_fairness")
    if fair and fair.get("n"):
        lines.append(f"Seat 1 net of what the seats held: {_pct(fair)} ({fair['how']}).")
    kinds = sorted({c["kind"] for c in summary.get("choices", [])})
    for kind in kinds:
        lines.append(f"Win share by {kind} (the seats that held it):")
        lines += [
            f"  {c['name']}: {_pct(c)}, {c['held']:,} seats"
            for c in summary["choices"]
            if c["kind"] == kind
        ]
    if len(summary["bots"]) > 1:
        lines.append("Win rate by bot, per seat held:")
        lines += [f"  {b['bot']}: {_pct(b)}" for b in summary["bots"]]
        lines.append("Matchups (the first bot's wins where both sat):")
        lines += [f"  {m['bot']} v {m['versus']}: {_pct(m)}" for m in summary["matchups"]]
    lines.append("How games ended:")
    lines += [f"  {e['ending']}: {e['k']:,} ({_pct(e)})" for e in summary["endings"]]
    if summary["draws"] or summary["cut"]:
        lines.append(
            f"Draws: {summary['draws']:,}; cut off by the move budget: {summary['cut']:,}."
        )
    for failure in summary.get("failures", []):
        lines.append(
            f"Game {failure['game']} (seed {failure['seed']}) failed and is left out: "
            f"{failure['why']}"
        )
    length = summary["length"]
    lines.append(
        f"Length: median {length['median']:.0f} moves, 95th percentile {length['p95']:.0f}, "
        f"from {length['min']} to {length['max']}."
    )
    if summary.get("use_rates"):
        lines.append("How often each card is used (share of seats; times a game):")
        for row in summary["use_rates"][:cards_shown]:
            lines.append(
                f"  {row['card']} {row['use']}: {100 * row['rate']:.1f} % of seats, "
                f"{row['per_game']:.2f} a game"
            )
    if summary.get("pick_positions"):
        lines.append("Average place in a seat's draft (1 is its first pick), earliest first:")
        lines += [
            f"  {row['card']}: {row['mean']:.1f} ({row['picks']:,} picks)"
            for row in summary["pick_positions"][:cards_shown]
        ]
    if summary.get("what_changed"):
        lines += plan_lines(summary["what_changed"])
    lines += ablation_lines(summary.get("ablations", []))
    lines += dealt_lines(summary.get("dealt", []))
    for use, names in summary["never_used"].items():
        if names:
            lines.append(f"Never {use}: {', '.join(names)}.")
    lines.append(summary["precision"]["words"])
    lines += correlation_lines(summary, cards_shown)
    return lines


def correlation_lines(summary: dict[str, Any], shown: int = 12) -> list[str]:
    """The report's last section, under a heading of its own: which card uses go with
    winning (associations, clustered by game, corrected by Benjamini–Hochberg)."""
    cards = summary.get("cards", [])
    if not cards:
        return []
    clear = [c for c in cards if c["association"]["clear"]]
    lines = [
        "Correlations, not causes (a bot may play a card because it is winning; "
        "--ablate CARD measures the cause):",
        f"  Card uses that go with a change in the win rate, clustered by game, after "
        f"Benjamini–Hochberg at 5 %: {len(clear)} of {len(cards)}:",
    ]
    bots = len(summary.get("bots", [])) or 1
    lines += ["    " + card_line(c, bots) for c in (clear or cards)[:shown]]
    return lines


def played_by(bots: list[str]) -> str:
    """The line naming the bots the games were played by (the level a result is of)."""
    if len(bots) == 1:
        return f"Played by the {bots[0]} bot in every seat."
    return f"Played by the bots {', '.join(bots)}, seated in turn."


def card_line(card: dict[str, Any], bots: int = 1) -> str:
    e = card["association"]
    sign = "+" if e["diff"] >= 0 else "−"
    by = f" by {card['bot']}" if bots > 1 else ""
    return (
        f"{card['card']} {card['use']}{by}: wins {_pct(card['used'])} against "
        f"{_pct(card['unused'])} without, {sign}{abs(100 * e['diff']):.1f} points "
        f"({100 * e['low']:+.1f} to {100 * e['high']:+.1f})"
    )


def compare_lines(comparison: dict[str, Any]) -> list[str]:
    """A comparison in words: the pairs, what changed, B − A per row."""
    lines = [f"A: {comparison['a']}", f"B: {comparison['b']}"]
    if comparison["changed_cards"]:
        lines.append(f"Changed in B: {', '.join(comparison['changed_cards'])}.")
    if comparison["paired"]:
        lines.append(
            f"The same {comparison['games']:,} seeds in both; "
            f"{_games(comparison['changed_winner'])} changed winner. "
            "B − A (95 % interval, paired game by game, seats clustered by game):"
        )
    else:
        lines.append(
            f"A: {comparison.get('games_a', 0):,} games, B: {comparison.get('games_b', 0):,} "
            "on other seeds. B − A (95 % interval, independent arms, seats clustered by game):"
        )
    for row in comparison["rows"]:
        d = row["difference"]
        mark = " *" if d["clear"] else ""
        changed = f"; {row['changed']:,} changed" if row.get("kind") == "paired" else ""
        lines.append(
            f"  {row['what']}: {100 * row['a']['rate']:.1f} % → {100 * row['b']['rate']:.1f} %, "
            f"{100 * d['diff']:+.1f} points ({100 * d['low']:+.1f} to {100 * d['high']:+.1f})"
            f"{changed}{mark}"
        )
    lines.append(
        f"  (* more than chance after Benjamini–Hochberg at 5 % across the "
        f"{comparison.get('compared', len(comparison['rows']))} rows compared)"
    )
    return lines


def nudge_lines(result: dict[str, Any]) -> list[str]:
    """A nudge in words: each value tried, its users' and seat 1's rates, and B − A
    against the file's own value on the same seeds; the values the file refused."""
    card, field = result["card"], result["field"]
    lines = []
    for point in result["points"]:
        lines.append(f"{card}.{field} = {point['value']}: {_users(point)}")
        lines += [f"  {line}" for line in _paired_lines(point, result["original"])]
    for item in result["refused"]:
        lines.append(f"{card}.{field} = {item['value']}: refused by the card file: {item['why']}")
    return lines


def _users(point: dict[str, Any]) -> str:
    rate = point["card"]
    seat = point["seat1"]
    use = point["use"]
    who = f"the seats that held it ({use[8:]})" if use.startswith("held as ") else "its users"
    if not use.startswith("held as "):
        who += f" ({use})"
    users = (
        f"{who} win {100 * rate['rate']:.1f} % ({100 * rate['low']:.1f}–{100 * rate['high']:.1f})"
        if rate["n"]
        else "no seat used or held it"
    )
    return f"{users}; seat 1 wins {100 * seat['rate']:.1f} %"


def _diff_words(row: dict[str, Any]) -> str:
    d = row["difference"]
    star = "*" if d["clear"] else ""
    return (
        f"{100 * row['a']['rate']:.1f} % → {100 * row['b']['rate']:.1f} %, "
        f"{100 * d['diff']:+.1f}{star} ({100 * d['low']:+.1f} to {100 * d['high']:+.1f})"
    )


def _paired_lines(point: dict[str, Any], original: int) -> list[str]:
    """A nudged value against the file's own, on the same seeds (B − A, paired)."""
    paired = point.get("paired")
    if not paired or point["value"] == original:
        return []
    lines = [
        f"against {original}, same {paired['games']:,} seeds, paired: "
        f"{_games(paired['changed_winner'])} changed winner (* more than chance after "
        "Benjamini–Hochberg at 5 % across every value's rows)"
    ]
    lines += [f"{row['what']}: {_diff_words(row)}" for row in paired["seats"]]
    lines += [f"{row['what']}: {_diff_words(row)}" for row in paired["card"]]
    return lines


def _games(n: int) -> str:
    return f"{n:,} game{'s' * (n != 1)}"
