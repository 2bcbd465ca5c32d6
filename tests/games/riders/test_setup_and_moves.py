"""Dragon Riders: set-up (§2, R1–R4), the move checks (§8), privacy (§5) and gestures.

Every expected value comes from the rules reference (docs: dragon-riders.md), not from
running the engine. Seat 0 is Aria (P1), seat 1 is Brann (P2). A zone's top card is
its last list item (the kernel's draw convention).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Any

import pytest

from game.core.errors import IllegalMove
from game.core.gesture import match_drop
from game.core.move import Gesture, Move
from game.core.rng import Rng
from game.core.serial import strings_in, to_plain
from game.core.zones import Visibility
from game.games.riders.rules import RidersRuleset
from game.games.riders.state import RidersState
from tests.games.riders.helpers import end_turn, play, rejection, table

rs = RidersRuleset()
SEATS = ["Aria", "Brann"]

# §1, straight from the tables.
RIDER_HP = {"Talia": 18, "Kael": 17, "Bronn": 20, "Lyra": 17, "Morrik": 19}
DRAGON_HP = {"Emberfang": 33, "Cryowyrm": 30, "Voltwing": 35, "Steelhorn": 40, "Voidmaw": 32}
START_SHIELDS = {"Emberfang": 3, "Cryowyrm": 2, "Voltwing": 2, "Steelhorn": 4, "Voidmaw": 2}
ENERGY_PER_TURN = {"Talia": 6, "Kael": 4, "Bronn": 4, "Lyra": 5, "Morrik": 5}  # §4.5, R32
COPIES = {
    "strike": 4,
    "heavy_blow": 2,
    "burning_hit": 2,
    "weakening_strike": 3,
    "precision_strike": 2,
    "crippling_blow": 1,
    "chain_bolt": 2,
    "dual_strike": 2,
    "freeze_ray": 2,
    "rider_immobilize": 2,
    "energy_drain": 2,
    "sabotage": 2,
    "shield_up": 3,
    "shield_disruptor": 1,
    "dragon_heal": 2,
    "rider_heal": 4,
    "energy_surge": 2,
    "thaw": 2,
    "firebreak": 2,
    "energy_shield": 2,
}
CARD_NAMES = {
    kind: " ".join(word.capitalize() for word in kind.split("_")) for kind in COPIES
}  # §1: the names are the ids in title case (Heavy Blow, Shield Up, …)
ALL_IDS = [f"{kind}_{n}" for kind, count in COPIES.items() for n in range(1, count + 1)]
UNITS = ("enemy_dragon", "enemy_rider", "own_dragon", "own_rider")
SNAKE_ORDER = ([0] + [1, 1, 0, 0] * 10)[:40]  # §2: P1, P2, P2, P1, P1, P2, …


def new(seed: int = 1, **options: Any) -> RidersState:
    return rs.new_game(SEATS, seed, options)


def choose_units(
    st: RidersState,
    riders: tuple[str, str] = ("Talia", "Kael"),
    dragons: tuple[str, str] = ("Emberfang", "Steelhorn"),
) -> RidersState:
    for seat in (0, 1):
        rs.apply(st, Move.make(seat, "choose_rider", rider=riders[seat]))
    for seat in (0, 1):
        rs.apply(st, Move.make(seat, "choose_dragon", dragon=dragons[seat]))
    return st


def draft_all(
    st: RidersState, choose: Callable[[RidersState, int], str] | None = None
) -> dict[int, list[str]]:
    """Make every draft pick; returns what each seat took."""
    taken: dict[int, list[str]] = {0: [], 1: []}
    i = 0
    while st.phase == "draft":
        (seat,) = rs.to_act(st)
        card = choose(st, i) if choose else st.market.cards[0]
        rs.apply(st, Move.make(seat, "draft_pick", card=card))
        taken[seat].append(card)
        i += 1
    return taken


def drafted_game(seed: int = 1, **options: Any) -> RidersState:
    st = choose_units(new(seed, **options))
    draft_all(st)
    return st


def quick_game(seed: int = 1, **options: Any) -> RidersState:
    return choose_units(new(seed, draft_mode="quick", **options))


def pile(st: RidersState, seat: int) -> list[str]:
    p = st.players[seat]
    return sorted(p.hand.cards + p.deck.cards + p.discard.cards)


def every_card(st: RidersState) -> list[str]:
    return sorted(c for zone in st.zones() for c in zone.cards)


def first_player(st: RidersState) -> int:
    (seat,) = rs.to_act(st)
    return seat


# ---------------------------------------------------------------- R1: Riders and Dragons


def test_rider_then_dragon_choice_order_p1_then_p2() -> None:
    st = new()
    assert (st.phase, rs.to_act(st), st.pending.seats) == ("rider", (0,), (0,))
    rs.apply(st, Move.make(0, "choose_rider", rider="Kael"))
    assert (st.phase, rs.to_act(st)) == ("rider", (1,))
    assert st.players[0].rider.name == "Kael"
    rs.apply(st, Move.make(1, "choose_rider", rider="Lyra"))
    assert (st.phase, rs.to_act(st)) == ("dragon", (0,))
    assert st.players[1].rider.name == "Lyra"
    rs.apply(st, Move.make(0, "choose_dragon", dragon="Steelhorn"))
    assert (st.phase, rs.to_act(st)) == ("dragon", (1,))
    rs.apply(st, Move.make(1, "choose_dragon", dragon="Voidmaw"))
    assert (st.phase, rs.to_act(st)) == ("draft", (0,))
    assert [p.dragon.name for p in st.players] == ["Steelhorn", "Voidmaw"]


def test_rider_choice_rejections() -> None:
    st = new()
    e = rejection(st, Move.make(1, "choose_rider", rider="Kael"))
    assert (e.code, e.message) == ("riders/not-your-turn", "Aria chooses a Rider now.")
    e = rejection(st, Move.make(0, "choose_rider", rider="Kal"))
    assert (e.code, e.message) == ("riders/unknown-rider", "There is no Rider called Kal.")
    rs.apply(st, Move.make(0, "choose_rider", rider="Kael"))
    e = rejection(st, Move.make(1, "choose_rider", rider="Kael"))
    assert (e.code, e.message) == (
        "riders/rider-taken",
        "Kael is already Aria's Rider; choose another.",
    )
    e = rejection(st, Move.make(0, "choose_rider", rider="Talia"))
    assert (e.code, e.message) == ("riders/not-your-turn", "Brann chooses a Rider now.")
    # not-your-turn comes before the unknown name
    e = rejection(st, Move.make(0, "choose_rider", rider="Kal"))
    assert e.code == "riders/not-your-turn"
    assert sorted(m["rider"] for m in rs.legal_moves(st, 1)) == [
        "Bronn",
        "Lyra",
        "Morrik",
        "Talia",
    ]
    assert rs.legal_moves(st, 0) == []


def test_dragon_choice_rejections() -> None:
    st = new()
    rs.apply(st, Move.make(0, "choose_rider", rider="Kael"))
    rs.apply(st, Move.make(1, "choose_rider", rider="Lyra"))
    e = rejection(st, Move.make(0, "choose_rider", rider="Bronn"))
    assert e.code == "riders/wrong-phase"
    e = rejection(st, Move.make(1, "choose_dragon", dragon="Voidmaw"))
    assert e.code == "riders/not-your-turn"
    assert "Aria" in e.message
    e = rejection(st, Move.make(0, "choose_dragon", dragon="Smaug"))
    assert e.code == "riders/unknown-dragon"
    assert "Smaug" in e.message
    rs.apply(st, Move.make(0, "choose_dragon", dragon="Steelhorn"))
    assert sorted(m["dragon"] for m in rs.legal_moves(st, 1)) == [
        "Cryowyrm",
        "Emberfang",
        "Voidmaw",
        "Voltwing",
    ]
    e = rejection(st, Move.make(1, "choose_dragon", dragon="Steelhorn"))
    # §8: `dragon-taken`: "Steelhorn is already P1's Dragon."
    assert (e.code, e.message) == ("riders/dragon-taken", "Steelhorn is already Aria's Dragon.")


def test_dragon_taken_code() -> None:
    st = new()
    rs.apply(st, Move.make(0, "choose_rider", rider="Kael"))
    rs.apply(st, Move.make(1, "choose_rider", rider="Lyra"))
    rs.apply(st, Move.make(0, "choose_dragon", dragon="Steelhorn"))
    e = rejection(st, Move.make(1, "choose_dragon", dragon="Steelhorn"))
    assert e.code == "riders/dragon-taken"
    assert e.message.startswith("Steelhorn is already Aria's Dragon")


def test_mirror_units_allows_the_same_rider_and_dragon() -> None:
    st = new(mirror_units=True)
    rs.apply(st, Move.make(0, "choose_rider", rider="Kael"))
    assert len(rs.legal_moves(st, 1)) == 5
    rs.apply(st, Move.make(1, "choose_rider", rider="Kael"))
    rs.apply(st, Move.make(0, "choose_dragon", dragon="Steelhorn"))
    assert len(rs.legal_moves(st, 1)) == 5
    rs.apply(st, Move.make(1, "choose_dragon", dragon="Steelhorn"))
    assert [p.rider.name for p in st.players] == ["Kael", "Kael"]
    assert [p.dragon.name for p in st.players] == ["Steelhorn", "Steelhorn"]
    assert st.phase == "draft"


# ---------------------------------------------------------------- R3: starting values


@pytest.mark.parametrize("minus_one", [False, True])
@pytest.mark.parametrize("dragon", list(START_SHIELDS))
def test_starting_shields_equal_the_dragons_number(dragon: str, minus_one: bool) -> None:
    other = "Voltwing" if dragon != "Voltwing" else "Cryowyrm"
    for seat in (0, 1):
        dragons = (dragon, other) if seat == 0 else (other, dragon)
        st = choose_units(
            new(3, draft_mode="quick", starting_shields_minus_one=minus_one),
            ("Bronn", "Lyra"),
            dragons,
        )
        assert st.players[seat].shields == START_SHIELDS[dragon] - minus_one
        assert st.players[seat].exhausted_shields == 0


def test_morrik_bonus_does_not_apply_to_starting_shields() -> None:
    st = choose_units(new(2, draft_mode="quick"), ("Morrik", "Talia"), ("Steelhorn", "Emberfang"))
    assert [p.shields for p in st.players] == [4, 3]


@pytest.mark.parametrize(
    ("riders", "dragons"),
    [
        (("Talia", "Kael"), ("Emberfang", "Steelhorn")),
        (("Bronn", "Lyra"), ("Cryowyrm", "Voltwing")),
        (("Morrik", "Talia"), ("Voltwing", "Emberfang")),
    ],
)
def test_units_start_at_full_hp_without_statuses(
    riders: tuple[str, str], dragons: tuple[str, str]
) -> None:
    for seed in (1, 2, 3):
        st = choose_units(new(seed, draft_mode="quick"), riders, dragons)
        first = first_player(st)
        for seat in (0, 1):
            p = st.players[seat]
            assert (p.rider.hp, p.rider.max_hp) == (RIDER_HP[riders[seat]],) * 2
            assert (p.dragon.hp, p.dragon.max_hp) == (DRAGON_HP[dragons[seat]],) * 2
            for unit in p.units():
                assert (unit.burn, unit.freeze, unit.immune_through) == (0, 0, 0)
            assert (p.energy_shield, p.crippled) == (0, False)
            # Energy starts at 0; only the first player's start phase has run (§3 items 2-3).
            assert p.energy == (ENERGY_PER_TURN[riders[seat]] if seat == first else 0)


# ---------------------------------------------------------------- R2: market draft


def test_market_draft_stack_and_market_start() -> None:
    st = choose_units(new(5))
    assert st.phase == "draft"
    assert len(st.market.cards) == 5
    assert len(st.stack.cards) == 39
    assert sorted(st.market.cards + st.stack.cards) == sorted(ALL_IDS)
    assert st.market.visibility is Visibility.PUBLIC
    assert st.stack.visibility is Visibility.HIDDEN
    assert rs.to_act(st) == (0,)
    assert st.picks == 0
    # shuffled by the seed: same seed same order, other seeds other orders
    again = choose_units(new(5))
    assert (again.stack.cards, again.market.cards) == (st.stack.cards, st.market.cards)
    orders = {tuple(choose_units(new(seed)).stack.cards) for seed in range(1, 6)}
    assert len(orders) == 5
    assert st.stack.cards + st.market.cards[::-1] != ALL_IDS


def test_market_draft_full_run() -> None:
    st = choose_units(new(9))
    taken: dict[int, list[str]] = {0: [], 1: []}
    for i in range(40):
        seat = i % 2  # strict alternation, P1 first
        assert st.phase == "draft"
        assert rs.to_act(st) == (seat,)
        assert st.picks == i
        assert sorted(m["card"] for m in rs.legal_moves(st, seat)) == sorted(st.market.cards)
        wrong = rejection(st, Move.make(1 - seat, "draft_pick", card=st.market.cards[0]))
        assert (wrong.code, wrong.message) == ("riders/not-your-turn", f"{SEATS[seat]} picks now.")
        before = list(st.market.cards)
        top = st.stack.cards[-1] if st.stack.cards else None
        card = before[(3 * i) % len(before)]
        rs.apply(st, Move.make(seat, "draft_pick", card=card))
        taken[seat].append(card)
        if i < 39:
            assert top is not None
            assert len(st.market.cards) == 5
            assert len(st.stack.cards) == 38 - i
            assert sorted(st.market.cards) == sorted([c for c in before if c != card] + [top])
        else:
            assert top is None
            leftovers = sorted(c for c in before if c != card)
    assert [len(taken[0]), len(taken[1])] == [20, 20]
    # after 40 picks: 20 each, the 4 left set aside face up
    assert st.phase == "action"
    assert st.market.cards == [] and st.stack.cards == []
    assert sorted(st.set_aside.cards) == leftovers
    assert len(leftovers) == 4
    assert st.set_aside.visibility is Visibility.PUBLIC
    for viewer in (0, 1, None):
        assert sorted(rs.view(st, viewer).set_aside.cards) == leftovers
    for seat in (0, 1):
        assert pile(st, seat) == sorted(taken[seat])
        assert st.players[seat].decklist == dict(Counter(c.rpartition("_")[0] for c in taken[seat]))
    assert every_card(st) == sorted(ALL_IDS)


def test_market_not_in_market_message() -> None:
    st = next(
        s for s in (choose_units(new(seed)) for seed in range(1, 30)) if "heavy_blow_1" in s.stack
    )
    e = rejection(st, Move.make(0, "draft_pick", card="heavy_blow_1"))
    assert (e.code, e.message) == ("riders/not-in-market", "Heavy Blow is not in the market.")
    # a card already drafted is not in the market either
    card = st.market.cards[0]
    rs.apply(st, Move.make(0, "draft_pick", card=card))
    e = rejection(st, Move.make(1, "draft_pick", card=card))
    assert e.code == "riders/not-in-market"
    assert e.message.endswith("is not in the market.")


def test_snake_draft_order_and_result() -> None:
    st = choose_units(new(4, draft_mode="snake"))
    assert st.phase == "draft"
    assert sorted(st.market.cards) == sorted(ALL_IDS)  # all 44 face up
    assert st.stack.cards == []
    seen = []
    taken: dict[int, list[str]] = {0: [], 1: []}
    for i in range(40):
        (seat,) = rs.to_act(st)
        seen.append(seat)
        card = st.market.cards[(7 * i) % len(st.market.cards)]
        rs.apply(st, Move.make(seat, "draft_pick", card=card))
        taken[seat].append(card)
    assert seen[:8] == [0, 1, 1, 0, 0, 1, 1, 0]
    assert seen == SNAKE_ORDER
    assert [len(taken[0]), len(taken[1])] == [20, 20]
    assert st.phase == "action"
    assert len(st.set_aside.cards) == 4
    assert st.set_aside.visibility is Visibility.PUBLIC
    assert sorted(rs.view(st, 0).set_aside.cards) == sorted(st.set_aside.cards)
    for seat in (0, 1):
        assert pile(st, seat) == sorted(taken[seat])
    assert every_card(st) == sorted(ALL_IDS)


def test_snake_already_taken_message() -> None:
    st = choose_units(new(4, draft_mode="snake"))
    rs.apply(st, Move.make(0, "draft_pick", card="heavy_blow_1"))
    e = rejection(st, Move.make(1, "draft_pick", card="heavy_blow_1"))
    assert e.code == "riders/not-in-market"
    assert "Heavy Blow" in e.message
    assert e.message.endswith("is already taken.")


# ---------------------------------------------------------------- R2: quick deal


def test_quick_deal() -> None:
    st = quick_game(6)
    assert st.phase == "action"
    assert len(st.set_aside.cards) == 4
    assert st.set_aside.visibility is Visibility.HIDDEN
    for viewer in (0, 1, None):
        assert rs.view(st, viewer).set_aside.cards == ["?"] * 4
    for seat in (0, 1):
        assert len(pile(st, seat)) == 20
        assert sum(st.players[seat].decklist.values()) == 20
    assert every_card(st) == sorted(ALL_IDS)
    # §5: own deck list visible, the opponent's not
    for seat in (0, 1):
        v = rs.view(st, seat)
        assert v.players[seat].decklist == st.players[seat].decklist
        assert not v.players[1 - seat].decklist
    # same seed, same deal
    assert to_plain(quick_game(6)) == to_plain(st)
    assert pile(quick_game(7), 0) != pile(st, 0)


def test_quick_without_random_units_still_asks_for_units() -> None:
    assert new(1, draft_mode="quick").phase == "rider"
    assert new(1, quick_random_units=True).phase == "rider"  # market mode ignores it


def test_quick_random_units() -> None:
    picks = set()
    for seed in range(1, 21):
        st = new(seed, draft_mode="quick", quick_random_units=True)
        assert st.phase == "action"
        riders = [p.rider.name for p in st.players]
        dragons = [p.dragon.name for p in st.players]
        assert riders[0] != riders[1] and dragons[0] != dragons[1]
        assert set(riders) <= set(RIDER_HP) and set(dragons) <= set(DRAGON_HP)
        for p in st.players:
            assert p.shields == START_SHIELDS[p.dragon.name]
        again = new(seed, draft_mode="quick", quick_random_units=True)
        assert [p.rider.name for p in again.players] == riders
        assert [p.dragon.name for p in again.players] == dragons
        picks.add((*riders, *dragons))
    assert len(picks) > 5


# ---------------------------------------------------------------- R4 and setup steps 4-5


def test_first_player_by_seed_after_the_draft() -> None:
    firsts = {}
    for seed in range(1, 41):
        st = drafted_game(seed)
        first = first_player(st)
        firsts[seed] = first
        assert st.phase == "action"
        assert st.active == first
        me, other = st.players[first], st.players[1 - first]
        # he draws on turn 1: opening 4 + 1
        assert (len(me.hand.cards), len(me.deck.cards)) == (5, 15)
        assert (len(other.hand.cards), len(other.deck.cards)) == (4, 16)
        assert (me.turns, other.turns) == (1, 0)
        assert other.energy == 0
        assert me.energy == ENERGY_PER_TURN[me.rider.name]
        drew = [ln for ln in st.log if ln.seat == first and ln.text.startswith("You draw ")]
        assert len(drew) == 1
    assert set(firsts.values()) == {0, 1}
    for seed in (1, 2, 3, 17, 40):
        assert first_player(drafted_game(seed)) == firsts[seed]


def test_opening_hands_and_decks_in_every_mode() -> None:
    for mode in ("market", "snake", "quick"):
        for seed in (1, 2):
            st = drafted_game(seed, draft_mode=mode)
            first = first_player(st)
            for seat in (0, 1):
                p = st.players[seat]
                extra = seat == first
                assert len(p.hand.cards) == 4 + extra
                assert len(p.deck.cards) == 16 - extra
                assert p.discard.cards == []


# ---------------------------------------------------------------- determinism


def random_moves(st: RidersState, rng: random.Random, steps: int) -> list[Move]:
    made = []
    for _ in range(steps):
        if st.result is not None:
            break
        (seat,) = rs.to_act(st)
        move = rng.choice(rs.legal_moves(st, seat))
        rs.apply(st, move)
        made.append(move)
    return made


@pytest.mark.parametrize("mode", ["market", "snake", "quick"])
def test_same_seed_and_moves_give_the_same_state(mode: str) -> None:
    a = new(11, draft_mode=mode)
    moves = random_moves(a, random.Random(3), 120)
    b = new(11, draft_mode=mode)
    for move in moves:
        rs.apply(b, move)
    assert to_plain(a) == to_plain(b)
    c = new(12, draft_mode=mode)
    random_moves(c, random.Random(3), 120)
    assert to_plain(c) != to_plain(a)


# ---------------------------------------------------------------- §8 check order


def finished_game() -> RidersState:
    st = table(hands=(["heavy_blow_1"], []), active=0)
    st.players[1].dragon.hp = 4
    play(st, 0, "heavy_blow_1", "enemy_dragon")
    return st


def test_game_over_state() -> None:
    st = finished_game()
    assert st.result is not None and st.result.winners == (0,)
    assert st.result.how == "Dragon Kill"
    assert rs.to_act(st) == ()
    assert rs.legal_moves(st, 0) == [] and rs.legal_moves(st, 1) == []


@pytest.mark.parametrize(
    "move",
    [
        Move.make(0, "fly"),
        Move.make(0, "attack"),
        Move.make(0, "attack", target="enemy_dragon", card="strike_1"),
        Move.make(0, "attack", target="the_moon"),
        Move.make(0, "attack", target="dragon:1"),
        Move.make(0, "play_card", card="strike_1"),
        Move.make(0, "play_card", card=3, target="enemy_dragon"),
        Move.make(0, "choose_rider", name="Kael"),
        Move.make(0, "end_turn", now=True),
        Move.make(2, "end_turn"),
    ],
)
def test_malformed_moves(move: Move) -> None:
    for st in (new(), table(active=0), finished_game()):
        e = rejection(st, move)
        assert e.code == "riders/malformed"


def test_game_over_comes_before_not_your_turn_and_phase() -> None:
    st = finished_game()
    for move in (
        Move.make(1, "end_turn"),
        Move.make(0, "end_turn"),
        Move.make(1, "attack", target="enemy_dragon"),
        Move.make(0, "draft_pick", card="strike_1"),
        Move.make(0, "discard", cards=("strike_1",)),
    ):
        e = rejection(st, move)
        assert (e.code, e.message) == (
            "riders/game-over",
            "The game is over: Aria won by Dragon Kill.",
        )


def test_not_your_turn_comes_before_wrong_phase() -> None:
    st = choose_units(new(2))
    e = rejection(st, Move.make(1, "attack", target="enemy_dragon"))
    assert (e.code, e.message) == ("riders/not-your-turn", "Aria picks now.")
    st = table(hands=(["strike_1"], ["strike_2"]), active=0)
    for move in (
        Move.make(1, "draft_pick", card="strike_3"),
        Move.make(1, "play_card", card="strike_2", target="enemy_dragon"),
        Move.make(1, "end_turn"),
    ):
        e = rejection(st, move)
        assert (e.code, e.message) == ("riders/not-your-turn", "It is Aria's turn.")
    st = table(active=1)
    e = rejection(st, Move.make(0, "end_turn"))
    assert (e.code, e.message) == ("riders/not-your-turn", "It is Brann's turn.")


def test_wrong_phase_comes_before_the_moves_own_checks() -> None:
    st = choose_units(new(2))
    e = rejection(st, Move.make(0, "attack", target="enemy_dragon"))
    assert (e.code, e.message) == ("riders/wrong-phase", "You can't attack during the draft.")
    for move in (
        Move.make(0, "attack", target="own_rider"),  # would be bad-target
        Move.make(0, "play_card", card="strike_1", target="enemy_dragon"),  # not-in-hand
        Move.make(0, "end_turn"),
        Move.make(0, "choose_rider", rider="Kal"),  # unknown-rider
    ):
        assert rejection(st, move).code == "riders/wrong-phase"
    st = table(active=0)
    e = rejection(st, Move.make(0, "draft_pick", card="zzz_1"))
    assert e.code == "riders/wrong-phase"


SIX = ["strike_1", "strike_2", "heavy_blow_1", "shield_up_1", "rider_heal_1", "thaw_1"]


def discard_pending() -> RidersState:
    st = table(hands=(SIX, ["strike_3"]), active=0)
    end_turn(st, 0)
    return st


def test_end_turn_over_the_limit_opens_a_discard() -> None:
    st = discard_pending()
    assert st.phase == "discard"
    assert rs.to_act(st) == (0,)
    assert st.pending.kind == "discard"
    assert sorted(st.players[0].hand.cards) == sorted(SIX)
    assert st.active == 0
    legal = rs.legal_moves(st, 0)
    assert sorted(m["cards"] for m in legal) == sorted((c,) for c in SIX)
    assert rs.legal_moves(st, 1) == []


def test_discard_pending_blocks_other_moves() -> None:
    st = discard_pending()
    for move in (
        Move.make(0, "attack", target="enemy_dragon"),
        Move.make(0, "play_card", card="strike_1", target="enemy_dragon"),
        Move.make(0, "play_card", card="strike_4", target="enemy_dragon"),  # not in hand
        Move.make(0, "end_turn"),
    ):
        e = rejection(st, move)
        assert (e.code, e.message) == ("riders/wrong-phase", "Discard down to 5 cards first.")
    e = rejection(st, Move.make(1, "discard", cards=("strike_3",)))
    assert e.code == "riders/not-your-turn"
    assert "Aria" in e.message


def test_discard_own_checks_in_order() -> None:
    st = discard_pending()
    # not-in-hand comes before the count
    e = rejection(st, Move.make(0, "discard", cards=("strike_4", "strike_1")))
    assert e.code == "riders/not-in-hand"
    e = rejection(st, Move.make(0, "discard", cards=("strike_3",)))  # Brann's card
    assert e.code == "riders/not-in-hand"
    for cards in ((), ("strike_1", "strike_2"), tuple(SIX)):
        e = rejection(st, Move.make(0, "discard", cards=cards))
        assert (e.code, e.message) == (
            "riders/bad-discard-count",
            "Discard exactly 1 card (6 in hand, limit 5).",
        )


def test_bad_discard_count_plural() -> None:
    st = table(hands=([*SIX, "thaw_2"], []), active=0)
    end_turn(st, 0)
    e = rejection(st, Move.make(0, "discard", cards=("strike_1",)))
    assert (e.code, e.message) == (
        "riders/bad-discard-count",
        "Discard exactly 2 cards (7 in hand, limit 5).",
    )


def test_no_discard_needed() -> None:
    for hand in (SIX, SIX[:4], SIX[:5]):
        st = table(hands=(hand, []), active=0)
        e = rejection(st, Move.make(0, "discard", cards=(hand[0],)))
        assert e.code == "riders/no-discard-needed"


def test_discard_resolves_and_play_passes() -> None:
    st = discard_pending()
    brann_deck = len(st.players[1].deck.cards)
    rs.apply(st, Move.make(0, "discard", cards=("heavy_blow_1",)))
    me = st.players[0]
    assert sorted(me.hand.cards) == sorted(c for c in SIX if c != "heavy_blow_1")
    assert me.discard.cards == ["heavy_blow_1"]
    assert st.phase == "action"
    assert st.active == 1
    assert rs.to_act(st) == (1,)
    brann = st.players[1]
    assert brann.turns == 2
    assert len(brann.hand.cards) == 2  # strike_3 plus the start draw
    assert len(brann.deck.cards) == brann_deck - 1
    assert brann.energy == 10 + ENERGY_PER_TURN["Kael"]


def test_end_turn_at_five_cards_needs_no_discard() -> None:
    st = table(hands=(SIX[:5], []), active=0)
    end_turn(st, 0)
    assert st.phase == "action"
    assert rs.to_act(st) == (1,)
    assert len(st.players[0].hand.cards) == 5


# ---------------------------------------------------------------- legal_moves vs check


def candidates(st: RidersState, seat: int) -> list[Move]:
    hand = st.players[seat].hand.cards
    moves = [Move.make(seat, "choose_rider", rider=r) for r in [*RIDER_HP, "Kal"]]
    moves += [Move.make(seat, "choose_dragon", dragon=d) for d in [*DRAGON_HP, "Smaug"]]
    moves += [Move.make(seat, "draft_pick", card=c) for c in ALL_IDS]
    moves += [Move.make(seat, "attack", target=t) for t in UNITS]
    for card in {*hand, "strike_1", "thaw_2", "rider_heal_4"}:
        moves += [Move.make(seat, "play_card", card=card, target=t) for t in UNITS]
    moves.append(Move.make(seat, "end_turn"))
    for n in range(3):
        moves += [Move.make(seat, "discard", cards=combo) for combo in combinations(hand, n)]
    return moves


def passes(st: RidersState, move: Move) -> bool:
    try:
        rs.check(st, move)
    except IllegalMove:
        return False
    return True


def assert_consistent(st: RidersState) -> None:
    acting = rs.to_act(st)
    for seat in (0, 1):
        legal = rs.legal_moves(st, seat)
        if seat not in acting:
            assert legal == []
        for move in legal:
            rs.check(st, move)
        legal_set = set(legal)
        assert len(legal_set) == len(legal), "legal_moves lists a move twice"
        for move in candidates(st, seat):
            assert passes(st, move) == (move in legal_set), move.describe()


def random_positions(seed: int, options: dict[str, Any], steps: int) -> Iterator[RidersState]:
    rng = random.Random(seed)
    st = new(seed, **options)
    for _ in range(steps):
        yield st
        if st.result is not None:
            return
        (seat,) = rs.to_act(st)
        rs.apply(st, rng.choice(rs.legal_moves(st, seat)))


GAMES = [  # (seed, options, step cap); random games end in well under 150 moves
    (1, {}, 150),
    (6, {}, 150),
    (2, {"draft_mode": "snake"}, 150),
    (3, {"draft_mode": "quick"}, 150),
    (8, {"draft_mode": "quick"}, 150),
    (4, {"draft_mode": "quick", "quick_random_units": True}, 150),
    (5, {"draft_mode": "quick", "quick_random_units": True, "mirror_units": True}, 150),
]


def test_legal_moves_agree_with_check_on_random_play() -> None:
    count = 0
    for seed, options, steps in GAMES:
        for st in random_positions(seed, options, steps):
            assert_consistent(st)
            assert every_card(st) in ([], sorted(ALL_IDS))
            count += 1
    assert count >= 300
    for st in (discard_pending(), finished_game(), table(active=1, hands=(SIX, SIX[:1]))):
        assert_consistent(st)


# ---------------------------------------------------------------- §5 privacy


def assert_private(st: RidersState) -> None:
    hidden_everywhere = set(st.stack.cards)
    for p in st.players:
        hidden_everywhere |= set(p.deck.cards)
    if st.set_aside.visibility is not Visibility.PUBLIC:
        hidden_everywhere |= set(st.set_aside.cards)
    for seat in (0, 1):
        v = rs.view(st, seat)
        found = strings_in(to_plain(v))
        other_hand = set(st.players[1 - seat].hand.cards)
        assert not (found & other_hand), f"seat {seat} sees {found & other_hand}"
        assert not (found & hidden_everywhere), f"seat {seat} sees {found & hidden_everywhere}"
        assert v.moves == []
        assert v.rng == Rng(0)
        # public information stays
        assert v.market.cards == st.market.cards
        assert len(v.stack.cards) == len(st.stack.cards)
        for pv, p in zip(v.players, st.players, strict=True):
            assert pv.discard.cards == p.discard.cards
            assert len(pv.hand.cards) == len(p.hand.cards)
            assert len(pv.deck.cards) == len(p.deck.cards)
            assert (pv.energy, pv.shields) == (p.energy, p.shields)
            for uv, u in zip((pv.rider, pv.dragon), (p.rider, p.dragon), strict=True):
                if u is not None:
                    assert (uv.name, uv.hp, uv.burn, uv.freeze) == (u.name, u.hp, u.burn, u.freeze)
        assert v.players[seat].hand.cards == st.players[seat].hand.cards
        if st.set_aside.visibility is Visibility.PUBLIC:
            assert v.set_aside.cards == st.set_aside.cards
        # the log: public lines and this seat's own lines only
        assert v.log == [ln for ln in st.log if ln.seat in (None, seat)]
        if seat in rs.to_act(st):
            assert rs.legal_moves(v, seat) == rs.legal_moves(st, seat)
        else:
            assert rs.legal_moves(v, seat) == []


def test_views_hide_hands_decks_and_stack_in_every_phase() -> None:
    states = [new(), choose_units(new())]
    st = new()
    rs.apply(st, Move.make(0, "choose_rider", rider="Kael"))
    rs.apply(st, Move.make(1, "choose_rider", rider="Bronn"))
    states.append(st)  # dragon choice
    for mode, picks in (("market", 17), ("snake", 9)):
        st = choose_units(new(3, draft_mode=mode))
        for _ in range(picks):  # stop mid-draft
            (seat,) = rs.to_act(st)
            rs.apply(st, Move.make(seat, "draft_pick", card=st.market.cards[2]))
        states.append(st)
    states += [drafted_game(8), quick_game(8), finished_game()]
    for st in states:
        assert_private(st)


def test_view_during_a_pending_discard_hides_the_hand() -> None:
    st = discard_pending()
    assert_private(st)


def test_views_stay_private_during_random_play() -> None:
    for seed, options, steps in GAMES[:4]:
        for i, st in enumerate(random_positions(seed + 20, options, steps)):
            if i % 4 == 0:
                assert_private(st)


def test_private_draw_lines_reach_only_their_seat() -> None:
    st = drafted_game(3)
    first = first_player(st)
    mine = [ln for ln in st.log if ln.seat == first]
    assert any(ln.text.startswith("You draw ") for ln in mine)
    other = rs.view(st, 1 - first)
    assert not any(ln.text.startswith("You draw ") for ln in other.log)
    assert all(ln.seat in (None, 1 - first) for ln in other.log)
    own = rs.view(st, first)
    assert [ln for ln in own.log if ln.seat == first] == mine
    # the public log says a card was drawn, never which
    for card in st.players[first].hand.cards:
        name = CARD_NAMES[card.rpartition("_")[0]]
        assert not any(name in ln.text and "draw" in ln.text for ln in other.log)
    # the opponent's hand is backs only
    assert other.players[first].hand.cards == ["?"] * 5


def test_market_deck_lists_are_public() -> None:
    st = drafted_game(5)
    for seat in (0, 1):
        v = rs.view(st, seat)
        for p in (0, 1):
            assert v.players[p].decklist == st.players[p].decklist
            assert sum(v.players[p].decklist.values()) == 20


# ---------------------------------------------------------------- gestures


def test_gestures_map_to_moves() -> None:
    st = table(hands=(["strike_1", "shield_up_1"], ["strike_2"]), active=0)
    assert rs.move_for_gesture(st, 0, Gesture("strike_1", "hand:0", "dragon:1")) == Move.make(
        0, "play_card", card="strike_1", target="enemy_dragon"
    )
    assert rs.move_for_gesture(st, 0, Gesture("shield_up_1", "hand:0", "rider:0")) == Move.make(
        0, "play_card", card="shield_up_1", target="own_rider"
    )
    assert rs.move_for_gesture(st, 0, Gesture("dragon:0", "dragon:0", "rider:1")) == Move.make(
        0, "attack", target="enemy_rider"
    )
    assert rs.move_for_gesture(st, 0, Gesture("dragon:0", "dragon:0", "dragon:1")) == Move.make(
        0, "attack", target="enemy_dragon"
    )
    assert rs.move_for_gesture(st, 0, Gesture("strike_1", "hand:0", "discard:0")) is None
    assert rs.move_for_gesture(st, 0, Gesture("strike_2", "hand:1", "dragon:1")) is None
    st = table(hands=([], ["strike_2"]), active=1)
    assert rs.move_for_gesture(st, 1, Gesture("strike_2", "hand:1", "dragon:0")) == Move.make(
        1, "play_card", card="strike_2", target="enemy_dragon"
    )
    assert rs.move_for_gesture(st, 1, Gesture("dragon:1", "dragon:1", "rider:0")) == Move.make(
        1, "attack", target="enemy_rider"
    )
    st = choose_units(new(2))
    card = st.market.cards[1]
    assert rs.move_for_gesture(st, 0, Gesture(card, "market", "drafted:0")) == Move.make(
        0, "draft_pick", card=card
    )
    with pytest.raises(IllegalMove) as refused:
        rs.move_for_gesture(st, 0, Gesture(card, "market", "drafted:1"))
    assert refused.value.code == "riders/not-your-pile"
    assert refused.value.message == f"Your picks go on your own pile, not on {st.name(1)}'s."


def assert_gestures(st: RidersState, seat: int) -> None:
    zone = {"enemy_dragon": f"dragon:{1 - seat}", "enemy_rider": f"rider:{1 - seat}"}
    zone |= {"own_dragon": f"dragon:{seat}", "own_rider": f"rider:{seat}"}
    legal = rs.legal_moves(st, seat)
    for move in legal:
        g = move.gesture
        if move.kind == "play_card":
            assert g == Gesture(move["card"], f"hand:{seat}", zone[move["target"]])
        elif move.kind == "attack":
            assert g == Gesture(f"dragon:{seat}", f"dragon:{seat}", zone[move["target"]])
        elif move.kind == "draft_pick":
            assert g == Gesture(move["card"], "market", f"drafted:{seat}")
        else:
            continue
        assert rs.move_for_gesture(st, seat, g) == move
        assert match_drop(legal, g.piece, g.from_zone, g.to_zone) == move


def test_legal_moves_carry_matching_gestures() -> None:
    st = table(
        hands=(["strike_1", "thaw_1", "energy_drain_1", "shield_up_1", "chain_bolt_1"], []),
        active=0,
    )
    assert {m.kind for m in rs.legal_moves(st, 0)} == {"attack", "play_card", "end_turn"}
    assert len(rs.legal_moves(st, 0)) == 2 + 1 + 2 + 2 + 1 + 2 + 1
    assert_gestures(st, 0)
    st = table(hands=([], ["strike_2", "dragon_heal_1"]), active=1)
    assert_gestures(st, 1)
    st = choose_units(new(2))
    assert_gestures(st, 0)
    rs.apply(st, Move.make(0, "draft_pick", card=st.market.cards[0]))
    assert_gestures(st, 1)


def test_resign_ends_the_game_for_the_other_player_at_any_moment() -> None:
    """Resigning is legal out of turn and in any phase; it is not offered to bots."""
    rs = RidersRuleset()
    st = rs.new_game(["Aria", "Brann"], 4, {})
    assert all(m.kind != "resign" for m in rs.legal_moves(st, 0))
    rs.apply(st, Move.make(1, "resign"))  # Aria is choosing a Rider; Brann resigns
    assert st.result is not None
    assert st.result.winners == (0,)
    assert st.result.how == "Resignation"
    assert st.result.summary == "Brann resigned; Aria wins."
    err = rejection(st, Move.make(0, "resign"))
    assert err.code == "riders/game-over"
    assert err.message == "The game is over: Aria won by Resignation."
