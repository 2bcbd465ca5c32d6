"""The Dragon Riders table as a new player meets it: nothing overlaps at any window size,
hover help says everything in the words printed on the faces, a click takes a draft
card, hints show only where they apply, and moves have words and marks.

Driven by real pygame events under SDL's dummy driver; positions are set up by
applying legal moves through the rules (and, for a status no short game reaches,
by writing it into the scenario before the table opens).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cards.fonts import font
from game.cards.inline import plain_text
from game.core.move import Move
from game.core.rng import Rng
from game.games import REGISTRY
from game.games.riders.state import ACTION, DRAFT, RidersState
from game.games.riders.table.kit import RidersTableView
from game.scenes.curtain import CurtainScene
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from game.table.kit import PANEL, Mark
from tests.scenes.ledger import problems, recording

RIDERS = REGISTRY.get("riders")
QUICK = {"draft_mode": "quick", "quick_random_units": True}
FRAME = 1 / 60
SIZES = ((960, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440))


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=0.5))
    yield application
    pygame.quit()


# -- helpers ------------------------------------------------------------------------------


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(FRAME)


def move_to(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 30)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    frames(app, 2)


def settle(app: App, scene: TableScene) -> None:
    for _ in range(240):
        if not scene.layer.moving():
            return
        frames(app, 1)
    raise AssertionError("cards never came to rest")


def played(moves: int, seed: int = 3, options: dict[str, object] | None = None) -> Session:
    """Two people at one screen, `moves` random legal moves into a game, the seat to act
    at the screen."""
    session = Session(REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann")], seed, options)
    rng = Rng(seed)
    for _ in range(moves):
        acting = RIDERS.to_act(session.state)
        if not acting:
            break
        legal = RIDERS.legal_moves(session.state, acting[0])
        RIDERS.apply(session.state, legal[rng.below(len(legal))])
    acting = RIDERS.to_act(session.state)
    session.take_screen(acting[0] if acting else 0)
    return session


def open_scene(app: App, session: Session, size: tuple[int, int] = (960, 600)) -> TableScene:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    frames(app, 1)
    if isinstance(app.stack.top, CurtainScene):
        click(app, (size[0] // 3, size[1] // 2))
    settle(app, scene)
    return scene


def against_bot(options: dict[str, object] | None = None, seed: int = 3) -> Session:
    """Aria at the screen against a bot; with seed 3 and quick decks Aria moves first."""
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=False)]
    return Session(REGISTRY, RIDERS, plans, seed, options if options is not None else QUICK)


def kit(scene: TableScene) -> RidersTableView:
    board = scene.board
    assert isinstance(board, RidersTableView)
    return board


def view(scene: TableScene) -> RidersState:
    v = scene.view
    assert isinstance(v, RidersState)
    return v


def hover(app: App, scene: TableScene, pos: tuple[int, int]) -> list[str]:
    """Rest the pointer at `pos` (a real motion event) and read the help shown there."""
    move_to(app, pos)
    assert scene.pointer.hover is not None, f"no hover help at {pos}"
    return scene.board.hover_text(scene.view, pos, scene.pointer.hover)


# -- 1. the layout at every size -----------------------------------------------------------


def overlaps(rects: dict[str, pygame.Rect]) -> list[str]:
    return [f"{a} {rects[a]} overlaps {b} {rects[b]}" for a, b in combinations(rects, 2) if rects[a].colliderect(rects[b])]  # fmt: skip


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("moves", [60, 100])
def test_the_play_table_has_no_overlaps_at_any_size(
    app: App, size: tuple[int, int], moves: int
) -> None:
    session = played(moves)
    assert session.state.phase == ACTION
    scene = open_scene(app, session, size)
    area = pygame.Rect(0, 0, size[0] - PANEL, size[1])
    zones = scene.board.layout.zones
    things = {z: r for z, r in zones.items() if not z.startswith("hand:")}
    # boards, decks, discards and the two energy lines: none on another, all on the felt
    assert overlaps(things) == []
    assert [z for z, r in zones.items() if not area.contains(r)] == []
    # every resting card lies inside its own zone, clear of the boards and piles
    stray = []
    for sprite in scene.layer.sprites.values():
        home = zones[sprite.zone].inflate(8, 8)
        if not home.contains(sprite.rect):
            stray.append(f"{sprite.piece} {sprite.rect} outside {sprite.zone} {home}")
        for zone, rect in things.items():
            if zone != sprite.zone and rect.colliderect(sprite.rect):
                stray.append(f"{sprite.piece} {sprite.rect} on {zone} {rect}")
    assert stray == []
    # and no two lines of text overlap or are cut off
    with recording(size) as screen:
        scene.draw(screen)
        assert problems(screen.texts) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("moves", [0, 2, 10, 30])
def test_choice_and_draft_screens_fit_every_size(
    app: App, size: tuple[int, int], moves: int
) -> None:
    scene = open_scene(app, played(moves), size)
    area = pygame.Rect(0, 0, size[0] - PANEL, size[1])
    layout = scene.board.layout
    every = {**layout.tiles, **layout.zones}
    assert [name for name, r in every.items() if not area.contains(r)] == []
    assert overlaps(every) == []
    for sprite in scene.layer.sprites.values():  # market cards stay in the market
        assert layout.zones[sprite.zone].contains(sprite.rect), sprite.piece
    with recording(size) as screen:
        scene.draw(screen)
        assert problems(screen.texts) == []


def test_all_five_riders_are_on_the_felt_at_the_smallest_window(app: App) -> None:
    scene = open_scene(app, played(0), (960, 600))
    tiles = scene.board.layout.tiles
    assert sorted(tiles) == ["Bronn", "Kael", "Lyra", "Morrik", "Talia"]
    assert max(r.right for r in tiles.values()) <= 960 - PANEL
    click(app, tiles["Morrik"].center)  # the last tile is there to be clicked
    assert session_moves(scene) == [Move.make(0, "choose_rider", rider="Morrik")]


def session_moves(scene: TableScene) -> list[Move]:
    return list(scene.session.state.moves)


def test_the_table_grows_with_the_window(app: App) -> None:
    small = open_scene(app, played(60), (960, 600))
    board_small = small.board.layout.zones["dragon:0"].size
    app.stack.pop()
    large = open_scene(app, played(60), (1920, 1080))
    board_large = large.board.layout.zones["dragon:0"].size
    assert board_small == (224, 110)
    assert board_large == (618, 198)


# -- 2. hover help in full -----------------------------------------------------------------


def test_hovering_the_deck_says_how_many_cards_and_which_are_still_in_it(app: App) -> None:
    scene = open_scene(app, against_bot())
    zones = scene.board.layout.zones
    assert hover(app, scene, zones["deck:0"].center) == [
        "Aria's deck: 15 cards, face down",
        "Still in it, in an order nobody knows: Burning Hit, Crippling Blow, Dragon Heal, "
        "Firebreak, Heavy Blow, Precision Strike, Rider Heal ×2, Rider Immobilize, Sabotage, "
        "Shield Disruptor, Strike ×2, Weakening Strike ×2",
        "No reshuffle: once the deck is empty, a draw gives nothing.",
    ]
    # a quick deal is private (§5): of Brann's deck only the count is known
    assert hover(app, scene, zones["deck:1"].center) == [
        "Brann's deck: 16 cards, face down",
        "No reshuffle: once the deck is empty, a draw gives nothing.",
    ]


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
    """Press, move in steps and release, as a hand on a mouse does."""
    move_to(app, start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        )
        frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 2)


def play(app: App, scene: TableScene, card: str, zone: str) -> None:
    """Drag a card from the hand onto a unit's board."""
    start = scene.layer.sprites[card].rect.center
    drag(app, start, scene.board.layout.zones[zone].center)
    settle(app, scene)


