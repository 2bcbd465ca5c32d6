"""Play it now: a playtest plays the designer's card file under the real rules, in
designer mode, and its table follows the designer's saves (layout redrawn in place,
new cards offered as a restart from the same seed, a broken file named)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game import paths
from game.core.errors import DataError, IllegalMove, SaveError
from game.core.move import Move
from game.core.state import Pending
from game.games import REGISTRY
from game.games.draconium.cards import default_catalog
from game.games.draconium.state import BUY, DraconiumState
from game.games.riders.state import ACTION, RidersState
from game.lab.playtest import playtest_session
from game.scenes.confirm import ConfirmScene
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from tests.scenes.events import frames, key, tiny_app, wait_until
from tests.scenes.ledger import recording

PEOPLE = [SeatPlan("Aria"), SeatPlan("Brann")]
QUICK = {"draft_mode": "quick"}
DRACONIUM_BASE = {"kingdom": "First Game", "egg_pool": "no Eggs"}


def edited_copy(folder: Path, game: str, name: str, old: str, new: str) -> Path:
    """A copy of the game's own card file with one passage changed."""
    text = paths.card_file(game).read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not once in {game}'s card file"
    path = folder / name
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


BURNING_HIT_2 = 'id = "burning_hit"\nname = "Burning Hit"\ncost = 2'


def riders_cost(folder: Path, cost: int, name: str = "my_riders.toml") -> Path:
    """Burning Hit (2 energy in the game's own file) at `cost`."""
    new = BURNING_HIT_2.replace("cost = 2", f"cost = {cost}")
    return edited_copy(folder, "riders", name, BURNING_HIT_2, new)


def village_costs_4(folder: Path) -> Path:
    old = 'name = "Village"\ncost = 3'
    return edited_copy(folder, "draconium", "my_draconium.toml", old, 'name = "Village"\ncost = 4')


# -- Dragon Riders: a cost edited from 2 to 3 --------------------------------------------------


def riders_turn(session: Session, energy: int) -> RidersState:
    """Aria's Action phase with Burning Hit in hand and `energy` energy (real set-up moves
    first: each chooses a Rider, then a Dragon, and the quick deal runs)."""
    rules = session.ruleset
    for seat, rider in ((0, "Talia"), (1, "Kael")):
        assert session.submit(Move.make(seat, "choose_rider", rider=rider)) is None
    for seat, dragon in ((0, "Emberfang"), (1, "Steelhorn")):
        assert session.submit(Move.make(seat, "choose_dragon", dragon=dragon)) is None
    state: RidersState = session.state  # type: ignore[assignment]
    me = state.players[0]
    for zone in state.zones():
        if "burning_hit_1" in zone.cards:
            zone.cards.remove("burning_hit_1")
    me.hand.cards.append("burning_hit_1")
    me.energy, me.actions, me.first_action = energy, 0, ""
    state.active, state.phase, state.pending = 0, ACTION, Pending("act", (0,))
    assert rules.to_act(state) == (0,)
    return state


def play_burning_hit(session: Session) -> Move:
    return Move.make(0, "play_card", card="burning_hit_1", target="enemy_dragon")


def test_riders_playtest_enforces_the_edited_cost(tmp_path: Path) -> None:
    cards = riders_cost(tmp_path, 3)
    session = playtest_session(REGISTRY, "riders", cards, None, PEOPLE, 5, QUICK)
    riders_turn(session, energy=2)
    with pytest.raises(IllegalMove) as refused:
        session.ruleset.check(session.state, play_burning_hit(session))
    assert refused.value.code == "riders/not-enough-energy"
    assert refused.value.message == "Burning Hit costs 3 energy; you have 2."
    assert session.submit(play_burning_hit(session)) is not None  # refused at the table too


def test_riders_playtest_allows_the_edited_cost_with_enough_energy(tmp_path: Path) -> None:
    session = playtest_session(REGISTRY, "riders", riders_cost(tmp_path, 3), None, PEOPLE, 5, QUICK)
    state = riders_turn(session, energy=3)
    assert session.submit(play_burning_hit(session)) is None
    assert state.players[0].energy == 0  # all three paid
    assert "burning_hit_1" not in state.players[0].hand.cards


