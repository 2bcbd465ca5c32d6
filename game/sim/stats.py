"""Rates with 95 % Wilson intervals, differences of rates, and a simulation's summary.

Every rate the balance lab shows carries its interval: a designer reads "52.3 %
(50.3–54.3)" and knows whether a change is more than chance. Differences use
Newcombe's method (the two Wilson intervals combined), which behaves near 0 and 1.
Where several seats of one game enter a rate or both sides of a difference, the
interval is clustered by game (`game.sim.clustered`): one seat's win is another's loss.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from game.sim.choices import choice_matchups, choice_rates, seat_fairness
from game.sim.clustered import against_the_rest, clustered_rate, clustered_split
from game.sim.dealt import dealt_effects
from game.sim.paired import benjamini_hochberg
from game.sim.rates import (
    Z95,
    Difference,
    Rate,
    difference,
    games_needed,
    margin_at_half,
    wilson,
)
from game.sim.records import GameRecord, SimSpec
from game.sim.verdict import verdict

__all__ = ["Z95", "Difference", "Rate", "difference", "games_needed", "margin_at_half", "wilson"]


def percentile(values: Sequence[int], q: float) -> float:
    """The q-th percentile (0–100) by linear interpolation, of sorted `values`."""
    if not values:
        return 0.0
    at = (len(values) - 1) * q / 100
    low = math.floor(at)
    high = min(low + 1, len(values) - 1)
    return values[low] + (values[high] - values[low]) * (at - low)


def histogram(values: Sequence[int], bins: int = 20) -> dict[str, list[float]]:
    """Equal-width bins from the least to the most (a single bin if all are equal)."""
    if not values:
        return {"edges": [], "counts": []}
    low, high = min(values), max(values)
    width = max(1.0, (high - low) / bins)
    count = max(1, math.ceil((high - low + 1) / width))
    counts = [0.0] * count
    for v in values:
        counts[min(count - 1, int((v - low) / width))] += 1
    edges = [low + i * width for i in range(count + 1)]
    return {"edges": edges, "counts": counts}


def _rate_dict(rate: Rate) -> dict[str, Any]:
    return asdict(rate)


def _wins(record: GameRecord, seat: int) -> bool:
    return seat in record.winners


def seat_rates(records: Sequence[GameRecord], players: int) -> list[Rate]:
    """Each seat's share of wins over every game (draws and cut-off games count as
    no win): the first player's advantage is seat 1 against the rest."""
    n = len(records)
    return [wilson(sum(_wins(r, s) for r in records), n) for s in range(players)]


def bot_rates(records: Sequence[GameRecord]) -> dict[str, Rate]:
    """Each bot kind's share of wins per seat it held, clustered by game (a kind in two
    seats of one game wins at most one of them where one seat wins)."""
    games: dict[str, Counter[tuple[float, float]]] = defaultdict(Counter)
    for r in records:
        held: Counter[str] = Counter(r.bots)
        won: Counter[str] = Counter(r.bots[s] for s in r.winners)
        for kind, n in held.items():
            games[kind][won[kind], n] += 1
    return {kind: clustered_rate(games[kind]) for kind in sorted(games)}


def matchups(records: Sequence[GameRecord]) -> dict[tuple[str, str], Rate]:
    """(a, b): how often a seat of kind a won, in the games where a and b both sat. Each
    game counts once (won or not), so the games are independent trials: plain Wilson."""
    met: Counter[tuple[str, str]] = Counter()
    won: Counter[tuple[str, str]] = Counter()
    for r in records:
        kinds = set(r.bots)
        winners = {r.bots[s] for s in r.winners}
        for a in kinds:
            for b in kinds:
                if a != b:
                    met[a, b] += 1
                    won[a, b] += a in winners
    return {pair: wilson(won[pair], met[pair]) for pair in sorted(met)}


@dataclass(frozen=True)
class CardAssociation:
    """A card's win rate among the seats of one bot kind that used it one way, against
    the seats of that kind that did not: an association (a bot may play a card because
    it is winning), never called an effect."""

    use: str
    card: str
    bot: str
    used: Rate
    unused: Rate
    association: Difference
    p: float = 1.0
    clear: bool = False  # a discovery after Benjamini–Hochberg (see `card_associations`)