def test_hovering_the_discard_pile_lists_every_card_in_it(app: App) -> None:
    scene = open_scene(app, against_bot())
    play(app, scene, "strike_2", "dragon:1")
    play(app, scene, "dual_strike_2", "dragon:1")
    assert view(scene).players[0].discard.cards == ["strike_2", "dual_strike_2"]
    lines = hover(app, scene, scene.board.layout.zones["discard:0"].center)
    assert scene.pointer.hover == "dual_strike_2"  # the top card is shown large ...
    assert lines == [  # ... and the help names the whole pile, then the top card
        "Aria's discard pile: 2 cards, face up",
        "Dual Strike, Strike",
        "Dual Strike: costs 1 energy · Multi",
        "1 damage to the enemy Dragon, then 1 to the enemy Rider.",
    ]


def test_an_empty_discard_pile_says_so(app: App) -> None:
    scene = open_scene(app, against_bot())
    assert hover(app, scene, scene.board.layout.zones["discard:1"].center) == [
        "Brann's discard pile: 0 cards, face up"
    ]


def test_a_card_in_hand_uses_the_words_of_its_face_and_says_how_to_play_it(app: App) -> None:
    scene = open_scene(app, against_bot())
    card = scene.layer.sprites["firebreak_2"].rect
    assert hover(app, scene, card.center) == [
        "Firebreak: costs 1 energy · Utility",
        "Remove all Burn from your Dragon and your Rider.",
        "Play it on your own Dragon or Rider (the same either way).",
        "Burn: at the start of its owner's turn the unit takes 1 damage for each Burn; "
        "Burn stays until Firebreak removes it.",
        "Drag it onto your own Dragon or Rider to play it.",
    ]


