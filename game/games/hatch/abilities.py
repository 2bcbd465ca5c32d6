"""Hatch's ability vocabulary: what a species does besides its numbers, as data.

A species may list abilities, each a moment, a step and its number:

    abilities = [{ when = "hatch", step = "draw", n = 2 }]

The moments (`when`) are clear points of the rules: "hatch" (right after the species
hatches successfully, §3.4, after the end trigger is checked, R24), "sacrificed" (when
it is paid as blood for a successful hatch, §3.5, R12; a failed hatch sacrifices
nothing, R16) and "block" (while it is a hatched dragon blocking, §3.7, R19). The steps:

    draw           hatch, sacrificed   its owner draws n cards (R2: reshuffling as needed)
    others_discard hatch               each other player discards n cards at random
    lay_top        hatch, sacrificed   the top n cards of the draw pile become its
                                       owner's eggs, face down (R7's egg limit holds)
    guard          block               it blocks as if its value were n higher (never
                                       as a mercenary: only a hatched dragon)

Each step has one template for its words, so a species' text is written from its
abilities (`ability_text`). Pure: no pygame, and no import of the card loader.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.strict import Collect, nearest, unknown_keys
from game.core.words import plural

WHENS: dict[str, str] = {
    "hatch": "When it hatches",
    "sacrificed": "When it is sacrificed",
    "block": "When it blocks",
}
"""Each moment and the words that open its sentence."""

ABILITY_KEYS = ("when", "step", "n")


def _cards(n: int) -> str:
    return "a card" if n == 1 else plural(n, "card")


def _lay_top(n: int) -> str:
    if n == 1:
        return "lay the top card of the draw pile as an egg"
    return f"lay the top {n} cards of the draw pile as eggs"


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the vocabulary: where it can run, its number's range, its words."""

    name: str
    whens: tuple[str, ...]
    least: int
    most: int
    words: Callable[[int], str]


STEPS: dict[str, Step] = {
    "draw": Step("draw", ("hatch", "sacrificed"), 1, 5, lambda n: f"draw {_cards(n)}"),
    "others_discard": Step(
        "others_discard",
        ("hatch",),
        1,
        3,
        lambda n: f"each other player discards {_cards(n)} at random",
    ),
    "lay_top": Step("lay_top", ("hatch", "sacrificed"), 1, 3, _lay_top),
    "guard": Step("guard", ("block",), 1, 30, lambda n: f"its value counts {n} higher"),
}


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a species: at moment `when`, step `step` with number `n`."""

    when: str
    step: str
    n: int

    def words(self) -> str:
        """The step's clause: "draw 2 cards"."""
        return STEPS[self.step].words(self.n)


def read_abilities(raw: Any, label: str, found: Collect) -> tuple[Ability, ...]:
    """A species' `abilities` list, every problem noted in `found`, one sentence per
    problem naming the species and the ability ("species Glimmer Drake, ability 2: …");
    only the abilities without a problem are returned."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        found.add(
            f"{label}: 'abilities' should be a list like "
            f'[{{ when = "hatch", step = "draw", n = 2 }}], not {raw!r}.'
        )
        return ()
    kept: list[Ability] = []
    for number, entry in enumerate(raw, start=1):
        where = f"{label}, ability {number}"
        ability = _ability(entry, where, found)
        if ability is not None:
            kept.append(ability)
    return tuple(kept)


def _ability(raw: Any, where: str, found: Collect) -> Ability | None:
    if not isinstance(raw, dict):
        found.add(f'{where}: should be a table like {{ when = "hatch", step = "draw", n = 2 }}.')
        return None
    said = unknown_keys(raw, ABILITY_KEYS, where)
    # a misspelt key is said once: its guess is not then said to be missing as well
    meant = {nearest(str(key), ABILITY_KEYS) for key in raw if key not in ABILITY_KEYS}
    step = raw.get("step")
    when = raw.get("when")
    n = raw.get("n")
    missing = {key for key in ABILITY_KEYS if key not in raw and key not in meant}
    if "step" in missing:
        said.append(f"{where}: it has no 'step'; the steps are {', '.join(STEPS)}.")
    elif "step" in raw and step not in STEPS:
        guess = nearest(str(step), STEPS)
        hint = f"did you mean '{guess}'?" if guess else f"the steps are {', '.join(STEPS)}."
        said.append(f"{where}: there is no step {step!r}; {hint}")
    if "when" in missing:
        said.append(f"{where}: it has no 'when'; the moments are {', '.join(WHENS)}.")
    elif "when" in raw and when not in WHENS:
        guess = nearest(str(when), WHENS)
        hint = f"did you mean '{guess}'?" if guess else f"the moments are {', '.join(WHENS)}."
        said.append(f"{where}: there is no moment {when!r} for 'when'; {hint}")
    known = STEPS.get(step) if isinstance(step, str) else None
    if known is not None and when in WHENS and when not in known.whens:
        can = " or ".join(f'"{w}"' for w in known.whens)
        said.append(
            f"{where}: step '{known.name}' cannot run at when = \"{when}\"; it runs at {can}."
        )
    if "n" in missing:
        said.append(f"{where}: it has no 'n' (how many).")
    elif "n" in raw and (not isinstance(n, int) or isinstance(n, bool)):
        said.append(f"{where}: 'n' should be a whole number, not {n!r}.")
    elif isinstance(n, int) and known is not None and not known.least <= n <= known.most:
        said.append(
            f"{where}: 'n' should be from {known.least} to {known.most} for step "
            f"'{known.name}', not {n}."
        )
    if said:
        found.add(*said)
        return None
    assert isinstance(n, int)
    return Ability(str(when), str(step), n)


def ability_text(abilities: Sequence[Ability]) -> str:
    """A species' text written from its abilities, one sentence per run of abilities at
    the same moment, their clauses joined in the order they run: "When it hatches, draw
    2 cards, then each other player discards a card at random." ("" with none)."""
    sentences: list[str] = []
    last = ""
    clauses: list[str] = []
    for ability in abilities:
        if ability.when != last and clauses:
            sentences.append(f"{WHENS[last]}, {', then '.join(clauses)}.")
            clauses = []
        last = ability.when
        clauses.append(ability.words())
    if clauses:
        sentences.append(f"{WHENS[last]}, {', then '.join(clauses)}.")
    return " ".join(sentences)


def ability_lines(text: str, header: int) -> list[int]:
    """The line (from 1) of each inline table in `abilities = [...]` of the entry whose
    header is line `header` of `text`, in order (fewer when the list cannot be read)."""
    lines = text.splitlines()
    found: list[int] = []
    start = None
    for n in range(header, len(lines)):
        stripped = lines[n].lstrip()
        if stripped.startswith("["):
            return found
        if stripped.startswith("abilities") and "=" in stripped:
            start = n
            break
    if start is None:
        return found
    depth = 0
    for n in range(start, len(lines)):
        line = lines[n] if n > start else lines[n].split("=", 1)[1]
        for char in line.split("#", 1)[0]:
            if char == "{":
                if depth == 0:
                    found.append(n + 1)
                depth += 1
            elif char == "}":
                depth -= 1
            elif char == "]" and depth == 0:
                return found
    return found
