"""The search bot's budgets for Dragon's Money Laundering, in a module of their own so
the entry can read them without loading the rules or the search (search.py)."""

from __future__ import annotations

NORMAL = 150
"""Iterations of a normal bot's decision."""
STRONG = 600
"""Iterations of a strong bot's decision."""
EXPLORE = 0.7
"""UCT's exploration weight for DML's estimates (search.evaluate)."""
HORIZON = 10
"""Moves a playout goes on after a new node before the estimate."""
