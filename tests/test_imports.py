"""No two modules of `game/` import each other, directly or in a loop; imports run down
the layers; and no shared module names a game.

The graph has an edge from a module to every `game.*` module it imports anywhere
(at the top, inside a function, or for type checking only). A module imported
through `importlib` by name (a scene, a game's client) is no edge: that is how
the scene stack and the game entries stay free of loops.
"""

import ast
from fnmatch import fnmatchcase
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in (ROOT / "game").rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                # `from game.x import y`: y is a module if there is one, else a name in x.
                subs = [f"{base}.{alias.name}" for alias in node.names]
                targets = [t for t in subs if t in modules]
                if len(targets) < len(subs):
                    targets.append(base)
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def loops(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_module_of_the_game_imports_another_in_a_loop() -> None:
    assert loops(import_graph()) == []


def test_the_loop_finder_finds_a_loop() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert loops(graph) == [["a", "b", "c"]]


def test_the_graph_sees_imports_inside_functions_and_for_type_checking() -> None:
    graph = import_graph()
    assert "game.lab.cli" in graph["game.__main__"]  # imported inside main
    assert "game.scenes.base" in graph["game.scenes.table"]


# The layers, from the top down (ARCHITECTURE.md): a module may import its own layer and
# those below. A game's folder spans two: its client half (`table/`), above the shared
# client it draws with, and its pure half (rules, bots, data), below it.
LAYERS = (
    ("the command line", ("game.__main__", "game.crash", "game.selftest")),
    ("the list of games", ("game.games",)),
    ("the app", ("game.app",)),
    ("scenes", ("game.scenes", "game.scenes.*")),
    ("a game's client", ("game.games.*.table", "game.games.*.table.*")),
    ("the labs", ("game.lab", "game.lab.*")),
    ("the shared client", ("game.table", "game.table.*", "game.cards", "game.cards.*")),
    (
        "the table's model",
        (
            "game.session",
            "game.scenarios",
            "game.saved_games",
            "game.autosaves",
            "game.settings",
            "game.reports",
        ),
    ),
    ("a game's rules", ("game.games.*",)),
    ("the balance lab", ("game.sim", "game.sim.*")),
    ("generic bots", ("game.bots", "game.bots.*")),
    ("the kernel", ("game", "game.core", "game.core.*", "game.paths")),
)
UP_ALLOWED: set[tuple[str, str]] = set()
"""Imports that may run up the layers: none. The command line builds the registry and
hands it on; a balance-lab worker process finds it by name (`Registry.source`)."""


def layer_of(module: str) -> int:
    """The layer a module belongs to: the most specific pattern that matches it."""
    found: tuple[int, int] | None = None
    for n, (_, patterns) in enumerate(LAYERS):
        for pattern in patterns:
            if fnmatchcase(module, pattern):  # "*" matches any dotted tail
                score = len(pattern) - 2 * pattern.count("*")
                if found is None or score > found[0]:
                    found = (score, n)
    assert found is not None, f"{module} is in no layer: add it to LAYERS"
    return found[1]


def test_imports_run_down_the_layers() -> None:
    up = {
        (module, target)
        for module, targets in import_graph().items()
        for target in targets
        if layer_of(target) < layer_of(module)
    }
    assert up == UP_ALLOWED


GAMES = ("riders", "dune", "draconium", "hatch", "dml")
TITLES = ("Dragon Riders", "Dragon Dune", "Dominion: Draconium", "Hatch", "Money Laundering")


def test_no_shared_module_names_a_game() -> None:
    """Outside a game's folder, no code names a game: not by its name or title in a
    string (docstrings and comments may give one as an example), nor by importing its
    package."""
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        if (ROOT / "game" / "games") in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {  # a string on a line of its own documents, it is no code
            id(node.value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        }
        for node in ast.walk(tree):
            where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                if id(node) not in docstrings and (
                    text in GAMES or any(title in text for title in TITLES)
                ):
                    found.append(f"{where}: {text!r}")
            elif (
                isinstance(node, ast.ImportFrom)
                and node.module
                and any(node.module.startswith(f"game.games.{g}") for g in GAMES)
            ):
                found.append(f"{where}: imports {node.module}")
    assert found == []