def test_every_card_s_help_starts_with_its_face_cost_kind_and_text() -> None:
    board = fresh_kit()
    groups = board.faces.layout.groups
    state = against_bot().view()
    assert isinstance(state, RidersState)
    for kind, card in RIDERS.cat.cards.items():
        lines = board.words.card(state, 0, f"{kind}_1", None)
        text = plain_text(card.text)  # an inline icon such as {energy} is said as a word
        assert lines[:2] == [f"{card.name}: costs {card.cost} energy · {groups[card.group].label}", text]  # fmt: skip
        assert not any("economy" in line or "R4" in line for line in lines), lines


def fresh_kit() -> RidersTableView:
    from game.games.riders.table import make_kit

    board = make_kit(RIDERS)
    assert isinstance(board, RidersTableView)
    return board


def test_hovering_energy_explains_it_and_what_comes_next_turn(app: App) -> None:
    scene = open_scene(app, against_bot())
    zones = scene.board.layout.zones
    assert hover(app, scene, zones["energy:0"].center) == [
        "Aria: 4 energy, 5 cards in hand",
        "Energy pays for cards (the number in a card's gem) and attacks. "
        "What is not spent carries over to later turns.",
        "At the start of each of Aria's turns: +3 energy, and +2 from Lyra (5 in all).",
        "At the start of a turn you draw a card if you hold fewer than 5.",
    ]
    assert hover(app, scene, zones["energy:1"].midleft)[0] == "Brann: 0 energy, 4 cards in hand"


def test_hovering_units_gives_hp_shields_and_abilities(app: App) -> None:
    scene = open_scene(app, against_bot())
    zones = scene.board.layout.zones
    assert hover(app, scene, zones["rider:0"].center) == [
        "Lyra, Aria's Rider: 17 / 17 HP, Healthy",
        "2 Shields ready: each absorbs 1 damage to Lyra.",
        "Each Freeze Lyra applies adds 1 extra stack.",
        "Wounded at 12 HP or less: No extra Freeze stack.",
        "Critical at 6 HP or less: Freeze cards cost 1 more energy.",
    ]
    assert hover(app, scene, zones["dragon:1"].center) == [
        "Steelhorn, Brann's Dragon: 38 / 40 HP",
        "Attack 3 for 2 energy: 3 damage to the enemy Dragon or Rider.",
        "Whenever the opponent's damage costs Steelhorn HP, the opponent loses 1 energy.",
    ]
    own = hover(app, scene, zones["dragon:0"].center)
    assert own[0] == "Voidmaw, Aria's Dragon: 32 / 32 HP"
    assert own[-1] == "Drag your Dragon onto an enemy unit to attack."


