"""Card sprites on the table, and the cached layer that draws the resting ones.

Resting cards are drawn once into a layer surface and blitted as one image per
frame; only cards in motion (and the one in hand) are drawn separately. The
layer is rebuilt only when a card comes to rest or the layout changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

Face = Callable[[str, int], pygame.Surface]

MIN_WIDTH = 12
"""The narrowest a piece is ever drawn: however cramped a window, no layout can ask
for a face of zero or negative width."""


@dataclass(frozen=True)
class Placement:
    """Where the layout wants a piece: its id, zone, centre, width and face key."""

    piece: str
    zone: str
    center: tuple[int, int]
    width: int
    face: str
    draggable: bool = False
    height: int = 0  # 0: a card's height for this width; tokens give their own

    def __post_init__(self) -> None:
        if self.width < MIN_WIDTH:  # the shared guard: a cramped layout still draws
            object.__setattr__(self, "width", MIN_WIDTH)
        if self.height < 0:
            object.__setattr__(self, "height", 0)


class CardSprite:
    __slots__ = ("draggable", "face", "height", "piece", "pos", "target", "width", "zone")

    def __init__(self, p: Placement, height: int, start: tuple[float, float] | None = None):
        self.piece = p.piece
        self.zone = p.zone
        self.face = p.face
        self.width = p.width
        self.height = height
        self.draggable = p.draggable
        self.target = (float(p.center[0]), float(p.center[1]))
        self.pos = start if start is not None else self.target

    @property
    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.width, self.height)
        r.center = (round(self.pos[0]), round(self.pos[1]))
        return r

    def resting(self) -> bool:
        return self.pos == self.target

    def step(self, dt: float, speed: float) -> bool:
        """Ease toward the target; True when it arrived this frame."""
        if self.pos == self.target:
            return False
        k = min(1.0, dt * 12.0 * speed)
        x = self.pos[0] + (self.target[0] - self.pos[0]) * k
        y = self.pos[1] + (self.target[1] - self.pos[1]) * k
        if abs(x - self.target[0]) < 0.6 and abs(y - self.target[1]) < 0.6:
            self.pos = self.target
            return True
        self.pos = (x, y)
        return False


class CardLayer:
    def __init__(self, face: Face, height_for: Callable[[int], int]) -> None:
        self.face = face
        self.height_for = height_for
        self.sprites: dict[str, CardSprite] = {}
        self.order: list[str] = []
        self.held: str | None = None  # drawn by the drag, not here
        self._cache: pygame.Surface | None = None
        self._dirty = True

    def sync(self, placements: Iterable[Placement], spawn: dict[str, tuple[int, int]]) -> None:
        """Match sprites to a new layout: existing pieces glide to their new place,
        new ones appear from `spawn[zone]` (a deck, say) or at their place."""
        old = self.sprites
        self.sprites = {}
        self.order = []
        for p in placements:
            height = p.height or self.height_for(p.width)
            sprite = old.get(p.piece)
            if sprite is None:
                start = spawn.get(p.zone)
                self.sprites[p.piece] = CardSprite(
                    p, height, (float(start[0]), float(start[1])) if start else None
                )
            else:
                sprite.zone, sprite.face, sprite.draggable = p.zone, p.face, p.draggable
                sprite.width, sprite.height = p.width, height
                sprite.target = (float(p.center[0]), float(p.center[1]))
                self.sprites[p.piece] = sprite
            self.order.append(p.piece)
        self._dirty = True

    def invalidate(self) -> None:
        self._dirty = True

    def hold(self, piece: str | None) -> None:
        self.held = piece
        self._dirty = True

    def update(self, dt: float, speed: float) -> None:
        for sprite in self.sprites.values():
            if sprite.step(dt, speed):
                self._dirty = True

    def settle(self) -> None:
        """Every piece straight to its place (after a resize: nothing glides across)."""
        for sprite in self.sprites.values():
            sprite.pos = sprite.target
        self._dirty = True

    def moving(self) -> bool:
        return any(not s.resting() for s in self.sprites.values())

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The piece drawn on top at `pos`: a moving one (drawn over the resting ones, as
        a card lifted from a fan is while it rises), else the last resting one drawn."""
        found = None
        for piece in reversed(self.order):
            sprite = self.sprites[piece]
            if piece != self.held and sprite.rect.collidepoint(pos):
                if not sprite.resting():
                    return sprite
                found = found or sprite
        return found

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._dirty or self._cache is None or self._cache.get_size() != size:
            self._rebuild(size)
        assert self._cache is not None
        surface.blit(self._cache, (0, 0))
        for piece in self.order:
            sprite = self.sprites[piece]
            if not sprite.resting() and piece != self.held:
                surface.blit(self.face(sprite.face, sprite.width), sprite.rect)

    def _rebuild(self, size: tuple[int, int]) -> None:
        if self._cache is None or self._cache.get_size() != size:
            self._cache = pygame.Surface(size, pygame.SRCALPHA)
        cache = self._cache
        cache.fill((0, 0, 0, 0))
        blits = [
            (self.face(s.face, s.width), s.rect)
            for piece in self.order
            if (s := self.sprites[piece]).resting() and piece != self.held
        ]
        cache.fblits(blits)
        self._dirty = False
