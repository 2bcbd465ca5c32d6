"""The lab's grid with components of different proportions: cards, tiles, a wide board
and small tokens flow in rows without overlap, each shape from the left of a new row,
and a component's size follows its own proportions."""

from __future__ import annotations

from itertools import combinations
from typing import cast

import pygame

from game.lab.deck import LabCard, LabDeck
from game.lab.grid import GAP, Grid, component_size, span

CARD = (100, 140)
SIZES = (CARD,) * 5 + ((88, 140),) * 3 + ((400, 175),) + ((70, 70),) * 4
GROUPS = ("card",) * 5 + ("tile",) * 3 + ("board",) + ("token",) * 4


def mixed(width: int = 500, height: int = 300) -> Grid:
    return Grid(width, height, *CARD, len(SIZES), SIZES, GROUPS)


def rects(grid: Grid, scroll: int = 0) -> list[pygame.Rect]:
    return [pygame.Rect(grid.rect(i, scroll)) for i in range(grid.count)]


def test_cards_tiles_a_board_and_tokens_flow_in_rows_without_overlap() -> None:
    grid = mixed()
    x0 = grid.origin()
    assert x0 == (500 - (4 * 112 - 12)) // 2 == 32  # four columns of cards, centred
    placed = rects(grid)
    assert [r.topleft for r in placed[:5]] == [(32, 12), (144, 12), (256, 12), (368, 12), (32, 164)]
    # the tiles start a row of their own, the board its own, the tokens theirs
    assert [r.topleft for r in placed[5:8]] == [(32, 316), (132, 316), (232, 316)]
    assert placed[8] == pygame.Rect(32, 468, 400, 175)
    assert [r.topleft for r in placed[9:]] == [(32, 655), (114, 655), (196, 655), (278, 655)]
    for a, b in combinations(placed, 2):
        assert not a.colliderect(b)
    assert all(r.left >= GAP and r.right <= 500 - GAP for r in placed)
    assert grid.rows == 5
    assert grid.content_height == 655 + 70 + GAP
    assert grid.max_scroll == 737 - 300


def test_finding_and_scrolling_over_components_of_different_sizes() -> None:
    grid = mixed()
    assert grid.at(32 + 200, 468 + 100, 0) is None  # below the area
    assert grid.at(32 + 200, 468 + 100 - 300, 300) == 8  # the board, scrolled to
    assert grid.at(32 + 399, 168 + 120, 300) == 8 and grid.at(32 + 400, 168 + 120, 300) is None
    assert grid.at(32 + 30, 655 + 69 - 437, 437) == 9  # a token at the bottom
    assert grid.at(32 + 30, 655 + 71 - 437, 437) is None  # under it: nothing
    assert grid.at(132 + 87, 226, 100) == 6 and grid.at(132 + 89, 226, 100) is None
    assert list(grid.visible(0)) == list(range(5))  # the two rows of cards
    assert list(grid.visible(300)) == list(range(4, 9))  # the last card, tiles and board
    assert list(grid.visible(437)) == list(range(5, 13))  # the tiles, board and tokens
    assert grid.place(8, 437) == (32, 468 - 437)


def test_a_grid_of_cards_alone_is_the_same_as_before() -> None:
    plain = Grid(500, 300, *CARD, 10)
    sized = Grid(500, 300, *CARD, 10, (CARD,) * 10, ("card",) * 10)
    assert [plain.place(i, 0) for i in range(10)] == [sized.place(i, 0) for i in range(10)]
    assert plain.content_height == sized.content_height == 12 + 3 * 152


class Proportions:
    """A deck whose components have the lab's shapes and these proportions."""

    def height_for(self, width: int) -> int:
        return round(width * 7 / 5)

    def height_of(self, card_id: str, width: int) -> int:
        tall = {"tile": 8 / 5, "board": 800 / 1824, "token": 1.0, "mat": 0.5}
        return round(width * tall.get(card_id, 7 / 5))


def component(shape: str) -> LabCard:
    return LabCard(shape, shape, shape, None, 1, (), shape=shape)


def test_each_shape_stands_as_tall_as_its_share_of_a_card_in_its_own_proportions() -> None:
    deck = cast(LabDeck, Proportions())
    room = span(660, 136)
    assert room == 4 * 148 - 12 == 580  # four columns of 136 and their gaps
    assert component_size(deck, component("card"), 136, room) == (136, 190)
    assert component_size(deck, component("tile"), 136, room) == (119, 190)
    assert component_size(deck, component("mat"), 136, room) == (380, 190)
    assert component_size(deck, component("token"), 136, room) == (95, 95)
    # a board twice a card's height would be 866 wide: it stops at the columns' edge
    assert component_size(deck, component("board"), 136, room) == (580, 254)
    assert component_size(deck, component("board"), 64, span(1200, 64)) == (410, 180)
