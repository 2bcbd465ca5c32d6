"""The attack (§3.6, R23), the defence on the defender's screen (§3.7, R19–R22) and what
the other seats may do meanwhile (R20)."""

from __future__ import annotations

from game.games.hatch.flow import handover
from game.games.hatch.state import DEFEND, LOOT, MAIN, MUSTER
from tests.games.hatch.helpers import (
    RULES,
    card,
    hand,
    hatch_egg,
    last_lines,
    listed,
    play,
    refused,
    table,
)

ANN, BEN, CORA = 0, 1, 2


def attack(st, seat: int, target: int, *dragon_ids: str):  # type: ignore[no-untyped-def]
    for dragon in dragon_ids:
        play(st, seat, "attack_with", dragon=dragon, target=target)
    return play(st, seat, "declare_attack")


def test_gathering_and_declaring_an_attack_r23() -> None:
    st = table(Ann={"dragons": ["Emberclaw", "Pebble Whelp"]}, Ben={"hand": ["Sunforge"]})
    emberclaw, pebble = st.players[ANN].dragons.cards
    play(st, ANN, "attack_with", dragon=emberclaw, target=BEN)
    assert st.phase == MUSTER and RULES.to_act(st) == (ANN,)
    play(st, ANN, "attack_with", dragon=pebble, target=BEN)
    play(st, ANN, "call_back", dragon=pebble)
    play(st, ANN, "attack_with", dragon=pebble, target=BEN)
    play(st, ANN, "declare_attack")
    assert st.phase == DEFEND and RULES.to_act(st) == (BEN,)
    assert st.attack is not None and st.attack.dragons == [emberclaw, pebble]
    assert last_lines(st) == ["Ann attacks Ben with Emberclaw (12) and Pebble Whelp (3)."]
    assert handover(st, BEN) == "Pass to Ben — 2 dragons attack you"


def test_calling_back_the_last_dragon_attacks_no_one() -> None:
    st = table(Ann={"dragons": ["Emberclaw"]})
    emberclaw = st.players[ANN].dragons.cards[0]
    play(st, ANN, "attack_with", dragon=emberclaw, target=BEN)
    play(st, ANN, "call_back", dragon=emberclaw)
    assert st.phase == MAIN and st.attack is None and not st.attacked


def test_with_two_players_the_target_is_the_other_one_r23() -> None:
    st = table(Ann={"dragons": ["Emberclaw", "Pebble Whelp"]})
    assert {m["target"] for m in listed(st, ANN, "attack_with")} == {BEN}
    st = table(seats=("Ann", "Ben", "Cora"), Ann={"dragons": ["Emberclaw"]})
    assert sorted(m["target"] for m in listed(st, ANN, "attack_with")) == [BEN, CORA]


def test_attack_refusals_in_the_references_words() -> None:
    st = table(
        seats=("Ann", "Ben", "Cora"),
        Ann={"hand": ["Sunforge"], "dragons": ["Emberclaw", "Pebble Whelp"]},
        Ben={"dragons": ["Zephyr Whelp"], "mercs": ["Skyfather"]},
    )
    emberclaw = card(st, ANN, "Emberclaw", "dragons")
    cases = [
        ({"dragon": emberclaw, "target": 7}, "no-target", "Choose an opponent to attack."),
        ({"dragon": emberclaw, "target": ANN}, "self-attack", "You cannot attack yourself."),
        (
            {"dragon": card(st, BEN, "Skyfather", "mercs"), "target": BEN},
            "mercenary-attack",
            "Mercenaries cannot attack.",
        ),
        (
            {"dragon": card(st, BEN, "Zephyr Whelp", "dragons"), "target": BEN},
            "not-your-dragon",
            "Zephyr Whelp (4) is not one of your hatched dragons.",
        ),
        (
            {"dragon": hand(st, ANN)[0], "target": BEN},
            "not-your-dragon",
            "Sunforge (40) is not one of your hatched dragons.",
        ),
    ]
    for args, code, message in cases:
        err = refused(st, ANN, "attack_with", **args)
        assert (err.code, err.message) == (f"hatch/{code}", message)
    err = refused(st, ANN, "declare_attack")
    assert (err.code, err.message) == ("hatch/no-attackers", "Choose at least one dragon.")
    play(st, ANN, "attack_with", dragon=emberclaw, target=BEN)
    err = refused(
        st, ANN, "attack_with", dragon=card(st, ANN, "Pebble Whelp", "dragons"), target=CORA
    )
    assert err.message == (
        "Your dragons are gathering against Ben: send them, or call them back to attack "
        "someone else."
    )
    err = refused(st, ANN, "attack_with", dragon=emberclaw, target=BEN)
    assert err.message == "Emberclaw (12) is already gathered for the attack."
    err = refused(st, ANN, "lay_egg", card=hand(st, ANN)[0])
    assert err.message == "Send your attack or call your dragons back first."
    err = refused(st, ANN, "end_turn")
    assert err.code == "hatch/gathering"


