"""§7 on the kernel's move table: the shape gate's sentences for every move kind, the
phase gate in §7's order, `resolve_dragon_phase`'s default beast (R2), the state copy,
and the greedy bot's trash choice that once kept a game from ending (§1.5, §2.10)."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.runner import play as play_game
from game.core.serial import to_plain
from game.games import make_bot
from game.games.draconium import counters, dragons, turns
from game.games.draconium.dragon_bot import DragonBot
from game.games.draconium.lines import default_lines
from game.games.draconium.state import ACTION, BUY, DRAGON, DraconiumState
from tests.games.draconium.expansion_helpers import xtable
from tests.games.draconium.helpers import R, card, table
from tests.games.draconium.line_helpers import give_beast, roost_table

C5 = ["Copper"] * 5
MALFORMED = "draconium/malformed"


def refused(st: DraconiumState, move: Move) -> tuple[str, str]:
    """The code and sentence `move` is refused with by `check` and `apply` alike; the
    state is left exactly as it was."""
    before = to_plain(st)
    with pytest.raises(IllegalMove) as caught:
        R.check(st, move)
    with pytest.raises(IllegalMove) as applied:
        R.apply(st, move)
    assert (applied.value.code, applied.value.message) == (
        caught.value.code,
        caught.value.message,
    )
    assert to_plain(st) == before, "a refused move changes nothing"
    return caught.value.code, caught.value.message


# -- the shape gate: the kernel's sentences for each kind's arguments -------------------------

SHAPES: list[tuple[Move, str, str]] = [
    (Move.make(0, "dance"), "draconium/unknown-move", "Dominion: Draconium has no move called 'dance'."),
    (Move.make(5, "end_phase"), "draconium/no-seat", "There is no seat 5 in this game."),
    (Move.make(-1, "end_phase"), "draconium/no-seat", "There is no seat -1 in this game."),
    (Move.make(0, "buy"), MALFORMED, "buy takes pile; got none."),
    (Move.make(0, "buy", pile="Silver", n=1), MALFORMED, "buy takes pile; got n, pile."),
    (Move.make(0, "buy", pile=3), MALFORMED, "buy's pile should be str, not 3."),
    (Move.make(0, "play_action", card=None), MALFORMED, "play_action's card should be str, not None."),
    (Move.make(0, "play_treasure", card=True), MALFORMED, "play_treasure's card should be str, not True."),
    (Move.make(0, "play_all_treasures", bogus=1), MALFORMED, "play_all_treasures takes no arguments; got bogus."),
    (Move.make(0, "end_phase", n=1), MALFORMED, "end_phase takes no arguments; got n."),
    (Move.make(0, "invest", card=2), MALFORMED, "invest's card should be str, not 2."),
    (Move.make(0, "choose_egg", egg=None), MALFORMED, "choose_egg's egg should be str, not None."),
    (Move.make(0, "choose_cards", cards="Copper-01"), MALFORMED, "choose_cards's cards should be tuple, not 'Copper-01'."),
    (Move.make(0, "choose_cards", cards=("Copper-01", "Copper-01")), MALFORMED, "choose_cards names each card once, by its id."),
    (Move.make(0, "choose_cards", cards=("Copper-01", 7)), MALFORMED, "choose_cards names each card once, by its id."),
    (Move.make(0, "choose_gain"), MALFORMED, "choose_gain takes pile; got none."),
    (Move.make(0, "choose_option", index="1"), MALFORMED, "choose_option's index should be int, not '1'."),
    (Move.make(0, "choose_option", index=True), MALFORMED, "choose_option's index should be int, not True."),
    (Move.make(0, "may", answer=1), MALFORMED, "may's answer should be str, not 1."),
    (Move.make(0, "reveal_reaction", card=("Moat-01",)), MALFORMED, "reveal_reaction's card should be str, not ('Moat-01',)."),
    (Move.make(0, "order_cards", cards=5), MALFORMED, "order_cards's cards should be tuple, not 5."),
    (Move.make(0, "reveal_clandestine", card="Copper-01"), MALFORMED, "reveal_clandestine takes answer, card; got card."),
    (Move.make(0, "pass", card="Moat-01"), MALFORMED, "pass takes no arguments; got card."),
    (Move.make(0, "resolve_dragon_phase", beast="0"), MALFORMED, "resolve_dragon_phase's beast should be int or nothing, not '0'."),
    (Move.make(0, "resolve_dragon_phase", beast=False), MALFORMED, "resolve_dragon_phase's beast should be int or nothing, not False."),
    (Move.make(0, "resolve_dragon_phase", slot=1), MALFORMED, "resolve_dragon_phase takes no arguments (optional: beast); got slot."),
]  # fmt: skip


@pytest.mark.parametrize(("move", "code", "sentence"), SHAPES, ids=lambda v: str(v)[:40])
def test_the_shape_gate_names_the_move_and_what_is_wrong(
    move: Move, code: str, sentence: str
) -> None:
    st = table(hands=[["Village", "Copper"]], decks=[C5])
    assert refused(st, move) == (code, sentence)


def test_every_declared_kind_is_refused_with_a_stray_argument_alone() -> None:
    st = table(hands=[["Village"]], decks=[C5])
    assert sorted(R.moves_table.kinds) == sorted(
        [
            "choose_egg", "resolve_dragon_phase", "play_action", "play_treasure",
            "play_all_treasures", "buy", "invest", "end_phase", "choose_cards",
            "choose_gain", "choose_option", "may", "reveal_reaction", "order_cards",
            "reveal_clandestine", "pass", "agree_end",
        ]
    )  # fmt: skip
    for name, kind in R.moves_table.kinds.items():
        wanted = ", ".join(kind.required) or "no arguments"
        optional = [a.name for a in kind.args if a.optional]
        wanted += f" (optional: {', '.join(optional)})" if optional else ""
        assert refused(st, Move.make(0, name, zz=1)) == (
            MALFORMED,
            f"{name} takes {wanted}; got zz.",
        )


def test_a_malformed_move_is_refused_before_the_game_over_gate_and_a_missing_seat_after() -> None:
    st = table(hands=[["Gold", "Gold", "Gold"]], phase=BUY)
    st.trash.cards += st.supply["Province"].cards[1:]
    del st.supply["Province"].cards[1:]
    for move in (
        Move.make(0, "play_all_treasures"),
        Move.make(0, "buy", pile="Province"),
        Move.make(0, "end_phase"),
    ):
        R.apply(st, move)
    assert st.result is not None
    over = ("draconium/game-over", f"The game is over: {st.result.summary}.")
    assert refused(st, Move.make(0, "buy", pile=3)) == (
        MALFORMED,
        "buy's pile should be str, not 3.",
    )
    assert refused(st, Move.make(1, "end_phase")) == over
    assert refused(st, Move.make(2, "end_phase")) == over  # a seat this table has not
    assert refused(st, Move.make(3, "end_phase")) == over


def test_a_seat_the_game_has_but_this_table_has_not_is_no_seat() -> None:
    st = table(hands=[["Village"]])
    assert refused(st, Move.make(3, "end_phase")) == (
        "draconium/no-seat",
        "There is no seat 3 in this game.",
    )


# -- the phase gate, in §7's order -------------------------------------------------------------


def test_the_phase_gate_words_each_phase_as_section_7_does() -> None:
    st = table(hands=[["Village", "Copper"]], decks=[C5])
    village, copper = card(st, 0, "Village"), card(st, 0, "Copper")
    no_choice = ("draconium/no-choice", "There is no choice to answer right now.")
    assert refused(st, Move.make(0, "choose_egg", egg="Restless Egg")) == (
        "draconium/eggs-chosen",
        "The Eggs were given out at the start of the game.",
    )
    assert refused(st, Move.make(0, "reveal_clandestine", answer="yes", card=copper)) == (
        "draconium/clandestine-draw-only",
        "Clandestine cards can only be revealed when drawing from a played card's +Cards.",
    )
    for move in (
        Move.make(0, "pass"),
        Move.make(0, "may", answer="yes"),
        Move.make(0, "choose_option", index=0),
        Move.make(0, "choose_cards", cards=(copper,)),
        Move.make(0, "order_cards", cards=(copper,)),
        Move.make(0, "choose_gain", pile="Silver"),
        Move.make(0, "reveal_reaction", card=village),
    ):
        assert refused(st, move) == no_choice
    assert refused(st, Move.make(0, "play_all_treasures")) == (
        "draconium/not-buy-phase",
        "Treasures can only be played in your Buy phase.",
    )
    assert refused(st, Move.make(0, "resolve_dragon_phase")) == (
        "draconium/no-dragon-step",
        "There is no Dragon-phase step to take now.",
    )


def test_a_question_waiting_is_the_phase_and_only_its_answers_are_open() -> None:
    st = table(hands=[["Militia"], C5], decks=[C5, C5])
    R.apply(st, Move.make(0, "play_action", card=card(st, 0, "Militia")))
    assert R.phase(st) == "answer:choose_cards"
    prompt = "Militia: discard 2 cards, down to 3 in hand."
    for move in (Move.make(1, "pass"), Move.make(1, "buy", pile="Silver")):
        assert refused(st, move) == (
            "draconium/finish-choice",
            f"Finish the current choice first: {prompt}",
        )


def test_egg_set_up_asks_for_the_egg_first() -> None:
    st = R.new_game(["Ann", "Bo"], 1, {"egg_pool": "all 10", "egg_assignment": "open choice"})
    assert R.phase(st) == "setup"
    assert refused(st, Move.make(st.first, "end_phase")) == (
        "draconium/choose-egg-first",
        "Choose your Egg first.",
    )
    assert refused(st, Move.make(st.first, "choose_egg", egg="Tin Egg")) == (
        "draconium/not-in-pool",
        f"Tin Egg is not in the Egg pool ({', '.join(st.pending.choices)}).",  # type: ignore[union-attr]
    )


def test_the_turns_own_checks_come_before_the_phase_where_they_did() -> None:
    """play_action in the Buy phase: "not in your hand" first; a buy in the Action phase:
    the pile's reasons first; the Obsidian investment: "no investment" first."""
    st = table(hands=[["Village", "Copper"]], phase=BUY)
    assert refused(st, Move.make(0, "play_action", card="Smithy-01")) == (
        "draconium/not-in-hand",
        "That card isn't in your hand.",
    )
    assert refused(st, Move.make(0, "play_action", card=card(st, 0, "Village"))) == (
        "draconium/not-action-phase",
        "Action cards can only be played in your Action phase.",
    )
    action = table(hands=[["Village", "Copper"]])
    assert refused(action, Move.make(0, "buy", pile="Witch")) == (
        "draconium/not-in-supply",
        "Witch is not in the Supply and can't be bought.",
    )
    assert refused(action, Move.make(0, "buy", pile="Silver")) == (
        "draconium/not-buy-phase",
        "You can only buy cards in your Buy phase.",
    )
    assert refused(action, Move.make(0, "play_treasure", card="Gold-01")) == (
        "draconium/not-in-hand",
        "That card isn't in your hand.",
    )
    assert refused(action, Move.make(0, "invest", card=card(action, 0, "Copper"))) == (
        "draconium/no-investment",
        "Your Egg has no investment to make now.",
    )


