"""Every DML text written from the card file's data: each rank's role, each suit's
Vantage Bonus, each Ultimate Power, each Event's two effects, and the game's numbers.

A text is a list of steps, one per thing the rules do with the component, and each kind
of step has one template that fills in its number (`Step.said`). The same steps say how
a hand-written text names them (`Step.pattern`, tried on each of its sentences), so
`text_check` can tell a text that says what the rules do from one that does not. The
numbers come from the catalog only: change `egg_points` and the Egg's text changes.
Pure: no pygame.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.core.words import NUMBER_WORDS as SPELT
from game.games.dml.cards import Catalog, Rank, Suit

NUMBER_WORDS = {
    **SPELT,
    "twice": 2,
    "double": 2,
    "triple": 3,
    "once": 1,
}
N = rf"(?P<n>\d+|{'|'.join(NUMBER_WORDS)})"
"""A number in a text, as digits or a word; `Step.pattern`s capture it as `n`."""
SAID_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


@dataclass(frozen=True, slots=True)
class Step:
    """One thing the rules do with a component, and how a text says it.

    `said` is the sentence the text is written with; `pattern` finds the step in a
    sentence of a hand-written text (its group `n` the number the sentence gives);
    `number` is what the data says (None: the step has no number); `words` names the
    step in a report ("the points an Egg scores"); `alone` is the number a sentence
    that names the step without one means (the Dragon Shield: "your Eggs are no more
    than your Iron Emblems" is one Egg per Emblem)."""

    key: str
    said: str
    pattern: str
    words: str
    number: int | None = None
    alone: int | None = None

    def finds(self, sentence: str) -> list[re.Match[str]]:
        """Every place the sentence names the step (none: it does not)."""
        return list(re.finditer(self.pattern, sentence, re.IGNORECASE))


def written(steps: list[Step]) -> str:
    """The text the steps are written as: their sentences in order."""
    return " ".join(step.said for step in steps)


def word(n: int) -> str:
    """A small number as a word ("four"), a larger one in digits."""
    return SAID_WORDS[n] if 0 <= n < len(SAID_WORDS) else str(n)


def _more(n: int, one: str, many: str) -> str:
    return f"{word(n)} {one if n == 1 else many}"


# -- the ranks (§1.2) ------------------------------------------------------------------------


def _emblem(rank: Rank) -> Step:
    return Step(
        "static_bonus",
        f"As an Emblem: lowers your Target Values in its suit by {rank.static_bonus}.",
        rf"\b(?:lowers?|reduces?)\b[^.;]*?\bby\s+{N}\b|\blowers?\b|\bstatic bonus\b",
        "the Static Bonus of its Emblem",
        rank.static_bonus,
    )


def rank_steps(cat: Catalog, rank: Rank) -> list[Step]:
    """What a rank is in the game, by its (fixed) role."""
    nums = cat.numbers
    if rank.role == "egg":
        eggs = nums["ultimate_victory_eggs"]
        return [
            Step(
                "contraband",
                "Contraband, never a Resource: it starts in the Dragon's Nest.",
                r"\bcontraband\b|\bnever a resource\b|\bnot a resource\b|\bnest\b",
                "where the Eggs start",
            ),
            Step(
                "egg_points",
                f"Each is worth {nums['egg_points']} points at the end.",
                rf"\b{N}\s+(?:victory\s+)?points?\b",
                "the points an Egg scores",
                nums["egg_points"],
            ),
            Step(
                "ultimate_victory",
                f"{word(eggs).capitalize()} in one Treasury win at once.",
                rf"\b{N}\s+(?:eggs?\s+)?(?:in\s+(?:one|a|your)\s+treasury\s+)?wins?\b|\bwins?\b",
                "how many Eggs win at once",
                eggs,
            ),
        ]
    if rank.role == "king":
        times = nums["king_multiplier"]
        how = {1: "once", 2: "double", 3: "triple"}.get(times, f"{times} times")
        return [
            Step(
                "secret",
                "Dealt face down: its suit is your secret favourite.",
                r"\bface down\b|\bsecret\b|\bfavourite\b",
                "the secret favourite suit",
            ),
            Step(
                "king_multiplier",
                f"Your Resources of that suit score {how}.",
                rf"\bscores?\s+(?:{N}\s+times|(?P<w>once|double|twice|triple))",
                "how many times the favourite Resources score",
                times,
            ),
        ]
    if rank.role == "character":
        return [
            _emblem(rank),
            Step(
                "power",
                "Or use its Ultimate Power.",
                r"\bultimate power\b|\bpower\b",
                "its Ultimate Power",
            ),
        ]
    if rank.role == "guild":
        bonus = nums["guild_bonus"]
        return [
            Step(
                "value",
                f"A Resource worth {rank.value}.",
                rf"\bworth\s+{N}\b",
                "the Guild House's face value",
                rank.value,
            ),
            _emblem(rank),
            Step(
                "guild_bonus",
                f"At the end: {bonus} more per 2–9 of its suit you hold.",
                rf"\b{N}\s+(?:more|points?|extra)\s+(?:points?\s+)?(?:per|for each)\b",
                "the Guild bonus",
                bonus,
            ),
        ]
    return [
        Step(
            "foreign_merchant",
            "Drawn from the Event Deck: a Foreign Merchant opens a Black Market.",
            r"\bforeign merchant\b|\bblack market\b",
            "the Foreign Merchant",
        ),
        Step("thief", "Held: the Thief.", r"\bthief\b", "the Thief"),
    ]


# -- the suits' Vantage Bonus (§1.4) --------------------------------------------------------


def vantage_steps(cat: Catalog, suit: Suit) -> list[Step]:
    """What each Emblem of the suit gives its owner, by the suit's kind of Vantage."""
    n = suit.vantage_amount
    if suit.vantage == "black_market_card":
        more = _more(n, "more random card", "more random cards")
        return [
            Step(
                "black_market_card",
                f"After a successful Black Market attempt, take {more} from it.",
                rf"\btake\s+{N}\s+more\b|\bblack market\b",
                "the extra Black Market cards",
                n,
            )
        ]
    if suit.vantage == "market_action":
        more = _more(n, "extra Market Action", "extra Market Actions")
        return [
            Step(
                "market_action",
                f"{more.capitalize()} in each of your Turns.",
                rf"\b{N}\s+(?:extra|more)\s+market actions?\b|\bmarket actions?\b",
                "the extra Market Actions",
                n,
            )
        ]
    if suit.vantage == "dragon_shield":
        shields = f"your {suit.resource} Emblems" if n == 1 else f"{n} per {suit.resource} Emblem"
        return [
            Step(
                "dragon_shield",
                f"Dragon Shield: a Dragon Siege spares you while your Eggs are no more than "
                f"{shields}.",
                rf"\bno more than\s+{N}\s+(?:eggs?\s+)?(?:per|for each)\b|\bdragon shield\b"
                r"|\bsiege\b",
                "the Eggs each Emblem shields",
                n,
                alone=1,
            )
        ]
    return [
        Step(
            "none",
            "Its Emblems give no Vantage Bonus.",
            r"\bnone\b|\bnothing\b|\bno vantage\b",
            "that its Emblems give nothing",
        )
    ]


# -- the Ultimate Powers (§1.5), by card --------------------------------------------------------

POWER_SAYS = {
    "JS": (
        "Every Stock and Black Market goes to the Dragon's Hoard; its Eggs go to the Nest "
        "and its Jokers into the Event Deck; then Restock.",
        r"\bhoard\b|\brestock\b",
    ),
    "JC": ("Reverse the order of the cards still below him on the Stack.", r"\brevers"),
    "JH": ("Search a Black Market in secret and take one of its cards.", r"\bblack market\b"),
    "JD": (
        "Every other player with a Treasury card gives you one of their choice.",
        r"\b(?:each|every) other player\b|\bgives? you\b",
    ),
    "QS": ("Run a Dragon Siege.", r"\bdragon siege\b"),
    "QC": ("Every card below her on the Stack leaves it unresolved.", r"\bunresolved\b"),
    "QH": ("Take an Egg from the Dragon's Nest, if it holds one.", r"\beggs?\b"),
    "QD": ("Take every card of one Stock.", r"\bstock\b"),
}
"""Each Power's effect is code keyed by its card (powers.py); its sentence and how a
hand-written text names it."""


def power_steps(cat: Catalog, card: str) -> list[Step]:
    name = cat.powers[card].name
    if card != "JK":
        said, pattern = POWER_SAYS[card]
        return [Step(card, said, pattern, f"what {name} does")]
    target = cat.numbers["thief_target"]
    return [
        Step(
            "thief_card",
            "Take a random card from an opponent, or give one of yours.",
            r"\btake a random card\b|\bgive one\b|\bopponent\b",
            "the card the Thief takes or gives",
        ),
        Step(
            "thief_target",
            f"Then roll {target} or more to slip back into the Event Deck, else into Exile.",
            rf"\broll\s+{N}\s+or\s+(?:more|higher|better)\b|\broll\b",
            "the Thief's roll",
            target,
        ),
    ]


# -- the Events (§1.6), by kind -------------------------------------------------------------


def event_steps(cat: Catalog, kind: str) -> tuple[list[Step], list[Step]]:
    """An Event's Player Effect and its Market Effect (V is the Event card's pips)."""
    nums = cat.numbers
    step, lost, extra = nums["event_modifier"], nums["marauders_discard"], nums["carnival_actions"]
    holding = "Players holding at least V cards"
    everyone = Step(
        "carnival_actions",
        f"Everyone has {_more(extra, 'extra Market Action', 'extra Market Actions')}.",
        rf"\b{N}\s+(?:extra|more)\s+market actions?\b|\bmarket actions?\b",
        "the extra Market Actions",
        extra,
    )
    if kind == "crackdown":
        return (
            [Step("no_seize", f"{holding} may not seize.", r"\bseiz", "that they may not seize")],
            [
                Step(
                    "bid_at_most",
                    "Every bid card must be worth V or less.",
                    r"\bV or (?:less|lower)\b|\bat most V\b",
                    "the bid limit of V or less",
                )
            ],
        )
    if kind == "decadence":
        return (
            [
                Step(
                    "no_powers",
                    f"{holding} may not use Ultimate Powers.",
                    r"\bpowers?\b",
                    "that they may not use Ultimate Powers",
                )
            ],
            [
                Step(
                    "bid_at_least",
                    "Every bid card must be worth V or more.",
                    r"\bV or (?:more|higher)\b|\bat least V\b",
                    "the bid limit of V or more",
                )
            ],
        )
    if kind == "marauders":
        cards = _more(lost, "random card", "random cards")
        return (
            [
                Step(
                    "marauders_discard",
                    f"{holding} lose {cards} to the Hoard.",
                    rf"\blose\s+{N}\b|\blose\b",
                    "the cards they lose",
                    lost,
                )
            ],
            [
                Step(
                    "event_modifier",
                    f"Stock Resources worth V or more count {step} more toward Target Values.",
                    rf"\bcount\s+{N}\s+more\b",
                    "what Marauders add to Target Values",
                    step,
                )
            ],
        )
    if kind == "tax_relief":
        return (
            [
                Step(
                    "no_black_market",
                    f"{holding} have no Black Market Action.",
                    r"\bno black market\b",
                    "that they have no Black Market Action",
                )
            ],
            [
                Step(
                    "event_modifier",
                    f"Stock Resources worth V or more count {step} less toward Target Values.",
                    rf"\bcount\s+{N}\s+(?:less|fewer)\b",
                    "what Tax Relief takes from Target Values",
                    step,
                )
            ],
        )
    if kind == "carnival":
        return [everyone], [Step("none", "None.", r"\bnone\b|\bnothing\b", "no Market Effect")]
    return (
        [everyone],
        [
            Step(
                "grand_opening",
                "The 10 in the Event zone can be acquired like a one-card Stock.",
                r"\bacquir|\bone-card stock\b",
                "that the 10 can be acquired",
            )
        ],
    )


# -- the numbers of the table ----------------------------------------------------------------


def number_steps(cat: Catalog) -> list[Step]:
    """The numbers no single card carries, in words (the lab's Numbers component)."""
    nums = cat.numbers
    takes = _more(nums["black_market_cards"], "random card", "random cards")
    sentences = (
        ("target_limit", f"A declared Target Value may be at most {nums['target_limit']}."),
        (
            "emblem_value",
            f"An Emblem counts {nums['emblem_value']} toward the Target Value of an attempt on it.",
        ),
        (
            "black_market_target",
            f"A Black Market attempt needs {nums['black_market_target']} or more on two dice.",
        ),
        ("black_market_cards", f"A successful one takes {takes} from it."),
        ("restock_minimum", f"Restock fills the Stocks up to {nums['restock_minimum']} Resources."),
        (
            "monopoly_cards",
            f"Monopoly: {nums['monopoly_cards']} of the 2–9 of one suit in one Treasury win "
            "at once.",
        ),
    )
    return [Step(key, text, "", key, nums[key]) for key, text in sentences]


# -- the words a component shows -------------------------------------------------------------


def rank_text(cat: Catalog, rank: Rank) -> str:
    """The rank's own text if the file gives one, else the one written from its data."""
    return rank.text or written(rank_steps(cat, rank))


def vantage_text(cat: Catalog, suit: Suit) -> str:
    return suit.vantage_text or written(vantage_steps(cat, suit))


def power_text(cat: Catalog, card: str) -> str:
    return cat.powers[card].text or written(power_steps(cat, card))


def event_texts(cat: Catalog, kind: str) -> tuple[str, str]:
    """(Player Effect, Market Effect)."""
    event = cat.events[kind]
    player, market = event_steps(cat, kind)
    return event.text or written(player), event.market or written(market)
