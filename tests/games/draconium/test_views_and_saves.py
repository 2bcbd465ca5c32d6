"""§5 hidden information in views and the log; saves replay; 3–4 player random games."""

from collections import Counter

import pytest

from game.core import saves
from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.rng import Rng
from game.core.serial import strings_in, to_plain
from game.core.zones import HIDDEN_CARD, hidden_ids
from game.games import REGISTRY
from tests.games.draconium.helpers import FIRST_GAME, R, answer, card, play, table

KINGDOM = (*FIRST_GAME, "Sentry", "Bandit", "Chapel")

C5 = ["Copper"] * 5


def test_hands_and_decks_are_hidden_and_only_the_top_of_a_discard_pile_shows() -> None:
    st = table(
        hands=[["Gold", "Village"], ["Silver"]], decks=[C5, C5], discards=[["Estate", "Duchy"]]
    )
    v = R.view(st, 1)
    assert v.players[0].hand.cards == [HIDDEN_CARD] * 2
    assert v.players[0].deck.cards == [HIDDEN_CARD] * 5  # the count stays public
    assert v.players[0].discard.cards == [HIDDEN_CARD, st.players[0].discard.cards[-1]]
    assert v.players[1].hand.cards == st.players[1].hand.cards
    assert v.rng == Rng(0) and v.moves == [] and v.is_view and v.viewer == 1


def test_a_private_prompt_hides_its_choices_and_its_wording_from_the_others() -> None:
    st = table(hands=[["Militia"], ["Copper", "Copper", "Estate", "Silver", "Gold"]])
    play(st, "Militia")
    mine, theirs = R.view(st, 1), R.view(st, 0)
    assert mine.pending is not None and theirs.pending is not None
    assert mine.pending.choices == tuple(sorted(st.players[1].hand.cards))
    assert theirs.pending.choices == (HIDDEN_CARD,) * 5
    assert theirs.pending.prompt == "Bo is making a choice."
    leaked = strings_in(to_plain(theirs)) & hidden_ids(st.zones(), 0)
    assert not leaked


def test_sentry_cards_are_seen_only_by_their_looker_and_logged_privately() -> None:
    st = table(KINGDOM, hands=[["Sentry"]], decks=[["Gold", "Estate", "Copper"]])
    play(st, "Sentry")
    other = R.view(st, 1)
    assert other.players[0].look.cards == [HIDDEN_CARD, HIDDEN_CARD]
    assert other.asking is not None and other.asking["cards"] == [HIDDEN_CARD, HIDDEN_CARD]
    assert R.view(st, 0).players[0].look.cards == st.players[0].look.cards
    private = [line.text for line in st.log if line.seat == 0]
    assert "You look at Estate and Gold." in private
    assert all("Gold" not in line.text for line in R.view(st, 1).log)


def test_draws_are_public_as_a_count_and_private_by_name() -> None:
    st = table(hands=[["Smithy"]], decks=[["Gold", "Silver", "Copper"]])
    play(st, "Smithy")
    public = [line.text for line in st.log if line.seat is None]
    assert "Ann draws 3 cards." in public
    assert [line.text for line in st.log if line.seat == 0] == ["You draw Copper, Silver and Gold."]


def test_revealed_cards_are_public_in_the_log() -> None:
    st = table(KINGDOM, hands=[["Bandit"], []], decks=[[], ["Estate", "Silver"]])
    play(st, "Bandit")
    assert "Bo reveals Silver and Estate from their deck." in [line.text for line in st.log]


def test_a_save_in_the_middle_of_a_prompt_replays_to_the_same_state() -> None:
    st = R.new_game(["A", "B"], 11, {"kingdom": "First Game"})
    rng = Rng(5)
    for _ in range(300):
        legal = R.legal_moves(st, R.to_act(st)[0])
        R.apply(st, legal[rng.below(len(legal))])
        if st.asking is not None:
            break
    assert st.asking is not None
    _, loaded = saves.loads(saves.dumps(st), REGISTRY)
    assert to_plain(loaded) == to_plain(st)


def test_three_and_four_player_random_games_end_and_keep_every_card() -> None:
    for players, seed in ((3, 1), (4, 2), (4, 3)):
        st = R.new_game(["A", "B", "C", "D"][:players], seed, {})
        start = Counter(c for zone in st.zones() for c in zone.cards)
        rng = Rng(seed)
        for _ in range(8000):
            if st.result is not None:
                break
            seat = R.to_act(st)[0]
            legal = R.legal_moves(st, seat)
            R.apply(st, legal[rng.below(len(legal))])
        assert st.result is not None
        assert Counter(c for zone in st.zones() for c in zone.cards) == start


def test_a_stale_prompt_answer_is_refused_and_changes_nothing() -> None:
    st = table(KINGDOM, hands=[["Chapel", "Copper"]])
    copper = card(st, 0, "Copper")
    play(st, "Chapel")
    answer(st, 0, "choose_cards", cards=(copper,))
    before = st.clone()
    with pytest.raises(IllegalMove, match="^There is no choice to answer right now.$"):
        R.apply(st, Move.make(0, "choose_cards", cards=(copper,)))
    assert st == before
