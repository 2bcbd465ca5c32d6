"""A Tiled JSON map (.tmj, .json) is named as one, with how to save it as .tmx."""

from pathlib import Path

import pytest

from game.__main__ import main
from game.core.errors import DataError
from game.core.map_files import read_root

SAID = (
    "this is a Tiled JSON map; Dragon Table reads .tmx maps: save it as .tmx (in Tiled: "
    "File > Export As… and choose the TMX format, or Save As with the TMX format)"
)
JSON_MAP = '{"type": "map", "width": 57, "height": 25, "layers": []}\n'


@pytest.mark.parametrize("name", ["board.tmj", "board.json", "board.TMJ"])
def test_a_json_map_by_its_name_is_named_before_any_xml_is_parsed(
    tmp_path: Path, name: str
) -> None:
    path = tmp_path / name
    path.write_text("not even json", encoding="utf-8")  # the name alone says it
    with pytest.raises(DataError) as caught:
        read_root(path)
    assert caught.value.problems == (SAID,)


def test_a_json_map_saved_under_a_tmx_name_is_named_by_its_text(tmp_path: Path) -> None:
    path = tmp_path / "board.tmx"
    path.write_text("  " + JSON_MAP, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        read_root(path)
    assert caught.value.problems == (SAID,)


def test_a_broken_xml_map_is_still_not_well_formed_xml(tmp_path: Path) -> None:
    path = tmp_path / "board.tmx"
    path.write_text("<map><layer></map>", encoding="utf-8")
    with pytest.raises(DataError) as caught:
        read_root(path)
    assert caught.value.problems[0].startswith("the map is not well-formed XML")


def test_lab_map_refuses_a_json_map_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "board.tmj"
    path.write_text(JSON_MAP, encoding="utf-8")
    assert main(["lab", "dune", "--map", str(path)]) == 2  # the window never opens
    said = capsys.readouterr()
    assert said.err == f"Can't open the lab: {path}: {SAID}.\n"
    assert said.out == ""


def test_lab_check_names_a_json_map_under_a_tmx_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "board.tmx"
    path.write_text(JSON_MAP, encoding="utf-8")
    assert main(["lab", "dune", "--map", str(path), "--check"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert f"{path}: {SAID}" in out
    assert "board.tmx: 1 problem in the map." in out
