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

**Two Eggs** ([option *two Eggs*] of R2): a player's second Egg lives in slot 1
(counters.py). Each beast takes its own step, in the order its owner chooses
(`dragon_steps(state, seat, slot)`); "place your Delay token" asks which beast
gets it when both could; the player's single token means only one beast can be
delayed at a time. Steps and records carry a `slot` only when it is 1, so the
one-Egg game is unchanged.

What each line's pieces do is data: the steps the dragon lines file gives each part
("hatch", "drake_dispatch", "drake_disengage", "dragon_dispatch", "dragon_disengage"
and "grow"), each made into engine steps by the maker line_effects.py registers with
`piece_step`, or a named script (`piece_script`) where the steps do not fit. They run
as the player's own instructions (never a card play: no Clandestine reveals, never an
Attack or Draconian, §2.12).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from game.core.move import Move
from game.games.draconium import counters
from game.games.draconium.cards import name_of
from game.games.draconium.line_vocab import LineStep
from game.games.draconium.lines import LineSpec, default_lines, lines_of
from game.games.draconium.procedures import is_
from game.games.draconium.stack import answer, ask, op, push, step
from game.games.draconium.state import DraconiumState, Step

StepMaker = Callable[[DraconiumState, int, str, LineStep, str], list[Step]]
PieceScript = Callable[[DraconiumState, int, str], list[Step]]
# What each step of the lines' vocabulary makes (line_effects.py registers them), and the
# named scripts of the pieces the steps do not fit.
STEP_MAKERS: dict[str, StepMaker] = {}
PIECE_SCRIPTS: dict[str, PieceScript] = {}


def piece_step(name: str) -> Callable[[StepMaker], StepMaker]:
    """Register the engine steps one step of the lines' vocabulary makes (line_vocab.py):
    the maker gets the state, the seat, the piece's name, the step and the piece's part."""

    def register(fn: StepMaker) -> StepMaker:
        STEP_MAKERS[name] = fn
        return fn

    return register


def piece_script(name: str) -> Callable[[PieceScript], PieceScript]:
    """Register a named script, for a piece whose rules the steps do not say."""

    def register(fn: PieceScript) -> PieceScript:
        PIECE_SCRIPTS[name] = fn
        return fn

    return register


def piece_steps(state: DraconiumState, seat: int, line: str, part: str) -> list[Step]:
    """The engine steps of one line's hatch effect, dispatch, disengage or grow effect, from
    the lines file the game is played with: its script's, or each of its steps' in turn."""
    spec = lines_of(state)[line]
    by = spec.piece(part)
    script = spec.scripts.get(part)
    if script is not None:
        return PIECE_SCRIPTS[script](state, seat, by)
    out: list[Step] = []
    for fx in spec.steps(part):
        out += STEP_MAKERS[fx.step](state, seat, by, fx, part)
    return out


# -- set-up -------------------------------------------------------------------------------------


def new_roost(line: str, lines: Mapping[str, LineSpec] | None = None) -> counters.Record:
    """A Roost record with `line`'s Egg (from `lines`, by default the game's own)."""
    spec = (lines or default_lines())[line]
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


def slot_field(slot: int) -> dict[str, int]:
    """A step's `slot` field: only for a second Egg's record (R2)."""
    return {"slot": slot} if slot else {}


def hatch_steps(state: DraconiumState) -> list[Step]:
    """Every Egg ready to hatch, the current player's first, then clockwise (§2.3); a
    player's first Egg before their second (R2: each hatches on its own)."""
    if not counters.any_ready(state):  # the common case, asked at every settle point
        return []
    order = [state.active, *state.others(state.active)]
    out: list[Step] = []
    for seat in order:
        for slot in counters.ready_slots(state, seat):
            record = counters.record(state, seat, slot)
            assert record is not None
            state.say(f"{state.name(seat)}'s {record['egg']} hatches!")
            out += piece_steps(state, seat, record["line"], "hatch")
            out += [step("hatched", seat=seat, **slot_field(slot)), step("checkpoint")]
    return out


