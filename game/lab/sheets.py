"""Where the cards go on a print-and-play sheet: card sizes, papers, the grid and its marks.

Pure arithmetic in millimetres and PDF points (origin at the page's bottom left,
y up), so the PDF writer, the lab's preview and the tests share one answer to
"how many cards fit, where is each one, where is its back".

Cards sit in a grid centred on the page. With bleed, neighbours are spaced by
twice the bleed so each card's bleed ends where the next one's begins; crop
marks sit in the page margins on every trim line, never over a card. Backs
are placed where the paper puts them: mirrored left to right for duplex
flipped on the long edge, top to bottom (and turned) for the short edge, and
mirrored about a fold line on the same page for fold-over.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

MM = 72 / 25.4
"""Points in a millimetre."""

DPI = 300
"""The resolution faces are rendered at for print."""

MARK_GAP_MM = 1.0
"""Between a card's outer bleed edge and the start of its crop mark."""

MARK_LENGTH_MM = 4.0
"""A crop mark's length (shorter where the page ends first)."""

MARGIN_MM = MARK_GAP_MM + MARK_LENGTH_MM
"""The room between the page edge and the outermost bleed edge that full crop marks take."""

MIN_MARK_MM = 2.0
"""The shortest a crop mark gets where the page is tight: cards fit when their marks
have at least this much past the gap (nine poker cards with shared cuts on Letter)."""

MIN_MARGIN_MM = MARK_GAP_MM + MIN_MARK_MM
"""The least room between the page edge and the outermost bleed edge."""

MAX_GUTTER_MM = 20.0

MAX_BLEED_MM = 10.0
MIN_CARD_MM = 20.0

BACKS = ("duplex-long", "duplex-short", "fold", "none")
"""How card backs are printed: on the next page for duplex flipped on the long or
the short edge, beside the faces on the same page for fold-over, or not at all."""

Rect = tuple[float, float, float, float]
"""x, y (bottom left), width, height in points."""

Line = tuple[float, float, float, float]
"""x1, y1, x2, y2 in points."""

Box = tuple[float, float, float, float]
"""x0, y0, x1, y1 in points, as a PDF page box."""


SAFE_MM = 3.175
"""How far inside the trim line a face keeps its elements, unless its size says otherwise:
1/8 in, the safe area print shops name (a cut may wander that far)."""


@dataclass(frozen=True, slots=True)
class CardSize:
    """A card's trim size in millimetres; `name` is the preset's or "custom".

    `bleed_mm` is the bleed a print shop asks for with this size (0: none needed, the
    designer chooses), the default of an export at this size; `safe_mm` how far inside
    the trim line every element of a face should stay."""

    name: str
    width_mm: float
    height_mm: float
    bleed_mm: float = 0.0
    safe_mm: float = SAFE_MM

    def label(self) -> str:
        """ "poker (63 x 88 mm)", or "60 x 90 mm" for a custom size."""
        size = f"{_mm(self.width_mm)} x {_mm(self.height_mm)} mm"
        return size if self.name == "custom" else f"{self.name} ({size})"


CARD_SIZES: dict[str, CardSize] = {
    "poker": CardSize("poker", 63, 88),
    "bridge": CardSize("bridge", 57, 89),
    "mini": CardSize("mini", 44, 67),
    "tarot": CardSize("tarot", 70, 120),
    # Print shops' templates, each its exact pixels at 300 dpi with its bleed. Their
    # cards are 2.5 x 3.5 in (63.5 x 88.9 mm, 750 x 1050 px); the bleed is what the
    # template adds: MakePlayingCards' 822 x 1122 px is 36 px a side, 0.12 in or
    # 3.048 mm; DriveThruCards' 825 x 1125 px is 37.5 px a side, 1/8 in or 3.175 mm.
    # A picture is the trim plus twice the bleed rounded once (69.596 x 94.996 mm and
    # 69.85 x 95.25 mm: 822.0 x 1122.0 and 825.0 x 1125.0 px), so each is exact.
    "mpc": CardSize("MakePlayingCards poker", 63.5, 88.9, bleed_mm=3.048),
    "drivethru": CardSize("DriveThruCards poker", 63.5, 88.9, bleed_mm=3.175),
    # A plain 63 x 88 mm card with the 3 mm bleed most European shops ask for: 815 x 1110.
    "poker-bleed": CardSize("poker with bleed", 63, 88, bleed_mm=3.0),
}

