"""A Big Money player for Dominion: Draconium, with Smithy when the Kingdom has it.

Buys Province at $8, Gold at $6–7, Silver at $3–5 (a Smithy or two at $4–5
when Smithy is in the Supply), greening late with Duchies and Estates; always
plays all its Treasures; answers prompts by a simple worth of each card. It
decides from its own view only: its deck is counted, never read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.state import GameState
from game.games.draconium import mats
from game.games.draconium.cards import Catalog, name_of
from game.games.draconium.state import ACTION, DraconiumState

# Actions that give +Actions first, then the others by this order.
PLAY_ORDER = (
    "Throne Room",
    "Village",
    "Festival",
    "Laboratory",
    "Market",
    "Merchant",
    "Sentry",
    "Poacher",
    "Harbinger",
    "Cellar",
    "Witch",
    "Council Room",
    "Smithy",
    "Library",
    "Militia",
    "Bandit",
    "Artisan",
    "Moneylender",
    "Mine",
    "Bureaucrat",
    "Moat",
    "Remodel",
    "Workshop",
    "Vassal",
    "Chapel",
)
TRASH_FIRST = ("Curse", "Estate", "Copper")


def play_rank(card: str, catalog: Catalog) -> tuple[int, int]:
    """Play order: the listed base cards first in their order; any other Action after
    them, those that give +Actions (by their text) before the rest."""
    name = name_of(card)
    if name in PLAY_ORDER:
        return (0, PLAY_ORDER.index(name))
    text = catalog.spec(name).text
    return (1, 0 if "Action" in text.split(".")[0] else 1)


def worth(card: str, catalog: Catalog) -> float:
    """How much a card helps a hand: $ for Treasures, cost for Actions, little for VP."""
    spec = catalog.spec(name_of(card))
    if spec.is_("Curse"):
        return -1.0
    if spec.is_("Treasure"):
        return 3.0 * spec.coins
    if spec.is_("Action"):
        return float(spec.cost)
    return 0.0


def kept_worth(card: str, catalog: Catalog) -> float:
    """How much a card is worth keeping when one must be trashed (or recycled): its
    `worth`, plus its VP for a Victory card, since a trashed Province is gone for good.
    At 2.5 per VP an Estate (2.5) still goes before a Copper (3), a Gold (9) before a
    Province (15)."""
    spec = catalog.spec(name_of(card))
    bonus = 2.5 * spec.vp if spec.is_("Victory") and spec.vp > 0 else 0.0
    return worth(card, catalog) + bonus


def gain_value(pile: str, catalog: Catalog) -> float:
    """How much a card is worth gaining: VP cards very late only, Curses and Ruins never
    (declining, "nothing", is worth a little less than any useful card)."""
    if pile == "Ruins":
        return -2.0
    if name_of(pile) not in catalog.cards and pile not in catalog.cards:
        return -0.5  # "nothing", or a name this bot does not know
    spec = catalog.spec(pile)
    if spec.is_("Curse") or spec.is_("Ruins"):
        return -10.0
    if spec.is_("Victory") and not spec.is_("Treasure"):
        return spec.vp * 2.0
    return spec.cost + (1.5 if spec.is_("Treasure") else 0.0)


class BigMoneyBot:
    needs_view = True
    takes_forced_moves = True  # its choice from one legal move is that move

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.ruleset = ruleset
        self.seed = seed

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, DraconiumState) and view.pending is not None
        by_kind: dict[str, list[Move]] = {}
        for move in legal:
            by_kind.setdefault(move.kind, []).append(move)
        kind = view.pending.kind
        for only in ("resolve_dragon_phase", "choose_egg"):  # the Dragon phase; set-up
            if only in by_kind:
                return self._pick(view, by_kind[only])
        if view.asking is None:
            if kind == ACTION:
                return self._best_play(view, by_kind.get("play_action", []), by_kind)
            return self._buy_phase(view, by_kind)
        if "reveal_reaction" in by_kind:
            return by_kind["reveal_reaction"][0]
        if kind == "play_action":
            return self._best_play(view, by_kind.get("play_action", []), by_kind)
        if kind == "may":
            return self._may(view, by_kind["may"])
        if kind == "choose_gain":
            return max(by_kind["choose_gain"], key=lambda m: gain_value(m["pile"], view.catalog))
        if kind == "choose_cards":
            return self._cards(view, by_kind["choose_cards"])
        if kind == "choose_option":
            return self._sentry(view, by_kind["choose_option"])
        if kind == "reveal_clandestine":  # a reveal is a free extra card
            return next(m for m in by_kind["reveal_clandestine"] if m["answer"] == "yes")
        if kind == "invest":  # the Rubbish Egg: a Copper for the Egg
            return by_kind["invest"][0]
        return legal[0]

    def _pick(self, view: DraconiumState, moves: list[Move]) -> Move:
        """The Dragon phase's one step, or an Egg: Big Money likes money-making lines."""
        liked = ("Opulent Egg", "Exquisite Egg", "Ravenous Egg", "Enormous Egg")
        return next((m for m in moves if m.get("egg") in liked), moves[0])

    # -- the turn -------------------------------------------------------------------------

    def _best_play(
        self, view: DraconiumState, plays: list[Move], by_kind: dict[str, list[Move]]
    ) -> Move:
        if plays:
            return min(plays, key=lambda m: play_rank(m["card"], view.catalog))
        return (by_kind.get("end_phase") or by_kind["pass"])[0]

    def _buy_phase(self, view: DraconiumState, by_kind: dict[str, list[Move]]) -> Move:
        if "play_all_treasures" in by_kind:
            return by_kind["play_all_treasures"][0]
        buys = {m["pile"]: m for m in by_kind.get("buy", [])}
        for pile in self.wish_list(view):
            if pile in buys:
                return buys[pile]
        stuck = self._run_down(view, buys)
        if stuck is not None:
            return stuck
        return (by_kind.get("end_phase") or by_kind.get("pass") or [Move.make(0, "end_phase")])[0]

    def _run_down(self, view: DraconiumState, buys: dict[str, Move]) -> Move | None:
        """While Provinces are locked and the money piles are gone, nothing on the wish
        list can be had: empty the shortest pile instead, so the game can end on piles."""
        if "Province" in buys or view.supply["Province"].cards == []:
            return None
        locked = not mats.lock_lifted(view)
        money_gone = not view.supply["Gold"].cards or not view.supply["Silver"].cards
        if not (locked and money_gone):
            return None
        useful = [p for p in buys if p not in ("Curse", "Ruins") and view.supply[p].cards]
        return buys[min(useful, key=lambda p: (len(view.supply[p].cards), p))] if useful else None

    def wish_list(self, view: DraconiumState) -> list[str]:
        """What to buy with the $ in hand, best first (Big Money, Smithy if there is one)."""
        coins = view.coins
        provinces = len(view.supply["Province"].cards)
        colony = "Colony" in view.supply
        wishes: list[str] = []
        if colony and coins >= 11:
            wishes.append("Colony")
        if colony and coins >= 9 and provinces > 4:
            wishes.append("Platinum")
        if coins >= 8:
            wishes.append("Province")
        if coins >= 6 and provinces <= 3:
            wishes.append("Duchy")
        if coins >= 6:
            wishes.append("Gold")
        if coins >= 5 and provinces <= 4:
            wishes.append("Duchy")
        if 4 <= coins <= 5 and self._wants_smithy(view):
            wishes.append("Smithy")
        if coins >= 3:
            wishes.append("Silver")
        if coins >= 2 and provinces <= 2:
            wishes.append("Estate")
        return wishes

    def _wants_smithy(self, view: DraconiumState) -> bool:
        """One Smithy early, a second once the deck has 16 cards."""
        if "Smithy" not in view.supply or view.viewer is None:
            return False
        me = view.name(view.viewer)
        bought = sum(1 for line in view.log if line.text == f"{me} buys Smithy for $4.")
        cards = sum(len(zone.cards) for zone in view.players[view.viewer].zones())
        return bought == 0 or (bought == 1 and cards >= 16)

    # -- prompts --------------------------------------------------------------------------

    def _may(self, view: DraconiumState, moves: list[Move]) -> Move:
        yes, no = (m for m in sorted(moves, key=lambda m: m["answer"] != "yes"))
        asking = view.asking or {}
        if asking.get("op") == "library_aside":
            return yes if view.actions == 0 else no
        return yes

    def _cards(self, view: DraconiumState, moves: list[Move]) -> Move:
        purpose = (view.asking or {}).get("op", "")

        def total(m: Move) -> float:
            return sum(worth(c, view.catalog) for c in m["cards"])

        if purpose in ("artisan", "harbinger"):  # onto the deck: the best card, if any good
            best = max(moves, key=total)
            return best if purpose == "artisan" or total(best) >= 6 else min(moves, key=len_of)
        if purpose in ("chapel", "cellar"):  # only junk, as much as allowed
            junk = [m for m in moves if all(name_of(c) in TRASH_FIRST[:2] for c in m["cards"])]
            return max(junk, key=len_of) if junk else min(moves, key=len_of)
        if purpose == "mine":
            upgrades = [m for m in moves if m["cards"]]
            return max(upgrades, key=total) if upgrades else moves[0]
        if purpose == "remodel":
            return min(moves, key=lambda m: (worth(m["cards"][0], view.catalog), -total(m)))
        prompt = view.pending.prompt.lower() if view.pending is not None else ""
        if "trash" in prompt or "recycle" in prompt:  # Zealot, Bandit, Abyssal Dragon, …
            # Lose the least for good: never a Province while anything else may go (a
            # Province recycled each turn and bought back from the refilled pile (§2.10)
            # kept a game between these bots from ever ending).
            return min(moves, key=lambda m: sum(kept_worth(c, view.catalog) for c in m["cards"]))
        return min(moves, key=total)  # discards, Bureaucrat: lose the least

    def _sentry(self, view: DraconiumState, moves: list[Move]) -> Move:
        """An option by its words: junk is trashed (or discarded), green is discarded,
        anything else goes back (Sentry, Crow, Shipwreck, Divine Dragon, …)."""
        card = name_of(((view.asking or {}).get("cards") or ["?-0"])[0])
        labels = [label.lower() for label in (view.pending.choices if view.pending else ())]

        def option(*words: str) -> Move | None:
            for word in words:
                for i, label in enumerate(labels):
                    if word in label and i < len(moves):
                        return moves[i]
            return None

        if card in TRASH_FIRST:
            chosen = option("trash", "discard")
        elif card in ("Duchy", "Province", "Colony", "Gardens"):
            chosen = option("discard")
        else:
            chosen = option("back", "+2 cards", "+$2")
        return chosen or moves[0]


def len_of(move: Move) -> int:
    return len(move["cards"])
