"""Hatch options: every ruling the reference marks [option] (§6), and who starts (§2).

Labels are what a player reads on the new-game screen: what the switch changes, in
the game's words, against the usual rule. The ruling each one answers stays in
`ruling`.
"""

from __future__ import annotations

from game.core.options import Option

EGG_LIMITS = (0, 2, 3, 4, 5)
"""0: no limit (R7); otherwise the most eggs a player may hold."""

ROUND_LIMITS = (30, 40, 60, 100)
"""§3.10 has no limit, and bots that never reach 200 would play for ever; the limit is
ours, far beyond a usual game (11 to 17 rounds, §1.4)."""

OPTIONS: tuple[Option, ...] = (
    Option(
        "starting_player",
        "random",
        "Who takes the first turn: a player drawn at random, or the player in the first seat",
        "§2",
        ("random", "first"),
    ),
    Option(
        "egg_limit",
        0,
        "Most eggs a player may hold (0: no limit); at the limit you can't lay, and can't "
        "steal an egg as loot",
        "R7",
        EGG_LIMITS,
    ),
    Option(
        "guarded_nurturing",
        False,
        "Training mode: a resource the egg does not need, or one too many, is refused "
        "(usually it is allowed and dooms the egg)",
        "R10",
    ),
    Option(
        "forgetful",
        False,
        "Only an egg's current owner may look at it (usually a player whose egg was stolen "
        "still knows what it is)",
        "R14",
    ),
    Option(
        "spilled_blood",
        False,
        "A failed hatch discards its nominated sacrifices too (usually they stay in play)",
        "R16",
    ),
    Option(
        "fledgling",
        False,
        "A dragon can't attack on the turn it hatched",
        "R17",
    ),
    Option(
        "weary",
        False,
        "A dragon that attacked can't block until its owner's next turn",
        "R18",
    ),
    Option(
        "strict_tie_break",
        False,
        "A tie for the highest dynasty goes to the player who triggered the end only if "
        "they are among the tied; otherwise the tied players share the win",
        "R25",
    ),
    Option(
        "stall_guard",
        True,
        "Stall guard: a whole round with both piles empty and no dragon hatched ends the game",
        "R26",
    ),
    Option(
        "round_limit",
        40,
        "The game ends after this many rounds even if no dynasty reached 200 (the highest "
        "wins, ties shared): a safety net, two to three times a usual game",
        "§3.10",
        ROUND_LIMITS,
    ),
    Option(
        "open_table",
        False,
        "Open table: every hand and egg is face up, and the screen is never covered between "
        "players",
        "§4",
    ),
)
