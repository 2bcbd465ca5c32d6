"""Hover help for the Dragon Dune table: what a card, region, chip, button, the
dragon or a faction box does, stated in full with the numbers that apply now.

Every function reads only the view of the seat at the screen (and the game's
fixed data: the board and the factions' numbers); none changes anything.
Rulings are cited in comments, never in what a player reads.
"""

from __future__ import annotations

from typing import Any

from game.core.move import Move
from game.games.dune.board import Board
from game.games.dune.cards import DuneData
from game.games.dune.recruit import conscript_limit, half_price, move_range
from game.games.dune.state import (
    BATTLE,
    DWARVES,
    RECRUIT,
    RED,
    SUIT_NAMES,
    SUITS,
    DuneState,
    colour_of,
    is_ace,
    suit_of,
    value_of,
)
from game.games.dune.table.words import card_name, faction, keep_card, plural

ACE_USES = (
    "Discard it for one of: pay nothing for an auction you win; pay half (rounded up) "
    "for one hire of mercenaries; one extra stack move in your turn; or play it in "
    "battle as an artifact of value 1."
)


def suit_colour(suit: str) -> str:
    return "red" if suit in RED else "black"


def owner_of_suit(suit: str) -> int:
    return SUITS.index(suit)


def _cities_of(view: DuneState, board: Board, seat: int) -> list[str]:
    return [rid for rid in board.cities() if view.controller(rid) == seat]


# -- cards --------------------------------------------------------------------------------------


def card_help(view: DuneState, data: DuneData, board: Board, card: str, me: int) -> list[str]:
    """What a card does, for the card under the pointer (in the hand, for auction)."""
    rank, suit = card[:-1], card[-1]
    colour = suit_colour(suit)
    lines: list[str]
    if rank == "K":
        seat = owner_of_suit(suit)
        lines = [
            f"{card}: King of {SUIT_NAMES[suit]}, the {faction(seat)}' faction card ({colour}).",
            f"The Emperor's colour is their King's: when the {faction(seat)} are Emperor, a "
            f"{colour} event card brings the Great Dragon and a Great Council.",
        ]
    elif rank == "Q":
        lines = queen_help(view, card, me)
    elif rank == "J":
        lines = jack_help(view, card, me)
    elif rank in ("7", "8", "9", "10"):
        lines = event_help(view, board, card)
    elif is_ace(card):
        power = data.text(me, "ace")
        lines = [
            f"{card}: Special Card (Ace of {SUIT_NAMES[suit]}, {colour}). {ACE_USES}",
            f"As an artifact it adds 1 through the colour bonus ({colour}).",
            f"The {faction(me)}' Ace: {power}",
            "It counts toward your hand limit.",
        ]
    else:
        value = value_of(card)
        limit = data.factions[me].hand_limit
        lines = [
            f"{card}: artifact, value {value}, {colour} ({SUIT_NAMES[suit]}).",
            *artifact_bonus(card),
            "Win the battle and you may keep it; lose and it is discarded.",
            f"Played, it can be sabotaged: an opponent holding your Queen and the Jack "
            f"of {SUIT_NAMES[suit]} wins by treachery.",
            f"It counts toward your hand limit ({plural(limit, 'artifact')}).",
        ]
    if view.auction.cards and view.auction.cards[0] == card:
        lines.append("It is up for auction; only the Elves see it.")
    return lines


def artifact_bonus(card: str) -> list[str]:
    """The colour bonus of one artifact, with its numbers (R32)."""
    value, colour = value_of(card), colour_of(card)
    lines = [
        f"In battle it adds +{value} to your total if your opponent plays no {colour} "
        f"card, or a {colour} card higher than {value}.",
    ]
    lower = f"a {colour} card lower than {value}" if value > 1 else ""
    same = f"a {colour} {value} (equal values add nothing)"
    tail = f"; against {lower} it adds +0 and theirs adds instead" if lower else ""
    lines.append(f"Against {same} it adds +0{tail}.")
    return lines


def queen_help(view: DuneState, card: str, me: int) -> list[str]:
    suit = card[-1]
    seat = owner_of_suit(suit)
    head = f"{card}: Queen of {SUIT_NAMES[suit]}, the Usurper of the {faction(seat)}."
    if seat == me:
        return [
            head,
            "It is your own faction's Usurper: it can betray nobody, and nobody else can "
            "use it against you.",
        ]
    return [
        head,
        f"You hold the {faction(seat)}' traitor. In a battle against the {faction(seat)}, "
        "after the plans are revealed, declare treachery with this Queen and the Jack of "
        f"the suit of the artifact the {faction(seat)} played.",
        f"You then win with no losses and may keep your artifact; the {faction(seat)} lose "
        "every token there. The Queen stays face up with you and can be used again.",
    ]


