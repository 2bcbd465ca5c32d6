"""The attack (§3.6–3.8): gathering the attackers, the defender's blocks, the loot.

The attacker gathers dragons one at a time against one opponent (`attack_with`,
`call_back`) and sends them (`declare_attack`), so a table drags each dragon onto
the target. The defence is the defender's own decision, on their screen: blockers
placed, withdrawn and re-assigned until `confirm_defence` (R19–R22). It is skipped
only when public facts settle it (§4). Then each unblocked attacker gives one loot,
chosen one at a time (R27): steal an egg with its cards (R29), draw 3 and discard 2
(R30), or pass (R28).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.state import Pending
from game.core.words import plural
from game.games.hatch import flow, powers
from game.games.hatch.cards import Catalog
from game.games.hatch.state import (
    DEFEND,
    DISCARD,
    LOOT,
    MUSTER,
    Attack,
    HatchState,
)


def gather(cat: Catalog, state: HatchState, seat: int, dragon: str, target: int) -> None:
    """R23: one more of the attacker's dragons joins the attack on `target`."""
    if state.attack is None:
        state.attack = Attack(seat, target)
        state.phase = MUSTER
    state.attack.dragons.append(dragon)
    gather_prompt(state)


def call_back(cat: Catalog, state: HatchState, seat: int, dragon: str) -> None:
    """A gathered dragon stays home; with none left, nothing is attacked."""
    attack = state.attack
    assert attack is not None
    attack.dragons.remove(dragon)
    if attack.dragons:
        gather_prompt(state)
    else:
        state.attack = None
        flow.ask_main(state)


def gather_prompt(state: HatchState) -> None:
    attack = state.attack
    assert attack is not None
    n = len(attack.dragons)
    state.pending = Pending(
        MUSTER,
        (attack.attacker,),
        prompt=f"{plural(n, 'dragon')} against {state.name(attack.target)}: add more, call "
        "one back, or send the attack.",
    )


def can_block(cat: Catalog, state: HatchState, blocker: str, attacker: str) -> bool:
    """R19: strictly higher printed value (a hatched dragon's guard added, powers)."""
    return powers.strength(cat, state, blocker) > cat.cards[attacker].value


def blockers_in_play(state: HatchState, seat: int) -> list[str]:
    """The defender's dragons and mercenaries that may block (R21; weary ones not, R18)."""
    p = state.players[seat]
    weary = p.weary
    return [d for d in p.dragons.cards if d not in weary] + list(p.mercs.cards)


def declare(cat: Catalog, state: HatchState, seat: int) -> None:
    """§3.6: the gathered dragons attack; the defender decides the blocks on their own
    screen, even with nothing that can block (§4) — unless public facts settle it: an
    empty hand and nothing in play strong enough."""
    attack = state.attack
    assert attack is not None
    attack.declared = True
    state.attacked = True
    if state.options["weary"]:  # R18 [option]: they may not block until their next turn
        state.players[seat].weary.extend(attack.dragons)
    target = attack.target
    state.say(
        f"{state.name(seat)} attacks {state.name(target)} with {flow.labels(cat, attack.dragons)}."
    )
    defender = state.players[target]
    if not defender.hand.cards and not any(
        can_block(cat, state, b, a) for b in blockers_in_play(state, target) for a in attack.dragons
    ):
        state.say(
            f"{state.name(target)} has no card in hand and nothing strong enough in play: "
            "no block is possible."
        )
        start_loot(cat, state)
        return
    state.phase = DEFEND
    defence_prompt(cat, state)


def defence_prompt(cat: Catalog, state: HatchState) -> None:
    attack = state.attack
    assert attack is not None
    n = len(attack.dragons)
    state.pending = Pending(
        DEFEND,
        (attack.target,),
        prompt=f"{state.name(attack.attacker)} attacks you with {plural(n, 'dragon')}: "
        "place blockers (your dragons, mercenaries from your hand), then confirm.",
    )


def contract(cat: Catalog, state: HatchState, seat: int, card: str, attacker: str) -> None:
    """§3.7, R22: a hand card, face up and sideways, blocks `attacker` at once."""
    attack = state.attack
    assert attack is not None
    p = state.players[seat]
    p.hand.cards.remove(card)
    p.mercs.cards.append(card)
    attack.hired.append(card)
    attack.blocks[attacker] = card
    state.say(
        f"{state.name(seat)} contracts {cat.label(card)} as a mercenary to block "
        f"{cat.label(attacker)}."
    )


def assign(cat: Catalog, state: HatchState, seat: int, blocker: str, attacker: str) -> None:
    attack = state.attack
    assert attack is not None
    attack.blocks[attacker] = blocker
    state.say(f"{state.name(seat)} blocks {cat.label(attacker)} with {cat.label(blocker)}.")


def withdraw(cat: Catalog, state: HatchState, seat: int, blocker: str) -> None:
    """A blocker steps back; a mercenary contracted in this defence returns to the hand."""
    attack = state.attack
    assert attack is not None
    attacker = attack.blocker_of(blocker)
    assert attacker is not None
    del attack.blocks[attacker]
    name = state.name(seat)
    if blocker in attack.hired:
        attack.hired.remove(blocker)
        p = state.players[seat]
        p.mercs.cards.remove(blocker)
        p.hand.cards.append(blocker)
        state.say(f"{name} withdraws {cat.label(blocker)}; the mercenary returns to the hand.")
    else:
        state.say(f"{name} withdraws {cat.label(blocker)} from {cat.label(attacker)}.")


