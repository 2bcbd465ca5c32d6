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
from pathlib import Path
from typing import Any

import pygame

from game import paths
from game.core.move import Move
from game.core.words import plural
from game.core.zones import HIDDEN_CARD
from game.games.draconium import mats
from game.games.draconium.cards import name_of
from game.games.draconium.state import ACTION, BUY, DRAGON, PHASE_NAMES, DraconiumState
from game.games.draconium.table import geometry, words
from game.games.draconium.table.faces import DominionFaces, load_dominion_layout
from game.games.draconium.table.help import DraconiumHelp
from game.games.draconium.table.layout import (
    FINISH,
    KIND_LABELS,
    LOCKABLE,
    OPP_CARD_W,
    PICK_W,
    TILE,
)
from game.games.draconium.table.layout import LOCKED as LOCKED  # the lock's words, for tests
from game.games.draconium.table.tiles import Tiles
from game.table.choices import ChoiceBar
from game.table.kit import Button, Grab, KitDefaults, Layout, Mark
from game.table.sprites import Placement


class DraconiumTableView(DraconiumHelp, KitDefaults):
    """Lays out and draws a Dominion: Draconium view; turns clicks into moves."""

    def __init__(self, faces: DominionFaces, rules: Any = None) -> None:
        if rules is None:
            from game.games.draconium.rules import DraconiumRuleset

            rules = DraconiumRuleset()
        self.rules = rules  # asked why a buy would be refused; never changes anything
        self.faces = faces
        self.faces_path: Path | None = None  # the layout file the faces are drawn from
        self.layout = Layout()
        self.geometry = geometry.Geometry()
        self.tiles = Tiles(faces)
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
        # where the picked cards rest, to outline them, and the word over each
        self._picked: list[tuple[pygame.Rect, str]] = []

    # -- faces --------------------------------------------------------------------------

    def reload_faces(self, layout: Path) -> None:
        """Draw every face again from `layout` (the designer saved it): the game goes on,
        only the pictures change. A damaged file raises DataError and changes nothing."""
        faces = DominionFaces(self.faces.catalog, load_dominion_layout(layout))
        self.faces, self.tiles, self.faces_path = faces, Tiles(faces), layout
        self._static = None

    def face(self, key: str, width: int) -> pygame.Surface:
        """A card's face; a Supply tile's key gives the tile at the tiles' width, and the
        whole card at any other (the enlarged card on hover)."""
        if key.startswith(TILE):
            card = key.removeprefix(TILE)
            rect = next(iter(self.piles.values()), None)
            if self.geometry.tiles and rect is not None and width == rect.w:
                return self.tiles.tile(card, rect.w, rect.h)
            return self.faces.face(card, width)
        return self.faces.face(key, width)

    def enlargeable(self, key: str) -> bool:
        key = key.removeprefix(TILE)
        return key != HIDDEN_CARD and self.faces.spec(key) is not None

    # -- geometry -------------------------------------------------------------------------

    def arrange(self, view: DraconiumState, size: tuple[int, int]) -> Layout:
        me = self._me = view.viewer if view.viewer is not None else 0
        kingdom = list(view.kingdom)
        self.geometry = g = geometry.arrange(
            size,
            me,
            view.others(me),
            [p for p in view.supply if p not in kingdom],
            kingdom,
            lambda pile: self._is(pile, "Treasure"),
            self.height_for,
            lambda pile: self._tile_name(view, pile),
            bool(mats.roosts(view)),
            list(view.nonsupply),
        )
        self.piles, self.roost_rects = g.piles, g.roost_rects
        self.layout = Layout(size, g.zones, {})
        return self.layout

    def _tile_name(self, view: DraconiumState, pile: str) -> str:
        """The name a tile shows: a Supply pile's top card, the Trash's, or a pile's
        outside the Supply."""
        if pile == geometry.TRASH:
            return "Recycling mat" if mats.recycling(view) else "Trash"
        pile = pile.removeprefix(geometry.ASIDE)
        cards = view.supply[pile].cards if pile in view.supply else []
        return name_of(cards[-1]) if cards and cards[-1] != HIDDEN_CARD else pile

    def _is(self, pile: str, kind: str) -> bool:
        spec = self.faces.spec(pile)
        return spec is not None and kind in spec.types

    def placements(self, view: DraconiumState) -> list[Placement]:
        """Every card on screen, bottom to top; hidden cards only ever come as backs."""
        me, zones = self._me, self.layout.zones
        out: list[Placement] = []
        self._picked = []
        gain_by_click = self._gain_by_click(view)
        tiled = self.geometry.tiles
        for pile, rect in self.piles.items():
            cards = view.supply[pile].cards
            if cards:  # a Supply pile is public: its top card is its face
                top = cards[-1]
                face = f"{TILE}{top}" if tiled else top
                out.append(
                    Placement(
                        top,
                        f"supply:{pile}",
                        rect.center,
                        rect.w,
                        face,
                        not gain_by_click,
                        rect.h if tiled else 0,
                    )
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
        discard = zones[f"discard:{me}"]
        pile_w = self.geometry.pile_w  # (the deck is drawn under the cards: its help shows)
        if p.discard.cards and p.discard.cards[-1] != HIDDEN_CARD:
            top = p.discard.cards[-1]
            out.append(Placement(top, f"discard:{me}", discard.center, pile_w, top))
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
        width = self.geometry.play_w
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
        picks = self._strip_picks(view)
        x = zone.x + 8 + PICK_W // 2
        for card in picks:
            lift = 4 if card in self.selected else 0
            centre = (x, zone.bottom - h // 2 - 2 - lift)
            if lift:
                rect = pygame.Rect(x - PICK_W // 2, centre[1] - h // 2, PICK_W, h)
                self._picked.append((rect, self._pick_tag(view, card)))
            out.append(Placement(f"pick:{card}", "prompt", centre, PICK_W, card, True))
            x += PICK_W + 8
        looked = [c for c in self._looked(view) if c not in picks]
        for i, card in enumerate(reversed(looked)):
            centre = (zone.right - 8 - PICK_W // 2 - i * (PICK_W + 8), zone.bottom - h // 2 - 2)
            out.append(Placement(f"look:{card}", "prompt", centre, PICK_W, card))
        return out

    def _fan(self, view: DraconiumState) -> list[Placement]:
        zone = self.layout.zones[f"hand:{self._me}"]
        hand = [c for c in view.players[self._me].hand.cards if c != HIDDEN_CARD]
        n = len(hand)
        hand_w = self.geometry.hand_w
        height = self.height_for(hand_w)
        step = min(hand_w + 8, (zone.w - hand_w) / max(1, n - 1))
        left = zone.centerx - step * (n - 1) / 2
        mid = (n - 1) / 2
        out = []
        for i, card in enumerate(hand):
            drop = round(((i - mid) / max(1.0, mid)) ** 2 * 10)  # the fan's gentle arc
            lift = 20 if card in self.selected else 0
            centre = (round(left + i * step), zone.y + 8 + height // 2 + drop - lift)
            if lift:
                rect = pygame.Rect(0, 0, hand_w, height)
                rect.center = centre
                self._picked.append((rect, "chosen"))
            out.append(Placement(card, f"hand:{self._me}", centre, hand_w, card, True))
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
            if key.startswith(("player:", geometry.ASIDE)) and rect.collidepoint(pos):
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

    def _looked(self, view: DraconiumState) -> list[str]:
        return [c for c in view.players[self._me].look.cards if c != HIDDEN_CARD]

    def _strip_picks(self, view: DraconiumState) -> list[str]:
        """The cards to click in the prompt strip: a choice of cards not in your hand, or
        cards to put in order."""
        if (self._choosing(view) and not self._from_hand(view)) or self._ordering(view):
            assert view.pending is not None
            return list(view.pending.choices)
        return []

    def _pick_tag(self, view: DraconiumState, card: str) -> str:
        """The word over a picked card: "chosen", or its place in the order."""
        if not self._ordering(view):
            return "chosen"
        i = self.selected.index(card)
        return "top" if i == 0 else f"{i + 1}."

    def _strip_span(self, view: DraconiumState) -> tuple[int, int]:
        """The free part of the prompt strip (left, right), beside the cards lying in it."""
        zone = self.layout.zones["prompt"]
        picks = len(self._strip_picks(view))
        looked = len([c for c in self._looked(view) if c not in self._strip_picks(view)])
        left = zone.x + 4 + picks * (PICK_W + 8) + (8 if picks else 0)
        right = zone.right - 4 - looked * (PICK_W + 8)
        return left, right

    def _ordering(self, view: DraconiumState) -> bool:
        """A card asks the viewer to put cards in order: they are clicked, top card first."""
        p = view.pending
        return (
            p is not None
            and view.asking is not None
            and p.kind == "order_cards"
            and self._me in p.seats
        )

    def _from_hand(self, view: DraconiumState) -> bool:
        assert view.pending is not None
        hand = view.players[self._me].hand.cards
        return all(c in hand for c in view.pending.choices)

    def _has(self, kind: str) -> bool:
        return any(m.kind == kind for m in self._legal)

    def _gain_by_click(self, view: DraconiumState) -> bool:
        """A card lets the viewer gain a card from the Supply: a click on a glowing Supply
        pile answers (a card from the Recycling mat, or nothing, is a chip)."""
        p = view.pending
        return (
            p is not None
            and view.asking is not None
            and p.kind == "choose_gain"
            and self._me in p.seats
            and any(choice in view.supply for choice in p.choices)
        )

    def on_refresh(self, view: DraconiumState) -> None:
        self._view = view
        p = view.pending
        question = (p.kind, p.prompt, p.choices, tuple(p.seats)) if p else ()
        if question != self._question or not (self._choosing(view) or self._ordering(view)):
            self.selected = []
        self._question = question
        self._static = None

    def press_piece(self, view: DraconiumState, piece: str) -> bool:
        """While choosing cards (or putting them in order), a press picks or unpicks a
        card instead of lifting it."""
        if not (self._choosing(view) or self._ordering(view)):
            return False
        assert view.pending is not None
        card = piece.removeprefix("pick:")
        if card not in view.pending.choices:
            return False
        if self._ordering(view):
            if card in self.selected:
                self.selected.remove(card)
            else:
                self.selected.append(card)
            return True
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
        if self._gain_by_click(view):  # Supply piles are clicked; the mat's cards are chips
            offered = [
                m for m in offered if m.kind != "choose_gain" or m["pile"] not in view.supply
            ]
        if self._ordering(view):  # the cards are clicked in order instead
            offered = [m for m in offered if m.kind != "order_cards"]
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
        if self._ordering(view):
            assert view.pending is not None
            n, total = len(self.selected), len(view.pending.choices)
            order = next(
                (
                    m
                    for m in legal
                    if m.kind == "order_cards" and tuple(m["cards"]) == tuple(self.selected)
                ),
                None,
            )
            return [
                Button(
                    f"Done: {n} of {total} in order  [D]",
                    pygame.K_d,
                    order,
                    enabled=order is not None,
                    help="Click the cards in the order they go back, the top card first.",
                )
            ]
        out = []
        steps = [m for m in legal if m.kind == "resolve_dragon_phase"]
        if len(steps) == 1:
            words = self.move_label(view, steps[0])
            out.append(Button("Dragon phase step  [E]", pygame.K_e, steps[0], help=words))
        for i, step in enumerate(steps if len(steps) > 1 else []):  # R2: which beast first
            mat = mats.mats_of(view, step.seat)[step["beast"]]
            name = mat.beast.name if mat.beast else "beast"
            key = (pygame.K_e, pygame.K_r)[i]
            words = self.move_label(view, step)
            out.append(Button(f"Step: {name}  [{'ER'[i]}]", key, step, help=words))
        if view.asking is None and view.active == self._me and view.phase in (ACTION, BUY):
            out += self._turn_buttons(view, legal)
        return out

    def _action_cards(self, view: DraconiumState) -> int:
        hand = view.players[self._me].hand.cards
        return sum(1 for c in hand if c != HIDDEN_CARD and self._is(c, "Action"))

    def _treasures_in_hand(self, view: DraconiumState) -> int:
        hand = view.players[self._me].hand.cards
        return sum(1 for c in hand if c != HIDDEN_CARD and self._is(c, "Treasure"))

    def _turn_buttons(self, view: DraconiumState, legal: list[Move]) -> list[Button]:
        """Play all Treasures [T] and the phase's end [E], in the words of the moment: E
        asks first when it would give up Action cards that could still be played; T in
        the Action phase is shown disabled, with the reason."""
        out: list[Button] = []
        agree = next((m for m in legal if m.kind == "agree_end"), None)
        if agree is not None:  # R41: a table still for long
            out.append(
                Button(
                    "End by agreement  [A]",
                    pygame.K_a,
                    agree,
                    confirm="Agree to end the game as a draw? It ends once every player agrees.",
                    help="Nothing has changed for many turns: agree to end the game as a "
                    "draw (every player must agree, each on their own turn).",
                )
            )
        treasures = next((m for m in legal if m.kind == "play_all_treasures"), None)
        label = "Play all Treasures  [T]"
        if treasures is not None:
            n = self._treasures_in_hand(view)
            out.append(
                Button(
                    label,
                    pygame.K_t,
                    treasures,
                    help=f"Play the {plural(n, 'Treasure')} in your hand at once.",
                )
            )
        elif view.phase == ACTION:
            why = "Treasures are played in your Buy phase: end your Action phase first [E]."
            out.append(Button(label, pygame.K_t, None, enabled=False, help=why))
        elif self._treasures_in_hand(view) and view.bought:
            why = "You can't play Treasures after buying a card this turn."
            out.append(Button(label, pygame.K_t, None, enabled=False, help=why))
        end = next((m for m in legal if m.kind == "end_phase"), None)
        if end is None:
            return out
        if view.phase == ACTION:
            playable = self._has("play_action")
            cards = self._action_cards(view)
            if playable:
                question = (
                    f"End your Action phase? You still have {plural(view.actions, 'Action')} "
                    f"and {plural(cards, 'Action card')} in hand."
                )
                out.append(
                    Button(
                        "End Action phase  [E]",
                        pygame.K_e,
                        end,
                        confirm=question,
                        help="Go on to your Buy phase without playing more Action cards.",
                    )
                )
            else:
                words = "No Actions left" if cards else "No Actions to play"
                out.append(  # (no room for "[E]" in the panel's button: the help says it)
                    Button(
                        f"{words} — go to Buy",
                        pygame.K_e,
                        end,
                        help="Go on to your Buy phase [E]: play Treasures, then buy cards.",
                    )
                )
            return out
        unplayed = self._treasures_in_hand(view) if treasures is not None else 0
        question = ""
        if unplayed and not view.bought and view.buys:
            question = (
                f"End your turn without buying? You have not played the "
                f"{plural(unplayed, 'Treasure')} in your hand."
            )
        out.append(
            Button(
                "End turn  [E]",
                pygame.K_e,
                end,
                confirm=question,
                help="Clean up: discard your hand and played cards, draw 5, and pass the turn.",
            )
        )
        return out

    def move_label(self, view: DraconiumState, move: Move) -> str:
        return words.move_words(view, move, self._cost)

    def _cost(self, card: str) -> int | None:
        spec = self.faces.spec(card)
        return None if spec is None else int(spec.cost)

    def marks(self, before: DraconiumState, after: DraconiumState) -> list[Mark]:
        return words.marks_between(before, after, self._me, self.layout.zones)

    def click_takes(self, zone: str) -> bool:
        """A plain click on a Supply pile buys it (or gains it, when a card lets you)."""
        return zone.startswith("supply:")

    def click_target(self, zone: str) -> str | None:
        """A bought or gained card goes to the discard pile of the seat at the screen."""
        return f"discard:{self._me}" if zone.startswith("supply:") else None

    def _describe(self, kind: str, name: str, value: Any) -> str:
        view = self._view
        if kind == "choose_option" and view is not None and view.pending is not None:
            return str(view.pending.choices[value]) if value < len(view.pending.choices) else "?"
        if kind == "choose_gain":  # a Supply pile, a card on the mat, or "nothing"
            spec = self.faces.spec(value)
            if spec is None:
                return str(value).capitalize()
            return f"{name_of(value)} ${spec.cost}"
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
        lines.append(
            f"{plural(view.actions, 'Action')}  ·  {plural(view.buys, 'Buy')}  ·  ${view.coins}"
        )
        # the game's turn (what a save's name and the Load screen say), then the player's
        lines.append(f"Turn {view.turn}: {active}'s turn {view.players[view.active].turns}")
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
                chips = any(c not in view.supply for c in pending.choices)
                return f"{pending.prompt}  Click a glowing Supply pile" + (
                    ", or choose below." if chips else "."
                )
            if self._ordering(view):
                return f"{pending.prompt}  Click the cards in order, the top one first, then Done."
            return pending.prompt
        if view.phase == DRAGON:
            return "Your Dragon phase: each beast takes its one step first [E]."
        if view.phase == ACTION:
            if self._has("play_action"):
                return "Drag an Action card to your play area to play it, or end the phase [E]."
            if self._action_cards(view):
                return "No Actions left to play your Action cards: go to your Buy phase [E]."
            return "No Action cards in your hand: go to your Buy phase [E]."
        if view.phase == BUY and view.buys == 0:
            return "No Buys left: end your turn [E]."
        if view.phase == BUY and self._has("play_all_treasures") and not view.bought:
            return "Play your Treasures [T], then click a Supply pile to buy it."
        if view.phase == BUY and not self._has("buy"):
            return f"Nothing in the Supply costs ${view.coins} or less: end your turn [E]."
        if view.phase == BUY:
            which = "another" if view.bought else "a"
            return f"Click {which} Supply pile to buy it, or end your turn [E]."
        return pending.prompt


def draconium_kit(ruleset: Any, layout: Path | None = None) -> DraconiumTableView:
    """The table for `ruleset`, its cards' faces drawn from `layout` (None: the game's own)."""
    path = layout or paths.asset("layouts", "draconium.toml")
    faces = DominionFaces(ruleset.catalog, load_dominion_layout(path))
    kit = DraconiumTableView(faces, ruleset)
    kit.faces_path = path
    return kit
