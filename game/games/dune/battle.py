"""The Battle round (§3.2, R23a, R30–R39).

Step 0: the Elves may hide whole stacks that share a region (not 0f) with another
player's visible tokens (R23a). Whether they have such a stack is public, so they
are asked only when they do.

Then for each player P from the Emperor in player order, while P has visible
tokens in a region other than 0f that also holds visible tokens of a player not
allied with P, P picks one such region and opponent and attacks (R30):

    battle_question   the Elves, if they or their ally fight: ask_question / no_question
    battle_answer     the Elves' opponent: answer_question (public, binding, R34)
    battle_plan       both sides at once, in secret: choose_army (R31)
    treachery         the attacker's side, then the defender's (R35–R37), always asked:
                      declare_treachery / decline_treachery
    keep_artifact     the winner, if it played an artifact
    plunder           the Orcs, if they won and the loser holds artifacts (R39)
    plunder_resolve   the Orcs: keep or sell the stolen card (seen by them and the victim)

The plans live only in the secret pending's answers until both are in; the stolen
card only in the private choices of `plunder_resolve`. Working data,
`state.work["battle"]` (all public): `queue` (players still to attack), `attacker`,
and `fight` (the battle under way, its question and answer, and after the reveal
the plans, totals, winner, loser and who declared treachery).
"""

from __future__ import annotations

from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.move_table import MoveKind, flag, kind, maybe_text, text, value, whole
from game.core.state import Pending
from game.core.zones import Zone
from game.games.dune.bidding import hand_full, hand_limit, hand_size
from game.games.dune.common import Bind, Ctx, err, made, stage_of, wrong_step
from game.games.dune.common import seat_arg as _seat
from game.games.dune.common import tokens as _tokens
from game.games.dune.common import who as _who
from game.games.dune.council import allies
from game.games.dune.state import (
    BATTLE,
    DWARVES,
    ELVES,
    FACTION_NAMES,
    ORCS,
    SUIT_NAMES,
    SUITS,
    DuneState,
    colour_of,
    is_ace,
    is_artifact,
    suit_of,
    value_of,
)

HIDE, CHOOSE, QUESTION, ANSWER, PLAN = (
    "elves_hide",
    "choose_battle",
    "battle_question",
    "battle_answer",
    "battle_plan",
)
TREACHERY, KEEP, PLUNDER, RESOLVE = "treachery", "keep_artifact", "plunder", "plunder_resolve"
QUESTIONS = ("colour", "value", "army")
QUESTION_WORDS = {
    "colour": "the colour of their artifact",
    "value": "the value of their artifact",
    "army": "how many tokens they send",
}
NONE = "none"  # a valid answer to the colour and value questions (R34)
CANNOT_HIDE = "Elves hide only at the start of the Battle round, in a contested region."

Problem = IllegalMove | None


# -- small shared pieces -----------------------------------------------------------------------


def work(state: DuneState) -> dict[str, Any]:
    entry: dict[str, Any] = state.work.setdefault(BATTLE, {})
    return entry


def fight(state: DuneState) -> dict[str, Any]:
    current: dict[str, Any] = work(state)["fight"]
    return current


def artifacts(state: DuneState, seat: int) -> list[str]:
    """The artifact cards (2–6, Aces) in `seat`'s hand, in hand order."""
    return [c for c in state.players[seat].hand.cards if is_artifact(c)]


def region_reason(ctx: Ctx, region: object) -> Problem:
    if not isinstance(region, str) or region not in ctx.board.regions:
        return err("E_NO_REGION", f"There is no region called {region}.")
    return None


def presence_reason(state: DuneState, seat: int, region: str) -> Problem:
    """Visible tokens needed; hidden Elves do not fight (R23b)."""
    if state.on(region, seat) > 0:
        return None
    if seat == ELVES and state.hidden.get(region, 0) > 0:
        return err("E_HIDDEN", "Hidden tokens cannot do that.")
    return err("E_NO_PRESENCE", f"You have no visible tokens in {region}.")


def opponent_of(state: DuneState, seat: int) -> int:
    f = fight(state)
    return int(f["defender"]) if seat == f["attacker"] else int(f["attacker"])


