"""The rules layer never imports pygame or pymunk, nor any client code (ARCHITECTURE:
arrows point down). A game's client half lives in its `table/` subfolder; everything
else of the game, the kernel, the generic bots and the balance lab's simulation is pure."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PURE = ["game/core", "game/games", "game/bots", "game/sim"]  # game/sim: the balance lab
CLIENT_FOLDER = "table"  # game/games/<g>/table: a game's client half
FORBIDDEN = {"pygame", "pymunk"}
# What the client is made of: the shared client layers and every game's client folder.
CLIENT_MODULES = ("game.table", "game.cards", "game.scenes", "game.app")


def imported_modules(path: Path) -> set[str]:
    """The top-level packages a file imports (pygame, game, …)."""
    return {name.split(".")[0] for name in imported_names(path)}


def imported_names(path: Path) -> set[str]:
    """Every absolute module name a file imports, anywhere in it (inside functions too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def is_client_path(path: Path) -> bool:
    parts = path.relative_to(ROOT).parts
    return parts[:2] == ("game", "games") and len(parts) > 4 and parts[3] == CLIENT_FOLDER


def is_client_module(name: str) -> bool:
    parts = name.split(".")
    if parts[:2] == ["game", "games"] and len(parts) > 3 and parts[3] == CLIENT_FOLDER:
        return True
    return any(name == m or name.startswith(m + ".") for m in CLIENT_MODULES)


def pure_files() -> list[Path]:
    return [
        path
        for folder in PURE
        for path in sorted((ROOT / folder).rglob("*.py"))
        if not is_client_path(path)
    ]


def test_no_rules_module_imports_pygame_or_pymunk() -> None:
    offenders = []
    for path in pure_files():
        bad = imported_modules(path) & FORBIDDEN
        if bad:
            offenders.append(f"{path.relative_to(ROOT)} imports {', '.join(sorted(bad))}")
    assert offenders == []


def test_no_rules_module_imports_client_code() -> None:
    offenders = []
    for path in pure_files():
        bad = sorted(name for name in imported_names(path) if is_client_module(name))
        if bad:
            offenders.append(f"{path.relative_to(ROOT)} imports {', '.join(bad)}")
    assert offenders == []


def test_every_game_keeps_its_client_in_its_own_table_folder() -> None:
    from game.games import REGISTRY

    for entry in REGISTRY.entries():
        assert entry.client in ("", f"game.games.{entry.name}.{CLIENT_FOLDER}"), entry.name


def test_importing_the_rules_loads_no_pygame_or_pymunk() -> None:
    code = (
        "import sys, game.core, game.games, game.bots;"
        "from game.games import REGISTRY;"
        "[REGISTRY.get(n) for n in REGISTRY.names()];"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk')"
        " or '.table' in m or m.startswith(('game.cards', 'game.scenes'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


def test_the_checker_would_catch_an_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import os\nfrom pygame import Rect\nimport pymunk.vec2d\n")
    assert imported_modules(sample) & FORBIDDEN == {"pygame", "pymunk"}


def test_the_checker_knows_client_code_from_rules() -> None:
    assert is_client_module("game.games.riders.table.kit")
    assert is_client_module("game.table.kit")
    assert is_client_module("game.cards.playing")
    assert not is_client_module("game.games.riders.rules")
    assert not is_client_module("game.core.move")
    assert is_client_path(ROOT / "game/games/dune/table/kit.py")
    assert not is_client_path(ROOT / "game/games/dune/rules.py")