# -- resolve_dragon_phase: `beast` defaults to None (R2) ---------------------------------------


def dragon_table(lines: list[str]) -> DraconiumState:
    st = roost_table(lines, phase=DRAGON, hands=[C5, C5], decks=[C5, C5])
    give_beast(st, 0, "Drake")
    return st


def test_a_step_that_names_no_beast_means_none_and_is_recorded_with_it() -> None:
    st = dragon_table(["Hyper", "Opulent"])
    (listed,) = R.legal_moves(st, 0)
    assert listed.args == (("beast", None),)  # the listed move carries the default
    R.apply(st, Move.make(0, "resolve_dragon_phase"))
    assert st.moves[-1] == listed and st.moves[-1].args == (("beast", None),)
    assert st.phase == ACTION


def test_naming_your_only_beast_is_refused_as_there_is_none_to_choose() -> None:
    st = dragon_table(["Hyper", "Opulent"])
    assert refused(st, Move.make(0, "resolve_dragon_phase", beast=0)) == (
        "draconium/one-beast",
        "Only one of your beasts steps this phase: there is none to choose.",
    )
    assert refused(st, Move.make(0, "resolve_dragon_phase", beast=1)) == (
        "draconium/no-such-beast",
        "You have no beast on that Roost mat.",
    )


