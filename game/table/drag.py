"""A held card on a spring (pymunk): it follows the cursor with weight, tilt and inertia.

The card is a dynamic body; the cursor is a kinematic body; a damped spring
joins the cursor to the point where the card was grabbed, so pulling from a
corner makes the card swing. A rotary spring pulls it back upright. On a
rejected drop the same spring carries the card home, overshooting a little.
"""

from __future__ import annotations

import pymunk

STIFFNESS = 900.0  # per unit mass: how hard the spring pulls
DAMPING = 45.0
UPRIGHT_STIFFNESS = 4.0e5
UPRIGHT_DAMPING = 2.0e4
MAX_TILT = 0.35  # radians
SUBSTEP = 1 / 240


class Drag:
    def __init__(
        self,
        center: tuple[float, float],
        size: tuple[int, int],
        grab: tuple[float, float],
    ) -> None:
        self.space = pymunk.Space()
        self.space.damping = 0.03  # keep 3 % of the velocity per second: heavy, not floaty
        mass = 1.0
        self.body = pymunk.Body(mass, pymunk.moment_for_box(mass, size))
        self.body.position = center
        self.cursor = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.cursor.position = grab
        self.anchor = (grab[0] - center[0], grab[1] - center[1])
        self.spring = pymunk.DampedSpring(
            self.cursor, self.body, (0, 0), self.anchor, 0, STIFFNESS, DAMPING
        )
        self.upright = pymunk.DampedRotarySpring(
            self.space.static_body, self.body, 0, UPRIGHT_STIFFNESS, UPRIGHT_DAMPING
        )
        self.space.add(self.body, self.cursor, self.spring, self.upright)
        self.home: tuple[float, float] | None = None
        self._carry = 0.0

    def move_to(self, pos: tuple[float, float]) -> None:
        self.cursor.position = pos

    def return_home(self, home: tuple[float, float]) -> None:
        """Spring back to `home` (the card's resting centre): the pull now acts on the centre."""
        self.home = home
        self.space.damping = 0.004  # a spring only damps along itself: stop any orbiting
        self.space.remove(self.spring)
        self.spring = pymunk.DampedSpring(
            self.cursor, self.body, (0, 0), (0, 0), 0, STIFFNESS * 0.6, DAMPING * 0.7
        )
        self.space.add(self.spring)
        self.cursor.position = home

    def step(self, dt: float) -> None:
        self._carry += dt
        while self._carry >= SUBSTEP:
            self.space.step(SUBSTEP)
            self._carry -= SUBSTEP
            angle = self.body.angle
            if abs(angle) > MAX_TILT:
                self.body.angle = MAX_TILT if angle > 0 else -MAX_TILT
                self.body.angular_velocity = 0

    @property
    def center(self) -> tuple[float, float]:
        x, y = self.body.position
        return (x, y)

    @property
    def tilt_degrees(self) -> float:
        return -self.body.angle * 57.29578

    def settled(self) -> bool:
        """Home again and nearly still (only meaningful after return_home)."""
        if self.home is None:
            return False
        x, y = self.body.position
        far = abs(x - self.home[0]) + abs(y - self.home[1])
        return far < 4 and self.body.velocity.length < 80 and abs(self.body.angle) < 0.05
