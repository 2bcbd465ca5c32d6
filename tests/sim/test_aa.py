"""A short A/A run (benchmarks/bench_aa.py): Riders' card file against itself on other
seeds, with the easy bots. The arms are independent games of one file, so the table is
not paired, and after Benjamini–Hochberg no row is starred."""

from __future__ import annotations

from benchmarks.bench_aa import aa_run, arms, table


def test_the_arms_are_the_same_file_on_seed_ranges_side_by_side() -> None:
    a, b = arms(150, 2)
    assert (a.seed, b.seed, a.games, b.games) == (601, 751, 150, 150)
    assert a.cards == b.cards and a.bots == b.bots == ("easy",)


def test_an_a_a_comparison_stars_no_row_after_the_correction() -> None:
    result = aa_run(100, 0)
    assert not result["paired"] and result["seeds_b"] == [101, 200]
    assert result["rows"] > 40  # seats, each card's use shifts, its users' win rates
    assert result["after"] == 0 and result["starred_rows"] == []
    assert result["before"] == len(result["before_rows"]) <= 0.1 * result["rows"]
    lines = table([result], 100)
    assert lines[2].startswith("| 1 | 1–100 | 101–200 | ")
    assert lines[-1].endswith("Runs meeting the bar (≤ 5 % before and none after): "
                              f"{int(result['before'] <= 0.05 * result['rows'])} of 1.")  # fmt: skip