def test_the_games_own_riders_rules_keep_the_printed_cost_beside_a_playtest(
    tmp_path: Path,
) -> None:
    edited = playtest_session(REGISTRY, "riders", riders_cost(tmp_path, 3), None, PEOPLE, 5, QUICK)
    normal = Session(REGISTRY, REGISTRY.get("riders"), PEOPLE, 5, QUICK)
    riders_turn(edited, energy=2)
    riders_turn(normal, energy=2)
    assert edited.ruleset is not REGISTRY.get("riders")
    assert normal.submit(play_burning_hit(normal)) is None  # 2 energy is enough here
    problem = edited.submit(play_burning_hit(edited))
    assert problem is not None and problem.message == "Burning Hit costs 3 energy; you have 2."
    assert REGISTRY.get("riders").cat.cards["burning_hit"].cost == 2


# -- Dominion: Draconium: Village edited from $3 to $4 --------------------------------------


def buy_phase(session: Session, coins: int) -> DraconiumState:
    state: DraconiumState = session.state  # type: ignore[assignment]
    state.phase, state.buys, state.coins, state.bought = BUY, 1, coins, False
    state.pending = Pending(BUY, (state.active,))
    state.asking, state.stack = None, []
    return state


def buy_village(state: DraconiumState) -> Move:
    return Move.make(state.active, "buy", pile="Village")


def test_draconium_playtest_refuses_a_buy_one_coin_short_of_the_edited_cost(
    tmp_path: Path,
) -> None:
    session = playtest_session(
        REGISTRY, "draconium", village_costs_4(tmp_path), None, PEOPLE, 3, DRACONIUM_BASE
    )
    state = buy_phase(session, coins=3)
    with pytest.raises(IllegalMove) as refused:
        session.ruleset.check(state, buy_village(state))
    assert refused.value.code == "draconium/cannot-afford"
    assert refused.value.message == "You need $4 to buy Village; you have $3."
    assert "Village" not in {
        m["pile"] for m in session.ruleset.legal_moves(state, state.active) if m.kind == "buy"
    }


def test_draconium_playtest_sells_at_the_edited_cost(tmp_path: Path) -> None:
    session = playtest_session(
        REGISTRY, "draconium", village_costs_4(tmp_path), None, PEOPLE, 3, DRACONIUM_BASE
    )
    state = buy_phase(session, coins=4)
    me = state.active
    assert session.submit(buy_village(state)) is None
    assert state.coins == 0
    assert any(card.startswith("Village-") for card in state.players[me].discard.cards)


def test_two_draconium_rulesets_alive_together_keep_their_own_cards(tmp_path: Path) -> None:
    edited = playtest_session(
        REGISTRY, "draconium", village_costs_4(tmp_path), None, PEOPLE, 3, DRACONIUM_BASE
    )
    normal = Session(REGISTRY, REGISTRY.get("draconium"), PEOPLE, 3, DRACONIUM_BASE)
    mine, theirs = buy_phase(edited, coins=3), buy_phase(normal, coins=3)
    assert normal.submit(buy_village(theirs)) is None  # $3 buys the printed Village
    assert edited.submit(buy_village(mine)) is not None
    assert mine.catalog.cards["Village"].cost == 4
    assert theirs.catalog.cards["Village"].cost == 3
    assert default_catalog().cards["Village"].cost == 3
    # copies and views of each state keep its own cards
    assert mine.clone().catalog is mine.catalog
    assert edited.ruleset.view(mine, 0).catalog.cards["Village"].cost == 4  # type: ignore[attr-defined]
    assert normal.ruleset.view(theirs, 0).catalog.cards["Village"].cost == 3  # type: ignore[attr-defined]


def test_a_prepared_draconium_position_plays_with_the_playtests_cards(tmp_path: Path) -> None:
    prepared = REGISTRY.get("draconium").new_game(["Aria", "Brann"], 3, DRACONIUM_BASE)
    session = playtest_session(
        REGISTRY, "draconium", village_costs_4(tmp_path), None, PEOPLE, 3, DRACONIUM_BASE, prepared
    )
    assert session.state is prepared
    state = buy_phase(session, coins=3)
    problem = session.submit(buy_village(state))
    assert problem is not None and problem.message == "You need $4 to buy Village; you have $3."


def test_a_draconium_bot_plays_a_playtest_under_its_cards(tmp_path: Path) -> None:
    old = 'name = "Silver"\ncost = 3'
    cards = edited_copy(tmp_path, "draconium", "dear_silver.toml", old, old.replace("3", "5"))
    plans = [SeatPlan("Aria", human=False), SeatPlan("Brann", human=False)]
    session = playtest_session(REGISTRY, "draconium", cards, None, plans, 8, DRACONIUM_BASE)
    for _ in range(120):
        if session.result is not None or session.play_bot() is None:
            break
    silver = [line.text for line in session.state.log if " buys Silver" in line.text]
    assert silver, "the bots bought no Silver"
    assert all(text.endswith("buys Silver for $5.") for text in silver), silver


