"""The search bot's budgets for Dominion: Draconium, in a module of their own so the
entry can read them without loading the rules (benchmarks/bench_bots.py measured them:
see the entry)."""

from __future__ import annotations

HORIZON = 12
"""Moves a playout runs after a new node before the estimate (search.py)."""
NORMAL = 150
"""The normal bot's iterations a decision."""
STRONG = 600
"""The strong bot's iterations a decision."""
