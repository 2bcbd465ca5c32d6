"""The pure rules kernel shared by every game. No pygame, no pymunk.

Every gesture becomes a `Move`; a game's `Ruleset` accepts it (mutating the
state only after it has validated completely) or rejects it with an
`IllegalMove` that carries a stable code and a sentence a player understands.
"""

from game.core.entry import GameEntry
from game.core.errors import IllegalMove, OptionError, SaveError
from game.core.move import Gesture, Move
from game.core.options import Option
from game.core.registry import Registry
from game.core.rng import Rng
from game.core.rules_base import Rules
from game.core.ruleset import Ruleset
from game.core.state import GameState, LogLine, Pending, Result
from game.core.zones import Visibility, Zone

__all__ = [
    "GameEntry",
    "GameState",
    "Gesture",
    "IllegalMove",
    "LogLine",
    "Move",
    "Option",
    "OptionError",
    "Pending",
    "Registry",
    "Result",
    "Rng",
    "Rules",
    "Ruleset",
    "SaveError",
    "Visibility",
    "Zone",
]