# -- the round ---------------------------------------------------------------------------------


def begin(state: DuneState, ctx: Ctx) -> None:
    work(state).update({"queue": state.order_from(state.emperor), "attacker": None, "fight": None})
    state.say("The Battle round begins.")
    if hide_regions(state, ctx):
        ask_hide(state)
    else:
        next_battle(state, ctx)


def hide_regions(state: DuneState, ctx: Ctx) -> list[str]:
    """R23a: Elven stacks sharing a region (not 0f) with another player's visible tokens."""
    return [
        rid
        for rid, spec in ctx.board.regions.items()
        if not spec.neutral
        and state.on(rid, ELVES) > 0
        and any(s != ELVES for s in state.present(rid))
    ]


def ask_hide(state: DuneState) -> None:
    state.pending = Pending(
        HIDE, (ELVES,), prompt="Hide Elven stacks that share a region with others, or carry on."
    )


def battles_of(state: DuneState, ctx: Ctx, seat: int) -> list[tuple[str, int]]:
    """R30: every (region, opponent) `seat` must still fight: not in 0f, not an ally."""
    return [
        (rid, other)
        for rid, spec in ctx.board.regions.items()
        if not spec.neutral and state.on(rid, seat) > 0
        for other in state.order_from(seat)
        if other != seat and state.on(rid, other) > 0 and not allies(state, seat, other)
    ]


def next_battle(state: DuneState, ctx: Ctx) -> None:
    """The current attacker's next battle, else the next player's, else the round's end."""
    w = work(state)
    w["fight"] = None
    while True:
        seat: int | None = w["attacker"]
        if seat is not None and battles_of(state, ctx, seat):
            state.pending = Pending(
                CHOOSE, (seat,), prompt="Choose where and whom to attack (battles are mandatory)."
            )
            return
        if not w["queue"]:
            w["attacker"] = None
            state.say("The Battle round ends.")
            state.pending = None
            return
        w["attacker"] = w["queue"].pop(0)


def answerer_of(
    state: DuneState, attacker: int, defender: int, for_ally: bool = True
) -> int | None:
    """R34: the opponent of the Elves' side, if the Elves fight, or their ally (`for_ally`:
    while the Elves' data names `ally_question`)."""
    if attacker == ELVES or (for_ally and allies(state, ELVES, attacker)):
        return defender
    if defender == ELVES or (for_ally and allies(state, ELVES, defender)):
        return attacker
    return None


def ask_plans(state: DuneState) -> None:
    f = fight(state)
    state.pending = Pending(
        PLAN,
        (int(f["attacker"]), int(f["defender"])),
        prompt=f"Battle in {f['region']}: in secret, choose your army and at most one artifact.",
        secret=True,
    )


# -- legal moves -------------------------------------------------------------------------------


def kinds(on: Bind) -> list[MoveKind[DuneState]]:
    """The round's moves, in the order of its decisions: hiding (R23a; `done`, which
    closes it here and step 0 of the Recruitment round, is the Ruleset's), the battle
    chosen (R30), the Elves' question and its answer (R34), the secret plans (R31),
    treachery (R35–R37), the winner's artifact, and plunder (R39)."""
    phases = {BATTLE}
    return [
        kind(
            "hide",
            text("region"),
            phases=phases,
            reason=on(hide_reason),
            apply=on(do_hide),
            moves=on.lists(HIDE, hide_moves),
        ),
        kind(
            "choose_battle",
            whole("opponent"),
            text("region"),
            phases=phases,
            reason=on.during({CHOOSE}, choose_reason),
            apply=on(do_choose),
            moves=on.lists(CHOOSE, choose_moves),
        ),
        kind(
            "ask_question",
            text("kind"),
            phases=phases,
            reason=on(question_reason),
            apply=on(do_ask),
            moves=on.lists(QUESTION, question_moves),
        ),
        kind("no_question", phases=phases, reason=on(question_reason), apply=on(do_no_question)),
        kind(
            "answer_question",
            value("value", int, str),
            phases=phases,
            reason=on.during({ANSWER}, answer_reason),
            apply=on(do_answer),
            moves=on.lists(ANSWER, answer_moves),
        ),
        kind(
            "choose_army",
            maybe_text("artifact"),
            whole("n"),
            phases=phases,
            reason=on.during({PLAN}, plan_reason),
            apply=on(do_plan),
            moves=on.lists(PLAN, plan_moves),
        ),
        kind(
            "declare_treachery",
            text("queen"),
            text("sabotage"),
            phases=phases,
            reason=on.during({TREACHERY}, treachery_reason),
            apply=on(do_declare),
            moves=on.lists(TREACHERY, treachery_moves),
        ),
        kind(
            "decline_treachery",
            phases=phases,
            reason=on.during({TREACHERY}),
            apply=on(do_decline),
        ),
        kind(
            "keep_artifact",
            flag("keep"),
            phases=phases,
            reason=on.during({KEEP}),
            apply=on(do_keep),
            moves=on.lists(KEEP, keep_moves),
        ),
        kind(
            "plunder",
            flag("take"),
            phases=phases,
            reason=on.during({PLUNDER}),
            apply=on(do_plunder),
            moves=on.lists(PLUNDER, plunder_moves),
        ),
        kind(
            "plunder_resolve",
            text("keep_or_sell"),
            phases=phases,
            reason=on.during({RESOLVE}, resolve_reason),
            apply=on(do_resolve),
            moves=on.lists(RESOLVE, resolve_moves),
        ),
    ]


