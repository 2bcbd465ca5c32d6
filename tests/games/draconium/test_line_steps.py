"""Each step of the dragon lines' vocabulary (line_vocab.py), run by a Trial line written
in a lines file of its own: what it does, with the numbers, and the words it writes (§3).

The Trial Drake carries the one step under test on its dispatch side and is dispatched
in a real Dragon phase; a hatch runs its steps off and on its owner's turn (§2.4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.zones import Visibility, Zone
from game.games.draconium import counters, dragons, stack
from game.games.draconium.cards import card_id, name_of
from game.games.draconium.dragons import PIECE_SCRIPTS, STEP_MAKERS
from game.games.draconium.line_vocab import STEPS, LineStep, sentences_of
from game.games.draconium.lines import LINES_FILE, SCRIPTS, lines_in
from game.games.draconium.state import ACTION, DRAGON, DraconiumState
from tests.games.draconium.helpers import choose, names_in, table
from tests.games.draconium.line_helpers import end_turn, said, step_dragon

TRIAL = """
[[line]]
name = "Trial"
egg = "Trial Egg"
drake = "Trial Drake"
dragon = "Trial Dragon"
target = 3
theme = "Tests"
counts_effects = [{{ step = "gain" }}]
hatch_effects = [{hatch}]
drake_dispatch_effects = [{dispatch}]
drake_disengage_effects = []
dragon_dispatch_effects = []
dragon_disengage_effects = []
"""


def trial_file(tmp_path: Path, dispatch: str = "", hatch: str = "") -> Path:
    path = tmp_path / "trial_lines.toml"
    path.write_text(TRIAL.format(dispatch=dispatch, hatch=hatch), encoding="utf-8")
    return path


def trial_table(
    tmp_path: Path, dispatch: str = "", hatch: str = "", **kw: object
) -> DraconiumState:
    """Ann's Trial Drake, dispatched side up on her Roost, about to be dispatched; Bob has
    a Trial Egg."""
    path = trial_file(tmp_path, dispatch, hatch)
    st = table(phase=kw.pop("phase", DRAGON), **kw)  # type: ignore[arg-type]
    st.extra[LINES_FILE] = str(path)
    st.extra["roosts"] = [dragons.new_roost("Trial", lines_in(path)) for _ in st.players]
    record = st.extra["roosts"][0]
    record["egg"] = None
    record["beast"] = {
        "name": "Trial Drake",
        "stage": "Drake",
        "loc": "roost",
        "face": "dispatched",
        "delay": False,
    }
    return st


def dispatch(tmp_path: Path, step: str, **kw: object) -> DraconiumState:
    st = trial_table(tmp_path, dispatch=step, **kw)
    step_dragon(st)
    assert "Ann dispatches Trial Drake." in said(st)
    return st


def hand(st: DraconiumState, seat: int = 0) -> list[str]:
    return names_in(st.players[seat].hand)


def words(step: str, **args: object) -> str:
    kind = STEPS[step]
    filled = {
        k: args.get(k, a.default if a.default is not None else False) for k, a in kind.args.items()
    }
    return " ".join(sentences_of([LineStep(step, filled)], "drake_dispatch"))


def test_every_step_of_the_vocabulary_does_something_in_the_rules() -> None:
    assert sorted(STEP_MAKERS) == sorted(STEPS)
    assert sorted(PIECE_SCRIPTS) == sorted(SCRIPTS)


# -- the plain bonuses -------------------------------------------------------------------------


def test_cards_draws_that_many_and_is_no_clandestine_draw_r15(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "cards", n = 2 }', decks=[["Estate", "Silver", "Gold"]])
    assert hand(st) == ["Gold", "Silver"] and names_in(st.players[0].deck) == ["Estate"]
    assert "Ann draws 2 cards." in said(st)
    made = dragons.piece_steps(st, 0, "Trial", "drake_dispatch")
    assert made == [{"op": "cards", "seat": 0, "n": 2, "clandestine": False}]
    assert words("cards", n=1) == "+1 Card." and words("cards", n=3) == "+3 Cards."


@pytest.mark.parametrize(
    ("step", "resources", "written"),
    [
        ("actions", (3, 1, 0), "+2 Actions."),
        ("buys", (1, 3, 0), "+2 Buys."),
        ("coins", (1, 1, 2), "+$2."),
    ],
)
def test_actions_buys_and_coins_add_to_the_turn(
    tmp_path: Path, step: str, resources: tuple[int, int, int], written: str
) -> None:
    st = dispatch(tmp_path, f'{{ step = "{step}", n = 2 }}')
    assert (st.actions, st.buys, st.coins) == resources and st.phase == ACTION
    assert words(step, n=2) == written


def test_bonuses_in_a_row_share_one_sentence_and_other_steps_have_their_own() -> None:
    steps = [
        LineStep("buys", {"n": 1}),
        LineStep("coins", {"n": 2}),
        LineStep("trash_from_hand", {}),
        LineStep("cards", {"n": 1}),
    ]
    assert sentences_of(steps, "drake_dispatch") == [
        "+1 Buy, +$2.",
        "You may trash a card from your hand.",
        "+1 Card.",
    ]


def test_a_hatchs_actions_buys_and_coins_count_on_its_owners_turn_only(tmp_path: Path) -> None:
    hatch = '{ step = "actions", n = 2 }, { step = "buys", n = 1 }, { step = "coins", n = 3 }'
    st = trial_table(tmp_path, hatch=hatch, phase=ACTION)
    made = dragons.piece_steps(st, 1, "Trial", "hatch")  # Bob's Egg hatches on Ann's turn
    assert made[1] == {
        "op": "hatch_bonus",
        "seat": 1,
        "by": "Trial Egg",
        "actions": 0,
        "coins": 0,
        "buys": 1,
    }
    stack.push(st, made)
    stack.run(st, lambda s: None)
    assert (st.actions, st.buys, st.coins) == (1, 1, 0)
    assert said(st)[-3:] == [
        "Trial Egg: +2 Actions are lost on Ann's turn.",
        "Trial Egg: +1 Buy is lost on Ann's turn.",
        "Trial Egg: +$3 is lost on Ann's turn.",
    ]
    stack.push(st, dragons.piece_steps(st, 0, "Trial", "hatch"))  # Ann's own
    stack.run(st, lambda s: None)
    assert (st.actions, st.buys, st.coins) == (3, 2, 3)
    assert said(st)[-1] == "Trial Egg: Ann gets +$3."


# -- gains ---------------------------------------------------------------------------------------


def test_gain_takes_the_supply_card_to_where_it_says(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "gain", card = "Silver", to = "hand" }')
    assert hand(st) == ["Silver"] and "Ann gains Silver into their hand." in said(st)
    assert words("gain", card="Silver") == "Gain a Silver."
    assert words("gain", card="Estate", to="deck") == "Gain an Estate onto your deck."
    assert words("gain", card="Ruined Kingdom", yours=True) == "Gain your Ruined Kingdom."


def test_gain_of_a_card_outside_the_supply_takes_it_from_its_own_pile(tmp_path: Path) -> None:
    st = trial_table(tmp_path, dispatch='{ step = "gain", card = "Nightmare", to = "hand" }')
    ids = [card_id("Nightmare", i) for i in range(1, 4)]
    st.nonsupply["Nightmare"] = Zone("supply:Nightmare", None, Visibility.PUBLIC, ids)
    step_dragon(st)
    assert hand(st) == ["Nightmare"] and len(st.nonsupply["Nightmare"].cards) == 2


def test_gain_upto_asks_for_a_card_of_the_kind_up_to_the_limit(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "gain_upto", limit = 6, kind = "Treasure", to = "deck" }')
    assert st.pending is not None and st.pending.kind == "choose_gain"
    assert set(st.pending.choices) == {"Copper", "Silver", "Gold"}
    assert words("gain_upto", limit=6, kind="Treasure", to="deck") == (
        "Gain a Treasure card costing up to $6 onto your deck."
    )


def test_gain_upto_with_may_offers_nothing_too(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "gain_upto", limit = 2, may = true }')
    assert st.pending is not None and st.pending.choices[-1] == "nothing"
    assert "Silver" not in st.pending.choices and "Estate" in st.pending.choices
    assert words("gain_upto", limit=4, kind="Victory", may=True) == (
        "You may gain a Victory card costing up to $4."
    )


def test_gain_from_mat_offers_the_recycling_mats_cards_up_to_the_limit(tmp_path: Path) -> None:
    st = trial_table(tmp_path, dispatch='{ step = "gain_from_mat", limit = 4, to = "hand" }')
    st.extra["recycling"] = True
    for name in ("Smithy", "Gold"):
        st.trash.cards.append(st.supply[name].cards.pop())
    step_dragon(st)
    assert st.pending is not None and [name_of(c) for c in st.pending.choices] == [
        "Smithy",
        "nothing",
    ]
    assert words("gain_from_mat", limit=6) == (
        "You may gain a card costing up to $6 from the Recycling mat."
    )


# -- trashing, looking, returning, revealing, recycling ----------------------------------------


def test_trash_from_hand_may_trash_one_card(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "trash_from_hand" }', hands=[["Copper", "Estate"]])
    assert st.pending is not None and (st.pending.min, st.pending.max) == (0, 1)
    choose(st, 0, "Estate")
    assert names_in(st.trash) == ["Estate"] and hand(st) == ["Copper"]
    assert words("trash_from_hand") == "You may trash a card from your hand."


def test_look_trash_looks_at_the_top_n(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "look_trash", n = 2 }', decks=[["Gold", "Estate", "Curse"]])
    assert "Ann looks at the top 2 cards of their deck." in said(st)
    assert st.pending is not None and sorted(map(name_of, st.pending.choices)) == [
        "Curse",
        "Estate",
    ]
    assert words("look_trash", n=3) == (
        "Look at the top 3 cards of your deck; trash any of them, put the rest back in any order."
    )


def test_return_curses_offers_up_to_most_from_hand_and_discard(tmp_path: Path) -> None:
    step = '{ step = "return_curses", most = 2, from_discard = true }'
    st = dispatch(tmp_path, step, hands=[["Curse", "Copper"]], discards=[["Curse"]])
    assert st.pending is not None and (st.pending.min, st.pending.max) == (0, 2)
    assert [name_of(c) for c in st.pending.choices] == ["Curse", "Curse"]
    assert words("return_curses", most=1, from_discard=True) == (
        "You may return a Curse or Ruins from your hand or discard pile to its pile."
    )
    assert words("return_curses", most=2) == (
        "You may return up to 2 Curses or Ruins from your hand to their piles."
    )


def test_reveal_count_gives_a_dollar_per_differently_named_treasure(tmp_path: Path) -> None:
    step = '{ step = "reveal_count", count = "Treasure names", reward = "coins" }'
    st = dispatch(tmp_path, step, hands=[["Copper", "Copper", "Silver", "Estate"]])
    assert st.coins == 2 and "Trial Drake: +$2 for 2 differently named Treasures." in said(st)
    assert words("reveal_count", count="Ruins", reward="cards") == (
        "Reveal your hand: +1 Card per Ruins in it."
    )


def test_recycle_from_hand_rewards_only_if_done_when_it_says_so(tmp_path: Path) -> None:
    step = '{ step = "recycle_from_hand", if_done = true, cards = 1, coins = 2 }'
    st = dispatch(tmp_path, step, hands=[["Estate"]], decks=[["Silver"]])
    choose(st, 0)  # declined: no reward
    assert st.coins == 0 and hand(st) == ["Estate"]
    st = dispatch(tmp_path, step, hands=[["Estate"]], decks=[["Silver"]])
    choose(st, 0, "Estate")
    assert st.coins == 2 and hand(st) == ["Silver"]
    assert words("recycle_from_hand", if_done=False, cards=2) == (
        "You may recycle a card from your hand; then +2 Cards."
    )


# -- the other players -----------------------------------------------------------------------------


def test_others_gain_gives_each_other_player_a_curse(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "others_gain", card = "Curse" }', players=3)
    assert [names_in(p.discard) for p in st.players] == [[], ["Curse"], ["Curse"]]
    assert words("others_gain", card="Ruins") == "Each other player gains a Ruins."


def test_others_reveal_trash_trashes_a_card_costing_3_to_5_from_each_other(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "others_reveal_trash" }', decks=[[], ["Copper", "Silver"]])
    assert names_in(st.trash) == ["Silver"] and names_in(st.players[1].discard) == ["Copper"]
    assert words("others_reveal_trash") == (
        "Each other player reveals their top 2 cards, trashes one costing $3–$5 (their "
        "choice) and discards the rest."
    )


def test_each_player_draws_a_card_you_first(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "each_player_draws" }', decks=[["Gold"], ["Estate"]])
    assert hand(st, 0) == ["Gold"] and hand(st, 1) == ["Estate"]
    assert words("each_player_draws") == "Every player draws a card."


def test_cleanup_draw_draws_that_many_in_this_turns_clean_up(tmp_path: Path) -> None:
    st = dispatch(tmp_path, '{ step = "cleanup_draw", n = 7 }', decks=[["Copper"] * 9])
    assert "Trial Drake: Ann will draw 7 cards in Clean-up this turn." in said(st)
    end_turn(st)
    assert len(st.players[0].hand.cards) == 7 and st.active == 1
    assert words("cleanup_draw", n=6) == "This turn, draw 6 cards in Clean-up."


def test_a_ward_shields_its_owner_only_while_the_beast_is_dispatched(tmp_path: Path) -> None:
    step = '{ step = "ward", against = ["Attack", "beasts"] }'
    st = dispatch(tmp_path, step)
    assert counters.protected_from_cards(st, 0, attack=True, draconian=False)
    assert not counters.protected_from_cards(st, 0, attack=False, draconian=True)
    assert counters.protected_from_beasts(st, 0) and not counters.riposte_dragon(st, 0)
    st.extra["roosts"][0]["beast"]["loc"] = "roost"
    assert not counters.protected_from_beasts(st, 0)
    assert words("ward", against=["Draconian", "beasts"]) == (
        "While dispatched, you are unaffected by Draconian cards and other players' beasts."
    )
