"""Dominion: Draconium options: Platinum/Colony (R32) and how the Kingdom is picked."""

from __future__ import annotations

from game.core.options import Option

# The base set's 2nd-edition recommended Kingdoms (card lists are facts of the game).
PRESETS: dict[str, tuple[str, ...]] = {
    "First Game": (
        "Cellar",
        "Market",
        "Merchant",
        "Militia",
        "Mine",
        "Moat",
        "Remodel",
        "Smithy",
        "Village",
        "Workshop",
    ),
    "Size Distortion": (
        "Artisan",
        "Bandit",
        "Bureaucrat",
        "Chapel",
        "Festival",
        "Gardens",
        "Sentry",
        "Throne Room",
        "Witch",
        "Workshop",
    ),
    "Deck Top": (
        "Artisan",
        "Bureaucrat",
        "Council Room",
        "Festival",
        "Harbinger",
        "Laboratory",
        "Moneylender",
        "Sentry",
        "Vassal",
        "Village",
    ),
    "Sleight of Hand": (
        "Cellar",
        "Council Room",
        "Festival",
        "Gardens",
        "Library",
        "Harbinger",
        "Militia",
        "Poacher",
        "Smithy",
        "Throne Room",
    ),
    "Improvements": (
        "Artisan",
        "Cellar",
        "Market",
        "Merchant",
        "Mine",
        "Moat",
        "Moneylender",
        "Poacher",
        "Remodel",
        "Witch",
    ),
    "Silver & Gold": (
        "Bandit",
        "Bureaucrat",
        "Chapel",
        "Harbinger",
        "Laboratory",
        "Merchant",
        "Mine",
        "Moneylender",
        "Throne Room",
        "Vassal",
    ),
}
RANDOM = "random"

OPTIONS: tuple[Option, ...] = (
    Option("platinum_colony", False, "Add Platinum and Colony to the Supply", "R32"),
    # §1.2 step 1 picks the Kingdom; R3 is the matching ruling for the Egg pool.
    Option("kingdom", RANDOM, "Kingdom: random, or a recommended set", "R3", (RANDOM, *PRESETS)),
)
