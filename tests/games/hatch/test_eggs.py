"""Laying, nurturing and hatching (§3.2–3.5): exact resources, exact blood, success and
failure with the reference's messages and log lines."""

from __future__ import annotations

from game.games.hatch.eggs import BLOOD, TOO_FEW, TOO_MANY, WRONG_TYPE, forecast, overfeeds
from game.games.hatch.standing import dynasty
from tests.games.hatch.helpers import (
    CARDS,
    RULES,
    card,
    dragons,
    egg,
    egg_ids,
    hand,
    hatch_egg,
    last_lines,
    names,
    play,
    refused,
    table,
)

ANN, BEN = 0, 1


def test_lay_nurture_and_hatch_in_one_turn_r6() -> None:
    st = table(Ann={"hand": ["Scorchling", "Cinder Whelp", "Pebble Whelp"]})
    scorchling, cinder, pebble = hand(st, ANN)
    play(st, ANN, "lay_egg", card=scorchling)
    assert egg_ids(st, ANN) == [scorchling]
    assert st.players[ANN].eggs[0].zone == "egg:1"
    assert last_lines(st) == ["Ann laid egg 1."]
    play(st, ANN, "nurture", card=cinder, egg=scorchling)
    play(st, ANN, "nurture", card=pebble, egg=scorchling)
    assert st.players[ANN].eggs[0].fed.cards == [cinder, pebble]
    assert last_lines(st, 2) == [
        "Ann nurtured egg 1 with Cinder Whelp (1): Ember.",
        "Ann nurtured egg 1 with Pebble Whelp (3): Stone.",
    ]
    top = len(st.discard.cards)
    hatch_egg(st, ANN, scorchling)
    assert dragons(st, ANN) == [scorchling]
    assert egg_ids(st, ANN) == []
    assert st.discard.cards[top:] == [cinder, pebble]  # §3.4: the resources are consumed
    assert last_lines(st) == ["Ann hatched Scorchling (5); dynasty 5."]


def test_a_card_not_in_hand_cannot_be_laid_or_fed() -> None:
    st = table(
        Ann={"hand": ["Scorchling"], "eggs": [{"card": "Emberclaw"}]}, Ben={"hand": ["Skyfather"]}
    )
    skyfather = hand(st, BEN)[0]
    err = refused(st, ANN, "lay_egg", card=skyfather)
    assert (err.code, err.message) == ("hatch/not-in-hand", "That card is not in your hand.")
    err = refused(st, ANN, "nurture", card=skyfather, egg=egg(st, ANN, "Emberclaw"))
    assert (err.code, err.message) == ("hatch/not-in-hand", "That card is not in your hand.")


def test_nurture_only_your_own_unhatched_eggs_r8() -> None:
    st = table(
        Ann={"hand": ["Cinder Whelp", "Brine Whelp"], "dragons": ["Emberclaw"]},
        Ben={"eggs": [{"card": "Magma Wyrm"}]},
    )
    cinder, brine = hand(st, ANN)
    err = refused(st, ANN, "nurture", card=cinder, egg=egg(st, BEN, "Magma Wyrm"))
    assert (err.code, err.message) == ("hatch/not-your-egg", "You can only nurture your own eggs.")
    err = refused(st, ANN, "nurture", card=cinder, egg=card(st, ANN, "Emberclaw", "dragons"))
    assert err.message == "That dragon has already hatched; resources go under eggs."
    err = refused(st, ANN, "nurture", card=cinder, egg=brine)
    assert (err.code, err.message) == ("hatch/not-an-egg", "That card is not an egg.")


def test_a_hidden_card_is_not_told_apart_from_an_egg() -> None:
    """A card in another's hand gets the same words as another's egg: no probing."""
    st = table(
        Ann={"hand": ["Cinder Whelp"]}, Ben={"hand": ["Sunforge"], "eggs": [{"card": "Leviathan"}]}
    )
    in_hand = refused(st, ANN, "hatch", egg=hand(st, BEN)[0])
    an_egg = refused(st, ANN, "hatch", egg=egg(st, BEN, "Leviathan"))
    assert in_hand.message == an_egg.message == "That is not your egg."


