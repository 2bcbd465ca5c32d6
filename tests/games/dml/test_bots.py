"""DML's bots (issue 26): the three levels on the entry, whole games at 3 and 4 seats, a
designer's card file with a new card (a third Joker) and a changed cost (the Black
Market's Target Value), the determinizer that never shows a bot what it could not
know, the ledger of the public record, and seeded bots that repeat themselves."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from game import paths
from game.bots.determinize import sample_problems
from game.bots.random_bot import RandomBot
from game.bots.search import SearchBot
from game.core.errors import DataError
from game.core.move import Move
from game.core.rng import Rng
from game.core.runner import play
from game.core.scenario import read_scenario
from game.core.state import GameState
from game.core.zones import HIDDEN_CARD
from game.games.dml import ENTRY
from game.games.dml.bots import EasyDmlBot
from game.games.dml.cards import load_catalog
from game.games.dml.ledger import ledger_of
from game.games.dml.rules import DmlRules
from game.games.dml.search import HOOKS, determinize, focused, place_of
from game.games.dml.state import MARKET, DmlState
from tests.games.dml.driving import text
from tests.games.dml.helpers import RULES

SHIPPED = paths.card_file("dml").read_text(encoding="utf-8")


def card_file(tmp_path: Path, name: str, *changes: tuple[str, str]) -> Path:
    """The shipped card file with some lines changed, as a designer would save it."""
    changed = SHIPPED
    for old, new in changes:
        assert old in changed, old
        changed = changed.replace(old, new)
    path = tmp_path / name
    path.write_text(changed, encoding="utf-8")
    return path


def with_third_joker(tmp_path: Path) -> DmlRules:
    """A new card: the Joker rank's `copies` raised to three (JK3)."""
    path = card_file(tmp_path, "jokers.toml", ('rank = "JK"\n', 'rank = "JK"\ncopies = 3\n'))
    return DmlRules(load_catalog(path))


def with_black_market_at(tmp_path: Path, target: int) -> DmlRules:
    """A changed cost: every Black Market attempt's Target Value (§3.7)."""
    line = ("black_market_target = 7 ", f"black_market_target = {target} ")
    return DmlRules(load_catalog(card_file(tmp_path, f"bm{target}.toml", line)))


def searching(rules: Any, seed: int, iterations: int = 12) -> SearchBot:
    """The normal and strong bots' search at a test's budget."""
    return SearchBot(focused(rules), seed, HOOKS, iterations)


Maker = Callable[[Any, int], Any]
LEVELS: dict[str, Maker] = {
    "easy": EasyDmlBot,
    "normal": lambda rules, seed: searching(rules, seed, 8),
    "strong": lambda rules, seed: searching(rules, seed, 16),
}


class Watch:
    """A bot whose moves are noted, with the kinds of moves it chose from."""

    def __init__(self, bot: Any, seen: list[tuple[frozenset[str], Move, GameState]]) -> None:
        self.bot, self.seen = bot, seen
        self.needs_view = True
        self.takes_forced_moves = True

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        move: Move = self.bot.choose(view, legal)
        assert view is not None
        self.seen.append((frozenset(m.kind for m in legal), move, view))
        return move


# -- the entry -----------------------------------------------------------------------------


def test_the_entry_seats_easy_normal_strong_and_random_and_greedy_means_easy() -> None:
    assert set(ENTRY.bots) == {"easy", "normal", "strong", "random"}
    assert ENTRY.default_bot == "easy" and ENTRY.bot_kinds[0] == "easy"
    assert ENTRY.bot_aliases == {"greedy": "easy"}
    assert ENTRY.search is not None  # the search's hooks, loaded when a search first asks
    assert ENTRY.search.horizon == HOOKS.horizon == 10
    state = RULES.new_game(["A", "B", "C"], 4)
    assert ENTRY.search.evaluate(RULES, state, 0) == HOOKS.evaluate(RULES, state, 0)
    assert isinstance(ENTRY.make_bot("greedy", 1, RULES), EasyDmlBot)
    assert isinstance(ENTRY.make_bot("strong", 1, RULES), SearchBot)


