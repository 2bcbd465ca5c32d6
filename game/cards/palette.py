"""The table's colours, in one place: felt, ink, and what a glow means.

A legal target glows green and a refusing one is outlined red, on every board,
pile and zone. (The menus have their own warmer palette in game/scenes/ui.py.)
"""

from __future__ import annotations

Colour = tuple[int, int, int]

FELT: Colour = (30, 52, 46)
FELT_DARK: Colour = (26, 45, 40)
PANEL_BG: Colour = (22, 24, 30)
INK: Colour = (236, 228, 210)
DIM: Colour = (150, 144, 132)
GOLD: Colour = (232, 186, 92)
GLOW: Colour = (120, 220, 140)  # some legal move accepts the held piece here
NOPE: Colour = (220, 96, 80)  # the rules refuse it here
TOAST_BG: Colour = (70, 28, 28)
ZONE_FILL: Colour = (40, 44, 54)
ZONE_LINE: Colour = (78, 84, 98)
