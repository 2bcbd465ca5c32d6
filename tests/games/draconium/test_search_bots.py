"""The three strengths of Draconium player (issue 26): easy (the data-driven Big Money
that feeds its Egg), normal and strong (the generic search bot with Draconium's hooks).
Every bot reads card data, so a designer's new card is bought and played and a changed
cost changes what they buy; the search's sampled worlds keep what their seat may not
know out of sight (§5); the same seed gives the same move."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from game import paths
from game.bots.determinize import sample_problems
from game.core.move import Move
from game.core.rng import Rng
from game.core.runner import Player
from game.core.state import ANSWERED
from game.core.zones import HIDDEN_CARD, Visibility
from game.games import REGISTRY, make_bot
from game.games.draconium import knowledge, search
from game.games.draconium.budgets import NORMAL, STRONG
from game.games.draconium.cards import name_of
from game.games.draconium.dragon_bot import DragonBot
from game.games.draconium.rules import DraconiumRuleset
from game.games.draconium.search_bot import DraconiumSearchBot
from game.games.draconium.setup import new_state
from game.games.draconium.state import BUY, DraconiumState
from tests.games.draconium.helpers import FIRST_GAME, R, answer, card, table

ENTRY = REGISTRY.entry("draconium")
NEW_CARD = """
[[card]]
name = "Caravan Hall"
cost = 5
types = ["Action"]
set = "base"
effects = [{ step = "cards", n = 2 }, { step = "actions", n = 1 }, { step = "coins", n = 1 }]
"""
KINGDOM = (
    "Cellar",
    "Chapel",
    "Village",
    "Smithy",
    "Militia",
    "Festival",
    "Market",
    "Witch",
    "Laboratory",
    "Moat",
)


def designer_files(tmp_path: Path) -> tuple[Path, Path]:
    """Copies of the shipped card file: one with a new Kingdom card, one where Festival
    costs $2 instead of $5."""
    shipped = paths.card_file("draconium").read_text(encoding="utf-8")
    changed = shipped.replace('name = "Festival"\ncost = 5', 'name = "Festival"\ncost = 2')
    assert changed != shipped
    new, cost = tmp_path / "new.toml", tmp_path / "cost.toml"
    new.write_text(shipped + NEW_CARD, encoding="utf-8")
    cost.write_text(changed, encoding="utf-8")
    return new, cost


def cheap_search(rules: Any, seed: int) -> Player:
    """The search bot on a small budget (tests only)."""
    return DraconiumSearchBot(rules, seed, search.HOOKS, iterations=12)


def play_out(
    rules: DraconiumRuleset,
    bots: Sequence[Player],
    seed: int,
    kingdom: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
) -> tuple[DraconiumState, Counter[str]]:
    """A whole game between `bots` (on the Kingdom given, or the options'), and what was
    bought and played in it."""
    chosen = {o.name: o.default for o in rules.options} | (options or {})
    seats = [f"P{i + 1}" for i in range(len(bots))]
    st = new_state(rules.catalog, seats, seed, chosen, kingdom)
    used: Counter[str] = Counter()
    while rules.result(st) is None:
        assert len(st.moves) < ENTRY.max_moves // 2, "a bot game ran far too long"
        seat = rules.to_act(st)[0]
        legal = rules.legal_moves(st, seat)
        move = bots[seat].choose(rules.view(st, seat), legal) if len(legal) > 1 else legal[0]
        rules.apply(st, move)
        if move.kind == "buy":
            used["bought " + move["pile"]] += 1
        elif move.kind == "play_action":
            used["played " + name_of(move["card"])] += 1
    return st, used


# -- the entry ----------------------------------------------------------------------------


def test_the_entry_lists_three_strengths_and_greedy_is_now_easy() -> None:
    assert ENTRY.bot_kinds[:3] == ("easy", "normal", "strong")
    assert ENTRY.default_bot == "easy" and ENTRY.search is not None
    assert type(make_bot("draconium", "greedy", 1, R)) is DragonBot
    strong = make_bot("draconium", "strong", 1, R)
    assert isinstance(strong, DraconiumSearchBot) and strong.iterations == STRONG
    assert make_bot("draconium", "normal", 1, R).iterations == NORMAL  # type: ignore[attr-defined]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_each_level_plays_a_whole_game_at_the_fewest_and_most_seats(
    level: str, players: int
) -> None:
    """The searching levels on a small budget; the others at their own game."""
    seed = 3 + players

    def bot(seat: int) -> Player:
        if level == "easy" or seat:
            return make_bot("draconium", "easy", seed * 16 + seat, R)
        return DraconiumSearchBot(R, seed, search.HOOKS, iterations=6 if level == "normal" else 10)

    st, _ = play_out(R, [bot(s) for s in range(players)], seed)
    assert st.result is not None and len(st.moves) < ENTRY.max_moves // 2


# -- a designer's card file ------------------------------------------------------------------


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_new_card_is_bought_and_played_with_no_code_of_its_own(
    tmp_path: Path, level: str
) -> None:
    new, _ = designer_files(tmp_path)
    rules = ENTRY.rules_from(new) if ENTRY.rules_from else R
    kingdom = [*KINGDOM[:-1], "Caravan Hall"]
    used: Counter[str] = Counter()
    for seed in range(3 if level == "normal" else 6):
        maker = cheap_search if level == "normal" else None
        bots = [
            maker(rules, seed) if maker and s == 0 else ENTRY.make_bot("easy", seed * 16 + s, rules)
            for s in range(2)
        ]
        st, counted = play_out(rules, bots, seed, kingdom)
        assert st.result is not None
        used += counted
    assert used["bought Caravan Hall"] > 0 and used["played Caravan Hall"] > 0


def test_a_new_card_does_its_plain_bonuses(tmp_path: Path) -> None:
    """A card the rules have no code for does what its effects say, and its text is written
    from them."""
    new, _ = designer_files(tmp_path)
    rules = ENTRY.rules_from(new) if ENTRY.rules_from else R
    st = new_state(
        rules.catalog,
        ["A", "B"],
        1,
        {o.name: o.default for o in rules.options},
        [*KINGDOM[:-1], "Caravan Hall"],
    )
    seat = st.active
    while st.phase != "action":
        rules.apply(st, rules.legal_moves(st, seat)[0])
    hall = st.supply["Caravan Hall"].cards.pop()
    st.players[seat].hand.cards.append(hall)
    hand = len(st.players[seat].hand.cards)
    rules.apply(st, Move.make(seat, "play_action", card=hall))
    assert len(st.players[seat].hand.cards) == hand - 1 + 2
    assert (st.actions, st.coins) == (1, 1)
    hall_spec = rules.catalog.spec("Caravan Hall")
    assert (hall_spec.plus_cards, hall_spec.plus_actions, hall_spec.plus_coins) == (2, 1, 1)
    assert hall_spec.text == "+2 Cards, +1 Action, +$1."


def test_a_changed_cost_changes_what_the_bots_buy(tmp_path: Path) -> None:
    """Festival at $2: the easy bot buys it with $2, where at $5 it could not."""
    _, cost = designer_files(tmp_path)
    cheap = ENTRY.rules_from(cost) if ENTRY.rules_from else R
    festival = ("Festival", *(k for k in FIRST_GAME if k != "Smithy"))
    shipped_st = table(festival, hands=[["Copper", "Copper"]], phase=BUY)
    answer(shipped_st, 0, "play_all_treasures")
    shipped = DragonBot(R).choose(R.view(shipped_st, 0), R.legal_moves(shipped_st, 0))
    assert shipped != Move.make(0, "buy", pile="Festival")  # $5 as shipped
    st = new_state(
        cheap.catalog, ["A", "B"], 1, {o.name: o.default for o in cheap.options}, festival
    )
    seat = st.active
    p = st.players[seat]
    p.hand.cards, p.deck.cards = p.deck.cards, p.hand.cards
    while st.phase != BUY:
        cheap.apply(st, next(m for m in cheap.legal_moves(st, seat) if m.kind == "end_phase"))
    st.coins, st.players[seat].hand.cards = 2, []
    move = DragonBot(cheap).choose(cheap.view(st, seat), cheap.legal_moves(st, seat))
    assert move == Move.make(seat, "buy", pile="Festival")
    counts = []
    for rules in (R, cheap):
        bought = 0
        for seed in range(4):
            bots = [ENTRY.make_bot("easy", seed * 16 + s, rules) for s in range(2)]
            bought += play_out(rules, bots, seed, KINGDOM)[1]["bought Festival"]
        counts.append(bought)
    assert counts[1] > counts[0]


# -- the search's worlds (§5) ---------------------------------------------------------------------


def partly_shown(view: DraconiumState) -> list[str]:
    """The zones a view shows only in part although public: discard piles below their
    top card and the Ruins pile below its top (§4, §5)."""
    return [
        z.id for z in view.zones() if HIDDEN_CARD in z.cards and z.visibility is Visibility.PUBLIC
    ]


def privacy_problems(view: DraconiumState, world: DraconiumState, seat: int) -> list[str]:
    """`sample_problems`, with the zones the view shows only in part checked card by
    card: what the view shows is kept where it is, the backs are filled."""
    partly = set(partly_shown(view))
    shown, made = view.clone(), world.clone()
    problems = []
    for before, after in zip(shown.zones(), made.zones(), strict=True):
        if before.id in partly:
            kept = [a for b, a in zip(before.cards, after.cards, strict=True) if b != HIDDEN_CARD]
            if kept != [b for b in before.cards if b != HIDDEN_CARD]:
                problems.append(f"zone {before.id} lost what the view shows")
            before.visibility = after.visibility = Visibility.HIDDEN
    return problems + sample_problems(shown, made, seat)


def test_sampled_worlds_keep_what_each_seat_sees_and_deal_only_what_it_has_not() -> None:
    """Over random games with random options, every seat: nothing a seat sees moves, every
    back is filled from cards it has not seen, each player's backs are their own cards
    by the public record, and a world for the seat to act plays on."""
    from tests.core.test_playout import random_options

    rng = Rng(11)
    checked = 0
    for seed in range(8):
        options = random_options(R, rng)
        players = 2 + seed % 3
        st = R.new_game([f"P{i + 1}" for i in range(players)], seed, options)
        for step in range(600):
            if R.result(st) is not None:
                break
            to_act = R.to_act(st)[0]
            if step % 9 == 0:
                for seat in range(players):
                    view = R.view(st, seat)
                    world = search.determinize(R, view, rng)
                    assert privacy_problems(view, world, seat) == []
                    owned = knowledge.ledger(view)
                    for p in world.players:
                        assert Counter(name_of(c) for c in p.owned()) == owned[p.seat]
                    if seat == to_act:
                        legal = R.legal_moves(world, seat)
                        R.apply(world, legal[rng.below(len(legal))])
                    checked += 1
            legal = R.legal_moves(st, to_act)
            R.apply(st, legal[rng.below(len(legal))])
    assert checked > 300


def test_the_public_record_gives_each_players_cards() -> None:
    st, _ = play_out(R, [make_bot("draconium", "easy", s, R) for s in range(3)], 5)
    view = R.view(st, 1)
    assert knowledge.ledger(view) == [Counter(name_of(c) for c in p.owned()) for p in st.players]


def test_a_secret_egg_choice_is_guessed_for_the_seats_that_answered() -> None:
    options = {"egg_assignment": "secret choice"}
    st = R.new_game(["A", "B", "C"], 4, options)
    assert st.pending is not None and st.pending.secret
    R.apply(st, R.legal_moves(st, 0)[0])
    view = R.view(st, 1)
    assert view.pending is not None and view.pending.answers == {0: ANSWERED}
    world = search.determinize(R, view, Rng(2))
    assert world.pending is not None and world.pending.answers[0] in world.pending.choices
    move = DraconiumSearchBot(R, 1, search.HOOKS, 20).choose(view, R.legal_moves(st, 1))
    assert move.kind == "choose_egg"


def test_easy_bots_choose_different_eggs_in_different_games() -> None:
    picks = set()
    for seed in range(12):
        st = R.new_game(["A", "B"], 7, {"egg_assignment": "open choice"})
        seat = R.to_act(st)[0]
        picks.add(DragonBot(R, seed).choose(R.view(st, seat), R.legal_moves(st, seat))["egg"])
    assert len(picks) > 1


# -- determinism ----------------------------------------------------------------------------


def test_the_same_seed_gives_the_same_move() -> None:
    st = table(hands=[["Silver", "Silver", "Copper", "Estate", "Copper"]], phase=BUY)
    answer(st, 0, "play_all_treasures")
    view, legal = R.view(st, 0), R.legal_moves(st, 0)
    searched = {DraconiumSearchBot(R, 9, search.HOOKS, 40).choose(view, legal) for _ in range(3)}
    easy = {DragonBot(R, 9).choose(view, legal) for _ in range(3)}
    assert len(searched) == 1 and len(easy) == 1


def test_identical_cards_are_one_decision() -> None:
    """Playing either of two Coppers is one decision (Rules.canonical): the search weighs
    it once."""
    st = table(hands=[["Copper", "Copper", "Silver"]], phase=BUY)
    plays = [m for m in R.legal_moves(st, 0) if m.kind == "play_treasure"]
    forms = {R.canonical(m) for m in plays}
    assert len(plays) == 3 and len(forms) == 2
    assert R.canonical(Move.make(0, "play_treasure", card=card(st, 0, "Silver"))) in forms


def test_cards_the_viewers_own_question_names_are_in_every_sampled_world() -> None:
    """A Divine Dragon asks its owner to return a Ruins from hand or discard: the question
    names discard cards whose slots the view hides. Every sampled world keeps them where
    the answer can take them (they used to be dealt away, and every world failed)."""
    from game.core.rng import Rng
    from game.core.runner import play
    from game.games import REGISTRY
    from game.games.draconium.search import determinize

    rules, entry = REGISTRY.get("draconium"), REGISTRY.entry("draconium")
    seed = 138
    found: list[object] = []

    class Watch:
        needs_view = True

        def __init__(self, inner: object) -> None:
            self.inner = inner

        def choose(self, view: object, legal: list[object]) -> object:
            pending = view.pending  # type: ignore[attr-defined]
            if pending is not None and pending.prompt.startswith("Divine Dragon: you may"):
                found.append(view)
                raise LookupError("found")
            return self.inner.choose(view, legal)  # type: ignore[attr-defined]

    bots = [Watch(entry.make_bot("normal", seed * 16, rules)), entry.make_bot("easy", 1, rules)]
    with pytest.raises(LookupError):
        play(rules, bots, seed, max_moves=entry.max_moves)
    view = found[0]
    named = list(view.pending.choices)  # type: ignore[attr-defined]
    assert len(named) == 4
    for n in range(20):
        world = determinize(rules, view, Rng(n))
        held = {c for z in world.zones() for c in z.cards}
        assert set(named) <= held
