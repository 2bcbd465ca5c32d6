"""What players chose or were dealt (units, factions, Eggs, Kings), read apart from seats.

A seat's win rate mixes two things: the seat, and what sat in it. When one seat always
holds the same Rider and Dragon, "seat 1 wins 78 %" is a matchup, not a first-player
advantage. Here each choice gets its own win rate over the seats that held it, two
choices meeting get a matchup rate, and the seats' fairness is measured net of the
choices (two players): every pairing of choices seen both ways round gives seat 1's
rate with each side in seat 1 counted equally, whatever the numbers of games each way
(a standardized rate: 100 games one way and 20 the other weigh alike), and a mirror
match gives it as it is; the pairings are pooled, each weighted by how much it knows.

A shared win counts as a share of a win (a two-way tie: half each), and is said so.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from game.sim.clustered import clustered_rate
from game.sim.rates import Z95, Rate, wilson
from game.sim.records import GameRecord


def share(record: GameRecord, seat: int) -> float:
    """A seat's share of a game's win (a shared win is split; a draw is none)."""
    return 1 / len(record.winners) if seat in record.winners else 0.0


def _rate(wins: float, n: int) -> Rate:
    """A rate of shares: the interval of the whole wins nearest them."""
    rate = wilson(round(wins), n)
    exact = wins / n if n else 0.0
    return Rate(rate.k, n, exact, min(rate.low, exact), max(rate.high, exact))


@dataclass(frozen=True)
class ChoiceRate:
    kind: str
    name: str
    rate: Rate  # the share of wins of the seats that held it
    held: int  # how many seats held it


def choice_rates(records: Sequence[GameRecord]) -> list[ChoiceRate]:
    """Each choice's win share over the seats that held it, by kind, most held first;
    clustered by game (a mirror match holds it in both seats, and one of them wins)."""
    games: dict[tuple[str, str], Counter[tuple[float, float]]] = defaultdict(Counter)
    for r in records:
        for kind, names in r.choices.items():
            won: dict[str, float] = defaultdict(float)
            for seat, name in enumerate(names):
                won[name] += share(r, seat)
            for name, n in Counter(names).items():
                games[kind, name][won[name], n] += 1
    out = []
    for (kind, name), table in games.items():
        held = sum(int(m) * c for (_, m), c in table.items())
        out.append(ChoiceRate(kind, name, clustered_rate(table), held))
    out.sort(key=lambda c: (c.kind, -c.held, c.name))
    return out


@dataclass(frozen=True)
class Matchup:
    kind: str
    name: str
    versus: str
    rate: Rate  # `name`'s share of the wins where it met `versus`


def choice_matchups(records: Sequence[GameRecord]) -> list[Matchup]:
    """In two-player games, each choice against each other one (of the same kind);
    clustered by game, since a mirror match enters its own row with both seats."""
    games: dict[tuple[str, str, str], Counter[tuple[float, float]]] = defaultdict(Counter)
    for r in records:
        if len(r.bots) != 2:
            continue
        for kind, names in r.choices.items():
            here: dict[tuple[str, str, str], list[float]] = defaultdict(lambda: [0.0, 0.0])
            for seat in (0, 1):
                tally = here[kind, names[seat], names[1 - seat]]
                tally[0] += share(r, seat)
                tally[1] += 1
            for key, (won, n) in here.items():
                games[key][won, n] += 1
    return sorted(
        (Matchup(k, a, b, clustered_rate(games[k, a, b])) for k, a, b in games),
        key=lambda m: (m.kind, m.name, m.versus),
    )


@dataclass(frozen=True)
class SeatFairness:
    """Seat 1's share of wins, and how it was measured."""

    rate: Rate
    games: int
    how: str


def seat_fairness(records: Sequence[GameRecord], players: int) -> SeatFairness:
    """Seat 1's win share net of what the seats held (see the module's docstring)."""
    finished = [r for r in records if not r.cut]
    if not finished:
        return SeatFairness(_rate(0, 0), 0, "no finished games")
    kinds = sorted({k for r in finished for k in r.choices})
    raw = _rate(sum(share(r, 0) for r in finished), len(finished))
    if not kinds:
        return SeatFairness(
            raw, len(finished), f"all {len(finished):,} games: the seats hold nothing to balance"
        )
    if players != 2:
        return SeatFairness(
            raw,
            len(finished),
            f"all {len(finished):,} games as played: with {players} players the choices are "
            "not balanced across seats; read the seats beside the choices' own rates",
        )

    def side(r: GameRecord, seat: int) -> tuple[str, ...]:
        return tuple(r.choices[k][seat] if k in r.choices else "" for k in kinds)

    by_order: dict[tuple[tuple[str, ...], tuple[str, ...]], list[float]] = defaultdict(list)
    for r in finished:
        by_order[side(r, 0), side(r, 1)].append(share(r, 0))
    strata: list[tuple[float, float, float]] = []  # estimate, weight, variance
    used = 0
    for (first, second), shares in by_order.items():
        if first == second:  # a mirror match is balanced by itself
            strata.append((_mean(shares), len(shares), _var(shares) / len(shares)))
            used += len(shares)
        elif first < second and (second, first) in by_order:
            other = by_order[second, first]
            n1, n2 = len(shares), len(other)
            estimate = (_mean(shares) + _mean(other)) / 2
            variance = (_var(shares) / n1 + _var(other) / n2) / 4
            strata.append((estimate, 2 * n1 * n2 / (n1 + n2), variance))
            used += n1 + n2
    if not strata:
        return SeatFairness(
            raw,
            len(finished),
            f"all {len(finished):,} games as played: no pairing of choices sat both ways "
            "round, so seat and choice cannot be told apart",
        )
    weight = sum(w for _, w, _ in strata)
    rate = sum(e * w for e, w, _ in strata) / weight
    half = Z95 * math.sqrt(sum(w * w * v for _, w, v in strata)) / weight
    return SeatFairness(
        Rate(round(rate * used), used, rate, max(0.0, rate - half), min(1.0, rate + half)),
        used,
        f"{used:,} of {len(finished):,} games, every pairing of {' and '.join(kinds)} "
        "seen both ways round, each way counted equally",
    )


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _var(values: Sequence[float]) -> float:
    """The spread of one game's seat-1 share (at least that of one win in the games
    and one more loss, so a stratum that never varied still has an interval)."""
    n = len(values)
    mean = _mean(values)
    floor = (1 / (n + 2)) * (1 - 1 / (n + 2))
    return max(sum((v - mean) ** 2 for v in values) / max(1, n - 1), floor)
