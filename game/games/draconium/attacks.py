"""The base-set Attacks: Bureaucrat, Militia, Bandit and Witch.

The attacker's part is a script; each other player's part is an op run by an
``each_other`` step, one player at a time starting to the left, skipped for a
player who revealed Moat against this play (effects.py).
"""

from __future__ import annotations

from collections import Counter

from game.core.move import Move
from game.games.draconium.cards import name_of
from game.games.draconium.effects import cards, coins, each_other, gain_step, script
from game.games.draconium.procedures import (
    DECK,
    counted,
    discard,
    gain,
    is_,
    names,
    reveal_top,
    topdeck,
    trash,
)
from game.games.draconium.stack import answer, ask, op
from game.games.draconium.state import DraconiumState, Step


@script("Militia")
def _militia(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [coins(2), each_other(seat, play, "militia", attack=True)]


@op("militia")
def _militia_victim(state: DraconiumState, s: Step) -> None:
    hand = state.players[s["seat"]].hand.cards
    extra = len(hand) - 3
    if extra > 0:
        prompt = f"Militia: discard {counted(extra, 'card')}, down to 3 in hand."
        ask(state, s, "choose_cards", s["seat"], prompt, sorted(hand), extra, extra)


@answer("militia")
def _militia_done(state: DraconiumState, s: Step, move: Move) -> None:
    discard(state, s["seat"], list(move["cards"]))


@script("Witch")
def _witch(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [cards(seat, 2), each_other(seat, play, "curse", attack=True)]


@op("curse")
def _curse(state: DraconiumState, s: Step) -> None:
    """R13: once the Curses run out, later players gain nothing."""
    gain(state, s["seat"], "Curse")


@script("Bureaucrat")
def _bureaucrat(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [gain_step(seat, "Silver", DECK), each_other(seat, play, "bureaucrat", attack=True)]


@op("bureaucrat")
def _bureaucrat_victim(state: DraconiumState, s: Step) -> None:
    seat = s["seat"]
    hand = state.players[seat].hand.cards
    victory = sorted(c for c in hand if is_(state, c, "Victory"))
    if not victory:
        state.say(f"{state.name(seat)} reveals a hand with no Victory card: {names(hand)}.")
    elif len({name_of(c) for c in victory}) == 1:
        _put_back(state, seat, victory[0])
    else:
        prompt = "Bureaucrat: put a Victory card from your hand onto your deck."
        ask(state, s, "choose_cards", seat, prompt, victory, 1, 1)


def _put_back(state: DraconiumState, seat: int, card: str) -> None:
    topdeck(state, seat, card, say=False)
    state.say(f"{state.name(seat)} reveals {name_of(card)} and puts it onto their deck.")


@answer("bureaucrat")
def _bureaucrat_done(state: DraconiumState, s: Step, move: Move) -> None:
    (card,) = move["cards"]
    _put_back(state, s["seat"], card)


@script("Bandit")
def _bandit(state: DraconiumState, seat: int, card: str, play: int) -> list[Step]:
    return [gain_step(seat, "Gold"), each_other(seat, play, "bandit", attack=True)]


def _bandit_targets(state: DraconiumState, shown: list[str]) -> list[str]:
    return sorted(c for c in shown if is_(state, c, "Treasure") and name_of(c) != "Copper")


@op("bandit")
def _bandit_victim(state: DraconiumState, s: Step) -> None:
    """Reveal 2; trash one non-Copper Treasure (the victim's pick); discard the rest."""
    seat = s["seat"]
    shown = reveal_top(state, seat, 2)
    targets = _bandit_targets(state, shown)
    if len(Counter(name_of(c) for c in targets)) > 1:
        prompt = "Bandit: trash one of the revealed Treasures."
        ask(state, s, "choose_cards", seat, prompt, targets, 1, 1, private=False)
        return
    _bandit_finish(state, seat, targets[:1])


def _bandit_finish(state: DraconiumState, seat: int, trashed: list[str]) -> None:
    for card in trashed:
        trash(state, seat, card)
    discard(state, seat, list(state.players[seat].reveal.cards))


@answer("bandit")
def _bandit_done(state: DraconiumState, s: Step, move: Move) -> None:
    _bandit_finish(state, s["seat"], list(move["cards"]))
