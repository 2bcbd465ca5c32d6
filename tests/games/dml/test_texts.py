"""DML's texts are written from its numbers, one template per kind of step (card_text);
a text kept by hand is compared with them (text_check), and the lab lists each
disagreement under its component's name, with every number among its fields."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.__main__ import main
from game.core.errors import DataError
from game.core.problems import problems_of
from game.games.dml import card_text, text_check
from game.games.dml.cards import NUMBERS, default_catalog, load_catalog
from game.games.dml.table.lab import DmlDeck
from tests.games.dml.numbers import SHIPPED, changed_file, number

JACK = "As an Emblem: lowers your Target Values in its suit by 1. Or use its Ultimate Power."


def aid_text(deck: DmlDeck, key: str) -> str:
    card = next(c for c in deck.cards() if c.id == f"aid:{key}")
    return dict(card.fields).get("text", "")


def test_the_shipped_texts_agree_with_the_rules() -> None:
    deck = DmlDeck()
    assert deck.text_problems() == []


def test_every_written_text_says_exactly_its_own_steps() -> None:
    """A text written from the data always agrees with it, for every kind of step."""
    cat = default_catalog()
    steps = [card_text.rank_steps(cat, rank) for rank in cat.ranks.values()]
    steps += [card_text.vantage_steps(cat, suit) for suit in cat.suits.values()]
    steps += [card_text.power_steps(cat, card) for card in cat.powers]
    steps += [part for kind in cat.events for part in card_text.event_steps(cat, kind)]
    for each in steps:
        assert text_check.mismatches("X", card_text.written(each), each) == []


def test_texts_are_written_from_the_numbers(tmp_path: Path) -> None:
    path = changed_file(
        tmp_path,
        number("egg_points", 20, 35),
        number("ultimate_victory_eggs", 4, 3),
        number("king_multiplier", 2, 3),
        number("guild_bonus", 2, 4),
        number("event_modifier", 2, 3),
        number("marauders_discard", 1, 2),
        number("carnival_actions", 1, 2),
        ("value = 10\n", "value = 12\n"),
    )
    deck = DmlDeck(path)
    assert aid_text(deck, "rank:A") == (
        "Contraband, never a Resource: it starts in the Dragon's Nest. Each is worth 35 "
        "points at the end. Three in one Treasury win at once."
    )
    assert aid_text(deck, "rank:K") == (
        "Dealt face down: its suit is your secret favourite. Your Resources of that suit "
        "score triple."
    )
    assert aid_text(deck, "rank:10") == (
        "A Resource worth 12. As an Emblem: lowers your Target Values in its suit by 1. "
        "At the end: 4 more per 2–9 of its suit you hold."
    )
    fields = dict(next(c for c in deck.cards() if c.id == "aid:event:marauders").fields)
    assert fields["event modifier"] == "3" and fields["marauders discard"] == "2"
    cat = load_catalog(path)
    carnival = card_text.event_steps(cat, "carnival")[0]
    assert card_text.written(carnival) == "Everyone has two extra Market Actions."
    # the shipped Events keep their own words, so a changed number shows up against them
    assert deck.text_problems() == [
        'Marauders: "Players holding at least V cards lose one random card to the Hoard" '
        "says 1, the rules give 2 for the cards they lose",
        'Marauders: "Stock Resources worth V or more count 2 more toward Target Values" '
        "says 2, the rules give 3 for what Marauders add to Target Values",
        'Tax Relief: "Stock Resources worth V or more count 2 less toward Target Values" '
        "says 2, the rules give 3 for what Tax Relief takes from Target Values",
        'Carnival of Coin: "Everyone has one extra Market Action" says 1, the rules give 2 '
        "for the extra Market Actions",
        'Grand Opening: "Everyone has one extra Market Action" says 1, the rules give 2 for '
        "the extra Market Actions",
    ]


def test_a_hand_written_number_the_rules_do_not_give(tmp_path: Path) -> None:
    path = changed_file(tmp_path, (JACK, JACK.replace("by 1.", "by 3.")))
    assert DmlDeck(path).text_problems() == [
        'Jack: "As an Emblem: lowers your Target Values in its suit by 3" says 3, the rules '
        "give 1 for the Static Bonus of its Emblem",
    ]


def test_a_sentence_the_rules_do_not_do_and_a_step_the_text_leaves_out(tmp_path: Path) -> None:
    said = 'text = "Run a Dragon Siege."'
    path = changed_file(
        tmp_path,
        (said, 'text = "Run a Dragon Siege. Each other player gains a Copper."'),
        (JACK, "Or use its Ultimate Power."),
    )
    assert DmlDeck(path).text_problems() == [
        "Jack: the text never says the Static Bonus of its Emblem (1)",
        'Dragon Empress of Khitamar: "Each other player gains a Copper" does nothing in the rules',
    ]


def test_the_thiefs_roll_is_the_thief_target(tmp_path: Path) -> None:
    path = changed_file(tmp_path, number("thief_target", 7, 8))
    assert DmlDeck(path).text_problems() == [
        'Thief: "Take a random card from an opponent, or give one of yours; then roll 7 or '
        'more to slip back into the Event Deck, else into Exile" says 7, the rules give 8 '
        "for the Thief's roll",
    ]


def test_the_dragon_shield_text_without_a_number_means_one_egg_per_emblem(
    tmp_path: Path,
) -> None:
    own = (
        'vantage_amount = 1\nvantage_text = "Dragon Shield: a Siege spares you while your '
        'Eggs are no more than your Iron Emblems."'
    )
    shield = 'vantage = "dragon_shield"        # each Emblem shields this many Eggs in a Dragon Siege (§1.8)\nvantage_amount = 1'
    assert shield in SHIPPED
    agree = changed_file(tmp_path, (shield, shield.replace("vantage_amount = 1", own)))
    assert DmlDeck(agree).text_problems() == []
    two = own.replace("vantage_amount = 1", "vantage_amount = 2")
    disagree = changed_file(tmp_path, (shield, shield.replace("vantage_amount = 1", two)))
    assert DmlDeck(disagree).text_problems() == [
        'Iron suit: "Dragon Shield: a Siege spares you while your Eggs are no more than your '
        'Iron Emblems" says 1, the rules give 2 for the Eggs each Emblem shields'
    ]


def test_lab_check_prints_each_disagreement_and_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = changed_file(tmp_path, (JACK, JACK.replace("by 1.", "by 2.")))
    assert main(["lab", "dml", "--cards", str(path), "--check"]) == 1
    out = capsys.readouterr().out.splitlines()
    # the line of the Jack's own `text = …`, where the designer wrote the sentence
    lines = path.read_text(encoding="utf-8").splitlines()
    line = next(n for n, said in enumerate(lines, 1) if "in its suit by 2" in said)
    assert lines[line - 1].startswith("text = ")
    assert out[1:] == [
        f'{path.name}, line {line}: Jack: "As an Emblem: lowers your Target Values in its '
        'suit by 2" says 2, the rules give 1 for the Static Bonus of its Emblem',
        "Dragon's Money Laundering: card texts compared with their effects, 1 mismatch.",
    ]
    assert main(["lab", "dml", "--check"]) == 0


def test_each_component_is_named_and_placed_as_its_entry(tmp_path: Path) -> None:
    """The sentences start with a component's LabCard name, and that component's line is
    its entry's in the card file (the line the command line prints before it)."""
    deck = DmlDeck()
    by_name = {c.name: c for c in deck.cards()}
    assert len(by_name) == len(deck.cards())  # no two components share a name
    lines = SHIPPED.splitlines()
    jack = by_name["Jack"]
    assert lines[jack.line - 1] == "[[rank]]" and lines[jack.line] == 'rank = "J"'
    iron = by_name["Iron suit"]
    assert lines[iron.line - 1] == "[[suit]]" and lines[iron.line] == 'letter = "S"'
    thief = by_name["Thief"]
    assert lines[thief.line - 1] == "[[power]]" and lines[thief.line] == 'card = "JK"'
    marauders = by_name["Marauders"]
    assert lines[marauders.line] == 'kind = "marauders"'
    assert lines[by_name["Numbers"].line - 1] == "[numbers]"
    assert by_name["Joker 1"].id == "JK1" and by_name["Q Iron"].line == by_name["Queen"].line