SHOP_PIXELS: dict[str, tuple[int, int]] = {
    "mpc": (822, 1122),
    "drivethru": (825, 1125),
    "poker-bleed": (815, 1110),
}
"""The whole picture each shop's preset gives at 300 dpi, bleed included."""


SHAPE_WIDTHS: dict[str, float] = {"card": 1.0, "tile": 1.0, "token": 0.4, "mat": 3.0, "board": 6.0}
"""A component's printed width as a share of the card's (a token 25 mm across beside a
poker card, a board 378 mm wide); its height follows its own proportions."""


def component_size(card: CardSize, shape: str, height_per_width: float) -> CardSize:
    """The trim size of a component of this shape (deck.SHAPES) whose face is
    `height_per_width` times as tall as wide: a card has the card size, every other
    shape its SHAPE_WIDTHS share of the card's width and its own proportions."""
    if shape == "card":
        return card
    width = card.width_mm * SHAPE_WIDTHS.get(shape, 1.0)
    return CardSize(shape, round(width, 1), round(width * height_per_width, 1))


@dataclass(frozen=True, slots=True)
class Paper:
    """A paper size in points."""

    name: str
    width: float
    height: float


PAPERS: dict[str, Paper] = {
    "a4": Paper("A4", 210 * MM, 297 * MM),
    "letter": Paper("Letter", 612.0, 792.0),
}

_CUSTOM = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:x|\*|×)\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$")


def parse_card_size(text: str) -> CardSize:
    """A preset by name (poker, bridge, mini, tarot, mpc, drivethru, poker-bleed) or a
    size in millimetres ("60x90"); ValueError with a one-line message otherwise."""
    key = text.strip().lower()
    if key in CARD_SIZES:
        return CARD_SIZES[key]
    found = _CUSTOM.match(key)
    if found is None:
        raise ValueError(
            f"Card size '{text}' is not {', '.join(CARD_SIZES)} "
            "or a size in millimetres such as 60x90."
        )
    width, height = float(found.group(1)), float(found.group(2))
    if min(width, height) < MIN_CARD_MM:
        raise ValueError(
            f"Card size '{text}' is too small: each side must be at least {_mm(MIN_CARD_MM)} mm."
        )
    return CardSize("custom", width, height)


def pixels(mm: float, dpi: int = DPI) -> int:
    """A length in millimetres as whole pixels at this resolution."""
    return round(mm / 25.4 * dpi)


