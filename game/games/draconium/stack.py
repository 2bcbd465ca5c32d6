"""The effect stack: plain-data steps that the engine runs until someone must decide.

A step is a dict with an ``op`` and plain fields (seat numbers, card ids, pile
names, counts). `run` pops the last step and calls the op registered for it;
an op may push more steps, or `ask` a question: it stores itself as
`state.asking` and sets `state.pending`, and the engine stops. The answering
move goes to the op's registered answer function, which acts on the reply and
may push more steps; then `run` carries on. Nothing in a state is a generator
or a closure, so a state half-way through a card copies and saves like any other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.core.move import Move
from game.core.state import Pending
from game.games.draconium.state import DraconiumState, Step

Op = Callable[[DraconiumState, Step], None]
Answer = Callable[[DraconiumState, Step, Move], None]

OPS: dict[str, Op] = {}
ANSWERS: dict[str, Answer] = {}


def op(name: str) -> Callable[[Op], Op]:
    """Register what a step with ``op == name`` does when it runs."""

    def register(fn: Op) -> Op:
        OPS[name] = fn
        return fn

    return register


def answer(name: str) -> Callable[[Answer], Answer]:
    """Register what happens when the question asked by ``op == name`` is answered."""

    def register(fn: Answer) -> Answer:
        ANSWERS[name] = fn
        return fn

    return register


def step(name: str, **fields: Any) -> Step:
    return {"op": name, **fields}


def push(state: DraconiumState, steps: Iterable[Step]) -> None:
    """Put `steps` on the stack so that the first of them runs first."""
    state.stack.extend(reversed(list(steps)))


def ask(
    state: DraconiumState,
    asking: Step,
    kind: str,
    seat: int,
    prompt: str,
    choices: Iterable[str] = (),
    lo: int = 0,
    hi: int = 0,
    private: bool = True,
) -> None:
    """Put a question to `seat`; `private` hides the choices (a hand) from the others."""
    state.asking = asking
    state.pending = Pending(
        kind, (seat,), prompt, tuple(choices), lo, hi, private_to=(seat,) if private else ()
    )


def run(state: DraconiumState, settle: Callable[[DraconiumState], None]) -> None:
    """Run steps until a question is asked or the stack is empty; then `settle` (§2.3 a)."""
    while state.asking is None and state.result is None:
        if not state.stack:
            settle(state)  # may push more steps: a hatch (§2.3)
            if not state.stack:
                return
            continue
        current = state.stack.pop()
        OPS[current["op"]](state, current)


def resume(state: DraconiumState, move: Move) -> None:
    """Hand an answering move to the step that asked."""
    asking = state.asking
    assert asking is not None
    state.asking = None
    state.pending = None
    ANSWERS[asking["op"]](state, asking, move)
