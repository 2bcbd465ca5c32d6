"""Dragon Riders in a player's words: hover help, the status lines and move labels.

Everything here reads a view (what the seat at the screen may know) and never
changes it. Hover help states effects in full and uses the words printed on the
faces ("+2 energy", "Attack 3 for 2 energy"); a hint ("Drag it onto …") is given
only when that gesture would be accepted now, and otherwise the rules' reason
why not is shown instead.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from game.cards.inline import plain_text
from game.core.move import Move
from game.games.riders import combat, turns
from game.games.riders.cards import CardSpec, Catalog, kind_of
from game.games.riders.rules import TARGET_WORDS
from game.games.riders.setup import starting_shields
from game.games.riders.state import ACTION, DISCARD, DRAFT, DRAGON, HAND_LIMIT, RIDER, RidersState

TARGET_NAMES = {
    "enemy_dragon": "the enemy Dragon",
    "enemy_rider": "the enemy Rider",
    "own_dragon": "your Dragon",
    "own_rider": "your Rider",
}


def plural(n: int, word: str, many: str = "") -> str:
    """ "1 card", "2 cards"; `many` for words that do not just take an s."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def listing(names: Iterable[str]) -> str:
    """Card names grouped and counted: "Rider Heal ×2, Strike"."""
    counted = Counter(names)
    return ", ".join(f"{n} ×{k}" if k > 1 else n for n, k in sorted(counted.items()))


