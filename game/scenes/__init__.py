"""Scenes: title, new game, table, curtain, results, menu. Draw never changes state."""
