"""The Collection round (R27–R29, R2, R4): income, gold from plains, victory, the Emperor."""

from typing import Any

from game.core.move import Move
from game.games.dune import collection, council
from game.games.dune.state import COLLECTION, DWARVES, ELVES, GOBLINS, ORCS, DuneState
from tests.games.dune.helpers import CTX, RULES, bare, put
from tests.games.dune.helpers import all_texts as texts


def collected(state: DuneState) -> DuneState:
    collection.begin(state, CTX)
    return state


def start(turn: int = 2, emperor: int = DWARVES, **options: Any) -> DuneState:
    state = bare(options=options, turn=turn)
    state.emperor = emperor
    return state


def test_step_1_every_player_receives_2_gold() -> None:
    state = collected(start())
    assert [p.gold for p in state.players] == [2, 2, 2, 2]
    assert texts(state)[0] == "Every player receives 2 gold."
    assert state.pending is None and state.result is None


def test_r28_a_controller_takes_2_gold_per_visible_token_and_the_rest_stays() -> None:
    state = start()
    put(state, "13", GOBLINS, 3)
    state.gold_on["13"] = 12
    collected(state)
    assert state.players[GOBLINS].gold == 2 + 6
    assert state.gold_on == {"13": 6}
    assert "Grik (Goblins) collects 6 gold from 13 with 3 tokens (6 left there; 8 gold)." in texts(
        state
    )


def test_r28_a_controller_takes_at_most_what_lies_there() -> None:
    state = start()
    put(state, "4", ELVES, 9)
    state.gold_on["4"] = 8
    collected(state)
    assert state.players[ELVES].gold == 10 and state.gold_on == {}


def test_r27_a_contested_plain_pays_nobody() -> None:
    state = start()
    put(state, "13", GOBLINS, 3)
    put(state, "13", DWARVES, 1)
    state.gold_on["13"] = 12
    collected(state)
    assert [p.gold for p in state.players] == [2, 2, 2, 2]
    assert state.gold_on == {"13": 12}


def test_r23_hidden_elves_neither_collect_nor_contest() -> None:
    state = start()
    state.hidden["13"] = 6
    put(state, "13", DWARVES, 1)
    state.gold_on["13"] = 12
    collected(state)
    assert state.players[DWARVES].gold == 4 and state.players[ELVES].gold == 2
    assert state.gold_on == {"13": 10}


def test_r28_allies_alone_on_a_plain_take_turns_from_the_emperor() -> None:
    state = start(emperor=GOBLINS)
    council.make_alliance(state, (DWARVES, ORCS))
    put(state, "13", DWARVES, 4)
    put(state, "13", ORCS, 3)
    state.gold_on["13"] = 12
    collected(state)
    assert state.players[ORCS].gold == 2 + 6  # the Orcs come first from the Goblins
    assert state.players[DWARVES].gold == 2 + 6  # min(6 remaining, 8)
    assert state.gold_on == {}
    lines = [t for t in texts(state) if "collects" in t]
    assert lines == [
        "Urg (Orcs) collects 6 gold from 13 with 3 tokens (6 left there; 8 gold).",
        "Dain (Dwarves) collects 6 gold from 13 with 4 tokens (0 left there; 8 gold).",
    ]


# -- victory (R29) ---------------------------------------------------------------------------


def test_r29_a_lone_player_controlling_three_cities_wins() -> None:
    state = start()
    for city in ("3c", "5c", "10c"):
        put(state, city, ELVES, 1)
    put(state, "15c", DWARVES, 1)
    put(state, "15c", ELVES, 1)  # shared: nobody controls it
    collected(state)
    assert state.result is not None
    assert state.result.winners == (ELVES,)
    assert state.result.how == "three cities"
    assert state.result.summary == "Elora (Elves) wins alone, controlling 3 cities: 3c, 5c and 10c."
    assert texts(state)[-1] == state.result.summary
    assert state.emperor == DWARVES  # the game is over: no new Emperor


