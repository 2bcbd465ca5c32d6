"""Dragon Riders' bots play any card file: a card a designer adds is drafted and played,
a changed cost changes what they draft; the search's worlds keep what their seat sees
(§5) and read nothing else; a seed gives the same move; every level finishes a game;
the bot modules name no card and no unit."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game import paths
from game.bots.determinize import sample_problems
from game.core.move import Move
from game.core.rng import Rng
from game.core.runner import Player, play
from game.core.serial import to_plain
from game.core.zones import HIDDEN_CARD
from game.games import REGISTRY, make_bot
from game.games.riders import ENTRY
from game.games.riders.bots import EasyRidersBot, RidersSearchBot
from game.games.riders.cards import OPS, kind_of, load_catalog
from game.games.riders.rules import RidersRuleset
from game.games.riders.search import HOOKS, determinize, evaluate
from game.games.riders.state import ACTION, DRAFT, RidersState
from tests.games.riders.helpers import RULES, table

ROOT = Path(__file__).resolve().parents[3]
NEW_CARD = """
[[card]]
id = "wyrm_fury"
name = "Wyrm Fury"
cost = 1
group = "rider damage"
copies = 2
target = "enemy_rider"
text = "4 damage to the enemy Rider."
effects = [{ op = "damage", unit = "enemy_rider", amount = 4 }]
"""
HEAVY_BLOW = 'id = "heavy_blow"\nname = "Heavy Blow"\ncost = 3\n'


def card_file(tmp_path: Path, *, new_card: bool = False, heavy_blow_cost: int = 3) -> Path:
    """The shipped card file, with Wyrm Fury added and Heavy Blow's cost changed."""
    text = paths.card_file("riders").read_text(encoding="utf-8")
    assert HEAVY_BLOW in text
    text = text.replace(HEAVY_BLOW, HEAVY_BLOW.replace("3", str(heavy_blow_cost)))
    if new_card:
        text += NEW_CARD
    path = tmp_path / f"riders-{int(new_card)}-{heavy_blow_cost}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def cheap_search(rules: Any, seed: int, iterations: int = 24) -> RidersSearchBot:
    """The search bot at a budget a test can afford."""
    return RidersSearchBot(rules, seed, HOOKS, iterations, duels=2)


def used(state: Any, kind: str, card: str) -> int:
    """How many moves of `kind` (draft_pick, play_card) took a card of this id."""
    return sum(1 for m in state.moves if m.kind == kind and kind_of(m["card"]) == card)


# -- a designer's card file ------------------------------------------------------------------


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_new_card_is_drafted_and_played_and_the_games_end(tmp_path: Path, level: str) -> None:
    rules = RidersRuleset(load_catalog(card_file(tmp_path, new_card=True, heavy_blow_cost=0)))
    drafted = played = 0
    for seed in range(4):
        bots: list[Player] = [
            EasyRidersBot(rules, seed * 16) if level == "easy" else cheap_search(rules, seed * 16),
            EasyRidersBot(rules, seed * 16 + 1),
        ]
        state = play(rules, bots, seed, max_moves=ENTRY.max_moves)
        assert state.result is not None
        drafted += used(state, "draft_pick", "wyrm_fury") > 0
        played += used(state, "play_card", "wyrm_fury") > 0
    assert drafted >= 2 and played >= 1


def draft_position(rules: RidersRuleset, market: list[str]) -> RidersState:
    """Seat 0 to pick first from `market`, after the units are chosen (§2)."""
    state = rules.new_game(["Aria", "Brann"], 3, {"draft_mode": "market"})
    riders, dragons = list(rules.cat.riders), list(rules.cat.dragons)
    for seat in (0, 1):
        rules.apply(state, Move.make(seat, "choose_rider", rider=riders[seat]))
    for seat in (0, 1):
        rules.apply(state, Move.make(seat, "choose_dragon", dragon=dragons[seat]))
    assert state.phase == DRAFT and state.active == 0
    state.stack.cards += state.market.cards
    state.stack.cards = [c for c in state.stack.cards if c not in market]
    state.market.cards = list(market)
    return state