@pytest.mark.parametrize(
    ("change", "changed"),
    [
        (number("egg_points", 20, 25), {"AH", "AD", "AS", "AC", "aid:rank:A"}),
        (number("target_limit", 12, 11), {"aid:numbers"}),
        (
            number("emblem_value", 10, 9),
            {"aid:numbers"}
            | {f"{r}{s}" for r in "QJ" for s in "HDSC"}
            | {f"10{s}" for s in "HDSC"},
        ),
        (number("thief_target", 7, 8), {"JK1", "JK2", "aid:power:JK"}),
    ],
)
def test_a_changed_number_shows_as_a_changed_component(
    tmp_path: Path, change: tuple[str, str], changed: set[str]
) -> None:
    before = {c.id: c.fields for c in DmlDeck().cards()}
    after = {c.id: c.fields for c in DmlDeck(changed_file(tmp_path, change)).cards()}
    assert {k for k in before if before[k] != after[k]} == changed


def test_bad_numbers_and_suits_are_each_one_problem_at_their_line(tmp_path: Path) -> None:
    path = changed_file(
        tmp_path,
        number("king_multiplier", 2, 0),
        ('vantage = "market_action"', 'vantage = "more_actions"'),
        ('name = "Guild House"\nvalue = 10', 'name = "Guild House"\nvalu = 10'),
        ('rank = "Q"\nrole = "character"', 'rank = "Q"\nrole = "egg"'),
    )
    with pytest.raises(DataError) as caught:
        load_catalog(path)
    lines = path.read_text(encoding="utf-8").splitlines()

    def line_of(start: str) -> int:
        return next(n for n, line in enumerate(lines, 1) if line.startswith(start))

    found = [(p.line, p.message) for p in problems_of(caught.value)]
    assert found == [
        (
            line_of("king_multiplier = 0"),
            "[numbers]: 'king_multiplier' should be a whole number from 1 to 9, not 0.",
        ),
        (
            line_of('vantage = "more_actions"'),
            "suit D: 'vantage' is 'more_actions'; it should be one of black_market_card, "
            "market_action, dragon_shield, none.",
        ),
        (
            line_of('rank = "Q"') + 1,
            "rank Q: 'role' is 'egg', but the deck's Qs are always 'character': the ranks "
            "are a fixed deck of playing cards (§1.2).",
        ),
        (line_of('rank = "10"'), "rank 10 has no 'value'."),  # in line order: the entry,
        (line_of("valu = 10"), "rank 10: there is no key 'valu'; did you mean 'value'?"),
    ]


