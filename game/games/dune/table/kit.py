"""Dragon Dune on screen: the Tiled map, token stacks, the bank, hands and decisions.

The map is drawn from `maps/dragon_dune.tmx` with pytmx (tile layers, once per
window size); regions are hit-tested with the polygons of its `territories`
layer, so a drop lands in the region under the pointer. Token stacks and the
bank are pieces to drag; decisions that are not drags (bids, armies and
artifacts, alliances, passing) are rows of chips under the map. Everything is
drawn from the view of the seat at the screen.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.cards import playing
from game.cards.fonts import font
from game.cards.palette import DIM, GLOW, GOLD, INK, NOPE
from game.core.move import Move
from game.core.zones import HIDDEN_CARD
from game.games.dune.board import inside
from game.games.dune.state import (
    BATTLE,
    FACTION_NAMES,
    ROUND_NAMES,
    DuneState,
)
from game.table.choices import ChoiceBar
from game.table.dice import DiceTray
from game.table.kit import PANEL, Button, Grab, KitDefaults, Layout
from game.table.sprites import Placement

FACTION_COLOURS = ((196, 150, 60), (70, 150, 90), (150, 80, 170), (170, 60, 52))
TOKEN_W = 30
CARD_W = 58
TRACK = 18  # the dragon's numbers, 1..18
WALK_STEP = 0.28  # seconds the dragon takes from one track number to the next
REVEAL_HOLD = 3.0  # seconds bots wait while revealed battle plans are on screen
BOTTOM = 210  # the strip under the map: decisions, the bank, hands and players
FINISH = {
    "end_turn": "End turn",
    "done": "Done",
    "skip_step": "Skip step",
    "pass_ace": "Keep the Ace",
    "pass_council": "Pass",
    "pass_bid": "Pass",
    "decline_alliance": "Decline",
    "decline_treachery": "No treachery",
    "no_question": "No question",
}
KIND_LABELS = {
    "place_bid": "Bid",
    "pay_bid": "Pay",
    "choose_army": "Battle plan",
    "choose_battle": "Attack",
    "ask_question": "Ask",
    "answer_question": "Answer",
    "declare_treachery": "Betray",
    "keep_artifact": "Artifact",
    "plunder": "Plunder",
    "plunder_resolve": "Stolen card",
    "propose_alliance": "Propose",
    "accept_alliance": "Accept",
    "break_alliance": "Break alliance",
    "set_orc_split": "Orc camps",
    "goblin_ace_block": "Bar from hiring",
    "ace_extra_move": "Extra move",
    "orc_ace_relocate": "Ace move",
    "unhide": "Reveal",
    "hide": "Hide",
}


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


class DuneTableView(KitDefaults):
    def __init__(self, ruleset: Any) -> None:
        self.board = ruleset.board
        self.layout = Layout()
        self.scale = 1.0
        self.origin = (0, 0)
        self.map_rect = pygame.Rect(0, 0, 10, 10)
        self._map_full: pygame.Surface | None = None
        self.map_problem = ""  # why the map's art is missing, if it is
        self._map_scaled: tuple[tuple[int, int], pygame.Surface] | None = None
        self._glow: tuple[Any, pygame.Surface] | None = None
        self.polygons: dict[str, list[tuple[int, int]]] = {}
        self.bar = ChoiceBar(self._describe, lambda k: KIND_LABELS.get(k, k.replace("_", " ")))
        self._legal: list[Move] = []
        self._me = 0
        self.held: tuple[int, int, int] | None = None  # seat, tokens carried, tokens there
        self.held_at: tuple[int, int] | None = None  # where the rest of a held stack waits
        self.dice: DiceTray | None = None
        self.walk: tuple[list[tuple[float, float]], float] | None = None  # track points, time
        self.reveal: list[str] | None = None  # battle plans just revealed, until clicked
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
        """The map's tile layers, drawn once from the Tiled file and its tileset."""
        import pytmx.util_pygame

        tmx = pytmx.util_pygame.load_pygame(self.board.path)
        image = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight))
        image.fill((60, 54, 40))
        for layer in tmx.visible_layers:
            if isinstance(layer, pytmx.TiledTileLayer):
                for x, y, tile in layer.tiles():
                    image.blit(tile, (x * tmx.tilewidth, y * tmx.tileheight))
        return image

    def _plain_map(self) -> pygame.Surface:
        """The board without its art: sand-coloured ground and every region's outline."""
        image = pygame.Surface(self.board.size)
        image.fill((120, 100, 68))
        for region in self.board.regions.values():
            if len(region.polygon) >= 3:
                pygame.draw.polygon(image, (150, 126, 86), region.polygon)
                pygame.draw.polygon(image, (70, 56, 36), region.polygon, 2)
        return image

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
        w, h = size
        self._me = view.viewer if view.viewer is not None else 0
        area_w, area_h = w - PANEL - 20, h - BOTTOM - 16
        mw, mh = self.board.size
        self.scale = min(area_w / mw, area_h / mh)
        self.map_rect = pygame.Rect(10, 8, round(mw * self.scale), round(mh * self.scale))
        zones: dict[str, pygame.Rect] = {}
        self.polygons = {}
        for rid, region in self.board.regions.items():
            poly = [self.to_screen(p) for p in region.polygon]
            self.polygons[rid] = poly
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            zones[f"region:{rid}"] = pygame.Rect(
                min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
            )
        top = self.map_rect.bottom + 6
        zones["bar"] = pygame.Rect(10, top, w - PANEL - 20, 2 * 38)
        zones[f"bank:{self._me}"] = pygame.Rect(20, top + 84, 70, BOTTOM - 100)
        zones[f"hand:{self._me}"] = pygame.Rect(100, top + 84, 8 * (CARD_W + 6), BOTTOM - 100)
        left = zones[f"hand:{self._me}"].right + 10
        zones["players"] = pygame.Rect(left, top + 80, w - PANEL - 10 - left, h - top - 88)
        self.layout = Layout(size, zones, {})
        return self.layout

    def placements(self, view: DuneState) -> list[Placement]:
        out: list[Placement] = []
        me = self._me
        for rid, counts in view.tokens.items():
            seats = [s for s in range(4) if counts[s] > 0]
            anchor = self.to_screen(self.board.regions[rid].anchor)
            for i, seat in enumerate(seats):
                dx = (i - (len(seats) - 1) / 2) * (TOKEN_W + 4)
                out.append(
                    Placement(
                        f"stack:{rid}:{seat}",
                        f"region:{rid}",
                        (round(anchor[0] + dx), anchor[1]),
                        TOKEN_W,
                        f"token:{seat}:{counts[seat]}",
                        draggable=seat == me,
                        height=TOKEN_W,
                    )
                )
        for rid, n in view.hidden.items():
            if n:
                at = self.to_screen(self.board.regions[rid].hidden_anchor)
                out.append(
                    Placement(
                        f"hidden:{rid}", f"region:{rid}", at, TOKEN_W, f"hidden:{n}", False, TOKEN_W
                    )
                )
        bank = self.layout.zones[f"bank:{me}"]
        out.append(
            Placement(
                f"bank:{me}",
                f"bank:{me}",
                (bank.centerx, bank.y + 30),
                40,
                f"token:{me}:{view.reserve(me)}",
                draggable=True,
                height=40,
            )
        )
        hand = self.layout.zones[f"hand:{me}"]
        cards = list(view.players[me].hand.cards) + list(view.players[me].secret.cards)
        for i, card in enumerate(cards):
            center = (
                hand.x + CARD_W // 2 + i * (CARD_W + 6),
                hand.y + playing.height_for(CARD_W) // 2,
            )
            out.append(Placement(card, f"hand:{me}", center, CARD_W, card))
        if view.auction.cards:
            bar = self.layout.zones["bar"]
            card = view.auction.cards[0]
            out.append(
                Placement("auction", "auction", (bar.right - CARD_W, bar.y + 40), CARD_W, card)
            )
        return out

    def spawn_points(self) -> dict[str, tuple[int, int]]:
        return {}

    def region_at(self, pos: tuple[int, int]) -> str | None:
        for rid, poly in self.polygons.items():
            if inside(pos, tuple(poly)):
                return rid
        return None

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        rid = self.region_at(pos)
        return f"region:{rid}" if rid else None

    def thing_at(self, pos: tuple[int, int]) -> str | None:
        rid = self.region_at(pos)
        if rid:
            return f"region:{rid}"
        for seat, rect in enumerate(self._player_rects()):
            if rect.collidepoint(pos):
                return f"player:{seat}"
        return None

    # -- gestures ------------------------------------------------------------------------------

    def on_refresh(self, view: DuneState) -> None:
        """Spot news worth a moment on screen: a roll of the dice, a battle's reveal."""
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
        fight = (view.work.get(BATTLE) or {}).get("fight") or {}
        if fight.get("plans"):
            key = (view.turn, fight["region"], fight["attacker"], fight["defender"])
            if "fight" in self._seen and key != self._seen["fight"]:
                self._show_reveal(view, fight)
            self._seen["fight"] = key
        else:
            self._seen["fight"] = None

    def _show_reveal(self, view: DuneState, fight: dict[str, Any]) -> None:
        attacker, defender = int(fight["attacker"]), int(fight["defender"])
        plans, totals = fight["plans"], fight["totals"]
        lines = [f"Battle in {fight['region']}: the plans are revealed"]
        for seat, side, total in (
            (attacker, "attacker", totals[0]),
            (defender, "defender", totals[1]),
        ):
            plan = plans[side]
            card = plan["artifact"] or "no artifact"
            lines.append(f"{FACTION_NAMES[seat]} ({side}): army {plan['n']}, {card}, total {total}")
        lines.append(f"The {FACTION_NAMES[int(fight['winner'])]} win, unless someone betrays.")
        self.reveal = lines
        self.reveal_cards = [plans["attacker"]["artifact"], plans["defender"]["artifact"]]
        self.reveal_time = 0.0

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
        if self.reveal is not None:
            self.reveal_time += dt

    def busy(self) -> bool:
        """Bots wait while the dice roll, the dragon walks, or a reveal is fresh."""
        fresh_reveal = self.reveal is not None and self.reveal_time < REVEAL_HOLD
        return self.dice is not None or self.walk is not None or fresh_reveal

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
        offered = [m for m in legal if m.gesture is None and m.kind not in FINISH]
        self.bar.update(offered, self.layout.zones.get("bar", pygame.Rect(0, 0, 0, 0)))
        out = []
        for kind, label in FINISH.items():
            move = next((m for m in legal if m.kind == kind), None)
            if move is not None:
                out.append(Button(f"{label}  [E]", pygame.K_e, move))
        return out[:2]

    # -- carrying part of a stack ------------------------------------------------------------

    def start_hold(self, view: DuneState, piece: str, face: str) -> str:
        """Picking up a stack carries all of it; the wheel, 1–9, + and − carry fewer."""
        most = self._stack_size(view, piece)
        if piece.startswith("bank:"):  # the reserve: as many as some recruitment allows
            counts = [m.get("n", 0) for m in self._legal if m.gesture and m.gesture.piece == piece]
            most = min(most, max(counts, default=most))
        if most <= 0:
            self.held = None
            return face
        seat = -1 if piece.startswith("hidden:") else int(piece.rsplit(":", 1)[1])
        self.held = (seat, most, most)
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

    def hold_hint(self) -> str:
        if self.held is None:
            return ""
        _, n, most = self.held
        if most == 1:
            return "Carrying 1 token"
        return f"Carrying {n} of {most}: wheel, 1–9, + or − to change"

    def drop_args(self) -> dict[str, Any]:
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
        if name in ("target", "opponent", "proposer") and isinstance(value, int):
            return FACTION_NAMES[value]
        if value is None:
            return "no artifact" if name == "artifact" else "none"
        if kind == "choose_army" and name == "n":
            return f"army {value}"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, tuple):
            return "-".join(str(v) for v in value) if value else "none"
        if name in ("amount", "n", "army"):
            return f"{name} {value}" if name != "amount" else f"{value} gold"
        return str(value)

    def status(self, view: DuneState) -> list[str]:
        lines = [
            f"Turn {view.turn} of 6" if view.turn else "Setting up",
            ROUND_NAMES.get(view.round, view.round),
        ]
        if view.result is not None:
            lines.append(view.result.summary)
        elif view.pending is not None:
            who = " and ".join(f"{view.name(s)} ({FACTION_NAMES[s]})" for s in view.pending.seats)
            lines.append(f"{who}: {view.pending.prompt}" if view.pending.prompt else who)
        if self.map_problem:
            lines.append(self.map_problem)
        return lines

    def hover_text(self, view: DuneState, pos: tuple[int, int], piece: str | None) -> list[str]:
        if piece and self.enlargeable(piece) and len(piece) <= 3:
            return [f"{piece}: {role_of(piece)}"]
        thing = self.thing_at(pos)
        if thing is None:
            return []
        kind, _, key = thing.partition(":")
        if kind == "player":
            return self._player_text(view, int(key))
        region = self.board.regions[key]
        extras = [
            word
            for word, flag in (
                ("neutral palace", region.neutral),
                ("griffins", region.travel_bonus),
                ("Orcish", region.orcish),
            )
            if flag
        ]
        head = f"{key}: {region.kind}" + (f" ({', '.join(extras)})" if extras else "")
        owner = view.controller(key)
        lines = [
            head,
            f"Controlled by the {FACTION_NAMES[owner]}"
            if owner is not None
            else "Nobody controls it",
        ]
        counts = view.tokens.get(key)
        if counts:
            lines.append(
                "Tokens: "
                + ", ".join(f"{FACTION_NAMES[s]} {counts[s]}" for s in range(4) if counts[s])
            )
        if view.hidden.get(key):
            lines.append(f"Hidden Elves: {view.hidden[key]}")
        if region.is_plain:
            lines.append(f"Gold here: {view.gold_on.get(key, 0)}  ·  dragon number {region.track}")
        return lines

    def _player_text(self, view: DuneState, seat: int) -> list[str]:
        p = view.players[seat]
        ally = FACTION_NAMES[p.ally] if p.ally is not None else "none"
        return [
            f"{FACTION_NAMES[seat]} ({view.name(seat)}): {p.gold} gold, {len(p.hand)} artifacts",
            f"Reserve {view.reserve(seat)}, graveyard {p.graveyard}, ally {ally}",
            "Declared: " + (", ".join(p.declared.cards) or "nothing"),
        ]

    # -- drawing -------------------------------------------------------------------------------

    def _player_rects(self) -> list[pygame.Rect]:
        area = self.layout.zones.get("players")
        if area is None:
            return []
        width, height = area.width // 2, min(80, area.height // 2)
        return [
            pygame.Rect(area.x + (i % 2) * width, area.y + (i // 2) * height, width - 6, height - 4)
            for i in range(4)
        ]

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
                image = _text(str(gold), 13, True, (40, 30, 10))
                surface.blit(image, image.get_rect(center=at))
        self._draw_dragon(surface, view)
        self.bar.draw(surface)
        self._draw_players(surface, view)
        bank = self.layout.zones[f"bank:{self._me}"]
        label = _text("reserve", 13, False, DIM)
        surface.blit(label, label.get_rect(midtop=(bank.centerx, bank.y + 54)))

    def _draw_dragon(self, surface: pygame.Surface, view: DuneState) -> None:
        if not view.dragon or view.dragon not in self.board.track:
            return
        for n in view.last_path:
            if n in self.board.track:
                pygame.draw.circle(surface, (200, 60, 40), self.to_screen(self.board.track[n]), 6)
        at = self.to_screen(self._dragon_point(view))
        pygame.draw.circle(surface, (150, 30, 30), at, 16)
        pygame.draw.circle(surface, GOLD, at, 16, 3)
        image = _text("D", 14, True, INK)
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

    def _draw_players(self, surface: pygame.Surface, view: DuneState) -> None:
        for seat, rect in enumerate(self._player_rects()):
            p = view.players[seat]
            pygame.draw.rect(surface, (34, 38, 46), rect, border_radius=8)
            edge = GOLD if seat == view.emperor else FACTION_COLOURS[seat]
            pygame.draw.rect(surface, edge, rect, 2, border_radius=8)
            head = _text(f"{FACTION_NAMES[seat]} · {view.name(seat)}", 14, True, INK)
            surface.blit(head, (rect.x + 8, rect.y + 4))
            second = f"{view.reserve(seat)} in reserve"
            if p.graveyard:
                second += f" · {p.graveyard} dead"
            third = ["Emperor"] if seat == view.emperor else []
            if p.ally is not None:
                third.append(f"ally {FACTION_NAMES[p.ally]}")
            lines = [f"{p.gold} gold · {len(p.hand)} artifacts", second, " · ".join(third)]
            for i, line in enumerate(lines):
                surface.blit(_text(line, 12, False, DIM), (rect.x + 8, rect.y + 24 + i * 16))

    def draw_over(self, surface: pygame.Surface, view: DuneState) -> None:
        if self.held is not None and self.held[1] < self.held[2] and self.held_at is not None:
            seat, n, most = self.held
            face = hidden_token(most - n, TOKEN_W) if seat < 0 else token(seat, most - n, TOKEN_W)
            surface.blit(face, face.get_rect(center=self.held_at))
        if self.dice is not None:
            self.dice.draw(surface)
        if self.reveal is not None:
            self._draw_reveal(surface)

    def _draw_reveal(self, surface: pygame.Surface) -> None:
        """Both battle plans at once, face up, over the map until a click."""
        assert self.reveal is not None
        box = pygame.Rect(0, 0, 560, 250)
        box.center = self.map_rect.center
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((22, 24, 30, 235))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
        head = font(18, True).render(self.reveal[0], True, GOLD)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + 10)))
        for i, (line, card) in enumerate(zip(self.reveal[1:3], self.reveal_cards, strict=True)):
            x = box.x + 20 + i * (box.width // 2)
            if card is not None:
                surface.blit(playing.face(card, 64, role_of(card)), (x, box.y + 44))
            else:
                pygame.draw.rect(surface, DIM, (x, box.y + 44, 64, 90), 1, border_radius=6)
            words = font(14).render(line.split(": ", 1)[0], True, INK)
            surface.blit(words, (x + 74, box.y + 50))
            rest = font(14).render(line.split(": ", 1)[1], True, DIM)
            surface.blit(rest, (x + 74, box.y + 72))
        tail = font(15).render(self.reveal[3], True, INK)
        surface.blit(tail, tail.get_rect(midtop=(box.centerx, box.y + 160)))
        hint = font(13).render("Click to continue", True, DIM)
        surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom - 28)))


@lru_cache(maxsize=256)
def _text(text: str, size: int, bold: bool, colour: tuple[int, int, int]) -> pygame.Surface:
    return font(size, bold).render(text, True, colour)


_TOKENS: dict[tuple[int, int, int], pygame.Surface] = {}


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
