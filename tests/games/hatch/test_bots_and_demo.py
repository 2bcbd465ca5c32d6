"""The easy bot decides from its own view and the card data: it hatches with the
cheapest sacrifices, defends, contracts a mercenary for a valuable egg, steals the best
egg and attacks the richest opponent; whole games end by the rules, and the demo prints
a result line."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

from game.__main__ import main
from game.core.move import Move
from game.core.runner import play as play_game
from game.core.state import GameState
from game.games import REGISTRY
from game.games.hatch import ENTRY
from game.games.hatch.bots import EasyHatchBot
from tests.games.hatch.helpers import RULES, card, names, play, table

ANN, BEN, CORA = 0, 1, 2
BOT = EasyHatchBot(RULES)


def choice(st, seat: int) -> Move:  # type: ignore[no-untyped-def]
    return BOT.choose(RULES.view(st, seat), RULES.legal_moves(st, seat))


def test_it_hatches_with_the_sacrifice_that_costs_least() -> None:
    st = table(
        Ann={
            "dragons": ["Zephyr Whelp", "Pebble Whelp", "Stormkite"],
            "eggs": [
                {"card": "Magma Wyrm", "fed": ["Cinder Whelp", "Cinder Whelp", "Pebble Whelp"]}
            ],
        }
    )
    magma = st.players[ANN].eggs[0].id
    move = choice(st, ANN)  # the sacrifice is named first (R12), then the egg hatches
    assert (move.kind, move["dragon"], move["egg"]) == (
        "nominate_sacrifice",
        card(st, ANN, "Pebble Whelp", "dragons"),
        magma,
    )
    RULES.apply(st, move)
    move = choice(st, ANN)
    assert (move.kind, move["egg"]) == ("hatch", magma)
    RULES.apply(st, move)
    assert names(st.players[ANN].dragons.cards) == ["Zephyr Whelp", "Stormkite", "Magma Wyrm"]


def test_it_lays_and_feeds_an_egg_it_can_complete_from_hand() -> None:
    st = table(
        Ann={"hand": ["Scorchling", "Cinder Whelp", "Pebble Whelp", "Tidal Wyrm", "Brine Whelp"]}
    )
    move = choice(st, ANN)
    assert move.kind == "lay_egg" and move["card"] == card(st, ANN, "Scorchling")
    RULES.apply(st, move)
    fed = []
    for _ in range(2):
        move = choice(st, ANN)
        assert move.kind == "nurture"
        fed.append(RULES.cat.cards[move["card"]].name)
        RULES.apply(st, move)
    assert sorted(fed) == ["Cinder Whelp", "Pebble Whelp"]
    assert choice(st, ANN).kind == "hatch"


def test_it_attacks_the_opponent_with_the_richest_eggs() -> None:
    st = table(
        seats=("Ann", "Ben", "Cora"),
        Ann={"dragons": ["Emberclaw"]},
        Ben={"dragons": ["Pebble Whelp"]},
        Cora={"eggs": [{"card": "Reefback", "fed": ["Brine Whelp", "Zephyr Whelp"]}]},
    )
    move = choice(st, ANN)
    assert (move.kind, move["target"]) == ("attack_with", CORA)


def test_it_does_not_attack_when_every_attacker_would_be_blocked() -> None:
    st = table(Ann={"dragons": ["Pebble Whelp"]}, Ben={"dragons": ["Sunforge"]})
    assert choice(st, ANN).kind == "end_turn"


def test_it_blocks_and_contracts_a_mercenary_for_a_valuable_egg() -> None:
    st = table(
        Ann={"dragons": ["Emberclaw", "Pebble Whelp"]},
        Ben={
            "dragons": ["Zephyr Whelp"],
            "hand": ["Tidal Wyrm", "Skyfather"],
            "eggs": [{"card": "Magma Wyrm", "fed": ["Cinder Whelp", "Scorchling"]}],
        },
    )
    emberclaw, pebble = st.players[ANN].dragons.cards
    for dragon in (emberclaw, pebble):
        play(st, ANN, "attack_with", dragon=dragon, target=BEN)
    play(st, ANN, "declare_attack")
    move = choice(st, BEN)
    assert (move.kind, move["attacker"]) == ("assign_blocker", pebble)
    RULES.apply(st, move)
    move = choice(st, BEN)  # the Magma Wyrm and its two cards are worth the Tidal Wyrm
    assert (move.kind, move["card"], move["attacker"]) == (
        "contract_mercenary",
        card(st, BEN, "Tidal Wyrm"),
        emberclaw,
    )
    RULES.apply(st, move)
    assert choice(st, BEN).kind == "confirm_defence"


def test_it_keeps_its_hand_when_it_has_no_egg_to_protect() -> None:
    st = table(Ann={"dragons": ["Emberclaw"]}, Ben={"hand": ["Tidal Wyrm"]})
    play(st, ANN, "attack_with", dragon=st.players[ANN].dragons.cards[0], target=BEN)
    play(st, ANN, "declare_attack")
    assert choice(st, BEN).kind == "confirm_defence"


def test_it_steals_the_egg_with_most_cards_else_draws() -> None:
    st = table(
        Ann={"dragons": ["Emberclaw"]},
        Ben={
            "eggs": [
                {"card": "Reefback"},
                {"card": "Magma Wyrm", "fed": ["Cinder Whelp", "Scorchling"]},
            ]
        },
    )
    play(st, ANN, "attack_with", dragon=st.players[ANN].dragons.cards[0], target=BEN)
    play(st, ANN, "declare_attack")
    move = choice(st, ANN)
    assert (move["option"], move["egg"]) == ("steal", st.players[BEN].eggs[1].zone)
    st = table(Ann={"dragons": ["Emberclaw"]})
    play(st, ANN, "attack_with", dragon=st.players[ANN].dragons.cards[0], target=BEN)
    play(st, ANN, "declare_attack")
    assert choice(st, ANN)["option"] == "draw"


class Watching(EasyHatchBot):
    """The easy bot, checking it is only ever handed its own view."""

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert view is not None and view.is_view and view.viewer == legal[0].seat
        assert view.rng.state == 0 and view.moves == []
        return super().choose(view, legal)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_easy_games_end_by_the_trigger(players: int) -> None:
    for seed in range(2):
        st = play_game(RULES, [Watching(RULES, seed * 10 + s) for s in range(players)], seed)
        assert st.result is not None
        assert st.trigger is not None and st.round < 40, st.result.how


@pytest.fixture
def registered() -> Iterator[None]:
    """Hatch in the app's list of games (it is, once its table is in)."""
    if "hatch" in REGISTRY:
        yield
        return
    REGISTRY.add(ENTRY)
    try:
        yield
    finally:
        REGISTRY.remove(ENTRY.name)


@pytest.mark.usefixtures("registered")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_demo_ends_with_a_result_line(players: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "hatch", "--seed", "3", "--players", str(players), "--quiet"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("result: P")
    assert " won by " in out[0]


@pytest.mark.usefixtures("registered")
def test_demo_with_random_bots_ends_too(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["demo", "hatch", "--seed", "2", "--players", "3", "--bots", "random", "--quiet"]) == 0
    )
    assert capsys.readouterr().out.startswith("result: ")