def confirm(cat: Catalog, state: HatchState, seat: int) -> None:
    attack = state.attack
    assert attack is not None
    blocked = [a for a in attack.dragons if a in attack.blocks]
    name = state.name(seat)
    if blocked:
        pairs = ", ".join(f"{cat.label(a)} by {cat.label(attack.blocks[a])}" for a in blocked)
        state.say(f"{name} confirms the defence: {pairs} blocked.")
    else:
        state.say(f"{name} confirms the defence: no block.")
    start_loot(cat, state)


def start_loot(cat: Catalog, state: HatchState) -> None:
    """§3.8: one loot per unblocked attacker, chosen on the attacker's screen."""
    attack = state.attack
    assert attack is not None
    attack.hired = []  # their obligation is met; they stay until their owner's turn (R21)
    left = len(attack.unblocked())
    if not left:
        state.say("Every attacker was blocked: no loot.")
        finish_attack(state)
        return
    loot_prompt(cat, state)


def loot_prompt(cat: Catalog, state: HatchState) -> None:
    attack = state.attack
    assert attack is not None
    left = len([a for a in attack.unblocked() if a not in attack.looted])
    state.phase = LOOT
    state.pending = Pending(
        LOOT,
        (attack.attacker,),
        prompt=f"{plural(left, 'loot')} to choose: steal an egg, draw {cat.numbers.loot_draw} "
        f"and discard {cat.numbers.loot_discard}, or pass.",
    )


def finish_attack(state: HatchState) -> None:
    """The attack is over: back to the attacker's main phase (§3.1 step 6)."""
    attack = state.attack
    assert attack is not None
    attack.drawn = []
    flow.ask_main(state)


def next_loot(cat: Catalog, state: HatchState) -> None:
    attack = state.attack
    assert attack is not None
    if any(a not in attack.looted for a in attack.unblocked()):
        loot_prompt(cat, state)
    else:
        finish_attack(state)


def steal(cat: Catalog, state: HatchState, seat: int, attacker: str, zone: str) -> None:
    """R29: the egg with all its cards, in the same state, face down in the thief's
    territory; the thief may look at it (R14)."""
    attack = state.attack
    assert attack is not None
    attack.looted.append(attacker)
    egg = state.egg_at(zone)
    assert egg is not None
    victim = state.players[egg.owner]
    victim.eggs.remove(egg)
    egg.sacrifices.clear()  # only its owner's dragons are sacrificed for it (R12)
    egg.card.owner = seat
    egg.fed.owner = seat
    if seat not in egg.seen:
        egg.seen = (*egg.seen, seat)
    state.players[seat].eggs.append(egg)
    attached = ", ".join(cat.cards[c].provides for c in egg.fed.cards)
    what = f"{attached} attached" if attached else "nothing attached"
    state.say(f"{state.name(seat)} stole an egg ({what}) from {state.name(victim.seat)}.")
    state.say(f"The stolen egg {egg.number} is {cat.label(egg.id)}.", seat)
    next_loot(cat, state)


def draw_loot(cat: Catalog, state: HatchState, seat: int, attacker: str) -> None:
    """§3.8, R30: draw 3 (fewer if both piles run out), then discard 2 of the whole hand
    (or the whole hand if it holds fewer)."""
    attack = state.attack
    assert attack is not None
    attack.looted.append(attacker)
    drawn = flow.draw_cards(cat, state, seat, cat.numbers.loot_draw)
    attack.drawn = drawn
    flow.say_drawn(cat, state, seat, drawn, f"loots with {cat.label(attacker)}")
    must = min(cat.numbers.loot_discard, len(state.players[seat].hand.cards))
    if not must:
        next_loot(cat, state)
        return
    state.phase = DISCARD
    state.pending = Pending(
        DISCARD,
        (seat,),
        prompt=f"Discard {plural(must, 'card')} from your hand.",
        min=must,
        max=must,
    )


def pass_loot(cat: Catalog, state: HatchState, seat: int, attacker: str) -> None:
    """R28: the loot is optional."""
    attack = state.attack
    assert attack is not None
    attack.looted.append(attacker)
    state.say(f"{state.name(seat)} takes no loot with {cat.label(attacker)}.")
    next_loot(cat, state)


def discard(cat: Catalog, state: HatchState, seat: int, cards: Sequence[str]) -> None:
    hand = state.players[seat].hand.cards
    for card in cards:
        hand.remove(card)
    flow.to_discard(state, list(cards))
    state.say(f"{state.name(seat)} discarded {flow.labels(cat, cards)}.")
    next_loot(cat, state)


def egg_summary(cat: Catalog, state: HatchState, zone: str) -> str:
    """ "egg 4 (Ember, Stone attached)": an egg as everyone sees it."""
    egg = state.egg_at(zone)
    if egg is None:
        return zone
    names = [cat.resource_name(cat.cards[c].provides) for c in egg.fed.cards]
    return f"egg {egg.number} ({', '.join(names) or 'nothing'} attached)"


def attack_words(cat: Catalog, state: HatchState) -> str:
    """ "Ann attacks Ben with 2 dragons" for a status line."""
    attack = state.attack
    if attack is None:
        return ""
    n = len(attack.dragons)
    return (
        f"{state.name(attack.attacker)} attacks {state.name(attack.target)} "
        f"with {plural(n, 'dragon')}"
    )
