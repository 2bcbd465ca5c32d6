"""Eggs, Drakes and Dragons on the Roost mat (§2.2–§2.7, R2–R12, R20–R23, R30).

- **Hatching** (§2.4): at a settle point each Egg at or past its target hatches,
  the current player's first, then clockwise: its hatch effect, then the Drake on
  the Roost, disengaged side up.
- **The Dragon phase** (§2.5): one step per beast, by the move
  `resolve_dragon_phase`, from the state table: remove the Delay token; flip; dispatch
  (the dispatch instructions); disengage (the disengage instructions, and a Drake
  grows into its Dragon, which lifts the lock, §2.11).
- **Delay tokens** (§2.7): `delay_step` places a player's own token, if they have a
  beast and the token is unplaced; Village Guard may stop it; a dispatched Riposte
  line stops hostile placements (R30).

What each line's pieces do are scripts registered with `piece(line, part)` in
line_effects.py: parts are "hatch", "drake_dispatch", "drake_disengage",
"dragon_dispatch", "dragon_disengage" and "grow". A script returns steps, like a
card's, and runs as the player's own instructions (never a card play: no
Clandestine reveals, never an Attack or Draconian, §2.12).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.move import Move
from game.games.draconium import counters
from game.games.draconium.cards import name_of
from game.games.draconium.lines import default_lines
from game.games.draconium.procedures import is_
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

PieceScript = Callable[[DraconiumState, int], list[Step]]
PIECES: dict[tuple[str, str], PieceScript] = {}
PARTS = (
    "hatch",
    "drake_dispatch",
    "drake_disengage",
    "dragon_dispatch",
    "dragon_disengage",
    "grow",
)


def piece(line: str, part: str) -> Callable[[PieceScript], PieceScript]:
    """Register the steps of one line's hatch effect, dispatch, disengage or grow effect."""

    def register(fn: PieceScript) -> PieceScript:
        PIECES[(line, part)] = fn
        return fn

    return register


def _steps(state: DraconiumState, seat: int, line: str, part: str) -> list[Step]:
    script = PIECES.get((line, part))
    return script(state, seat) if script is not None else []


# -- set-up -------------------------------------------------------------------------------------


def new_roost(line: str) -> counters.Record:
    spec = default_lines()[line]
    return {
        "line": line,
        "legend": spec.legend,
        "egg": spec.egg,
        "counter": 0,
        "bonus": 0,
        "target": spec.target,
        "gained": [],
        "beast": None,
        "token_placed": False,
    }


# -- hatching (§2.4) ------------------------------------------------------------------------------


def hatch_steps(state: DraconiumState) -> list[Step]:
    """Every Egg ready to hatch, the current player's first, then clockwise (§2.3)."""
    order = [state.active, *state.others(state.active)]
    out: list[Step] = []
    for seat in order:
        if counters.ready_to_hatch(state, seat):
            record = counters.roost(state, seat)
            assert record is not None
            state.say(f"{state.name(seat)}'s {record['egg']} hatches!")
            out += _steps(state, seat, record["line"], "hatch")
            out += [step("hatched", seat=seat), step("checkpoint")]
    return out


@op("hatched")
def _hatched(state: DraconiumState, s: Step) -> None:
    """Remove the Egg; the Drake goes on the Roost disengaged side up (not a disengagement)."""
    record = counters.roost(state, s["seat"])
    assert record is not None
    line = default_lines()[record["line"]]
    record["egg"] = None
    record["beast"] = {
        "name": line.drake,
        "stage": "Drake",
        "loc": "roost",
        "face": "disengaged",
        "delay": False,
    }
    state.say(f"{line.drake} settles on {state.name(s['seat'])}'s Roost mat.")


# -- the Dragon phase (§2.5) --------------------------------------------------------------------


def step_name(state: DraconiumState, seat: int) -> str:
    """Which of the four rows the beast's step is: remove, flip, dispatch or disengage."""
    b = counters.beast(state, seat)
    assert b is not None
    if b["delay"]:
        return "remove"
    if b["loc"] == "roost":
        return "flip" if b["face"] == "disengaged" else "dispatch"
    return "disengage"


STEP_WORDS = {
    "remove": "remove the Delay token",
    "flip": "flip it to its dispatched side",
    "dispatch": "dispatch it",
    "disengage": "disengage it",
}


def dragon_steps(state: DraconiumState, seat: int) -> list[Step]:
    """The one step the beast takes this Dragon phase, and what it causes (R7, R8, R9)."""
    b = counters.beast(state, seat)
    record = counters.roost(state, seat)
    assert b is not None and record is not None
    line, stage, who = record["line"], b["stage"], state.name(seat)
    row = step_name(state, seat)
    if row == "remove":  # R8: nothing else this phase
        set_delay(state, seat, False)
        state.say(f"{who} removes the Delay token from {b['name']}; it takes no other step.")
        return []
    if row == "flip":  # not a dispatch
        b["face"] = "dispatched"
        state.say(f"{who} flips {b['name']} to its dispatched side.")
        return []
    if row == "dispatch":
        b["loc"] = "play"
        state.say(f"{who} dispatches {b['name']}.")
        return [*_steps(state, seat, line, f"{stage.lower()}_dispatch"), step("checkpoint")]
    b["loc"], b["face"] = "roost", "disengaged"  # R7: the disengage instructions
    state.say(f"{who}'s {b['name']} returns to the Roost and disengages.")
    steps = _steps(state, seat, line, f"{stage.lower()}_disengage")
    if stage == "Drake":
        steps += [*_steps(state, seat, line, "grow"), step("grow", seat=seat)]
    return [*steps, step("checkpoint")]


