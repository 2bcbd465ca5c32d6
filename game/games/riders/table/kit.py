"""Dragon Riders on screen: where every zone, board and card goes, per phase.

The viewer's side is at the bottom. Three layouts: the Rider/Dragon choice
(tiles to click), the draft (market or the open pool, and each side's picks),
and play (boards, hands, decks, discards). Everything is drawn from the view
of the seat in front of the screen, never from the real state. Sizes come from
`geometry` (one scale for the whole table), words from `help`, and the news
floated after a move from `news`.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pygame

from game import paths
from game.cards.fonts import font
from game.cards.palette import DIM, FELT_DARK, GLOW, GOLD, INK, NOPE, ZONE_FILL, ZONE_LINE
from game.core.move import Move
from game.core.zones import HIDDEN_CARD
from game.games.riders.cards import Catalog, kind_of
from game.games.riders.setup import starting_shields
from game.games.riders.state import ACTION, DISCARD, DRAFT, DRAGON, OVER, RIDER, RidersState
from game.games.riders.table import boards, geometry, news
from game.games.riders.table.faces import FaceRenderer
from game.games.riders.table.geometry import Sizes
from game.games.riders.table.help import Words, plural
from game.games.riders.table.layout import load_layout
from game.table.kit import PANEL, Button, Grab, KitDefaults, Layout, Mark
from game.table.sprites import Placement

PLAY = (ACTION, DISCARD, OVER)


class RidersTableView(KitDefaults):
    """Lays out and draws a Dragon Riders view; turns clicks into moves."""

    def __init__(self, catalog: Catalog, faces: FaceRenderer, rules: Any = None) -> None:
        self.cat = catalog
        self.rules = rules
        self.faces = faces
        self.faces_path: Path | None = None  # the layout file the faces are drawn from
        self.words = Words(catalog, {k: g.label for k, g in faces.layout.groups.items()}, rules)
        self.layout = Layout()
        self.sizes = Sizes.at(1.0, faces.height_for)
        self.title_size = 28
        self.selected: set[str] = set()  # hand cards picked for a discard
        self._slots: dict[str, int] = {}  # market card -> its place in the draft

    # -- faces --------------------------------------------------------------------------

    def reload_faces(self, layout: Path) -> None:
        """Draw every face again from `layout` (the designer saved it): the game goes on,
        only the pictures (and the card groups' names) change. A damaged file raises
        DataError and changes nothing."""
        faces = FaceRenderer(self.cat, load_layout(layout))
        labels = {k: g.label for k, g in faces.layout.groups.items()}
        self.faces, self.faces_path = faces, layout
        self.words = Words(self.cat, labels, self.rules)

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
        return Grab(handle, handle, handle, round(96 * self.sizes.scale), center)

    def click_takes(self, zone: str) -> bool:
        """A plain click on a market (or open pool) card picks it: the draft's one move."""
        return zone == "market"

    # -- geometry ---------------------------------------------------------------------

    @staticmethod
    def me(view: RidersState) -> int:
        return view.viewer if view.viewer is not None else 0

    @staticmethod
    def reader(view: RidersState) -> int:
        """Whom the words address: the seat at the screen, or no seat (-1) for someone
        watching bots, who is never told "your turn" or "drag your Dragon"."""
        return view.viewer if view.viewer is not None else -1

    def arrange(self, view: RidersState, size: tuple[int, int]) -> Layout:
        me = self.me(view)
        zones: dict[str, pygame.Rect] = {}
        tiles: dict[str, pygame.Rect] = {}
        scale = geometry.scale_for(size, PANEL)
        self.sizes = Sizes.at(scale, self.faces.height_for)
        if view.phase in (RIDER, DRAGON):
            names = list(self.cat.riders if view.phase == RIDER else self.cat.dragons)
            tiles, self.title_size = geometry.choice_tiles(
                size, PANEL, names, self.faces.tile_height_for
            )
        elif view.phase == DRAFT:
            zones = geometry.draft_zones(size, PANEL, me)
        else:
            zones, self.sizes = geometry.play_zones(size, PANEL, me, self.faces.height_for)
        self.layout = Layout(size, zones, tiles)
        if view.phase == DRAFT:  # the headings of the picks and the market
            heading = round(34 * self.sizes.scale)
            self.layout.keep_clear.extend(
                pygame.Rect(rect.x, rect.y, rect.w, heading) for rect in zones.values()
            )
        if tiles:  # the choice's title over the tiles
            top = min(rect.top for rect in tiles.values())
            self.layout.keep_clear.append(pygame.Rect(0, 0, size[0] - PANEL, top))
        return self.layout

    def placements(self, view: RidersState) -> list[Placement]:
        """Every card on screen, bottom to top. Hidden cards come as backs (face "?")."""
        if view.phase in (RIDER, DRAGON):
            return []
        if view.phase == DRAFT:
            return self._market_cards(view)
        me, foe = self.me(view), 1 - self.me(view)
        zones, s = self.layout.zones, self.sizes
        out: list[Placement] = []
        for seat in (foe, me):
            p = view.players[seat]
            discard = zones[f"discard:{seat}"]
            for i, card in enumerate(p.discard.cards[-3:]):
                center = (discard.centerx, discard.centery - 2 * i)
                out.append(Placement(card, f"discard:{seat}", center, s.pile_w, card))
            zone = zones[f"hand:{seat}"]
            hand = p.hand.cards
            width = s.hand_w if seat == me else s.back_w
            height = self.faces.height_for(width)
            step = (
                min(width + s.gap, (zone.width - width) // max(1, len(hand) - 1))
                if len(hand) > 1
                else 0
            )
            left = zone.centerx - (step * (len(hand) - 1)) // 2
            rest = zone.bottom - height // 2
            for i, card in enumerate(hand):
                piece = card if card != HIDDEN_CARD else f"back:{seat}:{i}"
                cy = rest - (s.lift if card in self.selected else 0)
                mine = seat == me and card != HIDDEN_CARD
                out.append(
                    Placement(piece, f"hand:{seat}", (left + i * step, cy), width, card, mine)
                )
        return out

    def _market_cards(self, view: RidersState) -> list[Placement]:
        me = self.me(view)
        my_turn = view.pending is not None and me in view.pending.seats
        market = self.layout.zones["market"].copy()
        heading = round(geometry.HEADING_H * self.sizes.scale)
        market.top += heading  # below "The market · n in the draft stack"
        market.height -= heading
        cards = view.market.cards
        slots = self._slots_for(cards)
        count = max(slots.values(), default=-1) + 1
        width, per_row, rows = self._fit(count, market)
        height = self.faces.height_for(width)
        top = market.centery - (rows * (height + 8) - 8) // 2
        out = []
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
        width = round(geometry.MARKET_W * self.sizes.scale)
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
        if view.phase not in (RIDER, DRAGON):
            return None
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
            help_text = (
                "End your turn: unspent energy carries over, Freeze on your units wears off "
                "by one stack, and the other player's turn begins."
            )
            return [
                Button("End turn  [E]", pygame.K_e, end, enabled=end is not None, help=help_text)
            ]
        if view.phase == DISCARD and view.pending and me in view.pending.seats:
            need = view.pending.min
            move = Move.make(me, "discard", cards=tuple(sorted(self.selected)))
            label = f"Discard {len(self.selected)}/{need}  [D]"
            help_text = (
                f"Discard the {plural(need, 'card')} you picked (click a card in your hand "
                f"to pick it, click again to keep it)."
            )
            return [
                Button(label, pygame.K_d, move, enabled=len(self.selected) == need, help=help_text)
            ]
        return []

    # -- words ------------------------------------------------------------------------

    def status(self, view: RidersState) -> list[str]:
        return self.words.status(view, self.reader(view))

    def move_label(self, view: RidersState, move: Move) -> str:
        return self.words.move_label(view, move)

    def marks(self, before: RidersState, after: RidersState) -> list[Mark]:
        spots = {
            seat: self._energy_spot(after, seat)
            for seat in (0, 1)
            if f"energy:{seat}" in self.layout.zones
        }
        return news.marks(before, after, self.layout.zones, self.sizes.line_h, spots)

    def _energy_spot(self, view: RidersState, seat: int) -> tuple[int, int]:
        """The middle of "n energy" on a side's line, where its gains and losses float."""
        line = self.layout.zones[f"energy:{seat}"]
        face = font(self.sizes.font, True)
        left = line.x + line.h + self.sizes.gap + face.size(f"{view.name(seat)}  ·  ")[0]
        words = f"{view.players[seat].energy} energy"
        return left + face.size(words)[0] // 2, line.centery

    def hover_text(self, view: RidersState, pos: tuple[int, int], piece: str | None) -> list[str]:
        """The full rule text of what is under the pointer."""
        me, words = self.reader(view), self.words
        if piece is None:
            piece = self.thing_at(pos)
        if piece and piece in self.cat.by_instance:
            zone = self._zone_of(view, piece)
            if zone is not None and zone.startswith("discard:"):
                pile = words.discard(view, int(zone.partition(":")[2]))
                return pile + words.card(view, me, piece, zone)[:2]
            lines = words.card(view, me, piece, zone)
            if view.phase == DISCARD and zone == f"hand:{me}" and words.my_turn(view, me):
                picked = "picked to discard" if piece in self.selected else "kept"
                lines.append(f"Now {picked}: click it to change that.")
            return lines
        if piece in self.cat.riders and view.phase == RIDER:
            return words.rider_tile(view, piece)
        if piece in self.cat.dragons and view.phase == DRAGON:
            return words.dragon_tile(view, piece)
        if piece == "market":
            return words.market(view, me)
        kind, _, seat_text = (piece or "").partition(":")
        if not seat_text.isdigit():
            return []
        seat = int(seat_text)
        p = view.players[seat]
        if kind == "discard":
            return words.discard(view, seat)
        if kind == "deck":
            return words.deck(view, seat, me)
        if kind == "energy":
            return words.energy(view, seat)
        if kind == "drafted":
            return words.picks(view, seat)
        if kind == "dragon" and p.dragon is not None:
            return words.dragon(view, seat, me)
        if kind == "rider" and p.rider is not None:
            return words.rider(view, seat)
        return []

    def _zone_of(self, view: RidersState, card: str) -> str | None:
        if card in view.market.cards:
            return "market"
        for p in view.players:
            for zone in (p.hand, p.discard, p.drafted):
                if card in zone.cards:
                    return zone.id
        return None

    # -- drawing (nothing here changes any state) -------------------------------------

    def draw_under(
        self, surface: pygame.Surface, view: RidersState, glow: set[str], refuse: str | None
    ) -> None:
        """Boards, tiles and zone frames: everything below the cards."""
        me, foe = self.me(view), 1 - self.me(view)
        if view.phase in (RIDER, DRAGON):
            self._draw_choice(surface, view)
            return
        zones = self.layout.zones
        if view.phase == DRAFT:
            self._draw_draft(surface, view, glow, refuse)
            return
        s = self.sizes
        w = surface.get_width()
        pygame.draw.rect(
            surface, FELT_DARK, (0, geometry.middle(zones, me) - 2, w - PANEL, 4)
        )  # the line between the two sides
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
                rect = zones[zone].inflate(s.gap, s.gap // 2)
                pygame.draw.rect(surface, ZONE_LINE, rect, 1, border_radius=8)
            deck = zones[f"deck:{seat}"]
            if p.deck.cards:  # the deck is drawn here, not as a card: its help is the pile's
                back = self.faces.back(s.pile_w)
                if len(p.deck) > 1:
                    edge = back.get_rect(center=deck.center).move(2, 2)
                    pygame.draw.rect(surface, (14, 16, 22), edge, border_radius=6)
                surface.blit(back, back.get_rect(center=deck.center))
            self._draw_line(surface, view, seat)

    def _draw_line(self, surface: pygame.Surface, view: RidersState, seat: int) -> None:
        """A side's line: the energy gem, the name, energy and hand size."""
        p = view.players[seat]
        line = self.layout.zones[f"energy:{seat}"]
        gem = boards.draw_energy(
            surface, (line.x + line.h // 2, line.centery), p.energy, size=line.h
        )
        turn = ""
        if seat == view.active and view.phase == ACTION:
            turn = "  ·  your turn" if seat == self.reader(view) else "  ·  their turn"
        label = (
            f"{view.name(seat)}  ·  {p.energy} energy  ·  "
            f"{plural(len(p.hand), 'card')} in hand{turn}"
        )
        color = GOLD if seat == view.active else INK
        text = font(self.sizes.font, True).render(label, True, color)
        surface.blit(text, text.get_rect(midleft=(gem.right + self.sizes.gap, line.centery)))

    def draw_over(self, surface: pygame.Surface, view: RidersState) -> None:
        """Counts on piles, drawn above the cards."""
        if view.phase not in PLAY:
            return
        size = max(14, round(16 * self.sizes.scale))
        for seat in (0, 1):
            p = view.players[seat]
            for zone, count in ((f"deck:{seat}", len(p.deck)), (f"discard:{seat}", len(p.discard))):
                rect = self.layout.zones[zone]
                badge = font(size, True).render(str(count), True, INK)
                # on the top-right corner, off the card's name and text
                box = badge.get_rect(center=(rect.right - 2, rect.top + 2)).inflate(12, 4)
                pygame.draw.rect(surface, (20, 20, 26), box, border_radius=8)
                surface.blit(badge, badge.get_rect(center=box.center))

    def _frame(self, surface: pygame.Surface, rect: pygame.Rect, glow: bool, refuse: bool) -> None:
        pygame.draw.rect(surface, ZONE_FILL, rect, border_radius=10)
        color = GLOW if glow else NOPE if refuse else ZONE_LINE
        pygame.draw.rect(surface, color, rect, 3 if glow or refuse else 1, border_radius=10)

    def _draw_draft(
        self, surface: pygame.Surface, view: RidersState, glow: set[str], refuse: str | None
    ) -> None:
        me, foe = self.me(view), 1 - self.me(view)
        zones = self.layout.zones
        for seat in (foe, me):
            rect = zones[f"drafted:{seat}"]
            self._frame(surface, rect, f"drafted:{seat}" in glow, refuse == f"drafted:{seat}")
            self._draw_picks(surface, view, seat, rect)
        if view.options.get("draft_mode") == "market":
            heading = f"The market  ·  {len(view.stack)} in the draft stack"
        else:
            heading = f"The open pool  ·  {plural(len(view.market), 'card')} left"
        text = font(max(16, round(18 * self.sizes.scale)), True).render(heading, True, DIM)
        surface.blit(text, (zones["market"].x + 6, zones["market"].y))

    def _draw_picks(
        self, surface: pygame.Surface, view: RidersState, seat: int, rect: pygame.Rect
    ) -> None:
        p = view.players[seat]
        s = self.sizes.scale
        kinds = Counter(kind_of(c) for c in p.drafted.cards)
        title_font = font(max(15, round(17 * s)), True)
        title = title_font.render(f"{view.name(seat)}'s picks ({len(p.drafted)}/20)", True, INK)
        surface.blit(title, (rect.x + 10, rect.y + 6))
        chips = [
            f"{self.cat.cards[kind].name} ×{count}"
            for kind, count in sorted(kinds.items(), key=lambda kv: self.cat.cards[kv[0]].name)
        ]
        top = rect.y + 10 + title.get_height()
        room = pygame.Rect(rect.x + 10, top, rect.w - 20, rect.bottom - 6 - top)
        size = max(12, round(14 * s))
        placed, fits = _flow(chips, room, font(size))
        while not fits and size > 10:
            size -= 1
            placed, fits = _flow(chips, room, font(size))
        for words, at in placed:
            chip = font(size).render(words, True, INK)
            box = chip.get_rect(topleft=at).inflate(10, 4)
            pygame.draw.rect(surface, (58, 62, 76), box, border_radius=6)
            surface.blit(chip, at)

    def _draw_choice(self, surface: pygame.Surface, view: RidersState) -> None:
        which = "rider" if view.phase == RIDER else "dragon"
        taken = {
            getattr(p, which).name: view.name(p.seat) for p in view.players if getattr(p, which)
        }
        s = self.sizes.scale
        title = font(self.title_size, True).render(f"Choose a {which.title()}", True, INK)
        surface.blit(title, (round(30 * s), round(30 * s)))
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
                tag = font(max(16, round(16 * s)), True).render(f"{taken[name]}'s", True, GOLD)
                surface.blit(tag, tag.get_rect(center=rect.center))


def _flow(
    words: list[str], room: pygame.Rect, face: pygame.font.Font
) -> tuple[list[tuple[str, tuple[int, int]]], bool]:
    """Chips of words in rows inside `room`, and whether they all fit (if not, the last
    one that fits says "…" and the full list is in the pile's hover help)."""
    placed: list[tuple[str, tuple[int, int]]] = []
    x, y = room.x, room.y
    step = face.get_linesize() + 6
    for text in words:
        width = face.size(text)[0]
        if x > room.x and x + width + 6 > room.right:
            x, y = room.x, y + step
        if y + face.get_linesize() > room.bottom:
            if placed:
                placed[-1] = ("…", placed[-1][1])
            return placed, False
        placed.append((text, (x, y)))
        x += width + 16
    return placed, True


def riders_kit(ruleset: Any, layout: Path | None = None) -> RidersTableView:
    """The table for `ruleset`, its cards' faces drawn from `layout` (None: the game's own)."""
    path = layout or paths.asset("layouts", "riders.toml")
    kit = RidersTableView(ruleset.cat, FaceRenderer(ruleset.cat, load_layout(path)), ruleset)
    kit.faces_path = path
    return kit


@cache
def dragon_token(width: int) -> pygame.Surface:
    """The piece you drag to attack: a round token with a claw mark."""
    size = width
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(image, (150, 40, 36), (c, c), c)
    pygame.draw.circle(image, (232, 186, 92), (c, c), c, 4)
    k = size / 96
    for dx in (-14, 0, 14):
        pygame.draw.line(
            image,
            (250, 236, 210),
            (c + (dx - 10) * k, c - 22 * k),
            (c + (dx + 6) * k, c + 22 * k),
            max(2, round(6 * k)),
        )
    return image
