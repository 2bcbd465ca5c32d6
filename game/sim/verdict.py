"""The verdict a simulation opens with: a few sentences a designer can act on.

In order: whether the seats are fair once what they held is balanced; which units,
factions or Eggs win most and least; which cards stand out by a causal measure (an
ablation) or a fair comparison (cards dealt at random); what the bots never chose; how
many games the asked precision needs; and last, in a sentence of its own headed as a
correlation, which card uses go with winning (never in the first lines, since a bot
may play a card because it is winning).
"""

from __future__ import annotations

from typing import Any

from game.sim.rates import games_needed


def _pct(rate: float) -> str:
    return f"{100 * rate:.1f} %"


def _span(row: dict[str, Any]) -> str:
    return f"{_pct(row['rate'])} ({100 * row['low']:.1f}–{100 * row['high']:.1f})"


def verdict(summary: dict[str, Any], margin: float = 0.02) -> list[str]:
    """The verdict's sentences, from a summary (`stats.summarize`)."""
    lines: list[str] = list(summary.get("what_changed", {}).get("verdict", []))  # edit.py
    players = summary["spec"]["players"]
    fair = summary.get("seat_fairness")
    even = 1 / players
    if fair and fair.get("n"):
        inside = fair["low"] <= even <= fair["high"]
        words = "fair" if inside else ("favoured" if fair["rate"] > even else "held back")
        lines.append(
            f"Seat 1 is {words}: it wins {_span(fair)} against a fair {_pct(even)} ({fair['how']})."
        )
    choices = summary.get("choices", [])
    for kind in sorted({c["kind"] for c in choices}):
        mine = [c for c in choices if c["kind"] == kind and c["n"] >= 30]
        if len(mine) >= 2:
            best = max(mine, key=lambda c: c["rate"])
            worst = min(mine, key=lambda c: c["rate"])
            lines.append(
                f"{kind.capitalize()}: {best['name']} wins most, {_span(best)}; "
                f"{worst['name']} least, {_span(worst)} (the win share of the seats that "
                f"held it; {players} players make {_pct(even)} fair)."
            )
    ablations = summary.get("ablations", [])
    strong = [a for a in ablations if a["difference"]["clear"]]
    if strong:
        top = max(strong, key=lambda a: abs(a["difference"]["diff"]))
        d = top["difference"]
        lines.append(
            f"Causally, {top['card']} matters most: without it, the seats that {top['use']} "
            f"it win {100 * d['diff']:+.1f} points ({100 * d['low']:+.1f} to "
            f"{100 * d['high']:+.1f}) on the same seeds."
        )
    elif ablations:
        lines.append("No ablated card changes its users' wins by more than chance.")
    dealt = [row for row in summary.get("dealt", []) if row["difference"]["clear"]]
    if dealt:
        top = max(dealt, key=lambda row: abs(row["difference"]["diff"]))
        d = top["difference"]
        lines.append(
            f"Dealt at random, {top['card']}'s holders win {100 * d['diff']:+.1f} points "
            f"({100 * d['low']:+.1f} to {100 * d['high']:+.1f}) against the seats without "
            f"it: a fair comparison, since the deal chose who held it"
            + (f"; {len(dealt) - 1} more card(s) clear." if len(dealt) > 1 else ".")
        )
    never = [f"{', '.join(names)} ({use})" for use, names in summary["never_used"].items() if names]
    if never:
        lines.append(f"The bots never chose: {'; '.join(never)}.")
    n = summary["games"]
    need = games_needed(margin)
    lines.append(
        f"Precision: {n:,} games know a rate near 50 % to ±"
        f"{100 * summary['precision']['margin_at_half']:.1f} points; ±{100 * margin:.0f} "
        f"needs {need:,}." + (f" Run {need - n:,} more for it." if n < need else "")
    )
    clear = [c for c in summary.get("cards", []) if c["association"]["clear"]]
    if clear:
        names = ", ".join(
            f"{c['card']} {c['use']} ({100 * c['association']['diff']:+.0f})" for c in clear[:3]
        )
        lines.append(
            f"Correlation, not cause: card uses that go with winning or losing, after "
            f"correcting for the {len(summary['cards'])} compared: {names} points. A bot "
            "may play a card because it is winning; `--ablate CARD` measures the cause."
        )
    elif summary.get("cards"):
        lines.append(
            f"Correlation, not cause: no card use goes with winning or losing by more "
            f"than chance once the "
            f"{len(summary['cards'])} comparisons are corrected for."
        )
    return lines
