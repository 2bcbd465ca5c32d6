"""Drawing the Dominion: Draconium table: the static layer (other players, the Supply,
the Trash or Recycling mat, resources, Roost mats), pile badges and padlocks.

A mixin of `DraconiumTableView`: it reads the layout and the view the table kit
keeps and draws; it decides nothing.
"""

from __future__ import annotations

from collections import Counter

import pygame

from game.cards.draw import shade
from game.cards.fonts import font
from game.cards.palette import DIM, FELT, FELT_DARK, GLOW, GOLD, INK, NOPE, ZONE_FILL, ZONE_LINE
from game.cards.text import shorten
from game.core.move import Move
from game.core.words import plural
from game.core.zones import HIDDEN_CARD
from game.games.draconium import mats
from game.games.draconium.cards import name_of
from game.games.draconium.procedures import gain_blocked
from game.games.draconium.state import BUY, DraconiumState
from game.games.draconium.table.faces import DominionFaces
from game.games.draconium.table.geometry import Geometry
from game.games.draconium.table.layout import (
    CHIP_INK,
    LOCKABLE,
    LOCKED,
    OPP_CARD_W,
)
from game.games.draconium.table.roost import beast_piece, draw_roosts
from game.games.draconium.table.tiles import Tiles
from game.table.choices import ChoiceBar
from game.table.kit import PANEL, Layout


