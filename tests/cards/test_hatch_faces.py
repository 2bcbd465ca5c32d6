"""Hatch card faces: the layout file is checked and named, every face and the back come
out at the layout's size, the resource icons differ in shape (not colour alone), the
resource band reads on its own, and every text of the shipped deck fits."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pygame
import pytest

from game import paths
from game.cards.fonts import forget_fonts
from game.core.errors import DataError
from game.games.hatch.basics import ICON_SHAPES
from game.games.hatch.cards import default_catalog, load_catalog
from game.games.hatch.table import CHECKS, make_lab_deck
from game.games.hatch.table.faces import HatchFaces, cost_rows
from game.games.hatch.table.icons import BLOOD, INK, SHAPES, droplet_icon, icon, resource_icon
from game.games.hatch.table.lab import HatchDeck
from game.games.hatch.table.layout import layout_file, load_layout
from game.lab.deck import CHECK_WIDTH, overflow_list

CAT = default_catalog()
LAYOUT_TEXT = layout_file().read_text(encoding="utf-8")
ELDERS_AND_ANCIENTS = [
    "Pyre Elder", "Abyss Elder", "Granite Elder", "Tempest Elder",
    "Sunforge", "Leviathan", "Worldspine", "Skyfather",
]  # fmt: skip


@pytest.fixture(scope="module")
def faces() -> HatchFaces:
    pygame.init()
    forget_fonts()  # fonts made before an earlier test's pygame.quit() are dead
    return HatchFaces(CAT, load_layout(layout_file()))


def crafted(tmp_path: Path, old: str, new: str) -> Path:
    assert old in LAYOUT_TEXT, old
    path = tmp_path / "layout.toml"
    path.write_text(LAYOUT_TEXT.replace(old, new, 1), encoding="utf-8")
    return path


# ---------------------------------------------------------------- the layout file


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("[band]\n", "[bands]\n", "the layout: there is no key 'bands'; did you mean 'band'?"),
        (
            "icon = 0.12 ",
            "icon = 0.6 ",
            "[cost] 'icon' should be a number from 0.01 to 0.5, not 0.6.",
        ),
        (
            "min_icon = 0.075",
            "min_icon = 0.2",
            "[cost] 'min_icon' should not be larger than 'icon'.",
        ),
        (
            "font = 0.095\nmin_font = 0.07",
            "font = 0.095\nmin_font = 0.1",
            "[name] 'min_font' should not be larger than 'font'.",
        ),
        (
            'E = "#e4572e"',
            'E = "red"',
            "[resources] 'E' should be a colour like \"#a01c2e\", not 'red'.",
        ),
        (
            'art = "hatchling"',
            'art = "chick"',
            "[tiers.Whelp] 'art' is 'chick'; the drawings are "
            "hatchling, drake, wyrm, serpent, elder, ancient.",
        ),
        (
            'art = "drake"\nscale = 0.94',
            'art = "drake"\nscale = 1.5',
            "[tiers.\"Greater drake\"] 'scale' should be a number from 0.1 to 1, not 1.5.",
        ),
        (
            "box = [0.0, 0.8, 1.0, 0.2]",
            "box = [0.0, 0.7, 1.0, 0.2]",
            "[band] 'box' should reach the bottom of the card (its y + h should be 1).",
        ),
        (
            "box = [0.06, 0.245, 0.88, 0.3]",
            "box = [0.06, 0.245, 0.88]",
            "[art] 'box' should be 4 numbers from 0 to 1, not [0.06, 0.245, 0.88].",
        ),
        (
            'align = "centre"',
            'align = "middle"',
            '[flavour] \'align\' should be "left", "centre" or "right", not \'middle\'.',
        ),
        (
            "below = 110",
            "below = -5",
            "[small] 'below' should be a whole number from 0 to 2000, not -5.",
        ),
        (
            "aspect = [5, 7]",
            "aspect = [5]",
            "[card] 'aspect' should be 2 whole numbers, width and height, not [5].",
        ),
    ],
)
def test_a_bad_layout_names_the_file_the_section_and_the_field(
    tmp_path: Path, old: str, new: str, problem: str
) -> None:
    path = crafted(tmp_path, old, new)
    with pytest.raises(DataError) as err:
        load_layout(path)
    assert err.value.path == str(path)
    assert err.value.problem == problem


def test_a_damaged_layout_file_names_its_line(tmp_path: Path) -> None:
    path = crafted(tmp_path, "[card]\n", "[card\n")
    with pytest.raises(DataError) as err:
        load_layout(path)
    assert err.value.path == str(path)
    assert err.value.problem.startswith("the file is damaged: ")
    assert "line 17" in err.value.problem


def test_a_tier_without_art_names_the_layout_and_the_species(tmp_path: Path) -> None:
    path = crafted(tmp_path, '[tiers.Ancient]\nart = "ancient"\nscale = 1.0\n', "")
    with pytest.raises(DataError) as err:
        HatchFaces(CAT, load_layout(path))
    assert err.value.path == str(path)
    assert err.value.problem == (
        "species Sunforge's tier 'Ancient' has no art in [tiers] "
        "(it has Whelp, Drake, Greater drake, Wyrm, Serpent, Elder)."
    )


def test_an_unknown_inline_icon_in_a_flavour_names_the_card_file(tmp_path: Path) -> None:
    cards = tmp_path / "mine.toml"
    text = paths.card_file("hatch").read_text(encoding="utf-8")
    cards.write_text(
        text.replace('"More salt than sense."', '"More {salt} than sense."', 1), encoding="utf-8"
    )
    with pytest.raises(DataError) as err:
        make_lab_deck(cards, None)
    assert err.value.path == str(cards)
    assert err.value.problem.startswith(
        "species Brine Whelp's flavour has {salt}, which is not an inline icon; icons are "
    )


def test_the_band_fraction_is_the_bottom_fifth(faces: HatchFaces) -> None:
    assert faces.band_fraction == pytest.approx(0.2)
    assert faces.band_height(100) == 28  # of a 140-pixel card
    assert faces.band_height(90) == 25  # of a 126-pixel card


# ---------------------------------------------------------------- faces


@pytest.mark.parametrize("width", [64, 90, 136, 150, CHECK_WIDTH])
def test_every_face_and_the_back_come_out_five_by_seven(faces: HatchFaces, width: int) -> None:
    height = round(width * 7 / 5)
    assert faces.height_for(width) == height
    for name in CAT.species:
        assert faces.face(name, width).get_size() == (width, height), name
    assert faces.back(width).get_size() == (width, height)


def test_copies_of_a_species_share_one_face_and_the_hidden_card_is_the_back(
    faces: HatchFaces,
) -> None:
    assert faces.face("H01", 120) is faces.face("H04", 120)  # four Cinder Whelps
    assert faces.face("H01", 120) is faces.face("Cinder Whelp", 120)
    assert faces.face("H05", 120) is faces.face("Brine Whelp", 120)
    assert faces.face("H72", 120) is faces.face("Skyfather", 120)
    assert faces.face("H01", 121) is not faces.face("H01", 120)
    assert faces.face("?", 120) is faces.back(120)
    assert faces.overflow_fields("?", 120) == ()
    with pytest.raises(KeyError):
        faces.face("H73", 120)


def test_the_back_is_the_same_whatever_the_cards(tmp_path: Path, faces: HatchFaces) -> None:
    # eggs lie face down: the back is drawn from the layout alone
    cards = tmp_path / "mine.toml"
    text = paths.card_file("hatch").read_text(encoding="utf-8")
    cards.write_text(text.replace("value = 52", "value = 60", 1), encoding="utf-8")
    other = HatchFaces(load_catalog(cards), load_layout(layout_file()))
    mine, theirs = faces.back(100), other.back(100)
    assert pygame.image.tobytes(mine, "RGBA") == pygame.image.tobytes(theirs, "RGBA")


def test_forget_wide_and_clear_let_go_of_faces(faces: HatchFaces) -> None:
    small, wide = faces.face("H09", 80), faces.face("H09", 600)
    faces.back(600)
    faces.forget_wide(300)
    assert faces.face("H09", 80) is small
    assert faces.face("H09", 600) is not wide
    faces.clear()
    assert faces.face("H09", 80) is not small


def test_faces_take_the_colour_of_the_resource_they_give(faces: HatchFaces) -> None:
    # the frame beside the art: Ember red-orange, Tide blue, Stone ochre, Gale green
    width = 150
    x, y = 3, round(faces.height_for(width) * 0.4)
    picked = {c: faces.face(n, width).get_at((x, y))[:3] for c, n in
              (("E", "Cinder Whelp"), ("T", "Brine Whelp"), ("S", "Pebble Whelp"),
               ("G", "Zephyr Whelp"))}  # fmt: skip
    r, g, b = picked["E"]
    assert r > g and r > b
    r, g, b = picked["T"]
    assert b > r and b > g
    r, g, b = picked["G"]
    assert g > r and g > b
    assert len(set(picked.values())) == 4


# ---------------------------------------------------------------- the cost


def test_a_cost_fills_one_row_or_puts_the_blood_on_a_second() -> None:
    species = CAT.species
    box = pygame.Rect(0, 0, 200, 80)  # room for 5 icons of 36 pixels across, 2 rows
    whelp = cost_rows(species["Cinder Whelp"], box, 36, 20, 4)
    assert (whelp.size, whelp.rows, whelp.overflow) == (36, (("E",),), False)
    wyrm = cost_rows(species["Magma Wyrm"], box, 36, 20, 4)
    assert wyrm.rows == (("E", "E", "S", BLOOD),)
    elder = cost_rows(species["Pyre Elder"], box, 36, 20, 4)
    assert elder.rows == (("E", "E", "T", "S"), (BLOOD, BLOOD, BLOOD))
    ancient = cost_rows(species["Skyfather"], box, 36, 20, 4)
    assert ancient.rows == (("E", "T", "S", "G", "G"), (BLOOD,) * 4)
    assert (ancient.width, ancient.height) == (5 * 36 + 4 * 4, 2 * 36 + 4)
    wrapped = cost_rows(species["Skyfather"], pygame.Rect(0, 0, 100, 80), 36, 20, 4)
    assert wrapped.rows == (("E", "T", "S"), ("G", "G", BLOOD), (BLOOD,) * 3)
    assert (wrapped.size, wrapped.overflow) == (24, False)
    tight = cost_rows(species["Skyfather"], pygame.Rect(0, 0, 100, 30), 36, 20, 4)
    assert tight.rows == (("E", "T", "S", "G", "G"), (BLOOD,) * 4)
    assert (tight.size, tight.overflow) == (13, True)  # smaller than the least, 20


# ---------------------------------------------------------------- icons


def _mask(name: str, size: int) -> pygame.mask.Mask:
    return pygame.mask.from_surface(icon(name, size, (255, 255, 255), None), 127)


def test_every_resource_and_blood_has_its_own_drawing() -> None:
    assert set(SHAPES) == {*ICON_SHAPES, BLOOD}


@pytest.mark.parametrize("size", [24, 48])
def test_the_icons_differ_in_shape_drawn_in_one_colour(size: int) -> None:
    """Drawn all in white, no two icons share as much as three quarters of their pixels:
    a flame, a wave, a hexagonal stone, a spiral gust and a droplet by shape alone."""
    pygame.init()
    masks = {name: _mask(name, size) for name in SHAPES}
    for name, mask in masks.items():
        assert mask.count() > size * size // 6, name  # each one fills a fair part of its square
    for a, b in itertools.combinations(masks, 2):
        both = masks[a].overlap_area(masks[b], (0, 0))
        either = masks[a].count() + masks[b].count() - both
        assert both / either < 0.75, (a, b, round(both / either, 3))


def test_icons_are_cached_and_the_size_asked_for() -> None:
    pygame.init()
    ember = resource_icon("flame", 30, (228, 87, 46))
    assert ember.get_size() == (30, 30)
    assert resource_icon("flame", 30, (228, 87, 46)) is ember
    assert droplet_icon(18, (176, 23, 46)).get_size() == (18, 18)
    assert droplet_icon(18, (176, 23, 46)) is icon(BLOOD, 18, (176, 23, 46), INK)


# ---------------------------------------------------------------- the resource band


def _luminance(colour: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


@pytest.mark.parametrize("width", [90, CHECK_WIDTH])
def test_the_band_word_stands_out_from_its_band(faces: HatchFaces, width: int) -> None:
    """Between the two icons the band is the name of the resource, light on dark, at a
    contrast of at least 7 to 1 for every resource."""
    for name in ("Cinder Whelp", "Brine Whelp", "Pebble Whelp", "Zephyr Whelp"):
        face = faces.face(name, width)
        height = faces.height_for(width)
        top = height - faces.band_height(width)
        lums = [
            _luminance(face.get_at((x, y))[:3])
            for x in range(round(width * 0.35), round(width * 0.65))
            for y in range(top + 3, height - 3)
        ]
        ratio = (max(lums) + 0.05) / (min(lums) + 0.05)
        assert ratio >= 7, (name, round(ratio, 2))


@pytest.mark.parametrize("width", [90, 150])
def test_a_resource_band_is_the_same_on_every_card_that_gives_it(
    faces: HatchFaces, width: int
) -> None:
    """The strip a fan below an egg shows says the resource and nothing else: a Cinder
    Whelp's and a Sunforge's strips are one picture, a Brine Whelp's another."""
    height = faces.height_for(width)
    strip = pygame.Rect(0, height - faces.band_height(width), width, faces.band_height(width))

    def band(name: str) -> bytes:
        return pygame.image.tobytes(faces.face(name, width).subsurface(strip), "RGBA")

    assert band("Cinder Whelp") == band("Sunforge") == band("Magma Wyrm")
    assert band("Brine Whelp") == band("Leviathan")
    assert len({band(n) for n in ("Cinder Whelp", "Brine Whelp", "Pebble Whelp",
                                  "Zephyr Whelp")}) == 4  # fmt: skip


