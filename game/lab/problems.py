"""Where in a data file a problem lies, as the lab shows it: the kernel's
`game.core.problems`, which the command line uses too."""

from __future__ import annotations

from game.core.problems import Problem, locate, message_of, problem_of, problems_of, report

__all__ = ["Problem", "locate", "message_of", "problem_of", "problems_of", "report"]
