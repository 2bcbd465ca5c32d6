"""Hover help for the Dominion: Draconium table, in full: what a thing is, what is in it
that the player may know, and what the player can do with it now (or why not).

A mixin of `DraconiumTableView`: it reads the layout, the legal moves and the view
the kit keeps, and asks the rules (never changing anything) why a buy is refused.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.core.move import Gesture
from game.core.words import plural
from game.core.zones import HIDDEN_CARD
from game.games.draconium import mats
from game.games.draconium.cards import name_of
from game.games.draconium.lines import LineSpec, default_lines
from game.games.draconium.state import ACTION, BUY, DraconiumState
from game.games.draconium.table.draw import DraconiumDrawing
from game.games.draconium.table.layout import TILE

# What each step of the Dragon phase does (§2.5), as the Roost mat's help says it.
STEP_HELP = {
    "remove": "its Delay token comes off, and it does nothing else that turn.",
    "flip": "it flips to its dispatch side (nothing else happens).",
    "dispatch": "it is dispatched into the play area: {dispatch}",
    "disengage": "it comes back to the Roost: {disengage}",
}


def next_step(beast: mats.Beast) -> str:
    """The row of §2.5 the beast's next Dragon phase takes."""
    if beast.delay:
        return "remove"
    if beast.loc == mats.ROOST:
        return "flip" if beast.face == mats.DISENGAGED else "dispatch"
    return "disengage"


def grouped(cards: list[str]) -> str:
    """ "Copper ×4, Estate ×2, Silver": the cards a player may see, most first."""
    counts = Counter(name_of(c) for c in cards if c != HIDDEN_CARD)
    ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return ", ".join(f"{n} ×{k}" if k > 1 else n for n, k in ordered)


def card_count(n: int) -> str:
    return plural(n, "card")


def roost_help(roost: mats.Roost, who: str, line: LineSpec | None) -> list[str]:
    """A Roost mat in full: the Egg and what advances its hatch counter, or the beast, where
    it is, what its next Dragon-phase step does and both its sides' instructions."""
    whose = "Your" if who == "You" else f"{who}'s"
    out = [f"{whose} Roost mat ({roost.line} line)"]
    if roost.egg is not None:
        out.append(f"{roost.egg}: hatch counter {roost.counter} of {roost.target}.")
        if line is not None:
            out.append(f"The counter goes up: {line.counts}")
            if line.invest:
                out.append(f"Investment: {line.invest}")
            out.append(
                f"It hatches once the counter reaches {roost.target}: right after the move "
                "that gets it there, or at the end of a turn."
            )
            if not line.hatch.startswith("No hatch"):
                out.append(f"On hatching: {line.hatch}")
            out.append(
                f"It becomes the {line.drake}, which later grows into the {line.dragon}. "
                "The first Dragon grown unlocks Duchies, Provinces and Colonies."
            )
    elif roost.beast is not None:
        beast = roost.beast
        place = "in the play area" if beast.loc == mats.PLAY_AREA else "on the Roost"
        side = "dispatch" if beast.face == mats.DISPATCHED else "disengage"
        out.append(f"{beast.name}: {beast.state}, {place}, {side} side up.")
        if line is not None:
            dispatch = line.text(beast.stage, "dispatch")
            disengage = line.text(beast.stage, "disengage")
            step = STEP_HELP[next_step(beast)].format(dispatch=dispatch, disengage=disengage)
            phase = "your" if whose == "Your" else whose
            out.append(f"Its next step, in {phase} Dragon phase: {step}")
            if beast.stage == "Drake":
                out.append(f"After disengaging, it grows into the {line.dragon}.")
            out.append(f"Dispatch: {dispatch}")
            out.append(f"Disengage: {disengage}")
    token = (
        "on the beast: its next step only removes it"
        if roost.token_placed
        else "unplaced, beside the mat"
    )
    out.append(f"Delay token: {token}.")
    return out


