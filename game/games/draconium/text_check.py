"""Whether a Draconium card's own text says what its effects do.

A text written from the effects (card_text.py) always agrees. A text kept by hand is
read sentence by sentence for what it claims: the numbers of its +Cards, +Actions,
+Buys and +$ (and a Treasure's "Worth $N", a Victory card's VP), and the key words of
the other steps ("gains a Copper", "trash", "discard", "each other player", "Delay
token", …). A sentence none of whose claims any step makes does nothing in the rules:
`Wyrm Tithe: "Each other player gains a Copper" does nothing in the rules`. A number
that differs, or a step the text never mentions, is a sentence too. A scripted card's
rules are code, so its text is not compared. Pure: no pygame.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from game.core.words import plural
from game.games.draconium.cards import CardSpec, Catalog

NUMBERS = {
    "cards": re.compile(r"\+(\d+) Cards?\b"),
    "actions": re.compile(r"\+(\d+) Actions?\b"),
    "buys": re.compile(r"\+(\d+) Buys?\b"),
    "coins": re.compile(r"(?:\+|\bWorth )\$(\d+)"),
}
NUMBER_WORDS = {"cards": "Cards", "actions": "Actions", "buys": "Buys", "coins": "$"}
VP = re.compile(r"\b(?:Worth )?(\d+) VP\b")
MINUS_VP = re.compile(r"\bcosts you (\d+) VP\b", re.IGNORECASE)
# The key words of the other steps: what a sentence claims, looked for in this order.
WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("each_other", re.compile(r"\b(?:each other player|everyone else|each player)\b", re.I)),
    ("delay", re.compile(r"\bDelay token\b", re.I)),
    ("egg", re.compile(r"\bEgg\b")),
    ("flip", re.compile(r"\bflips?\b", re.I)),
    ("twice", re.compile(r"\btwice\b", re.I)),
    ("topdeck", re.compile(r"\bonto (?:your|their) deck\b", re.I)),
    ("trash", re.compile(r"\btrash", re.I)),
    ("discard", re.compile(r"\bdiscards?\b(?! pile)", re.I)),
    ("look", re.compile(r"\blook at\b", re.I)),
    ("reveal", re.compile(r"\breveals?\b", re.I)),
    ("draw", re.compile(r"\bdraws?\b", re.I)),
    ("return", re.compile(r"\breturns?\b", re.I)),
)
GAIN = re.compile(r"\b[Gg]ains?\b(?: (?:a|an|one) ([A-Z][\w']*(?: [A-Z][\w']*)*))?")
SAID = {
    "each_other": "make each other player do something",
    "delay": "place a Delay token",
    "egg": "change an Egg's counter",
    "flip": "flip a beast",
    "twice": "play a card twice",
    "topdeck": "put a card onto a deck",
    "trash": "trash",
    "discard": "discard",
    "look": "look at cards",
    "reveal": "reveal cards",
    "draw": "draw",
    "return": "return a card to its pile",
    "gain": "gain a card",
    "react": "react",
}
STEP_WORDS = {
    "draw": "draw",
    "draw_until": "draw",
    "trash": "trash",
    "trash_this": "trash",
    "discard": "discard",
    "topdeck": "topdeck",
    "each_other": "each_other",
    "delay": "delay",
    "egg_counter": "egg",
    "flip": "flip",
    "play_twice": "twice",
    "reveal": "reveal",
    "reveal_hand": "reveal",
    "look": "look",
    "return_this": "return",
    "remove_delay": "delay",
}


def sentences(text: str) -> list[str]:
    """A text's sentences, without their full stops; below the line (" — ") too."""
    parts = re.split(r"(?<=[.!?])\s+|\s+\u2014\s+|\s*;\s*", text.strip())
    return [p.strip().rstrip(".").strip() for p in parts if p.strip().rstrip(".").strip()]


def sentence_claims(sentence: str, cards: Iterable[str]) -> list[str]:
    """The claims of one sentence: "gain:Copper", "gain", "trash", "cards", …"""
    found: list[str] = []
    known = set(cards)
    for kind, pattern in NUMBERS.items():
        if pattern.search(sentence):
            found.append(kind)
    if VP.search(sentence) or MINUS_VP.search(sentence):
        found.append("vp")
    for match in GAIN.finditer(sentence):
        named = match.group(1)
        found.append(f"gain:{named}" if named in known else "gain")
    for key, pattern in WORDS:
        if pattern.search(sentence):
            found.append(key)
    if re.search(r"\breveal this from your hand\b", sentence, re.I):
        found = [f for f in found if f != "reveal"] + ["react"]
    return found


