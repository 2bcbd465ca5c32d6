"""Dragon Dune options: every ruling the reference marks [option] (§7)."""

from __future__ import annotations

from game.core.options import Option

OPTIONS: tuple[Option, ...] = (
    Option("random_seating", False, "Factions are dealt to the players at random", "R1"),
    Option("fixed_emperor", False, "The Emperor stays the same all game", "R2"),
    Option("dragon_starts_at_18", False, "The dragon starts at 18; its first move enters 1", "R5"),
    Option("dragon_to_graveyard", False, "Tokens a dragon takes go to the graveyard", "R7"),
    Option("dragon_blocks", False, "Nothing may be placed on or moved through the dragon", "R8"),
    Option("no_great_dragon_turn_one", False, "No Great Dragon on turn 1", "R10"),
    Option("larger_alliances", False, "Alliances may have more than two members", "R11"),
    Option("conscript_bonus", 0, "Extra tokens everyone may conscript", "R16", (0, 1, 2)),
    Option("hire_several_regions", False, "Mercenaries may be hired into several regions", "R17"),
    Option("orcs_may_not_hire", False, "The Orcs may not hire mercenaries", "R18"),
    Option("secret_hiding", False, "Where the Elves hide, and how many, is secret", "R23"),
    Option("unsold_ends_bidding", False, "An unsold card ends the Bidding round", "R24"),
    Option("jack_discarded", False, "A Jack used for treachery is discarded", "R35"),
    Option(
        "dwarf_cards_only", False, "Dwarven treachery for an ally uses Dwarven cards only", "R37"
    ),
    Option("no_own_queen", False, "Nobody is dealt their own Queen", "R40"),
    Option("gold_gifts", False, "Players may give gold to each other", "R45"),
)
