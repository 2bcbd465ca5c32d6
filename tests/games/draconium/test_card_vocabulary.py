"""The card vocabulary's strict reading: each bad step, argument or place is one problem
naming its file and its line, all reported together; and new cards made of steps in
new combinations play by the real rules, counted card by card."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.core.errors import DataError
from game.core.move import Move
from game.core.problems import problems_of
from game.games.draconium.cards import catalog_from, name_of
from game.games.draconium.rules import DraconiumRuleset
from game.games.draconium.setup import new_state
from game.games.draconium.state import DraconiumState

BAD = """
[[card]]
name = "Wyrm Tithe"
cost = 4
types = ["Action"]
set = "base"
effects = [
  { step = "cards", n = "two" },
  { step = "gian", card = "Copper" },
  { step = "each_other", do = [
    { step = "gain", crad = "Copper" },
    { step = "cards", n = 1 },
  ] },
  { step = "delay" },
  { step = "gain", card = "Coper" },
]

[[card]]
name = "Moat Coin"
cost = 3
types = ["Treasure"]
set = "base"
coins = 1
effects = [{ step = "react", to = "Attack" }]
"""


def copy_with(tmp_path: Path, entry: str) -> Path:
    path = tmp_path / "draconium.toml"
    shipped = paths.card_file("draconium").read_text(encoding="utf-8")
    path.write_text(shipped + entry, encoding="utf-8")
    return path


def line_of(path: Path, written: str) -> int:
    text = path.read_text(encoding="utf-8")
    return text[: text.index(written)].count("\n") + 1


def test_every_bad_step_is_one_problem_at_its_line(tmp_path: Path) -> None:
    path = copy_with(tmp_path, BAD)
    with pytest.raises(DataError) as caught:
        catalog_from(path)
    found = [(p.line, p.message.split(": ", 1)[1]) for p in problems_of(caught.value)]
    assert found == [
        (
            line_of(path, '{ step = "cards", n = "two" }'),
            "card Wyrm Tithe: step 'cards': 'n' should be a whole number, not 'two'.",
        ),
        (
            line_of(path, '{ step = "gian"'),
            "card Wyrm Tithe: there is no step 'gian'; did you mean 'gain'?",
        ),
        (
            line_of(path, '{ step = "gain", crad'),
            "card Wyrm Tithe: step 'gain' has no argument 'crad'; did you mean 'card'?",
        ),
        (
            line_of(path, '{ step = "gain", crad'),
            "card Wyrm Tithe: step 'gain' needs one of 'card' (a named card), 'up_to' (a cost) "
            "or 'plus' (the cost of the card it handles, plus this).",
        ),
        (
            line_of(path, '    { step = "cards", n = 1 }'),
            "card Wyrm Tithe: step 'cards' acts for the card's player, so it cannot be in "
            "'each_other'.",
        ),
        (
            line_of(path, '{ step = "delay" }'),
            "card Wyrm Tithe: step 'delay' is done by each other player: put it in an "
            "'each_other' step's 'do'.",
        ),
        (
            line_of(path, '{ step = "gain", card = "Coper" }'),
            "card Wyrm Tithe: step 'gain': 'card' is 'Coper', which is no card of the game. "
            "did you mean 'Copper'?",
        ),
        (
            line_of(path, 'effects = [{ step = "react"'),
            "card Moat Coin: step 'react' can only be on an Action card; a Treasure or Victory "
            "card is never in hand to react with.",
        ),
    ]
    shown = [str(p) for p in problems_of(caught.value)]
    gian = line_of(path, '{ step = "gian"')
    assert shown[1] == (
        f"draconium.toml, line {gian}: card Wyrm Tithe: there is no step 'gian'; did you mean "
        "'gain'?"
    )


def test_a_script_that_does_not_exist_is_named_with_a_guess(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        '\n[[card]]\nname = "Fake"\ncost = 2\ntypes = ["Action"]\nset = "base"\n'
        'text = "Odd."\nscript = "vasal"\n',
    )
    with pytest.raises(DataError) as caught:
        catalog_from(path)
    (problem,) = problems_of(caught.value)
    assert problem.message == (
        "card Fake: 'script' is 'vasal', which is no script; did you mean 'vassal'?"
    )
    assert problem.line == line_of(path, 'script = "vasal"')


def test_an_action_with_neither_text_nor_effects_is_refused(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path, '\n[[card]]\nname = "Blank"\ncost = 2\ntypes = ["Action"]\nset = "base"\n'
    )
    with pytest.raises(DataError) as caught:
        catalog_from(path)
    (problem,) = problems_of(caught.value)
    assert problem.message == "card Blank has no 'text', and no effects to write one from."


# -- new cards in new combinations, by the real rules -----------------------------------

NEW = """
[[card]]
name = "Forge"
cost = 4
types = ["Action"]
set = "base"
effects = [{ step = "trash", up_to = 2, each = [{ step = "gain", plus = 1 }] }]

