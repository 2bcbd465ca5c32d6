"""The Battle round (R23a, R30–R39): hiding, battles, questions, plans, treachery, plunder."""

from typing import Any

import pytest

from game.core.move import Move
from game.core.state import ANSWERED
from game.core.zones import HIDDEN_CARD
from game.games.dune import battle
from game.games.dune.rules import DuneRuleset
from game.games.dune.state import BATTLE, DWARVES, ELVES, GOBLINS, ORCS, DuneState
from tests.games.dune.helpers import CTX, Round, asked, bare, carry_out, put, texts, why_not

ROUND = Round(battle)
play, refused = ROUND.play, ROUND.refused


def opened(emperor: int = DWARVES, **options: Any) -> DuneState:
    state = bare(options=options)
    state.emperor = emperor
    state.round = BATTLE
    return state


def begun(state: DuneState) -> DuneState:
    battle.begin(state, CTX)
    return state


def fight(state: DuneState) -> dict[str, Any]:
    current: dict[str, Any] = state.work[BATTLE]["fight"]
    return current


def plans(state: DuneState, attack: tuple[int, str | None], defend: tuple[int, str | None]) -> None:
    """Both secret plans: (army, artifact) for the attacker, then the defender."""
    f = fight(state)
    play(state, f["attacker"], "choose_army", n=attack[0], artifact=attack[1])
    play(state, f["defender"], "choose_army", n=defend[0], artifact=defend[1])


def decline_all(state: DuneState) -> None:
    while state.pending is not None and state.pending.kind == "treachery":
        play(state, state.pending.seats[0], "decline_treachery")


def dwarves_attack_goblins(**options: Any) -> DuneState:
    """Dwarves (Emperor) 5 and Goblins 4 in 4; the battle chosen, plans next."""
    state = opened(**options)
    put(state, "4", DWARVES, 5)
    put(state, "4", GOBLINS, 4)
    begun(state)
    play(state, DWARVES, "choose_battle", region="4", opponent=GOBLINS)
    return state


# -- R23a: hiding ------------------------------------------------------------------------------


def test_r23a_the_elves_are_asked_to_hide_when_they_have_a_contested_stack() -> None:
    state = opened()
    put(state, "4", ELVES, 3)
    put(state, "4", GOBLINS, 2)
    put(state, "6", ELVES, 2)
    begun(state)
    assert asked(state) == ("elves_hide", (ELVES,))
    assert ROUND.legal(state, ELVES) == [
        Move.make(ELVES, "hide", region="4"),
        Move.make(ELVES, "done"),
    ]


def test_r23a_hidden_elves_escape_the_battle() -> None:
    state = opened()
    put(state, "4", ELVES, 3)
    put(state, "4", GOBLINS, 2)
    begun(state)
    play(state, ELVES, "hide", region="4")
    assert state.hidden == {"4": 3} and state.on("4", ELVES) == 0
    assert "The Elves hide 3 tokens in 4." in texts(state)
    assert asked(state) is None  # nothing left to fight
    assert texts(state)[-1] == "The Battle round ends."


def test_r23a_a_hiding_stack_joins_a_hidden_group_there() -> None:
    state = opened()
    state.hidden["4"] = 2
    put(state, "4", ELVES, 3)
    put(state, "4", GOBLINS, 2)
    begun(state)
    play(state, ELVES, "hide", region="4")
    assert state.hidden == {"4": 5}


def test_r23a_no_prompt_without_a_contested_stack_and_never_in_0f() -> None:
    state = opened()
    put(state, "0f", ELVES, 3)
    put(state, "0f", GOBLINS, 2)
    begun(state)
    assert asked(state) is None


def test_r23a_hiding_only_in_a_contested_region_other_than_0f() -> None:
    state = opened()
    put(state, "4", ELVES, 3)
    put(state, "4", GOBLINS, 2)
    put(state, "0f", ELVES, 3)
    put(state, "0f", GOBLINS, 2)
    put(state, "6", ELVES, 1)
    begun(state)
    cannot = (
        "dune/E_CANNOT_HIDE",
        "Elves hide only at the start of the Battle round, in a contested region.",
    )
    assert refused(state, ELVES, "hide", region="0f") == cannot
    assert refused(state, ELVES, "hide", region="6") == cannot
    assert refused(state, ELVES, "hide", region="8") == (
        "dune/E_NO_PRESENCE",
        "You have no visible tokens in 8.",
    )


def test_r23a_hiding_after_step_0_is_refused() -> None:
    state = opened(emperor=ELVES)
    put(state, "4", ELVES, 3)
    put(state, "4", GOBLINS, 2)
    begun(state)
    play(state, ELVES, "done")
    assert asked(state) == ("choose_battle", (ELVES,))
    assert refused(state, ELVES, "hide", region="4")[0] == "dune/E_CANNOT_HIDE"


