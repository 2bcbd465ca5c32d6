"""Hidden information (§4): a seat's view never holds another seat's hand or egg faces
(checked over random games at 2 to 5 players, as the shared playout test does); the
open table shows everything; the privacy screens' words."""

from __future__ import annotations

import pytest

from game.bots.random_bot import RandomBot
from game.core.move import Move
from game.core.rng import Rng
from game.core.zones import HIDDEN_CARD, hidden_ids
from game.games.hatch.flow import handover
from tests.core.test_playout import assert_view_private, random_options
from tests.games.hatch.helpers import RULES, table

MAX_MOVES = 700


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_no_view_shows_another_seats_hand_or_eggs(players: int) -> None:
    for seed in range(3):
        rng = Rng(seed * 101 + players)
        seats = [f"P{i + 1}" for i in range(players)]
        st = RULES.new_game(seats, seed, random_options(RULES, rng))
        bots = [RandomBot(seed * 7 + i) for i in range(players)]
        for step in range(MAX_MOVES):
            if st.result is not None:
                break
            seat = RULES.to_act(st)[0]
            if step % 7 == 0:
                for viewer in range(players):
                    assert_view_private(RULES, st, viewer)
                    view = RULES.view(st, viewer)
                    for p in view.players:
                        for egg in p.eggs:
                            mine = egg.owner == viewer or st.options["open_table"]
                            assert (egg.id != HIDDEN_CARD) == mine
                            real = st.egg_at(egg.zone)
                            assert real is not None
                            remembered = viewer in real.seen and not st.options["forgetful"]
                            assert bool(egg.face) == (remembered and not mine)
            RULES.apply(st, bots[seat].choose(None, RULES.legal_moves(st, seat)))


def test_the_open_table_shows_every_hand_and_egg() -> None:
    st = table(
        options={"open_table": True},
        Ann={"hand": ["Sunforge"]},
        Ben={"hand": ["Skyfather"], "eggs": [{"card": "Leviathan"}]},
    )
    assert hidden_ids(st.zones(), 0) == hidden_ids(st.zones(), 1)  # no curtain needed
    view = RULES.view(st, 0)
    assert view.players[1].hand.cards == st.players[1].hand.cards
    assert view.players[1].eggs[0].id == "H67"


def test_eggs_are_backs_to_the_other_seats() -> None:
    st = table(Ann={"eggs": [{"card": "Leviathan", "fed": ["Brine Whelp"]}]})
    view = RULES.view(st, 1)
    egg = view.players[0].eggs[0]
    assert egg.id == HIDDEN_CARD and egg.face == ""
    assert egg.fed.cards == st.players[0].eggs[0].fed.cards  # attached cards are public
    assert RULES.view(st, 0).players[0].eggs[0].id == "H67"


def test_the_privacy_screens_words() -> None:
    st = table(Ann={"dragons": ["Emberclaw"]}, Ben={"hand": ["Sunforge"]})
    assert handover(st, 0) == "Pass to Ann"
    RULES.apply(st, Move.make(0, "attack_with", dragon=st.players[0].dragons.cards[0], target=1))
    RULES.apply(st, Move.make(0, "declare_attack"))
    assert handover(st, 1) == "Pass to Ben — 1 dragon attacks you"
    blocker = st.players[1].hand.cards[0]  # Sunforge (40) blocks Emberclaw (12)
    attacker = st.players[0].dragons.cards[0]
    RULES.apply(st, Move.make(1, "contract_mercenary", card=blocker, attacker=attacker))
    RULES.apply(st, Move.make(1, "confirm_defence"))
    assert handover(st, 0) == "Pass back to Ann"  # every attacker blocked: no loot, yet back