def two_beasts() -> DraconiumState:
    """Ann has two Eggs hatched (R2): both beasts are due in her Dragon phase."""
    st = roost_table(["Avaricious", "Hyper"], hands=[C5, C5], decks=[C5 * 2, C5 * 2])
    st.options["two_eggs"] = True
    st.extra["roosts2"] = [dragons.new_roost(line) for line in ("Gargantuan", "Hyper")]
    for slot in (0, 1):
        record = counters.record(st, 0, slot)
        assert record is not None
        line = default_lines()[record["line"]]
        record["egg"] = None
        record["beast"] = {
            "name": line.drake,
            "stage": "Drake",
            "loc": "roost",
            "face": "disengaged",
            "delay": False,
        }
    turns.start_turn(st, 0)
    assert st.extra["dragon_due"] == [0, 1]
    return st


def test_with_beasts_due_a_step_must_name_one_and_the_list_agrees() -> None:
    """The deliberate fix: `resolve_dragon_phase()` was accepted with one beast still due,
    though only `beast=<slot>` was listed; now check, apply and the list agree."""
    st = two_beasts()
    assert refused(st, Move.make(0, "resolve_dragon_phase")) == (
        "draconium/choose-beast",
        "Choose which of your beasts takes its step first.",
    )
    R.apply(st, Move.make(0, "resolve_dragon_phase", beast=1))
    assert [m.args for m in R.legal_moves(st, 0)] == [(("beast", 0),)]
    drake = default_lines()["Avaricious"].drake
    for move in (
        Move.make(0, "resolve_dragon_phase"),
        Move.make(0, "resolve_dragon_phase", beast=None),
    ):
        assert refused(st, move) == (
            "draconium/choose-beast",
            f"Choose the beast still to take its step: {drake}, on your first Roost mat.",
        )
        assert not R.can(st, move)
    R.apply(st, Move.make(0, "resolve_dragon_phase", beast=0))
    assert st.phase == ACTION


