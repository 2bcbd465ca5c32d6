"""The heuristic Draconium bot: Big Money that feeds its Egg and grows its dragon."""

from __future__ import annotations

from game.core.move import Move
from game.games import make_bot
from game.games.draconium import dragons, turns
from game.games.draconium.dragon_bot import DragonBot
from game.games.draconium.state import BUY, DRAGON
from tests.games.draconium.helpers import FIRST_GAME, R, answer, table


def pick(st, seat=0):  # type: ignore[no-untyped-def]
    return DragonBot(R).choose(R.view(st, seat), R.legal_moves(st, seat))


def egged(st, line: str):  # type: ignore[no-untyped-def]
    st.extra["roosts"] = [dragons.new_roost(line) for _ in st.players]
    return st


def test_greedy_is_the_dragon_bot_and_bigmoney_is_still_there() -> None:
    assert type(make_bot("draconium", "greedy", 1, R)).__name__ == "DragonBot"
    assert type(make_bot("draconium", "bigmoney", 1, R)).__name__ == "BigMoneyBot"


def test_it_takes_its_dragon_phase_step() -> None:
    st = egged(table(), "Hyper")
    st.extra["roosts"][0].update(
        egg=None,
        beast={"name": "Dynamic Drake", "stage": "Drake", "loc": "roost", "face": "disengaged"}
        | {"delay": False},
    )
    st.phase = DRAGON
    turns.wait_for_phase(st)
    assert pick(st).kind == "resolve_dragon_phase"


def test_a_restless_egg_buys_a_village_at_3_instead_of_a_silver() -> None:
    st = egged(table(hands=[["Silver", "Copper"]], phase=BUY), "Hyper")
    answer(st, 0, "play_all_treasures")
    assert pick(st) == Move.make(0, "buy", pile="Village")
    plain = egged(table(hands=[["Silver", "Copper"]], phase=BUY), "Hyper")
    plain.extra["roosts"][0]["egg"] = None  # hatched: plain Big Money again
    answer(plain, 0, "play_all_treasures")
    assert pick(plain) == Move.make(0, "buy", pile="Silver")


def test_an_obsidian_egg_invests_spare_coins_to_trash_an_estate() -> None:
    kingdom = (*tuple(k for k in FIRST_GAME if k != "Smithy"), "Chapel")
    st = egged(table(kingdom, hands=[["Silver", "Silver", "Estate"]], phase=BUY), "Abyssal")
    answer(st, 0, "play_all_treasures")
    move = pick(st)
    assert move.kind == "invest" and move["card"].startswith("Estate-")
    rich = egged(table(kingdom, hands=[["Gold", "Gold", "Estate"]], phase=BUY), "Abyssal")
    answer(rich, 0, "play_all_treasures")  # $6: investing would cost the Gold
    assert pick(rich) == Move.make(0, "buy", pile="Gold")