MARKET = ["heavy_blow_1", "shield_up_1", "dragon_heal_1", "firebreak_1", "energy_drain_1"]


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_cheaper_heavy_blow_is_drafted_first(tmp_path: Path, level: str) -> None:
    picks = {}
    for cost in (3, 0):
        rules = RidersRuleset(load_catalog(card_file(tmp_path, heavy_blow_cost=cost)))
        state = draft_position(rules, MARKET)
        bot = EasyRidersBot(rules, 5) if level == "easy" else cheap_search(rules, 5, 200)
        picks[cost] = bot.choose(rules.view(state, 0), rules.legal_moves(state, 0))["card"]
    assert picks[0] == "heavy_blow_1" != picks[3]


def test_a_cheaper_heavy_blow_is_drafted_earlier_in_whole_games(tmp_path: Path) -> None:
    """The easy bots of the same seeds draft Heavy Blow sooner once it costs 0."""
    when = {}
    for cost in (3, 0):
        rules = RidersRuleset(load_catalog(card_file(tmp_path, heavy_blow_cost=cost)))
        picks = []
        for seed in range(6):
            bots: list[Player] = [EasyRidersBot(rules, seed * 16 + s) for s in range(2)]
            state = play(rules, bots, seed, max_moves=ENTRY.max_moves)
            drafted = [m["card"] for m in state.moves if m.kind == "draft_pick"]
            picks += [i for i, card in enumerate(drafted) if kind_of(card) == "heavy_blow"]
        when[cost] = sum(picks) / len(picks)
    assert when[0] < when[3] - 3


# -- the search's worlds ---------------------------------------------------------------------


def positions(mode: str, seeds: int, every: int = 3) -> list[RidersState]:
    """Every `every`-th position of easy bots' games in this draft mode (copies)."""
    found: list[RidersState] = []
    options = {"draft_mode": mode}

    def keep(state: Any, move: Move) -> None:
        if state.result is None and len(state.moves) % every == 0:
            found.append(state.clone())

    for seed in range(seeds):
        bots: list[Player] = [EasyRidersBot(RULES, seed * 16 + s) for s in range(2)]
        play(RULES, bots, seed, options, on_move=keep)
    return found


@pytest.mark.parametrize("mode", ["market", "snake", "quick"])
def test_a_world_keeps_what_its_seat_sees_and_deals_only_unseen_cards(mode: str) -> None:
    rng = Rng(11)
    checked = 0
    for state in positions(mode, 8 if mode == "quick" else 3, every=2):
        for seat in (0, 1):
            view = RULES.view(state, seat)
            world = determinize(RULES, view, rng)
            assert sample_problems(view, world, seat) == [], (mode, len(state.moves), seat)
            assert isinstance(world, RidersState)
            me, foe = world.players[seat], world.players[1 - seat]
            if state.phase in (ACTION, "discard"):
                # §5: the seat's own deck is its decklist less its hand and discard ...
                held = Counter(kind_of(c) for c in me.deck.cards + me.hand.cards)
                held.update(kind_of(c) for c in me.discard.cards)
                assert held == Counter(me.decklist)
                # ... and in the draft modes the opponent's decklist is public too.
                if mode != "quick":
                    theirs = Counter(kind_of(c) for c in foe.deck.cards + foe.hand.cards)
                    theirs.update(kind_of(c) for c in foe.discard.cards)
                    assert theirs == Counter(state.players[1 - seat].decklist)
            checked += 1
    assert checked > 80


def test_a_world_reads_nothing_but_the_view() -> None:
    """Two states that differ only in what seat 0 cannot see give the same worlds."""
    first = table(hands=(["strike_1"], ["heavy_blow_1", "rider_heal_1"]))
    second = first.clone()
    foe = second.players[1]
    foe.hand.cards[0], foe.deck.cards[0] = foe.deck.cards[0], foe.hand.cards[0]
    assert first.players[1].hand.cards != second.players[1].hand.cards
    views = [RULES.view(s, 0) for s in (first, second)]
    assert to_plain(views[0]) == to_plain(views[1])
    worlds = [determinize(RULES, v, Rng(4)) for v in views]
    assert to_plain(worlds[0]) == to_plain(worlds[1])
    assert HIDDEN_CARD not in worlds[0].players[1].hand.cards