@op("hatched")
def _hatched(state: DraconiumState, s: Step) -> None:
    """Remove the Egg; the Drake goes on the Roost disengaged side up (not a disengagement)."""
    record = counters.record(state, s["seat"], s.get("slot", 0))
    assert record is not None
    line = lines_of(state)[record["line"]]
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


def step_name(state: DraconiumState, seat: int, slot: int | None = None) -> str:
    """Which of the four rows the beast's step is: remove, flip, dispatch or disengage."""
    b = counters.beast(state, seat, slot)
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


def only_beast_slot(state: DraconiumState, seat: int) -> int:
    """The slot of `seat`'s first beast (their only one, outside two-Egg games)."""
    found = counters.beasts(state, seat)
    return found[0][0] if found else 0


def dragon_steps(state: DraconiumState, seat: int, slot: int | None = None) -> list[Step]:
    """The one step the beast takes this Dragon phase, and what it causes (R7, R8, R9).
    `slot` picks the beast with two Eggs (R2); by default the player's only beast."""
    if slot is None:
        slot = only_beast_slot(state, seat)
    b = counters.beast(state, seat, slot)
    record = counters.record(state, seat, slot)
    assert b is not None and record is not None
    line, stage, who = record["line"], b["stage"], state.name(seat)
    row = step_name(state, seat, slot)
    if row == "remove":  # R8: nothing else this phase
        set_delay(state, seat, False, slot)
        state.say(f"{who} removes the Delay token from {b['name']}; it takes no other step.")
        return []
    if row == "flip":  # not a dispatch
        b["face"] = "dispatched"
        state.say(f"{who} flips {b['name']} to its dispatched side.")
        return []
    if row == "dispatch":
        b["loc"] = "play"
        state.say(f"{who} dispatches {b['name']}.")
        return [*piece_steps(state, seat, line, f"{stage.lower()}_dispatch"), step("checkpoint")]
    b["loc"], b["face"] = "roost", "disengaged"  # R7: the disengage instructions
    state.say(f"{who}'s {b['name']} returns to the Roost and disengages.")
    steps = piece_steps(state, seat, line, f"{stage.lower()}_disengage")
    if stage == "Drake":
        steps += [
            *piece_steps(state, seat, line, "grow"),
            step("grow", seat=seat, **slot_field(slot)),
        ]
    return [*steps, step("checkpoint")]


@op("grow")
def _grow(state: DraconiumState, s: Step) -> None:
    """§2.6: the Dragon replaces the Drake, disengaged side up; the lock lifts (R4)."""
    seat = s["seat"]
    record = counters.record(state, seat, s.get("slot", 0))
    assert record is not None
    dragon = lines_of(state)[record["line"]].dragon
    assert record["beast"] is not None
    record["beast"].update({"name": dragon, "stage": "Dragon", "loc": "roost"})
    record["beast"]["face"] = "disengaged"
    state.say(f"{state.name(seat)}'s Drake grows into {dragon}!")
    if not state.extra.get("grown"):
        state.extra["grown"] = True
        state.say("A Dragon has grown: Duchies, Provinces and Colonies are unlocked for everyone.")


# -- Delay tokens (§2.7) ------------------------------------------------------------------------


def set_delay(state: DraconiumState, seat: int, on: bool, slot: int | None = None) -> None:
    if slot is None:
        slot = only_beast_slot(state, seat)
    record = counters.record(state, seat, slot)
    assert record is not None and record["beast"] is not None
    record["beast"]["delay"] = on
    record["token_placed"] = on


def _where(b: counters.Record, where: str) -> bool:
    if where == "roost":
        return bool(b["loc"] == "roost")
    if where == "dispatched":
        return bool(b["loc"] == "play" and not b["delay"])
    return True


def delay_candidates(state: DraconiumState, seat: int, where: str = "") -> list[int]:
    """The slots of the beasts `seat`'s token could go on: none once it is placed (one
    token per player, R2); `where` ("roost" or "dispatched") narrows the choice."""
    if counters.token_placed(state, seat):
        return []
    return [slot for slot, b in counters.beasts(state, seat) if _where(b, where)]


