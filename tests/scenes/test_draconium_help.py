"""The Dominion: Draconium table as a new player meets it, under SDL's dummy driver with
real mouse and key events: a layout that reflows at every window size, hover help in
full, a click that buys, buttons that say what they do (and ask before giving up a
phase), words for keyboard play, and marks for what a move changed."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.move import Move
from game.games import REGISTRY
from game.games.draconium.cards import name_of
from game.games.draconium.lines import default_lines
from game.games.draconium.state import ACTION, BUY, DraconiumState
from game.games.draconium.table import tiles
from game.games.draconium.table.kit import DraconiumTableView
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from game.table.kit import PANEL
from tests.scenes.ledger import problems, recording
from tests.scenes.test_layout_sizes import session_after

DRACONIUM = REGISTRY.get("draconium")
PEOPLE = [SeatPlan("Aria"), SeatPlan("Brann", human=False)]
SEED = 1  # Aria goes first, holding an Estate and four Coppers; Eggs: Gargantuan,
# Opulent and Revenant lines (the Recycling mat is out); Aria has the Rubbish Egg
FRAME = 1 / 60


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    yield
    pygame.quit()


def new_state(give: tuple[str, ...] = (), **options: object) -> DraconiumState:
    """A First Game table where Aria is to act; each name in `give` swaps a Kingdom card
    into her hand for one of her cards (it goes back to its pile: every card is somewhere)."""
    state: DraconiumState = DRACONIUM.new_game(
        [p.name for p in PEOPLE], SEED, {"kingdom": "First Game", **options}
    )
    assert state.active == 0 and state.phase == ACTION
    hand = state.players[0].hand.cards
    for name in give:
        out = next(c for c in hand if name_of(c) in ("Estate", "Copper"))
        hand.remove(out)
        state.supply[name_of(out)].cards.append(out)
        hand.append(state.supply[name].cards.pop())
    return state


def open_at(state: DraconiumState, size: tuple[int, int] = (960, 600)) -> tuple[App, TableScene]:
    app = App(REGISTRY, size, settings=Settings(bot_delay=30.0))  # the bot waits while we test
    scene = TableScene(
        app, Session(REGISTRY, DRACONIUM, PEOPLE, state.seed, state=state), autosave=False
    )
    app.stack.push(scene)
    frames(app, 120)
    return app, scene


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(FRAME)


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    frames(app, 2)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, 9):
        at = (start[0] + (end[0] - start[0]) * i // 8, start[1] + (end[1] - start[1]) * i // 8)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0))
        )
        frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 30)


def hover(app: App, scene: TableScene, pos: tuple[int, int]) -> list[str]:
    """Rest the pointer at `pos` until its help shows; the help the table draws."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 40)
    assert scene.pointer.hover is not None, f"no help at {pos}"
    lines = scene.board.hover_text(scene.view, pos, scene.pointer.hover)
    with recording(app.size) as screen:
        scene.draw(screen)
        drawn = " ".join(t.words for t in screen.texts)
    for line in lines:  # every line is on the screen, wrapped in the bubble
        assert line.split()[0] in drawn and line.split()[-1] in drawn, line
    return lines


def kit(scene: TableScene) -> DraconiumTableView:
    assert isinstance(scene.board, DraconiumTableView)
    return scene.board


def centre(scene: TableScene, zone: str) -> tuple[int, int]:
    return kit(scene).layout.zones[zone].center


def labels(scene: TableScene) -> list[tuple[str, bool]]:
    return [(b.label, b.enabled) for b in kit(scene).buttons(scene.view, scene.legal)]


# -- 1. the layout at every size --------------------------------------------------------


