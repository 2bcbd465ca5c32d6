from game.bots.random_bot import RandomBot
from game.core.move import Move
from game.core.runner import play
from game.games import REGISTRY, make_bot
from game.games.riders.bots import GreedyRidersBot, score
from tests.games.riders.helpers import table

RIDERS = REGISTRY.get("riders")


def greedy_choice(st, seat):  # type: ignore[no-untyped-def]
    bot = GreedyRidersBot(RIDERS)
    return bot.choose(RIDERS.view(st, seat), RIDERS.legal_moves(st, seat))


def test_random_bot_is_deterministic_per_seed() -> None:
    legal = [Move.make(0, "end_turn"), Move.make(0, "attack", target="enemy_dragon")]
    a, b = RandomBot(4), RandomBot(4)
    assert [a.choose(None, legal) for _ in range(20)] == [b.choose(None, legal) for _ in range(20)]


def test_greedy_kills_when_it_can() -> None:
    st = table(hands=(["strike_1", "rider_heal_1"], []), energy=(1, 0))
    st.unit(1, "dragon").hp = 2  # only Strike (cost 1) is affordable, and it kills
    move = greedy_choice(st, 0)
    assert move == Move.make(0, "play_card", card="strike_1", target="enemy_dragon")
    RIDERS.apply(st, move)
    assert st.result is not None and st.result.winners == (0,)


def test_greedy_prefers_any_killing_move() -> None:
    st = table(hands=(["rider_heal_1"], []), energy=(5, 0))
    st.unit(1, "rider").hp = 1
    st.players[1].shields = 0
    RIDERS.apply(st, greedy_choice(st, 0))
    assert st.result is not None and st.result.winners == (0,)


def test_greedy_heals_when_low() -> None:
    st = table(hands=(["rider_heal_1"], []), energy=(2, 0))
    st.unit(0, "rider").hp = 3
    st.players[0].shields = 0
    assert greedy_choice(st, 0) == Move.make(
        0, "play_card", card="rider_heal_1", target="own_rider"
    )


def test_greedy_does_not_waste_a_heal_at_full_hp() -> None:
    st = table(hands=(["rider_heal_1"], []), energy=(2, 0))
    heal = Move.make(0, "play_card", card="rider_heal_1", target="own_rider")
    assert greedy_choice(st, 0) != heal


def test_greedy_spends_energy_on_attacks() -> None:
    st = table(dragons=("Emberfang", "Emberfang"), energy=(4, 0))
    assert greedy_choice(st, 0).kind == "attack"


def test_greedy_decides_from_its_view_only() -> None:
    st = table(hands=(["strike_1"], ["heavy_blow_1", "heavy_blow_2"]), energy=(5, 0))
    view = RIDERS.view(st, 0)
    assert "heavy_blow_1" not in view.players[1].hand.cards
    assert score(view, 0) == score(st, 0)  # hand sizes, not contents, count


def test_greedy_beats_random_most_of_the_time() -> None:
    wins = 0
    for seed in range(20):
        players = [make_bot("riders", "greedy", seed, RIDERS), RandomBot(seed)]
        state = play(RIDERS, players, seed)
        result = RIDERS.result(state)
        assert result is not None
        wins += result.winners == (0,)
    assert wins >= 16