def test_hovering_a_unit_with_statuses_says_what_each_does(app: App) -> None:
    session = against_bot()
    brann = session.state.players[1]  # the scenario: a battered Kael and a burning Dragon
    assert brann.rider is not None and brann.dragon is not None
    brann.rider.hp = 11
    brann.rider.freeze = 2
    brann.crippled = True
    brann.shields, brann.exhausted_shields, brann.energy_shield = 1, 3, 1
    brann.dragon.burn = 2
    brann.dragon.immune_through = brann.turns + 1
    scene = open_scene(app, session)
    zones = scene.board.layout.zones
    assert hover(app, scene, zones["rider:1"].center) == [
        "Kael, Brann's Rider: 11 / 17 HP, Wounded",
        "1 Shield ready: each absorbs 1 damage to Kael.",
        "3 Shields spent: they absorb nothing until the start of Brann's next turn.",
        "Energy Shield: 1 charge; each stops the next Burn or Freeze put on Kael (never damage).",
        "Crippled: counts as Wounded at any HP until a Rider Heal.",
        "First attack each turn: +2 damage, and Kael gains 2 Shields.",
        "Wounded at 12 HP or less: First attack each turn: +1 damage, and Kael gains 1 Shield.",
        "Critical at 6 HP or less: Attacks cost 1 more energy.",
        "Freeze 2: Brann may take only one action a turn; one stack wears off at the end of "
        "Brann's turn.",
    ]
    assert hover(app, scene, zones["dragon:1"].center)[3:] == [
        "Burn 2: 2 damage to Steelhorn at the start of Brann's turn, every turn until "
        "Firebreak removes it.",
        "Immune: it cannot be Frozen through Brann's next turn.",
    ]


def test_the_rider_choice_help_uses_the_tile_s_words(app: App) -> None:
    scene = open_scene(app, against_bot({}))
    talia = scene.board.layout.tiles["Talia"]
    assert hover(app, scene, talia.center) == [
        "Talia: 18 HP, +2 energy each turn (on top of everyone's 3)",
        "+1 energy at the start of your turn.",
        "Wounded at 13 HP or less: No extra energy at the start of your turn.",
        "Critical at 7 HP or less: -1 energy at the start of your turn.",
    ]


# -- 3. a click takes a draft card -------------------------------------------------------------


def at_the_draft(seed: int = 3) -> Session:
    """Aria against a bot, Riders and Dragons chosen (through the rules): the draft is on."""
    session = against_bot({}, seed)
    for move in (
        Move.make(0, "choose_rider", rider="Lyra"),
        Move.make(1, "choose_rider", rider="Kael"),
        Move.make(0, "choose_dragon", dragon="Voidmaw"),
        Move.make(1, "choose_dragon", dragon="Steelhorn"),
    ):
        RIDERS.apply(session.state, move)
    assert session.state.phase == DRAFT
    return session


def test_a_plain_click_on_a_market_card_picks_it(app: App) -> None:
    scene = open_scene(app, at_the_draft())
    assert kit(scene).click_takes("market")
    assert not kit(scene).click_takes("hand:0")
    card = view(scene).market.cards[2]
    # the draft's one move for that card starts where the card lies, so the click finds it
    moves = [m for m in scene.session.legal() if m.gesture and m.gesture.piece == card]
    assert [(m.kind, m.gesture.from_zone, m.gesture.to_zone) for m in moves if m.gesture] == [
        ("draft_pick", "market", "drafted:0")
    ]
    assert hover(app, scene, scene.layer.sprites[card].rect.center)[-1] == (
        "Click it to take it into your picks."
    )
    click(app, scene.layer.sprites[card].rect.center)
    assert scene.session.state.moves[-1] == Move.make(0, "draft_pick", card=card)
    assert card in scene.session.state.players[0].drafted.cards


