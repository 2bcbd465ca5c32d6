"""Dragon Table: a desktop tabletop client for five dragon games."""

__version__ = "0.1.0"