SIZES = ((960, 600), (1280, 720), (1400, 620), (1600, 900), (1920, 1080), (2560, 1440))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_supply_name_can_be_read_and_no_part_of_the_table_overlaps(
    home: None, size: tuple[int, int]
) -> None:
    _, scene = open_at(new_state(), size)
    board = kit(scene)
    area = pygame.Rect(0, 0, size[0] - PANEL, size[1])
    if board.geometry.tiles:  # a list of tiles: every name whole, at 11 px or more
        for pile, rect in board.piles.items():
            name, px = tiles.fitted_name(pile, rect.w, rect.h)
            assert name == pile and px >= 11, (pile, rect)
    else:  # cards wide enough for their names
        assert min(r.w for r in board.piles.values()) >= 96
    zones = board.layout.zones
    parts = [k for k in zones if not k.startswith("roost:1")]
    for k in parts:
        assert area.contains(zones[k]), f"{k} {zones[k]} is outside {area}"
    apart = [k for k in parts if not k.startswith("roost:") and k != "player:1"]
    for a, b in combinations(apart, 2):
        assert not zones[a].colliderect(zones[b]), f"{a} {zones[a]} overlaps {b} {zones[b]}"


def test_at_960x600_the_supply_is_a_list_and_at_1920x1080_a_grid_of_cards(home: None) -> None:
    _, small = open_at(new_state(), (960, 600))
    assert kit(small).geometry.tiles
    assert kit(small).piles["Remodel"].h >= 18
    pygame.quit()
    _, large = open_at(new_state(), (1920, 1080))
    board = kit(large)
    assert not board.geometry.tiles
    assert board.geometry.hand_w == 140  # cards grow with the window
    assert board.piles["Copper"].w >= 120


@pytest.mark.parametrize("size", ((1400, 620), (1600, 900), (1920, 1080), (1200, 800)))
def test_no_text_overlaps_or_is_cut_off_at_more_sizes(home: None, size: tuple[int, int]) -> None:
    """The shared layout test's check at sizes between its own (the "Your turn / Actions /
    Buys / Coins" box once drew its lines over each other at 1400x620)."""
    app = App(REGISTRY, settings=Settings(bot_delay=0.0))
    found = []
    for moves in (0, 12, 40):
        session = session_after("draconium", moves)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app.screen = pygame.display.get_surface()
        app.pointer = (-100, -100)
        scene = TableScene(app, session, autosave=False)
        app.stack.push(scene)
        for _ in range(90):
            scene.update(1 / 30)
        with recording(size) as screen:
            scene.draw(screen)
            found += [f"{moves} moves in: {p}" for p in problems(screen.texts)]
            words = [t.words for t in screen.texts]
        app.stack.pop()
        assert "Actions" in words or any("Action" in w for w in words)
    assert not found, "\n".join(found)


def test_four_players_with_two_eggs_and_colonies_fit_the_smallest_window(home: None) -> None:
    """The most crowded table: three other players' boxes, two Roost mats each, Platinum,
    Colony and the Ruins in the Supply; no text overlaps or is cut off as bots play."""
    app = App(REGISTRY, (960, 600), settings=Settings(bot_delay=0.0))
    people = [SeatPlan(name) for name in ("Aria", "Brann", "Cora", "Dax")]
    options = {"two_eggs": True, "platinum_colony": True}
    session = Session(REGISTRY, DRACONIUM, people, 4, options)
    found: list[str] = []
    for moves in range(0, 160, 16):
        state = session.state
        while len(state.moves) < moves and DRACONIUM.to_act(state):
            seat = DRACONIUM.to_act(state)[0]
            legal = DRACONIUM.legal_moves(state, seat)
            DRACONIUM.apply(state, legal[len(state.moves) * 7 % len(legal)])
        acting = DRACONIUM.to_act(state)
        session.take_screen(acting[0] if acting else 0)
        scene = TableScene(app, session, autosave=False)
        app.stack.push(scene)
        for _ in range(60):
            scene.update(1 / 30)
        with recording((960, 600)) as screen:
            scene.draw(screen)
            found += [f"{moves} moves in: {p}" for p in problems(screen.texts)]
        app.stack.pop()
        board = kit(scene)
        assert board.geometry.tiles and "Platinum" in board.piles and "Colony" in board.piles
    assert not found, "\n".join(found)


