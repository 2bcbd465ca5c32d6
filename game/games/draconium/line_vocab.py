"""The vocabulary the dragon lines file writes its Eggs', Drakes' and Dragons' effects in
(§3): each step's arguments, where it may run, and the words it is written with.

A piece's effect is a list of steps (`drake_dispatch_effects = [{ step = "buys", n = 1 },
{ step = "coins", n = 2 }]`); what each step does in the rules is line_effects.py, keyed by
the same names. An Egg's counter is raised by a list of events (`counts_effects`, §2.3).
Checking a step gives one sentence per slip: an unknown step or argument (with a guess),
a wrong type, a value out of range, a step in a piece it cannot run in. Pure: no engine
imports, so the loader (lines.py) can use it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.strict import nearest

# The pieces of a line whose effects are steps, in the order the Roost mat shows them.
PARTS = ("hatch", "drake_dispatch", "drake_disengage", "dragon_dispatch", "dragon_disengage")
GROW = "grow"  # §2.6: what happens as the Drake grows; written into the Drake's disengage text
STEP_PARTS = (*PARTS, GROW)
PLACE_WORDS = {
    "hatch": "a hatch effect",
    "drake_dispatch": "a Drake's dispatch",
    "drake_disengage": "a Drake's disengage",
    "dragon_dispatch": "a Dragon's dispatch",
    "dragon_disengage": "a Dragon's disengage",
    GROW: "a grow effect",
    "counts": "an Egg's counter",
}
# The steps that act on the turn in progress as if it were the owner's (a reward's +$, a
# Clean-up draw): a hatch can happen on anyone's turn (§2.4), so they cannot run in one.
# (A hatch's +Actions, +Buys and +$ are kept for the owner's own turn: `hatch_bonus`.)
OWN_TURN = frozenset(p for p in STEP_PARTS if p != "hatch")
DISPATCH = frozenset({"drake_dispatch", "dragon_dispatch"})
ANYWHERE = frozenset(STEP_PARTS)
COUNTS = frozenset({"counts"})

WHERE_TO = ("discard", "hand", "deck")
TO_WORDS = {"discard": "", "hand": " into your hand", "deck": " onto your deck"}
CARD_TYPES = ("Action", "Treasure", "Victory", "Curse", "Attack", "Reaction", "Ruins")
WARDS = ("Attack", "Draconian", "beasts")
WARD_WORDS = {
    "Attack": "Attacks",
    "Draconian": "Draconian cards",
    "beasts": "other players' beasts",
}


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument of a step: its type ("int", "str", "bool" or "names"), whether it
    must be given, its default, the values it may take, and the least whole number."""

    kind: str
    required: bool = False
    default: Any = None
    choices: tuple[str, ...] = ()
    least: int = 1


@dataclass(frozen=True, slots=True)
class StepKind:
    """A step of the vocabulary: its arguments, the pieces it may run in (and why not
    elsewhere), whether it is a "+N" bonus (joined with the next in one sentence), and
    its words from its arguments."""

    args: Mapping[str, Arg]
    words: Callable[[Mapping[str, Any]], str]
    places: frozenset[str] = ANYWHERE
    why_not: str = ""
    plus: bool = False


def _a(noun: str) -> str:
    """ "a Silver", "an Estate"."""
    return f"{'an' if noun[:1] in 'AEIOU' else 'a'} {noun}"


def _counted(n: int, noun: str) -> str:
    return f"{n} {noun if n == 1 else noun + 's'}"


def _kind_card(kind: str) -> str:
    return f"{_a(kind)} card" if kind else "a card"


def _gain_upto(a: Mapping[str, Any]) -> str:
    head = "You may gain" if a["may"] else "Gain"
    return f"{head} {_kind_card(a['kind'])} costing up to ${a['limit']}{TO_WORDS[a['to']]}."


def _gain(a: Mapping[str, Any]) -> str:
    what = f"your {a['card']}" if a["yours"] else _a(a["card"])
    return f"Gain {what}{TO_WORDS[a['to']]}."