def test_one_attack_a_turn_r23() -> None:
    st = table(Ann={"dragons": ["Emberclaw"]}, Ben={"dragons": ["Sunforge"]})
    emberclaw = st.players[ANN].dragons.cards[0]
    attack(st, ANN, BEN, emberclaw)
    play(st, BEN, "assign_blocker", dragon=card(st, BEN, "Sunforge", "dragons"), attacker=emberclaw)
    play(st, BEN, "confirm_defence")
    assert st.phase == MAIN and RULES.to_act(st) == (ANN,)
    assert last_lines(st) == ["Every attacker was blocked: no loot."]
    err = refused(st, ANN, "attack_with", dragon=emberclaw, target=BEN)
    assert (err.code, err.message) == (
        "hatch/already-attacked",
        "You have already attacked this turn.",
    )
    assert listed(st, ANN, "attack_with") == []
    err = refused(st, ANN, "declare_attack")
    assert err.message == "You have already attacked this turn."


def test_a_dragon_hatched_this_turn_may_attack_r17() -> None:
    st = table(Ann={"eggs": [{"card": "Pebble Whelp", "fed": ["Pebble Whelp"]}]})
    pebble = st.players[ANN].eggs[0].id
    hatch_egg(st, ANN, pebble)
    play(st, ANN, "attack_with", dragon=pebble, target=BEN)


def test_fledgling_dragons_wait_a_turn_r17() -> None:
    st = table(
        options={"fledgling": True},
        Ann={"eggs": [{"card": "Pebble Whelp", "fed": ["Pebble Whelp"]}]},
    )
    pebble = st.players[ANN].eggs[0].id
    hatch_egg(st, ANN, pebble)
    err = refused(st, ANN, "attack_with", dragon=pebble, target=BEN)
    assert (err.code, err.message) == (
        "hatch/fledgling",
        "Pebble Whelp (3) hatched this turn and cannot attack yet.",
    )
    assert listed(st, ANN, "attack_with") == []
    play(st, ANN, "end_turn")
    play(st, BEN, "end_turn")
    play(st, ANN, "attack_with", dragon=pebble, target=BEN)


# -- the defence ------------------------------------------------------------------------------------


def defending(**ben: object):  # type: ignore[no-untyped-def]
    """Ann attacks Ben with Emberclaw (12) and Pebble Whelp (3)."""
    st = table(Ann={"dragons": ["Emberclaw", "Pebble Whelp"], "hand": ["Cinder Whelp"]}, Ben=ben)
    attack(st, ANN, BEN, *st.players[ANN].dragons.cards)
    return st, st.players[ANN].dragons.cards


def test_equal_values_never_block_r19() -> None:
    st, (emberclaw, _) = defending(dragons=["Emberclaw"], hand=["Stormkite"])
    mine = card(st, BEN, "Emberclaw", "dragons")
    err = refused(st, BEN, "assign_blocker", dragon=mine, attacker=emberclaw)
    assert (err.code, err.message) == (
        "hatch/too-weak",
        "Only a dragon of value higher than 12 can block Emberclaw (12).",
    )
    err = refused(st, BEN, "contract_mercenary", card=hand(st, BEN)[0], attacker=emberclaw)
    assert err.message == "Only a dragon of value higher than 12 can block Emberclaw (12)."


def test_blocking_with_own_dragons_withdrawing_and_reassigning() -> None:
    st, (emberclaw, pebble) = defending(dragons=["Stormkite", "Magma Wyrm", "Tidal Wyrm"])
    stormkite, magma, tidal = st.players[BEN].dragons.cards
    play(st, BEN, "assign_blocker", dragon=magma, attacker=emberclaw)
    err = refused(st, BEN, "assign_blocker", dragon=tidal, attacker=emberclaw)
    assert (err.code, err.message) == (
        "hatch/already-blocked",
        "Emberclaw (12) is already blocked by Magma Wyrm (14) — one blocker per attacker.",
    )
    err = refused(st, BEN, "assign_blocker", dragon=magma, attacker=pebble)
    assert (err.code, err.message) == (
        "hatch/already-blocking",
        "Magma Wyrm (14) is already blocking Emberclaw (12).",
    )
    err = refused(st, BEN, "withdraw_blocker", dragon=stormkite)
    assert (err.code, err.message) == ("hatch/not-blocking", "Stormkite (11) is not blocking.")
    play(st, BEN, "withdraw_blocker", dragon=magma)
    assert last_lines(st) == ["Ben withdraws Magma Wyrm (14) from Emberclaw (12)."]
    play(st, BEN, "assign_blocker", dragon=stormkite, attacker=pebble)
    play(st, BEN, "assign_blocker", dragon=magma, attacker=emberclaw)
    play(st, BEN, "confirm_defence")
    assert last_lines(st, 2) == [
        "Ben confirms the defence: Emberclaw (12) by Magma Wyrm (14), Pebble Whelp (3) by "
        "Stormkite (11) blocked.",
        "Every attacker was blocked: no loot.",
    ]