# -- 4. hints only where they apply, plurals, move labels and marks ----------------------------


def test_the_status_hint_names_only_what_can_be_done(app: App) -> None:
    scene = open_scene(app, against_bot())
    assert scene.board.status(scene.view) == [
        "Turn 1",
        "Aria's turn",
        "Drag a card onto a unit, or your Dragon onto an enemy; then End turn [E].",
    ]
    play(app, scene, "energy_shield_2", "rider:0")  # 4 - 2 energy
    play(app, scene, "sabotage_1", "rider:1")  # 2 - 2: nothing is affordable now
    assert view(scene).players[0].energy == 0
    assert scene.board.status(scene.view)[-1] == "Nothing you can afford now: End turn [E]."
    zones = scene.board.layout.zones
    assert hover(app, scene, zones["dragon:0"].center)[-1] == (
        "Attacking costs 2 energy; you have 0."
    )
    strike = scene.layer.sprites["strike_2"].rect.center
    assert hover(app, scene, strike)[-1] == "Strike costs 1 energy; you have 0."


def test_a_frozen_player_is_told_the_one_action_is_taken(app: App) -> None:
    session = against_bot()
    dragon = session.state.players[0].dragon
    assert dragon is not None
    dragon.freeze = 1  # the scenario: Aria's Dragon is Frozen
    scene = open_scene(app, session)
    play(app, scene, "strike_2", "dragon:1")
    assert scene.board.status(scene.view)[-1] == "Frozen: you took your one action. End turn [E]."
    hint = hover(app, scene, scene.layer.sprites["dual_strike_2"].rect.center)[-1]
    assert hint == (
        "Your Dragon has 1 Freeze stack: only one action this turn, and you took it (Strike)."
    )


def test_discarding_down_to_five_counts_in_words_and_clicks(app: App) -> None:
    session = against_bot()
    aria = session.state.players[0]
    aria.hand.cards.append(aria.deck.cards.pop())  # the scenario: six cards at the end
    scene = open_scene(app, session)
    key(app, pygame.K_e)
    assert scene.session.state.phase == "discard"
    assert scene.board.status(scene.view)[1:] == [
        "Aria discards down to 5 (6 in hand)",
        "Click 1 card to discard, then Discard [D].",
    ]
    [button] = scene.board.buttons(scene.view, scene.session.legal())
    assert (button.label, button.enabled) == ("Discard 0/1  [D]", False)
    assert button.help == (
        "Discard the 1 card you picked (click a card in your hand to pick it, "
        "click again to keep it)."
    )
    click(app, scene.layer.sprites["sabotage_1"].rect.center)
    key(app, pygame.K_d)
    assert scene.session.state.players[0].discard.cards == ["sabotage_1"]


def test_tab_picks_a_move_in_words_and_enter_plays_it(app: App) -> None:
    scene = open_scene(app, against_bot())
    board = kit(scene)
    labels = [board.move_label(scene.view, m) for m in scene.session.legal()]
    assert labels == [
        "Attack Steelhorn, the enemy Dragon (2 energy)",
        "Attack Kael, the enemy Rider (2 energy)",
        "Play Strike on Steelhorn, the enemy Dragon (1 energy)",
        "Play Firebreak on Voidmaw, your Dragon (1 energy)",
        "Play Firebreak on Lyra, your Rider (1 energy)",
        "Play Energy Shield on Lyra, your Rider (2 energy)",
        "Play Dual Strike on Steelhorn, the enemy Dragon (1 energy)",
        "Play Dual Strike on Kael, the enemy Rider (1 energy)",
        "Play Sabotage on Steelhorn, the enemy Dragon (2 energy)",
        "Play Sabotage on Kael, the enemy Rider (2 energy)",
        "End your turn",
    ]
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.session.state.moves[-1] == Move.make(0, "attack", target="enemy_rider")


