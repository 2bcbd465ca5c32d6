"""The Draconium layer's mechanics that no single card or line owns: the lock (§2.11, R4–R6),
split piles (R16), the Recycling mat and its refills (§2.10, R13, R14), Egg set-up (§2.2, R3),
the Dragon phase's place in the turn (§7 reason 2) and "not cards" (§2.12)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.serial import to_plain
from game.core.zones import HIDDEN_CARD
from game.games.draconium import dragons, turns
from game.games.draconium.cards import name_of
from game.games.draconium.lines import LINE_NAMES, default_lines
from game.games.draconium.state import BUY, DRAGON
from tests.games.draconium.helpers import R, answer, choose, names_in, play, table

EGGS = {"egg_pool": "3 at random"}


def refused(st, move: Move) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    before = to_plain(st)
    with pytest.raises(IllegalMove) as caught:
        R.apply(st, move)
    assert to_plain(st) == before, "a refused move changes nothing"
    return caught.value.code, caught.value.message


def with_eggs(st, *lines: str):  # type: ignore[no-untyped-def]
    st.extra["roosts"] = [dragons.new_roost(line) for line in lines]
    return st


# -- the lock (§2.11) ------------------------------------------------------------------------


def test_r5_with_eggs_province_duchy_and_colony_cannot_be_bought_until_a_dragon_grows() -> None:
    st = with_eggs(
        table(hands=[["Gold", "Gold", "Gold"]], phase=BUY, colony=True), "Hyper", "Hyper"
    )
    answer(st, 0, "play_all_treasures")
    assert st.coins == 9
    assert refused(st, Move.make(0, "buy", pile="Province")) == (
        "draconium/locked",
        "Provinces are locked until a player has grown a Dragon.",
    )
    assert refused(st, Move.make(0, "buy", pile="Duchy"))[1] == (
        "Duchies are locked until a player has grown a Dragon."
    )
    assert refused(st, Move.make(0, "buy", pile="Colony"))[1] == (
        "Colonies are locked until a player has grown a Dragon."
    )
    assert {m["pile"] for m in R.legal_moves(st, 0) if m.kind == "buy"} >= {"Gold", "Estate"}
    assert not {"Province", "Duchy", "Colony"} & {
        m["pile"] for m in R.legal_moves(st, 0) if m.kind == "buy"
    }


def test_r6_without_eggs_there_is_no_lock() -> None:
    st = table(hands=[["Gold", "Gold", "Silver"]], phase=BUY)
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Province")
    assert names_in(st.players[0].discard) == ["Province"]


def test_r5_gain_prompts_leave_locked_piles_out_and_the_buy_only_option_lets_them_in() -> None:
    for buy_only, offered in ((False, False), (True, True)):
        st = with_eggs(
            table(hands=[["Remodel", "Gold"]], options={**EGGS, "buy_only_lock": buy_only}),
            "Hyper",
            "Hyper",
        )
        play(st, "Remodel")
        choose(st, 0, "Gold")
        assert st.pending is not None and st.pending.kind == "choose_gain"
        assert ("Province" in st.pending.choices) is offered
        assert "Gold" in st.pending.choices
        assert ("Duchy" in st.pending.choices) is offered


def test_the_lock_lifts_when_a_drake_grows_and_the_province_can_be_bought_that_turn() -> None:
    st = with_eggs(table(hands=[["Gold", "Gold", "Silver"]]), "Hyper", "Hyper")
    record = st.extra["roosts"][0]
    record["egg"] = None
    record["beast"] = {
        "name": "Dynamic Drake",
        "stage": "Drake",
        "loc": "play",
        "face": "dispatched",
        "delay": False,
    }
    st.phase = DRAGON
    turns.wait_for_phase(st)
    assert refused(st, Move.make(0, "end_phase")) == (
        "draconium/dragon-phase-first",
        "Resolve your Dragon phase first.",
    )
    answer(st, 0, "resolve_dragon_phase")
    assert record["beast"]["name"] == "Hyper Dragon" and record["beast"]["loc"] == "roost"
    assert st.extra["grown"] is True
    assert "A Dragon has grown: Duchies, Provinces and Colonies are unlocked for everyone." in [
        line.text for line in st.log
    ]
    answer(st, 0, "end_phase")
    answer(st, 0, "play_all_treasures")
    answer(st, 0, "buy", pile="Province")
    assert "Province" in names_in(st.players[0].discard)


def test_the_safety_valve_unlocks_at_round_15_only_when_the_option_is_on() -> None:
    for on in (False, True):
        st = with_eggs(table(options={**EGGS, "safety_valve": on}), "Hyper", "Hyper")
        st.first = 0
        st.players[0].turns = 14
        turns.start_turn(st, 0)
        assert bool(st.extra.get("unlocked")) is on
    assert "Round 15: no Dragon has grown, so the lock lifts for everyone." in [
        line.text for line in st.log
    ]


# -- split piles (R16) and "not cards" (§2.12) ---------------------------------------------


def test_r16_only_the_top_of_a_split_pile_can_be_bought() -> None:
    st = R.new_game(["Ann", "Bo"], 4, {"egg_pool": "no Eggs", "draconium_cards": 10})
    while "Blackmail" not in st.kingdom:  # find a seed whose Kingdom has the split pile
        st = R.new_game(["Ann", "Bo"], st.seed + 1, {"egg_pool": "no Eggs", "draconium_cards": 10})
    pile = st.supply["Blackmail"].cards
    assert [name_of(c) for c in pile] == ["Conspiracy"] * 3 + ["Alibi"] * 3 + ["Blackmail"] * 4
    seat = st.active
    st.phase, st.coins = BUY, 5
    turns.wait_for_phase(st)
    assert refused(st, Move.make(seat, "buy", pile="Alibi")) == (
        "draconium/split-pile-top",
        "Only the top card of a split pile (Blackmail) can be bought or gained.",
    )
    del pile[-4:]  # the Blackmails are gone: Alibi ($4) is on top
    answer(st, seat, "buy", pile="Blackmail")
    assert name_of(st.players[seat].discard.cards[-1]) == "Alibi" and st.coins == 1


def test_eggs_drakes_and_dragons_are_not_cards() -> None:
    st = table(phase=BUY)
    assert refused(st, Move.make(0, "buy", pile="Glittering Drake")) == (
        "draconium/not-a-card",
        "Eggs, Drakes and Dragons are not cards.",
    )


# -- the Recycling mat (§2.10) --------------------------------------------------------------


def recycling_table(**kw):  # type: ignore[no-untyped-def]
    st = table(**kw)
    st.extra["recycling"] = True
    return st


def test_in_a_recycling_game_trashing_recycles_and_the_log_says_so() -> None:
    kingdom = ("Chapel", "Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel")
    st = recycling_table(
        kingdom=(*kingdom, "Smithy", "Village"), hands=[["Chapel", "Copper", "Estate"]]
    )
    play(st, "Chapel")
    choose(st, 0, "Copper", "Estate")
    assert sorted(names_in(st.trash)) == ["Copper", "Estate"]
    assert "Ann recycles Copper." in [line.text for line in st.log]


def test_a_pile_emptied_by_a_play_refills_from_the_mat_when_that_play_ends() -> None:
    """§2.10 (a): Witch gives the last Curse; the Curses on the mat go back afterwards."""
    kingdom = ("Witch", "Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel")
    st = recycling_table(kingdom=(*kingdom, "Smithy", "Village"), players=3, hands=[["Witch"]])
    curses = st.supply["Curse"].cards
    st.trash.cards += curses[:-1]
    del curses[:-1]
    play(st, "Witch")
    assert names_in(st.players[1].discard) == ["Curse"] and names_in(st.players[2].discard) == []
    assert len(st.supply["Curse"].cards) == 19 and not st.trash.cards
    assert "19 Curse cards return from the Recycling mat." in [line.text for line in st.log]


def test_r14_the_end_of_turn_sweep_refills_long_empty_piles_unless_strict() -> None:
    for strict, back in ((False, 2), (True, 0)):
        st = recycling_table(options={"egg_pool": "no Eggs", "strict_refill": strict})
        village = st.supply["Village"].cards
        st.trash.cards += village[:2]
        del village[:]
        answer(st, 0, "end_phase")
        answer(st, 0, "end_phase")
        assert len(st.supply["Village"].cards) == back


# -- Egg set-up (§2.2, R3) ------------------------------------------------------------------


def test_by_default_three_lines_are_in_the_pool_and_each_player_gets_an_egg_from_it() -> None:
    for seed in range(6):
        st = R.new_game(["Ann", "Bo", "Cy"], seed, {})
        pool = st.extra["egg_pool"]
        assert len(pool) == 3 and set(pool) <= set(LINE_NAMES)
        roosts = st.extra["roosts"]
        assert len(roosts) == 3 and all(r["line"] in pool for r in roosts)
        assert all(r["egg"] == default_lines()[r["line"]].egg for r in roosts)
        assert all(r["counter"] == 0 and r["beast"] is None for r in roosts)


def test_no_eggs_means_no_roost_mats() -> None:
    st = R.new_game(["Ann", "Bo"], 1, {"egg_pool": "no Eggs"})
    assert "roosts" not in st.extra


def test_secret_choice_is_made_behind_the_curtain_and_revealed_together() -> None:
    st = R.new_game(["Ann", "Bo"], 2, {"egg_assignment": "secret choice", "egg_pool": "all 10"})
    assert st.pending is not None and st.pending.kind == "choose_egg" and st.pending.secret
    assert st.pending.seats == (0, 1)
    assert refused(st, Move.make(0, "choose_egg", egg="Golden Egg"))[0] == "draconium/not-in-pool"
    answer(st, 1, "choose_egg", egg="Sensitive Egg")
    view = R.view(st, 0)
    assert view.pending is not None and view.pending.answers == {1: "answered"}
    assert "Bo" not in " ".join(line.text for line in view.log if "Sensitive" in line.text)
    answer(st, 0, "choose_egg", egg="Exquisite Egg")
    assert [r["egg"] for r in st.extra["roosts"]] == ["Exquisite Egg", "Sensitive Egg"]
    assert "The Eggs are revealed together." in [line.text for line in st.log]
    assert st.pending is not None and st.pending.kind in ("action", "dragon")


def test_open_choice_goes_round_the_table_from_the_first_player() -> None:
    st = R.new_game(["Ann", "Bo", "Cy"], 3, {"egg_assignment": "open choice"})
    order = [st.first, (st.first + 1) % 3, (st.first + 2) % 3]
    for seat in order:
        assert st.pending is not None and st.pending.seats == (seat,)
        answer(st, seat, "choose_egg", egg=st.pending.choices[0])
    assert len(st.extra["roosts"]) == 3


def test_a_hatch_that_readies_another_egg_hatches_it_at_the_same_settle_point() -> None:
    """§2.3: Ann's Ancient Egg reaches 4/4 when she buys a Ruins; its hatch gives Bo a
    Ruins, which brings his Ancient Egg from 3/4 to 4/4: it hatches right after hers,
    on Ann's turn (R11), current player first."""
    from tests.games.draconium.line_helpers import roost_table

    st = roost_table(["Calamitous", "Calamitous"], ruins=["Slum", "Slum", "Slum"])
    ann, bo = st.extra["roosts"]
    ann["counter"], bo["counter"] = 3, 3
    st.players[0].turns = st.turn = 1
    answer(st, 0, "end_phase")
    answer(st, 0, "buy", pile="Ruins")  # the Ruins Ann gains brings her to 4/4
    assert ann["egg"] is None and ann["beast"]["name"] == "Derelict Drake"
    assert bo["egg"] is None, "Bo's Egg hatched in the same settle point"
    answer(st, 0, "end_phase")
    lines = [line.text for line in st.log]
    assert lines.index("Ann's Ancient Egg hatches!") < lines.index("Bo's Ancient Egg hatches!")
    assert lines.index("Bo's Ancient Egg hatches!") < lines.index("— Bo's turn 1 —")
    assert bo["egg"] is None and bo["beast"]["name"] == "Derelict Drake"