def test_a_blocker_must_be_your_own_dragon_or_mercenary() -> None:
    st, (emberclaw, pebble) = defending(hand=["Sunforge"])
    err = refused(st, BEN, "assign_blocker", dragon=hand(st, BEN)[0], attacker=emberclaw)
    assert (err.code, err.message) == (
        "hatch/not-your-blocker",
        "Sunforge (40) is not one of your dragons or mercenaries.",
    )
    err = refused(st, BEN, "assign_blocker", dragon=pebble, attacker=emberclaw)
    assert err.message == "Pebble Whelp (3) is not one of your dragons or mercenaries."


def test_a_mercenary_is_contracted_to_block_at_once_r22() -> None:
    st, (emberclaw, pebble) = defending(hand=["Sunforge", "Zephyr Whelp", "Skyfather"])
    sunforge, zephyr, skyfather = hand(st, BEN)
    play(st, BEN, "contract_mercenary", card=sunforge, attacker=emberclaw)
    assert st.players[BEN].mercs.cards == [sunforge]
    assert st.attack is not None and st.attack.blocks == {emberclaw: sunforge}
    assert last_lines(st) == ["Ben contracts Sunforge (40) as a mercenary to block Emberclaw (12)."]
    err = refused(st, BEN, "contract_mercenary", card=skyfather, attacker=emberclaw)
    assert (
        err.message
        == "Emberclaw (12) is already blocked by Sunforge (40) — one blocker per attacker."
    )
    err = refused(st, BEN, "contract_mercenary", card=zephyr, attacker=hand(st, ANN)[0])
    assert (err.code, err.message) == (
        "hatch/not-attacking",
        "Cinder Whelp (1) is not attacking you.",
    )
    # Every contract is tied to an attacker it can block that has no blocker yet (R22).
    contracts = listed(st, BEN, "contract_mercenary")
    assert [(m["card"], m["attacker"]) for m in contracts] == [
        (zephyr, pebble),
        (skyfather, pebble),
    ]


def test_a_withdrawn_new_mercenary_returns_to_the_hand() -> None:
    st, (emberclaw, _) = defending(hand=["Sunforge"])
    sunforge = hand(st, BEN)[0]
    play(st, BEN, "contract_mercenary", card=sunforge, attacker=emberclaw)
    play(st, BEN, "withdraw_blocker", dragon=sunforge)
    assert hand(st, BEN) == [sunforge] and st.players[BEN].mercs.cards == []
    assert last_lines(st) == ["Ben withdraws Sunforge (40); the mercenary returns to the hand."]


def test_only_the_defender_contracts_mercenaries() -> None:
    st = table(
        seats=("Ann", "Ben", "Cora"), Ann={"dragons": ["Emberclaw"]}, Cora={"hand": ["Sunforge"]}
    )
    emberclaw = st.players[ANN].dragons.cards[0]
    message = "Only the defending player can contract mercenaries."
    err = refused(st, ANN, "contract_mercenary", card="H65", attacker=emberclaw)
    assert (err.code, err.message) == ("hatch/not-defending", message)
    attack(st, ANN, BEN, emberclaw)
    err = refused(st, CORA, "contract_mercenary", card=hand(st, CORA)[0], attacker=emberclaw)
    assert err.message == message


def test_while_defending_only_blocking_moves_r20() -> None:
    st, _ = defending(hand=["Sunforge"])
    err = refused(st, BEN, "lay_egg", card=hand(st, BEN)[0])
    assert (err.code, err.message) == (
        "hatch/defending",
        "Only blocking moves are allowed while you defend.",
    )
    err = refused(st, ANN, "lay_egg", card=hand(st, ANN)[0])
    assert (err.code, err.message) == (
        "hatch/attack-in-progress",
        "Resolve the current attack first.",
    )


