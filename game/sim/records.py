"""What a simulation is asked (`SimSpec`) and what one game of it gave (`GameRecord`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class SimSpec:
    """N seeded games of one game: which bots, how many players, which card file and
    options, and for a game with a board map which map (a designer's copy; None: the
    game's own). Game `i` is played from seed `seed + i`; its seats are filled from
    `bots` in turn, shifted by one each game, so every kind sits in every seat."""

    game: str
    games: int
    bots: tuple[str, ...]
    players: int
    seed: int = 1
    cards: Path | None = None
    options: dict[str, Any] = field(default_factory=dict)
    max_moves: int = 20_000
    label: str = ""  # "A" or "B" in a comparison, or what a nudge changed
    ablate: str = ""  # a card one seat a game may not use (game.sim.ablation)
    map_file: Path | None = None  # a designer's copy of the game's board map

    def seat_bots(self, index: int) -> tuple[str, ...]:
        """The bot kind in each seat of game `index`."""
        kinds = self.bots
        return tuple(kinds[(index + s) % len(kinds)] for s in range(self.players))

    def game_seed(self, index: int) -> int:
        return self.seed + index

    def describe(self) -> str:
        cards = f", cards {self.cards.name}" if self.cards else ""
        cards += f", map {self.map_file.name}" if self.map_file else ""
        options = "".join(f", {k}={v}" for k, v in sorted(self.options.items()))
        without = f", one seat a game without {self.ablate}" if self.ablate else ""
        return (
            f"{self.games:,} games of {self.game}, {self.players} players, "
            f"bots {'/'.join(self.bots)}, seeds {self.seed}–{self.seed + self.games - 1}"
            f"{cards}{options}{without}"
        )


@dataclass(frozen=True)
class GameRecord:
    """One game's outcome, small enough to send between processes.

    `winners` is empty for a draw, for a game cut off by the move budget (`cut`) and for
    one a bot failed in (`failed` says why; the rates leave it out).
    `uses` maps a use ("drafted", "bought", …) to each seat's sorted card names.
    """

    index: int
    seed: int
    bots: tuple[str, ...]
    winners: tuple[int, ...]
    ending: str
    moves: int
    scores: tuple[str, ...]
    cut: bool = False
    uses: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    failed: str = ""  # why the game could not be played on (a bot raised), "" if it was
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """What each seat chose or was dealt, by kind ("rider": one name per seat): the
    units, factions, Eggs or Kings the game's balance module declares."""
    picks: tuple[tuple[str, ...], ...] = ()
    """Where the game has a draft: each seat's picks by card name, in the order made."""
    dealt: tuple[tuple[str, ...], ...] = ()
    """Where a deal is random: the cards each seat was dealt (game.sim.dealt)."""

    @property
    def draw(self) -> bool:
        return not self.winners and not self.cut and not self.failed
