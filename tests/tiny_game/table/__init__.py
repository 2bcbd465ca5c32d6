"""Tiny Pile at the table (pygame): the pile, each side's takings, two buttons."""

from __future__ import annotations

from typing import Any

import pygame

from game.cards.fonts import font
from game.cards.palette import GLOW, GOLD, INK, NOPE, ZONE_FILL, ZONE_LINE
from game.core.entry import Check
from game.core.move import Move
from game.table.kit import PANEL, Button, KitDefaults, Layout, Mark
from game.table.sprites import Placement

TOKEN_W = 48


def token(width: int) -> pygame.Surface:
    face = pygame.Surface((width, width), pygame.SRCALPHA)
    pygame.draw.circle(face, GOLD, (width // 2, width // 2), width // 2 - 1)
    pygame.draw.circle(face, INK, (width // 2, width // 2), width // 2 - 1, 2)
    return face


class TinyKit(KitDefaults):
    def __init__(self, ruleset: Any) -> None:
        self.layout = Layout()

    def face(self, key: str, width: int) -> pygame.Surface:
        return token(width)

    def height_for(self, width: int) -> int:
        return width

    def nothing(self, *_: Any) -> None:
        """Nothing here enlarges, is clicked, grabbed or pressed, or has hover help."""

    enlargeable = thing_at = on_refresh = press_piece = grab = click = nothing
    hover_text = draw_over = nothing

    def arrange(self, view: Any, size: tuple[int, int]) -> Layout:
        w, h = size[0] - PANEL, size[1]
        me = view.viewer or 0
        zones = {"pile": pygame.Rect(40, h // 2 - 50, w - 80, 100)}
        zones[f"taken:{me}"] = pygame.Rect(40, h - 140, w - 80, 100)
        zones[f"taken:{1 - me}"] = pygame.Rect(40, 40, w - 80, 100)
        self.layout = Layout(size, zones)
        return self.layout

    def placements(self, view: Any) -> list[Placement]:
        mine = view.pending is not None and view.viewer in view.pending.seats
        out = []
        for zone in view.zones():
            rect = self.layout.zones[zone.id]
            for i, piece in enumerate(zone.cards):
                top = mine and zone.id == "pile" and i == len(zone.cards) - 1
                at = (rect.x + 40 + i * (TOKEN_W + 12), rect.centery)
                out.append(Placement(piece, zone.id, at, TOKEN_W, piece, draggable=top))
        return out

    def spawn_points(self) -> dict[str, tuple[int, int]]:
        return {}

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        return next((z for z, r in self.layout.zones.items() if r.collidepoint(pos)), None)

    def buttons(self, view: Any, legal: list[Move]) -> list[Button]:
        left = len(view.pile)
        return [
            Button(
                f"Take {m['count']}",
                pygame.K_0 + m["count"],
                m,
                confirm=f"Take {m['count']} and leave the last token?"
                if left - m["count"] == 1
                else "",
            )
            for m in legal
        ]

    def move_label(self, view: Any, move: Move) -> str:
        return f"Take {move['count']} from the pile"

    def marks(self, before: Any, after: Any) -> list[Mark]:
        taken = len(before.pile) - len(after.pile)
        if taken <= 0:
            return []
        rect = self.layout.zones["pile"]
        return [Mark(rect.center, f"-{taken} from the pile", good=False)]

    def status(self, view: Any) -> list[str]:
        if view.result is not None:
            return ["Game over", view.result.summary]
        return [f"{view.name(view.pending.seats[0])} to take", f"{len(view.pile)} in the pile"]

    def draw_under(
        self, surface: pygame.Surface, view: Any, glow: set[str], refuse: str | None
    ) -> None:
        for zone, rect in self.layout.zones.items():
            line = NOPE if zone == refuse else GLOW if zone in glow else ZONE_LINE
            pygame.draw.rect(surface, ZONE_FILL, rect, border_radius=8)
            pygame.draw.rect(surface, line, rect, 2, border_radius=8)
            label = zone if zone == "pile" else view.name(int(zone.split(":")[1]))
            surface.blit(font(14).render(label, True, INK), (rect.x + 8, rect.y + 4))


def make_kit(ruleset: Any) -> TinyKit:
    return TinyKit(ruleset)


def face_layout() -> str:
    """Self-test: a token face comes out the size the layout asks for."""
    if token(TOKEN_W).get_size() != (TOKEN_W, TOKEN_W):
        raise AssertionError("a token came out the wrong size")
    return f"tokens drawn by code, {TOKEN_W} px"


CHECKS: tuple[tuple[str, Check], ...] = (("face layout", face_layout),)