# -- 2. hover help in full ----------------------------------------------------------------


def test_hovering_the_deck_tells_its_count(home: None) -> None:
    app, scene = open_at(new_state())
    lines = hover(app, scene, centre(scene, "deck:0"))
    assert scene.pointer.hover == "deck:0"
    assert lines == [
        "Your deck: 5 cards, face down.",
        "When you must draw and it is empty, your discard pile is shuffled into a new deck.",
    ]


def test_the_discard_pile_shows_its_top_and_count_or_all_it_holds_by_the_table_rule(
    home: None,
) -> None:
    for browse in (False, True):
        state = new_state(browse_own_discard=browse)
        pile = state.players[0].discard.cards
        for name in ("Copper", "Estate", "Copper", "Silver"):
            pile.append(state.supply[name].cards.pop())
        app, scene = open_at(state)
        lines = hover(app, scene, centre(scene, "discard:0"))
        assert lines[0] == "Your discard pile: 4 cards, Silver on top."
        if browse:
            assert lines[1] == "In it: Copper ×2, Estate, Silver."
        else:
            assert lines[1] == (
                "At this table only the top card can be seen (the host may let players "
                "look through their own discard pile)."
            )
        pygame.quit()


def test_a_supply_pile_gives_the_card_its_cost_count_and_why_it_is_locked(home: None) -> None:
    app, scene = open_at(new_state())
    board = kit(scene)
    silver = hover(app, scene, board.piles["Silver"].center)
    assert silver == [
        "Silver: costs $3; Treasure.",
        "Worth $2.",
        "40 left in the Supply.",
        "Cards are bought in your Buy phase, after the Action phase [E].",
    ]
    province = hover(app, scene, board.piles["Province"].center)
    assert province == [
        "Province: costs $8; Victory.",
        "6 VP at the end.",
        "8 left in the Supply.",
        "Provinces are locked until a player has grown a Dragon.",
    ]
    key(app, pygame.K_e)  # to the Buy phase: $0 buys only a Copper or a Curse
    gold = hover(app, scene, board.piles["Gold"].center)
    assert gold[-1] == "You need $6 to buy Gold; you have $0."
    copper = hover(app, scene, board.piles["Copper"].center)
    assert copper[-1] == "Click it, or drag it onto your discard pile, to buy it."


def test_the_roost_mat_says_in_full_what_advances_the_hatch_counter(home: None) -> None:
    app, scene = open_at(new_state())
    lines = hover(app, scene, centre(scene, "roost:0"))
    line = default_lines()["Revenant"]
    assert lines == [
        "Your Roost mat (Revenant line)",
        "Rubbish Egg: hatch counter 0 of 6.",
        f"The counter goes up: {line.counts}",
        f"Investment: {line.invest}",
        "It hatches once the counter reaches 6: right after the move that gets it there, "
        "or at the end of a turn.",
        f"On hatching: {line.hatch}",
        "It becomes the Detritus Drake, which later grows into the Revenant Dragon. "
        "The first Dragon grown unlocks Duchies, Provinces and Colonies.",
        "Delay token: unplaced, beside the mat.",
    ]
    theirs = hover(app, scene, centre(scene, "roost:1"))
    assert theirs[0] == "Brann's Roost mat (Gargantuan line)"
    assert theirs[2] == "The counter goes up: +1 per card you gain."


def test_a_delayed_dragon_says_where_it_is_what_its_next_step_does_and_both_sides(
    home: None,
) -> None:
    from game.games.draconium import counters

    state = new_state()
    record = counters.record(state, 1, 0)
    assert record is not None
    line = default_lines()[record["line"]]
    record["egg"] = None
    record["beast"] = {
        "name": line.dragon,
        "stage": "Dragon",
        "loc": "play",
        "face": "dispatched",
        "delay": True,
    }
    record["token_placed"] = True
    app, scene = open_at(state)
    lines = hover(app, scene, centre(scene, "roost:1"))
    assert lines == [
        "Brann's Roost mat (Gargantuan line)",
        "Gargantuan Dragon: delayed, in the play area, dispatch side up.",
        "Its next step, in Brann's Dragon phase: its Delay token comes off, and it does "
        "nothing else that turn.",
        f"Dispatch: {line.dragon_dispatch}",
        f"Disengage: {line.dragon_disengage}",
        "Delay token: on the beast: its next step only removes it.",
    ]


