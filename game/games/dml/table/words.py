"""DML's table in a player's words: card roles, chip and move labels, prompts and
the curtain's reasons. Pure: no drawing."""

from __future__ import annotations

import re
from typing import Any

from game.core.move import Move
from game.core.zones import HIDDEN_CARD
from game.games.dml import card_text
from game.games.dml.cards import Catalog
from game.games.dml.ops import EVENT_NAMES
from game.games.dml.state import (
    ARCHDUCHESS,
    BID,
    CONFISCATE,
    DABO,
    HEIRESS,
    INITIATIVE,
    MARKET,
    POWER,
    ROLL,
    SEIZE,
    START_PILE,
    THIEF,
    TITHE,
    DmlState,
)

ROLE_WORDS = {
    "egg": "Egg",
    "king": "King",
    "character": "Character",
    "guild": "Guild House",
    "resource": "Resource",
    "joker": "Thief",
}

KIND_LABELS = {
    "roll_initiative": "Badge",
    "choose_start_pile": "Start pile",
    "play_emblem": "Emblem",
    "play_character_power": "Power",
    "pass_power": "Powers",
    "thief_take": "Thief",
    "thief_give": "Thief",
    "tithe_give": "Tithe",
    "confiscate": "Confiscate",
    "archduchess_take": "Archduchess",
    "heiress_take": "Heiress",
    "add_to_declaration": "Declare",
    "add_bid": "Bid",
    "declare_acquisition": "Declare",
    "black_market_attempt": "Black Market",
    "skip_action": "Market",
    "seize_bid": "Seize",
    "seize_pass": "Seize",
    "bid_primary": "Primary bid",
    "bid_secondary": "Secondary",
    "forfeit_bid": "Bidding",
    "roll": "Dice",
    "reroll_dabo": "Dabo!",
    "keep_roll": "Dabo!",
}

PROMPTS = {
    INITIATIVE: "roll for the Initiative Badge",
    DABO: "Dabo! re-roll the doubles or keep them",
    START_PILE: "take a starting pile",
    POWER: "play an Emblem or a Power (drag it), or pass",
    THIEF: "the Thief: take a card or give one",
    TITHE: "give a card to the Tithe Embezzler (drag it onto their seat)",
    CONFISCATE: "take a card from a Black Market",
    ARCHDUCHESS: "take a whole Stock",
    HEIRESS: "take an Egg from the Nest, or not",
    MARKET: "drag Stock cards to the Acquisition, bids beside them, then Declare",
    SEIZE: "choose a Seize Attempt in secret (drag a card to your seize slot) or pass",
    BID: "bid more or forfeit",
    ROLL: "roll the dice",
}

CURTAIN_WHY = {
    SEIZE: "choose in secret whether to seize",
    BID: "your bid",
    POWER: "your chance to play a Power",
    MARKET: "your Market Action",
    THIEF: "the Thief",
    TITHE: "a tithe to give",
    START_PILE: "choose a starting pile",
    DABO: "Dabo! re-roll or keep",
    ROLL: "your roll",
}


def type_word(cat: Catalog, suit: str) -> str:
    """A suit's Resource type in words ("Iron"): the table's font has no suit glyphs."""
    s = cat.suits.get(suit)
    return s.resource if s is not None else suit


def card_name(cat: Catalog, card: str) -> str:
    """A card in words for chips and help: "9 Iron", "Q Wood", "Joker"."""
    if card.startswith("JK"):
        return "Joker"
    rank, suit = cat.rank_of.get(card, card[:-1]), cat.suit_of.get(card, card[-1:])
    return f"{rank} {type_word(cat, suit)}"


def role_of(cat: Catalog, card: str) -> str:
    """The card's part in this game, for the face's role line: Egg, King, Character,
    Guild House, Resource, Thief."""
    if card not in cat.rank_of:
        return ""
    return ROLE_WORDS.get(cat.role(card), "")


def cards_words(cat: Catalog, cards: Any) -> str:
    if not isinstance(cards, tuple):
        return str(cards)
    return "+".join(card_name(cat, c) for c in cards) or "none"


def market_name(zone: str) -> str:
    return f"Black Market {zone.partition(':')[2]}"