@dataclass(frozen=True, slots=True)
class PrintOptions:
    """What the designer asks of a print-and-play PDF.

    `paper` is a key of PAPERS; `backs` one of BACKS; `bleed_mm` the colour
    printed past each card's trim line (0, the default, fits nine poker cards on
    A4 or Letter; print shops usually ask for 3); `calibration` puts a page
    with rulers first; `one_each` prints every card once instead of its copies.

    `gutter_mm` is the paper between neighbouring cards' trim lines: None, the default,
    gives each card its whole bleed (neighbours twice the bleed apart); 0 is shared
    cuts (neighbours abut, one cut between them, the bleed only around the block: nine
    poker cards with 3 mm bleed on A4 or Letter); a gutter narrower than twice the
    bleed halves it between the two cards. `tile_large`: a component too large for the
    paper (a board) is printed at true size over several pages (`tile_plan`) instead
    of scaled down onto one.
    """

    paper: str = "a4"
    card: CardSize = CARD_SIZES["poker"]
    bleed_mm: float = 0.0
    backs: str = "duplex-long"
    calibration: bool = True
    one_each: bool = False
    dpi: int = DPI
    gutter_mm: float | None = None
    tile_large: bool = False

    def check(self) -> None:
        """ValueError with a one-line message for an option no sheet can follow."""
        if self.paper not in PAPERS:
            raise ValueError(f"Paper '{self.paper}' is not {_either(PAPERS)}.")
        if self.backs not in BACKS:
            raise ValueError(f"Backs '{self.backs}' is not {_either(BACKS)}.")
        if not 0 <= self.bleed_mm <= MAX_BLEED_MM:  # also NaN
            raise ValueError(
                f"Bleed {_mm(self.bleed_mm)} mm is outside 0 to {_mm(MAX_BLEED_MM)} mm."
            )
        if self.gutter_mm is not None and not 0 <= self.gutter_mm <= MAX_GUTTER_MM:
            raise ValueError(
                f"Gutter {_mm(self.gutter_mm)} mm is outside 0 to {_mm(MAX_GUTTER_MM)} mm."
            )
        if not 72 <= self.dpi <= 1200:
            raise ValueError(f"Resolution {self.dpi} dpi is outside 72 to 1200 dpi.")


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """Every place on one kind of sheet, the same for each page of an export.

    `faces` are the trim rectangles of the card slots in reading order (top row
    first, left to right); `backs[i]` is where the back of slot i goes: on the
    following page for duplex, on the same page for fold-over, nowhere for
    "none" (empty). `backs_turned`: the back images are drawn upside down, so a
    cut card turned over like a book page shows its back upright.
    """

    page: tuple[float, float]
    bleed: float
    columns: int
    rows: int
    mode: str
    faces: tuple[Rect, ...]
    backs: tuple[Rect, ...]
    backs_turned: bool = False
    fold_x: float | None = None
    face_area: Rect = (0.0, 0.0, 0.0, 0.0)
    back_area: Rect = (0.0, 0.0, 0.0, 0.0)
    gap: float = -1.0  # between neighbouring trims; below 0: twice the bleed

    @property
    def spacing(self) -> float:
        """Points between neighbouring cards' trim lines."""
        return 2 * self.bleed if self.gap < 0 else self.gap

    def painted(self, rects: tuple[Rect, ...], used: int | None = None) -> tuple[Rect, ...]:
        """What each card of `rects` (its first `used`) prints over: its trim and its
        bleed, the bleed cut to half the spacing on a side that faces a neighbour in use
        (all of it elsewhere), so no card's colour runs over another's trim."""
        rects = rects[:used] if used is not None else rects
        b, inner, reach = self.bleed, min(self.bleed, self.spacing / 2), self.spacing + 1e-3

        def beside(x0: float, x1: float, y0: float, y1: float) -> bool:
            return any(
                x0 - 1e-3 <= ox + ow / 2 <= x1 + 1e-3 and y0 - 1e-3 <= oy + oh / 2 <= y1 + 1e-3
                for ox, oy, ow, oh in rects
            )

        out = []
        for x, y, w, h in rects:
            mid_x, mid_y = x + w / 2, y + h / 2
            left = inner if beside(x - reach - w / 2, x - w / 2, mid_y, mid_y) else b
            right = inner if beside(x + w * 1.5, x + w * 1.5 + reach, mid_y, mid_y) else b
            below = inner if beside(mid_x, mid_x, y - reach - h / 2, y - h / 2) else b
            above = inner if beside(mid_x, mid_x, y + h * 1.5, y + h * 1.5 + reach) else b
            out.append((x - left, y - below, w + left + right, h + below + above))
        return tuple(out)

    @property
    def per_page(self) -> int:
        """Cards on one page of faces."""
        return len(self.faces)

    @property
    def duplex(self) -> bool:
        """Backs on pages of their own, each after its page of faces."""
        return self.mode.startswith("duplex")

    def sheets_for(self, cards: int) -> int:
        """Pages of faces needed for this many cards."""
        return max(1, math.ceil(cards / self.per_page)) if cards else 0

    def pages_for(self, cards: int, calibration: bool) -> int:
        """Every page of the PDF: the calibration page (and, for duplex, its blank
        back so each page of faces and its backs share a sheet), the faces, the backs."""
        sheets = self.sheets_for(cards)
        front = (2 if self.duplex else 1) if calibration else 0
        return front + sheets * (2 if self.duplex else 1)

    def face_marks(self, used: int) -> list[Line]:
        """The crop marks of a page of faces with its first `used` slots filled
        (and, for fold-over, their backs beside them)."""
        marks = crop_marks(self.faces[:used], self.bleed, self.face_area)
        if self.mode == "fold":
            marks += crop_marks(self.backs[:used], self.bleed, self.back_area)
        return marks

    def face_boxes(self) -> tuple[Box, Box]:
        """TrimBox and BleedBox of a page of faces: around every slot's trim (and,
        for fold-over, every back's), and that grown by the bleed."""
        rects = self.faces + (self.backs if self.mode == "fold" else ())
        return self._boxes(rects)

    def back_boxes(self) -> tuple[Box, Box]:
        """TrimBox and BleedBox of a page of duplex backs."""
        return self._boxes(self.backs)

    def _boxes(self, rects: tuple[Rect, ...]) -> tuple[Box, Box]:
        trim = bounds(rects)
        b = self.bleed
        width, height = self.page
        bleed = (
            max(0.0, trim[0] - b),
            max(0.0, trim[1] - b),
            min(width, trim[2] + b),
            min(height, trim[3] + b),
        )
        return trim, bleed


