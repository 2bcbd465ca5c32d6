"""Dragon Riders scenarios: the position a file describes, and what it may not say."""

import dataclasses
from pathlib import Path

import pytest

from game.bots.random_bot import RandomBot
from game.core.errors import DataError
from game.core.scenario import parse_scenario
from game.games import REGISTRY
from game.games.riders.cards import default_catalog
from game.games.riders.rules import RidersRuleset
from game.games.riders.state import ACTION
from game.scenarios import load_scenario

RULES = REGISTRY.get("riders")
ENTRY = REGISTRY.entry("riders")
FOLDER = Path(__file__).resolve().parents[3] / "scenarios" / "riders"
EXAMPLES = sorted(FOLDER.glob("*.toml"))

BASE = """\
[game]
seed = 4
seats = ["Aria", "Brann"]

[turn]
active = "Aria"

[player.Aria]
rider = "Kael"
dragon = "Emberfang"
{aria}
[player.Brann]
rider = "Lyra"
dragon = "Cryowyrm"
{brann}"""


def scenario_text(aria: str = "", brann: str = "") -> str:
    return BASE.format(aria=aria, brann=brann)


def problem(text: str, rules: RidersRuleset = RULES) -> str:
    with pytest.raises(DataError) as caught:
        parse_scenario(text, ENTRY, "s.toml").state(rules)
    return str(caught.value)


