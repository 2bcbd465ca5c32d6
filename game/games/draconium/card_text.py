"""A Draconium card's text written from its effects, one template per step.

The card's own +Cards, +Actions, +Buys and +$ that come together open the text in
one sentence ("+2 Cards, +$1."); every other step is a sentence of its own, in the
order the rules run them; a step inside "each other player" is said of them
("gains a Curse"), a step for a card being handled says "it"; a reaction goes
below the line (" — "). Pure: no pygame, and no import of the card loader (which
calls this).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from game.core.words import plural
from game.games.draconium.vocabulary import ANY, Effect

PLUS = {"cards": "Card", "actions": "Action", "buys": "Buy"}
VOWELS = "AEIOU"
YOU, THEY = "you", "they"


class CardLike(Protocol):
    @property
    def effects(self) -> tuple[Effect, ...]: ...

    @property
    def types(self) -> tuple[str, ...]: ...


def kind_of(name: str) -> str:
    """ "a Copper", "an Action", "a Treasure"."""
    return f"{'an' if name[:1] in VOWELS else 'a'} {name}"


def _cards(n: int) -> str:
    return "a card" if n == 1 else plural(n, "card")


def plus(fx: Effect, times: int = 1) -> str:
    n = fx.get("n", 1) * times
    if fx.step == "coins":
        return f"+${n}"
    return f"+{plural(n, PLUS[fx.step])}"


def _verb(person: str, you: str, they: str) -> str:
    return you if person == YOU else they


def _your(person: str) -> str:
    return "your" if person == YOU else "their"


def _where(to: str, person: str) -> str:
    return {"hand": f" into {_your(person)} hand", "deck": f" onto {_your(person)} deck"}.get(
        to, ""
    )


CONDITIONS = {
    "egg": ("you have an Egg", "has an Egg"),
    "beast": ("you have a Drake or Dragon", "has a Drake or Dragon"),
    "dispatched": ("you have a dispatched Drake or Dragon", "has a dispatched Drake or Dragon"),
    "any_beast": ("any player has a Drake or Dragon", "any player has a Drake or Dragon"),
    "provinces_unlocked": ("Provinces are unlocked", "Provinces are unlocked"),
    "clandestine_revealed": (
        "you have made a Clandestine reveal this turn",
        "has made a Clandestine reveal this turn",
    ),
}


def condition(fx: Effect, person: str) -> str:
    """The `if` step's condition, said of you ("you have an Egg") or of another player
    ("has an Egg", after "who")."""
    when = fx.get("when")
    if when == "hand_at_least":
        n = fx.get("n", 1)
        return (
            f"you have {n} or more cards in hand"
            if person == YOU
            else f"has {n} or more cards in hand"
        )
    if when == "it":
        named, kind = fx.get("card"), fx.get("type")
        return f"it is {kind_of(named or kind)}"
    you, they = CONDITIONS[when]
    return you if person == YOU else they


def _filter(fx: Effect) -> str:
    """What a trash or a reveal looks for: "a Treasure", "a Curse or Ruins", "a card"."""
    kinds = fx.get("types") or ((fx.get("type"),) if fx.get("type") else ())
    if fx.get("card"):
        return kind_of(fx.get("card"))
    if kinds:
        return kind_of(kinds[0]) + "".join(f" or {k}" for k in kinds[1:])
    return "a card"


def clause(fx: Effect, person: str = YOU, times: int = 1) -> str:
    """One step as a clause, lower case unless it opens with a keyword."""
    step = fx.step
    if step in ("cards", "actions", "buys", "coins"):
        return plus(fx, times)
    n = fx.get("n", 1) * times
    if step == "draw":
        return f"{_verb(person, 'draw', 'draws')} {_cards(n)}"
    if step == "gain":
        return _gain(fx, person)
    if step == "trash":
        return _trash(fx, person)
    if step == "discard":
        return _discard(fx, person)
    if step == "topdeck":
        source = "hand" if fx.get("from", "hand") == "hand" else "discard pile"
        what = f"{kind_of(fx.get('type'))} card" if fx.get("type") else "a card"
        said = (
            f"{_verb(person, 'put', 'puts')} {what} from {_your(person)} {source} onto "
            f"{_your(person)} deck"
        )
        if fx.get("reveal"):
            said = (
                f"{_verb(person, 'reveal', 'reveals')} {what} from {_your(person)} hand "
                f"and {_verb(person, 'put', 'puts')} it onto {_your(person)} deck, or "
                f"{_verb(person, 'reveal', 'reveals')} a hand with none"
            )
        return f"you may {said}" if fx.get("may") else said
    if step == "each_other":
        return _each_other(fx)
    if step == "delay":
        said = f"{_verb(person, 'place', 'places')} {_your(person)} Delay token"
        on = fx.get("on")
        if on == "roost":
            said += f" if {_your(person)} Drake or Dragon is on {_your(person)} Roost mat"
        elif on == "dispatched":
            said += f" if {_verb(person, 'you have', 'they have')} a dispatched Drake or Dragon"
        return said
    if step == "if":
        return _if(fx, person)
    if step == "react":
        return _react(fx)
    if step == "play_twice":
        return f"you may play {kind_of(fx.get('type'))} card from your hand twice"
    if step == "draw_until":
        said = f"draw until you have {fx.get('n')} cards in hand"
        if fx.get("aside"):
            kind = fx.get("aside")
            said += (
                f"; you may set aside each {kind} card drawn this way (it does not count), "
                "and discard them afterwards"
            )
        return said
    if step == "trash_this":
        then = fx.steps("then")
        if fx.get("may"):
            return "you may trash this" + (f". If you do, {fragment(then, person)}" if then else "")
        return "trash this" + (f", then {fragment(then, person)}" if then else "")
    if step == "return_this":
        return "return this to its pile"
    if step == "egg_counter":
        k = fx.get("n", 1)
        if k >= 0:
            return (
                f"if {_verb(person, 'you have', 'they have')} an Egg, "
                f"{_verb(person, 'add', 'adds')} {k} to its counter"
            )
        return (
            f"{_verb(person, 'subtract', 'subtracts')} {-k} from {_your(person)} Egg's "
            "counter, to a minimum of 0"
        )
    if step == "remove_delay":
        return "you may remove your Delay token"
    if step == "flip":
        if fx.get("to") == "dispatched":
            return (
                "if your Drake or Dragon is disengaged and disengaged side up, you may flip it "
                "to its dispatched side (this is not a dispatch)"
            )
        return (
            f"{_verb(person, 'flip', 'flips')} {_your(person)} Drake or Dragon that is on "
            f"{_your(person)} Roost mat dispatched side up to its disengaged side (this is not a "
            "disengagement)"
        )
    if step == "reveal":
        return _reveal(fx, person)
    if step == "look":
        n = fx.get("n", 1)
        seen = f"look at the top {_cards(n)} of your deck"
        if fx.get("to") == "hand":
            pick = fx.get("pick", 1)
            what = "one" if pick == 1 else "all" if pick == ANY else str(pick)
            return f"{seen}. Put {what} into your hand and the rest back in any order"
        return f"{seen}. Discard any number of them and put the rest back in any order"
    if step == "reveal_hand":
        per = fragment(fx.steps("per_card"), person)
        return f"reveal your hand. {per} per {fx.get('count')} card revealed"
    return step


def _gain(fx: Effect, person: str) -> str:
    gains = _verb(person, "gain", "gains")
    to = _where(fx.get("to", "discard"), person)
    if fx.get("card"):
        return f"{gains} {kind_of(fx.get('card'))}{to}"
    what = kind_of(fx.get("type")) if fx.get("type") else "a card"
    if fx.get("up_to") is not None:
        price = f"costing up to ${fx.get('up_to')}"
    else:
        price = f"costing up to ${fx.get('plus')} more than it"
    source = {
        "mat": " from the Recycling mat",
        "supply_or_mat": ", from the Supply or from the Recycling mat",
    }.get(fx.get("from", "supply"), "")
    said = f"{gains} {what} {price}{',' if to and source else ''}{to}{source}"
    return f"you may {said}" if fx.get("from") == "mat" else said


def _trash(fx: Effect, person: str) -> str:
    trashes = _verb(person, "trash", "trashes")
    from_hand = f"from {_your(person)} hand"
    most = fx.get("up_to")
    if most is not None:
        what = "any number of cards" if most == ANY else f"up to {_cards(most)}"
        if most != ANY and most == 1:
            what = "up to 1 card"
    elif fx.get("n", 1) > 1:
        what = _cards(fx.get("n"))
    else:
        what = _filter(fx)
    said = f"{trashes} {what} {from_hand}"
    if fx.get("may"):
        said = f"you may {said}"
    each = fx.steps("each")
    per = fx.steps("per_card")
    one = most is None and fx.get("n", 1) == 1
    if each:
        if one:
            lead = "If you do, " if fx.get("may") else ""
            said += (
                f". {lead or ''}{fragment(each, person)}"
                if lead
                else f". {_cap(fragment(each, person))}"
            )
        else:
            said += ". " + _cap(_per_each(each, person, "trashed"))
    if per:
        said += f". {_cap(fragment(per, person))} per card trashed"
    return said


def _per_each(each: Sequence[Effect], person: str, done: str) -> str:
    """Steps for each of several cards: "+$1 per card trashed, and +$2 more per Livestock
    trashed"."""
    parts = []
    for fx in each:
        if fx.step == "if" and fx.get("when") == "it":
            named = fx.get("card") or fx.get("type")
            parts.append(f"{fragment(fx.steps('then'), person)} more per {named} {done}")
        else:
            parts.append(f"{clause(fx, person)} per card {done}")
    return ", and ".join(parts)


