"""Sizes and words the Dominion: Draconium table shares between its layout and drawing."""

from __future__ import annotations

LOCKABLE = ("Duchy", "Province", "Colony")  # §2.11
LOCKED = "Provinces are locked until a player has grown a Dragon."
TRASH_W = 232
TRASH_W_SMALL = 150  # the Trash's width in windows under 1500 pixels wide
OPP_H = 96
OPP_COMPACT_H = 72  # a wide box for another player: name and counts on one line
OPP_COMPACT_W = 380
PROMPT_H = 74
TILE = "tile:"  # a Supply pile's face drawn as a tile (small windows)
OPP_CARD_W = 44
PICK_W = 48
MIN_PLAY_H = 60  # the play area keeps at least this much height, however short the window
LEFT_W = 180  # the column of resources, your Roost mat, deck and discard
FINISH = {  # not chips
    "end_phase",
    "play_all_treasures",
    "choose_cards",
    "resolve_dragon_phase",
    "agree_end",
}
KIND_LABELS = {
    "choose_gain": "Gain",
    "choose_option": "Choose",
    "may": "Answer",
    "reveal_reaction": "Reveal",
    "play_action": "Play",
    "order_cards": "Order (top first)",
    "invest": "Invest",
    "choose_egg": "Your Egg",
    "reveal_clandestine": "Clandestine",
}
CHIP_INK = (28, 24, 20)
