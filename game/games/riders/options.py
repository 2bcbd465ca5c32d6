"""Dragon Riders options: every ruling the reference marks [option].

Labels are what a player reads on the new-game screen: what the switch changes, in
the game's words. The ruling each one answers stays in `ruling`.
"""

from __future__ import annotations

from game.core.options import Option

OPTIONS: tuple[Option, ...] = (
    Option(
        "draft_mode",
        "market",
        "How decks are built: market (take turns picking from five face-up cards), "
        "snake (pick from all 44 cards face up) or quick (20 random cards each)",
        "R2",
        ("market", "snake", "quick"),
    ),
    Option(
        "quick_random_units",
        False,
        "With quick decks, Riders and Dragons are dealt at random too",
        "R2",
    ),
    Option("mirror_units", False, "Both players may choose the same Rider or Dragon", "R1"),
    Option("starting_shields_minus_one", False, "Riders start with one Shield fewer", "R3"),
    Option(
        "stagger_dragon_only",
        False,
        "Only a Frozen Dragon limits its player to one action a turn (a Frozen Rider does not)",
        "R11",
    ),
    Option(
        "freeze_full_removal",
        False,
        "All Freeze on a unit wears off at the end of its player's turn, not one stack",
        "R13",
    ),
    Option("freeze_cap", 0, "Most Freeze stacks one unit can hold (0: no limit)", "R15", (0, 2)),
    Option(
        "immunity_consumes_energy_shield",
        False,
        "A Freeze on a Rider that cannot be Frozen still uses up an Energy Shield charge",
        "R19",
    ),
    Option(
        "burn_ignores_defense",
        False,
        "Burn damage goes straight to HP: Bronn's reduction and Shields do not stop it",
        "R20",
    ),
    Option(
        "bronn_every_instance",
        False,
        "Bronn reduces every hit by 1, not only the first one each turn",
        "R22",
    ),
    Option(
        "exhaust_until_end_of_turn",
        False,
        "Critical Morrik's spent Shields come back at the end of his turn, "
        "not at the start of his next",
        "R34",
    ),
)