def test_eggs_shuffled_into_the_randomizer_join_the_pool_without_taking_a_slot() -> None:
    """§2.2 [option]: deal the 71 entries and 10 Eggs until 10 Kingdom entries are out."""
    pools = []
    for seed in range(12):
        st = R.new_game(["Ann", "Bo"], seed, {"egg_pool": "randomizer"})
        assert len(st.kingdom) == 10
        pool = st.extra["egg_pool"]
        pools.append(len(pool))
        if pool:
            assert all(r["line"] in pool for r in st.extra["roosts"])
        else:
            assert "roosts" not in st.extra  # no Egg dealt: no Eggs in use (R6)
    assert max(pools) > 0 and min(pools) < 3  # the pool's size follows the deal


def test_the_discard_option_lets_only_the_owner_look_through_their_discard_pile() -> None:
    """§5: discard piles show their top card and count; [option] the owner may browse."""
    for browse in (False, True):
        st = table(
            discards=[["Copper", "Estate", "Silver"]], options={"browse_own_discard": browse}
        )
        mine = R.view(st, 0).players[0].discard.cards
        theirs = R.view(st, 1).players[0].discard.cards
        below = ["Copper", "Estate"] if browse else [HIDDEN_CARD, HIDDEN_CARD]
        assert [name_of(c) for c in mine] == [*below, "Silver"]
        assert [name_of(c) for c in theirs] == [HIDDEN_CARD, HIDDEN_CARD, "Silver"]


