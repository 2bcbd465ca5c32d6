"""Game options: the rulings marked [option] in a game's reference, with defaults."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.errors import OptionError


@dataclass(frozen=True, slots=True)
class Option:
    """One switch on the new-game screen. `choices` empty means a yes/no option."""

    name: str
    default: Any
    label: str
    ruling: str = ""
    choices: tuple[Any, ...] = ()

    def check(self, value: Any) -> Any:
        if self.choices:
            if value not in self.choices:
                shown = ", ".join(str(c) for c in self.choices)
                raise OptionError(f"Option {self.name} can be {shown}; not {value!r}.")
            return value
        if not isinstance(value, bool):
            raise OptionError(f"Option {self.name} is on or off (true/false); not {value!r}.")
        return value


def resolve_options(
    declared: Sequence[Option], given: Mapping[str, Any] | None, game: str
) -> dict[str, Any]:
    """Every declared option with its value: the given one, checked, or the default."""
    known = {o.name: o for o in declared}
    given = dict(given or {})
    unknown = sorted(set(given) - set(known))
    if unknown:
        names = ", ".join(sorted(known)) or "none"
        raise OptionError(f"{game} has no option {unknown[0]!r}; its options are: {names}.")
    return {o.name: o.check(given[o.name]) if o.name in given else o.default for o in declared}


def parse_option_pairs(pairs: Sequence[str]) -> dict[str, Any]:
    """`draft_mode=quick`, `mirror_units=true`, `freeze_cap=2` into option values."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep:
            raise ValueError(f"An option is name=value, not {pair!r}.")
        value: Any = raw
        if raw.lower() in ("true", "false"):
            value = raw.lower() == "true"
        elif raw.lstrip("-").isdigit():
            value = int(raw)
        options[name.strip()] = value
    return options
