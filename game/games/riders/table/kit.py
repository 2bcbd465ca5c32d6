"""Dragon Riders on screen: where every zone, board and card goes, per phase.

The viewer's side is at the bottom. Three layouts: the Rider/Dragon choice
(tiles to click), the draft (market or the open pool, and each side's picks),
and play (boards, hands, decks, discards). Everything is drawn from the view
of the seat in front of the screen, never from the real state.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

import pygame

from game import paths
from game.cards.fonts import font
from game.cards.palette import DIM, FELT_DARK, GLOW, GOLD, INK, NOPE, ZONE_FILL, ZONE_LINE
from game.core.move import Move
from game.core.zones import HIDDEN_CARD
from game.games.riders import combat
from game.games.riders.cards import Catalog, kind_of
from game.games.riders.setup import starting_shields
from game.games.riders.state import ACTION, DISCARD, DRAFT, DRAGON, OVER, RIDER, RidersState
from game.games.riders.table import boards
from game.games.riders.table.faces import FaceRenderer
from game.games.riders.table.layout import load_layout
from game.table.kit import PANEL, Button, Grab, KitDefaults, Layout
from game.table.sprites import Placement

HAND_W = 120
MARKET_W = 150
HEADING_H = 28
PILE_W = 84
BACK_W = 56
TILE_W = 168


PHASE_NAMES = {
    RIDER: "Rider choice",
    DRAGON: "Dragon choice",
    DRAFT: "Draft",
    ACTION: "Action phase",
    DISCARD: "Discard",
    OVER: "Game over",
}


class RidersTableView(KitDefaults):
    """Lays out and draws a Dragon Riders view; turns clicks into moves."""

    def __init__(self, catalog: Catalog, faces: FaceRenderer) -> None:
        self.cat = catalog
        self.faces = faces
        self.layout = Layout()
        self.selected: set[str] = set()  # hand cards picked for a discard
        self._slots: dict[str, int] = {}  # market card -> its place in the draft

    # -- faces --------------------------------------------------------------------------

    def face(self, key: str, width: int) -> pygame.Surface:
        if key == HIDDEN_CARD:
            return self.faces.back(width)
        if key.startswith("dragon:"):
            return dragon_token(width)
        return self.faces.face(key, width)

    def height_for(self, width: int) -> int:
        return self.faces.height_for(width)

    def enlargeable(self, key: str) -> bool:
        return key in self.cat.by_instance

    # -- gestures -------------------------------------------------------------------------

    def on_refresh(self, view: RidersState) -> None:
        if view.phase != DISCARD:
            self.selected.clear()

    def press_piece(self, view: RidersState, piece: str) -> bool:
        """During a discard a press selects a hand card instead of picking it up."""
        if view.phase == DISCARD:
            self.toggle_discard(piece)
            return True
        return False

    def grab(self, view: RidersState, pos: tuple[int, int]) -> Grab | None:
        """Pressing on your own Dragon picks up its token, to attack."""
        handle = self.attack_handle(view, pos)
        if handle is None:
            return None
        center = self.layout.zones[handle].center
        return Grab(handle, handle, handle, 96, center)

    # -- geometry ---------------------------------------------------------------------

    @staticmethod
    def me(view: RidersState) -> int:
        return view.viewer if view.viewer is not None else 0

    def arrange(self, view: RidersState, size: tuple[int, int]) -> Layout:
        w, h = size
        area = w - PANEL
        me, foe = self.me(view), 1 - self.me(view)
        zones: dict[str, pygame.Rect] = {}
        tiles: dict[str, pygame.Rect] = {}
        if view.phase in (RIDER, DRAGON):
            names = list(self.cat.riders if view.phase == RIDER else self.cat.dragons)
            tile_h = self.faces.tile_height_for(TILE_W)
            gap = max(10, (area - len(names) * TILE_W) // (len(names) + 1))
            y = max(110, (h - tile_h) // 2)
            for i, name in enumerate(names):
                tiles[name] = pygame.Rect(gap + i * (TILE_W + gap), y, TILE_W, tile_h)
        elif view.phase == DRAFT:
            zones[f"drafted:{me}"] = pygame.Rect(20, h - 150, area - 40, 130)
            zones[f"drafted:{foe}"] = pygame.Rect(20, 16, area - 40, 96)
            zones["market"] = pygame.Rect(20, 124, area - 40, h - 290)
        else:
            board_w = (area - 60) // 2
            zones[f"dragon:{foe}"] = pygame.Rect(20, 96, board_w, 128)
            zones[f"rider:{foe}"] = pygame.Rect(40 + board_w, 96, board_w, 128)
            zones[f"dragon:{me}"] = pygame.Rect(20, h - 340, board_w, 128)
            zones[f"rider:{me}"] = pygame.Rect(40 + board_w, h - 340, board_w, 128)
            pile_h = self.faces.height_for(PILE_W)
            mid = (96 + 128 + h - 340) // 2
            zones[f"deck:{foe}"] = pygame.Rect(
                area - 2 * PILE_W - 40, mid - pile_h // 2, PILE_W, pile_h
            )
            zones[f"discard:{foe}"] = pygame.Rect(
                area - PILE_W - 20, mid - pile_h // 2, PILE_W, pile_h
            )
            zones[f"deck:{me}"] = pygame.Rect(20, mid - pile_h // 2, PILE_W, pile_h)
            zones[f"discard:{me}"] = pygame.Rect(40 + PILE_W, mid - pile_h // 2, PILE_W, pile_h)
            zones[f"hand:{me}"] = pygame.Rect(20, h - 200, area - 40, 190)
            zones[f"hand:{foe}"] = pygame.Rect(20, 8, area - 40, 80)
        self.layout = Layout(size, zones, tiles)
        return self.layout

    def placements(self, view: RidersState) -> list[Placement]:
        """Every card on screen, bottom to top. Hidden cards come as backs (face "?")."""
        if view.phase in (RIDER, DRAGON):
            return []
        me, foe = self.me(view), 1 - self.me(view)
        zones = self.layout.zones
        out: list[Placement] = []
        if view.phase == DRAFT:
            my_turn = view.pending is not None and me in view.pending.seats
            market = zones["market"].copy()
            market.top += HEADING_H  # below "The market · n in the draft stack"
            market.height -= HEADING_H
            cards = view.market.cards
            slots = self._slots_for(cards)
            count = max(slots.values(), default=-1) + 1
            width, per_row, rows = self._fit(count, market)
            height = self.faces.height_for(width)
            top = market.centery - (rows * (height + 8) - 8) // 2
            for card in cards:
                row, col = divmod(slots[card], per_row)
                in_row = min(per_row, count - row * per_row)
                left = market.centerx - (in_row * (width + 8) - 8) // 2
                center = (
                    left + col * (width + 8) + width // 2,
                    top + row * (height + 8) + height // 2,
                )
                out.append(Placement(card, "market", center, width, card, my_turn))
            return out
        for seat, y_hand in ((foe, zones[f"hand:{foe}"]), (me, zones[f"hand:{me}"])):
            p = view.players[seat]
            deck, discard = zones[f"deck:{seat}"], zones[f"discard:{seat}"]
            for i, card in enumerate(p.discard.cards[-3:]):
                out.append(
                    Placement(
                        card,
                        f"discard:{seat}",
                        (discard.centerx, discard.centery - 2 * i),
                        PILE_W,
                        card,
                    )
                )
            if p.deck.cards:
                out.append(
                    Placement(f"deck:{seat}", f"deck:{seat}", deck.center, PILE_W, HIDDEN_CARD)
                )
            hand = p.hand.cards
            width = HAND_W if seat == me else BACK_W
            step = (
                min(width + 10, (y_hand.width - width) // max(1, len(hand) - 1))
                if len(hand) > 1
                else 0
            )
            left = y_hand.centerx - (step * (len(hand) - 1)) // 2
            lift = 14 if seat == me else 0
            for i, card in enumerate(hand):
                piece = card if card != HIDDEN_CARD else f"back:{seat}:{i}"
                cy = y_hand.centery - (lift if card in self.selected else 0)
                mine = seat == me and card != HIDDEN_CARD
                out.append(
                    Placement(piece, f"hand:{seat}", (left + i * step, cy), width, card, mine)
                )
        return out

    def _slots_for(self, cards: list[str]) -> dict[str, int]:
        """Each market card keeps its place while others are taken: a refill takes
        the lowest free slot, and the open pool keeps its holes."""
        slots = {c: i for c, i in self._slots.items() if c in cards}
        free = (i for i in range(len(cards) + len(self._slots)) if i not in slots.values())
        for card in cards:
            if card not in slots:
                slots[card] = next(free)
        self._slots = slots
        return slots

    def _fit(self, count: int, area: pygame.Rect) -> tuple[int, int, int]:
        """The widest card (up to the market size) whose rows all fit in `area`:
        five market cards stand large, the 44-card open pool shrinks to fit."""
        width = MARKET_W
        while True:
            per_row = max(1, (area.width + 8) // (width + 8))
            rows = (count + per_row - 1) // per_row
            if rows * (self.faces.height_for(width) + 8) - 8 <= area.height or width <= 40:
                return width, per_row, rows
            width -= 2

    def spawn_points(self) -> dict[str, tuple[int, int]]:
        """New cards fly in from their owner's deck."""
        zones = self.layout.zones
        return {f"hand:{s}": zones[f"deck:{s}"].center for s in (0, 1) if f"deck:{s}" in zones}

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        for zone, rect in self.layout.zones.items():
            if zone.split(":")[0] in ("dragon", "rider", "drafted") and rect.collidepoint(pos):
                return zone
        return None

    def thing_at(self, pos: tuple[int, int]) -> str | None:
        """The tile or zone under the pointer, for hover help."""
        for name, rect in self.layout.tiles.items():
            if rect.collidepoint(pos):
                return name
        for zone, rect in self.layout.zones.items():
            if zone.split(":")[0] != "hand" and rect.collidepoint(pos):
                return zone
        return None

    def attack_handle(self, view: RidersState, pos: tuple[int, int]) -> str | None:
        """Pressing on your own Dragon picks it up to attack."""
        me = self.me(view)
        rect = self.layout.zones.get(f"dragon:{me}")
        if view.phase == ACTION and rect is not None and rect.collidepoint(pos):
            return f"dragon:{me}"
        return None

    # -- clicks and buttons -----------------------------------------------------------

    def click(self, view: RidersState, legal: list[Move], pos: tuple[int, int]) -> Move | None:
        """Choice tiles are clicked; during a discard, hand cards toggle selection."""
        for name, rect in self.layout.tiles.items():
            if rect.collidepoint(pos):
                kind, arg = (
                    ("choose_rider", "rider")
                    if view.phase == RIDER
                    else ("choose_dragon", "dragon")
                )
                return next(
                    (m for m in legal if m.kind == kind and m[arg] == name), None
                ) or Move.make(self.me(view), kind, **{arg: name})
        return None

    def toggle_discard(self, card: str) -> None:
        self.selected ^= {card}

    def buttons(self, view: RidersState, legal: list[Move]) -> list[Button]:
        me = self.me(view)
        if view.phase == ACTION:
            end = next((m for m in legal if m.kind == "end_turn"), None)
            return [Button("End turn  [E]", pygame.K_e, end, enabled=end is not None)]
        if view.phase == DISCARD and view.pending and me in view.pending.seats:
            need = view.pending.min
            move = Move.make(me, "discard", cards=tuple(sorted(self.selected)))
            label = f"Discard {len(self.selected)}/{need}  [D]"
            return [Button(label, pygame.K_d, move, enabled=len(self.selected) == need)]
        return []

    # -- words ------------------------------------------------------------------------

    def status(self, view: RidersState) -> list[str]:
        lines = [
            f"Turn {view.turn}" if view.turn else "Setting up",
            PHASE_NAMES.get(view.phase, view.phase),
        ]
        if view.result is not None:
            lines.append(view.result.summary)
        elif view.pending is not None:
            who = view.name(view.pending.seats[0])
            lines.append(
                f"{who} to act"
                if view.phase == ACTION
                else view.pending.prompt.replace("Choose", f"{who}: choose").replace(
                    "Pick", f"{who}: pick"
                )
            )
        return lines

    def hover_text(self, view: RidersState, pos: tuple[int, int], piece: str | None) -> list[str]:
        """The full rule text of what is under the pointer."""
        if piece and piece in self.cat.by_instance:
            card = self.cat.card_of(piece)
            return [f"{card.name}  (cost {card.cost}, {card.group})", card.text]
        for name, rect in self.layout.tiles.items():
            if rect.collidepoint(pos):
                if name in self.cat.riders:
                    r = self.cat.riders[name]
                    return [
                        f"{name}: {r.hp} HP, economy {r.economy}",
                        r.passive,
                        f"Wounded at {r.wounded_at} HP or less: {r.wounded}",
                        f"Critical at {r.critical_at} HP or less: {r.critical}",
                    ]
                d = self.cat.dragons[name]
                return [
                    f"{name}: {d.hp} HP, Rider starts with "
                    f"{starting_shields(self.cat, view.options, name)} Shields",
                    f"Attack: {d.attack_cost} energy for {d.attack_damage} damage",
                    d.ability,
                ]
        for zone, rect in self.layout.zones.items():
            if not rect.collidepoint(pos):
                continue
            kind, _, seat_text = zone.partition(":")
            if not seat_text.isdigit():
                continue
            p = view.players[int(seat_text)]
            who = view.name(p.seat)
            if kind == "discard":
                names = Counter(self.cat.name_of(c) for c in p.discard.cards)
                listed = ", ".join(f"{n}×{k}" if k > 1 else n for n, k in sorted(names.items()))
                return [f"{who}'s discard ({len(p.discard)})", listed or "empty"]
            if kind == "deck":
                return [f"{who}'s deck: {len(p.deck)} cards, face down"]
            if kind in ("dragon", "rider") and p.dragon and p.rider:
                return self._unit_text(view, int(seat_text), kind)
            if kind == "drafted":
                return [f"{who}'s picks: {len(p.drafted)}"]
        return []

    def _unit_text(self, view: RidersState, seat: int, kind: str) -> list[str]:
        p = view.players[seat]
        if kind == "dragon":
            assert p.dragon is not None
            d = self.cat.dragons[p.dragon.name]
            lines = [
                f"{p.dragon.name} ({view.name(seat)}): {max(p.dragon.hp, 0)}/{p.dragon.max_hp} HP",
                d.ability,
            ]
            if seat == self.me(view):
                lines.append("Drag your Dragon onto an enemy unit to attack.")
            return lines
        assert p.rider is not None
        r = self.cat.riders[p.rider.name]
        state = (
            "Critical"
            if combat.critical(self.cat, p)
            else "Wounded"
            if combat.wounded(self.cat, p)
            else "Healthy"
        )
        return [
            f"{p.rider.name} ({view.name(seat)}): {max(p.rider.hp, 0)}/{p.rider.max_hp} HP",
            state,
            r.passive,
            f"Wounded at {r.wounded_at}: {r.wounded}",
            f"Critical at {r.critical_at}: {r.critical}",
        ]

    # -- drawing (nothing here changes any state) -------------------------------------

    def draw_under(
        self, surface: pygame.Surface, view: RidersState, glow: set[str], refuse: str | None
    ) -> None:
        """Boards, tiles and zone frames: everything below the cards."""
        me, foe = self.me(view), 1 - self.me(view)
        if view.phase in (ACTION, DISCARD, OVER):  # the line between the two sides
            w, h = surface.get_size()
            pygame.draw.rect(surface, FELT_DARK, (0, h // 2 - 2, w - PANEL, 4))
        if view.phase in (RIDER, DRAGON):
            self._draw_choice(surface, view)
            return
        zones = self.layout.zones
        if view.phase == DRAFT:
            for seat in (foe, me):
                rect = zones[f"drafted:{seat}"]
                self._frame(surface, rect, f"drafted:{seat}" in glow, refuse == f"drafted:{seat}")
                self._draw_picks(surface, view, seat, rect)
            if view.options.get("draft_mode") == "market":
                heading = f"The market  ·  {len(view.stack)} in the draft stack"
            else:
                heading = f"The open pool  ·  {len(view.market)} cards left"
            text = font(18, True).render(heading, True, DIM)
            surface.blit(text, (zones["market"].x + 6, zones["market"].y))
            return
        for seat in (foe, me):
            p = view.players[seat]
            for kind in ("dragon", "rider"):
                zone = f"{kind}:{seat}"
                unit = p.dragon if kind == "dragon" else p.rider
                if unit is None:
                    continue
                boards.draw_unit_board(
                    surface,
                    zones[zone],
                    unit,
                    p,
                    self.cat,
                    is_rider=kind == "rider",
                    highlight=zone in glow,
                )
                if refuse == zone:
                    pygame.draw.rect(surface, NOPE, zones[zone].inflate(6, 6), 3, border_radius=12)
            for zone in (f"deck:{seat}", f"discard:{seat}"):
                pygame.draw.rect(surface, ZONE_LINE, zones[zone].inflate(8, 8), 1, border_radius=8)
            anchor = zones[f"rider:{seat}"]
            y = anchor.y - 24 if seat == me else anchor.bottom + 4
            gem = boards.draw_energy(surface, (anchor.x + 12, y + 11), p.energy, size=26)
            label = f"{view.name(seat)}  ·  {p.energy} energy  ·  hand {len(p.hand)}"
            color = GOLD if seat == view.active else INK
            surface.blit(font(17, True).render(label, True, color), (gem.right + 8, y))

    def draw_over(self, surface: pygame.Surface, view: RidersState) -> None:
        """Counts on piles, drawn above the cards."""
        if view.phase not in (ACTION, DISCARD, OVER):
            return
        for seat in (0, 1):
            p = view.players[seat]
            for zone, count in ((f"deck:{seat}", len(p.deck)), (f"discard:{seat}", len(p.discard))):
                rect = self.layout.zones[zone]
                badge = font(16, True).render(str(count), True, INK)
                # on the top-right corner, off the card's name and text
                box = badge.get_rect(center=(rect.right - 2, rect.top + 2)).inflate(12, 4)
                pygame.draw.rect(surface, (20, 20, 26), box, border_radius=8)
                surface.blit(badge, badge.get_rect(center=box.center))

    def _frame(self, surface: pygame.Surface, rect: pygame.Rect, glow: bool, refuse: bool) -> None:
        pygame.draw.rect(surface, ZONE_FILL, rect, border_radius=10)
        color = GLOW if glow else NOPE if refuse else ZONE_LINE
        pygame.draw.rect(surface, color, rect, 3 if glow or refuse else 1, border_radius=10)

    def _draw_picks(
        self, surface: pygame.Surface, view: RidersState, seat: int, rect: pygame.Rect
    ) -> None:
        p = view.players[seat]
        kinds = Counter(kind_of(c) for c in p.drafted.cards)
        title = font(17, True).render(f"{view.name(seat)}'s picks ({len(p.drafted)}/20)", True, INK)
        surface.blit(title, (rect.x + 10, rect.y + 6))
        x, y = rect.x + 10, rect.y + 32
        small = font(14)
        for kind, count in sorted(kinds.items(), key=lambda kv: self.cat.cards[kv[0]].name):
            chip = small.render(f"{self.cat.cards[kind].name} ×{count}", True, INK)
            if x + chip.get_width() + 16 > rect.right:
                x, y = rect.x + 10, y + 24
            box = chip.get_rect(topleft=(x, y)).inflate(10, 4)
            pygame.draw.rect(surface, (58, 62, 76), box, border_radius=6)
            surface.blit(chip, (x, y))
            x += chip.get_width() + 16

    def _draw_choice(self, surface: pygame.Surface, view: RidersState) -> None:
        which = "rider" if view.phase == RIDER else "dragon"
        taken = {
            getattr(p, which).name: view.name(p.seat) for p in view.players if getattr(p, which)
        }
        title = font(28, True).render(f"Choose a {which.title()}", True, INK)
        surface.blit(title, (30, 30))
        for name, rect in self.layout.tiles.items():
            tile = (
                self.faces.rider_tile(name, rect.width)
                if which == "rider"
                else self.faces.dragon_tile(
                    name, rect.width, starting_shields(self.cat, view.options, name)
                )
            )
            surface.blit(tile, rect)
            if name in taken:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((10, 10, 14, 150))
                surface.blit(shade, rect)
                tag = font(16, True).render(f"{taken[name]}'s", True, GOLD)
                surface.blit(tag, tag.get_rect(center=rect.center))


def riders_kit(ruleset: Any) -> RidersTableView:
    faces = FaceRenderer(ruleset.cat, load_layout(paths.asset("layouts", "riders.toml")))
    return RidersTableView(ruleset.cat, faces)


@cache
def dragon_token(width: int) -> pygame.Surface:
    """The piece you drag to attack: a round token with a claw mark."""
    size = width
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(image, (150, 40, 36), (c, c), c)
    pygame.draw.circle(image, (232, 186, 92), (c, c), c, 4)
    for dx in (-14, 0, 14):
        pygame.draw.line(image, (250, 236, 210), (c + dx - 10, c - 22), (c + dx + 6, c + 22), 6)
    return image