def card_associations(records: Sequence[GameRecord]) -> list[CardAssociation]:
    """Per bot kind, use and card: win rate of the seats that used it versus those
    that did not, over every seat of every finished game, clustered by game (in a
    two-player game one seat used it and the other did not, and one of them won, so
    the two sides are anything but independent: `game.sim.clustered`); the clearest
    and largest first. Kinds are kept apart: a greedy bot drafts other cards than a
    random one, and wins more, which says nothing of the cards."""
    finished = [r for r in records if not r.cut]
    # Per kind, how many games had (wins, seats) of that kind; per kind, use and card,
    # how many had (wins, seats) among its users and (wins, seats) of the kind.
    kind_games: dict[str, Counter[tuple[int, int]]] = defaultdict(Counter)
    card_games: dict[tuple[str, str, str], Counter[tuple[int, int, int, int]]] = defaultdict(
        Counter
    )
    for r in finished:
        seats: Counter[str] = Counter(r.bots)
        wins: Counter[str] = Counter(r.bots[s] for s in r.winners)
        for kind, n in seats.items():
            kind_games[kind][wins[kind], n] += 1
        for use, per_seat in r.uses.items():
            users: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])
            for seat, names in enumerate(per_seat):
                for name in set(names):
                    tally = users[r.bots[seat], use, name]
                    tally[0] += _wins(r, seat)
                    tally[1] += 1
            for (kind, u, name), (k, n) in users.items():
                card_games[kind, u, name][k, n, wins[kind], seats[kind]] += 1
    out = []
    for (kind, use, name), games in card_games.items():
        split = clustered_split(against_the_rest(games, kind_games[kind]))
        if not split.second.n:
            continue  # every seat of this kind used it: nothing to compare with
        out.append(
            CardAssociation(use, name, kind, split.first, split.second, split.difference, split.p)
        )
    # Many cards at once: "clear" only where Benjamini–Hochberg keeps it at 5 % false
    # discoveries, its interval leaves out zero, and on enough seats on both sides.
    found = benjamini_hochberg([e.p for e in out])
    out = [
        replace(
            e,
            clear=bool(hit)
            and e.association.clear
            and e.used.n >= MIN_SEATS
            and e.unused.n >= MIN_SEATS,
        )
        for e, hit in zip(out, found, strict=True)
    ]
    out.sort(key=lambda e: (not e.clear, -abs(e.association.diff), e.use, e.card, e.bot))
    return out


MIN_SEATS = 30
"""A card effect on fewer seats than this, on either side, is never called clear."""


def use_rates(records: Sequence[GameRecord]) -> list[dict[str, Any]]:
    """How often each card is used each way: the share of seats (over every seat of
    every finished game, clustered by game) that used it at least once, and the times
    a game."""
    finished = [r for r in records if not r.cut]
    every: Counter[int] = Counter(len(r.bots) for r in finished)
    users: dict[tuple[str, str], Counter[tuple[int, int]]] = defaultdict(Counter)
    times: Counter[tuple[str, str]] = Counter()
    for r in finished:
        for use, per_seat in r.uses.items():
            here: Counter[str] = Counter(name for names in per_seat for name in set(names))
            for name, n in here.items():
                users[use, name][n, len(r.bots)] += 1
            times.update((use, name) for names in per_seat for name in names)
    games = len(finished)
    rates = {}
    for key, used in users.items():
        table: Counter[tuple[float, float]] = Counter()
        table.update(used)
        for seats, count in every.items():  # the games no seat used it in
            table[0, seats] += count - sum(c for (_, m), c in used.items() if m == seats)
        rates[key] = clustered_rate(table)
    return [
        {
            "use": use,
            "card": name,
            **_rate_dict(rates[use, name]),
            "per_game": times[use, name] / games if games else 0.0,
        }
        for use, name in sorted(users, key=lambda key: (key[0], -rates[key].k, key[1]))
    ]


def pick_positions(records: Sequence[GameRecord]) -> list[dict[str, Any]]:
    """Where there is a draft: each card's average place among a seat's picks (1 is its
    first pick), over every copy picked, earliest first."""
    places: dict[str, list[int]] = defaultdict(list)
    for r in records:
        if r.cut or r.failed:
            continue
        for names in r.picks:
            for place, name in enumerate(names, start=1):
                places[name].append(place)
    rows = [
        {"card": name, "mean": sum(at) / len(at), "picks": len(at)} for name, at in places.items()
    ]
    rows.sort(key=lambda row: (row["mean"], row["card"]))
    return rows


