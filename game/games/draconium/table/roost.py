"""Roost mats on screen (Dominion: Draconium §2.1, R1): an Egg and its hatch progress, or
a Drake or Dragon with its side up, where it is, and the player's Delay token.

Everything on a Roost mat is public (§5), so every player's mat is drawn in full.
With the *two Eggs* option (R2) a player's two mats share their box: side by side
when it is wide, else stacked; the one Delay token waits beside the first mat.
The pieces (Egg, beast, token) are drawn with shapes and cached per size.
"""

from __future__ import annotations

from functools import cache

import pygame

from game.cards.draw import draw_dragon, finish, shade
from game.cards.fonts import font
from game.cards.layout import Colour
from game.cards.palette import DIM, GOLD, INK
from game.games.draconium.mats import DISPATCHED, PLAY_AREA, Roost

MAT = (44, 38, 34)
MAT_EDGE = (112, 92, 64)
TOKEN_RED = (176, 52, 44)


@cache
def egg_piece(colour: Colour, height: int) -> pygame.Surface:
    """An Egg standing up, speckled in its line's colour."""
    ss = 3
    w, h = round(height * 0.78), height
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w * ss, h * ss).inflate(-ss * 2, -ss * 2)
    pygame.draw.ellipse(big, shade(colour, -0.45), body)
    pygame.draw.ellipse(big, colour, body.inflate(-ss * 3, -ss * 3))
    shine = pygame.Rect(body.x + body.w * 0.22, body.y + body.h * 0.14, body.w * 0.22, body.h * 0.2)
    pygame.draw.ellipse(big, shade(colour, 0.5), shine)
    for fx, fy, fr in (
        (0.6, 0.45, 0.07),
        (0.35, 0.62, 0.05),
        (0.66, 0.72, 0.06),
        (0.45, 0.3, 0.04),
    ):
        centre = (body.x + body.w * fx, body.y + body.h * fy)
        pygame.draw.circle(big, shade(colour, -0.3), centre, body.w * fr)
    return finish(pygame.transform.smoothscale(big, (w, h)))


