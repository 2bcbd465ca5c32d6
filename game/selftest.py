"""`dragon-table selftest`: is everything the app needs present and working?

Loads every registered game's card data, face layout and maps from the files
the app would use (the checkout or the frozen bundle), renders each game's
table offscreen for a few frames while bots play, plays a short bot game of
each, and checks the fonts, the UI theme and the user's data directory. One
line per check; the exit code is 0 only if every check passed.
"""

from __future__ import annotations

import importlib
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import __version__, paths
from game.core.errors import DataError
from game.core.problems import report
from game.core.registry import Registry
from game.core.words import plural

Check = Callable[[], str]  # returns a short detail line, raises on failure


@dataclass
class Outcome:
    name: str
    ok: bool
    detail: str


def run_checks(checks: list[tuple[str, Check]], out: Callable[[str], None] = print) -> int:
    outcomes: list[Outcome] = []
    for name, check in checks:
        start = time.perf_counter()
        try:
            detail = check()
            outcome = Outcome(name, True, detail)
        except DataError as exc:  # a damaged data file: each problem with its line
            outcome = Outcome(name, False, report(exc).replace("\n", "\n      "))
        except Exception as exc:  # a failing check is reported, never fatal
            outcome = Outcome(name, False, f"{type(exc).__name__}: {exc}")
        ms = (time.perf_counter() - start) * 1000
        out(f"{'ok  ' if outcome.ok else 'FAIL'}  {name}: {outcome.detail}  ({ms:.0f} ms)")
        outcomes.append(outcome)
    passed = sum(o.ok for o in outcomes)
    out(f"selftest: {passed} of {len(outcomes)} checks passed")
    return 0 if passed == len(outcomes) else 1


# -- the checks ---------------------------------------------------------------------


def check_install() -> str:
    where = "frozen app" if paths.FROZEN else "from source"
    if not paths.ASSETS.is_dir():
        raise FileNotFoundError(f"no assets folder at {paths.ASSETS}")
    return f"Dragon Table {__version__}, {where}, assets in {paths.ASSETS}"


def check_fonts() -> str:
    from game.cards.fonts import font, font_file

    names = []
    for bold in (False, True):
        path = font_file(bold)
        if path is None:
            raise FileNotFoundError(f"the {'bold' if bold else 'regular'} text font is missing")
        names.append(os.path.basename(path))
    width = font(16).size("Dragon Table")[0]
    if width <= 0:
        raise ValueError("the text font renders nothing")
    return ", ".join(names)


def check_user_dir() -> str:
    folder = paths.user_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=folder, prefix=".selftest-", delete=True) as probe:
        probe.write(b"ok")
    return f"{folder} is writable"


def screens_check(registry: Registry) -> Check:
    def check() -> str:
        return check_screens(registry)

    return check


def check_screens(registry: Registry) -> str:
    """Every menu screen builds and draws with the UI theme and its fonts."""
    import pygame

    from game.app import App
    from game.scenes.menu import MenuScene
    from game.scenes.new_game import NewGameScene
    from game.scenes.options import OptionsScene
    from game.scenes.title import TitleScene
    from game.settings import Settings

    app = App(registry, settings=Settings())
    try:
        screens: list[tuple[str, Callable[[App], Any]]] = [
            ("title", TitleScene),
            ("new game", NewGameScene),
            ("menu", lambda a: MenuScene(a, on_resign=lambda: None)),
            ("options", OptionsScene),
        ]
        for _name, make in screens:
            app.stack.push(make(app))
            for _ in range(3):
                app.step(1 / 60)
            app.stack.pop()
        return "drawn: " + ", ".join(name for name, _ in screens)
    finally:
        pygame.quit()
        from game.cards.fonts import forget_fonts

        forget_fonts()  # the fonts made for these screens died with pygame.quit()


def table_check(registry: Registry, game: str) -> Check:
    def check() -> str:
        import pygame

        from game.app import App
        from game.scenes.table import TableScene
        from game.session import SeatPlan, Session
        from game.settings import Settings

        ruleset = registry.get(game)
        plans = [SeatPlan(f"Bot {i + 1}", human=False) for i in range(ruleset.min_seats)]
        app = App(registry, settings=Settings(bot_delay=0.0))
        try:
            session = Session(registry, ruleset, plans, seed=1)
            scene = TableScene(app, session, autosave=False)
            app.stack.push(scene)
            frames, most = 0, 0
            for frames in range(1, 601):
                app.step(1 / 60)  # bots move every frame; cards glide
                most = max(most, len(scene.layer.sprites))
                if most >= 10 and frames >= 30:
                    break
            w, h = app.size
            colours = {
                tuple(app.screen.get_at((x, y))) for x in range(0, w, 32) for y in range(0, h, 32)
            }
            if most == 0:
                raise AssertionError(f"no card was on the table after {frames} frames")
            if len(colours) < 4:
                raise AssertionError("the frame is blank")
            return f"{frames} frames offscreen, up to {most} cards drawn"
        finally:
            pygame.quit()
            from game.cards.fonts import forget_fonts

            forget_fonts()  # the fonts made for this table died with pygame.quit()

    return check


def bot_game_check(registry: Registry, game: str) -> Check:
    def check() -> str:
        from game.core.runner import play

        ruleset = registry.get(game)
        kind = registry.entry(game).default_bot
        bots = [registry.make_bot(game, kind, 7 + i, ruleset) for i in range(ruleset.min_seats)]
        state: Any = play(ruleset, bots, seed=7)
        result = ruleset.result(state)
        if result is None:
            raise AssertionError("the game did not finish")
        return f"{len(state.moves)} moves, {result.summary}"

    return check


