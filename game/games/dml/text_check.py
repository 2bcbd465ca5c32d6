"""Whether a hand-written DML text says what the rules do with its component.

The text is cut into sentences; each sentence should name one of the component's steps
(card_text: its pattern), and a number it gives for the step should be the data's. One
sentence per disagreement, each starting with the component's name:
`Queen: "lowers your Target Values in its suit by 3" says 3, the rules give 2 for the
Static Bonus of its Emblem`; `Jack: "Draw a card." does nothing in the rules`;
`Merchant King: the text never says how many times the favourite Resources score (2)`.
A text written from the data always agrees. Pure: no pygame.
"""

from __future__ import annotations

import re

from game.games.dml import card_text
from game.games.dml.card_text import NUMBER_WORDS, Step
from game.games.dml.cards import Catalog

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE_END.split(text.strip()) if s.strip()]


def mismatches(name: str, text: str, steps: list[Step]) -> list[str]:
    """Each way `text` disagrees with `steps`, one sentence each, naming `name`."""
    wrong: list[str] = []
    said: set[str] = set()
    unnumbered: dict[str, Step] = {}  # steps named only without their number so far
    for sentence in sentences(text):
        quoted = f'"{sentence.rstrip(".")}"'
        found = [(step, m) for step in steps if (m := step.finds(sentence))]
        if not found:
            wrong.append(f"{name}: {quoted} does nothing in the rules")
            continue
        for step, matches in found:
            n = next((x for x in map(_number, matches) if x is not None), step.alone)
            if step.key not in said and step.number is not None and n is None:
                unnumbered[step.key] = step
            elif n is not None:
                unnumbered.pop(step.key, None)
            said.add(step.key)
            if step.number is not None and n is not None and n != step.number:
                wrong.append(
                    f"{name}: {quoted} says {n}, the rules give {step.number} for {step.words}"
                )
    for step in steps:
        if step.key not in said:
            number = f" ({step.number})" if step.number is not None else ""
            wrong.append(f"{name}: the text never says {step.words}{number}")
        elif step.key in unnumbered:
            wrong.append(f"{name}: the text names {step.words} but not its number ({step.number})")
    return wrong


def text_problems(cat: Catalog, names: dict[str, str]) -> list[str]:
    """Every hand-written text of the card file set against its data, in the file's
    order (ranks, suits, Powers, Events). `names` gives each component's name as the
    lab lists it, by its key ("rank:Q", "suit:S", "power:JK", "event:marauders")."""
    wrong: list[str] = []
    for key, rank in cat.ranks.items():
        if rank.text:
            wrong += mismatches(names[f"rank:{key}"], rank.text, card_text.rank_steps(cat, rank))
    for key, suit in cat.suits.items():
        if suit.vantage_text:
            steps = card_text.vantage_steps(cat, suit)
            wrong += mismatches(names[f"suit:{key}"], suit.vantage_text, steps)
    for key, power in cat.powers.items():
        if power.text:
            wrong += mismatches(names[f"power:{key}"], power.text, card_text.power_steps(cat, key))
    for key, event in cat.events.items():
        player, market = card_text.event_steps(cat, key)
        if event.text:
            wrong += mismatches(names[f"event:{key}"], event.text, player)
        if event.market:
            wrong += mismatches(names[f"event:{key}"], event.market, market)
    return wrong


def _number(match: re.Match[str]) -> int | None:
    """The number a match gives for its step, or None when it gives none."""
    groups = match.groupdict()
    said = groups.get("n") or groups.get("w")
    if said is None:
        return None
    return int(said) if said.isdigit() else NUMBER_WORDS[said.lower()]
