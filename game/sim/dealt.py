"""Cards dealt at random: the win share of the seats that were dealt a card against
those that were not. Where the deal is random (Hatch's opening hands, Riders' quick
decks), who holds the card is a coin toss, not a choice, so the difference is a fair
measure of the card's worth to its holder, unlike the win rate of the seats that
chose to play it (17lands' "when drawn" against "not drawn"). Corrected for the many
cards by Benjamini–Hochberg at 5 %. Pure: no pygame.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from game.sim.clustered import against_the_rest, clustered_split
from game.sim.paired import benjamini_hochberg
from game.sim.records import GameRecord

MIN_SEATS = 30
"""A card dealt to (or withheld from) fewer seats than this is never called clear."""


def _share(record: GameRecord, seat: int) -> float:
    return 1 / len(record.winners) if seat in record.winners else 0.0


def dealt_effects(records: Sequence[GameRecord]) -> list[dict[str, Any]]:
    """Per card: the seats dealt it against the seats not dealt it, over every seat of
    every finished game with a random deal, clustered by game (one seat's win is the
    other's loss: `game.sim.clustered`); clear ones first, then by size. An effect
    honestly named: the deal, not the bot, chose who held the card. Its row keeps the
    key "difference", as every fair or causal comparison of the lab does."""
    games = [r for r in records if r.dealt and not r.cut and not r.failed]
    every: Counter[tuple[float, float]] = Counter()
    held: dict[str, Counter[tuple[float, float, float, float]]] = defaultdict(Counter)
    for r in games:
        shares = [_share(r, seat) for seat in range(len(r.dealt))]
        every[sum(shares), len(shares)] += 1
        here: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        for seat, cards in enumerate(r.dealt):
            for name in set(cards):
                here[name][0] += shares[seat]
                here[name][1] += 1
        for name, (k, n) in here.items():
            held[name][k, n, sum(shares), len(shares)] += 1
    rows: list[dict[str, Any]] = []
    for name, with_it in held.items():
        split = clustered_split(against_the_rest(with_it, every))
        if not split.second.n:
            continue  # dealt to everyone: nothing to compare with
        d = split.difference
        rows.append(
            {
                "card": name,
                "kind": "dealt at random (a fair comparison)",
                "dealt": asdict(split.first),
                "not_dealt": asdict(split.second),
                "difference": {"diff": d.diff, "low": d.low, "high": d.high},
                "p": split.p,
            }
        )
    found = benjamini_hochberg([row["p"] for row in rows])
    for row, hit in zip(rows, found, strict=True):
        enough = row["dealt"]["n"] >= MIN_SEATS and row["not_dealt"]["n"] >= MIN_SEATS
        d = row["difference"]
        row["difference"]["clear"] = bool(hit) and enough and (d["low"] > 0 or d["high"] < 0)
    rows.sort(key=lambda row: (not row["difference"]["clear"], -abs(row["difference"]["diff"])))
    return rows


def dealt_lines(rows: Sequence[dict[str, Any]], shown: int = 12) -> list[str]:
    """The report's lines: the clear ones, or the largest if none is."""
    if not rows:
        return []
    clear = [row for row in rows if row["difference"]["clear"]]
    lines = [
        "Cards dealt at random, their holders against the rest (a fair comparison: the "
        f"deal is a coin toss), after Benjamini–Hochberg at 5 %: {len(clear)} of "
        f"{len(rows)} clear:"
    ]
    for row in (clear or rows)[:shown]:
        d, a, b = row["difference"], row["dealt"], row["not_dealt"]
        lines.append(
            f"  {row['card']}: {100 * a['rate']:.1f} % dealt against {100 * b['rate']:.1f} % "
            f"not, {100 * d['diff']:+.1f} points ({100 * d['low']:+.1f} to "
            f"{100 * d['high']:+.1f}){' (clear)' if d['clear'] else ''}"
        )
    return lines