@pytest.mark.parametrize("players", [3, 4])  # R1: the fewest and the most seats
@pytest.mark.parametrize("level", list(LEVELS))
def test_each_level_plays_a_whole_game_to_its_end(level: str, players: int) -> None:
    bots = [LEVELS[level](RULES, 40 + s) for s in range(players)]
    state = play(RULES, bots, 7, max_moves=ENTRY.max_moves)
    assert RULES.result(state) is not None


# -- a designer's card file ------------------------------------------------------------------


def test_a_card_file_may_add_jokers_and_a_wrong_count_is_named(tmp_path: Path) -> None:
    rules = with_third_joker(tmp_path)
    assert rules.cat.jokers == ("JK1", "JK2", "JK3")
    assert len(rules.cat.card_ids()) == 55
    assert rules.cat.label("JK3") == "Joker 3"
    assert rules.cat.power_name("JK3") == rules.cat.power_name("JK1")  # R31: identical
    path = card_file(tmp_path, "bad.toml", ('rank = "JK"\n', 'rank = "JK"\ncopies = 12\n'))
    with pytest.raises(DataError, match="rank JK: 'copies' should be a whole number from 0 to 9"):
        load_catalog(path)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bots_play_the_new_card_of_a_designers_file(tmp_path: Path, level: str) -> None:
    """Every game ends, and in some of them a bot plays the third Joker (as the Thief,
    §1.5) or makes another move with it: no bot has a table of the shipped cards."""
    rules = with_third_joker(tmp_path)
    used = 0
    for seed in range(6):
        bots = [LEVELS[level](rules, seed * 16 + s) for s in range(3)]
        state = play(rules, bots, seed, max_moves=ENTRY.max_moves)
        assert rules.result(state) is not None
        used += any("JK3" in cards_of(m) for m in state.moves)
    assert used >= 1


def cards_of(move: Move) -> tuple[Any, ...]:
    """The cards a move names (its `card`, its `cards`)."""
    cards = move.get("cards")
    return (move.get("card"), *(cards if isinstance(cards, tuple) else ()))


def black_market_share(rules: DmlRules, make: Maker, games: int) -> float:
    """How often the bots, free to try a Black Market (in any slot, before declaring),
    try it (the same seeds for every card file)."""
    seen: list[tuple[frozenset[str], Move, GameState]] = []
    for seed in range(games):
        bots = [Watch(make(rules, seed * 16 + s), seen) for s in range(3)]
        play(rules, bots, seed, max_moves=ENTRY.max_moves)
    free = [
        move
        for kinds, move, view in seen
        if "black_market_attempt" in kinds and isinstance(view, DmlState) and view.acq is None
    ]
    assert len(free) >= 20
    return sum(m.kind == "black_market_attempt" for m in free) / len(free)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_costlier_black_market_is_tried_less(tmp_path: Path, level: str) -> None:
    """The card file's Black Market Target Value raised from 7 to 12 (§3.7): the bots
    read it, and try Black Markets less often when they may."""
    make = LEVELS[level] if level == "easy" else (lambda r, s: searching(r, s, 40))
    shipped = black_market_share(RULES, make, 4)
    costly = black_market_share(with_black_market_at(tmp_path, 12), make, 4)
    assert costly < shipped


def test_the_easy_bot_weighs_a_black_market_by_its_target_value(tmp_path: Path) -> None:
    """A 4♥ to declare or a Black Market to try: at the shipped Target Value 7 the easy
    bot declares; at 4 the Black Market's odds (89 %) are worth more (§3.7)."""
    position = tmp_path / "position.toml"
    position.write_text(text(stocks=["4H"], markets=[["AD", "6C", "8S"]]), encoding="utf-8")
    chosen = []
    for rules in (RULES, with_black_market_at(tmp_path, 4)):
        state = read_scenario(position, ENTRY, rules).state(rules)
        assert isinstance(state, DmlState)
        move = EasyDmlBot(rules, 1).choose(rules.view(state, 0), rules.legal_moves(state, 0))
        chosen.append(move.kind)
    assert chosen == ["add_to_declaration", "black_market_attempt"]


# -- what a bot may know ------------------------------------------------------------------------


