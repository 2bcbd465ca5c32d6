"""Hatch: lay, nurture and hatch dragon eggs, attack and defend; 2–5 players.

Rules reference: shared/games/hatch.md; rulings are cited as R1–R32.
"""
