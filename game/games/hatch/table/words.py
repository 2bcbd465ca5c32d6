"""What the Hatch table says: the panel's status, hover help, each move in a player's
words, the curtain's words, the stage's line and the loot chips.

Everything is read from the view of the seat at the screen, so nothing here can
name a card that seat may not see: an egg is "egg 4" unless its face is known to
the viewer (their own, or one they remember, R14).
"""

from __future__ import annotations

import re
from collections import Counter

from game.core.move import Move
from game.core.words import plural
from game.core.zones import HIDDEN_CARD
from game.games.hatch import eggs, flow, standing
from game.games.hatch.cards import Catalog, Species
from game.games.hatch.state import (
    DEFEND,
    DISCARD,
    LOOT,
    MAIN,
    MUSTER,
    Egg,
    HatchState,
)


def readable(text: str) -> str:
    """The rules' droplets in words the table's font can show: "●●" -> "2 blood"."""
    return re.sub("●+", lambda m: f"{len(m.group())} blood", text)


def label(cat: Catalog, card: str) -> str:
    """ "Emberclaw (12)"."""
    return cat.label(card)


def resources(cat: Catalog, cards: list[str]) -> str:
    """ "Ember, Ember, Stone" for the cards tucked under an egg ("nothing")."""
    return ", ".join(cat.resource_name(cat.cards[c].provides) for c in cards) or "nothing"


def needs(species: Species) -> str:
    """ "2 Ember, 1 Stone and 1 blood"."""
    return species.cost_words()


def egg_face(view: HatchState, egg: Egg) -> str | None:
    """The card id or species the viewer may see of this egg (their own, one they
    remember, every egg once the game is over), or None."""
    if egg.id != HIDDEN_CARD:
        return egg.id
    return egg.face or None


def egg_species(cat: Catalog, view: HatchState, egg: Egg) -> Species | None:
    face = egg_face(view, egg)
    if face is None:
        return None
    return cat.cards.get(face) or cat.species.get(face)


def egg_name(cat: Catalog, view: HatchState, egg: Egg, me: int) -> str:
    """ "egg 4 (Magma Wyrm)" for an egg whose face the viewer knows, else "egg 4"."""
    species = egg_species(cat, view, egg)
    if species is None:
        return f"egg {egg.number}"
    return f"egg {egg.number} ({species.name})"


def egg_by_card(view: HatchState, card: str) -> Egg | None:
    """One of the viewer's eggs by its card id (a hidden egg is never found)."""
    return view.egg_of(card) if card != HIDDEN_CARD else None


# -- moves ----------------------------------------------------------------------------------


def move_label(cat: Catalog, view: HatchState, move: Move, me: int) -> str:
    """A move in the player's words, for keyboard play and for a bot's move."""
    kind = move.kind
    if kind == "lay_egg":
        return f"Lay {label(cat, move['card'])} as an egg"
    if kind == "nurture":
        egg = egg_by_card(view, move["egg"])
        where = egg_name(cat, view, egg, me) if egg else "an egg"
        gives = cat.resource_name(cat.cards[move["card"]].provides)
        return f"Feed {where} with {label(cat, move['card'])}: {gives}"
    if kind == "nominate_sacrifice":
        egg = egg_by_card(view, move["egg"])
        where = egg_name(cat, view, egg, me) if egg else "an egg"
        return f"Sacrifice {label(cat, move['dragon'])} for {where}"
    if kind == "withdraw_sacrifice":
        return f"Take {label(cat, move['dragon'])} back from the sacrifices"
    if kind == "hatch":
        egg = egg_by_card(view, move["egg"])
        where = egg_name(cat, view, egg, me) if egg else "an egg"
        sacrifices = egg.sacrifices if egg else []
        if not sacrifices:
            return f"Hatch {where}"
        return f"Hatch {where}, sacrificing {flow.labels(cat, sacrifices)}"
    if kind == "attack_with":
        return f"Send {label(cat, move['dragon'])} against {view.name(move['target'])}"
    if kind == "call_back":
        return f"Call {label(cat, move['dragon'])} back"
    if kind == "declare_attack":
        attack = view.attack
        if attack is None:
            return "Attack"
        n = len(attack.dragons)
        return f"Attack {view.name(attack.target)} with {plural(n, 'dragon')}"
    if kind == "contract_mercenary":
        return f"Hire {label(cat, move['card'])} to block {label(cat, move['attacker'])}"
    if kind == "assign_blocker":
        return f"Block {label(cat, move['attacker'])} with {label(cat, move['dragon'])}"
    if kind == "withdraw_blocker":
        return f"Withdraw {label(cat, move['dragon'])} from its block"
    if kind == "confirm_defence":
        return "Confirm the defence"
    if kind == "choose_loot":
        return f"Loot: {chip_label(cat, view, move)}"
    if kind == "discard":
        return f"Discard {flow.labels(cat, move['cards'])}"
    if kind == "end_turn":
        return "End your turn"
    return kind.replace("_", " ").capitalize()


