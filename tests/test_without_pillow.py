"""The built app leaves Pillow out (build.spec): reportlab imports it when it loads, and
the build's stand-in (packaging/pillow_stand_in.py) answers, while the lab hands
reportlab the faces' pixels itself. Checked here from source, in a process where
Pillow cannot be imported, as in the built app."""

from __future__ import annotations

import hashlib
import os
import runpy
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent.parent
STAND_IN = ROOT / "packaging" / "pillow_stand_in.py"

EXPORT = """
import sys
from pathlib import Path
sys.modules["PIL"] = None  # as in the built app: Pillow cannot be imported
import runpy
runpy.run_path(sys.argv[2])
import pygame
from game.games import REGISTRY
from game.lab.deck import make_lab_deck
from game.lab.pdf import export_pdf
from game.lab.sheets import CARD_SIZES, PrintOptions
pygame.font.init()
options = PrintOptions(card=CARD_SIZES["mini"], one_each=True, dpi=72, calibration=False)
report = export_pdf(make_lab_deck(REGISTRY.entry("riders")), Path(sys.argv[1]), options)
pil = sys.modules["PIL"]
print(report.pages, "PIL._imaging" in sys.modules, pil.__doc__)
try:
    sys.modules["PIL.Image"].open("face.png")
except OSError as exc:
    print(exc)
"""


def pictures(path: Path) -> Counter[tuple[int, int, str]]:
    """Every picture the PDF's placed forms hold: its size and a digest of its pixels."""
    found: Counter[tuple[int, int, str]] = Counter()
    for page in PdfReader(path).pages:
        for form in page["/Resources"].get("/XObject", {}).values():
            for image in form.get_object()["/Resources"]["/XObject"].values():
                image = image.get_object()
                digest = hashlib.sha256(image.get_data()).hexdigest()
                found[(int(image["/Width"]), int(image["/Height"]), digest)] += 1
    return found


def test_the_pdf_is_written_without_pillow_with_the_same_pictures(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    without = tmp_path / "without.pdf"
    done = subprocess.run(
        [sys.executable, "-c", EXPORT, str(without), str(STAND_IN)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    written, refused = done.stdout.splitlines()[-2:]
    pages, imaging, doc = written.split(" ", 2)
    assert (imaging, doc) == ("False", "A stand-in: Pillow is not in this build.")
    assert refused == "Pillow is not in this build, so it opens no picture files."

    from game.games import REGISTRY
    from game.lab.deck import make_lab_deck
    from game.lab.pdf import export_pdf
    from game.lab.sheets import CARD_SIZES, PrintOptions

    options = PrintOptions(card=CARD_SIZES["mini"], one_each=True, dpi=72, calibration=False)
    report = export_pdf(make_lab_deck(REGISTRY.entry("riders")), tmp_path / "with.pdf", options)
    assert int(pages) == report.pages
    assert pictures(without) == pictures(tmp_path / "with.pdf")
    assert len(pictures(without)) >= 2  # the faces and the back


def test_the_stand_in_leaves_an_installed_pillow_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    import PIL.Image

    monkeypatch.setitem(sys.modules, "PIL", sys.modules["PIL"])
    runpy.run_path(str(STAND_IN))
    assert sys.modules["PIL.Image"] is PIL.Image
    assert Path(PIL.Image.__file__ or "").name == "Image.py"  # Pillow's own
