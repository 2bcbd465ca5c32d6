"""A map from someone else can name no file outside its own folder, can be no larger
than the caps, and is parsed once: the board loader, the lab's check, a simulation's
packing for its workers and the worker writing the map's files all refuse what would
leave the folder, each with a sentence naming the map and the name it gave."""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import paths
from game.core import map_files
from game.core.errors import DataError
from game.games.dune.board import load_board, read_map
from game.sim.chunks import map_files_of, play_chunk_with_cards
from game.sim.records import SimSpec

SHIPPED = paths.MAPS / "dragon_dune.tmx"
TILES = "dragon_dune_tiles.png"


def copy_map(folder: Path, change: tuple[str, str] | None = None) -> Path:
    """The shipped map and its tileset image in `folder`, with one text replaced."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(paths.MAPS / TILES, folder / TILES)
    text = SHIPPED.read_text(encoding="utf-8")
    if change is not None:
        old, new = change
        assert old in text
        text = text.replace(old, new, 1)
    path = folder / "received.tmx"
    path.write_text(text, encoding="utf-8")
    return path


IMAGE_LAYER = '<imagelayer id="99" name="sky"><image source="{}"/></imagelayer>\n</map>'

ESCAPES = {
    "an image layer leading up": (
        ("</map>", IMAGE_LAYER.format("../../x.txt")),
        "its <image> names '../../x.txt', which leads out of the map's folder ('..')",
    ),
    "an absolute tileset image": (
        (f'source="{TILES}"', 'source="/etc/passwd"'),
        "its <image> names '/etc/passwd', an absolute path; a map names files in its own "
        "folder only",
    ),
    "a Windows drive": (
        (f'source="{TILES}"', 'source="C:\\keys\\id.png"'),
        "an absolute path",
    ),
    "a web address": (
        (f'source="{TILES}"', 'source="http://example.org/tiles.png"'),
        "its <image> names 'http://example.org/tiles.png', a web address; a map names "
        "files beside it only",
    ),
    "an object's template": (
        ("<object ", '<object template="../secret.tx" '),
        "its <object> names '../secret.tx', which leads out of the map's folder ('..')",
    ),
}


@pytest.mark.parametrize("kind", sorted(ESCAPES))
def test_a_map_naming_a_file_outside_its_folder_is_refused_everywhere(
    kind: str, tmp_path: Path
) -> None:
    change, words = ESCAPES[kind]
    path = copy_map(tmp_path / "maps", change)
    with pytest.raises(DataError) as raised:
        load_board(path)
    assert raised.value.path == str(path)
    assert any(words in said for said in raised.value.problems), raised.value.problems
    with pytest.raises(DataError) as packed:  # nothing of it is sent to a cluster
        map_files_of(path)
    assert any(words in said for said in packed.value.problems)


def test_a_link_leading_out_of_the_folder_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "outside.png"
    shutil.copy(paths.MAPS / TILES, outside)
    path = copy_map(tmp_path / "maps", (f'source="{TILES}"', 'source="linked.png"'))
    os.symlink(outside, path.parent / "linked.png")
    problems = read_map(path).problems
    assert problems == (
        "its <image> names 'linked.png', which leads out of the map's folder (through a link)",
    )


def test_the_worker_writes_no_file_outside_its_folder(tmp_path: Path) -> None:
    path = copy_map(tmp_path / "maps")
    files = map_files_of(path)
    assert list(files) == ["received.tmx", TILES]  # the map first, and what it names
    spec = SimSpec("dune", 1, ("easy",), 2, 1, None, {}, 1_500, map_file=path)
    hostile = {"received.tmx": files["received.tmx"], "../../escaped.png": b"x"}
    with pytest.raises(ValueError, match="leads out of the map's folder"):
        play_chunk_with_cards(spec, 0, 1, "game.games", None, hostile)
    absolute = {"received.tmx": files["received.tmx"], str(tmp_path / "abs.png"): b"x"}
    with pytest.raises(ValueError, match="an absolute path"):
        play_chunk_with_cards(spec, 0, 1, "game.games", None, absolute)
    assert not (tmp_path / "abs.png").exists()
    assert not list(Path("/tmp").glob("escaped.png"))


SIZES = {
    "200000×200000 tiles": (
        ('width="57" height="25"', 'width="200000" height="200000"'),
        "the map is 200000×200000 tiles; a map may be 1024×1024 tiles at most",
    ),
    "1024×1024 tiles of 256 pixels": (
        ('width="57" height="25" tilewidth="32" tileheight="32"',
         'width="1024" height="256" tilewidth="256" tileheight="256"'),
        "the map has 262,144 cells" if False else "pixels; a map may be 16,384 pixels",
    ),
    "tiles of 100000 pixels": (
        ('tilewidth="32" tileheight="32" infinite', 'tilewidth="100000" tileheight="100000" '
         "infinite"),
        "its tiles are 100000×100000 pixels; a tile may be 512 at most",
    ),
}  # fmt: skip


@pytest.mark.parametrize("kind", sorted(SIZES))
def test_a_map_too_large_is_refused_from_its_attributes(kind: str, tmp_path: Path) -> None:
    change, words = SIZES[kind]
    path = copy_map(tmp_path, change)
    problems = read_map(path).problems
    assert len(problems) == 1 and words in problems[0], problems


def test_a_layer_larger_than_its_map_allows_is_refused(tmp_path: Path) -> None:
    text = SHIPPED.read_text(encoding="utf-8")
    first_layer = text.index("<layer ")
    end = text.index(">", first_layer)
    tag = text[first_layer:end]
    wide = tag.replace('width="57"', 'width="200000"').replace('height="25"', 'height="200000"')
    assert wide != tag
    path = tmp_path / "layer.tmx"
    shutil.copy(paths.MAPS / TILES, tmp_path / TILES)
    path.write_text(text[:first_layer] + wide + text[end:], encoding="utf-8")
    (problem,) = read_map(path).problems
    assert problem.endswith(
        "is 200000×200000 tiles; a layer may be 1024×1024 and 262,144 cells at most"
    )


def test_a_map_of_50_mb_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = copy_map(tmp_path)
    with path.open("ab") as out:
        out.write(b"<!-- " + b"x" * 50_000_000 + b" -->\n")
    size = path.stat().st_size
    assert read_map(path).problems == (
        f"the map is {size:,} bytes; a map may be 8,000,000 bytes at most",
    )


def test_a_map_with_entities_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    laughs = (
        '<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa">'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<map width="&b;"/>\n'
    )
    path = tmp_path / "laughs.tmx"
    path.write_text(laughs, encoding="utf-8")
    assert read_map(path).problems == (
        "the map holds a document type (<!DOCTYPE or <!ENTITY); Tiled writes none",
    )


def test_a_map_with_too_many_objects_is_refused(tmp_path: Path) -> None:
    many = "".join(f'<object id="{9000 + i}" x="1" y="1"/>' for i in range(10_001))
    path = copy_map(tmp_path, ("</objectgroup>", many + "</objectgroup>"))
    assert read_map(path).problems == ("the map has 10,161 objects; a map may have 10,000 at most",)


def test_the_map_is_parsed_once_while_it_stays_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = copy_map(tmp_path)
    parsed = []
    read_root = map_files.read_root

    def counting(where: Path) -> object:
        parsed.append(where)
        return read_root(where)

    monkeypatch.setattr(map_files, "read_root", counting)
    first = load_board(path)
    assert load_board(path) is first and read_map(path).board is first
    assert len(parsed) == 1
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert load_board(path) is not first  # changed: read again
    assert len(parsed) == 2


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (1_500_000_000, 1_500_000_000))


@pytest.mark.parametrize(
    "command",
    [
        ["lab", "dune", "--check", "--map"],
        ["simulate", "dune", "--games", "1", "--jobs", "1", "--quiet", "--no-plots", "--map"],
    ],
    ids=["lab --check", "simulate"],
)
def test_the_commands_say_what_is_wrong_with_a_huge_map_and_no_traceback(
    command: list[str], tmp_path: Path
) -> None:
    """Under a 1.5 GB limit (a 200000×200000 map once took 320 GB), bounded in time."""
    path = copy_map(tmp_path, ('width="57" height="25"', 'width="200000" height="200000"'))
    root = str(Path(__file__).resolve().parents[2])  # this checkout's game, wherever run
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": root}
    done = subprocess.run(
        [sys.executable, "-m", "game", *command, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=_limited,
        env=env,
        cwd=tmp_path,
    )
    said = done.stdout + done.stderr
    assert done.returncode != 0
    assert "Traceback" not in said and "MemoryError" not in said
    assert "the map is 200000×200000 tiles; a map may be 1024×1024 tiles at most" in said
