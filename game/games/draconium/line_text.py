"""The words of an Egg's, a Drake's and a Dragon's effects, written from their steps, and a
hand-kept text compared with them (§3).

One template per step (line_vocab.py): the "+N" bonuses in a row share one sentence
("+1 Buy, +$2."), every other step is a sentence of its own, and a Drake's grow effect
ends its disengage text ("Growing, gain your Ruined Kingdom."). A line may keep its own
words for a piece; then each of its sentences must be one the steps write, and each
sentence the steps write must be in it (case and spacing aside, and "+N" bonuses in any
order and grouping): `line_text_problems` lists every one that is not, starting with the
piece's name as the lab shows it. Pure: no pygame, no engine.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from game.games.draconium.line_vocab import GROW, counts_sentence, piece_sentences
from game.games.draconium.lines import LineSpec, load_lines

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z+$])")


def split_sentences(text: str) -> list[str]:
    """A text's sentences, each with its full stop: "+$2. You may trash…" is two."""
    return [s.strip() for s in _SENTENCE_END.split(text.strip()) if s.strip()]


def _same(words: str) -> str:
    """A sentence as compared: case, spacing and dashes do not matter."""
    return " ".join(words.replace("—", "–").replace("-", "–").lower().split())


def text_problems(piece: str, side: str, kept: Sequence[str], written: Sequence[str]) -> list[str]:
    """How a kept text (its sentences, or an Egg's counter clauses) disagrees with what
    its steps write: a sentence no step does, and a sentence of the steps that the text
    leaves out; each starts with `piece`'s name."""
    mine = {_same(s) for s in kept}
    theirs = {_same(s) for s in written}
    found = [
        f'{piece}: "{s}" on its {side} side does nothing in the rules'
        for s in kept
        if _same(s) not in theirs
    ]
    found += [
        f'{piece}: its {side} side does not say "{s}", which its steps do'
        for s in written
        if _same(s) not in mine
    ]
    return found


_BONUS = re.compile(r"^\+\S+(?: [A-Za-z]+)?$")  # "+1 Card", "+2 Actions", "+$2"
_BONUS_GAP = re.compile(r",\s*|\s+and\s+")


def bonuses_apart(sentences: Sequence[str]) -> list[str]:
    """Sentences as compared: a sentence of "+N" bonuses only is its bonuses one by one
    ("+1 Buy, +$2." and "+$2 and +1 Buy." are both "+1 Buy" and "+$2"); any other
    sentence is kept whole."""
    out: list[str] = []
    for sentence in sentences:
        parts = _BONUS_GAP.split(sentence.strip().rstrip("."))
        out += parts if all(_BONUS.match(p) for p in parts) else [sentence]
    return out


def clauses(text: str) -> list[str]:
    """An Egg's counter text in its clauses: "+1 per Curse you gain; +1 at …." is two."""
    return [c.strip().rstrip(".").strip() for c in text.split(";") if c.strip().rstrip(".")]


def _piece_name(line: LineSpec, part: str) -> tuple[str, str]:
    """The piece a part's words are printed on, as the lab names it, and the side."""
    if part in ("hatch", "counts"):
        return line.egg, "hatch"
    stage, _, side = part.partition("_")
    return (line.drake if stage == "drake" else line.dragon), side


def problems_of_line(line: LineSpec) -> list[str]:
    """Every disagreement between one line's kept texts and its effects."""
    found: list[str] = []
    for part, hand in line.hand.items():
        piece, side = _piece_name(line, part)
        if part == "counts":
            if line.counts_by:
                written = clauses(counts_sentence(line.counts_by))
                found += text_problems(piece, "counter", clauses(hand), written)
            continue
        if part in line.scripts:
            continue  # a script's words are its own: nothing to compare them with
        if part == "drake_disengage" and GROW in line.scripts:
            continue
        written = bonuses_apart(piece_sentences(line.effects, part))
        found += text_problems(piece, side, bonuses_apart(split_sentences(hand)), written)
    return found


def line_text_problems(lines: Path | Mapping[str, LineSpec] | Iterable[LineSpec]) -> list[str]:
    """Every sentence of the dragon lines file's kept texts that its effects do not do (and
    every effect a kept text leaves out), each starting with the piece's name as the lab
    grid names it: `Usurious Drake: "+$3." on its dispatch side does nothing in the
    rules`. Takes a lines file, or lines already loaded."""
    if isinstance(lines, Path):
        lines = load_lines(lines)
    found: list[str] = []
    for line in lines.values() if isinstance(lines, Mapping) else lines:
        found += problems_of_line(line)
    return found