class Words:
    """The words of one game's table; `rules` answers whether a move would be accepted."""

    def __init__(self, cat: Catalog, group_labels: dict[str, str], rules: Any) -> None:
        self.cat = cat
        self.group_labels = group_labels
        self.rules = rules
        self._legal: list[Move] = []
        self._legal_for: RidersState | None = None
        self._legal_seat = -1

    # -- what the rules would say ---------------------------------------------------------

    def my_turn(self, view: RidersState, seat: int) -> bool:
        return view.pending is not None and seat in view.pending.seats and view.result is None

    def why_not(self, view: RidersState, move: Move) -> str | None:
        """The rules' reason the move would be refused now, or None if it would be accepted."""
        if self.rules is None:
            return None
        problem = self.rules.reason(view, move)
        return problem.message if problem is not None else None

    def legal(self, view: RidersState, seat: int) -> list[Move]:
        """The seat's legal moves in this view, worked out once per view (the status
        line asks for them at every frame)."""
        if self.rules is None:
            return []
        if self._legal_for is not view or self._legal_seat != seat:
            self._legal = list(self.rules.legal_moves(view, seat))
            self._legal_for, self._legal_seat = view, seat
        return self._legal

    # -- glossary ---------------------------------------------------------------------------

    def freeze_rule(self, view: RidersState) -> str:
        dragon_only = view.options.get("stagger_dragon_only")
        who = "your Dragon has" if dragon_only else "a unit of yours has"
        return (
            f"Freeze: while {who} Freeze you may take only one action a turn (an attack or a "
            "card). One stack wears off at the end of your turn; when the last one goes, the "
            "unit cannot be Frozen again through your next turn."
        )

    def glossary(self, view: RidersState, text: str) -> list[str]:
        """One line for each rule word a card's text uses (an Energy Shield's line covers
        the Burn and Freeze it names)."""
        if "Energy Shield" in text:
            return [
                "Energy Shield: a charge on your Rider that stops the next Burn or Freeze put "
                "on it (never damage)."
            ]
        lines = []
        if "Burn" in text:
            lines.append(
                "Burn: at the start of its owner's turn the unit takes 1 damage for each Burn; "
                "Burn stays until Firebreak removes it."
            )
        if "Freeze" in text or "Frozen" in text:
            lines.append(self.freeze_rule(view))
        if "Shield" in text:
            lines.append("Shields: each ready Shield on a Rider absorbs 1 damage, then is gone.")
        if "Crippled" in text:
            lines.append("Crippled: the Rider counts as Wounded at any HP until a Rider Heal.")
        return lines

    # -- cards --------------------------------------------------------------------------------

    def card(self, view: RidersState, me: int, card_id: str, zone: str | None) -> list[str]:
        """A card's help: cost and kind as on its face, its text, where it is played, the
        rule words it uses, and (in your hand, on your turn) how to play it or why not."""
        card = self.cat.card_of(card_id)
        cost = f"costs {card.cost} energy"
        in_hand = zone == f"hand:{me}" and view.phase == ACTION
        if in_hand:
            now, note = turns.card_cost(self.cat, view, me, card_id)
            if now != card.cost:
                cost = f"costs {now} energy{note}"
        group = self.group_labels.get(card.group, card.group)
        text = plain_text(card.text)  # inline icons as words
        lines = [f"{card.name}: {cost} · {group}", text, self.target_line(card)]
        lines += self.glossary(view, card.text)
        if in_hand and self.my_turn(view, me):
            lines.append(self.play_hint(view, me, card_id, card))
        elif zone == "market" and self.my_turn(view, me) and view.phase == DRAFT:
            lines.append("Click it to take it into your picks.")
        return lines

    def target_line(self, card: CardSpec) -> str:
        where = TARGET_WORDS[card.targets]
        if card.target in ("enemy", "self"):
            return f"Play it on {where} (the same either way)."
        if card.target == "own_unit":
            return f"Play it on {where}: the one to thaw."
        return f"Play it on {where}."

    def play_hint(self, view: RidersState, me: int, card_id: str, card: CardSpec) -> str:
        target = card.targets[0]
        problem = self.why_not(view, Move.make(me, "play_card", card=card_id, target=target))
        if problem is not None:
            return problem
        if len(card.targets) == 1:
            return f"Drag it onto {TARGET_NAMES[target]} to play it."
        return f"Drag it onto {TARGET_WORDS[card.targets]} to play it."

    # -- piles --------------------------------------------------------------------------------

    def discard(self, view: RidersState, seat: int) -> list[str]:
        p = view.players[seat]
        head = f"{view.name(seat)}'s discard pile: {plural(len(p.discard), 'card')}, face up"
        if not p.discard.cards:
            return [head]
        return [head, listing(self.cat.name_of(c) for c in p.discard.cards)]

    def deck(self, view: RidersState, seat: int, me: int) -> list[str]:
        p = view.players[seat]
        lines = [f"{view.name(seat)}'s deck: {plural(len(p.deck), 'card')}, face down"]
        if p.decklist:
            left = Counter(p.decklist)
            seen = [*p.discard.cards, *(c for c in p.hand.cards if c in self.cat.by_instance)]
            for c in seen:
                left[kind_of(c)] -= 1
            names = [self.cat.cards[k].name for k, n in left.items() for _ in range(max(0, n))]
            if seat == me:
                shown = listing(names) or "nothing"
                lines.append(f"Still in it, in an order nobody knows: {shown}")
            elif names:
                lines.append(f"Not seen yet (in the deck or the hand): {listing(names)}")
        lines.append("No reshuffle: once the deck is empty, a draw gives nothing.")
        return lines

    def picks(self, view: RidersState, seat: int) -> list[str]:
        p = view.players[seat]
        head = f"{view.name(seat)}'s picks: {len(p.drafted)} of 20"
        names = listing(self.cat.name_of(c) for c in p.drafted.cards)
        return [head, names] if names else [head]

    def market(self, view: RidersState, me: int) -> list[str]:
        if view.options.get("draft_mode") == "market":
            lines = [
                f"The market: {plural(len(view.market), 'card')} face up, "
                f"{len(view.stack)} more face down in the draft stack",
                "After each pick the top card of the stack takes the empty place.",
            ]
        else:
            lines = [f"The open pool: {plural(len(view.market), 'card')} left, all face up"]
        if self.my_turn(view, me):
            lines.append("Click a card to take it into your picks.")
        return lines

    # -- energy and units -----------------------------------------------------------------

    def energy(self, view: RidersState, seat: int) -> list[str]:
        p = view.players[seat]
        who = view.name(seat)
        lines = [
            f"{who}: {p.energy} energy, {plural(len(p.hand), 'card')} in hand",
            "Energy pays for cards (the number in a card's gem) and attacks. "
            "What is not spent carries over to later turns.",
        ]
        if p.rider is not None:
            bonus = turns.economy(self.cat, view, seat)
            lines.append(
                f"At the start of each of {who}'s turns: +3 energy, and {bonus:+d} from "
                f"{p.rider.name} ({max(0, 3 + bonus)} in all)."
            )
        lines.append(f"At the start of a turn you draw a card if you hold fewer than {HAND_LIMIT}.")
        return lines

    def dragon(self, view: RidersState, seat: int, me: int) -> list[str]:
        p = view.players[seat]
        assert p.dragon is not None
        spec = self.cat.dragons[p.dragon.name]
        cost, note = turns.attack_cost(self.cat, view, seat)
        lines = [
            f"{p.dragon.name}, {view.name(seat)}'s Dragon: "
            f"{max(p.dragon.hp, 0)} / {p.dragon.max_hp} HP",
            f"Attack {spec.attack_damage} for {cost} energy{note}: "
            f"{spec.attack_damage} damage to the enemy Dragon or Rider.",
            spec.ability,
        ]
        lines += self.statuses(view, seat, p.dragon)
        if seat == me and view.phase == ACTION and self.my_turn(view, me):
            problem = self.why_not(view, Move.make(me, "attack", target="enemy_dragon"))
            lines.append(problem or "Drag your Dragon onto an enemy unit to attack.")
        return lines

    def rider(self, view: RidersState, seat: int) -> list[str]:
        p = view.players[seat]
        assert p.rider is not None
        spec = self.cat.riders[p.rider.name]
        condition = (
            "Critical"
            if combat.critical(self.cat, p)
            else "Wounded"
            if combat.wounded(self.cat, p)
            else "Healthy"
        )
        lines = [
            f"{p.rider.name}, {view.name(seat)}'s Rider: "
            f"{max(p.rider.hp, 0)} / {p.rider.max_hp} HP, {condition}",
        ]
        shields = f"{plural(p.shields, 'Shield')} ready: each absorbs 1 damage to {p.rider.name}."
        lines.append(shields)
        if p.exhausted_shields:
            lines.append(
                f"{plural(p.exhausted_shields, 'Shield')} spent: "
                f"{'it absorbs' if p.exhausted_shields == 1 else 'they absorb'} nothing until "
                f"the start of {view.name(seat)}'s next turn."
            )
        if p.energy_shield:
            lines.append(
                f"Energy Shield: {plural(p.energy_shield, 'charge')}; each stops the next Burn "
                f"or Freeze put on {p.rider.name} (never damage)."
            )
        if p.crippled:
            lines.append("Crippled: counts as Wounded at any HP until a Rider Heal.")
        lines += [
            spec.passive,
            f"Wounded at {spec.wounded_at} HP or less: {spec.wounded}",
            f"Critical at {spec.critical_at} HP or less: {spec.critical}",
        ]
        lines += self.statuses(view, seat, p.rider)
        return lines

    def statuses(self, view: RidersState, seat: int, unit: Any) -> list[str]:
        p = view.players[seat]
        who = view.name(seat)
        lines = []
        if unit.burn:
            lines.append(
                f"Burn {unit.burn}: {unit.burn} damage to {unit.name} at the start of "
                f"{who}'s turn, every turn until Firebreak removes it."
            )
        if unit.freeze:
            staggers = unit.kind == "dragon" or not view.options.get("stagger_dragon_only")
            effect = (
                f"{who} may take only one action a turn" if staggers else "no effect on actions"
            )
            lines.append(
                f"Freeze {unit.freeze}: {effect}; one stack wears off at the end of {who}'s turn."
            )
        if unit.immune_through:
            when = "this turn" if unit.immune_through <= p.turns else f"{who}'s next turn"
            lines.append(f"Immune: it cannot be Frozen through {when}.")
        return lines

    # -- choice tiles -------------------------------------------------------------------------

    def rider_tile(self, view: RidersState, name: str) -> list[str]:
        r = self.cat.riders[name]
        return [
            f"{name}: {r.hp} HP, +{r.economy} energy each turn (on top of everyone's 3)",
            r.passive,
            f"Wounded at {r.wounded_at} HP or less: {r.wounded}",
            f"Critical at {r.critical_at} HP or less: {r.critical}",
            *self.taken_line(view, "rider", name),
        ]

    def dragon_tile(self, view: RidersState, name: str) -> list[str]:
        d = self.cat.dragons[name]
        return [
            f"{name}: {d.hp} HP, Rider starts with "
            f"{starting_shields(self.cat, view.options, name)} Shields",
            f"Attack {d.attack_damage} for {d.attack_cost} energy: "
            f"{d.attack_damage} damage to the enemy Dragon or Rider.",
            d.ability,
            *self.taken_line(view, "dragon", name),
        ]

    def taken_line(self, view: RidersState, which: str, name: str) -> list[str]:
        for p in view.players:
            unit = getattr(p, which)
            if unit is not None and unit.name == name:
                return [f"{view.name(p.seat)} has it."]
        return []

    # -- the status lines and moves -------------------------------------------------------

    def status(self, view: RidersState, me: int) -> list[str]:
        head = f"Turn {view.turn}" if view.turn else "Setting up"
        if view.result is not None:
            return [head, view.result.summary]
        pending = view.pending
        if pending is None:
            return [head]
        who = view.name(pending.seats[0])
        mine = me in pending.seats
        if view.phase in (RIDER, DRAGON):
            which = "Rider" if view.phase == RIDER else "Dragon"
            return (
                [head, f"{who} chooses a {which}", f"Click a {which} to choose it."]
                if (mine)
                else [head, f"{who} chooses a {which}"]
            )
        if view.phase == DRAFT:
            picks = len(view.players[pending.seats[0]].drafted)
            line = f"Draft: {who} picks ({picks} of 20 taken)"
            return [head, line, "Click a card to take it."] if mine else [head, line]
        if view.phase == DISCARD:
            need = pending.min
            hand = len(view.players[pending.seats[0]].hand)
            line = f"{who} discards down to {HAND_LIMIT} ({hand} in hand)"
            if not mine:
                return [head, line]
            return [head, line, f"Click {plural(need, 'card')} to discard, then Discard [D]."]
        line = f"{who}'s turn"
        return [head, line, self.action_hint(view, me)] if mine else [head, line]

    def action_hint(self, view: RidersState, me: int) -> str:
        legal = self.legal(view, me)
        cards = any(m.kind == "play_card" for m in legal)
        attack = any(m.kind == "attack" for m in legal)
        if cards and attack:
            return "Drag a card onto a unit, or your Dragon onto an enemy; then End turn [E]."
        if cards:
            return "Drag a card onto a unit to play it; then End turn [E]."
        if attack:
            return "Drag your Dragon onto an enemy to attack; then End turn [E]."
        problem = self.why_not(view, Move.make(me, "attack", target="enemy_dragon"))
        if problem and "Freeze" in problem:
            return "Frozen: you took your one action. End turn [E]."
        return "Nothing you can afford now: End turn [E]."

    def move_label(self, view: RidersState, move: Move) -> str:
        """The move in a player's words, for keyboard play."""
        kind = move.kind
        seat = move.seat
        if kind == "choose_rider":
            return f"Choose {move['rider']} as your Rider"
        if kind == "choose_dragon":
            return f"Choose {move['dragon']} as your Dragon"
        if kind == "draft_pick":
            card = self.cat.by_instance.get(move["card"])
            return f"Take {card.name} ({card.cost} energy)" if card else "Take a card"
        if kind == "attack":
            cost, _ = turns.attack_cost(self.cat, view, seat)
            return f"Attack {self.unit_name(view, seat, move['target'])} ({cost} energy)"
        if kind == "play_card":
            card = self.cat.by_instance.get(move["card"])
            if card is None:
                return "Play a card"
            cost, _ = turns.card_cost(self.cat, view, seat, move["card"])
            on = self.unit_name(view, seat, move["target"])
            return f"Play {card.name} on {on} ({cost} energy)"
        if kind == "end_turn":
            return "End your turn"
        if kind == "discard":
            names = [self.cat.name_of(c) for c in move["cards"]]
            return f"Discard {' and '.join(names)}" if names else "Discard nothing"
        if kind == "resign":
            return "Resign the game"
        return kind.replace("_", " ").capitalize()

    def unit_name(self, view: RidersState, seat: int, target: str) -> str:
        """`enemy_rider` seen from `seat`: "Kael, the enemy Rider"."""
        side, _, which = target.partition("_")
        owner = seat if side == "own" else 1 - seat
        unit = getattr(view.players[owner], which, None)
        role = TARGET_NAMES[target]
        return f"{unit.name}, {role}" if unit is not None else role
