"""Dragon Riders options: every ruling the reference marks [option]."""

from __future__ import annotations

from game.core.options import Option

OPTIONS: tuple[Option, ...] = (
    Option("draft_mode", "market", "How decks are built", "R2", ("market", "snake", "quick")),
    Option("quick_random_units", False, "Quick deal also assigns random Riders and Dragons", "R2"),
    Option("mirror_units", False, "Both players may take the same Rider or Dragon", "R1"),
    Option("starting_shields_minus_one", False, "Riders start with one Shield fewer", "R3"),
    Option(
        "stagger_dragon_only", False, "Only a Frozen Dragon staggers (not a Frozen Rider)", "R11"
    ),
    Option(
        "freeze_full_removal", False, "All Freeze stacks fall off at the end of the turn", "R13"
    ),
    Option("freeze_cap", 0, "Most Freeze stacks on one unit (0: no cap)", "R15", (0, 2)),
    Option(
        "immunity_consumes_energy_shield",
        False,
        "An Energy Shield charge is spent even on a Freeze-immune Rider",
        "R19",
    ),
    Option("burn_ignores_defense", False, "Burn damage skips Bronn's reduction and Shields", "R20"),
    Option(
        "bronn_every_instance", False, "Bronn reduces every damage instance, not the first", "R22"
    ),
    Option(
        "exhaust_until_end_of_turn",
        False,
        "Critical Morrik's exhausted Shields recover at the end of his turn",
        "R34",
    ),
)
