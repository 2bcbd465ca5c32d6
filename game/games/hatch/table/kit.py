"""Hatch on screen: where every card goes, and what a press, drag or click means.

The viewer sits at the bottom: their hand as a fan, above it their territory (eggs
face down with the cards tucked under each fanned below it, so every bottom band
shows; dragons by value; mercenaries sideways), then the centre strip (the draw and
discard piles, and the stage where an attack is gathered, blocked and looted), and
the other players' territories along the top. Everything comes from the view of the
seat at the screen: another player's egg is only ever its back.

Gestures (the rules' `move_for_gesture`): a hand card dropped on your territory lays
an egg, on your egg feeds it, on an attacker hires it as a mercenary; a dragon
dropped on your egg is named as a sacrifice for its hatch (a click on it takes it
back), on another player gathers it for an attack, on an attacker blocks it. A press
on your egg chooses it to hatch (and shows you its face, and the blood its named
sacrifices pay); the Hatch button hatches it. Loot is a row of chips on the stage (or
a click on the egg to steal). Where each card lies is in
`placing.py`, drawing in `draw.py`, words in `words.py`, sizes in `geometry.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pygame

from game.cards.fonts import font
from game.core.move import Move
from game.core.zones import HIDDEN_CARD
from game.games.hatch import eggs, standing
from game.games.hatch.cards import Catalog
from game.games.hatch.rules import HatchRules
from game.games.hatch.state import DEFEND, DISCARD, LOOT, MAIN, MUSTER, Egg, HatchState
from game.games.hatch.table import geometry, words
from game.games.hatch.table.draw import HatchDrawing
from game.games.hatch.table.faces import HatchFaces
from game.games.hatch.table.geometry import Geometry
from game.games.hatch.table.layout import layout_file, load_layout
from game.games.hatch.table.placing import SIDE, HatchPlacing
from game.table.choices import MoveChips
from game.table.kit import PANEL, Button, Grab, KitDefaults, Layout, Mark
from game.table.log_panel import wrap
from game.table.sprites import Placement

STATUS_FONT, STATUS_ROWS = 16, 4  # the panel's status: its text size and the rows it shows
EGG = "egg:"  # an egg's piece, zone and face: its back, whoever looks


class HatchTableView(HatchPlacing, HatchDrawing, KitDefaults):
    """Lays out and draws a Hatch view; turns presses and clicks into moves."""

    def __init__(self, faces: HatchFaces, rules: HatchRules) -> None:
        self.faces = faces
        self.rules = rules  # asked what a hatch or a feed would do; never changes anything
        self.cat: Catalog = faces.catalog
        self.faces_path: Path | None = None  # the layout file the faces are drawn from
        self.layout = Layout()
        self.g = Geometry()
        self.bar = MoveChips(self._chip_label, heading="Loot:")
        self._view: HatchState | None = None
        self._me = 0
        self._legal: list[Move] = []
        self._placed: list[Placement] = []
        self._zone_of: dict[str, str] = {}  # piece -> the zone its sprite lies in
        self.rects: dict[str, pygame.Rect] = {}  # piece -> where its sprite rests
        self.egg_rects: dict[str, pygame.Rect] = {}  # "egg:<n>" -> the egg and its fan
        self.slots: dict[str, pygame.Rect] = {}  # an attacker -> its place on the stage
        self.holding = ""  # the zone of the piece in hand while dragging
        self.held = ""  # that piece
        self.chosen: str | None = None  # "egg:<n>": the viewer's egg chosen to hatch (or peek)
        self._named: dict[str, tuple[str, ...]] = {}  # own egg zone -> its sacrifices shown
        self.discarding: list[str] = []  # hand cards picked for a loot's discard
        self.browsing = False  # the discard pile is spread out over the table (R31)
        self._sideways: dict[tuple[str, int], pygame.Surface] = {}
        self._said = 0  # log lines seen: a new one means a move was made
        self._viewer: int | None = None
        HatchDrawing.__init__(self)

    # -- faces ------------------------------------------------------------------------------

    def reload_faces(self, layout: Path) -> None:
        """Draw every face again from `layout` (the designer saved it); a damaged file
        raises DataError and changes nothing."""
        faces = HatchFaces(self.cat, load_layout(layout), self.faces.cards_path)
        self.faces, self.faces_path = faces, layout
        self._sideways.clear()
        self.forget_drawing()

    def face(self, key: str, width: int) -> pygame.Surface:
        if key == HIDDEN_CARD or key.startswith(EGG):
            return self.faces.back(width)
        if key.startswith(SIDE):
            return self._turned(key.removeprefix(SIDE), width)
        return self.faces.face(key, width)

    def _turned(self, card: str, width: int) -> pygame.Surface:
        """A mercenary lies sideways: `width` is the card's height on its side."""
        made = self._sideways.get((card, width))
        if made is None:
            upright = geometry.upright_width(width, self.faces.height_for)
            made = pygame.transform.rotate(self.faces.face(card, upright), 90)
            self._sideways[(card, width)] = made
        return made

    def height_for(self, width: int) -> int:
        return self.faces.height_for(width)

    def enlargeable(self, key: str) -> bool:
        if self.browsing or key == HIDDEN_CARD:
            return False
        return key in self.cat.cards or key.startswith((EGG, SIDE))

    def enlarged(self, key: str) -> str:
        """A mercenary stands up; an egg shows its face to whoever may see it (R14)."""
        if key.startswith(SIDE):
            return key.removeprefix(SIDE)
        if key.startswith(EGG) and self._view is not None:
            egg = self._view.egg_at(key)
            face = words.egg_face(self._view, egg) if egg is not None else None
            return face or HIDDEN_CARD
        return key

    # -- geometry ---------------------------------------------------------------------------

    def arrange(self, view: HatchState, size: tuple[int, int]) -> Layout:
        me = self._me = view.viewer if view.viewer is not None else view.active
        others = view.opponents(me)

        def most_fed(seat: int) -> int:
            return max((len(e.fed.cards) for e in view.players[seat].eggs), default=0)

        fight = view.attack is not None and view.phase in (MUSTER, DEFEND)
        self.g = geometry.arrange(size, me, others, most_fed, self.faces.height_for, fight)
        zones: dict[str, pygame.Rect] = {}
        tiles: dict[str, pygame.Rect] = {}
        self._placed = self._lay_out(view, zones, tiles)
        self._zone_of = {p.piece: p.zone for p in self._placed}
        self.layout = Layout(size, zones, tiles)
        return self.layout

    def placements(self, view: HatchState) -> list[Placement]:
        """Every card on screen, bottom to top; another player's egg or hand card is
        never anything but a back (or not drawn at all)."""
        return self._placed

    def spawn_points(self) -> dict[str, tuple[int, int]]:
        """New hand cards come from the draw pile."""
        return {f"hand:{self._me}": self.g.draw.center}

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        """Where the held piece would go: an attacker while defending; a hand card onto
        an egg or your territory; a dragon onto another player (or the stage, where the
        attack gathers)."""
        view, held, me = self._view, self.holding, self._me
        if view is None:
            return None
        if view.phase == DEFEND:
            return next(
                (f"attacker:{a}" for a, r in self.slots.items() if r.collidepoint(pos)), None
            )
        if held.startswith("hand:"):
            for zone, rect in self.egg_rects.items():
                if rect.collidepoint(pos):
                    return zone
            mine = self.g.territories[me].rect
            return f"territory:{me}" if mine.collidepoint(pos) else None
        if held.startswith(("dragons:", "mercs:")):
            if view.phase == MAIN:  # onto your egg: a sacrifice for its hatch (R12)
                for zone, rect in self.egg_rects.items():
                    egg = view.egg_at(zone)
                    if egg is not None and egg.owner == me and rect.collidepoint(pos):
                        return zone
            for seat, t in self.g.territories.items():
                if seat != me and t.rect.collidepoint(pos):
                    return f"territory:{seat}"
            attack = view.attack
            if attack is not None and view.phase == MUSTER and self.g.stage.collidepoint(pos):
                return f"territory:{attack.target}"
        return None

    def thing_at(self, pos: tuple[int, int]) -> str | None:
        """What hover help describes where no card lies: a territory's line, a pile."""
        if self.browsing:
            return None
        for name, rect in self.layout.tiles.items():
            if name.startswith("header:") and rect.collidepoint(pos):
                return name
        for zone in ("draw", "discard"):
            if self.layout.zones[zone].collidepoint(pos):
                return zone
        return None

    # -- presses, clicks and drags ----------------------------------------------------------------

    def on_refresh(self, view: HatchState) -> None:
        """A new view: choices made for a position that has changed are let go, and all
        of them when someone else sits at the screen. A sacrifice named for your egg or
        taken back chooses that egg, so its blood and the Hatch button show."""
        seated = view.viewer == self._viewer
        moved = len(view.log) != self._said or not seated
        if not seated:
            self.browsing = False
        self._said, self._viewer = len(view.log), view.viewer
        self._view = view
        me = view.viewer if view.viewer is not None else view.active
        named = {e.zone: tuple(e.sacrifices) for e in view.players[me].eggs}
        if moved:
            self.chosen, self.discarding = None, []
        elif named != self._named:
            changed = [z for z, s in named.items() if s != self._named.get(z, ())]
            if changed:
                self.chosen = changed[0]
        self._named = named
        self.forget_drawing()

    def _my_decision(self, view: HatchState) -> bool:
        return view.pending is not None and self._me in view.pending.seats

    def press_piece(self, view: HatchState, piece: str) -> bool:
        """A press that picks rather than lifts: your egg (to hatch, or to look at it),
        cards for a discard, the discard pile to look through."""
        me = self._me
        if (
            view.discard.cards
            and piece == view.discard.cards[-1]
            and self._zone_of.get(piece) == "discard"
        ):
            self.browsing = True
            return True
        if piece.startswith(EGG):
            egg = view.egg_at(piece)
            if egg is None or egg.owner != me:
                return False
            self.chosen = None if self.chosen == piece else piece
            return True
        p = view.players[me]
        if view.phase == DISCARD and self._my_decision(view) and piece in p.hand.cards:
            if piece in self.discarding:
                self.discarding.remove(piece)
            elif view.pending is not None and len(self.discarding) < view.pending.max:
                self.discarding.append(piece)
            return True
        return False

    def start_hold(self, view: HatchState, piece: str, face: str) -> str:
        self.holding, self.held = self._zone_of.get(piece, ""), piece
        return face.removeprefix(SIDE)  # a mercenary picked up stands up in the hand

    def end_hold(self) -> None:
        self.holding = self.held = ""

    def grab(self, view: HatchState, pos: tuple[int, int]) -> Grab | None:
        return None

    def overlay_click(self, pos: tuple[int, int]) -> bool:
        """A click anywhere puts the spread-out discard pile away."""
        if self.browsing:
            self.browsing = False
            return True
        return False

    def click(self, view: HatchState, legal: list[Move], pos: tuple[int, int]) -> Move | None:
        """A loot chip, or an egg of the attacked player to steal it; a gathered dragon
        to call it back; a blocker to withdraw it; a sacrifice to take it back."""
        if view.phase == LOOT:
            if self.bar.hit(pos):
                return self.bar.click(pos)
            for zone, rect in self.egg_rects.items():
                if rect.collidepoint(pos):
                    return next(
                        (m for m in legal if m.kind == "choose_loot" and m["egg"] == zone), None
                    )
        for name, rect in self.layout.tiles.items():
            if not rect.collidepoint(pos):
                continue
            what, _, card = name.partition(":")
            kind = {
                "gathered": "call_back",
                "blocker": "withdraw_blocker",
                "sacrifice": "withdraw_sacrifice",
            }.get(what)
            if kind is not None:
                return next((m for m in legal if m.kind == kind and m["dragon"] == card), None)
        return None

    def picks_for(self, view: HatchState, move: Move) -> tuple[str, ...] | None:
        """The pieces a player presses before the Hatch button makes `move`: the egg
        (its sacrifices are named by dragging them onto it first; for the test driver
        and keyboard help)."""
        if move.kind != "hatch":
            return None
        egg = words.egg_by_card(view, move["egg"])
        return None if egg is None else (egg.zone,)

    # -- buttons and chips ------------------------------------------------------------------------

    def hatch_move(self, view: HatchState) -> Move | None:
        """The hatch of the chosen egg, with the sacrifices named for it (the listed move
        when there is one, so a legal move made by clicks is the very move listed)."""
        egg = view.egg_at(self.chosen) if self.chosen else None
        if egg is None or egg.id == HIDDEN_CARD:
            return None
        for move in self._legal:
            if move.kind == "hatch" and move["egg"] == egg.id:
                return move
        return Move.make(self._me, "hatch", egg=egg.id)

    def buttons(self, view: HatchState, legal: list[Move]) -> list[Button]:
        self._legal = legal
        loot = [m for m in legal if m.kind == "choose_loot"]
        self.bar.update(loot, self.chip_area())
        if not legal:
            return []
        phase, out = view.phase, []
        if phase == MAIN:
            hatch = self.hatch_move(view)
            if hatch is not None:
                species = self.cat.cards[hatch["egg"]]
                egg = view.egg_of(hatch["egg"])
                named = egg.sacrifices if egg is not None else []
                paid = sum(self.cat.cards[d].sac for d in named)
                label = (
                    f"Hatch: blood {paid} of {species.blood}  [H]"
                    if species.blood
                    else "Hatch  [H]"
                )
                out.append(
                    Button(
                        label,
                        pygame.K_h,
                        hatch,
                        confirm=self.ask_before(view, hatch),
                        help=words.move_label(self.cat, view, hatch, self._me),
                    )
                )
            end = next((m for m in legal if m.kind == "end_turn"), None)
            out.append(
                Button(
                    "End turn  [E]",
                    pygame.K_e,
                    end,
                    enabled=end is not None,
                    help=f"End your turn: the next player refills to {self.cat.numbers.hand_size} "
                    "and plays.",
                )
            )
        elif phase == MUSTER:
            send = next((m for m in legal if m.kind == "declare_attack"), None)
            if send is not None:
                words_ = words.move_label(self.cat, view, send, self._me)
                out.append(Button(f"{words_}  [A]", pygame.K_a, send, help=words_))
        elif phase == DEFEND:
            confirm = next((m for m in legal if m.kind == "confirm_defence"), None)
            if confirm is not None:
                out.append(
                    Button(
                        "Confirm defence  [C]",
                        pygame.K_c,
                        confirm,
                        help="Confirm your blockers: the attacker then loots once per "
                        "unblocked dragon.",
                    )
                )
        elif phase == DISCARD and view.pending is not None:
            need = view.pending.max
            move = Move.make(self._me, "discard", cards=tuple(self.discarding))
            listed = next((m for m in legal if m == move), move)
            out.append(
                Button(
                    f"Discard {len(self.discarding)} of {need}  [D]",
                    pygame.K_d,
                    listed,
                    enabled=len(self.discarding) == need,
                    help="Discard the cards you picked (click a hand card to pick it).",
                )
            )
        return out

    def _chip_label(self, move: Move) -> str:
        assert self._view is not None
        return words.chip_label(self.cat, self._view, move)

    # -- words ------------------------------------------------------------------------------

    def _chosen_egg(self, view: HatchState) -> Egg | None:
        return view.egg_at(self.chosen) if self.chosen else None

    def status(self, view: HatchState) -> list[str]:
        """The heading, what to do now and, when the panel has room for it, the dynasties
        (every territory's line shows its own, whatever the room)."""
        lines = words.status(self.cat, view, self._me, self._chosen_egg(view))
        f = font(STATUS_FONT)
        rows = [len(wrap(line, PANEL - 24, f)) for line in lines[1:]]
        if sum(rows) > STATUS_ROWS:
            lines = lines[:2] + lines[3:]
        blocks = ("contract_mercenary", "assign_blocker")
        defending = view.phase == DEFEND and self._my_decision(view) and bool(self._legal)
        if defending and not any(m.kind in blocks for m in self._legal):
            attack = view.attack
            if attack is not None and attack.blocks:  # blocked what could be: say so
                left = len(attack.unblocked())
                lines[1] = (
                    "Every attacker you can block is blocked: confirm the defence."
                    if left == 0
                    else f"You have blocked all you can ({left} attacker"
                    f"{'s' * (left != 1)} unblocked): confirm the defence."
                )
            else:
                lines[1] = (
                    "Nothing in your hand or in play can block these attackers: "
                    "confirm the defence."
                )
        return lines

    def move_label(self, view: HatchState, move: Move) -> str:
        return words.move_label(self.cat, view, move, self._me)

    def curtain_words(self, view: HatchState, seat: int, name: str) -> str:
        """§4's privacy screens, in the rules' words: "Pass to Ben — 2 dragons attack
        you", "Pass back to Ann", "Pass to Cora"."""
        if not 0 <= seat < len(view.players):
            return f"Pass to {name}"
        return self.rules.handover(view, seat)

    def forecast(
        self, view: HatchState, egg: str, sacrifices: Sequence[str] | None = None
    ) -> eggs.Forecast:
        """What hatching the viewer's egg card `egg` would do (R13), with the sacrifices
        named for it (or `sacrifices`)."""
        return self.rules.forecast(view, egg, sacrifices)

    def ask_before(self, view: HatchState, move: Move) -> str:
        """The owner's private warning before a feed that dooms an egg (R10) or a hatch
        that will fail (R13), saying why."""
        if words.egg_by_card(view, str(move.get("egg"))) is None:
            return ""  # not an egg of the viewer's: the rules will say so
        if move.kind == "nurture":
            why = self.rules.nurture_warning(view, move["card"], move["egg"])
            return f"Only you see this: {words.readable(why)} Feed it anyway?" if why else ""
        if move.kind == "hatch":
            outcome = self.forecast(view, move["egg"])
            if outcome.success:
                return ""
            return f"Only you see this: {words.readable(outcome.warning())} Hatch it anyway?"
        return ""

    def marks(self, before: HatchState, after: HatchState) -> list[Mark]:
        """Each dynasty's gain or loss, floated over its owner's line."""
        out = []
        for seat, t in self.g.territories.items():
            if seat >= len(before.players):
                continue
            change = standing.dynasty(self.cat, after, seat) - standing.dynasty(
                self.cat, before, seat
            )
            if change:
                at = (t.header.right - t.header.w // 4, t.header.centery)
                out.append(Mark(at, f"{change:+d}", good=change > 0))
        return out

    def hover_text(self, view: HatchState, pos: tuple[int, int], piece: str | None) -> list[str]:
        cat, me = self.cat, self._me
        if piece is None:
            piece = self.thing_at(pos)
        if piece is None:
            return []
        if piece.startswith("header:"):
            return words.territory_lines(cat, view, int(piece.partition(":")[2]), me)
        if piece == "draw":
            return words.draw_lines(view)
        if piece == "discard":
            return words.discard_lines(view)
        if piece.startswith(EGG):
            egg = view.egg_at(piece)
            return words.egg_lines(cat, view, me, egg) if egg is not None else []
        card = piece.removeprefix(SIDE)
        if card not in cat.cards:
            return []
        if card in view.discard.cards:
            return words.discard_lines(view) + words.card_lines(cat, cat.cards[card])[:1]
        for p in view.players:
            if card in p.hand.cards:
                if p.seat == me:
                    return words.hand_card(cat, view, me, card)
                return words.card_lines(cat, cat.cards[card])
            if card in p.dragons.cards or card in p.mercs.cards:
                return words.dragon_lines(cat, view, card, p.seat, card in p.mercs.cards)
            for egg in p.eggs:
                if card in egg.fed.cards:
                    return words.fed_card(cat, view, card, egg)
        return words.card_lines(cat, cat.cards[card])


def hatch_kit(ruleset: HatchRules, layout: Path | None = None) -> HatchTableView:
    """The table for `ruleset`, its faces drawn from `layout` (None: the game's own)."""
    path = layout or layout_file()
    kit = HatchTableView(HatchFaces(ruleset.cat, load_layout(path)), ruleset)
    kit.faces_path = path
    return kit
