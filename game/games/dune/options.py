"""Dragon Dune options: every ruling the reference marks [option] (§7).

Labels are what a player reads on the new-game screen: what the switch changes, in
the game's words, against the usual rule. The ruling each one answers stays in
`ruling`.
"""

from __future__ import annotations

from game.core.options import Option

OPTIONS: tuple[Option, ...] = (
    Option(
        "random_seating",
        False,
        "Deal the four factions to the players at random (usually seat 1 plays the Dwarves, "
        "seat 2 the Elves, seat 3 the Goblins, seat 4 the Orcs)",
        "R1",
    ),
    Option(
        "fixed_emperor",
        False,
        "The first Emperor stays Emperor all game (usually the title passes on every turn)",
        "R2",
    ),
    Option(
        "dragon_starts_at_18",
        False,
        "The dragon starts at 18, so its first flight begins at 1 (usually three dice place it)",
        "R5",
    ),
    Option(
        "dragon_to_graveyard",
        False,
        "Tokens the dragons take go to the graveyard (usually back to the reserve)",
        "R7",
    ),
    Option(
        "dragon_blocks",
        False,
        "Nothing may be placed on, or moved through, the regions of the dragon's number",
        "R8",
    ),
    Option(
        "no_great_dragon_turn_one",
        False,
        "No Great Dragon and no Great Council on turn 1",
        "R10",
    ),
    Option(
        "larger_alliances",
        False,
        "Alliances may have more than two members",
        "R11",
    ),
    Option(
        "conscript_bonus",
        0,
        "Extra tokens every player may conscript each turn (usually 2, the Orcs 4)",
        "R16",
        (0, 1, 2),
    ),
    Option(
        "hire_several_regions",
        False,
        "Mercenaries may be hired into several regions in one turn (usually one)",
        "R17",
    ),
    Option(
        "orcs_may_not_hire",
        False,
        "The Orcs may not hire mercenaries; they only raise tokens in their own lands",
        "R18",
    ),
    Option(
        "secret_hiding",
        False,
        "Only the Elves see where they hide and how many (usually everyone sees)",
        "R23",
    ),
    Option(
        "unsold_ends_bidding",
        False,
        "An artifact nobody bids on ends the Bidding round (usually the next one is offered)",
        "R24",
    ),
    Option(
        "jack_discarded",
        False,
        "A Jack used for treachery leaves the game (usually it stays with its owner)",
        "R35",
    ),
    Option(
        "dwarf_cards_only",
        False,
        "The Dwarves betray for their ally only with their own Queens, Jacks and Aces",
        "R37",
    ),
    Option(
        "no_own_queen",
        False,
        "Nobody is dealt their own faction's Queen",
        "R40",
    ),
    Option(
        "gold_gifts",
        False,
        "Players may give each other gold",
        "R45",
    ),
)
