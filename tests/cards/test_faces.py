"""Card faces, backs, tiles and unit boards render from data; a bad layout file is named."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.cards.draw import ICON_DRAWERS
from game.cards.fonts import forget_fonts
from game.cards.layout import ICONS
from game.core.errors import DataError
from game.games.riders import combat
from game.games.riders.cards import default_catalog
from game.games.riders.state import Player, Unit
from game.games.riders.table import boards
from game.games.riders.table.boards import draw_energy, draw_unit_board, rider_conditions
from game.games.riders.table.faces import FaceRenderer
from game.games.riders.table.layout import Layout, layout_file, load_layout
from tests.scenes.ledger import Recording, recording

CAT = default_catalog()
LAYOUT_TEXT = layout_file("riders").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def renderer() -> FaceRenderer:
    pygame.init()
    forget_fonts()  # fonts made before an earlier test's pygame.quit() are dead
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
    err = damaged(tmp_path, "box = [0.06, 0.405, 0.88, 0.1]", "box = [0.06, 0.405, 0.88]")
    assert err.problem == "[name] 'box' should be 4 numbers from 0 to 1, not [0.06, 0.405, 0.88]."


def test_a_box_outside_the_card_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, "box = [0.06, 0.405, 0.88, 0.1]", "box = [0.5, 0.405, 0.88, 0.1]")
    assert err.problem == "[name] 'box' should lie inside the card with a width and a height."


def test_a_bad_colour_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, 'fill = "#2f5fc4"', 'fill = "blue"')
    assert err.problem == "[cost] 'fill' should be a colour like \"#a01c2e\", not 'blue'."


def test_an_unknown_icon_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, 'icon = "heart"', 'icon = "kitten"')
    assert err.problem.startswith("group 'healing' 'icon' is 'kitten'; icons are bolt, claw,")


def test_a_missing_section_is_named(tmp_path: Path) -> None:
    err = damaged(tmp_path, "[type_line]", "[type_lines]")
    assert err.problems == (
        "the layout: there is no key 'type_lines'; did you mean 'type_line'?",
        "the layout has no 'type_line'.",
    )


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


FELT = (30, 60, 44)
EMPTY_BAR = (58, 48, 40)  # the HP bar's groove where no HP is left
RIDER_AT = pygame.Rect(20, 20, 320, 150)
DRAGON_AT = pygame.Rect(20, 200, 240, 110)


Drawing = Callable[..., Recording]


@pytest.fixture
def ledger(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawing]:
    """`ledger(draw, *args, **kw)` calls `draw(screen, *args, **kw)` on a recording screen
    of felt: every text blitted on it is noted with its rectangle (outlined text too:
    its image is noted under its words)."""
    pygame.init()
    forget_fonts()  # fonts made before an earlier test's pygame.quit() are dead
    plain = boards._shadowed.__wrapped__

    def on_felt(draw: Callable[..., Any], *args: Any, **kw: Any) -> Recording:
        boards._text.cache_clear()  # texts drawn before the ledger opened are not in it
        with recording((400, 340)) as screen:

            def noted(text: str, size: int, colour: Any) -> pygame.Surface:
                image = plain(text, size, colour)
                screen.ledger[image] = text
                return image

            monkeypatch.setattr(boards, "_shadowed", noted)
            screen.fill(FELT)
            draw(screen, *args, **kw)
            monkeypatch.undo()
        return screen

    yield on_felt
    boards._text.cache_clear()


def board(ledger: Drawing, unit: Unit | None, p: Player, at: pygame.Rect, **kw: Any) -> Recording:
    assert unit is not None
    return ledger(draw_unit_board, at, unit, p, CAT, is_rider=unit is p.rider, **kw)


def words(screen: Recording) -> list[str]:
    return [t.words for t in screen.texts]


def placed(screen: Recording, text: str) -> pygame.Rect:
    (found,) = [t.rect for t in screen.texts if t.words == text]
    return found


def hp_bar(at: pygame.Rect) -> pygame.Rect:
    return boards._geometry(at.w, at.h).bar.move(at.topleft)


def fill_colour(screen: pygame.Surface, at: pygame.Rect) -> tuple[int, int, int]:
    """The HP bar's colour at its left end, below the shine and clear of the label."""
    bar = hp_bar(at)
    return tuple(screen.get_at((bar.x + bar.h, bar.bottom - 3)))[:3]  # type: ignore[return-value]


def groove_colour(screen: pygame.Surface, at: pygame.Rect) -> tuple[int, int, int]:
    """The HP bar's colour at its right end."""
    bar = hp_bar(at)
    return tuple(screen.get_at((bar.right - bar.h, bar.bottom - 3)))[:3]  # type: ignore[return-value]


TALIA = CAT.riders["Talia"]