def test_the_recycling_mat_says_what_it_holds_and_when_cards_go_back(home: None) -> None:
    state = new_state()
    for name in ("Copper", "Copper", "Estate"):
        state.trash.cards.append(state.supply[name].cards.pop())
    app, scene = open_at(state)
    lines = hover(app, scene, centre(scene, "trash"))
    assert lines[:3] == [
        "The Recycling mat: 3 cards, face up for everyone: Copper ×2, Estate.",
        "In this game every card trashed comes here instead of leaving the game.",
        "When a Supply pile runs out, its cards here go back to it (at once, and again at "
        "the end of each turn).",
    ]


def test_in_a_small_window_the_trash_and_piles_outside_the_supply_are_tiles_with_help(
    home: None,
) -> None:
    state: DraconiumState = DRACONIUM.new_game([p.name for p in PEOPLE], 3, {})
    assert list(state.nonsupply) == ["Dragon Slayer"]  # Damsel's upgrade (R17)
    app, scene = open_at(state)
    board = kit(scene)
    assert board.geometry.tiles
    trash, slayer = board.layout.zones["trash"], board.layout.zones["nonsupply:Dragon Slayer"]
    assert trash.size == slayer.size == board.piles["Copper"].size  # one list of tiles
    lines = hover(app, scene, slayer.center)
    assert scene.pointer.hover == "nonsupply:Dragon Slayer"
    assert lines[0] == "Dragon Slayer: 10 left, outside the Supply."
    assert lines[-1] == "It is never bought: only card effects give it."
    assert hover(app, scene, trash.center)[0] == "The Recycling mat: 0 cards, face up for everyone."


# -- 3. clicks and keys that do what a player expects ---------------------------------------


def test_a_plain_click_on_a_supply_pile_buys_it(home: None) -> None:
    app, scene = open_at(new_state())
    state = scene.session.state
    key(app, pygame.K_e)
    key(app, pygame.K_t)
    frames(app, 60)
    assert kit(scene).click_takes("supply:Silver") and not kit(scene).click_takes("hand:0")
    silver = state.supply["Silver"].cards[-1]
    click(app, kit(scene).piles["Silver"].center)
    assert state.moves[-1] == Move.make(0, "buy", state.moves[-1].gesture, pile="Silver")
    assert state.players[0].discard.cards[-1] == silver
    assert state.coins == 1 and state.buys == 0


def test_t_in_the_action_phase_is_shown_disabled_with_the_reason(home: None) -> None:
    app, scene = open_at(new_state())
    state = scene.session.state
    buttons = kit(scene).buttons(scene.view, scene.legal)
    treasures = next(b for b in buttons if b.key == pygame.K_t)
    assert not treasures.enabled
    assert treasures.help == (
        "Treasures are played in your Buy phase: end your Action phase first [E]."
    )
    before = len(state.moves)
    key(app, pygame.K_t)
    assert len(state.moves) == before and state.phase == ACTION


def test_with_no_action_card_a_single_e_goes_to_buy_and_the_hint_says_so(home: None) -> None:
    app, scene = open_at(new_state())
    state = scene.session.state
    assert labels(scene) == [
        ("Play all Treasures  [T]", False),
        ("No Actions to play — go to Buy", True),
    ]
    assert kit(scene)._turn_hint(scene.view) == (
        "No Action cards in your hand: go to your Buy phase [E]."
    )
    key(app, pygame.K_e)
    assert state.phase == BUY and state.moves[-1].kind == "end_phase"
    assert labels(scene) == [("Play all Treasures  [T]", True), ("End turn  [E]", True)]


