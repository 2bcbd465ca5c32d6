"""Dominion: Draconium scenarios: the Supply and the players' cards at a turn's start, and
what a file may not say."""

from pathlib import Path

import pytest

from game.bots.random_bot import RandomBot
from game.core.errors import DataError
from game.core.move import Move
from game.core.scenario import parse_scenario
from game.games import REGISTRY
from game.games.draconium.cards import name_of
from game.games.draconium.scoring import victory_points
from game.games.draconium.state import ACTION, DraconiumState
from game.scenarios import load_scenario

RULES = REGISTRY.get("draconium")
ENTRY = REGISTRY.entry("draconium")
FOLDER = Path(__file__).resolve().parents[3] / "scenarios" / "draconium"
EXAMPLES = sorted(FOLDER.glob("*.toml"))

BASE = """\
[game]
seed = 3
seats = ["Ann", "Bo"]
options = {{ kingdom = "First Game", egg_pool = "no Eggs" }}

[supply]
{supply}
[player.Ann]
{ann}"""


def text(supply: str = "", ann: str = 'hand = ["Gold"]\n') -> str:
    return BASE.format(supply=supply, ann=ann)


def build(scenario: str) -> DraconiumState:
    state: DraconiumState = parse_scenario(scenario, ENTRY, "s.toml").state(RULES)
    return state


def problem(scenario: str) -> str:
    with pytest.raises(DataError) as caught:
        build(scenario)
    return str(caught.value)


def cards_in_zones(state: DraconiumState) -> list[str]:
    return [card for zone in state.zones() for card in zone.cards]


