"""A designer's new species, from data alone, in whole games: the easy bot, the search
bot (the normal and strong bots' search, on a small budget) and random players finish,
the new species are hatched and scored, and their abilities fire, counted from the log
and the moves."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game.bots.random_bot import RandomBot
from game.bots.search import SearchBot
from game.core.move import Move
from game.core.runner import play
from game.core.state import GameState
from game.games.hatch import ENTRY
from game.games.hatch.bots import EasyHatchBot
from game.games.hatch.rules import HatchRules
from game.games.hatch.search import focused
from tests.games.hatch.designer import designer_rules

NEW = ("Glimmer Drake", "Brood Mother", "Bastion Drake", "Ember Martyr")


@pytest.fixture(scope="module")
def rules(tmp_path_factory: pytest.TempPathFactory) -> HatchRules:
    return designer_rules(Path(tmp_path_factory.mktemp("designer")))


def tally(rules: HatchRules, make: Any, seats: int, seeds: range) -> Counter[str]:
    """Games of the players `make(seed)` makes: what the new species did in them."""
    counts: Counter[str] = Counter()
    cat = rules.cat

    def watch(state: GameState, move: Move) -> None:
        if move.kind == "assign_blocker":
            blocker, attacker = cat.of(move["dragon"]), cat.of(move["attacker"])
            in_play = move["dragon"] in state.players[move.seat].dragons.cards
            if in_play and blocker.guard() and blocker.value <= attacker.value:
                counts[f"guarded {blocker.name}"] += 1  # a block its guard alone allows

    for seed in seeds:
        state = play(rules, make(seed), seed, max_moves=ENTRY.max_moves, on_move=watch)
        assert state.result is not None and state.result.winners
        for line in state.log:
            if line.seat is not None:
                continue
            found = re.search(r"hatched (.+?) \(\d+\)", line.text)
            if found and found.group(1) in NEW:
                counts[f"hatched {found.group(1)}"] += 1
            fired = re.match(r"\w+'s (.+?) \(\d+\) (?:hatches|is sacrificed):", line.text)
            if fired:
                counts[f"fired {fired.group(1)}"] += 1
        for p in state.players:  # scored: in a dynasty at the end
            counts.update(
                f"scored {cat.of(d).name}" for d in p.dragons.cards if cat.of(d).name in NEW
            )
    return counts


def easy(rules: HatchRules, seats: int) -> Any:
    return lambda seed: [EasyHatchBot(rules, seed * 16 + s) for s in range(seats)]


def test_easy_bots_hatch_score_and_use_every_new_species(rules: HatchRules) -> None:
    two = tally(rules, easy(rules, 2), 2, range(10))
    three = tally(rules, easy(rules, 3), 3, range(6))
    counts = two + three
    for name in NEW:
        assert counts[f"hatched {name}"] >= 3, (name, counts)
        assert counts[f"scored {name}"] >= 1, (name, counts)
    # each hatch of Glimmer Drake draws (a line) and makes each other player discard (a
    # line each); each of Brood Mother lays two eggs (a line each)
    for game, seats in ((two, 2), (three, 3)):
        assert game["fired Glimmer Drake"] == seats * game["hatched Glimmer Drake"]
        assert game["fired Brood Mother"] == 2 * game["hatched Brood Mother"]
    assert counts["fired Ember Martyr"] >= 1  # sacrificed for a successful hatch
    assert counts["guarded Bastion Drake"] >= 1  # it blocked a dragon of its value or more


def test_the_search_bot_plays_the_new_species(rules: HatchRules) -> None:
    assert ENTRY.search is not None

    def make(seed: int) -> list[Any]:
        return [SearchBot(focused(rules), seed, ENTRY.search, 10), EasyHatchBot(rules, seed + 1)]

    counts = tally(rules, make, 2, range(2))
    assert counts["hatched Glimmer Drake"] >= 1
    assert counts["fired Glimmer Drake"] == 2 * counts["hatched Glimmer Drake"]


def test_random_players_finish_with_every_card_of_the_new_species(rules: HatchRules) -> None:
    for seed in range(3):
        state = play(rules, [RandomBot(seed), RandomBot(seed + 1)], seed, max_moves=5_000)
        assert state.result is not None
        held = Counter(card for zone in state.zones() for card in zone.cards)
        assert sorted(held) == sorted(rules.cat.cards) and set(held.values()) == {1}


def test_the_bots_price_each_ability_from_its_step_and_number(rules: HatchRules) -> None:
    facts = rules.facts
    first = {s: next(c for c, sp in rules.cat.cards.items() if sp.name == s) for s in NEW}
    glimmer, brood, bastion, martyr = (first[s] for s in NEW)
    assert facts.worth[glimmer] == 2 * 2 + 2 * 1  # draw 2, each other player discards 1
    assert facts.worth[brood] == 2 * 2  # two eggs laid
    assert (facts.worth[bastion], facts.guard[bastion]) == (0, 5)
    assert (facts.worth[martyr], facts.parting[martyr]) == (0, 2)
    # a sacrifice that draws a card costs its value less what it brings: Ember Martyr
    # (13, 2 droplets) pays 2 blood for 11, where Cinder Whelp (1, 2 droplets) pays it for 1
    cinder = next(c for c, sp in rules.cat.cards.items() if sp.name == "Cinder Whelp")
    assert facts.payment([martyr], 2) == (11, (martyr,))
    assert facts.payment([martyr, cinder], 2) == (1, (cinder,))
    shipped = HatchRules().facts
    assert set(shipped.worth.values()) == set(shipped.parting.values()) == {0}
    assert set(shipped.guard.values()) == {0}


def test_random_playouts_with_the_new_species_keep_secrets_and_replay(rules: HatchRules) -> None:
    """The shared random playout (every legal move checked, rejections change nothing,
    no view shows a hidden card, cards conserved) on the designer's file."""
    from tests.core.test_playout import playout

    for seed in range(2):
        state = playout(rules, seed)
        assert state.result is not None


def test_no_view_shows_a_card_the_abilities_hid(rules: HatchRules) -> None:
    """Easy games where the abilities fire: after every move that ran one (cards drawn,
    eggs laid from the pile, random discards), no seat's view holds a card it may not see."""
    from tests.core.test_playout import assert_view_private

    fired = 0

    def check(state: GameState, move: Move) -> None:
        nonlocal fired
        if any(
            line.move == len(state.moves) - 1 and re.match(r"\w+'s .+ hatches:", line.text)
            for line in state.log[-8:]
        ):
            fired += 1
            for seat in range(len(state.players)):
                assert_view_private(rules, state, seat)

    for seed in range(4):
        players = [EasyHatchBot(rules, seed * 16 + s) for s in range(3)]
        play(rules, players, seed, max_moves=ENTRY.max_moves, on_move=check)
    assert fired >= 10