# ---------------------------------------------------------------- fitting and the lab


def test_no_text_of_the_shipped_deck_overflows() -> None:
    deck = HatchDeck()
    assert overflow_list(deck) == []
    for width in (110, 136, 150):
        assert [n for n in CAT.species if deck.faces.overflow_fields(n, width)] == []


@pytest.mark.parametrize(
    ("old", "new", "found"),
    [
        (
            "box = [0.08, 0.682, 0.84, 0.108]",
            "box = [0.08, 0.682, 0.84, 0.06]",
            [("Shalehide", "flavour"), ("Magma Wyrm", "flavour"), ("Pyre Elder", "flavour")],
        ),
        (
            "box = [0.05, 0.03, 0.6, 0.17]",
            "box = [0.05, 0.03, 0.3, 0.17]",
            [(name, "cost") for name in ELDERS_AND_ANCIENTS],
        ),
        (
            "box = [0.12, 0.638, 0.76, 0.042]",
            "box = [0.36, 0.638, 0.28, 0.042]",
            [(name, "tier") for name in ("Reefback", "Cragjaw", "Stormkite", "Emberclaw")],
        ),
    ],
)
def test_a_crafted_layout_flags_exactly_the_texts_too_long(
    tmp_path: Path, old: str, new: str, found: list[tuple[str, str]]
) -> None:
    deck = HatchDeck(layout=crafted(tmp_path, old, new))
    assert [(o.card, o.field) for o in overflow_list(deck)] == found