def test_overfeeding_is_allowed_and_dooms_the_egg_r10() -> None:
    st = table(
        Ann={
            "hand": ["Cinder Whelp", "Cinder Whelp"],
            "eggs": [{"card": "Scorchling", "fed": ["Scorchling"]}],
        }
    )
    first = hand(st, ANN)[0]
    scorchling = egg(st, ANN, "Scorchling")
    warning = overfeeds(RULES.cat, scorchling, st.players[ANN].eggs[0].fed.cards, first)
    assert warning == "Scorchling (5) needs 1 Ember, and has 1: one more would doom the egg."
    play(st, ANN, "nurture", card=first, egg=scorchling)
    assert len(st.players[ANN].eggs[0].fed.cards) == 2


def test_guarded_nurturing_refuses_what_would_doom_the_egg_r10() -> None:
    st = table(
        options={"guarded_nurturing": True},
        Ann={
            "hand": ["Cinder Whelp", "Brine Whelp", "Pebble Whelp"],
            "eggs": [{"card": "Scorchling", "fed": ["Scorchling"]}],
        },
    )
    cinder, brine, pebble = hand(st, ANN)
    scorchling = egg(st, ANN, "Scorchling")
    err = refused(st, ANN, "nurture", card=cinder, egg=scorchling)
    assert err.code == "hatch/overfeeding"
    assert err.message == (
        "Guarded nurturing: Scorchling (5) needs 1 Ember, and has 1: one more would doom the egg."
    )
    err = refused(st, ANN, "nurture", card=brine, egg=scorchling)
    assert (
        err.message == "Guarded nurturing: Scorchling (5) takes no Tide: this would doom the egg."
    )
    nurtures = [m for m in RULES.legal_moves(st, ANN) if m.kind == "nurture"]
    assert [m["card"] for m in nurtures] == [pebble]
    play(st, ANN, "nurture", card=pebble, egg=scorchling)


def test_a_failed_hatch_with_wrong_types() -> None:
    st = table(Ann={"eggs": [{"card": "Scorchling", "fed": ["Cinder Whelp", "Brine Whelp"]}]})
    scorchling = egg(st, ANN, "Scorchling")
    fed = list(st.players[ANN].eggs[0].fed.cards)
    top = len(st.discard.cards)
    hatch_egg(st, ANN, scorchling)
    assert dragons(st, ANN) == [] and egg_ids(st, ANN) == []
    assert st.discard.cards[top:] == [*fed, scorchling]  # the egg face up on top
    assert last_lines(st) == [
        "Ann's hatch failed: Scorchling (5) discarded with 2 resources — it takes no Tide "
        "(1 attached); it needs 1 Stone (none attached)."
    ]


def test_a_failed_hatch_with_too_many() -> None:
    st = table(
        Ann={
            "eggs": [
                {"card": "Scorchling", "fed": ["Cinder Whelp", "Cinder Whelp", "Pebble Whelp"]}
            ]
        }
    )
    hatch_egg(st, ANN, egg(st, ANN, "Scorchling"))
    assert last_lines(st) == [
        "Ann's hatch failed: Scorchling (5) discarded with 3 resources — it needs 1 Ember "
        "(2 attached, 1 too many)."
    ]


def test_a_failed_hatch_with_too_few_keeps_the_sacrifice_r16() -> None:
    st = table(
        Ann={
            "dragons": ["Pebble Whelp"],
            "eggs": [{"card": "Magma Wyrm", "fed": ["Cinder Whelp", "Pebble Whelp"]}],
        }
    )
    pebble = dragons(st, ANN)[0]
    hatch_egg(st, ANN, egg(st, ANN, "Magma Wyrm"), (pebble,))
    assert dragons(st, ANN) == [pebble]  # R16: the nominated sacrifice stays in play
    assert last_lines(st) == [
        "Ann's hatch failed: Magma Wyrm (14) discarded with 2 resources — it needs 2 Ember "
        "(1 attached)."
    ]


