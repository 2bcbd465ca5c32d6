"""Whether a card's text says what its effects do: the numbers and the key words.

A text written by hand is read for what it claims: each op has the phrases that say it
("4 damage", "1 Burn", "Heal your Dragon 3", "draw a card"), tried most exact first,
each match taken out of the text before the next looks. Words that only name a state
being ended or warded off ("this ends Crippled", "it stops the next Burn or Freeze")
claim nothing. What the text claims is then set against the card's effects, op by op:
one sentence per disagreement, "Heavy Blow: text says 5 damage, effect deals 4". A
text written from the effects (card_text) always agrees. Pure: no pygame.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.core.words import NUMBER_WORDS
from game.games.riders.cards import OPS, TILE_TEXTS, CardSpec, Catalog, DragonSpec, RiderSpec
from game.games.riders.powers import tile_texts

N = rf"(?P<n>\d+|{'|'.join(NUMBER_WORDS)})"
ENERGY = r"(?:\{energy\}|energy)"
# A state ended or warded off is named, not applied.
ENDED = re.compile(
    r"\b(?:ends?|stops?(?: the next)?|immune to|no longer(?: is| are)?)\s+\w+(?:\s+or\s+\w+)*",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Claim:
    """How a text says one op, and how a mismatch about it is worded.

    `word` is what the text should say ("Burn"); `does`/`does_one` what the effects do,
    for many and for one ("burn", "burns"); `said` the number as a text says it
    ("{} damage"), and `gives` the effects' verb before their numbers ("deal", "deals").
    """

    word: str
    does: str
    does_one: str
    patterns: tuple[re.Pattern[str], ...]
    said: str = "{}"
    gives: tuple[str, str] = ("give", "gives")
    alone: int | None = None  # the number a claim without one means ("an Energy Shield")


def _find(*patterns: str) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, re.IGNORECASE) for p in patterns)


# In the order they are looked for: a phrase that holds another op's word comes first
# ("Energy Shield" before "Shield", "remove all Burn" before "Burn").
CLAIMS: dict[str, Claim] = {
    "energy_shield": Claim(
        "Energy Shield",
        "give Energy Shield charges",
        "gives Energy Shield charges",
        _find(rf"(?:\b{N}\s+)?\bEnergy\s+Shields?(?:\s+charges?)?"),
        "{} Energy Shield charges",
        alone=1,
    ),
    "destroy_shields": Claim(
        "destroy",
        "destroy Shields",
        "destroys Shields",
        _find(r"\bdestroys?\b[^.;]*?\bShields?\b"),
    ),
    "remove_burn": Claim(
        "remove all Burn",
        "remove Burn",
        "removes Burn",
        _find(r"\bremoves?\s+(?:all\s+|every\s+)?(?:the\s+)?Burns?\b"),
    ),
    "thaw": Claim(
        "remove all Freeze",
        "thaw",
        "thaws",
        _find(r"\bremoves?\s+(?:all\s+|every\s+)?(?:the\s+)?(?:Freeze|Frozen)\b", r"\bthaws?\b"),
    ),
    "drain": Claim(
        "loses energy",
        "drain energy",
        "drains energy",
        _find(
            rf"\blos(?:e|es|ing)\s+{N}\s+{ENERGY}",
            r"\blos(?:e|es|ing)\s+\{energy(?P<n>\d+)\}",
            r"\blos(?:e|es|ing)\b[^.;]*?\benergy\b",
        ),
        "{} energy lost",
        ("drain", "drains"),
    ),
    "gain_energy": Claim(
        "gain energy",
        "give energy",
        "gives energy",
        _find(
            rf"\bgains?\s+{N}\s+{ENERGY}",
            r"\bgains?\s+\{energy(?P<n>\d+)\}",
            rf"\+(?P<n>\d+)\s*{ENERGY}",
            r"\bgains?\b[^.;]*?\benergy\b",
        ),
        "gain {} energy",
    ),
    "sabotage": Claim(
        "discards",
        "make the opponent discard",
        "makes the opponent discard",
        _find(rf"\bdiscards?\s+{N}\s+cards?\b", r"\bdiscards?\b"),
        "discards {}",
        ("discard", "discards"),
    ),
    "draw": Claim(
        "draw",
        "draw cards",
        "draws cards",
        _find(rf"\bdraws?\s+{N}\s+(?:more\s+)?cards?\b", r"\bdraws?\b"),
        "draw {}",
        ("draw", "draws"),
    ),
    "shields": Claim(
        "Shields",
        "give Shields",
        "gives Shields",
        _find(rf"\b{N}\s+Shields?\b", r"\bShields?\b"),
        "{} Shields",
    ),
    "heal": Claim(
        "Heal",
        "heal",
        "heals",
        _find(r"\bheals?\b[^.;,\d]{0,40}?(?P<n>\d+)", r"\bheals?\b"),
        "Heal {}",
        ("heal", "heals"),
    ),
    "damage": Claim(
        "damage",
        "deal damage",
        "deals damage",
        _find(
            rf"\b{N}\s+damage\b",
            rf"\b{N}\s+to\s+(?:the|your|it|its|each|both)\b",
            r"\bdamage\b",
        ),
        "{} damage",
        ("deal", "deals"),
    ),
    "burn": Claim(
        "Burn",
        "burn",
        "burns",
        _find(rf"(?:\b{N}\s+)?\bBurn(?:s|ing)?\b"),
    ),
    "freeze": Claim(
        "Freeze",
        "freeze",
        "freezes",
        _find(r"\b(?:Freez(?:e|es|ing)|Frozen)\b"),
    ),
    "cripple": Claim(
        "Crippled",
        "cripple",
        "cripples",
        _find(r"\bCrippl(?:e|es|ed|ing)\b"),
    ),
}


def claims(text: str) -> list[tuple[str, int | None]]:
    """What a text says its card does, in the text's order: each op it names and the
    number it gives for it (None when it gives none)."""
    rest = ENDED.sub(_blank, text)
    found: list[tuple[int, str, int | None]] = []
    for op, claim in CLAIMS.items():
        for pattern in claim.patterns:
            for match in pattern.finditer(rest):
                found.append((match.start(), op, _number(match, claim.alone)))
            rest = pattern.sub(_blank, rest)
    return [(op, n) for _, op, n in sorted(found, key=lambda f: f[0])]


def card_mismatches(card: CardSpec) -> list[str]:
    """Each way the card's text disagrees with its effects, one sentence each."""
    said = claims(card.text)
    wrong: list[str] = []
    ops = dict.fromkeys([fx.op for fx in card.effects] + [op for op, _ in said])
    for op in ops:
        claim = CLAIMS[op]
        amounts = [fx.amount for fx in card.effects if fx.op == op]
        numbers = [n for o, n in said if o == op]
        if amounts and not numbers:
            wrong.append(
                f"{card.name}: the effects {claim.does} but the text never says {claim.word}"
            )
        elif numbers and not amounts:
            wrong.append(f"{card.name}: the text says {claim.word} but no effect {claim.does_one}")
        elif amounts and "amount" in OPS[op]:
            given = [n for n in numbers if n is not None]
            if given != amounts:
                wrong.append(f"{card.name}: {_numbers(claim, given, amounts)}")
    return wrong


