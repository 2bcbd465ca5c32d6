"""How the layout lab's Map view shows Dragon Dune's board: the territories' colours by
kind, the tints of Orcish and neutral ground, each territory's label and facts, and
the tile art drawn from the map (the view itself is the lab's, `game.scenes.lab_map`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.dune.board import Board, Region, region_order
from game.games.dune.table.kit import map_art, plain_map

KIND_COLOURS = {"city": (240, 200, 90), "fort": (220, 110, 80), "plain": (235, 225, 200)}
ORCISH_TINT = (120, 150, 40, 70)
NEUTRAL_TINT = (255, 255, 255, 60)
OTHER = (235, 225, 200)


class DuneMapLook:
    """Dragon Dune's territories, as the Map view draws and describes them."""

    title = "Dragon Dune map"
    legend: tuple[tuple[str, tuple[int, int, int], str], ...] = (
        *((kind, colour, "outline") for kind, colour in KIND_COLOURS.items()),
        ("Orcish", (116, 118, 58), "fill"),  # the tint as it looks on the ground
    )

    def outline(self, region: Region) -> tuple[int, int, int]:
        return KIND_COLOURS.get(region.kind, OTHER)

    def tints(self, region: Region) -> list[tuple[int, int, int, int]]:
        tints = []
        if region.orcish:
            tints.append(ORCISH_TINT)
        if region.neutral:
            tints.append(NEUTRAL_TINT)
        return tints

    def label(self, region: Region) -> list[str]:
        """What the Map view writes on a territory: its id and kind, then its flags."""
        flags = []
        if region.travel_bonus:
            flags.append("travel bonus")
        if region.neutral:
            flags.append("neutral")
        if region.orcish:
            flags.append("Orcish")
        return [f"{region.id} {region.kind}", *([" · ".join(flags)] if flags else [])]

    def facts(self, board: Board, rid: str) -> str:
        """One line of everything the map says of a territory, for the pointer's region."""
        region = board.regions[rid]
        parts = [f"{rid}: {region.kind}", f"dragon number {region.track}"]
        if region.event_card:
            parts.append(f"event card {region.event_card} ({region.event_gold} gold)")
        for flag, words in (
            (region.travel_bonus, "travel bonus"),
            (region.neutral, "neutral"),
            (region.orcish, "Orcish"),
        ):
            if flag:
                parts.append(words)
        if region.start:
            parts.append(f"starts {region.start}")
        borders = sorted(board.adjacency.get(rid, frozenset()), key=region_order)
        parts.append("borders " + (", ".join(borders) if borders else "none"))
        return " · ".join(parts)

    def summary(self, board: Board, borders: int) -> str:
        """The foot's line while the pointer is on no territory."""
        return (
            f"{len(board.regions)} territories, {borders} borders, "
            f"track 1–{max(board.track)}. Point at a territory for all it says."
        )

    def art(self, board: Any) -> pygame.Surface:
        """The map's tile art at full size; raises whatever pytmx or pygame raise."""
        return map_art(board.path, board)

    def plain(self, board: Any) -> pygame.Surface:
        """The board without its art, when the art will not draw."""
        return plain_map(board)


LOOK = DuneMapLook()
