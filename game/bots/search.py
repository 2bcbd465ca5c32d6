"""The generic search bot: information-set Monte Carlo tree search over the rules' own
legal moves and `apply`, for any game whose entry declares its search hooks.

Each iteration samples one world the bot's own view allows (`determinize`: the hidden
cards dealt at random from those it has not seen, the other seats' secret answers
guessed), walks the tree of moves in that world by UCT (a child counts only in the
iterations where its move is legal: "availability", as single-observer ISMCTS has
it), adds one move, plays on with the game's cheap playout policy for a few moves,
and reads the end (a win, a loss) or the game's `evaluate` estimate for every seat.
Each node keeps the reward of the seat that moved into it, so opponents are searched
as playing for themselves. The bot plays the root move visited most.

Simultaneous secret answers (bids, battle plans, seizes, Eggs chosen in secret: a run
of a secret decision's answers, one seat after another, each seat once) are one joint
decision: each seat's answer is chosen from statistics of its own, kept at the node
where the secret decision began and shared by every answer the other seats give, so no
seat's answer is chosen knowing another's (decoupled UCT). The tree goes on below the
joint decision from the answers all together, once they are revealed.

A sampled world the rules cannot play on (a move they refuse, a card that is nowhere)
is dropped, its statistics untouched; the drops are counted and their first reasons
kept (`Thinking.dropped`, `Thinking.reasons`), since a drop is a bug in a
determinizer or in the rules.

A search stops early once its move is settled: when the most visited root move leads
the next by more than the iterations left, no later iteration can change which move is
played (each iteration visits one root move), so the rest would be spent for nothing
(`settled`). The move is the one the whole budget would choose; only the time differs.

Budgets are iterations, so a seeded bot is deterministic; a table may add a time cap
(`time_cap`), which makes the search end early when it runs out. The bot only ever
sees its own view: the hidden cards of the sampled worlds are the determinizer's
guesses, never the real ones. Pure: no pygame, no pymunk.
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.entry import SearchHooks
from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState

EXPLORE = 0.7
"""UCT's exploration weight, for rewards between 0 and 1."""


@dataclass(slots=True)
class Node:
    """A move in the tree: who made it, how often it was tried and available, and the
    reward its mover got from it in all."""

    mover: int
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[Hashable, tuple[Move, Node]] = field(default_factory=dict)
    # Where a secret decision begins: each answering seat's own answers (shared by all
    # the others' answers), and the node below each set of answers once revealed.
    secret: dict[int, dict[Hashable, tuple[Move, Node]]] | None = None
    revealed: dict[tuple[Hashable, ...], Node] | None = None


@dataclass(slots=True)
class Thinking:
    """What a search found: the move, how many iterations ran, the root's statistics."""

    move: Move
    iterations: int
    seconds: float
    visits: dict[str, int]
    dropped: int = 0  # sampled worlds the rules could not play on in (see `choose`)
    reasons: list[str] = field(default_factory=list)  # the first drops' exceptions
    cap: float | None = None  # the time cap the search ran under, if any
    cut: bool = False  # the cap ended the search before its budget of iterations
    budget: int = 0  # the iterations it was to run
    settled: bool = False  # it stopped early, its move settled (`settled`)

    def summary(self) -> str:
        """A line for a table's log: how long it thought, and whether its cap cut it."""
        line = f"thought {self.seconds:.1f} s"
        if self.cut and self.cap is not None:
            line += (
                f", cut at its {self.cap:g} s cap after {self.iterations} of "
                f"{self.budget} iterations"
            )
        elif self.settled:
            line += f" ({self.iterations} of {self.budget} iterations; its move was settled)"
        else:
            line += f" ({self.iterations} iterations)"
        if self.dropped:
            line += f"; {self.dropped} sampled worlds dropped ({self.reasons[0]})"
        return line


KEPT_REASONS = 3
"""How many dropped worlds' exceptions a `Thinking` keeps."""

SETTLE_EVERY = 8
"""Iterations between two looks at whether the move is settled (`settled`)."""


def settled(root: Node, seat: int, legal: set[Hashable], left: int) -> bool:
    """Whether `left` more iterations can no longer change the most visited of the root
    moves `seat` may play: its lead over the next is more than `left` (an iteration adds
    one visit to one root move at most)."""
    first = second = 0
    for key, (_, child) in own_answers(root, seat).items():
        if key not in legal:
            continue
        if child.visits > first:
            first, second = child.visits, first
        elif child.visits > second:
            second = child.visits
    return first - second > left


