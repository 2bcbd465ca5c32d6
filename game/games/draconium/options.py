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

# The Egg pool (§2.2, R3): three lines at random (the default), all ten, or none (R6).
POOLS = ("3 at random", "all 10", "randomizer", "picked", "no Eggs")


def pick_option(line: str) -> str:
    """The name of the switch that puts `line`'s Egg in a pool the host picks."""
    return f"pool_{line.lower()}"


# The lines, with their Eggs, for the host's picks (the names are facts of the doc, §3).
PICKABLE = (
    ("Abyssal", "Obsidian Egg"),
    ("Avaricious", "Ravenous Egg"),
    ("Calamitous", "Ancient Egg"),
    ("Divine", "Blessed Egg"),
    ("Festering", "Rotten Egg"),
    ("Gargantuan", "Enormous Egg"),
    ("Hyper", "Restless Egg"),
    ("Opulent", "Exquisite Egg"),
    ("Revenant", "Rubbish Egg"),
    ("Riposte", "Sensitive Egg"),
)
# How each player gets an Egg from the pool (§2.2, R3).
ASSIGNMENTS = ("random", "blind draw", "secret choice", "open choice")

OPTIONS: tuple[Option, ...] = (
    Option("platinum_colony", False, "Add Platinum and Colony to the Supply", "R32"),
    Option(
        "kingdom",
        RANDOM,
        "The 10 Kingdom cards: random, or a recommended set",
        "§1.2",
        (RANDOM, *PRESETS),
    ),
    Option(
        "draconium_cards",
        4,
        "How many of a random Kingdom's cards are Draconium cards (3 to 6 play best)",
        "§1.2",
        tuple(range(11)),
    ),
    Option(
        "egg_pool",
        POOLS[0],
        "Which Eggs can come out: 3 at random, all 10, dealt among the Kingdom cards "
        "(randomizer), chosen below (picked), or none",
        "R3",
        POOLS,
    ),
    Option("egg_assignment", ASSIGNMENTS[0], "How each player gets an Egg", "R3", ASSIGNMENTS),
    *(
        Option(pick_option(line), False, f"When Eggs are picked: the {egg} ({line} line)", "R3")
        for line, egg in PICKABLE
    ),
    Option(
        "recycling_mat", False, "Use the Recycling mat even if no card or Egg needs it", "§2.10"
    ),
    Option(
        "strict_refill",
        False,
        "Recycled cards refill a pile only as it runs out, not again at the end of a turn",
        "R14",
    ),
    Option(
        "buy_only_lock",
        False,
        "Locked Duchies, Provinces and Colonies can't be bought but card effects may gain them",
        "R5",
    ),
    Option(
        "safety_valve",
        False,
        "Unlock Duchies, Provinces and Colonies at round 15 if no Dragon has grown yet",
        "R4",
    ),
    Option(
        "clandestine_beasts",
        False,
        "Clandestine cards may also be revealed when an Egg, Drake or Dragon makes you draw",
        "R15",
    ),
    Option("two_eggs", False, "Two Eggs per player, each hatching and stepping on its own", "R2"),
    Option("browse_own_discard", False, "Players may look through their own discard pile", "§5"),
)