def hide_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Each stack the Elves may hide (R23a), then carrying on (`done`)."""
    moves = [made(ctx, seat, "hide", region=r) for r in hide_regions(state, ctx)]
    return [*moves, made(ctx, seat, "done")]


def choose_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    return [
        made(ctx, seat, "choose_battle", opponent=o, region=r)
        for r, o in battles_of(state, ctx, seat)
    ]


def question_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Each question, then asking none (listed here)."""
    moves = [made(ctx, seat, "ask_question", kind=k) for k in QUESTIONS]
    return [*moves, made(ctx, seat, "no_question")]


def possible_answers(state: DuneState, seat: int) -> list[str | int]:
    """R34: the answers `seat` can honour with its hand and tokens."""
    f = fight(state)
    cards = artifacts(state, seat)
    if f["question"] == "army":
        return list(range(state.on(f["region"], seat) + 1))
    if f["question"] == "colour":
        colours: list[str | int] = [
            c for c in ("red", "black") if any(colour_of(x) == c for x in cards)
        ]
        return [*colours, NONE]
    values: list[str | int] = sorted({value_of(c) for c in cards})
    return [*values, NONE]


def answer_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    return [Move.make(seat, "answer_question", value=v) for v in possible_answers(state, seat)]


def plan_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Every army size (largest first) with no artifact or one, honouring an answer."""
    k = state.on(fight(state)["region"], seat)
    cards: list[str | None] = [None, *dict.fromkeys(artifacts(state, seat))]
    return [
        made(ctx, seat, "choose_army", artifact=card, n=n)
        for n in range(k, -1, -1)
        for card in cards
        if binding_reason(state, seat, n, card) is None
    ]


def treachery_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    """Every valid declaration (R35–R37), then declining (listed here)."""
    declarer, fighter = work_declarer(state)
    opponent = opponent_of(state, fighter)
    played = played_card(state, opponent)
    moves = []
    if played is not None:
        pool = pool_cards(state, declarer, fighter)
        queen = f"Q{SUITS[opponent]}"
        for sabotage in sabotage_cards(declarer, suit_of(played)):
            if queen in pool and sabotage in pool:
                moves.append(Move.make(seat, "declare_treachery", queen=queen, sabotage=sabotage))
    return [*moves, Move.make(seat, "decline_treachery")]


def keep_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    return [
        Move.make(seat, "keep_artifact", keep=True),
        Move.make(seat, "keep_artifact", keep=False),
    ]


def plunder_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    return [Move.make(seat, "plunder", take=True), Move.make(seat, "plunder", take=False)]


def resolve_moves(state: DuneState, ctx: Ctx, seat: int) -> list[Move]:
    moves = [Move.make(seat, "plunder_resolve", keep_or_sell="sell")]
    if stolen_fits(state, ctx):
        moves.insert(0, Move.make(seat, "plunder_resolve", keep_or_sell="keep"))
    return moves


# -- why a move is illegal ---------------------------------------------------------------------


def question_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R34: only the Elves ask (or ask nothing), and only when a battle waits for it."""
    if move.seat != ELVES:
        return err("E_NO_QUESTION", "Only the Elves (for themselves or their ally) may ask.")
    if stage_of(state) != QUESTION:
        return wrong_step()
    return ask_reason(state, ctx, move) if move.kind == "ask_question" else None