def _return(a: Mapping[str, Any]) -> str:
    where = "hand or discard pile" if a["from_discard"] else "hand"
    if a["most"] == 1:
        return f"You may return a Curse or Ruins from your {where} to its pile."
    return f"You may return up to {a['most']} Curses or Ruins from your {where} to their piles."


def _reveal(a: Mapping[str, Any]) -> str:
    reward = "+1 Card" if a["reward"] == "cards" else "+$1"
    what = "Ruins" if a["count"] == "Ruins" else "differently named Treasure"
    return f"Reveal your hand: {reward} per {what} in it."


def _recycle(a: Mapping[str, Any]) -> str:
    parts = [f"+{_counted(a['cards'], 'Card')}"] if a["cards"] else []
    parts += [f"+${a['coins']}"] if a["coins"] else []
    then = "if you do," if a["if_done"] else "then"
    return f"You may recycle a card from your hand; {then} {' and '.join(parts)}."


def _ward(a: Mapping[str, Any]) -> str:
    against = [WARD_WORDS[w] for w in WARDS if w in a["against"]]
    listed = ", ".join(against[:-1]) + f" and {against[-1]}" if len(against) > 1 else against[0]
    said = f"While dispatched, you are unaffected by {listed}"
    if a["strike_back"]:
        said += "; whoever plays an Attack or Draconian card places their Delay token"
    return said + "."


_N = Arg("int", required=True)
_TO = Arg("str", default="discard", choices=WHERE_TO)
_NO_TURN = "a hatch may come on another player's turn, and {} (§2.4)"
_THEIR_COINS = _NO_TURN.format("this step's +$ would go to that player")

STEPS: dict[str, StepKind] = {
    # the plain bonuses: "+1 Card, +1 Action, +1 Buy, +$1" (never a Clandestine draw, R15)
    "cards": StepKind({"n": _N}, lambda a: f"+{_counted(a['n'], 'Card')}", plus=True),
    "actions": StepKind({"n": _N}, lambda a: f"+{_counted(a['n'], 'Action')}", plus=True),
    "buys": StepKind({"n": _N}, lambda a: f"+{_counted(a['n'], 'Buy')}", plus=True),
    "coins": StepKind({"n": _N}, lambda a: f"+${a['n']}", plus=True),
    "gain": StepKind(
        {"card": Arg("str", required=True), "to": _TO, "yours": Arg("bool", default=False)},
        _gain,
    ),
    "gain_upto": StepKind(
        {
            "limit": Arg("int", required=True, least=0),
            "kind": Arg("str", default="", choices=("", *CARD_TYPES)),
            "to": _TO,
            "may": Arg("bool", default=False),
        },
        _gain_upto,
    ),
    "gain_from_mat": StepKind(
        {"limit": Arg("int", required=True, least=0), "to": _TO},
        lambda a: (
            f"You may gain a card costing up to ${a['limit']} from the Recycling mat"
            f"{TO_WORDS[a['to']]}."
        ),
    ),
    "trash_from_hand": StepKind({}, lambda a: "You may trash a card from your hand."),
    "look_trash": StepKind(
        {"n": Arg("int", required=True)},
        lambda a: (
            f"Look at the top {_counted(a['n'], 'card')} of your deck; trash any of them, "
            "put the rest back in any order."
        ),
    ),
    "return_curses": StepKind(
        {"most": Arg("int", required=True), "from_discard": Arg("bool", default=False)},
        _return,
    ),
    "reveal_count": StepKind(
        {
            "count": Arg("str", required=True, choices=("Ruins", "Treasure names")),
            "reward": Arg("str", required=True, choices=("cards", "coins")),
        },
        _reveal,
        OWN_TURN,
        _THEIR_COINS,
    ),
    "others_gain": StepKind(
        {"card": Arg("str", required=True, choices=("Curse", "Ruins"))},
        lambda a: f"Each other player gains {_a(a['card'])}.",
    ),
    "others_reveal_trash": StepKind(
        {},
        lambda a: (
            "Each other player reveals their top 2 cards, trashes one costing $3–$5 "
            "(their choice) and discards the rest."
        ),
    ),
    "each_player_draws": StepKind({}, lambda a: "Every player draws a card."),
    "cleanup_draw": StepKind(
        {"n": Arg("int", required=True)},
        lambda a: f"This turn, draw {_counted(a['n'], 'card')} in Clean-up.",
        OWN_TURN,
        _NO_TURN.format('"this turn" would be theirs'),
    ),
    "recycle_from_hand": StepKind(
        {
            "if_done": Arg("bool", required=True),
            "cards": Arg("int", default=0, least=0),
            "coins": Arg("int", default=0, least=0),
        },
        _recycle,
        OWN_TURN,
        _THEIR_COINS,
    ),
    # R20–R22: while the beast is dispatched; it runs nothing as it is dispatched
    "ward": StepKind(
        {"against": Arg("names", required=True, choices=WARDS), "strike_back": Arg("bool")},
        _ward,
        DISPATCH,
        "a beast is unaffected only while it is dispatched (R20)",
    ),
}