def test_r23b_hidden_elves_do_not_fight() -> None:
    state = opened()
    state.hidden["4"] = 3
    put(state, "4", GOBLINS, 2)
    begun(state)
    assert asked(state) is None


# -- R30: who fights ---------------------------------------------------------------------------


def test_r30_the_emperor_attacks_first_and_battles_are_mandatory() -> None:
    state = opened(emperor=GOBLINS)
    put(state, "4", DWARVES, 2)
    put(state, "4", GOBLINS, 2)
    begun(state)
    assert asked(state) == ("choose_battle", (GOBLINS,))
    assert ROUND.legal(state, GOBLINS) == [
        Move.make(GOBLINS, "choose_battle", region="4", opponent=DWARVES)
    ]
    play(state, GOBLINS, "choose_battle", region="4", opponent=DWARVES)
    assert texts(state)[-1] == "Battle in 4: Grik (Goblins) attacks Dain (Dwarves)."
    assert asked(state) == ("battle_plan", (GOBLINS, DWARVES))


def test_r30_no_battles_are_fought_in_0f() -> None:
    state = opened()
    put(state, "0f", DWARVES, 2)
    put(state, "0f", GOBLINS, 2)
    put(state, "4", DWARVES, 2)
    put(state, "4", ORCS, 2)
    begun(state)
    assert ROUND.legal(state, DWARVES) == [
        Move.make(DWARVES, "choose_battle", region="4", opponent=ORCS)
    ]
    assert refused(state, DWARVES, "choose_battle", region="0f", opponent=GOBLINS) == (
        "dune/E_NEUTRAL",
        "No battles are fought in 0f.",
    )


def test_r30_r12_allies_never_fight() -> None:
    state = opened()
    state.players[DWARVES].ally, state.players[GOBLINS].ally = GOBLINS, DWARVES
    put(state, "4", DWARVES, 2)
    put(state, "4", GOBLINS, 2)
    put(state, "4", ORCS, 1)
    begun(state)
    assert refused(state, DWARVES, "choose_battle", region="4", opponent=GOBLINS) == (
        "dune/E_ALLY",
        "You do not fight your ally.",
    )
    assert ROUND.legal(state, DWARVES) == [
        Move.make(DWARVES, "choose_battle", region="4", opponent=ORCS)
    ]


def test_r30_allies_alone_in_a_region_end_the_round_at_once() -> None:
    state = opened()
    state.players[DWARVES].ally, state.players[GOBLINS].ally = GOBLINS, DWARVES
    put(state, "4", DWARVES, 2)
    put(state, "4", GOBLINS, 2)
    begun(state)
    assert asked(state) is None


def test_r30_the_opponent_needs_visible_tokens_there() -> None:
    state = opened()
    put(state, "4", DWARVES, 2)
    put(state, "4", GOBLINS, 2)
    begun(state)
    assert refused(state, DWARVES, "choose_battle", region="4", opponent=ORCS) == (
        "dune/E_NO_OPPONENT",
        "Urg has no visible tokens in 4.",
    )
    assert refused(state, DWARVES, "choose_battle", region="8", opponent=GOBLINS) == (
        "dune/E_NO_PRESENCE",
        "You have no visible tokens in 8.",
    )


def test_r30_three_players_fight_pairwise_and_the_attacker_fights_all_its_battles() -> None:
    state = opened()
    put(state, "4", DWARVES, 5)
    put(state, "4", GOBLINS, 1)
    put(state, "4", ORCS, 1)
    begun(state)
    play(state, DWARVES, "choose_battle", region="4", opponent=GOBLINS)
    plans(state, (1, None), (0, None))
    decline_all(state)
    assert state.on("4", GOBLINS) == 0
    assert asked(state) == ("choose_battle", (DWARVES,))  # the Orcs are still there
    play(state, DWARVES, "choose_battle", region="4", opponent=ORCS)
    plans(state, (1, None), (0, None))
    decline_all(state)
    assert asked(state) is None
    assert state.present("4") == [DWARVES] and state.on("4", DWARVES) == 3


def test_r30_a_beaten_player_leaves_and_later_players_fight_on_their_own_turn() -> None:
    state = opened()
    put(state, "4", DWARVES, 1)
    put(state, "4", GOBLINS, 3)
    put(state, "4", ORCS, 2)
    begun(state)
    play(state, DWARVES, "choose_battle", region="4", opponent=GOBLINS)
    plans(state, (1, None), (2, None))
    decline_all(state)
    assert state.on("4", DWARVES) == 0
    assert asked(state) == ("choose_battle", (GOBLINS,))
    assert ROUND.legal(state, GOBLINS) == [
        Move.make(GOBLINS, "choose_battle", region="4", opponent=ORCS)
    ]


