"""R41 (ours): an end by agreement for a table that no one ends.

With Eggs in use the game-end check never judges a table stuck (R33), and while no
Dragon has grown the Provinces cannot run out (§2.11), so a table can go on for ever
when no one grows a Dragon and no one empties piles. Once STILL_TURNS turns in a row
have ended with no Supply pile, no player's VP and no Egg or beast changed, each
player may `agree_end` on their own turn; when every player has agreed, the game ends
as a draw with its reason. Any change at the end of a turn withdraws the offer and the
agreements made so far.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.state import Result
from game.core.words import plural
from game.games.draconium import scoring
from game.games.draconium.procedures import locked
from game.games.draconium.prompts import err
from game.games.draconium.state import DraconiumState

STILL_TURNS = 60
"""R41: the turns in a row with nothing changing after which an end by agreement is
offered (30 rounds of two players: far past any game that is still going somewhere)."""
AGREE = "agree_end"


def progress(state: DraconiumState) -> list[Any]:
    """What the table's progress is read from (R41): each Supply pile's size, each
    player's VP, each Egg's counter and each beast's stage (as plain lists: saved in
    `extra`)."""
    piles = [len(state.supply[p].cards) for p in sorted(state.supply)]
    points = [scoring.victory_points(state, s) for s in range(len(state.players))]
    roosts = [
        [rec.get("counter", 0), (rec.get("beast") or {}).get("stage", "")]
        for key in ("roosts", "roosts2")
        for rec in state.extra.get(key) or ()
    ]
    return [piles, points, roosts]


def note_turn(state: DraconiumState) -> None:
    """At the end of each turn (§2.3, after the game-end check): a table that changed
    starts its count again and withdraws every agreement."""
    now = progress(state)
    if state.extra.get("still") != now:
        state.extra["still"] = now
        state.extra["still_since"] = state.turn
        state.extra.pop("agreed", None)


def still_turns(state: DraconiumState) -> int:
    """The turns that have ended in a row with nothing changing."""
    since = state.extra.get("still_since")
    return 0 if since is None else state.turn - int(since)


def offered(state: DraconiumState) -> bool:
    return still_turns(state) >= STILL_TURNS


def why_not(state: DraconiumState, move: Move) -> IllegalMove | None:
    """R41: open once the table has been still for STILL_TURNS turns, once a player."""
    still = still_turns(state)
    if still < STILL_TURNS:
        return err(
            "no-agreement",
            f"An end by agreement is offered after {STILL_TURNS} turns in a row with no "
            f"pile, VP or Egg changing; this table has gone {plural(still, 'turn')}.",
        )
    if move.seat in state.extra.get("agreed", ()):
        waiting = [state.name(s) for s in range(len(state.players)) if s not in agreed(state)]
        return err(
            "agreed",
            f"You have already agreed to end the game; waiting for {', '.join(waiting)}.",
        )
    return None


def agreed(state: DraconiumState) -> list[int]:
    return list(state.extra.get("agreed", ()))


def legal(state: DraconiumState, seat: int) -> list[Move]:
    """The agreement, where it is open to `seat` (on its own turn, outside a question)."""
    if state.asking is not None or not offered(state) or seat in agreed(state):
        return []
    return [Move.make(seat, AGREE)]


def reason(state: DraconiumState) -> str:
    """Why the table could not end: the lock, if it still holds (§2.11), else stillness."""
    if locked(state, "Province") is not None:
        return "no one could unlock the Provinces"
    return f"no pile, VP or Egg had changed for {plural(still_turns(state), 'turn')}"


def agree(state: DraconiumState, move: Move) -> None:
    """`move.seat` agrees; the last player to agree ends the game as a draw."""
    done = [*agreed(state), move.seat]
    state.extra["agreed"] = done
    n = len(state.players)
    state.say(f"{state.name(move.seat)} agrees to end the game ({len(done)} of {n}).")
    if len(done) < n:
        return
    rounds = state.players[move.seat].turns  # the log's "P2's turn 31"
    how = f"ended by agreement (in round {rounds}): {reason(state)}"
    points = "; ".join(f"{state.name(s)} {scoring.victory_points(state, s)} VP" for s in range(n))
    state.result = Result((), how, f"{how}: {points}")
    state.pending = None
    state.say(f"The game ends: {state.result.summary}.")