def test_the_lab_keeps_the_last_good_cards_and_names_what_an_edit_changed(
    tmp_path: Path,
) -> None:
    from game.games.dml import ENTRY
    from game.lab.model import LabModel

    path = changed_file(tmp_path)
    model = LabModel(ENTRY, path, watch=False)
    good = model.deck
    assert good is not None and model.problems == []
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("\negg_points = 20 ", "\negg_points = -1 "), encoding="utf-8")
    report = model.reload()
    line = 1 + next(n for n, said in enumerate(text.splitlines()) if said.startswith("egg_"))
    assert [(p.line, p.message) for p in report.problems] == [
        (line, "[numbers]: 'egg_points' should be a whole number from 1 to 999, not -1.")
    ]
    assert model.deck is good  # the last good cards stay on the table
    path.write_text(text.replace("\negg_points = 20 ", "\negg_points = 30 "), encoding="utf-8")
    report = model.reload()
    assert report.problems == []
    assert sorted(c.card for c in report.changes) == ["AC", "AD", "AH", "AS", "aid:rank:A"]


def test_a_shield_of_two_eggs_said_with_its_number(tmp_path: Path) -> None:
    shield = (
        'vantage = "dragon_shield"        # each Emblem shields this many Eggs in a Dragon '
        "Siege (§1.8)\nvantage_amount = 1"
    )
    own = (
        'vantage_amount = 2\nvantage_text = "Dragon Shield: a Siege spares you while your '
        'Eggs are no more than 2 per Iron Emblem."'
    )
    path = changed_file(tmp_path, (shield, shield.replace("vantage_amount = 1", own)))
    assert DmlDeck(path).text_problems() == []


