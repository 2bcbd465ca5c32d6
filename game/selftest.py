"""`dragon-table selftest`: is everything the app needs present and working?

Loads every registered game's card data, face layout and maps from the files
the app would use (the checkout or the frozen bundle), renders each game's
table offscreen for a few frames while bots play, plays a short bot game of
each, and checks the fonts, the UI theme and the user's data directory. One
line per check; the exit code is 0 only if every check passed.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import __version__, paths

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


def check_screens() -> str:
    """Every menu screen builds and draws with the UI theme and its fonts."""
    import pygame

    from game.app import App
    from game.scenes.menu import MenuScene, OptionsScene
    from game.scenes.new_game import NewGameScene
    from game.scenes.title import TitleScene
    from game.settings import Settings

    app = App(settings=Settings())
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


def riders_data() -> str:
    from game.games.riders.cards import load_catalog

    cat = load_catalog(paths.card_file("riders"))
    return (
        f"{len(cat.by_instance)} cards of {len(cat.cards)} kinds, "
        f"{len(cat.riders)} Riders, {len(cat.dragons)} Dragons"
    )


def dune_data() -> str:
    from game.games.dune.board import load_board
    from game.games.dune.cards import load_dune_data

    data = load_dune_data(paths.card_file("dune"))
    board = load_board(paths.MAPS / "dragon_dune.tmx")
    borders = sum(len(n) for n in board.adjacency.values()) // 2
    return (
        f"{len(data.factions)} factions; the board has {len(board.regions)} regions "
        f"and {borders} borders"
    )


def draconium_data() -> str:
    from game.games.draconium.cards import load_catalog

    cat = load_catalog(paths.card_file("draconium"))
    return f"{len(cat.cards)} cards, {len(cat.kingdom_names)} of them Kingdom cards"


# Each game names how its card data is loaded and described.
CARD_DATA: dict[str, Check] = {
    "riders": riders_data,
    "dune": dune_data,
    "draconium": draconium_data,
}
# Games whose rules are registered before their table exists: the face layout and
# table checks say so instead of failing. Remove a game once game/table draws it.
NO_TABLE_YET: frozenset[str] = frozenset()


def playing_cards() -> str:
    """Dragon Dune's standard cards: drawn by code, no layout file."""
    import pygame

    from game.cards import playing

    pygame.font.init()
    faces = [playing.face(card, 58) for card in ("AH", "5S", "QD", "JC", "KH", "10D")]
    if any(f.get_size() != (58, playing.height_for(58)) for f in faces):
        raise AssertionError("a playing card came out the wrong size")
    return "standard playing cards drawn by code (6 sample faces)"


def dominion_faces() -> str:
    """Dominion: Draconium's faces: its layout file and a face of every card in the catalog."""
    import pygame

    from game.cards.dominion import DominionFaces, load_dominion_layout
    from game.cards.fonts import forget_fonts
    from game.games.draconium.cards import default_catalog

    pygame.font.init()
    forget_fonts()  # fonts made before an earlier pygame.quit() are dead
    path = paths.asset("layouts", "draconium.toml")
    faces = DominionFaces(default_catalog(), load_dominion_layout(path))
    for name in faces.catalog.cards:
        if faces.face(name, 72).get_size() != (72, faces.height_for(72)):
            raise AssertionError(f"{name}'s face came out the wrong size")
    return f"{path.name}: {len(faces.catalog.cards)} faces drawn"


LAYOUTS: dict[str, Check] = {"dune": playing_cards, "draconium": dominion_faces}


def layout_check(game: str) -> Check:
    if game in LAYOUTS:
        return LAYOUTS[game]

    def check() -> str:
        from game.cards.layout import load_layout

        path = paths.asset("layouts", f"{game}.toml")
        layout = load_layout(path)
        return f"{path.name}: cards {layout.card.aspect[0]}:{layout.card.aspect[1]}"

    return check


def dune_maps() -> str:
    from game.games.dune.board import load_board

    board = load_board(paths.MAPS / "dragon_dune.tmx")  # checks layers, regions and tileset
    return f"dragon_dune.tmx: {len(board.regions)} territories, {len(board.track)} track points"


# Each game names its maps and how they are checked (None: the game uses no map).
MAPS: dict[str, Check | None] = {"riders": None, "dune": dune_maps, "draconium": None}


def maps_check(game: str) -> Check:
    def check() -> str:
        loader = MAPS.get(game)
        return "this game uses no map" if loader is None else loader()

    return check


def table_check(game: str) -> Check:
    def check() -> str:
        import pygame

        from game.app import App
        from game.games import REGISTRY
        from game.scenes.table import TableScene
        from game.session import SeatPlan, Session
        from game.settings import Settings

        ruleset = REGISTRY.get(game)
        plans = [
            SeatPlan(f"Bot {i + 1}", human=False, bot="greedy") for i in range(ruleset.min_seats)
        ]
        app = App(settings=Settings(bot_delay=0.0))
        try:
            scene = TableScene(app, Session(ruleset, plans, seed=1), autosave=False)
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


def bot_game_check(game: str) -> Check:
    def check() -> str:
        from game.bots import make_bot
        from game.core.runner import play
        from game.games import REGISTRY

        ruleset = REGISTRY.get(game)
        bots = [make_bot(game, "greedy", 7 + i, ruleset) for i in range(ruleset.min_seats)]
        state: Any = play(ruleset, bots, seed=7)
        result = ruleset.result(state)
        if result is None:
            raise AssertionError("the game did not finish")
        return f"{len(state.moves)} moves, {result.summary}"

    return check


def all_checks() -> list[tuple[str, Check]]:
    from game.games import REGISTRY

    checks: list[tuple[str, Check]] = [
        ("install", check_install),
        ("fonts", check_fonts),
        ("user data", check_user_dir),
        ("screens", check_screens),
    ]
    for game in REGISTRY.names():
        data = CARD_DATA.get(game)
        if data is None:
            raise KeyError(f"the self-test has no card data check for {game!r}")
        if game in NO_TABLE_YET:
            checks += [
                (f"{game} card data", data),
                (f"{game} maps", maps_check(game)),
                (f"{game} table", lambda: "rules only; no table yet"),
                (f"{game} bot game", bot_game_check(game)),
            ]
            continue
        checks += [
            (f"{game} card data", data),
            (f"{game} face layout", layout_check(game)),
            (f"{game} maps", maps_check(game)),
            (f"{game} table", table_check(game)),
            (f"{game} bot game", bot_game_check(game)),
        ]
    return checks


def main(out: Callable[[str], None] = print) -> int:
    # Offscreen: no window, no sound, whatever the machine has.
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return run_checks(all_checks(), out)