[[card]]
name = "Tax Collector"
cost = 4
types = ["Action", "Attack"]
set = "base"
effects = [
  { step = "coins", n = 2 },
  { step = "each_other", do = [
    { step = "if", when = "hand_at_least", n = 4, then = [{ step = "discard", down_to = 3 }] },
  ] },
]

[[card]]
name = "Treasure Map"
cost = 3
types = ["Action"]
set = "base"
effects = [{ step = "reveal", n = 2, type = "Treasure", match = "hand" }]
"""
KINGDOM = ("Cellar", "Market", "Moat", "Village", "Smithy", "Forge", "Tax Collector")
KINGDOM += ("Treasure Map", "Witch", "Festival")


def table(
    tmp_path: Path, hand: list[str], deck: tuple[str, ...] = ()
) -> tuple[DraconiumRuleset, DraconiumState]:
    rules = DraconiumRuleset(catalog_from(copy_with(tmp_path, NEW)))
    options = {o.name: o.default for o in rules.options} | {"egg_pool": "no Eggs"}
    st = new_state(rules.catalog, ["Ann", "Bo"], 5, options, list(KINGDOM))
    while st.phase != "action":
        rules.apply(st, rules.legal_moves(st, st.active)[0])
    p = st.players[st.active]
    p.discard.cards += p.hand.cards
    p.hand.cards = [st.supply[name].cards.pop() for name in hand]
    p.deck.cards += [st.supply[name].cards.pop() for name in deck]
    return rules, st


def act(rules: DraconiumRuleset, st: DraconiumState, kind: str, **args: object) -> None:
    seat = st.pending.seats[0] if st.pending is not None else st.active
    rules.apply(st, Move.make(seat, kind, **args))


def test_a_trash_of_up_to_two_gains_one_card_for_each_costing_1_more(tmp_path: Path) -> None:
    rules, st = table(tmp_path, ["Forge", "Estate", "Silver", "Copper"])
    me = st.active
    act(rules, st, "play_action", card=st.players[me].hand.cards[0])
    assert st.pending is not None and st.pending.prompt == (
        "Forge: trash up to 2 cards from your hand to gain a card costing up to $1 more than it."
    )
    assert (st.pending.min, st.pending.max) == (0, 2)
    estate, silver = sorted(c for c in st.players[me].hand.cards if name_of(c) != "Copper")
    act(rules, st, "choose_cards", cards=(estate, silver))
    assert st.pending is not None and st.pending.kind == "choose_gain"
    assert "Village" in st.pending.choices and "Smithy" not in st.pending.choices  # $3 for $2
    act(rules, st, "choose_gain", pile="Village")
    assert "Smithy" in st.pending.choices and "Festival" not in st.pending.choices  # $4 for $3
    act(rules, st, "choose_gain", pile="Smithy")
    assert [name_of(c) for c in st.players[me].hand.cards] == ["Copper"]
    assert [name_of(c) for c in st.trash.cards] == ["Estate", "Silver"]
    assert [name_of(c) for c in st.players[me].discard.cards][-2:] == ["Village", "Smithy"]


def test_a_condition_on_the_hand_asks_only_those_with_enough_cards(tmp_path: Path) -> None:
    rules, st = table(tmp_path, ["Tax Collector"])
    me, bo = st.active, 1 - st.active
    assert len(st.players[bo].hand.cards) == 5
    act(rules, st, "play_action", card=st.players[me].hand.cards[0])
    assert st.pending is not None and st.pending.seats == (bo,)
    assert st.pending.prompt == "Tax Collector: discard 2 cards, down to 3 in hand."
    act(rules, st, "choose_cards", cards=tuple(sorted(st.players[bo].hand.cards)[:2]))
    assert len(st.players[bo].hand.cards) == 3 and st.coins == 2
    st.actions = 1
    st.players[me].hand.cards.append(st.supply["Tax Collector"].cards.pop())
    act(rules, st, "play_action", card=st.players[me].hand.cards[-1])
    assert st.pending is not None and st.pending.kind == "action"  # 3 cards: not asked
    assert len(st.players[bo].hand.cards) == 3 and st.coins == 4


def test_a_reveal_puts_the_treasures_into_the_hand_and_discards_the_rest(tmp_path: Path) -> None:
    rules, st = table(tmp_path, ["Treasure Map"], deck=("Gold", "Estate"))  # Estate on top
    me = st.active
    deck = len(st.players[me].deck.cards)
    discards = len(st.players[me].discard.cards)
    act(rules, st, "play_action", card=st.players[me].hand.cards[0])
    assert [name_of(c) for c in st.players[me].hand.cards] == ["Gold"]
    assert len(st.players[me].deck.cards) == deck - 2
    assert len(st.players[me].discard.cards) == discards + 1
    assert name_of(st.players[me].discard.cards[-1]) == "Estate"
    said = [line.text for line in st.log]
    assert f"{st.name(me)} reveals Estate and Gold from their deck." in said
    assert f"{st.name(me)} puts Gold into their hand." in said


def test_a_treasure_and_a_victory_card_have_their_texts_written_from_their_data(
    tmp_path: Path,
) -> None:
    path = copy_with(
        tmp_path,
        '\n[[card]]\nname = "Tally"\ncost = 5\ntypes = ["Treasure", "Victory"]\nset = "base"\n'
        'coins = 2\nvp = 1\neffects = [{ step = "buys", n = 1 }]\n'
        'when_gained = [{ step = "gain", card = "Curse" }]\n',
    )
    tally = catalog_from(path).spec("Tally")
    assert tally.text == "+$2, +1 Buy. \u2014 When you gain this, gain a Curse. Worth 1 VP."
    assert tally.when_gained[0].get("card") == "Curse"
    assert tally.plain and tally.plus_buys == 1


def test_a_trigger_may_only_gain_a_named_card(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        '\n[[card]]\nname = "Odd"\ncost = 5\ntypes = ["Treasure"]\nset = "base"\ncoins = 2\n'
        'when_trashed = [{ step = "cards", n = 1 }]\n',
    )
    with pytest.raises(DataError) as caught:
        catalog_from(path)
    (problem,) = problems_of(caught.value)
    assert problem.line == line_of(path, "when_trashed")
    assert problem.message.endswith(
        "card Odd: 'when_trashed' may hold only gains of a named card to the discard pile, "
        'like { step = "gain", card = "Curse" }; not \'cards\'.'
    )


def test_every_step_is_played_by_a_shipped_card_and_has_a_template() -> None:
    """Each step's rules are tested through the shipped cards made of it (their own tests,
    named after the cards, count the cards after each resolution); each has its text."""
    from game.games.draconium.card_text import clause
    from game.games.draconium.cards import default_catalog
    from game.games.draconium.vocabulary import STEPS

    catalog = default_catalog()
    used = {
        fx.step: card.name
        for card in catalog.cards.values()
        for top in card.effects
        for fx in top.walk()
    }
    assert sorted(STEPS) == sorted(used)
    for card in catalog.cards.values():
        for top in card.effects:
            for fx in top.walk():
                assert clause(fx) != fx.step or fx.step == "react"


def test_at_least_85_percent_of_the_kingdom_cards_are_data() -> None:
    from game.games.draconium.cards import default_catalog

    kingdom = [c for c in default_catalog().cards.values() if c.set in ("base", "draconium")]
    scripted = sorted(c.name for c in kingdom if c.script)
    assert len(kingdom) == 74
    assert scripted == [
        "Abyssal Scale",
        "Crow",
        "Dragon's Hoard",
        "Heist",
        "Holy Library",
        "Merchant",
        "Sentry",
        "Vassal",
    ]
    assert (len(kingdom) - len(scripted)) / len(kingdom) > 0.89  # 66 of 74


MORE = """
[[card]]
name = "Mirror Ward"
cost = 3
types = ["Action", "Reaction"]
set = "base"
effects = [
  { step = "cards", n = 1 },
  { step = "actions", n = 1 },
  { step = "react", to = "Draconian" },
]

