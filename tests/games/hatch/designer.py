"""A designer's card file for tests: the shipped file with four new species, each with
abilities from the vocabulary and nothing in code (game.games.hatch.abilities)."""

from __future__ import annotations

from pathlib import Path

from game import paths
from game.games.hatch.cards import load_catalog
from game.games.hatch.rules import HatchRules

NEW_SPECIES = """
[[species]]
name = "Glimmer Drake"
tier = "Drake"
provides = "G"
value = 18
cost = ["E", "T"]
blood = 0
sac = 1
copies = 4
flavour = "A designer's new card: it rummages, and its rivals lose a card."
abilities = [
  { when = "hatch", step = "draw", n = 2 },
  { when = "hatch", step = "others_discard", n = 1 },
]

[[species]]
name = "Brood Mother"
tier = "Greater drake"
provides = "S"
value = 23
cost = ["S", "G", "T"]
blood = 0
sac = 1
copies = 2
flavour = "Where she lands, eggs follow."
abilities = [{ when = "hatch", step = "lay_top", n = 2 }]

[[species]]
name = "Bastion Drake"
tier = "Drake"
provides = "T"
value = 24
cost = ["T", "S"]
blood = 0
sac = 1
copies = 2
flavour = "A wall with wings."
abilities = [{ when = "block", step = "guard", n = 5 }]

[[species]]
name = "Ember Martyr"
tier = "Whelp"
provides = "E"
value = 13
cost = ["E", "E"]
blood = 0
sac = 2
copies = 2
flavour = "It burns brightest on the altar."
abilities = [{ when = "sacrificed", step = "draw", n = 1 }]
"""


def designer_text(extra: str = NEW_SPECIES) -> str:
    return paths.card_file("hatch").read_text("utf-8") + extra


def designer_file(tmp_path: Path, extra: str = NEW_SPECIES) -> Path:
    path = tmp_path / "hatch.toml"
    path.write_text(designer_text(extra), "utf-8")
    return path


def designer_rules(tmp_path: Path) -> HatchRules:
    return HatchRules(load_catalog(designer_file(tmp_path)))
