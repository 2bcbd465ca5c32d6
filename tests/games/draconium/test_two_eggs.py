"""R2 [option *two Eggs*]: two Eggs per player, each counting and hatching on its own;
each beast takes its own Dragon-phase step in the order its owner chooses; the owner
chooses which beast gets the Delay token, and with one token only one is delayed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.errors import IllegalMove
from game.core.move import Move
from game.games import REGISTRY
from game.games.draconium import counters, dragons, mats, stack, turns
from game.games.draconium.lines import LINE_NAMES, default_lines
from game.games.draconium.state import ACTION, BUY, DRAGON, DraconiumState
from game.games.draconium.table.kit import DraconiumTableView
from game.games.draconium.table.roost import mat_rects, roosts_lines
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.games.draconium.helpers import R
from tests.games.draconium.line_helpers import roost_table, said
from tests.scenes.test_table import frames

C5 = ["Copper"] * 5


def two_table(first: list[str], second: list[str], **kw: Any) -> DraconiumState:
    """A `roost_table` where seat i has Eggs of `first[i]` and `second[i]`."""
    st = roost_table(first, **kw)
    st.options["two_eggs"] = True
    st.extra["roosts2"] = [dragons.new_roost(line) for line in second]
    return st


def hatch(st: DraconiumState, seat: int, slot: int, stage: str = "Drake", **where: Any) -> None:
    """`seat`'s Egg in `slot` hatched by hand into a beast as described."""
    rec = counters.record(st, seat, slot)
    assert rec is not None
    line = default_lines()[rec["line"]]
    rec["egg"] = None
    rec["beast"] = {
        "name": line.drake if stage == "Drake" else line.dragon,
        "stage": stage,
        "loc": where.get("loc", "roost"),
        "face": where.get("face", "disengaged"),
        "delay": where.get("delay", False),
    }
    rec["token_placed"] = rec["beast"]["delay"]


def rec(st: DraconiumState, seat: int, slot: int) -> dict[str, Any]:
    found = counters.record(st, seat, slot)
    assert found is not None
    return found


def beast(st: DraconiumState, seat: int, slot: int) -> tuple[str, str, bool]:
    b = counters.beast(st, seat, slot)
    assert b is not None
    return (b["loc"], b["face"], b["delay"])


def run(st: DraconiumState, *steps: dict[str, Any]) -> DraconiumState:
    stack.push(st, steps)
    stack.run(st, turns.settle)
    return st


# -- set-up ---------------------------------------------------------------------------------


def test_the_option_is_off_by_default_and_gives_one_egg_each() -> None:
    st = R.new_game(["Ann", "Bo"], 3, {})
    assert st.options["two_eggs"] is False
    assert len(st.extra["roosts"]) == 2 and "roosts2" not in st.extra
    assert [o.ruling for o in R.options if o.name == "two_eggs"] == ["R2"]


@pytest.mark.parametrize("assignment", ["random", "blind draw"])
def test_each_player_gets_two_eggs_from_the_pool(assignment: str) -> None:
    st = R.new_game(["Ann", "Bo", "Cy"], 5, {"two_eggs": True, "egg_assignment": assignment})
    pool = st.extra["egg_pool"]
    assert len(pool) == 3 and set(pool) <= set(LINE_NAMES)
    for key in ("roosts", "roosts2"):
        assert len(st.extra[key]) == 3
        assert all(r["line"] in pool and r["egg"] and r["counter"] == 0 for r in st.extra[key])
    assert [len(mats.mats_of(st, seat)) for seat in range(3)] == [2, 2, 2]
    assert any("second Roost mat" in text for text in said(st))


def test_the_same_seed_without_the_option_deals_the_same_first_eggs() -> None:
    one = R.new_game(["Ann", "Bo"], 11, {})
    two = R.new_game(["Ann", "Bo"], 11, {"two_eggs": True})
    assert [r["line"] for r in one.extra["roosts"]] == [r["line"] for r in two.extra["roosts"]]
    assert one.kingdom == two.kingdom


