"""Set-up (§2), the turn's engine steps (refill, then mercenary cleanup, R5; the
reshuffle, R2; no hand limit, R3), the end trigger's finished round (§3.10, R24), the
tie-break (R25), the stall guard (R26) and the round limit."""

from __future__ import annotations

from collections import Counter

from game.core.move import Move
from game.games.hatch.state import MAIN
from tests.games.hatch.helpers import RULES, card, dragons, hand, hatch_egg, play, refused, table

ANN, BEN, CORA = 0, 1, 2
THREE = ("Ann", "Ben", "Cora")


def public(st, since: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [line.text for line in st.log[since:] if line.seat is None]


def test_setup_deals_five_each_and_leaves_the_rest_face_down() -> None:
    st = RULES.new_game(["Ann", "Ben", "Cora"], 4, {})
    assert [len(p.hand.cards) for p in st.players] == [5] * 3
    assert len(st.draw.cards) == 72 - 15 and st.discard.cards == []
    every = Counter(c for zone in st.zones() for c in zone.cards)
    assert len(every) == 72 and set(every.values()) == {1}
    assert all(not p.eggs and not p.dragons.cards for p in st.players)
    assert (st.round, st.turn, st.phase) == (1, 1, MAIN)
    assert RULES.to_act(st) == (st.start,)
    # R1: the starting player already holds 5, so the refill draws nothing.
    assert not any("refills" in line.text for line in st.log)


def test_the_starting_player_is_random_or_the_first_seat() -> None:
    starts = {RULES.new_game(list(THREE), seed, {}).start for seed in range(30)}
    assert starts == {0, 1, 2}
    for seed in range(5):
        st = RULES.new_game(list(THREE), seed, {"starting_player": "first"})
        assert st.start == 0 and RULES.to_act(st) == (0,)
        assert st.log[1].text == "Ann, in the first seat, starts."


def test_refill_comes_before_the_mercenary_cleanup_r5_with_a_reshuffle_r2() -> None:
    st = table(
        piles={"draw": ["Pebble Whelp"], "rest": "discard"},
        Ben={"hand": ["Scorchling", "Ripplefin", "Shalehide"], "mercs": ["Sunforge"]},
    )
    pebble, sunforge = st.draw.cards[-1], card(st, BEN, "Sunforge", "mercs")
    assert len(st.discard.cards) == 72 - 5
    since = len(st.log)
    play(st, ANN, "end_turn")
    assert len(hand(st, BEN)) == 5 and pebble in hand(st, BEN)
    assert st.discard.cards == [sunforge]  # R5: not shuffled into the pile drawn from
    assert st.players[BEN].mercs.cards == []
    assert public(st, since) == [
        "Ann ends the turn.",
        "Round 1: Ben's turn.",
        "The discard pile (67 cards) is shuffled into a new draw pile.",
        "Ben refills: 2 cards drawn.",
        "Ben's mercenary Sunforge (40) goes to the discard pile.",
    ]
    private = [line for line in st.log[since:] if line.seat is not None]
    assert [line.seat for line in private] == [BEN]
    assert private[0].text.startswith("You drew Pebble Whelp (3) and ")


def test_a_hand_of_five_or_more_draws_nothing_r3() -> None:
    six = ["Scorchling", "Ripplefin", "Shalehide", "Reefback", "Cragjaw", "Stormkite"]
    st = table(Ben={"hand": six})
    pile = len(st.draw.cards)
    play(st, ANN, "end_turn")
    assert len(hand(st, BEN)) == 6 and len(st.draw.cards) == pile


def everything_but(*held: str) -> list[str]:
    return [f"H{n:02d}" for n in range(1, 73) if f"H{n:02d}" not in held]


def test_with_both_piles_empty_the_refill_stops_short_r2() -> None:
    st = table(Ann={"hand": everything_but("H09", "H13")}, Ben={"hand": ["H09", "H13"]})
    assert st.draw.cards == [] and st.discard.cards == []
    play(st, ANN, "end_turn")
    assert hand(st, BEN) == ["H09", "H13"]
    assert "Ben refills: both piles are empty, so nothing is drawn." in public(st)


def test_the_stall_guard_ends_a_quiet_round_r26() -> None:
    st = table(
        Ann={"hand": everything_but("H09", "H13", "H35"), "dragons": ["H35"]},
        Ben={"hand": ["H09", "H13"]},
    )
    play(st, ANN, "end_turn")
    play(st, BEN, "end_turn")
    assert st.result is not None
    assert st.result.winners == (ANN,)
    assert st.result.how == (
        "the stall guard (a round with both piles empty and no hatch): the highest dynasty (12)"
    )
    assert RULES.legal_moves(st, ANN) == []


def test_a_quiet_round_with_a_tie_is_shared_r26() -> None:
    st = table(Ann={"hand": everything_but("H09", "H13")}, Ben={"hand": ["H09", "H13"]})
    play(st, ANN, "end_turn")
    play(st, BEN, "end_turn")
    assert st.result is not None and st.result.winners == (ANN, BEN)


def test_without_the_stall_guard_a_quiet_round_goes_on_r26() -> None:
    st = table(
        options={"stall_guard": False},
        Ann={"hand": everything_but("H09", "H13")},
        Ben={"hand": ["H09", "H13"]},
    )
    play(st, ANN, "end_turn")
    play(st, BEN, "end_turn")
    assert st.result is None and (st.round, st.active) == (2, ANN)


def test_a_round_with_a_hatch_is_not_quiet_r26() -> None:
    st = table(
        Ann={"hand": everything_but("H09", "H10", "H13")},
        Ben={"hand": ["H13"], "eggs": [{"card": "H09", "fed": ["H10"]}]},
    )
    play(st, ANN, "end_turn")
    hatch_egg(st, BEN, "H09")
    play(st, BEN, "end_turn")
    assert st.result is None and st.round == 2


def test_the_round_limit_ends_the_game() -> None:
    st = table(turn={"round": 40}, Ben={"dragons": ["Pebble Whelp"]})
    play(st, ANN, "end_turn")
    play(st, BEN, "end_turn")
    assert st.result is not None and st.result.winners == (BEN,)
    assert st.result.how == "the round limit (40 rounds): the highest dynasty (3)"


# -- the end trigger and the finished round (§3.10) ---------------------------------------------

BIG = ["Skyfather", "Skyfather", "Worldspine", "Worldspine"]  # 200
MAGMA = {"card": "Magma Wyrm", "fed": ["Cinder Whelp", "Cinder Whelp", "Pebble Whelp"]}


def test_the_round_is_finished_after_the_trigger() -> None:
    st = table(
        seats=THREE,
        turn={"active": "Ben", "start": "Ann", "round": 9},
        Ben={"dragons": [*BIG[:3], "Pebble Whelp"], "eggs": [MAGMA]},
    )
    pebble = card(st, BEN, "Pebble Whelp", "dragons")
    hatch_egg(st, BEN, st.players[BEN].eggs[0].id, (pebble,))
    assert st.trigger is None  # 52 + 52 + 48 + 14 = 166
    st = table(
        seats=THREE,
        turn={"active": "Ben", "start": "Ann", "round": 9},
        Ben={"dragons": [*BIG, "Pebble Whelp"], "eggs": [MAGMA]},
        Cora={"dragons": ["Emberclaw"]},
    )
    pebble = card(st, BEN, "Pebble Whelp", "dragons")
    hatch_egg(st, BEN, st.players[BEN].eggs[0].id, (pebble,))
    assert st.trigger == BEN
    play(st, BEN, "end_turn")  # the trigger player finishes the turn
    assert st.result is None and st.active == CORA  # the others still play this round
    play(st, CORA, "end_turn")  # Cora sits just before Ann, the starting player
    assert st.result is not None
    assert st.result.winners == (BEN,)
    assert st.result.how == "the highest dynasty (214)"
    assert st.result.summary == "Ann 0 · Ben 214 · Cora 12"
    assert public(st)[-1] == (
        "The game is over after round 9: Ann 0 · Ben 214 · Cora 12. Ben won by the highest "
        "dynasty (214)."
    )


def test_a_trigger_by_the_last_player_of_the_round_ends_the_game_with_that_turn() -> None:
    st = table(
        seats=THREE,
        turn={"active": "Cora", "start": "Ann"},
        Cora={"dragons": [*BIG, "Pebble Whelp"], "eggs": [MAGMA]},
    )
    pebble = card(st, CORA, "Pebble Whelp", "dragons")
    hatch_egg(st, CORA, st.players[CORA].eggs[0].id, (pebble,))
    assert st.result is None  # the trigger player may keep scoring
    play(st, CORA, "end_turn")
    assert st.result is not None and st.result.winners == (CORA,)


def test_later_players_passing_200_do_not_change_the_trigger_r24() -> None:
    st = table(
        seats=THREE,
        turn={"active": "Cora", "start": "Ann", "trigger": "Ben"},
        Ben={"dragons": ["Sunforge", "Sunforge", "Leviathan", "Leviathan", "Emberclaw"]},
        Cora={"dragons": [*BIG, "Pebble Whelp"], "eggs": [MAGMA]},
    )
    pebble = card(st, CORA, "Pebble Whelp", "dragons")
    hatch_egg(st, CORA, st.players[CORA].eggs[0].id, (pebble,))
    assert st.trigger == BEN
    play(st, CORA, "end_turn")
    assert st.result is not None and st.result.winners == (CORA,)  # 214 beats 180


BEN_150 = ["Skyfather", "Worldspine", "Sunforge", "Cragjaw"]
CORA_150 = ["Skyfather", "Worldspine", "Leviathan", "Ripplefin"]
ANN_100 = ["Leviathan", "Sunforge", "Zephyr Whelp", "Emberclaw"]
ANN_150 = [
    "Granite Elder",
    "Tempest Elder",
    "Pyre Elder",
    "Abyss Elder",
    "Ashen Serpent",
    "Stormkite",
    "Zephyr Whelp",
]


def ended_tie(ann: list[str], options: dict[str, bool] | None = None):  # type: ignore[no-untyped-def]
    st = table(
        seats=THREE,
        options=options,
        turn={"active": "Cora", "start": "Ann", "trigger": "Ann"},
        Ann={"dragons": ann},
        Ben={"dragons": BEN_150, "dynasty": 150},
        Cora={"dragons": CORA_150, "dynasty": 150},
    )
    play(st, CORA, "end_turn")
    assert st.result is not None
    return st.result


def test_a_tie_goes_to_the_trigger_player_even_from_below_r25() -> None:
    result = ended_tie(ANN_100)
    assert result.winners == (ANN,)
    assert result.how == "the tie-break: a tie at 150, and they triggered the end (R25)"


def test_strict_tie_break_shares_a_tie_the_trigger_player_is_not_in_r25() -> None:
    result = ended_tie(ANN_100, {"strict_tie_break": True})
    assert result.winners == (BEN, CORA)
    assert result.how == "a shared highest dynasty (150); the trigger player was not tied (R25)"


def test_strict_tie_break_gives_the_trigger_player_a_tie_they_are_in_r25() -> None:
    result = ended_tie(ANN_150, {"strict_tie_break": True})
    assert result.winners == (ANN,)


def test_after_the_end_every_move_is_refused_and_everything_is_shown() -> None:
    st = table(
        turn={"round": 40}, Ann={"hand": ["Sunforge"]}, Ben={"eggs": [{"card": "Leviathan"}]}
    )
    play(st, ANN, "end_turn")
    play(st, BEN, "end_turn")
    assert st.result is not None
    err = refused(st, ANN, "end_turn")
    assert (err.code, err.message) == ("hatch/game-over", "The game is over.")
    view = RULES.view(st, ANN)  # §4: every egg and hand is revealed at the end
    assert view.players[BEN].eggs[0].id == "H67"
    assert view.players[BEN].hand.cards == st.players[BEN].hand.cards
    assert RULES.legal_moves(st, BEN) == []
    assert Move.make(ANN, "end_turn") not in RULES.legal_moves(st, ANN)


def test_ending_a_turn_passes_to_the_next_seat_and_a_new_round_to_the_starting_player() -> None:
    st = table(seats=THREE, turn={"active": "Cora", "start": "Ben", "round": 3})
    play(st, CORA, "end_turn")
    assert (st.active, st.round) == (ANN, 3)
    play(st, ANN, "end_turn")
    assert (st.active, st.round) == (BEN, 4)
    assert public(st)[-1].startswith("Ben refills") or "Round 4: Ben's turn." in public(st)
    assert dragons(st, BEN) == []