# -- Dragon Dune: a faction's starting gold --------------------------------------------------


def test_dune_playtest_deals_the_edited_starting_gold(tmp_path: Path) -> None:
    old = 'name = "Dwarves"\nsuit = "D"\ngold = 10'
    cards = edited_copy(tmp_path, "dune", "my_dune.toml", old, old.replace("10", "17"))
    people = [SeatPlan(n) for n in ("Dain", "Elora", "Grik", "Urg")]
    edited = playtest_session(REGISTRY, "dune", cards, None, people, 11, {})
    normal = Session(REGISTRY, REGISTRY.get("dune"), people, 11, {})
    dwarves = next(p for p in edited.state.players if p.seat == 0)  # type: ignore[attr-defined]
    assert dwarves.gold == 17
    assert next(p for p in normal.state.players if p.seat == 0).gold == 10  # type: ignore[attr-defined]


# -- designer mode ------------------------------------------------------------------------


def test_designer_mode_shows_the_other_seats_hand(tmp_path: Path) -> None:
    session = playtest_session(REGISTRY, "riders", riders_cost(tmp_path, 3), None, PEOPLE, 5, QUICK)
    state = riders_turn(session, energy=3)
    brann = list(state.players[1].hand.cards)
    assert brann and "?" not in brann
    view = session.view()
    assert view.players[1].hand.cards == brann  # type: ignore[attr-defined]
    assert view.players[1].deck.cards == ["?"] * len(state.players[1].deck.cards)  # type: ignore[attr-defined]
    normal = Session(REGISTRY, REGISTRY.get("riders"), PEOPLE, 5, QUICK)
    riders_turn(normal, energy=3)
    normal.take_screen(0)
    assert set(normal.view().players[1].hand.cards) == {"?"}  # type: ignore[attr-defined]


def test_designer_mode_passes_the_screen_without_a_curtain(tmp_path: Path) -> None:
    session = playtest_session(REGISTRY, "riders", None, None, PEOPLE, 5, QUICK)
    assert session.viewer == 0
    assert session.submit(Move.make(0, "choose_rider", rider="Talia")) is None
    assert session.seat_to_act() == 1
    assert session.handover() is None
    assert session.viewer == 1


def test_a_playtest_is_never_saved(tmp_path: Path) -> None:
    cards = riders_cost(tmp_path, 3)
    session = playtest_session(REGISTRY, "riders", cards, None, PEOPLE, 5, QUICK)
    assert "my_riders.toml" in session.unsaved
    with pytest.raises(SaveError, match="A playtest is not saved"):
        session.save(tmp_path / "autosave.json")
    assert not (tmp_path / "autosave.json").exists()
    assert Session(REGISTRY, REGISTRY.get("riders"), PEOPLE, 5, QUICK).unsaved == ""


def test_a_damaged_card_file_stops_the_playtest_with_its_name(tmp_path: Path) -> None:
    broken = riders_cost(tmp_path, -1)
    with pytest.raises(DataError) as bad:
        playtest_session(REGISTRY, "riders", broken, None, PEOPLE, 5, QUICK)
    assert "my_riders.toml" in str(bad.value)
    assert "Burning Hit" in str(bad.value) or "burning_hit" in str(bad.value)


# -- at the real table -------------------------------------------------------------------


def wait_for(app: object, done: Callable[[], bool]) -> None:
    """Let frames pass (and the file watch's thread see the disk) until `done`."""
    wait_until(app, done, "the table's sight of the saved file")  # type: ignore[arg-type]


def open_playtest(app: object, session: Session) -> TableScene:
    table = TableScene(app, session)  # type: ignore[arg-type]
    app.stack.push(table)  # type: ignore[attr-defined]
    frames(app, 3)  # type: ignore[arg-type]
    return table


