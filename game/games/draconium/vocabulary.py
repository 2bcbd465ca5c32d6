"""The vocabulary of steps a Draconium card's `effects` are written in, and its checker.

A card file entry says what the card does as a list of steps, each an inline table
with a `step` and its arguments, run top to bottom:

    effects = [{ step = "cards", n = 2 }, { step = "coins", n = 1 },
               { step = "each_other", do = [{ step = "gain", card = "Copper" }] }]

Some steps hold more steps: `each_other.do`, `if.then`/`if.else`, a trash's or a
reveal's `each` (run for each card, which they call "it") and `per_card` (run once,
its numbers times the cards chosen), `trash_this.then`. `STEPS` names every step and
its arguments; `read_effects` turns a card's raw list into `Effect`s and reports each
bad step, argument or place as one sentence that names its line. Pure: no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from game.core.strict import nearest

TYPES = (
    "Action",
    "Treasure",
    "Victory",
    "Curse",
    "Attack",
    "Reaction",
    "Draconian",
    "Clandestine",
    "Ruins",
)
ANY = "any"  # `up_to = "any"`: any number of cards


@dataclass(frozen=True, slots=True)
class Effect:
    """One step of a card: its name and arguments (a nested list of steps is a tuple of
    Effects). `line` is where the step is written in its file (0: unknown)."""

    step: str
    args: tuple[tuple[str, Any], ...] = ()
    line: int = field(default=0, compare=False)

    def get(self, key: str, default: Any = None) -> Any:
        for name, value in self.args:
            if name == key:
                return value
        return default

    def steps(self, key: str) -> tuple[Effect, ...]:
        found = self.get(key, ())
        return found if isinstance(found, tuple) else ()

    def walk(self) -> Iterator[Effect]:
        """This step and every step inside it, in the order they are written."""
        yield self
        for _, value in self.args:
            if isinstance(value, tuple) and value and isinstance(value[0], Effect):
                for inner in value:
                    yield from inner.walk()


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument of a step: its kind ("int", "str", "bool", "steps", "card", "type",
    "types"), whether it must be given, and what values it may take."""

    kind: str
    required: bool = False
    choices: tuple[str, ...] = ()
    lo: int | None = None
    hi: int | None = None
    words: tuple[str, ...] = ()  # strings an int argument may be instead ("any")


N = Arg("int", True, lo=1, hi=20)
CHOSEN = Arg("steps")
# Where a step may run: "player" steps act for the card's player, "victim" steps for
# each other player (inside `each_other`), "either" for whoever runs them.
PLAYER, VICTIM, EITHER = "player", "victim", "either"


@dataclass(frozen=True, slots=True)
class Kind:
    args: dict[str, Arg]
    place: str = EITHER
    top_only: bool = False  # only at the top of a card's effects


CONDITIONS = (
    "egg",  # you have an Egg
    "beast",  # you have a Drake or Dragon
    "dispatched",  # you have a dispatched Drake or Dragon
    "any_beast",  # any player has a Drake or Dragon
    "provinces_unlocked",  # §2.11
    "clandestine_revealed",  # you have made a Clandestine reveal this turn
    "hand_at_least",  # you have `n` or more cards in hand
    "it",  # the card a trash or a reveal is handling is `card`, or of `type`
)