def test_the_lab_lists_one_card_per_species_with_its_line() -> None:
    deck = make_lab_deck(None, None)
    assert isinstance(deck, HatchDeck)
    assert deck.title == "Hatch"
    assert deck.extra_files == ()
    assert deck.layout_path == layout_file()
    *cards, egg = deck.cards()  # a card per species, then the egg: the back they share
    assert (egg.id, egg.kind, egg.copies) == ("egg", "Egg", 0)
    assert [c.id for c in cards] == list(CAT.species)
    assert sum(c.copies for c in cards) == 72
    assert list(dict.fromkeys(c.kind for c in cards)) == [
        "Whelp", "Drake", "Greater drake", "Wyrm", "Serpent", "Elder", "Ancient",
    ]  # fmt: skip
    # the cost filter: the icons printed top left, resources and blood droplets
    assert sorted({c.cost for c in cards if c.cost is not None}) == [1, 2, 3, 4, 5, 7, 9]
    lines = deck.cards_path.read_text(encoding="utf-8").splitlines()
    for card in cards:
        assert lines[card.line - 1] == "[[species]]"
        assert lines[card.line] == f'name = "{card.name}"'
    elder = next(c for c in cards if c.id == "Pyre Elder")
    assert elder.cost == 7
    assert elder.fields == (
        ("name", "Pyre Elder"),
        ("tier", "Elder"),
        ("value", "26"),
        ("cost", "E, E, T, S"),
        ("blood", "3"),
        ("sac", "1"),
        ("provides", "E"),
        ("copies", "3"),
        ("flavour", "Demands offerings, and remembers them."),
        ("abilities", "—"),
        ("text", "—"),
    )
    assert deck.face("Pyre Elder", 100).get_size() == (100, 140)
    assert deck.back(100).get_size() == (100, 140)
    assert deck.height_for(100) == 140
    assert deck.overflows("Pyre Elder") == ()


