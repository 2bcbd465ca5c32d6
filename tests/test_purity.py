"""The rules layer never imports pygame or pymunk (ARCHITECTURE: arrows point down)."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PURE = ["game/core", "game/games", "game/bots"]
FORBIDDEN = {"pygame", "pymunk"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_no_rules_module_imports_pygame_or_pymunk() -> None:
    offenders = []
    for folder in PURE:
        for path in sorted((ROOT / folder).rglob("*.py")):
            bad = imported_modules(path) & FORBIDDEN
            if bad:
                offenders.append(f"{path.relative_to(ROOT)} imports {', '.join(sorted(bad))}")
    assert offenders == []


def test_importing_the_rules_loads_no_pygame_or_pymunk() -> None:
    code = (
        "import sys, game.core, game.games, game.bots;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


def test_the_checker_would_catch_an_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import os\nfrom pygame import Rect\nimport pymunk.vec2d\n")
    assert imported_modules(sample) & FORBIDDEN == {"pygame", "pymunk"}
