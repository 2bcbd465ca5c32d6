"""The built app's stand-in for Pillow: a PyInstaller runtime hook (see build.spec).

reportlab imports Pillow when it loads, for the pictures it would open itself. The
layout lab hands it pixels instead (game/lab/pdf.py), so the build leaves Pillow and
its image libraries out, and this answers reportlab's import: a `PIL.Image` whose
`Image` class no picture is an instance of, and whose `open` says Pillow is not here.
Where Pillow is installed (from source, or a build that keeps it), nothing is changed.
"""

import importlib.util
import sys
import types


def stand_in() -> None:
    if importlib.util.find_spec("PIL") is not None:
        return
    pil = types.ModuleType("PIL", "A stand-in: Pillow is not in this build.")
    pil.__path__ = []  # a package, so `import PIL.Image` finds its module below
    image = types.ModuleType("PIL.Image", pil.__doc__)

    class Image:
        """What reportlab tests a picture against: no picture here is one."""

    def open_picture(*_args: object, **_kwargs: object) -> Image:
        raise OSError("Pillow is not in this build, so it opens no picture files.")

    image.Image = Image  # type: ignore[attr-defined]
    image.open = open_picture  # type: ignore[attr-defined]
    pil.Image = image  # type: ignore[attr-defined]
    sys.modules["PIL"] = pil
    sys.modules["PIL.Image"] = image


stand_in()