@op("grow")
def _grow(state: DraconiumState, s: Step) -> None:
    """§2.6: the Dragon replaces the Drake, disengaged side up; the lock lifts (R4)."""
    seat = s["seat"]
    record = counters.roost(state, seat)
    assert record is not None
    dragon = default_lines()[record["line"]].dragon
    assert record["beast"] is not None
    record["beast"].update({"name": dragon, "stage": "Dragon", "loc": "roost"})
    record["beast"]["face"] = "disengaged"
    state.say(f"{state.name(seat)}'s Drake grows into {dragon}!")
    if not state.extra.get("grown"):
        state.extra["grown"] = True
        state.say("A Dragon has grown: Duchies, Provinces and Colonies are unlocked for everyone.")


# -- Delay tokens (§2.7) ------------------------------------------------------------------------


def set_delay(state: DraconiumState, seat: int, on: bool) -> None:
    record = counters.roost(state, seat)
    assert record is not None and record["beast"] is not None
    record["beast"]["delay"] = on
    record["token_placed"] = on


def can_place(state: DraconiumState, seat: int) -> bool:
    """'Place your Delay token' does something only with a beast and an unplaced token."""
    b = counters.beast(state, seat)
    return b is not None and not b["delay"]


def delay_step(seat: int, by: str, hostile: bool = True, source: str = "card") -> Step:
    """`seat` places their own Delay token (never another's, §2.7).

    `source` is "card" (a Draconian or Attack card: Village Guard may be revealed) or
    "beast" (another player's beast: only the Riposte line protects, R20); the caller
    has already skipped players unaffected by the card.
    """
    return step("place_delay", seat=seat, by=by, hostile=hostile, source=source)


@op("place_delay")
def _place_delay(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    if not can_place(state, seat):
        if counters.beast(state, seat) is not None:
            state.say(f"{state.name(seat)}'s Delay token is already placed.")  # §7 reason 21
        return
    if s["hostile"] and s["source"] == "beast" and counters.protected_from_beasts(state, seat):
        state.say(f"{state.name(seat)} is unaffected: their Riposte beast is dispatched.")
        return
    guards = sorted(c for c in state.players[seat].hand.cards if name_of(c) == "Village Guard")
    if guards and s["hostile"] and s["source"] == "card":  # R20: not against a beast
        prompt = f"{s['by']}: place your Delay token, or reveal Village Guard to keep it."
        ask(state, s, "reaction", seat, prompt, guards[:1], 0, 1)
        return
    _place(state, seat, s["by"])


@answer("place_delay")
def _guarded(state: DraconiumState, s: Step, move: Move) -> None:
    if move.kind == "reveal_reaction":
        state.say(f"{state.name(s['seat'])} reveals Village Guard and keeps their Delay token.")
        return
    _place(state, s["seat"], s["by"])


def _place(state: DraconiumState, seat: int, by: str) -> None:
    set_delay(state, seat, True)
    b = counters.beast(state, seat)
    assert b is not None
    state.say(f"{by}: {state.name(seat)} places their Delay token on {b['name']}.")


def remove_own_delay(state: DraconiumState, seat: int) -> None:
    """Hidden Retreat: the token comes off and is unplaced; no extra step (§2.7)."""
    b = counters.beast(state, seat)
    if b is not None and b["delay"]:
        set_delay(state, seat, False)
        state.say(f"{state.name(seat)} removes their Delay token from {b['name']}.")


# -- hostile effects of beasts and hatches (§2.8, R20) ------------------------------------------


def aimed_others(state: DraconiumState, seat: int) -> list[int]:
    """The other players a beast's or hatch's hostile effect reaches, in turn order.

    Each one aimed at counts for a Sensitive Egg, even if unaffected (§3 Riposte);
    a dispatched Riposte line is unaffected (R20).
    """
    out = []
    for other in state.others(seat):
        counters.on_aimed(state, other, seat)
        if counters.protected_from_beasts(state, other):
            state.say(f"{state.name(other)} is unaffected: their Riposte beast is dispatched.")
        else:
            out.append(other)
    return out


def hostile_to_others(state: DraconiumState, seat: int, do: str, by: str) -> Step:
    """A step: each other player not protected runs op `do` (with seat and by fields)."""
    return step("hostile_others", seat=seat, do=do, by=by)


@op("hostile_others")
def _hostile_others(state: DraconiumState, s: Step) -> None:
    push(state, [step(s["do"], seat=o, by=s["by"]) for o in aimed_others(state, s["seat"])])


def on_turn_resources(state: DraconiumState, seat: int) -> bool:
    """§2.4: +Actions, +Buys and +$ from a hatch effect do nothing on another's turn."""
    return state.active == seat


def is_ruins_or_curse(card: str) -> bool:
    return is_(card, "Ruins") or name_of(card) == "Curse"