# -- R31: the secret plans ---------------------------------------------------------------------


def test_r31_the_army_is_0_to_the_visible_tokens_there() -> None:
    state = dwarves_attack_goblins()
    assert refused(state, DWARVES, "choose_army", n=6, artifact=None) == (
        "dune/E_ARMY_SIZE",
        "You can send 0 to 5 tokens.",
    )
    assert refused(state, DWARVES, "choose_army", n=-1, artifact=None)[0] == "dune/E_ARMY_SIZE"
    assert why_not(state, Move.make(DWARVES, "choose_army", n=0, artifact=None)) is None


def test_r31_the_artifact_is_one_2_to_6_or_ace_from_the_hand() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].hand.cards = ["5H", "AS"]
    state.players[DWARVES].secret.cards = ["QS", "JC"]
    assert refused(state, DWARVES, "choose_army", n=1, artifact="5S") == (
        "dune/E_NOT_IN_HAND",
        "You do not hold 5S.",
    )
    assert refused(state, DWARVES, "choose_army", n=1, artifact="QS") == (
        "dune/E_NOT_ARTIFACT",
        "Only 2–6 and Aces can be played as artifacts.",
    )
    assert refused(state, DWARVES, "choose_army", n=1, artifact="7C")[0] == "dune/E_NOT_ARTIFACT"
    moves = ROUND.legal(state, DWARVES)
    assert len(moves) == 6 * 3
    assert moves[:3] == [
        Move.make(DWARVES, "choose_army", n=5, artifact=None),
        Move.make(DWARVES, "choose_army", n=5, artifact="5H"),
        Move.make(DWARVES, "choose_army", n=5, artifact="AS"),
    ]


def test_r31_plans_stay_secret_in_the_pending_until_both_are_in() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].hand.cards = ["5H"]
    play(state, DWARVES, "choose_army", n=3, artifact="5H")
    assert asked(state) == ("battle_plan", (GOBLINS,))
    assert state.pending is not None and state.pending.secret
    assert state.pending.seen_by(GOBLINS).answers == {DWARVES: ANSWERED}
    assert state.pending.seen_by(DWARVES).answers == {DWARVES: {"n": 3, "artifact": "5H"}}
    assert "plans" not in fight(state)
    assert texts(state)[-1] == "Dain (Dwarves) has chosen a battle plan."
    view = DuneRuleset().view(state, GOBLINS)
    assert view.pending is not None and view.pending.answers == {DWARVES: ANSWERED}
    assert "5H" not in repr(view.work)


def test_r31_the_reveal_shows_both_plans() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].hand.cards = ["5H"]
    plans(state, (3, "5H"), (2, None))
    assert texts(state)[-2] == (
        "Reveal: Dain (Dwarves) sends 3 tokens with 5H; Grik (Goblins) sends 2 tokens with "
        "no artifact."
    )


# -- R32: the colour bonus ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attack", "defend", "bonus"),
    [
        ("5H", "3S", (5, 3)),  # one card of each colour: both add
        ("5H", "3D", (0, 3)),  # both red: only the strictly lower adds
        ("2S", "6C", (2, 0)),  # both black
        ("4H", "4D", (0, 0)),  # equal values add nothing
        ("AH", "2D", (1, 0)),  # an Ace is worth 1
        (None, "6C", (0, 6)),
        (None, None, (0, 0)),
    ],
)
def test_r32_the_colour_bonus(
    attack: str | None, defend: str | None, bonus: tuple[int, int]
) -> None:
    assert battle.colour_bonus(attack, defend) == bonus


def test_r32_both_red_only_the_lower_adds() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].hand.cards = ["5H"]
    state.players[GOBLINS].hand.cards = ["3D"]
    plans(state, (2, "5H"), (3, "3D"))
    assert texts(state)[-1] == "Totals: Dwarves 2 (2 + 0), Goblins 6 (3 + 3): the Goblins win."
    assert fight(state)["winner"] == GOBLINS and fight(state)["totals"] == [2, 6]


def test_r30_a_tie_goes_to_the_attacker() -> None:
    state = dwarves_attack_goblins()
    plans(state, (3, None), (3, None))
    assert texts(state)[-1] == (
        "Totals: Dwarves 3 (3 + 0), Goblins 3 (3 + 0): the Dwarves win (a tie goes to the "
        "attacker)."
    )
    assert fight(state)["winner"] == DWARVES


# -- R38 and step 9: losses --------------------------------------------------------------------