def effect_claims(card: CardSpec) -> tuple[set[str], Counter[str]]:
    """What a card's effects do, as claims: the key words of its steps, and the totals of
    its +Cards, +Actions, +Buys and +$ (a Treasure's $ too)."""
    keys: set[str] = set()
    totals: Counter[str] = Counter()
    steps = [fx for top in card.effects for fx in top.walk()]
    for fx in steps:
        if fx.step in NUMBER_WORDS:
            totals[fx.step] += int(fx.get("n", 1))
        elif fx.step == "gain":
            keys.add(f"gain:{fx.get('card')}" if fx.get("card") else "gain")
            keys.add("gain")
        elif fx.step == "react":
            keys.add("react")
        if fx.step in STEP_WORDS:
            keys.add(STEP_WORDS[fx.step])
        if fx.step == "reveal_hand":
            keys.add("cards")
    if card.coins:
        totals["coins"] += card.coins
    for fx in (*card.when_gained, *card.when_trashed):
        keys |= {f"gain:{fx.get('card')}", "gain"}
    if card.when_trashed:
        keys.add("trash")
    return keys, totals


def card_problems(card: CardSpec, cards: Iterable[str]) -> list[str]:
    """Each way the card's own text disagrees with its effects, one sentence each."""
    if not card.own_text or card.script:
        return []
    known = list(cards)
    keys, totals = effect_claims(card)
    said_totals: Counter[str] = Counter()
    said_keys: set[str] = set()
    wrong: list[str] = []
    for sentence in sentences(card.text):
        found = sentence_claims(sentence, known)
        for kind, pattern in NUMBERS.items():
            said_totals[kind] += sum(int(n) for n in pattern.findall(sentence))
        said_keys |= set(found)
        words = [f for f in found if f not in NUMBERS and f != "vp"]
        numbers = [f for f in found if f in NUMBERS]
        missing = [f for f in words if f not in keys and not _gain_covered(f, keys)]
        if not found:
            continue
        if missing and len(missing) == len(words) and not any(totals[n] for n in numbers):
            wrong.append(f'{card.name}: "{sentence}" does nothing in the rules')
        elif missing:
            what = ", ".join(SAID.get(m.split(":")[0], m) for m in missing)
            wrong.append(f'{card.name}: "{sentence}" says {what}, which no step does')
    said_vp = [-int(n) for s in sentences(card.text) for n in MINUS_VP.findall(s)]
    said_vp += [int(n) for s in sentences(card.text) for n in VP.findall(MINUS_VP.sub("", s))]
    if said_vp and sum(said_vp) != card.vp and not card.vp_per[0]:
        wrong.append(f"{card.name}: the text says {sum(said_vp)} VP, the card's 'vp' is {card.vp}")
    for kind in NUMBER_WORDS:
        text_n, rules_n = said_totals[kind], totals[kind]
        if text_n == rules_n:
            continue
        if not text_n:
            wrong.append(
                f"{card.name}: the effects give {_plus(kind, rules_n)} but the text never says so"
            )
        elif rules_n:
            wrong.append(
                f"{card.name}: the text says {_plus(kind, text_n)}, the effects give "
                f"{_plus(kind, rules_n)}"
            )
        else:
            wrong.append(f"{card.name}: the text says {_plus(kind, text_n)}, which no step gives")
    for key in sorted(keys):
        if key == "gain" and any(k.startswith("gain") for k in said_keys):
            continue
        if key.startswith("gain:") and ("gain" in said_keys or key in said_keys):
            continue
        if key not in said_keys and not key.startswith("gain"):
            what = SAID.get(key, key)
            wrong.append(f"{card.name}: the effects {what} but the text never says so")
        elif key.startswith("gain") and not any(k.startswith("gain") for k in said_keys):
            wrong.append(f"{card.name}: the effects gain a card but the text never says so")
    return wrong


def _gain_covered(claim: str, keys: set[str]) -> bool:
    """ "gains a Silver" in the text is done by a gain of a Silver (or of a card at a
    cost, which the words cannot check)."""
    return claim == "gain" and any(k.startswith("gain") for k in keys)


def _plus(kind: str, n: int) -> str:
    return f"+${n}" if kind == "coins" else f"+{plural(n, NUMBER_WORDS[kind][:-1])}"


def text_problems(catalog: Catalog) -> list[str]:
    """Every disagreement between a card's own text and its effects, in the files' order."""
    names = [*catalog.cards, "Ruins"]
    return [line for card in catalog.cards.values() for line in card_problems(card, names)]


def scripted(catalog: Catalog) -> list[CardSpec]:
    """The cards whose rules are a named script, in the files' order."""
    return [card for card in catalog.cards.values() if card.script]