def hide_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R23a: a whole visible stack in a contested region other than 0f, at the start of
    the round only."""
    if stage_of(state) != HIDE:
        return err("E_CANNOT_HIDE", CANNOT_HIDE)
    region = move.get("region")
    problem = region_reason(ctx, region)
    if problem is not None:
        return problem
    assert isinstance(region, str)
    if state.on(region, ELVES) == 0:
        return err("E_NO_PRESENCE", f"You have no visible tokens in {region}.")
    if region not in hide_regions(state, ctx):
        return err("E_CANNOT_HIDE", CANNOT_HIDE)
    return None


def choose_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R30: never in 0f, never an ally, an opponent with visible tokens there."""
    seat, region = move.seat, move.get("region")
    problem = region_reason(ctx, region)
    if problem is not None:
        return problem
    assert isinstance(region, str)
    if ctx.board.regions[region].neutral:
        return err("E_NEUTRAL", f"No battles are fought in {region}.")  # 0f on the board
    problem = presence_reason(state, seat, region)
    if problem is not None:
        return problem
    opponent = _seat(move.get("opponent"))
    if opponent is None or opponent == seat:
        return err("E_BAD_TARGET", f"There is no opponent {move.get('opponent')!r} to attack.")
    if allies(state, seat, opponent):
        return err("E_ALLY", "You do not fight your ally.")
    if state.on(region, opponent) == 0:
        return err("E_NO_OPPONENT", f"{state.name(opponent)} has no visible tokens in {region}.")
    return None


def ask_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    if move.get("kind") not in QUESTIONS:
        return err("E_NO_SUCH_QUESTION", 'Ask about "colour", "value" or "army".')
    return None


def answer_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R34: the answer must be achievable with the answerer's hand or tokens."""
    value = move.get("value")
    if isinstance(value, bool) or value not in possible_answers(state, move.seat):
        return err("E_ANSWER_IMPOSSIBLE", "Your hand/tokens cannot honour that answer.")
    return None


def plan_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R31: cards first (§8), then the army size, then a binding answer (R34)."""
    seat, n, card = move.seat, move.get("n"), move.get("artifact")
    if card is not None:
        if not isinstance(card, str) or not is_artifact(card):
            return err("E_NOT_ARTIFACT", "Only 2–6 and Aces can be played as artifacts.")
        if card not in state.players[seat].hand.cards:
            return err("E_NOT_IN_HAND", f"You do not hold {card}.")
    k = state.on(fight(state)["region"], seat)
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= k:
        return err("E_ARMY_SIZE", army_sizes(k))
    return binding_reason(state, seat, n, card)


def army_sizes(k: int) -> str:
    """The refusal of an army size outside 0..k, the fighter's visible tokens there."""
    if k == 0:
        return "You can only send 0 tokens."
    return "You can send 0 or 1 token." if k == 1 else f"You can send 0 to {k} tokens."


def binding_reason(state: DuneState, seat: int, n: int, card: str | None) -> Problem:
    """R34: the answerer's plan must match its public answer ("none": no artifact)."""
    f = fight(state)
    if f.get("answerer") != seat or f.get("question") is None:
        return None
    question, answer = f["question"], f["answer"]
    if question == "army":
        ok = n == answer
    elif answer == NONE:
        ok = card is None
    elif card is None:
        ok = False
    else:
        ok = (colour_of(card) if question == "colour" else value_of(card)) == answer
    if ok:
        return None
    return err("E_CONTRADICTS_ANSWER", f'Your binding answer was "{answer}".')


