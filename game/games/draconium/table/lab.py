"""Dominion: Draconium in the layout lab: every card of the card files, Dominion-style faces;
the ten dragon lines' Eggs, Drakes and Dragons (double-sided landscape pieces, from the
dragon lines file); and the Roost mat and the Recycling mat."""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.core.data import read_text
from game.games.draconium.cards import Catalog, companion, load_catalog
from game.games.draconium.line_text import line_text_problems
from game.games.draconium.lines import LineSpec, load_lines
from game.games.draconium.setup import pile_size
from game.games.draconium.table.faces import DominionFaces, load_dominion_layout
from game.games.draconium.table.pieces import (
    SIDES,
    STAGES,
    LinePieces,
    mat_height,
    piece_name,
    recycling_mat,
    roost_mat,
)
from game.games.draconium.text_check import scripted, text_problems
from game.games.draconium.vocabulary import Effect
from game.lab.deck import CHECK_WIDTH, LabCard, entry_lines, shown

PRINT_PLAYERS = 4  # piles are printed as large as a four-player game needs them
MATS = {"mat:Roost": ("Roost mat", PRINT_PLAYERS), "mat:Recycling": ("Recycling mat", 1)}
"""The mats by id: the name, and how many a set needs (a Roost mat for each player)."""


class DraconiumDeck:
    """The cards of a Draconium card file (and the expansion file), drawn with one layout."""

    title = "Dominion: Draconium"

    def __init__(self, cards: Path | None = None, layout: Path | None = None) -> None:
        self.cards_path = cards or paths.card_file("draconium")
        self.layout_path: Path | None = layout or paths.asset("layouts", "draconium.toml")
        expansion = companion(self.cards_path, "draconium_expansion")
        lines_path = companion(self.cards_path, "dragon_lines")
        self.extra_files: tuple[Path, ...] = (expansion, lines_path)
        self.catalog: Catalog = load_catalog(self.cards_path, expansion)
        self.faces = DominionFaces(self.catalog, load_dominion_layout(self.layout_path))
        self.lines: dict[str, LineSpec] = load_lines(lines_path)
        self.pieces = LinePieces(self.lines, self.faces.layout)
        lines = entry_lines(read_text(self.cards_path, "card file"), "card")
        more = entry_lines(read_text(expansion, "card file"), "card")
        places = [(n, "") for n in lines] + [(n, expansion.name) for n in more]
        self._cards = []
        for n, card in enumerate(self.catalog.cards.values()):
            line, file = places[n] if n < len(places) else (0, "")
            self._cards.append(
                LabCard(
                    id=card.name,
                    name=card.name,
                    kind=" – ".join(card.types),
                    cost=card.cost,
                    copies=_copies(self.catalog, card.name),
                    fields=(
                        ("name", card.name),
                        ("cost", f"{card.cost}{'' if card.buyable else '*'}"),
                        ("types", shown(card.types)),
                        ("set", card.set),
                        ("text", card.text),
                        ("effects", effects_line(card.effects) or card.script or "—"),
                        ("coins", str(card.coins)),
                        ("vp", str(card.vp)),
                        ("pile", card.pile or "—"),
                        ("requires", shown(card.requires)),
                    ),
                    line=line,
                    file=file,
                    pile=card.pile_name,  # one supply pile: a kind, or a split pile's tiers
                )
            )
        self._cards += line_pieces(
            self.lines, entry_lines(read_text(lines_path, "card file"), "line"), lines_path.name
        )
        self._cards += [
            LabCard(id_, name, "Mat", None, copies, (("name", name),), shape="mat")
            for id_, (name, copies) in MATS.items()
        ]

    def cards(self) -> list[LabCard]:
        return list(self._cards)

    def height_for(self, width: int) -> int:
        return self.faces.height_for(width)

    def height_of(self, card_id: str, width: int) -> int:
        """A piece in its landscape proportions, a mat twice as wide as tall, a card a card."""
        if piece_of(card_id) is not None:
            return self.pieces.height_for(width)
        if card_id in MATS:
            return mat_height(width)
        return self.faces.height_for(width)

    def elements(self, card_id: str, width: int) -> list[tuple[str, tuple[int, int, int, int]]]:
        """Where a card face's elements are at this width (for the print safe line); a
        piece or a mat, drawn by code edge to edge, lists none."""
        if piece_of(card_id) is not None or card_id.startswith("mat:"):
            return []
        return self.faces.elements(card_id, width)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        """A card's face; a piece's first side (an Egg's hatch side, a beast's dispatch
        side); a mat."""
        piece = piece_of(card_id)
        if piece is not None:
            stage, line = piece
            return self.pieces.side(line, stage, SIDES[stage][0], width)
        if card_id == "mat:Roost":
            return roost_mat(width)
        if card_id == "mat:Recycling":
            return recycling_mat(width)
        return self.faces.face(card_id, width)

    def back(self, width: int) -> pygame.Surface:
        return self.faces.back(width)

    def back_of(self, card_id: str, width: int) -> pygame.Surface:
        """A card's back; a piece's other side (an Egg's legend side, a beast's disengage
        side, which shows the line's legend); a mat, printed on one side, is its own back."""
        piece = piece_of(card_id)
        if piece is not None:
            stage, line = piece
            return self.pieces.side(line, stage, SIDES[stage][1], width)
        if card_id in MATS:
            return self.face(card_id, width)
        return self.faces.back(width)

    def forget_wide(self, width: int) -> None:
        self.faces.forget_wide(width)
        self.pieces.forget_wide(width)

    def text_problems(self) -> list[str]:
        """Each card whose own text disagrees with its effects, one sentence each, starting
        with the card's name ("Wyrm Tithe: \"Each other player gains a Copper\" does
        nothing in the rules"), then each Egg, Drake or Dragon whose kept words disagree with
        its steps."""
        return [*text_problems(self.catalog), *line_text_problems(self.lines)]

    def text_notes(self) -> list[str]:
        """What `lab --check` says besides: the cards whose rules are a named script."""
        found = scripted(self.catalog)
        if not found:
            return [f"{self.title}: every card's rules are its effects."]
        listed = ", ".join(f"{c.name} ({c.script})" for c in found)
        return [f"{self.title}: {len(found)} cards keep a script: {listed}."]

    def overflows(self, card_id: str) -> tuple[str, ...]:
        piece = piece_of(card_id)
        if piece is not None:
            stage, line = piece
            return self.pieces.overflow_fields(line, stage, CHECK_WIDTH)
        if card_id in MATS:
            return ()
        return self.faces.overflow_fields(card_id, CHECK_WIDTH)