class SearchBot:
    """A seeded ISMCTS player with a budget of iterations (see the module's docstring)."""

    needs_view = True
    takes_forced_moves = True

    def __init__(
        self,
        rules: Any,
        seed: int,
        hooks: SearchHooks,
        iterations: int,
        *,
        explore: float = EXPLORE,
        guide: Any = None,
        margin: float = 0.0,
        settle: bool = True,
    ) -> None:
        self.rules = rules
        # A quick player whose move stands unless the search finds one better by more
        # than `margin` of the reward (a search of a few hundred worlds is noisy where
        # good moves differ by little; the guide knows the game's habits).
        self.guide = guide
        self.margin = margin
        # Stop once the most visited move cannot be overtaken (see the module's
        # docstring). Not with a guide: its comparison reads the rewards, which the
        # remaining iterations could still move.
        self.settle = settle and guide is None
        self.hooks = hooks
        self.iterations = iterations
        self.explore = explore
        self.rng = Rng(seed)
        self.time_cap: float | None = None  # seconds a decision may take (a table's cap)
        self.last: Thinking | None = None
        self.tree: Node | None = None  # the last decision's tree (its root)
        self.dropped = 0  # sampled worlds dropped over all its decisions
        self.drop_reasons: list[str] = []  # the first of them (KEPT_REASONS), for a report
        canonical = getattr(rules, "canonical", None)
        self._key = canonical if canonical is not None else _same

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        assert view is not None and view.viewer is not None, "a search needs its seat's view"
        seat = view.viewer
        began = time.perf_counter()
        deadline = began + self.time_cap if self.time_cap is not None else None
        root = Node(-1)
        legal_keys = {self._key(m) for m in legal}
        done = dropped = 0
        reasons: list[str] = []
        cut = early = False
        while done < self.iterations:
            world = self.hooks.determinize(self.rules, view, self.rng)
            try:
                self._iterate(root, world, seat)
            except (KeyError, ValueError, IndexError) as exc:
                # A sampled world that does not hold together (a card an answer names is
                # nowhere in it): this world is dropped, its statistics untouched (a new
                # node is added only after its move is made); many in a row is a bug.
                dropped += 1
                if len(reasons) < KEPT_REASONS:
                    reasons.append(f"{type(exc).__name__}: {exc}")
                if dropped > self.iterations:
                    raise RuntimeError(f"every sampled world failed: {exc!r}") from exc
                continue
            done += 1
            if deadline is not None and time.perf_counter() > deadline:
                cut = done < self.iterations
                break
            left = self.iterations - done
            if self.settle and done % SETTLE_EVERY == 0 and settled(root, seat, legal_keys, left):
                early = left > 0
                break
        self.tree = root
        self.dropped += dropped
        self.drop_reasons.extend(reasons[: KEPT_REASONS - len(self.drop_reasons)])
        choices = own_answers(root, seat)
        keys = {self._key(m): m for m in legal}
        tried = [(child.visits, child.reward, key) for key, (_, child) in choices.items()]
        ranked = sorted((t for t in tried if t[2] in keys), key=lambda t: (t[0], t[1]))
        move = keys[ranked[-1][2]] if ranked else legal[0]
        if self.guide is not None:
            move = self._guided(view, legal, choices, move)
        self.last = Thinking(
            move,
            done,
            time.perf_counter() - began,
            {m.describe(): child.visits for m, child in choices.values()},
            dropped,
            reasons,
            self.time_cap,
            cut,
            self.iterations,
            early,
        )
        return move

    def _guided(
        self,
        view: GameState,
        legal: Sequence[Move],
        choices: dict[Hashable, tuple[Move, Node]],
        found: Move,
    ) -> Move:
        """The guide's move, unless the search's is better by more than the margin."""
        advice = self.guide.choose(view, legal)
        mine = choices.get(self._key(found))
        theirs = choices.get(self._key(advice))
        if mine is None or theirs is None or not theirs[1].visits:
            return found
        better = mine[1].reward / mine[1].visits - theirs[1].reward / theirs[1].visits
        return found if better > self.margin else advice

    # -- one iteration -------------------------------------------------------------------

    def _iterate(self, root: Node, state: GameState, seat: int) -> None:
        rules, rng, key_of = self.rules, self.rng, self._key
        node, path = root, [root]
        while True:
            if rules.result(state) is not None:
                rewards = self._ended(state)
                break
            pending = state.pending
            if pending is not None and pending.secret:
                below, grew = self._secret(node, state, path)
                if grew or below is None:  # a new answer, or nobody could answer
                    rewards = self._playout(state) if grew else self._estimate(state)
                    break
                node = below
                continue
            acting = rules.to_act(state)
            moves = rules.legal_moves(state, acting[0]) if acting else ()
            if not moves:  # nobody can move: read the position as it stands
                rewards = self._estimate(state)
                break
            mover = acting[0]
            children = node.children
            untried: list[tuple[Hashable, Move]] = []
            for move in moves:
                key = key_of(move)
                found = children.get(key)
                if found is None:
                    untried.append((key, move))
                else:
                    found[1].available += 1
            if untried:
                key, move = untried[rng.below(len(untried))]
                rules.apply(state, move)  # first, and the playout: a world that fails
                rewards = self._playout(state)  # on the way adds no node
                child = Node(mover, available=1)
                children[key] = (move, child)
                path.append(child)
                break
            move, node = self._select(node, moves)
            rules.apply(state, move)
            path.append(node)
        root.visits += 1
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += rewards[visited.mover]

    def _secret(self, node: Node, state: GameState, path: list[Node]) -> tuple[Node | None, bool]:
        """Play one joint secret decision from `node`: each seat that answers it, once,
        chooses from its own statistics at `node` (an untried answer first, else UCT), so
        the answers the others gave before it in this world change nothing of its choice.
        Return the node below these answers (None if nobody could answer) and whether an
        answer was tried for the first time (the iteration then plays out from here)."""
        rules, rng, key_of = self.rules, self.rng, self._key
        if node.secret is None:
            node.secret, node.revealed = {}, {}
        assert node.revealed is not None
        pending = state.pending
        assert pending is not None
        kind = pending.kind
        answered: set[int] = set()
        keys: list[Hashable] = []
        new: list[tuple[dict[Hashable, tuple[Move, Node]], Hashable, Move, int]] = []
        chosen: list[Node] = []
        while pending is not None and pending.secret and pending.kind == kind:
            if rules.result(state) is not None:
                break
            acting = rules.to_act(state)
            if not acting or acting[0] in answered:
                break
            mover = acting[0]
            moves = rules.legal_moves(state, mover)
            if not moves:
                break
            mine = node.secret.setdefault(mover, {})
            untried: list[tuple[Hashable, Move]] = []
            for move in moves:
                key = key_of(move)
                found = mine.get(key)
                if found is None:
                    untried.append((key, move))
                else:
                    found[1].available += 1
            if untried:
                key, move = untried[rng.below(len(untried))]
                new.append((mine, key, move, mover))
            else:
                best: tuple[Move, Node] | None = None
                best_score = -math.inf
                for option in moves:
                    child = mine[key_of(option)][1]
                    score = child.reward / child.visits + self.explore * math.sqrt(
                        math.log(child.available) / child.visits
                    )
                    if score > best_score:
                        best, best_score = (option, child), score
                assert best is not None
                move = best[0]
                key = key_of(move)
                chosen.append(best[1])
            rules.apply(state, move)  # every answer first: a world that fails adds no node
            answered.add(mover)
            keys.append((mover, key))
            pending = state.pending
        if not keys:
            return None, False
        for mine, key, move, mover in new:
            child = Node(mover, available=1)
            mine[key] = (move, child)
            chosen.append(child)
        path.extend(chosen)
        joint = tuple(keys)
        below = node.revealed.get(joint)
        if below is None:
            below = node.revealed[joint] = Node(-1)
        return below, bool(new)

    def _select(self, node: Node, moves: Sequence[Move]) -> tuple[Move, Node]:
        """UCT over the children whose moves are legal here (the move object of this
        world is played: it is the one this world's rules listed)."""
        key_of, explore = self._key, self.explore
        best: tuple[Move, Node] | None = None
        best_score = -math.inf
        for move in moves:
            child = node.children[key_of(move)][1]
            score = child.reward / child.visits + explore * math.sqrt(
                math.log(child.available) / child.visits
            )
            if score > best_score:
                best, best_score = (move, child), score
        assert best is not None
        return best

    def _playout(self, state: GameState) -> list[float]:
        """The game's cheap policy for a few moves, then the end or the estimate."""
        rules, hooks, rng = self.rules, self.hooks, self.rng
        policy = hooks.playout
        for _ in range(hooks.horizon):
            if rules.result(state) is not None:
                return self._ended(state)
            acting = rules.to_act(state)
            if not acting:
                break
            mover = acting[0]
            moves = rules.legal_moves(state, mover)
            if not moves:
                break
            if policy is None:
                move = moves[rng.below(len(moves))]
            else:
                move = policy(rules, state, mover, moves, rng)
            rules.apply(state, move)
        if rules.result(state) is not None:
            return self._ended(state)
        return self._estimate(state)

    def _estimate(self, state: GameState) -> list[float]:
        evaluate = self.hooks.evaluate
        return [min(1.0, max(0.0, evaluate(self.rules, state, s))) for s in range(len(state.seats))]

    def _ended(self, state: GameState) -> list[float]:
        result = self.rules.result(state)
        assert result is not None
        seats = len(state.seats)
        if not result.winners:
            return [1.0 / seats] * seats
        share = 1.0 / len(result.winners)
        return [share if s in result.winners else 0.0 for s in range(seats)]


def own_answers(root: Node, seat: int) -> dict[Hashable, tuple[Move, Node]]:
    """The root's children `seat` chooses among: its own answers where the root is a
    joint secret decision, else the root's moves."""
    if root.secret is not None and seat in root.secret:
        return root.secret[seat]
    return root.children


def _same(move: Move) -> Hashable:
    return move
