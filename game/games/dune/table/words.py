"""Dragon Dune's moves and choices in a player's words.

`move_label` names any legal move for keyboard play and for chips that play a
move at once; `value_label` names one value of a move's argument on a chip;
`finish_button` gives the buttons that close a decision their own words (a bid's
"Pass (no bid)" is never the same button as "Skip movement").
"""

from __future__ import annotations

from typing import Any

from game.core.move import Move
from game.core.zones import HIDDEN_CARD
from game.games.dune.battle import QUESTION_WORDS
from game.games.dune.board import region_order
from game.games.dune.recruit import CONSCRIPT, MOVING, hire_cost
from game.games.dune.state import (
    BATTLE,
    BIDDING,
    FACTION_NAMES,
    RECRUIT,
    SUIT_NAMES,
    DuneState,
    value_of,
)

KIND_LABELS = {
    "place_bid": "Bid",
    "hire_mercenaries": "Hire (Ace: half)",
    "elf_ace_place": "Elves' Ace",
    "pay_bid": "Pay",
    "choose_army": "Battle plan",
    "choose_battle": "Attack",
    "ask_question": "Ask them",
    "answer_question": "Your answer",
    "declare_treachery": "Betray",
    "keep_artifact": "Your artifact",
    "plunder": "Plunder",
    "plunder_resolve": "Stolen card",
    "propose_alliance": "Ally with",
    "accept_alliance": "Proposal",
    "break_alliance": "Alliance",
    "set_orc_split": "Orc camps",
    "goblin_ace_block": "Bar from hiring",
    "ace_extra_move": "Extra move",
    "orc_ace_relocate": "Ace move",
    "unhide": "Reveal",
    "hide": "Hide",
}

# Moves that close a decision (state.FINISH_KINDS) are buttons of the panel, never chips.


def plural(n: int, word: str, many: str = "") -> str:
    """ "1 token", "2 tokens"; `many` for words whose plural is not word + s."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def faction(seat: int) -> str:
    return FACTION_NAMES[seat]


def card_name(card: str) -> str:
    """ "QC" -> "Queen of Clubs"."""
    ranks = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
    rank = card[:-1]
    return f"{ranks.get(rank, rank)} of {SUIT_NAMES.get(card[-1], card[-1])}"


def keep_card(view: DuneState) -> str:
    """The artifact the winner of the battle may keep, if any."""
    fight = (view.work.get(BATTLE) or {}).get("fight") or {}
    winner = fight.get("winner")
    plans = fight.get("plans") or {}
    side = "attacker" if winner == fight.get("attacker") else "defender"
    card = (plans.get(side) or {}).get("artifact")
    if card:
        return str(card)
    return view.battlefield.cards[-1] if view.battlefield.cards else "the card"


def stolen_card(view: DuneState) -> str:
    pending = view.pending
    if pending is not None and pending.choices and pending.choices[0] != HIDDEN_CARD:
        return str(pending.choices[0])
    return "the card"


def high_bid(view: DuneState) -> int:
    return int((view.work.get(BIDDING) or {}).get("high", 0))


def value_label(view: DuneState, kind: str, name: str, value: Any) -> str:
    """One value of a move's argument, as its chip shows it."""
    if name in ("target", "opponent", "proposer") and isinstance(value, int):
        return faction(value)
    if kind == "choose_army" and name == "n":
        return plural(int(value), "token")
    if kind == "choose_army" and name == "artifact":
        return "no artifact" if value is None else str(value)
    if kind == "keep_artifact":
        card = keep_card(view)
        return f"Keep {card}" if value else f"Discard {card}"
    if kind == "plunder":
        return "Steal a card" if value else "Take nothing"
    if kind == "plunder_resolve":
        card = stolen_card(view)
        if value == "keep":
            return f"Keep {card}"
        worth = f" for {value_of(card)} gold" if card != "the card" else ""
        return f"Sell {card}{worth}"
    if kind == "pay_bid" and name == "card":
        return f"Pay {high_bid(view)} gold" if value is None else f"Discard {value}, pay nothing"
    if kind == "ask_question":
        return "army size" if value == "army" else str(value)
    if kind == "answer_question":
        return str(value)
    if kind == "set_orc_split":
        return f"{value} on {name[1:]}"
    if name == "amount":
        return f"{value} gold"
    if name == "n":
        return plural(int(value), "token")
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def chip_label(view: DuneState, move: Move) -> str:
    """A chip that plays `move` at once: short, since a row holds several."""
    kind = move.kind
    if kind in ("keep_artifact", "plunder", "plunder_resolve", "pay_bid"):
        name, value = move.args[0]
        return value_label(view, kind, name, value)
    if kind == "choose_battle":
        return f"{faction(move['opponent'])} in {move['region']}"
    if kind in ("propose_alliance",):
        return faction(move["target"])
    if kind == "accept_alliance":
        return f"Ally with the {faction(move['proposer'])}"
    if kind == "break_alliance":
        return "Break your alliance"
    if kind == "declare_treachery":
        return f"{move['queen']} + {move['sabotage']}"
    if kind == "ask_question":
        return str(value_label(view, kind, "kind", move["kind"]))
    if kind == "answer_question":
        return str(move["value"])
    if kind == "ace_extra_move":
        return f"Discard {move['card']}"
    if kind == "goblin_ace_block":
        return f"{faction(move['target'])} ({move['card']})"
    if kind in ("unhide", "hide"):
        return str(move["region"])
    return move_label(view, move)