def effects_line(effects: tuple[Effect, ...]) -> str:
    """A card's effects as the side panel shows them and the lab compares them: each step
    with its arguments, nested steps in brackets ("cards 2; each_other [gain Copper]")."""
    return "; ".join(_effect_words(fx) for fx in effects)


def _effect_words(fx: Effect) -> str:
    parts = [fx.step]
    for key, value in fx.args:
        if isinstance(value, tuple) and value and isinstance(value[0], Effect):
            parts.append(f"{key} [{effects_line(value)}]")
        elif key == "n":
            parts.append(str(value))
        else:
            parts.append(f"{key} {' '.join(value) if isinstance(value, tuple) else value}")
    return " ".join(parts)


def _copies(catalog: Catalog, name: str) -> int:
    """How many of the card a printed set needs: the pile of a four-player game."""
    card = catalog.cards[name]
    if card.copies:
        return card.copies
    if card.set in ("nonsupply", "ruins"):
        return 1
    return pile_size(catalog, name, PRINT_PLAYERS)


def piece_id(stage: str, line: str) -> str:
    """The lab's id of a line's piece: "egg:Abyssal", "drake:Abyssal", "dragon:Abyssal"."""
    return f"{stage.lower()}:{line}"


def piece_of(card_id: str) -> tuple[str, str] | None:
    """(the stage, the line) of a piece's id; None for a card's or a mat's."""
    head, _, line = card_id.partition(":")
    stage = head.capitalize()
    return (stage, line) if line and stage in STAGES else None


def line_pieces(lines: dict[str, LineSpec], places: list[int], file: str) -> list[LabCard]:
    """Every Egg, then every Drake, then every Dragon, in the lines file's order; a set
    has one of each for every player (two players may have the same line)."""
    order = {name: n for n, name in enumerate(lines)}
    found = []
    for stage in STAGES:
        for name, line in lines.items():
            n = order[name]
            fields = [("line", name), ("name", piece_name(line, stage))]
            if stage == "Egg":
                fields += [("target", str(line.target)), ("counts", line.counts)]
                fields += [("invest", line.invest)] if line.invest else []
                fields += [("hatch", line.hatch), ("theme", line.theme)]
                fields += [("setup", shown(list(line.setup)))] if line.setup else []
            else:
                fields += [(side, line.text(stage, side)) for side in SIDES[stage]]
            found.append(
                LabCard(
                    id=piece_id(stage, name),
                    name=piece_name(line, stage),
                    kind=stage,
                    cost=None,
                    copies=PRINT_PLAYERS,
                    fields=tuple(fields),
                    line=places[n] if n < len(places) else 0,
                    file=file,
                    shape="tile",
                )
            )
    return found
