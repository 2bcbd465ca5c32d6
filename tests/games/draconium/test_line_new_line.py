"""A designer's new dragon line, written in a copy of the lines file and nowhere else,
is played whole: its Egg counts and hatches, its Drake dispatches, disengages and grows,
its Dragon does what its steps say, and the bots play it to the end (§2, §3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.runner import play
from game.games import REGISTRY
from game.games.draconium import counters, dragons, investing
from game.games.draconium.line_text import line_text_problems
from game.games.draconium.lines import LINES_FILE, lines_in
from game.games.draconium.rules import DraconiumRuleset
from game.games.draconium.state import BUY
from tests.games.draconium.helpers import table

VERDANT = """
[[line]]
name = "Verdant"
egg = "Mossy Egg"
drake = "Thorn Drake"
dragon = "Verdant Dragon"
target = 3
theme = "Growth"
invest_script = "pay_to_trash"
counts_effects = [{ step = "gain", type = "Action" }, { step = "end_of_turn" }]
hatch_effects = [{ step = "gain", card = "Silver" }, { step = "coins", n = 1 }]
drake_dispatch_effects = [{ step = "cards", n = 2 }, { step = "coins", n = 1 }]
drake_disengage_effects = [{ step = "gain_upto", limit = 4, may = true }]
grow_effects = [{ step = "gain", card = "Gold" }]
dragon_dispatch_effects = [
  { step = "actions", n = 2 },
  { step = "buys", n = 1 },
  { step = "coins", n = 2 },
]
dragon_disengage_effects = [{ step = "others_gain", card = "Curse" }, { step = "cards", n = 2 }]
"""


@pytest.fixture
def with_verdant(tmp_path: Path) -> Path:
    shipped = paths.card_file("dragon_lines").read_text(encoding="utf-8")
    copy = tmp_path / "dragon_lines.toml"
    copy.write_text(shipped + VERDANT, encoding="utf-8")
    return copy


def test_the_new_lines_words_are_written_from_its_steps(with_verdant: Path) -> None:
    verdant = lines_in(with_verdant)["Verdant"]
    assert verdant.counts == "+1 per Action you gain; +1 at the end of each of your turns."
    assert verdant.hatch == "Gain a Silver. +$1."
    assert verdant.drake_dispatch == "+2 Cards, +$1."
    assert verdant.drake_disengage == (
        "You may gain a card costing up to $4. Growing, gain a Gold."
    )
    assert verdant.dragon_dispatch == "+2 Actions, +1 Buy, +$2."
    assert verdant.dragon_disengage == "Each other player gains a Curse. +2 Cards."
    assert verdant.invest == (
        "Once per turn in your Buy phase: pay $2 to trash a card from your hand."
    )
    assert line_text_problems(with_verdant) == []


def test_the_new_egg_counts_hatches_and_its_drake_dispatches_and_grows(
    with_verdant: Path,
) -> None:
    st = table(players=2)
    st.extra[LINES_FILE] = str(with_verdant)
    st.extra["roosts"] = [dragons.new_roost("Verdant", lines_in(with_verdant)) for _ in range(2)]
    st.turn = 1
    counters.end_of_turn(st, 0)
    assert counters.record(st, 0)["counter"] == 1  # +1 at the end of each of your turns
    counters.on_gain(st, 0, "Village-01")
    counters.on_gain(st, 0, "Copper-01")  # not an Action: no count
    assert counters.record(st, 0)["counter"] == 2
    assert st.log[-1].text == "Ann's Mossy Egg: 2/3 (gained Village)."
    steps = dragons.piece_steps(st, 0, "Verdant", "hatch")
    assert steps == [
        {"op": "gain", "seat": 0, "pile": "Silver", "to": "discard"},
        {"op": "hatch_bonus", "seat": 0, "by": "Mossy Egg", "actions": 0, "coins": 1},
    ]
    grow = dragons.piece_steps(st, 0, "Verdant", "grow")
    assert grow == [{"op": "gain", "seat": 0, "pile": "Gold", "to": "discard"}]
    hostile = dragons.piece_steps(st, 1, "Verdant", "dragon_disengage")
    assert hostile[0] == {
        "op": "hostile_others",
        "seat": 1,
        "do": "beast_curse",
        "by": "Verdant Dragon",
    }


def test_the_bots_play_whole_games_with_the_new_line(with_verdant: Path) -> None:
    entry = REGISTRY.entry("draconium")
    ruleset = DraconiumRuleset(lines=with_verdant)
    seen: set[str] = set()
    games_with_it = 0
    for seed in range(8):
        bots = [entry.make_bot(entry.default_bot, seed * 16 + s, ruleset) for s in range(3)]
        # random Eggs (two each), and an open choice: the bots weigh the new Egg too
        how = {"two_eggs": True} if seed % 2 else {"egg_assignment": "open choice"}
        options = {"egg_pool": "all 10", **how}
        state = play(ruleset, bots, seed, options=options, max_moves=entry.max_moves)
        assert ruleset.result(state) is not None
        public = [line.text for line in state.log if line.seat is None]
        if any("Mossy Egg on their" in text for text in public):
            games_with_it += 1
        for text in public:
            for event in (
                "Mossy Egg hatches!",
                "dispatches Thorn Drake",
                "Thorn Drake returns to the Roost and disengages",
                "grows into Verdant Dragon",
                "dispatches Verdant Dragon",
                "Verdant Dragon returns to the Roost and disengages",
            ):
                if event in text:
                    seen.add(event)
    assert games_with_it >= 3
    assert len(seen) == 6, seen


def test_the_new_egg_offers_the_investment_its_line_names(with_verdant: Path) -> None:
    st = table(players=2, hands=[["Estate", "Copper"]], phase=BUY)
    st.extra[LINES_FILE] = str(with_verdant)
    st.extra["roosts"] = [dragons.new_roost("Verdant", lines_in(with_verdant)) for _ in range(2)]
    st.coins = 2
    assert investing.can_invest_obsidian(st, 0) is None
    st.coins = 1
    refused = investing.can_invest_obsidian(st, 0)
    assert refused is not None and refused.message == "You need $2 to invest."
    st.extra["roosts"] = [dragons.new_roost("Hyper") for _ in range(2)]  # no investment
    st.coins = 2
    refused = investing.can_invest_obsidian(st, 0)
    assert refused is not None and refused.message == "Your Egg has no investment to make now."


def test_the_new_pieces_are_no_cards_to_the_rules_r40(with_verdant: Path) -> None:
    ruleset = DraconiumRuleset(lines=with_verdant)
    st = ruleset.new_game(["Ann", "Bob"], 3, {"egg_pool": "all 10"})
    seat = ruleset.to_act(st)[0]
    for piece in ("Mossy Egg", "Thorn Drake", "Verdant Dragon"):
        with pytest.raises(IllegalMove) as refused:
            ruleset.apply(st, Move.make(seat, "play_action", card=piece))
        assert refused.value.code == "draconium/not-a-card"
        assert refused.value.message == "Eggs, Drakes and Dragons are not cards."