def move_label(view: DuneState, move: Move, ctx: Any = None) -> str:
    """Any Dragon Dune move in a player's words (keyboard play, the log of choices)."""
    kind = move.kind
    a: dict[str, Any] = dict(move.args)
    seat = move.seat
    if kind == "set_orc_split":
        camps = sorted((name[1:], n) for name, n in a.items() if name.startswith("n"))
        camps.sort(key=lambda camp: region_order(camp[0]))
        shown = ", ".join(f"{n} on {region}" for region, n in camps)
        return f"Place the Orcs: {shown}"
    if kind == "orc_ace_relocate":
        n = plural(a["n"], "token")
        return f"Discard {a['card']}: move {n} from {a['from_region']} to {a['to_region']}"
    if kind == "pass_ace":
        return "Play no Ace: let the dragon strike"
    if kind == "propose_alliance":
        return f"Propose an alliance to the {faction(a['target'])}"
    if kind == "accept_alliance":
        return f"Accept the alliance with the {faction(a['proposer'])}"
    if kind == "decline_alliance":
        return f"Decline the alliance with the {faction(a['proposer'])}"
    if kind == "break_alliance":
        return "Break your alliance"
    if kind == "pass_council":
        return "Pass at the Great Council"
    if kind == "place_bid":
        return f"Bid {a['amount']} gold"
    if kind == "pass_bid":
        return "Pass (no bid on this card)"
    if kind == "pay_bid":
        if a["card"] is None:
            return f"Pay {high_bid(view)} gold for the card"
        return f"Discard {a['card']} and pay nothing for the card"
    if kind == "unhide":
        return f"Bring the hidden Elves in {a['region']} out of hiding"
    if kind == "goblin_ace_block":
        return f"Discard {a['card']}: bar the {faction(a['target'])} from hiring"
    if kind == "done":
        return done_label(view)
    if kind == "conscript":
        return f"Conscript {plural(a['n'], 'token')} in {a['region']} (free)"
    if kind == "hire_mercenaries":
        cost = ""
        if ctx is not None:
            price = hire_cost(view, ctx, seat, a["region"], a["n"], a["card"] is not None)
            cost = f" for {price} gold"
        ace = f", discarding {a['card']} to pay half" if a["card"] else ""
        return f"Hire {plural(a['n'], 'mercenary', 'mercenaries')} into {a['region']}{cost}{ace}"
    if kind == "raise_orcs":
        return f"Raise {plural(a['n'], 'Orc token')} in {a['region']} (free)"
    if kind == "elf_ace_place":
        return f"Discard {a['card']}: place {plural(a['n'], 'token')} in {a['region']} (free)"
    if kind == "move_stack":
        path = tuple(a["path"])
        via = f" via {', '.join(path[:-1])}" if len(path) > 1 else ""
        n = plural(a["n"], "hidden token" if a.get("hidden") else "token")
        return f"Move {n} from {a['from']} to {path[-1]}{via}"
    if kind == "ace_extra_move":
        return f"Discard {a['card']} for one more move"
    if kind == "disband":
        return f"Disband {plural(a['n'], 'token')} in {a['region']} (ends your turn)"
    if kind == "end_turn":
        return end_turn_label(view, seat)[0]
    if kind == "hide":
        return f"Hide the Elves in {a['region']}"
    if kind == "choose_battle":
        return f"Attack the {faction(a['opponent'])} in {a['region']}"
    if kind == "ask_question":
        return f"Ask {QUESTION_WORDS.get(a['kind'], a['kind'])}"
    if kind == "no_question":
        return "Ask no question"
    if kind == "answer_question":
        return f"Answer: {a['value']}"
    if kind == "choose_army":
        card = f"with {a['artifact']}" if a["artifact"] else "and no artifact"
        return f"Send {plural(a['n'], 'token')} {card}"
    if kind == "declare_treachery":
        return f"Declare treachery with {a['queen']} and {a['sabotage']}"
    if kind == "decline_treachery":
        return "No treachery"
    if kind == "keep_artifact":
        return value_label(view, kind, "keep", a["keep"])
    if kind == "plunder":
        return "Steal one of their artifacts at random" if a["take"] else "Take nothing"
    if kind == "plunder_resolve":
        return value_label(view, kind, "keep_or_sell", a["keep_or_sell"])
    if kind == "resign":
        return "Resign"
    return kind.replace("_", " ").capitalize()


