"""The Balance tab by real clicks and keys: reached from the layout lab (B) and the
title screen, a small simulation run to its end with its charts showing the
summary's numbers, a listed game opened as the replay of that very game, Stop in the
middle of a run, and a damaged card file said in the scene."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game import paths
from game.app import App
from game.core.errors import DataError
from game.games import REGISTRY
from game.scenes import balance, ui
from game.scenes.balance import BalanceScene
from game.scenes.lab import LabScene
from game.scenes.replay import ReplayScene
from game.scenes.title import TitleScene
from game.sim.experiments import universe_for
from game.sim.play import rules_for
from game.sim.pool import simulate
from game.sim.records import SimSpec
from game.sim.stats import summarize
from tests.scenes.events import choose, click, frames, key, tiny_app, type_into, wait_until


@pytest.fixture(autouse=True)
def one_job(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests play in this process: no worker processes to start on a shared machine."""
    monkeypatch.setattr(balance, "JOBS", 1)


def wait_for(app: App, done: Callable[[], bool]) -> None:
    wait_until(app, done, "the simulation's end", seconds=120)


def open_from_lab(app: App, cards: Path | None = None) -> BalanceScene:
    lab = app.stack.push("lab", game="riders", cards=cards)
    assert isinstance(lab, LabScene)
    frames(app, 3)
    key(app, pygame.K_b)
    scene = app.stack.top
    assert isinstance(scene, BalanceScene)
    assert app.stack.scenes[-2] is lab
    return scene


def test_a_run_from_the_lab_draws_the_summary_and_opens_a_game_as_its_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_from_lab(app)
        assert scene.game == "riders" and scene.cards == paths.card_file("riders")
        choose(app, scene.count_menu, "20 games")
        choose(app, scene.bots_menu, "easy vs random")
        click(app, scene.buttons["run"].rect.center)
        assert scene.run is not None and "stop" in scene.buttons  # Run became Stop
        wait_for(app, lambda: scene.shown is not None)
        frames(app, 2)
        assert "run" in scene.buttons and scene.message == ""
        shown = scene.shown
        assert shown is not None and shown.summary is not None
        summary, records = shown.summary, shown.records
        spec = SimSpec("riders", 20, ("easy", "random"), 2, cards=paths.card_file("riders"))
        assert shown.spec == spec
        # the same seeds give the same games, and so the same summary
        assert summarize(spec, simulate(REGISTRY, spec), universe_for(REGISTRY, spec)) == summary
        assert [r.index for r in records] == list(range(20))
        assert summary["seats"][0]["k"] == sum(1 for r in records if r.winners == (0,))
        # the verdict opens the charts: its first sentence, word for word, as far as it fits
        said = " ".join(scene.verdict_lines)
        assert said and summary["verdict"][0].startswith(said.split(" …")[0][:60])

        wins = scene.drawn["wins"]
        expected = [(f"Seat {s['seat']}", s) for s in summary["seats"]]
        fair, raw = summary["seat_fairness"], summary["seats"][0]
        if (fair["rate"], fair["low"], fair["high"]) != (raw["rate"], raw["low"], raw["high"]):
            expected.append(("Seat 1, net", fair))  # the verdict's rate, beside the raw
        expected += [(b["bot"], b) for b in summary["bots"]]
        assert [(b.label, b.value, b.low, b.high) for b in wins] == [
            (label, r["rate"], r["low"], r["high"]) for label, r in expected
        ]
        # the bars' lengths stand for the rates: one scale for every bar of a chart
        scale = max(b.rect.w / b.value for b in wins if b.value)
        for bar in wins:
            assert abs(bar.rect.w - scale * bar.value) <= 1, bar
        lengths = scene.drawn["length"]
        assert [b.value for b in lengths] == summary["length"]["histogram"]["counts"]
        tallest = max(lengths, key=lambda b: b.value)
        for bar in lengths:
            assert abs(bar.rect.h - tallest.rect.h * bar.value / tallest.value) <= 1, bar
        endings = scene.drawn["endings"]
        assert [(b.label, b.value) for b in endings] == [
            (e["ending"], e["rate"]) for e in summary["endings"]
        ]
        cards = scene.drawn["cards"]
        ranked = sorted(
            summary["cards"],
            key=lambda c: (not c["association"]["clear"], -abs(c["association"]["diff"])),
        )
        assert 1 <= len(cards) <= 12
        assert [(b.label, b.value, b.clear) for b in cards] == [
            (f"{c['card']} {c['use']}", c["association"]["diff"], c["association"]["clear"])
            for c in ranked[: len(cards)]
        ]

        # game 8 of the list (index 7), watched as a replay of that very game
        record = records[7]
        click(app, scene.row_rect(7).center)
        replay = app.stack.top
        assert isinstance(replay, ReplayScene)
        session = replay.session
        assert session.state.seed == record.seed == 8
        assert session.state.seats == [f"Seat {s + 1} ({k})" for s, k in enumerate(record.bots)]
        assert replay.replay.last == record.moves
        result = session.result
        assert result is not None and tuple(result.winners) == record.winners
        key(app, pygame.K_ESCAPE)  # Back
        assert app.stack.top is scene and scene.shown is shown