def treachery_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R35–R37, in the order E_NOT_IN_HAND, E_NO_TRAITOR, E_NO_ARTIFACT_PLAYED,
    E_NO_SABOTAGE (a non-Dwarf naming an Ace fails the last)."""
    declarer, fighter = work_declarer(state)
    queen, sabotage = move.get("queen"), move.get("sabotage")
    pool = pool_cards(state, declarer, fighter)
    for card in (queen, sabotage):
        if not isinstance(card, str) or card not in pool:
            return err("E_NOT_IN_HAND", f"You do not hold {card}.")
    opponent = opponent_of(state, fighter)
    if queen != f"Q{SUITS[opponent]}":
        return err("E_NO_TRAITOR", f"You do not hold the Usurper of the {FACTION_NAMES[opponent]}.")
    played = played_card(state, opponent)
    if played is None:
        return err("E_NO_ARTIFACT_PLAYED", "Your opponent played no artifact; nothing to sabotage.")
    suit = suit_of(played)
    if sabotage not in sabotage_cards(declarer, suit):
        ace = ", or the Ace (Dwarves)" if declarer == DWARVES else ""
        return err("E_NO_SABOTAGE", f"You need the Jack of {SUIT_NAMES[suit]}{ace}.")
    return None


def resolve_reason(state: DuneState, ctx: Ctx, move: Move) -> Problem:
    """R39: keep the stolen card only with room in hand; selling is always possible."""
    choice = move.get("keep_or_sell")
    if choice not in ("keep", "sell"):
        return err("E_BAD_CHOICE", 'Choose "keep" or "sell".')
    if choice == "keep" and not stolen_fits(state, ctx):
        return err("E_HAND_FULL", hand_full(ctx, ORCS))
    return None


def stolen_fits(state: DuneState, ctx: Ctx) -> bool:
    """The stolen card already lies in the Orcs' hand: keeping it must not overfill it."""
    return hand_size(state, ORCS) <= hand_limit(ctx, ORCS)


# -- treachery cards ---------------------------------------------------------------------------


def work_declarer(state: DuneState) -> tuple[int, int]:
    """(who declares now, for which fighter)."""
    declarer, fighter = fight(state)["declarers"][0]
    return int(declarer), int(fighter)


def played_card(state: DuneState, seat: int) -> str | None:
    """The artifact `seat` revealed in this battle, if any."""
    f = fight(state)
    side = "attacker" if seat == f["attacker"] else "defender"
    card: str | None = f["plans"][side]["artifact"]
    return card


def pool_seats(state: DuneState, declarer: int, fighter: int) -> tuple[int, ...]:
    """R37: the Dwarves declaring for their ally use either hand, in any combination
    (only their own under the `dwarf_cards_only` option); anyone else their own cards."""
    if declarer == fighter:
        return (fighter,)
    return (DWARVES,) if state.options["dwarf_cards_only"] else (DWARVES, fighter)


def pool_zones(state: DuneState, declarer: int, fighter: int) -> list[Zone]:
    zones = []
    for seat in pool_seats(state, declarer, fighter):
        p = state.players[seat]
        zones += [p.secret, p.declared, p.hand]
    return zones


def pool_cards(state: DuneState, declarer: int, fighter: int) -> list[str]:
    """The declarer's usable cards: the artifacts on the table this battle excluded."""
    f = fight(state)
    played = {plan["artifact"] for plan in f["plans"].values()}
    return [
        c for zone in pool_zones(state, declarer, fighter) for c in zone.cards if c not in played
    ]


def sabotage_cards(declarer: int, suit: str) -> tuple[str, ...]:
    """R36: the Jack of the exact suit; the Dwarves may use that suit's Ace instead."""
    return (f"J{suit}", f"A{suit}") if declarer == DWARVES else (f"J{suit}",)


def take_card(state: DuneState, declarer: int, fighter: int, card: str) -> None:
    for zone in pool_zones(state, declarer, fighter):
        if card in zone.cards:
            zone.cards.remove(card)
            return
    raise ValueError(f"{card} is not among the treachery cards of seat {declarer}")


# -- carrying moves out ------------------------------------------------------------------------


