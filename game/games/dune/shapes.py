"""The shape of every Dragon Dune move: its arguments' names and kinds of value.

A move of any other shape (an unknown argument, a missing one, a value of the wrong
kind) is malformed and refused before anything else, so the rules accept exactly
the moves they list (a save with a changed argument never replays into another game).
"""

from __future__ import annotations

from typing import Any

_TEXT, _WHOLE, _YES_NO, _CARD_OR_NONE = (str,), (int,), (bool,), (str, type(None))

REQUIRED: dict[str, dict[str, tuple[type, ...]]] = {
    "accept_alliance": {"proposer": _WHOLE},
    "ace_extra_move": {"card": _TEXT},
    "answer_question": {"value": (int, str)},
    "ask_question": {"kind": _TEXT},
    "break_alliance": {},
    "choose_army": {"artifact": _CARD_OR_NONE, "n": _WHOLE},
    "choose_battle": {"opponent": _WHOLE, "region": _TEXT},
    "conscript": {"n": _WHOLE, "region": _TEXT},
    "declare_treachery": {"queen": _TEXT, "sabotage": _TEXT},
    "decline_alliance": {"proposer": _WHOLE},
    "decline_treachery": {},
    "disband": {"n": _WHOLE, "region": _TEXT},
    "done": {},
    "elf_ace_place": {"card": _TEXT, "n": _WHOLE, "region": _TEXT},
    "end_turn": {},
    "goblin_ace_block": {"card": _TEXT, "target": _WHOLE},
    "hide": {"region": _TEXT},
    "hire_mercenaries": {"card": _CARD_OR_NONE, "n": _WHOLE, "region": _TEXT},
    "keep_artifact": {"keep": _YES_NO},
    "move_stack": {"from": _TEXT, "n": _WHOLE, "path": (tuple,)},
    "no_question": {},
    "orc_ace_relocate": {"card": _TEXT, "from_region": _TEXT, "n": _WHOLE, "to_region": _TEXT},
    "pass_ace": {},
    "pass_bid": {},
    "pass_council": {},
    "pay_bid": {"card": _CARD_OR_NONE},
    "place_bid": {"amount": _WHOLE},
    "plunder": {"take": _YES_NO},
    "plunder_resolve": {"keep_or_sell": _TEXT},
    "propose_alliance": {"target": _WHOLE},
    "raise_orcs": {"n": _WHOLE, "region": _TEXT},
    "set_orc_split": {"n16f": _WHOLE, "n1c": _WHOLE, "n9f": _WHOLE},
    "unhide": {"region": _TEXT},
}
OPTIONAL: dict[str, dict[str, tuple[type, ...]]] = {
    "move_stack": {"hidden": _YES_NO},  # the Elves moving hidden tokens (R23)
}


def _kind_of(value: Any, kinds: tuple[type, ...]) -> bool:
    if isinstance(value, bool):
        return bool in kinds
    return isinstance(value, kinds)


def shape_problem(kind: str, args: tuple[tuple[str, Any], ...]) -> str | None:
    """What is wrong with these arguments for a move of `kind` (None: nothing)."""
    required, optional = REQUIRED[kind], OPTIONAL.get(kind, {})
    given = [name for name, _ in args]
    missing = [name for name in required if name not in given]
    unknown = [name for name in given if name not in required and name not in optional]
    if missing or unknown:
        wanted = ", ".join(required) or "no arguments"
        return f"{kind} takes {wanted}; got {', '.join(given) or 'none'}."
    for name, value in args:
        kinds = required.get(name) or optional[name]
        if not _kind_of(value, kinds):
            shown = " or ".join("nothing" if k is type(None) else k.__name__ for k in kinds)
            return f"{kind}'s {name} should be {shown}, not {value!r}."
    if kind == "move_stack" and not all(isinstance(step, str) for step in dict(args)["path"]):
        return "move_stack's path lists regions by their names."
    return None