class DraconiumDrawing:
    """What the kit draws below and above the cards."""

    layout: Layout
    geometry: Geometry
    faces: DominionFaces
    tiles: Tiles
    bar: ChoiceBar
    piles: dict[str, pygame.Rect]
    roost_rects: dict[int, pygame.Rect]
    selected: list[str]
    bar_area: pygame.Rect
    _me: int
    _static: pygame.Surface | None
    _badges: list[tuple[pygame.Surface, tuple[int, int]]]
    _picked: list[tuple[pygame.Rect, str]]
    _legal: list[Move]

    def height_for(self, width: int) -> int:
        return self.faces.height_for(width)

    def _turn_hint(self, view: DraconiumState) -> str:
        raise NotImplementedError  # the kit says what to do next

    def _strip_span(self, view: DraconiumState) -> tuple[int, int]:
        raise NotImplementedError  # the kit knows which cards lie in the prompt strip

    @staticmethod
    def _grouped(cards: list[str]) -> list[tuple[str, int]]:
        counts = Counter(name_of(c) for c in cards if c != HIDDEN_CARD)
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    def _locked(self, view: DraconiumState, pile: str) -> bool:
        return pile in LOCKABLE and not mats.lock_lifted(view)

    def _lock_reason(self, view: DraconiumState, pile: str) -> str:
        """The rules' own words when they give them, else §7 reason 10."""
        if view.supply[pile].cards:
            reason = gain_blocked(view, pile)
            if reason:
                return reason
        return LOCKED

    def _away(self, view: DraconiumState, seat: int) -> list[mats.Roost]:
        """The mats whose beast is away in the play area (R2: one or two of them)."""
        return [m for m in mats.beasts_of(view, seat) if m.beast and m.beast.loc == mats.PLAY_AREA]

    def _beast_away(self, view: DraconiumState, seat: int) -> bool:
        return bool(self._away(view, seat))

    def _line_colour(self, roost: mats.Roost) -> tuple[int, int, int]:
        return self.faces.layout.lines.get(roost.line, (150, 120, 90))

    # -- drawing (nothing here changes any state) -----------------------------------------

    def draw_under(
        self, surface: pygame.Surface, view: DraconiumState, glow: set[str], refuse: str | None
    ) -> None:
        area = (surface.get_width() - PANEL, surface.get_height())
        if self._static is None or self._static.get_size() != area:
            self._static = pygame.Surface(area)
            self._draw_static(self._static, view)
            self._badges = self._make_badges(view)
        surface.blit(self._static, (0, 0))
        zones, me = self.layout.zones, self._me
        for zone in glow | ({refuse} if refuse else set()):
            colour = NOPE if zone == refuse else GLOW
            rect = zones.get(zone)
            if rect is None:
                continue
            if zone == f"discard:{me}":
                pygame.draw.rect(
                    surface, colour, zones[f"hand:{me}"].inflate(8, 8), 2, border_radius=12
                )
            pygame.draw.rect(surface, colour, rect.inflate(10, 10), 3, border_radius=10)

    def _draw_static(self, s: pygame.Surface, view: DraconiumState) -> None:
        """Everything below the cards that changes only when the view does."""
        s.fill(FELT)
        zones, me = self.layout.zones, self._me
        for seat in view.others(me):
            self._draw_player(s, view, seat, zones[f"player:{seat}"])
        for pile, rect in self.piles.items():
            pygame.draw.rect(s, FELT_DARK, rect.inflate(4, 4), border_radius=8)
            if not view.supply[pile].cards:
                self._draw_empty(s, pile, rect)
        self._draw_trash(s, view, zones["trash"])
        play = zones[f"play:{me}"]
        pygame.draw.rect(s, FELT_DARK, play, border_radius=10)
        pygame.draw.rect(s, ZONE_LINE, play, 1, border_radius=10)
        owner = "Your" if view.active == me else f"{view.name(view.active)}'s"
        label = font(14).render(f"{owner} play area", True, DIM)
        s.blit(label, label.get_rect(bottomright=(play.right - 10, play.bottom - 6)))
        away = self._away(view, view.active)
        for i, roost in enumerate(away):  # two away beasts (R2) stack down the right edge
            assert roost.beast is not None
            width = 116 if len(away) == 1 else 72
            piece = beast_piece(
                self._line_colour(roost), roost.beast.stage == "Dragon", roost.beast.face, width
            )
            top = play.y + 8 + i * (piece.get_height() + 18)
            at = piece.get_rect(topright=(play.right - 10, top))
            s.blit(piece, at)
            name = font(13, True).render(roost.beast.name, True, INK)
            s.blit(name, name.get_rect(midtop=(at.centerx, at.bottom + 2)))
        self._draw_resources(s, view, zones["resources"])
        hint = self._turn_hint(view)
        prompt = zones["prompt"]
        if hint and (len(self.bar.rows) <= 1):
            mine = view.pending is not None and self._me in view.pending.seats
            f = font(16, True) if mine and view.asking is not None else font(15)
            colour = GOLD if mine else DIM
            left, right = self._strip_span(view)  # beside the cards lying in the strip
            lines = 1 if self.bar.rows else (prompt.h - 4) // f.get_linesize()
            for i, row in enumerate(hint_rows(hint, f, right - left - 8, lines)):
                s.blit(f.render(row, True, colour), (left, prompt.y + 2 + i * f.get_linesize()))
        for seat, rect in self.roost_rects.items():
            roosts = mats.mats_of(view, seat)
            if roosts:
                title = "Your Roost mat" if seat == me else ""
                colours = [self._line_colour(roost) for roost in roosts]
                draw_roosts(s, rect, roosts, colours, title)
        deck = zones[f"deck:{me}"]
        for i in reversed(range(min(3, (len(view.players[me].deck) + 9) // 10))):  # thicker
            s.blit(self.faces.back(deck.w), (deck.x + 3 * i, deck.y - 3 * i))
        for key, word in ((f"deck:{me}", "Deck"), (f"discard:{me}", "Discard pile")):
            rect = zones[key]
            pygame.draw.rect(s, ZONE_LINE, rect.inflate(6, 6), 1, border_radius=8)
            label = font(14).render(word, True, DIM)
            s.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 6)))

    def _draw_player(
        self, s: pygame.Surface, view: DraconiumState, seat: int, box: pygame.Rect
    ) -> None:
        active = seat == view.active
        pygame.draw.rect(s, ZONE_FILL, box, border_radius=10)
        pygame.draw.rect(
            s, GOLD if active else ZONE_LINE, box, 2 if active else 1, border_radius=10
        )
        p = view.players[seat]
        name = font(17, True).render(
            view.name(seat) + ("  · playing" if active else ""), True, GOLD if active else INK
        )
        s.blit(name, (box.x + 10, box.y + 5))
        counts = f"Hand {len(p.hand)}  ·  Deck {len(p.deck)}  ·  Discard {len(p.discard)}"
        small = font(14)
        room = box.right - OPP_CARD_W - 20
        if (
            self.geometry.opp_compact
            and name.get_width() + 24 + small.size(counts)[0] < room - box.x
        ):
            at = (box.x + 10 + name.get_width() + 24, box.y + 8)  # one line: name, then counts
        else:
            at = (box.x + 10, box.y + 27)
            if small.size(counts)[0] > room - at[0]:  # the discard count is on its badge
                counts = f"Hand {len(p.hand)}  ·  Deck {len(p.deck)}"
            counts = shorten(counts, small, room - at[0])
        s.blit(small.render(counts, True, INK), at)
        back = self.faces.back(22)
        known = [c for c in p.hand.cards if c != HIDDEN_CARD]  # a designer's playtest
        mat = self.roost_rects.get(seat)
        if mat is None:  # room for the hand as a row of small cards: backs, or faces
            y = box.y + (32 if at[1] == box.y + 8 else 52)  # where the view shows them
            for i, card in enumerate(p.hand.cards[:12]):
                shown = back if card == HIDDEN_CARD else self.faces.face(card, 22)
                s.blit(shown, (box.x + 10 + i * 14, y))
        elif known:  # the hand shown beside the Roost mat, as far as there is room
            room = (box.right - OPP_CARD_W - 20 - (mat.right + 12) - 22) // 14 + 1
            for i, card in enumerate(known[: max(0, min(12, room))]):
                s.blit(self.faces.face(card, 22), (mat.right + 12 + i * 14, mat.y))
        if not p.discard.cards:
            slot = pygame.Rect(0, 0, OPP_CARD_W, self.height_for(OPP_CARD_W))
            slot.topright = (box.right - 10, box.y + 8)
            pygame.draw.rect(s, ZONE_LINE, slot, 1, border_radius=5)

    def _draw_empty(self, s: pygame.Surface, pile: str, rect: pygame.Rect) -> None:
        """An empty pile: its card greyed out, with 'empty' across it; a tile greyed, its
        name struck through (its count says 0)."""
        if self.geometry.tiles:
            grey = pygame.transform.grayscale(self.tiles.tile(pile, rect.w, rect.h))
            grey.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            s.blit(grey, rect)
            y = rect.centery + 1
            pygame.draw.line(s, (40, 36, 34), (rect.x + rect.h, y), (rect.right - 34, y), 2)
            return
        grey = pygame.transform.grayscale(self.faces.face(pile, rect.w))
        grey.fill((90, 90, 90, 255), special_flags=pygame.BLEND_RGBA_MULT)
        s.blit(grey, rect)
        word = font(15, True).render("empty", True, INK)
        L = self.faces.layout
        ax, ay, aw, ah = (L.art_box if rect.w >= L.small_below else L.small_art_box).at(
            rect.w, rect.h
        )
        band = word.get_rect(center=(rect.x + ax + aw // 2, rect.y + ay + ah // 2)).inflate(10, 4)
        pygame.draw.rect(s, (30, 30, 34), band, border_radius=6)
        s.blit(word, word.get_rect(center=band.center))

    def _draw_trash_tiles(self, s: pygame.Surface, view: DraconiumState) -> None:
        """With the Supply as tiles: the Trash (or Recycling mat) as a tile with its count,
        then each pile outside the Supply, greyed, with its count (hover lists them)."""
        zones = self.layout.zones
        box = zones["trash"]
        recycling = mats.recycling(view)
        pygame.draw.rect(s, (46, 58, 52) if recycling else ZONE_FILL, box, border_radius=6)
        pygame.draw.rect(s, ZONE_LINE, box, 1, border_radius=6)
        bold = font(13, True) if box.h < 26 else font(14, True)
        title = shorten("Recycling mat" if recycling else "Trash", bold, box.w - 40)
        head = bold.render(title, True, INK)
        s.blit(head, head.get_rect(midleft=(box.x + 8, box.centery)))
        pill, at = count_badge(len(view.trash.cards), (box.right - 2, box.centery - 3), True)
        s.blit(pill, at)
        for name, pile in view.nonsupply.items():
            rect = zones.get(f"nonsupply:{name}")
            if rect is None:
                continue
            image = self.tiles.tile(name, rect.w, rect.h).copy()
            image.set_alpha(150)  # never bought: only card effects give these
            s.blit(image, rect)
            pill, at = count_badge(len(pile.cards), (rect.right - 2, rect.centery - 3), True)
            s.blit(pill, at)

    def _draw_trash(self, s: pygame.Surface, view: DraconiumState, box: pygame.Rect) -> None:
        if self.geometry.tiles:
            self._draw_trash_tiles(s, view)
            return
        trash_mat(s, box, mats.recycling(view), len(view.trash.cards))
        x, y = box.x + 10, box.y + 32
        small = font(14)
        aside = getattr(view, "nonsupply", {})  # R17: public piles that are never bought
        if aside:
            rows = ["Not in the Supply:"]
            for name, pile in aside.items():  # one pile a line, so none is cut off
                rows.append(f"  {name} ({len(pile.cards)})")
            for i, row in enumerate(reversed(rows)):
                note = small.render(row, True, DIM)
                s.blit(
                    note, (box.x + 10, box.bottom - 22 - 18 * i), pygame.Rect(0, 0, box.w - 20, 20)
                )
            box = box.inflate(0, -18 * len(rows) - 6).move(0, -9 * len(rows) - 3)
        groups = self._grouped(view.trash.cards)
        if not groups:
            s.blit(small.render("Nothing here yet.", True, DIM), (x, y))
        for n, (name, count) in enumerate(groups):
            text = f"{name} ×{count}" if count > 1 else name
            chip = small.render(text, True, CHIP_INK)
            spec = self.faces.spec(name)
            colours = self.faces.frame_colours(tuple(spec.types) if spec else ())
            rect = chip.get_rect(topleft=(x, y)).inflate(12, 6)
            rect.topleft = (x, y)
            if rect.right > box.right - 8:
                x, y = box.x + 10, y + rect.h + 5
                rect.topleft = (x, y)
            if rect.bottom > box.bottom - 6:
                more = small.render(f"+{len(groups) - n} more (hover)", True, DIM)
                s.blit(more, (box.x + 10, box.bottom - 20))
                break
            pygame.draw.rect(s, shade(colours[0], 0.2), rect, border_radius=7)
            s.blit(chip, (rect.x + 6, rect.y + 3))
            x = rect.right + 6

    def _draw_resources(self, s: pygame.Surface, view: DraconiumState, box: pygame.Rect) -> None:
        """Whose turn, and the turn's Actions, Buys and coins: in rows when the box is tall,
        in three columns when it is not, on one line when it is very short."""
        pygame.draw.rect(s, ZONE_FILL, box, border_radius=10)
        pygame.draw.rect(s, ZONE_LINE, box, 1, border_radius=10)
        who = "Your turn" if view.active == self._me else f"{view.name(view.active)}'s turn"
        head = font(15, True)
        s.blit(head.render(shorten(who, head, box.w - 20), True, GOLD), (box.x + 10, box.y + 5))
        values = (
            ("Actions", str(view.actions), INK),
            ("Buys", str(view.buys), INK),
            ("Coins", f"${view.coins}", GOLD),
        )
        label, top = font(14), box.y + 28
        room = box.bottom - 6 - top
        if room >= 3 * 30:  # rows: the word at the left, the number at the right
            step = min(40, room // 3)
            number = font(min(26, step - 4), True)
            for i, (word, value, ink) in enumerate(values):
                mid = top + i * step + step // 2
                s.blit(
                    label.render(word, True, INK),
                    label.render(word, True, INK).get_rect(midleft=(box.x + 12, mid)),
                )
                image = number.render(value, True, ink)
                s.blit(image, image.get_rect(midright=(box.right - 14, mid)))
        elif room >= label.get_linesize() + 22:  # columns: the word above its number
            col = (box.w - 16) // 3
            number = font(min(22, room - label.get_linesize()), True)
            for i, (word, value, ink) in enumerate(values):
                x = box.x + 8 + i * col + col // 2
                s.blit(
                    label.render(word, True, DIM),
                    label.render(word, True, DIM).get_rect(midtop=(x, top - 2)),
                )
                image = number.render(value, True, ink)
                s.blit(image, image.get_rect(midtop=(x, top - 2 + label.get_linesize())))
        else:  # one line under the heading
            line = f"{plural(view.actions, 'Action')} · {plural(view.buys, 'Buy')} · ${view.coins}"
            s.blit(label.render(shorten(line, label, box.w - 20), True, INK), (box.x + 10, top - 4))

    def _make_badges(self, view: DraconiumState) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """Pile counts, padlocks and shades over the Supply; counts on your deck and discard."""
        out: list[tuple[pygame.Surface, tuple[int, int]]] = []
        buys = {m["pile"] for m in self._legal if m.kind == "buy"}
        gains = {m["pile"] for m in self._legal if m.kind == "choose_gain"}
        buying = view.phase == BUY and bool(self._legal) and view.asking is None
        for pile, rect in self.piles.items():
            n = len(view.supply[pile].cards)
            if n and ((buying and pile not in buys) or (gains and pile not in gains)):
                shade_ = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade_.fill((10, 12, 16, 120))
                out.append((shade_, rect.topleft))
            if pile in gains:
                ring = pygame.Surface(rect.inflate(8, 8).size, pygame.SRCALPHA)
                pygame.draw.rect(ring, GLOW, ring.get_rect(), 3, border_radius=9)
                out.append((ring, (rect.x - 4, rect.y - 4)))
            if self.geometry.tiles:  # the count at the tile's right end, a padlock left of it
                out.append(count_badge(n, (rect.right - 2, rect.centery - 3), inside=True))
                if self._locked(view, pile):
                    side = min(18, rect.h - 4)
                    out.append((padlock(side), (rect.right - 30 - side, rect.centery - side // 2)))
                continue
            if self._locked(view, pile):  # in the art's corner, clear of its words and VP
                side = max(16, min(28, rect.w // 4))
                L = self.faces.layout
                ax, ay, aw, ah = (L.art_box if rect.w >= L.small_below else L.small_art_box).at(
                    rect.w, rect.h
                )
                at = (rect.x + ax + aw - side - 3, rect.y + ay + ah - side - 3)
                out.append((padlock(side), at))
            out.append(count_badge(n, (rect.right, rect.bottom - 12)))
        for key, count in (
            (f"deck:{self._me}", len(view.players[self._me].deck)),
            (f"discard:{self._me}", len(view.players[self._me].discard)),
        ):
            out.append(count_badge(count, self.layout.zones[key].topright))
        for seat in view.others(self._me):
            p = view.players[seat]
            if p.discard.cards:
                box = self.layout.zones[f"player:{seat}"]
                bottom = box.y + 8 + self.height_for(OPP_CARD_W)
                out.append(count_badge(len(p.discard), (box.right - 4, bottom - 10)))
        return out

    def draw_over(self, surface: pygame.Surface, view: DraconiumState) -> None:
        surface.fblits(self._badges)
        for rect, word in self._picked:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=9)
            tick = font(14, True).render(word, True, CHIP_INK)
            tag = tick.get_rect(midtop=(rect.centerx, rect.y - 14)).inflate(10, 2)
            pygame.draw.rect(surface, GOLD, tag, border_radius=7)
            surface.blit(tick, tick.get_rect(center=tag.center))
        self.bar.draw(surface)


def trash_mat(s: pygame.Surface, box: pygame.Rect, recycling: bool, count: int | None) -> None:
    """The Trash, or the Recycling mat in its place (§2.10): its box and its title, with
    the number of cards on it when `count` is given."""
    pygame.draw.rect(s, (46, 58, 52) if recycling else ZONE_FILL, box, border_radius=10)
    pygame.draw.rect(s, ZONE_LINE, box, 1, border_radius=10)
    title = "Recycling mat" if recycling else "Trash"
    bold = font(16, True)
    words = title if count is None else f"{title}  ({count})"
    if count is not None and bold.size(words)[0] > box.w - 16:
        words = f"{'Recycling' if recycling else title} ({count})"
    head = bold.render(shorten(words, bold, box.w - 16), True, INK)
    s.blit(head, (box.x + 10, box.y + 6))


def count_badge(
    n: int, corner: tuple[int, int], inside: bool = False
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A dark pill with a number, centred on a card's top-right corner (`inside`: its
    right edge at the corner, for a tile's right end)."""
    text = font(13, True).render(str(n), True, INK)
    pill = pygame.Surface((max(22, text.get_width() + 10), 18), pygame.SRCALPHA)
    pygame.draw.rect(pill, (18, 18, 24), pill.get_rect(), border_radius=9)
    pygame.draw.rect(pill, (110, 104, 92), pill.get_rect(), 1, border_radius=9)
    pill.blit(text, text.get_rect(center=pill.get_rect().center))
    if inside:
        return pill, (corner[0] - pill.get_width(), corner[1] - 6)
    return pill, (corner[0] - pill.get_width() + 6, corner[1] - 6)


def padlock(size: int) -> pygame.Surface:
    """A padlock drawn with shapes: a shackle over a body with a keyhole."""
    ss = 4
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    S = size * ss
    shackle = pygame.Rect(S * 0.22, S * 0.04, S * 0.56, S * 0.6)
    pygame.draw.ellipse(big, (30, 26, 22), shackle.inflate(S * 0.08, S * 0.08), round(S * 0.16))
    pygame.draw.ellipse(big, (200, 200, 206), shackle, round(S * 0.1))
    body = pygame.Rect(S * 0.1, S * 0.38, S * 0.8, S * 0.58)
    pygame.draw.rect(
        big, (30, 26, 22), body.inflate(S * 0.08, S * 0.08), border_radius=round(S * 0.1)
    )
    pygame.draw.rect(big, (214, 170, 70), body, border_radius=round(S * 0.08))
    pygame.draw.circle(big, (40, 30, 18), (S * 0.5, S * 0.6), S * 0.08)
    pygame.draw.rect(big, (40, 30, 18), (S * 0.46, S * 0.62, S * 0.08, S * 0.18))
    return pygame.transform.smoothscale(big, (size, size))


def hint_rows(text: str, f: pygame.font.Font, width: int, lines: int) -> list[str]:
    """The hint wrapped at words into at most `lines` rows, the last cut with an ellipsis."""
    rows: list[str] = []
    words = text.split()
    while words and len(rows) < lines:
        row = words.pop(0)
        while words and f.size(f"{row} {words[0]}")[0] <= width:
            row += " " + words.pop(0)
        rows.append(row)
    if words:
        rows[-1] = shorten(f"{rows[-1]} {' '.join(words)}", f, width)
    rows = [shorten(r, f, width) for r in rows]
    return rows