[[card]]
name = "Coin Oven"
cost = 5
types = ["Treasure"]
set = "base"
coins = 1
effects = [
  { step = "trash", may = true, types = ["Curse", "Victory"], each = [{ step = "coins", n = 2 }] },
]

[[card]]
name = "Cartographer"
cost = 5
types = ["Action"]
set = "base"
effects = [
  { step = "cards", n = 1 },
  { step = "actions", n = 1 },
  { step = "look", n = 4, to = "discard", pick = 2 },
  { step = "reveal_hand", count = "Treasure", per_card = [{ step = "coins", n = 1 }] },
]
"""


def test_random_players_finish_games_of_new_cards_and_lose_no_card(tmp_path: Path) -> None:
    """Whole games of seven new cards made of steps, with and without Eggs, at two and
    three seats: every game ends, and every card is always in exactly one place."""
    from collections import Counter

    from game.core.rng import Rng

    rules = DraconiumRuleset(catalog_from(copy_with(tmp_path, NEW + MORE)))
    new = ["Forge", "Tax Collector", "Treasure Map", "Mirror Ward", "Coin Oven", "Cartographer"]
    kingdom = [*new, "Witch", "Throne Room", "Ominous Village", "Militia"]
    for seed in range(10):
        rng = Rng(seed)
        options = {o.name: o.default for o in rules.options}
        if seed % 2:
            options["egg_pool"] = "no Eggs"
        st = new_state(rules.catalog, ["A", "B", "C"][: 2 + seed % 2], seed, options, kingdom)
        start = Counter(c for z in st.zones() for c in z.cards)
        for _ in range(5000):
            if rules.result(st) is not None:
                break
            legal = rules.legal_moves(st, rules.to_act(st)[0])
            rules.apply(st, legal[rng.below(len(legal))])
            assert Counter(c for z in st.zones() for c in z.cards) == start
        assert rules.result(st) is not None, f"seed {seed} did not end"