def text_mismatches(catalog: Catalog) -> list[str]:
    """Every disagreement between a card's text and its effects, in the file's order, then
    each tile's text written by hand that disagrees with the tile's powers."""
    found = [line for card in catalog.cards.values() for line in card_mismatches(card)]
    return found + tile_mismatches(catalog)


SAID_NUMBER = re.compile(rf"\b(?:\d+|{'|'.join(w for w in NUMBER_WORDS if len(w) > 2)})\b", re.I)


def tile_mismatches(catalog: Catalog) -> list[str]:
    """Each Rider or Dragon tile text written by hand (`passive`, `wounded`, `critical`,
    `ability`) that says other numbers than the text its powers would write, or that says
    something where the tile has no power at all: one sentence each, the tile's name first.
    """
    found: list[str] = []
    tiles: list[RiderSpec | DragonSpec] = [*catalog.riders.values(), *catalog.dragons.values()]
    for tile in tiles:
        written = dict(zip(TILE_TEXTS, tile_texts(tile.powers, tile.name), strict=True))
        written["ability"] = written["passive"]
        for field in tile.by_hand:
            own, theirs = getattr(tile, field), written[field]
            found += _tile_field(tile.name, field, own, theirs)
    return found


def _tile_field(name: str, field: str, own: str, theirs: str) -> list[str]:
    if theirs in ("No power.", "No change."):
        return [
            f'{name}: "{sentence.strip().rstrip(".")}" does nothing in the rules'
            for sentence in re.split(r"(?<=[.!])\s+", own.strip())
            if sentence.strip() and not sentence.lower().startswith("no ")
        ]
    said, given = _said_numbers(own), _said_numbers(theirs)
    if sorted(said) == sorted(given):
        return []
    says = " and ".join(map(str, said)) or "no number"
    return [
        f"{name}: the {field} text says {says}; its powers give {' and '.join(map(str, given))}"
    ]


def _said_numbers(text: str) -> list[int]:
    return [int(w) if w.isdigit() else NUMBER_WORDS[w.lower()] for w in SAID_NUMBER.findall(text)]


def _numbers(claim: Claim, given: list[int], amounts: list[int]) -> str:
    """The numbers' sentence: "text says 5 damage, effect deals 4"; for several steps,
    "text says 2, then 2 damage; effects deal 2, then 1"."""
    if given:
        text = "text says " + claim.said.format(", then ".join(map(str, given)))
    else:
        text = f"text says {claim.word} without a number"
    many, one = claim.gives
    if len(amounts) == 1:
        return f"{text}, effect {one} {amounts[0]}"
    return f"{text}; effects {many} {', then '.join(map(str, amounts))}"


def _number(match: re.Match[str], alone: int | None) -> int | None:
    word = match.groupdict().get("n")
    if word is None:
        return alone
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def _blank(match: re.Match[str]) -> str:
    """A match taken out of the text, its place kept so the order of claims holds."""
    return " " * len(match.group())