# What raises an Egg's counter (§2.3, §3): the events of `counts_effects`, each +1.
_EVENTS: dict[str, StepKind] = {
    "gain": StepKind(
        {"type": Arg("str", default="", choices=("", *CARD_TYPES)), "name": Arg("str", default="")},
        lambda a: f"+1 per {a['name'] or a['type'] or 'card'} you gain",
    ),
    "names_gained": StepKind(
        {}, lambda a: "The number of different names among the cards you have gained"
    ),
    "trashed": StepKind({}, lambda a: "+1 each time a card you own is trashed, whoever trashes it"),
    "recycled": StepKind(
        {"name": Arg("str", default="")},
        lambda a: f"+1 each time {_a(a['name']) if a['name'] else 'a card'} you own is recycled",
    ),
    "action_played": StepKind({}, lambda a: "+1 per Action card you play (each play counts)"),
    "treasure_played": StepKind(
        {"except": Arg("str", default="")},
        lambda a: f"+1 per Treasure{' other than ' + a['except'] if a['except'] else ''} you play",
    ),
    "end_of_turn": StepKind(
        {"while_empty": Arg("str", default="")},
        lambda a: (
            f"+1 at the end of your turn while the {a['while_empty']} pile is empty"
            if a["while_empty"]
            else "+1 at the end of each of your turns"
        ),
    ),
    "hostile_card": StepKind(
        {}, lambda a: "+1 when another player plays an Attack or Draconian card"
    ),
    "aimed_at": StepKind(
        {}, lambda a: "+1 when another player's beast or hatch aims a hostile effect at you"
    ),
}


EVENTS = {name: replace(kind, places=COUNTS) for name, kind in _EVENTS.items()}


@dataclass(frozen=True, slots=True)
class LineStep:
    """One step (or counter event) as the file gives it, every argument filled in, and
    the line of the file it is written on (0: not from a file)."""

    step: str
    args: Mapping[str, Any] = field(default_factory=dict)
    at: int = 0

    def __getitem__(self, name: str) -> Any:
        return self.args[name]


_TYPE_WORDS = {
    "int": "a whole number",
    "str": "some words",
    "bool": "true or false",
    "names": "a list of names",
}


def _typed(kind: str, value: Any) -> bool:
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "names":
        return isinstance(value, list) and all(isinstance(v, str) for v in value) and bool(value)
    return isinstance(value, str)


def _arg_problem(name: str, spec: Arg, value: Any) -> str:
    """What is wrong with one argument's value, or ""."""
    if not _typed(spec.kind, value):
        return f"'{name}' must be {_TYPE_WORDS[spec.kind]}, not {value!r}."
    if spec.kind == "int" and value < spec.least:
        return f"'{name}' must be {spec.least} or more, not {value}."
    values = value if spec.kind == "names" else [value]
    bad = [v for v in values if spec.choices and v not in spec.choices]
    if bad:
        shown = ", ".join(repr(c) for c in spec.choices)
        return f"'{name}' may be {shown}, not {bad[0]!r}."
    return ""