def _fairness(records: Sequence[GameRecord], players: int) -> dict[str, Any]:
    fair = seat_fairness(records, players)
    return {**_rate_dict(fair.rate), "games": fair.games, "how": fair.how}


def never_used(
    records: Iterable[GameRecord], universe: dict[str, list[str]]
) -> dict[str, list[str]]:
    """Per use, the cards of the game no seat ever used that way; a use no card had in
    the whole run (drafting, when the decks were dealt) is left out, since it never came
    up."""
    seen: dict[str, set[str]] = defaultdict(set)
    for r in records:
        for use, per_seat in r.uses.items():
            for names in per_seat:
                seen[use].update(names)
    return {use: sorted(set(cards) - seen[use]) for use, cards in universe.items() if seen[use]}


def precision_words(n: int) -> str:
    need = games_needed(0.02)
    return (
        f"With {n:,} games a rate near 50 % is known to ±{100 * margin_at_half(n):.1f} "
        f"points (95 %); ±2 points needs about {need:,} games. These rates describe "
        "these bots playing, not people."
    )


def summarize(
    spec: SimSpec, records: Sequence[GameRecord], universe: dict[str, list[str]] | None = None
) -> dict[str, Any]:
    """Everything the report, the plots and the Balance tab show, JSON-ready. A game a
    bot failed in is listed with its seed and why, and left out of every rate."""
    failed = [r for r in records if r.failed]
    records = [r for r in records if not r.failed]
    n = len(records)
    lengths = sorted(r.moves for r in records)
    endings = Counter(r.ending for r in records)
    summary: dict[str, Any] = {
        "game": spec.game,
        "spec": {
            "games": spec.games,
            "players": spec.players,
            "bots": list(spec.bots),
            "seed": spec.seed,
            "cards": str(spec.cards) if spec.cards else None,
            "map": str(spec.map_file) if spec.map_file else None,
            "options": dict(spec.options),
            "max_moves": spec.max_moves,
            "label": spec.label,
        },
        "games": n,
        "draws": sum(r.draw for r in records),
        "cut": sum(r.cut for r in records),
        "failed": len(failed),
        "failures": [{"game": r.index + 1, "seed": r.seed, "why": r.failed} for r in failed],
        "seats": [
            {"seat": s + 1, **_rate_dict(rate)}
            for s, rate in enumerate(seat_rates(records, spec.players))
        ],
        "bots": [{"bot": kind, **_rate_dict(rate)} for kind, rate in bot_rates(records).items()],
        "matchups": [
            {"bot": a, "versus": b, **_rate_dict(rate)}
            for (a, b), rate in matchups(records).items()
        ],
        "endings": [
            {"ending": ending, **_rate_dict(wilson(k, n))} for ending, k in endings.most_common()
        ],
        "length": {
            "unit": "moves",
            "median": percentile(lengths, 50),
            "p95": percentile(lengths, 95),
            "mean": sum(lengths) / n if n else 0.0,
            "min": lengths[0] if lengths else 0,
            "max": lengths[-1] if lengths else 0,
            "histogram": histogram(lengths),
        },
        "cards": [
            {
                "use": e.use,
                "card": e.card,
                "bot": e.bot,
                "used": _rate_dict(e.used),
                "unused": _rate_dict(e.unused),
                "association": {**asdict(e.association), "clear": e.clear, "p": e.p},
                "kind": "correlation",
            }
            for e in card_associations(records)
        ],
        "use_rates": use_rates(records),
        "dealt": dealt_effects(records),
        "pick_positions": pick_positions(records),
        "choices": [
            {"kind": c.kind, "name": c.name, "held": c.held, **_rate_dict(c.rate)}
            for c in choice_rates(records)
        ],
        "choice_matchups": [
            {"kind": m.kind, "name": m.name, "versus": m.versus, **_rate_dict(m.rate)}
            for m in choice_matchups(records)
        ],
        "seat_fairness": _fairness(records, spec.players),
        "never_used": never_used(records, universe or {}),
        "precision": {
            "margin_at_half": margin_at_half(n),
            "games_for_2_points": games_needed(0.02),
            "words": precision_words(n),
        },
    }
    summary["verdict"] = verdict(summary)
    return summary