def sheet_layout(options: PrintOptions) -> SheetLayout:
    """The grid the options ask for; ValueError with a one-line message when the card
    does not fit the paper with its bleed and room for crop marks."""
    options.check()
    return _layout(options, PAPERS[options.paper])


def fitted_layout(options: PrintOptions) -> tuple[SheetLayout, float]:
    """The grid for `options.card`, or, for a component too large for the paper (a
    board), one on a page (turned landscape when it is wider than tall) scaled down to
    fit it with its bleed and crop marks: the layout and the scale (1.0: true size)."""
    try:
        return sheet_layout(options), 1.0
    except ValueError:
        pass
    paper = PAPERS[options.paper]
    card = options.card
    if card.width_mm > card.height_mm:
        paper = Paper(paper.name, paper.height, paper.width)
    room = paper.width / 2 if options.backs == "fold" else paper.width
    spare = 2 * MARGIN_MM * MM + 2 * options.bleed_mm * MM
    scale = min(
        1.0,
        (room - spare) / (card.width_mm * MM),
        (paper.height - spare) / (card.height_mm * MM),
    )
    scale = math.floor(scale * 1000) / 1000  # a hair smaller: never a rounding past the page
    scaled = CardSize(card.name, card.width_mm * scale, card.height_mm * scale)
    return _layout(replace(options, card=scaled), paper), scale