def lab_check(registry: Registry) -> Check:
    def check() -> str:
        return check_lab(registry)

    return check


def check_lab(registry: Registry) -> str:
    """The layout lab's parts a build must carry: the file watch, and a PDF, a
    Tabletop Simulator deck and a PNG of each card written from the first game's cards
    (reportlab and its fonts; pygame's PNG writer)."""
    import pygame

    from game.lab.deck import make_lab_deck
    from game.lab.pdf import export_pdf
    from game.lab.png_export import export_png
    from game.lab.sheets import CARD_SIZES, PrintOptions
    from game.lab.tts import export_tts
    from game.lab.watch import FileWatch

    pygame.font.init()
    with tempfile.TemporaryDirectory(prefix="dragon-table-selftest-") as folder:
        probe = Path(folder) / "cards.toml"
        probe.write_text("x = 1\n", encoding="utf-8")
        watch = FileWatch([probe])
        watch.close()
        deck = make_lab_deck(registry.entries()[0])
        options = PrintOptions(card=CARD_SIZES["mini"], one_each=True, dpi=100)
        report = export_pdf(deck, Path(folder) / "cards.pdf", options)
        tts = export_tts(deck, Path(folder) / "tts", one_each=True)
        png = export_png(deck, Path(folder) / "png", options)
        pictures = [path for path in (Path(folder) / "png").iterdir() if path.suffix == ".png"]
        if len(pictures) != png.files:
            raise AssertionError(f"{png.files} PNG pictures reported, {len(pictures)} written")
    why = f", {watch.why_polling}" if watch.why_polling else ""
    return (
        f"file watch ({watch.mode}{why}); a {report.pages}-page PDF, "
        f"{plural(len(tts.sheets), 'Tabletop Simulator sheet')} and "
        f"{plural(png.files, 'PNG picture')} of {deck.title}"
    )


def charts_check(registry: Registry) -> Check:
    def check() -> str:
        return check_charts(registry)

    return check


def check_charts(registry: Registry) -> str:
    """The balance lab's charts, which the app draws itself (the built app has no
    matplotlib): a few bot games of the first game in this process, then its four charts
    offscreen, each with a bar for every row of the summary it shows."""
    import pygame

    from game.scenes import balance_charts as charts
    from game.sim.experiments import run_games
    from game.sim.records import SimSpec

    entry = registry.entries()[0]
    players = registry.get(entry.name).min_seats
    spec = SimSpec(entry.name, 6, (entry.default_bot,), players, seed=7)
    summary, _records = run_games(registry, spec, jobs=1)
    pygame.font.init()
    surface = pygame.Surface((960, 620))
    seats = [(f"Seat {s['seat']}", s) for s in summary["seats"]]
    endings = [(e["ending"], e) for e in summary["endings"]]
    drawn = {
        "win rate": charts.rate_bars(surface, pygame.Rect(0, 0, 470, 300), "Wins", seats, 0.5),
        "length": charts.length_bars(
            surface, pygame.Rect(490, 0, 470, 300), "Game length", summary["length"]
        ),
        "card": charts.card_bars(surface, pygame.Rect(0, 320, 570, 300), "Cards", summary["cards"]),
        "ending": charts.rate_bars(surface, pygame.Rect(590, 320, 370, 300), "Ends", endings),
    }
    wanted = {"win rate": len(seats), "ending": len(endings)}
    for name, rows in wanted.items():
        if len(drawn[name]) != rows:
            raise AssertionError(f"the {name} chart drew {len(drawn[name])} bars for {rows} rows")
    if not drawn["length"]:
        raise AssertionError("the game-length chart drew no bars")
    return (
        f"{spec.games} games of {entry.title} charted: the win rates of "
        f"{plural(len(drawn['win rate']), 'seat')}, {plural(len(drawn['length']), 'length bin')}, "
        f"the effects of {plural(len(drawn['card']), 'card')}, "
        f"{plural(len(drawn['ending']), 'ending')}"
    )


def all_checks(registry: Registry) -> list[tuple[str, Check]]:
    """The app's own checks, then each of `registry`'s games': the pure checks its entry
    lists (card data, maps), its client's (face layouts), its table and a bot game."""
    checks: list[tuple[str, Check]] = [
        ("install", check_install),
        ("fonts", check_fonts),
        ("user data", check_user_dir),
        ("screens", screens_check(registry)),
        ("layout lab", lab_check(registry)),
        ("balance charts", charts_check(registry)),
    ]
    for entry in registry.entries():
        game = entry.name
        checks += [(f"{game} {name}", check) for name, check in entry.checks]
        if not any(name == "maps" for name, _ in entry.checks):
            checks.append((f"{game} maps", lambda: "this game uses no map"))
        if entry.client:
            checks += [(f"{game} {name}", check) for name, check in client_checks(entry.client)]
            checks.append((f"{game} table", table_check(registry, game)))
        else:
            checks.append((f"{game} table", lambda: "rules only; no table yet"))
        checks.append((f"{game} bot game", bot_game_check(registry, game)))
    return checks


def client_checks(client: str) -> list[tuple[str, Check]]:
    """The checks a game's client package lists; importing it is checked too."""
    try:
        module = importlib.import_module(client)
    except Exception as exc:  # a broken client is one failed check, not a crash

        def broken(exc: Exception = exc) -> str:
            raise exc

        return [("client", broken)]
    return list(getattr(module, "CHECKS", ()))


def main(registry: Registry, out: Callable[[str], None] = print) -> int:
    # Offscreen: no window, no sound, whatever the machine has.
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return run_checks(all_checks(registry), out)