def do_hide(state: DuneState, ctx: Ctx, move: Move) -> None:
    """R23a: the whole stack hides (joining a hidden group there); location and count
    stay public (R23d)."""
    region = str(move["region"])
    n = state.on(region, ELVES)
    state.add(region, ELVES, -n)
    state.hidden[region] = state.hidden.get(region, 0) + n
    state.say(f"The Elves hide {_tokens(n)} in {region}.")
    if hide_regions(state, ctx):
        ask_hide(state)
    else:
        next_battle(state, ctx)


def do_done(state: DuneState, ctx: Ctx, move: Move) -> None:
    next_battle(state, ctx)


def do_choose(state: DuneState, ctx: Ctx, move: Move) -> None:
    attacker, region, defender = move.seat, str(move["region"]), int(move["opponent"])
    answerer = answerer_of(state, attacker, defender, ctx.data.has(ELVES, "ally_question"))
    work(state)["fight"] = {
        "region": region,
        "attacker": attacker,
        "defender": defender,
        "answerer": answerer,
        "question": None,
        "answer": None,
    }
    state.say(f"Battle in {region}: {_who(state, attacker)} attacks {_who(state, defender)}.")
    if answerer is None:
        ask_plans(state)
        return
    state.pending = Pending(
        QUESTION,
        (ELVES,),
        prompt=f"Ask {state.name(answerer)} the colour or value of their artifact, or their "
        "army size; or ask nothing.",
    )


def do_ask(state: DuneState, ctx: Ctx, move: Move) -> None:
    f = fight(state)
    question, answerer = str(move["kind"]), int(f["answerer"])
    f["question"] = question
    state.say(f"The Elves ask {_who(state, answerer)} {QUESTION_WORDS[question]}.")
    state.pending = Pending(
        ANSWER,
        (answerer,),
        prompt=f"The Elves ask {QUESTION_WORDS[question]}. Your answer is public and binding.",
    )


def do_no_question(state: DuneState, ctx: Ctx, move: Move) -> None:
    state.say("The Elves ask no question.")
    ask_plans(state)


def do_answer(state: DuneState, ctx: Ctx, move: Move) -> None:
    f = fight(state)
    f["answer"] = move["value"]
    state.say(f"{_who(state, move.seat)} answers: {f['answer']}.")
    ask_plans(state)


def do_plan(state: DuneState, ctx: Ctx, move: Move) -> None:
    """R31: kept in the secret pending until both sides have chosen, then revealed."""
    assert state.pending is not None
    plan = {"n": int(move["n"]), "artifact": move.get("artifact")}
    everyone = state.pending.answer(move.seat, plan)
    state.say(f"{_who(state, move.seat)} has chosen a battle plan.")
    if everyone:
        reveal(state, ctx, dict(state.pending.answers))


def colour_bonus(attack_card: str | None, defend_card: str | None) -> tuple[int, int]:
    """R32: per colour, a lone card adds its value; of two, only the strictly lower adds."""
    bonus = [0, 0]
    cards = (attack_card, defend_card)
    for colour in ("red", "black"):
        played = [(i, value_of(c)) for i, c in enumerate(cards) if c and colour_of(c) == colour]
        if len(played) == 1:
            bonus[played[0][0]] += played[0][1]
        elif len(played) == 2 and played[0][1] != played[1][1]:
            side, value = min(played, key=lambda p: p[1])
            bonus[side] += value
    return bonus[0], bonus[1]


def _plan_text(state: DuneState, seat: int, plan: dict[str, Any]) -> str:
    card = plan["artifact"] or "no artifact"
    return f"{_who(state, seat)} sends {_tokens(plan['n'])} with {card}"