def test_a_secret_choice_has_a_second_round_for_the_second_eggs() -> None:
    st = R.new_game(["Ann", "Bo"], 2, {"two_eggs": True, "egg_assignment": "secret choice"})
    eggs = st.pending.choices if st.pending else ()
    for seat in (0, 1):
        R.apply(st, Move.make(seat, "choose_egg", egg=eggs[0]))
    assert st.pending is not None and st.pending.prompt == "Choose your second Egg in secret."
    assert "roosts" not in st.extra
    for seat in (0, 1):
        R.apply(st, Move.make(seat, "choose_egg", egg=eggs[-1]))
    first = [r["egg"] for r in st.extra["roosts"]]
    second = [r["egg"] for r in st.extra["roosts2"]]
    assert (first, second) == ([eggs[0]] * 2, [eggs[-1]] * 2)
    assert st.phase in (DRAGON, ACTION) and "first_eggs" not in st.extra


# -- each Egg counts and hatches on its own ----------------------------------------------------


def test_each_egg_counts_its_own_events_and_hatches_on_its_own() -> None:
    st = two_table(["Avaricious", "Hyper"], ["Gargantuan", "Hyper"], phase=BUY)
    st.coins = 3
    big = rec(st, 0, 1)
    big["counter"] = big["target"] - 1
    R.apply(st, Move.make(0, "buy", pile="Silver"))  # both count: the Enormous Egg hatches
    assert st.pending is not None and st.pending.kind == "choose_gain"  # its hatch effect
    R.apply(st, Move.make(0, "choose_gain", pile="Silver"))
    assert rec(st, 0, 0)["counter"] == 2 and rec(st, 0, 0)["egg"]  # Avaricious: 2 Treasures
    assert big["egg"] is None and big["beast"]["name"] == default_lines()["Gargantuan"].drake
    assert counters.egg_lines(st, 0) == ["Avaricious"]
    assert counters.beasts(st, 0) == [(1, big["beast"])]


def test_two_eggs_of_the_same_line_both_count() -> None:
    st = two_table(["Gargantuan", "Hyper"], ["Gargantuan", "Hyper"], phase=BUY)
    st.coins = 0
    R.apply(st, Move.make(0, "buy", pile="Copper"))
    assert (rec(st, 0, 0)["counter"], rec(st, 0, 1)["counter"]) == (1, 1)


def test_whelp_adds_to_the_first_unhatched_egg_and_wyvern_lowers_both() -> None:
    """The reading of R2 in counters.adjust_counter."""
    st = two_table(["Gargantuan", "Hyper"], ["Avaricious", "Hyper"])
    rec(st, 0, 0)["counter"], rec(st, 0, 1)["counter"] = 2, 2
    counters.adjust_counter(st, 0, 1, "Whelp")
    assert (rec(st, 0, 0)["counter"], rec(st, 0, 1)["counter"]) == (3, 2)
    counters.adjust_counter(st, 0, -1, "Wyvern")
    assert (rec(st, 0, 0)["counter"], rec(st, 0, 1)["counter"]) == (2, 1)
    hatch(st, 0, 0)  # the first has hatched: the bonus goes to the second
    counters.adjust_counter(st, 0, 1, "Loremaster")
    assert rec(st, 0, 1)["counter"] == 2


# -- the Dragon phase: each beast its own step, in the owner's order -----------------------------