def done_label(view: DuneState) -> str:
    """ "done" closes three different questions: say which."""
    stage = view.pending.kind if view.pending is not None else ""
    if stage == "elves_unhide" and not any(view.hidden.values()):
        return "Carry on (no Elves are hidden)"
    return {
        "elves_unhide": "Keep them hidden",
        "goblin_block": "Bar nobody",
        "elves_hide": "Hide no more",
    }.get(stage, "Done")


def turn_work(view: DuneState) -> dict[str, Any]:
    return dict(view.work.get(RECRUIT) or {})


def turn_prompt(view: DuneState) -> str:
    """The Recruitment & Movement turn's steps still open, in order (R15)."""
    w = turn_work(view)
    step = int(w.get("step", CONSCRIPT))
    if step == MOVING and int(w.get("moves_left", 1)) <= 0:
        step = MOVING + 1  # no move left: only disbanding remains
    open_steps = {
        2: "conscript, recruit, move, disband",
        3: "recruit, move, disband",
        4: "move, disband",
        5: "disband",
    }.get(step, "disband")
    moves = f" ({plural(int(w.get('moves_left', 1)), 'move')} left)" if step <= MOVING else ""
    return f"Your turn: {open_steps}, in that order{moves}; or end it."


def end_turn_label(view: DuneState, seat: int) -> tuple[str, str]:
    """The button that ends a Recruitment & Movement turn, and the question it asks
    first when it gives up something: ("Skip movement", "Skip ... ?") or ("End
    movement", "")."""
    w = turn_work(view)
    step = int(w.get("step", CONSCRIPT))
    used = list(w.get("used", []))
    moved = step >= MOVING
    if moved:
        return "End movement", ""
    if not used and step == CONSCRIPT:
        return (
            "Skip movement",
            "Skip your whole Recruitment & Movement turn? "
            "You have not recruited or moved anything yet.",
        )
    return "Skip movement", "End your turn without moving? You have not moved any stack."


def finish_label(view: DuneState, move: Move) -> str:
    """The words of a button that closes a decision."""
    kind = move.kind
    if kind == "end_turn":
        return end_turn_label(view, move.seat)[0]
    if kind == "done":
        return done_label(view)
    return {
        "pass_ace": "Play no Ace",
        "pass_council": "Pass",
        "pass_bid": "Pass (no bid)",
        "decline_alliance": "Decline",
        "decline_treachery": "No treachery",
        "no_question": "Ask nothing",
    }.get(kind, kind.replace("_", " ").capitalize())
