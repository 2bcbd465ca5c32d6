"""What each of the ten dragon lines' pieces does (§3): hatch effects, each Drake's and
Dragon's dispatch and disengage instructions, and Calamitous' grow effect.

Each piece is a script registered with `dragons.piece(line, part)` that returns the
steps it runs, like a card's; the ops they run, decisions included, are in line_ops.py.
They are never card plays (§2.12): their draws are not Clandestine-eligible (R15), a
hostile effect goes through `dragons.hostile_to_others` (only a dispatched Riposte
line stops it, R20), and +Actions, +Buys and +$ from a hatch effect on someone
else's turn do nothing (§2.4).
"""

from __future__ import annotations

from game.games.draconium import line_ops as ops
from game.games.draconium.dragons import hostile_to_others, piece
from game.games.draconium.effects import actions, buys, coins, gain_from_mat, gain_step
from game.games.draconium.effects import gain_upto as gain_upto_step
from game.games.draconium.line_ops import draw_cards, hatch_bonus, reveal_hand_count
from game.games.draconium.lines import default_lines
from game.games.draconium.procedures import DECK, HAND
from game.games.draconium.stack import step
from game.games.draconium.state import DraconiumState, Step


def _egg(line: str) -> str:
    return default_lines()[line].egg


def _drake(line: str) -> str:
    return default_lines()[line].drake


def _dragon(line: str) -> str:
    return default_lines()[line].dragon


# -- Abyssal: Obsidian Egg ⇝ Midnight Drake ⇝ Abyssal Dragon --------------------------------
# The Obsidian Egg has no hatch effect; its investment is in investing.py.


@piece("Abyssal", "drake_dispatch")
def _midnight_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    by = _drake("Abyssal")
    return [coins(2), ops.may_trash_from_hand(seat, by)]


@piece("Abyssal", "drake_disengage")
def _midnight_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [ops.look_trash_put_back(seat, _drake("Abyssal"), 3)]


@piece("Abyssal", "dragon_dispatch")
def _abyssal_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [step("nonsupply_gain", seat=seat, pile="Nightmare", to=HAND)]


@piece("Abyssal", "dragon_disengage")
def _abyssal_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [hostile_to_others(state, seat, "abyssal_victim", _dragon("Abyssal"))]


# -- Avaricious: Ravenous Egg ⇝ Usurious Drake ⇝ Avaricious Dragon --------------------------


@piece("Avaricious", "hatch")
def _ravenous_hatch(state: DraconiumState, seat: int) -> list[Step]:
    return [gain_step(seat, "Silver")]


@piece("Avaricious", "drake_dispatch")
def _usurious_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [buys(1), coins(2)]


@piece("Avaricious", "drake_disengage")
def _usurious_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [gain_step(seat, "Gold")]


@piece("Avaricious", "dragon_dispatch")
def _avaricious_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    by = _dragon("Avaricious")
    return [buys(1), reveal_hand_count(seat, by, "Treasure names", "coins")]


@piece("Avaricious", "dragon_disengage")
def _avaricious_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [gain_upto_step(seat, 6, _dragon("Avaricious"), to=DECK, kind="Treasure")]


# -- Calamitous: Ancient Egg ⇝ Derelict Drake ⇝ Calamitous Dragon ---------------------------


@piece("Calamitous", "hatch")
def _ancient_hatch(state: DraconiumState, seat: int) -> list[Step]:
    return [hostile_to_others(state, seat, "beast_ruins", _egg("Calamitous"))]


@piece("Calamitous", "drake_dispatch")
def _derelict_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [actions(2), reveal_hand_count(seat, _drake("Calamitous"), "Ruins", "cards")]


@piece("Calamitous", "drake_disengage")
def _derelict_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [hostile_to_others(state, seat, "beast_ruins", _drake("Calamitous"))]


@piece("Calamitous", "grow")
def _derelict_grows(state: DraconiumState, seat: int) -> list[Step]:
    """§2.6 step 1: gain your Ruined Kingdom, set aside for you at set-up."""
    return [step("nonsupply_gain", seat=seat, pile="Ruined Kingdom", to="discard")]


@piece("Calamitous", "dragon_dispatch")
def _calamitous_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [actions(1), reveal_hand_count(seat, _dragon("Calamitous"), "Ruins", "coins")]


@piece("Calamitous", "dragon_disengage")
def _calamitous_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [hostile_to_others(state, seat, "beast_ruins", _dragon("Calamitous"))]


# -- Divine: Blessed Egg ⇝ Sacred Drake ⇝ Divine Dragon -------------------------------------


@piece("Divine", "hatch")
def _blessed_hatch(state: DraconiumState, seat: int) -> list[Step]:
    return [ops.return_curses(seat, _egg("Divine"), 1, from_discard=True)]


@piece("Divine", "drake_dispatch")
def _sacred_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 1), actions(1), coins(1)]


@piece("Divine", "drake_disengage")
def _sacred_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [
        ops.return_curses(seat, _drake("Divine"), 2, from_discard=False),
        draw_cards(seat, 1),
    ]


@piece("Divine", "dragon_dispatch")
def _divine_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [step("divine_choice", seat=seat, by=_dragon("Divine"))]


