"""The easy Draconium player: Big Money read from the card data (policy.py) that also
feeds its Egg and grows its dragon.

On top of the data-driven policy it
- takes every Dragon-phase step at once and reveals every Clandestine card it may;
- chooses, where the game lets it (secret or open choice, §2.2), the Egg its estimate
  likes, with seeded randomness so its games do not all start alike: a low target,
  and a Kingdom that feeds it (each Supply card tried as a gain, one move ahead);
- buys, at $2–$5 while its Egg has not hatched, the dearest card whose gain raises its
  Egg's counter, found by trying the buy one move ahead on a world its view allows
  (a Treasure for a Ravenous Egg, any card for an Enormous Egg, a Curse for a Rotten
  Egg, …);
- invests: pays $2 in the Obsidian Egg to trash junk when it has $2 to spare, and
  recycles a Copper into the Rubbish Egg at Clean-up;
- plays Actions that give +Actions first (a Restless Egg counts every play).
It decides from its own view only: its cards are read from the public record
(knowledge.py), never from its hidden deck. No card is known to it by name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState, Pending
from game.games.draconium import counters, dragons, policy, procedures, search
from game.games.draconium.knowledge import Ledger
from game.games.draconium.lines import lines_of
from game.games.draconium.state import ACTION, BUY, DraconiumState

CHOICE_NOISE = 1.5
"""How far seeded noise may sway an Egg choice, in the estimate's units (a target's
steps): up to this much either way."""
FED_WORTH = 2.0
"""What a Kingdom whose every card feeds the Egg is worth against its target's steps."""
FEED_UP_TO = 5
"""The most $ at which feeding the Egg beats Big Money's own buy."""


