"""Dice that tumble in a tray (pymunk) and come to rest showing what the rules rolled.

The seeded RNG in the game state has already decided every die; the tray only
shows it. Each die is a square body thrown from the tray's edge with a spin;
walls keep it in, friction slows it. While a die moves fast its face flickers
through numbers as if it rolled over; once it slows it settles on its result
and stays there. The throw itself varies (a local random source seeded with the
results), so a replay throws the same way.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

SIZE = 34
SUBSTEP = 1 / 240
SETTLE_SPEED = 40.0  # px/s: slower than this, a die shows its result
LINGER = 0.9  # seconds the settled dice stay before the tray is done
MAX_TIME = 2.2  # at the latest the dice are forced to rest


class DiceTray:
    def __init__(self, rect: pygame.Rect, results: tuple[int, ...]) -> None:
        self.rect = rect
        self.results = results
        self.space = pymunk.Space()
        self.space.damping = 0.25  # the felt drags: a quarter of the speed left per second
        walls = [
            ((rect.left, rect.top), (rect.right, rect.top)),
            ((rect.right, rect.top), (rect.right, rect.bottom)),
            ((rect.right, rect.bottom), (rect.left, rect.bottom)),
            ((rect.left, rect.bottom), (rect.left, rect.top)),
        ]
        for a, b in walls:
            wall = pymunk.Segment(self.space.static_body, a, b, 4)
            wall.elasticity, wall.friction = 0.6, 0.8
            self.space.add(wall)
        throw = random.Random(hash(results) & 0xFFFF)
        self.bodies: list[pymunk.Body] = []
        for i in range(len(results)):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (SIZE, SIZE)))
            body.position = (rect.left + 24 + i * (SIZE + 6), rect.bottom - 24 - i * 8)
            body.velocity = (throw.uniform(420, 620), throw.uniform(-380, -220))
            body.angular_velocity = throw.uniform(-14, 14)
            box = pymunk.Poly.create_box(body, (SIZE, SIZE), 3)
            box.elasticity, box.friction = 0.5, 0.9
            self.space.add(body, box)
            self.bodies.append(body)
        self.shown = [throw.randint(1, 6) for _ in results]
        self._flicker = throw
        self.time = 0.0
        self.rested = 0.0
        self._carry = 0.0
        self._next_flip = 0.0

    def step(self, dt: float) -> None:
        self.time += dt
        self._carry += dt
        while self._carry >= SUBSTEP:
            self.space.step(SUBSTEP)
            self._carry -= SUBSTEP
        if self.time >= MAX_TIME:
            for body in self.bodies:
                body.velocity, body.angular_velocity = (0, 0), 0
        flip = self.time >= self._next_flip
        if flip:
            self._next_flip = self.time + 0.07
        for i, body in enumerate(self.bodies):
            if self._moving(body):
                if flip:
                    self.shown[i] = self._flicker.randint(1, 6)
            else:
                self.shown[i] = self.results[i]
        if self.settled():
            self.rested += dt

    def _moving(self, body: pymunk.Body) -> bool:
        return bool(body.velocity.length > SETTLE_SPEED or abs(body.angular_velocity) > 1.5)

    def settled(self) -> bool:
        return not any(self._moving(body) for body in self.bodies)

    def done(self) -> bool:
        return self.settled() and self.rested >= LINGER

    def draw(self, surface: pygame.Surface) -> None:
        tray = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        tray.fill((24, 40, 30, 200))
        surface.blit(tray, self.rect)
        pygame.draw.rect(surface, (150, 120, 60), self.rect, 3, border_radius=6)
        for body, face in zip(self.bodies, self.shown, strict=True):
            image = pygame.transform.rotate(die_face(face), -math.degrees(body.angle))
            surface.blit(
                image, image.get_rect(center=(round(body.position.x), round(body.position.y)))
            )


_PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
_FACES: dict[int, pygame.Surface] = {}


def die_face(n: int) -> pygame.Surface:
    """An ivory die showing `n` pips (cached)."""
    if n not in _FACES:
        image = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
        pygame.draw.rect(image, (246, 240, 224), image.get_rect(), border_radius=6)
        pygame.draw.rect(image, (90, 70, 50), image.get_rect(), 2, border_radius=6)
        c, gap = SIZE // 2, SIZE // 4
        for dx, dy in _PIPS[n]:
            pygame.draw.circle(
                image, (150, 30, 30) if n == 1 else (30, 26, 24), (c + dx * gap, c + dy * gap), 3
            )
        _FACES[n] = image
    return _FACES[n]