def test_ending_the_action_phase_with_actions_to_play_asks_first(home: None) -> None:
    app, scene = open_at(new_state(give=("Village", "Smithy")))
    state = scene.session.state
    end = next(b for b in kit(scene).buttons(scene.view, scene.legal) if b.key == pygame.K_e)
    assert end.label == "End Action phase  [E]"
    assert end.confirm == (
        "End your Action phase? You still have 1 Action and 2 Action cards in hand."
    )
    assert "Drag an Action card" in kit(scene)._turn_hint(scene.view)
    key(app, pygame.K_e)
    assert state.phase == ACTION  # asked, not done
    key(app, pygame.K_ESCAPE)  # "No, go back"
    assert state.phase == ACTION and app.stack.top is scene
    key(app, pygame.K_e)
    key(app, pygame.K_RETURN)  # yes
    assert state.phase == BUY


def test_with_no_actions_left_the_drag_hint_is_gone(home: None) -> None:
    state = new_state(give=("Smithy", "Village"))
    state.actions = 0
    _, scene = open_at(state)
    assert kit(scene)._turn_hint(scene.view) == (
        "No Actions left to play your Action cards: go to your Buy phase [E]."
    )
    assert ("No Actions left — go to Buy", True) in labels(scene)


# -- 5. words for keyboard play, and marks ----------------------------------------------


def test_moves_have_a_players_words(home: None) -> None:
    _, scene = open_at(new_state(give=("Village",)))
    board, view = kit(scene), scene.view
    words = {board.move_label(view, m) for m in scene.legal}
    assert words == {"Play Village", "End the Action phase (go to Buy)"}
    assert board.move_label(view, Move.make(0, "buy", pile="Silver")) == "Buy Silver for $3"
    assert board.move_label(view, Move.make(0, "play_all_treasures")) == "Play all Treasures"


def test_marks_show_coins_cards_gained_cards_trashed_and_egg_progress(home: None) -> None:
    _, scene = open_at(new_state())
    board = kit(scene)
    before = scene.view
    after = before.clone()  # as if a card gave $3, 2 Actions, a Silver, and trashed a Copper
    after.coins, after.actions = 3, 3
    after.players[0].discard.cards.append(after.supply["Silver"].cards.pop())
    after.trash.cards.append(after.players[0].hand.cards.pop())
    after.extra["roosts"][0]["counter"] = 2
    marks = board.marks(before, after)
    texts = [(m.text, m.good) for m in marks]
    assert texts == [
        ("+$3", True),
        ("+2 Actions", True),
        ("+Silver", True),
        ("Recycled: Copper", False),
        ("Rubbish Egg +2 (2/6)", True),
    ]
    zones = board.layout.zones
    assert marks[2].pos == zones["discard:0"].center
    assert marks[3].pos == zones["trash"].center
    assert marks[4].pos == zones["roost:0"].center


# -- 6. options in players' words ----------------------------------------------------------


def test_option_labels_are_in_players_words() -> None:
    import re

    for option in DRACONIUM.options:
        assert not re.search(r"§|\bR\d+\b|\bdoc\b", option.label), option.label
        assert option.label[0].isupper(), option.label
    by_name = {o.name: o for o in DRACONIUM.options}
    assert by_name["browse_own_discard"].label == "Players may look through their own discard pile"
    assert (
        by_name["pool_festering"].label == "When Eggs are picked: the Rotten Egg (Festering line)"
    )


# -- 7. how to play -------------------------------------------------------------------------


def test_the_guide_reads_and_names_every_key_the_table_uses(home: None) -> None:
    from game.scenes.howto import load_guide

    blocks = load_guide("draconium", "Dominion: Draconium")
    assert (blocks[0].kind, blocks[0].text) == ("h1", "Dominion: Draconium")
    heads = [b.text for b in blocks if b.kind == "h2"]
    assert heads[0] == "The goal" and heads[-1] == "At the table"
    assert "How the game ends" in heads and "Eggs, Drakes and Dragons" in heads
    text = " ".join(b.text for b in blocks).replace(".**", "**")
    for words in ("**T**", "**E**", "**D**", "**Tab**", "**Ctrl+Z**", "**F1**", "**Hover**"):
        assert words in text, words