def test_r38_the_loser_loses_every_visible_token_and_hidden_elves_stay() -> None:
    state = opened(emperor=GOBLINS)
    put(state, "4", GOBLINS, 5)
    put(state, "4", DWARVES, 4)
    state.hidden["4"] = 3
    begun(state)
    play(state, GOBLINS, "choose_battle", region="4", opponent=DWARVES)
    plans(state, (3, None), (2, None))
    decline_all(state)
    assert state.on("4", DWARVES) == 0 and state.players[DWARVES].graveyard == 4
    assert state.on("4", GOBLINS) == 2 and state.players[GOBLINS].graveyard == 3
    assert state.hidden == {"4": 3}
    assert texts(state)[-3:] == [
        "Dain (Dwarves) loses 4 tokens in 4 to the graveyard.",
        "Grik (Goblins) loses the 3 tokens it sent to the graveyard.",
        "The Battle round ends.",
    ]


def test_step9_the_loser_discards_its_artifact_the_winner_may_keep_its_own() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].hand.cards = ["5H", "2C"]
    state.players[GOBLINS].hand.cards = ["3S"]
    plans(state, (3, "5H"), (2, "3S"))
    decline_all(state)
    assert state.players[GOBLINS].hand.cards == [] and state.artifact_discard.cards == ["3S"]
    assert asked(state) == ("keep_artifact", (DWARVES,))
    assert ROUND.legal(state, DWARVES) == [
        Move.make(DWARVES, "keep_artifact", keep=True),
        Move.make(DWARVES, "keep_artifact", keep=False),
    ]
    assert state.battlefield.cards == ["5H"]  # revealed: face up until kept or discarded
    assert state.players[DWARVES].hand.cards == ["2C"]
    play(state, DWARVES, "keep_artifact", keep=True)
    assert state.players[DWARVES].hand.cards == ["2C", "5H"]
    assert state.battlefield.cards == []
    assert texts(state)[-2] == "Dain (Dwarves) keeps 5H."


def test_step9_the_winner_may_discard_its_artifact() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].hand.cards = ["5H"]
    plans(state, (3, "5H"), (2, None))
    decline_all(state)
    play(state, DWARVES, "keep_artifact", keep=False)
    assert state.players[DWARVES].hand.cards == [] and state.artifact_discard.cards == ["5H"]


# -- R34: the Elves' question ------------------------------------------------------------------


def elves_attack_goblins(goblin_hand: list[str], **options: Any) -> DuneState:
    state = opened(emperor=ELVES, **options)
    put(state, "4", ELVES, 3)
    put(state, "4", GOBLINS, 4)
    state.players[GOBLINS].hand.cards = list(goblin_hand)
    begun(state)
    play(state, ELVES, "done")  # no hiding
    play(state, ELVES, "choose_battle", region="4", opponent=GOBLINS)
    return state


def test_r34_the_elves_ask_before_the_plans_and_the_answer_is_public() -> None:
    state = elves_attack_goblins(["3C", "5D"])
    assert asked(state) == ("battle_question", (ELVES,))
    assert ROUND.legal(state, ELVES) == [
        Move.make(ELVES, "ask_question", kind="colour"),
        Move.make(ELVES, "ask_question", kind="value"),
        Move.make(ELVES, "ask_question", kind="army"),
        Move.make(ELVES, "no_question"),
    ]
    play(state, ELVES, "ask_question", kind="colour")
    assert texts(state)[-1] == "The Elves ask Grik (Goblins) the colour of their artifact."
    assert asked(state) == ("battle_answer", (GOBLINS,))
    assert ROUND.legal(state, GOBLINS) == [
        Move.make(GOBLINS, "answer_question", value="red"),
        Move.make(GOBLINS, "answer_question", value="black"),
        Move.make(GOBLINS, "answer_question", value="none"),
    ]
    play(state, GOBLINS, "answer_question", value="black")
    assert texts(state)[-1] == "Grik (Goblins) answers: black."
    assert fight(state)["answer"] == "black"
    assert asked(state) == ("battle_plan", (ELVES, GOBLINS))


def test_r34_the_answer_binds_the_plan() -> None:
    state = elves_attack_goblins(["3C", "5D"])
    play(state, ELVES, "ask_question", kind="colour")
    play(state, GOBLINS, "answer_question", value="black")
    contradiction = ("dune/E_CONTRADICTS_ANSWER", 'Your binding answer was "black".')
    assert refused(state, GOBLINS, "choose_army", n=2, artifact="5D") == contradiction
    assert refused(state, GOBLINS, "choose_army", n=2, artifact=None) == contradiction
    assert {m.get("artifact") for m in ROUND.legal(state, GOBLINS)} == {"3C"}
    play(state, GOBLINS, "choose_army", n=2, artifact="3C")


def test_r34_the_answer_must_be_achievable() -> None:
    state = elves_attack_goblins(["3C"])
    play(state, ELVES, "ask_question", kind="colour")
    impossible = ("dune/E_ANSWER_IMPOSSIBLE", "Your hand/tokens cannot honour that answer.")
    assert refused(state, GOBLINS, "answer_question", value="red") == impossible
    assert refused(state, GOBLINS, "answer_question", value="green") == impossible


