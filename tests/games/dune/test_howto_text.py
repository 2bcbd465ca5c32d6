"""The Dragon Dune how-to-play page: the format the in-app page reads, the sections a
new player needs, and numbers that agree with the game's own data."""

from __future__ import annotations

import re

from game import paths
from game.games.dune.cards import default_data
from game.scenes.howto import parse

PAGE = paths.asset("howto/dune.md")


def text() -> str:
    return PAGE.read_text(encoding="utf-8")


def test_the_page_is_one_titled_markdown_page_of_60_to_150_lines() -> None:
    lines = text().splitlines()
    assert 60 <= len(lines) <= 150
    blocks = parse(text())
    assert blocks[0].kind == "h1" and blocks[0].text == "Dragon Dune"
    assert [b.kind for b in blocks].count("h1") == 1


def test_it_has_the_sections_a_new_player_needs() -> None:
    headings = [b.text for b in parse(text()) if b.kind == "h2"]
    assert headings == [
        "The goal",
        "Setting up",
        "The board",
        "A turn, round by round",
        "Battles",
        "The cards",
        "The factions",
        "At the table",
    ]


def test_it_names_no_ruling_and_no_section_sign() -> None:
    assert "§" not in text()
    assert not re.search(r"\bR\d+\b", text())


def test_its_numbers_are_the_games_numbers() -> None:
    data = default_data()
    page = text()
    assert f"controls **{data.cities_alone} cities** wins" in page
    assert f"control **{data.cities_alliance} cities** win together" in page
    assert f"Every faction has {data.tokens} tokens." in page
    assert f"takes up to {data.gold_per_token} gold per token" in page
    assert f"get up to {data.graveyard_return} tokens back from the graveyard" in " ".join(
        page.split()
    )
    limits = {f.name: f.hand_limit for f in data.factions}
    assert f"({limits['Dwarves']} cards, the Goblins {limits['Goblins']})" in page


def test_it_tells_the_keys_of_the_table() -> None:
    page = " ".join(text().split())
    for words in ("**Tab**", "**Enter**", "**Ctrl+Z**", "**F1**", "**Double-click**", "**Drag**"):
        assert words in page