def test_a_gain_from_the_recycling_mat_or_nothing_is_a_chip(home: None) -> None:
    """Detritus Drake offers a card on the Recycling mat, or nothing: no Supply pile to
    click, so the answers are chips (a click on the chip, then Go)."""
    from game.core.rng import Rng

    state: DraconiumState = DRACONIUM.new_game(["Aria", "Brann"], 4, {"kingdom": "Size Distortion"})
    rng = Rng(4)
    while not any(m.kind == "choose_gain" for m in DRACONIUM.legal_moves(state, 1)):
        seat = DRACONIUM.to_act(state)[0]
        legal = DRACONIUM.legal_moves(state, seat)
        DRACONIUM.apply(state, legal[rng.below(len(legal))])
    assert state.pending is not None and state.pending.choices == ("Copper-08", "nothing")
    app = App(REGISTRY, (960, 600), settings=Settings(bot_delay=30.0))
    session = Session(REGISTRY, DRACONIUM, [SeatPlan("Aria"), SeatPlan("Brann")], 4, state=state)
    session.take_screen(1)
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    frames(app, 60)
    board = kit(scene)
    assert [c.label for c in board.bar.chips] == ["Copper $0", "Nothing", "Go"]
    assert board._turn_hint(scene.view).endswith(
        "you may gain a card costing up to $4 from the mat into your hand."
    )
    click(app, next(c for c in board.bar.chips if c.label == "Nothing").rect.center)
    click(app, next(c for c in board.bar.chips if c.label == "Go").rect.center)
    assert state.moves[-1] == Move.make(1, "choose_gain", pile="nothing")


# -- prompts in the strip -------------------------------------------------------------------


def test_cards_to_put_back_are_clicked_in_order_the_top_one_first(home: None) -> None:
    state: DraconiumState = DRACONIUM.new_game(
        [p.name for p in PEOPLE], SEED, {"kingdom": "Deck Top"}
    )
    hand = state.players[0].hand.cards
    estate = next(c for c in hand if name_of(c) == "Estate")
    hand.remove(estate)
    state.supply["Estate"].cards.append(estate)
    hand.append(state.supply["Sentry"].cards.pop())
    app, scene = open_at(state)
    board = kit(scene)
    sentry = next(c for c in hand if name_of(c) == "Sentry")
    drag(app, scene.layer.sprites[sentry].rect.center, centre(scene, "play:0"))
    for _ in range(2):  # keep both looked-at cards: "Put back", then Go
        assert state.pending is not None and state.pending.kind == "choose_option"
        put_back = next(c for c in board.bar.chips if c.label == "Put back")
        click(app, put_back.rect.center)
        go = next(c for c in board.bar.chips if c.label == "Go")
        click(app, go.rect.center)
        frames(app, 30)
    assert state.pending is not None and state.pending.kind == "order_cards"
    assert board.bar.chips == []  # no chip per order: the cards are clicked instead
    first, second = sorted(state.pending.choices, reverse=True)
    assert labels(scene) == [("Done: 0 of 2 in order  [D]", False)]
    assert "Click the cards in order, the top one first, then Done." in board._turn_hint(scene.view)
    click(app, scene.layer.sprites[f"pick:{first}"].rect.center)
    click(app, scene.layer.sprites[f"pick:{second}"].rect.center)
    assert board.selected == [first, second]
    assert labels(scene) == [("Done: 2 of 2 in order  [D]", True)]
    key(app, pygame.K_d)
    assert state.moves[-1].kind == "order_cards" and state.moves[-1]["cards"] == (first, second)
    assert state.players[0].deck.cards[-1] == first  # the top of a deck is its last card