def test_r34_none_is_a_valid_answer_and_then_no_artifact_may_be_played() -> None:
    state = elves_attack_goblins(["3C"])
    play(state, ELVES, "ask_question", kind="value")
    assert [m["value"] for m in ROUND.legal(state, GOBLINS)] == [3, "none"]
    assert refused(state, GOBLINS, "answer_question", value=4)[0] == "dune/E_ANSWER_IMPOSSIBLE"
    play(state, GOBLINS, "answer_question", value="none")
    assert refused(state, GOBLINS, "choose_army", n=1, artifact="3C") == (
        "dune/E_CONTRADICTS_ANSWER",
        'Your binding answer was "none".',
    )


def test_r34_the_value_answer_binds_the_value() -> None:
    state = elves_attack_goblins(["3C", "AS"])
    play(state, ELVES, "ask_question", kind="value")
    play(state, GOBLINS, "answer_question", value=1)  # the Ace is worth 1
    assert {m.get("artifact") for m in ROUND.legal(state, GOBLINS)} == {"AS"}


def test_r34_the_army_answer_binds_the_army_size() -> None:
    state = elves_attack_goblins([])
    play(state, ELVES, "ask_question", kind="army")
    assert [m["value"] for m in ROUND.legal(state, GOBLINS)] == [0, 1, 2, 3, 4]
    assert refused(state, GOBLINS, "answer_question", value=5)[0] == "dune/E_ANSWER_IMPOSSIBLE"
    play(state, GOBLINS, "answer_question", value=2)
    assert refused(state, GOBLINS, "choose_army", n=3, artifact=None) == (
        "dune/E_CONTRADICTS_ANSWER",
        'Your binding answer was "2".',
    )
    assert ROUND.legal(state, GOBLINS) == [Move.make(GOBLINS, "choose_army", n=2, artifact=None)]
    assert len(ROUND.legal(state, ELVES)) == 4  # the Elves are not bound


def test_r34_the_elves_may_ask_nothing() -> None:
    state = elves_attack_goblins([])
    play(state, ELVES, "no_question")
    assert texts(state)[-1] == "The Elves ask no question."
    assert asked(state) == ("battle_plan", (ELVES, GOBLINS))


def test_r34_the_elves_ask_when_their_ally_fights() -> None:
    state = opened(emperor=GOBLINS)
    state.players[ELVES].ally, state.players[GOBLINS].ally = GOBLINS, ELVES
    put(state, "4", GOBLINS, 3)
    put(state, "4", ORCS, 2)
    begun(state)
    play(state, GOBLINS, "choose_battle", region="4", opponent=ORCS)
    assert asked(state) == ("battle_question", (ELVES,))
    play(state, ELVES, "ask_question", kind="army")
    assert asked(state) == ("battle_answer", (ORCS,))


def test_r34_no_question_when_neither_the_elves_nor_their_ally_fight() -> None:
    state = dwarves_attack_goblins()
    assert asked(state) == ("battle_plan", (DWARVES, GOBLINS))


def test_r34_only_the_elves_ask() -> None:
    state = opened()
    put(state, "4", DWARVES, 2)
    put(state, "4", GOBLINS, 2)
    begun(state)
    assert refused(state, DWARVES, "ask_question", kind="army") == (
        "dune/E_NO_QUESTION",
        "Only the Elves (for themselves or their ally) may ask.",
    )


def test_r34_a_question_outside_its_step_is_the_wrong_step() -> None:
    state = opened(emperor=ELVES)
    put(state, "4", ELVES, 2)
    put(state, "4", GOBLINS, 2)
    begun(state)
    play(state, ELVES, "done")
    assert refused(state, ELVES, "ask_question", kind="army") == (
        "dune/E_WRONG_PHASE",
        "That action is not allowed in the current round/step.",
    )


# -- R35–R37: treachery ------------------------------------------------------------------------


def test_r35_treachery_is_asked_every_time_attacker_side_first() -> None:
    state = dwarves_attack_goblins()
    plans(state, (3, None), (2, None))
    assert asked(state) == ("treachery", (DWARVES,))
    assert ROUND.legal(state, DWARVES) == [Move.make(DWARVES, "decline_treachery")]
    play(state, DWARVES, "decline_treachery")
    assert texts(state)[-1] == "Dain (Dwarves) declares no treachery."
    assert asked(state) == ("treachery", (GOBLINS,))
    play(state, GOBLINS, "decline_treachery")
    assert asked(state) is None


