"""Dragon Dune scenarios: the board, the factions and their cards at the start of a turn.

The file's tables (see scenarios/README.md):

    [board]          turn (the turn about to start), dragon, emperor, gold (on plains),
                     alliances, events (flipped), event_deck and artifact_deck (their
                     tops, top card first), artifact_discard
    [player.<name>]  gold, hand, queen, jack, declared, tokens, hidden (the Elves),
                     graveyard

The seats are the Dwarves, the Elves, the Goblins and the Orcs, in that order.
What a table leaves out is as the set-up makes it (a faction's gold, tokens and
hand), or dealt at random from the seed (Queens, Jacks, the decks below their
named tops). The game then plays the turn from its Dragon round. Pure.
"""

from __future__ import annotations

from typing import Any

from game.core.scenario import Scenario, Table, listing
from game.core.words import plural
from game.games.dune import flow, setup
from game.games.dune.common import Ctx
from game.games.dune.council import make_alliance
from game.games.dune.dragon import TRACK
from game.games.dune.state import (
    COLLECTION,
    ELVES,
    FACTION_NAMES,
    SUITS,
    DuneState,
    full_deck,
    is_artifact,
    rank_of,
)

TABLES = ("board", "player")
BOARD_KEYS = (
    "turn",
    "dragon",
    "emperor",
    "gold",
    "alliances",
    "events",
    "event_deck",
    "artifact_deck",
    "artifact_discard",
)
PLAYER_KEYS = ("gold", "hand", "queen", "jack", "declared", "tokens", "hidden", "graveyard")
MOST_GOLD = 999
CARDS = frozenset(full_deck())
EVENT_RANKS = setup.EVENT_RANKS


def build(scenario: Scenario, ruleset: Any, seed: int) -> DuneState:
    """The position the scenario describes, under `ruleset`'s board and numbers."""
    options = scenario.options_for(ruleset)
    if options["random_seating"]:
        raise scenario.error(
            "random_seating can't be used in a scenario: the seats say who plays which "
            "faction (the Dwarves, the Elves, the Goblins, the Orcs).",
            "game",
            "options",
            "random_seating",
        )
    ctx: Ctx = ruleset.ctx
    state = setup.new_state(ctx, scenario.names, seed, options)
    board = scenario.table("board")
    board.only(BOARD_KEYS)
    players = scenario.players()
    for table in players:
        table.only(PLAYER_KEYS)
    turn = board.number("turn", 1, ctx.data.turns, 1)
    _cards(state, ctx, board, players)
    _tokens(state, ctx, players)
    _board(state, ctx, board)
    for seat, table in enumerate(players):
        state.players[seat].gold = table.number("gold", 0, MOST_GOLD, ctx.data.factions[seat].gold)
    state.turn = turn - 1  # the flow starts the next turn with its Dragon round
    state.round = COLLECTION
    state.pending = None
    state.result = None
    state.work = {}
    state.last_roll = state.last_path = ()
    state.log = []
    _summary(state, ctx)
    flow.advance(state, ctx)
    return state


# -- cards ----------------------------------------------------------------------------------


class _Cards:
    """The cards the file names, each in one place, with where it was named for messages."""

    def __init__(self, state: DuneState) -> None:
        self.state = state
        self.where: dict[str, str] = {}

    def take(self, table: Table, key: str, label: str, kind: str = "") -> list[str]:
        """The cards of `key`, checked: real cards, of `kind` ("artifact", "event",
        "Queen", "Jack", "treachery"), and in no other place."""
        if key in ("queen", "jack"):
            cards = [table.text(key)] if table.has(key) else []
        else:
            cards = table.texts(key)
        for card in cards:
            if card not in CARDS:
                raise table.error(
                    f"{label} names {card!r}, which is not a card of Dragon Dune (a rank A, 2 "
                    "to 10, J, Q or K and a suit C, D, H or S, such as 7C or QH).",
                    key,
                    card,
                )
            if rank_of(card) == "K":
                raise table.error(
                    f"{label} names {card}, a King; the Kings lie face up beside the board "
                    "and are never dealt.",
                    key,
                    card,
                )
            wrong = _kind_problem(card, kind)
            if wrong:
                raise table.error(f"{label} names {card}, {wrong}.", key, card)
            if card in self.where:
                raise table.error(
                    f"card {card} is in two zones: {self.where[card]} and {label}.", key, card
                )
            self.where[card] = label
        return cards