def test_the_host_may_pick_the_pool_and_picking_none_means_no_eggs() -> None:
    """§2.2 [option]: the host picks the pool; every Egg given out comes from it."""
    picked = {"egg_pool": "picked", "pool_hyper": True, "pool_riposte": True}
    for seed in range(6):
        st = R.new_game(["Ann", "Bo", "Cy"], seed, picked)
        assert st.extra["egg_pool"] == ["Hyper", "Riposte"]
        assert {r["line"] for r in st.extra["roosts"]} <= {"Hyper", "Riposte"}
    st = R.new_game(["Ann", "Bo"], 1, {"egg_pool": "picked"})
    assert "roosts" not in st.extra
    assert "The host picked no Egg for the pool: no Eggs are in use." in [
        line.text for line in st.log
    ]


def test_the_ruins_pile_shows_only_its_top_card_in_every_view() -> None:
    """§4: the Ruins are dealt face down and only the top card is turned face up."""
    st = R.new_game(["Ann", "Bo", "Cy"], 2, {"egg_pool": "no Eggs", "draconium_cards": 0})
    st.supply["Ruins"] = type(st.trash)("supply:Ruins", None, st.trash.visibility)
    st.supply["Ruins"].cards = ["Slum-01", "Shipwreck-01", "Broken Amulet-01"]
    for seat in (0, 1, None):
        shown = R.view(st, seat).supply["Ruins"].cards
        assert shown == [HIDDEN_CARD, HIDDEN_CARD, "Broken Amulet-01"]
    assert st.supply["Ruins"].cards == ["Slum-01", "Shipwreck-01", "Broken Amulet-01"]