def chip_label(cat: Catalog, view: HatchState, move: Move) -> str:
    """A loot chip: "Steal egg 4", "Draw 3, discard 2", "Pass"."""
    option = move["option"]
    if option == "steal":
        egg = view.egg_at(move["egg"]) if move["egg"] else None
        return f"Steal egg {egg.number}" if egg else "Steal an egg"
    if option == "draw":
        return f"Draw {cat.numbers.loot_draw}, discard {cat.numbers.loot_discard}"
    return "Pass"


# -- the panel's status --------------------------------------------------------------------------


def dynasties(cat: Catalog, view: HatchState) -> str:
    values = standing.dynasties(cat, view)
    shown = " · ".join(f"{view.name(s)} {v}" for s, v in enumerate(values))
    return f"To {cat.numbers.goal}: {shown}"


def heading(view: HatchState) -> str:
    if view.result is not None:
        return "Game over"
    attack = view.attack
    if view.phase in (MUSTER, DEFEND, LOOT, DISCARD) and attack is not None:
        if view.phase == MUSTER:
            return f"Round {view.round} · {view.name(attack.attacker)} gathers an attack"
        if view.phase == DEFEND:
            return f"{view.name(attack.target)} defends"
        return f"{view.name(attack.attacker)} loots"
    return f"Round {view.round} · {view.name(view.active)}'s turn"


def prompt(cat: Catalog, view: HatchState, me: int, chosen: Egg | None) -> str:
    """What the player at the screen may do now, in a sentence or two."""
    if view.result is not None:
        return view.result.summary
    pending = view.pending
    if pending is None:
        return ""
    if me not in pending.seats:
        who = " and ".join(view.name(s) for s in pending.seats)
        return f"Waiting for {who}: {pending.prompt}"
    attack = view.attack
    if view.phase == MAIN:
        if chosen is not None:
            species = egg_species(cat, view, chosen)
            need = species.blood if species else 0
            paid = sum(cat.cards[d].sac for d in chosen.sacrifices)
            if need:
                return (
                    f"Drag dragons onto the egg to sacrifice them (blood {paid} of {need}), "
                    "then Hatch. Click the egg again to let it be."
                )
            return "Press Hatch, or click the egg again to let it be."
        attack_words = "" if view.attacked else "; drag a dragon onto a player to attack"
        return f"Drag cards to lay or feed eggs; click an egg to hatch it{attack_words}."
    if view.phase == MUSTER and attack is not None:
        return (
            f"Drag more dragons onto {view.name(attack.target)}, click one to call it back, "
            "then Attack."
        )
    if view.phase == DEFEND and attack is not None:
        return (
            "Drag dragons or hand cards onto the attackers they beat (higher value), then Confirm."
        )
    if view.phase == LOOT and attack is not None:
        left = [a for a in attack.unblocked() if a not in attack.looted]
        return (
            f"{plural(len(left), 'loot')} to take: steal an egg, draw {cat.numbers.loot_draw} and "
            f"discard {cat.numbers.loot_discard}, or pass."
        )
    if view.phase == DISCARD:
        n = pending.max
        return f"Click {plural(n, 'card')} in your hand to discard, then Discard."
    return pending.prompt


def status(cat: Catalog, view: HatchState, me: int, chosen: Egg | None) -> list[str]:
    lines = [heading(view), prompt(cat, view, me, chosen), dynasties(cat, view)]
    if view.trigger is not None and view.result is None:
        lines.append(
            f"{view.name(view.trigger)} reached {cat.numbers.goal}: the round is played to "
            "its end (R24)."
        )
    return lines


def stage_line(cat: Catalog, view: HatchState, me: int) -> str:
    """The words over the stage: who attacks whom, or the goal."""
    attack = view.attack
    if attack is not None and view.phase == LOOT:
        left = [a for a in attack.unblocked() if a not in attack.looted]
        if left:
            return f"{label(cat, left[0])} is unblocked: {plural(len(left), 'loot')} to take"
    if view.phase == DISCARD and view.pending is not None:
        return f"{view.name(view.pending.seats[0])} discards {plural(view.pending.max, 'card')}"
    if attack is not None and view.phase in (MUSTER, DEFEND):
        who, whom = view.name(attack.attacker), view.name(attack.target)
        if view.phase == MUSTER:
            return f"{who} gathers against {whom}"
        blocked = len(attack.blocks)
        return f"{who} attacks {whom} · {blocked} of {len(attack.dragons)} blocked"
    if view.trigger is not None and view.result is None:
        return f"{view.name(view.trigger)} reached {cat.numbers.goal}: this is the last round"
    return f"Dynasties: the first to {cat.numbers.goal} ends the game"


# -- hover help ------------------------------------------------------------------------------------


def card_lines(cat: Catalog, species: Species) -> list[str]:
    """A card's three lives: egg (what it needs), resource (what it gives), dragon."""
    sac = plural(species.sac, "droplet")
    lines = [
        f"{species.name} ({species.value}) · {species.tier}",
        f"As an egg it needs {needs(species)}. Tucked under an egg it gives "
        f"{cat.resource_name(species.provides)}. Hatched, it is worth {sac} as a sacrifice.",
    ]
    if species.rules_text:
        lines.append(species.rules_text)
    return lines


