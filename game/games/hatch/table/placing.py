"""Where each card of a Hatch view lies (a mixin of the kit): the territories (eggs
above their fans of tucked cards, dragons by value, mercenaries on their sides), the
stage of an attack, the discard pile's top card and your hand.

Only the view of the seat at the screen is read, so another player's egg is only
ever its back ("egg:<n>"), and another player's hand is not drawn until the game is
over (or a designer's playtest shows every hand).
"""

from __future__ import annotations

import pygame

from game.core.zones import HIDDEN_CARD
from game.games.hatch.cards import Catalog
from game.games.hatch.state import DEFEND, MAIN, MUSTER, Egg, HatchState
from game.games.hatch.table import geometry
from game.games.hatch.table.faces import HatchFaces
from game.games.hatch.table.geometry import Geometry, Territory, row_steps
from game.table.sprites import Placement

SIDE = "side:"  # a mercenary's face: the card turned sideways
MERC_SHARE = 0.8 * 7 / 5  # a mercenary on its side is this many dragons wide
ROW_SHARE = 0.6  # dragons may overlap: each shows its value and cost in this much of its width
NARROWEST = 36  # cards in a crowded territory narrow to fit, down to this at scale 1


class HatchPlacing:
    """The kit's placing half."""

    faces: HatchFaces
    cat: Catalog
    g: Geometry
    rects: dict[str, pygame.Rect]  # piece -> where its sprite rests
    egg_rects: dict[str, pygame.Rect]  # "egg:<n>" -> the egg and its fan
    slots: dict[str, pygame.Rect]  # an attacker -> its place on the stage
    discarding: list[str]
    _me: int

    def _lay_out(
        self, view: HatchState, zones: dict[str, pygame.Rect], tiles: dict[str, pygame.Rect]
    ) -> list[Placement]:
        g = self.g
        attack = view.attack
        staged: list[str] = []
        blocks: dict[str, str] = {}
        if attack is not None and view.phase in (MUSTER, DEFEND):
            staged = list(attack.dragons)
            blocks = dict(attack.blocks)
        self.rects, self.egg_rects, self.slots = {}, {}, {}
        out: list[Placement] = []
        away = set(staged) | set(blocks.values())
        for seat, t in g.territories.items():
            zones[f"territory:{seat}"] = t.rect
            tiles[f"header:{seat}"] = t.header
            out += self._lay_territory(view, t, away, tiles)
        zones.update(self.egg_rects)
        out += self._lay_stage(view, staged, blocks, zones, tiles)
        zones["draw"], zones["discard"], zones["stage"] = g.draw, g.discard, g.stage
        if view.discard.cards:
            top = view.discard.cards[-1]
            out.append(self._place(top, "discard", g.discard.center, g.sizes.pile_w, top, True))
        zones[f"hand:{self._me}"] = g.hand
        out += self._lay_hand(view)
        return out

    def _place(
        self,
        piece: str,
        zone: str,
        center: tuple[int, int],
        width: int,
        face: str,
        draggable: bool = False,
        height: int = 0,
    ) -> Placement:
        placed = Placement(piece, zone, center, width, face, draggable, height)
        rect = pygame.Rect(0, 0, placed.width, height or self.faces.height_for(placed.width))
        rect.center = center
        self.rects[piece] = rect
        return placed

    def _lay_territory(
        self, view: HatchState, t: Territory, away: set[str], tiles: dict[str, pygame.Rect]
    ) -> list[Placement]:
        """Eggs from the left, each above its fan of tucked cards; then the dragons,
        highest value first, each overlapping the next so its value shows (your dragons
        named as sacrifices stay put there: a click on one takes it back); then the
        mercenaries on their sides; and, once the game is over, the hand turned up."""
        p = view.players[t.seat]
        mine = t.seat == self._me
        named: set[str] = set()  # your sacrifices named in your main phase (R12)
        if mine and view.phase == MAIN:
            named = {d for egg in p.eggs for d in egg.sacrifices}
        # your dragons are picked up to attack, block or be sacrificed; mercenaries to block
        lift_dragons = mine and view.phase in (MAIN, MUSTER, DEFEND)
        lift_mercs = mine and view.phase == DEFEND
        c, gap = t.content, self.g.sizes.gap
        dragons = sorted(
            (d for d in p.dragons.cards if d not in away),
            key=lambda d: (-self.cat.cards[d].value, d),
        )
        mercs = [m for m in p.mercs.cards if m not in away]
        shown_hand = [] if mine else [h for h in p.hand.cards if h != HIDDEN_CARD]
        row = dragons + shown_hand
        # cards narrow (to a point) until the eggs, dragons and mercenaries fit side by side
        count = len(p.eggs) + ROW_SHARE * len(row) + MERC_SHARE * len(mercs)
        room = c.w - gap * (len(p.eggs) + len(mercs) + 2)
        fit = max(round(NARROWEST * self.g.sizes.scale), int(room / count)) if count else c.w
        ew, dw = min(t.egg_w, fit), min(t.dragon_w, fit)
        mw = max(geometry.LEAST_CARD, round(dw * 0.8))  # a mercenary's upright width
        side_w = self.faces.height_for(mw)
        mercs_w = len(mercs) * (side_w + gap)
        egg_step = ew + gap
        least_row = min(len(row), 2) * dw
        if p.eggs and len(p.eggs) * egg_step + mercs_w + least_row + 2 * gap > c.w:
            fit = (c.w - mercs_w - least_row - 2 * gap) // len(p.eggs)
            egg_step = max(round(ew * 0.55), fit)
        out: list[Placement] = []
        x = c.x
        for egg in p.eggs:
            out += self._lay_egg(view, egg, x, c.y, ew, mine)
            x += egg_step
        if p.eggs:
            x += gap
        row_room = c.right - mercs_w - x
        step = row_steps(len(row), dw, row_room, gap)
        dh = self.faces.height_for(dw)
        placed = []
        for i, card in enumerate(row):
            center = (x + i * step + dw // 2, c.y + dh // 2)
            zone = f"dragons:{t.seat}" if card in p.dragons.cards else f"hand:{t.seat}"
            lift = lift_dragons and card not in named
            placed.append(self._place(card, zone, center, dw, card, lift))
            if card in named:  # clicked where no card before it in the row lies over it
                rect, shown = self.rects[card], dw if i == 0 else min(step, dw)
                tiles[f"sacrifice:{card}"] = pygame.Rect(rect.right - shown, rect.y, shown, rect.h)
        out += reversed(placed)  # the first on top: each card's value shows
        mx = c.right - mercs_w + gap
        for card in mercs:
            center = (mx + side_w // 2, c.y + mw // 2)
            zone = f"mercs:{t.seat}"
            out.append(self._place(card, zone, center, side_w, SIDE + card, lift_mercs, mw))
            mx += side_w + gap
        return out

    def _lay_egg(
        self, view: HatchState, egg: Egg, x: int, y: int, width: int, mine: bool
    ) -> list[Placement]:
        """An egg with the cards tucked under it fanned below: each lower card shows
        its bottom band (and no less) below the card above it."""
        height = self.faces.height_for(width)
        band = self.faces.band_height(width) + 1
        fed = egg.fed.cards
        out = []
        for i in reversed(range(len(fed))):
            center = (x + width // 2, y + height // 2 + (i + 1) * band)
            out.append(self._place(fed[i], egg.fed.id, center, width, fed[i]))
        face = egg.zone
        if view.result is not None and egg.id != HIDDEN_CARD:
            face = egg.id  # the end: every egg turned up (§4.4)
        territory = f"territory:{egg.owner}"
        out.append(
            self._place(egg.zone, territory, (x + width // 2, y + height // 2), width, face, mine)
        )
        self.egg_rects[egg.zone] = pygame.Rect(x, y, width, height + len(fed) * band)
        return out

    def _lay_stage(
        self,
        view: HatchState,
        staged: list[str],
        blocks: dict[str, str],
        zones: dict[str, pygame.Rect],
        tiles: dict[str, pygame.Rect],
    ) -> list[Placement]:
        """The attackers in a row on the stage, each with the blocker placed before it
        at its right; each attacker's place is where blockers are dropped."""
        attack = view.attack
        if attack is None or not staged:
            return []
        g, s = self.g, self.g.sizes
        # as wide as lets each attacker and a blocker on its side fit in its place
        fits = int(((g.stage.w - s.gap) / len(staged) - 3 * s.gap) / (1 + geometry.ASPECT))
        sw = max(min(g.stage_w, fits), min(g.stage_w, 40))
        sh = self.faces.height_for(sw)
        natural = sw + s.gap + sh + 2 * s.gap  # room for a blocker on its side
        top = g.stage.bottom - sh - s.gap // 2
        step = min(natural, max(sw // 2, (g.stage.w - s.gap) // len(staged)))
        defender = view.players[attack.target]
        out: list[Placement] = []
        for i, card in enumerate(staged):
            x = g.stage.x + s.gap + i * step
            slot = pygame.Rect(x - 3, top - 3, min(natural, step) - s.gap + 6, sh + 6)
            self.slots[card] = slot
            zones[f"attacker:{card}"] = slot
            center = (x + sw // 2, top + sh // 2)
            out.append(self._place(card, f"dragons:{attack.attacker}", center, sw, card))
            if view.phase == MUSTER:
                tiles[f"gathered:{card}"] = self.rects[card]
            blocker = blocks.get(card)
            if blocker is None:
                continue
            bx = x + sw + s.gap
            if blocker in defender.mercs.cards:
                at = (bx + sh // 2, top + sh - sw // 2)
                zone = f"mercs:{attack.target}"
                out.append(self._place(blocker, zone, at, sh, SIDE + blocker, False, sw))
            else:
                at = (bx + sw // 2, top + sh // 2)
                out.append(self._place(blocker, f"dragons:{attack.target}", at, sw, blocker))
            tiles[f"blocker:{blocker}"] = self.rects[blocker]
        return out

    def _lay_hand(self, view: HatchState) -> list[Placement]:
        hand = [c for c in view.players[self._me].hand.cards if c != HIDDEN_CARD]
        g, s = self.g, self.g.sizes
        width = s.hand_w
        height = self.faces.height_for(width)
        step = row_steps(len(hand), width, g.hand.w, s.gap)
        span = step * (len(hand) - 1) + width
        left = g.hand.centerx - span // 2
        rest = g.hand.bottom - height // 2 - s.pad // 2
        out = []
        for i, card in enumerate(hand):
            lift = s.lift if card in self.discarding else 0
            center = (left + i * step + width // 2, rest - lift)
            out.append(self._place(card, f"hand:{self._me}", center, width, card, True))
        return out
