"""The lab's exports from the command line (print-and-play PDF, Tabletop Simulator deck)."""

from __future__ import annotations

import argparse
from typing import Any


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The export options of `python -m game lab`."""


def run(args: argparse.Namespace, deck: Any) -> int:
    """Writes what the options ask for; the exit code."""
    return 0
