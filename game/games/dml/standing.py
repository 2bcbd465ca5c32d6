"""End Stage scoring (§4.1): Resources by type in Treasury and Court (R43), the King's
double, the Guild bonus, Eggs; and who wins. Pure."""

from __future__ import annotations

from game.games.dml.cards import SUITS, Catalog
from game.games.dml.state import DmlState


def breakdown(cat: Catalog, state: DmlState, seat: int) -> dict[str, int]:
    """Each part of `seat`'s victory points: one entry per type, "guild" and "eggs"."""
    p = state.players[seat]
    king = cat.suit_of[p.king.cards[0]] if p.king.cards else ""
    owned = p.treasury.cards + p.court.cards
    parts: dict[str, int] = {}
    guild = 0
    for suit in SUITS:
        value = sum(cat.fv[c] for c in owned if cat.suit_of[c] == suit)  # Resources only
        if suit == king:
            value *= cat.numbers["king_multiplier"]  # the King's double
        parts[suit] = value
        if f"10{suit}" in owned:  # the Guild bonus: 2-9 of the type in the Treasury
            small = sum(1 for c in p.treasury.cards if cat.win_tag[c] == suit)
            guild += cat.numbers["guild_bonus"] * small
    parts["guild"] = guild
    eggs = sum(1 for c in p.treasury.cards if cat.rank_of[c] == "A")
    parts["eggs"] = cat.numbers["egg_points"] * eggs
    return parts


def points(cat: Catalog, state: DmlState, seat: int) -> int:
    return sum(breakdown(cat, state, seat).values())


def eggs_of(cat: Catalog, state: DmlState, seat: int) -> int:
    return sum(1 for c in state.players[seat].treasury.cards if cat.rank_of[c] == "A")


def winners(cat: Catalog, state: DmlState, scores: list[int]) -> tuple[tuple[int, ...], str]:
    """The highest total wins; a tie: nobody, or under `tiebreak_eggs` the most Eggs."""
    top = max(scores)
    tied = [s for s, v in enumerate(scores) if v == top]
    if len(tied) == 1:
        return (tied[0],), f"the most victory points ({top})"
    if state.options["tiebreak_eggs"]:
        eggs = {s: eggs_of(cat, state, s) for s in tied}
        most = max(eggs.values())
        best = [s for s in tied if eggs[s] == most]
        if len(best) == 1:
            return (best[0],), f"a tie at {top} points, broken by {most} Eggs"
    return (), f"a tie at {top} points: nobody wins"


def scores(cat: Catalog, state: DmlState) -> list[tuple[str, str]]:
    """(name, "61 points · King ♦ · 7 cards") per seat, for the results screen."""
    rows = []
    for seat, p in enumerate(state.players):
        parts = [f"{len(p.treasury.cards)} Treasury cards", f"{len(p.court.cards)} Emblems"]
        if state.scores:
            parts.insert(0, f"{state.scores[seat]} points")
        rows.append((state.name(seat), " · ".join(parts)))
    return rows