def chip_label(cat: Catalog, view: DmlState, move: Move, tv: int | None = None) -> str:
    """A chip's words for `move`: short, naming the card, seat or Stock."""
    k = move.kind
    if k == "roll_initiative":
        return "Roll for the Badge"
    if k == "choose_start_pile":
        return f"Pile {int(move['pile']) + 1}"
    if k in ("pass_power", "seize_pass"):
        return "Pass"
    if k == "play_emblem":
        return f"Emblem {card_name(cat, move['card'])}"
    if k == "play_character_power":
        return f"Power {card_name(cat, move['card'])}"
    if k == "thief_take":
        return f"Take from {view.name(int(move['from_seat']))}"
    if k == "thief_give":
        return f"Give {card_name(cat, move['card'])} to {view.name(int(move['to_seat']))}"
    if k in ("tithe_give", "add_to_declaration", "add_bid", "seize_bid"):
        return card_name(cat, str(move["card"])) if isinstance(move["card"], str) else "card"
    if k == "confiscate":
        # R34: the searcher looks through the market privately, so the chip names the card
        return f"{market_name(str(move['market']))}: {card_name(cat, str(move['card']))}"
    if k == "archduchess_take":
        return type_word(cat, str(move["stock"]).partition(":")[2])
    if k == "heiress_take":
        return "Take an Egg" if move["take"] else "No Egg"
    if k == "declare_acquisition":
        return f"Declare (TV {tv})" if tv is not None else "Declare"
    if k == "black_market_attempt":
        return f"Try {market_name(str(move['market']))}"
    if k == "skip_action":
        return "Skip"
    if k in ("bid_primary", "bid_secondary"):
        return cards_words(cat, move["cards"])
    if k == "forfeit_bid":
        return "Forfeit"
    if k == "roll":
        return f"Roll (TV {tv})" if tv else "Roll"
    if k == "reroll_dabo":
        return "Re-roll"
    if k == "keep_roll":
        return "Keep"
    return k.replace("_", " ").capitalize()


def move_label(cat: Catalog, view: DmlState, move: Move) -> str:
    """The move in full, for keyboard play and the question of which move a drop meant."""
    k = move.kind
    label = chip_label(cat, view, move)
    if k == "add_to_declaration":
        return f"Declare {label} for acquisition"
    if k == "add_bid":
        return f"Bid {label}"
    if k == "seize_bid":
        return f"Seize with {label}"
    if k == "tithe_give":
        return f"Give {label} as a tithe"
    if k in ("bid_primary", "bid_secondary"):
        return f"{KIND_LABELS[k]}: {label}"
    if k == "archduchess_take":
        return f"Take the {label} Stock"
    if k in ("pass_power", "seize_pass"):
        return f"Pass ({KIND_LABELS[k]})"
    return label


def prompt(cat: Catalog, view: DmlState) -> str:
    """What the seats the game waits for are asked, by name."""
    pending = view.pending
    if pending is None:
        return ""
    who = " and ".join(view.name(s) for s in pending.seats)
    return f"{who}: {PROMPTS.get(pending.kind, pending.prompt or pending.kind)}"


def event_words(view: DmlState) -> str:
    if not view.event_kind:
        return "No Event yet"
    name = EVENT_NAMES.get(view.event_kind, view.event_kind)
    return f"{name} {view.event_value}" if view.event_value else name


def curtain_words(view: DmlState, name: str) -> str:
    """ "Pass to Brann — choose in secret whether to seize": why this seat looks now."""
    pending = view.pending
    why = CURTAIN_WHY.get(pending.kind, "") if pending is not None else ""
    return f"Pass to {name} — {why}" if why else f"Pass to {name}"


def card_help(cat: Catalog, card: str) -> list[str]:
    """Hover help for a face-up card: its name, role and worth, and its texts: its
    rank's, its Event's (a 2–9), its Power's (card_text: written from the card file)."""
    if card == HIDDEN_CARD or card not in cat.rank_of:
        return []
    lines = [f"{card_name(cat, card)}: {role_of(cat, card)}"]
    suit = cat.suit_of.get(card, "")
    if cat.is_resource(card) and suit:
        lines.append(
            f"{type_word(cat, suit)}, face value {cat.fv[card]}; buys "
            f"{type_word(cat, cat.bought_with(suit))} as Primary"
        )
    rank = cat.ranks.get(cat.rank_of[card])
    if rank is not None:
        lines.append(card_text.rank_text(cat, rank))
    elif suit:  # a 2–9: its suit's Event when drawn as one, V its pips
        kind = cat.suits[suit].event
        player, market = card_text.event_texts(cat, kind)
        v = str(cat.fv[card])
        said = re.sub(r"\bV\b", v, f"{player} {market}")
        lines.append(f"As an Event: {cat.events[kind].name} {v}. {said}")
    if cat.rank_of[card] in ("J", "Q") or card.startswith("JK"):
        key = "JK" if card.startswith("JK") else card
        lines.append(f"Ultimate Power: {cat.power_name(card)}. {card_text.power_text(cat, key)}")
    return lines
