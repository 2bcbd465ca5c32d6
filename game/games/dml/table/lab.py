"""Dragon's Money Laundering in the layout lab: the 54 playing cards, each with its
role in the game (Egg, King, Character, Guild House, Resource, Thief) and every number
the rules give it, then the player aids: one per rank, suit, Ultimate Power and Event,
and one for the numbers no card carries, each with its text written from the card file.

The playing cards are a standard deck drawn by code, so there is no layout file; the
card file (`dml.toml`) gives each suit's Resource type and Vantage, what each rank is,
and the numbers. Every card has the same back; each lies at setup in the pile `PILES`
names (rules §3.1). A text the file writes by hand is compared with the data
(`text_problems`), each sentence naming its aid.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.cards import playing
from game.core.data import read_text
from game.games.dml import card_text, text_check
from game.games.dml.card_text import Step
from game.games.dml.cards import load_catalog
from game.games.dml.rules import DmlRules
from game.games.dml.table import aids, words
from game.games.dml.table.kit import DmlTableView
from game.lab.deck import CHECK_WIDTH, LabCard, entry_lines

PILES = {"A": "Dragon's Nest", "K": "Kings", "2": "Starting piles", "3": "Starting piles"}
"""Where a rank lies when the game is set up (rules §3.1): the Eggs in the Nest, a King
dealt to each player, the 2s and 3s in the four starting piles; the other 38 cards are
the Event Deck."""
EVENT_DECK = "Event Deck"
AID = "aid:"  # the player aids' ids: "aid:rank:Q", "aid:suit:S", "aid:power:JK", …
AIDS = "Player aids"
NUMBERS = "Numbers"


def _numbers(steps: list[Step]) -> list[tuple[str, str]]:
    """The numbers a text is written from, as the lab lists them."""
    return [(s.key.replace("_", " "), str(s.number)) for s in steps if s.number is not None]


class DmlDeck:
    """DML's 54 cards, its player aids and the roles of one card file (the lab's `LabDeck`)."""

    title = "Dragon's Money Laundering"

    def __init__(self, cards: Path | None = None, layout: Path | None = None) -> None:
        self.cards_path = cards or paths.card_file("dml")
        self.extra_files: tuple[Path, ...] = ()
        self.layout_path: Path | None = None  # standard cards: drawn by code alone
        cat = self.cat = load_catalog(self.cards_path)
        self.kit = DmlTableView(DmlRules(cat))
        text = read_text(self.cards_path, "card file")
        self._lines = {
            kind: dict(zip(keys, entry_lines(text, kind), strict=False))
            for kind, keys in (
                ("suit", list(cat.suits)),
                ("rank", list(cat.ranks)),
                ("power", list(cat.powers)),
                ("event", list(cat.events)),
            )
        }
        heads = [n for n, line in enumerate(text.splitlines(), 1) if line.strip() == "[numbers]"]
        self._numbers_line = heads[0] if heads else 0
        self._aids: dict[str, aids.Aid] = {}
        self._cards = [self._playing_card(card) for card in cat.card_ids()]
        self._cards += self._aid_cards()

    # -- the 54 playing cards ------------------------------------------------------------

    def _playing_card(self, card: str) -> LabCard:
        cat = self.cat
        rank, suit = cat.rank_of[card], cat.suit_of.get(card, "")
        role = words.role_of(cat, card)
        name = cat.label(card) if card.startswith("JK") else words.card_name(cat, card)
        fields = [("card", name), ("role", role)]
        if suit:
            fields.append(("type", words.type_word(cat, suit)))
        if cat.is_resource(card):
            fields.append(("face value", str(cat.fv[card])))
        fields += self._rank_fields(card)
        pile = PILES.get(rank, EVENT_DECK)
        fields.append(("pile", pile))
        line = self._lines["rank"].get(rank, self._lines["suit"].get(suit, 0))
        return LabCard(card, name, role, None, 1, tuple(fields), line, pile=pile)

    def _rank_fields(self, card: str) -> list[tuple[str, str]]:
        """What the card's rank, suit, Event and Power give it, with their numbers."""
        cat = self.cat
        rank, suit = cat.rank_of[card], cat.suit_of.get(card, "")
        named = cat.ranks.get(rank)
        fields: list[tuple[str, str]] = []
        if named is None:  # a 2–9: a Resource, and an Event of its suit's kind
            event = cat.suits[suit].event
            fields.append(("event", f"{cat.events[event].name} {cat.fv[card]}"))
            return fields
        fields.append(("name", named.name))
        fields += _numbers(card_text.rank_steps(cat, named))
        if suit and named.role in ("character", "guild"):
            fields.append(("emblem value", str(cat.numbers["emblem_value"])))
            fields.append(("vantage", card_text.vantage_text(cat, cat.suits[suit])))
        if named.role == "guild":
            fields.append(("event", cat.events["grand_opening"].name))
        fields.append(("text", card_text.rank_text(cat, named)))
        if rank in ("J", "Q", "JK"):
            key = "JK" if rank == "JK" else card
            fields.append(("power", cat.power_name(card)))
            fields += _numbers(card_text.power_steps(cat, key))
        return fields

    # -- the player aids -------------------------------------------------------------------

    def _aid(self, key: str, name: str, heading: str, *paragraphs: str) -> str:
        self._aids[AID + key] = aids.Aid(name, heading, paragraphs)
        return AID + key

    def _aid_card(self, key: str, name: str, fields: list[tuple[str, str]], line: int) -> LabCard:
        return LabCard(AID + key, name, "Player aid", None, 1, tuple(fields), line, pile=AIDS)

    def _aid_cards(self) -> list[LabCard]:
        cat = self.cat
        found = []
        for key, rank in cat.ranks.items():
            text = card_text.rank_text(cat, rank)
            heading = words.ROLE_WORDS.get(rank.role, rank.role)
            self._aid(f"rank:{key}", rank.name, heading, text)
            fields = [("rank", key), ("role", rank.role), ("name", rank.name)]
            fields += _numbers(card_text.rank_steps(cat, rank))
            if rank.role == "joker":
                fields.append(("copies", str(rank.copies)))
            fields += [("text", text), ("written", "by hand" if rank.text else "from the data")]
            line = self._lines["rank"].get(key, 0)
            found.append(self._aid_card(f"rank:{key}", rank.name, fields, line))
        for key, suit in cat.suits.items():
            name = self.names()[f"suit:{key}"]
            text = card_text.vantage_text(cat, suit)
            self._aid(f"suit:{key}", name, "Vantage Bonus", text)
            buy = words.type_word(cat, suit.primary)
            fields = [
                ("letter", key),
                ("symbol", suit.symbol),
                ("resource", suit.resource),
                ("bought with", buy),
                ("event", cat.events[suit.event].name),
                ("vantage", suit.vantage),
                ("vantage amount", str(suit.vantage_amount)),
                ("text", text),
                ("written", "by hand" if suit.vantage_text else "from the data"),
            ]
            line = self._lines["suit"].get(key, 0)
            found.append(self._aid_card(f"suit:{key}", name, fields, line))
        for key, power in cat.powers.items():
            text = card_text.power_text(cat, key)
            self._aid(f"power:{key}", power.name, "Ultimate Power", text)
            fields = [("card", key), ("name", power.name)]
            fields += _numbers(card_text.power_steps(cat, key))
            fields += [("text", text), ("written", "by hand" if power.text else "from the data")]
            line = self._lines["power"].get(key, 0)
            found.append(self._aid_card(f"power:{key}", power.name, fields, line))
        for key, event in cat.events.items():
            player, market = card_text.event_texts(cat, key)
            does, sets = card_text.event_steps(cat, key)
            self._aid(f"event:{key}", event.name, "Global Event", player, market)
            fields = [("kind", key), ("name", event.name)]
            fields += _numbers(does + sets)
            fields += [("player effect", player), ("market effect", market)]
            line = self._lines["event"].get(key, 0)
            found.append(self._aid_card(f"event:{key}", event.name, fields, line))
        steps = card_text.number_steps(cat)  # the numbers no card or other aid carries
        self._aid("numbers", NUMBERS, "The table", *(s.said for s in steps))
        fields = _numbers(steps)
        found.append(self._aid_card("numbers", NUMBERS, fields, self._numbers_line))
        return found

    def names(self) -> dict[str, str]:
        """Each aid's name by its key ("rank:Q": "Queen"), as its LabCard names it."""
        cat = self.cat
        found = {f"rank:{k}": r.name for k, r in cat.ranks.items()}
        found |= {f"suit:{k}": f"{s.resource} suit" for k, s in cat.suits.items()}
        found |= {f"power:{k}": p.name for k, p in cat.powers.items()}
        found |= {f"event:{k}": e.name for k, e in cat.events.items()}
        return found

    # -- the LabDeck protocol --------------------------------------------------------------

    def cards(self) -> list[LabCard]:
        return list(self._cards)

    def height_for(self, width: int) -> int:
        return playing.height_for(width)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        aid = self._aids.get(card_id)
        if aid is not None:
            return aids.face(aid, width)
        return self.kit.face(card_id, width)

    def back(self, width: int) -> pygame.Surface:
        return playing.back(width)

    def forget_wide(self, width: int) -> None:
        playing.face.cache_clear()  # standard faces are quick to draw again at any width
        playing.back.cache_clear()

    def overflows(self, card_id: str) -> tuple[str, ...]:
        aid = self._aids.get(card_id)
        if aid is not None and aids.overflows(aid, CHECK_WIDTH):
            return ("text",)
        return ()

    def text_problems(self) -> list[str]:
        """Each hand-written text that says a number or an effect the rules do not, one
        sentence each, starting with its aid's name."""
        return text_check.text_problems(self.cat, self.names())
