"""Dragon Dune's numbers and factions, read from `assets/cards/dune.toml`.

Each faction's numbers (gold, artifacts, hand limit, starting tokens, conscription,
movement) are played as the file says; its powers are rules code, which the file
names (`powers`, `ace`, `alliance`: entries of `powers.POWERS`), and the faction
sheet's texts are written from those names, unless the file keeps its own wording
(`power_text`, `ace_text`, `alliance_text`), which the lab compares with them."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import Any

from game import paths
from game.core.data import read_toml
from game.core.errors import DataError
from game.core.strict import Collect, nearest
from game.games.dune.powers import NONE_WORDS, POWERS, SLOTS, TEXT_KEYS, powers_of, written
from game.games.dune.state import FACTION_NAMES, SUITS

LETTERS = ("D", "E", "G", "O")
# The keys each table of the file may hold: any other is a slip, named with a guess.
FILE_KEYS = ("game", "faction")
GAME_KEYS = (
    "tokens",
    "turns",
    "income",
    "gold_per_token",
    "graveyard_return",
    "conscript",
    "move_range",
    "griffin_range",
    "mercenary_city",
    "mercenary_other",
    "cities_alone",
    "cities_alliance",
    "elf_ace_tokens",
)
FACTION_KEYS = (
    "letter",
    "name",
    "suit",
    "gold",
    "artifacts",
    "hand_limit",
    "tokens",
    "conscript",
    "move_range",
    "powers",
    "ace",
    "alliance",
    "power_text",
    "ace_text",
    "alliance_text",
)


@dataclass(frozen=True, slots=True)
class FactionSpec:
    letter: str
    name: str
    suit: str
    gold: int
    artifacts: int
    hand_limit: int
    tokens: dict[str, int]  # starting tokens per region
    conscript: int
    move_range: int
    powers: tuple[str, ...]  # powers.POWERS ids, rules code (§4)
    ace: str  # what the faction's Ace does: a powers.POWERS id
    alliance: str  # the alliance power: a powers.POWERS id
    texts: tuple[tuple[str, str], ...] = ()  # (slot, a designer's own wording)

    def named(self) -> tuple[str, ...]:
        """Every power the faction has: its powers, its Ace's and its alliance power."""
        return tuple(p for p in (*self.powers, self.ace, self.alliance) if p)

    def has(self, power: str) -> bool:
        return bool(power) and power in self.named()

    def hand_text(self, slot: str) -> str:
        """The designer's own wording for a slot, "" when the sheet writes it."""
        return dict(self.texts).get(slot, "")


@dataclass(frozen=True, slots=True)
class DuneData:
    path: str
    factions: tuple[FactionSpec, ...]  # in seat order D, E, G, O
    tokens: int
    turns: int
    income: int
    gold_per_token: int
    graveyard_return: int
    griffin_range: int
    mercenary_city: int
    mercenary_other: int
    cities_alone: int
    cities_alliance: int
    elf_ace_tokens: int

    def numbers(self, seat: int) -> dict[str, int]:
        """The numbers a power's sentence may name: the game's and the faction's."""
        spec = self.factions[seat]
        found = {key: getattr(self, key) for key in GAME_KEYS if hasattr(self, key)}
        found.update(
            gold=spec.gold,
            artifacts=spec.artifacts,
            hand_limit=spec.hand_limit,
            conscript=spec.conscript,
            move_range=spec.move_range,
        )
        return found

    def text(self, seat: int, slot: str) -> str:
        """The sheet's text for one slot of a faction (powers.SLOTS): the designer's own
        wording, or the sentences written from the powers it names."""
        return " ".join(self.paragraphs(seat, slot))

    def paragraphs(self, seat: int, slot: str) -> list[str]:
        """The sheet's text for a slot as it is laid out: one paragraph a power named, or
        the designer's own wording as one."""
        spec = self.factions[seat]
        own = spec.hand_text(slot)
        if own:
            return [own]
        names = spec.powers if slot == "powers" else (getattr(spec, slot),)
        said = [written(power, self.numbers(seat)) for power in names if power]
        return said or [NONE_WORDS[slot]]

    def has(self, seat: int, power: str) -> bool:
        """Whether the faction in `seat` has the power (the rules play it only then)."""
        return self.factions[seat].has(power)