STEPS: dict[str, Kind] = {
    "cards": Kind({"n": N}, PLAYER),
    "actions": Kind({"n": N}, PLAYER),
    "buys": Kind({"n": N}, PLAYER),
    "coins": Kind({"n": N}, PLAYER),
    "draw": Kind({"n": N}),
    "gain": Kind(
        {
            "card": Arg("card"),
            "up_to": Arg("int", lo=0, hi=99),
            "plus": Arg("int", lo=0, hi=99),
            "type": Arg("type"),
            "to": Arg("str", choices=("discard", "hand", "deck")),
            "from": Arg("str", choices=("supply", "mat", "supply_or_mat")),
        }
    ),
    "trash": Kind(
        {
            "n": Arg("int", lo=1, hi=20),
            "up_to": Arg("int", lo=1, hi=20, words=(ANY,)),
            "may": Arg("bool"),
            "card": Arg("card"),
            "types": Arg("types"),
            "each": CHOSEN,
            "per_card": CHOSEN,
        }
    ),
    "discard": Kind(
        {
            "n": Arg("int", lo=1, hi=20),
            "per": Arg("str", choices=("empty_pile",)),
            "down_to": Arg("int", lo=0, hi=20),
            "up_to": Arg("int", lo=1, hi=20, words=(ANY,)),
            "per_card": CHOSEN,
        }
    ),
    "topdeck": Kind(
        {
            "from": Arg("str", choices=("hand", "discard")),
            "may": Arg("bool"),
            "type": Arg("type"),
            "reveal": Arg("bool"),
        }
    ),
    "each_other": Kind({"do": Arg("steps", True)}, PLAYER),
    "delay": Kind({"on": Arg("str", choices=("roost", "dispatched"))}, VICTIM),
    "if": Kind(
        {
            "when": Arg("str", True, choices=CONDITIONS),
            "n": Arg("int", lo=1, hi=20),
            "card": Arg("card"),
            "type": Arg("type"),
            "then": Arg("steps", True),
            "else": Arg("steps"),
        }
    ),
    "react": Kind({"to": Arg("str", True, choices=("Attack", "Draconian", "Delay"))}, PLAYER, True),
    "play_twice": Kind({"type": Arg("type", True)}, PLAYER),
    "draw_until": Kind({"n": N, "aside": Arg("type")}, PLAYER),
    "trash_this": Kind({"may": Arg("bool"), "then": Arg("steps")}, PLAYER),
    "return_this": Kind({}, PLAYER),
    "egg_counter": Kind({"n": Arg("int", True, lo=-5, hi=5)}),
    "remove_delay": Kind({}, PLAYER),
    "flip": Kind({"to": Arg("str", True, choices=("dispatched", "disengaged"))}),
    "reveal": Kind(
        {
            "n": N,
            "type": Arg("type"),
            "card": Arg("card"),
            "not_card": Arg("card"),
            "cost_min": Arg("int", lo=0, hi=99),
            "cost_max": Arg("int", lo=0, hi=99),
            "match": Arg("str", True, choices=("trash", "trash_one", "hand")),
            "rest": Arg("str", choices=("discard", "back")),
            "each": CHOSEN,
        }
    ),
    "look": Kind(
        {
            "n": N,
            "to": Arg("str", True, choices=("hand", "discard")),
            "pick": Arg("int", lo=1, hi=20, words=(ANY,)),
        },
        PLAYER,
    ),
    "reveal_hand": Kind({"count": Arg("type", True), "per_card": Arg("steps", True)}, PLAYER),
}
NESTED = ("do", "then", "else", "each", "per_card")
"""The arguments that hold more steps."""
HOLDS_IT = ("each",)
"""Lists whose steps handle one card, "it": a trash's or a reveal's `each`."""


@dataclass(slots=True)
class Place:
    """Where a step is written: under `each_other` (a victim's part), inside an `each`
    (a card to handle), at the top of the card."""

    victim: bool = False
    it: bool = False
    top: bool = True


