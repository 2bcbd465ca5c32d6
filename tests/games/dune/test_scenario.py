"""Dragon Dune scenarios: a turn's start as a file describes it, and what it may not say."""

from pathlib import Path

import pytest

from game.bots.random_bot import RandomBot
from game.core.errors import DataError
from game.core.scenario import parse_scenario
from game.games import REGISTRY
from game.games.dune.state import DRAGON, full_deck
from game.scenarios import load_scenario

RULES = REGISTRY.get("dune")
ENTRY = REGISTRY.entry("dune")
FOLDER = Path(__file__).resolve().parents[3] / "scenarios" / "dune"
EXAMPLES = sorted(FOLDER.glob("*.toml"))

BASE = """\
[game]
seed = 2
seats = ["Dain", "Elra", "Grik", "Orla"]

[board]
{board}
[player.Dain]
{dain}"""


def text(board: str = "", dain: str = "") -> str:
    return BASE.format(board=board, dain=dain)


def problem(scenario: str) -> str:
    with pytest.raises(DataError) as caught:
        parse_scenario(scenario, ENTRY, "s.toml").state(RULES)
    return str(caught.value)


def test_there_are_example_scenarios() -> None:
    assert [p.name for p in EXAMPLES] == ["alliance_edge.toml", "last_turn.toml"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_each_example_loads_and_plays_to_the_end(path: Path) -> None:
    state = load_scenario(REGISTRY, "dune", path).state(RULES)
    bots = [RandomBot(seat) for seat in range(4)]
    for _ in range(3000):
        if RULES.result(state) is not None:
            break
        seat = RULES.to_act(state)[0]
        RULES.apply(
            state, bots[seat].choose(RULES.view(state, seat), RULES.legal_moves(state, seat))
        )
    assert RULES.result(state) is not None
    assert sorted(c for zone in state.zones() for c in zone.cards) == sorted(full_deck())


def test_the_last_turn_is_the_position_it_describes() -> None:
    state = load_scenario(REGISTRY, "dune", FOLDER / "last_turn.toml").state(RULES)
    assert (state.turn, state.round, state.emperor) == (6, DRAGON, 2)
    dain, elra, grik, orla = state.players
    assert (dain.gold, elra.gold, grik.gold, orla.gold) == (14, 6, 9, 3)
    assert dain.hand.cards == ["5D", "AS"] and grik.hand.cards == ["3C", "6H", "2S"]
    assert len(elra.hand) == 1 and len(orla.hand) == 1  # the set-up's deal
    assert state.tokens["3c"] == [4, 0, 0, 0] and state.tokens["5c"] == [0, 0, 3, 0]
    assert state.hidden == {"5c": 1}
    assert elra.graveyard == 4 and state.reserve(1) == 20 - 5 - 1 - 4
    assert (
        state.log[1].text == "Turn 6 begins. The Emperor is Grik (Goblins); the dragon stands at 9."
    )


def test_the_alliance_and_the_tops_of_the_decks() -> None:
    state = load_scenario(REGISTRY, "dune", FOLDER / "alliance_edge.toml").state(RULES)
    assert state.players[0].ally == 1 and state.players[1].ally == 0
    assert state.events.cards[:2] == ["9S", "7H"]
    assert state.artifact_deck.cards[-2:] == ["4C", "AH"]  # the Ace of Hearts on top


def test_what_a_file_leaves_out_is_the_set_up() -> None:
    state = parse_scenario(text(), ENTRY, "s.toml").state(RULES)
    assert [p.gold for p in state.players][:2] == [10, 10]  # the Elves' and Goblins' before income
    assert state.tokens["5c"][1] == 10 and state.tokens["10c"][2] == 5
    assert (state.on("1c", 3), state.on("9f", 3), state.on("16f", 3)) == (4, 3, 3)
    assert all(len(p.secret) == 2 for p in state.players)
    assert sorted(c for zone in state.zones() for c in zone.cards) == sorted(full_deck())


@pytest.mark.parametrize(
    ("board", "dain", "message"),
    [
        (
            "",
            'hand = ["ZZ"]\n',
            "line 8: Dain's hand names 'ZZ', which is not a card of Dragon "
            "Dune (a rank A, 2 to 10, J, Q or K and a suit C, D, H or S, such as 7C or QH).",
        ),
        (
            "",
            'hand = ["KD"]\n',
            "line 8: Dain's hand names KD, a King; the Kings lie face up "
            "beside the board and are never dealt.",
        ),
        (
            "",
            'hand = ["8C"]\n',
            "line 8: Dain's hand names 8C, which is not an artifact (an "
            "artifact is an A or a 2 to 6).",
        ),
        (
            "",
            'hand = ["2C", "3C", "4C", "5C", "6C"]\n',
            "line 8: Dain's hand holds 5 artifacts; the Dwarves hold at most 4.",
        ),
        (
            'artifact_deck = ["2C"]\n',
            'hand = ["2C"]\n',
            "line 9: card 2C is in two zones: [board] artifact_deck and Dain's hand.",
        ),
        (
            "",
            'queen = "QH"\ndeclared = ["QS"]\n',
            "line 8: Dain has 2 Queens (QH, QS); each player has one Queen and one Jack (R40).",
        ),
        ("", 'jack = "QH"\n', "line 8: Dain's jack names QH, which is not a Jack."),
        (
            "",
            'tokens = { "3x" = 2 }\n',
            "line 8: Dain's tokens name the region '3x', which is not "
            "on the board of Dragon Dune; its regions are: 0f, 1, 1c, 2, 2f, 3, 3c, 4, 4f, 5c, 6, 7, "
            "8, 8f, 9, 9f, 10, 10c, 11, 12f, 13, 14, 15, 15c, 16, 16f, 17, 18.",
        ),
        (
            "",
            'hidden = { "3" = 2 }\n',
            "line 8: only the Elves hide tokens; Dain plays the Dwarves.",
        ),
        (
            "",
            'tokens = { "3" = 15 }\ngraveyard = 6\n',
            "line 8: Dain has 21 tokens on the board and in the graveyard; the Dwarves have 20 "
            "(R13).",
        ),
        (
            "",
            'tokens = { "10c" = 2, "5c" = 1 }\n[player.Orla]\ntokens = { "10c" = 1 }\n',
            "line 10: 10c holds tokens of Dain, Grik and Orla; a city holds the tokens of at most "
            "two players (R22).",
        ),
        (
            'gold = { "3c" = 4 }\n',
            "",
            "line 6: [board] gold lies on '3c', a city; gold lies only on plains.",
        ),
        (
            'alliances = [["Dain", "Elra", "Grik"]]\n',
            "",
            "line 6: an alliance of 3: an alliance "
            "has two (more only with the option larger_alliances) players (R11).",
        ),
        (
            'alliances = [["Dain", "Elra"], ["Dain", "Orla"]]\n',
            "",
            "line 6: Dain is in two alliances; a player belongs to one at most.",
        ),
        (
            'emperor = "Cora"\n',
            "",
            "line 6: [board]: 'emperor' names 'Cora', who is not at a "
            "seat; the seats are Dain, Elra, Grik and Orla.",
        ),
        ("turn = 7\n", "", "line 6: [board]: 'turn' should be a whole number from 1 to 6, not 7."),
        (
            "dragon = 19\n",
            "",
            "line 6: [board]: 'dragon' should be a whole number from 1 to 18, not 19.",
        ),
        (
            "",
            "gold = 1000\n",
            "line 8: Dain: 'gold' should be a whole number from 0 to 999, not 1000.",
        ),
    ],
)
def test_an_impossible_position_names_the_line_and_the_problem(
    board: str, dain: str, message: str
) -> None:
    assert problem(text(board, dain)) == f"s.toml: {message}"


def test_the_seats_are_the_four_factions() -> None:
    five = text().replace('"Orla"]', '"Orla", "Pim"]')
    assert problem(five) == "s.toml: line 3: Dragon Dune is for 4 players; the seats name 5."
    seating = text().replace("seed = 2\n", "seed = 2\noptions = { random_seating = true }\n")
    assert problem(seating) == (
        "s.toml: line 3: random_seating can't be used in a scenario: the seats say who plays "
        "which faction (the Dwarves, the Elves, the Goblins, the Orcs)."
    )