def test_spilled_blood_discards_the_sacrifices_of_a_failed_hatch_r16() -> None:
    st = table(
        options={"spilled_blood": True},
        Ann={
            "dragons": ["Pebble Whelp", "Zephyr Whelp"],
            "eggs": [{"card": "Magma Wyrm", "fed": ["Cinder Whelp"]}],
        },
    )
    pebble, zephyr = dragons(st, ANN)
    hatch_egg(st, ANN, egg(st, ANN, "Magma Wyrm"), (pebble,))
    assert dragons(st, ANN) == [zephyr]
    assert st.discard.cards[-1] == pebble
    assert last_lines(st)[0].endswith("; the sacrifices Pebble Whelp (3) are discarded too (R16).")


MAGMA_FED = ["Cinder Whelp", "Cinder Whelp", "Pebble Whelp"]


def test_two_droplets_cannot_pay_one_blood() -> None:
    """§1.4: ●● cannot pay a 1-blood wyrm; the hatch fails and the whelp stays (R16)."""
    st = table(
        Ann={"dragons": ["Cinder Whelp"], "eggs": [{"card": "Magma Wyrm", "fed": MAGMA_FED}]}
    )
    cinder = dragons(st, ANN)[0]
    hatch_egg(st, ANN, egg(st, ANN, "Magma Wyrm"), (cinder,))
    assert dragons(st, ANN) == [cinder]
    assert last_lines(st) == [
        "Ann's hatch failed: Magma Wyrm (14) discarded with 3 resources — it needs 1 blood exactly "
        "(the sacrifices give 2 blood)."
    ]


def test_one_droplet_pays_one_blood_exactly() -> None:
    st = table(
        Ann={
            "dragons": ["Cinder Whelp", "Pebble Whelp"],
            "eggs": [{"card": "Magma Wyrm", "fed": MAGMA_FED}],
        }
    )
    cinder, pebble = dragons(st, ANN)
    magma = egg(st, ANN, "Magma Wyrm")
    hatch_egg(st, ANN, magma, (pebble,))
    assert dragons(st, ANN) == [cinder, magma]
    assert st.discard.cards[-1] == pebble
    assert last_lines(st) == [
        "Ann hatched Magma Wyrm (14), sacrificing Pebble Whelp (3); dynasty 15."
    ]


def test_a_blood_egg_without_sacrifices_fails() -> None:
    st = table(Ann={"eggs": [{"card": "Magma Wyrm", "fed": MAGMA_FED}]})
    hatch_egg(st, ANN, egg(st, ANN, "Magma Wyrm"))
    assert last_lines(st)[0].endswith("— it needs 1 blood exactly (no sacrifice named).")


PYRE_FED = ["Cinder Whelp", "Cinder Whelp", "Brine Whelp", "Pebble Whelp"]


def test_three_blood_paid_by_two_and_one_droplets() -> None:
    st = table(
        Ann={
            "dragons": ["Cinder Whelp", "Pebble Whelp"],
            "eggs": [{"card": "Pyre Elder", "fed": PYRE_FED}],
        }
    )
    pyre = egg(st, ANN, "Pyre Elder")
    hatch_egg(st, ANN, pyre, tuple(dragons(st, ANN)))
    assert dragons(st, ANN) == [pyre]
    assert last_lines(st) == [
        "Ann hatched Pyre Elder (26), sacrificing Cinder Whelp (1) and Pebble Whelp (3); "
        "dynasty 26."
    ]


def test_three_blood_paid_by_three_single_droplets() -> None:
    st = table(
        Ann={
            "dragons": ["Pebble Whelp", "Zephyr Whelp", "Scorchling"],
            "eggs": [{"card": "Pyre Elder", "fed": PYRE_FED}],
        }
    )
    hatch_egg(st, ANN, egg(st, ANN, "Pyre Elder"), tuple(dragons(st, ANN)))
    assert names(dragons(st, ANN)) == ["Pyre Elder"]


