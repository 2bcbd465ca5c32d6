"""Dragon Riders (v0.12): two riders, two dragons, drafted decks.

Rules reference: shared/games/dragon-riders.md; rulings are cited as R1–R42.
"""
