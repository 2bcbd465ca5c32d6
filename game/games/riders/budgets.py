"""The search bots' budgets for Dragon Riders, in a module of their own so the entry
can read them without loading the rules or the search (search.py)."""

from __future__ import annotations

NORMAL = (500, 24)
"""The normal bot's budget: search iterations a decision, quick games per unit choice."""
STRONG = (1800, 64)
"""The strong bot's budget (the same two numbers): its decisions' p95 stays under 0.8 s
of CPU on this machine, busy (2,500 iterations took 0.98 s)."""
EXPLORE = 0.5
"""The search's exploration weight: a little below the generic 0.7, since the estimate
(search.evaluate) is fitted and moves differ by little."""
HORIZON = 4
"""Moves a playout runs past a new node: about the rest of a turn; the estimate reads
what the other side threatens next (search.race_lead)."""
