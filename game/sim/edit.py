"""What a designer's edit changed: each card's value in the original file and in the
edited one, measured by ablation on the same seeds, and the change paired game by game.

A card's value in a file is what taking it away costs the seat that used it: over the
games where the banned seat (game.sim.abstain) used the card in the games as they
stand, its win share with the card minus its share without (the same seed played with
that seat forbidden the card), in wins in 100 games. A card no seat used is worth 0:
taking it away changed nothing.

Both files are played on the same seeds, so the two values are paired game by game.
Each value is a ratio (the summed differences over the number of games it was used
in), so its per-game influence is (x − r u) / ū, with x a game's difference (0 where
the card was not used), u whether it was used, r the value and ū the share of games it
was used in. The change's influence is the edited file's minus the original's in the
same game; its variance over games gives the change's interval (game.sim.sequential:
always-valid, since the run stops when it is settled). Across the cards measured, the
changes are corrected by Benjamini–Hochberg at 5 % on their anytime p values.

"Too strong" and "too weak" need a yardstick: a few unchanged cards (the most used in
the original file's pilot games) are ablated too. In each file, the band of its other
cards runs from the lowest low end to the highest high end of the yardstick cards'
intervals (those used in at least MIN_PAIRS games); a card is too strong there when
its whole interval lies above the band, too weak when it lies wholly below it. With
fewer than two measured yardstick cards there is no band, and neither word is used.
Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.sim.ablation import MIN_PAIRS
from game.sim.abstain import banned_seat
from game.sim.paired import benjamini_hochberg
from game.sim.records import GameRecord, SimSpec
from game.sim.sequential import Always, always_valid


@dataclass(frozen=True)
class PerGame:
    """One card ablated in one file, game by game: the banned seat's win share with the
    card minus without (`x`, 0 where it did not use it) and whether it used it (`u`)."""

    x: dict[int, float]
    u: dict[int, int]

    def value(self, games: Sequence[int]) -> float:
        used = sum(self.u[i] for i in games)
        return sum(self.x[i] for i in games) / used if used else 0.0

    def influence(self, games: Sequence[int]) -> list[float]:
        """Each game's share of the value's error: (x − r u) / ū (0s if never used)."""
        used = sum(self.u[i] for i in games)
        if not used:
            return [0.0] * len(games)
        r = sum(self.x[i] for i in games) / used
        share = used / len(games)
        return [(self.x[i] - r * self.u[i]) / share for i in games]

    def pairs(self, games: Sequence[int]) -> int:
        return sum(self.u[i] for i in games)


def _share(record: GameRecord, seat: int) -> float:
    return 1 / len(record.winners) if seat in record.winners else 0.0


def _uses(record: GameRecord, seat: int, card: str) -> bool:
    return any(seat < len(per) and card in per[seat] for per in record.uses.values())


def _whole(record: GameRecord | None) -> bool:
    return record is not None and not record.cut and not record.failed


def per_game(
    spec: SimSpec, card: str, kept: Sequence[GameRecord], banned: Sequence[GameRecord]
) -> PerGame:
    """`card` ablated in one file: per game index whose two arms both finished."""
    by_index = {r.index: r for r in banned}
    x: dict[int, float] = {}
    u: dict[int, int] = {}
    for record in kept:
        other = by_index.get(record.index)
        if not _whole(record) or other is None or not _whole(other):
            continue
        seat = banned_seat(spec, record.index)
        used = _uses(record, seat, card)
        u[record.index] = int(used)
        x[record.index] = _share(record, seat) - _share(other, seat) if used else 0.0
    return PerGame(x, u)


def common_games(*arms: PerGame) -> list[int]:
    """The game indices every arm finished (both files, kept and banned)."""
    sets = [set(a.u) for a in arms]
    return sorted(set.intersection(*sets)) if sets else []


def _variance(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    return sum((v - mean) ** 2 for v in values) / (n - 1)


@dataclass(frozen=True)
class CardChange:
    """One card's value before (original file) and now (edited), and the change."""

    card: str
    changed: bool  # the edit changed this card's entry
    before: Always
    now: Always
    change: Always
    pairs_before: int
    pairs_now: int
    variance: float  # the change's per-game variance (what a plan sizes games by)
    clear: bool = False


def card_change(
    card: str, changed: bool, before: PerGame, now: PerGame, games: Sequence[int], rho: float
) -> CardChange:
    """The change of one card's value, paired game by game on `games`."""
    a, b = before.influence(games), now.influence(games)
    n = len(games)
    diff = [y - x for x, y in zip(a, b, strict=True)]
    var_a, var_b, var_d = _variance(a), _variance(b), _variance(diff)
    va, vb = before.value(games), now.value(games)
    return CardChange(
        card,
        changed,
        always_valid(va, var_a, n, rho),
        always_valid(vb, var_b, n, rho),
        always_valid(vb - va, var_d, n, rho),
        before.pairs(games),
        now.pairs(games),
        var_d,
    )


def judged(changes: Sequence[CardChange]) -> list[CardChange]:
    """Clear only after Benjamini–Hochberg at 5 % across every card measured (changed
    and yardstick), and with the card used in at least MIN_PAIRS games in a file."""
    found = benjamini_hochberg([c.change.p for c in changes])
    out = []
    for c, hit in zip(changes, found, strict=True):
        enough = max(c.pairs_before, c.pairs_now) >= MIN_PAIRS
        out.append(replace(c, clear=bool(hit) and enough and c.change.clear))
    return out


