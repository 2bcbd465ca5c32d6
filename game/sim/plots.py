"""A simulation's plots as PNG files, drawn with matplotlib's Agg backend (no window).

wins.png: win rate by seat and by bot with 95 % intervals; lengths.png: the game
lengths' histogram with the median and 95th percentile; cards.png: the per-card
effects with their intervals; endings.png: how games ended; nudge.png and
compare.png for those runs. Each is written whole (a temporary file, then renamed).
"""

from __future__ import annotations

import itertools
import os
import tempfile
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
from matplotlib.figure import Figure

INK, GOLD, RED, GREY = "#1d2b36", "#c8962c", "#b3412f", "#8a96a0"
CARDS_SHOWN = 20
SHARED = 0o644


def _save(fig: Figure, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.stem, suffix=".png", dir=path.parent)
    os.close(fd)
    try:
        fig.savefig(tmp, dpi=110, bbox_inches="tight")
        os.chmod(tmp, SHARED)  # a plot is for sharing, not private like a save
        os.replace(tmp, path)
    finally:
        plt.close(fig)
        Path(tmp).unlink(missing_ok=True)
    return path


def _bars(ax: Any, labels: list[str], rates: list[dict[str, Any]], colour: str) -> None:
    values = [100 * r["rate"] for r in rates]
    below = [100 * (r["rate"] - r["low"]) for r in rates]
    above = [100 * (r["high"] - r["rate"]) for r in rates]
    ax.bar(labels, values, color=colour, yerr=[below, above], capsize=5, ecolor=INK)
    ax.set_ylim(0, 100)
    ax.set_ylabel("win rate, %")
    for x, v in enumerate(values):
        ax.text(x + 0.12, v + 1, f"{v:.1f}", ha="left", fontsize=8, color=INK)


def _differences(ax: Any, labels: list[str], effects: list[dict[str, Any]]) -> None:
    """Horizontal bars of differences in points with their intervals: gold above
    zero, red below, grey where the interval holds zero (within chance)."""
    values = [100 * e["diff"] for e in effects]
    errors = [
        [100 * (e["diff"] - e["low"]) for e in effects],
        [100 * (e["high"] - e["diff"]) for e in effects],
    ]
    colours = [(RED if e["diff"] < 0 else GOLD) if e["clear"] else GREY for e in effects]
    ax.barh(labels, values, xerr=errors, color=colours, capsize=3, ecolor=INK)
    ax.axvline(0, color=INK, linewidth=1)


def wins_plot(summary: dict[str, Any], path: Path) -> Path:
    bots = summary["bots"]
    fig, axes = plt.subplots(1, 2 if len(bots) > 1 else 1, figsize=(9, 4), squeeze=False)
    seats = summary["seats"]
    fair = 100 / max(1, len(seats))
    _bars(axes[0][0], [f"seat {s['seat']}" for s in seats], seats, GOLD)
    axes[0][0].axhline(fair, color=GREY, linestyle="--", linewidth=1)
    axes[0][0].set_title("Win rate by seat (95 % interval)")
    if len(bots) > 1:
        _bars(axes[0][1], [b["bot"] for b in bots], bots, RED)
        axes[0][1].set_title("Win rate by bot, per seat held")
    fig.suptitle(f"{summary['game']}: {summary['games']:,} games", fontsize=10)
    return _save(fig, path)


def lengths_plot(summary: dict[str, Any], path: Path) -> Path:
    length = summary["length"]
    hist = length["histogram"]
    fig, ax = plt.subplots(figsize=(7, 3.6))
    if hist["counts"]:
        edges = hist["edges"]
        widths = [b - a for a, b in itertools.pairwise(edges)]
        ax.bar(edges[:-1], hist["counts"], width=widths, align="edge", color=GOLD, edgecolor=INK)
        for value, words in ((length["median"], "median"), (length["p95"], "95th percentile")):
            ax.axvline(value, color=RED, linestyle="--", linewidth=1)
            ax.text(
                value, max(hist["counts"]) * 0.95, f" {words} {value:.0f}", color=RED, fontsize=8
            )
    ax.set_xlabel(f"game length, {length['unit']}")
    ax.set_ylabel("games")
    ax.set_title("How long games last")
    return _save(fig, path)


def cards_plot(summary: dict[str, Any], path: Path) -> Path:
    cards = summary["cards"][:CARDS_SHOWN]
    fig, ax = plt.subplots(figsize=(8, 0.8 + 0.32 * max(1, len(cards))))
    if cards:
        several = len(summary["bots"]) > 1
        labels = [
            f"{c['card']} ({c['use']}{', ' + c['bot'] if several else ''})" for c in reversed(cards)
        ]
        _differences(ax, labels, [c["association"] for c in reversed(cards)])
    else:
        ax.text(0.5, 0.5, "this game counts no card uses", ha="center", transform=ax.transAxes)
    ax.set_xlabel("win rate when used minus when not, points (95 % interval)")
    ax.set_title("Per card: grey bars are within chance")
    return _save(fig, path)


def endings_plot(summary: dict[str, Any], path: Path) -> Path:
    endings = summary["endings"]
    fig, ax = plt.subplots(figsize=(7, 0.8 + 0.4 * max(1, len(endings))))
    labels = [e["ending"] for e in reversed(endings)]
    ax.barh(labels, [e["k"] for e in reversed(endings)], color=GOLD, edgecolor=INK)
    ax.set_xlabel("games")
    ax.set_title("How games ended")
    return _save(fig, path)


def write_plots(summary: dict[str, Any], folder: Path) -> list[Path]:
    """Every plot of one simulation into `folder`."""
    return [
        wins_plot(summary, folder / "wins.png"),
        lengths_plot(summary, folder / "lengths.png"),
        cards_plot(summary, folder / "cards.png"),
        endings_plot(summary, folder / "endings.png"),
    ]


def nudge_plot(result: dict[str, Any], path: Path) -> Path:
    """The nudged card's win rate when used, and seat 1's, across the values tried."""
    points = result["points"]
    fig, ax = plt.subplots(figsize=(7, 4))
    xs = [p["value"] for p in points]
    for key, words, colour in (("card", "the card's users", GOLD), ("seat1", "seat 1", RED)):
        rates = [p[key] for p in points]
        ys = [100 * r["rate"] for r in rates]
        errors = [
            [100 * (r["rate"] - r["low"]) for r in rates],
            [100 * (r["high"] - r["rate"]) for r in rates],
        ]
        ax.errorbar(xs, ys, yerr=errors, marker="o", capsize=4, color=colour, label=words)
    ax.set_xticks(xs)
    ax.set_xlabel(f"{result['card']} {result['field']} (the file says {result['original']})")
    ax.set_ylabel("win rate, %")
    ax.set_ylim(0, 100)
    ax.legend()
    ax.set_title(f"Nudging {result['card']}.{result['field']} (95 % intervals)")
    return _save(fig, path)


def compare_plot(comparison: dict[str, Any], path: Path) -> Path:
    """Seat and bot win rates of A and B side by side."""
    rows = comparison["rows"]
    fig, ax = plt.subplots(figsize=(8, 0.8 + 0.4 * max(1, len(rows))))
    labels = [r["what"] for r in reversed(rows)]
    _differences(ax, labels, [r["difference"] for r in reversed(rows)])
    ax.set_xlabel(f"B − A, points (95 % interval); A: {comparison['a']}, B: {comparison['b']}")
    ax.set_title("What the change does (grey: within chance)")
    return _save(fig, path)
