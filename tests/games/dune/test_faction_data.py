"""Faction data (§4): the numbers of a faction are played as the card file says, its
powers are rules code the file names, and a power the file leaves out is not played."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

from game.core.errors import DataError
from game.core.move import Move
from game.core.problems import problems_of
from game.core.runner import play
from game.games import REGISTRY
from game.games.dune import battle, collection, recruit
from game.games.dune.cards import default_data, load_dune_data
from game.games.dune.common import Ctx
from game.games.dune.powers import POWERS, text_mismatches
from game.games.dune.state import DWARVES, ELVES, GOBLINS, ORCS, DuneState
from tests.games.dune.helpers import CTX, bare, put

CARDS = Path(__file__).resolve().parents[3] / "assets" / "cards" / "dune.toml"
ENTRY = REGISTRY.entry("dune")
SEEDS = range(8)


def edited(tmp_path: Path, *changes: tuple[str, str]) -> Path:
    """A copy of dune.toml with each (old, new) text replaced once (each must be there)."""
    text = CARDS.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / "dune.toml"
    path.write_text(text, encoding="utf-8")
    return path


def refused(path: Path) -> list[tuple[int, str]]:
    with pytest.raises(DataError) as caught:
        load_dune_data(path)
    return [(p.line, p.message) for p in problems_of(caught.value)]


def line_of(path: Path, text: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(n for n, line in enumerate(lines, 1) if text in line)


def games(rules: object, seeds: Iterable[int] = SEEDS) -> list[DuneState]:
    """Whole games between the default bots, played under `rules`."""
    played = []
    for seed in seeds:
        bots = [ENTRY.make_bot(ENTRY.default_bot, seed * 16 + s, rules) for s in range(4)]
        state = play(rules, bots, seed, max_moves=ENTRY.max_moves)  # type: ignore[arg-type]
        assert isinstance(state, DuneState) and state.result is not None
        played.append(state)
    return played


def public(states: list[DuneState]) -> list[str]:
    return [line.text for state in states for line in state.log if line.seat is None]


GOBLINS_GOLD = (
    "gold = 5\nartifacts = 2\nhand_limit = 8",
    "gold = 9\nartifacts = 2\nhand_limit = 8",
)


def test_the_goblins_start_with_the_edited_gold(tmp_path: Path) -> None:
    rules = ENTRY.rules_from(edited(tmp_path, GOBLINS_GOLD))
    state = rules.new_game(["A", "B", "C", "D"], 1, {})
    assert [p.gold for p in state.players] == [10, 10, 9, 5]
    assert "Starting gold: Dwarves 10, Elves 10, Goblins 9, Orcs 5." in public([state])
    shipped = REGISTRY.get("dune").new_game(["A", "B", "C", "D"], 1, {})
    assert [p.gold for p in shipped.players] == [10, 10, 5, 5]


def test_the_edited_number_of_tokens_is_each_factions_supply(tmp_path: Path) -> None:
    rules = ENTRY.rules_from(edited(tmp_path, ("tokens = 20 ", "tokens = 14 ")))
    state = rules.new_game(["A", "B", "C", "D"], 1, {})
    assert [state.reserve(s) for s in range(4)] == [14, 4, 9, 14]  # before the Orcs' split


def test_an_edited_faction_plays_whole_games(tmp_path: Path) -> None:
    """The Goblins richer, larger, faster, without their bonus card and their alliance
    power; the Orcs with a smaller army: every number and power as the file says."""
    path = edited(
        tmp_path,
        GOBLINS_GOLD,
        ('tokens = { "10c" = 5 }', 'tokens = { "10c" = 7 }\nconscript = 3\nmove_range = 3'),
        ('powers = ["mercenary_bank", "auction_bonus_card"]', 'powers = ["mercenary_bank"]'),
        ('alliance = "ally_half_price"', 'alliance = ""'),
        (
            'tokens = { "1c" = 4, "9f" = 3, "16f" = 3 }',
            'tokens = { "1c" = 2, "9f" = 2, "16f" = 2 }',
        ),
    )
    rules = ENTRY.rules_from(path)
    data = rules.ctx.data
    goblins = data.factions[2]
    assert (goblins.gold, goblins.conscript, goblins.move_range) == (9, 3, 3)
    assert (goblins.powers, goblins.alliance) == (("mercenary_bank",), "")
    played = games(rules)
    said = public(played)
    assert "The Goblins start with 7 tokens on 10c." in said
    assert not any("bonus card" in line for line in said)
    assert all(st.players[3].graveyard + st.on_board(3) <= 20 for st in played)
    orc_splits = [m for st in played for m in st.moves if m.kind == "set_orc_split"]
    assert all(sum(v for _, v in m.args) == 6 for m in orc_splits)


def test_the_shipped_games_have_every_optional_power_in_play() -> None:
    """The other side of the tests below: with the shipped file, the same seeds show the
    Goblins' bonus card, payments to the Dwarves, the Orcs' half losses and plunder."""
    said = public(games(REGISTRY.get("dune")))
    assert any("draw a free bonus card" in line for line in said)
    assert any("gold to the Dwarves" in line for line in said)
    assert any("(half, rounded up)" in line for line in said)
    assert any("steal one of the" in line for line in said)


@pytest.mark.parametrize(
    ("letter_powers", "without", "gone"),
    [
        (
            'powers = ["mercenary_bank", "auction_bonus_card"]',
            'powers = ["mercenary_bank"]',
            "draw a free bonus card",
        ),
        ('powers = ["artifact_bank"]', "powers = []", "gold to the Dwarves"),
        (
            'powers = ["orcish_raising", "plunder", "half_dragon_losses", "default_victory"]',
            'powers = ["orcish_raising", "plunder", "default_victory"]',
            "(half, rounded up)",
        ),
        (
            'powers = ["orcish_raising", "plunder", "half_dragon_losses", "default_victory"]',
            'powers = ["orcish_raising", "half_dragon_losses", "default_victory"]',
            "steal one of the",
        ),
    ],
)
def test_a_power_left_out_is_not_played(
    tmp_path: Path, letter_powers: str, without: str, gone: str
) -> None:
    rules = ENTRY.rules_from(edited(tmp_path, (letter_powers, without)))
    said = public(games(rules))
    assert not any(gone in line for line in said)


def test_without_the_default_victory_turn_6_ends_in_a_draw(tmp_path: Path) -> None:
    old = 'powers = ["orcish_raising", "plunder", "half_dragon_losses", "default_victory"]'
    new = 'powers = ["orcish_raising", "plunder", "half_dragon_losses"]'
    rules = ENTRY.rules_from(edited(tmp_path, (old, new)))
    shipped = [st.result for st in games(REGISTRY.get("dune"))]
    assert any(r is not None and r.how == "default (turn 6)" for r in shipped)
    results = [st.result for st in games(rules)]
    assert not any(r is not None and r.how == "default (turn 6)" for r in results)
    draws = [r for r in results if r is not None and not r.winners]
    assert draws and draws[0].summary == "Nobody won in 6 turns: the game ends in a draw."


def test_a_power_the_rules_play_for_another_faction_is_refused(tmp_path: Path) -> None:
    path = edited(
        tmp_path,
        (
            'powers = ["mercenary_bank", "auction_bonus_card"]',
            'powers = ["mercenary_bnk", "artifact_bank"]',
        ),
        ('ace = "ace_placement"', 'ace = "plunder"'),
        (
            'powers = ["see_auctions", "battle_question", "hiding"]',
            'powers = ["see_auctions", "battle_question"]',
        ),
    )
    elves, goblins = line_of(path, '"see_auctions"'), line_of(path, '"mercenary_bnk"')
    assert refused(path) == [
        (
            elves,
            "faction E: 'powers' leaves out 'hiding' (R23), which the rules always play "
            "for this faction.",
        ),
        (
            line_of(path, 'ace = "plunder"'),
            "faction E: 'ace' names 'plunder', which the rules play as 'powers', not as 'ace'.",
        ),
        (
            line_of(path, 'ace = "plunder"'),
            "faction E: 'ace' leaves out 'ace_placement' "
            "(R43), which the rules always play for this faction.",
        ),
        (
            goblins,
            "faction G: 'powers' names no power 'mercenary_bnk'; did you mean 'mercenary_bank'?",
        ),
        (
            goblins,
            "faction G: 'powers' names 'artifact_bank' (§4), which the rules play for "
            "faction D only.",
        ),
        (
            goblins,
            "faction G: 'powers' leaves out 'mercenary_bank' (R17), which the rules "
            "always play for this faction.",
        ),
    ]


def test_starting_tokens_on_a_region_the_map_lacks_are_refused(tmp_path: Path) -> None:
    path = edited(tmp_path, ('tokens = { "5c" = 10 }', 'tokens = { "5x" = 10 }'))
    with pytest.raises(DataError) as caught:
        ENTRY.rules_from(path)
    board = REGISTRY.get("dune").board.path  # type: ignore[attr-defined]
    assert [(p.line, p.message) for p in problems_of(caught.value)] == [
        (
            line_of(path, '"5x"'),
            f"faction E: 'tokens' names region '5x', which the map {board} does not have",
        )
    ]


def test_more_starting_tokens_than_a_faction_has_are_refused(tmp_path: Path) -> None:
    path = edited(tmp_path, ('tokens = { "5c" = 10 }', 'tokens = { "5c" = 21 }'))
    assert refused(path) == [
        (
            line_of(path, '"5c" = 21'),
            "faction E: 'tokens' places 21 tokens; a faction has 20 (R13).",
        )
    ]


def test_every_power_is_written_and_the_written_texts_name_only_their_powers() -> None:
    data = default_data()
    names = {f.letter: f.name for f in data.factions}
    for seat, spec in enumerate(data.factions):
        for slot in ("powers", "ace", "alliance"):
            text = data.text(seat, slot)
            assert text_mismatches(spec.name, spec.named(), text, names) == [], (spec.name, slot)
    named = {p for spec in data.factions for p in spec.named()}
    assert named == set(POWERS)
    assert data.text(1, "ace") == (
        "In your step 3, place up to 5 reserve tokens free on any one region."
    )
    assert data.text(3, "powers").endswith("If nobody has won after turn 6, you win.")


def test_a_suit_the_deck_does_not_give_the_faction_is_refused(tmp_path: Path) -> None:
    path = edited(tmp_path, ('suit = "C"', 'suit = "S"'))
    assert refused(path) == [
        (
            line_of(path, 'name = "Goblins"') + 1,
            "faction G: 'suit' is 'S', but the deck's roles fix it (§2): faction G plays the "
            "King, Queen and Jack of 'C'.",
        )
    ]


def test_a_renamed_faction_is_refused_rather_than_shown_under_a_name_the_game_does_not_use(
    tmp_path: Path,
) -> None:
    path = edited(tmp_path, ('name = "Goblins"', 'name = "Gnomes"'))
    assert refused(path) == [
        (
            line_of(path, 'name = "Gnomes"'),
            "faction G: 'name' is 'Gnomes', but the rules' log, prompts and help name faction "
            "G 'Goblins'; a faction cannot be renamed in the card file.",
        )
    ]


def test_the_designers_page_lists_every_power_with_its_faction_and_whether_it_may_go() -> None:
    readme = (CARDS.parents[2] / "README.md").read_text(encoding="utf-8")
    page = readme.split("### Dragon Dune, the factions and the map", 1)[1].split("\n### ", 1)[0]
    rows = {
        cells[1].strip("` "): cells
        for line in page.splitlines()
        if line.startswith("| `") and len(cells := [c.strip() for c in line.split("|")[1:-1]]) == 5
    }
    assert set(rows) == set(POWERS)
    numbers = default_data().numbers(1)
    for power in POWERS.values():
        slot, _, home, may_go, says = rows[power.id]
        assert (slot.strip("`"), home) == (power.slot, power.home)
        assert may_go.startswith("yes") == power.optional, power.id
        assert says == power.text.format_map(numbers), power.id


def allied(state: DuneState, a: int, b: int) -> DuneState:
    state.players[a].ally, state.players[b].ally = b, a
    return state


def ctx_without(tmp_path: Path, old: str, new: str) -> Ctx:
    return ENTRY.rules_from(edited(tmp_path, (old, new))).ctx


def test_r17_the_goblins_ally_pays_full_price_without_ally_half_price(tmp_path: Path) -> None:
    state = allied(bare(), ORCS, GOBLINS)
    assert recruit.hire_cost(state, CTX, ORCS, "7", 3, False) == 3  # ⌈6/2⌉
    ctx = ctx_without(tmp_path, 'alliance = "ally_half_price"', 'alliance = ""')
    assert recruit.hire_cost(state, ctx, ORCS, "7", 3, False) == 6
    assert recruit.hire_cost(state, ctx, GOBLINS, "7", 3, False) == 3  # their own power
    assert ctx.data.text(GOBLINS, "alliance") == "No alliance power."


def test_r29_the_orcs_ally_shares_the_default_victory_only_with_the_power(tmp_path: Path) -> None:
    state = allied(bare(turn=6), ORCS, ELVES)
    assert collection.default_victory(state, CTX).winners == (ELVES, ORCS)
    ctx = ctx_without(tmp_path, 'alliance = "shared_default_victory"', 'alliance = ""')
    assert collection.default_victory(state, ctx).winners == (ORCS,)


def test_r37_the_dwarves_declare_for_their_ally_only_with_the_power(tmp_path: Path) -> None:
    state = allied(bare(), DWARVES, GOBLINS)
    assert battle.declarers(state, CTX, GOBLINS) == [GOBLINS, DWARVES]
    ctx = ctx_without(tmp_path, 'alliance = "ally_treachery"', 'alliance = ""')
    assert battle.declarers(state, ctx, GOBLINS) == [GOBLINS]


def test_r34_the_elves_ask_for_their_ally_only_with_the_power(tmp_path: Path) -> None:
    def asked(ctx: Ctx) -> object:
        state = allied(bare(), ELVES, GOBLINS)
        put(state, "7", GOBLINS, 2)
        put(state, "7", ORCS, 2)
        battle.do_choose(state, ctx, Move.make(GOBLINS, "choose_battle", region="7", opponent=ORCS))
        return battle.fight(state)["answerer"], state.pending and state.pending.kind

    assert asked(CTX) == (ORCS, battle.QUESTION)
    ctx = ctx_without(tmp_path, 'alliance = "ally_question"', 'alliance = ""')
    assert asked(ctx) == (None, battle.PLAN)


def test_an_ace_power_cannot_be_left_out(tmp_path: Path) -> None:
    path = edited(tmp_path, ('ace = "hiring_ban"', 'ace = ""'))
    assert refused(path) == [(line_of(path, 'ace = ""'), "faction G: 'ace' must name one power.")]
