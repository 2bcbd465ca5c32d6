"""Edits to a copy of the Dragon Dune map, made on its XML as Tiled would save them: a
new territory with its properties, its anchors and the borders both sides list."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

FACTS = ("city", "fort", "travel_bonus", "neutral", "orcish")


def add_territory(
    tmx: Path,
    rid: str,
    rect: tuple[int, int, int, int],
    neighbours: tuple[str, ...],
    kind: str = "city",
    track: int = 0,
    **flags: bool,
) -> None:
    """Add territory `rid` (a rectangle x, y, w, h in map pixels) bordering `neighbours`,
    whose `adjacent` lists gain it; its stack, gold and hidden anchors in its middle."""
    tree = ElementTree.parse(tmx)
    root = tree.getroot()
    next_id = int(root.get("nextobjectid", "1"))
    layers = {layer.get("name"): layer for layer in root.iter("objectgroup")}
    x, y, w, h = rect
    territory = ElementTree.SubElement(
        layers["territories"],
        "object",
        id=str(next_id),
        name=rid,
        x=str(x),
        y=str(y),
        width=str(w),
        height=str(h),
    )
    territory.set("class", "territory")
    props = ElementTree.SubElement(territory, "properties")
    values: dict[str, tuple[str, str]] = {
        "adjacent": ("string", ",".join(neighbours)),
        "event_card": ("string", ""),
        "event_gold": ("int", "0"),
        "kind": ("string", kind),
        "start": ("string", ""),
        "track": ("int", str(track)),
    }
    for fact in FACTS:
        on = flags.get(fact, fact == kind)
        values[fact] = ("bool", "true" if on else "false")
    for name, (kind_of, value) in sorted(values.items()):
        prop = ElementTree.SubElement(props, "property", name=name, value=value)
        if kind_of != "string":
            prop.set("type", kind_of)
    for obj in layers["territories"].iter("object"):
        if obj.get("name") in neighbours:
            for prop in obj.iter("property"):
                if prop.get("name") == "adjacent":
                    prop.set("value", f"{prop.get('value')},{rid}")
    spots = {rid: (x + w // 2, y + h // 2), f"{rid}.gold": (x + 16, y + 16)}
    spots[f"{rid}.hidden"] = (x + w - 16, y + h - 16)
    for n, (name, (px, py)) in enumerate(spots.items(), start=1):
        point = ElementTree.SubElement(
            layers["anchors"], "object", id=str(next_id + n), name=name, x=str(px), y=str(py)
        )
        ElementTree.SubElement(point, "point")
    root.set("nextobjectid", str(next_id + len(spots) + 1))
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)
