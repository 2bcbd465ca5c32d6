"""Dominion: Draconium on screen: the Supply, the Trash or Recycling mat, Roost mats,
each player's cards, and the prompts of the effect stack.

The viewer sits at the bottom: resources, deck and discard on the left, the hand
as a fan, the play area above it (the active player's), the Supply and the other
players along the top. Hand cards are dragged to the play area to play them;
Supply piles are dragged onto the discard pile to buy them. A card's question is
answered by clicking hand cards and Done (choose cards from hand), by clicking
cards shown in the prompt strip (cards from elsewhere), by clicking a glowing
Supply pile (choose a gain), or by a row of chips. Everything is drawn from the
view of the seat at the screen; nothing here changes state or decides legality.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game import paths
from game.core.move import Move
from game.core.zones import HIDDEN_CARD
from game.games.draconium import mats
from game.games.draconium.cards import default_catalog, name_of
from game.games.draconium.state import ACTION, BUY, DRAGON, PHASE_NAMES, DraconiumState
from game.games.draconium.table.draw import DraconiumDrawing
from game.games.draconium.table.faces import DominionFaces, load_dominion_layout
from game.games.draconium.table.layout import (
    FINISH,
    HAND_W,
    KIND_LABELS,
    LEFT_W,
    LOCKABLE,
    LOCKED,
    MIN_PLAY_H,
    OPP_CARD_W,
    OPP_H,
    PICK_W,
    PILE_W,
    TRASH_W,
)
from game.games.draconium.table.roost import roosts_lines
from game.table.choices import ChoiceBar
from game.table.kit import PANEL, Button, Grab, KitDefaults, Layout
from game.table.sprites import Placement


class DraconiumTableView(DraconiumDrawing, KitDefaults):
    """Lays out and draws a Dominion: Draconium view; turns clicks into moves."""

    def __init__(self, faces: DominionFaces) -> None:
        self.faces = faces
        self.layout = Layout()
        self.bar = ChoiceBar(self._describe, self._kind_label)
        self.selected: list[str] = []  # cards picked for a choose_cards question
        self.holding = ""  # the zone of the piece in hand while dragging
        self.piles: dict[str, pygame.Rect] = {}
        self.roost_rects: dict[int, pygame.Rect] = {}
        self.bar_area = pygame.Rect(0, 0, 0, 0)
        self._me = 0
        self._view: DraconiumState | None = None
        self._legal: list[Move] = []
        self._question: tuple[Any, ...] = ()
        self._static: pygame.Surface | None = None
        self._badges: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._picked: list[pygame.Rect] = []  # where the picked cards rest, to outline them

    # -- faces --------------------------------------------------------------------------

    def face(self, key: str, width: int) -> pygame.Surface:
        return self.faces.face(key, width)

    def enlargeable(self, key: str) -> bool:
        return key != HIDDEN_CARD and self.faces.spec(key) is not None

    # -- geometry -------------------------------------------------------------------------

    def arrange(self, view: DraconiumState, size: tuple[int, int]) -> Layout:
        w, h = size
        area = w - PANEL
        me = self._me = view.viewer if view.viewer is not None else 0
        zones: dict[str, pygame.Rect] = {}
        others = view.others(me)
        box_w = (area - 20 - 8 * (len(others) - 1)) // max(1, len(others))
        for i, seat in enumerate(others):
            zones[f"player:{seat}"] = pygame.Rect(10 + i * (box_w + 8), 6, box_w, OPP_H)
        # the Supply: basic piles (Treasures above, the rest below), then 2 rows of Kingdom
        top = OPP_H + 12
        basics = [p for p in view.supply if p not in view.kingdom]
        treasures = [p for p in basics if self._is(p, "Treasure")]
        rest = [p for p in basics if p not in treasures]
        kingdom = list(view.kingdom)
        half = (len(kingdom) + 1) // 2
        rows = [(treasures, kingdom[:half]), (rest, kingdom[half:])]
        basic_cols = max(len(treasures), len(rest), 1)
        cols = basic_cols + max(half, 1)
        by_width = (area - 20 - TRASH_W - 20 - 6 * (cols - 1)) // cols
        # Two rows of piles must leave room below for the play area, prompt and hand.
        room = h - (OPP_H + 12) - 6 - 8 - MIN_PLAY_H - 80 - 196
        aspect_w, aspect_h = self.faces.layout.aspect
        by_height = (room // 2) * aspect_w // aspect_h
        tile_w = max(24, min(84, by_width, by_height))
        tile_h = self.height_for(tile_w)
        self.piles = {}
        for r, (left, right) in enumerate(rows):
            y = top + r * (tile_h + 6)
            for i, pile in enumerate(left):
                self.piles[pile] = pygame.Rect(10 + i * (tile_w + 6), y, tile_w, tile_h)
            x0 = 10 + basic_cols * (tile_w + 6) + 14
            for i, pile in enumerate(right):
                self.piles[pile] = pygame.Rect(x0 + i * (tile_w + 6), y, tile_w, tile_h)
        for pile, rect in self.piles.items():
            zones[f"supply:{pile}"] = rect
        supply_bottom = top + 2 * tile_h + 6
        zones["trash"] = pygame.Rect(area - 10 - TRASH_W, top, TRASH_W, supply_bottom - top)
        # the middle: the play area, the prompt strip; the bottom: the hand
        hand = pygame.Rect(20 + LEFT_W, h - 196, area - 30 - LEFT_W, 190)
        prompt = pygame.Rect(hand.x, hand.y - 80, hand.w, 74)
        play = pygame.Rect(hand.x, supply_bottom + 8, hand.w, prompt.y - 6 - supply_bottom - 8)
        zones[f"hand:{me}"] = hand
        zones["prompt"] = prompt
        zones[f"play:{me}"] = play
        zones["resources"] = pygame.Rect(10, play.y, LEFT_W, play.h)
        pile_h = self.height_for(PILE_W)
        zones[f"deck:{me}"] = pygame.Rect(14, hand.y + 22, PILE_W, pile_h)
        zones[f"discard:{me}"] = pygame.Rect(14 + PILE_W + 12, hand.y + 22, PILE_W, pile_h)
        self.roost_rects = {}
        if mats.roosts(view):
            self.roost_rects[me] = pygame.Rect(10, prompt.y, LEFT_W, prompt.h)
            for seat in others:
                box = zones[f"player:{seat}"]
                wide = min(360, box.w - OPP_CARD_W - 28)
                self.roost_rects[seat] = pygame.Rect(box.x + 8, box.y + 48, wide, box.h - 54)
        for seat, rect in self.roost_rects.items():
            zones[f"roost:{seat}"] = rect
        self.layout = Layout(size, zones, {})
        return self.layout

    def _is(self, pile: str, kind: str) -> bool:
        spec = self.faces.spec(pile)
        return spec is not None and kind in spec.types

    def placements(self, view: DraconiumState) -> list[Placement]:
        """Every card on screen, bottom to top; hidden cards only ever come as backs."""
        me, zones = self._me, self.layout.zones
        out: list[Placement] = []
        self._picked = []
        gain_by_click = self._gain_by_click(view)
        for pile, rect in self.piles.items():
            cards = view.supply[pile].cards
            if cards:  # a Supply pile is public: its top card is its face
                top = cards[-1]
                out.append(
                    Placement(top, f"supply:{pile}", rect.center, rect.w, top, not gain_by_click)
                )
        for seat in view.others(me):
            box = zones[f"player:{seat}"]
            theirs = view.players[seat].discard.cards
            if theirs and theirs[-1] != HIDDEN_CARD:
                h = self.height_for(OPP_CARD_W)
                centre = (box.right - 10 - OPP_CARD_W // 2, box.y + 8 + h // 2)
                top = theirs[-1]
                out.append(Placement(top, f"discard:{seat}", centre, OPP_CARD_W, top))
        out += self._play_area(view)
        p = view.players[me]
        deck, discard = zones[f"deck:{me}"], zones[f"discard:{me}"]
        if p.deck.cards:
            out.append(Placement(f"deck:{me}", f"deck:{me}", deck.center, PILE_W, HIDDEN_CARD))
        if p.discard.cards and p.discard.cards[-1] != HIDDEN_CARD:
            top = p.discard.cards[-1]
            out.append(Placement(top, f"discard:{me}", discard.center, PILE_W, top))
        out += self._strip(view)
        out += self._fan(view)
        return out

    def _play_area(self, view: DraconiumState) -> list[Placement]:
        """The active player's cards in play, set aside, then anyone's revealed cards."""
        zone = self.layout.zones[f"play:{self._me}"]
        active = view.players[view.active]
        groups = [active.play.cards + active.aside.cards]
        groups += [p.reveal.cards for p in view.players if p.reveal.cards]
        cards = [c for group in groups for c in group if c != HIDDEN_CARD]
        if not cards:
            return []
        room = zone.w - 16 - (130 if self._beast_away(view, view.active) else 0)
        width = min(80, round((zone.h - 10) * 5 / 7))
        height = self.height_for(width)
        gaps = len([g for g in groups if g]) - 1
        step = min(width + 6, (room - width - gaps * 16) / max(1, len(cards) - 1))
        out, x = [], zone.x + 8 + width / 2
        for g, group in enumerate(g for g in groups if g):
            for card in group:
                if card == HIDDEN_CARD:
                    continue
                owner = "play" if g == 0 else "reveal"
                centre = (round(x), zone.y + 5 + height // 2)
                out.append(Placement(card, f"{owner}:{view.active}", centre, width, card))
                x += step
            x += 16
        return out

    def _strip(self, view: DraconiumState) -> list[Placement]:
        """Cards to pick that are not in your hand, and cards only you are looking at."""
        zone = self.layout.zones["prompt"]
        out: list[Placement] = []
        h = self.height_for(PICK_W)
        if self._choosing(view) and not self._from_hand(view):
            assert view.pending is not None
            x = zone.x + 8 + PICK_W // 2
            for card in view.pending.choices:
                lift = 4 if card in self.selected else 0
                centre = (x, zone.bottom - h // 2 - 2 - lift)
                if lift:
                    self._picked.append(pygame.Rect(x - PICK_W // 2, centre[1] - h // 2, PICK_W, h))
                out.append(Placement(f"pick:{card}", "prompt", centre, PICK_W, card, True))
                x += PICK_W + 8
        looked = [c for c in view.players[self._me].look.cards if c != HIDDEN_CARD]
        for i, card in enumerate(reversed(looked)):
            centre = (zone.right - 8 - PICK_W // 2 - i * (PICK_W + 8), zone.bottom - h // 2 - 2)
            out.append(Placement(f"look:{card}", "prompt", centre, PICK_W, card))
        return out

    def _fan(self, view: DraconiumState) -> list[Placement]:
        zone = self.layout.zones[f"hand:{self._me}"]
        hand = [c for c in view.players[self._me].hand.cards if c != HIDDEN_CARD]
        n = len(hand)
        height = self.height_for(HAND_W)
        step = min(HAND_W + 8, (zone.w - HAND_W) / max(1, n - 1))
        left = zone.centerx - step * (n - 1) / 2
        mid = (n - 1) / 2
        out = []
        for i, card in enumerate(hand):
            drop = round(((i - mid) / max(1.0, mid)) ** 2 * 10)  # the fan's gentle arc
            lift = 20 if card in self.selected else 0
            centre = (round(left + i * step), zone.y + 8 + height // 2 + drop - lift)
            if lift:
                self._picked.append(
                    pygame.Rect(0, 0, HAND_W, height).move(
                        centre[0] - HAND_W // 2, centre[1] - height // 2
                    )
                )
            out.append(Placement(card, f"hand:{self._me}", centre, HAND_W, card, True))
        return out

    def spawn_points(self) -> dict[str, tuple[int, int]]:
        """New hand cards come from your deck."""
        deck = self.layout.zones.get(f"deck:{self._me}")
        return {f"hand:{self._me}": deck.center} if deck else {}

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        """Hand cards go to your play area; Supply cards anywhere on your side (to discard)."""
        zones, me = self.layout.zones, self._me
        if self.holding.startswith("supply:"):
            mine = zones[f"hand:{me}"].union(zones[f"deck:{me}"]).union(zones[f"discard:{me}"])
            mine.x, mine.w = 0, mine.right  # the whole bottom, the left column included
            return f"discard:{me}" if mine.collidepoint(pos) else None
        play = zones[f"play:{me}"]
        if play.collidepoint(pos) or zones["prompt"].collidepoint(pos):
            return f"play:{me}"
        return None

    def thing_at(self, pos: tuple[int, int]) -> str | None:
        zones = self.layout.zones
        for seat, rect in self.roost_rects.items():
            if rect.collidepoint(pos):
                return f"roost:{seat}"
        for key in ("trash", "resources", f"deck:{self._me}", f"discard:{self._me}"):
            if zones[key].collidepoint(pos):
                return key
        for pile, rect in self.piles.items():
            if rect.collidepoint(pos):
                return f"supply:{pile}"
        for key, rect in zones.items():
            if key.startswith("player:") and rect.collidepoint(pos):
                return key
        return None

    # -- the question being asked ---------------------------------------------------------

    def _choosing(self, view: DraconiumState) -> bool:
        """A card asks the viewer to pick cards (Cellar, Chapel, Militia's discard …)."""
        p = view.pending
        return (
            p is not None
            and view.asking is not None
            and p.kind == "choose_cards"
            and self._me in p.seats
        )

    def _from_hand(self, view: DraconiumState) -> bool:
        assert view.pending is not None
        hand = view.players[self._me].hand.cards
        return all(c in hand for c in view.pending.choices)

    def _has(self, kind: str) -> bool:
        return any(m.kind == kind for m in self._legal)

    def _gain_by_click(self, view: DraconiumState) -> bool:
        """A card lets the viewer gain a card: a click on a glowing Supply pile answers."""
        p = view.pending
        return (
            p is not None
            and view.asking is not None
            and p.kind == "choose_gain"
            and self._me in p.seats
        )

    def on_refresh(self, view: DraconiumState) -> None:
        self._view = view
        p = view.pending
        question = (p.kind, p.prompt, p.choices, tuple(p.seats)) if p else ()
        if question != self._question or not self._choosing(view):
            self.selected = []
        self._question = question
        self._static = None

    def press_piece(self, view: DraconiumState, piece: str) -> bool:
        """While choosing cards, a press picks or unpicks a card instead of lifting it."""
        if not self._choosing(view):
            return False
        assert view.pending is not None
        card = piece.removeprefix("pick:")
        if card not in view.pending.choices:
            return False
        if card in self.selected:
            self.selected.remove(card)
        elif view.pending.max == 1:
            self.selected = [card]
        elif len(self.selected) < view.pending.max:
            self.selected.append(card)
        return True

    def start_hold(self, view: DraconiumState, piece: str, face: str) -> str:
        sprite_zone = next((p.zone for p in self.placements(view) if p.piece == piece), "")
        self.holding = sprite_zone
        return face

    def end_hold(self) -> None:
        self.holding = ""

    def grab(self, view: DraconiumState, pos: tuple[int, int]) -> Grab | None:
        return None

    def click(self, view: DraconiumState, legal: list[Move], pos: tuple[int, int]) -> Move | None:
        """A chip of the prompt row, or a glowing Supply pile when a card lets you gain."""
        if self.bar_area.collidepoint(pos) and self.bar.hit(pos):
            return self.bar.click(pos)
        for pile, rect in self.piles.items():
            if rect.collidepoint(pos):
                return next(
                    (m for m in legal if m.kind == "choose_gain" and m["pile"] == pile), None
                )
        return None

    def _chosen_move(self, view: DraconiumState, legal: list[Move]) -> Move:
        """The legal answer with the picked cards (identical cards are interchangeable)."""
        want = Counter(name_of(c) for c in self.selected)
        for move in legal:
            if move.kind == "choose_cards" and Counter(name_of(c) for c in move["cards"]) == want:
                return move
        return Move.make(self._me, "choose_cards", cards=tuple(sorted(self.selected)))

    def buttons(self, view: DraconiumState, legal: list[Move]) -> list[Button]:
        self._legal = legal
        zone = self.layout.zones.get("prompt", pygame.Rect(0, 0, 0, 0))
        offered = [m for m in legal if m.gesture is None and m.kind not in FINISH]
        if self._gain_by_click(view):
            offered = [m for m in offered if m.kind != "choose_gain"]
        kinds = {m.kind for m in offered}
        self.bar_area = (
            zone.copy() if len(kinds) > 1 else pygame.Rect(zone.x, zone.y + 26, zone.w, zone.h - 26)
        )
        self.bar.update(offered, self.bar_area)
        if self._choosing(view):
            assert view.pending is not None
            lo, hi, n = view.pending.min, view.pending.max, len(self.selected)
            wanted = f"{lo}" if lo == hi else f"up to {hi}" if lo == 0 else f"{lo}–{hi}"
            move = self._chosen_move(view, legal)
            return [
                Button(
                    f"Done: {n} chosen of {wanted}  [D]", pygame.K_d, move, enabled=lo <= n <= hi
                )
            ]
        out = []
        steps = [m for m in legal if m.kind == "resolve_dragon_phase"]
        if len(steps) == 1:
            out.append(Button("Dragon phase step  [E]", pygame.K_e, steps[0]))
        for i, step in enumerate(steps if len(steps) > 1 else []):  # R2: which beast first
            mat = mats.mats_of(view, step.seat)[step["beast"]]
            name = mat.beast.name if mat.beast else "beast"
            key = (pygame.K_e, pygame.K_r)[i]
            out.append(Button(f"Step: {name}  [{'ER'[i]}]", key, step))
        treasures = next((m for m in legal if m.kind == "play_all_treasures"), None)
        if treasures is not None:
            out.append(Button("Play all treasures  [T]", pygame.K_t, treasures))
        end = next((m for m in legal if m.kind == "end_phase"), None)
        if end is not None:
            out.append(Button("End phase  [E]", pygame.K_e, end))
        return out

    def _describe(self, kind: str, name: str, value: Any) -> str:
        view = self._view
        if kind == "choose_option" and view is not None and view.pending is not None:
            return str(view.pending.choices[value]) if value < len(view.pending.choices) else "?"
        if kind == "choose_gain":
            spec = self.faces.spec(value)
            return f"{value} ${spec.cost}" if spec is not None else str(value)
        if kind == "may":
            return str(value).capitalize()
        if kind == "reveal_clandestine" and name == "answer":
            return "Reveal" if value == "yes" else "Keep hidden"
        if kind == "order_cards":
            return " › ".join(name_of(c) for c in value)
        if isinstance(value, str):
            return name_of(value)
        return str(value)

    def _kind_label(self, kind: str) -> str:
        if kind == "pass":
            asked = self._view.pending.kind if self._view and self._view.pending else ""
            skip = {
                "reaction": "Don't reveal",
                "play_action": "Play nothing",
                "invest": "Don't invest",
            }
            return skip.get(asked, "Pass")
        return KIND_LABELS.get(kind, kind.replace("_", " ").capitalize())

    # -- words ----------------------------------------------------------------------------

    def status(self, view: DraconiumState) -> list[str]:
        if view.result is not None:
            return ["Game over", view.result.summary]
        active = view.name(view.active)
        lines = [f"{active} · {PHASE_NAMES.get(view.phase, view.phase)}"]
        pending = view.pending
        if pending is not None and view.asking is not None:
            if self._me in pending.seats:
                lines.append(pending.prompt)
            else:
                who = " and ".join(view.name(s) for s in pending.seats)
                lines.append(f"Waiting for {who}: {pending.prompt}")
        lines.append(f"Actions {view.actions}  ·  Buys {view.buys}  ·  ${view.coins}")
        lines.append(f"{active}'s turn {view.players[view.active].turns}")
        locked = [p for p in LOCKABLE if p in view.supply and self._locked(view, p)]
        if locked:
            lines.append(f"Locked until a Dragon grows: {', '.join(locked)}.")
        return lines

    def _turn_hint(self, view: DraconiumState) -> str:
        if view.result is not None:
            return view.result.summary
        pending = view.pending
        if pending is None:
            return ""
        if self._me not in pending.seats:
            who = " and ".join(view.name(s) for s in pending.seats)
            return f"{who} is choosing…" if view.asking is not None else f"{who} is playing."
        if view.asking is not None:
            if self._choosing(view):
                where = "in your hand" if self._from_hand(view) else "below"
                return f"{pending.prompt}  Click cards {where}, then Done."
            if self._gain_by_click(view):
                return f"{pending.prompt}  Click a glowing Supply pile."
            return pending.prompt
        if view.phase == DRAGON:
            return "Your Dragon phase: each beast takes its one step first [E]."
        if view.phase == ACTION:
            return "Drag an Action card to your play area to play it, or end the phase [E]."
        if view.phase == BUY and view.buys == 0:
            return "No Buys left: end your turn [E]."
        if view.phase == BUY and (view.bought or not self._has("play_all_treasures")):
            return "Drag another Supply pile onto your discard pile, or end your turn [E]."
        if view.phase == BUY:
            return "Play Treasures [T], then drag a Supply pile onto your discard pile to buy it."
        return pending.prompt

    def hover_text(
        self, view: DraconiumState, pos: tuple[int, int], piece: str | None
    ) -> list[str]:
        if piece is None:
            return []
        if piece.startswith("roost:"):
            seat = int(piece.split(":")[1])
            roosts = mats.mats_of(view, seat)
            return roosts_lines(roosts, view.name(seat)) if roosts else []
        if piece == "trash":
            where = "Recycling mat" if mats.recycling(view) else "Trash"
            counts = self._grouped(view.trash.cards)
            listed = ", ".join(f"{n} ×{k}" for n, k in counts) or "nothing yet"
            return [f"The {where} ({len(view.trash.cards)} cards, public): {listed}"]
        if piece == "resources":
            who = view.name(view.active)
            return [f"{who} has {view.actions} Actions, {view.buys} Buys and ${view.coins}."]
        if piece.startswith(("deck:", "discard:")):
            p = view.players[self._me]
            if piece.startswith("deck:"):
                return [f"Your deck: {len(p.deck)} cards, face down."]
            top = name_of(p.discard.cards[-1]) if p.discard.cards else "nothing"
            return [f"Your discard pile: {len(p.discard)} cards; {top} on top."]
        if piece.startswith("player:"):
            seat = int(piece.split(":")[1])
            p = view.players[seat]
            return [
                f"{view.name(seat)}: {len(p.hand)} cards in hand, {len(p.deck)} in their deck, "
                f"{len(p.discard)} in their discard pile ({p.turns} turns taken)."
            ]
        pile = piece.removeprefix("supply:")
        for name, rect in self.piles.items():
            if rect.collidepoint(pos) and (name == pile or self.enlargeable(piece)):
                return self._pile_lines(view, name)
        return []

    def _pile_lines(self, view: DraconiumState, pile: str) -> list[str]:
        n = len(view.supply[pile].cards)
        lines = [f"{pile}: {n} left in the Supply." if n else f"The {pile} pile is empty."]
        if self._locked(view, pile):
            lines.append(LOCKED)
        elif any(m.kind == "buy" and m["pile"] == pile for m in self._legal):
            lines.append("Drag it onto your discard pile to buy it.")
        elif any(m.kind == "choose_gain" and m["pile"] == pile for m in self._legal):
            lines.append("Click it (or drag it to your discard pile) to gain it.")
        return lines


def draconium_kit(ruleset: Any) -> DraconiumTableView:
    layout = load_dominion_layout(paths.asset("layouts", "draconium.toml"))
    return DraconiumTableView(DominionFaces(default_catalog(), layout))