@cache
def beast_piece(colour: Colour, dragon: bool, face: str, width: int) -> pygame.Surface:
    """A landscape beast piece: the dispatch side bright, the disengage side muted."""
    ss = 3
    w, h = width, round(width * 0.62)
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w * ss, h * ss)
    bright = face == DISPATCHED
    field = shade(colour, -0.15) if bright else shade(colour, -0.62)
    pygame.draw.rect(big, field, rect, border_radius=h * ss // 6)
    pygame.draw.rect(
        big, GOLD if bright else shade(colour, -0.2), rect, ss * 2, border_radius=h * ss // 6
    )
    emblem = shade(colour, 0.55) if bright else shade(colour, -0.1)
    scale = 0.44 if dragon else 0.34
    draw_dragon(big, (w * ss / 2, h * ss * 0.52), h * ss * scale, emblem, shade(colour, -0.7))
    return finish(pygame.transform.smoothscale(big, (w, h)))


@cache
def delay_token(size: int) -> pygame.Surface:
    """The Delay token: a red disc with an hourglass."""
    ss = 4
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    c = size * ss / 2
    pygame.draw.circle(big, (40, 14, 12), (c, c), c)
    pygame.draw.circle(big, TOKEN_RED, (c, c), c * 0.86)
    r = c * 0.45
    glass = [(c - r, c - r), (c + r, c - r), (c, c), (c + r, c + r), (c - r, c + r), (c, c)]
    pygame.draw.polygon(big, (250, 226, 200), glass)
    return finish(pygame.transform.smoothscale(big, (size, size)))


def where_words(roost: Roost) -> tuple[str, str]:
    """The beast's state in the rules' words (§2.5) and the side that is up."""
    beast = roost.beast
    assert beast is not None
    place = "in the play area" if beast.loc == PLAY_AREA else "on the Roost"
    return f"{beast.state.capitalize()}, {place}", f"{beast.face} side up"


def draw_roost(
    surface: pygame.Surface,
    rect: pygame.Rect,
    roost: Roost,
    colour: Colour,
    title: str = "",
    spare_token: bool | None = None,
) -> None:
    """One Roost mat in `rect`: the Egg and its progress, or the beast, and the token
    (`spare_token` says whether the unplaced token is drawn here; by default, when it is
    not on this mat's beast)."""
    pygame.draw.rect(surface, MAT, rect, border_radius=8)
    pygame.draw.rect(surface, MAT_EDGE, rect, 1, border_radius=8)
    pad = 6
    piece_h = rect.h - 2 * pad
    text_x = rect.x + pad
    small, bold = font(13), font(14, True)
    token = max(14, min(22, rect.h // 3))
    room = rect.right - token - 2 * pad  # the unplaced token waits at the right edge
    if roost.egg is not None and rect.h < 34:  # a short mat: the Egg, its name, progress
        image = egg_piece(colour, max(8, rect.h - 4))
        surface.blit(image, (rect.x + pad, rect.y + 2))
        text_x += image.get_width() + pad
        progress = bold.render(roost.progress, True, GOLD)
        right = room - progress.get_width() - 4
        surface.blit(progress, progress.get_rect(midright=(room, rect.centery)))
        name = bold.render(_fit(roost.egg, right - text_x, bold), True, INK)
        surface.blit(name, name.get_rect(midleft=(text_x, rect.centery)))
    elif roost.egg is not None:
        image = egg_piece(colour, piece_h)
        surface.blit(image, (rect.x + pad, rect.y + pad))
        text_x += image.get_width() + pad
        name = bold.render(_fit(roost.egg, rect.right - pad - text_x, bold), True, INK)
        surface.blit(name, (text_x, rect.y + pad))
        bar = pygame.Rect(text_x, rect.y + pad + 20, max(20, room - text_x - 34), 10)
        pygame.draw.rect(surface, (24, 20, 18), bar, border_radius=5)
        filled = bar.copy()
        filled.w = round(bar.w * min(1.0, roost.counter / max(1, roost.target)))
        if filled.w:
            pygame.draw.rect(surface, colour, filled, border_radius=5)
        pygame.draw.rect(surface, MAT_EDGE, bar, 1, border_radius=5)
        progress = bold.render(roost.progress, True, GOLD)
        surface.blit(progress, (bar.right + 6, bar.centery - progress.get_height() // 2))
        if rect.h >= 60:
            hint = small.render(title or "Egg: hatches at its target", True, DIM)
            surface.blit(hint, (text_x, bar.bottom + 4))
    elif roost.beast is not None:
        beast = roost.beast
        narrow = rect.w < 240  # your own mat, in the left column: shorter words
        width = min(round(piece_h / 0.62), rect.w // (4 if narrow else 3))
        image = beast_piece(colour, beast.stage == "Dragon", beast.face, width)
        at = (rect.x + pad, rect.centery - image.get_height() // 2)
        piece_h = image.get_height()
        if beast.loc == PLAY_AREA:  # away in the play area: an outline stays on the mat
            pygame.draw.rect(surface, MAT_EDGE, (*at, width, piece_h), 1, border_radius=6)
            ghost = image.copy()
            ghost.set_alpha(70)
            surface.blit(ghost, at)
        else:
            surface.blit(image, at)
        if beast.delay:
            surface.blit(delay_token(token), (at[0] + width - token + 4, at[1] - 4))
        text_x += width + pad
        state, side = where_words(roost)
        if narrow:
            state = beast.state.capitalize() + (" (away)" if beast.loc == PLAY_AREA else "")
            side = side.replace("disengaged", "disengage").replace("dispatched", "dispatch")
            small = font(12)
        rows = [(beast.name, bold, INK), (state, small, GOLD if beast.delay else INK)]
        rows.append((side, small, DIM))
        if rect.h - 2 * pad < bold.get_linesize() + small.get_linesize():  # a short mat
            name = bold.render(_fit(beast.name, room - text_x, bold), True, INK)
            surface.blit(name, (text_x, rect.centery - name.get_height() // 2))
            rest_x = text_x + name.get_width() + 10
            if room - rest_x > 40:  # its state on the same line
                words = _fit(f"{beast.state} · {side}", room - rest_x, small)
                image = small.render(words, True, GOLD if beast.delay else DIM)
                surface.blit(image, (rest_x, rect.centery - image.get_height() // 2))
            rows = []
        y = rect.y + pad - 1
        for i, (text, f, ink) in enumerate(rows):
            if y + f.get_linesize() > rect.bottom:
                break
            right = rect.right - pad if i == 0 else room
            surface.blit(f.render(_fit(text, right - text_x, f), True, ink), (text_x, y))
            y += f.get_linesize() - 1
    if not roost.token_placed if spare_token is None else spare_token:
        spot = (rect.right - token - pad, rect.bottom - token - pad)
        surface.blit(delay_token(token), spot)


def _fit(text: str, width: int, f: pygame.font.Font) -> str:
    """The text, cut with an ellipsis to fit `width` pixels."""
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def mat_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where each of a player's `count` mats goes in their box (R2: two side by side when
    the box is wide, else stacked)."""
    if count < 2:
        return [rect]
    gap = 4
    if rect.w >= 300:
        w = (rect.w - gap) // 2
        return [
            pygame.Rect(rect.x, rect.y, w, rect.h),
            pygame.Rect(rect.x + w + gap, rect.y, w, rect.h),
        ]
    h = (rect.h - gap) // 2
    return [
        pygame.Rect(rect.x, rect.y, rect.w, h),
        pygame.Rect(rect.x, rect.y + h + gap, rect.w, h),
    ]


def draw_roosts(
    surface: pygame.Surface,
    rect: pygame.Rect,
    roosts: list[Roost],
    colours: list[Colour],
    title: str = "",
) -> None:
    """A player's Roost mats in their box: one, or two with the *two Eggs* option."""
    if len(roosts) == 1:
        draw_roost(surface, rect, roosts[0], colours[0], title)
        return
    spare = not any(r.token_placed for r in roosts)  # one token per player (R2)
    for i, (at, roost, colour) in enumerate(
        zip(mat_rects(rect, len(roosts)), roosts, colours, strict=True)
    ):
        draw_roost(surface, at, roost, colour, title, spare_token=spare and i == 0)


def roosts_lines(roosts: list[Roost], who: str) -> list[str]:
    """Hover help for a player's mats: one mat as before; two mats each, then the token."""
    if len(roosts) == 1:
        return roost_lines(roosts[0], who)
    out: list[str] = []
    for roost in roosts:
        which = "second" if roost.slot else "first"
        lines = roost_lines(roost, who)[:-1]  # the token is the player's, shown once
        lines[0] = f"{who}'s {which} Roost mat ({roost.line})"
        out += lines
    on = next((r.beast.name for r in roosts if r.token_placed and r.beast is not None), None)
    out.append(f"Delay token: on {on}." if on else "Delay token: unplaced, beside the mats.")
    return out


def roost_lines(roost: Roost, who: str) -> list[str]:
    """Hover help for a Roost mat: the line's legend and everything public on it."""
    lines = [f"{who}'s Roost mat ({roost.line})"]
    if roost.legend:
        lines.append(roost.legend)
    if roost.egg is not None:
        lines.append(f"{roost.egg}: hatch counter {roost.counter}, target {roost.target}.")
    elif roost.beast is not None:
        state, side = where_words(roost)
        lines.append(f"{roost.beast.name}: {state.lower()}, {side}.")
    lines.append(
        "Delay token: on the beast."
        if roost.token_placed
        else "Delay token: unplaced, beside the mat."
    )
    return lines
