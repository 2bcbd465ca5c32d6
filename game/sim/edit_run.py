"""The "what did my edit change" run: the original and the edited card file on the same
seeds, the changed cards and a yardstick of unchanged ones ablated in both, played in
checkpoints until every changed card's question is settled (game.sim.sequential).

A pilot (200 games by default) plays both files as they stand and with each measured
card taken away; from its per-game variances the lab says how many games a fixed plan
would need to see a change of `detect` in each card's value. Then it doubles the games
at each checkpoint and stops at the first where every changed card is settled: its
change is clear (always-valid interval, Benjamini–Hochberg across the cards measured),
or its interval is no wider than ± `detect`; or at `max_games`.
Pure: no pygame.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from game.core.registry import Registry
from game.sim.ablation import banned_arm, used_cards
from game.sim.edit import (
    CardChange,
    PerGame,
    as_row,
    band,
    card_change,
    common_games,
    games_words,
    judged,
    per_game,
    verdict_lines,
    yardstick,
)
from game.sim.experiments import changed_cards, universe_for
from game.sim.pool import simulate
from game.sim.records import GameRecord, SimSpec
from game.sim.sequential import checkpoints, games_for, tuned_rho

Tell = Callable[[str], None]


@dataclass(frozen=True)
class Plan:
    """How much a "what changed" run plays: a pilot of `pilot` games, then doubling
    until settled or `max_games`; `detect` is the smallest change of a card's value
    worth seeing (0.03: 3 wins in 100); `yardstick` unchanged cards are measured too."""

    pilot: int = 200
    detect: float = 0.03
    max_games: int = 10_000
    yardstick: int = 3
    tune_at: int = 4  # the sequence is narrowest near this many pilots (or the plan's n)

    def sized(self, players: int) -> tuple[int, int]:
        """The pilot and the cap, each a whole number of rounds of banned seats (so a
        checkpoint's games continue the seat order of the games before it)."""
        pilot = players * max(1, math.ceil(self.pilot / players))
        cap = players * max(1, math.ceil(self.max_games / players))
        return pilot, max(pilot, cap)


class _Arms:
    """Every arm's records so far, extended game by game on the same seeds."""

    def __init__(self, registry: Registry, jobs: int, backend: str) -> None:
        self.registry, self.jobs, self.backend = registry, jobs, backend
        self.records: dict[tuple[str, str], list[GameRecord]] = {}

    def extend(self, side: SimSpec, card: str, upto: int) -> list[GameRecord]:
        key = (side.label, card)
        have = self.records.setdefault(key, [])
        start = len(have)
        if upto > start:
            arm = banned_arm(side, card) if card else side
            more = replace(arm, seed=side.seed + start, games=upto - start)
            played = simulate(self.registry, more, self.jobs, None, self.backend)
            have.extend(replace(r, index=r.index + start) for r in played)
        return have


def _names(wanted: list[str], known: set[str]) -> list[str]:
    """The changed entries that are cards the game knows (a unit's name is not one)."""
    lower = {k.lower(): k for k in known}
    return [lower[w.lower()] for w in wanted if w.lower() in lower]


def what_changed(
    registry: Registry,
    spec: SimSpec,
    original: Path,
    edited: Path,
    plan: Plan | None = None,
    jobs: int = 1,
    tell: Tell | None = None,
    backend: str = "local",
) -> tuple[dict[str, Any], list[GameRecord], list[GameRecord]]:
    """The result (edit.json), and the two files' games as they stand (for `compare`)."""
    plan = plan or Plan()
    say = tell or (lambda _: None)
    pilot, cap = plan.sized(spec.players)
    before = replace(spec, cards=original, label="before")
    now = replace(spec, cards=edited, label="now")
    arms = _Arms(registry, jobs, backend)
    say(f"pilot: {pilot:,} games of each file as it stands")
    kept_a, kept_b = arms.extend(before, "", pilot), arms.extend(now, "", pilot)
    edits = changed_cards(original, edited)
    known = {n for names in universe_for(registry, before).values() for n in names}
    known |= {n for names in universe_for(registry, now).values() for n in names}
    known |= set(used_cards(kept_a)) | set(used_cards(kept_b))
    changed = _names(edits, known)
    yard = yardstick(kept_a, edits, plan.yardstick)
    cards = changed + yard
    rho: dict[str, float] = {}
    needs: dict[str, int] = {}
    changes: list[CardChange] = []
    stopped = f"the cap of {cap:,} games"
    games = pilot
    for games in checkpoints(pilot, cap):
        say(f"{games:,} games: each file, and each of {len(cards)} cards taken away in both")
        kept_a, kept_b = arms.extend(before, "", games), arms.extend(now, "", games)
        per: dict[str, tuple[PerGame, PerGame]] = {}
        for card in cards:
            a = per_game(before, card, kept_a, arms.extend(before, card, games))
            b = per_game(now, card, kept_b, arms.extend(now, card, games))
            per[card] = (a, b)
        if not rho:  # the pilot: the plan, and each card's tuning, fixed from here on
            for card, (a, b) in per.items():
                probe = card_change(card, card in changed, a, b, common_games(a, b), 1.0)
                # 0: no seat used it in the pilot, so the pilot cannot size its question
                needs[card] = games_for(probe.variance, plan.detect) if probe.variance else 0
                at = min(max(needs[card], pilot), plan.tune_at * pilot)
                rho[card] = tuned_rho(at, probe.variance or 1.0)
            say(
                f"the pilot says a fixed plan sees a change of {100 * plan.detect:g} wins in "
                "100 in: "
                + ", ".join(f"{card} {games_words(needs[card])}" for card in changed)
                + f" (this run stops when settled, at most {cap:,})"
            )
        changes = judged(
            [
                card_change(card, card in changed, a, b, common_games(a, b), rho[card])
                for card, (a, b) in per.items()
            ]
        )
        if any(c.changed for c in changes):
            say(
                "  "
                + "; ".join(
                    f"{c.card} {100 * c.change.mean:+.1f} ({100 * c.change.low:+.1f} to "
                    f"{100 * c.change.high:+.1f}){' clear' if c.clear else ''}"
                    for c in changes
                    if c.changed
                )
            )
        if all(_settled(c, plan.detect) for c in changes if c.changed):
            stopped = "every changed card settled"
            break
    result = _result(spec, original, edited, plan, games, pilot, cap, stopped, changes, needs)
    others = [e for e in edits if e.lower() not in {c.lower() for c in changed}]
    result["not_measured"] = others
    if others:  # a unit's or faction's numbers: not a card a seat can be forbidden
        result["verdict"].append(
            f"Also changed, not a card a seat uses (so not taken away): {', '.join(others)}."
        )
    return result, arms.records[("before", "")][:games], arms.records[("now", "")][:games]


def _settled(c: CardChange, detect: float) -> bool:
    """A changed card's question is answered: clearly changed, narrow enough, or never
    used in either file (nothing to measure)."""
    unused = not c.pairs_before and not c.pairs_now
    return unused or c.clear or c.change.half <= detect


def _result(
    spec: SimSpec,
    original: Path,
    edited: Path,
    plan: Plan,
    games: int,
    pilot: int,
    cap: int,
    stopped: str,
    changes: list[CardChange],
    needs: dict[str, int],
) -> dict[str, Any]:
    yard = [c for c in changes if not c.changed]
    bands = {
        "now": band([(c.now, c.pairs_now) for c in yard]),
        "before": band([(c.before, c.pairs_before) for c in yard]),
    }
    rows = [as_row(c, bands) for c in changes]
    for row in rows:
        row["plan_games"] = needs.get(row["card"], 0)
        row["reached"] = (row["change"]["high"] - row["change"]["low"]) / 2
    return {
        "original": str(original),
        "edited": str(edited),
        "spec": {**asdict(replace(spec, cards=None, map_file=None)), "games": games},
        "games": games,
        "plan": {
            **asdict(plan),
            "pilot": pilot,
            "cap": cap,
            "stopped": stopped,
            "how": "confidence sequence (always-valid 95 % intervals), checkpoints doubling",
        },
        "bands": {k: list(v) if v else None for k, v in bands.items()},
        "yardstick": [c.card for c in yard],
        "cards": rows,
        "verdict": verdict_lines(rows),
    }
