"""The heuristic Draconium player: Big Money that also feeds its Egg and grows its dragon.

On top of Big Money it
- takes every Dragon-phase step at once and reveals every Clandestine card it may;
- chooses, where it may, an Egg its Kingdom can feed;
- buys, at $2–$5 while its Egg has not hatched, the cheap card that feeds that Egg
  best (a Village for a Restless Egg, Treasures for a Ravenous Egg, …), and Whelp or
  Loremaster, which raise any Egg's counter;
- invests: pays $2 in the Obsidian Egg to trash junk when it has $2 to spare, and
  recycles a Copper into the Rubbish Egg at Clean-up;
- plays Actions that feed its Egg before the others.
It decides from its own view only.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.move import Move
from game.core.state import GameState
from game.games.draconium.bots import TRASH_FIRST, BigMoneyBot, play_rank
from game.games.draconium.cards import name_of
from game.games.draconium.mats import mats_of
from game.games.draconium.state import BUY, DraconiumState

# What each unhatched Egg wants bought: card names, or a type every card of which helps.
FEEDS: dict[str, tuple[str, ...]] = {
    "Abyssal": ("Chapel", "Roast", "Zealot", "Abyssal Scale", "Immolation", "Moneylender"),
    "Avaricious": ("Treasure",),
    "Calamitous": ("Coup", "Vandal", "Ruins"),
    "Divine": ("Any new name",),
    "Festering": ("Blood Money", "Curse"),
    "Gargantuan": ("Workshop", "Worker's Camp", "Caravel", "Brothel", "Any gain"),
    "Hyper": ("Village", "Hidden Retreat", "Brothel", "Festival", "Whelp", "Laboratory"),
    "Opulent": ("Silver", "Livestock", "Invisible Hand", "Royal Crest"),
    "Revenant": ("Spectre", "Tradesman", "Chapel"),
    "Riposte": ("Alibi", "Moat", "Village Guard"),
}
EGG_BOOSTERS = ("Whelp", "Loremaster")
JUNK_FOR_OBSIDIAN = TRASH_FIRST


class DragonBot(BigMoneyBot):
    """Big Money with an eye on its Roost mat (`greedy` for Dominion: Draconium)."""

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, DraconiumState) and view.pending is not None
        kinds = {m.kind for m in legal}
        if "choose_egg" in kinds:
            return self._egg(view, [m for m in legal if m.kind == "choose_egg"])
        if view.asking is None and view.pending.kind == BUY and "invest" in kinds:
            invest = self._invest(view, [m for m in legal if m.kind == "invest"])
            if invest is not None:
                return invest
        if view.asking is None and view.pending.kind == BUY and "play_all_treasures" not in kinds:
            feed = self._feeding_buy(view, [m for m in legal if m.kind == "buy"])
            if feed is not None:
                return feed
        if view.asking is None and view.pending.kind == "action":
            plays = [m for m in legal if m.kind == "play_action"]
            if plays:
                return min(
                    plays,
                    key=lambda m: (
                        not self._feeds(view, m["card"]),
                        play_rank(m["card"], view.catalog),
                    ),
                )
        return super().choose(view, legal)

    # -- the Egg ----------------------------------------------------------------------------

    def _line(self, view: DraconiumState) -> str | None:
        """The line of its first unhatched Egg (with two Eggs, R2, the first mat's first)."""
        return next((m.line for m in mats_of(view, view.viewer or 0) if m.egg), None)

    def _egg(self, view: DraconiumState, moves: list[Move]) -> Move:
        """The Egg the Kingdom feeds best (counted by its feeding cards in the Supply)."""
        from game.games.draconium.eggs import line_of_egg

        def fed(move: Move) -> int:
            wants = FEEDS.get(line_of_egg(move["egg"]) or "", ())
            return sum(1 for pile in view.supply if pile in wants) + ("Treasure" in wants)

        return max(moves, key=fed)

    def _feeds(self, view: DraconiumState, card: str) -> bool:
        line = self._line(view)
        if line is None:
            return False
        name = name_of(card)
        return name in FEEDS.get(line, ()) or name in EGG_BOOSTERS

    def _feeding_buy(self, view: DraconiumState, buys: list[Move]) -> Move | None:
        """At $2–$5 with the Egg unhatched: the dearest card that feeds it."""
        line = self._line(view)
        if line is None or view.coins > 5 or not buys:
            return None
        catalog = view.catalog
        wants = FEEDS.get(line, ())

        def helps(move: Move) -> bool:
            top = view.supply[move["pile"]].cards[-1] if view.supply[move["pile"]].cards else ""
            if not top:
                return False
            spec = catalog.spec(top)
            if name_of(top) in wants or name_of(top) in EGG_BOOSTERS:
                return True
            return "Treasure" in wants and spec.is_("Treasure") and spec.cost >= 3

        feeding = [m for m in buys if helps(m) and (view.coins >= 2 or self._cheap_feed(m))]
        if not feeding:
            return None
        return max(feeding, key=lambda m: catalog.spec(view.supply[m["pile"]].cards[-1]).cost)

    @staticmethod
    def _cheap_feed(move: Move) -> bool:
        """A Curse for a Rotten Egg or a Ruins for an Ancient Egg is worth a spare Buy."""
        return move["pile"] in ("Curse", "Ruins")

    def _invest(self, view: DraconiumState, moves: list[Move]) -> Move | None:
        """Obsidian: $2 to trash junk, when the rest still buys what the $ would buy."""
        junk = [m for m in moves if name_of(m["card"]) in JUNK_FOR_OBSIDIAN]
        spare = view.coins - 2
        if not junk or spare < 0 or (view.coins >= 8 > spare) or (view.coins >= 6 > spare):
            return None
        return min(junk, key=lambda m: JUNK_FOR_OBSIDIAN.index(name_of(m["card"])))