def band(values: Sequence[tuple[Always, int]]) -> tuple[float, float] | None:
    """The band of a file's other cards: from the lowest low end to the highest high
    end of the yardstick cards' intervals (those used in MIN_PAIRS games or more)."""
    measured = [v for v, pairs in values if pairs >= MIN_PAIRS]
    if len(measured) < 2:
        return None
    return min(v.low for v in measured), max(v.high for v in measured)


def standing(value: Always, pairs: int, bounds: tuple[float, float] | None) -> str:
    """ "too strong", "too weak" or "" for a value against its file's band."""
    if bounds is None or pairs < MIN_PAIRS:
        return ""
    if value.low > bounds[1]:
        return "too strong"
    if value.high < bounds[0]:
        return "too weak"
    return ""


def _w(x: float) -> str:
    return f"{100 * x:.1f}".replace("-", "−")


def _s(x: float) -> str:
    return f"{100 * x:+.1f}".replace("-", "−")


def as_row(c: CardChange, bands: dict[str, tuple[float, float] | None]) -> dict[str, Any]:
    """A card's row of edit.json (values in wins per game: 0.056 is 5.6 in 100)."""

    def interval(v: Always) -> dict[str, Any]:
        return {"value": v.mean, "low": v.low, "high": v.high, "p": v.p}

    return {
        "card": c.card,
        "changed": c.changed,
        "kind": "causal (ablation in both files, paired game by game)",
        "before": {**interval(c.before), "pairs": c.pairs_before},
        "now": {**interval(c.now), "pairs": c.pairs_now},
        "change": {**interval(c.change), "clear": c.clear, "games": c.change.games},
        "now_standing": standing(c.now, c.pairs_now, bands.get("now")),
        "before_standing": standing(c.before, c.pairs_before, bands.get("before")),
    }


def card_line(row: dict[str, Any]) -> str:
    """A card in words: "Chain Bolt: worth 25.3 wins in 100 now, 4.1 before (+21.2,
    +15.0 to +27.4, clear)", with its standing against the band and, for an
    unchanged card, that the edit did not touch it."""
    card, before, now, ch = row["card"], row["before"], row["now"], row["change"]
    if not before["pairs"] and not now["pairs"]:
        return f"{card}: no seat used it in either file, so its value is unknown."
    if not now["pairs"]:
        words = f"unused now (worth 0), worth {_w(before['value'])} wins in 100 before"
    elif not before["pairs"]:
        words = f"worth {_w(now['value'])} wins in 100 now, unused before (worth 0)"
    else:
        words = f"worth {_w(now['value'])} wins in 100 now, {_w(before['value'])} before"
    how = "clear" if ch["clear"] else "no clear change"
    line = f"{card}: {words} ({_s(ch['value'])}, {_s(ch['low'])} to {_s(ch['high'])}, {how})"
    if row["now_standing"]:
        line += f"; {row['now_standing']} beside the file's other cards"
    if row["before_standing"] and row["before_standing"] != row["now_standing"]:
        line += f"; it was {row['before_standing']} before"
    if not row["changed"]:
        line += "; the edit did not touch it, yet its value changed clearly"
    return line + "."


def verdict_lines(rows: Sequence[dict[str, Any]]) -> list[str]:
    """The first lines of the verdict: every changed card (clear changes first, the
    largest first), then any unchanged card whose value changed clearly."""
    changed = sorted(
        (r for r in rows if r["changed"]),
        key=lambda r: (not r["change"]["clear"], -abs(r["change"]["value"])),
    )
    moved = [r for r in rows if not r["changed"] and r["change"]["clear"]]
    lines = [card_line(r) for r in changed + moved]
    return lines or ["The edit changed no card the bots could use."]


def games_words(games: int) -> str:
    """A plan's games in words; 0 where the pilot had nothing to size the question by."""
    return f"{games:,} games" if games else "not used in the pilot, so no estimate"


def plan_lines(result: dict[str, Any]) -> list[str]:
    """How many games the question needed, said before (the pilot's plan) and after
    (the width reached)."""
    plan = result["plan"]
    detect = 100 * plan["detect"]
    lines = [
        f"Enough games: the pilot's {plan['pilot']:,} games said a fixed plan needs, to see a "
        f"change of {detect:g} wins in 100 (5 %, 80 % power):"
    ]
    changed = [r for r in result["cards"] if r["changed"]]
    lines += [f"  {r['card']}: {games_words(r['plan_games'])}" for r in changed]
    lines.append(
        f"Played {result['games']:,} games a file on the same seeds (stopped: {plan['stopped']}); "
        "always-valid intervals, so stopping when settled keeps the 5 % error rate. "
        "Width reached (± wins in 100, the change):"
    )
    lines += [
        f"  {r['card']}{'' if r['changed'] else ' (yardstick)'}: ±{100 * r['reached']:.1f}"
        for r in result["cards"]
    ]
    low_high = result["bands"].get("now")
    if low_high:
        lines.append(
            f"The band of the edited file's other cards ({', '.join(result['yardstick'])}): "
            f"{100 * low_high[0]:.1f} to {100 * low_high[1]:.1f} wins in 100."
        )
    return lines


def yardstick(records: Sequence[GameRecord], changed: Sequence[str], count: int) -> list[str]:
    """The `count` unchanged cards used by the most seats in `records` (ties by name):
    the most used are measured most precisely, so they make the narrowest band."""
    seats: dict[str, int] = {}
    for r in records:
        for s in range(len(r.bots)):
            for name in {n for per in r.uses.values() if s < len(per) for n in per[s]}:
                seats[name] = seats.get(name, 0) + 1
    wanted = {c.lower() for c in changed}
    order = sorted((n for n in seats if n.lower() not in wanted), key=lambda n: (-seats[n], n))
    return order[:count]
