"""The lab's grid at the real app with components of different proportions: Dune's wide
board and its tokens below the cards, Riders' tiles chosen with the type filter, and a
tile whose text is too long outlined like a card's, reached by real clicks and keys at
the smallest window and a large one."""

from __future__ import annotations

import shutil
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from game import paths
from game.app import App
from game.lab.grid import GAP
from game.scenes.lab import RED, LabScene
from tests.scenes.events import choose, click, frames, key, tiny_app, wait_until

SIZES = [(960, 600), (1600, 1000)]
VOIDMAW = 'name = "Voidmaw"\n'


def from_the_title(app: App) -> LabScene:
    app.stack.push("title")
    frames(app, 3)
    click(app, app.stack.top.buttons["lab"].rect.center)  # type: ignore[union-attr]
    scene = app.stack.top
    assert isinstance(scene, LabScene)
    return scene


def on_screen(scene: LabScene) -> dict[str, pygame.Rect]:
    """Where each shown component is drawn in the window."""
    grid, area = scene.layout_grid(), scene.grid_rect()
    return {
        c.id: pygame.Rect(grid.rect(i, scene.scroll)).move(area.topleft)
        for i, c in enumerate(scene.shown)
    }


def drawn_as(app: App, rect: pygame.Rect, face: pygame.Surface, inset: int = 0) -> bool:
    """Whether the window shows `face` at `rect`, `inset` pixels in from its edges (a face
    with rounded corners shows the table through them): every third pixel within 4 of
    the face's in each colour (a face's paint may be a shade short of opaque)."""
    assert face.get_size() == rect.size
    for x in range(inset, rect.w - inset, 3):
        for y in range(inset, rect.h - inset, 3):
            seen, own = app.screen.get_at((rect.x + x, rect.y + y)), face.get_at((x, y))
            if any(abs(a - b) > 4 for a, b in zip(seen[:3], own[:3], strict=True)):
                return False
    return True


def point(app: App, at: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 2)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_dunes_board_and_tokens_lie_below_its_cards_without_overlap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    with tiny_app(tmp_path, monkeypatch, size) as app:
        scene = from_the_title(app)
        choose(app, scene.game_menu, "Dragon Dune")
        assert scene.game == "dune" and len(scene.shown) == 61  # and four faction sheets
        key(app, pygame.K_END)  # scroll to the bottom of the grid
        frames(app, 4)
        assert scene.scroll == scene.layout_grid().max_scroll > 0
        rects = on_screen(scene)
        for (a, ra), (b, rb) in combinations(rects.items(), 2):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
        area, board = scene.grid_rect(), rects["board"]
        assert area.contains(board) and board.w > 2 * board.h
        assert board.h == round(board.w * 800 / 1824)  # the map's proportions
        cards = [r for cid, r in rects.items() if len(cid) <= 3]
        sheets = [r for cid, r in rects.items() if cid.startswith("sheet:")]  # after the cards
        assert min(r.top for r in sheets) == max(r.bottom for r in cards) + GAP
        assert board.top == max(r.bottom for r in sheets) + GAP  # its own row, below them
        tokens = [rects[f"token:{f}"] for f in "DEGO"]
        assert {t.top for t in tokens} == {board.bottom + GAP}
        assert all(t.w == t.h == round(cards[0].h / 2) for t in tokens)
        deck = scene.model.deck
        assert deck is not None
        assert drawn_as(app, board, deck.face("board", board.w))
        orcs = deck.face("token:O", tokens[3].w)
        spot = (tokens[3].w // 2, tokens[3].h // 5)  # on the disc, above its number
        assert app.screen.get_at(tokens[3].move(spot).topleft) == orcs.get_at(spot)
        point(app, board.center)
        assert scene.hover == "board"
        point(app, (board.right + GAP // 2, board.centery))  # beside it: nothing
        assert scene.hover is None


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_type_filter_shows_the_dragon_tiles_as_tall_as_the_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    with tiny_app(tmp_path, monkeypatch, size) as app:
        scene = from_the_title(app)
        assert scene.game == "riders" and len(scene.shown) == 30
        card_h = on_screen(scene)["strike"].h
        choose(app, scene.kind_menu, "Dragon tile")
        ids = [c.id for c in scene.shown]
        assert ids == [
            "dragon:Emberfang",
            "dragon:Cryowyrm",
            "dragon:Voltwing",
            "dragon:Steelhorn",
            "dragon:Voidmaw",
        ]
        rects = on_screen(scene)
        for a, b in combinations(rects.values(), 2):
            assert not a.colliderect(b)
        voidmaw = rects["dragon:Voidmaw"]
        assert voidmaw.h == card_h and voidmaw.h == round(voidmaw.w * 8 / 5)
        deck = scene.model.deck
        assert deck is not None
        frames(app, 2)
        emberfang = deck.face("dragon:Emberfang", voidmaw.w)
        assert drawn_as(app, rects["dragon:Emberfang"], emberfang, inset=10)
        voltwing = deck.face("dragon:Voltwing", voidmaw.w)
        assert not drawn_as(app, rects["dragon:Emberfang"], voltwing, inset=10)
        point(app, voidmaw.center)
        assert scene.hover == "dragon:Voidmaw"


def test_a_tile_whose_text_is_too_long_is_outlined_and_the_filter_finds_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "riders.toml"
    shutil.copy(paths.card_file("riders"), copy)
    text = copy.read_text(encoding="utf-8")
    assert text.count(VOIDMAW) == 1
    roar = " Then the Voidmaw roars, and every Rider on the field trembles before it." * 6
    own = f'ability = "Every attack steals 1 energy.{roar}"\n'
    copy.write_text(text.replace(VOIDMAW, VOIDMAW + own), encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch, (960, 600)) as app:
        scene = app.stack.push("lab", game="riders", cards=copy)
        assert isinstance(scene, LabScene)
        wait_until(app, lambda: not scene.unchecked, "the check of every text")
        assert {k: v for k, v in scene.too_long.items() if v} == {"dragon:Voidmaw": ("ability",)}
        click(app, scene.buttons["too_long"].rect.center)
        assert [c.id for c in scene.shown] == ["dragon:Voidmaw"]
        frames(app, 2)
        tile = on_screen(scene)["dragon:Voidmaw"]
        outline = tile.inflate(6, 6)
        assert app.screen.get_at((outline.centerx, outline.top + 1))[:3] == RED
        assert app.screen.get_at((outline.left + 1, outline.centery))[:3] == RED
