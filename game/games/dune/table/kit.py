"""Dragon Dune on screen: the Tiled map, token stacks, the bank, hands and decisions.

The map is drawn from `maps/dragon_dune.tmx` with pytmx (tile layers, once per
window size); regions are hit-tested with the polygons of its `territories`
layer, so a drop lands in the region under the pointer. Token stacks and the
bank are pieces to drag; decisions that are not drags (bids, armies and
artifacts, alliances, passing) are chips under the map and buttons in the panel.
Where everything goes is `layout.py`; the words are `words.py` and `help.py`.
Everything is drawn from the view of the seat at the screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.cards import playing
from game.cards.fonts import font
from game.cards.palette import DIM, GLOW, GOLD, INK, NOPE
from game.cards.text import shorten
from game.core.move import Move
from game.core.zones import HIDDEN_CARD
from game.games.dune.battle import TREACHERY
from game.games.dune.board import Board, inside
from game.games.dune.recruit import TURN, hire_cost
from game.games.dune.state import BATTLE, FACTION_NAMES, FINISH_KINDS, ROUND_NAMES, DuneState
from game.games.dune.table import help as helptext
from game.games.dune.table.layout import Plan, hand_centres, plan
from game.games.dune.table.motion import Slide, marks, shifts, way
from game.games.dune.table.words import (
    KIND_LABELS,
    chip_label,
    end_turn_label,
    finish_label,
    move_label,
    plural,
    turn_prompt,
    value_label,
)
from game.table.dice import DiceTray
from game.table.kit import Button, Grab, KitDefaults, Layout, Mark
from game.table.log_panel import wrap
from game.table.sprites import Placement
from game.table.wrap_bar import WrappingBar

FACTION_COLOURS = ((196, 150, 60), (70, 150, 90), (150, 80, 170), (170, 60, 52))
TOKEN_W = 30
CARD_W = 58
TRACK = 18  # the dragon's numbers, 1..18
WALK_STEP = 0.28  # seconds the dragon takes from one track number to the next
REVEAL_HOLD = 3.0  # seconds bots wait while revealed battle plans are on screen
REVEAL_AFTER = 3.0  # seconds the plans stay once their battle is settled, unless clicked
DRAGON_R = 16
MARK_MARGIN = 90  # a mark's centre stays this far inside the map's sides


def role_of(card: str) -> str:
    """A card's part in Dragon Dune: Kings are factions, Queens Usurpers, Jacks Sabotage,
    Aces special, 7–10 events, the rest artifacts."""
    rank = card[:-1]
    if rank == "K":
        return "Faction"
    if rank == "Q":
        return "Usurper"
    if rank == "J":
        return "Sabotage"
    if rank == "A":
        return "Special"
    if rank in {"7", "8", "9", "10"}:
        return "Event"
    return "Artifact"


def spends_an_ace(move: Move) -> bool:
    """A recruitment that discards an Ace. A drag from the reserve conscripts or hires for
    gold where it can, so the bar offers these as chips, where the Ace is named."""
    return move.kind in ("hire_mercenaries", "elf_ace_place") and move.get("card") is not None


NOTE_SIZES = ((14, 18), (13, 16), (12, 15))
"""The notes under the chips, in the largest of these (size, line step) they fit in."""

FREE_PLACEMENTS = ("conscript", "raise_orcs")
"""The reserve's free ways onto the map (R16 conscription, R18 the Orcs' raise); a
held reserve starts at what they place."""


class DuneTableView(KitDefaults):
    def __init__(self, ruleset: Any) -> None:
        self.board = ruleset.board
        self.ctx = ruleset.ctx
        self.data = ruleset.ctx.data
        self.layout = Layout()
        self.plan: Plan = plan((1280, 720), self.board.size)
        self.scale = 1.0
        self.map_rect = pygame.Rect(0, 0, 10, 10)
        self._map_full: pygame.Surface | None = None
        self.map_problem = ""  # why the map's art is missing, if it is
        self._map_scaled: tuple[tuple[int, int], pygame.Surface] | None = None
        self._glow: tuple[Any, pygame.Surface] | None = None
        self.polygons: dict[str, list[tuple[int, int]]] = {}
        self._view: DuneState | None = None
        self.bar = WrappingBar(
            self._describe,
            lambda k: KIND_LABELS.get(k, k.replace("_", " ").capitalize()),
            chip_label=self._chip_label,
        )
        self.notes: list[str] = []  # words shown in the bar when it has no chips
        self._legal: list[Move] = []
        self._me = 0
        self.held: tuple[int, int, int] | None = None  # seat, tokens carried, tokens there
        self.held_at: tuple[int, int] | None = None  # where the rest of a held stack waits
        self._held_piece = ""
        self._dropped = ""  # the piece the person at the screen just dropped
        self.dice: DiceTray | None = None
        self.walk: tuple[list[tuple[float, float]], float] | None = None  # track points, time
        self.slides: list[Slide] = []  # stacks sliding along their way after a move
        self.reveal: list[str] | None = None  # battle plans just revealed: a click, or
        self.reveal_over = False  # its battle settled and a few seconds more, puts it away
        self.reveal_cards: list[str | None] = []
        self.reveal_time = 0.0
        self._seen: dict[str, Any] = {}  # what the last refresh showed, to spot news

    # -- faces ----------------------------------------------------------------------------

    def face(self, key: str, width: int) -> pygame.Surface:
        if key == HIDDEN_CARD:
            return playing.back(width)
        if key.startswith("token:"):
            _, seat, n = key.split(":")
            return token(int(seat), int(n), width)
        if key.startswith("hidden:"):
            return hidden_token(int(key.split(":")[1]), width)
        return playing.face(key, width, role_of(key))

    def height_for(self, width: int) -> int:
        return playing.height_for(width)

    def enlargeable(self, key: str) -> bool:
        """Only cards enlarge: ids like 5H, 10S, QD (not tokens, regions or backs)."""
        return 2 <= len(key) <= 3 and key[-1] in "CDHS" and key != HIDDEN_CARD

    # -- the map ----------------------------------------------------------------------------

    def _full_map(self) -> pygame.Surface:
        if self._map_full is None:
            try:
                self._map_full = self._tiled_art()
            except Exception as exc:  # damaged art: the board still plays, on plain ground
                self.map_problem = f"{self.board.path}: the map's art could not be drawn ({exc})."
                self._map_full = self._plain_map()
        return self._map_full

    def _tiled_art(self) -> pygame.Surface:
        return map_art(self.board.path)

    def _plain_map(self) -> pygame.Surface:
        return plain_map(self.board)

    def _map_image(self) -> pygame.Surface:
        size = self.map_rect.size
        if self._map_scaled is None or self._map_scaled[0] != size:
            self._map_scaled = (size, pygame.transform.smoothscale(self._full_map(), size))
        return self._map_scaled[1]

    def _glow_overlay(self, glow: frozenset[str]) -> pygame.Surface:
        """The regions a held piece may go to, shaded and outlined: one surface per set."""
        key = (glow, self.map_rect.size)
        if self._glow is None or self._glow[0] != key:
            image = pygame.Surface(self.map_rect.size, pygame.SRCALPHA)
            ox, oy = self.map_rect.topleft
            for rid, poly in self.polygons.items():
                if f"region:{rid}" in glow:
                    local = [(x - ox, y - oy) for x, y in poly]
                    pygame.draw.polygon(image, (*GLOW, 70), local)
                    pygame.draw.polygon(image, (*GLOW, 255), local, 3)
            self._glow = (key, image)
        return self._glow[1]

    def to_screen(self, point: tuple[float, float]) -> tuple[int, int]:
        return (
            round(self.map_rect.x + point[0] * self.scale),
            round(self.map_rect.y + point[1] * self.scale),
        )

    # -- geometry -----------------------------------------------------------------------------

    def arrange(self, view: DuneState, size: tuple[int, int]) -> Layout:
        self._me = view.viewer if view.viewer is not None else 0
        self._view = view
        p = self.plan = plan(size, self.board.size)
        self.scale, self.map_rect = p.scale, p.map_rect
        zones: dict[str, pygame.Rect] = {}
        self.polygons = {}
        for rid, region in self.board.regions.items():
            poly = [self.to_screen(pt) for pt in region.polygon]
            self.polygons[rid] = poly
            xs, ys = [pt[0] for pt in poly], [pt[1] for pt in poly]
            zones[f"region:{rid}"] = pygame.Rect(
                min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
            )
        zones["bar"] = p.bar.copy()
        zones[f"bank:{self._me}"] = p.bank.copy()
        zones[f"hand:{self._me}"] = p.hand.copy()
        tiles = {f"player:{seat}": box.copy() for seat, box in enumerate(p.boxes)}
        if view.dragon in self.board.track:
            at = self.to_screen(self.board.track[view.dragon])
            tiles["dragon"] = pygame.Rect(
                at[0] - DRAGON_R, at[1] - DRAGON_R, 2 * DRAGON_R, 2 * DRAGON_R
            )
        self.layout = Layout(size, zones, tiles, keep_clear=[self.map_rect.copy()])
        return self.layout

    def placements(self, view: DuneState) -> list[Placement]:
        out: list[Placement] = []
        me, tw = self._me, self.plan.token_w
        # the anchor is the row under the region's label: a token taller than that row
        # hangs down from it, so the label stays readable at every size
        drop = max(0, (tw - round(self.board.tile * self.scale)) // 2)
        for rid, counts in view.tokens.items():
            seats = [s for s in range(4) if counts[s] > 0]
            x, y = self.to_screen(self.board.regions[rid].anchor)
            anchor = (x, min(y + drop, self.map_rect.bottom - tw // 2))
            for i, seat in enumerate(seats):
                dx = (i - (len(seats) - 1) / 2) * (tw + 4)
                out.append(
                    Placement(
                        f"stack:{rid}:{seat}",
                        f"region:{rid}",
                        (round(anchor[0] + dx), anchor[1]),
                        tw,
                        f"token:{seat}:{counts[seat]}",
                        draggable=seat == me,
                        height=tw,
                    )
                )
        for rid, n in view.hidden.items():
            if n:
                at = self.to_screen(self.board.regions[rid].hidden_anchor)
                out.append(
                    Placement(f"hidden:{rid}", f"region:{rid}", at, tw, f"hidden:{n}", False, tw)
                )
        bank = self.plan.bank
        out.append(
            Placement(
                f"bank:{me}",
                f"bank:{me}",
                (bank.centerx, bank.y + 24),
                40,
                f"token:{me}:{view.reserve(me)}",
                draggable=True,
                height=40,
            )
        )
        cards = list(view.players[me].hand.cards) + list(view.players[me].secret.cards)
        spots = hand_centres(self.plan.hand, self.plan.card_w, len(cards))
        for card, center in zip(cards, spots, strict=True):
            out.append(Placement(card, f"hand:{me}", center, self.plan.card_w, card))
        if view.auction.cards:
            spot = self.plan.auction
            card = view.auction.cards[0]
            out.append(Placement("auction", "auction", spot.center, spot.width, card))
        return out

    def spawn_points(self) -> dict[str, tuple[int, int]]:
        return {}

    def region_at(self, pos: tuple[int, int]) -> str | None:
        for rid, poly in self.polygons.items():
            if inside(pos, tuple(poly)):
                return rid
        return None

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        """A region, or the reserve (where a stack is dropped to disband it)."""
        rid = self.region_at(pos)
        if rid:
            return f"region:{rid}"
        if self.plan.bank.collidepoint(pos):
            return f"bank:{self._me}"
        return None

    def thing_at(self, pos: tuple[int, int]) -> str | None:
        """What hover help describes here: a chip, the dragon, a region or a faction box."""
        for name, rect in self.layout.tiles.items():
            if rect.collidepoint(pos):
                return name
        rid = self.region_at(pos)
        return f"region:{rid}" if rid else None

    # -- news: dice, the dragon's walk, stacks sliding, the battle's reveal ---------------------

    def on_refresh(self, view: DuneState) -> None:
        """Spot news worth a moment on screen: a roll of the dice, the dragon's flight, a
        stack moved by someone else, a battle's reveal."""
        self._view = view
        roll = (view.turn, view.last_roll)
        if "roll" in self._seen and roll != self._seen["roll"] and view.last_roll:
            self.dice = DiceTray(self._tray_rect(), view.last_roll)
        self._seen["roll"] = roll
        before = self._seen.get("dragon", 0)
        if before and view.dragon and view.dragon != before:
            steps = (view.dragon - before) % TRACK
            numbers = [(before + i - 1) % TRACK + 1 for i in range(steps + 1)]
            self.walk = ([self.board.track[n] for n in numbers if n in self.board.track], 0.0)
        self._seen["dragon"] = view.dragon
        self._spot_slides(view)
        fight = (view.work.get(BATTLE) or {}).get("fight") or {}
        if fight.get("plans"):
            key = (view.turn, fight["region"], fight["attacker"], fight["defender"])
            if "fight" in self._seen and key != self._seen["fight"]:
                self._show_reveal(view, fight)
            self._seen["fight"] = key
        else:
            self._seen["fight"] = None
            self.reveal_over = self.reveal is not None  # the battle it shows is settled
        if view.result is not None:
            self.reveal = None  # the game is over: nothing to weigh any more

    def _spot_slides(self, view: DuneState) -> None:
        """A stack that moved slides along its way, unless the person at the screen has
        just dragged it there themselves."""
        last = self._seen.get("board")
        self._seen["board"] = view
        dropped, self._dropped = self._dropped, ""
        if last is None:
            return
        for shift in shifts(last, view):
            piece = f"stack:{shift.src}:{shift.seat}"
            hidden_piece = f"hidden:{shift.src}"
            if dropped in (piece, hidden_piece):
                continue
            regions = way(self.board, shift.src, shift.dst)
            points = [self.board.regions[r].anchor for r in regions]
            self.slides.append(Slide(shift.seat, shift.n, points))

    def _show_reveal(self, view: DuneState, fight: dict[str, Any]) -> None:
        attacker, defender = int(fight["attacker"]), int(fight["defender"])
        plans, totals = fight["plans"], fight["totals"]
        cards = (plans["attacker"]["artifact"], plans["defender"]["artifact"])
        names = (FACTION_NAMES[attacker], FACTION_NAMES[defender])
        lines = [f"Battle in {fight['region']}: the plans are revealed"]
        for seat, side, total in (
            (attacker, "attacker", totals[0]),
            (defender, "defender", totals[1]),
        ):
            plan_ = plans[side]
            card = plan_["artifact"] or "no artifact"
            bonus = total - plan_["n"]
            lines.append(
                f"{FACTION_NAMES[seat]} ({side}): army {plan_['n']}, {card}, "
                f"bonus +{bonus}, total {total}"
            )
        winner = int(fight["winner"])
        tie = " (a tie goes to the attacker)" if totals[0] == totals[1] else ""
        lines.append(f"The {FACTION_NAMES[winner]} win{tie}, unless someone betrays.")
        lines += helptext.bonus_lines(cards[0], cards[1], names)
        lines.append("The winner loses the tokens it sent; the loser loses all its tokens here.")
        self.reveal = lines
        self.reveal_cards = list(cards)
        self.reveal_time = 0.0
        self.reveal_over = False

    def _tray_rect(self) -> pygame.Rect:
        m = self.map_rect
        return pygame.Rect(m.right - 250, m.bottom - 140, 240, 130)

    def update(self, dt: float) -> None:
        if self.dice is not None:
            self.dice.step(dt)
            if self.dice.done():
                self.dice = None
        if self.walk is not None and (self.dice is None or self.dice.settled()):
            points, t = self.walk
            t += dt
            self.walk = None if t >= WALK_STEP * (len(points) - 1) + 0.2 else (points, t)
        for slide in self.slides:
            slide.t += dt
        self.slides = [s for s in self.slides if not s.done()]
        if self.reveal is not None:
            self.reveal_time += dt
            if self.reveal_over and self.reveal_time >= REVEAL_HOLD + REVEAL_AFTER:
                self.reveal = None  # its battle is settled: the map shows again by itself

    def busy(self) -> bool:
        """Bots wait while the dice roll, the dragon walks, a stack slides, or a reveal
        is fresh."""
        fresh_reveal = self.reveal is not None and self.reveal_time < REVEAL_HOLD
        return bool(self.dice is not None or self.walk is not None or self.slides or fresh_reveal)

    # -- gestures ------------------------------------------------------------------------------

    def press_piece(self, view: DuneState, piece: str) -> bool:
        return False

    def grab(self, view: DuneState, pos: tuple[int, int]) -> Grab | None:
        return None

    def click(self, view: DuneState, legal: list[Move], pos: tuple[int, int]) -> Move | None:
        return self.bar.click(pos)

    def overlay_click(self, pos: tuple[int, int]) -> bool:
        """A click anywhere puts the revealed battle plans away."""
        if self.reveal is None:
            return False
        self.reveal = None
        return True

    def buttons(self, view: DuneState, legal: list[Move]) -> list[Button]:
        self._legal = legal
        self._view = view
        offered = [
            m
            for m in legal
            if (m.gesture is None or spends_an_ace(m)) and m.kind not in FINISH_KINDS
        ]
        self.bar.update(offered, self.layout.zones.get("bar", pygame.Rect(0, 0, 0, 0)))
        for name in [n for n in self.layout.tiles if n.startswith("chip:")]:
            del self.layout.tiles[name]
        for i, chip in enumerate(self.bar.chips):
            self.layout.tiles[f"chip:{i}"] = chip.rect.copy()
        self.notes = self._notes(view, legal)
        out = []
        for kind in FINISH_KINDS:
            move = next((m for m in legal if m.kind == kind), None)
            if move is None:
                continue
            label = finish_label(view, move)
            help_ = helptext.finish_help(view, move, self._me)
            confirm, key, shown = "", pygame.K_e, "E"
            if kind == "end_turn":
                label, confirm = end_turn_label(view, move.seat)
                if not any(m.kind != "end_turn" for m in legal):
                    confirm = ""  # nothing left to do: ending gives nothing up
                if confirm:  # E and Space stay safe: skipping a turn has its own key
                    key, shown = pygame.K_s, "S"
            out.append(Button(f"{label}  [{shown}]", key, move, confirm=confirm, help=help_))
        return out[:2]

    def _notes(self, view: DuneState, legal: list[Move]) -> list[str]:
        """Words for the bar under its chips: why no treachery can be declared, what to
        drag in a Recruitment & Movement turn."""
        pending = view.pending
        if pending is None or self._me not in pending.seats:
            return []
        if pending.kind == TREACHERY and all(m.kind == "decline_treachery" for m in legal):
            notes = helptext.treachery_notes(view, self._me)
            return notes or ["You hold no cards that allow treachery here."]
        if pending.kind == TURN:
            return helptext.turn_notes(view, self.ctx, self._me, {m.kind for m in legal})
        return []

    # -- carrying part of a stack ------------------------------------------------------------

    def start_hold(self, view: DuneState, piece: str, face: str) -> str:
        """Picking up a stack carries all of it; the reserve carries what the free step
        places (conscription's limit, or the Orcs' raise), else one token, so a drop
        never hires more than asked. The wheel, 1–9, + and − change the count."""
        self._held_piece = piece
        most = start = self._stack_size(view, piece)
        if piece.startswith("bank:"):  # the reserve: as many as some recruitment allows
            offered = [m for m in self._legal if m.gesture and m.gesture.piece == piece]
            most = min(most, max((m.get("n", 0) for m in offered), default=most))
            free = [  # conscription first (it comes first), then the Orcs' raise
                [m.get("n", 0) for m in offered if m.kind == kind] for kind in FREE_PLACEMENTS
            ]
            start = min(most, max(next((f for f in free if f), [1])))
        if most <= 0:
            self.held = None
            return face
        seat = -1 if piece.startswith("hidden:") else int(piece.rsplit(":", 1)[1])
        self.held = (seat, start, most)
        spot = next((p for p in self.placements(view) if p.piece == piece), None)
        self.held_at = spot.center if spot is not None and not piece.startswith("bank:") else None
        return self._held_face()

    def carry(self, view: DuneState, change: int, absolute: bool = False) -> str | None:
        if self.held is None:
            return None
        seat, n, most = self.held
        n = change if absolute else n + change
        self.held = (seat, max(1, min(most, n)), most)
        return self._held_face()

    def end_hold(self) -> None:
        self.held, self.held_at = None, None

    def hold_hint(self, zone: str | None = None) -> str:
        """How many are carried and how to change it; over a region, what dropping them
        there does, and what it costs."""
        if self.held is None:
            return ""
        _, n, most = self.held
        said = "Carrying 1 token" if most == 1 else f"Carrying {n} of {most} (wheel, 1–9, + or −)"
        move = self._drop_move(zone, n)
        if move is None or self._view is None:
            return said
        if move.kind == "hire_mercenaries":
            gold = self._view.players[move.seat].gold
            price = hire_cost(self._view, self.ctx, move.seat, move["region"], n, False)
            return f"{said}: hiring them into {move['region']} costs {price} of your {gold} gold"
        return f"{said}: {move_label(self._view, move, self.ctx)}"

    def _drop_move(self, zone: str | None, n: int) -> Move | None:
        """The move that dropping the held reserve on `zone` makes (no Ace played)."""
        piece = self._held_piece
        if zone is None or not piece.startswith("bank:"):
            return None
        found = [
            m
            for m in self._legal
            if m.gesture is not None
            and m.gesture.piece == piece
            and m.gesture.to_zone == zone
            and m.get("n") == n
            and m.get("card") is None
        ]
        found.sort(key=lambda m: m.kind not in FREE_PLACEMENTS)  # the free one first
        return found[0] if found else None

    def ask_before(self, view: DuneState, move: Move) -> str:
        """Hiring while the free conscription is still open skips it: ask, with the price."""
        if move.kind != "hire_mercenaries":
            return ""
        free = [m.get("n", 0) for m in self._legal if m.kind == "conscript"]
        if not free:
            return ""
        gold = view.players[move.seat].gold
        ace = move["card"] is not None
        price = hire_cost(view, self.ctx, move.seat, move["region"], move["n"], ace)
        return (
            f"Hire {plural(move['n'], 'mercenary', 'mercenaries')} into {move['region']} for "
            f"{price} of your {gold} gold? That ends your free conscription (up to "
            f"{plural(max(free), 'token')}, where you already stand) for this turn."
        )

    def drop_args(self) -> dict[str, Any]:
        self._dropped = self._held_piece
        return {"n": self.held[1]} if self.held is not None else {}

    def _held_face(self) -> str:
        assert self.held is not None
        seat, n, _ = self.held
        return f"hidden:{n}" if seat < 0 else f"token:{seat}:{n}"

    def _stack_size(self, view: DuneState, piece: str) -> int:
        """How many tokens a held piece stands for: a stack, hidden Elves, or the reserve."""
        kind, _, rest = piece.partition(":")
        if kind == "stack":
            region, _, seat = rest.rpartition(":")
            return view.on(region, int(seat))
        if kind == "hidden":
            return view.hidden.get(rest, 0)
        if kind == "bank":
            return view.reserve(int(rest))
        return 0

    # -- words -----------------------------------------------------------------------------------

    def _describe(self, kind: str, name: str, value: Any) -> str:
        assert self._view is not None
        return str(value_label(self._view, kind, name, value))

    def _chip_label(self, move: Move) -> str:
        assert self._view is not None
        return chip_label(self._view, move)

    def move_label(self, view: DuneState, move: Move) -> str:
        return move_label(view, move, self.ctx)

    def marks(self, before: DuneState, after: DuneState) -> list[Mark]:
        boxes = self.plan.boxes
        inner = self.map_rect.inflate(-2 * MARK_MARGIN, 0)

        def on_map(point: tuple[float, float]) -> tuple[int, int]:
            """A point of the map, kept far enough from its sides for a mark's words."""
            x, y = self.to_screen(point)
            return (max(inner.left, min(inner.right, x)), y)

        def at_region(rid: str) -> tuple[int, int]:
            return on_map(self.board.regions[rid].anchor)

        def at_gold(rid: str) -> tuple[int, int]:
            return on_map(self.board.regions[rid].gold_anchor)

        def at_box(seat: int) -> tuple[int, int]:
            return boxes[seat].center

        return marks(before, after, at_region, at_gold, at_box)

    def status(self, view: DuneState) -> list[str]:
        lines = [
            f"Turn {view.turn} of 6" if view.turn else "Setting up",
            ROUND_NAMES.get(view.round, view.round),
        ]
        if view.result is not None:
            lines.append(view.result.summary)
        elif view.pending is not None:
            who = " and ".join(f"{view.name(s)} ({FACTION_NAMES[s]})" for s in view.pending.seats)
            prompt = view.pending.prompt
            if view.pending.kind == TURN:
                prompt = turn_prompt(view)
            lines.append(f"{who}: {prompt}" if prompt else who)
        if self.map_problem:
            lines.append(self.map_problem)
        return lines

    def hover_text(self, view: DuneState, pos: tuple[int, int], piece: str | None) -> list[str]:
        if piece and self.enlargeable(piece):
            return helptext.card_help(view, self.data, self.board, piece, self._me)
        thing = piece or self.thing_at(pos)
        if thing is None:
            return []
        kind, _, key = thing.partition(":")
        if kind == "player":
            return helptext.faction_help(view, self.data, self.board, int(key))
        if kind == "dragon":
            return helptext.dragon_help(view, self.board)
        if kind == "chip":
            return self._chip_help(view, int(key))
        if kind == "region" and key in self.board.regions:
            return helptext.region_help(view, self.data, self.board, key)
        return []

    def _chip_help(self, view: DuneState, i: int) -> list[str]:
        if i >= len(self.bar.chips):
            return []
        action = self.bar.chips[i].action
        what = action[0]
        if what == "play":
            move = self.bar.direct[action[1]]
            return [move_label(view, move, self.ctx), *helptext.move_help(view, move, self._me)]
        if what == "pick":
            _, kind, name, value = action
            return helptext.value_help(view, kind, name, value, self._me)
        if what == "step":
            _, kind, name, delta = action
            return [f"{'One more' if delta > 0 else 'One less'}; then press Go."]
        if what == "go":
            move = self.bar.move_for(action[1])
            return [f"Play: {move_label(view, move, self.ctx)}"] if move is not None else []
        kind = next((k for k in self.bar.forms), "")
        chosen = self.bar.chosen.get(kind, {})
        return [f"Chosen: {', '.join(str(v) for v in chosen.values())}"] if chosen else []

    # -- drawing -------------------------------------------------------------------------------

    def draw_under(
        self, surface: pygame.Surface, view: DuneState, glow: set[str], refuse: str | None
    ) -> None:
        surface.blit(self._map_image(), self.map_rect)
        if glow:
            surface.blit(self._glow_overlay(frozenset(glow)), self.map_rect)
        if refuse is not None and refuse not in glow and refuse.startswith("region:"):
            poly = self.polygons.get(refuse.partition(":")[2])
            if poly:
                pygame.draw.polygon(surface, NOPE, poly, 3)
        for rid, gold in view.gold_on.items():
            if gold:
                at = self.to_screen(self.board.regions[rid].gold_anchor)
                pygame.draw.circle(surface, (214, 170, 60), at, 11)
                pygame.draw.circle(surface, (120, 90, 30), at, 11, 2)
                image = font(13, True).render(str(gold), True, (40, 30, 10))
                surface.blit(image, image.get_rect(center=at))
        self._draw_dragon(surface, view)
        self.bar.draw(surface)
        self._draw_notes(surface)
        self._draw_players(surface, view)
        bank = self.plan.bank
        label = font(13).render("reserve", True, DIM)
        surface.blit(label, label.get_rect(midtop=(bank.centerx, bank.y + 46)))

    def _draw_notes(self, surface: pygame.Surface) -> None:
        """The notes, under the bar's last row of chips, as many lines as there is room for."""
        if not self.notes:
            return
        area = self.plan.bar
        top = max((c.rect.bottom for c in self.bar.chips), default=area.y) + 4
        width = area.width - 8
        for size, step in NOTE_SIZES:  # the largest type the whole notes fit in
            f = font(size)
            rows = [row for note in self.notes for row in wrap(note, width, f)]
            most = (area.bottom - top) // step
            if len(rows) <= most:
                break
        if most <= 0:
            return
        if len(rows) > most:  # cut at a word: the rest is in the panel's hover help
            rows = rows[:most]
            rows[-1] = shorten(rows[-1] + " " + "x" * width, f, width)
        for i, row in enumerate(rows):
            surface.blit(f.render(row, True, INK), (area.x + 4, top + i * step))

    def _draw_dragon(self, surface: pygame.Surface, view: DuneState) -> None:
        if not view.dragon or view.dragon not in self.board.track:
            return
        for n in view.last_path:
            if n in self.board.track:
                pygame.draw.circle(surface, (200, 60, 40), self.to_screen(self.board.track[n]), 6)
        at = self.to_screen(self._dragon_point(view))
        pygame.draw.circle(surface, (150, 30, 30), at, DRAGON_R)
        pygame.draw.circle(surface, GOLD, at, DRAGON_R, 3)
        image = font(14, True).render("D", True, INK)
        surface.blit(image, image.get_rect(center=at))

    def _dragon_point(self, view: DuneState) -> tuple[float, float]:
        """Where the dragon is drawn: on its number, or on its way there while it walks."""
        if self.walk is None:
            return tuple(self.board.track[view.dragon])
        points, t = self.walk
        i = min(int(t / WALK_STEP), len(points) - 1)
        if i >= len(points) - 1:
            return points[-1]
        f = (t - i * WALK_STEP) / WALK_STEP
        f = f * f * (3 - 2 * f)  # ease in and out of every number
        (x0, y0), (x1, y1) = points[i], points[i + 1]
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)

    def player_lines(self, view: DuneState, seat: int) -> list[str]:
        """A faction box's words before fitting: name, gold and cards, tokens, standing."""
        p = view.players[seat]
        second = f"{view.reserve(seat)} in reserve"
        if p.graveyard:
            second += f" · {p.graveyard} dead"
        third = ["Emperor"] if seat == view.emperor else []
        if p.ally is not None:
            third.append(f"ally {FACTION_NAMES[p.ally]}")
        return [
            f"{FACTION_NAMES[seat]} · {view.name(seat)}",
            f"{p.gold} gold · {plural(len(p.hand), 'artifact')}",
            second,
            " · ".join(third),
        ]

    def _draw_players(self, surface: pygame.Surface, view: DuneState) -> None:
        ui = self.plan.ui
        head_f, line_f = font(round(14 * ui), True), font(round(12 * ui))
        line_h = self.plan.box_line
        for seat, rect in enumerate(self.plan.boxes):
            pygame.draw.rect(surface, (34, 38, 46), rect, border_radius=8)
            edge = GOLD if seat == view.emperor else FACTION_COLOURS[seat]
            pygame.draw.rect(surface, edge, rect, 2, border_radius=8)
            if seat == self._me:
                pygame.draw.rect(surface, INK, rect.inflate(-6, -6), 1, border_radius=6)
            width = rect.width - 16
            head, *rest = self.player_lines(view, seat)
            surface.blit(
                head_f.render(shorten(head, head_f, width), True, INK), (rect.x + 8, rect.y + 3)
            )
            y = rect.y + round(22 * ui)
            for line in rest:
                if line:
                    surface.blit(
                        line_f.render(shorten(line, line_f, width), True, DIM), (rect.x + 8, y)
                    )
                y += line_h

    def draw_over(self, surface: pygame.Surface, view: DuneState) -> None:
        if self.held is not None and self.held[1] < self.held[2] and self.held_at is not None:
            seat, n, most = self.held
            tw = self.plan.token_w
            face = hidden_token(most - n, tw) if seat < 0 else token(seat, most - n, tw)
            surface.blit(face, face.get_rect(center=self.held_at))
        for slide in self.slides:
            tw = self.plan.token_w
            face = hidden_token(slide.n, tw) if slide.hidden else token(slide.seat, slide.n, tw)
            surface.blit(face, face.get_rect(center=self.to_screen(slide.where())))
        if self.dice is not None:
            self.dice.draw(surface)
        if self.reveal is not None:
            self._draw_reveal(surface)

    def _draw_reveal(self, surface: pygame.Surface) -> None:
        """Both battle plans at once, face up, with the colour bonus explained, over the
        map until a click."""
        assert self.reveal is not None
        title, first, second, result, *why = self.reveal
        box = pygame.Rect(0, 0, min(600, self.map_rect.width - 16), 0)
        f, small = font(14), font(13)
        inner = box.width - 32
        card_w = 56
        rows = [r for line in why for r in wrap(line, inner, small)]
        box.height = 40 + playing.height_for(card_w) + 12 + 22 + len(rows) * 17 + 30
        box.center = self.map_rect.center
        box.top = max(4, box.top)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((22, 24, 30, 240))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
        head = font(17, True).render(shorten(title, font(17, True), inner), True, GOLD)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + 8)))
        half = box.width // 2
        for i, (line, card) in enumerate(zip((first, second), self.reveal_cards, strict=True)):
            x = box.x + 14 + i * half
            y = box.y + 36
            if card is not None:
                surface.blit(playing.face(card, card_w, role_of(card)), (x, y))
            else:
                pygame.draw.rect(
                    surface, DIM, (x, y, card_w, playing.height_for(card_w)), 1, border_radius=6
                )
            name, _, rest = line.partition(": ")
            text_w = half - card_w - 30
            surface.blit(f.render(shorten(name, f, text_w), True, INK), (x + card_w + 8, y + 2))
            for j, part in enumerate(rest.split(", ")):
                image = small.render(shorten(part, small, text_w), True, DIM)
                surface.blit(image, (x + card_w + 8, y + 22 + j * 16))
        y = box.y + 36 + playing.height_for(card_w) + 8
        tail = f.render(shorten(result, f, inner), True, INK)
        surface.blit(tail, tail.get_rect(midtop=(box.centerx, y)))
        y += 22
        for row in rows:
            surface.blit(small.render(row, True, DIM), (box.x + 16, y))
            y += 17
        hint = small.render("Click to continue", True, GOLD)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 6)))


