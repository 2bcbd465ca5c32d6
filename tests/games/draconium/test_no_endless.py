"""No endless game: the seeds that once stalled end on piles well under the move budget,
the bots' buy while the Victory piles are locked (§2.11), and R41's end by agreement."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.runner import play
from game.core.state import GameState, Pending
from game.games import REGISTRY
from game.games.draconium import agreement, dragons, policy
from game.games.draconium.cards import CardSpec
from game.games.draconium.dragon_bot import DragonBot
from game.games.draconium.options import pick_option
from game.games.draconium.state import ACTION, BUY, DraconiumState
from game.sim.play import BOT_SEED_STRIDE
from tests.games.draconium.helpers import R, card, table

ENTRY = REGISTRY.entry("draconium")


@pytest.mark.parametrize(
    ("seed", "kind", "ending"),
    [
        (142, "easy", "the Province pile ran out"),
        (540, "easy", "the Province pile ran out"),
        (551, "easy", "the Province pile ran out"),
        (579, "easy", "the Province pile ran out"),
        (1118, "bigmoney", "3 Supply piles ran out (Council Room, Silver, Gold)"),
    ],
)
def test_a_once_stalled_seed_ends_well_under_the_budget(seed: int, kind: str, ending: str) -> None:
    """`simulate draconium --seed 142` (and 540, 551, 579; Big Money 1118) once played
    $9–12 a turn under the lock and bought nothing until the budget cut it: the easy
    bots now feed their Obsidian Eggs and grow Dragons, Big Money runs piles down."""
    bots = [ENTRY.make_bot(kind, seed * BOT_SEED_STRIDE + s, R) for s in range(2)]
    state = play(R, bots, seed, max_moves=ENTRY.max_moves)
    result = R.result(state)
    assert result is not None
    assert result.summary.startswith(f"{ending}:")
    assert len(state.moves) < 400  # the budget is 2,000


def locked_buy_phase(coins: int) -> tuple[DraconiumState, list[tuple[Move, CardSpec]]]:
    st = table(phase=BUY)
    st.extra["roosts"] = [dragons.new_roost("Abyssal") for _ in st.players]
    st.coins = coins
    del st.supply["Moat"].cards[2:]  # the shortest pile: 2 Moats left
    return st, [
        (m, st.catalog.spec(st.supply[m["pile"]].cards[-1]))
        for m in R.legal_moves(st, 0)
        if m.kind == "buy"
    ]


def test_under_the_lock_a_duchy_s_5_runs_the_shortest_pile_down() -> None:
    st, tops = locked_buy_phase(5)
    move = policy.run_down(st, tops)
    assert move is not None and move["pile"] == "Moat"


def test_under_the_lock_4_does_not_run_a_pile_down() -> None:
    st, tops = locked_buy_phase(4)
    assert policy.run_down(st, tops) is None


def test_once_a_dragon_has_grown_no_pile_is_run_down() -> None:
    st, tops = locked_buy_phase(9)
    st.extra["grown"] = True  # R4: unlocked for good
    assert policy.run_down(st, tops) is None


# -- R41: the end by agreement ------------------------------------------------------------


def still_table(still: int) -> DraconiumState:
    st = table()
    st.extra["roosts"] = [dragons.new_roost("Abyssal") for _ in st.players]
    st.turn = 100
    for p in st.players:
        p.turns = 50
    st.extra["still"] = agreement.progress(st)
    st.extra["still_since"] = 100 - still
    return st


def test_the_agreement_is_refused_after_59_still_turns() -> None:
    st = still_table(59)
    assert all(m.kind != "agree_end" for m in R.legal_moves(st, 0))
    with pytest.raises(IllegalMove) as refused:
        R.check(st, Move.make(0, "agree_end"))
    assert refused.value.code == "draconium/no-agreement"
    assert str(refused.value) == (
        "An end by agreement is offered after 60 turns in a row with no pile, VP or Egg "
        "changing; this table has gone 59 turns."
    )


def test_after_60_still_turns_every_player_agreeing_ends_the_game_as_a_draw() -> None:
    st = still_table(60)
    assert R.legal_moves(st, 0)[-1] == Move.make(0, "agree_end")
    st = R.apply(st, Move.make(0, "agree_end"))
    assert R.result(st) is None
    with pytest.raises(IllegalMove) as again:
        R.check(st, Move.make(0, "agree_end"))
    assert again.value.code == "draconium/agreed"
    assert str(again.value) == "You have already agreed to end the game; waiting for Bo."
    st.active, st.pending = 1, Pending(ACTION, (1,))
    st = R.apply(st, Move.make(1, "agree_end"))
    result = R.result(st)
    assert result is not None and result.winners == ()
    assert result.how == "ended by agreement (in round 50): no one could unlock the Provinces"
    assert result.summary == f"{result.how}: Ann 0 VP; Bo 0 VP"  # no cards at all


def test_a_change_at_the_end_of_a_turn_withdraws_the_agreements() -> None:
    st = still_table(60)
    st = R.apply(st, Move.make(0, "agree_end"))
    st.supply["Moat"].cards.pop()  # a pile changed
    agreement.note_turn(st)
    assert agreement.agreed(st) == [] and agreement.still_turns(st) == 0


class Miser:
    """Buys nothing and plays nothing, ever; agrees to end the game when offered."""

    needs_view = False

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        for kind in ("agree_end", "end_phase"):
            for move in legal:
                if move.kind == kind:
                    return move
        return legal[0]


MISERS = {"egg_pool": "picked", pick_option("Abyssal"): True, "kingdom": "First Game"}


def test_two_misers_agree_to_end_after_60_still_turns() -> None:
    state = play(R, [Miser(), Miser()], 3, MISERS, max_moves=2_000)
    result = R.result(state)
    assert result is not None and result.winners == ()
    # still from the end of the table's turn 1: offered on its turn 61 (P1's 31st), and
    # agreed on P2's 31st
    assert result.how == "ended by agreement (in round 31): no one could unlock the Provinces"
    assert result.summary == f"{result.how}: P1 3 VP; P2 3 VP"
    assert [line.text for line in state.log[-8:-1]] == [
        "— P1's turn 31 —",
        "P1 agrees to end the game (1 of 2).",
        "P1 moves to their Buy phase.",
        "P1 draws 5 cards.",
        "You draw Copper, Copper, Estate, Copper and Copper.",
        "— P2's turn 31 —",
        "P2 agrees to end the game (2 of 2).",
    ]


# -- the Obsidian Egg's investment under the lock (§3 Abyssal) -------------------------------


def obsidian_buy(hand: list[str], grown: bool = False) -> DraconiumState:
    st = table(hands=[hand], phase=BUY)
    st.extra["roosts"] = [dragons.new_roost("Abyssal") for _ in st.players]
    st.extra["grown"] = grown
    return st


def test_an_obsidian_egg_keeps_a_treasure_in_hand_while_locked() -> None:
    st = obsidian_buy(["Copper", "Gold", "Silver"])
    move = DragonBot(R).choose(R.view(st, 0), R.legal_moves(st, 0))
    assert (move.kind, move["card"]) == ("play_treasure", card(st, 0, "Gold"))


def test_the_kept_copper_is_invested_when_the_money_spares_2() -> None:
    st = obsidian_buy(["Copper", "Gold", "Silver"])
    for name in ("Gold", "Silver"):
        st = R.apply(st, Move.make(0, "play_treasure", card=card(st, 0, name)))
    assert st.coins == 5
    move = DragonBot(R).choose(R.view(st, 0), R.legal_moves(st, 0))
    assert (move.kind, move["card"]) == ("invest", card(st, 0, "Copper"))


def test_once_unlocked_an_obsidian_egg_plays_all_its_treasures() -> None:
    st = obsidian_buy(["Copper", "Gold", "Silver"], grown=True)
    assert DragonBot(R).choose(R.view(st, 0), R.legal_moves(st, 0)).kind == "play_all_treasures"
