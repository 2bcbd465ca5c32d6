"""Hatch's search bot (game/games/hatch/search.py): its worlds keep what their viewer saw
and deal nothing it could not know, a remembered egg keeps its species (R14), another's
fed egg gets a face its cards do not doom (R10); its estimate, its candidate moves; the
same seed gives the same move; every level plays whole games at two and five seats."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.determinize import sample_problems
from game.bots.search import SearchBot
from game.core.rng import Rng
from game.core.runner import play as play_game
from game.core.zones import HIDDEN_CARD
from game.games.hatch import ENTRY
from game.games.hatch.bots import EasyHatchBot
from game.games.hatch.rules import HatchRules
from game.games.hatch.search import FocusedRules, determinize, evaluate, focused
from game.games.hatch.state import HatchState
from tests.games.hatch.helpers import RULES, card, play, table

ANN, BEN = 0, 1
HOOKS = ENTRY.search
assert HOOKS is not None


def searcher(rules: HatchRules, seed: int, iterations: int = 12) -> SearchBot:
    """The normal and strong bots' search, on a cheap budget."""
    assert HOOKS is not None
    return SearchBot(focused(rules), seed, HOOKS, iterations)


def positions(players: int, seed: int, every: int = 9) -> list[HatchState]:
    """Positions of a seeded game between easy bots, one every `every` moves."""
    bots = [EasyHatchBot(RULES, seed * 10 + s) for s in range(players)]
    found: list[HatchState] = []

    def keep(state: Any, move: Any) -> None:
        if len(state.moves) % every == 0 and state.result is None:
            found.append(state.clone())

    play_game(RULES, bots, seed, on_move=keep)
    return found


# -- the worlds -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_world_deals_only_unseen_cards_and_keeps_what_its_viewer_sees(players: int) -> None:
    rng = Rng(players)
    checked = 0
    for seed in range(2):
        for st in positions(players, seed):
            for seat in range(players):
                view = RULES.view(st, seat)
                world = determinize(RULES, view, rng)
                assert sample_problems(view, world, seat) == []
                assert world.rng != st.rng  # the future is the world's own
                checked += 1
    assert checked > 100


def test_a_remembered_egg_keeps_its_species_r14() -> None:
    st = table(
        Ann={"hand": ["Pebble Whelp"]},
        Ben={"eggs": [{"card": "Magma Wyrm", "fed": ["Cinder Whelp"], "from": "Ann"}]},
    )
    view = RULES.view(st, ANN)
    assert view.players[BEN].eggs[0].face == "Magma Wyrm"
    rng = Rng(4)
    for _ in range(30):
        world = determinize(RULES, view, rng)
        assert sample_problems(view, world, ANN) == []
        assert RULES.cat.cards[world.players[BEN].eggs[0].id].name == "Magma Wyrm"


def test_another_seats_fed_egg_gets_a_face_its_cards_do_not_doom_r10() -> None:
    st = table(
        Ben={"eggs": [{"card": "Tidal Wyrm", "fed": ["Brine Whelp", "Brine Whelp"]}]},
    )
    view = RULES.view(st, ANN)
    assert view.players[BEN].eggs[0].id == HIDDEN_CARD
    rng = Rng(5)
    for _ in range(30):
        face = determinize(RULES, view, rng).players[BEN].eggs[0].id
        assert RULES.cat.cards[face].cost.count("T") >= 2  # two Tide attached


def test_a_world_never_deals_the_viewers_own_cards_elsewhere() -> None:
    st = table(Ann={"hand": ["Sunforge", "Skyfather"]}, Ben={"hand": ["Leviathan"]})
    view = RULES.view(st, ANN)
    mine = set(st.players[ANN].hand.cards)
    rng = Rng(6)
    for _ in range(20):
        world = determinize(RULES, view, rng)
        assert not mine & set(world.players[BEN].hand.cards)
        assert not mine & set(world.draw.cards)


