"""Dragon's Money Laundering on screen: the Wheel of Profit, the piles, the Acquisition
Attempt with its dice, every player's Court and Treasury, and the bar of chips.

Everything is drawn from the view of the seat at the screen: another player's
Treasury, King and seize card are backs with a count, a Black Market is a face-down
pile. Drags are the rules' gestures (a Stock card onto the Acquisition, a Treasury
card onto a Stock or beside the target to bid, a Court Card onto your Court, a
Power onto the Stack, a card onto your seize slot, a gift onto another seat); every
other decision is a chip in the bar. Where things go is `layout.py`; words `words.py`.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pygame

from game.cards import playing
from game.cards.fonts import font
from game.cards.palette import DIM, GLOW, GOLD, INK, NOPE
from game.cards.text import shorten
from game.core.gesture import match_drop
from game.core.move import Move
from game.core.words import plural
from game.core.zones import HIDDEN_CARD
from game.games.dml.cards import Catalog
from game.games.dml.rules import DmlRules
from game.games.dml.state import STOCK_ORDER, DmlState
from game.games.dml.table import words
from game.games.dml.table.bar import DmlBar
from game.games.dml.table.layout import LABEL, Plan, fan, plan
from game.table.dice import DiceTray, die_face
from game.table.kit import Button, Grab, KitDefaults, Layout, Mark
from game.table.sprites import Placement

PILE_HELP = {
    "deck": "The Event Deck: one card a Round and one a Turn; when it is empty the game ends.",
    "nest": "The Dragon's Nest: Eggs not yet in a Treasury ({egg_points} points each at the end).",
    "hoard": "The Dragon's Hoard: cards out of play for now; its top card shows.",
    "stack": "The Character Power Stack: drag a Jack, Queen or Joker here for its Power.",
    "exile": "Exile: cards out of the game, face down.",
    "dice": "The dice: reach the Target Value with their total.",
    "acq:target": "The Acquisition: drag Stock cards here to declare them.",
    "acq:bids": "Primary bids: drag cards of the type that buys the target here or onto its Stock.",
    "acq:seizer": "The seizer's bids: they raise the Target Value.",
    "acq:secondary": "Secondary bids: they cancel the seizer's bids; any excess is lost.",
}
EVENT = "event:"  # the Active Event's face: the card with "Event" on its role line
BOX = (34, 38, 46)
EDGE = (70, 76, 90)
KEY = (255, 0, 255)  # the see-through colour of a box's corners


def joker_face(width: int) -> pygame.Surface:
    """A Joker: the Foreign Merchant drawn from the Event Deck, the Thief in a Treasury."""
    height = playing.height_for(width)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, width // 12)
    pygame.draw.rect(image, playing.PAPER, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, playing.EDGE, image.get_rect(), 2, border_radius=radius)
    pygame.draw.circle(image, (120, 60, 150), (width // 2, height * 2 // 5), width // 4)
    pygame.draw.circle(image, GOLD, (width // 2, height * 2 // 5), width // 4, 2)
    top = font(max(9, width // 6), True).render("JOKER", True, (120, 60, 150))
    image.blit(top, top.get_rect(midtop=(width // 2, 3)))
    line = font(max(9, width // 9)).render("Thief", True, (110, 100, 86))
    image.blit(line, line.get_rect(midbottom=(width / 2, height * 0.78)))
    return image


class DmlTableView(KitDefaults):
    """Lays out and draws a DML view; turns drops and chips into moves."""

    def __init__(self, ruleset: DmlRules) -> None:
        self.rules = ruleset
        self.cat: Catalog = ruleset.cat
        self.layout = Layout()
        self.plan = Plan()
        self.bar = DmlBar(self._describe, lambda k: words.KIND_LABELS.get(k, k))
        self.bar.chip_label = self._chip_label
        self._view: DmlState | None = None
        self._me = 0
        self._legal: list[Move] = []
        self._placed: list[Placement] = []
        self._drops: list[str] = []  # zones a held piece may be let go over, in hit order
        self.held = ""  # the piece in hand while dragging
        self.dice: DiceTray | None = None
        self._seen_dice: tuple[int, int] | None = None
        self._texts: dict[tuple[str, int, Any], pygame.Surface] = {}  # headings drawn
        self._frames: dict[tuple[int, int, bool], pygame.Surface] = {}  # boxes by size

    # -- faces ------------------------------------------------------------------------------

    def face(self, key: str, width: int) -> pygame.Surface:
        if key == HIDDEN_CARD:
            return playing.back(width)
        role = words.role_of(self.cat, key.removeprefix(EVENT))
        if key.startswith(EVENT):
            key, role = key.removeprefix(EVENT), "Event"
        if key.startswith("JK"):
            return joker_face(width)
        return playing.face(key, width, role)

    def height_for(self, width: int) -> int:
        return playing.height_for(width)

    def enlargeable(self, key: str) -> bool:
        return key.removeprefix(EVENT) in self.cat.rank_of

    # -- geometry ---------------------------------------------------------------------------

    def arrange(self, view: DmlState, size: tuple[int, int]) -> Layout:
        self._view = view
        me = self._me = view.viewer if view.viewer is not None else 0
        others = view.order_from(me)[1:] if view.players else []
        p = self.plan = plan(size, others, [z.id for z in view.markets])
        zones: dict[str, pygame.Rect] = {}
        zones[f"court:{me}"] = p.court.copy()
        zones[f"seize:{me}"] = p.seize.copy()
        zones[f"treasury:{me}"] = p.treasury.copy()
        zones[f"king:{me}"] = p.king.copy()
        for suit, box in p.stocks.items():
            zones[f"stock:{suit}"] = box.copy()
        for name, box in (*p.acq.items(), *p.markets.items(), *p.piles.items()):
            zones[name] = box.copy()
        for seat, box in p.others.items():
            zones[f"treasury:{seat}"] = box.copy()
        zones["bar"] = p.bar.copy()
        self._drops = [z for z in zones if z not in ("bar", "deck", "nest", "hoard", "exile")]
        tiles = {f"seat:{seat}": box.copy() for seat, box in p.others.items()}
        tiles["dice"] = p.tray.copy()
        self.layout = Layout(size, zones, tiles)
        self._placed = self._lay_out(view)
        return self.layout

    def _lay_out(self, view: DmlState) -> list[Placement]:
        p, me, cw, sw = self.plan, self._me, self.plan.card_w, self.plan.small_w
        out: list[Placement] = []

        def row(cards: list[str], zone: str, box: pygame.Rect, width: int, drag: bool) -> None:
            shown = [c for c in cards if c != HIDDEN_CARD]
            width = max(12, min(width, box.w - 8))  # never wider than its box
            for card, at in zip(shown, fan(box, width, len(shown)), strict=True):
                out.append(Placement(card, zone, at, width, card, drag))

        for seat, box in p.others.items():
            court = box.copy()
            court.w = max(sw + 8, box.w - 3 * sw - 20)  # the right end: seize, Treasury, King
            row(view.players[seat].court.cards, f"court:{seat}", court, sw, True)
        for suit in STOCK_ORDER:
            row(view.stock(suit).cards, f"stock:{suit}", p.stocks[suit], cw, True)
        for card in view.event.cards[:1]:
            box = p.piles["event"]
            width = max(12, min(cw, box.w - 8))
            out.append(Placement(card, "event", fan(box, width, 1)[0], width, EVENT + card, True))
        row(view.nest.cards, "nest", p.piles["nest"], cw, False)
        # R46: the Hoard's top card and count; the open_hoard option shows it all.
        hoard = view.hoard.cards if view.options.get("open_hoard") else view.hoard.cards[-1:]
        row(hoard, "hoard", p.piles["hoard"], cw, False)
        row(view.stack.cards, "stack", p.piles["stack"], cw, False)
        for zone in ("acq:target", "acq:bids", "acq:seizer", "acq:secondary"):
            z = view.zone(zone)
            if z is not None:
                row(z.cards, zone, p.acq[zone], cw, False)
        mine = view.players[me] if view.players else None
        if mine is not None:
            row(mine.court.cards, f"court:{me}", p.court, cw, True)
            row(mine.treasury.cards, f"treasury:{me}", p.treasury, cw, True)
            row(mine.king.cards, f"king:{me}", p.king, cw, False)
            row(mine.seize.cards, f"seize:{me}", p.seize, cw, False)
        return out

    def placements(self, view: DmlState) -> list[Placement]:
        return list(self._placed)

    def spawn_points(self) -> dict[str, tuple[int, int]]:
        return {}

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        for zone in self._drops:
            if self.layout.zones[zone].collidepoint(pos):
                return zone
        return None

    def thing_at(self, pos: tuple[int, int]) -> str | None:
        for i, chip in enumerate(self.bar.chips):
            if chip.rect.collidepoint(pos):
                return f"chip:{i}"
        for name, rect in (*self.layout.tiles.items(), *self.layout.zones.items()):
            if name != "bar" and rect.collidepoint(pos):
                return name
        return None

    # -- news --------------------------------------------------------------------------------

    def on_refresh(self, view: DmlState) -> None:
        """A new roll tumbles in the dice tray."""
        self._view = view
        roll = view.last_dice
        if self._seen_dice is not None and roll != self._seen_dice and all(roll):
            self.dice = DiceTray(self.plan.tray.inflate(-8, -LABEL - 4).move(0, LABEL // 2), roll)
        self._seen_dice = roll

    def update(self, dt: float) -> None:
        if self.dice is not None:
            self.dice.step(dt)
            if self.dice.done():
                self.dice = None

    def busy(self) -> bool:
        return self.dice is not None

    # -- gestures ----------------------------------------------------------------------------

    def press_piece(self, view: DmlState, piece: str) -> bool:
        return False

    def start_hold(self, view: DmlState, piece: str, face: str) -> str:
        self.held = piece
        return face

    def end_hold(self) -> None:
        self.held = ""

    def grab(self, view: DmlState, pos: tuple[int, int]) -> Grab | None:
        return None

    def click(self, view: DmlState, legal: list[Move], pos: tuple[int, int]) -> Move | None:
        """A chip: its move, or a changed choice in a form (laid out again at once). A
        click on a Black Market is an attempt on it (§3.7: no cards go with it)."""
        if not self.bar.hit(pos):
            market = self._market_at(pos)
            if market is None:
                return None
            return next((m for m in legal if _attempts(m, market)), None)
        move = self.bar.click(pos)
        if move is None:
            self._lay_bar(view, legal)
        return move

    def _market_at(self, pos: tuple[int, int]) -> str | None:
        for zone, box in self.plan.markets.items():
            if box.collidepoint(pos):
                return zone
        return None

    def _bar_moves(self, legal: list[Move]) -> list[Move]:
        """The moves a drag cannot make here: no gesture, a piece not on the table for
        this seat to lift, or a drop that means another move first."""
        lifted = {p.piece for p in self._placed if p.draggable}
        out = []
        for move in legal:
            g = move.gesture
            if (
                g is None
                or g.piece not in lifted
                or g.to_zone not in self._drops
                or match_drop(legal, g.piece, g.from_zone, g.to_zone) != move
            ):
                out.append(move)
        return out

    def _lay_bar(self, view: DmlState, legal: list[Move]) -> None:
        self._view = view
        self.bar.update(self._bar_moves(legal), self.plan.bar)

    def buttons(self, view: DmlState, legal: list[Move]) -> list[Button]:
        self._legal = legal
        self._lay_bar(view, legal)
        return []

    # -- words -------------------------------------------------------------------------------

    def _describe(self, kind: str, name: str, value: Any) -> str:
        if name == "cards":
            return words.cards_words(self.cat, value)
        if name == "card" and isinstance(value, str):
            return words.card_name(self.cat, value)
        if name == "market":
            return words.market_name(str(value))
        if name in ("from_seat", "to_seat") and self._view is not None:
            return self._view.name(int(value))
        return str(value)

    def _chip_label(self, move: Move) -> str:
        assert self._view is not None
        return words.chip_label(self.cat, self._view, move, self._tv(self._view))

    def move_label(self, view: DmlState, move: Move) -> str:
        return words.move_label(self.cat, view, move)

    def marks(self, before: DmlState, after: DmlState) -> list[Mark]:
        """Cards gained or lost by each Treasury, floated over its box."""
        out: list[Mark] = []
        if len(before.players) != len(after.players):
            return out
        for seat, (was, now) in enumerate(zip(before.players, after.players, strict=True)):
            change = len(now.treasury.cards) - len(was.treasury.cards)
            box = self.plan.treasury if seat == self._me else self.plan.others.get(seat)
            if change and box is not None:
                text = f"{change:+d} {'card' if abs(change) == 1 else 'cards'}"
                out.append(Mark(box.center, text, change > 0))
        return out

    def curtain_words(self, view: DmlState, seat: int, name: str) -> str:
        return words.curtain_words(view, name)

    def _tv(self, view: DmlState, extra: str = "") -> int | None:
        """The Target Value of the attempt being put together or bid on (with `extra`, a
        Treasury card held over it, as one more Primary bid); None if there is none."""
        if view.dice is not None and view.dice.target:
            return view.dice.target
        acq = view.acq
        target = [c for c in view.target.cards if c != HIDDEN_CARD]
        if acq is None or not target:
            return None
        bids = [c for c in view.bids.cards if c != HIDDEN_CARD]
        if extra:
            bids.append(extra)
        seat = view.active if view.active >= 0 else self._me
        try:
            return int(self.rules.target_value(view, seat, acq.origin, target, bids))
        except (KeyError, ValueError, AssertionError):
            return None

    def live_words(self, view: DmlState) -> str:
        """What the attempt comes to, said while a card is held over it: the Target Value
        and whether the dice on the table reach it."""
        held, acq = self.held, view.acq
        if not held or held not in self.cat.rank_of:
            return ""
        if acq is None:
            zone = next((p.zone for p in self._placed if p.piece == held), "")
            if not zone.startswith("stock:"):
                return ""
            try:
                tv = int(self.rules.target_value(view, self._me, zone, [held]))
            except (KeyError, ValueError, AssertionError):
                return ""
            return f"Declaring {words.card_name(self.cat, held)}: Target Value {tv}"
        if self.cat.suit_of.get(held) != self.cat.primary(acq.suit):
            return ""
        with_bid = self._tv(view, held)
        if with_bid is None:
            return ""
        return f"With {words.card_name(self.cat, held)} bid: Target Value {with_bid}"

    def tv_words(self, view: DmlState) -> str:
        tv = self._tv(view)
        if tv is None:
            return ""
        line = f"Target Value {tv}"
        if all(view.last_dice) and view.dice is None and view.acq is None:
            return line
        shown = view.dice.dice if view.dice is not None else (0, 0)
        if all(shown):
            reached = self.rules.reached(tv, shown)
            line += f" · rolled {sum(shown)}: {'reached' if reached else 'not reached'}"
        return line

    def status(self, view: DmlState) -> list[str]:
        lines = [
            f"Round {view.round}" if view.round else "Setting up",
            f"Event: {words.event_words(view)}",
        ]
        if view.result is not None:
            lines.append(view.result.summary)
        else:
            lines.append(words.prompt(self.cat, view))
        live = self.live_words(view) or self.tv_words(view)
        if live:
            lines.append(live)
        return [line for line in lines if line]

    def hover_text(self, view: DmlState, pos: tuple[int, int], piece: str | None) -> list[str]:
        if piece and self.enlargeable(piece):
            return words.card_help(self.cat, piece.removeprefix(EVENT))
        thing = piece or self.thing_at(pos)
        if thing is None:
            return []
        kind, _, key = thing.partition(":")
        if kind == "chip" and key.isdigit() and int(key) < len(self.bar.chips):
            chip = self.bar.chips[int(key)]
            if chip.action[0] == "play":
                return [self.move_label(view, self.bar.direct[chip.action[1]])]
            return [chip.label]
        if kind == "seat" and key.isdigit():
            pl = view.players[int(key)]
            return [
                f"{view.name(int(key))}: {plural(len(pl.treasury.cards), 'card')} in the "
                f"Treasury (face down to you), {len(pl.court.cards)} Emblems in the Court",
            ]
        if thing in PILE_HELP:
            return [PILE_HELP[thing].format(**self.cat.numbers)]
        if kind == "bm":
            market = view.market(thing)
            n = len(market.cards) if market is not None else 0
            target = self.cat.numbers["black_market_target"]
            takes = self.cat.numbers["black_market_cards"]
            cards = "a random card" if takes == 1 else plural(takes, "random card")
            lines = [
                f"Black Market {key}: {plural(n, 'card')}, face down",
                f"An attempt needs {target} or more on two dice, with no bids and no "
                f"bonuses; a success takes {cards}, seen only by you.",
            ]
            if any(_attempts(m, thing) for m in self._legal):
                lines.append("Click it to try it now.")
            return lines
        if kind == "stock" and key in self.cat.suits:
            buy = self.cat.primary(key)
            return [
                f"The {words.type_word(self.cat, key)} Stock",
                f"Bought with {words.type_word(self.cat, buy)} (Primary); "
                f"{words.type_word(self.cat, self.cat.secondary(key))} cancels a seizer's bids.",
            ]
        return []

    # -- drawing -----------------------------------------------------------------------------

    def _heading(self, surface: pygame.Surface, box: pygame.Rect, text: str, colour: Any) -> None:
        key = (text, box.w, colour)
        image = self._texts.get(key)
        if image is None:
            if len(self._texts) > 400:  # counts change all game: keep only recent words
                self._texts.clear()
            f = font(13, True)
            image = self._texts[key] = f.render(shorten(text, f, box.w - 8), True, colour)
        surface.blit(image, (box.x + 4, box.y + 2))

    def _box(self, surface: pygame.Surface, box: pygame.Rect, text: str, lit: bool = False) -> None:
        key = (box.w, box.h, lit)
        frame = self._frames.get(key)
        if frame is None:  # a box's rounded frame is drawn once per size
            frame = pygame.Surface(box.size)  # a colour key, not alpha: quick to blit
            frame.fill(KEY)
            frame.set_colorkey(KEY, pygame.RLEACCEL)
            pygame.draw.rect(frame, BOX, frame.get_rect(), border_radius=6)
            pygame.draw.rect(frame, GOLD if lit else EDGE, frame.get_rect(), 1, border_radius=6)
            self._frames[key] = frame
        surface.blit(frame, box.topleft)
        self._heading(surface, box, text, GOLD if lit else DIM)

    def _backs(self, surface: pygame.Surface, box: pygame.Rect, width: int, n: int) -> None:
        """A face-down pile: up to three backs offset, so a count reads as a pile."""
        width = max(12, min(width, box.w - 14))  # a narrow box (many Black Markets) still holds it
        image = playing.back(width)
        for at in fan(box, width, 1):
            for i in range(min(n, 3)):
                surface.blit(image, image.get_rect(center=(at[0] + 3 * i, at[1] - 2 * i)))

    def _count(self, surface: pygame.Surface, box: pygame.Rect, width: int, n: int) -> None:
        """A pile's count in a small dark disc on its top card."""
        width = max(12, min(width, box.w - 14))
        at = fan(box, width, 1)[0]
        top = (at[0] + 3 * (min(n, 3) - 1), at[1] - 2 * (min(n, 3) - 1))
        image = font(max(11, width // 3), True).render(str(n), True, GOLD)
        radius = max(image.get_width(), image.get_height()) // 2 + 3
        pygame.draw.circle(surface, (24, 18, 16), top, radius)
        pygame.draw.circle(surface, GOLD, top, radius, 1)
        surface.blit(image, image.get_rect(center=top))

    def draw_under(
        self, surface: pygame.Surface, view: DmlState, glow: set[str], refuse: str | None
    ) -> None:
        p, cat, me = self.plan, self.cat, self._me
        pending = set(view.pending.seats) if view.pending is not None else set()
        for seat, box in p.others.items():
            pl = view.players[seat]
            badge = " · Badge" if seat == view.dealer else ""
            text = f"{view.name(seat)} · {plural(len(pl.treasury.cards), 'card')}{badge}"
            self._box(surface, box, text, seat in pending)
            right = pygame.Rect(box.right - 2 * p.small_w - 12, box.y, 2 * p.small_w + 12, box.h)
            if pl.treasury.cards:  # as many backs as a pile shows, and the count on top
                n = len(pl.treasury.cards)
                self._backs(surface, right, p.small_w, n)
                self._count(surface, right, p.small_w, n)
            if pl.seize.cards:  # a Seize Attempt put down, face down until the reveal
                self._backs(surface, right.move(-p.small_w - 4, 0), p.small_w, 1)
            if pl.king.cards:
                king = right.move(p.small_w + 4, 0)
                self._backs(surface, king, p.small_w, 1)
        self._draw_wheel(surface, view)
        piles = p.piles
        self._box(surface, piles["deck"], f"Deck {len(view.deck.cards)}")
        self._backs(surface, piles["deck"], p.card_w, len(view.deck.cards))
        self._box(surface, piles["event"], words.event_words(view))
        self._box(surface, piles["nest"], f"Nest {len(view.nest.cards)}")
        self._box(surface, piles["hoard"], f"Hoard {len(view.hoard.cards)}")
        self._box(surface, piles["stack"], f"Power Stack {len(view.stack.cards)}")
        self._box(surface, piles["exile"], f"Exile {len(view.exile.cards)}")
        self._backs(surface, piles["exile"], p.card_w, len(view.exile.cards))
        for zone, box in p.markets.items():
            z = view.market(zone)
            n = len(z.cards) if z is not None else 0
            can_try = any(_attempts(m, zone) for m in self._legal)  # lit: click to try
            self._box(surface, box, f"BM {zone.partition(':')[2]} · {n}", can_try)
            self._backs(surface, box, p.card_w, n)
        acq = view.acq
        heads = {
            "acq:target": "Acquisition",
            "acq:bids": "Primary bids",
            "acq:seizer": "Seizer's bids",
            "acq:secondary": "Secondary",
        }
        if acq is not None and acq.suit:
            heads["acq:target"] = f"Buying {words.type_word(cat, acq.suit)}"
            heads["acq:bids"] = f"Bids {words.type_word(cat, cat.primary(acq.suit))}"
        blind = view.stage == "setup" and any(z.cards for z in view.piles)
        for i, (zone, box) in enumerate(p.acq.items()):
            if blind and i < len(view.piles):  # Setup: the four blind starting piles
                n = len(view.piles[i].cards)
                self._box(surface, box, f"Pile {i + 1} · {plural(n, 'card')}")
                self._backs(surface, box, p.card_w, n)
                continue
            self._box(surface, box, heads[zone])
        hidden = [c for c in view.bids.cards if c == HIDDEN_CARD]
        if hidden:
            self._backs(surface, p.acq["acq:bids"], p.card_w, len(hidden))
        tv = self._tv(view)
        dice = f"Dice · TV {tv}" if tv else "Dice"
        if all(view.last_dice) and self.dice is None:  # said once the dice have landed
            dice += f" · {view.last_dice[0]}+{view.last_dice[1]}"
        self._box(surface, p.tray, dice)
        if self.dice is None and all(view.last_dice):
            for i, n in enumerate(view.last_dice):
                image = die_face(n)
                x = p.tray.x + 10 + i * (image.get_width() + 8)
                surface.blit(image, (x, p.tray.y + LABEL + 8))
        mine = view.players[me] if view.players else None
        if mine is not None:
            badge = " · Badge" if me == view.dealer else ""
            self._box(surface, p.court, f"Your Court{badge}", me in pending)
            self._box(surface, p.treasury, f"{view.name(me)}'s Treasury", me in pending)
            self._box(surface, p.king, "King")
            self._box(surface, p.seize, "Seize")
            if any(c == HIDDEN_CARD for c in mine.seize.cards):
                self._backs(surface, p.seize, p.card_w, 1)
        if "acq:bids" in glow and view.acq is not None and view.acq.suit:
            glow = glow | {f"stock:{view.acq.suit}"}  # a bid may be dropped on its Stock too
        for zone in glow:
            rect = self.layout.zones.get(zone)
            if rect is not None:
                pygame.draw.rect(surface, GLOW, rect, 3, border_radius=6)
        if refuse is not None and refuse not in glow and refuse in self.layout.zones:
            pygame.draw.rect(surface, NOPE, self.layout.zones[refuse], 3, border_radius=6)
        self.bar.draw(surface)

    def _draw_wheel(self, surface: pygame.Surface, view: DmlState) -> None:
        """The four Stocks, each headed by what buys it, with arrows round the wheel:
        every Stock's Primary is its left neighbour, and Slaves's is Wood at the far end."""
        p, cat = self.plan, self.cat
        boxes = [p.stocks[s] for s in STOCK_ORDER]
        for suit, box in zip(STOCK_ORDER, boxes, strict=True):
            n = len(view.stock(suit).cards)
            name, buy = words.type_word(cat, suit), words.type_word(cat, cat.primary(suit))
            f = font(13, True)
            text = next(
                (
                    t
                    for t in (f"{name} {n} · bought with {buy}", f"{name} {n} · with {buy}")
                    if f.size(t)[0] <= box.w - 8
                ),
                f"{name} {n}",
            )
            self._box(surface, box, text)
        for left, right in pairwise(boxes):
            y = left.centery
            tip = (right.x - 1, y)
            back = left.right + 1
            pygame.draw.polygon(surface, GOLD, [tip, (back, y - 5), (back, y + 5)])
        first, last = boxes[0], boxes[-1]
        y = first.bottom + 2
        pygame.draw.line(surface, GOLD, (last.centerx, last.bottom), (last.centerx, y), 1)
        pygame.draw.line(surface, GOLD, (last.centerx, y), (first.centerx, y), 1)
        pygame.draw.line(surface, GOLD, (first.centerx, y), (first.centerx, first.bottom), 1)
        tip = (first.centerx, first.bottom)
        pygame.draw.polygon(
            surface, GOLD, [tip, (tip[0] - 4, tip[1] + 5), (tip[0] + 4, tip[1] + 5)]
        )

    def draw_over(self, surface: pygame.Surface, view: DmlState) -> None:
        if self.dice is not None:
            self.dice.draw(surface)
        live = self.live_words(view)
        if live:
            box = self.plan.acq["acq:target"]
            f = font(14, True)
            image = f.render(shorten(live, f, self.plan.bar.w - 16), True, INK)
            back = image.get_rect(bottomleft=(box.x, box.y - 2)).inflate(10, 6)
            back.left = max(back.left, 2)
            pygame.draw.rect(surface, (60, 50, 30), back, border_radius=6)
            pygame.draw.rect(surface, GOLD, back, 1, border_radius=6)
            surface.blit(image, image.get_rect(center=back.center))


def _attempts(move: Move, market: str) -> bool:
    return move.kind == "black_market_attempt" and move.get("market") == market


def dml_kit(ruleset: DmlRules) -> DmlTableView:
    return DmlTableView(ruleset)