def test_r33_r35_treachery_overturns_the_result_with_no_losses() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].secret.cards = ["QC", "JS"]
    state.players[GOBLINS].hand.cards = ["4S"]
    plans(state, (1, None), (3, "4S"))
    assert fight(state)["winner"] == GOBLINS  # the totals first (R33)
    assert ROUND.legal(state, DWARVES) == [
        Move.make(DWARVES, "declare_treachery", queen="QC", sabotage="JS"),
        Move.make(DWARVES, "decline_treachery"),
    ]
    play(state, DWARVES, "declare_treachery", queen="QC", sabotage="JS")
    assert texts(state)[-3] == (
        "Dain (Dwarves) declares treachery with QC and JS: the Dwarves win the battle and "
        "lose nothing."
    )
    assert state.on("4", DWARVES) == 5 and state.players[DWARVES].graveyard == 0
    assert state.on("4", GOBLINS) == 0 and state.players[GOBLINS].graveyard == 4
    assert state.artifact_discard.cards == ["4S"]
    assert state.players[DWARVES].declared.cards == ["QC", "JS"]
    assert state.players[DWARVES].secret.cards == []
    assert asked(state) is None  # the first valid declaration decides


def test_r35_the_defender_side_may_declare_after_the_attacker_side() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].hand.cards = ["2H"]
    state.players[GOBLINS].secret.cards = ["QD", "JH"]
    plans(state, (4, "2H"), (0, None))
    play(state, DWARVES, "decline_treachery")
    play(state, GOBLINS, "declare_treachery", queen="QD", sabotage="JH")
    assert fight_over_winner(state) == GOBLINS
    assert state.on("4", DWARVES) == 0 and state.on("4", GOBLINS) == 4
    assert state.artifact_discard.cards == ["2H"]


def fight_over_winner(state: DuneState) -> int:
    """Who won the last battle, read from the public log."""
    line = next(t for t in reversed(texts(state)) if "declares treachery with" in t)
    return GOBLINS if "the Goblins win" in line else DWARVES


def test_r35_the_declared_cards_stay_face_up_and_are_reused() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].declared.cards = ["QC", "JS"]
    state.players[GOBLINS].hand.cards = ["4S"]
    plans(state, (0, None), (4, "4S"))
    play(state, DWARVES, "declare_treachery", queen="QC", sabotage="JS")
    assert state.players[DWARVES].declared.cards == ["QC", "JS"]


def test_r35_the_winner_of_a_treachery_may_keep_its_artifact() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].secret.cards = ["QC", "JS"]
    state.players[DWARVES].hand.cards = ["6D"]
    state.players[GOBLINS].hand.cards = ["4S"]
    plans(state, (0, "6D"), (4, "4S"))
    play(state, DWARVES, "declare_treachery", queen="QC", sabotage="JS")
    assert asked(state) == ("keep_artifact", (DWARVES,))


def test_r35_treachery_checks_in_order() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].secret.cards = ["QH", "JC"]
    plans(state, (1, None), (3, None))
    assert refused(state, DWARVES, "declare_treachery", queen="QC", sabotage="JC") == (
        "dune/E_NOT_IN_HAND",
        "You do not hold QC.",
    )
    assert refused(state, DWARVES, "declare_treachery", queen="QH", sabotage="JS") == (
        "dune/E_NOT_IN_HAND",
        "You do not hold JS.",
    )
    assert refused(state, DWARVES, "declare_treachery", queen="QH", sabotage="JC") == (
        "dune/E_NO_TRAITOR",
        "You do not hold the Usurper of the Goblins.",
    )
    state.players[DWARVES].secret.cards = ["QC", "JC"]
    assert refused(state, DWARVES, "declare_treachery", queen="QC", sabotage="JC") == (
        "dune/E_NO_ARTIFACT_PLAYED",
        "Your opponent played no artifact; nothing to sabotage.",
    )


def test_r36_the_jack_must_match_the_exact_suit_not_the_colour() -> None:
    state = opened(emperor=GOBLINS)
    put(state, "4", GOBLINS, 3)
    put(state, "4", ORCS, 3)
    state.players[GOBLINS].secret.cards = ["QS", "JC"]
    state.players[ORCS].hand.cards = ["4S"]
    begun(state)
    play(state, GOBLINS, "choose_battle", region="4", opponent=ORCS)
    plans(state, (1, None), (3, "4S"))
    assert refused(state, GOBLINS, "declare_treachery", queen="QS", sabotage="JC") == (
        "dune/E_NO_SABOTAGE",
        "You need the Jack of Spades.",
    )


def test_r35_a_non_dwarf_naming_an_ace_fails_the_sabotage_check() -> None:
    state = opened(emperor=GOBLINS)
    put(state, "4", GOBLINS, 3)
    put(state, "4", ORCS, 3)
    state.players[GOBLINS].secret.cards = ["QS"]
    state.players[GOBLINS].hand.cards = ["AS"]
    state.players[ORCS].hand.cards = ["4S"]
    begun(state)
    play(state, GOBLINS, "choose_battle", region="4", opponent=ORCS)
    plans(state, (1, None), (3, "4S"))
    assert refused(state, GOBLINS, "declare_treachery", queen="QS", sabotage="AS") == (
        "dune/E_NO_SABOTAGE",
        "You need the Jack of Spades.",
    )