def test_both_beasts_step_in_one_phase_in_the_order_chosen() -> None:
    st = two_table(["Avaricious", "Hyper"], ["Gargantuan", "Hyper"], hands=[C5, C5])
    hatch(st, 0, 0)
    hatch(st, 0, 1, face="dispatched")
    turns.start_turn(st, 0)
    assert st.phase == DRAGON and st.extra["dragon_due"] == [0, 1]
    legal = R.legal_moves(st, 0)
    assert [m.get("beast") for m in legal] == [0, 1]
    with pytest.raises(IllegalMove) as caught:
        R.apply(st, Move.make(0, "resolve_dragon_phase"))
    assert caught.value.code == "draconium/choose-beast"
    R.apply(st, Move.make(0, "resolve_dragon_phase", beast=1))  # the second goes first
    assert beast(st, 0, 1) == ("play", "dispatched", False)
    assert beast(st, 0, 0) == ("roost", "disengaged", False)
    assert st.phase == DRAGON
    assert [m.get("beast") for m in R.legal_moves(st, 0)] == [0]
    with pytest.raises(IllegalMove) as again:
        R.apply(st, Move.make(0, "resolve_dragon_phase", beast=1))
    assert again.value.code == "draconium/beast-stepped"
    R.apply(st, Move.make(0, "resolve_dragon_phase", beast=0))
    assert beast(st, 0, 0) == ("roost", "dispatched", False)
    assert st.phase == ACTION and "dragon_due" not in st.extra


def test_one_beast_with_two_eggs_keeps_the_plain_move() -> None:
    st = two_table(["Avaricious", "Hyper"], ["Gargantuan", "Hyper"], hands=[C5, C5])
    hatch(st, 0, 1)  # only the second Egg has hatched
    turns.start_turn(st, 0)
    assert "dragon_due" not in st.extra
    assert [m.args for m in R.legal_moves(st, 0)] == [(("beast", None),)]  # no beast named
    R.apply(st, Move.make(0, "resolve_dragon_phase"))
    assert beast(st, 0, 1) == ("roost", "dispatched", False) and st.phase == ACTION


def test_growing_either_drake_lifts_the_lock() -> None:
    st = two_table(["Avaricious", "Hyper"], ["Gargantuan", "Hyper"], hands=[C5, C5])
    hatch(st, 0, 0)
    hatch(st, 0, 1, loc="play", face="dispatched")
    turns.start_turn(st, 0)
    assert not mats.lock_lifted(st)
    R.apply(st, Move.make(0, "resolve_dragon_phase", beast=1))
    assert (
        rec(st, 0, 1)["beast"]["stage"] == "Dragon" and rec(st, 0, 0)["beast"]["stage"] == "Drake"
    )
    assert mats.lock_lifted(st)


# -- the Delay token: the owner's choice, one token for both ----------------------------------


def test_the_owner_chooses_which_beast_takes_the_token_and_only_one_is_delayed() -> None:
    st = two_table(["Avaricious", "Hyper"], ["Gargantuan", "Hyper"])
    hatch(st, 1, 0)
    hatch(st, 1, 1)
    run(st, dragons.delay_step(1, "Test"))
    assert st.pending is not None and st.pending.kind == "choose_option"
    assert st.pending.seats == (1,) and len(st.pending.choices) == 2
    R.apply(st, Move.make(1, "choose_option", index=1))
    assert (beast(st, 1, 0)[2], beast(st, 1, 1)[2]) == (False, True)
    assert counters.token_placed(st, 1)
    run(st, dragons.delay_step(1, "Test again"))  # the single token is already placed
    assert (beast(st, 1, 0)[2], beast(st, 1, 1)[2]) == (False, True)
    assert "Bo's Delay token is already placed." in said(st)
    dragons.remove_own_delay(st, 1)
    assert not counters.token_placed(st, 1)


def test_no_question_when_only_one_beast_can_take_the_token() -> None:
    st = two_table(["Avaricious", "Hyper"], ["Gargantuan", "Hyper"])
    hatch(st, 1, 0)
    hatch(st, 1, 1, loc="play", face="dispatched")
    run(st, dragons.delay_step(1, "Dragoon", where="dispatched"))
    assert st.asking is None
    assert (beast(st, 1, 0)[2], beast(st, 1, 1)[2]) == (False, True)