# -- the estimate and the candidates ----------------------------------------------------------


def test_the_estimate_favours_the_bigger_dynasty_and_a_ready_egg() -> None:
    even = table(Ann={"dragons": ["Emberclaw"]}, Ben={"dragons": ["Emberclaw"]})
    assert evaluate(RULES, even, ANN) == pytest.approx(0.5)
    ahead = table(Ann={"dragons": ["Skyfather"]}, Ben={"dragons": ["Emberclaw"]})
    assert evaluate(RULES, ahead, ANN) > 0.6 > 0.4 > evaluate(RULES, ahead, BEN)
    ready = table(
        Ann={"dragons": ["Emberclaw"], "eggs": [{"card": "Scorchling", "fed": ["H01", "H09"]}]},
        Ben={"dragons": ["Emberclaw"]},
    )
    doomed = table(
        Ann={"dragons": ["Emberclaw"], "eggs": [{"card": "Scorchling", "fed": ["H01", "H05"]}]},
        Ben={"dragons": ["Emberclaw"]},
    )
    assert evaluate(RULES, ready, ANN) > evaluate(RULES, doomed, ANN) == pytest.approx(0.5)


def test_the_search_weighs_no_undoing_and_no_doomed_nurture_r10_r12() -> None:
    rules = FocusedRules()
    st = table(
        Ann={
            "hand": ["H02", "H03", "Brine Whelp"],
            "dragons": ["H10", "Zephyr Whelp"],
            "eggs": [{"card": "Magma Wyrm", "fed": ["H01", "H09"]}],
        }
    )
    magma = st.players[ANN].eggs[0].id
    play(st, ANN, "nominate_sacrifice", dragon=card(st, ANN, "Pebble Whelp", "dragons"), egg=magma)
    full = RULES.legal_moves(st, ANN)
    weighed = rules.legal_moves(st, ANN)
    assert {"withdraw_sacrifice", "nominate_sacrifice", "hatch"} <= {m.kind for m in full}
    # no taking back; no more sacrifices nor a hatch before the egg is fed in full (R12,
    # R13: it would fail with the egg still whole)
    assert {m.kind for m in weighed} == {"lay_egg", "nurture", "attack_with", "end_turn"}
    nurtures = [m for m in weighed if m.kind == "nurture"]
    assert [RULES.cat.cards[m["card"]].name for m in nurtures] == ["Cinder Whelp"]  # one copy
    assert all(m in full for m in weighed)


# -- the bot ----------------------------------------------------------------------------------


def test_the_same_seed_gives_the_same_move() -> None:
    for st in positions(3, 1, every=40)[:6]:
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_moves(st, seat)
        moves = [searcher(RULES, 7, 20).choose(RULES.view(st, seat), legal) for _ in range(2)]
        assert moves[0] == moves[1] and moves[0] in legal


def test_the_levels_are_listed_and_greedy_seats_the_easy_bot() -> None:
    assert ENTRY.bot_kinds == ("easy", "normal", "strong", "random")
    assert isinstance(ENTRY.make_bot("greedy", 1, RULES), EasyHatchBot)
    normal, strong = ENTRY.make_bot("normal", 1, RULES), ENTRY.make_bot("strong", 1, RULES)
    assert isinstance(normal, SearchBot) and isinstance(strong, SearchBot)
    assert normal.iterations < strong.iterations


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_each_level_plays_whole_games_to_their_end(level: str, players: int) -> None:
    """Every seat at the level (the search on a cheap budget: the same bot as normal and
    strong, with fewer iterations)."""
    iterations = {"normal": 3, "strong": 6}.get(level, 0)
    bots: list[Any] = [
        searcher(RULES, s, iterations) if iterations else ENTRY.make_bot(level, s, RULES)
        for s in range(players)
    ]
    st = play_game(RULES, bots, 11 + players, max_moves=ENTRY.max_moves)
    assert st.result is not None and st.result.winners
