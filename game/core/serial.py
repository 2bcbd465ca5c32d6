"""Plain JSON-able snapshots of states, for comparing states and for debugging."""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any

from game.core.rng import Rng


def to_plain(obj: Any) -> Any:
    """Dataclasses, zones, enums and the RNG as dicts, lists and scalars (dict keys as text)."""
    if obj is None or isinstance(obj, str | int | float | bool):
        return obj
    if isinstance(obj, Enum):
        return obj.value
    if isinstance(obj, Rng):
        return {"rng": obj.state}
    if isinstance(obj, dict):
        return {str(k): to_plain(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [to_plain(v) for v in obj]
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {
            f.name: to_plain(getattr(obj, f.name))
            for f in dataclasses.fields(obj)
            if f.metadata.get("plain", True)
        }
    if hasattr(obj, "to_json"):
        return obj.to_json()
    raise TypeError(f"cannot snapshot {type(obj).__name__}")


def strings_in(plain: Any) -> set[str]:
    """Every string value (and dict key) inside a snapshot, to look for leaked ids."""
    found: set[str] = set()
    stack = [plain]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            found.update(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found