def test_the_table_says_designer_mode_in_a_banner(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = riders_cost(tmp_path, 3)
    with tiny_app(tmp_path, monkeypatch) as app:
        table = open_playtest(
            app, playtest_session(REGISTRY, "riders", cards, None, PEOPLE, 5, QUICK)
        )
        with recording(app.size) as screen:
            app.stack.draw(screen)
        note = [t for t in screen.texts if table.note.box.contains(t.rect)]
        said = " ".join(t.words for t in note)
        assert said == (
            "Designer mode: every hand is shown — cards from my_riders.toml. Not saved."
        ), [t.words for t in screen.texts]
        assert table.note.text == said
        assert not [t for t in note if t.clipped]
        assert table.note.box.bottom < table.log.rect.top  # the log starts below it
        assert not table.autosaves


def test_the_menu_says_a_playtest_is_not_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = riders_cost(tmp_path, 3)
    with tiny_app(tmp_path, monkeypatch) as app:
        table = open_playtest(
            app, playtest_session(REGISTRY, "riders", cards, None, PEOPLE, 5, QUICK)
        )
        key(app, pygame.K_ESCAPE)
        menu = app.stack.top
        assert menu is not table
        save = menu.buttons["save"]  # type: ignore[union-attr]
        assert save.text == "Playtests aren't saved"
        assert not save.is_enabled
        key(app, pygame.K_s)  # the shortcut does nothing either
        assert app.stack.top is menu


def test_a_saved_layout_redraws_the_faces_without_ending_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = riders_cost(tmp_path, 3)
    layout = tmp_path / "my_layout.toml"
    own = paths.asset("layouts", "riders.toml").read_text(encoding="utf-8")
    assert 'panel = "#f4ecd8"' in own  # the card's parchment (the first one: [card])
    layout.write_text(own, encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch) as app:
        session = playtest_session(REGISTRY, "riders", cards, layout, PEOPLE, 5, QUICK)
        riders_turn(session, energy=3)
        table = open_playtest(app, session)
        moves = len(session.state.moves)
        before = pygame.image.tobytes(table.board.face("burning_hit_1", 150), "RGBA")
        time.sleep(0.05)
        layout.write_text(own.replace('panel = "#f4ecd8"', 'panel = "#30c060"', 1), "utf-8")

        def redrawn() -> bool:
            face = table.board.face("burning_hit_1", 150)
            return pygame.image.tobytes(face, "RGBA") != before

        wait_for(app, redrawn)
        assert app.stack.top is table and table.session is session
        assert len(session.state.moves) == moves
        assert table.messages.notice is not None
        assert table.messages.notice.text == "Faces redrawn from my_layout.toml."


def test_a_saved_card_file_offers_a_restart_from_the_same_seed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = riders_cost(tmp_path, 3)
    with tiny_app(tmp_path, monkeypatch) as app:
        session = playtest_session(REGISTRY, "riders", cards, None, PEOPLE, 5, QUICK)
        assert session.submit(Move.make(0, "choose_rider", rider="Talia")) is None
        table = open_playtest(app, session)
        time.sleep(0.05)
        riders_cost(tmp_path, 4)  # the designer saves Burning Hit at 4
        wait_for(app, lambda: isinstance(app.stack.top, ConfirmScene))
        asked = app.stack.top
        assert isinstance(asked, ConfirmScene)
        assert asked.question == (
            "my_riders.toml changed. Restart from the same seed with the new cards?"
        )
        key(app, pygame.K_RETURN)  # yes
        fresh = app.stack.top
        assert isinstance(fresh, TableScene) and fresh is not table
        assert table not in app.stack.scenes and table.files.watch is None
        new = fresh.session
        assert new.seed == 5 and new.designer and new.cards == cards
        assert [p.name for p in new.plans] == ["Aria", "Brann"]
        assert new.state.options == session.state.options
        assert new.state.moves == []
        assert new.ruleset.cat.cards["burning_hit"].cost == 4  # type: ignore[attr-defined]
        assert session.ruleset.cat.cards["burning_hit"].cost == 3  # type: ignore[attr-defined]
        again = Session(REGISTRY, REGISTRY.get("riders"), PEOPLE, 5, QUICK)
        assert [str(x) for x in new.state.log] == [str(x) for x in again.state.log]


def test_a_broken_card_file_is_named_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = riders_cost(tmp_path, 3)
    with tiny_app(tmp_path, monkeypatch) as app:
        session = playtest_session(REGISTRY, "riders", cards, None, PEOPLE, 5, QUICK)
        table = open_playtest(app, session)
        time.sleep(0.05)
        cards.write_text("[[card]]\nid = ", encoding="utf-8")
        wait_for(app, lambda: bool(table.note.problem))
        assert app.stack.top is table and table.session is session
        assert table.note.problem.startswith("my_riders.toml: ")
        assert table.note.problem.endswith("The game goes on with what was read before.")
        assert table.note.text.endswith(table.note.problem)
        time.sleep(0.05)
        riders_cost(tmp_path, 4)  # mended
        wait_for(app, lambda: isinstance(app.stack.top, ConfirmScene))
        assert table.note.problem == ""
        key(app, pygame.K_ESCAPE)  # no: the game goes on as it was
        assert app.stack.top is table and table.session is session