def can_place(state: DraconiumState, seat: int, where: str = "") -> bool:
    """'Place your Delay token' does something only with a beast and an unplaced token."""
    return bool(delay_candidates(state, seat, where))


def delay_step(
    seat: int, by: str, hostile: bool = True, source: str = "card", where: str = ""
) -> Step:
    """`seat` places their own Delay token (never another's, §2.7).

    `source` is "card" (a Draconian or Attack card: Village Guard may be revealed) or
    "beast" (another player's beast: only the Riposte line protects, R20); the caller
    has already skipped players unaffected by the card. `where` ("roost" or
    "dispatched") limits which of two beasts may take it (R2).
    """
    extra = {"where": where} if where else {}
    return step("place_delay", seat=seat, by=by, hostile=hostile, source=source, **extra)


@op("place_delay")
def _place_delay(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    if not can_place(state, seat, s.get("where", "")):
        if counters.token_placed(state, seat):
            state.say(f"{state.name(seat)}'s Delay token is already placed.")  # §7 reason 21
        return
    if s["hostile"] and s["source"] == "beast" and counters.protected_from_beasts(state, seat):
        state.say(f"{state.name(seat)} is unaffected: their Riposte beast is dispatched.")
        return
    guards = sorted(c for c in state.players[seat].hand.cards if _guards_delay(state, c))
    if guards and s["hostile"] and s["source"] == "card":  # R20: not against a beast
        prompt = f"{s['by']}: place your Delay token, or reveal {name_of(guards[0])} to keep it."
        ask(state, s, "reaction", seat, prompt, guards[:1], 0, 1)
        return
    _place(state, seat, s["by"], s.get("where", ""))


def _guards_delay(state: DraconiumState, card: str) -> bool:
    """A card that reacts to Delay placement (Village Guard's `react` step)."""
    return any(
        fx.step == "react" and fx.get("to") == "Delay" for fx in state.catalog.spec(card).effects
    )


@answer("place_delay")
def _guarded(state: DraconiumState, s: Step, move: Move) -> None:
    if move.kind == "reveal_reaction":
        shown = name_of(move["card"])
        state.say(f"{state.name(s['seat'])} reveals {shown} and keeps their Delay token.")
        return
    _place(state, s["seat"], s["by"], s.get("where", ""))


def _place(state: DraconiumState, seat: int, by: str, where: str = "") -> None:
    slots = delay_candidates(state, seat, where)
    if len(slots) > 1:  # R2: the owner chooses which beast gets it
        push(state, [step("delay_which", seat=seat, by=by, slots=slots)])
        return
    _place_on(state, seat, by, slots[0])


def _place_on(state: DraconiumState, seat: int, by: str, slot: int) -> None:
    set_delay(state, seat, True, slot)
    b = counters.beast(state, seat, slot)
    assert b is not None
    state.say(f"{by}: {state.name(seat)} places their Delay token on {b['name']}.")


def beast_label(state: DraconiumState, seat: int, slot: int) -> str:
    """How a prompt names one of two beasts: "Glittering Drake (first Roost mat)"."""
    b = counters.beast(state, seat, slot)
    assert b is not None
    return f"{b['name']} ({'second' if slot else 'first'} Roost mat)"


@op("delay_which")
def _delay_which(state: DraconiumState, s: Step) -> None:
    labels = [beast_label(state, s["seat"], slot) for slot in s["slots"]]
    prompt = f"{s['by']}: which beast gets your Delay token?"
    ask(state, s, "choose_option", s["seat"], prompt, labels, private=False)


@answer("delay_which")
def _delay_chosen(state: DraconiumState, s: Step, move: Move) -> None:
    _place_on(state, s["seat"], s["by"], s["slots"][move["index"]])


def remove_own_delay(state: DraconiumState, seat: int) -> None:
    """Hidden Retreat: the token comes off and is unplaced; no extra step (§2.7)."""
    for slot, b in counters.beasts(state, seat):
        if b["delay"]:
            set_delay(state, seat, False, slot)
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


def is_ruins_or_curse(state: DraconiumState, card: str) -> bool:
    return is_(state, card, "Ruins") or name_of(card) == "Curse"
