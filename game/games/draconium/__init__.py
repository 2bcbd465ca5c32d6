"""Dominion: Draconium — base Dominion's rules engine, ready for the Draconium layer."""