def test_a_step_named_without_its_number(tmp_path: Path) -> None:
    path = changed_file(tmp_path, (JACK, "As an Emblem: lowers your Target Values. Or a Power."))
    assert DmlDeck(path).text_problems() == [
        "Jack: the text names the Static Bonus of its Emblem but not its number (1)"
    ]


@pytest.mark.parametrize(
    ("own", "problems"),
    [
        ("Contraband from the Nest. Worth 20 points. Four Eggs win.", []),
        (
            "Contraband from the Nest. Worth 25 points. Three Eggs win.",
            [
                'Dragon Egg: "Worth 25 points" says 25, the rules give 20 for the points an '
                "Egg scores",
                'Dragon Egg: "Three Eggs win" says 3, the rules give 4 for how many Eggs win '
                "at once",
            ],
        ),
        (
            "Worth 20 points.",
            [
                "Dragon Egg: the text never says where the Eggs start",
                "Dragon Egg: the text never says how many Eggs win at once (4)",
            ],
        ),
    ],
)
def test_an_eggs_own_words(tmp_path: Path, own: str, problems: list[str]) -> None:
    egg = 'name = "Dragon Egg"\n'
    path = changed_file(tmp_path, (egg, f'{egg}text = "{own}"\n'))
    assert DmlDeck(path).text_problems() == problems


def test_a_cards_help_at_the_table_says_its_texts_with_the_files_numbers(tmp_path: Path) -> None:
    from game.games.dml.table.words import card_help

    cat = load_catalog(changed_file(tmp_path, number("egg_points", 20, 35)))
    assert card_help(cat, "7C") == [
        "7 Wood: Resource",
        "Wood, face value 7; buys Slaves as Primary",
        "As an Event: Marauders 7. Players holding at least 7 cards lose one random card to "
        "the Hoard. Stock Resources worth 7 or more count 2 more toward Target Values.",
    ]
    assert card_help(cat, "AS")[1] == (
        "Contraband, never a Resource: it starts in the Dragon's Nest. Each is worth 35 "
        "points at the end. Four in one Treasury win at once."
    )
    assert (
        card_help(cat, "QS")[-1]
        == "Ultimate Power: Dragon Empress of Khitamar. Run a Dragon Siege."
    )


@pytest.mark.parametrize("name", sorted(NUMBERS))
def test_every_number_is_among_some_components_fields(tmp_path: Path, name: str) -> None:
    """Editing any number of `[numbers]` shows as a changed component in the lab."""
    old = default_catalog().numbers[name]
    hi = NUMBERS[name][1]
    new = old + 1 if old < hi else old - 1
    before = {c.id: c.fields for c in DmlDeck().cards()}
    after = {
        c.id: c.fields for c in DmlDeck(changed_file(tmp_path, number(name, old, new))).cards()
    }
    changed = [k for k in before if before[k] != after[k]]
    assert changed and all(str(new) in str(after[k]) for k in changed)