_TOKENS: dict[tuple[int, int, int], pygame.Surface] = {}


def map_art(path: str | Path, board: Board | None = None) -> pygame.Surface:
    """The map's tile layers at full size, drawn from the Tiled file and its tileset
    (the table and the lab's Map view), the ground following the territories' polygons
    (`ground.draw_map`: a border moved in Tiled shows where it is now); raises whatever
    pytmx, pygame or the map's loader raise."""
    import pytmx

    from game.games.dune.board import load_board, map_root
    from game.games.dune.table.ground import draw_map

    board = board if board is not None else load_board(path)
    tmx = pytmx.TiledMap(image_loader=_tile_loader)
    tmx.filename = str(path)
    tmx.parse_xml(map_root(path))  # the map as the board read it: checked, parsed once
    return draw_map(tmx, board)


def _tile_loader(filename: str, colorkey: Any, **kwargs: Any) -> Any:
    """pytmx's image loader: the tileset read once, each tile a piece of it, turned as
    Tiled flipped it. Without a window (the lab's exports from the command line) the
    pixels are used as read, since converting them needs a display."""
    import pytmx.util_pygame

    sheet = pygame.image.load(filename)
    if pygame.display.get_surface() is not None:
        sheet = sheet.convert_alpha()
    if colorkey:
        sheet.set_colorkey(pygame.Color(f"#{str(colorkey).lstrip('#')}"))

    def tile(rect: Any = None, flags: Any = None) -> pygame.Surface:
        image = sheet.subsurface(rect) if rect else sheet
        return pytmx.util_pygame.handle_transformation(image, flags) if flags else image

    return tile


