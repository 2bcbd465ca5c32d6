"""`map_problems` on edited copies of Dragon Dune's map: the loader's problem when it fails
(each kind a designer can make in Tiled), and the territories no border reaches when it
loads; `lab dune --check` prints them and exits 1."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from game.__main__ import main
from game.games.dune.map_check import map_problems

MAPS = Path(__file__).resolve().parents[3] / "maps"
TMX, PNG = "dragon_dune.tmx", "dragon_dune_tiles.png"


@pytest.fixture
def tmx(tmp_path: Path) -> Path:
    for name in (TMX, PNG):
        shutil.copy(MAPS / name, tmp_path / name)
    return tmp_path / TMX


def territory(text: str, rid: str) -> tuple[int, int]:
    """Where the territory object `rid` starts and ends in the map's text."""
    start = text.index(f'name="{rid}" class="territory"')
    return start, text.index("</object>", start)


def set_property(tmx: Path, rid: str, name: str, value: str, kind: str | None = None) -> None:
    """Give a territory's property a new value (and, if `kind`, a new type: "" for string)."""
    text = tmx.read_text(encoding="utf-8")
    start, end = territory(text, rid)
    part = text[start:end]
    old = re.search(rf'<property name="{name}"[^>]*/>', part)
    assert old is not None, name
    typed = f' type="{kind}"' if kind else ""
    if kind is None:
        found = re.search(r'type="(\w+)"', old.group(0))
        typed = f' type="{found.group(1)}"' if found else ""
    part = part.replace(old.group(0), f'<property name="{name}"{typed} value="{value}"/>')
    tmx.write_text(text[:start] + part + text[end:], encoding="utf-8")


def adjacency(tmx: Path) -> dict[str, list[str]]:
    text = tmx.read_text(encoding="utf-8")
    found = re.findall(
        r'name="([^"]+)" class="territory".*?<property name="adjacent" value="([^"]*)"/>',
        text,
        flags=re.S,
    )
    return {rid: [n for n in value.split(",") if n] for rid, value in found}


def cut_off(tmx: Path, group: set[str]) -> None:
    """Take away every border between `group` and the rest, on both sides."""
    for rid, others in adjacency(tmx).items():
        kept = [n for n in others if (n in group) == (rid in group)]
        if kept != others:
            set_property(tmx, rid, "adjacent", ",".join(kept))


def test_the_shipped_map_has_no_problem() -> None:
    assert map_problems(MAPS / TMX) == []


def test_a_good_copy_has_no_problem(tmx: Path) -> None:
    assert map_problems(tmx) == []


def test_a_territory_no_border_reaches(tmx: Path) -> None:
    cut_off(tmx, {"4f"})
    assert map_problems(tmx) == [
        f"{tmx}: territory '4f' cannot be reached: no border joins it to the other "
        "territories (check its 'adjacent' property)"
    ]


def test_a_group_of_territories_cut_off_from_the_rest(tmx: Path) -> None:
    cut_off(tmx, {"1", "1c"})
    assert map_problems(tmx) == [
        f"{tmx}: territories '1', '1c' cannot be reached from the other 26: no border "
        "joins them to the rest (check their 'adjacent' properties)"
    ]


def test_a_missing_territory(tmx: Path) -> None:
    text = tmx.read_text(encoding="utf-8")
    start, end = territory(text, "4f")
    begin = text.rindex("<object", 0, start)
    tmx.write_text(text[:begin] + text[end + len("</object>") :], encoding="utf-8")
    assert map_problems(tmx) == [
        f"{tmx}: layer 'territories' has no region '4f' ('3', '4' and '5c' name it as adjacent)"
    ]


def test_a_territory_twice(tmx: Path) -> None:
    text = tmx.read_text(encoding="utf-8")
    text = text.replace('name="4f" class="territory"', 'name="4" class="territory"', 1)
    tmx.write_text(text, encoding="utf-8")
    assert map_problems(tmx) == [
        f"{tmx}: layer 'territories' has region '4' twice",
        f"{tmx}: layer 'territories' has no region '4f' ('3', '4' and '5c' name it as adjacent)",
    ]


def test_a_polygon_of_two_points(tmx: Path) -> None:
    text = tmx.read_text(encoding="utf-8")
    text = text.replace('points="0,0 192,0 192,256 128,256 128,160 0,160"', 'points="0,0 192,0"')
    tmx.write_text(text, encoding="utf-8")
    assert map_problems(tmx) == [f"{tmx}: territory '6': its polygon has fewer than 3 points"]


def test_an_adjacency_one_side_does_not_list(tmx: Path) -> None:
    set_property(tmx, "2", "adjacent", "1,2f")  # 3 still lists 2
    assert map_problems(tmx) == [
        f"{tmx}: territory '3' lists '2' as adjacent but territory '2' does not list '3'"
    ]


def test_a_number_written_as_text(tmx: Path) -> None:
    set_property(tmx, "2", "event_gold", "8", kind="")
    assert map_problems(tmx) == [
        f"{tmx}: territory '2': property 'event_gold' must be an int, not '8'"
    ]


