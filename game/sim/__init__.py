"""The balance lab: thousands of seeded bot games from a card file, read as rates.

Pure (no pygame): `records` describes a simulation and one game's outcome,
`play` plays one game, `pool` plays many on all cores (the same records for any
number of jobs), `stats` turns records into rates with 95 % Wilson intervals,
`report` writes summary.json and games.csv, `plots` draws PNGs with matplotlib's
Agg backend, `nudge` edits one number of one card, and `cli` is
`python -m game simulate`. A game says what its cards' uses are (drafted, bought,
played, hatched…) in its own `balance` module, named by its entry.
"""
