"""Whether a species' own text says what its abilities do.

A text kept by hand (`text = "…"` in the card file) is read sentence by sentence: a
sentence opens with its moment ("When it hatches", "When it is sacrificed", "When it
blocks") and then says its steps, joined by "then" or "and", in the words the
templates use ("draw 2 cards", "each other player discards a card at random", "lay the
top card of the draw pile as an egg", "its value counts 3 higher"). What it claims is
set against the abilities, one by one:

- a claim that matches an ability exactly is fine;
- a step at the right moment with another number: "says 3 cards; the ability draws 2";
- a step at another moment: "says it when it hatches; the ability runs when it blocks";
- a sentence, or a part of one, that claims no step the rules run: it does nothing in
  the rules;
- an ability the text never mentions is named too.

Each problem is one sentence starting with the species' name, as the lab lists them. A
text written from the abilities (`ability_text`) always agrees. Pure: no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from game.core.words import NUMBER_WORDS
from game.games.hatch.abilities import WHENS, Ability, ability_text
from game.games.hatch.cards import Catalog, Species

N = rf"(?P<n>\d+|{'|'.join(NUMBER_WORDS)})"

MOMENTS: dict[str, re.Pattern[str]] = {
    "hatch": re.compile(r"^\s*(?:when (?:it|this dragon) hatch(?:es)?|when hatched|on hatch)\b"),
    "sacrificed": re.compile(
        r"^\s*(?:when (?:it is|this dragon is|it's) sacrificed|when sacrificed)\b"
    ),
    "block": re.compile(r"^\s*(?:when (?:it|this dragon) blocks?|while (?:it is )?blocking)\b"),
}

STEP_WORDS: dict[str, tuple[re.Pattern[str], ...]] = {
    "others_discard": (
        re.compile(
            rf"^each (?:other )?(?:player|opponent|rival) discards {N} cards?(?: at random)?$"
        ),
    ),
    "draw": (re.compile(rf"^(?:you |its owner )?draws? {N}(?: more)? cards?$"),),
    "lay_top": (
        re.compile(rf"^(?:you )?lays? the top (?:{N} )?cards? of the draw pile as (?:an )?eggs?$"),
    ),
    "guard": (
        re.compile(rf"^(?:its|it has) value counts? {N} higher$"),
        re.compile(rf"^it counts {N} (?:higher|more)$"),
        re.compile(rf"^\+{N} value$"),
    ),
}
VERBS = {"draw": "draws", "others_discard": "discards", "lay_top": "lays", "guard": "adds"}
UNITS = {"draw": "cards", "others_discard": "cards", "lay_top": "cards", "guard": "higher"}
JOINS = re.compile(
    r",\s*(?:and\s+)?then\s+|,\s*and\s+|\s+and\s+then\s+|\s+then\s+|\s+and\s+|;\s*|,\s*"
)


@dataclass(frozen=True, slots=True)
class Claim:
    """What one part of a sentence says: at `when`, step `step` with number `n`."""

    sentence: str
    when: str
    step: str
    n: int


def sentences(text: str) -> list[str]:
    """The text's sentences, each with its full stop."""
    return [s.strip() for s in re.findall(r"[^.!?]+[.!?]?", text) if s.strip()]


def read_claims(text: str) -> tuple[list[Claim], list[tuple[str, str]]]:
    """The claims a text makes, and each (sentence, part) that claims nothing the rules
    run ("" part: the whole sentence)."""
    claims: list[Claim] = []
    idle: list[tuple[str, str]] = []
    for sentence in sentences(text):
        plain = sentence.rstrip(".!? ").lower()
        when, rest = "", plain
        for moment, pattern in MOMENTS.items():
            found = pattern.match(plain)
            if found:
                when, rest = moment, plain[found.end() :].lstrip(" ,:")
                break
        if not when:
            idle.append((sentence, ""))
            continue
        parts = [p.strip() for p in JOINS.split(rest) if p.strip()]
        if not parts:
            idle.append((sentence, ""))
        for part in parts:
            claim = _step(sentence, when, part)
            if claim is None:
                idle.append((sentence, part))
            else:
                claims.append(claim)
    return claims, idle


def _step(sentence: str, when: str, part: str) -> Claim | None:
    for step, patterns in STEP_WORDS.items():
        for pattern in patterns:
            found = pattern.match(part)
            if found:
                word = found.groupdict().get("n")
                n = 1 if word is None else int(word) if word.isdigit() else NUMBER_WORDS[word]
                return Claim(sentence, when, step, n)
    return None


def species_mismatches(species: Species) -> list[str]:
    """Each way a species' own text disagrees with its abilities, one sentence each
    (none for a species whose text is written from them)."""
    if not species.text:
        return []
    name = species.name
    claims, idle = read_claims(species.text)
    left = list(species.abilities)
    wrong: list[str] = []
    for sentence, part in idle:
        if part:
            wrong.append(f'{name}: "{part}" in "{sentence}" does nothing in the rules')
        else:
            wrong.append(f'{name}: "{sentence}" does nothing in the rules')
    for claim in claims:
        exact = _take(left, claim, 3)
        if exact is not None:
            continue
        same = _take(left, claim, 2)
        if same is not None:
            wrong.append(
                f'{name}: "{claim.sentence}" says {claim.n} {UNITS[claim.step]}; the ability '
                f"{VERBS[claim.step]} {same.n}"
            )
            continue
        moved = _take(left, claim, 1)
        if moved is not None:
            wrong.append(
                f'{name}: "{claim.sentence}" says it {WHENS[claim.when].lower()}; the ability '
                f"runs {WHENS[moved.when].lower()}"
            )
            continue
        wrong.append(f'{name}: "{claim.sentence}" does nothing in the rules')
    for ability in left:
        wrong.append(f'{name}: the text never says "{ability_text([ability])}"')
    return wrong


def _take(abilities: list[Ability], claim: Claim, how: int) -> Ability | None:
    """The first of `abilities` that fits `claim`, taken out of the list: `how` 3, its
    step, moment and number; 2, its step and moment; 1, its step."""
    want = (claim.step, claim.when, claim.n)[:how]
    for i, ability in enumerate(abilities):
        if (ability.step, ability.when, ability.n)[:how] == want:
            return abilities.pop(i)
    return None


def text_mismatches(catalog: Catalog) -> list[str]:
    """Every disagreement between a species' own text and its abilities, in file order."""
    return list(_all(catalog.species.values()))


def _all(species: Iterable[Species]) -> Iterable[str]:
    for s in species:
        yield from species_mismatches(s)