def _kind_problem(card: str, kind: str) -> str:
    """Why `card` cannot lie where a card of `kind` goes ("" if it can)."""
    rank = rank_of(card)
    if kind == "artifact" and not is_artifact(card):
        return "which is not an artifact (an artifact is an A or a 2 to 6)"
    if kind == "event" and rank not in EVENT_RANKS:
        return "which is not an event card (an event card is a 7 to 10)"
    if kind in ("Queen", "Jack") and rank != kind[0]:
        return f"which is not a {kind}"
    if kind == "treachery" and rank not in ("Q", "J"):
        return "which is not a Queen or a Jack (only they are declared in treachery)"
    return ""


def _cards(state: DuneState, ctx: Ctx, board: Table, players: list[Table]) -> None:
    """Every one of the 52 cards in exactly one zone: the named ones where named, the
    rest dealt at random as the set-up deals them."""
    rng, cards = state.rng, _Cards(state)
    for zone in state.zones():
        zone.cards = []
    state.kings.cards = [f"K{suit}" for suit in SUITS]
    events = cards.take(board, "events", "[board] events", "event")
    event_top = cards.take(board, "event_deck", "[board] event_deck", "event")
    artifact_top = cards.take(board, "artifact_deck", "[board] artifact_deck", "artifact")
    discard = cards.take(board, "artifact_discard", "[board] artifact_discard", "artifact")
    hands: list[list[str] | None] = []
    own: list[dict[str, str]] = []  # each seat's Queen and Jack, secret or declared
    declared: list[list[str]] = []
    for seat, table in enumerate(players):
        name = table.label
        hand = (
            cards.take(table, "hand", f"{name}'s hand", "artifact") if table.has("hand") else None
        )
        limit = ctx.data.factions[seat].hand_limit
        if hand is not None and len(hand) > limit:
            raise table.error(
                f"{name}'s hand holds {plural(len(hand), 'artifact')}; the "
                f"{FACTION_NAMES[seat]} hold at most {limit}.",
                "hand",
            )
        hands.append(hand)
        shown = cards.take(table, "declared", f"{name}'s declared cards", "treachery")
        secret = {
            role: cards.take(table, role.lower(), f"{name}'s {role.lower()}", role)
            for role in ("Queen", "Jack")
        }
        mine: dict[str, str] = {}
        for role in ("Queen", "Jack"):
            named = secret[role] + [c for c in shown if rank_of(c) == role[0]]
            if len(named) > 1:
                raise table.error(
                    f"{name} has {len(named)} {role}s ({', '.join(named)}); each player has "
                    f"one Queen and one Jack (R40).",
                    role.lower() if secret[role] else "declared",
                )
            if named:
                mine[role] = named[0]
        own.append(mine)
        declared.append(shown)
    for role in ("Queen", "Jack"):  # R40: the rest of the Queens and Jacks dealt at random
        left = [f"{role[0]}{suit}" for suit in SUITS if f"{role[0]}{suit}" not in cards.where]
        rng.shuffle(left)
        for mine in own:
            if role not in mine:
                mine[role] = left.pop()
    for seat, p in enumerate(state.players):
        p.declared.cards = declared[seat]
        p.secret.cards = [
            own[seat][r] for r in ("Queen", "Jack") if own[seat][r] not in declared[seat]
        ]
    free_events = [c for c in full_deck() if rank_of(c) in EVENT_RANKS and c not in cards.where]
    rng.shuffle(free_events)
    state.events.cards = events
    state.event_deck.cards = free_events + list(reversed(event_top))  # the top is the last
    free = [c for c in full_deck() if is_artifact(c) and c not in cards.where]
    rng.shuffle(free)
    for seat, hand in enumerate(hands):
        if hand is None:  # the set-up's deal
            count = min(ctx.data.factions[seat].artifacts, len(free))
            hand = [free.pop() for _ in range(count)]
        state.players[seat].hand.cards = hand
    state.artifact_discard.cards = discard
    state.artifact_deck.cards = free + list(reversed(artifact_top))


# -- tokens ---------------------------------------------------------------------------------


