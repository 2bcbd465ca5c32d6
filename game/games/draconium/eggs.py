"""Egg set-up (§2.2, R3, R6): the pool of lines and how each player gets an Egg.

- The pool: three lines at random (default), all ten, or no Eggs at all (R6: then no
  lock and no Roost mats).
- Assignment: a random roll per player with replacement (default); a blind draw
  (one of each pool Egg, reshuffled before each player draws); a secret choice (each
  player picks behind the curtain, all revealed together when the last confirms); or
  an open choice in turn order.

[option *two Eggs*, R2]: every player gets a second Egg the same way (two rolls or
two blind draws each; with a choice, a second round of picks), possibly of the same
line; the second Eggs' records are `state.extra["roosts2"]` (counters.py).

With a choice, the set-up clauses of every line in the pool are applied, since
the piles must be out before anyone picks (a ruling of this client).
"""

from __future__ import annotations

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.state import Pending
from game.games.draconium import dragons
from game.games.draconium.lines import lines_of
from game.games.draconium.options import pick_option
from game.games.draconium.state import DraconiumState

SETUP = "setup"
CHOOSE = "choose_egg"


IN_RANDOMIZER = "randomizer"
PICKED = "picked"


def pool_of(state: DraconiumState) -> list[str]:
    """The lines in the pool (§2.2). With the Eggs in the randomizer, set-up has dealt
    them with the Kingdom already (setup.kingdom_with_eggs); with a recommended
    Kingdom there is no randomizer, so three lines are drawn as by default."""
    pool = state.options.get("egg_pool", "no Eggs")
    if pool == IN_RANDOMIZER and "egg_pool" in state.extra:
        return list(state.extra["egg_pool"])
    if pool == "no Eggs":
        return []
    if pool == PICKED:  # §2.2: the host picks the pool; none picked means no Eggs (R6)
        picked = [line for line in lines_of(state) if state.options.get(pick_option(line), False)]
        if not picked:
            state.say("The host picked no Egg for the pool: no Eggs are in use.")
        return picked
    if pool == "all 10":  # every line of the lines file
        return list(lines_of(state))
    names = list(lines_of(state))
    return sorted(state.rng.sample(names, min(3, len(names))))


def choose_lines(state: DraconiumState) -> list[str]:
    """Each player's line for random and blind assignment (with two Eggs, the first
    Eggs' lines then the second Eggs'); for a choice, the pool (whose set-up clauses
    all apply)."""
    pool = pool_of(state)
    state.extra["egg_pool"] = pool
    if not pool:
        return []
    how = state.options.get("egg_assignment", "random")
    if how in ("secret choice", "open choice"):
        return pool
    # A random roll with replacement; a blind draw from the pool, reshuffled before each
    # player draws, gives every player the same odds, so both are one draw per player.
    lines = [state.rng.choice(pool) for _ in state.players]
    if two_eggs(state):
        lines += [state.rng.choice(pool) for _ in state.players]
    return lines


def two_eggs(state: DraconiumState) -> bool:
    return bool(state.options.get("two_eggs", False))


def assign(state: DraconiumState, lines: list[str]) -> bool:
    """Give out the Eggs; True if the players choose theirs with moves first."""
    pool = state.extra.get("egg_pool", [])
    if not pool:
        return False
    how = state.options.get("egg_assignment", "random")
    eggs = ", ".join(_egg_names(state, pool))
    state.say(f"The Egg pool: {eggs}.")
    if how in ("secret choice", "open choice"):
        state.phase = SETUP
        secret = how == "secret choice"
        seats = tuple(range(len(state.players))) if secret else (state.first,)
        prompt = "Choose your Egg" + (" in secret." if secret else ".")
        state.pending = Pending(
            CHOOSE, seats, prompt, tuple(_egg_names(state, pool)), secret=secret
        )
        return True
    place(state, lines)
    return False


def place(state: DraconiumState, lines: list[str]) -> None:
    """Put each player's Egg on their Roost mat; with two Eggs `lines` holds the first
    Eggs' lines, then the second Eggs' (R2)."""
    n = len(state.players)
    specs = lines_of(state)
    state.extra["roosts"] = [dragons.new_roost(line, specs) for line in lines[:n]]
    for seat, line in enumerate(lines[:n]):
        state.say(f"{state.name(seat)} puts {specs[line].egg} on their Roost mat.")
    if len(lines) > n:
        state.extra["roosts2"] = [dragons.new_roost(line, specs) for line in lines[n:]]
        for seat, line in enumerate(lines[n:]):
            egg = specs[line].egg
            state.say(f"{state.name(seat)} puts {egg} on their second Roost mat.")


def _egg_names(state: DraconiumState, pool: list[str]) -> list[str]:
    return [lines_of(state)[line].egg for line in pool]


def line_of_egg(state: DraconiumState, egg: str) -> str | None:
    return next((ln.name for ln in lines_of(state).values() if ln.egg == egg), None)


def legal(state: DraconiumState, seat: int) -> list[Move]:
    """`choose_egg`'s moves: one per Egg in the pool."""
    assert state.pending is not None
    return [Move(seat, CHOOSE, (("egg", egg),)) for egg in state.pending.choices]


def reason(state: DraconiumState, move: Move) -> IllegalMove | None:
    """Why `choose_egg` is refused in set-up (any other move waits: the phase gate's
    "Choose your Egg first.", rules.py)."""
    assert state.pending is not None
    if move["egg"] not in state.pending.choices:
        shown = ", ".join(state.pending.choices)
        return IllegalMove(
            "draconium/not-in-pool", f"{move['egg']} is not in the Egg pool ({shown})."
        )
    return None


def apply(state: DraconiumState, move: Move) -> bool:
    """Record a choice; True once every player has an Egg and the game can begin."""
    pending = state.pending
    assert pending is not None
    if pending.secret:
        done = pending.answer(move.seat, move["egg"])
        state.say(f"{state.name(move.seat)} has chosen an Egg.")
        if not done:
            return False
        chosen = dict(pending.answers)
        state.say("The Eggs are revealed together.")
    else:
        chosen = dict(state.extra.get("chosen", {}))
        chosen[move.seat] = move["egg"]
        state.extra["chosen"] = chosen
        following = (move.seat + 1) % len(state.players)
        if following != state.first:
            state.pending = Pending(CHOOSE, (following,), pending.prompt, pending.choices)
            return False
        state.extra.pop("chosen")
    lines = [line_of_egg(state, chosen[seat]) or "" for seat in range(len(state.players))]
    if two_eggs(state) and "first_eggs" not in state.extra:  # R2: a second round of picks
        state.extra["first_eggs"] = lines
        seats = tuple(range(len(state.players))) if pending.secret else (state.first,)
        prompt = "Choose your second Egg" + (" in secret." if pending.secret else ".")
        state.pending = Pending(CHOOSE, seats, prompt, pending.choices, secret=pending.secret)
        return False
    lines = [*state.extra.pop("first_eggs", []), *lines]
    state.pending = None
    place(state, lines)
    return True