def _int(path: str, where: str, table: dict[str, Any], key: str, default: int | None = None) -> int:
    if key not in table and default is None:
        raise DataError(path, f"{where} has no '{key}'.")
    value = table.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise DataError(path, f"{where}: '{key}' must be a whole number of 0 or more.")
    return value


def _str(path: str, where: str, table: dict[str, Any], key: str) -> str:
    if key not in table:
        raise DataError(path, f"{where} has no '{key}'.")
    value = table.get(key)
    if not isinstance(value, str) or not value:
        raise DataError(path, f"{where}: '{key}' must be a text.")
    return value


def _power_names(path: str, where: str, table: dict[str, Any], letter: str) -> dict[str, Any]:
    """A faction's `powers`, `ace` and `alliance`, each a power of the rules for this
    faction's seat; every power the rules always play for it named; one DataError for
    all that is wrong."""
    found = Collect(path)
    got: dict[str, Any] = {}
    for slot in SLOTS:
        raw = table.get(slot)
        if slot == "powers":
            if not isinstance(raw, list) or not all(isinstance(n, str) for n in raw):
                found.add(f"{where}: 'powers' must be a list of power names.")
                continue
            names = list(raw)
        elif raw in (None, "") and all(p.optional for p in powers_of(letter, slot)):
            names = []  # the faction's powers of this slot are all left out
        elif not isinstance(raw, str) or not raw:
            found.add(f"{where}: '{slot}' must name one power.")
            continue
        else:
            names = [raw]
        seen: list[str] = []
        for name in names:
            problem = _power_problem(slot, name, letter)
            if problem:
                found.add(f"{where}: '{slot}' {problem}")
            elif name in seen:
                found.add(f"{where}: '{slot}' names {name!r} twice.")
            else:
                seen.append(name)
        for power in powers_of(letter, slot):
            if not power.optional and power.id not in names:
                found.add(
                    f"{where}: '{slot}' leaves out {power.id!r} ({power.ruling}), which the "
                    "rules always play for this faction."
                )
        got[slot] = tuple(seen) if slot == "powers" else (seen[0] if seen else "")
    texts = []
    for slot, key in TEXT_KEYS.items():
        if key in table:
            value = table[key]
            if not isinstance(value, str) or not value.strip():
                found.add(f"{where}: '{key}' must be a text (leave it out to have it written).")
            else:
                texts.append((slot, value))
    got["texts"] = tuple(texts)
    found.done()
    return got


def _power_problem(slot: str, name: str, letter: str) -> str:
    """Why `name` cannot be named in `slot` by the faction `letter` ("" if it can)."""
    power = POWERS.get(name)
    if power is None:
        guess = nearest(name, [p.id for p in POWERS.values() if p.slot == slot])
        hint = f"did you mean {guess!r}?" if guess else "the powers are listed in powers.py."
        return f"names no power {name!r}; {hint}"
    if power.slot != slot:
        return f"names {name!r}, which the rules play as '{power.slot}', not as '{slot}'."
    if power.home != letter:
        return (
            f"names {name!r} ({power.ruling}), which the rules play for faction {power.home} only."
        )
    return ""