def jack_help(view: DuneState, card: str, me: int) -> list[str]:
    suit = card[-1]
    gone = bool(view.options.get("jack_discarded"))
    after = (
        "It leaves the game once used."
        if gone
        else "It stays face up with you and can be used again."
    )
    return [
        f"{card}: Jack of {SUIT_NAMES[suit]}, the Sabotaged Artifact of {SUIT_NAMES[suit]}.",
        f"Treachery: when an opponent plays a {SUIT_NAMES[suit]} artifact (2–6 or the Ace "
        f"of {SUIT_NAMES[suit]}) against you and you hold their Queen, declare it with this "
        "Jack: you win with no losses. " + after,
    ]


def event_help(view: DuneState, board: Board, card: str) -> list[str]:
    try:
        region = board.region_for_event(card)
    except KeyError:
        return [f"{card}: event card."]
    emperor = view.emperor
    colour = colour_of(card)
    same = suit_colour(SUITS[emperor]) == colour
    return [
        f"{card}: event card for plain {region.id}: when flipped it puts "
        f"{region.event_gold} gold there (gold piles up).",
        f"If it has the Emperor's colour (the {faction(emperor)}: "
        f"{suit_colour(SUITS[emperor])}), the Great Dragon strikes the previous event's plain "
        "and a Great Council is held" + (" — as now." if same else "."),
    ]


# -- the battle ---------------------------------------------------------------------------------


def bonus_lines(att: str | None, dfn: str | None, names: tuple[str, str]) -> list[str]:
    """Why each side got its colour bonus, with the numbers (R32)."""
    cards = (att, dfn)
    if att is None and dfn is None:
        return ["No artifacts were played: no colour bonus."]
    lines = []
    for colour in ("red", "black"):
        played = [(i, c) for i, c in enumerate(cards) if c and colour_of(c) == colour]
        if len(played) == 1:
            i, c = played[0]
            lines.append(f"{c} is the only {colour} card: +{value_of(c)} to the {names[i]}.")
        elif len(played) == 2:
            (_, a), (_, b) = played
            if value_of(a) == value_of(b):
                lines.append(
                    f"Both cards are {colour} and equal ({value_of(a)}): neither adds anything."
                )
            else:
                low_i, low = min(played, key=lambda p: value_of(p[1]))
                high = b if low == a else a
                lines.append(
                    f"Both cards are {colour}: only the lower, {low}, adds (+{value_of(low)} "
                    f"to the {names[low_i]}); {high} adds +0."
                )
    return lines


def army_help(view: DuneState, n: int, me: int) -> list[str]:
    fight = _fight(view)
    region = str(fight.get("region", ""))
    k = view.on(region, me) if region else n
    return [
        f"Send {plural(n, 'token')} of your {k} in {region} into the battle.",
        "Your total is the tokens you send plus your colour bonus; the higher total wins "
        "and a tie goes to the attacker.",
        "The tokens you send are lost to the graveyard even if you win; if you lose, all "
        f"your tokens in {region} are lost.",
    ]


def artifact_choice_help(view: DuneState, card: str | None) -> list[str]:
    if card is None:
        return [
            "Fight with tokens only: no colour bonus.",
            "Nobody can betray you: treachery needs an artifact to sabotage.",
        ]
    return [
        f"{card}: {colour_of(card)}, value {value_of(card)}.",
        *artifact_bonus(card),
        "Win and you may keep it; lose and it is discarded. An opponent holding your "
        f"Queen and the Jack of {SUIT_NAMES[suit_of(card)]} could betray you.",
    ]


def _fight(view: DuneState) -> dict[str, Any]:
    return dict((view.work.get(BATTLE) or {}).get("fight") or {})