def positions(players: int, seeds: range, every: int = 6) -> list[DmlState]:
    """Positions of seeded games between random and easy bots, every few moves."""
    found = []
    for seed in seeds:
        state = RULES.new_game([f"P{i}" for i in range(players)], seed)
        bots = [
            RandomBot(seed + s) if (seed + s) % 2 else EasyDmlBot(RULES, s) for s in range(players)
        ]
        for step in range(3000):
            if state.result is not None:
                break
            if step % every == 0:
                found.append(state.clone())
            seat = RULES.to_act(state)[0]
            bot = bots[seat]
            view = RULES.view(state, seat) if bot.needs_view else None
            RULES.apply(state, bot.choose(view, RULES.legal_moves(state, seat)))
    return found


@pytest.mark.parametrize("players", [3, 4])
def test_a_sampled_world_keeps_what_its_seat_sees_and_deals_only_unseen_cards(
    players: int,
) -> None:
    """Every seat, many positions: the world changes no zone the seat sees, fills every
    back, puts no card in two places, and is a state of its own that plays on."""
    for n, state in enumerate(positions(players, range(3))):
        for seat in range(players):
            view = RULES.view(state, seat)
            world = determinize(RULES, view, Rng(n * 8 + seat))
            assert sample_problems(view, world, seat) == []
            if world.result is None and n % 5 == 0:
                mover = RULES.to_act(world)[0]
                RULES.apply(world, RULES.legal_moves(world, mover)[0])


@pytest.mark.parametrize("players", [3, 4])
def test_the_ledger_never_rules_out_where_a_card_really_is(players: int) -> None:
    """The ledger reads the public record and the seat's own lines: each card out of the
    seat's sight lies in one of the places its cloud names, and there are at least as
    many Egg and Joker clouds holding a place as Eggs and Jokers really there."""
    cat = RULES.cat
    for state in positions(players, range(3, 6)):
        truth = {c: place_of(z, state.active) for z in state.zones() for c in z.cards}
        for seat in range(players):
            view = RULES.view(state, seat)
            ledger = ledger_of(cat, view)
            seen = {c for z in view.zones() for c in z.cards if c != HIDDEN_CARD}
            for card, cloud in ledger.clouds.items():
                assert card in seen or truth[card] in cloud, (card, truth[card], cloud)
            if not ledger.dealt:
                continue
            for group, kind in ((ledger.eggs, "A"), (ledger.jokers, "JK")):
                hidden = [truth[c] for c in truth if c not in seen and cat.rank_of[c] == kind]
                for place in set(hidden):
                    assert sum(place in cloud for cloud in group) >= hidden.count(place)


def test_a_public_acquisition_is_known_to_every_seat(tmp_path: Path) -> None:
    """Cards a seat took in public (an acquisition's success, §3.5 step 4) are dealt to
    that seat's Treasury in every world of another seat."""
    state = RULES.new_game(["Ann", "Ben", "Cyd"], 3)
    bots = [EasyDmlBot(RULES, s) for s in range(3)]
    while state.result is None:
        line = state.log[-1].text if state.log else ""
        if line.startswith("Success: Ben takes ") and "from BM" not in line:
            break
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_moves(state, seat)
        RULES.apply(state, bots[seat].choose(RULES.view(state, seat), legal))
    taken = [c for c in state.players[1].treasury.cards if RULES.cat.label(c) in line]
    assert taken
    view = RULES.view(state, 0)
    for n in range(10):
        world = determinize(RULES, view, Rng(n))
        assert set(taken) <= set(world.players[1].treasury.cards)


# -- repeatable --------------------------------------------------------------------------------


@pytest.mark.parametrize("level", list(LEVELS))
def test_the_same_seed_gives_the_same_move(level: str) -> None:
    for state in positions(3, range(1), every=40)[1:6]:
        seat = RULES.to_act(state)[0]
        view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
        if len(legal) < 2:
            continue
        moves = {LEVELS[level](RULES, 5).choose(view, legal) for _ in range(2)}
        assert len(moves) == 1


def test_a_market_decision_is_a_search_among_the_stock_and_the_black_markets() -> None:
    """The search weighs every Stock card and the skip in a Market slot (its candidates
    leave nothing out there before the first card is declared)."""
    for state in positions(3, range(1), every=3):
        pending = state.pending
        if pending is None or pending.kind != MARKET or state.acq is not None:
            continue
        seat = pending.seats[0]
        legal = RULES.legal_moves(state, seat)
        assert focused(RULES).legal_moves(state, seat) == legal
        return
    raise AssertionError("no Market slot came up")
