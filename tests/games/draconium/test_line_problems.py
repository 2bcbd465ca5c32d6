"""A dragon lines file with slips is refused with every problem at once, each with its
file, its line and a sentence (an unknown step or argument with a guess, a wrong type, a
value it cannot take, a step where it cannot run); a kept text is compared with its
steps, and the shipped lines' texts agree with theirs (§3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.core.errors import DataError
from game.core.problems import problems_of
from game.games.draconium.line_text import bonuses_apart, line_text_problems, split_sentences
from game.games.draconium.lines import default_lines, load_lines


def copy_with(tmp_path: Path, *changes: tuple[str, str]) -> Path:
    text = paths.card_file("dragon_lines").read_text(encoding="utf-8")
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path = tmp_path / "dragon_lines.toml"
    path.write_text(text, encoding="utf-8")
    return path


def line_of(path: Path, written: str) -> int:
    text = path.read_text(encoding="utf-8")
    return text[: text.index(written)].count("\n") + 1


def refused(path: Path) -> list[tuple[int, str]]:
    with pytest.raises(DataError) as caught:
        load_lines(path)
    return [(p.line, str(p).split(": ", 1)[1]) for p in problems_of(caught.value)]


def test_each_slip_is_one_problem_on_its_own_line_all_reported_together(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        (
            '{ step = "buys", n = 1 }, { step = "coins", n = 2 }',
            '{ step = "buys", n = 1 }, { step = "coin", n = 2 }',
        ),
        (
            'drake_dispatch_effects = [{ step = "cards", n = 3 }]',
            'drake_dispatch_effects = [{ step = "cards", num = 3 }]',
        ),
        ('{ step = "look_trash", n = 3 }', '{ step = "look_trash", n = "three" }'),
        ('limit = 6, kind = "Treasure", to = "deck"', 'limit = 6, kind = "Treasure", to = "top"'),
        (
            'hatch_effects = [{ step = "actions", n = 2 }]',
            'hatch_effects = [{ step = "cleanup_draw", n = 6 }]',
        ),
        (
            '  { step = "end_of_turn", while_empty = "Ruins" },',
            '  { step = "end_of_turns", while_empty = "Ruins" },',
        ),
        ('"trash_curse_for_coins"', '"trash_curse"'),
    )
    assert refused(path) == [
        (
            line_of(path, 'n = "three"'),
            "line Abyssal, 'drake_disengage_effects' step 1: step 'look_trash': "
            "'n' must be a whole number, not 'three'.",
        ),
        (
            line_of(path, '{ step = "coin"'),
            "line Avaricious, 'drake_dispatch_effects' step 2: there is no step 'coin'; "
            "did you mean 'coins'?",
        ),
        (
            line_of(path, 'to = "top"'),
            "line Avaricious, 'dragon_disengage_effects' step 1: step 'gain_upto': "
            "'to' may be 'discard', 'hand', 'deck', not 'top'.",
        ),
        (
            line_of(path, '"end_of_turns"'),
            "line Calamitous, 'counts_effects' step 2: there is no step 'end_of_turns'; "
            "did you mean 'end_of_turn'?",
        ),
        (
            line_of(path, '"trash_curse"'),
            "line Festering: 'dragon_disengage_script' is 'trash_curse'; "
            "did you mean 'trash_curse_for_coins'?",
        ),
        (
            line_of(path, "num = 3"),
            "line Gargantuan, 'drake_dispatch_effects' step 1: step 'cards' has no argument "
            "'num'; did you mean 'n'?",
        ),
        (
            line_of(path, '"cleanup_draw"'),
            "line Hyper, 'hatch_effects' step 1: step 'cleanup_draw' cannot run in a hatch "
            'effect: a hatch may come on another player\'s turn, and "this turn" would be '
            "theirs (§2.4).",
        ),
    ]


def test_a_step_of_several_lines_is_found_on_the_line_it_starts(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path, ('{ step = "cleanup_draw", n = 6 }', '{ step = "cleanup_draw", n = 0 }')
    )
    assert refused(path) == [
        (
            line_of(path, "n = 0"),
            "line Hyper, 'dragon_dispatch_effects' step 3: step 'cleanup_draw': "
            "'n' must be 1 or more, not 0.",
        )
    ]


def test_a_missing_argument_a_ward_outside_a_dispatch_and_a_bad_list(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        (
            '[{ step = "gain", card = "Gold" }]\ndragon_dispatch_effects = [{ step = "coins", n = 3 }',
            '[{ step = "gain" }]\ndragon_dispatch_effects = [{ step = "coins", n = 3 }',
        ),
        (
            'dragon_disengage_effects = [{ step = "cards", n = 2 }]\n',
            'dragon_disengage_effects = [{ step = "ward", against = ["Moat"] }]\n',
        ),
        ('counts_effects = [{ step = "gain" }]', 'counts_effects = { step = "gain" }'),
    )
    assert refused(path) == [
        (
            line_of(path, "counts_effects = {"),
            "line Gargantuan: 'counts_effects' must be a list of steps, such as "
            '[{ step = "coins", n = 2 }].',
        ),
        (
            line_of(path, '[{ step = "gain" }]'),
            "line Opulent, 'drake_disengage_effects' step 1: step 'gain' needs 'card'.",
        ),
        (
            line_of(path, '"Moat"'),
            "line Riposte, 'dragon_disengage_effects' step 1: step 'ward': 'against' may be "
            "'Attack', 'Draconian', 'beasts', not 'Moat'.",
        ),
        (
            line_of(path, '"Moat"'),
            "line Riposte, 'dragon_disengage_effects' step 1: step 'ward' cannot run in a "
            "Dragon's disengage: a beast is unaffected only while it is dispatched (R20).",
        ),
    ]


def test_a_piece_without_steps_or_script_and_a_script_without_words(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        ('drake_disengage_effects = [{ step = "look_trash", n = 3 }]\n', ""),
        ('dragon_dispatch = "Choose one: +2 Cards; or +2 Actions and +1 Buy; or +$2."\n', ""),
    )
    assert refused(path) == [
        (
            line_of(path, 'name = "Abyssal"'),
            "line Abyssal: 'drake_disengage' needs 'drake_disengage_effects' (its steps) or "
            "'drake_disengage_script'.",
        ),
        (
            line_of(path, 'dragon_dispatch_script = "divine_choice"'),
            "line Divine: 'dragon_dispatch' must keep its words: a script's are not "
            "written from steps.",
        ),
    ]


# -- kept words compared with the steps -----------------------------------------------------


def test_the_shipped_lines_words_agree_with_their_steps() -> None:
    assert line_text_problems(paths.card_file("dragon_lines")) == []
    assert line_text_problems(default_lines()) == []


def test_a_kept_sentence_the_steps_do_not_do_is_named_with_its_piece(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        (
            'drake_dispatch_effects = [{ step = "buys", n = 1 }, { step = "coins", n = 2 }]',
            'drake_dispatch = "+1 Buy, +$3. Each other player gains a Copper."\n'
            'drake_dispatch_effects = [{ step = "buys", n = 1 }, { step = "coins", n = 2 }]',
        ),
    )
    assert line_text_problems(path) == [
        'Usurious Drake: "+$3" on its dispatch side does nothing in the rules',
        'Usurious Drake: "Each other player gains a Copper." on its dispatch side does '
        "nothing in the rules",
        'Usurious Drake: its dispatch side does not say "+$2", which its steps do',
    ]
    assert load_lines(path)["Avaricious"].drake_dispatch == (
        "+1 Buy, +$3. Each other player gains a Copper."
    )  # the mat shows the kept words


def test_a_kept_counter_text_is_compared_clause_by_clause(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        (
            'counts = "+1 per Treasure you gain."',
            'counts = "+1 per Treasure you gain, Coppers included; +1 per Curse you gain."',
        ),
    )
    assert line_text_problems(path) == [
        'Ravenous Egg: "+1 per Treasure you gain, Coppers included" on its counter side does '
        "nothing in the rules",
        'Ravenous Egg: "+1 per Curse you gain" on its counter side does nothing in the rules',
        'Ravenous Egg: its counter side does not say "+1 per Treasure you gain", which its '
        "steps do",
    ]


def test_kept_bonuses_may_be_grouped_and_ordered_otherwise(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        (
            'drake_dispatch_effects = [{ step = "cards", n = 3 }]',
            'drake_dispatch = "+3 cards."\ndrake_dispatch_effects = [{ step = "cards", n = 3 }]',
        ),
        (
            'drake_dispatch_effects = [{ step = "buys", n = 1 }, { step = "coins", n = 2 }]',
            'drake_dispatch = "+$2 and +1 Buy."\n'
            'drake_dispatch_effects = [{ step = "buys", n = 1 }, { step = "coins", n = 2 }]',
        ),
    )
    assert line_text_problems(path) == []
    assert bonuses_apart(["+1 Card, +1 Action, +$1.", "You may trash a card from your hand."]) == [
        "+1 Card",
        "+1 Action",
        "+$1",
        "You may trash a card from your hand.",
    ]


def test_kept_words_may_differ_in_case_and_spacing_only() -> None:
    lines = default_lines()
    riposte = lines["Riposte"]
    assert "dragon_dispatch" in riposte.hand  # the shipped file keeps this one's words
    assert split_sentences("+$2.  You may trash a card from your hand.") == [
        "+$2.",
        "You may trash a card from your hand.",
    ]


def test_a_scripted_pieces_words_are_its_own() -> None:
    divine = default_lines()["Divine"]
    assert divine.scripts == {"dragon_dispatch": "divine_choice"}
    assert divine.dragon_dispatch == "Choose one: +2 Cards; or +2 Actions and +1 Buy; or +$2."


def test_a_step_that_is_not_a_table_is_named_by_its_place_in_the_list(tmp_path: Path) -> None:
    path = copy_with(
        tmp_path,
        (
            'dragon_disengage_effects = [\n  { step = "cards", n = 1 },\n  { step = "actions", n = 2 },\n  { step = "buys", n = 1 },\n]',
            'dragon_disengage_effects = [\n  "cards",\n  { step = "actions", n = "2" },\n  { step = "buys", n = 1 },\n]',
        ),
    )
    assert refused(path) == [
        (
            line_of(path, '  "cards",'),
            "line Hyper, 'dragon_disengage_effects' step 1: a step is a table such as "
            '{ step = "coins", n = 2 }.',
        ),
        (
            line_of(path, 'n = "2"'),
            "line Hyper, 'dragon_disengage_effects' step 2: step 'actions': 'n' must be a "
            "whole number, not '2'.",
        ),
    ]


def test_an_egg_must_say_what_raises_its_counter(tmp_path: Path) -> None:
    path = copy_with(tmp_path, ('counts_effects = [{ step = "action_played" }]\n', ""))
    assert refused(path) == [
        (
            line_of(path, 'name = "Hyper"'),
            "line Hyper has no 'counts_effects': what raises its Egg's counter ([] for nothing).",
        )
    ]
