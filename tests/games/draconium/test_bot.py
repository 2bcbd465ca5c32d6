"""The Big Money bot: buys by the $ in hand, plays all Treasures, finishes games."""

from game.bots.random_bot import RandomBot
from game.core.move import Move
from game.core.runner import play
from game.games import make_bot
from game.games.draconium.bots import BigMoneyBot
from game.games.draconium.state import BUY
from tests.games.draconium.helpers import FIRST_GAME, R, answer, card, table


def choice(st, seat=0):  # type: ignore[no-untyped-def]
    return BigMoneyBot(R).choose(R.view(st, seat), R.legal_moves(st, seat))


def test_it_plays_all_treasures_first() -> None:
    st = table(hands=[["Gold", "Silver"]], phase=BUY)
    assert choice(st) == Move.make(0, "play_all_treasures")


def test_it_buys_province_at_8_gold_at_6_and_silver_at_3() -> None:
    for hand, pile in ((["Gold", "Gold", "Silver"], "Province"), (["Gold", "Gold"], "Gold")):
        st = table(hands=[hand], phase=BUY)
        answer(st, 0, "play_all_treasures")
        assert choice(st) == Move.make(0, "buy", pile=pile)
    no_smithy = (*tuple(k for k in FIRST_GAME if k != "Smithy"), "Chapel")
    st = table(no_smithy, hands=[["Silver", "Copper"]], phase=BUY)
    answer(st, 0, "play_all_treasures")
    assert choice(st) == Move.make(0, "buy", pile="Silver")


def test_it_buys_a_first_smithy_at_4_when_there_is_one() -> None:
    st = table(hands=[["Silver", "Copper", "Copper"]], phase=BUY)
    answer(st, 0, "play_all_treasures")
    assert choice(st) == Move.make(0, "buy", pile="Smithy")


def test_it_plays_smithy_and_reveals_moat() -> None:
    st = table(hands=[["Smithy", "Copper"]], decks=[["Copper"] * 5])
    assert choice(st) == Move.make(0, "play_action", card=card(st, 0, "Smithy"))
    st = table(hands=[["Militia"], ["Moat", "Copper", "Copper", "Copper", "Copper"]])
    answer(st, 0, "play_action", card=card(st, 0, "Militia"))
    assert choice(st, 1) == Move.make(1, "reveal_reaction", card=card(st, 1, "Moat"))


def test_it_discards_victory_cards_to_militia() -> None:
    st = table(hands=[["Militia"], ["Estate", "Duchy", "Gold", "Silver", "Copper"]])
    answer(st, 0, "play_action", card=card(st, 0, "Militia"))
    cards = choice(st, 1)["cards"]
    assert sorted(c.rpartition("-")[0] for c in cards) == ["Duchy", "Estate"]


def test_big_money_games_end_and_beat_random_players() -> None:
    wins = 0
    for seed in range(6):
        bots = [make_bot("draconium", "greedy", seed, R), RandomBot(seed)]
        st = play(R, bots, seed, options={"kingdom": "First Game"})
        assert st.result is not None
        wins += st.result.winners == (0,)
    assert wins >= 5