def _discard(fx: Effect, person: str) -> str:
    discards = _verb(person, "discard", "discards")
    if fx.get("down_to") is not None:
        return f"{discards} down to {_cards(fx.get('down_to'))} in hand"
    per = fx.steps("per_card")
    if fx.get("up_to") is not None:
        most = fx.get("up_to")
        what = "any number of cards" if most == ANY else f"up to {_cards(most)}"
        said = f"{discards} {what}"
    elif fx.get("per") == "empty_pile":
        n = fx.get("n", 1)
        said = f"{discards} {_cards(n)} per empty Supply pile"
    else:
        said = f"{discards} {_cards(fx.get('n', 1))}"
    if per:
        said += f", then {fragment(per, person)} per card discarded"
    return said


def _each_other(fx: Effect) -> str:
    do = fx.steps("do")
    if len(do) == 1 and do[0].step == "if" and do[0].get("when") != "it":
        cond = do[0]
        said = f"each other player who {condition(cond, THEY)} {fragment(cond.steps('then'), THEY)}"
        otherwise = cond.steps("else")
        if otherwise:
            said += f". Each other player who does not {fragment(otherwise, THEY)}"
        return said
    return f"each other player {fragment(do, THEY)}"


def _if(fx: Effect, person: str) -> str:
    cond = condition(fx, person)
    if person == THEY and cond.startswith("has "):
        cond = "they have " + cond.removeprefix("has ")
    then = fragment(fx.steps("then"), person)
    if fx.get("when") == "egg":  # "If you have an Egg, add 1 to its counter"
        then = then.removeprefix(f"if {_verb(person, 'you have', 'they have')} an Egg, ")
    said = f"if {cond}, {then}"
    otherwise = fx.steps("else")
    if otherwise:
        said += f"; otherwise {fragment(otherwise, person)}"
    return said