def _tokens(state: DuneState, ctx: Ctx, players: list[Table]) -> None:
    """Visible tokens, the Elves' hidden groups and the graveyards, within 20 a faction
    (R13) and two players a city (R22)."""
    state.tokens, state.hidden = {}, {}
    regions = ctx.board.regions
    most = ctx.data.tokens
    for seat, table in enumerate(players):
        name = table.label
        if table.has("tokens"):
            placed = table.counts("tokens", 0, most)
        else:  # the set-up's: the Orcs' as the data's default split
            placed = dict(ctx.data.factions[seat].tokens)
        hidden = table.counts("hidden", 0, most)
        if hidden and seat != ELVES:
            raise table.error(
                f"only the Elves hide tokens; {name} plays the {FACTION_NAMES[seat]}.", "hidden"
            )
        for key, counts in (("tokens", placed), ("hidden", hidden)):
            for region in counts:
                if region not in regions:
                    raise table.error(
                        f"{name}'s {key} name the region {region!r}, which is not on the "
                        f"board of Dragon Dune; its regions are: {', '.join(regions)}.",
                        key,
                        region,
                    )
        graveyard = table.number("graveyard", 0, most, 0)
        total = sum(placed.values()) + sum(hidden.values()) + graveyard
        if total > most:
            raise table.error(
                f"{name} has {total} tokens on the board and in the graveyard; the "
                f"{FACTION_NAMES[seat]} have {most} (R13).",
                "tokens" if table.has("tokens") else None,
            )
        for region, n in placed.items():
            if n:
                state.add(region, seat, n)
        state.hidden.update({r: n for r, n in hidden.items() if n})
        state.players[seat].graveyard = graveyard
    for city in ctx.board.cities():
        present = state.present(city)
        if len(present) > 2:
            who = listing([state.name(s) for s in present])
            table = players[present[-1]]
            raise table.error(
                f"{city} holds tokens of {who}; a city holds the tokens of at most two "
                "players (R22).",
                "tokens",
                city,
            )


# -- the board --------------------------------------------------------------------------------


def _board(state: DuneState, ctx: Ctx, board: Table) -> None:
    """The dragon, the Emperor, gold on the plains and the alliances."""
    state.dragon = board.number("dragon", 1, TRACK, state.dragon or 1)
    state.emperor = board.seat("emperor", state.emperor)
    gold = board.counts("gold", 0, MOST_GOLD)
    for region in gold:
        spec = ctx.board.regions.get(region)
        if spec is None or not spec.is_plain:
            what = "not on the board" if spec is None else f"a {spec.kind}"
            raise board.error(
                f"[board] gold lies on {region!r}, {what}; gold lies only on plains.",
                "gold",
                region,
            )
    state.gold_on = {region: n for region, n in gold.items() if n}
    for seat in range(4):
        state.players[seat].ally = None
    raw = board.raw.get("alliances", [])
    if not isinstance(raw, list) or not all(isinstance(g, list) for g in raw):
        raise board.error(
            '[board] alliances should list groups of names: alliances = [["Dain", "Elra"]].',
            "alliances",
        )
    larger = bool(state.options["larger_alliances"])
    allied: set[int] = set()
    for group in raw:
        seats = []
        for name in group:
            if not isinstance(name, str) or name not in state.seats:
                raise board.error(
                    f"[board] alliances name {name!r}, who is not at a seat; the seats are "
                    f"{listing(state.seats)}.",
                    "alliances",
                    str(name),
                )
            seat = state.seats.index(name)
            if seat in allied or seat in seats:
                raise board.error(
                    f"{name} is in two alliances; a player belongs to one at most.",
                    "alliances",
                    name,
                )
            seats.append(seat)
        if len(seats) < 2 or (len(seats) > 2 and not larger):
            most = "two or more" if larger else "two (more only with the option larger_alliances)"
            raise board.error(
                f"an alliance of {len(seats)}: an alliance has {most} players (R11).",
                "alliances",
            )
        allied.update(seats)
        make_alliance(state, seats)


def _summary(state: DuneState, ctx: Ctx) -> None:
    """The position in the log: the turn, the Emperor, the dragon, each faction."""
    emperor = f"{state.name(state.emperor)} ({state.faction_name(state.emperor)})"
    state.say(
        f"Turn {state.turn + 1} begins. The Emperor is {emperor}; the dragon stands at "
        f"{state.dragon}."
    )
    for p in state.players:
        where = ", ".join(
            f"{state.on(r, p.seat)} on {r}" for r in ctx.board.regions if state.on(r, p.seat)
        )
        state.say(
            f"{state.name(p.seat)} ({state.faction_name(p.seat)}): {p.gold} gold, "
            f"{plural(len(p.hand.cards), 'artifact')}, tokens: {where or 'none on the board'}."
        )
        secret = ", ".join(p.secret.cards) or "none"
        hand = ", ".join(p.hand.cards) or "no artifacts"
        state.say(f"Your hand: {hand}. Your secret Queen and Jack: {secret}.", seat=p.seat)