def test_there_are_example_scenarios() -> None:
    assert [p.name for p in EXAMPLES] == ["last_province.toml", "moat_against_witch.toml"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_each_example_loads_and_plays_on(path: Path) -> None:
    state = load_scenario(REGISTRY, "draconium", path).state(RULES)
    before = sorted(cards_in_zones(state))
    bots = [RandomBot(seat) for seat in range(len(state.seats))]
    for _ in range(400):
        if RULES.result(state) is not None:
            break
        seat = RULES.to_act(state)[0]
        RULES.apply(
            state, bots[seat].choose(RULES.view(state, seat), RULES.legal_moves(state, seat))
        )
    assert sorted(cards_in_zones(state)) == before  # gains and trashing only move cards


def test_the_last_province_is_the_position_it_describes() -> None:
    state: DraconiumState = load_scenario(
        REGISTRY, "draconium", FOLDER / "last_province.toml"
    ).state(RULES)
    ann, bo = state.players
    assert (state.active, state.phase, state.actions, state.buys, state.coins) == (
        0,
        ACTION,
        1,
        1,
        0,
    )
    assert (ann.turns, bo.turns, state.turn) == (17, 16, 33)
    assert [name_of(c) for c in ann.hand.cards] == ["Gold", "Gold", "Silver", "Market", "Smithy"]
    assert [name_of(c) for c in reversed(ann.deck.cards)] == ["Gold", "Gold", "Copper", "Estate"]
    assert (len(ann.discard), len(bo.discard)) == (18, 16)
    assert [len(state.supply[p]) for p in ("Province", "Duchy", "Estate", "Gold")] == [2, 5, 6, 18]
    assert [name_of(c) for c in state.trash.cards] == ["Province", "Estate"]
    assert (victory_points(state, 0), victory_points(state, 1)) == (18, 21)
    assert len(state.supply["Copper"]) == 60 - 7 - 9  # every Copper the players do not hold
    assert len(set(cards_in_zones(state))) == len(cards_in_zones(state))


def test_market_first_buys_both_provinces_and_wins() -> None:
    state = load_scenario(REGISTRY, "draconium", FOLDER / "last_province.toml").state(RULES)
    for move in (
        Move.make(0, "play_action", card="Market-01"),
        Move.make(0, "play_action", card="Smithy-01"),
        Move.make(0, "end_phase"),
        Move.make(0, "play_all_treasures"),
        Move.make(0, "buy", pile="Province"),
        Move.make(0, "buy", pile="Province"),
        Move.make(0, "end_phase"),
    ):
        RULES.apply(state, move)
    assert state.result is not None and state.result.winners == (0,)


def test_the_witch_example_deals_its_kingdom_and_eggs() -> None:
    state = load_scenario(REGISTRY, "draconium", FOLDER / "moat_against_witch.toml").state(RULES)
    assert "Witch" in state.kingdom and "Laboratory" in state.kingdom
    assert (len(state.supply["Curse"]), len(state.supply["Chapel"])) == (3, 0)
    assert len(state.extra["roosts"]) == 3
    assert [p.turns for p in state.players] == [9, 8, 8]


def test_a_player_the_file_leaves_out_keeps_the_set_up_deal() -> None:
    state = build(text())
    bo = state.players[1]
    assert (len(bo.hand), len(bo.deck), len(bo.discard)) == (5, 5, 0)
    assert (
        sorted(name_of(c) for c in bo.hand.cards + bo.deck.cards) == ["Copper"] * 7 + ["Estate"] * 3
    )
    assert [name_of(c) for c in state.players[0].hand.cards] == ["Gold"]
    assert len(state.players[0].deck) == 0


def test_a_card_is_named_by_its_name_or_its_id() -> None:
    state = build(text(ann='hand = ["Gold-07", "Gold", "Smithy-03"]\n'))
    assert state.players[0].hand.cards == ["Gold-07", "Gold-01", "Smithy-03"]


@pytest.mark.parametrize(
    ("supply", "ann", "message"),
    [
        (
            "",
            'hand = ["Fireblast"]\n',
            "line 9: Ann's hand names 'Fireblast', which is not a card of Dominion: Draconium.",
        ),
        (
            "",
            'hand = ["Witch"]\n',
            "line 9: Ann's hand names Witch, which is not in this game; "
            "its Kingdom is Cellar, Moat, Merchant, Village, Workshop, Militia, Remodel, Smithy, "
            "Market and Mine.",
        ),
        (
            "",
            'hand = ["Gold-03"]\ndeck = ["Gold-03"]\n',
            "line 10: card Gold-03 is in two zones: Ann's hand and Ann's deck.",
        ),
        (
            "",
            "discard = [" + ", ".join(['"Province"'] * 9) + "]\n",
            "line 9: Ann's discard pile names a 9th Province; this game has 8.",
        ),
        (
            "Province = 7\n",
            'hand = ["Province", "Province"]\n',
            "line 7: [supply] gives the Province pile 7 cards, but only 6 are left: 2 of its 8 are "
            "held elsewhere.",
        ),
        (
            "Wtich = 2\n",
            "",
            "line 7: [supply] names the pile 'Wtich', which is not in this game; "
            "its piles are: Cellar, Moat, Merchant, Village, Workshop, Militia, Remodel, Smithy, "
            "Market, Mine, Copper, Silver, Gold, Estate, Duchy, Province, Curse.",
        ),
        (
            "Duchy = -1\n",
            "",
            "line 7: [supply]: 'Duchy' should be a whole number from 0 to 999, not -1.",
        ),
        ('kingdom = ["Smithy"]\n', "", "line 7: [supply] kingdom names 1 pile; a Kingdom has 10."),
        (
            'kingdom = ["Copper"]\n',
            "",
            "line 7: [supply] kingdom names Copper, which is not a "
            "Kingdom pile (a base or Draconium card of its own pile).",
        ),
        (
            'kingdom = ["Smiffy"]\n',
            "",
            "line 7: [supply] kingdom names 'Smiffy', which is not a card of Dominion: Draconium.",
        ),
        ("", "play = []\n", "line 9: Ann has no key 'play'; its keys are: hand, deck, discard."),
    ],
)
def test_an_impossible_position_names_the_line_and_the_problem(
    supply: str, ann: str, message: str
) -> None:
    assert problem(text(supply, ann)) == f"s.toml: {message}"


def test_the_turn_and_the_seats() -> None:
    bad_round = text() + '\n[turn]\nactive = "Bo"\nround = 0\n'
    assert problem(bad_round) == (
        "s.toml: line 13: [turn]: 'round' should be a whole number from 1 to 99, not 0."
    )
    five = text().replace('["Ann", "Bo"]', '["Ann", "Bo", "Cy", "Di", "Ed"]')
    assert (
        problem(five)
        == "s.toml: line 3: Dominion: Draconium is for 2 to 4 players; the seats name 5."
    )
    bo = build(text() + '\n[turn]\nactive = "Bo"\nround = 4\n')
    assert (bo.active, [p.turns for p in bo.players], bo.turn) == (1, [4, 4], 8)


def test_eggs_chosen_by_the_players_come_before_the_turn() -> None:
    chosen = text().replace('egg_pool = "no Eggs"', 'egg_assignment = "open choice"')
    state = build(chosen + '\n[turn]\nactive = "Bo"\n')
    assert state.pending is not None and state.pending.kind == "choose_egg"
    for _ in range(4):
        if state.pending.kind != "choose_egg":
            break
        seat = RULES.to_act(state)[0]
        RULES.apply(state, RULES.legal_moves(state, seat)[0])
    assert (state.active, state.pending.kind) == (1, ACTION)
