"""Dragon Dune's bots: the easy bot (rules of thumb read from the board and the card
file), the normal and strong bots (the generic search bot with search.py's hooks) and
what they must never do: read a card they cannot see, crash on a designer's card file,
or play a different move from the same seed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import paths
from game.bots.determinize import sample_problems
from game.bots.search import SearchBot
from game.core.rng import Rng
from game.core.runner import play
from game.core.state import ANSWERED
from game.games import REGISTRY
from game.games.dune import NORMAL, SEARCH, STRONG
from game.games.dune.bots import EasyDuneBot
from game.games.dune.rules import DuneRuleset
from game.games.dune.search import SearchRules, candidates, determinize, evaluate
from game.games.dune.state import DuneState, is_artifact, rank_of

ENTRY = REGISTRY.entry("dune")
DUNE = DuneRuleset()


def searching(rules: DuneRuleset, seed: int, iterations: int) -> SearchBot:
    """The search bot as the entry makes it, on a small budget."""
    return SearchBot(SearchRules(rules), seed, SEARCH, iterations)


def positions(seeds: range, rules: DuneRuleset = DUNE) -> list[tuple[DuneState, int]]:
    """Every decision with a choice in easy bots' games (a copy of the state, the seat)."""
    found = []
    for seed in seeds:
        bots = [EasyDuneBot(rules, seed * 16 + s) for s in range(4)]
        state = rules.new_game(["Dain", "Elora", "Grik", "Urg"], seed, {})
        while state.result is None:
            seat = rules.to_act(state)[0]
            legal = rules.legal_moves(state, seat)
            if len(legal) > 1:
                found.append((state.clone(), seat))
            rules.apply(state, bots[seat].choose(rules.view(state, seat), legal))
    return found


# -- the levels ----------------------------------------------------------------------------------


def test_the_entry_lists_three_levels_and_keeps_the_old_name() -> None:
    assert ENTRY.bot_kinds == ("easy", "normal", "strong", "random")
    assert ENTRY.default_bot == "easy"
    assert isinstance(ENTRY.make_bot("greedy", 1, DUNE), EasyDuneBot)
    normal, strong = ENTRY.make_bot("normal", 1, DUNE), ENTRY.make_bot("strong", 1, DUNE)
    assert isinstance(normal, SearchBot) and isinstance(strong, SearchBot)
    assert (normal.iterations, strong.iterations) == (NORMAL, STRONG)
    assert NORMAL < STRONG


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_each_level_plays_a_whole_game_at_four_seats(level: str) -> None:
    """Dragon Dune is for four players only (R1): its least and most seats are both 4."""
    assert DUNE.min_seats == DUNE.max_seats == 4
    budget = {"normal": 6, "strong": 12}
    bots = [
        EasyDuneBot(DUNE, 40 + s) if level == "easy" else searching(DUNE, 40 + s, budget[level])
        for s in range(4)
    ]
    state = play(DUNE, bots, 7, max_moves=ENTRY.max_moves)
    assert state.result is not None and state.result.winners


def test_the_bots_finish_a_game_under_every_option_that_hides_or_moves_cards() -> None:
    """Where the Elves hide is theirs alone (R23 option), nobody holds their own Queen
    (R40 option), Jacks leave the game (R35 option), the dragon buries (R7 option): the
    worlds and the search still play such a game to its end."""
    options = {
        "secret_hiding": True,
        "no_own_queen": True,
        "jack_discarded": True,
        "dragon_to_graveyard": True,
        "hire_several_regions": True,
        "larger_alliances": True,
    }
    bots = [searching(DUNE, 3, 6) if s % 2 else EasyDuneBot(DUNE, s) for s in range(4)]
    state = play(DUNE, bots, 12, options, max_moves=ENTRY.max_moves)
    assert state.result is not None


def test_the_orcs_open_with_different_splits_from_game_to_game() -> None:
    """R19: the easy bot weighs the splits and picks one of the best few by seeded chance,
    so the Orcs do not open alike in every game."""
    splits = set()
    for seed in range(8):
        state = DUNE.new_game(["Dain", "Elora", "Grik", "Urg"], seed, {})
        legal = DUNE.legal_moves(state, 3)
        move = EasyDuneBot(DUNE, seed).choose(DUNE.view(state, 3), legal)
        assert move.kind == "set_orc_split"
        splits.add((move["n1c"], move["n9f"], move["n16f"]))
    assert len(splits) >= 3