@piece("Divine", "dragon_disengage")
def _divine_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [
        ops.return_curses(seat, _dragon("Divine"), 1, from_discard=True),
        step("each_player_draws", seat=seat),
    ]


# -- Festering: Rotten Egg ⇝ Noxious Drake ⇝ Festering Dragon -------------------------------


@piece("Festering", "hatch")
def _rotten_hatch(state: DraconiumState, seat: int) -> list[Step]:
    return [hostile_to_others(state, seat, "beast_curse", _egg("Festering"))]


@piece("Festering", "drake_dispatch")
def _noxious_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 1), coins(1)]


@piece("Festering", "drake_disengage")
def _noxious_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [hostile_to_others(state, seat, "beast_curse", _drake("Festering"))]


@piece("Festering", "dragon_dispatch")
def _festering_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [coins(2), hostile_to_others(state, seat, "beast_curse", _dragon("Festering"))]


@piece("Festering", "dragon_disengage")
def _festering_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [step("festering_trash", seat=seat, by=_dragon("Festering"))]


# -- Gargantuan: Enormous Egg ⇝ Towering Drake ⇝ Gargantuan Dragon --------------------------


@piece("Gargantuan", "hatch")
def _enormous_hatch(state: DraconiumState, seat: int) -> list[Step]:
    return [gain_upto_step(seat, 3, _egg("Gargantuan"))]


@piece("Gargantuan", "drake_dispatch")
def _towering_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 3)]


@piece("Gargantuan", "drake_disengage")
def _towering_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 1), buys(1)]


@piece("Gargantuan", "dragon_dispatch")
def _gargantuan_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 3), actions(1)]


@piece("Gargantuan", "dragon_disengage")
def _gargantuan_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [ops.may_gain_upto(seat, 4, _dragon("Gargantuan"), kind="Victory")]


# -- Hyper: Restless Egg ⇝ Dynamic Drake ⇝ Hyper Dragon -------------------------------------


@piece("Hyper", "hatch")
def _restless_hatch(state: DraconiumState, seat: int) -> list[Step]:
    return [hatch_bonus(seat, _egg("Hyper"), actions=2)]


@piece("Hyper", "drake_dispatch")
def _dynamic_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 1), actions(2)]


@piece("Hyper", "drake_disengage")
def _dynamic_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [actions(2), buys(1)]


@piece("Hyper", "dragon_dispatch")
def _hyper_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 1), actions(2), step("clean_up_six", seat=seat, by=_dragon("Hyper"))]


@piece("Hyper", "dragon_disengage")
def _hyper_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 1), actions(2), buys(1)]


# -- Opulent: Exquisite Egg ⇝ Glittering Drake ⇝ Opulent Dragon -----------------------------


@piece("Opulent", "hatch")
def _exquisite_hatch(state: DraconiumState, seat: int) -> list[Step]:
    return [hatch_bonus(seat, _egg("Opulent"), coins=2)]


@piece("Opulent", "drake_dispatch")
def _glittering_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [coins(3)]


@piece("Opulent", "drake_disengage")
def _glittering_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [gain_step(seat, "Gold")]


@piece("Opulent", "dragon_dispatch")
def _opulent_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [coins(3), buys(1)]


@piece("Opulent", "dragon_disengage")
def _opulent_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [step("opulent_mine", seat=seat, by=_dragon("Opulent"))]


# -- Revenant: Rubbish Egg ⇝ Detritus Drake ⇝ Revenant Dragon -------------------------------
# The Rubbish Egg's investment is asked at the start of Clean-up (turns.py).


@piece("Revenant", "hatch")
def _rubbish_hatch(state: DraconiumState, seat: int) -> list[Step]:
    return [gain_step(seat, "Silver")]


@piece("Revenant", "drake_dispatch")
def _detritus_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [gain_from_mat(seat, 4, _drake("Revenant"), to=HAND)]


@piece("Revenant", "drake_disengage")
def _detritus_disengage(state: DraconiumState, seat: int) -> list[Step]:
    """You may recycle a card from your hand; if you do, +1 Card and +$1."""
    return [ops.may_recycle(seat, _drake("Revenant"), if_done=True, n=1, money=1)]


@piece("Revenant", "dragon_dispatch")
def _revenant_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [gain_from_mat(seat, 6, _dragon("Revenant"))]


@piece("Revenant", "dragon_disengage")
def _revenant_disengage(state: DraconiumState, seat: int) -> list[Step]:
    """You may recycle a card from your hand; then +2 Cards (either way)."""
    return [ops.may_recycle(seat, _dragon("Revenant"), if_done=False, n=2, money=0)]


# -- Riposte: Sensitive Egg ⇝ Clever Drake ⇝ Riposte Dragon ---------------------------------
# No hatch effect. The protection while dispatched is read from the Roost record by
# counters.protected_from_cards and counters.protected_from_beasts (R20–R22, R30).


@piece("Riposte", "drake_dispatch")
def _clever_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 1), actions(1)]


@piece("Riposte", "drake_disengage")
def _clever_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 2)]


@piece("Riposte", "dragon_dispatch")
def _riposte_dispatch(state: DraconiumState, seat: int) -> list[Step]:
    return [actions(1), coins(1)]


@piece("Riposte", "dragon_disengage")
def _riposte_disengage(state: DraconiumState, seat: int) -> list[Step]:
    return [draw_cards(seat, 2)]
