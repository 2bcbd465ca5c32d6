"""Dragon Dune: the board, the cards and the rules for four factions.

Rules reference: shared/games/dragon-dune.md (R1–R47). The board is read from
`maps/dragon_dune.tmx`. The package's `ENTRY` plugs the game into the app; its
client half (the map table, dice) is the `table` subpackage.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import paths
from game.bots.random_bot import RandomBot
from game.core.entry import BoardMap, GameEntry, lazy_search
from game.core.runner import Player

MAP_FILE = "dragon_dune.tmx"
NORMAL, STRONG = 200, 800
"""The search bots' iterations a decision (normal, strong). An iteration costs about half a
millisecond of one core (a world, a walk down the tree, a 16-move playout), so the strong
bot's decisions take about 0.35 s at the median and under 0.6 s at the 95th percentile
on an idle core; the normal bot's a quarter of that."""


def _rules() -> Any:
    from game.games.dune.rules import DuneRuleset

    return DuneRuleset()


def _rules_from(cards: Path) -> Any:
    """Dragon Dune played with a designer's copy of dune.toml (the layout lab's playtest)."""
    from game.games.dune.cards import load_dune_data
    from game.games.dune.rules import DuneRuleset

    return DuneRuleset(data=load_dune_data(cards))


def _rules_on_map(cards: Path | None, board: Path) -> Any:
    """Dragon Dune on a designer's copy of the map (and card file, None: the game's own),
    both read at once so a damaged one raises DataError (the layout lab's playtest)."""
    from game.games.dune.board import load_board
    from game.games.dune.cards import load_dune_data
    from game.games.dune.rules import DuneRuleset

    data = load_dune_data(cards or paths.card_file("dune"))
    return DuneRuleset(board=load_board(board), data=data)


def _load_board(path: Path) -> Any:
    from game.games.dune.board import load_board

    return load_board(path)


def _board_problems(board: Any) -> list[str]:
    from game.games.dune.map_check import board_problems

    return board_problems(board)


def _map_problems(path: Path) -> list[str]:
    from game.games.dune.map_check import map_problems

    return map_problems(path)


def _map_warnings(path: Path) -> list[str]:
    from game.games.dune.map_outlines import map_warnings

    return map_warnings(path)


def _easy(ruleset: Any, seed: int) -> Player:
    from game.games.dune.bots import EasyDuneBot

    return EasyDuneBot(ruleset, seed)


def _searching(ruleset: Any, seed: int, iterations: int) -> Player:
    """The generic search bot over the moves worth its time (search.SearchRules)."""
    from game.bots.search import SearchBot
    from game.games.dune.search import SearchRules

    return SearchBot(SearchRules(ruleset), seed, SEARCH, iterations)


SEARCH = lazy_search("game.games.dune.search", horizon=16)
"""The generic search bot's hooks (game/games/dune/search.py, imported when first used).
A playout plays 16 moves before the estimate, enough to see an auction or a Recruitment
turn through: in trial games 16 beat 4, 8 and 32 at the same number of iterations."""


def card_data() -> str:
    """Self-test: the factions' numbers and the board they are played on."""
    from game.games.dune.board import load_board
    from game.games.dune.cards import load_dune_data

    data = load_dune_data(paths.card_file("dune"))
    board = load_board(paths.MAPS / MAP_FILE)
    borders = sum(len(n) for n in board.adjacency.values()) // 2
    return (
        f"{len(data.factions)} factions; the board has {len(board.regions)} regions "
        f"and {borders} borders"
    )


def maps() -> str:
    """Self-test: the Tiled map's layers, regions and tileset."""
    from game.games.dune.board import load_board

    board = load_board(paths.MAPS / MAP_FILE)
    return f"{MAP_FILE}: {len(board.regions)} territories, {len(board.track)} track points"


ENTRY = GameEntry(
    name="dune",
    title="Dragon Dune",
    make_rules=_rules,
    rules_from=_rules_from,
    bots={
        "easy": _easy,
        "normal": lambda ruleset, seed: _searching(ruleset, seed, NORMAL),
        "strong": lambda ruleset, seed: _searching(ruleset, seed, STRONG),
        "random": lambda ruleset, seed: RandomBot(seed),
    },
    default_bot="easy",
    bot_aliases={"greedy": "easy"},
    search=SEARCH,
    client="game.games.dune.table",
    data_files=("cards/dune.toml", f"maps/{MAP_FILE}", "maps/dragon_dune_tiles.png"),
    checks=(("card data", card_data), ("maps", maps)),
    scenario="game.games.dune.scenario",
    balance="game.games.dune.balance",
    # the longest of 300 games between the default bots took 347 moves
    max_moves=1_500,
    board_map=BoardMap(
        file=MAP_FILE,
        load=_load_board,
        problems=_board_problems,
        check=_map_problems,
        rules_on=_rules_on_map,
        look="game.games.dune.table.map_look:LOOK",
        warnings=_map_warnings,
    ),
)