def test_four_droplets_do_not_pay_three_blood() -> None:
    st = table(
        Ann={
            "dragons": ["Cinder Whelp", "Brine Whelp"],
            "eggs": [{"card": "Pyre Elder", "fed": PYRE_FED}],
        }
    )
    both = tuple(dragons(st, ANN))
    hatch_egg(st, ANN, egg(st, ANN, "Pyre Elder"), both)
    assert dragons(st, ANN) == list(both)
    assert last_lines(st)[0].endswith("— it needs 3 blood exactly (the sacrifices give 4 blood).")


def test_a_dragon_hatched_this_turn_may_be_sacrificed_r12() -> None:
    st = table(
        Ann={
            "eggs": [
                {"card": "Pebble Whelp", "fed": ["Pebble Whelp"]},
                {"card": "Magma Wyrm", "fed": MAGMA_FED},
            ]
        }
    )
    pebble = egg(st, ANN, "Pebble Whelp")
    hatch_egg(st, ANN, pebble)
    hatch_egg(st, ANN, egg(st, ANN, "Magma Wyrm"), (pebble,))
    assert names(dragons(st, ANN)) == ["Magma Wyrm"]


def test_hatch_refusals_in_the_references_words() -> None:
    """§7's hatch sentences: the egg's on the hatch and on each nomination, the
    sacrifice's on the nomination that names it (R12)."""
    st = table(
        Ann={
            "hand": ["Sunforge"],
            "dragons": ["Pebble Whelp"],
            "eggs": [{"card": "Magma Wyrm", "fed": MAGMA_FED}],
        },
        Ben={"dragons": ["Zephyr Whelp"], "mercs": ["Emberclaw"], "eggs": [{"card": "Reefback"}]},
    )
    magma, pebble = egg(st, ANN, "Magma Wyrm"), dragons(st, ANN)[0]
    not_eggs = [
        (egg(st, BEN, "Reefback"), "not-your-egg", "That is not your egg."),
        (hand(st, ANN)[0], "not-an-egg", "That card is not an egg."),
        (pebble, "not-an-egg", "That card is not an egg."),
    ]
    for card_id, code, message in not_eggs:
        err = refused(st, ANN, "hatch", egg=card_id)
        assert (err.code, err.message) == (f"hatch/{code}", message)
        err = refused(st, ANN, "nominate_sacrifice", dragon=pebble, egg=card_id)
        assert (err.code, err.message) == (f"hatch/{code}", message)
    cases = [
        (
            dragons(st, BEN)[0],
            "not-your-dragon",
            "You can only sacrifice your own hatched dragons.",
        ),
        (hand(st, ANN)[0], "not-your-dragon", "You can only sacrifice your own hatched dragons."),
        (
            card(st, BEN, "Emberclaw", "mercs"),
            "mercenary-sacrifice",
            "Mercenaries cannot be sacrificed.",
        ),
    ]
    for dragon, code, message in cases:
        err = refused(st, ANN, "nominate_sacrifice", dragon=dragon, egg=magma)
        assert (err.code, err.message) == (f"hatch/{code}", message)
    play(st, ANN, "nominate_sacrifice", dragon=pebble, egg=magma)
    err = refused(st, ANN, "nominate_sacrifice", dragon=pebble, egg=magma)
    assert (err.code, err.message) == ("hatch/listed-twice", "Pebble Whelp (3) is listed twice.")


def test_the_dynasty_counts_copies_separately_and_drops_with_a_sacrifice_r15() -> None:
    st = table(
        Ann={
            "dragons": ["Pebble Whelp", "Pebble Whelp", "Emberclaw"],
            "eggs": [{"card": "Magma Wyrm", "fed": MAGMA_FED}],
        }
    )
    assert dynasty(RULES.cat, st, ANN) == 3 + 3 + 12
    hatch_egg(st, ANN, egg(st, ANN, "Magma Wyrm"), (dragons(st, ANN)[0],))
    assert dynasty(RULES.cat, st, ANN) == 3 + 12 + 14


