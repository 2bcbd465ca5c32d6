"""DML options: every ruling the reference marks [option] (§1.8, §2, §3.1, §4.1, §5, R15,
R37, R40, R46), with the reference's defaults. Labels are what a player reads on the
new-game screen; the ruling each answers stays in `ruling`."""

from __future__ import annotations

from game.core.options import Option

OPTIONS: tuple[Option, ...] = (
    Option(
        "siege_discard_half",
        True,
        "A Dragon Siege also throws half of a besieged Treasury (rounded up) into the Hoard",
        "R37",
    ),
    Option(
        "three_player_leftover",
        "hoard",
        "With 3 players, the starting pile nobody takes goes face up to the Hoard, or is "
        "shuffled into the Event Deck",
        "§3.1",
        ("hoard", "deck"),
    ),
    Option(
        "open_hoard",
        False,
        "Show the whole Dragon's Hoard (usually only its top card and count are drawn)",
        "R46",
    ),
    Option(
        "tiebreak_eggs",
        False,
        "A tie for the most points goes to the tied player with most Eggs (usually nobody wins)",
        "§4.1",
    ),
    Option(
        "auto_pass",
        False,
        "Skip the Character Power chance of a player with nothing to play (faster, but it "
        "tells the table they hold no Power)",
        "§5",
    ),
    Option(
        "seize_on_emblems",
        False,
        "Acquisition Attempts on Emblems may be seized too (usually only Stocks and the "
        "Grand Opening card)",
        "R15",
    ),
    Option(
        "eggs_to_nest",
        False,
        "An Egg that would go to the Dragon's Hoard goes back to the Nest instead",
        "R40",
    ),
)