class DraconiumHelp(DraconiumDrawing):
    """Hover help for every part of the table."""

    rules: Any

    def hover_text(
        self, view: DraconiumState, pos: tuple[int, int], piece: str | None
    ) -> list[str]:
        if piece is None:
            return []
        if piece.startswith("roost:"):
            seat = int(piece.split(":")[1])
            return self._roost_help(view, seat)
        if piece == "trash":
            return self._trash_help(view)
        if piece == "resources":
            return self._resources_help(view)
        if piece == f"deck:{self._me}":
            return self._deck_help(view)
        if piece == f"discard:{self._me}":
            return self._discard_help(view)
        if piece.startswith("player:"):
            return self._player_help(view, int(piece.split(":")[1]))
        if piece.startswith("nonsupply:"):
            return self._aside_help(view, piece.removeprefix("nonsupply:"))
        return self._card_help(view, pos, piece.removeprefix(TILE))

    # -- the parts -----------------------------------------------------------------------

    def _roost_help(self, view: DraconiumState, seat: int) -> list[str]:
        who = "You" if seat == self._me else view.name(seat)
        out: list[str] = []
        roosts = mats.mats_of(view, seat)
        for i, roost in enumerate(roosts):
            lines = roost_help(roost, who, default_lines().get(roost.line))
            if len(roosts) > 1:  # R2: two mats, one Delay token between them
                lines[0] = lines[0].replace("Roost mat", f"{('first', 'second')[i]} Roost mat")
                lines = lines[:-1]
            out += lines
        if len(roosts) > 1:
            on = next((r.beast.name for r in roosts if r.token_placed and r.beast), None)
            out.append(
                f"Delay token: on {on}." if on else "Delay token: unplaced, beside the mats."
            )
        return out

    def _trash_help(self, view: DraconiumState) -> list[str]:
        n = len(view.trash.cards)
        listed = grouped(view.trash.cards)
        if mats.recycling(view):
            strict = view.options.get("strict_refill", False)
            when = "at that moment" if strict else "at once, and again at the end of each turn"
            out = [
                f"The Recycling mat: {card_count(n)}, face up for everyone"
                + (f": {listed}." if listed else "."),
                "In this game every card trashed comes here instead of leaving the game.",
                f"When a Supply pile runs out, its cards here go back to it ({when}).",
            ]
        else:
            out = [
                f"The Trash: {card_count(n)}, face up for everyone"
                + (f": {listed}." if listed else "."),
                "Trashed cards leave the game for good.",
            ]
        aside = view.nonsupply
        if aside:
            piles = ", ".join(f"{name} ({len(pile.cards)})" for name, pile in aside.items())
            out.append(f"Not in the Supply (never bought; only card effects give them): {piles}.")
        return out

    def _aside_help(self, view: DraconiumState, name: str) -> list[str]:
        """A pile outside the Supply (R17): the card, its count, and that it is never bought."""
        pile = view.nonsupply.get(name)
        n = len(pile.cards) if pile is not None else 0
        spec = self.faces.spec(name)
        out = [f"{name}: {n} left, outside the Supply."]
        if spec is not None:
            out.append(spec.text.replace("⟂", "—").strip())
        out.append("It is never bought: only card effects give it.")
        return out

    def _resources_help(self, view: DraconiumState) -> list[str]:
        mine = view.active == self._me
        who = "You have" if mine else f"{view.name(view.active)} has"
        return [
            f"{who} {plural(view.actions, 'Action')}, {plural(view.buys, 'Buy')} "
            f"and ${view.coins} this turn.",
            "Each Action card played uses 1 Action. Each card bought uses 1 Buy and its cost "
            "in $. What is not spent is lost at the end of the turn.",
        ]

    def _deck_help(self, view: DraconiumState) -> list[str]:
        n = len(view.players[self._me].deck)
        return [
            f"Your deck: {card_count(n)}, face down.",
            "When you must draw and it is empty, your discard pile is shuffled into a new deck.",
        ]

    def _discard_help(self, view: DraconiumState) -> list[str]:
        cards = view.players[self._me].discard.cards
        if not cards:
            return [
                "Your discard pile is empty.",
                "Cards you buy or gain go here; at Clean-up your hand and played cards join them.",
            ]
        top = name_of(cards[-1])
        if view.options.get("browse_own_discard", False):
            return [
                f"Your discard pile: {card_count(len(cards))}, {top} on top.",
                f"In it: {grouped(cards)}.",
            ]
        return [
            f"Your discard pile: {card_count(len(cards))}, {top} on top.",
            "At this table only the top card can be seen (the host may let players look "
            "through their own discard pile).",
        ]

    def _player_help(self, view: DraconiumState, seat: int) -> list[str]:
        p = view.players[seat]
        top = p.discard.cards[-1] if p.discard.cards else HIDDEN_CARD
        shown = f", {name_of(top)} on top" if top != HIDDEN_CARD else ""
        out = [
            f"{view.name(seat)}: {plural(len(p.hand), 'card')} in hand, "
            f"{card_count(len(p.deck))} in their deck, {card_count(len(p.discard))} in their "
            f"discard pile{shown} ({plural(p.turns, 'turn')} taken)."
        ]
        hand = grouped(p.hand.cards)  # the cards the view shows: a designer's playtest's
        return [*out, f"In hand: {hand}."] if hand else out

    def _card_help(self, view: DraconiumState, pos: tuple[int, int], card: str) -> list[str]:
        for pile, rect in self.piles.items():
            if rect.collidepoint(pos):
                return self._pile_lines(view, pile)
        for seat in view.others(self._me):
            box = self.layout.zones.get(f"player:{seat}")
            if box is not None and box.collidepoint(pos):
                return self._player_help(view, seat)[:1]
        if self.layout.zones.get(f"discard:{self._me}", pygame.Rect(0, 0, 0, 0)).collidepoint(pos):
            return self._discard_help(view)
        plays = [m for m in self._legal if m.kind == "play_action" and m["card"] == card]
        if plays:
            return ["Drag it to your play area to play it."]
        if any(m.kind == "play_treasure" and m["card"] == card for m in self._legal):
            return ["Drag it to your play area to play it, or press T to play all Treasures."]
        return []

    def _pile_lines(self, view: DraconiumState, pile: str) -> list[str]:
        """A Supply pile: the card in full, its cost, how many are left, the tiers of a
        split pile, why it is locked, and how to buy or gain it now, or why not."""
        cards = view.supply[pile].cards
        n = len(cards)
        top = name_of(cards[-1]) if cards and cards[-1] != HIDDEN_CARD else pile
        spec = self.faces.spec(top)
        out: list[str] = []
        if spec is not None:
            kinds = " – ".join(spec.types)
            out.append(f"{top}: costs ${spec.cost}; {kinds}.")
            out.append(spec.text.replace("⟂", "—").strip())
        if not n:
            out.append(f"The {pile} pile is empty.")
            return out
        out.append(f"{n} left in the Supply.")
        tiers = self._tiers(cards)
        if len(tiers) > 1:
            out.append(
                "A split pile: only the top card can be taken ("
                + ", then ".join(f"{k} {name}" for name, k in tiers)
                + ")."
            )
        if self._locked(view, pile):
            out.append(self._lock_reason(view, pile))
            return out
        if any(m.kind == "buy" and m["pile"] == pile for m in self._legal):
            out.append("Click it, or drag it onto your discard pile, to buy it.")
        elif any(m.kind == "choose_gain" and m["pile"] == pile for m in self._legal):
            out.append("Click it (or drag it to your discard pile) to gain it.")
        elif view.active == self._me and view.asking is None:
            out.append(self._why_not_buy(view, pile))
        return [line for line in out if line]

    @staticmethod
    def _tiers(cards: list[str]) -> list[tuple[str, int]]:
        """A pile's runs of one name, from the top: [("Blackmail", 4), ("Alibi", 3), …]."""
        tiers: list[tuple[str, int]] = []
        for card in reversed(cards):
            name = name_of(card) if card != HIDDEN_CARD else ""
            if tiers and tiers[-1][0] == name:
                tiers[-1] = (name, tiers[-1][1] + 1)
            else:
                tiers.append((name, 1))
        return [t for t in tiers if t[0]]

    def _why_not_buy(self, view: DraconiumState, pile: str) -> str:
        """The rules' own reason a buy of this pile would be refused now."""
        if view.phase == ACTION:
            return "Cards are bought in your Buy phase, after the Action phase [E]."
        if view.phase != BUY:
            return ""
        top = view.supply[pile].cards[-1]
        move = self.rules.move_for_gesture(
            view, self._me, Gesture(top, f"supply:{pile}", f"discard:{self._me}")
        )
        problem = self.rules.reason(view, move) if move is not None else None
        return problem.message if problem is not None else ""