# -- the same seed, the same move -------------------------------------------------------------


def test_the_same_seed_gives_the_same_move() -> None:
    found = positions(range(3, 4))
    picked = [found[i] for i in range(0, len(found), max(1, len(found) // 12))]
    for state, seat in picked:
        view, legal = DUNE.view(state, seat), DUNE.legal_moves(state, seat)
        easy = {EasyDuneBot(DUNE, 5).choose(view, legal) for _ in range(2)}
        search = {searching(DUNE, 5, 24).choose(view, legal) for _ in range(2)}
        assert len(easy) == 1 and len(search) == 1


# -- what a world may and may not know -----------------------------------------------------------


def test_a_world_never_shows_a_card_its_seat_could_not_know() -> None:
    """Every seat's worlds keep what it sees as it is, fill every back, and put no card in
    two places (game.bots.determinize.sample_problems), over the positions of three games."""
    rng = Rng(11)
    checked = 0
    for state, _ in positions(range(1, 4)):
        for seat in range(4):
            view = DUNE.view(state, seat)
            world = determinize(DUNE, view, rng)
            assert sample_problems(view, world, seat) == [], (state.round, seat)
            checked += 1
    assert checked > 400


def test_a_world_deals_each_back_from_the_cards_of_its_kind() -> None:
    """Hands and the decks keep their kinds: artifacts (2–6, Aces) in hands, the auction and
    the artifact deck; a Queen and a Jack in each Usurper pair (R40); events in the event
    deck; the other side's battle plan guessed, never left as "answered" (R31)."""
    rng = Rng(5)
    plans = 0
    for state, seat in positions(range(4, 6)):
        world = determinize(DUNE, DUNE.view(state, seat), rng)
        for p in world.players:
            assert all(is_artifact(c) for c in p.hand.cards)
            assert sorted(rank_of(c) for c in p.secret.cards) in (["J", "Q"], ["J"], ["Q"], [])
        assert all(is_artifact(c) for c in world.artifact_deck.cards + world.auction.cards)
        assert all(rank_of(c) in ("7", "8", "9", "10") for c in world.event_deck.cards)
        pending = world.pending
        if pending is not None and pending.secret:
            plans += 1
            assert pending.seats == (seat,)
            assert all(answer != ANSWERED for answer in pending.answers.values())
            for other, plan in pending.answers.items():
                card = plan["artifact"]
                assert card is None or card in world.players[other].hand.cards
    assert plans > 0


def test_a_world_depends_on_the_view_alone() -> None:
    """Two games that differ only in cards a seat cannot see give it the same worlds."""
    state, seat = next((s, seat) for s, seat in positions(range(2, 3)) if s.turn == 2)
    other = state.clone()
    theirs = other.players[(seat + 1) % 4].hand.cards
    assert theirs and other.artifact_deck.cards
    theirs[0], other.artifact_deck.cards[0] = other.artifact_deck.cards[0], theirs[0]
    assert DUNE.view(other, seat).players == DUNE.view(state, seat).players
    one = determinize(DUNE, DUNE.view(state, seat), Rng(3))
    two = determinize(DUNE, DUNE.view(other, seat), Rng(3))
    assert [z.cards for z in one.zones()] == [z.cards for z in two.zones()]


def test_a_card_kept_after_a_battle_stays_in_its_keepers_hand_in_every_world() -> None:
    """R52: a kept artifact was shown to everyone; worlds put it back in its owner's hand."""
    for state, _ in positions(range(1, 12)):
        kept = [line.text for line in state.log if line.seat is None and " keeps " in line.text]
        if not kept:
            continue
        found = re.search(r"\((\w+)\) keeps (\w+)\.$", kept[-1])
        assert found is not None
        keeper = [state.faction_name(s) for s in range(4)].index(found[1])
        card = found[2]
        if card not in state.players[keeper].hand.cards:
            continue  # played again since
        for seat in range(4):
            world = determinize(DUNE, DUNE.view(state, seat), Rng(seat))
            assert card in world.players[keeper].hand.cards
        return
    pytest.fail("no artifact was kept in these games")


# -- the search's moves ----------------------------------------------------------------------------


def test_the_moves_the_search_weighs_are_legal() -> None:
    """The Recruitment turns' candidates (made as the listers make them), the bids and the
    Orcs' Ace moves the search weighs are all legal moves, and every decision keeps some."""
    walk = SearchRules(DUNE)
    for state, seat in positions(range(6, 9)):
        legal = DUNE.legal_moves(state, seat)
        weighed = walk.legal_moves(state.clone(), seat)
        assert weighed
        assert set(weighed) <= set(legal)
        assert all(DUNE.verify(state, move) is None for move in weighed)
        assert candidates(DUNE.ctx, state, seat, legal)


def test_the_estimate_is_a_chance_and_sums_to_one() -> None:
    for state, _ in positions(range(9, 10))[::10]:
        chances = [evaluate(DUNE, state, seat) for seat in range(4)]
        assert all(0 < c < 1 for c in chances)
        assert sum(chances) == pytest.approx(1)


# -- a designer's card file -----------------------------------------------------------------------


def designer_file(tmp_path: Path, old: str, new: str) -> DuneRuleset:
    text = paths.card_file("dune").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "dune.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    entry_rules = ENTRY.rules_from
    assert entry_rules is not None
    rules: DuneRuleset = entry_rules(path)
    return rules


def hired_into_cities(rules: DuneRuleset, state: DuneState) -> int:
    return sum(
        int(m["n"])
        for m in state.moves
        if m.kind == "hire_mercenaries" and rules.board.regions[str(m["region"])].is_city
    )


def test_bots_play_a_new_starting_stack_from_a_designers_file(tmp_path: Path) -> None:
    """Dune's card file holds the factions' numbers, not a deck: a designer's new "card" is
    a new starting stack (the Dwarves begin with 3 tokens in 15c). Easy and normal bots
    finish their games with it, and use it: they reinforce it or march it off."""
    rules = designer_file(tmp_path, "tokens = {}", 'tokens = { "15c" = 3 }')
    used = 0
    for seed in range(1, 5):
        level = "easy" if seed % 2 else "normal"
        bots = [
            EasyDuneBot(rules, seed * 16 + s) if level == "easy" else searching(rules, seed, 8)
            for s in range(4)
        ]
        state = play(rules, bots, seed, max_moves=ENTRY.max_moves)
        assert state.result is not None
        dwarves = [m for m in state.moves if m.seat == 0]
        used += any(
            m.get("region") == "15c" or m.get("from") == "15c" or m.get("from_region") == "15c"
            for m in dwarves
        )
    assert used >= 2


def test_a_changed_price_changes_what_the_bots_hire(tmp_path: Path) -> None:
    """A designer triples the price of a mercenary in a city (R17): the same seeded games
    hire fewer tokens into cities, and the bots still finish them."""
    dear = designer_file(tmp_path, "mercenary_city = 1 ", "mercenary_city = 3 ")
    assert dear.ctx.data.mercenary_city == 3
    cheap_hired = dear_hired = 0
    for seed in range(1, 7):
        for rules in (DUNE, dear):
            bots = [EasyDuneBot(rules, seed * 16 + s) for s in range(3)] + [
                searching(rules, seed, 6)
            ]
            state = play(rules, bots, seed, max_moves=ENTRY.max_moves)
            assert isinstance(state, DuneState) and state.result is not None
            hired = hired_into_cities(rules, state)
            if rules is DUNE:
                cheap_hired += hired
            else:
                dear_hired += hired
    assert dear_hired < cheap_hired


def test_no_card_or_faction_name_is_written_into_the_bots() -> None:
    """The bots read the cards' ranks and suits and the card file's numbers: none of them
    names a faction of the card file (its `name`s)."""
    text = paths.card_file("dune").read_text(encoding="utf-8")
    names = set(re.findall(r'^name = "([^"]+)"', text, re.MULTILINE))
    assert len(names) == 4
    folder = Path(__file__).parents[3] / "game" / "games" / "dune"
    for module in ("bots.py", "search.py", "heuristics.py"):
        source = (folder / module).read_text(encoding="utf-8")
        literals = set(re.findall(r'"([^"\n]*)"', source))
        assert not names & literals, module
