"""A designer's new card from the vocabulary alone: Wyrm Tithe (+2 Cards, +$1, each other
player gains a Copper) in a copy of draconium.toml. The real rules play it, its text is
written from its effects, the default bots buy and play it in whole games; the same card
with that sentence written by hand and no step for it is refused by `lab --check`."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game import paths
from game.core.move import Move
from game.games import REGISTRY
from game.games.draconium.cards import catalog_from, name_of
from game.games.draconium.rules import DraconiumRuleset
from game.games.draconium.setup import new_state
from game.games.draconium.state import DraconiumState

ENTRY = REGISTRY.entry("draconium")
WYRM_TITHE = """
[[card]]
name = "Wyrm Tithe"
cost = 4
types = ["Action"]
set = "base"
effects = [
  { step = "cards", n = 2 },
  { step = "coins", n = 1 },
  { step = "each_other", do = [{ step = "gain", card = "Copper" }] },
]
"""
BY_HAND = """
[[card]]
name = "Wyrm Tithe"
cost = 4
types = ["Action"]
set = "base"
text = "+2 Cards, +$1. Each other player gains a Copper."
effects = [{ step = "cards", n = 2 }, { step = "coins", n = 1 }]
"""
KINGDOM = (
    "Cellar",
    "Market",
    "Merchant",
    "Militia",
    "Mine",
    "Moat",
    "Remodel",
    "Throne Room",
    "Village",
    "Wyrm Tithe",
)
NO_EGGS = {"egg_pool": "no Eggs"}


def copy_with(tmp_path: Path, entry: str) -> Path:
    path = tmp_path / "draconium.toml"
    shipped = paths.card_file("draconium").read_text(encoding="utf-8")
    path.write_text(shipped + entry, encoding="utf-8")
    return path


def rules_of(path: Path) -> DraconiumRuleset:
    """The rules `play draconium --cards FILE` plays the file with."""
    from game.__main__ import designer_rules

    rules = designer_rules("draconium", str(path))
    assert isinstance(rules, DraconiumRuleset)
    return rules


def at_action_phase(rules: DraconiumRuleset, hand: list[str]) -> DraconiumState:
    """A two-player game of the Kingdom above, the first player in their Action phase with
    these cards (by name) added to their hand from the Supply."""
    options = {o.name: o.default for o in rules.options} | NO_EGGS
    st = new_state(rules.catalog, ["Ann", "Bo"], 3, options, list(KINGDOM))
    seat = st.active
    while st.phase != "action":
        rules.apply(st, rules.legal_moves(st, seat)[0])
    for name in hand:
        st.players[seat].hand.cards.append(st.supply[name].cards.pop())
    return st


def play(rules: DraconiumRuleset, st: DraconiumState, name: str) -> None:
    seat = st.active
    card = next(c for c in st.players[seat].hand.cards if name_of(c) == name)
    rules.apply(st, Move.make(seat, "play_action", card=card))


def test_wyrm_tithe_from_the_vocabulary_has_its_text_written_from_its_effects(
    tmp_path: Path,
) -> None:
    card = catalog_from(copy_with(tmp_path, WYRM_TITHE)).spec("Wyrm Tithe")
    assert card.text == "+2 Cards, +$1. Each other player gains a Copper."
    assert not card.own_text
    assert (card.plus_cards, card.plus_actions, card.plus_coins) == (2, 0, 1)


def test_each_play_of_wyrm_tithe_gives_the_opponent_a_copper(tmp_path: Path) -> None:
    rules = rules_of(copy_with(tmp_path, WYRM_TITHE))
    st = at_action_phase(rules, ["Wyrm Tithe", "Village", "Wyrm Tithe"])
    me, other = st.active, 1 - st.active
    assert len(st.supply["Copper"].cards) == 46
    hand, theirs = len(st.players[me].hand.cards), len(st.players[other].discard.cards)
    play(rules, st, "Wyrm Tithe")
    assert len(st.supply["Copper"].cards) == 45
    assert len(st.players[me].hand.cards) == hand - 1 + 2
    assert (st.actions, st.coins) == (0, 1)
    assert len(st.players[other].discard.cards) == theirs + 1
    assert name_of(st.players[other].discard.cards[-1]) == "Copper"
    assert "Bo gains Copper." in [line.text for line in st.log]
    st.actions = 1  # a second play, as a Village would allow
    play(rules, st, "Wyrm Tithe")
    assert len(st.supply["Copper"].cards) == 44
    assert st.coins == 2
    assert len(st.players[other].discard.cards) == theirs + 2


def test_the_default_bots_buy_and_play_wyrm_tithe_in_whole_games(tmp_path: Path) -> None:
    rules = rules_of(copy_with(tmp_path, WYRM_TITHE))
    used: Counter[str] = Counter()
    for seed in range(6):
        options = {o.name: o.default for o in rules.options} | NO_EGGS
        st = new_state(rules.catalog, ["P1", "P2"], seed, options, list(KINGDOM))
        bots = [ENTRY.make_bot(ENTRY.default_bot, seed * 16 + s, rules) for s in range(2)]
        for _ in range(ENTRY.max_moves):
            if rules.result(st) is not None:
                break
            seat = rules.to_act(st)[0]
            legal = rules.legal_moves(st, seat)
            move = bots[seat].choose(rules.view(st, seat), legal)
            if move.kind == "buy" and move["pile"] == "Wyrm Tithe":
                used["bought"] += 1
            if move.kind == "play_action" and name_of(move["card"]) == "Wyrm Tithe":
                used["played"] += 1
            rules.apply(st, move)
        assert rules.result(st) is not None, f"seed {seed} did not end"
    assert used["bought"] >= 6 and used["played"] >= 6, used


def test_a_sentence_written_by_hand_with_no_step_is_refused(tmp_path: Path) -> None:
    from game.games.draconium.table.lab import DraconiumDeck

    path = copy_with(tmp_path, BY_HAND)
    deck = DraconiumDeck(path)
    assert deck.text_problems() == [
        'Wyrm Tithe: "Each other player gains a Copper" does nothing in the rules'
    ]
    (tithe,) = [c for c in deck.cards() if c.name == "Wyrm Tithe"]
    header = path.read_text(encoding="utf-8").splitlines().index('name = "Wyrm Tithe"')
    assert tithe.line == header  # the `[[card]]` line just above its name, counted from 1
    assert tithe.file == ""  # the main card file


def test_lab_check_exits_1_naming_the_sentence(tmp_path: Path) -> None:
    path = copy_with(tmp_path, BY_HAND)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, "-m", "game", "lab", "draconium", "--cards", str(path), "--check"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert 'Wyrm Tithe: "Each other player gains a Copper" does nothing in the rules' in done.stdout
    assert "card texts compared with their effects, 1 mismatch." in done.stdout


def test_lab_check_passes_the_shipped_cards_and_lists_the_scripted_ones_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from game.__main__ import main

    assert main(["lab", "draconium", "--check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "Dominion: Draconium: card texts compared with their effects, 0 mismatches." in out
    (listed,) = [line for line in out if "keep a script" in line]
    assert listed == (
        "Dominion: Draconium: 9 cards keep a script: Merchant (merchant), Vassal (vassal), "
        "Sentry (sentry), Abyssal Scale (abyssal_scale), Crow (crow), "
        "Dragon's Hoard (dragons_hoard), Heist (heist), Holy Library (holy_library), "
        "Shipwreck (shipwreck)."
    )
