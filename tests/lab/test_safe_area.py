"""The safe line: each element of a face that reaches past a print size's safe area
(1/8 in inside the trim) is one warning naming the card, the element, the sides and by
how much; the shipped Dragon Riders faces keep inside it at every shop's size."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import paths
from game.games import REGISTRY
from game.lab.deck import make_lab_deck
from game.lab.pdf import export_pdf
from game.lab.png_export import export_png
from game.lab.safe_area import safe_warnings
from game.lab.sheets import CARD_SIZES, CardSize, PrintOptions
from tests.lab.fake_deck import FakeDeck

OLD_COST = "centre = [0.145, 0.1]\nradius = 0.125"
"""The cost badge as Dragon Riders once placed it, past the safe line."""


class MarkedDeck(FakeDeck):
    """FakeDeck whose faces each have one element, a box `inset` millimetres inside the
    trim on the left (63 x 88 mm cards at 744 px wide), well inside elsewhere."""

    def __init__(self, copies: list[int], inset_mm: float) -> None:
        super().__init__(copies)
        self.inset_mm = inset_mm

    def elements(self, card_id: str, width: int) -> list[tuple[str, tuple[int, int, int, int]]]:
        x = round(self.inset_mm / 63 * width)
        return [("cost badge", (x, width // 5, width // 4, width // 4))]


@pytest.mark.parametrize(
    ("inset", "said"),
    [
        (3.2, None),  # at the line (3.175 mm; a pixel is 0.085 mm): inside
        (3.0, "0.2 mm"),  # 35 px, 2.96 mm
        (1.3, "1.9 mm"),
    ],
)
def test_an_element_past_the_safe_line_is_named_with_the_card_and_by_how_much(
    inset: float, said: str | None
) -> None:
    lines = safe_warnings(MarkedDeck([1], inset), CARD_SIZES["poker"])  # type: ignore[arg-type]
    if said is None:
        assert lines == ()
    else:
        assert lines == (
            f"Card 0 (c0): the cost badge crosses the safe line (3.2 mm inside the trim) by "
            f"{said} at the left",
        )


def test_a_size_with_its_own_safe_area_is_measured_by_it() -> None:
    wide = CardSize("custom", 63, 88, safe_mm=5.0)
    lines = safe_warnings(MarkedDeck([1], 4.0), wide)  # type: ignore[arg-type]
    assert lines == (
        "Card 0 (c0): the cost badge crosses the safe line (5 mm inside the trim) by 1 mm "
        "at the left",
    )


def test_a_deck_that_does_not_say_where_its_elements_are_is_not_checked() -> None:
    assert safe_warnings(FakeDeck([1]), CARD_SIZES["poker"]) == ()  # type: ignore[arg-type]


@pytest.mark.parametrize("size", ["poker", "bridge", "tarot", "mpc", "drivethru", "poker-bleed"])
def test_the_shipped_riders_faces_and_tiles_keep_inside_the_safe_line(size: str) -> None:
    deck = make_lab_deck(REGISTRY.entry("riders"))
    assert safe_warnings(deck, CARD_SIZES[size], dpi=150) == ()


def _old_badge(tmp_path: Path) -> Path:
    layout = tmp_path / "riders_layout.toml"
    text = paths.asset("layouts", "riders.toml").read_text(encoding="utf-8")
    centre = next(line for line in text.splitlines() if line.startswith("centre = [0.17, 0.12]"))
    radius = next(line for line in text.splitlines() if line.startswith("radius = 0.11 "))
    layout.write_text(
        text.replace(centre, OLD_COST.split("\n")[0]).replace(radius, OLD_COST.split("\n")[1]),
        encoding="utf-8",
    )
    return layout


def test_the_old_cost_badge_is_named_on_every_card_in_the_exports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = make_lab_deck(REGISTRY.entry("riders"), None, _old_badge(tmp_path))
    options = PrintOptions(card=CARD_SIZES["mpc"], bleed_mm=3.048, one_each=True, dpi=100)
    report = export_pdf(deck, tmp_path / "cards.pdf", options)
    assert len(report.safe) == 20  # the 20 kinds of card; the tiles have no badge
    assert report.safe[0] == (
        "Strike (strike): the cost badge crosses the safe line (3.2 mm inside the trim) by "
        "1.9 mm at the left, 2.2 mm at the top"
    )
    pictures = export_png(deck, tmp_path / "png", options)
    assert pictures.safe == report.safe
    assert pygame.image.load(str(tmp_path / "png" / "strike-1.png")).get_size() == (274, 374)


def test_the_command_line_warns_of_each_element_past_the_safe_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.lab import cli
    from tests.lab.test_print_shops import _cli

    layout = _old_badge(tmp_path)
    argv = ["riders", "--layout", str(layout), "--pdf", str(tmp_path / "c.pdf"), "--one-each"]
    assert cli.run(_cli([*argv, "--card-size", "drivethru"]), REGISTRY) == 0
    warned = [line for line in capsys.readouterr().out.splitlines() if "safe line" in line]
    assert len(warned) == 20
    assert warned[1] == (
        "Warning: Heavy Blow (heavy_blow): the cost badge crosses the safe line (3.2 mm "
        "inside the trim) by 1.9 mm at the left, 2.2 mm at the top"
    )


def test_the_command_line_says_when_a_deck_is_not_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.lab import export

    deck = FakeDeck([1])
    args = type("Args", (), {})()
    args.__dict__.update(
        pdf=None, png=tmp_path / "png", tts=None, card_size="poker", bleed=None, one_each=True
    )
    assert export.run(args, deck) == 0  # type: ignore[arg-type]
    out = capsys.readouterr().out
    assert out.endswith(
        "  Test Deck's faces do not say where their elements are: the safe line "
        "(1/8 in inside the trim) is not checked.\n"
    )


@pytest.mark.parametrize("size", ["poker", "bridge", "mpc", "drivethru", "poker-bleed"])
def test_the_shipped_draconium_card_faces_keep_inside_the_safe_line(size: str) -> None:
    deck = make_lab_deck(REGISTRY.entry("draconium"))
    assert safe_warnings(deck, CARD_SIZES[size], frozenset({"card"}), dpi=150) == ()
