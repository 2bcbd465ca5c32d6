"""What each step of the dragon lines' vocabulary does (§3, line_vocab.py), and the named
scripts of the pieces whose rules do not fit the steps.

A piece's effect is the list of steps the lines file gives it (lines.py); each step is
made into the engine's own steps here, like a card's (the step makers of effects.py and
line_ops.py), and `dragons.piece_steps` runs them. They are never card plays (§2.12):
their draws are not Clandestine-eligible (R15), a hostile effect goes through
`dragons.hostile_to_others` (only a dispatched Riposte line stops it, R20), and +Actions
and +$ from a hatch effect on someone else's turn do nothing (§2.4: `hatch_bonus`).
"""

from __future__ import annotations

from game.games.draconium import line_ops as ops
from game.games.draconium.dragons import hostile_to_others, piece_script, piece_step
from game.games.draconium.effects import actions, buys, coins, gain_from_mat, gain_step
from game.games.draconium.effects import gain_upto as gain_upto_step
from game.games.draconium.line_ops import draw_cards, hatch_bonus, reveal_hand_count
from game.games.draconium.line_vocab import LineStep
from game.games.draconium.stack import step
from game.games.draconium.state import DraconiumState, Step

HATCH = "hatch"

# -- the plain bonuses ------------------------------------------------------------------------


@piece_step("cards")
def _cards(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [draw_cards(seat, fx["n"])]


@piece_step("actions")
def _actions(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    if part == HATCH:  # §2.4: only on the owner's own turn
        return [hatch_bonus(seat, by, actions=fx["n"])]
    return [actions(fx["n"])]


@piece_step("buys")
def _buys(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    if part == HATCH:  # §2.4: only on the owner's own turn
        return [hatch_bonus(seat, by, buys=fx["n"])]
    return [buys(fx["n"])]


@piece_step("coins")
def _coins(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    if part == HATCH:  # §2.4: only on the owner's own turn
        return [hatch_bonus(seat, by, coins=fx["n"])]
    return [coins(fx["n"])]


# -- gains --------------------------------------------------------------------------------------


@piece_step("gain")
def _gain(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    """A Supply pile's card, or a card from outside the Supply (Nightmare, your Ruined
    Kingdom: the card data's "nonsupply" set, R17)."""
    card, to = fx["card"], fx["to"]
    spec = state.catalog.cards.get(card)
    if spec is not None and spec.set == "nonsupply":
        return [step("nonsupply_gain", seat=seat, pile=card, to=to)]
    return [gain_step(seat, card, to)]


@piece_step("gain_upto")
def _gain_upto(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    limit, kind, to = fx["limit"], fx["kind"], fx["to"]
    if fx["may"]:  # "nothing" declines
        return [step("line_may_gain", seat=seat, limit=limit, by=by, to=to, kind=kind)]
    return [gain_upto_step(seat, limit, by, to=to, kind=kind)]


@piece_step("gain_from_mat")
def _from_mat(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [gain_from_mat(seat, fx["limit"], by, to=fx["to"])]


# -- trashing, returning, revealing, recycling -------------------------------------------------


@piece_step("trash_from_hand")
def _trash(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [ops.may_trash_from_hand(seat, by)]


@piece_step("look_trash")
def _look(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [ops.look_trash_put_back(seat, by, fx["n"])]


@piece_step("return_curses")
def _return(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [ops.return_curses(seat, by, fx["most"], from_discard=fx["from_discard"])]


@piece_step("reveal_count")
def _reveal(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [reveal_hand_count(seat, by, fx["count"], fx["reward"])]


@piece_step("recycle_from_hand")
def _recycle(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [ops.may_recycle(seat, by, if_done=fx["if_done"], n=fx["cards"], money=fx["coins"])]


# -- the other players ---------------------------------------------------------------------------

HOSTILE_GAINS = {"Curse": "beast_curse", "Ruins": "beast_ruins"}


@piece_step("others_gain")
def _others(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [hostile_to_others(state, seat, HOSTILE_GAINS[fx["card"]], by)]


@piece_step("others_reveal_trash")
def _victims(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [hostile_to_others(state, seat, "abyssal_victim", by)]


@piece_step("each_player_draws")
def _each_draws(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [step("each_player_draws", seat=seat)]


# -- this turn, and while dispatched --------------------------------------------------------


@piece_step("cleanup_draw")
def _cleanup(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    return [step("cleanup_draw", seat=seat, by=by, n=fx["n"])]


@piece_step("ward")
def _ward(state: DraconiumState, seat: int, by: str, fx: LineStep, part: str) -> list[Step]:
    """Nothing runs: while the beast is dispatched, counters.protected_from_cards and
    counters.protected_from_beasts read its ward from the lines file (R20–R22, R30)."""
    return []


# -- the named scripts: pieces whose rules the steps do not say --------------------------------


@piece_script("divine_choice")
def _divine_choice(state: DraconiumState, seat: int, by: str) -> list[Step]:
    """Choose one: +2 Cards; or +2 Actions and +1 Buy; or +$2 (Divine Dragon)."""
    return [step("divine_choice", seat=seat, by=by)]


@piece_script("trash_curse_for_coins")
def _trash_curse(state: DraconiumState, seat: int, by: str) -> list[Step]:
    """You may trash a Curse from your hand; if you do, +$2 (Festering Dragon)."""
    return [step("festering_trash", seat=seat, by=by)]


@piece_script("trash_treasure_for_better")
def _better_treasure(state: DraconiumState, seat: int, by: str) -> list[Step]:
    """Trash a Treasure to gain one costing up to $3 more into your hand (Opulent Dragon)."""
    return [step("opulent_mine", seat=seat, by=by)]