def check_step(
    raw: Any, part: str, label: str, at: int, vocab: Mapping[str, StepKind] = STEPS
) -> tuple[LineStep | None, list[str]]:
    """One step of a piece read from the file: the step with its defaults filled in, or
    None, and one sentence per problem, each starting "line N: `label`" so the lab and
    the command line point at the step's own line."""
    where = f"line {at}: {label}" if at else label
    if not isinstance(raw, dict):
        return None, [f'{where}: a step is a table such as {{ step = "coins", n = 2 }}.']
    name = raw.get("step")
    if not isinstance(name, str):
        return None, [f"{where}: every step names its 'step', e.g. step = \"coins\"."]
    kind = vocab.get(name)
    if kind is None:
        guess = nearest(name, vocab)
        hint = f"did you mean '{guess}'?" if guess else f"the steps are {', '.join(vocab)}."
        return None, [f"{where}: there is no step '{name}'; {hint}"]
    said = []
    meant = set()  # the arguments a misspelt key was taken for: not also "missing"
    for key in raw:
        if key != "step" and key not in kind.args:
            known = sorted(kind.args)
            guess = nearest(str(key), known) or (known[0] if len(known) == 1 else None)
            meant.add(guess)
            hint = (
                f"did you mean '{guess}'?"
                if guess
                else (f"it takes {', '.join(known)}." if known else "it takes no arguments.")
            )
            said.append(f"{where}: step '{name}' has no argument '{key}'; {hint}")
    args: dict[str, Any] = {}
    for key, spec in kind.args.items():
        if key not in raw:
            if spec.required and key not in meant:
                said.append(f"{where}: step '{name}' needs '{key}'.")
            args[key] = False if spec.kind == "bool" and spec.default is None else spec.default
            continue
        wrong = _arg_problem(key, spec, raw[key])
        if wrong:
            said.append(f"{where}: step '{name}': {wrong}")
        args[key] = tuple(raw[key]) if spec.kind == "names" and not wrong else raw[key]
    if part not in kind.places:
        why = f": {kind.why_not}" if kind.why_not else ""
        said.append(f"{where}: step '{name}' cannot run in {PLACE_WORDS[part]}{why}.")
    if said:
        return None, said
    return LineStep(name, args, at), []


# -- the words: one template per step ------------------------------------------------------

NO_EFFECT = {"hatch": "No hatch effect."}


def sentences_of(steps: Sequence[LineStep], part: str) -> list[str]:
    """The sentences a piece's steps write, in the order they run."""
    out: list[str] = []
    bonus: list[str] = []
    for fx in steps:
        kind = STEPS[fx.step]
        words = kind.words(fx.args)
        if kind.plus:
            bonus.append(words)
            continue
        if bonus:
            out.append(", ".join(bonus) + ".")
            bonus = []
        out.append(words)
    if bonus:
        out.append(", ".join(bonus) + ".")
    return out


def grow_sentences(steps: Sequence[LineStep]) -> list[str]:
    """A grow effect's sentences as the Drake's disengage side says them: "Growing, …"."""
    return [f"Growing, {s[0].lower()}{s[1:]}" for s in sentences_of(steps, GROW)]


def piece_sentences(
    effects: Mapping[str, Sequence[LineStep]], part: str, scripted: bool = False
) -> list[str]:
    """Every sentence the rules do for one side of a piece (a Drake's disengage side with
    its grow effect); empty for a scripted piece, whose words are its own."""
    if scripted:
        return []
    said = sentences_of(effects.get(part, ()), part)
    if part == "drake_disengage":
        said += grow_sentences(effects.get(GROW, ()))
    return said or [NO_EFFECT.get(part, "No effect.")]


def counts_sentence(events: Sequence[LineStep]) -> str:
    """What raises an Egg's counter, one clause per event: "+1 per Curse you gain; +1 at
    the end of your turn while the Curse pile is empty."."""
    clauses = [EVENTS[e.step].words(e.args) for e in events]
    return ("; ".join(clauses) + ".") if clauses else "Nothing raises its counter."