def test_reaching_200_by_a_hatch_triggers_the_end_r24() -> None:
    big = ["Skyfather", "Skyfather", "Worldspine", "Worldspine"]  # 200
    st = table(
        Ann={"dragons": [*big, "Pebble Whelp"], "eggs": [{"card": "Magma Wyrm", "fed": MAGMA_FED}]}
    )
    assert dynasty(RULES.cat, st, ANN) == 200 + 3
    assert st.trigger is None  # R24: only a successful hatch triggers
    pebble = card(st, ANN, "Pebble Whelp", "dragons")
    hatch_egg(st, ANN, egg(st, ANN, "Magma Wyrm"), (pebble,))
    assert st.trigger == ANN
    assert last_lines(st, 2) == [
        "Ann hatched Magma Wyrm (14), sacrificing Pebble Whelp (3); dynasty 214.",
        "Ann's dynasty reaches 214: the end is triggered, and the round is played to its end (R24).",
    ]


def test_a_failed_hatch_triggers_nothing_r24() -> None:
    big = ["Skyfather", "Skyfather", "Worldspine", "Worldspine"]
    st = table(Ann={"dragons": big, "eggs": [{"card": "Magma Wyrm", "fed": MAGMA_FED}]})
    hatch_egg(st, ANN, egg(st, ANN, "Magma Wyrm"))
    assert st.trigger is None


def test_forecast_says_why_a_hatch_will_fail() -> None:
    cat = RULES.cat
    magma = "H37"
    assert CARDS[magma].name == "Magma Wyrm"
    ok = forecast(cat, magma, ["H01", "H02", "H09"], ["H10"])
    assert ok.success and ok.problems == () and ok.warning() == ""
    bad = forecast(cat, magma, ["H01", "H05", "H09", "H10"], ["H02"])
    assert not bad.success
    assert bad.codes == (TOO_FEW, WRONG_TYPE, TOO_MANY, BLOOD)
    assert bad.warning() == (
        "Magma Wyrm (14) will not hatch: it needs 2 Ember (1 attached); it takes no Tide "
        "(1 attached); it needs 1 Stone (2 attached, 1 too many); it needs 1 blood exactly "
        "(the sacrifices give 2 blood)."
    )
    whelp = forecast(cat, "H09", ["H10"], ["H01"])
    assert whelp.codes == (BLOOD,)
    assert (
        whelp.warning()
        == "Pebble Whelp (3) will not hatch: it needs no blood (the sacrifices give 2 blood)."
    )
    empty = forecast(cat, "H09", [], [])
    assert empty.codes == (TOO_FEW,)  # R6: every species of this deck needs resources


def test_the_owner_is_warned_privately_before_a_doomed_hatch_or_nurture_r10_r13() -> None:
    st = table(
        Ann={
            "hand": ["Brine Whelp", "Cinder Whelp"],
            "dragons": ["Cinder Whelp"],
            "eggs": [{"card": "Magma Wyrm", "fed": MAGMA_FED[:2]}],
        }
    )
    view = RULES.view(st, ANN)
    magma = egg(view, ANN, "Magma Wyrm")
    brine, cinder = hand(view, ANN)
    outcome = RULES.forecast(view, magma, (card(view, ANN, "Cinder Whelp", "dragons"),))
    assert outcome.warning() == (
        "Magma Wyrm (14) will not hatch: it needs 1 Stone (none attached); it needs 1 blood exactly "
        "(the sacrifices give 2 blood)."
    )
    assert RULES.nurture_warning(view, brine, magma) == (
        "Magma Wyrm (14) takes no Tide: this would doom the egg."
    )
    assert RULES.nurture_warning(view, cinder, magma) == (
        "Magma Wyrm (14) needs 2 Ember, and has 2: one more would doom the egg."
    )
    assert RULES.peek_egg(view, ANN, "egg:1").name == "Magma Wyrm"
