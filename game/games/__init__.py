"""Every game's pure rules, and the registry that names them."""

from __future__ import annotations

from game.core.ruleset import Registry
from game.games.draconium.rules import DraconiumRuleset
from game.games.dune.rules import DuneRuleset
from game.games.riders.rules import RidersRuleset

REGISTRY = Registry([RidersRuleset(), DuneRuleset(), DraconiumRuleset()])