def _faction(path: str, table: dict[str, Any], numbers: dict[str, int]) -> FactionSpec:
    where = f"faction {table.get('letter')}"
    found = Collect(path)
    tokens = table.get("tokens", {})
    if not isinstance(tokens, dict) or not all(
        isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in tokens.values()
    ):
        found.add(f"{where}: 'tokens' must map regions to counts.")
        tokens = {}
    plain: dict[str, Any] = {}
    for key in ("letter", "name", "suit"):
        plain[key] = found.entry(partial(_str, path, where, table, key))
    for key in ("gold", "artifacts", "hand_limit"):
        plain[key] = found.entry(partial(_int, path, where, table, key))
    for key in ("conscript", "move_range"):
        plain[key] = found.entry(partial(_int, path, where, table, key, numbers[key]))
    letter = str(table.get("letter"))
    suit, name = plain["suit"], plain["name"]
    if letter in LETTERS and name is not None and name != FACTION_NAMES[LETTERS.index(letter)]:
        found.add(
            f"{where}: 'name' is {name!r}, but the rules' log, prompts and help name faction "
            f"{letter} {FACTION_NAMES[LETTERS.index(letter)]!r}; a faction cannot be renamed "
            "in the card file."
        )
    if letter in LETTERS and suit is not None and suit != SUITS[LETTERS.index(letter)]:
        found.add(
            f"{where}: 'suit' is {suit!r}, but the deck's roles fix it (§2): faction "
            f"{letter} plays the King, Queen and Jack of {SUITS[LETTERS.index(letter)]!r}."
        )
    if sum(tokens.values()) > numbers["tokens"] > 0:
        found.add(
            f"{where}: 'tokens' places {sum(tokens.values())} tokens; a faction has "
            f"{numbers['tokens']} (R13)."
        )
    named = found.entry(partial(_power_names, path, where, table, letter))
    found.done()
    assert named is not None
    return FactionSpec(
        letter=plain["letter"],
        name=plain["name"],
        suit=plain["suit"],
        gold=plain["gold"],
        artifacts=plain["artifacts"],
        hand_limit=plain["hand_limit"],
        tokens=dict(tokens),
        conscript=plain["conscript"],
        move_range=plain["move_range"],
        powers=named["powers"],
        ace=named["ace"],
        alliance=named["alliance"],
        texts=named["texts"],
    )


def load_dune_data(path: Path) -> DuneData:
    """Read and check the file; a bad one raises one DataError listing every problem,
    each naming the table and the field."""
    shown = str(path)
    data = read_toml(path, "card file")
    found = Collect(shown)
    found.keys(data, FILE_KEYS, "the file")
    game = data.get("game")
    numbers: dict[str, int] = {}
    if isinstance(game, dict):
        found.keys(game, GAME_KEYS, "[game]")
        for key in GAME_KEYS:
            number = found.entry(partial(_int, shown, "[game]", game, key))
            numbers[key] = 0 if number is None else number  # 0 only while the file is refused
    else:
        found.add("there is no [game] table.")
        numbers = dict.fromkeys(GAME_KEYS, 0)
    raw = data.get("faction")
    if not isinstance(raw, list) or [
        f.get("letter") if isinstance(f, dict) else None for f in raw
    ] != list(LETTERS):
        found.add("there must be four [[faction]] tables, D, E, G and O in order.")
        raw = []
    factions = []
    for table in raw:
        found.keys(table, FACTION_KEYS, f"faction {table.get('letter')}")
        faction = found.entry(partial(_faction, shown, table, numbers))
        if faction is not None:
            factions.append(faction)
    found.done()
    return DuneData(
        shown,
        tuple(factions),
        tokens=numbers["tokens"],
        turns=numbers["turns"],
        income=numbers["income"],
        gold_per_token=numbers["gold_per_token"],
        graveyard_return=numbers["graveyard_return"],
        griffin_range=numbers["griffin_range"],
        mercenary_city=numbers["mercenary_city"],
        mercenary_other=numbers["mercenary_other"],
        cities_alone=numbers["cities_alone"],
        cities_alliance=numbers["cities_alliance"],
        elf_ace_tokens=numbers["elf_ace_tokens"],
    )


@cache
def default_data() -> DuneData:
    return load_dune_data(paths.card_file("dune"))
