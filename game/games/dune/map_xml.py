"""A Dragon Dune map's XML before pytmx reads it: the property values and names pytmx
would refuse, each named by its object, then taken out so pytmx can read the rest.

pytmx stops the whole map at the first such property, and its message names no
object ("cannot parse "m" as bool", "Reserved names ... are not allowed"). Taken out
here, they are reported once each, and the loader goes on to report everything
else that is wrong with the map.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field

RESERVED = frozenset(
    {
        "id", "name", "type", "class", "x", "y", "width", "height", "rotation", "gid",
        "visible", "closed", "template", "points", "properties", "parent", "image",
    }
)  # fmt: skip
"""Names an object already has as an attribute: pytmx refuses a property so named."""

_A = {"bool": "a bool (true or false)", "int": "a whole number", "float": "a number"}


@dataclass
class Precheck:
    """What the XML pass found: its sentences in the file's order, and the properties it
    took out (layer, object name, property name), which the loader must not call missing."""

    problems: list[str] = field(default_factory=list)
    taken_out: set[tuple[str, str, str]] = field(default_factory=set)


def precheck(root: ElementTree.Element) -> Precheck:
    """Name and take out of `root` each object property pytmx cannot read: a value that
    does not read as its type, or a name an object attribute already has."""
    found = Precheck()
    for layer in root.iter("objectgroup"):
        layer_name = layer.get("name", "")
        for obj in layer.iter("object"):
            for holder in obj.findall("properties"):
                for prop in list(holder.findall("property")):
                    problem = _problem(prop)
                    if problem is None:
                        continue
                    found.problems.append(f"{object_words(layer_name, obj)}: {problem}")
                    found.taken_out.add((layer_name, obj.get("name", ""), prop.get("name", "")))
                    holder.remove(prop)
    return found


def _problem(prop: ElementTree.Element) -> str | None:
    name = prop.get("name", "")
    if name in RESERVED:
        return (
            f"a property may not be called {name!r}: Tiled's objects have {name!r} "
            "of their own; rename the property"
        )
    kind = prop.get("type", "string")
    value = prop.get("value", prop.text or "")
    if not reads_as(kind, value):
        return f"property {name!r} is {_A[kind]}, not {value!r}"
    return None


def reads_as(kind: str, value: str) -> bool:
    """Whether pytmx reads `value` as `kind` (a bool by its first letter, as pytmx does)."""
    text = value.strip()
    if kind == "bool":
        return not text or text.lower()[0] in "1yt-0nf"
    convert = {"int": int, "float": float}.get(kind)
    if convert is None:
        return True
    try:
        convert(text)
    except ValueError:
        return False
    return True


def object_words(layer: str, obj: ElementTree.Element) -> str:
    """How a problem names an object: "territory '7'", else its layer and name (or id)."""
    name = obj.get("name", "")
    if layer == "territories":
        return f"territory {name!r}"
    return f"layer {layer!r}, object {name or obj.get('id')!r}"