def _layout(options: PrintOptions, paper: Paper) -> SheetLayout:
    card = options.card
    w, h, b = card.width_mm * MM, card.height_mm * MM, options.bleed_mm * MM
    page = (paper.width, paper.height)
    margin = MIN_MARGIN_MM * MM
    gap = 2 * b if options.gutter_mm is None else options.gutter_mm * MM
    if options.backs == "fold":
        half = paper.width / 2
        face_area: Rect = (0.0, 0.0, half, paper.height)
        back_area: Rect = (half, 0.0, half, paper.height)
        if _fits(half, w, b, margin, gap) < 1 or _fits(paper.height, h, b, margin, gap) < 1:
            need = card.width_mm + 2 * options.bleed_mm + 2 * MIN_MARGIN_MM
            raise ValueError(
                f"Fold-over puts each face beside its back: a {card.label()} card with "
                f"{_mm(options.bleed_mm)} mm bleed needs {_mm(need)} mm of width, and half of "
                f"{paper.name} is {_mm(half / MM)} mm; choose a smaller card, less bleed "
                "or duplex backs."
            )
    else:
        face_area = (0.0, 0.0, paper.width, paper.height)
        back_area = face_area
        if _fits(paper.width, w, b, margin, gap) < 1 or _fits(paper.height, h, b, margin, gap) < 1:
            need_w = card.width_mm + 2 * options.bleed_mm + 2 * MIN_MARGIN_MM
            need_h = card.height_mm + 2 * options.bleed_mm + 2 * MIN_MARGIN_MM
            raise ValueError(
                f"A {card.label()} card with {_mm(options.bleed_mm)} mm bleed needs "
                f"{_mm(need_w)} x {_mm(need_h)} mm with its crop marks, and {paper.name} "
                f"is {_mm(paper.width / MM)} x {_mm(paper.height / MM)} mm; choose a smaller "
                "card, less bleed or larger paper."
            )
    columns = _fits(face_area[2], w, b, margin, gap)
    rows = _fits(face_area[3], h, b, margin, gap)
    faces = grid(face_area, columns, rows, w, h, b, gap)
    width, height = page
    backs: tuple[Rect, ...]
    turned = False
    fold_x = None
    if options.backs in ("duplex-long", "fold"):
        backs = tuple((width - x - cw, y, cw, ch) for x, y, cw, ch in faces)
        fold_x = width / 2 if options.backs == "fold" else None
    elif options.backs == "duplex-short":
        backs = tuple((x, height - y - ch, cw, ch) for x, y, cw, ch in faces)
        turned = True
    else:
        backs = ()
    return SheetLayout(
        page=page,
        bleed=b,
        columns=columns,
        rows=rows,
        mode=options.backs,
        faces=faces,
        backs=backs,
        backs_turned=turned,
        fold_x=fold_x,
        face_area=face_area,
        back_area=back_area,
        gap=-1.0 if options.gutter_mm is None else gap,
    )


def grid(
    area: Rect,
    columns: int,
    rows: int,
    width: float,
    height: float,
    bleed: float,
    gap: float | None = None,
) -> tuple[Rect, ...]:
    """Trim rectangles of a grid centred in the area, neighbours `gap` apart (None:
    twice the bleed), in reading order (top row first, left to right)."""
    x0, y0, area_w, area_h = area
    gap = 2 * bleed if gap is None else gap
    step_x, step_y = width + gap, height + gap
    left = x0 + (area_w - (columns * step_x - gap)) / 2
    top = y0 + (area_h + (rows * step_y - gap)) / 2
    return tuple(
        (left + c * step_x, top - height - r * step_y, width, height)
        for r in range(rows)
        for c in range(columns)
    )


def crop_marks(trims: tuple[Rect, ...], bleed: float, area: Rect) -> list[Line]:
    """Short lines in the margins around these cards, one at each end of every trim
    line: vertical ones above and below, horizontal ones left and right. They start
    past the outermost bleed and stop at the area's edge, so they never cross a card."""
    if not trims:
        return []
    left, bottom, right, top = bounds(trims)
    ax, ay, aw, ah = area
    gap, length = MARK_GAP_MM * MM, MARK_LENGTH_MM * MM
    xs = sorted({round(v, 4) for x, _, w, _ in trims for v in (x, x + w)})
    ys = sorted({round(v, 4) for _, y, _, h in trims for v in (y, y + h)})
    marks: list[Line] = []
    above = top + bleed + gap
    below = bottom - bleed - gap
    for x in xs:
        marks.append((x, above, x, min(above + length, ay + ah)))
        marks.append((x, below, x, max(below - length, ay)))
    outside_left = left - bleed - gap
    outside_right = right + bleed + gap
    for y in ys:
        marks.append((outside_left, y, max(outside_left - length, ax), y))
        marks.append((outside_right, y, min(outside_right + length, ax + aw), y))
    return marks


def bounds(rects: tuple[Rect, ...]) -> Box:
    """The smallest box around these rectangles."""
    return (
        min(x for x, _, _, _ in rects),
        min(y for _, y, _, _ in rects),
        max(x + w for x, _, w, _ in rects),
        max(y + h for _, y, _, h in rects),
    )


def _fits(room: float, size: float, bleed: float, margin: float, gap: float) -> int:
    """How many cards of this size fit side by side, `gap` apart, with the bleed at
    both ends of the row, in this much room less a margin at each end."""
    return max(0, math.floor((room - 2 * margin - 2 * bleed + gap + 1e-6) / (size + gap)))