class DragonBot:
    """The easy bot (`easy`; once called `greedy`): see the module's docstring."""

    needs_view = True
    takes_forced_moves = True  # its choice from one legal move is that move

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.ruleset = ruleset
        self.rng = Rng(seed)
        self.ledger = Ledger()
        self.feeds: dict[tuple[str, str, bool], bool] = {}  # (line, card, gained) -> raises

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, DraconiumState) and view.pending is not None
        if len(legal) == 1:
            return legal[0]
        seat = view.viewer if view.viewer is not None else legal[0].seat
        agreeing = policy.agree_move(legal)  # R41: a still table is ended when offered
        if agreeing is not None:
            return agreeing
        if any(m.kind == "choose_egg" for m in legal):
            return self.egg(view, legal)
        deck = self.deck(view, seat)
        if view.asking is None and view.pending.kind == BUY:
            kinds = {m.kind for m in legal}
            if "play_all_treasures" in kinds:
                kept = self.keep_for_investment(view, seat, legal, deck)
                if kept is not None:
                    return kept
            if "play_all_treasures" not in kinds and "buy" in kinds:
                feed = self.feeding_buy(view, seat, legal)
                if feed is not None:
                    return feed
        return policy.choose(view, seat, legal, self.rng, deck, self.grower(view, seat))

    def keep_for_investment(
        self, view: DraconiumState, seat: int, legal: Sequence[Move], deck: policy.Deck
    ) -> Move | None:
        """While the Victory piles are locked, an Egg whose investment trashes a card from
        the hand (§3 Abyssal) needs a card left in hand: with only Treasures there, play
        them one at a time, the richest first, and invest the last one when the $ spare
        it (`policy.obsidian`); None: play them all as usual."""
        if policy.lock_price(view) is None:
            return None
        if counters.investing_egg(view, seat, "pay_to_trash") is None:
            return None
        spec = view.catalog.spec
        if not all(spec(c).is_("Treasure") for c in view.players[seat].hand.cards):
            return None  # a card that is not a Treasure stays in hand anyway
        plays = [m for m in legal if m.kind == "play_treasure"]
        if len(plays) >= 2:
            return max(plays, key=lambda m: (spec(m["card"]).coins, m["card"]))
        if any(m.kind == "invest" for m in legal):
            return policy.obsidian(view, legal, deck)
        return None

    def grower(self, view: DraconiumState, seat: int) -> policy.Grow:
        """While the Victory piles are locked and Big Money wants nothing: the dearest buy
        that feeds the Egg at any $ (§2.11: only a grown Dragon unlocks them)."""

        def grow(buys: Sequence[Move]) -> Move | None:
            return self.feeding_buy(view, seat, buys, up_to=None)

        return grow

    def deck(self, view: DraconiumState, seat: int) -> policy.Deck:
        """Its cards by name, from the public record (its deck's backs hide them)."""
        owned = self.ledger.read(view)[seat]
        cards = view.catalog.cards
        return policy.Deck.of([cards[n] for n, k in owned.items() if n in cards for _ in range(k)])

    # -- the Egg --------------------------------------------------------------------------

    def egg(self, view: DraconiumState, legal: Sequence[Move]) -> Move:
        """The Egg with the best estimate: a low target, and a Supply whose cards feed it
        (the share of its piles whose card raises the counter when gained or played);
        seeded noise breaks the habit (§2.2, R3)."""
        lines = {line.egg: line for line in lines_of(view).values()}

        def score(move: Move) -> float:
            line = lines.get(move["egg"])
            if line is None:
                return 0.0
            piles = [p for p in view.supply if view.supply[p].cards]
            fed = sum(self.raises(view, line.name, pile) for pile in piles) / max(1, len(piles))
            noise = (self.rng.below(1001) / 1000.0 - 0.5) * 2.0 * CHOICE_NOISE
            return -line.target + FED_WORTH * fed + noise

        return max(legal, key=score)

    def raises(self, view: DraconiumState, line: str, pile: str) -> bool:
        """Whether the top card of `pile` raises an Egg of `line`'s counter when gained or
        when played: no record of the line's events is read; both are tried one move
        ahead, once per line and card (and whether the card's name was gained before:
        the Blessed Egg counts new names only)."""
        zone = view.supply.get(pile)
        if zone is None or not zone.cards:
            return False
        card = view.catalog.spec(zone.cards[-1])
        seat = view.viewer or 0
        rec = counters.roost(view, seat)
        gained = bool(rec and card.name in rec.get("gained", ()))
        key = (line, card.name, gained)
        found = self.feeds.get(key)
        if found is None:
            found = self.feeds[key] = self.tried(view, seat, line, pile, play=False) or (
                self.tried(view, seat, line, pile, play=True)
            )
        return found

    def tried(self, view: DraconiumState, seat: int, line: str, pile: str, play: bool) -> bool:
        """Gain the top card of `pile` on a world the view allows, with a fresh Egg of
        `line` on the seat's mat there; with `play`, take it into the hand and play it
        (an Action in the Action phase, a Treasure in the Buy phase) by the rules' own
        move; and see whether the rules' count raised the Egg (§2.3)."""
        world = search.determinize(self.ruleset, view, self.rng)
        specs = lines_of(view)
        record = dragons.new_roost(line, specs)
        mine = counters.roost(view, seat)
        if mine is not None and mine["line"] == line:  # the Blessed Egg: new names only
            record["gained"] = list(mine["gained"])
        roosts = world.extra.get("roosts") or [
            dragons.new_roost(line, specs) for _ in world.players
        ]
        roosts[seat] = record
        world.extra["roosts"] = roosts
        world.extra.pop("roosts2", None)
        world.extra["grown"] = True  # a locked pile is tried too
        world.turn = max(1, world.turn)  # R10: counting starts on turn 1
        if not play:
            procedures.gain(world, seat, pile)
            return bool(record["counter"] > 0)
        card = world.supply[pile].cards.pop()
        spec = world.catalog.spec(card)
        if not (spec.is_("Action") or spec.is_("Treasure")):
            return False
        world.players[seat].hand.cards.append(card)
        world.active, world.stack, world.asking = seat, [], None
        world.phase = ACTION if spec.is_("Action") else BUY
        world.actions, world.bought = 1, False
        world.pending = Pending(world.phase, (seat,))
        kind = "play_action" if spec.is_("Action") else "play_treasure"
        move = next(
            (
                m
                for m in self.ruleset.legal_moves(world, seat)
                if m.kind == kind and m["card"] == card
            ),
            None,
        )
        if move is None:
            return False
        self.ruleset.apply(world, move)
        return bool(record["counter"] > 0)

    def feeding_buy(
        self,
        view: DraconiumState,
        seat: int,
        legal: Sequence[Move],
        up_to: int | None = FEED_UP_TO,
    ) -> Move | None:
        """At $2–$5 (`up_to`; None: any $), or a $0 feed at less, with the Egg unhatched:
        the dearest card whose gain or play raises it; of equals, the one with the most
        +Actions (more plays to come)."""
        lines = counters.egg_lines(view, seat)
        if not lines or (up_to is not None and view.coins > up_to):
            return None
        spec = view.catalog.spec
        feeding = []
        for move in legal:
            if move.kind != "buy":
                continue
            top = spec(view.supply[move["pile"]].cards[-1])
            if (view.coins >= 2 or top.cost == 0) and self.raises(view, lines[0], move["pile"]):
                feeding.append((top.cost, top.plus_actions, move["pile"], move))
        if not feeding:
            return None
        return max(feeding, key=lambda f: f[:3])[3]
