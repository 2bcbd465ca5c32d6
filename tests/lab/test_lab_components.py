"""Every component of every game in the layout lab: the cards, Riders' Rider and Dragon
tiles, Dune's board and tokens, Draconium's Eggs, Drakes, Dragons and mats, Hatch's
egg, and each one's face, back and proportions; texts too long on a tile or a piece
are reported like a card's, by `overflow_list` and by `lab --check`."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pygame
import pytest

from game import paths
from game.cards import playing
from game.cards.fonts import forget_fonts
from game.games.dml.table.lab import DmlDeck
from game.games.draconium.table.lab import DraconiumDeck
from game.games.dune.table.lab import DuneDeck
from game.games.hatch.table.lab import HatchDeck
from game.games.riders.table.lab import RidersDeck
from game.lab.deck import (
    CHECK_WIDTH,
    SHAPES,
    LabDeck,
    Overflow,
    counted,
    entry_lines,
    face_back,
    face_height,
    overflow_list,
)

VOIDMAW_SAYS = (
    "Every attack steals 1 energy from the opponent. At the start of your turn, with more "
    "energy than the opponent: 2 damage to the enemy Dragon."
)  # written from its powers
VOIDMAW = 'name = "Voidmaw"\n'

ROAR = " Then the Voidmaw roars, and every Rider on the field trembles before it."
RIPOSTE = 'dragon_dispatch = "+1 Action, +$1.'


@pytest.fixture(autouse=True)
def display() -> None:
    """Faces are drawn with a display mode set, as in the lab (the map's art needs one)."""
    pygame.display.init()
    pygame.font.init()
    forget_fonts()  # a test before may have quit pygame, and its fonts with it
    pygame.display.set_mode((64, 64))


def headers(name: str, table: str) -> int:
    """How many `[[table]]` entries a shipped card file has."""
    return len(entry_lines(paths.card_file(name).read_text(encoding="utf-8"), table))


def kinds(deck: LabDeck) -> Counter[str]:
    return Counter(c.kind for c in deck.cards())


def long_voidmaw(tmp_path: Path, times: int = 6) -> Path:
    """A copy of the Riders card file with Voidmaw's ability made `times` sentences longer."""
    text = paths.card_file("riders").read_text(encoding="utf-8")
    assert text.count(VOIDMAW) == 1
    copy = tmp_path / "long_voidmaw.toml"
    own = f'ability = "{VOIDMAW_SAYS}{ROAR * times}"\n'
    copy.write_text(text.replace(VOIDMAW, VOIDMAW + own), encoding="utf-8")
    return copy


def voidmaw_line(path: Path) -> int:
    """The line of Voidmaw's `ability = …` in a card file, counted from 1."""
    lines = path.read_text(encoding="utf-8").splitlines()
    named = lines.index('name = "Voidmaw"')
    return next(n for n in range(named, len(lines)) if lines[n].startswith("ability =")) + 1


# ---------------------------------------------------------------- what each game lists


def test_riders_lists_the_pool_then_a_tile_for_each_rider_and_each_dragon() -> None:
    deck = RidersDeck()
    cards = deck.cards()
    riders, dragons = headers("riders", "rider"), headers("riders", "dragon")
    assert (riders, dragons) == (5, 5)
    assert Counter(c.shape for c in cards) == {"card": 20, "tile": riders + dragons}
    assert sum(c.copies for c in cards if c.shape == "card") == 44
    assert kinds(deck)["Rider tile"] == riders and kinds(deck)["Dragon tile"] == dragons
    tiles = [c for c in cards if c.shape == "tile"]
    assert [c.id for c in tiles[:2]] == ["rider:Talia", "rider:Kael"]
    assert tiles[-1].id == "dragon:Voidmaw" and tiles[-1].name == "Voidmaw"
    assert all(c.copies == 1 and c.cost is None and c.stack == c.kind for c in tiles)
    text = paths.card_file("riders").read_text(encoding="utf-8")
    assert [c.line for c in tiles] == entry_lines(text, "rider") + entry_lines(text, "dragon")
    assert dict(tiles[-1].fields)["ability"] == VOIDMAW_SAYS
    assert counted(cards) == "20 cards and 10 tiles"


def test_dune_lists_its_52_cards_in_their_piles_the_board_and_a_token_per_faction() -> None:
    deck = DuneDeck()
    cards = deck.cards()
    assert Counter(c.shape for c in cards) == {"card": 52, "board": 1, "token": 4, "mat": 4}
    piles = Counter(c.stack for c in cards if c.shape == "card")
    # rules §2: the Artifact deck is the 2–6 of each suit and the four Aces
    assert piles == {
        "Artifact deck": 24,
        "Event deck": 16,
        "Faction cards": 4,
        "Usurpers": 4,
        "Sabotaged Artifacts": 4,
    }
    artifacts = {c.id for c in cards if c.stack == "Artifact deck"}
    assert artifacts == {f"{r}{s}" for r in ("2", "3", "4", "5", "6", "A") for s in "CDHS"}
    assert kinds(deck)["Artifact"] == 20 and kinds(deck)["Special"] == 4
    tokens = [c for c in cards if c.shape == "token"]
    assert [c.name for c in tokens] == [
        "Dwarves token",
        "Elves token",
        "Goblins token",
        "Orcs token",
    ]
    assert [c.copies for c in tokens] == [20] * 4  # [game] tokens = 20 per faction (R13)
    board = next(c for c in cards if c.shape == "board")
    assert (board.id, board.kind) == ("board", "Board")
    assert dict(board.fields)["territories"] == "28"
    assert counted(cards) == "52 cards, 4 tokens, 1 board and 4 mats"
    sheets = [c for c in cards if c.shape == "mat"]  # a faction sheet per faction
    assert [(c.name, c.stack) for c in sheets] == [
        (f"{name} faction sheet", "Faction sheets")
        for name in ("Dwarves", "Elves", "Goblins", "Orcs")
    ]


def test_draconium_lists_its_cards_each_lines_egg_drake_and_dragon_and_the_two_mats() -> None:
    deck = DraconiumDeck()
    cards = deck.cards()
    kingdom = headers("draconium", "card") + headers("draconium_expansion", "card")
    lines = headers("dragon_lines", "line")
    assert (kingdom, lines) == (94, 10)
    assert Counter(c.shape for c in cards) == {"card": kingdom, "tile": 3 * lines, "mat": 2}
    assert (kinds(deck)["Egg"], kinds(deck)["Drake"], kinds(deck)["Dragon"]) == (10, 10, 10)
    assert [c.name for c in cards if c.kind == "Mat"] == ["Roost mat", "Recycling mat"]
    assert paths.card_file("dragon_lines") in deck.extra_files  # a save there reloads
    at = entry_lines(paths.card_file("dragon_lines").read_text(encoding="utf-8"), "line")
    eggs = [c for c in cards if c.kind == "Egg"]
    assert [(c.id, c.name) for c in eggs[:2]] == [
        ("egg:Abyssal", "Obsidian Egg"),
        ("egg:Avaricious", "Ravenous Egg"),
    ]
    assert [c.line for c in eggs] == at and {c.file for c in eggs} == {"dragon_lines.toml"}
    riposte = next(c for c in cards if c.id == "dragon:Riposte")
    assert riposte.name == "Riposte Dragon" and riposte.line == at[-1]
    assert set(dict(riposte.fields)) == {"line", "name", "dispatch", "disengage"}


def test_hatch_lists_its_species_and_the_egg_which_is_the_card_back() -> None:
    deck = HatchDeck()
    cards = deck.cards()
    assert len(cards) == headers("hatch", "species") + 1 == 29
    egg = cards[-1]
    assert (egg.id, egg.kind, egg.copies) == ("egg", "Egg", 0)  # printed on every card's back
    assert sum(c.copies for c in cards) == 72
    face, back = deck.face("egg", 150), deck.back(150)
    assert face.get_size() == back.get_size() == (150, deck.height_for(150))
    assert pygame.image.tobytes(face, "RGBA") == pygame.image.tobytes(back, "RGBA")
    assert deck.overflows("egg") == ()


def test_money_laundering_has_all_54_cards_each_in_its_setup_pile_with_the_one_back() -> None:
    deck = DmlDeck()
    # the player aids (a card per rank, suit, Power and Event, and the numbers) come after
    everything = deck.cards()
    cards = [c for c in everything if c.pile != "Player aids"]
    assert [c.id for c in everything[54:]] == [c.id for c in everything if c not in cards]
    assert len(everything) - len(cards) == 6 + 4 + 9 + 6 + 1
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    expected = {f"{r}{s}" for r in ranks for s in "SCHD"} | {"JK1", "JK2"}
    assert {c.id for c in cards} == expected and len(cards) == 54
    # rules §3.1: Aces to the Nest, a King to each player, the 2s and 3s in four
    # starting piles, the 38 others the Event Deck
    assert Counter(c.stack for c in cards) == {
        "Dragon's Nest": 4,
        "Kings": 4,
        "Starting piles": 8,
        "Event Deck": 38,
    }
    back = pygame.image.tobytes(playing.back(90), "RGBA")
    for card in cards:
        assert card.shape == "card" and card.copies == 1
        assert pygame.image.tobytes(face_back(deck, card.id, 90), "RGBA") == back


# ---------------------------------------------------------------- faces, backs, proportions


@pytest.mark.parametrize("make", [RidersDeck, DuneDeck, DraconiumDeck, HatchDeck, DmlDeck])
def test_every_face_and_back_draws_at_the_check_width_as_tall_as_face_height_says(
    make: type,
) -> None:
    deck = make()
    heights: dict[str, set[int]] = {}
    for card in deck.cards():
        assert card.shape in SHAPES
        tall = face_height(deck, card.id, CHECK_WIDTH)
        assert deck.face(card.id, CHECK_WIDTH).get_size() == (CHECK_WIDTH, tall), card.id
        assert face_back(deck, card.id, CHECK_WIDTH).get_size() == (CHECK_WIDTH, tall), card.id
        assert deck.overflows(card.id) == (), card.id  # the shipped files fit
        heights.setdefault(card.shape, set()).add(tall)
    assert heights["card"] == {deck.height_for(CHECK_WIDTH)}
    own = {
        "tile": {600 if make is RidersDeck else 232},  # Riders' 5:8 tiles; landscape pieces
        "board": {164},  # the map is 1824 × 800 pixels
        "token": {375},
        "mat": {188},  # twice as wide as tall
    }
    for shape, tall in heights.items():
        if shape != "card":
            assert tall == own[shape], shape


def test_a_pieces_back_is_its_other_side() -> None:
    deck = DraconiumDeck()
    egg_hatch, egg_legend = deck.face("egg:Abyssal", 300), face_back(deck, "egg:Abyssal", 300)
    drake = deck.face("drake:Abyssal", 300)
    disengage = face_back(deck, "drake:Abyssal", 300)
    sides = [pygame.image.tobytes(s, "RGBA") for s in (egg_hatch, egg_legend, drake, disengage)]
    assert len(set(sides)) == 4
    assert deck.pieces.side("Abyssal", "Drake", "disengage", 300) is disengage
    card_back = pygame.image.tobytes(deck.back(300), "RGBA")
    assert pygame.image.tobytes(face_back(deck, "Village", 300), "RGBA") == card_back


# ---------------------------------------------------------------- too long on a tile or a piece


def test_a_long_voidmaw_ability_is_reported_and_the_shipped_one_is_not(tmp_path: Path) -> None:
    assert [o for o in overflow_list(RidersDeck()) if o.card.startswith("dragon:")] == []
    copy = long_voidmaw(tmp_path)
    deck = RidersDeck(cards=copy)
    assert overflow_list(deck) == [Overflow("dragon:Voidmaw", "ability", voidmaw_line(copy))]
    assert deck.overflows("rider:Talia") == () and deck.overflows("strike") == ()
    # a sentence longer than the shipped text still fits: only the long one is flagged
    assert overflow_list(RidersDeck(cards=long_voidmaw(tmp_path, times=1))) == []


def test_lab_check_on_the_long_voidmaw_copy_names_it_and_exits_1(tmp_path: Path) -> None:
    copy = long_voidmaw(tmp_path)
    run = subprocess.run(
        [sys.executable, "-m", "game", "lab", "riders", "--cards", str(copy), "--check"],
        capture_output=True,
        text=True,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
        timeout=300,
    )
    assert run.returncode == 1, run.stderr
    lines = run.stdout.splitlines()
    assert f"dragon:Voidmaw: ability does not fit (line {voidmaw_line(copy)})" in lines
    assert "Dragon Riders: 20 cards and 10 tiles checked, 1 text too long for the box." in lines


def test_a_long_dragon_line_text_is_reported_with_its_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped = paths.card_file("dragon_lines")
    text = shipped.read_text(encoding="utf-8")
    assert text.count(RIPOSTE) == 1
    copy = tmp_path / "dragon_lines.toml"
    copy.write_text(text.replace(RIPOSTE, RIPOSTE + ROAR.replace("Voidmaw", "Dragon") * 3))
    own = paths.card_file
    monkeypatch.setattr(
        paths, "card_file", lambda name: copy if name == "dragon_lines" else own(name)
    )
    deck = DraconiumDeck()
    line = entry_lines(copy.read_text(encoding="utf-8"), "line")[-1]
    found = overflow_list(deck)
    assert found == [Overflow("dragon:Riposte", "dispatch side", line, "dragon_lines.toml")]
    assert str(found[0]) == (
        f"dragon:Riposte: dispatch side does not fit (line {line} of dragon_lines.toml)"
    )
    assert deck.overflows("drake:Riposte") == ()


def test_dunes_board_has_a_plain_back_and_a_token_is_the_same_on_both_sides() -> None:
    from game.games.dune.table.lab import BOARD, BOARD_BACK

    deck = DuneDeck()
    back = face_back(deck, BOARD, 300)
    assert back.get_size() == (300, face_height(deck, BOARD, 300))
    assert {back.get_at((x, y))[:3] for x in (0, 150, 299) for y in (0, 60)} == {BOARD_BACK}
    token = next(c.id for c in deck.cards() if c.shape == "token")
    face, reverse = deck.face(token, 120), face_back(deck, token, 120)
    assert face.get_at((60, 60)) == reverse.get_at((60, 60))


def test_an_overflow_points_at_its_fields_own_line_inside_its_entry() -> None:
    from game.lab.deck import field_line

    lines = ["[[card]]", 'id = "a"', 'text = "long"', "", "[[card]]", 'id = "b"', "name = 1"]
    assert field_line(lines, 1, "text") == 3
    assert field_line(lines, 5, "text") == 5  # b writes no text: its entry's line
    assert field_line(lines, 5, "name") == 7