def _either(words: Iterable[str]) -> str:
    """ "a, b or c"."""
    *most, last = list(words)
    return f"{', '.join(most)} or {last}" if most else last


def _mm(value: float) -> str:
    """A length in millimetres as a designer writes it: 63, 3.5."""
    return f"{value:.1f}".removesuffix(".0")


TILE_OVERLAP_MM = 10.0
"""How much of a tiled board each page repeats of its neighbour's, to glue over."""

TILE_MARGIN_MM = 10.0
"""Around the printed window of each tiled page: beyond most printers' unprintable edge,
with room for the crop marks and the page's label."""


@dataclass(frozen=True, slots=True)
class TilePlan:
    """A component too large for the paper printed at true size over several pages.

    Every page shows a window (`area`, the same on each page) onto the component with
    its bleed; neighbouring windows share `overlap` points. `origin(row, column)` is
    where the component's trim rectangle lies on that page (mostly off it); `marks` are
    the alignment marks, in the component's own coordinates (its trim's bottom left at
    0, 0), each in the overlap of two or four pages, so pages laid over each other line
    up when their marks do."""

    page: tuple[float, float]
    columns: int
    rows: int
    size: tuple[float, float]  # the trim, width and height in points
    bleed: float
    area: Rect
    overlap: float

    @property
    def step(self) -> tuple[float, float]:
        return (self.area[2] - self.overlap, self.area[3] - self.overlap)

    def origin(self, row: int, column: int) -> Rect:
        """The trim rectangle on page (row, column), row 0 the top of the component."""
        ax, ay, _, ah = self.area
        sx, sy = self.step
        w, h = self.size
        x = ax + self.bleed - column * sx
        top = ay + ah - self.bleed + row * sy
        return (x, top - h, w, h)

    def marks(self) -> list[tuple[float, float]]:
        """Alignment marks: in the middle of each seam's overlap, a third and two
        thirds along each page's share of it, and where seams cross."""
        sx, sy = self.step
        h = self.size[1]
        b, half = self.bleed, self.overlap / 2
        seams_x = [c * sx - b + half for c in range(1, self.columns)]
        seams_y = [h + b - r * sy - half for r in range(1, self.rows)]
        spans_x = [(c * sx - b, c * sx - b + self.area[2]) for c in range(self.columns)]
        spans_y = [(h + b - r * sy - self.area[3], h + b - r * sy) for r in range(self.rows)]
        found: list[tuple[float, float]] = []
        for x in seams_x:
            for low, high in spans_y:
                found += [(x, low + (high - low) / 3), (x, low + 2 * (high - low) / 3)]
        for y in seams_y:
            for low, high in spans_x:
                found += [(low + (high - low) / 3, y), (low + 2 * (high - low) / 3, y)]
        found += [(x, y) for x in seams_x for y in seams_y]
        return found

    @property
    def pages(self) -> int:
        return self.columns * self.rows


def tile_plan(options: PrintOptions) -> TilePlan:
    """The fewest pages (portrait or landscape) that hold `options.card` at true size
    with its bleed, each showing TILE_OVERLAP_MM of its neighbours'."""
    options.check()
    paper = PAPERS[options.paper]
    card = options.card
    b = options.bleed_mm * MM
    w, h = card.width_mm * MM, card.height_mm * MM
    overlap, margin = TILE_OVERLAP_MM * MM, TILE_MARGIN_MM * MM
    best: TilePlan | None = None
    for page in ((paper.width, paper.height), (paper.height, paper.width)):
        area = (margin, margin, page[0] - 2 * margin, page[1] - 2 * margin)
        columns = max(1, math.ceil((w + 2 * b - overlap) / (area[2] - overlap) - 1e-9))
        rows = max(1, math.ceil((h + 2 * b - overlap) / (area[3] - overlap) - 1e-9))
        plan = TilePlan(page, columns, rows, (w, h), b, area, overlap)
        if best is None or plan.pages < best.pages:
            best = plan
    assert best is not None
    return best