def treachery_notes(view: DuneState, me: int) -> list[str]:
    """Why each Queen and Jack the seat holds cannot be used in this treachery (R35, R36)."""
    fight = _fight(view)
    declarers = fight.get("declarers") or []
    plans = fight.get("plans") or {}
    if not declarers or not plans:
        return []
    fighter = int(declarers[0][1])
    attacker = int(fight["attacker"])
    opponent = int(fight["defender"]) if fighter == attacker else attacker
    side = "defender" if opponent == int(fight["defender"]) else "attacker"
    played = (plans.get(side) or {}).get("artifact")
    p = view.players[me]
    held = [c for c in (*p.secret.cards, *p.declared.cards) if c[:-1] in ("Q", "J")]
    aces = [c for c in p.hand.cards if is_ace(c)] if me == DWARVES else []
    them = faction(opponent)
    queen = f"Q{SUITS[opponent]}"
    has_queen = queen in held
    notes = []
    if played is None:
        notes.append(f"The {them} played no artifact: there is nothing to sabotage.")
    for card in held:
        name = card_name(card)
        if card[0] == "Q":
            owner = owner_of_suit(card[-1])
            if card == queen:
                if played is not None and f"J{suit_of(played)}" not in held:
                    ace = f" or the Ace of {SUIT_NAMES[suit_of(played)]}" if me == DWARVES else ""
                    notes.append(
                        f"Your {name} is the {them}' Usurper, but you need the Jack of "
                        f"{SUIT_NAMES[suit_of(played)]}{ace} to sabotage their {played}."
                    )
            elif owner == me:
                notes.append(f"Your {name} is your own Usurper: it betrays nobody.")
            else:
                notes.append(
                    f"Your {name} is the Usurper of the {faction(owner)}, not of the {them}."
                )
        else:
            suit = card[-1]
            if played is None:
                continue
            if suit_of(played) != suit:
                notes.append(
                    f"Your {name} sabotages only {SUIT_NAMES[suit]}; the {them} played "
                    f"{played} ({SUIT_NAMES[suit_of(played)]})."
                )
            elif not has_queen:
                notes.append(
                    f"Your {name} matches the {them}' {played}, but you do not hold their "
                    f"Queen ({card_name(queen)})."
                )
    for ace in aces:
        if played is not None and suit_of(played) == suit_of(ace) and not has_queen:
            notes.append(
                f"Your {ace} could stand in for the Jack, but you do not hold the {them}' Queen."
            )
    return notes


# -- the board ----------------------------------------------------------------------------------


def region_help(view: DuneState, data: DuneData, board: Board, rid: str) -> list[str]:
    """Who is in a region, whether anyone controls it, and what it yields."""
    region = board.regions[rid]
    kind = {"city": "city", "fort": "fort", "plain": "plain"}[region.kind]
    number = f", dragon number {region.track}" if region.track else ""
    lines = [f"{rid}: {kind}{number}"]
    counts = view.tokens.get(rid) or [0, 0, 0, 0]
    here = [f"{faction(s)} {counts[s]}" for s in range(4) if counts[s]]
    hidden = view.hidden.get(rid, 0)
    if hidden:
        here.append(f"{plural(hidden, 'hidden Elf', 'hidden Elves')}")
    lines.append("Tokens: " + (", ".join(here) if here else "none"))
    owner = view.controller(rid)
    present = view.present(rid)
    if owner is not None:
        lines.append(f"Controlled by the {faction(owner)}")
    elif len(present) > 1 and not region.neutral:
        sides = " and ".join(faction(s) for s in present)
        lines.append(f"Contested: the {sides} fight here in the Battle round unless allied.")
    else:
        lines.append("Nobody controls it.")
    if region.is_plain:
        gold = view.gold_on.get(rid, 0)
        per = data.gold_per_token
        lines.append(
            f"Yields gold: its event card {region.event_card} puts {region.event_gold} gold "
            f"here; {gold} gold lie here now. At Collection its controller takes up to "
            f"{per} gold per visible token."
        )
        where = "graveyards" if view.options.get("dragon_to_graveyard") else "reserves"
        lines.append(
            f"The dragon strikes it when it flies over {region.track}: the gold goes to the "
            f"bank and visible tokens to their owners' {where} (the Orcs lose half, rounded "
            "up; hidden Elves are safe)."
        )
    elif region.is_city:
        lines.append(
            f"Cities win the game: a lone player controlling {data.cities_alone} at "
            f"Collection wins, an alliance needs {data.cities_alliance}. Tokens of at most "
            f"two players. Mercenaries cost {data.mercenary_city} gold each here "
            f"({data.mercenary_other} elsewhere). Safe from the dragon; yields no gold."
        )
    elif region.neutral:
        lines.append(
            "The Imperial palace: no battles are fought here, so any players may share it. "
            "Safe from the dragon; yields no gold."
        )
    else:
        lines.append("Fort: safe from the dragon; yields no gold.")
    if region.travel_bonus:
        lines.append(
            f"Griffins: whoever controls it moves stacks up to {data.griffin_range} regions."
        )
    if region.orcish:
        lines.append("Orcish land: the Orcs raise tokens here free.")
    borders = sorted(board.adjacency.get(rid, ()), key=list(board.regions).index)
    lines.append("Borders: " + ", ".join(borders))
    return lines