def test_there_are_example_scenarios() -> None:
    assert [p.name for p in EXAMPLES] == ["both_critical.toml", "first_blood.toml"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_each_example_loads_and_plays_on(path: Path) -> None:
    scenario = load_scenario(REGISTRY, "riders", path)
    state = scenario.state(RULES)
    bots = [RandomBot(1), RandomBot(2)]
    for _ in range(300):
        if RULES.result(state) is not None:
            break
        seat = RULES.to_act(state)[0]
        move = bots[seat].choose(RULES.view(state, seat), RULES.legal_moves(state, seat))
        RULES.apply(state, move)
    cards = [c for zone in state.zones() for c in zone.cards]
    assert sorted(cards) == sorted(default_catalog().instance_ids())


def test_the_example_is_the_position_it_describes() -> None:
    state = load_scenario(REGISTRY, "riders", FOLDER / "both_critical.toml").state(RULES)
    aria, brann = state.players
    assert (state.phase, state.active, state.turn) == (ACTION, 0, 14)
    assert (aria.turns, brann.turns) == (7, 7)
    assert (aria.rider.name, aria.rider.hp, aria.rider.max_hp) == ("Kael", 3, 17)  # type: ignore[union-attr]
    assert (aria.dragon.name, aria.dragon.hp) == ("Emberfang", 9)  # type: ignore[union-attr]
    assert (aria.energy, aria.shields, brann.shields, brann.energy) == (1, 0, 1, 4)
    assert brann.dragon.burn == 1  # type: ignore[union-attr]
    assert aria.hand.cards == ["precision_strike_1", "energy_surge_1", "strike_1"]
    assert aria.deck.cards[-2:] == ["strike_2", "thaw_1"]  # the top card is the last
    assert brann.hand.cards == ["freeze_ray_1", "shield_up_1", "rider_heal_1", "strike_3"]
    assert len(aria.hand) + len(aria.deck) == 20 and len(brann.hand) + len(brann.deck) == 20
    assert len(state.set_aside) == 4
    assert sum(aria.decklist.values()) == 20
    assert state.log[-1].text == "Turn 14: Aria's action phase."


def test_the_puzzle_has_its_answer() -> None:
    """Energy Surge, then Kael's first attack on Lyra: 4 damage, 1 absorbed, Lyra falls."""
    from game.core.move import Move

    state = load_scenario(REGISTRY, "riders", FOLDER / "both_critical.toml").state(RULES)
    RULES.apply(state, Move.make(0, "play_card", card="energy_surge_1", target="own_rider"))
    RULES.apply(state, Move.make(0, "attack", target="enemy_rider"))
    assert state.result is not None and state.result.winners == (0,)


def test_defaults_full_hp_the_dragons_shields_and_a_deal_of_twenty() -> None:
    state = parse_scenario(scenario_text(), ENTRY, "s.toml").state(RULES)
    aria, brann = state.players
    assert (aria.rider.hp, brann.dragon.hp) == (17, 30)  # type: ignore[union-attr]
    assert (aria.shields, brann.shields) == (3, 2)  # R3: the Dragon's Shields
    assert (aria.energy, len(aria.hand), len(aria.deck), len(brann.deck)) == (0, 0, 20, 20)
    assert len(state.set_aside) == 4


def test_a_card_is_named_by_its_copy_its_id_or_its_name() -> None:
    text = scenario_text(aria='hand = ["strike_3", "strike", "Heavy Blow", "dual strike"]\n')
    state = parse_scenario(text, ENTRY, "s.toml").state(RULES)
    assert state.players[0].hand.cards == ["strike_3", "strike_1", "heavy_blow_1", "dual_strike_1"]


def test_cards_sets_how_many_a_player_owns() -> None:
    text = scenario_text(aria='hand = ["Strike"]\ndeck = ["Thaw"]\ncards = 2\n')
    state = parse_scenario(text, ENTRY, "s.toml").state(RULES)
    assert state.players[0].deck.cards == ["thaw_1"]
    assert len(state.players[1].deck) == 20
    assert len(state.set_aside) == 44 - 22


@pytest.mark.parametrize(
    ("aria", "brann", "message"),
    [
        (
            'hand = ["Strike", "Fireblast"]\n',
            "",
            "s.toml: line 11: Aria's hand names 'Fireblast', which is not a card of Dragon Riders.",
        ),
        (
            'hand = ["strike_2"]\n',
            'deck = ["thaw_1", "strike_2"]\n',
            "s.toml: line 16: card strike_2 is in two zones: Aria's hand and Brann's deck.",
        ),
        (
            'hand = ["Strike", "Strike", "Strike"]\n',
            'discard = ["Strike", "strike"]\n',
            "s.toml: line 16: Brann's discard names a 5th Strike; Dragon Riders has 4 copies.",
        ),
        (
            'hand = ["Strike", "Thaw", "Thaw", "Firebreak", "Firebreak", "Sabotage"]\n',
            "",
            "s.toml: line 11: Aria's hand holds 6 cards; a hand holds at most 5 at the start "
            "of a turn (R7).",
        ),
        (
            "rider_hp = 18\n",
            "",
            "s.toml: line 11: Aria: 'rider_hp' should be a whole number from 1 to 17, not 18.",
        ),
        (
            "",
            "dragon_hp = 0\n",
            "s.toml: line 15: Brann: 'dragon_hp' should be a whole number from 1 to 30, not 0.",
        ),
        (
            "energy = -1\n",
            "",
            "s.toml: line 11: Aria: 'energy' should be a whole number from 0 to 99, not -1.",
        ),
        (
            "crippled = 1\n",
            "",
            "s.toml: line 11: Aria: 'crippled' should be true or false, not 1.",
        ),
        (
            "enrgy = 3\n",
            "",
            "s.toml: line 11: Aria has no key 'enrgy'; did you mean 'energy'?",
        ),
        (
            'hand = ["Strike", "Thaw"]\ncards = 1\n',
            "",
            "s.toml: line 12: Aria holds 2 cards in hand, deck and discard pile, more than "
            "'cards' = 1.",
        ),
        (
            "cards = 30\n",
            "cards = 20\n",
            "s.toml: line 16: Brann should own 20 cards, but only 14 are left to fill the deck "
            "with 20.",
        ),
    ],
)
def test_an_impossible_position_names_the_line_and_the_problem(
    aria: str, brann: str, message: str
) -> None:
    assert problem(scenario_text(aria, brann)) == message


def test_riders_and_dragons_are_the_games() -> None:
    text = scenario_text().replace('rider = "Kael"', 'rider = "Kale"')
    assert problem(text) == (
        "s.toml: line 9: Aria's rider 'Kale' is not a Rider of Dragon Riders; they are: Talia, "
        "Kael, Bronn, Lyra, Morrik."
    )
    text = scenario_text().replace('rider = "Lyra"', 'rider = "Kael"')
    assert problem(text) == (
        "s.toml: line 13: Aria and Brann both ride Kael; two players share a Rider only with "
        "the option mirror_units (R1)."
    )
    mirror = text.replace("seed = 4\n", "seed = 4\noptions = { mirror_units = true }\n")
    assert parse_scenario(mirror, ENTRY, "s.toml").state(RULES).players[1].rider.name == "Kael"  # type: ignore[union-attr]


def test_every_player_needs_a_table_with_a_rider_and_a_dragon() -> None:
    text = scenario_text().split("[player.Brann]")[0]
    assert problem(text) == "s.toml: line 3: Brann has no 'rider'."


def test_the_turn_names_a_seat() -> None:
    text = scenario_text().replace('active = "Aria"', 'active = "Cora"')
    assert problem(text) == (
        "s.toml: line 6: [turn]: 'active' names 'Cora', who is not at a seat; "
        "the seats are Aria and Brann."
    )
    text = scenario_text().replace('active = "Aria"', 'active = "Brann"\nnumber = 0')
    assert problem(text) == (
        "s.toml: line 7: [turn]: 'number' should be a whole number from 1 to 999, not 0."
    )


def test_freeze_stays_under_the_cap_of_the_option() -> None:
    text = scenario_text(aria="dragon_freeze = 3\n").replace(
        "seed = 4\n", "seed = 4\noptions = { freeze_cap = 2 }\n"
    )
    assert problem(text) == (
        "s.toml: line 12: Aria: 'dragon_freeze' should be a whole number from 0 to 2, not 3."
    )


def test_the_rules_cards_decide_what_is_possible() -> None:
    """A designer's card file with 2 Strikes: a scenario naming 3 is impossible under it."""
    cat = default_catalog()
    fewer = dict(cat.cards)
    fewer["strike"] = dataclasses.replace(cat.cards["strike"], copies=2)
    edited = RidersRuleset(type(cat)(cat.riders, cat.dragons, fewer))
    text = scenario_text(aria='hand = ["Strike", "Strike", "Strike"]\n')
    parse_scenario(text, ENTRY, "s.toml").state(RULES)  # the game's own cards: fine
    assert problem(text, edited) == (
        "s.toml: line 11: Aria's hand names a 3rd Strike; Dragon Riders has 2 copies."
    )