def _react(fx: Effect) -> str:
    to = fx.get("to")
    if to == "Delay":
        return (
            "When you would place your Delay token, you may reveal this from your hand. If you "
            "do, you don't place it"
        )
    return (
        f"When another player plays {kind_of(to)} card, you may first reveal this from your "
        "hand. If you do, you are unaffected by it"
    )


def _reveal(fx: Effect, person: str) -> str:
    n = fx.get("n", 1)
    said = (
        f"{_verb(person, 'reveal', 'reveals')} the top {'card' if n == 1 else plural(n, 'card')} "
        f"of {_your(person)} deck"
    )
    what = fx.get("type") or "card"
    if fx.get("not_card"):
        what += f" other than {fx.get('not_card')}"
    low, high = fx.get("cost_min"), fx.get("cost_max")
    price = ""
    if low is not None and high is not None:
        price = f" costing ${low} to ${high}"
    elif low is not None:
        price = f" costing ${low} or more"
    elif high is not None:
        price = f" costing up to ${high}"
    match = fx.get("match")
    they = "" if person == YOU else "they "
    # the steps for "it", said in the plural of "they" ("they trash it and gain a Ruins")
    each = fragment(fx.steps("each"), YOU)
    if person == THEY:
        each = each.replace("your ", "their ")
    then = f" and {each}" if each else ""
    rest = fx.get("rest", "discard")
    if match == "trash_one":
        return (
            f"{said}, {_verb(person, 'trash', 'trashes')} a revealed {what}{price} (their "
            f"choice), and {_verb(person, 'discard', 'discards')} the rest"
        )
    act = {
        "trash": f"{they}trash it{then}",
        "hand": f"{they}put it into {_your(person)} hand{then}",
    }[match]
    if n == 1:
        if fx.get("type") or fx.get("not_card"):
            cond = f"it is {kind_of(what)}{price}"
        elif price:
            cond = f"it costs{price.removeprefix(' costing')}"
        else:
            return f"{said}. {_cap(act)}"
        other = f"{they}discard it" if rest == "discard" else f"{they}put it back"
        return f"{said}. If {cond}, {act}; otherwise {other}"
    where = "" if match == "trash" else f" into {_your(person)} hand"
    verb = "trash" if match == "trash" else "put"
    rest_said = "discard the rest" if rest == "discard" else "the rest back in any order"
    join = ", and " if rest == "discard" else " and "
    chosen = f"the {what} cards{price} among them{where}{then}"
    return f"{said}. {_cap(they + verb)} {chosen}{join}{rest_said}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def fragment(effects: Sequence[Effect], person: str = YOU, times: int = 1) -> str:
    """Steps joined as one clause: "+1 Card, +1 Action and +$1", "gain a Curse"."""
    parts = [clause(fx, person, times) for fx in effects if fx.step != "react"]
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    if all(fx.step in ("cards", "actions", "buys", "coins") for fx in effects):
        return f"{', '.join(parts[:-1])} and {parts[-1]}"
    return ", then ".join(parts)