def test_dragging_your_only_beast_means_the_listed_step() -> None:
    st = dragon_table(["Hyper", "Opulent"])
    (listed,) = R.legal_moves(st, 0)
    assert listed.gesture is not None
    meant = R.move_for_gesture(st, 0, listed.gesture)
    assert meant == listed


# -- the state copy ------------------------------------------------------------------------------


def test_a_copy_is_equal_and_shares_nothing_it_could_change() -> None:
    st = table(hands=[["Militia"], C5], decks=[C5, C5])
    R.apply(st, Move.make(0, "play_action", card=card(st, 0, "Militia")))
    st.extra["roosts"] = [dragons.new_roost("Hyper"), dragons.new_roost("Opulent")]
    copy = st.clone()
    assert copy == st and to_plain(copy) == to_plain(st)
    assert copy.moves == st.moves and copy.log == st.log
    assert copy.stack is not st.stack and copy.asking is not st.asking
    assert copy.extra["roosts"][0] is not st.extra["roosts"][0]
    assert copy.supply["Copper"] is not st.supply["Copper"]
    copy.extra["roosts"][0]["counter"] += 1
    copy.players[1].hand.cards.pop()
    assert copy != st
    bare = st.clone(history=False)
    assert bare.moves == [] and bare.log == [] and bare.players == st.players


def test_views_share_the_supply_copies_while_the_supply_is_unchanged() -> None:
    st = table(hands=[["Village"], C5], decks=[C5, C5])
    first, second = R.view(st, 0), R.view(st, 1)
    assert first.supply["Copper"] is second.supply["Copper"]
    assert first.rng is not st.rng and first.moves == []


# -- no endless games (§1.5, §2.10) ---------------------------------------------------------


def test_the_greedy_bot_trashes_a_gold_to_zealot_rather_than_its_province() -> None:
    """With Zealot's trash forced, a Province recycled and bought back each turn refilled
    the Province pile (§2.10) and kept the game from ending; the bot now keeps it."""
    st = xtable([["Zealot", "Gold", "Gold", "Gold", "Province"]], [[]])
    R.apply(st, Move.make(0, "play_action", card=card(st, 0, "Zealot")))
    assert st.pending is not None and st.pending.prompt == "Zealot: trash a card from your hand."
    move = DragonBot(R).choose(R.view(st, 0), R.legal_moves(st, 0))
    assert [c.split("-")[0] for c in move["cards"]] == ["Gold"]


def test_the_junk_is_still_trashed_first() -> None:
    st = xtable([["Zealot", "Gold", "Estate", "Copper", "Province"]], [[]])
    R.apply(st, Move.make(0, "play_action", card=card(st, 0, "Zealot")))
    move = DragonBot(R).choose(R.view(st, 0), R.legal_moves(st, 0))
    assert [c.split("-")[0] for c in move["cards"]] == ["Estate"]


def test_the_game_that_never_ended_ends_well_under_the_move_budget() -> None:
    """Seed 1284 of `simulate draconium --seed 1` (greedy against greedy) was cut off at
    20,000 moves: each bot's deck thinned to Zealot, three Golds and a Province; Zealot's
    forced trash took the Province every turn and the bot bought it back, so the Province
    pile refilled from the Recycling mat (§2.10) before every game-end check (§1.5)."""
    seed, options = 1284, dict[str, Any]()
    bots = [make_bot("draconium", "greedy", seed * 16 + s, R) for s in range(2)]
    st = play_game(R, bots, seed, options, ["Seat 1 (greedy)", "Seat 2 (greedy)"], 20_000)
    assert st.result is not None and len(st.moves) < 2_000
