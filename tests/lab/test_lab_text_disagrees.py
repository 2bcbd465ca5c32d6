"""The layout lab says when a card's written text disagrees with its effects, by real
saves and real events: the status line counts the texts, the side panel says each one
in amber, and a save that puts the text right takes it away again."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import App
from game.games import REGISTRY
from game.lab.model import LabModel
from game.scenes import ui
from game.scenes.lab import LabScene, disagree_words
from game.scenes.lab_panel import AMBER, blit_marked
from tests.lab.test_lab_saves import designer_copy, open_lab, read_again, save
from tests.scenes.events import click, tiny_app, wait_until
from tests.scenes.ledger import Recording, Text, problems, recording

BLOW = 'effects = [{ op = "damage", unit = "enemy_dragon", amount = 4 }]'
SENTENCE = "Heavy Blow: text says 5 damage, effect deals 4"
THREE_WRONG = [
    SENTENCE,
    "Heavy Blow: the text says Burn but no effect burns",
    "Heavy Blow: the text says draw but no effect draws cards",
]


def heavy_blow_says(text: str, words: str) -> str:
    """The card file's text with Heavy Blow's own written text."""
    assert text.count(BLOW) == 1
    return text.replace(BLOW, f'text = "{words}"\n{BLOW}')


def drawn(app: App) -> Recording:
    ui.text.cache_clear()  # every text image is made again, so the ledger knows it
    with recording(app.size) as screen:
        app.stack.draw(screen)
    return screen


def found(screen: Recording, words: str) -> Text:
    hits = [t for t in screen.texts if t.words == words]
    assert len(hits) == 1, [t.words for t in screen.texts]
    return hits[0]


def amber_in(screen: Recording, text: Text) -> bool:
    """Some pixel of the text is the warning amber itself (a letter's full stroke)."""
    rect = text.rect.clip(screen.get_rect())
    return any(
        tuple(screen.get_at((x, y)))[:3] == AMBER
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    )


def foot_words(scene: LabScene, screen: Recording) -> str:
    top = scene.size[1] - 52
    return " ".join(t.words for t in screen.texts if t.rect.top >= top)


def test_heavy_blow_saying_5_damage_is_counted_and_said_until_the_text_is_put_right(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = designer_copy(tmp_path)
    good = cards.read_text(encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch, size=(960, 600)) as app:
        scene = open_lab(app, cards=cards)
        try:
            assert scene.model.text_problems == []
            assert "disagree" not in foot_words(scene, drawn(app))

            save(cards, heavy_blow_says(good, "5 damage to the enemy Dragon."))
            read_again(app, scene)
            wait_until(app, lambda: not scene.unchecked, "the texts checked")
            assert scene.model.text_problems == [SENTENCE]
            assert scene.changes.cards() == ["heavy_blow"]
            screen = drawn(app)
            # the status line counts it, in the shortest wording at this size, in amber
            assert "1 text disagrees" in foot_words(scene, screen)
            assert amber_in(screen, found(screen, "1 text disagrees"))
            # beside the grid, under the changed card's row, the whole sentence in amber
            panel = scene.panel_rect()
            said = [t for t in screen.texts if panel.contains(t.rect) and t.rect.top > 120]
            assert [t.words for t in said][-2:] == [
                "Heavy Blow: text says 5 damage,",
                "effect deals 4",
            ]
            assert all(amber_in(screen, t) for t in said[-2:])
            assert not problems(screen.texts)

            # a click on the changed card's row: its field list says it without its name
            click(app, scene.changes.row_rect(scene.panel_rect(), 0).center)
            assert scene.selected == "heavy_blow"
            screen = drawn(app)
            line = found(screen, "Text says 5 damage, effect deals 4.")
            assert amber_in(screen, line)
            assert not problems(screen.texts)

            save(cards, heavy_blow_says(good, "4 damage to the enemy Dragon."))
            read_again(app, scene)
            assert scene.model.text_problems == []
            screen = drawn(app)
            words = [t.words for t in screen.texts]
            assert not any("disagree" in w or "text says" in w.lower() for w in words)
        finally:
            scene.close()


def test_at_a_wide_window_the_count_is_said_in_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = designer_copy(tmp_path)
    cards.write_text(
        heavy_blow_says(cards.read_text(encoding="utf-8"), "5 damage to the enemy Dragon."),
        encoding="utf-8",
    )
    with tiny_app(tmp_path, monkeypatch, size=(1600, 1000)) as app:
        scene = open_lab(app, cards=cards)
        try:
            assert scene.model.text_problems == [SENTENCE]  # read when the lab opens, too
            wait_until(app, lambda: not scene.unchecked, "the texts checked")
            screen = drawn(app)
            assert "1 text disagrees with its effects" in foot_words(scene, screen)
            for t in screen.texts:
                if t.rect.top >= scene.size[1] - 52:
                    assert "…" not in t.words
            # nothing changed yet: the panel lists the sentence under its hint
            found(screen, SENTENCE)
            # the card is outlined in amber in the grid; the card beside it is not
            grid, area = scene.layout_grid(), scene.grid_rect()
            for card, outlined in (("heavy_blow", True), ("strike", False)):
                x, y, w, _ = grid.rect([c.id for c in scene.shown].index(card), scene.scroll)
                edge = (area.x + x + w // 2, area.y + y - 2)  # 2 px above the face
                assert (tuple(screen.get_at(edge))[:3] == AMBER) is outlined, card
        finally:
            scene.close()


def test_the_count_is_worded_for_one_and_for_many() -> None:
    assert disagree_words([]) == []
    assert disagree_words([SENTENCE]) == ["1 text disagrees with its effects", "1 text disagrees"]
    three_cards = [SENTENCE, "Strike: text says 3 damage, effect deals 2", "Mend: a"]
    assert disagree_words(three_cards) == [
        "3 texts disagree with their effects",
        "3 texts disagree",
    ]


def test_one_card_disagreeing_in_three_places_is_one_card_not_three_texts() -> None:
    assert disagree_words(THREE_WRONG) == [
        "1 card's text disagrees with its effects in 3 places",
        "1 text disagrees in 3 places",
        "1 text disagrees",
    ]
    assert disagree_words([*THREE_WRONG, "Strike: text says 3 damage, effect deals 2"]) == [
        "2 cards' texts disagree with their effects in 4 places",
        "2 texts disagree in 4 places",
        "2 texts disagree",
    ]


@pytest.mark.parametrize(
    ("size", "said"),
    [
        ((960, 600), "1 text disagrees"),  # the shortest wording: room is short
        ((1600, 1000), "1 card's text disagrees with its effects in 3 places"),
    ],
)
def test_heavy_blow_wrong_three_ways_is_counted_as_one_card_in_the_status_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], said: str
) -> None:
    cards = designer_copy(tmp_path)
    good = cards.read_text(encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch, size=size) as app:
        scene = open_lab(app, cards=cards)
        try:
            save(cards, heavy_blow_says(good, "5 damage to the enemy Dragon, 2 Burn, draw a card."))
            read_again(app, scene)
            wait_until(app, lambda: not scene.unchecked, "the texts checked")
            assert scene.model.text_problems == THREE_WRONG
            screen = drawn(app)
            foot = foot_words(scene, screen)
            assert said in foot
            assert "3 texts" not in foot
            assert amber_in(screen, found(screen, said))
            assert not problems(screen.texts)
        finally:
            scene.close()


def test_a_status_line_is_tinted_only_where_the_count_stands() -> None:
    line = "30 of 30 cards · 1 text disagrees · my_riders.toml"
    ui.text.cache_clear()
    with recording((600, 30)) as screen:
        blit_marked(screen, line, 14, ui.MUTED, disagree_words([SENTENCE]), AMBER, (0, 0))
    assert [t.words for t in screen.texts] == [
        "30 of 30 cards · ",
        "1 text disagrees",
        " · my_riders.toml",
    ]
    assert amber_in(screen, screen.texts[1]) and not amber_in(screen, screen.texts[0])
    with recording((600, 30)) as screen:
        blit_marked(screen, "30 of 30 cards", 14, ui.MUTED, [], AMBER, (0, 0))
    assert [t.words for t in screen.texts] == ["30 of 30 cards"]


def test_a_game_whose_effects_are_code_has_no_text_problems() -> None:
    model = LabModel(REGISTRY.entry("hatch"), watch=False)
    assert model.deck is not None and model.text_problems == []
    assert model.disagreements("anything") == []
