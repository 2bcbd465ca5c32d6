"""The lab lists a broken file's problems from the top of the file down, and a pasted
card's repeated id at the pasted card's own line: by a real save."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.scenes import ui
from tests.lab.test_lab_saves import designer_copy, open_lab, save
from tests.scenes.events import tiny_app, wait_until
from tests.scenes.ledger import problems, recording

PASTED = """
[[card]]
id = "strike"
name = "Strike Again"
cost = "one"
group = "dragon damage"
copies = 1
target = "enemy_dragon"
effects = [{ op = "damage", unit = "enemy_dragon", amount = 2 }]
"""


@pytest.mark.parametrize("size", [(960, 600), (1600, 1000)], ids=["960x600", "1600x1000"])
def test_a_broken_save_lists_its_problems_in_line_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    cards = designer_copy(tmp_path)
    good = cards.read_text(encoding="utf-8")
    broken = good.replace('name = "Talia"\nhp = 18', 'name = "Talia"\nhp = "many"')
    broken += '\n[extras]\nnote = "mine"\n' + PASTED
    lines = broken.splitlines()
    header = len(lines) - lines[::-1].index("[[card]]")  # the pasted card's line
    with tiny_app(tmp_path, monkeypatch, size=size) as app:
        scene = open_lab(app, cards=cards)
        try:
            save(cards, broken)
            wait_until(app, lambda: bool(scene.model.problems), "the broken save")
            found = [(p.line, p.message) for p in scene.model.problems]
            assert found == [
                (lines.index('hp = "many"') + 1, "rider Talia: 'hp' should be int, not 'many'."),
                (
                    lines.index("[extras]") + 1,
                    "the file: there is no key 'extras'; the keys are card, dragon, rider.",
                ),
                (header + 1, "card #21: 'id' is 'strike', the same as an earlier card's."),
                (header + 3, "card #21: 'cost' should be int, not 'one'."),
            ]
            ui.text.cache_clear()
            with recording(app.size) as screen:
                app.stack.draw(screen)
            shown = [
                t.words for t in screen.texts if t.words.startswith("line ") and ": " in t.words
            ]
            numbers = [int(w.split(":")[0].removeprefix("line ")) for w in shown]
            assert numbers == [line for line, _ in found][: len(numbers)]
            assert len(numbers) >= 2
            assert not problems(screen.texts)
        finally:
            scene.close()