def reveal(state: DuneState, ctx: Ctx, answers: dict[int, Any]) -> None:
    """Steps 4–6: the reveal, the colour bonus (R32), the totals; ties go to the attacker."""
    f = fight(state)
    attacker, defender = int(f["attacker"]), int(f["defender"])
    plans = {"attacker": answers[attacker], "defender": answers[defender]}
    bonus = colour_bonus(plans["attacker"]["artifact"], plans["defender"]["artifact"])
    totals = (plans["attacker"]["n"] + bonus[0], plans["defender"]["n"] + bonus[1])
    winner = attacker if totals[0] >= totals[1] else defender
    loser = defender if winner == attacker else attacker
    f.update({"plans": plans, "totals": list(totals), "winner": winner, "loser": loser})
    for seat, side in ((attacker, "attacker"), (defender, "defender")):
        card = plans[side]["artifact"]
        if card is not None:  # revealed: face up on the table until kept or discarded
            state.players[seat].hand.cards.remove(card)
            state.battlefield.cards.append(card)
    f["treachery"] = None
    f["declarers"] = [
        [declarer, fighter]
        for fighter in (attacker, defender)
        for declarer in declarers(state, ctx, fighter)
    ]
    state.say(
        f"Reveal: {_plan_text(state, attacker, plans['attacker'])}; "
        f"{_plan_text(state, defender, plans['defender'])}."
    )
    tie = " (a tie goes to the attacker)" if totals[0] == totals[1] else ""
    state.say(
        f"Totals: {state.faction_name(attacker)} {totals[0]} ({plans['attacker']['n']} + "
        f"{bonus[0]}), {state.faction_name(defender)} {totals[1]} ({plans['defender']['n']} + "
        f"{bonus[1]}): the {state.faction_name(winner)} win{tie}."
    )
    ask_treachery(state, ctx)


def declarers(state: DuneState, ctx: Ctx, fighter: int) -> list[int]:
    """R35, R37: the fighter, then the Dwarves if they are the fighter's ally (while the
    Dwarves' data names `ally_treachery`)."""
    dwarves_help = ctx.data.has(DWARVES, "ally_treachery")
    if fighter != DWARVES and dwarves_help and allies(state, fighter, DWARVES):
        return [fighter, DWARVES]
    return [fighter]


def ask_treachery(state: DuneState, ctx: Ctx) -> None:
    """Step 7, asked every time (§5) until someone declares."""
    f = fight(state)
    if not f["declarers"]:
        resolve(state, ctx)
        return
    declarer, fighter = work_declarer(state)
    whose = "" if declarer == fighter else f" for your ally the {state.faction_name(fighter)}"
    state.pending = Pending(
        TREACHERY,
        (declarer,),
        prompt=f"Declare treachery{whose} (Usurper and Sabotaged Artifact), or decline.",
    )


def do_decline(state: DuneState, ctx: Ctx, move: Move) -> None:
    fight(state)["declarers"].pop(0)
    state.say(f"{_who(state, move.seat)} declares no treachery.")
    ask_treachery(state, ctx)


def do_declare(state: DuneState, ctx: Ctx, move: Move) -> None:
    """R35: the declarer's side wins with no losses. The Queen and Jack lie face up with
    the declarer, reusable; a Dwarven Ace is discarded; under the `jack_discarded` option
    the Jack leaves the game (with the unused Kings)."""
    declarer, fighter = work_declarer(state)
    queen, sabotage = str(move["queen"]), str(move["sabotage"])
    take_card(state, declarer, fighter, queen)
    take_card(state, declarer, fighter, sabotage)
    shown = state.players[declarer].declared.cards
    shown.append(queen)
    if is_ace(sabotage):
        state.artifact_discard.cards.append(sabotage)
    elif state.options["jack_discarded"]:
        state.out_of_play.cards.append(sabotage)
    else:
        shown.append(sabotage)
    f = fight(state)
    f.update({"treachery": declarer, "winner": fighter, "loser": opponent_of(state, fighter)})
    f["declarers"] = []
    state.say(
        f"{_who(state, declarer)} declares treachery with {queen} and {sabotage}: the "
        f"{state.faction_name(fighter)} win the battle and lose nothing."
    )
    resolve(state, ctx)


def discard_played(state: DuneState, seat: int) -> str | None:
    card = played_card(state, seat)
    if card is not None and card in state.battlefield.cards:
        state.battlefield.cards.remove(card)
        state.artifact_discard.cards.append(card)
    return card


def take_back_played(state: DuneState, seat: int) -> str | None:
    card = played_card(state, seat)
    if card is not None and card in state.battlefield.cards:
        state.battlefield.cards.remove(card)
        state.players[seat].hand.cards.append(card)
    return card