class Reader:
    """Reads one card's raw effects into Effects, noting each problem as a sentence
    ("line 12: card Wyrm Tithe: …"). `lines` is the line of each inline table of the
    card's entry, in the order they are written (0s when unknown)."""

    def __init__(
        self,
        label: str,
        types: tuple[str, ...],
        piles: frozenset[str],
        lines: list[int],
    ) -> None:
        self.label = label
        self.types = types
        self.piles = piles  # the card names a `card` argument may give
        self.lines = lines
        self.seen = 0  # inline tables read so far: the index into `lines`
        self.said: list[str] = []

    def say(self, line: int, sentence: str) -> None:
        where = f"line {line}: " if line else ""
        self.said.append(f"{where}{self.label}: {sentence}")

    def read(
        self, raw: Any, key: str = "effects", place: Place | None = None
    ) -> tuple[Effect, ...]:
        place = place or Place()
        if not isinstance(raw, list):
            self.say(self._next_line(peek=True), f"'{key}' should be a list of steps, not {raw!r}.")
            return ()
        return tuple(fx for fx in (self._step(item, key, place) for item in raw) if fx is not None)

    def _next_line(self, peek: bool = False) -> int:
        line = self.lines[self.seen] if self.seen < len(self.lines) else 0
        if not peek:
            self.seen += 1
        return line

    def _step(self, raw: Any, key: str, place: Place) -> Effect | None:
        line = self._next_line()
        if not isinstance(raw, dict):
            self.say(
                line,
                (
                    f"each step in '{key}' should be a table like {{ step = \"cards\", n = 1 }}, "
                    f"not {raw!r}."
                ),
            )
            return None
        name = raw.get("step")
        if not isinstance(name, str):
            self.say(line, f"a step in '{key}' has no 'step' naming what it does.")
            self._skip_nested(raw)
            return None
        kind = STEPS.get(name)
        if kind is None:
            guess = nearest(name, STEPS)
            hint = (
                f"did you mean '{guess}'?"
                if guess
                else f"the steps are {', '.join(sorted(STEPS))}."
            )
            self.say(line, f"there is no step '{name}'; {hint}")
            self._skip_nested(raw)
            return None
        self._check_place(line, name, kind, place)
        args: list[tuple[str, Any]] = []
        for arg_name, value in raw.items():
            if arg_name == "step":
                continue
            arg = kind.args.get(arg_name)
            if arg is None:
                guess = nearest(arg_name, kind.args)
                known = ", ".join(sorted(kind.args)) or "none"
                hint = f"did you mean '{guess}'?" if guess else f"its arguments are {known}."
                self.say(line, f"step '{name}' has no argument '{arg_name}'; {hint}")
                if isinstance(value, list):
                    self._skip_list(value)
                continue
            if arg.kind == "steps":
                inner = Place(
                    victim=place.victim or (name == "each_other"),
                    it=place.it or arg_name in HOLDS_IT,
                    top=False,
                )
                args.append((arg_name, self.read(value, f"{name}.{arg_name}", inner)))
                continue
            checked = self._value(line, name, arg_name, arg, value)
            if checked is not None:
                args.append((arg_name, checked))
        for arg_name, arg in kind.args.items():
            if arg.required and arg_name not in raw:
                self.say(line, f"step '{name}' needs '{arg_name}'.")
        fx = Effect(name, tuple(args), line)
        self._check_together(line, fx, place, tuple(raw))
        return fx

    def _skip_nested(self, raw: dict[str, Any]) -> None:
        for value in raw.values():
            if isinstance(value, list):
                self._skip_list(value)

    def _skip_list(self, items: list[Any]) -> None:
        """Count the tables of a list that is not read, so later lines stay right."""
        for item in items:
            if isinstance(item, dict):
                self.seen += 1
                self._skip_nested(item)

    def _value(self, line: int, step: str, name: str, arg: Arg, value: Any) -> Any:
        where = f"step '{step}': '{name}'"
        if arg.kind == "int":
            if isinstance(value, str) and value in arg.words:
                return value
            if not isinstance(value, int) or isinstance(value, bool):
                also = f" or {', '.join(repr(w) for w in arg.words)}" if arg.words else ""
                self.say(line, f"{where} should be a whole number{also}, not {value!r}.")
                return None
            if (arg.lo is not None and value < arg.lo) or (arg.hi is not None and value > arg.hi):
                self.say(line, f"{where} must be from {arg.lo} to {arg.hi}, not {value}.")
                return None
            return value
        if arg.kind == "bool":
            if not isinstance(value, bool):
                self.say(line, f"{where} should be true or false, not {value!r}.")
                return None
            return value
        if arg.kind == "types":
            if not isinstance(value, list) or not value or any(v not in TYPES for v in value):
                self.say(line, f"{where} must list some of {', '.join(TYPES)}; not {value!r}.")
                return None
            return tuple(value)
        if not isinstance(value, str):
            self.say(line, f"{where} should be a string, not {value!r}.")
            return None
        if arg.kind == "type" and value not in TYPES:
            guess = nearest(value, TYPES)
            hint = f"did you mean '{guess}'?" if guess else f"the types are {', '.join(TYPES)}."
            self.say(line, f"{where} is {value!r}, not a card type; {hint}")
            return None
        if arg.kind == "card" and value not in self.piles:
            guess = nearest(value, self.piles)
            hint = f" did you mean '{guess}'?" if guess else ""
            self.say(line, f"{where} is {value!r}, which is no card of the game.{hint}")
            return None
        if arg.choices and value not in arg.choices:
            self.say(line, f"{where} must be one of {', '.join(arg.choices)}; not {value!r}.")
            return None
        return value

    def _check_place(self, line: int, name: str, kind: Kind, place: Place) -> None:
        """A step in a place it cannot run: a reaction that is not on an Action–Reaction
        card's top line, +Cards for another player, a Delay token placed by yourself."""
        if kind.top_only and not place.top:
            self.say(
                line, f"step '{name}' can only be one of the card's own steps, not inside another."
            )
        if name == "react":
            if "Treasure" in self.types or "Action" not in self.types:
                self.say(
                    line,
                    (
                        "step 'react' can only be on an Action card; a Treasure or Victory card "
                        "is never in hand to react with."
                    ),
                )
            elif "Reaction" not in self.types:
                self.say(
                    line,
                    "step 'react' needs the card to be a Reaction (add \"Reaction\" to its types).",
                )
        if kind.place == PLAYER and place.victim:
            self.say(
                line, f"step '{name}' acts for the card's player, so it cannot be in 'each_other'."
            )
        if kind.place == VICTIM and not place.victim:
            self.say(
                line,
                (
                    f"step '{name}' is done by each other player: put it in an 'each_other' "
                    "step's 'do'."
                ),
            )

    def _check_together(
        self, line: int, fx: Effect, place: Place, written: tuple[str, ...]
    ) -> None:
        """Arguments that only make sense together, or not at all together."""
        given = [a for a, _ in fx.args]
        if fx.step == "gain":
            ways = [a for a in ("card", "up_to", "plus") if a in written]
            if len(ways) != 1:
                self.say(
                    line,
                    (
                        "step 'gain' needs one of 'card' (a named card), 'up_to' (a cost) or "
                        "'plus' (the cost of the card it handles, plus this)."
                    ),
                )
            if "plus" in given and not place.it:
                self.say(
                    line,
                    "step 'gain' with 'plus' needs a card to add to: put it in a trash's 'each'.",
                )
            if fx.get("from", "supply") != "supply" and "card" in given:
                self.say(
                    line,
                    (
                        "step 'gain' takes a named card from the Supply only; give 'up_to' or "
                        "'plus' to gain from the mat."
                    ),
                )
        if fx.step in ("trash", "discard"):
            counts = [a for a in ("n", "up_to", "may", "down_to") if a in given]
            if len(counts) > 1:
                self.say(
                    line,
                    (
                        f"step '{fx.step}' takes one of {', '.join(repr(w) for w in counts)}, not "
                        "several."
                    ),
                )
        if fx.step == "if":
            when = fx.get("when")
            if when == "hand_at_least" and "n" not in given:
                self.say(line, "step 'if' with when = \"hand_at_least\" needs 'n'.")
            if when == "it" and not place.it:
                self.say(
                    line,
                    (
                        "step 'if' with when = \"it\" needs a card to look at: put it in a "
                        "trash's or a reveal's 'each'."
                    ),
                )
            if when == "it" and "card" not in given and "type" not in given:
                self.say(line, "step 'if' with when = \"it\" needs 'card' or 'type'.")
        if fx.step == "flip":
            if fx.get("to") == "disengaged" and not place.victim:
                self.say(
                    line,
                    (
                        "step 'flip' to \"disengaged\" is done to each other player: put it in "
                        "an 'each_other' step's 'do'."
                    ),
                )
            if fx.get("to") == "dispatched" and place.victim:
                self.say(
                    line,
                    (
                        "step 'flip' to \"dispatched\" flips your own beast, so it cannot be in "
                        "'each_other'."
                    ),
                )


def table_lines(lines: list[str], start: int, key: str = "effects") -> list[int]:
    """The line (from 1) of every inline table in the entry's `key = [...]` list, at any
    depth, in the order they are written; `start` is the entry's header line (from 1)."""
    at = None
    for n in range(start, len(lines)):
        if lines[n].lstrip().startswith("[["):
            break  # the next entry
        if re.match(rf"^\s*{re.escape(key)}\s*=", lines[n]):
            at = n
            break
    if at is None:
        return []
    found: list[int] = []
    depth = 0
    opened = False
    for n in range(at, len(lines)):
        text = lines[n].split("=", 1)[1] if n == at else lines[n]
        quote = ""
        for char in text:
            if quote:
                quote = "" if char == quote else quote
            elif char in "\"'":
                quote = char
            elif char == "#":
                break
            elif char == "{":
                found.append(n + 1)
            elif char == "[":
                depth += 1
                opened = True
            elif char == "]":
                depth -= 1
        if opened and depth <= 0:
            break
    return found