def test_the_estimate_is_a_chance_that_favours_the_side_ahead() -> None:
    state = table()
    assert 0.0 <= evaluate(RULES, state, 0) <= 1.0
    assert evaluate(RULES, state, 0) + evaluate(RULES, state, 1) == pytest.approx(1.0)
    hurt = state.clone()
    hurt.unit(1, "rider").hp = 4
    assert evaluate(RULES, hurt, 0) > evaluate(RULES, state, 0)


# -- seeds, levels, aliases ------------------------------------------------------------------


def some_positions() -> list[RidersState]:
    """A Rider choice, a draft pick and a few action phases of one game."""
    found = positions("market", 1, every=1)
    wanted = ["rider", "draft", ACTION]
    picked = [next(s for s in found if s.phase == phase) for phase in wanted]
    return picked + [s for s in found if s.phase == ACTION][5:40:10]


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_the_same_seed_gives_the_same_move(level: str) -> None:
    def bot(seed: int) -> Player:
        if level == "easy":
            return EasyRidersBot(RULES, seed)
        return RidersSearchBot(RULES, seed, HOOKS, 30 if level == "normal" else 60, duels=3)

    for state in some_positions():
        seat = RULES.to_act(state)[0]
        moves = [
            bot(7).choose(RULES.view(state, seat), RULES.legal_moves(state, seat)) for _ in "ab"
        ]
        assert moves[0] == moves[1]


def test_a_time_cap_ends_the_quick_games_of_a_unit_choice() -> None:
    state = RULES.new_game(["Aria", "Brann"], 1, {})
    bot = RidersSearchBot(RULES, 1, HOOKS, 10**9, duels=10**9)
    bot.time_cap = 0.05
    move = bot.choose(RULES.view(state, 0), RULES.legal_moves(state, 0))
    assert move.kind == "choose_rider"


def test_the_entry_lists_three_levels_and_keeps_the_old_name() -> None:
    assert list(ENTRY.bots) == ["easy", "normal", "strong", "random"]
    assert ENTRY.default_bot == "easy" and ENTRY.search is not None
    assert ENTRY.search.horizon == HOOKS.horizon == 4  # the hooks load when a search asks
    assert isinstance(make_bot("riders", "greedy", 1, REGISTRY.get("riders")), EasyRidersBot)
    for level in ("normal", "strong"):
        assert isinstance(make_bot("riders", level, 1, REGISTRY.get("riders")), RidersSearchBot)


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
@pytest.mark.parametrize("seats", sorted({RULES.min_seats, RULES.max_seats}))
def test_each_level_plays_a_whole_game(level: str, seats: int) -> None:
    def bot(seat: int) -> Player:
        if level == "easy":
            return EasyRidersBot(RULES, seat)
        return cheap_search(RULES, seat, 16 if level == "normal" else 32)

    state = play(RULES, [bot(s) for s in range(seats)], 2, max_moves=ENTRY.max_moves)
    assert state.result is not None


def test_the_easy_bot_chooses_its_units_from_game_to_game() -> None:
    """Its Rider and Dragon come from their numbers and a seeded wobble: not one matchup."""
    riders, dragons = set(), set()
    for seed in range(12):
        state = RULES.new_game(["Aria", "Brann"], seed, {})
        bot = EasyRidersBot(RULES, seed)
        riders.add(bot.choose(RULES.view(state, 0), RULES.legal_moves(state, 0))["rider"])
        RULES.apply(state, Move.make(0, "choose_rider", rider=next(iter(RULES.cat.riders))))
        RULES.apply(state, Move.make(1, "choose_rider", rider=list(RULES.cat.riders)[1]))
        dragons.add(bot.choose(RULES.view(state, 0), RULES.legal_moves(state, 0))["dragon"])
    assert len(riders) >= 2 and len(dragons) >= 2


# -- no names --------------------------------------------------------------------------------

BOT_MODULES = ["bots.py", "search.py", "worth.py"]


def test_the_bots_name_no_card_and_no_unit() -> None:
    """Effect ops (the card file's words: "thaw", "sabotage") may share a card's id."""
    cat = load_catalog(paths.card_file("riders"))
    names = {*cat.cards, *(c.name for c in cat.cards.values()), *cat.riders, *cat.dragons}
    names -= set(OPS)
    for module in BOT_MODULES:
        tree = ast.parse((ROOT / "game" / "games" / "riders" / module).read_text("utf-8"))
        strings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)}
        assert not strings & names, module