def dragon_help(view: DuneState, board: Board) -> list[str]:
    where = "graveyards" if view.options.get("dragon_to_graveyard") else "reserves"
    lines = [
        f"The dragon, on {view.dragon}.",
        "Each Dragon round it rolls a die and flies that many numbers on (…17, 18, 1, 2…). "
        "Every plain whose number it flies over or lands on loses its gold to the bank and "
        f"its visible tokens to their owners' {where}; the Orcs lose only half, rounded up.",
        "Cities, forts and hidden Elves are safe.",
    ]
    if view.last_path:
        shown = ", ".join(str(n) for n in view.last_path)
        lines.append(f"This turn it flew over {shown}.")
    if view.options.get("dragon_blocks"):
        lines.append(
            f"Nothing may be placed on or moved through the regions numbered {view.dragon}."
        )
    return lines


def faction_help(view: DuneState, data: DuneData, board: Board, seat: int) -> list[str]:
    """Everything public about one faction, and its powers in full."""
    p = view.players[seat]
    spec = data.factions[seat]
    title = f"{faction(seat)} ({view.name(seat)})"
    if seat == view.emperor:
        title += ", the Emperor"
    cities = _cities_of(view, board, seat)
    on_board = sum(c[seat] for c in view.tokens.values())
    lines = [
        title,
        f"{p.gold} gold · {len(p.hand)} of {plural(spec.hand_limit, 'artifact')} in hand",
        f"Tokens: {on_board} on the board, {view.reserve(seat)} in reserve, "
        f"{p.graveyard} in the graveyard",
        f"Cities controlled: {len(cities)}"
        + (f" ({', '.join(cities)})" if cities else "")
        + f"; {data.cities_alone} win alone, {data.cities_alliance} for an alliance",
        "Ally: " + (f"the {faction(p.ally)}" if p.ally is not None else "none"),
    ]
    if p.declared.cards:
        lines.append("Treachery cards shown: " + ", ".join(p.declared.cards))
    lines += [
        f"Power: {data.text(seat, 'powers')}",
        f"Ace: {data.text(seat, 'ace')}",
        f"Alliance: {data.text(seat, 'alliance')}",
        f"Moves stacks {plural(spec.move_range, 'region')} far; conscripts up to {spec.conscript}.",
    ]
    return lines


def turn_notes(view: DuneState, ctx: Any, me: int, kinds: set[str]) -> list[str]:
    """What the person whose Recruitment & Movement turn it is can drag, and where."""
    data: DuneData = ctx.data
    w = dict(view.work.get(RECRUIT) or {})
    ways = []
    if "conscript" in kinds:
        ways.append(f"conscript up to {conscript_limit(view, ctx, me)} free where you have tokens")
    if "raise_orcs" in kinds:
        ways.append("raise any number free in an Orcish region")
    if "hire_mercenaries" in kinds:
        half = ", half price for you" if half_price(view, ctx, me) else ""
        ways.append(
            f"hire mercenaries ({data.mercenary_city} gold each into a city, "
            f"{data.mercenary_other} elsewhere{half})"
        )
    notes = []
    if ways:
        notes.append("Drag from your reserve onto a region to " + "; or ".join(ways) + ".")
    if "move_stack" in kinds:
        left = plural(int(w.get("moves_left", 1)), "move")
        reach = move_range(view, ctx, me)
        notes.append(f"Drag a stack to move it up to {plural(reach, 'region')} ({left} left).")
    if "disband" in kinds:
        notes.append("Drag a stack onto your reserve to disband it (that ends your turn).")
    return notes


# -- chips and buttons -------------------------------------------------------------------------


