"""Cards dealt at random: the win share of the seats that were dealt a card against
those that were not. Where the deal is random (Hatch's opening hands, Riders' quick
decks), who holds the card is a coin toss, not a choice, so the difference is a fair
measure of the card's worth to its holder, unlike the win rate of the seats that
chose to play it (17lands' "when drawn" against "not drawn"). Corrected for the many
cards by Benjamini–Hochberg at 5 %. Pure: no pygame.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from game.sim.paired import benjamini_hochberg, two_rates_p
from game.sim.rates import difference, wilson
from game.sim.records import GameRecord

MIN_SEATS = 30
"""A card dealt to (or withheld from) fewer seats than this is never called clear."""


def _share(record: GameRecord, seat: int) -> float:
    return 1 / len(record.winners) if seat in record.winners else 0.0


def dealt_effects(records: Sequence[GameRecord]) -> list[dict[str, Any]]:
    """Per card: the seats dealt it against the seats not dealt it, over every seat of
    every finished game with a random deal; clear ones first, then by size."""
    games = [r for r in records if r.dealt and not r.cut and not r.failed]
    seats = 0
    wins = 0.0
    held: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])  # seats, win shares
    for r in games:
        for seat, cards in enumerate(r.dealt):
            share = _share(r, seat)
            seats += 1
            wins += share
            for name in set(cards):
                held[name][0] += 1
                held[name][1] += share
    rows: list[dict[str, Any]] = []
    for name, (n, k) in held.items():
        if n == seats:
            continue  # dealt to everyone: nothing to compare with
        with_it = wilson(round(k), int(n))
        without = wilson(round(wins - k), int(seats - n))
        effect = difference(with_it, without)
        p = two_rates_p(round(k), int(n), round(wins - k), int(seats - n))
        rows.append(
            {
                "card": name,
                "kind": "dealt at random (a fair comparison)",
                "dealt": {**with_it.__dict__},
                "not_dealt": {**without.__dict__},
                "effect": {"diff": effect.diff, "low": effect.low, "high": effect.high},
                "p": p,
            }
        )
    found = benjamini_hochberg([row["p"] for row in rows])
    for row, hit in zip(rows, found, strict=True):
        enough = row["dealt"]["n"] >= MIN_SEATS and row["not_dealt"]["n"] >= MIN_SEATS
        row["effect"]["clear"] = bool(hit) and enough
    rows.sort(key=lambda row: (not row["effect"]["clear"], -abs(row["effect"]["diff"])))
    return rows


def dealt_lines(rows: Sequence[dict[str, Any]], shown: int = 12) -> list[str]:
    """The report's lines: the clear ones, or the largest if none is."""
    if not rows:
        return []
    clear = [row for row in rows if row["effect"]["clear"]]
    lines = [
        "Cards dealt at random, their holders against the rest (a fair comparison: the "
        f"deal is a coin toss), after Benjamini–Hochberg at 5 %: {len(clear)} of "
        f"{len(rows)} clear:"
    ]
    for row in (clear or rows)[:shown]:
        d, a, b = row["effect"], row["dealt"], row["not_dealt"]
        lines.append(
            f"  {row['card']}: {100 * a['rate']:.1f} % dealt against {100 * b['rate']:.1f} % "
            f"not, {100 * d['diff']:+.1f} points ({100 * d['low']:+.1f} to "
            f"{100 * d['high']:+.1f}){' (clear)' if d['clear'] else ''}"
        )
    return lines