def plain_map(board: Board) -> pygame.Surface:
    """The board without its art: sand-coloured ground and every region's outline."""
    image = pygame.Surface(board.size)
    image.fill((120, 100, 68))
    for region in board.regions.values():
        if len(region.polygon) >= 3:
            pygame.draw.polygon(image, (150, 126, 86), region.polygon)
            pygame.draw.polygon(image, (70, 56, 36), region.polygon, 2)
    return image


def token(seat: int, n: int, width: int) -> pygame.Surface:
    key = (seat, n, width)
    if key not in _TOKENS:
        image = pygame.Surface((width, width), pygame.SRCALPHA)
        c = width // 2
        pygame.draw.circle(image, (20, 20, 24), (c, c + 2), c - 1)
        pygame.draw.circle(image, FACTION_COLOURS[seat], (c, c), c - 2)
        pygame.draw.circle(image, (250, 240, 220), (c, c), c - 2, 2)
        label = font(max(11, width // 2), True).render(str(n), True, (255, 250, 240))
        image.blit(label, label.get_rect(center=(c, c)))
        _TOKENS[key] = image
    return _TOKENS[key]


def hidden_token(n: int, width: int) -> pygame.Surface:
    image = pygame.Surface((width, width), pygame.SRCALPHA)
    c = width // 2
    pygame.draw.circle(image, (*FACTION_COLOURS[1], 110), (c, c), c - 2)
    pygame.draw.circle(image, (220, 240, 220), (c, c), c - 2, 1)
    label = font(max(10, width // 2 - 2), True).render(f"{n}?", True, (230, 250, 230))
    image.blit(label, label.get_rect(center=(c, c)))
    return image


def dune_kit(ruleset: Any) -> DuneTableView:
    return DuneTableView(ruleset)