def test_r35_the_dwarves_may_use_the_ace_of_the_suit_which_is_discarded() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].secret.cards = ["QC", "JD"]
    state.players[DWARVES].hand.cards = ["AS", "AC"]
    state.players[GOBLINS].hand.cards = ["4S"]
    plans(state, (1, None), (3, "4S"))
    assert refused(state, DWARVES, "declare_treachery", queen="QC", sabotage="AC") == (
        "dune/E_NO_SABOTAGE",
        "You need the Jack of Spades, or the Ace (Dwarves).",
    )
    assert Move.make(DWARVES, "declare_treachery", queen="QC", sabotage="AS") in ROUND.legal(
        state, DWARVES
    )
    play(state, DWARVES, "declare_treachery", queen="QC", sabotage="AS")
    assert state.players[DWARVES].declared.cards == ["QC"]
    assert state.players[DWARVES].hand.cards == ["AC"]
    assert state.artifact_discard.cards == ["AS", "4S"]


def test_r35_the_played_artifact_is_not_a_treachery_card() -> None:
    state = dwarves_attack_goblins()
    state.players[DWARVES].secret.cards = ["QC"]
    state.players[DWARVES].hand.cards = ["AS"]
    state.players[GOBLINS].hand.cards = ["4S"]
    plans(state, (1, "AS"), (3, "4S"))
    assert refused(state, DWARVES, "declare_treachery", queen="QC", sabotage="AS") == (
        "dune/E_NOT_IN_HAND",
        "You do not hold AS.",
    )


def test_r35_option_jack_discarded() -> None:
    state = dwarves_attack_goblins(jack_discarded=True)
    state.players[DWARVES].secret.cards = ["QC", "JS"]
    state.players[GOBLINS].hand.cards = ["4S"]
    plans(state, (1, None), (3, "4S"))
    play(state, DWARVES, "declare_treachery", queen="QC", sabotage="JS")
    assert state.players[DWARVES].declared.cards == ["QC"]
    assert state.out_of_play.cards == ["JS"]  # out of the game, face up
    assert "JS" not in state.artifact_discard.cards


def dwarves_ally_elves_attack_goblins(**options: Any) -> DuneState:
    state = opened(emperor=ELVES, **options)
    state.players[ELVES].ally, state.players[DWARVES].ally = DWARVES, ELVES
    put(state, "4", ELVES, 2)
    put(state, "4", GOBLINS, 4)
    state.players[ELVES].secret.cards = ["QC", "JD"]
    state.players[DWARVES].secret.cards = ["QH", "JS"]
    state.players[GOBLINS].hand.cards = ["4S"]
    begun(state)
    play(state, ELVES, "done")
    play(state, ELVES, "choose_battle", region="4", opponent=GOBLINS)
    play(state, ELVES, "no_question")
    plans(state, (1, None), (3, "4S"))
    play(state, ELVES, "decline_treachery")
    return state


def test_r37_the_dwarves_declare_for_their_ally_combining_both_hands() -> None:
    state = dwarves_ally_elves_attack_goblins()
    assert asked(state) == ("treachery", (DWARVES,))
    assert state.pending is not None
    assert state.pending.prompt == (
        "Declare treachery for your ally the Elves (Usurper and Sabotaged Artifact), or decline."
    )
    play(state, DWARVES, "declare_treachery", queen="QC", sabotage="JS")
    assert state.on("4", ELVES) == 2 and state.on("4", GOBLINS) == 0
    assert state.players[DWARVES].declared.cards == ["QC", "JS"]
    assert state.players[ELVES].secret.cards == ["JD"]


def test_r37_option_dwarf_cards_only() -> None:
    state = dwarves_ally_elves_attack_goblins(dwarf_cards_only=True)
    assert refused(state, DWARVES, "declare_treachery", queen="QC", sabotage="JS") == (
        "dune/E_NOT_IN_HAND",
        "You do not hold QC.",
    )


def test_r37_the_dwarves_are_not_asked_when_their_ally_is_not_fighting() -> None:
    state = dwarves_attack_goblins()
    plans(state, (1, None), (3, None))
    play(state, DWARVES, "decline_treachery")
    assert asked(state) == ("treachery", (GOBLINS,))


# -- R39: plunder ------------------------------------------------------------------------------