def test_the_self_test_draws_every_face() -> None:
    assert [name for name, _ in CHECKS] == ["face layout"]
    assert CHECKS[0][1]() == "hatch.toml: 28 faces drawn"


def test_the_lab_check_passes_on_the_shipped_cards(capsys: pytest.CaptureFixture[str]) -> None:
    from game.__main__ import main
    from game.games import REGISTRY

    if "hatch" not in REGISTRY.names():
        pytest.skip("Hatch is not in the list of games yet")
    assert main(["lab", "hatch", "--check"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Hatch: 29 cards checked, 0 texts too long for the box.",
        "Hatch: card texts compared with their effects, 0 mismatches.",
    ]


# ---------------------------------------------------------------- how to play


def test_the_how_to_play_page_follows_the_format() -> None:
    from game.scenes.howto import parse

    text = paths.asset("howto", "hatch.md").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert 60 <= len(lines) <= 150
    blocks = parse(text)
    assert [b.text for b in blocks if b.kind == "h1"] == ["Hatch"]
    assert [b.text for b in blocks if b.kind == "h2"] == [
        "The goal",
        "Setting up",
        "Every card is three things",
        "Reading a card",
        "Your turn, step by step",
        "Eggs",
        "Attack and defence",
        "Loot",
        "How the game ends",
        "What others can see",
        "At the table",
    ]
    assert "§" not in text and "seed" not in text
    assert not re.search(r"\bR\d+\b", text)
    for key in ("Ctrl+Z", "F1", "Tab", "Enter", "Drag", "Click"):
        assert key in text


def test_the_how_to_play_page_agrees_with_the_cards() -> None:
    text = " ".join(paths.asset("howto", "hatch.md").read_text(encoding="utf-8").split())
    tiers = list(dict.fromkeys(s.tier for s in CAT.species.values()))
    assert f"There is one deck of {len(CAT.cards)} cards" in text
    assert f"(from {tiers[0]} up to {tiers[-1]})" in text
    assert "reaches **200**" in text and "**200 or more**" in text
    assert {s.sac for s in CAT.species.values()} == {1, 2}
    assert "(one or two)" in text
    shapes = ("**Ember** is a flame", "**Tide** a wave with three crests",
              "**Stone** a six-sided rock", "**Gale** a spiral gust", "Blood is a droplet")  # fmt: skip
    for words in shapes:
        assert words in text


# ---------------------------------------------------------------- abilities and texts


def _designer(tmp_path: Path, text: str | None = None) -> Path:
    from tests.games.hatch.designer import designer_text

    body = designer_text()
    if text is not None:
        guard = 'abilities = [{ when = "block", step = "guard", n = 5 }]'
        body = body.replace(guard, f"{guard}\ntext = {text!r}".replace("'", '"'))
    path = tmp_path / "hatch.toml"
    path.write_text(body, encoding="utf-8")
    return path


def test_a_species_with_abilities_shows_them_in_the_lab_and_on_its_face(tmp_path: Path) -> None:
    pygame.init()
    deck = HatchDeck(_designer(tmp_path))
    glimmer = next(c for c in deck.cards() if c.name == "Glimmer Drake")
    fields = dict(glimmer.fields)
    assert fields["abilities"] == "hatch: draw 2, hatch: others_discard 1"
    assert fields["text"] == (
        "When it hatches, draw 2 cards, then each other player discards a card at random."
    )
    lines = deck.cards_path.read_text(encoding="utf-8").splitlines()
    assert lines[glimmer.line] == 'name = "Glimmer Drake"'
    # the face draws the text where the flavour was: it differs from the same species
    # without abilities
    plain = HatchDeck(_plain(tmp_path))
    assert deck.faces.face("Glimmer Drake", 250).get_size() == (250, 350)
    with_text = pygame.image.tobytes(deck.face("Glimmer Drake", 250), "RGBA")
    without = pygame.image.tobytes(plain.face("Glimmer Drake", 250), "RGBA")
    assert with_text != without
    assert deck.overflows("Glimmer Drake") == ()
    assert deck.text_problems() == []


def _plain(tmp_path: Path) -> Path:
    path = tmp_path / "plain.toml"
    text = _designer(tmp_path).read_text(encoding="utf-8")
    text = text.replace(
        'abilities = [\n  { when = "hatch", step = "draw", n = 2 },\n'
        '  { when = "hatch", step = "others_discard", n = 1 },\n]\n',
        "",
    )
    path.write_text(text, encoding="utf-8")
    return path


def test_a_changed_ability_number_changes_the_lab_card(tmp_path: Path) -> None:
    before = HatchDeck(_designer(tmp_path))
    path = tmp_path / "changed.toml"
    path.write_text(
        before.cards_path.read_text(encoding="utf-8").replace(
            'step = "lay_top", n = 2', 'step = "lay_top", n = 1'
        ),
        encoding="utf-8",
    )
    after = HatchDeck(path)
    old = {c.name: c.fields for c in before.cards()}
    new = {c.name: c.fields for c in after.cards()}
    assert [name for name in old if old[name] != new[name]] == ["Brood Mother"]
    assert dict(new["Brood Mother"])["text"] == (
        "When it hatches, lay the top card of the draw pile as an egg."
    )


def test_a_hand_written_text_that_disagrees_fails_the_lab_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.__main__ import main

    text = "When it blocks, its value counts 4 higher. Each other player gains a Copper."
    path = _designer(tmp_path, text)
    deck = HatchDeck(path)
    assert deck.text_problems() == [
        'Bastion Drake: "Each other player gains a Copper." does nothing in the rules',
        'Bastion Drake: "When it blocks, its value counts 4 higher." says 4 higher; the '
        "ability adds 5",
    ]
    assert main(["lab", "hatch", "--cards", str(path), "--check"]) == 1
    out = capsys.readouterr().out
    assert "Hatch: card texts compared with their effects, 2 mismatches." in out
    # a text that agrees passes
    agreed = _designer(tmp_path, "When it blocks, its value counts 5 higher.")
    assert HatchDeck(agreed).text_problems() == []


def test_the_lab_keeps_the_last_good_cards_while_an_ability_is_wrong(tmp_path: Path) -> None:
    from game.games.hatch import ENTRY
    from game.lab.model import LabModel

    pygame.init()
    path = _designer(tmp_path)
    model = LabModel(ENTRY, cards=path, watch=False)
    assert model.deck is not None and model.problems == []
    good = model.deck
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('step = "lay_top", n = 2', 'step = "lay_tip", n = 2'), "utf-8")
    report = model.reload({path})
    line = next(n for n, s in enumerate(text.splitlines(), 1) if 'step = "lay_top"' in s)
    assert [(p.line, p.message) for p in report.problems] == [
        (
            line,
            f"line {line}: species Brood Mother, ability 1: there is no step 'lay_tip'; did "
            "you mean 'lay_top'?",
        )
    ]
    assert model.deck is good  # the last good cards stay on show
    path.write_text(text.replace('step = "lay_top", n = 2', 'step = "lay_top", n = 3'), "utf-8")
    report = model.reload({path})
    assert report.problems == [] and [c.card for c in report.changes] == ["Brood Mother"]


def test_a_layout_without_a_text_box_draws_the_text_in_the_flavours_style(
    tmp_path: Path,
) -> None:
    start = LAYOUT_TEXT.index("# A species with abilities")
    end = LAYOUT_TEXT.index("# The resource the card gives")
    path = tmp_path / "older.toml"
    path.write_text(LAYOUT_TEXT[:start] + LAYOUT_TEXT[end:], encoding="utf-8")
    layout = load_layout(path)
    assert layout.text == layout.flavour
    assert layout.text != load_layout(layout_file()).text