@pytest.mark.parametrize(
    ("hp", "crippled", "chips", "colour"),
    [
        (TALIA.hp, False, ["Healthy"], boards.HEALTHY),
        (TALIA.wounded_at, False, ["Wounded"], boards.WOUNDED),
        (TALIA.critical_at, False, ["Critical"], boards.CRITICAL),
        (TALIA.hp, True, ["Crippled"], boards.CRIPPLED),
        (2, True, ["Critical", "Crippled"], boards.CRITICAL),
    ],
    ids=["healthy", "wounded", "critical", "crippled", "critical-and-crippled"],
)
def test_a_riders_board_shows_its_hp_breakpoint_shields_and_statuses(
    ledger: Drawing, hp: int, crippled: bool, chips: list[str], colour: tuple[int, int, int]
) -> None:
    """R31, R35: the breakpoint chips; the bar filled in the breakpoint's colour."""
    p = player_with("Talia", "Voidmaw", hp, crippled)  # 2 Shields, 1 spent, 1 charge
    screen = board(ledger, p.rider, p, RIDER_AT)
    g = boards._geometry(RIDER_AT.w, RIDER_AT.h)
    # the condition chips at the top right corner, the worst rightmost
    assert words(screen)[: len(chips)] == list(reversed(chips))
    right = RIDER_AT.right - g.pad
    for chip in reversed(chips):
        rect = placed(screen, chip)
        assert rect.right < right and rect.top >= RIDER_AT.y + g.pad
        right = rect.left
    # the HP, on the middle of the bar, the bar filled in the condition's colour
    label = placed(screen, f"{hp} / {TALIA.hp} HP")
    assert label.center == hp_bar(RIDER_AT).center
    assert fill_colour(screen, RIDER_AT) == colour
    assert groove_colour(screen, RIDER_AT) == (colour if hp == TALIA.hp else EMPTY_BAR)
    # the row below the bar, left to right: Shields ready, spent, the Energy Shield's
    # charges, Burn, Freeze; each count beside its icon
    row = screen.texts[len(chips) + 1 :]
    assert [t.words for t in row] == ["2", "1 spent", "1", "2", "1"]
    xs = [t.rect.x for t in row]
    assert xs == sorted(xs) and xs[0] >= RIDER_AT.x + g.pad + g.icon
    assert all(RIDER_AT.y + g.row_y <= t.rect.centery < RIDER_AT.bottom for t in row)
    assert screen.get_at((RIDER_AT.x - 2, RIDER_AT.centery))[:3] == FELT  # no glow


def test_a_dragons_board_shows_its_hp_in_a_share_colour_burn_freeze_and_immunity(
    ledger: Drawing,
) -> None:
    p = player_with("Talia", "Emberfang", 22, False)
    dragon = p.dragon
    assert dragon is not None
    top = dragon.max_hp
    assert top == CAT.dragons["Emberfang"].hp == 33
    dragon.hp, dragon.burn, dragon.freeze = 8, 3, 2  # 8 of 33: a quarter or less
    screen = board(ledger, dragon, p, DRAGON_AT, highlight=True)
    assert words(screen) == ["8 / 33 HP", "3", "2", "Immune"]
    assert placed(screen, "8 / 33 HP").center == hp_bar(DRAGON_AT).center
    assert fill_colour(screen, DRAGON_AT) == boards.CRITICAL
    assert groove_colour(screen, DRAGON_AT) == EMPTY_BAR
    assert screen.get_at((DRAGON_AT.x - 2, DRAGON_AT.centery))[:3] != FELT  # it glows
    for hp, colour in ((9, boards.WOUNDED), (16, boards.WOUNDED), (17, boards.HEALTHY)):
        dragon.hp = hp  # more than a quarter: Wounded's colour; more than half: Healthy's
        again = board(ledger, dragon, p, DRAGON_AT)
        assert fill_colour(again, DRAGON_AT) == colour, hp
        assert words(again)[0] == f"{hp} / 33 HP"
        assert again.get_at((DRAGON_AT.x - 2, DRAGON_AT.centery))[:3] == FELT


def test_a_fallen_units_bar_is_empty_and_reads_0(ledger: Drawing) -> None:
    p = player_with("Talia", "Emberfang", -4, False)
    screen = board(ledger, p.rider, p, RIDER_AT)
    assert words(screen)[:2] == ["Critical", f"0 / {TALIA.hp} HP"]
    assert fill_colour(screen, RIDER_AT) == EMPTY_BAR


def test_every_rider_and_dragon_board_reads_its_own_hp(ledger: Drawing) -> None:
    for rider, dragon in zip(CAT.riders, CAT.dragons, strict=True):
        p = player_with(rider, dragon, CAT.riders[rider].hp, False)
        hp = CAT.riders[rider].hp
        assert words(board(ledger, p.rider, p, RIDER_AT))[:2] == ["Healthy", f"{hp} / {hp} HP"]
        hp = CAT.dragons[dragon].hp
        assert words(board(ledger, p.dragon, p, DRAGON_AT))[0] == f"{hp - 5} / {hp} HP"


def test_the_energy_counter_shows_its_number_on_the_gem(ledger: Drawing) -> None:
    gems: list[pygame.Rect] = []

    def two_counters(screen: pygame.Surface) -> None:
        gems.append(draw_energy(screen, (100, 100), 7))
        gems.append(draw_energy(screen, (260, 100), 123, size=30))

    screen = ledger(two_counters)
    assert words(screen) == ["7", "123"]
    assert [g.center for g in gems] == [(100, 100), (260, 100)]
    assert [g.size for g in gems] == [(48, 48), (30, 30)]
    assert placed(screen, "7").centerx == 100 and placed(screen, "123").centerx == 260
    assert screen.get_at((100, 80))[:3] != FELT  # the gem, above its number


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