def sentences(effects: Sequence[Effect]) -> list[str]:
    """The text's sentences (without their full stops): the opening bonuses together,
    then one per step; a reaction's last (below the line)."""
    out: list[str] = []
    bonus: list[str] = []
    for fx in effects:
        if fx.step in ("cards", "actions", "buys", "coins"):
            bonus.append(plus(fx))
            continue
        if bonus:
            out.append(", ".join(bonus))
            bonus = []
        if fx.step != "react":
            out.append(_cap(clause(fx)))
    if bonus:
        out.append(", ".join(bonus))
    return out


def rules_text(card: Any) -> str:
    """The whole text of `card` (a CardSpec) from its effects, a Treasure's $ first; below
    the line (" — ") its reactions, what happens when it is gained or trashed, and a
    Victory card's VP. "" when there is nothing to say."""
    said = sentences(card.effects)
    if "Treasure" in card.types and card.coins:
        opens = said and said[0].startswith("+") and not said[0].startswith("+$")
        said = [f"+${card.coins}, {said[0]}", *said[1:]] if opens else [f"+${card.coins}", *said]
    below = [_react(fx) for fx in card.effects if fx.step == "react"]
    below += [f"When you gain this, {fragment(card.when_gained)}" for _ in card.when_gained[:1]]
    below += [f"When you trash this, {fragment(card.when_trashed)}" for _ in card.when_trashed[:1]]
    if "Victory" in card.types and card.vp:
        below.append(f"Worth {card.vp} VP")
    per, kind = card.vp_per
    if per:
        what = f"{kind} cards" if kind else "cards"
        below.append(f"Worth 1 VP per {per} {what} you have (round down)")
    text = " ".join(s + "." for s in said)
    if below:
        rest = " ".join(s + "." for s in below)
        text = f"{text} \u2014 {rest}" if text else rest
    return text
