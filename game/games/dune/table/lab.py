"""Dragon Dune in the layout lab: the 52 playing cards, with each card's part in the game
and the pile it lies in, the board, one token of each faction and each faction's sheet.

Dune is played with a standard deck drawn by code, so it has no layout file; the
card file (`dune.toml`) gives each suit's faction and what its Ace does. The artifact
cards are the Artifact deck: the 2–6 of every suit and the four Aces (the Special
Cards); the 7–10 are the Event deck, Kings the faction cards, Queens the Usurpers and
Jacks the Sabotaged Artifacts. The board is the Tiled map's art, as the table draws it.
A faction sheet (a mat) holds every field of its faction: an edit to any shows the sheet
as changed; its texts are written from the powers the faction names, and a text the
designer words by hand is compared with them (`text_problems`).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.cards import playing
from game.core.data import read_text
from game.games.dune.board import Board, default_board
from game.games.dune.cards import DuneData, FactionSpec, load_dune_data
from game.games.dune.powers import SLOTS, TEXT_KEYS, text_mismatches
from game.games.dune.state import full_deck
from game.games.dune.table.kit import FACTION_COLOURS, map_art, plain_map, role_of, token
from game.games.dune.table.sheet import draw_sheet, sheet_height, start_words
from game.lab.deck import CHECK_WIDTH, LabCard, entry_lines

SUIT_NAMES = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
PILES = {
    "Faction": "Faction cards",
    "Usurper": "Usurpers",
    "Sabotage": "Sabotaged Artifacts",
    "Special": "Artifact deck",
    "Artifact": "Artifact deck",
    "Event": "Event deck",
}
"""The pile each part of the deck lies in at the table (rules §2): an Ace is a Special
Card of the Artifact deck."""
BOARD = "board"  # the board's id
TOKEN = "token:"  # a faction's token: "token:D"
SHEET = "sheet:"  # a faction's sheet: "sheet:D"
SHEETS = "Faction sheets"  # their pile


BOARD_BACK = (92, 74, 50)  # the board's plain back: dark sand


class DuneDeck:
    """Dragon Dune's playing cards and the factions of one card file (the lab's `LabDeck`)."""

    title = "Dragon Dune"

    def __init__(self, cards: Path | None = None, layout: Path | None = None) -> None:
        self.cards_path = cards or paths.card_file("dune")
        self.extra_files: tuple[Path, ...] = ()
        self.layout_path: Path | None = None  # standard cards: drawn by code alone
        data = load_dune_data(self.cards_path)
        self.data: DuneData = data
        lines = entry_lines(read_text(self.cards_path, "card file"), "faction")
        by_suit = {
            f.suit: (f, lines[n] if n < len(lines) else 0) for n, f in enumerate(data.factions)
        }
        self._cards = []
        for card in full_deck():
            rank, suit = card[:-1], card[-1]
            faction, line = by_suit.get(suit, (None, 0))
            role = role_of(card)
            fields = [("card", f"{rank} of {SUIT_NAMES[suit]}"), ("role", role)]
            fields.append(("pile", PILES[role]))
            if faction is not None:
                fields.append(("faction", faction.name))
                if rank == "A":
                    fields.append(("ace", data.text(data.factions.index(faction), "ace")))
                elif rank == "K":
                    power = data.text(data.factions.index(faction), "powers")
                    fields.append(("power", power))
            self._cards.append(
                LabCard(card, fields[0][1], role, None, 1, tuple(fields), line, pile=PILES[role])
            )
        self.board: Board = default_board()
        self._map: pygame.Surface | None = None  # the map's art at full size, once drawn
        self.map_problem = ""  # why the map's art could not be drawn, if it could not
        self.seats = {f"{TOKEN}{f.letter}": seat for seat, f in enumerate(data.factions)}
        # the faction sheets after the cards (the Kings are the faction cards), then the board
        self.sheets = {f"{SHEET}{f.letter}": seat for seat, f in enumerate(data.factions)}
        for seat, faction in enumerate(data.factions):
            self._cards.append(self._sheet_card(seat, faction, by_suit[faction.suit][1]))
        self._cards.append(self._board_card())
        for seat, faction in enumerate(data.factions):
            red, green, blue = FACTION_COLOURS[seat % len(FACTION_COLOURS)]
            about = (
                ("faction", faction.name),
                ("tokens", str(data.tokens)),
                ("colour", f"#{red:02x}{green:02x}{blue:02x}"),
            )
            self._cards.append(
                LabCard(
                    f"{TOKEN}{faction.letter}",
                    f"{faction.name} token",
                    "Token",
                    None,
                    data.tokens,
                    about,
                    by_suit[faction.suit][1],
                    shape="token",
                )
            )

    def _sheet_card(self, seat: int, faction: FactionSpec, line: int) -> LabCard:
        """A faction's sheet: every field of its entry, and the texts the sheet shows."""
        data = self.data
        fields = [
            ("letter", faction.letter),
            ("name", faction.name),
            ("suit", faction.suit),
            ("gold", str(faction.gold)),
            ("artifacts", str(faction.artifacts)),
            ("hand_limit", str(faction.hand_limit)),
            ("tokens", start_words(data, seat)),
            ("conscript", str(faction.conscript)),
            ("move_range", str(faction.move_range)),
            ("powers", ", ".join(faction.powers) or "none"),
            ("ace", faction.ace or "none"),
            ("alliance", faction.alliance or "none"),
        ]
        for slot in SLOTS:
            fields.append((TEXT_KEYS[slot], data.text(seat, slot)))
        return LabCard(
            f"{SHEET}{faction.letter}",
            sheet_name(faction),
            "Faction sheet",
            None,
            1,
            tuple(fields),
            line,
            shape="mat",
            pile=SHEETS,
        )

    def text_problems(self) -> list[str]:
        """Each sentence of a faction's own wording (`power_text`, `ace_text`,
        `alliance_text`) that names no power the faction has, starting with its sheet's
        name: "Goblins faction sheet: "…" is the Dwarves' artifact_bank (§4), …"."""
        data = self.data
        names = {f.letter: f.name for f in data.factions}
        said = []
        for faction in data.factions:
            for slot in SLOTS:
                own = faction.hand_text(slot)
                if own:
                    found = text_mismatches(faction.name, faction.named(), own, names)
                    said += [f"{sheet_name(faction)}: {problem}" for problem in found]
        return said

    def _board_card(self) -> LabCard:
        board = self.board
        fields = (
            ("map", Path(board.path).name),
            ("size", f"{board.size[0]} × {board.size[1]} pixels"),
            ("territories", str(len(board.regions))),
            ("track", f"1–{max(board.track)}"),
        )
        return LabCard(BOARD, "The board", "Board", None, 1, fields, shape="board")

    def cards(self) -> list[LabCard]:
        return list(self._cards)

    def height_for(self, width: int) -> int:
        return playing.height_for(width)

    def height_of(self, card_id: str, width: int) -> int:
        """The board in the map's proportions, a token round, a card a playing card."""
        if card_id == BOARD:
            w, h = self.board.size
            return max(1, round(width * h / w))
        if card_id in self.seats:
            return width
        if card_id in self.sheets:
            return sheet_height(width)
        return playing.height_for(width)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        if card_id == BOARD:
            size = (width, self.height_of(card_id, width))
            return pygame.transform.smoothscale(self._map_art(), size)
        if card_id in self.seats:
            return token(self.seats[card_id], 1, width)
        if card_id in self.sheets:
            return draw_sheet(self.data, self.sheets[card_id], width).image
        return playing.face(card_id, width, role_of(card_id))

    def _map_art(self) -> pygame.Surface:
        """The map's tile art at full size, as the table draws it; the plain board, with
        the reason kept, when the art will not draw."""
        if self._map is None:
            try:
                self._map = map_art(self.board.path)
            except Exception as exc:  # damaged art: the board is still shown, plain
                self.map_problem = f"{self.board.path}: the map's art could not be drawn ({exc})."
                self._map = plain_map(self.board)
        return self._map

    def back(self, width: int) -> pygame.Surface:
        return playing.back(width)

    def back_of(self, card_id: str, width: int) -> pygame.Surface:
        """A card's back; a token is the same on both sides; the board's back is plain
        (it lies face up, so a print shop need not print the map twice)."""
        if card_id in self.seats:
            return self.face(card_id, width)
        if card_id == BOARD or card_id in self.sheets:
            back = pygame.Surface((width, self.height_of(card_id, width)))
            back.fill(BOARD_BACK)  # a sheet lies face up too
            return back
        return playing.back(width)

    def forget_wide(self, width: int) -> None:
        playing.face.cache_clear()  # standard faces are quick to draw again at any width
        playing.back.cache_clear()

    def overflows(self, card_id: str) -> tuple[str, ...]:
        """A faction sheet's texts that do not fit (at CHECK_WIDTH); playing cards have
        no texts to overflow."""
        if card_id not in self.sheets:
            return ()
        drawn = draw_sheet(self.data, self.sheets[card_id], CHECK_WIDTH)
        return tuple(TEXT_KEYS[slot] for slot in drawn.overflowing)


def sheet_name(faction: FactionSpec) -> str:
    """A faction sheet's name in the lab: "Goblins faction sheet"."""
    return f"{faction.name} faction sheet"