def orcs_beat_dwarves(
    dwarf_hand: list[str], orc_hand: tuple[str, ...] = (), **options: Any
) -> DuneState:
    state = opened(emperor=ORCS, **options)
    put(state, "4", ORCS, 3)
    put(state, "4", DWARVES, 2)
    state.players[DWARVES].hand.cards = list(dwarf_hand)
    state.players[ORCS].hand.cards = list(orc_hand)
    begun(state)
    play(state, ORCS, "choose_battle", region="4", opponent=DWARVES)
    plans(state, (3, None), (1, None))
    decline_all(state)
    return state


def test_r39_the_orcs_may_steal_a_random_card_seen_only_by_them_and_the_victim() -> None:
    state = orcs_beat_dwarves(["2D", "5H", "3C"])
    assert asked(state) == ("plunder", (ORCS,))
    play(state, ORCS, "plunder", take=True)
    assert state.pending is not None and state.pending.kind == "plunder_resolve"
    card = state.pending.choices[0]
    assert card in ("2D", "5H", "3C")
    assert texts(state)[-1] == "The Orcs steal one of the Dwarves' artifact cards at random."
    assert texts(state, ORCS)[-1] == f"You steal {card} from Dain (Dwarves)."
    assert texts(state, DWARVES)[-1] == f"The Orcs steal your {card}."
    assert not any(card in t for t in texts(state))
    assert state.pending.seen_by(ELVES).choices == (HIDDEN_CARD,)
    # The card is the Orcs' now; the victim knows it from its own log line only.
    assert state.pending.seen_by(DWARVES).choices == (HIDDEN_CARD,)
    assert card in state.players[ORCS].hand.cards
    play(state, ORCS, "plunder_resolve", keep_or_sell="keep")
    assert state.players[ORCS].hand.cards == [card]
    assert card not in state.players[DWARVES].hand.cards
    assert texts(state)[-2] == "The Orcs keep the stolen card."


def test_r39_the_orcs_may_sell_the_stolen_card_for_its_rank() -> None:
    state = orcs_beat_dwarves(["AD"])
    play(state, ORCS, "plunder", take=True)
    play(state, ORCS, "plunder_resolve", keep_or_sell="sell")
    assert state.players[ORCS].gold == 1  # an Ace sells for 1
    assert state.artifact_discard.cards == ["AD"]
    assert texts(state)[-2] == "The Orcs sell the stolen AD for 1 gold (1 gold)."


def test_r39_a_full_hand_must_sell() -> None:
    state = orcs_beat_dwarves(["5D"], ["2S", "3S", "4S", "5S"])
    play(state, ORCS, "plunder", take=True)
    assert ROUND.legal(state, ORCS) == [Move.make(ORCS, "plunder_resolve", keep_or_sell="sell")]
    assert refused(state, ORCS, "plunder_resolve", keep_or_sell="keep") == (
        "dune/E_HAND_FULL",
        "Your hand is full (4 artifacts).",
    )
    play(state, ORCS, "plunder_resolve", keep_or_sell="sell")
    assert state.players[ORCS].gold == 5


def test_r39_the_orcs_may_decline_to_plunder() -> None:
    state = orcs_beat_dwarves(["5D"])
    play(state, ORCS, "plunder", take=False)
    assert state.players[DWARVES].hand.cards == ["5D"]
    assert texts(state)[-2] == "The Orcs take nothing."


def test_r39_no_plunder_from_an_empty_hand() -> None:
    state = orcs_beat_dwarves([])
    assert asked(state) is None


def test_r39_plunder_follows_a_win_by_treachery() -> None:
    state = opened(emperor=DWARVES)
    put(state, "4", DWARVES, 5)
    put(state, "4", ORCS, 1)
    state.players[DWARVES].hand.cards = ["2H", "6C"]
    state.players[ORCS].secret.cards = ["QD", "JH"]
    begun(state)
    play(state, DWARVES, "choose_battle", region="4", opponent=ORCS)
    plans(state, (5, "2H"), (0, None))
    play(state, DWARVES, "decline_treachery")
    play(state, ORCS, "declare_treachery", queen="QD", sabotage="JH")
    assert state.on("4", ORCS) == 1 and state.on("4", DWARVES) == 0
    assert asked(state) == ("plunder", (ORCS,))
    play(state, ORCS, "plunder", take=True)
    assert state.pending is not None and state.pending.choices == ("6C",)


def test_r39_plunder_is_only_for_the_orcs() -> None:
    state = dwarves_attack_goblins()
    state.players[GOBLINS].hand.cards = ["5D"]
    plans(state, (3, None), (1, None))
    decline_all(state)
    assert asked(state) is None


# -- consistency -------------------------------------------------------------------------------


def test_every_offered_move_is_accepted_through_a_battle() -> None:
    state = dwarves_ally_elves_attack_goblins()
    while state.pending is not None:
        seat = state.pending.seats[0]
        legal = ROUND.legal(state, seat)
        for m in legal:
            assert why_not(state, m) is None, m
        carry_out(state, legal[0])
