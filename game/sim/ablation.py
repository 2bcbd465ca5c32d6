"""Ablation: what a card is worth to a seat, measured by taking it away.

A card whose users win more may only be played by the side already winning; that is a
correlation. To measure the cause, every game is played twice on the same seed: once
as it stands, and once with one seat (game i's seat i mod players, so each seat takes
its turn) forbidden to use the card: every move that would draft, buy, play, lay…
it (the game's balance module says which moves use which card, `KINDS` and
`card_name`) is left out of that seat's legal moves, unless nothing else is left.
The pairs where the seat used the card when it could are compared: its win share with
the card minus without, paired (Newcombe / t interval, McNemar), and across many
cards corrected by Benjamini–Hochberg at 5 %.
Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from game.core.registry import Registry
from game.sim.abstain import banned_seat
from game.sim.chunks import Progress
from game.sim.paired import benjamini_hochberg, paired_shares
from game.sim.pool import simulate
from game.sim.rates import Difference, Rate, wilson
from game.sim.records import GameRecord, SimSpec

MIN_PAIRS = 30
"""An ablation on fewer games where the seat used the card is never called clear."""


@dataclass(frozen=True)
class Ablation:
    """One card taken away: the seats' win share with it and without, on the games
    where the seat used it when it could, paired."""

    card: str
    use: str  # how the seats used it ("drafted"), the most counted way
    pairs: int  # games where the seat used it when allowed (both arms finished)
    games: int  # every paired game
    kept: Rate
    banned: Rate
    difference: Difference  # banned − kept
    changed: int  # games whose outcome for that seat changed
    p: float
    clear: bool = False


def _share(record: GameRecord, seat: int) -> float:
    return 1 / len(record.winners) if seat in record.winners else 0.0


def _used(record: GameRecord, seat: int, card: str) -> str:
    """The first way (in the game's order) `seat` used `card` in `record`, or ""."""
    for use, per_seat in record.uses.items():
        if seat < len(per_seat) and card in per_seat[seat]:
            return use
    return ""


def measure(
    spec: SimSpec, card: str, kept: Sequence[GameRecord], banned: Sequence[GameRecord]
) -> Ablation:
    """The paired effect of the ban from the two arms' records (same seeds)."""
    by_index = {r.index: r for r in banned}
    a: list[float] = []
    b: list[float] = []
    ways: dict[str, int] = {}
    games = 0
    for record in kept:
        other = by_index.get(record.index)
        if other is None or record.cut or other.cut or record.failed or other.failed:
            continue
        games += 1
        seat = banned_seat(spec, record.index)
        use = _used(record, seat, card)
        if not use:
            continue
        ways[use] = ways.get(use, 0) + 1
        a.append(_share(record, seat))
        b.append(_share(other, seat))
    result = paired_shares(a, b)
    n = len(a)
    use = max(ways, key=lambda w: ways[w]) if ways else ""
    return Ablation(
        card,
        use,
        n,
        games,
        wilson(round(sum(a)), n),
        wilson(round(sum(b)), n),
        result.difference,
        result.changed,
        result.p,
    )


def ablate(
    registry: Registry,
    spec: SimSpec,
    cards: Sequence[str],
    kept: Sequence[GameRecord],
    jobs: int = 1,
    progress: Callable[[str, int], Progress | None] | None = None,
    backend: str = "local",
) -> list[Ablation]:
    """Each card of `cards` taken away in turn, on `spec`'s seeds, against `kept` (the
    records of `spec` as it stands). Clear only after Benjamini–Hochberg across all
    of them, and on at least MIN_PAIRS games."""
    arms = []
    for card in cards:
        tell = progress(f"without {card}", spec.games) if progress else None
        arms.append(simulate(registry, banned_arm(spec, card), jobs, tell, backend))
    return judged(spec, cards, kept, arms)


def banned_arm(spec: SimSpec, card: str) -> SimSpec:
    """`spec` with one seat a game forbidden `card`."""
    return replace(spec, ablate=card, label=f"without {card}")


def judged(
    spec: SimSpec,
    cards: Sequence[str],
    kept: Sequence[GameRecord],
    arms: Sequence[Sequence[GameRecord]],
) -> list[Ablation]:
    """Each card's paired effect (`measure`), clear only after Benjamini–Hochberg across
    all of them and on at least MIN_PAIRS games; the clearest losses first."""
    out = [measure(spec, card, kept, arm) for card, arm in zip(cards, arms, strict=True)]
    found = benjamini_hochberg([x.p for x in out])
    out = [
        replace(x, clear=bool(hit) and x.pairs >= MIN_PAIRS and x.difference.clear)
        for x, hit in zip(out, found, strict=True)
    ]
    out.sort(key=lambda x: (not x.clear, x.difference.diff))
    return out


def used_cards(records: Sequence[GameRecord]) -> list[str]:
    """Every card some seat used in `records` (what `--ablate all` takes away)."""
    return sorted(
        {name for r in records for per_seat in r.uses.values() for s in per_seat for name in s}
    )


def as_rows(ablations: Sequence[Ablation]) -> list[dict[str, Any]]:
    """The summary's "ablations": what the verdict and the report read."""
    rows = []
    for x in ablations:
        d = x.difference
        rows.append(
            {
                "card": x.card,
                "use": x.use,
                "kind": "causal (ablation, paired)",
                "pairs": x.pairs,
                "games": x.games,
                "kept": asdict(x.kept),
                "banned": asdict(x.banned),
                "changed": x.changed,
                "p": x.p,
                "difference": {"diff": d.diff, "low": d.low, "high": d.high, "clear": x.clear},
            }
        )
    return rows


def ablation_lines(rows: Sequence[dict[str, Any]]) -> list[str]:
    """The report's lines for the ablations, most harmful loss first."""
    if not rows:
        return []
    lines = [
        f"Each card taken from one seat at a time, same seeds (causal; paired; "
        f"Benjamini–Hochberg at 5 % across {len(rows)}):"
    ]
    for row in rows:
        d = row["difference"]
        if not row["pairs"]:
            lines.append(f"  {row['card']}: no seat used it, so taking it away changed nothing.")
            continue
        mark = " (clear)" if d["clear"] else ""
        kept, banned = 100 * row["kept"]["rate"], 100 * row["banned"]["rate"]
        lines.append(
            f"  {row['card']}: the seats that {row['use']} it win {kept:.1f} % with it and "
            f"{banned:.1f} % without, "
            f"{100 * d['diff']:+.1f} points ({100 * d['low']:+.1f} to {100 * d['high']:+.1f}), "
            f"{row['pairs']:,} of {row['games']:,} games, {row['changed']:,} changed{mark}"
        )
    return lines
