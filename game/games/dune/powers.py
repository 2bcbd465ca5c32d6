"""Dragon Dune's faction powers: the rules code each faction's data names, and the words
a faction sheet writes for it.

A faction's `powers`, `ace` and `alliance` in `dune.toml` name entries of `POWERS`. Each
entry is a piece of the rules (§4, rulings cited), written for the seat of one faction
(`home`): the rules play it for that seat when the data names it there. A power marked
`optional` may be left out, and the rules then do not play it; the others the rules
always play, so the data must name them. The sheet's text is written from the names,
one sentence each (`text`, with the card file's numbers); a designer's own wording
(`power_text`, `ace_text`, `alliance_text`) is compared with them (`text_problems`):
each sentence must name a power the faction has. Pure: no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

SLOTS = ("powers", "ace", "alliance")
"""Where a faction names its powers: its powers, what its Ace does, its alliance power."""
SLOT_WORDS = {"powers": "Power", "ace": "Ace", "alliance": "Alliance"}
NONE_WORDS = {"powers": "No powers.", "ace": "No power.", "alliance": "No alliance power."}
"""What a sheet says for a slot that names nothing (every power of it left out)."""
TEXT_KEYS = {"powers": "power_text", "ace": "ace_text", "alliance": "alliance_text"}
"""The keys of a designer's own wording for each slot, compared with the powers named."""


@dataclass(frozen=True, slots=True)
class Power:
    """One faction power the rules play: its name in the data, the slot it is named in,
    the faction letter whose seat the rules play it for, the ruling, the sentence the
    sheet writes (with the card file's numbers in braces), the words by which a hand-kept
    sentence is known to mean it (any one group, every word of it), and whether the data
    may leave it out."""

    id: str
    slot: str
    home: str
    ruling: str
    text: str
    cues: tuple[tuple[str, ...], ...]
    optional: bool = False


POWERS: dict[str, Power] = {
    p.id: p
    for p in (
        Power(
            "artifact_bank",
            "powers",
            "D",
            "§4",
            "Receive all gold others pay for artifact cards; your own payments go to the bank.",
            (("gold", "artifact"), ("payments", "bank")),
            optional=True,
        ),
        Power(
            "see_auctions",
            "powers",
            "E",
            "§5",
            "See every card put up for auction.",
            (("auction", "see"),),
        ),
        Power(
            "battle_question",
            "powers",
            "E",
            "R34",
            "Ask one binding question before each battle you fight: the colour or value of "
            "your opponent's artifact, or the size of their army.",
            (("question",),),
        ),
        Power(
            "hiding",
            "powers",
            "E",
            "R23",
            "Hide stacks that share a region with another player's tokens; hidden tokens "
            "neither fight nor control, and no dragon touches them.",
            (("hide",), ("hidden",), ("hiding",)),
        ),
        Power(
            "mercenary_bank",
            "powers",
            "G",
            "R17",
            "Receive all gold others pay for mercenaries; you hire at half price, paid to "
            "the bank.",
            (("gold", "mercenar"), ("hire", "half")),
        ),
        Power(
            "auction_bonus_card",
            "powers",
            "G",
            "R25",
            "Draw a bonus card when you win an auction, if your hand has room.",
            (("bonus card",),),
            optional=True,
        ),
        Power(
            "orcish_raising",
            "powers",
            "O",
            "R18",
            "Raise any number of reserve tokens free in one Orcish region instead of hiring.",
            (("orcish",), ("raise",)),
        ),
        Power(
            "plunder",
            "powers",
            "O",
            "R39",
            "Plunder: after winning a battle, take one of the loser's artifacts at random, "
            "to keep or to sell for its value.",
            (("plunder",),),
            optional=True,
        ),
        Power(
            "half_dragon_losses",
            "powers",
            "O",
            "R9",
            "Lose only half your tokens (rounded up) to the dragon and the Great Dragon.",
            (("half", "dragon"), ("half", "losses"), ("lose only half",)),
            optional=True,
        ),
        Power(
            "default_victory",
            "powers",
            "O",
            "R29",
            "If nobody has won after turn {turns}, you win.",
            (("default",), ("nobody has won",), ("win", "after turn")),
            optional=True,
        ),
        Power(
            "ace_as_sabotage",
            "ace",
            "D",
            "R35",
            "Your Ace may stand in for the Jack of its suit in treachery (the Ace is discarded).",
            (("stand in", "jack"), ("ace", "jack")),
        ),
        Power(
            "ace_placement",
            "ace",
            "E",
            "R43",
            "In your step 3, place up to {elf_ace_tokens} reserve tokens free on any one region.",
            (("place", "any one region"), ("place", "reserve tokens")),
        ),
        Power(
            "hiring_ban",
            "ace",
            "G",
            "R42",
            "Bar one other player from hiring this round.",
            (("bar", "hiring"), ("bar", "hire")),
        ),
        Power(
            "dragon_round_move",
            "ace",
            "O",
            "R44",
            "In the Dragon round, before the dragon strikes, move one stack anywhere.",
            (("dragon round", "move"), ("move one stack anywhere",)),
        ),
        Power(
            "ally_treachery",
            "alliance",
            "D",
            "R37",
            "You may declare treachery for your ally, with your Queen and your Jack or Ace.",
            (("treachery", "ally"),),
            optional=True,
        ),
        Power(
            "ally_question",
            "alliance",
            "E",
            "R34",
            "Ask the battle question when your ally fights.",
            (("question", "ally"),),
            optional=True,
        ),
        Power(
            "ally_half_price",
            "alliance",
            "G",
            "R17",
            "Your ally pays half for mercenaries.",
            (("ally", "half"),),
            optional=True,
        ),
        Power(
            "shared_default_victory",
            "alliance",
            "O",
            "R29",
            "Your ally shares your default victory.",
            (("ally", "default"), ("ally", "shares")),
            optional=True,
        ),
    )
}


def powers_of(home: str, slot: str) -> list[Power]:
    """The powers the rules write for the faction `home` in `slot`, in POWERS order."""
    return [p for p in POWERS.values() if p.home == home and p.slot == slot]


def written(power: str, numbers: Mapping[str, int]) -> str:
    """The sheet's sentence for a power, with the card file's numbers."""
    return POWERS[power].text.format_map(dict(numbers))


def sentences(text: str) -> list[str]:
    """A hand-kept text in its sentences and clauses (split at full stops and semicolons;
    "(the Ace is discarded)" stays with its sentence)."""
    parts = re.split(r"(?<=[.;!?])\s+", text.strip())
    return [p.strip().rstrip(".;!?").strip() for p in parts if p.strip().rstrip(".;!?").strip()]


def meant(sentence: str) -> list[str]:
    """The powers a sentence names by their words, in POWERS order."""
    low = sentence.lower()
    return [p.id for p in POWERS.values() if any(all(w in low for w in cue) for cue in p.cues)]


def text_mismatches(
    name: str, named: Sequence[str], text: str, names: Mapping[str, str]
) -> list[str]:
    """Each sentence of a faction's hand-kept `text` that names no power the faction has
    (`named`): one that names another faction's power says whose, one that names none
    does nothing in the rules. `names`: faction letter -> faction name."""
    said = []
    own = set(named)
    for sentence in sentences(text):
        found = meant(sentence)
        if any(p in own for p in found):
            continue
        if found:
            power = POWERS[found[0]]
            whose = names.get(power.home, power.home)
            said.append(
                f'"{sentence}" is the {whose}\' {power.id} ({power.ruling}), which the '
                f"{name} do not have"
            )
        else:
            said.append(f'"{sentence}" does nothing in the rules')
    return said