def hand_card(cat: Catalog, view: HatchState, me: int, card: str) -> list[str]:
    lines = card_lines(cat, cat.cards[card])
    if view.phase == DEFEND and view.attack is not None and view.attack.target == me:
        lines.append("Drag it onto an attacker of lower value to hire it as a mercenary.")
    elif view.phase == DISCARD:
        lines.append("Click it to pick it for the discard (click again to keep it).")
    elif view.phase == MAIN and view.active == me:
        lines.append("Drag it onto your territory to lay it, or onto your egg to feed it.")
    return lines


def fed_card(cat: Catalog, view: HatchState, card: str, egg: Egg) -> list[str]:
    owner = view.name(egg.owner)
    gives = cat.resource_name(cat.cards[card].provides)
    return [f"{label(cat, card)}, tucked under {owner}'s egg {egg.number}: gives {gives}."]


def egg_lines(cat: Catalog, view: HatchState, me: int, egg: Egg) -> list[str]:
    attached = resources(cat, egg.fed.cards)
    species = egg_species(cat, view, egg)
    whose = "Your" if egg.owner == me else f"{view.name(egg.owner)}'s"
    head = f"{whose} egg {egg.number}, face down. Tucked under it: {attached}."
    if species is None:
        return [head]
    outcome = eggs.forecast(cat, species_card(cat, view, egg), egg.fed.cards, ())
    known = "It is" if egg.owner == me else "You know it: it is"
    lines = [head, f"{known} {species.name} ({species.value}), needing {needs(species)}."]
    missing = _missing(cat, species, egg.fed.cards)
    if missing:
        lines.append(missing)
    elif outcome.blood:
        lines.append(f"Its resources are complete; it needs {plural(outcome.blood, 'blood')}.")
    else:
        lines.append("Its resources are complete: it will hatch.")
    if egg.owner == me and view.phase == MAIN and view.active == me:
        lines.append("Click it to hatch it.")
    return lines


def species_card(cat: Catalog, view: HatchState, egg: Egg) -> str:
    """A card id of the egg's species (the egg's own, when the viewer sees it)."""
    if egg.id != HIDDEN_CARD:
        return egg.id
    return next(c for c, s in cat.cards.items() if s.name == egg.face)


def _missing(cat: Catalog, species: Species, attached: list[str]) -> str:
    """ "Still missing: 1 Stone." / "Doomed: it takes no Tide." """
    have = Counter(cat.cards[c].provides for c in attached)
    need = species.cost_counts
    wrong = [cat.resource_name(r) for r in cat.codes if have[r] > need[r]]
    if wrong:
        return f"Doomed: too much {', '.join(wrong)}; only a failed hatch clears it."
    short = [f"{need[r] - have[r]} {cat.resource_name(r)}" for r in cat.codes if have[r] < need[r]]
    return f"Still missing: {', '.join(short)}." if short else ""


def dragon_lines(cat: Catalog, view: HatchState, card: str, seat: int, merc: bool) -> list[str]:
    species = cat.cards[card]
    owner = view.name(seat)
    if merc:
        return [
            f"{label(cat, card)}: {owner}'s mercenary until {owner}'s next turn. It blocks "
            f"attackers of value below {species.value}; it never attacks or counts."
        ]
    lines = [
        f"{label(cat, card)}: {owner}'s dragon, worth {species.value} to the dynasty and "
        f"{plural(species.sac, 'droplet')} as a sacrifice. It blocks attackers below "
        f"{species.value}.",
    ]
    if seat in (view.active,) and card in view.players[seat].fresh:
        lines.append("Hatched this turn.")
    egg = view.nominated_for(seat, card)
    if egg is not None:  # only its owner's view names it (§3.4)
        lines.append(f"Named as a sacrifice for egg {egg.number}: click it to take it back.")
    return lines


def territory_lines(cat: Catalog, view: HatchState, seat: int, me: int) -> list[str]:
    p = view.players[seat]
    value = standing.dynasty(cat, view, seat)
    who = "You" if seat == me else view.name(seat)
    lines = [
        f"{who}: dynasty {value} of {cat.numbers.goal} · "
        f"{plural(len(p.hand.cards), 'card')} in hand · "
        f"{plural(len(p.eggs), 'egg')} · {plural(len(p.dragons.cards), 'dragon')}"
        + (f" · {plural(len(p.mercs.cards), 'mercenary', 'mercenaries')}" if p.mercs.cards else "")
    ]
    if view.trigger == seat:
        lines.append(f"Triggered the end by reaching {cat.numbers.goal} (R24).")
    return lines


def draw_lines(view: HatchState) -> list[str]:
    return [
        f"Draw pile: {plural(len(view.draw.cards), 'card')}. When it runs out, the discard "
        "pile is shuffled into a new one (R2)."
    ]


def discard_lines(view: HatchState) -> list[str]:
    n = len(view.discard.cards)
    if not n:
        return ["Discard pile: empty."]
    return [f"Discard pile: {plural(n, 'card')}, open to all (R31). Click it to look through it."]