def test_the_defence_prompt_is_shown_even_when_nothing_can_block() -> None:
    """§4: Ben's hand holds only weaker cards, but only Ben may know that."""
    st, _ = defending(hand=["Cinder Whelp"])
    assert st.phase == DEFEND and RULES.to_act(st) == (BEN,)
    assert [m.kind for m in RULES.legal_moves(st, BEN)] == ["confirm_defence"]


def test_the_defence_is_settled_when_public_facts_say_so() -> None:
    """§4: an empty hand and nothing in play strong enough: no prompt."""
    st, _ = defending(dragons=["Cinder Whelp"])
    assert st.phase == LOOT and RULES.to_act(st) == (ANN,)
    assert last_lines(st)[0] == (
        "Ben has no card in hand and nothing strong enough in play: no block is possible."
    )
    st, _ = defending(dragons=["Zephyr Whelp"])  # it could block the Pebble Whelp
    assert st.phase == DEFEND


def test_an_earlier_mercenary_may_block_again_this_round_r21() -> None:
    st = table(
        seats=("Ann", "Ben", "Cora"),
        Ann={"dragons": ["Emberclaw"]},
        Ben={"dragons": ["Stormkite"]},
        Cora={"hand": ["Sunforge"]},
    )
    emberclaw, sunforge = st.players[ANN].dragons.cards[0], hand(st, CORA)[0]
    attack(st, ANN, CORA, emberclaw)
    play(st, CORA, "contract_mercenary", card=sunforge, attacker=emberclaw)
    play(st, CORA, "confirm_defence")
    play(st, ANN, "end_turn")
    assert st.players[CORA].mercs.cards == [sunforge]  # it stays until Cora's next turn
    stormkite = st.players[BEN].dragons.cards[0]
    attack(st, BEN, CORA, stormkite)
    assert st.phase == DEFEND  # the mercenary in play could block, her hand is empty
    moves = listed(st, CORA, "assign_blocker")
    assert [(m["dragon"], m["attacker"]) for m in moves] == [(sunforge, stormkite)]
    play(st, CORA, "confirm_defence")  # it need not block again (R21)
    play(st, BEN, "choose_loot", attacker=stormkite, option="pass", egg=None)
    play(st, BEN, "end_turn")
    assert st.active == CORA and st.players[CORA].mercs.cards == []  # R5: cleaned up
    assert st.discard.cards[-1] == sunforge


def test_attacking_does_not_tire_a_dragon_r18() -> None:
    st = table(
        Ann={"dragons": ["Emberclaw"]}, Ben={"dragons": ["Pebble Whelp"], "hand": ["Cinder Whelp"]}
    )
    emberclaw, pebble = st.players[ANN].dragons.cards[0], st.players[BEN].dragons.cards[0]
    attack(st, ANN, BEN, emberclaw)
    play(st, BEN, "confirm_defence")
    play(st, ANN, "choose_loot", attacker=emberclaw, option="pass", egg=None)
    play(st, ANN, "end_turn")
    attack(st, BEN, ANN, pebble)
    play(st, ANN, "assign_blocker", dragon=emberclaw, attacker=pebble)


def test_weary_dragons_cannot_block_until_their_owners_turn_r18() -> None:
    st = table(
        options={"weary": True},
        Ann={"dragons": ["Emberclaw"], "hand": ["Cinder Whelp"]},
        Ben={"dragons": ["Pebble Whelp"], "hand": ["Cinder Whelp"]},
    )
    emberclaw, pebble = st.players[ANN].dragons.cards[0], st.players[BEN].dragons.cards[0]
    attack(st, ANN, BEN, emberclaw)
    play(st, BEN, "confirm_defence")
    play(st, ANN, "choose_loot", attacker=emberclaw, option="pass", egg=None)
    play(st, ANN, "end_turn")
    attack(st, BEN, ANN, pebble)
    err = refused(st, ANN, "assign_blocker", dragon=emberclaw, attacker=pebble)
    assert (err.code, err.message) == (
        "hatch/weary",
        "Emberclaw (12) attacked on your last turn and is too weary to block.",
    )
    assert listed(st, ANN, "assign_blocker") == []
    play(st, ANN, "confirm_defence")
    play(st, BEN, "choose_loot", attacker=pebble, option="pass", egg=None)
    play(st, BEN, "end_turn")
    assert st.players[ANN].weary == []  # rested at the start of Ann's turn


def test_other_seats_wait_their_turn() -> None:
    st = table(seats=("Ann", "Ben", "Cora"), Cora={"hand": ["Sunforge"]})
    err = refused(st, CORA, "lay_egg", card=hand(st, CORA)[0])
    assert (err.code, err.message) == ("hatch/not-your-turn", "It is not your turn.")