def to_graveyard(state: DuneState, region: str, seat: int, n: int) -> None:
    state.add(region, seat, -n)
    state.players[seat].graveyard += n


def resolve(state: DuneState, ctx: Ctx) -> None:
    """Steps 8–9: the loser loses every visible token there (R38) and its artifact; the
    winner the tokens it sent (none after treachery), then keeps or discards its artifact."""
    f = fight(state)
    region, winner, loser = str(f["region"]), int(f["winner"]), int(f["loser"])
    k = state.on(region, loser)
    to_graveyard(state, region, loser, k)
    card = discard_played(state, loser)
    lost = f" and discards {card}" if card else ""
    state.say(f"{_who(state, loser)} loses {_tokens(k)} in {region} to the graveyard{lost}.")
    if f["treachery"] is None:
        sent = int(f["plans"]["attacker" if winner == f["attacker"] else "defender"]["n"])
        to_graveyard(state, region, winner, sent)
        if sent:
            state.say(f"{_who(state, winner)} loses the {_tokens(sent)} it sent to the graveyard.")
    if played_card(state, winner) is not None:
        state.pending = Pending(
            KEEP, (winner,), prompt=f"Keep {played_card(state, winner)} or discard it?"
        )
        return
    after_keep(state, ctx)


def do_keep(state: DuneState, ctx: Ctx, move: Move) -> None:
    if move["keep"]:
        card = take_back_played(state, move.seat)
        state.say(f"{_who(state, move.seat)} keeps {card}.")
    else:
        card = discard_played(state, move.seat)
        state.say(f"{_who(state, move.seat)} discards {card}.")
    after_keep(state, ctx)


def after_keep(state: DuneState, ctx: Ctx) -> None:
    """Step 10 (R39): the Orcs may plunder after any win, treachery included."""
    f = fight(state)
    # The played cards are settled (discarded or back in a hand): forget which they were,
    # so a kept card is not named outside its owner's hand.
    f["plans"] = {side: {**plan, "artifact": None} for side, plan in f["plans"].items()}
    loser = int(f["loser"])
    held = len(artifacts(state, loser))
    if f["winner"] == ORCS and held and ctx.data.has(ORCS, "plunder"):
        state.pending = Pending(
            PLUNDER,
            (ORCS,),
            prompt=plunder_prompt(state.faction_name(loser), held),
        )
        return
    next_battle(state, ctx)


def plunder_prompt(faction: str, held: int) -> str:
    """R39: the Orcs may steal one of the loser's `held` artifacts, unseen."""
    if held == 1:
        return f"Steal the {faction}' only artifact?"
    return f"Steal one of the {faction}' {held} artifacts at random?"


def do_plunder(state: DuneState, ctx: Ctx, move: Move) -> None:
    loser = int(fight(state)["loser"])
    if not move["take"]:
        state.say("The Orcs take nothing.")
        next_battle(state, ctx)
        return
    card = state.rng.choice(artifacts(state, loser))
    state.say(f"The Orcs steal one of the {state.faction_name(loser)}' artifact cards at random.")
    state.say(f"You steal {card} from {_who(state, loser)}.", seat=ORCS)
    state.say(f"The Orcs steal your {card}.", seat=loser)
    # The card is the Orcs' now (in their hand while they decide), and only they see the
    # choice; the victim knows it from their own log line.
    state.players[loser].hand.cards.remove(card)
    state.players[ORCS].hand.cards.append(card)
    state.pending = Pending(
        RESOLVE,
        (ORCS,),
        prompt="Keep the stolen card, or sell it for its value in gold.",
        choices=(card,),
        private_to=(ORCS,),
    )


def do_resolve(state: DuneState, ctx: Ctx, move: Move) -> None:
    assert state.pending is not None
    card = state.pending.choices[0]
    orcs = state.players[ORCS]
    if move["keep_or_sell"] == "keep":
        state.say("The Orcs keep the stolen card.")
    else:
        orcs.hand.cards.remove(card)
        state.artifact_discard.cards.append(card)
        orcs.gold += value_of(card)
        state.say(f"The Orcs sell the stolen {card} for {value_of(card)} gold ({orcs.gold} gold).")
    next_battle(state, ctx)
