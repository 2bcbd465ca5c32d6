"""Card faces, backs, tiles and unit boards render from data; a bad layout file is named."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.cards.draw import ICON_DRAWERS
from game.cards.layout import ICONS
from game.core.errors import DataError
from game.games.riders import combat
from game.games.riders.cards import default_catalog
from game.games.riders.state import Player, Unit
from game.games.riders.table.boards import draw_energy, draw_unit_board, rider_conditions
from game.games.riders.table.faces import FaceRenderer
from game.games.riders.table.layout import Layout, layout_file, load_layout

CAT = default_catalog()
LAYOUT_TEXT = layout_file("riders").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def renderer() -> FaceRenderer:
    pygame.init()
    return FaceRenderer(CAT, load_layout(layout_file("riders")))


# ---------------------------------------------------------------- faces


@pytest.mark.parametrize("width", [120, 240])
def test_every_card_kind_renders_at_five_by_seven(renderer: FaceRenderer, width: int) -> None:
    for kind in CAT.cards:
        face = renderer.face(kind, width)
        assert face.get_size() == (width, round(width * 7 / 5)), kind
    assert renderer.height_for(width) == round(width * 7 / 5)


def test_copies_of_a_card_share_one_cached_face(renderer: FaceRenderer) -> None:
    assert renderer.face("strike_1", 120) is renderer.face("strike_2", 120)
    assert renderer.face("strike_4", 120) is renderer.face("strike", 120)
    assert renderer.face("strike_1", 240) is not renderer.face("strike_1", 120)


def test_a_hidden_card_shows_the_back(renderer: FaceRenderer) -> None:
    back = renderer.face("?", 120)
    assert back is renderer.back(120)
    assert back.get_size() == (120, 168)
    assert renderer.overflows("?", 120) is False


def test_no_card_text_overflows_at_width_120(renderer: FaceRenderer) -> None:
    assert [kind for kind in CAT.cards if renderer.overflows(kind, 120)] == []


def test_an_unknown_card_is_a_key_error(renderer: FaceRenderer) -> None:
    with pytest.raises(KeyError):
        renderer.face("fireball_1", 120)


def test_faces_differ_by_group_colour(renderer: FaceRenderer) -> None:
    # The frame's colour comes from the group: a healing card is not a damage card.
    assert renderer.face("strike", 120).get_at((4, 84)) != renderer.face("rider_heal", 120).get_at(
        (4, 84)
    )


def test_every_layout_icon_has_a_drawing() -> None:
    assert set(ICON_DRAWERS) == set(ICONS)


def test_rider_and_dragon_tiles_render(renderer: FaceRenderer) -> None:
    for name in CAT.riders:
        tile = renderer.rider_tile(name, 200)
        assert tile.get_size() == (200, renderer.tile_height_for(200))
        assert renderer.rider_tile(name, 200) is tile
    for name in CAT.dragons:
        assert renderer.dragon_tile(name, 160).get_width() == 160


def test_a_card_group_missing_from_the_layout_is_named(tmp_path: Path) -> None:
    start = LAYOUT_TEXT.index("[groups.healing]")
    end = LAYOUT_TEXT.index("[groups.utility]")
    path = write(tmp_path, LAYOUT_TEXT[:start] + LAYOUT_TEXT[end:])
    with pytest.raises(DataError) as err:
        FaceRenderer(CAT, load_layout(path))
    assert "group 'healing' has no style in [groups]" in str(err.value)
    assert str(path) in str(err.value)


# ---------------------------------------------------------------- damaged layout files


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "riders.toml"
    path.write_text(text, encoding="utf-8")
    return path


def damaged(tmp_path: Path, old: str, new: str) -> DataError:
    assert old in LAYOUT_TEXT
    path = write(tmp_path, LAYOUT_TEXT.replace(old, new, 1))
    with pytest.raises(DataError) as err:
        load_layout(path)
    assert err.value.path == str(path)
    assert str(path) in str(err.value)
    return err.value


def test_the_shipped_layout_loads() -> None:
    layout = load_layout(layout_file("riders"))
    assert isinstance(layout, Layout)
    assert layout.card.aspect == (5, 7)
    assert set(layout.groups) == {c.group for c in CAT.cards.values()}


def test_a_group_without_a_colour_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, '[groups.healing]\ncolour = "#3f9a4f"\n', "[groups.healing]\n")
    assert err.problem == "group 'healing' has no colour."


def test_a_box_with_three_numbers_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, "box = [0.03, 0.405, 0.94, 0.1]", "box = [0.03, 0.405, 0.94]")
    assert err.problem == "[name] 'box' should be 4 numbers from 0 to 1, not [0.03, 0.405, 0.94]."


def test_a_box_outside_the_card_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, "box = [0.03, 0.405, 0.94, 0.1]", "box = [0.5, 0.405, 0.94, 0.1]")
    assert err.problem == "[name] 'box' should lie inside the card with a width and a height."


def test_a_bad_colour_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, 'fill = "#2f5fc4"', 'fill = "blue"')
    assert err.problem == "[cost] 'fill' should be a colour like \"#a01c2e\", not 'blue'."


def test_an_unknown_icon_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, 'icon = "heart"', 'icon = "kitten"')
    assert err.problem.startswith("group 'healing' 'icon' is 'kitten'; icons are bolt, claw,")


def test_a_missing_section_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, "[type_line]", "[type_lines]")
    assert err.problem == "the layout has no 'type_line'."


def test_a_font_smaller_than_its_minimum_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, "font = 0.088", "font = 0.05")
    assert err.problem == "[text] 'min_font' should not be larger than 'font'."


def test_a_file_that_is_not_toml_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, "[card]", "[card")
    assert err.problem.startswith("the file is damaged:")


def test_a_missing_layout_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="the layout file is missing"):
        load_layout(tmp_path / "nope.toml")


# ---------------------------------------------------------------- boards


def player_with(rider: str, dragon: str, hp: int, crippled: bool) -> Player:
    p = Player.empty(0)
    rs, ds = CAT.riders[rider], CAT.dragons[dragon]
    p.rider = Unit("rider", rider, hp, rs.hp, burn=2, freeze=1, immune_through=0)
    p.dragon = Unit("dragon", dragon, ds.hp - 5, ds.hp, burn=0, freeze=0, immune_through=3)
    p.shields, p.exhausted_shields, p.energy_shield = 2, 1, 1
    p.crippled = crippled
    return p


def breakpoint_hps(rider: str) -> list[int]:
    spec = CAT.riders[rider]
    return [spec.hp, spec.wounded_at + 1, spec.wounded_at, spec.critical_at, 1, 0, -4]


def test_boards_draw_for_every_rider_and_dragon_in_every_state() -> None:
    pygame.init()
    surface = pygame.Surface((800, 400))
    for rider, dragon in zip(CAT.riders, CAT.dragons, strict=True):
        for hp in breakpoint_hps(rider):
            for crippled in (False, True):
                p = player_with(rider, dragon, hp, crippled)
                for highlight in (False, True):
                    draw_unit_board(
                        surface,
                        pygame.Rect(20, 20, 320, 150),
                        p.rider,
                        p,
                        CAT,
                        is_rider=True,
                        highlight=highlight,
                    )
                    draw_unit_board(
                        surface,
                        pygame.Rect(20, 200, 240, 110),
                        p.dragon,
                        p,
                        CAT,
                        is_rider=False,
                        highlight=highlight,
                    )
    assert draw_energy(surface, (600, 100), 7).collidepoint(600, 100)
    draw_energy(surface, (600, 200), 123, size=30)


def test_the_breakpoint_label_follows_the_rules() -> None:
    # R31: Critical implies Wounded; R35: Crippled counts as Wounded, never as Critical.
    for rider in CAT.riders:
        for hp in breakpoint_hps(rider):
            for crippled in (False, True):
                p = player_with(rider, "Emberfang", hp, crippled)
                labels = rider_conditions(CAT, p)
                wounded, critical = combat.wounded(CAT, p), combat.critical(CAT, p)
                assert ("Critical" in labels) == critical
                assert ("Crippled" in labels) == crippled
                assert ("Healthy" in labels) == (not wounded)
                assert ("Wounded" in labels) == (wounded and not critical and not crippled)
                assert len(labels) == 1 + (crippled and critical)


def test_the_breakpoint_label_at_the_thresholds() -> None:
    spec = CAT.riders["Talia"]  # wounded at 13, critical at 7
    assert rider_conditions(CAT, player_with("Talia", "Voidmaw", spec.wounded_at + 1, False)) == (
        "Healthy",
    )
    assert rider_conditions(CAT, player_with("Talia", "Voidmaw", spec.wounded_at, False)) == (
        "Wounded",
    )
    assert rider_conditions(CAT, player_with("Talia", "Voidmaw", spec.critical_at, False)) == (
        "Critical",
    )
    assert rider_conditions(CAT, player_with("Talia", "Voidmaw", spec.hp, True)) == ("Crippled",)
    assert rider_conditions(CAT, player_with("Talia", "Voidmaw", 2, True)) == (
        "Critical",
        "Crippled",
    )