def test_a_delayed_beast_loses_its_step_and_the_other_still_steps() -> None:
    st = two_table(["Avaricious", "Hyper"], ["Gargantuan", "Hyper"], hands=[C5, C5])
    hatch(st, 0, 0, delay=True)
    hatch(st, 0, 1)
    turns.start_turn(st, 0)
    R.apply(st, Move.make(0, "resolve_dragon_phase", beast=0))
    R.apply(st, Move.make(0, "resolve_dragon_phase", beast=1))
    assert beast(st, 0, 0) == ("roost", "disengaged", False)
    assert beast(st, 0, 1) == ("roost", "dispatched", False)
    assert not counters.token_placed(st, 0) and st.phase == ACTION


def test_a_dispatched_second_beast_counts_as_your_dispatched_beast() -> None:
    st = two_table(["Avaricious", "Hyper"], ["Gargantuan", "Hyper"], hands=[["Copper"]])
    hatch(st, 0, 1, loc="play", face="dispatched")
    assert counters.dispatched(st, 0) and not counters.dispatched(st, 1)
    assert counters.beast(st, 0) is not None


# -- the views -----------------------------------------------------------------------------


def test_both_mats_are_public_in_every_view() -> None:
    st = two_table(["Avaricious", "Hyper"], ["Gargantuan", "Festering"], hands=[C5, C5])
    hatch(st, 1, 1, delay=True)
    for viewer in (0, 1, None):
        view = R.view(st, viewer)
        assert view.extra["roosts2"] == st.extra["roosts2"]
        shown = mats.mats_of(view, 1)
        assert [m.slot for m in shown] == [0, 1]
        assert shown[1].beast is not None and shown[1].beast.delay
        assert mats.token_placed(view, 1) and not mats.token_placed(view, 0)
    lines = roosts_lines(mats.mats_of(st, 1), "Bo")
    assert lines[0] == "Bo's first Roost mat (Hyper)"
    assert "Bo's second Roost mat (Festering)" in lines
    assert lines[-1] == f"Delay token: on {default_lines()['Festering'].drake}."
    assert roosts_lines(mats.mats_of(st, 0), "Ann")[-1].startswith("Delay token: unplaced")


def test_the_mats_share_the_box_side_by_side_or_stacked() -> None:
    wide, narrow = pygame.Rect(0, 0, 360, 80), pygame.Rect(0, 0, 180, 74)
    assert mat_rects(narrow, 1) == [narrow]
    left, right = mat_rects(wide, 2)
    assert left.h == right.h == 80 and left.right < right.x
    top, bottom = mat_rects(narrow, 2)
    assert top.w == bottom.w == 180 and top.bottom < bottom.y


def test_the_table_draws_both_mats_and_offers_a_step_for_each_beast(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    app = App(REGISTRY, settings=Settings(bot_delay=30.0))
    try:
        state = R.new_game(["Aria", "Brann"], 1, {"kingdom": "First Game", "two_eggs": True})
        me = state.active
        hatch(state, me, 0)
        hatch(state, me, 1, face="dispatched")
        turns.start_turn(state, me)
        people = [SeatPlan("Aria"), SeatPlan("Brann")]
        scene = TableScene(
            app, Session(REGISTRY, R, people, state.seed, state=state), autosave=False
        )
        app.stack.push(scene)
        frames(app, 3)
        board = scene.board
        assert isinstance(board, DraconiumTableView)
        assert set(board.roost_rects) == {0, 1}
        labels = [b.label for b in board.buttons(scene.view, R.legal_moves(state, me))]
        names = [b["name"] for _, b in counters.beasts(state, me)]
        assert [f"Step: {n}" in " ".join(labels) for n in names] == [True, True]
        centre = board.roost_rects[me].center
        lines = board.hover_text(scene.view, centre, f"roost:{me}")
        assert any("second Roost mat" in line for line in lines)
    finally:
        pygame.quit()