def test_a_bool_pytmx_cannot_read_is_named(tmx: Path) -> None:
    set_property(tmx, "4", "orcish", "maybe")
    assert map_problems(tmx) == [
        f"{tmx}: territory '4': property 'orcish' is a bool (true or false), not 'maybe'",
    ]


def test_a_whole_number_pytmx_cannot_read_is_named(tmx: Path) -> None:
    set_property(tmx, "4", "track", "four")
    assert map_problems(tmx) == [
        f"{tmx}: territory '4': property 'track' is a whole number, not 'four'"
    ]


def test_check_reports_the_map_and_exits_1(tmx: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cut_off(tmx, {"4f"})
    assert main(["lab", "dune", "--check", "--map", str(tmx)]) == 1
    out = capsys.readouterr().out.splitlines()
    at = out.index("dragon_dune.tmx: 1 problem in the map.")
    assert out[at - 1 : at + 1] == [
        f"{tmx}: territory '4f' cannot be reached: no border joins it to the other "
        "territories (check its 'adjacent' property)",
        "dragon_dune.tmx: 1 problem in the map.",
    ]


def test_check_on_a_good_map_exits_0(tmx: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lab", "dune", "--check", "--map", str(tmx)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "dragon_dune.tmx: the map loads and every territory can be reached." in out
    assert not [line for line in out if str(tmx) in line]  # no problem names the copy


def move_point(tmx: Path, name: str, x: int, y: int) -> None:
    """Drag a point of the anchors or dragon_track layer to (x, y), as Tiled saves it."""
    text = tmx.read_text(encoding="utf-8")
    new, n = re.subn(
        rf'name="{re.escape(name)}" x="[\d.]+" y="[\d.]+"', f'name="{name}" x="{x}" y="{y}"', text
    )
    assert n == 1, name
    tmx.write_text(new, encoding="utf-8")


def test_two_mistakes_are_both_named(tmx: Path) -> None:
    set_property(tmx, "7", "kind", "swamp")
    move_point(tmx, "2.gold", 10, 20)
    assert map_problems(tmx) == [
        f"{tmx}: territory '7': property 'kind' must be one of 'city', 'fort', 'plain', "
        "not 'swamp'",
        f"{tmx}: layer 'anchors': point '2.gold' at (10, 20) is outside region '2'",
    ]


def test_three_mistakes_are_all_named_and_counted(
    tmx: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    set_property(tmx, "4", "orcish", "maybe")  # pytmx alone would stop the whole map here
    move_point(tmx, "12", 10, 20)  # the dragon's 12 off 12f
    cut_off(tmx, {"4f"})
    expected = [
        f"{tmx}: territory '4': property 'orcish' is a bool (true or false), not 'maybe'",
        f"{tmx}: layer 'dragon_track': point '12' at (10, 20) is not on a region numbered 12",
        f"{tmx}: territory '4f' cannot be reached: no border joins it to the other "
        "territories (check its 'adjacent' property)",
    ]
    assert map_problems(tmx) == expected
    assert main(["lab", "dune", "--check", "--map", str(tmx)]) == 1
    out = capsys.readouterr().out.splitlines()
    at = out.index("dragon_dune.tmx: 3 problems in the map.")
    assert out[at - 3 : at] == expected


def test_a_one_sided_border_and_a_bad_card_are_both_named(tmx: Path) -> None:
    set_property(tmx, "2", "adjacent", "1,2f")  # 3 still lists 2
    set_property(tmx, "8", "event_card", "8X")
    set_property(tmx, "9f", "start", "Z")
    assert map_problems(tmx) == [
        f"{tmx}: territory '8': property 'event_card' '8X' is not a card",
        f"{tmx}: territory '9f': property 'start' must be one of '', 'D', 'E', 'G', 'O', not 'Z'",
        f"{tmx}: territory '3' lists '2' as adjacent but territory '2' does not list '3'",
    ]


def test_a_track_number_off_the_dragons_track(tmx: Path) -> None:
    set_property(tmx, "7", "track", "19")
    assert map_problems(tmx)[0] == (
        f"{tmx}: territory '7': property 'track' is 19; the dragon's numbers are 1 to 18 "
        "(or 0: the dragon never comes)"
    )


def test_a_track_number_its_id_contradicts(tmx: Path) -> None:
    set_property(tmx, "7", "track", "8")
    assert map_problems(tmx) == [f"{tmx}: territory '7': property 'track' is 8, its id says 7"]


def test_an_event_card_no_plain_names(tmx: Path) -> None:
    """§1.2: the 16 event cards each name a plain; a plain made a fort leaves its card."""
    set_property(tmx, "7", "event_card", "")
    set_property(tmx, "7", "event_gold", "0")
    set_property(tmx, "7", "kind", "fort")
    set_property(tmx, "7", "fort", "true")
    assert map_problems(tmx) == [
        f"{tmx}: 1 event card (8D) names no plain; each of the 16 event cards names one plain"
    ]