def test_r29_hidden_tokens_do_not_control_a_city() -> None:
    state = start()
    put(state, "3c", ELVES, 1)
    put(state, "5c", ELVES, 1)
    state.hidden["10c"] = 4
    assert collected(state).result is None


def test_r29_an_allied_player_with_three_cities_alone_does_not_win() -> None:
    state = start()
    council.make_alliance(state, (ELVES, GOBLINS))
    for city in ("3c", "5c", "10c"):
        put(state, city, ELVES, 1)
    assert collected(state).result is None


def test_r29_an_alliance_controlling_four_cities_wins_together() -> None:
    state = start()
    council.make_alliance(state, (DWARVES, ORCS))
    put(state, "1c", ORCS, 2)
    put(state, "3c", DWARVES, 1)
    put(state, "15c", DWARVES, 1)
    put(state, "10c", DWARVES, 1)
    put(state, "10c", ORCS, 1)  # both members: still the alliance's (R12)
    collected(state)
    assert state.result is not None
    assert state.result.winners == (DWARVES, ORCS)
    assert state.result.how == "four cities (alliance)"
    assert state.result.summary == (
        "Dain (Dwarves) and Urg (Orcs) win together, their alliance controlling 4 cities: "
        "1c, 3c, 10c and 15c."
    )


def test_r29_an_alliance_with_three_cities_does_not_win() -> None:
    state = start()
    council.make_alliance(state, (DWARVES, ORCS))
    for city in ("1c", "3c", "15c"):
        put(state, city, ORCS, 1)
    assert collected(state).result is None


def test_r29_option_a_larger_alliance_wins_with_four_cities() -> None:
    state = start(larger_alliances=True)
    council.make_alliance(state, (DWARVES, ELVES, GOBLINS))
    for city, seat in (("1c", DWARVES), ("3c", ELVES), ("5c", ELVES), ("10c", GOBLINS)):
        put(state, city, seat, 1)
    collected(state)
    assert state.result is not None and state.result.winners == (DWARVES, ELVES, GOBLINS)


def test_r29_after_turn_6_without_a_winner_the_orcs_win_alone() -> None:
    state = collected(start(turn=6))
    assert state.result is not None
    assert (state.result.winners, state.result.how) == ((ORCS,), "default (turn 6)")
    assert state.result.summary == "Nobody won in 6 turns: Urg (Orcs) wins by default."


def test_r29_the_orcs_share_the_default_victory_with_their_ally() -> None:
    state = start(turn=6)
    council.make_alliance(state, (ELVES, ORCS))
    collected(state)
    assert state.result is not None and state.result.winners == (ELVES, ORCS)
    assert state.result.summary == (
        "Nobody won in 6 turns: Urg (Orcs) wins by default, sharing it with their ally "
        "Elora (Elves)."
    )


def test_r29_a_city_victory_on_turn_6_beats_the_default() -> None:
    state = start(turn=6)
    for city in ("1c", "3c", "5c"):
        put(state, city, GOBLINS, 1)
    collected(state)
    assert state.result is not None and state.result.winners == (GOBLINS,)


def test_r4_before_turn_6_nobody_wins_by_default() -> None:
    assert collected(start(turn=5)).result is None


# -- the Emperor (R2) ------------------------------------------------------------------------


def test_r2_the_emperor_passes_to_the_next_player() -> None:
    state = collected(start(emperor=ORCS))
    assert state.emperor == DWARVES
    assert texts(state)[-1] == "Dain (Dwarves) becomes the Emperor."


def test_r2_option_the_emperor_stays_all_game() -> None:
    state = collected(start(emperor=GOBLINS, fixed_emperor=True))
    assert state.emperor == GOBLINS


def test_the_collection_round_takes_no_moves() -> None:
    state = start()
    state.round = COLLECTION
    assert RULES.moves_table.open_in(COLLECTION) == ()
    assert RULES.legal_moves(state, 0) == []
    problem = RULES.reason(state, Move.make(0, "pass_bid"))
    assert problem is not None and problem.code == "dune/E_WRONG_PHASE"