def test_stop_ends_a_run_early_and_keeps_the_scene(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_from_lab(app)
        assert scene.count == 200
        click(app, scene.buttons["run"].rect.center)
        run = scene.run
        assert run is not None
        click(app, scene.buttons["stop"].rect.center)
        wait_for(app, lambda: scene.run is None)
        assert run.stopped and run.done < 200 and run.done % 25 == 0  # whole chunks only
        assert scene.shown is None and "run" in scene.buttons
        assert re.fullmatch(
            r"Stopped after \d+ of 200 games; the results of the last full run stay\.",
            scene.message,
        ), scene.message


def test_a_damaged_card_file_is_said_in_the_scene(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = tmp_path / "mine.toml"
    text = paths.card_file("riders").read_text(encoding="utf-8")
    cards.write_text(text.replace('name = "Strike"\ncost = 1', 'name = "Strike"\ncost = "one"', 1))
    with pytest.raises(DataError) as raised:
        rules_for(REGISTRY.entry("riders"), SimSpec("riders", 20, ("easy",), 2, cards=cards))
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_from_lab(app, cards)
        key(app, pygame.K_RETURN)  # Run
        wait_for(app, lambda: scene.run is None)
        assert scene.message == str(raised.value)
        assert "mine.toml" in scene.message and scene.shown is None
        frames(app, 2)  # drawn without a traceback


def test_the_title_screen_opens_it_with_a_choice_of_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        title = app.stack.push("title")
        assert isinstance(title, TitleScene)
        frames(app, 2)
        click(app, title.buttons["balance"].rect.center)
        scene = app.stack.top
        assert isinstance(scene, BalanceScene) and scene.pick_game and scene.cards is None
        choose(app, scene.game_menu, "Dragon Riders")
        assert scene.game == "riders" and scene.lineup == "easy"


def test_simulate_stops_between_chunks() -> None:
    spec = SimSpec("riders", 50, ("easy",), 2)
    assert simulate(REGISTRY, spec, 1, stop=lambda: True) == []
    asked: list[int] = []

    def after_two() -> bool:
        asked.append(1)
        return len(asked) > 2

    played = simulate(REGISTRY, spec, 1, stop=after_two)
    assert [r.index for r in played] == list(range(12))  # two chunks of six


def test_the_options_and_the_ablation_are_chosen_in_the_tab_and_reach_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Options by their labels, set one by one and back to the defaults; the ablation
    menu makes the run take every used card from one seat a game after its own games."""
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_from_lab(app)
        choose(app, scene.count_menu, "20 games")
        choose(app, scene.options_menu, "Draft mode: quick")
        assert scene.options == {"draft_mode": "quick"}
        choose(app, scene.options_menu, "Mirror units: on")
        assert scene.options == {"draft_mode": "quick", "mirror_units": True}
        assert scene.options_menu.selected_option[0] == "Mirror units: on"
        assert scene.options_said() == " Options: Draft mode: quick, Mirror units: on."
        choose(app, scene.options_menu, "Default options")
        assert scene.options == {}
        choose(app, scene.options_menu, "Draft mode: quick")
        choose(app, scene.experiment_menu, "Ablate every card used (slow)")
        click(app, scene.buttons["run"].rect.center)
        run = scene.run
        assert run is not None and run.ablate_all
        assert run.spec.options == {"draft_mode": "quick"}
        assert run.total == 20 * (1 + len(run.ablate))  # 20 until the used cards are known
        wait_until(app, lambda: run.total > 20, "the ablations to start", seconds=120)
        assert run.total == 20 * (1 + len(run.ablate)) and "Strike" in run.ablate
        click(app, scene.buttons["stop"].rect.center)
        wait_for(app, lambda: scene.run is None)
        assert run.stopped and scene.message.startswith("Stopped after ")


def test_an_ablation_run_reports_each_card_paired_and_the_verdict_reads_it() -> None:
    from game.lab.balance import BalanceRun
    from game.sim.ablation import measure
    from game.sim.abstain import banned_seat

    spec = SimSpec("riders", 20, ("easy",), 2, options={"draft_mode": "quick"})
    run = BalanceRun(REGISTRY, spec, ablate=("Strike", "Rider Heal")).start()
    run.join(120)
    assert run.summary is not None and run.done == 60 == run.total
    rows = {row["card"]: row for row in run.summary["ablations"]}
    assert set(rows) == {"Strike", "Rider Heal"}
    banned = simulate(REGISTRY, SimSpec(**{**spec.__dict__, "ablate": "Strike"}))
    expected = measure(spec, "Strike", run.records, banned)
    assert rows["Strike"]["pairs"] == expected.pairs and rows["Strike"]["games"] == 20
    assert rows["Strike"]["difference"]["diff"] == expected.difference.diff
    assert all(banned_seat(spec, r.index) in (0, 1) for r in banned)
    assert any("ablat" in line.lower() for line in run.summary["verdict"])


def test_a_second_card_file_is_compared_in_the_tab_on_the_same_seeds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Compare: card file B typed beside the menu (a name beside A's file is found
    there), both files played on the same 20 seeds, and the paired lines shown over B's
    charts, the changed card named first."""
    a = tmp_path / "a.toml"
    text = paths.card_file("riders").read_text(encoding="utf-8")
    a.write_text(text, encoding="utf-8")
    (tmp_path / "b.toml").write_text(
        text.replace('name = "Strike"\ncost = 1', 'name = "Strike"\ncost = 3', 1), encoding="utf-8"
    )
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_from_lab(app, a)
        choose(app, scene.count_menu, "20 games")
        choose(app, scene.experiment_menu, "Compare with card file B")
        assert scene.entry is not None
        click(app, scene.buttons["run"].rect.center)  # nothing typed yet
        assert scene.run is None
        assert scene.message == "Type the path of card file B beside the menu, then Run."
        type_into(app, scene.entry, "nowhere.toml")
        click(app, scene.buttons["run"].rect.center)
        assert scene.run is None and scene.message == "There is no card file at nowhere.toml."
        type_into(app, scene.entry, "b.toml")
        click(app, scene.buttons["run"].rect.center)
        run = scene.run
        assert run is not None and run.total == 40
        assert run.compare_with == tmp_path / "b.toml"
        wait_for(app, lambda: scene.shown is not None)
        frames(app, 2)
        assert run.done == 40 and scene.message == ""
        b_spec = SimSpec("riders", 20, ("easy",), 2, cards=tmp_path / "b.toml", label="B")
        assert run.records == simulate(REGISTRY, b_spec)
        assert run.lines[:3] == ["A: a.toml", "B: b.toml", "Changed in B: Strike."]
        assert run.lines[3].startswith("The same 20 seeds in both; ")
        assert run.lines[6].startswith("  Strike "), run.lines  # after seats 1 and 2
        shown = " ".join(scene.verdict_lines)
        assert shown.startswith("A: a.toml B: b.toml Changed in B: Strike.")
        assert scene.drawn["wins"]  # B's charts below the words


def test_a_number_is_nudged_in_the_tab_across_its_range(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nudge: CARD.FIELD=FROM..TO typed, a bad one refused in words before any game,
    then each value played on the same seeds against the file's own."""
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_from_lab(app)
        choose(app, scene.count_menu, "20 games")
        choose(app, scene.experiment_menu, "Nudge a card's number")
        assert scene.entry is not None
        type_into(app, scene.entry, "heavy_blow=1")
        click(app, scene.buttons["run"].rect.center)
        assert scene.run is None and scene.message.startswith("a nudge is CARD.FIELD=FROM..TO")
        type_into(app, scene.entry, "heavy_blow.cost=-1..0")
        click(app, scene.buttons["run"].rect.center)
        run = scene.run
        assert run is not None and run.nudge == ("heavy_blow", "cost", (-1, 0))
        assert run.total == 40
        wait_for(app, lambda: scene.shown is not None)
        frames(app, 2)
        assert run.done == 40 and scene.message == ""
        assert run.lines[0].startswith("heavy_blow.cost = 2: its users (")
        assert run.lines[1].startswith("  against 3, same 20 seeds, paired: ")
        assert any(line.startswith("heavy_blow.cost = 3: ") for line in run.lines)
        own = SimSpec("riders", 20, ("easy",), 2, cards=paths.card_file("riders"))
        assert run.records == simulate(REGISTRY, own)
        # the typed words stay when the window changes size
        scene.resize((1100, 700))
        assert scene.entry is not None and scene.entry.get_text() == "heavy_blow.cost=-1..0"


def wheel(app: App, pos: tuple[int, int], notches: int) -> None:
    """Point at `pos` and turn the wheel: `notches` < 0 towards the end."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)
    for _ in range(abs(notches)):
        step = -1 if notches < 0 else 1
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEWHEEL, x=0, y=step, flipped=False, precise_x=0.0, precise_y=float(step)
            )
        )
        frames(app, 1)


def ablated_run(app: App) -> BalanceScene:
    """Every card used in 20 Riders games ablated: a verdict of several sentences."""
    scene = open_from_lab(app)
    choose(app, scene.count_menu, "20 games")
    choose(app, scene.experiment_menu, "Ablate every card used (slow)")
    click(app, scene.buttons["run"].rect.center)
    wait_for(app, lambda: scene.shown is not None)
    frames(app, 2)
    return scene


def test_the_whole_verdict_is_read_by_scrolling_its_box_at_the_smallest_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 960x600 the verdict's box shows four lines and says how many more there are;
    the wheel over it (not over the games list) and Shift+Down/Up move it a line at a
    time, down to its last line."""
    with tiny_app(tmp_path, monkeypatch, size=(960, 600)) as app:
        scene = ablated_run(app)
        assert scene.shown is not None and scene.shown.summary is not None
        box = scene.words_box()
        assert box is not None and box.title == "Verdict"
        every = [
            line
            for sentence in scene.shown.summary["verdict"]
            for line in ui.wrap(sentence, 14, box.rect.w - 100)
        ]
        assert box.lines == every and len(every) > box.room == 4
        assert scene.verdict_lines == every[:4]
        hidden = len(every) - 4
        assert box.hint() == f"{hidden} more lines below: wheel here or Shift+Down"
        wheel(app, scene.rows_rect().center, -1)  # over the games: the list moves, not this
        assert scene.verdict_first == 0 and scene.scroll == 3 * balance.ROW_H
        wheel(app, box.rect.center, -1)
        assert scene.verdict_first == 1 and scene.verdict_lines == every[1:5]
        wheel(app, box.rect.center, -(hidden + 3))  # past the end: it stops at the last line
        assert scene.verdict_first == hidden
        assert scene.verdict_lines[-1] == every[-1]
        end = scene.words_box()
        assert (
            end is not None
            and end.hint() == f"the last 4 of {len(every)} lines: wheel up or Shift+Up"
        )
        key(app, pygame.K_UP, pygame.KMOD_SHIFT)
        assert scene.verdict_first == hidden - 1
        key(app, pygame.K_DOWN, pygame.KMOD_SHIFT)
        assert scene.verdict_lines[-1] == every[-1]
        wheel(app, box.rect.center, 50)
        assert scene.verdict_first == 0 and scene.verdict_lines == every[:4]


def test_a_large_window_shows_the_whole_verdict_and_labels_the_raw_and_net_seat_rates(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 1920x1200 every line of the same verdict shows, with no hint; the seat chart
    says its rates are raw and shows seat 1 net of what each seat held (the verdict's
    rate) beside them, with a note on the difference."""
    with tiny_app(tmp_path, monkeypatch, size=(1920, 1200)) as app:
        scene = ablated_run(app)
        assert scene.shown is not None and scene.shown.summary is not None
        summary = scene.shown.summary
        box = scene.words_box()
        assert box is not None and len(box.lines) <= box.room and box.hint() == ""
        assert scene.verdict_lines == box.lines
        assert scene.verdict_lines[-1] == ui.wrap(summary["verdict"][-1], 14, box.rect.w - 100)[-1]
        wheel(app, box.rect.center, -3)  # nothing more to see: it stays
        assert scene.verdict_first == 0
        assert balance.WINS_TITLE == "Win rate by seat (raw) and bot"
        bars = {b.label: b for b in scene.drawn["wins"]}
        fair = summary["seat_fairness"]
        assert bars["Seat 1"].value == summary["seats"][0]["rate"]
        assert bars["Seat 1, net"].value == fair["rate"] != bars["Seat 1"].value
        assert f"{fair['rate'] * 100:.1f} %" in summary["verdict"][0]
        assert balance.NET_NOTE.startswith("Raw: every game as played. Net (the verdict's)")