def value_help(view: DuneState, kind: str, name: str, value: Any, me: int) -> list[str]:
    """Help for one value a chip picks."""
    if kind == "choose_army" and name == "n":
        return army_help(view, int(value), me)
    if kind == "choose_army" and name == "artifact":
        return artifact_choice_help(view, value)
    if kind == "place_bid":
        gold = view.players[me].gold
        return [
            f"Bid {value} gold for the card up for auction (you have {gold}).",
            "Whoever bids last, with everyone else passed, takes the card and pays: to the "
            "Dwarves (the Dwarves pay the bank), or discards an Ace held before to pay nothing.",
        ]
    if kind == "set_orc_split":
        return [f"{value} Orc tokens start on {name[1:]}; every camp needs at least 1."]
    if kind == "orc_ace_relocate":
        return ["Discard the Ace and move that stack straight there, before the dragon strikes."]
    return []


def move_help(view: DuneState, move: Move, me: int) -> list[str]:
    """Help for a chip or button that plays `move` at once."""
    kind = move.kind
    if kind == "keep_artifact":
        card = keep_card(view)
        if move["keep"]:
            return [f"Take {card} back into your hand to play again in a later battle."]
        return [f"Put {card} on the discard pile (it leaves room in your hand)."]
    if kind == "plunder":
        if move["take"]:
            return ["Take one of the loser's artifacts at random; then keep it or sell it."]
        return ["Leave the loser's artifacts alone."]
    if kind == "plunder_resolve":
        if move["keep_or_sell"] == "keep":
            return ["Keep the stolen card in your hand."]
        return ["Discard the stolen card for gold: its value (an Ace is worth 1)."]
    if kind == "pay_bid":
        if move["card"] is None:
            return ["Pay your bid in gold: to the Dwarves, or to the bank if you are the Dwarves."]
        return [f"Discard {move['card']} instead of paying: the card costs you nothing."]
    if kind == "choose_army":
        return [*army_help(view, int(move["n"]), me), *artifact_choice_help(view, move["artifact"])]
    if kind == "choose_battle":
        return [
            f"Fight the {faction(move['opponent'])} in {move['region']} now. Every battle "
            "must be fought; you choose the order."
        ]
    if kind == "propose_alliance":
        return [
            f"Ask the {faction(move['target'])} to ally with you. Allies never fight each "
            "other, may share any region, and win together with 4 cities."
        ]
    if kind == "accept_alliance":
        return ["Become allies: no battles between you, and 4 cities win for both of you."]
    if kind == "break_alliance":
        return ["Leave your alliance: you may fight your former ally again."]
    if kind == "declare_treachery":
        return [
            f"Reveal {move['queen']} and {move['sabotage']}: you win this battle with no "
            "losses and may keep your artifact; your opponent loses every token there."
        ]
    if kind == "ask_question":
        return [
            "The answer is public and binding: their plan must match it ('none' means they "
            "play no artifact)."
        ]
    if kind == "answer_question":
        return ["Your answer is public and binds your battle plan."]
    if kind == "goblin_ace_block":
        return [f"Discard {move['card']}: the {faction(move['target'])} may not hire this round."]
    if kind == "ace_extra_move":
        return [f"Discard {move['card']}: you may move one more stack this turn."]
    if kind == "unhide":
        return [f"The hidden Elves in {move['region']} become visible tokens again."]
    if kind == "hide":
        return [
            f"Hide the Elves in {move['region']}: hidden tokens do not fight, control or "
            "collect gold, and the dragons cannot touch them."
        ]
    return []


def finish_help(view: DuneState, move: Move, me: int) -> str:
    """A finishing button's hover text."""
    kind = move.kind
    if kind == "pass_bid":
        return "Pass on this card: you may not bid on it again; the auction goes on without you."
    if kind == "end_turn":
        return (
            "End your Recruitment & Movement turn: steps you have not taken (conscript, "
            "recruit, move, disband) are lost for this round."
        )
    if kind == "pass_ace":
        return "Keep your cards: the dragon strikes where it flies, and no stack is moved."
    if kind == "decline_treachery":
        notes = treachery_notes(view, me)
        return " ".join(["Let the battle's result stand.", *notes])
    if kind == "pass_council":
        return "Pass at the Great Council: it ends after four passes in a row."
    if kind == "decline_alliance":
        return "Turn the alliance down; you stay as you are."
    if kind == "no_question":
        return "Let the battle plans be chosen without a question."
    if kind == "done":
        stage = view.pending.kind if view.pending is not None else ""
        return {
            "elves_unhide": "Leave the hidden Elves hidden this round.",
            "goblin_block": "Keep your Aces: nobody is barred from hiring.",
            "elves_hide": "Hide no more stacks; the battles begin.",
        }.get(stage, "Go on.")
    return ""
