"""Hatch scenarios: the example plays, and every impossible position is named by its
file, its line and what is wrong."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.errors import DataError
from game.core.scenario import parse_scenario
from game.games.hatch import ENTRY
from tests.core.test_scenario import EDITS
from tests.games.hatch.helpers import RULES, names, table

EXAMPLES = Path(__file__).resolve().parents[3] / "scenarios" / "hatch"


def problem(**tables: object) -> str:
    with pytest.raises(DataError) as caught:
        table(**tables)  # type: ignore[arg-type]
    return str(caught.value).removeprefix("test.toml: ")


def test_the_example_builds_the_position_it_describes() -> None:
    for path in sorted(EXAMPLES.glob("*.toml")):
        scenario = parse_scenario(path.read_text("utf-8"), ENTRY, path.name)
        st = scenario.state(RULES)
        assert RULES.legal_moves(st, RULES.to_act(st)[0])
    path = EXAMPLES / "mercenary_for_the_wyrm.toml"
    st = parse_scenario(path.read_text("utf-8"), ENTRY, path.name).state(RULES)
    assert [line.text for line in st.log] == [
        "The game starts from the scenario mercenary_for_the_wyrm.toml.",
        "Ann: dynasty 26 (3 dragons), 4 cards in hand, 1 egg.",
        "Ben: dynasty 18 (3 dragons), 2 cards in hand, 2 eggs.",
        "Round 6: Ann's turn.",
    ]
    assert names(reversed(st.draw.cards[-2:])) == ["Worldspine", "Pebble Whelp"]
    assert names(reversed(st.discard.cards)) == ["Brine Whelp", "Scorchling"]
    assert len(st.draw.cards) == 72 - (4 + 3 + 3) - (2 + 3 + 4) - 2  # all but the named


def test_positions_in_the_files_words() -> None:
    assert problem(Ann={"hand": ["Fireblast"]}) == (
        "line 5: Ann's hand names 'Fireblast', which is not a card of Hatch (a species like "
        "'Magma Wyrm' or an id like 'H37')."
    )
    assert problem(Ann={"hand": ["Sunforge"] * 3}) == (
        "line 5: Ann's hand names one Sunforge too many: Hatch has 2 copies of it."
    )
    assert problem(Ann={"hand": ["H65"], "dragons": ["H65"]}) == (
        "line 6: card H65 (Sunforge) is in two places: Ann's hand and Ann's dragons."
    )
    assert problem(Ann={"dragons": ["Emberclaw"], "dynasty": 13}) == (
        "line 6: Ann's dragons add up to 12, not 13 (dynasty is a check)."
    )
    assert problem(Ann={"mercs": ["Sunforge"]}) == (
        "line 5: Ann's mercenaries went to the discard pile when Ann's turn began (R5); only "
        "the other players can have mercenaries now."
    )
    assert problem(Ben={"dragons": ["Emberclaw"], "fresh": ["Emberclaw"]}) == (
        "line 6: only the player whose turn it is can have dragons hatched this turn (R17); "
        "Ben is not."
    )
    assert problem(Ann={"fresh": ["Emberclaw"]}) == (
        "line 5: Ann's 'fresh' names 'Emberclaw', which is not one of Ann's dragons (R17)."
    )
    assert problem(Ann={"eggs": [{"card": "Reefback", "from": "Ann"}]}) == (
        "line 5: Ann's egg 1 is 'from' 'Ann': name the other player it was stolen from (Ben)."
    )
    assert problem(options={"egg_limit": 2}, Ann={"eggs": [{"card": "Reefback"}] * 3}) == (
        "line 6: Ann holds 3 eggs; the option egg_limit allows 2 (R7)."
    )
    assert problem(piles={"rest": "hand"}) == (
        'line 5: [piles] \'rest\' is where the cards nobody names go: "draw" or "discard", '
        "not 'hand'."
    )
    assert problem(turn={"round": 41}) == (
        "line 5: [turn] round 41 is past the round limit (40); raise the option round_limit "
        "to play it."
    )


def test_eggs_keep_their_cards_and_who_has_seen_them() -> None:
    st = table(
        Ann={"eggs": [{"card": "Magma Wyrm", "fed": ["Cinder Whelp"], "from": "Ben"}]},
        Ben={"eggs": [{"card": "Reefback"}]},
    )
    mine, theirs = st.players[0].eggs[0], st.players[1].eggs[0]
    assert (mine.zone, mine.id, mine.fed.cards, mine.seen) == ("egg:1", "H37", ["H01"], (1, 0))
    assert (theirs.zone, theirs.seen) == ("egg:2", (1,))
    assert RULES.view(st, 1).players[0].eggs[0].face == "Magma Wyrm"


def test_a_damaged_example_gives_a_clear_message_or_plays() -> None:
    """Random one-line edits: a position or a DataError naming the file, never a crash."""
    rng = random.Random("hatch")
    for path in sorted(EXAMPLES.glob("*.toml")):
        lines = path.read_text("utf-8").splitlines()
        for _ in range(60):
            i = rng.randrange(len(lines))
            text = "\n".join(rng.choice(EDITS)(lines, i, rng)) + "\n"
            try:
                parse_scenario(text, ENTRY, path.name).state(RULES)
            except DataError as exc:
                assert str(exc).startswith(f"{path.name}: ")
                assert "cannot start from this position" not in str(exc), text