def test_labels_for_the_set_up_moves_and_a_discard() -> None:
    board = fresh_kit()
    state = against_bot().view()
    assert isinstance(state, RidersState)
    label = board.move_label
    assert label(state, Move.make(0, "choose_rider", rider="Talia")) == (
        "Choose Talia as your Rider"
    )
    assert label(state, Move.make(0, "choose_dragon", dragon="Voidmaw")) == (
        "Choose Voidmaw as your Dragon"
    )
    assert label(state, Move.make(0, "draft_pick", card="heavy_blow_1")) == (
        "Take Heavy Blow (3 energy)"
    )
    assert label(state, Move.make(0, "discard", cards=("strike_2", "thaw_1"))) == (
        "Discard Strike and Thaw"
    )


def test_a_hit_floats_its_damage_over_the_unit_and_the_energy_paid(app: App) -> None:
    scene = open_scene(app, against_bot())
    before = scene.view
    play(app, scene, "strike_2", "dragon:1")
    zones = scene.board.layout.zones
    face = font(17, True)  # the side line's words at the smallest window
    left = zones["energy:0"].x + 26 + 8 + face.size("Aria  ·  ")[0]  # after the gem
    spot = (left + face.size("2 energy")[0] // 2, zones["energy:0"].centery)
    # Strike: 2 damage to Steelhorn, which costs Aria 1 energy more (its ability)
    assert scene.board.marks(before, scene.view) == [
        Mark(spot, "-2 energy", False),
        Mark(zones["dragon:1"].center, "-2 HP", False),
    ]


def test_shields_and_statuses_have_marks_too() -> None:
    board = fresh_kit()
    state = against_bot().view()
    assert isinstance(state, RidersState)
    board.arrange(state, (960, 600))
    after = state.clone()
    kael = after.players[1]
    assert kael.rider is not None
    kael.shields -= 3
    kael.rider.hp -= 1
    kael.rider.burn += 1
    kael.rider.freeze += 2
    kael.energy_shield += 1
    zones = board.layout.zones
    x, y = zones["rider:1"].center
    step = 28  # one mark's height apart
    assert board.marks(state, after) == [
        Mark((x, y), "-1 HP", False),
        Mark((x, y + step), "-3 Shields", False),
        Mark((x, y + 2 * step), "+1 Energy Shield", True),
        Mark((x, y + 3 * step), "+1 Burn", False),
        Mark((x, y + 4 * step), "+2 Freeze", False),
    ]


# -- 5 and 6. option labels and the how-to-play page ---------------------------------------


def test_option_labels_are_in_players_words() -> None:
    for option in RIDERS.options:
        assert option.ruling.startswith("R"), option.name  # the ruling stays with the option
        for banned in ("R1", "R2", "R3", "§", "doc", "ruling", "seed", "stagger"):
            assert banned not in option.label, (option.name, banned)
    draft = next(o for o in RIDERS.options if o.name == "draft_mode")
    assert draft.label == (
        "How decks are built: market (take turns picking from five face-up cards), "
        "snake (pick from all 44 cards face up) or quick (20 random cards each)"
    )


def test_the_how_to_play_page_follows_the_format() -> None:
    from game import paths

    lines = paths.asset("howto", "riders.md").read_text(encoding="utf-8").splitlines()
    assert 60 <= len(lines) <= 150
    assert lines[0] == "# Dragon Riders"
    assert [line for line in lines if line.startswith("# ")] == ["# Dragon Riders"]
    sections = [line[3:] for line in lines if line.startswith("## ")]
    assert sections[0] == "The goal" and sections[-1] == "At the table"
    text = "\n".join(lines)
    for banned in ("§", "R1", "R2", "R41", "seed"):
        assert banned not in text
    for key in ("Ctrl+Z", "F1", "Tab", "Enter", "Double-click", "Drag"):
        assert key in text
